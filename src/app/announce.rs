//! What a screen reader says as the game goes (the accessibility tree's
//! live region, `ui::board_access`): each move in words ("Black: knight
//! takes e4, check"), the game's end, what the status line says otherwise
//! (a move refused and why, the keyboard cursor's square, a puzzle's
//! verdict) and a clock falling under ten seconds. [`Announcement`] is
//! written only here.

use std::time::Duration;

use bevy::prelude::*;

use super::GameSet;
use super::clock::GameClock;
use super::i18n::{Phrase, move_words, outcome_text};
use super::session::{GameChanged, Session, StatusLine};
use crate::rules::Color;

/// The time left under which a clock is announced, once a game and side.
const LOW_TIME: Duration = Duration::from_secs(10);

/// The last announcement: its parts, said one after the other ("White:
/// queen to h5, checkmate", "1-0, White wins by checkmate"), and a count
/// that changes with each (the same words twice are said twice).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Announcement {
    /// What is said.
    pub parts: Vec<Phrase>,
    /// How many announcements were made.
    pub count: u64,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcement>()
        .add_systems(Update, announce.in_set(GameSet::Present));
}

/// What was announced of the game so far: whether it was over, and which
/// sides' clocks were said to be low.
#[derive(Default)]
struct Heard {
    over: bool,
    low: [bool; 2],
    /// The status line last read, and its count of warnings.
    status: Option<Phrase>,
    warnings: u32,
}

fn announce(
    status: Res<StatusLine>,
    mut changes: MessageReader<GameChanged>,
    session: Option<Res<Session>>,
    clock: Res<GameClock>,
    mut heard: Local<Heard>,
    mut announcement: ResMut<Announcement>,
) {
    let session_changed = session.as_ref().is_some_and(|s| s.is_changed());
    if !status.is_changed() && changes.is_empty() && !clock.is_changed() && !session_changed {
        return;
    }
    let Some(session) = session else {
        changes.clear();
        return;
    };
    let mut parts = Vec::new();
    let mut moved = false;
    for change in changes.read() {
        match change {
            GameChanged::Moved(..) => {
                if let Some(last) = session.game.moves().last() {
                    moved = true;
                    parts.clear();
                    parts.push(move_words(last));
                }
            }
            GameChanged::Reset => {
                heard.low = [false; 2];
            }
            GameChanged::Undone(_) => {}
        }
    }
    // The status line's news (a warning each time it is said), unless a
    // move said it in words already.
    let line = status.line.as_ref().map(|(_, text)| text.clone());
    let news = line != heard.status || status.warnings_said != heard.warnings;
    if news
        && !moved
        && let Some(text) = &line
    {
        parts.push(text.clone());
    }
    heard.status = line;
    heard.warnings = status.warnings_said;
    let over = session.game.is_over();
    if over
        && !heard.over
        && let Some(outcome) = session.game.outcome()
    {
        parts.push(outcome_text(&outcome));
    }
    heard.over = over;
    if let Some(clock) = clock.0.as_ref()
        && let Some(side) = clock.running()
    {
        let i = usize::from(side == Color::Black);
        let left = clock.left(side);
        if left < LOW_TIME && !left.is_zero() && !heard.low[i] {
            heard.low[i] = true;
            parts.push(crate::text!("announce-low-time", side = side));
        }
    }
    if !parts.is_empty() {
        announcement.parts = parts;
        announcement.count += 1;
    }
}
