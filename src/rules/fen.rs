//! Forsyth-Edwards Notation: reading and writing positions, and the FEN in
//! a line of an EPD file ([`fen_of_epd`]).
//!
//! Reading happens in two steps, kept apart in their errors: the text is
//! first parsed field by field ([`ParseFenError`] says which field is
//! malformed), then the resulting setup is checked for legality
//! ([`PositionError`] says what is impossible about it).
//!
//! ```
//! use rookery::rules::{Position, FenError};
//! let pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
//! assert_eq!(pos.to_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
//! // A FEN without clocks gets the defaults 0 and 1.
//! assert_eq!(Position::from_fen("8/8/8/8/8/8/8/K6k w - -").unwrap().fullmove_number(), 1);
//! assert!(matches!(Position::from_fen("8/8/8/8/8/8/8/K7 w - - 0 1"), Err(FenError::Position(_))));
//! ```

use std::fmt;
use std::str::FromStr;

use super::attacks::{between, line};
use super::{
    Bitboard, CastlingFiles, CastlingRights, CastlingSide, Color, File, Piece, PieceKind, Position,
    Rank, Square, Variant,
};

/// The FEN of the standard starting position.
pub const STARTING_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The six fields of a FEN record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FenField {
    /// Field 1: piece placement.
    Placement,
    /// Field 2: side to move.
    SideToMove,
    /// Field 3: castling availability.
    Castling,
    /// Field 4: en passant target square.
    EnPassant,
    /// Field 5: halfmove clock.
    HalfmoveClock,
    /// Field 6: fullmove number.
    FullmoveNumber,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Placement => "piece placement (field 1)",
            FenField::SideToMove => "side to move (field 2)",
            FenField::Castling => "castling rights (field 3)",
            FenField::EnPassant => "en passant square (field 4)",
            FenField::HalfmoveClock => "halfmove clock (field 5)",
            FenField::FullmoveNumber => "fullmove number (field 6)",
        })
    }
}

/// A FEN that is not well-formed: the text of one field is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseFenError {
    /// The text is empty.
    Empty,
    /// More than six fields.
    TooManyFields,
    /// One field is malformed; `reason` says how.
    Field {
        /// Which field.
        field: FenField,
        /// What is wrong with it.
        reason: FieldProblem,
    },
}

/// What is wrong with a malformed FEN field (its [`Display`](fmt::Display)
/// says it in English words; a program in another language writes its
/// own from the variant).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum FieldProblem {
    /// The side to move is not `w` or `b`.
    SideToMove {
        /// The text found instead.
        found: String,
    },
    /// The en passant field is neither a square nor `-`.
    EnPassantSquare {
        /// The text found instead.
        found: String,
    },
    /// A clock field is not a whole number.
    NotANumber {
        /// The text found instead.
        found: String,
    },
    /// A clock field's number is too large to hold.
    NumberTooLarge {
        /// The number as written.
        found: String,
    },
    /// The fullmove number is 0 (it starts at 1).
    FullmoveZero,
    /// The placement does not have 8 ranks.
    RankCount {
        /// How many ranks it has.
        found: usize,
    },
    /// A digit that is not a count of 1 to 8 empty squares, or two digits
    /// in a row.
    EmptyCount {
        /// The rank, 1 to 8.
        rank: u8,
        /// The digit.
        digit: char,
    },
    /// A character that is neither a piece letter nor a digit.
    UnexpectedCharacter {
        /// The rank, 1 to 8.
        rank: u8,
        /// The character.
        character: char,
    },
    /// A rank describes more than 8 squares.
    RankTooLong {
        /// The rank, 1 to 8.
        rank: u8,
    },
    /// A rank describes fewer than 8 squares.
    RankTooShort {
        /// The rank, 1 to 8.
        rank: u8,
        /// How many squares it describes.
        squares: usize,
    },
    /// The castling field has a character that names no right.
    CastlingLetters {
        /// The whole field.
        found: String,
    },
    /// A castling right is given twice.
    CastlingRepeated {
        /// The letter that repeats one.
        letter: char,
        /// The whole field.
        found: String,
    },
}

impl fmt::Display for FieldProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FieldProblem::SideToMove { found } => {
                write!(f, "expected 'w' or 'b', found '{found}'")
            }
            FieldProblem::EnPassantSquare { found } => {
                write!(f, "expected a square such as e3 or '-', found '{found}'")
            }
            FieldProblem::NotANumber { found } => {
                write!(f, "expected a whole number, found '{found}'")
            }
            FieldProblem::NumberTooLarge { found } => write!(f, "number '{found}' is too large"),
            FieldProblem::FullmoveZero => f.write_str("the fullmove number starts at 1"),
            FieldProblem::RankCount { found } => {
                write!(f, "expected 8 ranks separated by '/', found {found}")
            }
            FieldProblem::EmptyCount { rank, digit } => {
                write!(f, "rank {rank} has a bad empty-square count '{digit}'")
            }
            FieldProblem::UnexpectedCharacter { rank, character } => {
                write!(f, "unexpected character '{character}' on rank {rank}")
            }
            FieldProblem::RankTooLong { rank } => write!(f, "rank {rank} has more than 8 squares"),
            FieldProblem::RankTooShort { rank, squares } => {
                write!(f, "rank {rank} has {squares} squares instead of 8")
            }
            FieldProblem::CastlingLetters { found } => write!(
                f,
                "expected '-', letters from KQkq or rook files such as HAha, found '{found}'"
            ),
            FieldProblem::CastlingRepeated { letter, found } => {
                write!(f, "'{letter}' repeats a castling right in '{found}'")
            }
        }
    }
}

impl ParseFenError {
    fn field(field: FenField, reason: FieldProblem) -> ParseFenError {
        ParseFenError::Field { field, reason }
    }
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseFenError::Empty => f.write_str("empty FEN"),
            ParseFenError::TooManyFields => f.write_str("FEN has more than six fields"),
            ParseFenError::Field { field, reason } => write!(f, "bad {field}: {reason}"),
        }
    }
}

impl std::error::Error for ParseFenError {}

/// A well-formed setup that is not a legal chess position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// A side has no king.
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings(Color),
    /// A pawn stands on rank 1 or rank 8.
    PawnOnBackRank(Square),
    /// A side has more than 16 pieces.
    TooManyPieces(Color),
    /// A side has more than 8 pawns.
    TooManyPawns(Color),
    /// A side has more promoted pieces than its missing pawns could have become.
    TooManyPromotedPieces(Color),
    /// The side that is not to move is in check (it could be captured).
    OppositeCheck,
    /// A castling right without the king and rook on their home squares.
    InvalidCastlingRights(Color, CastlingSide),
    /// The en passant square cannot follow a double pawn push.
    InvalidEnPassant(Square),
    /// The side to move is in check in a way no legal last move could give
    /// (more than two checkers, two checkers no single move could uncover,
    /// or a check the recorded double pawn push could not have given).
    ImpossibleCheck,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingKing(c) => write!(f, "{c} has no king"),
            PositionError::TooManyKings(c) => write!(f, "{c} has more than one king"),
            PositionError::PawnOnBackRank(sq) => {
                write!(f, "pawn on {sq}: pawns cannot stand on rank 1 or 8")
            }
            PositionError::TooManyPieces(c) => write!(f, "{c} has more than 16 pieces"),
            PositionError::TooManyPawns(c) => write!(f, "{c} has more than 8 pawns"),
            PositionError::TooManyPromotedPieces(c) => write!(
                f,
                "{c} has more promoted pieces than missing pawns could have become"
            ),
            PositionError::OppositeCheck => f.write_str("the side not to move is in check"),
            PositionError::InvalidCastlingRights(c, side) => write!(
                f,
                "{c} cannot have {} castling rights: king or rook not on its home square",
                match side {
                    CastlingSide::KingSide => "king-side",
                    CastlingSide::QueenSide => "queen-side",
                }
            ),
            PositionError::ImpossibleCheck => {
                f.write_str("the side to move is in check in a way no legal move could give")
            }
            PositionError::InvalidEnPassant(sq) => write!(
                f,
                "en passant square {sq} does not follow a double pawn push"
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// Why a FEN could not be read: malformed text or an illegal position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenError {
    /// The text is malformed.
    Parse(ParseFenError),
    /// The text is well-formed but the position is illegal.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(e) => write!(f, "malformed FEN: {e}"),
            FenError::Position(e) => write!(f, "illegal position: {e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> Self {
        FenError::Parse(e)
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> Self {
        FenError::Position(e)
    }
}

/// A parsed but not yet validated FEN: what the text says, legal or not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// The piece on each square, a1 first.
    pub board: [Option<Piece>; 64],
    /// The side to move.
    pub side_to_move: Color,
    /// The castling rights claimed.
    pub castling: CastlingRights,
    /// The files of the rooks those rights castle with: `KQkq` name the
    /// outermost rook on that side of the king (X-FEN), a file letter
    /// (`HAha`, Shredder-FEN and X-FEN) names its rook's file.
    pub castling_files: CastlingFiles,
    /// The en passant square claimed.
    pub en_passant: Option<Square>,
    /// The halfmove clock.
    pub halfmove_clock: u32,
    /// The fullmove number.
    pub fullmove_number: u32,
}

impl Setup {
    /// An empty board, White to move, no castling, no en passant, clocks 0
    /// and 1 (not a legal position: a starting point for a board editor).
    pub fn empty() -> Setup {
        Setup {
            board: [None; 64],
            side_to_move: Color::White,
            castling: CastlingRights::NONE,
            castling_files: CastlingFiles::STANDARD,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The setup of a position: [`Setup::into_position_in`] with the
    /// position's variant gives it back.
    pub fn of(pos: &Position) -> Setup {
        let mut setup = Setup::empty();
        for sq in Square::all() {
            setup.board[sq.index()] = pos.piece_at(sq);
        }
        setup.side_to_move = pos.side;
        setup.castling = pos.castling;
        setup.castling_files = pos.rook_files;
        setup.en_passant = pos.ep;
        setup.halfmove_clock = pos.halfmove;
        setup.fullmove_number = pos.fullmove;
        setup
    }

    /// The setup as standard FEN text, legal or not (castling rights as
    /// `KQkq`).
    pub fn to_fen(&self) -> String {
        fen_text(
            &placement(|sq| self.board[sq.index()]),
            self.side_to_move,
            &self.castling.to_string(),
            self.en_passant,
            self.halfmove_clock,
            self.fullmove_number,
        )
    }

    /// Parses the text of a FEN without judging whether the position is
    /// legal. Missing trailing fields get the usual defaults: White to move,
    /// no castling, no en passant, clocks 0 and 1.
    ///
    /// # Errors
    /// [`ParseFenError`] naming the first malformed field.
    pub fn parse(fen: &str) -> Result<Setup, ParseFenError> {
        Setup::parse_with(fen, false)
    }

    /// [`Setup::parse`] as lichess and python-chess read the FEN of a PGN
    /// file: a fullmove number of 0 (some collections write `w - - 1 0`)
    /// is read as 1. The strict [`Setup::parse`] stays for a FEN typed by
    /// the player, where a clear message is right.
    ///
    /// # Errors
    /// As [`Setup::parse`], but for the fullmove number 0.
    pub fn parse_lenient(fen: &str) -> Result<Setup, ParseFenError> {
        Setup::parse_with(fen, true)
    }

    fn parse_with(fen: &str, lenient: bool) -> Result<Setup, ParseFenError> {
        let mut fields = fen.split_ascii_whitespace();
        let placement = fields.next().ok_or(ParseFenError::Empty)?;
        let board = parse_placement(placement)?;
        let side_to_move = match fields.next() {
            None | Some("w") => Color::White,
            Some("b") => Color::Black,
            Some(other) => {
                return Err(ParseFenError::field(
                    FenField::SideToMove,
                    FieldProblem::SideToMove {
                        found: other.to_string(),
                    },
                ));
            }
        };
        let (castling, castling_files) = match fields.next() {
            None | Some("-") => (CastlingRights::NONE, CastlingFiles::STANDARD),
            Some(text) => parse_castling(text, &board)?,
        };
        let en_passant = match fields.next() {
            None | Some("-") => None,
            Some(text) => Some(text.parse::<Square>().map_err(|_| {
                ParseFenError::field(
                    FenField::EnPassant,
                    FieldProblem::EnPassantSquare {
                        found: text.to_string(),
                    },
                )
            })?),
        };
        let halfmove_clock = match fields.next() {
            None => 0,
            Some(text) => parse_number(text, FenField::HalfmoveClock)?,
        };
        let fullmove_number = match fields.next() {
            None => 1,
            Some(text) => {
                let n = parse_number(text, FenField::FullmoveNumber)?;
                if n == 0 && lenient {
                    1
                } else if n == 0 {
                    return Err(ParseFenError::field(
                        FenField::FullmoveNumber,
                        FieldProblem::FullmoveZero,
                    ));
                } else {
                    n
                }
            }
        };
        if fields.next().is_some() {
            return Err(ParseFenError::TooManyFields);
        }
        Ok(Setup {
            board,
            side_to_move,
            castling,
            castling_files,
            en_passant,
            halfmove_clock,
            fullmove_number,
        })
    }

    /// Checks the setup against the rules of standard chess and builds the
    /// position.
    ///
    /// # Errors
    /// [`PositionError`] naming the first problem found.
    pub fn into_position(self) -> Result<Position, PositionError> {
        self.into_position_in(Variant::Standard)
    }

    /// Checks the setup against the rules of `variant` and builds the
    /// position. In Chess960 a castling right needs the king on its back
    /// rank and the rook on its file there, on that side of the king; in
    /// standard chess the king on e1 (e8) and the rook in the corner.
    ///
    /// # Errors
    /// [`PositionError`] naming the first problem found.
    pub fn into_position_in(self, variant: Variant) -> Result<Position, PositionError> {
        let mut pos = Position::empty();
        for sq in Square::all() {
            if let Some(piece) = self.board[sq.index()] {
                pos.put(piece, sq);
            }
        }
        pos.side = self.side_to_move;
        pos.castling = self.castling;
        pos.variant = variant;
        pos.ep = self.en_passant;
        pos.halfmove = self.halfmove_clock;
        pos.fullmove = self.fullmove_number;

        for color in Color::ALL {
            let kings = pos.by_piece(Piece::new(color, PieceKind::King)).count();
            if kings == 0 {
                return Err(PositionError::MissingKing(color));
            }
            if kings > 1 {
                return Err(PositionError::TooManyKings(color));
            }
        }
        let back_ranks = Bitboard::rank(Rank::FIRST) | Bitboard::rank(Rank::EIGHTH);
        if let Some(sq) = (pos.by_kind(PieceKind::Pawn) & back_ranks).first() {
            return Err(PositionError::PawnOnBackRank(sq));
        }
        for color in Color::ALL {
            let ours = pos.by_color(color);
            if ours.count() > 16 {
                return Err(PositionError::TooManyPieces(color));
            }
            let pawns = (ours & pos.by_kind(PieceKind::Pawn)).count();
            if pawns > 8 {
                return Err(PositionError::TooManyPawns(color));
            }
            let count = |kind| (ours & pos.by_kind(kind)).count();
            let bishops = ours & pos.by_kind(PieceKind::Bishop);
            let light = (bishops & Bitboard::LIGHT).count();
            let dark = (bishops & Bitboard::DARK).count();
            let promoted = count(PieceKind::Queen).saturating_sub(1)
                + count(PieceKind::Rook).saturating_sub(2)
                + count(PieceKind::Knight).saturating_sub(2)
                + light.saturating_sub(1)
                + dark.saturating_sub(1);
            if promoted > 8 - pawns {
                return Err(PositionError::TooManyPromotedPieces(color));
            }
        }
        let them = pos.side.other();
        if pos.is_attacked(pos.king(them), pos.side) {
            return Err(PositionError::OppositeCheck);
        }
        for color in Color::ALL {
            let king = pos.king(color);
            for side in CastlingSide::ALL {
                if !pos.castling.has(color, side) {
                    continue;
                }
                let rook = self.castling_files.rook_square(color, side);
                let ok = match variant {
                    Variant::Standard => {
                        king == side.king_from(color) && rook == side.rook_from(color)
                    }
                    Variant::Chess960 => {
                        king.rank() == Rank::FIRST.relative_to(color)
                            && match side {
                                CastlingSide::KingSide => rook.file() > king.file(),
                                CastlingSide::QueenSide => rook.file() < king.file(),
                            }
                    }
                };
                if !ok || pos.piece_at(rook) != Some(Piece::new(color, PieceKind::Rook)) {
                    return Err(PositionError::InvalidCastlingRights(color, side));
                }
            }
        }
        pos.rook_files = self.castling_files.held(pos.castling);
        if let Some(ep) = pos.ep {
            // The pawn that just moved belongs to the side not to move; it
            // passed over `ep` from the square behind it, now empty.
            let mover = pos.side.other();
            let ok = ep.rank() == Rank::SIXTH.relative_to(pos.side)
                && pos.piece_at(ep).is_none()
                && ep
                    .offset(0, pos.side.fold(1, -1))
                    .is_some_and(|origin| pos.piece_at(origin).is_none())
                && ep.offset(0, pos.side.fold(-1, 1)).is_some_and(|pawn_sq| {
                    pos.piece_at(pawn_sq) == Some(Piece::new(mover, PieceKind::Pawn))
                });
            if !ok {
                return Err(PositionError::InvalidEnPassant(ep));
            }
        }
        pos.refresh();
        check_is_possible(&pos)?;
        Ok(pos)
    }
}

/// Whether the checks against the side to move could come from one legal
/// move: at most two checkers, a double check always involves a slider
/// uncovered by the other piece, and with an en passant square the check
/// must come from the pawn that just moved or be uncovered by it.
fn check_is_possible(pos: &Position) -> Result<(), PositionError> {
    let checkers = pos.checkers();
    if checkers.is_empty() {
        return Ok(());
    }
    let king = pos.king(pos.side_to_move());
    let sliders = pos.by_kind(PieceKind::Bishop)
        | pos.by_kind(PieceKind::Rook)
        | pos.by_kind(PieceKind::Queen);
    if checkers.count() > 2 {
        return Err(PositionError::ImpossibleCheck);
    }
    if checkers.count() == 2 {
        let a = checkers.lsb();
        let b = checkers.without(a).lsb();
        let both_leapers = !(sliders.contains(a) || sliders.contains(b));
        let aligned = !line(king, a).is_empty() && line(king, a).contains(b);
        if both_leapers || aligned {
            return Err(PositionError::ImpossibleCheck);
        }
    }
    if let Some(ep) = pos.en_passant() {
        let down: i8 = pos.side_to_move().fold(-1, 1);
        let pushed = ep.offset(0, down).expect("validated en passant square");
        let origin = ep.offset(0, -down).expect("validated en passant square");
        let ok = checkers
            .into_iter()
            .all(|c| c == pushed || (sliders.contains(c) && between(king, c).contains(origin)));
        if !ok {
            return Err(PositionError::ImpossibleCheck);
        }
    }
    Ok(())
}

fn parse_number(text: &str, field: FenField) -> Result<u32, ParseFenError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseFenError::field(
            field,
            FieldProblem::NotANumber {
                found: text.to_string(),
            },
        ));
    }
    text.parse::<u32>().map_err(|_| {
        ParseFenError::field(
            field,
            FieldProblem::NumberTooLarge {
                found: text.to_string(),
            },
        )
    })
}

fn parse_placement(text: &str) -> Result<[Option<Piece>; 64], ParseFenError> {
    let err = |reason: FieldProblem| ParseFenError::field(FenField::Placement, reason);
    let mut board = [None; 64];
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(err(FieldProblem::RankCount { found: ranks.len() }));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i;
        // As FEN and players number it: 8 first.
        let rank_number = (rank + 1) as u8;
        let mut file = 0usize;
        let mut last_was_digit = false;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10) {
                if !(1..=8).contains(&d) || last_was_digit {
                    return Err(err(FieldProblem::EmptyCount {
                        rank: rank_number,
                        digit: c,
                    }));
                }
                file += d as usize;
                last_was_digit = true;
            } else if let Some(piece) = Piece::from_fen_char(c) {
                if file < 8 {
                    board[rank * 8 + file] = Some(piece);
                }
                file += 1;
                last_was_digit = false;
            } else {
                return Err(err(FieldProblem::UnexpectedCharacter {
                    rank: rank_number,
                    character: c,
                }));
            }
            if file > 8 {
                return Err(err(FieldProblem::RankTooLong { rank: rank_number }));
            }
        }
        if file < 8 {
            return Err(err(FieldProblem::RankTooShort {
                rank: rank_number,
                squares: file,
            }));
        }
    }
    Ok(board)
}

/// Reads the castling field: `KQkq` (the outermost rook on each side of
/// the king, X-FEN), or the rooks' file letters (`HAha`, Shredder-FEN, also
/// X-FEN's way of naming an inner rook), mixed as X-FEN allows.
fn parse_castling(
    text: &str,
    board: &[Option<Piece>; 64],
) -> Result<(CastlingRights, CastlingFiles), ParseFenError> {
    let mut rights = CastlingRights::NONE;
    let mut files = CastlingFiles::STANDARD;
    for c in text.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let home = Rank::FIRST.relative_to(color);
        let on_rank = |kind: PieceKind| {
            File::ALL.into_iter().filter(move |&f| {
                board[Square::from_coords(f, home).index()] == Some(Piece::new(color, kind))
            })
        };
        let king = on_rank(PieceKind::King).next();
        let (side, file) = match c.to_ascii_lowercase() {
            'k' => {
                let outer = on_rank(PieceKind::Rook)
                    .filter(|&f| king.is_none_or(|k| f > k))
                    .max();
                (CastlingSide::KingSide, outer.unwrap_or(File::H))
            }
            'q' => {
                let outer = on_rank(PieceKind::Rook).find(|&f| king.is_none_or(|k| f < k));
                (CastlingSide::QueenSide, outer.unwrap_or(File::A))
            }
            'a'..='h' => {
                let file = File::from_char(c.to_ascii_lowercase()).expect("a to h");
                // The side of the king the rook stands on (with no king on
                // the back rank the right is refused when checked).
                let king_side = king.map_or(file > File::E, |k| file > k);
                let side = if king_side {
                    CastlingSide::KingSide
                } else {
                    CastlingSide::QueenSide
                };
                (side, file)
            }
            _ => {
                return Err(ParseFenError::field(
                    FenField::Castling,
                    FieldProblem::CastlingLetters {
                        found: text.to_string(),
                    },
                ));
            }
        };
        if rights.has(color, side) {
            return Err(ParseFenError::field(
                FenField::Castling,
                FieldProblem::CastlingRepeated {
                    letter: c,
                    found: text.to_string(),
                },
            ));
        }
        rights = rights.with(color, side);
        files = files.with(color, side, file);
    }
    Ok((rights, files))
}

impl Position {
    /// Reads a position from FEN, checking that it is legal.
    ///
    /// # Errors
    /// [`FenError::Parse`] for malformed text, [`FenError::Position`] for an
    /// illegal position.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Setup::parse(fen)?.into_position()?)
    }

    /// Reads a position by the standard rules, or by Chess960's when only
    /// its castling makes the FEN legal (a right whose king or rook stands
    /// off the standard squares, X-FEN or Shredder-FEN): what a FEN pasted
    /// or given on the command line means.
    ///
    /// # Errors
    /// As [`Position::from_fen`] (the standard reading's error).
    pub fn from_fen_any(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen).or_else(|e| match e {
            FenError::Position(PositionError::InvalidCastlingRights(..)) => {
                Position::from_fen_in(fen, Variant::Chess960).map_err(|_| e)
            }
            e => Err(e),
        })
    }

    /// Reads a position from FEN to be played by the rules of `variant`;
    /// for Chess960 the castling field may be X-FEN or Shredder-FEN.
    ///
    /// # Errors
    /// As [`Position::from_fen`].
    pub fn from_fen_in(fen: &str, variant: Variant) -> Result<Position, FenError> {
        Ok(Setup::parse(fen)?.into_position_in(variant)?)
    }

    /// [`Position::from_fen_in`] for a FEN read from a file (a PGN's `FEN`
    /// tag): as [`Setup::parse_lenient`] reads it.
    ///
    /// # Errors
    /// As [`Position::from_fen`], but for the fullmove number 0.
    pub fn from_file_fen_in(fen: &str, variant: Variant) -> Result<Position, FenError> {
        Ok(Setup::parse_lenient(fen)?.into_position_in(variant)?)
    }

    /// The castling field: `KQkq` in standard chess; in Chess960 X-FEN,
    /// where a right is `K`/`Q` when its rook is the outermost on that
    /// side of the king and the rook's file letter otherwise, or with
    /// `shredder` the file letters always (`HAha`).
    pub fn castling_field(&self, shredder: bool) -> String {
        if self.variant == Variant::Standard && !shredder || self.castling == CastlingRights::NONE {
            return self.castling.to_string();
        }
        let mut out = String::new();
        for color in Color::ALL {
            let king = self.king(color);
            let rooks = self.by_piece(Piece::new(color, PieceKind::Rook))
                & Bitboard::rank(Rank::FIRST.relative_to(color));
            for side in CastlingSide::ALL {
                let Some(rook) = self.castling_rook(color, side) else {
                    continue;
                };
                let outer = rooks.into_iter().filter(|r| match side {
                    CastlingSide::KingSide => r.file() > king.file(),
                    CastlingSide::QueenSide => r.file() < king.file(),
                });
                let outermost = match side {
                    CastlingSide::KingSide => outer.last(),
                    CastlingSide::QueenSide => outer.min(),
                };
                let letter = if !shredder && outermost == Some(rook) {
                    match side {
                        CastlingSide::KingSide => 'k',
                        CastlingSide::QueenSide => 'q',
                    }
                } else {
                    rook.file().char()
                };
                out.push(match color {
                    Color::White => letter.to_ascii_uppercase(),
                    Color::Black => letter,
                });
            }
        }
        out
    }

    /// The FEN with the castling field in Shredder-FEN (rook files).
    pub fn to_shredder_fen(&self) -> String {
        fen_text(
            &self.board_fen(),
            self.side,
            &self.castling_field(true),
            self.ep,
            self.halfmove,
            self.fullmove,
        )
    }

    /// The placement field of the FEN.
    pub fn board_fen(&self) -> String {
        placement(|sq| self.piece_at(sq))
    }

    /// The position's EPD: the first four FEN fields, with an en passant
    /// square only when a legal en passant capture exists (as python-chess
    /// writes it, and as the openings list is keyed). Two positions that are
    /// the same for the rules of repetition have the same EPD.
    pub fn epd(&self) -> String {
        let ep = self
            .ep
            .filter(|_| self.legal_moves().iter().any(|m| m.is_en_passant()));
        format!(
            "{} {} {} {}",
            self.board_fen(),
            self.side.fen_char(),
            self.castling_field(false),
            ep.map_or_else(|| "-".to_string(), |sq| sq.to_string()),
        )
    }

    /// The full six-field FEN of the position.
    pub fn to_fen(&self) -> String {
        fen_text(
            &self.board_fen(),
            self.side,
            &self.castling_field(false),
            self.ep,
            self.halfmove,
            self.fullmove,
        )
    }
}

/// The placement field of a FEN: rank 8 first, runs of empty squares as
/// digits.
fn placement(at: impl Fn(Square) -> Option<Piece>) -> String {
    let mut out = String::with_capacity(72);
    for rank in Rank::ALL.into_iter().rev() {
        let mut empty = 0;
        for file in File::ALL {
            match at(Square::from_coords(file, rank)) {
                Some(piece) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(piece.fen_char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank != Rank::FIRST {
            out.push('/');
        }
    }
    out
}

/// The six fields of a FEN.
fn fen_text(
    placement: &str,
    side: Color,
    castling: &str,
    ep: Option<Square>,
    halfmove: u32,
    fullmove: u32,
) -> String {
    let ep = ep.map_or_else(|| "-".to_string(), |sq| sq.to_string());
    format!(
        "{placement} {} {castling} {ep} {halfmove} {fullmove}",
        side.fen_char()
    )
}

impl FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

/// The FEN in a line of an EPD file (or of a FEN file): the position's
/// four fields, the operations after them (`bm Nf3; id "x";`) left out, or
/// all six fields when the line is a FEN with its clocks. The clocks left
/// out read as 0 and 1, as any FEN's missing fields; a line of fewer than
/// four fields is given back as it is, to be read (or refused) as FEN.
///
/// ```
/// use rookery::rules::fen_of_epd;
/// let epd = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5;";
/// assert_eq!(fen_of_epd(epd), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -");
/// assert_eq!(fen_of_epd("8/8/8/8/8/8/8/K6k w - - 3 40"), "8/8/8/8/8/8/8/K6k w - - 3 40");
/// ```
pub fn fen_of_epd(line: &str) -> String {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let count = if fields.len() >= 6 && fields[4].parse::<u32>().is_ok() {
        6
    } else {
        fields.len().min(4)
    };
    fields[..count].join(" ")
}
