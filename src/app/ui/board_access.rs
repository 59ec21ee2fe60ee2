//! The board as a screen reader reads it. The board is drawn by Bevy, not
//! egui, so egui's accessibility tree (handed to AT-SPI through AccessKit)
//! would not have it: an invisible, non-interactive egui area over the
//! board holds a grid of 8 rows of 8 cells in the order they are seen
//! (flipped or not), each named by what stands on it in the window's
//! language ("e4, white pawn", "e5, empty"), marked selected when it holds
//! the piece in hand and described as the last move's square, a square the
//! piece in hand may go to, or the keyboard cursor's. On every screen, a
//! live region read out as it changes: `announce`'s moves in words, the
//! game's end, what the status line says, the screen or window opened.

use bevy::prelude::*;
use bevy_egui::egui::accesskit::{Live, Role};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::announce::Announcement;
use crate::app::board::{BoardCursor, BoardLayout, Selection, ShownPly, describe, square_in_cell};
use crate::app::i18n::{Phrase, Tr};
use crate::app::session::Session;
use crate::app::states::InGame;
use crate::rules::{Position, Square};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (board_cells.run_if(in_state(InGame)), live_region),
    );
}

#[allow(clippy::too_many_arguments)]
fn board_cells(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    layout: Res<BoardLayout>,
    review: Res<ShownPly>,
    selection: Res<Selection>,
    cursor: Res<BoardCursor>,
    tr: Res<Tr>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    let board = super::widgets::board_rect(&ctx, &layout);
    let top_left = board.min;
    // A square's side in points.
    let side = board.width() / 8.0;
    let game = &session.game;
    let pos = review.shown(game);
    let ply = review.shown_ply(game);
    let last = ply
        .checked_sub(1)
        .and_then(|i| game.moves().get(i))
        .map(|m| (m.mv.from, m.mv.to));
    let cells = board_cells_of(pos, layout.flipped, last, &selection, cursor.0);
    egui::Area::new(egui::Id::new("board_cells"))
        .fixed_pos(top_left)
        .interactable(false)
        .order(egui::Order::Background)
        .show(&ctx, |ui| {
            ui.scope_builder(
                egui::UiBuilder::new().id_salt("grid").max_rect(board),
                |ui| {
                    node(ui, board, |n| {
                        n.set_role(Role::Grid);
                        n.set_label(tr.text(&crate::text!("board-grid"), false));
                        n.set_row_count(8);
                        n.set_column_count(8);
                    });
                    for row in 0..8u8 {
                        let row_rect = egui::Rect::from_min_size(
                            top_left + egui::vec2(0.0, f32::from(row) * side),
                            egui::vec2(board.width(), side),
                        );
                        ui.scope_builder(
                            egui::UiBuilder::new()
                                .id_salt(("row", row))
                                .max_rect(row_rect),
                            |ui| {
                                node(ui, row_rect, |n| {
                                    n.set_role(Role::Row);
                                    n.set_row_index(usize::from(row));
                                });
                                for cell in cells.iter().filter(|c| c.row == row) {
                                    let rect = egui::Rect::from_min_size(
                                        top_left
                                            + egui::vec2(
                                                f32::from(cell.col) * side,
                                                f32::from(cell.row) * side,
                                            ),
                                        egui::Vec2::splat(side),
                                    );
                                    let label = tr.text(&cell.name, false);
                                    let states: Vec<String> =
                                        cell.states.iter().map(|p| tr.text(p, false)).collect();
                                    ui.scope_builder(
                                        egui::UiBuilder::new()
                                            .id_salt(("cell", cell.col))
                                            .max_rect(rect),
                                        |ui| {
                                            node(ui, rect, |n| {
                                                n.set_role(Role::Cell);
                                                n.set_label(label);
                                                n.set_row_index(usize::from(cell.row));
                                                n.set_column_index(usize::from(cell.col));
                                                n.set_selected(cell.selected);
                                                if !states.is_empty() {
                                                    n.set_description(states.join(", "));
                                                }
                                            });
                                        },
                                    );
                                }
                            },
                        );
                    }
                },
            );
        });
    Ok(())
}

/// What happens, read out as it changes (`announce`), on every screen.
fn live_region(mut contexts: EguiContexts, announcement: Res<Announcement>, tr: Res<Tr>) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let said: Vec<String> = announcement
        .parts
        .iter()
        .map(|p| tr.text(p, false))
        .collect();
    // The window's own node named, so a screen reader says "Rookery frame"
    // when it opens, not a bare "frame".
    ctx.accesskit_node_builder(egui::accesskit_root_id(), |n| n.set_label("Rookery"));
    let at = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::Vec2::splat(1.0));
    egui::Area::new(egui::Id::new("announcement"))
        .fixed_pos(at.min)
        .interactable(false)
        .order(egui::Order::Background)
        .show(&ctx, |ui| {
            node(ui, at, |n| {
                n.set_role(Role::Status);
                n.set_live(Live::Polite);
                n.set_label(said.join(". "));
            });
        });
    Ok(())
}

/// Writes the accessibility node of `ui` (when a screen reader listens).
fn node(ui: &egui::Ui, rect: egui::Rect, write: impl FnOnce(&mut egui::accesskit::Node)) {
    ui.ctx().accesskit_node_builder(ui.unique_id(), |n| {
        n.set_bounds(egui::accesskit::Rect {
            x0: rect.min.x.into(),
            y0: rect.min.y.into(),
            x1: rect.max.x.into(),
            y1: rect.max.y.into(),
        });
        write(n);
    });
}

/// One cell of the board as a screen reader reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    /// Its square.
    pub square: Square,
    /// Its row from the top and column from the left, as the board is seen.
    pub row: u8,
    /// See `row`.
    pub col: u8,
    /// What stands on it: "e4, white pawn", "e5, empty".
    pub name: Phrase,
    /// What else is said of it: the last move's square, a square the piece
    /// in hand may go to, the keyboard cursor's.
    pub states: Vec<Phrase>,
    /// It holds the piece in hand.
    pub selected: bool,
}

/// The 64 cells of `pos` in reading order (row by row from the top, as
/// the board is seen: `flipped`, Black's side at the bottom).
pub fn board_cells_of(
    pos: &Position,
    flipped: bool,
    last: Option<(Square, Square)>,
    selection: &Selection,
    cursor: Option<Square>,
) -> Vec<Cell> {
    let mut cells = Vec::with_capacity(64);
    for row in 0..8u8 {
        for col in 0..8u8 {
            let Some(square) = square_in_cell(col, row, flipped) else {
                continue;
            };
            let mut states = Vec::new();
            if last.is_some_and(|(from, to)| square == from || square == to) {
                states.push(crate::text!("board-cell-last-move"));
            }
            if selection.targets.iter().any(|t| t.to == square) {
                states.push(crate::text!("board-cell-target"));
            }
            if cursor == Some(square) {
                states.push(crate::text!("board-cell-cursor"));
            }
            cells.push(Cell {
                square,
                row,
                col,
                name: describe(pos, square),
                states,
                selected: selection.selected == Some(square),
            });
        }
    }
    cells
}
