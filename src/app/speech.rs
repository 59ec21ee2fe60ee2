//! Settings → Speak moves: the announcements a screen reader hears
//! (`announce`: the moves in words, the game's end, a refused move, the
//! screens and windows opening) spoken through the system's speech, for a
//! player who wants to hear the game without a screen reader. Off by
//! default.
//!
//! On Linux the system's speech is speech-dispatcher, reached through its
//! own client `spd-say` (Debian's `speech-dispatcher` package), started for
//! each announcement in the window's language. Rookery itself links nothing
//! for it, so it builds and starts the same with speech installed or not;
//! when `spd-say` is missing or fails, the player gets one notice saying
//! so and Rookery stays quiet until the setting is turned on again.
//! [`Speech`] is written only here.

use std::io;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;

use super::GameSet;
use super::announce::Announcement;
use super::held::AppSettings;
use super::i18n::Tr;
use super::settings::Notice;

/// Why the system's speech could not speak.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeechError {
    /// No speech service to speak through (`spd-say` not installed).
    Missing,
    /// It is there but failed (the system's words).
    Failed(String),
}

/// Something that speaks a text in a language (a code such as "fr").
pub trait Speaker: Send + Sync + 'static {
    /// Starts speaking `text`; returns at once. Why it could not, if not.
    fn say(&mut self, text: &str, language: &str) -> Result<(), SpeechError>;
}

/// speech-dispatcher's client, `spd-say`, one short-lived process per
/// announcement (queued by the speech service as messages, so a move is
/// never cut short by the next). A client that could not reach the
/// service (it exits with a failure) is reported at the next announcement.
#[derive(Default)]
pub struct SpdSay {
    /// How the last client failed, once it has ended.
    failure: Arc<Mutex<Option<String>>>,
}

impl Speaker for SpdSay {
    fn say(&mut self, text: &str, language: &str) -> Result<(), SpeechError> {
        if let Some(failure) = self
            .failure
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take()
        {
            return Err(SpeechError::Failed(failure));
        }
        let child = Command::new("spd-say")
            .args(["--language", language, "--priority", "message", "--", text])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        match child {
            Ok(mut child) => {
                // Reaped on a thread of its own, so no process is left
                // behind and no frame waits for speech.
                let failure = Arc::clone(&self.failure);
                let _ = std::thread::Builder::new()
                    .name("spd-say".into())
                    .spawn(move || {
                        if let Ok(status) = child.wait()
                            && !status.success()
                        {
                            *failure.lock().unwrap_or_else(|p| p.into_inner()) =
                                Some(format!("spd-say: {status}"));
                        }
                    });
                Ok(())
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => Err(SpeechError::Missing),
            Err(e) => Err(SpeechError::Failed(e.to_string())),
        }
    }
}

/// The speaker in use, and whether it failed (then silent until the
/// setting is turned on again).
#[derive(Resource)]
pub struct Speech {
    speaker: Box<dyn Speaker>,
    failed: bool,
}

impl Speech {
    /// Speech through `speaker` (tests record what would be said).
    pub fn with(speaker: impl Speaker) -> Speech {
        Speech {
            speaker: Box::new(speaker),
            failed: false,
        }
    }
}

impl Default for Speech {
    fn default() -> Self {
        Speech::with(SpdSay::default())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Speech>().add_systems(
        Update,
        speak
            .in_set(GameSet::Present)
            .after(super::announce::Announcing),
    );
}

/// Speaks each new announcement while the setting is on.
fn speak(
    announcement: Res<Announcement>,
    settings: Res<AppSettings>,
    mut speech: ResMut<Speech>,
    mut spoken: Local<u64>,
    mut notices: MessageWriter<Notice>,
    tr: Res<Tr>,
) {
    if settings.is_changed() && settings.speak_moves && speech.failed {
        // Turned on again: try again.
        speech.failed = false;
    }
    if !announcement.is_changed() || announcement.count == *spoken {
        return;
    }
    *spoken = announcement.count;
    if !settings.speak_moves || speech.failed || announcement.parts.is_empty() {
        return;
    }
    let text: Vec<String> = announcement
        .parts
        .iter()
        .map(|p| tr.text(p, false))
        .collect();
    let language = tr.language().code();
    if let Err(why) = speech.speaker.say(&text.join(". "), language) {
        speech.failed = true;
        notices.write(Notice(match why {
            SpeechError::Missing => crate::text!("notice-speech-missing"),
            SpeechError::Failed(error) => crate::text!("notice-speech-failed", error = error),
        }));
    }
}
