//! Setup's level picker: the built-in computer's strength, by level or by
//! rating, with what the level means.

use bevy_egui::egui;

use crate::app::i18n::Tr;
use crate::engine::Level;
use crate::{msg, tr};

/// The computer's strength: a level (0 the random mover to 8) or, by
/// rating, any Elo between level 1's and level 7's measured ratings.
pub(super) fn level_picker(ui: &mut egui::Ui, tr: &Tr, level: &mut Level) {
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
pub(in crate::app::ui) fn level_label(tr: &Tr, level: Level) -> String {
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
