//! Rookery's chess engine, in pure Rust (no Bevy): evaluation, alpha-beta
//! search, playing levels and a UCI server.
//!
//! - [`Engine`] searches a position within [`Limits`] (depth, nodes, a
//!   move time, a clock's [`Budget`], or until stopped) and reports
//!   [`SearchInfo`] after each iteration;
//! - a game keeps one [`Engine`] from its first move to its last and asks
//!   it for the computer's move at a [`Level`] ([`Engine::choose_move`]),
//!   a hint ([`Engine::best_game_move`]) and an opinion of the position
//!   for draw offers ([`Engine::evaluate_game`]); [`choose_move`],
//!   [`best_move`] and [`evaluate`] do the same with a fresh engine;
//! - [`uci`] speaks the Universal Chess Interface (`rookery uci`).
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use rookery::engine::{Engine, Level, Limits, GAME_HASH_MB};
//! use rookery::rules::Game;
//!
//! let mut engine = Engine::new(GAME_HASH_MB);
//! let mut game = Game::new();
//! let stop = AtomicBool::new(false);
//! for _ in 0..4 {
//!     let mv = engine
//!         .choose_move(&game, Level::Strength(2), &Limits::default(), 7, &stop)
//!         .unwrap();
//!     game.try_play(&mv).unwrap();
//! }
//! engine.new_game();
//! ```

mod book;
pub mod datagen;
mod eval;
pub mod external;
mod levels;
pub mod matches;
pub mod nnue;
mod params;
mod random;
pub mod review;
pub mod reviewer;
mod search;
mod time;
mod tt;
pub mod tune;
pub mod uci;
mod weights;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

pub use book::{Book, BookMove, book_plies};
pub use levels::{Level, RATINGS, Rating, SAFETY_TIME};
pub use random::random_move;
pub use search::{Engine, Limits, PvLine, Score, SearchInfo, SearchResult};
pub use time::{Budget, Clock, MOVE_OVERHEAD};

use crate::rules::{Game, Move};

/// The transposition table size of the engine the game keeps, in megabytes.
pub const GAME_HASH_MB: usize = 16;

/// The Zobrist keys of the positions before the current one, oldest first:
/// the history a search of the game's position is given.
pub fn history_keys(game: &Game) -> Vec<u64> {
    game.moves().iter().map(|m| m.before.key()).collect()
}

/// What the game asks of the engine it keeps for the whole game (so that
/// its table and move-ordering memory carry over from move to move): the
/// computer's move, a hint and an opinion of the position. Call
/// [`Engine::new_game`] when a new game starts.
impl Engine {
    /// The computer's move for the game's current position at `level`, or
    /// `None` when the side to move has no legal move. Stops early (still
    /// answering a legal move) when `stop` becomes true. `limits` (a clock
    /// or a move time) replace the level's own time; pass
    /// `Limits::default()` to let the level think for its own time.
    pub fn choose_move(
        &mut self,
        game: &Game,
        level: Level,
        limits: &Limits,
        seed: u64,
        stop: &AtomicBool,
    ) -> Option<Move> {
        let pos = game.position();
        let history = history_keys(game);
        let seed = seed ^ pos.key().rotate_left(23) ^ (history.len() as u64);
        let timer = std::time::Instant::now();
        levels::play(
            self,
            pos,
            &history,
            level,
            limits,
            seed,
            stop,
            &mut |_| {},
            &timer,
        )
        .best
    }

    /// The full-strength best move for the game's current position,
    /// searching for `time` (less if `stop` becomes true). `None` when the
    /// side to move has no legal move.
    pub fn best_game_move(
        &mut self,
        game: &Game,
        time: Duration,
        stop: &AtomicBool,
    ) -> Option<SearchResult> {
        let pos = game.position();
        if !pos.has_legal_moves() {
            return None;
        }
        let result = self.search(
            pos,
            &history_keys(game),
            &Limits::time(time),
            stop,
            &mut |_| {},
        );
        Some(result)
    }

    /// The engine's opinion of the game's current position from the side
    /// to move's view, after searching for `time`: `Mate(0)` when it is
    /// checkmated, `Cp(0)` when stalemated.
    pub fn evaluate_game(&mut self, game: &Game, time: Duration, stop: &AtomicBool) -> Score {
        self.search(
            game.position(),
            &history_keys(game),
            &Limits::time(time),
            stop,
            &mut |_| {},
        )
        .score
    }
}

/// [`Engine::choose_move`] by a fresh engine, with the level's own time:
/// for a given game, level and seed the answer is always the same, unless
/// the level's time cap (at most 2 seconds, see [`Level`]) cuts the search
/// short. A game keeps one [`Engine`] instead.
pub fn choose_move(game: &Game, level: Level, seed: u64, stop: &AtomicBool) -> Option<Move> {
    Engine::new(levels::hash_mb(level)).choose_move(game, level, &Limits::default(), seed, stop)
}

/// [`Engine::best_game_move`] by a fresh engine.
pub fn best_move(game: &Game, time: Duration, stop: &AtomicBool) -> Option<SearchResult> {
    Engine::new(GAME_HASH_MB).best_game_move(game, time, stop)
}

/// [`Engine::evaluate_game`] by a fresh engine.
pub fn evaluate(game: &Game, time: Duration, stop: &AtomicBool) -> Score {
    Engine::new(8).evaluate_game(game, time, stop)
}
