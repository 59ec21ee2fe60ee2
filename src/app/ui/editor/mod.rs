//! The board editor screen: the board on the left, drawn with the current
//! theme and piece style, and beside it the palette (the twelve pieces and
//! an eraser), the buttons, the side to move, castling rights, en passant
//! square, the FEN and whether the position is legal.
//!
//! On the board a click puts the palette's piece (or erases), a right click
//! empties the square, a piece dragged goes to another square or, dropped
//! off the board, goes away; a piece dragged from the palette lands where it
//! is dropped. Everything is said to the editor plugin as an
//! [`EditorCommand`]; this screen keeps only the drag in progress and the
//! FEN being typed.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

mod board;
mod panel;
#[cfg(test)]
mod tests;

use super::widgets::{Icons, piece_textures, root_ui};
use crate::app::board::{cell_of, describe_square, square_in_cell};
use crate::app::editor::{BoardEditor, EditorCommand};
use crate::app::i18n::{Phrase, Tr};
use crate::app::states::Screen;
use crate::app::view::{Art, Theme};
use crate::rules::{Piece, Square};
use board::{board, drop_dragged};
use panel::side_panel;

/// The largest side of a square on the editor's board (points).
const MAX_SQUARE: f32 = 80.0;
/// The smallest.
const MIN_SQUARE: f32 = 20.0;
/// The board's top left corner.
const BOARD_AT: egui::Pos2 = egui::pos2(24.0, 40.0);
/// The width the side panel needs beside the board (points).
const PANEL_ROOM: f32 = 300.0;
/// The side of a palette button.
const PALETTE: f32 = 48.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        editor_screen.run_if(in_state(Screen::Editor)),
    );
}

/// Where a piece being dragged came from.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Drag {
    /// A square of the board (the piece leaves it).
    Board(Square, Piece),
    /// The palette (a new piece).
    Palette(Piece),
}

/// Where the editor's board is drawn: as large as the window leaves room
/// for beside the panel, up to [`MAX_SQUARE`] (a large text size makes
/// the window fewer points wide, so the board shrinks to keep the panel).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Geometry {
    /// The board's top left corner.
    at: egui::Pos2,
    /// The side of a square.
    square: f32,
}

impl Geometry {
    /// The board's place in a window of `viewport` points.
    fn of(viewport: egui::Rect) -> Geometry {
        let by_height = (viewport.height() - BOARD_AT.y - 24.0) / 8.0;
        let by_width = (viewport.width() - BOARD_AT.x - 28.0 - PANEL_ROOM) / 8.0;
        Geometry {
            at: BOARD_AT,
            square: by_height
                .min(by_width)
                .clamp(MIN_SQUARE, MAX_SQUARE)
                .floor(),
        }
    }

    /// The board's rectangle.
    fn board(&self) -> egui::Rect {
        egui::Rect::from_min_size(self.at, egui::Vec2::splat(8.0 * self.square))
    }
}

/// What the screen remembers between frames.
#[derive(Default)]
struct Held {
    drag: Option<Drag>,
    /// The FEN box's text, and the editor's FEN it was last filled from.
    fen_text: String,
    fen_shown: String,
    /// Why the text typed in the FEN box does not read (the rules' words,
    /// put in a sentence when drawn).
    fen_error: Option<Phrase>,
    /// The keyboard's square on the board, once an arrow was pressed.
    cursor: Option<Square>,
}

fn editor_screen(
    mut contexts: EguiContexts,
    editor: Res<BoardEditor>,
    art: Option<Res<Art>>,
    theme: Res<Theme>,
    mut commands: MessageWriter<EditorCommand>,
    mut held: Local<Held>,
    tr: Res<Tr>,
) -> Result {
    let icons = piece_textures(&mut contexts, art.as_deref());
    let ctx = contexts.ctx_mut()?.clone();
    for cmd in draw(&ctx, &editor, &icons, &theme, &mut held, &tr) {
        commands.write(cmd);
    }
    Ok(())
}

/// The screen in `ctx`, and what the player asked of the editor in it.
fn draw(
    ctx: &egui::Context,
    editor: &BoardEditor,
    icons: &Icons,
    theme: &Theme,
    held: &mut Held,
    tr: &Tr,
) -> Vec<EditorCommand> {
    let fen = editor.fen();
    if held.fen_shown != fen {
        held.fen_text = fen.clone();
        held.fen_shown = fen;
        held.fen_error = None;
    }
    let mut said = Vec::new();
    let typing = ctx.memory(|m| m.focused().is_some());
    ctx.input(|i| {
        if typing {
            return;
        }
        if i.modifiers.command && i.key_pressed(egui::Key::Z) {
            said.push(if i.modifiers.shift {
                EditorCommand::Redo
            } else {
                EditorCommand::Undo
            });
        }
        if i.modifiers.command && i.key_pressed(egui::Key::Y) {
            said.push(EditorCommand::Redo);
        }
        if !i.modifiers.is_none() {
            return;
        }
        // The board by keys: the arrows move a cursor (as the board is
        // seen), Enter or Space does what a click does there, Delete or
        // Backspace empties the square.
        let step = [
            (egui::Key::ArrowLeft, (-1, 0)),
            (egui::Key::ArrowRight, (1, 0)),
            (egui::Key::ArrowUp, (0, -1)),
            (egui::Key::ArrowDown, (0, 1)),
        ]
        .into_iter()
        .find(|(k, _)| i.key_pressed(*k))
        .map(|(_, d)| d);
        if let Some((dx, dy)) = step {
            held.cursor = Some(match held.cursor {
                None => Square::E4,
                Some(sq) => {
                    let (col, row) = cell_of(sq, editor.flipped);
                    let col = (i16::from(col) + dx).clamp(0, 7) as u8;
                    let row = (i16::from(row) + dy).clamp(0, 7) as u8;
                    square_in_cell(col, row, editor.flipped).unwrap_or(sq)
                }
            });
        }
        if let Some(sq) = held.cursor {
            if i.key_pressed(egui::Key::Enter) || i.key_pressed(egui::Key::Space) {
                said.push(board::click_command(editor, sq));
            }
            if i.key_pressed(egui::Key::Delete) || i.key_pressed(egui::Key::Backspace) {
                said.push(EditorCommand::Clear(sq));
            }
        }
    });
    let geometry = Geometry::of(ctx.viewport_rect());
    let mut root = root_ui(ctx);
    egui::CentralPanel::default().show(&mut root, |ui| {
        board(ui, geometry, editor, icons, theme, held, &mut said);
        // What stands on the keyboard's square, under the board, read out
        // as it changes.
        if let Some(sq) = held.cursor {
            let text = tr.text(&describe_square(sq, editor.setup.board[sq.index()]), false);
            let board = geometry.board();
            let at = egui::Rect::from_min_size(
                board.left_bottom() + egui::vec2(0.0, 22.0),
                egui::vec2(board.width(), 22.0),
            );
            let said = ui.put(at, egui::Label::new(text));
            ui.ctx().accesskit_node_builder(said.id, |n| {
                n.set_live(egui::accesskit::Live::Polite);
            });
        }
        let panel = egui::Rect::from_min_max(
            egui::pos2(geometry.board().max.x + 28.0, geometry.at.y - 16.0),
            ui.max_rect().max,
        );
        ui.scope_builder(egui::UiBuilder::new().max_rect(panel), |ui| {
            // Scrolls when large text makes the panel taller than the window.
            egui::ScrollArea::vertical()
                .auto_shrink(false)
                .show(ui, |ui| {
                    side_panel(ui, editor, icons, held, &mut said, tr);
                });
        });
    });
    drop_dragged(ctx, geometry, editor.flipped, held, &mut said);
    // The piece being dragged follows the pointer, over everything.
    if let (Some(drag), Some(at)) = (held.drag, ctx.pointer_latest_pos()) {
        let piece = match drag {
            Drag::Board(_, p) | Drag::Palette(p) => p,
        };
        if let Some(id) = icons.get(&(piece.color, piece.kind)) {
            let painter = ctx.layer_painter(egui::LayerId::new(
                egui::Order::Tooltip,
                egui::Id::new("editor drag"),
            ));
            painter.image(
                *id,
                egui::Rect::from_center_size(at, egui::Vec2::splat(geometry.square)),
                egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0)),
                egui::Color32::WHITE,
            );
        }
    }
    said
}
