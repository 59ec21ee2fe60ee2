//! The puzzle on the board: opened from the library's answer, the
//! opponent's move played after a moment, each of the player's moves
//! judged (right: the reply follows; wrong: taken back, the try failed),
//! the solution shown on request, each try recorded. The only writer of
//! [`Trainer`].

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::EventLoopProxyWrapper;

use super::asking::{ask, ask_next, import};
use super::checking::{CheckMove, Checked};
use super::worker::{Answer, PuzzleThread};
use super::{Current, PuzzleCommand, Stage, Trainer};
use crate::app::GameSet;
use crate::app::held::AppSettings;
use crate::app::held::AppStorage;
use crate::app::session::{
    GameChanged, GameCommand, MoveRequest, MoveSource, OpenSession, Opponent, PlayerKind, Say,
    Session,
};
use crate::app::states::Screen;
use crate::engine::Level;
use crate::library::PuzzleChoice;
use crate::puzzles::generate::is_right;
use crate::rules::ByColor;
use crate::text;

/// How long the trainer waits before it moves (the opponent's first move,
/// a reply, each move of a solution shown), so the eye can follow.
const PAUSE_SECS: f64 = 0.6;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Puzzles), ask_dashboard);
    app.init_resource::<Due>().add_systems(
        Update,
        (
            obey.run_if(on_message::<PuzzleCommand>),
            take_answers.run_if(|t: Res<PuzzleThread>| t.started()),
            judge.run_if(on_message::<GameChanged>),
            take_verdicts.run_if(on_message::<Checked>),
            move_when_due.run_if(|d: Res<Due>| d.0.is_some()),
        )
            .chain()
            .in_set(GameSet::Input),
    );
}

/// When the trainer moves next (seconds of the app's clock).
#[derive(Resource, Debug, Default, PartialEq)]
struct Due(Option<f64>);

#[allow(clippy::too_many_arguments)]
fn obey(
    mut orders: MessageReader<PuzzleCommand>,
    mut trainer: ResMut<Trainer>,
    mut thread: ResMut<PuzzleThread>,
    mut due: ResMut<Due>,
    storage: Option<Res<AppStorage>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
    session: Option<Res<Session>>,
    mut open: MessageWriter<OpenSession>,
    mut game: MessageWriter<GameCommand>,
    mut next_screen: ResMut<NextState<Screen>>,
    time: Res<Time<Real>>,
    settings: Res<AppSettings>,
) {
    let storage = storage.as_deref();
    for order in orders.read() {
        match order {
            // Nothing while a puzzle is already being looked for (the
            // trainer is written only when something changes).
            PuzzleCommand::Start(_) | PuzzleCommand::Next => {
                if let (false, Some(storage)) = (trainer.waiting, storage) {
                    ask_next(order, &mut trainer, &mut thread, storage, proxy.as_ref());
                }
            }
            PuzzleCommand::ShowSolution => {
                let solving = trainer
                    .current
                    .as_ref()
                    .is_some_and(|c| matches!(c.stage, Stage::Solving | Stage::Replying));
                let Some(session) = session.as_deref().filter(|_| solving) else {
                    continue;
                };
                let now = time.elapsed_secs_f64();
                if let Some(shown) = show_solution(&mut trainer, &mut thread, session, now) {
                    open.write(OpenSession {
                        session: Box::new(shown),
                        status: text!("puzzle-solution-status"),
                    });
                    due.0 = Some(now + PAUSE_SECS);
                }
            }
            PuzzleCommand::Analyse => {
                if let Some(session) = session.as_deref() {
                    game.write(GameCommand::Analyse(session.game.ply_count()));
                }
                trainer.current = None;
                due.0 = None;
            }
            PuzzleCommand::Import(path) => {
                if let (None, Some(storage)) = (&trainer.importing, storage) {
                    import(path, &mut trainer, &mut thread, storage, proxy.as_ref());
                }
            }
            PuzzleCommand::CancelImport => thread.cancel_import(),
            PuzzleCommand::Refresh => {
                if !ask(&mut thread, storage, proxy.as_ref(), &settings) {
                    trainer.problem = Some(text!("puzzle-no-library"));
                }
            }
            // The mining plugin's.
            PuzzleCommand::MineMyGames | PuzzleCommand::StopMining => {}
            PuzzleCommand::Leave => {
                // A puzzle still being looked for is not opened when found.
                trainer.waiting = false;
                trainer.current = None;
                due.0 = None;
                next_screen.set(Screen::Puzzles);
            }
        }
    }
}

/// The puzzle on the board given up: a try not failed yet is recorded as
/// failed, and the session to open, in which the trainer moves both
/// sides to play the rest of the solution. None when no puzzle is being
/// solved (the caller looks first, so as not to write the trainer).
fn show_solution(
    trainer: &mut Trainer,
    thread: &mut PuzzleThread,
    session: &Session,
    now: f64,
) -> Option<Session> {
    let current = trainer.current.as_mut()?;
    if !matches!(current.stage, Stage::Solving | Stage::Replying) {
        return None;
    }
    if !current.failed {
        thread.record(current, false, now);
        trainer.streak = 0;
    }
    let current = trainer.current.as_mut()?;
    current.failed = true;
    current.stage = Stage::Shown;
    let mut shown = session.clone();
    shown.players = ByColor {
        white: trainer_player(),
        black: trainer_player(),
    };
    Some(shown)
}

/// Asks the library for the dashboard when it is shown.
fn ask_dashboard(
    mut thread: ResMut<PuzzleThread>,
    mut trainer: ResMut<Trainer>,
    storage: Option<Res<AppStorage>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
    settings: Res<AppSettings>,
) {
    if !ask(&mut thread, storage.as_deref(), proxy.as_ref(), &settings) {
        trainer.problem = Some(text!("puzzle-no-library"));
    }
}

/// The side the trainer moves for.
fn trainer_player() -> PlayerKind {
    PlayerKind::Computer(Opponent::Builtin(Level::FULL))
}

#[allow(clippy::too_many_arguments)]
fn take_answers(
    thread: Res<PuzzleThread>,
    mut trainer: ResMut<Trainer>,
    mut due: ResMut<Due>,
    mut open: MessageWriter<OpenSession>,
    mut next_screen: ResMut<NextState<Screen>>,
    screen: Res<State<Screen>>,
    time: Res<Time<Real>>,
    mut refresh: MessageWriter<PuzzleCommand>,
) {
    for answer in thread.answers() {
        match answer {
            Answer::Next(Ok(Some(_))) if !trainer.waiting => {}
            Answer::Next(Ok(Some(loaded))) => {
                trainer.waiting = false;
                trainer.problem = None;
                trainer.player = Some(loaded.player);
                trainer.change = None;
                match Current::opened(&loaded) {
                    Some((mut current, session)) => {
                        current.woodpecker = trainer.choice == PuzzleChoice::Woodpecker;
                        if let PuzzleChoice::Theme(theme) = &trainer.choice {
                            current.theme = Some(theme.clone());
                        }
                        trainer.current = Some(current);
                        open.write(OpenSession {
                            session: Box::new(session),
                            status: text!("puzzle-opponent-moves"),
                        });
                        due.0 = Some(time.elapsed_secs_f64() + PAUSE_SECS);
                    }
                    None => {
                        trainer.problem = Some(text!(
                            "puzzle-unreadable",
                            id = loaded.puzzle.puzzle.id.clone()
                        ));
                    }
                }
            }
            Answer::Next(Ok(None)) => {
                trainer.waiting = false;
                trainer.problem = Some(text!("puzzle-none-left"));
                if *screen.get() != Screen::Playing {
                    next_screen.set(Screen::Puzzles);
                }
            }
            Answer::Dashboard(Ok(board)) => {
                trainer.dashboard = Some(board);
            }
            Answer::Importing(progress) => {
                trainer.importing = Some(progress);
            }
            Answer::Imported(done) => {
                trainer.importing = None;
                trainer.imported = Some(done);
                // The counts changed.
                refresh.write(PuzzleCommand::Refresh);
            }
            Answer::Dashboard(Err(why)) => {
                trainer.problem = Some(text!("puzzle-library-problem", error = why));
            }
            Answer::Next(Err(why)) => {
                trainer.waiting = false;
                trainer.problem = Some(text!("puzzle-library-problem", error = why));
            }
            Answer::Recorded(Ok(recorded)) => {
                trainer.player = Some(recorded.player.1);
                if recorded.rated {
                    trainer.change = Some((recorded.player.0.shown(), recorded.player.1.shown()));
                }
            }
            Answer::Recorded(Err(why)) => {
                trainer.problem = Some(text!("puzzle-library-problem", error = why));
            }
        }
    }
}

/// Follows the moves on the board: the trainer's own count them; the
/// player's are judged.
#[allow(clippy::too_many_arguments)]
fn judge(
    mut changes: MessageReader<GameChanged>,
    session: Option<Res<Session>>,
    mut trainer: ResMut<Trainer>,
    mut thread: ResMut<PuzzleThread>,
    mut due: ResMut<Due>,
    mut checks: MessageWriter<CheckMove>,
    mut say: MessageWriter<Say>,
    time: Res<Time<Real>>,
) {
    let Some(session) = session.filter(|s| s.puzzle) else {
        changes.clear();
        return;
    };
    let now = time.elapsed_secs_f64();
    for change in changes.read() {
        let GameChanged::Moved(mv, source) = *change else {
            continue;
        };
        let Some(current) = trainer.current.as_mut() else {
            continue;
        };
        if source == MoveSource::Computer {
            current.played += 1;
            match current.stage {
                Stage::Opening | Stage::Replying => {
                    if current.stage == Stage::Opening {
                        current.since = now;
                    }
                    current.stage = Stage::Solving;
                }
                Stage::Shown if current.played < current.moves.len() => {
                    due.0 = Some(now + PAUSE_SECS);
                }
                _ => {}
            }
            continue;
        }
        if current.stage != Stage::Solving {
            continue;
        }
        let ply = session.game.ply_count();
        let Some(before) = ply.checked_sub(1).and_then(|p| session.game.position_at(p)) else {
            continue;
        };
        let expected = current.moves[current.played];
        if !is_right(before, &mv, &expected) {
            // Not the solution's move: the engine says whether it wins as
            // clearly (the board waits, the opponent to move).
            current.stage = Stage::Checking;
            current.wrong = false;
            // The positions before `before`, the search's history.
            let mut history = crate::engine::history_keys(&session.game);
            history.truncate(ply - 1);
            checks.write(CheckMove {
                key: current.key.clone(),
                played: current.played,
                before: *before,
                history,
                solution: expected,
                tried: mv,
            });
            continue;
        }
        current.wrong = false;
        current.played += 1;
        if session.game.position().is_checkmate() || current.played >= current.moves.len() {
            solved(&mut trainer, &mut thread, now, None);
            say.write(Say::info(text!("puzzle-solved")));
        } else {
            current.stage = Stage::Replying;
            due.0 = Some(now + PAUSE_SECS);
            say.write(Say::info(text!("puzzle-best-move")));
        }
    }
}

/// The engine's verdict on a move that was not the solution's: kept, the
/// puzzle is solved (the solution's move named); otherwise taken back.
fn take_verdicts(
    mut verdicts: MessageReader<Checked>,
    session: Option<Res<Session>>,
    mut trainer: ResMut<Trainer>,
    mut thread: ResMut<PuzzleThread>,
    mut game: MessageWriter<GameCommand>,
    mut say: MessageWriter<Say>,
    time: Res<Time<Real>>,
) {
    let now = time.elapsed_secs_f64();
    for verdict in verdicts.read() {
        let waiting = trainer.current.as_ref().is_some_and(|c| {
            c.stage == Stage::Checking && c.key == verdict.key && c.played == verdict.played
        });
        let Some(session) = session.as_deref().filter(|s| s.puzzle && waiting) else {
            continue;
        };
        let Some(current) = trainer.current.as_mut() else {
            continue;
        };
        let ply = session.game.ply_count();
        let before = ply.checked_sub(1).and_then(|p| session.game.position_at(p));
        if let (true, Some(before)) = (verdict.keeps, before) {
            let san = before.san(&current.moves[current.played]);
            solved(&mut trainer, &mut thread, now, Some(san.clone()));
            say.write(Say::info(text!("puzzle-also-wins", san = san)));
            continue;
        }
        current.stage = Stage::Solving;
        current.wrong = true;
        game.write(GameCommand::Undo);
        say.write(Say::warning(text!("puzzle-not-the-move")));
        if !current.failed {
            current.failed = true;
            let current = current.clone();
            thread.record(&current, false, now);
            trainer.streak = 0;
        }
    }
}

/// The puzzle on the board solved (by the solution, or by `also`, the
/// player's own move that won as clearly in place of the solution's
/// move): a first try without a mistake is recorded and counts in the
/// streak.
fn solved(trainer: &mut Trainer, thread: &mut PuzzleThread, now: f64, also: Option<String>) {
    let Some(current) = trainer.current.as_mut() else {
        return;
    };
    current.stage = Stage::Solved;
    current.also = also;
    if !current.failed {
        let current = current.clone();
        thread.record(&current, true, now);
        trainer.streak += 1;
    }
}

/// Plays the trainer's move when its moment comes (keeping the window
/// awake until then).
fn move_when_due(
    mut due: ResMut<Due>,
    trainer: Res<Trainer>,
    session: Option<Res<Session>>,
    time: Res<Time<Real>>,
    mut moves: MessageWriter<MoveRequest>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !crate::app::wake::moment_came(&mut due.0, &time, &mut redraw) {
        return;
    }
    let (Some(current), Some(session)) = (trainer.current.as_ref(), session) else {
        return;
    };
    if !session.puzzle
        || !matches!(
            current.stage,
            Stage::Opening | Stage::Replying | Stage::Shown
        )
    {
        return;
    }
    if let Some(mv) = current.moves.get(current.played) {
        moves.write(MoveRequest::of(mv, MoveSource::Computer));
    }
}
