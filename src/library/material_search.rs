//! The material search: the games that reach a material (either way
//! round), from the index's material entries ([`super::record`] posts
//! them, [`Material::key`] names them).

use std::collections::HashMap;

use super::facts::Facts;
use super::index::Hit;
use super::material::Material;
use super::query::{Filter, GameRow};
use super::{Library, LibraryError};

/// A game that reaches the material searched for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MaterialHit {
    /// The game.
    pub game: GameRow,
    /// The ply at which it first has the material (plies played before).
    pub ply: u32,
    /// Whether White had the first side's men (for "KRP v KR": White had
    /// the rook and pawn); false when the game reached it colours swapped.
    pub white_has: bool,
}

impl Library {
    /// The games that reach the material `m`, either way round (White with
    /// the first side's men or Black with them), newest first, at most
    /// `limit`, with the ply it is first reached at; and how many games
    /// reach it in all. A game counts once, at its earliest ply.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn search_material(
        &self,
        m: &Material,
        filter: &Filter,
        limit: u64,
    ) -> Result<(Vec<MaterialHit>, u64), LibraryError> {
        let (found, total) = self.newest(self.material_hits_sided(m, filter)?, limit)?;
        let found = found
            .into_iter()
            .map(|(hit, game, white_has)| MaterialHit {
                game,
                ply: hit.ply,
                white_has,
            })
            .collect();
        Ok((found, total))
    }

    /// The games that reach the material `m` either way round and pass the
    /// filter, each once (at its earliest ply), with its facts, in no
    /// particular order.
    pub(crate) fn material_hits(
        &self,
        m: &Material,
        filter: &Filter,
    ) -> Result<Vec<(Hit, Facts)>, LibraryError> {
        Ok(self
            .material_hits_sided(m, filter)?
            .into_iter()
            .map(|(hit, facts, _)| (hit, facts))
            .collect())
    }

    /// [`Library::material_hits`], each with whether White had the first
    /// side's men.
    pub(crate) fn material_hits_sided(
        &self,
        m: &Material,
        filter: &Filter,
    ) -> Result<Vec<(Hit, Facts, bool)>, LibraryError> {
        let mut by_game: HashMap<i64, (Hit, Facts, bool)> = HashMap::new();
        let mirrored = m.mirrored();
        let ways: &[(Material, bool)] = if mirrored == *m {
            &[(*m, true)]
        } else {
            &[(*m, true), (mirrored, false)]
        };
        for &(material, white_has) in ways {
            for (hit, facts) in self.hits_of_key(material.key(), filter)? {
                by_game
                    .entry(hit.game)
                    .and_modify(|kept| {
                        if hit.ply < kept.0.ply {
                            *kept = (hit, facts, white_has);
                        }
                    })
                    .or_insert((hit, facts, white_has));
            }
        }
        Ok(by_game.into_values().collect())
    }
}
