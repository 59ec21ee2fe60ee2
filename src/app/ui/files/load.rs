//! The Load Game window: the saves in a table, each to load or delete.

use crate::app::ui::style;
use bevy::prelude::*;
use bevy_egui::egui;

use super::{FileDialogs, feedback_label};
use crate::app::i18n::{Tr, load_error_text};
use crate::app::saves::{PersistCommand, PersistFeedback, SavedGames};
use crate::persist::Storage;
use crate::tr;

/// The Load Game window's contents; returns whether it stays open.
pub(super) fn load_window(
    ui: &mut egui::Ui,
    d: &mut FileDialogs,
    saved: &SavedGames,
    storage: Option<&Storage>,
    feedback: &PersistFeedback,
    persist: &mut MessageWriter<PersistCommand>,
    tr: &Tr,
) -> bool {
    let mut keep_open = !load_table(ui, d, saved, persist, tr);
    feedback_label(ui, d, feedback, tr);
    if let Some((path, name)) = d.confirm_delete.clone() {
        ui.separator();
        ui.label(tr!(tr, "load-confirm-delete", name = name));
        ui.horizontal(|ui| {
            if ui.button(tr!(tr, "load-delete")).clicked() {
                persist.write(PersistCommand::Delete(path));
                d.confirm_delete = None;
            }
            if ui.button(tr!(tr, "load-keep")).clicked() {
                d.confirm_delete = None;
            }
        });
    }
    ui.separator();
    ui.horizontal(|ui| {
        if ui.button(tr!(tr, "load-close")).clicked() {
            keep_open = false;
        }
        if let Some(s) = storage {
            ui.label(
                egui::RichText::new(tr!(
                    tr,
                    "load-folder",
                    folder = s.saves_dir().display().to_string()
                ))
                .weak()
                .small(),
            );
        }
    });
    keep_open
}

/// The saves, newest first; unreadable ones with the reason. Returns
/// whether one was loaded (the window then closes).
fn load_table(
    ui: &mut egui::Ui,
    d: &mut FileDialogs,
    saved: &SavedGames,
    persist: &mut MessageWriter<PersistCommand>,
    tr: &Tr,
) -> bool {
    let mut loaded = false;
    if saved.entries.is_empty() {
        ui.label(tr!(tr, "load-none"));
        return loaded;
    }
    egui::ScrollArea::vertical()
        .max_height(360.0)
        .show(ui, |ui| {
            egui::Grid::new("saves")
                .num_columns(6)
                .striped(true)
                .spacing([14.0, 6.0])
                .show(ui, |ui| {
                    for h in [
                        tr!(tr, "load-name"),
                        tr!(tr, "load-date"),
                        tr!(tr, "load-players"),
                        tr!(tr, "load-moves"),
                        tr!(tr, "load-result"),
                        String::new(),
                    ] {
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
                                ui.label(tr.date_time(s.saved));
                                ui.label(&s.players);
                                ui.label(s.moves.div_ceil(2).to_string());
                                ui.label(&s.result);
                                ui.horizontal(|ui| {
                                    // A screen reader reads which game each
                                    // button is for ("Load Game 3, Ann –
                                    // Bob"), not a column of "Load"s.
                                    let game = format!("{}, {}", s.name, s.players);
                                    if named_button(ui, &tr!(tr, "load-load"), &game).clicked() {
                                        persist.write(PersistCommand::Load(entry.path.clone()));
                                        loaded = true;
                                    }
                                    if named_button(ui, &tr!(tr, "load-delete"), &game).clicked() {
                                        d.confirm_delete =
                                            Some((entry.path.clone(), s.name.clone()));
                                    }
                                });
                            }
                            Err(e) => {
                                ui.label(
                                    egui::RichText::new(&file).color(style::bad(ui.visuals())),
                                );
                                ui.label(tr.date_time(entry.when));
                                ui.label(
                                    egui::RichText::new(tr!(
                                        tr,
                                        "load-unreadable",
                                        error = tr.text(&load_error_text(e), false)
                                    ))
                                    .color(style::bad(ui.visuals())),
                                );
                                ui.label("");
                                ui.label("");
                                if ui.button(tr!(tr, "load-delete")).clicked() {
                                    d.confirm_delete = Some((entry.path.clone(), file.clone()));
                                }
                            }
                        }
                        ui.end_row();
                    }
                });
        });
    loaded
}

/// A button showing `text`, read by a screen reader as `text` followed by
/// `what` it acts on.
fn named_button(ui: &mut egui::Ui, text: &str, what: &str) -> egui::Response {
    let button = ui.button(text);
    let label = format!("{text}: {what}");
    button.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, &label));
    button
}
