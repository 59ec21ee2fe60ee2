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
use rookery::app::held::AppSettings;

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

mod premove {
    use super::*;
    use bevy::picking::events::Press;
    use bevy::picking::pointer::PointerButton;
    use rookery::app::board::Premove;
    use rookery::app::clock::ClockHold;
    use rookery::app::session::{GameCommand, GameMode, MoveRequest, MoveSource};
    use rookery::engine::Level;

    use crate::sq;

    /// White against the random mover at 5+0, after 1.e4. The clocks are
    /// held (as by an open question), which keeps the computer from
    /// thinking, so the test plays Black's reply itself.
    fn computer_to_reply() -> Harness {
        let mut h = Harness::new();
        {
            let mut c = h.world().resource_mut::<SetupChoices>();
            c.mode = GameMode::HumanVsComputer;
            c.level = Level::Random;
            c.time_control = Some(TimeControl::fischer(300, 0));
        }
        h.start_game();
        h.world().write_message(ClockHold(true));
        h.request("e2e4");
        assert_eq!(h.session().game.ply_count(), 1);
        h
    }

    fn reply(h: &mut Harness, uci: &str) {
        let mv = h.position().parse_uci(uci).expect("legal reply");
        h.world().write_message(MoveRequest {
            from: mv.from,
            to: mv.to,
            promotion: None,
            source: MoveSource::Computer,
        });
        h.settle();
    }

    fn premove(h: &Harness) -> Option<(rookery::rules::Square, rookery::rules::Square)> {
        h.app.world().resource::<Premove>().0
    }

    #[test]
    fn a_premove_is_played_on_the_reply() {
        let mut h = computer_to_reply();
        h.click(sq("g1"));
        h.click(sq("f3"));
        assert_eq!(premove(&h), Some((sq("g1"), sq("f3"))));
        assert_eq!(h.session().game.ply_count(), 1, "played before its turn");
        reply(&mut h, "e7e5");
        let sans = crate::common::sans(&h.session().game);
        assert_eq!(sans, ["e4", "e5", "Nf3"]);
        assert_eq!(premove(&h), None);
        h.assert_entities_match();
    }

    #[test]
    fn a_premove_by_drag_may_aim_at_a_square_the_reply_fills() {
        let mut h = computer_to_reply();
        // e4 takes on d5, where no piece stands yet.
        h.drag(sq("e4"), sq("d5"));
        assert_eq!(premove(&h), Some((sq("e4"), sq("d5"))));
        reply(&mut h, "d7d5");
        let sans = crate::common::sans(&h.session().game);
        assert_eq!(sans, ["e4", "d5", "exd5"]);
    }

    #[test]
    fn a_premove_made_illegal_by_the_reply_is_dropped() {
        let mut h = computer_to_reply();
        h.click(sq("e4"));
        h.click(sq("e5"));
        assert_eq!(premove(&h), Some((sq("e4"), sq("e5"))));
        reply(&mut h, "e7e5");
        assert_eq!(h.session().game.ply_count(), 2, "the blocked pawn moved");
        assert_eq!(premove(&h), None);
        assert_eq!(h.session().game.side_to_move(), Color::White);
    }

    #[test]
    fn escape_and_a_right_click_cancel_a_premove() {
        let mut h = computer_to_reply();
        h.click(sq("g1"));
        h.click(sq("f3"));
        assert!(premove(&h).is_some());
        crate::stepping::press_key(&mut h, KeyCode::Escape);
        assert_eq!(premove(&h), None);
        // Escape went to the premove, not to the pause menu.
        assert_eq!(
            *h.app.world().resource::<State<Pause>>().get(),
            Pause::Running
        );
        h.click(sq("g1"));
        h.click(sq("f3"));
        assert!(premove(&h).is_some());
        let target = h.target_at(sq("a4"));
        let hit = h.hit();
        h.trigger(
            sq("a4"),
            Press {
                button: PointerButton::Secondary,
                hit,
                count: 1,
            },
            target,
        );
        h.settle();
        assert_eq!(premove(&h), None);
        reply(&mut h, "e7e5");
        assert_eq!(h.session().game.ply_count(), 2);
    }

    /// Without a clock there is no `ClockHold` to keep the computer from
    /// answering, so it is given an engine that is not there: it is to move
    /// for as long as the test runs (it fails, and fails again, and never
    /// moves), and the clicks come while it is to move, whatever the speed
    /// of the machine.
    #[test]
    fn no_premove_without_a_clock_by_default() {
        use rookery::app::session::EngineChoice;
        use rookery::persist::PremoveSetting;
        let mut h = Harness::new();
        {
            let mut c = h.world().resource_mut::<SetupChoices>();
            c.mode = GameMode::HumanVsComputer;
            c.engine = EngineChoice::External;
            c.engine_path = "/nonexistent/rookery-test-engine".into();
        }
        h.start_game();
        assert_eq!(h.world().resource::<GameClock>().0, None, "no clock");
        assert_eq!(
            h.world().resource::<AppSettings>().premove,
            PremoveSetting::TimedGames,
            "the default"
        );
        h.request("e2e4");
        crate::computer::wait_until(&mut h, |h| h.session().engine_failure.is_some());
        h.click(sq("g1"));
        h.click(sq("f3"));
        h.settle();
        assert_eq!(premove(&h), None);
        assert_eq!(h.session().game.ply_count(), 1, "the computer is to move");
        // The same clicks with premoves allowed in every game do plan one:
        // the clicks above came when a premove could have been made.
        h.world().resource_mut::<AppSettings>().premove = PremoveSetting::Always;
        h.app.update();
        h.click(sq("g1"));
        h.click(sq("f3"));
        h.settle();
        assert_eq!(premove(&h), Some((sq("g1"), sq("f3"))));
        assert_eq!(h.session().game.ply_count(), 1);
    }

    #[test]
    fn undo_is_off_on_the_clock_between_two_players_and_allowed_against_the_computer() {
        let mut h = timed_game(TimeControl::fischer(300, 0));
        h.world().write_message(GameCommand::Undo);
        h.app.update();
        assert_eq!(h.session().game.ply_count(), 2);
        assert!(h.status().contains("Undo is off"), "{}", h.status());

        let mut h = computer_to_reply();
        reply(&mut h, "e7e5");
        h.world().write_message(GameCommand::Undo);
        h.app.update();
        assert_eq!(h.session().game.ply_count(), 0);
    }
}

/// The control, the level and the colour chosen in Setup go into the
/// settings file, and a new start of the program (a new app reading the
/// same folder, as `run_with` reads `ROOKERY_HOME`) offers them again.
#[test]
fn the_last_time_control_level_and_colour_are_offered_again() {
    use crate::common::TempDir;
    use rookery::app::session::ColorChoice;
    use rookery::app::settings::RememberChoices;
    use rookery::engine::Level;
    use rookery::persist::Settings;
    use rookery::rules::Color;
    let custom = TimeControl::parse("bronstein 300+2 90+2").expect("a control");
    let dir = TempDir::new("time-control");
    let storage = dir.storage();
    let mut h = crate::saves::harness_at(&storage);
    let first = h.world().resource::<SetupChoices>().clone();
    assert_eq!(first.time_control, None);
    // The defaults: level 3, White.
    assert_eq!(first.level, Level::Strength(3));
    assert_eq!(first.color, ColorChoice::White);
    h.world().write_message(RememberChoices {
        time_control: Some(custom),
        level: Level::Strength(6),
        play_as: Some(Color::Black),
    });
    // A second of frames: the settings are written half a second after the
    // last change.
    h.settle();
    assert_eq!(
        h.world().resource::<AppSettings>().time_control,
        Some(custom)
    );
    let on_disk = Settings::load(&storage.settings_path());
    assert_eq!(on_disk.warning, None);
    assert_eq!(on_disk.settings.time_control, Some(custom));
    assert_eq!(on_disk.settings.level, Some(Level::Strength(6)));
    assert_eq!(on_disk.settings.play_as, Some(Color::Black));
    drop(h);
    // A new start reads them from the file.
    let h = crate::saves::harness_at(&storage);
    let again = h.app.world().resource::<SetupChoices>();
    assert_eq!(again.time_control, Some(custom));
    assert_eq!(again.level, Level::Strength(6));
    assert_eq!(again.color, ColorChoice::Black);
}

/// What Setup's Start and the quick games remember: the level and the
/// colour as well as the clock (the home's quick games use them).
#[test]
fn the_choices_remembered_are_the_level_and_colour_chosen() {
    use rookery::app::session::{ColorChoice, GameMode};
    use rookery::engine::Level;
    use rookery::rules::Color;
    let mut h = Harness::new();
    {
        let mut c = h.world().resource_mut::<SetupChoices>();
        c.mode = GameMode::HumanVsComputer;
        c.level = Level::Elo(1700);
        c.color = ColorChoice::Random;
    }
    let remembered = h.world().resource::<SetupChoices>().remembered();
    h.world().write_message(remembered);
    h.app.update();
    let settings = h.world().resource::<AppSettings>();
    assert_eq!(settings.level, Some(Level::Elo(1700)));
    assert_eq!(settings.play_as, None);
    assert_ne!(settings.play_as, Some(Color::White));
}

mod computer {
    use super::*;
    use rookery::app::session::GameMode;
    use rookery::engine::Level;

    fn against(mode: GameMode, control: TimeControl) -> Harness {
        let mut h = Harness::new();
        {
            let mut c = h.world().resource_mut::<SetupChoices>();
            c.mode = mode;
            c.level = Level::Random;
            c.time_control = Some(control);
        }
        h.start_game();
        h
    }

    #[test]
    fn the_computer_does_not_think_while_the_clocks_are_paused() {
        let mut h = against(GameMode::HumanVsComputer, TimeControl::fischer(60, 0));
        h.request("e2e4");
        h.world()
            .resource_mut::<NextState<Pause>>()
            .set(Pause::Paused);
        // The random mover answers within about a third of a second of
        // real time: a second and a half in the pause menu is plenty.
        for _ in 0..30 {
            h.app.update();
            std::thread::sleep(Duration::from_millis(50));
        }
        assert_eq!(
            h.session().game.ply_count(),
            1,
            "it moved in the pause menu"
        );
        h.world()
            .resource_mut::<NextState<Pause>>()
            .set(Pause::Running);
        crate::computer::wait_until(&mut h, |h| h.session().game.ply_count() == 2);
    }

    #[test]
    fn computer_against_computer_runs_on_the_clock() {
        // No increment, so time spent shows as time lost: each move after
        // the first two takes at least one 50 ms frame (a reply is played
        // in a frame after the one that asked for it).
        let base = Duration::from_secs(60);
        let mut h = against(GameMode::ComputerVsComputer, TimeControl::fischer(60, 0));
        crate::computer::wait_until(&mut h, |h| h.session().game.ply_count() >= 4);
        let clock = h.world().resource::<GameClock>().0.clone().expect("timed");
        assert!(clock.has_started());
        let history = clock.history().to_vec();
        assert_eq!(history.len(), h.session().game.ply_count());
        // The first moves are not timed (both clocks start after them);
        // from then on each side's time after each of its moves goes down.
        assert_eq!(history[..2], [base, base]);
        for side in [0, 1] {
            let times: Vec<Duration> = history.iter().skip(side).step_by(2).copied().collect();
            for pair in times.windows(2) {
                assert!(pair[1] < pair[0], "the clocks after each move: {history:?}");
            }
        }
        assert!(clock.left(Color::White) < base, "{clock:?}");
        assert!(clock.left(Color::Black) < base, "{clock:?}");
    }
}

#[test]
fn the_board_turns_to_the_side_to_move_for_two_players_when_asked() {
    let mut h = timed_game(TimeControl::fischer(300, 0));
    assert!(!h.session().flipped, "off by default");
    h.world().resource_mut::<AppSettings>().turn_board = true;
    h.world()
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )));
    h.app.update();
    // White to move after 1.e4 e5: White's side stays at the bottom.
    assert!(!h.session().flipped);
    h.request("g1f3");
    assert!(
        h.session().flipped,
        "Black to move sees the board from Black's side"
    );
    h.request("b8c6");
    assert!(!h.session().flipped);
}

/// The home screen's quick game: against the computer at the level chosen
/// before, from the standard start, with the clock of the tile, whatever
/// Setup held (a start position, Chess960, two players).
#[test]
fn a_quick_game_is_against_the_computer_with_its_clock_from_the_start() {
    use rookery::app::session::{
        Chess960Start, ChoicesRequest, GameCommand, GameMode, Opponent, PlayerKind,
    };
    use rookery::engine::Level;
    let mut h = Harness::new();
    {
        let mut c = h.world().resource_mut::<SetupChoices>();
        c.mode = GameMode::HumanVsHuman;
        c.level = Level::Strength(5);
        c.start_fen = Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1".into());
        c.chess960 = Some(Chess960Start::Number(0));
    }
    let five_three = TimeControl::fischer(300, 3);
    h.world()
        .write_message(ChoicesRequest::Quick(Some(five_three)));
    h.world().write_message(GameCommand::Start);
    h.settle();
    assert_eq!(h.screen(), Screen::Playing);
    let session = h.session();
    assert_eq!(session.mode, GameMode::HumanVsComputer);
    assert_eq!(session.players[Color::White], PlayerKind::Human);
    assert_eq!(
        session.players[Color::Black],
        PlayerKind::Computer(Opponent::Builtin(Level::Strength(5)))
    );
    assert_eq!(
        session.game.position().to_fen(),
        rookery::rules::STARTING_FEN
    );
    let clock = h
        .world()
        .resource::<GameClock>()
        .0
        .clone()
        .expect("a clock");
    assert_eq!(clock.control(), five_three);
    // The quick game without clocks has none.
    h.world().write_message(GameCommand::Resign(Color::White));
    h.settle();
    h.world().write_message(ChoicesRequest::Quick(None));
    h.world().write_message(GameCommand::Start);
    h.settle();
    assert_eq!(h.screen(), Screen::Playing);
    assert_eq!(h.world().resource::<GameClock>().0, None);
}
