//! Bug reports (issue #18): Help → "Copy a bug report" gives the version,
//! the system, the settings and the game on the board as FEN and PGN; a
//! panic writes a crash report with its backtrace, which the next start
//! names once.

use super::*;
use crate::common::TempDir;
use rookery::app::report::{BugReportCopy, CopyBugReport, install_crash_hook};
use rookery::persist::Storage;
use rookery::persist::report::{crash_dir, take_unseen_crash};

fn copy_report(h: &mut Harness) -> String {
    let before = h.app.world().resource::<BugReportCopy>().copies;
    h.world().write_message(CopyBugReport);
    h.app.update();
    let copy = h.app.world().resource::<BugReportCopy>();
    assert_eq!(copy.copies, before + 1);
    copy.text.clone().expect("a report")
}

#[test]
fn a_bug_report_holds_the_version_settings_and_the_game_as_fen_and_pgn() {
    let mut h = Harness::new();
    let text = copy_report(&mut h);
    assert!(
        text.contains(&format!("Version: {}", rookery::VERSION)),
        "{text}"
    );
    assert!(text.contains("System: "), "{text}");
    // The settings as the settings file writes them.
    assert!(text.contains("theme:"), "{text}");
    assert!(text.contains("No game on the board."), "{text}");

    h.start_game();
    for uci in ["e2e4", "e7e5", "g1f3"] {
        h.request(uci);
    }
    let text = copy_report(&mut h);
    // The position after 1. e4 e5 2. Nf3, written out by hand.
    assert!(
        text.contains(
            "Position (FEN): rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
        ),
        "{text}"
    );
    assert!(text.contains("1. e4 e5 2. Nf3"), "{text}");
    assert!(text.contains("[White "), "{text}");
    assert!(text.contains("Screen: Playing"), "{text}");
}

/// The hook writes the report with the panic's message, its place and a
/// backtrace into the data folder; the next start is told of it once.
#[test]
fn a_panic_writes_a_crash_report_that_the_next_start_names_once() {
    let dir = TempDir::new("crash-hook");
    let storage = Storage::at(dir.path());
    install_crash_hook(storage.clone());
    let panicked = std::thread::Builder::new()
        .name("crash-test".into())
        .spawn(|| panic!("a test panic for the crash report"))
        .unwrap()
        .join();
    // Back to the standard hook for the other tests.
    let _ = std::panic::take_hook();
    assert!(panicked.is_err());

    let path = take_unseen_crash(&storage).expect("the crash is named");
    assert!(path.starts_with(crash_dir(&storage)), "{}", path.display());
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.starts_with("Rookery crash report"), "{text}");
    assert!(
        text.contains("Panic: a test panic for the crash report at tests/app/report.rs:"),
        "{text}"
    );
    assert!(text.contains("in thread 'crash-test'"), "{text}");
    assert!(text.contains(rookery::VERSION), "{text}");
    assert!(text.contains("Backtrace:\n"), "{text}");
    // Told once.
    assert_eq!(take_unseen_crash(&storage), None);
}
