//! Carrying out the [`PersistCommand`]s of the menus and dialogs, and
//! opening the game given on the command line.

use std::path::Path;

use bevy::prelude::*;

use super::convert::{game_pgn, session_from_pgn, session_from_position, session_from_save};
use super::files::{
    export, game_file_stem, refresh, unused_save_name, write_autosave, write_named_save,
};
use super::{PersistCommand, PersistFeedback, SavedGames, StartupGame};
use crate::app::clock::GameClock;
use crate::app::game_review::GameReviewState;
use crate::app::held::AppStorage;
use crate::app::i18n::{Phrase, Tr, load_error_text};
use crate::app::library::KeepInLibrary;
use crate::app::session::{GameCommand, OpenSession, Say, Session};
use crate::app::states::Screen;
use crate::engine::review::GameReview;
use crate::persist::save;
use crate::rules::Clock;
use crate::text;

/// What it takes to replace the running game with another (the session
/// plugin does it) and to go elsewhere.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Opener<'w, 's> {
    commands: Commands<'w, 's>,
    next: ResMut<'w, NextState<Screen>>,
    game: MessageWriter<'w, GameCommand>,
    opened: MessageWriter<'w, OpenSession>,
    say: MessageWriter<'w, Say>,
    keep: MessageWriter<'w, KeepInLibrary>,
}

impl Opener<'_, '_> {
    /// Asks for `session` to replace the running game, with `status` on the
    /// status line.
    fn open(&mut self, session: Session, status: Phrase) {
        self.opened.write(OpenSession {
            session: Box::new(session),
            status,
        });
    }

    /// A game saved or left before its end goes into the library as
    /// unfinished (a game that ends goes in through the autosave).
    fn keep_unfinished(&mut self, s: &Session, clock: Option<&Clock>, review: Option<&GameReview>) {
        if s.game.is_over() || s.game.ply_count() == 0 || s.is_scratch() {
            return;
        }
        self.keep.write(KeepInLibrary {
            pgn: game_pgn(s, clock, review),
            origin: game_file_stem(s),
            unfinished: true,
            reviewed: false,
        });
    }
}

/// Opens the game given on the command line (read and checked there).
pub(super) fn open_startup_game(startup: Res<StartupGame>, mut opener: Opener) {
    let session = match &*startup {
        StartupGame::Position(pos) => session_from_position(*pos),
        StartupGame::Save(file, game) => session_from_save(file, game.clone()),
        StartupGame::Pgn(pgn) => session_from_pgn(pgn),
    };
    opener.commands.remove_resource::<StartupGame>();
    let status = session.opened_status();
    opener.open(session, status);
}

/// Reads the saves folder (at start and back in the main menu).
pub(super) fn refresh_saves(storage: Option<Res<AppStorage>>, mut saved: ResMut<SavedGames>) {
    if let Some(storage) = storage {
        refresh(&storage, &mut saved);
    }
}

/// Why nothing can be saved or loaded: no folder for Rookery's files.
fn no_folder() -> Phrase {
    text!("file-no-folder")
}

#[allow(clippy::too_many_arguments)]
pub(super) fn handle_commands(
    mut opener: Opener,
    mut reader: MessageReader<PersistCommand>,
    mut deferred: Local<Vec<PersistCommand>>,
    storage: Option<Res<AppStorage>>,
    session: Option<Res<Session>>,
    mut feedback: ResMut<PersistFeedback>,
    mut saved: ResMut<SavedGames>,
    mut exit: MessageWriter<AppExit>,
    clock: Res<GameClock>,
    game_review: Res<GameReviewState>,
    tr: Res<Tr>,
) {
    let review = game_review.review.as_ref();
    let waiting = std::mem::take(&mut *deferred);
    for cmd in waiting.iter().chain(reader.read()) {
        if let PersistCommand::Leave { save, resign, quit } = cmd {
            // Resigning first: the session plugin resigns, and the leaving
            // goes on next frame with the game over (so the autosave and
            // the move log keep the resignation).
            if *resign
                && let Some(s) = session.as_deref()
                && !s.game.is_over()
            {
                opener.game.write(GameCommand::Resign(s.acting_side()));
                deferred.push(PersistCommand::Leave {
                    save: *save,
                    resign: false,
                    quit: *quit,
                });
                continue;
            }
            // Leaving always works, with or without a folder to keep files in.
            if let Some(s) = session.as_deref() {
                match storage.as_deref() {
                    Some(storage) => {
                        // The autosave and the move log always get the final state.
                        if let Err(e) = write_autosave(storage, s, clock.0.as_ref(), review) {
                            warn!("autosave failed: {e}");
                        }
                        opener.keep_unfinished(s, clock.0.as_ref(), review);
                        if *save {
                            let result = write_named_save(
                                storage,
                                s,
                                clock.0.as_ref(),
                                review,
                                &unused_save_name(storage, &tr),
                                &tr,
                            );
                            if let Err(e) = &result {
                                // Keep the player in the game: nothing is lost.
                                feedback.answer(Err(e.clone()));
                                continue;
                            }
                            feedback.answer(result);
                        }
                    }
                    None if *save => {
                        feedback.answer(Err(no_folder()));
                        continue;
                    }
                    None => {}
                }
            }
            if *quit {
                exit.write(AppExit::Success);
            } else {
                opener.next.set(Screen::Menu);
            }
            continue;
        }
        let Some(storage) = storage.as_deref() else {
            feedback.answer(Err(no_folder()));
            continue;
        };
        match cmd {
            PersistCommand::Save(name) => {
                let Some(s) = session.as_deref() else {
                    continue;
                };
                let result = write_named_save(storage, s, clock.0.as_ref(), review, name, &tr);
                if result.is_ok() {
                    opener.keep_unfinished(s, clock.0.as_ref(), review);
                }
                opener.say.write(match &result {
                    Ok(text) => Say::info(text.clone()),
                    Err(e) => Say::warning(e.clone()),
                });
                feedback.answer(result);
                refresh(storage, &mut saved);
            }
            PersistCommand::Load(path) => match save::load(path) {
                Ok((file, game)) => {
                    let s = session_from_save(&file, game);
                    let text = crate::text!("status-loaded", name = file.name.clone());
                    feedback.answer(Ok(text.clone()));
                    opener.open(s, text);
                }
                Err(e) => {
                    feedback.answer(Err(text!("file-cannot-load", why = load_error_text(&e))));
                }
            },
            PersistCommand::Resume => match save::load(&storage.autosave_path()) {
                Ok((file, game)) => {
                    let s = session_from_save(&file, game);
                    opener.open(s, crate::text!("status-resumed"));
                }
                Err(e) => {
                    feedback.answer(Err(text!("file-cannot-resume", why = load_error_text(&e))));
                    refresh(storage, &mut saved);
                }
            },
            PersistCommand::Delete(path) => {
                // Only files in the saves folder are Rookery's to delete.
                let ours = path.parent() == Some(storage.saves_dir().as_path());
                feedback.answer(if !ours {
                    Err(text!(
                        "file-not-in-saves",
                        path = path.display().to_string()
                    ))
                } else {
                    std::fs::remove_file(path)
                        .map(|()| text!("file-deleted", name = file_label(path)))
                        .map_err(|e| {
                            text!(
                                "file-delete-failed",
                                name = file_label(path),
                                error = e.to_string()
                            )
                        })
                });
                refresh(storage, &mut saved);
            }
            PersistCommand::Refresh => refresh(storage, &mut saved),
            PersistCommand::OpenPgn(pgn) | PersistCommand::ContinuePgn(pgn) => {
                let s = if matches!(cmd, PersistCommand::ContinuePgn(_)) {
                    super::session_to_continue(pgn)
                } else {
                    session_from_pgn(pgn)
                };
                let text = crate::text!(
                    "status-opened",
                    white = s.names.white.clone(),
                    black = s.names.black.clone()
                );
                opener.open(s, text);
            }
            PersistCommand::ExportPgn(path) => {
                let Some(s) = session.as_deref() else {
                    continue;
                };
                feedback.answer(export(
                    path,
                    game_pgn(s, clock.0.as_ref(), review).as_bytes(),
                ));
            }
            PersistCommand::ExportFen(path) => {
                let Some(s) = session.as_deref() else {
                    continue;
                };
                let fen = format!("{}\n", s.position().to_fen());
                feedback.answer(export(path, fen.as_bytes()));
            }
            PersistCommand::Leave { .. } => {}
        }
    }
}

fn file_label(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}
