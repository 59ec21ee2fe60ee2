//! The Help screen's content: how to play Rookery, and the Laws of Chess as
//! Rookery applies them.
//!
//! The text is in `assets/help/help.md`, built into the program and read
//! into parts of sections of blocks (headings, paragraphs, bullets), so
//! that it is easy to edit and can be checked by tests. The file's opening comment describes its
//! format. Inside any text, a part between backticks (`` `Ctrl+Z` ``) is
//! shown as a key or as something to type.

use std::sync::OnceLock;

use bevy_egui::egui;

/// The help's text.
const SOURCE: &str = include_str!("../../../assets/help/help.md");

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

/// The help, read once from [`SOURCE`]. The tests make sure it reads; were
/// it damaged all the same, the help says so instead of showing nothing.
fn parts() -> &'static [Part] {
    static PARTS: OnceLock<Vec<Part>> = OnceLock::new();
    PARTS.get_or_init(|| {
        parse(SOURCE).unwrap_or_else(|e| {
            vec![Part {
                title: "Help".into(),
                intro: format!("The help text is damaged: {e}"),
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
/// first one open to begin with.
pub fn help_contents(ui: &mut egui::Ui) {
    draw(ui, None);
}

/// Draws the help; `open` forces every section open or shut (for tests).
fn draw(ui: &mut egui::Ui, open: Option<bool>) {
    egui::ScrollArea::vertical()
        .id_salt("rookery_help")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (p, part) in parts().iter().enumerate() {
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

    /// Every key Rookery reacts to, as written in the help.
    const KEYS: &[&str] = &[
        "Left", "Right", "Home", "End", "Ctrl+Z", "F", "Escape", "Enter",
    ];

    /// Every text of the help, titles included.
    fn all_texts() -> Vec<&'static str> {
        let mut out = Vec::new();
        for part in parts() {
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

    #[test]
    fn backticks_are_paired() {
        for text in all_texts() {
            assert_eq!(
                text.matches('`').count() % 2,
                0,
                "unpaired backtick in {text:?}"
            );
        }
    }

    #[test]
    fn every_key_is_mentioned_as_a_key() {
        let keys: Vec<&str> = all_texts()
            .into_iter()
            .flat_map(segments)
            .filter(|(is_key, _)| *is_key)
            .map(|(_, k)| k)
            .collect();
        for k in KEYS {
            assert!(keys.contains(k), "the help never mentions the key {k}");
        }
    }

    #[test]
    fn mentions_fide() {
        assert!(parts()[1].intro.contains("FIDE Laws of Chess"));
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

    fn run(size: egui::Vec2, open: Option<bool>) -> String {
        let ctx = egui::Context::default();
        let input = || egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
            ..Default::default()
        };
        let mut text = String::new();
        // A few frames, as egui settles sizes over the first ones.
        for _ in 0..3 {
            let output = ctx.run_ui(input(), |ui| draw(ui, open));
            text = painted_text(&output);
            // Nothing renders these frames, so their texture changes are dropped.
            output.drop_without_applying_deltas();
        }
        text
    }

    #[test]
    fn draws_in_a_small_window() {
        let text = run(egui::vec2(560.0, 520.0), None);
        assert!(text.contains("How to play Rookery"));
        assert!(text.contains("Main menu"));
        // The first section is open.
        assert!(text.contains("Load FEN / PGN"));
    }

    #[test]
    fn every_section_draws_when_open() {
        // Tall enough that nothing is scrolled out of sight.
        let text = run(egui::vec2(560.0, 40_000.0), Some(true));
        for part in parts() {
            assert!(text.contains(&part.title));
            for section in &part.sections {
                assert!(text.contains(&section.title), "{} missing", section.title);
            }
        }
        for k in KEYS {
            assert!(text.contains(k));
        }
        assert!(text.contains("Seventy-five-move rule"));
        assert!(text.contains("rookery --pgn FILE.pgn"));
    }

    #[test]
    fn the_asset_reads_into_parts_and_sections() {
        let parsed = parse(SOURCE).expect("the help reads");
        assert_eq!(parsed, parts());
        let titles: Vec<&str> = parsed.iter().map(|p| p.title.as_str()).collect();
        assert_eq!(titles, ["How to play Rookery", "The Laws of Chess"]);
        let counts: Vec<usize> = parsed.iter().map(|p| p.sections.len()).collect();
        assert_eq!(counts, [15, 7]);
        for text in all_texts() {
            assert!(!text.trim().is_empty());
            assert_eq!(text, text.trim());
            assert!(!text.contains("  "), "double space in {text:?}");
        }
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
}
