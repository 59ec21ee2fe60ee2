//! Saving, loading, the autosave and Resume in the running game, headless:
//! the real `CorePlugin` with a `Storage` in a fresh temporary directory
//! (never the player's own folders), driven by `PersistCommand` messages as
//! the pause menu and the main menu send them.
//!
//! What is checked is what the player sees: the screen, the board entities
//! square by square, the moves, the feedback line, and the files on disk,
//! read back with the file-format code (`rookery::persist`) and the PGN
//! reader. Expected positions are the ones the game showed before it was
//! saved, never values taken from the persistence code.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use super::*;
use crate::common::{TempDir, sans};
use rookery::app::held::AppSettings;
use rookery::app::i18n::Phrase;
use rookery::app::saves::{PersistCommand, PersistFeedback, SavedGames};
use rookery::app::states::Pause;
use rookery::persist::Storage;
use rookery::persist::save::{self, SavedEnding};
use rookery::rules::tree::GameTree;
use rookery::rules::{Color, EndReason, Game, GameResult, Outcome, read_games};

/// The test harness with files kept in `storage`. Built as `Harness::new`
/// builds it, but with the `Storage` and the settings inserted before the
/// first frame, as `rookery::app::run_with` does: the saves list and the
/// Resume offer are read at start-up and on entering the menu.
pub(crate) fn harness_at(storage: &Storage) -> Harness {
    Harness::with(|app| {
        rookery::app::settings::load_into(app, storage);
        app.insert_resource(rookery::app::held::AppStorage(storage.clone()));
    })
}

/// The files of `dir` whose name ends in `.ext`, sorted (none if the
/// folder does not exist).
fn files_with_ext(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let Ok(read) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = read
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    files.sort();
    files
}

/// The files dialog's answer line, as it reads in English.
fn feedback(h: &Harness) -> Option<Result<String, String>> {
    h.app
        .world()
        .resource::<PersistFeedback>()
        .last
        .as_ref()
        .map(|r| r.as_ref().map(Phrase::english).map_err(Phrase::english))
}

fn saved_games(h: &Harness) -> SavedGames {
    h.app.world().resource::<SavedGames>().clone()
}

fn send(h: &mut Harness, cmd: PersistCommand) {
    h.world().write_message(cmd);
    h.settle();
}

fn piece_entities(h: &mut Harness) -> usize {
    let mut q = h.world().query::<&OnSquare>();
    q.iter(h.app.world()).count()
}

fn go_to_menu(h: &mut Harness) {
    h.world()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Menu);
    h.settle();
    assert_eq!(h.screen(), Screen::Menu);
}

/// White castles short and Black takes the e4 pawn: `1. e4 e5 2. Nf3 Nc6
/// 3. Bc4 Nf6 4. O-O Nxe4` (the Two Knights Defence, a standard opening line).
const CASTLE_AND_CAPTURE: [&str; 8] = [
    "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1", "f6e4",
];
const CASTLE_AND_CAPTURE_SAN: [&str; 8] = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O", "Nxe4"];

#[test]
fn save_from_the_pause_menu_then_load_from_the_main_menu() {
    let dir = TempDir::new("save-load");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.start_game();
    for mv in CASTLE_AND_CAPTURE {
        h.request(mv);
    }
    assert_eq!(sans(&h.session().game), CASTLE_AND_CAPTURE_SAN);
    h.assert_entities_match();
    let played = h.session().game.clone();
    let names = h.session().names.clone();

    // Pause, as Escape does, and save.
    h.world()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Paused);
    h.app.update();
    assert_eq!(
        *h.app.world().resource::<State<Pause>>().get(),
        Pause::Paused
    );
    send(&mut h, PersistCommand::Save("Round trip".into()));
    let said = feedback(&h);
    assert!(matches!(said, Some(Ok(_))), "save feedback: {said:?}");
    let saves = files_with_ext(&storage.saves_dir(), "ron");
    assert_eq!(
        saves.len(),
        1,
        "one save in {}",
        storage.saves_dir().display()
    );
    let path = saves[0].clone();
    let (file, game) = save::load(&path).expect("the save loads");
    assert_eq!(file.name, "Round trip");
    assert_eq!(game.position(), played.position());
    assert_eq!(sans(&game), CASTLE_AND_CAPTURE_SAN);
    // The Load Game list knows it at once.
    let listed = saved_games(&h);
    assert_eq!(listed.entries.len(), 1);
    assert_eq!(listed.entries[0].path, path);
    assert_eq!(
        listed.entries[0].summary.as_ref().map(|s| s.name.as_str()),
        Ok("Round trip")
    );

    // Another game meanwhile, so the load has something to replace.
    go_to_menu(&mut h);
    h.start_game();
    h.request("a2a3");
    go_to_menu(&mut h);
    assert_eq!(piece_entities(&mut h), 0, "no board on the main menu");

    send(&mut h, PersistCommand::Load(path.clone()));
    assert_eq!(h.screen(), Screen::Playing);
    assert!(matches!(feedback(&h), Some(Ok(_))), "{:?}", feedback(&h));
    assert_eq!(h.position(), *played.position());
    assert_eq!(sans(&h.session().game), CASTLE_AND_CAPTURE_SAN);
    assert_eq!(h.session().names, names);
    h.assert_entities_match();
    assert_eq!(piece_entities(&mut h), 32 - 1, "one pawn was taken");

    // Undo works on the loaded game: back through Nxe4 and O-O.
    for ply in [7, 6] {
        h.world().write_message(GameCommand::Undo);
        h.settle();
        assert_eq!(&h.position(), played.position_at(ply).unwrap());
        h.assert_entities_match();
    }
    assert_eq!(
        h.position().piece_at(sq("e1")).map(|p| p.kind),
        Some(rules::PieceKind::King),
        "castling taken back"
    );
    assert!(
        h.position().piece_at(sq("e4")).is_some(),
        "the pawn is back"
    );
    // The save itself is not changed by playing on.
    assert_eq!(save::load(&path).unwrap().0, file);
}

#[test]
fn loading_from_the_pause_menu_replaces_the_game_on_the_board() {
    let dir = TempDir::new("load-in-game");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.start_game();
    for mv in CASTLE_AND_CAPTURE {
        h.request(mv);
    }
    let saved = h.position();
    send(&mut h, PersistCommand::Save("First".into()));
    let path = files_with_ext(&storage.saves_dir(), "ron")
        .pop()
        .expect("saved");
    // Play on, differently, then load the save without leaving the board.
    for mv in ["d2d4", "e4f6", "d4e5"] {
        h.request(mv);
    }
    assert_ne!(h.position(), saved);
    h.world()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Paused);
    h.app.update();
    send(&mut h, PersistCommand::Load(path));
    assert_eq!(h.screen(), Screen::Playing);
    assert_eq!(h.position(), saved);
    assert_eq!(sans(&h.session().game), CASTLE_AND_CAPTURE_SAN);
    h.assert_entities_match();
    // The loaded game takes moves.
    h.request("d2d4");
    assert_eq!(h.session().game.ply_count(), 9);
    h.assert_entities_match();
}

/// The Exchange Variation of the Ruy Lopez, with two captures:
/// `1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6`.
const EXCHANGE_RUY_LOPEZ: [&str; 8] = [
    "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5c6", "d7c6",
];
const EXCHANGE_RUY_LOPEZ_SAN: [&str; 8] = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6"];

/// The autosave's game, checked completely.
#[track_caller]
fn autosaved(storage: &Storage) -> (save::SaveFile, Game) {
    match save::load(&storage.autosave_path()) {
        Ok(x) => x,
        Err(e) => panic!("the autosave does not load: {e}"),
    }
}

/// The one move log of the folder, read as PGN.
#[track_caller]
fn move_log(storage: &Storage) -> rules::PgnGame {
    let logs = files_with_ext(&storage.games_dir(), "pgn");
    assert_eq!(logs.len(), 1, "one move log: {logs:?}");
    let text = std::fs::read_to_string(&logs[0]).expect("the log is text");
    let mut games = read_games(&text);
    assert_eq!(games.len(), 1, "one game in the log:\n{text}");
    match games.remove(0) {
        Ok(g) => g,
        Err(e) => panic!("the log does not parse: {e}\n{text}"),
    }
}

#[test]
fn the_autosave_follows_every_move_and_a_new_start_offers_resume() {
    let dir = TempDir::new("autosave");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    assert_eq!(saved_games(&h).resume, None, "nothing to resume yet");
    h.start_game();
    assert!(
        !storage.autosave_path().exists(),
        "a game without moves writes no autosave"
    );
    for mv in EXCHANGE_RUY_LOPEZ {
        h.request(mv);
        let (_, game) = autosaved(&storage);
        assert_eq!(game.position(), &h.position(), "autosave after {mv}");
    }
    let (file, game) = autosaved(&storage);
    assert_eq!(sans(&game), EXCHANGE_RUY_LOPEZ_SAN);
    assert_eq!(file.ending, None);
    let log = move_log(&storage);
    assert_eq!(sans(&log.game), EXCHANGE_RUY_LOPEZ_SAN);
    assert_eq!(log.game.position(), &h.position());

    // An undo is a change too: the files follow it, then the move again.
    h.world().write_message(GameCommand::Undo);
    h.settle();
    assert_eq!(autosaved(&storage).1.ply_count(), 7);
    assert_eq!(move_log(&storage).game.ply_count(), 7);
    h.request("d7c6");
    let left = h.position();
    assert_eq!(autosaved(&storage).1.position(), &left);
    drop(h);

    // Rookery starts again with the same folders.
    let mut h = harness_at(&storage);
    assert_eq!(h.screen(), Screen::Menu);
    let resume = saved_games(&h).resume.expect("Resume is offered");
    assert_eq!(resume.summary.moves, 8);
    assert_eq!(resume.summary.result, "*");
    // The home screen draws the board as it was left, with no clocks.
    assert_eq!(resume.position, left);
    assert_eq!(resume.clock, None);
    assert_eq!(piece_entities(&mut h), 0);
    send(&mut h, PersistCommand::Resume);
    assert_eq!(h.screen(), Screen::Playing);
    assert_eq!(h.position(), left);
    assert_eq!(sans(&h.session().game), EXCHANGE_RUY_LOPEZ_SAN);
    h.assert_entities_match();
    // Playing on continues the same game's log, not a new one.
    h.request("e1g1");
    let log = move_log(&storage);
    assert_eq!(log.game.ply_count(), 9);
    assert_eq!(log.game.position(), &h.position());
    assert_eq!(autosaved(&storage).1.position(), &h.position());
}

#[test]
fn leaving_with_resign_ends_the_game_and_drops_resume() {
    let dir = TempDir::new("leave");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.start_game();
    // 1. e4 e5 2. Nf3: Black is to move, so Black is the side that resigns.
    for mv in ["e2e4", "e7e5", "g1f3"] {
        h.request(mv);
    }
    let board = h.position();
    assert!(autosaved(&storage).1.outcome().is_none());
    send(
        &mut h,
        PersistCommand::Leave {
            save: false,
            resign: true,
            quit: false,
        },
    );
    assert_eq!(h.screen(), Screen::Menu);
    let white_by_resignation = Outcome::win(Color::White, EndReason::Resignation);
    assert_eq!(h.session().game.outcome(), Some(white_by_resignation));
    let (file, game) = autosaved(&storage);
    assert_eq!(
        file.ending,
        Some(SavedEnding {
            result: "1-0".into(),
            reason: EndReason::Resignation,
        })
    );
    assert_eq!(game.outcome(), Some(white_by_resignation));
    assert_eq!(game.position(), &board, "resigning moves nothing");
    assert_eq!(
        saved_games(&h).resume,
        None,
        "a finished game is not resumed"
    );
    assert!(
        files_with_ext(&storage.saves_dir(), "ron").is_empty(),
        "no named save was asked for"
    );
    assert_eq!(move_log(&storage).result, Some(GameResult::WhiteWins));
    // And a new start agrees.
    drop(h);
    let h = harness_at(&storage);
    assert_eq!(saved_games(&h).resume, None);
}

/// The answers of saving and loading, in the window's language: French
/// here, the sentences written by hand as a French player reads them.
#[test]
fn saving_and_a_refused_load_are_told_in_the_players_language() {
    let dir = TempDir::new("save-load-french");
    let storage = dir.storage();
    let saves = storage.saves_dir();
    std::fs::create_dir_all(&saves).unwrap();
    let mut h = harness_at(&storage);
    h.world()
        .resource_mut::<rookery::app::held::AppSettings>()
        .language = Some("fr".into());
    h.start_game();
    h.request("e2e4");
    send(&mut h, PersistCommand::Save("Ronde 1".into()));
    let shown = |h: &Harness| {
        let tr = h.app.world().resource::<rookery::app::i18n::Tr>();
        let last = h.app.world().resource::<PersistFeedback>().last.clone();
        last.map(|r| match r {
            Ok(t) => Ok(tr.text(&t, false)),
            Err(t) => Err(tr.text(&t, false)),
        })
    };
    assert_eq!(shown(&h), Some(Ok("« Ronde 1 » enregistrée".to_string())));
    // With no name given, the save is named in French with the date and
    // time, the same way as in every language: "Partie 2026-11-25 16:05".
    send(&mut h, PersistCommand::Save(String::new()));
    let said = shown(&h).and_then(Result::ok).expect("saved");
    let name = said
        .strip_prefix("« Partie ")
        .and_then(|s| s.strip_suffix(" » enregistrée"))
        .unwrap_or_else(|| panic!("{said}"));
    let shape: String = name
        .chars()
        .map(|c| if c.is_ascii_digit() { '9' } else { c })
        .collect();
    assert_eq!(shape, "9999-99-99 99:99", "{said}");
    let binary = saves.join("binary.ron");
    std::fs::write(&binary, [0xFFu8, 0xFE, 0x00, 0x80]).unwrap();
    send(&mut h, PersistCommand::Load(binary));
    assert_eq!(
        shown(&h),
        Some(Err(
            "Impossible de charger cette sauvegarde : le fichier n'est pas \
                  du texte (endommagé, ou pas une sauvegarde)"
                .to_string()
        ))
    );
    // The game is untouched.
    assert_eq!(sans(&h.session().game), ["e4"]);
}

#[test]
fn a_bad_save_is_refused_and_the_game_goes_on() {
    let dir = TempDir::new("bad-load");
    let storage = dir.storage();
    let saves = storage.saves_dir();
    std::fs::create_dir_all(&saves).unwrap();
    let mut h = harness_at(&storage);
    h.start_game();
    for mv in ["e2e4", "e7e5", "g1f3"] {
        h.request(mv);
    }
    let board = h.position();
    let moves = sans(&h.session().game);

    // A good save cut in half, bytes that are not text, and a save whose
    // first move (e2e5) is illegal.
    let mut good = rookery::app::saves::save_file(h.session(), None, None, "Good");
    let text = good.to_ron();
    let half = saves.join("half.ron");
    std::fs::write(&half, &text[..text.len() / 2]).unwrap();
    let binary = saves.join("binary.ron");
    std::fs::write(&binary, [0xFFu8, 0xFE, 0x00, 0x80, b'(', 0xC3]).unwrap();
    good.moves = vec!["e2e5".into()];
    let illegal = saves.join("illegal.ron");
    good.write(&illegal).unwrap();

    for path in [half, binary, illegal] {
        let bytes = std::fs::read(&path).unwrap();
        let why = save::load(&path).expect_err("a bad save").to_string();
        send(&mut h, PersistCommand::Load(path.clone()));
        assert_eq!(h.screen(), Screen::Playing, "{}", path.display());
        assert_eq!(h.position(), board, "{}", path.display());
        assert_eq!(sans(&h.session().game), moves);
        h.assert_entities_match();
        match feedback(&h) {
            Some(Err(text)) => assert!(text.contains(&why), "{text:?} gives no reason"),
            other => panic!("{}: feedback {other:?}", path.display()),
        }
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "{}", path.display());
    }
    // The game still takes moves.
    h.request("b8c6");
    assert_eq!(h.session().game.ply_count(), 4);
    h.assert_entities_match();
}

#[test]
fn exports_write_the_game_and_the_position() {
    let dir = TempDir::new("export");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.start_game();
    for mv in CASTLE_AND_CAPTURE {
        h.request(mv);
    }
    let pgn_path = storage.exports_dir().join("game.pgn");
    send(&mut h, PersistCommand::ExportPgn(pgn_path.clone()));
    assert!(matches!(feedback(&h), Some(Ok(_))), "{:?}", feedback(&h));
    let text = std::fs::read_to_string(&pgn_path).unwrap();
    let games = read_games(&text);
    assert_eq!(games.len(), 1);
    let game = games[0].as_ref().expect("the export parses");
    assert_eq!(sans(&game.game), CASTLE_AND_CAPTURE_SAN);

    let fen_path = storage.exports_dir().join("position.fen");
    send(&mut h, PersistCommand::ExportFen(fen_path.clone()));
    let fen = std::fs::read_to_string(&fen_path).unwrap();
    assert_eq!(
        rules::Position::from_fen(fen.trim()).expect("a FEN"),
        h.position()
    );
}

#[test]
fn delete_removes_only_files_of_the_saves_folder() {
    let dir = TempDir::new("delete");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.start_game();
    h.request("e2e4");
    send(&mut h, PersistCommand::Save("To delete".into()));
    let path = files_with_ext(&storage.saves_dir(), "ron")
        .pop()
        .expect("saved");
    // A file elsewhere (here the autosave) is not the saves list's to delete.
    let outside = storage.autosave_path();
    let before = std::fs::read(&outside).expect("autosave written");
    send(&mut h, PersistCommand::Delete(outside.clone()));
    assert!(matches!(feedback(&h), Some(Err(_))), "{:?}", feedback(&h));
    assert_eq!(std::fs::read(&outside).unwrap(), before);
    // The save itself goes, and the list with it.
    assert_eq!(saved_games(&h).entries.len(), 1);
    send(&mut h, PersistCommand::Delete(path.clone()));
    assert!(matches!(feedback(&h), Some(Ok(_))), "{:?}", feedback(&h));
    assert!(!path.exists());
    assert!(saved_games(&h).entries.is_empty());
}

#[test]
fn a_save_that_cannot_be_written_keeps_the_player_in_the_game() {
    let dir = TempDir::new("blocked");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.start_game();
    for mv in ["e2e4", "e7e5"] {
        h.request(mv);
    }
    // A file where the saves folder should be: no save can be written.
    std::fs::write(storage.saves_dir(), b"in the way").unwrap();
    let board = h.position();
    send(&mut h, PersistCommand::Save("Blocked".into()));
    assert!(matches!(feedback(&h), Some(Err(_))), "{:?}", feedback(&h));
    assert_eq!(h.screen(), Screen::Playing);
    // Leaving with a save that fails does not leave: nothing is lost.
    send(
        &mut h,
        PersistCommand::Leave {
            save: true,
            resign: false,
            quit: false,
        },
    );
    assert!(matches!(feedback(&h), Some(Err(_))), "{:?}", feedback(&h));
    assert_eq!(h.screen(), Screen::Playing, "still in the game");
    assert_eq!(h.position(), board);
    assert!(h.session().game.outcome().is_none());
    h.assert_entities_match();
    assert_eq!(std::fs::read(storage.saves_dir()).unwrap(), b"in the way");
    // The autosave, elsewhere, still has the game.
    assert_eq!(autosaved(&storage).1.position(), &board);
}

#[test]
fn loading_a_finished_game_shows_it_over() {
    let dir = TempDir::new("finished");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.start_game();
    // Fool's mate: 1. f3 e5 2. g4 Qh4#.
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        h.request(mv);
    }
    assert_eq!(h.screen(), Screen::GameOver);
    let mated = h.position();
    send(&mut h, PersistCommand::Save("Mate".into()));
    let path = files_with_ext(&storage.saves_dir(), "ron")
        .pop()
        .expect("saved");
    go_to_menu(&mut h);
    send(&mut h, PersistCommand::Load(path));
    assert_eq!(h.screen(), Screen::GameOver);
    assert_eq!(h.position(), mated);
    assert_eq!(
        h.session().game.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Checkmate))
    );
    h.assert_entities_match();
}

#[test]
fn looking_at_a_finished_save_keeps_the_game_to_resume() {
    let dir = TempDir::new("keep-resume");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    // A finished game, saved.
    h.start_game();
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        h.request(mv);
    }
    send(&mut h, PersistCommand::Save("Mate".into()));
    let mate = files_with_ext(&storage.saves_dir(), "ron")
        .pop()
        .expect("saved");
    // A game in progress, left by the menu without saving.
    h.start_game();
    for mv in ["d2d4", "d7d5", "c2c4"] {
        h.request(mv);
    }
    let in_progress = h.position();
    go_to_menu(&mut h);
    assert!(saved_games(&h).resume.is_some());
    // Opening the finished game to look at it does not replace the
    // autosave: the unfinished game can still be resumed.
    send(&mut h, PersistCommand::Load(mate));
    assert_eq!(h.screen(), Screen::GameOver);
    go_to_menu(&mut h);
    assert!(saved_games(&h).resume.is_some(), "Resume is still offered");
    send(&mut h, PersistCommand::Resume);
    assert_eq!(h.position(), in_progress);
    h.assert_entities_match();
}

#[test]
fn a_game_from_a_position_is_saved_logged_and_loaded() {
    let dir = TempDir::new("from-fen");
    let storage = dir.storage();
    // The position after 1. Nf3 d5 2. Ng1 d4 3. e4: Black to move, and
    // 3...dxe3 e.p. is possible.
    let fen = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
    let mut h = harness_at(&storage);
    h.world()
        .resource_mut::<rookery::app::session::SetupChoices>()
        .start_fen = Some(fen.into());
    h.start_game();
    assert_eq!(h.position().to_fen(), fen);
    h.request("d4e3");
    assert!(
        h.position().piece_at(sq("e4")).is_none(),
        "the e4 pawn was taken en passant"
    );
    h.assert_entities_match();
    let after = h.position();
    let log = move_log(&storage);
    assert_eq!(log.game.start_position().to_fen(), fen);
    assert_eq!(log.game.position(), &after);
    send(&mut h, PersistCommand::Save("From a position".into()));
    let path = files_with_ext(&storage.saves_dir(), "ron")
        .pop()
        .expect("saved");
    go_to_menu(&mut h);
    send(&mut h, PersistCommand::Load(path));
    assert_eq!(h.position(), after);
    assert_eq!(h.session().game.start_position().to_fen(), fen);
    h.assert_entities_match();
    // Undo goes back to the position with the en passant square.
    h.world().write_message(GameCommand::Undo);
    h.settle();
    assert_eq!(h.position().to_fen(), fen);
    h.assert_entities_match();
}

#[test]
fn the_engine_path_lives_in_the_settings_and_the_old_file_is_folded_in() {
    use rookery::app::session::SetupChoices;
    use rookery::app::settings::RememberEnginePath;
    use rookery::persist::Settings;

    let dir = TempDir::new("engine-path");
    let storage = dir.storage();
    // What an older Rookery left behind: the path alone in its own file.
    let old = storage.old_engine_path_file();
    std::fs::create_dir_all(old.parent().unwrap()).unwrap();
    std::fs::write(&old, "/opt/engines/old-engine\n").unwrap();

    let mut h = harness_at(&storage);
    assert_eq!(
        h.world().resource::<SetupChoices>().engine_path,
        "/opt/engines/old-engine",
        "Setup offers the remembered engine"
    );
    assert!(!old.exists(), "the old file is gone once folded in");
    let on_disk = Settings::load(&storage.settings_path());
    assert_eq!(
        on_disk.settings.engine_path.as_deref(),
        Some("/opt/engines/old-engine")
    );

    // An engine that started is remembered in the settings file.
    h.world()
        .write_message(RememberEnginePath("/usr/games/stockfish".into()));
    h.settle();
    assert_eq!(
        h.world().resource::<AppSettings>().engine_path.as_deref(),
        Some("/usr/games/stockfish")
    );
    let on_disk = Settings::load(&storage.settings_path());
    assert_eq!(
        on_disk.settings.engine_path.as_deref(),
        Some("/usr/games/stockfish")
    );
    drop(h);

    // And offered again at the next start.
    let h = harness_at(&storage);
    assert_eq!(
        h.app.world().resource::<SetupChoices>().engine_path,
        "/usr/games/stockfish"
    );
}

/// Sends `cmd` and says whether the frame that handles it asks the app to
/// exit (a quit).
/// Whether `cmd` makes Rookery quit within a few frames (leaving after a
/// resignation takes one more: the game is resigned first).
fn quits(h: &mut Harness, cmd: PersistCommand) -> bool {
    let mut cursor = h.world().resource::<Messages<AppExit>>().get_cursor();
    h.world().write_message(cmd);
    let mut asked = 0;
    for _ in 0..3 {
        h.app.update();
        asked += cursor
            .read(h.app.world().resource::<Messages<AppExit>>())
            .count();
    }
    h.settle();
    asked > 0
}

#[test]
fn without_a_folder_for_files_every_way_out_of_a_game_still_works() {
    // No `Storage` at all: no home directory, nothing can be kept.
    for (resign, quit) in [(false, false), (true, false), (false, true), (true, true)] {
        let mut h = Harness::new();
        h.start_game();
        h.request("e2e4");
        // A save is refused with the reason, and the player stays.
        send(
            &mut h,
            PersistCommand::Leave {
                save: true,
                resign: false,
                quit,
            },
        );
        assert_eq!(h.screen(), Screen::Playing);
        let said = feedback(&h);
        assert!(
            matches!(&said, Some(Err(e)) if e.contains("cannot be kept")),
            "{said:?}"
        );
        // Leaving without saving (or resigning) goes through.
        let quitted = quits(
            &mut h,
            PersistCommand::Leave {
                save: false,
                resign,
                quit,
            },
        );
        assert_eq!(quitted, quit, "resign {resign}");
        if !quit {
            assert_eq!(h.screen(), Screen::Menu, "resign {resign}: to the menu");
        }
        assert_eq!(
            h.session().game.is_over(),
            resign,
            "resign {resign}: the game ends only when resigned"
        );
    }
}

#[test]
fn when_saving_fails_quitting_without_saving_still_quits() {
    let dir = TempDir::new("blocked-quit");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.start_game();
    h.request("e2e4");
    std::fs::write(storage.saves_dir(), b"in the way").unwrap();
    let quitted = quits(
        &mut h,
        PersistCommand::Leave {
            save: true,
            resign: false,
            quit: true,
        },
    );
    assert!(!quitted, "a save that fails does not quit");
    assert_eq!(h.screen(), Screen::Playing);
    let quitted = quits(
        &mut h,
        PersistCommand::Leave {
            save: false,
            resign: false,
            quit: true,
        },
    );
    assert!(quitted, "quitting without saving quits");
    // The autosave still has the game for Resume.
    assert_eq!(autosaved(&storage).1.ply_count(), 1);
}

#[test]
fn a_resumed_timed_game_keeps_its_control_and_times() {
    use rookery::app::clock::GameClock;
    use rookery::app::session::SetupChoices;
    use rookery::rules::TimeControl;
    let dir = TempDir::new("timed-resume");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.world().resource_mut::<SetupChoices>().time_control = Some(TimeControl::fischer(180, 0));
    h.start_game();
    for mv in ["e2e4", "e7e5", "g1f3", "b8c6"] {
        h.request(mv);
    }
    let (file, _) = autosaved(&storage);
    let saved = file.clock.expect("the autosave keeps the clock");
    assert_eq!(saved.control(), TimeControl::fischer(180, 0));
    assert_eq!(saved.history().len(), 4);
    // Black's clock ran while White thought about 3. Nf3 and stopped at
    // 2... Nc6: the autosave has its time from then.
    let black = h
        .world()
        .resource::<GameClock>()
        .0
        .clone()
        .unwrap()
        .left(Color::Black);
    assert!(black < Duration::from_secs(180));
    assert_eq!(saved.left(Color::Black), black);
    drop(h);

    let mut h = harness_at(&storage);
    send(&mut h, PersistCommand::Resume);
    assert_eq!(h.screen(), Screen::Playing);
    let resumed = h.world().resource::<GameClock>().0.clone().expect("timed");
    assert_eq!(resumed.control(), saved.control());
    assert_eq!(resumed.left(Color::Black), black);
    assert_eq!(resumed.history(), saved.history());
    // White's clock goes on from the autosave: the time Rookery was closed
    // does not count.
    assert!(resumed.left(Color::White) <= saved.left(Color::White));
    assert!(resumed.left(Color::White) + Duration::from_secs(2) > saved.left(Color::White));
}

/// A timed game at 3+0 between two people after 1.e4 e5 2.Nf3, Black's
/// clock running; time then goes a second a frame.
fn timed_game_at(storage: &Storage) -> Harness {
    use rookery::app::session::SetupChoices;
    use rookery::rules::TimeControl;
    let mut h = harness_at(storage);
    h.world().resource_mut::<SetupChoices>().time_control = Some(TimeControl::fischer(180, 0));
    h.start_game();
    for mv in ["e2e4", "e7e5", "g1f3"] {
        h.request(mv);
    }
    h.world()
        .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            Duration::from_secs(1),
        ));
    for _ in 0..5 {
        h.app.update();
    }
    h
}

fn black_left(h: &mut Harness) -> Duration {
    use rookery::app::clock::GameClock;
    let clock = h.world().resource::<GameClock>().0.clone();
    clock.expect("timed").left(Color::Black)
}

#[test]
fn the_pause_menu_and_quitting_autosave_the_clocks_of_that_moment() {
    let dir = TempDir::new("timed-pause");
    let storage = dir.storage();
    let mut h = timed_game_at(&storage);
    // The autosave after 2.Nf3 has Black's full time; Black has used some since.
    let at_move = autosaved(&storage)
        .0
        .clock
        .expect("clock")
        .left(Color::Black);
    h.world()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Paused);
    h.app.update();
    h.app.update();
    let paused = black_left(&mut h);
    assert!(
        paused + Duration::from_secs(3) < at_move,
        "{paused:?} {at_move:?}"
    );
    assert_eq!(
        autosaved(&storage).0.clock.unwrap().left(Color::Black),
        paused
    );
    h.world()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Running);
    for _ in 0..4 {
        h.app.update();
    }
    let now = black_left(&mut h);
    assert!(now < paused);
    // Closing the window: the autosave gets the times of the last frame.
    h.world().write_message(AppExit::Success);
    h.app.update();
    let at_exit = autosaved(&storage).0.clock.unwrap();
    assert!(at_exit.left(Color::Black) <= now);
    assert!(at_exit.left(Color::Black) + Duration::from_secs(2) > now);
}

#[test]
fn an_imported_pgn_goes_on_with_its_clocks() {
    use rookery::app::clock::GameClock;
    // As lichess exports a 3+2 game: the mover's time after each move.
    let text = "[TimeControl \"180+2\"]\n\n1. e4 { [%clk 0:03:00] } e5 { [%clk 0:03:00] } \
                2. Nf3 { [%clk 0:02:55.5] } Nc6 { [%clk 0:02:41] } *\n";
    let pgn = read_games(text).remove(0).expect("pgn");
    let dir = TempDir::new("pgn-clocks");
    let mut h = harness_at(&dir.storage());
    send(&mut h, PersistCommand::OpenPgn(Box::new(pgn.into())));
    assert_eq!(h.screen(), Screen::Playing);
    let clock = h.world().resource::<GameClock>().0.clone().expect("clocks");
    assert_eq!(
        clock.control(),
        rookery::rules::TimeControl::fischer(180, 2)
    );
    assert_eq!(clock.left(Color::Black), Duration::from_secs(161));
    // White to move, on at most the 2:55.5 the file gave it.
    assert!(clock.left(Color::White) <= Duration::from_millis(175_500));
    assert!(clock.left(Color::White) > Duration::from_secs(174));
    assert_eq!(clock.running(), Some(Color::White));
}

#[test]
fn a_review_is_kept_in_the_autosave_opened_with_the_game_and_exported() {
    use rookery::app::game_review::{GameReviewState, ReviewDepth, ReviewRequest};
    let dir = TempDir::new("review-kept");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.start_game();
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        h.request(mv);
    }
    h.world()
        .write_message(ReviewRequest::Start(ReviewDepth::Normal));
    h.wait_on("the review did not finish", |s: &GameReviewState| {
        s.review.is_some()
    });
    let review = h.world().resource::<GameReviewState>().review.clone();
    let review = review.expect("reviewed");
    h.app.update();
    // The finished game's autosave takes its review.
    let (file, _) = autosaved(&storage);
    assert_eq!(file.review.as_ref(), Some(&review));
    // Exported, the PGN carries it.
    let pgn_path = dir.path().join("reviewed.pgn");
    send(&mut h, PersistCommand::ExportPgn(pgn_path.clone()));
    let text = std::fs::read_to_string(&pgn_path).expect("exported");
    assert!(text.contains("g4 $4 {[%eval #-1]}"), "{text}");
    assert!(text.contains("[WhiteAccuracy \""), "{text}");
    drop(h);
    // Opened again, the game comes with its review: nothing to recompute.
    let mut h = harness_at(&storage);
    send(&mut h, PersistCommand::Load(storage.autosave_path()));
    assert_eq!(
        h.world().resource::<GameReviewState>().review.as_ref(),
        Some(&review)
    );
    assert_eq!(h.world().resource::<GameReviewState>().progress, None);
}

/// An imported game keeps its own tags: the autosave holds them, and the
/// exported PGN and the analysis board's export write them back.
#[test]
fn an_imported_pgn_keeps_its_tags_in_saves_and_exports() {
    let text = "[Event \"Club championship\"]\n[Site \"Lyon\"]\n[Date \"2024.03.09\"]\n\
                [Round \"4\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[WhiteElo \"1850\"]\n\
                [BlackElo \"1790\"]\n\n1. e4 e5 2. Nf3 *\n";
    let pgn = read_games(text).remove(0).expect("pgn");
    let dir = TempDir::new("pgn-tags");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    send(&mut h, PersistCommand::OpenPgn(Box::new(pgn.into())));
    assert_eq!(h.screen(), Screen::Playing);
    let names: Vec<String> = autosaved(&storage)
        .0
        .tags
        .iter()
        .map(|(n, _)| n.clone())
        .collect();
    // With the opening's tags after them (1. e4 e5 2. Nf3 is C40 King's
    // Knight Opening in c.tsv).
    assert_eq!(
        names,
        [
            "Event", "Site", "Date", "Round", "WhiteElo", "BlackElo", "ECO", "Opening"
        ]
    );
    let exported = |h: &mut Harness, name: &str| {
        let path = dir.path().join(name);
        send(h, PersistCommand::ExportPgn(path.clone()));
        std::fs::read_to_string(&path).expect("exported")
    };
    let text = exported(&mut h, "game.pgn");
    for line in [
        "[Event \"Club championship\"]",
        "[Round \"4\"]",
        "[BlackElo \"1790\"]",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    h.world().write_message(GameCommand::Analyse(3));
    h.settle();
    assert!(h.session().analysis);
    let text = exported(&mut h, "analysis.pgn");
    assert!(text.contains("[WhiteElo \"1850\"]"), "{text}");
}

/// An imported game's variations wait for the analysis board: there they
/// are variations of its tree, and its export writes them back as variations.
#[test]
fn an_imported_pgn_s_variations_are_variations_on_the_analysis_board() {
    let text = "1. e4 e5 {the classical reply} (1... c5 2. Nf3) 2. Nf3 *\n";
    let pgn = read_games(text).remove(0).expect("pgn");
    let dir = TempDir::new("pgn-variations");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    send(&mut h, PersistCommand::OpenPgn(Box::new(pgn.into())));
    // The autosave keeps the variation and the comment, and the game's
    // export writes both back.
    let saved = autosaved(&storage).0;
    assert_eq!(saved.side_lines, [vec!["e2e4", "c7c5", "g1f3"]]);
    assert_eq!(
        saved.comments,
        [(1, "e7e5".to_string(), "the classical reply".to_string())]
    );
    let path = dir.path().join("game.pgn");
    send(&mut h, PersistCommand::ExportPgn(path.clone()));
    let text = std::fs::read_to_string(&path).expect("exported");
    assert!(
        text.contains("1. e4 e5 {the classical reply} (1... c5 2. Nf3) 2. Nf3 *"),
        "{text}"
    );
    h.world().write_message(GameCommand::Analyse(3));
    h.settle();
    let s = h.session();
    assert!(s.analysis);
    let notes = s.notes.as_ref().expect("the analysis board's notes");
    let e4 = notes.tree.children(GameTree::ROOT)[0];
    let replies: Vec<String> = notes
        .tree
        .children(e4)
        .iter()
        .map(|&n| notes.tree.san(n))
        .collect();
    assert_eq!(replies, ["e5", "c5"], "the variation is the tree's");
    let path = dir.path().join("analysis.pgn");
    send(&mut h, PersistCommand::ExportPgn(path.clone()));
    let text = std::fs::read_to_string(&path).expect("exported");
    assert!(
        text.contains("1. e4 e5 {the classical reply} (1... c5 2. Nf3) 2. Nf3 *"),
        "{text}"
    );
}

/// The tag `name` of a PGN game.
fn tag<'g>(pgn: &'g rules::PgnGame, name: &str) -> Option<&'g str> {
    pgn.tags
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

#[test]
fn the_opening_is_named_on_the_panel_in_the_autosave_and_in_the_move_log() {
    use rookery::app::opening::GameOpening;
    let dir = TempDir::new("opening-tags");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.start_game();
    assert_eq!(h.world().resource::<GameOpening>().at(0), None);
    for mv in EXCHANGE_RUY_LOPEZ {
        h.request(mv);
    }
    // a.tsv..e.tsv, written down by hand: 1. e4 is "B00 King's Pawn Game";
    // 3. Bb5 a6 "C70 Ruy Lopez: Morphy Defense"; 4. Bxc6 "C68 Ruy Lopez:
    // Exchange Variation", which 4... dxc6 (no line of its own) keeps.
    let named = |h: &mut Harness, ply: usize| {
        h.world()
            .resource::<GameOpening>()
            .at(ply)
            .map(ToString::to_string)
    };
    assert_eq!(named(&mut h, 1).as_deref(), Some("B00 King's Pawn Game"));
    assert_eq!(
        named(&mut h, 6).as_deref(),
        Some("C70 Ruy Lopez: Morphy Defense")
    );
    assert_eq!(
        named(&mut h, 8).as_deref(),
        Some("C68 Ruy Lopez: Exchange Variation")
    );
    let (file, _) = autosaved(&storage);
    assert!(file.tags.contains(&("ECO".to_string(), "C68".to_string())));
    assert!(file.tags.contains(&(
        "Opening".to_string(),
        "Ruy Lopez: Exchange Variation".to_string()
    )));
    let log = move_log(&storage);
    assert_eq!(tag(&log, "ECO"), Some("C68"));
    assert_eq!(tag(&log, "Opening"), Some("Ruy Lopez: Exchange Variation"));

    // An undo takes the name back with the move.
    for _ in 0..3 {
        h.world().write_message(GameCommand::Undo);
        h.settle();
    }
    assert_eq!(named(&mut h, 5).as_deref(), Some("C60 Ruy Lopez"));
    assert_eq!(tag(&move_log(&storage), "ECO"), Some("C60"));
}

/// The PGN the game on the board exports.
fn exported(h: &mut Harness, storage: &Storage) -> rules::PgnGame {
    let path = storage.exports_dir().join("game.pgn");
    send(h, PersistCommand::ExportPgn(path.clone()));
    assert!(matches!(feedback(h), Some(Ok(_))), "{:?}", feedback(h));
    let text = std::fs::read_to_string(&path).unwrap();
    read_games(&text).remove(0).expect("the export parses")
}

#[test]
fn an_imported_game_gets_its_opening_tags_and_a_wrong_one_is_corrected() {
    let dir = TempDir::new("opening-import");
    let storage = dir.storage();
    // The Nimzo-Indian by the English move order (e.tsv: E20 Nimzo-Indian
    // Defense, 1. d4 Nf6 2. c4 e6 3. Nc3 Bb4), without opening tags.
    let text = "[Event \"Club\"]\n\n1. c4 e6 2. Nc3 Nf6 3. d4 Bb4 *\n";
    let mut h = harness_at(&storage);
    send(
        &mut h,
        PersistCommand::OpenPgn(Box::new(read_games(text).remove(0).unwrap().into())),
    );
    let pgn = exported(&mut h, &storage);
    assert_eq!(tag(&pgn, "Event"), Some("Club"));
    assert_eq!(tag(&pgn, "ECO"), Some("E20"));
    assert_eq!(tag(&pgn, "Opening"), Some("Nimzo-Indian Defense"));

    // Tags that name another opening give way to the moves'.
    let text = "[ECO \"A00\"]\n[Opening \"Something else\"]\n\n1. c4 e6 2. Nc3 Nf6 3. d4 Bb4 *\n";
    send(
        &mut h,
        PersistCommand::OpenPgn(Box::new(read_games(text).remove(0).unwrap().into())),
    );
    let pgn = exported(&mut h, &storage);
    assert_eq!(tag(&pgn, "ECO"), Some("E20"));
    assert_eq!(tag(&pgn, "Opening"), Some("Nimzo-Indian Defense"));
}

/// The moves of tests/rules/chess960.rs from start position 0 (bbqnnrkr)
/// up to White's long castling, which clears c1, d1 and e1.
const CHESS960_ZERO: [&str; 8] = [
    "e1d3", "g7g6", "d1e3", "e8d6", "c2c4", "c7c5", "c1c2", "d8e6",
];

#[test]
fn a_chess960_game_castles_by_drag_and_click_and_is_saved_logged_and_resumed() {
    use rookery::app::opening::GameOpening;
    use rookery::app::session::{Chess960Start, SetupChoices};
    use rookery::rules::{Position, Variant};
    let dir = TempDir::new("chess960");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.world().resource_mut::<SetupChoices>().chess960 = Some(Chess960Start::Number(0));
    h.start_game();
    assert_eq!(h.position(), Position::chess960(0).unwrap());
    assert_eq!(
        h.world().resource::<GameOpening>().chess960(),
        Some("Chess960 No. 0")
    );
    for mv in CHESS960_ZERO {
        h.request(mv);
    }
    // The king dragged from g1 to c1, its square after castling long: the
    // rook goes from f1 to d1 (worked out in tests/rules/chess960.rs).
    assert!(h.drag(sq("g1"), sq("c1")));
    let castled = "bbq2rkr/pp1ppp1p/3nn1p1/2p5/2P5/3NN3/PPQPPPPP/BBKR3R";
    assert_eq!(h.position().board_fen(), castled);
    h.assert_entities_match();
    // Undo, then the same castling by a click on the king and one on its
    // own rook.
    h.world().write_message(GameCommand::Undo);
    h.settle();
    h.click(sq("g1"));
    h.click(sq("f1"));
    h.settle();
    assert_eq!(h.position().board_fen(), castled);
    h.assert_entities_match();

    let (file, game) = autosaved(&storage);
    assert_eq!(file.variant, Variant::Chess960);
    assert_eq!(file.moves.last().map(String::as_str), Some("g1f1"));
    assert_eq!(game.position(), &h.position());
    let log = move_log(&storage);
    assert_eq!(tag(&log, "Variant"), Some("Chess960"));
    assert_eq!(tag(&log, "ECO"), None, "no opening names in Chess960");
    assert_eq!(log.game.position(), &h.position());
    drop(h);

    let mut h = harness_at(&storage);
    send(&mut h, PersistCommand::Resume);
    assert_eq!(h.position(), game.position().clone());
    assert_eq!(h.position().variant(), Variant::Chess960);
    h.assert_entities_match();
}

#[test]
fn a_random_chess960_start_is_one_of_the_960_and_a_rematch_keeps_it() {
    use rookery::app::session::{Chess960Start, SetupChoices};
    use rookery::rules::Variant;
    let dir = TempDir::new("chess960-random");
    let mut h = harness_at(&dir.storage());
    h.world().resource_mut::<SetupChoices>().chess960 = Some(Chess960Start::Random);
    // Eight starts: each one of the 960, and not all the same one. Eight
    // fair draws from 960 show at most four numbers about three times in a
    // billion (C(960,4)·(4/960)^8), so more than four are asked for: a
    // "random" start stuck on one number, or on a handful, fails.
    let mut numbers = BTreeSet::new();
    for _ in 0..8 {
        h.start_game();
        let start = *h.session().game.start_position();
        assert_eq!(start.variant(), Variant::Chess960);
        let number = start.chess960_number();
        assert!(number.is_some(), "{}", start.to_fen());
        numbers.extend(number);
        go_to_menu(&mut h);
    }
    assert!(numbers.len() > 4, "the random starts were {numbers:?}");
    h.start_game();
    let start = *h.session().game.start_position();
    h.world()
        .write_message(GameCommand::Resign(rookery::rules::Color::White));
    h.settle();
    h.world().write_message(GameCommand::Rematch);
    h.settle();
    assert_eq!(h.session().game.start_position(), &start);
    assert_eq!(h.session().game.ply_count(), 0);
}

#[test]
fn a_chess960_fen_is_played_as_chess960_whatever_the_variant_chosen() {
    use rookery::app::session::SetupChoices;
    use rookery::rules::{Position, Variant};
    let dir = TempDir::new("chess960-fen");
    let mut h = harness_at(&dir.storage());
    // Shredder-FEN of start position 0, as Load FEN takes it; Variant left
    // at Standard.
    h.world().resource_mut::<SetupChoices>().start_fen =
        Some("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1".to_string());
    h.start_game();
    assert_eq!(h.position(), Position::chess960(0).unwrap());
    assert_eq!(h.position().variant(), Variant::Chess960);
}

/// A finished game opened from the command line (`rookery --pgn`) says how
/// it ended on the status line, not that the mated side is to move.
#[test]
fn a_finished_game_opened_at_start_says_how_it_ended() {
    use rookery::app::saves::StartupGame;
    // Fool's mate: Black mates on move 2 (the PGN's own moves and result).
    let text = "[White \"Ann\"]\n[Black \"Bob\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
    let pgn = read_games(text).remove(0).expect("pgn");
    let dir = TempDir::new("startup-mated");
    let storage = dir.storage();
    let mut h = Harness::with(|app| {
        rookery::app::settings::load_into(app, &storage);
        app.insert_resource(rookery::app::held::AppStorage(storage.clone()));
        app.insert_resource(StartupGame::Pgn(Box::new(pgn.into())));
    });
    h.settle();
    assert_eq!(h.screen(), Screen::GameOver);
    assert!(h.session().game.is_over());
    assert_eq!(h.status(), "0-1, Black wins by checkmate");
}

/// The library's games, once the writer thread has `count` of them.
fn library_games(storage: &Storage, count: usize) -> Vec<rookery::library::GameRow> {
    let started = std::time::Instant::now();
    loop {
        if storage.library_path().exists() {
            let library = rookery::library::Library::open(&storage.library_path())
                .expect("the library opens")
                .library;
            let games = library
                .games(&Default::default(), Default::default(), 0, 100)
                .unwrap();
            if games.len() >= count {
                return games;
            }
        }
        assert!(
            started.elapsed().as_secs() < 20,
            "the library did not get {count} games"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

#[test]
fn games_played_go_into_the_library_and_a_game_left_unfinished_too() {
    let dir = TempDir::new("library");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.start_game();
    // Fool's mate: 1. f3 e5 2. g4 Qh4#.
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        h.request(mv);
    }
    assert!(h.session().game.is_over());
    let games = library_games(&storage, 1);
    assert_eq!(games.len(), 1);
    let (white, black) = (
        h.session().names.white.clone(),
        h.session().names.black.clone(),
    );
    assert_eq!(
        (games[0].white.as_str(), games[0].black.as_str()),
        (white.as_str(), black.as_str())
    );
    assert_eq!(games[0].result, "0-1");
    assert_eq!(games[0].plies, 4);
    assert_eq!(games[0].source, "Rookery");
    assert!(!games[0].unfinished);

    // A second game, left after two moves: kept as unfinished.
    go_to_menu(&mut h);
    h.start_game();
    for mv in ["d2d4", "d7d5"] {
        h.request(mv);
    }
    send(
        &mut h,
        PersistCommand::Leave {
            save: false,
            resign: false,
            quit: false,
        },
    );
    let games = library_games(&storage, 2);
    let left = games.iter().find(|g| g.plies == 2).expect("the game left");
    assert!(left.unfinished);
    assert_eq!(left.result, "*");
}

#[test]
fn a_game_in_progress_when_rookery_closes_goes_into_the_library_unfinished() {
    let dir = TempDir::new("library-exit");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    h.start_game();
    for mv in ["e2e4", "c7c5", "g1f3"] {
        h.request(mv);
    }
    // The window closed (Bevy sends AppExit): the writer is waited for in
    // the same frame, so the game is in the file when the frame ends.
    h.world().write_message(AppExit::Success);
    h.app.update();
    let games = library_games(&storage, 1);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].plies, 3);
    assert!(games[0].unfinished);
    assert_eq!(games[0].result, "*");
}

/// Continue on an unfinished game from the library: against Rookery at the
/// level its name gives when it was played against the computer, the
/// player on the other side with the board turned to them; both sides by
/// hand when neither side (or both) is Rookery, or the level is unknown.
#[test]
fn an_unfinished_game_against_the_computer_continues_against_it() {
    use rookery::app::saves::session_to_continue;
    use rookery::app::session::{GameMode, Opponent, PlayerKind};
    use rookery::engine::Level;
    let pgn = |white: &str, black: &str| {
        let text = format!(
            "[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n"
        );
        read_games(&text).into_iter().next().unwrap().unwrap()
    };
    let s = session_to_continue(&pgn("Ann", "Rookery (Level 3)").into());
    assert_eq!(
        s.players.black,
        PlayerKind::Computer(Opponent::Builtin(Level::Strength(3)))
    );
    assert_eq!(s.players.white, PlayerKind::Human);
    assert_eq!(
        (s.mode, s.first_player, s.flipped),
        (GameMode::HumanVsComputer, Color::White, false)
    );
    assert_eq!(s.game.ply_count(), 3);
    let s = session_to_continue(&pgn("Rookery (Elo 1500)", "Ann").into());
    assert_eq!(
        s.players.white,
        PlayerKind::Computer(Opponent::Builtin(Level::Elo(1500)))
    );
    assert_eq!((s.first_player, s.flipped), (Color::Black, true));
    for (white, black) in [
        ("Ann", "Ben"),
        ("Rookery (Level 3)", "Rookery (Level 5)"),
        ("Ann", "Rookery (Level 12)"),
    ] {
        let s = session_to_continue(&pgn(white, black).into());
        assert_eq!(
            (s.players.white.clone(), s.players.black.clone(), s.mode),
            (PlayerKind::Human, PlayerKind::Human, GameMode::HumanVsHuman),
            "{white} - {black}"
        );
    }
}
