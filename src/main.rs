//! The `rookery` command line: the game window with no arguments, and tools
//! for chess programmers: `perft`, `pgn` and `uci`.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use rookery::app::persist::StartupGame;
use rookery::rules::{Position, perft, perft_divide, read_games};

/// The deepest perft the command accepts; deeper would run for days.
const MAX_PERFT_DEPTH: u32 = 12;

#[derive(Parser)]
#[command(
    name = "rookery",
    version,
    about = "Rookery: a desktop chess game, with tools for chess programmers",
    after_help = "With no command, Rookery opens the game window (at the main menu, or straight into \
                  a game with --fen, --load or --pgn).",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Open the game window straight into a two-player game from this position.
    #[arg(long, value_name = "FEN", allow_hyphen_values = true, conflicts_with_all = ["load", "pgn"])]
    fen: Option<String>,
    /// Open the game window straight into this saved game (a Rookery .ron save).
    #[arg(long, value_name = "FILE", conflicts_with = "pgn")]
    load: Option<PathBuf>,
    /// Open the game window straight into the first game of this PGN file.
    #[arg(long, value_name = "FILE")]
    pgn: Option<PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Count the leaf nodes of the legal move tree to DEPTH plies.
    ///
    /// The total is printed alone on the last line of standard output.
    Perft {
        /// Depth in plies (0 to 12).
        depth: String,
        /// Start from this position instead of the standard one.
        #[arg(long, value_name = "FEN", allow_hyphen_values = true)]
        fen: Option<String>,
        /// Print `<uci move>: <count>` for each legal move before the total.
        #[arg(long)]
        divide: bool,
    },
    /// Read every game of a PGN file and write each back out in Rookery's SAN.
    ///
    /// A Rookery save (a `.ron` file) is read and checked as the game does
    /// when loading it, and its game written out as PGN.
    Pgn {
        /// The PGN file, or Rookery save, to read.
        file: PathBuf,
    },
    /// Speak the Universal Chess Interface on standard input and output,
    /// for chess GUIs and tools.
    Uci,
}

/// An error for the user: one line on standard error (none if the message
/// is empty because it was already reported), exit status 1.
struct CliError(String);

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            let text = e.to_string();
            let first = text.lines().next().unwrap_or("invalid arguments");
            let first = first.strip_prefix("error: ").unwrap_or(first);
            eprintln!("rookery: {first} (try 'rookery --help')");
            return ExitCode::from(2);
        }
    };
    let result = match cli.command {
        None => startup_game(cli.fen, cli.load, cli.pgn).map(|game| {
            rookery::app::run_with(game);
        }),
        Some(Command::Perft { depth, fen, divide }) => run_perft(&depth, fen.as_deref(), divide),
        Some(Command::Pgn { file }) => run_pgn(&file),
        Some(Command::Uci) => {
            rookery::engine::uci::run_stdio();
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError(message)) => {
            if !message.is_empty() {
                eprintln!("rookery: {message}");
            }
            ExitCode::FAILURE
        }
    }
}

/// Checks a game asked for on the command line before any window opens, so
/// a bad one is one clear line on stderr and nothing else happens.
fn startup_game(
    fen: Option<String>,
    load: Option<PathBuf>,
    pgn: Option<PathBuf>,
) -> Result<Option<StartupGame>, CliError> {
    if let Some(fen) = fen {
        let pos = Position::from_fen(&fen).map_err(|e| CliError(format!("--fen: {e}")))?;
        return Ok(Some(StartupGame::Fen(pos.to_fen())));
    }
    if let Some(path) = load {
        rookery::persist::save::load(&path)
            .map_err(|e| CliError(format!("--load {}: {e}", path.display())))?;
        return Ok(Some(StartupGame::Save(path)));
    }
    if let Some(path) = pgn {
        let text = read_text(&path)?;
        return match read_games(&text).into_iter().next() {
            Some(Ok(game)) => Ok(Some(StartupGame::Pgn(Box::new(game)))),
            Some(Err(e)) => Err(CliError(format!("--pgn {}: {e}", path.display()))),
            None => Err(CliError(format!(
                "--pgn {}: no games found",
                path.display()
            ))),
        };
    }
    Ok(None)
}

fn parse_depth(text: &str) -> Result<u32, CliError> {
    match text.parse::<u32>() {
        Ok(d) if d <= MAX_PERFT_DEPTH => Ok(d),
        Ok(d) => Err(CliError(format!(
            "perft depth {d} is too deep (at most {MAX_PERFT_DEPTH})"
        ))),
        Err(_) => Err(CliError(format!(
            "perft depth '{text}' is not a whole number from 0 to {MAX_PERFT_DEPTH}"
        ))),
    }
}

/// Writes to stdout; a closed pipe (`rookery perft 5 --divide | head`) ends
/// the output quietly instead of panicking.
fn emit(out: &mut impl Write, line: std::fmt::Arguments<'_>) -> Result<(), CliError> {
    match writeln!(out, "{line}") {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => Err(CliError(format!("cannot write output: {e}"))),
    }
}

fn run_perft(depth: &str, fen: Option<&str>, divide: bool) -> Result<(), CliError> {
    let depth = parse_depth(depth)?;
    let pos = match fen {
        Some(fen) => Position::from_fen(fen).map_err(|e| CliError(format!("--fen: {e}")))?,
        None => Position::startpos(),
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let total = if divide && depth > 0 {
        let mut total = 0;
        for (mv, count) in perft_divide(&pos, depth) {
            emit(&mut out, format_args!("{mv}: {count}"))?;
            total += count;
        }
        total
    } else {
        perft(&pos, depth)
    };
    emit(&mut out, format_args!("{total}"))
}

/// Writes the game of a Rookery save as PGN, or says why it cannot be loaded.
fn run_save_pgn(path: &Path) -> Result<(), CliError> {
    let (file, game) = rookery::persist::save::load(path)
        .map_err(|e| CliError(format!("{}: {e}", path.display())))?;
    let pgn =
        rookery::persist::save::game_pgn(&game, &file.white.name, &file.black.name, file.started);
    let stdout = io::stdout();
    emit(&mut stdout.lock(), format_args!("{}", pgn.trim_end()))
}

/// Reads a text file as UTF-8, or as Latin-1 (common for old PGN files)
/// when it is not valid UTF-8.
fn read_text(path: &Path) -> Result<String, CliError> {
    let bytes = std::fs::read(path)
        .map_err(|e| CliError(format!("cannot read {}: {e}", path.display())))?;
    Ok(match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    })
}

fn run_pgn(path: &Path) -> Result<(), CliError> {
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
            Ok(game) => {
                if written > 0 {
                    emit(&mut out, format_args!(""))?;
                }
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
