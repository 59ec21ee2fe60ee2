//! The openings a match starts its games from: a file with one opening per
//! line, either SAN moves from the start position ("1. e4 e5 2. Nf3") or a
//! position as FEN or EPD. Empty lines and lines starting with `#` are
//! skipped.

use crate::rules::{Move, Position, fen_of_epd, read_games};

/// The default set, shipped in `assets/match/openings.txt`.
pub const DEFAULT_OPENINGS: &str = include_str!("../../../assets/match/openings.txt");

/// A game's beginning: a position and the moves played from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening {
    /// Where the game starts (its FEN goes into the PGN when it is not the
    /// standard start).
    pub start: Position,
    /// The opening's moves, played before the engines take over.
    pub moves: Vec<Move>,
    /// The line as written in the file, for messages.
    pub text: String,
}

/// Reads an openings file; a bad line is an error naming its line number.
pub fn read_openings(text: &str) -> Result<Vec<Opening>, String> {
    let mut openings = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let opening = read_line(line).map_err(|e| format!("line {}: {e}", i + 1))?;
        openings.push(opening);
    }
    if openings.is_empty() {
        return Err("no openings in the file".to_string());
    }
    Ok(openings)
}

fn read_line(line: &str) -> Result<Opening, String> {
    if line.contains('/') {
        // FEN, or EPD (four fields and perhaps operations after them).
        let start = Position::from_fen(&fen_of_epd(line)).map_err(|e| format!("'{line}': {e}"))?;
        if !start.has_legal_moves() {
            return Err(format!("'{line}': the game is already over"));
        }
        return Ok(Opening {
            start,
            moves: Vec::new(),
            text: line.to_string(),
        });
    }
    let games = read_games(line);
    let game = match games.into_iter().next() {
        Some(Ok(game)) => game,
        Some(Err(e)) => return Err(format!("'{line}': {e}")),
        None => return Err(format!("'{line}': no moves")),
    };
    if game.game.is_over() {
        return Err(format!("'{line}': the game is already over"));
    }
    Ok(Opening {
        start: *game.game.start_position(),
        moves: game.game.moves().iter().map(|m| m.mv).collect(),
        text: line.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_openings_are_all_playable() {
        let openings = read_openings(DEFAULT_OPENINGS).unwrap();
        // 24 lines in assets/match/openings.txt.
        assert_eq!(openings.len(), 24);
        assert!(openings.iter().all(|o| !o.moves.is_empty()));
        // The first is the Ruy Lopez, 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6.
        let uci: Vec<String> = openings[0].moves.iter().map(|m| m.to_uci()).collect();
        assert_eq!(uci, ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"]);
    }

    #[test]
    fn fen_and_epd_lines_are_read() {
        let text = "# a comment\n\n\
                    8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\n\
                    rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 id \"e4\";\n";
        let openings = read_openings(text).unwrap();
        assert_eq!(openings.len(), 2);
        assert_eq!(
            openings[0].start.to_fen(),
            "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
        );
        // The EPD's four fields, its operation dropped, clocks 0 and 1.
        assert_eq!(
            openings[1].start.to_fen(),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        );
    }

    #[test]
    fn a_bad_line_is_named_by_its_number() {
        let err = read_openings("1. e4 e5\n1. e4 e5 2. Ke3\n").unwrap_err();
        assert!(err.starts_with("line 2:"), "{err}");
        let err = read_openings("# nothing\n").unwrap_err();
        assert_eq!(err, "no openings in the file");
        let err = read_openings("8/8/8/8/8/8/8/8 w - - 0 1\n").unwrap_err();
        assert!(err.starts_with("line 1:"), "{err}");
    }
}
