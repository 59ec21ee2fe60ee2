//! Precomputed attack tables: leaper tables built at compile time, sliding
//! attacks through magic bitboards whose multipliers Rookery searches for once
//! at start-up with a fixed seed (so every run builds the same tables).

use std::sync::LazyLock;

use super::{Bitboard, Color, PieceKind, Square};

const fn leaper_table(deltas: &[(i8, i8)]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut bits = 0u64;
        let mut i = 0;
        while i < deltas.len() {
            if let Some(to) = Square::from_index_unchecked(sq).offset(deltas[i].0, deltas[i].1) {
                bits |= 1 << to.index();
            }
            i += 1;
        }
        table[sq as usize] = Bitboard(bits);
        sq += 1;
    }
    table
}

static KNIGHT: [Bitboard; 64] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);

static KING: [Bitboard; 64] = leaper_table(&[
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
]);

static PAWN: [[Bitboard; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

const ROOK_DIRS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// Squares a knight on `sq` attacks.
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    KNIGHT[sq.index()]
}

/// Squares a king on `sq` attacks.
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    KING[sq.index()]
}

/// Squares a pawn of `color` on `sq` attacks (captures onto).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    PAWN[color.index()][sq.index()]
}

/// Squares a rook on `sq` attacks, given the occupied squares.
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let t = &*TABLES;
    t.rook[sq.index()].lookup(&t.slides, occupied)
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let t = &*TABLES;
    t.bishop[sq.index()].lookup(&t.slides, occupied)
}

/// Squares a queen on `sq` attacks, given the occupied squares.
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Squares a piece of `kind` and `color` on `sq` attacks.
#[inline]
pub fn attacks(kind: PieceKind, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
    match kind {
        PieceKind::Pawn => pawn_attacks(color, sq),
        PieceKind::Knight => knight_attacks(sq),
        PieceKind::Bishop => bishop_attacks(sq, occupied),
        PieceKind::Rook => rook_attacks(sq, occupied),
        PieceKind::Queen => queen_attacks(sq, occupied),
        PieceKind::King => king_attacks(sq),
    }
}

/// The squares strictly between `a` and `b` when they share a rank, file or
/// diagonal; empty otherwise.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    TABLES.between[a.index()][b.index()]
}

/// The whole line (edge to edge) through `a` and `b` when they share a rank,
/// file or diagonal; empty otherwise.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    TABLES.line[a.index()][b.index()]
}

/// Slow ray walk used to build the tables (and by tests as a reference).
fn slide(sq: Square, occupied: Bitboard, dirs: &[(i8, i8); 4]) -> Bitboard {
    let mut result = Bitboard::EMPTY;
    for &(df, dr) in dirs {
        let mut cur = sq;
        while let Some(next) = cur.offset(df, dr) {
            result = result.with(next);
            if occupied.contains(next) {
                break;
            }
            cur = next;
        }
    }
    result
}

/// Relevant occupancy mask: the rays without their last square.
fn relevant_mask(sq: Square, dirs: &[(i8, i8); 4]) -> Bitboard {
    let mut result = Bitboard::EMPTY;
    for &(df, dr) in dirs {
        let mut cur = sq;
        while let Some(next) = cur.offset(df, dr) {
            if next.offset(df, dr).is_none() {
                break;
            }
            result = result.with(next);
            cur = next;
        }
    }
    result
}

#[derive(Clone, Copy, Default)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: u32,
}

impl Magic {
    #[inline]
    fn lookup(&self, slides: &[Bitboard], occupied: Bitboard) -> Bitboard {
        let idx = ((occupied.0 & self.mask).wrapping_mul(self.magic) >> self.shift) as usize;
        // SAFETY-free: the index is below the table size by construction of
        // `shift`; the bounds check stays and costs little.
        slides[self.offset as usize + idx]
    }
}

struct Tables {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    slides: Vec<Bitboard>,
    between: Box<[[Bitboard; 64]; 64]>,
    line: Box<[[Bitboard; 64]; 64]>,
}

static TABLES: LazyLock<Tables> = LazyLock::new(build_tables);

/// A small xorshift generator: deterministic magic search.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

fn find_magics(
    dirs: &[(i8, i8); 4],
    slides: &mut Vec<Bitboard>,
    rng: &mut XorShift,
) -> [Magic; 64] {
    let mut magics = [Magic::default(); 64];
    let mut occupancies = Vec::with_capacity(4096);
    let mut reference = Vec::with_capacity(4096);
    let mut used: Vec<u32> = vec![0; 4096];
    let mut table: Vec<Bitboard> = vec![Bitboard::EMPTY; 4096];
    let mut attempt = 0u32;
    for sq in Square::all() {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count();
        let size = 1usize << bits;
        occupancies.clear();
        reference.clear();
        // Carry-Rippler enumeration of every subset of the mask.
        let mut subset = 0u64;
        loop {
            occupancies.push(subset);
            reference.push(slide(sq, Bitboard(subset), dirs));
            subset = subset.wrapping_sub(mask.0) & mask.0;
            if subset == 0 {
                break;
            }
        }
        let shift = 64 - bits;
        let magic = 'search: loop {
            let candidate = rng.sparse();
            if (mask.0.wrapping_mul(candidate) >> 56).count_ones() < 6 {
                continue;
            }
            attempt += 1;
            for (i, &occ) in occupancies.iter().enumerate() {
                let idx = (occ.wrapping_mul(candidate) >> shift) as usize;
                if used[idx] != attempt {
                    used[idx] = attempt;
                    table[idx] = reference[i];
                } else if table[idx] != reference[i] {
                    continue 'search;
                }
            }
            break candidate;
        };
        let offset = slides.len();
        slides.resize(offset + size, Bitboard::EMPTY);
        for (i, &occ) in occupancies.iter().enumerate() {
            let idx = (occ.wrapping_mul(magic) >> shift) as usize;
            slides[offset + idx] = reference[i];
        }
        magics[sq.index()] = Magic {
            mask: mask.0,
            magic,
            shift,
            offset: offset as u32,
        };
    }
    magics
}

fn build_tables() -> Tables {
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut slides = Vec::with_capacity(102_400 + 5_248);
    let rook = find_magics(&ROOK_DIRS, &mut slides, &mut rng);
    let bishop = find_magics(&BISHOP_DIRS, &mut slides, &mut rng);
    let mut between = Box::new([[Bitboard::EMPTY; 64]; 64]);
    let mut line = Box::new([[Bitboard::EMPTY; 64]; 64]);
    for a in Square::all() {
        for b in Square::all() {
            if a == b {
                continue;
            }
            let a_bb = Bitboard::from_square(a);
            let b_bb = Bitboard::from_square(b);
            for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
                if slide(a, Bitboard::EMPTY, dirs).contains(b) {
                    line[a.index()][b.index()] = (slide(a, Bitboard::EMPTY, dirs)
                        & slide(b, Bitboard::EMPTY, dirs))
                        | a_bb
                        | b_bb;
                    between[a.index()][b.index()] = slide(a, b_bb, dirs) & slide(b, a_bb, dirs);
                }
            }
        }
    }
    Tables {
        rook,
        bishop,
        slides,
        between,
        line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_lookups_match_ray_walks() {
        let mut rng = XorShift(12345);
        for sq in Square::all() {
            for _ in 0..200 {
                let occ = Bitboard(rng.next() & rng.next());
                assert_eq!(rook_attacks(sq, occ), slide(sq, occ, &ROOK_DIRS));
                assert_eq!(bishop_attacks(sq, occ), slide(sq, occ, &BISHOP_DIRS));
            }
        }
    }

    #[test]
    fn leapers_and_lines() {
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(knight_attacks(Square::E4).count(), 8);
        assert_eq!(king_attacks(Square::H8).count(), 3);
        assert_eq!(
            pawn_attacks(Color::White, Square::E4),
            Bitboard::from_square(Square::D5).with(Square::F5)
        );
        assert_eq!(pawn_attacks(Color::White, Square::E8), Bitboard::EMPTY);
        assert_eq!(
            between(Square::A1, Square::D4),
            Bitboard::from_square(Square::B2).with(Square::C3)
        );
        assert!(between(Square::A1, Square::B3).is_empty());
        assert_eq!(line(Square::A1, Square::B2).count(), 8);
        assert!(line(Square::A1, Square::B3).is_empty());
    }
}
