//! Puzzles from the player's own games, made in the window: for the whole
//! library from the dashboard ("Find puzzles in my games"), and for one
//! game when its review is done and the library has kept it. The
//! generator's searches take seconds a game, so they run on a thread of
//! their own (not the trainer's, which must answer at once), one pass at a
//! time, stopped on the way out. [`Mining`] is written only here.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};

use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use super::PuzzleCommand;
use crate::app::GameSet;
use crate::app::held::AppSettings;
use crate::app::held::AppStorage;
use crate::app::i18n::{Phrase, library_error_text};
use crate::app::library::GameKept;
use crate::app::library::service::HeldLibrary;
use crate::app::settings::Notice;
use crate::app::wake::{Wake, waker};
use crate::library::{MineProgress, MineReport};
use crate::puzzles::generate::DEFAULT_NODES;

/// Where making puzzles from the player's games stands. Written only by
/// this plugin.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Mining {
    /// A pass under way: where it stands.
    pub progress: Option<MineProgress>,
    /// How the last pass ended.
    pub last: Option<Result<MineReport, Phrase>>,
}

/// The nodes the generator searches for each move of a solution (tests
/// search fewer).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MiningNodes(pub u64);

impl Default for MiningNodes {
    fn default() -> Self {
        MiningNodes(DEFAULT_NODES)
    }
}

/// What the thread is asked.
enum Job {
    /// Every game of the player's not looked at yet (names: Settings').
    All { names: Vec<String> },
    /// One game, just reviewed.
    Game(i64),
}

/// What the thread tells.
enum Answer {
    Progress(MineProgress),
    Done {
        report: Result<MineReport, Phrase>,
        one_game: bool,
    },
}

/// The thread's ends, once started.
#[derive(Resource, Default)]
struct Miner {
    jobs: Option<mpsc::Sender<Job>>,
    answers: Option<Mutex<mpsc::Receiver<Answer>>>,
    stop: Arc<AtomicBool>,
    /// Jobs sent and not done yet.
    pending: usize,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Mining>()
        .init_resource::<MiningNodes>()
        .init_resource::<Miner>()
        .add_systems(
            Update,
            (
                obey.run_if(on_message::<PuzzleCommand>.or_else(on_message::<GameKept>)),
                take_answers.run_if(|m: Res<Miner>| m.answers.is_some()),
            )
                .chain()
                .in_set(GameSet::Input),
        )
        .add_systems(Last, stop_on_exit.run_if(on_message::<AppExit>));
}

#[allow(clippy::too_many_arguments)]
fn obey(
    mut orders: MessageReader<PuzzleCommand>,
    mut kept: MessageReader<GameKept>,
    mut miner: ResMut<Miner>,
    mut mining: ResMut<Mining>,
    storage: Option<Res<AppStorage>>,
    settings: Res<AppSettings>,
    nodes: Res<MiningNodes>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    let mut jobs: Vec<Job> = Vec::new();
    for order in orders.read() {
        match order {
            PuzzleCommand::MineMyGames if mining.progress.is_none() => jobs.push(Job::All {
                names: settings.my_names(),
            }),
            PuzzleCommand::StopMining => miner.stop.store(true, Ordering::Relaxed),
            _ => {}
        }
    }
    // A game played here, reviewed and kept: its puzzles are made now.
    jobs.extend(kept.read().filter(|k| k.reviewed).map(|k| Job::Game(k.id)));
    let Some(storage) = storage.as_deref() else {
        return;
    };
    for job in jobs {
        if miner.jobs.is_none() {
            let (tx, rx) = start(
                storage.library_path(),
                nodes.0,
                miner.stop.clone(),
                waker(proxy.as_ref()),
            );
            miner.jobs = Some(tx);
            miner.answers = Some(Mutex::new(rx));
        }
        miner.stop.store(false, Ordering::Relaxed);
        if miner.jobs.as_ref().is_some_and(|j| j.send(job).is_ok()) {
            miner.pending += 1;
            if mining.progress.is_none() {
                mining.progress = Some(MineProgress::default());
            }
        } else {
            mining.last = Some(Err(crate::text!("puzzle-no-library")));
        }
    }
}

/// Follows the thread: the progress, the end (a notice when a reviewed
/// game gave puzzles), and the dashboard asked again.
fn take_answers(
    mut miner: ResMut<Miner>,
    mut mining: ResMut<Mining>,
    mut notices: MessageWriter<Notice>,
    mut orders: MessageWriter<PuzzleCommand>,
) {
    let Some(answers) = &miner.answers else {
        return;
    };
    let answers: Vec<Answer> = answers
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .try_iter()
        .collect();
    for answer in answers {
        match answer {
            Answer::Progress(p) => mining.progress = Some(p),
            Answer::Done { report, one_game } => {
                miner.pending = miner.pending.saturating_sub(1);
                if miner.pending == 0 {
                    mining.progress = None;
                }
                if let Ok(r) = &report
                    && one_game
                    && r.progress.added > 0
                {
                    notices.write(Notice(crate::text!(
                        "notice-puzzles-from-game",
                        count = r.progress.added as i64
                    )));
                }
                if let Err(why) = &report
                    && one_game
                {
                    notices.write(Notice(why.clone()));
                }
                mining.last = Some(report);
                orders.write(PuzzleCommand::Refresh);
            }
        }
    }
}

/// On the way out, the pass under way stops (the game it was looking at
/// waits for the next).
fn stop_on_exit(miner: Res<Miner>) {
    miner.stop.store(true, Ordering::Relaxed);
}

fn start(
    path: std::path::PathBuf,
    nodes: u64,
    stop: Arc<AtomicBool>,
    wake: Wake,
) -> (mpsc::Sender<Job>, mpsc::Receiver<Answer>) {
    let (jobs, inbox) = mpsc::channel::<Job>();
    let (tell, answers) = mpsc::channel::<Answer>();
    let spawned = std::thread::Builder::new()
        .name("puzzles-mining".into())
        .spawn(move || {
            let mut library = HeldLibrary::new(path);
            for job in inbox {
                let one_game = matches!(job, Job::Game(_));
                let report = library.get().and_then(|l| {
                    let games = match job {
                        Job::All { names } => l.games_to_mine(&names),
                        Job::Game(id) => Ok(vec![id]),
                    };
                    games
                        .and_then(|games| {
                            l.mine_games(&games, nodes, &stop, |p| {
                                let _ = tell.send(Answer::Progress(p));
                                wake();
                            })
                        })
                        .map_err(|e| library_error_text(&e))
                });
                if tell.send(Answer::Done { report, one_game }).is_err() {
                    return;
                }
                wake();
            }
        });
    if let Err(e) = spawned {
        warn!("the mining thread did not start: {e}");
    }
    (jobs, answers)
}
