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

use super::widgets::{piece_textures, root_ui};
use crate::app::editor::{BoardEditor, EditorCommand};
use crate::app::i18n::{Phrase, Tr};
use crate::app::states::Screen;
use crate::app::view::{Art, Theme};
use crate::rules::{Piece, Square};
use board::{board, drop_dragged};
use panel::side_panel;

/// The side of a square on the editor's board.
const SQUARE: f32 = 80.0;
/// The board's top left corner.
const BOARD_AT: egui::Pos2 = egui::pos2(24.0, 40.0);
/// The side of a palette button.
const PALETTE: f32 = 48.0;
/// A legal position's line.
const GOOD: egui::Color32 = egui::Color32::from_rgb(120, 200, 120);
/// An illegal position's line, and refusals.
const BAD: egui::Color32 = egui::Color32::from_rgb(240, 170, 60);

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
    });
    let mut root = root_ui(&ctx);
    egui::CentralPanel::default().show(&mut root, |ui| {
        board(ui, &editor, &icons, &theme, &mut held, &mut said);
        let panel = egui::Rect::from_min_max(
            egui::pos2(BOARD_AT.x + 8.0 * SQUARE + 28.0, BOARD_AT.y - 16.0),
            ui.max_rect().max,
        );
        ui.scope_builder(egui::UiBuilder::new().max_rect(panel), |ui| {
            side_panel(ui, &editor, &icons, &mut held, &mut said, &tr);
        });
    });
    drop_dragged(&ctx, editor.flipped, &mut held, &mut said);
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
                egui::Rect::from_center_size(at, egui::vec2(SQUARE, SQUARE)),
                egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0)),
                egui::Color32::WHITE,
            );
        }
    }
    for cmd in said {
        commands.write(cmd);
    }
    Ok(())
}
