//! The messages that change the game (a move asked for, a button or key,
//! a line for the status bar) and the one that tells the board it changed,
//! with the promotion that waits for its piece.

use bevy::prelude::*;

use super::StatusKind;
use crate::app::i18n::Phrase;
use crate::rules::{Color, Move, PieceKind, Position, Square};

/// Where a move request came from (drops are not animated to their square,
/// everything else glides).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveSource {
    /// Dragged and dropped.
    Drag,
    /// Clicked piece then target.
    Click,
    /// Picked and dropped with the board's cursor (arrows, then Enter or
    /// Space).
    Keys,
    /// Typed in the move box.
    Typed,
    /// Chosen in the promotion dialog.
    PromotionDialog,
    /// The computer's move.
    Computer,
    /// A repertoire drill's trainer plays the line up to its question:
    /// the opponent's moves and the player's own not asked (played for
    /// either side).
    Trainer,
    /// A premove, played when the player's turn came.
    Premove,
}

/// A player asks to move a piece; the rules decide.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveRequest {
    /// The square the piece leaves.
    pub from: Square,
    /// The square it goes to.
    pub to: Square,
    /// The promotion piece, if already chosen.
    pub promotion: Option<PieceKind>,
    /// How the player asked.
    pub source: MoveSource,
}

impl MoveRequest {
    /// The request to play `mv`, asked by `source`.
    pub fn of(mv: &Move, source: MoveSource) -> MoveRequest {
        MoveRequest {
            from: mv.from,
            to: mv.to,
            promotion: mv.promotion,
            source,
        }
    }
}

/// A button or key in the game.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum GameCommand {
    /// A move typed in the move box (SAN or UCI).
    Typed(String),
    /// A question typed in the move box (`app::questions`).
    Ask(crate::app::questions::Question),
    /// Take back the last move.
    Undo,
    /// Turn the board around.
    Flip,
    /// The side to move offers a draw.
    OfferDraw,
    /// The answer to a pending draw offer, by the side that was offered
    /// the draw (only that side's answer counts).
    AnswerDraw {
        /// The side answering.
        by: Color,
        /// Whether it accepts.
        accept: bool,
    },
    /// Claim a draw by the fifty-move rule or threefold repetition.
    ClaimDraw,
    /// A side resigns (already confirmed).
    Resign(Color),
    /// Start a game with the Setup choices.
    Start,
    /// Play again with colours swapped.
    Rematch,
    /// Open the analysis board on this game (or on the standard position
    /// when there is none), at the position after this many half-moves
    /// (the moves after it can be stepped to again).
    Analyse(usize),
    /// Open an empty analysis board: the standard position.
    AnalysisBoard,
    /// Open the analysis board on a position (from the board editor).
    AnalysePosition(Box<Position>),
    /// On the analysis board: go to the position after this many
    /// half-moves of the line on the board (moves taken back stay to be
    /// played again).
    GoTo(usize),
    /// On the analysis board: show the position after this move of its
    /// tree (the line through it becomes the line on the board).
    GoToNode(crate::rules::tree::NodeId),
    /// On the analysis board: an edit of its notes (a comment, a glyph, an
    /// arrow, a variation promoted or deleted, an undo).
    Note(super::NoteEdit),
    /// On the analysis board: its notes are now kept in this study chapter
    /// (sent by the studies once the chapter is written).
    KeepInChapter(crate::library::study::ChapterId),
    /// "Help me move": ask the engine for the best move.
    Hint,
    /// After an external engine failed: let Rookery's engine play that side.
    UseBuiltinEngine,
    /// Drop the move waiting for its promotion piece (Escape, a press beside
    /// the chooser, a step through the moves, another game opened).
    CancelPromotion,
    /// `side`'s flag fell (sent by the clocks): the game ends on time, or
    /// drawn when the other side could never mate.
    TimeOut(Color),
    /// The external engine playing `side` failed (sent by the computer
    /// player; the panel then offers Rookery's engine instead).
    EngineFailed {
        /// The side the engine plays.
        side: Color,
        /// How it failed, for the player.
        why: Phrase,
    },
}

/// Replace the running game with this one (a save loaded, the game
/// resumed, a PGN or FEN opened) and show it, with `status` on the status
/// line. Only the session plugin replaces the session.
#[derive(Message, Debug, Clone)]
pub struct OpenSession {
    /// The game to show.
    pub session: Box<super::Session>,
    /// What the status line says about it.
    pub status: Phrase,
}

/// A line for the status bar, from anywhere in the app: the session shows
/// it (the status line has one writer), and a warning is also heard. Said
/// in a frame, shown in the same frame's `GameSet::Apply` when sent before
/// it, else in the next frame's, in the order sent.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct Say {
    /// How it looks (a warning is something refused).
    pub kind: StatusKind,
    /// The text.
    pub text: Phrase,
}

impl Say {
    /// Neutral information.
    pub fn info(text: impl Into<Phrase>) -> Say {
        Say {
            kind: StatusKind::Info,
            text: text.into(),
        }
    }

    /// Something the player tried was refused.
    pub fn warning(text: impl Into<Phrase>) -> Say {
        Say {
            kind: StatusKind::Warning,
            text: text.into(),
        }
    }
}

/// Sent after the rules game changed: a move (with how it was asked for),
/// an undo, or a fresh game. The board uses it to choose animations.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameChanged {
    /// A move was played.
    Moved(Move, MoveSource),
    /// A move was taken back.
    Undone(Move),
    /// A new game or position replaced the old one: no animation.
    Reset,
}

/// How an edit of the analysis board's notes came about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EditBy {
    /// Made (a comment written, a glyph added...).
    Edit,
    /// Undone (Ctrl+Z).
    Undo,
    /// Redone (Ctrl+Y).
    Redo,
}

/// Sent after an edit of the analysis board's notes ([`super::NoteEdit`])
/// was made, undone or redone, for the screen reader to say.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoteEdited {
    /// What the edit did (what an undo undid).
    pub done: super::NoteDone,
    /// Made, undone or redone.
    pub by: EditBy,
    /// The move on the board after it.
    pub at: crate::rules::tree::NodeId,
}

/// A move waiting for its promotion piece (the dialog is open). Written
/// only by the session plugin; others send `GameCommand::CancelPromotion`.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PendingPromotion(pub Option<(Square, Square, MoveSource)>);
