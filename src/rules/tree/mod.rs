//! A game as a tree of moves, with everything a PGN file can say about
//! them: variations inside variations, comments before and after moves,
//! glyphs, arrows and circles, clocks, evaluations and commands Rookery does
//! not know.
//!
//! Each node is a move (the root is the start position); its first child is
//! the main continuation, the others are variations in their order. Reading
//! a PGN file into trees ([`read_trees`]) and writing one back
//! ([`write_tree`]) gives the same tree again: nothing of the file is lost
//! but its layout.
//!
//! Edits ([`GameTree::add_move`], [`GameTree::delete`],
//! [`GameTree::promote`], ...) return a [`Change`] that [`History`] keeps
//! so every edit can be undone and redone.
//!
//! ```
//! use rookery::rules::tree::{GameTree, read_trees, write_tree};
//!
//! let text = "[Event \"Study\"]\n\n1. e4 {the king's pawn} (1. d4!?) 1... e5 *\n";
//! let tree = read_trees(text).remove(0).unwrap();
//! let e4 = tree.children(GameTree::ROOT)[0];
//! assert_eq!(tree.san(e4), "e4");
//! assert_eq!(tree.annotation(e4).after.text(), "the king's pawn");
//! assert_eq!(tree.children(GameTree::ROOT).len(), 2);
//! assert_eq!(write_tree(&tree), text);
//! ```

pub mod comment;
mod edit;
mod merge;
pub mod nag;
mod read;
mod write;

pub use comment::{Comment, Part, Shape, ShapeColor};
pub use edit::{Change, EditError, History, Place};
pub use read::{CutVariation, read_trees, read_trees_noting};
pub use write::{write_movetext, write_tree};

use super::{Game, GameResult, Move, Position, STARTING_FEN, Variant};

/// A node of a [`GameTree`]: an index into its arena.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The index in the tree's arena.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// What is said about a move: comments, glyphs and, inside the comments,
/// shapes, clock, evaluation and other commands.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Annotation {
    /// The comment before the move: PGN writes it apart only where the move
    /// starts a variation. (The comment before a game's first move is the
    /// root's `after`.)
    pub before: Comment,
    /// The comment after the move; on the root, the comment before the
    /// game's first move.
    pub after: Comment,
    /// The glyphs, in the order read or added.
    pub nags: Vec<u16>,
}

impl Annotation {
    /// Whether there is nothing to write.
    pub fn is_empty(&self) -> bool {
        self.before.is_empty() && self.after.is_empty() && self.nags.is_empty()
    }
}

/// A move of the tree and the position it leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    mv: Option<Move>,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
    position: Position,
    annotation: Annotation,
}

/// A game tree: the start position, the moves and variations, their
/// annotations, the tags and the result marker.
///
/// Nodes are never freed: a deleted move is only detached from its parent
/// (so undo can put it back); [`GameTree::compacted`] makes a copy without
/// them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameTree {
    nodes: Vec<Node>,
    /// The tag pairs, in their order.
    pub tags: Vec<(String, String)>,
    /// The termination marker: `None` for `*`.
    pub result: Option<GameResult>,
}

impl GameTree {
    /// The root: the start position, before any move.
    pub const ROOT: NodeId = NodeId(0);

    /// A tree with no move from `start`, with no tags but those the start
    /// needs (`Variant` for Chess960, `SetUp` and `FEN` away from the
    /// standard position).
    pub fn new(start: Position) -> GameTree {
        let mut tags = Vec::new();
        if start.variant() == Variant::Chess960 {
            tags.push(("Variant".to_string(), "Chess960".to_string()));
        }
        let fen = start.to_fen();
        if fen != STARTING_FEN || start.variant() == Variant::Chess960 {
            tags.push(("SetUp".to_string(), "1".to_string()));
            tags.push(("FEN".to_string(), fen));
        }
        GameTree::with_tags(start, tags)
    }

    /// A tree with no move from `start` and exactly these tags.
    pub fn with_tags(start: Position, tags: Vec<(String, String)>) -> GameTree {
        GameTree {
            nodes: vec![Node {
                mv: None,
                parent: None,
                children: Vec::new(),
                position: start,
                annotation: Annotation::default(),
            }],
            tags,
            result: None,
        }
    }

    /// The tree of a game's moves (one line, no annotation) and its
    /// result, with the tags given.
    pub fn from_game(game: &Game, tags: Vec<(String, String)>) -> GameTree {
        let mut tree = GameTree::with_tags(*game.start_position(), tags);
        let mut at = GameTree::ROOT;
        for played in game.moves() {
            at = tree.push_child(at, played.mv);
        }
        tree.result = game.outcome().map(|o| o.result);
        tree
    }

    fn get(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// Whether `id` names a node of this tree (attached or not).
    pub fn contains(&self, id: NodeId) -> bool {
        id.index() < self.nodes.len()
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.get(GameTree::ROOT).position
    }

    /// The position after the node's move (the start for the root).
    pub fn position(&self, id: NodeId) -> &Position {
        &self.get(id).position
    }

    /// The node's move (`None` for the root).
    pub fn mv(&self, id: NodeId) -> Option<Move> {
        self.get(id).mv
    }

    /// The node before (`None` for the root).
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.get(id).parent
    }

    /// The moves after the node: the main continuation first.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        &self.get(id).children
    }

    /// The main continuation.
    pub fn main_child(&self, id: NodeId) -> Option<NodeId> {
        self.get(id).children.first().copied()
    }

    /// What is said about the node's move.
    pub fn annotation(&self, id: NodeId) -> &Annotation {
        &self.get(id).annotation
    }

    /// The move's SAN with check marks (empty for the root).
    pub fn san(&self, id: NodeId) -> String {
        match (self.mv(id), self.parent(id)) {
            (Some(mv), Some(parent)) => self.position(parent).san(&mv),
            _ => String::new(),
        }
    }

    /// The half-moves from the start to the node.
    pub fn ply(&self, id: NodeId) -> usize {
        self.ancestors(id).count()
    }

    /// The nodes from the root's first move to `id` (empty for the root).
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path: Vec<NodeId> = self.ancestors(id).collect();
        path.reverse();
        path
    }

    /// `id` and the moves before it, back to the first (the root left
    /// out).
    fn ancestors(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        std::iter::successors(Some(id), |&at| self.parent(at))
            .take_while(|&at| self.parent(at).is_some())
    }

    /// The moves from the start to `id`.
    pub fn moves_to(&self, id: NodeId) -> Vec<Move> {
        self.path(id).iter().filter_map(|&n| self.mv(n)).collect()
    }

    /// The main line's nodes, first move first.
    pub fn mainline(&self) -> Vec<NodeId> {
        self.line_after(GameTree::ROOT)
    }

    /// The nodes that follow `id` by main continuations.
    pub fn line_after(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = id;
        while let Some(next) = self.main_child(at) {
            line.push(next);
            at = next;
        }
        line
    }

    /// The end of the line through `id`: its main continuations followed.
    pub fn line_end(&self, id: NodeId) -> NodeId {
        self.line_after(id).last().copied().unwrap_or(id)
    }

    /// Whether the node is on the main line (the root is).
    pub fn is_mainline(&self, id: NodeId) -> bool {
        self.ancestors(id).all(|n| !self.starts_variation(n))
    }

    /// Whether the node is a variation's first move (not its parent's main
    /// continuation).
    pub fn starts_variation(&self, id: NodeId) -> bool {
        self.parent(id)
            .is_some_and(|p| self.main_child(p) != Some(id))
    }

    /// How many variations deep the node is (0 on the main line).
    pub fn depth(&self, id: NodeId) -> usize {
        self.ancestors(id)
            .filter(|&n| self.starts_variation(n))
            .count()
    }

    /// The child of `id` playing `mv`.
    pub fn child_with(&self, id: NodeId, mv: Move) -> Option<NodeId> {
        self.children(id)
            .iter()
            .copied()
            .find(|&c| self.mv(c) == Some(mv))
    }

    /// The node reached from the root by these moves, if the tree has them.
    pub fn find_line(&self, moves: &[Move]) -> Option<NodeId> {
        moves
            .iter()
            .try_fold(GameTree::ROOT, |at, &mv| self.child_with(at, mv))
    }

    /// The number of moves in the tree (attached ones), variations
    /// included.
    pub fn move_count(&self) -> usize {
        let mut count = 0;
        let mut stack = vec![GameTree::ROOT];
        while let Some(at) = stack.pop() {
            count += self.children(at).len();
            stack.extend(self.children(at));
        }
        count
    }

    /// The value of the first tag named `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag's value where it is, or adds it at the end.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// The main line as a rules game (to play on from, or review): its
    /// moves, and its result when the board does not end it.
    pub fn mainline_game(&self) -> Game {
        let mut game = Game::from_position(*self.start());
        for node in self.mainline() {
            if let Some(mv) = self.mv(node)
                && game.try_play(&mv).is_err()
            {
                break;
            }
        }
        super::pgn::end_with(&mut game, self.result);
        game
    }

    /// A copy with only the attached nodes, in the order of a walk (node
    /// ids change).
    pub fn compacted(&self) -> GameTree {
        let mut tree = GameTree::with_tags(*self.start(), self.tags.clone());
        tree.result = self.result;
        tree.nodes[0].annotation = self.annotation(GameTree::ROOT).clone();
        let mut stack = vec![(GameTree::ROOT, GameTree::ROOT)];
        while let Some((old, new)) = stack.pop() {
            for &child in self.children(old).iter() {
                let mv = self.mv(child).expect("only the root has no move");
                let made = tree.push_child(new, mv);
                tree.nodes[made.index()].annotation = self.annotation(child).clone();
                stack.push((child, made));
            }
        }
        tree
    }

    /// Adds a child playing `mv` (which must be legal) after the others.
    fn push_child(&mut self, parent: NodeId, mv: Move) -> NodeId {
        let mut position = *self.position(parent);
        position.play(&mv);
        let id = NodeId(self.nodes.len() as u32);
        self.nodes.push(Node {
            mv: Some(mv),
            parent: Some(parent),
            children: Vec::new(),
            position,
            annotation: Annotation::default(),
        });
        self.nodes[parent.index()].children.push(id);
        id
    }

    fn annotation_mut(&mut self, id: NodeId) -> &mut Annotation {
        &mut self.nodes[id.index()].annotation
    }
}

#[cfg(test)]
mod tests;
