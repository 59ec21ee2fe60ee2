//! Playing levels, from a random mover to full strength.
//!
//! A level below full strength is defined by things that do not depend on
//! the machine, so level 4 is the same player on a laptop and on a
//! workstation: how deep it may look, how many positions it may search (its
//! node budget), and how freely it picks among the moves it found. After
//! searching, it scores every root move within reach of the best and draws
//! one at random, a move `temperature` centipawns worse than the best being
//! e (2.718) times less likely than the best (a softmax). The weaker levels
//! also count a capture as `greed` centipawns better than it is when they
//! choose, so they grab material the way beginners do. They never play a
//! move at random: a weak level loses by what it cannot see (a shallow
//! search misses the tactic two moves deep) and by a loose choice among
//! moves that look alike to it, not by handing over its queen out of the
//! blue. All choices come from a seeded generator, so for a given seed and
//! history a level plays the same move on any machine.
//!
//! | Level | Depth | Nodes   | Temperature | Greed |
//! |-------|-------|---------|-------------|-------|
//! | 1     | 2     | 3 000   | 80 cp       | 40 cp |
//! | 2     | 2     | 5 000   | 60 cp       | 30 cp |
//! | 3     | 3     | 9 000   | 47 cp       | 18 cp |
//! | 4     | 4     | 17 000  | 36 cp       | 7 cp  |
//! | 5     | 6     | 34 000  | 25 cp       | 0     |
//! | 6     | 7     | 80 000  | 16 cp       | 0     |
//! | 7     | 11    | 800 000 | 6 cp        | 0     |
//! | 8     | -     | -       | 0           | 0     |
//!
//! Level 8 is full strength: it aims at a second a move and takes up to two
//! when its search is unsettled (see [`Budget`]), so it is as strong as the
//! machine. Levels 1 to 7 stop after [`SAFETY_TIME`] whatever their budget,
//! which only a very slow machine ever reaches. A caller's own time (a move
//! time or a clock) replaces these times; depths and budgets still apply.
//!
//! Each level's strength was measured in Elo by `rookery match` against
//! Stockfish at fixed `UCI_Elo` settings (see [`RATINGS`] and
//! `scripts/calibrate-levels.py`). [`Level::Elo`] plays at any rating
//! between level 1's and level 7's by interpolating between the two levels
//! around it (budgets and temperatures on a log scale), which is also what
//! the UCI options `UCI_LimitStrength` and `UCI_Elo` choose. The UCI
//! `Skill Level` option (0 to 20) maps to level `1 + skill * 7 / 20`, so
//! only 20 is full strength.

use std::fmt;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rand::Rng;
use serde::{Deserialize, Serialize};

use super::random::SplitMix;
use super::search::{Engine, Limits, RootScore, Score, SearchInfo, SearchResult};
use super::time::{Budget, Timer};
use crate::rules::{Move, Position};

/// How well the computer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Plays a legal move chosen uniformly at random.
    Random,
    /// Strength 1 (beginner) to 8 (full strength); other values are
    /// clamped into that range.
    Strength(u8),
    /// About this Elo rating, between level 1's and level 7's measured
    /// ratings (see [`Level::ELO_MIN`] and [`Level::ELO_MAX`]; values
    /// outside are clamped).
    Elo(u16),
}

/// A level's measured rating: Elo and the half-width of its 95% interval.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rating {
    /// The level (1 to 8).
    pub level: u8,
    /// The measured Elo.
    pub elo: u16,
    /// The 95% interval's half-width, in Elo.
    pub error: u16,
}

/// The measured ratings of levels 1 to 8, made by
/// `scripts/calibrate-levels.py` (see the level table in docs/engine.md for
/// the time control and the Stockfish version). Level 8's depends on the
/// machine; the others' do not.
pub const RATINGS: [Rating; 8] = [
    // ratings: begin
    rating(1, 827, 227),
    rating(2, 956, 122),
    rating(3, 1182, 75),
    rating(4, 1386, 72),
    rating(5, 1685, 73),
    rating(6, 1868, 66),
    rating(7, 2066, 68),
    // ratings: end
    rating(8, 2300, 0),
];

const fn rating(level: u8, elo: u16, error: u16) -> Rating {
    Rating { level, elo, error }
}

/// The time after which levels 1 to 7 move whatever their budget.
pub const SAFETY_TIME: Duration = Duration::from_secs(5);

impl Level {
    /// The strongest level's number.
    pub const MAX_STRENGTH: u8 = 8;
    /// Full strength.
    pub const FULL: Level = Level::Strength(Level::MAX_STRENGTH);
    /// The lowest rating [`Level::Elo`] plays at: level 1's.
    pub const ELO_MIN: u16 = RATINGS[0].elo;
    /// The highest rating [`Level::Elo`] plays at: level 7's.
    pub const ELO_MAX: u16 = RATINGS[6].elo;
    /// Every numbered level, weakest first.
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

    /// The level playing at about `elo` (the UCI `UCI_Elo` option), clamped
    /// to [`Level::ELO_MIN`]..=[`Level::ELO_MAX`].
    pub fn from_elo(elo: u32) -> Level {
        let elo = elo.clamp(u32::from(Level::ELO_MIN), u32::from(Level::ELO_MAX));
        Level::Elo(elo as u16)
    }

    /// The level's measured Elo ([`RATINGS`]), or the rating asked for;
    /// `None` for the random mover.
    pub fn rating(self) -> Option<u16> {
        match self {
            Level::Random => None,
            Level::Strength(n) => Some(RATINGS[usize::from(n.clamp(1, 8) - 1)].elo),
            Level::Elo(e) => Some(e.clamp(Level::ELO_MIN, Level::ELO_MAX)),
        }
    }

    /// Where the level stands on the scale of levels: 1.0 to 8.0, between
    /// two whole levels for a rating; `None` for the random mover.
    pub fn strength(self) -> Option<f64> {
        match self {
            Level::Random => None,
            Level::Strength(n) => Some(f64::from(n.clamp(1, Level::MAX_STRENGTH))),
            Level::Elo(e) => {
                let e = f64::from(e.clamp(Level::ELO_MIN, Level::ELO_MAX));
                for pair in RATINGS[..7].windows(2) {
                    let (lo, hi) = (f64::from(pair[0].elo), f64::from(pair[1].elo));
                    if e <= hi {
                        return Some(f64::from(pair[0].level) + (e - lo) / (hi - lo));
                    }
                }
                Some(7.0)
            }
        }
    }

    /// The name players see in Setup and beside the board: "Random mover",
    /// "Level 3", "Elo 1500".
    pub fn name(self) -> String {
        match self {
            Level::Random => "Random mover".to_string(),
            Level::Strength(n) => format!("Level {}", n.clamp(1, Level::MAX_STRENGTH)),
            Level::Elo(e) => format!("Elo {}", e.clamp(Level::ELO_MIN, Level::ELO_MAX)),
        }
    }

    /// The level [`Level::name`] names ("Level 3", "Elo 1500", "Random
    /// mover"), as a game against the computer keeps it in a player's name;
    /// `None` for any other words, or a number out of the levels' range.
    pub fn from_name(name: &str) -> Option<Level> {
        let name = name.trim();
        if name == "Random mover" {
            return Some(Level::Random);
        }
        if let Some(n) = name.strip_prefix("Level ") {
            return n
                .parse::<u8>()
                .ok()
                .filter(|n| (1..=Level::MAX_STRENGTH).contains(n))
                .map(Level::Strength);
        }
        let elo = name.strip_prefix("Elo ")?.parse::<u16>().ok()?;
        (Level::ELO_MIN..=Level::ELO_MAX)
            .contains(&elo)
            .then_some(Level::Elo(elo))
    }
}

impl Level {
    /// The level with its rating, as the level picker shows it: "Level 3 ·
    /// about 1450", "Elo 1500 · between levels 4 and 5", "Random mover".
    pub fn label(self) -> String {
        match (self, self.rating(), self.strength()) {
            (Level::Strength(_), Some(elo), _) => format!("{} · about {elo}", self.name()),
            (Level::Elo(_), _, Some(s)) if s.fract() > 0.0 => {
                let below = s.floor() as u8;
                format!("{} · between levels {below} and {}", self.name(), below + 1)
            }
            (Level::Elo(_), _, Some(s)) => format!("{} · level {}", self.name(), s as u8),
            _ => self.name(),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Level::Random => f.write_str("random"),
            Level::Strength(n) => write!(f, "level {}", n.clamp(&1, &Level::MAX_STRENGTH)),
            Level::Elo(e) => write!(f, "Elo {}", e.clamp(&Level::ELO_MIN, &Level::ELO_MAX)),
        }
    }
}

/// The search and choice settings of a level (see the module table).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Settings {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub time: Duration,
    /// A soft time target (see [`Budget`]), for full strength.
    pub target: Option<Duration>,
    /// Centipawns worse that make a move e times less likely; 0 plays
    /// the best move.
    pub temperature: f64,
    /// Centipawns a capture counts as better than it is when choosing.
    pub greed: f64,
    pub hash_mb: usize,
}

impl Settings {
    /// How far below the best a move may score and still be chosen: three
    /// temperatures (a move that far below is 20 times less likely than
    /// the best) plus the greed.
    fn margin(&self) -> i32 {
        if self.temperature <= 0.0 {
            0
        } else {
            (3.0 * self.temperature + self.greed).round() as i32
        }
    }
}

/// The table's rows for levels 1 to 7: depth, nodes, temperature, greed.
const TABLE: [(u32, u64, f64, f64); 7] = [
    (2, 3_000, 80.0, 40.0),
    (2, 5_000, 60.0, 30.0),
    (3, 9_000, 47.0, 18.0),
    (4, 17_000, 36.0, 7.0),
    (6, 34_000, 25.0, 0.0),
    (7, 80_000, 16.0, 0.0),
    (11, 800_000, 6.0, 0.0),
];

/// The settings of a level; `None` for the random mover.
pub(crate) fn settings(level: Level) -> Option<Settings> {
    let strength = level.strength()?;
    if strength >= f64::from(Level::MAX_STRENGTH) {
        return Some(Settings {
            depth: None,
            nodes: None,
            time: Duration::from_millis(2000),
            target: Some(Duration::from_millis(1000)),
            temperature: 0.0,
            greed: 0.0,
            hash_mb: 16,
        });
    }
    let strength = strength.clamp(1.0, 7.0);
    let lo = (strength.floor() as usize).min(7) - 1;
    let hi = (lo + 1).min(6);
    let f = strength - (lo + 1) as f64;
    let (a, b) = (TABLE[lo], TABLE[hi]);
    // Budgets and temperatures on a log scale, depth and greed straight.
    let geometric = |x: f64, y: f64| (x.ln() + (y.ln() - x.ln()) * f).exp();
    let linear = |x: f64, y: f64| x + (y - x) * f;
    Some(Settings {
        depth: Some(linear(f64::from(a.0), f64::from(b.0)).round() as u32),
        nodes: Some(geometric(a.1 as f64, b.1 as f64).round() as u64),
        time: SAFETY_TIME,
        target: None,
        temperature: geometric(a.2, b.2),
        greed: linear(a.3, b.3),
        hash_mb: if strength >= 6.0 { 16 } else { 4 },
    })
}

/// The transposition table size for a level, in megabytes.
pub(crate) fn hash_mb(level: Level) -> usize {
    settings(level).map_or(1, |s| s.hash_mb)
}

fn min_opt<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, None) => a,
        (None, b) => b,
    }
}

/// Draws one of `candidates` (each a move, its score in centipawns and
/// whether it captures): a move `temperature` centipawns below the best is
/// e times less likely, and a capture counts `greed` centipawns more.
/// `u` is a uniform number in 0..1. `None` only when there is no candidate.
fn pick(candidates: &[(Move, i32, bool)], temperature: f64, greed: f64, u: f64) -> Option<Move> {
    let value = |&(_, score, capture): &(Move, i32, bool)| {
        f64::from(score) + if capture { greed } else { 0.0 }
    };
    let top = candidates
        .iter()
        .map(value)
        .fold(f64::NEG_INFINITY, f64::max);
    let weights: Vec<f64> = candidates
        .iter()
        .map(|c| ((value(c) - top) / temperature).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut left = u * total;
    for (c, w) in candidates.iter().zip(&weights) {
        if left < *w {
            return Some(c.0);
        }
        left -= w;
    }
    candidates.last().map(|c| c.0)
}

/// Plays `pos` at `level`: the level's limits combined with `outer` (the
/// tighter of each applies; `outer.infinite` is ignored since every level
/// has its limits), and the level's choice among the moves drawn from
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
    let Some(s) = settings(level) else {
        let best = super::random_move(pos, &mut rng);
        return SearchResult {
            best,
            score: Score::Cp(0),
            depth: 0,
            nodes: 0,
            pv: best.into_iter().collect(),
        };
    };
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
        // The levels choose among good moves by their own margin.
        multipv: 1,
    };
    let margin = s.margin();
    let mut search =
        |e: &mut Engine| e.search_timed(pos, history, &limits, margin, stop, on_info, timer);
    // Full strength evaluates as the engine was told to; the levels below
    // keep the hand-written evaluation their ratings were measured with.
    let (mut result, candidates) = if level == Level::FULL {
        search(engine)
    } else {
        engine.with_hand_written(search)
    };
    // A mate the level has found is played, the quickest: mates are no
    // centipawns to choose among by temperature (a mate in one and a mate
    // in three are two points apart inside the search), and a player who
    // sees a mate in one does not play a mate in three instead.
    let mates = matches!(result.score, Score::Mate(n) if n > 0);
    if margin <= 0 || candidates.len() < 2 || mates {
        return result;
    }
    let scored: Vec<(Move, i32, bool)> = candidates
        .iter()
        .filter_map(|c: &RootScore| c.score.map(|v| (c.mv, v, c.mv.is_capture())))
        .collect();
    let u: f64 = rng.random();
    if let Some(mv) = pick(&scored, s.temperature, s.greed, u)
        && result.best != Some(mv)
    {
        result.best = Some(mv);
        result.pv = vec![mv];
        if let Some(&(_, v, _)) = scored.iter().find(|c| c.0 == mv) {
            result.score = Score::from_internal(v);
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::time::tests::SteppingTimer;
    use crate::rules::Game;
    use std::time::Instant;

    #[test]
    fn uci_mappings() {
        assert_eq!(Level::from_skill(0), Level::Strength(1));
        assert_eq!(Level::from_skill(19), Level::Strength(7));
        assert_eq!(Level::from_skill(20), Level::Strength(8));
        assert_eq!(Level::from_skill(99), Level::Strength(8));
        assert_eq!(Level::from_elo(0), Level::Elo(Level::ELO_MIN));
        assert_eq!(Level::from_elo(9999), Level::Elo(Level::ELO_MAX));
        assert_eq!(Level::from_elo(1500), Level::Elo(1500));
        // A level's own rating plays exactly that level.
        for n in 1..=7 {
            let elo = RATINGS[usize::from(n) - 1].elo;
            assert_eq!(
                settings(Level::Elo(elo)),
                settings(Level::Strength(n)),
                "level {n} at {elo}"
            );
        }
    }

    #[test]
    fn ratings_rise_with_the_level() {
        for (i, pair) in RATINGS.windows(2).enumerate() {
            assert_eq!(usize::from(pair[0].level), i + 1);
            assert!(pair[0].elo < pair[1].elo, "{pair:?}");
        }
    }

    #[test]
    fn a_rating_between_two_levels_plays_between_them() {
        // Halfway from level 3 (9 000 nodes, 47 cp, greed 18, depth 3) to
        // level 4 (17 000 nodes, 36 cp, greed 7, depth 4): geometric means
        // sqrt(9 000 x 17 000) = 12 369 nodes and sqrt(47 x 36) = 41.1 cp.
        let (lo, hi) = (RATINGS[2].elo, RATINGS[3].elo);
        let mid = Level::Elo((lo + hi) / 2);
        let f = mid.strength().unwrap() - 3.0;
        assert!((f - 0.5).abs() < 0.01, "{f}");
        let s = settings(mid).unwrap();
        let nodes = s.nodes.unwrap() as f64;
        assert!((nodes - 12_369.0).abs() < 12_369.0 * 0.02, "{nodes}");
        assert!((s.temperature - 41.1).abs() < 1.0, "{}", s.temperature);
        assert!((s.greed - 12.5).abs() < 1.0, "{}", s.greed);
        assert!(matches!(s.depth, Some(3 | 4)));
        assert_eq!(settings(Level::Elo(9999)), settings(Level::Strength(7)));
    }

    fn mv(n: u16) -> Move {
        // Any distinct moves do for the draw.
        let p = Position::startpos();
        p.legal_moves()[usize::from(n)]
    }

    /// How often each candidate is drawn over `n` evenly spread draws.
    fn frequencies(candidates: &[(Move, i32, bool)], t: f64, greed: f64, n: usize) -> Vec<usize> {
        let mut counts = vec![0; candidates.len()];
        for i in 0..n {
            let u = (i as f64 + 0.5) / n as f64;
            let m = pick(candidates, t, greed, u).unwrap();
            counts[candidates.iter().position(|c| c.0 == m).unwrap()] += 1;
        }
        counts
    }

    #[test]
    fn a_move_one_temperature_worse_is_e_times_less_likely() {
        let c = [(mv(0), 100, false), (mv(1), 50, false)];
        let counts = frequencies(&c, 50.0, 0.0, 10_000);
        let ratio = counts[0] as f64 / counts[1] as f64;
        assert!((ratio - std::f64::consts::E).abs() < 0.02, "{counts:?}");
        // Far worse moves are all but never drawn.
        let c = [(mv(0), 100, false), (mv(1), -800, false)];
        assert_eq!(frequencies(&c, 50.0, 0.0, 10_000)[1], 0);
    }

    #[test]
    fn greed_makes_a_capture_likelier() {
        // A capture 40 cp worse than the quiet move: without greed it is
        // the less likely; counted 80 cp better, the likelier.
        let c = [(mv(0), 100, false), (mv(1), 60, true)];
        let plain = frequencies(&c, 50.0, 0.0, 1_000);
        let greedy = frequencies(&c, 50.0, 80.0, 1_000);
        assert!(plain[1] < 500 && greedy[1] > 500, "{plain:?} {greedy:?}");
    }

    fn play_at(level: Level, fen: &str, seed: u64, timer: &dyn Timer) -> SearchResult {
        let game = Game::from_fen(fen).unwrap();
        let mut engine = Engine::new(hash_mb(level));
        play(
            &mut engine,
            game.position(),
            &[],
            level,
            &Limits::default(),
            seed,
            &AtomicBool::new(false),
            &mut |_| {},
            timer,
        )
    }

    // A made-up middlegame: White's queen on d5 is attacked by the pawn on
    // c6 and the knight on f6 and must go (no pin or check saves it).
    const QUEEN_ATTACKED: &str = "r1bq1rk1/pp3ppp/2p2n2/3Qp3/4P3/8/PPP2PPP/RNB1KBNR w KQ - 0 7";

    #[test]
    fn the_beginner_never_leaves_its_queen_to_a_pawn() {
        let start = Instant::now();
        let pos = Position::from_fen(QUEEN_ATTACKED).unwrap();
        let queen = pos.piece_at("d5".parse().unwrap()).unwrap();
        for seed in 0..60 {
            let result = play_at(Level::Strength(1), QUEEN_ATTACKED, seed, &start);
            let mv = result.best.unwrap();
            let after = pos.after(&mv);
            let safe = after.piece_at("d5".parse().unwrap()) != Some(queen);
            assert!(safe, "seed {seed}: {mv} leaves the queen on d5");
        }
    }

    #[test]
    fn levels_play_the_same_on_a_slow_machine() {
        // A timer that gains 20 ms at every look makes the machine look
        // about a hundred times slower; below full strength the levels
        // are bounded by nodes, so the move and the work are the same.
        for n in [3, 5] {
            let level = Level::Strength(n);
            let fast = play_at(level, QUEEN_ATTACKED, 5, &Instant::now());
            let slow = play_at(
                level,
                QUEEN_ATTACKED,
                5,
                &SteppingTimer::new(Duration::from_millis(20)),
            );
            assert_eq!(
                (fast.best, fast.nodes),
                (slow.best, slow.nodes),
                "level {n}"
            );
        }
    }
}
