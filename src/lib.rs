//! Rookery: a chess game. [`rules`] holds the pure chess rules, [`engine`]
//! the engine, [`persist`] the player's files and [`library`] the games
//! library (none of them uses Bevy; each uses only those before it);
//! [`app`] is the game in a window, built on Bevy.

pub mod app;
pub mod engine;
pub mod library;
pub mod persist;
pub mod puzzles;
pub mod rules;

/// Rookery's version and the commit it was built from, as `rookery
/// --version` and bug reports give it: "0.1.0 (commit 1e249f4a2b)", or
/// "(unknown commit)" when built outside a git checkout (build.rs).
pub const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (", env!("ROOKERY_COMMIT"), ")");
