//! Puzzles and training, plain Rust with no Bevy: the Glicko-2 ratings
//! of the player and the puzzles (`glicko`), the lichess puzzle CSV
//! (`lichess`) and when a failed puzzle comes back (`schedule`).

pub mod glicko;
pub mod lichess;
pub mod schedule;
