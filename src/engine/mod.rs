//! Rookery's chess engine, in pure Rust (no Bevy): evaluation, alpha-beta
//! search, playing levels and a UCI server.
//!
//! - [`Engine`] searches a position within [`Limits`] (depth, nodes, time,
//!   or until stopped) and reports [`SearchInfo`] after each iteration;
//! - [`choose_move`], [`best_move`] and [`evaluate`] are what the game
//!   calls: the computer's move at a [`Level`], a hint, and an opinion of
//!   the position (for draw offers);
//! - [`uci`] speaks the Universal Chess Interface (`rookery uci`).
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use rookery::engine::{Level, choose_move};
//! use rookery::rules::Game;
//!
//! let game = Game::new();
//! let stop = AtomicBool::new(false);
//! let mv = choose_move(&game, Level::Strength(2), 7, &stop).unwrap();
//! assert!(game.position().is_legal(&mv));
//! ```

mod eval;
pub mod external;
mod levels;
pub mod matches;
mod random;
mod search;
mod tt;
pub mod uci;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

pub use levels::Level;
pub use random::random_move;
pub use search::{Engine, Limits, Score, SearchInfo, SearchResult};

use crate::rules::{Game, Move};

/// The Zobrist keys of the positions before the current one, oldest first.
fn history_keys(game: &Game) -> Vec<u64> {
    game.moves().iter().map(|m| m.before.key()).collect()
}

/// The computer's move for the game's current position at `level`, or
/// `None` when the side to move has no legal move. Stops early (still
/// answering a legal move) when `stop` becomes true.
///
/// For a given game, level and seed the answer is always the same, unless
/// the level's time cap (at most 2 seconds, see [`Level`]) cuts the search
/// short.
pub fn choose_move(game: &Game, level: Level, seed: u64, stop: &AtomicBool) -> Option<Move> {
    let pos = game.position();
    let history = history_keys(game);
    let seed = seed ^ pos.key().rotate_left(23) ^ (history.len() as u64);
    let hash_mb = match level {
        Level::Random => 1,
        Level::Strength(n) => levels::settings(n).hash_mb,
    };
    let mut engine = Engine::new(hash_mb);
    levels::play(
        &mut engine,
        pos,
        &history,
        level,
        &Limits::default(),
        seed,
        stop,
        &mut |_| {},
    )
    .best
}

/// The full-strength best move for the game's current position, searching
/// for at most `time` (less if `stop` becomes true). `None` when the side to
/// move has no legal move.
pub fn best_move(game: &Game, time: Duration, stop: &AtomicBool) -> Option<SearchResult> {
    let pos = game.position();
    if !pos.has_legal_moves() {
        return None;
    }
    let mut engine = Engine::new(16);
    let result = engine.search(
        pos,
        &history_keys(game),
        &Limits::time(time),
        stop,
        &mut |_| {},
    );
    Some(result)
}

/// The engine's opinion of the game's current position from the side to
/// move's view, after searching for at most `time`: `Mate(0)` when it is
/// checkmated, `Cp(0)` when stalemated.
pub fn evaluate(game: &Game, time: Duration, stop: &AtomicBool) -> Score {
    let mut engine = Engine::new(8);
    engine
        .search(
            game.position(),
            &history_keys(game),
            &Limits::time(time),
            stop,
            &mut |_| {},
        )
        .score
}
