//! The evaluation's weights, written by `rookery tune` (src/engine/tune.rs);
//! to make them again, see "Tuning the evaluation" in the README.
//! These are the hand-set weights Rookery played with before the tuner,
//! written out unchanged by `rookery tune --epochs 0`.
//!
//! Indexed by `eval::param`; each entry is a (middlegame, endgame) pair.

use super::params::{Pair, pair, param};

#[rustfmt::skip]
pub(crate) const WEIGHTS: [Pair; param::COUNT] = [
    // material: pawn, knight, bishop, rook, queen
    pair(100, 125), pair(325, 305), pair(335, 325), pair(490, 540), pair(980, 1000),
    // pawn squares, a1..h1 first, for White
    pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0),
    pair(-4, 0), pair(0, 0), pair(0, 0), pair(-6, 0), pair(-6, 0), pair(0, 0), pair(0, 0), pair(-4, 0),
    pair(-1, 4), pair(3, 4), pair(3, 4), pair(9, 4), pair(9, 4), pair(3, 4), pair(3, 4), pair(-1, 4),
    pair(3, 10), pair(7, 10), pair(13, 10), pair(21, 10), pair(21, 10), pair(13, 10), pair(7, 10), pair(3, 10),
    pair(10, 20), pair(14, 20), pair(20, 20), pair(28, 20), pair(28, 20), pair(20, 20), pair(14, 20), pair(10, 20),
    pair(22, 36), pair(26, 36), pair(26, 36), pair(26, 36), pair(26, 36), pair(26, 36), pair(26, 36), pair(22, 36),
    pair(38, 60), pair(42, 60), pair(42, 60), pair(42, 60), pair(42, 60), pair(42, 60), pair(42, 60), pair(38, 60),
    pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0),
    // knight squares, a1..h1 first, for White
    pair(-36, -22), pair(-26, -14), pair(-16, -6), pair(-6, 2), pair(-6, 2), pair(-16, -6), pair(-26, -14), pair(-36, -22),
    pair(-18, -14), pair(-8, -6), pair(2, 2), pair(12, 10), pair(12, 10), pair(2, 2), pair(-8, -6), pair(-18, -14),
    pair(-8, -6), pair(2, 2), pair(12, 10), pair(22, 18), pair(22, 18), pair(12, 10), pair(2, 2), pair(-8, -6),
    pair(8, 2), pair(18, 10), pair(28, 18), pair(38, 26), pair(38, 26), pair(28, 18), pair(18, 10), pair(8, 2),
    pair(8, 2), pair(18, 10), pair(28, 18), pair(38, 26), pair(38, 26), pair(28, 18), pair(18, 10), pair(8, 2),
    pair(-2, -6), pair(8, 2), pair(18, 10), pair(28, 18), pair(28, 18), pair(18, 10), pair(8, 2), pair(-2, -6),
    pair(-18, -14), pair(-8, -6), pair(2, 2), pair(12, 10), pair(12, 10), pair(2, 2), pair(-8, -6), pair(-18, -14),
    pair(-28, -22), pair(-18, -14), pair(-8, -6), pair(2, 2), pair(2, 2), pair(-8, -6), pair(-18, -14), pair(-28, -22),
    // bishop squares, a1..h1 first, for White
    pair(-8, -10), pair(-10, -6), pair(-6, -2), pair(-2, 2), pair(-2, 2), pair(-6, -2), pair(-10, -6), pair(-8, -10),
    pair(-4, -6), pair(6, -2), pair(4, 2), pair(8, 6), pair(8, 6), pair(4, 2), pair(6, -2), pair(-4, -6),
    pair(0, -2), pair(4, 2), pair(14, 6), pair(12, 10), pair(12, 10), pair(14, 6), pair(4, 2), pair(0, -2),
    pair(4, 2), pair(8, 6), pair(12, 10), pair(22, 14), pair(22, 14), pair(12, 10), pair(8, 6), pair(4, 2),
    pair(4, 2), pair(8, 6), pair(12, 10), pair(22, 14), pair(22, 14), pair(12, 10), pair(8, 6), pair(4, 2),
    pair(0, -2), pair(4, 2), pair(14, 6), pair(12, 10), pair(12, 10), pair(14, 6), pair(4, 2), pair(0, -2),
    pair(-4, -6), pair(6, -2), pair(4, 2), pair(8, 6), pair(8, 6), pair(4, 2), pair(6, -2), pair(-4, -6),
    pair(-2, -10), pair(-4, -6), pair(0, -2), pair(4, 2), pair(4, 2), pair(0, -2), pair(-4, -6), pair(-2, -10),
    // rook squares, a1..h1 first, for White
    pair(0, 0), pair(0, 0), pair(2, 0), pair(5, 0), pair(5, 0), pair(2, 0), pair(0, 0), pair(0, 0),
    pair(0, 0), pair(0, 0), pair(2, 0), pair(5, 0), pair(5, 0), pair(2, 0), pair(0, 0), pair(0, 0),
    pair(0, 0), pair(0, 0), pair(2, 0), pair(5, 0), pair(5, 0), pair(2, 0), pair(0, 0), pair(0, 0),
    pair(0, 0), pair(0, 0), pair(2, 0), pair(5, 0), pair(5, 0), pair(2, 0), pair(0, 0), pair(0, 0),
    pair(0, 0), pair(0, 0), pair(2, 0), pair(5, 0), pair(5, 0), pair(2, 0), pair(0, 0), pair(0, 0),
    pair(0, 0), pair(0, 0), pair(2, 0), pair(5, 0), pair(5, 0), pair(2, 0), pair(0, 0), pair(0, 0),
    pair(16, 10), pair(16, 10), pair(18, 10), pair(21, 10), pair(21, 10), pair(18, 10), pair(16, 10), pair(16, 10),
    pair(0, 0), pair(0, 0), pair(2, 0), pair(5, 0), pair(5, 0), pair(2, 0), pair(0, 0), pair(0, 0),
    // queen squares, a1..h1 first, for White
    pair(-4, -15), pair(-2, -9), pair(0, -3), pair(2, 3), pair(2, 3), pair(0, -3), pair(-2, -9), pair(-4, -15),
    pair(-2, -9), pair(0, -3), pair(2, 3), pair(4, 9), pair(4, 9), pair(2, 3), pair(0, -3), pair(-2, -9),
    pair(0, -3), pair(2, 3), pair(4, 9), pair(6, 15), pair(6, 15), pair(4, 9), pair(2, 3), pair(0, -3),
    pair(2, 3), pair(4, 9), pair(6, 15), pair(8, 21), pair(8, 21), pair(6, 15), pair(4, 9), pair(2, 3),
    pair(-1, 3), pair(1, 9), pair(3, 15), pair(5, 21), pair(5, 21), pair(3, 15), pair(1, 9), pair(-1, 3),
    pair(-3, -3), pair(-1, 3), pair(1, 9), pair(3, 15), pair(3, 15), pair(1, 9), pair(-1, 3), pair(-3, -3),
    pair(-5, -9), pair(-3, -3), pair(-1, 3), pair(1, 9), pair(1, 9), pair(-1, 3), pair(-3, -3), pair(-5, -9),
    pair(-7, -15), pair(-5, -9), pair(-3, -3), pair(-1, 3), pair(-1, 3), pair(-3, -3), pair(-5, -9), pair(-7, -15),
    // king squares, a1..h1 first, for White
    pair(18, -28), pair(26, -18), pair(10, -8), pair(-4, 2), pair(-4, 2), pair(6, -8), pair(28, -18), pair(20, -28),
    pair(6, -18), pair(6, -8), pair(-8, 2), pair(-18, 12), pair(-18, 12), pair(-8, 2), pair(6, -8), pair(6, -18),
    pair(-52, -8), pair(-56, 2), pair(-60, 12), pair(-64, 22), pair(-64, 22), pair(-60, 12), pair(-56, 2), pair(-52, -8),
    pair(-78, 2), pair(-82, 12), pair(-86, 22), pair(-90, 32), pair(-90, 32), pair(-86, 22), pair(-82, 12), pair(-78, 2),
    pair(-100, 2), pair(-104, 12), pair(-108, 22), pair(-112, 32), pair(-112, 32), pair(-108, 22), pair(-104, 12), pair(-100, 2),
    pair(-118, -8), pair(-122, 2), pair(-126, 12), pair(-130, 22), pair(-130, 22), pair(-126, 12), pair(-122, 2), pair(-118, -8),
    pair(-136, -18), pair(-140, -8), pair(-144, 2), pair(-148, 12), pair(-148, 12), pair(-144, 2), pair(-140, -8), pair(-136, -18),
    pair(-154, -28), pair(-158, -18), pair(-162, -8), pair(-166, 2), pair(-166, 2), pair(-162, -8), pair(-158, -18), pair(-154, -28),
    // mobility per square: knight, bishop, rook, queen
    pair(4, 4), pair(5, 5), pair(2, 4), pair(1, 2),
    // passed pawn by rank
    pair(0, 0), pair(4, 10), pair(6, 14), pair(12, 26), pair(24, 46), pair(44, 78), pair(70, 120), pair(0, 0),
    // doubled, isolated, bishop pair, rook open file, half-open file, shield pawn missing
    pair(-10, -18), pair(-10, -12), pair(28, 48), pair(22, 8), pair(10, 5), pair(-14, 0),
];
