//! `rookery train`: a neural evaluation trained on a self-play data file
//! (`rookery datagen`), its loss on positions it never saw printed beside
//! the hand-written evaluation's on the same positions after each pass,
//! the integer network written to a file.

use std::path::PathBuf;
use std::time::Instant;

use rookery::engine::datagen::Record;
use rookery::engine::datagen::file::scan;
use rookery::engine::nnue::train::{
    FloatNet, Sample, TrainSettings, hand_written_loss, train_from,
};
use rookery::engine::nnue::{Network, built_in, read_network};

use super::{CliError, emit, whole_number};

/// `rookery train`'s arguments.
#[derive(clap::Args)]
pub struct TrainArgs {
    /// The self-play data file.
    #[arg(long, value_name = "FILE")]
    data: PathBuf,
    /// The network's file to write.
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
    /// N, the accumulator's size for each side (64 by default; the
    /// starting network's with --start).
    #[arg(long, value_name = "N")]
    hidden: Option<String>,
    /// Go on training a network already made (a file, or `built-in` for
    /// the network built into Rookery) in place of random weights: what
    /// it learnt from earlier data carries into the new network.
    #[arg(long, value_name = "FILE")]
    start: Option<PathBuf>,
    /// Passes over the data.
    #[arg(long, value_name = "N", default_value = "10")]
    epochs: String,
    /// Positions a step.
    #[arg(long, value_name = "N", default_value = "16384")]
    batch: String,
    /// Adam's step size.
    #[arg(long, value_name = "X", default_value = "0.001")]
    rate: String,
    /// The step size is multiplied by this after each pass.
    #[arg(long, value_name = "X", default_value = "0.85")]
    decay: String,
    /// The result's share of the target (the search's score has the rest).
    #[arg(long, value_name = "X", default_value = "0.5")]
    lambda: String,
    /// Threads.
    #[arg(long, value_name = "N", default_value = "2")]
    threads: String,
    /// The seed of the first weights and the shuffles.
    #[arg(long, value_name = "N", default_value = "60")]
    seed: String,
    /// Use at most this many positions of the file (its first games).
    #[arg(long, value_name = "N")]
    limit: Option<String>,
    /// Also train on each position turned left to right (files a <-> h):
    /// the same position to the network, which sees no castling rights,
    /// so twice the positions for the same games.
    #[arg(long)]
    mirror: bool,
}

fn number(what: &str, text: &str) -> Result<f32, CliError> {
    text.trim()
        .parse::<f32>()
        .ok()
        .filter(|x| x.is_finite() && *x >= 0.0)
        .ok_or_else(|| CliError(format!("{what} '{text}' is not a number of 0 or more")))
}

/// The network `--start` names, if any, and the size to train at (its
/// size; `--hidden`, 64 by default, without it).
fn start_and_size(args: &TrainArgs) -> Result<(Option<Network>, usize), CliError> {
    let start = match &args.start {
        Some(path) if path.as_os_str() == "built-in" => Some((*built_in()).clone()),
        Some(path) => Some(read_network(path).map_err(CliError)?),
        None => None,
    };
    let hidden = match (&args.hidden, &start) {
        (Some(n), Some(net)) if whole_number::<usize>("--hidden", n)? != net.hidden => {
            return Err(CliError(format!(
                "--hidden {n} is not the starting network's size, {}",
                net.hidden
            )));
        }
        (_, Some(net)) => net.hidden,
        (Some(n), None) => whole_number("--hidden", n)?,
        (None, None) => 64,
    };
    if !(1..=4096).contains(&hidden) {
        return Err(CliError(format!("--hidden {hidden} is not from 1 to 4096")));
    }
    Ok((start, hidden))
}

/// Runs `rookery train`.
pub fn run(args: TrainArgs) -> Result<(), CliError> {
    let (start, hidden) = start_and_size(&args)?;
    let settings = TrainSettings {
        hidden,
        epochs: whole_number("--epochs", &args.epochs)?,
        batch: whole_number("--batch", &args.batch)?,
        rate: number("--rate", &args.rate)?,
        decay: number("--decay", &args.decay)?,
        threads: whole_number("--threads", &args.threads)?,
        seed: whole_number("--seed", &args.seed)?,
    };
    let lambda = number("--lambda", &args.lambda)?.min(1.0);
    let limit: usize = match &args.limit {
        Some(n) => whole_number("--limit", n)?,
        None => usize::MAX,
    };
    let started = Instant::now();
    let (mut seen, unseen, unseen_records) = read_data(&args.data, lambda, limit)?;
    if args.mirror {
        let turned: Vec<Sample> = seen.iter().map(Sample::mirrored).collect();
        seen.extend(turned);
    }
    let out = &mut std::io::stdout().lock();
    let (hand, k) = hand_written_loss(&unseen_records, lambda);
    emit(
        out,
        format_args!(
            "{} positions to train on, {} kept apart (read in {:.1} s); the hand-written \
             evaluation's loss on those: {hand:.5} (K {k:.2})",
            seen.len(),
            unseen.len(),
            started.elapsed().as_secs_f64()
        ),
    )?;
    let mut failed = None;
    // The training loss on a fixed part of the training positions.
    let some: Vec<Sample> = seen
        .iter()
        .step_by((seen.len() / 20_000).max(1))
        .copied()
        .collect();
    let first = match &start {
        Some(net) => FloatNet::from_network(net),
        None => FloatNet::new(settings.hidden, settings.seed),
    };
    if start.is_some() {
        emit(
            out,
            format_args!(
                "the starting network's loss on the positions kept apart: {:.5}, on those \
                 trained on: {:.5}",
                first.loss(&unseen),
                first.loss(&some)
            ),
        )?;
    }
    let net = train_from(first, &mut seen, &settings, |pass, net| {
        let line = format!(
            "pass {pass}/{}: loss {:.5} on the positions kept apart (hand-written {hand:.5}), \
             {:.5} on those trained on, {:.0} s",
            settings.epochs,
            net.loss(&unseen),
            net.loss(&some),
            started.elapsed().as_secs_f64()
        );
        if let Err(e) = emit(out, format_args!("{line}")) {
            failed.get_or_insert(e);
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    write_network(out, &args.out, &net)
}

/// Writes `net`'s integer network to `path` and says so on `out`.
fn write_network(
    out: &mut impl std::io::Write,
    path: &std::path::Path,
    net: &FloatNet,
) -> Result<(), CliError> {
    let bytes = net.quantise().to_bytes();
    std::fs::write(path, &bytes)
        .map_err(|e| CliError(format!("cannot write {}: {e}", path.display())))?;
    emit(
        out,
        format_args!(
            "wrote {} ({} hidden, {} bytes)",
            path.display(),
            net.hidden,
            bytes.len()
        ),
    )
}

/// The positions of a data file as samples, one game in fifty (whole) kept
/// apart with its records (for the hand-written evaluation's loss).
#[allow(clippy::type_complexity)]
fn read_data(
    path: &std::path::Path,
    lambda: f32,
    limit: usize,
) -> Result<(Vec<Sample>, Vec<Sample>, Vec<Record>), CliError> {
    let file = std::fs::File::open(path)
        .map_err(|e| CliError(format!("cannot read {}: {e}", path.display())))?;
    let (mut seen, mut unseen) = (Vec::new(), Vec::new());
    let mut unseen_records = Vec::new();
    let mut game = 0u64;
    scan(file, &mut |_, blocks| {
        game += 1;
        for block in blocks {
            if seen.len() + unseen.len() >= limit {
                break;
            }
            let record = Record::unpack(block)?;
            let sample = Sample::of(&record, lambda);
            if game.is_multiple_of(50) {
                unseen.push(sample);
                unseen_records.push(record);
            } else {
                seen.push(sample);
            }
        }
        Ok(())
    })
    .map_err(|e| CliError(format!("{}: {e}", path.display())))?;
    if seen.is_empty() || unseen.is_empty() {
        return Err(CliError(format!(
            "{} holds too few games to train on (fifty at least)",
            path.display()
        )));
    }
    Ok((seen, unseen, unseen_records))
}
