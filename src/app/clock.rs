//! The game's clocks in the window: a [`rules::Clock`](crate::rules::Clock)
//! fed with real time.
//!
//! The clock plugin owns [`GameClock`]. It copies the session's starting
//! clock when a game begins, presses it after each move, takes a move back
//! on undo (no time is given back), and stops it at the game's end. Each
//! frame of a running game it hands the clock the real time that passed
//! (`Time<Real>`: virtual time caps a step at 250 ms and would lose time
//! after a stall); when a flag falls it tells the session, which ends the
//! game. It keeps frames coming while a clock runs, as the window would
//! otherwise sleep until the next input.
//!
//! The clocks stop while the pause menu is open and while a question is
//! asked ([`ClockHold`]); reviewing earlier moves does not stop them.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::GameSet;
use super::i18n::{Language, format_number};
use super::session::{GameChanged, GameCommand, Session};
use super::states::{Pause, Screen};
use crate::rules::Clock;

/// The clocks of the game on the board, `None` in a game without clocks.
/// Written only by the clock plugin.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct GameClock(pub Option<Clock>);

/// A question is open (or closed again) over the game, such as the resign
/// confirmation: the clocks stop while it is open.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockHold(pub bool);

/// Whether a question holds the clocks.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Held(bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameClock>()
        .init_resource::<Held>()
        .add_message::<ClockHold>()
        .add_systems(
            Update,
            (
                (hold, run_clock).chain().before(GameSet::Apply),
                follow_game.after(GameSet::Apply).before(GameSet::Animate),
            ),
        );
}

/// Notes questions opening and closing.
fn hold(mut holds: MessageReader<ClockHold>, mut held: ResMut<Held>) {
    if let Some(last) = holds.read().last() {
        held.set_if_neq(Held(last.0));
    }
}

/// Lets the real time since the last frame pass on the running clock, and
/// reports a flag to the session. The clock is paused while the game is
/// not in front (the pause menu, a question, another screen), so the
/// autosave keeps its times and the computer does not think meanwhile.
fn run_clock(
    mut clock: ResMut<GameClock>,
    time: Res<Time<Real>>,
    screen: Res<State<Screen>>,
    pause: Option<Res<State<Pause>>>,
    held: Res<Held>,
    mut commands: MessageWriter<GameCommand>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let runs = *screen.get() == Screen::Playing
        && pause.is_none_or(|p| *p.get() == Pause::Running)
        && !held.0;
    // Read without marking the resource changed: idle frames write nothing.
    let Some(now) = clock.0.as_ref() else { return };
    if now.is_stopped() {
        return;
    }
    if now.is_paused() == runs {
        let c = clock.0.as_mut().expect("checked above");
        if runs {
            c.resume();
        } else {
            c.pause();
        }
        // The frame that resumes does not count the paused time.
        redraw.write(RequestRedraw);
        return;
    }
    if clock.0.as_ref().and_then(Clock::running).is_none() {
        return;
    }
    let Some(c) = clock.0.as_mut() else { return };
    if let Some(side) = c.tick(time.delta()) {
        commands.write(GameCommand::TimeOut(side));
    }
    redraw.write(RequestRedraw);
}

/// Follows the game: a new clock for a new game, a press after each move,
/// a take-back on undo, a stop at the end.
fn follow_game(
    mut changes: MessageReader<GameChanged>,
    session: Option<Res<Session>>,
    mut clock: ResMut<GameClock>,
) {
    let Some(session) = session else { return };
    for change in changes.read() {
        match change {
            GameChanged::Reset => {
                clock.set_if_neq(GameClock(session.clock_start.clone()));
            }
            GameChanged::Moved(..) => {
                if let Some(c) = clock.0.as_mut() {
                    // After a flag the session refuses moves; should one
                    // come in the same frame, the clock has the last word.
                    let _ = c.press();
                }
            }
            GameChanged::Undone(_) => {
                if let Some(c) = clock.0.as_mut() {
                    c.take_back();
                }
            }
        }
    }
    if session.game.is_over()
        && clock.0.as_ref().is_some_and(|c| !c.is_stopped())
        && let Some(c) = clock.0.as_mut()
    {
        c.stop();
    }
}

/// Below this a clock shows tenths and turns to the low-time colour.
pub const LOW_TIME: std::time::Duration = std::time::Duration::from_secs(10);

/// A clock time as the panel shows it: "5:00", "1:02:03", and tenths below
/// ten seconds with the language's decimal separator, "9.4" or "9,4" (a
/// clock at zero: "0.0").
pub fn display_text(left: std::time::Duration, language: Language) -> String {
    if left < LOW_TIME {
        let tenths = left.as_millis() / 100;
        return format_number(language, tenths as f64 / 10.0, 1);
    }
    let secs = left.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}
