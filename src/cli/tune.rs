//! `rookery tune`: the evaluation's weights fitted to the results of a set
//! of games, or to positions an engine scored (the logistic, or "Texel",
//! method), and written as Rust source for the next build.

use std::path::PathBuf;

use rookery::engine::tune;

use super::{CliError, read_text, whole_number};

/// `rookery tune`'s arguments.
#[derive(clap::Args)]
pub struct TuneArgs {
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
    samples: &mut tune::Samples,
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
fn read_scored_samples(samples: &mut tune::Samples, files: &[PathBuf]) -> Result<usize, CliError> {
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

/// `rookery tune PGN... [--scored FILE...] [...]`.
pub fn run(args: TuneArgs) -> Result<(), CliError> {
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
