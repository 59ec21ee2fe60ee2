//! The thread that thinks for the engine lines: it keeps its engine
//! (Rookery's, with its table, or an external UCI engine) from position to
//! position, takes the newest position sent, analyses it to the engine's
//! stop depth (or until stopped, for infinite analysis) and publishes what
//! it finds, waking the window.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread;

use super::{EXTERNAL_STOP_DEPTH, LINES, LinesEngine, ROOKERY_STOP_DEPTH};
use crate::app::i18n::{Phrase, engine_error_text};
use crate::engine::external::{ExternalEngine, Strength};
use crate::engine::{Engine, GAME_HASH_MB, Limits, SearchInfo};
use crate::rules::{Move, Position};

/// A position to analyse: the game's start and the moves to it.
#[derive(Debug, Clone)]
pub(super) struct Job {
    pub(super) id: u64,
    pub(super) start: Position,
    pub(super) moves: Vec<Move>,
    /// Analyse until stopped (the player's setting), or to the engine's
    /// stop depth.
    pub(super) infinite: bool,
    pub(super) stop: Arc<AtomicBool>,
}

/// What the thread has found for the job it works on.
#[derive(Debug, Default)]
pub(super) struct Found {
    pub(super) id: u64,
    pub(super) info: Option<SearchInfo>,
    /// Not yet taken by the window.
    pub(super) fresh: bool,
    pub(super) note: Option<Phrase>,
    /// The job's search ended on its own, at its depth.
    pub(super) done: bool,
}

/// The thread and the job it works on.
pub(super) struct Worker {
    pub(super) jobs: Sender<Job>,
    pub(super) found: Arc<Mutex<Found>>,
    /// The job sent last: its id, position, whether it runs until stopped,
    /// and its stop flag.
    pub(super) current: Option<(u64, Position, bool, Arc<AtomicBool>)>,
    pub(super) next_id: u64,
    pub(super) engine: LinesEngine,
}

impl Worker {
    pub(super) fn stop_current(&mut self) {
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

pub(super) use crate::app::wake::Wake;

/// Says that `job`'s search ended on its own (not stopped for another
/// position or by the player): the lines it found last stay as they are,
/// marked final.
fn finish(job: &Job, publish: &impl Fn(u64, Option<SearchInfo>, Option<Phrase>, bool)) {
    if !job.stop.load(Ordering::Relaxed) {
        publish(job.id, None, None, true);
    }
}

pub(super) fn start_worker(engine: LinesEngine, wake: Wake) -> Worker {
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
fn think(engine: LinesEngine, jobs: Receiver<Job>, found: Arc<Mutex<Found>>, wake: Wake) {
    let publish = |id: u64, info: Option<SearchInfo>, note: Option<Phrase>, done: bool| {
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
    if let LinesEngine::External(path) = &engine {
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
        let mut on_info = |info: &SearchInfo| publish(id, Some(info.clone()), None, false);
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
                    finish(&job, &publish);
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
        finish(&job, &publish);
    }
    if let Some(engine) = external {
        engine.quit();
    }
}
