//! Looking and input: stepping back through the moves with the arrow keys,
//! right-click arrows and circles, and themes that follow the settings.

use super::*;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use rookery::app::board::{Annotations, ShownPly};
use rookery::app::held::AppSettings;
use rookery::app::view::{Theme, preferences_plugin};
use rookery::persist::ThemeName;

/// A key pressed and released, as the window reports it, then frames until
/// the pieces rest.
pub(super) fn press_key(h: &mut Harness, key: KeyCode) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        key_event(h, key, state);
    }
    h.settle();
}

/// A key going down or up, and a frame.
pub(super) fn key_event(h: &mut Harness, key: KeyCode, state: ButtonState) {
    h.world().write_message(KeyboardInput {
        key_code: key,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    h.app.update();
}

fn review(h: &Harness) -> ShownPly {
    *h.app.world().resource::<ShownPly>()
}

fn play_opening(h: &mut Harness) {
    // A capture and a castling, so stepping must bring pieces back to life
    // and move two pieces at once.
    for uci in [
        "e2e4", "d7d5", "e4d5", "g8f6", "g1f3", "f6d5", "f1c4", "e7e6", "e1g1",
    ] {
        h.request(uci);
    }
}

#[test]
fn arrow_keys_step_back_and_forward_and_end_returns() {
    let mut h = Harness::new();
    h.start_game();
    play_opening(&mut h);
    let live = h.position();
    let game = h.session().game.clone();
    let total = game.ply_count();
    assert!(review(&h).is_live());

    // Back one by one to the start: the board shows each earlier position.
    for back in 1..=total {
        press_key(&mut h, KeyCode::ArrowLeft);
        let ply = total - back;
        assert_eq!(review(&h).ply, Some(ply));
        h.assert_board_shows(game.position_at(ply).expect("ply"));
    }
    // Past the start, Left stays there.
    press_key(&mut h, KeyCode::ArrowLeft);
    assert_eq!(review(&h).ply, Some(0));
    // The rules game did not change.
    assert_eq!(h.session().game, game);

    // Forward two, then End returns to the live position.
    press_key(&mut h, KeyCode::ArrowRight);
    press_key(&mut h, KeyCode::ArrowRight);
    assert_eq!(review(&h).ply, Some(2));
    h.assert_board_shows(game.position_at(2).expect("ply"));
    press_key(&mut h, KeyCode::End);
    assert!(review(&h).is_live());
    h.assert_board_shows(&live);
    h.assert_entities_match();

    // Home goes to the start; Right at the last move comes back to live.
    press_key(&mut h, KeyCode::Home);
    h.assert_board_shows(&rules::Position::startpos());
    for _ in 0..total {
        press_key(&mut h, KeyCode::ArrowRight);
    }
    assert!(review(&h).is_live(), "stepping past the last move is live");
    h.assert_entities_match();
}

#[test]
fn the_board_is_view_only_while_reviewing_and_a_move_returns_to_live() {
    let mut h = Harness::new();
    h.start_game();
    play_opening(&mut h);
    let plies = h.session().game.ply_count();
    press_key(&mut h, KeyCode::ArrowLeft);
    press_key(&mut h, KeyCode::ArrowLeft);
    let shown = *h
        .session()
        .game
        .position_at(plies - 2)
        .expect("earlier position");
    // Black is to move, live and in the position shown (after 4. Bc4), and
    // ...Nc6 is legal in both: the drag is refused only because the board
    // is looking back, and the status line says why.
    assert_eq!(shown.side_to_move(), rules::Color::Black);
    assert!(shown.parse_uci("b8c6").is_ok() && h.position().parse_uci("b8c6").is_ok());
    assert!(!h.drag(sq("b8"), sq("c6")));
    assert_eq!(h.session().game.ply_count(), plies);
    assert_eq!(review(&h).ply, Some(plies - 2));
    h.assert_board_shows(&shown);
    let status = h.status();
    assert!(status.contains("End"), "{status}");

    // A move typed for the live position plays there and shows it.
    h.world().write_message(GameCommand::Typed("Be7".into()));
    h.settle();
    assert_eq!(h.session().game.ply_count(), plies + 1);
    assert!(review(&h).is_live());
    h.assert_entities_match();

    // Undo while reviewing returns to live too.
    press_key(&mut h, KeyCode::Home);
    h.world().write_message(GameCommand::Undo);
    h.settle();
    assert!(review(&h).is_live());
    assert_eq!(h.session().game.ply_count(), plies);
    h.assert_entities_match();
}

#[test]
fn the_game_over_board_can_be_reviewed() {
    let mut h = Harness::new();
    h.start_game();
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        h.request(uci);
    }
    assert_eq!(h.screen(), Screen::GameOver);
    press_key(&mut h, KeyCode::ArrowLeft);
    let game = h.session().game.clone();
    h.assert_board_shows(game.position_at(3).expect("ply"));
    press_key(&mut h, KeyCode::End);
    h.assert_entities_match();
}

/// A right-button press on one square and release on another. As with a
/// real window, the window entity is under the pointer too and is told
/// after the square.
pub(super) fn right_click(h: &mut Harness, from: Square, to: Square) {
    let button = PointerButton::Secondary;
    let hit = h.hit();
    let a = h.target_at(from);
    let b = h.target_at(to);
    let window = h.world().spawn_empty().id();
    for target in [a, window] {
        h.trigger(
            from,
            Press {
                button,
                hit: hit.clone(),
                count: 1,
            },
            target,
        );
    }
    for target in [b, window] {
        h.trigger(
            to,
            Release {
                button,
                hit: hit.clone(),
            },
            target,
        );
    }
    h.world().despawn(window);
    h.app.update();
}

fn annotations(h: &Harness) -> Annotations {
    h.app.world().resource::<Annotations>().clone()
}

#[test]
fn right_click_draws_arrows_and_circles_and_a_left_click_clears() {
    let mut h = Harness::new();
    h.start_game();
    right_click(&mut h, sq("e2"), sq("e4"));
    right_click(&mut h, sq("d5"), sq("d5"));
    right_click(&mut h, sq("g1"), sq("f3"));
    let a = annotations(&h);
    assert_eq!(a.arrows(), vec![(sq("e2"), sq("e4")), (sq("g1"), sq("f3"))]);
    assert_eq!(a.circles(), vec![sq("d5")]);
    // The same again removes it.
    right_click(&mut h, sq("e2"), sq("e4"));
    right_click(&mut h, sq("d5"), sq("d5"));
    let a = annotations(&h);
    assert_eq!(a.arrows(), vec![(sq("g1"), sq("f3"))]);
    assert!(a.circles().is_empty());
    // Nothing was played, nothing selected.
    assert_eq!(h.session().game.ply_count(), 0);
    // A left click on the board clears them.
    right_click(&mut h, sq("c4"), sq("c4"));
    h.click(sq("e5"));
    assert!(annotations(&h).is_empty());
}

#[test]
fn theme_follows_the_settings() {
    let mut h = Harness::new();
    h.app.add_plugins(preferences_plugin);
    h.app.update();
    let walnut = *h.app.world().resource::<Theme>();
    let mut seen = vec![walnut];
    for name in [
        ThemeName::Tournament,
        ThemeName::Slate,
        ThemeName::HighContrast,
    ] {
        h.world().resource_mut::<AppSettings>().theme = name;
        h.app.update();
        let theme = *h.app.world().resource::<Theme>();
        for other in &seen {
            assert_ne!(
                (theme.light, theme.dark),
                (other.light, other.dark),
                "{name:?} has its own squares"
            );
        }
        seen.push(theme);
    }
    // High contrast: its squares further apart than any other theme's (as
    // a WCAG contrast ratio of relative luminances), its marks more opaque.
    let luminance = |c: Color| {
        let l = c.to_linear();
        0.2126 * l.red + 0.7152 * l.green + 0.0722 * l.blue
    };
    let contrast = |t: &Theme| (luminance(t.light) + 0.05) / (luminance(t.dark) + 0.05);
    let high = seen[3];
    for t in &seen[..3] {
        assert!(contrast(&high) > contrast(t) + 1.0);
        assert!(high.last_move.alpha() > t.last_move.alpha());
        assert!(high.target.alpha() > t.target.alpha());
    }
    // And back.
    h.world().resource_mut::<AppSettings>().theme = ThemeName::Walnut;
    h.app.update();
    assert_eq!(*h.app.world().resource::<Theme>(), walnut);
}

fn selected(h: &Harness) -> Option<Square> {
    h.app
        .world()
        .resource::<rookery::app::board::Selection>()
        .selected
}

fn set_pause(h: &mut Harness, pause: rookery::app::states::Pause) {
    h.world()
        .resource_mut::<NextState<rookery::app::states::Pause>>()
        .set(pause);
    h.app.update();
}

#[test]
fn the_board_takes_no_input_while_paused_and_draws_nothing() {
    use rookery::app::states::Pause;
    let mut h = Harness::new();
    h.start_game();
    set_pause(&mut h, Pause::Paused);
    h.click(sq("e2"));
    assert_eq!(
        selected(&h),
        None,
        "a click under the pause menu selects nothing"
    );
    assert!(!h.drag(sq("e2"), sq("e4")), "nor does a drag move");
    right_click(&mut h, sq("e2"), sq("e4"));
    assert!(annotations(&h).is_empty(), "nor is an arrow drawn");
    assert_eq!(h.session().game.ply_count(), 0);
    // Once resumed, the same click selects the pawn and the arrow is drawn.
    set_pause(&mut h, Pause::Running);
    h.click(sq("e2"));
    assert_eq!(selected(&h), Some(sq("e2")));
    right_click(&mut h, sq("e2"), sq("e4"));
    assert_eq!(annotations(&h).arrows(), vec![(sq("e2"), sq("e4"))]);
}

#[test]
fn the_finished_board_takes_no_move_but_takes_arrows() {
    let mut h = Harness::new();
    h.start_game();
    h.request("e2e4");
    // Black resigns with Black to move: its pieces have moves in the
    // position shown, but the game is over.
    h.world()
        .write_message(GameCommand::Resign(rookery::rules::Color::Black));
    h.settle();
    assert_eq!(h.screen(), Screen::GameOver);
    assert!(
        h.position().parse_uci("e7e5").is_ok(),
        "legal but for the end"
    );
    h.click(sq("e7"));
    assert_eq!(selected(&h), None);
    assert!(!h.drag(sq("e7"), sq("e5")), "the pawn does not follow");
    assert_eq!(h.session().game.ply_count(), 1);
    right_click(&mut h, sq("e7"), sq("e5"));
    assert_eq!(annotations(&h).arrows(), vec![(sq("e7"), sq("e5"))]);
}

#[test]
fn the_board_takes_no_input_on_the_computers_turn() {
    use rookery::app::session::{ColorChoice, GameMode, SetupChoices};
    use rookery::engine::Level;
    let mut h = Harness::new();
    {
        let mut c = h.world().resource_mut::<SetupChoices>();
        c.mode = GameMode::HumanVsComputer;
        c.level = Level::Strength(1);
        c.color = ColorChoice::Black;
    }
    h.start_game();
    // White is the computer, which takes at least a third of a second: a
    // click on a White pawn meanwhile selects nothing.
    assert_eq!(h.session().game.ply_count(), 0);
    h.click(sq("e2"));
    assert_eq!(selected(&h), None);
    // Still the computer's turn after the click: the pawn was there, White's
    // and movable, so only the turn kept it from being selected.
    assert_eq!(h.session().game.ply_count(), 0, "the computer moved first");
}
