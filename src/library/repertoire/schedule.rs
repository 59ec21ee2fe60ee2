//! Each card's FSRS schedule (see the module above), kept in the
//! `repertoire_cards` table: one row a card seen at least once.

use std::collections::HashMap;

use chrono::{DateTime, TimeZone, Utc};
use rs_fsrs::{Card, FSRS, Rating, State};
use rusqlite::{Connection, OptionalExtension, params};

use crate::library::LibraryError;

/// Where a card stands in FSRS's terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardState {
    /// Being learned: asked again within the day.
    Learning,
    /// Learned: asked again after days.
    Review,
    /// Missed after it was learned: being learned again.
    Relearning,
}

/// A card's schedule.
#[derive(Debug, Clone, PartialEq)]
pub struct CardSchedule {
    /// When it is next due (seconds since 1970).
    pub due: i64,
    /// FSRS's stability: the days until the chance to recall it is 90%.
    pub stability: f64,
    /// FSRS's difficulty, 1 to 10.
    pub difficulty: f64,
    /// The reviews so far.
    pub reps: u32,
    /// The times it was missed after it was learned.
    pub lapses: u32,
    /// The times it was missed at all (the leeches are those missed most).
    pub misses: u32,
    /// Its state.
    pub state: CardState,
    /// When it was last reviewed (seconds since 1970).
    pub last_review: i64,
}

fn time(seconds: i64) -> DateTime<Utc> {
    Utc.timestamp_opt(seconds, 0)
        .single()
        .unwrap_or(DateTime::UNIX_EPOCH)
}

fn state_code(state: State) -> i64 {
    match state {
        State::New => 0,
        State::Learning => 1,
        State::Review => 2,
        State::Relearning => 3,
    }
}

fn state_from_code(code: i64) -> State {
    match code {
        1 => State::Learning,
        2 => State::Review,
        3 => State::Relearning,
        _ => State::New,
    }
}

/// A card's row, with FSRS's own fields.
struct Row {
    card: Card,
    misses: u32,
}

impl Row {
    fn schedule(&self) -> CardSchedule {
        CardSchedule {
            due: self.card.due.timestamp(),
            stability: self.card.stability,
            difficulty: self.card.difficulty,
            reps: self.card.reps.max(0) as u32,
            lapses: self.card.lapses.max(0) as u32,
            misses: self.misses,
            state: match self.card.state {
                State::Review => CardState::Review,
                State::Relearning => CardState::Relearning,
                State::New | State::Learning => CardState::Learning,
            },
            last_review: self.card.last_review.timestamp(),
        }
    }
}

const COLUMNS: &str = "key, due, stability, difficulty, elapsed_days, scheduled_days, reps, \
                       lapses, state, last_review, misses";

fn read_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<(String, Row)> {
    Ok((
        r.get(0)?,
        Row {
            card: Card {
                due: time(r.get(1)?),
                stability: r.get(2)?,
                difficulty: r.get(3)?,
                elapsed_days: r.get(4)?,
                scheduled_days: r.get(5)?,
                reps: r.get(6)?,
                lapses: r.get(7)?,
                state: state_from_code(r.get(8)?),
                last_review: time(r.get(9)?),
            },
            misses: r.get(10)?,
        },
    ))
}

/// Every card of `repertoire` seen at least once.
pub(super) fn load(
    conn: &Connection,
    repertoire: i64,
) -> Result<HashMap<String, CardSchedule>, LibraryError> {
    let mut statement = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM repertoire_cards WHERE repertoire = ?1"
    ))?;
    let rows = statement.query_map([repertoire], read_row)?;
    let mut cards = HashMap::new();
    for row in rows {
        let (key, row) = row?;
        cards.insert(key, row.schedule());
    }
    Ok(cards)
}

/// Rates the card at `key` (Good when `right`, Again when not) at `now`.
pub(super) fn review(
    conn: &Connection,
    repertoire: i64,
    key: &str,
    right: bool,
    now: i64,
) -> Result<CardSchedule, LibraryError> {
    let at = time(now);
    let before = conn
        .query_row(
            &format!("SELECT {COLUMNS} FROM repertoire_cards WHERE repertoire = ?1 AND key = ?2"),
            params![repertoire, key],
            read_row,
        )
        .optional()?
        .map(|(_, row)| row)
        .unwrap_or(Row {
            card: Card {
                due: at,
                last_review: at,
                ..Card::default()
            },
            misses: 0,
        });
    let rating = if right { Rating::Good } else { Rating::Again };
    let after = Row {
        card: FSRS::default().next(before.card, at, rating).card,
        misses: before.misses + u32::from(!right),
    };
    let c = &after.card;
    conn.execute(
        &format!(
            "INSERT OR REPLACE INTO repertoire_cards (repertoire, {COLUMNS})
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"
        ),
        params![
            repertoire,
            key,
            c.due.timestamp(),
            c.stability,
            c.difficulty,
            c.elapsed_days,
            c.scheduled_days,
            c.reps,
            c.lapses,
            state_code(c.state),
            c.last_review.timestamp(),
            after.misses,
        ],
    )?;
    conn.execute(
        "INSERT INTO repertoire_days (repertoire, day, reviews) VALUES (?1, ?2, 1)
         ON CONFLICT (repertoire, day) DO UPDATE SET reviews = reviews + 1",
        params![repertoire, now.div_euclid(86_400)],
    )?;
    Ok(after.schedule())
}

/// The days in a row, up to `now`'s (UTC), on which `repertoire` was
/// drilled: 0 when neither today nor yesterday was (a streak lives until
/// a whole day passes without a drill).
pub(super) fn streak(conn: &Connection, repertoire: i64, now: i64) -> Result<u32, LibraryError> {
    let today = now.div_euclid(86_400);
    let mut statement = conn.prepare_cached(
        "SELECT day FROM repertoire_days WHERE repertoire = ?1 AND day <= ?2 ORDER BY day DESC",
    )?;
    let days = statement.query_map(params![repertoire, today], |r| r.get::<_, i64>(0))?;
    let mut streak = 0;
    let mut expected = None;
    for day in days {
        let day = day?;
        match expected {
            None if day < today - 1 => break,
            None => {}
            Some(e) if day != e => break,
            Some(_) => {}
        }
        streak += 1;
        expected = Some(day - 1);
    }
    Ok(streak)
}
