//! The screens of the game as Bevy states: Menu, Setup, Playing, GameOver,
//! Editor, Library and Puzzles, with a Paused sub-state of Playing, an [`AfterGame`]
//! sub-state of GameOver (the result window or the review in the panel) and
//! a computed `InGame` state (Playing or GameOver) that owns the board, so
//! the final position stays visible on the game-over screen. Beside the
//! screen, [`Overlay`] is the one window open over it (settings, help, a
//! file window or a question), as bevy_new_2d keeps its `Menu` beside its
//! `Screen`.

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
    /// The games library: the games table, searches and imports.
    Library,
    /// The puzzle trainer's dashboard: the rating, its graph, the themes,
    /// and the choice of puzzles (the puzzles themselves are played on the
    /// board, in Playing).
    Puzzles,
    /// The studies: their chapters, to open on the analysis board, order
    /// and rename.
    Studies,
    /// The opening repertoires: their counts, the drills (played on the
    /// board, in Playing), the games that left them and their gaps.
    Repertoire,
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

/// After a game: the result window over the board, or the game's review
/// in the panel (exists only on the GameOver screen, so every game starts
/// on its result again).
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::GameOver)]
pub enum AfterGame {
    /// The game-over window: the result, Review, Analyse, Rematch...
    #[default]
    Result,
    /// The engine's review of the game in the panel, the board free.
    Review,
}

/// The window open over the screen, one at a time. Escape closes it
/// (`escape`); a new game closes the questions about the last one.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Overlay {
    /// No window: the screen itself takes the keys and the pointer.
    #[default]
    None,
    /// The Settings window.
    Settings,
    /// The Help window.
    Help,
    /// Save Game.
    Save,
    /// Load Game.
    Load,
    /// Load FEN / PGN.
    Import,
    /// Export the position or the game.
    Export,
    /// Leaving a game in progress: save, leave or resign first?
    Leave {
        /// Quit Rookery (else go to the main menu).
        quit: bool,
    },
    /// "Resign the game?", in the panel (the clocks wait for the answer).
    ResignQuestion,
}

impl Overlay {
    /// The file windows and the leave question, which take the pause
    /// menu's place while they are open.
    pub fn is_file_window(self) -> bool {
        matches!(
            self,
            Overlay::Save
                | Overlay::Load
                | Overlay::Import
                | Overlay::Export
                | Overlay::Leave { .. }
        )
    }
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
        .add_sub_state::<AfterGame>()
        .add_computed_state::<InGame>()
        .init_state::<Overlay>();
}
