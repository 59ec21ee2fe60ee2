//! The analysis board's notes: its moves as a tree (the line on the board,
//! the variations tried, comments, glyphs, arrows and circles), the move on
//! the board in it, and the edits that can be undone.
//!
//! The rules [`Game`] stays the board's source of truth for the position;
//! the notes follow it ([`Notes::follow`]): a move played on the board is a
//! move of the tree (a new one where another was, a variation), a step back
//! or forward moves along the tree's line, and the moves ahead of the board
//! are those it came back along, then main continuations.

use super::{GameCommand, Session};
use crate::app::i18n::Phrase;
use crate::library::study::ChapterId;
use crate::rules::tree::{EditError, GameTree, History, NodeId, Place, Shape};
use crate::rules::{Game, Move};

/// The tree of the analysis board and where the board is in it.
#[derive(Debug, Clone)]
pub struct Notes {
    /// The moves, variations and what is said about them.
    pub tree: GameTree,
    /// The move whose position is on the board (the root at the start).
    pub at: NodeId,
    /// The edits that Ctrl+Z undoes and Ctrl+Y redoes.
    pub edits: History,
    /// The study chapter the notes are kept in: each edit is written
    /// there (see `app::studies`).
    pub chapter: Option<ChapterId>,
    /// Counts the changes to the tree (an edit, an undo, a move added), so
    /// that a change can be told from a step through the moves.
    pub revision: u64,
}

/// An edit of the analysis board's notes, sent as
/// [`super::GameCommand::Note`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoteEdit {
    /// Sets the words of a comment (its commands, such as clocks, stay).
    Comment {
        /// The move (the root for the comment before the first move).
        node: NodeId,
        /// Before or after the move.
        place: Place,
        /// The new words.
        text: String,
    },
    /// Adds a glyph to a move, or removes it.
    ToggleGlyph(NodeId, u16),
    /// Removes every glyph of a move.
    ClearGlyphs(NodeId),
    /// Draws an arrow or a circle with a move, or removes it.
    ToggleShape(NodeId, Shape),
    /// Deletes a move and everything after it.
    Delete(NodeId),
    /// Deletes everything after a move.
    Truncate(NodeId),
    /// Makes a variation the main continuation (one level, or all the way
    /// to the main line).
    Promote {
        /// A move of the variation.
        node: NodeId,
        /// All the way to the main line.
        to_main: bool,
    },
    /// Moves a variation up or down among the others.
    MoveVariation {
        /// The variation's first move.
        node: NodeId,
        /// Up (towards the main continuation).
        up: bool,
    },
    /// Undoes the last edit.
    Undo,
    /// Redoes the last edit undone.
    Redo,
}

impl Notes {
    /// Notes on a tree, the board at `at` (the root when it is not in the
    /// tree).
    pub fn new(tree: GameTree, at: NodeId) -> Notes {
        let at = if tree.is_attached(at) {
            at
        } else {
            GameTree::ROOT
        };
        Notes {
            tree,
            at,
            edits: History::default(),
            chapter: None,
            revision: 0,
        }
    }

    /// Notes on a study chapter's tree, kept in the chapter, the board at
    /// its start.
    pub fn in_chapter(tree: GameTree, chapter: ChapterId) -> Notes {
        let mut notes = Notes::new(tree, GameTree::ROOT);
        notes.chapter = Some(chapter);
        notes
    }

    /// Notes of a game: its moves (those played, then those waiting to be
    /// played again) as the main line, `side_lines` (each from the start)
    /// as variations, `comments` after the moves they name; the board after
    /// `ply` half-moves. Nothing of it is an edit to undo.
    pub fn of_game(
        game: &Game,
        side_lines: &[Vec<Move>],
        comments: &[(usize, Move, String)],
        ply: usize,
    ) -> Notes {
        let mut tree = GameTree::new(*game.start_position());
        let mut line: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
        line.extend(game.redo_line().copied());
        let main = add_line(&mut tree, &line);
        for side in side_lines {
            add_line(&mut tree, side);
        }
        for (at, mv, text) in comments {
            if let Some(&node) = main.get(*at)
                && tree.mv(node) == Some(*mv)
            {
                let _ = tree.set_comment_text(node, Place::After, text);
            }
        }
        let at = ply
            .checked_sub(1)
            .and_then(|i| main.get(i.min(main.len().saturating_sub(1))))
            .copied()
            .unwrap_or(GameTree::ROOT);
        Notes::new(tree, at)
    }

    /// The notes the analysis board opens on for `session`'s game, at the
    /// position after `ply` half-moves: the same notes on the analysis
    /// board itself; a game opened from PGN and not played on, its tree as
    /// read (everything in it); else the game's moves, side lines and
    /// comments.
    pub fn to_analyse(session: &Session, ply: usize) -> Notes {
        if let Some(notes) = &session.notes {
            return notes.at_ply(ply);
        }
        match session.tree.as_deref() {
            Some(tree) if Notes::fits(tree, &session.game) => {
                Notes::new(tree.clone(), GameTree::ROOT).at_ply(ply)
            }
            _ => Notes::of_game(&session.game, &session.side_lines, &session.comments, ply),
        }
    }

    /// Whether the tree's main line is the game's moves (played and ahead),
    /// from the same start.
    pub fn fits(tree: &GameTree, game: &Game) -> bool {
        let moves = game
            .moves()
            .iter()
            .map(|m| m.mv)
            .chain(game.redo_line().copied());
        tree.start() == game.start_position()
            && tree.mainline().iter().filter_map(|&n| tree.mv(n)).eq(moves)
    }

    /// The same notes with the board after `ply` half-moves of the line
    /// through its move (the start when the line is shorter).
    pub fn at_ply(&self, ply: usize) -> Notes {
        let mut notes = self.clone();
        let line: Vec<NodeId> = self
            .tree
            .path(self.at)
            .into_iter()
            .chain(self.tree.line_after(self.at))
            .collect();
        notes.at = ply
            .checked_sub(1)
            .and_then(|i| line.get(i).copied())
            .unwrap_or(GameTree::ROOT);
        notes
    }

    /// The moves after the move on the board along its main continuations.
    pub fn ahead(&self) -> Vec<Move> {
        self.tree
            .line_after(self.at)
            .into_iter()
            .filter_map(|n| self.tree.mv(n))
            .collect()
    }

    /// The rules game of the line through the move on the board: played up
    /// to it, its main continuations waiting to be played again.
    pub fn game(&self) -> Game {
        let mut game = Game::from_moves(*self.tree.start(), &self.tree.moves_to(self.at));
        game.set_redo_line(&self.ahead());
        game
    }

    /// Follows the game on the board: the move on the board is the game's
    /// last (a move the tree lacks is added, as an edit to undo), and the
    /// game's moves ahead are those it came back along, then main continuations.
    pub fn follow(&mut self, game: &mut Game) {
        let played: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
        if self.tree.moves_to(self.at) != played {
            let mut at = GameTree::ROOT;
            for mv in played {
                match self.tree.add_move(at, mv) {
                    Ok((node, change)) => {
                        if let Some(change) = change {
                            self.edits.record(change);
                            self.revision += 1;
                        }
                        at = node;
                    }
                    Err(_) => break,
                }
            }
            self.at = at;
        }
        // The moves ahead stay those the board came back along while the
        // tree has them (a step back out of a variation, then forward,
        // goes into it again), then go on by main continuations.
        let mut ahead = Vec::new();
        let mut at = self.at;
        for &mv in game.redo_line() {
            match self.tree.child_with(at, mv) {
                Some(next) => {
                    ahead.push(mv);
                    at = next;
                }
                None => break,
            }
        }
        ahead.extend(
            self.tree
                .line_after(at)
                .into_iter()
                .filter_map(|n| self.tree.mv(n)),
        );
        if !game.redo_line().eq(ahead.iter()) {
            game.set_redo_line(&ahead);
        }
    }

    /// Applies an edit. The board stays on its move when the edit keeps it
    /// in the tree, goes to the nearest move before it that stays when it
    /// does not, and to the move an undo or redo was about.
    ///
    /// # Errors
    /// Why the edit was refused; the notes are unchanged.
    pub fn apply(&mut self, edit: &NoteEdit) -> Result<(), EditError> {
        let tree = &mut self.tree;
        let change = match edit {
            NoteEdit::Comment { node, place, text } => tree.set_comment_text(*node, *place, text),
            NoteEdit::ToggleGlyph(node, nag) => tree.toggle_nag(*node, *nag),
            NoteEdit::ClearGlyphs(node) => tree.clear_nags(*node),
            NoteEdit::ToggleShape(node, shape) => tree.toggle_shape(*node, *shape),
            NoteEdit::Delete(node) => tree.delete(*node),
            NoteEdit::Truncate(node) => tree.truncate(*node),
            NoteEdit::Promote { node, to_main } => tree.promote(*node, *to_main),
            NoteEdit::MoveVariation { node, up } => tree.move_variation(*node, *up),
            NoteEdit::Undo => {
                self.at = self.edits.undo(tree).ok_or(EditError::Unchanged)?;
                self.revision += 1;
                return Ok(());
            }
            NoteEdit::Redo => {
                self.at = self.edits.redo(tree).ok_or(EditError::Unchanged)?;
                self.revision += 1;
                return Ok(());
            }
        }?;
        self.edits.record(change);
        self.revision += 1;
        while !self.tree.is_attached(self.at) {
            self.at = self.tree.parent(self.at).unwrap_or(GameTree::ROOT);
        }
        Ok(())
    }

    /// The arrows and circles drawn with the move on the board.
    pub fn shapes(&self) -> Vec<Shape> {
        self.tree.shapes(self.at)
    }
}

/// Adds a line of moves from the start (as far as they are legal); its
/// nodes.
fn add_line(tree: &mut GameTree, moves: &[Move]) -> Vec<crate::rules::tree::NodeId> {
    let mut nodes = Vec::with_capacity(moves.len());
    let mut at = GameTree::ROOT;
    for &mv in moves {
        match tree.add_move(at, mv) {
            Ok((node, _)) => {
                nodes.push(node);
                at = node;
            }
            Err(_) => break,
        }
    }
    nodes
}

/// Applies [`GameCommand::GoToNode`] or [`GameCommand::Note`] to the
/// analysis board: whether the board shows another position now (the game
/// rebuilt from the notes), or the warning to say (an undo or redo with
/// nothing to undo or redo). A move no longer in the tree, or an edit that
/// changes nothing, changes nothing and says nothing.
pub(super) fn apply_command(s: &mut Session, cmd: &GameCommand) -> Result<bool, Phrase> {
    let Some(notes) = s.notes.as_mut() else {
        return Ok(false);
    };
    let before = notes.at;
    match cmd {
        GameCommand::GoToNode(node) if notes.tree.is_attached(*node) => notes.at = *node,
        GameCommand::KeepInChapter(chapter) => notes.chapter = Some(*chapter),
        GameCommand::Note(edit) => match notes.apply(edit) {
            Ok(()) => {}
            Err(_) if *edit == NoteEdit::Undo => {
                return Err(crate::text!("status-no-edit-to-undo"));
            }
            Err(_) if *edit == NoteEdit::Redo => {
                return Err(crate::text!("status-no-edit-to-redo"));
            }
            Err(_) => {}
        },
        _ => {}
    }
    if notes.at == before {
        return Ok(false);
    }
    s.game = notes.game();
    Ok(true)
}
