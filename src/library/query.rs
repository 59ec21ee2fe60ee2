//! Finding games: the filters, the games table a page at a time, and the
//! games that reach a position.

use std::collections::{HashMap, HashSet};

use rusqlite::types::Value;

use crate::rules::{Color, GameResult, Move, Position};

use super::facts::{Facts, Speed, result_code, result_token};
use super::index::{self, Hit};
use super::{Library, LibraryError, codec, position_key};

/// Which games: every field left empty lets every game through.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// Games of these players (a name's beginning, any case: "carlsen"
    /// finds "Carlsen, Magnus").
    pub players: Vec<String>,
    /// The colour the players had.
    pub color: Option<Color>,
    /// The result.
    pub result: Option<GameResult>,
    /// The ECO code's beginning ("B2" finds B20 to B29).
    pub eco: Option<String>,
    /// Words of the opening's name (any case).
    pub opening: Option<String>,
    /// Played on or after (PGN's "2024.03.01", or its beginning: "2024").
    pub date_from: Option<String>,
    /// Played on or before.
    pub date_to: Option<String>,
    /// Time-control classes (none: any).
    pub speeds: Vec<Speed>,
    /// The players' average rating at least.
    pub min_rating: Option<i64>,
    /// The players' average rating at most.
    pub max_rating: Option<i64>,
    /// Where the games came from (a source's id).
    pub source: Option<i64>,
    /// Only the games found by the last search on this library
    /// ([`Library::find_position`]).
    pub found_only: bool,
}

impl Filter {
    /// Whether the filter asks about names, openings or sources, which only
    /// the games table knows (the index's facts know the rest).
    fn needs_table(&self) -> bool {
        let given = |t: &Option<String>| t.as_deref().is_some_and(|t| !t.trim().is_empty());
        !self.players.is_empty()
            || given(&self.eco)
            || given(&self.opening)
            || self.source.is_some()
            || self.found_only
    }

    /// Whether a game with these facts passes the filter's result, class,
    /// rating and date fields (as [`Filter::sql`] would).
    pub(crate) fn admits(&self, f: &Facts) -> bool {
        if let Some(result) = self.result
            && i64::from(f.result) != result_code(Some(result))
        {
            return false;
        }
        if !self.speeds.is_empty() && !self.speeds.iter().any(|s| s.code() == i64::from(f.speed)) {
            return false;
        }
        let rating = f.rating();
        if self
            .min_rating
            .is_some_and(|min| rating.is_none_or(|r| r < min))
            || self
                .max_rating
                .is_some_and(|max| rating.is_none_or(|r| r > max))
        {
            return false;
        }
        let from = self
            .date_from
            .as_deref()
            .map(str::trim)
            .filter(|d| !d.is_empty());
        let to = self
            .date_to
            .as_deref()
            .map(str::trim)
            .filter(|d| !d.is_empty());
        if from.is_some() || to.is_some() {
            let Some(date) = f.date_text() else {
                return false;
            };
            if from.is_some_and(|from| date.as_str() < from) {
                return false;
            }
            if to.is_some_and(|to| date.as_str() > format!("{to}\u{10ffff}").as_str()) {
                return false;
            }
        }
        true
    }
}

/// The players' average rating in SQL (the one known when only one is).
pub(crate) const RATING: &str =
    "((coalesce(g.white_elo, g.black_elo) + coalesce(g.black_elo, g.white_elo)) / 2)";

impl Filter {
    /// The filter as an SQL condition on `games g` and its parameters.
    pub(crate) fn sql(&self) -> (String, Vec<Value>) {
        let mut terms: Vec<String> = Vec::new();
        let mut params: Vec<Value> = Vec::new();
        if !self.players.is_empty() {
            let mut any = Vec::new();
            for name in &self.players {
                let pattern = format!("{}%", like_escape(name.trim()));
                for (side, column) in [(Color::White, "g.white"), (Color::Black, "g.black")] {
                    if self.color.is_none_or(|c| c == side) {
                        any.push(format!("{column} LIKE ? ESCAPE '\\'"));
                        params.push(Value::Text(pattern.clone()));
                    }
                }
            }
            terms.push(format!("({})", any.join(" OR ")));
        }
        if let Some(result) = self.result {
            terms.push("g.result = ?".into());
            params.push(Value::Integer(result_code(Some(result))));
        }
        if let Some(eco) = self.eco.as_deref().map(str::trim).filter(|e| !e.is_empty()) {
            terms.push("g.eco LIKE ? ESCAPE '\\'".into());
            params.push(Value::Text(format!("{}%", like_escape(eco))));
        }
        if let Some(words) = self.opening.as_deref() {
            for word in words.split_whitespace() {
                terms.push("g.opening LIKE ? ESCAPE '\\'".into());
                params.push(Value::Text(format!("%{}%", like_escape(word))));
            }
        }
        if let Some(from) = self
            .date_from
            .as_deref()
            .map(str::trim)
            .filter(|d| !d.is_empty())
        {
            terms.push("g.date >= ?".into());
            params.push(Value::Text(from.to_string()));
        }
        if let Some(to) = self
            .date_to
            .as_deref()
            .map(str::trim)
            .filter(|d| !d.is_empty())
        {
            // "2024" takes in every date of 2024: compare with what sorts last.
            terms.push("g.date <= ?".into());
            params.push(Value::Text(format!("{to}\u{10ffff}")));
        }
        if !self.speeds.is_empty() {
            let marks = vec!["?"; self.speeds.len()].join(", ");
            terms.push(format!("g.speed IN ({marks})"));
            params.extend(self.speeds.iter().map(|s| Value::Integer(s.code())));
        }
        if let Some(min) = self.min_rating {
            terms.push(format!("{RATING} >= ?"));
            params.push(Value::Integer(min));
        }
        if let Some(max) = self.max_rating {
            terms.push(format!("{RATING} <= ?"));
            params.push(Value::Integer(max));
        }
        if let Some(source) = self.source {
            terms.push("g.source = ?".into());
            params.push(Value::Integer(source));
        }
        if self.found_only {
            terms.push("g.id IN (SELECT id FROM temp.found)".into());
        }
        if terms.is_empty() {
            ("1".into(), params)
        } else {
            (terms.join(" AND "), params)
        }
    }
}

/// `text` with LIKE's wildcards taken literally.
fn like_escape(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

/// A game as the table lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    /// The game's number in the library.
    pub id: i64,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// "1-0", "0-1", "1/2-1/2" or "*".
    pub result: &'static str,
    /// As PGN writes it.
    pub date: Option<String>,
    /// The event.
    pub event: Option<String>,
    /// White's rating.
    pub white_elo: Option<i64>,
    /// Black's rating.
    pub black_elo: Option<i64>,
    /// The ECO code.
    pub eco: Option<String>,
    /// The opening's name.
    pub opening: Option<String>,
    /// The time-control class.
    pub speed: Option<Speed>,
    /// Plies played.
    pub plies: u32,
    /// Left unfinished in Rookery (it can be continued).
    pub unfinished: bool,
    /// Where it came from: "Rookery" or the file's name.
    pub source: String,
    /// Found by the last search: the ply it reaches the position at.
    pub found_ply: Option<u32>,
    /// And the byte of the move played from it ([`codec`]), `None` at the
    /// game's end.
    pub found_next: Option<u8>,
}

/// The columns [`GameRow::read`] reads, in its order, and the tables they
/// come from.
pub(crate) const ROW_COLUMNS: &str = "g.id, g.white, g.black, g.result, g.date, g.event, \
     g.white_elo, g.black_elo, g.eco, g.opening, g.speed, g.plies, g.unfinished, s.name, \
     f.ply, f.next FROM games g JOIN sources s ON s.id = g.source \
     LEFT JOIN temp.found f ON f.id = g.id";

impl GameRow {
    /// Reads the row's first columns, in [`ROW_COLUMNS`]' order.
    pub(crate) fn read(r: &rusqlite::Row<'_>) -> rusqlite::Result<GameRow> {
        Ok(GameRow {
            id: r.get(0)?,
            white: r.get(1)?,
            black: r.get(2)?,
            result: result_token(r.get(3)?),
            date: r.get(4)?,
            event: r.get(5)?,
            white_elo: r.get(6)?,
            black_elo: r.get(7)?,
            eco: r.get(8)?,
            opening: r.get(9)?,
            speed: r.get::<_, Option<i64>>(10)?.and_then(Speed::from_code),
            plies: r.get(11)?,
            unfinished: r.get(12)?,
            source: r.get(13)?,
            found_ply: r.get(14)?,
            found_next: r.get(15)?,
        })
    }
}

/// The order of the games table: a column, and which way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Sort {
    /// The column.
    pub column: SortColumn,
    /// Largest first.
    pub descending: bool,
}

/// A column the games table sorts by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[allow(missing_docs)]
pub enum SortColumn {
    /// The order they came into the library.
    #[default]
    Added,
    White,
    Black,
    Result,
    Date,
    Event,
    WhiteElo,
    BlackElo,
    Eco,
    Opening,
    Speed,
    Plies,
}

impl Sort {
    /// The order as SQL's ORDER BY terms on `games g` (ties by id, the same
    /// way).
    pub(crate) fn order_by(self) -> String {
        let way = if self.descending { "DESC" } else { "ASC" };
        format!("{} {way}, g.id {way}", self.column.sql())
    }
}

impl SortColumn {
    fn sql(self) -> &'static str {
        match self {
            SortColumn::Added => "g.id",
            SortColumn::White => "g.white",
            SortColumn::Black => "g.black",
            SortColumn::Result => "g.result",
            SortColumn::Date => "g.date",
            SortColumn::Event => "g.event",
            SortColumn::WhiteElo => "g.white_elo",
            SortColumn::BlackElo => "g.black_elo",
            SortColumn::Eco => "g.eco",
            SortColumn::Opening => "g.opening",
            SortColumn::Speed => "g.speed",
            SortColumn::Plies => "g.plies",
        }
    }
}

/// A game that reaches the position searched for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionHit {
    /// The game.
    pub game: GameRow,
    /// The ply at which the position first occurs.
    pub ply: u32,
    /// The move played from it, `None` when the game ends there.
    pub next: Option<Move>,
    /// That move in SAN.
    pub next_san: Option<String>,
}

impl Library {
    /// How many games the filter lets through.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn count_games(&self, filter: &Filter) -> Result<u64, LibraryError> {
        let (cond, params) = filter.sql();
        let sql = format!("SELECT count(*) FROM games g WHERE {cond}");
        let n: i64 = self
            .conn()
            .query_row(&sql, rusqlite::params_from_iter(params), |r| r.get(0))?;
        Ok(n as u64)
    }

    /// A page of the games table: `limit` games from the `offset`-th, in
    /// the order asked for.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn games(
        &self,
        filter: &Filter,
        sort: Sort,
        offset: u64,
        limit: u64,
    ) -> Result<Vec<GameRow>, LibraryError> {
        let (cond, mut params) = filter.sql();
        let sql = format!(
            "SELECT {ROW_COLUMNS} WHERE {cond} ORDER BY {} LIMIT ? OFFSET ?",
            sort.order_by()
        );
        params.push(Value::Integer(limit.min(i64::MAX as u64) as i64));
        params.push(Value::Integer(offset.min(i64::MAX as u64) as i64));
        let mut stmt = self.conn().prepare_cached(&sql)?;
        let rows = stmt.query_map(rusqlite::params_from_iter(params), GameRow::read)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The games that reach `pos` (by any order of moves), newest first, at
    /// most `limit`, with the ply it first occurs at and the move played
    /// from it; and how many games reach it in all.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn search_position(
        &self,
        pos: &Position,
        filter: &Filter,
        limit: u64,
    ) -> Result<(Vec<PositionHit>, u64), LibraryError> {
        let hits = self.hits(pos, filter)?;
        let hits = hits.into_iter().map(|(h, f)| (h, f, ())).collect();
        let (found, total) = self.newest(hits, limit)?;
        let found = found
            .into_iter()
            .map(|(hit, game, ())| {
                let next = hit.next.and_then(|b| codec::decode(pos, b));
                PositionHit {
                    game,
                    ply: hit.ply,
                    next_san: next.map(|m| pos.san(&m)),
                    next,
                }
            })
            .collect();
        Ok((found, total))
    }

    /// The newest `limit` of these hits (by date, then by id), each with
    /// its game's row in place of its facts; and how many hits there were
    /// in all. A game no longer in the library is left out.
    pub(crate) fn newest<T>(
        &self,
        mut hits: Vec<(Hit, Facts, T)>,
        limit: u64,
    ) -> Result<(Vec<(Hit, GameRow, T)>, u64), LibraryError> {
        let total = hits.len() as u64;
        hits.sort_unstable_by(|(a, fa, _), (b, fb, _)| {
            fb.date.cmp(&fa.date).then(b.game.cmp(&a.game))
        });
        hits.truncate(limit.min(usize::MAX as u64) as usize);
        let ids: Vec<i64> = hits.iter().map(|(h, _, _)| h.game).collect();
        let mut rows: HashMap<i64, GameRow> =
            self.rows(&ids)?.into_iter().map(|r| (r.id, r)).collect();
        let found = hits
            .into_iter()
            .filter_map(|(hit, _, t)| Some((hit, rows.remove(&hit.game)?, t)))
            .collect();
        Ok((found, total))
    }

    /// The games that reach `pos` and pass the filter, each with its facts.
    pub(crate) fn hits(
        &self,
        pos: &Position,
        filter: &Filter,
    ) -> Result<Vec<(Hit, Facts)>, LibraryError> {
        self.hits_of_key(position_key(pos), filter)
    }

    /// The index's entries of `key` (a position's, or a material's) whose
    /// games pass the filter, each with its game's facts.
    pub(crate) fn hits_of_key(
        &self,
        key: i64,
        filter: &Filter,
    ) -> Result<Vec<(Hit, Facts)>, LibraryError> {
        let conn = self.conn();
        let mut hits = index::lookup(conn, key)?;
        let by_table = filter.needs_table();
        if by_table {
            // Names, openings and sources are in the games table only: the
            // whole filter is asked of it once.
            let (cond, params) = filter.sql();
            let sql = format!("SELECT g.id FROM games g WHERE {cond}");
            let mut stmt = conn.prepare_cached(&sql)?;
            let allowed: HashSet<i64> = stmt
                .query_map(rusqlite::params_from_iter(params), |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            hits.retain(|h| allowed.contains(&h.game));
        }
        // Entries past the first plies carry no facts: read them.
        let missing: Vec<i64> = hits
            .iter()
            .filter(|h| h.facts.is_none())
            .map(|h| h.game)
            .collect();
        let mut facts: HashMap<i64, Facts> = HashMap::with_capacity(missing.len());
        for chunk in missing.chunks(500) {
            let marks = vec!["?"; chunk.len()].join(", ");
            let sql = format!(
                "SELECT id, result, speed, white_elo, black_elo, date FROM games WHERE id IN ({marks})"
            );
            let mut stmt = conn.prepare_cached(&sql)?;
            let rows = stmt.query_map(rusqlite::params_from_iter(chunk), |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    Facts::from_columns(
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get::<_, Option<String>>(5)?.as_deref(),
                    ),
                ))
            })?;
            for row in rows {
                let (id, f) = row?;
                facts.insert(id, f);
            }
        }
        Ok(hits
            .into_iter()
            .filter_map(|h| {
                let f = h.facts.or_else(|| facts.get(&h.game).copied())?;
                (by_table || filter.admits(&f)).then_some((h, f))
            })
            .collect())
    }
}
