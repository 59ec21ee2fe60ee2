//! Phrases said now and shown later (the status line, notices): kept as a
//! message id with its arguments, not as words, so that they are written
//! in the window's language when drawn, and in the new language as soon as
//! the player changes it.

use fluent_bundle::FluentValue;

use super::Tr;
use crate::rules::Color;

/// A text for the player: a message with its arguments, or words that are
/// not Rookery's to translate (an engine's own message, an error from the
/// system).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phrase {
    /// A message of the Fluent files.
    Message {
        /// Its id.
        id: &'static str,
        /// Its arguments, by name.
        args: Vec<(&'static str, Arg)>,
    },
    /// Words shown as they are.
    Verbatim(String),
}

/// An argument of a [`Phrase`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// Words shown as they are (a name, a square).
    Str(String),
    /// A whole number (Fluent chooses plural forms by it).
    Int(i64),
    /// A move in SAN, written with the language's letters or figurines.
    San(String),
    /// Another text, written in the same language.
    Phrase(Box<Phrase>),
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}

macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
int_arg!(i32, i64, u32, u64, usize);

/// A side, for the messages' selectors: `white` or `black`.
impl From<Color> for Arg {
    fn from(c: Color) -> Arg {
        Arg::Str(
            match c {
                Color::White => "white",
                Color::Black => "black",
            }
            .to_string(),
        )
    }
}

impl From<Phrase> for Arg {
    fn from(t: Phrase) -> Arg {
        Arg::Phrase(Box::new(t))
    }
}

impl From<String> for Phrase {
    fn from(s: String) -> Phrase {
        Phrase::Verbatim(s)
    }
}

impl From<&str> for Phrase {
    fn from(s: &str) -> Phrase {
        Phrase::Verbatim(s.to_string())
    }
}

/// The text in English, for code that shows a plain string.
impl From<&Phrase> for String {
    fn from(t: &Phrase) -> String {
        t.english()
    }
}

impl Phrase {
    /// The text in English (for the log, and for tests).
    pub fn english(&self) -> String {
        Tr::english().text(self, false)
    }
}

impl std::fmt::Display for Phrase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

impl Tr {
    /// `text` in this language; its moves with figurines if asked.
    pub fn text(&self, text: &Phrase, figurines: bool) -> String {
        match text {
            Phrase::Verbatim(s) => s.clone(),
            Phrase::Message { id, args } => {
                let values: Vec<(&str, FluentValue<'_>)> = args
                    .iter()
                    .map(|(name, arg)| {
                        let value = match arg {
                            Arg::Str(s) => FluentValue::from(s.clone()),
                            Arg::Int(n) => FluentValue::from(*n),
                            Arg::San(san) => {
                                FluentValue::from(self.san(san, figurines).into_owned())
                            }
                            Arg::Phrase(t) => FluentValue::from(self.text(t, figurines)),
                        };
                        (*name, value)
                    })
                    .collect();
                self.format(id, &values)
            }
        }
    }
}

/// A [`Phrase`] of a message: `text!("status-to-move", name = n)`. The id
/// check (`tests/app/i18n.rs`) finds the ids used this way too.
#[macro_export]
macro_rules! text {
    ($id:literal) => {
        $crate::app::i18n::Phrase::Message { id: $id, args: Vec::new() }
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::app::i18n::Phrase::Message {
            id: $id,
            args: vec![$((stringify!($name), $crate::app::i18n::Arg::from($value))),+],
        }
    };
}
