//! Learn from your mistakes: after a reviewed game, the player's mistakes
//! on the analysis board one after another; the best move is right, a bad
//! try is judged by the engine, taken back and the best move named, Show
//! plays it, Next goes on.

use super::*;
use rookery::app::game_review::{GameReviewState, ReviewDepth, ReviewRequest};
use rookery::app::learn::{Attempt, LearnRequest, Lesson};
use rookery::engine::review::Judgement;

fn lesson(h: &Harness) -> Lesson {
    h.app.world().resource::<Lesson>().clone()
}

/// Fool's mate, reviewed: 2. g4?? is White's blunder (a mate in one
/// follows), 1. f3 only an inaccuracy, and the mate itself is not judged.
fn reviewed_fools_mate() -> Harness {
    let mut h = Harness::new();
    h.start_game();
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        h.request(mv);
    }
    h.world()
        .write_message(ReviewRequest::Start(ReviewDepth::Normal));
    h.wait_on("the review did not finish", |s: &GameReviewState| {
        s.review.is_some()
    });
    h
}

fn wait_for(h: &mut Harness, done: impl FnMut(&Lesson) -> bool) {
    h.wait_on("the lesson did not get there", done);
}

#[test]
fn the_best_move_is_right_and_the_lesson_walks_the_mistakes() {
    let mut h = reviewed_fools_mate();
    h.world().write_message(LearnRequest::Start);
    h.settle();
    let state = lesson(&h).0.expect("a lesson");
    // Only the blunder: the inaccuracy is not a lesson.
    assert_eq!(state.mistakes.len(), 1, "{:?}", state.mistakes);
    let mistake = state.mistakes[0].clone();
    assert_eq!(mistake.ply, 2);
    assert_eq!(mistake.played, "2. g4");
    assert_eq!(mistake.judgement, Judgement::Blunder);
    assert_eq!(state.attempt, Attempt::Waiting);
    // The analysis board, at the position before 2. g4.
    assert_eq!(h.screen(), Screen::Playing);
    assert!(h.session().analysis);
    assert_eq!(h.session().game.ply_count(), 2);
    // The move to learn is not the blunder itself, and after it Black has
    // no mate in one (as 2... Qh4 is after 2. g4).
    assert_ne!(mistake.best.to_uci(), "g2g4");
    assert_ne!(mistake.best_san, "g4");
    let before = h.position();
    assert!(before.is_legal(&mistake.best));
    let after_best = before.after(&mistake.best);
    assert_eq!(before.san(&mistake.best), mistake.best_san);
    for reply in after_best.legal_moves().iter() {
        assert!(
            !after_best.after(reply).is_checkmate(),
            "{} allows mate by {reply}",
            mistake.best_san
        );
    }

    h.request(&mistake.best.to_uci());
    let state = lesson(&h).0.expect("a lesson");
    assert_eq!(state.attempt, Attempt::Good(mistake.best_san.clone(), true));

    h.world().write_message(LearnRequest::Next);
    h.settle();
    let state = lesson(&h).0.expect("still on, at its end");
    assert!(state.current().is_none());
    h.world().write_message(LearnRequest::Stop);
    h.settle();
    assert_eq!(lesson(&h), Lesson::default());
}

#[test]
fn a_bad_try_is_taken_back_and_show_plays_the_best_move() {
    let mut h = reviewed_fools_mate();
    h.world().write_message(LearnRequest::Start);
    h.settle();
    let mistake = lesson(&h).0.expect("a lesson").mistakes[0].clone();
    // The same blunder again: the engine sees the mate, the try goes back.
    h.request("g2g4");
    wait_for(&mut h, |l| {
        l.0.as_ref()
            .is_some_and(|s| matches!(s.attempt, Attempt::Wrong(_)))
    });
    h.settle();
    assert_eq!(
        lesson(&h).0.expect("a lesson").attempt,
        Attempt::Wrong("g4".into())
    );
    assert_eq!(h.session().game.ply_count(), 2, "the try is taken back");

    h.world().write_message(LearnRequest::ShowBest);
    h.settle();
    assert_eq!(lesson(&h).0.expect("a lesson").attempt, Attempt::Shown);
    let game = &h.session().game;
    assert_eq!(game.ply_count(), 3);
    assert_eq!(game.moves()[2].mv, mistake.best);
}

#[test]
fn a_lesson_needs_a_review_and_a_new_game_ends_it() {
    let mut h = Harness::new();
    h.start_game();
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        h.request(mv);
    }
    h.world().write_message(LearnRequest::Start);
    h.settle();
    assert_eq!(lesson(&h), Lesson::default());
    assert!(
        h.status().contains("Review the game first"),
        "{}",
        h.status()
    );

    let mut h = reviewed_fools_mate();
    h.world().write_message(LearnRequest::Start);
    h.settle();
    assert!(lesson(&h).0.is_some());
    h.world().write_message(GameCommand::Start);
    h.settle();
    assert_eq!(lesson(&h), Lesson::default());
}
