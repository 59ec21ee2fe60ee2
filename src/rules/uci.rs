//! UCI move notation: `e2e4`, `e7e8q`, castling as the king's move `e1g1`.
//!
//! ```
//! use rookery::rules::Position;
//! let pos = Position::startpos();
//! let mv = pos.parse_uci("e2e4").unwrap();
//! assert_eq!(mv.to_string(), "e2e4");
//! assert!(pos.parse_uci("e2e5").is_err());
//! ```

use std::fmt;

use super::{Move, PieceKind, Position, Square};

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
}

impl Position {
    /// Reads a UCI move and finds it among the legal moves.
    ///
    /// # Errors
    /// [`UciMoveError::Malformed`] or [`UciMoveError::Illegal`].
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciMoveError> {
        let uci = UciMove::parse(text)?;
        self.legal_moves_from(uci.from)
            .iter()
            .find(|m| m.to == uci.to && m.promotion == uci.promotion)
            .copied()
            .ok_or_else(|| UciMoveError::Illegal(text.to_string()))
    }
}
