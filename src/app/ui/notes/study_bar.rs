//! Under the analysis board's notes: the study chapter they are kept in
//! (the study's name, the chapter's place and name, the chapters before
//! and after it a click away), or the way to keep them in one: a study
//! chosen (or a new one named) and the chapter's name.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::i18n::Tr;
use crate::app::session::Notes;
use crate::app::studies::{StudyRequest, StudyShelf};
use crate::library::study::StudyId;
use crate::tr;

/// What the bar reads and asks.
#[derive(SystemParam)]
pub struct StudyLink<'w, 's> {
    shelf: Res<'w, StudyShelf>,
    pub(in crate::app::ui) requests: MessageWriter<'w, StudyRequest>,
    /// The study chosen to keep the board in (`None`: a new one), the new
    /// study's name and the chapter's.
    form: Local<'s, (Option<StudyId>, String, String)>,
}

/// Draws the bar.
pub fn study_bar(ui: &mut egui::Ui, tr: &Tr, notes: &Notes, link: &mut StudyLink) {
    let on_board =
        link.shelf
            .on_board
            .as_ref()
            .zip(notes.chapter)
            .and_then(|((study, chapters), id)| {
                let at = chapters.iter().position(|c| c.id == id)?;
                Some((study, chapters, at))
            });
    if let Some((study, chapters, at)) = on_board {
        let mut open = None;
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(at > 0, egui::Button::new("◀"))
                .on_hover_text(tr!(tr, "studies-previous-chapter"))
                .clicked()
            {
                open = Some(chapters[at - 1].id);
            }
            ui.label(tr!(
                tr,
                "studies-on-board",
                study = study.name.clone(),
                number = at + 1,
                count = chapters.len(),
                chapter = chapters[at].name.clone()
            ));
            if ui
                .add_enabled(at + 1 < chapters.len(), egui::Button::new("▶"))
                .on_hover_text(tr!(tr, "studies-next-chapter"))
                .clicked()
            {
                open = Some(chapters[at + 1].id);
            }
            if ui.button(tr!(tr, "studies-title")).clicked() {
                link.requests.write(StudyRequest::Show(study.id));
            }
        });
        if let Some(id) = open {
            link.requests.write(StudyRequest::Open(id));
        }
        // The scratch study keeps every board: from there it may go into
        // a study of the player's.
        if study.name != tr!(tr, "studies-scratch") {
            return;
        }
    }
    save_form(ui, tr, link);
}

/// The way to keep the board in a study: a study chosen (or a new one
/// named), the chapter's name, Keep.
fn save_form(ui: &mut egui::Ui, tr: &Tr, link: &mut StudyLink) {
    let header = egui::CollapsingHeader::new(tr!(tr, "studies-save-board"))
        .id_salt("save to study")
        .show(ui, |ui| {
            let (chosen, new_name, chapter) = &mut *link.form;
            let label = chosen
                .and_then(|id| link.shelf.studies.iter().find(|s| s.id == id))
                .map_or_else(|| tr!(tr, "studies-new-study"), |s| s.name.clone());
            egui::ComboBox::from_id_salt("study to keep in")
                .selected_text(label)
                .show_ui(ui, |ui| {
                    ui.selectable_value(chosen, None, tr!(tr, "studies-new-study"));
                    for study in &link.shelf.studies {
                        ui.selectable_value(chosen, Some(study.id), study.name.clone());
                    }
                });
            if chosen.is_none() {
                ui.add(
                    egui::TextEdit::singleline(new_name)
                        .hint_text(tr!(tr, "studies-new-name"))
                        .desired_width(f32::INFINITY),
                );
            }
            ui.add(
                egui::TextEdit::singleline(chapter)
                    .hint_text(tr!(tr, "studies-chapter-name"))
                    .desired_width(f32::INFINITY),
            );
            let ready = chosen.is_some() || !new_name.trim().is_empty();
            if ui
                .add_enabled(ready, egui::Button::new(tr!(tr, "studies-save")))
                .clicked()
            {
                let name = match chapter.trim() {
                    "" => tr!(tr, "studies-chapter-default", number = 1),
                    name => name.to_string(),
                };
                link.requests.write(StudyRequest::SaveBoard {
                    study: *chosen,
                    study_name: new_name.trim().to_string(),
                    name,
                });
                new_name.clear();
                chapter.clear();
            }
        });
    // Opened: the studies to choose from are read.
    if header.header_response.clicked() && header.openness < 0.5 {
        link.requests.write(StudyRequest::List(String::new()));
    }
}
