//! The Load Game window: the saves in a table, each to load or delete.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{ERROR, FileDialogs, feedback_label};
use crate::app::persist::{PersistCommand, PersistFeedback, SavedGames};
use crate::persist::{Storage, time};

/// The Load Game window's contents; returns whether it stays open.
pub(super) fn load_window(
    ui: &mut egui::Ui,
    d: &mut FileDialogs,
    saved: &SavedGames,
    storage: Option<&Storage>,
    feedback: &PersistFeedback,
    persist: &mut MessageWriter<PersistCommand>,
) -> bool {
    let mut keep_open = true;
    load_table(ui, d, saved, persist);
    feedback_label(ui, feedback);
    if let Some((path, name)) = d.confirm_delete.clone() {
        ui.separator();
        ui.label(format!("Delete \"{name}\" for good?"));
        ui.horizontal(|ui| {
            if ui.button("Delete").clicked() {
                persist.write(PersistCommand::Delete(path));
                d.confirm_delete = None;
            }
            if ui.button("Keep it").clicked() {
                d.confirm_delete = None;
            }
        });
    }
    ui.separator();
    ui.horizontal(|ui| {
        if ui.button("Close").clicked() {
            keep_open = false;
        }
        if let Some(s) = storage {
            ui.label(
                egui::RichText::new(format!("Folder: {}", s.saves_dir().display()))
                    .weak()
                    .small(),
            );
        }
    });
    keep_open
}

/// The saves, newest first; unreadable ones with the reason.
fn load_table(
    ui: &mut egui::Ui,
    d: &mut FileDialogs,
    saved: &SavedGames,
    persist: &mut MessageWriter<PersistCommand>,
) {
    if saved.entries.is_empty() {
        ui.label("No saved games yet. Save one from the pause menu (Escape).");
        return;
    }
    egui::ScrollArea::vertical()
        .max_height(360.0)
        .show(ui, |ui| {
            egui::Grid::new("saves")
                .num_columns(6)
                .striped(true)
                .spacing([14.0, 6.0])
                .show(ui, |ui| {
                    for h in ["Name", "Date (UTC)", "Players", "Moves", "Result", ""] {
                        ui.label(egui::RichText::new(h).strong());
                    }
                    ui.end_row();
                    for entry in &saved.entries {
                        let file = entry
                            .path
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_default();
                        match &entry.summary {
                            Ok(s) => {
                                ui.label(&s.name);
                                ui.label(time::display(s.saved));
                                ui.label(&s.players);
                                ui.label(s.moves.div_ceil(2).to_string());
                                ui.label(&s.result);
                                ui.horizontal(|ui| {
                                    if ui.button("Load").clicked() {
                                        persist.write(PersistCommand::Load(entry.path.clone()));
                                        d.open = None;
                                    }
                                    if ui.button("Delete").clicked() {
                                        d.confirm_delete =
                                            Some((entry.path.clone(), s.name.clone()));
                                    }
                                });
                            }
                            Err(e) => {
                                ui.label(egui::RichText::new(&file).color(ERROR));
                                ui.label(time::display(entry.when));
                                ui.label(
                                    egui::RichText::new(format!("Unreadable: {e}")).color(ERROR),
                                );
                                ui.label("");
                                ui.label("");
                                if ui.button("Delete").clicked() {
                                    d.confirm_delete = Some((entry.path.clone(), file.clone()));
                                }
                            }
                        }
                        ui.end_row();
                    }
                });
        });
}
