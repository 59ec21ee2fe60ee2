//! The player's games against their repertoires (issue #59): where each
//! game of the library left a repertoire, and a move the player got wrong
//! in a real game counted as a failed review of its card.

use super::{RepertoireId, RepertoireTree};
use crate::library::query::{Filter, Sort, SortColumn};
use crate::library::{Library, LibraryError};
use crate::rules::{Color, Move, Position};

/// A game of the library that left a repertoire.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeftGame {
    /// The game's id in the library.
    pub game: i64,
    /// Its players, "White - Black".
    pub players: String,
    /// Its date, as the file gave it.
    pub date: Option<String>,
    /// Where it left, and who.
    pub deviation: super::Deviation,
}

impl Library {
    /// The games of the library in which one of `names` (a name's
    /// beginning, any case, as the Library screen's player filter) played
    /// the repertoire's side and left the repertoire, newest first (by
    /// the order they came in), at most `limit`. A game that stays in it to
    /// its end or to the repertoire's end is not listed.
    ///
    /// # Errors
    /// As [`Library::repertoire_tree`], or the database cannot be read.
    pub fn games_left_repertoire(
        &self,
        id: RepertoireId,
        names: &[String],
        limit: usize,
    ) -> Result<Vec<LeftGame>, LibraryError> {
        let tree = self.repertoire_tree(id)?;
        if names.iter().all(|n| n.trim().is_empty()) || tree.is_empty() {
            return Ok(Vec::new());
        }
        let filter = Filter {
            players: names.to_vec(),
            color: Some(tree.color()),
            ..Filter::default()
        };
        let sort = Sort {
            column: SortColumn::Added,
            descending: true,
        };
        let mut left = Vec::new();
        for game_id in self.game_ids(&filter, sort)? {
            if left.len() >= limit {
                break;
            }
            // A damaged record is passed over, as the export does.
            let Ok(stored) = self.game(game_id) else {
                continue;
            };
            let moves: Vec<Move> = stored.game.moves().iter().map(|m| m.mv).collect();
            let Some(deviation) = tree.deviation(stored.game.start_position(), &moves) else {
                continue;
            };
            let tag = |name: &str| {
                stored
                    .tags
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, v)| v.clone())
            };
            left.push(LeftGame {
                game: game_id,
                players: format!(
                    "{} - {}",
                    tag("White").unwrap_or_default(),
                    tag("Black").unwrap_or_default()
                ),
                date: tag("Date").filter(|d| !d.starts_with('?')),
                deviation,
            });
        }
        Ok(left)
    }

    /// A game the player played as `side` ended: in each repertoire for
    /// that side that the player left by a move of their own, the card
    /// where they left it is reviewed as missed at `now` (a move got
    /// wrong in a real game counts as a failed review). Gives the
    /// repertoires so marked, with where the game left each.
    ///
    /// # Errors
    /// The database cannot be read or written.
    pub fn review_game_against_repertoires(
        &self,
        side: Color,
        start: &Position,
        moves: &[Move],
        now: i64,
    ) -> Result<Vec<(RepertoireId, super::Deviation)>, LibraryError> {
        let mut missed = Vec::new();
        for summary in self.repertoires()? {
            if summary.color != side {
                continue;
            }
            let tree: RepertoireTree = self.repertoire_tree(summary.id)?;
            let Some(deviation) = tree.deviation(start, moves) else {
                continue;
            };
            if deviation.by_player {
                self.review_card(summary.id, &deviation.key, false, now)?;
                missed.push((summary.id, deviation));
            }
        }
        Ok(missed)
    }
}
