//! A game made ready for the library: its tags in columns, its moves one
//! byte each and the keys of the positions it reaches.

use std::collections::HashSet;

use crate::rules::{Game, GameResult, PgnGame, Variant};

use super::codec;
use super::facts::{Facts, Speed, pack_date, result_code, unpack_date};

/// One position a game reaches: its key, the ply it first occurs at and the
/// byte of the move played from it (`None` at the end of the game); or a
/// material it reaches ([`super::material`]): its key, the ply, and `None`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posting {
    /// [`super::position_key`], or [`super::material::Material::key`].
    pub key: i64,
    /// Plies played before it.
    pub ply: u16,
    /// The next move's byte ([`codec`]); `None` at the end of the game and
    /// for a material.
    pub next: Option<u8>,
}

/// A game as the library stores it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGame {
    /// White's name ("?" when unknown).
    pub white: String,
    /// Black's name.
    pub black: String,
    /// 0 unknown, 1 White won, 2 drawn, 3 Black won.
    pub result: i64,
    /// As PGN writes it ("2024.03.01"), `None` when wholly unknown.
    pub date: Option<String>,
    /// The `Event` tag.
    pub event: Option<String>,
    /// The `Site` tag.
    pub site: Option<String>,
    /// The `Round` tag.
    pub round: Option<String>,
    /// White's rating.
    pub white_elo: Option<i64>,
    /// Black's rating.
    pub black_elo: Option<i64>,
    /// The `ECO` tag.
    pub eco: Option<String>,
    /// The `Opening` tag.
    pub opening: Option<String>,
    /// The `TimeControl` tag.
    pub time_control: Option<String>,
    /// Its class, from the time control.
    pub speed: Option<Speed>,
    /// 0 standard chess, 1 Chess960.
    pub variant: i64,
    /// The start position's FEN, `None` for the standard one.
    pub start_fen: Option<String>,
    /// The moves ([`codec`]).
    pub moves: Vec<u8>,
    /// The other tags, as PGN tag lines, in the file's order.
    pub tags: Option<String>,
    /// The movetext as read, when it carries more than the moves.
    pub movetext: Option<String>,
    /// The positions reached, and the materials.
    pub postings: Vec<Posting>,
    /// What finds the same game imported twice: a hash of the moves, the
    /// start, the players, the date, the result, the event and the round
    /// (two games that differ in their event or round alone are two games:
    /// a double round-robin's repeated pairings, a blitz and a rapid game
    /// played the same day).
    pub fingerprint: i64,
}

/// The tags kept in columns; every other tag goes to [`NewGame::tags`].
const COLUMN_TAGS: &[&str] = &[
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "WhiteElo",
    "BlackElo",
    "ECO",
    "Opening",
    "TimeControl",
    "Variant",
    "SetUp",
    "FEN",
];

impl NewGame {
    /// The library's record of a game read from PGN. `movetext` is the
    /// game's movetext as the file has it; it is kept only when it carries
    /// more than the moves (comments, variations, glyphs, clocks).
    pub fn from_pgn(pgn: &PgnGame, movetext: Option<&str>) -> NewGame {
        let result = pgn.result.or_else(|| pgn.game.outcome().map(|o| o.result));
        NewGame::build(&pgn.game, &pgn.tags, result, annotated(movetext))
    }

    /// The library's record of the first game of a PGN text (the move log
    /// of a game played in Rookery, with its clocks and review), its
    /// movetext kept when it carries more than the moves; `None` when the
    /// text holds no game.
    ///
    /// # Errors
    /// The game does not read.
    pub fn from_pgn_text(text: &str) -> Option<Result<NewGame, crate::rules::PgnError>> {
        let game = crate::rules::read_games(text).into_iter().next()?;
        Some(game.map(|pgn| NewGame::from_pgn(&pgn, movetext_of(text))))
    }

    /// What the explorer and the filters need to know of it.
    pub fn facts(&self) -> Facts {
        Facts::from_columns(
            self.result,
            self.speed.map(|s| s.code()),
            self.white_elo,
            self.black_elo,
            self.date.as_deref(),
        )
    }

    /// The library's record of a game with the tags given (a game played in
    /// Rookery): the result is the game's outcome.
    pub fn from_game(game: &Game, tags: &[(String, String)]) -> NewGame {
        NewGame::build(game, tags, game.outcome().map(|o| o.result), None)
    }

    fn build(
        game: &Game,
        tags: &[(String, String)],
        result: Option<GameResult>,
        movetext: Option<String>,
    ) -> NewGame {
        let (moves, postings) = moves_and_postings(game);
        let start = game.start_position();
        let start_fen = (!game.starts_from_standard()).then(|| start.to_fen());
        NewGame::from_parts(
            start.variant(),
            start_fen,
            moves,
            postings,
            tags,
            result,
            movetext,
        )
    }

    /// The record of a game read without building a [`Game`] (the import's
    /// quick reader): its start, moves and positions already worked out.
    pub(crate) fn from_parts(
        variant: Variant,
        start_fen: Option<String>,
        moves: Vec<u8>,
        postings: Vec<Posting>,
        tags: &[(impl AsRef<str>, impl AsRef<str>)],
        result: Option<GameResult>,
        movetext: Option<String>,
    ) -> NewGame {
        // The first value of each column's tag, found in one pass.
        let mut columns: [Option<&str>; COLUMN_TAGS.len()] = [None; COLUMN_TAGS.len()];
        let mut others = String::new();
        for (n, v) in tags {
            let (n, v) = (n.as_ref(), v.as_ref());
            match COLUMN_TAGS.iter().position(|c| *c == n) {
                Some(i) => {
                    columns[i] = columns[i].or(Some(v));
                }
                None => {
                    others.push('[');
                    others.push_str(n);
                    others.push_str(" \"");
                    if v.contains(['\\', '"']) {
                        others.push_str(&v.replace('\\', "\\\\").replace('"', "\\\""));
                    } else {
                        others.push_str(v);
                    }
                    others.push_str("\"]\n");
                }
            }
        }
        let tag = |name: &str| {
            let i = COLUMN_TAGS.iter().position(|c| *c == name)?;
            columns[i]
                .map(str::trim)
                .filter(|v| !v.is_empty() && *v != "?" && (*v != "-" || name == "TimeControl"))
                .map(str::to_string)
        };
        let name = |name: &str| tag(name).unwrap_or_else(|| "?".to_string());
        let elo = |name: &str| {
            tag(name)
                .and_then(|v| v.parse::<i64>().ok())
                .filter(|e| (1..=4000).contains(e))
        };
        // Dates in PGN's form ("2024.03.01", "2024.??.??"), so that they
        // sort and compare as the filters expect.
        let date = tag("Date")
            .filter(|d| d.chars().any(|c| c.is_ascii_digit()))
            .map(|d| unpack_date(pack_date(&d)).unwrap_or(d));
        let variant = i64::from(variant == Variant::Chess960);
        let time_control = tag("TimeControl");
        let mut record = NewGame {
            white: name("White"),
            black: name("Black"),
            result: result_code(result),
            date,
            event: tag("Event"),
            site: tag("Site"),
            round: tag("Round"),
            white_elo: elo("WhiteElo"),
            black_elo: elo("BlackElo"),
            eco: tag("ECO"),
            opening: tag("Opening"),
            speed: time_control.as_deref().and_then(Speed::of_time_control),
            time_control,
            variant,
            start_fen,
            moves,
            tags: (!others.is_empty()).then_some(others),
            movetext,
            postings,
            fingerprint: 0,
        };
        record.fingerprint = record.compute_fingerprint();
        record
    }

    fn compute_fingerprint(&self) -> i64 {
        fingerprint(&Fingerprinted {
            start_fen: self.start_fen.as_deref(),
            moves: &self.moves,
            white: &self.white,
            black: &self.black,
            date: self.date.as_deref(),
            result: self.result,
            event: self.event.as_deref(),
            round: self.round.as_deref(),
        })
    }
}

/// What a game's fingerprint is made of, as a row of the games table
/// holds it.
struct Fingerprinted<'a> {
    start_fen: Option<&'a str>,
    moves: &'a [u8],
    white: &'a str,
    black: &'a str,
    date: Option<&'a str>,
    result: i64,
    event: Option<&'a str>,
    round: Option<&'a str>,
}

fn fingerprint(game: &Fingerprinted<'_>) -> i64 {
    let mut hash = Fnv::new();
    hash.write(game.start_fen.unwrap_or("").as_bytes());
    hash.write(game.moves);
    hash.write(game.white.as_bytes());
    hash.write(game.black.as_bytes());
    hash.write(game.date.unwrap_or("").as_bytes());
    hash.write(&[game.result as u8]);
    hash.write(game.event.unwrap_or("").as_bytes());
    hash.write(game.round.unwrap_or("").as_bytes());
    hash.0 as i64
}

/// Every stored game's fingerprint made again from its row (the migration
/// to schema 8, which adds the event and the round to it; a library of
/// schema 4 or before also had its fingerprints from moves in the old
/// code, so that its games were taken for new ones when imported again),
/// a thousand rows written at a time while the reading statement stays
/// open. The unique index goes first and is made again when the library
/// opens.
pub(crate) fn fingerprint_again(
    conn: &rusqlite::Connection,
    report: &mut dyn FnMut(f32),
) -> Result<(), super::LibraryError> {
    conn.execute_batch("DROP INDEX IF EXISTS games_fingerprint")?;
    let mut update = conn.prepare("UPDATE games SET fingerprint = ? WHERE id = ?")?;
    let mut changed = Vec::with_capacity(1_000);
    super::rows::each_game_row(
        conn,
        "SELECT id, start_fen, moves, white, black, date, result, event, round FROM games",
        report,
        |row| {
            let id: i64 = row.get(0)?;
            let start_fen: Option<String> = row.get(1)?;
            let moves: Vec<u8> = row.get(2)?;
            let white: String = row.get(3)?;
            let black: String = row.get(4)?;
            let date: Option<String> = row.get(5)?;
            let event: Option<String> = row.get(7)?;
            let round: Option<String> = row.get(8)?;
            let made = fingerprint(&Fingerprinted {
                start_fen: start_fen.as_deref(),
                moves: &moves,
                white: &white,
                black: &black,
                date: date.as_deref(),
                result: row.get(6)?,
                event: event.as_deref(),
                round: round.as_deref(),
            });
            changed.push((made, id));
            if changed.len() >= 1_000 {
                for (fingerprint, id) in changed.drain(..) {
                    update.execute([fingerprint, id])?;
                }
            }
            Ok(())
        },
    )?;
    for (fingerprint, id) in changed {
        update.execute([fingerprint, id])?;
    }
    Ok(())
}

/// The movetext, kept when it carries more than the moves (comments,
/// variations, glyphs, clocks).
pub(crate) fn annotated(movetext: Option<&str>) -> Option<String> {
    movetext
        .map(str::trim)
        .filter(|text| {
            text.bytes()
                .any(|b| matches!(b, b'{' | b'(' | b'$' | b';' | b'!' | b'?' | b'%'))
        })
        .map(str::to_string)
}

/// The moves' bytes and every position reached, each once; and each
/// material reached, once ([`post_material`]: at the start and after each
/// capture or promotion), in the order the quick reader gives them.
fn moves_and_postings(game: &Game) -> (Vec<u8>, Vec<Posting>) {
    let played = game.moves();
    let mut moves = Vec::with_capacity(played.len());
    let mut postings = Vec::with_capacity(played.len() + 8);
    let mut seen = HashSet::with_capacity(played.len() + 1);
    let mut materials = Vec::new();
    post_material(game.start_position(), 0, &mut materials, &mut postings);
    for (ply, m) in played.iter().enumerate() {
        // The game's moves were legal when played: they always encode.
        let byte = codec::encode(&m.before, &m.mv).unwrap_or(u8::MAX);
        moves.push(byte);
        let key = m.before.key() as i64;
        if seen.insert(key) {
            postings.push(Posting {
                key,
                ply: ply.min(usize::from(u16::MAX)) as u16,
                next: Some(byte),
            });
        }
        if m.mv.is_capture() || m.mv.is_promotion() {
            let after = played.get(ply + 1).map_or(game.position(), |n| &n.before);
            post_material(after, ply + 1, &mut materials, &mut postings);
        }
    }
    let key = game.position().key() as i64;
    if seen.insert(key) {
        postings.push(Posting {
            key,
            ply: played.len().min(usize::from(u16::MAX)) as u16,
            next: None,
        });
    }
    (moves, postings)
}

/// FNV-1a, 64 bits: a fixed hash (the same in every build), with a
/// separator after each field.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes.iter().chain(&[0xff]) {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// The movetext of a game's text: what follows its tag section (a byte
/// order mark before the first tag is passed over, as the PGN reader does:
/// the tags are not kept as movetext).
pub fn movetext_of(text: &str) -> Option<&str> {
    let mut rest = text.strip_prefix('\u{feff}').unwrap_or(text);
    loop {
        let mut trimmed = rest.trim_ascii_start();
        if trimmed.as_bytes().first().is_some_and(|b| !b.is_ascii()) {
            trimmed = trimmed.trim_start();
        }
        if trimmed.starts_with('[') {
            let end = trimmed.find('\n')?;
            rest = &trimmed[end + 1..];
        } else {
            return Some(trimmed);
        }
    }
}

/// Adds the posting of the material on `pos` (reached after `ply` plies)
/// unless the game reached it before; both of the import's readers call
/// it at the start and after each capture or promotion, so that their
/// records agree. `seen` holds the game's material keys so far.
pub(crate) fn post_material(
    pos: &crate::rules::Position,
    ply: usize,
    seen: &mut Vec<i64>,
    postings: &mut Vec<Posting>,
) {
    let key = super::material::Material::of(pos).key();
    if !seen.contains(&key) {
        seen.push(key);
        postings.push(Posting {
            key,
            ply: ply.min(usize::from(u16::MAX)) as u16,
            next: None,
        });
    }
}
