//! The window's languages: every text a player reads comes from Fluent
//! message files (`assets/locales/<code>/*.ftl`, built into the program),
//! in the language the settings choose or, by default, the system's.
//!
//! The plugin owns [`Tr`], the bundle of the language in use (the
//! thread-safe `fluent_bundle::concurrent` one, as a Bevy resource must
//! be); it is replaced when the language setting changes, so every screen
//! reads the new language on the next frame. Texts are looked up with
//! [`tr!`](crate::tr): `tr!(tr, "menu-new-game")`, or with arguments,
//! `tr!(tr, "status-moves", count = 3)`. Plurals and the like are written
//! in the message files (Fluent's selectors), never by joining strings.
//! An id the code uses must be in every language's files, and the files
//! must hold no id the code no longer uses: `tests/app/i18n.rs` checks
//! both, from the `tr!` and [`msg!`](crate::msg) calls in `src/`.

mod error_text;
mod format;
mod rules_text;
mod text;

use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

use crate::app::held::AppSettings;
use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

pub use error_text::{
    engine_error_text, engine_note_text, fen_error_text, library_error_text, load_error_text,
    parse_fen_error_text, pgn_error_text, position_error_text,
};
pub use format::{FIGURINES, eval_text, format_number, localise_san, number};
pub use rules_text::{
    game_error_text, glyph_id, glyph_text, move_words, numbered_move_text, outcome_text, piece_key,
    san_error_text,
};
pub use text::{Arg, Phrase};

use crate::persist::Settings;

/// A language the window speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    /// English (the language of the code, PGN and the command line).
    #[default]
    English,
    /// French.
    French,
    /// German.
    German,
    /// Spanish.
    Spanish,
}

impl Language {
    /// Every language, in the order Settings lists them.
    pub const ALL: [Language; 4] = [
        Language::English,
        Language::French,
        Language::German,
        Language::Spanish,
    ];

    /// Its code (ISO 639-1), as the settings file and the folders of
    /// `assets/locales` name it.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::German => "de",
            Language::Spanish => "es",
        }
    }

    /// Its name in itself, as a language menu lists it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
            Language::German => "Deutsch",
            Language::Spanish => "Español",
        }
    }

    /// The language of a code or a locale ("fr", "fr-FR", "de_AT.UTF-8"),
    /// if Rookery speaks it.
    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The language the system asks for (`sys-locale`: LANGUAGE, LC_ALL,
    /// LC_MESSAGES, LANG on Linux), English if Rookery does not speak it.
    pub fn of_system() -> Language {
        sys_locale::get_locales()
            .find_map(|l| Language::from_code(&l))
            .unwrap_or_default()
    }

    /// The language the settings choose: theirs if known, else the
    /// system's.
    pub fn chosen(settings: &Settings) -> Language {
        settings
            .language
            .as_deref()
            .and_then(Language::from_code)
            .unwrap_or_else(Language::of_system)
    }

    /// The message files of this language, built into the program.
    fn sources(self) -> &'static [(&'static str, &'static str)] {
        // The files of every language, named once; `include_str!` needs
        // each path as a literal, so the macro writes them out.
        macro_rules! files {
            ($($language:ident $code:literal),*; $files:tt) => {
                match self {
                    $(Language::$language => files!(@one $code $files),)*
                }
            };
            (@one $code:literal [$($file:literal),*]) => {
                &[$(($file, include_str!(concat!("../../../assets/locales/", $code, "/", $file)))),*]
            };
        }
        files!(
            English "en", French "fr", German "de", Spanish "es";
            ["common.ftl", "menus.ftl", "settings.ftl", "setup.ftl", "panel.ftl",
             "files.ftl", "editor.ftl", "help.ftl", "status.ftl", "errors.ftl",
             "library.ftl", "puzzles.ftl", "studies.ftl", "repertoire.ftl"]
        )
    }

    fn langid(self) -> LanguageIdentifier {
        self.code()
            .parse()
            .expect("the codes are valid language ids")
    }
}

/// One language's messages, ready to format.
struct Bundle(FluentBundle<FluentResource>);

impl Bundle {
    /// The bundle of `language`. A file that does not parse keeps the
    /// messages that do (Fluent recovers entry by entry); the tests make
    /// sure none fails.
    fn of(language: Language) -> Bundle {
        let mut bundle = FluentBundle::new_concurrent(vec![language.langid()]);
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(format::formatter(language)));
        for (file, source) in language.sources() {
            let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, e)| {
                error!(
                    "{}/{file}: {} errors, first {:?}",
                    language.code(),
                    e.len(),
                    e.first()
                );
                r
            });
            if let Err(e) = bundle.add_resource(resource) {
                error!("{}/{file}: {e:?}", language.code());
            }
        }
        Bundle(bundle)
    }

    fn format(&self, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        let message = self.0.get_message(id)?;
        let pattern = message.value()?;
        let mut errors = Vec::new();
        let text = self.0.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            warn!("message {id}: {errors:?}");
        }
        Some(text.into_owned())
    }

    fn has(&self, id: &str) -> bool {
        self.0.has_message(id)
    }
}

/// The window's language and its messages: what every screen reads its
/// texts from. Owned by the i18n plugin, which replaces it when the
/// language setting changes.
#[derive(Resource, Clone)]
pub struct Tr {
    language: Language,
    bundle: Arc<Bundle>,
    /// English, for a message a language lacks (the tests keep that from
    /// happening).
    fallback: Arc<Bundle>,
}

impl std::fmt::Debug for Tr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tr")
            .field("language", &self.language)
            .finish()
    }
}

impl PartialEq for Tr {
    fn eq(&self, other: &Tr) -> bool {
        self.language == other.language
    }
}

impl Default for Tr {
    fn default() -> Tr {
        Tr::new(Language::English)
    }
}

impl Tr {
    /// The messages of `language`.
    pub fn new(language: Language) -> Tr {
        let english = Tr::english();
        if language == Language::English {
            return english.clone();
        }
        Tr {
            language,
            bundle: Arc::new(Bundle::of(language)),
            fallback: english.bundle.clone(),
        }
    }

    /// English, its files read once for the whole program: the fallback
    /// of every language, and the words of [`Phrase::english`].
    pub(super) fn english() -> &'static Tr {
        static ENGLISH: OnceLock<Tr> = OnceLock::new();
        ENGLISH.get_or_init(|| {
            let bundle = Arc::new(Bundle::of(Language::English));
            Tr {
                language: Language::English,
                bundle: bundle.clone(),
                fallback: bundle,
            }
        })
    }

    /// The language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Whether this language has message `id` (for the tests).
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has(id)
    }

    /// Message `id` with `args`; use [`tr!`](crate::tr) rather than this.
    pub fn format(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let args = (!args.is_empty()).then(|| {
            let mut a = FluentArgs::new();
            for (name, value) in args {
                a.set(*name, value.clone());
            }
            a
        });
        self.bundle
            .format(id, args.as_ref())
            .or_else(|| {
                warn!("no message {id} in {}", self.language.code());
                self.fallback.format(id, args.as_ref())
            })
            .unwrap_or_else(|| id.to_string())
    }

    /// A move in SAN as this language writes it: its piece letters
    /// (message `san-letters`: K Q R B N in the language's order) or,
    /// with `figurines`, the chess figurines.
    pub fn san<'a>(&self, san: &'a str, figurines: bool) -> Cow<'a, str> {
        if figurines {
            return localise_san(san, &format::FIGURINES);
        }
        if self.language == Language::English {
            return Cow::Borrowed(san);
        }
        match self.piece_letters() {
            Some(letters) => localise_san(san, &letters),
            None => Cow::Borrowed(san),
        }
    }
}

/// The month names' messages, January first.
const MONTHS: [&str; 12] = [
    crate::msg!("month-1"),
    crate::msg!("month-2"),
    crate::msg!("month-3"),
    crate::msg!("month-4"),
    crate::msg!("month-5"),
    crate::msg!("month-6"),
    crate::msg!("month-7"),
    crate::msg!("month-8"),
    crate::msg!("month-9"),
    crate::msg!("month-10"),
    crate::msg!("month-11"),
    crate::msg!("month-12"),
];

impl Tr {
    /// A moment (seconds since 1970 UTC) in the system's time zone, the
    /// way this language writes a date and a time: "25 Nov 2026, 16:05",
    /// "25 nov. 2026 à 16:05", "25. Nov. 2026, 16:05".
    pub fn date_time(&self, secs: i64) -> String {
        self.date_time_in(secs, &system_zone())
    }

    /// [`Tr::date_time`] in a given time zone (for the tests).
    pub fn date_time_in(&self, secs: i64, zone: &jiff::tz::TimeZone) -> String {
        let Ok(moment) = jiff::Timestamp::from_second(secs) else {
            return secs.to_string();
        };
        let local = zone.to_datetime(moment);
        let month = self.format(MONTHS[usize::from(local.month().unsigned_abs()) - 1], &[]);
        crate::tr!(
            self,
            "date-time",
            day = i64::from(local.day()),
            month = month,
            year = i64::from(local.year()),
            time = format!("{:02}:{:02}", local.hour(), local.minute())
        )
    }
}

/// The system's time zone (UTC when it cannot be read).
fn system_zone() -> jiff::tz::TimeZone {
    jiff::tz::TimeZone::try_system().unwrap_or(jiff::tz::TimeZone::UTC)
}

/// A moment (seconds since 1970 UTC) in the system's time zone, written
/// the same way in every language: "2026-11-25 16:05" (`None` for a
/// moment out of range).
pub fn local_stamp(secs: i64) -> Option<String> {
    let moment = jiff::Timestamp::from_second(secs).ok()?;
    Some(
        system_zone()
            .to_datetime(moment)
            .strftime("%Y-%m-%d %H:%M")
            .to_string(),
    )
}

impl Tr {
    /// The language's letters for king, queen, rook, bishop and knight
    /// (message `san-letters`), if the message has five.
    pub fn piece_letters(&self) -> Option<[char; 5]> {
        let letters = crate::tr!(self, "san-letters");
        let letters: Vec<char> = letters
            .split_whitespace()
            .filter_map(|w| w.chars().next())
            .collect();
        <[char; 5]>::try_from(letters).ok()
    }

    /// Move text typed with the language's piece letters ("Cf3" in
    /// French) in English SAN ("Nf3") when that is a move in `pos`;
    /// otherwise the text as typed (English SAN and UCI always work).
    pub fn english_move_text(&self, text: &str, pos: &crate::rules::Position) -> String {
        let Some(letters) = self
            .piece_letters()
            .filter(|_| self.language != Language::English)
        else {
            return text.to_string();
        };
        let english = format::swap_piece_letters(text.trim(), &letters, &format::ENGLISH_LETTERS)
            .into_owned();
        if pos.parse_move(&english).is_ok() {
            english
        } else {
            text.to_string()
        }
    }
}

/// A message of the window's language: `tr!(tr, "id")`, or with named
/// arguments `tr!(tr, "id", name = value, ...)` (anything Fluent takes:
/// strings, whole numbers, [`number`](format_number) for decimals).
#[macro_export]
macro_rules! tr {
    ($tr:expr, $id:literal) => {
        $tr.format($id, &[])
    };
    ($tr:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $tr.format(
            $id,
            &[$((stringify!($name), ::fluent_bundle::FluentValue::from($value))),+],
        )
    };
}

/// A message id chosen in code (a `match` from a kind to its message),
/// marked so the id check finds it: `msg!("piece-knight")` is the string.
#[macro_export]
macro_rules! msg {
    ($id:literal) => {
        $id
    };
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tr>()
        .add_systems(PreStartup, follow_language_setting)
        .add_systems(PreUpdate, follow_language_setting);
}

/// The language at start (the settings' or the system's), and a new one
/// as soon as the setting changes: the bundle is replaced, so every text
/// is the new language's from this frame on.
fn follow_language_setting(settings: Res<AppSettings>, mut tr: ResMut<Tr>) {
    if !settings.is_changed() {
        return;
    }
    let wanted = Language::chosen(&settings);
    if tr.language != wanted {
        *tr = Tr::new(wanted);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-25 16:05 UTC (1_795_622_700 s after 1970, worked out by
    /// hand: 20_782 days and 57_900 s), in Paris (UTC+1 in November).
    #[test]
    fn dates_are_local_and_in_the_languages_form() {
        let secs = 20_782 * 86_400 + 16 * 3600 + 5 * 60;
        let utc = jiff::tz::TimeZone::UTC;
        let paris = jiff::tz::TimeZone::get("Europe/Paris").expect("the zone database");
        assert_eq!(
            Tr::new(Language::English).date_time_in(secs, &utc),
            "25 Nov 2026, 16:05"
        );
        assert_eq!(
            Tr::new(Language::French).date_time_in(secs, &paris),
            "25 nov. 2026 à 17:05"
        );
        assert_eq!(
            Tr::new(Language::German).date_time_in(secs, &utc),
            "25. Nov. 2026, 16:05"
        );
        assert_eq!(
            Tr::new(Language::Spanish).date_time_in(secs, &utc),
            "25 nov 2026, 16:05"
        );
    }

    /// Typed moves in the language's letters are read as English SAN; a
    /// move typed in English letters still works when the language's
    /// reading is not a move.
    #[test]
    fn moves_typed_in_the_languages_letters_are_read() {
        let start = crate::rules::Position::startpos();
        let fr = Tr::new(Language::French);
        assert_eq!(fr.english_move_text("Cf3", &start), "Nf3");
        assert_eq!(fr.english_move_text("Nf3", &start), "Nf3");
        assert_eq!(fr.english_move_text("e4", &start), "e4");
        // Spanish R is the king (rey): "Re2" is no move at the start, so
        // it is left for the rules to refuse as typed.
        let es = Tr::new(Language::Spanish);
        assert_eq!(es.english_move_text("Ca3", &start), "Na3");
        assert_eq!(es.english_move_text("Re2", &start), "Re2");
        let de = Tr::new(Language::German);
        assert_eq!(de.english_move_text("Sc3", &start), "Nc3");
        assert_eq!(
            Tr::new(Language::English).english_move_text("Sc3", &start),
            "Sc3"
        );
    }
}
