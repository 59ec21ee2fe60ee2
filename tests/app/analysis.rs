//! The engine beside the board after a game: switched on, it analyses the
//! position on the board in the background with three lines, follows the
//! review cursor to another position, and stops when switched off.

use super::*;
use rookery::app::board::{Step, StepRequest};
use rookery::app::engine_lines::{EngineLines, LinesRequest};

fn engine_lines(h: &Harness) -> EngineLines {
    h.app.world().resource::<EngineLines>().clone()
}

/// Runs frames (the engine thinks on its own thread) until `done`.
fn wait_for(h: &mut Harness, done: impl FnMut(&EngineLines) -> bool) {
    h.wait_on("the engine did not get there", done);
}

/// 1. e4 e5, and White resigns: a position with moves to think about.
fn resigned_after_two_moves() -> Harness {
    let mut h = Harness::new();
    h.start_game();
    for mv in ["e2e4", "e7e5"] {
        h.request(mv);
    }
    h.world()
        .write_message(GameCommand::Resign(rules::Color::White));
    h.settle();
    assert_eq!(h.screen(), Screen::GameOver);
    h
}

#[test]
fn the_engine_shows_three_lines_for_the_position_on_the_board() {
    let mut h = resigned_after_two_moves();
    assert!(engine_lines(&h).lines.is_empty(), "off until switched on");
    h.world().write_message(LinesRequest::Switch(true));
    wait_for(&mut h, |l| l.lines.len() == 3 && l.depth >= 4);
    let lines = engine_lines(&h);
    let position = h.position();
    let firsts: Vec<_> = lines.lines.iter().map(|l| l.first).collect();
    for (line, first) in lines.lines.iter().zip(&firsts) {
        assert!(position.is_legal(first), "{first} in {}", position.to_fen());
        // White to move at move 2: the line is numbered from there.
        assert!(line.text.starts_with("2. "), "{}", line.text);
    }
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
    assert_eq!(lines.eval(), Some(lines.lines[0].eval));

    // One move back: the engine turns to the position after 1. e4.
    h.world().write_message(StepRequest(Step::Back));
    h.app.update();
    let after_e4 = *h.session().game.position_at(1).expect("after 1. e4");
    wait_for(&mut h, |l| {
        l.lines.len() == 3 && l.lines.iter().all(|line| after_e4.is_legal(&line.first))
    });
    assert!(
        engine_lines(&h).lines[0].text.starts_with("1... "),
        "{:?}",
        engine_lines(&h).lines
    );

    // Off: the lines go, and nothing changes afterwards.
    h.world().write_message(LinesRequest::Switch(false));
    h.app.update();
    let off = engine_lines(&h);
    assert!(!off.on && off.lines.is_empty() && off.depth == 0, "{off:?}");
    for _ in 0..20 {
        h.app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(engine_lines(&h), off);
}

#[test]
fn the_engine_does_not_think_during_a_game_and_a_broken_engine_is_told() {
    let mut h = Harness::new();
    h.start_game();
    h.world().write_message(LinesRequest::Switch(true));
    for _ in 0..30 {
        h.app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    // The switch is kept, but no line while the game is played.
    let during = engine_lines(&h);
    assert!(during.on && during.lines.is_empty(), "{during:?}");

    // After the game, an engine that is not there: said, and Rookery's
    // engine analyses instead.
    let mut h = resigned_after_two_moves();
    h.world().write_message(LinesRequest::Use(
        rookery::app::engine_lines::LinesEngine::External("/no/such/engine".into()),
    ));
    h.world().write_message(LinesRequest::Switch(true));
    wait_for(&mut h, |l| l.note.is_some() && !l.lines.is_empty());
    let note = engine_lines(&h).note.expect("a note").english();
    assert!(
        note.contains("/no/such/engine") && note.contains("Rookery"),
        "{note}"
    );
}

/// The analysis board from the main menu: moves for either side, the arrow
/// keys' steps take moves back and play them again, a new move where one
/// was taken back replaces it, and a mate there ends nothing.
#[test]
fn the_analysis_board_takes_any_move_and_steps_through_them() {
    let mut h = Harness::new();
    h.world().write_message(GameCommand::AnalysisBoard);
    h.settle();
    assert_eq!(h.screen(), Screen::Playing);
    assert!(h.session().analysis);
    assert_eq!(h.session().game.ply_count(), 0);
    for mv in ["f2f3", "e7e5", "g2g4"] {
        h.request(mv);
    }
    assert_eq!(h.session().game.ply_count(), 3);
    h.world().write_message(StepRequest(Step::Back));
    h.settle();
    let game = &h.session().game;
    assert_eq!(game.ply_count(), 2);
    let ahead: Vec<String> = game.redo_line().map(|m| m.to_uci()).collect();
    assert_eq!(ahead, ["g2g4"]);
    let shown = *h.session().game.position();
    h.assert_board_shows(&shown);
    h.world().write_message(StepRequest(Step::Start));
    h.settle();
    assert_eq!(h.session().game.ply_count(), 0);
    h.world().write_message(StepRequest(Step::End));
    h.settle();
    assert_eq!(h.session().game.ply_count(), 3);
    // Black mates: still the analysis board, the mate is a position.
    h.request("d8h4");
    assert!(h.session().game.position().is_checkmate());
    h.settle();
    assert_eq!(h.screen(), Screen::Playing);
    // Another move where one was taken back.
    h.world().write_message(StepRequest(Step::Back));
    h.settle();
    h.request("b8c6");
    let moves: Vec<String> = h
        .session()
        .game
        .moves()
        .iter()
        .map(|m| m.mv.to_uci())
        .collect();
    assert_eq!(moves, ["f2f3", "e7e5", "g2g4", "b8c6"]);
}

/// "Analyse" after a game: the game's moves on the analysis board, at the
/// position asked for, the rest ahead; the engine may think there.
#[test]
fn a_finished_game_opens_on_the_analysis_board_where_asked() {
    let mut h = resigned_after_two_moves();
    h.world().write_message(GameCommand::Analyse(1));
    h.settle();
    assert_eq!(h.screen(), Screen::Playing);
    let game = &h.session().game;
    assert!(h.session().analysis && !game.is_over());
    assert_eq!(game.ply_count(), 1);
    let ahead: Vec<String> = game.redo_line().map(|m| m.to_uci()).collect();
    assert_eq!(ahead, ["e7e5"]);
    h.world().write_message(LinesRequest::Switch(true));
    let after_e4 = *h.session().game.position();
    wait_for(&mut h, |l| {
        !l.lines.is_empty() && l.lines.iter().all(|line| after_e4.is_legal(&line.first))
    });
}

/// The engine stops at its depth and says so, nothing more coming; with
/// infinite analysis set in Settings it goes on past that depth.
#[test]
fn the_engine_stops_at_its_depth_unless_asked_to_go_on() {
    use rookery::app::engine_lines::ROOKERY_STOP_DEPTH;
    // Kings and locked pawns: a real position whose tree is small enough
    // for the engine to reach its stop depth within a test.
    let position = rules::Position::from_fen("8/8/4k3/3p4/3P4/4K3/8/8 w - - 0 1").expect("fen");
    let mut h = Harness::new();
    h.world()
        .write_message(GameCommand::AnalysePosition(Box::new(position)));
    h.settle();
    assert!(h.session().analysis);
    h.world().write_message(LinesRequest::Switch(true));
    wait_for(&mut h, |l| l.stopped);
    let stopped = engine_lines(&h);
    // 18: the depth the panel promises ("depth 18, stopped").
    assert_eq!(stopped.depth, 18);
    assert_eq!(ROOKERY_STOP_DEPTH, 18);
    assert!(!stopped.lines.is_empty(), "{stopped:?}");
    for _ in 0..40 {
        h.app.update();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(engine_lines(&h), stopped, "nothing more after the stop");

    // Infinite analysis: the same position goes deeper, and is never
    // said to be stopped.
    h.world()
        .resource_mut::<rookery::app::held::AppSettings>()
        .infinite_lines = true;
    wait_for(&mut h, |l| l.depth > 18);
    assert!(!engine_lines(&h).stopped);
}
