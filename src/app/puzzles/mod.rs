//! The puzzle trainer (main menu: Puzzles). A puzzle opens on the board
//! from the position before the opponent's last move, that move is played
//! (animated), and the player finds the solution by drag, click or typed
//! move; the trainer plays the replies. A wrong move is taken back at once
//! ("Not the move. Try again?"); the solution can be shown. A move that
//! mates counts as right, as on lichess, and any other move is judged by
//! the engine: one that keeps the puzzle's outcome as clearly solves it
//! (`checking`). The first try at a puzzle is
//! rated (Glicko-2, lichess's constants) and a failed puzzle comes back
//! after 1, 3, 7 and 21 days.
//!
//! [`Trainer`] is the trainer's state, written only here: `solving` runs
//! the puzzle on the board and `worker` talks to the library on a thread
//! of its own. Everyone else sends a [`PuzzleCommand`].

mod asking;
mod checking;
mod mining;
mod solving;
mod worker;

use bevy::prelude::*;

use crate::app::i18n::Phrase;
use crate::app::session::Session;
use crate::library::{Dashboard, PuzzleChoice, PuzzleImport};
use crate::puzzles::generate::Made;
use crate::puzzles::glicko::Glicko;
use crate::rules::{Move, Position};

pub use mining::{Mining, MiningNodes};
pub use worker::Loaded;

/// What the player asks of the trainer.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum PuzzleCommand {
    /// Start solving puzzles of this choice (from the dashboard).
    Start(PuzzleChoice),
    /// Show the next puzzle of the same choice.
    Next,
    /// Play the rest of the solution on the board.
    ShowSolution,
    /// Open the puzzle on the analysis board.
    Analyse,
    /// Back to the dashboard.
    Leave,
    /// Import a lichess puzzle file into the library.
    Import(std::path::PathBuf),
    /// Stop the import under way (what it committed stays).
    CancelImport,
    /// Make puzzles from the player's games not looked at yet.
    MineMyGames,
    /// Stop making them (the game under way waits for the next pass).
    StopMining,
    /// Ask the library for the dashboard again (puzzles were added).
    Refresh,
}

/// Where the puzzle on the board stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// The opponent's move is about to be played.
    Opening,
    /// The player's move is awaited.
    Solving,
    /// The player's move, not the solution's, is being judged by the
    /// engine: kept when it wins as clearly, taken back otherwise.
    Checking,
    /// The trainer is about to reply.
    Replying,
    /// Solved (without a mistake or after one).
    Solved,
    /// The solution is being shown, or was.
    Shown,
}

/// The puzzle on the board.
#[derive(Debug, Clone, PartialEq)]
pub struct Current {
    /// The library's row and the puzzle's id.
    pub row: i64,
    /// Its id (lichess's or Rookery's).
    pub key: String,
    /// The position before the opponent's move.
    pub start: Position,
    /// The opponent's move, then the solution.
    pub moves: Vec<Move>,
    /// How many of `moves` are on the board.
    pub played: usize,
    /// Where it stands.
    pub stage: Stage,
    /// A wrong move was made (the try counts as failed).
    pub failed: bool,
    /// The last move tried was wrong (taken back; another is awaited).
    pub wrong: bool,
    /// The solution's move, in SAN, when the player's own move was
    /// accepted in its place (it won as clearly).
    pub also: Option<String>,
    /// Its themes (lichess's names).
    pub themes: Vec<String>,
    /// Its rating when it was opened.
    pub rating: i64,
    /// The game it came from, when known.
    pub game_url: Option<String>,
    /// Whether this try is rated (the first at this puzzle).
    pub rated: bool,
    /// A puzzle of the Woodpecker set (its try counts in the cycle).
    pub woodpecker: bool,
    /// The theme the puzzles were asked for by, which weighs its rating
    /// change as lichess does (`None`: any other choice, a mix).
    pub theme: Option<String>,
    /// When the player's first move was awaited (seconds of the app's
    /// clock), for the time the try took.
    pub since: f64,
}

impl Current {
    /// The trainer's view of a loaded puzzle and the session that shows it:
    /// the position before the opponent's move, the solver's side facing the
    /// player. `None` when a move does not play (a damaged row).
    pub(super) fn opened(loaded: &Loaded) -> Option<(Current, Session)> {
        let p = &loaded.puzzle.puzzle;
        let Made { start, moves, .. } = Made::from_lichess(p).ok()?;
        let solver = start.side_to_move().other();
        let mut session = Session::for_trainer(start, solver);
        session.puzzle = true;
        let current = Current {
            row: loaded.puzzle.row,
            key: p.id.clone(),
            start,
            moves,
            played: 0,
            stage: Stage::Opening,
            failed: false,
            wrong: false,
            also: None,
            themes: p.themes.clone(),
            rating: loaded.puzzle.rating.shown(),
            game_url: p.game_url.clone(),
            rated: !loaded.puzzle.tried,
            woodpecker: false,
            theme: None,
            since: 0.0,
        };
        Some((current, session))
    }
}

/// The trainer's state. Written only by this plugin.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Trainer {
    /// The puzzle on the board.
    pub current: Option<Current>,
    /// The player's puzzle rating, once the library told it.
    pub player: Option<Glicko>,
    /// The last rated try's change of the player's rating: before, after.
    pub change: Option<(i64, i64)>,
    /// Waiting for the library.
    pub waiting: bool,
    /// What went wrong (no puzzle left, the library cannot be opened).
    pub problem: Option<Phrase>,
    /// Puzzles solved in a row, this sitting.
    pub streak: u32,
    /// Which puzzles are offered.
    pub choice: PuzzleChoice,
    /// The dashboard, as the library last told it.
    pub dashboard: Option<Dashboard>,
    /// A puzzle file being imported: where it stands.
    pub importing: Option<PuzzleImport>,
    /// How the last import ended.
    pub imported: Option<Result<PuzzleImport, Phrase>>,
}

impl Trainer {
    /// Whether the puzzle on the board is over (solved or shown).
    pub fn finished(&self) -> bool {
        self.current
            .as_ref()
            .is_some_and(|c| matches!(c.stage, Stage::Solved | Stage::Shown))
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Trainer>()
        .add_message::<PuzzleCommand>()
        .add_plugins((
            worker::plugin,
            solving::plugin,
            mining::plugin,
            checking::plugin,
        ))
        .add_systems(
            Update,
            next_by_key
                .run_if(puzzle_over_on_board)
                .in_set(crate::app::GameSet::Input),
        );
}

/// Whether a puzzle is on the board (not a game opened since) and over.
fn puzzle_over_on_board(
    trainer: Res<Trainer>,
    session: Option<Res<crate::app::session::Session>>,
    screen: Res<State<crate::app::states::Screen>>,
) -> bool {
    trainer.finished()
        && session.is_some_and(|s| s.puzzle)
        && *screen.get() == crate::app::states::Screen::Playing
}

/// Right, once a puzzle is over: the next puzzle (unless a text box or
/// the board's cursor has the keys).
fn next_by_key(
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Option<Res<bevy_egui::input::EguiWantsInput>>,
    cursor: Res<crate::app::board::BoardCursor>,
    mut orders: MessageWriter<PuzzleCommand>,
) {
    let typing = egui_input.is_some_and(|e| e.wants_any_keyboard_input());
    // The board's cursor, when shown, has the arrows.
    if keys.just_pressed(KeyCode::ArrowRight) && !typing && cursor.0.is_none() {
        orders.write(PuzzleCommand::Next);
    }
}
