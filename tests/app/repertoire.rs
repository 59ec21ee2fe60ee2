//! A repertoire drilled on the board (issue #59): the trainer plays the
//! line up to the card asked, a wrong move is taken back with the
//! repertoire's moves shown and written as a miss, the shown move goes on,
//! a right answer goes on along the line and is written too.

use super::*;
use crate::common::TempDir;
use rookery::app::repertoire::{DrillMode, DrillState, RepertoireDrill, RepertoireRequest};
use rookery::library::Library;
use rookery::rules::{Color, Position};

/// A White repertoire written for this test: 1. d4, and 2. c4 against
/// both 1...d5 and 1...Nf6 (three cards: the start and the two replies).
const WHITE: &str = "[Event \"Queen's pawn\"]\n[Result \"*\"]\n\n\
    1. d4 d5 (1... Nf6 2. c4 {the main answer}) 2. c4 *\n";

fn state(h: &Harness) -> Option<DrillState> {
    h.app
        .world()
        .resource::<RepertoireDrill>()
        .current
        .as_ref()
        .map(|r| r.state.clone())
}

fn asked(d: &RepertoireDrill) -> bool {
    d.current
        .as_ref()
        .is_some_and(|r| matches!(r.state, DrillState::Asking { .. }))
}

/// The misses written for the card at `position`, read from the
/// library's file (for reading only: the drill's thread writes it).
fn misses(
    library: &std::path::Path,
    id: rookery::library::repertoire::RepertoireId,
    position: &Position,
) -> Option<u32> {
    let library = Library::open_for_reading(library).ok()?;
    let schedule = library.repertoire_schedule(id).ok()?;
    schedule.get(&position.epd()).map(|c| c.misses)
}

#[test]
fn a_drill_asks_the_line_takes_back_a_wrong_move_and_writes_each_answer() {
    let dir = TempDir::new("repertoire-drill");
    let storage = dir.storage();
    let path = storage.library_path();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let id = Library::open(&path)
        .unwrap()
        .library
        .import_repertoire(WHITE, Color::White, Some("Queen's pawn"))
        .unwrap()
        .id;
    let mut h = crate::saves::harness_at(&storage);
    h.world()
        .write_message(RepertoireRequest::Drill(id, DrillMode::All));
    h.wait_on::<RepertoireDrill>("the first question", asked);
    assert!(h.session().drill);
    assert_eq!(h.session().game.ply_count(), 0);
    let start = Position::startpos();
    // A wrong move: taken back, the repertoire's move shown, a miss written.
    h.request("e2e4");
    h.settle();
    assert_eq!(h.session().game.ply_count(), 0, "the wrong move taken back");
    let Some(DrillState::Missed { answers, tried, .. }) = state(&h) else {
        panic!("a miss: {:?}", state(&h));
    };
    assert_eq!(tried, "e4");
    let shown: Vec<String> = answers.iter().map(|m| m.to_uci()).collect();
    assert_eq!(shown, ["d2d4"]);
    for _ in 0..3000 {
        if misses(&path, id, &start) == Some(1) {
            break;
        }
        h.app.update();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(misses(&path, id, &start), Some(1), "the miss written");
    // The shown move goes on: the trainer answers 1...d5 or 1...Nf6 and
    // asks 2. c4.
    h.request("d2d4");
    h.wait_on::<RepertoireDrill>("the second question", asked);
    assert_eq!(h.session().game.ply_count(), 2);
    let reply = *h.session().game.position();
    h.request("c2c4");
    h.settle();
    let run_right = h
        .app
        .world()
        .resource::<RepertoireDrill>()
        .current
        .as_ref()
        .map(|r| (r.right, r.wrong));
    assert_eq!(run_right, Some((1, 1)));
    for _ in 0..3000 {
        if misses(&path, id, &reply) == Some(0) {
            break;
        }
        h.app.update();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(
        misses(&path, id, &reply),
        Some(0),
        "the right answer written"
    );
}

/// A game against the computer that leaves the repertoire by the player's
/// own move: the card there counts as missed, and the panel's note says
/// where (the shelf holds it for the finished game).
#[test]
fn a_game_that_leaves_the_repertoire_by_the_players_move_is_a_missed_card() {
    use rookery::app::repertoire::RepertoireShelf;
    use rookery::app::session::GameMode;
    use rookery::engine::Level;
    let dir = TempDir::new("repertoire-game");
    let storage = dir.storage();
    let path = storage.library_path();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let id = Library::open(&path)
        .unwrap()
        .library
        .import_repertoire(WHITE, Color::White, Some("Queen's pawn"))
        .unwrap()
        .id;
    let mut h = crate::saves::harness_at(&storage);
    {
        let mut c = h
            .world()
            .resource_mut::<rookery::app::session::SetupChoices>();
        c.mode = GameMode::HumanVsComputer;
        c.level = Level::Random;
        c.color = rookery::app::session::ColorChoice::White;
    }
    h.start_game();
    // 1. e4: not the repertoire's 1. d4.
    h.request("e2e4");
    h.world().write_message(GameCommand::Resign(Color::White));
    h.wait_on::<RepertoireShelf>("the game checked", |s| s.last_game.is_some());
    let shelf = h.app.world().resource::<RepertoireShelf>().clone();
    let (moves, left) = shelf.last_game.expect("checked");
    assert_eq!(moves[0].to_uci(), "e2e4");
    assert_eq!(left.len(), 1);
    let (name, deviation) = &left[0];
    assert_eq!(name, "Queen's pawn");
    assert_eq!((deviation.ply, deviation.by_player), (1, true));
    assert_eq!(deviation.san, "e4");
    assert_eq!(deviation.expected, ["d4"]);
    assert_eq!(misses(&path, id, &Position::startpos()), Some(1));
}
