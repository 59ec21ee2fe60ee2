//! The Puzzles screen (home screen: Puzzles): the player's puzzle rating and
//! its graph, the record (tries, solved, the streak), the failed puzzles
//! due again, the record by theme, and the choice of puzzles: rated ones
//! near the rating, the failed ones due again, those made from the
//! player's own games, or one theme. The puzzles
//! themselves are solved on the board (`app::puzzles`).

use crate::app::ui::style;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::chooser::Browse;
use super::widgets::{big_button, problem_label, root_ui, screen_panel, spoken_choice};
use crate::app::i18n::Tr;
use crate::app::puzzles::{Mining, PuzzleCommand, Trainer};
use crate::app::states::Screen;
use crate::library::PuzzleChoice;
use crate::{msg, tr};

mod sections;
use sections::{import_section, mining_section, rating_graph, woodpecker_section};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        puzzles_screen.run_if(in_state(Screen::Puzzles)),
    );
}

/// The themes Rookery names in the player's language (lichess's names,
/// as the generator and lichess's puzzle file write them).
const THEMES: [(&str, &str); 36] = [
    ("mate", msg!("theme-mate")),
    ("mateIn1", msg!("theme-mateIn1")),
    ("mateIn2", msg!("theme-mateIn2")),
    ("mateIn3", msg!("theme-mateIn3")),
    ("mateIn4", msg!("theme-mateIn4")),
    ("mateIn5", msg!("theme-mateIn5")),
    ("advantage", msg!("theme-advantage")),
    ("crushing", msg!("theme-crushing")),
    ("oneMove", msg!("theme-oneMove")),
    ("short", msg!("theme-short")),
    ("long", msg!("theme-long")),
    ("veryLong", msg!("theme-veryLong")),
    ("backRankMate", msg!("theme-backRankMate")),
    ("smotheredMate", msg!("theme-smotheredMate")),
    ("fork", msg!("theme-fork")),
    ("pin", msg!("theme-pin")),
    ("skewer", msg!("theme-skewer")),
    ("discoveredAttack", msg!("theme-discoveredAttack")),
    ("doubleCheck", msg!("theme-doubleCheck")),
    ("hangingPiece", msg!("theme-hangingPiece")),
    ("sacrifice", msg!("theme-sacrifice")),
    ("promotion", msg!("theme-promotion")),
    ("underPromotion", msg!("theme-underPromotion")),
    ("enPassant", msg!("theme-enPassant")),
    ("castling", msg!("theme-castling")),
    ("advancedPawn", msg!("theme-advancedPawn")),
    ("quietMove", msg!("theme-quietMove")),
    ("opening", msg!("theme-opening")),
    ("middlegame", msg!("theme-middlegame")),
    ("endgame", msg!("theme-endgame")),
    ("pawnEndgame", msg!("theme-pawnEndgame")),
    ("rookEndgame", msg!("theme-rookEndgame")),
    ("queenEndgame", msg!("theme-queenEndgame")),
    ("bishopEndgame", msg!("theme-bishopEndgame")),
    ("knightEndgame", msg!("theme-knightEndgame")),
    ("queenRookEndgame", msg!("theme-queenRookEndgame")),
];

/// A theme's name for the player: its translation, or lichess's name in
/// words ("attraction": "attraction", "xRayAttack": "x ray attack").
pub(in crate::app::ui) fn theme_name(tr: &Tr, theme: &str) -> String {
    if let Some((_, id)) = THEMES.iter().find(|(name, _)| *name == theme) {
        return tr.format(id, &[]);
    }
    let mut words = String::new();
    for c in theme.chars() {
        if c.is_ascii_uppercase()
            || (c.is_ascii_digit() && !words.ends_with(|p: char| p.is_ascii_digit()))
        {
            words.push(' ');
        }
        words.push(c.to_ascii_lowercase());
    }
    words
}

/// The most themes listed with their record.
const THEMES_SHOWN: usize = 14;

fn puzzles_screen(
    mut contexts: EguiContexts,
    (trainer, mining): (Res<Trainer>, Res<Mining>),
    mut orders: MessageWriter<PuzzleCommand>,
    mut next_screen: ResMut<NextState<Screen>>,
    (mut theme, mut path, mut opening): (
        Local<Option<usize>>,
        Local<String>,
        Local<Option<String>>,
    ),
    mut browse: Browse,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = root_ui(&ctx);
    screen_panel(&mut root, |ui| {
        if style::screen_header(
            ui,
            &tr!(tr, "library-back"),
            (
                egui_phosphor::regular::PUZZLE_PIECE,
                &tr!(tr, "puzzles-title"),
            ),
            |_| {},
        ) {
            next_screen.set(Screen::Menu);
        }
        ui.separator();
        let board = trainer.dashboard.as_ref();
        ui.columns(2, |columns| {
            let ui = &mut columns[0];
            if let Some(player) = board
                .and_then(|b| b.ratings.last())
                .map(|&(_, rating)| rating.round() as i64)
            {
                ui.heading(tr!(tr, "puzzle-your-rating", rating = player));
            } else {
                ui.heading(tr!(tr, "puzzles-unrated"));
            }
            if let Some(b) = board {
                ui.label(tr!(
                    tr,
                    "puzzles-record",
                    tries = b.tries,
                    solved = b.solved,
                    streak = b.streak,
                    best = b.best_streak
                ));
                ui.label(tr!(tr, "puzzles-in-library", count = b.puzzles));
            }
            ui.add_space(10.0);
            if big_button(ui, &tr!(tr, "puzzles-rated"), !trainer.waiting)
                .on_hover_text(tr!(tr, "puzzles-rated-hint"))
                .clicked()
            {
                orders.write(PuzzleCommand::Start(PuzzleChoice::Rated));
            }
            ui.add_space(6.0);
            let due = board.map_or(0, |b| b.due);
            if big_button(
                ui,
                &tr!(tr, "puzzles-due", count = due),
                due > 0 && !trainer.waiting,
            )
            .on_hover_text(tr!(tr, "puzzles-due-hint"))
            .clicked()
            {
                orders.write(PuzzleCommand::Start(PuzzleChoice::Due));
            }
            ui.add_space(6.0);
            let mine = board.map_or(0, |b| b.mine_untried);
            if big_button(
                ui,
                &tr!(tr, "puzzles-mine", count = mine),
                mine > 0 && !trainer.waiting,
            )
            .on_hover_text(tr!(tr, "puzzles-mine-hint"))
            .clicked()
            {
                orders.write(PuzzleCommand::Start(PuzzleChoice::Mine));
            }
            mining_section(
                ui,
                &tr,
                &mining,
                board.map_or(0, |b| b.games_to_mine),
                &mut orders,
            );
            ui.add_space(6.0);
            woodpecker_section(
                ui,
                &tr,
                board.and_then(|b| b.woodpecker.as_ref()),
                &trainer,
                &mut orders,
            );
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let shown = theme.map_or_else(
                    || tr!(tr, "puzzles-pick-theme"),
                    |i| theme_name(&tr, THEMES[i].0),
                );
                let menu = egui::ComboBox::from_id_salt("puzzle_theme")
                    .selected_text(&shown)
                    .show_ui(ui, |ui| {
                        for (i, (name, _)) in THEMES.iter().enumerate() {
                            ui.selectable_value(&mut *theme, Some(i), theme_name(&tr, name));
                        }
                    });
                spoken_choice(menu.response, &tr!(tr, "puzzles-theme-choice"), &shown);
                let chosen = *theme;
                if ui
                    .add_enabled(
                        chosen.is_some() && !trainer.waiting,
                        egui::Button::new(tr!(tr, "puzzles-theme-start")),
                    )
                    .clicked()
                    && let Some(i) = chosen
                {
                    orders.write(PuzzleCommand::Start(PuzzleChoice::Theme(
                        THEMES[i].0.to_string(),
                    )));
                }
            });
            let openings = board.map_or(&[][..], |b| b.openings.as_slice());
            if !openings.is_empty() {
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    let shown = opening
                        .as_deref()
                        .map_or_else(|| tr!(tr, "puzzles-pick-opening"), |o| o.replace('_', " "));
                    let menu = egui::ComboBox::from_id_salt("puzzle_opening")
                        .selected_text(&shown)
                        .height(400.0)
                        .show_ui(ui, |ui| {
                            for (name, count) in openings.iter().take(200) {
                                ui.selectable_value(
                                    &mut *opening,
                                    Some(name.clone()),
                                    format!("{} ({count})", name.replace('_', " ")),
                                );
                            }
                        });
                    spoken_choice(menu.response, &tr!(tr, "puzzles-opening-choice"), &shown);
                    if ui
                        .add_enabled(
                            opening.is_some() && !trainer.waiting,
                            egui::Button::new(tr!(tr, "puzzles-opening-start")),
                        )
                        .clicked()
                        && let Some(name) = opening.clone()
                    {
                        orders.write(PuzzleCommand::Start(PuzzleChoice::Opening(name)));
                    }
                });
            }
            if trainer.waiting {
                ui.spinner();
            }
            ui.add_space(12.0);
            import_section(ui, &tr, &trainer, &mut path, (&mut orders, &mut browse));
            if let Some(problem) = &trainer.problem {
                ui.add_space(8.0);
                problem_label(ui, tr.text(problem, false));
            }
            let ui = &mut columns[1];
            ui.label(egui::RichText::new(tr!(tr, "puzzles-graph")).strong());
            ui.scope(|ui| rating_graph(ui, board.map_or(&[], |b| b.ratings.as_slice())));
            ui.add_space(8.0);
            ui.label(egui::RichText::new(tr!(tr, "puzzles-by-theme")).strong());
            if let Some(b) = board {
                egui::Grid::new("puzzle_themes")
                    .striped(true)
                    .show(ui, |ui| {
                        for record in b.themes.iter().take(THEMES_SHOWN) {
                            ui.label(theme_name(&tr, &record.theme));
                            ui.label(tr!(
                                tr,
                                "puzzles-theme-record",
                                solved = record.solved,
                                failed = record.failed
                            ));
                            ui.end_row();
                        }
                    });
            }
        });
    });
    Ok(())
}
