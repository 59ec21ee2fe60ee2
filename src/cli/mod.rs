//! The sub-commands of the `rookery` command line, one file each (the
//! parser and the dispatch are in `main.rs`): [`open`] the game window (and
//! the icon `make install` draws), [`perft`], [`pgn`], [`review`],
//! [`matches`] for `rookery match`, [`tune`], [`datagen`], [`library`] and [`study`]; `rookery uci` is the
//! engine's own [`rookery::engine::uci`]. Here: what they share, the error
//! for the user, the output to standard output, the reading of numbers and
//! of the user's files.

use std::io::{self, Write};
use std::path::Path;

pub mod datagen;
pub mod library;
pub mod matches;
pub mod open;
pub mod perft;
pub mod pgn;
pub mod puzzles;
pub mod repertoire;
pub mod review;
pub mod study;
pub mod train;
pub mod tune;

/// An error for the user: one line on standard error (none if the message
/// is empty because it was already reported), exit status 1.
pub struct CliError(pub String);

/// Writes to stdout; a closed pipe (`rookery perft 5 --divide | head`) ends
/// the output quietly instead of panicking.
pub fn emit(out: &mut impl Write, line: std::fmt::Arguments<'_>) -> Result<(), CliError> {
    match writeln!(out, "{line}") {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => Err(CliError(format!("cannot write output: {e}"))),
    }
}

/// A whole number for option `what`, or an error saying it is not one.
pub fn whole_number<T: std::str::FromStr>(what: &str, text: &str) -> Result<T, CliError> {
    text.trim()
        .parse()
        .map_err(|_| CliError(format!("{what} '{text}' is not a whole number in range")))
}

/// Reads a text file as UTF-8, or as Latin-1 (common for old PGN files)
/// when it is not valid UTF-8.
pub fn read_text(path: &Path) -> Result<String, CliError> {
    rookery::persist::read_text(path)
        .map_err(|e| CliError(format!("cannot read {}: {e}", path.display())))
}
