//! External engines in the app: what the engine says about its setup when
//! it starts (here an Elo below its minimum) reaches the game panel and
//! Setup, and a new game is announced to the running engine with
//! `ucinewgame`. The engine is a shell script pretending to be Debian's
//! Stockfish 15.1 and logging what it is sent.
#![cfg(unix)]

use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;

use super::computer::wait_until;
use super::*;
use common::TempDir;
use rookery::app::ai::EngineNotes;
use rookery::app::i18n::{Language, Tr, engine_note_text};
use rookery::app::session::{EngineChoice, GameMode, SetupChoices};
use rookery::engine::external::EngineNote;
use rookery::engine::external::Strength;

/// Answers every search with e7e5 (Black's reply to 1. e4).
const ENGINE: &str = r#"#!/bin/sh
while IFS= read -r line; do
  printf '%s\n' "$line" >> "$0.log"
  case "$line" in
    uci) echo "id name Stockfish 15.1"; echo "option name UCI_LimitStrength type check default false"; echo "option name UCI_Elo type spin default 1350 min 1350 max 2850"; echo uciok ;;
    isready) echo readyok ;;
    go*) echo "bestmove e7e5" ;;
    quit) exit 0 ;;
  esac
done
"#;

/// Writes the fake engine into `dir`; returns its path.
fn write_engine(dir: &TempDir) -> PathBuf {
    write_script(dir, ENGINE)
}

/// Writes `script` into `dir` as the fake engine; returns its path.
fn write_script(dir: &TempDir, script: &str) -> PathBuf {
    let path = dir.path().join("stockfish.sh");
    std::fs::write(&path, script).expect("write the fake engine");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))
        .expect("chmod the fake engine");
    path
}

/// A game as White against the engine at `path` asked to play at `elo`:
/// 1. e4, and the engine's answer.
fn play_e4_against(h: &mut Harness, path: &std::path::Path, elo: u32) {
    {
        let mut c = h.world().resource_mut::<SetupChoices>();
        c.mode = GameMode::HumanVsComputer;
        c.engine = EngineChoice::External;
        c.engine_path = path.to_string_lossy().into_owned();
        c.engine_elo = elo;
    }
    h.start_game();
    assert!(h.drag(sq("e2"), sq("e4")));
    wait_until(h, |h| h.session().game.ply_count() == 2);
    assert!(h.session().engine_failure.is_none());
}

/// Engine notes as the panel and Setup write them in `language`.
fn shown<'a>(notes: impl IntoIterator<Item = &'a EngineNote>, language: Language) -> Vec<String> {
    let tr = Tr::new(language);
    notes
        .into_iter()
        .map(|n| tr.text(&engine_note_text(n), false))
        .collect()
}

#[test]
fn an_elo_below_the_engines_minimum_is_shown_in_the_game_panel_and_setup() {
    let dir = TempDir::new("engine-notes");
    let path = write_engine(&dir);
    let mut h = Harness::new();
    play_e4_against(&mut h, &path, 1000);
    h.settle();
    let expected = "Stockfish 15.1 plays between Elo 1350 and 2850, so Elo 1000 became 1350";
    let players = h.session().players.clone();
    let notes = h.world().resource::<EngineNotes>();
    // What the game panel shows under the status line.
    assert_eq!(
        shown(notes.for_players(&players), Language::English),
        [expected]
    );
    // What Setup shows while the same engine and Elo are chosen.
    assert_eq!(
        shown(notes.about(&path, Strength::Elo(1000)), Language::English),
        [expected]
    );
    assert!(notes.about(&path, Strength::Elo(1500)).is_empty());
    // In French, a French sentence (written here by hand).
    assert_eq!(
        shown(notes.for_players(&players), Language::French),
        ["Stockfish 15.1 joue entre 1350 et 2850 Elo : l'Elo 1000 est devenu 1350"]
    );
}

#[test]
fn a_new_game_sends_ucinewgame_to_the_running_engine() {
    let dir = TempDir::new("engine-new-game");
    let path = write_engine(&dir);
    let mut h = Harness::new();
    play_e4_against(&mut h, &path, 1500);
    play_e4_against(&mut h, &path, 1500);
    let log = std::fs::read_to_string(dir.path().join("stockfish.sh.log")).unwrap_or_default();
    let exchange: Vec<&str> = log
        .lines()
        .filter(|l| *l == "uci" || *l == "ucinewgame" || l.starts_with("position"))
        .collect();
    // One engine process for both games, told each time a game begins.
    assert_eq!(
        exchange,
        [
            "uci",
            "ucinewgame",
            "position startpos moves e2e4",
            "ucinewgame",
            "position startpos moves e2e4",
        ],
        "{log}"
    );
}

#[test]
fn a_cancelled_search_shows_no_notes_and_the_next_answer_brings_them() {
    let dir = TempDir::new("engine-notes-cancelled");
    // The same engine, taking a second over each move.
    let path = write_script(&dir, &ENGINE.replace("go*) echo", "go*) sleep 1; echo"));
    let mut h = Harness::new();
    {
        let mut c = h.world().resource_mut::<SetupChoices>();
        c.mode = GameMode::HumanVsComputer;
        c.engine = EngineChoice::External;
        c.engine_path = path.to_string_lossy().into_owned();
        c.engine_elo = 1000;
    }
    h.start_game();
    assert!(h.drag(sq("e2"), sq("e4")));
    // The engine has started and thinks; the move is taken back, which
    // stops the search: its answer, and what came with it, is dropped.
    let log = dir.path().join("stockfish.sh.log");
    wait_until(&mut h, |_| {
        std::fs::read_to_string(&log).is_ok_and(|l| l.lines().any(|l| l.starts_with("go")))
    });
    h.world().write_message(GameCommand::Undo);
    h.app.update();
    assert_eq!(h.session().game.ply_count(), 0);
    for _ in 0..30 {
        h.app.update();
        std::thread::sleep(Duration::from_millis(10));
    }
    let notes = h.world().resource::<EngineNotes>().clone();
    assert_eq!(
        notes,
        EngineNotes::default(),
        "a stopped search shows nothing"
    );
    // The next answer comes from the same running engine and brings them.
    assert!(h.drag(sq("e2"), sq("e4")));
    wait_until(&mut h, |h| h.session().game.ply_count() == 2);
    let players = h.session().players.clone();
    let notes = h.world().resource::<EngineNotes>();
    assert_eq!(
        shown(notes.for_players(&players), Language::English),
        ["Stockfish 15.1 plays between Elo 1350 and 2850, so Elo 1000 became 1350"]
    );
    let log = std::fs::read_to_string(&log).unwrap_or_default();
    assert_eq!(
        log.lines().filter(|l| *l == "uci").count(),
        1,
        "one engine process: {log}"
    );
}
