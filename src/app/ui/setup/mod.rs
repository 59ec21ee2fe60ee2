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
use crate::app::settings::RememberChoices;
use crate::app::states::Screen;
use crate::app::view::Theme;
use crate::tr;
use clock::time_control_picker;
use egui_phosphor::regular as icon;
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
    mut remember: MessageWriter<RememberChoices>,
    mut browse: Browse,
    theme: Option<Res<Theme>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let accent = style::accent(&theme.as_deref().copied().unwrap_or_default());
    // Drawn every frame on a copy, written only when the player changed it.
    let mut choices = held.clone();
    let mut root = root_ui(&ctx);
    screen_panel(&mut root, |ui| {
        let title = tr!(tr, "setup-title");
        if style::screen_header(
            ui,
            &tr!(tr, "library-back"),
            (icon::SLIDERS_HORIZONTAL, &title),
            |_| {},
        ) {
            next.set(Screen::Menu);
        }
        ui.add_space(style::space::GAP);
        // The form in one card in the middle, Start under it.
        let width = FORM_WIDTH.min(ui.available_width());
        let left = ((ui.available_width() - width) / 2.0).max(0.0);
        ui.horizontal(|ui| {
            ui.add_space(left);
            ui.vertical(|ui| {
                ui.set_width(width);
                style::form_card(ui, width, |ui| {
                    egui::Grid::new("setup")
                        .num_columns(2)
                        .spacing(style::FORM_SPACING)
                        .show(ui, |ui| {
                            form(ui, &tr, &mut choices, &engine_notes, &mut browse);
                        });
                });
                ui.add_space(style::space::GAP);
                let startable = choices.time_control.is_none_or(|c| c.validate().is_ok());
                let start = ui.vertical_centered(|ui| {
                    style::primary_button(
                        ui,
                        (icon::PLAY, &tr!(tr, "setup-start")),
                        accent,
                        (style::size::HEADING, egui::vec2(240.0, 40.0)),
                        startable,
                    )
                });
                if start.inner.clicked() {
                    let [first, second] = default_names(&tr);
                    if choices.name.trim().is_empty() {
                        choices.name = first;
                    }
                    if choices.opponent.trim().is_empty() {
                        choices.opponent = second;
                    }
                    remember.write(choices.remembered());
                    commands.write(GameCommand::Start);
                }
                ui.add_space(style::space::GAP);
            });
        });
    });
    // Drawn every frame on a copy; a change goes to the session plugin.
    if choices != *held {
        change.write(ChoicesRequest::Set(Box::new(choices)));
    }
    Ok(())
}

/// The form's width, in points: the widest row (a custom clock's minutes,
/// seconds and increment) fits.
const FORM_WIDTH: f32 = 560.0;

/// The form's rows: the label on the left, the choices on the right.
fn form(
    ui: &mut egui::Ui,
    tr: &Tr,
    choices: &mut SetupChoices,
    engine_notes: &EngineNotes,
    browse: &mut Browse,
) {
    style::row_label(ui, &tr!(tr, "setup-opponent"));
    ui.vertical(|ui| {
        let mode = &mut choices.mode;
        ui.radio_value(mode, GameMode::HumanVsHuman, tr!(tr, "setup-two-players"));
        ui.radio_value(
            mode,
            GameMode::HumanVsComputer,
            tr!(tr, "setup-vs-computer"),
        );
        let watch = tr!(tr, "setup-computer-vs-computer");
        ui.radio_value(mode, GameMode::ComputerVsComputer, watch);
    });
    ui.end_row();
    if choices.mode != GameMode::HumanVsHuman {
        style::row_label(ui, &tr!(tr, "setup-computer"));
        ui.vertical(|ui| computer(ui, tr, choices, engine_notes, browse));
        ui.end_row();
    }
    if let Some(fen) = choices.start_fen.clone() {
        style::row_label(ui, &tr!(tr, "setup-start-position"));
        ui.vertical(|ui| {
            ui.label(egui::RichText::new(&fen).monospace());
            if ui.button(tr!(tr, "setup-standard-position")).clicked() {
                choices.start_fen = None;
            }
        });
        ui.end_row();
    }
    time_control_row(ui, tr, choices);
    style::row_label(ui, &tr!(tr, "setup-your-colour"));
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
    ui.end_row();
    style::row_label(ui, &tr!(tr, "setup-variant"));
    let fixed_start = choices.start_fen.is_some();
    variant_picker(ui, tr, &mut choices.chess960, fixed_start);
    ui.end_row();
    if choices.mode != GameMode::ComputerVsComputer {
        let label = style::row_label(ui, &tr!(tr, "setup-you"));
        ui.add(egui::TextEdit::singleline(&mut choices.name).char_limit(32))
            .labelled_by(label.id);
        ui.end_row();
    }
    if choices.mode == GameMode::HumanVsHuman {
        let label = style::row_label(ui, &tr!(tr, "setup-opponent"));
        ui.add(egui::TextEdit::singleline(&mut choices.opponent).char_limit(32))
            .labelled_by(label.id);
    } else {
        style::row_label(ui, &tr!(tr, "setup-computer"));
        ui.label(choices.computer_name());
    }
    ui.end_row();
}

/// The time control's row: the picker, and what a clock does to undo.
fn time_control_row(ui: &mut egui::Ui, tr: &Tr, choices: &mut SetupChoices) {
    let heading = tr!(tr, "setup-time-control");
    style::row_label(ui, &heading);
    ui.vertical(|ui| {
        time_control_picker(
            ui,
            &heading,
            tr,
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
            ui.label(style::caption(undo));
        }
    });
    ui.end_row();
}

/// Which computer: Rookery's engine at a level, or a UCI engine with its
/// path, strength and what it said when it last started.
fn computer(
    ui: &mut egui::Ui,
    tr: &Tr,
    choices: &mut SetupChoices,
    engine_notes: &EngineNotes,
    browse: &mut Browse,
) {
    ui.radio_value(
        &mut choices.engine,
        EngineChoice::Builtin,
        tr!(tr, "setup-builtin-engine"),
    );
    if choices.engine == EngineChoice::Builtin {
        level_picker(ui, tr, &mut choices.level);
    }
    ui.radio_value(
        &mut choices.engine,
        EngineChoice::External,
        tr!(tr, "setup-uci-engine"),
    );
    if choices.engine != EngineChoice::External {
        return;
    }
    ui.horizontal(|ui| {
        ui.add_space(24.0);
        let label = ui.label(tr!(tr, "setup-engine-path"));
        ui.add(egui::TextEdit::singleline(&mut choices.engine_path).desired_width(240.0))
            .labelled_by(label.id);
        browse.button(ui, tr, ChooseFor::Engine, &mut choices.engine_path);
    });
    ui.horizontal(|ui| {
        ui.add_space(24.0);
        ui.add(egui::Slider::new(&mut choices.engine_elo, 800..=3000).text(tr!(tr, "setup-elo")));
    });
    // What this engine said when it last started with these settings.
    let notes = match choices.computer() {
        Opponent::External { path, strength } => engine_notes.about(&path, strength).to_vec(),
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
