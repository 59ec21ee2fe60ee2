//! Integration tests of the rules core (`rookery::rules`) and the engines
//! (`rookery::engine`), all in one test binary to keep link time down:
//!
//! - `perft`: move-generator node counts against published numbers;
//! - `oracle`: differential testing against the cozy-chess crate;
//! - `props`: property tests over pseudo-random games (proptest);
//! - `traps`: hand-built positions for the rules that move generators
//!   classically get wrong;
//! - `chess960`: Chess960 castling in each of its cases, X-FEN and
//!   Shredder-FEN, and a Chess960 game through PGN;
//! - `fen`, `san`, `game`: reading and writing notation, and game records;
//! - `clock`: chess clocks and time controls on synthetic time;
//! - `openings`: naming a game's opening from the lichess openings list;
//! - `material`: piece values, material and the pieces each side captured;
//! - `pgn`: reading and writing PGN files;
//! - `persist`: saved games and settings on disk (`rookery::persist`);
//! - `engine`: the search (mates, legal answers, stop, draws, levels);
//! - `datagen`: self-play training data: the record's packing, seeded
//!   runs, continuing a stopped run, damaged files, the command itself;
//! - `uci`: a UCI conversation with `rookery uci` through a pipe;
//! - `fuzz`: arbitrary text and bytes for every parser of outside input
//!   (FEN, moves, PGN, saves, settings, the UCI command loop), which must
//!   answer with an error, never a panic or a hang;
//! - `external`: the client for other UCI engines, against fake engines
//!   that crash, hang or cheat (and Stockfish when it is installed);
//! - `library`: the games library: import, export, search, explorer, its file;
//! - `library_files`: the library met again by files: games told apart by
//!   event and round, libraries of earlier schemas;
//! - `puzzles`: lichess's puzzle CSV, its sample line and damaged lines;
//! - `puzzles_verify`: puzzles checked by a UCI engine (`rookery uci`
//!   here) by lichess-puzzler's only-move rule, and the generator's
//!   solutions searched by one;
//! - `cli`: the game's `--fen`, `--load` and `--pgn` flags refusing bad input.
//!
//! Every expected value comes from the rules of chess (FIDE Laws of Chess),
//! the PGN standard (for SAN) or the cited published tables; none is copied
//! from the output of the code under test.

#[path = "../common/mod.rs"]
mod common;

mod chess960;
mod cli;
mod clock;
mod compressed;
mod datagen;
mod engine;
mod external;
mod fen;
mod fuzz;
mod game;
mod library;
mod library_files;
mod material;
mod openings;
mod oracle;
mod perft;
mod persist;
mod pgn;
mod props;
mod puzzles;
mod puzzles_verify;
mod repertoire;
mod review;
mod san;
mod study_cli;
mod traps;
mod uci;

use std::collections::BTreeSet;

use rookery::rules::{Game, Move, Position};

/// The starting position (FIDE Laws, article 2).
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// "Kiwipete", position 2 of the chessprogramming wiki "Perft Results" page.
pub const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
/// Position 3 of the chessprogramming wiki "Perft Results" page.
pub const POS3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
/// Position 4 of the chessprogramming wiki "Perft Results" page.
pub const POS4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
/// Position 5 of the chessprogramming wiki "Perft Results" page.
pub const POS5: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
/// Position 6 of the chessprogramming wiki "Perft Results" page.
pub const POS6: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

/// The position of a FEN that must be legal.
#[track_caller]
pub fn pos(fen: &str) -> Position {
    match Position::from_fen(fen) {
        Ok(p) => p,
        Err(e) => panic!("test FEN {fen:?} rejected: {e}"),
    }
}

/// The legal moves of a position, in UCI.
pub fn uci_set(p: &Position) -> BTreeSet<String> {
    p.legal_moves().iter().map(Move::to_uci).collect()
}

/// Builds a set of UCI strings from a list.
pub fn set_of(moves: &[&str]) -> BTreeSet<String> {
    moves.iter().map(|s| (*s).to_string()).collect()
}

/// The legal move given in UCI (panics if it is not legal).
#[track_caller]
pub fn uci(p: &Position, text: &str) -> Move {
    match p.parse_uci(text) {
        Ok(m) => m,
        Err(e) => panic!("{text} should be legal in {}: {e}", p.to_fen()),
    }
}

/// The position after a sequence of SAN moves from `fen`.
#[track_caller]
pub fn after_san(fen: &str, moves: &[&str]) -> Position {
    let mut p = pos(fen);
    for san in moves {
        let mv = match p.parse_san(san) {
            Ok(m) => m,
            Err(e) => panic!("{san} should be legal in {}: {e}", p.to_fen()),
        };
        p.play(&mv);
    }
    p
}

/// From Chess960 start position 0 (bbqnnrkr), in UCI: White clears c1,
/// d1 and e1 and castles long as the king taking its f-rook, g1f1 (the
/// position reached is worked out in tests/rules/chess960.rs).
pub const CHESS960_ZERO_LONG_CASTLE: &str = "e1d3 g7g6 d1e3 e8d6 c2c4 c7c5 c1c2 d8e6 g1f1";

/// The moves of a line of UCI moves (separated by spaces) from `start`,
/// and the position they reach (panics on the first one refused).
#[track_caller]
pub fn uci_line(start: Position, moves: &str) -> (Vec<Move>, Position) {
    let mut p = start;
    let mut played = Vec::new();
    for text in moves.split_whitespace() {
        let mv = uci(&p, text);
        p.play(&mv);
        played.push(mv);
    }
    (played, p)
}

/// Plays SAN moves in a game (panics on the first one refused).
#[track_caller]
pub fn play_all(game: &mut Game, moves: &[&str]) {
    for san in moves {
        if let Err(e) = game.play_san(san) {
            panic!("{san} refused in {}: {e}", game.position().to_fen());
        }
    }
}

/// The same position with colours swapped and the board mirrored top to
/// bottom (White's pieces on rank 1 become Black's on rank 8). By the
/// symmetry of the rules, the mirrored position has the mirrored moves.
pub fn mirror_fen(fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let swap_case = |c: char| {
        if c.is_ascii_uppercase() {
            c.to_ascii_lowercase()
        } else {
            c.to_ascii_uppercase()
        }
    };
    let placement: Vec<String> = fields[0]
        .split('/')
        .rev()
        .map(|rank| rank.chars().map(swap_case).collect())
        .collect();
    let side = if fields.get(1) == Some(&"b") {
        "w"
    } else {
        "b"
    };
    let castling = match fields.get(2) {
        None | Some(&"-") => "-".to_string(),
        Some(c) => {
            let swapped: String = c.chars().map(swap_case).collect();
            let ordered: String = "KQkq".chars().filter(|x| swapped.contains(*x)).collect();
            ordered
        }
    };
    let ep = match fields.get(3) {
        None | Some(&"-") => "-".to_string(),
        Some(sq) => {
            let b = sq.as_bytes();
            let rank = (b'1' + b'8' - b[1]) as char;
            format!("{}{}", b[0] as char, rank)
        }
    };
    let half = fields.get(4).copied().unwrap_or("0");
    let full = fields.get(5).copied().unwrap_or("1");
    format!(
        "{} {side} {castling} {ep} {half} {full}",
        placement.join("/")
    )
}

/// Mirrors a UCI move top to bottom (e2e4 <-> e7e5).
pub fn mirror_uci(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '1'..='8' => (b'1' + b'8' - c as u8) as char,
            other => other,
        })
        .collect()
}

#[test]
fn mirror_helpers_are_involutions() {
    for fen in [START, KIWIPETE, POS3, POS4, POS5, POS6] {
        assert_eq!(mirror_fen(&mirror_fen(fen)), pos(fen).to_fen());
    }
    assert_eq!(
        mirror_fen(POS4),
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"
    );
    assert_eq!(mirror_uci("e2e4"), "e7e5");
    assert_eq!(mirror_uci("b7a8q"), "b2a1q");
}
