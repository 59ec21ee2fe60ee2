//! Saving and loading in the running game: named saves, the autosave after
//! every move (and the Resume it offers), the PGN move log, imports and
//! exports, and the quit flows that must not lose a game. The file formats
//! live in [`crate::persist`]; this plugin connects them to the
//! [`Session`](crate::app::session::Session).
//!
//! `convert` turns sessions into saves and PGN and back, `files` says where
//! files go and writes them, `commands` carries out the [`PersistCommand`]s
//! and `autosave` keeps the autosave and the move log up to date.

mod autosave;
mod commands;
mod convert;
mod files;

pub use convert::{
    game_pgn, save_file, session_from_pgn, session_from_position, session_from_save,
    session_to_continue,
};
pub use files::{default_save_name, game_file_stem, move_log_path, save_path};

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::library::LibraryWriting;

use super::GameSet;
use super::i18n::Phrase;
use super::session::Session;
use super::states::Screen;
use crate::persist::save::{SaveEntry, SaveFile, SaveSummary};
use crate::rules::{Game, PgnGame, Position};

/// What the player asks of saves and files.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum PersistCommand {
    /// Save the game under this name (in the saves folder).
    Save(String),
    /// Load a save file.
    Load(PathBuf),
    /// Delete a save file (already confirmed).
    Delete(PathBuf),
    /// Read the saves folder again.
    Refresh,
    /// Continue the autosaved game.
    Resume,
    /// Open a game read from PGN (already parsed and checked).
    OpenPgn(Box<PgnToOpen>),
    /// Play on an unfinished game read from PGN: against the computer
    /// when it was played against Rookery ([`session_to_continue`]).
    ContinuePgn(Box<PgnToOpen>),
    /// Write the game's PGN to a file.
    ExportPgn(PathBuf),
    /// Write the position's FEN to a file.
    ExportFen(PathBuf),
    /// Leave the game in progress: optionally save it or resign it first,
    /// then go to the main menu or quit Rookery.
    Leave {
        /// Write a named save first.
        save: bool,
        /// The side to act resigns first.
        resign: bool,
        /// Quit Rookery (otherwise go to the main menu).
        quit: bool,
    },
}

/// The answer to the last save, load, delete or export, for the dialogs.
/// Written only by this plugin; a window shows the answers that came
/// after it opened (see [`PersistFeedback::answers`]).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct PersistFeedback {
    /// `Ok(message)` or `Err(why)`, written in the window's language when
    /// shown.
    pub last: Option<Result<Phrase, Phrase>>,
    /// How many answers there have been: a window notes the number when it
    /// opens or sends a command, and shows `last` only once it has grown.
    pub answers: u64,
}

impl PersistFeedback {
    /// Gives an answer.
    fn answer(&mut self, result: Result<Phrase, Phrase>) {
        self.last = Some(result);
        self.answers += 1;
    }
}

/// The saves folder as last read, and the autosaved game if it can be
/// resumed.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct SavedGames {
    /// Every file in the saves folder, newest first.
    pub entries: Vec<SaveEntry>,
    /// The autosaved game in progress, if there is one to resume.
    pub resume: Option<Resumable>,
}

/// The autosaved game in progress, as the home screen shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Resumable {
    /// Its players, moves and when it was saved.
    pub summary: SaveSummary,
    /// The position on its board.
    pub position: crate::rules::Position,
    /// The board was seen from Black's side.
    pub flipped: bool,
    /// The time each side has left (White's, Black's), on a clock.
    pub clock: Option<[std::time::Duration; 2]>,
}

/// A game to open at start-up, from the command line: read and checked
/// there (a bad one is refused before any window opens), and opened as it
/// is, not read again.
#[derive(Resource, Debug, Clone, PartialEq)]
pub enum StartupGame {
    /// A position (a FEN or EPD), two players.
    Position(Position),
    /// A save file's contents and its game.
    Save(Box<SaveFile>, Game),
    /// A PGN game.
    Pgn(Box<PgnToOpen>),
}

/// A game read from PGN, to open: the game as the rules read it, and the
/// whole tree of its text (variations inside variations, comments before
/// and after moves, glyphs, arrows, commands), which the analysis board
/// opens on so that nothing of the file is lost there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnToOpen {
    /// The game.
    pub pgn: PgnGame,
    /// Its tree, when the text read as one.
    pub tree: Option<crate::rules::tree::GameTree>,
}

impl PgnToOpen {
    /// The first game of a PGN text, with its tree; `None` for a text
    /// with no game. (The analysis board takes the tree while the game's
    /// moves are its main line: `Notes::to_analyse`.)
    ///
    /// # Errors
    /// Why the game does not read.
    pub fn read_first(text: &str) -> Option<Result<PgnToOpen, crate::rules::PgnError>> {
        let pgn = crate::rules::read_games(text).into_iter().next()?;
        Some(pgn.map(|pgn| {
            PgnToOpen {
                pgn,
                tree: crate::rules::tree::read_trees(text)
                    .into_iter()
                    .next()
                    .and_then(Result::ok),
            }
        }))
    }
}

impl From<PgnGame> for PgnToOpen {
    fn from(pgn: PgnGame) -> PgnToOpen {
        PgnToOpen { pgn, tree: None }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PersistCommand>()
        .init_resource::<PersistFeedback>()
        .init_resource::<SavedGames>()
        .add_systems(Startup, commands::refresh_saves)
        .add_systems(
            Last,
            (
                autosave::autosave_on_exit,
                autosave::keep_unfinished_on_exit.before(LibraryWriting),
            ),
        )
        .add_systems(OnEnter(Screen::Menu), commands::refresh_saves)
        .add_systems(
            Update,
            (
                commands::open_startup_game.run_if(resource_exists::<StartupGame>),
                commands::handle_commands,
                autosave::autosave.run_if(resource_exists::<Session>),
            )
                .chain()
                .after(GameSet::EndDetection),
        );
}
