//! The one Escape rule, as in any desktop program: Escape closes an open
//! menu's list (egui does), else the window on top ([`Overlay`]); with none open, in a game it first drops a premove
//! planned or in hand, then cancels the promotion chooser, then drops the
//! piece in hand, then hides the board's keyboard cursor, then pauses or
//! resumes the game (a puzzle is left for the menu instead); in the board
//! editor it leaves the editor, and on the Setup, Library, Puzzles and
//! Studies screens goes back to the home screen. While a control has the keys (the move box, a button
//! reached by Tab) Escape only lets go of it (egui does that), in a game
//! as on those screens. A new game
//! also closes the questions about the last one (resign? leave?).

use bevy::prelude::*;

use super::GameSet;
use super::board::{BoardCursor, DropSelection, HideCursor, Premove, PremoveRequest, Selection};
use super::editor::EditorCommand;
use super::puzzles::PuzzleCommand;
use super::session::{GameChanged, GameCommand, PendingPromotion, Session};
use super::states::{Overlay, Pause, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, escape.in_set(GameSet::Input))
        .add_systems(PostUpdate, close_questions_on_new_game);
}

/// What Escape acts on besides the windows: the board's hand and the
/// editor.
#[derive(bevy::ecs::system::SystemParam)]
struct Board<'w> {
    premove: Res<'w, Premove>,
    selection: Res<'w, Selection>,
    cursor: Res<'w, BoardCursor>,
    hide_cursor: MessageWriter<'w, HideCursor>,
    pending: Res<'w, PendingPromotion>,
    premoves: MessageWriter<'w, PremoveRequest>,
    drop_selection: MessageWriter<'w, DropSelection>,
    commands: MessageWriter<'w, GameCommand>,
    editor: MessageWriter<'w, EditorCommand>,
    egui_input: Option<Res<'w, bevy_egui::input::EguiWantsInput>>,
    session: Option<Res<'w, Session>>,
    puzzles: MessageWriter<'w, PuzzleCommand>,
}

fn escape(
    keys: Res<ButtonInput<KeyCode>>,
    overlay: Res<State<Overlay>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    screen: Res<State<Screen>>,
    pause: Option<Res<State<Pause>>>,
    mut next_pause: ResMut<NextState<Pause>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut board: Board,
) {
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    // An open list (a menu's choices, opened by Enter on it) takes Escape
    // for itself: egui closes it, and the window under it stays open.
    if board
        .egui_input
        .as_deref()
        .is_some_and(|e| e.is_popup_open())
    {
        return;
    }
    if *overlay.get() != Overlay::None {
        next_overlay.set(Overlay::None);
        return;
    }
    let typing = board
        .egui_input
        .as_deref()
        .is_some_and(|e| e.wants_any_keyboard_input());
    match screen.get() {
        // The control lets go of the keys; nothing else happens.
        Screen::Playing if typing => {}
        Screen::Playing => {
            if board.premove.0.is_some() || board.selection.premove {
                board.premoves.write(PremoveRequest(None));
                board.drop_selection.write(DropSelection);
            } else if board.pending.0.is_some() {
                board.commands.write(GameCommand::CancelPromotion);
                board.drop_selection.write(DropSelection);
            } else if board.selection.selected.is_some() {
                board.drop_selection.write(DropSelection);
            } else if board.cursor.0.is_some() {
                board.hide_cursor.write(HideCursor);
            } else if board.session.as_deref().is_some_and(|s| s.puzzle) {
                board.puzzles.write(PuzzleCommand::Leave);
            } else if board.session.as_deref().is_some_and(|s| s.drill) {
                next_screen.set(Screen::Repertoire);
            } else if let Some(p) = pause.as_deref() {
                next_pause.set(match p.get() {
                    Pause::Running => Pause::Paused,
                    Pause::Paused => Pause::Running,
                });
            }
        }
        Screen::Setup
        | Screen::Editor
        | Screen::Library
        | Screen::Puzzles
        | Screen::Studies
        | Screen::Repertoire => match (typing, screen.get()) {
            (true, _) => {}
            (false, Screen::Editor) => {
                board.editor.write(EditorCommand::Leave);
            }
            (false, _) => next_screen.set(Screen::Menu),
        },
        Screen::Menu | Screen::GameOver => {}
    }
}

/// A new game closes the questions about the last one, should one still be
/// open over a game that went on (the resign question, "Leave this
/// game?"). The other windows are not about one game and stay.
fn close_questions_on_new_game(
    mut changes: MessageReader<GameChanged>,
    overlay: Res<State<Overlay>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
) {
    let reset = changes.read().any(|c| *c == GameChanged::Reset);
    if reset
        && matches!(
            overlay.get(),
            Overlay::ResignQuestion | Overlay::Leave { .. }
        )
    {
        next_overlay.set(Overlay::None);
    }
}
