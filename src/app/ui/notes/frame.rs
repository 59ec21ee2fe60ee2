//! One frame of the move tree on an egui context of its own, with no window:
//! what benches/studies.rs times to tell whether a long chapter scrolls
//! smoothly. The tree is drawn by the panel's own [`tree_list`], in the
//! same scroll area, scrolled to the offset asked for.

use bevy_egui::egui;

use super::tree_list::tree_list;
use crate::app::i18n::Tr;
use crate::app::session::Notes;

/// What one frame of [`tree_list_frame`] did.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TreeFrame {
    /// Where the tree was scrolled to at the frame's end: the offset asked
    /// for, or the largest there is when that was past the end.
    pub offset: f32,
    /// The triangle meshes the frame's shapes came to (what is in view).
    pub meshes: usize,
}

/// Runs one frame of the panel's move tree on `ctx`, whose screen is `size`
/// points (all of it the tree's scroll area), scrolled `offset` points
/// down, and tessellates what it painted, as the window does each frame.
/// Keep `ctx` from frame to frame: egui keeps the text it laid out last
/// frame, as it does in the window.
///
/// # Panics
/// If egui no longer names the tree's scroll area as it did (its default
/// id), since the offset could not then be set.
#[doc(hidden)]
pub fn tree_list_frame(
    ctx: &egui::Context,
    tr: &Tr,
    notes: &Notes,
    size: egui::Vec2,
    offset: f32,
) -> TreeFrame {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
        ..Default::default()
    };
    let mut area = None;
    let mut output = ctx.run_ui(input, |ui| {
        // The id `ScrollArea` gives itself when it is not given one.
        let id = ui.make_persistent_id(egui::IdSalt::new("scroll_area"));
        let mut state = egui::scroll_area::State::load(ui.ctx(), id).unwrap_or_default();
        state.offset.y = offset;
        state.store(ui.ctx(), id);
        tree_list(ui, tr, false, notes, 0.0);
        area = Some(id);
    });
    let shapes = std::mem::take(&mut output.shapes);
    let meshes = ctx.tessellate(shapes, output.pixels_per_point).len();
    output.drop_without_applying_deltas();
    let state = area
        .and_then(|id| egui::scroll_area::State::load(ctx, id))
        .expect("the tree's scroll area has egui's default id");
    TreeFrame {
        offset: state.offset.y,
        meshes,
    }
}
