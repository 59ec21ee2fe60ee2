//! A neural evaluation (issue #60): a (768 -> N)x2 -> 1 perspective
//! network, the kind Stockfish calls NNUE in its simplest form, trained on
//! Rookery's own self-play data ([`super::datagen`]) by [`train`].
//!
//! **Inputs** ([`features`]): 768 of them, one for each piece kind of each
//! side on each square, seen from one side: "my pawn on e2" for White is
//! "my pawn on e7" for Black (the board turned for Black), so one set of
//! weights serves both sides.
//!
//! **The network**: an accumulator of N numbers for each side (the
//! weights of that side's active inputs summed with a bias), each clipped
//! to 0..1 (CReLU), the side to move's N then the other's N weighted into
//! one number, the evaluation in units of 400 centipawns for the side to
//! move. The trainer fits it so that `1 / (1 + 10^-output)` predicts a
//! blend of the game's result and the search's score turned the same way
//! into a winning chance.
//!
//! **Integers** ([`network`]): the weights are kept as 16-bit integers
//! (the input weights times [`QA`], the output weights times [`QB`]), so
//! the engine adds and multiplies integers only and every machine computes
//! the same evaluation; the trainer keeps every weight within
//! [`WEIGHT_LIMIT`] so that they fit.

pub mod features;
pub mod network;
mod simd;
pub mod stack;
pub mod train;

use std::sync::{Arc, OnceLock};

pub use network::Network;
pub use stack::AccumulatorStack;

/// The network built into Rookery (its making is in docs/engine.md).
const BUILT_IN: &[u8] = include_bytes!("rookery.nnue");

/// The network in the file at `path`.
///
/// # Errors
/// The file cannot be read, or is not a network's file.
pub fn read_network(path: &std::path::Path) -> Result<Network, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Network::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// The network built into Rookery, read once.
pub fn built_in() -> Arc<Network> {
    static NET: OnceLock<Arc<Network>> = OnceLock::new();
    NET.get_or_init(|| {
        Arc::new(Network::from_bytes(BUILT_IN).expect("the built-in network's file is whole"))
    })
    .clone()
}

/// The input weights' and biases' scale in the integer network.
pub const QA: i32 = 255;
/// The output weights' scale in the integer network.
pub const QB: i32 = 64;
/// The centipawns of one unit of the network's output.
pub const SCALE: i32 = 400;
/// The largest weight the trainer keeps: times [`QA`] it fits in 16 bits
/// with room for the sum of 32 of them, and times [`QB`] in 8.
pub const WEIGHT_LIMIT: f32 = 1.98;

#[cfg(test)]
mod tests;
