//! `rookery puzzles`: puzzles from the command line: `import`, a lichess
//! puzzle file (`lichess_db_puzzle.csv`, or Rookery's own in the same
//! form) read as a stream into the library; `generate`, puzzles made by
//! Rookery's engine from the games of PGN files, written in that form;
//! `rate`, such a file's puzzles rated again by Rookery's levels; `mine`,
//! puzzles made from the player's own games in the library.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use clap::{Args, Subcommand};
use rookery::library::{InputSize, Library, PuzzleOrigin};

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
    Generate {
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
    },
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
        PuzzlesCommand::Generate {
            files,
            nodes,
            scan_nodes,
            glance_nodes,
            min_jump,
            max_lead,
            seed,
            skip,
            no_header,
        } => {
            if !(0.0..=2.0).contains(&min_jump) {
                return Err(CliError(format!("--min-jump {min_jump}: give 0 to 2")));
            }
            let trigger = rookery::puzzles::generate::Trigger {
                min_jump,
                max_lead: max_lead.clamp(-40, 40),
            };
            for (name, n) in [
                ("--nodes", nodes),
                ("--scan-nodes", scan_nodes),
                ("--glance-nodes", glance_nodes.unwrap_or(scan_nodes)),
            ] {
                if !(1_000..=1_000_000_000).contains(&n) {
                    return Err(CliError(format!("{name} {n}: give 1000 to 1000000000")));
                }
            }
            generate(
                &files,
                (nodes, scan_nodes, glance_nodes),
                trigger,
                seed,
                skip,
                !no_header,
                out,
            )
        }
    }
}

fn generate(
    files: &[PathBuf],
    (nodes, scan_nodes, glance_nodes): (u64, u64, Option<u64>),
    trigger: rookery::puzzles::generate::Trigger,
    seed: u64,
    skip: usize,
    header: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    use rookery::puzzles::generate::{Generator, lichess_line, opening_tags, rate_by_levels};
    use rookery::puzzles::lichess::write_line;
    use rookery::rules::{Openings, read_games};

    let stop = AtomicBool::new(false);
    let mut maker = Generator::new(nodes, &stop)
        .scanning(scan_nodes)
        .triggered(trigger);
    if let Some(n) = glance_nodes {
        maker = maker.glancing(n);
    }
    let mut checker = Generator::new(nodes.saturating_mul(4), &stop);
    // The header once the first file reads (a missing file writes nothing).
    let mut header_due = header;
    let (mut games, mut made, mut dropped) = (0usize, 0usize, 0usize);
    for file in files {
        let text = super::read_text(file)?;
        if std::mem::take(&mut header_due) {
            emit(out, format_args!("{}", rookery::puzzles::lichess::header()))?;
        }
        for game in read_games(&text) {
            games += 1;
            if games <= skip {
                continue;
            }
            let pgn = match game {
                Ok(pgn) => pgn,
                Err(e) => {
                    eprintln!("rookery: {}: game {games}: {e}", file.display());
                    continue;
                }
            };
            let tag = |name: &str| {
                pgn.tags
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, v)| v.clone())
            };
            let url = tag("Site").filter(|s| s.starts_with("http"));
            let opening = Openings::builtin().name_game(&pgn.game);
            for puzzle in maker.puzzles_in_evaluated(&pgn.game, &pgn.evals) {
                if !checker.confirms(&puzzle) {
                    dropped += 1;
                    continue;
                }
                let rating = rate_by_levels(&puzzle, seed ^ puzzle.start.key(), &stop);
                let openings = opening
                    .filter(|_| puzzle.ply < 40)
                    .map_or_else(Vec::new, |o| opening_tags(&o.name));
                let line = lichess_line(&puzzle, rating, url.clone(), openings);
                emit(out, format_args!("{}", write_line(&line)))?;
                out.flush().ok();
                made += 1;
            }
            eprintln!(
                "rookery: game {games}: {made} puzzles so far ({dropped} not confirmed by the deeper search)"
            );
        }
    }
    Ok(())
}

fn rate(file: &std::path::Path, seed: u64, out: &mut impl Write) -> Result<(), CliError> {
    use rookery::puzzles::generate::{Made, rate_by_levels};
    use rookery::puzzles::lichess::{Columns, header, read_line, write_line};

    let text = super::read_text(file)?;
    let stop = AtomicBool::new(false);
    let mut columns = Columns::default();
    emit(out, format_args!("{}", header()))?;
    let (mut rated, mut refused) = (0usize, 0usize);
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        if i == 0
            && let Some(named) = Columns::from_header(line)
        {
            columns = named;
            continue;
        }
        let read = read_line(line, &columns).map_err(|e| e.to_string());
        match read.and_then(|p| Made::from_lichess(&p).map(|m| (p, m))) {
            Ok((mut puzzle, made)) => {
                let rating = rate_by_levels(&made, seed ^ made.start.key(), &stop);
                puzzle.rating = rating.shown() as i32;
                puzzle.deviation = rating.deviation.round() as i32;
                emit(out, format_args!("{}", write_line(&puzzle)))?;
                out.flush().ok();
                rated += 1;
            }
            Err(why) => {
                eprintln!(
                    "rookery: {}: line {}: {why} (left out)",
                    file.display(),
                    i + 1
                );
                refused += 1;
            }
        }
    }
    eprintln!("rookery: {rated} puzzles rated, {refused} lines left out");
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
