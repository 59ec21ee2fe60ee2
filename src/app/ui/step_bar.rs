//! The step bar under the move list: buttons to step through the moves
//! (the same as Home, Left, Right and End) and, while an earlier position is
//! shown, how far back it is and how to return.

use crate::app::ui::style;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::board::{ShownPly, Step, StepRequest};
use crate::app::i18n::{Tr, numbered_move_text};
use crate::rules::Game;
use crate::tr;

/// What the step bar reads and sends.
#[derive(SystemParam)]
pub(super) struct StepBar<'w> {
    review: Res<'w, ShownPly>,
    steps: MessageWriter<'w, StepRequest>,
}

impl StepBar<'_> {
    /// The number of half-moves played in the position on the board.
    pub(super) fn shown_ply(&self, game: &Game) -> usize {
        self.review.shown_ply(game)
    }

    /// Shows the position after `ply` half-moves (the live one for the last).
    pub(super) fn go_to(&mut self, ply: usize) {
        self.steps.write(StepRequest(Step::Ply(ply)));
    }

    /// Draws the bar for `game`. On the analysis board (`analysis`) the
    /// board is always the game's position and the moves taken back wait
    /// ahead of it: forward plays them again. Texts and moves are written
    /// as `tr` writes them, moves with figurines when `figurines`.
    pub(super) fn show(
        &mut self,
        ui: &mut egui::Ui,
        tr: &Tr,
        figurines: bool,
        game: &Game,
        analysis: bool,
    ) {
        let (total, shown, live) = if analysis {
            let played = game.ply_count();
            let total = played + game.redo_line().count();
            (total, played, played == total)
        } else {
            let total = game.ply_count();
            (total, self.review.shown_ply(game), self.review.is_live())
        };
        if total == 0 {
            return;
        }
        ui.horizontal(|ui| {
            let buttons = [
                (
                    "\u{23EE}",
                    Step::Start,
                    shown > 0,
                    tr!(tr, "review-step-start"),
                ),
                (
                    "\u{25C0}",
                    Step::Back,
                    shown > 0,
                    tr!(tr, "review-step-back"),
                ),
                (
                    "\u{25B6}",
                    Step::Forward,
                    !live,
                    tr!(tr, "review-step-forward"),
                ),
                ("\u{23ED}", Step::End, !live, tr!(tr, "review-step-end")),
            ];
            for (text, step, enabled, tip) in buttons {
                let button = egui::Button::new(egui::RichText::new(text).size(16.0))
                    .min_size(egui::vec2(34.0, 24.0));
                if ui.add_enabled(enabled, button).on_hover_text(tip).clicked() {
                    self.steps.write(StepRequest(step));
                }
            }
        });
        if !live && !analysis {
            let text = match shown.checked_sub(1).and_then(|i| game.moves().get(i)) {
                Some(m) => tr!(
                    tr,
                    "review-shown-after",
                    shown = shown,
                    total = total,
                    played = tr.text(&numbered_move_text(m), figurines),
                ),
                None => tr!(tr, "review-shown-start", shown = shown, total = total),
            };
            ui.label(egui::RichText::new(text).color(style::warn(ui.visuals())));
        }
    }
}
