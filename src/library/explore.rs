//! The opening explorer: for a position, each move played from it in the
//! library, with its games, White wins, draws, Black wins, the players'
//! average rating and the last time it was played.

use std::collections::HashMap;

use crate::rules::{Move, Position};

use super::query::Filter;
use super::{Library, LibraryError, codec};

/// Which games the explorer counts (the same filters as the table; "my
/// games only" is [`Filter::players`] with the player's own names).
pub type ExploreFilter = Filter;

/// One move of the explorer's table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExploreLine {
    /// The move.
    pub mv: Move,
    /// In SAN.
    pub san: String,
    /// In UCI.
    pub uci: String,
    /// Games that played it.
    pub games: u64,
    /// Of them, won by White.
    pub white: u64,
    /// Drawn.
    pub draws: u64,
    /// Won by Black.
    pub black: u64,
    /// The players' average rating, over the games where it is known.
    pub average_rating: Option<i64>,
    /// The latest date it was played on.
    pub last_played: Option<String>,
}

impl ExploreLine {
    /// White wins, draws and Black wins as percentages of the games with a
    /// result (rounded; they add up to 100, or are all 0 without results).
    pub fn percentages(&self) -> [u32; 3] {
        let decided = self.white + self.draws + self.black;
        if decided == 0 {
            return [0, 0, 0];
        }
        let pct = |n: u64| ((n * 1000 / decided) as u32 + 5) / 10;
        let white = pct(self.white);
        let black = pct(self.black);
        [white, 100u32.saturating_sub(white + black), black]
    }
}

impl Library {
    /// The moves played from `pos` in the games the filter lets through,
    /// most played first.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn explore(
        &self,
        pos: &Position,
        filter: &ExploreFilter,
    ) -> Result<Vec<ExploreLine>, LibraryError> {
        struct Tally {
            games: u64,
            results: [u64; 4],
            rating_sum: i64,
            rated: i64,
            last: u32,
        }
        let mut per_move: HashMap<u8, Tally> = HashMap::new();
        for (hit, facts) in self.hits(pos, filter)? {
            let Some(next) = hit.next else { continue };
            let t = per_move.entry(next).or_insert(Tally {
                games: 0,
                results: [0; 4],
                rating_sum: 0,
                rated: 0,
                last: 0,
            });
            t.games += 1;
            t.results[usize::from(facts.result & 3)] += 1;
            if let Some(r) = facts.rating() {
                t.rating_sum += r;
                t.rated += 1;
            }
            t.last = t.last.max(facts.date);
        }
        let mut lines = Vec::with_capacity(per_move.len());
        for (byte, t) in per_move {
            // A byte that does not decode here belongs to another position
            // sharing the key's indexed bits: left out.
            let Some(mv) = codec::decode(pos, byte) else {
                continue;
            };
            lines.push(ExploreLine {
                san: pos.san(&mv),
                uci: mv.to_uci(),
                mv,
                games: t.games,
                white: t.results[1],
                draws: t.results[2],
                black: t.results[3],
                average_rating: (t.rated > 0)
                    .then(|| (t.rating_sum as f64 / t.rated as f64).round() as i64),
                last_played: super::facts::unpack_date(t.last),
            });
        }
        lines.sort_by(|a, b| b.games.cmp(&a.games).then_with(|| a.san.cmp(&b.san)));
        Ok(lines)
    }
}
