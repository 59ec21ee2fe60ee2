//! The screens of the game as Bevy states: Menu, Setup, Playing, GameOver,
//! with a Paused sub-state of Playing and a computed `InGame` state (Playing
//! or GameOver) that owns the board, so the final position stays visible on
//! the game-over screen.

use bevy::prelude::*;

/// The screen the player is on.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[states(scoped_entities)]
pub enum Screen {
    /// Title and main menu.
    #[default]
    Menu,
    /// Choosing mode, colour and names for a new game.
    Setup,
    /// A game in progress.
    Playing,
    /// A finished game, its board still shown.
    GameOver,
    /// The board editor: a position set up by hand.
    Editor,
}

/// Whether a game in progress is paused (exists only while Playing).
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Playing)]
#[states(scoped_entities)]
pub enum Pause {
    /// The game runs.
    #[default]
    Running,
    /// The pause menu is open; the board ignores input.
    Paused,
}

/// Present while a board is on screen (Playing or GameOver).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct InGame;

impl ComputedStates for InGame {
    type SourceStates = Screen;

    /// Playing -> GameOver keeps the board: no exit and re-entry.
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<Self> {
        matches!(screen, Screen::Playing | Screen::GameOver).then_some(InGame)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_sub_state::<Pause>()
        .add_computed_state::<InGame>();
}
