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

/// Plays `uci` as the player and runs frames until the screen reader's
/// live region has said `words` (what it said on the way, for the
/// failure's message).
fn play_and_hear(h: &mut Harness, uci: &str, words: &str) -> Vec<String> {
    let tr = rookery::app::i18n::Tr::default();
    let mv = h.position().parse_uci(uci).expect("legal test move");
    h.world().write_message(MoveRequest {
        from: mv.from,
        to: mv.to,
        promotion: mv.promotion,
        source: MoveSource::Typed,
    });
    let mut heard = Vec::new();
    for _ in 0..300 {
        h.app.update();
        let parts = &h
            .app
            .world()
            .resource::<rookery::app::announce::Announcement>()
            .parts;
        for part in parts {
            let text = tr.text(part, false);
            if !heard.contains(&text) {
                heard.push(text);
            }
        }
        if heard.iter().any(|t| t.contains(words)) {
            return heard;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("never heard {words:?}: {heard:?}");
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

/// Runs frames until the card at `position` is written with `expected`
/// misses (the drill's thread writes it); after 30 s fails saying `what`.
fn wait_for_misses(
    h: &mut Harness,
    (library, id): (&std::path::Path, rookery::library::repertoire::RepertoireId),
    position: &Position,
    (expected, what): (u32, &str),
) {
    for _ in 0..3000 {
        if misses(library, id, position) == Some(expected) {
            return;
        }
        h.app.update();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(misses(library, id, position), Some(expected), "{what}");
}

#[test]
fn a_drill_asks_the_line_takes_back_a_wrong_move_and_writes_each_answer() {
    let dir = TempDir::new("repertoire-drill");
    let storage = dir.storage();
    let path = storage.library_path();
    let (id, _) = library_with(&storage, WHITE, "");
    let mut h = crate::saves::harness_at(&storage);
    h.world()
        .write_message(RepertoireRequest::Drill(id, DrillMode::All));
    h.wait_on::<RepertoireDrill>("the first question", asked);
    assert!(h.session().drill);
    assert_eq!(h.session().game.ply_count(), 0);
    let start = Position::startpos();
    // A wrong move: taken back, the repertoire's move shown and said, a
    // miss written.
    play_and_hear(&mut h, "e2e4", "e4 is not in your repertoire. Play d4");
    h.settle();
    assert_eq!(h.session().game.ply_count(), 0, "the wrong move taken back");
    let Some(DrillState::Missed { answers, tried, .. }) = state(&h) else {
        panic!("a miss: {:?}", state(&h));
    };
    assert_eq!(tried, "e4");
    let shown: Vec<String> = answers.iter().map(|m| m.to_uci()).collect();
    assert_eq!(shown, ["d2d4"]);
    wait_for_misses(&mut h, (&path, id), &start, (1, "the miss written"));
    // The shown move goes on: the trainer answers 1...d5 or 1...Nf6 and
    // asks 2. c4.
    h.request("d2d4");
    h.wait_on::<RepertoireDrill>("the second question", asked);
    assert_eq!(h.session().game.ply_count(), 2);
    let reply = *h.session().game.position();
    play_and_hear(&mut h, "c2c4", "Right: c4");
    h.settle();
    let run_right = h
        .app
        .world()
        .resource::<RepertoireDrill>()
        .current
        .as_ref()
        .map(|r| (r.right, r.wrong));
    assert_eq!(run_right, Some((1, 1)));
    wait_for_misses(&mut h, (&path, id), &reply, (0, "the right answer written"));
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
    let (id, _) = library_with(&storage, WHITE, "");
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

/// The library at `storage` with the repertoire `text` for White, and its
/// id; `games` (PGN) imported beside it.
fn library_with(
    storage: &rookery::persist::Storage,
    text: &str,
    games: &str,
) -> (
    rookery::library::repertoire::RepertoireId,
    rookery::library::study::StudyId,
) {
    let path = storage.library_path();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let mut library = Library::open(&path).unwrap().library;
    let import = library
        .import_repertoire(text, Color::White, Some("Queen's pawn"))
        .unwrap();
    if !games.is_empty() {
        let cancel = std::sync::atomic::AtomicBool::new(false);
        library
            .import_pgn(
                games.as_bytes(),
                "games.pgn",
                rookery::library::InputSize::text(None),
                &cancel,
                |_| {},
            )
            .unwrap();
    }
    (import.id, import.study)
}

/// One chapter drilled: its cards only (a branch), against the whole
/// repertoire's three.
#[test]
fn a_chapter_drill_asks_the_cards_of_that_chapter() {
    // Chapter 2 (1. Nf3 d5 2. d4) has two cards of its own: the start
    // (shared) and 1. Nf3 d5; the whole repertoire has five.
    let two = "[Event \"Queen's pawn\"]\n[Result \"*\"]\n\n\
        1. d4 d5 (1... Nf6 2. c4) 2. c4 *\n\n\
        [Event \"By the knight\"]\n[Result \"*\"]\n\n1. Nf3 d5 2. d4 *\n";
    let dir = TempDir::new("repertoire-chapter");
    let storage = dir.storage();
    let (id, study) = library_with(&storage, two, "");
    let chapters = Library::open(&storage.library_path())
        .unwrap()
        .library
        .chapters(study)
        .unwrap();
    assert_eq!(chapters.len(), 2);
    let mut h = crate::saves::harness_at(&storage);
    let total = |h: &Harness| {
        h.app
            .world()
            .resource::<RepertoireDrill>()
            .current
            .as_ref()
            .map(|r| r.total)
    };
    h.world()
        .write_message(RepertoireRequest::Drill(id, DrillMode::All));
    h.wait_on::<RepertoireDrill>("the whole repertoire", asked);
    // The start, 1. d4 d5, 1. d4 Nf6 and 1. Nf3 d5.
    assert_eq!(total(&h), Some(4));
    h.world().write_message(RepertoireRequest::Drill(
        id,
        DrillMode::Chapter(chapters[1].id),
    ));
    h.wait_on::<RepertoireDrill>("one chapter", |d| {
        d.current.as_ref().is_some_and(|r| r.total == 2)
    });
}

/// The gaps, most played first, each with the player's score in the
/// library's games that play it.
#[test]
fn the_gaps_come_with_how_often_they_are_played_and_the_players_score() {
    use rookery::app::repertoire::RepertoireShelf;
    // Written for this test: after 1. d4 (where the repertoire prepares
    // for 1...d5 and 1...Nf6), the Dutch (1...f5) twice, White winning one
    // and drawing one (75% for White); 1...e6 once, lost (0%).
    let games = "[Event \"A\"]\n[Result \"1-0\"]\n\n1. d4 f5 1-0\n\n\
        [Event \"B\"]\n[Result \"1/2-1/2\"]\n\n1. d4 f5 2. g3 1/2-1/2\n\n\
        [Event \"C\"]\n[Result \"0-1\"]\n\n1. d4 e6 0-1\n";
    let dir = TempDir::new("repertoire-gaps");
    let storage = dir.storage();
    let (id, _) = library_with(&storage, WHITE, games);
    let mut h = crate::saves::harness_at(&storage);
    h.world().write_message(RepertoireRequest::Gaps(id));
    h.wait_on::<RepertoireShelf>("the gaps", |s| s.gaps.is_some());
    let (of, gaps) = h
        .app
        .world()
        .resource::<RepertoireShelf>()
        .gaps
        .clone()
        .unwrap();
    assert_eq!(of, id);
    let found: Vec<(String, u64, Option<u32>)> = gaps
        .iter()
        .map(|(g, score)| (g.san.clone(), g.games, *score))
        .collect();
    assert_eq!(
        found,
        [
            ("f5".to_string(), 2, Some(75)),
            ("e6".to_string(), 1, Some(0))
        ]
    );
}
