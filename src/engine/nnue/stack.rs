//! The accumulators along the search's path, one pair per ply: the root's
//! computed from nothing, each child's from its parent's by the move
//! between them, so that a node costs a few rows of weights, not 32.

use super::Network;
use super::network::{COLORS, changes};
use crate::rules::{Color, Move, Position};

/// White's and Black's accumulators for each ply of a path, in one block:
/// ply `p`'s White half, then its Black half, then ply `p + 1`'s.
#[derive(Debug, Clone)]
pub struct AccumulatorStack {
    hidden: usize,
    data: Vec<i16>,
}

impl AccumulatorStack {
    /// Room for `plies` plies of `net`'s accumulators.
    pub fn new(net: &Network, plies: usize) -> AccumulatorStack {
        AccumulatorStack {
            hidden: net.hidden,
            data: vec![0; plies * 2 * net.hidden],
        }
    }

    /// The slice of ply `ply`, side `side` (0 White, 1 Black).
    #[inline]
    fn span(&self, ply: usize, side: usize) -> std::ops::Range<usize> {
        let start = (2 * ply + side) * self.hidden;
        start..start + self.hidden
    }

    /// Ply 0's accumulators: those of `pos`, computed from nothing.
    pub fn set_root(&mut self, net: &Network, pos: &Position) {
        for (i, color) in COLORS.into_iter().enumerate() {
            let span = self.span(0, i);
            net.refresh_side(&mut self.data[span], pos, color);
        }
    }

    /// Ply `ply + 1`'s accumulators: ply `ply`'s (those of `before`) after
    /// `mv`.
    #[inline]
    pub fn make(&mut self, net: &Network, ply: usize, before: &Position, mv: &Move) {
        let n = self.hidden;
        let change = changes(before, mv);
        for (i, color) in COLORS.into_iter().enumerate() {
            let from = self.span(ply, i).start;
            let to = self.span(ply + 1, i).start;
            // Ply + 1 lies after ply: split there to borrow both.
            let (lower, upper) = self.data.split_at_mut(to);
            let parent = &lower[from..from + n];
            net.update_side(&mut upper[..n], parent, color, &change);
        }
    }

    /// Ply `ply + 1`'s accumulators after a null move: ply `ply`'s.
    #[inline]
    pub fn pass(&mut self, ply: usize) {
        let n = 2 * self.hidden;
        let from = self.span(ply, 0).start;
        self.data.copy_within(from..from + n, from + n);
    }

    /// The evaluation at ply `ply` for `to_move`, in centipawns for the
    /// side to move.
    #[inline]
    pub fn evaluate(&self, net: &Network, ply: usize, to_move: Color) -> i32 {
        let us = &self.data[self.span(ply, to_move.index())];
        let them = &self.data[self.span(ply, to_move.other().index())];
        net.output_of(us, them)
    }
}
