//! cozy-chess's perft as a program of its own, the peer for timing
//! `rookery perft` as a whole process (start-up included): `cozy_perft
//! DEPTH [FEN]` prints the leaf count, counted with bulk counting at the
//! last ply as `rookery perft` counts. Built by `scripts/perft-startup.sh`;
//! cozy-chess is a dev-dependency, never part of Rookery.

use std::process::ExitCode;

#[path = "../benches/support/cozy_perft.rs"]
mod cozy;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(depth) = args.first().and_then(|d| d.parse::<u32>().ok()) else {
        eprintln!("usage: cozy_perft DEPTH [FEN]");
        return ExitCode::FAILURE;
    };
    let board = match args.get(1) {
        Some(fen) => match fen.parse::<cozy_chess::Board>() {
            Ok(board) => board,
            Err(e) => {
                eprintln!("not a FEN: {e:?}");
                return ExitCode::FAILURE;
            }
        },
        None => cozy_chess::Board::default(),
    };
    println!("{}", cozy::cozy_perft(&board, depth));
    ExitCode::SUCCESS
}
