//! The analysis board's note keys: Ctrl+1 to Ctrl+6 the move assessments
//! (!, ?, !!, ??, !?, ?!, as ChessBase and lichess), Ctrl+7 "=" and Ctrl+8
//! "∞", Ctrl+Alt+1 to Ctrl+Alt+6 who stands better (⩲ ⩱ ± ∓ +− −+), Ctrl+0
//! no glyph, Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) undo and redo an edit.
//! Each is sent to the session as an edit of the notes.

use bevy::prelude::*;

use crate::app::session::{GameCommand, NoteEdit, Session};
use crate::app::states::Screen;
use crate::app::{GameSet, Pausable};
use crate::rules::tree::GameTree;

/// The glyphs of Ctrl+1 to Ctrl+8, and of Ctrl+Alt+1 to Ctrl+Alt+6.
const CTRL_GLYPHS: [u16; 8] = [1, 2, 3, 4, 5, 6, 10, 13];
const CTRL_ALT_GLYPHS: [u16; 6] = [14, 15, 16, 17, 18, 19];
const DIGITS: [KeyCode; 8] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        note_keys
            .in_set(GameSet::Input)
            .in_set(Pausable)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The edit a key asks on the analysis board, if any.
pub fn key_edit(keys: &ButtonInput<KeyCode>, at: crate::rules::tree::NodeId) -> Option<NoteEdit> {
    // A modifier counts when it is down, or went down or up in the frame
    // of the key (a quick chord can fall within one frame).
    let held = |a: KeyCode, b: KeyCode| {
        [a, b]
            .iter()
            .any(|&k| keys.pressed(k) || keys.just_pressed(k) || keys.just_released(k))
    };
    if !held(KeyCode::ControlLeft, KeyCode::ControlRight) {
        return None;
    }
    let alt = held(KeyCode::AltLeft, KeyCode::AltRight);
    let shift = held(KeyCode::ShiftLeft, KeyCode::ShiftRight);
    if keys.just_pressed(KeyCode::KeyZ) {
        return Some(if shift {
            NoteEdit::Redo
        } else {
            NoteEdit::Undo
        });
    }
    if keys.just_pressed(KeyCode::KeyY) {
        return Some(NoteEdit::Redo);
    }
    if at == GameTree::ROOT {
        return None;
    }
    if keys.just_pressed(KeyCode::Digit0) {
        return Some(NoteEdit::ClearGlyphs(at));
    }
    let digit = DIGITS.iter().position(|&d| keys.just_pressed(d))?;
    let glyph = if alt {
        *CTRL_ALT_GLYPHS.get(digit)?
    } else {
        CTRL_GLYPHS[digit]
    };
    Some(NoteEdit::ToggleGlyph(at, glyph))
}

fn note_keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Option<Res<bevy_egui::input::EguiWantsInput>>,
    session: Option<Res<Session>>,
    mut commands: MessageWriter<GameCommand>,
) {
    if egui_input.is_some_and(|e| e.wants_any_keyboard_input()) {
        return;
    }
    let Some(notes) = session.as_ref().and_then(|s| s.notes.as_ref()) else {
        return;
    };
    if let Some(edit) = key_edit(&keys, notes.at) {
        commands.write(GameCommand::Note(edit));
    }
}
