//! Perft against the published counts of `tests/fixtures/perft.txt`
//! (chessprogramming wiki, "Perft Results").

use std::collections::BTreeSet;

use rookery::rules::{Position, Variant, perft, perft_divide};

use crate::{KIWIPETE, POS3, POS4, POS5, POS6, START, pos};

/// One line of the fixture.
struct PerftCase {
    name: String,
    fen: String,
    depth: u32,
    nodes: u64,
}

fn fixture() -> Vec<PerftCase> {
    read_fixture("perft.txt")
}

/// The cases of `tests/fixtures/<name>`.
fn read_fixture(name: &str) -> Vec<PerftCase> {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {path}: {e}"));
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = line.split(';').map(str::trim).collect();
        assert_eq!(parts.len(), 4, "{name} line {}: {line}", i + 1);
        cases.push(PerftCase {
            name: parts[0].to_string(),
            fen: parts[1].to_string(),
            depth: parts[2].parse().expect("depth"),
            nodes: parts[3].parse().expect("node count"),
        });
    }
    cases
}

/// The largest expected count run by default; deeper lines run when
/// `ROOKERY_PERFT_MAX_NODES` is raised.
fn node_budget() -> u64 {
    std::env::var("ROOKERY_PERFT_MAX_NODES")
        .ok()
        .and_then(|s| s.replace('_', "").parse().ok())
        .unwrap_or(5_000_000)
}

#[test]
fn fixture_has_every_published_position() {
    let cases = fixture();
    let names: BTreeSet<&str> = cases.iter().map(|c| c.name.as_str()).collect();
    for name in [
        "start",
        "kiwipete",
        "position3",
        "position4",
        "position4-mirrored",
        "position5",
        "position6",
    ] {
        assert!(names.contains(name), "fixture lacks {name}");
    }
    // The FENs are the ones this test suite uses elsewhere.
    for (name, fen) in [
        ("start", START),
        ("kiwipete", KIWIPETE),
        ("position3", POS3),
        ("position4", POS4),
        ("position5", POS5),
        ("position6", POS6),
    ] {
        assert!(cases.iter().any(|c| c.name == name && c.fen == fen));
    }
}

/// Runs the cases within the node budget, each position read by `read`;
/// returns how many ran, or fails listing every mismatch.
fn run_cases(cases: Vec<PerftCase>, read: impl Fn(&PerftCase) -> Position) -> usize {
    let budget = node_budget();
    let mut ran = 0;
    let mut failures = Vec::new();
    for case in cases.iter().filter(|c| c.nodes <= budget) {
        let got = perft(&read(case), case.depth);
        if got != case.nodes {
            failures.push(format!(
                "{} depth {}: expected {}, got {}",
                case.name, case.depth, case.nodes, got
            ));
        }
        ran += 1;
    }
    eprintln!("ran {ran} perft lines (node budget {budget})");
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
    ran
}

#[test]
fn perft_matches_published_counts() {
    let ran = run_cases(fixture(), |case| pos(&case.fen));
    if node_budget() >= 5_000_000 {
        assert!(ran >= 30, "only {ran} perft lines ran");
    }
}

#[test]
fn chess960_perft_matches_published_counts() {
    let ran = run_cases(read_fixture("perft960.txt"), |case| {
        let p = match Position::from_fen_in(&case.fen, Variant::Chess960) {
            Ok(p) => p,
            Err(e) => panic!("{}: {e}", case.fen),
        };
        // A start position's line is that numbered start position.
        if let Some(n) = case.name.strip_prefix("start") {
            let n: u16 = n.parse().expect("startN");
            assert_eq!(Position::chess960(n), Some(p), "{}", case.name);
            assert_eq!(p.chess960_number(), Some(n), "{}", case.name);
        }
        p
    });
    if node_budget() >= 5_000_000 {
        // Depths 1 to 4 of the four midgame positions, 1 to 5 of the 13
        // start positions but the three whose depth 5 passes 5,000,000.
        assert!(
            ran >= 16 + 13 * 5 - 3,
            "only {ran} Chess960 perft lines ran"
        );
    }
}

#[test]
fn perft_depth_zero_is_one_node() {
    for fen in [START, KIWIPETE, POS3] {
        assert_eq!(perft(&pos(fen), 0), 1);
    }
}

#[test]
fn perft_divide_sums_to_perft() {
    for fen in [START, KIWIPETE, POS3, POS4, POS5, POS6] {
        let p = pos(fen);
        for depth in 1..=3 {
            let divide = perft_divide(&p, depth);
            // One entry per legal move, each move once.
            let moves: BTreeSet<String> = divide.iter().map(|(m, _)| m.to_uci()).collect();
            assert_eq!(moves.len(), divide.len(), "{fen}: duplicate moves");
            assert_eq!(moves, crate::uci_set(&p), "{fen}");
            let sum: u64 = divide.iter().map(|(_, n)| n).sum();
            assert_eq!(sum, perft(&p, depth), "{fen} depth {depth}");
            for (mv, n) in &divide {
                assert_eq!(*n, perft(&p.after(mv), depth - 1), "{fen} {mv}");
                if depth == 1 {
                    assert_eq!(*n, 1);
                }
            }
        }
        assert!(perft_divide(&p, 0).is_empty());
    }
}

#[test]
fn every_first_move_leaves_black_twenty_replies() {
    // From the starting position, whatever White plays first, Black has the
    // same 20 moves (16 pawn moves, 4 knight moves): 20 x 20 = 400.
    let divide = perft_divide(&Position::startpos(), 2);
    assert_eq!(divide.len(), 20);
    for (mv, n) in divide {
        assert_eq!(n, 20, "after {mv}");
    }
}
