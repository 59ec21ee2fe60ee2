//! The evaluation's weights, written by `rookery tune` (src/engine/tune.rs);
//! to make them again, see "Tuning the evaluation" in docs/engine.md.
//! Tuned from 28523 positions scored by an engine;
//! K = 0.9230, 200 epochs of Adam at step 1 cp, ridge 1e-7: mean squared error 0.017164 -> 0.015916.
//!
//! Indexed by `eval::param`; each entry is a (middlegame, endgame) pair.

use super::params::{Pair, pair, param};

#[rustfmt::skip]
pub(crate) const WEIGHTS: [Pair; param::COUNT] = [
    // material: pawn, knight, bishop, rook, queen
    pair(98, 122), pair(334, 311), pair(345, 329), pair(495, 554), pair(982, 1005),
    // pawn squares, a1..h1 first, for White
    pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0),
    pair(-19, -18), pair(-13, -11), pair(-18, -14), pair(-23, -21), pair(-24, -21), pair(-15, -15), pair(-13, -22), pair(-18, -16),
    pair(-18, -17), pair(-13, -16), pair(-14, -11), pair(-10, -18), pair(-8, -15), pair(-13, -18), pair(-13, -23), pair(-19, -24),
    pair(-14, -10), pair(-10, -9), pair(-3, -16), pair(7, -16), pair(8, -11), pair(-5, -22), pair(-11, -14), pair(-15, -20),
    pair(-4, -4), pair(-2, 4), pair(3, -10), pair(12, -8), pair(12, -12), pair(3, -1), pair(-2, 0), pair(-6, 2),
    pair(7, 17), pair(11, 20), pair(10, 12), pair(10, 9), pair(10, 15), pair(11, 15), pair(11, 17), pair(6, 14),
    pair(23, 42), pair(27, 41), pair(27, 38), pair(26, 37), pair(26, 37), pair(26, 38), pair(26, 38), pair(22, 37),
    pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0),
    // knight squares, a1..h1 first, for White
    pair(-39, -24), pair(-27, -15), pair(-19, -8), pair(-10, 0), pair(-10, -1), pair(-20, -9), pair(-27, -16), pair(-39, -24),
    pair(-21, -16), pair(-11, -8), pair(-2, 0), pair(8, 6), pair(8, 8), pair(-1, 0), pair(-11, -8), pair(-21, -17),
    pair(-12, -8), pair(-1, 1), pair(10, 9), pair(19, 16), pair(19, 15), pair(10, 7), pair(-1, 0), pair(-11, -8),
    pair(4, 1), pair(15, 8), pair(24, 16), pair(35, 25), pair(34, 24), pair(25, 17), pair(15, 8), pair(5, 0),
    pair(5, 0), pair(15, 9), pair(25, 16), pair(36, 24), pair(33, 23), pair(25, 16), pair(14, 8), pair(5, 0),
    pair(-5, -7), pair(5, 1), pair(15, 8), pair(25, 16), pair(25, 16), pair(15, 7), pair(5, 0), pair(-5, -8),
    pair(-21, -16), pair(-11, -8), pair(-1, 1), pair(9, 8), pair(9, 8), pair(-1, 0), pair(-11, -8), pair(-21, -16),
    pair(-32, -25), pair(-21, -16), pair(-11, -8), pair(-1, 0), pair(-1, 0), pair(-11, -8), pair(-21, -16), pair(-32, -25),
    // bishop squares, a1..h1 first, for White
    pair(-13, -12), pair(-15, -8), pair(-8, -1), pair(-7, 0), pair(-7, 3), pair(-12, -4), pair(-15, -6), pair(-13, -11),
    pair(-9, -6), pair(1, -3), pair(-1, -1), pair(3, 5), pair(3, 1), pair(-1, 0), pair(5, -3), pair(-9, -7),
    pair(-5, -5), pair(0, 2), pair(9, 3), pair(6, 7), pair(7, 7), pair(9, 4), pair(-1, 1), pair(-5, -4),
    pair(-1, 0), pair(4, 5), pair(8, 9), pair(17, 11), pair(17, 10), pair(6, 9), pair(3, 4), pair(-1, 0),
    pair(-1, 0), pair(2, 4), pair(7, 5), pair(18, 12), pair(18, 13), pair(8, 8), pair(2, 2), pair(-1, 0),
    pair(-4, -3), pair(-1, -1), pair(9, 4), pair(7, 7), pair(7, 7), pair(9, 4), pair(-1, 1), pair(-4, -4),
    pair(-9, -8), pair(1, -4), pair(-1, 1), pair(3, 4), pair(3, 2), pair(-1, 0), pair(1, -5), pair(-9, -8),
    pair(-7, -12), pair(-9, -8), pair(-5, -4), pair(-1, 0), pair(-1, 0), pair(-5, -5), pair(-9, -8), pair(-7, -12),
    // rook squares, a1..h1 first, for White
    pair(-6, -4), pair(-5, -4), pair(-1, -2), pair(1, -3), pair(1, -3), pair(-3, -2), pair(-3, -2), pair(-7, -4),
    pair(-4, -3), pair(-4, -2), pair(-2, -2), pair(1, -1), pair(1, -2), pair(-1, -2), pair(-4, -3), pair(-4, -2),
    pair(-4, -2), pair(-4, -2), pair(-2, -1), pair(1, 0), pair(1, -2), pair(-2, -1), pair(-4, -1), pair(-4, -2),
    pair(-3, 0), pair(-4, 0), pair(-1, -1), pair(1, -1), pair(1, -1), pair(-2, 0), pair(-4, -1), pair(-3, 0),
    pair(-3, 1), pair(-3, 0), pair(-1, 0), pair(1, -1), pair(1, -1), pair(-1, 0), pair(-4, 0), pair(-3, 0),
    pair(-3, 1), pair(-3, 0), pair(-1, 0), pair(2, -1), pair(1, -1), pair(-1, 0), pair(-4, -1), pair(-4, -1),
    pair(13, 10), pair(13, 10), pair(15, 10), pair(17, 8), pair(17, 8), pair(14, 7), pair(12, 8), pair(13, 9),
    pair(-4, -1), pair(-4, -1), pair(-2, -2), pair(1, -2), pair(1, -1), pair(-2, -1), pair(-4, 0), pair(-4, 0),
    // queen squares, a1..h1 first, for White
    pair(-5, -18), pair(-3, -12), pair(0, -6), pair(3, 0), pair(2, 0), pair(-1, -6), pair(-2, -12), pair(-5, -18),
    pair(-2, -12), pair(-1, -6), pair(1, 0), pair(4, 6), pair(5, 6), pair(1, 0), pair(-1, -6), pair(-3, -12),
    pair(-1, -6), pair(1, 0), pair(3, 6), pair(5, 12), pair(6, 12), pair(3, 6), pair(1, 0), pair(-1, -6),
    pair(1, 0), pair(4, 6), pair(5, 12), pair(8, 18), pair(8, 18), pair(5, 12), pair(4, 6), pair(1, 0),
    pair(-2, 0), pair(0, 6), pair(3, 12), pair(5, 18), pair(5, 18), pair(2, 12), pair(0, 6), pair(-1, 0),
    pair(-4, -6), pair(-2, 0), pair(1, 6), pair(3, 12), pair(3, 12), pair(1, 6), pair(-1, 0), pair(-3, -6),
    pair(-5, -12), pair(-3, -6), pair(-2, 0), pair(0, 6), pair(1, 6), pair(-2, 0), pair(-4, -6), pair(-5, -12),
    pair(-7, -18), pair(-5, -12), pair(-4, -6), pair(-1, 0), pair(-2, 0), pair(-4, -6), pair(-6, -12), pair(-7, -18),
    // king squares, a1..h1 first, for White
    pair(101, -31), pair(109, -21), pair(93, -11), pair(78, -2), pair(81, -2), pair(88, -13), pair(111, -24), pair(101, -31),
    pair(89, -20), pair(89, -11), pair(75, 1), pair(65, 12), pair(65, 7), pair(77, 2), pair(89, -13), pair(89, -20),
    pair(31, -7), pair(27, -4), pair(23, 8), pair(19, 14), pair(19, 17), pair(23, 8), pair(28, 1), pair(31, -10),
    pair(5, 0), pair(1, 10), pair(-3, 16), pair(-7, 28), pair(-7, 32), pair(-3, 20), pair(1, 9), pair(5, 0),
    pair(-17, 1), pair(-21, 11), pair(-25, 22), pair(-29, 32), pair(-29, 31), pair(-24, 24), pair(-21, 12), pair(-17, 1),
    pair(-35, -10), pair(-39, 2), pair(-43, 11), pair(-47, 21), pair(-47, 22), pair(-42, 13), pair(-38, 3), pair(-35, -8),
    pair(-53, -20), pair(-57, -8), pair(-61, 1), pair(-65, 11), pair(-65, 11), pair(-61, 1), pair(-57, -8), pair(-53, -19),
    pair(-71, -30), pair(-75, -20), pair(-79, -10), pair(-83, -2), pair(-83, 1), pair(-79, -10), pair(-75, -20), pair(-71, -31),
    // mobility per square: knight, bishop, rook, queen
    pair(7, 5), pair(7, 5), pair(2, 6), pair(2, 4),
    // passed pawn by rank
    pair(0, 0), pair(3, 14), pair(5, 13), pair(9, 34), pair(23, 53), pair(45, 85), pair(72, 126), pair(0, 0),
    // doubled, isolated, bishop pair, rook open file, half-open file, shield pawn missing
    pair(-14, -15), pair(-13, -10), pair(32, 51), pair(24, 7), pair(15, 12), pair(-15, -6),
];
