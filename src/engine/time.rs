//! Time management: how long to think about a move.
//!
//! A search gets at most two time limits:
//!
//! - the **hard** limit, at which it stops in the middle of an iteration
//!   (`go movetime`, and a clock's safety cap);
//! - the **soft** limit, a target checked after each completed iteration:
//!   the search stops once the time spent passes the target scaled by how
//!   settled the search looks. It thinks longer when the best move has just
//!   changed or the score has dropped, and shorter when the best move has
//!   stayed the same for several iterations and takes almost all the effort.
//!
//! With a fixed move time (`go movetime`) there is only the hard limit, and
//! the search uses all of it. With a clock the engine works out both from
//! the time left, the increment and the moves to the next time control
//! ([`Budget::for_clock`]).
//!
//! ```
//! use std::time::Duration;
//! use rookery::engine::Clock;
//!
//! let clock = Clock {
//!     left: Duration::from_secs(180),
//!     increment: Duration::from_secs(2),
//!     moves_to_go: None,
//! };
//! let budget = clock.budget();
//! assert!(budget.soft <= budget.hard && budget.hard < clock.left);
//! ```

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The time a move costs beyond the engine's thinking: the GUI's and the
/// operating system's lag. Never spent on thinking.
pub const MOVE_OVERHEAD: Duration = Duration::from_millis(30);

/// Moves assumed to remain when the clock has no next time control.
const SUDDEN_DEATH_MOVES: u32 = 30;

/// A player's clock as a GUI reports it with `go wtime btime winc binc
/// movestogo`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clock {
    /// Time left on the mover's clock.
    pub left: Duration,
    /// Time added after each move.
    pub increment: Duration,
    /// Moves until the next time control adds time; `None` when the rest
    /// of the game must be played on what is left (plus increments).
    pub moves_to_go: Option<u32>,
}

/// The soft and hard time limits of one move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// The target, scaled after each iteration by how settled the search is.
    pub soft: Duration,
    /// Never exceeded: the search stops where it stands.
    pub hard: Duration,
}

impl Clock {
    /// The time to spend on this move: a share of the time left (over the
    /// moves to go, or thirty when there is no next control) plus three
    /// quarters of the increment, as the soft limit; four times that as the
    /// hard limit, capped at half of the usable time (four fifths on the
    /// last move before a time control), so that a move never costs the
    /// game. Usable time is what is left less [`MOVE_OVERHEAD`]; at least a
    /// millisecond is always given.
    pub fn budget(&self) -> Budget {
        let usable = self.left.saturating_sub(MOVE_OVERHEAD);
        let moves = self
            .moves_to_go
            .unwrap_or(SUDDEN_DEATH_MOVES)
            .clamp(1, SUDDEN_DEATH_MOVES);
        let share = (usable / moves).saturating_add(self.increment / 4 * 3);
        let cap = if moves == 1 {
            usable / 5 * 4
        } else {
            usable / 2
        };
        let least = Duration::from_millis(1);
        let hard = share.saturating_mul(4).min(cap).max(least);
        let soft = share.min(hard).max(least);
        Budget { soft, hard }
    }
}

/// What the search tells the time manager after an iteration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Progress {
    /// Completed iterations in a row that ended with the same best move
    /// (0 when the best move just changed).
    pub stable_iterations: u32,
    /// How far the score fell since the last iteration, in centipawns (0
    /// when it rose).
    pub score_drop: i32,
    /// The share of the last iteration's nodes spent on the best move, in
    /// thousandths.
    pub best_move_effort: u32,
}

impl Progress {
    /// The factor, in hundredths, by which the soft limit is scaled: above
    /// 100 when the search is unsettled, below when one move stands out.
    pub(crate) fn scale_percent(&self) -> u64 {
        // Best move stability: a move that just changed needs checking.
        let stability: u64 = match self.stable_iterations {
            0 => 150,
            1 => 125,
            2 => 105,
            3 => 90,
            4 | 5 => 75,
            _ => 60,
        };
        // A falling score: look for a way out (up to twice the time at a
        // fall of a pawn and more). Falls of less than NOISE are the usual
        // swing between odd and even depths, not news.
        const NOISE: i32 = 15;
        let drop: u64 = 100 + (self.score_drop.saturating_sub(NOISE)).clamp(0, 100) as u64;
        // Effort: the more of the nodes go to the best move, the quicker
        // the others were refuted, so the clearer it is.
        let effort = u64::from(self.best_move_effort.min(1000));
        let effort_scale = 150 - effort / 10; // 150 at 0 %, 50 at 100 %
        stability * drop / 100 * effort_scale / 100
    }
}

impl Budget {
    /// Whether to stop after an iteration that ended at `elapsed`.
    pub(crate) fn soft_stop(&self, elapsed: Duration, progress: &Progress) -> bool {
        let scaled = self
            .soft
            .saturating_mul(progress.scale_percent() as u32)
            .checked_div(100)
            .unwrap_or(self.soft);
        elapsed >= scaled.min(self.hard)
    }
}

/// Where a search reads the time from. The real one is [`Instant`]; tests
/// use a clock that advances by a fixed step at each look, so time
/// management is tested without waiting or timing anything.
pub(crate) trait Timer {
    /// The time since the search started.
    fn elapsed(&self) -> Duration;
}

impl Timer for Instant {
    fn elapsed(&self) -> Duration {
        Instant::elapsed(self)
    }
}

/// The time of a search that may start as pondering (UCI `go ponder`, on
/// the opponent's time): no time passes until [`PonderTimer::start`] (the
/// GUI's `ponderhit`), so the search's limits count from then.
#[derive(Debug)]
pub(crate) struct PonderTimer {
    started: Mutex<Option<Instant>>,
}

impl PonderTimer {
    /// A timer already running (an ordinary search).
    pub(crate) fn running() -> PonderTimer {
        PonderTimer {
            started: Mutex::new(Some(Instant::now())),
        }
    }

    /// A timer that waits for [`PonderTimer::start`].
    pub(crate) fn waiting() -> PonderTimer {
        PonderTimer {
            started: Mutex::new(None),
        }
    }

    /// Starts the time now, unless it runs already.
    pub(crate) fn start(&self) {
        let mut started = self.started.lock().unwrap_or_else(|p| p.into_inner());
        started.get_or_insert_with(Instant::now);
    }

    /// Whether the time runs.
    pub(crate) fn is_running(&self) -> bool {
        self.started
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .is_some()
    }
}

impl Timer for PonderTimer {
    fn elapsed(&self) -> Duration {
        let started = *self.started.lock().unwrap_or_else(|p| p.into_inner());
        started.map_or(Duration::ZERO, |t| t.elapsed())
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use std::cell::Cell;

    use super::*;

    /// A clock that advances by `step` each time it is read.
    pub(crate) struct SteppingTimer {
        pub step: Duration,
        pub now: Cell<Duration>,
    }

    impl SteppingTimer {
        pub(crate) fn new(step: Duration) -> SteppingTimer {
            SteppingTimer {
                step,
                now: Cell::new(Duration::ZERO),
            }
        }
    }

    impl Timer for SteppingTimer {
        fn elapsed(&self) -> Duration {
            let t = self.now.get() + self.step;
            self.now.set(t);
            t
        }
    }

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    fn clock(left: u64, inc: u64, moves_to_go: Option<u32>) -> Clock {
        Clock {
            left: ms(left),
            increment: ms(inc),
            moves_to_go,
        }
    }

    #[test]
    fn worked_budgets() {
        // 3+2 at the start: usable 179 970 ms; share 179 970 / 30 = 5 999
        // plus 1 500 of the increment = 7 499; hard 4 x 7 499 = 29 996,
        // under half the usable time.
        let b = clock(180_000, 2_000, None).budget();
        assert_eq!(b.soft, ms(7_499));
        assert_eq!(b.hard, ms(29_996));
        // 40 moves in 90 minutes, 10 to go: 5 399 970 / 10 = 539 997 ms
        // soft, four times that hard.
        let b = clock(5_400_000, 0, Some(10)).budget();
        assert_eq!(b.soft, ms(539_997));
        assert_eq!(b.hard, ms(2_159_988));
        // 3 to go: four times the share would pass half the usable time.
        let b = clock(5_400_000, 0, Some(3)).budget();
        assert_eq!(b.soft, ms(1_799_990));
        assert_eq!(b.hard, ms(2_699_985));
        // The last move before the control: four fifths of the usable time.
        let b = clock(10_030, 0, Some(1)).budget();
        assert_eq!(b.hard, ms(8_000));
        assert_eq!(b.soft, ms(8_000));
        // Almost nothing left: a millisecond.
        let b = clock(10, 0, None).budget();
        assert_eq!((b.soft, b.hard), (ms(1), ms(1)));
    }

    #[test]
    fn soft_limit_scales_with_the_search() {
        let settled = Progress {
            stable_iterations: 6,
            score_drop: 0,
            best_move_effort: 950,
        };
        let unsettled = Progress {
            stable_iterations: 0,
            score_drop: 95,
            best_move_effort: 300,
        };
        assert!(settled.scale_percent() < 70, "{}", settled.scale_percent());
        assert!(
            unsettled.scale_percent() > 300,
            "{}",
            unsettled.scale_percent()
        );
        let b = Budget {
            soft: ms(1_000),
            hard: ms(3_000),
        };
        // A settled search stops well before its target...
        assert!(b.soft_stop(ms(700), &settled));
        // ...an unsettled one goes on past it, but never past the hard limit.
        assert!(!b.soft_stop(ms(2_500), &unsettled));
        assert!(b.soft_stop(ms(3_000), &unsettled));
    }

    /// A game in which every move costs the whole hard limit plus the
    /// worst lag the overhead allows never runs out of time when the
    /// increment covers that lag, whatever the clock; without an increment
    /// the clock runs down but no move is ever given more than is left.
    #[test]
    fn spending_the_hard_limit_never_flags_with_an_increment() {
        for (base, inc) in [
            (60_000, 0),
            (1_000, 100),
            (180_000, 2_000),
            (15_000, 100),
            (50, 1_000),
        ] {
            let mut left = ms(base);
            for mv in 0..300 {
                if left <= MOVE_OVERHEAD {
                    assert_eq!(inc, 0, "{base}+{inc}: flagged at move {mv}");
                    break;
                }
                let hard = clock(left.as_millis() as u64, inc, None).budget().hard;
                let cost = hard + MOVE_OVERHEAD;
                assert!(
                    cost <= left,
                    "{base}+{inc}: move {mv} costs {cost:?} with {left:?} left"
                );
                left = left - cost + ms(inc);
            }
        }
    }

    #[test]
    fn huge_clocks_do_not_overflow() {
        let b = Clock {
            left: Duration::MAX,
            increment: Duration::MAX,
            moves_to_go: Some(u32::MAX),
        }
        .budget();
        assert!(b.soft <= b.hard);
        let p = Progress {
            stable_iterations: u32::MAX,
            score_drop: i32::MAX,
            best_move_effort: u32::MAX,
        };
        assert!(!b.soft_stop(ms(1), &p));
    }
}
