//! Bug reports from the running game: Help → "Copy a bug report" puts the
//! version, the system, the renderer, the settings and the game on the
//! board (FEN and PGN) on the clipboard; and when Rookery panics, the
//! crash hook writes the same report with the backtrace to the data
//! folder (see [`crate::persist::report`]), which the next start names.
//!
//! The plugin owns [`BugReportCopy`]; the Help window asks for a report
//! with a [`CopyBugReport`] message, and the window's clipboard system
//! copies it. While the game runs, the report as of the last change
//! (a move, a setting, a screen) is kept where the crash hook can read
//! it, since a panic cannot reach into the app's world.

use std::sync::Mutex;

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;

use super::clock::GameClock;
use super::saves::game_pgn;
use super::session::Session;
use super::states::Screen;
use crate::app::held::AppSettings;
use crate::persist::report::{self, BugReport};
use crate::persist::{Settings, Storage};

/// Asks for a bug report of the game as it is now.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct CopyBugReport;

/// The last bug report asked for (its text), for the clipboard; `copies`
/// counts them so that the same text asked for twice is copied twice.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct BugReportCopy {
    /// The report's text.
    pub text: Option<String>,
    /// How many reports have been asked for.
    pub copies: u32,
}

/// The report as of the last change, for the crash hook.
static CRASH_CONTEXT: Mutex<Option<BugReport>> = Mutex::new(None);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CopyBugReport>()
        .init_resource::<BugReportCopy>()
        .add_systems(Update, copy_bug_report);
}

/// Keeps the crash hook's report current; only in the window (one game
/// per process), not in headless tests.
pub(super) fn crash_context_plugin(app: &mut App) {
    app.add_systems(Last, keep_crash_context);
}

/// A report of the program and of the game now shown, if any.
pub fn report_of(
    session: Option<&Session>,
    clock: Option<&crate::rules::Clock>,
    settings: &Settings,
    screen: Screen,
    renderer: Option<&RenderAdapterInfo>,
) -> BugReport {
    let in_game = matches!(screen, Screen::Playing | Screen::GameOver);
    let session = session.filter(|_| in_game);
    BugReport {
        version: crate::VERSION.to_string(),
        os: report::os_description(),
        renderer: renderer.map(|info| {
            format!(
                "{} ({:?}, {:?}; driver {} {})",
                info.name, info.backend, info.device_type, info.driver, info.driver_info
            )
        }),
        screen: Some(format!("{screen:?}")),
        settings: settings.to_ron(),
        fen: session.map(|s| s.position().to_fen()),
        pgn: session.map(|s| game_pgn(s, clock, None)),
    }
}

fn copy_bug_report(
    mut requests: MessageReader<CopyBugReport>,
    session: Option<Res<Session>>,
    clock: Res<GameClock>,
    settings: Res<AppSettings>,
    screen: Res<State<Screen>>,
    renderer: Option<Res<RenderAdapterInfo>>,
    mut copy: ResMut<BugReportCopy>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let report = report_of(
        session.as_deref(),
        clock.0.as_ref(),
        &settings,
        *screen.get(),
        renderer.as_deref(),
    );
    copy.text = Some(report.text());
    copy.copies += 1;
}

fn keep_crash_context(
    session: Option<Res<Session>>,
    settings: Res<AppSettings>,
    screen: Res<State<Screen>>,
    renderer: Option<Res<RenderAdapterInfo>>,
) {
    let changed = session.as_ref().is_some_and(|s| s.is_changed())
        || settings.is_changed()
        || screen.is_changed()
        || renderer.as_ref().is_some_and(|r| r.is_added());
    if !changed {
        return;
    }
    let report = report_of(
        session.as_deref(),
        None,
        &settings,
        *screen.get(),
        renderer.as_deref(),
    );
    if let Ok(mut context) = CRASH_CONTEXT.lock() {
        *context = Some(report);
    }
}

/// Makes a panic write a crash report (the last report kept, the panic's
/// message and place, the backtrace) into the data folder before Rookery's
/// earlier panic handling runs, and say on stderr where it is.
pub fn install_crash_hook(storage: Storage) {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| (*s).to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(no message)".to_string());
        let thread = std::thread::current()
            .name()
            .map(|n| format!(" in thread '{n}'"))
            .unwrap_or_default();
        let backtrace = std::backtrace::Backtrace::force_capture().to_string();
        // try_lock: the panic may have come while the context was held.
        let context = CRASH_CONTEXT
            .try_lock()
            .ok()
            .and_then(|c| c.as_ref().cloned());
        let text = report::crash_text(
            context.as_ref(),
            &format!("{message}{place}{thread}"),
            &backtrace,
        );
        match report::write_crash_report(&storage, &text) {
            Ok(path) => eprintln!("rookery: a crash report was written to {}", path.display()),
            Err(e) => eprintln!("rookery: could not write a crash report: {e}"),
        }
        previous(info);
    }));
}
