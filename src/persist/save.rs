//! Saved games: a versioned RON file with the players, the start position,
//! the moves, the ending and timestamps. Loading replays the moves through
//! the rules, so a loaded game has its full history (undo, repetition and
//! draw claims work as before the save) and a file describing an illegal
//! game is refused with the reason.

use std::io::{self, Read};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::atomic::write_atomic;
use super::time;
use crate::engine::Level;
use crate::engine::review::{GameReview, accuracy_tags, review_notes};
use crate::rules::{
    Clock, Color, EndReason, Game, GameResult, MoveNote, Openings, Outcome, PgnGame, Position,
    TimeControl, Variant, clk_text, write_annotated_game,
};

/// The save format this build writes, and the newest it reads.
pub const SAVE_VERSION: u32 = 1;

/// The largest save file read: a game of 6,000 moves takes about 60 KB,
/// so anything near this is not a save.
pub const MAX_SAVE_BYTES: u64 = 4 * 1024 * 1024;

/// Who plays in a saved game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedMode {
    /// Two people at one screen.
    HumanVsHuman,
    /// A person against the computer.
    HumanVsComputer,
    /// The computer against itself.
    ComputerVsComputer,
}

/// Who plays one side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedPlayerKind {
    /// A person.
    Human,
    /// Rookery's engine at a level.
    Rookery(Level),
    /// An external UCI engine.
    Engine {
        /// The engine program.
        path: PathBuf,
        /// Its strength in Elo, if limited.
        elo: Option<u32>,
    },
}

/// One side's player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedPlayer {
    /// The name shown.
    pub name: String,
    /// Person or computer.
    pub kind: SavedPlayerKind,
}

/// How a saved game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedEnding {
    /// `"1-0"`, `"0-1"` or `"1/2-1/2"`.
    pub result: String,
    /// Why.
    pub reason: EndReason,
}

/// A saved game, as written to disk.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    /// The format version ([`SAVE_VERSION`] when written by this build).
    pub version: u32,
    /// The name the player gave the save.
    pub name: String,
    /// When the game began (seconds since the Unix epoch, UTC).
    pub started: i64,
    /// When this file was written.
    pub saved: i64,
    /// Who plays.
    pub mode: SavedMode,
    /// White's player.
    pub white: SavedPlayer,
    /// Black's player.
    pub black: SavedPlayer,
    /// The side of the first player (the board faces it).
    pub first_player: Color,
    /// Whether the board was turned to Black's side.
    pub flipped: bool,
    /// The rules the game is played by (absent, standard chess, in
    /// standard games and older saves).
    #[serde(default, skip_serializing_if = "Variant::is_standard")]
    pub variant: Variant,
    /// The position the game started from (X-FEN in Chess960).
    pub start_fen: String,
    /// The moves in UCI notation, in order.
    pub moves: Vec<String>,
    /// The position after the moves (its halfmove clock and move number
    /// included), checked against the replayed moves when loading.
    pub current_fen: String,
    /// How the game ended, or `None` while it goes on.
    pub ending: Option<SavedEnding>,
    /// The clocks of a timed game: the control, both times left and each
    /// move's time; `None` for a game without a clock (and in saves written
    /// before clocks).
    #[serde(default)]
    pub clock: Option<Clock>,
    /// The game's review, once one was made (see
    /// [`SaveFile::review_for`]); `None` in older saves.
    #[serde(default)]
    pub review: Option<GameReview>,
    /// The game's own PGN tags, kept from an imported game (Event, Site,
    /// Date, Round, the players' Elo...; see [`kept_tags`]) and written back
    /// on export, with the opening's `ECO` and `Opening` tags
    /// ([`with_opening_tags`]); empty in older saves.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<(String, String)>,
    /// Comments after the game's moves, kept from an imported game: (half-
    /// moves before the move, the move in UCI, the text).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub comments: Vec<(usize, String, String)>,
    /// Other lines of the game (an imported game's variations), each its
    /// moves in UCI from the start.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub side_lines: Vec<Vec<String>>,
}

/// The tags Rookery writes itself from the game, its players and its clock:
/// an imported game's own are not kept.
const COMPUTED_TAGS: [&str; 11] = [
    "Variant",
    "White",
    "Black",
    "Result",
    "SetUp",
    "FEN",
    "TimeControl",
    EXACT_TIME_CONTROL_TAG,
    "WhiteAccuracy",
    "BlackAccuracy",
    "Termination",
];

/// The tags of an imported game worth keeping with it: all but those
/// Rookery writes itself (the players' names, the result, the variant and
/// start position, the time control, the review's accuracy, the termination).
pub fn kept_tags(tags: &[(String, String)]) -> Vec<(String, String)> {
    tags.iter()
        .filter(|(name, _)| !COMPUTED_TAGS.contains(&name.as_str()))
        .cloned()
        .collect()
}

/// The tags with the game's opening, `ECO` and `Opening`, from the
/// openings list ([`Openings`]): the named position the game reached last
/// replaces any opening tags given. A game from the standard position that
/// reaches none (no move yet) has none; one from a set-up position keeps
/// those given.
pub fn with_opening_tags(game: &Game, tags: &[(String, String)]) -> Vec<(String, String)> {
    let named = Openings::builtin().tags(game);
    let mut tags = tags.to_vec();
    if named.is_empty() && game.starts_from_standard() {
        tags.retain(|(name, _)| name != "ECO" && name != "Opening");
    }
    for (name, value) in named {
        match tags.iter_mut().find(|(n, _)| *n == name) {
            Some(tag) => tag.1 = value,
            None => tags.push((name, value)),
        }
    }
    tags
}

/// Why a save could not be read. The file is left as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// The file could not be opened or read.
    Io(String),
    /// Larger than any save could be.
    TooLarge(u64),
    /// Not UTF-8 text.
    NotText,
    /// Not RON, truncated, or missing fields.
    NotRon(String),
    /// Written by a newer Rookery.
    FutureVersion(u32),
    /// The moves or the ending do not make a legal game.
    IllegalGame(String),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Io(e) => write!(f, "cannot read the file: {e}"),
            LoadError::TooLarge(n) => write!(
                f,
                "the file is too large to be a save ({n} bytes, at most {MAX_SAVE_BYTES})"
            ),
            LoadError::NotText => f.write_str("the file is not text (damaged or not a save)"),
            LoadError::NotRon(e) => write!(f, "damaged or incomplete: {e}"),
            LoadError::FutureVersion(v) => write!(
                f,
                "saved by a newer Rookery (format {v}; this one reads up to {SAVE_VERSION})"
            ),
            LoadError::IllegalGame(e) => write!(f, "the game in it is not legal: {e}"),
        }
    }
}

impl std::error::Error for LoadError {}

impl SaveFile {
    /// Describes `game` for a save (players and the rest filled by the caller).
    pub fn game_fields(game: &Game) -> (String, Vec<String>, String, Option<SavedEnding>) {
        (
            game.start_position().to_fen(),
            game.moves().iter().map(|m| m.mv.to_string()).collect(),
            game.position().to_fen(),
            game.outcome().map(|o| SavedEnding {
                result: o.result.as_pgn().to_string(),
                reason: o.reason,
            }),
        )
    }

    /// The save as RON text.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("saves always serialise")
    }

    /// Writes the save atomically.
    pub fn write(&self, path: &Path) -> io::Result<()> {
        write_atomic(path, self.to_ron().as_bytes())
    }

    /// Parses a save's bytes (the game is not checked: see [`SaveFile::game`]).
    pub fn parse(bytes: &[u8]) -> Result<SaveFile, LoadError> {
        if bytes.len() as u64 > MAX_SAVE_BYTES {
            return Err(LoadError::TooLarge(bytes.len() as u64));
        }
        let text = std::str::from_utf8(bytes).map_err(|_| LoadError::NotText)?;
        // Read the version first, so a newer file is named as such rather
        // than as damaged because its fields changed.
        #[derive(Deserialize)]
        struct VersionOnly {
            version: u32,
        }
        // serde skips the fields this struct does not name.
        if let Ok(v) = ron::from_str::<VersionOnly>(text)
            && v.version > SAVE_VERSION
        {
            return Err(LoadError::FutureVersion(v.version));
        }
        let save: SaveFile =
            ron::from_str(text).map_err(|e| LoadError::NotRon(short(&e.to_string())))?;
        if save.version > SAVE_VERSION {
            return Err(LoadError::FutureVersion(save.version));
        }
        if save.version == 0 {
            return Err(LoadError::NotRon("format version 0".into()));
        }
        Ok(save)
    }

    /// Reads and parses a save file, refusing anything larger than
    /// [`MAX_SAVE_BYTES`] before reading it.
    pub fn read(path: &Path) -> Result<SaveFile, LoadError> {
        let file = std::fs::File::open(path).map_err(|e| LoadError::Io(e.to_string()))?;
        let len = file.metadata().map(|m| m.len()).unwrap_or(0);
        if len > MAX_SAVE_BYTES {
            return Err(LoadError::TooLarge(len));
        }
        let mut bytes = Vec::new();
        file.take(MAX_SAVE_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| LoadError::Io(e.to_string()))?;
        SaveFile::parse(&bytes)
    }

    /// The review kept in the save, if it belongs with `game` (the save's
    /// own, from [`SaveFile::game`]); a review that does not fit is left
    /// out, and the game loads without it.
    pub fn review_for(&self, game: &Game) -> Option<&GameReview> {
        self.review.as_ref().filter(|r| r.fits(game))
    }

    /// Replays the saved game through the rules: start position, every
    /// move, then the ending. Anything that does not fit is an error.
    pub fn game(&self) -> Result<Game, LoadError> {
        let illegal = |m: String| LoadError::IllegalGame(m);
        let start = Position::from_fen_in(&self.start_fen, self.variant)
            .map_err(|e| illegal(format!("start position: {e}")))?;
        let mut game = Game::from_position(start);
        for (i, uci) in self.moves.iter().enumerate() {
            let number = i + 1;
            game.play_uci(uci)
                .map_err(|e| illegal(format!("move {number} ({}): {e}", short(uci))))?;
        }
        if game.position().to_fen() != self.current_fen {
            return Err(illegal(format!(
                "the moves lead to {}, but the save records {}",
                game.position().to_fen(),
                short(&self.current_fen)
            )));
        }
        if let Some(clock) = &self.clock
            && (!clock.is_sound() || !clock.fits(&game))
        {
            return Err(illegal(
                "its clock does not fit the game (times or moves)".to_string(),
            ));
        }
        match (&self.ending, game.outcome()) {
            (None, None) => {}
            (None, Some(o)) => {
                return Err(illegal(format!(
                    "the game ended ({o}) but the save says it goes on"
                )));
            }
            (Some(end), automatic) => {
                let result = GameResult::from_pgn(&end.result)
                    .ok_or_else(|| illegal(format!("unknown result {}", short(&end.result))))?;
                let wanted = Outcome {
                    result,
                    reason: end.reason,
                };
                let got = match automatic {
                    Some(o) => o,
                    None => restore_ending(&mut game, wanted)?,
                };
                if got != wanted {
                    return Err(illegal(format!(
                        "the save says {wanted}, but the game says {got}"
                    )));
                }
            }
        }
        Ok(game)
    }

    /// What the Load Game list shows.
    pub fn summary(&self) -> SaveSummary {
        SaveSummary {
            name: self.name.clone(),
            saved: self.saved,
            players: format!("{} - {}", self.white.name, self.black.name),
            moves: self.moves.len(),
            result: self
                .ending
                .as_ref()
                .map_or_else(|| "*".to_string(), |e| e.result.clone()),
        }
    }
}

/// Reapplies an ending the moves cannot show (resignation, agreement, a
/// claim, time, or one recorded without a reason), checking it was possible.
fn restore_ending(game: &mut Game, wanted: Outcome) -> Result<Outcome, LoadError> {
    let illegal = |m: String| LoadError::IllegalGame(m);
    let result = match wanted.reason {
        EndReason::Resignation => match wanted.result.winner() {
            Some(winner) => game.resign(winner.other()),
            None => return Err(illegal("a resignation cannot be a draw".into())),
        },
        EndReason::Agreement => game.agree_draw(),
        EndReason::FiftyMoveRule | EndReason::ThreefoldRepetition => game.claim_draw(),
        EndReason::Timeout | EndReason::TimeoutInsufficientMaterial => {
            match wanted.result.winner() {
                Some(winner) => game.time_out(winner.other()),
                // A drawn timeout: whoever flagged, the other could not mate.
                None => {
                    let mut white = game.clone();
                    match white.time_out(Color::White) {
                        Ok(o) if o == wanted => {
                            *game = white;
                            Ok(o)
                        }
                        _ => game.time_out(Color::Black),
                    }
                }
            }
        }
        EndReason::Unknown => game.end(wanted),
        EndReason::Checkmate
        | EndReason::Stalemate
        | EndReason::InsufficientMaterial
        | EndReason::SeventyFiveMoveRule
        | EndReason::FivefoldRepetition => {
            return Err(illegal(format!(
                "the save says {wanted}, but the position does not show it"
            )));
        }
    };
    result.map_err(|e| illegal(format!("the ending ({wanted}): {e}")))
}

/// Keeps error text to one readable line.
fn short(text: &str) -> String {
    let line = text.lines().next().unwrap_or("");
    if line.chars().count() > 120 {
        format!("{}...", line.chars().take(117).collect::<String>())
    } else {
        line.to_string()
    }
}

/// One row of the Load Game list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveSummary {
    /// The save's name.
    pub name: String,
    /// When it was written.
    pub saved: i64,
    /// "White - Black".
    pub players: String,
    /// Half-moves played.
    pub moves: usize,
    /// The PGN result, `*` while the game goes on.
    pub result: String,
}

/// A file in the saves folder: readable with its summary, or not with why.
#[derive(Debug, Clone, PartialEq)]
pub struct SaveEntry {
    /// The file.
    pub path: PathBuf,
    /// The summary, or why the save cannot be loaded.
    pub summary: Result<SaveSummary, LoadError>,
    /// Newest first order: the save time, or the file's modification time
    /// for an unreadable one.
    pub when: i64,
}

/// The PGN tag that keeps a time control PGN's own `TimeControl` tag cannot
/// say (a delay, or a different allowance per side): Rookery's exact text,
/// e.g. "delay 300+5" ([`TimeControl::exact`]).
pub const EXACT_TIME_CONTROL_TAG: &str = "RookeryTimeControl";

/// A game as PGN with Rookery's tags (Event, Site, Date, White, Black,
/// TimeControl: "-" without a clock; Termination "time forfeit" after a
/// flag), the reason it ended written as a
/// comment before the result. With a clock, each move carries its
/// `[%clk]` time, as lichess exports.
pub fn game_pgn(
    game: &Game,
    white: &str,
    black: &str,
    started: i64,
    clock: Option<&Clock>,
) -> String {
    reviewed_game_pgn(game, white, black, started, clock, None)
}

/// [`game_pgn`] with the game's review, when it fits the game: each
/// move's `[%eval]` beside its `[%clk]`, the glyphs and better lines of the
/// judged moves, and the players' accuracy tags, as `rookery review`
/// writes them.
pub fn reviewed_game_pgn(
    game: &Game,
    white: &str,
    black: &str,
    started: i64,
    clock: Option<&Clock>,
    review: Option<&GameReview>,
) -> String {
    tagged_game_pgn(
        game,
        white,
        black,
        started,
        clock,
        review,
        &GameExtras::default(),
    )
}

/// What a game carries besides its moves, for its PGN: an imported game's
/// own tags (see [`kept_tags`]), side lines (each a line of moves from the
/// start, as the analysis board keeps them) and comments after its moves.
#[derive(Debug, Clone, Copy, Default)]
pub struct GameExtras<'a> {
    /// The game's own tags: its Event, Site and Date replace Rookery's, the
    /// others (Round, WhiteElo, BlackElo, ECO...) follow in their order.
    pub tags: &'a [(String, String)],
    /// Written as variations of the move each replaces.
    pub side_lines: &'a [Vec<crate::rules::Move>],
    /// (half-moves before it, the move, the text): written after the move
    /// when the game has that move there.
    pub comments: &'a [(usize, crate::rules::Move, String)],
}

/// [`reviewed_game_pgn`] with the game's [`GameExtras`].
pub fn tagged_game_pgn(
    game: &Game,
    white: &str,
    black: &str,
    started: i64,
    clock: Option<&Clock>,
    review: Option<&GameReview>,
    extras: &GameExtras,
) -> String {
    let mut tags = vec![
        ("Event".to_string(), "Rookery game".to_string()),
        ("Site".to_string(), "Rookery".to_string()),
        ("Date".to_string(), time::pgn_date(started)),
        ("White".to_string(), white.to_string()),
        ("Black".to_string(), black.to_string()),
    ];
    for (name, value) in with_opening_tags(game, &kept_tags(extras.tags)) {
        match tags.iter_mut().find(|(n, _)| *n == name) {
            Some(tag) => tag.1 = value,
            None => tags.push((name, value)),
        }
    }
    let control = clock.map(Clock::control);
    tags.push((
        "TimeControl".to_string(),
        control.map_or("-".to_string(), |c| c.pgn_tag()),
    ));
    if let Some(c) = control.filter(|c| !c.pgn_tag_is_exact()) {
        tags.push((EXACT_TIME_CONTROL_TAG.to_string(), c.exact()));
    }
    // PGN's supplemental Termination tag (PGN standard 9.8.1) for a flag.
    if game.outcome().is_some_and(|o| {
        matches!(
            o.reason,
            EndReason::Timeout | EndReason::TimeoutInsufficientMaterial
        )
    }) {
        tags.push(("Termination".to_string(), "time forfeit".to_string()));
    }
    let review = review.filter(|r| r.fits(game));
    if let Some(r) = review {
        tags.extend(accuracy_tags(r));
    }
    let mut notes = review.map_or_else(
        || vec![MoveNote::default(); game.ply_count()],
        |r| review_notes(game, r),
    );
    if let Some(c) = clock {
        for (note, time) in notes.iter_mut().zip(c.history()) {
            let clk = format!("[%clk {}]", clk_text(*time));
            note.comment = Some(match note.comment.take() {
                Some(eval) => format!("{eval} {clk}"),
                None => clk,
            });
        }
    }
    for side in extras.side_lines {
        let branch = side
            .iter()
            .zip(game.moves())
            .take_while(|(a, b)| **a == b.mv)
            .count();
        let (Some(note), Some(before)) = (notes.get_mut(branch), game.position_at(branch)) else {
            continue;
        };
        if branch < side.len() {
            note.side_lines.push(before.san_line(&side[branch..]));
        }
    }
    for (ply, mv, text) in extras.comments {
        let here = game.moves().get(*ply).is_some_and(|m| m.mv == *mv);
        if let (true, Some(note)) = (here, notes.get_mut(*ply)) {
            note.comment = Some(match note.comment.take() {
                Some(before) => format!("{text} {before}"),
                None => text.clone(),
            });
        }
    }
    // Say why it ended where PGN readers look for it.
    let note = game.outcome().map(|o| o.to_string());
    write_annotated_game(game, &tags, &notes, note.as_deref())
}

/// The time control a PGN game's tags record: Rookery's exact tag when
/// there is one, else `TimeControl` ("-", "?" and anything PGN allows that
/// a clock here cannot play, such as "40/9000:300", give `None`).
pub fn pgn_time_control(pgn: &PgnGame) -> Option<TimeControl> {
    let read = |name: &str| {
        pgn.tag(name)
            .and_then(|t| TimeControl::parse(t.trim()).ok())
    };
    read(EXACT_TIME_CONTROL_TAG).or_else(|| read("TimeControl"))
}

/// Reads and checks a save completely: the file and the game in it.
pub fn load(path: &Path) -> Result<(SaveFile, Game), LoadError> {
    let save = SaveFile::read(path)?;
    let game = save.game()?;
    Ok((save, game))
}

/// Lists the `.ron` files of a saves folder, newest first. A missing folder
/// is an empty list. Files are only read.
pub fn list_saves(dir: &Path) -> Vec<SaveEntry> {
    let Ok(read) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut entries: Vec<SaveEntry> = read
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron") && p.is_file())
        .map(|path| {
            let summary = load(&path).map(|(s, _)| s.summary());
            let mtime = std::fs::metadata(&path)
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_secs() as i64);
            let when = summary.as_ref().map_or(mtime, |s| s.saved);
            SaveEntry {
                path,
                summary,
                when,
            }
        })
        .collect();
    entries.sort_by(|a, b| b.when.cmp(&a.when).then_with(|| a.path.cmp(&b.path)));
    entries
}
