//! Sound, in two parts.
//!
//! The headless part ([`plugin`], in `CorePlugin`) turns what happens in the
//! game into [`SoundCue`] messages: one cue per frame at most, the most
//! telling one (a mating move is heard as the result, not as a check). Tests
//! read these cues without any audio device.
//!
//! The output part ([`output_plugin`], added only by `run`) plays each cue
//! through bevy_kira_audio at the volume in [`Settings`], turns menu clicks
//! into [`SoundCue::Click`], and applies a volume change or mute at once,
//! to sounds still playing too. Without an audio device kira logs one
//! warning and the game goes on silently.
//!
//! The sounds are Rookery's own (see `assets/sounds/README.md`), embedded
//! in the binary like the piece art.

use std::io::Cursor;

use bevy::prelude::*;
use bevy_egui::egui::{WidgetType, output::OutputEvent};
use bevy_egui::{EguiOutput, EguiPostUpdateSet};
use bevy_kira_audio::prelude::{
    AudioApp, AudioChannel, AudioControl, AudioPlugin, AudioSource, Decibels, FromFileError,
    StaticSoundData,
};

use super::GameSet;
use super::clock::{GameClock, LOW_TIME};
use super::session::{GameChanged, PlayerKind, Session, StatusLine};
use crate::app::held::AppSettings;
use crate::persist::Settings;
use crate::rules::{ByColor, Move, Outcome};

/// A sound the game asks for.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SoundCue {
    /// A quiet move (or a move taken back).
    Move,
    /// A move that takes a piece.
    Capture,
    /// Castling.
    Castle,
    /// A move that gives check.
    Check,
    /// A pawn promotes.
    Promotion,
    /// Something the player tried was refused.
    Refused,
    /// A new game (or a rematch) starts.
    GameStart,
    /// The game is won: by the person against the computer, or by either
    /// side when both players are people (or both computers).
    Win,
    /// The person lost to the computer.
    Loss,
    /// The game is drawn.
    Draw,
    /// A button in the menus.
    Click,
    /// A player's clock went under ten seconds (once a game).
    LowTime,
}

impl SoundCue {
    /// Every cue.
    pub const ALL: [SoundCue; 12] = [
        SoundCue::Move,
        SoundCue::Capture,
        SoundCue::Castle,
        SoundCue::Check,
        SoundCue::Promotion,
        SoundCue::Refused,
        SoundCue::GameStart,
        SoundCue::Win,
        SoundCue::Loss,
        SoundCue::Draw,
        SoundCue::Click,
        SoundCue::LowTime,
    ];

    /// The file in `assets/sounds/` that plays for this cue.
    pub const fn file_name(self) -> &'static str {
        match self {
            SoundCue::Move => "move.ogg",
            SoundCue::Capture => "capture.ogg",
            SoundCue::Castle => "castle.ogg",
            SoundCue::Check => "check.ogg",
            SoundCue::Promotion => "promotion.ogg",
            SoundCue::Refused => "refused.ogg",
            SoundCue::GameStart => "game-start.ogg",
            SoundCue::Win => "win.ogg",
            SoundCue::Loss => "loss.ogg",
            SoundCue::Draw => "draw.ogg",
            SoundCue::Click => "click.ogg",
            SoundCue::LowTime => "low-time.ogg",
        }
    }

    /// The OGG Vorbis bytes embedded in the binary.
    pub const fn ogg(self) -> &'static [u8] {
        macro_rules! sound {
            ($name:literal) => {
                include_bytes!(concat!("../../assets/sounds/", $name, ".ogg"))
            };
        }
        match self {
            SoundCue::Move => sound!("move"),
            SoundCue::Capture => sound!("capture"),
            SoundCue::Castle => sound!("castle"),
            SoundCue::Check => sound!("check"),
            SoundCue::Promotion => sound!("promotion"),
            SoundCue::Refused => sound!("refused"),
            SoundCue::GameStart => sound!("game-start"),
            SoundCue::Win => sound!("win"),
            SoundCue::Loss => sound!("loss"),
            SoundCue::Draw => sound!("draw"),
            SoundCue::Click => sound!("click"),
            SoundCue::LowTime => sound!("low-time"),
        }
    }

    /// The decoded sound.
    ///
    /// # Errors
    ///
    /// When the embedded file is not valid OGG Vorbis.
    pub fn sound_data(self) -> Result<StaticSoundData, FromFileError> {
        StaticSoundData::from_cursor(Cursor::new(self.ogg()))
    }

    /// When several things happen in one frame, the highest rank is heard:
    /// the end of the game over everything, then a check, a promotion,
    /// castling, a capture, a plain move.
    const fn rank(self) -> u8 {
        match self {
            SoundCue::Win | SoundCue::Loss | SoundCue::Draw => 10,
            SoundCue::GameStart => 9,
            SoundCue::LowTime => 8,
            SoundCue::Check => 7,
            SoundCue::Promotion => 6,
            SoundCue::Castle => 5,
            SoundCue::Capture => 4,
            SoundCue::Move => 3,
            SoundCue::Refused => 2,
            SoundCue::Click => 1,
        }
    }
}

/// The cue for a move just played (`check`: the move gives check).
pub fn move_cue(mv: &Move, check: bool) -> SoundCue {
    if check {
        SoundCue::Check
    } else if mv.is_promotion() {
        SoundCue::Promotion
    } else if mv.is_castle() {
        SoundCue::Castle
    } else if mv.is_capture() {
        SoundCue::Capture
    } else {
        SoundCue::Move
    }
}

/// The cue for a finished game, heard from the person's side against the
/// computer; between two people (or two computers) any win is a win.
pub fn end_cue(outcome: Outcome, players: &ByColor<PlayerKind>) -> SoundCue {
    let Some(winner) = outcome.result.winner() else {
        return SoundCue::Draw;
    };
    match (&players[winner], &players[winner.other()]) {
        (PlayerKind::Computer(_), PlayerKind::Human) => SoundCue::Loss,
        _ => SoundCue::Win,
    }
}

/// The headless part: game events to [`SoundCue`] messages.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<SoundCue>().add_systems(
        Update,
        (low_time_cue, game_cues).chain().in_set(GameSet::Present),
    );
}

/// The clock's warning, once a game for each side a person plays, when its
/// running clock goes under [`LOW_TIME`] (sent before the frame's game cue,
/// which outranks it only when the game ends).
fn low_time_cue(
    mut changes: MessageReader<GameChanged>,
    clock: Res<GameClock>,
    session: Option<Res<Session>>,
    mut warned: Local<[bool; 2]>,
    mut cues: MessageWriter<SoundCue>,
) {
    if changes.read().any(|c| *c == GameChanged::Reset) {
        // A new (or resumed) game warns again.
        *warned = [false; 2];
    }
    let Some(session) = session else { return };
    let Some(c) = clock.0.as_ref() else { return };
    let Some(side) = c.running() else { return };
    if warned[side.index()] || c.left(side) >= LOW_TIME {
        return;
    }
    warned[side.index()] = true;
    if matches!(session.players[side], PlayerKind::Human) {
        cues.write(SoundCue::LowTime);
    }
}

/// One cue per frame from the game's changes, its end and refusals.
fn game_cues(
    mut changes: MessageReader<GameChanged>,
    session: Option<Res<Session>>,
    line: Res<StatusLine>,
    mut last_outcome: Local<Option<Outcome>>,
    mut warnings_heard: Local<u32>,
    mut cues: MessageWriter<SoundCue>,
) {
    let changes: Vec<GameChanged> = changes.read().copied().collect();
    let Some(session) = session else { return };
    let mut best: Option<SoundCue> = None;
    let mut offer = |cue: SoundCue| {
        if best.is_none_or(|b| cue.rank() > b.rank()) {
            best = Some(cue);
        }
    };
    for (i, change) in changes.iter().enumerate() {
        match change {
            GameChanged::Moved(mv, _) => {
                // Only the last change of the frame left its position on
                // the board, so only it can be asked about check.
                let last = i + 1 == changes.len();
                offer(move_cue(mv, last && session.position().is_check()));
            }
            GameChanged::Undone(_) => offer(SoundCue::Move),
            GameChanged::Reset => offer(SoundCue::GameStart),
        }
    }
    let outcome = session.game.outcome();
    if outcome != *last_outcome {
        if let Some(o) = outcome {
            offer(end_cue(o, &session.players));
        }
        *last_outcome = outcome;
    }
    // The status line counts warnings; only its count is read here.
    if line.warnings_said != *warnings_heard {
        offer(SoundCue::Refused);
        *warnings_heard = line.warnings_said;
    }
    if let Some(cue) = best {
        cues.write(cue);
    }
}

/// The gain for the settings: `None` when muted or at zero volume. The
/// slider is heard as loudness, so its position squared is the amplitude
/// (0.5 is -12 dB, 0.7 is about -6 dB).
pub fn gain(settings: &Settings) -> Option<Decibels> {
    let v = settings.volume.clamp(0.0, 1.0);
    (settings.sound && v > 0.0).then(|| Decibels((40.0 * v.log10()).max(Decibels::SILENCE.0)))
}

/// The kira channel Rookery's effects play on.
#[derive(Resource)]
pub struct Effects;

/// The decoded sounds, by cue (a sound that failed to decode is missing
/// and that cue stays silent).
#[derive(Resource, Default)]
struct Sounds(Vec<(SoundCue, Handle<AudioSource>)>);

/// The gain last given to the effects channel (`None`: muted).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct AppliedGain(pub Option<Decibels>);

/// The output part: kira, the sounds, volume, and menu clicks. Only for a
/// real window (`run`); tests use [`plugin`] alone.
pub fn output_plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_audio_channel::<Effects>()
        .init_resource::<Sounds>()
        .init_resource::<AppliedGain>()
        .add_systems(Startup, load_sounds)
        .add_systems(
            Update,
            (apply_volume, play_cues).chain().after(GameSet::Present),
        )
        .add_systems(
            PostUpdate,
            menu_clicks.after(EguiPostUpdateSet::ProcessOutput),
        );
}

fn load_sounds(mut sounds: ResMut<Sounds>, mut assets: ResMut<Assets<AudioSource>>) {
    for cue in SoundCue::ALL {
        match cue.sound_data() {
            Ok(sound) => sounds.0.push((cue, assets.add(AudioSource { sound }))),
            Err(e) => warn!("the sound {} could not be read: {e}", cue.file_name()),
        }
    }
}

/// Applies the volume and mute the moment they change, to sounds still
/// playing too (kira keeps the channel's volume for the next ones).
fn apply_volume(
    settings: Res<AppSettings>,
    channel: Res<AudioChannel<Effects>>,
    mut applied: ResMut<AppliedGain>,
    mut first: Local<bool>,
) {
    let wanted = gain(&settings);
    if !*first || wanted != applied.0 {
        *first = true;
        applied.0 = wanted;
        channel.set_volume(wanted.unwrap_or(Decibels::SILENCE));
    }
}

/// Plays the cues. A click is held for one frame: if the button's action
/// brings a game cue (Start, Resign, Play), that cue plays instead.
fn play_cues(
    mut cues: MessageReader<SoundCue>,
    sounds: Res<Sounds>,
    applied: Res<AppliedGain>,
    channel: Res<AudioChannel<Effects>>,
    mut held_click: Local<bool>,
) {
    let mut game_cue = None;
    let mut click = false;
    for &cue in cues.read() {
        if cue == SoundCue::Click {
            click = true;
        } else if game_cue.is_none_or(|c: SoundCue| cue.rank() > c.rank()) {
            game_cue = Some(cue);
        }
    }
    let cue = match game_cue {
        Some(cue) => {
            *held_click = false;
            Some(cue)
        }
        None => {
            let play = std::mem::replace(&mut *held_click, click);
            play.then_some(SoundCue::Click)
        }
    };
    let Some(cue) = cue else { return };
    if applied.0.is_none() {
        return;
    }
    if let Some((_, handle)) = sounds.0.iter().find(|(c, _)| *c == cue) {
        channel.play(handle.clone());
    }
}

/// A click sound for any egui button, checkbox, radio button or selectable
/// label the player clicked, read from egui's output of the frame (the
/// accessibility events egui writes for every clicked widget), so no
/// screen needs to know about sound.
fn menu_clicks(
    outputs: Query<&EguiOutput, Changed<EguiOutput>>,
    mut cues: MessageWriter<SoundCue>,
) {
    let clicked = outputs.iter().any(|o| {
        o.platform_output.events.iter().any(|e| {
            matches!(e, OutputEvent::Clicked(info) if info.enabled && matches!(
                info.typ,
                WidgetType::Button
                    | WidgetType::Checkbox
                    | WidgetType::RadioButton
                    | WidgetType::SelectableLabel
            ))
        })
    });
    if clicked {
        cues.write(SoundCue::Click);
    }
}
