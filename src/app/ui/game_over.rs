//! The game-over window over the final position: Rematch, New Game,
//! Export and Main Menu.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::PanelState;
use super::files::{Dialog, FileDialogs};
use super::widgets::{big_button, board_window};
use crate::app::game_review::{GameReviewState, ReviewDepth, ReviewRequest};
use crate::app::persist::PersistFeedback;
use crate::app::session::{GameCommand, Session};
use crate::app::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        game_over.run_if(in_state(Screen::GameOver)),
    );
}

fn game_over(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: MessageWriter<GameCommand>,
    mut dialogs: ResMut<FileDialogs>,
    mut feedback: ResMut<PersistFeedback>,
    mut panel: ResMut<PanelState>,
    review: Res<GameReviewState>,
    mut requests: MessageWriter<ReviewRequest>,
) -> Result {
    if panel.review_open {
        return Ok(());
    }
    let Some(session) = session else {
        return Ok(());
    };
    let Some(outcome) = session.game.outcome() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    board_window("Game over").show(&ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(egui::RichText::new(outcome.to_string()).size(22.0).strong());
            ui.add_space(12.0);
            if big_button(ui, "Review the game", true)
                .on_hover_text("The engine judges every move: mistakes, better moves, accuracy")
                .clicked()
            {
                if review.review.is_none() && review.progress.is_none() {
                    requests.write(ReviewRequest::Start(ReviewDepth::Normal));
                }
                panel.review_open = true;
            }
            if big_button(ui, "Analyse", true)
                .on_hover_text("The analysis board: try other moves, with the engine's lines")
                .clicked()
            {
                commands.write(GameCommand::Analyse(session.game.ply_count()));
            }
            if big_button(ui, "Rematch", true).clicked() {
                commands.write(GameCommand::Rematch);
            }
            if big_button(ui, "New Game", true).clicked() {
                next.set(Screen::Setup);
            }
            if big_button(ui, "Export FEN / PGN", true).clicked() {
                dialogs.show(Dialog::Export, &mut feedback);
            }
            if big_button(ui, "Main Menu", true).clicked() {
                next.set(Screen::Menu);
            }
        });
    });
    Ok(())
}
