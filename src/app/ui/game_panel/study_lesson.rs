//! The panel of a study chapter's interactive lesson (`app::studies`):
//! the chapter's name, what to do now, what the chapter says of the move
//! reached (or why a move was wrong, or the hint), the wrong moves so far,
//! and the way to begin again or back to the study.

use crate::app::ui::style;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::i18n::Tr;
use crate::app::session::{Session, StatusKind, StatusLine};
use crate::app::studies::{LessonCommand, StudyLesson, StudyRequest, lesson_state};
use crate::tr;

/// What the lesson's section reads and sends.
#[derive(SystemParam)]
pub(super) struct LessonView<'w> {
    lesson: Res<'w, StudyLesson>,
    orders: MessageWriter<'w, LessonCommand>,
}

pub(super) fn lesson_section(
    ui: &mut egui::Ui,
    tr: &Tr,
    (session, line): (&Session, &StatusLine),
    view: &mut LessonView,
    studies: &mut MessageWriter<StudyRequest>,
) {
    let Some(run) = &view.lesson.current else {
        return;
    };
    ui.heading(&run.chapter.summary.name);
    ui.label(egui::RichText::new(tr!(tr, "study-lesson-title")).weak());
    ui.separator();
    let state = tr.text(&lesson_state(run, session.game.side_to_move()), false);
    let mut rich = egui::RichText::new(state).size(18.0).strong();
    if run.done {
        rich = rich.color(style::good(ui.visuals()));
    } else if run.wrong {
        rich = rich.color(style::warn(ui.visuals()));
    }
    ui.label(rich);
    if let Some((StatusKind::Warning, why)) = &line.line
        && !run.wrong
    {
        ui.label(egui::RichText::new(tr.text(why, false)).color(style::warn(ui.visuals())));
    }
    if let Some(said) = &run.said {
        ui.add_space(6.0);
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(egui::RichText::new(said).size(16.0).italics());
        });
    }
    ui.add_space(6.0);
    ui.label(tr!(tr, "study-lesson-mistakes", mistakes = run.mistakes));
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!(tr, "study-lesson-restart")).clicked() {
            view.orders.write(LessonCommand::Restart);
        }
        if ui.button(tr!(tr, "study-lesson-back")).clicked() {
            studies.write(StudyRequest::Show(run.study));
        }
    });
}
