//! The board as entities: 64 squares and one entity per piece, kept in step
//! with the rules game; pointer input through bevy_picking observers; piece
//! animation; the promotion chooser; stepping back through the moves
//! ([`ShownPly`]); right-click arrows and circles ([`Annotations`]). Nothing
//! here decides legality: moves go to `session` as `MoveRequest`s and the
//! rules answer.

mod animation;
mod annotate;
mod cursor;
mod hand;
mod input;
mod layout;
mod model;
mod pieces;
mod premove;
mod promotion;
mod stepping;

pub use animation::{AnimationSpeed, Fade, Glide, Opacity};
pub use cursor::{describe, describe_square};
pub use layout::{BoardLayout, MIN_WINDOW, PANEL_WIDTH, cell_of, square_in_cell};
pub use model::{
    Annotations, BoardCursor, BoardSquare, DragState, DropSelection, HideCursor, KeyPress,
    OnSquare, PieceColor, PieceRole, Premove, PremoveRequest, PromotionChoice, Selection, ShownPly,
    Step, StepRequest, Target,
};
pub use pieces::sync_pieces;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        layout::plugin,
        pieces::plugin,
        premove::plugin,
        input::plugin,
        cursor::plugin,
        animation::plugin,
        promotion::plugin,
        stepping::plugin,
        annotate::plugin,
    ));
}
