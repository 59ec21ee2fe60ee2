//! The game's journal: one log line (Bevy's log, on standard error, at the
//! `info` level) for each screen entered, each game that ends and each exit,
//! so a player's bug report and the random-input soak (`make soak`) can tell
//! what happened. Named saves are logged where they are written
//! (`persist::files`). Nothing here writes a resource: idle frames read no
//! messages and print nothing.

use bevy::prelude::*;

use super::session::Session;
use super::states::{Pause, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, (screens, pauses, exits));
}

/// Each screen entered, and each game that reaches the game-over screen
/// with its result and length.
fn screens(mut reader: MessageReader<StateTransitionEvent<Screen>>, session: Option<Res<Session>>) {
    for change in reader.read() {
        let Some(screen) = change.entered else {
            continue;
        };
        if change.exited == change.entered {
            continue;
        }
        info!("screen: {screen:?}");
        if screen == Screen::GameOver
            && let Some(session) = &session
            && let Some(outcome) = session.game.outcome()
        {
            info!(
                "game over after {} plies: {} {outcome}",
                session.game.ply_count(),
                outcome.result.as_pgn()
            );
        }
    }
}

fn pauses(mut reader: MessageReader<StateTransitionEvent<Pause>>) {
    for change in reader.read() {
        if change.entered == Some(Pause::Paused) && change.exited != change.entered {
            info!("screen: Paused");
        }
    }
}

fn exits(mut reader: MessageReader<AppExit>) {
    for exit in reader.read() {
        info!("exit: {exit:?}");
    }
}
