//! Perft: counting the leaf nodes of the legal move tree, the standard test
//! of a move generator. The last ply is counted without playing the moves
//! (bulk counting).

use super::{Move, Position};

/// The number of legal move sequences of `depth` plies from `pos`.
///
/// ```
/// use rookery::rules::{perft, Position};
/// assert_eq!(perft(&Position::startpos(), 3), 8_902);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            // Each move is played as soon as it is made, without a list.
            let mut total = 0;
            pos.for_each_piece_moves(|pm| {
                pos.expand_each(pm, |mv| total += perft(&pos.after(&mv), depth - 1));
                false
            });
            total
        }
    }
}

/// Perft split by first move: each legal move with the count below it, in
/// the order the generator produced them.
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|mv| (*mv, perft(&pos.after(mv), depth - 1)))
        .collect()
}
