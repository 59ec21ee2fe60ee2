//! The pause menu (Escape or the panel's Menu button).

use bevy::prelude::*;

use crate::app::board::BoardLayout;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::files;
use super::widgets::{board_window, fit_height, keep_keys_in, menu_button};
use crate::app::editor::EditorCommand;
use crate::app::held::AppSettings;
use crate::app::i18n::Tr;
use crate::app::saves::PersistCommand;
use crate::app::session::{GameCommand, Session};
use crate::app::states::{Overlay, Pause, Screen};
use crate::rules::Setup;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        pause_menu.run_if(in_state(Pause::Paused).and_then(no_file_window)),
    );
}

/// A file window opened from the pause menu takes its place until it
/// closes; the settings and help windows open beside it.
fn no_file_window(overlay: Res<State<Overlay>>) -> bool {
    !overlay.get().is_file_window()
}

#[allow(clippy::too_many_arguments)]
fn pause_menu(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    settings: Res<AppSettings>,
    mut next_pause: ResMut<NextState<Pause>>,
    mut next: ResMut<NextState<Screen>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut persist: MessageWriter<PersistCommand>,
    mut commands: MessageWriter<GameCommand>,
    mut exit: MessageWriter<AppExit>,
    mut editor: MessageWriter<EditorCommand>,
    layout: Res<BoardLayout>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let in_progress = files::game_in_progress(session.as_deref());
    board_window(&tr!(tr, "pause-title"), &layout)
        .id(egui::Id::new("pause-window"))
        .show(&ctx, |ui| {
            keep_keys_in(ui);
            fit_height(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.spacing_mut().item_spacing.y = 6.0;
                    if menu_button(ui, &tr!(tr, "pause-resume")).clicked() {
                        next_pause.set(Pause::Running);
                    }
                    if menu_button(ui, &tr!(tr, "pause-save")).clicked() {
                        next_overlay.set(Overlay::Save);
                    }
                    if menu_button(ui, &tr!(tr, "pause-load")).clicked() {
                        persist.write(PersistCommand::Refresh);
                        next_overlay.set(Overlay::Load);
                    }
                    if let Some(s) = session.as_deref()
                        && !s.analysis
                        && menu_button(ui, &tr!(tr, "pause-analyse"))
                            .on_hover_text(tr!(tr, "pause-analyse-hint"))
                            .clicked()
                    {
                        commands.write(GameCommand::Analyse(s.game.ply_count()));
                        next_pause.set(Pause::Running);
                    }
                    if let Some(s) = session.as_deref()
                        && menu_button(ui, &tr!(tr, "pause-edit"))
                            .on_hover_text(tr!(tr, "pause-edit-hint"))
                            .clicked()
                    {
                        editor.write(EditorCommand::Open {
                            setup: Box::new(Setup::of(s.game.position())),
                            from_game: true,
                        });
                    }
                    if menu_button(ui, &tr!(tr, "pause-export")).clicked() {
                        next_overlay.set(Overlay::Export);
                    }
                    if menu_button(ui, &tr!(tr, "pause-settings")).clicked() {
                        next_overlay.set(Overlay::Settings);
                    }
                    if menu_button(ui, &tr!(tr, "pause-help")).clicked() {
                        next_overlay.set(Overlay::Help);
                    }
                    let can_resign = session
                        .as_deref()
                        .is_some_and(|s| !s.game.is_over() && !s.is_scratch());
                    if ui
                        .add_enabled(
                            can_resign,
                            egui::Button::new(
                                egui::RichText::new(tr!(tr, "pause-resign")).size(17.0),
                            )
                            .min_size(egui::vec2(220.0, 30.0)),
                        )
                        .clicked()
                        && let Some(s) = session.as_deref()
                    {
                        if settings.confirm_resign {
                            next_overlay.set(Overlay::ResignQuestion);
                        } else {
                            commands.write(GameCommand::Resign(s.acting_side()));
                        }
                        next_pause.set(Pause::Running);
                    }
                    if menu_button(ui, &tr!(tr, "pause-main-menu")).clicked() {
                        if in_progress {
                            next_overlay.set(Overlay::Leave { quit: false });
                        } else {
                            next.set(Screen::Menu);
                        }
                    }
                    if menu_button(ui, &tr!(tr, "pause-quit")).clicked() {
                        if in_progress {
                            next_overlay.set(Overlay::Leave { quit: true });
                        } else {
                            exit.write(AppExit::Success);
                        }
                    }
                });
            })
        });
    Ok(())
}
