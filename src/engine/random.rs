//! Random choices: the random mover, and the small seeded generator that
//! makes the weaker levels' choices reproducible.

use rand::{Rng, RngCore};

use crate::rules::{Move, Position};

/// A legal move of `pos` chosen uniformly at random, or `None` when the side
/// to move has no legal move (checkmate or stalemate).
///
/// ```
/// use rookery::engine::random_move;
/// use rookery::rules::Position;
/// let mut rng = rand::rng();
/// let pos = Position::startpos();
/// let mv = random_move(&pos, &mut rng).unwrap();
/// assert!(pos.is_legal(&mv));
/// ```
pub fn random_move(pos: &Position, rng: &mut impl Rng) -> Option<Move> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        None
    } else {
        Some(moves[rng.random_range(0..moves.len())])
    }
}

/// SplitMix64: a tiny generator whose sequence for a seed never changes
/// (unlike `rand`'s standard generators, which may change between
/// versions), so a level plays the same moves for the same seed.
#[derive(Debug, Clone)]
pub(crate) struct SplitMix(u64);

impl SplitMix {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }
}

impl RngCore for SplitMix {
    fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn fill_bytes(&mut self, dst: &mut [u8]) {
        for chunk in dst.chunks_mut(8) {
            let bytes = self.next_u64().to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
    }
}
