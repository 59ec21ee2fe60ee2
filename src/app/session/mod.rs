//! The game being played: the rules [`Game`] as the single source of truth,
//! the players, and the commands that change it. Everything the player does
//! (a drop, a click, a typed move, a button) arrives here as a message; the
//! rules decide, and the board entities follow in `board`.
//!
//! `choices` holds what Setup collects, `messages` the messages, and `apply`
//! the systems that apply them.

mod apply;
mod choices;
mod messages;
mod notes;

pub use apply::explain_illegal;
pub use choices::{
    Chess960Start, ChoicesRequest, ColorChoice, EngineChoice, GameMode, Opponent, PlayerKind,
    SetupChoices, default_names,
};
pub use messages::{
    EditBy, GameChanged, GameCommand, MoveRequest, MoveSource, NoteEdited, OpenSession,
    PendingPromotion, Say,
};
pub use notes::{Edits, NoteDone, NoteEdit, Notes};

use bevy::prelude::*;

use super::GameSet;
use super::i18n::{Phrase, Tr};
use super::states::{InGame, Screen};
use crate::app::held::AppSettings;
use crate::persist::Settings;
use crate::rules::{self, ByColor, Clock, Color, Game};

/// The status line under the board: the last thing said about the game,
/// kept apart from the [`Session`] so a line of text does not mark the game
/// changed. Written only by this plugin; everyone else sends a [`Say`].
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct StatusLine {
    /// The last message, and how it looks.
    pub line: Option<(StatusKind, Phrase)>,
    /// Warnings said so far (each one a refused action, heard even when
    /// the text repeats); the sound cues count what they have heard
    /// themselves.
    pub warnings_said: u32,
}

impl StatusLine {
    /// Says `text`: a warning always (it is counted, to be heard), a piece
    /// of information only when it is not already the line shown.
    fn say(&mut self, kind: StatusKind, text: impl Into<Phrase>) {
        let text = text.into();
        if kind == StatusKind::Info
            && self
                .line
                .as_ref()
                .is_some_and(|(k, t)| *k == kind && *t == text)
        {
            return;
        }
        if kind == StatusKind::Warning {
            self.warnings_said = self.warnings_said.wrapping_add(1);
        }
        self.line = Some((kind, text));
    }
}

/// How the status line should look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusKind {
    /// Neutral information.
    Info,
    /// Something the player tried was refused.
    Warning,
}

/// The game in progress (or just finished).
#[derive(Resource, Debug, Clone)]
pub struct Session {
    /// The rules game: position, moves, outcome.
    pub game: Game,
    /// The players' names by colour.
    pub names: ByColor<String>,
    /// Who plays.
    pub mode: GameMode,
    /// The colour of the first player (whose side the board faces by default).
    pub first_player: Color,
    /// Whether the board is seen from Black's side.
    pub flipped: bool,
    /// A draw offered by this side, waiting for the other's answer.
    pub draw_offer: Option<Color>,
    /// Who plays each side.
    pub players: ByColor<PlayerKind>,
    /// An external engine failed while playing this side.
    pub engine_failure: Option<(Color, Phrase)>,
    /// When the game began (seconds since the Unix epoch): names its move
    /// log and is kept in its saves.
    pub started: i64,
    /// The clocks the game starts with: fresh for a new timed game, as
    /// saved for a resumed one, `None` without clocks. The clock plugin
    /// runs its own copy from here.
    pub clock_start: Option<Clock>,
    /// The review the game was opened with (from a save), for the review
    /// plugin to take up; `None` for a game not yet reviewed.
    pub review_start: Option<crate::engine::review::GameReview>,
    /// The analysis board: any legal move for the side to move, no clock,
    /// no computer, no end of game; the arrow keys take moves back and play
    /// them again. Not a game to save or resume.
    pub analysis: bool,
    /// A puzzle of the trainer (`app::puzzles`): the solver plays one
    /// side, the trainer the other; no end-of-game screen, not saved, not
    /// kept in the library.
    pub puzzle: bool,
    /// A study chapter's interactive lesson (`app::studies`): the player
    /// finds one side's moves, Rookery plays the other's; like a puzzle,
    /// no end-of-game screen, not saved, not kept in the library.
    pub lesson: bool,
    /// A repertoire drill (`app::repertoire`): the trainer plays the
    /// lines, the player answers its questions; like a lesson, no
    /// computer, no end-of-game screen, not saved, not kept in the
    /// library.
    pub drill: bool,
    /// A game's other lines (from an imported PGN or a save), each as its
    /// moves from the start, none the beginning of another: kept to be
    /// saved and exported, and to become variations on the analysis board.
    pub side_lines: Vec<Vec<rules::Move>>,
    /// The game's own PGN tags, kept from an imported game (Event, Site,
    /// Date, Round, the players' Elo...) to be saved and exported with it.
    pub tags: Vec<(String, String)>,
    /// Comments after the game's moves, kept from an imported game: (half-
    /// moves before the move, the move, the text); one whose move is no
    /// longer there is not written.
    pub comments: Vec<(usize, rules::Move, String)>,
    /// On the analysis board: its tree of moves with comments, glyphs,
    /// arrows and circles, and where the board is in it (`None` elsewhere).
    pub notes: Option<Notes>,
    /// A game opened from PGN: its whole tree as read (glyphs, arrows,
    /// comments anywhere, variations inside variations), which the
    /// analysis board opens on while the game's moves are its main line.
    pub tree: Option<Box<rules::tree::GameTree>>,
}

impl Session {
    /// A new game from the position the choices give (see
    /// [`SetupChoices::start_position`]).
    pub fn new(choices: &SetupChoices, first_player: Color) -> Session {
        let (first, second) = match choices.mode {
            GameMode::HumanVsHuman => (
                (choices.name.clone(), PlayerKind::Human),
                (choices.opponent.clone(), PlayerKind::Human),
            ),
            GameMode::HumanVsComputer => (
                (choices.name.clone(), PlayerKind::Human),
                (
                    choices.computer_name(),
                    PlayerKind::Computer(choices.computer()),
                ),
            ),
            GameMode::ComputerVsComputer => (
                (
                    choices.computer_name(),
                    PlayerKind::Computer(choices.computer()),
                ),
                (
                    choices.computer_name(),
                    PlayerKind::Computer(choices.computer()),
                ),
            ),
        };
        let (white, black) = if first_player == Color::White {
            (first, second)
        } else {
            (second, first)
        };
        let names = ByColor {
            white: white.0,
            black: black.0,
        };
        let players = ByColor {
            white: white.1,
            black: black.1,
        };
        let game = Game::from_position(choices.start_position());
        let to_move = game.side_to_move();
        let mut session = Session::with_game(game, names, players, choices.mode, first_player);
        session.clock_start = choices.time_control.map(|tc| Clock::new(tc, to_move));
        session
    }

    /// A session around an existing game (loaded, imported or resumed).
    pub fn with_game(
        game: Game,
        names: ByColor<String>,
        players: ByColor<PlayerKind>,
        mode: GameMode,
        first_player: Color,
    ) -> Session {
        Session {
            players,
            engine_failure: None,
            game,
            names,
            mode,
            first_player,
            flipped: first_player == Color::Black,
            draw_offer: None,
            started: crate::persist::time::now(),
            clock_start: None,
            review_start: None,
            analysis: false,
            puzzle: false,
            lesson: false,
            drill: false,
            side_lines: Vec::new(),
            tags: Vec::new(),
            comments: Vec::new(),
            notes: None,
            tree: None,
        }
    }

    /// A trainer's board from `start` (a puzzle, a lesson, a repertoire
    /// drill): the player plays `side`, seen from its side; the trainer
    /// plays the other, its moves sent by the trainer (the computer there
    /// never thinks: the caller marks the board as the trainer's).
    pub fn for_trainer(start: rules::Position, side: Color) -> Session {
        let mut players = ByColor {
            white: PlayerKind::Human,
            black: PlayerKind::Human,
        };
        players[side.other()] = PlayerKind::Computer(Opponent::Builtin(crate::engine::Level::FULL));
        let names = ByColor {
            white: String::new(),
            black: String::new(),
        };
        let mut session = Session::with_game(
            Game::from_position(start),
            names,
            players,
            GameMode::HumanVsComputer,
            side,
        );
        session.flipped = side == Color::Black;
        session
    }

    /// The analysis board on `game` (its moves played again from its start,
    /// without its result, those taken back too), at the position after
    /// `ply` half-moves.
    pub fn analysis_of(game: &Game, names: ByColor<String>, flipped: bool, ply: usize) -> Session {
        Session::analysis_with(Notes::of_game(game, &[], &[], ply), names, flipped)
    }

    /// The analysis board on these notes, at their move.
    pub fn analysis_with(notes: Notes, names: ByColor<String>, flipped: bool) -> Session {
        let players = ByColor {
            white: PlayerKind::Human,
            black: PlayerKind::Human,
        };
        // A side without a name (a puzzle's) is named as the analysis
        // board's own sides are.
        let named = |name: String, side: &str| {
            if name.trim().is_empty() {
                side.to_string()
            } else {
                name
            }
        };
        let names = ByColor {
            white: named(names.white, "White"),
            black: named(names.black, "Black"),
        };
        let mut session = Session::with_game(
            notes.game(),
            names,
            players,
            GameMode::HumanVsHuman,
            Color::White,
        );
        session.flipped = flipped;
        session.analysis = true;
        session.notes = Some(notes);
        session
    }

    /// On the analysis board, the notes follow the game (see
    /// [`Notes::follow`]): a move played joins the tree (a new one where
    /// another was starts a variation), a step moves along it, and the
    /// game's line ahead is the one an edit left.
    pub fn follow_notes(&mut self) {
        if let Some(notes) = self.notes.as_mut() {
            notes.follow(&mut self.game);
        }
    }

    /// A board that is not a game to save, resume or keep: the analysis
    /// board or a puzzle.
    pub fn is_scratch(&self) -> bool {
        self.analysis || self.puzzle || self.lesson || self.drill
    }

    /// What the status line says when this game is opened: how it ended
    /// (a game from a PGN that ends in mate), or who is to move.
    pub fn opened_status(&self) -> Phrase {
        match self.game.outcome() {
            Some(outcome) => super::i18n::outcome_text(&outcome),
            None => crate::text!(
                "status-to-move",
                name = self.names[self.game.side_to_move()].clone()
            ),
        }
    }

    /// The side whose player uses the buttons: the one person in a game
    /// against the computer, otherwise the side to move.
    pub fn acting_side(&self) -> Color {
        match (&self.players.white, &self.players.black) {
            (PlayerKind::Human, PlayerKind::Computer(_)) => Color::White,
            (PlayerKind::Computer(_), PlayerKind::Human) => Color::Black,
            _ => self.game.side_to_move(),
        }
    }

    /// Who may answer the pending draw offer from the panel now: the side
    /// that was offered the draw, when a person plays it and it is that
    /// side's turn (as over the board, the offer is answered by the side to
    /// move next). `None` while the computer considers an offer.
    pub fn draw_answerer(&self) -> Option<Color> {
        let offerer = self.draw_offer?;
        let answerer = offerer.other();
        (matches!(self.players[answerer], PlayerKind::Human)
            && self.game.side_to_move() == answerer
            && !self.game.is_over())
        .then_some(answerer)
    }

    /// Why Undo is refused now, `None` when it is allowed. On the clock it
    /// is off between two players (as in any timed game between people),
    /// and a game lost on time stays lost; against the computer it is a
    /// casual game and Undo is allowed (the clock gives no time back).
    pub fn undo_refusal(&self) -> Option<Phrase> {
        if !self.game.can_undo() {
            return Some(crate::text!("status-nothing-to-undo"));
        }
        // Without a clock nothing more stands in the way.
        self.clock_start.as_ref()?;
        let on_time = self.game.outcome().is_some_and(|o| {
            matches!(
                o.reason,
                rules::EndReason::Timeout | rules::EndReason::TimeoutInsufficientMaterial
            )
        });
        if on_time {
            return Some(crate::text!("status-undo-after-time-out"));
        }
        let two_people = matches!(
            (&self.players.white, &self.players.black),
            (PlayerKind::Human, PlayerKind::Human)
        );
        two_people.then(|| crate::text!("status-undo-off-on-clock"))
    }

    /// The person's side when a premove may be planned now: a game against
    /// the computer, the computer to move, the game on, and the settings
    /// allowing premoves in a game with (or without) a clock.
    pub fn premove_side(&self, settings: Option<&Settings>) -> Option<Color> {
        let timed = self.clock_start.is_some();
        if !settings.is_none_or(|s| s.premove.allows(timed)) || self.game.is_over() {
            return None;
        }
        let person = match (&self.players.white, &self.players.black) {
            (PlayerKind::Human, PlayerKind::Computer(_)) => Color::White,
            (PlayerKind::Computer(_), PlayerKind::Human) => Color::Black,
            _ => return None,
        };
        (self.game.side_to_move() != person).then_some(person)
    }

    /// Whether a person is to move (not the computer).
    pub fn human_to_move(&self) -> bool {
        matches!(self.players[self.game.side_to_move()], PlayerKind::Human)
    }

    /// The position on the board.
    pub fn position(&self) -> &rules::Position {
        self.game.position()
    }
}

pub(super) fn plugin(app: &mut App) {
    let mut choices = SetupChoices::default();
    // The settings are in place before this plugin (see `CorePlugin`).
    if let Some(settings) = app.world().get_resource::<AppSettings>() {
        if let Some(path) = settings.engine_path.clone() {
            choices.engine_path = path;
        }
        choices.time_control = settings.time_control;
        if let Some(level) = settings.level {
            choices.level = level;
        }
        choices.color = ColorChoice::of_side(settings.play_as);
    }
    app.insert_resource(choices)
        .add_systems(
            OnEnter(Screen::Setup),
            choices::name_players_in_the_language,
        )
        .add_systems(
            Update,
            choices::name_players_in_the_language
                .run_if(in_state(Screen::Setup).and_then(resource_changed::<Tr>)),
        )
        .add_message::<ChoicesRequest>()
        // Before Start reads the choices the Setup screen sent with it.
        .add_systems(
            Update,
            choices::take_requests
                .in_set(GameSet::Input)
                .before(apply::start_games),
        )
        .init_resource::<PendingPromotion>()
        .add_message::<MoveRequest>()
        .add_message::<GameCommand>()
        .add_message::<GameChanged>()
        .add_message::<NoteEdited>()
        .add_message::<Say>()
        .init_resource::<StatusLine>()
        .add_message::<OpenSession>()
        .add_systems(
            Update,
            (
                apply::open_sessions.before(apply::start_games),
                apply::start_games,
                (
                    apply::show_status,
                    apply::apply_commands,
                    apply::apply_moves,
                    apply::turn_board,
                )
                    .chain()
                    .in_set(GameSet::Apply)
                    .run_if(in_state(InGame)),
                apply::detect_game_end.in_set(GameSet::EndDetection),
            ),
        );
}
