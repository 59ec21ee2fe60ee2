//! Arrows and circles drawn on the board with the right mouse button, as on
//! lichess: a right-drag from one square to another draws an arrow, a
//! right-click on one square draws a circle, drawing the same again removes
//! it, and a left click anywhere on the board clears them all, as does
//! another position shown (a move, an undo, a step back). They are the
//! player's own notes: the rules never see them.

use bevy::picking::events::{Pointer, Press, Release};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::layout::PointerSquares;
use super::model::{Annotations, BoardSquare, OnSquare, PromotionChoice, ShownPly, square_of};
use crate::app::GameSet;
use crate::app::gates::{board_shown, shows_board};
use crate::app::session::Session;
use crate::app::states::{InGame, Pause, Screen};
use crate::rules::Square;

/// Where the right button went down.
#[derive(Resource, Debug, Clone, Copy, Default)]
struct RightPress(Option<Square>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Annotations>()
        .init_resource::<RightPress>()
        .add_observer(on_press.run_if(board_shown))
        .add_observer(on_release)
        .add_systems(
            Update,
            forget_on_another_position
                .in_set(GameSet::Animate)
                .after(super::stepping::return_to_live)
                .run_if(in_state(InGame)),
        )
        .add_systems(OnExit(InGame), clear_all);
}

/// Drawn arrows and circles go when the position they were drawn on does.
fn forget_on_another_position(
    review: Res<ShownPly>,
    session: Option<Res<Session>>,
    mut shown: Local<Option<(usize, Option<usize>)>>,
    mut annotations: ResMut<Annotations>,
) {
    let Some(session) = session else { return };
    let now = (session.game.ply_count(), review.ply);
    if shown.is_some_and(|s| s != now) && !annotations.is_empty() {
        annotations.clear();
    }
    *shown = Some(now);
}

fn clear_all(mut annotations: ResMut<Annotations>) {
    if !annotations.is_empty() {
        annotations.clear();
    }
}

#[allow(clippy::too_many_arguments)]
fn on_press(
    press: On<Pointer<Press>>,
    mut annotations: ResMut<Annotations>,
    mut right: ResMut<RightPress>,
    pieces: Query<&OnSquare>,
    squares: Query<&BoardSquare>,
    choices: Query<&PromotionChoice>,
    pointer: PointerSquares,
) {
    match press.button {
        PointerButton::Primary => {
            let on_board = choices.contains(press.entity)
                || square_of(press.entity, &pieces, &squares).is_some();
            if on_board && !annotations.is_empty() {
                annotations.clear();
            }
        }
        PointerButton::Secondary => {
            // The window itself is under the pointer too (and told after
            // the square): only a board entity says the press was on the
            // board. The square is where the button went down, which
            // differs from the entity picked for the frame when the pointer
            // moved on within the frame (a quick right-drag).
            if let Some(picked) = square_of(press.entity, &pieces, &squares)
                && let Some(sq) = pointer
                    .square(&press.pointer_location)
                    .unwrap_or(Some(picked))
            {
                right.0 = Some(sq);
            }
        }
        PointerButton::Middle => {}
    }
}

fn on_release(
    release: On<Pointer<Release>>,
    screen: Res<State<Screen>>,
    pause: Option<Res<State<Pause>>>,
    mut annotations: ResMut<Annotations>,
    mut right: ResMut<RightPress>,
    pieces: Query<&OnSquare>,
    squares: Query<&BoardSquare>,
    pointer: PointerSquares,
) {
    if release.button != PointerButton::Secondary {
        return;
    }
    // Every release ends the gesture (the window, always under the
    // pointer, is told last).
    let Some(from) = right.0.take() else { return };
    if !shows_board(screen.get(), pause.as_deref().map(State::get)) {
        return;
    }
    // Where the button came up, as for the press.
    if let Some(picked) = square_of(release.entity, &pieces, &squares)
        && let Some(to) = pointer
            .square(&release.pointer_location)
            .unwrap_or(Some(picked))
    {
        annotations.toggle(from, to);
    }
}
