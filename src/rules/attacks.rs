//! Precomputed attack tables: leaper, empty-board ray, `between` and `line`
//! tables built at compile time, sliding attacks through magic bitboards
//! whose multipliers are written down below (so start-up only fills the
//! lookup table, in about a millisecond, instead of searching for them).

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

// The multipliers, one per square (a1, b1, ... h8). Rookery found them
// itself, once, with the search it ran at every start-up until November
// 2026: an xorshift generator (shifts 13, 7, 17) seeded with
// 0x9e37_79b9_7f4a_7c15, candidates the AND of three draws, kept when the
// top byte of mask × candidate has at least six bits set and no two
// occupancies of the mask with different attacks share an index; the rook
// squares first, then the bishop squares, from one generator. The test
// `every_occupancy_has_its_own_entry` checks each of them against every
// occupancy of its mask.
const ROOK_MAGICS: [u64; 64] = [
    0x2080_0020_8040_0010,
    0x00c0_0020_0140_1000,
    0x2100_1100_0840_2002,
    0x0880_0800_8104_1000,
    0x0200_0200_2004_1008,
    0x2300_0400_0801_0012,
    0x0c00_2830_0400_8201,
    0x0180_0100_0040_7a80,
    0x0168_8000_8040_0020,
    0x0010_4000_4020_1000,
    0x1001_0020_0100_1048,
    0x1001_0024_0810_0100,
    0x0801_0004_0801_0012,
    0x4001_0002_0900_0400,
    0x08a2_0004_c802_0001,
    0x2002_8011_4500_2280,
    0x0080_8600_2100_4200,
    0x0010_00c0_0940_2002,
    0x00b0_0020_0400_2800,
    0x100a_8080_1002_0800,
    0x8101_0100_0800_0410,
    0x0244_0080_0200_0480,
    0x0000_0400_1081_0208,
    0x2000_0200_0044_8534,
    0x4104_4004_8000_8033,
    0x0000_8101_0020_4000,
    0x0440_4309_0020_0010,
    0x4600_2409_0010_0100,
    0x0060_0800_8004_0080,
    0x0001_0003_0008_0400,
    0x0004_0844_0001_1002,
    0x0023_0402_0000_8041,
    0x0580_0500_4300_2080,
    0x0400_8040_0280_2008,
    0x0001_0020_0100_4010,
    0x1000_2009_0100_1000,
    0x4410_8008_0180_0c00,
    0xa012_0038_0600_1004,
    0x0020_1001_0400_8802,
    0x0004_8084_0200_0041,
    0x0010_4001_7089_8000,
    0x0080_5000_2000_4004,
    0x1040_4080_1202_0020,
    0x8010_0400_0800_4040,
    0x2001_0801_0011_0004,
    0x0000_0200_0400_8080,
    0x0021_0108_1004_0002,
    0x0800_008c_4302_0024,
    0x0000_8000_2100_5100,
    0x0070_2010_4000_8080,
    0x0000_d042_8200_6a00,
    0x0010_0144_0008_0240,
    0x0001_0801_1005_0100,
    0x0012_0008_1024_0600,
    0x0402_0008_0104_0200,
    0x0281_0010_8a00_4100,
    0x0050_8003_0010_2045,
    0x8208_2100_4012_0882,
    0x8010_6001_0118_3441,
    0x020b_0009_1000_6045,
    0x0241_0010_0248_0005,
    0x0081_0004_0088_0241,
    0x0000_0090_0802_4124,
    0x0048_1229_8041_0402,
];
const BISHOP_MAGICS: [u64; 64] = [
    0x0848_0208_2204_0013,
    0x8010_a400_8582_1200,
    0x0008_0084_3084_0822,
    0x0808_0481_0804_0000,
    0x1304_0421_0000_8104,
    0x5001_0120_1020_4023,
    0x8104_8801_b820_0420,
    0x200a_0080_8401_2000,
    0x0040_1020_0104_2084,
    0x840a_5050_4242_8020,
    0x0000_7001_0220_2920,
    0x4410_1c0c_1080_0002,
    0x0040_0404_2200_0000,
    0x0180_0208_0209_0202,
    0x4020_0208_1104_1202,
    0x0001_0430_8c04_2000,
    0x4140_6610_0242_4400,
    0x0028_0120_0801_0460,
    0x0188_0621_0200_2a00,
    0x0014_0048_4010_2008,
    0x0105_0002_9040_0002,
    0x8001_0222_0041_0400,
    0x104a_0419_1801_3446,
    0x008a_0000_8200_8238,
    0x04a0_0600_0810_0430,
    0x0008_2200_0882_0801,
    0x2508_0412_0800_5010,
    0x4008_0802_0020_2020,
    0x2441_0010_1300_4000,
    0x0030_0080_6040_7000,
    0x4008_1080_0042_0800,
    0x0012_0210_5029_0100,
    0x0210_0804_8220_0500,
    0xcc01_1120_4810_0480,
    0x0020_4028_0650_0440,
    0x0004_8e00_8058_0080,
    0x0040_1020_2002_0080,
    0x0028_0104_4008_0807,
    0x4601_0411_0800_8800,
    0x8040_810e_0410_4200,
    0x9012_1011_0400_088a,
    0xa003_0802_1208_1050,
    0x00c1_0040_4840_1004,
    0x9000_00a0_1440_0800,
    0x0008_0210_4040_5401,
    0x4020_0082_0600_2090,
    0x0004_1904_2403_0100,
    0x0424_008a_0202_6250,
    0x8004_0882_5090_0040,
    0x1c00_4300_88a0_4200,
    0x0001_0200_9404_0001,
    0x8040_2100_2088_0061,
    0x2010_0404_5044_2032,
    0x0800_8408_5004_4001,
    0x0004_0408_0214_0004,
    0x0004_080a_0422_2020,
    0x8088_8021_1002_2000,
    0x1081_a104_1611_4400,
    0x0205_010a_2406_0820,
    0x0000_0007_2041_1080,
    0x1008_0002_0843_0400,
    0x580c_0260_2881_0840,
    0x8020_2044_1020_a110,
    0x12c0_0224_0102_0018,
];

/// Fills the lookup table for one kind of slider: for each square, every
/// subset of its relevant mask (Carry-Rippler enumeration) gets the attacks
/// a ray walk finds, at the index its multiplier gives.
fn fill(dirs: &[(i8, i8); 4], multipliers: &[u64; 64], slides: &mut Vec<Bitboard>) -> [Magic; 64] {
    let mut magics = [Magic::default(); 64];
    for sq in Square::all() {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count();
        let shift = 64 - bits;
        let magic = multipliers[sq.index()];
        let offset = slides.len();
        slides.resize(offset + (1usize << bits), Bitboard::EMPTY);
        let mut subset = 0u64;
        loop {
            let idx = (subset.wrapping_mul(magic) >> shift) as usize;
            slides[offset + idx] = slide(sq, Bitboard(subset), dirs);
            subset = subset.wrapping_sub(mask.0) & mask.0;
            if subset == 0 {
                break;
            }
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
    let mut slides = Vec::with_capacity(102_400 + 5_248);
    let rook = fill(&ROOK_DIRS, &ROOK_MAGICS, &mut slides);
    let bishop = fill(&BISHOP_DIRS, &BISHOP_MAGICS, &mut slides);
    SliderTables {
        rook,
        bishop,
        slides,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every occupancy of every square's mask, looked up through the
    /// written multipliers, gives what a ray walk gives: a multiplier that
    /// sent two occupancies with different attacks to one entry fails here.
    #[test]
    fn every_occupancy_has_its_own_entry() {
        let mut checked = 0usize;
        for (dirs, lookup) in [
            (&ROOK_DIRS, rook_attacks as fn(Square, Bitboard) -> Bitboard),
            (&BISHOP_DIRS, bishop_attacks),
        ] {
            for sq in Square::all() {
                let mask = relevant_mask(sq, dirs).0;
                let mut subset = 0u64;
                loop {
                    // Squares outside the mask must not change the answer.
                    let outside = !mask & 0x8100_0000_0000_0081;
                    for occ in [subset, subset | outside] {
                        assert_eq!(lookup(sq, Bitboard(occ)), slide(sq, Bitboard(occ), dirs));
                    }
                    checked += 1;
                    subset = subset.wrapping_sub(mask) & mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
        // 102,400 rook and 5,248 bishop occupancies (Chess Programming
        // Wiki, "Magic Bitboards": the sum of 2^bits over the squares).
        assert_eq!(checked, 102_400 + 5_248);
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
