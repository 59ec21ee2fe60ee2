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

use super::widgets::{Icons, piece_textures, root_ui};
use crate::app::editor::{BoardEditor, EditorCommand, Tool};
use crate::app::i18n::{Phrase, Tr, parse_fen_error_text};
use crate::app::states::Screen;
use crate::app::view::{Art, Theme};
use crate::rules::{CastlingSide, Color, File, Piece, PieceKind, Rank, Setup, Square};
use crate::{msg, tr};

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

/// The square under a point of the board, seen from White's side or, when
/// flipped, from Black's.
fn square_at(at: egui::Pos2, flipped: bool) -> Option<Square> {
    let col = ((at.x - BOARD_AT.x) / SQUARE).floor();
    let row = ((at.y - BOARD_AT.y) / SQUARE).floor();
    if !(0.0..8.0).contains(&col) || !(0.0..8.0).contains(&row) {
        return None;
    }
    let (col, row) = (col as u8, row as u8);
    let (file, rank) = if flipped {
        (7 - col, row)
    } else {
        (col, 7 - row)
    };
    Some(Square::from_coords(File::new(file)?, Rank::new(rank)?))
}

/// The screen rectangle of a square.
fn square_rect(sq: Square, flipped: bool) -> egui::Rect {
    let (file, rank) = (sq.file().index() as f32, sq.rank().index() as f32);
    let (col, row) = if flipped {
        (7.0 - file, rank)
    } else {
        (file, 7.0 - rank)
    };
    egui::Rect::from_min_size(
        BOARD_AT + egui::vec2(col * SQUARE, row * SQUARE),
        egui::vec2(SQUARE, SQUARE),
    )
}

fn egui_color(c: bevy::color::Color) -> egui::Color32 {
    let [r, g, b, a] = c.to_srgba().to_u8_array();
    egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}

const FULL_UV: egui::Rect = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));

/// The board: squares, coordinates and pieces, and what the pointer does
/// on it.
fn board(
    ui: &mut egui::Ui,
    editor: &BoardEditor,
    icons: &Icons,
    theme: &Theme,
    held: &mut Held,
    said: &mut Vec<EditorCommand>,
) {
    let area = egui::Rect::from_min_size(BOARD_AT, egui::vec2(8.0 * SQUARE, 8.0 * SQUARE));
    let response = ui.allocate_rect(area, egui::Sense::click_and_drag());
    let painter = ui.painter_at(area);
    let flipped = editor.flipped;
    for sq in Square::all() {
        let rect = square_rect(sq, flipped);
        let fill = if sq.is_light() {
            theme.light
        } else {
            theme.dark
        };
        painter.rect_filled(rect, 0.0, egui_color(fill));
        if editor.setup.en_passant == Some(sq) {
            painter.circle_stroke(
                rect.center(),
                SQUARE * 0.2,
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
    // File letters along the bottom, rank numbers down the left.
    let label = egui::FontId::proportional(13.0);
    let weak = ui.visuals().weak_text_color();
    for i in 0..8u8 {
        let file = if flipped { 7 - i } else { i };
        let rank = if flipped { i } else { 7 - i };
        ui.painter().text(
            BOARD_AT + egui::vec2((f32::from(i) + 0.5) * SQUARE, 8.0 * SQUARE + 10.0),
            egui::Align2::CENTER_CENTER,
            char::from(b'a' + file),
            label.clone(),
            weak,
        );
        ui.painter().text(
            BOARD_AT + egui::vec2(-12.0, (f32::from(i) + 0.5) * SQUARE),
            egui::Align2::CENTER_CENTER,
            char::from(b'1' + rank),
            label.clone(),
            weak,
        );
    }

    let pointer = response.interact_pointer_pos();
    let under = pointer.and_then(|p| square_at(p, flipped));
    // A drag is known only once the pointer has moved: it picks up the
    // piece where the button went down.
    let pressed_on = ui
        .input(|i| i.pointer.press_origin())
        .and_then(|p| square_at(p, flipped));
    if response.drag_started_by(egui::PointerButton::Primary)
        && let Some(from) = pressed_on
        && let Some(piece) = editor.setup.board[from.index()]
    {
        held.drag = Some(Drag::Board(from, piece));
    } else if response.clicked()
        && let Some(sq) = under
    {
        said.push(match editor.tool {
            Tool::Put(piece) if editor.setup.board[sq.index()] != Some(piece) => {
                EditorCommand::Put(sq, piece)
            }
            // The same piece again, or the eraser: the square empties.
            _ => EditorCommand::Clear(sq),
        });
    } else if response.secondary_clicked()
        && let Some(sq) = under
    {
        said.push(EditorCommand::Clear(sq));
    }
}

/// The end of a drag, wherever the pointer is let go: a piece from the
/// board moves to the square under it or, off the board, goes away; a
/// piece from the palette lands on the square under it.
fn drop_dragged(
    ctx: &egui::Context,
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
    let under = ctx.pointer_latest_pos().and_then(|p| square_at(p, flipped));
    match (drag, under) {
        (Drag::Board(from, _), Some(to)) if to != from => said.push(EditorCommand::Move(from, to)),
        (Drag::Board(..), Some(_)) => {}
        (Drag::Board(from, _), None) => said.push(EditorCommand::Clear(from)),
        (Drag::Palette(piece), Some(sq)) => said.push(EditorCommand::Put(sq, piece)),
        (Drag::Palette(_), None) => {}
    }
}

/// Everything beside the board.
fn side_panel(
    ui: &mut egui::Ui,
    editor: &BoardEditor,
    icons: &Icons,
    held: &mut Held,
    said: &mut Vec<EditorCommand>,
    tr: &Tr,
) {
    ui.label(
        egui::RichText::new(tr!(tr, "editor-title"))
            .size(24.0)
            .strong(),
    );
    ui.add_space(6.0);
    palette(ui, editor, icons, held, said, tr);
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!(tr, "editor-empty")).clicked() {
            said.push(EditorCommand::Empty);
        }
        if ui.button(tr!(tr, "editor-start")).clicked() {
            said.push(EditorCommand::Start);
        }
        if ui.button(tr!(tr, "editor-flip")).clicked() {
            said.push(EditorCommand::Flip);
        }
        if ui
            .add_enabled(editor.can_undo(), egui::Button::new(tr!(tr, "editor-undo")))
            .on_hover_text(tr!(tr, "editor-undo-key"))
            .clicked()
        {
            said.push(EditorCommand::Undo);
        }
        if ui
            .add_enabled(editor.can_redo(), egui::Button::new(tr!(tr, "editor-redo")))
            .on_hover_text(tr!(tr, "editor-redo-key"))
            .clicked()
        {
            said.push(EditorCommand::Redo);
        }
    });
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(tr!(tr, "editor-to-move")).strong());
        let side = editor.setup.side_to_move;
        for color in Color::ALL {
            let name = match color {
                Color::White => tr!(tr, "editor-white"),
                Color::Black => tr!(tr, "editor-black"),
            };
            if ui.radio(side == color, name).clicked() && side != color {
                said.push(EditorCommand::SideToMove(color));
            }
        }
    });
    castling(ui, editor, said, tr);
    en_passant(ui, editor, said, tr);
    ui.add_space(8.0);
    ui.label(egui::RichText::new(tr!(tr, "editor-fen")).strong());
    let field = ui.add(
        egui::TextEdit::singleline(&mut held.fen_text)
            .font(egui::TextStyle::Monospace)
            .desired_width(f32::INFINITY),
    );
    if field.changed() {
        match Setup::parse(held.fen_text.trim()) {
            Ok(_) => {
                held.fen_error = None;
                said.push(EditorCommand::Fen(held.fen_text.clone()));
            }
            Err(e) => {
                held.fen_error = Some(crate::text!(
                    "editor-fen-unreadable",
                    error = parse_fen_error_text(&e)
                ));
            }
        }
    }
    let error = match &held.fen_error {
        Some(e) => Some(tr.text(e, false)),
        None => editor.refusal_text(tr),
    };
    if let Some(error) = error {
        ui.label(egui::RichText::new(error).color(BAD));
    }
    ui.add_space(8.0);
    let legal = editor.verdict().is_ok();
    match editor.verdict_text(tr) {
        None => ui.label(egui::RichText::new(tr!(tr, "editor-legal")).color(GOOD)),
        Some(why) => ui.label(egui::RichText::new(why).color(BAD)),
    };
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        let big = |text: String| {
            egui::Button::new(egui::RichText::new(text).size(17.0)).min_size(egui::vec2(0.0, 30.0))
        };
        if ui
            .add_enabled(legal, big(tr!(tr, "editor-play")))
            .on_hover_text(tr!(tr, "editor-play-hint"))
            .clicked()
        {
            said.push(EditorCommand::PlayFromHere);
        }
        if ui
            .add_enabled(legal, big(tr!(tr, "editor-analyse")))
            .clicked()
        {
            said.push(EditorCommand::Analyse);
        }
        let back = if editor.from_game {
            tr!(tr, "editor-back-to-game")
        } else {
            tr!(tr, "editor-back")
        };
        if ui
            .add(big(back))
            .on_hover_text(tr!(tr, "editor-back-key"))
            .clicked()
        {
            said.push(EditorCommand::Leave);
        }
    });
}

/// The message naming a piece, such as "White king".
fn piece_name(piece: Piece) -> &'static str {
    match (piece.color, piece.kind) {
        (Color::White, PieceKind::King) => msg!("editor-white-king"),
        (Color::White, PieceKind::Queen) => msg!("editor-white-queen"),
        (Color::White, PieceKind::Rook) => msg!("editor-white-rook"),
        (Color::White, PieceKind::Bishop) => msg!("editor-white-bishop"),
        (Color::White, PieceKind::Knight) => msg!("editor-white-knight"),
        (Color::White, PieceKind::Pawn) => msg!("editor-white-pawn"),
        (Color::Black, PieceKind::King) => msg!("editor-black-king"),
        (Color::Black, PieceKind::Queen) => msg!("editor-black-queen"),
        (Color::Black, PieceKind::Rook) => msg!("editor-black-rook"),
        (Color::Black, PieceKind::Bishop) => msg!("editor-black-bishop"),
        (Color::Black, PieceKind::Knight) => msg!("editor-black-knight"),
        (Color::Black, PieceKind::Pawn) => msg!("editor-black-pawn"),
    }
}

/// The twelve pieces and the eraser: a click chooses what a click on the
/// board puts; a piece can also be dragged onto the board.
fn palette(
    ui: &mut egui::Ui,
    editor: &BoardEditor,
    icons: &Icons,
    held: &mut Held,
    said: &mut Vec<EditorCommand>,
    tr: &Tr,
) {
    for color in Color::ALL {
        ui.horizontal(|ui| {
            for kind in [
                PieceKind::King,
                PieceKind::Queen,
                PieceKind::Rook,
                PieceKind::Bishop,
                PieceKind::Knight,
                PieceKind::Pawn,
            ] {
                let piece = Piece::new(color, kind);
                let (rect, response) = ui.allocate_exact_size(
                    egui::vec2(PALETTE, PALETTE),
                    egui::Sense::click_and_drag(),
                );
                let chosen = editor.tool == Tool::Put(piece);
                paint_slot(ui, rect, chosen, response.hovered());
                if let Some(id) = icons.get(&(color, kind)) {
                    ui.painter().image(*id, rect, FULL_UV, egui::Color32::WHITE);
                }
                let response = response.on_hover_text(tr.format(piece_name(piece), &[]));
                if response.clicked() {
                    said.push(EditorCommand::Tool(Tool::Put(piece)));
                }
                if response.drag_started_by(egui::PointerButton::Primary) {
                    held.drag = Some(Drag::Palette(piece));
                }
            }
            if color == Color::White {
                let (rect, response) =
                    ui.allocate_exact_size(egui::vec2(PALETTE, PALETTE), egui::Sense::click());
                paint_slot(ui, rect, editor.tool == Tool::Erase, response.hovered());
                ui.painter().text(
                    rect.center(),
                    egui::Align2::CENTER_CENTER,
                    "✖",
                    egui::FontId::proportional(26.0),
                    ui.visuals().text_color(),
                );
                if response.on_hover_text(tr!(tr, "editor-eraser")).clicked() {
                    said.push(EditorCommand::Tool(Tool::Erase));
                }
            }
        });
    }
}

fn paint_slot(ui: &egui::Ui, rect: egui::Rect, chosen: bool, hovered: bool) {
    let visuals = ui.visuals();
    let fill = if chosen {
        visuals.selection.bg_fill
    } else if hovered {
        visuals.widgets.hovered.bg_fill
    } else {
        visuals.widgets.inactive.bg_fill
    };
    ui.painter().rect_filled(rect, 4.0, fill);
}

/// The castling rights the board allows, each a checkbox.
fn castling(ui: &mut egui::Ui, editor: &BoardEditor, said: &mut Vec<EditorCommand>, tr: &Tr) {
    let offers = editor.castling_offers();
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(tr!(tr, "editor-castling")).strong());
        if offers.is_empty() {
            ui.label(egui::RichText::new(tr!(tr, "editor-castling-none")).weak());
        }
        for (color, side) in offers {
            let name = match (color, side) {
                (Color::White, CastlingSide::KingSide) => tr!(tr, "editor-castling-white-short"),
                (Color::White, CastlingSide::QueenSide) => tr!(tr, "editor-castling-white-long"),
                (Color::Black, CastlingSide::KingSide) => tr!(tr, "editor-castling-black-short"),
                (Color::Black, CastlingSide::QueenSide) => tr!(tr, "editor-castling-black-long"),
            };
            let mut on = editor.setup.castling.has(color, side);
            if ui.checkbox(&mut on, name).changed() {
                said.push(EditorCommand::Castling(color, side, on));
            }
        }
    });
}

/// The en passant square, among those where a capture is possible.
fn en_passant(ui: &mut egui::Ui, editor: &BoardEditor, said: &mut Vec<EditorCommand>, tr: &Tr) {
    let offers = editor.en_passant_offers();
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(tr!(tr, "editor-en-passant")).strong());
        if offers.is_empty() {
            ui.label(egui::RichText::new(tr!(tr, "editor-en-passant-impossible")).weak());
            return;
        }
        let now = editor.setup.en_passant;
        if ui
            .radio(now.is_none(), tr!(tr, "editor-en-passant-none"))
            .clicked()
            && now.is_some()
        {
            said.push(EditorCommand::EnPassant(None));
        }
        for sq in offers {
            if ui.radio(now == Some(sq), sq.to_string()).clicked() && now != Some(sq) {
                said.push(EditorCommand::EnPassant(Some(sq)));
            }
        }
    });
}
