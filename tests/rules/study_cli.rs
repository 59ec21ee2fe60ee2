//! `rookery study`: a PGN file in as a study, out again as PGN, listed.

use crate::common::TempDir;

/// Runs `rookery study ARGS --db DB`: its status, standard output and error.
fn study(db: &std::path::Path, args: &[&str]) -> (bool, String, String) {
    with_db("study", db, args)
}

/// Runs `rookery COMMAND ARGS --db DB`: its status, standard output and
/// error.
pub(crate) fn with_db(
    command: &str,
    db: &std::path::Path,
    args: &[&str],
) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_rookery"))
        .arg(command)
        .args(args)
        .arg("--db")
        .arg(db)
        .output()
        .expect("rookery runs");
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Two chapters in the form of a lichess study export, written for this
/// test, and a third game that does not read (an illegal move).
const FILE: &str = r#"[Event "Traps: Legal's mate"]
[Orientation "white"]

1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6?? { [%cal Gf3e5] } 5. Nxe5! *

[Event "Traps: Fishing pole"]
[Orientation "black"]
[ChapterMode "gamebook"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Ng4 { The pole. } *

[Event "Traps: Broken"]

1. e4 Ke7 2. Qh5 Kz9 *
"#;

#[test]
fn a_study_file_goes_in_lists_and_comes_out_with_its_notes() {
    let dir = TempDir::new("study-cli");
    let db = dir.path().join("library.sqlite");
    let pgn = dir.path().join("traps.pgn");
    std::fs::write(&pgn, FILE).unwrap();
    let (ok, out, err) = study(&db, &["import", pgn.to_str().unwrap(), "--json"]);
    assert!(ok, "{err}");
    assert!(
        out.starts_with("{\"id\":1,\"name\":\"Traps\",\"chapters\":2,\"skipped\":[\"game 3:"),
        "{out}"
    );
    let (ok, out, err) = study(&db, &["list"]);
    assert!(ok, "{err}");
    assert_eq!(out, "1\t2 chapters\tTraps\n");
    let (ok, out, err) = study(&db, &["export", "1"]);
    assert!(ok, "{err}");
    assert!(out.contains("[Event \"Traps: Legal's mate\"]"), "{out}");
    assert!(out.contains("g6?? {[%cal Gf3e5]}"), "{out}");
    assert!(out.contains("[ChapterMode \"gamebook\"]"), "{out}");
    let (ok, out, err) = study(&db, &["export", "1", "--chapter", "2"]);
    assert!(ok, "{err}");
    assert!(out.contains("{The pole.}"), "{out}");
    assert!(!out.contains("Legal"), "{out}");
    // Asking for what is not there: a clear message, nothing written.
    let (ok, _, err) = study(&db, &["export", "1", "--chapter", "3"]);
    assert!(!ok);
    assert!(
        err.contains("study 1 has 2 chapters: there is no chapter 3"),
        "{err}"
    );
    let (ok, _, err) = study(&db, &["export", "7"]);
    assert!(!ok);
    assert!(err.contains("study 7 is not in the library"), "{err}");
}
