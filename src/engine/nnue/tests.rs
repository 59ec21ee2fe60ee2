//! The network's integers against its floats, its file, and a training
//! that learns.

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use super::Network;
use super::train::{FloatNet, Sample, TrainSettings, train, train_from};
use crate::engine::datagen::Record;
use crate::rules::{Color, GameResult, Move, PieceKind, Position};

/// Positions from seeded random games (seed `seed`), `n` of them, each
/// with at least a king and a few men a side.
fn positions(seed: u64, n: usize) -> Vec<Position> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut pos = Position::startpos();
        let plies = rng.random_range(4..60);
        for _ in 0..plies {
            let moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
            let Some(mv) = moves.choose(&mut rng) else {
                break;
            };
            pos.play(mv);
        }
        if !pos.legal_moves().is_empty() {
            out.push(pos);
        }
    }
    out
}

/// Material from White's view: 100, 300, 300, 500, 900 (the usual count,
/// a fact of chess teaching, not a fitted value).
fn material(pos: &Position) -> i16 {
    let mut sum = 0i16;
    for sq in pos.occupied().squares() {
        let piece = pos.piece_at(sq).expect("occupied");
        let value = match piece.kind {
            PieceKind::Pawn => 100,
            PieceKind::Knight | PieceKind::Bishop => 300,
            PieceKind::Rook => 500,
            PieceKind::Queen => 900,
            PieceKind::King => 0,
        };
        sum += if piece.color == Color::White {
            value
        } else {
            -value
        };
    }
    sum
}

/// The integer network computes what the floats do, to within the
/// rounding of its weights (each input weight within 1/510 and each
/// output weight within 1/128 of its float, the sum truncated). The
/// output weights' rounding dominates: 64 of them, each off by up to
/// 1/128 of 400 cp times an accumulator of up to 1, about 6 cp on average
/// for this random network; never more than 24 on 200 positions.
#[test]
fn the_integer_network_evaluates_as_its_floats_do() {
    let net = FloatNet::new(32, 3);
    let ints = net.quantise();
    let mut total = 0.0;
    for pos in positions(5, 200) {
        let sample = Sample::of(
            &Record {
                position: pos,
                score: 0,
                result: GameResult::Draw,
            },
            0.0,
        );
        let float_cp = net.output(&sample) * 400.0;
        let int_cp = ints.evaluate(&pos) as f32;
        assert!(
            (float_cp - int_cp).abs() <= 24.0,
            "{float_cp} against {int_cp}"
        );
        total += (float_cp - int_cp).abs();
    }
    assert!(total / 200.0 < 8.0, "{} cp on average", total / 200.0);
}

/// A network's file gives back the same network; a file cut short or of
/// something else is refused with a message.
#[test]
fn a_network_file_reads_back_the_same_network_and_a_damaged_one_is_refused() {
    let net = FloatNet::new(16, 9).quantise();
    let bytes = net.to_bytes();
    assert_eq!(bytes.len(), 8 + 2 + 2 * (768 * 16 + 16 + 32) + 4);
    assert_eq!(Network::from_bytes(&bytes).unwrap(), net);
    let cut = Network::from_bytes(&bytes[..bytes.len() - 1]).unwrap_err();
    assert!(cut.contains("where a network of 16 takes"), "{cut}");
    let other = Network::from_bytes(b"RKSELFPL........").unwrap_err();
    assert!(other.contains("not a Rookery network"), "{other}");
}

/// `n` random positions of `seed`, each scored by its material alone.
fn material_samples(seed: u64, n: usize) -> Vec<Sample> {
    positions(seed, n)
        .into_iter()
        .map(|pos| {
            Sample::of(
                &Record {
                    position: pos,
                    score: material(&pos),
                    result: GameResult::Draw,
                },
                0.0,
            )
        })
        .collect()
}

/// An integer network made into floats quantises back to itself, and
/// training goes on from it: one pass from a network already trained on
/// material ends near that network's loss on positions it never saw, at
/// less than half the loss of one pass from random weights.
#[test]
fn training_goes_on_from_a_network_already_made() {
    let random = FloatNet::new(16, 3).quantise();
    assert_eq!(FloatNet::from_network(&random).quantise(), random);

    let mut seen = material_samples(1, 4000);
    let unseen = material_samples(2, 500);
    let settings = TrainSettings {
        hidden: 16,
        epochs: 6,
        batch: 128,
        rate: 0.01,
        decay: 0.9,
        threads: 2,
        seed: 60,
    };
    let made = train(&mut seen, &settings, |_, _| {}).quantise();
    let made_loss = FloatNet::from_network(&made).loss(&unseen);
    let one = TrainSettings {
        epochs: 1,
        rate: 0.002,
        ..settings
    };
    let from_random = train(&mut seen, &one, |_, _| {}).loss(&unseen);
    let from_made = train_from(FloatNet::from_network(&made), &mut seen, &one, |_, _| {});
    let from_made = from_made.loss(&unseen);
    assert!(
        from_made < from_random / 2.0,
        "{from_made} against {from_random}"
    );
    assert!(
        from_made < made_loss * 1.5,
        "{from_made} against {made_loss}"
    );
}

/// Trained on positions scored by their material alone, the network
/// learns it: the loss on positions it never saw falls to a small part of
/// the loss of saying "even" everywhere, and it ranks a queen up above a
/// pawn up above even.
#[test]
fn training_on_scored_positions_learns_them() {
    let mut seen = material_samples(1, 4000);
    let unseen = material_samples(2, 500);
    let even: f64 = unseen
        .iter()
        .map(|s| f64::from((0.5 - s.target).powi(2)))
        .sum::<f64>()
        / unseen.len() as f64;
    let settings = TrainSettings {
        hidden: 16,
        epochs: 12,
        batch: 128,
        rate: 0.01,
        decay: 0.9,
        threads: 2,
        seed: 60,
    };
    let mut losses = Vec::new();
    let net = train(&mut seen, &settings, |_, net| {
        losses.push(net.loss(&unseen))
    });
    let last = *losses.last().unwrap();
    assert!(last < even / 4.0, "{losses:?} against {even}");
    assert!(losses[0] > last, "{losses:?}");
    let ints = net.quantise();
    let eval = |fen: &str| ints.evaluate(&Position::from_fen(fen).unwrap());
    let even_cp = eval("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1");
    let pawn_up = eval("4k3/ppppppp1/8/8/8/8/PPPPPPPP/4K3 w - - 0 1");
    let queen_up = eval("4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1");
    assert!(
        even_cp < pawn_up && pawn_up < queen_up,
        "{even_cp} {pawn_up} {queen_up}"
    );
}

/// The accumulators kept by [`Network::update`] move after move equal
/// those computed from nothing, along every line of a perft to depth 3
/// from positions with castling both ways, en passant and promotions (and
/// captures onto the promotion square), in standard chess and Chess960.
#[test]
fn accumulators_updated_move_by_move_equal_those_computed_from_nothing() {
    fn walk(net: &Network, pos: &Position, acc: &super::network::Accumulator, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut lines = 0;
        for mv in pos.legal_moves().iter() {
            let mut next = *pos;
            next.play(mv);
            let mut updated = acc.clone();
            net.update(&mut updated, pos, mv);
            assert_eq!(
                updated,
                net.accumulate(&next),
                "{} then {}",
                pos.to_fen(),
                mv.to_uci()
            );
            lines += walk(net, &next, &updated, depth - 1);
        }
        lines
    }
    let net = FloatNet::new(8, 21).quantise();
    let mut lines = 0;
    for fen in [
        // Kiwipete (the Chess Programming Wiki's perft position 2): both
        // castlings for both sides, en passant, promotions near.
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        // Promotions with captures on both sides (the wiki's position 4).
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        // En passant at once.
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    ] {
        let pos = Position::from_fen(fen).unwrap();
        lines += walk(&net, &pos, &net.accumulate(&pos), 3);
    }
    // Chess960 (Shredder-FEN): the king on b1 between rooks on a1 and e1,
    // so that castling either way moves the king onto or past a rook.
    let chess960 = Position::from_fen_in(
        "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1",
        crate::rules::Variant::Chess960,
    )
    .unwrap();
    assert!(chess960.legal_moves().iter().any(|m| m.is_castle()));
    lines += walk(&net, &chess960, &net.accumulate(&chess960), 3);
    // Kiwipete's 97,862 lines at depth 3 alone.
    assert!(lines > 100_000, "{lines}");
}

/// The search's accumulators ([`super::AccumulatorStack`]), one pair per
/// ply, made move by move and passed on by null moves, evaluate every
/// position of a perft to depth 3 as the network does from nothing, for
/// both sides to move.
#[test]
fn the_search_s_accumulators_evaluate_each_position_as_from_nothing() {
    fn walk(net: &Network, stack: &mut super::AccumulatorStack, pos: &Position, ply: usize) -> u64 {
        let fresh = net.evaluate(pos);
        assert_eq!(
            stack.evaluate(net, ply, pos.side_to_move()),
            fresh,
            "{}",
            pos.to_fen()
        );
        if ply == 3 {
            return 1;
        }
        let mut nodes = 1;
        if !pos.is_check() {
            // A null move: the same pieces, the other side to move.
            let mut null = *pos;
            null.play_null();
            stack.pass(ply);
            assert_eq!(
                stack.evaluate(net, ply + 1, null.side_to_move()),
                net.evaluate(&null)
            );
        }
        for mv in pos.legal_moves().iter() {
            stack.make(net, ply, pos, mv);
            nodes += walk(net, stack, &pos.after(mv), ply + 1);
        }
        nodes
    }
    let net = FloatNet::new(32, 8).quantise();
    let mut stack = super::AccumulatorStack::new(&net, 4);
    let mut nodes = 0;
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ] {
        let pos = Position::from_fen(fen).unwrap();
        stack.set_root(&net, &pos);
        nodes += walk(&net, &mut stack, &pos, 0);
    }
    assert!(nodes > 90_000, "{nodes}");
}

/// The network built into Rookery reads, and judges as a player would:
/// the start about even, a queen up far ahead for whichever side has it.
#[test]
fn the_built_in_network_reads_and_sees_material() {
    let net = super::built_in();
    let eval = |fen: &str| net.evaluate(&Position::from_fen(fen).unwrap());
    let start = eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert!(start.abs() < 80, "{start}");
    let white_up = eval("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    let black_to_move = eval("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
    assert!(white_up > 500, "{white_up}");
    assert!(black_to_move < -500, "{black_to_move}");
}

/// A network that calls every position `cp` for the side to move: no
/// input weights, no accumulator biases, its output bias alone (`cp` a
/// multiple of 25, so that `cp x QA x QB / SCALE` is whole).
fn flat_network(cp: i32) -> Network {
    let mut net = FloatNet::new(16, 1).quantise();
    net.input_weights.iter_mut().for_each(|w| *w = 0);
    net.input_biases.iter_mut().for_each(|b| *b = 0);
    net.output_bias = cp * super::QA * super::QB / super::SCALE;
    net
}

/// An engine given a network searches with it: a network that calls
/// every position +120 for the side to move (no input weights, its
/// biases alone) makes a search of a quiet position score -120 at an odd
/// depth and +120 at an even one, which the hand-written evaluation does
/// not; without the network the engine is back to it.
#[test]
fn an_engine_given_a_network_evaluates_with_it() {
    use crate::engine::{Engine, Limits, Score};
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let net = flat_network(120);
    let pos = Position::from_fen("4k3/8/8/3p4/8/4P3/8/4K3 w - - 0 1").unwrap();
    let stop = AtomicBool::new(false);
    let mut engine = Engine::new(1);
    engine.set_network(Some(Arc::new(net)));
    assert_eq!(engine.static_eval(&pos), 120);
    for (depth, want) in [(1, -120), (2, 120), (5, -120)] {
        engine.new_game();
        let r = engine.search(&pos, &[], &Limits::depth(depth), &stop, &mut |_| {});
        assert_eq!(r.score, Score::Cp(want), "depth {depth}");
    }
    engine.set_network(None);
    engine.new_game();
    let r = engine.search(&pos, &[], &Limits::depth(1), &stop, &mut |_| {});
    assert_ne!(r.score, Score::Cp(-120));
}

/// `rookery train --mirror`: a sample turned left to right is the sample
/// of the position turned by hand (each rank of the FEN written
/// backwards), with the same target.
#[test]
fn a_mirrored_sample_is_the_sample_of_the_position_turned_left_to_right() {
    let sample = |fen: &str| {
        Sample::of(
            &Record {
                position: Position::from_fen(fen).unwrap(),
                score: 35,
                result: GameResult::WhiteWins,
            },
            0.5,
        )
    };
    let sorted = |s: &Sample| {
        let mut sides = s.inputs;
        for side in &mut sides {
            side[..usize::from(s.count)].sort_unstable();
        }
        sides
    };
    let turned = sample("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b - - 2 3").mirrored();
    let by_hand = sample("rnbkqb1r/ppp1pppp/5n2/3p4/3P4/2N5/PPP1PPPP/R1BKQBNR b - - 2 3");
    assert_eq!(turned.count, 32);
    assert_eq!(sorted(&turned), sorted(&by_hand));
    assert_eq!(turned.target, by_hand.target);
}

/// The levels play with the hand-written evaluation their ratings were
/// measured with, whatever network the engine holds; full strength plays
/// with the network (the flat +120 network of the test above), and the
/// engine keeps it after a level's move.
#[test]
fn the_levels_keep_the_hand_written_evaluation_and_full_strength_takes_the_network() {
    use crate::engine::{Engine, Level, Limits, Score, levels};
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let net = flat_network(120);
    let pos = Position::from_fen("4k3/8/8/3p4/8/4P3/8/4K3 w - - 0 1").unwrap();
    let stop = AtomicBool::new(false);
    let mut engine = Engine::new(1);
    engine.set_network(Some(Arc::new(net)));
    let mut score_at = |level: Level| {
        engine.new_game();
        let started = std::time::Instant::now();
        let limits = Limits::depth(1);
        levels::play(
            &mut engine,
            &pos,
            &[],
            level,
            &limits,
            5,
            &stop,
            &mut |_| {},
            &started,
        )
        .score
    };
    assert_eq!(score_at(Level::FULL), Score::Cp(-120));
    for level in [Level::Strength(5), Level::Strength(7), Level::Elo(1500)] {
        assert_ne!(score_at(level), Score::Cp(-120), "{level:?}");
    }
    assert_eq!(
        score_at(Level::FULL),
        Score::Cp(-120),
        "the network is kept"
    );
}
