//! The Studies screen: the studies (searched by name, folder or tag) on the
//! left, the chosen one's chapters on the right, each to open on the
//! analysis board, move up or down, rename or delete; a study made,
//! renamed, duplicated or deleted (deleting asks first). Reached from the
//! Library screen and from the analysis board's panel.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::widgets::root_ui;
use crate::app::i18n::{Tr, fen_error_text};
use crate::app::states::Screen;
use crate::app::studies::{StudyRequest, StudyShelf};
use crate::library::study::{ChapterId, StudyId, StudySummary};
use crate::rules::Position;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Studies), list).add_systems(
        EguiPrimaryContextPass,
        studies_screen.run_if(in_state(Screen::Studies)),
    );
}

/// The studies are read again each time the screen opens.
fn list(mut requests: MessageWriter<StudyRequest>) {
    requests.write(StudyRequest::List(String::new()));
}

/// What is typed on the screen.
#[derive(Debug, Default, Clone)]
struct Form {
    search: String,
    new_study: String,
    rename: String,
    new_chapter: String,
    fen: String,
    problem: Option<String>,
    /// A study or chapter waiting for its deletion to be confirmed.
    confirm: Option<Deletion>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Deletion {
    Study(StudyId),
    Chapter(ChapterId),
}

fn studies_screen(
    mut contexts: EguiContexts,
    shelf: Res<StudyShelf>,
    mut requests: MessageWriter<StudyRequest>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut form: Local<Form>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = root_ui(&ctx);
    let mut asked = Vec::new();
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.horizontal(|ui| {
            if ui.button(tr!(tr, "library-back")).clicked() {
                next_screen.set(Screen::Menu);
            }
            ui.heading(tr!(tr, "studies-title"));
            let search = ui.add(
                egui::TextEdit::singleline(&mut form.search)
                    .hint_text(tr!(tr, "studies-search"))
                    .desired_width(200.0),
            );
            if search.changed() {
                asked.push(StudyRequest::List(form.search.clone()));
            }
        });
        ui.horizontal(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut form.new_study)
                    .hint_text(tr!(tr, "studies-new-name"))
                    .desired_width(200.0),
            );
            let named = !form.new_study.trim().is_empty();
            if ui
                .add_enabled(named, egui::Button::new(tr!(tr, "studies-new")))
                .clicked()
            {
                asked.push(StudyRequest::NewStudy(form.new_study.trim().to_string()));
                form.new_study.clear();
            }
        });
        ui.separator();
        ui.columns(2, |columns| {
            study_list(&mut columns[0], &tr, &shelf, &mut asked);
            if let Some(study) = shelf
                .chosen
                .and_then(|id| shelf.studies.iter().find(|s| s.id == id))
            {
                chosen_study(&mut columns[1], &tr, &shelf, study, &mut form, &mut asked);
            } else {
                columns[1].label(egui::RichText::new(tr!(tr, "studies-choose")).weak());
            }
        });
    });
    for request in asked {
        requests.write(request);
    }
    Ok(())
}

fn study_list(ui: &mut egui::Ui, tr: &Tr, shelf: &StudyShelf, asked: &mut Vec<StudyRequest>) {
    if shelf.studies.is_empty() {
        ui.label(egui::RichText::new(tr!(tr, "studies-none")).weak());
        return;
    }
    egui::ScrollArea::vertical()
        .id_salt("studies")
        .show(ui, |ui| {
            for study in &shelf.studies {
                let text = tr!(
                    tr,
                    "studies-row",
                    name = study.name.clone(),
                    chapters = study.chapters
                );
                let chosen = shelf.chosen == Some(study.id);
                if ui.add(egui::Button::selectable(chosen, text)).clicked() {
                    asked.push(StudyRequest::Choose(study.id));
                }
            }
        });
}

fn chosen_study(
    ui: &mut egui::Ui,
    tr: &Tr,
    shelf: &StudyShelf,
    study: &StudySummary,
    form: &mut Form,
    asked: &mut Vec<StudyRequest>,
) {
    ui.heading(&study.name);
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut form.rename)
                .hint_text(tr!(tr, "studies-rename-hint"))
                .desired_width(160.0),
        );
        let named = !form.rename.trim().is_empty();
        if ui
            .add_enabled(named, egui::Button::new(tr!(tr, "studies-rename")))
            .clicked()
        {
            asked.push(StudyRequest::RenameStudy(
                study.id,
                form.rename.trim().into(),
            ));
            form.rename.clear();
        }
        if ui
            .add_enabled(named, egui::Button::new(tr!(tr, "studies-duplicate")))
            .clicked()
        {
            asked.push(StudyRequest::DuplicateStudy(
                study.id,
                form.rename.trim().into(),
            ));
            form.rename.clear();
        }
        if ui.button(tr!(tr, "studies-delete")).clicked() {
            form.confirm = Some(Deletion::Study(study.id));
        }
    });
    confirm(ui, tr, form, asked);
    ui.separator();
    chapter_grid(ui, tr, shelf, study.id, form, asked);
    ui.separator();
    add_chapter_row(ui, tr, shelf.chapters.len(), study.id, form, asked);
    if let Some(problem) = &form.problem {
        ui.colored_label(egui::Color32::from_rgb(220, 90, 80), problem);
    }
}

/// The question before a deletion.
fn confirm(ui: &mut egui::Ui, tr: &Tr, form: &mut Form, asked: &mut Vec<StudyRequest>) {
    let Some(deletion) = form.confirm else { return };
    ui.horizontal(|ui| {
        let question = match deletion {
            Deletion::Study(_) => tr!(tr, "studies-delete-study-question"),
            Deletion::Chapter(_) => tr!(tr, "studies-delete-chapter-question"),
        };
        ui.label(question);
        if ui.button(tr!(tr, "studies-delete-yes")).clicked() {
            asked.push(match deletion {
                Deletion::Study(id) => StudyRequest::DeleteStudy(id),
                Deletion::Chapter(id) => StudyRequest::DeleteChapter(id),
            });
            form.confirm = None;
        }
        if ui.button(tr!(tr, "studies-delete-no")).clicked() {
            form.confirm = None;
        }
    });
}

/// The chapters in order: open, move up or down, delete.
fn chapter_grid(
    ui: &mut egui::Ui,
    tr: &Tr,
    shelf: &StudyShelf,
    study: StudyId,
    form: &mut Form,
    asked: &mut Vec<StudyRequest>,
) {
    let count = shelf.chapters.len();
    egui::Grid::new("chapters").striped(true).show(ui, |ui| {
        for (i, chapter) in shelf.chapters.iter().enumerate() {
            ui.label(format!("{}.", i + 1));
            if ui
                .link(&chapter.name)
                .on_hover_text(tr!(tr, "studies-open-hint"))
                .clicked()
            {
                asked.push(StudyRequest::Open(chapter.id));
            }
            ui.label(egui::RichText::new(tr!(tr, "studies-moves", moves = chapter.moves)).weak());
            if ui.add_enabled(i > 0, egui::Button::new("▲")).clicked() {
                asked.push(StudyRequest::MoveChapter(chapter.id, study, i - 1));
            }
            if ui
                .add_enabled(i + 1 < count, egui::Button::new("▼"))
                .clicked()
            {
                asked.push(StudyRequest::MoveChapter(chapter.id, study, i + 1));
            }
            if ui
                .button("×")
                .on_hover_text(tr!(tr, "studies-delete-chapter"))
                .clicked()
            {
                form.confirm = Some(Deletion::Chapter(chapter.id));
            }
            ui.end_row();
        }
    });
}

/// A new chapter from the start position or a FEN.
fn add_chapter_row(
    ui: &mut egui::Ui,
    tr: &Tr,
    count: usize,
    study: StudyId,
    form: &mut Form,
    asked: &mut Vec<StudyRequest>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut form.new_chapter)
                .hint_text(tr!(tr, "studies-chapter-name"))
                .desired_width(140.0),
        );
        ui.add(
            egui::TextEdit::singleline(&mut form.fen)
                .hint_text(tr!(tr, "studies-chapter-fen"))
                .desired_width(220.0),
        );
        if ui.button(tr!(tr, "studies-add-chapter")).clicked() {
            let start = if form.fen.trim().is_empty() {
                Ok(Position::startpos())
            } else {
                Position::from_fen(form.fen.trim())
            };
            match start {
                Ok(start) => {
                    let name = match form.new_chapter.trim() {
                        "" => tr!(tr, "studies-chapter-default", number = count + 1),
                        name => name.to_string(),
                    };
                    asked.push(StudyRequest::NewChapter {
                        study,
                        name,
                        start: Box::new(start),
                    });
                    form.new_chapter.clear();
                    form.fen.clear();
                    form.problem = None;
                }
                Err(e) => form.problem = Some(tr.text(&fen_error_text(&e), false)),
            }
        }
    });
}
