//! Edits of a game tree, each undoable.
//!
//! An edit keeps what it overwrites (a node's list of children, an
//! annotation, the tags) in a [`Change`]. Applying a change puts the kept
//! values back and keeps the ones it replaced, so the same change applied
//! again redoes the edit: [`History`] needs nothing else.
//!
//! ```
//! use rookery::rules::Position;
//! use rookery::rules::tree::{GameTree, History};
//!
//! let mut tree = GameTree::new(Position::startpos());
//! let mut history = History::default();
//! let e4 = Position::startpos().parse_san("e4").unwrap();
//! let (node, change) = tree.add_move(GameTree::ROOT, e4).unwrap();
//! history.record(change.unwrap());
//! assert_eq!(tree.mainline(), vec![node]);
//! history.undo(&mut tree);
//! assert!(tree.mainline().is_empty());
//! history.redo(&mut tree);
//! assert_eq!(tree.mainline(), vec![node]);
//! ```

use std::fmt;

use super::nag::{self, NagKind};
use super::{Annotation, Comment, GameTree, NodeId, Shape};
use crate::rules::{GameResult, Move};

/// A value an edit overwrote.
#[derive(Debug, Clone)]
enum Kept {
    Children(NodeId, Vec<NodeId>),
    Annotation(NodeId, Annotation),
    Tags(Vec<(String, String)>),
    Result(Option<GameResult>),
}

/// What one edit overwrote, and the node it was about (where the cursor
/// goes when it is undone or redone).
#[derive(Debug, Clone)]
pub struct Change {
    kept: Vec<Kept>,
    focus: NodeId,
}

impl Change {
    /// The node the edit was about.
    pub fn focus(&self) -> NodeId {
        self.focus
    }

    /// Puts the kept values back, keeping the ones replaced instead.
    fn swap(&mut self, tree: &mut GameTree) {
        // In reverse, so an edit that touched a value twice ends at the
        // first state.
        for kept in self.kept.iter_mut().rev() {
            match kept {
                Kept::Children(node, children) => {
                    std::mem::swap(&mut tree.nodes[node.index()].children, children);
                }
                Kept::Annotation(node, annotation) => {
                    std::mem::swap(tree.annotation_mut(*node), annotation);
                }
                Kept::Tags(tags) => std::mem::swap(&mut tree.tags, tags),
                Kept::Result(result) => std::mem::swap(&mut tree.result, result),
            }
        }
        self.kept.reverse();
    }
}

/// Why an edit was refused (the tree is unchanged).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditError {
    /// The move cannot be played in the node's position.
    IllegalMove,
    /// The root has no move to delete or promote.
    Root,
    /// The node is not in the tree (deleted, or of another tree).
    Gone,
    /// Nothing would change (already the main line, already first...).
    Unchanged,
    /// The glyph's number is past the largest read ([`nag::MAX`]).
    BadGlyph,
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EditError::IllegalMove => "the move is not legal there",
            EditError::Root => "the start position has no move",
            EditError::Gone => "that move is no longer in the game",
            EditError::Unchanged => "nothing to change",
            EditError::BadGlyph => "no such glyph",
        })
    }
}

impl std::error::Error for EditError {}

/// Where a comment goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// Before the move (written apart where the move starts a variation).
    Before,
    /// After the move.
    After,
}

impl GameTree {
    /// Whether the node is in the tree: the root, or reached from it.
    pub fn is_attached(&self, id: NodeId) -> bool {
        self.contains(id)
            && self.ancestors(id).all(|n| {
                self.parent(n)
                    .is_some_and(|p| self.children(p).contains(&n))
            })
    }

    fn check(&self, id: NodeId) -> Result<(), EditError> {
        if self.is_attached(id) {
            Ok(())
        } else {
            Err(EditError::Gone)
        }
    }

    fn keep_children(&self, id: NodeId) -> Kept {
        Kept::Children(id, self.children(id).to_vec())
    }

    /// Plays `mv` after `parent`: the node already there if the tree has
    /// the move (no change), else a new one after the others (the main
    /// continuation when it is the first, else a variation).
    pub fn add_move(
        &mut self,
        parent: NodeId,
        mv: Move,
    ) -> Result<(NodeId, Option<Change>), EditError> {
        self.check(parent)?;
        if let Some(existing) = self.child_with(parent, mv) {
            return Ok((existing, None));
        }
        if !self.position(parent).legal_moves().contains(&mv) {
            return Err(EditError::IllegalMove);
        }
        let kept = self.keep_children(parent);
        let id = self.push_child(parent, mv);
        Ok((
            id,
            Some(Change {
                kept: vec![kept],
                focus: id,
            }),
        ))
    }

    /// Deletes the move and everything after it. The focus is its parent.
    pub fn delete(&mut self, id: NodeId) -> Result<Change, EditError> {
        self.check(id)?;
        let parent = self.parent(id).ok_or(EditError::Root)?;
        let kept = self.keep_children(parent);
        self.nodes[parent.index()].children.retain(|&c| c != id);
        Ok(Change {
            kept: vec![kept],
            focus: parent,
        })
    }

    /// Deletes every move after the node (its main continuation and its
    /// variations).
    pub fn truncate(&mut self, id: NodeId) -> Result<Change, EditError> {
        self.check(id)?;
        if self.children(id).is_empty() {
            return Err(EditError::Unchanged);
        }
        let kept = self.keep_children(id);
        self.nodes[id.index()].children.clear();
        Ok(Change {
            kept: vec![kept],
            focus: id,
        })
    }

    /// Promotes the variation the node is in: one level (it becomes the
    /// main continuation of the line it branched from), or all the way to
    /// the main line (`to_main`).
    pub fn promote(&mut self, id: NodeId, to_main: bool) -> Result<Change, EditError> {
        self.check(id)?;
        if self.parent(id).is_none() {
            return Err(EditError::Root);
        }
        let mut kept = Vec::new();
        for node in self.path(id).into_iter().rev() {
            if !self.starts_variation(node) {
                continue;
            }
            let parent = self.parent(node).expect("a variation has a parent");
            kept.push(self.keep_children(parent));
            let children = &mut self.nodes[parent.index()].children;
            children.retain(|&c| c != node);
            children.insert(0, node);
            if !to_main {
                break;
            }
        }
        if kept.is_empty() {
            return Err(EditError::Unchanged);
        }
        Ok(Change { kept, focus: id })
    }

    /// Moves a variation one place up (towards the main continuation) or
    /// down among its siblings; moving up into the first place makes it
    /// the main continuation.
    pub fn move_variation(&mut self, id: NodeId, up: bool) -> Result<Change, EditError> {
        self.check(id)?;
        let parent = self.parent(id).ok_or(EditError::Root)?;
        let children = self.children(parent);
        let at = children
            .iter()
            .position(|&c| c == id)
            .expect("attached nodes are among their parent's children");
        let to = if up { at.checked_sub(1) } else { Some(at + 1) };
        let Some(to) = to.filter(|&t| t < children.len()) else {
            return Err(EditError::Unchanged);
        };
        let kept = self.keep_children(parent);
        self.nodes[parent.index()].children.swap(at, to);
        Ok(Change {
            kept: vec![kept],
            focus: id,
        })
    }

    fn set_annotation(&mut self, id: NodeId, annotation: Annotation) -> Result<Change, EditError> {
        self.check(id)?;
        if *self.annotation(id) == annotation {
            return Err(EditError::Unchanged);
        }
        let old = std::mem::replace(self.annotation_mut(id), annotation);
        Ok(Change {
            kept: vec![Kept::Annotation(id, old)],
            focus: id,
        })
    }

    /// Sets the words of the comment before or after the move (commands
    /// in it stay).
    pub fn set_comment_text(
        &mut self,
        id: NodeId,
        place: Place,
        text: &str,
    ) -> Result<Change, EditError> {
        let mut annotation = self.annotation(id).clone();
        let comment: &mut Comment = match place {
            Place::Before => &mut annotation.before,
            Place::After => &mut annotation.after,
        };
        comment.set_text(text);
        self.set_annotation(id, annotation)
    }

    /// Adds the glyph, or removes it if the move has it. A move assessment
    /// replaces the move's other move assessment, a position assessment the
    /// other position assessment, as lichess does.
    pub fn toggle_nag(&mut self, id: NodeId, nag: u16) -> Result<Change, EditError> {
        if nag == 0 || nag > nag::MAX {
            return Err(EditError::BadGlyph);
        }
        if id == GameTree::ROOT {
            return Err(EditError::Root);
        }
        let mut annotation = self.annotation(id).clone();
        if annotation.nags.contains(&nag) {
            annotation.nags.retain(|&n| n != nag);
        } else {
            let kind = nag::kind(nag);
            if kind != NagKind::Observation {
                annotation.nags.retain(|&n| nag::kind(n) != kind);
            }
            annotation.nags.push(nag);
        }
        self.set_annotation(id, annotation)
    }

    /// Removes every glyph of the move.
    pub fn clear_nags(&mut self, id: NodeId) -> Result<Change, EditError> {
        let mut annotation = self.annotation(id).clone();
        annotation.nags.clear();
        self.set_annotation(id, annotation)
    }

    /// The arrows and circles drawn with the move (those of its comment
    /// after).
    pub fn shapes(&self, id: NodeId) -> Vec<Shape> {
        self.annotation(id).after.shapes()
    }

    /// Adds the shape, or removes it if the move has it in that colour; a
    /// shape of another colour on the same squares changes colour (as
    /// lichess does).
    pub fn toggle_shape(&mut self, id: NodeId, shape: Shape) -> Result<Change, EditError> {
        let mut shapes = self.shapes(id);
        let same_squares = |s: &Shape| s.from == shape.from && s.to == shape.to;
        match shapes.iter().position(same_squares) {
            Some(i) if shapes[i].color == shape.color => {
                shapes.remove(i);
            }
            Some(i) => shapes[i].color = shape.color,
            None => shapes.push(shape),
        }
        self.set_shapes(id, &shapes)
    }

    /// Sets the move's arrows and circles.
    pub fn set_shapes(&mut self, id: NodeId, shapes: &[Shape]) -> Result<Change, EditError> {
        let mut annotation = self.annotation(id).clone();
        annotation.after.set_shapes(shapes);
        self.set_annotation(id, annotation)
    }

    /// Sets the tags (all of them, in this order).
    pub fn set_tags(&mut self, tags: Vec<(String, String)>) -> Result<Change, EditError> {
        if tags == self.tags {
            return Err(EditError::Unchanged);
        }
        let old = std::mem::replace(&mut self.tags, tags);
        Ok(Change {
            kept: vec![Kept::Tags(old)],
            focus: GameTree::ROOT,
        })
    }

    /// Sets the result marker.
    pub fn set_result(&mut self, result: Option<GameResult>) -> Result<Change, EditError> {
        if result == self.result {
            return Err(EditError::Unchanged);
        }
        let old = std::mem::replace(&mut self.result, result);
        Ok(Change {
            kept: vec![Kept::Result(old)],
            focus: GameTree::ROOT,
        })
    }
}

/// The edits that can be undone and those that can be redone.
#[derive(Debug, Clone, Default)]
pub struct History {
    undo: Vec<Change>,
    redo: Vec<Change>,
}

impl History {
    /// Keeps a new edit (which forgets the edits undone before it).
    pub fn record(&mut self, change: Change) {
        self.redo.clear();
        self.undo.push(change);
    }

    /// Undoes the last edit; the node it was about, if there was one.
    pub fn undo(&mut self, tree: &mut GameTree) -> Option<NodeId> {
        let mut change = self.undo.pop()?;
        change.swap(tree);
        let focus = attached(tree, change.focus);
        self.redo.push(change);
        Some(focus)
    }

    /// Redoes the last edit undone.
    pub fn redo(&mut self, tree: &mut GameTree) -> Option<NodeId> {
        let mut change = self.redo.pop()?;
        change.swap(tree);
        let focus = attached(tree, change.focus);
        self.undo.push(change);
        Some(focus)
    }

    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an edit to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}

/// `id`, or its nearest ancestor still in the tree (an undone move is
/// detached).
fn attached(tree: &GameTree, id: NodeId) -> NodeId {
    let mut at = id;
    while !tree.is_attached(at) {
        match tree.parent(at) {
            Some(parent) => at = parent,
            None => return GameTree::ROOT,
        }
    }
    at
}
