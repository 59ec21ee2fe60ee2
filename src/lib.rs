//! Rookery: a chess game. [`rules`] holds the pure chess rules (no Bevy);
//! [`app`] is the game in a window, built on Bevy.

pub mod app;
pub mod engine;
pub mod persist;
pub mod rules;
