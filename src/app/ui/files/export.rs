//! The Export window: the position's FEN and the game's PGN, copied or
//! saved to a folder.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::egui;

use super::FileDialogs;
use crate::app::persist::{PersistCommand, PersistFeedback};
use crate::app::session::Session;
use crate::persist::Storage;

/// Copy or save the position's FEN and the game's PGN.
pub(super) fn export_window(
    ui: &mut egui::Ui,
    d: &mut FileDialogs,
    session: &Session,
    game_pgn: &dyn Fn() -> String,
    storage: Option<&Storage>,
    persist: &mut MessageWriter<PersistCommand>,
    feedback: &mut PersistFeedback,
) {
    let fen = session.position().to_fen();
    if d.export_path.is_empty()
        && let Some(s) = storage
    {
        d.export_path = s.exports_dir().display().to_string();
    }
    let stem = crate::app::persist::game_file_stem(session);
    ui.label(egui::RichText::new("Position (FEN)").strong());
    let mut shown = fen.clone();
    ui.add(
        egui::TextEdit::singleline(&mut shown)
            .desired_width(520.0)
            .font(egui::TextStyle::Monospace),
    );
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.label("Folder:");
        ui.add(egui::TextEdit::singleline(&mut d.export_path).desired_width(440.0));
    });
    let folder = PathBuf::from(d.export_path.trim());
    ui.horizontal(|ui| {
        if ui.button("Copy FEN").clicked() {
            ui.ctx().copy_text(fen.clone());
            feedback.last = Some(Ok("The FEN is on the clipboard".into()));
        }
        if ui.button("Save .fen").clicked() {
            persist.write(PersistCommand::ExportFen(
                folder.join(format!("{stem}.fen")),
            ));
            d.awaiting = true;
        }
        if ui.button("Copy PGN").clicked() {
            ui.ctx().copy_text(game_pgn());
            feedback.last = Some(Ok("The PGN is on the clipboard".into()));
        }
        if ui.button("Save .pgn").clicked() {
            persist.write(PersistCommand::ExportPgn(
                folder.join(format!("{stem}.pgn")),
            ));
            d.awaiting = true;
        }
    });
}
