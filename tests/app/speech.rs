//! Settings → Speak moves: the announcements spoken through the system's
//! speech. A recording speaker stands in for speech-dispatcher; the texts
//! are written down by hand.

use std::sync::{Arc, Mutex};

use rookery::app::held::AppSettings;
use rookery::app::i18n::Language;
use rookery::app::settings::{ChangeSettings, Notices};
use rookery::app::speech::{Speaker, Speech, SpeechError};

/// Keeps what it was asked to say, or fails as told.
#[derive(Clone, Default)]
struct Recorder {
    said: Arc<Mutex<Vec<(String, String)>>>,
    missing: bool,
}

impl Speaker for Recorder {
    fn say(&mut self, text: &str, language: &str) -> Result<(), SpeechError> {
        if self.missing {
            return Err(SpeechError::Missing);
        }
        self.said
            .lock()
            .unwrap()
            .push((text.to_string(), language.to_string()));
        Ok(())
    }
}

fn with_speech(h: &mut super::Harness, recorder: &Recorder, on: bool, language: Option<&str>) {
    h.world().insert_resource(Speech::with(recorder.clone()));
    let mut settings = h.world().resource::<AppSettings>().0.clone();
    settings.speak_moves = on;
    settings.language = language.map(str::to_string);
    h.world().write_message(ChangeSettings(Box::new(settings)));
    h.settle();
}

fn said(recorder: &Recorder) -> Vec<(String, String)> {
    recorder.said.lock().unwrap().clone()
}

#[test]
fn with_speak_moves_on_each_move_is_spoken_in_the_window_language() {
    let recorder = Recorder::default();
    let mut h = super::Harness::new();
    h.start_game();
    with_speech(&mut h, &recorder, true, Some("de"));
    assert_eq!(
        h.world().resource::<rookery::app::i18n::Tr>().language(),
        Language::German
    );
    h.request("e2e4");
    h.request("g8f6");
    assert_eq!(
        said(&recorder),
        [
            ("Weiß: Bauer nach e4".to_string(), "de".to_string()),
            ("Schwarz: Springer nach f6".to_string(), "de".to_string()),
        ]
    );
}

#[test]
fn speak_moves_is_off_by_default_and_says_nothing() {
    let recorder = Recorder::default();
    let mut h = super::Harness::new();
    assert!(!h.world().resource::<AppSettings>().speak_moves);
    h.world().insert_resource(Speech::with(recorder.clone()));
    h.start_game();
    h.request("e2e4");
    assert_eq!(said(&recorder), []);
}

#[test]
fn missing_speech_is_one_notice_and_then_silence() {
    let recorder = Recorder {
        missing: true,
        ..Recorder::default()
    };
    let mut h = super::Harness::new();
    h.start_game();
    with_speech(&mut h, &recorder, true, None);
    h.request("e2e4");
    h.request("e7e5");
    h.request("g1f3");
    let notices = &h.world().resource::<Notices>().0;
    assert_eq!(notices.len(), 1, "one notice for three moves: {notices:?}");
    let tr = rookery::app::i18n::Tr::new(Language::English);
    assert!(
        tr.text(&notices[0], false)
            .starts_with("Speak moves: the system's speech is not installed"),
        "{:?}",
        tr.text(&notices[0], false)
    );
    // The game went on.
    assert_eq!(h.session().game.ply_count(), 3);
}
