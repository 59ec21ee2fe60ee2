//! The engine beside the board after a game: switched on, it analyses the
//! position on the board in the background with three lines, follows the
//! review cursor to another position, and stops when switched off.

use super::*;
use rookery::app::analysis::{AnalysisRequest, EngineLines};
use rookery::app::board::{ReviewStep, ReviewStepRequest};

fn engine_lines(h: &Harness) -> EngineLines {
    h.app.world().resource::<EngineLines>().clone()
}

/// Runs frames (the engine thinks on its own thread) until `done`.
fn wait_for(h: &mut Harness, mut done: impl FnMut(&EngineLines) -> bool) {
    for _ in 0..3000 {
        if done(&engine_lines(h)) {
            return;
        }
        h.app.update();
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the engine did not get there: {:?}", engine_lines(h));
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
    h.world().write_message(AnalysisRequest::Switch(true));
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
    h.world().write_message(ReviewStepRequest(ReviewStep::Back));
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
    h.world().write_message(AnalysisRequest::Switch(false));
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
    h.world().write_message(AnalysisRequest::Switch(true));
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
    h.world().write_message(AnalysisRequest::Use(
        rookery::app::analysis::AnalysisEngine::External("/no/such/engine".into()),
    ));
    h.world().write_message(AnalysisRequest::Switch(true));
    wait_for(&mut h, |l| l.note.is_some() && !l.lines.is_empty());
    let note = engine_lines(&h).note.expect("a note");
    assert!(
        note.contains("/no/such/engine") && note.contains("Rookery"),
        "{note}"
    );
}
