//! Piece kinds and coloured pieces.

use std::fmt;

use super::Color;

/// The kind of a piece, regardless of its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum PieceKind {
    /// A pawn.
    Pawn = 0,
    /// A knight.
    Knight = 1,
    /// A bishop.
    Bishop = 2,
    /// A rook.
    Rook = 3,
    /// A queen.
    Queen = 4,
    /// A king.
    King = 5,
}

impl PieceKind {
    /// All six kinds, pawn first.
    pub const ALL: [PieceKind; 6] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Queen,
        PieceKind::King,
    ];

    /// The kinds a pawn may promote to, strongest first.
    pub const PROMOTIONS: [PieceKind; 4] = [
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
    ];

    /// The usual material value in pawns, the convention of chess books:
    /// pawn 1, knight 3, bishop 3, rook 5, queen 9, and king 0 (it is never
    /// captured, so it does not count).
    #[inline]
    pub const fn value(self) -> i32 {
        match self {
            PieceKind::Pawn => 1,
            PieceKind::Knight | PieceKind::Bishop => 3,
            PieceKind::Rook => 5,
            PieceKind::Queen => 9,
            PieceKind::King => 0,
        }
    }

    /// 0 (pawn) to 5 (king).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind with index 0 (pawn) to 5 (king).
    #[inline]
    pub const fn from_index(index: usize) -> Option<PieceKind> {
        match index {
            0 => Some(PieceKind::Pawn),
            1 => Some(PieceKind::Knight),
            2 => Some(PieceKind::Bishop),
            3 => Some(PieceKind::Rook),
            4 => Some(PieceKind::Queen),
            5 => Some(PieceKind::King),
            _ => None,
        }
    }

    /// The lowercase letter used in FEN and UCI: `p n b r q k`.
    pub const fn char(self) -> char {
        match self {
            PieceKind::Pawn => 'p',
            PieceKind::Knight => 'n',
            PieceKind::Bishop => 'b',
            PieceKind::Rook => 'r',
            PieceKind::Queen => 'q',
            PieceKind::King => 'k',
        }
    }

    /// The uppercase letter used in SAN: `P N B R Q K`.
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// Parses a letter in either case.
    pub const fn from_char(c: char) -> Option<PieceKind> {
        match c.to_ascii_lowercase() {
            'p' => Some(PieceKind::Pawn),
            'n' => Some(PieceKind::Knight),
            'b' => Some(PieceKind::Bishop),
            'r' => Some(PieceKind::Rook),
            'q' => Some(PieceKind::Queen),
            'k' => Some(PieceKind::King),
            _ => None,
        }
    }

    /// The English name, such as "knight".
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::Pawn => "pawn",
            PieceKind::Knight => "knight",
            PieceKind::Bishop => "bishop",
            PieceKind::Rook => "rook",
            PieceKind::Queen => "queen",
            PieceKind::King => "king",
        }
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece of a given colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind of piece it is.
    pub kind: PieceKind,
}

impl Piece {
    /// A piece of `color` and `kind`.
    #[inline]
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// The FEN letter: uppercase for White, lowercase for Black.
    pub const fn fen_char(self) -> char {
        match self.color {
            Color::White => self.kind.upper_char(),
            Color::Black => self.kind.char(),
        }
    }

    /// Parses a FEN letter: uppercase for White, lowercase for Black.
    pub const fn from_fen_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match PieceKind::from_char(c) {
            Some(kind) => Some(Piece { color, kind }),
            None => None,
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}",
            self.color.name().to_lowercase(),
            self.kind.name()
        )
    }
}
