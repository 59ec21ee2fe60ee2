//! Hand-built positions for the rules move generators classically get
//! wrong. Each expectation is worked out from the FIDE Laws of Chess (the
//! reasoning is in the comments), and most are checked for both colours by
//! mirroring the position.

use std::collections::BTreeSet;

use rookery::rules::{MoveKind, PieceKind, Position, SanError, Square};

use crate::{mirror_fen, mirror_uci, pos, set_of, uci, uci_set};

/// The moves of the piece on `from`, in UCI.
fn moves_from(p: &Position, from: &str) -> BTreeSet<String> {
    let from: Square = from.parse().expect("square");
    p.legal_moves()
        .iter()
        .filter(|m| m.from == from)
        .map(|m| m.to_uci())
        .collect()
}

fn mirror_set(set: &BTreeSet<String>) -> BTreeSet<String> {
    set.iter().map(|m| mirror_uci(m)).collect()
}

/// Asserts the legal moves of `fen` and of its mirror image.
#[track_caller]
fn assert_moves_both_colours(fen: &str, expected: &[&str]) {
    let expected = set_of(expected);
    assert_eq!(uci_set(&pos(fen)), expected, "{fen}");
    let mirrored = mirror_fen(fen);
    assert_eq!(
        uci_set(&pos(&mirrored)),
        mirror_set(&expected),
        "{mirrored}"
    );
}

// ----- en passant --------------------------------------------------------

#[test]
fn en_passant_exposing_the_king_along_the_rank_is_illegal() {
    // Black has just played e7-e5. The white pawn d5 could take it en
    // passant (d5xe6), but that removes both pawns from the fifth rank and
    // the rook a5 would then attack the king h5.
    for fen in [
        "8/8/8/r2Pp2K/8/8/4k3/8 w - e6 0 1".to_string(),
        mirror_fen("8/8/8/r2Pp2K/8/8/4k3/8 w - e6 0 1"),
    ] {
        let p = pos(&fen);
        let white = p.side_to_move() == rookery::rules::Color::White;
        let (capture, push) = if white {
            ("d5e6", "d5d6")
        } else {
            ("d4e3", "d4d3")
        };
        let moves = uci_set(&p);
        assert!(!moves.contains(capture), "{fen}: {capture} must be illegal");
        assert!(moves.contains(push), "{fen}: {push} is legal");
        assert!(!p.legal_moves().iter().any(|m| m.is_en_passant()));
    }
    // With a black knight between rook and pawns the capture is fine.
    let p = pos("8/8/8/rn1Pp2K/8/8/4k3/8 w - e6 0 1");
    let ep = uci(&p, "d5e6");
    assert_eq!(ep.kind, MoveKind::EnPassant);
    assert_eq!(ep.captured, Some(PieceKind::Pawn));
}

#[test]
fn en_passant_exposing_the_king_along_a_diagonal_is_illegal() {
    // The black pawn e5 (just arrived from e7) shields the king c3 from the
    // bishop g7 on the c3-g7 diagonal; f5xe6 e.p. removes it.
    let fen = "k7/6b1/8/4pP2/8/2K5/8/8 w - e6 0 1";
    let moves = uci_set(&pos(fen));
    assert!(!moves.contains("f5e6"));
    assert!(moves.contains("f5f6"));
    let moves = uci_set(&pos(&mirror_fen(fen)));
    assert!(!moves.contains("f4e3"));
    assert!(moves.contains("f4f3"));
}

#[test]
fn en_passant_along_the_pin_line_is_legal() {
    // The pawn d5 is pinned to the king a2 by the bishop f7 (a2-f7
    // diagonal). Taking e5 en passant lands on e6, still on that diagonal:
    // legal. Pushing to d6 leaves it: illegal.
    let fen = "7k/5b2/8/3Pp3/8/8/K7/8 w - e6 0 1";
    let p = pos(fen);
    assert_eq!(moves_from(&p, "d5"), set_of(&["d5e6"]));
    let mirrored = pos(&mirror_fen(fen));
    assert_eq!(moves_from(&mirrored, "d4"), set_of(&["d4e3"]));
}

#[test]
fn en_passant_is_the_only_answer_to_a_pawn_check() {
    // Black has just played b7-b5+, checking the king a4. The king cannot
    // move: a3 and b3 are on the rook's rank, b4 is covered by the pawn c5,
    // b5 is defended by the pawn c6, a5 holds its own pawn. Nothing can
    // capture b5 normally, and a check by a pawn cannot be blocked. Only
    // a5xb6 e.p. removes the checking pawn.
    let fen = "7k/8/2p5/Ppp5/K7/7r/8/8 w - b6 0 1";
    assert_moves_both_colours(fen, &["a5b6"]);
    let p = pos(fen);
    assert!(p.is_check());
    let mv = uci(&p, "a5b6");
    assert!(mv.is_en_passant());
    assert_eq!(p.san(&mv), "axb6");
    let after = p.after(&mv);
    assert_eq!(after.piece_at(Square::B5), None);
    assert_eq!(after.board_fen(), "7k/8/1Pp5/2p5/K7/7r/8/8");
    assert!(!after.is_check());
}

// ----- castling -----------------------------------------------------------

/// Whether the side to move may castle king side and queen side.
fn castles(p: &Position) -> (bool, bool) {
    let moves = p.legal_moves();
    (
        moves.iter().any(|m| m.kind == MoveKind::CastleKingside),
        moves.iter().any(|m| m.kind == MoveKind::CastleQueenside),
    )
}

#[test]
fn castling_conditions() {
    // (white-to-move FEN, O-O allowed, O-O-O allowed, why). Every case is
    // also checked mirrored, for Black.
    let cases = [
        // Rooks a8/h8 attack a1/h1: a rook being attacked does not matter.
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", true, true, "free"),
        (
            "r3k2r/8/8/8/1b6/8/8/R3K2R w KQkq - 0 1",
            false,
            false,
            "in check (Bb4)",
        ),
        (
            "r3k2r/8/8/8/8/7b/8/R3K2R w KQkq - 0 1",
            false,
            true,
            "f1 attacked (Bh3)",
        ),
        (
            "r3k2r/8/8/8/8/8/7b/R3K2R w KQkq - 0 1",
            false,
            true,
            "g1 attacked (Bh2)",
        ),
        (
            "r3k2r/8/8/8/b7/8/8/R3K2R w KQkq - 0 1",
            true,
            false,
            "d1 attacked (Ba4)",
        ),
        (
            "r3k2r/8/8/8/8/b7/8/R3K2R w KQkq - 0 1",
            true,
            false,
            "c1 attacked (Ba3)",
        ),
        // The rook passes b1 but the king does not: b1 may be attacked.
        (
            "r3k2r/8/8/8/8/n7/8/R3K2R w KQkq - 0 1",
            true,
            true,
            "only b1 attacked (Na3)",
        ),
        (
            "rr2k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            true,
            true,
            "only b1 attacked (Rb8)",
        ),
        (
            "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1",
            true,
            false,
            "b1 occupied",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1",
            false,
            true,
            "g1 occupied",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1",
            false,
            true,
            "f1 occupied",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1",
            false,
            true,
            "no king-side right",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1",
            true,
            false,
            "no queen-side right",
        ),
    ];
    for (fen, oo, ooo, why) in cases {
        assert_eq!(castles(&pos(fen)), (oo, ooo), "White, {why}: {fen}");
        let mirrored = mirror_fen(fen);
        assert_eq!(
            castles(&pos(&mirrored)),
            (oo, ooo),
            "Black, {why}: {mirrored}"
        );
    }
}

#[test]
fn castling_moves_king_and_rook() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let oo = uci(&p, "e1g1");
    assert_eq!(oo.kind, MoveKind::CastleKingside);
    assert_eq!(p.san(&oo), "O-O");
    assert_eq!(p.after(&oo).to_fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    let ooo = uci(&p, "e1c1");
    assert_eq!(ooo.kind, MoveKind::CastleQueenside);
    assert_eq!(p.san(&ooo), "O-O-O");
    assert_eq!(p.after(&ooo).to_fen(), "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    assert_eq!(
        p.after(&uci(&p, "e8g8")).to_fen(),
        "r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2"
    );
    assert_eq!(
        p.after(&uci(&p, "e8c8")).to_fen(),
        "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2"
    );
}

/// The castling field of the FEN after playing `moves` (UCI) from `fen`.
fn castling_after(fen: &str, moves: &[&str]) -> String {
    let mut p = pos(fen);
    for m in moves {
        let mv = uci(&p, m);
        p.play(&mv);
    }
    p.castling_rights().to_string()
}

#[test]
fn castling_rights_are_lost_when_a_rook_is_captured_at_home() {
    let base = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    // Rh1xh8+: White's rook left h1, Black's rook on h8 is gone.
    assert_eq!(castling_after(base, &["h1h8"]), "Qq");
    let p = pos(base);
    assert_eq!(p.san(&uci(&p, "h1h8")), "Rxh8+");
    // Ra1xa8+ likewise on the other wing.
    assert_eq!(castling_after(base, &["a1a8"]), "Kk");
    // A bishop taking the rook a8 removes only Black's queen-side right.
    let fen = "r3k2r/8/8/8/8/8/6B1/R3K2R w KQkq - 0 1";
    assert_eq!(castling_after(fen, &["g2a8"]), "KQk");
    // And Black taking White's rook a1.
    let fen = "r3k2r/6b1/8/8/8/8/8/R3K2R b KQkq - 0 1";
    assert_eq!(castling_after(fen, &["g7a1"]), "Kkq");
    // A knight taking h1.
    let fen = "r3k2r/8/8/8/8/6n1/8/R3K2R b KQkq - 0 1";
    assert_eq!(castling_after(fen, &["g3h1"]), "Qkq");
    // After Rxa8+ (check along the empty b8-d8), Black has lost O-O-O; after
    // Black's Kd7 and White's Ra8-a1 the white rook is home again but
    // White's queen-side right is gone for good.
    let mut p = pos(base);
    for m in ["a1a8", "e8d7", "a8a1"] {
        let mv = uci(&p, m);
        p.play(&mv);
    }
    assert_eq!(p.castling_rights().to_string(), "K");
}

#[test]
fn castling_rights_are_lost_when_king_or_rook_moves() {
    let base = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(castling_after(base, &["e1f1"]), "kq");
    assert_eq!(castling_after(base, &["e1d2"]), "kq");
    assert_eq!(castling_after(base, &["a1b1"]), "Kkq");
    assert_eq!(castling_after(base, &["h1g1"]), "Qkq");
    assert_eq!(castling_after(base, &["a1b1", "h8h7"]), "Kq");
    assert_eq!(castling_after(base, &["e1f1", "e8d8"]), "-");
    // Going back home does not bring the rights back.
    assert_eq!(castling_after(base, &["e1f1", "e8d8", "f1e1", "d8e8"]), "-");
    assert_eq!(
        castling_after(base, &["a1b1", "a8b8", "b1a1", "b8a8"]),
        "Kk"
    );
    let mut p = pos(base);
    for m in ["h1g1", "h8g8", "g1h1", "g8h8"] {
        let mv = uci(&p, m);
        p.play(&mv);
    }
    assert_eq!(castles(&p), (false, true));
}

// ----- promotions -----------------------------------------------------------

#[test]
fn capture_promotion_to_each_piece() {
    // The pawn b7 takes the rook a8 and becomes any of the four pieces. A
    // queen or rook on a8 checks the king e8 along the empty eighth rank.
    let p = pos("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let expected = [
        ("b7a8q", PieceKind::Queen, "bxa8=Q+"),
        ("b7a8r", PieceKind::Rook, "bxa8=R+"),
        ("b7a8b", PieceKind::Bishop, "bxa8=B"),
        ("b7a8n", PieceKind::Knight, "bxa8=N"),
    ];
    for (text, kind, san) in expected {
        let mv = uci(&p, text);
        assert_eq!(mv.piece, PieceKind::Pawn);
        assert_eq!(mv.captured, Some(PieceKind::Rook));
        assert_eq!(mv.promotion, Some(kind));
        assert_eq!(p.san(&mv), san);
        let after = p.after(&mv);
        let on_a8 = after.piece_at(Square::A8).expect("promoted piece");
        assert_eq!(on_a8.kind, kind);
        assert_eq!(on_a8.color, rookery::rules::Color::White);
        assert_eq!(after.piece_at(Square::B7), None);
        assert_eq!(after.halfmove_clock(), 0);
        assert_eq!(after.key(), after.compute_key());
    }
    // Pushing to b8 also promotes, four ways.
    for k in ["q", "r", "b", "n"] {
        uci(&p, &format!("b7b8{k}"));
    }
    assert!(p.parse_uci("b7b8").is_err(), "a promotion needs its piece");
    assert_eq!(
        p.legal_moves().iter().filter(|m| m.is_promotion()).count(),
        8
    );

    // The same for Black (b2xa1).
    let p = pos(&mirror_fen("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"));
    for (text, kind, san) in expected {
        let mv = uci(&p, &mirror_uci(text));
        assert_eq!(mv.promotion, Some(kind));
        assert_eq!(mv.captured, Some(PieceKind::Rook));
        assert_eq!(p.san(&mv), san.replace('8', "1"));
    }
}

#[test]
fn underpromotion_to_a_knight_gives_check() {
    // f7-f8: a knight on f8 attacks h7; a queen on f8 would not (f8-g7-h6,
    // f8-g8-h8), nor would a rook or bishop.
    let p = pos("8/5P1k/8/8/8/8/8/4K3 w - - 0 1");
    let checking: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.is_promotion() && p.after(m).is_check())
        .map(|m| m.to_uci())
        .collect();
    assert_eq!(checking, ["f7f8n"]);
    assert_eq!(p.san(&uci(&p, "f7f8n")), "f8=N+");
    assert_eq!(p.san(&uci(&p, "f7f8q")), "f8=Q");
}

// ----- pins and checks -------------------------------------------------------

#[test]
fn pinned_pieces_move_only_along_the_pin() {
    // King e1. Rook e2 pinned by the rook e8 (file), bishop d2 pinned by the
    // bishop b4 (diagonal), knight f2 pinned by the queen h4 (diagonal).
    let fen = "4r2k/8/8/8/1b5q/8/3BRN2/4K3 w - - 0 1";
    let p = pos(fen);
    assert_eq!(
        moves_from(&p, "e2"),
        set_of(&["e2e3", "e2e4", "e2e5", "e2e6", "e2e7", "e2e8"])
    );
    assert_eq!(moves_from(&p, "d2"), set_of(&["d2c3", "d2b4"]));
    assert!(
        moves_from(&p, "f2").is_empty(),
        "a pinned knight never moves"
    );
    // A bishop pinned on a file (Re8) and a rook pinned on a diagonal (Qh4,
    // h4-g3-f2-e1) cannot move at all.
    let p = pos("4r2k/8/8/8/7q/8/4BR2/4K3 w - - 0 1");
    assert!(moves_from(&p, "e2").is_empty());
    assert!(moves_from(&p, "f2").is_empty());
    assert_eq!(moves_from(&p, "e1"), set_of(&["e1d1", "e1d2", "e1f1"]));
}

#[test]
fn king_cannot_capture_a_defended_piece() {
    // The knight f2 is defended by the bishop h4 (h4-g3-f2); d1 is covered
    // by the knight itself.
    assert_moves_both_colours(
        "4k3/8/8/8/7b/8/5n2/4K3 w - - 0 1",
        &["e1d2", "e1e2", "e1f1"],
    );
    // Undefended, it can be taken.
    assert!(uci_set(&pos("4k3/8/8/8/8/8/5n2/4K3 w - - 0 1")).contains("e1f2"));
    // A checking queen defended by a rook behind it: checkmate.
    let p = pos("4r2k/8/8/8/8/8/4q3/4K3 w - - 0 1");
    assert!(p.is_checkmate());
}

#[test]
fn king_cannot_retreat_along_the_checking_line() {
    // Rook e8 checks the king e4: e3 is still on the e-file once the king
    // has left e4, and so is e5.
    assert_moves_both_colours(
        "k3r3/8/8/8/4K3/8/8/8 w - - 0 1",
        &["e4d3", "e4d4", "e4d5", "e4f3", "e4f4", "e4f5"],
    );
    // Bishop b7 checks along a8-h1: d5 and f3 are on that diagonal.
    assert_moves_both_colours(
        "k7/1b6/8/8/4K3/8/8/8 w - - 0 1",
        &["e4d3", "e4d4", "e4e3", "e4e5", "e4f4", "e4f5"],
    );
}

#[test]
fn double_check_allows_only_king_moves() {
    // Rook e8 and bishop b4 both check the king e1. Rxb4 would remove only
    // one checker, so only the king may move: d1, f1, f2 (d2 and e2 are
    // still attacked).
    let fen = "4r2k/8/8/8/Rb6/8/8/4K3 w - - 0 1";
    let p = pos(fen);
    assert_eq!(p.checkers().count(), 2);
    assert!(p.legal_moves().iter().all(|m| m.piece == PieceKind::King));
    assert_moves_both_colours(fen, &["e1d1", "e1f1", "e1f2"]);
}

// ----- SAN --------------------------------------------------------------------

#[test]
fn san_ignores_pinned_pieces_when_disambiguating() {
    // Both knights b1 and f3 could reach d2, but f3 is pinned to the king
    // h1 by the bishop d5: only legal moves count (PGN standard 8.2.3.4).
    let p = pos("4k3/8/8/3b4/8/5N2/8/1N5K w - - 0 1");
    let mv = uci(&p, "b1d2");
    assert_eq!(p.san(&mv), "Nd2");
    assert_eq!(p.parse_san("Nd2"), Ok(mv));
    assert!(matches!(p.parse_san("Nfd2"), Err(SanError::Illegal(_))));
    assert!(matches!(
        p.parse_san_strict("Nbd2"),
        Err(SanError::NotCanonical { .. })
    ));
    // Without the pin the file is needed.
    let p = pos("4k3/8/8/8/8/5N2/8/1N5K w - - 0 1");
    assert_eq!(p.san(&uci(&p, "b1d2")), "Nbd2");
    assert_eq!(p.san(&uci(&p, "f3d2")), "Nfd2");
}

#[test]
fn san_disambiguation_by_file_rank_and_square() {
    // By rank: rooks a1 and a5 both reach a3.
    let p = pos("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    assert_eq!(p.san(&uci(&p, "a1a3")), "R1a3");
    assert_eq!(p.san(&uci(&p, "a5a3")), "R5a3");
    assert_eq!(p.san(&uci(&p, "a1b1")), "Rb1");
    // Three queens reach e4: h4 differs from the others by rank, e1 by file,
    // and h1 shares its file with h4 and its rank with e1.
    let p = pos("8/k7/8/8/7Q/8/8/1K2Q2Q w - - 0 1");
    assert_eq!(p.san(&uci(&p, "h4e4")), "Q4e4");
    assert_eq!(p.san(&uci(&p, "e1e4")), "Qee4");
    assert_eq!(p.san(&uci(&p, "h1e4")), "Qh1e4");
    for san in ["Q4e4", "Qee4", "Qh1e4"] {
        let mv = p.parse_san_strict(san).expect("canonical");
        assert_eq!(p.san(&mv), san);
    }
    match p.parse_san("Qe4") {
        Err(SanError::Ambiguous { candidates, .. }) => {
            let got: BTreeSet<String> = candidates.into_iter().collect();
            assert_eq!(got, set_of(&["Q4e4", "Qee4", "Qh1e4"]));
        }
        other => panic!("Qe4 should be ambiguous, got {other:?}"),
    }
    // h2 is reached by the queens h4 and h1 (same file): the rank decides.
    assert_eq!(p.san(&uci(&p, "h4h2")), "Q4h2");
    assert_eq!(p.san(&uci(&p, "h1h2")), "Q1h2");
}

#[test]
fn san_check_and_mate_suffixes() {
    // 1. e4 e5 2. Bc4 Nc6 3. Bxf7+ (check) / 3. Qh5 Nf6 4. Qxf7# (mate).
    let mut p = Position::startpos();
    for m in ["e2e4", "e7e5", "f1c4", "b8c6"] {
        let mv = uci(&p, m);
        p.play(&mv);
    }
    assert_eq!(p.san(&uci(&p, "c4f7")), "Bxf7+");
    for m in ["d1h5", "g8f6"] {
        let mv = uci(&p, m);
        p.play(&mv);
    }
    let mate = uci(&p, "h5f7");
    assert_eq!(p.san(&mate), "Qxf7#");
    assert!(p.after(&mate).is_checkmate());
    // Fool's mate: 1. f3 e5 2. g4 Qh4#.
    let mut p = Position::startpos();
    for m in ["f2f3", "e7e5", "g2g4"] {
        let mv = uci(&p, m);
        p.play(&mv);
    }
    assert_eq!(p.san(&uci(&p, "d8h4")), "Qh4#");
    // Castling with check: the rook f1 checks the king f8.
    let p = pos("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(p.san(&uci(&p, "e1g1")), "O-O+");
}

// ----- insufficient material ---------------------------------------------------

#[test]
fn insufficient_material() {
    // (FEN, whether no sequence of legal moves can ever end in mate).
    // Light/dark: a1 is dark, h1 light; c1, e3, b8 and f8 are dark, c8 light.
    let cases = [
        ("8/8/8/4k3/8/8/8/4K3 w - - 0 1", true, "K v K"),
        ("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", true, "KB v K"),
        ("8/8/8/4k3/8/8/8/1N2K3 w - - 0 1", true, "KN v K"),
        ("8/8/8/2b1k3/8/8/8/4K3 w - - 0 1", true, "K v KB"),
        (
            "5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1",
            true,
            "KB v KB, same colour",
        ),
        (
            "2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1",
            false,
            "KB v KB, opposite colours",
        ),
        (
            "1b3b2/8/8/4k3/8/4B3/8/2B1K3 w - - 0 1",
            true,
            "four bishops, one colour",
        ),
        ("8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1", false, "KNN v K"),
        ("8/8/8/4k3/8/1n6/8/2B1K3 w - - 0 1", false, "KB v KN"),
        ("8/8/8/4k3/8/1n6/8/1N2K3 w - - 0 1", false, "KN v KN"),
        ("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", false, "KP v K"),
        ("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", false, "KR v K"),
    ];
    for (fen, expected, what) in cases {
        assert_eq!(
            pos(fen).is_insufficient_material(),
            expected,
            "{what}: {fen}"
        );
        let m = mirror_fen(fen);
        assert_eq!(
            pos(&m).is_insufficient_material(),
            expected,
            "{what} mirrored: {m}"
        );
    }
}
