//! Static evaluation: material and piece-square tables tapered between the
//! middlegame and the endgame, plus a few cheap terms (mobility, pawn
//! structure, bishop pair, rooks on open files, king shelter and a push
//! towards the edge for a lone king).
//!
//! Every number here is Rookery's own. The piece-square tables are not typed
//! in: they are computed at compile time from a few simple rules of thumb
//! (knights love the centre, rooks the seventh rank, the king hides in the
//! middlegame and walks to the centre in the endgame, pawns gain value as
//! they advance), which keeps them short, symmetric and easy to tune.

use crate::rules::{
    Bitboard, Color, File, PieceKind, Position, Rank, Square, bishop_attacks, king_attacks,
    knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};

/// A middlegame and an endgame value, blended by the game phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
struct Pair {
    mg: i32,
    eg: i32,
}

const fn pair(mg: i32, eg: i32) -> Pair {
    Pair { mg, eg }
}

impl std::ops::Add for Pair {
    type Output = Pair;
    fn add(self, o: Pair) -> Pair {
        pair(self.mg + o.mg, self.eg + o.eg)
    }
}

impl std::ops::AddAssign for Pair {
    fn add_assign(&mut self, o: Pair) {
        self.mg += o.mg;
        self.eg += o.eg;
    }
}

impl std::ops::SubAssign for Pair {
    fn sub_assign(&mut self, o: Pair) {
        self.mg -= o.mg;
        self.eg -= o.eg;
    }
}

impl std::ops::Mul<i32> for Pair {
    type Output = Pair;
    fn mul(self, k: i32) -> Pair {
        pair(self.mg * k, self.eg * k)
    }
}

/// Material by piece kind (pawn, knight, bishop, rook, queen, king).
const MATERIAL: [Pair; 6] = [
    pair(100, 125),
    pair(325, 305),
    pair(335, 325),
    pair(490, 540),
    pair(980, 1000),
    pair(0, 0),
];

/// The middlegame value of a piece kind, used by move ordering and pruning.
pub(crate) const fn piece_value(kind: PieceKind) -> i32 {
    MATERIAL[kind as usize].mg
}

/// Phase weight of each kind; 24 is the full opening set of pieces.
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const MAX_PHASE: i32 = 24;

/// How central a square is: 0 in the corners up to 12 on d4, e4, d5, e5.
const fn centrality(sq: usize) -> i32 {
    let file = (sq % 8) as i32;
    let rank = (sq / 8) as i32;
    let fd = (2 * file - 7).abs(); // 1, 3, 5 or 7
    let rd = (2 * rank - 7).abs();
    14 - fd - rd
}

/// The bonus of a piece of `kind` on `sq`, for White (Black uses the
/// mirrored square).
const fn square_bonus(kind: usize, sq: usize) -> Pair {
    let file = (sq % 8) as i32;
    let rank = (sq / 8) as i32;
    let c = centrality(sq); // 0..=12
    let central_file = file == 3 || file == 4;
    let near_file = file == 2 || file == 5;
    match kind {
        // Pawns: worth more as they advance, central pawns most in the
        // middlegame; in the endgame only the advance counts.
        0 => {
            if rank == 0 || rank == 7 {
                return pair(0, 0);
            }
            let adv_mg = [0, 0, 3, 7, 14, 26, 42, 0][rank as usize];
            let adv_eg = [0, 0, 4, 10, 20, 36, 60, 0][rank as usize];
            let centre = if central_file && (rank == 3 || rank == 4) {
                14
            } else if (central_file && rank == 2) || (near_file && (rank == 3 || rank == 4)) {
                6
            } else if central_file && rank == 1 {
                -6
            } else {
                0
            };
            let edge = if file == 0 || file == 7 { -4 } else { 0 };
            pair(adv_mg + centre + edge, adv_eg)
        }
        // Knights: strongly central, poor on the rim, better advanced.
        1 => {
            let adv = if rank >= 3 && rank <= 5 { 6 } else { 0 };
            let back = if rank == 0 { -8 } else { 0 };
            pair(c * 5 - 28 + adv + back, c * 4 - 22)
        }
        // Bishops: mildly central, happy on the long diagonals.
        2 => {
            let long_diag = if file == rank || file + rank == 7 {
                6
            } else {
                0
            };
            let back = if rank == 0 { -6 } else { 0 };
            pair(c * 2 - 8 + long_diag + back, c * 2 - 10)
        }
        // Rooks: the seventh rank, central files in the middlegame.
        3 => {
            let seventh = if rank == 6 { 16 } else { 0 };
            let files = if central_file {
                5
            } else if near_file {
                2
            } else {
                0
            };
            pair(seventh + files, if rank == 6 { 10 } else { 0 })
        }
        // Queens: a little central, more so in the endgame; not too early.
        4 => {
            let early = if rank >= 4 { -3 } else { 0 };
            pair(c - 4 + early, c * 3 - 15)
        }
        // King: tucked in a corner behind pawns in the middlegame, central
        // in the endgame.
        _ => {
            let mg = match rank {
                0 => [18, 26, 10, -4, -4, 6, 28, 20][file as usize],
                1 => [6, 6, -8, -18, -18, -8, 6, 6][file as usize],
                _ => -22 * rank - 4 * (c / 2),
            };
            pair(mg, c * 5 - 28)
        }
    }
}

/// Material plus square bonus, per kind and square, for White.
const TABLE: [[Pair; 64]; 6] = {
    let mut t = [[pair(0, 0); 64]; 6];
    let mut k = 0;
    while k < 6 {
        let mut sq = 0;
        while sq < 64 {
            let b = square_bonus(k, sq);
            t[k][sq] = pair(MATERIAL[k].mg + b.mg, MATERIAL[k].eg + b.eg);
            sq += 1;
        }
        k += 1;
    }
    t
};

/// Mobility weight per attacked square, and the count that scores zero.
const MOBILITY: [(Pair, i32); 4] = [
    (pair(4, 4), 4),  // knight
    (pair(5, 5), 6),  // bishop
    (pair(2, 4), 6),  // rook
    (pair(1, 2), 12), // queen
];

/// Passed pawn bonus by rank as seen from the pawn's side.
const PASSED: [Pair; 8] = [
    pair(0, 0),
    pair(4, 10),
    pair(6, 14),
    pair(12, 26),
    pair(24, 46),
    pair(44, 78),
    pair(70, 120),
    pair(0, 0),
];

const DOUBLED: Pair = pair(-10, -18);
const ISOLATED: Pair = pair(-10, -12);
const BISHOP_PAIR: Pair = pair(28, 48);
const ROOK_OPEN: Pair = pair(22, 8);
const ROOK_HALF_OPEN: Pair = pair(10, 5);
const SHIELD_MISSING: i32 = -14;
const TEMPO: i32 = 10;
/// Weight of each kind attacking the squares around the enemy king.
const KING_ATTACK: [i32; 6] = [0, 2, 2, 3, 5, 0];

fn file_mask(file: usize) -> Bitboard {
    Bitboard::file(File::ALL[file])
}

fn adjacent_files(file: usize) -> Bitboard {
    let mut m = Bitboard::EMPTY;
    if file > 0 {
        m |= file_mask(file - 1);
    }
    if file < 7 {
        m |= file_mask(file + 1);
    }
    m
}

/// Squares strictly in front of `sq` from `color`'s view, on the files
/// given by `files`.
fn ahead(color: Color, sq: Square, files: Bitboard) -> Bitboard {
    let rank = sq.rank().index();
    let mut ranks = Bitboard::EMPTY;
    for r in 0..8 {
        let in_front = match color {
            Color::White => r > rank,
            Color::Black => r < rank,
        };
        if in_front {
            ranks |= Bitboard::rank(Rank::ALL[r]);
        }
    }
    ranks & files
}

/// The evaluation of `pos` in centipawns from the side to move's view.
pub fn evaluate(pos: &Position) -> i32 {
    let occ = pos.occupied();
    let pawns = pos.by_kind(PieceKind::Pawn);
    let mut score = Pair::default();
    let mut phase = 0;
    let mut king_danger = [0i32; 2];

    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        let us = pos.by_color(color);
        let them = color.other();
        let our_pawns = pawns & us;
        let their_pawns = pawns & pos.by_color(them);
        let their_king_zone = {
            let k = pos.king(them);
            king_attacks(k).with(k)
        };
        // Squares attacked by enemy pawns are poor for mobility.
        let mut enemy_pawn_cover = Bitboard::EMPTY;
        for sq in their_pawns {
            enemy_pawn_cover |= pawn_attacks(them, sq);
        }
        let mut side = Pair::default();
        let mut attack_units = 0;
        let mut attackers = 0;

        for kind in PieceKind::ALL {
            for sq in pos.by_kind(kind) & us {
                let rel = sq.relative_to(color).index();
                side += TABLE[kind.index()][rel];
                phase += PHASE[kind.index()];
                let attacks = match kind {
                    PieceKind::Knight => knight_attacks(sq),
                    PieceKind::Bishop => bishop_attacks(sq, occ),
                    PieceKind::Rook => rook_attacks(sq, occ),
                    PieceKind::Queen => queen_attacks(sq, occ),
                    _ => Bitboard::EMPTY,
                };
                if attacks.any() {
                    let (w, zero) = MOBILITY[kind.index() - 1];
                    let n = (attacks & !us & !enemy_pawn_cover).count() as i32;
                    side += w * (n - zero);
                    let hits = (attacks & their_king_zone).count() as i32;
                    if hits > 0 {
                        attack_units += KING_ATTACK[kind.index()] * hits;
                        attackers += 1;
                    }
                }
                match kind {
                    PieceKind::Pawn => {
                        let file = sq.file().index();
                        if (our_pawns & file_mask(file) & ahead(color, sq, Bitboard::FULL)).any() {
                            side += DOUBLED;
                        }
                        if (our_pawns & adjacent_files(file)).is_empty() {
                            side += ISOLATED;
                        }
                        let span = file_mask(file) | adjacent_files(file);
                        if (their_pawns & ahead(color, sq, span)).is_empty() {
                            let r = sq.rank().relative_to(color).index();
                            let mut bonus = PASSED[r];
                            // A blocked passer is worth less.
                            let stop = ahead(color, sq, file_mask(file));
                            if (stop & occ & pos.by_color(them)).any() {
                                bonus = pair(bonus.mg / 2, bonus.eg / 2);
                            }
                            side += bonus;
                        }
                    }
                    PieceKind::Rook => {
                        let f = file_mask(sq.file().index());
                        if (pawns & f).is_empty() {
                            side += ROOK_OPEN;
                        } else if (our_pawns & f).is_empty() {
                            side += ROOK_HALF_OPEN;
                        }
                    }
                    _ => {}
                }
            }
        }
        if (pos.by_kind(PieceKind::Bishop) & us).has_more_than_one() {
            side += BISHOP_PAIR;
        }
        // Pawn shield in front of a castled-looking king (middlegame only).
        let king = pos.king(color);
        if king.rank().relative_to(color).index() <= 1 {
            let kf = king.file().index();
            let shield_files = file_mask(kf) | adjacent_files(kf);
            let near = ahead(color, king, shield_files)
                & !ahead(
                    color,
                    king.offset(0, if color == Color::White { 2 } else { -2 })
                        .unwrap_or(king),
                    Bitboard::FULL,
                );
            let present = (near & our_pawns).count() as i32;
            let files = if kf == 0 || kf == 7 { 2 } else { 3 };
            side.mg += SHIELD_MISSING * (files - present.min(files));
        }
        if attackers >= 2 && (pos.by_kind(PieceKind::Queen) & us).any() {
            king_danger[them.index()] = attack_units * attack_units / 3;
        }
        score += side * sign;
    }
    score.mg -= king_danger[Color::White.index()].min(400);
    score.mg += king_danger[Color::Black.index()].min(400);

    score.eg += mop_up(pos);

    let phase = phase.min(MAX_PHASE);
    let mut total = (score.mg * phase + score.eg * (MAX_PHASE - phase)) / MAX_PHASE;
    total = scale_drawish(pos, total);
    let stm = if pos.side_to_move() == Color::White {
        total
    } else {
        -total
    };
    stm + TEMPO
}

/// Against a lone king, drive it to the edge and bring our king close, so
/// that basic mates are found by a shallow search. From White's view.
fn mop_up(pos: &Position) -> i32 {
    let mut bonus = 0;
    for strong in Color::ALL {
        let weak = strong.other();
        let weak_set = pos.by_color(weak);
        if weak_set.has_more_than_one() {
            continue;
        }
        let strong_set = pos.by_color(strong);
        let heavy = pos.by_kind(PieceKind::Rook) | pos.by_kind(PieceKind::Queen);
        let pawns = pos.by_kind(PieceKind::Pawn);
        let minors = pos.by_kind(PieceKind::Bishop) | pos.by_kind(PieceKind::Knight);
        if (strong_set & heavy).is_empty()
            && (strong_set & pawns).is_empty()
            && (strong_set & minors).count() < 2
        {
            continue;
        }
        let wk = pos.king(weak);
        let sk = pos.king(strong);
        let edge = 12 - centrality(wk.index());
        let dist = (wk.file().index().abs_diff(sk.file().index()))
            .max(wk.rank().index().abs_diff(sk.rank().index())) as i32;
        let b = 12 * edge + 8 * (7 - dist);
        bonus += if strong == Color::White { b } else { -b };
    }
    bonus
}

/// Material edges that rarely win without pawns (a minor piece up, two
/// knights) are scaled towards a draw. From White's view.
fn scale_drawish(pos: &Position, score: i32) -> i32 {
    let strong = if score > 0 {
        Color::White
    } else {
        Color::Black
    };
    let ours = pos.by_color(strong);
    if (ours & pos.by_kind(PieceKind::Pawn)).any() {
        return score;
    }
    let non_pawn = |c: Color| -> i32 {
        let set = pos.by_color(c);
        [
            PieceKind::Knight,
            PieceKind::Bishop,
            PieceKind::Rook,
            PieceKind::Queen,
        ]
        .iter()
        .map(|&k| (pos.by_kind(k) & set).count() as i32 * piece_value(k))
        .sum()
    };
    let diff = non_pawn(strong) - non_pawn(strong.other());
    let only_knights =
        (ours & !(pos.by_kind(PieceKind::Knight) | pos.by_kind(PieceKind::King))).is_empty();
    if diff < 400 || only_knights {
        score / 8
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flip(fen: &str) -> Position {
        // Colours swapped and board mirrored: the evaluation must agree.
        let parts: Vec<&str> = fen.split(' ').collect();
        let board: Vec<String> = parts[0]
            .split('/')
            .rev()
            .map(|r| {
                r.chars()
                    .map(|c| {
                        if c.is_ascii_uppercase() {
                            c.to_ascii_lowercase()
                        } else {
                            c.to_ascii_uppercase()
                        }
                    })
                    .collect()
            })
            .collect();
        let side = if parts[1] == "w" { "b" } else { "w" };
        Position::from_fen(&format!("{} {side} - - 0 1", board.join("/"))).unwrap()
    }

    #[test]
    fn symmetric() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "6k1/8/8/8/8/8/8/R5K1 b - - 0 1",
        ] {
            let p = Position::from_fen(fen).unwrap();
            assert_eq!(evaluate(&p), evaluate(&flip(fen)), "{fen}");
        }
    }

    #[test]
    fn start_is_balanced_and_material_counts() {
        let start = Position::startpos();
        assert_eq!(evaluate(&start), TEMPO);
        let up_queen =
            Position::from_fen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        assert!(evaluate(&up_queen) > 800);
    }
}
