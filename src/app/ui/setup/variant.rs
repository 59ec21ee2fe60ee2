//! Setup's variant picker: standard chess or Chess960, and which Chess960
//! start position.

use bevy_egui::egui;

use crate::app::i18n::Tr;
use crate::app::session::Chess960Start;
use crate::app::ui::widgets::spoken_name;
use crate::rules::{CHESS960_POSITIONS, PieceKind, back_rank};
use crate::tr;

/// Standard chess or Chess960, and which Chess960 start position: drawn at
/// random when the game starts, or the one with the number given (its back
/// rank shown beside it, 518 being the standard one). With a start position
/// given (a FEN, the editor) Chess960 only says how it is played.
pub(super) fn variant_picker(
    ui: &mut egui::Ui,
    tr: &Tr,
    chess960: &mut Option<Chess960Start>,
    fixed_start: bool,
) {
    ui.horizontal(|ui| {
        ui.radio_value(chess960, None, tr!(tr, "setup-standard"));
        if ui
            .radio(chess960.is_some(), tr!(tr, "setup-chess960"))
            .on_hover_text(tr!(tr, "setup-chess960-hint"))
            .clicked()
            && chess960.is_none()
        {
            *chess960 = Some(Chess960Start::Random);
        }
        if chess960.is_some() && fixed_start {
            ui.label(egui::RichText::new(tr!(tr, "setup-from-position-above")).weak());
        } else if let Some(start) = chess960 {
            ui.label("  ");
            ui.radio_value(start, Chess960Start::Random, tr!(tr, "setup-random"));
            let mut number = match *start {
                Chess960Start::Number(n) => n,
                Chess960Start::Random => 518,
            };
            let numbered = matches!(start, Chess960Start::Number(_));
            if ui.radio(numbered, tr!(tr, "setup-number")).clicked() {
                *start = Chess960Start::Number(number);
            }
            let field = ui.add_enabled(
                numbered,
                egui::DragValue::new(&mut number).range(0..=CHESS960_POSITIONS - 1),
            );
            let field = spoken_name(field, &tr!(tr, "setup-chess960-number"));
            if field.changed() {
                *start = Chess960Start::Number(number);
            }
            if numbered && let Some(rank) = back_rank(number) {
                ui.label(egui::RichText::new(rank_letters(tr, &rank)).monospace());
            }
        }
    });
}

/// A back rank as its pieces' letters in the language's notation, a-file
/// first ("RNBQKBNR", "TCFDRFCT" in French).
fn rank_letters(tr: &Tr, rank: &[PieceKind; 8]) -> String {
    rank.iter()
        .map(|k| tr.san(&k.upper_char().to_string(), false).into_owned())
        .collect()
}
