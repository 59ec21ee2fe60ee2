//! The Settings window, opened from the main menu or the pause menu.

use crate::app::ui::style;
use crate::app::ui::widgets::{fit_height, keep_keys_in, spoken_choice};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::held::AppSettings;
use crate::app::i18n::{Language, Tr};
use crate::app::settings::ChangeSettings;
use crate::app::states::Overlay;
use crate::persist::{
    AnimationSetting, Appearance, MoveNotation, PieceStyle, PremoveSetting, Settings, TEXT_SIZES,
    ThemeName,
};
use crate::{msg, tr};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        settings_window.run_if(in_state(Overlay::Settings)),
    );
}

fn settings_window(
    mut contexts: EguiContexts,
    mut next_overlay: ResMut<NextState<Overlay>>,
    settings: Res<AppSettings>,
    mut changes: MessageWriter<ChangeSettings>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let (open, changed) = draw_settings(&ctx, &settings.0, &tr);
    // Only a real change is sent (and then saved).
    if let Some(s) = changed {
        changes.write(ChangeSettings(Box::new(s)));
    }
    if !open {
        next_overlay.set(Overlay::None);
    }
    Ok(())
}

/// The Settings window in `ctx`: whether it stays open, and the settings
/// as the player changed them in this pass (`None` when unchanged).
fn draw_settings(ctx: &egui::Context, settings: &Settings, tr: &Tr) -> (bool, Option<Settings>) {
    let mut open = true;
    let mut changed = None;
    egui::Window::new(tr!(tr, "settings-title"))
        .id(egui::Id::new("settings-window"))
        .collapsible(false)
        // Moved by its background: a title bar that moves the window takes
        // a Tab stop, the first in the window, where nothing happens.
        .drag_area(egui::WindowDrag::Anywhere)
        .resizable(false)
        .open(&mut open)
        .show(ctx, |ui| {
            keep_keys_in(ui);
            fit_height(ui, |ui| {
                let mut s = settings.clone();
                settings_controls(ui, &mut s, tr);
                if s != *settings {
                    changed = Some(s);
                }
            })
        });
    (open, changed)
}

/// The message naming a choice of light or dark screens.
fn appearance_name(appearance: Appearance) -> &'static str {
    match appearance {
        Appearance::System => msg!("appearance-system"),
        Appearance::Dark => msg!("appearance-dark"),
        Appearance::Light => msg!("appearance-light"),
    }
}

/// The message naming a board theme.
fn theme_name(theme: ThemeName) -> &'static str {
    match theme {
        ThemeName::Walnut => msg!("theme-walnut"),
        ThemeName::Tournament => msg!("theme-tournament"),
        ThemeName::Slate => msg!("theme-slate"),
        ThemeName::HighContrast => msg!("theme-high-contrast"),
    }
}

/// The message naming an animation speed.
fn animation_name(animation: AnimationSetting) -> &'static str {
    match animation {
        AnimationSetting::Off => msg!("animation-off"),
        AnimationSetting::Fast => msg!("animation-fast"),
        AnimationSetting::Normal => msg!("animation-normal"),
        AnimationSetting::Slow => msg!("animation-slow"),
    }
}

/// The message naming when premoves are taken.
fn premove_name(premove: PremoveSetting) -> &'static str {
    match premove {
        PremoveSetting::TimedGames => msg!("premove-timed"),
        PremoveSetting::Always => msg!("premove-always"),
        PremoveSetting::Never => msg!("premove-never"),
    }
}

/// The Settings window's controls, editing a copy of the settings.
pub(super) fn settings_controls(ui: &mut egui::Ui, s: &mut Settings, tr: &Tr) {
    egui::Grid::new("settings")
        .num_columns(2)
        .spacing(style::FORM_SPACING)
        .show(ui, |ui| {
            let what = tr!(tr, "settings-language");
            style::row_label(ui, &what);
            let system = Language::of_system();
            let chosen = s.language.as_deref().and_then(Language::from_code);
            let system_name = tr!(tr, "language-system", language = system.native_name());
            let shown = chosen.map_or(system_name.clone(), |l| l.native_name().to_string());
            let menu = egui::ComboBox::from_id_salt("language")
                .selected_text(&shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut s.language, None, system_name);
                    for l in Language::ALL {
                        ui.selectable_value(
                            &mut s.language,
                            Some(l.code().to_string()),
                            l.native_name(),
                        );
                    }
                });
            spoken_choice(menu.response, &what, &shown);
            ui.end_row();
            style::row_label(ui, &tr!(tr, "settings-notation"));
            ui.horizontal(|ui| {
                let letters = tr!(
                    tr,
                    "notation-letters",
                    example = tr.san("Nf3", false).into_owned()
                );
                ui.radio_value(&mut s.notation, MoveNotation::Letters, letters);
                let figurines = tr!(
                    tr,
                    "notation-figurines",
                    example = tr.san("Nf3", true).into_owned()
                );
                ui.radio_value(&mut s.notation, MoveNotation::Figurines, figurines);
            });
            ui.end_row();
            style::row_label(ui, &tr!(tr, "settings-text-size"));
            ui.horizontal(|ui| {
                for size in TEXT_SIZES {
                    ui.radio_value(&mut s.text_size, size, format!("{size}%"))
                        .on_hover_text(tr!(tr, "settings-text-size-hint"));
                }
            });
            ui.end_row();
            style::row_label(ui, &tr!(tr, "settings-speech"));
            ui.checkbox(&mut s.speak_moves, tr!(tr, "settings-speak-moves"))
                .on_hover_text(tr!(tr, "settings-speak-moves-hint"));
            ui.end_row();
            style::row_label(ui, &tr!(tr, "settings-sound"));
            ui.horizontal(|ui| {
                ui.checkbox(&mut s.sound, tr!(tr, "settings-sound-on"));
                ui.add_enabled(
                    s.sound,
                    egui::Slider::new(&mut s.volume, 0.0..=1.0)
                        .text(tr!(tr, "settings-volume"))
                        .show_value(false),
                );
            });
            ui.end_row();
            let what = tr!(tr, "settings-board");
            style::row_label(ui, &what);
            let shown = tr.format(theme_name(s.theme), &[]);
            let menu = egui::ComboBox::from_id_salt("theme")
                .selected_text(&shown)
                .show_ui(ui, |ui| {
                    for t in ThemeName::ALL {
                        ui.selectable_value(&mut s.theme, t, tr.format(theme_name(t), &[]));
                    }
                });
            spoken_choice(menu.response, &what, &shown);
            ui.end_row();
            style::row_label(ui, &tr!(tr, "settings-appearance"));
            ui.horizontal(|ui| {
                for a in Appearance::ALL {
                    ui.radio_value(&mut s.appearance, a, tr.format(appearance_name(a), &[]));
                }
            });
            ui.end_row();
            style::row_label(ui, &tr!(tr, "settings-pieces"));
            ui.horizontal(|ui| {
                ui.radio_value(
                    &mut s.piece_style,
                    PieceStyle::Figures,
                    tr!(tr, "pieces-figures"),
                );
                ui.radio_value(
                    &mut s.piece_style,
                    PieceStyle::Letters,
                    tr!(tr, "pieces-letters"),
                );
            });
            ui.end_row();
            style::row_label(ui, &tr!(tr, "settings-animation"));
            ui.horizontal(|ui| {
                for a in AnimationSetting::ALL {
                    ui.radio_value(&mut s.animation, a, tr.format(animation_name(a), &[]));
                }
            });
            ui.end_row();
            style::row_label(ui, &tr!(tr, "settings-help"));
            ui.vertical(|ui| {
                ui.checkbox(&mut s.show_hints, tr!(tr, "settings-show-hints"));
                ui.checkbox(
                    &mut s.show_coordinates,
                    tr!(tr, "settings-show-coordinates"),
                );
            });
            ui.end_row();
            style::row_label(ui, &tr!(tr, "settings-play"));
            ui.vertical(|ui| {
                ui.checkbox(&mut s.auto_queen, tr!(tr, "settings-auto-queen"));
                ui.checkbox(&mut s.confirm_resign, tr!(tr, "settings-confirm-resign"));
                ui.checkbox(&mut s.turn_board, tr!(tr, "settings-turn-board"));
            });
            ui.end_row();
            style::row_label(ui, &tr!(tr, "settings-premove"));
            ui.horizontal(|ui| {
                for p in PremoveSetting::ALL {
                    ui.radio_value(&mut s.premove, p, tr.format(premove_name(p), &[]));
                }
            })
            .response
            .on_hover_text(tr!(tr, "settings-premove-hint"));
            ui.end_row();
            style::row_label(ui, &tr!(tr, "settings-computer"));
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    ui.radio_value(
                        &mut s.varied_openings,
                        true,
                        tr!(tr, "settings-varied-openings"),
                    )
                    .on_hover_text(tr!(tr, "settings-varied-openings-hint"));
                    ui.radio_value(
                        &mut s.varied_openings,
                        false,
                        tr!(tr, "settings-best-openings"),
                    )
                    .on_hover_text(tr!(tr, "settings-best-openings-hint"));
                });
                ui.checkbox(&mut s.infinite_lines, tr!(tr, "settings-infinite-lines"))
                    .on_hover_text(tr!(tr, "settings-infinite-lines-hint"));
                if let Some(engine) = crate::app::engine_lines::offered_engine(Some(s)) {
                    let name = engine
                        .file_stem()
                        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                    ui.checkbox(
                        &mut s.review_with_engine,
                        tr!(tr, "settings-review-with-engine", engine = name),
                    )
                    .on_hover_text(tr!(tr, "settings-review-with-engine-hint"));
                }
            });
            ui.end_row();
            let label = style::row_label(ui, &tr!(tr, "settings-my-names"));
            ui.add(
                egui::TextEdit::singleline(&mut s.my_names)
                    .hint_text(tr!(tr, "settings-my-names-example"))
                    .desired_width(260.0),
            )
            .labelled_by(label.id)
            .on_hover_text(tr!(tr, "settings-my-names-hint"));
            ui.end_row();
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::ui::pace::{Pacer, centre_of, click_frame, frame, named_rects};

    /// A CI run's e2e once lost this click (step 10, the French window):
    /// the press and release on the cross and a move away, in one frame.
    #[test]
    fn the_close_cross_clicked_as_the_pointer_moves_on_in_its_frame_closes_the_window() {
        let ctx = egui::Context::default();
        let (mut pacer, mut time) = (Pacer::default(), 0.0);
        let settings = Settings {
            language: Some("fr".into()),
            ..Default::default()
        };
        let tr = Tr::new(Language::French);
        let rects = named_rects(&ctx, &mut time, |ctx| draw_settings(ctx, &settings, &tr));
        let cross = centre_of(&rects, "Close window");
        let events = click_frame(
            cross,
            egui::PointerButton::Primary,
            Some(egui::pos2(5.0, 5.0)),
        );
        let open = frame(&ctx, &mut pacer, &mut time, events, |ctx| {
            draw_settings(ctx, &settings, &tr).0
        });
        assert!(open.contains(&false), "the window stayed open: {open:?}");
    }
}
