//! Zobrist hashing: a 64-bit key per position, updated incrementally as
//! moves are played. The random numbers are generated at compile time from a
//! fixed seed with SplitMix64, so keys are the same in every build.

use super::{CastlingRights, Color, Piece, Square};

/// SplitMix64's step (Steele, Lea and Flood): the next state, and the
/// state's fixed, one-to-one mix of 64 bits.
pub(crate) const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

const N_PIECE: usize = 2 * 6 * 64;
const N_TOTAL: usize = N_PIECE + 4 + 8 + 1;

const KEYS: [u64; N_TOTAL] = {
    let mut keys = [0u64; N_TOTAL];
    let mut state = 0x526f_6f6b_6572_7921; // "Rookery!"
    let mut i = 0;
    while i < N_TOTAL {
        let (s, k) = splitmix(state);
        state = s;
        keys[i] = k;
        i += 1;
    }
    keys
};

/// The key of `piece` standing on `sq`.
#[inline]
pub const fn piece_key(piece: Piece, sq: Square) -> u64 {
    KEYS[(piece.color as usize * 6 + piece.kind as usize) * 64 + sq.index()]
}

/// The keys of the 16 sets of castling rights: the xor of one key per right.
const CASTLING_KEYS: [u64; 16] = {
    let mut keys = [0u64; 16];
    let mut rights = 0;
    while rights < 16 {
        let mut i = 0;
        while i < 4 {
            if rights & (1 << i) != 0 {
                keys[rights] ^= KEYS[N_PIECE + i];
            }
            i += 1;
        }
        rights += 1;
    }
    keys
};

/// The key of a set of castling rights (the xor of one key per right held).
#[inline]
pub const fn castling_key(rights: CastlingRights) -> u64 {
    CASTLING_KEYS[rights.bits() as usize & 15]
}

/// The key of an en passant capture being possible on the file of `sq`.
#[inline]
pub const fn en_passant_key(sq: Square) -> u64 {
    KEYS[N_PIECE + 4 + sq.file().index()]
}

/// The key xored in when Black is to move.
#[inline]
pub const fn side_key(color: Color) -> u64 {
    match color {
        Color::White => 0,
        Color::Black => KEYS[N_PIECE + 12],
    }
}
