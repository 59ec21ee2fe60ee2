//! Where Rookery's files live.
//!
//! By default the platform's directories (on Linux `~/.local/share/rookery`
//! for data and `~/.config/rookery` for settings). Setting `ROOKERY_HOME`
//! puts everything under one directory instead (`data/` and `config/`),
//! which the tests and the end-to-end script use so they never touch a
//! player's real files.

use std::path::{Path, PathBuf};

/// The directories for Rookery's files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Storage {
    /// Saves, the autosave, move logs and exports.
    pub data: PathBuf,
    /// The settings file and remembered choices.
    pub config: PathBuf,
}

impl Storage {
    /// Everything under one directory: `root/data` and `root/config`.
    pub fn at(root: impl AsRef<Path>) -> Storage {
        let root = root.as_ref();
        Storage {
            data: root.join("data"),
            config: root.join("config"),
        }
    }

    /// `ROOKERY_HOME` if set, else the platform's directories; `None` when
    /// the platform has no home directory to put them in.
    pub fn from_env() -> Option<Storage> {
        if let Some(root) = std::env::var_os("ROOKERY_HOME").filter(|r| !r.is_empty()) {
            return Some(Storage::at(PathBuf::from(root)));
        }
        let dirs = directories::ProjectDirs::from("org", "Rookery", "Rookery")?;
        Some(Storage {
            data: dirs.data_dir().to_path_buf(),
            config: dirs.config_dir().to_path_buf(),
        })
    }

    /// The folder of named saves.
    pub fn saves_dir(&self) -> PathBuf {
        self.data.join("saves")
    }

    /// The running game, rewritten after every move.
    pub fn autosave_path(&self) -> PathBuf {
        self.data.join("autosave.ron")
    }

    /// The move log: one PGN per game, kept up to date as it is played.
    pub fn games_dir(&self) -> PathBuf {
        self.data.join("games")
    }

    /// The games library (SQLite).
    pub fn library_path(&self) -> PathBuf {
        self.data.join("library.sqlite")
    }

    /// Default folder for exported PGN and FEN files.
    pub fn exports_dir(&self) -> PathBuf {
        self.data.join("exports")
    }

    /// The settings file.
    pub fn settings_path(&self) -> PathBuf {
        self.config.join("settings.ron")
    }

    /// Where older versions kept the external engine's path; now it is in
    /// the settings (see `Settings::fold_old_engine_path`).
    pub fn old_engine_path_file(&self) -> PathBuf {
        self.config.join("engine-path.txt")
    }
}

/// Makes a player's text safe as a file name: letters, digits, space, `-`,
/// `_`, `.` and `(`/`)` kept, anything else replaced by `_`, at most 64
/// characters, never empty or hidden.
pub fn safe_file_name(text: &str) -> String {
    let mut out: String = text
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.' | '(' | ')') {
                c
            } else {
                '_'
            }
        })
        .take(64)
        .collect();
    out = out.trim_start_matches('.').trim().to_string();
    if out.is_empty() { "game".into() } else { out }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_made_safe() {
        assert_eq!(safe_file_name("My game: round 2/3"), "My game_ round 2_3");
        assert_eq!(safe_file_name("../../etc/passwd"), "_.._etc_passwd");
        assert_eq!(safe_file_name("   "), "game");
        assert_eq!(safe_file_name(".hidden"), "hidden");
        assert_eq!(safe_file_name(&"x".repeat(200)).len(), 64);
    }
}
