//! Static evaluation: material and piece-square tables tapered between the
//! middlegame and the endgame, plus a few cheap terms (mobility, pawn
//! structure, bishop pair, rooks on open files, king shelter and a push
//! towards the edge for a lone king).
//!
//! Every number here is Rookery's own. The weights of the linear terms
//! (material, piece-square tables, mobility, pawn structure, bishop pair,
//! rook files, king shelter) are in `weights.rs`, which `rookery tune`
//! writes from games the project plays itself (see `tune.rs`); the others
//! (king danger, mop-up, tempo, drawish scaling) are set here by hand.
//!
//! [`evaluate_traced`] evaluates as [`evaluate`] does while telling a
//! [`Trace`] how much each weight counted, which is what the tuner needs;
//! [`evaluate`] passes a trace that does nothing, so it costs nothing.

use crate::rules::{
    Bitboard, Color, File, PieceKind, Position, Rank, Square, bishop_attacks, king_attacks,
    knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};

pub(crate) use super::params::{Pair, pair, param};

/// The weights the tuner may change, indexed by [`param`].
pub(crate) use super::weights::WEIGHTS;

const fn material(kind: usize) -> Pair {
    if kind < 5 {
        WEIGHTS[param::MATERIAL + kind]
    } else {
        pair(0, 0)
    }
}

/// The middlegame value of a piece kind, used by move ordering and pruning.
pub(crate) const fn piece_value(kind: PieceKind) -> i32 {
    material(kind as usize).mg
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

/// Material plus square bonus, per kind and square, for White.
const TABLE: [[Pair; 64]; 6] = {
    let mut t = [[pair(0, 0); 64]; 6];
    let mut k = 0;
    while k < 6 {
        let mut sq = 0;
        while sq < 64 {
            let m = material(k);
            let b = WEIGHTS[param::PST + k * 64 + sq];
            t[k][sq] = pair(m.mg + b.mg, m.eg + b.eg);
            sq += 1;
        }
        k += 1;
    }
    t
};

/// The number of attacked squares that scores zero mobility, for knight,
/// bishop, rook and queen.
const MOBILITY_ZERO: [i32; 4] = [4, 6, 6, 12];
pub(crate) const TEMPO: i32 = 10;
/// Weight of each kind attacking the squares around the enemy king.
const KING_ATTACK: [i32; 6] = [0, 2, 2, 3, 5, 0];

/// What the tuner learns from one evaluation: how often each weight
/// counted for White minus for Black, the terms set by hand, the phase and
/// the drawish scaling. Every method does nothing by default.
pub(crate) trait Trace {
    /// Weight `index` counted `times` times for `color`'s side.
    #[inline(always)]
    fn feature(&mut self, _index: usize, _color: Color, _times: i32) {}
    /// Weight `index` counted at half its value once for `color`'s side.
    #[inline(always)]
    fn half_feature(&mut self, _index: usize, _color: Color) {}
    /// Hand-set middlegame and endgame terms, from White's view.
    #[inline(always)]
    fn fixed(&mut self, _mg: i32, _eg: i32) {}
    /// The game phase, 0 (bare kings and pawns) to 24.
    #[inline(always)]
    fn phase(&mut self, _phase: i32) {}
    /// The score was scaled to an eighth as a likely draw.
    #[inline(always)]
    fn scaled_down(&mut self) {}
}

/// The trace [`evaluate`] uses: nothing recorded.
struct NoTrace;
impl Trace for NoTrace {}

const fn at(index: usize) -> Pair {
    WEIGHTS[index]
}

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
    evaluate_traced(pos, &mut NoTrace)
}

/// [`evaluate`], telling `trace` what each weight contributed.
#[inline(always)]
pub(crate) fn evaluate_traced<T: Trace>(pos: &Position, trace: &mut T) -> i32 {
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
                if kind != PieceKind::King {
                    trace.feature(param::MATERIAL + kind.index(), color, 1);
                }
                trace.feature(param::PST + kind.index() * 64 + rel, color, 1);
                phase += PHASE[kind.index()];
                let attacks = match kind {
                    PieceKind::Knight => knight_attacks(sq),
                    PieceKind::Bishop => bishop_attacks(sq, occ),
                    PieceKind::Rook => rook_attacks(sq, occ),
                    PieceKind::Queen => queen_attacks(sq, occ),
                    _ => Bitboard::EMPTY,
                };
                if attacks.any() {
                    let i = kind.index() - 1;
                    let n = (attacks & !us & !enemy_pawn_cover).count() as i32;
                    side += at(param::MOBILITY + i) * (n - MOBILITY_ZERO[i]);
                    trace.feature(param::MOBILITY + i, color, n - MOBILITY_ZERO[i]);
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
                            side += at(param::DOUBLED);
                            trace.feature(param::DOUBLED, color, 1);
                        }
                        if (our_pawns & adjacent_files(file)).is_empty() {
                            side += at(param::ISOLATED);
                            trace.feature(param::ISOLATED, color, 1);
                        }
                        let span = file_mask(file) | adjacent_files(file);
                        if (their_pawns & ahead(color, sq, span)).is_empty() {
                            let r = sq.rank().relative_to(color).index();
                            let mut bonus = at(param::PASSED + r);
                            // A blocked passer is worth less.
                            let stop = ahead(color, sq, file_mask(file));
                            if (stop & occ & pos.by_color(them)).any() {
                                bonus = pair(bonus.mg / 2, bonus.eg / 2);
                                trace.half_feature(param::PASSED + r, color);
                            } else {
                                trace.feature(param::PASSED + r, color, 1);
                            }
                            side += bonus;
                        }
                    }
                    PieceKind::Rook => {
                        let f = file_mask(sq.file().index());
                        if (pawns & f).is_empty() {
                            side += at(param::ROOK_OPEN);
                            trace.feature(param::ROOK_OPEN, color, 1);
                        } else if (our_pawns & f).is_empty() {
                            side += at(param::ROOK_HALF_OPEN);
                            trace.feature(param::ROOK_HALF_OPEN, color, 1);
                        }
                    }
                    _ => {}
                }
            }
        }
        if (pos.by_kind(PieceKind::Bishop) & us).has_more_than_one() {
            side += at(param::BISHOP_PAIR);
            trace.feature(param::BISHOP_PAIR, color, 1);
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
            let missing = files - present.min(files);
            side += at(param::SHIELD_MISSING) * missing;
            trace.feature(param::SHIELD_MISSING, color, missing);
        }
        if attackers >= 2 && (pos.by_kind(PieceKind::Queen) & us).any() {
            king_danger[them.index()] = attack_units * attack_units / 3;
        }
        score += side * sign;
    }
    let danger =
        king_danger[Color::Black.index()].min(400) - king_danger[Color::White.index()].min(400);
    let mop = mop_up(pos);
    score.mg += danger;
    score.eg += mop;
    trace.fixed(danger, mop);

    let phase = phase.min(MAX_PHASE);
    trace.phase(phase);
    let total = (score.mg * phase + score.eg * (MAX_PHASE - phase)) / MAX_PHASE;
    let scaled = scale_drawish(pos, total);
    if scaled != total {
        trace.scaled_down();
    }
    let total = scaled;
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
