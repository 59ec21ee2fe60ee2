//! What the trainer asks of the library's thread: a puzzle, the
//! dashboard, an import. Each is sent as a [`Job`] by `solving`'s
//! systems, the writers of [`Trainer`]; the answers come back to them.

use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use super::worker::{Job, PuzzleThread};
use super::{PuzzleCommand, Trainer};
use crate::app::held::AppSettings;
use crate::app::held::AppStorage;
use crate::app::wake::waker;
use crate::library::{PuzzleChoice, PuzzleImport};
use crate::text;

/// Asks the library for a puzzle: of a new choice (`Start`, which also
/// begins a new streak) or of the same choice again (`Next`).
pub(super) fn ask_next(
    order: &PuzzleCommand,
    trainer: &mut Trainer,
    thread: &mut PuzzleThread,
    storage: &AppStorage,
    proxy: Option<&Res<EventLoopProxyWrapper>>,
) {
    let mut asked = None;
    if let PuzzleCommand::Start(choice) = order {
        // A new Woodpecker set is asked for once; the next puzzles come
        // from the set.
        trainer.choice = match choice {
            PuzzleChoice::NewWoodpecker(_) => PuzzleChoice::Woodpecker,
            other => other.clone(),
        };
        asked = Some(choice.clone());
        trainer.streak = 0;
        trainer.problem = None;
    }
    let skip = trainer.current.as_ref().map(|c| c.row);
    let (today, _) = super::worker::today_and_now();
    let choice = asked.unwrap_or_else(|| trainer.choice.clone());
    let sent = thread.send(
        Job::Next {
            choice,
            skip,
            today,
        },
        || storage.library_path(),
        waker(proxy),
    );
    trainer.waiting = sent;
    if !sent {
        trainer.problem = Some(text!("puzzle-no-library"));
    }
}

/// Starts importing a lichess puzzle file.
pub(super) fn import(
    path: &std::path::Path,
    trainer: &mut Trainer,
    thread: &mut PuzzleThread,
    storage: &AppStorage,
    proxy: Option<&Res<EventLoopProxyWrapper>>,
) {
    let sent = thread.send(
        Job::Import {
            path: path.to_path_buf(),
        },
        || storage.library_path(),
        waker(proxy),
    );
    trainer.imported = None;
    trainer.importing = sent.then(PuzzleImport::default);
    if !sent {
        trainer.problem = Some(text!("puzzle-no-library"));
    }
}

/// Asks the library for the dashboard (the count of the player's games
/// not looked at for puzzles by the names set in Settings). False when
/// the library's thread is gone.
pub(super) fn ask(
    thread: &mut PuzzleThread,
    storage: Option<&AppStorage>,
    proxy: Option<&Res<EventLoopProxyWrapper>>,
    settings: &AppSettings,
) -> bool {
    let Some(storage) = storage else {
        return true;
    };
    let (today, _) = super::worker::today_and_now();
    thread.send(
        Job::Dashboard {
            today,
            names: settings.my_names(),
        },
        || storage.library_path(),
        waker(proxy),
    )
}
