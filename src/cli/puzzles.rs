//! `rookery puzzles`: puzzles from the command line: `import`, a lichess
//! puzzle file (`lichess_db_puzzle.csv`, or Rookery's own in the same
//! form) read as a stream into the library; `generate`, puzzles made by
//! Rookery's engine (or, for the solutions, a UCI engine) from the games
//! of PGN files, written in that form; `verify`, such a file's puzzles
//! checked move by move by a UCI engine (Stockfish, say), the failing ones
//! named, or left out with `--keep`; `rate`, such a file's puzzles rated
//! again by Rookery's levels; `mine`, puzzles made from the player's own
//! games in the library.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use clap::{Args, Subcommand};
use rookery::library::{InputSize, Library, PuzzleOrigin};
use rookery::puzzles::analyst::UciEngine;
use rookery::puzzles::generate::Generator;

use super::library::{file_bar, library_at};
use super::{CliError, emit};

/// `rookery puzzles ...`.
#[derive(Args)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: PuzzlesCommand,
    /// The library file (default: library.sqlite in Rookery's data folder,
    /// under ROOKERY_HOME when set).
    #[arg(long, value_name = "PATH", global = true)]
    db: Option<PathBuf>,
}

#[derive(Subcommand)]
enum PuzzlesCommand {
    /// Imports puzzle files in lichess's CSV form (the lichess puzzle
    /// database, about five million puzzles); prints the puzzles imported,
    /// skipped (already there) and the lines refused, and the speed.
    Import {
        /// The CSV files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Makes puzzles from the games of PGN files (after lichess-puzzler's
    /// criteria: a forced mate, or one clearly winning move the opponent's
    /// last move allowed, every move of the solution the only good one),
    /// rates each by which of Rookery's levels find it, checks it with a
    /// search four times deeper, and writes them to standard output as
    /// lichess's puzzle CSV. A game's `[%eval]` comments (lichess's, and
    /// those `rookery match` writes) count as a look at each position: a
    /// tactic the game's engine saw is tried though a quick look misses it.
    Generate(GenerateArgs),
    /// Checks a puzzle file (lichess's CSV) with a UCI engine, Stockfish
    /// say: at each of the solver's moves the engine's two best moves
    /// (MultiPV 2, to --depth), judged by the generator's rule
    /// (lichess-puzzler's: the solution's move the best and the only good
    /// one; a mating move always right). Names each failing puzzle on standard
    /// error and prints a summary (checked, passed, failed, by rating band);
    /// with --keep writes the passing lines instead, to filter a set.
    Verify(VerifyArgs),
    /// Rates the puzzles of a puzzle CSV again by Rookery's levels, as
    /// `generate` rates the puzzles it makes (for a set rated by an earlier
    /// version of the levels); writes each line with its new Rating and
    /// RatingDeviation to standard output, a line that cannot be read
    /// named on standard error and left out.
    Rate {
        /// The CSV file.
        file: PathBuf,
        /// The seed of the levels' tries (the same seed, the same ratings).
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Makes puzzles from the player's own games in the library (those
    /// played in Rookery, and those of the names given, or else of the
    /// names set in Settings): the moments a win was missed or found, by
    /// either side. Each game is looked at once; the puzzles go into the
    /// library, marked as the player's (the trainer's "From my games").
    Mine {
        /// A name the player plays under (give it once per name).
        #[arg(long = "name", value_name = "NAME")]
        names: Vec<String>,
        /// Nodes searched for each move of a solution.
        #[arg(long, default_value_t = rookery::puzzles::generate::DEFAULT_NODES)]
        nodes: u64,
    },
}

/// `rookery puzzles generate`'s options.
#[derive(Args)]
struct GenerateArgs {
    /// The PGN files.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Nodes searched for each move of a solution.
    #[arg(long, default_value_t = rookery::puzzles::generate::DEFAULT_NODES)]
    nodes: u64,
    /// How much the opponent's last move must raise the solver's
    /// winning chances (-1 to 1) for the position to be tried as a
    /// puzzle; lichess-puzzler's 0.6 by default.
    #[arg(long, default_value_t = 0.6)]
    min_jump: f64,
    /// How far ahead in material (pawns) the solver may already be;
    /// lichess-puzzler's 0 by default.
    #[arg(long, default_value_t = 0)]
    max_lead: i32,
    /// Nodes of the first look at each position of the games.
    #[arg(long, default_value_t = rookery::puzzles::generate::DEFAULT_SCAN_NODES)]
    scan_nodes: u64,
    /// Look at each position first with this many nodes, and with
    /// --scan-nodes only where that look sees a swing (a move or two
    /// later): a deep scan in a tenth of the time, missing the deep
    /// tactics a game never played.
    #[arg(long)]
    glance_nodes: Option<u64>,
    /// The seed of the levels' tries when rating (the same seed, the
    /// same ratings).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Skip this many games of the files first (to resume).
    #[arg(long, default_value_t = 0)]
    skip: usize,
    /// Leave out the header line (to append to a file).
    #[arg(long)]
    no_header: bool,
    /// A UCI engine (Stockfish, say) to search each move of a solution
    /// for its two best moves instead of Rookery's engine (the first look
    /// at the games' positions stays Rookery's).
    #[arg(long, value_name = "PATH")]
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
    /// The depth of the UCI engine's searches (the check of each puzzle
    /// searches three plies deeper).
    #[arg(long, default_value_t = 14, requires = "engine")]
    engine_depth: u32,
}

/// `rookery puzzles verify`'s options.
#[derive(Args)]
struct VerifyArgs {
    /// The CSV file.
    file: PathBuf,
    /// The UCI engine's program (Stockfish, say).
    #[arg(long, value_name = "PATH")]
    engine: PathBuf,
    /// An argument for the engine's program (once per argument: `uci`
    /// for `rookery uci`).
    #[arg(long = "engine-arg", value_name = "ARG", allow_hyphen_values = true)]
    engine_args: Vec<String>,
    /// The depth of each search, in plies.
    #[arg(long, default_value_t = 14)]
    depth: u32,
    /// Check this many puzzles of the file, chosen by --seed, instead of
    /// all of them.
    #[arg(long, value_name = "N")]
    sample: Option<usize>,
    /// The seed of --sample's choice (the same seed, the same puzzles).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Write the file's header and each passing puzzle's line, unchanged,
    /// to standard output (the summary to standard error).
    #[arg(long)]
    keep: bool,
}

/// Runs `rookery puzzles ...`.
pub fn run(args: PuzzlesArgs) -> Result<(), CliError> {
    let out = &mut std::io::stdout().lock();
    match args.command {
        PuzzlesCommand::Import { files } => import(&mut library_at(args.db)?, &files, out),
        PuzzlesCommand::Rate { file, seed } => rate(&file, seed, out),
        PuzzlesCommand::Mine { names, nodes } => {
            if !(1_000..=1_000_000_000).contains(&nodes) {
                return Err(CliError(format!(
                    "--nodes {nodes}: give 1000 to 1000000000"
                )));
            }
            let names = if names.is_empty() {
                rookery::persist::Storage::from_env()
                    .map(|s| {
                        rookery::persist::Settings::load(&s.settings_path())
                            .settings
                            .my_names()
                    })
                    .unwrap_or_default()
            } else {
                names
            };
            mine(&mut library_at(args.db)?, &names, nodes, out)
        }
        PuzzlesCommand::Generate(args) => generate(&args, out),
        PuzzlesCommand::Verify(args) => verify(&args, out),
    }
}

/// `--engine`, its arguments and its depth, checked: the UCI engine to
/// start, when one is given.
struct UciChoice<'a> {
    path: &'a std::path::Path,
    args: &'a [String],
    depth: u32,
}

impl UciChoice<'_> {
    /// The choice, or an error for a depth (given as `option`) out of
    /// range.
    fn new<'a>(
        path: &'a std::path::Path,
        args: &'a [String],
        depth: u32,
        option: &str,
    ) -> Result<UciChoice<'a>, CliError> {
        if !(1..=60).contains(&depth) {
            return Err(CliError(format!("{option} {depth}: give 1 to 60")));
        }
        Ok(UciChoice { path, args, depth })
    }

    /// Starts the engine searching to `depth` plies.
    fn start(&self, depth: u32) -> Result<UciEngine, CliError> {
        UciEngine::start(self.path, self.args, depth)
            .map_err(|e| CliError(format!("the engine {}: {e}", self.path.display())))
    }
}

/// `rookery puzzles generate`: the options checked, the generators set up
/// (with the UCI engine when one is given), then [`generate_from`].
fn generate(args: &GenerateArgs, out: &mut impl Write) -> Result<(), CliError> {
    use rookery::puzzles::generate::{Generator, Trigger};

    let min_jump = args.min_jump;
    if !(0.0..=2.0).contains(&min_jump) {
        return Err(CliError(format!("--min-jump {min_jump}: give 0 to 2")));
    }
    let trigger = Trigger {
        min_jump,
        max_lead: args.max_lead.clamp(-40, 40),
    };
    for (name, n) in [
        ("--nodes", args.nodes),
        ("--scan-nodes", args.scan_nodes),
        (
            "--glance-nodes",
            args.glance_nodes.unwrap_or(args.scan_nodes),
        ),
    ] {
        if !(1_000..=1_000_000_000).contains(&n) {
            return Err(CliError(format!("{name} {n}: give 1000 to 1000000000")));
        }
    }
    let uci = args
        .engine
        .as_deref()
        .map(|path| UciChoice::new(path, &args.engine_args, args.engine_depth, "--engine-depth"))
        .transpose()?;
    let stop = AtomicBool::new(false);
    let mut maker = Generator::new(args.nodes, &stop)
        .scanning(args.scan_nodes)
        .triggered(trigger);
    if let Some(n) = args.glance_nodes {
        maker = maker.glancing(n);
    }
    let mut checker = Generator::new(args.nodes.saturating_mul(4), &stop);
    if let Some(uci) = &uci {
        // The check searches deeper, as Rookery's checks four times the
        // nodes: three plies are about four times Stockfish's nodes.
        maker = maker.analysed_by(uci.start(uci.depth)?);
        checker = checker.analysed_by(uci.start(uci.depth + 3)?);
    }
    generate_from(args, (&mut maker, &mut checker), &stop, out)
}

/// Makes the puzzles of `args`'s files with `maker`, keeps those `checker`
/// confirms, rates them and writes them; an error when a UCI engine fails.
fn generate_from(
    args: &GenerateArgs,
    (maker, checker): (&mut Generator<'_>, &mut Generator<'_>),
    stop: &AtomicBool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    use rookery::puzzles::generate::{lichess_line, opening_tags, rate_by_levels};
    use rookery::puzzles::lichess::write_line;
    use rookery::rules::{Openings, read_games};

    // The header once the first file reads (a missing file writes nothing).
    let mut header_due = !args.no_header;
    let (mut games, mut made, mut dropped) = (0usize, 0usize, 0usize);
    for file in &args.files {
        let text = super::read_text(file)?;
        if std::mem::take(&mut header_due) {
            emit(out, format_args!("{}", rookery::puzzles::lichess::header()))?;
        }
        for game in read_games(&text) {
            games += 1;
            if games <= args.skip {
                continue;
            }
            let pgn = match game {
                Ok(pgn) => pgn,
                Err(e) => {
                    eprintln!("rookery: {}: game {games}: {e}", file.display());
                    continue;
                }
            };
            let url = pgn
                .tags
                .iter()
                .find(|(n, _)| n == "Site")
                .map(|(_, v)| v.clone())
                .filter(|s| s.starts_with("http"));
            let opening = Openings::builtin().name_game(&pgn.game);
            for puzzle in maker.puzzles_in_evaluated(&pgn.game, &pgn.evals) {
                if !checker.confirms(&puzzle) {
                    dropped += 1;
                    continue;
                }
                let rating = rate_by_levels(&puzzle, args.seed ^ puzzle.start.key(), stop);
                let openings = opening
                    .filter(|_| puzzle.ply < 40)
                    .map_or_else(Vec::new, |o| opening_tags(&o.name));
                let line = lichess_line(&puzzle, rating, url.clone(), openings);
                emit(out, format_args!("{}", write_line(&line)))?;
                out.flush().ok();
                made += 1;
            }
            if let Some(e) = maker.failure().or(checker.failure()) {
                return Err(CliError(format!("the engine: {e} (in game {games})")));
            }
            eprintln!(
                "rookery: game {games}: {made} puzzles so far ({dropped} not confirmed by the deeper search)"
            );
        }
    }
    Ok(())
}

fn rate(file: &std::path::Path, seed: u64, out: &mut impl Write) -> Result<(), CliError> {
    use rookery::puzzles::generate::rate_by_levels;
    use rookery::puzzles::lichess::{header, write_line};

    let text = super::read_text(file)?;
    let stop = AtomicBool::new(false);
    emit(out, format_args!("{}", header()))?;
    let listed = listed_puzzles(file, &text);
    for entry in &listed.puzzles {
        let made = &entry.made;
        let rating = rate_by_levels(made, seed ^ made.start.key(), &stop);
        let mut puzzle = entry.puzzle.clone();
        puzzle.rating = rating.shown() as i32;
        puzzle.deviation = rating.deviation.round() as i32;
        emit(out, format_args!("{}", write_line(&puzzle)))?;
        out.flush().ok();
    }
    eprintln!(
        "rookery: {} puzzles rated, {} lines left out",
        listed.puzzles.len(),
        listed.refused
    );
    Ok(())
}

fn import(library: &mut Library, files: &[PathBuf], out: &mut impl Write) -> Result<(), CliError> {
    let cancel = AtomicBool::new(false);
    for file in files {
        let failed = |e: &dyn std::fmt::Display| CliError(format!("{}: {e}", file.display()));
        // lichess publishes the file compressed (.csv.zst): read as it is.
        let stream = rookery::persist::open_stream(file).map_err(|e| failed(&e))?;
        let size = InputSize::of(&stream);
        let bar = file_bar();
        let report = library
            .import_puzzles(stream.reader, PuzzleOrigin::Lichess, size, &cancel, |p| {
                if let Some(total) = p.total_bytes {
                    bar.set_length(total);
                }
                bar.set_position(p.bytes);
                bar.set_message(format!(
                    "{} puzzles, {:.0} a second",
                    p.imported + p.skipped,
                    p.per_second()
                ));
            })
            .map_err(|e| failed(&e))?;
        bar.finish_and_clear();
        emit(
            out,
            format_args!(
                "{}: {} imported, {} skipped (already in the library), {} lines refused, in {:.1} s ({:.0} lines/s)",
                file.display(),
                report.imported,
                report.skipped,
                report.refused,
                report.elapsed.as_secs_f64(),
                report.per_second(),
            ),
        )?;
        for (line, why) in &report.refusals {
            emit(out, format_args!("  refused line {line}: {why}"))?;
        }
        let more = report.refused - report.refusals.len() as u64;
        if more > 0 {
            emit(out, format_args!("  and {more} more refused"))?;
        }
    }
    Ok(())
}

/// `rookery puzzles mine`: puzzles from the player's games, into the
/// library.
fn mine(
    library: &mut Library,
    names: &[String],
    nodes: u64,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let failed = |e: &dyn std::fmt::Display| CliError(format!("the library: {e}"));
    let mine = library.my_game_ids(names).map_err(|e| failed(&e))?;
    let stop = AtomicBool::new(false);
    let report = library
        .mine_games(&mine, nodes, &stop, |p| {
            eprintln!(
                "rookery: game {} of {}: {} puzzles so far",
                p.looked, p.of, p.added
            );
        })
        .map_err(|e| failed(&e))?;
    emit(
        out,
        format_args!(
            "{} of your games ({} looked at now, the others before): {} puzzles added in {:.1} s",
            mine.len(),
            report.progress.looked,
            report.progress.added,
            report.progress.seconds,
        ),
    )
}

/// A puzzle of a file to verify: its line as written, and read.
struct Listed {
    line: String,
    number: usize,
    puzzle: rookery::puzzles::lichess::LichessPuzzle,
    made: rookery::puzzles::generate::Made,
}

/// A puzzle CSV file read: its header line (if it has one), the puzzles
/// that read and how many lines did not.
struct PuzzleFile {
    header: Option<String>,
    puzzles: Vec<Listed>,
    refused: usize,
}

/// The puzzles of a CSV file's `text`; each line that does not read named
/// on standard error and left out.
fn listed_puzzles(file: &std::path::Path, text: &str) -> PuzzleFile {
    use rookery::puzzles::generate::Made;
    use rookery::puzzles::lichess::{Columns, read_line};

    let mut columns = Columns::default();
    let mut read = PuzzleFile {
        header: None,
        puzzles: Vec::new(),
        refused: 0,
    };
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        if i == 0
            && let Some(named) = Columns::from_header(line)
        {
            columns = named;
            read.header = Some(line.to_string());
            continue;
        }
        let puzzle = read_line(line, &columns).map_err(|e| e.to_string());
        match puzzle.and_then(|p| Made::from_lichess(&p).map(|m| (p, m))) {
            Ok((puzzle, made)) => read.puzzles.push(Listed {
                line: line.to_string(),
                number: i + 1,
                puzzle,
                made,
            }),
            Err(why) => {
                eprintln!(
                    "rookery: {}: line {}: {why} (left out)",
                    file.display(),
                    i + 1
                );
                read.refused += 1;
            }
        }
    }
    read
}

/// `rookery puzzles verify`: each puzzle (or a sample) checked by the UCI
/// engine; the failing ones named on standard error, the summary (or with
/// --keep, the passing lines) on standard output.
fn verify(args: &VerifyArgs, out: &mut impl Write) -> Result<(), CliError> {
    use rookery::puzzles::verify::{Tally, sample};

    let uci = UciChoice::new(&args.engine, &args.engine_args, args.depth, "--depth")?;
    if args.sample == Some(0) {
        return Err(CliError("--sample 0: give at least 1".to_string()));
    }
    let text = super::read_text(&args.file)?;
    let PuzzleFile {
        header,
        puzzles: listed,
        ..
    } = listed_puzzles(&args.file, &text);
    let chosen = match args.sample {
        Some(n) => sample(listed.len(), n, args.seed),
        None => (0..listed.len()).collect(),
    };
    let mut engine = uci.start(uci.depth)?;
    if args.keep {
        let header = header.unwrap_or_else(rookery::puzzles::lichess::header);
        emit(out, format_args!("{header}"))?;
    }
    let stop = AtomicBool::new(false);
    let mut tally = Tally::default();
    for (done, &i) in chosen.iter().enumerate() {
        let entry = &listed[i];
        let passed = verify_one(&args.file, entry, &mut engine, &stop)?;
        tally.add(entry.puzzle.rating, passed);
        if passed && args.keep {
            emit(out, format_args!("{}", entry.line))?;
            out.flush().ok();
        }
        if (done + 1).is_multiple_of(100) && done + 1 < chosen.len() {
            eprintln!(
                "rookery: {} of {} checked, {} passed",
                done + 1,
                chosen.len(),
                tally.passed
            );
        }
    }
    engine.quit();
    if args.keep {
        eprintln!("rookery: {}", tally.summary());
        Ok(())
    } else {
        emit(out, format_args!("{}", tally.summary()))
    }
}

/// Whether `entry`'s puzzle holds by `engine`; a failing one named on
/// standard error with the move and the engine's two best moves.
fn verify_one(
    file: &std::path::Path,
    entry: &Listed,
    engine: &mut UciEngine,
    stop: &AtomicBool,
) -> Result<bool, CliError> {
    use rookery::puzzles::verify::{Verdict, score_text, verify};

    let id = &entry.puzzle.id;
    let verdict = verify(&entry.made, engine, stop).map_err(|e| {
        CliError(format!(
            "the engine {}: {e} (at puzzle {id}, line {})",
            engine.name(),
            entry.number
        ))
    })?;
    match verdict {
        Verdict::Holds => Ok(true),
        Verdict::Illegal(n) => {
            eprintln!(
                "rookery: {}: line {}: puzzle {id}: move {n} is not legal",
                file.display(),
                entry.number
            );
            Ok(false)
        }
        Verdict::Doubt(doubt) => {
            let pos = &doubt.position;
            let (best, best_score) = doubt.pair.best;
            let second = doubt.pair.second.map_or_else(
                || "no other move".to_string(),
                |(mv, score)| format!("{} {}", pos.san(&mv), score_text(score)),
            );
            let why = if doubt.not_best() {
                "the engine prefers another move"
            } else {
                "not the only good move (a second wins too)"
            };
            eprintln!(
                "rookery: puzzle {id}: solver's move {} ({}): best {} {}, second {second}: {why}",
                doubt.number,
                pos.san(&doubt.played),
                pos.san(&best),
                score_text(best_score),
            );
            Ok(false)
        }
    }
}
