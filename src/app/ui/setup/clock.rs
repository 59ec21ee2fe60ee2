//! Setup's time-control picker: no clock, one of the presets, or a custom
//! control (base time, increment or delay, a handicap), with why a custom
//! one cannot start.

use crate::app::ui::style;
use bevy_egui::egui;

use crate::app::i18n::Tr;
use crate::app::ui::widgets::{spoken_choice, spoken_name};
use crate::rules::{Allowance, ClockKind, MAX_BASE, MAX_BONUS, TimeControl, TimeControlError};
use crate::{msg, tr};

/// The time controls lichess offers, grouped as it groups them (minutes
/// and seconds of increment).
const PRESETS: [(u64, u64); 11] = [
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
pub(super) fn time_control_picker(
    ui: &mut egui::Ui,
    heading: &str,
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
    let menu = egui::ComboBox::from_id_salt("time_control")
        .selected_text(&shown)
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
    spoken_choice(menu.response, heading, &shown);
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
            ui.label(egui::RichText::new(cannot_start(tr, &e)).color(style::warn(ui.visuals())));
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
        // Each number named with its side and unit for a screen reader
        // ("White: minutes"): the words shown come after it.
        let field = ui.add(egui::DragValue::new(&mut minutes).range(0..=MAX_BASE.as_secs() / 60));
        let unit = tr!(tr, "setup-minutes");
        spoken_name(field, &format!("{who} {unit}"));
        ui.label(unit);
        let field = ui.add(egui::DragValue::new(&mut seconds).range(0..=59));
        let unit = tr!(tr, "setup-seconds-plus");
        spoken_name(
            field,
            &format!("{who} {}", unit.trim_end_matches(['+', ' '])),
        );
        ui.label(unit);
        let field = ui.add(egui::DragValue::new(&mut bonus).range(0..=MAX_BONUS.as_secs()));
        spoken_name(field, &format!("{who} {bonus_word}"));
        ui.label(bonus_word);
    });
    let changed = Allowance::secs((minutes * 60 + seconds).min(MAX_BASE.as_secs()), bonus);
    if changed != *a {
        *a = changed;
    }
}
