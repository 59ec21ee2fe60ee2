//! The games library in the window: the Library screen's games table
//! ([`table`]) and its imports ([`import`]), the opening explorer
//! ([`explorer`]), and every game played in Rookery goes into
//! it when it ends (with its clocks and review, as the move log has them),
//! and a game left unfinished when it is saved or left, replaced when it
//! is finished later. The library file is written on a thread of its own,
//! so a slow disk never holds up a frame; a library that cannot be opened
//! is said once in a notice ([`service`]) and tried again for the next
//! game, and the game goes on (the move log and the saves keep it anyway).

pub mod explorer;
pub mod import;
mod open;
pub mod service;
pub mod table;

pub use open::OpenPgnAs;
pub use table::OpenAs;

use std::sync::{Mutex, mpsc};

use bevy::prelude::*;

use super::held::AppStorage;
use super::i18n::{Phrase, library_error_text};
use super::settings::Notice;
use crate::library::{NewGame, SourceKind};
use service::HeldLibrary;

/// Keep this game in the library (sent by the saves plugin).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct KeepInLibrary {
    /// The game as PGN, as its move log has it.
    pub pgn: String,
    /// What names the game across its life (its move log's name): the
    /// library replaces the game of the same origin.
    pub origin: String,
    /// Not over yet (saved or left before its end).
    pub unfinished: bool,
    /// The engine's review of it is done (and in `pgn`).
    pub reviewed: bool,
}

/// A finished game the library now holds (told by the writer thread).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameKept {
    /// Its id in the library.
    pub id: i64,
    /// The engine's review of it was done.
    pub reviewed: bool,
}

/// What the writer thread tells the window.
enum Told {
    /// A problem, said once in a notice.
    Problem(Phrase),
    /// A finished game was kept.
    Kept(GameKept),
}

/// The systems that hand games to the library's writer, in the frame's
/// last schedule: a game kept on the way out is sent before them.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LibraryWriting;

/// The library's writer thread, started with the first game to keep.
#[derive(Resource, Default)]
struct Writer {
    jobs: Option<mpsc::Sender<KeepInLibrary>>,
    answers: Option<Mutex<mpsc::Receiver<Told>>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        explorer::plugin,
        table::plugin,
        import::plugin,
        open::plugin,
        service::plugin,
    ));
    // In the frame's last schedule: a game kept on the way out (leave and
    // quit) is handed over in the frame that quits, and the thread is
    // waited for before Rookery closes.
    app.add_message::<KeepInLibrary>()
        .add_message::<GameKept>()
        .init_resource::<Writer>()
        .add_systems(
            Last,
            (
                keep_games.run_if(on_message::<KeepInLibrary>.or_else(on_message::<AppExit>)),
                take_answers.run_if(|w: Res<Writer>| w.answers.is_some()),
            )
                .chain()
                .in_set(LibraryWriting),
        );
}

/// Hands the games to keep to the writer thread (starting it the first
/// time); on the way out, lets it finish.
fn keep_games(
    mut games: MessageReader<KeepInLibrary>,
    mut exit: MessageReader<AppExit>,
    mut writer: ResMut<Writer>,
    storage: Option<Res<AppStorage>>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
) {
    let Some(storage) = storage else {
        games.clear();
        return;
    };
    for game in games.read() {
        if writer.jobs.is_none() && writer.thread.is_none() {
            let (jobs, answers, thread) =
                start(storage.library_path(), super::wake::waker(proxy.as_ref()));
            writer.jobs = Some(jobs);
            writer.answers = Some(Mutex::new(answers));
            writer.thread = thread;
        }
        if let Some(jobs) = &writer.jobs
            && jobs.send(game.clone()).is_err()
        {
            // The thread has stopped (the library could not be opened and
            // it said so): nothing more to do.
            writer.jobs = None;
        }
    }
    if exit.read().count() > 0 {
        writer.jobs = None;
        if let Some(thread) = writer.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Says once what went wrong with the library, and tells of each
/// finished game kept (the trainer makes puzzles of a reviewed one).
fn take_answers(
    writer: Res<Writer>,
    mut notices: MessageWriter<Notice>,
    mut kept: MessageWriter<GameKept>,
) {
    let Some(answers) = &writer.answers else {
        return;
    };
    let answers = answers.lock().unwrap_or_else(|p| p.into_inner());
    while let Ok(told) = answers.try_recv() {
        match told {
            Told::Problem(notice) => {
                notices.write(Notice(notice));
            }
            Told::Kept(game) => {
                kept.write(game);
            }
        }
    }
}

/// The notice of a game the library could not keep.
fn failed(e: &crate::library::LibraryError) -> Phrase {
    crate::text!("notice-library-failed", error = library_error_text(e))
}

/// The writer thread: opens the library and adds each game sent.
fn start(
    path: std::path::PathBuf,
    wake: super::wake::Wake,
) -> (
    mpsc::Sender<KeepInLibrary>,
    mpsc::Receiver<Told>,
    Option<std::thread::JoinHandle<()>>,
) {
    let (jobs, inbox) = mpsc::channel::<KeepInLibrary>();
    let (tell, answers) = mpsc::channel::<Told>();
    let spawned = std::thread::Builder::new()
        .name("library".into())
        .spawn(move || {
            // Opened when the first game comes, and again for a later
            // game if it did not open (the service tells why).
            // A game said to be kept survives a power cut.
            let mut library = HeldLibrary::durable(path);
            let mut told = false;
            for job in inbox {
                let Some(Ok(record)) = NewGame::from_pgn_text(&job.pgn) else {
                    continue;
                };
                let Ok(library) = library.get() else {
                    continue;
                };
                let added = library.add_game(
                    &record,
                    SourceKind::Played,
                    "Rookery",
                    Some(&job.origin),
                    job.unfinished,
                );
                match added {
                    Ok(Some(id)) if !job.unfinished => {
                        let _ = tell.send(Told::Kept(GameKept {
                            id,
                            reviewed: job.reviewed,
                        }));
                        wake();
                    }
                    Ok(_) => {}
                    Err(e) if !told => {
                        told = true;
                        let _ = tell.send(Told::Problem(failed(&e)));
                        wake();
                    }
                    Err(_) => {}
                }
            }
        });
    let thread = spawned
        .map_err(|e| warn!("the library's thread did not start: {e}"))
        .ok();
    (jobs, answers, thread)
}
