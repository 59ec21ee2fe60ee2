//! `rookery review`: every game of a PGN file reviewed by Rookery's engine
//! (or a UCI engine given with `--engine`) and written back as annotated PGN (evaluations, the glyphs of mistakes
//! with the better line, each side's accuracy).

use std::io::{self, IsTerminal};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rookery::engine::review::{DEFAULT_NODES, annotated_pgn};
use rookery::engine::reviewer::{OwnReviewer, Reviewer, UCI_DEPTH, UciReviewer, review_game_by};
use rookery::engine::{Engine, GAME_HASH_MB, Limits};
use rookery::rules::read_games;

use super::{CliError, emit, read_text};

/// `rookery review FILE [--movetime MS | --depth N | --nodes N]`.
pub fn run(
    path: &Path,
    movetime: Option<u64>,
    depth: Option<u32>,
    nodes: Option<u64>,
) -> Result<(), CliError> {
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
    let mut engine = Engine::new(GAME_HASH_MB);
    let mut own = OwnReviewer {
        engine: &mut engine,
        limits,
    };
    review_file(path, &mut own)
}

/// `rookery review FILE --engine PATH [--engine-arg A]... [--depth N]`:
/// the same review by a UCI engine, each position searched to `depth`
/// (18 by default).
pub fn run_uci(
    path: &Path,
    engine: &Path,
    args: &[String],
    depth: Option<u32>,
) -> Result<(), CliError> {
    let depth = depth.unwrap_or(UCI_DEPTH);
    if !(1..=60).contains(&depth) {
        return Err(CliError(format!("--depth {depth}: give 1 to 60")));
    }
    // The file is read before the engine starts: a missing one says so.
    read_text(path)?;
    let mut uci = UciReviewer::start(engine, args, depth)
        .map_err(|e| CliError(format!("the engine {}: {e}", engine.display())))?;
    let reviewed = review_file(path, &mut uci);
    uci.quit();
    reviewed
}

/// Reviews every game of the PGN file at `path` with `reviewer`, writing
/// each annotated to standard output; a game that does not read is named
/// on standard error and the others go on.
fn review_file(path: &Path, reviewer: &mut dyn Reviewer) -> Result<(), CliError> {
    let text = read_text(path)?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let show_progress = io::stderr().is_terminal();
    let stop = AtomicBool::new(false);
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
        reviewer.new_game();
        let mut progress = |done: usize, total: usize| {
            if show_progress {
                eprint!("\rgame {}: position {done} of {total}", n + 1);
                if done == total {
                    eprint!("\r\x1b[K");
                }
            }
        };
        let reviewed = review_game_by(reviewer, &pgn.game, &stop, &mut progress)
            .map_err(|e| CliError(format!("game {}: the engine: {e}", n + 1)))?;
        let Some(review) = reviewed else {
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
