//! The library's file as it meets the world (issue #57): games told apart
//! by their event and round, a library made by an earlier Rookery brought
//! up to date.

use std::path::Path;
use std::sync::atomic::AtomicBool;

use rookery::library::{Filter, Library};

use crate::common::TempDir;

fn fixtures() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/library")
}

fn import_file(library: &mut Library, path: &Path) -> rookery::library::ImportReport {
    let cancel = AtomicBool::new(false);
    library
        .import_file(path, &cancel, |_| {})
        .expect("import")
}

fn import_text(library: &mut Library, text: &str) -> rookery::library::ImportReport {
    let cancel = AtomicBool::new(false);
    library
        .import_pgn(
            text.as_bytes(),
            "test.pgn",
            rookery::library::InputSize::text(None),
            &cancel,
            |_| {},
        )
        .expect("import")
}

fn game(event: &str, round: &str) -> String {
    format!(
        "[Event \"{event}\"]\n[Date \"2026.03.14\"]\n[Round \"{round}\"]\n[White \"Ann\"]\n\
         [Black \"Bob\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n\n"
    )
}

/// A double round-robin plays the same pairing twice, and a player may
/// meet the same opponent in the blitz and the rapid of one day: the same
/// moves, players, date and result are still two games when the event or
/// the round differs, and one game when nothing differs.
#[test]
fn games_that_differ_only_in_their_event_or_round_are_two_games() {
    let mut library = Library::in_memory().unwrap();
    let first = import_text(&mut library, &game("Club Championship", "1"));
    assert_eq!(first.imported, 1);
    let other_round = import_text(&mut library, &game("Club Championship", "2"));
    assert_eq!((other_round.imported, other_round.skipped), (1, 0));
    let other_event = import_text(&mut library, &game("Club Rapid", "1"));
    assert_eq!((other_event.imported, other_event.skipped), (1, 0));
    let same = import_text(&mut library, &game("Club Rapid", "1"));
    assert_eq!((same.imported, same.skipped), (0, 1));
    assert_eq!(library.count().unwrap(), 3);
}

/// tests/fixtures/library/schema7.sqlite.zst: tests/fixtures/library/
/// schema7.pgn (four games: rounds 1 to 3 of a club championship and a
/// blitz game of the same day) imported by Rookery at commit 6e59110
/// (schema 7, fingerprints without the event and the round) with
/// `rookery library import`, then schema8-new.pgn imported into it (round 4
/// repeating round 1's pairing and moves, a rapid game repeating the
/// blitz game's: both skipped there as games already in the library); made
/// one file (journal_mode DELETE, VACUUM) and compressed with `zstd -19`.
/// Opened now, its games keep being found when imported again, and the two
/// games schema 7 took for repeats come in.
#[test]
fn a_schema_7_library_finds_its_games_again_and_takes_the_games_it_confused() {
    let dir = TempDir::new("library-schema7");
    let path = dir.path().join("library.sqlite");
    let packed = std::fs::read(fixtures().join("schema7.sqlite.zst")).unwrap();
    std::fs::write(&path, zstd::decode_all(&packed[..]).unwrap()).unwrap();
    let opened = Library::open(&path).unwrap();
    assert_eq!(opened.set_aside, None, "the file was taken as damaged");
    let mut library = opened.library;
    assert_eq!(library.count().unwrap(), 4);
    let again = import_file(&mut library, &fixtures().join("schema7.pgn"));
    assert_eq!((again.imported, again.skipped, again.refused), (0, 4, 0));
    let new = import_file(&mut library, &fixtures().join("schema8-new.pgn"));
    assert_eq!((new.imported, new.skipped), (2, 0));
    assert_eq!(library.count().unwrap(), 6);
    let mut out = Vec::new();
    library.export(&Filter::default(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("[Round \"4\"]") && text.contains("[Event \"Club Rapid\"]"));
}

/// A library made by the first releases (schema 4: the fixture of
/// `a_schema_4_library_is_rewritten_in_the_slot_code_and_reads_the_same`)
/// goes through every migration since, its moves recoded and its
/// fingerprints given the event and round, and still knows each of its
/// games when the same file is imported again.
#[test]
fn a_schema_4_library_knows_its_games_when_they_are_imported_again() {
    let dir = TempDir::new("library-schema4-again");
    let path = dir.path().join("library.sqlite");
    std::fs::copy(fixtures().join("schema4.sqlite"), &path).unwrap();
    let mut library = Library::open(&path).unwrap().library;
    let before = library.count().unwrap();
    let again = import_file(&mut library, &fixtures().join("schema4.pgn"));
    assert_eq!(again.imported, 0, "games taken for new: {again:?}");
    assert_eq!(again.skipped, before);
    assert_eq!(library.count().unwrap(), before);
}
