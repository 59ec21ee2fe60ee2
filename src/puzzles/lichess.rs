//! Lichess's puzzle CSV: the format of the database a player downloads
//! from database.lichess.org (`lichess_db_puzzle.csv`, about five million
//! puzzles, CC0) and the format of Rookery's own puzzle files.
//!
//! A line: `PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,
//! Themes,GameUrl,OpeningTags`. The FEN is the position before the
//! opponent's move; `Moves` are UCI moves starting with that move, the
//! player's moves and the opponent's replies taking turns; `Themes` and
//! `OpeningTags` are lists separated by spaces. A header line naming the
//! columns is read for their order (lichess has added columns before);
//! without one, the order above. A line that does not read says why and
//! the reading goes on.

use std::fmt;

use crate::rules::{FenError, Position, UciMoveError};

/// One puzzle of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LichessPuzzle {
    /// Its id (lichess's, or Rookery's own).
    pub id: String,
    /// The position before the opponent's move, as FEN.
    pub fen: String,
    /// The opponent's move, then the solution with the replies, in UCI.
    pub moves: Vec<String>,
    /// Its Glicko-2 rating.
    pub rating: i32,
    /// The rating's deviation.
    pub deviation: i32,
    /// Lichess's popularity, -100 to 100.
    pub popularity: i32,
    /// How many times it was played.
    pub plays: u64,
    /// Its themes ("fork", "mateIn2", ...).
    pub themes: Vec<String>,
    /// The game it comes from, when known.
    pub game_url: Option<String>,
    /// The opening's names ("Sicilian_Defense ...").
    pub openings: Vec<String>,
}

/// Why a line is not a puzzle.
#[derive(Debug, Clone, PartialEq)]
pub enum LineError {
    /// Fewer fields than the columns need.
    MissingField(&'static str),
    /// No id.
    NoId,
    /// The FEN does not read.
    Fen(FenError),
    /// A number field is not a number (or is out of range).
    Number {
        /// The column.
        field: &'static str,
        /// What it held.
        found: String,
    },
    /// Fewer than two moves: the opponent's and one of the solution.
    TooFewMoves,
    /// A move that does not read or is not legal where it comes.
    Move {
        /// 1-based, counting the opponent's first move.
        index: usize,
        /// Why.
        error: UciMoveError,
    },
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::MissingField(name) => write!(f, "the line has no {name} field"),
            LineError::NoId => write!(f, "the puzzle has no id"),
            LineError::Fen(e) => write!(f, "its FEN does not read: {e}"),
            LineError::Number { field, found } => {
                write!(f, "its {field} is not a number in range: '{found}'")
            }
            LineError::TooFewMoves => {
                write!(
                    f,
                    "it needs the opponent's move and at least one move of the solution"
                )
            }
            LineError::Move { index, error } => write!(f, "move {index}: {error}"),
        }
    }
}

impl std::error::Error for LineError {}

/// The columns, by name, in the file's order.
const COLUMNS: [&str; 10] = [
    "PuzzleId",
    "FEN",
    "Moves",
    "Rating",
    "RatingDeviation",
    "Popularity",
    "NbPlays",
    "Themes",
    "GameUrl",
    "OpeningTags",
];

/// Where each column is in the file's lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Columns([Option<usize>; 10]);

impl Default for Columns {
    /// Lichess's documented order.
    fn default() -> Columns {
        Columns(std::array::from_fn(Some))
    }
}

impl Columns {
    /// The columns a header line names, or `None` when the line is not a
    /// header (a puzzle). A header without the id, FEN or moves is not
    /// one either.
    pub fn from_header(line: &str) -> Option<Columns> {
        let names: Vec<&str> = line.trim().split(',').map(str::trim).collect();
        let at = |name: &str| names.iter().position(|n| n.eq_ignore_ascii_case(name));
        let columns = Columns(std::array::from_fn(|i| at(COLUMNS[i])));
        (columns.0[0].is_some() && columns.0[1].is_some() && columns.0[2].is_some())
            .then_some(columns)
    }

    fn field<'a>(&self, fields: &[&'a str], column: usize) -> Option<&'a str> {
        self.0[column].and_then(|i| fields.get(i).copied())
    }
}

/// Reads one line of the file as a puzzle, checking its FEN and that
/// every move is legal where it comes.
pub fn read_line(line: &str, columns: &Columns) -> Result<LichessPuzzle, LineError> {
    let fields: Vec<&str> = line.trim_end_matches(['\r', '\n']).split(',').collect();
    let need = |column: usize| {
        columns
            .field(&fields, column)
            .map(str::trim)
            .ok_or(LineError::MissingField(COLUMNS[column]))
    };
    let optional = |column: usize| columns.field(&fields, column).map(str::trim).unwrap_or("");
    let id = need(0)?;
    if id.is_empty() {
        return Err(LineError::NoId);
    }
    let fen = need(1)?;
    let mut pos = Position::from_fen(fen).map_err(LineError::Fen)?;
    let moves: Vec<String> = need(2)?.split_whitespace().map(str::to_string).collect();
    if moves.len() < 2 {
        return Err(LineError::TooFewMoves);
    }
    for (i, uci) in moves.iter().enumerate() {
        let mv = pos.parse_uci(uci).map_err(|error| LineError::Move {
            index: i + 1,
            error,
        })?;
        pos.play(&mv);
    }
    fn number<T: std::str::FromStr>(text: &str, field: &'static str) -> Result<T, LineError> {
        text.parse().map_err(|_| LineError::Number {
            field,
            found: text.to_string(),
        })
    }
    let rating: i32 = number(need(3)?, "Rating")?;
    if !(0..=4000).contains(&rating) {
        return Err(LineError::Number {
            field: "Rating",
            found: rating.to_string(),
        });
    }
    let or_zero = |column: usize| match optional(column) {
        "" => "0",
        text => text,
    };
    let deviation: i32 = number(or_zero(4), "RatingDeviation")?;
    let popularity: i32 = number(or_zero(5), "Popularity")?;
    let plays: u64 = number(or_zero(6), "NbPlays")?;
    let list = |column: usize| {
        optional(column)
            .split_whitespace()
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let url = optional(8);
    Ok(LichessPuzzle {
        id: id.to_string(),
        fen: fen.to_string(),
        moves,
        rating,
        deviation,
        popularity,
        plays,
        themes: list(7),
        game_url: (!url.is_empty()).then(|| url.to_string()),
        openings: list(9),
    })
}

/// The CSV line of a puzzle (the form Rookery writes its own in).
pub fn write_line(p: &LichessPuzzle) -> String {
    format!(
        "{},{},{},{},{},{},{},{},{},{}",
        p.id,
        p.fen,
        p.moves.join(" "),
        p.rating,
        p.deviation,
        p.popularity,
        p.plays,
        p.themes.join(" "),
        p.game_url.as_deref().unwrap_or(""),
        p.openings.join(" ")
    )
}

/// The header line of Rookery's puzzle files.
pub fn header() -> String {
    COLUMNS.join(",")
}
