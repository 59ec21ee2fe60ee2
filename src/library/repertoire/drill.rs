//! Drilling a repertoire in lines, not isolated positions (issue #59): the
//! trainer plays the line's moves up to the first card the session wants
//! (a due card, a new one to learn, one of a chapter...), the player
//! answers, and a right answer goes on to the next wanted card of the same
//! line without a stop between. The opponent's moves are chosen among the
//! repertoire's, weighted by how often the library's games play them
//! (evenly when it has none), and only towards positions from which a
//! wanted card can still be reached, so a line never wanders into a
//! branch with nothing to ask. A missed card is asked again later in the
//! session, after the cards not yet asked.

use std::collections::{HashMap, HashSet, VecDeque};

use rand::Rng;

use super::tree::RepertoireTree;
use crate::rules::{Move, Position};

/// What the trainer plays before the next question.
#[derive(Debug, Clone, PartialEq)]
pub struct Lead {
    /// The moves it plays, in order (the opponent's, and the player's own
    /// where the session does not ask them).
    pub moves: Vec<Move>,
    /// The question after them: the card's key and its answers (any is
    /// right); `None` when the line has nothing more to ask.
    pub question: Option<(String, Vec<Move>)>,
}

/// A drilling session over a repertoire: the cards it wants asked.
#[derive(Debug, Clone)]
pub struct Drill {
    /// The cards not yet asked this session.
    wanted: HashSet<String>,
    /// The cards missed, to ask again once the others were asked.
    again: VecDeque<String>,
    /// Whether a position can lead to a wanted card (found once).
    reaches: HashMap<String, bool>,
}

/// What the player's answer was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// One of the card's answers.
    Right,
    /// Not one of them: the card comes back later in the session.
    Wrong,
}

impl Drill {
    /// A session asking the cards of `wanted` (keys of the repertoire's
    /// cards; others are passed over).
    pub fn new(wanted: impl IntoIterator<Item = String>) -> Drill {
        Drill {
            wanted: wanted.into_iter().collect(),
            again: VecDeque::new(),
            reaches: HashMap::new(),
        }
    }

    /// The cards left to ask, the missed ones included.
    pub fn left(&self) -> usize {
        self.wanted.len() + self.again.len()
    }

    /// Whether the session has asked everything (the missed cards again
    /// included).
    pub fn is_over(&self) -> bool {
        self.left() == 0
    }

    /// From `from`, the moves the trainer plays and the next question.
    /// When no wanted card can be reached from there and cards missed
    /// earlier wait, they are wanted again (their turn has come) and the
    /// caller starts a new line from the start.
    pub fn lead(
        &mut self,
        tree: &RepertoireTree,
        from: &Position,
        mut played: impl FnMut(&Position) -> Vec<(Move, u64)>,
        rng: &mut impl Rng,
    ) -> Lead {
        let mut position = *from;
        let mut moves = Vec::new();
        // A line is at most as long as the repertoire has positions.
        for _ in 0..=tree.len() {
            let key = position.epd();
            let Some(entry) = tree.entry_at(&key) else {
                break;
            };
            let player = position.side_to_move() == tree.color();
            if player && self.wanted.contains(&key) {
                return Lead {
                    moves,
                    question: Some((key, entry.moves.clone())),
                };
            }
            let onward: Vec<Move> = entry
                .moves
                .iter()
                .copied()
                .filter(|mv| {
                    let mut next = position;
                    next.play(mv);
                    self.reaches(tree, &next)
                })
                .collect();
            let Some(&first) = onward.first() else { break };
            let mv = if player {
                // The player's own move, not asked: the repertoire's first
                // that leads on.
                first
            } else {
                let counts = played(&position);
                let weight =
                    |mv: &Move| counts.iter().find(|(m, _)| m == mv).map_or(0, |(_, n)| *n);
                let total: u64 = onward.iter().map(weight).sum();
                if total == 0 {
                    onward[rng.random_range(0..onward.len())]
                } else {
                    let mut pick = rng.random_range(0..total);
                    *onward
                        .iter()
                        .find(|mv| {
                            let w = weight(mv);
                            if pick < w {
                                true
                            } else {
                                pick -= w;
                                false
                            }
                        })
                        .unwrap_or(&first)
                }
            };
            position.play(&mv);
            moves.push(mv);
        }
        if self.wanted.is_empty() && !self.again.is_empty() {
            self.wanted.extend(self.again.drain(..));
            self.reaches.clear();
        }
        Lead {
            moves,
            question: None,
        }
    }

    /// The player answered `mv` at the card `key` whose answers are
    /// `answers`: the card is asked no more in this line; a miss comes
    /// back once the cards not yet asked were.
    pub fn answer(&mut self, key: &str, answers: &[Move], mv: &Move) -> Verdict {
        if answers.contains(mv) {
            self.wanted.remove(key);
            self.reaches.clear();
            Verdict::Right
        } else {
            self.missed(key);
            Verdict::Wrong
        }
    }

    /// The card `key` was missed (a wrong move, or given up): asked no
    /// more in this line, again once the cards not yet asked were.
    pub fn missed(&mut self, key: &str) {
        self.wanted.remove(key);
        self.reaches.clear();
        if !self.again.iter().any(|k| k == key) {
            self.again.push_back(key.to_string());
        }
    }

    /// Whether a wanted card can be reached from `position` (itself, or
    /// after the repertoire's moves from it).
    fn reaches(&mut self, tree: &RepertoireTree, position: &Position) -> bool {
        let key = position.epd();
        if let Some(&known) = self.reaches.get(&key) {
            return known;
        }
        // Marked false while under way: a line back to a position being
        // looked at (a repetition) adds nothing.
        self.reaches.insert(key.clone(), false);
        let found = match tree.entry_at(&key) {
            None => false,
            Some(entry) => {
                (position.side_to_move() == tree.color() && self.wanted.contains(&key))
                    || entry.moves.iter().any(|mv| {
                        let mut next = *position;
                        next.play(mv);
                        self.reaches(tree, &next)
                    })
            }
        };
        self.reaches.insert(key, found);
        found
    }
}
