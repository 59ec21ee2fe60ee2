//! The computer's opening book, so that it does not play the same game
//! every time.
//!
//! It is made from the named openings of the lichess chess-openings list
//! (CC0, `assets/openings/`, credited in docs/credits.md), the same lines
//! that name the game's opening ([`Openings`]): each line of the list
//! is played out, and every move of it counts once for the position it is
//! played in. A move that many named lines pass through is a main line; one
//! that only a line or two take (1. g4, 1. e4 g5) is a sideline. The book
//! keeps, in each position, the moves with at least a fiftieth of that
//! position's count, and [`Book::choose`] picks among them in proportion to
//! their counts, so main lines come up most often and a level's games still
//! differ. Positions are matched by their Zobrist key, so a move order that
//! transposes into a book position is still in book.
//!
//! How far the book goes depends on the level: the weakest levels leave it
//! after a move or two, full strength follows it for up to ten moves a side
//! ([`book_plies`]).
//!
//! ```
//! use rookery::engine::{Book, Level};
//! use rookery::rules::Game;
//!
//! let (book, problems) = Book::builtin();
//! assert!(problems.is_empty());
//! let game = Game::new();
//! let mv = book.choose(&game, Level::FULL, 7).expect("the start is in book");
//! assert!(game.position().is_legal(&mv));
//! ```

use std::collections::HashMap;
use std::sync::OnceLock;

use rand::Rng;

use super::Level;
use super::random::SplitMix;
use crate::rules::{Game, Move, Openings, Position};

/// A move is kept when at least this fraction (1 in N) of the named lines
/// through its position take it.
const SIDELINE_SHARE: u32 = 50;

/// A book move and how many named lines take it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BookMove {
    /// The move.
    pub mv: Move,
    /// How many lines of the list play it here.
    pub weight: u32,
}

/// Opening moves by position.
#[derive(Debug, Default)]
pub struct Book {
    moves: HashMap<u64, Vec<BookMove>>,
}

/// The half-moves the computer takes from the book at `level`: none for the
/// random mover, two at level 1, up to twenty at full strength.
pub fn book_plies(level: Level) -> usize {
    match level.strength() {
        None => 0,
        Some(strength) => match strength.round() as u8 {
            1 => 2,
            2 => 4,
            3 => 6,
            4 => 8,
            5 => 10,
            6 => 12,
            7 => 16,
            _ => 20,
        },
    }
}

impl Book {
    /// The book of the openings list built into the program, made at the
    /// first call, with any problems found in the list (each a sentence
    /// naming the file and line; such lines are left out).
    pub fn builtin() -> &'static (Book, Vec<String>) {
        static BOOK: OnceLock<(Book, Vec<String>)> = OnceLock::new();
        BOOK.get_or_init(|| {
            let openings = Openings::builtin();
            (Book::from_openings(openings), openings.problems().to_vec())
        })
    }

    /// A book from files in the list's format (`eco<TAB>name<TAB>pgn`, a
    /// header line first), given as (name, text). A line that cannot be
    /// read or whose moves are not legal is left out and reported; the
    /// rest of the file is still used.
    pub fn from_tsv(files: &[(&str, &str)]) -> (Book, Vec<String>) {
        let openings = Openings::from_tsv(files);
        (Book::from_openings(&openings), openings.problems().to_vec())
    }

    /// A book from the named lines: each move of each line counts once for
    /// the position it is played in.
    pub fn from_openings(openings: &Openings) -> Book {
        let mut counts: HashMap<u64, Vec<BookMove>> = HashMap::new();
        for line in openings.lines() {
            let mut pos = Position::startpos();
            for &mv in &line.moves {
                let here = counts.entry(pos.key()).or_default();
                match here.iter_mut().find(|b| b.mv == mv) {
                    Some(b) => b.weight += 1,
                    None => here.push(BookMove { mv, weight: 1 }),
                }
                pos.play(&mv);
            }
        }
        for moves in counts.values_mut() {
            let total: u32 = moves.iter().map(|b| b.weight).sum();
            moves.retain(|b| b.weight * SIDELINE_SHARE >= total);
            moves.sort_by_key(|b| std::cmp::Reverse(b.weight));
        }
        counts.retain(|_, moves| !moves.is_empty());
        Book { moves: counts }
    }

    /// How many positions the book knows.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the book knows no position.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The book's moves in `pos`, most played first (none when out of book).
    pub fn moves(&self, pos: &Position) -> &[BookMove] {
        self.moves.get(&pos.key()).map_or(&[], Vec::as_slice)
    }

    /// A book move for the game's position at `level`, drawn with `seed` in
    /// proportion to how many named lines play it; `None` when the position
    /// is not in the book or the game is past the level's book length.
    pub fn choose(&self, game: &Game, level: Level, seed: u64) -> Option<Move> {
        if game.ply_count() >= book_plies(level) {
            return None;
        }
        let pos = game.position();
        let moves = self.moves(pos);
        let total: u32 = moves.iter().map(|b| b.weight).sum();
        if total == 0 {
            return None;
        }
        let mut rng = SplitMix::new(seed ^ pos.key());
        let mut pick = rng.random_range(0..total);
        for b in moves {
            if pick < b.weight {
                // Made from legal lines; checked again all the same.
                return pos.is_legal(&b.mv).then_some(b.mv);
            }
            pick -= b.weight;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "eco\tname\tpgn\n";

    #[test]
    fn broken_lines_are_reported_and_the_rest_kept() {
        let text = format!(
            "{HEADER}C20\tKing's Pawn Game\t1. e4 e5\n\
             X00\tNo tabs here\n\
             C40\tIllegal\t1. e4 e5 2. Ke3\n\
             D00\tQueen's Pawn Game\t1. d4 d5\n"
        );
        let (book, problems) = Book::from_tsv(&[("x.tsv", &text)]);
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems[0].starts_with("x.tsv line 3"), "{problems:?}");
        assert!(problems[1].starts_with("x.tsv line 4"), "{problems:?}");
        // 1. e4 once (a line with an illegal move is left out whole, not
        // counted up to its mistake) and 1. d4 once.
        let start: Vec<String> = book
            .moves(&Position::startpos())
            .iter()
            .map(|b| format!("{} {}", b.mv.to_uci(), b.weight))
            .collect();
        assert_eq!(start, ["e2e4 1", "d2d4 1"]);
    }

    /// Counts by hand: of 100 lines, 99 start 1. e4 and one 1. g4; a
    /// fiftieth of 100 is 2, so 1. g4 is left out.
    #[test]
    fn sidelines_below_a_fiftieth_are_left_out() {
        let mut text = HEADER.to_string();
        for _ in 0..99 {
            text.push_str("C20\tKing's Pawn\t1. e4\n");
        }
        text.push_str("A00\tGrob\t1. g4\n");
        let (book, _) = Book::from_tsv(&[("x.tsv", &text)]);
        let moves = book.moves(&Position::startpos());
        assert_eq!(moves.len(), 1);
        assert_eq!(moves[0].mv.to_uci(), "e2e4");
        assert_eq!(moves[0].weight, 99);
    }

    #[test]
    fn a_transposition_is_in_book() {
        // 1. Nf3 d5 2. d4 and 1. d4 d5 2. Nf3 reach the same position.
        let text = format!("{HEADER}D02\tA\t1. d4 d5 2. Nf3 Nf6\n");
        let (book, _) = Book::from_tsv(&[("x.tsv", &text)]);
        let mut game = Game::new();
        for san in ["Nf3", "d5", "d4"] {
            game.play_san(san).expect("legal");
        }
        let mv = book.choose(&game, Level::FULL, 1).expect("in book");
        assert_eq!(mv.to_uci(), "g8f6");
    }

    #[test]
    fn the_level_decides_how_long_the_book_lasts() {
        let (book, _) = Book::builtin();
        let mut game = Game::new();
        for san in ["e4", "e5"] {
            game.play_san(san).expect("legal");
        }
        assert!(book.choose(&game, Level::Strength(1), 3).is_none());
        assert!(book.choose(&game, Level::Random, 3).is_none());
        assert!(book.choose(&game, Level::Strength(2), 3).is_some());
    }
}
