//! UCI move notation: `e2e4`, `e7e8q`, castling as the king's move `e1g1`,
//! and the same three parts (from, to, promotion piece) as a player's or an
//! engine's request resolved into a legal move.
//!
//! Reading the text ([`UciMove::parse`], [`UciMoveError::Malformed`]) is kept
//! apart from finding the move in a position ([`UciMove::to_move`],
//! [`Position::move_between`], [`MoveRequestError`]), as FEN and SAN do.
//!
//! ```
//! use rookery::rules::{MoveRequestError, PieceKind, Position, Square};
//! let pos = Position::startpos();
//! let mv = pos.parse_uci("e2e4").unwrap();
//! assert_eq!(mv.to_string(), "e2e4");
//! assert!(pos.parse_uci("e2e5").is_err());
//!
//! let sq = |s: &str| s.parse::<Square>().unwrap();
//! assert_eq!(pos.move_between(sq("g1"), sq("f3"), None).unwrap().to_string(), "g1f3");
//! assert_eq!(pos.move_between(sq("g1"), sq("g3"), None), Err(MoveRequestError::Illegal));
//! let promo = Position::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
//! assert_eq!(
//!     promo.move_between(sq("e7"), sq("e8"), None),
//!     Err(MoveRequestError::PromotionNeeded)
//! );
//! let queen = promo.move_between(sq("e7"), sq("e8"), Some(PieceKind::Queen)).unwrap();
//! assert_eq!(queen.to_string(), "e7e8q");
//! ```

use std::fmt;

use super::{Move, PieceKind, Position, Square, Variant};

/// Why a UCI move could not be played in a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UciMoveError {
    /// Not of the form `<from><to>[promotion]`.
    Malformed(String),
    /// Well-formed, but not a legal move here.
    Illegal(String),
}

impl fmt::Display for UciMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciMoveError::Malformed(t) => write!(
                f,
                "'{t}' is not a UCI move (expected from and to squares like e2e4, and q/r/b/n for a promotion)"
            ),
            UciMoveError::Illegal(t) => write!(f, "illegal move '{t}'"),
        }
    }
}

impl std::error::Error for UciMoveError {}

/// Why a from/to/promotion request names no single legal move of a position.
/// The position is not changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveRequestError {
    /// No legal move goes from the first square to the second.
    Illegal,
    /// A pawn reaches the last rank there: the promotion piece must be named.
    PromotionNeeded,
    /// A promotion piece was named for a move that does not promote, or one
    /// a pawn may not become.
    WrongPromotion,
}

impl fmt::Display for MoveRequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MoveRequestError::Illegal => "no legal move between those squares",
            MoveRequestError::PromotionNeeded => "the promotion piece must be chosen",
            MoveRequestError::WrongPromotion => "that promotion is not possible",
        })
    }
}

impl std::error::Error for MoveRequestError {}

/// The parts of a UCI move, not yet checked against a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UciMove {
    /// Origin square.
    pub from: Square,
    /// Destination square.
    pub to: Square,
    /// Promotion piece, if any.
    pub promotion: Option<PieceKind>,
}

impl UciMove {
    /// Parses `e2e4` or `e7e8q` (the promotion letter in either case).
    ///
    /// # Errors
    /// [`UciMoveError::Malformed`] for anything else (including the null move `0000`).
    pub fn parse(text: &str) -> Result<UciMove, UciMoveError> {
        let bad = || UciMoveError::Malformed(text.to_string());
        if !text.is_ascii() || !(4..=5).contains(&text.len()) {
            return Err(bad());
        }
        let from: Square = text[0..2].parse().map_err(|_| bad())?;
        let to: Square = text[2..4].parse().map_err(|_| bad())?;
        let promotion = match text.as_bytes().get(4) {
            None => None,
            Some(&c) => match PieceKind::from_char(c as char) {
                Some(
                    k
                    @ (PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop | PieceKind::Knight),
                ) => Some(k),
                _ => return Err(bad()),
            },
        };
        Ok(UciMove {
            from,
            to,
            promotion,
        })
    }

    /// Finds this move among the legal moves of `pos`.
    ///
    /// # Errors
    /// See [`Position::move_between`].
    pub fn to_move(&self, pos: &Position) -> Result<Move, MoveRequestError> {
        pos.move_between(self.from, self.to, self.promotion)
    }
}

impl Position {
    /// Reads a UCI move and finds it among the legal moves. A pawn move to
    /// the last rank must name its piece (`e7e8q`).
    ///
    /// # Errors
    /// [`UciMoveError::Malformed`] or [`UciMoveError::Illegal`].
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciMoveError> {
        UciMove::parse(text)?
            .to_move(self)
            .map_err(|_| UciMoveError::Illegal(text.to_string()))
    }

    /// In Chess960, the castling move whose king goes from `from` to `to`
    /// (the king's square after castling, such as g1), when no other move
    /// of the king goes there: so the king may be dragged two squares as in
    /// standard chess, as well as onto its own rook.
    pub fn castle_by_king_square(&self, from: Square, to: Square) -> Option<Move> {
        if self.variant() != Variant::Chess960 {
            return None;
        }
        let moves = self.legal_moves_from(from);
        if moves.iter().any(|m| m.to == to) {
            return None;
        }
        moves
            .iter()
            .find(|m| {
                self.castle_squares(m)
                    .is_some_and(|(king_to, ..)| king_to == to)
            })
            .copied()
    }

    /// The legal move from `from` to `to`, promoting to `promotion` where a
    /// pawn reaches the last rank: what a drop, a click, a typed move or an
    /// engine's answer asks for. In Chess960 a castling is the king onto
    /// its own rook, or onto its square after castling when no other king
    /// move goes there.
    ///
    /// # Errors
    /// [`MoveRequestError::Illegal`] when no legal move joins the squares,
    /// [`MoveRequestError::PromotionNeeded`] when it is a promotion and no
    /// piece was named, [`MoveRequestError::WrongPromotion`] when a piece was
    /// named that this move cannot promote to.
    pub fn move_between(
        &self,
        from: Square,
        to: Square,
        promotion: Option<PieceKind>,
    ) -> Result<Move, MoveRequestError> {
        let moves = self.legal_moves_from(from);
        let mut between = moves.iter().filter(|m| m.to == to).peekable();
        let Some(&first) = between.peek() else {
            return match (self.castle_by_king_square(from, to), promotion) {
                (Some(castle), None) => Ok(castle),
                (Some(_), Some(_)) => Err(MoveRequestError::WrongPromotion),
                (None, _) => Err(MoveRequestError::Illegal),
            };
        };
        if first.promotion.is_none() {
            // One move joins two squares unless it promotes.
            return match promotion {
                None => Ok(*first),
                Some(_) => Err(MoveRequestError::WrongPromotion),
            };
        }
        let kind = promotion.ok_or(MoveRequestError::PromotionNeeded)?;
        between
            .find(|m| m.promotion == Some(kind))
            .copied()
            .ok_or(MoveRequestError::WrongPromotion)
    }
}
