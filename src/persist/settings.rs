//! The player's settings, persisted as RON in the config directory and
//! applied at once. A file that cannot be read is renamed aside (never
//! overwritten) and the defaults are used, with a warning for the player.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::atomic::write_atomic;
use crate::engine::Level;
use crate::rules::{Color, TimeControl};

/// The settings file format this build writes and reads.
pub const SETTINGS_VERSION: u32 = 1;

/// Board colour schemes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ThemeName {
    /// Warm light and brown squares.
    #[default]
    Walnut,
    /// Green and cream, like a club tournament board.
    Tournament,
    /// Cool blue and grey.
    Slate,
    /// Black and white squares with strong highlight colours.
    HighContrast,
}

/// Light or dark screens around the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Appearance {
    /// As the system prefers (dark when it does not say).
    #[default]
    System,
    /// Light text on dark grey.
    Dark,
    /// Dark text on light grey.
    Light,
}

impl Appearance {
    /// Every choice, in the order Settings lists them.
    pub const ALL: [Appearance; 3] = [Appearance::System, Appearance::Dark, Appearance::Light];
}

impl ThemeName {
    /// Every theme, in the order Settings lists them.
    pub const ALL: [ThemeName; 4] = [
        ThemeName::Walnut,
        ThemeName::Tournament,
        ThemeName::Slate,
        ThemeName::HighContrast,
    ];
}

/// How pieces are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum PieceStyle {
    /// Rookery's drawn pieces.
    #[default]
    Figures,
    /// A letter in a square (K Q R B N P), as console chess drew them.
    Letters,
}

/// How fast pieces glide.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum AnimationSetting {
    /// Pieces jump to their squares.
    Off,
    /// 0.12 s.
    Fast,
    /// 0.2 s.
    #[default]
    Normal,
    /// 0.35 s.
    Slow,
}

impl AnimationSetting {
    /// Every choice, in the order Settings lists them.
    pub const ALL: [AnimationSetting; 4] = [
        AnimationSetting::Off,
        AnimationSetting::Fast,
        AnimationSetting::Normal,
        AnimationSetting::Slow,
    ];

    /// The length of a glide in seconds.
    pub fn seconds(self) -> f32 {
        match self {
            AnimationSetting::Off => 0.0,
            AnimationSetting::Fast => 0.12,
            AnimationSetting::Normal => 0.2,
            AnimationSetting::Slow => 0.35,
        }
    }
}

/// When a player may plan their next move during the computer's turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum PremoveSetting {
    /// In games with a clock, where a saved tenth counts.
    #[default]
    TimedGames,
    /// In every game against the computer.
    Always,
    /// Never.
    Never,
}

impl PremoveSetting {
    /// Every choice, in the order Settings lists them.
    pub const ALL: [PremoveSetting; 3] = [
        PremoveSetting::TimedGames,
        PremoveSetting::Always,
        PremoveSetting::Never,
    ];

    /// Whether premoves are taken in a game with (or without) a clock.
    pub fn allows(self, timed: bool) -> bool {
        match self {
            PremoveSetting::TimedGames => timed,
            PremoveSetting::Always => true,
            PremoveSetting::Never => false,
        }
    }
}

/// Everything the Settings window sets. Fields missing from an older file
/// take their defaults.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The file format version.
    pub version: u32,
    /// Sound on.
    pub sound: bool,
    /// Volume from 0 to 1.
    pub volume: f32,
    /// The board's colours.
    pub theme: ThemeName,
    /// Light or dark screens.
    pub appearance: Appearance,
    /// Drawn pieces or letters.
    pub piece_style: PieceStyle,
    /// Dots and rings on the selected piece's legal targets.
    pub show_hints: bool,
    /// File and rank letters on the board.
    pub show_coordinates: bool,
    /// How fast pieces move.
    pub animation: AnimationSetting,
    /// Promote to a queen without asking.
    pub auto_queen: bool,
    /// Ask before resigning.
    pub confirm_resign: bool,
    /// The window's size when it was last closed or resized (logical pixels).
    pub window_size: Option<(f32, f32)>,
    /// The external UCI engine that last started, offered again in Setup.
    pub engine_path: Option<String>,
    /// Rookery's engine varies its opening moves from its book; when off it
    /// always plays what its search finds best.
    pub varied_openings: bool,
    /// The time control last chosen in Setup (`None`: no clock), offered
    /// again for the next game.
    pub time_control: Option<TimeControl>,
    /// The computer's level last chosen (in Setup or a quick game),
    /// offered again; `None` before any game against it.
    pub level: Option<Level>,
    /// The colour last played against the computer (`None`: drawn at
    /// random when the game starts).
    pub play_as: Option<Color>,
    /// When premoves are taken.
    pub premove: PremoveSetting,
    /// Two players at one screen: the board turns to the side to move
    /// after each move.
    pub turn_board: bool,
    /// The language of the window's texts, as a code ("fr"); `None`
    /// follows the system's. A code Rookery does not know also follows
    /// the system's.
    pub language: Option<String>,
    /// How moves are written in the move list and notices.
    pub notation: MoveNotation,
    /// The engine beside the board analyses until the position changes,
    /// instead of stopping at its depth.
    pub infinite_lines: bool,
    /// Games are reviewed (and "learn from your mistakes" judged) by the
    /// outside engine the engine lines offer (the one chosen in Setup, or
    /// Stockfish where it is installed) instead of Rookery's.
    pub review_with_engine: bool,
    /// The player's names as their games write them, separated by
    /// semicolons (PGN writes "Doe, Jane", with a comma): "Doe, Jane;
    /// jdoe". The opening explorer's "my games".
    pub my_names: String,
    /// The size of every text and control in the window, in percent of
    /// the normal size: one of [`TEXT_SIZES`].
    pub text_size: u16,
    /// The announcements (moves in words, the game's end...) spoken
    /// through the system's speech, without a screen reader.
    pub speak_moves: bool,
}

/// The text sizes Settings offers, in percent.
pub const TEXT_SIZES: [u16; 5] = [100, 125, 150, 175, 200];

impl Settings {
    /// How much larger than normal texts and controls are drawn (1.0 to
    /// 2.0): the window's zoom.
    pub fn text_scale(&self) -> f32 {
        f32::from(self.text_size) / 100.0
    }

    /// The player's names (split at semicolons), each trimmed, the empty
    /// ones left out.
    pub fn my_names(&self) -> Vec<String> {
        self.my_names
            .split(';')
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(str::to_string)
            .collect()
    }
}

/// How the window writes a move's piece: a letter of the player's
/// language ("Nf3", "Cf3") or a figurine ("♘f3").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum MoveNotation {
    /// Letters, in the language of the window.
    #[default]
    Letters,
    /// Chess figurines, the same in every language.
    Figurines,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: SETTINGS_VERSION,
            sound: true,
            volume: 0.7,
            theme: ThemeName::default(),
            appearance: Appearance::default(),
            piece_style: PieceStyle::default(),
            show_hints: true,
            show_coordinates: true,
            animation: AnimationSetting::default(),
            auto_queen: false,
            confirm_resign: true,
            window_size: None,
            engine_path: None,
            varied_openings: true,
            time_control: None,
            level: None,
            play_as: Some(Color::White),
            premove: PremoveSetting::default(),
            turn_board: false,
            language: None,
            notation: MoveNotation::default(),
            infinite_lines: false,
            review_with_engine: false,
            my_names: String::new(),
            text_size: 100,
            speak_moves: false,
        }
    }
}

/// What loading the settings file found.
#[derive(Debug, Clone, PartialEq)]
pub struct LoadedSettings {
    /// The settings to use.
    pub settings: Settings,
    /// Why the file could not be used, and where it was put aside.
    pub warning: Option<SettingsWarning>,
}

/// Why the settings file could not be used (the defaults are used).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingsWarning {
    /// The file could not be read at all (the system's error).
    Unreadable {
        /// The settings file.
        path: PathBuf,
        /// The system's error, in its words.
        error: String,
    },
    /// The file does not hold settings; it was renamed out of the way.
    SetAside {
        /// The settings file.
        path: PathBuf,
        /// What is wrong with it.
        why: String,
        /// Where it was kept.
        aside: PathBuf,
    },
    /// The file does not hold settings and could not be renamed.
    LeftInPlace {
        /// The settings file.
        path: PathBuf,
        /// What is wrong with it.
        why: String,
        /// Why it could not be renamed (the system's error).
        rename: String,
    },
}

impl std::fmt::Display for SettingsWarning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SettingsWarning::Unreadable { path, error } => write!(
                f,
                "Could not read the settings in {} ({error}); using the defaults",
                path.display()
            ),
            SettingsWarning::SetAside { path, why, aside } => write!(
                f,
                "The settings file {} could not be read ({why}); using the defaults, and it was kept as {}",
                path.display(),
                aside.display()
            ),
            SettingsWarning::LeftInPlace { path, why, rename } => write!(
                f,
                "The settings file {} could not be read ({why}); using the defaults, and it could not be renamed ({rename}) and was left as it is",
                path.display()
            ),
        }
    }
}

impl Settings {
    /// Reads the settings file. A missing file gives the defaults quietly;
    /// an unreadable one (not RON, wrong types, a future version) is renamed
    /// to `settings.ron.unreadable-<time>` and gives the defaults with a
    /// warning. Values out of range are brought into range.
    pub fn load(path: &Path) -> LoadedSettings {
        let text = match std::fs::read(path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return LoadedSettings {
                    settings: Settings::default(),
                    warning: None,
                };
            }
            Err(e) => {
                return LoadedSettings {
                    settings: Settings::default(),
                    warning: Some(SettingsWarning::Unreadable {
                        path: path.to_path_buf(),
                        error: e.to_string(),
                    }),
                };
            }
        };
        match Settings::parse(&text) {
            Ok(settings) => LoadedSettings {
                settings,
                warning: None,
            },
            Err(why) => {
                let path = path.to_path_buf();
                let warning = match set_aside(&path) {
                    Ok(aside) => SettingsWarning::SetAside { path, why, aside },
                    Err(e) => SettingsWarning::LeftInPlace {
                        path,
                        why,
                        rename: e.to_string(),
                    },
                };
                LoadedSettings {
                    settings: Settings::default(),
                    warning: Some(warning),
                }
            }
        }
    }

    /// Parses a settings file's bytes.
    pub fn parse(bytes: &[u8]) -> Result<Settings, String> {
        let text = std::str::from_utf8(bytes).map_err(|_| "not text".to_string())?;
        let settings: Settings = ron::from_str(text).map_err(|e| format!("not valid RON: {e}"))?;
        if settings.version > SETTINGS_VERSION {
            return Err(format!(
                "written by a newer Rookery (format {}, this one reads up to {SETTINGS_VERSION})",
                settings.version
            ));
        }
        Ok(settings.sanitised())
    }

    /// Brings every value into its range.
    pub fn sanitised(mut self) -> Settings {
        self.version = SETTINGS_VERSION;
        self.volume = if self.volume.is_finite() {
            self.volume.clamp(0.0, 1.0)
        } else {
            Settings::default().volume
        };
        self.window_size = self
            .window_size
            .filter(|(w, h)| w.is_finite() && h.is_finite() && *w >= 100.0 && *h >= 100.0)
            .map(|(w, h)| (w.min(16_384.0), h.min(16_384.0)));
        self.engine_path = self.engine_path.as_deref().and_then(engine_path_from);
        // A size between two offered ones takes the nearer smaller one.
        self.text_size = TEXT_SIZES
            .into_iter()
            .rev()
            .find(|&t| t <= self.text_size)
            .unwrap_or(TEXT_SIZES[0]);
        // A control no game could be started with is forgotten.
        self.time_control = self.time_control.and_then(|c| c.validate().ok());
        // A level out of range is brought into it, as the engine would.
        self.level = self.level.map(|l| match l {
            Level::Strength(n) => Level::Strength(n.clamp(1, Level::MAX_STRENGTH)),
            Level::Elo(e) => Level::Elo(e.clamp(Level::ELO_MIN, Level::ELO_MAX)),
            Level::Random => Level::Random,
        });
        self
    }

    /// Takes the engine path from the file older versions of Rookery kept
    /// beside the settings (`engine-path.txt`, the path on its first line)
    /// when these settings name none. Returns whether the settings changed.
    pub fn fold_old_engine_path(&mut self, old_file_text: &str) -> bool {
        if self.engine_path.is_some() {
            return false;
        }
        self.engine_path = old_file_text.lines().next().and_then(engine_path_from);
        self.engine_path.is_some()
    }

    /// The settings as RON text.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("settings always serialise")
    }

    /// Writes the settings file atomically.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        write_atomic(path, self.to_ron().as_bytes())
    }
}

/// A usable engine path from `text`: one line, trimmed, neither empty nor
/// absurdly long.
fn engine_path_from(text: &str) -> Option<String> {
    let path = text.trim();
    (!path.is_empty() && path.len() < 4096 && !path.contains(['\n', '\r']))
        .then(|| path.to_string())
}

/// Renames an unreadable file aside so it is neither lost nor overwritten.
fn set_aside(path: &Path) -> io::Result<PathBuf> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "settings.ron".into());
    let stamp = super::time::file_stamp(super::time::now());
    let mut aside = path.with_file_name(format!("{name}.unreadable-{stamp}"));
    let mut n = 1;
    while aside.exists() {
        aside = path.with_file_name(format!("{name}.unreadable-{stamp}-{n}"));
        n += 1;
    }
    std::fs::rename(path, &aside)?;
    Ok(aside)
}
