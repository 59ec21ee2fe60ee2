//! The `rookery` command line: the game window with no arguments, and tools
//! for chess programmers: `perft`, `pgn`, `review`, `uci`, `match` and
//! `tune`.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use std::time::Duration;

use rookery::app::persist::StartupGame;
use rookery::engine::matches::adjudication::{Adjudication, DrawRule, ResignRule};
use rookery::engine::matches::stats::Sprt;
use rookery::engine::matches::{
    DEFAULT_OPENINGS, EngineSpec, FLAG_MARGIN, MatchConfig, MoveLimit, read_openings,
};
use rookery::rules::{Position, fen_of_epd, perft, perft_divide, read_games};

/// The deepest perft the command accepts; deeper would run for days.
const MAX_PERFT_DEPTH: u32 = 12;

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
        None => startup_game(cli.file, cli.fen, cli.load, cli.pgn).map(|game| {
            rookery::app::run_with(game);
        }),
        Some(Command::Perft {
            depth,
            fen,
            chess960,
            divide,
        }) => run_perft(&depth, fen.as_deref(), chess960.as_deref(), divide),
        Some(Command::Pgn { file }) => run_pgn(&file),
        Some(Command::Review {
            file,
            movetime,
            depth,
            nodes,
        }) => run_review(&file, movetime, depth, nodes),
        Some(Command::Uci) => {
            rookery::engine::uci::run_stdio();
            Ok(())
        }
        Some(Command::Match(args)) => run_match(*args),
        Some(Command::Tune(args)) => run_tune(*args),
        Some(Command::Icon { size, file }) => write_icon(size, &file),
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
    match read_games(text).into_iter().next() {
        Some(Ok(game)) => Ok(StartupGame::Pgn(Box::new(game))),
        Some(Err(e)) => Err(CliError(format!("{label}: {e}"))),
        None => Err(CliError(format!("{label}: no games found"))),
    }
}

/// `rookery icon SIZE FILE`.
fn write_icon(size: u32, path: &Path) -> Result<(), CliError> {
    let png = rookery::app::view::icon_png(size).map_err(CliError)?;
    std::fs::write(path, png).map_err(|e| CliError(format!("cannot write {}: {e}", path.display())))
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

fn run_perft(
    depth: &str,
    fen: Option<&str>,
    chess960: Option<&str>,
    divide: bool,
) -> Result<(), CliError> {
    use rookery::rules::{CHESS960_POSITIONS, Variant};
    let depth = parse_depth(depth)?;
    let pos = match (fen, chess960) {
        (Some(fen), None) => {
            Position::from_fen(fen).map_err(|e| CliError(format!("--fen: {e}")))?
        }
        (Some(fen), Some("")) => Position::from_fen_in(fen, Variant::Chess960)
            .map_err(|e| CliError(format!("--fen: {e}")))?,
        (Some(_), Some(_)) => {
            return Err(CliError(
                "give --chess960 a start position number or --fen, not both".to_string(),
            ));
        }
        (None, Some(n)) => n
            .trim()
            .parse::<u16>()
            .ok()
            .and_then(Position::chess960)
            .ok_or_else(|| {
                let given = if n.is_empty() {
                    String::new()
                } else {
                    format!(" '{n}'")
                };
                CliError(format!(
                    "--chess960{given}: give a start position number from 0 to {} \
                     (518 is the standard one), or --fen",
                    CHESS960_POSITIONS - 1
                ))
            })?,
        (None, None) => Position::startpos(),
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

/// `rookery match`'s arguments.
#[derive(clap::Args)]
struct MatchArgs {
    /// The two engines (give the option twice).
    #[arg(long = "engine", value_name = "ENGINE", required = true, num_args = 1)]
    engines: Vec<String>,
    /// How many games (rounded up to an even number).
    #[arg(long, default_value = "48")]
    games: String,
    /// How many games run at once.
    #[arg(long, default_value = "1")]
    concurrency: String,
    /// A clock for each side, minutes+seconds of increment: 10+0.1 is
    /// ten minutes and a tenth of a second a move, 0.5+0.05 thirty
    /// seconds and 50 ms.
    #[arg(long, value_name = "MIN+SEC", conflicts_with_all = ["movetime", "nodes"])]
    tc: Option<String>,
    /// Milliseconds per move.
    #[arg(long, value_name = "MS", conflicts_with = "nodes")]
    movetime: Option<String>,
    /// Nodes per move (the same on any machine).
    #[arg(long, value_name = "N")]
    nodes: Option<String>,
    /// A file of openings: one per line, SAN moves or a FEN/EPD
    /// (default: Rookery's 24 short main lines).
    #[arg(long, value_name = "FILE")]
    openings: Option<PathBuf>,
    /// Write every game here as PGN.
    #[arg(long, value_name = "FILE")]
    pgn: Option<PathBuf>,
    /// Stop when a sequential test decides: elo0=0 elo1=10 alpha=0.05
    /// beta=0.05 (one quoted argument; missing values take these).
    #[arg(long, value_name = "TEST")]
    sprt: Option<String>,
    /// Give a game to the side both engines see winning: moves=3 score=1000
    /// (each engine's score at least that many centipawns for that many of
    /// its moves in a row; one quoted argument, missing values as shown).
    #[arg(long, value_name = "RULE")]
    resign: Option<String>,
    /// Draw a game both engines see level: movenumber=40 moves=8 score=10
    /// (from that move on, both scores within that many centipawns for that
    /// many moves in a row; missing values as shown).
    #[arg(long, value_name = "RULE")]
    draw: Option<String>,
    /// The seed for Rookery's in-process choices.
    #[arg(long, default_value = "1")]
    seed: String,
    /// Milliseconds a clock may go past zero before its flag falls (with
    /// --tc): the time a move takes to pass between processes (default 50).
    #[arg(long, value_name = "MS")]
    timemargin: Option<String>,
}

fn whole_number<T: std::str::FromStr>(what: &str, text: &str) -> Result<T, CliError> {
    text.trim()
        .parse()
        .map_err(|_| CliError(format!("{what} '{text}' is not a whole number in range")))
}

/// `10+0.1`: minutes (fractions allowed) plus seconds of increment.
fn parse_tc(text: &str) -> Result<MoveLimit, CliError> {
    let bad = || {
        CliError(format!(
            "--tc '{text}': write minutes+seconds, such as 10+0.1 or 1+0"
        ))
    };
    let (base, inc) = text.split_once('+').unwrap_or((text, "0"));
    let base: f64 = base.trim().parse().map_err(|_| bad())?;
    let inc: f64 = inc.trim().parse().map_err(|_| bad())?;
    let ok = |v: f64, max: f64| v.is_finite() && (0.0..=max).contains(&v);
    if !ok(base, 24.0 * 60.0) || !ok(inc, 3600.0) || (base == 0.0 && inc == 0.0) {
        return Err(bad());
    }
    Ok(MoveLimit::Clock {
        base: Duration::from_secs_f64(base * 60.0),
        inc: Duration::from_secs_f64(inc),
    })
}

fn run_match(args: MatchArgs) -> Result<(), CliError> {
    let [a, b] = <[String; 2]>::try_from(args.engines)
        .map_err(|_| CliError("a match needs exactly two --engine".to_string()))?;
    let engines = [
        EngineSpec::parse(&a).map_err(CliError)?,
        EngineSpec::parse(&b).map_err(CliError)?,
    ];
    let games: usize = whole_number("--games", &args.games)?;
    if games == 0 || games > 1_000_000 {
        return Err(CliError("--games: from 1 to 1000000".to_string()));
    }
    let concurrency: usize = whole_number("--concurrency", &args.concurrency)?;
    if !(1..=64).contains(&concurrency) {
        return Err(CliError("--concurrency: from 1 to 64".to_string()));
    }
    let limit = if let Some(tc) = &args.tc {
        parse_tc(tc)?
    } else if let Some(ms) = &args.movetime {
        let ms: u64 = whole_number("--movetime", ms)?;
        MoveLimit::Movetime(Duration::from_millis(ms.clamp(1, 86_400_000)))
    } else if let Some(n) = &args.nodes {
        MoveLimit::Nodes(whole_number::<u64>("--nodes", n)?.max(1))
    } else {
        MoveLimit::Movetime(Duration::from_millis(100))
    };
    let openings = match &args.openings {
        Some(path) => read_openings(&read_text(path)?)
            .map_err(|e| CliError(format!("{}: {e}", path.display())))?,
        None => read_openings(DEFAULT_OPENINGS).map_err(CliError)?,
    };
    let sprt = args
        .sprt
        .as_deref()
        .map(Sprt::parse)
        .transpose()
        .map_err(CliError)?;
    let seed: u64 = whole_number("--seed", &args.seed)?;
    let flag_margin = match &args.timemargin {
        None => FLAG_MARGIN,
        Some(text) => {
            let ms: u64 = whole_number("--timemargin", text)?;
            if ms > 60_000 {
                return Err(CliError(
                    "--timemargin: from 0 to 60000 milliseconds".to_string(),
                ));
            }
            Duration::from_millis(ms)
        }
    };
    let mut pgn_file = match &args.pgn {
        Some(path) => Some(
            std::fs::File::create(path)
                .map_err(|e| CliError(format!("cannot write {}: {e}", path.display())))?,
        ),
        None => None,
    };
    let config = MatchConfig {
        engines,
        games,
        concurrency,
        limit,
        openings,
        sprt,
        seed,
        flag_margin,
        adjudication: Adjudication {
            resign: args
                .resign
                .as_deref()
                .map(ResignRule::parse)
                .transpose()
                .map_err(CliError)?,
            draw: args
                .draw
                .as_deref()
                .map(DrawRule::parse)
                .transpose()
                .map_err(CliError)?,
        },
    };
    let mut write_error = None;
    let result = rookery::engine::matches::run_match(&config, &mut |record, so_far| {
        let result = record.game.outcome().map_or("*", |o| o.result.as_pgn());
        println!(
            "Finished game {} ({} vs {}): {result} {{{}}}",
            record.number, record.players[0], record.players[1], record.reason
        );
        if let Some(file) = pgn_file.as_mut()
            && write_error.is_none()
            && let Err(e) = writeln!(file, "{}", record.to_pgn("Rookery match"))
        {
            write_error = Some(e.to_string());
        }
        let w = &so_far.wdl;
        println!(
            "Score of {} vs {}: {} - {} - {}  [{:.3}] {}",
            so_far.names[0],
            so_far.names[1],
            w.wins,
            w.losses,
            w.draws,
            w.points() / w.games().max(1) as f64,
            w.games()
        );
    })
    .map_err(CliError)?;
    if let Some(e) = write_error {
        return Err(CliError(format!("writing the PGN file: {e}")));
    }
    print!("{}", result.summary(config.sprt.as_ref()));
    Ok(())
}

/// `rookery tune`'s arguments.
#[derive(clap::Args)]
struct TuneArgs {
    /// PGN files of finished games: each quiet position is labelled with
    /// its game's result.
    #[arg(value_name = "PGN", required_unless_present = "scored")]
    files: Vec<PathBuf>,
    /// Files of positions labelled by an engine's score, `FEN;CP` per line
    /// (scripts/tune-label.py writes them from --write-positions' file).
    #[arg(long, value_name = "FILE")]
    scored: Vec<PathBuf>,
    /// Write the quiet positions of the PGN files here, one FEN a line,
    /// and stop (for an engine to score them).
    #[arg(long, value_name = "FILE")]
    write_positions: Option<PathBuf>,
    /// How many steps over the whole set of positions (0 writes the
    /// present weights back).
    #[arg(long, default_value = "400")]
    epochs: String,
    /// The step size in centipawns.
    #[arg(long, default_value = "1")]
    rate: String,
    /// Plies at the start of each game to leave out (the openings').
    #[arg(long, default_value = "8")]
    skip: String,
    /// How strongly each weight is held to its present value (ridge): the
    /// error minimised adds this times the squared distance in centipawns.
    /// Without it a weight seldom seen in games (a king on g3 in the
    /// middlegame) wanders off, and the search, which visits such
    /// positions, believes it.
    #[arg(long, default_value = "1e-7")]
    ridge: String,
    /// PGN files of games kept apart: never learnt from, their error is
    /// reported before and after, to tell learning from memorising.
    #[arg(long, value_name = "PGN")]
    check: Vec<PathBuf>,
    /// Files of scored positions (FEN;CP) kept apart in the same way.
    #[arg(long, value_name = "FILE")]
    check_scored: Vec<PathBuf>,
    /// Where to write the weights (relative to the current directory).
    #[arg(long, value_name = "FILE", default_value = "src/engine/weights.rs")]
    out: PathBuf,
}

/// Reads the quiet positions of PGN files into `samples`, saying on
/// standard error what each gave; returns the number of games.
fn read_samples(
    samples: &mut rookery::engine::tune::Samples,
    files: &[PathBuf],
    skip: usize,
) -> Result<usize, CliError> {
    let mut games = 0;
    for path in files {
        let text = read_text(path)?;
        let report = samples.read_pgn(&text, skip);
        eprintln!(
            "{}: {} games ({} left out: unreadable or unfinished), {} positions",
            path.display(),
            report.games,
            report.skipped,
            report.positions
        );
        games += report.games;
    }
    Ok(games)
}

/// Reads the scored positions (`FEN;CP` lines) of `files` into `samples`,
/// saying on standard error what each gave; returns the number taken.
fn read_scored_samples(
    samples: &mut rookery::engine::tune::Samples,
    files: &[PathBuf],
) -> Result<usize, CliError> {
    let mut scored = 0;
    for path in files {
        let (taken, skipped) = samples.read_scored(&read_text(path)?);
        eprintln!(
            "{}: {taken} scored positions ({skipped} left out: not FEN;CP, or not quiet)",
            path.display()
        );
        scored += taken;
    }
    Ok(scored)
}

/// A finite decimal number for option `what` that `ok` accepts, or an
/// error saying it should be `wanted`.
fn decimal(
    what: &str,
    text: &str,
    ok: impl Fn(f64) -> bool,
    wanted: &str,
) -> Result<f64, CliError> {
    text.trim()
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite() && ok(*v))
        .ok_or_else(|| CliError(format!("{what} '{text}': {wanted}")))
}

fn run_tune(args: TuneArgs) -> Result<(), CliError> {
    use rookery::engine::tune;
    let epochs: usize = whole_number("--epochs", &args.epochs)?;
    if epochs > 100_000 {
        return Err(CliError("--epochs: from 0 to 100000".to_string()));
    }
    let skip: usize = whole_number("--skip", &args.skip)?;
    let rate = decimal(
        "--rate",
        &args.rate,
        |r| r > 0.0 && r <= 100.0,
        "a number above 0, at most 100",
    )?;
    let ridge = decimal(
        "--ridge",
        &args.ridge,
        |r| (0.0..=1.0).contains(&r),
        "a number from 0 to 1",
    )?;
    if let Some(out) = &args.write_positions {
        let mut text = String::new();
        for path in &args.files {
            let (positions, report) = tune::quiet_positions(&read_text(path)?, skip);
            eprintln!(
                "{}: {} games, {} positions",
                path.display(),
                report.games,
                report.positions
            );
            for (pos, _) in positions {
                text.push_str(&pos.to_fen());
                text.push('\n');
            }
        }
        std::fs::write(out, text)
            .map_err(|e| CliError(format!("cannot write {}: {e}", out.display())))?;
        return Ok(());
    }
    let mut samples = tune::Samples::new();
    let games = read_samples(&mut samples, &args.files, skip)?;
    let from_games = samples.len();
    let scored = read_scored_samples(&mut samples, &args.scored)?;
    let mut check = tune::Samples::new();
    read_samples(&mut check, &args.check, skip)?;
    read_scored_samples(&mut check, &args.check_scored)?;
    if samples.is_empty() {
        return Err(CliError(
            "no quiet positions from finished games to learn from; nothing written".to_string(),
        ));
    }
    let start = tune::start_weights();
    let k = tune::fit_k(&samples, &start);
    let before = tune::error(&samples, &start, k);
    eprintln!("K = {k:.4}; error of the present weights {before:.6}");
    let check_before = tune::error(&check, &start, k);
    // No epochs writes the present weights back unchanged (after a weight
    // is added to the evaluation, say).
    let mut w = start.clone();
    if epochs > 0 {
        w = tune::tune(&samples, &start, k, epochs, rate, ridge, |epoch, w| {
            if epoch % 20 == 0 || epoch == epochs {
                let held = if check.is_empty() {
                    String::new()
                } else {
                    format!(", kept-apart games {:.6}", tune::error(&check, w, k))
                };
                eprintln!(
                    "epoch {epoch}: error {:.6}{held}",
                    tune::error(&samples, w, k)
                );
            }
        });
        tune::normalize(&mut w);
    }
    let w = tune::rounded(&w);
    let as_f64: Vec<[f64; 2]> = w.iter().map(|p| [p[0] as f64, p[1] as f64]).collect();
    let after = tune::error(&samples, &as_f64, k);
    let check_note = if check.is_empty() {
        String::new()
    } else {
        format!(
            "\n{} positions of games kept apart: error {check_before:.6} -> {:.6}.",
            check.len(),
            tune::error(&check, &as_f64, k)
        )
    };
    let mut parts = Vec::new();
    if games > 0 {
        parts.push(format!(
            "{from_games} quiet positions of {games} games, leaving out each game's first {skip} plies"
        ));
    }
    if scored > 0 {
        parts.push(format!("{scored} positions scored by an engine"));
    }
    let data = parts.join(" and ");
    let note = if epochs == 0 {
        format!(
            "The weights written back unchanged; over {data},\n\
             K = {k:.4} and their mean squared error is {after:.6}."
        )
    } else {
        format!(
            "Tuned from {data};\n\
             K = {k:.4}, {epochs} epochs of Adam at step {rate} cp, ridge {ridge:e}: mean squared error {before:.6} -> {after:.6}.{check_note}"
        )
    };
    std::fs::write(&args.out, tune::weights_source(&w, &note))
        .map_err(|e| CliError(format!("cannot write {}: {e}", args.out.display())))?;
    eprintln!(
        "error {before:.6} -> {after:.6}; wrote {} (build Rookery again to play with them)",
        args.out.display()
    );
    Ok(())
}

/// Reads a text file as UTF-8, or as Latin-1 (common for old PGN files)
/// when it is not valid UTF-8.
fn read_text(path: &Path) -> Result<String, CliError> {
    rookery::persist::read_text(path)
        .map_err(|e| CliError(format!("cannot read {}: {e}", path.display())))
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

fn run_review(
    path: &Path,
    movetime: Option<u64>,
    depth: Option<u32>,
    nodes: Option<u64>,
) -> Result<(), CliError> {
    use rookery::engine::review::{DEFAULT_NODES, annotated_pgn, review_game};
    use rookery::engine::{Engine, GAME_HASH_MB, Limits};
    use std::io::IsTerminal;
    use std::sync::atomic::AtomicBool;
    let limits = match (movetime, depth, nodes) {
        (_, Some(d), _) if !(1..=30).contains(&d) => {
            return Err(CliError(format!("--depth {d}: give a depth from 1 to 30")));
        }
        (_, Some(d), _) => Limits::depth(d),
        (Some(0), ..) => return Err(CliError("--movetime 0: give at least 1 ms".into())),
        (Some(ms), ..) if ms > 3_600_000 => {
            return Err(CliError(format!(
                "--movetime {ms}: at most an hour a position"
            )));
        }
        (Some(ms), ..) => Limits::time(Duration::from_millis(ms)),
        (None, None, Some(n)) if !(1..=1_000_000_000).contains(&n) => {
            return Err(CliError(format!("--nodes {n}: give 1 to 1000000000")));
        }
        (None, None, n) => Limits::nodes(n.unwrap_or(DEFAULT_NODES)),
    };
    let text = read_text(path)?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let show_progress = io::stderr().is_terminal();
    let stop = AtomicBool::new(false);
    let mut engine = Engine::new(GAME_HASH_MB);
    let (mut failures, mut written) = (0usize, 0usize);
    for (n, game) in read_games(&text).into_iter().enumerate() {
        let pgn = match game {
            Ok(pgn) => pgn,
            Err(e) => {
                failures += 1;
                eprintln!("rookery: {}: {e}", path.display());
                continue;
            }
        };
        engine.new_game();
        let mut progress = |done: usize, total: usize| {
            if show_progress {
                eprint!("\rgame {}: position {done} of {total}", n + 1);
                if done == total {
                    eprint!("\r\x1b[K");
                }
            }
        };
        let Some(review) = review_game(&mut engine, &pgn.game, &limits, &stop, &mut progress)
        else {
            continue;
        };
        if written > 0 {
            emit(&mut out, format_args!(""))?;
        }
        let tags = rookery::persist::save::with_opening_tags(&pgn.game, &pgn.tags);
        let text = annotated_pgn(&pgn.game, &tags, &review, None);
        emit(&mut out, format_args!("{}", text.trim_end()))?;
        written += 1;
    }
    if failures > 0 {
        return Err(CliError(String::new()));
    }
    if written == 0 {
        return Err(CliError(format!("{}: no games found", path.display())));
    }
    Ok(())
}
