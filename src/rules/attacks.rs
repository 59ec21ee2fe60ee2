//! Precomputed attack tables: leaper, empty-board ray, `between` and `line`
//! tables built at compile time, sliding attacks through magic bitboards
//! whose multipliers Rookery searches for once at start-up with a fixed seed
//! (so every run builds the same tables).

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

/// The squares a slider moving along `dirs` reaches from each square of an
/// empty board.
const fn empty_board_rays(dirs: &[(i8, i8); 4]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut bits = 0u64;
        let mut d = 0;
        while d < 4 {
            let mut cur = Square::from_index_unchecked(sq);
            while let Some(next) = cur.offset(dirs[d].0, dirs[d].1) {
                bits |= 1 << next.index();
                cur = next;
            }
            d += 1;
        }
        table[sq as usize] = Bitboard(bits);
        sq += 1;
    }
    table
}

static ROOK_RAYS: [Bitboard; 64] = empty_board_rays(&ROOK_DIRS);
static BISHOP_RAYS: [Bitboard; 64] = empty_board_rays(&BISHOP_DIRS);

/// The `between` and `line` tables, built at compile time by walking the
/// eight directions from every square.
const fn between_and_line() -> ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) {
    const DIRS: [(i8, i8); 8] = [
        (0, 1),
        (1, 0),
        (0, -1),
        (-1, 0),
        (1, 1),
        (1, -1),
        (-1, -1),
        (-1, 1),
    ];
    let mut between = [[Bitboard::EMPTY; 64]; 64];
    let mut line = [[Bitboard::EMPTY; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let from = Square::from_index_unchecked(a);
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRS[d];
            // The whole line through `from` in this direction, both ways.
            let mut full = 1u64 << a;
            let mut cur = from;
            while let Some(next) = cur.offset(df, dr) {
                full |= 1 << next.index();
                cur = next;
            }
            cur = from;
            while let Some(next) = cur.offset(-df, -dr) {
                full |= 1 << next.index();
                cur = next;
            }
            // Every square further along this direction lies on it.
            let mut passed = 0u64;
            cur = from;
            while let Some(next) = cur.offset(df, dr) {
                between[a as usize][next.index()] = Bitboard(passed);
                line[a as usize][next.index()] = Bitboard(full);
                passed |= 1 << next.index();
                cur = next;
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
}

static BETWEEN_AND_LINE: ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) = between_and_line();

/// Squares a rook on `sq` would attack on an empty board.
#[inline]
pub(crate) fn rook_rays(sq: Square) -> Bitboard {
    ROOK_RAYS[sq.index()]
}

/// Squares a bishop on `sq` would attack on an empty board.
#[inline]
pub(crate) fn bishop_rays(sq: Square) -> Bitboard {
    BISHOP_RAYS[sq.index()]
}

/// The sliding-attack tables, initialised on first use. Hot loops take
/// this reference once instead of going through the lazy lock per lookup.
#[inline]
pub(crate) fn sliders() -> &'static SliderTables {
    &TABLES
}

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
    TABLES.rook(sq, occupied)
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    TABLES.bishop(sq, occupied)
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
    BETWEEN_AND_LINE.0[a.index()][b.index()]
}

/// The whole line (edge to edge) through `a` and `b` when they share a rank,
/// file or diagonal; empty otherwise.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    BETWEEN_AND_LINE.1[a.index()][b.index()]
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

/// Magic bitboard tables for rook and bishop attacks.
pub(crate) struct SliderTables {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    slides: Vec<Bitboard>,
}

impl SliderTables {
    /// Squares a rook on `sq` attacks, given the occupied squares.
    #[inline]
    pub(crate) fn rook(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.rook[sq.index()].lookup(&self.slides, occupied)
    }

    /// Squares a bishop on `sq` attacks, given the occupied squares.
    #[inline]
    pub(crate) fn bishop(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.bishop[sq.index()].lookup(&self.slides, occupied)
    }
}

static TABLES: LazyLock<SliderTables> = LazyLock::new(build_tables);

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

fn build_tables() -> SliderTables {
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut slides = Vec::with_capacity(102_400 + 5_248);
    let rook = find_magics(&ROOK_DIRS, &mut slides, &mut rng);
    let bishop = find_magics(&BISHOP_DIRS, &mut slides, &mut rng);
    SliderTables {
        rook,
        bishop,
        slides,
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
    fn compile_time_tables_match_ray_walks() {
        for a in Square::all() {
            assert_eq!(rook_rays(a), slide(a, Bitboard::EMPTY, &ROOK_DIRS));
            assert_eq!(bishop_rays(a), slide(a, Bitboard::EMPTY, &BISHOP_DIRS));
            for b in Square::all() {
                let (mut expect_between, mut expect_line) = (Bitboard::EMPTY, Bitboard::EMPTY);
                let (a_bb, b_bb) = (Bitboard::from_square(a), Bitboard::from_square(b));
                for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
                    if a != b && slide(a, Bitboard::EMPTY, dirs).contains(b) {
                        expect_line = (slide(a, Bitboard::EMPTY, dirs)
                            & slide(b, Bitboard::EMPTY, dirs))
                            | a_bb
                            | b_bb;
                        expect_between = slide(a, b_bb, dirs) & slide(b, a_bb, dirs);
                    }
                }
                assert_eq!(between(a, b), expect_between, "between {a} {b}");
                assert_eq!(line(a, b), expect_line, "line {a} {b}");
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
