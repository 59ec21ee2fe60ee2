//! How a game's moves are stored: one byte a move, as SCID and En
//! Croissant store theirs, but placed by the board's geometry, not by
//! counting legal moves.
//!
//! Each piece of the side to move has a fixed number of *slots*, from a1 to
//! h8: one for every square its kind could reach from where it stands on an
//! empty board (a knight in a corner 2, in the centre 8; a bishop 7 to 13; a
//! rook 14; a queen 21 to 27), the king 2 more for castling on either side,
//! a pawn one for its push, its double push from its first rank and each
//! capture, four for each of them (one a promotion piece) on the rank before
//! the last. A move's byte is the slots of the pieces on earlier squares,
//! then its own place among its piece's. Finding it takes a few table
//! lookups, where counting the earlier pieces' legal moves (the stored form
//! of schema 4 and before) was a quarter of an import's reading; and a byte
//! is read back by making one piece's moves, not all of them. The slots
//! depend on the rules and the board only, so a library written by one
//! version reads in the next.
//!
//! The slots of sixteen pieces fit in a byte for all but absurd material:
//! the most a side can have, counted by kinds (a king 10, a knight 8, a
//! bishop 13, a rook 14, a queen 27, a pawn 12), is 203 for the starting
//! material and 248 with three more queens. A side past 256 (nine queens
//! in the centre beside two rooks) stores its moves by their place among
//! the legal moves in a fixed order (from-square, to-square, promotion),
//! schema 4's form: at most 218, so a byte always suffices.

use crate::rules::{
    Bitboard, Color, Move, MoveKind, PieceKind, Position, Rank, Square, Variant, bishop_attacks,
    king_attacks, knight_attacks, pawn_attacks, rook_attacks,
};

/// The slots of a piece of each kind, colour and square (made once).
fn slot_table() -> &'static [[[u8; 64]; 2]; 6] {
    static TABLE: std::sync::OnceLock<[[[u8; 64]; 2]; 6]> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = [[[0; 64]; 2]; 6];
        for kind in PieceKind::ALL {
            for us in [Color::White, Color::Black] {
                let row = &mut table[kind.index()][us.index()];
                for sq in Bitboard::FULL {
                    row[sq.index()] = slots(kind, us, sq) as u8;
                }
            }
        }
        table
    })
}

/// The slots of the side to move's pieces on `among`.
fn slots_among(pos: &Position, among: Bitboard) -> u32 {
    let us = pos.side_to_move();
    let our = pos.by_color(us) & among;
    let table = slot_table();
    let mut n = 0;
    for kind in PieceKind::ALL {
        let slots = &table[kind.index()][us.index()];
        for sq in pos.by_kind(kind) & our {
            n += u32::from(slots[sq.index()]);
        }
    }
    n
}

/// Whether the side to move's pieces fit the slot code: 256 slots or
/// fewer in all. Fewer than three queens always do (two queens 27 each,
/// thirteen more pieces at most a rook's 14, the king 10: 246), so they
/// are only counted beside a third queen.
fn fits(pos: &Position) -> bool {
    let queens = (pos.by_kind(PieceKind::Queen) & pos.by_color(pos.side_to_move())).0;
    let two_fewer = queens & queens.wrapping_sub(1);
    if two_fewer & two_fewer.wrapping_sub(1) == 0 {
        return true;
    }
    slots_among(pos, Bitboard::FULL) <= 256
}

/// The squares a piece of `kind` and colour `us` on `from` could reach on
/// an empty board (a pawn: its push, its double push from its first rank,
/// its captures; the king: not castling).
fn reach(kind: PieceKind, us: Color, from: Square) -> Bitboard {
    match kind {
        PieceKind::Pawn => {
            let one = match us {
                Color::White => Bitboard::from_square(from).shift_up(),
                Color::Black => Bitboard::from_square(from).shift_down(),
            };
            let two = if from.rank() == Rank::SECOND.relative_to(us) {
                match us {
                    Color::White => one.shift_up(),
                    Color::Black => one.shift_down(),
                }
            } else {
                Bitboard::EMPTY
            };
            one | two | pawn_attacks(us, from)
        }
        PieceKind::Knight => knight_attacks(from),
        PieceKind::Bishop => bishop_attacks(from, Bitboard::EMPTY),
        PieceKind::Rook => rook_attacks(from, Bitboard::EMPTY),
        PieceKind::Queen => {
            bishop_attacks(from, Bitboard::EMPTY) | rook_attacks(from, Bitboard::EMPTY)
        }
        PieceKind::King => king_attacks(from),
    }
}

/// Whether a pawn of `us` on `from` promotes wherever it goes.
fn promotes_from(us: Color, from: Square) -> bool {
    from.rank() == Rank::SEVENTH.relative_to(us)
}

/// The slots of a piece of `kind` and colour `us` on `from`.
fn slots(kind: PieceKind, us: Color, from: Square) -> u32 {
    let n = reach(kind, us, from).count();
    match kind {
        PieceKind::Pawn if promotes_from(us, from) => n * 4,
        PieceKind::King => n + 2,
        _ => n,
    }
}

/// The kind of the side to move's piece on `sq`, if it has one there.
fn our_kind_at(pos: &Position, sq: Square) -> Option<PieceKind> {
    if !pos.by_color(pos.side_to_move()).contains(sq) {
        return None;
    }
    PieceKind::ALL
        .into_iter()
        .find(|&k| pos.by_kind(k).contains(sq))
}

/// The byte that stores `mv`, a legal move of `pos`. `None` when its
/// square holds no piece of the side to move of the move's kind, or the
/// move is not one that kind makes (an illegal move may still be given a
/// byte: the readers give legal moves only).
pub fn encode(pos: &Position, mv: &Move) -> Option<u8> {
    if !fits(pos) {
        return legacy::encode(pos, mv);
    }
    let us = pos.side_to_move();
    let kind = mv.piece;
    if !(pos.by_kind(kind) & pos.by_color(us)).contains(mv.from) {
        return None;
    }
    let reach = reach(kind, us, mv.from);
    let place = if mv.is_castle() {
        if kind != PieceKind::King {
            return None;
        }
        reach.count() + u32::from(mv.kind == MoveKind::CastleQueenside)
    } else {
        if !reach.contains(mv.to) {
            return None;
        }
        let earlier = (reach & Bitboard::below(mv.to)).count();
        let promotes = kind == PieceKind::Pawn && promotes_from(us, mv.from);
        match mv.promotion {
            Some(p) if promotes => {
                let piece = PieceKind::PROMOTIONS.iter().position(|&k| k == p)?;
                earlier * 4 + piece as u32
            }
            None if !promotes => earlier,
            _ => return None,
        }
    };
    u8::try_from(slots_among(pos, Bitboard::below(mv.from)) + place).ok()
}

/// The move a stored byte stands for in `pos`; `None` when the position has
/// no such move (a damaged record).
pub fn decode(pos: &Position, byte: u8) -> Option<Move> {
    if !fits(pos) {
        return legacy::decode(pos, byte);
    }
    let us = pos.side_to_move();
    let mut left = u32::from(byte);
    let table = slot_table();
    for from in pos.by_color(us) {
        let kind = our_kind_at(pos, from)?;
        let n = u32::from(table[kind.index()][us.index()][from.index()]);
        if left >= n {
            left -= n;
            continue;
        }
        let reach = reach(kind, us, from);
        // The move wanted: its square (or castling's side) and promotion.
        let (nth, promotion, castle) = if kind == PieceKind::Pawn && promotes_from(us, from) {
            (
                left / 4,
                Some(PieceKind::PROMOTIONS[(left % 4) as usize]),
                None,
            )
        } else if kind == PieceKind::King && left >= reach.count() {
            let side = if left == reach.count() {
                MoveKind::CastleKingside
            } else {
                MoveKind::CastleQueenside
            };
            (0, None, Some(side))
        } else {
            (left, None, None)
        };
        let to = reach.squares().nth(nth as usize);
        let mut found = None;
        pos.for_each_piece_moves_among(Bitboard::from_square(from), |pm| {
            pos.expand_each(pm, |mv| {
                let wanted = match castle {
                    Some(side) => mv.kind == side,
                    None => !mv.is_castle() && Some(mv.to) == to && mv.promotion == promotion,
                };
                if wanted {
                    found = Some(mv);
                }
            });
            true
        });
        return found;
    }
    None
}

/// The start a stored game's moves are played from: its variant (1
/// Chess960) and set-up position, or the standard start; `None` for a FEN
/// that does not read.
pub(crate) fn stored_start(variant: i64, fen: Option<&str>) -> Option<Position> {
    let variant = if variant == 1 {
        Variant::Chess960
    } else {
        Variant::Standard
    };
    match fen {
        Some(fen) => Position::from_fen_in(fen, variant).ok(),
        None => Some(Position::startpos()),
    }
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

/// Schema 4's form: a move's place among the position's legal moves in a
/// fixed order (from-square, to-square, promotion). Kept for the positions
/// past the slot code, and to read a library written before schema 5.
pub(crate) mod legacy {
    use crate::rules::{Bitboard, Move, PieceKind, Position};

    /// The sort key of a move in the stored order.
    pub(super) fn order_key(mv: &Move) -> u16 {
        let promotion = mv.promotion.map_or(0, |kind| kind.index() as u16 + 1);
        ((mv.from.index() as u16) << 9) | ((mv.to.index() as u16) << 3) | promotion
    }

    /// How many legal moves come before `mv` in the stored order: every
    /// move of a piece on an earlier square (counted from their
    /// destination sets, not listed), then the moving piece's moves to
    /// earlier squares (four each when it promotes), then the promotions
    /// before its own. `None` when `mv` is not legal in `pos`.
    pub fn encode(pos: &Position, mv: &Move) -> Option<u8> {
        let mut mover = None;
        pos.for_each_piece_moves_among(Bitboard::from_square(mv.from), |pm| {
            mover = Some(pm);
            true
        });
        let mover = mover.filter(|pm| pm.to.contains(mv.to))?;
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

    /// The move a byte of schema 4's form stands for in `pos`.
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
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every position up to two plies from the Chess Programming Wiki's
    /// perft positions 2 to 5 (castling both ways, promotions with and
    /// without capture, en passant, pins, checks) and from a Chess960
    /// start whose king castles onto a rook beside it.
    fn positions_two_plies_deep() -> Vec<Position> {
        let mut positions = Vec::new();
        let starts = [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        ];
        let mut roots: Vec<Position> = starts
            .iter()
            .map(|fen| Position::from_fen(fen).unwrap())
            .collect();
        // Chess960: the king on f1 between rooks on e1 and g1, so that
        // each castling is the king onto a rook beside it.
        roots.push(
            Position::from_fen_in("5k2/8/8/8/8/8/8/4RKR1 w GE - 0 1", Variant::Chess960).unwrap(),
        );
        for start in roots {
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
        positions
    }

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
    }

    #[test]
    fn a_byte_is_the_earlier_pieces_slots_then_the_place_among_its_own() {
        // Worked by hand from the start: the rook on a1 has 14 slots; the
        // knight on b1 reaches d2, a3, c3 (squares counted from a1 along
        // the ranks), so b1a3 is 14 + 1. Before g1: a1 rook 14, b1 knight
        // 3, c1 bishop 7, d1 queen 7 + 14, e1 king 5 + 2, f1 bishop 7: 59;
        // g1 reaches e2, f3, h3, so g1f3 is 60. Then the h1 rook (14): the
        // a2 pawn starts at 76 and reaches a3, b3, a4 (a2a4 is 78); b2, c2
        // and d2 have 4 each, so e2 starts at 91 and reaches d3, e3, f3,
        // e4 (e2e4 is 94).
        let pos = Position::startpos();
        for (uci, byte) in [("b1a3", 15), ("g1f3", 60), ("a2a4", 78), ("e2e4", 94)] {
            let mv = pos.parse_uci(uci).unwrap();
            assert_eq!(encode(&pos, &mv), Some(byte), "{uci}");
            assert_eq!(
                decode(&pos, byte).map(|m| m.to_uci()),
                Some(uci.to_string())
            );
        }
    }

    #[test]
    fn a_byte_of_no_legal_move_reads_as_none() {
        let pos = Position::startpos();
        // a1 rook's slots: the rook has no legal move at the start.
        assert_eq!(decode(&pos, 0), None);
        // e2 pawn's capture on d3 (slot 91): nothing to capture.
        assert_eq!(decode(&pos, 91), None);
        // Past the last slot of the side's pieces.
        assert_eq!(decode(&pos, 255), None);
        // A pinned knight: its slots are there, its moves are not.
        let pinned = Position::from_fen("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1").unwrap();
        let king_first = encode(&pinned, &pinned.parse_uci("e1f1").unwrap()).unwrap();
        for byte in 0..=255u8 {
            if let Some(mv) = decode(&pinned, byte) {
                assert_ne!(mv.piece, PieceKind::Knight, "byte {byte}: {}", mv.to_uci());
            }
        }
        assert!(decode(&pinned, king_first).is_some());
    }

    #[test]
    fn every_position_two_plies_deep_gives_each_move_its_own_byte_and_reads_it_back() {
        let positions = positions_two_plies_deep();
        assert!(positions.len() > 4_000, "{}", positions.len());
        for pos in &positions {
            let mut seen = std::collections::HashSet::new();
            for mv in pos.legal_moves().iter() {
                let byte = encode(pos, mv).unwrap_or_else(|| panic!("{} {mv}", pos.to_fen()));
                assert!(
                    seen.insert(byte),
                    "{} {mv}: byte {byte} twice",
                    pos.to_fen()
                );
                assert_eq!(decode(pos, byte), Some(*mv), "{} {mv}", pos.to_fen());
            }
        }
    }

    #[test]
    fn castling_in_chess960_onto_a_rook_beside_the_king_has_its_own_byte() {
        // King f1, rooks e1 and g1: both castlings are the king onto a
        // rook next to it, squares the king's own slots also hold.
        let pos =
            Position::from_fen_in("5k2/8/8/8/8/8/8/4RKR1 w GE - 0 1", Variant::Chess960).unwrap();
        let castles: Vec<Move> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| m.is_castle())
            .collect();
        assert_eq!(castles.len(), 2, "{}", pos.to_fen());
        for mv in &castles {
            let byte = encode(&pos, mv).unwrap();
            assert_eq!(decode(&pos, byte), Some(*mv));
        }
    }

    #[test]
    fn promotions_each_have_a_byte() {
        let pos = Position::from_fen("8/P6k/8/8/8/8/8/K7 w - - 0 1").unwrap();
        let ucis: Vec<String> = (0..=255u8)
            .filter_map(|b| decode(&pos, b))
            .map(|m| m.to_uci())
            .collect();
        for promo in ["a7a8n", "a7a8b", "a7a8r", "a7a8q"] {
            assert!(
                ucis.contains(&promo.to_string()),
                "{promo} missing from {ucis:?}"
            );
        }
        assert_eq!(ucis.len(), pos.legal_moves().len());
    }

    #[test]
    fn the_queens_shortcut_agrees_with_counting_every_slot() {
        // `fits` counts the slots only beside a third queen; the count
        // itself decides on every position here: the perft positions two
        // plies deep, the most two queens can bring (a promoted one, both
        // in the centre with bishops, knights and a rook, the pawns on the seventh
        // rank), three queens, and nine.
        let mut positions = positions_two_plies_deep();
        for fen in [
            "8/PPPPPPP1/8/3BQ3/3Q1B2/2N2N1k/8/R3K3 w - - 0 1",
            "7k/6pp/8/8/2QQQ3/8/8/KRR5 w - - 0 1",
            "7k/6pp/8/2Q5/2QQQQ2/2QQQQ2/8/KRR5 w - - 0 1",
        ] {
            positions.push(Position::from_fen(fen).unwrap());
        }
        for pos in &positions {
            let counted = slots_among(pos, Bitboard::FULL) <= 256;
            assert_eq!(fits(pos), counted, "{}", pos.to_fen());
        }
        let last = positions.len() - 1;
        assert!(!fits(&positions[last]));
        assert!(fits(&positions[last - 1]));
    }

    #[test]
    fn a_side_past_256_slots_stores_moves_by_their_place_among_the_legal_moves() {
        // Nine queens (eight promoted) in the centre, two rooks and the
        // king: queens on c3 to f4 and c5 have 14 rook slots each and 11
        // bishop slots (13 on d4 and e4): 229; the rooks 28, the king on
        // a1 3 + 2: 262. So the legal list's order (the oracle: the list
        // sorted) places their moves.
        let pos = Position::from_fen("7k/6pp/8/2Q5/2QQQQ2/2QQQQ2/8/KRR5 w - - 0 1").unwrap();
        assert!(!fits(&pos));
        let mut sorted: Vec<Move> = pos.legal_moves().iter().copied().collect();
        assert!(sorted.len() > 50, "{}", sorted.len());
        sorted.sort_by_key(legacy::order_key);
        for (place, mv) in sorted.iter().enumerate() {
            assert_eq!(encode(&pos, mv), Some(place as u8), "{}", mv.to_uci());
            assert_eq!(decode(&pos, place as u8), Some(*mv));
        }
    }

    #[test]
    fn schema_4s_form_is_each_moves_place_in_the_sorted_legal_list() {
        // The oracle is the whole legal list sorted (from-square,
        // to-square, promotion); every position two plies deep.
        for pos in &positions_two_plies_deep() {
            let mut sorted: Vec<Move> = pos.legal_moves().iter().copied().collect();
            sorted.sort_by_key(legacy::order_key);
            for (place, mv) in sorted.iter().enumerate() {
                assert_eq!(
                    legacy::encode(pos, mv),
                    Some(place as u8),
                    "{}",
                    pos.to_fen()
                );
                assert_eq!(legacy::decode(pos, place as u8), Some(*mv));
            }
        }
    }
}
