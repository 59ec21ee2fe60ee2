//! Everything beside the editor's board: the palette (the twelve pieces
//! and an eraser), the buttons, the side to move, castling rights, the en
//! passant square, the FEN and whether the position is legal. Its rows
//! wrap: at a large text size the panel is narrower than they are.

use crate::app::ui::style;
use bevy_egui::egui;

use super::{Drag, Held, PALETTE};
use crate::app::editor::{BoardEditor, EditorCommand, Tool};
use crate::app::i18n::{Tr, parse_fen_error_text};
use crate::app::ui::widgets::{FULL_UV, Icons};
use crate::rules::{CastlingSide, Color, Piece, PieceKind, Setup};
use crate::{msg, tr};

/// Everything beside the board.
pub(super) fn side_panel(
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
    let label = ui.label(egui::RichText::new(tr!(tr, "editor-fen")).strong());
    let field = ui
        .add(
            egui::TextEdit::singleline(&mut held.fen_text)
                .font(egui::TextStyle::Monospace)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(label.id);
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
        ui.label(egui::RichText::new(error).color(style::warn(ui.visuals())));
    }
    ui.add_space(8.0);
    let legal = editor.verdict().is_ok();
    match editor.verdict_text(tr) {
        None => {
            ui.label(egui::RichText::new(tr!(tr, "editor-legal")).color(style::good(ui.visuals())))
        }
        Some(why) => ui.label(egui::RichText::new(why).color(style::warn(ui.visuals()))),
    };
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
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
        ui.horizontal_wrapped(|ui| {
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
                let name = tr.format(piece_name(piece), &[]);
                response.widget_info(|| {
                    egui::WidgetInfo::selected(egui::WidgetType::RadioButton, true, chosen, &name)
                });
                let response = response.on_hover_text(name);
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
                let erasing = editor.tool == Tool::Erase;
                paint_slot(ui, rect, erasing, response.hovered());
                let name = tr!(tr, "editor-eraser");
                response.widget_info(|| {
                    egui::WidgetInfo::selected(egui::WidgetType::RadioButton, true, erasing, &name)
                });
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
    ui.horizontal_wrapped(|ui| {
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
    ui.horizontal_wrapped(|ui| {
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
