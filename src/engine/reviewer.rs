//! Who judges the positions of a game for its review: Rookery's engine
//! searching within limits ([`OwnReviewer`]), or a UCI engine the player
//! has, such as Stockfish, searching each position to a depth
//! ([`UciReviewer`]). The review itself (each move's class, the better
//! line, the accuracy) is the same whichever judged.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

use super::external::{EngineError, ExternalEngine, Strength};
use super::review::{GameReview, PositionReview, from_line, game_over, review_position};
use super::search::{Engine, Limits, PvLine};
use crate::rules::{Game, Move};

/// The depth an outside engine searches each position of a review to by
/// default: Stockfish takes well under a second a position there on one
/// core.
pub const UCI_DEPTH: u32 = 18;

/// The depth of the deeper review by an outside engine.
pub const UCI_DEEP_DEPTH: u32 = 22;

/// An engine's view of the positions of a game.
pub trait Reviewer {
    /// The view of `game`'s position after `ply` moves; `history` holds the
    /// keys of the positions before it (for repetitions).
    ///
    /// # Errors
    /// What stopped an outside engine (it crashed, hung or answered
    /// nonsense); Rookery's own never fails.
    fn look(
        &mut self,
        game: &Game,
        ply: usize,
        history: &[u64],
        stop: &AtomicBool,
    ) -> Result<PositionReview, EngineError>;

    /// Forgets what it learnt of the last game (its table).
    fn new_game(&mut self);
}

/// Rookery's engine, each position searched within `limits`.
pub struct OwnReviewer<'a> {
    /// The engine.
    pub engine: &'a mut Engine,
    /// Its limits for each position.
    pub limits: Limits,
}

impl Reviewer for OwnReviewer<'_> {
    fn look(
        &mut self,
        game: &Game,
        ply: usize,
        history: &[u64],
        stop: &AtomicBool,
    ) -> Result<PositionReview, EngineError> {
        let pos = game
            .position_at(ply)
            .ok_or_else(|| EngineError::Protocol(format!("the game has no ply {ply}")))?;
        Ok(review_position(
            self.engine,
            pos,
            history,
            &self.limits,
            stop,
        ))
    }

    fn new_game(&mut self) {
        self.engine.new_game();
    }
}

/// A UCI engine searching each position to a fixed depth, told the game's
/// moves so far (so it sees repetitions itself).
pub struct UciReviewer {
    engine: ExternalEngine,
    depth: u32,
}

impl UciReviewer {
    /// Starts the program at `path` with `args`, at its full strength, to
    /// search each position to `depth` plies (1 to 100).
    ///
    /// # Errors
    /// As [`ExternalEngine::start`]: no such program, not one that can run,
    /// or no UCI handshake.
    pub fn start(path: &Path, args: &[String], depth: u32) -> Result<UciReviewer, EngineError> {
        let engine = ExternalEngine::start_with_args(path, args, Strength::Default)?;
        Ok(UciReviewer {
            engine,
            depth: depth.clamp(1, 100),
        })
    }

    /// The engine's name, as it gave it.
    pub fn name(&self) -> &str {
        self.engine.name()
    }

    /// Tells the engine to quit.
    pub fn quit(self) {
        self.engine.quit();
    }
}

impl Reviewer for UciReviewer {
    fn look(
        &mut self,
        game: &Game,
        ply: usize,
        _history: &[u64],
        stop: &AtomicBool,
    ) -> Result<PositionReview, EngineError> {
        let (Some(start), Some(pos)) = (game.position_at(0), game.position_at(ply)) else {
            return Err(EngineError::Protocol(format!("the game has no ply {ply}")));
        };
        if let Some(over) = game_over(pos) {
            return Ok(over);
        }
        let moves: Vec<Move> = game.moves()[..ply].iter().map(|m| m.mv).collect();
        let mut best: Option<PvLine> = None;
        self.engine
            .analyse(start, &moves, 1, Some(self.depth), stop, &mut |info| {
                if let Some(line) = info.lines.first().filter(|l| !l.moves.is_empty()) {
                    best = Some(line.clone());
                }
            })?;
        if stop.load(Ordering::Relaxed) {
            return Err(EngineError::Stopped);
        }
        let Some(line) = best else {
            return Err(EngineError::Protocol(format!(
                "{} gave no line for the position {}",
                self.engine.name(),
                pos.to_fen()
            )));
        };
        Ok(from_line(pos, &line))
    }

    fn new_game(&mut self) {
        self.engine.new_game();
    }
}

/// Reviews every position of `game` with `reviewer`, calling
/// `progress(done, total)` after each position. `Ok(None)` when `stop`
/// became true (the rest unreviewed).
///
/// # Errors
/// What stopped an outside engine; the review so far is dropped.
pub fn review_game_by(
    reviewer: &mut dyn Reviewer,
    game: &Game,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Option<GameReview>, EngineError> {
    let total = game.ply_count() + 1;
    let mut positions = Vec::with_capacity(total);
    let mut history: Vec<u64> = Vec::with_capacity(total);
    for ply in 0..total {
        if stop.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let Some(pos) = game.position_at(ply) else {
            return Ok(None);
        };
        match reviewer.look(game, ply, &history, stop) {
            Ok(view) => positions.push(view),
            Err(EngineError::Stopped) => return Ok(None),
            Err(e) => return Err(e),
        }
        history.push(pos.key());
        progress(ply + 1, total);
    }
    Ok(Some(GameReview::from_positions(game, positions)))
}

/// Reviews every position of `game` with Rookery's `engine` within
/// `limits` each, calling `progress(done, total)` after each position;
/// stops early (the rest unreviewed, `None`) when `stop` becomes true.
pub fn review_game(
    engine: &mut Engine,
    game: &Game,
    limits: &Limits,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(usize, usize),
) -> Option<GameReview> {
    let mut own = OwnReviewer {
        engine,
        limits: limits.clone(),
    };
    // Rookery's own engine never fails.
    review_game_by(&mut own, game, stop, progress)
        .ok()
        .flatten()
}
