//! The computer at the board: when a computer player is to move, its move
//! is searched on Bevy's async compute pool while the window keeps drawing;
//! hints ("Help me move") and answers to draw offers work the same way.
//! The engines are kept for the whole game, so that what they learnt about
//! the position (the table, the move ordering) carries over from move to
//! move; a new game makes them forget it.
//! Every task carries a stop flag: a new game, an undo, a resignation or
//! leaving the game stops it at once, and a result that arrives for a
//! position that is no longer on the board is thrown away.
//!
//! `engines` holds the engines kept between moves (and what an external
//! one said about its setup), `computer` starts the computer's move and
//! `helper` the hints and draw answers. This file has the plugin, the
//! running task ([`Thinking`]), what a task brings back and
//! `collect_answers`, which hands every answer on.

mod computer;
mod engines;
mod helper;

pub use engines::{BuiltinEngines, EngineNotes, EngineSignals, ExternalEngines};
pub use helper::{Hint, accepts_draw};

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use bevy::window::RequestRedraw;

use super::clock::GameClock;
use super::i18n::Phrase;
use super::session::{GameChanged, GameCommand, MoveRequest, MoveSource, Say, Session};
use super::settings::RememberEnginePath;
use super::states::InGame;
use super::{GameSet, Pausable};
use crate::engine::{Book, Score};
use crate::rules::{Clock, Color, Move};
use computer::start_computer_move;
use engines::mark_new_game;
use helper::start_hint_and_draw_answer;

/// What a background task was asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TaskKind {
    /// The computer's own move.
    Move,
    /// A hint for the human to move.
    Hint,
    /// Whether to accept a draw offer.
    DrawOffer,
}

/// What a background task brings back: its answer and, from an external
/// engine, that engine and its notes (its path is remembered for next
/// time, its notes are shown; both on the main thread).
#[derive(Debug)]
pub struct TaskResult {
    /// The answer.
    pub answer: TaskAnswer,
    /// The external engine that ran for this task (started for it or
    /// already running) and what it said about its setup. Every answer
    /// carries it, so notes are not lost with a task that was cancelled
    /// (a cancelled task's result is never read) after it started the
    /// engine: the next answer brings them.
    pub engine: Option<EngineNotes>,
}

impl From<TaskAnswer> for TaskResult {
    fn from(answer: TaskAnswer) -> TaskResult {
        TaskResult {
            answer,
            engine: None,
        }
    }
}

/// The answer of a background task.
#[derive(Debug)]
pub enum TaskAnswer {
    /// A move (the computer's, or a hint).
    Move(Option<Move>),
    /// The external engine failed; the message says how.
    EngineFailed(Phrase),
    /// The evaluation of the position, from the side to move's view.
    Evaluation(Score),
}

/// The running search, if any.
#[derive(Resource, Default)]
pub struct Thinking {
    task: Option<(TaskKind, usize, Task<TaskResult>)>,
    stop: Arc<AtomicBool>,
}

impl Thinking {
    /// Whether a search of `kind` is running.
    pub fn is_running(&self, kind: TaskKind) -> bool {
        self.task.as_ref().is_some_and(|(k, _, _)| *k == kind)
    }

    /// Stops the running search (its answer will be ignored).
    pub fn cancel(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.task = None;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        .init_resource::<Hint>()
        .init_resource::<BuiltinEngines>()
        .init_resource::<ExternalEngines>()
        .init_resource::<EngineSignals>()
        .init_resource::<EngineNotes>()
        .add_systems(
            Update,
            mark_new_game
                .in_set(GameSet::EndDetection)
                .before(StartTasks),
        )
        .add_systems(
            Update,
            (
                cancel_on_change,
                // Not while the game is paused.
                start_computer_move
                    .pipe(spawn_tasks)
                    .in_set(Pausable)
                    .in_set(StartTasks),
                start_hint_and_draw_answer
                    .pipe(spawn_tasks)
                    .in_set(StartTasks),
                collect_answers,
            )
                .chain()
                .in_set(GameSet::EndDetection)
                .run_if(in_state(InGame)),
        )
        .add_systems(Startup, open_book)
        .add_systems(OnExit(InGame), stop_everything)
        .add_systems(Update, keep_awake.in_set(GameSet::Present));
}

/// Reads the opening book in the background, so it is ready by the
/// computer's first move; a line of the list that cannot be used is
/// reported in the log and left out (the engine plays on without it).
fn open_book() {
    AsyncComputeTaskPool::get()
        .spawn(async {
            let (book, problems) = Book::builtin();
            for problem in problems {
                warn!("opening book: {problem}");
            }
            info!("opening book: {} positions", book.len());
        })
        .detach();
}

fn stop_everything(mut thinking: ResMut<Thinking>, mut hint: ResMut<Hint>) {
    thinking.cancel();
    hint.0 = None;
}

/// An undo, a new game or a finished game makes the running search moot;
/// so does a paused clock, as the computer must not think on time that
/// does not count (it starts again when the clock runs).
fn cancel_on_change(
    mut changes: MessageReader<GameChanged>,
    session: Option<Res<Session>>,
    mut thinking: ResMut<Thinking>,
    mut hint: ResMut<Hint>,
    clock: Res<GameClock>,
) {
    let Some(session) = session else { return };
    let ply = session.game.ply_count();
    let mut changed = false;
    let mut rewound = false;
    for change in changes.read() {
        changed = true;
        rewound |= matches!(change, GameChanged::Undone(_) | GameChanged::Reset);
    }
    let stale = thinking
        .task
        .as_ref()
        .is_some_and(|(_, for_ply, _)| *for_ply != ply);
    let clock_paused = clock.0.as_ref().is_some_and(Clock::is_paused);
    let moot = thinking.task.is_some() && (stale || rewound || session.game.is_over());
    if moot || (clock_paused && thinking.is_running(TaskKind::Move)) {
        thinking.cancel();
    }
    if changed && hint.0.as_ref().is_some_and(|(p, _, _)| *p != ply) {
        hint.0 = None;
    }
}

/// Starts `job` in the background as the running task (of `kind`, for the
/// position with `ply` moves played), stopping the one before; `computer`
/// and `helper` start theirs with it.
/// The systems that start tasks (a new game is marked before them).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct StartTasks;

/// Work for the task pool that a system asks for: its kind, the ply it is
/// for and the job. The systems that decide on it return it; only
/// [`spawn_tasks`] starts it (and writes [`Thinking`]).
pub(super) struct NewTask {
    kind: TaskKind,
    ply: usize,
    job: Box<dyn FnOnce(&AtomicBool) -> TaskResult + Send>,
}

impl NewTask {
    pub(super) fn new(
        kind: TaskKind,
        ply: usize,
        job: impl FnOnce(&AtomicBool) -> TaskResult + Send + 'static,
    ) -> NewTask {
        NewTask {
            kind,
            ply,
            job: Box::new(job),
        }
    }
}

/// Starts the tasks asked for, each stopping the one before.
fn spawn_tasks(In(tasks): In<Vec<NewTask>>, mut thinking: ResMut<Thinking>) {
    for NewTask { kind, ply, job } in tasks {
        thinking.cancel();
        let stop = Arc::new(AtomicBool::new(false));
        thinking.stop = stop.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move { job(&stop) });
        thinking.task = Some((kind, ply, task));
    }
}

/// Takes in a finished task's answer and hands it on: the computer's move
/// to play, a failed engine, a hint to show, a draw offer's answer.
fn collect_answers(
    mut thinking: ResMut<Thinking>,
    session: Option<Res<Session>>,
    mut hint: ResMut<Hint>,
    mut requests: MessageWriter<MoveRequest>,
    mut commands: MessageWriter<GameCommand>,
    mut remember: MessageWriter<RememberEnginePath>,
    mut say: MessageWriter<Say>,
    mut engine_notes: ResMut<EngineNotes>,
) {
    let Some(session) = session else { return };
    // Only a finished task is taken out (the resource is written then only).
    if !thinking
        .task
        .as_ref()
        .is_some_and(|(_, _, task)| task.is_finished())
    {
        return;
    }
    let Some((kind, ply, mut task)) = thinking.task.take() else {
        return;
    };
    let Some(TaskResult { answer, engine }) = check_ready(&mut task) else {
        return;
    };
    // True of the engine whatever became of the position: kept even when
    // the answer is too late to use.
    if let Some(notes) = engine {
        if let Some((path, _)) = &notes.engine {
            // Only a path that worked is offered again next time (the
            // settings change only when it differs).
            remember.write(RememberEnginePath(path.to_string_lossy().into_owned()));
        }
        engine_notes.set_if_neq(notes);
    }
    if ply != session.game.ply_count() || session.game.is_over() {
        return;
    }
    match (kind, answer) {
        (TaskKind::Move, TaskAnswer::Move(Some(mv))) => {
            requests.write(MoveRequest::of(&mv, MoveSource::Computer));
        }
        (TaskKind::Move, TaskAnswer::EngineFailed(why)) => {
            let side = session.game.side_to_move();
            commands.write(GameCommand::EngineFailed { side, why });
        }
        (TaskKind::Hint, TaskAnswer::Move(Some(mv))) => {
            let san = session.position().san(&mv);
            say.write(Say::info(crate::text!(
                "status-hint",
                san = crate::app::i18n::Arg::San(san.clone())
            )));
            hint.0 = Some((ply, mv, san));
        }
        (TaskKind::DrawOffer, TaskAnswer::Evaluation(score)) => {
            // The computer answers as the side the offer was made to (none
            // if the offer went meanwhile), whoever uses the buttons now.
            if let Some(by) = session.draw_offer.map(Color::other) {
                commands.write(GameCommand::AnswerDraw {
                    by,
                    accept: accepts_draw(score),
                });
            }
        }
        _ => {}
    }
}

/// While the computer thinks, keep frames coming so "Thinking..." animates
/// and the answer is picked up at once.
fn keep_awake(thinking: Res<Thinking>, mut redraw: MessageWriter<RequestRedraw>) {
    if thinking.task.is_some() {
        redraw.write(RequestRedraw);
    }
}
