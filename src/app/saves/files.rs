//! Where Rookery's files go in [`Storage`] and how they are named, the
//! writes behind saves, exports and the autosave, and the saves list.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use super::convert::{game_pgn, save_file};
use super::{Resumable, SavedGames};
use crate::app::i18n::{Phrase, Tr, local_stamp};
use crate::app::session::Session;
use crate::engine::review::GameReview;
use crate::persist::save;
use crate::persist::storage::safe_file_name;
use crate::persist::{Storage, time, write_atomic};
use crate::rules::Clock;
use crate::text;

/// A game's file name without extension: "<start time> <White> vs <Black>",
/// for its move log and its exports.
pub fn game_file_stem(session: &Session) -> String {
    format!(
        "{} {} vs {}",
        time::file_stamp(session.started),
        safe_file_name(&session.names.white),
        safe_file_name(&session.names.black)
    )
}

/// Where the move log of a game goes.
pub fn move_log_path(storage: &Storage, session: &Session) -> PathBuf {
    storage
        .games_dir()
        .join(format!("{}.pgn", game_file_stem(session)))
}

/// The save file for a name.
pub fn save_path(storage: &Storage, name: &str) -> PathBuf {
    storage
        .saves_dir()
        .join(format!("{}.ron", safe_file_name(name)))
}

/// The default name of a new save: the word for a game in the window's
/// language and the local date and time, written the same way in every
/// language so that the files sort by it ("Game 2026-11-25 16:05",
/// "Partie 2026-11-25 16:05").
pub fn default_save_name(tr: &Tr) -> String {
    let now = time::now();
    let date = local_stamp(now).unwrap_or_else(|| time::display(now));
    crate::tr!(tr, "file-default-save-name", date = date)
}

/// The default save name, numbered if a save of that name exists (a quick
/// "save and quit" never replaces another save).
pub(super) fn unused_save_name(storage: &Storage, tr: &Tr) -> String {
    let base = default_save_name(tr);
    let mut name = base.clone();
    let mut n = 2;
    while save_path(storage, &name).exists() {
        name = format!("{base} ({n})");
        n += 1;
    }
    name
}

/// Reads the saves folder and whether the autosave holds a game to resume.
pub(super) fn refresh(storage: &Storage, saved: &mut SavedGames) {
    saved.entries = save::list_saves(&storage.saves_dir());
    saved.resume = match save::load(&storage.autosave_path()) {
        Ok((file, game)) if !game.is_over() && !file.moves.is_empty() => Some(Resumable {
            summary: file.summary(),
            position: *game.position(),
            flipped: file.flipped,
            clock: file.clock.as_ref().map(|c| {
                [
                    c.left(crate::rules::Color::White),
                    c.left(crate::rules::Color::Black),
                ]
            }),
        }),
        _ => None,
    };
}

pub(super) fn write_named_save(
    storage: &Storage,
    session: &Session,
    clock: Option<&Clock>,
    review: Option<&GameReview>,
    name: &str,
    tr: &Tr,
) -> Result<Phrase, Phrase> {
    let name = name.trim();
    let name = if name.is_empty() {
        default_save_name(tr)
    } else {
        name.to_string()
    };
    let path = save_path(storage, &name);
    save_file(session, clock, review, &name)
        .write(&path)
        .map(|()| {
            info!("saved: {}", path.display());
            text!("file-saved", name = name)
        })
        .map_err(|e| {
            text!(
                "file-save-failed",
                path = path.display().to_string(),
                error = e.to_string()
            )
        })
}

pub(super) fn export(path: &Path, bytes: &[u8]) -> Result<Phrase, Phrase> {
    let shown = path.display().to_string();
    write_atomic(path, bytes)
        .map(|()| text!("file-written", path = shown.clone()))
        .map_err(|e| text!("file-write-failed", path = shown, error = e.to_string()))
}

/// Writes the autosave and the move log.
pub(super) fn write_autosave(
    storage: &Storage,
    session: &Session,
    clock: Option<&Clock>,
    review: Option<&GameReview>,
) -> std::io::Result<()> {
    save_file(session, clock, review, "Autosave").write(&storage.autosave_path())?;
    write_atomic(
        &move_log_path(storage, session),
        game_pgn(session, clock, review).as_bytes(),
    )
}
