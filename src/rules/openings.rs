//! Opening names: the lichess chess-openings list (CC0, `assets/openings/`,
//! credited in docs/credits.md), 3,807 named positions with their ECO codes.
//!
//! A game's opening is the last position of the game that the list names,
//! found by comparing positions (their EPD: placement, side to move,
//! castling rights and a legal en passant square), not move strings, so a
//! move order that transposes into a named line is still named, as the data
//! set's own tools do. The computer's opening book is made from the same
//! lines ([`Openings::lines`]).
//!
//! ```
//! use rookery::rules::{Game, Openings};
//!
//! let mut game = Game::new();
//! for san in ["e4", "e5", "Nf3", "Nc6", "Bb5", "Nf6"] {
//!     game.play_san(san).unwrap();
//! }
//! let opening = Openings::builtin().name_game(&game).unwrap();
//! assert_eq!(opening.to_string(), "C65 Ruy Lopez: Berlin Defense");
//! ```

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use super::{Game, Move, Position, Variant};

/// The files of the list, built into the program.
const LIST: [(&str, &str); 5] = [
    ("a.tsv", include_str!("../../assets/openings/a.tsv")),
    ("b.tsv", include_str!("../../assets/openings/b.tsv")),
    ("c.tsv", include_str!("../../assets/openings/c.tsv")),
    ("d.tsv", include_str!("../../assets/openings/d.tsv")),
    ("e.tsv", include_str!("../../assets/openings/e.tsv")),
];

/// One named line of the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedOpening {
    /// Its ECO code, such as `C65`.
    pub eco: String,
    /// Its name, such as `Ruy Lopez: Berlin Defense`.
    pub name: String,
    /// Its moves from the standard start position.
    pub moves: Vec<Move>,
}

impl fmt::Display for NamedOpening {
    /// `C65 Ruy Lopez: Berlin Defense`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.eco, self.name)
    }
}

/// The named openings, looked up by position.
#[derive(Debug, Default)]
pub struct Openings {
    lines: Vec<NamedOpening>,
    by_epd: HashMap<String, usize>,
    problems: Vec<String>,
}

impl Openings {
    /// The list built into the program, read once.
    pub fn builtin() -> &'static Openings {
        static OPENINGS: OnceLock<Openings> = OnceLock::new();
        OPENINGS.get_or_init(|| Openings::from_tsv(&LIST))
    }

    /// The list from files in its format (`eco<TAB>name<TAB>pgn`, a header
    /// line first), given as (file name, text). A line that cannot be read
    /// or whose moves are not legal is left out and reported by file and
    /// line number ([`Openings::problems`]); the rest is kept. When two
    /// lines end in the same position, the first names it.
    pub fn from_tsv(files: &[(&str, &str)]) -> Openings {
        let mut openings = Openings::default();
        let mut problems = Vec::new();
        for (file, text) in files {
            for (i, line) in text.lines().enumerate() {
                let line = line.trim_end_matches('\r');
                if i == 0 && line.starts_with("eco\t") || line.trim().is_empty() {
                    continue;
                }
                let mut fields = line.split('\t');
                let (Some(eco), Some(name), Some(pgn)) =
                    (fields.next(), fields.next(), fields.next())
                else {
                    problems.push(format!(
                        "{file} line {}: not eco, name and moves separated by tabs",
                        i + 1
                    ));
                    continue;
                };
                match line_moves(pgn) {
                    Ok((moves, end)) => {
                        let index = openings.lines.len();
                        openings.by_epd.entry(end.epd()).or_insert(index);
                        openings.lines.push(NamedOpening {
                            eco: eco.trim().to_string(),
                            name: name.trim().to_string(),
                            moves,
                        });
                    }
                    Err(e) => problems.push(format!("{file} line {}: {e}", i + 1)),
                }
            }
        }
        openings.problems = problems;
        openings
    }

    /// The lines of the files that could not be read or played, each with
    /// its file, line number and what was wrong (none in the shipped list).
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// Every named line, in the order of the files.
    pub fn lines(&self) -> &[NamedOpening] {
        &self.lines
    }

    /// The opening that names this very position, if any.
    pub fn lookup(&self, pos: &Position) -> Option<&NamedOpening> {
        self.by_epd.get(&pos.epd()).map(|&i| &self.lines[i])
    }

    /// The game's opening: the last of its positions (the start and the
    /// position after each move) that the list names. A Chess960 game has
    /// none (the list names standard chess openings; lichess names none in
    /// Chess960 either).
    pub fn name_game(&self, game: &Game) -> Option<&NamedOpening> {
        if game.start_position().variant() != Variant::Standard {
            return None;
        }
        (0..=game.ply_count())
            .rev()
            .filter_map(|ply| game.position_at(ply))
            .find_map(|pos| self.lookup(pos))
    }

    /// The PGN tags for the game's opening, `ECO` and `Opening`; none when
    /// no position of the game is named.
    pub fn tags(&self, game: &Game) -> Vec<(String, String)> {
        self.name_game(game).map_or_else(Vec::new, |o| {
            vec![
                ("ECO".to_string(), o.eco.clone()),
                ("Opening".to_string(), o.name.clone()),
            ]
        })
    }
}

/// The moves of one line's movetext ("1. e4 e5 2. Nf3") and the position
/// they reach.
fn line_moves(pgn: &str) -> Result<(Vec<Move>, Position), String> {
    let mut pos = Position::startpos();
    let mut moves = Vec::new();
    for token in pgn.split_whitespace() {
        // Move numbers: "1." and "1..." (alone or glued to the move).
        let san = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        if san.is_empty() {
            continue;
        }
        let mv = pos
            .parse_san(san)
            .map_err(|e| format!("'{san}' in {}: {e}", pos.to_fen()))?;
        moves.push(mv);
        pos.play(&mv);
    }
    if moves.is_empty() {
        return Err("no moves".to_string());
    }
    Ok((moves, pos))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_list_is_read_whole() {
        let openings = Openings::from_tsv(&LIST);
        let problems = openings.problems();
        assert!(problems.is_empty(), "{problems:?}");
        // 3,807 entries, as the data set's README says.
        assert_eq!(openings.lines().len(), 3807);
    }

    #[test]
    fn broken_lines_are_reported_and_the_rest_kept() {
        let text = "eco\tname\tpgn\n\
                    C20\tKing's Pawn Game\t1. e4 e5\n\
                    X00\tNo tabs here\n\
                    C40\tIllegal\t1. e4 e5 2. Ke3\n";
        let openings = Openings::from_tsv(&[("x.tsv", text)]);
        let problems = openings.problems();
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems[0].starts_with("x.tsv line 3"), "{problems:?}");
        assert!(problems[1].starts_with("x.tsv line 4"), "{problems:?}");
        assert_eq!(openings.lines().len(), 1);
        assert_eq!(openings.lines()[0].name, "King's Pawn Game");
    }
}
