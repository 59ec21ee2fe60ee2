//! How a game's moves are stored: one byte a move, the move's place among
//! the position's legal moves in a fixed order (from-square, to-square,
//! promotion), as SCID and En Croissant store theirs. The order depends on
//! the rules only, never on the order Rookery's move generator happens to
//! produce moves in, so a library written by one version reads in the next.
//! A position has at most 218 legal moves, so a byte always suffices.

use crate::rules::{Bitboard, Move, PieceKind, PieceMoves, Position};

/// The sort key of a move in the stored order.
fn order_key(mv: &Move) -> u16 {
    let promotion = mv.promotion.map_or(0, |kind| kind.index() as u16 + 1);
    ((mv.from.index() as u16) << 9) | ((mv.to.index() as u16) << 3) | promotion
}

/// The byte that stores `mv` in `pos`: how many legal moves come before it
/// in the stored order. `None` when `mv` is not legal in `pos`.
pub fn encode(pos: &Position, mv: &Move) -> Option<u8> {
    let mut mover = None;
    pos.for_each_piece_moves_among(Bitboard::from_square(mv.from), |pm| {
        mover = Some(pm);
        true
    });
    encode_seen(pos, &[mover?], mv)
}

/// [`encode`] given the moving piece's legal destinations among `pieces`
/// (as [`Position::for_each_piece_moves`] gives them; the SAN reader has
/// them at hand). Every move of a piece on an earlier square comes before
/// (counted from their destination sets, not listed), then the moving
/// piece's moves to earlier squares (four each when it promotes), then
/// the promotions before its own.
pub fn encode_seen(pos: &Position, pieces: &[PieceMoves], mv: &Move) -> Option<u8> {
    let mover = pieces
        .iter()
        .find(|pm| pm.from == mv.from)
        .filter(|pm| pm.to.contains(mv.to))?;
    let mut before = pos.count_legal_moves_among(Bitboard::below(mv.from));
    let earlier = (mover.to & Bitboard::below(mv.to)).count() as usize;
    if mover.promotes() {
        let promotion = mv.promotion?;
        let place = PieceKind::PROMOTIONS
            .iter()
            .filter(|k| k.index() < promotion.index())
            .count();
        before += earlier * 4 + place;
    } else {
        if mv.promotion.is_some() {
            return None;
        }
        before += earlier;
    }
    u8::try_from(before).ok()
}

/// The move a stored byte stands for in `pos`; `None` when the position has
/// no such move (a damaged record).
pub fn decode(pos: &Position, byte: u8) -> Option<Move> {
    let mut moves = pos.legal_moves();
    let slice = moves.as_mut_slice();
    let index = usize::from(byte);
    if index >= slice.len() {
        return None;
    }
    slice.select_nth_unstable_by_key(index, order_key);
    Some(slice[index])
}

/// Every move of a stored game, played from `start`: the positions before
/// each move and the moves. `None` when a byte does not decode (a damaged
/// record).
pub fn decode_all(start: &Position, bytes: &[u8]) -> Option<Vec<Move>> {
    let mut pos = *start;
    let mut moves = Vec::with_capacity(bytes.len());
    for &b in bytes {
        let mv = decode(&pos, b)?;
        pos.play_unchecked(&mv);
        moves.push(mv);
    }
    Some(moves)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_legal_move_of_a_busy_position_has_its_own_byte_and_comes_back() {
        // Kiwipete (the Chess Programming Wiki's perft position 2): 48
        // moves, castling both ways, promotions absent, captures many.
        let pos = Position::from_fen(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        )
        .unwrap();
        let moves = pos.legal_moves();
        assert_eq!(moves.len(), 48);
        let mut seen = std::collections::HashSet::new();
        for mv in moves.iter() {
            let byte = encode(&pos, mv).unwrap();
            assert!(seen.insert(byte), "two moves share byte {byte}");
            assert_eq!(decode(&pos, byte), Some(*mv));
        }
        assert_eq!(decode(&pos, 48), None);
    }

    #[test]
    fn the_order_is_from_square_then_to_square_then_promotion() {
        // Squares count from a1 = 0 along the ranks: the knights on b1 (1)
        // and g1 (6) come before the pawns on a2 (8) to h2 (15), so the
        // twenty moves go b1a3, b1c3, g1f3, g1h3, a2a3, a2a4, ..., h2h4.
        let pos = Position::startpos();
        let first = decode(&pos, 0).unwrap();
        assert_eq!(first.to_uci(), "b1a3");
        assert_eq!(decode(&pos, 4).unwrap().to_uci(), "a2a3");
        assert_eq!(decode(&pos, 19).unwrap().to_uci(), "h2h4");
    }

    #[test]
    fn counting_piece_by_piece_gives_the_place_in_the_whole_list() {
        // Castling both ways (Kiwipete), promotions with and without
        // capture (perft positions 4 and 5 of the Chess Programming Wiki),
        // en passant (f6 just pushed two squares), a pinned piece and check.
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            // The oracle: the whole legal list sorted, each move's index.
            let mut sorted: Vec<Move> = pos.legal_moves().iter().copied().collect();
            sorted.sort_by_key(order_key);
            for (place, mv) in sorted.iter().enumerate() {
                assert_eq!(encode(&pos, mv), Some(place as u8), "{fen} {}", mv.to_uci());
            }
        }
    }

    #[test]
    fn every_position_two_plies_deep_places_and_reads_every_move() {
        // The oracle is the whole legal list sorted; every position two
        // plies from the Chess Programming Wiki's perft positions 2 to 5
        // (castling, promotions, en passant, pins, checks), and each move's
        // SAN, written by Rookery, read back by the reader that looks only
        // at the pieces reaching the move's square.
        let mut positions = Vec::new();
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        ] {
            let start = Position::from_fen(fen).unwrap();
            positions.push(start);
            for a in start.legal_moves().iter() {
                let mut one = start;
                one.play_unchecked(a);
                positions.push(one);
                for b in one.legal_moves().iter() {
                    let mut two = one;
                    two.play_unchecked(b);
                    positions.push(two);
                }
            }
        }
        assert!(positions.len() > 4_000, "{}", positions.len());
        for pos in &positions {
            let mut sorted: Vec<Move> = pos.legal_moves().iter().copied().collect();
            sorted.sort_by_key(order_key);
            for (place, mv) in sorted.iter().enumerate() {
                assert_eq!(
                    encode(pos, mv),
                    Some(place as u8),
                    "{} {}",
                    pos.to_fen(),
                    mv.to_uci()
                );
                let san = pos.san(mv);
                let mut pieces = Vec::new();
                let read = pos.parse_san_seeing(&san, |pm| pieces.push(pm));
                assert_eq!(read.ok(), Some(*mv), "{} {san}", pos.to_fen());
                assert_eq!(encode_seen(pos, &pieces, mv), Some(place as u8));
            }
        }
    }

    #[test]
    fn promotions_each_have_a_byte() {
        let pos = Position::from_fen("8/P6k/8/8/8/8/8/K7 w - - 0 1").unwrap();
        let ucis: Vec<String> = (0..pos.legal_moves().len() as u8)
            .map(|b| decode(&pos, b).unwrap().to_uci())
            .collect();
        for promo in ["a7a8n", "a7a8b", "a7a8r", "a7a8q"] {
            assert!(
                ucis.contains(&promo.to_string()),
                "{promo} missing from {ucis:?}"
            );
        }
    }
}
