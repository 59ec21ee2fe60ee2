//! What the Setup screen collects and who plays: the mode, the colour, the
//! names, and the computer players (Rookery's engine at a level or an
//! external UCI engine). This plugin alone writes [`SetupChoices`]; the
//! menus, the file windows, the editor and the Setup screen send a
//! [`ChoicesRequest`].

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::i18n::{Language, Tr};
use crate::engine::Level;
use crate::engine::external::Strength;
use crate::rules::{CHESS960_POSITIONS, Position, TimeControl, Variant};

/// Who plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GameMode {
    /// Two people at one screen.
    #[default]
    HumanVsHuman,
    /// A person against the computer.
    HumanVsComputer,
    /// The computer against itself, to watch.
    ComputerVsComputer,
}

/// A computer player.
#[derive(Debug, Clone, PartialEq)]
pub enum Opponent {
    /// Rookery's own engine at a level.
    Builtin(Level),
    /// Any UCI engine on the machine.
    External {
        /// Where the engine's program is.
        path: PathBuf,
        /// How strong it should play.
        strength: Strength,
    },
}

/// Who plays one side.
#[derive(Debug, Clone, PartialEq)]
pub enum PlayerKind {
    /// A person at the screen.
    Human,
    /// The computer.
    Computer(Opponent),
}

/// Which engine the computer uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EngineChoice {
    /// Rookery's own engine.
    #[default]
    Builtin,
    /// An external UCI engine.
    External,
}

/// The colour chosen in Setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColorChoice {
    /// Play White (board seen from White's side).
    #[default]
    White,
    /// Play Black (board seen from Black's side).
    Black,
    /// Decided at random when the game starts.
    Random,
}

impl ColorChoice {
    /// The side played, `None` when drawn at random (as the settings keep
    /// it).
    pub fn side(self) -> Option<crate::rules::Color> {
        match self {
            ColorChoice::White => Some(crate::rules::Color::White),
            ColorChoice::Black => Some(crate::rules::Color::Black),
            ColorChoice::Random => None,
        }
    }

    /// The choice that plays `side` (`None`: at random).
    pub fn of_side(side: Option<crate::rules::Color>) -> ColorChoice {
        match side {
            Some(crate::rules::Color::White) => ColorChoice::White,
            Some(crate::rules::Color::Black) => ColorChoice::Black,
            None => ColorChoice::Random,
        }
    }
}

/// Which Chess960 start position a new game takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chess960Start {
    /// One of the 960 drawn when the game starts.
    Random,
    /// This one (0 to 959, Scharnagl numbering; 518 is the standard one).
    Number(u16),
}

/// Asks for a change to the Setup choices.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum ChoicesRequest {
    /// Go to Setup for a new game from the standard start (the main
    /// menu's New Game).
    NewGame,
    /// Go to Setup for a game from this position (Load FEN, the editor's
    /// Play from here), by the rules of its variant.
    FromPosition(Box<Position>),
    /// The Setup screen's choices, as the player left them.
    Set(Box<SetupChoices>),
    /// A game against the computer from the standard start, at the level
    /// and colour last chosen, with this clock (the home screen's quick
    /// games; a `GameCommand::Start` follows).
    Quick(Option<TimeControl>),
}

/// Carries out the requests: one rule for the start position, whoever
/// asks.
pub(super) fn take_requests(
    mut requests: MessageReader<ChoicesRequest>,
    mut choices: ResMut<SetupChoices>,
    mut next: ResMut<NextState<crate::app::states::Screen>>,
) {
    use crate::app::states::Screen;
    for request in requests.read() {
        let mut edited = choices.clone();
        match request {
            ChoicesRequest::NewGame => {
                edited.start_fen = None;
                next.set(Screen::Setup);
            }
            ChoicesRequest::FromPosition(pos) => {
                // The standard start is no position of its own to name.
                let fen = pos.to_fen();
                edited.start_fen = (fen != crate::rules::STARTING_FEN).then_some(fen);
                edited.chess960 = match pos.variant() {
                    Variant::Standard => None,
                    Variant::Chess960 => Some(Chess960Start::Random),
                };
                next.set(Screen::Setup);
            }
            ChoicesRequest::Set(new) => edited = (**new).clone(),
            ChoicesRequest::Quick(control) => {
                edited.mode = GameMode::HumanVsComputer;
                edited.start_fen = None;
                edited.chess960 = None;
                edited.time_control = *control;
                edited.custom_clock = false;
                edited.custom_handicap = false;
            }
        }
        choices.set_if_neq(edited);
    }
}

/// What the Setup screen collects.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct SetupChoices {
    /// Who plays.
    pub mode: GameMode,
    /// The first player's colour.
    pub color: ColorChoice,
    /// The first player's name.
    pub name: String,
    /// The second player's name.
    pub opponent: String,
    /// Rookery's engine level for the computer.
    pub level: Level,
    /// Rookery's engine or an external one.
    pub engine: EngineChoice,
    /// The external engine's path (remembered).
    pub engine_path: String,
    /// The external engine's strength in Elo (used when it supports UCI_Elo).
    pub engine_elo: u32,
    /// A position to start from instead of the standard one (already
    /// checked by the rules when it was loaded).
    pub start_fen: Option<String>,
    /// Chess960 instead of standard chess, and from which start position
    /// (a `start_fen` given is then played by the Chess960 rules).
    pub chess960: Option<Chess960Start>,
    /// The time control, or `None` for a game without clocks.
    pub time_control: Option<TimeControl>,
    /// Setup shows the custom time control's fields.
    pub custom_clock: bool,
    /// Setup shows the custom fields for each side (a handicap).
    pub custom_handicap: bool,
}

impl Default for SetupChoices {
    fn default() -> Self {
        SetupChoices {
            mode: GameMode::HumanVsHuman,
            color: ColorChoice::White,
            name: "Player 1".into(),
            opponent: "Player 2".into(),
            level: Level::Strength(3),
            engine: EngineChoice::Builtin,
            engine_path: "/usr/games/stockfish".into(),
            engine_elo: 1500,
            start_fen: None,
            chess960: None,
            time_control: None,
            custom_clock: false,
            custom_handicap: false,
        }
    }
}

impl SetupChoices {
    /// What these choices leave for the next game: the time control, the
    /// level and the colour.
    pub fn remembered(&self) -> crate::app::settings::RememberChoices {
        crate::app::settings::RememberChoices {
            time_control: self.time_control,
            level: self.level,
            play_as: self.color.side(),
        }
    }

    /// The computer player these choices describe.
    pub fn computer(&self) -> Opponent {
        match self.engine {
            EngineChoice::Builtin => Opponent::Builtin(self.level),
            EngineChoice::External => Opponent::External {
                path: PathBuf::from(self.engine_path.trim()),
                strength: Strength::Elo(self.engine_elo),
            },
        }
    }

    /// The position a new game starts from: the FEN given, else the
    /// Chess960 start position chosen (or drawn at random), else the
    /// standard one. A FEN whose castling only Chess960 allows is played
    /// as Chess960; one that no longer reads (it was checked when loaded)
    /// falls back to the standard position.
    pub fn start_position(&self) -> Position {
        let variant = if self.chess960.is_some() {
            Variant::Chess960
        } else {
            Variant::Standard
        };
        if let Some(fen) = &self.start_fen {
            // A Chess960 position stays one even with Standard chosen.
            return Position::from_fen_in(fen, variant)
                .or_else(|_| Position::from_fen_in(fen, Variant::Chess960))
                .unwrap_or_default();
        }
        let number = match self.chess960 {
            None => return Position::startpos(),
            Some(Chess960Start::Number(n)) => n,
            Some(Chess960Start::Random) => rand::random_range(0..CHESS960_POSITIONS),
        };
        Position::chess960(number).unwrap_or_else(|| Position::startpos().in_chess960())
    }

    /// The name shown for the computer.
    pub fn computer_name(&self) -> String {
        match self.engine {
            EngineChoice::Builtin => {
                format!("Rookery ({})", self.level.name())
            }
            EngineChoice::External => {
                let path = PathBuf::from(self.engine_path.trim());
                let name = path
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| "engine".into());
                format!("{name} (Elo {})", self.engine_elo)
            }
        }
    }
}

/// The default names ("Player 1", "Joueur 1") in the window's language:
/// a name that is still some language's default becomes this language's;
/// a name the player typed stays.
pub(super) fn name_players_in_the_language(
    tr: Res<Tr>,
    mut choices: ResMut<SetupChoices>,
    mut defaults: Local<Vec<[String; 2]>>,
) {
    if defaults.is_empty() {
        *defaults = Language::ALL
            .into_iter()
            .map(|l| default_names(&Tr::new(l)))
            .collect();
    }
    let wanted = default_names(&tr);
    let is_default = |name: &str, i: usize| defaults.iter().any(|d| d[i] == name);
    if choices.name != wanted[0] && is_default(&choices.name, 0) {
        choices.name = wanted[0].clone();
    }
    if choices.opponent != wanted[1] && is_default(&choices.opponent, 1) {
        choices.opponent = wanted[1].clone();
    }
}

/// The names of the first and second player when none is typed.
pub fn default_names(tr: &Tr) -> [String; 2] {
    [
        crate::tr!(tr, "setup-default-player-1"),
        crate::tr!(tr, "setup-default-player-2"),
    ]
}
