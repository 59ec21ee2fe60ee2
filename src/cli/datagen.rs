//! `rookery datagen`: training data from Rookery's self-play, appended to
//! a file that a later run continues, with a progress line on standard
//! error; `--stats` reads such a file and says what it holds.

use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rookery::engine::datagen::file::{Stats, describe};
use rookery::engine::datagen::record::{BLOCK, unpack_header};
use rookery::engine::datagen::{self, Progress, Settings, Target};

use super::{CliError, emit, whole_number};

/// `rookery datagen`'s arguments.
#[derive(clap::Args)]
pub struct DatagenArgs {
    /// The file to add games to (made when missing; a file with games is
    /// continued after its last whole game, with its own settings).
    #[arg(long, value_name = "FILE", required_unless_present = "stats")]
    out: Option<PathBuf>,
    /// Stop when the file holds this many games.
    #[arg(long, value_name = "N")]
    games: Option<String>,
    /// Stop when the file holds at least this many positions (without
    /// --games or --positions, the run goes on until stopped by Ctrl+C).
    #[arg(long, value_name = "N")]
    positions: Option<String>,
    /// The seed: the same seed plays the same games [default: 1].
    #[arg(long, value_name = "N")]
    seed: Option<String>,
    /// Nodes searched for each move [default: 5000].
    #[arg(long, value_name = "N")]
    nodes: Option<String>,
    /// Games played at once, one search each.
    #[arg(long, value_name = "N", default_value = "1")]
    threads: String,
    /// Random legal moves after the book moves [default: 4].
    #[arg(long, value_name = "N")]
    random_plies: Option<String>,
    /// The most book moves a game starts with (each draws 0 to N) [default: 8].
    #[arg(long, value_name = "N")]
    book_plies: Option<String>,
    /// A game still going at this ply is a draw [default: 400].
    #[arg(long, value_name = "N")]
    max_plies: Option<String>,
    /// Starts a search scores further than this many centipawns from 0
    /// are drawn again [default: 250].
    #[arg(long, value_name = "CP")]
    verify_margin: Option<String>,
    /// Lower the process's priority to this nice value (0 to 19) unless it
    /// is lower already, so that generation leaves the machine to other
    /// work.
    #[arg(long, value_name = "N", default_value = "19")]
    nice: String,
    /// Read this data file instead and print what it holds: games, results,
    /// how they ended, and the scores' spread.
    #[arg(long, value_name = "FILE", conflicts_with = "out")]
    stats: Option<PathBuf>,
}

/// Set by Ctrl+C: the searches stop, their games are dropped, the file
/// keeps every game written.
static STOP: AtomicBool = AtomicBool::new(false);
/// Whether Ctrl+C was pressed (the run also sets [`STOP`] when done).
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// The settings in the header of the file at `path`, if it has one.
fn settings_in(path: &Path) -> Result<Option<Settings>, CliError> {
    let Ok(file) = std::fs::File::open(path) else {
        return Ok(None);
    };
    let mut header = Vec::with_capacity(BLOCK);
    file.take(BLOCK as u64)
        .read_to_end(&mut header)
        .map_err(|e| CliError(format!("cannot read {}: {e}", path.display())))?;
    if header.is_empty() {
        return Ok(None);
    }
    let header: [u8; BLOCK] = header.try_into().map_err(|_| {
        CliError(format!(
            "{}: too short for a Rookery self-play data file",
            path.display()
        ))
    })?;
    unpack_header(&header)
        .map(Some)
        .map_err(|e| CliError(format!("{}: {e}", path.display())))
}

/// Raises the process's nice value to `nice` when it is lower (the threads
/// started afterwards inherit it); never lowers it.
#[cfg(unix)]
fn lower_priority(nice: i32) -> Result<(), CliError> {
    // SAFETY: getpriority and setpriority take plain numbers and touch no
    // memory of ours; -1 from getpriority is a valid value, so errno is
    // not needed (a failed read leaves the priority alone).
    let now = unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) };
    if now < nice && unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, nice) } != 0 {
        return Err(CliError(format!(
            "cannot lower the priority to nice {nice}: {}",
            std::io::Error::last_os_error()
        )));
    }
    Ok(())
}

#[cfg(not(unix))]
fn lower_priority(_nice: i32) -> Result<(), CliError> {
    Ok(())
}

/// `value` read as option `what`, or `default` when it is not given.
fn number_or<T: std::str::FromStr>(
    what: &str,
    value: &Option<String>,
    default: T,
) -> Result<T, CliError> {
    value
        .as_deref()
        .map_or(Ok(default), |text| whole_number(what, text))
}

/// The settings: each option given, else the file's, else the default.
fn settings(args: &DatagenArgs, file: Option<Settings>) -> Result<Settings, CliError> {
    let base = file.unwrap_or_default();
    let settings = Settings {
        seed: number_or("--seed", &args.seed, base.seed)?,
        nodes: number_or("--nodes", &args.nodes, base.nodes)?,
        random_plies: number_or("--random-plies", &args.random_plies, base.random_plies)?,
        book_plies: number_or("--book-plies", &args.book_plies, base.book_plies)?,
        max_plies: number_or("--max-plies", &args.max_plies, base.max_plies)?,
        verify_margin: number_or("--verify-margin", &args.verify_margin, base.verify_margin)?,
    };
    settings.check().map_err(CliError)?;
    Ok(settings)
}

/// The progress line.
fn line(p: &Progress) -> String {
    let secs = p.elapsed.as_secs();
    let [black, draw, white] = p.results;
    format!(
        "games {} (+{}), positions {} (+{}), {:.0} positions/s, this run 1-0 {white} 1/2 {draw} \
         0-1 {black}, {}h{:02}m{:02}s",
        p.games,
        p.new_games,
        p.positions,
        p.new_positions,
        p.rate(),
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

/// `rookery datagen --out FILE [...]` or `rookery datagen --stats FILE`.
pub fn run(args: DatagenArgs) -> Result<(), CliError> {
    if let Some(path) = &args.stats {
        let stats =
            Stats::of_file(path).map_err(|e| CliError(format!("{}: {e}", path.display())))?;
        let mut out = std::io::stdout().lock();
        return emit(&mut out, format_args!("{stats}"));
    }
    let Some(out) = &args.out else {
        return Err(CliError("give --out FILE or --stats FILE".to_string()));
    };
    let threads: usize = whole_number("--threads", &args.threads)?;
    if !(1..=256).contains(&threads) {
        return Err(CliError("--threads: from 1 to 256".to_string()));
    }
    let target = Target {
        games: args
            .games
            .as_deref()
            .map(|g| whole_number("--games", g))
            .transpose()?,
        positions: args
            .positions
            .as_deref()
            .map(|p| whole_number("--positions", p))
            .transpose()?,
    };
    let settings = settings(&args, settings_in(out)?)?;
    let nice: i32 = whole_number("--nice", &args.nice)?;
    if !(0..=19).contains(&nice) {
        return Err(CliError("--nice: from 0 to 19".to_string()));
    }
    lower_priority(nice)?;
    ctrlc::set_handler(|| {
        if INTERRUPTED.swap(true, Ordering::Relaxed) {
            // A second Ctrl+C: out at once (the next run trims the file).
            std::process::exit(130);
        }
        STOP.store(true, Ordering::Relaxed);
    })
    .map_err(|e| CliError(format!("cannot catch Ctrl+C: {e}")))?;
    let terminal = std::io::stderr().is_terminal();
    let every = if terminal {
        Duration::from_millis(500)
    } else {
        Duration::from_secs(60)
    };
    eprintln!(
        "rookery datagen: {} on {threads} thread{}: {}",
        out.display(),
        if threads == 1 { "" } else { "s" },
        describe(&settings)
    );
    let mut last = Instant::now();
    let mut first = true;
    let done = datagen::run(out, &settings, threads, target, &STOP, &mut |p| {
        if first && p.trimmed > 0 {
            eprintln!("cut off {} bytes of a game left half written", p.trimmed);
        }
        if first && p.games > p.new_games {
            let before = p.games - p.new_games;
            eprintln!("games already in the file: {before}; continuing from game {before}");
        }
        first = false;
        if last.elapsed() >= every {
            last = Instant::now();
            if terminal {
                eprint!("\r{}", line(p));
            } else {
                eprintln!("{}", line(p));
            }
        }
    })
    .map_err(CliError)?;
    if terminal {
        eprint!("\r");
    }
    eprintln!("{}", line(&done));
    if INTERRUPTED.load(Ordering::Relaxed) {
        eprintln!(
            "stopped: {} holds {} whole games; the same command continues it",
            out.display(),
            done.games
        );
    }
    Ok(())
}
