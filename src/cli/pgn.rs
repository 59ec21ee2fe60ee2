//! `rookery pgn`: every game of a PGN file read and written back in
//! Rookery's SAN with the opening's tags, or a Rookery save's game written
//! as PGN.

use std::io;
use std::path::Path;

use rookery::rules::read_games;

use super::{CliError, emit, read_text};

/// `rookery pgn FILE`.
pub fn run(path: &Path) -> Result<(), CliError> {
    if path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("ron"))
    {
        return run_save_pgn(path);
    }
    let text = read_text(path)?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut failures = 0usize;
    let mut written = 0usize;
    for game in read_games(&text) {
        match game {
            Ok(mut game) => {
                if written > 0 {
                    emit(&mut out, format_args!(""))?;
                }
                game.tags = rookery::persist::save::with_opening_tags(&game.game, &game.tags);
                let pgn = game.to_pgn();
                emit(&mut out, format_args!("{}", pgn.trim_end()))?;
                written += 1;
            }
            Err(e) => {
                failures += 1;
                eprintln!("rookery: {}: {e}", path.display());
            }
        }
    }
    if failures > 0 {
        // Each broken game has had its own line on stderr already.
        return Err(CliError(String::new()));
    }
    if written == 0 {
        return Err(CliError(format!("{}: no games found", path.display())));
    }
    Ok(())
}

/// Writes the game of a Rookery save as PGN, or says why it cannot be loaded.
fn run_save_pgn(path: &Path) -> Result<(), CliError> {
    let (file, game) = rookery::persist::save::load(path)
        .map_err(|e| CliError(format!("{}: {e}", path.display())))?;
    let pgn = rookery::persist::save::tagged_game_pgn(
        &game,
        &file.white.name,
        &file.black.name,
        file.started,
        file.clock.as_ref(),
        None,
        &rookery::persist::save::GameExtras {
            tags: &file.tags,
            ..Default::default()
        },
    );
    let stdout = io::stdout();
    emit(&mut stdout.lock(), format_args!("{}", pgn.trim_end()))
}
