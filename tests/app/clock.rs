//! The clocks in the game, on manual time (Bevy's `TimeUpdateStrategy`
//! advances the real clock by a fixed step each frame; nothing sleeps).

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use rookery::app::clock::GameClock;
use rookery::app::session::SetupChoices;
use rookery::app::states::{Pause, Screen};
use rookery::rules::{Color, EndReason, GameResult, TimeControl};

use super::Harness;

/// A game at `control` with both first moves made (no clock runs before),
/// time then advancing a second a frame.
fn timed_game(control: TimeControl) -> Harness {
    let mut h = Harness::new();
    h.world().resource_mut::<SetupChoices>().time_control = Some(control);
    h.start_game();
    h.request("e2e4");
    h.request("e7e5");
    h.world()
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(1)));
    h
}

fn left(h: &mut Harness, color: Color) -> Duration {
    h.world()
        .resource::<GameClock>()
        .0
        .as_ref()
        .expect("a timed game has clocks")
        .left(color)
}

#[test]
fn white_flags_in_a_one_minute_game_and_black_wins_on_time() {
    let mut h = timed_game(TimeControl::fischer(60, 0));
    // White's clock started with Black's first move, a few 50 ms frames ago.
    let white = left(&mut h, Color::White);
    assert!(white < Duration::from_secs(60) && white > Duration::from_secs(58));
    for _ in 0..62 {
        h.app.update();
    }
    assert_eq!(h.screen(), Screen::GameOver);
    let outcome = h.session().game.outcome().expect("over");
    assert_eq!(outcome.result, GameResult::BlackWins);
    assert_eq!(outcome.reason, EndReason::Timeout);
    assert_eq!(left(&mut h, Color::White), Duration::ZERO);
    assert_eq!(left(&mut h, Color::Black), Duration::from_secs(60));
}

#[test]
fn the_clock_does_not_run_in_the_pause_menu() {
    let mut h = timed_game(TimeControl::fischer(60, 0));
    h.app.update();
    let before = left(&mut h, Color::White);
    h.world()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Paused);
    for _ in 0..100 {
        h.app.update();
    }
    assert_eq!(h.screen(), Screen::Playing);
    // The frame that opened the menu may still have counted.
    assert!(before - left(&mut h, Color::White) <= Duration::from_secs(1));
    h.world()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Running);
    for _ in 0..5 {
        h.app.update();
    }
    assert!(left(&mut h, Color::White) < before);
}

#[test]
fn a_move_presses_the_clock_and_adds_the_increment() {
    let mut h = timed_game(TimeControl::fischer(60, 2));
    for _ in 0..10 {
        h.app.update();
    }
    let white = left(&mut h, Color::White);
    assert!(white < Duration::from_secs(60), "{white:?}");
    h.request("g1f3");
    let after = left(&mut h, Color::White);
    // The increment, less at most the frame of the move itself.
    assert!(
        after + Duration::from_secs(1) >= white + Duration::from_secs(2),
        "{after:?}"
    );
    assert!(after <= white + Duration::from_secs(2), "{after:?}");
}

#[test]
fn an_untimed_game_has_no_clock() {
    let mut h = Harness::new();
    h.start_game();
    h.request("e2e4");
    assert_eq!(h.world().resource::<GameClock>().0, None);
}
