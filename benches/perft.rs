//! Perft speed: Rookery's move generator against cozy-chess.
//!
//! Run with `cargo bench --bench perft`. Both sides count leaf nodes with
//! bulk counting (the last ply is counted, not played). Each run is checked
//! against the published counts (chessprogramming wiki, "Perft Results");
//! the best of a few runs is reported.

use std::hint::black_box;
use std::time::{Duration, Instant};

use rookery::rules::{Position, perft};

#[path = "support/cozy_perft.rs"]
mod cozy;
use cozy::cozy_perft;

/// Timed runs per side and position; the fastest is reported.
const RUNS: usize = 3;

/// A benchmark position with its published perft count.
struct Case {
    name: &'static str,
    fen: &'static str,
    depth: u32,
    expected: u64,
}

const CASES: [Case; 2] = [
    Case {
        name: "startpos",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 6,
        expected: 119_060_324,
    },
    Case {
        name: "kiwipete",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 5,
        expected: 193_690_690,
    },
];

/// Runs `f` [`RUNS`] times, checks every count and returns the fastest time.
fn best_of(label: &str, case: &Case, mut f: impl FnMut() -> u64) -> Duration {
    let mut best = Duration::MAX;
    for _ in 0..RUNS {
        let start = Instant::now();
        let nodes = black_box(f());
        let elapsed = start.elapsed();
        assert_eq!(
            nodes, case.expected,
            "{label} perft({}) of {} gave {nodes}, expected {}",
            case.depth, case.name, case.expected
        );
        best = best.min(elapsed);
    }
    best
}

/// Millions of nodes per second.
///
/// The speed ratio printed below is Rookery's Mnps over cozy-chess's: above
/// 1 means Rookery is faster.
fn mnps(nodes: u64, time: Duration) -> f64 {
    nodes as f64 / time.as_secs_f64() / 1e6
}

fn main() {
    println!("perft benchmark: best of {RUNS} runs per side, bulk counting, release profile");
    let mut rookery_total = Duration::ZERO;
    let mut cozy_total = Duration::ZERO;
    let mut nodes_total = 0;
    for case in &CASES {
        let pos = Position::from_fen(case.fen).expect("benchmark FEN is valid");
        let board = cozy_chess::Board::from_fen(case.fen, false).expect("benchmark FEN is valid");

        let rookery_time = best_of("rookery", case, || perft(black_box(&pos), case.depth));
        let cozy_time = best_of("cozy-chess", case, || {
            cozy_perft(black_box(&board), case.depth)
        });

        println!(
            "{} perft({}) = {} nodes",
            case.name, case.depth, case.expected
        );
        println!(
            "  rookery    {:7.3} s {:7.1} Mnps",
            rookery_time.as_secs_f64(),
            mnps(case.expected, rookery_time)
        );
        println!(
            "  cozy-chess {:7.3} s {:7.1} Mnps",
            cozy_time.as_secs_f64(),
            mnps(case.expected, cozy_time)
        );
        println!(
            "  speed ratio rookery/cozy-chess: {:.2}",
            cozy_time.as_secs_f64() / rookery_time.as_secs_f64()
        );
        rookery_total += rookery_time;
        cozy_total += cozy_time;
        nodes_total += case.expected;
    }
    println!(
        "summary: {} nodes; rookery {:.3} s ({:.1} Mnps), cozy-chess {:.3} s ({:.1} Mnps), \
         speed ratio rookery/cozy-chess {:.2}",
        nodes_total,
        rookery_total.as_secs_f64(),
        mnps(nodes_total, rookery_total),
        cozy_total.as_secs_f64(),
        mnps(nodes_total, cozy_total),
        cozy_total.as_secs_f64() / rookery_total.as_secs_f64()
    );
}
