//! What the Library screen does with games: import a PGN file (with its
//! progress and Cancel), open the selected game on the board, the analysis
//! board or its review, continue an unfinished one, delete games (asking
//! first) and export the games listed to one PGN file.

use std::path::PathBuf;

use crate::app::ui::style;
use bevy::prelude::*;
use bevy_egui::egui;

use super::Form;
use crate::app::chooser::ChooseFor;
use crate::app::i18n::Tr;
use crate::app::library::import::{ImportRequest, LibraryImport};
use crate::app::library::table::{Done, GamesTable, OpenAs, TableRequest};
use crate::app::studies::{StudyRequest, StudyShelf};
use crate::app::ui::chooser::{Browse, replace_question, replaces_unasked};
use crate::tr;

/// "1:05" or "1:02:05".
fn clock_text(secs: u64) -> String {
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// The import's row: a file to import, or the import under way with its
/// progress and Cancel, and what the last one did.
pub(super) fn import_bar(
    ui: &mut egui::Ui,
    import: &LibraryImport,
    form: &mut Form,
    (imports, browse): (&mut MessageWriter<ImportRequest>, &mut Browse),
    tr: &Tr,
) {
    if let Some(p) = &import.progress {
        ui.horizontal_wrapped(|ui| {
            let file = import
                .file
                .as_ref()
                .and_then(|f| f.file_name())
                .map(|f| f.to_string_lossy().into_owned())
                .unwrap_or_default();
            ui.label(tr!(tr, "library-importing", file = file));
            let left = p
                .time_left()
                .map(|t| clock_text(t.as_secs()))
                .unwrap_or_else(|| "…".into());
            let text = tr!(
                tr,
                "library-import-progress",
                games = p.games,
                speed = p.games_per_second().round() as u64,
                left = left
            );
            ui.add(
                egui::ProgressBar::new(p.fraction().unwrap_or(0.0) as f32)
                    .text(text)
                    .desired_width(520.0),
            );
            if import.cancelling {
                ui.spinner();
            } else if ui.button(tr!(tr, "library-cancel")).clicked() {
                imports.write(ImportRequest::Cancel);
            }
        });
        return;
    }
    ui.horizontal(|ui| {
        let label = ui.label(tr!(tr, "library-import-file"));
        let edit = ui
            .add(
                egui::TextEdit::singleline(&mut form.import_path)
                    .hint_text(tr!(tr, "library-import-hint"))
                    .desired_width(300.0),
            )
            .labelled_by(label.id);
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        browse.button(ui, tr, ChooseFor::LibraryImport, &mut form.import_path);
        let path = form.import_path.trim();
        if ui
            .add_enabled(
                !path.is_empty(),
                egui::Button::new(tr!(tr, "library-import")),
            )
            .clicked()
            || (enter && !path.is_empty())
        {
            imports.write(ImportRequest::Start(PathBuf::from(path)));
        }
        // What the last import did, on the same row (the screen below
        // keeps its place).
        match &import.report {
            Some(Ok(report)) => {
                let mut text = tr!(
                    tr,
                    "library-import-done",
                    imported = report.imported,
                    skipped = report.skipped,
                    refused = report.refused,
                    seconds = format!("{:.1}", report.elapsed.as_secs_f64())
                );
                if report.updated > 0 {
                    let updated = tr!(tr, "library-import-updated", updated = report.updated);
                    text = format!("{text} {updated}");
                }
                if report.cut > 0 {
                    let cut = tr!(tr, "library-import-cut", games = report.cut);
                    text = format!("{text} {cut}");
                }
                if report.cancelled {
                    text = format!("{text} {}", tr!(tr, "library-import-cancelled"));
                }
                ui.label(text);
            }
            Some(Err(e)) => {
                ui.colored_label(
                    style::bad(ui.visuals()),
                    tr!(tr, "library-import-failed", error = tr.text(e, false)),
                );
            }
            None => {}
        }
    });
    if let Some(Ok(report)) = &import.report
        && !(report.refusals.is_empty() && report.cuts.is_empty())
    {
        egui::CollapsingHeader::new(tr!(tr, "library-refusals"))
            .id_salt("library-refusals")
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .max_height(90.0)
                    .show(ui, |ui| {
                        for r in &report.refusals {
                            ui.label(format!("#{} {}: {}", r.number, r.tags, r.why));
                        }
                        for r in &report.cuts {
                            ui.label(format!("#{} {}: {}", r.number, r.tags, r.why));
                        }
                    });
            });
    }
}

/// The row under the table: the selected game's buttons, deleting and
/// exporting.
pub(super) fn game_actions(
    ui: &mut egui::Ui,
    table: &GamesTable,
    form: &mut Form,
    (requests, browse): (&mut MessageWriter<TableRequest>, &mut Browse),
    studies: (&StudyShelf, &mut Vec<StudyRequest>),
    tr: &Tr,
) {
    ui.add_space(4.0);
    if let Some(ids) = form.confirm_delete.clone() {
        ui.horizontal(|ui| {
            ui.colored_label(
                style::bad(ui.visuals()),
                tr!(tr, "library-delete-question", games = ids.len()),
            );
            if ui.button(tr!(tr, "library-delete-yes")).clicked() {
                requests.write(TableRequest::Delete(ids));
                form.confirm_delete = None;
            }
            if ui.button(tr!(tr, "library-delete-no")).clicked() {
                form.confirm_delete = None;
            }
        });
        return;
    }
    let selected = table.selected.and_then(|id| table.rows.get(&id));
    let listed = table.ids.as_ref().map_or(0, Vec::len);
    // Wrapped: at a large text size the rows are wider than the window.
    ui.horizontal_wrapped(|ui| {
        let some = selected.is_some();
        if ui
            .add_enabled(some, egui::Button::new(tr!(tr, "library-open")))
            .on_hover_text(tr!(tr, "library-open-hint"))
            .clicked()
            && let Some(g) = selected
        {
            requests.write(TableRequest::Open(g.id, OpenAs::Board));
        }
        if ui
            .add_enabled(some, egui::Button::new(tr!(tr, "library-analyse")))
            .on_hover_text(tr!(tr, "library-analyse-hint"))
            .clicked()
            && let Some(g) = selected
        {
            let ply = g.found_ply.unwrap_or(0) as usize;
            requests.write(TableRequest::Open(g.id, OpenAs::Analysis(ply)));
        }
        let finished = selected.is_some_and(|g| !g.unfinished);
        if ui
            .add_enabled(finished, egui::Button::new(tr!(tr, "library-review")))
            .clicked()
            && let Some(g) = selected
        {
            requests.write(TableRequest::Open(g.id, OpenAs::Review));
        }
        let unfinished = selected.is_some_and(|g| g.unfinished);
        if ui
            .add_enabled(unfinished, egui::Button::new(tr!(tr, "library-continue")))
            .on_hover_text(tr!(tr, "library-continue-hint"))
            .clicked()
            && let Some(g) = selected
        {
            requests.write(TableRequest::Open(g.id, OpenAs::Continue));
        }
        if ui
            .add_enabled(some, egui::Button::new(tr!(tr, "library-delete")))
            .clicked()
            && let Some(g) = selected
        {
            form.confirm_delete = Some(vec![g.id]);
        }
        if ui
            .add_enabled(
                listed > 0,
                egui::Button::new(tr!(tr, "library-delete-listed")),
            )
            .clicked()
            && let Some(ids) = &table.ids
        {
            form.confirm_delete = Some(ids.clone());
        }
        let (shelf, sent) = studies;
        let games = match (&table.ids, selected) {
            (Some(ids), _) if form.send_listed => ids.clone(),
            (_, Some(game)) => vec![game.id],
            _ => Vec::new(),
        };
        to_study_menu(ui, tr, shelf, listed, games, form, sent);
        // After the buttons, so they keep their places.
        if let Some(game) = selected {
            ui.label(format!("{} – {}", game.white, game.black));
        } else {
            ui.weak(tr!(tr, "library-select-hint"));
        }
    });
    ui.horizontal_wrapped(|ui| {
        export_row(ui, table, form, (requests, browse), tr);
        if form.sent_to_study
            && let Some(done) = &studies.0.done
        {
            ui.label(tr.text(done, false));
        }
        match &table.done {
            Some(Done::Deleted(n)) => {
                ui.label(tr!(tr, "library-deleted", games = *n));
            }
            Some(Done::Exported(n, path, left_out)) => {
                ui.label(tr!(
                    tr,
                    "library-exported",
                    games = *n,
                    path = path.display().to_string()
                ));
                if *left_out > 0 {
                    ui.colored_label(
                        style::bad(ui.visuals()),
                        tr!(tr, "library-export-left-out", games = *left_out),
                    );
                }
            }
            Some(Done::Failed(e)) => {
                ui.colored_label(
                    style::bad(ui.visuals()),
                    tr!(tr, "library-problem", error = tr.text(e, false)),
                );
            }
            None => {}
        }
    });
    ui.add_space(4.0);
}

/// The export's path box with Browse…, and Export (asking first before a
/// file already there is replaced).
fn export_row(
    ui: &mut egui::Ui,
    table: &GamesTable,
    form: &mut Form,
    (requests, browse): (&mut MessageWriter<TableRequest>, &mut Browse),
    tr: &Tr,
) {
    let label = ui.label(tr!(tr, "library-export-to"));
    ui.add(
        egui::TextEdit::singleline(&mut form.export_path)
            .hint_text(tr!(tr, "library-export-hint"))
            .desired_width(360.0),
    )
    .labelled_by(label.id);
    if browse.button(ui, tr, ChooseFor::LibraryExport, &mut form.export_path) {
        // The desktop's save chooser asked before replacing it.
        form.export_replaces = Some(PathBuf::from(form.export_path.trim()));
    }
    let listed = table.ids.as_ref().map_or(0, Vec::len);
    let path = PathBuf::from(form.export_path.trim());
    if form.export_asked.is_some() {
        if let Some(path) = replace_question(ui, tr, &mut form.export_asked) {
            requests.write(TableRequest::Export(path));
        }
    } else if ui
        .add_enabled(
            listed > 0 && !path.as_os_str().is_empty(),
            egui::Button::new(tr!(tr, "library-export", games = listed)),
        )
        .clicked()
    {
        if replaces_unasked(&path, form.export_replaces.as_ref()) {
            form.export_asked = Some(path);
        } else {
            requests.write(TableRequest::Export(path));
        }
    }
}

/// "Add to study": the selected game (or every game listed) as chapters
/// at the end of a study chosen from the list, or of a new one named here.
fn to_study_menu(
    ui: &mut egui::Ui,
    tr: &Tr,
    shelf: &StudyShelf,
    listed: usize,
    games: Vec<i64>,
    form: &mut Form,
    sent: &mut Vec<StudyRequest>,
) {
    let some = !games.is_empty();
    let menu = ui.add_enabled_ui(some || listed > 0, |ui| {
        // Open while its box is ticked and the new study's name typed.
        let stays = egui::containers::menu::MenuConfig::new()
            .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
        egui::containers::menu::MenuButton::new(tr!(tr, "library-to-study"))
            .config(stays)
            .ui(ui, |ui| {
                if listed > 1 {
                    ui.checkbox(
                        &mut form.send_listed,
                        tr!(tr, "library-to-study-listed", games = listed),
                    );
                }
                ui.label(
                    egui::RichText::new(tr!(tr, "library-to-study-which", games = games.len()))
                        .weak(),
                );
                let mut send = None;
                egui::ScrollArea::vertical()
                    .max_height(240.0)
                    .show(ui, |ui| {
                        for study in &shelf.studies {
                            if ui
                                .add_enabled(some, egui::Button::new(&study.name))
                                .clicked()
                            {
                                send = Some((Some(study.id), String::new()));
                            }
                        }
                    });
                ui.separator();
                ui.horizontal(|ui| {
                    ui.add(
                        egui::TextEdit::singleline(&mut form.new_study)
                            .hint_text(tr!(tr, "studies-new-name"))
                            .desired_width(140.0),
                    );
                    let named = !form.new_study.trim().is_empty();
                    if ui
                        .add_enabled(some && named, egui::Button::new(tr!(tr, "studies-new")))
                        .clicked()
                    {
                        send = Some((None, form.new_study.trim().to_string()));
                    }
                });
                if let Some((study, study_name)) = send {
                    sent.push(StudyRequest::AddGames {
                        study,
                        study_name,
                        games: games.clone(),
                    });
                    form.new_study.clear();
                    form.sent_to_study = true;
                    ui.close();
                }
            })
    });
    menu.response
        .on_hover_text(tr!(tr, "library-to-study-hint"));
}
