//! Moves and fixed-capacity move lists.

use std::fmt;
use std::ops::Deref;

use super::{CastlingSide, Color, PieceKind, Rank, Square, Variant};

/// What is special about a move, beyond its squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Any move that is neither castling nor en passant (promotions included).
    Normal,
    /// A pawn's first move of two squares, which may allow en passant.
    DoublePush,
    /// A pawn capturing en passant: the captured pawn is not on `to`.
    EnPassant,
    /// Castling on the king's side (O-O); the move is the king's.
    CastleKingside,
    /// Castling on the queen's side (O-O-O); the move is the king's.
    CastleQueenside,
}

/// A move, as generated for a particular position.
///
/// Castling is represented as the king's move of two squares (e1g1), as UCI
/// writes it. `piece` and `captured` describe the position the move was
/// generated in, so a move is only meaningful together with that position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square the moving piece leaves.
    pub from: Square,
    /// The square the moving piece lands on.
    pub to: Square,
    /// The kind of the moving piece (a pawn for promotions).
    pub piece: PieceKind,
    /// The kind of the captured piece, if any (a pawn for en passant).
    pub captured: Option<PieceKind>,
    /// The piece a pawn becomes on the last rank.
    pub promotion: Option<PieceKind>,
    /// Castling, en passant, double push or normal.
    pub kind: MoveKind,
}

impl Move {
    /// A placeholder (a1 to a1) that is never a legal move, for filling
    /// fixed-size tables.
    pub const PLACEHOLDER: Move = Move {
        from: Square::A1,
        to: Square::A1,
        piece: PieceKind::Pawn,
        captured: None,
        promotion: None,
        kind: MoveKind::Normal,
    };

    /// Whether the move captures a piece (en passant included).
    #[inline]
    pub const fn is_capture(&self) -> bool {
        self.captured.is_some()
    }

    /// Whether the move is castling on either side.
    #[inline]
    pub const fn is_castle(&self) -> bool {
        matches!(
            self.kind,
            MoveKind::CastleKingside | MoveKind::CastleQueenside
        )
    }

    /// Whether the move is an en passant capture.
    #[inline]
    pub const fn is_en_passant(&self) -> bool {
        matches!(self.kind, MoveKind::EnPassant)
    }

    /// Whether the move is a promotion.
    #[inline]
    pub const fn is_promotion(&self) -> bool {
        self.promotion.is_some()
    }

    /// Whether the move resets the fifty-move counter (a pawn move or a capture).
    #[inline]
    pub const fn is_zeroing(&self) -> bool {
        matches!(self.piece, PieceKind::Pawn) || self.captured.is_some()
    }

    /// For a castling move played by `variant`'s rules: where the king
    /// lands, where the rook starts and where it lands. The move is the
    /// king's two-square move in standard chess (the rook in the corner),
    /// the king taking its own rook in Chess960. `None` for other moves.
    #[inline]
    pub fn castle_squares(&self, variant: Variant) -> Option<(Square, Square, Square)> {
        let side = match self.kind {
            MoveKind::CastleKingside => CastlingSide::KingSide,
            MoveKind::CastleQueenside => CastlingSide::QueenSide,
            _ => return None,
        };
        let color = if self.from.rank() == Rank::FIRST {
            Color::White
        } else {
            Color::Black
        };
        let rook_from = match variant {
            Variant::Standard => side.rook_from(color),
            Variant::Chess960 => self.to,
        };
        Some((side.king_to(color), rook_from, side.rook_to(color)))
    }

    /// The UCI text of the move, such as `e2e4`, `e7e8q` or `e1g1`.
    pub fn to_uci(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Move {
    /// Writes the move in UCI notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{}", p.char())?;
        }
        Ok(())
    }
}

/// The most legal moves any chess position has is 218; this leaves room.
pub const MAX_MOVES: usize = 256;

const FILLER: Move = Move::PLACEHOLDER;

/// A list of moves on the stack, large enough for every legal position.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub fn new() -> MoveList {
        MoveList {
            moves: [FILLER; MAX_MOVES],
            len: 0,
        }
    }

    /// Adds a move.
    ///
    /// # Panics
    /// If the list already holds [`MAX_MOVES`] moves (no legal position has that many).
    #[inline]
    pub fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }

    /// Removes every move.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The moves as a mutable slice (for sorting).
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }

    /// Keeps only the moves for which `f` is true.
    pub fn retain(&mut self, mut f: impl FnMut(&Move) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            if f(&self.moves[i]) {
                self.moves[kept] = self.moves[i];
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
