//! The opening explorer in the window: switched on, it asks the games
//! library about the position on the board and follows the board as moves
//! are played and stepped through. The library here holds three games
//! written for the test, so the expected figures are counted by hand.

use std::sync::atomic::AtomicBool;

use super::*;
use crate::common::TempDir;
use crate::saves::harness_at;
use rookery::app::board::{Step, StepRequest};
use rookery::app::library::explorer::{Explorer, ExplorerSwitch};
use rookery::library::Library;

/// Two games open 1. e4 (White wins one, one is drawn), one opens 1. d4
/// and Black wins it; both 1. e4 games go on 1... e5.
const GAMES: &str = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n\
                     [White \"C\"]\n[Black \"D\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Bc4 1/2-1/2\n\n\
                     [White \"E\"]\n[Black \"F\"]\n[Result \"0-1\"]\n\n1. d4 d5 0-1\n";

/// The explorer's lines as (SAN, games, White wins, draws, Black wins),
/// once it has answered for the position on the board.
fn answered(h: &mut Harness) -> Vec<(String, u64, u64, u64, u64)> {
    let started = std::time::Instant::now();
    loop {
        h.settle();
        let shown = *h.world().resource::<rookery::app::board::ShownPly>();
        let key = shown.shown(&h.session().game).key();
        let explorer = h.world().resource::<Explorer>();
        if explorer.key == Some(key) && !explorer.asking {
            return explorer
                .lines
                .iter()
                .map(|l| (l.san.clone(), l.games, l.white, l.draws, l.black))
                .collect();
        }
        assert!(
            started.elapsed().as_secs() < 20,
            "the explorer did not answer"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn the_explorer_follows_the_board() {
    let dir = TempDir::new("explorer");
    let storage = dir.storage();
    let mut library = Library::open(&storage.library_path()).unwrap().library;
    let cancel = AtomicBool::new(false);
    library
        .import_pgn(
            GAMES.as_bytes(),
            "test.pgn",
            rookery::library::InputSize::text(None),
            &cancel,
            |_| {},
        )
        .unwrap();
    drop(library);

    let mut h = harness_at(&storage);
    h.start_game();
    h.world().write_message(ExplorerSwitch(true));
    let at_start = answered(&mut h);
    assert_eq!(
        at_start,
        [
            ("e4".to_string(), 2, 1, 1, 0),
            ("d4".to_string(), 1, 0, 0, 1)
        ]
    );
    h.request("e2e4");
    assert_eq!(answered(&mut h), [("e5".to_string(), 2, 1, 1, 0)]);
    h.request("e7e5");
    let mut after = answered(&mut h);
    after.sort();
    assert_eq!(
        after,
        [
            ("Bc4".to_string(), 1, 0, 1, 0),
            ("Nf3".to_string(), 1, 1, 0, 0)
        ]
    );
    // Stepping back to the start shows the start's moves again.
    h.world().write_message(StepRequest(Step::Start));
    assert_eq!(answered(&mut h), at_start);
    // Switched off, it asks nothing more: the board stepped on to another
    // position leaves it with no position asked about and no question out.
    h.world().write_message(ExplorerSwitch(false));
    h.settle();
    assert!(!h.world().resource::<Explorer>().on);
    h.world().write_message(StepRequest(Step::End));
    for _ in 0..5 {
        std::thread::sleep(Duration::from_millis(20));
        h.settle();
    }
    let explorer = h.world().resource::<Explorer>();
    assert_eq!(explorer.key, None, "it asked about the board while off");
    assert!(!explorer.asking);
}
