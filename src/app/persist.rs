//! Saving and loading in the running game: named saves, the autosave after
//! every move (and the Resume it offers), the PGN move log, imports and
//! exports, and the quit flows that must not lose a game. The file formats
//! live in [`crate::persist`]; this plugin connects them to the [`Session`].

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use super::GameSet;
use super::session::{
    GameChanged, GameMode, Opponent, PendingPromotion, PlayerKind, Session, StatusKind,
};
use super::states::{Pause, Screen};
use crate::engine::external::Strength;
use crate::persist::save::{
    self, SAVE_VERSION, SaveEntry, SaveFile, SaveSummary, SavedMode, SavedPlayer, SavedPlayerKind,
};
use crate::persist::storage::safe_file_name;
use crate::persist::{Storage, time, write_atomic};
use crate::rules::{ByColor, Color, EndReason, Game, Outcome, PgnGame, Position, write_game};

/// What the player asks of saves and files.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum PersistCommand {
    /// Save the game under this name (in the saves folder).
    Save(String),
    /// Load a save file.
    Load(PathBuf),
    /// Delete a save file (already confirmed).
    Delete(PathBuf),
    /// Read the saves folder again.
    Refresh,
    /// Continue the autosaved game.
    Resume,
    /// Open a game read from PGN (already parsed and checked).
    OpenPgn(Box<PgnGame>),
    /// Write the game's PGN to a file.
    ExportPgn(PathBuf),
    /// Write the position's FEN to a file.
    ExportFen(PathBuf),
    /// Leave the game in progress: optionally save it or resign it first,
    /// then go to the main menu or quit Rookery.
    Leave {
        /// Write a named save first.
        save: bool,
        /// The side to act resigns first.
        resign: bool,
        /// Quit Rookery (otherwise go to the main menu).
        quit: bool,
    },
}

/// The answer to the last save, load, delete or export, for the dialogs.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct PersistFeedback {
    /// `Ok(message)` or `Err(why)`.
    pub last: Option<Result<String, String>>,
}

/// The saves folder as last read, and the autosaved game if it can be
/// resumed.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct SavedGames {
    /// Every file in the saves folder, newest first.
    pub entries: Vec<SaveEntry>,
    /// The autosaved game in progress, if there is one to resume.
    pub resume: Option<SaveSummary>,
}

/// A game to open at start-up, from the command line.
#[derive(Resource, Debug, Clone, PartialEq)]
pub enum StartupGame {
    /// A position (checked), two players.
    Fen(String),
    /// A save file (checked).
    Save(PathBuf),
    /// A PGN game (checked).
    Pgn(Box<PgnGame>),
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PersistCommand>()
        .init_resource::<PersistFeedback>()
        .init_resource::<SavedGames>()
        .add_systems(Startup, refresh_saves)
        .add_systems(OnEnter(Screen::Menu), refresh_saves)
        .add_systems(
            Update,
            (
                open_startup_game.run_if(resource_exists::<StartupGame>),
                handle_commands,
                autosave.run_if(resource_exists::<Session>),
            )
                .chain()
                .after(GameSet::EndDetection),
        );
}

/// The save describing `session`.
pub fn save_file(session: &Session, name: &str) -> SaveFile {
    let (start_fen, moves, current_fen, ending) = SaveFile::game_fields(&session.game);
    let player = |c: Color| SavedPlayer {
        name: session.names[c].clone(),
        kind: match &session.players[c] {
            PlayerKind::Human => SavedPlayerKind::Human,
            PlayerKind::Computer(Opponent::Builtin(level)) => SavedPlayerKind::Rookery(*level),
            PlayerKind::Computer(Opponent::External { path, strength }) => {
                SavedPlayerKind::Engine {
                    path: path.clone(),
                    elo: match strength {
                        Strength::Elo(e) => Some(*e),
                        _ => None,
                    },
                }
            }
        },
    };
    SaveFile {
        version: SAVE_VERSION,
        name: name.to_string(),
        started: session.started,
        saved: time::now(),
        mode: match session.mode {
            GameMode::HumanVsHuman => SavedMode::HumanVsHuman,
            GameMode::HumanVsComputer => SavedMode::HumanVsComputer,
            GameMode::ComputerVsComputer => SavedMode::ComputerVsComputer,
        },
        white: player(Color::White),
        black: player(Color::Black),
        first_player: session.first_player,
        flipped: session.flipped,
        start_fen,
        moves,
        current_fen,
        ending,
    }
}

/// The session a checked save describes.
pub fn session_from_save(save: &SaveFile, game: Game) -> Session {
    let player = |p: &SavedPlayer| match &p.kind {
        SavedPlayerKind::Human => PlayerKind::Human,
        SavedPlayerKind::Rookery(level) => PlayerKind::Computer(Opponent::Builtin(*level)),
        SavedPlayerKind::Engine { path, elo } => PlayerKind::Computer(Opponent::External {
            path: path.clone(),
            strength: elo.map_or(Strength::Default, Strength::Elo),
        }),
    };
    let mode = match save.mode {
        SavedMode::HumanVsHuman => GameMode::HumanVsHuman,
        SavedMode::HumanVsComputer => GameMode::HumanVsComputer,
        SavedMode::ComputerVsComputer => GameMode::ComputerVsComputer,
    };
    let mut session = Session::with_game(
        game,
        ByColor {
            white: save.white.name.clone(),
            black: save.black.name.clone(),
        },
        ByColor {
            white: player(&save.white),
            black: player(&save.black),
        },
        mode,
        save.first_player,
    );
    session.flipped = save.flipped;
    session.started = save.started;
    session
}

/// A two-player session around an imported PGN game. A result the file
/// records but the board does not show (a resignation, say) ends the game.
pub fn session_from_pgn(pgn: &PgnGame) -> Session {
    let mut game = pgn.game.clone();
    if let (Some(result), None) = (pgn.result, game.outcome()) {
        let _ = game.end(Outcome {
            result,
            reason: EndReason::Unknown,
        });
    }
    let name = |tag: &str, default: &str| {
        pgn.tag(tag)
            .map(str::trim)
            .filter(|n| !n.is_empty() && *n != "?")
            .unwrap_or(default)
            .to_string()
    };
    Session::with_game(
        game,
        ByColor {
            white: name("White", "White"),
            black: name("Black", "Black"),
        },
        ByColor {
            white: PlayerKind::Human,
            black: PlayerKind::Human,
        },
        GameMode::HumanVsHuman,
        Color::White,
    )
}

/// A two-player session from a checked position.
pub fn session_from_position(pos: Position) -> Session {
    Session::with_game(
        Game::from_position(pos),
        ByColor {
            white: "White".into(),
            black: "Black".into(),
        },
        ByColor {
            white: PlayerKind::Human,
            black: PlayerKind::Human,
        },
        GameMode::HumanVsHuman,
        Color::White,
    )
}

/// The game's PGN with Rookery's tags.
pub fn game_pgn(session: &Session) -> String {
    let tags = vec![
        ("Event".to_string(), "Rookery game".to_string()),
        ("Site".to_string(), "Rookery".to_string()),
        ("Date".to_string(), time::pgn_date(session.started)),
        ("White".to_string(), session.names.white.clone()),
        ("Black".to_string(), session.names.black.clone()),
    ];
    let mut pgn = write_game(&session.game, &tags);
    if let Some(o) = session.game.outcome() {
        // Say why it ended where PGN readers look for it.
        let note = format!("{{{o}}} ");
        if let Some(at) = pgn.rfind(o.result.as_pgn()) {
            pgn.insert_str(at, &note);
        }
    }
    pgn
}

/// A game's file name without extension: "<start time> <White> vs <Black>",
/// for its move log and its exports.
pub fn game_file_stem(session: &Session) -> String {
    format!(
        "{} {} vs {}",
        time::file_stamp(session.started),
        safe_file_name(&session.names.white),
        safe_file_name(&session.names.black)
    )
}

/// Where the move log of a game goes.
pub fn move_log_path(storage: &Storage, session: &Session) -> PathBuf {
    storage
        .games_dir()
        .join(format!("{}.pgn", game_file_stem(session)))
}

/// The save file for a name.
pub fn save_path(storage: &Storage, name: &str) -> PathBuf {
    storage
        .saves_dir()
        .join(format!("{}.ron", safe_file_name(name)))
}

/// The default name of a new save: the date and time.
pub fn default_save_name() -> String {
    format!("Game {}", time::display(time::now()))
}

fn refresh_saves(storage: Option<Res<Storage>>, mut saved: ResMut<SavedGames>) {
    if let Some(storage) = storage {
        refresh(&storage, &mut saved);
    }
}

/// What it takes to replace the running game with another and show it.
#[derive(bevy::ecs::system::SystemParam)]
struct Opener<'w, 's> {
    commands: Commands<'w, 's>,
    next: ResMut<'w, NextState<Screen>>,
    next_pause: ResMut<'w, NextState<Pause>>,
    changed: MessageWriter<'w, GameChanged>,
    pending: ResMut<'w, PendingPromotion>,
}

impl Opener<'_, '_> {
    /// Replaces the running game with `session` and shows it.
    fn open(&mut self, session: Session) {
        self.commands.insert_resource(session);
        self.pending.0 = None;
        self.changed.write(GameChanged::Reset);
        self.next.set(Screen::Playing);
        self.next_pause.set(Pause::Running);
    }
}

fn open_startup_game(
    startup: Res<StartupGame>,
    mut opener: Opener,
    mut feedback: ResMut<PersistFeedback>,
) {
    let session = match &*startup {
        StartupGame::Fen(fen) => Position::from_fen(fen)
            .map(session_from_position)
            .map_err(|e| e.to_string()),
        StartupGame::Save(path) => save::load(path)
            .map(|(file, game)| session_from_save(&file, game))
            .map_err(|e| format!("{}: {e}", path.display())),
        StartupGame::Pgn(pgn) => Ok(session_from_pgn(pgn)),
    };
    opener.commands.remove_resource::<StartupGame>();
    match session {
        Ok(mut session) => {
            let to_move = session.game.side_to_move();
            session.say(
                StatusKind::Info,
                format!("{} to move", session.names[to_move]),
            );
            opener.open(session);
        }
        Err(e) => feedback.last = Some(Err(e)),
    }
}

#[allow(clippy::too_many_arguments)]
fn handle_commands(
    mut opener: Opener,
    mut reader: MessageReader<PersistCommand>,
    storage: Option<Res<Storage>>,
    mut session: Option<ResMut<Session>>,
    mut feedback: ResMut<PersistFeedback>,
    mut saved: ResMut<SavedGames>,
    mut exit: MessageWriter<AppExit>,
) {
    for cmd in reader.read() {
        let Some(storage) = storage.as_deref() else {
            feedback.last = Some(Err(
                "Rookery has no folder to keep files in (no home directory)".into(),
            ));
            continue;
        };
        match cmd {
            PersistCommand::Save(name) => {
                let Some(s) = session.as_deref_mut() else {
                    continue;
                };
                let result = write_named_save(storage, s, name);
                match &result {
                    Ok(text) => s.say(StatusKind::Info, text.clone()),
                    Err(e) => s.say(StatusKind::Warning, e.clone()),
                }
                feedback.last = Some(result);
                refresh(storage, &mut saved);
            }
            PersistCommand::Load(path) => match save::load(path) {
                Ok((file, game)) => {
                    let mut s = session_from_save(&file, game);
                    s.say(StatusKind::Info, format!("Loaded \"{}\"", file.name));
                    feedback.last = Some(Ok(format!("Loaded \"{}\"", file.name)));
                    opener.open(s);
                }
                Err(e) => feedback.last = Some(Err(format!("Cannot load this save: {e}"))),
            },
            PersistCommand::Resume => match save::load(&storage.autosave_path()) {
                Ok((file, game)) => {
                    let mut s = session_from_save(&file, game);
                    s.say(StatusKind::Info, "Resumed the game where it was left");
                    opener.open(s);
                }
                Err(e) => {
                    feedback.last = Some(Err(format!("Cannot resume: {e}")));
                    refresh(storage, &mut saved);
                }
            },
            PersistCommand::Delete(path) => {
                // Only files in the saves folder are Rookery's to delete.
                let ours = path.parent() == Some(storage.saves_dir().as_path());
                feedback.last = Some(if !ours {
                    Err(format!("{} is not in the saves folder", path.display()))
                } else {
                    std::fs::remove_file(path)
                        .map(|()| format!("Deleted {}", file_label(path)))
                        .map_err(|e| format!("Could not delete {}: {e}", file_label(path)))
                });
                refresh(storage, &mut saved);
            }
            PersistCommand::Refresh => refresh(storage, &mut saved),
            PersistCommand::OpenPgn(pgn) => {
                let mut s = session_from_pgn(pgn);
                s.say(
                    StatusKind::Info,
                    format!("Opened {} - {}", s.names.white, s.names.black),
                );
                opener.open(s);
            }
            PersistCommand::ExportPgn(path) => {
                let Some(s) = session.as_deref() else {
                    continue;
                };
                feedback.last = Some(export(path, game_pgn(s).as_bytes()));
            }
            PersistCommand::ExportFen(path) => {
                let Some(s) = session.as_deref() else {
                    continue;
                };
                let fen = format!("{}\n", s.position().to_fen());
                feedback.last = Some(export(path, fen.as_bytes()));
            }
            PersistCommand::Leave { save, resign, quit } => {
                if let Some(s) = session.as_deref_mut() {
                    if *resign && !s.game.is_over() {
                        let side = s.acting_side();
                        let _ = s.game.resign(side);
                    }
                    // The autosave and the move log always get the final state.
                    if let Err(e) = write_autosave(storage, s) {
                        warn!("autosave failed: {e}");
                    }
                    if *save {
                        let result = write_named_save(storage, s, &unused_save_name(storage));
                        if let Err(e) = &result {
                            // Keep the player in the game: nothing is lost.
                            feedback.last = Some(Err(e.clone()));
                            continue;
                        }
                        feedback.last = Some(result);
                    }
                }
                if *quit {
                    exit.write(AppExit::Success);
                } else {
                    opener.next.set(Screen::Menu);
                }
            }
        }
    }
}

/// The default save name, numbered if a save of that name exists (a quick
/// "save and quit" never replaces another save).
fn unused_save_name(storage: &Storage) -> String {
    let base = default_save_name();
    let mut name = base.clone();
    let mut n = 2;
    while save_path(storage, &name).exists() {
        name = format!("{base} ({n})");
        n += 1;
    }
    name
}

/// Reads the saves folder and whether the autosave holds a game to resume.
fn refresh(storage: &Storage, saved: &mut SavedGames) {
    saved.entries = save::list_saves(&storage.saves_dir());
    saved.resume = match save::load(&storage.autosave_path()) {
        Ok((file, game)) if !game.is_over() && !file.moves.is_empty() => Some(file.summary()),
        _ => None,
    };
}

fn file_label(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

fn write_named_save(storage: &Storage, session: &Session, name: &str) -> Result<String, String> {
    let name = name.trim();
    let name = if name.is_empty() {
        default_save_name()
    } else {
        name.to_string()
    };
    let path = save_path(storage, &name);
    save_file(session, &name)
        .write(&path)
        .map(|()| format!("Saved \"{name}\""))
        .map_err(|e| {
            format!(
                "Could not save to {}: {e}. Any earlier save there is unchanged.",
                path.display()
            )
        })
}

fn export(path: &Path, bytes: &[u8]) -> Result<String, String> {
    write_atomic(path, bytes)
        .map(|()| format!("Saved {}", path.display()))
        .map_err(|e| format!("Could not write {}: {e}", path.display()))
}

/// Writes the autosave and the move log.
fn write_autosave(storage: &Storage, session: &Session) -> std::io::Result<()> {
    save_file(session, "Autosave").write(&storage.autosave_path())?;
    write_atomic(
        &move_log_path(storage, session),
        game_pgn(session).as_bytes(),
    )
}

/// After every change to the game (a move, an undo, an ending, a new or
/// loaded game), the autosave and the move log are rewritten. Status-line
/// changes alone write nothing.
fn autosave(
    session: Res<Session>,
    storage: Option<Res<Storage>>,
    mut last: Local<Option<SaveFile>>,
    mut notices: ResMut<super::settings::Notices>,
    mut failed: Local<bool>,
) {
    let Some(storage) = storage else { return };
    if !session.is_changed() {
        return;
    }
    let mut file = save_file(&session, "Autosave");
    file.saved = 0;
    if last.as_ref() == Some(&file) {
        return;
    }
    // A game with no move yet does not replace a game that can be resumed,
    // and neither does a finished game opened to be looked at: only a game
    // that ends here overwrites the autosave with its ending.
    let ended_here = last.as_ref().is_some_and(|l| {
        l.ending.is_none()
            && l.started == file.started
            && l.start_fen == file.start_fen
            && file.moves.starts_with(&l.moves)
    });
    let opened_finished = file.ending.is_some() && !ended_here;
    if (file.moves.is_empty() && file.ending.is_none()) || opened_finished {
        *last = Some(file);
        return;
    }
    match write_autosave(&storage, &session) {
        Ok(()) => {
            *failed = false;
            *last = Some(file);
        }
        Err(e) => {
            // Say it once, not after every move.
            if !*failed {
                notices.warn(format!("Autosave failed: {e}"));
                *failed = true;
            }
        }
    }
}
