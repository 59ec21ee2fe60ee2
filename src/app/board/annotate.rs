//! Arrows and circles drawn on the board with the right mouse button, as on
//! lichess: a right-drag from one square to another draws an arrow, a
//! right-click on one square draws a circle, green with no modifier, red
//! with Shift, blue with Alt, yellow with Shift+Alt; drawing the same again
//! removes it. In a game a left click anywhere on the board clears them
//! all, as does another position shown (a move, an undo, a step back). On
//! the analysis board they belong to the move on the board: kept in its
//! notes (an edit to undo), shown whenever that move is, written into its
//! PGN as `[%cal]` and `[%csl]`. The rules never see them.

use bevy::picking::events::{Pointer, Press, Release};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::layout::PointerSquares;
use super::model::{Annotations, BoardSquare, OnSquare, PromotionChoice, ShownPly, square_of};
use crate::app::GameSet;
use crate::app::gates::{board_shown, shows_board};
use crate::app::session::{GameCommand, NoteEdit, Session};
use crate::app::states::{InGame, Pause, Screen};
use crate::rules::Square;
use crate::rules::tree::{Shape, ShapeColor};

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
            (forget_on_another_position, show_the_notes_shapes)
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
    if session.notes.is_some() {
        return;
    }
    let now = (session.game.ply_count(), review.ply);
    if shown.is_some_and(|s| s != now) && !annotations.is_empty() {
        annotations.clear();
    }
    *shown = Some(now);
}

/// On the analysis board the shapes drawn are those of the move on the
/// board.
fn show_the_notes_shapes(session: Option<Res<Session>>, mut annotations: ResMut<Annotations>) {
    let Some(notes) = session
        .as_ref()
        .filter(|s| s.is_changed())
        .and_then(|s| s.notes.as_ref())
    else {
        return;
    };
    let shapes = notes.shapes();
    if annotations.shapes != shapes {
        annotations.shapes = shapes;
    }
}

/// The colour the modifiers held choose, as lichess: none green, Shift
/// red, Alt blue, Shift+Alt yellow.
fn chosen_color(keys: &ButtonInput<KeyCode>) -> ShapeColor {
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let alt = keys.any_pressed([KeyCode::AltLeft, KeyCode::AltRight]);
    match (shift, alt) {
        (false, false) => ShapeColor::Green,
        (true, false) => ShapeColor::Red,
        (false, true) => ShapeColor::Blue,
        (true, true) => ShapeColor::Yellow,
    }
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
    session: Option<Res<Session>>,
) {
    match press.button {
        PointerButton::Primary => {
            let on_board = choices.contains(press.entity)
                || square_of(press.entity, &pieces, &squares).is_some();
            // The analysis board's shapes are the move's notes: a click
            // does not wipe them.
            let notes = session.is_some_and(|s| s.notes.is_some());
            if on_board && !notes && !annotations.is_empty() {
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
    (keys, session, mut commands): (
        Res<ButtonInput<KeyCode>>,
        Option<Res<Session>>,
        MessageWriter<GameCommand>,
    ),
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
        let shape = Shape::arrow(chosen_color(&keys), from, to);
        match session.as_ref().and_then(|s| s.notes.as_ref()) {
            Some(notes) => {
                commands.write(GameCommand::Note(NoteEdit::ToggleShape(notes.at, shape)));
            }
            None => annotations.toggle(shape),
        }
    }
}
