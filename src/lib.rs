//! Rookery: a chess game. This library holds the pure chess rules
//! ([`rules`]); the engine and the Bevy game build on it.

pub mod rules;
