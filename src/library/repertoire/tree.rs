//! A repertoire's moves, keyed by position (issue #59): every position of
//! its chapters' trees, by its EPD (the key the opening names and the
//! library use), with the moves the trees give there. Two move orders
//! that reach one position make one entry, whose moves are the union of
//! both: a transposition is one card.
//!
//! At the positions where the repertoire's side is to move, the moves are
//! the player's answers (any of them is right, and the position is a
//! card to drill); at the others, they are the opponent's moves the
//! repertoire prepares for.

use std::collections::HashMap;

use crate::rules::tree::GameTree;
use crate::rules::{Color, Move, Position};

/// One position of a repertoire.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The position.
    pub position: Position,
    /// The moves the repertoire gives there, in the order first met
    /// (chapter by chapter, main line before variations).
    pub moves: Vec<Move>,
    /// The comment after each of [`Entry::moves`] (the first met), for a
    /// trainer to show when the move is missed; empty when none.
    pub comments: Vec<String>,
}

/// A repertoire for one side: its positions by key.
#[derive(Debug, Clone)]
pub struct RepertoireTree {
    color: Color,
    /// The first chapter's start (the usual start when it has none).
    start: Option<Position>,
    entries: HashMap<String, Entry>,
}

/// Where a game left a repertoire.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deviation {
    /// The ply of the move that left it, from 1.
    pub ply: usize,
    /// Whether the repertoire's side played it.
    pub by_player: bool,
    /// The move played, in SAN.
    pub san: String,
    /// The repertoire's moves there, in SAN.
    pub expected: Vec<String>,
    /// The key of the position where it left (a card when the player
    /// left).
    pub key: String,
}

/// An opponent's move the repertoire does not answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gap {
    /// The position, before the move.
    pub position: Position,
    /// The move, in SAN.
    pub san: String,
    /// How many games of the library play it there.
    pub games: u64,
}

impl RepertoireTree {
    /// The repertoire for `color` that `trees` make.
    pub fn from_trees<'a>(color: Color, trees: impl IntoIterator<Item = &'a GameTree>) -> Self {
        let mut repertoire = RepertoireTree {
            color,
            start: None,
            entries: HashMap::new(),
        };
        for tree in trees {
            repertoire.add_tree(tree);
        }
        repertoire
    }

    /// The side the repertoire is for.
    pub fn color(&self) -> Color {
        self.color
    }

    /// Where its lines start: the first chapter's start position.
    pub fn start(&self) -> Position {
        self.start.unwrap_or_else(Position::startpos)
    }

    /// The cards never reviewed (not in `seen`), nearest the start first
    /// (by the plies to reach them), at most `limit`: the lines to learn
    /// next, a few at a time.
    pub fn unseen<T>(&self, seen: &HashMap<String, T>, limit: usize) -> Vec<String> {
        let color = self.color();
        let mut found = Vec::new();
        let mut visited = std::collections::HashSet::new();
        let mut queue = std::collections::VecDeque::from([self.start()]);
        while let Some(position) = queue.pop_front() {
            if found.len() >= limit {
                break;
            }
            let key = position.epd();
            let Some(entry) = self.entries.get(&key) else {
                continue;
            };
            if !visited.insert(key.clone()) {
                continue;
            }
            if position.side_to_move() == color && !seen.contains_key(&key) {
                found.push(key);
            }
            for mv in &entry.moves {
                let mut next = position;
                next.play(mv);
                queue.push_back(next);
            }
        }
        found
    }

    fn add_tree(&mut self, tree: &GameTree) {
        if self.start.is_none() {
            self.start = Some(*tree.start());
        }
        // Depth first, main line before variations (children in order).
        let mut stack = vec![GameTree::ROOT];
        while let Some(node) = stack.pop() {
            let children = tree.children(node);
            if children.is_empty() {
                continue;
            }
            let position = *tree.position(node);
            let entry = self.entries.entry(position.epd()).or_insert_with(|| Entry {
                position,
                moves: Vec::new(),
                comments: Vec::new(),
            });
            for &child in children {
                let Some(mv) = tree.mv(child) else { continue };
                if !entry.moves.contains(&mv) {
                    entry.moves.push(mv);
                    entry.comments.push(tree.annotation(child).after.text());
                }
            }
            stack.extend(children.iter().rev());
        }
    }

    /// The entry of `position`, when the repertoire reaches it and goes
    /// on from it.
    pub fn entry(&self, position: &Position) -> Option<&Entry> {
        self.entry_at(&position.epd())
    }

    /// The entry of the position whose key is `key`.
    pub fn entry_at(&self, key: &str) -> Option<&Entry> {
        self.entries.get(key)
    }

    /// How many positions the repertoire goes on from.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it holds no move at all.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The cards: each position where the repertoire's side is to move,
    /// with its answers, by key (in no set order).
    pub fn cards(&self) -> impl Iterator<Item = (&str, &Entry)> {
        let color = self.color();
        self.entries
            .iter()
            .filter(move |(_, e)| e.position.side_to_move() == color)
            .map(|(k, e)| (k.as_str(), e))
    }

    /// The positions where the opponent is to move and the repertoire
    /// prepares for more than one move (where a trainer must choose which
    /// to play), in no set order.
    pub fn branching_replies(&self) -> impl Iterator<Item = &Entry> {
        let color = self.color();
        self.entries
            .values()
            .filter(move |e| e.position.side_to_move() != color && e.moves.len() > 1)
    }

    /// Where the game of `moves` from `start` left the repertoire: the
    /// first move that is not among the repertoire's at a position it
    /// goes on from. `None` when the game stays in it to its end or to
    /// the tree's end (a position with nothing after it is not left).
    pub fn deviation(&self, start: &Position, moves: &[Move]) -> Option<Deviation> {
        let mut position = *start;
        for (i, mv) in moves.iter().enumerate() {
            let key = position.epd();
            let entry = self.entries.get(&key)?;
            if !entry.moves.contains(mv) {
                return Some(Deviation {
                    ply: i + 1,
                    by_player: position.side_to_move() == self.color(),
                    san: position.san(mv),
                    expected: entry.moves.iter().map(|m| position.san(m)).collect(),
                    key,
                });
            }
            position.play(mv);
        }
        None
    }

    /// The opponent's moves the repertoire does not answer, at the
    /// positions where it prepares for the opponent's moves: each move
    /// `played` says is played there (with its count of games) that the
    /// repertoire lacks, most played first (then by position and move, so
    /// the order is the same every time).
    pub fn gaps(&self, mut played: impl FnMut(&Position) -> Vec<(Move, u64)>) -> Vec<Gap> {
        let color = self.color();
        let mut gaps = Vec::new();
        for entry in self.entries.values() {
            if entry.position.side_to_move() == color {
                continue;
            }
            for (mv, games) in played(&entry.position) {
                if games > 0 && !entry.moves.contains(&mv) {
                    gaps.push(Gap {
                        position: entry.position,
                        san: entry.position.san(&mv),
                        games,
                    });
                }
            }
        }
        gaps.sort_by(|a, b| {
            b.games
                .cmp(&a.games)
                .then_with(|| a.position.to_fen().cmp(&b.position.to_fen()))
                .then_with(|| a.san.cmp(&b.san))
        });
        gaps
    }
}
