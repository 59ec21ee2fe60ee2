//! The computer at the board: when a computer player is to move, its move
//! is searched on Bevy's async compute pool while the window keeps drawing;
//! hints ("Help me move") and answers to draw offers work the same way.
//! The engines are kept for the whole game, so that what they learnt about
//! the position (the table, the move ordering) carries over from move to
//! move; a new game makes them forget it.
//! Every task carries a stop flag: a new game, an undo, a resignation or
//! leaving the game stops it at once, and a result that arrives for a
//! position that is no longer on the board is thrown away.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use bevy::window::RequestRedraw;

use super::GameSet;
use super::clock::GameClock;
use super::i18n::{Text, engine_error_text};
use super::session::{
    GameChanged, GameCommand, MoveRequest, MoveSource, Opponent, PlayerKind, Say, Session,
};
use super::settings::RememberEnginePath;
use super::states::{InGame, Pause, Screen};
use crate::engine::external::{EngineError, EngineNote, ExternalEngine, Go, Strength};
use crate::engine::{Book, Clock as EngineClock, Engine, GAME_HASH_MB, Limits, Score};
use crate::persist::settings::Settings;
use crate::rules::{ByColor, Clock, Color, Game, Move};

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
    EngineFailed(Text),
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

/// The last hint: the move and its SAN, for the position with `ply` moves played.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Hint(pub Option<(usize, Move, String)>);

/// An engine kept between moves, with the number of the game it last
/// played in (see [`EngineSignals`]).
struct Kept<E> {
    engine: E,
    game: u64,
}

impl<E> Kept<E> {
    /// The engine, told first (`forget`) when a new game began since it
    /// last played.
    fn for_game(&mut self, game: u64, forget: impl FnOnce(&mut E)) -> &mut E {
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
    computer: Slot<Engine>,
    helper: Slot<Engine>,
}

/// External engines stay running between moves (and games); one at a
/// time, restarted when the path or the strength changes.
#[derive(Resource, Default, Clone)]
pub struct ExternalEngines(Slot<(PathBuf, Strength, ExternalEngine)>);

/// What the main thread tells the engine tasks beside their jobs (their
/// own news comes back in their [`TaskResult`]).
#[derive(Resource, Default, Clone)]
pub struct EngineSignals {
    /// The number of the game on the board, raised when a new game begins:
    /// an engine that played in an earlier one forgets it (an external
    /// engine is sent `ucinewgame`) before its next search.
    game: Arc<AtomicU64>,
}

impl EngineSignals {
    fn game(&self) -> u64 {
        self.game.load(Ordering::Relaxed)
    }
}

/// Runs `job` with the kept engine in `slot`, made by `make` if there is
/// none yet (or the last one was lost to a panic), cleared if a new game
/// began since it last played.
fn with_builtin<T>(
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

/// The time the external engine gets per move.
const EXTERNAL_MOVETIME: Duration = Duration::from_millis(800);
/// The time a hint is searched for.
const HINT_TIME: Duration = Duration::from_millis(700);
/// The time a draw offer is thought over.
const DRAW_OFFER_TIME: Duration = Duration::from_millis(400);
/// The least time between two computer moves, so they can be followed.
const MIN_COMPUTER_TURN: Duration = Duration::from_millis(350);

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
                .before(start_computer_move),
        )
        .add_systems(
            Update,
            (
                cancel_on_change,
                start_computer_move,
                start_hint_and_draw_answer,
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

/// A new game (`GameChanged::Reset`) is passed on to the kept engines by
/// their next search.
fn mark_new_game(mut changes: MessageReader<GameChanged>, signals: Res<EngineSignals>) {
    if changes.read().any(|c| *c == GameChanged::Reset) {
        signals.game.fetch_add(1, Ordering::Relaxed);
    }
}

fn spawn(
    thinking: &mut Thinking,
    kind: TaskKind,
    ply: usize,
    job: impl FnOnce(&AtomicBool) -> TaskResult + Send + 'static,
) {
    thinking.cancel();
    let stop = Arc::new(AtomicBool::new(false));
    thinking.stop = stop.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move { job(&stop) });
    thinking.task = Some((kind, ply, task));
}

fn start_computer_move(
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    pause: Option<Res<State<Pause>>>,
    mut thinking: ResMut<Thinking>,
    builtin: Res<BuiltinEngines>,
    engines: Res<ExternalEngines>,
    signals: Res<EngineSignals>,
    settings: Option<Res<Settings>>,
    time: Res<Time<Real>>,
    clock: Res<GameClock>,
) {
    let Some(session) = session else { return };
    if *screen.get() != Screen::Playing
        || pause.is_some_and(|p| *p.get() == Pause::Paused)
        || clock.0.as_ref().is_some_and(Clock::is_paused)
        || session.game.is_over()
        || thinking.is_running(TaskKind::Move)
    {
        return;
    }
    let side = session.game.side_to_move();
    let PlayerKind::Computer(opponent) = session.players[side].clone() else {
        return;
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
            spawn(&mut thinking, TaskKind::Move, ply, move |stop| {
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
            });
        }
        Opponent::External { path, strength } => {
            let engines = engines.0.clone();
            let signals = signals.clone();
            spawn(&mut thinking, TaskKind::Move, ply, move |stop| {
                let result = external_move(&engines, &signals, &path, strength, &game, &go, stop);
                if paced {
                    pace(started, stop);
                }
                result
            });
        }
    }
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

fn start_hint_and_draw_answer(
    mut commands: MessageReader<GameCommand>,
    session: Option<Res<Session>>,
    mut thinking: ResMut<Thinking>,
    hint: Res<Hint>,
    builtin: Res<BuiltinEngines>,
    signals: Res<EngineSignals>,
    mut say: MessageWriter<Say>,
) {
    let Some(session) = session else { return };
    for cmd in commands.read() {
        let game = session.game.clone();
        let ply = game.ply_count();
        match cmd {
            GameCommand::Hint => {
                if game.is_over() || thinking.is_running(TaskKind::Move) {
                    continue;
                }
                if hint.0.as_ref().is_some_and(|(p, _, _)| *p == ply) {
                    continue;
                }
                say.write(Say::info(crate::text!("status-looking-for-hint")));
                let (slot, signals) = (builtin.helper.clone(), signals.clone());
                spawn(&mut thinking, TaskKind::Hint, ply, move |stop| {
                    let r = with_builtin(&slot, &signals, |engine| {
                        engine.best_game_move(&game, HINT_TIME, stop)
                    });
                    TaskAnswer::Move(r.and_then(|r| r.best)).into()
                });
            }
            GameCommand::OfferDraw => {
                let offerer = session.acting_side();
                let to_answer = offerer.other();
                if game.is_over() || !matches!(session.players[to_answer], PlayerKind::Computer(_))
                {
                    continue;
                }
                let (slot, signals) = (builtin.helper.clone(), signals.clone());
                spawn(&mut thinking, TaskKind::DrawOffer, ply, move |stop| {
                    // The evaluation is from the side to move's view; turn
                    // it to the offerer's.
                    let score = with_builtin(&slot, &signals, |engine| {
                        engine.evaluate_game(&game, DRAW_OFFER_TIME, stop)
                    });
                    let score = if game.side_to_move() == offerer {
                        score
                    } else {
                        match score {
                            Score::Cp(cp) => Score::Cp(-cp),
                            Score::Mate(n) => Score::Mate(-n),
                        }
                    };
                    TaskAnswer::Evaluation(score).into()
                });
            }
            _ => {}
        }
    }
}

/// Whether the computer, seeing `score` from its opponent's side (the side
/// that offered), takes the draw: only when it is lost or dead equal.
pub fn accepts_draw(score_for_offerer: Score) -> bool {
    match score_for_offerer {
        Score::Mate(n) => n > 0,
        Score::Cp(cp) => cp >= 250 || cp.abs() <= 10,
    }
}

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
            requests.write(MoveRequest {
                from: mv.from,
                to: mv.to,
                promotion: mv.promotion,
                source: MoveSource::Computer,
            });
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

#[cfg(test)]
mod tests {
    use super::*;

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
