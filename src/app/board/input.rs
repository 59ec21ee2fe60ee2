//! Pointer input on the board through bevy_picking observers, one selection
//! state machine for click-to-move and drag-and-drop alike (as on lichess):
//!
//! * pressing a piece of the side to move selects it and shows its targets;
//! * dragging it carries it above the others; dropping it on a square asks
//!   the rules for that move, dropping it anywhere else lets it glide back;
//! * with a piece selected, pressing one of its targets plays the move;
//! * pressing an empty square, an enemy piece or a piece that cannot move
//!   says so in the status line.
//!
//! During the computer's turn the same presses and drags plan a premove
//! (see `premove`) with the player's own pieces.
//!
//! While a piece is dragged, the square under the pointer is marked when the
//! piece may be dropped there. While an earlier position is shown (see
//! `review`) the board is view-only.
//!
//! Keyboard: Escape cancels a premove or a promotion, or toggles the pause menu, F flips
//! the board, Ctrl+Z takes back a move (arrow keys, Home and End: `review`).

use bevy::picking::Pickable;
use bevy::picking::events::{
    Drag, DragDrop, DragEnd, DragEnter, DragLeave, DragStart, Pointer, Press, Release,
};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::hand::PressTools;
use super::layout::PointerSquares;
use super::model::{
    BoardSquare, DragState, DropSelection, KeyPress, OnSquare, Premove, PremoveRequest,
    PromotionChoice, Selection, square_of, z,
};
use crate::app::gates::board_takes_input;
use crate::app::session::{
    GameChanged, GameCommand, MoveRequest, MoveSource, PendingPromotion, Say, Session,
};
use crate::app::states::Screen;
use crate::app::{GameSet, Pausable};
use crate::rules::Square;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .add_message::<DropSelection>()
        .add_message::<KeyPress>()
        .add_observer(on_press.run_if(board_takes_input))
        .add_observer(on_release)
        .add_observer(on_drag_start)
        .add_observer(on_drag)
        .add_observer(on_drag_drop)
        .add_observer(on_drag_end)
        .add_observer(on_drag_enter)
        .add_observer(on_drag_leave)
        .add_systems(
            Update,
            (
                // In the frame of the key (the window may not draw another).
                press_by_keys
                    .run_if(on_message::<KeyPress>.and_then(board_takes_input))
                    .after(super::cursor::cursor_keys)
                    .in_set(GameSet::Input),
                keyboard
                    .in_set(GameSet::Input)
                    .in_set(Pausable)
                    .run_if(in_state(Screen::Playing)),
                // After the moves and the review steps of the frame, before
                // the highlights are drawn.
                drop_selection.in_set(GameSet::Animate),
            ),
        );
}

/// What was in hand goes when the game changes (a move, an undo, a new
/// game) or when another system asks ([`DropSelection`]: the board shows
/// another position). A drag under way stays.
fn drop_selection(
    mut changes: MessageReader<GameChanged>,
    mut asked: MessageReader<DropSelection>,
    mut selection: ResMut<Selection>,
) {
    let changed = changes.read().count() > 0;
    let asked = asked.read().count() > 0;
    if changed || asked {
        let cleared = selection.cleared();
        selection.set_if_neq(cleared);
    }
}

#[allow(clippy::too_many_arguments)]
fn on_press(
    press: On<Pointer<Press>>,
    mut tools: PressTools,
    premove: Res<Premove>,
    mut held: ResMut<Selection>,
    pending: Res<PendingPromotion>,
    pieces: Query<&OnSquare>,
    squares: Query<&BoardSquare>,
    choices: Query<(Entity, &PromotionChoice, &Transform)>,
    mut game: MessageWriter<GameCommand>,
    pointer: PointerSquares,
) {
    debug!(
        "press {:?} on {} at {:?} (square {:?})",
        press.button,
        press.entity,
        press.pointer_location.position,
        square_of(press.entity, &pieces, &squares)
    );
    if press.button == PointerButton::Secondary && premove.0.is_some() {
        // A right click cancels the premove (and may start an arrow).
        tools.premoves.write(PremoveRequest(None));
    }
    if press.button != PointerButton::Primary {
        return;
    }
    // Worked on a copy: the selection is written only when it changes.
    let mut selection = held.clone();
    'press: {
        if tools.looking_back() {
            selection.clear();
            break 'press;
        }
        selection.dragged_since_press = false;
        if let Some((from, to, source)) = pending.0 {
            // The piece where the button went down: the entity picked for
            // the frame is the one under the pointer at its end, another
            // piece or none when the pointer moved on within the frame.
            let choice = match pointer.square(&press.pointer_location) {
                Some(at) => choices
                    .iter()
                    .find(|(_, _, t)| {
                        at.is_some() && pointer.layout.square_at(t.translation.truncate()) == at
                    })
                    .map(|(_, c, _)| c),
                None => choices.get(press.entity).ok().map(|(_, c, _)| c),
            };
            if let Some(choice) = choice {
                tools.requests.write(MoveRequest {
                    from,
                    to,
                    promotion: Some(choice.kind),
                    source: if source == MoveSource::Drag {
                        MoveSource::Drag
                    } else {
                        MoveSource::PromotionDialog
                    },
                });
            } else {
                tools
                    .say
                    .write(Say::info(crate::text!("status-promotion-cancelled")));
            }
            game.write(GameCommand::CancelPromotion);
            selection.clear();
            break 'press;
        }
        // Only a board entity says the press was on the board (the window is
        // told too); the square is where the pointer went down, which differs
        // from the entity picked for the frame when the pointer moved on
        // within the same frame (a fast drag).
        let Some(picked) = square_of(press.entity, &pieces, &squares) else {
            break 'press;
        };
        let Some(square) = pointer
            .square(&press.pointer_location)
            .unwrap_or(Some(picked))
        else {
            break 'press;
        };
        tools.press(&mut selection, square, MoveSource::Click);
    }
    held.set_if_neq(selection);
}

/// Enter or Space on the board's cursor: a press on its square, as a
/// click there (there is no release to follow: pressing the picked piece
/// again drops it).
fn press_by_keys(
    mut presses: MessageReader<KeyPress>,
    mut tools: PressTools,
    mut held: ResMut<Selection>,
) {
    let mut selection = held.clone();
    for &KeyPress(square) in presses.read() {
        if tools.looking_back() {
            selection.clear();
            continue;
        }
        tools.press(&mut selection, square, MoveSource::Keys);
        if std::mem::take(&mut selection.reselect_press) {
            selection.clear();
        }
        selection.pressed = None;
    }
    held.set_if_neq(selection);
}

/// The selected piece goes from `from` to `to`: a move for the rules, or
/// while a premove is planned, the premove when `to` is one of its targets.
fn hand_over(
    selection: &mut Selection,
    from: Square,
    to: Square,
    requests: &mut MessageWriter<MoveRequest>,
    premoves: &mut MessageWriter<PremoveRequest>,
) {
    if selection.premove {
        if selection.targets.iter().any(|m| m.to == to) {
            premoves.write(PremoveRequest(Some((from, to))));
        }
    } else {
        requests.write(MoveRequest {
            from,
            to,
            promotion: None,
            source: MoveSource::Drag,
        });
    }
    selection.clear();
}

fn on_release(
    release: On<Pointer<Release>>,
    mut held: ResMut<Selection>,
    pointer: PointerSquares,
    mut requests: MessageWriter<MoveRequest>,
    mut premoves: MessageWriter<PremoveRequest>,
) {
    if release.button != PointerButton::Primary {
        return;
    }
    // Worked on a copy: the selection is written only when it changes.
    let mut selection = held.clone();
    'release: {
        // A press on a piece and a release on another square are a drag, however
        // fast: when press, motion and release arrive within one frame, picking
        // reports no drag at all.
        if let Some(from) = selection.pressed.take()
            && selection.drag.is_none()
            && selection.selected == Some(from)
            && let Some(Some(to)) = pointer.square(&release.pointer_location)
            && to != from
        {
            hand_over(&mut selection, from, to, &mut requests, &mut premoves);
            break 'release;
        }
        if selection.reselect_press && !selection.dragged_since_press {
            selection.clear();
        }
        selection.reselect_press = false;
    }
    held.set_if_neq(selection);
}

fn on_drag_start(
    start: On<Pointer<DragStart>>,
    mut commands: Commands,
    mut selection: ResMut<Selection>,
    mut pieces: Query<(&OnSquare, &mut Transform)>,
) {
    if start.button != PointerButton::Primary {
        return;
    }
    let Ok((pos, mut t)) = pieces.get_mut(start.entity) else {
        return;
    };
    if selection.selected != Some(pos.0) {
        return;
    }
    selection.drag = Some(DragState {
        entity: start.entity,
        from: pos.0,
    });
    t.translation.z = z::DRAGGED;
    // The dragged piece must not hide the square under the pointer.
    commands.entity(start.entity).insert(Pickable::IGNORE);
}

fn on_drag(
    drag: On<Pointer<Drag>>,
    mut selection: ResMut<Selection>,
    mut pieces: Query<&mut Transform>,
) {
    let Some(state) = selection.drag else { return };
    if state.entity != drag.entity {
        return;
    }
    if drag.delta != Vec2::ZERO && !selection.dragged_since_press {
        selection.dragged_since_press = true;
    }
    if let Ok(mut t) = pieces.get_mut(drag.entity) {
        // Screen y grows downwards, world y upwards; one world unit is one
        // logical pixel.
        t.translation += Vec3::new(drag.delta.x, -drag.delta.y, 0.0);
        t.translation.z = z::DRAGGED;
    }
}

fn on_drag_drop(
    drop: On<Pointer<DragDrop>>,
    mut selection: ResMut<Selection>,
    pieces: Query<&OnSquare>,
    squares: Query<&BoardSquare>,
    mut requests: MessageWriter<MoveRequest>,
    mut premoves: MessageWriter<PremoveRequest>,
) {
    let Some(state) = selection.drag else { return };
    if state.entity != drop.dropped {
        return;
    }
    let Some(to) = square_of(drop.entity, &pieces, &squares) else {
        return;
    };
    if to == state.from {
        return;
    }
    hand_over(&mut selection, state.from, to, &mut requests, &mut premoves);
}

fn on_drag_end(
    end: On<Pointer<DragEnd>>,
    mut commands: Commands,
    mut selection: ResMut<Selection>,
) {
    let Some(state) = selection.drag else { return };
    if state.entity != end.entity {
        return;
    }
    selection.drag = None;
    selection.reselect_press = false;
    selection.hover = None;
    if let Ok(mut e) = commands.get_entity(end.entity) {
        e.insert(Pickable::default());
    }
}

fn on_drag_enter(
    enter: On<Pointer<DragEnter>>,
    mut selection: ResMut<Selection>,
    pieces: Query<&OnSquare>,
    squares: Query<&BoardSquare>,
) {
    if selection.drag.is_none_or(|d| d.entity != enter.dragged) {
        return;
    }
    let square = square_of(enter.entity, &pieces, &squares);
    if square.is_some() && selection.hover != square {
        selection.hover = square;
    }
}

fn on_drag_leave(
    leave: On<Pointer<DragLeave>>,
    mut selection: ResMut<Selection>,
    pieces: Query<&OnSquare>,
    squares: Query<&BoardSquare>,
) {
    if selection.drag.is_none_or(|d| d.entity != leave.dragged) {
        return;
    }
    let square = square_of(leave.entity, &pieces, &squares);
    if square.is_some() && selection.hover == square {
        selection.hover = None;
    }
}

/// The board's keys in a running game: F flips the board, Ctrl+Z takes a
/// move back (Escape has its own rule, in `escape`; on the analysis board
/// Ctrl+Z undoes an edit of the notes, in `ui::notes`).
fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    mut commands: MessageWriter<GameCommand>,
    egui_input: Option<Res<bevy_egui::input::EguiWantsInput>>,
    session: Option<Res<Session>>,
) {
    if egui_input.is_some_and(|e| e.wants_any_keyboard_input()) {
        return;
    }
    if keys.just_pressed(KeyCode::KeyF) {
        commands.write(GameCommand::Flip);
    }
    let ctrl = keys.pressed(KeyCode::ControlLeft) || keys.pressed(KeyCode::ControlRight);
    let analysis = session.is_some_and(|s| s.notes.is_some());
    if ctrl && keys.just_pressed(KeyCode::KeyZ) && !analysis {
        commands.write(GameCommand::Undo);
    }
}
