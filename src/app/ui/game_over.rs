//! The game-over window over the final position: Rematch, New Game,
//! Export and Main Menu.

use bevy::prelude::*;

use crate::app::board::BoardLayout;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::widgets::{big_button, board_window, fit_height};
use crate::app::game_review::{GameReviewState, ReviewDepth, ReviewRequest};
use crate::app::i18n::Tr;
use crate::app::i18n::outcome_text;
use crate::app::session::{GameCommand, Session};
use crate::app::states::{AfterGame, Overlay, Screen};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        game_over.run_if(in_state(AfterGame::Result)),
    );
}

fn game_over(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: MessageWriter<GameCommand>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut next_after_game: ResMut<NextState<AfterGame>>,
    review: Res<GameReviewState>,
    mut requests: MessageWriter<ReviewRequest>,
    layout: Res<BoardLayout>,
    tr: Res<Tr>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let Some(outcome) = session.game.outcome() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    board_window(&tr!(tr, "over-title"), &layout)
        .id(egui::Id::new("game-over-window"))
        .show(&ctx, |ui| {
            fit_height(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.label(
                        egui::RichText::new(tr.text(&outcome_text(&outcome), false))
                            .size(22.0)
                            .strong(),
                    );
                    ui.add_space(12.0);
                    if big_button(ui, &tr!(tr, "over-review"), true)
                        .on_hover_text(tr!(tr, "over-review-hint"))
                        .clicked()
                    {
                        if review.review.is_none() && review.progress.is_none() {
                            requests.write(ReviewRequest::Start(ReviewDepth::Normal));
                        }
                        next_after_game.set(AfterGame::Review);
                    }
                    if big_button(ui, &tr!(tr, "over-analyse"), true)
                        .on_hover_text(tr!(tr, "over-analyse-hint"))
                        .clicked()
                    {
                        commands.write(GameCommand::Analyse(session.game.ply_count()));
                    }
                    if big_button(ui, &tr!(tr, "over-rematch"), true).clicked() {
                        commands.write(GameCommand::Rematch);
                    }
                    if big_button(ui, &tr!(tr, "over-new-game"), true).clicked() {
                        next.set(Screen::Setup);
                    }
                    if big_button(ui, &tr!(tr, "over-export"), true).clicked() {
                        next_overlay.set(Overlay::Export);
                    }
                    if big_button(ui, &tr!(tr, "over-main-menu"), true).clicked() {
                        next.set(Screen::Menu);
                    }
                });
            })
        });
    Ok(())
}
