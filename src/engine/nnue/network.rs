//! The integer network the engine evaluates with, and its file.
//!
//! The file: the magic `RKNNUE01`, the hidden size N (`u16`), then the
//! input weights (768 x N, input by input), the input biases (N), the
//! output weights (2N: the side to move's, then the other's), all `i16`,
//! and the output bias (`i32`); little-endian throughout.

use super::features::{INPUTS, active, index};
use super::{QA, QB, SCALE};
use crate::rules::{Color, Move, Piece, PieceKind, Position, Square};

/// The first bytes of a network's file.
pub const MAGIC: [u8; 8] = *b"RKNNUE01";

/// A network with integer weights.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Network {
    /// N, the accumulator's size for each side.
    pub hidden: usize,
    /// The input weights, N for each input, times [`QA`].
    pub input_weights: Vec<i16>,
    /// The accumulator's biases, times [`QA`].
    pub input_biases: Vec<i16>,
    /// The output weights, the side to move's N then the other's N, times
    /// [`QB`].
    pub output_weights: Vec<i16>,
    /// The output bias, times [`QA`] x [`QB`].
    pub output_bias: i32,
}

/// The two accumulators of a position: for each side, the biases plus the
/// weights of that side's active inputs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accumulator {
    /// White's, then Black's.
    pub sides: [Vec<i16>; 2],
}

fn side_index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl Network {
    /// The accumulators of `pos`, computed from nothing.
    pub fn accumulate(&self, pos: &Position) -> Accumulator {
        let mut sides = [self.input_biases.clone(), self.input_biases.clone()];
        for color in [Color::White, Color::Black] {
            let acc = &mut sides[side_index(color)];
            for input in active(pos, color) {
                let row = &self.input_weights[input * self.hidden..(input + 1) * self.hidden];
                for (a, w) in acc.iter_mut().zip(row) {
                    *a = a.wrapping_add(*w);
                }
            }
        }
        Accumulator { sides }
    }

    /// The evaluation of the accumulators for `to_move`, in centipawns
    /// for the side to move.
    pub fn output(&self, acc: &Accumulator, to_move: Color) -> i32 {
        let us = &acc.sides[side_index(to_move)];
        let them = &acc.sides[side_index(to_move.other())];
        let (ours, theirs) = self.output_weights.split_at(self.hidden);
        let mut sum = 0i32;
        for (a, w) in us.iter().zip(ours) {
            sum += i32::from(*a).clamp(0, QA) * i32::from(*w);
        }
        for (a, w) in them.iter().zip(theirs) {
            sum += i32::from(*a).clamp(0, QA) * i32::from(*w);
        }
        (sum + self.output_bias) * SCALE / (QA * QB)
    }

    /// Brings `acc`, the accumulators of `before`, to those of the
    /// position after `mv` (a legal move of `before`): the inputs the move
    /// takes away (the piece from its square, a capture, the castling
    /// rook) and those it adds, for both sides, without recomputing the
    /// rest. The search keeps one per ply this way.
    pub fn update(&self, acc: &mut Accumulator, before: &Position, mv: &Move) {
        let us = before.side_to_move();
        let piece = |kind| Piece { color: us, kind };
        let mut removed: [Option<(Piece, Square)>; 2] = [Some((piece(mv.piece), mv.from)), None];
        let mut added: [Option<(Piece, Square)>; 2] = [None, None];
        if let Some((king_to, rook_from, rook_to)) = mv.castle_squares(before.variant()) {
            removed[1] = Some((piece(PieceKind::Rook), rook_from));
            added = [
                Some((piece(PieceKind::King), king_to)),
                Some((piece(PieceKind::Rook), rook_to)),
            ];
        } else {
            added[0] = Some((piece(mv.promotion.unwrap_or(mv.piece)), mv.to));
            if let Some(kind) = mv.captured {
                // The pawn taken en passant stands beside the square moved to.
                let square = if mv.is_en_passant() {
                    Square::from_coords(mv.to.file(), mv.from.rank())
                } else {
                    mv.to
                };
                let them = Piece {
                    color: us.other(),
                    kind,
                };
                removed[1] = Some((them, square));
            }
        }
        for color in [Color::White, Color::Black] {
            let side = &mut acc.sides[side_index(color)];
            for (p, sq) in removed.iter().flatten() {
                let input = index(color, *p, *sq);
                let row = &self.input_weights[input * self.hidden..(input + 1) * self.hidden];
                for (a, w) in side.iter_mut().zip(row) {
                    *a = a.wrapping_sub(*w);
                }
            }
            for (p, sq) in added.iter().flatten() {
                let input = index(color, *p, *sq);
                let row = &self.input_weights[input * self.hidden..(input + 1) * self.hidden];
                for (a, w) in side.iter_mut().zip(row) {
                    *a = a.wrapping_add(*w);
                }
            }
        }
    }

    /// The evaluation of `pos` in centipawns for the side to move.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        self.output(&self.accumulate(pos), pos.side_to_move())
    }

    /// The network as its file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(16 + 2 * self.input_weights.len());
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&(self.hidden as u16).to_le_bytes());
        for v in self
            .input_weights
            .iter()
            .chain(&self.input_biases)
            .chain(&self.output_weights)
        {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.extend_from_slice(&self.output_bias.to_le_bytes());
        out
    }

    /// A network read from its file's bytes.
    ///
    /// # Errors
    /// Not a network's file, or one of another length than its size says.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, String> {
        let rest = bytes
            .strip_prefix(&MAGIC)
            .ok_or("not a Rookery network (its first bytes are not RKNNUE01)")?;
        if rest.len() < 2 {
            return Err("the network's file ends before its size".into());
        }
        let hidden = usize::from(u16::from_le_bytes([rest[0], rest[1]]));
        let words = INPUTS * hidden + hidden + 2 * hidden;
        let want = 2 + 2 * words + 4;
        if hidden == 0 || rest.len() != want {
            return Err(format!(
                "the network's file holds {} bytes after its magic where a network of {hidden} \
                 takes {want}",
                rest.len()
            ));
        }
        let mut values = rest[2..2 + 2 * words]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]));
        let mut take = |n: usize| values.by_ref().take(n).collect::<Vec<i16>>();
        let input_weights = take(INPUTS * hidden);
        let input_biases = take(hidden);
        let output_weights = take(2 * hidden);
        let b = &rest[2 + 2 * words..];
        Ok(Network {
            hidden,
            input_weights,
            input_biases,
            output_weights,
            output_bias: i32::from_le_bytes([b[0], b[1], b[2], b[3]]),
        })
    }
}
