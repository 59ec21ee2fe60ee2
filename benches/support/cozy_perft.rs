//! cozy-chess's perft with bulk counting at the last ply, counted as
//! `rookery perft` counts: the peer of the perft benchmark
//! (`benches/perft.rs`) and of `examples/cozy_perft.rs`, which both include
//! this file.

/// The leaf nodes `depth` plies below `board`.
pub fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
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
                    nodes += cozy_perft(&child, depth - 1);
                }
                false
            });
        }
    }
    nodes
}
