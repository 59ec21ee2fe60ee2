//! Property tests over pseudo-random games: a proptest strategy draws a seed
//! and a length, and the seed drives the choice among the legal moves.

use std::collections::BTreeSet;

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rookery::rules::{EndReason, Game, Move, MoveKind, Position, Setup, UciMove};

use crate::{KIWIPETE, POS3, POS4, POS5, POS6, START, mirror_fen, mirror_uci, pos};

/// A start position and the legal moves of a pseudo-random game from it,
/// with the position before each move and the final position.
struct Line {
    start: Position,
    moves: Vec<Move>,
    positions: Vec<Position>,
}

fn random_line(seed: u64, len: usize) -> Line {
    let starts = [START, KIWIPETE, POS3, POS4, POS5, POS6];
    let mut rng = StdRng::seed_from_u64(seed);
    let fen = starts[rng.random_range(0..starts.len())];
    let start = if rng.random_bool(0.5) {
        pos(fen)
    } else {
        pos(&mirror_fen(fen))
    };
    let mut p = start;
    let mut moves = Vec::new();
    let mut positions = vec![start];
    for _ in 0..len {
        let legal = p.legal_moves();
        if legal.is_empty() {
            break;
        }
        // Favour double pushes and the rare kinds so that en passant
        // squares, castling and promotions come up often.
        let special: Vec<Move> = legal
            .iter()
            .filter(|m| m.kind != MoveKind::Normal || m.is_promotion())
            .copied()
            .collect();
        let mv = match special.choose(&mut rng) {
            Some(m) if rng.random_bool(0.3) => *m,
            _ => *legal.choose(&mut rng).expect("not empty"),
        };
        p.play(&mv);
        moves.push(mv);
        positions.push(p);
    }
    Line {
        start,
        moves,
        positions,
    }
}

/// The FEN with its en passant field replaced by `-`.
fn without_ep(fen: &str) -> String {
    let mut fields: Vec<&str> = fen.split(' ').collect();
    fields[3] = "-";
    fields.join(" ")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn copy_make_and_game_undo_restore_the_position(seed in any::<u64>(), len in 0usize..160) {
        let line = random_line(seed, len);

        // Copy-make: the copy taken before a move is the position before it.
        // "Before it" is read back from the FEN written before the move (a
        // string, sharing nothing with the position, its key computed from
        // scratch), not from another copy made the same way; and the move
        // did change the position the copy was taken from.
        let mut p = line.start;
        for mv in &line.moves {
            let fen_before = p.to_fen();
            let saved = p;
            p.play(mv);
            prop_assert_ne!(p, saved);
            prop_assert_eq!(saved.after(mv), p);
            let before = Position::from_fen_in(&fen_before, saved.variant()).expect("its own FEN");
            prop_assert_eq!(saved, before, "{}", fen_before);
            prop_assert_eq!(saved.key(), before.compute_key(), "{}", fen_before);
            prop_assert_eq!(saved.to_fen(), fen_before);
        }

        // Game: play the line (stopping where the game ends by itself),
        // then undo every move and redo them all.
        let mut game = Game::from_position(line.start);
        let mut played = 0;
        for mv in &line.moves {
            if game.is_over() {
                break;
            }
            let outcome = game.try_play(mv).expect("legal move accepted");
            played += 1;
            // The outcome follows from the board.
            let now = game.position();
            let reason = outcome.map(|o| o.reason);
            prop_assert_eq!(now.is_checkmate(), reason == Some(EndReason::Checkmate));
            prop_assert_eq!(now.is_stalemate(), reason == Some(EndReason::Stalemate));
            if now.has_legal_moves() {
                let expected = if now.is_insufficient_material() {
                    Some(EndReason::InsufficientMaterial)
                } else if now.halfmove_clock() >= 150 {
                    Some(EndReason::SeventyFiveMoveRule)
                } else if game.repetition_count() >= 5 {
                    Some(EndReason::FivefoldRepetition)
                } else {
                    None
                };
                prop_assert_eq!(reason, expected);
            }
            if let Some(o) = outcome {
                prop_assert_eq!(o.result.winner(), (o.reason == EndReason::Checkmate).then(|| now.side_to_move().other()));
            }
        }
        let sans: Vec<String> = game.moves().iter().map(|m| m.san.clone()).collect();
        prop_assert_eq!(&sans, &line.start.san_line(&line.moves[..played]));
        let end = *game.position();
        let outcome = game.outcome();
        for i in (0..played).rev() {
            let undone = game.undo().expect("a move to undo");
            prop_assert_eq!(undone, line.moves[i]);
            prop_assert_eq!(*game.position(), line.positions[i]);
            prop_assert_eq!(game.position().key(), line.positions[i].key());
            prop_assert_eq!(game.ply_count(), i);
            let now: Vec<String> = game.moves().iter().map(|m| m.san.clone()).collect();
            prop_assert_eq!(&now[..], &sans[..i]);
        }
        prop_assert!(game.undo().is_none());
        prop_assert_eq!(*game.position(), line.start);
        for i in 0..played {
            prop_assert_eq!(game.redo(), Some(line.moves[i]));
            prop_assert_eq!(*game.position(), line.positions[i + 1]);
        }
        prop_assert!(game.redo().is_none());
        prop_assert_eq!(*game.position(), end);
        prop_assert_eq!(game.outcome(), outcome);
    }

    #[test]
    fn incremental_key_equals_computed_key(seed in any::<u64>(), len in 0usize..200) {
        let line = random_line(seed, len);
        for p in &line.positions {
            prop_assert_eq!(p.key(), p.compute_key(), "{}", p.to_fen());
        }
    }

    #[test]
    fn san_written_then_read_is_the_same_move(seed in any::<u64>(), len in 0usize..120) {
        let line = random_line(seed, len);
        for p in &line.positions {
            for mv in &p.legal_moves() {
                let san = p.san(mv);
                let ctx = format!("{san} in {}", p.to_fen());
                prop_assert_eq!(p.parse_san(&san), Ok(*mv), "{}", ctx);
                prop_assert_eq!(p.parse_san_strict(&san), Ok(*mv), "{}", ctx);
                let bare = p.san_without_suffix(mv);
                prop_assert_eq!(p.parse_san_strict(&bare), Ok(*mv), "{}", ctx);
                prop_assert!(san.starts_with(&bare));
                // The suffix follows the position after the move.
                let after = p.after(mv);
                let suffix = &san[bare.len()..];
                let expected = if after.is_checkmate() {
                    "#"
                } else if after.is_check() {
                    "+"
                } else {
                    ""
                };
                prop_assert_eq!(suffix, expected, "{}", ctx);
            }
        }
    }

    #[test]
    fn uci_written_then_read_is_the_same_move(seed in any::<u64>(), len in 0usize..200) {
        let line = random_line(seed, len);
        for p in &line.positions {
            for mv in &p.legal_moves() {
                let text = mv.to_uci();
                prop_assert_eq!(p.parse_uci(&text), Ok(*mv), "{} in {}", text, p.to_fen());
                prop_assert_eq!(p.parse_move(&text), Ok(*mv));
                let parsed = UciMove::parse(&text).expect("well-formed");
                prop_assert_eq!((parsed.from, parsed.to, parsed.promotion), (mv.from, mv.to, mv.promotion));
            }
        }
    }

    #[test]
    fn fen_written_then_read_is_the_same_position(seed in any::<u64>(), len in 0usize..200) {
        let line = random_line(seed, len);
        for p in &line.positions {
            let fen = p.to_fen();
            prop_assert_eq!(Position::from_fen(&fen), Ok(*p), "{}", fen);
            let setup = Setup::parse(&fen).expect("own FEN parses");
            prop_assert_eq!(setup.into_position(), Ok(*p));
            prop_assert!(fen.starts_with(&p.board_fen()));
        }
    }

    #[test]
    fn en_passant_square_counts_only_when_the_capture_is_legal(seed in any::<u64>(), len in 0usize..160) {
        let line = random_line(seed, len);
        for p in &line.positions {
            if p.en_passant().is_none() {
                continue;
            }
            let fen = p.to_fen();
            let q = pos(&without_ep(&fen));
            let can_capture = p.legal_moves().iter().any(Move::is_en_passant);
            if can_capture {
                prop_assert_ne!(p.key(), q.key(), "{}", fen);
            } else {
                prop_assert_eq!(p.key(), q.key(), "{}", fen);
            }
            // Apart from en passant, the moves are the same.
            let ours: BTreeSet<String> = p
                .legal_moves()
                .iter()
                .filter(|m| !m.is_en_passant())
                .map(Move::to_uci)
                .collect();
            prop_assert_eq!(ours, crate::uci_set(&q));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn colour_mirrored_positions_have_mirrored_moves(seed in any::<u64>(), len in 0usize..160) {
        // Swapping the colours and flipping the board is a symmetry of the
        // rules: the mirrored position has the mirrored moves, the same
        // check state, and SAN with the rank digits flipped.
        let line = random_line(seed, len);
        let flip_digits = |s: &str| -> String {
            s.chars()
                .map(|c| match c {
                    '1'..='8' => (b'1' + b'8' - c as u8) as char,
                    other => other,
                })
                .collect()
        };
        for p in &line.positions {
            let q = pos(&mirror_fen(&p.to_fen()));
            prop_assert_eq!(q.is_check(), p.is_check());
            prop_assert_eq!(q.is_insufficient_material(), p.is_insufficient_material());
            let ours: BTreeSet<String> = p.legal_moves().iter().map(|m| mirror_uci(&m.to_uci())).collect();
            prop_assert_eq!(&ours, &crate::uci_set(&q), "{}", p.to_fen());
            for mv in &p.legal_moves() {
                let twin = q.parse_uci(&mirror_uci(&mv.to_uci())).expect("mirrored move");
                prop_assert_eq!(q.san(&twin), flip_digits(&p.san(mv)));
                prop_assert_eq!((twin.kind, twin.captured, twin.promotion), (mv.kind, mv.captured, mv.promotion));
            }
        }
    }
}

#[test]
fn en_passant_key_examples() {
    // After 1. e4 no black pawn can take en passant: same position as
    // without the square (FIDE Laws 9.2.3 counts only possible captures).
    let a = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    let b = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(a.key(), b.key());
    // After 1. e4 Nf6 2. e5 d5 exd6 is possible: different positions.
    let c = pos("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    let d = pos("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
    assert_ne!(c.key(), d.key());
    // A pawn beside the double-pushed one that may not take (it is pinned
    // along the rank): the square does not count either.
    let e = pos("8/8/8/r2Pp2K/8/8/4k3/8 w - e6 0 1");
    let f = pos("8/8/8/r2Pp2K/8/8/4k3/8 w - - 0 1");
    assert_eq!(e.key(), f.key());
}
