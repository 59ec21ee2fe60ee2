//! The main menu: Resume, New Game, Analysis board, Board editor,
//! Library, Puzzles, Load Game, Load FEN / PGN, Settings,
//! Help and Quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::FileDialogs;
use super::widgets::{big_button, root_ui, screen_panel};
use crate::app::editor::EditorCommand;
use crate::app::i18n::Tr;
use crate::app::saves::{PersistCommand, PersistFeedback, SavedGames};
use crate::app::session::{ChoicesRequest, GameCommand};
use crate::app::states::{Overlay, Screen};
use crate::rules::{Position, Setup};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        main_menu.run_if(in_state(Screen::Menu)),
    );
}

fn main_menu(
    mut contexts: EguiContexts,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut next_screen: ResMut<NextState<Screen>>,
    overlay: Res<State<Overlay>>,
    dialogs: Res<FileDialogs>,
    feedback: Res<PersistFeedback>,
    mut choices: MessageWriter<ChoicesRequest>,
    saved: Res<SavedGames>,
    mut persist: MessageWriter<PersistCommand>,
    mut commands: MessageWriter<GameCommand>,
    mut exit: MessageWriter<AppExit>,
    mut editor: MessageWriter<EditorCommand>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = root_ui(&ctx);
    screen_panel(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.06);
            ui.label(egui::RichText::new("Rookery").size(64.0).strong());
            ui.label(
                egui::RichText::new(tr!(tr, "menu-subtitle"))
                    .size(22.0)
                    .weak(),
            );
            ui.add_space(20.0);
            if let Some(resume) = &saved.resume {
                if big_button(ui, &tr!(tr, "menu-resume"), true)
                    .on_hover_text(tr!(tr, "menu-resume-hint"))
                    .clicked()
                {
                    persist.write(PersistCommand::Resume);
                }
                ui.label(
                    egui::RichText::new(tr!(
                        tr,
                        "menu-resume-detail",
                        players = resume.players.clone(),
                        number = resume.moves / 2 + 1
                    ))
                    .weak(),
                );
                ui.add_space(6.0);
            }
            if big_button(ui, &tr!(tr, "menu-new-game"), true).clicked() {
                choices.write(ChoicesRequest::NewGame);
            }
            ui.add_space(6.0);
            if big_button(ui, &tr!(tr, "menu-analysis"), true)
                .on_hover_text(tr!(tr, "menu-analysis-hint"))
                .clicked()
            {
                commands.write(GameCommand::AnalysisBoard);
            }
            ui.add_space(6.0);
            if big_button(ui, &tr!(tr, "menu-editor"), true)
                .on_hover_text(tr!(tr, "menu-editor-hint"))
                .clicked()
            {
                editor.write(EditorCommand::Open {
                    setup: Box::new(Setup::of(&Position::startpos())),
                    from_game: false,
                });
            }
            ui.add_space(6.0);
            if big_button(ui, &tr!(tr, "menu-library"), true)
                .on_hover_text(tr!(tr, "menu-library-hint"))
                .clicked()
            {
                next_screen.set(Screen::Library);
            }
            ui.add_space(6.0);
            if big_button(ui, &tr!(tr, "menu-puzzles"), true)
                .on_hover_text(tr!(tr, "menu-puzzles-hint"))
                .clicked()
            {
                next_screen.set(Screen::Puzzles);
            }
            ui.add_space(6.0);
            if big_button(ui, &tr!(tr, "menu-load-game"), true).clicked() {
                persist.write(PersistCommand::Refresh);
                next_overlay.set(Overlay::Load);
            }
            ui.add_space(6.0);
            if big_button(ui, &tr!(tr, "menu-import"), true).clicked() {
                next_overlay.set(Overlay::Import);
            }
            ui.add_space(6.0);
            if big_button(ui, &tr!(tr, "menu-settings"), true).clicked() {
                next_overlay.set(Overlay::Settings);
            }
            ui.add_space(6.0);
            if big_button(ui, &tr!(tr, "menu-help"), true).clicked() {
                next_overlay.set(Overlay::Help);
            }
            ui.add_space(6.0);
            if big_button(ui, &tr!(tr, "menu-quit"), true).clicked() {
                exit.write(AppExit::Success);
            }
            // What went wrong with no file window open to say it (a
            // Resume or a load whose file could not be read).
            if !overlay.get().is_file_window()
                && let Some(Err(e)) = dialogs.unseen(&feedback)
            {
                ui.add_space(12.0);
                ui.label(
                    egui::RichText::new(tr.text(e, false))
                        .color(egui::Color32::from_rgb(240, 120, 100)),
                );
            }
        });
    });
    Ok(())
}
