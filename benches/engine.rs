//! Search speed: the engine thinks for one second on each of the standard
//! test positions (the starting position, and positions 2 to 6 of the
//! chessprogramming wiki "Perft Results" page; position 2 is "Kiwipete").
//!
//! Run with `cargo bench --bench engine`. For each position it prints the
//! depth reached, the nodes searched, nodes per second, the score and the
//! best move, then a summary. The search is stopped from another thread
//! after the second, so every position gets the same time. It runs twice,
//! with the hand-written evaluation and with the built-in network, and
//! prints the ratio of their speeds, measured in the same run.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use rookery::engine::{Engine, Limits};
use rookery::rules::Position;

/// How long the engine thinks on each position.
const THINK: Duration = Duration::from_secs(1);
/// The transposition table size, in megabytes.
const HASH_MB: usize = 64;

const POSITIONS: [(&str, &str); 6] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    ("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ),
    (
        "position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    ),
];

/// The totals of one evaluation's run: nodes, time and depths reached.
struct Run {
    nodes: u64,
    time: Duration,
    depths: Vec<u32>,
}

impl Run {
    fn nps(&self) -> f64 {
        self.nodes as f64 / self.time.as_secs_f64()
    }
}

fn main() {
    println!(
        "engine benchmark: {} s per position, {HASH_MB} MB hash, one thread",
        THINK.as_secs_f64()
    );
    let classic = run("hand-written evaluation", None);
    let net = rookery::engine::nnue::built_in();
    let hidden = net.hidden;
    let network = run(&format!("network (768 -> {hidden})x2 -> 1"), Some(net));
    println!(
        "network against hand-written: {:.2} times the nodes per second, mean depth {:+.1}",
        network.nps() / classic.nps(),
        mean(&network.depths) - mean(&classic.depths)
    );
}

fn mean(depths: &[u32]) -> f64 {
    depths.iter().sum::<u32>() as f64 / depths.len() as f64
}

/// Every position for [`THINK`], evaluating with `net` (the hand-written
/// evaluation when none).
fn run(what: &str, net: Option<Arc<rookery::engine::nnue::Network>>) -> Run {
    println!("{what}:");
    let mut total = Run {
        nodes: 0,
        time: Duration::ZERO,
        depths: Vec::new(),
    };
    for (name, fen) in POSITIONS {
        let pos = Position::from_fen(fen).expect("benchmark FEN is valid");
        let mut engine = Engine::new(HASH_MB);
        engine.set_network(net.clone());
        let stop = Arc::new(AtomicBool::new(false));
        let timer = {
            let stop = Arc::clone(&stop);
            thread::spawn(move || {
                thread::sleep(THINK);
                stop.store(true, Ordering::Relaxed);
            })
        };
        let limits = Limits {
            infinite: true,
            ..Limits::default()
        };
        let start = Instant::now();
        let result = engine.search(&pos, &[], &limits, &stop, &mut |_| {});
        let elapsed = start.elapsed();
        let _ = timer.join();
        let nps = result.nodes as f64 / elapsed.as_secs_f64();
        let best = result.best.map_or("none".to_string(), |m| m.to_uci());
        println!(
            "  {name:<11} depth {:>2}  nodes {:>10}  nps {:>9.0}  score {:<9}  best {best}",
            result.depth,
            result.nodes,
            nps,
            result.score.to_string()
        );
        total.nodes += result.nodes;
        total.time += elapsed;
        total.depths.push(result.depth);
    }
    println!(
        "  summary: {} positions, {} nodes in {:.2} s, {:.0} nps, depth {}..{} (mean {:.1})",
        POSITIONS.len(),
        total.nodes,
        total.time.as_secs_f64(),
        total.nps(),
        total.depths.iter().min().copied().unwrap_or(0),
        total.depths.iter().max().copied().unwrap_or(0),
        mean(&total.depths),
    );
    total
}
