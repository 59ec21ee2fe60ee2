//! Puzzles and training, plain Rust with no Bevy: the Glicko-2 ratings
//! of the player and the puzzles (`glicko`), the lichess puzzle CSV
//! (`lichess`), when a failed puzzle comes back (`schedule`), puzzles made
//! from games by Rookery's engine (`generate`), their themes (`themes`),
//! the puzzle of the day (`daily`), the engine that finds a position's
//! two best moves for them (`analyst`: Rookery's, or a UCI engine), a
//! puzzle file checked move by move by such an engine (`verify`) and a
//! move other than the solution's judged for the trainer (`alternative`).

pub mod alternative;
pub mod analyst;
pub mod daily;
pub mod generate;
pub mod glicko;
pub mod lichess;
pub mod schedule;
pub mod themes;
pub mod verify;
