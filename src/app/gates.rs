//! The two questions many board systems ask, answered once, as run
//! conditions (for systems and observers alike):
//!
//! * [`board_shown`]: a board is on screen and in front: a game in progress
//!   or the game-over screen, with the pause menu closed. Drawing arrows and
//!   stepping through the moves work then, whoever's turn it is.
//! * [`board_takes_input`]: the board takes a player's move: a running,
//!   unfinished game with a person to move, or with the computer to move
//!   while its opponent may plan a premove.
//!
//! The computer's own turn is a different question and `ai` asks it itself.

use bevy::prelude::*;

use super::session::Session;
use super::states::{Pause, Screen};
use crate::app::held::AppSettings;

/// Whether a board is on screen with the pause menu closed.
pub fn board_shown(screen: Res<State<Screen>>, pause: Option<Res<State<Pause>>>) -> bool {
    shows_board(screen.get(), pause.as_deref().map(State::get))
}

/// [`board_shown`] for code that has the states in hand (an observer that
/// must do something first whatever the answer).
pub fn shows_board(screen: &Screen, pause: Option<&Pause>) -> bool {
    matches!(screen, Screen::Playing | Screen::GameOver) && pause != Some(&Pause::Paused)
}

/// Whether the board takes a player's move now: a running, unfinished game
/// with a person to move, or a premove to plan.
pub fn board_takes_input(
    screen: Res<State<Screen>>,
    pause: Option<Res<State<Pause>>>,
    session: Option<Res<Session>>,
    settings: Option<Res<AppSettings>>,
) -> bool {
    *screen.get() == Screen::Playing
        && pause.is_none_or(|p| *p.get() == Pause::Running)
        && session.is_some_and(|s| {
            !s.game.is_over()
                && (s.human_to_move()
                    || s.premove_side(settings.as_deref().map(|s| &s.0)).is_some())
        })
}
