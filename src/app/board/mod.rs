//! The board as entities: 64 squares and one entity per piece, kept in step
//! with the rules game; pointer input through bevy_picking observers; piece
//! animation; the promotion chooser. Nothing here decides legality: moves
//! go to `session` as [`MoveRequest`]s and the rules answer.

mod animation;
mod input;
mod layout;
mod pieces;
mod promotion;

pub use animation::{AnimationSpeed, Fade, Glide, Opacity};
pub use input::{DragState, Selection};
pub use layout::{BoardLayout, MIN_WINDOW, PANEL_WIDTH};
pub use pieces::{BoardSquare, PieceColor, PieceKind, Position, sync_pieces};
pub use promotion::PromotionChoice;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        layout::plugin,
        pieces::plugin,
        input::plugin,
        animation::plugin,
        promotion::plugin,
    ));
}
