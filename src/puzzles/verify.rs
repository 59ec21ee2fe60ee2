//! A puzzle checked by an engine, move by move: at each of the solver's
//! moves the engine's two best moves ([`Analyst`]), judged by the rule
//! the generator makes its puzzles by ([`only_move`], lichess-puzzler's).
//!
//! A puzzle holds when every solver's move of its solution is the
//! engine's best and the only good one; a solver's move that mates is
//! right whatever the engine says (lichess accepts any mate in one as
//! solving, so a second mate is no flaw). The generator's own check
//! ([`super::generate::Generator::confirms`]) is stricter: it also wants
//! the engine to see a mate puzzle's mate, and no mate in the other
//! puzzles, at every move.
//!
//! A [`Tally`] counts the puzzles that hold by rating band.

use std::sync::atomic::AtomicBool;

use crate::engine::Score;
use crate::engine::external::EngineError;
use crate::rules::{Move, Position};

use super::analyst::{Analyst, Pair};
use super::generate::{Made, is_right, only_move};

/// Where a puzzle does not hold: the solver's move and the engine's two
/// best moves there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Doubt {
    /// Which of the solver's moves, from 1.
    pub number: usize,
    /// The position before it.
    pub position: Position,
    /// The solution's move.
    pub played: Move,
    /// The engine's two best moves.
    pub pair: Pair,
}

impl Doubt {
    /// Whether the engine prefers another move to the solution's (else the
    /// solution's is its best but a second move is about as good).
    pub fn not_best(&self) -> bool {
        !is_right(&self.position, &self.pair.best.0, &self.played)
    }
}

/// What the engine makes of a puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Every solver's move is the engine's best and the only good one.
    Holds,
    /// The first of the solver's moves that is not.
    Doubt(Doubt),
    /// The puzzle's move of this number (from 1, the opponent's first) is
    /// not legal where it comes.
    Illegal(usize),
}

/// Asks `analyst` for the two best moves at each of the solver's moves of
/// `made` (a new game for it first), and judges them.
///
/// # Errors
/// The engine's failure; [`EngineError::Stopped`] when `stop` was raised.
pub fn verify(
    made: &Made,
    analyst: &mut dyn Analyst,
    stop: &AtomicBool,
) -> Result<Verdict, EngineError> {
    let steps = match made.solver_steps() {
        Ok((steps, _)) => steps,
        Err(number) => return Ok(Verdict::Illegal(number)),
    };
    analyst.new_game();
    for (i, (line, played)) in steps.into_iter().enumerate() {
        if line.position().after(&played).is_checkmate() {
            // A mate is right, and ends the solution.
            break;
        }
        let Some(pair) = analyst.best_two(&line, stop)? else {
            return Err(EngineError::Stopped);
        };
        if !is_right(line.position(), &pair.best.0, &played) || !only_move(&pair) {
            return Ok(Verdict::Doubt(Doubt {
                number: i + 1,
                position: *line.position(),
                played,
                pair,
            }));
        }
    }
    Ok(Verdict::Holds)
}

/// The rating bands of a [`Tally`]: 200 points wide from 600 to 2200,
/// with the ratings below and above gathered at either end.
const BANDS: [i32; 8] = [600, 800, 1000, 1200, 1400, 1600, 1800, 2000];

/// The puzzles checked and those that held, in all and by rating band.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    /// Puzzles checked.
    pub checked: usize,
    /// Puzzles that held.
    pub passed: usize,
    /// Below 600, then each of [`BANDS`], then 2200 and above: checked
    /// and held.
    bands: [(usize, usize); BANDS.len() + 2],
}

impl Tally {
    /// Counts a puzzle of `rating` that held or not.
    pub fn add(&mut self, rating: i32, passed: bool) {
        // 0 below 600, 1 to 8 for the bands, 9 from 2200.
        let band =
            BANDS.iter().filter(|&&from| rating >= from).count() + usize::from(rating >= 2200);
        self.checked += 1;
        self.bands[band].0 += 1;
        if passed {
            self.passed += 1;
            self.bands[band].1 += 1;
        }
    }

    /// Each band's name ("600-799"), puzzles held and checked; the bands
    /// below 600 and from 2200 only when they hold a puzzle.
    pub fn bands(&self) -> Vec<(String, usize, usize)> {
        let mut named = Vec::with_capacity(self.bands.len());
        for (i, &(checked, passed)) in self.bands.iter().enumerate() {
            let name = match i {
                0 => "below 600".to_string(),
                _ if i > BANDS.len() => "2200+".to_string(),
                _ => format!("{}-{}", BANDS[i - 1], BANDS[i - 1] + 199),
            };
            let edge = i == 0 || i > BANDS.len();
            if !edge || checked > 0 {
                named.push((name, passed, checked));
            }
        }
        named
    }

    /// One line: the puzzles checked, held and not, the share held, and
    /// by band the puzzles held of those checked.
    pub fn summary(&self) -> String {
        let failed = self.checked - self.passed;
        let share = if self.checked == 0 {
            0.0
        } else {
            100.0 * self.passed as f64 / self.checked as f64
        };
        let bands: Vec<String> = self
            .bands()
            .into_iter()
            .map(|(name, passed, checked)| format!("{name} {passed}/{checked}"))
            .collect();
        let puzzles = if self.checked == 1 {
            "puzzle"
        } else {
            "puzzles"
        };
        format!(
            "{} {puzzles} checked: {} passed, {failed} failed ({share:.1}% passed); passed by rating: {}",
            self.checked,
            self.passed,
            bands.join(", ")
        )
    }
}

/// A score as a player reads it, from the side to move's view: `+1.25`,
/// `-0.40`, `#3` (it mates in three), `#-2` (it is mated in two).
pub fn score_text(score: Score) -> String {
    match score {
        Score::Cp(cp) => format!("{:+.2}", f64::from(cp) / 100.0),
        Score::Mate(n) => format!("#{n}"),
    }
}

/// `n` of the indices `0..len` chosen by `seed` (all of them when `n` is
/// `len` or more), in order: the same seed, the same sample, in every
/// build (SplitMix64, not `rand`'s generators, which may change).
pub fn sample(len: usize, n: usize, seed: u64) -> Vec<usize> {
    let n = n.min(len);
    let mut all: Vec<usize> = (0..len).collect();
    let mut state = seed;
    // The first `n` steps of a Fisher-Yates shuffle.
    for i in 0..n {
        let (next, random) = crate::rules::zobrist::splitmix(state);
        state = next;
        let j = i + (random % (len - i) as u64) as usize;
        all.swap(i, j);
    }
    all.truncate(n);
    all.sort_unstable();
    all
}
