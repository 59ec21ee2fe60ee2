//! The chosen study's chapters, in order: each opens on the analysis
//! board; it moves by its arrows (reached by Tab, so by keyboard) or by
//! dragging its handle to another place, or onto another study in the
//! list; its menu renames it (in place), moves it to another study,
//! reviews its main line, sets up a game from its start, writes it to the
//! export file, or deletes it (asking first). Below them, a new chapter
//! from the start position or a FEN.

use std::path::PathBuf;

use bevy_egui::egui;

use super::{Deletion, Form};
use crate::app::i18n::{Tr, fen_error_text};
use crate::app::studies::{ChapterUse, StudyRequest, StudyShelf};
use crate::library::study::{ChapterId, ChapterMode, ChapterSummary, StudyId};
use crate::rules::{Color, Position};
use crate::tr;

/// A chapter being dragged, from its study.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct ChapterDrag {
    pub(super) chapter: ChapterId,
    pub(super) study: StudyId,
}

/// The chapters, each a row.
pub(super) fn chapter_list(
    ui: &mut egui::Ui,
    tr: &Tr,
    shelf: &StudyShelf,
    study: StudyId,
    form: &mut Form,
    asked: &mut Vec<StudyRequest>,
) {
    let count = shelf.chapters.len();
    egui::ScrollArea::vertical()
        .id_salt("chapters")
        .max_height(ui.available_height() - 80.0)
        .show(ui, |ui| {
            for (i, chapter) in shelf.chapters.iter().enumerate() {
                let row = ui.horizontal(|ui| {
                    chapter_row(ui, tr, shelf, study, i, count, chapter, form, asked);
                });
                // A chapter dropped on a row takes its place.
                let response = row.response;
                if let Some(drag) = response.dnd_hover_payload::<ChapterDrag>()
                    && drag.chapter != chapter.id
                {
                    let y = response.rect.top();
                    ui.painter()
                        .hline(response.rect.x_range(), y, ui.visuals().selection.stroke);
                }
                if let Some(drag) = response.dnd_release_payload::<ChapterDrag>()
                    && drag.chapter != chapter.id
                {
                    asked.push(StudyRequest::MoveChapter(drag.chapter, study, i));
                }
            }
        });
}

#[allow(clippy::too_many_arguments)]
fn chapter_row(
    ui: &mut egui::Ui,
    tr: &Tr,
    shelf: &StudyShelf,
    study: StudyId,
    i: usize,
    count: usize,
    chapter: &ChapterSummary,
    form: &mut Form,
    asked: &mut Vec<StudyRequest>,
) {
    let drag = ChapterDrag {
        chapter: chapter.id,
        study,
    };
    ui.dnd_drag_source(egui::Id::new(("chapter drag", chapter.id.0)), drag, |ui| {
        ui.label("☰").on_hover_text(tr!(tr, "studies-drag-hint"));
    });
    ui.label(format!("{}.", i + 1));
    if let Some((id, name)) = form.renaming.as_mut()
        && *id == chapter.id
    {
        let edit = ui.add(egui::TextEdit::singleline(name).desired_width(160.0));
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui.button(tr!(tr, "studies-rename")).clicked() || enter) && !name.trim().is_empty() {
            asked.push(StudyRequest::RenameChapter(chapter.id, name.trim().into()));
            form.renaming = None;
        } else if ui.button(tr!(tr, "panel-cancel")).clicked() {
            form.renaming = None;
        }
        return;
    }
    if ui
        .link(&chapter.name)
        .on_hover_text(tr!(tr, "studies-open-hint"))
        .clicked()
    {
        asked.push(StudyRequest::Open(chapter.id));
    }
    ui.label(egui::RichText::new(tr!(tr, "studies-moves", moves = chapter.moves)).weak())
        .on_hover_text(tr!(tr, "studies-moves-hint"));
    if chapter.mode == ChapterMode::Lesson {
        let side = match chapter.orientation {
            Color::White => "white",
            Color::Black => "black",
        };
        ui.label(egui::RichText::new(tr!(tr, "studies-lesson-mark", side = side)).weak());
    }
    if ui
        .add_enabled(i > 0, egui::Button::new("▲"))
        .on_hover_text(tr!(tr, "studies-move-up"))
        .clicked()
    {
        asked.push(StudyRequest::MoveChapter(chapter.id, study, i - 1));
    }
    if ui
        .add_enabled(i + 1 < count, egui::Button::new("▼"))
        .on_hover_text(tr!(tr, "studies-move-down"))
        .clicked()
    {
        asked.push(StudyRequest::MoveChapter(chapter.id, study, i + 1));
    }
    ui.menu_button("…", |ui| {
        chapter_menu(ui, tr, shelf, study, chapter, form, asked);
    })
    .response
    .on_hover_text(tr!(tr, "studies-chapter-menu"));
}

/// What can be done with a chapter besides opening and moving it.
fn chapter_menu(
    ui: &mut egui::Ui,
    tr: &Tr,
    shelf: &StudyShelf,
    study: StudyId,
    chapter: &ChapterSummary,
    form: &mut Form,
    asked: &mut Vec<StudyRequest>,
) {
    if ui.button(tr!(tr, "studies-rename-chapter")).clicked() {
        form.renaming = Some((chapter.id, chapter.name.clone()));
        ui.close();
    }
    ui.menu_button(tr!(tr, "studies-move-to"), |ui| {
        for other in shelf.studies.iter().filter(|s| s.id != study) {
            if ui.button(&other.name).clicked() {
                asked.push(StudyRequest::MoveChapter(chapter.id, other.id, usize::MAX));
                ui.close();
            }
        }
    });
    // A lesson: the player finds the moves of the side it is seen from.
    let mut lesson = chapter.mode == ChapterMode::Lesson;
    if ui
        .checkbox(&mut lesson, tr!(tr, "studies-lesson"))
        .on_hover_text(tr!(tr, "studies-lesson-hint"))
        .changed()
    {
        let mode = if lesson {
            ChapterMode::Lesson
        } else {
            ChapterMode::Normal
        };
        asked.push(StudyRequest::SetChapter(
            chapter.id,
            mode,
            chapter.orientation,
        ));
        ui.close();
    }
    if chapter.mode == ChapterMode::Lesson && ui.button(tr!(tr, "studies-edit-lesson")).clicked() {
        asked.push(StudyRequest::Edit(chapter.id));
        ui.close();
    }
    let mut black = chapter.orientation == Color::Black;
    if ui
        .checkbox(&mut black, tr!(tr, "studies-seen-from-black"))
        .changed()
    {
        let side = if black { Color::Black } else { Color::White };
        asked.push(StudyRequest::SetChapter(chapter.id, chapter.mode, side));
        ui.close();
    }
    if ui.button(tr!(tr, "studies-review-chapter")).clicked() {
        asked.push(StudyRequest::Use(chapter.id, ChapterUse::Review));
        ui.close();
    }
    if ui.button(tr!(tr, "studies-play-chapter")).clicked() {
        asked.push(StudyRequest::Use(chapter.id, ChapterUse::Play));
        ui.close();
    }
    let path = form.export_path.trim();
    if ui
        .add_enabled(
            !path.is_empty(),
            egui::Button::new(tr!(tr, "studies-export-chapter")),
        )
        .on_disabled_hover_text(tr!(tr, "studies-export-chapter-hint"))
        .clicked()
    {
        asked.push(StudyRequest::Export {
            study,
            chapter: Some(chapter.id),
            path: PathBuf::from(path),
        });
        ui.close();
    }
    if ui.button(tr!(tr, "studies-delete-chapter")).clicked() {
        form.confirm = Some(Deletion::Chapter(chapter.id));
        ui.close();
    }
}

/// A new chapter from the start position or a FEN.
pub(super) fn add_chapter_row(
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
