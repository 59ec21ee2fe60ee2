//! The screens' own state across games, with `ui::screens` (the screens'
//! plugin without egui: nothing is drawn, but the state and the systems
//! that keep it are the real ones). A question left open in one game (the
//! resign question, "Leave this game?") must not come back in the next;
//! the window open is one state, and Escape closes it first.

use super::*;
use rookery::app::states::{AfterGame, Overlay, Pause};
use rookery::app::ui::{self, FileDialogs, MoveBox};

/// A harness whose app also has the screens' state.
fn with_screens() -> Harness {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, bevy::input::InputPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )))
        .add_plugins((CorePlugin, ui::screens));
    app.update();
    Harness { app }
}

fn overlay(h: &Harness) -> Overlay {
    *h.app.world().resource::<State<Overlay>>().get()
}

/// Opens `window` as a button would, and lets the frame run.
fn open(h: &mut Harness, window: Overlay) {
    h.world().resource_mut::<NextState<Overlay>>().set(window);
    h.settle();
    assert_eq!(overlay(h), window);
}

/// White resigns the game and a rematch starts.
fn resign_and_rematch(h: &mut Harness) {
    h.world()
        .write_message(GameCommand::Resign(rules::Color::White));
    h.settle();
    h.world().write_message(GameCommand::Rematch);
    h.settle();
}

fn move_box(h: &Harness) -> &str {
    &h.app.world().resource::<MoveBox>().0
}

#[test]
fn an_abandoned_resign_question_is_gone_in_the_next_game() {
    let mut h = with_screens();
    h.start_game();
    // Resign asked "Resign the game?" (Settings ask first) and a move was
    // half typed.
    open(&mut h, Overlay::ResignQuestion);
    h.world().resource_mut::<MoveBox>().0 = "Nf".into();
    // The game goes on and ends another way: the question stays while it
    // goes on.
    h.request("f2f3");
    h.settle();
    assert_eq!(overlay(&h), Overlay::ResignQuestion);
    for uci in ["e7e5", "g2g4", "d8h4"] {
        h.request(uci);
    }
    h.settle();
    assert_eq!(h.screen(), Screen::GameOver);
    h.world().write_message(GameCommand::Rematch);
    h.settle();
    assert_eq!(h.screen(), Screen::Playing);
    assert_eq!(h.session().game.ply_count(), 0);
    assert_eq!(
        overlay(&h),
        Overlay::None,
        "the last game's resign question came back"
    );
    assert_eq!(move_box(&h), "");
}

#[test]
fn the_settings_and_help_windows_stay_open_through_a_new_game() {
    for window in [Overlay::Settings, Overlay::Help] {
        let mut h = with_screens();
        h.start_game();
        h.request("e2e4");
        open(&mut h, window);
        resign_and_rematch(&mut h);
        assert_eq!(h.screen(), Screen::Playing);
        assert_eq!(h.session().game.ply_count(), 0);
        assert_eq!(
            overlay(&h),
            window,
            "a new game closed a window not about it"
        );
    }
}

#[test]
fn a_leave_question_left_open_is_closed_by_a_new_game() {
    let mut h = with_screens();
    h.start_game();
    h.request("e2e4");
    h.settle();
    // Main Menu in the pause menu asks "Leave this game?", and the game is
    // resumed under it: the question stays over the game.
    h.world()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Paused);
    h.app.update();
    open(&mut h, Overlay::Leave { quit: false });
    h.world()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Running);
    h.settle();
    assert_eq!(overlay(&h), Overlay::Leave { quit: false });
    // The game ends and a new one starts.
    h.world()
        .write_message(GameCommand::Resign(rules::Color::White));
    h.settle();
    assert_eq!(h.screen(), Screen::GameOver);
    h.world().write_message(GameCommand::Rematch);
    h.settle();
    assert_eq!(h.screen(), Screen::Playing);
    assert_eq!(
        overlay(&h),
        Overlay::None,
        "the last game's leave question came back"
    );
}

#[test]
fn a_new_game_with_nothing_to_forget_writes_nothing() {
    let mut h = with_screens();
    h.start_game();
    let before = (
        h.world().resource_ref::<MoveBox>().last_changed(),
        h.world().resource_ref::<FileDialogs>().last_changed(),
        h.world().resource_ref::<State<Overlay>>().last_changed(),
    );
    resign_and_rematch(&mut h);
    assert_eq!(h.screen(), Screen::Playing);
    let after = (
        h.world().resource_ref::<MoveBox>().last_changed(),
        h.world().resource_ref::<FileDialogs>().last_changed(),
        h.world().resource_ref::<State<Overlay>>().last_changed(),
    );
    assert_eq!(before, after);
}

fn pause(h: &Harness) -> Pause {
    *h.app.world().resource::<State<Pause>>().get()
}

#[test]
fn escape_closes_the_window_on_top_before_it_pauses_the_game() {
    let mut h = with_screens();
    // In the main menu, the help window closes.
    open(&mut h, Overlay::Help);
    super::stepping::press_key(&mut h, KeyCode::Escape);
    assert_eq!(overlay(&h), Overlay::None, "Escape left the help open");
    assert_eq!(h.screen(), Screen::Menu);

    h.start_game();
    // A window over the running game: Escape closes it, the game runs on.
    open(&mut h, Overlay::Export);
    super::stepping::press_key(&mut h, KeyCode::Escape);
    assert_eq!(overlay(&h), Overlay::None);
    assert_eq!(pause(&h), Pause::Running);
    // With no window, Escape pauses; the settings opened from the pause
    // menu close first, the game staying paused; then Escape resumes.
    super::stepping::press_key(&mut h, KeyCode::Escape);
    assert_eq!(pause(&h), Pause::Paused);
    open(&mut h, Overlay::Settings);
    super::stepping::press_key(&mut h, KeyCode::Escape);
    assert_eq!(overlay(&h), Overlay::None);
    assert_eq!(pause(&h), Pause::Paused);
    super::stepping::press_key(&mut h, KeyCode::Escape);
    assert_eq!(pause(&h), Pause::Running);
}

/// Escape on Setup goes back to the home screen, as on the Library and
/// Puzzles screens, closing a window first.
#[test]
fn escape_on_setup_closes_its_window_then_goes_home() {
    let mut h = with_screens();
    h.world()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Setup);
    h.settle();
    open(&mut h, Overlay::Help);
    super::stepping::press_key(&mut h, KeyCode::Escape);
    assert_eq!(overlay(&h), Overlay::None);
    assert_eq!(h.screen(), Screen::Setup);
    super::stepping::press_key(&mut h, KeyCode::Escape);
    assert_eq!(h.screen(), Screen::Menu);
}

/// The resign question stops the clocks until it is answered, as the
/// pause menu does.
#[test]
fn the_clocks_wait_for_the_answer_to_the_resign_question() {
    use rookery::app::clock::GameClock;
    let mut h = with_screens();
    h.world()
        .resource_mut::<rookery::app::session::SetupChoices>()
        .time_control = Some(rules::TimeControl::fischer(60, 0));
    h.start_game();
    // White's clock starts with Black's first move (as on lichess).
    h.request("e2e4");
    h.request("e7e5");
    h.settle();
    let white = rules::Color::White;
    open(&mut h, Overlay::ResignQuestion);
    let asked = h
        .world()
        .resource::<GameClock>()
        .0
        .clone()
        .expect("a clock");
    assert!(asked.is_paused(), "the clock ran under the question");
    h.settle();
    let later = h
        .world()
        .resource::<GameClock>()
        .0
        .clone()
        .expect("a clock");
    assert_eq!(later.left(white), asked.left(white));
    // Cancelled: the clock runs again (the harness's frames are 50 ms).
    super::stepping::press_key(&mut h, KeyCode::Escape);
    assert_eq!(overlay(&h), Overlay::None);
    let running = h
        .world()
        .resource::<GameClock>()
        .0
        .clone()
        .expect("a clock");
    assert!(!running.is_paused());
    assert!(running.left(white) < asked.left(white));
}

/// After a game the result window shows; Review puts the review in the
/// panel instead, and the next game starts on its result window again.
#[test]
fn the_review_after_a_game_is_a_state_of_the_game_over_screen() {
    let mut h = with_screens();
    h.start_game();
    h.world()
        .write_message(GameCommand::Resign(rules::Color::White));
    h.settle();
    let after = |h: &Harness| *h.app.world().resource::<State<AfterGame>>().get();
    assert_eq!(after(&h), AfterGame::Result);
    h.world()
        .resource_mut::<NextState<AfterGame>>()
        .set(AfterGame::Review);
    h.settle();
    assert_eq!(after(&h), AfterGame::Review);
    h.world().write_message(GameCommand::Rematch);
    h.settle();
    assert!(h.app.world().get_resource::<State<AfterGame>>().is_none());
    h.world()
        .write_message(GameCommand::Resign(rules::Color::Black));
    h.settle();
    assert_eq!(after(&h), AfterGame::Result);
}
