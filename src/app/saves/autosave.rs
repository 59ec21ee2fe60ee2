//! The autosave and the move log, rewritten after every change to the game.

use bevy::prelude::*;

use super::convert::{game_pgn, save_file};
use super::files::{game_file_stem, write_autosave};
use crate::app::clock::GameClock;
use crate::app::game_review::GameReviewState;
use crate::app::held::AppStorage;
use crate::app::library::KeepInLibrary;
use crate::app::session::Session;
use crate::app::settings::Notice;
use crate::persist::save::SaveFile;
use crate::rules::Clock;

/// After every change to the game (a move, an undo, an ending, a new or
/// loaded game), the autosave and the move log are rewritten. Status-line
/// changes alone write nothing.
pub(super) fn autosave(
    session: Res<Session>,
    storage: Option<Res<AppStorage>>,
    mut last: Local<Option<SaveFile>>,
    mut notices: MessageWriter<Notice>,
    mut failed: Local<bool>,
    clock: Res<GameClock>,
    game_review: Res<GameReviewState>,
    mut wrote: Local<Option<(i64, String, Vec<String>)>>,
    mut keep: MessageWriter<KeepInLibrary>,
) {
    let Some(storage) = storage else { return };
    // A running clock changes every frame; a stopped one only when a game
    // starts, is resumed or ends, which the autosave must then follow.
    let clock_event = clock.is_changed() && clock.0.as_ref().and_then(Clock::running).is_none();
    if !session.is_changed() && !clock_event && !game_review.is_changed() {
        return;
    }
    // The analysis board and a puzzle are not games: the game to resume
    // stays saved.
    if session.is_scratch() {
        return;
    }
    let review = game_review.review.as_ref();
    let mut file = save_file(&session, clock.0.as_ref(), review, "Autosave");
    file.saved = 0;
    if last.as_ref() == Some(&file) {
        return;
    }
    // A game with no move yet does not replace a game that can be resumed,
    // and neither does a finished game opened to be looked at: only a game
    // that ends here overwrites the autosave with its ending.
    let ended_here = last.as_ref().is_some_and(|l| {
        l.ending.is_none()
            && l.started == file.started
            && l.start_fen == file.start_fen
            && file.moves.starts_with(&l.moves)
    });
    // The game last written here may still add its review after its end.
    let ours = wrote.as_ref().is_some_and(|(started, fen, moves)| {
        *started == file.started && *fen == file.start_fen && file.moves.starts_with(moves)
    });
    let opened_finished = file.ending.is_some() && !ended_here && !ours;
    if (file.moves.is_empty() && file.ending.is_none()) || opened_finished {
        *last = Some(file);
        return;
    }
    match write_autosave(&storage, &session, clock.0.as_ref(), review) {
        Ok(()) => {
            // A game that ended here goes into the library (again when its
            // review is added: the library replaces it).
            if file.ending.is_some() {
                keep.write(KeepInLibrary {
                    pgn: game_pgn(&session, clock.0.as_ref(), review),
                    origin: game_file_stem(&session),
                    unfinished: false,
                    reviewed: review.is_some(),
                });
            }
            *failed = false;
            *wrote = Some((file.started, file.start_fen.clone(), file.moves.clone()));
            *last = Some(file);
        }
        Err(e) => {
            // Say it once, not after every move.
            if !*failed {
                notices.write(Notice(crate::text!(
                    "notice-autosave-failed",
                    error = e.to_string()
                )));
                *failed = true;
            }
        }
    }
}

/// On the way out, a game on a running clock is saved once more with its
/// times of this moment (paused), so Resume goes on from where the clocks
/// stood; the time Rookery is closed does not count.
pub(super) fn autosave_on_exit(
    mut exit: MessageReader<AppExit>,
    session: Option<Res<Session>>,
    storage: Option<Res<AppStorage>>,
    clock: Res<GameClock>,
) {
    if exit.read().count() == 0 {
        return;
    }
    let (Some(session), Some(storage)) = (session, storage) else {
        return;
    };
    let Some(running) = clock.0.as_ref().filter(|c| c.running().is_some()) else {
        return;
    };
    if session.game.is_over() || session.game.ply_count() == 0 || session.is_scratch() {
        return;
    }
    let mut paused = running.clone();
    paused.pause();
    if let Err(e) = write_autosave(&storage, &session, Some(&paused), None) {
        warn!("autosave on exit failed: {e}");
    }
}

/// On the way out (Quit, or the window closed), a game not over goes into
/// the library as unfinished, as a game saved or left does (the library
/// replaces it when it goes on).
pub(super) fn keep_unfinished_on_exit(
    mut exit: MessageReader<AppExit>,
    session: Option<Res<Session>>,
    clock: Res<GameClock>,
    mut keep: MessageWriter<KeepInLibrary>,
) {
    if exit.read().count() == 0 {
        return;
    }
    let Some(s) = session else { return };
    if s.game.is_over() || s.game.ply_count() == 0 || s.is_scratch() {
        return;
    }
    keep.write(KeepInLibrary {
        pgn: game_pgn(&s, clock.0.as_ref(), None),
        origin: game_file_stem(&s),
        unfinished: true,
        reviewed: false,
    });
}
