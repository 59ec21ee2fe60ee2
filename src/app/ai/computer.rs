//! The computer's move: when a computer player is to move, its move is
//! searched in the background, by Rookery's own engine (or its opening
//! book) or by the external engine chosen, on the clock or paced so that
//! a person can follow.

use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::prelude::*;

use super::engines::{
    BuiltinEngines, EngineNotes, EngineSignals, ExternalEngines, Kept, with_builtin,
};
use super::{NewTask, TaskAnswer, TaskKind, TaskResult, Thinking};
use crate::app::clock::GameClock;
use crate::app::held::AppSettings;
use crate::app::i18n::engine_error_text;
use crate::app::session::{Opponent, PlayerKind, Session};
use crate::app::states::Screen;
use crate::engine::external::{EngineError, ExternalEngine, Go, Strength};
use crate::engine::{Book, Clock as EngineClock, Limits};
use crate::rules::{Clock, Color, Game, Move};

/// The time the external engine gets per move.
const EXTERNAL_MOVETIME: Duration = Duration::from_millis(800);
/// The least time between two computer moves, so they can be followed.
const MIN_COMPUTER_TURN: Duration = Duration::from_millis(350);

/// Starts the search for the computer's move when a computer player is to
/// move and nothing holds the game (a pause, a paused clock, its end).
pub(super) fn start_computer_move(
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    thinking: Res<Thinking>,
    builtin: Res<BuiltinEngines>,
    engines: Res<ExternalEngines>,
    signals: Res<EngineSignals>,
    settings: Option<Res<AppSettings>>,
    time: Res<Time<Real>>,
    clock: Res<GameClock>,
) -> Vec<NewTask> {
    let mut tasks = Vec::new();
    let Some(session) = session else {
        return tasks;
    };
    if *screen.get() != Screen::Playing
        || clock.0.as_ref().is_some_and(Clock::is_paused)
        || session.game.is_over()
        || session.puzzle
        || session.lesson
        || session.drill
        || thinking.is_running(TaskKind::Move)
    {
        return tasks;
    }
    let side = session.game.side_to_move();
    let PlayerKind::Computer(opponent) = session.players[side].clone() else {
        return tasks;
    };
    let game = session.game.clone();
    let ply = game.ply_count();
    let seed = time.elapsed().as_nanos() as u64 ^ (ply as u64).wrapping_mul(0x9e37_79b9);
    let started = std::time::Instant::now();
    // On the clock (once it runs), the engine spends its own time, and no
    // pause is added to let a person follow: that would cost it time.
    let on_clock = clock.0.as_ref().filter(|c| c.has_started());
    let limits = on_clock.map_or_else(Limits::default, |c| {
        Limits::clock(&EngineClock {
            left: c.left(side),
            increment: c.control().allowance(side).bonus,
            moves_to_go: None,
        })
    });
    // UCI has no delay: a delay goes as the increment it is at most worth.
    let go = on_clock.map_or(Go::Movetime(EXTERNAL_MOVETIME), |c| Go::Clock {
        wtime: c.left(Color::White),
        btime: c.left(Color::Black),
        winc: c.control().white.bonus,
        binc: c.control().black.bonus,
    });
    let paced = on_clock.is_none();
    match opponent {
        Opponent::Builtin(level) => {
            let slot = builtin.computer.clone();
            let signals = signals.clone();
            let varied = settings.is_none_or(|s| s.varied_openings);
            tasks.push(NewTask::new(TaskKind::Move, ply, move |stop| {
                let from_book = if varied {
                    Book::builtin().0.choose(&game, level, seed)
                } else {
                    None
                };
                let mv = from_book.or_else(|| {
                    with_builtin(&slot, &signals, |engine| {
                        engine.choose_move(&game, level, &limits, seed, stop)
                    })
                });
                if paced {
                    pace(started, stop);
                }
                TaskAnswer::Move(mv).into()
            }));
        }
        Opponent::External { path, strength } => {
            let engines = engines.0.clone();
            let signals = signals.clone();
            tasks.push(NewTask::new(TaskKind::Move, ply, move |stop| {
                let result = external_move(&engines, &signals, &path, strength, &game, &go, stop);
                if paced {
                    pace(started, stop);
                }
                result
            }));
        }
    }
    tasks
}

/// Waits out the rest of the minimum turn, unless stopped.
fn pace(started: std::time::Instant, stop: &AtomicBool) {
    while started.elapsed() < MIN_COMPUTER_TURN && !stop.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn external_move(
    engines: &Mutex<Option<Kept<(PathBuf, Strength, ExternalEngine)>>>,
    signals: &EngineSignals,
    path: &PathBuf,
    strength: Strength,
    game: &Game,
    go: &Go,
    stop: &AtomicBool,
) -> TaskResult {
    let Ok(mut slot) = engines.lock() else {
        return TaskAnswer::EngineFailed(crate::text!("engine-error-unavailable")).into();
    };
    let game_no = signals.game();
    if slot
        .as_ref()
        .is_none_or(|kept| kept.engine.0 != *path || kept.engine.1 != strength)
    {
        // The old engine (if any) goes first: two need not run at once.
        *slot = None;
        match ExternalEngine::start(path, strength) {
            Ok(e) => {
                *slot = Some(Kept {
                    engine: (path.clone(), strength, e),
                    game: game_no,
                });
            }
            Err(e) => return TaskAnswer::EngineFailed(engine_error_text(&e)).into(),
        }
    }
    let Some(kept) = slot.as_mut() else {
        return TaskAnswer::EngineFailed(crate::text!("engine-error-unavailable")).into();
    };
    // A freshly started engine gets `ucinewgame` before its first search anyway.
    let (_, _, engine) = kept.for_game(game_no, |(_, _, e)| e.new_game());
    // Only an engine that started is remembered and its notes shown.
    let notes = EngineNotes {
        engine: Some((path.clone(), strength)),
        notes: engine.notes().to_vec(),
    };
    let moves: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
    let answer = match engine.go(game.start_position(), &moves, go, stop) {
        Ok(mv) => TaskAnswer::Move(Some(mv)),
        Err(EngineError::Stopped) => TaskAnswer::Move(None),
        Err(e) => {
            // A crashed or confused engine is dropped; the next move starts a fresh one.
            *slot = None;
            TaskAnswer::EngineFailed(engine_error_text(&e))
        }
    };
    TaskResult {
        answer,
        engine: Some(notes),
    }
}
