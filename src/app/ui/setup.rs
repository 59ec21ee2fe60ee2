//! The Setup screen: opponent, engine, colour and names for a new game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::widgets::root_ui;
use crate::app::ai::EngineNotes;
use crate::app::i18n::{Tr, engine_note_text};
use crate::app::session::{
    Chess960Start, ColorChoice, EngineChoice, GameCommand, GameMode, Opponent, SetupChoices,
    default_names,
};
use crate::app::settings::RememberTimeControl;
use crate::app::states::Screen;
use crate::engine::Level;
use crate::rules::{
    Allowance, CHESS960_POSITIONS, ClockKind, MAX_BASE, MAX_BONUS, PieceKind, TimeControl,
    TimeControlError, back_rank,
};
use crate::{msg, tr};

/// The colour of a warning in Setup.
const WARNING: egui::Color32 = egui::Color32::from_rgb(240, 180, 60);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        setup_screen.run_if(in_state(Screen::Setup)),
    );
}

fn setup_screen(
    mut contexts: EguiContexts,
    mut held: ResMut<SetupChoices>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: MessageWriter<GameCommand>,
    engine_notes: Res<EngineNotes>,
    mut remember: MessageWriter<RememberTimeControl>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // Drawn every frame on a copy, written only when the player changed it.
    let mut choices = held.clone();
    let mut root = root_ui(&ctx);
    egui::CentralPanel::default().show(&mut root, |ui| {
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
                            ui.label(tr!(tr, "setup-engine-path"));
                            ui.add(
                                egui::TextEdit::singleline(&mut choices.engine_path)
                                    .desired_width(260.0),
                            );
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
                                        .color(WARNING),
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
                ui.label(egui::RichText::new(tr!(tr, "setup-time-control")).strong());
                time_control_picker(
                    ui,
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
                        ui.label(tr!(tr, "setup-you"));
                        ui.add(egui::TextEdit::singleline(&mut choices.name).char_limit(32));
                        ui.end_row();
                    }
                    if choices.mode == GameMode::HumanVsHuman {
                        ui.label(tr!(tr, "setup-opponent"));
                        ui.add(egui::TextEdit::singleline(&mut choices.opponent).char_limit(32));
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
    held.set_if_neq(choices);
    Ok(())
}

/// The computer's strength: a level (0 the random mover to 8) or, by
/// rating, any Elo between level 1's and level 7's measured ratings.
fn level_picker(ui: &mut egui::Ui, tr: &Tr, level: &mut Level) {
    let by_rating = matches!(level, Level::Elo(_));
    let mut choose_rating = by_rating;
    ui.horizontal(|ui| {
        ui.add_space(24.0);
        ui.radio_value(&mut choose_rating, false, tr!(tr, "setup-by-level"));
        ui.radio_value(&mut choose_rating, true, tr!(tr, "setup-by-rating"));
    });
    if choose_rating != by_rating {
        *level = if choose_rating {
            Level::from_elo(u32::from(level.rating().unwrap_or(Level::ELO_MIN)))
        } else {
            Level::Strength(level.strength().map_or(1, |s| s.round() as u8))
        };
    }
    ui.horizontal(|ui| {
        ui.add_space(24.0);
        match *level {
            Level::Elo(elo) => {
                let mut elo = elo.clamp(Level::ELO_MIN, Level::ELO_MAX);
                let slider = egui::Slider::new(&mut elo, Level::ELO_MIN..=Level::ELO_MAX)
                    .step_by(10.0)
                    .text(tr!(tr, "setup-elo"));
                if ui.add(slider).changed() {
                    *level = Level::Elo(elo);
                }
            }
            _ => {
                let mut n = match *level {
                    Level::Strength(n) => n,
                    _ => 0,
                };
                if ui
                    .add(egui::Slider::new(&mut n, 0..=8).text(tr!(tr, "setup-level-slider")))
                    .changed()
                {
                    *level = if n == 0 {
                        Level::Random
                    } else {
                        Level::Strength(n)
                    };
                }
            }
        }
    });
    ui.horizontal(|ui| {
        ui.add_space(24.0);
        ui.label(egui::RichText::new(level_label(tr, *level)).strong());
    });
    ui.horizontal(|ui| {
        ui.add_space(24.0);
        ui.label(egui::RichText::new(tr.format(level_blurb(*level), &[])).weak());
    });
}

/// The level with its rating, as [`Level::label`] writes it in English:
/// "Level 3 · about 1450", "Elo 1500 · between levels 4 and 5", "Elo 1450
/// · level 3", "Random mover".
fn level_label(tr: &Tr, level: Level) -> String {
    match (level, level.rating(), level.strength()) {
        (Level::Strength(n), Some(elo), _) => tr!(
            tr,
            "setup-level-about",
            level = n.clamp(1, Level::MAX_STRENGTH),
            elo = elo
        ),
        (Level::Elo(_), Some(elo), Some(s)) if s.fract() > 0.0 => {
            let below = s.floor() as u8;
            tr!(
                tr,
                "setup-elo-between",
                elo = elo,
                below = below,
                above = below + 1
            )
        }
        (Level::Elo(_), Some(elo), Some(s)) => {
            tr!(tr, "setup-elo-level", elo = elo, level = s as u8)
        }
        _ => tr!(tr, "setup-level-random"),
    }
}

/// What a level means, in a few words, for Setup (its message).
fn level_blurb(level: Level) -> &'static str {
    let level = match level {
        Level::Elo(_) => Level::Strength(level.strength().map_or(1, |s| s.round() as u8)),
        other => other,
    };
    match level {
        Level::Random => msg!("setup-blurb-random"),
        Level::Strength(1) => msg!("setup-blurb-1"),
        Level::Strength(2) => msg!("setup-blurb-2"),
        Level::Strength(3) => msg!("setup-blurb-3"),
        Level::Strength(4) => msg!("setup-blurb-4"),
        Level::Strength(5) => msg!("setup-blurb-5"),
        Level::Strength(6) => msg!("setup-blurb-6"),
        Level::Strength(7) => msg!("setup-blurb-7"),
        _ => msg!("setup-blurb-full"),
    }
}

/// The time controls lichess offers, grouped as it groups them (minutes
/// and seconds of increment).
pub const PRESETS: [(u64, u64); 11] = [
    (1, 0),
    (2, 1),
    (3, 0),
    (3, 2),
    (5, 0),
    (5, 3),
    (10, 0),
    (10, 5),
    (15, 10),
    (30, 0),
    (30, 20),
];

/// "No clock", one of the presets, or Custom: minutes and seconds, the
/// increment or delay and its kind, and for a handicap each side its own.
fn time_control_picker(
    ui: &mut egui::Ui,
    tr: &Tr,
    control: &mut Option<TimeControl>,
    custom: &mut bool,
    handicap: &mut bool,
) {
    let is_preset = |c: &TimeControl| {
        PRESETS
            .iter()
            .any(|&(m, i)| TimeControl::fischer(m * 60, i) == *c)
    };
    let shown = match control {
        None => tr!(tr, "setup-no-clock"),
        Some(_) if *custom => tr!(tr, "setup-custom"),
        Some(c) => c.to_string(),
    };
    egui::ComboBox::from_id_salt("time_control")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            if ui
                .selectable_label(control.is_none(), tr!(tr, "setup-no-clock"))
                .clicked()
            {
                *control = None;
                *custom = false;
            }
            for (minutes, increment) in PRESETS {
                let preset = TimeControl::fischer(minutes * 60, increment);
                let chosen = !*custom && *control == Some(preset);
                if ui.selectable_label(chosen, preset.to_string()).clicked() {
                    *control = Some(preset);
                    *custom = false;
                }
            }
            if ui
                .selectable_label(*custom, tr!(tr, "setup-custom"))
                .clicked()
            {
                *custom = true;
                control.get_or_insert(TimeControl::fischer(10 * 60, 0));
            }
        });
    // A remembered control that is no preset opens as Custom (a handicap
    // with both sides' fields).
    if control.is_some_and(|c| !is_preset(&c)) {
        *custom = true;
    }
    if control.is_some_and(|c| c.is_handicap()) {
        *handicap = true;
    }
    let Some(c) = control.as_mut().filter(|_| *custom) else {
        return;
    };
    ui.horizontal(|ui| {
        ui.add_space(24.0);
        for kind in ClockKind::ALL {
            let label = match kind {
                ClockKind::Fischer => tr!(tr, "setup-increment"),
                ClockKind::Bronstein => tr!(tr, "setup-bronstein"),
                ClockKind::SimpleDelay => tr!(tr, "setup-simple-delay"),
            };
            ui.radio_value(&mut c.kind, kind, label)
                .on_hover_text(tr.format(kind_explained(kind), &[]));
        }
    });
    let bonus_word = match c.kind {
        ClockKind::Fischer => tr!(tr, "setup-seconds-increment"),
        _ => tr!(tr, "setup-seconds-delay"),
    };
    if *handicap {
        let white = tr!(tr, "setup-allowance-white");
        allowance_editor(ui, tr, &white, &mut c.white, &bonus_word);
        let black = tr!(tr, "setup-allowance-black");
        allowance_editor(ui, tr, &black, &mut c.black, &bonus_word);
    } else {
        let each = tr!(tr, "setup-allowance-each");
        allowance_editor(ui, tr, &each, &mut c.white, &bonus_word);
        c.black = c.white;
    }
    ui.horizontal(|ui| {
        ui.add_space(24.0);
        if ui.checkbox(handicap, tr!(tr, "setup-handicap")).changed() && !*handicap {
            c.black = c.white;
        }
    });
    if let Err(e) = c.validate() {
        ui.horizontal(|ui| {
            ui.add_space(24.0);
            ui.label(egui::RichText::new(cannot_start(tr, &e)).color(WARNING));
        });
    }
}

/// Why a custom control cannot start, under it.
fn cannot_start(tr: &Tr, e: &TimeControlError) -> String {
    match e {
        TimeControlError::NoTime => tr!(tr, "setup-cant-start-no-time"),
        TimeControlError::TooLong => tr!(tr, "setup-cant-start-too-long"),
        TimeControlError::Unreadable(text) => {
            tr!(tr, "setup-cant-start-unreadable", text = text.as_str())
        }
    }
}

/// What each kind of clock does, for its button's tooltip (its message).
fn kind_explained(kind: ClockKind) -> &'static str {
    match kind {
        ClockKind::Fischer => msg!("setup-increment-hint"),
        ClockKind::Bronstein => msg!("setup-bronstein-hint"),
        ClockKind::SimpleDelay => msg!("setup-simple-delay-hint"),
    }
}

/// One side's base time (minutes and seconds) and increment or delay;
/// `who` is the row's label with its colon ("White:").
fn allowance_editor(ui: &mut egui::Ui, tr: &Tr, who: &str, a: &mut Allowance, bonus_word: &str) {
    let base = a.base.as_secs();
    let (mut minutes, mut seconds) = (base / 60, base % 60);
    let mut bonus = a.bonus.as_secs();
    ui.horizontal(|ui| {
        ui.add_space(24.0);
        ui.label(who);
        ui.add(egui::DragValue::new(&mut minutes).range(0..=MAX_BASE.as_secs() / 60));
        ui.label(tr!(tr, "setup-minutes"));
        ui.add(egui::DragValue::new(&mut seconds).range(0..=59));
        ui.label(tr!(tr, "setup-seconds-plus"));
        ui.add(egui::DragValue::new(&mut bonus).range(0..=MAX_BONUS.as_secs()));
        ui.label(bonus_word);
    });
    let changed = Allowance::secs((minutes * 60 + seconds).min(MAX_BASE.as_secs()), bonus);
    if changed != *a {
        *a = changed;
    }
}

/// Standard chess or Chess960, and which Chess960 start position: drawn at
/// random when the game starts, or the one with the number given (its back
/// rank shown beside it, 518 being the standard one). With a start position
/// given (a FEN, the editor) Chess960 only says how it is played.
fn variant_picker(
    ui: &mut egui::Ui,
    tr: &Tr,
    chess960: &mut Option<Chess960Start>,
    fixed_start: bool,
) {
    ui.label(egui::RichText::new(tr!(tr, "setup-variant")).strong());
    ui.horizontal(|ui| {
        ui.radio_value(chess960, None, tr!(tr, "setup-standard"));
        if ui
            .radio(chess960.is_some(), tr!(tr, "setup-chess960"))
            .on_hover_text(tr!(tr, "setup-chess960-hint"))
            .clicked()
            && chess960.is_none()
        {
            *chess960 = Some(Chess960Start::Random);
        }
        if chess960.is_some() && fixed_start {
            ui.label(egui::RichText::new(tr!(tr, "setup-from-position-above")).weak());
        } else if let Some(start) = chess960 {
            ui.label("  ");
            ui.radio_value(start, Chess960Start::Random, tr!(tr, "setup-random"));
            let mut number = match *start {
                Chess960Start::Number(n) => n,
                Chess960Start::Random => 518,
            };
            let numbered = matches!(start, Chess960Start::Number(_));
            if ui.radio(numbered, tr!(tr, "setup-number")).clicked() {
                *start = Chess960Start::Number(number);
            }
            let field = ui.add_enabled(
                numbered,
                egui::DragValue::new(&mut number).range(0..=CHESS960_POSITIONS - 1),
            );
            if field.changed() {
                *start = Chess960Start::Number(number);
            }
            if numbered && let Some(rank) = back_rank(number) {
                ui.label(egui::RichText::new(rank_letters(tr, &rank)).monospace());
            }
        }
    });
}

/// A back rank as its pieces' letters in the language's notation, a-file
/// first ("RNBQKBNR", "TCFDRFCT" in French).
fn rank_letters(tr: &Tr, rank: &[PieceKind; 8]) -> String {
    rank.iter()
        .map(|k| tr.san(&k.upper_char().to_string(), false).into_owned())
        .collect()
}
