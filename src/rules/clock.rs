//! Chess clocks: time controls and the two clocks of a game.
//!
//! A [`Clock`] never reads the system clock: whoever drives it hands it the
//! time that passed ([`Clock::tick`]) and tells it when a move was made
//! ([`Clock::press`]), so it is tested with exact synthetic durations and
//! shows the same times on any machine.
//!
//! Three kinds of control, as on tournament clocks (FIDE Laws 6.1 and the
//! US Chess rulebook's chapter on delay clocks):
//!
//! - **Fischer increment**: after each move the mover's clock gains the
//!   increment.
//! - **Bronstein delay**: after each move the mover's clock gets back the
//!   time the move took, up to the delay. The clock runs down from the first
//!   instant, so a player can flag within the delay.
//! - **Simple (US) delay**: the clock waits for the delay before it starts
//!   to run down; unused delay is lost. A player flags only once the delay
//!   and the time left are both used up.
//!
//! Bronstein and simple delay give the same time back for every move that
//! is completed; they differ only at flag fall.
//!
//! The clocks start as lichess starts them: no clock runs until each side
//! has made its first move, so neither side loses time while the game
//! screen appears or an engine loads. No time is added for those first
//! moves.
//!
//! ```
//! use std::time::Duration;
//! use rookery::rules::{Clock, Color, TimeControl};
//!
//! let mut clock = Clock::new(TimeControl::fischer(180, 2), Color::White);
//! clock.press().unwrap(); // 1. e4, not timed
//! clock.press().unwrap(); // 1... e5, not timed; White's clock now runs
//! clock.tick(Duration::from_secs(5));
//! assert_eq!(clock.press(), Ok(Duration::from_secs(177)));
//! ```

use std::fmt;
use std::time::Duration;

use super::color::Color;
use super::game::Game;

/// How a time control rewards each move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ClockKind {
    /// The increment is added after each move.
    Fischer,
    /// After each move the time it took is given back, up to the delay.
    Bronstein,
    /// The clock runs only after the delay; unused delay is lost.
    SimpleDelay,
}

impl ClockKind {
    /// Every kind, in the order Setup lists them.
    pub const ALL: [ClockKind; 3] = [
        ClockKind::Fischer,
        ClockKind::Bronstein,
        ClockKind::SimpleDelay,
    ];

    /// The name a player reads: "increment", "Bronstein delay", "simple delay".
    pub const fn name(self) -> &'static str {
        match self {
            ClockKind::Fischer => "increment",
            ClockKind::Bronstein => "Bronstein delay",
            ClockKind::SimpleDelay => "simple delay",
        }
    }

    /// The word in Rookery's exact time-control text ([`TimeControl::exact`]).
    const fn word(self) -> &'static str {
        match self {
            ClockKind::Fischer => "fischer",
            ClockKind::Bronstein => "bronstein",
            ClockKind::SimpleDelay => "delay",
        }
    }
}

/// One side's allowance: time at the start and the increment or delay per
/// move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Allowance {
    /// Time on the clock at the start.
    pub base: Duration,
    /// The increment (Fischer) or the delay (Bronstein, simple) per move.
    pub bonus: Duration,
}

impl Allowance {
    /// `base` seconds and `bonus` seconds a move.
    pub const fn secs(base: u64, bonus: u64) -> Allowance {
        Allowance {
            base: Duration::from_secs(base),
            bonus: Duration::from_secs(bonus),
        }
    }

    /// "300+3": seconds, as PGN's `TimeControl` tag writes them (fractions
    /// of a second to the millisecond when there are any).
    fn pgn(&self) -> String {
        format!("{}+{}", seconds_text(self.base), seconds_text(self.bonus))
    }

    /// Reads "300+3" or "300" (seconds, with an optional fraction).
    fn parse(text: &str) -> Option<Allowance> {
        let (base, bonus) = match text.split_once('+') {
            Some((base, bonus)) => (base, bonus),
            None => (text, "0"),
        };
        Some(Allowance {
            base: parse_seconds(base)?,
            bonus: parse_seconds(bonus)?,
        })
    }
}

/// The longest base time a control may have: 24 hours. Anything longer is
/// refused as a mistake (and keeps every sum far from overflowing).
pub const MAX_BASE: Duration = Duration::from_secs(24 * 3600);

/// The longest increment or delay: one hour.
pub const MAX_BONUS: Duration = Duration::from_secs(3600);

/// A time control: the kind, and each side's allowance (the same for both
/// unless it is a handicap).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TimeControl {
    /// Increment or which kind of delay.
    pub kind: ClockKind,
    /// White's allowance.
    pub white: Allowance,
    /// Black's allowance.
    pub black: Allowance,
}

/// Why a time control was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TimeControlError {
    /// A side would start with no time.
    NoTime,
    /// A base time over [`MAX_BASE`] or a bonus over [`MAX_BONUS`].
    TooLong,
    /// The text is not a time control.
    Unreadable(String),
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControlError::NoTime => f.write_str("each side needs some time on its clock"),
            TimeControlError::TooLong => f.write_str(
                "a clock can hold at most 24 hours, and an increment or delay at most an hour",
            ),
            TimeControlError::Unreadable(text) => write!(f, "\"{text}\" is not a time control"),
        }
    }
}

impl std::error::Error for TimeControlError {}

impl TimeControl {
    /// A Fischer control of `base` seconds plus `increment` seconds a move,
    /// as lichess names them ("3+2" is `fischer(180, 2)`).
    pub const fn fischer(base: u64, increment: u64) -> TimeControl {
        TimeControl::same(ClockKind::Fischer, Allowance::secs(base, increment))
    }

    /// The same allowance for both sides.
    pub const fn same(kind: ClockKind, allowance: Allowance) -> TimeControl {
        TimeControl {
            kind,
            white: allowance,
            black: allowance,
        }
    }

    /// Checks the control: each side has some time, nothing is absurdly long.
    ///
    /// # Errors
    /// [`TimeControlError::NoTime`] or [`TimeControlError::TooLong`].
    pub fn validate(self) -> Result<TimeControl, TimeControlError> {
        for a in [self.white, self.black] {
            if a.base.is_zero() {
                return Err(TimeControlError::NoTime);
            }
            if a.base > MAX_BASE || a.bonus > MAX_BONUS {
                return Err(TimeControlError::TooLong);
            }
        }
        Ok(self)
    }

    /// One side's allowance.
    pub fn allowance(&self, color: Color) -> Allowance {
        color.fold(self.white, self.black)
    }

    /// Whether the sides have different allowances.
    pub fn is_handicap(&self) -> bool {
        self.white != self.black
    }

    /// The value of PGN's `TimeControl` tag (PGN standard 9.6.1): "300+3"
    /// for a Fischer control. The tag has no field for a delay or for
    /// different allowances: a delay is written as the increment it is at
    /// most worth, and a handicap as White's allowance; [`TimeControl::exact`]
    /// keeps the control itself in a tag beside it.
    pub fn pgn_tag(&self) -> String {
        self.white.pgn()
    }

    /// Whether the `TimeControl` tag alone says all of this control.
    pub fn pgn_tag_is_exact(&self) -> bool {
        self.kind == ClockKind::Fischer && !self.is_handicap()
    }

    /// Rookery's exact text for the control, kept in its own PGN tag and in
    /// settings: "fischer 300+3", "delay 300+5", "bronstein 300+5", and for
    /// a handicap both sides, White first: "fischer 300+2 180+2".
    pub fn exact(&self) -> String {
        if self.is_handicap() {
            format!(
                "{} {} {}",
                self.kind.word(),
                self.white.pgn(),
                self.black.pgn()
            )
        } else {
            format!("{} {}", self.kind.word(), self.white.pgn())
        }
    }

    /// Reads [`TimeControl::exact`]'s text back, and PGN's own "300+3" (or
    /// "300", sudden death) as a Fischer control.
    ///
    /// # Errors
    /// [`TimeControlError::Unreadable`] for anything else, and the errors of
    /// [`TimeControl::validate`].
    pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
        let unreadable = || TimeControlError::Unreadable(text.chars().take(40).collect());
        let words: Vec<&str> = text.split_whitespace().collect();
        let (kind, sides) = match words.split_first() {
            Some((&first, rest)) => match ClockKind::ALL.iter().find(|k| k.word() == first) {
                Some(&kind) => (kind, rest),
                None => (ClockKind::Fischer, &words[..]),
            },
            None => return Err(unreadable()),
        };
        let control = match sides {
            [both] => TimeControl::same(kind, Allowance::parse(both).ok_or_else(unreadable)?),
            [white, black] => TimeControl {
                kind,
                white: Allowance::parse(white).ok_or_else(unreadable)?,
                black: Allowance::parse(black).ok_or_else(unreadable)?,
            },
            _ => return Err(unreadable()),
        };
        control.validate()
    }
}

impl fmt::Display for TimeControl {
    /// "5+3", "5+3 Bronstein delay", "10+5 / 5+5 increment" (minutes and
    /// seconds, as players say them).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |a: Allowance| format!("{}+{}", minutes_text(a.base), seconds_text(a.bonus));
        if self.is_handicap() {
            write!(
                f,
                "{} / {} {}",
                side(self.white),
                side(self.black),
                self.kind.name()
            )
        } else if self.kind == ClockKind::Fischer {
            f.write_str(&side(self.white))
        } else {
            write!(f, "{} {}", side(self.white), self.kind.name())
        }
    }
}

/// A move was pressed on a clock whose flag had already fallen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flagged(pub Color);

impl fmt::Display for Flagged {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}'s time ran out before the move", self.0)
    }
}

impl std::error::Error for Flagged {}

/// The two clocks of one game.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Clock {
    control: TimeControl,
    /// Time left: White's and Black's.
    left: [Duration; 2],
    /// The side whose move it is, whose clock runs once the clocks started.
    turn: Color,
    /// Time that passed in the current move (for the delays).
    used: Duration,
    /// Moves pressed so far (the clocks start after two).
    presses: u32,
    /// Stopped from outside: a pause menu or a confirmation.
    paused: bool,
    /// Stopped for good: the game ended.
    stopped: bool,
    /// The side whose time ran out.
    flagged: Option<Color>,
    /// The mover's time after each move, as PGN's `[%clk]` records it.
    history: Vec<Duration>,
}

impl Clock {
    /// Both clocks set to their base time, `first` to move; nothing runs
    /// until each side has moved once.
    pub fn new(control: TimeControl, first: Color) -> Clock {
        Clock {
            control,
            left: [control.white.base, control.black.base],
            turn: first,
            used: Duration::ZERO,
            presses: 0,
            paused: false,
            stopped: false,
            flagged: None,
            history: Vec::new(),
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Time left on `color`'s clock (with a simple delay, not counting the
    /// delay still to come).
    pub fn left(&self, color: Color) -> Duration {
        self.left[color.index()]
    }

    /// With a simple delay, what remains of the current move's delay.
    pub fn delay_left(&self) -> Option<Duration> {
        // Nothing is used before the clocks start: the full delay then.
        (self.control.kind == ClockKind::SimpleDelay).then(|| {
            self.control
                .allowance(self.turn)
                .bonus
                .saturating_sub(self.used)
        })
    }

    /// The side whose move it is.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Whether each side has made its first move, so the clocks run.
    pub fn has_started(&self) -> bool {
        self.presses >= 2
    }

    /// The clock running now, if any: started, not paused, not stopped and
    /// no flag down.
    pub fn running(&self) -> Option<Color> {
        (self.has_started() && !self.paused && !self.stopped && self.flagged.is_none())
            .then_some(self.turn)
    }

    /// Whether the clocks are paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// The side whose flag fell, if one did.
    pub fn flagged(&self) -> Option<Color> {
        self.flagged
    }

    /// The mover's time after each move so far (for PGN's `[%clk]`).
    pub fn history(&self) -> &[Duration] {
        &self.history
    }

    /// Lets `elapsed` pass on the running clock, if one runs. Returns the
    /// side whose flag fell now: its time reached zero (with a simple delay,
    /// once the delay was used up too).
    pub fn tick(&mut self, elapsed: Duration) -> Option<Color> {
        let side = self.running()?;
        let counted = match self.control.kind {
            ClockKind::SimpleDelay => {
                let waiting = self.control.allowance(side).bonus.saturating_sub(self.used);
                elapsed.saturating_sub(waiting)
            }
            ClockKind::Fischer | ClockKind::Bronstein => elapsed,
        };
        self.used = self.used.saturating_add(elapsed);
        let left = &mut self.left[side.index()];
        *left = left.saturating_sub(counted);
        if left.is_zero() {
            self.flagged = Some(side);
            return Some(side);
        }
        None
    }

    /// The side to move has moved: its increment or delay is settled and
    /// the other side's clock takes over. Returns the mover's time left.
    ///
    /// # Errors
    /// [`Flagged`] if a flag has fallen: a move after flag fall does not
    /// count, the clock decides. Nothing changes.
    pub fn press(&mut self) -> Result<Duration, Flagged> {
        if let Some(side) = self.flagged {
            return Err(Flagged(side));
        }
        let side = self.turn;
        if self.has_started() {
            let allowance = self.control.allowance(side);
            let back = match self.control.kind {
                ClockKind::Fischer => allowance.bonus,
                ClockKind::Bronstein => self.used.min(allowance.bonus),
                ClockKind::SimpleDelay => Duration::ZERO,
            };
            let left = &mut self.left[side.index()];
            *left = left.saturating_add(back);
        }
        self.presses = self.presses.saturating_add(1);
        self.used = Duration::ZERO;
        self.turn = side.other();
        let left = self.left(side);
        self.history.push(left);
        Ok(left)
    }

    /// A move was taken back: the turn goes back to its mover, whose time
    /// stays as it is (undo gives no time back).
    pub fn take_back(&mut self) {
        if self.history.pop().is_some() {
            self.presses = self.presses.saturating_sub(1);
            self.turn = self.turn.other();
            self.used = Duration::ZERO;
        }
    }

    /// Stops both clocks until [`Clock::resume`] (a pause menu, a question).
    pub fn pause(&mut self) {
        self.paused = true;
    }

    /// Lets the clock run again after [`Clock::pause`].
    pub fn resume(&mut self) {
        self.paused = false;
    }

    /// Stops the clocks for good: the game is over.
    pub fn stop(&mut self) {
        self.stopped = true;
    }

    /// Whether [`Clock::stop`] was called.
    pub fn is_stopped(&self) -> bool {
        self.stopped
    }

    /// Whether this clock belongs with `game`: one recorded time per move
    /// and the same side to move.
    pub fn fits(&self, game: &Game) -> bool {
        self.history.len() == game.ply_count() && self.turn == game.side_to_move()
    }

    /// The clocks of a recorded game (PGN's `[%clk]`): `control`, the side
    /// that moved first and the mover's time after each move, with the
    /// side to move next on the move. `None` when the times are not ones
    /// a clock of this control could show (see [`Clock::is_sound`]).
    pub fn from_record(control: TimeControl, first: Color, times: &[Duration]) -> Option<Clock> {
        let mut clock = Clock::new(control, first);
        for &time in times {
            clock.left[clock.turn.index()] = time;
            clock.history.push(time);
            clock.presses = clock.presses.saturating_add(1);
            clock.turn = clock.turn.other();
        }
        clock.is_sound().then_some(clock)
    }

    /// Checks a clock read from a save: a valid control, times no longer
    /// than a control allows, a flag only on a side with no time.
    pub fn is_sound(&self) -> bool {
        let longest = MAX_BASE.saturating_add(MAX_BONUS.saturating_mul(2000));
        self.control.validate().is_ok()
            && self.left.iter().all(|l| *l <= longest)
            && self.history.iter().all(|l| *l <= longest)
            && self.flagged.is_none_or(|c| self.left(c).is_zero())
    }
}

/// Seconds as PGN writes them: "300", "0.5".
fn seconds_text(d: Duration) -> String {
    let ms = d.as_millis();
    if ms.is_multiple_of(1000) {
        (ms / 1000).to_string()
    } else {
        let text = format!("{}.{:03}", ms / 1000, ms % 1000);
        text.trim_end_matches('0').to_string()
    }
}

/// Minutes as players say them: "5", "½", "0.25".
fn minutes_text(d: Duration) -> String {
    let secs = d.as_secs();
    match secs {
        s if s % 60 == 0 => (s / 60).to_string(),
        30 => "½".to_string(),
        15 => "¼".to_string(),
        s => format!("{}:{:02}", s / 60, s % 60),
    }
}

/// Reads seconds with an optional fraction ("300", "0.5"); at most nine
/// digits before the point (what is too long for a clock is for
/// [`TimeControl::validate`] to say).
fn parse_seconds(text: &str) -> Option<Duration> {
    let (whole, fraction) = match text.split_once('.') {
        Some((w, f)) => (w, f),
        None => (text, ""),
    };
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) || whole.len() > 9 {
        return None;
    }
    if !fraction.bytes().all(|b| b.is_ascii_digit()) || fraction.len() > 3 {
        return None;
    }
    let secs: u64 = whole.parse().ok()?;
    let millis: u64 = format!("{fraction:0<3}").parse().ok()?;
    Some(Duration::from_secs(secs) + Duration::from_millis(millis))
}

/// A clock time as PGN's `[%clk]` comment writes it (lichess's form,
/// h:mm:ss, with tenths when there are any): "0:04:57", "0:00:05.3".
pub fn clk_text(d: Duration) -> String {
    let secs = d.as_secs();
    let tenths = d.subsec_millis() / 100;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if tenths == 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{h}:{m:02}:{s:02}.{tenths}")
    }
}

/// Reads a `[%clk]` time: "0:04:57", "1:02:03.4", "4:57".
pub fn parse_clk(text: &str) -> Option<Duration> {
    let (hms, fraction) = match text.split_once('.') {
        Some((a, b)) => (a, b),
        None => (text, ""),
    };
    let parts: Vec<&str> = hms.split(':').collect();
    if !(2..=3).contains(&parts.len()) {
        return None;
    }
    let mut secs: u64 = 0;
    for (i, p) in parts.iter().enumerate() {
        if p.is_empty() || p.len() > 3 || !p.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let v: u64 = p.parse().ok()?;
        if i > 0 && v >= 60 {
            return None;
        }
        secs = secs * 60 + v;
    }
    if !fraction.bytes().all(|b| b.is_ascii_digit()) || fraction.len() > 3 {
        return None;
    }
    let millis: u64 = if fraction.is_empty() {
        0
    } else {
        format!("{fraction:0<3}").parse().ok()?
    };
    Some(Duration::from_secs(secs) + Duration::from_millis(millis))
}
