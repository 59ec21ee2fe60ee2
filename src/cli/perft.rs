//! `rookery perft`: the leaf nodes of the legal move tree to a depth, from
//! the standard start, a FEN or a Chess960 start position, with each move's
//! count if asked (`--divide`).

use std::io;

use rookery::rules::{CHESS960_POSITIONS, Position, Variant, perft, perft_divide};

use super::{CliError, emit};

/// The deepest perft the command accepts; deeper would run for days.
const MAX_PERFT_DEPTH: u32 = 12;

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

/// `rookery perft DEPTH [--fen FEN] [--chess960 [N]] [--divide]`.
pub fn run(
    depth: &str,
    fen: Option<&str>,
    chess960: Option<&str>,
    divide: bool,
) -> Result<(), CliError> {
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
