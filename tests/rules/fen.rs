//! FEN reading and writing: malformed text names the bad field, illegal
//! positions name the problem, defaults fill missing trailing fields; the
//! FEN of an EPD line.
//! The FEN format is as specified in the PGN standard, section 16.1.

use rookery::rules::{
    CastlingRights, CastlingSide, Color, FenError, FenField, ParseFenError, Position,
    PositionError, STARTING_FEN, Setup, Square, fen_of_epd,
};

use crate::{KIWIPETE, POS3, POS4, POS5, POS6, START, pos};

/// What a malformed FEN should be reported as.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Bad {
    Field(FenField),
    Empty,
    TooManyFields,
}

fn classify(e: &ParseFenError) -> Bad {
    match e {
        ParseFenError::Field { field, .. } => Bad::Field(*field),
        ParseFenError::Empty => Bad::Empty,
        ParseFenError::TooManyFields => Bad::TooManyFields,
    }
}

const MALFORMED: &[(&str, Bad)] = {
    use Bad::*;
    use FenField::*;
    &[
        // Placement.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
            Field(Placement),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Field(Placement),
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Field(Placement),
        ),
        (
            "rnbqkbnrp/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Field(Placement),
        ),
        ("4k3/8/8/8/8/8/8/K7k w - - 0 1", Field(Placement)),
        ("4k3/8/8/8/8/8/8/K6 w - - 0 1", Field(Placement)),
        (
            "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Field(Placement),
        ),
        (
            "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Field(Placement),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1R w KQkq - 0 1",
            Field(Placement),
        ),
        (
            "rnbqkbnr/pppppppp/0/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Field(Placement),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1",
            Field(Placement),
        ),
        (
            "rnbqkbnr//pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Field(Placement),
        ),
        // Side to move.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            Field(SideToMove),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1",
            Field(SideToMove),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1",
            Field(SideToMove),
        ),
        // Castling.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
            Field(Castling),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKQ - 0 1",
            Field(Castling),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w K-Q - 0 1",
            Field(Castling),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 1 - 0 1",
            Field(Castling),
        ),
        // En passant.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
            Field(EnPassant),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z3 0 1",
            Field(EnPassant),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e 0 1",
            Field(EnPassant),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e33 0 1",
            Field(EnPassant),
        ),
        // Halfmove clock.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - a 1",
            Field(HalfmoveClock),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
            Field(HalfmoveClock),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1.5 1",
            Field(HalfmoveClock),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999999999999 1",
            Field(HalfmoveClock),
        ),
        // One more than u32::MAX.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4294967296 1",
            Field(HalfmoveClock),
        ),
        // Fullmove number.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 one",
            Field(FullmoveNumber),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3",
            Field(FullmoveNumber),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
            Field(FullmoveNumber),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999999999999",
            Field(FullmoveNumber),
        ),
        // Whole record.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
            TooManyFields,
        ),
        ("", Empty),
        ("   ", Empty),
    ]
};

#[test]
fn malformed_fens_name_the_bad_field() {
    for &(fen, expected) in MALFORMED {
        match Setup::parse(fen) {
            Ok(s) => panic!("{fen:?} parsed as {s:?}"),
            Err(e) => {
                assert_eq!(classify(&e), expected, "{fen:?}: {e}");
                // The same error through Position::from_fen.
                assert_eq!(Position::from_fen(fen), Err(FenError::Parse(e.clone())));
                // The message is not empty and names the field.
                let msg = e.to_string();
                assert!(!msg.is_empty());
                if let Bad::Field(field) = expected {
                    assert!(
                        msg.contains(&field.to_string()),
                        "{msg:?} should name {field}"
                    );
                    let full = FenError::Parse(e).to_string();
                    assert!(full.contains(&field.to_string()), "{full:?}");
                }
            }
        }
    }
}

#[test]
fn field_names_are_distinct_and_numbered() {
    use FenField::*;
    let fields = [
        Placement,
        SideToMove,
        Castling,
        EnPassant,
        HalfmoveClock,
        FullmoveNumber,
    ];
    for (i, f) in fields.iter().enumerate() {
        let name = f.to_string();
        assert!(name.contains(&(i + 1).to_string()), "{name}");
        for g in &fields[i + 1..] {
            assert_ne!(name, g.to_string());
        }
    }
}

const ILLEGAL: &[(&str, PositionError)] = {
    use Color::*;
    use PositionError::*;
    &[
        ("8/8/8/8/8/8/8/K7 w - - 0 1", MissingKing(Black)),
        ("k7/8/8/8/8/8/8/8 w - - 0 1", MissingKing(White)),
        ("kk6/8/8/8/8/8/8/K7 w - - 0 1", TooManyKings(Black)),
        ("k7/8/8/8/8/8/8/K6K w - - 0 1", TooManyKings(White)),
        ("k7/8/8/8/8/8/8/K6P w - - 0 1", PawnOnBackRank(Square::H1)),
        ("k6p/8/8/8/8/8/8/K7 w - - 0 1", PawnOnBackRank(Square::H8)),
        ("k6P/8/8/8/8/8/8/K7 b - - 0 1", PawnOnBackRank(Square::H8)),
        // 17 white pieces: king, eight pawns, eight knights.
        (
            "k7/8/8/8/8/NNNNNNNN/PPPPPPPP/K7 w - - 0 1",
            TooManyPieces(White),
        ),
        // Nine pawns.
        ("k7/8/8/8/8/P7/PPPPPPPP/K7 w - - 0 1", TooManyPawns(White)),
        ("k7/pppppppp/p7/8/8/8/8/K7 w - - 0 1", TooManyPawns(Black)),
        // Eight pawns and two queens: the second queen must be a promoted
        // pawn, but no pawn is missing.
        (
            "k7/8/8/8/8/8/PPPPPPPP/KQQ5 w - - 0 1",
            TooManyPromotedPieces(White),
        ),
        // Eight pawns and two light-squared bishops (b1 and d1).
        (
            "k7/8/8/8/8/8/PPPPPPPP/KB1B4 w - - 0 1",
            TooManyPromotedPieces(White),
        ),
        // Eight pawns and three rooks.
        (
            "rrr1k3/pppppppp/8/8/8/8/8/4K3 w - - 0 1",
            TooManyPromotedPieces(Black),
        ),
        // White to move while the rook a1 checks the black king a8.
        ("k7/8/8/8/8/8/8/RK6 w - - 0 1", OppositeCheck),
        ("k7/8/8/8/8/8/8/K6q b - - 0 1", OppositeCheck),
        // Castling rights without the king or the rook at home.
        (
            "r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            InvalidCastlingRights(Black, CastlingSide::KingSide),
        ),
        (
            "4k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            InvalidCastlingRights(Black, CastlingSide::QueenSide),
        ),
        (
            "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1",
            InvalidCastlingRights(White, CastlingSide::KingSide),
        ),
        (
            "r3k2r/8/8/8/8/8/8/1R2K2R w Qkq - 0 1",
            InvalidCastlingRights(White, CastlingSide::QueenSide),
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2N w Kkq - 0 1",
            InvalidCastlingRights(White, CastlingSide::KingSide),
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2r w Kkq - 0 1",
            InvalidCastlingRights(White, CastlingSide::KingSide),
        ),
        // En passant square on the wrong rank for the side to move.
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
            InvalidEnPassant(Square::E4),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1",
            InvalidEnPassant(Square::E3),
        ),
        // No pawn in front of the en passant square.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            InvalidEnPassant(Square::E3),
        ),
        // A black pawn, not a white one, in front of it.
        (
            "rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            InvalidEnPassant(Square::E3),
        ),
        // The pawn's origin square e2 is occupied (by the knight).
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPNPPP/RNBQKB1R b KQkq e3 0 1",
            InvalidEnPassant(Square::E3),
        ),
        // The en passant square itself is occupied.
        (
            "rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1",
            InvalidEnPassant(Square::E3),
        ),
        // Three pieces check the white king on d6 (queen d5 is White's;
        // Black's knight b7, pawn c7 and queen e7 all attack d6): one move
        // uncovers at most one check besides its own.
        ("2k5/1np1q2P/3K4/3Q1p2/8/8/8/8 w - - 0 1", ImpossibleCheck),
        // Pawn d7 and knight d6 both check e8: a pawn or knight check can
        // never be uncovered, so no single move gives both.
        ("4k2r/3P3p/3N4/8/8/5r2/8/4K2R b Kk - 0 1", ImpossibleCheck),
        // Rooks c8 and c1 check c7 from both sides of one file: whichever
        // moved last, the other was already giving check.
        ("2r5/2K5/r7/8/8/8/5b2/bkrQ4 w - - 0 1", ImpossibleCheck),
        // The en passant square says Black just played g7-g5, yet the white
        // king on c6 is in check from the queen on a4, on a line that does
        // not pass g7: that push cannot have been the last move.
        ("k7/8/2K5/5Np1/q7/3P4/8/5q2 w - g6 0 1", ImpossibleCheck),
    ]
};

#[test]
fn illegal_positions_name_the_problem() {
    for (fen, expected) in ILLEGAL {
        let setup = match Setup::parse(fen) {
            Ok(s) => s,
            Err(e) => panic!("{fen:?} is well-formed, got {e}"),
        };
        assert_eq!(setup.into_position().as_ref(), Err(expected), "{fen}");
        let err = Position::from_fen(fen).expect_err(fen);
        assert_eq!(err, FenError::Position(expected.clone()), "{fen}");
        assert!(!expected.to_string().is_empty());
        assert!(err.to_string().contains(&expected.to_string()));
    }
}

#[test]
fn legal_near_misses_are_accepted() {
    for fen in [
        // Seven pawns and two queens: one pawn promoted.
        "k7/8/8/8/8/8/PPPPPPP1/KQQ5 w - - 0 1",
        // Two bishops on the same colour with a pawn missing.
        "k7/8/8/8/8/8/PPPPPPP1/KB1B4 w - - 0 1",
        // Sixteen pieces.
        "k7/8/8/8/8/1NNBBRRQ/PPPPPPPP/K7 w - - 0 1",
        // Black to move and in check.
        "k7/8/8/8/8/8/8/RK6 b - - 0 1",
        // A double check the last move can give: the bishop went e2-b5,
        // uncovering the rook on e1.
        "4k3/8/8/1B6/8/8/8/4R1K1 b - - 0 1",
        // The pawn that just played d7-d5 gives check itself (a black pawn
        // on d5 attacks c4 and e4, where the white king stands).
        "4k3/8/8/3p4/4K3/8/8/8 w - d6 0 1",
        // A legal en passant square with its pawn.
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
        // Castling rights on one wing only.
        "4k2r/8/8/8/8/8/8/R3K3 w Qk - 0 1",
        // Clocks at the top of their range.
        "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295",
    ] {
        if let Err(e) = Position::from_fen(fen) {
            panic!("{fen} should be legal: {e}");
        }
    }
}

#[test]
fn missing_trailing_fields_get_defaults() {
    // Defaults: White to move, no castling, no en passant, clocks 0 and 1.
    let p = pos("4k3/8/8/8/8/8/8/4K3");
    assert_eq!(p.side_to_move(), Color::White);
    assert_eq!(p.castling_rights(), CastlingRights::NONE);
    assert_eq!(p.en_passant(), None);
    assert_eq!((p.halfmove_clock(), p.fullmove_number()), (0, 1));
    assert_eq!(p.to_fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");

    assert_eq!(
        pos("4k3/8/8/8/8/8/8/4K3 b").to_fen(),
        "4k3/8/8/8/8/8/8/4K3 b - - 0 1"
    );
    assert_eq!(
        pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq").to_fen(),
        STARTING_FEN
    );
    assert_eq!(
        pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").to_fen(),
        STARTING_FEN
    );
    assert_eq!(
        pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 5").to_fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 5 1"
    );
    let s = Setup::parse("4k3/8/8/8/8/8/8/4K3 w - -").expect("parses");
    assert_eq!((s.halfmove_clock, s.fullmove_number), (0, 1));
    // Extra spaces between fields are tolerated.
    assert_eq!(
        pos("  4k3/8/8/8/8/8/8/4K3   w  -  -  3   7 ").to_fen(),
        "4k3/8/8/8/8/8/8/4K3 w - - 3 7"
    );
}

#[test]
fn fen_round_trips() {
    assert_eq!(STARTING_FEN, START);
    assert_eq!(Position::startpos().to_fen(), STARTING_FEN);
    assert_eq!(pos(STARTING_FEN), Position::startpos());
    for fen in [
        START,
        KIWIPETE,
        POS3,
        POS4,
        POS5,
        POS6,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "8/8/8/r2Pp2K/8/8/4k3/8 w - e6 0 1",
        "4k2r/8/8/8/8/8/8/R3K3 b Qk - 17 42",
        "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295",
    ] {
        let p = pos(fen);
        assert_eq!(p.to_fen(), fen);
        assert_eq!(pos(&p.to_fen()), p);
        assert_eq!(fen.parse::<Position>(), Ok(p));
        assert!(fen.starts_with(&p.board_fen()));
        assert_eq!(p.key(), p.compute_key());
    }
    // Setup exposes what the text says.
    let s = Setup::parse("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3")
        .expect("parses");
    assert_eq!(s.side_to_move, Color::White);
    assert_eq!(s.castling, CastlingRights::ALL);
    assert_eq!(s.en_passant, Some(Square::D6));
    assert_eq!(s.fullmove_number, 3);
    assert_eq!(s.board[Square::E5.index()].map(|p| p.fen_char()), Some('P'));
    assert_eq!(s.board[Square::F6.index()].map(|p| p.fen_char()), Some('n'));
    assert_eq!(s.board[Square::E4.index()], None);
}

/// An EPD line's position is its first four fields, whatever operations
/// follow; a FEN line keeps its clocks; anything shorter is left to the
/// FEN reader to read or refuse.
#[test]
fn the_fen_of_an_epd_line_leaves_out_its_operations() {
    let e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -";
    for (line, fen) in [
        (format!("{e4} bm e5; id \"after 1.e4\";"), e4.to_string()),
        (format!("  {e4}\t"), e4.to_string()),
        // A number after the four fields but no sixth: an operation's
        // value, not the clocks.
        (format!("{e4} 5"), e4.to_string()),
        (format!("{e4} 3 7"), format!("{e4} 3 7")),
        (format!("{e4} 3 7 c0 \"x\";"), format!("{e4} 3 7")),
        (
            "8/8/8/8/8/8/8/K6k w".to_string(),
            "8/8/8/8/8/8/8/K6k w".to_string(),
        ),
        (String::new(), String::new()),
    ] {
        assert_eq!(fen_of_epd(&line), fen, "{line:?}");
    }
    let pos = Position::from_fen(&fen_of_epd(&format!("{e4} bm e5;"))).expect("legal");
    assert_eq!(pos.to_fen(), format!("{e4} 0 1"));
}
