//! "Review the game" in the window: the review runs in the background,
//! reports its progress, and marks the moves of the game on the board.

use super::*;
use rookery::app::game_review::{
    GameReviewState, ReviewDepth, ReviewRequest, graph_points, marked_around,
};
use rookery::engine::review::{Advice, Judgement};

fn review_state(h: &Harness) -> GameReviewState {
    h.app.world().resource::<GameReviewState>().clone()
}

/// Runs frames (the review searches on another thread) until `done`.
fn wait_for(h: &mut Harness, done: impl FnMut(&GameReviewState) -> bool) {
    h.wait_on("the review did not finish", done);
}

/// Fool's mate: 2. g4 lets 2...Qh4 mate at once, a blunder into a forced
/// mate; the mating move itself is not judged.
fn fools_mate() -> Harness {
    let mut h = Harness::new();
    h.start_game();
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        h.request(mv);
    }
    assert_eq!(h.screen(), Screen::GameOver);
    h
}

#[test]
fn a_finished_game_is_reviewed_in_the_background_and_its_blunder_marked() {
    let mut h = fools_mate();
    h.world()
        .write_message(ReviewRequest::Start(ReviewDepth::Normal));
    h.app.update();
    // Running: five positions to judge, counted as they are done.
    let state = review_state(&h);
    assert_eq!(state.progress.map(|(_, total)| total), Some(5));
    wait_for(&mut h, |s| s.review.is_some());
    let state = review_state(&h);
    assert_eq!(state.progress, None);
    let review = state.review.expect("finished");
    assert_eq!(review.positions.len(), 5);
    let advice: Vec<Option<Advice>> = review.moves.iter().map(|m| m.advice).collect();
    assert_eq!(
        advice[2],
        Some(Advice::MateCreated(Judgement::Blunder)),
        "{advice:?}"
    );
    assert_eq!(advice[3], None, "the mating move");
    let game = &h.session().game;
    assert_eq!(review.counts(game, rules::Color::White)[2], 1);
    assert!(review.accuracy.white.is_some() && review.accuracy.black.is_some());
    // The graph: the start and one point per move, the blunder marked at
    // the position after it (ply 3); after the mate White's chances are
    // those of -10 pawns, where scalachess caps a mate: 50 + 50 x (2 / (1 +
    // exp(3.68208)) - 1) = 2.455.
    let graph = graph_points(&review);
    let plies: Vec<f64> = graph.win.iter().map(|p| p[0]).collect();
    assert_eq!(plies, [0.0, 1.0, 2.0, 3.0, 4.0]);
    assert!((graph.win[4][1] - 2.455).abs() < 0.001, "{:?}", graph.win);
    let blunders = graph
        .marks
        .iter()
        .find(|(j, _)| *j == Judgement::Blunder)
        .map(|(_, points)| points.iter().map(|p| p[0]).collect::<Vec<_>>());
    assert_eq!(blunders, Some(vec![3.0]));
    // "Previous/Next marked move": the marked moves are 1. f3 (an
    // inaccuracy, advice[0] above) and the blunder 2. g4, reached as the
    // positions after them, plies 1 and 3.
    assert_eq!(advice[0], Some(Advice::Dropped(Judgement::Inaccuracy)));
    assert_eq!(marked_around(&review, 0), (None, Some(1)));
    assert_eq!(marked_around(&review, 1), (None, Some(3)));
    assert_eq!(marked_around(&review, 2), (Some(1), Some(3)));
    assert_eq!(marked_around(&review, 4), (Some(3), None));
    // A screen reader hears the review finish, with each side's accuracy
    // to the whole percent.
    let said: Vec<String> = h
        .app
        .world()
        .resource::<rookery::app::announce::Announcement>()
        .parts
        .iter()
        .map(|p| rookery::app::i18n::Tr::new(rookery::app::i18n::Language::English).text(p, false))
        .collect();
    let names = &h.session().names;
    let white = review.accuracy.white.expect("White moved").round();
    let black = review.accuracy.black.expect("Black moved").round();
    assert_eq!(
        said,
        [
            "Game review done".to_string(),
            format!("{} (White): accuracy {white}%", names.white),
            format!("{} (Black): accuracy {black}%", names.black),
        ]
    );
}

#[test]
fn a_review_can_be_cancelled_and_a_new_game_drops_it() {
    let mut h = fools_mate();
    h.world()
        .write_message(ReviewRequest::Start(ReviewDepth::Deep));
    h.app.update();
    h.world().write_message(ReviewRequest::Cancel);
    h.app.update();
    let state = review_state(&h);
    assert_eq!((state.progress, state.review.is_none()), (None, true));
    // A finished review goes with its game.
    h.world()
        .write_message(ReviewRequest::Start(ReviewDepth::Normal));
    wait_for(&mut h, |s| s.review.is_some());
    h.world().write_message(GameCommand::Rematch);
    h.settle();
    assert_eq!(review_state(&h), GameReviewState::default());
}

/// Writes `script` as an executable named `name` in `dir`; its path.
#[cfg(unix)]
fn engine_script(dir: &common::TempDir, name: &str, script: &str) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.path().join(name);
    std::fs::write(&path, script).expect("write the engine script");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))
        .expect("chmod the engine script");
    path
}

/// Asks in Settings for reviews by the outside engine at `path`.
fn review_with(h: &mut Harness, path: &std::path::Path) {
    let mut settings = h.world().resource_mut::<rookery::app::held::AppSettings>();
    settings.engine_path = Some(path.display().to_string());
    settings.review_with_engine = true;
}

/// With "Review games with ..." ticked in Settings, the review is made by
/// that outside engine: here `rookery uci` behind a script that lowers
/// each search to depth 4 (a test build is slow), which sees 2. g4 allow
/// the mate. The panel names the engine.
#[cfg(unix)]
#[test]
fn the_engine_chosen_in_settings_reviews_the_game() {
    let dir = common::TempDir::new("review-engine");
    let rookery = env!("CARGO_BIN_EXE_rookery");
    let script = format!("#!/bin/sh\nsed -u 's/^go depth [0-9]*/go depth 4/' | '{rookery}' uci\n");
    let path = engine_script(&dir, "shallow_rookery", &script);
    let mut h = fools_mate();
    review_with(&mut h, &path);
    h.world()
        .write_message(ReviewRequest::Start(ReviewDepth::Normal));
    h.app.update();
    assert_eq!(review_state(&h).by.as_deref(), Some("shallow_rookery"));
    wait_for(&mut h, |s| s.review.is_some() || s.failed.is_some());
    let state = review_state(&h);
    assert_eq!(state.failed, None);
    let review = state.review.expect("finished");
    assert_eq!(review.positions.len(), 5);
    assert_eq!(
        review.moves[2].advice,
        Some(Advice::MateCreated(Judgement::Blunder))
    );
    assert_eq!(state.by.as_deref(), Some("shallow_rookery"));
}

/// An outside engine that does not start gives no review and says why,
/// naming the engine; the game is untouched.
#[cfg(unix)]
#[test]
fn an_engine_that_cannot_review_says_so_and_changes_nothing() {
    let dir = common::TempDir::new("review-engine-broken");
    let path = engine_script(&dir, "broken_engine", "#!/bin/sh\nexit 3\n");
    let mut h = fools_mate();
    let before = h.session().game.clone();
    review_with(&mut h, &path);
    h.world()
        .write_message(ReviewRequest::Start(ReviewDepth::Normal));
    wait_for(&mut h, |s| s.review.is_some() || s.failed.is_some());
    let state = review_state(&h);
    assert_eq!(state.review, None);
    let (engine, why) = state.failed.expect("a reason");
    assert_eq!(engine, "broken_engine");
    assert!(!why.is_empty());
    assert_eq!(h.session().game, before);
}
