//! What the library knows of a game besides its moves, in the forms the
//! filters, the index and the explorer share: the time-control class, the
//! result's number, the date packed, and a game's [`Facts`]. A leaf: it
//! imports nothing else of the library.

use crate::rules::GameResult;

/// A time-control class, as lichess sorts games: by the estimated length
/// of a game, the base time plus 40 times the increment (scalachess's
/// `Speed`: under 3 minutes bullet, under 8 blitz, under 25 rapid,
/// classical above; lichess's ultrabullet, under 30 seconds, is counted
/// as bullet here), and correspondence for a `TimeControl` of `-`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Speed {
    /// Under 3 minutes.
    Bullet = 1,
    /// 3 to 8 minutes.
    Blitz = 2,
    /// 8 to 25 minutes.
    Rapid = 3,
    /// 25 minutes and more.
    Classical = 4,
    /// Days a move (`TimeControl "-"`).
    Correspondence = 5,
}

impl Speed {
    /// Every class, fastest first.
    pub const ALL: [Speed; 5] = [
        Speed::Bullet,
        Speed::Blitz,
        Speed::Rapid,
        Speed::Classical,
        Speed::Correspondence,
    ];

    /// The class of a PGN `TimeControl` tag: "180+2", "600", "-", or the
    /// standard's periods ("40/7200:3600": the first period counts);
    /// `None` when the tag does not read ("?").
    pub fn of_time_control(tag: &str) -> Option<Speed> {
        let tag = tag.trim();
        if tag == "-" {
            return Some(Speed::Correspondence);
        }
        let first = tag.split(':').next()?;
        let first = first.trim_start_matches('*');
        let (base, increment) = match first.split_once('+') {
            Some((b, i)) => (b, i),
            None => (first, "0"),
        };
        let base = base.rsplit('/').next()?;
        let base: f64 = base.parse().ok()?;
        let increment: f64 = increment.parse().ok()?;
        if !(base.is_finite() && increment.is_finite()) || base < 0.0 || increment < 0.0 {
            return None;
        }
        let estimate = base + 40.0 * increment;
        Some(if estimate < 180.0 {
            Speed::Bullet
        } else if estimate < 480.0 {
            Speed::Blitz
        } else if estimate < 1500.0 {
            Speed::Rapid
        } else {
            Speed::Classical
        })
    }

    /// Its number in the `speed` column.
    pub const fn code(self) -> i64 {
        self as i64
    }

    /// The class of a `speed` column's number.
    pub fn from_code(code: i64) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.code() == code)
    }

    /// Its English word, as the command line takes it.
    pub const fn word(self) -> &'static str {
        match self {
            Speed::Bullet => "bullet",
            Speed::Blitz => "blitz",
            Speed::Rapid => "rapid",
            Speed::Classical => "classical",
            Speed::Correspondence => "correspondence",
        }
    }

    /// The class a word names.
    pub fn from_word(word: &str) -> Option<Speed> {
        Speed::ALL
            .into_iter()
            .find(|s| s.word().eq_ignore_ascii_case(word.trim()))
    }
}

/// What the explorer and the filters need to know of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Facts {
    /// 0 unknown, 1 White won, 2 drawn, 3 Black won.
    pub result: u8,
    /// [`super::Speed`]'s code, 0 unknown.
    pub speed: u8,
    /// The players' average rating, 0 unknown.
    pub rating: u16,
    /// The date packed: year << 9 | month << 5 | day, 0 parts unknown.
    pub date: u32,
}

impl Facts {
    /// The facts of a game's columns (the rating is the players' average,
    /// as the filters' SQL takes it).
    pub fn from_columns(
        result: i64,
        speed: Option<i64>,
        white_elo: Option<i64>,
        black_elo: Option<i64>,
        date: Option<&str>,
    ) -> Facts {
        let rating = match (white_elo, black_elo) {
            (Some(w), Some(b)) => (w + b) / 2,
            (Some(e), None) | (None, Some(e)) => e,
            (None, None) => 0,
        };
        Facts {
            result: result.clamp(0, 3) as u8,
            speed: speed.unwrap_or(0).clamp(0, 7) as u8,
            rating: rating.clamp(0, i64::from(u16::MAX)) as u16,
            date: date.map_or(0, pack_date),
        }
    }

    /// The rating, when known.
    pub fn rating(&self) -> Option<i64> {
        (self.rating > 0).then_some(i64::from(self.rating))
    }

    /// The date as PGN writes it, when its year is known.
    pub fn date_text(&self) -> Option<String> {
        unpack_date(self.date)
    }
}

/// "2024.03.01" (with "??" for unknown parts) packed; 0 when the year does
/// not read.
pub fn pack_date(text: &str) -> u32 {
    let mut parts = text.split(['.', '-', '/']);
    let year: u32 = match parts.next().and_then(|y| y.parse().ok()) {
        Some(y) if (1..4096).contains(&y) => y,
        _ => return 0,
    };
    let month: u32 = parts
        .next()
        .and_then(|m| m.parse().ok())
        .filter(|m| (1..=12).contains(m))
        .unwrap_or(0);
    let day: u32 = parts
        .next()
        .and_then(|d| d.parse().ok())
        .filter(|d| (1..=31).contains(d))
        .unwrap_or(0);
    year << 9 | month << 5 | day
}

/// The text of a packed date.
pub fn unpack_date(date: u32) -> Option<String> {
    let year = date >> 9;
    if year == 0 {
        return None;
    }
    // Written digit by digit: every game imported has its date written
    // here, and `format!` costs several times more.
    let digit = |n: u32| char::from(b'0' + (n % 10) as u8);
    let mut text = String::with_capacity(10);
    for place in [1000, 100, 10, 1] {
        text.push(digit(year / place));
    }
    for n in [date >> 5 & 15, date & 31] {
        text.push('.');
        if n == 0 {
            text.push_str("??");
        } else {
            text.push(digit(n / 10));
            text.push(digit(n));
        }
    }
    Some(text)
}

/// The result's number in the `result` column.
pub fn result_code(result: Option<GameResult>) -> i64 {
    match result {
        None => 0,
        Some(GameResult::WhiteWins) => 1,
        Some(GameResult::Draw) => 2,
        Some(GameResult::BlackWins) => 3,
    }
}

/// The PGN result token of a `result` column's number.
pub fn result_token(code: i64) -> &'static str {
    match code {
        1 => "1-0",
        2 => "1/2-1/2",
        3 => "0-1",
        _ => "*",
    }
}
