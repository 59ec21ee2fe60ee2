//! The Puzzles screen's sections below the choice of puzzles: finding
//! puzzles in the player's games, the Woodpecker set, importing a lichess
//! puzzle file, and the rating's graph.

use bevy::prelude::*;
use bevy_egui::egui;

use super::super::chooser::Browse;
use super::super::widgets::{big_button, problem_label, spoken_name};
use crate::app::chooser::ChooseFor;
use crate::app::i18n::Tr;
use crate::app::puzzles::{Mining, PuzzleCommand, Trainer};
use crate::library::PuzzleChoice;
use crate::tr;

/// Making puzzles from the player's games: the button (with the games not
/// looked at yet), the pass under way with Stop, and how the last ended.
pub(super) fn mining_section(
    ui: &mut egui::Ui,
    tr: &Tr,
    mining: &Mining,
    to_look_at: u64,
    orders: &mut MessageWriter<PuzzleCommand>,
) {
    if let Some(p) = &mining.progress {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(tr!(
                tr,
                "puzzles-mining",
                looked = p.looked,
                of = p.of,
                added = p.added
            ));
            if ui.button(tr!(tr, "puzzles-mining-stop")).clicked() {
                orders.write(PuzzleCommand::StopMining);
            }
        });
        return;
    }
    if to_look_at > 0 {
        ui.horizontal(|ui| {
            if ui
                .button(tr!(tr, "puzzles-mine-games", count = to_look_at))
                .on_hover_text(tr!(tr, "puzzles-mine-games-hint"))
                .clicked()
            {
                orders.write(PuzzleCommand::MineMyGames);
            }
        });
    }
    match &mining.last {
        Some(Ok(report)) => {
            ui.label(tr!(
                tr,
                "puzzles-mined",
                looked = report.progress.looked,
                added = report.progress.added
            ));
        }
        Some(Err(why)) => {
            problem_label(
                ui,
                tr!(tr, "puzzle-library-problem", error = tr.text(why, false)),
            );
        }
        None => {}
    }
}

/// The Woodpecker set: its button (starting a set the first time), the
/// cycle under way and the cycles done with their times.
pub(super) fn woodpecker_section(
    ui: &mut egui::Ui,
    tr: &Tr,
    state: Option<&crate::library::Woodpecker>,
    trainer: &Trainer,
    orders: &mut MessageWriter<PuzzleCommand>,
) {
    let label = match state.and_then(|s| s.cycles.last().map(|c| (s.size, c))) {
        Some((size, cycle)) => tr!(
            tr,
            "puzzles-woodpecker-cycle",
            cycle = cycle.number,
            done = cycle.done,
            size = size
        ),
        None => tr!(
            tr,
            "puzzles-woodpecker-start",
            size = crate::library::woodpecker::SET_SIZE
        ),
    };
    if big_button(ui, &label, !trainer.waiting)
        .on_hover_text(tr!(tr, "puzzles-woodpecker-hint"))
        .clicked()
    {
        orders.write(PuzzleCommand::Start(PuzzleChoice::Woodpecker));
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!(tr, "puzzles-woodpecker-new"));
        for size in crate::library::woodpecker::SET_SIZES {
            let button = ui.add_enabled(!trainer.waiting, egui::Button::new(size.to_string()));
            let name = tr!(tr, "puzzles-woodpecker-new-size", size = size);
            if spoken_name(button, &name).on_hover_text(&name).clicked() {
                orders.write(PuzzleCommand::Start(PuzzleChoice::NewWoodpecker(size)));
            }
        }
    });
    if let Some(state) = state {
        for cycle in state.cycles.iter().filter(|c| c.done >= state.size) {
            let secs = cycle.seconds.round() as u64;
            ui.label(tr!(
                tr,
                "puzzles-woodpecker-done",
                cycle = cycle.number,
                solved = cycle.solved,
                size = state.size,
                time = format!("{}:{:02}", secs / 60, secs % 60)
            ));
        }
    }
}

/// Importing a lichess puzzle file (lichess_db_puzzle.csv): its path, the
/// progress with Cancel, and how it ended.
pub(super) fn import_section(
    ui: &mut egui::Ui,
    tr: &Tr,
    trainer: &Trainer,
    path: &mut String,
    (orders, browse): (&mut MessageWriter<PuzzleCommand>, &mut Browse),
) {
    let label = ui.label(tr!(tr, "puzzles-import-file"));
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(path)
                .hint_text("/path/to/lichess_db_puzzle.csv")
                .desired_width(300.0),
        )
        .labelled_by(label.id);
        browse.button(ui, tr, ChooseFor::Puzzles, path);
        let ready = !path.trim().is_empty() && trainer.importing.is_none();
        if ui
            .add_enabled(ready, egui::Button::new(tr!(tr, "library-import")))
            .clicked()
        {
            orders.write(PuzzleCommand::Import(path.trim().into()));
        }
    });
    if let Some(p) = &trainer.importing {
        let done = p.imported + p.skipped + p.refused;
        if let Some(total) = p.total_bytes.filter(|&t| t > 0) {
            ui.add(egui::ProgressBar::new(p.bytes as f32 / total as f32).show_percentage());
        }
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(tr!(
                tr,
                "puzzles-importing",
                lines = done,
                speed = p.per_second().round()
            ));
            if ui.button(tr!(tr, "library-cancel")).clicked() {
                orders.write(PuzzleCommand::CancelImport);
            }
        });
    }
    match &trainer.imported {
        Some(Ok(p)) => {
            ui.label(tr!(
                tr,
                "puzzles-imported",
                imported = p.imported,
                skipped = p.skipped,
                refused = p.refused
            ));
            if p.cancelled {
                ui.label(tr!(tr, "puzzles-import-cancelled"));
            }
            if let Some((line, why)) = p.refusals.first() {
                ui.label(
                    egui::RichText::new(tr!(
                        tr,
                        "puzzles-refused-line",
                        line = *line,
                        why = why.clone()
                    ))
                    .weak(),
                );
            }
        }
        Some(Err(why)) => {
            problem_label(ui, tr.text(why, false));
        }
        None => {}
    }
}

/// The rating after each rated try.
pub(super) fn rating_graph(ui: &mut egui::Ui, ratings: &[(i64, f64)]) {
    use egui_plot::{Line, MarkerShape, Plot, PlotPoints, Points};
    let points: Vec<[f64; 2]> = ratings
        .iter()
        .enumerate()
        .map(|(i, &(_, r))| [(i + 1) as f64, r])
        .collect();
    // A picture, not a control: its area and each axis would take a Tab
    // stop with nothing to do there (the figures are in the lines above).
    // Disabled (in a scope of its own, by the caller), without the dimming
    // a disabled control gets.
    ui.style_mut().visuals.disabled_alpha = 1.0;
    ui.disable();
    Plot::new("puzzle_rating")
        .height(160.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .include_x(0.0)
        .include_x((points.len() + 1) as f64)
        .include_y(1500.0)
        .show(ui, |plot| {
            let color = egui::Color32::from_rgb(120, 170, 230);
            plot.line(Line::new("rating", PlotPoints::from(points.clone())).color(color));
            plot.points(
                Points::new("tries", PlotPoints::from(points))
                    .shape(MarkerShape::Circle)
                    .filled(true)
                    .radius(3.0)
                    .color(color),
            );
        });
}
