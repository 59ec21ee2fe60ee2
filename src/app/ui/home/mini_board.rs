//! A small board for the home screen's tiles: the position of the game to
//! resume and of the puzzle of the day, drawn with the board's theme and
//! pieces, and described for a screen reader (whose move it is, then each
//! piece on its square).

use bevy_egui::egui;

use crate::app::board::cell_of;
use crate::app::i18n::Tr;
use crate::app::ui::widgets::{FULL_UV, Icons, egui_color};
use crate::app::view::Theme;
use crate::rules::{Color, Position, Square};

/// Draws `pos` in a square of `side` points, seen from Black's side when
/// `flipped`; a click on it is the response's. Named for a screen reader
/// by `name` and the position.
pub(super) fn mini_board(
    ui: &mut egui::Ui,
    tr: &Tr,
    pos: &Position,
    flipped: bool,
    side: f32,
    icons: &Icons,
    theme: &Theme,
    name: &str,
) -> egui::Response {
    let (area, response) = ui.allocate_exact_size(egui::Vec2::splat(side), egui::Sense::click());
    let square = side / 8.0;
    let painter = ui.painter_at(area);
    for sq in Square::all() {
        let (col, row) = cell_of(sq, flipped);
        let rect = egui::Rect::from_min_size(
            area.min + egui::vec2(f32::from(col) * square, f32::from(row) * square),
            egui::Vec2::splat(square),
        );
        let fill = if sq.is_light() {
            theme.light
        } else {
            theme.dark
        };
        painter.rect_filled(rect, 0.0, egui_color(fill));
        if let Some(piece) = pos.piece_at(sq)
            && let Some(id) = icons.get(&(piece.color, piece.kind))
        {
            // The pieces' images leave a margin for the big board's squares.
            painter.image(
                *id,
                rect.expand(square * 0.2),
                FULL_UV,
                egui::Color32::WHITE,
            );
        }
    }
    let said = format!("{name}: {}", describe(tr, pos));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, &said));
    response.on_hover_cursor(egui::CursorIcon::PointingHand)
}

/// "White to move; e1, white king; ...; e8, black king": White's pieces,
/// then Black's, each from a1 up.
fn describe(tr: &Tr, pos: &Position) -> String {
    let mut parts = vec![tr.text(
        &crate::text!(
            "home-to-move",
            color = if pos.side_to_move() == Color::White {
                "white"
            } else {
                "black"
            }
        ),
        false,
    )];
    for color in Color::ALL {
        for sq in Square::all() {
            if pos.piece_at(sq).is_some_and(|p| p.color == color) {
                parts.push(tr.text(&crate::app::board::describe(pos, sq), false));
            }
        }
    }
    parts.join("; ")
}
