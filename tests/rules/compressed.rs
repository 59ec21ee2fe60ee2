//! Compressed files read as they are, by the command line: a lichess-style
//! `.pgn.zst` game database and `.csv.zst` puzzle file imported, a `.gz`
//! game shown by `rookery pgn`, a `.bz2` file imported; each recognised by
//! its first bytes, whatever its name.

use std::io::Write;
use std::path::Path;

use crate::common::TempDir;

fn rookery(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_rookery"))
        .args(args)
        .output()
        .expect("rookery runs")
}

/// Three games written for this test, the second with a comment.
const GAMES: &str = "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n\
[White \"Cid\"]\n[Black \"Dee\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 {a blunder} Qh4# 0-1\n\n\
[White \"Eve\"]\n[Black \"Fay\"]\n[Result \"*\"]\n\n1. d4 d5 *\n";

fn zstd(path: &Path, text: &str) {
    std::fs::write(path, zstd::stream::encode_all(text.as_bytes(), 3).unwrap()).unwrap();
}

#[test]
fn a_zstd_game_database_imports_as_the_plain_file_would() {
    let dir = TempDir::new("zst-games");
    let zst = dir.path().join("lichess_db_standard_rated_2013-01.pgn.zst");
    zstd(&zst, GAMES);
    let db = dir.path().join("library.sqlite");
    let db = db.to_str().unwrap();
    let out = rookery(&["library", "import", zst.to_str().unwrap(), "--db", db]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.contains("3 imported, 0 skipped"), "{said}");
    assert!(said.contains("0 refused"), "{said}");
    let out = rookery(&["library", "export", "--player", "Cid", "--db", db]);
    let exported = String::from_utf8_lossy(&out.stdout);
    assert!(
        exported.contains("2. g4 {a blunder} Qh4# 0-1"),
        "{exported}"
    );
}

#[test]
fn gzip_and_bzip2_files_are_known_by_their_bytes_not_their_names() {
    let dir = TempDir::new("gz-bz2");
    // A gzip file named .pgn: read as gzip all the same.
    let gz = dir.path().join("mislabelled.pgn");
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    e.write_all(GAMES.as_bytes()).unwrap();
    std::fs::write(&gz, e.finish().unwrap()).unwrap();
    let out = rookery(&["pgn", gz.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(shown.contains("[White \"Eve\"]"), "{shown}");
    assert!(shown.contains("4. Qxf7# 1-0"), "{shown}");
    let bz2 = dir.path().join("games.pgn.bz2");
    let mut e = bzip2::write::BzEncoder::new(Vec::new(), bzip2::Compression::default());
    e.write_all(GAMES.as_bytes()).unwrap();
    std::fs::write(&bz2, e.finish().unwrap()).unwrap();
    let db = dir.path().join("library.sqlite");
    let out = rookery(&[
        "library",
        "import",
        bz2.to_str().unwrap(),
        "--db",
        db.to_str().unwrap(),
    ]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("3 imported"), "{said}");
}

#[test]
fn a_zstd_puzzle_file_imports_and_a_stray_byte_stops_nothing() {
    let dir = TempDir::new("zst-puzzles");
    // lichess's header and two puzzles of the form lichess_db_puzzle.csv
    // has, written for this test (a back-rank mate in one, twice under
    // two ids), the second with a byte that is not UTF-8 in its themes.
    let mut csv = b"PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n\
R0001,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a8,800,100,0,0,backRankMate mateIn1,,\n\
R0002,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a8,810,100,0,0,mate"
        .to_vec();
    csv.extend([0xFF, b'\n']);
    csv.extend(b"R0003,not a fen,e2e4 e7e5,1500,80,0,0,,,\n");
    let zst = dir.path().join("lichess_db_puzzle.csv.zst");
    std::fs::write(&zst, zstd::stream::encode_all(&csv[..], 3).unwrap()).unwrap();
    let db = dir.path().join("library.sqlite");
    let out = rookery(&[
        "puzzles",
        "import",
        zst.to_str().unwrap(),
        "--db",
        db.to_str().unwrap(),
    ]);
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{said}");
    assert!(said.contains("2 imported"), "{said}");
    assert!(said.contains("line 4"), "the bad line named: {said}");
}
