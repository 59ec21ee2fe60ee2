//! The trainer's thread: it opens the library (putting Rookery's starter
//! set in the first time, and the puzzles an update adds to it), finds the
//! next puzzle and records each try, so the board never waits for the
//! disk. One job at a time, in order; each
//! answer wakes the window.

use std::path::PathBuf;
use std::sync::{Mutex, mpsc};

use bevy::prelude::*;

use crate::app::i18n::{Phrase, library_error_text};
use crate::app::library::service::HeldLibrary;
use crate::app::wake::Wake;
use crate::library::{
    Dashboard, InputSize, Library, LibraryError, PuzzleChoice, PuzzleImport, PuzzleOrigin,
    TrainingPuzzle, TryRecorded,
};
use crate::puzzles::glicko::Glicko;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::puzzles::daily::STARTER;

/// What the trainer asks the library.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Job {
    /// The next puzzle of a choice, not this row.
    Next {
        choice: PuzzleChoice,
        skip: Option<i64>,
        today: i64,
    },
    /// The dashboard; `names` are the player's (Settings').
    Dashboard { today: i64, names: Vec<String> },
    /// A lichess puzzle file to import.
    Import { path: PathBuf },
    /// A try at a puzzle.
    Record {
        row: i64,
        solved: bool,
        seconds: f64,
        today: i64,
        at: i64,
        woodpecker: bool,
        /// The theme the puzzle was asked for by.
        theme: Option<String>,
    },
}

/// A puzzle found, with the player's rating.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    /// The puzzle.
    pub puzzle: TrainingPuzzle,
    /// The player's rating now.
    pub player: Glicko,
}

/// The library's answers.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Answer {
    /// The next puzzle, or none left.
    Next(Result<Option<Loaded>, Phrase>),
    /// A try recorded.
    Recorded(Result<TryRecorded, Phrase>),
    /// The dashboard.
    Dashboard(Result<Dashboard, Phrase>),
    /// Where an import stands (after each batch).
    Importing(PuzzleImport),
    /// An import ended (or could not start).
    Imported(Result<PuzzleImport, Phrase>),
}

/// The thread's two ends, once started.
#[derive(Resource, Default)]
pub(super) struct PuzzleThread {
    jobs: Option<mpsc::Sender<Job>>,
    answers: Option<Mutex<mpsc::Receiver<Answer>>>,
    /// Stops the import under way after its batch.
    cancel: Arc<AtomicBool>,
}

impl PuzzleThread {
    /// Hands `job` to the thread, starting it (on the library at `path`)
    /// the first time. False when the thread is gone.
    pub(super) fn send(&mut self, job: Job, path: impl FnOnce() -> PathBuf, wake: Wake) -> bool {
        if matches!(job, Job::Import { .. }) {
            self.cancel.store(false, Ordering::Relaxed);
        }
        if self.jobs.is_none() {
            let (jobs, answers) = start(path(), wake, self.cancel.clone());
            self.jobs = Some(jobs);
            self.answers = Some(Mutex::new(answers));
        }
        self.jobs.as_ref().is_some_and(|j| j.send(job).is_ok())
    }

    /// The answers come so far.
    pub(super) fn answers(&self) -> Vec<Answer> {
        let Some(answers) = &self.answers else {
            return Vec::new();
        };
        let answers = answers.lock().unwrap_or_else(|p| p.into_inner());
        answers.try_iter().collect()
    }

    /// Whether the thread was started.
    pub(super) fn started(&self) -> bool {
        self.answers.is_some()
    }

    /// Asks the import under way to stop (what it committed stays).
    pub(super) fn cancel_import(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PuzzleThread>();
}

/// Puts the starter set in the library (all of it the first time, the
/// puzzles a later Rookery adds to it after an update; those it dropped
/// and the player never tried go).
fn with_starter_set(library: &mut Library) -> Result<(), LibraryError> {
    let retired = library.retire_starter_puzzles(STARTER)?;
    if retired > 0 {
        info!("{retired} puzzles no longer in the starter set taken out");
    }
    let report = library.add_starter_set(STARTER)?;
    if let Some(refused) = report.map(|r| r.refused).filter(|&n| n > 0) {
        warn!("the starter set has {refused} lines refused");
    }
    Ok(())
}

/// Imports the puzzle file at `file`, telling each batch.
fn import(
    library: &mut Library,
    file: &std::path::Path,
    cancel: &AtomicBool,
    tell: &mpsc::Sender<Answer>,
    wake: &Wake,
) -> Result<PuzzleImport, Phrase> {
    // lichess publishes the file compressed (.csv.zst): read as it is.
    let stream = crate::persist::open_stream(file).map_err(|e| {
        crate::text!(
            "puzzles-import-unreadable",
            file = file.display().to_string(),
            error = e.to_string()
        )
    })?;
    let size = InputSize::of(&stream);
    library
        .import_puzzles(stream.reader, PuzzleOrigin::Lichess, size, cancel, |p| {
            let _ = tell.send(Answer::Importing(p.clone()));
            wake();
        })
        .map_err(|e| library_error_text(&e))
}

fn start(
    path: PathBuf,
    wake: Wake,
    cancel: Arc<AtomicBool>,
) -> (mpsc::Sender<Job>, mpsc::Receiver<Answer>) {
    let (jobs, inbox) = mpsc::channel::<Job>();
    let (tell, answers) = mpsc::channel::<Answer>();
    let spawned = std::thread::Builder::new()
        .name("puzzles".into())
        .spawn(move || {
            let mut held = HeldLibrary::new(path);
            // The starter set goes in once the library has opened.
            let mut starter = false;
            // The puzzles' openings: a scan of every puzzle, made once
            // (and again after an import).
            let mut openings: Option<Vec<(String, u64)>> = None;
            while let Ok(job) = inbox.recv() {
                if matches!(job, Job::Import { .. }) {
                    openings = None;
                }
                let library = held.get().and_then(|l| {
                    if !starter {
                        with_starter_set(l).map_err(|e| library_error_text(&e))?;
                        starter = true;
                    }
                    Ok(l)
                });
                let answer = match (library, job) {
                    (Err(e), Job::Next { .. }) => Answer::Next(Err(e)),
                    (Err(e), Job::Record { .. }) => Answer::Recorded(Err(e)),
                    (Err(e), Job::Dashboard { .. }) => Answer::Dashboard(Err(e)),
                    (Err(e), Job::Import { .. }) => Answer::Imported(Err(e)),
                    (Ok(l), Job::Import { path }) => {
                        Answer::Imported(import(l, &path, &cancel, &tell, &wake))
                    }
                    (Ok(l), Job::Dashboard { today, names }) => Answer::Dashboard(
                        l.dashboard(today)
                            .and_then(|mut board| {
                                if openings.is_none() {
                                    openings = Some(l.puzzle_openings()?);
                                }
                                board.openings = openings.clone().unwrap_or_default();
                                board.games_to_mine = l.games_to_mine(&names)?.len() as u64;
                                Ok(board)
                            })
                            .map_err(|e| library_error_text(&e)),
                    ),
                    (
                        Ok(l),
                        Job::Next {
                            choice,
                            skip,
                            today,
                        },
                    ) => Answer::Next(
                        l.player_puzzle_rating()
                            .and_then(|player| {
                                Ok(l.next_puzzle_of(&choice, player.rating, today, skip)?
                                    .map(|puzzle| Loaded { puzzle, player }))
                            })
                            .map_err(|e| library_error_text(&e)),
                    ),
                    (
                        Ok(l),
                        Job::Record {
                            row,
                            solved,
                            seconds,
                            today,
                            at,
                            woodpecker,
                            theme,
                        },
                    ) => Answer::Recorded(
                        l.record_try_in(row, solved, seconds, today, at, theme.as_deref())
                            .and_then(|recorded| {
                                if woodpecker {
                                    l.woodpecker_record(solved, seconds, at)?;
                                }
                                Ok(recorded)
                            })
                            .map_err(|e| library_error_text(&e)),
                    ),
                };
                if tell.send(answer).is_err() {
                    return;
                }
                wake();
            }
        });
    if let Err(e) = spawned {
        warn!("the puzzles' thread did not start: {e}");
    }
    (jobs, answers)
}

impl PuzzleThread {
    /// Sends the try at `current` to the library.
    pub(super) fn record(&mut self, current: &super::Current, solved: bool, now: f64) {
        let (today, at) = today_and_now();
        let seconds = (now - current.since).max(0.0);
        // The thread is running (it found this puzzle).
        let _ = self.send(
            Job::Record {
                row: current.row,
                solved,
                seconds,
                today,
                at,
                woodpecker: current.woodpecker,
                theme: current.theme.clone(),
            },
            std::path::PathBuf::new,
            Box::new(|| {}),
        );
    }
}

/// Today (days since 1970) and now (seconds since 1970).
pub(super) fn today_and_now() -> (i64, i64) {
    let now = crate::persist::time::now();
    (now.div_euclid(86_400), now)
}
