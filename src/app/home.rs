//! What the home screen shows of the player's things: the library's facts
//! (its games, the last games played, the studies), read on a thread of
//! its own so that opening Rookery never waits for the disk, and the
//! puzzle of the day. This plugin alone writes [`HomeFacts`]; the home
//! screen asks with [`HomeRequest`].

use std::sync::{Mutex, mpsc};

use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use super::held::AppStorage;
use super::i18n::Phrase;
use super::library::service::HeldLibrary;
use super::wake::{Wake, waker};
use crate::library::HomeFacts as LibraryFacts;
use crate::puzzles::daily::{DailyPuzzle, STARTER, puzzle_of_the_day};

/// How many of the last games played the home lists.
pub const RECENT_GAMES: usize = 4;

/// Asks for the home screen's facts again (it is shown).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HomeRequest;

/// The home screen's facts. Written only by this plugin.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct HomeFacts {
    /// The library's, once read (or why it could not be).
    pub library: Option<Result<LibraryFacts, Phrase>>,
    /// The puzzle of the day, and the day (UTC, days since 1970).
    pub daily: Option<(i64, DailyPuzzle)>,
}

/// The thread reading the library, started on the first request.
#[derive(Resource, Default)]
struct HomeThread {
    jobs: Option<mpsc::Sender<()>>,
    answers: Option<Mutex<mpsc::Receiver<Result<LibraryFacts, Phrase>>>>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HomeFacts>()
        .init_resource::<HomeThread>()
        .add_message::<HomeRequest>()
        .add_systems(
            Update,
            (
                ask.run_if(on_message::<HomeRequest>),
                take_answers.run_if(|t: Res<HomeThread>| t.answers.is_some()),
            )
                .chain(),
        );
}

fn ask(
    mut requests: MessageReader<HomeRequest>,
    mut facts: ResMut<HomeFacts>,
    mut thread: ResMut<HomeThread>,
    storage: Option<Res<AppStorage>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    requests.clear();
    let today = crate::persist::time::now().div_euclid(86_400);
    if facts.daily.as_ref().is_none_or(|(day, _)| *day != today)
        && let Some(daily) = puzzle_of_the_day(STARTER, today)
    {
        facts.daily = Some((today, daily));
    }
    let Some(storage) = storage else { return };
    if thread.jobs.is_none() {
        let (jobs, answers) = start(storage.library_path(), waker(proxy.as_ref()));
        thread.jobs = Some(jobs);
        thread.answers = Some(Mutex::new(answers));
    }
    if let Some(jobs) = &thread.jobs
        && jobs.send(()).is_err()
    {
        let gone = Err(crate::text!("library-error-unavailable"));
        if facts.library.as_ref() != Some(&gone) {
            facts.library = Some(gone);
        }
    }
}

fn take_answers(thread: Res<HomeThread>, mut facts: ResMut<HomeFacts>) {
    let Some(answers) = &thread.answers else {
        return;
    };
    let Ok(answers) = answers.lock() else { return };
    if let Some(last) = answers.try_iter().last()
        && facts.library.as_ref() != Some(&last)
    {
        facts.library = Some(last);
    }
}

type Answers = mpsc::Receiver<Result<LibraryFacts, Phrase>>;

fn start(path: std::path::PathBuf, wake: Wake) -> (mpsc::Sender<()>, Answers) {
    let (jobs, inbox) = mpsc::channel::<()>();
    let (tell, answers) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("home".into())
        .spawn(move || {
            let mut library = HeldLibrary::new(path);
            while inbox.recv().is_ok() {
                // Requests made meanwhile are answered by this one reading.
                inbox.try_iter().for_each(drop);
                let facts = library.get().and_then(|l| {
                    l.home_facts(RECENT_GAMES, crate::persist::time::now())
                        .map_err(|e| super::i18n::library_error_text(&e))
                });
                if tell.send(facts).is_err() {
                    return;
                }
                wake();
            }
        });
    if let Err(e) = spawned {
        warn!("the home screen's thread did not start: {e}");
    }
    (jobs, answers)
}
