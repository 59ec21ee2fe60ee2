//! Castling rights, and the files of the rooks that castle (the corners in
//! standard chess, anywhere on the back rank in Chess960).

use std::fmt;

use super::{Color, File, Rank, Square};

/// Which castlings each side may still perform. In standard chess the king
/// stands on its e-file home square and the rooks on the a- and h-file
/// corners; in Chess960 the rooks' files are kept in [`CastlingFiles`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(u8);

/// One of the two castling sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Towards the h-file (O-O).
    KingSide,
    /// Towards the a-file (O-O-O).
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// 0 for the king's side, 1 for the queen's.
    pub const fn index(self) -> usize {
        match self {
            CastlingSide::KingSide => 0,
            CastlingSide::QueenSide => 1,
        }
    }

    /// Where the king starts in standard chess (e1 or e8).
    pub const fn king_from(self, color: Color) -> Square {
        Square::E1.relative_to(color)
    }

    /// Where the king lands (g1, c1, g8 or c8), in Chess960 too.
    pub const fn king_to(self, color: Color) -> Square {
        match self {
            CastlingSide::KingSide => Square::G1.relative_to(color),
            CastlingSide::QueenSide => Square::C1.relative_to(color),
        }
    }

    /// Where the rook starts in standard chess (h1, a1, h8 or a8).
    pub const fn rook_from(self, color: Color) -> Square {
        match self {
            CastlingSide::KingSide => Square::H1.relative_to(color),
            CastlingSide::QueenSide => Square::A1.relative_to(color),
        }
    }

    /// Where the rook lands (f1, d1, f8 or d8), in Chess960 too.
    pub const fn rook_to(self, color: Color) -> Square {
        match self {
            CastlingSide::KingSide => Square::F1.relative_to(color),
            CastlingSide::QueenSide => Square::D1.relative_to(color),
        }
    }
}

/// For each square, the rights that survive a move from or to it.
const KEEP_AFTER_TOUCHING: [u8; 64] = {
    let mut keep = [!0u8; 64];
    keep[0] = !2; // a1
    keep[4] = !3; // e1
    keep[7] = !1; // h1
    keep[56] = !8; // a8
    keep[60] = !12; // e8
    keep[63] = !4; // h8
    keep
};

impl CastlingRights {
    /// No rights at all.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four rights (`KQkq`).
    pub const ALL: CastlingRights = CastlingRights(15);

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << (color as u8 * 2
            + match side {
                CastlingSide::KingSide => 0,
                CastlingSide::QueenSide => 1,
            })
    }

    /// Whether `color` may still castle on `side`.
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }

    /// Whether `color` has any castling right left.
    #[inline]
    pub const fn has_any(self, color: Color) -> bool {
        self.0 & (3 << (color as u8 * 2)) != 0
    }

    /// The rights with one added.
    #[inline]
    pub const fn with(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 | Self::bit(color, side))
    }

    /// The rights with one removed.
    #[inline]
    pub const fn without(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 & !Self::bit(color, side))
    }

    /// The rights with both of `color`'s removed.
    #[inline]
    pub const fn without_color(self, color: Color) -> CastlingRights {
        CastlingRights(self.0 & !(3 << (color as u8 * 2)))
    }

    /// The rights as a number 0..16 (bit 0 = K, 1 = Q, 2 = k, 3 = q).
    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The rights from a number 0..16 (higher bits ignored).
    #[inline]
    pub const fn from_bits(bits: u8) -> CastlingRights {
        CastlingRights(bits & 15)
    }

    /// The rights that survive a move touching `sq` (as origin or target):
    /// a king or rook leaving home, or a rook captured at home, loses them.
    #[inline]
    pub const fn after_touching(self, sq: Square) -> CastlingRights {
        CastlingRights(self.0 & KEEP_AFTER_TOUCHING[sq.index()])
    }
}

/// The file of the rook each castling uses, for each colour and side: the
/// a- and h-files in standard chess, the rooks' start files in Chess960
/// (where the two colours may differ in a position set up by hand).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CastlingFiles([[u8; 2]; 2]);

impl Default for CastlingFiles {
    fn default() -> CastlingFiles {
        CastlingFiles::STANDARD
    }
}

impl CastlingFiles {
    /// The corners: the h-file on the king's side, the a-file on the queen's.
    pub const STANDARD: CastlingFiles = CastlingFiles([[7, 0], [7, 0]]);

    /// The file of `color`'s rook for castling on `side`.
    #[inline]
    pub const fn rook(self, color: Color, side: CastlingSide) -> File {
        File::new(self.0[color as usize][side.index()]).expect("a file index below 8")
    }

    /// The square of that rook at home on `color`'s back rank.
    #[inline]
    pub const fn rook_square(self, color: Color, side: CastlingSide) -> Square {
        Square::from_coords(self.rook(color, side), Rank::FIRST.relative_to(color))
    }

    /// These files for the rights held, the corners for the others: so
    /// that positions with the same rights compare equal whatever rooks
    /// once had them.
    pub fn held(self, rights: CastlingRights) -> CastlingFiles {
        let mut files = CastlingFiles::STANDARD;
        for color in [Color::White, Color::Black] {
            for side in CastlingSide::ALL {
                if rights.has(color, side) {
                    files = files.with(color, side, self.rook(color, side));
                }
            }
        }
        files
    }

    /// The files with one rook's file changed.
    pub const fn with(self, color: Color, side: CastlingSide, file: File) -> CastlingFiles {
        let mut files = self.0;
        files[color as usize][side.index()] = file.index() as u8;
        CastlingFiles(files)
    }
}

impl fmt::Display for CastlingRights {
    /// Writes the FEN castling field, such as `KQkq` or `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            return f.write_str("-");
        }
        for (color, side, c) in [
            (Color::White, CastlingSide::KingSide, 'K'),
            (Color::White, CastlingSide::QueenSide, 'Q'),
            (Color::Black, CastlingSide::KingSide, 'k'),
            (Color::Black, CastlingSide::QueenSide, 'q'),
        ] {
            if self.has(color, side) {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}
