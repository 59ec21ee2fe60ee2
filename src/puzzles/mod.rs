//! Puzzles and training, plain Rust with no Bevy: the Glicko-2 ratings
//! of the player and the puzzles (`glicko`), the lichess puzzle CSV
//! (`lichess`), when a failed puzzle comes back (`schedule`), puzzles made
//! from games by Rookery's engine (`generate`), their themes (`themes`)
//! and the puzzle of the day (`daily`).

pub mod daily;
pub mod generate;
pub mod glicko;
pub mod lichess;
pub mod schedule;
pub mod themes;
