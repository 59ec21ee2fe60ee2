//! The integer network the engine evaluates with, and its file.
//!
//! The file: the magic `RKNNUE01`, the hidden size N (`u16`), then the
//! input weights (768 x N, input by input), the input biases (N), the
//! output weights (2N: the side to move's, then the other's), all `i16`,
//! and the output bias (`i32`); little-endian throughout.

use super::features::{INPUTS, active, index};
use super::simd::{add_sub, crelu_dot};
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

/// The two perspectives, in the accumulators' order.
pub(super) const COLORS: [Color; 2] = [Color::White, Color::Black];

impl Network {
    /// The accumulators of `pos`, computed from nothing.
    pub fn accumulate(&self, pos: &Position) -> Accumulator {
        let mut sides = [self.input_biases.clone(), self.input_biases.clone()];
        for (i, side) in sides.iter_mut().enumerate() {
            self.refresh_side(side, pos, COLORS[i]);
        }
        Accumulator { sides }
    }

    /// `out`, the accumulator of `perspective` in `pos` computed from
    /// nothing: the biases plus the rows of the active inputs.
    pub(super) fn refresh_side(&self, out: &mut [i16], pos: &Position, perspective: Color) {
        out.copy_from_slice(&self.input_biases);
        for input in active(pos, perspective) {
            for (a, w) in out.iter_mut().zip(self.row(input)) {
                *a = a.wrapping_add(*w);
            }
        }
    }

    /// The evaluation of the accumulators for `to_move`, in centipawns
    /// for the side to move.
    pub fn output(&self, acc: &Accumulator, to_move: Color) -> i32 {
        let us = &acc.sides[to_move.index()];
        let them = &acc.sides[to_move.other().index()];
        self.output_of(us, them)
    }

    /// Brings `acc`, the accumulators of `before`, to those of the
    /// position after `mv` (a legal move of `before`): the inputs the move
    /// takes away (the piece from its square, a capture, the castling
    /// rook) and those it adds, for both sides, without recomputing the
    /// rest. The search keeps one per ply this way (the accumulator stack).
    pub fn update(&self, acc: &mut Accumulator, before: &Position, mv: &Move) {
        let change = changes(before, mv);
        for (i, side) in acc.sides.iter_mut().enumerate() {
            let parent = side.clone();
            self.update_side(side, &parent, COLORS[i], &change);
        }
    }

    /// `child`, the accumulator of `perspective` after a move, from
    /// `parent`, its accumulator before, and what the move `change`s
    /// (worked out once for both perspectives by [`changes`]).
    pub(super) fn update_side(
        &self,
        child: &mut [i16],
        parent: &[i16],
        perspective: Color,
        change: &Change,
    ) {
        let Change { removed, added } = change;
        let rows = |placed: &[Placed; 2]| {
            let mut out: [&[i16]; 2] = [&[], &[]];
            let mut n = 0;
            for (p, sq) in placed.iter().flatten() {
                out[n] = self.row(index(perspective, *p, *sq));
                n += 1;
            }
            (out, n)
        };
        let (subs, n_subs) = rows(removed);
        let (adds, n_adds) = rows(added);
        add_sub(child, parent, &adds[..n_adds], &subs[..n_subs]);
    }

    /// The weights of one input, N of them.
    #[inline]
    pub(super) fn row(&self, input: usize) -> &[i16] {
        &self.input_weights[input * self.hidden..(input + 1) * self.hidden]
    }

    /// The evaluation of one side's accumulator `us` (the side to move)
    /// and the other's, `them`, in centipawns for the side to move.
    #[inline]
    pub(super) fn output_of(&self, us: &[i16], them: &[i16]) -> i32 {
        let (ours, theirs) = self.output_weights.split_at(self.hidden);
        let sum = crelu_dot(us, ours) + crelu_dot(them, theirs);
        (sum + self.output_bias) * SCALE / (QA * QB)
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

/// A piece on a square: one input for each side.
type Placed = Option<(Piece, Square)>;

/// What one move takes off the board and puts on it, at most two pieces
/// each way.
pub(super) struct Change {
    removed: [Placed; 2],
    added: [Placed; 2],
}

/// What `mv` (legal in `before`) takes off the board and puts on it: the
/// piece from its square and a capture, or the king and rook of a castling
/// from theirs; the piece (or its promotion) on its square, or the king and
/// rook on theirs.
pub(super) fn changes(before: &Position, mv: &Move) -> Change {
    let us = before.side_to_move();
    let piece = |kind| Piece { color: us, kind };
    let mut removed: [Placed; 2] = [Some((piece(mv.piece), mv.from)), None];
    let mut added: [Placed; 2] = [None, None];
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
    Change { removed, added }
}
