//! The engines kept between moves: Rookery's own two (the computer's and
//! the helper's) and the running external engine, what the main thread
//! tells them (a new game began), and what the last external engine said
//! about its setup. Kept engines carry what they learnt about the position
//! (the table, the move ordering) from move to move; a new game makes them
//! forget it.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;

use crate::app::session::{GameChanged, Opponent, PlayerKind};
use crate::engine::external::{EngineNote, ExternalEngine, Strength};
use crate::engine::{Engine, GAME_HASH_MB};
use crate::rules::ByColor;

/// An engine kept between moves, with the number of the game it last
/// played in (see [`EngineSignals`]).
pub(super) struct Kept<E> {
    pub(super) engine: E,
    pub(super) game: u64,
}

impl<E> Kept<E> {
    /// The engine, told first (`forget`) when a new game began since it
    /// last played.
    pub(super) fn for_game(&mut self, game: u64, forget: impl FnOnce(&mut E)) -> &mut E {
        if self.game != game {
            forget(&mut self.engine);
            self.game = game;
        }
        &mut self.engine
    }
}

/// A slot for an engine kept between moves.
type Slot<E> = Arc<Mutex<Option<Kept<E>>>>;

/// Rookery's own engines, made at their first search: one plays the
/// computer's moves, the other gives hints and judges draw offers, so the
/// help a player asks for never strengthens their opponent.
#[derive(Resource, Default, Clone)]
pub struct BuiltinEngines {
    pub(super) computer: Slot<Engine>,
    pub(super) helper: Slot<Engine>,
}

/// External engines stay running between moves (and games); one at a
/// time, restarted when the path or the strength changes.
#[derive(Resource, Default, Clone)]
pub struct ExternalEngines(pub(super) Slot<(PathBuf, Strength, ExternalEngine)>);

/// What the main thread tells the engine tasks beside their jobs (their
/// own news comes back in their [`TaskResult`](super::TaskResult)).
#[derive(Resource, Default, Clone)]
pub struct EngineSignals {
    /// The number of the game on the board, raised when a new game begins:
    /// an engine that played in an earlier one forgets it (an external
    /// engine is sent `ucinewgame`) before its next search.
    game: Arc<AtomicU64>,
}

impl EngineSignals {
    /// The number of the game on the board.
    pub(super) fn game(&self) -> u64 {
        self.game.load(Ordering::Relaxed)
    }
}

/// Runs `job` with the kept engine in `slot`, made if there is none yet (or the last one was lost to a panic), cleared if a new game
/// began since it last played.
pub(super) fn with_builtin<T>(
    slot: &Slot<Engine>,
    signals: &EngineSignals,
    job: impl FnOnce(&mut Engine) -> T,
) -> T {
    let mut guard = slot.lock().unwrap_or_else(|poisoned| {
        // A search that panicked left the engine in doubt: start afresh.
        let mut guard = poisoned.into_inner();
        *guard = None;
        guard
    });
    let game = signals.game();
    let kept = guard.get_or_insert_with(|| Kept {
        engine: Engine::new(GAME_HASH_MB),
        game,
    });
    job(kept.for_game(game, Engine::new_game))
}

/// What the last external engine to start said about its setup: a strength
/// option it lacks, an Elo raised to its minimum... Shown in the game panel
/// and in Setup while that engine (path and strength) is the one chosen.
/// Written only by this plugin, from the tasks' results.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct EngineNotes {
    /// The engine's path and the strength it was asked for.
    pub engine: Option<(PathBuf, Strength)>,
    /// The notes, each a sentence for the player.
    pub notes: Vec<EngineNote>,
}

impl EngineNotes {
    /// The notes of the engine at `path` started with `strength` (none if
    /// another engine was the last to start).
    pub fn about(&self, path: &Path, strength: Strength) -> &[EngineNote] {
        match &self.engine {
            Some((p, s)) if p == path && *s == strength => &self.notes,
            _ => &[],
        }
    }

    /// The notes about the external engines among `players`.
    pub fn for_players(&self, players: &ByColor<PlayerKind>) -> Vec<&EngineNote> {
        let mut notes: Vec<&EngineNote> = Vec::new();
        for player in [&players.white, &players.black] {
            if let PlayerKind::Computer(Opponent::External { path, strength }) = player {
                for note in self.about(path, *strength) {
                    if !notes.contains(&note) {
                        notes.push(note);
                    }
                }
            }
        }
        notes
    }
}

/// A new game (`GameChanged::Reset`) is passed on to the kept engines by
/// their next search.
pub(super) fn mark_new_game(mut changes: MessageReader<GameChanged>, signals: Res<EngineSignals>) {
    if changes.read().any(|c| *c == GameChanged::Reset) {
        signals.game.fetch_add(1, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::*;
    use crate::engine::Limits;
    use crate::rules::Game;

    /// The computer keeps its engine, and what it learnt, from move to
    /// move; a new game makes it forget; the helper (hints, draw offers) is
    /// another engine.
    #[test]
    fn the_engine_is_kept_for_the_game_and_cleared_by_a_new_one() {
        let engines = BuiltinEngines::default();
        let signals = EngineSignals::default();
        let stop = AtomicBool::new(false);
        let game = Game::new();
        let level = crate::engine::Level::Strength(5);
        let mv = with_builtin(&engines.computer, &signals, |e| {
            assert_eq!(e.hash_full(), 0, "a new engine knows nothing");
            e.choose_move(&game, level, &Limits::default(), 1, &stop)
        });
        assert!(mv.is_some());
        let learnt = with_builtin(&engines.computer, &signals, |e| e.hash_full());
        assert!(learnt > 0, "the next move finds the table as it was left");
        let helper = with_builtin(&engines.helper, &signals, |e| e.hash_full());
        assert_eq!(helper, 0, "the helper has its own table");
        signals.game.fetch_add(1, Ordering::Relaxed);
        let after = with_builtin(&engines.computer, &signals, |e| e.hash_full());
        assert_eq!(after, 0, "a new game empties the table");
    }
}
