//! Games written back as PGN: the tags kept in columns and the others, and
//! the movetext as it was imported when it carried more than the moves.

use std::io::Write;

use rusqlite::types::Value;

use crate::rules::{Game, GameResult, PgnGame};

use super::facts::result_token;
use super::query::Filter;
use super::{Library, LibraryError, codec};

/// A stored game, read back.
#[derive(Debug, Clone)]
pub struct StoredGame {
    /// Its number in the library.
    pub id: i64,
    /// Its tags (the Seven Tag Roster first).
    pub tags: Vec<(String, String)>,
    /// The game, replayed.
    pub game: Game,
    /// The recorded result.
    pub result: Option<GameResult>,
    /// The movetext as imported, when it carried more than the moves.
    pub movetext: Option<String>,
    /// Left unfinished in Rookery.
    pub unfinished: bool,
}

impl StoredGame {
    /// The game as PGN.
    pub fn to_pgn(&self) -> String {
        let pgn = PgnGame {
            tags: self.tags.clone(),
            game: self.game.clone(),
            result: self.result,
            clocks: Vec::new(),
            variations: Vec::new(),
            comments: Vec::new(),
            evals: Vec::new(),
        };
        let text = pgn.to_pgn();
        match &self.movetext {
            Some(movetext) => {
                let head = text.split_once("\n\n").map_or(text.as_str(), |(h, _)| h);
                format!("{head}\n\n{movetext}\n")
            }
            None => text,
        }
    }
}

const STORED_COLUMNS: &str = "g.id, g.event, g.site, g.date, g.round, g.white, g.black, g.result, \
     g.white_elo, g.black_elo, g.eco, g.opening, g.time_control, g.variant, g.start_fen, g.moves, \
     g.tags, g.movetext, g.unfinished";

fn read_stored(r: &rusqlite::Row<'_>) -> rusqlite::Result<Result<StoredGame, LibraryError>> {
    let id: i64 = r.get(0)?;
    let text = |i: usize| -> rusqlite::Result<Option<String>> { r.get(i) };
    let number = |i: usize| -> rusqlite::Result<Option<i64>> { r.get(i) };
    let result_code: i64 = r.get(7)?;
    let mut tags: Vec<(String, String)> = Vec::new();
    for (name, value) in [
        ("Event", text(1)?),
        ("Site", text(2)?),
        ("Date", text(3)?),
        ("Round", text(4)?),
        ("White", text(5)?),
        ("Black", text(6)?),
    ] {
        tags.push((name.into(), value.unwrap_or_else(|| "?".into())));
    }
    tags.push(("Result".into(), result_token(result_code).into()));
    for (name, value) in [
        ("WhiteElo", number(8)?.map(|n| n.to_string())),
        ("BlackElo", number(9)?.map(|n| n.to_string())),
        ("ECO", text(10)?),
        ("Opening", text(11)?),
        ("TimeControl", text(12)?),
    ] {
        if let Some(value) = value {
            tags.push((name.into(), value));
        }
    }
    if let Some(others) = text(16)? {
        tags.extend(parse_tag_lines(&others));
    }
    let Some(start) = codec::stored_start(r.get(13)?, text(14)?.as_deref()) else {
        return Ok(Err(LibraryError::Damaged(id)));
    };
    let bytes: Vec<u8> = r.get(15)?;
    let Some(moves) = codec::decode_all(&start, &bytes) else {
        return Ok(Err(LibraryError::Damaged(id)));
    };
    let game = Game::from_moves(start, &moves);
    Ok(Ok(StoredGame {
        id,
        tags,
        game,
        result: match result_code {
            1 => Some(GameResult::WhiteWins),
            2 => Some(GameResult::Draw),
            3 => Some(GameResult::BlackWins),
            _ => None,
        },
        movetext: text(17)?,
        unfinished: r.get(18)?,
    }))
}

/// Reads `[Name "Value"]` lines (with `\"` and `\\` escapes).
fn parse_tag_lines(text: &str) -> Vec<(String, String)> {
    let mut tags = Vec::new();
    for line in text.lines() {
        let Some(inner) = line
            .trim()
            .strip_prefix('[')
            .and_then(|l| l.strip_suffix(']'))
        else {
            continue;
        };
        let Some((name, rest)) = inner.split_once(' ') else {
            continue;
        };
        let rest = rest.trim();
        let Some(quoted) = rest.strip_prefix('"').and_then(|r| r.strip_suffix('"')) else {
            continue;
        };
        let mut value = String::new();
        let mut chars = quoted.chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                if let Some(next) = chars.next() {
                    value.push(next);
                }
            } else {
                value.push(c);
            }
        }
        tags.push((name.to_string(), value));
    }
    tags
}

impl Library {
    /// One game, read back.
    ///
    /// # Errors
    /// No such game, or its record is damaged.
    pub fn game(&self, id: i64) -> Result<StoredGame, LibraryError> {
        let sql = format!("SELECT {STORED_COLUMNS} FROM games g WHERE g.id = ?");
        self.conn().query_row(&sql, [id], read_stored)?
    }

    /// Writes every game the filter lets through as PGN, in the order they
    /// came into the library; returns how many. A damaged record is left
    /// out and counted in the second number.
    ///
    /// # Errors
    /// The database cannot be read or `out` written.
    pub fn export(
        &self,
        filter: &Filter,
        out: &mut impl Write,
    ) -> Result<(u64, u64), LibraryError> {
        let (cond, params) = filter.sql();
        let sql = format!("SELECT {STORED_COLUMNS} FROM games g WHERE {cond} ORDER BY g.id");
        let mut stmt = self.conn().prepare(&sql)?;
        let mut rows = stmt.query(rusqlite::params_from_iter::<Vec<Value>>(params))?;
        let (mut written, mut damaged) = (0, 0);
        while let Some(row) = rows.next()? {
            match read_stored(row)? {
                Ok(game) => {
                    if written > 0 {
                        out.write_all(b"\n")?;
                    }
                    out.write_all(game.to_pgn().as_bytes())?;
                    written += 1;
                }
                Err(_) => damaged += 1,
            }
        }
        Ok((written, damaged))
    }
}
