//! Chess960 (Fischer random chess): the 960 start positions by their
//! Scharnagl number, and the variant a position is played in.
//!
//! The numbering is Reinhard Scharnagl's, as the Chess Programming Wiki
//! gives it ("Reinhard Scharnagl's numbering scheme"): of the number N,
//! N mod 4 places the light-squared bishop (files b, d, f, h), the next
//! base-4 digit the dark-squared one (a, c, e, g), the next base-6 digit
//! the queen on the free squares, and what is left (0 to 9) the two knights
//! on the five squares still free; rook, king and rook take the last three.
//! Number 518 is the standard position.
//!
//! ```
//! use rookery::rules::Position;
//!
//! assert_eq!(Position::chess960(518).unwrap(), Position::startpos().in_chess960());
//! let zero = Position::chess960(0).unwrap();
//! assert_eq!(zero.to_fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
//! assert_eq!(zero.chess960_number(), Some(0));
//! ```

use std::fmt;

use super::{
    CastlingFiles, CastlingRights, CastlingSide, Color, File, Piece, PieceKind, Position, Square,
};

/// The rules a position is played by: they differ only in castling.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Variant {
    /// Standard chess.
    #[default]
    Standard,
    /// Chess960: the king and rooks castle from wherever they started.
    Chess960,
}

impl Variant {
    /// Whether this is standard chess.
    pub fn is_standard(&self) -> bool {
        *self == Variant::Standard
    }

    /// The name PGN's `Variant` tag uses (lichess writes `Chess960`).
    pub const fn pgn_name(self) -> &'static str {
        match self {
            Variant::Standard => "Standard",
            Variant::Chess960 => "Chess960",
        }
    }

    /// The variant a PGN `Variant` tag names: Chess960 under the names
    /// programs give it (`Chess960`, `Fischerandom`, `Fischer Random`,
    /// `Chess 960`, `960`), standard chess for `Standard` and `Chess`, and
    /// `None` for any other (a variant Rookery does not play).
    pub fn from_pgn(tag: &str) -> Option<Variant> {
        let name: String = tag
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        match name.as_str() {
            "chess960" | "fischerandom" | "fischerrandom" | "960" | "frc" => {
                Some(Variant::Chess960)
            }
            "standard" | "chess" | "normal" | "" => Some(Variant::Standard),
            _ => None,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pgn_name())
    }
}

/// The number of Chess960 start positions.
pub const CHESS960_POSITIONS: u16 = 960;

/// The back rank of start position `n` (0 to 959), a-file first.
pub fn back_rank(n: u16) -> Option<[PieceKind; 8]> {
    if n >= CHESS960_POSITIONS {
        return None;
    }
    let mut rank: [Option<PieceKind>; 8] = [None; 8];
    let n = usize::from(n);
    rank[(n % 4) * 2 + 1] = Some(PieceKind::Bishop);
    let n = n / 4;
    rank[(n % 4) * 2] = Some(PieceKind::Bishop);
    let n = n / 4;
    let free = |rank: &[Option<PieceKind>; 8], k: usize| {
        (0..8)
            .filter(|&f| rank[f].is_none())
            .nth(k)
            .expect("enough free squares")
    };
    let queen = free(&rank, n % 6);
    rank[queen] = Some(PieceKind::Queen);
    // The knights' places among the five free squares, for 0 to 9.
    const KNIGHTS: [(usize, usize); 10] = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let (a, b) = KNIGHTS[n / 6];
    let (a, b) = (free(&rank, a), free(&rank, b));
    rank[a] = Some(PieceKind::Knight);
    rank[b] = Some(PieceKind::Knight);
    for kind in [PieceKind::Rook, PieceKind::King, PieceKind::Rook] {
        let f = free(&rank, 0);
        rank[f] = Some(kind);
    }
    Some(rank.map(|k| k.expect("every square filled")))
}

impl Position {
    /// Chess960 start position `n` (0 to 959; 518 is the standard one),
    /// played by the Chess960 castling rules. `None` for a larger number.
    pub fn chess960(n: u16) -> Option<Position> {
        let rank = back_rank(n)?;
        let mut pos = Position::empty();
        let mut files = CastlingFiles::STANDARD;
        let mut rooks = (0..8u8).filter(|&f| rank[usize::from(f)] == PieceKind::Rook);
        let (queen_rook, king_rook) = (rooks.next()?, rooks.next()?);
        for (f, kind) in rank.iter().enumerate() {
            let file = File::new(f as u8)?;
            for color in Color::ALL {
                let back = Square::from_coords(file, super::Rank::FIRST.relative_to(color));
                let pawns = Square::from_coords(file, super::Rank::SECOND.relative_to(color));
                pos.put(Piece::new(color, *kind), back);
                pos.put(Piece::new(color, PieceKind::Pawn), pawns);
            }
        }
        for color in Color::ALL {
            files = files
                .with(color, CastlingSide::KingSide, File::new(king_rook)?)
                .with(color, CastlingSide::QueenSide, File::new(queen_rook)?);
        }
        pos.castling = CastlingRights::ALL;
        pos.rook_files = files;
        pos.variant = Variant::Chess960;
        pos.refresh();
        Some(pos)
    }

    /// The Scharnagl number of this position if it is a Chess960 start
    /// position (every piece at home, all four castlings, White to move).
    pub fn chess960_number(&self) -> Option<u16> {
        let white = Color::White;
        let mut rank = [PieceKind::Pawn; 8];
        for (f, kind) in rank.iter_mut().enumerate() {
            let sq = Square::from_coords(File::new(f as u8)?, super::Rank::FIRST);
            *kind = self.piece_at(sq).filter(|p| p.color == white)?.kind;
        }
        let n = (0..CHESS960_POSITIONS).find(|&n| back_rank(n) == Some(rank))?;
        let start = Position::chess960(n)?;
        (start.board_fen() == self.board_fen()
            && self.castling == CastlingRights::ALL
            && self.side == white
            && self.rook_files == start.rook_files)
            .then_some(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_follow_the_published_scheme() {
        // Chess Programming Wiki, "Chess960 Perft Results": 0 bbqnnrkr,
        // 518 rnbqkbnr (standard), 959 rkrnnqbb.
        let rank_of = |n| {
            back_rank(n)
                .unwrap()
                .iter()
                .map(|&k| Piece::new(Color::Black, k).fen_char())
                .collect::<String>()
        };
        assert_eq!(rank_of(0), "bbqnnrkr");
        assert_eq!(rank_of(518), "rnbqkbnr");
        assert_eq!(rank_of(959), "rkrnnqbb");
        assert_eq!(back_rank(960), None);
    }

    #[test]
    fn every_start_position_is_different_and_legal() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..CHESS960_POSITIONS {
            let pos = Position::chess960(n).unwrap();
            assert!(seen.insert(pos.board_fen()), "{n} repeats a position");
            let fen = pos.to_fen();
            assert_eq!(
                Position::from_fen_in(&fen, Variant::Chess960),
                Ok(pos),
                "{fen}"
            );
        }
    }

    #[test]
    fn pgn_names_of_the_variant() {
        assert_eq!(Variant::from_pgn("Chess960"), Some(Variant::Chess960));
        assert_eq!(Variant::from_pgn("Fischerandom"), Some(Variant::Chess960));
        assert_eq!(Variant::from_pgn("chess 960"), Some(Variant::Chess960));
        assert_eq!(Variant::from_pgn("Standard"), Some(Variant::Standard));
        assert_eq!(Variant::from_pgn("Crazyhouse"), None);
    }
}
