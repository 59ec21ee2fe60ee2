//! Importing PGN files into the library from the window: on a thread of its
//! own, batch by batch, with the progress shown (games, games a second,
//! time left) and a Cancel that keeps what was committed. The table is
//! read again when it ends.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};

use bevy::prelude::*;

use super::service::HeldLibrary;
use super::table::TableRequest;
use crate::app::held::AppStorage;
use crate::app::i18n::{Phrase, library_error_text};
use crate::app::wake::waker;
use crate::library::{ImportProgress, ImportReport};
use bevy::winit::EventLoopProxyWrapper;

/// Start or stop an import (the Library screen's buttons).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum ImportRequest {
    /// Import this PGN file.
    Start(PathBuf),
    /// Stop after the batch being read (what was committed stays).
    Cancel,
}

/// The import under way or the last one. Written only by this file's
/// systems.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct LibraryImport {
    /// The file being imported or imported last.
    pub file: Option<PathBuf>,
    /// Where it stands, while it runs.
    pub progress: Option<ImportProgress>,
    /// Cancel was pressed.
    pub cancelling: bool,
    /// How the last one ended.
    pub report: Option<Result<ImportReport, Phrase>>,
}

impl LibraryImport {
    /// An import is under way.
    pub fn running(&self) -> bool {
        self.progress.is_some()
    }
}

enum Update {
    Progress(ImportProgress),
    Done(Result<ImportReport, Phrase>),
}

/// The running import's thread.
#[derive(Resource, Default)]
struct ImportThread {
    cancel: Option<Arc<AtomicBool>>,
    updates: Option<Mutex<mpsc::Receiver<Update>>>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LibraryImport>()
        .init_resource::<ImportThread>()
        .add_message::<ImportRequest>()
        .add_systems(
            bevy::app::Update,
            (
                start_or_cancel.run_if(on_message::<ImportRequest>),
                take_updates.run_if(|r: Res<ImportThread>| r.updates.is_some()),
            )
                .chain(),
        );
}

fn start_or_cancel(
    mut requests: MessageReader<ImportRequest>,
    mut import: ResMut<LibraryImport>,
    mut running: ResMut<ImportThread>,
    storage: Option<Res<AppStorage>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    for request in requests.read() {
        match request {
            ImportRequest::Cancel => {
                if let Some(cancel) = &running.cancel {
                    cancel.store(true, Ordering::Relaxed);
                    import.cancelling = true;
                }
            }
            ImportRequest::Start(file) => {
                let Some(storage) = storage.as_deref() else {
                    continue;
                };
                if import.running() {
                    continue;
                }
                let cancel = Arc::new(AtomicBool::new(false));
                let (tell, updates) = mpsc::channel();
                let library = storage.library_path();
                let path = file.clone();
                let stop = cancel.clone();
                let wake = waker(proxy.as_ref());
                let spawned = std::thread::Builder::new()
                    .name("library-import".into())
                    .spawn(move || {
                        let mut held = HeldLibrary::new(library);
                        let report = held.get().and_then(|library| {
                            library
                                .import_file(&path, &stop, |p| {
                                    let _ = tell.send(Update::Progress(p.clone()));
                                    wake();
                                })
                                .map_err(|e| library_error_text(&e))
                        });
                        let _ = tell.send(Update::Done(report));
                        wake();
                    });
                *import = LibraryImport {
                    file: Some(file.clone()),
                    progress: Some(ImportProgress::default()),
                    cancelling: false,
                    report: None,
                };
                match spawned {
                    Ok(_) => {
                        running.cancel = Some(cancel);
                        running.updates = Some(Mutex::new(updates));
                    }
                    Err(e) => {
                        import.progress = None;
                        import.report =
                            Some(Err(crate::text!("library-error-file", why = e.to_string())));
                    }
                }
            }
        }
    }
}

fn take_updates(
    mut running: ResMut<ImportThread>,
    mut import: ResMut<LibraryImport>,
    mut table: MessageWriter<TableRequest>,
) {
    let mut finished = false;
    if let Some(updates) = &running.updates {
        let updates = updates.lock().unwrap_or_else(|p| p.into_inner());
        let mut last = None;
        loop {
            match updates.try_recv() {
                Ok(Update::Progress(p)) => last = Some(p),
                Ok(Update::Done(report)) => {
                    import.progress = None;
                    import.cancelling = false;
                    import.report = Some(report);
                    finished = true;
                    break;
                }
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    import.progress = None;
                    import.report = Some(Err("the import stopped".into()));
                    finished = true;
                    break;
                }
            }
        }
        if let Some(p) = last
            && !finished
            && import.progress.as_ref() != Some(&p)
        {
            import.progress = Some(p);
        }
    }
    if finished {
        *running = ImportThread::default();
        table.write(TableRequest::Refresh);
    }
}
