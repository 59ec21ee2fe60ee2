//! Reading SAN: forgiving by default (the spellings people and programs
//! actually produce), canonical on request. Canonical SAN is as the PGN
//! standard (section 8.2.3) defines it.

use std::collections::BTreeSet;

use rookery::rules::{Move, PieceKind, Position, SanError};

use crate::{START, after_san, pos, set_of, uci};

/// Asserts that each text reads as the move `expected` (UCI) in `p`.
#[track_caller]
fn assert_reads(p: &Position, texts: &[&str], expected: &str) {
    let mv = uci(p, expected);
    for text in texts {
        assert_eq!(p.parse_san(text), Ok(mv), "{text:?} in {}", p.to_fen());
    }
}

#[test]
fn forgiving_castling() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_reads(&p, &["O-O", "0-0", "O-O+", "0-0+", "O-O!"], "e1g1");
    assert_reads(&p, &["O-O-O", "0-0-0", "O-O-O+", "0-0-0#"], "e1c1");
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    assert_reads(&p, &["O-O", "0-0"], "e8g8");
    assert_reads(&p, &["O-O-O", "0-0-0"], "e8c8");
}

#[test]
fn forgiving_promotions() {
    let p = pos("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    assert_reads(
        &p,
        &["e8=Q", "e8Q", "e8=q", "e8q", "e8=Q+", "e7e8=Q", "e7-e8Q"],
        "e7e8q",
    );
    assert_reads(&p, &["e8=N", "e8N", "e8=n"], "e7e8n");
    assert_reads(&p, &["e8=R", "e8R"], "e7e8r");
    assert_reads(&p, &["e8=B", "e8B"], "e7e8b");
    // Without the piece the move is incomplete: not a legal move by itself.
    assert!(p.parse_san("e8").is_err());
    // Canonical form.
    assert_eq!(p.san(&uci(&p, "e7e8q")), "e8=Q");
    assert_eq!(p.parse_san_strict("e8=Q"), Ok(uci(&p, "e7e8q")));
    assert!(matches!(
        p.parse_san_strict("e8Q"),
        Err(SanError::NotCanonical { canonical, .. }) if canonical == "e8=Q"
    ));
}

#[test]
fn forgiving_en_passant() {
    // 1. e4 Nf6 2. e5 d5: exd6 e.p. is possible.
    let p = after_san(START, &["e4", "Nf6", "e5", "d5"]);
    assert_reads(
        &p,
        &["exd6 e.p.", "exd6e.p.", "exd6", "ed6", "e5d6", "exd6+"],
        "e5d6",
    );
    let mv = uci(&p, "e5d6");
    assert!(mv.is_en_passant());
    assert_eq!(p.san(&mv), "exd6");
    assert_eq!(p.parse_san_strict("exd6"), Ok(mv));
}

#[test]
fn forgiving_piece_and_pawn_moves() {
    let p = Position::startpos();
    assert_reads(
        &p,
        &[
            "Nf3", "Ng1f3", "Ng1-f3", "Nf3!?", "Nf3!", "Nf3?", "Nf3?!", "Nf3!!", "Nf3+", "Ngf3",
            "N1f3",
        ],
        "g1f3",
    );
    assert_reads(&p, &["e4", "e2e4", "e2-e4", "e4!", " e4 "], "e2e4");
    // A capture mark where there is no capture is tolerated.
    assert_reads(&p, &["Nxf3"], "g1f3");
    // Fool's mate, with and without the mate sign.
    let p = after_san(START, &["f3", "e5", "g4"]);
    assert_reads(&p, &["Qh4#", "Qh4", "Qh4+", "Qd8h4", "Qd8-h4#"], "d8h4");
    // Missing capture mark: 1. e4 e5 2. Bc4 Nc6 3. Bf7+ means Bxf7+.
    let p = after_san(START, &["e4", "e5", "Bc4", "Nc6"]);
    assert_reads(&p, &["Bxf7+", "Bf7+", "Bf7", "Bc4f7", "Bc4xf7"], "c4f7");
    // Missing capture mark on a pawn capture: 1. e4 d5 2. ed5.
    let p = after_san(START, &["e4", "d5"]);
    assert_reads(&p, &["exd5", "ed5", "e4d5", "e4xd5"], "e4d5");
}

#[test]
fn a_pawn_move_without_a_file_is_not_a_capture() {
    // SAN writes every pawn capture with the file the pawn comes from (PGN
    // standard 8.2.3.3), so "d4" names a pawn *advancing* to d4. Here no
    // pawn can advance to d4 (the d-file is empty of white pawns and d4 is
    // occupied); only e3xd4 reaches it. Reading "d4" as exd4 would play a
    // capture the player never wrote.
    let p = pos("4k3/8/8/8/3n4/4P3/8/4K3 w - - 0 1");
    assert_reads(&p, &["exd4", "ed4", "e3d4"], "e3d4");
    assert!(
        matches!(p.parse_san("d4"), Err(SanError::Illegal(_))),
        "\"d4\" read as {:?}",
        p.parse_san("d4").map(|m| m.to_uci())
    );
    // The same for en passant: after 1. e4 Nf6 2. e5 d5, "d6" is not exd6.
    let p = after_san(START, &["e4", "Nf6", "e5", "d5"]);
    assert!(
        matches!(p.parse_san("d6"), Err(SanError::Illegal(_))),
        "\"d6\" read as {:?}",
        p.parse_san("d6").map(|m| m.to_uci())
    );
}

#[test]
fn lowercase_b_is_the_b_pawn_before_the_bishop() {
    // The pawn b2 and the bishop e1 can both take the knight c3. SAN says
    // the lowercase b is the file: bxc3 is the pawn, Bxc3 the bishop.
    let p = pos("8/7k/8/8/8/2n5/1P6/4B2K w - - 0 1");
    assert_reads(&p, &["bxc3", "bc3", "b2xc3"], "b2c3");
    assert_reads(&p, &["Bxc3", "Bc3", "Bexc3"], "e1c3");
    assert_eq!(p.san(&uci(&p, "b2c3")), "bxc3");
    assert_eq!(p.san(&uci(&p, "e1c3")), "Bxc3");
    // With no b-pawn to do it, "bxc3" can only mean the bishop.
    let p = pos("8/7k/8/8/8/2n5/8/4B2K w - - 0 1");
    assert_reads(&p, &["bxc3"], "e1c3");
    // Black: the b7 pawn and the bishop e8 can both take c6.
    let p = pos("4b2k/1p6/2N5/8/8/8/8/7K b - - 0 1");
    assert_reads(&p, &["bxc6"], "b7c6");
    assert_reads(&p, &["Bxc6"], "e8c6");
}

#[test]
fn malformed_san() {
    let p = Position::startpos();
    for text in [
        "", "   ", "Zf3", "e9", "i4", "Nf", "N", "e8=K", "e8=P", "e8=", "xx", "--", "1-0", "Nf3x",
        "O-O-O-O", "Nb1c3d4", "K@e2", "é4", "Nf3=Q",
    ] {
        match p.parse_san(text) {
            Err(SanError::Malformed(e)) => {
                assert!(!e.to_string().is_empty());
            }
            other => panic!("{text:?} should be malformed, got {other:?}"),
        }
        assert!(matches!(
            p.parse_san_strict(text),
            Err(SanError::Malformed(_))
        ));
    }
}

#[test]
fn illegal_san() {
    let p = Position::startpos();
    for text in [
        "Nf6", "e5", "O-O", "O-O-O", "Ke2", "Qh5", "e8=Q", "exd5", "Bb5", "Nd2", "a5", "Rxa7",
        "Nbd2", "bxc3", "Ra3", "Kd1",
    ] {
        match p.parse_san(text) {
            Err(SanError::Illegal(t)) => assert_eq!(t, text),
            other => panic!("{text:?} should be illegal, got {other:?}"),
        }
        assert!(!SanError::Illegal(text.to_string()).to_string().is_empty());
    }
}

#[test]
fn in_check_only_a_move_that_answers_it_reads() {
    // White in check from the rook on e8 (lists checked with python-chess):
    // the bishop takes it, a knight steps between, the king steps aside;
    // nothing else is legal. (The SAN reader's own path for one piece
    // takes these, the generator's the rest.)
    let p = Position::from_fen("4r1k1/8/8/8/B7/2N5/3P1P2/4K2R w - - 0 1").unwrap();
    assert!(p.is_check());
    for text in ["Bxe8", "Ne2", "Ne4", "Kd1", "Kf1"] {
        let mv = p
            .parse_san(text)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert!(p.legal_moves().contains(&mv), "{text}");
    }
    for text in [
        "d3", "d4", "f3", "f4", "Nb5", "Nd5", "Bb5", "Bd7", "Rg1", "Rh7", "Ke2",
    ] {
        match p.parse_san(text) {
            Err(SanError::Illegal(t)) => assert_eq!(t, text),
            other => panic!("{text:?} should be illegal, got {other:?}"),
        }
    }
    // Double check (the knight on d3 and the rook): only the king moves,
    // so taking one checker does not do.
    let p = Position::from_fen("4r1k1/8/8/8/8/3n4/2P5/4K2R w - - 0 1").unwrap();
    for text in ["cxd3", "c3", "Rh8", "Kf2", "Ke2"] {
        match p.parse_san(text) {
            Err(SanError::Illegal(t)) => assert_eq!(t, text),
            other => panic!("{text:?} should be illegal, got {other:?}"),
        }
    }
    for text in ["Kd1", "Kd2", "Kf1"] {
        assert!(p.parse_san(text).is_ok(), "{text}");
    }
}

#[test]
fn a_pawn_push_is_read_from_the_pawn_behind_its_square() {
    // White pawns on d3 and e3 and e2, the black pawn on d5 (lists checked
    // with python-chess): "e4" is the e3 pawn's push (the e2 pawn behind it
    // is blocked, the d3 pawn beside on a diagonal does not push there);
    // "d4" the d3 pawn's; "dxe4" does not read (nothing on e4); a pawn
    // never moves backwards or sideways.
    let p = Position::from_fen("4k3/8/8/3p4/8/3PP3/4P3/4K3 w - - 0 1").unwrap();
    let e4 = p.parse_san("e4").unwrap();
    assert_eq!(
        (e4.from.to_string(), e4.to.to_string()),
        ("e3".into(), "e4".into())
    );
    let d4 = p.parse_san("d4").unwrap();
    assert_eq!(d4.from.to_string(), "d3");
    for text in ["dxe4", "e2", "d2", "exd4", "f4", "e5"] {
        assert!(p.parse_san(text).is_err(), "{text}");
    }
}

#[test]
fn a_king_move_onto_a_guarded_square_is_illegal() {
    // White king e3, not in check: d2 is the bishop's (b4), f2 the
    // knight's (h3), d4, e4 and f4 the black king's (e5), f3 the rook's
    // (f8). Left: e2 and d3. (Read by the SAN reader's own path for one
    // piece, not the generator's, when not in check.)
    let p = Position::from_fen("5r2/8/8/4k3/1b6/4K2n/8/8 w - - 0 1").unwrap();
    assert!(!p.is_check());
    for text in ["Kd2", "Kf2", "Kd4", "Ke4", "Kf4", "Kf3"] {
        match p.parse_san(text) {
            Err(SanError::Illegal(t)) => assert_eq!(t, text),
            other => panic!("{text:?} should be illegal, got {other:?}"),
        }
    }
    for text in ["Ke2", "Kd3"] {
        let mv = p
            .parse_san(text)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert!(p.legal_moves().contains(&mv), "{text}");
    }
}

#[test]
fn ambiguous_san_lists_the_candidates() {
    // Knights b1 and f3 can both go to d2.
    let p = pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    match p.parse_san("Nd2") {
        Err(SanError::Ambiguous { text, candidates }) => {
            assert_eq!(text, "Nd2");
            let got: BTreeSet<String> = candidates.iter().cloned().collect();
            assert_eq!(got, set_of(&["Nbd2", "Nfd2"]));
            let msg = SanError::Ambiguous { text, candidates }.to_string();
            assert!(msg.contains("Nbd2") && msg.contains("Nfd2"), "{msg}");
        }
        other => panic!("Nd2 should be ambiguous, got {other:?}"),
    }
    assert_reads(&p, &["Nbd2", "Nb1d2", "N1d2"], "b1d2");
    assert_reads(&p, &["Nfd2", "Nf3d2", "N3d2"], "f3d2");
    // Rooks a1 and h1 with the king g1 between them: only a1 reaches f1.
    let p = pos("4k3/8/8/8/8/8/8/R5KR w - - 0 1");
    assert_reads(&p, &["Rf1"], "a1f1");
    // With the king out of the way both reach d1.
    let p = pos("4k3/8/8/8/8/8/6K1/R6R w - - 0 1");
    assert!(matches!(
        p.parse_san("Rd1"),
        Err(SanError::Ambiguous { .. })
    ));
    assert_reads(&p, &["Rad1", "Ra1d1"], "a1d1");
    assert_reads(&p, &["Rhd1", "Rh1d1"], "h1d1");
}

#[test]
fn strict_san_wants_the_canonical_spelling() {
    let p = Position::startpos();
    let nf3 = uci(&p, "g1f3");
    assert_eq!(p.parse_san_strict("Nf3"), Ok(nf3));
    // Check marks and annotation glyphs are not part of the spelling.
    assert_eq!(p.parse_san_strict("Nf3!?"), Ok(nf3));
    for (text, canonical) in [
        ("Ng1f3", "Nf3"),
        ("Ng1-f3", "Nf3"),
        ("Ngf3", "Nf3"),
        ("Nxf3", "Nf3"),
        ("e2e4", "e4"),
        ("e2-e4", "e4"),
    ] {
        match p.parse_san_strict(text) {
            Err(SanError::NotCanonical {
                text: t,
                canonical: c,
            }) => {
                assert_eq!((t.as_str(), c.as_str()), (text, canonical));
            }
            other => panic!("{text:?} should not be canonical, got {other:?}"),
        }
    }
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(p.parse_san_strict("O-O"), Ok(uci(&p, "e1g1")));
    assert_eq!(p.parse_san_strict("O-O-O"), Ok(uci(&p, "e1c1")));
    for (text, canonical) in [("0-0", "O-O"), ("0-0-0", "O-O-O")] {
        assert!(
            matches!(
                p.parse_san_strict(text),
                Err(SanError::NotCanonical { canonical: ref c, .. }) if c == canonical
            ),
            "{text}"
        );
    }
    let err = p.parse_san_strict("0-0").unwrap_err().to_string();
    assert!(err.contains("O-O"), "{err}");
    // Errors other than spelling come through unchanged.
    assert!(matches!(
        Position::startpos().parse_san_strict("Nf6"),
        Err(SanError::Illegal(_))
    ));
    let amb = pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    assert!(matches!(
        amb.parse_san_strict("Nd2"),
        Err(SanError::Ambiguous { .. })
    ));
}

#[test]
fn parse_move_reads_uci_and_san() {
    let p = Position::startpos();
    assert_eq!(p.parse_move("g1f3"), Ok(uci(&p, "g1f3")));
    assert_eq!(p.parse_move("Nf3"), Ok(uci(&p, "g1f3")));
    assert_eq!(p.parse_move("e4"), Ok(uci(&p, "e2e4")));
    assert!(p.parse_move("e2e5").is_err());
    let castle = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(castle.parse_move("e1g1"), Ok(uci(&castle, "e1g1")));
    assert_eq!(castle.parse_move("O-O"), Ok(uci(&castle, "e1g1")));
    let promo = pos("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    let m: Move = promo.parse_move("e7e8n").expect("legal");
    assert_eq!(m.promotion, Some(PieceKind::Knight));
}

#[test]
fn uci_text_errors() {
    use rookery::rules::{UciMove, UciMoveError};
    let p = Position::startpos();
    for text in [
        "", "e2", "e2e", "e2e4e5", "0000", "e2e9", "i2i4", "e7e8k", "e7e8p", "E2E4",
    ] {
        assert!(
            matches!(p.parse_uci(text), Err(UciMoveError::Malformed(_))),
            "{text:?}"
        );
        assert!(UciMove::parse(text).is_err());
    }
    for text in ["e2e5", "e1g1", "e1h1", "e2e4q", "a1a3", "e7e5"] {
        assert!(
            matches!(p.parse_uci(text), Err(UciMoveError::Illegal(_))),
            "{text:?}"
        );
    }
    // The promotion letter may be given in either case.
    let promo = pos("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    assert_eq!(promo.parse_uci("e7e8Q"), Ok(uci(&promo, "e7e8q")));
    // A promotion needs its letter.
    assert!(matches!(
        promo.parse_uci("e7e8"),
        Err(UciMoveError::Illegal(_))
    ));
}

#[test]
fn a_request_between_two_squares_resolves_to_one_legal_move() {
    use rookery::rules::{MoveRequestError, Square, UciMove};
    let sq = |s: &str| s.parse::<Square>().expect("square");
    let p = Position::startpos();
    assert_eq!(
        p.move_between(sq("e2"), sq("e4"), None),
        Ok(uci(&p, "e2e4"))
    );
    // No legal move joins the squares: the rules say so, the position stays.
    for (from, to) in [("e2", "e5"), ("e7", "e5"), ("e4", "e5"), ("a1", "a3")] {
        assert_eq!(
            p.move_between(sq(from), sq(to), None),
            Err(MoveRequestError::Illegal),
            "{from}{to}"
        );
    }
    assert_eq!(p, Position::startpos());
    // A promotion piece named for a move that does not promote.
    assert_eq!(
        p.move_between(sq("e2"), sq("e4"), Some(PieceKind::Queen)),
        Err(MoveRequestError::WrongPromotion)
    );
    // Castling is the king's two-square move (as in UCI).
    let castle = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(
        castle.move_between(sq("e1"), sq("c1"), None),
        Ok(uci(&castle, "e1c1"))
    );
    // A pawn reaching the last rank: four moves join the squares, so the
    // piece must be named; a king or a pawn is no promotion.
    let promo = pos("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    assert_eq!(
        promo.move_between(sq("e7"), sq("e8"), None),
        Err(MoveRequestError::PromotionNeeded)
    );
    for kind in [
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
    ] {
        let mv = promo
            .move_between(sq("e7"), sq("d8"), Some(kind))
            .expect("capture and promote");
        assert_eq!(mv.promotion, Some(kind));
        assert_eq!((mv.from, mv.to), (sq("e7"), sq("d8")));
    }
    for kind in [PieceKind::King, PieceKind::Pawn] {
        assert_eq!(
            promo.move_between(sq("e7"), sq("e8"), Some(kind)),
            Err(MoveRequestError::WrongPromotion)
        );
    }
    // The text's parts, read first, then found in a position.
    let parts = UciMove::parse("e7e8n").expect("well-formed");
    assert_eq!(parts.to_move(&promo), Ok(uci(&promo, "e7e8n")));
    assert_eq!(
        UciMove::parse("e7e8").expect("well-formed").to_move(&promo),
        Err(MoveRequestError::PromotionNeeded)
    );
}
