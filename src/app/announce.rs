//! What a screen reader says as the game goes (the accessibility tree's
//! live region, `ui::board_access`): each move in words ("Black: knight
//! takes e4, check"), the game's end, what the status line says otherwise
//! (a move refused and why, the keyboard cursor's square, a puzzle's
//! verdict), a clock falling under ten seconds, each screen and window as
//! it opens ("Settings window"), and a game review once it is done, with
//! each side's accuracy, and in the Library the game selected (by the
//! arrows, say), with its place in the list. [`Announcement`] is written
//! only here.

mod notes;

use std::time::Duration;

use bevy::prelude::*;

use super::GameSet;
use super::clock::GameClock;
use super::game_review::GameReviewState;
use super::i18n::{Phrase, move_words, numbered_move_text, outcome_text};
use super::library::table::GamesTable;
use super::session::{GameChanged, NoteEdited, Session, StatusLine};
use super::states::{Overlay, Pause, Screen};
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

/// Where the announcement is made in the frame (what reads it, speech,
/// runs after).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Announcing;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcement>()
        .add_systems(Update, announce.in_set(GameSet::Present).in_set(Announcing));
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
    /// A finished review was said.
    reviewed: bool,
    /// The Library's game said last.
    row: Option<i64>,
}

/// Where the player is: the screen, whether the game is paused, the
/// window open.
pub type Place = (Screen, Option<Pause>, Overlay);

/// What is said when the player arrives at `place`: a window's title, or a
/// screen's; nothing for the board itself (its cells say it).
pub fn place_words(place: Place, session: Option<&Session>) -> Option<Phrase> {
    use crate::text;
    let window = |title: Phrase| Some(text!("announce-window", title = title));
    let (screen, pause, overlay) = place;
    match overlay {
        Overlay::Settings => return window(text!("settings-title")),
        Overlay::Help => return window(text!("help-window-title")),
        Overlay::Save => return window(text!("save-title")),
        Overlay::Load => return window(text!("load-title")),
        Overlay::Import => return window(text!("import-title")),
        Overlay::Export => return window(text!("export-title")),
        Overlay::Leave { quit: true } => return window(text!("leave-quit-title")),
        Overlay::Leave { quit: false } => return window(text!("leave-menu-title")),
        Overlay::ResignQuestion => {
            let side = session.map_or(Color::White, |s| s.acting_side());
            let name = session.map_or(String::new(), |s| s.names[side].clone());
            return Some(text!("panel-resign-confirm", name = name, color = side));
        }
        Overlay::None => {}
    }
    match (screen, pause) {
        (Screen::Playing, Some(Pause::Paused)) => window(text!("pause-title")),
        // The board says itself through its cells, and the game's end is
        // said with its result the moment it comes (the game-over window
        // opens a frame later and would talk over it).
        (Screen::Playing | Screen::GameOver, _) => None,
        (Screen::Menu, _) => Some(text!("announce-main-menu")),
        (Screen::Setup, _) => Some(text!("setup-title")),
        (Screen::Editor, _) => Some(text!("editor-title")),
        (Screen::Library, _) => Some(text!("library-title")),
        (Screen::Puzzles, _) => Some(text!("puzzles-title")),
        (Screen::Studies, _) => Some(text!("studies-title")),
        (Screen::Repertoire, _) => Some(text!("repertoire-title")),
    }
}

#[allow(clippy::too_many_arguments)]
fn announce(
    screen: Res<State<Screen>>,
    pause: Option<Res<State<Pause>>>,
    overlay: Res<State<Overlay>>,
    mut place_said: Local<Option<Place>>,
    review: Res<GameReviewState>,
    status: Res<StatusLine>,
    mut changes: MessageReader<GameChanged>,
    mut edits: MessageReader<NoteEdited>,
    session: Option<Res<Session>>,
    clock: Res<GameClock>,
    mut heard: Local<Heard>,
    table: Option<Res<GamesTable>>,
    mut announcement: ResMut<Announcement>,
) {
    let mut parts = Vec::new();
    let place = (*screen.get(), pause.map(|p| *p.get()), *overlay.get());
    if *place_said != Some(place) {
        *place_said = Some(place);
        parts.extend(place_words(place, session.as_deref()));
    }
    if *screen.get() == Screen::Library
        && let Some(table) = table.filter(|t| t.is_changed())
        && table.selected != heard.row
    {
        // Said once its row is read (a game chosen before its row came is
        // said when it comes).
        if let Some(words) = selected_row_words(&table) {
            heard.row = table.selected;
            parts.push(words);
        }
    }
    let session_changed = session.as_ref().is_some_and(|s| s.is_changed());
    if !status.is_changed()
        && changes.is_empty()
        && edits.is_empty()
        && !clock.is_changed()
        && !session_changed
        && !review.is_changed()
    {
        say(&mut announcement, parts);
        return;
    }
    let Some(session) = session else {
        changes.clear();
        edits.clear();
        say(&mut announcement, parts);
        return;
    };
    // The analysis board's notes: a move there is said with its glyphs
    // and comments.
    let notes = session.notes.as_ref();
    let mut moved = false;
    let mut stepped = false;
    let mut move_at = None;
    for change in changes.read() {
        match change {
            GameChanged::Moved(..) => {
                let words = match notes {
                    Some(n) => Some(notes::reached_words(&n.tree, n.at)),
                    None => session.game.moves().last().map(|m| vec![move_words(m)]),
                };
                if let Some(words) = words {
                    moved = true;
                    // Only the last move of a frame is said (a move and the
                    // computer's at once), after where the player is.
                    let at = *move_at.get_or_insert(parts.len());
                    parts.truncate(at);
                    parts.extend(words);
                }
            }
            GameChanged::Reset => {
                heard.low = [false; 2];
                stepped = true;
            }
            GameChanged::Undone(_) => stepped = true,
        }
    }
    // Each edit of the notes, and the move the board is on after them.
    let mut edited = Vec::new();
    let mut edit_left = None;
    for edit in edits.read() {
        if let Some(n) = notes {
            edited.push(notes::edit_words(&n.tree, edit));
            edit_left = Some(edit.at);
        }
    }
    // A step back, a move of the tree clicked, a board opened: the move
    // reached, unless an edit took the board there (a deletion, an undo).
    let reached = notes
        .filter(|n| stepped && !moved && edit_left != Some(n.at))
        .map(|n| notes::reached_words(&n.tree, n.at));
    // The status line's news (a warning each time it is said), unless a
    // move said it in words already, or the move reached says it.
    let line = status.line.as_ref().map(|(_, text)| text.clone());
    let news = line != heard.status || status.warnings_said != heard.warnings;
    let shown = reached.is_some().then(|| {
        session
            .game
            .moves()
            .last()
            .map_or_else(|| crate::text!("status-start-position"), numbered_move_text)
    });
    if news
        && !moved
        && let Some(text) = &line
        && shown.as_ref() != Some(text)
    {
        parts.push(text.clone());
    }
    parts.extend(edited);
    parts.extend(reached.into_iter().flatten());
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
    // A review just finished: said with each side's accuracy, as the
    // panel writes it (to the whole percent).
    match &review.review {
        Some(done) if !heard.reviewed => {
            heard.reviewed = true;
            parts.push(crate::text!("announce-review-done"));
            for side in [Color::White, Color::Black] {
                let name = session.names[side].clone();
                parts.push(match done.accuracy[side] {
                    Some(a) => crate::text!(
                        "review-accuracy",
                        name = name,
                        color = side,
                        accuracy = a.round() as i64
                    ),
                    None => crate::text!("review-accuracy-none", name = name, color = side),
                });
            }
        }
        Some(_) => {}
        None => heard.reviewed = false,
    }
    say(&mut announcement, parts);
}

/// Makes `parts`, if any, the new announcement (an idle frame, with none,
/// leaves the resource untouched).
/// The Library's selected game in words: "Carlsen – Nepomniachtchi,
/// 1-0, 2021.12.03: game 3 of 120".
pub fn selected_row_words(table: &GamesTable) -> Option<Phrase> {
    let id = table.selected?;
    let row = table.rows.get(&id)?;
    let ids = table.ids.as_ref()?;
    let at = ids.iter().position(|&i| i == id)?;
    Some(crate::text!(
        "library-row-said",
        white = row.white.as_str(),
        black = row.black.as_str(),
        result = if row.unfinished {
            crate::text!("library-unfinished")
        } else {
            Phrase::from(row.result)
        },
        date = row.date.as_deref().unwrap_or("?"),
        number = at + 1,
        count = ids.len(),
    ))
}

fn say(announcement: &mut ResMut<Announcement>, parts: Vec<Phrase>) {
    if !parts.is_empty() {
        announcement.parts = parts;
        announcement.count += 1;
    }
}
