//! The desktop's own file chooser for every file the window reads or
//! writes (issue #57): the XDG desktop portal where the desktop has one
//! (GNOME, KDE, and sandboxes such as Flatpak), zenity where it has not,
//! both through the `rfd` crate, which loads libdbus when it runs (nothing
//! to install to build Rookery). The chooser runs on a thread of its own
//! and the window goes on drawing meanwhile; the file chosen is written
//! into the path box it was opened from (by the "Browse…" button of `ui`),
//! which stays for the keyboard and the screen reader.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, mpsc};

use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use super::wake::waker;

/// The path box a chooser was opened from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChooseFor {
    /// The Library screen's PGN file to import.
    LibraryImport,
    /// The Library screen's file to export the games listed to.
    LibraryExport,
    /// The Puzzles screen's CSV file to import.
    Puzzles,
    /// The Save window's folder to write the game's files to.
    ExportFolder,
    /// The Load FEN / PGN window's file.
    Import,
    /// The Studies screen's PGN file to import as a study.
    StudyImport,
    /// The Studies screen's file to export a study or chapter to.
    StudyExport,
    /// Setup's UCI engine (a program).
    Engine,
}

impl ChooseFor {
    /// Whether the file is written (a save chooser, which asks before
    /// replacing a file) rather than read.
    pub fn saves(self) -> bool {
        matches!(self, ChooseFor::LibraryExport | ChooseFor::StudyExport)
    }

    /// The kinds of file the chooser offers first (name, extensions);
    /// "All files" always follows. Compressed files are read as they are.
    pub fn filters(self) -> &'static [(&'static str, &'static [&'static str])] {
        match self {
            ChooseFor::LibraryImport | ChooseFor::StudyImport => {
                &[("PGN", &["pgn", "zst", "gz", "bz2"])]
            }
            ChooseFor::Import => &[("PGN, FEN, EPD", &["pgn", "fen", "epd", "zst", "gz", "bz2"])],
            ChooseFor::LibraryExport | ChooseFor::StudyExport => &[("PGN", &["pgn"])],
            ChooseFor::Puzzles => &[("CSV", &["csv", "zst", "gz", "bz2"])],
            ChooseFor::Engine | ChooseFor::ExportFolder => &[],
        }
    }
}

/// Opens the chooser for a path box.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct ChooseFile {
    /// The path box.
    pub for_box: ChooseFor,
    /// The chooser's title, in the player's language.
    pub title: String,
    /// What the box holds: the chooser starts in its folder, and a save
    /// chooser offers its file name.
    pub start: String,
}

/// A file chosen for a path box.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chosen {
    /// The path box.
    pub for_box: ChooseFor,
    /// The file.
    pub path: PathBuf,
    /// Counts the files chosen: a path box takes each once.
    pub number: u64,
}

/// The chooser: whether one is open (and for which box), and the last
/// file chosen. Written by [`chooser`] alone.
#[derive(Resource, Default, Debug)]
pub struct Chooser {
    /// The box whose chooser is open (one at a time).
    pub open: Option<ChooseFor>,
    /// The last file chosen.
    pub chosen: Option<Chosen>,
    answer: Option<Mutex<mpsc::Receiver<Option<PathBuf>>>>,
}

/// What shows the chooser and gives the file chosen (`None`: cancelled,
/// or no chooser could be shown). The desktop's by default; a test puts
/// its own.
#[derive(Resource, Clone)]
pub struct ChooserBackend(pub Arc<dyn Fn(&ChooseFile) -> Option<PathBuf> + Send + Sync>);

impl Default for ChooserBackend {
    fn default() -> ChooserBackend {
        ChooserBackend(Arc::new(desktop_chooser))
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Chooser>()
        .init_resource::<ChooserBackend>()
        .add_message::<ChooseFile>()
        .add_systems(
            Update,
            chooser.run_if(on_message::<ChooseFile>.or_else(|c: Res<Chooser>| c.open.is_some())),
        );
}

/// Opens the chooser asked for (when none is open) on its thread, and
/// takes the file chosen when it answers.
fn chooser(
    mut asked: MessageReader<ChooseFile>,
    mut chooser: ResMut<Chooser>,
    backend: Res<ChooserBackend>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    let answer = chooser.answer.as_ref().map(|a| {
        a.lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .try_recv()
    });
    match answer {
        Some(Ok(path)) => {
            let for_box = chooser.open.take().expect("a chooser is open");
            chooser.answer = None;
            if let Some(path) = path {
                let number = chooser.chosen.as_ref().map_or(1, |c| c.number + 1);
                chooser.chosen = Some(Chosen {
                    for_box,
                    path,
                    number,
                });
            }
        }
        Some(Err(mpsc::TryRecvError::Disconnected)) => {
            // The thread ended without answering (it panicked).
            chooser.open = None;
            chooser.answer = None;
        }
        Some(Err(mpsc::TryRecvError::Empty)) | None => {}
    }
    let Some(ask) = asked.read().last().cloned() else {
        return;
    };
    if chooser.open.is_some() {
        return;
    }
    let (tell, answer) = mpsc::channel();
    let show = backend.0.clone();
    let wake = waker(proxy.as_ref());
    let for_box = ask.for_box;
    let spawned = std::thread::Builder::new()
        .name("file-chooser".into())
        .spawn(move || {
            let _ = tell.send(show(&ask));
            wake();
        });
    match spawned {
        Ok(_) => {
            chooser.open = Some(for_box);
            chooser.answer = Some(Mutex::new(answer));
        }
        Err(e) => warn!("the file chooser's thread did not start: {e}"),
    }
}

/// The desktop's chooser (rfd): starting in the folder of the path box's
/// file, or the home folder; a save chooser offers the box's file name.
fn desktop_chooser(ask: &ChooseFile) -> Option<PathBuf> {
    let start = PathBuf::from(ask.start.trim());
    let mut dialog = rfd::FileDialog::new().set_title(&ask.title);
    for (name, extensions) in ask.for_box.filters() {
        dialog = dialog.add_filter(*name, extensions);
    }
    if !ask.for_box.filters().is_empty() {
        dialog = dialog.add_filter("*", &["*"]);
    }
    let folder = if start.is_dir() {
        Some(start.clone())
    } else {
        start
            .parent()
            .filter(|p| p.is_dir() && !p.as_os_str().is_empty())
            .map(PathBuf::from)
    };
    let folder = folder.or_else(|| directories::UserDirs::new().map(|u| u.home_dir().into()));
    if let Some(folder) = folder.clone() {
        if !ask.for_box.saves() {
            // zenity (rfd's chooser where there is no portal) takes the
            // folder only as a file name ending in '/'; the portal reads no
            // file name when a file is opened.
            dialog = dialog.set_file_name(format!("{}/", folder.display()));
        }
        dialog = dialog.set_directory(folder);
    }
    if ask.for_box == ChooseFor::ExportFolder {
        dialog.pick_folder()
    } else if ask.for_box.saves() {
        if let Some(name) = start.file_name().filter(|_| !start.is_dir()) {
            // The portal takes the name alone; zenity, used where no
            // session bus is (so no portal), takes the whole path.
            let name = match (&folder, std::env::var_os("DBUS_SESSION_BUS_ADDRESS")) {
                (Some(folder), None) => folder.join(name).display().to_string(),
                _ => name.to_string_lossy().into_owned(),
            };
            dialog = dialog.set_file_name(name);
        }
        dialog.save_file()
    } else {
        dialog.pick_file()
    }
}
