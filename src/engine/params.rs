//! The vocabulary the evaluation's weights are written in: a middlegame
//! and endgame [`Pair`], and where each weight sits ([`param`]). A leaf
//! module, so that `weights.rs` (which `rookery tune` writes) and `eval.rs`
//! (which reads it) both import it and not each other.

/// A middlegame and an endgame value, blended by the game phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Pair {
    pub(crate) mg: i32,
    pub(crate) eg: i32,
}

pub(crate) const fn pair(mg: i32, eg: i32) -> Pair {
    Pair { mg, eg }
}

impl std::ops::Add for Pair {
    type Output = Pair;
    fn add(self, o: Pair) -> Pair {
        pair(self.mg + o.mg, self.eg + o.eg)
    }
}

impl std::ops::AddAssign for Pair {
    fn add_assign(&mut self, o: Pair) {
        self.mg += o.mg;
        self.eg += o.eg;
    }
}

impl std::ops::SubAssign for Pair {
    fn sub_assign(&mut self, o: Pair) {
        self.mg -= o.mg;
        self.eg -= o.eg;
    }
}

impl std::ops::Mul<i32> for Pair {
    type Output = Pair;
    fn mul(self, k: i32) -> Pair {
        pair(self.mg * k, self.eg * k)
    }
}

/// Where each weight sits in `weights::WEIGHTS`: one middlegame and
/// endgame pair per weight.
pub(crate) mod param {
    /// Material of pawn, knight, bishop, rook and queen (5).
    pub const MATERIAL: usize = 0;
    /// Piece-square bonus for White, by kind then square a1..h8 (6 x 64).
    pub const PST: usize = MATERIAL + 5;
    /// Mobility per attacked square of knight, bishop, rook, queen (4).
    pub const MOBILITY: usize = PST + 6 * 64;
    /// Passed pawn by rank from its side's view (8).
    pub const PASSED: usize = MOBILITY + 4;
    pub const DOUBLED: usize = PASSED + 8;
    pub const ISOLATED: usize = DOUBLED + 1;
    pub const BISHOP_PAIR: usize = ISOLATED + 1;
    pub const ROOK_OPEN: usize = BISHOP_PAIR + 1;
    pub const ROOK_HALF_OPEN: usize = ROOK_OPEN + 1;
    /// Per missing pawn of the shelter in front of the king.
    pub const SHIELD_MISSING: usize = ROOK_HALF_OPEN + 1;
    pub const COUNT: usize = SHIELD_MISSING + 1;
}
