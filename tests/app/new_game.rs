//! The screens' own state across games, with `ui::screens` (the screens'
//! plugin without egui: nothing is drawn, but the state and the systems
//! that keep it are the real ones). A question left open in one game (the
//! resign confirmation, "Leave this game?") must not come back in the next.

use super::*;
use rookery::app::states::Pause;
use rookery::app::ui::{self, Dialog, FileDialogs, PanelState};

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

fn panel(h: &Harness) -> &PanelState {
    h.app.world().resource::<PanelState>()
}

fn dialogs(h: &Harness) -> &FileDialogs {
    h.app.world().resource::<FileDialogs>()
}

#[test]
fn an_abandoned_resign_confirmation_is_gone_in_the_next_game() {
    let mut h = with_screens();
    h.start_game();
    {
        // Resign asked "Resign the game?" (Settings ask first), a move was
        // half typed and the settings window is open.
        let mut panel = h.world().resource_mut::<PanelState>();
        panel.confirm_resign = true;
        panel.move_text = "Nf".into();
        panel.settings_open = true;
    }
    // The game goes on and ends another way: the question stays while it
    // goes on.
    h.request("f2f3");
    h.settle();
    assert!(panel(&h).confirm_resign);
    for uci in ["e7e5", "g2g4", "d8h4"] {
        h.request(uci);
    }
    h.settle();
    assert_eq!(h.screen(), Screen::GameOver);
    h.world().write_message(GameCommand::Rematch);
    h.settle();
    assert_eq!(h.screen(), Screen::Playing);
    assert_eq!(h.session().game.ply_count(), 0);
    assert!(
        !panel(&h).confirm_resign,
        "the last game's resign confirmation came back"
    );
    assert_eq!(panel(&h).move_text, "");
    // The settings window is not about a game.
    assert!(panel(&h).settings_open);
}

#[test]
fn a_leave_question_left_open_is_closed_by_a_new_game() {
    let mut h = with_screens();
    h.start_game();
    h.request("e2e4");
    h.settle();
    // Main Menu in the pause menu asks "Leave this game?", and the game is
    // resumed under it (before Escape closed windows first, Escape did
    // that): the question stays over the game.
    h.world()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Paused);
    h.app.update();
    {
        let mut d = h.world().resource_mut::<FileDialogs>();
        d.open = Some(Dialog::Leave { quit: false });
        d.help = true;
    }
    h.world()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Running);
    h.settle();
    assert_eq!(dialogs(&h).open, Some(Dialog::Leave { quit: false }));
    // The game ends and a new one starts.
    h.world()
        .write_message(GameCommand::Resign(rules::Color::White));
    h.settle();
    assert_eq!(h.screen(), Screen::GameOver);
    h.world().write_message(GameCommand::Rematch);
    h.settle();
    assert_eq!(h.screen(), Screen::Playing);
    assert_eq!(
        dialogs(&h).open,
        None,
        "the last game's leave question came back"
    );
    // The help window is not about a game.
    assert!(dialogs(&h).help);
}

#[test]
fn a_new_game_with_nothing_to_forget_writes_nothing() {
    let mut h = with_screens();
    h.start_game();
    let before = (
        h.world().resource_ref::<PanelState>().last_changed(),
        h.world().resource_ref::<FileDialogs>().last_changed(),
    );
    h.world()
        .write_message(GameCommand::Resign(rules::Color::White));
    h.settle();
    h.world().write_message(GameCommand::Rematch);
    h.settle();
    assert_eq!(h.screen(), Screen::Playing);
    let after = (
        h.world().resource_ref::<PanelState>().last_changed(),
        h.world().resource_ref::<FileDialogs>().last_changed(),
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
    h.world().resource_mut::<FileDialogs>().help = true;
    super::review::press_key(&mut h, KeyCode::Escape);
    assert!(!dialogs(&h).help, "Escape left the help open in the menu");

    h.start_game();
    {
        let mut d = h.world().resource_mut::<FileDialogs>();
        d.open = Some(Dialog::Export);
        d.help = true;
    }
    h.world().resource_mut::<PanelState>().settings_open = true;
    h.settle();
    // One window at a time, the file window first; the game stays running.
    super::review::press_key(&mut h, KeyCode::Escape);
    assert_eq!(dialogs(&h).open, None);
    assert!(panel(&h).settings_open && dialogs(&h).help);
    assert_eq!(pause(&h), Pause::Running);
    super::review::press_key(&mut h, KeyCode::Escape);
    assert!(!panel(&h).settings_open && dialogs(&h).help);
    assert_eq!(pause(&h), Pause::Running);
    super::review::press_key(&mut h, KeyCode::Escape);
    assert!(!dialogs(&h).help);
    assert_eq!(pause(&h), Pause::Running);
    // With no window left, Escape pauses and resumes as before.
    super::review::press_key(&mut h, KeyCode::Escape);
    assert_eq!(pause(&h), Pause::Paused);
    super::review::press_key(&mut h, KeyCode::Escape);
    assert_eq!(pause(&h), Pause::Running);
}
