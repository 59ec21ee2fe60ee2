//! Premoves: a move planned during the opponent's turn, played the moment
//! the turn comes if it is legal then.
//!
//! Where a piece may be premoved is a question of geometry alone, as on
//! lichess: the position will change before the move is played, so pieces
//! in the way, an empty capture square (the opponent may move a piece
//! there) and check are not looked at. Whether the premove is legal is
//! asked again when it is played ([`Position::premove`]).

use super::Variant;
use super::attacks::{attacks, pawn_attacks};
use super::bitboard::Bitboard;
use super::castling::CastlingSide;
use super::moves::Move;
use super::piece::PieceKind;
use super::position::Position;
use super::square::{Rank, Square};

impl Position {
    /// The squares the piece on `from` might move to on its side's next
    /// turn, whatever the opponent plays first: a pawn's one and two steps
    /// forward and both diagonals, a piece's moves on an empty board, and a
    /// king's castling squares while it has the right.
    pub fn premove_targets(&self, from: Square) -> Bitboard {
        let Some(piece) = self.piece_at(from) else {
            return Bitboard::EMPTY;
        };
        let color = piece.color;
        match piece.kind {
            PieceKind::Pawn => {
                let step: i8 = color.fold(1, -1);
                let mut targets = pawn_attacks(color, from);
                if let Some(one) = from.offset(0, step) {
                    targets = targets.with(one);
                }
                if from.rank().relative_to(color) == Rank::SECOND
                    && let Some(two) = from.offset(0, 2 * step)
                {
                    targets = targets.with(two);
                }
                targets
            }
            PieceKind::King => {
                let mut targets = attacks(PieceKind::King, color, from, Bitboard::EMPTY);
                for side in CastlingSide::ALL {
                    let Some(rook) = self.castling_rook(color, side) else {
                        continue;
                    };
                    match self.variant() {
                        Variant::Standard if side.king_from(color) == from => {
                            targets = targets.with(side.king_to(color));
                        }
                        // Onto its own rook, or two squares over.
                        Variant::Chess960 if from.rank() == rook.rank() => {
                            targets = targets.with(rook).with(side.king_to(color));
                        }
                        _ => {}
                    }
                }
                targets
            }
            kind => attacks(kind, color, from, Bitboard::EMPTY),
        }
    }

    /// The legal move a premove from `from` to `to` stands for now, if there
    /// is one; a pawn reaching the last rank becomes a queen.
    pub fn premove(&self, from: Square, to: Square) -> Option<Move> {
        self.legal_moves_from(from)
            .iter()
            .find(|m| m.to == to && m.promotion.is_none_or(|p| p == PieceKind::Queen))
            .copied()
            .or_else(|| self.castle_by_king_square(from, to))
    }
}
