//! Which sound the game asks for: the `SoundCue` messages the real systems
//! write while moves are dragged, typed and refused, recorded frame by
//! frame. The expected cue for each position comes from the chess itself
//! (a capture takes a piece, a bishop on f7 checks the king on e8), not
//! from the code that chooses cues.

use super::*;
use rookery::app::audio::{self, AppliedGain, SoundCue};
use rookery::app::held::AppSettings;
use rookery::app::session::{GameMode, PlayerKind, SetupChoices};
use rookery::engine::Level;
use rookery::persist::Settings;

/// Every cue written, in order.
#[derive(Resource, Default)]
struct Heard(Vec<SoundCue>);

fn record(mut cues: MessageReader<SoundCue>, mut heard: ResMut<Heard>) {
    heard.0.extend(cues.read().copied());
}

fn listening() -> Harness {
    let mut h = Harness::new();
    h.app.init_resource::<Heard>().add_systems(Last, record);
    h
}

/// The cues since the last call.
fn heard(h: &mut Harness) -> Vec<SoundCue> {
    std::mem::take(&mut h.world().resource_mut::<Heard>().0)
}

/// A game between two people, the moves given as UCI, the cues so far
/// forgotten.
fn game_after(moves: &[&str]) -> Harness {
    let mut h = listening();
    h.start_game();
    for uci in moves {
        h.request(uci);
    }
    heard(&mut h);
    h
}

#[test]
fn a_new_game_is_announced_once() {
    let mut h = listening();
    h.start_game();
    assert_eq!(heard(&mut h), [SoundCue::GameStart]);
}

#[test]
fn a_quiet_move_dragged_is_one_move_sound() {
    let mut h = game_after(&[]);
    assert!(h.drag(sq("e2"), sq("e4")));
    assert_eq!(heard(&mut h), [SoundCue::Move]);
    h.request("e7e5");
    assert_eq!(heard(&mut h), [SoundCue::Move]);
}

#[test]
fn a_capture_sounds_like_a_capture() {
    // 1. e4 d5 2. exd5: White's pawn takes the one on d5.
    let mut h = game_after(&["e2e4", "d7d5"]);
    assert!(h.drag(sq("e4"), sq("d5")));
    assert_eq!(h.position().piece_at(sq("e4")), None);
    assert_eq!(
        h.position().piece_at(sq("d5")),
        Some(rules::Piece::new(
            rules::Color::White,
            rules::PieceKind::Pawn
        )),
        "the black pawn on d5 is taken"
    );
    assert_eq!(heard(&mut h), [SoundCue::Capture]);
    // En passant: 1. e4 a6 2. e5 d5 3. exd6, onto an empty square; the
    // pawn taken stood on d5.
    let mut h = game_after(&["e2e4", "a7a6", "e4e5", "d7d5"]);
    assert_eq!(h.position().piece_at(sq("d6")), None);
    assert!(h.drag(sq("e5"), sq("d6")));
    assert_eq!(h.position().piece_at(sq("d5")), None, "the pawn taken");
    assert_eq!(
        h.position().piece_at(sq("d6")),
        Some(rules::Piece::new(
            rules::Color::White,
            rules::PieceKind::Pawn
        ))
    );
    assert_eq!(heard(&mut h), [SoundCue::Capture]);
}

#[test]
fn a_check_is_heard_as_check_even_when_it_also_captures() {
    // 1. e4 d5 2. Bb5+: a plain check.
    let mut h = game_after(&["e2e4", "d7d5"]);
    assert!(h.drag(sq("f1"), sq("b5")));
    assert!(h.position().is_check());
    assert_eq!(heard(&mut h), [SoundCue::Check]);
    // 1. e4 e5 2. Bc4 Nc6 3. Bxf7+: a capture that gives check.
    let mut h = game_after(&["e2e4", "e7e5", "f1c4", "b8c6"]);
    assert!(h.drag(sq("c4"), sq("f7")));
    assert!(h.position().is_check());
    assert_eq!(heard(&mut h), [SoundCue::Check]);
    // The king takes back: a capture, no check.
    h.request("e8f7");
    assert_eq!(heard(&mut h), [SoundCue::Capture]);
}

#[test]
fn castling_has_its_own_sound() {
    let mut h = game_after(&["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5"]);
    assert!(h.drag(sq("e1"), sq("g1")));
    assert!(h.position().piece_at(sq("f1")).is_some(), "the rook moved");
    assert_eq!(heard(&mut h), [SoundCue::Castle]);
}

#[test]
fn a_promotion_is_heard_when_the_piece_is_chosen() {
    // 1. h4 g5 2. hxg5 h6 3. gxh6 Bg7 4. hxg7 a6: g7xh8 promotes, taking.
    let mut h = game_after(&TO_PROMOTION);
    // The drop opens the chooser: nothing is played yet, nothing heard.
    assert!(h.drag(sq("g7"), sq("h8")));
    assert!(h.app.world().resource::<PendingPromotion>().0.is_some());
    assert_eq!(heard(&mut h), []);
    let mut q = h.world().query::<(Entity, &PromotionChoice)>();
    let queen = q
        .iter(h.app.world())
        .find(|(_, c)| c.kind == rules::PieceKind::Queen)
        .map(|(e, _)| e)
        .expect("queen choice");
    h.click_entity(sq("h8"), queen);
    h.settle();
    assert_eq!(h.session().game.moves().last().unwrap().san, "gxh8=Q");
    assert_eq!(heard(&mut h), [SoundCue::Promotion]);
}

#[test]
fn refused_actions_are_heard_every_time() {
    let mut h = game_after(&[]);
    // A pawn cannot go three squares: refused, the same way twice.
    for _ in 0..2 {
        let before = h.position();
        h.drag(sq("e2"), sq("e5"));
        assert_eq!(h.position(), before);
        assert_eq!(heard(&mut h), [SoundCue::Refused]);
    }
    // Black's piece on White's turn.
    h.click(sq("e7"));
    h.settle();
    assert_eq!(heard(&mut h), [SoundCue::Refused]);
    // A typed move that is not a move.
    h.world().write_message(GameCommand::Typed("Ke9".into()));
    h.settle();
    assert_eq!(heard(&mut h), [SoundCue::Refused]);
    // Nothing to take back.
    h.world().write_message(GameCommand::Undo);
    h.settle();
    assert_eq!(heard(&mut h), [SoundCue::Refused]);
    // A legal move after all that is a move again.
    h.request("e2e4");
    assert_eq!(heard(&mut h), [SoundCue::Move]);
}

#[test]
fn a_click_on_the_own_piece_is_silent() {
    let mut h = game_after(&[]);
    h.click(sq("e2"));
    h.settle();
    assert_eq!(heard(&mut h), []);
}

#[test]
fn a_move_taken_back_is_heard_as_a_move() {
    let mut h = game_after(&["e2e4", "d7d5", "e4d5"]);
    h.world().write_message(GameCommand::Undo);
    h.settle();
    assert_eq!(heard(&mut h), [SoundCue::Move]);
}

#[test]
fn fools_mate_between_two_people_is_one_win_sound() {
    let mut h = game_after(&["f2f3", "e7e5", "g2g4"]);
    h.request("d8h4");
    assert_eq!(h.screen(), Screen::GameOver);
    // Mate is a check too, but the result is what is heard, once.
    assert_eq!(heard(&mut h), [SoundCue::Win]);
    // Nothing more while the game-over screen stays.
    h.settle();
    assert_eq!(heard(&mut h), []);
    // A rematch starts with the start sound.
    h.world().write_message(GameCommand::Rematch);
    h.settle();
    assert_eq!(heard(&mut h), [SoundCue::GameStart]);
}

#[test]
fn an_agreed_draw_sounds_like_a_draw() {
    let mut h = game_after(&["e2e4"]);
    h.world().write_message(GameCommand::OfferDraw);
    h.settle();
    h.world().write_message(GameCommand::AnswerDraw {
        by: rookery::rules::Color::White,
        accept: true,
    });
    h.settle();
    assert_eq!(h.screen(), Screen::GameOver);
    assert_eq!(heard(&mut h), [SoundCue::Draw]);
}

/// A person (White) against the computer (Black), which is not to move.
fn against_computer() -> Harness {
    let mut h = listening();
    {
        let mut c = h.world().resource_mut::<SetupChoices>();
        c.mode = GameMode::HumanVsComputer;
        c.level = Level::Random;
    }
    h.start_game();
    assert!(matches!(h.session().players.black, PlayerKind::Computer(_)));
    assert_eq!(heard(&mut h), [SoundCue::GameStart]);
    h
}

#[test]
fn against_the_computer_a_loss_and_a_win_sound_different() {
    let mut h = against_computer();
    h.world()
        .write_message(GameCommand::Resign(rules::Color::White));
    h.settle();
    assert_eq!(h.screen(), Screen::GameOver);
    assert_eq!(heard(&mut h), [SoundCue::Loss]);

    let mut h = against_computer();
    h.world()
        .write_message(GameCommand::Resign(rules::Color::Black));
    h.settle();
    assert_eq!(h.screen(), Screen::GameOver);
    assert_eq!(heard(&mut h), [SoundCue::Win]);
}

/// Each sound's length in samples at 44 100 Hz (mono), read from its file
/// without the code under test: the granule position of the file's last
/// Ogg page (RFC 3533; for Vorbis, the number of samples), with Python's
/// `struct` on `assets/sounds/*.ogg`. In seconds: move 0.16, capture 0.20,
/// castle 0.27, check 0.46, promotion 0.59, refused 0.25, game start 0.73,
/// win 1.20, loss 1.22, draw 0.90, click 0.03, low time 0.23. All
/// different, so a cue that played another cue's file would be caught.
const LENGTHS: [(SoundCue, usize); 12] = [
    (SoundCue::Move, 7_056),
    (SoundCue::Capture, 8_880),
    (SoundCue::Castle, 11_907),
    (SoundCue::Check, 20_286),
    (SoundCue::Promotion, 26_019),
    (SoundCue::Refused, 11_025),
    (SoundCue::GameStart, 32_193),
    (SoundCue::Win, 52_920),
    (SoundCue::Loss, 53_802),
    (SoundCue::Draw, 39_689),
    (SoundCue::Click, 1_323),
    (SoundCue::LowTime, 10_143),
];

#[test]
fn every_sound_is_embedded_audible_short_and_its_own() {
    assert_eq!(SoundCue::ALL.len(), LENGTHS.len());
    for (cue, samples) in LENGTHS {
        let data = cue
            .sound_data()
            .unwrap_or_else(|e| panic!("{}: {e}", cue.file_name()));
        assert_eq!(data.sample_rate, 44_100, "{}", cue.file_name());
        assert_eq!(data.frames.len(), samples, "{} length", cue.file_name());
        let peak = data
            .frames
            .iter()
            .map(|f| f.left.abs().max(f.right.abs()))
            .fold(0.0f32, f32::max);
        assert!(
            (0.1..=1.0).contains(&peak),
            "{} peaks at {peak}",
            cue.file_name()
        );
    }
}

#[test]
fn volume_is_heard_as_loudness_and_mute_is_silence() {
    let at = |sound: bool, volume: f32| {
        audio::gain(&Settings {
            sound,
            volume,
            ..Settings::default()
        })
        .map(|d| d.0)
    };
    assert_eq!(at(false, 1.0), None);
    assert_eq!(at(true, 0.0), None);
    assert_eq!(at(true, 1.0), Some(0.0));
    let half = at(true, 0.5).unwrap();
    assert!((half + 12.04).abs() < 0.1, "{half}");
    // From 4 % up (kira hears -60 dB and below as silence), every step
    // of the slider is audible and louder than the one before.
    let mut last = -60.0_f32;
    for step in 4..=100 {
        let db = at(true, step as f32 / 100.0).unwrap();
        assert!(db > last, "louder at {step} %: {db} dB after {last} dB");
        last = db;
    }
}

/// The output part in a headless app: this machine (and CI) has no sound
/// card, so kira cannot open a device. The game must go on: cues are
/// played into the void, no panic, and a volume change or mute is applied
/// in the same frame.
#[test]
fn without_an_audio_device_the_game_goes_on_and_volume_follows_settings() {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        bevy::input::InputPlugin,
        bevy::asset::AssetPlugin::default(),
    ))
    .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )))
    // Quiet, in case the machine running the tests does have speakers.
    .insert_resource(AppSettings(Settings {
        volume: 0.05,
        ..Settings::default()
    }))
    .add_plugins((CorePlugin, audio::output_plugin));
    app.update();
    let mut h = Harness { app };
    let sources = h
        .app
        .world()
        .resource::<Assets<bevy_kira_audio::prelude::AudioSource>>()
        .len();
    assert_eq!(sources, SoundCue::ALL.len(), "every sound decoded");
    h.start_game();
    assert!(h.drag(sq("e2"), sq("e4")));
    h.request("e7e5");
    assert_eq!(h.session().game.ply_count(), 2);

    let wanted = |h: &Harness| audio::gain(h.app.world().resource::<AppSettings>());
    assert_eq!(h.app.world().resource::<AppliedGain>().0, wanted(&h));
    h.world().resource_mut::<AppSettings>().volume = 0.8;
    h.app.update();
    let applied = h.app.world().resource::<AppliedGain>().0;
    assert_eq!(applied, wanted(&h));
    assert!(
        applied.is_some_and(|d| d.0 > -4.0 && d.0 < -3.8),
        "{applied:?}"
    );
    h.world().resource_mut::<AppSettings>().sound = false;
    h.app.update();
    assert_eq!(h.app.world().resource::<AppliedGain>().0, None);
    h.request("g1f3");
    assert_eq!(h.session().game.ply_count(), 3);
}

/// Two people at 0:15 + 0: the warning sounds once when White's running
/// clock goes under ten seconds, not again on the next frames, and once
/// for Black.
#[test]
fn the_low_time_warning_sounds_once_for_each_side() {
    use bevy::time::TimeUpdateStrategy;
    use rookery::rules::TimeControl;
    use std::time::Duration;
    fn step(h: &mut Harness, ms: u64) {
        h.world()
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
                ms,
            )));
    }
    let mut h = listening();
    h.world().resource_mut::<SetupChoices>().time_control = Some(TimeControl::fischer(15, 0));
    h.start_game();
    h.request("e2e4");
    h.request("e7e5");
    heard(&mut h);
    // About 14 s left on White's clock: four one-second frames bring it
    // under 10, three more stay there.
    step(&mut h, 1000);
    for _ in 0..7 {
        h.app.update();
    }
    assert_eq!(heard(&mut h), [SoundCue::LowTime]);
    step(&mut h, 50);
    h.request("g1f3");
    assert_eq!(heard(&mut h), [SoundCue::Move]);
    step(&mut h, 1000);
    for _ in 0..7 {
        h.app.update();
    }
    assert_eq!(heard(&mut h), [SoundCue::LowTime]);
}
