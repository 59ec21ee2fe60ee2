//! The analysis board's notes: its moves as a tree (the line on the board,
//! the variations tried, comments, glyphs, arrows and circles), the move on
//! the board in it, and the edits that can be undone.
//!
//! The rules [`Game`] stays the board's source of truth for the position;
//! the notes follow it ([`Notes::follow`]): a move played on the board is a
//! move of the tree (a new one where another was, a variation), a step back
//! or forward moves along the tree's line, and the moves ahead of the board
//! are those it came back along, then main continuations.

use bevy::prelude::MessageWriter;

use super::{EditBy, GameCommand, NoteEdited, Session};
use crate::app::i18n::Phrase;
use crate::library::study::ChapterId;
use crate::rules::tree::{Change, Comment, EditError, GameTree, History, NodeId, Place, Shape};
use crate::rules::{Game, Move};

/// The tree of the analysis board and where the board is in it.
#[derive(Debug, Clone)]
pub struct Notes {
    /// The moves, variations and what is said about them.
    pub tree: GameTree,
    /// The move whose position is on the board (the root at the start).
    pub at: NodeId,
    /// The edits that Ctrl+Z undoes and Ctrl+Y redoes.
    pub edits: Edits,
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

/// What an edit of the notes did, in the terms it is said in
/// (`app::announce`) when it is made, undone or redone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoteDone {
    /// A move played on the board joined the tree.
    MoveAdded(NodeId),
    /// A comment's words written, or removed (`written` false).
    Comment {
        /// The move (the root for the comment before the first move).
        node: NodeId,
        /// Before or after the move.
        place: Place,
        /// Whether it has words now.
        written: bool,
    },
    /// A glyph added to a move, or removed.
    Glyph {
        /// The move.
        node: NodeId,
        /// The glyph's number.
        nag: u16,
        /// Whether the move has it now.
        added: bool,
    },
    /// Every glyph of a move removed.
    GlyphsCleared(NodeId),
    /// An arrow or a circle drawn with a move, or removed.
    Shape {
        /// The move.
        node: NodeId,
        /// The arrow or circle.
        shape: Shape,
        /// Whether the move has it now.
        added: bool,
    },
    /// A move deleted with everything after it.
    Deleted(NodeId),
    /// Everything after a move deleted.
    Truncated(NodeId),
    /// A variation made the main continuation (or the main line).
    Promoted {
        /// A move of the variation.
        node: NodeId,
        /// All the way to the main line.
        to_main: bool,
    },
    /// A variation moved up or down among the others.
    VariationMoved {
        /// The variation's first move.
        node: NodeId,
        /// Up (towards the main continuation).
        up: bool,
    },
}

/// The edits that can be undone and redone, each with what it did (to say
/// what an undo undid).
#[derive(Debug, Clone, Default)]
pub struct Edits {
    history: History,
    /// What each edit of `history` to undo did, the last one last.
    done: Vec<NoteDone>,
    /// What each edit to redo did, the next one last.
    undone: Vec<NoteDone>,
}

impl Edits {
    /// Keeps a new edit (which forgets the edits undone before it).
    fn record(&mut self, change: Change, done: NoteDone) {
        self.history.record(change);
        self.done.push(done);
        self.undone.clear();
    }

    /// Undoes the last edit: the move it was about, and what it did.
    fn undo(&mut self, tree: &mut GameTree) -> Option<(NodeId, NoteDone)> {
        let at = self.history.undo(tree)?;
        let done = self.done.pop()?;
        self.undone.push(done);
        Some((at, done))
    }

    /// Redoes the last edit undone: the move it was about, and what it did.
    fn redo(&mut self, tree: &mut GameTree) -> Option<(NodeId, NoteDone)> {
        let at = self.history.redo(tree)?;
        let done = self.undone.pop()?;
        self.done.push(done);
        Some((at, done))
    }

    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// Whether there is an edit to redo.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }
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
            edits: Edits::default(),
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
                            self.edits.record(change, NoteDone::MoveAdded(node));
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
    /// does not, and to the move an undo or redo was about. What was done,
    /// to be said.
    ///
    /// # Errors
    /// Why the edit was refused; the notes are unchanged.
    pub fn apply(&mut self, edit: &NoteEdit) -> Result<NoteEdited, EditError> {
        let tree = &mut self.tree;
        let (change, done) = match *edit {
            NoteEdit::Comment {
                node,
                place,
                ref text,
            } => {
                // The words it will have: those typed, without commands.
                let written = !Comment::parse(text).text().is_empty();
                let done = NoteDone::Comment {
                    node,
                    place,
                    written,
                };
                (tree.set_comment_text(node, place, text), done)
            }
            NoteEdit::ToggleGlyph(node, nag) => {
                let added = !tree.annotation(node).nags.contains(&nag);
                let done = NoteDone::Glyph { node, nag, added };
                (tree.toggle_nag(node, nag), done)
            }
            NoteEdit::ClearGlyphs(node) => (tree.clear_nags(node), NoteDone::GlyphsCleared(node)),
            NoteEdit::ToggleShape(node, shape) => {
                // One of another colour on its squares changes colour.
                let added = !tree.shapes(node).contains(&shape);
                let done = NoteDone::Shape { node, shape, added };
                (tree.toggle_shape(node, shape), done)
            }
            NoteEdit::Delete(node) => (tree.delete(node), NoteDone::Deleted(node)),
            NoteEdit::Truncate(node) => (tree.truncate(node), NoteDone::Truncated(node)),
            NoteEdit::Promote { node, to_main } => (
                tree.promote(node, to_main),
                NoteDone::Promoted { node, to_main },
            ),
            NoteEdit::MoveVariation { node, up } => (
                tree.move_variation(node, up),
                NoteDone::VariationMoved { node, up },
            ),
            NoteEdit::Undo => return self.again(EditBy::Undo),
            NoteEdit::Redo => return self.again(EditBy::Redo),
        };
        self.edits.record(change?, done);
        self.revision += 1;
        while !self.tree.is_attached(self.at) {
            self.at = self.tree.parent(self.at).unwrap_or(GameTree::ROOT);
        }
        Ok(NoteEdited {
            done,
            by: EditBy::Edit,
            at: self.at,
        })
    }

    /// Undoes the last edit, or redoes the last one undone: the board goes
    /// to the move it was about.
    fn again(&mut self, by: EditBy) -> Result<NoteEdited, EditError> {
        let again = if by == EditBy::Undo {
            self.edits.undo(&mut self.tree)
        } else {
            self.edits.redo(&mut self.tree)
        };
        let (at, done) = again.ok_or(EditError::Unchanged)?;
        self.at = at;
        self.revision += 1;
        Ok(NoteEdited { done, by, at })
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
/// nothing to undo or redo). An edit made is told to `edited`. A move no
/// longer in the tree, or an edit that changes nothing, changes nothing and
/// says nothing.
pub(super) fn apply_command(
    s: &mut Session,
    cmd: &GameCommand,
    edited: &mut MessageWriter<NoteEdited>,
) -> Result<bool, Phrase> {
    let Some(notes) = s.notes.as_mut() else {
        return Ok(false);
    };
    let before = notes.at;
    match cmd {
        GameCommand::GoToNode(node) if notes.tree.is_attached(*node) => notes.at = *node,
        GameCommand::KeepInChapter(chapter) => notes.chapter = Some(*chapter),
        GameCommand::Note(edit) => match notes.apply(edit) {
            Ok(done) => {
                edited.write(done);
            }
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
