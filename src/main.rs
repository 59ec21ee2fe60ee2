//! The `rookery` command line: the game window with no arguments, and tools
//! for chess programmers: `perft`, `pgn`, `review`, `uci`, `match`, `tune`
//! and `datagen`. Here the parser and the dispatch; each sub-command is a
//! file of [`cli`].

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use cli::CliError;
use cli::datagen::DatagenArgs;
use cli::library::LibraryArgs;
use cli::matches::MatchArgs;
use cli::puzzles::PuzzlesArgs;
use cli::repertoire::RepertoireArgs;
use cli::study::StudyArgs;
use cli::train::TrainArgs;
use cli::tune::TuneArgs;

mod cli;

/// mimalloc in place of the system's allocator (glibc's malloc): a
/// library import makes and frees a few small strings and vectors a game
/// on three threads, and glibc's allocator took 8 to 9% of its samples
/// (perf, 100,000 games: malloc, free and their consolidation of freed
/// chunks). With mimalloc the million-game benchmark file went in 18.7 to
/// 21.3 s against 20.4 to 24.5 s (opt-level 3 builds, three runs each,
/// alternating), at 265 to 296 MB of memory against 225 MB.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "rookery",
    version = rookery::VERSION,
    about = "Rookery: a desktop chess game, with tools for chess programmers",
    after_help = "With no command, Rookery opens the game window (at the main menu, or straight into \
                  a game with FILE, --fen, --load or --pgn).",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Open the game window straight into this file's game: a PGN file (its
    /// first game), a FEN or EPD file (its first line), or a Rookery save;
    /// what a file manager passes when a file is opened with Rookery.
    #[arg(value_name = "FILE", conflicts_with_all = ["fen", "load", "pgn"])]
    file: Option<PathBuf>,
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
        /// Chess960: start position N (0 to 959, Scharnagl numbering; 518
        /// is the standard one), or with --fen that position (X-FEN or
        /// Shredder-FEN) played by the Chess960 castling rules.
        #[arg(long, value_name = "N", num_args = 0..=1, default_missing_value = "")]
        chess960: Option<String>,
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
    /// Review every game of a PGN file with Rookery's engine and write each
    /// back as PGN, as lichess annotates: a [%eval] after every move, the
    /// glyph ($6 ?!, $2 ?, $4 ??) of each inaccuracy, mistake and blunder
    /// with the engine's line as a variation ("Mistake. Nf3 was best."),
    /// and each player's accuracy in the tags WhiteAccuracy and
    /// BlackAccuracy.
    Review {
        /// The PGN file to review.
        file: PathBuf,
        /// Milliseconds of search for each position, instead of the default
        /// of a million nodes (an 80-ply game in under a minute).
        #[arg(long, value_name = "MS", conflicts_with_all = ["depth", "nodes"])]
        movetime: Option<u64>,
        /// Search each position to this depth instead (1 to 30).
        #[arg(long, value_name = "N", conflicts_with = "nodes")]
        depth: Option<u32>,
        /// Search this many nodes for each position (default 1000000; the
        /// window's deeper review uses 4000000).
        #[arg(long, value_name = "N")]
        nodes: Option<u64>,
        /// Review with this UCI engine (Stockfish, say) instead of
        /// Rookery's, each position searched to --depth (default 18).
        #[arg(long, value_name = "PATH", conflicts_with_all = ["movetime", "nodes"])]
        engine: Option<PathBuf>,
        /// An argument for the engine's program (once per argument: `uci`
        /// for `rookery uci`).
        #[arg(
            long = "engine-arg",
            value_name = "ARG",
            allow_hyphen_values = true,
            requires = "engine"
        )]
        engine_args: Vec<String>,
    },
    /// Speak the Universal Chess Interface on standard input and output,
    /// for chess GUIs and tools.
    Uci,
    /// Play a match between two engines: each opening twice, colours
    /// swapped; prints each game's result and then the Elo difference with
    /// its 95% interval, the likelihood of superiority and the SPRT.
    ///
    /// An engine is `rookery` (full strength, in this process),
    /// `rookery:level=N` (1 to 8), `rookery:elo=N` (a rating between levels
    /// 1 and 7), `rookery:random`, `rookery:uci` (this
    /// program's UCI server as a child process), or the path of any UCI
    /// engine followed by `option.Name=value` words (an underscore stands
    /// for a space in the name: option.Skill_Level=5), `arg=...` for each
    /// argument the program takes (`/old/rookery arg=uci`) and `name=...`,
    /// all in one quoted argument. Any engine may take `nodes=N` or
    /// `movetime=MS`: its own limit in place of the match's.
    Match(Box<MatchArgs>),
    /// Write Rookery's icon as a PNG of SIZE by SIZE pixels (for `make
    /// install`, which puts one in each of the desktop's icon sizes).
    #[command(hide = true)]
    Icon {
        /// The size in pixels (1 to 1024).
        size: u32,
        /// Where to write the PNG.
        file: PathBuf,
    },
    /// Tune the evaluation's weights to the results of a set of games (the
    /// logistic, or "Texel", method) and write them as Rust source, to be
    /// built into the next Rookery; scripts/tune-data.sh plays the games.
    Tune(Box<TuneArgs>),
    /// Play Rookery against itself at a fixed number of nodes a move from
    /// varied openings and write each quiet position with its search score
    /// and the game's result, training data for a neural evaluation (see
    /// docs/engine.md). A stopped run (Ctrl+C) continues with the same
    /// command.
    Datagen(Box<DatagenArgs>),
    /// A neural evaluation trained on a self-play data file (rookery
    /// datagen): its loss beside the hand-written evaluation's after each
    /// pass, the network written to a file (see docs/engine.md).
    Train(Box<TrainArgs>),
    /// The games library: import PGN files, find games by position, the
    /// opening explorer, export.
    Library(Box<LibraryArgs>),
    /// Puzzles in the library: import a lichess puzzle file.
    Puzzles(Box<PuzzlesArgs>),
    /// Studies in the library: import a PGN file (a lichess study) as a
    /// study, export one, list them.
    Study(Box<StudyArgs>),
    /// Opening repertoires in the library: import a PGN file as one, list
    /// them, the gaps the library's games find, games checked against one.
    Repertoire(Box<RepertoireArgs>),
}

fn main() -> ExitCode {
    let parsed = match Cli::try_parse() {
        Ok(parsed) => parsed,
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
    let result = match parsed.command {
        None => cli::open::run(parsed.file, parsed.fen, parsed.load, parsed.pgn),
        Some(Command::Perft {
            depth,
            fen,
            chess960,
            divide,
        }) => cli::perft::run(&depth, fen.as_deref(), chess960.as_deref(), divide),
        Some(Command::Pgn { file }) => cli::pgn::run(&file),
        Some(Command::Review {
            file,
            movetime,
            depth,
            nodes,
            engine,
            engine_args,
        }) => match engine {
            Some(engine) => cli::review::run_uci(&file, &engine, &engine_args, depth),
            None => cli::review::run(&file, movetime, depth, nodes),
        },
        Some(Command::Uci) => {
            rookery::engine::uci::run_stdio();
            Ok(())
        }
        Some(Command::Match(args)) => cli::matches::run(*args),
        Some(Command::Tune(args)) => cli::tune::run(*args),
        Some(Command::Datagen(args)) => cli::datagen::run(*args),
        Some(Command::Train(args)) => cli::train::run(*args),
        Some(Command::Library(args)) => cli::library::run(*args),
        Some(Command::Puzzles(args)) => cli::puzzles::run(*args),
        Some(Command::Study(args)) => cli::study::run(*args),
        Some(Command::Repertoire(args)) => cli::repertoire::run(*args),
        Some(Command::Icon { size, file }) => cli::open::write_icon(size, &file),
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
