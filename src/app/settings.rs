//! The player's settings in the running game: one [`Settings`] resource,
//! applied at once wherever it matters and written back to the settings
//! file (atomically, half a second after the last change, and on exit).
//! This plugin alone writes it: the Settings window sends
//! [`ChangeSettings`], and other plugins ask for what they remember with
//! [`RememberEnginePath`], [`RememberChoices`] and
//! [`RememberWindowSize`]. The same goes for [`Notices`]: others send a
//! [`Notice`], the notices window [`DismissNotices`].

use bevy::prelude::*;

use super::board::AnimationSpeed;
use super::held::{AppSettings, AppStorage};
use super::i18n::Phrase;
use crate::engine::Level;
use crate::persist::{Settings, SettingsWarning, Storage};
use crate::rules::{Color, TimeControl};
use crate::text;

/// Messages for the player that are not about the game: a settings file
/// that could not be read, a save that failed. Shown by the UI until
/// dismissed; the newest last. Kept as texts, written in the window's
/// language when shown.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Notices(pub Vec<Phrase>);

impl Notices {
    /// Adds a message (and logs it, in English, as a warning).
    pub fn warn(&mut self, text: impl Into<Phrase>) {
        let text = text.into();
        warn!("{text}");
        self.0.push(text);
    }
}

/// Why the settings file could not be used, as the notice says it.
fn settings_warning_text(w: &SettingsWarning) -> Phrase {
    match w {
        SettingsWarning::Unreadable { path, error } => text!(
            "notice-settings-unreadable",
            path = path.display().to_string(),
            error = error
        ),
        SettingsWarning::SetAside { path, why, aside } => text!(
            "notice-settings-set-aside",
            path = path.display().to_string(),
            error = why,
            aside = aside.display().to_string()
        ),
        SettingsWarning::LeftInPlace { path, why, rename } => text!(
            "notice-settings-left",
            path = path.display().to_string(),
            error = why,
            rename = rename
        ),
    }
}

/// A message for the player that is not about the game (shown in the
/// notices window, and logged).
#[derive(Message, Debug, Clone, PartialEq)]
pub struct Notice(pub Phrase);

/// The player has read the notices: they go.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DismissNotices;

/// An external engine started from this path: offer it again next time.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct RememberEnginePath(pub String);

/// A game was started with these choices: offer them again next time,
/// in Setup and on the home screen's quick games.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct RememberChoices {
    /// The time control (`None`: no clock).
    pub time_control: Option<TimeControl>,
    /// The computer's level.
    pub level: Level,
    /// The colour played against the computer (`None`: at random).
    pub play_as: Option<Color>,
}

/// The window's size when it was last resized (logical pixels): open it so
/// next time.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct RememberWindowSize(pub (f32, f32));

/// The player changed something in the Settings window: these are the
/// settings as the window shows them (what the window does not show, such
/// as the window's size, is kept as it is).
#[derive(Message, Debug, Clone, PartialEq)]
pub struct ChangeSettings(pub Box<Settings>);

/// How long the settings must stay unchanged before they are written.
const SAVE_DELAY: f32 = 0.5;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AppSettings>()
        .init_resource::<Notices>()
        .add_message::<RememberEnginePath>()
        .add_message::<RememberChoices>()
        .add_message::<RememberWindowSize>()
        .add_message::<ChangeSettings>()
        .add_message::<Notice>()
        .add_message::<DismissNotices>()
        .add_systems(
            Update,
            (
                take_notices,
                apply_animation_speed,
                (
                    change_settings,
                    remember_engine_path,
                    remember_choices,
                    remember_window_size,
                )
                    .chain()
                    .before(save_settings),
                save_settings,
            ),
        );
}

/// Loads the settings file from `storage` into the app, with a notice if it
/// could not be read. The engine path older versions kept in a file of its
/// own is folded into the settings once, and that file removed when the
/// settings that now hold it are written.
pub fn load_into(app: &mut App, storage: &Storage) {
    let mut loaded = Settings::load(&storage.settings_path());
    let mut notices = Notices::default();
    if let Some(w) = &loaded.warning {
        notices.warn(settings_warning_text(w));
    }
    let old_file = storage.old_engine_path_file();
    if let Ok(text) = std::fs::read_to_string(&old_file) {
        let folded = loaded.settings.fold_old_engine_path(&text);
        let kept = !folded || loaded.settings.save(&storage.settings_path()).is_ok();
        if kept && let Err(e) = std::fs::remove_file(&old_file) {
            warn!("could not remove {}: {e}", old_file.display());
        }
    }
    app.insert_resource(AppSettings(loaded.settings))
        .insert_resource(notices);
}

/// Adds the notices sent, or clears them once read.
fn take_notices(
    mut sent: MessageReader<Notice>,
    mut dismissed: MessageReader<DismissNotices>,
    mut notices: ResMut<Notices>,
) {
    if dismissed.read().count() > 0 && !notices.0.is_empty() {
        notices.0.clear();
    }
    for Notice(text) in sent.read() {
        notices.warn(text.clone());
    }
}

fn change_settings(mut changes: MessageReader<ChangeSettings>, mut settings: ResMut<AppSettings>) {
    let Some(ChangeSettings(new)) = changes.read().last() else {
        return;
    };
    let mut new = (**new).clone();
    // What the window does not show stays as it is.
    new.version = settings.version;
    new.window_size = settings.window_size;
    new.engine_path = settings.engine_path.clone();
    new.time_control = settings.time_control;
    new.level = settings.level;
    new.play_as = settings.play_as;
    if new != settings.0 {
        settings.0 = new;
    }
}

fn remember_window_size(
    mut sizes: MessageReader<RememberWindowSize>,
    mut settings: ResMut<AppSettings>,
) {
    if let Some(RememberWindowSize(size)) = sizes.read().last()
        && settings.window_size != Some(*size)
    {
        settings.window_size = Some(*size);
    }
}

fn remember_engine_path(
    mut requests: MessageReader<RememberEnginePath>,
    mut settings: ResMut<AppSettings>,
) {
    for RememberEnginePath(path) in requests.read() {
        if settings.engine_path.as_ref() != Some(path) {
            settings.engine_path = Some(path.clone());
        }
    }
}

fn remember_choices(
    mut requests: MessageReader<RememberChoices>,
    mut settings: ResMut<AppSettings>,
) {
    let Some(choices) = requests.read().last() else {
        return;
    };
    let remembered = (settings.time_control, settings.level, settings.play_as);
    let chosen = (choices.time_control, Some(choices.level), choices.play_as);
    if remembered != chosen {
        settings.time_control = chosen.0;
        settings.level = chosen.1;
        settings.play_as = chosen.2;
    }
}

fn apply_animation_speed(settings: Res<AppSettings>, mut speed: ResMut<AnimationSpeed>) {
    if settings.is_changed() {
        let s = settings.animation.seconds();
        if speed.0 != s {
            speed.0 = s;
        }
    }
}

/// Writes the settings once they have been still for [`SAVE_DELAY`], and on
/// exit if a change is still waiting.
fn save_settings(
    settings: Res<AppSettings>,
    storage: Option<Res<AppStorage>>,
    time: Res<Time<Real>>,
    mut waiting: Local<Option<f32>>,
    mut exit: MessageReader<AppExit>,
    mut notices: ResMut<Notices>,
) {
    let Some(storage) = storage else { return };
    if settings.is_changed() && !settings.is_added() {
        *waiting = Some(0.0);
    }
    let exiting = exit.read().count() > 0;
    if let Some(t) = waiting.as_mut() {
        *t += time.delta_secs();
        if *t >= SAVE_DELAY || exiting {
            *waiting = None;
            if let Err(e) = settings.save(&storage.settings_path()) {
                notices.warn(text!(
                    "notice-settings-not-saved",
                    path = storage.settings_path().display().to_string(),
                    error = e.to_string()
                ));
            }
        }
    }
}
