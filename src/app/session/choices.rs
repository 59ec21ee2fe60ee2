//! What the Setup screen collects and who plays: the mode, the colour, the
//! names, and the computer players (Rookery's engine at a level or an
//! external UCI engine).

use std::path::PathBuf;

use bevy::prelude::*;

use crate::engine::Level;
use crate::engine::external::Strength;
use crate::rules::TimeControl;

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
            time_control: None,
            custom_clock: false,
            custom_handicap: false,
        }
    }
}

impl SetupChoices {
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
