//! The window's languages (issue #18): every message id the code uses is
//! in every language's Fluent files, no file holds an id the code no
//! longer uses, every translation takes the same arguments as the English
//! message, and a change of the language setting changes the texts at
//! once.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::*;
use fluent_bundle::FluentResource;
use rookery::app::held::AppSettings;
use rookery::app::i18n::{Language, Tr};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The string literal `text` starts with.
fn literal_after(text: &str) -> Option<&str> {
    let open = text.find('"')?;
    let rest = &text[open + 1..];
    let close = rest.find('"')?;
    Some(&rest[..close])
}

/// Every id in `tr!(x, "id"...)`, `text!("id"...)` and `msg!("id")` in
/// `src/`, with a file
/// where it is used.
fn ids_in_code() -> BTreeMap<String, String> {
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join("src"), &mut files);
    let mut ids = BTreeMap::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (marker, needs_comma) in [("tr!(", true), ("msg!(", false), ("text!(", false)] {
            for (at, _) in text.match_indices(marker) {
                let after = &text[at + marker.len()..];
                // Not the macros' own definitions, nor examples in comments.
                let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
                if after.starts_with('$') || text[line_start..at].trim_start().starts_with("//") {
                    continue;
                }
                let after = if needs_comma {
                    match after.find(',') {
                        Some(comma) => &after[comma + 1..],
                        None => continue,
                    }
                } else {
                    after
                };
                let trimmed = after.trim_start();
                if !trimmed.starts_with('"') {
                    continue;
                }
                if let Some(id) = literal_after(trimmed) {
                    ids.entry(id.to_string())
                        .or_insert_with(|| file.display().to_string());
                }
            }
        }
    }
    ids
}

/// Each message of a language's files: its id and the variables its text
/// uses (`$name`), read from the files in `assets/locales/<code>/`.
fn messages_in_files(code: &str) -> BTreeMap<String, BTreeSet<String>> {
    let dir = Path::new(ROOT).join("assets/locales").join(code);
    let mut messages = BTreeMap::new();
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    names.sort();
    assert!(!names.is_empty(), "no .ftl files in {}", dir.display());
    for path in names {
        let text = std::fs::read_to_string(&path).unwrap();
        if let Err((_, errors)) = FluentResource::try_new(text.clone()) {
            panic!("{}: {errors:?}", path.display());
        }
        let mut current: Option<String> = None;
        for line in text.lines() {
            let starts_entry = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
            if starts_entry && let Some((id, _)) = line.split_once('=') {
                let id = id.trim().to_string();
                assert!(
                    messages.insert(id.clone(), BTreeSet::new()).is_none(),
                    "{code}: {id} is defined twice"
                );
                current = Some(id);
            } else if line.trim().is_empty() || line.starts_with('#') {
                // A message ends at a blank line or a comment; its other
                // lines are indented or close a placeable (`}`).
                current = None;
            }
            if let Some(id) = &current {
                let vars = messages.get_mut(id).unwrap();
                for (at, _) in line.match_indices('$') {
                    let name: String = line[at + 1..]
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                        .collect();
                    vars.insert(name);
                }
            }
        }
    }
    messages
}

#[test]
fn every_message_the_code_uses_is_in_every_language_and_no_other() {
    let used = ids_in_code();
    assert!(used.len() > 50, "only {} ids found: {used:?}", used.len());
    let english = messages_in_files("en");
    for language in Language::ALL {
        let code = language.code();
        let messages = messages_in_files(code);
        let missing: Vec<String> = used
            .iter()
            .filter(|(id, _)| !messages.contains_key(*id))
            .map(|(id, file)| format!("{id} (used in {file})"))
            .collect();
        assert!(missing.is_empty(), "{code} lacks {missing:#?}");
        let unused: Vec<&String> = messages
            .keys()
            .filter(|id| !used.contains_key(*id))
            .collect();
        assert!(
            unused.is_empty(),
            "{code} has ids the code does not use: {unused:?}"
        );
        // The bundle built into the program has them all (every file is
        // listed in `Language::sources`).
        let tr = Tr::new(language);
        for id in used.keys() {
            assert!(
                tr.has(id),
                "{code}: {id} is in the files but not in the program"
            );
        }
        for (id, vars) in &messages {
            assert_eq!(
                vars, &english[id],
                "{code}: {id} takes other arguments than in English"
            );
        }
    }
}

#[test]
fn the_language_follows_the_setting_at_once() {
    let mut h = Harness::new();
    h.world().resource_mut::<AppSettings>().language = Some("fr".into());
    h.app.update();
    let tr = h.app.world().resource::<Tr>();
    assert_eq!(tr.language(), Language::French);
    assert_eq!(rookery::tr!(tr, "home-play"), "Jouer contre l'ordinateur");
    h.world().resource_mut::<AppSettings>().language = Some("de".into());
    h.app.update();
    let tr = h.app.world().resource::<Tr>();
    assert_eq!(rookery::tr!(tr, "home-play"), "Gegen den Computer spielen");
    // SAN with the language's letters: German Springer.
    assert_eq!(tr.san("Nxe5+", false), "Sxe5+");
}

#[test]
fn languages_are_read_from_codes_and_locales() {
    assert_eq!(Language::from_code("fr_FR.UTF-8"), Some(Language::French));
    assert_eq!(Language::from_code("de-AT"), Some(Language::German));
    assert_eq!(Language::from_code("es"), Some(Language::Spanish));
    assert_eq!(Language::from_code("en_GB"), Some(Language::English));
    assert_eq!(Language::from_code("pt_BR"), None);
    assert_eq!(Language::from_code(""), None);
}

/// Setup's default names are the language's ("Joueur 1"), follow a change
/// of language, and a name the player typed stays as typed.
#[test]
fn setup_names_the_players_in_the_language() {
    use rookery::app::session::SetupChoices;
    let mut h = Harness::new();
    h.world().resource_mut::<AppSettings>().language = Some("fr".into());
    h.world()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Setup);
    h.settle();
    assert_eq!(h.screen(), Screen::Setup);
    let names = |h: &mut Harness| {
        let c = h.world().resource::<SetupChoices>();
        (c.name.clone(), c.opponent.clone())
    };
    assert_eq!(names(&mut h), ("Joueur 1".into(), "Joueur 2".into()));
    h.world().resource_mut::<SetupChoices>().name = "Anna".into();
    h.world().resource_mut::<AppSettings>().language = Some("de".into());
    h.settle();
    assert_eq!(names(&mut h), ("Anna".into(), "Spieler 2".into()));
}
