//! The editor's board: squares, coordinates and pieces, drawn with the
//! current theme, turned by the same rule as the game's board
//! (`board::cell_of`), and what the pointer does on it.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{Drag, Geometry, Held};
use crate::app::board::{cell_of, square_in_cell};
use crate::app::editor::{BoardEditor, EditorCommand, Tool};
use crate::app::ui::widgets::{FULL_UV, Icons, egui_color};
use crate::app::view::Theme;
use crate::rules::Square;

/// The square under a point of the board, seen from White's side or, when
/// flipped, from Black's.
fn square_at(g: Geometry, at: egui::Pos2, flipped: bool) -> Option<Square> {
    let col = ((at.x - g.at.x) / g.square).floor();
    let row = ((at.y - g.at.y) / g.square).floor();
    if !(0.0..8.0).contains(&col) || !(0.0..8.0).contains(&row) {
        return None;
    }
    square_in_cell(col as u8, row as u8, flipped)
}

/// The screen rectangle of a square.
fn square_rect(g: Geometry, sq: Square, flipped: bool) -> egui::Rect {
    let (col, row) = cell_of(sq, flipped);
    egui::Rect::from_min_size(
        g.at + egui::vec2(f32::from(col) * g.square, f32::from(row) * g.square),
        egui::Vec2::splat(g.square),
    )
}

/// The board: squares, coordinates and pieces, and what the pointer does
/// on it.
pub(super) fn board(
    ui: &mut egui::Ui,
    g: Geometry,
    editor: &BoardEditor,
    icons: &Icons,
    theme: &Theme,
    held: &mut Held,
    said: &mut Vec<EditorCommand>,
) {
    let area = g.board();
    let response = ui.allocate_rect(area, egui::Sense::click_and_drag());
    let painter = ui.painter_at(area);
    let flipped = editor.flipped;
    for sq in Square::all() {
        let rect = square_rect(g, sq, flipped);
        let fill = if sq.is_light() {
            theme.light
        } else {
            theme.dark
        };
        painter.rect_filled(rect, 0.0, egui_color(fill));
        if editor.setup.en_passant == Some(sq) {
            painter.circle_stroke(
                rect.center(),
                g.square * 0.2,
                egui::Stroke::new(3.0, egui_color(theme.target)),
            );
        }
        let dragged_from = matches!(held.drag, Some(Drag::Board(from, _)) if from == sq);
        if let Some(piece) = editor.setup.board[sq.index()].filter(|_| !dragged_from)
            && let Some(id) = icons.get(&(piece.color, piece.kind))
        {
            painter.image(*id, rect, FULL_UV, egui::Color32::WHITE);
        }
    }
    // The keyboard's cursor: a frame, and what stands there said below
    // the board (read out as it changes, for a screen reader).
    if let Some(sq) = held.cursor {
        painter.rect_stroke(
            square_rect(g, sq, flipped),
            0.0,
            egui::Stroke::new((g.square * 0.07).max(2.0), egui_color(theme.cursor)),
            egui::StrokeKind::Inside,
        );
    }
    // File letters along the bottom, rank numbers down the left.
    let label = egui::FontId::proportional(13.0);
    let weak = ui.visuals().weak_text_color();
    for i in 0..8u8 {
        let (Some(bottom), Some(left)) =
            (square_in_cell(i, 7, flipped), square_in_cell(0, i, flipped))
        else {
            continue;
        };
        let (file, rank) = (bottom.file().index() as u8, left.rank().index() as u8);
        ui.painter().text(
            g.at + egui::vec2((f32::from(i) + 0.5) * g.square, 8.0 * g.square + 10.0),
            egui::Align2::CENTER_CENTER,
            char::from(b'a' + file),
            label.clone(),
            weak,
        );
        ui.painter().text(
            g.at + egui::vec2(-12.0, (f32::from(i) + 0.5) * g.square),
            egui::Align2::CENTER_CENTER,
            char::from(b'1' + rank),
            label.clone(),
            weak,
        );
    }

    let pointer = response.interact_pointer_pos();
    let under = pointer.and_then(|p| square_at(g, p, flipped));
    // A drag is known only once the pointer has moved: it picks up the
    // piece where the button went down.
    let pressed_on = ui
        .input(|i| i.pointer.press_origin())
        .and_then(|p| square_at(g, p, flipped));
    if response.drag_started_by(egui::PointerButton::Primary)
        && let Some(from) = pressed_on
        && let Some(piece) = editor.setup.board[from.index()]
    {
        held.drag = Some(Drag::Board(from, piece));
    } else if response.clicked()
        && let Some(sq) = under
    {
        said.push(click_command(editor, sq));
    } else if response.secondary_clicked()
        && let Some(sq) = under
    {
        said.push(EditorCommand::Clear(sq));
    }
}

/// What a click (or Enter on the keyboard's cursor) on `sq` does: puts
/// the palette's piece, or empties the square (the same piece again, or
/// the eraser).
pub(super) fn click_command(editor: &BoardEditor, sq: Square) -> EditorCommand {
    match editor.tool {
        Tool::Put(piece) if editor.setup.board[sq.index()] != Some(piece) => {
            EditorCommand::Put(sq, piece)
        }
        _ => EditorCommand::Clear(sq),
    }
}

/// The end of a drag, wherever the pointer is let go: a piece from the
/// board moves to the square under it or, off the board, goes away; a
/// piece from the palette lands on the square under it.
pub(super) fn drop_dragged(
    ctx: &egui::Context,
    g: Geometry,
    flipped: bool,
    held: &mut Held,
    said: &mut Vec<EditorCommand>,
) {
    if ctx.input(|i| i.pointer.primary_down()) {
        return;
    }
    let Some(drag) = held.drag.take() else {
        return;
    };
    let under = ctx
        .pointer_latest_pos()
        .and_then(|p| square_at(g, p, flipped));
    match (drag, under) {
        (Drag::Board(from, _), Some(to)) if to != from => said.push(EditorCommand::Move(from, to)),
        (Drag::Board(..), Some(_)) => {}
        (Drag::Board(from, _), None) => said.push(EditorCommand::Clear(from)),
        (Drag::Palette(piece), Some(sq)) => said.push(EditorCommand::Put(sq, piece)),
        (Drag::Palette(_), None) => {}
    }
}
