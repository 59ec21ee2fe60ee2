//! The puzzle of the day: one puzzle of the starter set for each date,
//! the same on every machine (the date is the UTC day, as the trainer's
//! schedule counts days), so that two players can talk about it.

use super::lichess::{Columns, read_line};
use crate::rules::Position;

/// Rookery's starter puzzles (assets/puzzles/README.md says how they were
/// made), built into the program.
pub const STARTER: &str = include_str!("../../assets/puzzles/starter.csv");

/// The puzzle of one day, as the home screen shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct DailyPuzzle {
    /// Its id in the starter set (and so in the library).
    pub key: String,
    /// The position the player solves: after the opponent's move.
    pub position: Position,
    /// The puzzle's rating.
    pub rating: i32,
}

/// The puzzle of `day` (days since 1970, UTC) among the puzzles of `csv`
/// (lichess's puzzle CSV with its header): the lines are taken in a
/// fixed shuffled order, one a day, so that neighbouring days do not give
/// neighbouring lines (the starter set is sorted by rating). `None` when
/// the file holds no puzzle that reads.
pub fn puzzle_of_the_day(csv: &str, day: i64) -> Option<DailyPuzzle> {
    let mut lines = csv.lines().filter(|l| !l.trim().is_empty());
    let columns = Columns::from_header(lines.next()?)?;
    let lines: Vec<&str> = lines.collect();
    if lines.is_empty() {
        return None;
    }
    let start = (mix(day as u64) % lines.len() as u64) as usize;
    // A line that does not read gives way to the next one.
    (0..lines.len()).find_map(|i| {
        let puzzle = read_line(lines[(start + i) % lines.len()], &columns).ok()?;
        let mut position = Position::from_fen(&puzzle.fen).ok()?;
        let first = position.parse_uci(puzzle.moves.first()?).ok()?;
        position.play(&first);
        Some(DailyPuzzle {
            key: puzzle.id,
            position,
            rating: puzzle.rating,
        })
    })
}

/// SplitMix64's finaliser (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", 2014): consecutive days land far
/// apart.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str =
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags";

    #[test]
    fn the_same_day_gives_the_same_puzzle_and_days_differ() {
        let today = 20_429; // 2025-12-07
        let a = puzzle_of_the_day(STARTER, today).expect("the starter set has puzzles");
        let b = puzzle_of_the_day(STARTER, today).expect("again");
        assert_eq!(a, b);
        let week: std::collections::HashSet<String> = (today..today + 7)
            .map(|d| puzzle_of_the_day(STARTER, d).expect("a puzzle").key)
            .collect();
        assert!(week.len() >= 6, "a week gave {} puzzles", week.len());
    }

    #[test]
    fn the_position_shown_is_after_the_opponents_move() {
        // The starter set's first line: White's d1c1 is the opponent's move,
        // Black then finds d4d3.
        let csv = format!(
            "{HEADER}\nry9pxrni,2r1br1k/5pp1/2p4p/3p3n/P2pq3/4P3/2Q1KPPP/1N1R1B1R w - - 2 26,d1c1 d4d3 c2d3 h5f4 e2d2 f4d3,686,115,0,0,crushing,,\n"
        );
        let daily = puzzle_of_the_day(&csv, 3).expect("one puzzle");
        assert_eq!(daily.key, "ry9pxrni");
        assert_eq!(daily.rating, 686);
        assert_eq!(
            daily.position.to_fen(),
            "2r1br1k/5pp1/2p4p/3p3n/P2pq3/4P3/2Q1KPPP/1NR2B1R b - - 3 26"
        );
    }

    #[test]
    fn a_line_that_does_not_read_gives_way_and_an_empty_file_gives_none() {
        let csv = format!(
            "{HEADER}\nbad,not a fen,e2e4 e7e5,900,80,0,0,x,,\n\
             ry9pxrni,2r1br1k/5pp1/2p4p/3p3n/P2pq3/4P3/2Q1KPPP/1N1R1B1R w - - 2 26,d1c1 d4d3,686,115,0,0,crushing,,\n"
        );
        for day in 0..4 {
            assert_eq!(
                puzzle_of_the_day(&csv, day).expect("the good one").key,
                "ry9pxrni"
            );
        }
        assert_eq!(puzzle_of_the_day(HEADER, 1), None);
        assert_eq!(puzzle_of_the_day("", 1), None);
    }
}
