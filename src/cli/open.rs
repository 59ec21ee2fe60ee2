//! Opening the game window: at the main menu, or straight into the game of
//! a file given alone (`rookery FILE`, as a file manager passes it), of
//! `--fen`, `--load` or `--pgn`, read and checked before any window opens.
//! And `rookery icon`, the window's icon drawn for the desktop's menu.

use std::path::{Path, PathBuf};

use rookery::app::saves::{PgnToOpen, StartupGame};
use rookery::rules::{Position, fen_of_epd};

use super::{CliError, read_text};

/// `rookery [FILE | --fen FEN | --load FILE | --pgn FILE]`: the game
/// window, straight into that game if one is given.
pub fn run(
    file: Option<PathBuf>,
    fen: Option<String>,
    load: Option<PathBuf>,
    pgn: Option<PathBuf>,
) -> Result<(), CliError> {
    let game = startup_game(file, fen, load, pgn)?;
    rookery::app::run_with(game);
    Ok(())
}

/// Checks a game asked for on the command line before any window opens, so
/// a bad one is one clear line on stderr and nothing else happens.
fn startup_game(
    file: Option<PathBuf>,
    fen: Option<String>,
    load: Option<PathBuf>,
    pgn: Option<PathBuf>,
) -> Result<Option<StartupGame>, CliError> {
    if let Some(path) = file {
        return file_game(&path).map(Some);
    }
    if let Some(fen) = fen {
        let pos = Position::from_fen_any(&fen).map_err(|e| CliError(format!("--fen: {e}")))?;
        return Ok(Some(StartupGame::Position(pos)));
    }
    if let Some(path) = load {
        return load_save(&path, &format!("--load {}", path.display())).map(Some);
    }
    if let Some(path) = pgn {
        let text = read_text(&path)?;
        return first_pgn_game(&text, &format!("--pgn {}", path.display())).map(Some);
    }
    Ok(None)
}

/// The game in a file given alone on the command line, told apart by its
/// extension (`.pgn`, `.fen` or `.epd`, `.ron`) or, without one of those,
/// by what it holds: a FEN on its first line, else PGN.
fn file_game(path: &Path) -> Result<StartupGame, CliError> {
    let shown = path.display();
    let extension = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    if extension.as_deref() == Some("ron") {
        return load_save(path, &shown.to_string());
    }
    let text = read_text(path)?;
    let first_line = text.lines().map(str::trim).find(|l| !l.is_empty());
    // An EPD line's operations ("bm Nf3;") are left out.
    let as_fen = |line: &str| Position::from_fen_any(&fen_of_epd(line));
    match extension.as_deref() {
        Some("fen" | "epd") => {
            let line = first_line.ok_or_else(|| CliError(format!("{shown}: the file is empty")))?;
            let pos = as_fen(line).map_err(|e| CliError(format!("{shown}: {e}")))?;
            Ok(StartupGame::Position(pos))
        }
        Some("pgn") => first_pgn_game(&text, &shown.to_string()),
        _ => match first_line.map(as_fen) {
            Some(Ok(pos)) => Ok(StartupGame::Position(pos)),
            _ => first_pgn_game(&text, &shown.to_string())
                .map_err(|_| CliError(format!("{shown}: not a PGN file, a FEN or a Rookery save"))),
        },
    }
}

/// A Rookery save, loaded and checked as the window's Load does; `label`
/// starts an error.
fn load_save(path: &Path, label: &str) -> Result<StartupGame, CliError> {
    let (file, game) =
        rookery::persist::save::load(path).map_err(|e| CliError(format!("{label}: {e}")))?;
    Ok(StartupGame::Save(Box::new(file), game))
}

/// The first game of a PGN file's text, checked; `label` starts an error.
fn first_pgn_game(text: &str, label: &str) -> Result<StartupGame, CliError> {
    match PgnToOpen::read_first(text) {
        Some(Ok(game)) => Ok(StartupGame::Pgn(Box::new(game))),
        Some(Err(e)) => Err(CliError(format!("{label}: {e}"))),
        None => Err(CliError(format!("{label}: no games found"))),
    }
}

/// `rookery icon SIZE FILE`.
pub fn write_icon(size: u32, path: &Path) -> Result<(), CliError> {
    let png = rookery::app::view::icon_png(size).map_err(CliError)?;
    std::fs::write(path, png).map_err(|e| CliError(format!("cannot write {}: {e}", path.display())))
}
