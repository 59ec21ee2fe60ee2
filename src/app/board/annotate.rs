//! Arrows and circles drawn on the board with the right mouse button, as on
//! lichess: a right-drag from one square to another draws an arrow, a
//! right-click on one square draws a circle, drawing the same again removes
//! it, and a left click anywhere on the board clears them all. They are the
//! player's own notes: the rules never see them.

use bevy::picking::events::{Pointer, Press, Release};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::input::square_of;
use super::pieces::{BoardSquare, Position};
use super::promotion::PromotionChoice;
use crate::app::states::{InGame, Pause, Screen};
use crate::rules::Square;

/// The arrows and circles on the board.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Annotations {
    /// Arrows, from square to square, oldest first.
    pub arrows: Vec<(Square, Square)>,
    /// Circled squares, oldest first.
    pub circles: Vec<Square>,
}

impl Annotations {
    /// Whether nothing is drawn.
    pub fn is_empty(&self) -> bool {
        self.arrows.is_empty() && self.circles.is_empty()
    }

    /// Removes everything.
    pub fn clear(&mut self) {
        self.arrows.clear();
        self.circles.clear();
    }

    /// Draws an arrow, or removes it if it is there (a circle when `from`
    /// and `to` are the same square).
    pub fn toggle(&mut self, from: Square, to: Square) {
        if from == to {
            match self.circles.iter().position(|&s| s == from) {
                Some(i) => {
                    self.circles.remove(i);
                }
                None => self.circles.push(from),
            }
        } else {
            match self.arrows.iter().position(|&a| a == (from, to)) {
                Some(i) => {
                    self.arrows.remove(i);
                }
                None => self.arrows.push((from, to)),
            }
        }
    }
}

/// Where the right button went down.
#[derive(Resource, Debug, Clone, Copy, Default)]
struct RightPress(Option<Square>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Annotations>()
        .init_resource::<RightPress>()
        .add_observer(on_press)
        .add_observer(on_release)
        .add_systems(OnExit(InGame), clear_all);
}

fn clear_all(mut annotations: ResMut<Annotations>) {
    if !annotations.is_empty() {
        annotations.clear();
    }
}

/// Drawing works whenever a board is shown and the game is not paused,
/// whoever's turn it is and after the game ended.
fn board_shown(screen: &State<Screen>, pause: Option<&State<Pause>>) -> bool {
    matches!(screen.get(), Screen::Playing | Screen::GameOver)
        && pause.is_none_or(|p| *p.get() == Pause::Running)
}

#[allow(clippy::too_many_arguments)]
fn on_press(
    press: On<Pointer<Press>>,
    screen: Res<State<Screen>>,
    pause: Option<Res<State<Pause>>>,
    mut annotations: ResMut<Annotations>,
    mut right: ResMut<RightPress>,
    pieces: Query<&Position>,
    squares: Query<&BoardSquare>,
    choices: Query<&PromotionChoice>,
) {
    if !board_shown(&screen, pause.as_deref()) {
        return;
    }
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
            // the square): only a board entity says where the press was.
            if let Some(sq) = square_of(press.entity, &pieces, &squares) {
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
    pieces: Query<&Position>,
    squares: Query<&BoardSquare>,
) {
    if release.button != PointerButton::Secondary {
        return;
    }
    // Every release ends the gesture (the window, always under the
    // pointer, is told last).
    let Some(from) = right.0.take() else { return };
    if !board_shown(&screen, pause.as_deref()) {
        return;
    }
    if let Some(to) = square_of(release.entity, &pieces, &squares) {
        annotations.toggle(from, to);
    }
}
