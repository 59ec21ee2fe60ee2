//! Rendering: the window, the camera, square and piece sprites, coordinate
//! labels, highlights (last move, selection, check, legal targets, the drop
//! square under a dragged piece), the player's arrows and circles and the
//! promotion chooser. Everything here is drawn from state the core owns and
//! from the display choices in [`Settings`](crate::persist::Settings)
//! (theme, piece style, hints, coordinates), applied as soon as they change.
//!
//! One plugin per concern: `theme` (colours and display choices), `window`
//! (the window and the camera), `art` (the piece set and mark images),
//! `squares` (square sprites and coordinates), `pieces` (piece sprites, the
//! drag shadow and the promotion chooser) and `marks` (highlights and
//! arrows).

mod art;
mod icon;
mod marks;
mod pieces;
mod squares;
mod theme;
mod window;
mod x11_wake;

pub use art::{Art, rasterise};
pub use icon::{APP_ID, ICON_SIZES, ICON_SVG, MAX_ICON_SIZE, icon_png, icon_rgba};
pub use theme::{Preferences, Theme, is_dark, preferences_plugin};
pub use window::{
    BACKGROUND, DEFAULT_WINDOW, NO_DISPLAY_MESSAGE, NO_GPU_MESSAGE, add_window_plugins,
    initial_window_size, is_no_display_panic, is_no_gpu_panic, report_missing_gpu_or_display,
};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        preferences_plugin,
        art::plugin,
        icon::plugin,
        window::plugin,
        x11_wake::plugin,
        squares::plugin,
        pieces::plugin,
        marks::plugin,
    ));
}
