//! The help's tests: every language's help reads, has English's parts,
//! sections and keys, every help file is whole, and the help draws.

use bevy_egui::egui;

use super::draw::draw;
use super::*;

/// Every key Rookery reacts to, as each language's help names it (as
/// the keys are labelled on that language's keyboards, and as the other
/// screens name them): the board's and the window's, then the analysis
/// board's note keys, made of the language's Ctrl and Shift.
fn keys(language: Language) -> Vec<String> {
    let (base, ctrl, shift): ([&str; 12], &str, &str) = match language {
        Language::English => (
            [
                "Left",
                "Right",
                "Home",
                "End",
                "Ctrl+Z",
                "F",
                "Escape",
                "Enter",
                "Space",
                "Tab",
                "Shift+Tab",
                "Down",
            ],
            "Ctrl",
            "Shift",
        ),
        Language::French => (
            [
                "Flèche gauche",
                "Flèche droite",
                "Début",
                "Fin",
                "Ctrl+Z",
                "F",
                "Échap",
                "Entrée",
                "Espace",
                "Tab",
                "Maj+Tab",
                "Flèche bas",
            ],
            "Ctrl",
            "Maj",
        ),
        Language::German => (
            [
                "Pfeiltaste links",
                "Pfeiltaste rechts",
                "Pos1",
                "Ende",
                "Strg+Z",
                "F",
                "Esc",
                "Enter",
                "Leertaste",
                "Tab",
                "Umschalt+Tab",
                "Pfeiltaste unten",
            ],
            "Strg",
            "Umschalt",
        ),
        Language::Spanish => (
            [
                "Flecha izquierda",
                "Flecha derecha",
                "Inicio",
                "Fin",
                "Ctrl+Z",
                "F",
                "Esc",
                "Intro",
                "Espacio",
                "Tab",
                "Mayús+Tab",
                "Flecha abajo",
            ],
            "Ctrl",
            "Mayús",
        ),
    };
    let notes = ["1", "6", "7", "8", "Alt+1", "Alt+6", "0", "Y"].map(|k| format!("{ctrl}+{k}"));
    base.iter()
        .map(|k| k.to_string())
        .chain(notes)
        .chain([
            format!("{ctrl}+{shift}+Z"),
            shift.to_string(),
            "Alt".to_string(),
        ])
        .collect()
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

/// Each language's help reads into the parts and sections `PARTS` lists,
/// titled by their messages: what the screen shows is the help, not the
/// notice that it is damaged, and no body's line was taken for a title of
/// its own.
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
                mentioned.contains(&k.as_str()),
                "{}: the help never mentions the key {k}",
                language.code()
            );
        }
        // What is typed (moves, commands, the folder's name) and the
        // buttons' symbols are the same in every language.
        for k in keys_in(english()) {
            if !english_keys.iter().any(|e| e == k) {
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
    assert!(text.contains("Home screen"));
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
            assert!(text.contains(k.as_str()), "{}: {k}", language.code());
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
    assert_eq!(counts, [17, 7]);
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
            include_str!("../../../../assets/locales/en/help.ftl"),
        ),
        (
            Language::French,
            include_str!("../../../../assets/locales/fr/help.ftl"),
        ),
        (
            Language::German,
            include_str!("../../../../assets/locales/de/help.ftl"),
        ),
        (
            Language::Spanish,
            include_str!("../../../../assets/locales/es/help.ftl"),
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
