//! The engine (`rookery::engine`): mates it must find, legality of its
//! answers over many random positions, stopping, draws by rule inside the
//! search, and the playing levels.
//!
//! Every expected mate is checked twice: by reasoning (in the comments) and
//! by an exhaustive search written here with nothing but the rules, which
//! shares no code with the engine.

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::thread;
use std::time::Duration;

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rookery::engine::{
    Book, Engine, Level, Limits, Score, SearchInfo, SearchResult, best_move, choose_move, evaluate,
    random_move,
};
use rookery::rules::{Game, Position};

use crate::{KIWIPETE, POS3, POS4, POS5, POS6, START, mirror_fen, pos};

fn no_stop() -> AtomicBool {
    AtomicBool::new(false)
}

fn search(p: &Position, limits: &Limits) -> SearchResult {
    Engine::new(4).search(p, &[], limits, &no_stop(), &mut |_| {})
}

/// Whether the side to move can force checkmate within `n` of its moves,
/// by trying everything.
fn forces_mate(p: &Position, n: u32) -> bool {
    n > 0 && p.legal_moves().iter().any(|m| move_forces_mate(p, m, n))
}

/// Whether playing `mv` forces checkmate within `n` moves (this one included).
fn move_forces_mate(p: &Position, mv: &rookery::rules::Move, n: u32) -> bool {
    let after = p.after(mv);
    if after.is_checkmate() {
        return true;
    }
    if n == 1 {
        return false;
    }
    let replies = after.legal_moves();
    !replies.is_empty() && replies.iter().all(|r| forces_mate(&after.after(r), n - 1))
}

/// (name, FEN, the mating moves in UCI).
const MATES_IN_ONE: [(&str, &str, &[&str]); 6] = [
    // Back-rank mate: Ra8, the king is walled in by its own f7-g7-h7 pawns.
    (
        "back rank (White)",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        &["a1a8"],
    ),
    // The same with colours reversed: ...Ra1.
    (
        "back rank (Black)",
        "r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1",
        &["a8a1"],
    ),
    // Smothered mate: Nf7, the king on h8 is boxed in by its rook and pawns.
    ("smothered", "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1", &["g5f7"]),
    // Arabian mate: Rh7 protected by the knight on f6, which also takes g8.
    ("Arabian", "7k/R7/5N2/8/8/8/8/6K1 w - - 0 1", &["a7h7"]),
    // King and queen: Qh8, the queen takes the eighth rank and the king
    // on b6 covers a7 and b7.
    ("king and queen", "k7/8/1K6/8/8/8/7Q/8 w - - 0 1", &["h2h8"]),
    // Black's queen: ...Qf1, covering g1, g2 and h1's rank; h2 is White's own.
    (
        "queen on the first rank",
        "6k1/8/8/8/8/8/4q2P/7K b - - 0 1",
        &["e2f1"],
    ),
];

#[test]
fn finds_mate_in_one() {
    for (name, fen, expected) in MATES_IN_ONE {
        let p = pos(fen);
        // The expected moves are exactly the mating moves.
        let mating: BTreeSet<String> = p
            .legal_moves()
            .iter()
            .filter(|m| p.after(m).is_checkmate())
            .map(|m| m.to_uci())
            .collect();
        assert_eq!(mating, crate::set_of(expected), "{name}: mating moves");
        // Searched deeper than needed, the shortest mate is still preferred.
        for depth in [1, 4] {
            let r = search(&p, &Limits::depth(depth));
            let best = r.best.expect("a move").to_uci();
            assert!(expected.contains(&best.as_str()), "{name}: played {best}");
            assert_eq!(r.score, Score::Mate(1), "{name} at depth {depth}");
            assert_eq!(r.pv.first().map(|m| m.to_uci()), Some(best));
        }
    }
}

/// (name, FEN): positions where the side to move mates in 2 and not in 1.
fn mates_in_two() -> Vec<(&'static str, String)> {
    // Two rooks: 1.Rb7 (or 1.Ra7) takes the seventh rank, the king can only
    // shuffle on the eighth, and the other rook mates there.
    let rooks = "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1";
    vec![
        ("two rooks", rooks.to_string()),
        // The same mirrored, Black to move.
        ("two rooks (Black)", mirror_fen(rooks)),
        // Doubled rooks: 1.Rxd8+ Rxd8 2.Rxd8, a back-rank mate.
        (
            "doubled rooks",
            "r2r2k1/5ppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1".to_string(),
        ),
        // Philidor's smothered mate: 1.Qg8+ (the knight guards g8) Rxg8
        // forced, 2.Nf7 mate.
        (
            "Philidor's smothered mate",
            "5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1".to_string(),
        ),
    ]
}

/// Every level that sees a mate plays the quickest: here Black's Qg2 mates
/// at once, and Qf1+ or Qe1+ mate later (a puzzle of Rookery's starter set,
/// r-bqgwxh2, where levels 1 to 7 once played a longer mate four times in
/// six, its temperature choosing among mates as among centipawns).
#[test]
fn every_level_plays_a_mate_in_one_it_sees() {
    let pos = Position::from_fen("3Q4/p3r1pk/5p2/8/3P4/3N1PPp/4q2P/3R3K b - - 3 40").unwrap();
    let game = Game::from_position(pos);
    let stop = no_stop();
    for n in 1..=7 {
        for seed in 0..6 {
            let mv = choose_move(&game, Level::Strength(n), seed * 7919 + 12345, &stop).unwrap();
            assert_eq!(mv.to_uci(), "e2g2", "level {n}, seed {seed}");
        }
    }
}

#[test]
fn finds_mate_in_two() {
    for (name, fen) in mates_in_two() {
        let p = pos(&fen);
        assert!(!forces_mate(&p, 1), "{name}: there is a mate in 1");
        assert!(forces_mate(&p, 2), "{name}: there is no mate in 2");
        let r = search(&p, &Limits::depth(5));
        let best = r.best.expect("a move");
        assert_eq!(r.score, Score::Mate(2), "{name}");
        assert!(
            move_forces_mate(&p, &best, 2),
            "{name}: {best} does not mate in 2"
        );
    }
    // The first moves named above.
    let r = search(
        &pos("r2r2k1/5ppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1"),
        &Limits::depth(4),
    );
    assert_eq!(r.best.map(|m| m.to_uci()).as_deref(), Some("d2d8"));
    let r = search(
        &pos("5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1"),
        &Limits::depth(4),
    );
    assert_eq!(r.best.map(|m| m.to_uci()).as_deref(), Some("d5g8"));
}

#[test]
fn sees_being_mated() {
    // Black to move is mated in 1 whatever it does: after ...Kh8 or ...Kf8
    // White's Ra8 is mate (the 2-rook ladder one move later).
    let p = pos("6k1/R7/8/8/8/8/8/1R4K1 b - - 0 1");
    let r = search(&p, &Limits::depth(4));
    assert_eq!(r.score, Score::Mate(-1));
    assert!(p.is_legal(&r.best.expect("a move")));
}

#[test]
fn answers_are_legal_in_random_positions() {
    let mut rng = StdRng::seed_from_u64(0x5eed_e961_0e00);
    let mut engine = Engine::new(1);
    let stop = no_stop();
    let mut searched = 0;
    for (i, start) in [START, KIWIPETE, POS3, POS4, POS5, POS6]
        .iter()
        .cycle()
        .take(30)
        .enumerate()
    {
        let mut game = Game::from_position(pos(start));
        for ply in 0..120 {
            let p = *game.position();
            let history: Vec<u64> = game.moves().iter().map(|m| m.before.key()).collect();
            let limits = if ply % 7 == 0 {
                Limits::depth(2)
            } else {
                Limits::nodes(150)
            };
            let r = engine.search(&p, &history, &limits, &stop, &mut |_| {});
            searched += 1;
            match r.best {
                Some(mv) => {
                    assert!(p.is_legal(&mv), "{mv} illegal in {}", p.to_fen());
                    if let Some(first) = r.pv.first() {
                        assert_eq!(*first, mv);
                    }
                }
                None => {
                    assert!(!p.has_legal_moves(), "no move in {}", p.to_fen());
                    break;
                }
            }
            if game.is_over() {
                break;
            }
            // Mostly random play, sometimes the engine's move, to reach
            // both wild and sensible positions.
            let next = if i % 3 == 0 && rng.random_bool(0.5) {
                r.best.expect("checked above")
            } else {
                *p.legal_moves().choose(&mut rng).expect("has moves")
            };
            game.try_play(&next).expect("legal");
        }
    }
    assert!(searched > 2000, "only {searched} positions");
}

#[test]
fn stops_when_told() {
    let stop = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel();
    let flag = Arc::clone(&stop);
    thread::spawn(move || {
        let mut engine = Engine::new(8);
        let limits = Limits {
            infinite: true,
            ..Limits::default()
        };
        let r = engine.search(&pos(KIWIPETE), &[], &limits, &flag, &mut |_| {});
        let _ = tx.send(r);
    });
    thread::sleep(Duration::from_millis(50));
    stop.store(true, Ordering::Relaxed);
    let r = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("the search did not stop");
    assert!(pos(KIWIPETE).is_legal(&r.best.expect("a move")));

    // Stopped before it starts: still a legal move.
    let stopped = AtomicBool::new(true);
    for fen in [START, KIWIPETE, POS4] {
        let p = pos(fen);
        let limits = Limits {
            infinite: true,
            ..Limits::default()
        };
        let r = Engine::new(1).search(&p, &[], &limits, &stopped, &mut |_| {});
        assert!(p.is_legal(&r.best.expect("a move")), "{fen}");
        assert_eq!(r.depth, 0);
    }
}

#[test]
fn limits_and_progress_reports() {
    let p = pos(KIWIPETE);
    let mut infos: Vec<SearchInfo> = Vec::new();
    let r = Engine::new(4).search(&p, &[], &Limits::depth(4), &no_stop(), &mut |i| {
        infos.push(i.clone())
    });
    assert_eq!(r.depth, 4);
    assert_eq!(
        infos.iter().map(|i| i.depth).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    let last = infos.last().expect("reports");
    assert_eq!(last.pv.first(), r.best.as_ref());
    assert_eq!(last.score, r.score);
    // The pv is a legal line.
    let mut q = p;
    for mv in &last.pv {
        assert!(q.is_legal(mv), "pv move {mv} illegal in {}", q.to_fen());
        q.play(mv);
    }

    let r = search(&p, &Limits::nodes(5_000));
    assert!(r.nodes <= 5_000, "{} nodes", r.nodes);
    assert!(p.is_legal(&r.best.expect("a move")));
}

/// White's knight and Black's knight go out and back twice, so the position
/// with White to move has occurred three times and the one after Nf3 twice.
/// The largest limits a caller can give are taken, not overflowed: a time
/// of `Duration::MAX` (no `Instant` is that far off), `u64::MAX` nodes and
/// `u32::MAX` depth, each with a small limit beside it so the search ends.
#[test]
fn huge_limits_do_not_overflow() {
    let p = pos(START);
    let cases = [
        Limits {
            time: Some(Duration::MAX),
            depth: Some(2),
            ..Limits::default()
        },
        Limits {
            nodes: Some(u64::MAX),
            depth: Some(2),
            ..Limits::default()
        },
        Limits {
            depth: Some(u32::MAX),
            nodes: Some(2_000),
            ..Limits::default()
        },
    ];
    for limits in cases {
        let r = search(&p, &limits);
        let best = r.best.expect("the start has moves");
        assert!(p.is_legal(&best), "{limits:?}");
    }
}

fn shuffled(fen: &str) -> Game {
    let mut game = Game::from_fen(fen).expect("legal FEN");
    for mv in [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
    ] {
        game.play_uci(mv).expect("legal");
    }
    assert!(!game.is_over());
    game
}

#[test]
fn repetition_grabbed_when_losing_avoided_when_winning() {
    // White (knight against queen and knight) is lost; Nf3 repeats the
    // position a third time, a draw the engine should take.
    let losing = shuffled("3qk1n1/8/8/8/8/8/8/4K1N1 w - - 0 1");
    let history: Vec<u64> = losing.moves().iter().map(|m| m.before.key()).collect();
    let r = Engine::new(4).search(
        losing.position(),
        &history,
        &Limits::depth(4),
        &no_stop(),
        &mut |_| {},
    );
    assert_eq!(r.best.map(|m| m.to_uci()).as_deref(), Some("g1f3"));
    assert_eq!(r.score, Score::Cp(0));
    // A queen up, White must not allow the repetition.
    let winning = shuffled("4k1n1/8/8/8/8/8/8/3QK1N1 w - - 0 1");
    let history: Vec<u64> = winning.moves().iter().map(|m| m.before.key()).collect();
    let r = Engine::new(4).search(
        winning.position(),
        &history,
        &Limits::depth(4),
        &no_stop(),
        &mut |_| {},
    );
    assert_ne!(r.best.map(|m| m.to_uci()).as_deref(), Some("g1f3"));
    assert!(r.score > Score::Cp(500), "{}", r.score);
}

#[test]
fn fifty_move_rule_and_dead_positions_are_draws() {
    // A queen up, but every White move is the hundredth half-move without
    // a capture or pawn move, and none mates: a draw.
    let r = search(&pos("4k3/8/8/8/8/8/8/3QK3 w - - 99 80"), &Limits::depth(3));
    assert_eq!(r.score, Score::Cp(0));
    let r = search(&pos("4k3/8/8/8/8/8/8/3QK3 w - - 0 80"), &Limits::depth(3));
    assert!(r.score > Score::Cp(500));
    // Mate on the hundredth half-move still counts: Ra8 mates.
    let r = search(
        &pos("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80"),
        &Limits::depth(3),
    );
    assert_eq!(r.score, Score::Mate(1));
    // King and knight against king cannot mate.
    let r = search(&pos("8/8/4k3/8/8/3NK3/8/8 w - - 0 1"), &Limits::depth(4));
    assert_eq!(r.score, Score::Cp(0));
}

fn fools_mate() -> Game {
    let mut game = Game::new();
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        game.play_uci(mv).expect("legal");
    }
    game
}

#[test]
fn no_move_when_the_game_has_none() {
    let stop = no_stop();
    let mated = fools_mate();
    assert!(mated.position().is_checkmate());
    for level in Level::ALL {
        assert_eq!(choose_move(&mated, level, 1, &stop), None);
    }
    assert!(best_move(&mated, Duration::from_millis(50), &stop).is_none());
    assert_eq!(
        evaluate(&mated, Duration::from_millis(50), &stop),
        Score::Mate(0)
    );
    assert_eq!(
        random_move(mated.position(), &mut StdRng::seed_from_u64(1)),
        None
    );
    // Stalemate: Black's king on h8 is not in check and has no move (the
    // queen on f7 covers g8, g7 and h7, the king on g6 also g7 and h7).
    let stalemate = Game::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").expect("legal");
    assert!(stalemate.position().is_stalemate());
    assert_eq!(
        evaluate(&stalemate, Duration::from_millis(50), &stop),
        Score::Cp(0)
    );
}

#[test]
fn levels_play_legal_moves() {
    // Positions from a real-looking game and the test suite.
    let mut games = vec![Game::new()];
    for fen in [KIWIPETE, POS3, POS5] {
        games.push(Game::from_fen(fen).expect("legal"));
    }
    let mut g = Game::new();
    for mv in [
        "e2e4", "c7c5", "g1f3", "d7d6", "d2d4", "c5d4", "f3d4", "g8f6",
    ] {
        g.play_uci(mv).expect("legal");
    }
    games.push(g);
    let stop = no_stop();
    for level in Level::ALL {
        for game in &games {
            let strong = matches!(level, Level::Strength(n) if n >= 6);
            let mv = if strong {
                // The strong levels think up to 2 s; stop them early here.
                choose_with_stop_after(game, level, 9, Duration::from_millis(120))
            } else {
                choose_move(game, level, 9, &stop)
            };
            let mv = mv.unwrap_or_else(|| panic!("{level}: no move"));
            assert!(game.position().is_legal(&mv), "{level}: {mv}");
        }
    }
}

fn choose_with_stop_after(
    game: &Game,
    level: Level,
    seed: u64,
    after: Duration,
) -> Option<rookery::rules::Move> {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let game = game.clone();
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let _ = tx.send(choose_move(&game, level, seed, &flag));
    });
    thread::sleep(after);
    stop.store(true, Ordering::Relaxed);
    rx.recv_timeout(Duration::from_secs(60))
        .expect("the level did not stop")
}

#[test]
fn levels_are_reproducible_and_varied() {
    let stop = no_stop();
    let mut game = Game::new();
    for mv in ["e2e4", "e7e5", "g1f3", "b8c6"] {
        game.play_uci(mv).expect("legal");
    }
    for n in 1..=4 {
        let level = Level::Strength(n);
        for seed in [1, 2, 3] {
            assert_eq!(
                choose_move(&game, level, seed, &stop),
                choose_move(&game, level, seed, &stop),
                "{level} seed {seed}"
            );
        }
    }
    // The beginner level does not always play the same move.
    let moves: BTreeSet<String> = (0..24)
        .filter_map(|seed| choose_move(&game, Level::Strength(1), seed, &stop))
        .map(|m| m.to_uci())
        .collect();
    assert!(moves.len() >= 3, "{moves:?}");
    // But even the beginner takes a queen that is simply hanging most of
    // the time: Black's queen on h4 can be taken by the knight on f3.
    let mut hanging = Game::new();
    for mv in ["e2e4", "e7e5", "g1f3", "d8h4"] {
        hanging.play_uci(mv).expect("legal");
    }
    let takes = (0..20)
        .filter_map(|seed| choose_move(&hanging, Level::Strength(2), seed, &stop))
        .filter(|m| m.to_uci() == "f3h4")
        .count();
    assert!(takes >= 14, "took the queen {takes} times out of 20");
    // The random mover is uniform over the legal moves.
    let p = Position::startpos();
    let mut rng = StdRng::seed_from_u64(7);
    let picked: BTreeSet<String> = (0..400)
        .filter_map(|_| random_move(&p, &mut rng))
        .map(|m| m.to_uci())
        .collect();
    assert_eq!(picked.len(), 20);
}

#[test]
fn game_api_answers() {
    let stop = no_stop();
    let mut game = Game::new();
    game.play_uci("e2e4").expect("legal");
    let r = best_move(&game, Duration::from_millis(150), &stop).expect("a move");
    assert!(game.position().is_legal(&r.best.expect("a move")));
    assert!(r.depth >= 1);
    // Balanced: the evaluation is modest either way.
    match evaluate(&game, Duration::from_millis(100), &stop) {
        Score::Cp(cp) => assert!(cp.abs() < 150, "{cp}"),
        Score::Mate(n) => panic!("mate {n} after 1.e4?"),
    }
    // A queen up for the side to move.
    let up =
        Game::from_fen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").expect("legal");
    assert!(evaluate(&up, Duration::from_millis(100), &stop) > Score::Cp(600));
}

/// Plays `white` against `black` from the start; each is a level or the
/// random mover. Returns the finished game (or the game after 300 plies).
fn play_match_game(white: Level, black: Level, seed: u64) -> Game {
    let stop = no_stop();
    let mut game = Game::new();
    while !game.is_over() && game.ply_count() < 300 {
        if game.claimable_draw().is_some() {
            break;
        }
        let level = match game.side_to_move() {
            rookery::rules::Color::White => white,
            rookery::rules::Color::Black => black,
        };
        let seed = seed.wrapping_mul(1_000_003) ^ game.ply_count() as u64;
        let mv = choose_move(&game, level, seed, &stop).expect("a move while not over");
        game.try_play(&mv).expect("legal");
    }
    game
}

/// A sanity match, not part of the normal run (it takes minutes): full
/// strength against the random mover must win every game.
/// `cargo test --test rules sanity_match -- --ignored --nocapture`
#[test]
#[ignore = "takes minutes; run by hand"]
fn sanity_match_full_strength_beats_random() {
    let games: u64 = std::env::var("ROOKERY_MATCH_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4);
    let mut wins = 0;
    for g in 0..games {
        let engine_white = g % 2 == 0;
        let (white, black) = if engine_white {
            (Level::FULL, Level::Random)
        } else {
            (Level::Random, Level::FULL)
        };
        let started = std::time::Instant::now();
        let game = play_match_game(white, black, g);
        let outcome = game.outcome();
        let engine_color = if engine_white {
            rookery::rules::Color::White
        } else {
            rookery::rules::Color::Black
        };
        let won = outcome.is_some_and(|o| o.result.winner() == Some(engine_color));
        wins += u64::from(won);
        println!(
            "game {}: engine {} - {} after {} plies in {:.0} s",
            g + 1,
            if engine_white { "White" } else { "Black" },
            outcome.map_or("unfinished".to_string(), |o| o.to_string()),
            game.ply_count(),
            started.elapsed().as_secs_f64()
        );
    }
    println!("full strength won {wins} of {games}");
    assert_eq!(wins, games);
}

#[test]
fn levels_are_named_as_players_see_them() {
    use rookery::engine::{Level, RATINGS};
    assert_eq!(Level::Random.name(), "Random mover");
    assert_eq!(Level::Strength(1).name(), "Level 1");
    assert_eq!(Level::FULL.name(), "Level 8");
    let three = RATINGS[2].elo;
    assert_eq!(
        Level::Strength(3).label(),
        format!("Level 3 · about {three}")
    );
    assert_eq!(Level::Elo(three).label(), format!("Elo {three} · level 3"));
    assert_eq!(
        Level::Elo(three + 1).label(),
        format!("Elo {} · between levels 3 and 4", three + 1)
    );
}

/// Every move of the built-in opening book is legal where it is played:
/// the whole book, walked from the start through every move it offers.
#[test]
fn every_book_move_is_legal() {
    let (book, problems) = Book::builtin();
    assert!(problems.is_empty(), "{problems:?}");
    let mut seen = std::collections::HashSet::new();
    let mut todo = vec![Position::startpos()];
    let mut moves = 0;
    while let Some(pos) = todo.pop() {
        if !seen.insert(pos.key()) {
            continue;
        }
        for b in book.moves(&pos) {
            assert!(pos.is_legal(&b.mv), "{} in {}", b.mv, pos.to_fen());
            moves += 1;
            todo.push(pos.after(&b.mv));
        }
    }
    // The list has 3,807 lines; after sidelines are left out, a good part
    // of a thousand positions remain.
    assert!(seen.len() > 500, "only {} positions", seen.len());
    assert!(moves > 500, "only {moves} moves");
}

/// Over many seeds the computer's first moves vary, main lines first.
#[test]
fn the_book_varies_its_choice_toward_main_lines() {
    let (book, _) = Book::builtin();
    let game = Game::new();
    let mut first = std::collections::HashMap::<String, u32>::new();
    for seed in 0..400 {
        let mv = book.choose(&game, Level::FULL, seed).expect("in book");
        *first.entry(game.position().san(&mv)).or_default() += 1;
    }
    assert!(first.len() >= 3, "{first:?}");
    // By the list's counts 1. e4 takes about half of the lines (2,020 of
    // 3,807) and 1. d4 about a third (1,287).
    let e4 = first.get("e4").copied().unwrap_or(0);
    let d4 = first.get("d4").copied().unwrap_or(0);
    assert!((140..=260).contains(&e4), "{first:?}");
    assert!((80..=190).contains(&d4), "{first:?}");
    assert!(!first.contains_key("g4"), "a sideline: {first:?}");
    // Whole games: different seeds give different openings.
    let openings: std::collections::HashSet<Vec<String>> = (0..50)
        .map(|seed| {
            let mut g = Game::new();
            let mut line = Vec::new();
            while let Some(mv) = book.choose(&g, Level::FULL, seed) {
                line.push(g.position().san(&mv));
                g.try_play(&mv).expect("legal");
            }
            line
        })
        .collect();
    assert!(
        openings.len() >= 30,
        "{} different openings",
        openings.len()
    );
}

/// White wins the queen with e4xd5 or the rook with Nb3xa5, nothing else
/// wins material (worked out by hand; Stockfish 15.1 with MultiPV 3 at
/// depth 14 orders them the same, -3.41, -4.81, then -13.38).
const TWO_CAPTURES: &str = "6k1/5ppp/8/r2q4/4P3/1N5P/5PP1/6K1 w - - 0 1";

#[test]
fn multipv_finds_the_best_lines_best_first() {
    let p = pos(TWO_CAPTURES);
    let limits = Limits {
        depth: Some(6),
        multipv: 3,
        ..Limits::default()
    };
    let mut infos: Vec<SearchInfo> = Vec::new();
    let result =
        Engine::new(4).search(&p, &[], &limits, &no_stop(), &mut |i| infos.push(i.clone()));
    let last = infos.last().expect("an info per depth");
    assert_eq!(last.depth, 6);
    let firsts: Vec<String> = last.lines.iter().map(|l| l.moves[0].to_uci()).collect();
    assert_eq!(firsts.len(), 3, "{firsts:?}");
    assert_eq!(firsts[0], "e4d5");
    assert_eq!(firsts[1], "b3a5");
    assert!(firsts[2] != "e4d5" && firsts[2] != "b3a5", "{firsts:?}");
    // Best first, the first line is the search's answer, and every line
    // is legal from the position.
    let cp = |s: Score| match s {
        Score::Cp(v) => v,
        Score::Mate(_) => panic!("no mate here: {s:?}"),
    };
    assert!(cp(last.lines[0].score) > cp(last.lines[1].score));
    assert!(cp(last.lines[1].score) > cp(last.lines[2].score));
    assert_eq!(last.lines[0].moves, result.pv);
    assert_eq!(last.lines[0].score, result.score);
    for line in &last.lines {
        let mut q = p;
        for mv in &line.moves {
            assert!(q.is_legal(mv), "{mv} in {}", q.to_fen());
            q.play(mv);
        }
    }
    // Each depth reported its three lines.
    assert!(infos.iter().all(|i| i.lines.len() == 3), "{infos:?}");
}

/// More lines than moves: one line a legal move; one line by default.
#[test]
fn multipv_asks_no_more_lines_than_there_are_moves() {
    // Black's king on h8 has three moves, g8, g7 and h7 (White's rook on
    // a6 holds only the sixth rank).
    let p = pos("7k/8/R7/8/8/8/8/K7 b - - 0 1");
    let moves = p.legal_moves().len();
    assert_eq!(moves, 3);
    let limits = Limits {
        depth: Some(4),
        multipv: 10,
        ..Limits::default()
    };
    let mut lines = 0;
    Engine::new(4).search(&p, &[], &limits, &no_stop(), &mut |i| lines = i.lines.len());
    assert_eq!(lines, moves);
    let mut lines = 0;
    Engine::new(4).search(&p, &[], &Limits::depth(4), &no_stop(), &mut |i| {
        lines = i.lines.len()
    });
    assert_eq!(lines, 1);
}

/// A level is read back from the name a game against the computer keeps
/// ("Rookery (Level 3)"), for every level; other words, and numbers out of
/// the levels' range, are no level.
#[test]
fn a_level_is_read_back_from_its_name() {
    use rookery::engine::Level;
    for n in 1..=8 {
        assert_eq!(
            Level::from_name(&Level::Strength(n).name()),
            Some(Level::Strength(n))
        );
    }
    assert_eq!(Level::from_name("Random mover"), Some(Level::Random));
    assert_eq!(
        Level::from_name(&Level::Elo(Level::ELO_MIN).name()),
        Some(Level::Elo(Level::ELO_MIN))
    );
    for words in [
        "Level 0",
        "Level 9",
        "Level three",
        "Elo 100",
        "Elo 9999",
        "Stockfish",
        "",
    ] {
        assert_eq!(Level::from_name(words), None, "{words:?}");
    }
}
