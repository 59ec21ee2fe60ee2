//! The Help screen's content: how to play Rookery, and the Laws of Chess
//! as Rookery applies them.
//!
//! The text is in each language's `help.ftl` (`assets/locales/<code>/`,
//! built into the program): a title and an intro per part, a title and a
//! body per section, listed in [`PARTS`]. A language's messages are put
//! together and read into parts of sections of blocks (headings,
//! paragraphs, bullets), so that the text is easy to edit and can be
//! checked by tests; the English file's opening comment describes the
//! format. Inside any text, a part between backticks (`` `Ctrl+Z` ``) is
//! shown as a key or as something to type.
//!
//! This file reads the text into that model; `draw` shows it with egui
//! (keys in their own style, sections that fold open and shut), and
//! `tests` checks every language's help and its drawing.

mod draw;
#[cfg(test)]
mod tests;

pub use draw::help_contents;

use std::sync::OnceLock;

use crate::app::i18n::{Language, Tr};
use crate::{msg, tr};

/// The message ids of a part of the help: its title, its intro, and the
/// title and body of each of its sections.
struct PartIds {
    title: &'static str,
    intro: &'static str,
    sections: &'static [(&'static str, &'static str)],
}

/// The help's parts and sections, in order.
const PARTS: [PartIds; 2] = [
    PartIds {
        title: msg!("help-play-title"),
        intro: msg!("help-play-intro"),
        sections: &[
            (msg!("help-main-menu-title"), msg!("help-main-menu-body")),
            (msg!("help-setup-title"), msg!("help-setup-body")),
            (msg!("help-moving-title"), msg!("help-moving-body")),
            (msg!("help-clocks-title"), msg!("help-clocks-body")),
            (msg!("help-premoves-title"), msg!("help-premoves-body")),
            (msg!("help-typing-title"), msg!("help-typing-body")),
            (msg!("help-panel-title"), msg!("help-panel-body")),
            (msg!("help-keyboard-title"), msg!("help-keyboard-body")),
            (msg!("help-arrows-title"), msg!("help-arrows-body")),
            (msg!("help-pause-title"), msg!("help-pause-body")),
            (msg!("help-editor-title"), msg!("help-editor-body")),
            (msg!("help-analysis-title"), msg!("help-analysis-body")),
            (msg!("help-puzzles-title"), msg!("help-puzzles-body")),
            (msg!("help-repertoire-title"), msg!("help-repertoire-body")),
            (msg!("help-export-title"), msg!("help-export-body")),
            (msg!("help-settings-title"), msg!("help-settings-body")),
            (
                msg!("help-command-line-title"),
                msg!("help-command-line-body"),
            ),
        ],
    },
    PartIds {
        title: msg!("help-laws-title"),
        intro: msg!("help-laws-intro"),
        sections: &[
            (msg!("help-board-title"), msg!("help-board-body")),
            (msg!("help-pieces-title"), msg!("help-pieces-body")),
            (msg!("help-castling-title"), msg!("help-castling-body")),
            (msg!("help-en-passant-title"), msg!("help-en-passant-body")),
            (msg!("help-promotion-title"), msg!("help-promotion-body")),
            (msg!("help-check-title"), msg!("help-check-body")),
            (msg!("help-game-end-title"), msg!("help-game-end-body")),
        ],
    },
];

/// The help of `tr`'s language in the format [`parse`] reads: each part's
/// title (`# `) and intro, then each section's title (`## `) and body.
fn source(tr: &Tr) -> String {
    let mut out = String::new();
    for part in &PARTS {
        out.push_str(&format!(
            "# {}\n\n{}\n\n",
            tr.format(part.title, &[]),
            tr.format(part.intro, &[])
        ));
        for (title, body) in part.sections {
            out.push_str(&format!(
                "## {}\n\n{}\n\n",
                tr.format(title, &[]),
                tr.format(body, &[])
            ));
        }
    }
    out
}

/// One piece of a help section.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Block {
    /// A small bold heading inside a section (`### `).
    Heading(String),
    /// A short paragraph.
    Text(String),
    /// One bullet point (`- `).
    Bullet(String),
}

/// A collapsible section of the help (`## `).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Section {
    title: String,
    blocks: Vec<Block>,
}

/// A part of the help (`# `: a large title over an intro and several
/// sections).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Part {
    title: String,
    intro: String,
    sections: Vec<Section>,
}

use Block::{Bullet, Heading, Text};

/// The help of `tr`'s language, read once per language. The tests make
/// sure every language reads; were one damaged all the same, the help says
/// so instead of showing nothing.
fn parts(tr: &Tr) -> &'static [Part] {
    static PARTS_OF: [OnceLock<Vec<Part>>; Language::ALL.len()] =
        [const { OnceLock::new() }; Language::ALL.len()];
    let index = Language::ALL
        .iter()
        .position(|l| *l == tr.language())
        .unwrap_or(0);
    PARTS_OF[index].get_or_init(|| {
        parse(&source(tr)).unwrap_or_else(|e| {
            vec![Part {
                title: tr!(tr, "help-damaged-title"),
                intro: tr!(tr, "help-damaged", error = e),
                sections: Vec::new(),
            }]
        })
    })
}

/// What a line starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Part,
    Section,
    Heading,
    Bullet,
    Text,
}

/// Reads the help's format: `# ` a part, `## ` a section, `### ` a heading,
/// `- ` a bullet, other text a paragraph (the paragraph right under a part's
/// title is its intro). A line that starts with a space goes on with the
/// block above, joined with one space; a blank line ends a block; an HTML
/// comment (`<!--` to `-->`) is skipped. Every part needs an intro and
/// every section some blocks.
fn parse(source: &str) -> Result<Vec<Part>, String> {
    let mut parts = Vec::new();
    let mut open: Option<(Kind, String, usize)> = None;
    let mut in_comment = false;
    for (i, line) in source.lines().enumerate() {
        let n = i + 1;
        if in_comment || line.starts_with("<!--") {
            in_comment = !line.contains("-->");
            continue;
        }
        if line.trim().is_empty() {
            if let Some(block) = open.take() {
                add(&mut parts, block)?;
            }
            continue;
        }
        if line.starts_with(char::is_whitespace) {
            let Some((_, text, _)) = &mut open else {
                return Err(format!("line {n}: an indented line goes on from nothing"));
            };
            text.push(' ');
            text.push_str(line.trim());
            continue;
        }
        if let Some(block) = open.take() {
            add(&mut parts, block)?;
        }
        let (kind, text) = [
            ("### ", Kind::Heading),
            ("## ", Kind::Section),
            ("# ", Kind::Part),
            ("- ", Kind::Bullet),
        ]
        .into_iter()
        .find_map(|(mark, kind)| line.strip_prefix(mark).map(|t| (kind, t)))
        .unwrap_or((Kind::Text, line));
        open = Some((kind, text.trim().to_string(), n));
    }
    if let Some(block) = open.take() {
        add(&mut parts, block)?;
    }
    for part in &parts {
        if part.intro.is_empty() {
            return Err(format!("the part \"{}\" has no intro", part.title));
        }
        for section in &part.sections {
            if section.blocks.is_empty() {
                return Err(format!("the section \"{}\" is empty", section.title));
            }
        }
    }
    if parts.is_empty() {
        return Err("no parts".into());
    }
    Ok(parts)
}

/// Adds a block read by [`parse`], started on line `n`, where it belongs.
fn add(parts: &mut Vec<Part>, (kind, text, n): (Kind, String, usize)) -> Result<(), String> {
    if kind == Kind::Part {
        parts.push(Part {
            title: text,
            intro: String::new(),
            sections: Vec::new(),
        });
        return Ok(());
    }
    let Some(part) = parts.last_mut() else {
        return Err(format!("line {n}: text before the first part (# title)"));
    };
    if kind == Kind::Text && part.sections.is_empty() && part.intro.is_empty() {
        part.intro = text;
        return Ok(());
    }
    if kind == Kind::Section {
        part.sections.push(Section {
            title: text,
            blocks: Vec::new(),
        });
        return Ok(());
    }
    let Some(section) = part.sections.last_mut() else {
        return Err(format!(
            "line {n}: text between a part's intro and its first section"
        ));
    };
    section.blocks.push(match kind {
        Kind::Heading => Heading(text),
        Kind::Bullet => Bullet(text),
        _ => Text(text),
    });
    Ok(())
}

/// The parts of `text`: plain text, and (between backticks) keys.
fn segments(text: &str) -> impl Iterator<Item = (bool, &str)> {
    text.split('`')
        .enumerate()
        .map(|(i, part)| (i % 2 == 1, part))
        .filter(|(_, part)| !part.is_empty())
}
