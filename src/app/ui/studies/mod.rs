//! The Studies screen: the studies (searched by name, folder or tag) on the
//! left, the chosen one's chapters on the right ([`chapters`]), each to
//! open on the analysis board, rename, move (by drag, by its arrows, or to
//! another study), review, play on from, export or delete; a study made,
//! imported from a PGN file, renamed, duplicated, filed in a folder with
//! tags, exported or deleted (deleting asks first). Reached from the
//! Library screen and from the analysis board's panel.

mod chapters;

use std::path::PathBuf;

use crate::app::ui::style;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::chooser::{Browse, browse_button, replace_question, replaces_unasked};
use super::widgets::root_ui;
use crate::app::chooser::{ChooseFile, ChooseFor};
use crate::app::i18n::Tr;
use crate::app::states::Screen;
use crate::app::studies::{StudyRequest, StudyShelf};
use crate::library::study::{ChapterId, StudyId, StudySummary};
use crate::tr;
use chapters::{ChapterDrag, add_chapter_row, chapter_list};

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
    folder: String,
    tags: String,
    /// The study whose folder and tags are in the fields.
    filed: Option<StudyId>,
    import_path: String,
    import_name: String,
    export_path: String,
    new_chapter: String,
    fen: String,
    /// A chapter being renamed, and its new name.
    renaming: Option<(ChapterId, String)>,
    problem: Option<String>,
    /// A study or chapter waiting for its deletion to be confirmed.
    confirm: Option<Deletion>,
    /// The path box whose file chooser is open (this frame's).
    chooser_open: Option<ChooseFor>,
    /// A file chooser asked for this frame.
    choose: Option<ChooseFile>,
    /// The file chosen in the desktop's save chooser, which asked before
    /// replacing it.
    export_replaces: Option<PathBuf>,
    /// A file to export to that is there already: replace it?
    export_asked: Option<PathBuf>,
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
    mut browse: Browse,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = root_ui(&ctx);
    let mut asked = Vec::new();
    browse.take(&ctx, ChooseFor::StudyImport, &mut form.import_path);
    if browse.take(&ctx, ChooseFor::StudyExport, &mut form.export_path) {
        // The desktop's save chooser asked before replacing it.
        form.export_replaces = Some(PathBuf::from(form.export_path.trim()));
    }
    form.chooser_open = browse.open();
    egui::CentralPanel::default().show(&mut root, |ui| {
        let home = style::screen_header(
            ui,
            &tr!(tr, "library-back"),
            (egui_phosphor::regular::NOTEBOOK, &tr!(tr, "studies-title")),
            |ui| {
                if ui
                    .button(tr!(tr, "repertoire-title"))
                    .on_hover_text(tr!(tr, "home-repertoire"))
                    .clicked()
                {
                    next_screen.set(Screen::Repertoire);
                }
                let search = ui.add(
                    egui::TextEdit::singleline(&mut form.search)
                        .hint_text(tr!(tr, "studies-search"))
                        .desired_width(200.0),
                );
                if search.changed() {
                    asked.push(StudyRequest::List(form.search.clone()));
                }
            },
        );
        if home {
            next_screen.set(Screen::Menu);
        }
        new_study_row(ui, &tr, &mut form, &mut asked);
        if let Some(done) = &shelf.done {
            ui.label(tr.text(done, false));
        }
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
    if let Some(ask) = form.choose.take() {
        browse.ask(ask);
    }
    Ok(())
}

/// A new empty study, or one read from a PGN file.
fn new_study_row(ui: &mut egui::Ui, tr: &Tr, form: &mut Form, asked: &mut Vec<StudyRequest>) {
    ui.horizontal_wrapped(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut form.new_study)
                .hint_text(tr!(tr, "studies-new-name"))
                .desired_width(180.0),
        );
        let named = !form.new_study.trim().is_empty();
        if ui
            .add_enabled(named, egui::Button::new(tr!(tr, "studies-new")))
            .clicked()
        {
            asked.push(StudyRequest::NewStudy(form.new_study.trim().to_string()));
            form.new_study.clear();
        }
        ui.separator();
        let label = ui.label(tr!(tr, "studies-import-file"));
        ui.add(
            egui::TextEdit::singleline(&mut form.import_path)
                .hint_text(tr!(tr, "studies-import-hint"))
                .desired_width(220.0),
        )
        .labelled_by(label.id);
        let (open, path) = (form.chooser_open, form.import_path.clone());
        form.choose = form
            .choose
            .take()
            .or_else(|| browse_button(ui, tr, open, ChooseFor::StudyImport, &path));
        ui.add(
            egui::TextEdit::singleline(&mut form.import_name)
                .hint_text(tr!(tr, "studies-import-name"))
                .desired_width(120.0),
        );
        let path = form.import_path.trim();
        if ui
            .add_enabled(
                !path.is_empty(),
                egui::Button::new(tr!(tr, "studies-import")),
            )
            .clicked()
        {
            asked.push(StudyRequest::Import {
                path: PathBuf::from(path),
                name: form.import_name.trim().to_string(),
            });
            form.import_name.clear();
        }
    });
}

/// The studies, each with its chapter count, folder and tags; a chapter
/// dragged onto one moves to its end.
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
                let row = ui.horizontal_wrapped(|ui| {
                    let button = ui.add(egui::Button::selectable(chosen, text));
                    if !study.folder.is_empty() {
                        ui.weak(format!("🗀 {}", study.folder));
                    }
                    for tag in &study.tags {
                        ui.weak(format!("#{tag}"));
                    }
                    button
                });
                if row.inner.clicked() {
                    asked.push(StudyRequest::Choose(study.id));
                }
                let dropped = row.response.dnd_release_payload::<ChapterDrag>();
                if let Some(drag) = dropped
                    && drag.study != study.id
                {
                    asked.push(StudyRequest::MoveChapter(
                        drag.chapter,
                        study.id,
                        usize::MAX,
                    ));
                } else if row.response.dnd_hover_payload::<ChapterDrag>().is_some() {
                    ui.painter().rect_stroke(
                        row.response.rect,
                        2.0,
                        ui.visuals().selection.stroke,
                        egui::StrokeKind::Outside,
                    );
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
    ui.horizontal_wrapped(|ui| {
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
    filing_row(ui, tr, study, form, asked);
    export_row(ui, tr, study.id, form, asked);
    ui.separator();
    chapter_list(ui, tr, shelf, study.id, form, asked);
    ui.separator();
    add_chapter_row(ui, tr, shelf.chapters.len(), study.id, form, asked);
    if let Some(problem) = &form.problem {
        ui.colored_label(style::bad(ui.visuals()), problem);
    }
}

/// The study's folder and tags (comma-separated), filed by one button.
fn filing_row(
    ui: &mut egui::Ui,
    tr: &Tr,
    study: &StudySummary,
    form: &mut Form,
    asked: &mut Vec<StudyRequest>,
) {
    if form.filed != Some(study.id) {
        form.filed = Some(study.id);
        form.folder = study.folder.clone();
        form.tags = study.tags.join(", ");
    }
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(tr!(tr, "studies-folder"));
        ui.add(egui::TextEdit::singleline(&mut form.folder).desired_width(110.0))
            .labelled_by(label.id);
        let label = ui.label(tr!(tr, "studies-tags"));
        ui.add(
            egui::TextEdit::singleline(&mut form.tags)
                .hint_text(tr!(tr, "studies-tags-hint"))
                .desired_width(160.0),
        )
        .labelled_by(label.id);
        let tags: Vec<String> = form
            .tags
            .split(',')
            .map(|t| t.trim().trim_start_matches('#').to_string())
            .filter(|t| !t.is_empty())
            .collect();
        let changed = form.folder.trim() != study.folder || tags != study.tags;
        if ui
            .add_enabled(changed, egui::Button::new(tr!(tr, "studies-file")))
            .clicked()
        {
            asked.push(StudyRequest::File(
                study.id,
                form.folder.trim().to_string(),
                tags,
            ));
        }
    });
}

/// The study written to a PGN file (a chapter's menu writes one chapter
/// to the same file).
fn export_row(
    ui: &mut egui::Ui,
    tr: &Tr,
    study: StudyId,
    form: &mut Form,
    asked: &mut Vec<StudyRequest>,
) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(tr!(tr, "studies-export-to"));
        ui.add(
            egui::TextEdit::singleline(&mut form.export_path)
                .hint_text(tr!(tr, "library-export-hint"))
                .desired_width(220.0),
        )
        .labelled_by(label.id);
        let (open, path) = (form.chooser_open, form.export_path.clone());
        form.choose = form
            .choose
            .take()
            .or_else(|| browse_button(ui, tr, open, ChooseFor::StudyExport, &path));
        let path = PathBuf::from(form.export_path.trim());
        let mut write = None;
        if form.export_asked.is_some() {
            write = replace_question(ui, tr, &mut form.export_asked);
        } else if ui
            .add_enabled(
                !path.as_os_str().is_empty(),
                egui::Button::new(tr!(tr, "studies-export")),
            )
            .clicked()
        {
            if replaces_unasked(&path, form.export_replaces.as_ref()) {
                form.export_asked = Some(path);
            } else {
                write = Some(path);
            }
        }
        if let Some(path) = write {
            asked.push(StudyRequest::Export {
                study,
                chapter: None,
                path,
            });
        }
    });
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
