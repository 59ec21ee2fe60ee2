//! Bug reports: what a player pastes into an issue (Help → "Copy a bug
//! report"), and the crash report written when Rookery panics, which the
//! next start points the player to.
//!
//! A report is plain text in sections: the version and the commit, the
//! operating system, the renderer, the settings (as the settings file
//! holds them), and the game on the board as FEN and PGN. A crash report
//! adds the panic's message, where it happened and the backtrace.
//! Crash reports live in the data folder's `crash-reports/`; the newest
//! one not yet shown to the player is named in `crash-reports/unseen`.

use std::io;
use std::path::PathBuf;

use super::Storage;
use super::time;

/// Everything a report says about the program and the game.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BugReport {
    /// Rookery's version and commit ([`crate::VERSION`]).
    pub version: String,
    /// The operating system ([`os_description`]).
    pub os: String,
    /// The graphics adapter and driver, when the window has one.
    pub renderer: Option<String>,
    /// The screen shown ("Playing", "Menu"...).
    pub screen: Option<String>,
    /// The settings, as the settings file writes them.
    pub settings: String,
    /// The position on the board.
    pub fen: Option<String>,
    /// The game so far.
    pub pgn: Option<String>,
}

impl BugReport {
    /// The report as text to paste into an issue.
    pub fn text(&self) -> String {
        let mut out = String::from("Rookery bug report\n\n");
        out.push_str(&format!("Version: {}\n", self.version));
        out.push_str(&format!("System: {}\n", self.os));
        out.push_str(&format!(
            "Renderer: {}\n",
            self.renderer.as_deref().unwrap_or("none yet")
        ));
        if let Some(screen) = &self.screen {
            out.push_str(&format!("Screen: {screen}\n"));
        }
        out.push_str("\nSettings:\n");
        out.push_str(self.settings.trim_end());
        out.push('\n');
        match &self.fen {
            Some(fen) => out.push_str(&format!("\nPosition (FEN): {fen}\n")),
            None => out.push_str("\nNo game on the board.\n"),
        }
        if let Some(pgn) = &self.pgn {
            out.push_str("\nGame (PGN):\n");
            out.push_str(pgn.trim_end());
            out.push('\n');
        }
        out
    }
}

/// The operating system as a person names it: the distribution's own name
/// on Linux (`PRETTY_NAME` in /etc/os-release), then the kernel family and
/// the processor ("Debian GNU/Linux 12 (bookworm); linux x86_64").
pub fn os_description() -> String {
    let family = format!("{} {}", std::env::consts::OS, std::env::consts::ARCH);
    let pretty = std::fs::read_to_string("/etc/os-release")
        .ok()
        .and_then(|text| os_release_name(&text));
    match pretty {
        Some(name) => format!("{name}; {family}"),
        None => family,
    }
}

/// `PRETTY_NAME` of an os-release file, unquoted.
fn os_release_name(text: &str) -> Option<String> {
    let value = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("PRETTY_NAME="))?;
    let value = value.trim().trim_matches(|c| c == '"' || c == '\'');
    (!value.is_empty()).then(|| value.to_string())
}

/// Where crash reports are kept.
pub fn crash_dir(storage: &Storage) -> PathBuf {
    storage.data.join("crash-reports")
}

/// The file naming the newest crash report the player has not been told of.
fn unseen_marker(storage: &Storage) -> PathBuf {
    crash_dir(storage).join("unseen")
}

/// A crash report's text: the report (if the game had given one yet), the
/// panic's message and place, and the backtrace.
pub fn crash_text(report: Option<&BugReport>, panic: &str, backtrace: &str) -> String {
    let mut out = String::from("Rookery crash report\n\n");
    out.push_str(&format!("Panic: {panic}\n"));
    out.push_str(&format!("When: {}\n\n", time::display(time::now())));
    match report {
        Some(report) => out.push_str(&report.text()),
        None => out.push_str(&format!(
            "Version: {}\nSystem: {}\n",
            crate::VERSION,
            os_description()
        )),
    }
    out.push_str("\nBacktrace:\n");
    out.push_str(backtrace.trim_end());
    out.push('\n');
    out
}

/// Writes a crash report into [`crash_dir`] (`crash-<date>-<time>.txt`, a
/// number added if that exists) and marks it unseen; returns its path.
///
/// # Errors
/// The folder or the files cannot be written.
pub fn write_crash_report(storage: &Storage, text: &str) -> io::Result<PathBuf> {
    let dir = crash_dir(storage);
    std::fs::create_dir_all(&dir)?;
    let stamp = time::file_stamp(time::now());
    let mut path = dir.join(format!("crash-{stamp}.txt"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("crash-{stamp}-{n}.txt"));
        n += 1;
    }
    std::fs::write(&path, text)?;
    std::fs::write(unseen_marker(storage), path.to_string_lossy().as_bytes())?;
    Ok(path)
}

/// The crash report the player has not been told of yet, if any, now
/// marked seen: the next start says nothing of it again. A marker naming a
/// report that is gone is dropped.
pub fn take_unseen_crash(storage: &Storage) -> Option<PathBuf> {
    let marker = unseen_marker(storage);
    let text = std::fs::read_to_string(&marker).ok()?;
    let _ = std::fs::remove_file(&marker);
    let path = PathBuf::from(text.trim());
    path.is_file().then_some(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn os_release_names_are_read_unquoted() {
        let text = "NAME=\"Debian GNU/Linux\"\nPRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\nID=debian\n";
        assert_eq!(
            os_release_name(text).as_deref(),
            Some("Debian GNU/Linux 12 (bookworm)")
        );
        assert_eq!(
            os_release_name("PRETTY_NAME=Arch Linux\n").as_deref(),
            Some("Arch Linux")
        );
        assert_eq!(os_release_name("ID=x\n"), None);
        assert_eq!(os_release_name("PRETTY_NAME=\"\"\n"), None);
    }
}
