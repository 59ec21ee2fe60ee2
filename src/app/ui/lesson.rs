//! Learn from your mistakes in the panel: which mistake, how the try went,
//! and the buttons to see the best move, go on or stop.

use crate::app::ui::style;
use bevy_egui::egui;

use super::engine_lines::EngineView;
use super::move_list::localise_line;
use super::widgets::color_key;
use crate::app::i18n::Tr;
use crate::app::learn::{Attempt, LearnRequest};
use crate::tr;

/// Learn from your mistakes, while a lesson is on: which mistake, how the
/// try went, and the buttons to see the best move, go on or stop. Moves
/// are written as `tr` writes them, with figurines when `figurines`.
pub(super) fn learn_section(ui: &mut egui::Ui, tr: &Tr, figurines: bool, view: &mut EngineView) {
    let Some(state) = view.lesson.0.as_ref() else {
        return;
    };
    let total = state.mistakes.len();
    ui.label(egui::RichText::new(tr!(tr, "lesson-title")).strong());
    let Some(mistake) = state.current() else {
        ui.label(tr!(tr, "lesson-last"));
        if ui.button(tr!(tr, "lesson-done")).clicked() {
            view.learn.write(LearnRequest::Stop);
        }
        return;
    };
    let played = format!(
        "{}{}",
        localise_line(tr, &mistake.played, figurines),
        mistake.judgement.symbol()
    );
    ui.label(tr!(
        tr,
        "lesson-mistake",
        index = state.index + 1,
        total = total,
        played = played,
        color = color_key(mistake.mover),
    ));
    let san = |san: &str| tr.san(san, figurines).into_owned();
    let best = san(&mistake.best_san);
    let (text, color) = match &state.attempt {
        Attempt::Waiting => (tr!(tr, "lesson-your-move"), ui.visuals().weak_text_color()),
        Attempt::Judging(s) => (
            tr!(tr, "lesson-judging", san = san(s)),
            ui.visuals().weak_text_color(),
        ),
        Attempt::Good(s, true) => (
            tr!(tr, "lesson-right", san = san(s)),
            style::good(ui.visuals()),
        ),
        Attempt::Good(s, false) => (
            tr!(tr, "lesson-good", san = san(s), best = best),
            style::good(ui.visuals()),
        ),
        Attempt::Wrong(s) => (
            tr!(tr, "lesson-wrong", san = san(s), best = best),
            style::bad(ui.visuals()),
        ),
        Attempt::Shown => (
            tr!(tr, "lesson-shown", best = best),
            ui.visuals().weak_text_color(),
        ),
    };
    ui.label(egui::RichText::new(text).color(color));
    ui.horizontal(|ui| {
        if matches!(state.attempt, Attempt::Waiting | Attempt::Wrong(_))
            && ui.button(tr!(tr, "lesson-show-best")).clicked()
        {
            view.learn.write(LearnRequest::ShowBest);
        }
        let next = if state.index + 1 < total {
            tr!(tr, "lesson-next")
        } else {
            tr!(tr, "lesson-finish")
        };
        if ui.button(next).clicked() {
            view.learn.write(LearnRequest::Next);
        }
        if ui.button(tr!(tr, "lesson-stop")).clicked() {
            view.learn.write(LearnRequest::Stop);
        }
    });
}
