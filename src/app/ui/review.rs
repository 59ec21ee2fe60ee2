//! The review bar under the move list: buttons to step through the moves
//! (the same as Home, Left, Right and End) and, while an earlier position is
//! shown, how far back it is and how to return.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::board::{Review, ReviewStep, ReviewStepRequest};
use crate::rules::Game;

/// What the review bar reads and sends.
#[derive(SystemParam)]
pub(super) struct ReviewBar<'w> {
    review: Res<'w, Review>,
    steps: MessageWriter<'w, ReviewStepRequest>,
}

impl ReviewBar<'_> {
    /// The number of half-moves played in the position on the board.
    pub(super) fn shown_ply(&self, game: &Game) -> usize {
        self.review.shown_ply(game)
    }

    /// Shows the position after `ply` half-moves (the live one for the last).
    pub(super) fn go_to(&mut self, ply: usize) {
        self.steps.write(ReviewStepRequest(ReviewStep::Ply(ply)));
    }

    /// Draws the bar for `game`. On the analysis board (`analysis`) the
    /// board is always the game's position and the moves taken back wait
    /// ahead of it: forward plays them again.
    pub(super) fn show(&mut self, ui: &mut egui::Ui, game: &Game, analysis: bool) {
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
                    ReviewStep::Start,
                    shown > 0,
                    "First position (Home)",
                ),
                (
                    "\u{25C0}",
                    ReviewStep::Back,
                    shown > 0,
                    "One move back (left arrow key)",
                ),
                (
                    "\u{25B6}",
                    ReviewStep::Forward,
                    !live,
                    "One move forward (right arrow key)",
                ),
                ("\u{23ED}", ReviewStep::End, !live, "Back to the game (End)"),
            ];
            for (text, step, enabled, tip) in buttons {
                let button = egui::Button::new(egui::RichText::new(text).size(16.0))
                    .min_size(egui::vec2(34.0, 24.0));
                if ui.add_enabled(enabled, button).on_hover_text(tip).clicked() {
                    self.steps.write(ReviewStepRequest(step));
                }
            }
        });
        if !live && !analysis {
            let after = shown
                .checked_sub(1)
                .and_then(|i| game.moves().get(i))
                .map(|m| format!(", after {}", m.numbered()))
                .unwrap_or_else(|| ", the start position".into());
            ui.label(
                egui::RichText::new(format!(
                    "Move {shown} of {total}{after} \u{2014} End or \u{25B6} to return"
                ))
                .color(egui::Color32::from_rgb(240, 200, 90)),
            );
        }
    }
}
