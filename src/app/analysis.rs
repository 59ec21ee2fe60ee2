//! The engine beside the board: the position on the board analysed in the
//! background, its best lines (MultiPV) deepening as the engine thinks,
//! for the evaluation bar and the panel's lines.
//!
//! The thinking runs on a thread of its own that keeps its engine (Rookery's,
//! with its table, or an external UCI engine) from position to position: no
//! frame waits for it, a new position on the board stops the old search at
//! once, and switching off or leaving the board stops it and ends the thread
//! (an external engine is told to quit). The thread wakes the window when it
//! has something new, so the window sleeps between updates.
//!
//! The plugin owns [`EngineLines`]; others ask with [`AnalysisRequest`].

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread;

use bevy::prelude::*;

use super::GameSet;
use super::board::Review;
use super::i18n::{Text, engine_error_text};
use super::session::Session;
use super::states::{InGame, Screen};
use crate::engine::external::{ExternalEngine, Strength};
use crate::engine::review::Eval;
use crate::engine::{Engine, GAME_HASH_MB, Limits, SearchInfo};
use crate::persist::Settings;
use crate::rules::{Move, Position};

/// How many lines the engine shows.
pub const LINES: usize = 3;
/// How many moves of each line are written out.
pub const SHOWN_MOVES: usize = 10;
/// The depth at which Rookery's engine stops analysing a position, unless
/// the player asks for infinite analysis in Settings. Lichess's engine
/// beside the board stops by default too (its older client at depth 18);
/// Rookery's engine gets there in about a minute on two cores, after which
/// a deeper line rarely changes what the panel shows, and the cores are
/// the player's again.
pub const ROOKERY_STOP_DEPTH: u32 = 18;
/// The same for an external engine such as Stockfish, which reaches this
/// depth in seconds and plays far stronger there.
pub const EXTERNAL_STOP_DEPTH: u32 = 24;

/// Which engine analyses.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum AnalysisEngine {
    /// Rookery's own engine, at full strength.
    #[default]
    Rookery,
    /// The UCI engine at this path (the one chosen in Setup).
    External(PathBuf),
}

/// Asks the analysis plugin to change something.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum AnalysisRequest {
    /// Turns the engine on or off.
    Switch(bool),
    /// Analyses with this engine from now on.
    Use(AnalysisEngine),
}

/// One of the engine's lines, as the panel shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct ShownLine {
    /// The line's evaluation from White's side.
    pub eval: Eval,
    /// Its first move.
    pub first: Move,
    /// The line in SAN, numbered ("12. Nf3 d5 13. c4" or "12... d5 13. c4").
    pub text: String,
    /// How many bytes of `text` the first move takes, with its number.
    pub first_len: usize,
}

/// What the engine thinks of the position on the board. Written only by
/// this plugin.
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct EngineLines {
    /// The player's switch.
    pub on: bool,
    /// The engine that analyses; `None` until the player first switches the
    /// engine on, when the settings suggest one ([`preferred_engine`]).
    pub engine: Option<AnalysisEngine>,
    /// The best lines so far, best first (empty until the first depth).
    pub lines: Vec<ShownLine>,
    /// The depth reached.
    pub depth: u32,
    /// The engine has reached the depth it stops at: nothing more will come
    /// for this position.
    pub stopped: bool,
    /// Something the player should know (an engine that failed to start).
    pub note: Option<Text>,
}

impl EngineLines {
    /// The evaluation of the position: the best line's.
    pub fn eval(&self) -> Option<Eval> {
        self.lines.first().map(|l| l.eval)
    }
}

/// Forgets the lines shown (of another position, or of an engine switched
/// off), writing only when there are some.
fn forget_lines(lines: &mut ResMut<EngineLines>) {
    if !lines.lines.is_empty() || lines.depth != 0 || lines.stopped {
        lines.lines.clear();
        lines.depth = 0;
        lines.stopped = false;
    }
}

/// Whether the engine may analyse on this screen: after the game and on
/// the analysis board, not while a game is played.
pub fn analysis_allowed(screen: &Screen, session: &Session) -> bool {
    *screen == Screen::GameOver || (*screen == Screen::Playing && session.analysis)
}

/// A position to analyse: the game's start and the moves to it.
#[derive(Debug, Clone)]
struct Job {
    id: u64,
    start: Position,
    moves: Vec<Move>,
    /// Analyse until stopped (the player's setting), or to the engine's
    /// stop depth.
    infinite: bool,
    stop: Arc<AtomicBool>,
}

/// What the thread has found for the job it works on.
#[derive(Debug, Default)]
struct Found {
    id: u64,
    info: Option<SearchInfo>,
    /// Not yet taken by the window.
    fresh: bool,
    note: Option<Text>,
    /// The job's search ended on its own, at its depth.
    done: bool,
}

/// The thread and the job it works on.
struct Worker {
    jobs: Sender<Job>,
    found: Arc<Mutex<Found>>,
    /// The job sent last: its id, position, whether it runs until stopped,
    /// and its stop flag.
    current: Option<(u64, Position, bool, Arc<AtomicBool>)>,
    next_id: u64,
    engine: AnalysisEngine,
}

impl Worker {
    fn stop_current(&mut self) {
        if let Some((_, _, _, stop)) = self.current.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        // The thread ends once its search stops and the channel is closed.
        self.stop_current();
    }
}

/// Wakes the window's event loop from the thread (none when headless).
type Wake = Box<dyn Fn() + Send>;

#[derive(Resource, Default)]
struct Thinker(Option<Worker>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EngineLines>()
        .init_resource::<Thinker>()
        .add_message::<AnalysisRequest>()
        .add_systems(
            Update,
            (take_requests, steer, take_found)
                .chain()
                .in_set(GameSet::Present)
                .run_if(in_state(InGame)),
        )
        .add_systems(OnExit(InGame), leave);
}

fn leave(mut thinker: ResMut<Thinker>, mut lines: ResMut<EngineLines>) {
    if thinker.0.is_some() {
        thinker.0 = None;
    }
    forget_lines(&mut lines);
}

/// Where Debian and Ubuntu install Stockfish.
const STOCKFISH: &str = "/usr/games/stockfish";

/// The external engine the panel offers beside Rookery's: the one chosen
/// in Setup, or Stockfish where it is installed.
pub fn offered_engine(settings: Option<&Settings>) -> Option<PathBuf> {
    settings
        .and_then(|s| s.engine_path.as_deref())
        .map(PathBuf::from)
        .or_else(|| Some(PathBuf::from(STOCKFISH)))
        .filter(|p| p.is_file())
}

/// The engine the settings suggest: the external engine chosen in Setup
/// when it is there, Rookery's otherwise.
pub fn preferred_engine(settings: Option<&Settings>) -> AnalysisEngine {
    settings
        .and_then(|s| s.engine_path.as_deref())
        .map(PathBuf::from)
        .filter(|p| p.is_file())
        .map_or(AnalysisEngine::Rookery, AnalysisEngine::External)
}

fn take_requests(
    mut requests: MessageReader<AnalysisRequest>,
    mut lines: ResMut<EngineLines>,
    mut thinker: ResMut<Thinker>,
    settings: Option<Res<Settings>>,
) {
    for request in requests.read() {
        match request {
            AnalysisRequest::Switch(on) => {
                if lines.on == *on {
                    continue;
                }
                if *on && lines.engine.is_none() {
                    lines.engine = Some(preferred_engine(settings.as_deref()));
                }
                lines.on = *on;
                if !*on {
                    if thinker.0.is_some() {
                        thinker.0 = None;
                    }
                    forget_lines(&mut lines);
                }
            }
            AnalysisRequest::Use(engine) => {
                if lines.engine.as_ref() != Some(engine) {
                    lines.engine = Some(engine.clone());
                    lines.note = None;
                    if thinker.0.is_some() {
                        thinker.0 = None;
                    }
                    forget_lines(&mut lines);
                }
            }
        }
    }
}

/// Sends the position on the board to the thread when it changes (and
/// starts the thread the first time).
fn steer(
    session: Option<Res<Session>>,
    review: Res<Review>,
    screen: Res<State<Screen>>,
    mut lines: ResMut<EngineLines>,
    mut thinker: ResMut<Thinker>,
    settings: Option<Res<Settings>>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
) {
    let Some(session) = session else { return };
    let inputs_changed = session.is_changed()
        || review.is_changed()
        || screen.is_changed()
        || lines.is_changed()
        || settings.as_ref().is_some_and(|s| s.is_changed());
    if !inputs_changed {
        return;
    }
    let wanted = lines.on && analysis_allowed(screen.get(), &session);
    if !wanted {
        if thinker.0.is_some() {
            thinker.0 = None;
        }
        return;
    }
    let game = &session.game;
    let ply = review.ply.unwrap_or(game.ply_count());
    let Some(position) = game.position_at(ply).copied() else {
        return;
    };
    let engine = lines.engine.clone().unwrap_or_default();
    let infinite = settings.as_ref().is_some_and(|s| s.infinite_analysis);
    // Look before touching: an unchanged position writes nothing.
    match thinker.0.as_ref() {
        Some(w) if w.engine == engine => {
            if w.current.as_ref().map(|(_, p, i, _)| (*p, *i)) == Some((position, infinite)) {
                return;
            }
        }
        _ => {
            let wake: Wake = match proxy {
                Some(proxy) => {
                    let proxy = (**proxy).clone();
                    Box::new(move || {
                        let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
                    })
                }
                None => Box::new(|| {}),
            };
            thinker.0 = Some(start_worker(engine, wake));
        }
    }
    let Some(worker) = thinker.0.as_mut() else {
        return;
    };
    worker.stop_current();
    forget_lines(&mut lines);
    if !position.has_legal_moves() {
        // Checkmate or stalemate: nothing to think about.
        return;
    }
    worker.next_id += 1;
    let job = Job {
        id: worker.next_id,
        start: *game.start_position(),
        moves: game.moves()[..ply].iter().map(|m| m.mv).collect(),
        infinite,
        stop: Arc::new(AtomicBool::new(false)),
    };
    worker.current = Some((job.id, position, infinite, job.stop.clone()));
    // A closed channel means the thread has gone; the next change starts
    // another.
    if worker.jobs.send(job).is_err() {
        thinker.0 = None;
    }
}

/// Takes what the thread found, when it found something new.
fn take_found(thinker: Res<Thinker>, mut lines: ResMut<EngineLines>) {
    let Some(worker) = thinker.0.as_ref() else {
        return;
    };
    let Some((id, position, _, _)) = worker.current.as_ref() else {
        return;
    };
    let (info, note, done) = {
        let Ok(mut found) = worker.found.lock() else {
            return;
        };
        if !found.fresh {
            return;
        }
        found.fresh = false;
        if found.id != *id {
            (None, found.note.take(), false)
        } else {
            (found.info.clone(), found.note.take(), found.done)
        }
    };
    if let Some(note) = note
        && lines.note.as_ref() != Some(&note)
    {
        lines.note = Some(note);
    }
    let Some(info) = info else { return };
    let shown: Vec<ShownLine> = info
        .lines
        .iter()
        .filter_map(|line| {
            let first = *line.moves.first()?;
            let text = numbered_line(position, &line.moves[..line.moves.len().min(SHOWN_MOVES)]);
            let first_len = numbered_line(position, &line.moves[..1]).len();
            Some(ShownLine {
                eval: Eval::from_score(line.score, position.side_to_move()),
                first,
                text,
                first_len,
            })
        })
        .collect();
    if lines.lines != shown || lines.depth != info.depth || lines.stopped != done {
        lines.lines = shown;
        lines.depth = info.depth;
        lines.stopped = done;
    }
}

/// Says that `job`'s search ended on its own (not stopped for another
/// position or by the player), with the last lines it found.
fn finish(
    job: &Job,
    last: Option<SearchInfo>,
    publish: &impl Fn(u64, Option<SearchInfo>, Option<Text>, bool),
) {
    if !job.stop.load(Ordering::Relaxed) && last.is_some() {
        publish(job.id, last, None, true);
    }
}

/// A line in SAN with move numbers, from `position`: "12. Nf3 d5 13. c4",
/// or "12... d5 13. c4" when Black moves first.
pub fn numbered_line(position: &Position, moves: &[Move]) -> String {
    let mut number = position.fullmove_number();
    let mut side = position.side_to_move();
    let mut numbered = Vec::with_capacity(moves.len());
    for (i, san) in position.san_line(moves).iter().enumerate() {
        numbered.push(crate::rules::numbered_san(number, side, san, i == 0));
        if side == crate::rules::Color::Black {
            number += 1;
        }
        side = side.other();
    }
    numbered.join(" ")
}

fn start_worker(engine: AnalysisEngine, wake: Wake) -> Worker {
    let (jobs, receiver) = mpsc::channel::<Job>();
    let found = Arc::new(Mutex::new(Found::default()));
    let thread_found = found.clone();
    let thread_engine = engine.clone();
    let spawned = thread::Builder::new()
        .name("rookery-analysis".into())
        .spawn(move || think(thread_engine, receiver, thread_found, wake));
    if let Err(e) = spawned
        && let Ok(mut f) = found.lock()
    {
        f.note = Some(crate::text!(
            "engine-error-no-thread",
            error = e.to_string()
        ));
        f.fresh = true;
    }
    Worker {
        jobs,
        found,
        current: None,
        next_id: 0,
        engine,
    }
}

/// The thread: takes the newest job, analyses it until it is stopped,
/// and waits for the next, until the window lets go of the channel.
fn think(engine: AnalysisEngine, jobs: Receiver<Job>, found: Arc<Mutex<Found>>, wake: Wake) {
    let publish = |id: u64, info: Option<SearchInfo>, note: Option<Text>, done: bool| {
        let Ok(mut f) = found.lock() else { return };
        let was_fresh = f.fresh;
        if f.id != id {
            f.info = None;
        }
        f.id = id;
        f.done = done;
        if info.is_some() {
            f.info = info;
        }
        if note.is_some() {
            f.note = note;
        }
        f.fresh = true;
        drop(f);
        if !was_fresh {
            wake();
        }
    };
    let mut rookery: Option<Engine> = None;
    let mut external: Option<ExternalEngine> = None;
    if let AnalysisEngine::External(path) = &engine {
        match ExternalEngine::start(path, Strength::Default) {
            Ok(e) => external = Some(e),
            Err(e) => publish(
                0,
                None,
                Some(crate::text!(
                    "engine-error-fallback",
                    why = engine_error_text(&e)
                )),
                false,
            ),
        }
    }
    while let Ok(mut job) = jobs.recv() {
        // Only the newest position matters.
        while let Ok(newer) = jobs.try_recv() {
            job = newer;
        }
        if job.stop.load(Ordering::Relaxed) {
            continue;
        }
        let id = job.id;
        // The last lines found, published again with the search's end.
        let mut last: Option<SearchInfo> = None;
        let mut on_info = |info: &SearchInfo| {
            last = Some(info.clone());
            publish(id, Some(info.clone()), None, false);
        };
        if let Some(engine) = external.as_mut() {
            let depth = (!job.infinite).then_some(EXTERNAL_STOP_DEPTH);
            match engine.analyse(
                &job.start,
                &job.moves,
                LINES,
                depth,
                &job.stop,
                &mut on_info,
            ) {
                Ok(()) => {
                    finish(&job, last, &publish);
                    continue;
                }
                Err(e) => {
                    publish(
                        id,
                        None,
                        Some(crate::text!(
                            "engine-error-fallback",
                            why = engine_error_text(&e)
                        )),
                        false,
                    );
                    external = None;
                }
            }
        }
        let engine = rookery.get_or_insert_with(|| Engine::new(GAME_HASH_MB));
        let mut position = job.start;
        let mut history = Vec::with_capacity(job.moves.len());
        for mv in &job.moves {
            history.push(position.key());
            position.play_unchecked(mv);
        }
        let limits = Limits {
            infinite: job.infinite,
            depth: Some(ROOKERY_STOP_DEPTH),
            multipv: LINES,
            ..Limits::default()
        };
        engine.search(&position, &history, &limits, &job.stop, &mut on_info);
        finish(&job, last, &publish);
    }
    if let Some(engine) = external {
        engine.quit();
    }
}
