//! One way for the window's threads to open the games library (issue #57):
//! the Library screen's table, its imports, the explorer, the keeper of
//! played games, the studies, the puzzle trainer and the miner each hold
//! the library through a [`HeldLibrary`], which opens it when first
//! needed, opens it again after a failure once a wait is over (1 s,
//! doubling up to a minute) or at once when the player comes back to a
//! screen of the library ([`retry_now`]), and says what went wrong in one
//! way: a notice, each problem once (a library set aside as damaged, one
//! that cannot be written, one that does not open), whichever thread met
//! it first. A thread never gives up on the library for the rest of the
//! session: a failed open is one failed job, not a feature gone until a
//! restart. An older library being brought up to date shows how far it
//! has gone ([`LibraryUpgrade`]) rather than a screen that waits.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use bevy::prelude::*;

use crate::app::held::AppStorage;
use crate::app::i18n::{Phrase, library_error_text};
use crate::app::settings::Notice;
use crate::app::states::Screen;
use crate::app::wake::{Wake, waker};
use crate::library::{Library, Upgrading};

/// The first wait after a failed open; each failure doubles it, up to
/// [`LONGEST_WAIT`].
const FIRST_WAIT: Duration = Duration::from_secs(1);
/// The longest wait between two tries.
const LONGEST_WAIT: Duration = Duration::from_secs(60);

/// What the threads holding one library file share.
#[derive(Default)]
struct Shared {
    /// Bumped when the player comes back to a screen of the library: a
    /// failed open is tried again at once.
    retry: AtomicU64,
    /// Problems to tell, in order, and those told already (by their
    /// English words).
    problems: Mutex<(Vec<Phrase>, HashSet<String>)>,
    /// Whether a problem waits to be told (the window's frames look at
    /// this alone).
    news: AtomicBool,
    /// How far the library's bringing up to date has gone, while a thread
    /// does it.
    upgrade: Mutex<Option<Upgrading>>,
    /// Whether [`Shared::upgrade`] changed since the window looked.
    upgrade_news: AtomicBool,
    /// Wakes the window (set by the window when it starts).
    wake: Mutex<Option<Wake>>,
}

/// The shared state of each library file the window has opened.
fn shared(path: &Path) -> Arc<Shared> {
    static ALL: Mutex<Option<HashMap<PathBuf, Arc<Shared>>>> = Mutex::new(None);
    let mut all = ALL.lock().unwrap_or_else(PoisonError::into_inner);
    all.get_or_insert_with(HashMap::new)
        .entry(path.to_path_buf())
        .or_default()
        .clone()
}

impl Shared {
    /// Tells `problem` in a notice, unless it was told already.
    fn tell_once(&self, problem: Phrase) {
        let mut problems = self.problems.lock().unwrap_or_else(PoisonError::into_inner);
        if problems.1.insert(problem.english()) {
            problems.0.push(problem);
            self.news.store(true, Ordering::Release);
        }
    }

    /// Says how far the bringing up to date has gone (`None`: over), and
    /// wakes the window to show it; a change under a percent is not told.
    fn set_upgrade(&self, now: Option<Upgrading>) {
        let mut upgrade = self.upgrade.lock().unwrap_or_else(PoisonError::into_inner);
        let percent = |u: &Option<Upgrading>| u.map(|u| (u.part * 100.0) as u32);
        if percent(&upgrade) == percent(&now) {
            return;
        }
        *upgrade = now;
        drop(upgrade);
        self.upgrade_news.store(true, Ordering::Release);
        if let Some(wake) = &*self.wake.lock().unwrap_or_else(PoisonError::into_inner) {
            wake();
        }
    }
}

/// Tries a failed open of the library at `path` again at once (the
/// player came back to a screen that shows it).
pub fn retry_now(path: &Path) {
    shared(path).retry.fetch_add(1, Ordering::AcqRel);
}

/// An open that failed, and when to try again.
struct Failed {
    error: Phrase,
    at: Instant,
    wait: Duration,
    retry: u64,
}

/// The library as one of the window's threads holds it.
pub struct HeldLibrary {
    path: PathBuf,
    shared: Arc<Shared>,
    library: Option<Library>,
    failed: Option<Failed>,
    /// Each change is made durable ([`Library::keep_durably`]), asked once
    /// the library opens.
    durable: bool,
}

impl HeldLibrary {
    /// The library at `path`, not opened yet.
    pub fn new(path: PathBuf) -> HeldLibrary {
        HeldLibrary {
            shared: shared(&path),
            path,
            library: None,
            failed: None,
            durable: false,
        }
    }

    /// The library at `path`, each change made through it durable (what a
    /// player plays or writes: a failure to ask for it leaves the
    /// library's usual care).
    pub fn durable(path: PathBuf) -> HeldLibrary {
        HeldLibrary {
            durable: true,
            ..HeldLibrary::new(path)
        }
    }

    /// The library, opened now if it is not yet; after a failure, the
    /// same failure until the wait is over or the player came back to
    /// the library's screens. Problems are told in a notice, each once.
    pub fn get(&mut self) -> Result<&mut Library, Phrase> {
        if self.library.is_none() {
            let retry = self.shared.retry.load(Ordering::Acquire);
            if let Some(f) = &self.failed
                && f.retry == retry
                && f.at.elapsed() < f.wait
            {
                return Err(f.error.clone());
            }
            let shared = self.shared.clone();
            let mut upgraded = false;
            let opened = Library::open_reporting(&self.path, &mut |u| {
                upgraded = true;
                shared.set_upgrade(Some(u));
            });
            if upgraded {
                self.shared.set_upgrade(None);
            }
            match opened {
                Ok(opened) => {
                    if let Some(aside) = opened.set_aside {
                        self.shared.tell_once(crate::text!(
                            "library-set-aside",
                            path = aside.display().to_string()
                        ));
                    }
                    if opened.library.read_only() {
                        self.shared.tell_once(crate::text!(
                            "notice-library-read-only",
                            error = library_error_text(&crate::library::LibraryError::ReadOnly)
                        ));
                    }
                    if self.durable {
                        let _ = opened.library.keep_durably();
                    }
                    self.failed = None;
                    self.library = Some(opened.library);
                }
                Err(e) => {
                    let error = library_error_text(&e);
                    self.shared.tell_once(crate::text!(
                        "notice-library-unopened",
                        error = error.clone()
                    ));
                    let wait = self
                        .failed
                        .as_ref()
                        .map_or(FIRST_WAIT, |f| (f.wait * 2).min(LONGEST_WAIT));
                    self.failed = Some(Failed {
                        error: error.clone(),
                        at: Instant::now(),
                        wait,
                        retry,
                    });
                    return Err(error);
                }
            }
        }
        Ok(self.library.as_mut().expect("opened above"))
    }
}

/// How far the bringing up to date of an older library has gone, while a
/// thread does it (shown over every screen).
#[derive(Resource, Default, Debug, PartialEq)]
pub struct LibraryUpgrade(pub Option<Upgrading>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LibraryUpgrade>()
        .add_systems(Startup, give_waker)
        .add_systems(Update, follow_upgrade.run_if(upgrade_news))
        .add_systems(Update, tell_problems.run_if(news))
        .add_systems(OnEnter(Screen::Library), retry_on_screen)
        .add_systems(OnEnter(Screen::Studies), retry_on_screen)
        .add_systems(OnEnter(Screen::Puzzles), retry_on_screen);
}

/// The shared state of the window's library (found once).
fn window_shared(
    storage: Option<&AppStorage>,
    found: &mut Option<(PathBuf, Arc<Shared>)>,
) -> Option<Arc<Shared>> {
    let path = storage?.library_path();
    if found.as_ref().is_none_or(|(p, _)| *p != path) {
        *found = Some((path.clone(), shared(&path)));
    }
    found.as_ref().map(|(_, s)| s.clone())
}

/// Whether a thread met a problem to tell.
fn news(
    storage: Option<Res<AppStorage>>,
    mut found: Local<Option<(PathBuf, Arc<Shared>)>>,
) -> bool {
    window_shared(storage.as_deref(), &mut found).is_some_and(|s| s.news.load(Ordering::Acquire))
}

/// Each problem a thread met with the library, in a notice.
fn tell_problems(
    storage: Option<Res<AppStorage>>,
    mut found: Local<Option<(PathBuf, Arc<Shared>)>>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(shared) = window_shared(storage.as_deref(), &mut found) else {
        return;
    };
    shared.news.store(false, Ordering::Release);
    let told = std::mem::take(
        &mut shared
            .problems
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .0,
    );
    notices.write_batch(told.into_iter().map(Notice));
}

/// Lets the threads wake the window when a library's bringing up to date
/// moves.
fn give_waker(
    storage: Option<Res<AppStorage>>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
    mut found: Local<Option<(PathBuf, Arc<Shared>)>>,
) {
    if let Some(shared) = window_shared(storage.as_deref(), &mut found) {
        *shared.wake.lock().unwrap_or_else(PoisonError::into_inner) = Some(waker(proxy.as_ref()));
    }
}

/// Whether the bringing up to date moved since the window looked.
fn upgrade_news(
    storage: Option<Res<AppStorage>>,
    mut found: Local<Option<(PathBuf, Arc<Shared>)>>,
) -> bool {
    window_shared(storage.as_deref(), &mut found)
        .is_some_and(|s| s.upgrade_news.load(Ordering::Acquire))
}

/// [`LibraryUpgrade`] follows the threads' word.
fn follow_upgrade(
    storage: Option<Res<AppStorage>>,
    mut found: Local<Option<(PathBuf, Arc<Shared>)>>,
    mut upgrade: ResMut<LibraryUpgrade>,
) {
    let Some(shared) = window_shared(storage.as_deref(), &mut found) else {
        return;
    };
    shared.upgrade_news.store(false, Ordering::Release);
    let now = *shared
        .upgrade
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    upgrade.set_if_neq(LibraryUpgrade(now));
}

/// The player came back to a screen of the library: a failed open is
/// tried again at once.
fn retry_on_screen(storage: Option<Res<AppStorage>>) {
    if let Some(storage) = storage {
        retry_now(&storage.library_path());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A library that did not open is tried again once its wait is over
    /// or at once when asked (the player back on the library's screens),
    /// never given up; its problem is told once whichever thread met it.
    #[test]
    fn a_library_that_did_not_open_is_tried_again_and_its_problem_told_once() {
        let dir = std::env::temp_dir().join(format!("rookery-service-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // A file where the library's folder should be: no library there.
        let blocker = dir.join("data");
        std::fs::write(&blocker, "not a folder").unwrap();
        let path = blocker.join("library.sqlite");
        let mut table = HeldLibrary::new(path.clone());
        let mut explorer = HeldLibrary::new(path.clone());
        assert!(table.get().is_err());
        assert!(explorer.get().is_err());
        let shared = shared(&path);
        assert!(shared.news.load(Ordering::Acquire));
        let told = shared.problems.lock().unwrap().0.clone();
        assert_eq!(told.len(), 1, "told twice: {told:?}");
        assert!(
            told[0].english().contains("could not be opened"),
            "{told:?}"
        );
        // The folder can be made now; within the wait, the same answer.
        std::fs::remove_file(&blocker).unwrap();
        assert!(table.get().is_err(), "tried again before its wait was over");
        // The player comes back to the Library screen: tried at once.
        retry_now(&path);
        assert!(table.get().is_ok());
        assert!(explorer.get().is_ok());
        drop((table, explorer));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Each failure doubles the wait before the next try, up to a minute.
    #[test]
    fn the_wait_after_each_failure_doubles_up_to_a_minute() {
        let dir = std::env::temp_dir().join(format!("rookery-backoff-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("data"), "not a folder").unwrap();
        let mut held = HeldLibrary::new(dir.join("data").join("library.sqlite"));
        let mut waits = Vec::new();
        for _ in 0..8 {
            assert!(held.get().is_err());
            let failed = held.failed.as_mut().unwrap();
            waits.push(failed.wait.as_secs());
            // As if the wait were over.
            failed.at -= failed.wait;
        }
        assert_eq!(waits, [1, 2, 4, 8, 16, 32, 60, 60]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// The keeper of played games and the studies hold the library
    /// durably from its opening; the other threads as usual.
    #[test]
    fn a_library_held_durably_syncs_each_change_from_its_opening() {
        let dir = std::env::temp_dir().join(format!("rookery-durable-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("library.sqlite");
        let mut keeper = HeldLibrary::durable(path.clone());
        let mut table = HeldLibrary::new(path);
        assert!(keeper.get().unwrap().durable());
        assert!(!table.get().unwrap().durable());
        drop((keeper, table));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// An older library being brought up to date wakes the window as it
    /// goes and shows how far it has gone ([`LibraryUpgrade`] over every
    /// screen), and nothing once it is done: the fixture of schema 4 with
    /// 305 games (tests/fixtures/library), opened by a thread.
    #[test]
    fn an_older_library_shows_its_bringing_up_to_date_and_wakes_the_window() {
        let dir = std::env::temp_dir().join(format!("rookery-upgrade-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let storage = crate::persist::Storage::at(&dir);
        std::fs::create_dir_all(&storage.data).unwrap();
        let path = storage.library_path();
        let fixture =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/library/schema4.sqlite");
        std::fs::copy(fixture, &path).unwrap();
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<Notice>()
            .insert_resource(AppStorage(storage))
            .add_plugins(plugin);
        app.update();
        // The window's waker, counting what the thread told while it
        // brought the library up to date.
        let shared = shared(&path);
        let seen = Arc::new(Mutex::new(Vec::new()));
        let seen_by_wake = seen.clone();
        let watched = shared.clone();
        *shared.wake.lock().unwrap() = Some(Box::new(move || {
            let now = *watched.upgrade.lock().unwrap();
            seen_by_wake.lock().unwrap().push(now);
        }));
        let mut table = HeldLibrary::new(path.clone());
        assert_eq!(table.get().unwrap().count().unwrap(), 305);
        let seen = std::mem::take(&mut *seen.lock().unwrap());
        assert!(seen.len() > 10, "woken {} times", seen.len());
        assert!(
            seen[..seen.len() - 1].iter().all(Option::is_some),
            "{seen:?}"
        );
        assert_eq!(seen.last(), Some(&None), "still shown when done");
        // The window shows what a thread tells, and takes it away after.
        let halfway = Upgrading {
            from: 4,
            to: 8,
            part: 0.5,
        };
        shared.set_upgrade(Some(halfway));
        app.update();
        assert_eq!(app.world().resource::<LibraryUpgrade>().0, Some(halfway));
        shared.set_upgrade(None);
        app.update();
        assert_eq!(app.world().resource::<LibraryUpgrade>().0, None);
        *shared.wake.lock().unwrap() = None;
        drop(table);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
