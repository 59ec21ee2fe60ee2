//! The network's inputs: each piece on its square, seen from one side.

use crate::rules::{Color, Piece, Position, Square};

/// How many inputs there are: 2 sides x 6 kinds x 64 squares.
pub const INPUTS: usize = 768;

/// The most pieces a position has, so the most inputs active at once.
pub const MAX_ACTIVE: usize = 32;

/// The input of `piece` on `sq` seen from `perspective`: that side's own
/// pieces first (0..384), the other's after, by kind (pawn to king) and
/// square, the board turned over (a1 <-> a8) for Black.
pub fn index(perspective: Color, piece: Piece, sq: Square) -> usize {
    let theirs = usize::from(piece.color != perspective);
    let square = match perspective {
        Color::White => sq.index(),
        Color::Black => sq.index() ^ 56,
    };
    theirs * 384 + piece.kind as usize * 64 + square
}

/// The active inputs of `pos` seen from `perspective`, in square order.
pub fn active(pos: &Position, perspective: Color) -> impl Iterator<Item = usize> + '_ {
    pos.occupied()
        .squares()
        .filter_map(move |sq| pos.piece_at(sq).map(|piece| index(perspective, piece, sq)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::PieceKind;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    /// The indices by hand: White's pawn on e2 (square 12) is White's own
    /// pawn on 12 and Black's "their pawn" on e7 (12 ^ 56 = 52); Black's
    /// king on e8 (60) is Black's own king on e1 (4).
    #[test]
    fn inputs_are_numbered_by_side_kind_and_square_turned_for_black() {
        let white_pawn = Piece {
            color: Color::White,
            kind: PieceKind::Pawn,
        };
        let black_king = Piece {
            color: Color::Black,
            kind: PieceKind::King,
        };
        assert_eq!(index(Color::White, white_pawn, sq("e2")), 12);
        assert_eq!(index(Color::Black, white_pawn, sq("e2")), 384 + 52);
        assert_eq!(index(Color::Black, black_king, sq("e8")), 5 * 64 + 4);
        assert_eq!(index(Color::White, black_king, sq("e8")), 384 + 5 * 64 + 60);
    }

    /// A position and its mirror with the colours swapped look the same to
    /// the side to move: one set of weights serves both sides.
    #[test]
    fn a_position_and_its_colour_mirror_give_the_side_to_move_the_same_inputs() {
        let pos =
            Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
                .unwrap();
        let mirror =
            Position::from_fen("rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3")
                .unwrap();
        let mut ours: Vec<usize> = active(&pos, Color::White).collect();
        let mut theirs: Vec<usize> = active(&mirror, Color::Black).collect();
        ours.sort_unstable();
        theirs.sort_unstable();
        assert_eq!(ours.len(), 32);
        assert_eq!(ours, theirs);
    }
}
