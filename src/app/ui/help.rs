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

use std::sync::OnceLock;

use bevy_egui::egui;

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

/// The whole help, in a vertical scroll area filling the space it is given.
///
/// The caller puts it in a window with a size (about 560x520 logical px,
/// e.g. `egui::Window::default_size`); the sections fold open and shut, the
/// first one open to begin with. The text is in `tr`'s language.
pub fn help_contents(ui: &mut egui::Ui, tr: &Tr) {
    draw(ui, tr, None);
}

/// Draws the help; `open` forces every section open or shut (for tests).
fn draw(ui: &mut egui::Ui, tr: &Tr, open: Option<bool>) {
    egui::ScrollArea::vertical()
        .id_salt("rookery_help")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (p, part) in parts(tr).iter().enumerate() {
                if p > 0 {
                    ui.add_space(12.0);
                }
                ui.label(egui::RichText::new(&part.title).heading().strong());
                ui.label(formatted(ui, &part.intro));
                ui.add_space(4.0);
                for (s, section) in part.sections.iter().enumerate() {
                    egui::CollapsingHeader::new(egui::RichText::new(&section.title).strong())
                        .id_salt(("rookery_help_section", p, s))
                        .default_open(p == 0 && s == 0)
                        .open(open)
                        .show(ui, |ui| draw_blocks(ui, &section.blocks));
                }
            }
            ui.add_space(8.0);
        });
}

fn draw_blocks(ui: &mut egui::Ui, blocks: &[Block]) {
    for block in blocks {
        match block {
            Heading(text) => {
                ui.add_space(4.0);
                ui.label(egui::RichText::new(text).strong());
            }
            Text(text) => {
                ui.label(formatted(ui, text));
                ui.add_space(2.0);
            }
            Bullet(text) => {
                // A hanging indent: wrapped lines start under the text, not
                // under the bullet.
                ui.horizontal(|ui| {
                    ui.label("•");
                    ui.vertical(|ui| ui.label(formatted(ui, text)));
                });
            }
        }
    }
    ui.add_space(4.0);
}

/// How a key or something to type looks.
fn key(text: &str) -> egui::RichText {
    egui::RichText::new(text).code()
}

/// The parts of `text`: plain text, and (between backticks) keys.
fn segments(text: &str) -> impl Iterator<Item = (bool, &str)> {
    text.split('`')
        .enumerate()
        .map(|(i, part)| (i % 2 == 1, part))
        .filter(|(_, part)| !part.is_empty())
}

/// `text` laid out as one wrapping label, keys in their own style.
fn formatted(ui: &egui::Ui, text: &str) -> egui::text::LayoutJob {
    let mut job = egui::text::LayoutJob::default();
    for (is_key, part) in segments(text) {
        let rich = if is_key {
            key(part)
        } else {
            egui::RichText::new(part)
        };
        rich.append_to(
            &mut job,
            ui.style(),
            egui::FontSelection::Default,
            egui::Align::Center,
        );
    }
    job
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key Rookery reacts to, as each language's help names it (as
    /// the keys are labelled on that language's keyboards, and as the other
    /// screens name them).
    fn keys(language: Language) -> [&'static str; 8] {
        match language {
            Language::English => [
                "Left", "Right", "Home", "End", "Ctrl+Z", "F", "Escape", "Enter",
            ],
            Language::French => [
                "Flèche gauche",
                "Flèche droite",
                "Début",
                "Fin",
                "Ctrl+Z",
                "F",
                "Échap",
                "Entrée",
            ],
            Language::German => [
                "Pfeiltaste links",
                "Pfeiltaste rechts",
                "Pos1",
                "Ende",
                "Strg+Z",
                "F",
                "Esc",
                "Enter",
            ],
            Language::Spanish => [
                "Flecha izquierda",
                "Flecha derecha",
                "Inicio",
                "Fin",
                "Ctrl+Z",
                "F",
                "Esc",
                "Intro",
            ],
        }
    }

    fn english() -> &'static [Part] {
        parts(&Tr::default())
    }

    /// Each language and its help.
    fn every_language() -> Vec<(Language, &'static [Part])> {
        Language::ALL
            .into_iter()
            .map(|l| (l, parts(&Tr::new(l))))
            .collect()
    }

    /// Every text of `parts`, titles included.
    fn all_texts(parts: &[Part]) -> Vec<&str> {
        let mut out = Vec::new();
        for part in parts {
            out.push(part.title.as_str());
            out.push(part.intro.as_str());
            for section in &part.sections {
                out.push(section.title.as_str());
                for block in &section.blocks {
                    out.push(match block {
                        Heading(t) | Text(t) | Bullet(t) => t.as_str(),
                    });
                }
            }
        }
        out
    }

    /// Each language's help reads into the parts and sections `PARTS`
    /// lists, titled by their messages: what the screen shows is the help,
    /// not the notice that it is damaged, and no body's line was taken for
    /// a title of its own.
    #[test]
    fn every_language_reads() {
        for language in Language::ALL {
            let tr = Tr::new(language);
            if let Err(e) = parse(&source(&tr)) {
                panic!("{}: the help does not read: {e}", language.code());
            }
            let shown = parts(&tr);
            let titles = |parts: &[Part]| -> Vec<(String, Vec<String>)> {
                parts
                    .iter()
                    .map(|p| {
                        let sections = p.sections.iter().map(|s| s.title.clone()).collect();
                        (p.title.clone(), sections)
                    })
                    .collect()
            };
            let expected: Vec<(String, Vec<String>)> = PARTS
                .iter()
                .map(|p| {
                    let sections = p.sections.iter().map(|(t, _)| tr.format(t, &[])).collect();
                    (tr.format(p.title, &[]), sections)
                })
                .collect();
            assert_eq!(titles(shown), expected, "{}", language.code());
            for part in shown {
                for section in &part.sections {
                    assert!(
                        !section.blocks.is_empty(),
                        "{}: {}",
                        language.code(),
                        section.title
                    );
                }
            }
            for text in all_texts(shown) {
                assert!(!text.trim().is_empty(), "{}", language.code());
                assert_eq!(text, text.trim(), "{}", language.code());
                assert!(
                    !text.contains("  "),
                    "{}: double space in {text:?}",
                    language.code()
                );
                assert!(
                    !text.contains(['{', '}', '\n']),
                    "{}: {text:?}",
                    language.code()
                );
            }
        }
    }

    /// Every language has English's parts and sections, and in each
    /// section the same headings and bullets in the same order, with text
    /// between them where English has some (paragraphs in a row count as
    /// one: a translation may split or join them).
    #[test]
    fn every_language_has_the_parts_and_sections_of_english() {
        let kinds = |parts: &[Part]| -> Vec<Vec<Vec<&'static str>>> {
            parts
                .iter()
                .map(|p| {
                    p.sections
                        .iter()
                        .map(|s| {
                            let mut kinds: Vec<&'static str> = s
                                .blocks
                                .iter()
                                .map(|b| match b {
                                    Heading(_) => "heading",
                                    Text(_) => "paragraph",
                                    Bullet(_) => "bullet",
                                })
                                .collect();
                            kinds.dedup_by(|a, b| *a == "paragraph" && *b == "paragraph");
                            kinds
                        })
                        .collect()
                })
                .collect()
        };
        let english = english();
        for (language, parts) in every_language() {
            assert_eq!(parts.len(), english.len(), "{}", language.code());
            for (part, en) in parts.iter().zip(english) {
                assert_eq!(
                    part.sections.len(),
                    en.sections.len(),
                    "{}: {}",
                    language.code(),
                    part.title
                );
            }
            for (p, (part, en)) in kinds(parts).iter().zip(kinds(english)).enumerate() {
                for (s, (section, en)) in part.iter().zip(en).enumerate() {
                    assert_eq!(
                        section,
                        &en,
                        "{}: {}",
                        language.code(),
                        parts[p].sections[s].title
                    );
                }
            }
            if language != Language::English {
                // Translated, not English left in place.
                for (part, en) in parts.iter().zip(english) {
                    assert_ne!(part.intro, en.intro, "{}", language.code());
                    for (section, en) in part.sections.iter().zip(&en.sections) {
                        assert_ne!(section.blocks, en.blocks, "{}", language.code());
                    }
                }
            }
        }
    }

    #[test]
    fn backticks_are_paired() {
        for (language, parts) in every_language() {
            for text in all_texts(parts) {
                assert_eq!(
                    text.matches('`').count() % 2,
                    0,
                    "{}: unpaired backtick in {text:?}",
                    language.code()
                );
            }
        }
    }

    #[test]
    fn every_key_is_mentioned_as_a_key() {
        let keys_in = |parts: &'static [Part]| -> Vec<&'static str> {
            all_texts(parts)
                .into_iter()
                .flat_map(segments)
                .filter(|(is_key, _)| *is_key)
                .map(|(_, k)| k)
                .collect()
        };
        let english_keys = keys(Language::English);
        for (language, parts) in every_language() {
            let mentioned = keys_in(parts);
            for k in keys(language) {
                assert!(
                    mentioned.contains(&k),
                    "{}: the help never mentions the key {k}",
                    language.code()
                );
            }
            // What is typed (moves, commands, the folder's name) and the
            // buttons' symbols are the same in every language.
            for k in keys_in(english()) {
                if !english_keys.contains(&k) {
                    assert!(mentioned.contains(&k), "{}: no `{k}`", language.code());
                }
            }
        }
    }

    #[test]
    fn mentions_fide() {
        assert!(english()[1].intro.contains("FIDE Laws of Chess"));
        for (language, parts) in every_language() {
            assert!(parts[1].intro.contains("FIDE"), "{}", language.code());
        }
    }

    /// The text of every galley painted in `output`.
    fn painted_text(output: &egui::FullOutput) -> String {
        fn walk(shape: &egui::Shape, out: &mut String) {
            match shape {
                egui::Shape::Text(t) => {
                    out.push_str(t.galley.text());
                    out.push('\n');
                }
                egui::Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
                _ => {}
            }
        }
        let mut out = String::new();
        for clipped in &output.shapes {
            walk(&clipped.shape, &mut out);
        }
        out
    }

    fn run(tr: &Tr, size: egui::Vec2, open: Option<bool>) -> String {
        let ctx = egui::Context::default();
        let input = || egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
            ..Default::default()
        };
        let mut text = String::new();
        // A few frames, as egui settles sizes over the first ones.
        for _ in 0..3 {
            let output = ctx.run_ui(input(), |ui| draw(ui, tr, open));
            text = painted_text(&output);
            // Nothing renders these frames, so their texture changes are dropped.
            output.drop_without_applying_deltas();
        }
        text
    }

    #[test]
    fn draws_in_a_small_window() {
        let text = run(&Tr::default(), egui::vec2(560.0, 520.0), None);
        assert!(text.contains("How to play Rookery"));
        assert!(text.contains("Main menu"));
        // The first section is open.
        assert!(text.contains("Load FEN / PGN"));
        let text = run(&Tr::new(Language::French), egui::vec2(560.0, 520.0), None);
        assert!(text.contains("Comment jouer avec Rookery"));
        assert!(text.contains("Charger FEN / PGN"));
    }

    #[test]
    fn every_section_draws_when_open() {
        for (language, parts) in every_language() {
            // Tall enough that nothing is scrolled out of sight.
            let text = run(&Tr::new(language), egui::vec2(560.0, 40_000.0), Some(true));
            for part in parts {
                assert!(text.contains(&part.title));
                for section in &part.sections {
                    assert!(
                        text.contains(&section.title),
                        "{}: {} missing",
                        language.code(),
                        section.title
                    );
                }
            }
            for k in keys(language) {
                assert!(text.contains(k), "{}: {k}", language.code());
            }
            assert!(text.contains("rookery --pgn FILE.pgn"));
        }
        let text = run(&Tr::default(), egui::vec2(560.0, 40_000.0), Some(true));
        assert!(text.contains("Seventy-five-move rule"));
    }

    #[test]
    fn the_english_help_reads_into_parts_and_sections() {
        let parsed = english();
        let titles: Vec<&str> = parsed.iter().map(|p| p.title.as_str()).collect();
        assert_eq!(titles, ["How to play Rookery", "The Laws of Chess"]);
        let counts: Vec<usize> = parsed.iter().map(|p| p.sections.len()).collect();
        assert_eq!(counts, [15, 7]);
        let section = |title: &str| {
            parsed
                .iter()
                .flat_map(|p| &p.sections)
                .find(|s| s.title == title)
                .unwrap_or_else(|| panic!("no section {title}"))
        };
        // Headings, paragraphs and bullets, each where it was written; the
        // lines of a block joined with one space.
        let command_line = &section("Command line").blocks;
        assert_eq!(command_line[0], Heading("Open straight into a game".into()));
        assert_eq!(
            command_line[1],
            Bullet("`rookery --fen \"<FEN>\"` starts from that position.".into())
        );
        assert_eq!(command_line[4], Heading("Tools".into()));
        assert_eq!(command_line.len(), 8);
        assert_eq!(
            section("En passant").blocks,
            [Text(
                "When a pawn makes its two-square step and lands beside an enemy pawn, \
                 that enemy pawn may capture it as if it had moved only one square: it \
                 moves diagonally to the square the pawn skipped, and the pawn is removed. \
                 This is allowed only on the very next move; later it is too late."
                    .into()
            )]
        );
        let typing = &section("Typing moves").blocks;
        assert!(matches!(typing[0], Text(_)));
        assert!(matches!(typing[1], Bullet(_)));
        assert!(matches!(typing[3], Text(_)));
        assert_eq!(
            parsed[0].intro,
            "Everything can be done with the mouse; the keys below are shortcuts."
        );
    }

    #[test]
    fn the_format() {
        let text = "<!-- a comment\n# not a part -->\n# Part\n\nIts intro,\n  on two lines.\n\n\
                    ## One\n\n### Head\n- a bullet\n  going on\n- another\nA paragraph.\n";
        let parsed = parse(text).expect("reads");
        assert_eq!(
            parsed,
            [Part {
                title: "Part".into(),
                intro: "Its intro, on two lines.".into(),
                sections: vec![Section {
                    title: "One".into(),
                    blocks: vec![
                        Heading("Head".into()),
                        Bullet("a bullet going on".into()),
                        Bullet("another".into()),
                        Text("A paragraph.".into()),
                    ],
                }],
            }]
        );
        assert!(parse("- a bullet first\n").is_err());
        assert!(parse("# Part\n\nintro\n\n- no section\n").is_err());
        assert!(parse("# Part\n\n## No intro\n\n- x\n").is_err());
        assert!(parse("# Part\n\nintro\n\n## Empty\n").is_err());
        assert!(parse("  indented first\n").is_err());
        assert!(parse("").is_err());
    }

    /// Each language's `help.ftl` reads without a Fluent error (one would
    /// silently drop or cut messages) and has every message of the help.
    #[test]
    fn every_help_file_is_whole() {
        let files = [
            (
                Language::English,
                include_str!("../../../assets/locales/en/help.ftl"),
            ),
            (
                Language::French,
                include_str!("../../../assets/locales/fr/help.ftl"),
            ),
            (
                Language::German,
                include_str!("../../../assets/locales/de/help.ftl"),
            ),
            (
                Language::Spanish,
                include_str!("../../../assets/locales/es/help.ftl"),
            ),
        ];
        for (language, text) in files {
            if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(text.to_string()) {
                panic!("{}/help.ftl: {errors:?}", language.code());
            }
            let tr = Tr::new(language);
            for part in &PARTS {
                for id in [part.title, part.intro]
                    .into_iter()
                    .chain(part.sections.iter().flat_map(|(t, b)| [*t, *b]))
                {
                    assert!(tr.has(id), "{}: no {id}", language.code());
                }
            }
        }
    }
}
