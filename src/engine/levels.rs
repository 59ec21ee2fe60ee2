//! Playing levels, from a random mover to full strength.
//!
//! The weaker levels search less deep and, instead of always playing the
//! best move, pick at random among the root moves whose score is within a
//! margin of the best, favouring the better ones; the lowest levels also
//! play a completely random move now and then. All choices come from a
//! seeded generator, so for a given seed a level plays the same move unless
//! its time cap cuts the search short.
//!
//! | Level | Depth | Nodes     | Time cap | Margin  | Random move | Nominal Elo |
//! |-------|-------|-----------|----------|---------|-------------|-------------|
//! | 1     | 1     | 1 500     | 0.3 s    | 250 cp  | 20 %        | 800         |
//! | 2     | 1     | 4 000     | 0.3 s    | 160 cp  | 10 %        | 1000        |
//! | 3     | 2     | 10 000    | 0.3 s    | 100 cp  | 5 %         | 1200        |
//! | 4     | 3     | 30 000    | 0.5 s    | 60 cp   | 2 %         | 1400        |
//! | 5     | 4     | 80 000    | 0.7 s    | 35 cp   | 0           | 1600        |
//! | 6     | 6     | 250 000   | 1.0 s    | 18 cp   | 0           | 1800        |
//! | 7     | 9     | 1 000 000 | 1.5 s    | 8 cp    | 0           | 2000        |
//! | 8     | -     | -         | 2.0 s    | 0       | 0           | 2200        |
//!
//! Level 8 aims at a second a move and takes up to two when its search is
//! unsettled (see [`Budget`]). A caller's own time (a move time or a
//! clock) replaces the levels' times; their depths and nodes still apply.
//!
//! The Elo figures are rough targets used to map the UCI `UCI_Elo` option to
//! a level (nearest level, 800 to 2200); they are not measured ratings.
//! The UCI `Skill Level` option (0 to 20) maps to level `1 + skill * 7 / 20`,
//! so only 20 is full strength.

use std::fmt;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rand::Rng;
use serde::{Deserialize, Serialize};

use super::random::SplitMix;
use super::search::{Engine, Limits, Score, SearchInfo, SearchResult};
use super::time::{Budget, Timer};
use crate::rules::Position;

/// How well the computer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Plays a legal move chosen uniformly at random.
    Random,
    /// Strength 1 (beginner) to 8 (full strength); other values are
    /// clamped into that range.
    Strength(u8),
}

impl Level {
    /// The strongest level's number.
    pub const MAX_STRENGTH: u8 = 8;
    /// Full strength.
    pub const FULL: Level = Level::Strength(Level::MAX_STRENGTH);
    /// Every level, weakest first.
    pub const ALL: [Level; 9] = [
        Level::Random,
        Level::Strength(1),
        Level::Strength(2),
        Level::Strength(3),
        Level::Strength(4),
        Level::Strength(5),
        Level::Strength(6),
        Level::Strength(7),
        Level::Strength(8),
    ];

    /// The level of a UCI `Skill Level` value (0 to 20; more counts as 20).
    pub fn from_skill(skill: u32) -> Level {
        let skill = skill.min(20);
        Level::Strength(1 + (skill * 7 / 20) as u8)
    }

    /// The level nearest to a UCI `UCI_Elo` value (800 to 2200; values
    /// outside are clamped).
    pub fn from_elo(elo: u32) -> Level {
        let elo = elo.clamp(800, 2200);
        Level::Strength(1 + ((elo - 800 + 100) / 200) as u8)
    }

    /// The rough Elo the level aims at (see the module table); 400 for the
    /// random mover.
    pub fn nominal_elo(self) -> u32 {
        match self {
            Level::Random => 400,
            Level::Strength(n) => 600 + 200 * u32::from(n.clamp(1, Level::MAX_STRENGTH)),
        }
    }

    /// The name players see in Setup and beside the board: "Random mover",
    /// "Level 3".
    pub fn name(self) -> String {
        match self {
            Level::Random => "Random mover".to_string(),
            Level::Strength(n) => format!("Level {n}"),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Level::Random => f.write_str("random"),
            Level::Strength(n) => write!(f, "level {}", n.clamp(&1, &Level::MAX_STRENGTH)),
        }
    }
}

/// The search settings of a strength level (see the module table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Settings {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub time: Duration,
    /// A soft time target (see [`Budget`]), for full strength.
    pub target: Option<Duration>,
    pub margin: i32,
    pub random_percent: u32,
    pub hash_mb: usize,
}

/// The settings of strength `n` (clamped to 1..=8).
pub(crate) fn settings(n: u8) -> Settings {
    let ms = Duration::from_millis;
    let (depth, nodes, time, margin, random_percent) = match n.clamp(1, Level::MAX_STRENGTH) {
        1 => (Some(1), Some(1_500), ms(300), 250, 20),
        2 => (Some(1), Some(4_000), ms(300), 160, 10),
        3 => (Some(2), Some(10_000), ms(300), 100, 5),
        4 => (Some(3), Some(30_000), ms(500), 60, 2),
        5 => (Some(4), Some(80_000), ms(700), 35, 0),
        6 => (Some(6), Some(250_000), ms(1000), 18, 0),
        7 => (Some(9), Some(1_000_000), ms(1500), 8, 0),
        _ => (None, None, ms(2000), 0, 0),
    };
    Settings {
        depth,
        nodes,
        time,
        target: (n >= Level::MAX_STRENGTH).then(|| ms(1000)),
        margin,
        random_percent,
        hash_mb: if n >= 6 { 16 } else { 4 },
    }
}

fn min_opt<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, None) => a,
        (None, b) => b,
    }
}

/// Plays `pos` at `level`: the level's limits combined with `outer` (the
/// tighter of each applies; `outer.infinite` is ignored since every level
/// has its limits), and the level's share of random choice drawn from
/// `seed`. The best move is `None` only when there is no legal move. Time
/// is read from `timer`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn play(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    level: Level,
    outer: &Limits,
    seed: u64,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(&SearchInfo),
    timer: &dyn Timer,
) -> SearchResult {
    let mut rng = SplitMix::new(seed);
    let strength = match level {
        Level::Random => {
            let best = super::random_move(pos, &mut rng);
            return SearchResult {
                best,
                score: Score::Cp(0),
                depth: 0,
                nodes: 0,
                pv: best.into_iter().collect(),
            };
        }
        Level::Strength(n) => n.clamp(1, Level::MAX_STRENGTH),
    };
    let s = settings(strength);
    // Drawn first, whatever happens next, so the sequence stays the same.
    let roll = rng.random_range(0..100u32);
    if roll < s.random_percent
        && let Some(mv) = super::random_move(pos, &mut rng)
    {
        return SearchResult {
            best: Some(mv),
            score: Score::Cp(0),
            depth: 0,
            nodes: 0,
            pv: vec![mv],
        };
    }
    // The caller's time (a move time or a clock) replaces the level's own;
    // without one, the level thinks for its own time.
    let outer_timed = !outer.infinite && (outer.time.is_some() || outer.budget.is_some());
    let (time, budget) = if outer_timed {
        (outer.time, outer.budget)
    } else {
        let budget = s.target.map(|soft| Budget {
            soft: soft.min(s.time),
            hard: s.time,
        });
        (Some(s.time), budget)
    };
    let limits = Limits {
        depth: min_opt(s.depth, if outer.infinite { None } else { outer.depth }),
        nodes: min_opt(s.nodes, if outer.infinite { None } else { outer.nodes }),
        time,
        budget,
        infinite: false,
        search_moves: outer.search_moves.clone(),
    };
    let (mut result, candidates) =
        engine.search_timed(pos, history, &limits, s.margin, stop, on_info, timer);
    if s.margin <= 0 || candidates.len() < 2 {
        return result;
    }
    let best = candidates.iter().filter_map(|c| c.score).max().unwrap_or(0);
    // Linear weights: the best move is likeliest, a move at the edge of the
    // margin still has a fair chance.
    let weight = |score: i32| (s.margin - (best - score)).max(0) + s.margin / 3 + 1;
    let total: i32 = candidates
        .iter()
        .map(|c| weight(c.score.unwrap_or(best)))
        .sum();
    let mut pick = rng.random_range(0..total);
    for c in &candidates {
        let w = weight(c.score.unwrap_or(best));
        if pick < w {
            if result.best != Some(c.mv) {
                result.best = Some(c.mv);
                result.pv = vec![c.mv];
                if let Some(v) = c.score {
                    result.score = Score::from_internal(v);
                }
            }
            break;
        }
        pick -= w;
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uci_mappings() {
        assert_eq!(Level::from_skill(0), Level::Strength(1));
        assert_eq!(Level::from_skill(19), Level::Strength(7));
        assert_eq!(Level::from_skill(20), Level::Strength(8));
        assert_eq!(Level::from_skill(99), Level::Strength(8));
        for n in 1..=8 {
            let level = Level::Strength(n);
            assert_eq!(Level::from_elo(level.nominal_elo()), level);
        }
        assert_eq!(Level::from_elo(0), Level::Strength(1));
        assert_eq!(Level::from_elo(3000), Level::Strength(8));
        assert_eq!(Level::from_elo(1290), Level::Strength(3));
        assert_eq!(Level::from_elo(1310), Level::Strength(4));
    }
}
