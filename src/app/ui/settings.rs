//! The Settings window, opened from the main menu or the pause menu.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::PanelState;
use crate::persist::{AnimationSetting, PieceStyle, PremoveSetting, Settings, ThemeName};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, settings_window);
}

fn settings_window(
    mut contexts: EguiContexts,
    mut panel: ResMut<PanelState>,
    mut settings: ResMut<Settings>,
) -> Result {
    if !panel.settings_open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let mut open = true;
    egui::Window::new("Settings")
        .collapsible(false)
        .resizable(false)
        .open(&mut open)
        .show(&ctx, |ui| {
            let mut s = settings.clone();
            settings_controls(ui, &mut s);
            // Only a real change marks the settings changed (and saves them).
            if s != *settings {
                *settings = s;
            }
        });
    // Drawn every frame, written only when the window is closed.
    if panel.settings_open != open {
        panel.settings_open = open;
    }
    Ok(())
}

/// The Settings window's controls, editing a copy of the settings.
fn settings_controls(ui: &mut egui::Ui, s: &mut Settings) {
    egui::Grid::new("settings")
        .num_columns(2)
        .spacing([16.0, 8.0])
        .show(ui, |ui| {
            ui.label("Sound");
            ui.horizontal(|ui| {
                ui.checkbox(&mut s.sound, "On");
                ui.add_enabled(
                    s.sound,
                    egui::Slider::new(&mut s.volume, 0.0..=1.0)
                        .text("volume")
                        .show_value(false),
                );
            });
            ui.end_row();
            ui.label("Board");
            egui::ComboBox::from_id_salt("theme")
                .selected_text(s.theme.label())
                .show_ui(ui, |ui| {
                    for t in ThemeName::ALL {
                        ui.selectable_value(&mut s.theme, t, t.label());
                    }
                });
            ui.end_row();
            ui.label("Pieces");
            ui.horizontal(|ui| {
                ui.radio_value(&mut s.piece_style, PieceStyle::Figures, "Figures");
                ui.radio_value(&mut s.piece_style, PieceStyle::Letters, "Letters");
            });
            ui.end_row();
            ui.label("Animation");
            ui.horizontal(|ui| {
                for a in AnimationSetting::ALL {
                    ui.radio_value(&mut s.animation, a, a.label());
                }
            });
            ui.end_row();
            ui.label("Help");
            ui.vertical(|ui| {
                ui.checkbox(&mut s.show_hints, "Show legal moves of the selected piece");
                ui.checkbox(&mut s.show_coordinates, "Show coordinates");
            });
            ui.end_row();
            ui.label("Play");
            ui.vertical(|ui| {
                ui.checkbox(&mut s.auto_queen, "Promote to a queen without asking");
                ui.checkbox(&mut s.confirm_resign, "Ask before resigning");
                ui.checkbox(
                    &mut s.turn_board,
                    "Two players: turn the board to the side to move",
                );
            });
            ui.end_row();
            ui.label("Premove");
            ui.horizontal(|ui| {
                for p in PremoveSetting::ALL {
                    ui.radio_value(&mut s.premove, p, p.label());
                }
            })
            .response
            .on_hover_text(
                "Plan your next move while the computer thinks: it is played the moment \
                 the reply comes, if it is legal then",
            );
            ui.end_row();
            ui.label("Computer");
            ui.horizontal(|ui| {
                ui.radio_value(&mut s.varied_openings, true, "Varied openings")
                    .on_hover_text("Rookery's engine picks its first moves from its opening book, main lines most often");
                ui.radio_value(&mut s.varied_openings, false, "Always its best")
                    .on_hover_text("Rookery's engine plays the move its search likes best from the first move on");
            });
            ui.end_row();
        });
}
