//! The library's file as it meets the world (issue #57): games told apart
//! by their event and round, a library made by an earlier Rookery brought
//! up to date.

use std::path::Path;
use std::sync::atomic::AtomicBool;

use rookery::library::{Filter, Library, LibraryError};

use crate::common::TempDir;
use crate::library::import_text;

fn fixtures() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/library")
}

fn import_file(library: &mut Library, path: &Path) -> rookery::library::ImportReport {
    let cancel = AtomicBool::new(false);
    library.import_file(path, &cancel, |_| {}).expect("import")
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

/// An older library brought up to date tells how far it has gone, as
/// the window and the command line show it: from its schema to this
/// one, parts that only grow, some inside the migrations that go through
/// the games one by one (schema 5's recoding and schema 8's fingerprints
/// of the fixture's 305 games), ending whole; a library already up to
/// date, or a new one, tells nothing.
#[test]
fn an_older_library_tells_how_far_its_bringing_up_to_date_has_gone() {
    let dir = TempDir::new("library-upgrade-report");
    let path = dir.path().join("library.sqlite");
    std::fs::copy(fixtures().join("schema4.sqlite"), &path).unwrap();
    let mut heard = Vec::new();
    let opened = Library::open_reporting(&path, &mut |u| heard.push(u)).unwrap();
    assert_eq!(opened.library.count().unwrap(), 305);
    drop(opened);
    assert!(heard.len() > 20, "{} reports", heard.len());
    assert!(
        heard
            .iter()
            .all(|u| u.from == 4 && u.to == Library::SCHEMA_VERSION),
        "{heard:?}"
    );
    let parts: Vec<f32> = heard.iter().map(|u| u.part).collect();
    assert_eq!(parts[0], 0.0);
    assert_eq!(*parts.last().unwrap(), 1.0);
    assert!(parts.windows(2).all(|w| w[0] <= w[1]), "{parts:?}");
    // Five migrations (5 to 9): parts between their ends came from rows.
    let inside = parts.iter().filter(|p| (*p * 5.0).fract() != 0.0).count();
    assert!(inside > 10, "{parts:?}");
    let mut again = Vec::new();
    drop(Library::open_reporting(&path, &mut |u| again.push(u)).unwrap());
    drop(Library::open_reporting(&dir.path().join("new.sqlite"), &mut |u| again.push(u)).unwrap());
    assert!(again.is_empty(), "{again:?}");
}

/// The position after 1. e4 e5, which rounds 1 and 4 of the fixture and no
/// other game reach.
fn after_e4_e5() -> rookery::rules::Position {
    let mut game = rookery::rules::Game::new();
    for san in ["e4", "e5"] {
        game.play_san(san).unwrap();
    }
    *game.position()
}

/// A library opened for reading (as one whose file or folder cannot be
/// written is) is searched and exported as any other, and an import into it
/// is refused with the reason, nothing added.
#[test]
fn a_library_opened_for_reading_is_searched_and_refuses_an_import_saying_why() {
    let dir = TempDir::new("library-reading");
    let path = dir.path().join("library.sqlite");
    {
        let mut library = Library::open(&path).unwrap().library;
        import_file(&mut library, &fixtures().join("schema7.pgn"));
        assert!(!library.read_only());
    }
    let mut library = Library::open_for_reading(&path).unwrap();
    assert!(library.read_only());
    assert_eq!(library.count().unwrap(), 4);
    let (hits, total) = library
        .search_position(&after_e4_e5(), &Filter::default(), 10)
        .unwrap();
    assert_eq!((hits.len(), total), (1, 1));
    let cancel = AtomicBool::new(false);
    let refused = library.import_file(&fixtures().join("schema8-new.pgn"), &cancel, |_| {});
    let error = refused.expect_err("the import is refused");
    assert!(matches!(error, LibraryError::ReadOnly), "{error:?}");
    assert!(
        error.to_string().contains("nothing can be added"),
        "{error}"
    );
    drop(library);
    assert_eq!(Library::open(&path).unwrap().library.count().unwrap(), 4);
}

/// A library in a folder that cannot be written, its file write-protected
/// (a shared folder, another user's files), opens from the command line
/// for reading: the export and the position search work, and an import is
/// refused, saying why, the file unchanged. Run as a user other than root
/// (as root, `setpriv` runs it as `nobody`: root writes any file).
#[test]
fn a_library_on_a_read_only_folder_is_read_from_the_command_line() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new("library-read-only");
    let shared = dir.path().join("shared");
    std::fs::create_dir(&shared).unwrap();
    let db = shared.join("library.sqlite");
    {
        let mut library = Library::open(&db).unwrap().library;
        import_file(&mut library, &fixtures().join("schema7.pgn"));
    }
    // The binary where `nobody` can run it (the build's folder may be in
    // root's home).
    let binary = dir.path().join("rookery");
    if std::fs::hard_link(env!("CARGO_BIN_EXE_rookery"), &binary).is_err() {
        std::fs::copy(env!("CARGO_BIN_EXE_rookery"), &binary).unwrap();
    }
    let new = dir.path().join("new.pgn");
    std::fs::copy(fixtures().join("schema8-new.pgn"), &new).unwrap();
    let open = |path: &Path, mode| {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
    };
    open(dir.path(), 0o755);
    open(&binary, 0o755);
    open(&new, 0o644);
    open(&db, 0o444);
    open(&shared, 0o555);
    let before = std::fs::read(&db).unwrap();
    let root = std::process::Command::new("id")
        .arg("-u")
        .output()
        .unwrap()
        .stdout
        == b"0\n";
    let run = |args: &[&str]| {
        let mut command = if root {
            let mut c = std::process::Command::new("setpriv");
            c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
                .arg(&binary);
            c
        } else {
            std::process::Command::new(&binary)
        };
        command
            .arg("library")
            .args(args)
            .arg("--db")
            .arg(&db)
            .output()
            .expect("rookery runs")
    };
    let exported = run(&["export"]);
    let text = String::from_utf8_lossy(&exported.stdout);
    let stderr = String::from_utf8_lossy(&exported.stderr);
    assert!(exported.status.success(), "{stderr}");
    assert_eq!(text.matches("[Event ").count(), 4, "{text}");
    let fen = after_e4_e5().to_fen();
    let found = run(&["search", "--fen", &fen]);
    assert!(
        found.status.success(),
        "{}",
        String::from_utf8_lossy(&found.stderr)
    );
    assert!(String::from_utf8_lossy(&found.stdout).contains("Ann"));
    let import = run(&["import", new.to_str().unwrap()]);
    let said = String::from_utf8_lossy(&import.stderr);
    assert!(!import.status.success());
    assert!(said.contains("cannot be written"), "{said}");
    open(&shared, 0o755);
    open(&db, 0o644);
    assert_eq!(std::fs::read(&db).unwrap(), before, "the file was changed");
    let names: Vec<_> = std::fs::read_dir(&shared).unwrap().collect();
    assert_eq!(names.len(), 1, "nothing made beside it: {names:?}");
}

/// A library asked to keep its changes durably (as the window's keeper of
/// played games and its studies' thread ask) syncs each commit (SQLite's
/// synchronous FULL, 2); one opened as usual keeps NORMAL (1).
#[test]
fn a_library_asked_to_keep_durably_syncs_each_change() {
    let dir = TempDir::new("library-durable");
    let path = dir.path().join("library.sqlite");
    let library = Library::open(&path).unwrap().library;
    assert!(!library.durable());
    library.keep_durably().unwrap();
    assert!(library.durable());
}

/// A real library cut short (a copy stopped half way, a full disk) and one
/// whose pages after the first were overwritten (a bad sector) are each
/// set aside whole, under a name of their own, and a new library starts
/// in their place; nothing panics and the damaged bytes are kept.
#[test]
fn a_truncated_or_overwritten_library_is_set_aside_whole_and_a_new_one_started() {
    let packed = std::fs::read(fixtures().join("schema7.sqlite.zst")).unwrap();
    let sound = zstd::decode_all(&packed[..]).unwrap();
    // The fixture's pages are 64 KiB: the first holds the schema.
    let page = 65_536;
    assert!(sound.len() > 4 * page, "{} bytes", sound.len());
    let truncated = sound[..sound.len() / 3].to_vec();
    let mut overwritten = sound.clone();
    overwritten[page..].fill(0xAB);
    for (name, damaged) in [("truncated", truncated), ("overwritten", overwritten)] {
        let dir = TempDir::new(&format!("library-{name}"));
        let path = dir.path().join("library.sqlite");
        std::fs::write(&path, &damaged).unwrap();
        let opened = Library::open(&path).expect(name);
        let aside = opened.set_aside.expect("set aside");
        // Kept byte for byte but for SQLite's own bookkeeping in the
        // file's 100-byte header (the journal mode, the change counter and
        // the version that last wrote it: sqlite.org/fileformat.html, 1.3),
        // which opening may update before the damage shows.
        let kept = std::fs::read(&aside).unwrap();
        assert_eq!(kept.len(), damaged.len(), "{name}: not kept whole");
        assert!(kept[..16] == damaged[..16], "{name}: its header");
        assert!(kept[100..] == damaged[100..], "{name}: not kept whole");
        let mut library = opened.library;
        assert_eq!(library.count().unwrap(), 0, "{name}");
        let new = import_file(&mut library, &fixtures().join("schema7.pgn"));
        assert_eq!(new.imported, 4, "{name}");
    }
}

/// A variation with a move that does not read (here 2...Nc3, a knight
/// that cannot get there, and in the third game 2...Nf6 written where
/// White is to move) loses only the rest of that variation: the game is kept,
/// the import counts it and says which game, at which move and why, and
/// a game whose variations all read is not named.
#[test]
fn a_game_with_a_bad_variation_is_kept_and_the_import_says_what_was_left_out() {
    let mut library = Library::in_memory().unwrap();
    let text = "[Event \"Cut\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n\
        1. e4 e5 (1... c5 2. Nf3 Nc3 3. d4) 2. Nf3 Nc6 1-0\n\n\
        [Event \"Sound\"]\n[White \"Cid\"]\n[Black \"Dee\"]\n[Result \"0-1\"]\n\n\
        1. d4 (1. c4 e5) d5 0-1\n\n\
        [Event \"Wrong side\"]\n[White \"Eve\"]\n[Black \"Fay\"]\n[Result \"1/2-1/2\"]\n\n\
        1. e4 e5 2. Nf3 (2... Nf6 3. Nxe5) Nc6 1/2-1/2\n";
    let report = import_text(&mut library, text);
    assert_eq!((report.imported, report.refused), (3, 0), "{report:?}");
    assert_eq!(report.cut, 2, "{report:?}");
    let named: Vec<(u64, &str)> = report
        .cuts
        .iter()
        .map(|c| (c.number, c.tags.as_str()))
        .collect();
    assert_eq!(named, [(1, "Ann - Bob, Cut"), (3, "Eve - Fay, Wrong side")]);
    assert!(
        report.cuts[0].why.contains("move 2") && report.cuts[0].why.contains("'Nc3'"),
        "{}",
        report.cuts[0].why
    );
    assert!(
        report.cuts[1].why.contains("'Nf6'"),
        "{}",
        report.cuts[1].why
    );
}
