//! Widgets and window shapes shared by the screens.

use std::collections::HashMap;

use crate::app::ui::style;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

use crate::app::board::BoardLayout;
use crate::app::view::Art;
use crate::rules::{Color, PieceKind};

/// The egui textures of the piece images (the captured-pieces rows, the
/// board editor).
pub(super) type Icons = HashMap<(Color, PieceKind), egui::TextureId>;

/// The piece images of the current piece style as egui textures (none
/// before the art is made).
pub(super) fn piece_textures(contexts: &mut EguiContexts, art: Option<&Art>) -> Icons {
    let mut icons = HashMap::new();
    if let Some(art) = art {
        for color in Color::ALL {
            for kind in PieceKind::ALL {
                let id = contexts.add_image(EguiTextureHandle::Weak(art.piece(color, kind).id()));
                icons.insert((color, kind), id);
            }
        }
    }
    icons
}

/// A Bevy colour (the board theme's) as egui's (kept with the style).
pub(super) use super::style::egui_color;

/// The whole of an image, for `Painter::image`.
pub(super) const FULL_UV: egui::Rect =
    egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));

/// A problem said in the screen's error colour.
pub(super) fn problem_label(ui: &mut egui::Ui, text: impl Into<String>) -> egui::Response {
    ui.colored_label(style::bad(ui.visuals()), text.into())
}

/// A large button of the main menu and the game-over window.
pub(super) fn big_button(ui: &mut egui::Ui, text: &str, enabled: bool) -> egui::Response {
    ui.add_enabled(
        enabled,
        egui::Button::new(egui::RichText::new(text).size(20.0)).min_size(egui::vec2(240.0, 40.0)),
    )
}

/// A button of the pause menu.
pub(super) fn menu_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add(
        egui::Button::new(egui::RichText::new(text).size(17.0)).min_size(egui::vec2(220.0, 30.0)),
    )
}

/// The board's rectangle in egui's points (egui drawn over the board).
pub(super) fn board_rect(ctx: &egui::Context, layout: &BoardLayout) -> egui::Rect {
    let c = ctx.viewport_rect().center();
    let r = layout.points_rect(bevy::math::Vec2::new(c.x, c.y));
    egui::Rect::from_min_max(egui::pos2(r.min.x, r.min.y), egui::pos2(r.max.x, r.max.y))
}

/// A fixed window centred over the board (pause menu, game over).
pub(super) fn board_window<'a>(title: &'a str, layout: &BoardLayout) -> egui::Window<'a> {
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(
            egui::Align2::CENTER_CENTER,
            egui::vec2(-layout.panel_points() / 2.0, 0.0),
        )
}

/// A screen filling `root` (the menu, Setup, Puzzles) that scrolls when
/// a large text size makes it taller than the window.
pub(super) fn screen_panel<R>(root: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    egui::CentralPanel::default()
        .show(root, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink(false)
                .show(ui, add)
                .inner
        })
        .inner
}

/// The widest a window's contents may be: the window's width, less a
/// margin (at a large text size a window has few points of width).
pub(super) fn window_width(ctx: &egui::Context) -> f32 {
    (ctx.viewport_rect().width() - 40.0).max(200.0)
}

/// A window's contents, scrolling when a large text size makes them taller
/// than the window they are in.
pub(super) fn fit_height<R>(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let viewport = ui.ctx().viewport_rect();
    let room = (viewport.height() - 120.0).max(120.0);
    // Nor wider than the window (text boxes shrink to fit).
    let widest = window_width(ui.ctx());
    if ui.max_rect().width() > widest {
        ui.set_max_width(widest);
    }
    // As tall as the contents up to `room`, whatever room the window's own
    // default size leaves.
    egui::ScrollArea::vertical()
        .max_height(room)
        .min_scrolled_height(room)
        .show(ui, add)
        .inner
}

/// A background root over the whole window (the menu and setup screens).
pub(super) fn root_ui(ctx: &egui::Context) -> egui::Ui {
    root_ui_in(ctx, ctx.viewport_rect())
}

/// A background root for panels limited to `rect`: egui counts the pointer
/// as over egui anywhere on a background layer's rectangle, so the board's
/// part of the window must stay outside it.
pub(super) fn root_ui_in(ctx: &egui::Context, rect: egui::Rect) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(rect),
    )
}

/// A side as the messages select on it: `{ $color -> [white] ... *[black] ... }`.
pub(super) fn color_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Names a control for a screen reader (AccessKit's label) where the words
/// shown for it are not a label joined to it: a text box, a menu or a
/// number field has no name of its own, and Orca would read "entry" alone.
/// Where a label stands before the control, `Response::labelled_by` joins
/// the two instead.
pub(in crate::app::ui) fn spoken_name(response: egui::Response, name: &str) -> egui::Response {
    response
        .ctx
        .accesskit_node_builder(response.id, |node| node.set_label(name));
    response
}

/// Names a menu (a combo box) with what it chooses and its choice now,
/// "Board: Walnut": AT-SPI gives a screen reader a menu's name but not the
/// text shown on it, so without the choice in the name Orca reads "Board,
/// combo box" and never what is chosen.
pub(in crate::app::ui) fn spoken_choice(
    response: egui::Response,
    what: &str,
    chosen: &str,
) -> egui::Response {
    spoken_name(response, &format!("{what}: {chosen}"))
}

/// Keeps the keys in a window while it is open, as a desktop dialog does:
/// Tab goes through its controls only, starting in it rather than among the
/// screen's behind it (a screen reader's user who opened Settings lands
/// in Settings), and the screen behind takes no click until it closes.
/// Called within the window, every frame it is drawn.
pub(super) fn keep_keys_in(ui: &egui::Ui) {
    let layer = ui.layer_id();
    ui.ctx().memory_mut(|m| m.set_modal_layer(layer));
}
