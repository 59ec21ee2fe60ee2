//! The search: iterative deepening over a negamax alpha-beta search with principal variation search, a transposition
//! table, quiescence search, null-move pruning, reverse futility, futility
//! and late-move pruning near the leaves, logarithmic late-move reductions
//! and check extensions. Time is managed as [`super::time`] says.
//!
//! Scores are centipawns from the side to move's view. A mate is scored
//! `MATE - plies` (plies from the root to the mate), so a shorter mate scores
//! higher; in the transposition table mate scores are stored relative to the
//! position they belong to and re-anchored when read back.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use std::sync::Arc;

use super::eval::{evaluate, piece_value};
use super::nnue::{AccumulatorStack, Network};
use super::time::{Budget, Clock, Progress, Timer};
use super::tt::{Bound, TransTable, pack};
use crate::rules::{
    Bitboard, Color, Move, MoveKind, MoveList, PgnEval, PieceKind, PieceMoves, Position, Rank,
    bishop_attacks, rook_attacks,
};

/// The deepest the search goes from the root (extensions included).
pub(crate) const MAX_PLY: usize = 128;
/// The deepest iteration iterative deepening starts.
const MAX_DEPTH: u32 = 100;
/// The score of being mated at the root; `MATE - n` is mating in `n` plies.
pub(crate) const MATE: i32 = 32_000;
/// Scores beyond this are mates.
pub(crate) const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
/// Larger than any score.
pub(crate) const INF: i32 = MATE + 1;
/// How many nodes pass between looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 1024;

/// An evaluation as engines report it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Score {
    /// Centipawns (a hundredth of a pawn) from the side to move's view.
    Cp(i32),
    /// Mate in this many moves: positive when the side to move mates,
    /// negative when it is mated. `Mate(0)` means the side to move is
    /// checkmated already.
    Mate(i32),
}

impl Score {
    /// The score of an internal search value.
    pub(crate) fn from_internal(v: i32) -> Score {
        if v >= MATE_BOUND {
            Score::Mate((MATE - v + 1) / 2)
        } else if v <= -MATE_BOUND {
            Score::Mate(-((MATE + v + 1) / 2))
        } else {
            Score::Cp(v)
        }
    }

    /// This score of `side_to_move`'s as PGN's `[%eval]` writes it, from
    /// White's view.
    pub fn to_pgn_eval(self, side_to_move: Color) -> PgnEval {
        let sign = if side_to_move == Color::White { 1 } else { -1 };
        match self {
            Score::Cp(cp) => PgnEval::Cp(sign * cp),
            Score::Mate(n) => PgnEval::Mate(sign * n),
        }
    }

    /// A PGN `[%eval]` (White's view) as a score from `side`'s view.
    pub fn from_pgn_eval(eval: PgnEval, side: Color) -> Score {
        let sign = if side == Color::White { 1 } else { -1 };
        match eval {
            PgnEval::Cp(cp) => Score::Cp(sign * cp),
            PgnEval::Mate(n) => Score::Mate(sign * n),
        }
    }

    /// Whether this is a forced mate for either side.
    pub fn is_mate(self) -> bool {
        matches!(self, Score::Mate(_))
    }

    /// A single number for comparing scores: centipawns, with mates beyond
    /// any centipawn value and shorter mates better.
    fn rank_key(self) -> i64 {
        const M: i64 = 1 << 40;
        match self {
            Score::Cp(cp) => i64::from(cp),
            Score::Mate(n) if n > 0 => M - i64::from(n),
            Score::Mate(n) => -M - i64::from(n),
        }
    }
}

impl PartialOrd for Score {
    fn partial_cmp(&self, other: &Score) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Score {
    /// Better for the side to move is greater: any mate it gives beats any
    /// centipawn score, a shorter mate beats a longer one, and being mated
    /// later beats being mated sooner.
    fn cmp(&self, other: &Score) -> std::cmp::Ordering {
        self.rank_key().cmp(&other.rank_key())
    }
}

impl fmt::Display for Score {
    /// The UCI form: `cp 35` or `mate -2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

/// When a search must stop. Unset limits do not apply; with none at all
/// the search runs until stopped (or until it cannot go deeper).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies (0 counts as 1).
    pub depth: Option<u32>,
    /// Stop after about this many nodes (the first iteration, depth 1,
    /// always finishes).
    pub nodes: Option<u64>,
    /// Stop after this much time (`go movetime`): the search uses all of it.
    pub time: Option<Duration>,
    /// Soft and hard limits, from a clock ([`Limits::clock`]) or chosen by
    /// the caller: see [`Budget`].
    pub budget: Option<Budget>,
    /// Search until stopped, ignoring the other limits.
    pub infinite: bool,
    /// Search only these root moves (UCI `go searchmoves`); the illegal
    /// ones are left out, and when none is left every move is searched.
    pub search_moves: Vec<Move>,
    /// How many best lines to find (UCI's MultiPV): after the best move,
    /// the best of the other moves, and so on. 0 and 1 both mean one line;
    /// more lines than legal moves are not looked for.
    pub multipv: usize,
}

impl Limits {
    /// Limits of a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Limits of a fixed number of nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Limits of a fixed time.
    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    /// Limits of a player with `clock`: the engine spends its own time.
    pub fn clock(clock: &Clock) -> Limits {
        Limits {
            budget: Some(clock.budget()),
            ..Limits::default()
        }
    }

    /// The hard time limit: the fixed time or the budget's, whichever is
    /// shorter.
    fn hard_time(&self) -> Option<Duration> {
        match (self.time, self.budget) {
            (Some(t), Some(b)) => Some(t.min(b.hard)),
            (t, b) => t.or(b.map(|b| b.hard)),
        }
    }
}

/// Progress of a running search, reported after each completed iteration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchInfo {
    /// The depth just completed.
    pub depth: u32,
    /// The score of the best move at that depth.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    /// Time spent so far.
    pub time: Duration,
    /// The principal variation: the best line found, best move first.
    pub pv: Vec<Move>,
    /// The best lines, best first, as many as [`Limits::multipv`] asks
    /// for (the first is `pv` with `score`).
    pub lines: Vec<PvLine>,
}

/// One of the best lines of a MultiPV search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PvLine {
    /// The line's score from the side to move's view.
    pub score: Score,
    /// The line, its first move first.
    pub moves: Vec<Move>,
}

/// The outcome of a search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchResult {
    /// The best move found; `None` only when there is no legal move.
    pub best: Option<Move>,
    /// Its score from the side to move's view.
    pub score: Score,
    /// The deepest completed iteration (0 if stopped before the first).
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The principal variation, best move first.
    pub pv: Vec<Move>,
}

/// A root move with its score in the last completed iteration (`None` when
/// it is only known to be worse than the window).
#[derive(Debug, Clone, Copy)]
pub(crate) struct RootScore {
    pub mv: Move,
    pub score: Option<i32>,
}

const NO_MOVE: Move = Move::PLACEHOLDER;

/// The principal variation of every ply, triangular style.
struct PvTable {
    moves: [[Move; MAX_PLY]; MAX_PLY],
    len: [usize; MAX_PLY],
}

impl PvTable {
    fn update(&mut self, ply: usize, mv: Move) {
        self.moves[ply][0] = mv;
        let child = if ply + 1 < MAX_PLY {
            self.len[ply + 1]
        } else {
            0
        };
        let child = child.min(MAX_PLY - 1);
        let (head, tail) = self.moves.split_at_mut(ply + 1);
        if let Some(next) = tail.first() {
            head[ply][1..=child].copy_from_slice(&next[..child]);
        }
        self.len[ply] = child + 1;
    }

    fn line(&self, ply: usize) -> Vec<Move> {
        self.moves[ply][..self.len[ply]].to_vec()
    }
}

/// A piece of one colour on a square: what a move did, as continuation
/// history remembers it (colour * 6 + kind, and the square it went to).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Landing {
    piece: u8,
    to: u8,
}

impl Landing {
    fn of(side: Color, mv: &Move) -> Landing {
        Landing {
            piece: (side.index() * 6 + mv.piece.index()) as u8,
            to: mv.to.index() as u8,
        }
    }

    fn index(self) -> usize {
        self.piece as usize * 64 + self.to as usize
    }
}

/// How many landings there are: twelve pieces on 64 squares.
const LANDINGS: usize = 12 * 64;

/// Killer moves, the history heuristic and continuation history, kept
/// between searches.
struct Heuristics {
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: [[[i32; 64]; 64]; 2],
    /// How often a quiet move (the second landing) refuted a line after
    /// an earlier move (the first), at [`Heuristics::slot`].
    continuation: Vec<i32>,
}

impl Heuristics {
    fn new() -> Heuristics {
        Heuristics {
            killers: [[None; 2]; MAX_PLY],
            history: [[[0; 64]; 64]; 2],
            continuation: vec![0; LANDINGS * LANDINGS],
        }
    }

    fn clear(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        self.history = [[[0; 64]; 64]; 2];
        self.continuation.fill(0);
    }

    /// Keeps some history from the last search, forgets the killers.
    fn age(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for side in self.history.iter_mut() {
            for from in side.iter_mut() {
                for h in from.iter_mut() {
                    *h /= 8;
                }
            }
        }
        for c in self.continuation.iter_mut() {
            *c /= 8;
        }
    }

    /// Where the continuation history of `next` after `before` is kept.
    #[inline]
    fn slot(before: Landing, next: Landing) -> usize {
        before.index() * LANDINGS + next.index()
    }

    /// The continuation history of `next` after `before`.
    #[inline]
    fn follow_up(&self, before: Option<Landing>, next: Landing) -> i32 {
        before.map_or(0, |b| self.continuation[Heuristics::slot(b, next)])
    }
}

/// A chess engine: the transposition table and move-ordering memory that
/// persist between searches of one game.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use rookery::engine::{Engine, Limits};
/// use rookery::rules::Position;
///
/// let mut engine = Engine::new(4);
/// let stop = AtomicBool::new(false);
/// let result = engine.search(&Position::startpos(), &[], &Limits::depth(3), &stop, &mut |_| {});
/// assert!(result.best.is_some());
/// ```
pub struct Engine {
    tt: TransTable,
    heuristics: Box<Heuristics>,
    pv: Box<PvTable>,
    /// The network it evaluates with and the accumulators of its path,
    /// or none for the hand-written evaluation.
    nnue: Option<(Arc<Network>, AccumulatorStack)>,
}

impl Engine {
    /// An engine with a transposition table of about `hash_mb` megabytes.
    pub fn new(hash_mb: usize) -> Engine {
        Engine {
            tt: TransTable::new(hash_mb),
            heuristics: Box::new(Heuristics::new()),
            pv: Box::new(PvTable {
                moves: [[NO_MOVE; MAX_PLY]; MAX_PLY],
                len: [0; MAX_PLY],
            }),
            nnue: None,
        }
    }

    /// Evaluates with `net` from the next search on, or with the
    /// hand-written evaluation when `None`.
    pub fn set_network(&mut self, net: Option<Arc<Network>>) {
        self.nnue = net.map(|net| {
            let stack = AccumulatorStack::new(&net, MAX_PLY + 1);
            (net, stack)
        });
    }

    /// Runs `f` with the hand-written evaluation: the network, if any, is
    /// set aside and put back after (the levels play with the evaluation
    /// they were measured with).
    pub(crate) fn with_hand_written<R>(&mut self, f: impl FnOnce(&mut Engine) -> R) -> R {
        let net = self.nnue.take();
        let r = f(self);
        self.nnue = net;
        r
    }

    /// The network it evaluates with, if any.
    pub fn network(&self) -> Option<&Arc<Network>> {
        self.nnue.as_ref().map(|(net, _)| net)
    }

    /// The static evaluation of `pos` for the side to move, by the
    /// network when there is one.
    pub fn static_eval(&self, pos: &Position) -> i32 {
        match &self.nnue {
            Some((net, _)) => clamp_eval(net.evaluate(pos)),
            None => evaluate(pos),
        }
    }

    /// Forgets everything learnt (a new game starts).
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.heuristics.clear();
    }

    /// How full the transposition table is, in thousandths (0 for a new
    /// engine or a new game).
    pub fn hash_full(&self) -> u32 {
        self.tt.hash_full()
    }

    /// Resizes the transposition table to about `mb` megabytes (emptying it).
    pub fn set_hash(&mut self, mb: usize) {
        self.tt = TransTable::new(mb);
    }

    /// Searches `pos` within `limits`, or until `stop` becomes true, and
    /// returns the best move found. `history` holds the Zobrist keys of the
    /// positions before `pos` in the game (oldest first), for repetitions.
    /// `on_info` is called after each completed iteration.
    ///
    /// The answer has a move whenever `pos` has a legal move, even when the
    /// search is stopped at once.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let start = Instant::now();
        self.search_timed(pos, history, limits, 0, stop, on_info, &start)
            .0
    }

    /// [`Engine::search`] reading the time from `timer`, also returning the
    /// root moves whose exact score in the last completed iteration is
    /// within `margin` of the best (with `margin` 0, just the best). Used by
    /// the weaker levels to choose among good moves.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn search_timed(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        margin: i32,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
        timer: &dyn Timer,
    ) -> (SearchResult, Vec<RootScore>) {
        let mut legal = pos.legal_moves();
        if legal.iter().any(|m| limits.search_moves.contains(m)) {
            legal.retain(|m| limits.search_moves.contains(m));
        }
        if legal.is_empty() {
            let score = if pos.is_check() {
                Score::Mate(0)
            } else {
                Score::Cp(0)
            };
            let result = SearchResult {
                best: None,
                score,
                depth: 0,
                nodes: 0,
                pv: Vec::new(),
            };
            return (result, Vec::new());
        }

        self.tt.new_search();
        self.heuristics.age();
        let infinite = limits.infinite;
        let max_depth = if infinite {
            MAX_DEPTH
        } else {
            limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH)
        };
        let hard = if infinite { None } else { limits.hard_time() };
        let soft = if infinite { None } else { limits.budget };
        let mut keys = Vec::with_capacity(history.len() + MAX_PLY + 1);
        keys.extend_from_slice(history);
        keys.push(pos.key());
        let mut s = Searcher {
            tt: &mut self.tt,
            h: &mut self.heuristics,
            pv: &mut self.pv,
            keys,
            nodes: 0,
            stop,
            timer,
            hard,
            node_limit: if infinite { None } else { limits.nodes },
            stopped: false,
            root_depth: 1,
            root_nodes: 0,
            best_move_nodes: 0,
            landed: [None; MAX_PLY + 1],
            nnue: self.nnue.as_mut().map(|(net, stack)| (&**net, stack)),
        };
        if let Some((net, stack)) = &mut s.nnue {
            stack.set_root(net, pos);
        }

        // Root moves, hash move first, then by the usual ordering.
        let hash_move = s.tt.probe(pos.key()).map_or(0, |e| e.mv);
        let mut root: Vec<RootScore> = {
            let mut list = legal.clone();
            let scores = s.order_scores(pos, &list, hash_move, 0);
            let mut pairs: Vec<(i32, Move)> = scores
                .iter()
                .copied()
                .zip(list.as_mut_slice().iter().copied())
                .collect();
            pairs.sort_by_key(|p| std::cmp::Reverse(p.0));
            pairs
                .into_iter()
                .map(|(_, mv)| RootScore { mv, score: None })
                .collect()
        };

        let mut best = root[0].mv;
        let mut best_score = None::<i32>;
        let mut best_pv = vec![best];
        let mut completed = 0;
        let mut candidates: Vec<RootScore> = Vec::new();
        let mut stable_iterations = 0;

        let multipv = limits.multipv.clamp(1, root.len());
        let mut lines: Vec<PvLine> = Vec::new();

        for depth in 1..=max_depth {
            s.root_depth = depth as i32;
            let (score, mv, pv, first_done) = s.root(pos, &mut root, depth as i32, margin, true);
            if s.stopped && !first_done {
                break;
            }
            if depth > 1 {
                stable_iterations = if mv == best { stable_iterations + 1 } else { 0 };
            }
            let score_drop = best_score.map_or(0, |last| (last - score).max(0));
            best = mv;
            best_score = Some(score);
            best_pv = pv;
            if s.stopped {
                break;
            }
            // The other lines: each pass searches the moves not yet shown
            // and brings the best of them to the front of what is left.
            let mut depth_lines = vec![PvLine {
                score: Score::from_internal(score),
                moves: best_pv.clone(),
            }];
            for k in 1..multipv {
                let (line_score, _, line, done) =
                    s.root(pos, &mut root[k..], depth as i32, 0, false);
                if s.stopped || !done {
                    break;
                }
                depth_lines.push(PvLine {
                    score: Score::from_internal(line_score),
                    moves: line,
                });
            }
            if depth_lines.len() < multipv {
                // Stopped part way: the last full set of lines stands, with
                // this iteration's best line in front.
                let first = depth_lines.swap_remove(0);
                lines.retain(|l| l.moves.first() != first.moves.first());
                lines.insert(0, first);
                lines.truncate(multipv);
                break;
            }
            lines = depth_lines;
            completed = depth;
            candidates = root
                .iter()
                .filter(|r| r.score.is_some_and(|v| v >= score - margin))
                .copied()
                .collect();
            let elapsed = timer.elapsed();
            on_info(&SearchInfo {
                depth,
                score: Score::from_internal(score),
                nodes: s.nodes,
                nps: nps(s.nodes, elapsed),
                time: elapsed,
                pv: best_pv.clone(),
                lines: lines.clone(),
            });
            if infinite {
                continue;
            }
            if hard.is_some() && root.len() == 1 {
                break;
            }
            if let Some(budget) = soft {
                let progress = Progress {
                    stable_iterations,
                    score_drop,
                    best_move_effort: (s.best_move_nodes * 1000)
                        .checked_div(s.root_nodes)
                        .map_or(1000, |e| e as u32),
                };
                if budget.soft_stop(elapsed, &progress) {
                    break;
                }
            }
            if score.abs() >= MATE_BOUND && MATE - score.abs() <= depth as i32 {
                break;
            }
        }

        let nodes = s.nodes;
        let score = match best_score {
            Some(v) => Score::from_internal(v),
            None => Score::Cp(self.static_eval(pos)),
        };
        if candidates.is_empty() {
            candidates.push(RootScore {
                mv: best,
                score: best_score,
            });
        }
        let result = SearchResult {
            best: Some(best),
            score,
            depth: completed,
            nodes,
            pv: best_pv,
        };
        (result, candidates)
    }
}

fn nps(nodes: u64, elapsed: Duration) -> u64 {
    let micros = elapsed.as_micros().max(1);
    (u128::from(nodes) * 1_000_000 / micros) as u64
}

/// Mate scores are stored relative to the node, and re-anchored on reading.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// Late-move pruning: at depth 1 to 3, quiet moves after this many are not
/// searched (non-PV nodes, not in check).
const LMP_MOVES: [usize; 4] = [0, 5, 9, 14];
/// Futility pruning: at depth 1 to 3, quiet moves are not searched when the
/// static evaluation is this much per ply below alpha.
const FUTILITY_MARGIN: i32 = 120;

/// Move ordering classes, best first.
const ORDER_HASH: i32 = 1 << 30;
const ORDER_CAPTURE: i32 = 1 << 28;
const ORDER_KILLER: i32 = 1 << 27;
const ORDER_BAD_PROMO: i32 = -(1 << 20);
const HISTORY_MAX: i32 = 1 << 24;

/// The state of one search.
struct Searcher<'a> {
    tt: &'a mut TransTable,
    h: &'a mut Heuristics,
    pv: &'a mut PvTable,
    /// Keys of the game before the root, the root, then the current path.
    keys: Vec<u64>,
    nodes: u64,
    stop: &'a AtomicBool,
    timer: &'a dyn Timer,
    /// The hard time limit, from the start of the search.
    hard: Option<Duration>,
    node_limit: Option<u64>,
    stopped: bool,
    root_depth: i32,
    /// Nodes of the last root iteration, and of its best move's subtree.
    root_nodes: u64,
    best_move_nodes: u64,
    /// The move played at each ply of the current path (none for a null
    /// move), for continuation history.
    landed: [Option<Landing>; MAX_PLY + 1],
    /// The network and the accumulators of the path, when it evaluates
    /// with one.
    nnue: Option<(&'a Network, &'a mut AccumulatorStack)>,
}

/// A network's evaluation kept below the mate scores.
fn clamp_eval(v: i32) -> i32 {
    v.clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
}

impl Searcher<'_> {
    /// The static evaluation of `pos`, the position at `ply` of the path.
    #[inline]
    fn eval(&self, pos: &Position, ply: usize) -> i32 {
        match &self.nnue {
            Some((net, stack)) => clamp_eval(stack.evaluate(net, ply, pos.side_to_move())),
            None => evaluate(pos),
        }
    }

    /// `mv` is played from `pos`, the position at `ply`.
    #[inline]
    fn make(&mut self, pos: &Position, mv: &Move, ply: usize) {
        if let Some((net, stack)) = &mut self.nnue {
            stack.make(net, ply, pos, mv);
        }
    }

    /// A null move is played at `ply`.
    #[inline]
    fn pass(&mut self, ply: usize) {
        if let Some((_, stack)) = &mut self.nnue {
            stack.pass(ply);
        }
    }

    /// Counts a node and decides whether the search must stop.
    #[inline]
    fn tick(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        self.nodes += 1;
        // The first iteration always finishes, so that even the smallest
        // budget answers a move that looked at every reply.
        let out_of_nodes = self.root_depth > 1 && self.node_limit.is_some_and(|n| self.nodes >= n);
        let told = self.nodes % CHECK_EVERY == 1
            && (self.stop.load(Ordering::Relaxed)
                || self.hard.is_some_and(|h| self.timer.elapsed() >= h));
        self.stopped = out_of_nodes || told;
        self.stopped
    }

    /// Ordering keys for `moves`: hash move, captures by most valuable
    /// victim then least valuable attacker, queen promotions, killers, then
    /// quiet moves by history.
    fn order_scores(&self, pos: &Position, moves: &[Move], hash: u16, ply: usize) -> MoveScores {
        let color = pos.side_to_move();
        let side = color.index();
        let killers = self.h.killers[ply.min(MAX_PLY - 1)];
        let (one_back, two_back) = self.previous(ply);
        let mut out = MoveScores::new();
        for mv in moves {
            let s = if hash != 0 && pack(mv) == hash {
                ORDER_HASH
            } else if mv.promotion.is_some_and(|p| p != PieceKind::Queen) {
                ORDER_BAD_PROMO
            } else if mv.captured.is_some() || mv.promotion.is_some() {
                let victim = mv.captured.map_or(0, piece_value);
                let promo = mv.promotion.map_or(0, piece_value);
                ORDER_CAPTURE + (victim + promo) * 8 - mv.piece.index() as i32
            } else if killers[0] == Some(*mv) {
                ORDER_KILLER + 1
            } else if killers[1] == Some(*mv) {
                ORDER_KILLER
            } else {
                let landing = Landing::of(color, mv);
                self.h.history[side][mv.from.index()][mv.to.index()]
                    + self.h.follow_up(one_back, landing)
                    + self.h.follow_up(two_back, landing)
            };
            out.push(s);
        }
        out
    }

    /// The moves played one and two plies before `ply`.
    #[inline]
    fn previous(&self, ply: usize) -> (Option<Landing>, Option<Landing>) {
        let back = |n: usize| ply.checked_sub(n).and_then(|p| self.landed[p]);
        (back(1), back(2))
    }

    /// Whether the position at the end of the path is a draw by the
    /// fifty-move rule, insufficient material or repetition (one earlier
    /// occurrence, in the game or in the search, is enough).
    fn is_draw(&self, pos: &Position) -> bool {
        let clock = pos.halfmove_clock() as usize;
        if clock >= 100 {
            // Checkmate on the hundredth half-move still wins.
            return !pos.is_check() || pos.has_legal_moves();
        }
        if pos.is_insufficient_material() {
            return true;
        }
        let n = self.keys.len();
        let key = self.keys[n - 1];
        let reach = clock.min(n - 1);
        let mut back = 4;
        while back <= reach {
            if self.keys[n - 1 - back] == key {
                return true;
            }
            back += 2;
        }
        false
    }

    /// Searches every root move at `depth`. Returns the best score, move and
    /// line, and whether the first (previously best) move was finished.
    /// With `margin` > 0 each move is searched with a window reaching
    /// `margin` below the best so far, so that every move within the margin
    /// gets an exact score.
    ///
    /// `main` is false for the passes after the first in a MultiPV search:
    /// they leave the root's table entry and the time manager's figures to
    /// the first.
    fn root(
        &mut self,
        pos: &Position,
        root: &mut [RootScore],
        depth: i32,
        margin: i32,
        main: bool,
    ) -> (i32, Move, Vec<Move>, bool) {
        let mut alpha = -INF;
        let beta = INF;
        let mut best_score = -INF;
        let mut best = root[0].mv;
        let mut best_pv = vec![best];
        let mut first_done = false;
        self.pv.len[0] = 0;
        let iteration_start = self.nodes;
        for (i, entry) in root.iter_mut().enumerate() {
            let mv = entry.mv;
            let move_start = self.nodes;
            self.landed[0] = Some(Landing::of(pos.side_to_move(), &mv));
            let child = pos.after(&mv);
            self.make(pos, &mv, 0);
            self.keys.push(child.key());
            let ext = i32::from(child.is_check());
            let nd = depth - 1 + ext;
            let floor = if margin > 0 && best_score > -INF {
                best_score - margin
            } else {
                alpha
            };
            let score = if i == 0 || margin > 0 {
                -self.negamax(&child, nd, -beta, -floor, 1, true)
            } else {
                let mut s = -self.negamax(&child, nd, -alpha - 1, -alpha, 1, true);
                if s > alpha && !self.stopped {
                    s = -self.negamax(&child, nd, -beta, -alpha, 1, true);
                }
                s
            };
            self.keys.pop();
            if self.stopped {
                break;
            }
            let lower = if margin > 0 { floor } else { alpha };
            entry.score = (score > lower || i == 0).then_some(score);
            if score > best_score {
                best_score = score;
                best = mv;
                if main {
                    self.best_move_nodes = self.nodes - move_start;
                }
                self.pv.update(0, mv);
                best_pv = self.pv.line(0);
                if score > alpha {
                    alpha = score;
                }
            }
            if i == 0 {
                first_done = true;
            }
        }
        if main {
            self.root_nodes = self.nodes - iteration_start;
        }
        if first_done {
            // The best first next time; the others by their scores.
            let mut order: Vec<RootScore> = root.to_vec();
            order.sort_by_key(|r| {
                (
                    std::cmp::Reverse(r.mv == best),
                    std::cmp::Reverse(r.score.unwrap_or(-INF)),
                )
            });
            root.copy_from_slice(&order);
            if main && !self.stopped {
                self.tt.store(
                    pos.key(),
                    depth,
                    to_tt(best_score, 0),
                    Bound::Exact,
                    pack(&best),
                );
            }
        }
        (best_score, best, best_pv, first_done)
    }

    fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        allow_null: bool,
    ) -> i32 {
        self.pv.len[ply] = 0;
        if self.tick() {
            return 0;
        }
        if self.is_draw(pos) {
            return 0;
        }
        // Mate distance pruning: no line from here beats a mate already found.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        if ply >= MAX_PLY - 1 {
            return self.eval(pos, ply);
        }
        let in_check = pos.is_check();
        if depth <= 0 {
            if !in_check {
                return self.quiesce(pos, alpha, beta, ply);
            }
            depth = 1;
        }
        let pv_node = beta - alpha > 1;
        let key = pos.key();

        let mut hash_move = 0;
        if let Some(e) = self.tt.probe(key) {
            hash_move = e.mv;
            if !pv_node && i32::from(e.depth) >= depth {
                let s = from_tt(i32::from(e.score), ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                    Bound::None => false,
                };
                if cut {
                    return s;
                }
            }
        }

        // Internal iterative reduction: a position the table knows nothing
        // about is searched a ply shallower; the move found orders the
        // deeper search when it comes back.
        if hash_move == 0 && depth >= 4 {
            depth -= 1;
        }

        let static_eval = if in_check { -INF } else { self.eval(pos, ply) };
        if !pv_node && !in_check && beta.abs() < MATE_BOUND {
            // Reverse futility: far above beta near the leaves.
            if depth <= 3 && static_eval - 110 * depth >= beta {
                return static_eval;
            }
            // Null move: if passing still fails high, so will a real move.
            if allow_null && depth >= 3 && static_eval >= beta && has_pieces(pos) {
                let r = if depth >= 7 { 3 } else { 2 };
                let mut null = *pos;
                null.play_null();
                self.pass(ply);
                self.landed[ply] = None;
                self.keys.push(null.key());
                let s = -self.negamax(&null, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
                self.keys.pop();
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    return if s >= MATE_BOUND { beta } else { s };
                }
            }
        }

        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let mut scores = self.order_scores(pos, &moves, hash_move, ply);
        let original_alpha = alpha;
        let mut best_score = -INF;
        let mut best_move: Option<Move> = None;
        let list = moves.as_mut_slice();
        for i in 0..list.len() {
            pick_next(list, &mut scores, i);
            let mv = list[i];
            let quiet = mv.captured.is_none() && mv.promotion.is_none();
            let child = pos.after(&mv);
            let gives_check = child.is_check();
            // Near the leaves, once a move has kept us from being mated,
            // quiet moves late in the order (late-move pruning) or that
            // cannot lift a poor position to alpha (futility pruning) are
            // not searched.
            if !pv_node
                && !in_check
                && quiet
                && !gives_check
                && best_score > -MATE_BOUND
                && depth <= 3
                && (i >= LMP_MOVES[depth as usize]
                    || static_eval + FUTILITY_MARGIN * depth <= alpha)
            {
                continue;
            }
            let ext = i32::from(gives_check && ply < 2 * self.root_depth as usize + 8);
            let nd = depth - 1 + ext;
            self.make(pos, &mv, ply);
            self.landed[ply] = Some(Landing::of(pos.side_to_move(), &mv));
            self.keys.push(child.key());
            let score = if i == 0 {
                -self.negamax(&child, nd, -beta, -alpha, ply + 1, true)
            } else {
                let mut r = 0;
                if depth >= 3 && i >= 3 && quiet && !in_check && !gives_check {
                    r = lmr(depth, i);
                    if pv_node {
                        r -= 1;
                    }
                    if self.h.killers[ply.min(MAX_PLY - 1)].contains(&Some(mv)) {
                        r -= 1;
                    }
                    r = r.clamp(0, nd - 1);
                }
                let mut s = -self.negamax(&child, nd - r, -alpha - 1, -alpha, ply + 1, true);
                if s > alpha && r > 0 && !self.stopped {
                    s = -self.negamax(&child, nd, -alpha - 1, -alpha, ply + 1, true);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(&child, nd, -beta, -alpha, ply + 1, true);
                }
                s
            };
            self.keys.pop();
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.pv.update(ply, mv);
                    if score >= beta {
                        if quiet {
                            self.reward(pos.side_to_move(), &mv, depth, ply);
                        }
                        break;
                    }
                }
            }
        }

        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let mv = best_move
            .filter(|_| bound != Bound::Upper)
            .map_or(0, |m| pack(&m));
        self.tt.store(key, depth, to_tt(best_score, ply), bound, mv);
        best_score
    }

    /// A quiet move caused a cut-off: remember it as a killer and in history.
    fn reward(&mut self, side: Color, mv: &Move, depth: i32, ply: usize) {
        let k = &mut self.h.killers[ply];
        if k[0] != Some(*mv) {
            k[1] = k[0];
            k[0] = Some(*mv);
        }
        let bonus = depth * depth;
        let h = &mut self.h.history[side.index()][mv.from.index()][mv.to.index()];
        *h += bonus;
        if *h > HISTORY_MAX {
            for from in self.h.history.iter_mut().flatten() {
                for v in from.iter_mut() {
                    *v /= 2;
                }
            }
        }
        // The same move after the same reply, one and two plies back.
        let landing = Landing::of(side, mv);
        let (one_back, two_back) = self.previous(ply);
        for before in [one_back, two_back].into_iter().flatten() {
            let c = &mut self.h.continuation[Heuristics::slot(before, landing)];
            *c += bonus;
            if *c > HISTORY_MAX {
                for v in self.h.continuation.iter_mut() {
                    *v /= 2;
                }
            }
        }
    }

    /// Quiescence search: only captures and queen promotions (all moves
    /// when in check), so that the evaluation is only trusted in quiet
    /// positions.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv.len[ply] = 0;
        if self.tick() {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return self.eval(pos, ply);
        }
        let in_check = pos.is_check();
        let mut best;
        let stand;
        let mut moves = if in_check {
            let all = pos.legal_moves();
            if all.is_empty() {
                return -MATE + ply as i32;
            }
            best = -INF;
            stand = -INF;
            all
        } else {
            stand = self.eval(pos, ply);
            if stand >= beta {
                return stand;
            }
            if stand > alpha {
                alpha = stand;
            }
            best = stand;
            tactical_moves(pos)
        };
        let mut scores = self.order_scores(pos, &moves, 0, ply);
        let list = moves.as_mut_slice();
        for i in 0..list.len() {
            pick_next(list, &mut scores, i);
            let mv = list[i];
            // Delta pruning: even winning this piece cannot reach alpha.
            if !in_check
                && mv.promotion.is_none()
                && stand + mv.captured.map_or(0, piece_value) + 200 <= alpha
            {
                continue;
            }
            // A capture that loses material in the exchange is not tried.
            if !in_check && !see_ge(pos, &mv, 0) {
                continue;
            }
            self.landed[ply] = Some(Landing::of(pos.side_to_move(), &mv));
            self.make(pos, &mv, ply);
            let child = pos.after(&mv);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.pv.update(ply, mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// The values static exchange evaluation counts with: fixed, so that
/// which exchanges the search skips does not move each time the
/// evaluation's material is tuned (the king's is beyond any exchange).
const fn see_value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Pawn => 100,
        PieceKind::Knight => 325,
        PieceKind::Bishop => 335,
        PieceKind::Rook => 490,
        PieceKind::Queen => 980,
        PieceKind::King => 20_000,
    }
}

/// Static exchange evaluation: whether `mv` wins at least `threshold`
/// centipawns of material when both sides go on capturing on its square,
/// each with its least valuable piece and free to stop (pins are ignored).
/// Promotions, en passant and castling count as good.
fn see_ge(pos: &Position, mv: &Move, threshold: i32) -> bool {
    if mv.promotion.is_some() || mv.kind != MoveKind::Normal && mv.kind != MoveKind::DoublePush {
        return threshold <= 0 || mv.captured.is_some();
    }
    let to = mv.to;
    // What we win if they do not recapture, less what we need.
    let mut swap = mv.captured.map_or(0, see_value) - threshold;
    if swap < 0 {
        return false;
    }
    // What they win by taking our piece, if we did not need to go on.
    swap = see_value(mv.piece) - swap;
    if swap <= 0 {
        return true;
    }
    let mut occupied = pos.occupied().without(mv.from).without(to);
    let diagonal = pos.by_kind(PieceKind::Bishop) | pos.by_kind(PieceKind::Queen);
    let straight = pos.by_kind(PieceKind::Rook) | pos.by_kind(PieceKind::Queen);
    let mut attackers =
        pos.attackers_to(to, Color::White, occupied) | pos.attackers_to(to, Color::Black, occupied);
    let mut side = pos.side_to_move();
    // 1 while the exchange so far favours the mover.
    let mut result = 1;
    loop {
        side = side.other();
        attackers &= occupied;
        let ours = attackers & pos.by_color(side);
        if ours.is_empty() {
            break;
        }
        result ^= 1;
        // PieceKind::ALL runs from the least valuable to the king.
        let Some((kind, from)) = PieceKind::ALL
            .into_iter()
            .find_map(|k| (ours & pos.by_kind(k)).first().map(|sq| (k, sq)))
        else {
            break;
        };
        if kind == PieceKind::King {
            // The king may take only if nothing takes it back.
            return if (attackers & pos.by_color(side.other())).any() {
                result ^ 1 == 1
            } else {
                result == 1
            };
        }
        swap = see_value(kind) - swap;
        if swap < result {
            break;
        }
        occupied = occupied.without(from);
        // Sliders behind the piece that just took join in.
        if matches!(kind, PieceKind::Pawn | PieceKind::Bishop | PieceKind::Queen) {
            attackers |= bishop_attacks(to, occupied) & diagonal;
        }
        if matches!(kind, PieceKind::Rook | PieceKind::Queen) {
            attackers |= rook_attacks(to, occupied) & straight;
        }
    }
    result == 1
}

/// Whether the side to move has a piece other than pawns and king (null
/// moves are unsafe in pawn endings because of zugzwang).
fn has_pieces(pos: &Position) -> bool {
    let us = pos.by_color(pos.side_to_move());
    let pieces = pos.by_kind(PieceKind::Knight)
        | pos.by_kind(PieceKind::Bishop)
        | pos.by_kind(PieceKind::Rook)
        | pos.by_kind(PieceKind::Queen);
    (us & pieces).any()
}

/// Captures and queen promotions (quiet or capturing), all legal.
fn tactical_moves(pos: &Position) -> MoveList {
    let us = pos.side_to_move();
    let their = pos.by_color(us.other());
    let last_rank = Bitboard::rank(Rank::EIGHTH.relative_to(us));
    let ep = pos
        .en_passant()
        .map_or(Bitboard::EMPTY, Bitboard::from_square);
    let mut list = MoveList::new();
    pos.for_each_piece_moves(|pm| {
        let mask = if pm.piece == PieceKind::Pawn {
            their | last_rank | ep
        } else {
            their
        };
        let to = pm.to & mask;
        if to.any() {
            pos.expand(PieceMoves { to, ..pm }, &mut list);
        }
        false
    });
    list.retain(|m| m.promotion.is_none_or(|p| p == PieceKind::Queen));
    list
}

/// Ordering keys of a move list, on the stack.
struct MoveScores {
    values: [i32; crate::rules::MAX_MOVES],
    len: usize,
}

impl MoveScores {
    fn new() -> MoveScores {
        MoveScores {
            values: [0; crate::rules::MAX_MOVES],
            len: 0,
        }
    }

    fn push(&mut self, v: i32) {
        self.values[self.len] = v;
        self.len += 1;
    }

    fn iter(&self) -> impl Iterator<Item = &i32> {
        self.values[..self.len].iter()
    }
}

/// Late-move reductions by remaining depth and move number (both capped at
/// 63): `0.75 + ln(depth) * ln(number) / 2.25` plies, rounded down, the
/// usual logarithmic shape (the constants are Rookery's own, checked by
/// match).
fn lmr_table() -> &'static [[u8; 64]; 64] {
    static TABLE: std::sync::OnceLock<[[u8; 64]; 64]> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = [[0u8; 64]; 64];
        for (depth, row) in t.iter_mut().enumerate().skip(1) {
            for (number, r) in row.iter_mut().enumerate().skip(1) {
                let v = 0.75 + (depth as f64).ln() * (number as f64).ln() / 2.25;
                *r = v.max(0.0) as u8;
            }
        }
        t
    })
}

/// The reduction of the `number`th move (from 0) at `depth`.
#[inline]
fn lmr(depth: i32, number: usize) -> i32 {
    i32::from(lmr_table()[depth.clamp(0, 63) as usize][number.min(63)])
}

/// Selection sort step: brings the best remaining move to index `i`.
#[inline]
fn pick_next(moves: &mut [Move], scores: &mut MoveScores, i: usize) {
    let mut best = i;
    for j in i + 1..moves.len() {
        if scores.values[j] > scores.values[best] {
            best = j;
        }
    }
    if best != i {
        moves.swap(i, best);
        scores.values.swap(i, best);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_score_conversion() {
        assert_eq!(Score::from_internal(MATE - 1), Score::Mate(1));
        assert_eq!(Score::from_internal(MATE - 3), Score::Mate(2));
        assert_eq!(Score::from_internal(-MATE + 2), Score::Mate(-1));
        assert_eq!(Score::from_internal(-MATE), Score::Mate(0));
        assert_eq!(Score::from_internal(35), Score::Cp(35));
        assert!(Score::Mate(1) > Score::Mate(3));
        assert!(Score::Mate(-3) > Score::Mate(-1));
        assert!(Score::Mate(-1) > Score::Mate(0));
        assert!(Score::Cp(5000) < Score::Mate(20));
        assert!(Score::Cp(-5000) > Score::Mate(-20));
        assert_eq!(Score::Mate(-2).to_string(), "mate -2");
        assert_eq!(Score::Cp(35).to_string(), "cp 35");
    }

    use super::super::time::tests::SteppingTimer;

    /// Searches `fen` with `limits`, on a clock that advances a millisecond
    /// at each look (every [`CHECK_EVERY`] nodes and after each
    /// iteration); returns the best move and the time the search took.
    fn timed_search(fen: &str, limits: &Limits) -> (Option<Move>, Duration) {
        let pos = Position::from_fen(fen).expect("a valid FEN");
        let timer = SteppingTimer::new(Duration::from_millis(1));
        let stop = AtomicBool::new(false);
        let mut engine = Engine::new(4);
        let (result, _) = engine.search_timed(&pos, &[], limits, 0, &stop, &mut |_| {}, &timer);
        (result.best, timer.now.get())
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /// `go movetime`: the search goes on until the time is up (it used to
    /// start no iteration after half of it, leaving a quarter to a half
    /// unused).
    #[test]
    fn a_fixed_move_time_is_used_in_full() {
        let ms = Duration::from_millis;
        let (best, took) = timed_search(START, &Limits::time(ms(300)));
        assert!(best.is_some());
        assert!(took >= ms(300) && took <= ms(302), "took {took:?}");
    }

    /// A clock's budget: the search never passes the hard limit, and in an
    /// ordinary position it spends at least the soft one.
    #[test]
    fn a_budget_is_spent_but_never_exceeded() {
        let ms = Duration::from_millis;
        let budget = Budget {
            soft: ms(120),
            hard: ms(400),
        };
        let limits = Limits {
            budget: Some(budget),
            ..Limits::default()
        };
        let (_, took) = timed_search(START, &limits);
        assert!(took <= ms(402), "took {took:?}");
        assert!(took >= ms(120 * 80 / 100), "took {took:?}");
    }

    /// One move is clearly best (a queen hangs to a pawn): the search stops
    /// well before its soft target.
    #[test]
    fn a_clearly_best_move_is_played_quickly() {
        let ms = Duration::from_millis;
        // White's e4 pawn takes the queen on d5; nothing else comes close.
        let fen = "rnb1kbnr/ppp1pppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3";
        let limits = Limits {
            budget: Some(Budget {
                soft: ms(2_000),
                hard: ms(6_000),
            }),
            ..Limits::default()
        };
        let (best, took) = timed_search(fen, &limits);
        assert_eq!(best.map(|m| m.to_uci()), Some("e4d5".to_string()));
        assert!(took < ms(2_000), "took {took:?}");
    }

    /// Worked values: 0.75 + ln 3 x ln 3 / 2.25 = 1.29 and 0.75 + ln 10 x
    /// ln 20 / 2.25 = 3.82, rounded down; nothing for the first move.
    #[test]
    fn late_move_reductions_grow_with_depth_and_move_number() {
        assert_eq!(lmr(3, 3), 1);
        assert_eq!(lmr(10, 20), 3);
        assert_eq!(lmr(10, 1), 0);
        assert_eq!(lmr(1000, 1000), lmr(63, 63));
    }

    /// Exchanges worked by hand with the values 100, 325, 335, 490, 980.
    #[test]
    fn static_exchange_evaluation() {
        let see = |fen: &str, uci: &str, threshold: i32| {
            let pos = Position::from_fen(fen).expect("a valid FEN");
            let mv = pos.parse_uci(uci).expect("a legal move");
            see_ge(&pos, &mv, threshold)
        };
        // A pawn takes a knight a pawn defends: 325 - 100 = 225.
        let fen = "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1";
        assert!(see(fen, "d4e5", 225));
        assert!(!see(fen, "d4e5", 226));
        // A queen takes a pawn a pawn defends: 100 - 980, a loss.
        assert!(!see("4k3/8/3p4/4p3/8/8/4Q3/4K3 w - - 0 1", "e2e5", 0));
        // Doubled rooks take a defended rook: 490 - 490 + 490, the rook
        // behind joining in once the first has gone.
        let fen = "4r1k1/4r3/8/8/8/8/4R3/4R1K1 w - - 0 1";
        assert!(see(fen, "e2e7", 490));
        assert!(!see(fen, "e2e7", 491));
        // A quiet move to a square a pawn attacks loses the piece.
        assert!(!see("4k3/8/3p4/8/8/5N2/8/4K3 w - - 0 1", "f3e5", 0));
        // The king takes only what nothing defends.
        assert!(see("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1d2", 100));
    }

    #[test]
    fn tt_mate_scores_round_trip() {
        for ply in [0, 3, 10] {
            for v in [MATE - 15, -MATE + 20, 123] {
                assert_eq!(from_tt(to_tt(v, ply), ply), v);
            }
        }
    }
}
