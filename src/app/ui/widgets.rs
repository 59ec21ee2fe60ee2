//! Widgets and window shapes shared by the screens.

use std::collections::HashMap;

use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

use crate::app::board::PANEL_WIDTH;
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

/// A problem said in the screen's error colour.
pub(super) fn problem_label(ui: &mut egui::Ui, text: impl Into<String>) -> egui::Response {
    ui.colored_label(egui::Color32::from_rgb(240, 120, 100), text.into())
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

/// A fixed window centred over the board (pause menu, game over).
pub(super) fn board_window(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(
            egui::Align2::CENTER_CENTER,
            egui::vec2(-PANEL_WIDTH / 2.0, 0.0),
        )
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
