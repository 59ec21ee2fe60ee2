//! Repertoires (issue #59): "a repertoire of 20,000 positions opens and
//! schedules in under 100 ms; `check` over 10,000 games runs in under
//! 2 s".
//!
//! 1. Opening: the repertoire's moves by position from its study's
//!    chapters (`Library::repertoire_tree`), and scheduling: the cards'
//!    schedules (`repertoire_schedule`), the due ones (`due_cards`) and
//!    the next ten to learn (`unseen`), against 100 ms. Beside it, reading
//!    the same chapters' trees alone (`chapter` for each), the floor any
//!    repertoire built on studies starts from.
//! 2. Checking 10,000 games against it as `rookery repertoire check` does
//!    (the PGN read, then each game's deviation), against 2 s. Beside it,
//!    reading the same PGN alone (`read_games`).
//!
//! Run with `cargo bench --bench repertoire`. The repertoire is made by a
//! seeded random walk (seed 59): from the start, one answer at White's
//! positions (two at one in five), up to three replies at Black's, until
//! it goes on from 20,000 positions, in chapters of about 2,000 moves;
//! half its cards are given a review. The games follow it for a random
//! number of moves, then play random legal moves (seed 60) to 60 plies.
//! Times are the best of five runs; compare figures of the same run.

use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rookery::library::Library;
use rookery::library::repertoire::{RepertoireTree, due_cards};
use rookery::rules::tree::{GameTree, write_tree};
use rookery::rules::{Color, Game, Move, Position, read_games};

const POSITIONS: usize = 20_000;
const GAMES: usize = 10_000;
const RUNS: usize = 5;

fn best(mut run: impl FnMut() -> usize) -> (Duration, usize) {
    let mut best = Duration::MAX;
    let mut out = 0;
    for _ in 0..RUNS {
        let t = Instant::now();
        out = run();
        best = best.min(t.elapsed());
    }
    (best, out)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The repertoire's chapters: trees grown by a seeded random walk.
fn chapters(rng: &mut StdRng) -> Vec<GameTree> {
    let mut trees = Vec::new();
    // Until the repertoire goes on from 20,000 positions.
    while RepertoireTree::from_trees(Color::White, &trees).len() < POSITIONS {
        let mut tree = GameTree::new(Position::startpos());
        // Breadth first, so each chapter is a bush of lines.
        let mut frontier = vec![GameTree::ROOT];
        let mut moves = 0usize;
        while let Some(node) = frontier.pop() {
            if moves >= 2_000 {
                break;
            }
            let position = *tree.position(node);
            if tree.ply(node) >= 24 {
                continue;
            }
            let legal: Vec<Move> = position.legal_moves().iter().copied().collect();
            let n = if position.side_to_move() == Color::White {
                if rng.random_range(0..5) == 0 { 2 } else { 1 }
            } else {
                rng.random_range(1..=3)
            };
            for mv in legal.choose_multiple(rng, n) {
                let Ok((child, _)) = tree.add_move(node, *mv) else {
                    continue;
                };
                moves += 1;
                frontier.insert(0, child);
            }
        }
        trees.push(tree);
    }
    trees
}

/// Games that follow the repertoire a while, then go their own way.
fn games(repertoire: &RepertoireTree, rng: &mut StdRng) -> String {
    let mut pgn = String::new();
    for i in 0..GAMES {
        let mut game = Game::new();
        let follow = rng.random_range(2..20);
        for ply in 0..60 {
            let position = *game.position();
            let from_tree = (ply < follow)
                .then(|| repertoire.entry(&position))
                .flatten()
                .and_then(|e| e.moves.choose(rng).copied());
            let legal: Vec<Move> = position.legal_moves().iter().copied().collect();
            let Some(mv) = from_tree.or_else(|| legal.choose(rng).copied()) else {
                break;
            };
            if game.try_play(&mv).ok().flatten().is_some() {
                break;
            }
        }
        let tree = GameTree::from_game(
            &game,
            vec![
                ("Event".into(), format!("Bench {i}")),
                ("White".into(), "Me".into()),
                ("Black".into(), "Them".into()),
                ("Result".into(), "*".into()),
            ],
        );
        pgn.push_str(&write_tree(&tree));
        pgn.push('\n');
    }
    pgn
}

fn main() {
    let mut rng = StdRng::seed_from_u64(59);
    let dir = std::env::temp_dir().join(format!("rookery-repertoire-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let library = Library::open(&dir.join("library.sqlite")).unwrap().library;
    let trees = chapters(&mut rng);
    let pgn: String = trees.iter().map(|t| write_tree(t) + "\n").collect();
    let import = library
        .import_repertoire(&pgn, Color::White, Some("Bench"))
        .unwrap();
    let repertoire = library.repertoire_tree(import.id).unwrap();
    let cards: Vec<String> = repertoire.cards().map(|(k, _)| k.to_string()).collect();
    println!(
        "repertoire: {} chapters, {} positions, {} cards",
        trees.len(),
        import.positions,
        cards.len()
    );
    let now = 1_800_000_000;
    for (i, key) in cards.iter().enumerate().filter(|(i, _)| i % 2 == 0) {
        library
            .review_card(import.id, key, i % 6 != 0, now - 86_400 * 3)
            .unwrap();
    }
    let summary = library.repertoire(import.id).unwrap();
    let (floor, _) = best(|| {
        library
            .chapters(summary.study)
            .unwrap()
            .iter()
            .map(|c| library.chapter(c.id).unwrap().tree.move_count())
            .sum()
    });
    let (open, due) = best(|| {
        let tree = library.repertoire_tree(import.id).unwrap();
        let schedule = library.repertoire_schedule(import.id).unwrap();
        let due = due_cards(&tree, &schedule, now);
        let learn = tree.unseen(&schedule, 10);
        due.len() + learn.len()
    });
    println!(
        "open and schedule: {:.1} ms ({} due and to learn; budget 100 ms: {}); the chapters read alone {:.1} ms, ratio {:.2}",
        ms(open),
        due,
        if ms(open) < 100.0 { "within" } else { "OVER" },
        ms(floor),
        ms(open) / ms(floor)
    );
    let text = games(&repertoire, &mut StdRng::seed_from_u64(60));
    let (read, _) = best(|| read_games(&text).len());
    let (check, left) = best(|| {
        read_games(&text)
            .into_iter()
            .filter_map(Result::ok)
            .filter(|g| {
                let moves: Vec<Move> = g.game.moves().iter().map(|m| m.mv).collect();
                repertoire
                    .deviation(g.game.start_position(), &moves)
                    .is_some()
            })
            .count()
    });
    println!(
        "check {GAMES} games: {:.0} ms ({left} left the repertoire; budget 2 s: {}); the PGN read alone {:.0} ms, ratio {:.2}",
        ms(check),
        if check.as_secs_f64() < 2.0 {
            "within"
        } else {
            "OVER"
        },
        ms(read),
        ms(check) / ms(read)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
