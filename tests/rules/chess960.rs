//! Chess960 castling, FEN and PGN. The expected positions are worked out
//! by hand from the Chess960 castling rule (FIDE Laws of Chess, Guidelines
//! II: after castling the king and rook stand where they would in standard
//! chess, g1/f1 or c1/d1; every square between the king's start and end and
//! between the rook's start and end must be empty but for the two of them;
//! the king may not start, pass or end on an attacked square) and from the
//! X-FEN and Shredder-FEN conventions; the comments give the reasoning.

use rookery::rules::{
    CastlingSide, Color, FenError, Game, MoveKind, Position, PositionError, Square, Variant,
    read_games, write_game,
};

fn p960(fen: &str) -> Position {
    Position::from_fen_in(fen, Variant::Chess960).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(name: &str) -> Square {
    name.parse().expect("square")
}

/// Plays the castling `uci` (king takes own rook) in `fen`, checks its SAN
/// and returns the placement and castling field after it.
#[track_caller]
fn castle(fen: &str, uci: &str, san: &str) -> String {
    let p = p960(fen);
    let mv = p
        .parse_uci(uci)
        .unwrap_or_else(|e| panic!("{uci} in {fen}: {e}"));
    assert!(mv.is_castle(), "{uci} is castling");
    assert_eq!(p.san(&mv), san);
    assert_eq!(p.parse_san(san), Ok(mv), "{san} reads back");
    let after = p.after(&mv);
    let fen = after.to_fen();
    fen.split(' ').take(3).collect::<Vec<_>>().join(" ")
}

#[test]
fn the_king_already_on_its_square_castles_by_moving_the_rook_alone() {
    // King g1, rook h1: O-O leaves the king on g1 and brings the rook to f1.
    assert_eq!(
        castle("1k6/8/8/8/8/8/8/6KR w H - 0 1", "g1h1", "O-O"),
        "1k6/8/8/8/8/8/8/5RK1 b -"
    );
}

#[test]
fn the_rook_already_on_its_square_stays_and_the_king_passes_it() {
    // King e1, rook f1: O-O takes the king over f1 to g1; the rook stays.
    assert_eq!(
        castle("k7/8/8/8/8/8/8/4KR2 w F - 0 1", "e1f1", "O-O"),
        "k7/8/8/8/8/8/8/5RK1 b -"
    );
    // King e1, rook d1: O-O-O takes the king over d1 to c1.
    assert_eq!(
        castle("k7/8/8/8/8/8/8/3RK3 w D - 0 1", "e1d1", "O-O-O"),
        "k7/8/8/8/8/8/8/2KR4 b -"
    );
}

#[test]
fn king_and_rook_cross_or_swap() {
    // King f1, rook g1: they change places.
    assert_eq!(
        castle("k7/8/8/8/8/8/8/5KR1 w G - 0 1", "f1g1", "O-O"),
        "k7/8/8/8/8/8/8/5RK1 b -"
    );
    // King b1, rook a1: the king goes to c1, the rook jumps it to d1.
    assert_eq!(
        castle("4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1", "O-O-O"),
        "4k3/8/8/8/8/8/8/2KR4 b -"
    );
    // The same for Black: king b8, rook a8.
    assert_eq!(
        castle("rk6/8/8/8/8/8/8/7K b a - 0 1", "b8a8", "O-O-O"),
        "2kr4/8/8/8/8/8/8/7K w -"
    );
}

#[test]
fn castling_needs_both_paths_clear_and_the_kings_path_safe() {
    let castles = |fen: &str| {
        p960(fen)
            .legal_moves()
            .iter()
            .filter(|m| m.is_castle())
            .count()
    };
    // A knight on d1, where the rook must go.
    assert_eq!(castles("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1"), 0);
    // Without it the castling is there.
    assert_eq!(castles("4k3/8/8/8/8/8/8/RK6 w A - 0 1"), 1);
    // The black rook on e8 attacks e1, which the king crosses from b1 to g1.
    assert_eq!(castles("k3r3/8/8/8/8/8/8/1K5R w H - 0 1"), 0);
    assert_eq!(castles("k7/8/8/8/8/8/8/1K5R w H - 0 1"), 1);
    // King d1, rook b1, a black rook on a1: only the white rook shields c1,
    // where the king would land once the rook has gone to d1.
    assert_eq!(castles("k7/8/8/8/8/8/8/rR1K4 w B - 0 1"), 0);
    // In check, no castling at all.
    assert_eq!(castles("1r2k3/8/8/8/8/8/8/RK4R1 w AG - 0 1"), 0);
}

#[test]
fn moving_or_losing_a_rook_loses_its_right_and_a_king_move_both() {
    // Start position 0, bbqnnrkr: rooks f1 and h1, king g1.
    let start = Position::chess960(0).unwrap();
    assert_eq!(
        start.castling_rook(Color::White, CastlingSide::KingSide),
        Some(sq("h1"))
    );
    assert_eq!(
        start.castling_rook(Color::White, CastlingSide::QueenSide),
        Some(sq("f1"))
    );
    let mut game = Game::from_position(start);
    for uci in ["h2h4", "a7a6", "h1h3"] {
        game.play_uci(uci).unwrap();
    }
    // Only the h-rook's right went: X-FEN writes Q for the f-rook, the
    // outermost on the king's queen side.
    assert_eq!(game.position().to_fen().split(' ').nth(2), Some("Qkq"));
    assert_eq!(
        game.position().to_shredder_fen().split(' ').nth(2),
        Some("Fhf")
    );
    for uci in ["a6a5", "g1h1"] {
        game.play_uci(uci).unwrap();
    }
    assert_eq!(game.position().to_fen().split(' ').nth(2), Some("kq"));
}

#[test]
fn x_fen_names_an_inner_rook_by_its_file_and_kq_the_outermost() {
    // Rooks a1, f1 and h1, king e1, the right with the f-rook.
    let p = p960("3k4/8/8/8/8/8/8/R3KR1R w F - 0 1");
    assert_eq!(
        p.castling_rook(Color::White, CastlingSide::KingSide),
        Some(sq("f1"))
    );
    assert_eq!(p.to_fen(), "3k4/8/8/8/8/8/8/R3KR1R w F - 0 1");
    // K is the outermost rook on the king's side, h1.
    let k = p960("3k4/8/8/8/8/8/8/R3KR1R w K - 0 1");
    assert_eq!(
        k.castling_rook(Color::White, CastlingSide::KingSide),
        Some(sq("h1"))
    );
    assert_eq!(k.to_fen(), "3k4/8/8/8/8/8/8/R3KR1R w K - 0 1");
    assert_eq!(k.to_shredder_fen(), "3k4/8/8/8/8/8/8/R3KR1R w H - 0 1");
    // Shredder-FEN and X-FEN read the same start position.
    let start = Position::chess960(0).unwrap();
    let shredder = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
    assert_eq!(p960(shredder), start);
    assert_eq!(start.to_shredder_fen(), shredder);
    assert_eq!(
        start.to_fen(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
}

#[test]
fn standard_chess_refuses_a_chess960_castling_right() {
    // King f1 with a rook on g1 may castle only in Chess960.
    assert_eq!(
        Position::from_fen("k7/8/8/8/8/8/8/5KR1 w G - 0 1"),
        Err(FenError::Position(PositionError::InvalidCastlingRights(
            Color::White,
            CastlingSide::KingSide
        )))
    );
    // In Chess960 a right with the rook on the wrong side of the king, or
    // with the king off its back rank, is refused.
    assert!(Position::from_fen_in("k7/8/8/8/8/8/8/R4K2 w K - 0 1", Variant::Chess960).is_err());
    assert!(Position::from_fen_in("k7/8/8/8/8/8/5K2/R7 w A - 0 1", Variant::Chess960).is_err());
}

#[test]
fn a_chess960_game_goes_through_pgn_and_back() {
    // Start position 0 (bbqnnrkr). White clears c1, d1 and e1 and castles
    // long: the king goes from g1 over f1 (its own rook), e1 and d1 to c1,
    // the rook from f1 to d1.
    let mut game = Game::from_position(Position::chess960(0).unwrap());
    for san in ["Nd3", "g6", "Ne3", "Nd6", "c4", "c5", "Qc2", "Ne6", "O-O-O"] {
        game.play_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    let castle_long = &game.moves()[8];
    assert_eq!(castle_long.mv.kind, MoveKind::CastleQueenside);
    assert_eq!(castle_long.mv.to_uci(), "g1f1");
    assert_eq!(
        game.position().board_fen(),
        "bbq2rkr/pp1ppp1p/3nn1p1/2p5/2P5/3NN3/PPQPPPPP/BBKR3R"
    );
    let text = write_game(&game, &[]);
    assert!(text.contains("[Variant \"Chess960\"]"), "{text}");
    assert!(text.contains("[SetUp \"1\"]"), "{text}");
    assert!(
        text.contains("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]"),
        "{text}"
    );
    assert!(text.contains("4. Qc2 Ne6 5. O-O-O"), "{text}");
    let back = read_games(&text).remove(0).expect("reads back");
    assert_eq!(back.game.start_position(), game.start_position());
    assert_eq!(back.game.position(), game.position());
    assert_eq!(back.game.start_position().variant(), Variant::Chess960);
    // An unknown variant is refused by name.
    let err = read_games("[Variant \"Crazyhouse\"]\n\n1. e4 *\n")
        .remove(0)
        .unwrap_err();
    assert!(err.to_string().contains("Crazyhouse"), "{err}");
}

#[test]
fn the_king_castles_onto_its_rook_or_two_squares_when_that_is_no_other_move() {
    let p = p960("3k4/8/8/8/8/8/8/4K2R w H - 0 1");
    let onto_rook = p.move_between(sq("e1"), sq("h1"), None).unwrap();
    assert_eq!(onto_rook.kind, MoveKind::CastleKingside);
    assert_eq!(p.move_between(sq("e1"), sq("g1"), None), Ok(onto_rook));
    assert_eq!(p.premove(sq("e1"), sq("g1")), Some(onto_rook));
    // King f1, rook h1: f1 to g1 is the king's own step.
    let p = p960("3k4/8/8/8/8/8/8/5K1R w H - 0 1");
    let step = p.move_between(sq("f1"), sq("g1"), None).unwrap();
    assert_eq!(step.kind, MoveKind::Normal);
    assert!(
        p.move_between(sq("f1"), sq("h1"), None)
            .unwrap()
            .is_castle()
    );
    // In standard chess e1 to h1 is no move at all.
    let standard = Position::from_fen("3k4/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    assert!(standard.move_between(sq("e1"), sq("h1"), None).is_err());
    assert!(
        standard
            .move_between(sq("e1"), sq("g1"), None)
            .unwrap()
            .is_castle()
    );
}

#[test]
fn a_fen_is_read_as_chess960_only_when_its_castling_needs_it() {
    let standard = Position::from_fen_any("3k4/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    assert_eq!(standard.variant(), Variant::Standard);
    // King f1, rook g1, the right G: only Chess960 has it.
    let shuffled = Position::from_fen_any("3k4/8/8/8/8/8/8/5KR1 w G - 0 1").unwrap();
    assert_eq!(shuffled.variant(), Variant::Chess960);
    // Any other fault is the standard reading's, and so is a right neither
    // allows (the rook on the wrong side of the king).
    assert_eq!(
        Position::from_fen_any("3k4/8/8/8/8/8/8/4K2K w - - 0 1"),
        Err(FenError::Position(PositionError::TooManyKings(
            Color::White
        )))
    );
    assert_eq!(
        Position::from_fen_any("3k4/8/8/8/8/8/8/R4K2 w K - 0 1"),
        Err(FenError::Position(PositionError::InvalidCastlingRights(
            Color::White,
            CastlingSide::KingSide
        )))
    );
}
