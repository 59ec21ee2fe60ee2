//! `rookery match`: a match between two engines (Rookery at a level or
//! rating, or any UCI engine), each opening played twice with the colours
//! swapped; each game's result as it ends, then the Elo difference, the
//! likelihood of superiority and the SPRT.

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use rookery::engine::matches::adjudication::{Adjudication, DrawRule, ResignRule};
use rookery::engine::matches::stats::Sprt;
use rookery::engine::matches::{
    DEFAULT_OPENINGS, EngineSpec, FLAG_MARGIN, MatchConfig, MoveLimit, read_openings,
};

use super::{CliError, read_text, whole_number};

/// `rookery match`'s arguments.
#[derive(clap::Args)]
pub struct MatchArgs {
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

/// `rookery match --engine A --engine B [...]`.
pub fn run(args: MatchArgs) -> Result<(), CliError> {
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
