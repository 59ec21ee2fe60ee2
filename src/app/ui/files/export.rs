//! The Export window: the position's FEN and the game's PGN, copied or
//! saved to a folder.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::egui;

use super::FileDialogs;
use crate::app::chooser::ChooseFor;
use crate::app::i18n::Tr;
use crate::app::saves::{PersistCommand, PersistFeedback};
use crate::app::session::Session;
use crate::app::ui::chooser::Browse;
use crate::persist::Storage;
use crate::tr;

/// Copy or save the position's FEN and the game's PGN.
#[allow(clippy::too_many_arguments)]
pub(super) fn export_window(
    ui: &mut egui::Ui,
    d: &mut FileDialogs,
    session: &Session,
    game_pgn: &dyn Fn() -> String,
    storage: Option<&Storage>,
    (persist, browse): (&mut MessageWriter<PersistCommand>, &mut Browse),
    feedback: &PersistFeedback,
    tr: &Tr,
) {
    let fen = session.position().to_fen();
    if d.export_path.is_empty()
        && let Some(s) = storage
    {
        d.export_path = s.exports_dir().display().to_string();
    }
    let stem = crate::app::saves::game_file_stem(session);
    let label = ui.label(egui::RichText::new(tr!(tr, "export-fen")).strong());
    let mut shown = fen.clone();
    ui.add(
        egui::TextEdit::singleline(&mut shown)
            .desired_width(520.0)
            .font(egui::TextStyle::Monospace),
    )
    .labelled_by(label.id);
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let label = ui.label(tr!(tr, "export-folder"));
        ui.add(egui::TextEdit::singleline(&mut d.export_path).desired_width(440.0))
            .labelled_by(label.id);
        browse.button(ui, tr, ChooseFor::ExportFolder, &mut d.export_path);
    });
    let folder = PathBuf::from(d.export_path.trim());
    ui.horizontal(|ui| {
        if ui.button(tr!(tr, "export-copy-fen")).clicked() {
            ui.ctx().copy_text(fen.clone());
            d.copied = Some((feedback.answers, crate::text!("export-fen-copied")));
        }
        if ui.button(tr!(tr, "export-save-fen")).clicked() {
            persist.write(PersistCommand::ExportFen(
                folder.join(format!("{stem}.fen")),
            ));
            d.send_command(feedback);
        }
        if ui.button(tr!(tr, "export-copy-pgn")).clicked() {
            ui.ctx().copy_text(game_pgn());
            d.copied = Some((feedback.answers, crate::text!("export-pgn-copied")));
        }
        if ui.button(tr!(tr, "export-save-pgn")).clicked() {
            persist.write(PersistCommand::ExportPgn(
                folder.join(format!("{stem}.pgn")),
            ));
            d.send_command(feedback);
        }
    });
}
