//! Writes plausible chess games as PGN, the input of the games library's
//! benchmark and tests:
//!
//! ```text
//! cargo run --release --example make_games -- --games N [--seed S] --out FILE.pgn [--verify]
//! ```
//!
//! The games come from `benches/support/games.rs` (seed 1 unless told);
//! the same seed gives the same file. It prints how long writing took, the
//! games per second and the results. With `--verify` it then reads the file
//! back with Rookery's PGN reader and fails unless every game reads without
//! error, with the result it was written with (and checkmate agreeing).

use std::fs::File;
use std::io::{BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use rookery::rules::{EndReason, read_games};

#[path = "../benches/support/games.rs"]
mod games;
use games::{GameGenerator, result_index};

const USAGE: &str = "usage: make_games --games N [--seed S] --out FILE.pgn [--verify]";

/// What the command line asks for.
struct Args {
    games: usize,
    seed: u64,
    out: String,
    verify: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut games = None;
    let mut seed = 1;
    let mut out = None;
    let mut verify = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--games" => {
                let v = value("--games")?;
                games = Some(v.parse().map_err(|_| format!("not a count: {v}"))?);
            }
            "--seed" => {
                let v = value("--seed")?;
                seed = v.parse().map_err(|_| format!("not a seed: {v}"))?;
            }
            "--out" => out = Some(value("--out")?),
            "--verify" => verify = true,
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown argument: {other}")),
        }
    }
    Ok(Args {
        games: games.ok_or("--games is missing")?,
        seed,
        out: out.ok_or("--out is missing")?,
        verify,
    })
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("{e}");
            }
            eprintln!("{USAGE}");
            return ExitCode::FAILURE;
        }
    };
    let start = Instant::now();
    let mut generator = GameGenerator::new(args.seed);
    let written = File::create(&args.out).and_then(|file| {
        let mut out = BufWriter::with_capacity(1 << 20, file);
        let results = generator.write(&mut out, args.games)?;
        out.flush()?;
        Ok(results)
    });
    let results = match written {
        Ok(results) => results,
        Err(e) => {
            eprintln!("cannot write {}: {e}", args.out);
            return ExitCode::FAILURE;
        }
    };
    let seconds = start.elapsed().as_secs_f64();
    let bytes = std::fs::metadata(&args.out).map_or(0, |m| m.len());
    println!(
        "wrote {} games ({:.1} MB, seed {}) to {} in {:.2} s: {:.0} games/s",
        args.games,
        bytes as f64 / 1e6,
        args.seed,
        args.out,
        seconds,
        args.games as f64 / seconds.max(1e-9),
    );
    let share = |n: usize| 100.0 * n as f64 / args.games.max(1) as f64;
    println!(
        "results: 1-0 {} ({:.1}%), 1/2-1/2 {} ({:.1}%), 0-1 {} ({:.1}%)",
        results[0],
        share(results[0]),
        results[1],
        share(results[1]),
        results[2],
        share(results[2]),
    );
    if args.verify && !verify(&args.out, args.games, results) {
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// Reads the file back; true when every game reads without error, with a
/// `Result` tag that agrees with its termination marker and with a
/// checkmate on the board, and the results add up to what was written.
fn verify(path: &str, expected: usize, written: [usize; 3]) -> bool {
    let start = Instant::now();
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            return false;
        }
    };
    let games = read_games(&text);
    let mut errors = 0;
    let mut mates = 0;
    let mut commented = 0;
    let mut with_variations = 0;
    let mut read = [0; 3];
    for (i, game) in games.iter().enumerate() {
        let problem = match game {
            Err(e) => Some(e.to_string()),
            Ok(pgn) => {
                let tag = pgn.tag("Result");
                let outcome = pgn.game.outcome();
                if outcome.is_some_and(|o| o.reason == EndReason::Checkmate) {
                    mates += 1;
                }
                commented += usize::from(pgn.comments.iter().any(Option::is_some));
                with_variations += usize::from(!pgn.variations.is_empty());
                match pgn.result {
                    None => Some("no result".to_string()),
                    Some(result) if tag != Some(result.as_pgn()) => Some(format!(
                        "Result tag {tag:?} but termination marker {}",
                        result.as_pgn()
                    )),
                    Some(result) if outcome.is_some_and(|o| o.result != result) => {
                        Some(format!("board says {:?}, file {result}", outcome))
                    }
                    Some(result) => {
                        read[result_index(result)] += 1;
                        None
                    }
                }
            }
        };
        if let Some(problem) = problem {
            errors += 1;
            if errors <= 10 {
                eprintln!("game {}: {problem}", i + 1);
            }
        }
    }
    println!(
        "verified in {:.2} s: {} games read, {errors} errors, {mates} checkmates, \
         {commented} with comments, {with_variations} with variations",
        start.elapsed().as_secs_f64(),
        games.len(),
    );
    if games.len() != expected {
        eprintln!("{expected} games written, {} read", games.len());
        return false;
    }
    if read != written {
        eprintln!("results written {written:?}, read {read:?}");
        return false;
    }
    errors == 0
}
