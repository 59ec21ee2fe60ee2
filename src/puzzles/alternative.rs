//! A move other than the solution's, judged for the trainer: accepted
//! when it keeps the puzzle's outcome as clearly, as lichess accepts
//! another mate in one, so that a player who finds a second winning move
//! is not told "Not the move".
//!
//! The rule is the one a puzzle is checked by (lichess-puzzler's
//! only-move rule, [`super::generate::only_move`]) read the other way:
//! the tried move is accepted when that rule could not tell it from the
//! solution's move, and it leaves the solver at least +2.00 up (or as
//! well placed as the solution's move does, in a puzzle that only
//! saves a game). Both moves are scored in one search that looks at
//! those two alone, so they are judged at the same depth.

use std::sync::atomic::AtomicBool;

use super::analyst::Pair;
use super::generate::only_move;
use crate::engine::{Engine, Limits, PvLine, Score};
use crate::rules::{Move, Position};

/// The nodes of the search that judges a move: a few tenths of a second
/// on a desktop's core.
pub const CHECK_NODES: u64 = 300_000;

/// How far up a move must leave the solver (when the solution's move
/// leaves them further up), for the puzzle's outcome to count as kept.
pub const WINNING: Score = Score::Cp(200);

/// Whether `tried`, played by the side to move in `before` (reached with
/// the positions of `history` before it) where the puzzle's solution
/// plays `solution`, keeps the puzzle's outcome as clearly. A move that
/// mates at once always does; an illegal one never does.
pub fn keeps_outcome(
    engine: &mut Engine,
    before: &Position,
    history: &[u64],
    solution: &Move,
    tried: &Move,
    nodes: u64,
    stop: &AtomicBool,
) -> bool {
    if !before.is_legal(tried) || !before.is_legal(solution) {
        return false;
    }
    if tried == solution || before.after(tried).is_checkmate() {
        return true;
    }
    let limits = Limits {
        search_moves: vec![*solution, *tried],
        multipv: 2,
        ..Limits::nodes(nodes)
    };
    let mut lines: Vec<PvLine> = Vec::new();
    engine.search(before, history, &limits, stop, &mut |info| {
        lines = info.lines.clone()
    });
    let score_of = |mv: &Move| {
        lines
            .iter()
            .find(|l| l.moves.first() == Some(mv))
            .map(|l| l.score)
    };
    let (Some(best), Some(second)) = (score_of(solution), score_of(tried)) else {
        return false;
    };
    let pair = Pair {
        best: (*solution, best),
        second: Some((*tried, second)),
    };
    !only_move(&pair) && (second >= WINNING || second >= best)
}
