//! cozy-chess's perft as a program of its own, the peer for timing
//! `rookery perft` as a whole process (start-up included): `cozy_perft
//! DEPTH [FEN]` prints the leaf count, counted with bulk counting at the
//! last ply as `rookery perft` counts. Built by `scripts/perft-startup.sh`;
//! cozy-chess is a dev-dependency, never part of Rookery.

use std::process::ExitCode;

fn perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes = 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut child = board.clone();
                    child.play_unchecked(mv);
                    nodes += perft(&child, depth - 1);
                }
                false
            });
        }
    }
    nodes
}

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
    println!("{}", perft(&board, depth));
    ExitCode::SUCCESS
}
