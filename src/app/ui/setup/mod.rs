//! The Setup screen: opponent, engine, colour and names for a new game.
//! Its pickers are apart: the computer's level (`level`), the time control
//! (`clock`) and the variant, standard or Chess960 (`variant`).

mod clock;
pub(super) mod level;
mod variant;

use crate::app::ui::style;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::chooser::Browse;
use super::widgets::{root_ui, screen_panel};
use crate::app::ai::EngineNotes;
use crate::app::chooser::ChooseFor;
use crate::app::i18n::{Tr, engine_note_text};
use crate::app::session::{
    ChoicesRequest, ColorChoice, EngineChoice, GameCommand, GameMode, Opponent, SetupChoices,
    default_names,
};
use crate::app::settings::RememberTimeControl;
use crate::app::states::Screen;
use crate::tr;
use clock::time_control_picker;
use level::level_picker;
use variant::variant_picker;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        setup_screen.run_if(in_state(Screen::Setup)),
    );
}

fn setup_screen(
    mut contexts: EguiContexts,
    held: Res<SetupChoices>,
    mut change: MessageWriter<ChoicesRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: MessageWriter<GameCommand>,
    engine_notes: Res<EngineNotes>,
    mut remember: MessageWriter<RememberTimeControl>,
    mut browse: Browse,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // Drawn every frame on a copy, written only when the player changed it.
    let mut choices = held.clone();
    let mut root = root_ui(&ctx);
    screen_panel(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.12);
            ui.label(
                egui::RichText::new(tr!(tr, "setup-title"))
                    .size(36.0)
                    .strong(),
            );
            ui.add_space(20.0);
        });
        let width = 360.0;
        let left = ((ui.available_width() - width) / 2.0).max(0.0);
        ui.horizontal(|ui| {
            ui.add_space(left);
            ui.vertical(|ui| {
                ui.set_width(width);
                ui.label(egui::RichText::new(tr!(tr, "setup-opponent")).strong());
                ui.radio_value(
                    &mut choices.mode,
                    GameMode::HumanVsHuman,
                    tr!(tr, "setup-two-players"),
                );
                ui.radio_value(
                    &mut choices.mode,
                    GameMode::HumanVsComputer,
                    tr!(tr, "setup-vs-computer"),
                );
                ui.radio_value(
                    &mut choices.mode,
                    GameMode::ComputerVsComputer,
                    tr!(tr, "setup-computer-vs-computer"),
                );
                if choices.mode != GameMode::HumanVsHuman {
                    ui.add_space(12.0);
                    ui.label(egui::RichText::new(tr!(tr, "setup-computer")).strong());
                    ui.radio_value(
                        &mut choices.engine,
                        EngineChoice::Builtin,
                        tr!(tr, "setup-builtin-engine"),
                    );
                    if choices.engine == EngineChoice::Builtin {
                        level_picker(ui, &tr, &mut choices.level);
                    }
                    ui.radio_value(
                        &mut choices.engine,
                        EngineChoice::External,
                        tr!(tr, "setup-uci-engine"),
                    );
                    if choices.engine == EngineChoice::External {
                        ui.horizontal(|ui| {
                            ui.add_space(24.0);
                            let label = ui.label(tr!(tr, "setup-engine-path"));
                            ui.add(
                                egui::TextEdit::singleline(&mut choices.engine_path)
                                    .desired_width(260.0),
                            )
                            .labelled_by(label.id);
                            browse.button(ui, &tr, ChooseFor::Engine, &mut choices.engine_path);
                        });
                        ui.horizontal(|ui| {
                            ui.add_space(24.0);
                            ui.add(
                                egui::Slider::new(&mut choices.engine_elo, 800..=3000)
                                    .text(tr!(tr, "setup-elo")),
                            );
                        });
                        // What this engine said when it last started with these settings.
                        let notes = match choices.computer() {
                            Opponent::External { path, strength } => {
                                engine_notes.about(&path, strength).to_vec()
                            }
                            Opponent::Builtin(_) => Vec::new(),
                        };
                        for note in notes {
                            ui.horizontal(|ui| {
                                ui.add_space(24.0);
                                ui.label(
                                    egui::RichText::new(tr.text(&engine_note_text(&note), false))
                                        .color(style::warn(ui.visuals())),
                                );
                            });
                        }
                    }
                }
                if let Some(fen) = choices.start_fen.clone() {
                    ui.add_space(12.0);
                    ui.label(egui::RichText::new(tr!(tr, "setup-start-position")).strong());
                    ui.label(egui::RichText::new(&fen).monospace().small());
                    if ui.button(tr!(tr, "setup-standard-position")).clicked() {
                        choices.start_fen = None;
                    }
                }
                ui.add_space(12.0);
                let heading = tr!(tr, "setup-time-control");
                ui.label(egui::RichText::new(&heading).strong());
                time_control_picker(
                    ui,
                    &heading,
                    &tr,
                    &mut choices.time_control,
                    &mut choices.custom_clock,
                    &mut choices.custom_handicap,
                );
                if choices.time_control.is_some() {
                    let undo = match choices.mode {
                        GameMode::HumanVsComputer => tr!(tr, "setup-undo-casual"),
                        GameMode::HumanVsHuman => tr!(tr, "setup-undo-off"),
                        GameMode::ComputerVsComputer => String::new(),
                    };
                    ui.label(egui::RichText::new(undo).weak());
                }
                ui.add_space(12.0);
                ui.label(egui::RichText::new(tr!(tr, "setup-your-colour")).strong());
                ui.add_enabled_ui(choices.mode != GameMode::ComputerVsComputer, |ui| {
                    ui.horizontal(|ui| {
                        ui.radio_value(
                            &mut choices.color,
                            ColorChoice::White,
                            tr!(tr, "setup-white"),
                        );
                        ui.radio_value(
                            &mut choices.color,
                            ColorChoice::Black,
                            tr!(tr, "setup-black"),
                        );
                        ui.radio_value(
                            &mut choices.color,
                            ColorChoice::Random,
                            tr!(tr, "setup-random"),
                        );
                    });
                });
                ui.add_space(12.0);
                let fixed_start = choices.start_fen.is_some();
                variant_picker(ui, &tr, &mut choices.chess960, fixed_start);
                ui.add_space(12.0);
                ui.label(egui::RichText::new(tr!(tr, "setup-players")).strong());
                egui::Grid::new("names").num_columns(2).show(ui, |ui| {
                    if choices.mode != GameMode::ComputerVsComputer {
                        let label = ui.label(tr!(tr, "setup-you"));
                        ui.add(egui::TextEdit::singleline(&mut choices.name).char_limit(32))
                            .labelled_by(label.id);
                        ui.end_row();
                    }
                    if choices.mode == GameMode::HumanVsHuman {
                        let label = ui.label(tr!(tr, "setup-opponent"));
                        ui.add(egui::TextEdit::singleline(&mut choices.opponent).char_limit(32))
                            .labelled_by(label.id);
                        ui.end_row();
                    } else {
                        ui.label(tr!(tr, "setup-computer"));
                        ui.label(choices.computer_name());
                        ui.end_row();
                    }
                });
                ui.add_space(20.0);
                ui.horizontal(|ui| {
                    let startable = choices.time_control.is_none_or(|c| c.validate().is_ok());
                    if ui
                        .add_enabled(
                            startable,
                            egui::Button::new(
                                egui::RichText::new(tr!(tr, "setup-start")).size(20.0),
                            )
                            .min_size(egui::vec2(120.0, 36.0)),
                        )
                        .clicked()
                    {
                        let [first, second] = default_names(&tr);
                        if choices.name.trim().is_empty() {
                            choices.name = first;
                        }
                        if choices.opponent.trim().is_empty() {
                            choices.opponent = second;
                        }
                        remember.write(RememberTimeControl(choices.time_control));
                        commands.write(GameCommand::Start);
                    }
                    if ui
                        .add(
                            egui::Button::new(
                                egui::RichText::new(tr!(tr, "setup-back")).size(20.0),
                            )
                            .min_size(egui::vec2(120.0, 36.0)),
                        )
                        .clicked()
                    {
                        next.set(Screen::Menu);
                    }
                });
            });
        });
    });
    // Drawn every frame on a copy; a change goes to the session plugin.
    if choices != *held {
        change.write(ChoicesRequest::Set(Box::new(choices)));
    }
    Ok(())
}
