//! Engine matches (`rookery match`): the statistics of a match played in
//! pairs of games.

pub mod stats;
