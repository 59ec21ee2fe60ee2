//! Game review speed: an 80-ply game (Rookery's engine playing itself at
//! depth 5 from the start, so the same game every run) reviewed at the
//! default setting, a million nodes a position, as the window and
//! `rookery review` do. Prints the time of the whole review, the time a
//! position and the nodes per second, and the ratio to the target of a
//! minute on this machine (the issue asks for under a minute on two
//! cores; the review runs on one).
//!
//! Run with `cargo bench --bench review`.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use rookery::engine::review::DEFAULT_NODES;
use rookery::engine::reviewer::review_game;
use rookery::engine::{Engine, Limits};
use rookery::rules::Game;

const PLIES: usize = 80;

fn main() {
    let stop = AtomicBool::new(false);
    let mut player = Engine::new(16);
    let mut game = Game::new();
    while game.ply_count() < PLIES && !game.is_over() {
        let pos = *game.position();
        let keys: Vec<u64> = game.moves().iter().map(|m| m.before.key()).collect();
        let result = player.search(&pos, &keys, &Limits::depth(5), &stop, &mut |_| {});
        let Some(mv) = result.best else { break };
        if game.try_play(&mv).is_err() {
            break;
        }
    }
    let plies = game.ply_count();
    println!("review benchmark: a {plies}-ply game, {DEFAULT_NODES} nodes a position, one thread");
    let mut engine = Engine::new(64);
    let start = Instant::now();
    let review = review_game(
        &mut engine,
        &game,
        &Limits::nodes(DEFAULT_NODES),
        &stop,
        &mut |_, _| {},
    )
    .expect("not stopped");
    let secs = start.elapsed().as_secs_f64();
    let positions = review.positions.len();
    let marked = review.moves.iter().filter(|m| m.advice.is_some()).count();
    println!(
        "reviewed {positions} positions in {secs:.1} s ({:.2} s a position, about {:.2} Mnps); {marked} moves marked",
        secs / positions as f64,
        positions as f64 * DEFAULT_NODES as f64 / secs / 1e6,
    );
    println!(
        "target: under 60 s for 80 plies; this run took {:.0}% of it",
        100.0 * secs * 80.0 / plies.max(1) as f64 / 60.0
    );
}
