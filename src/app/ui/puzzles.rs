//! The Puzzles screen (main menu: Puzzles): the player's puzzle rating and
//! its graph, the record (tries, solved, the streak), the failed puzzles
//! due again, the record by theme, and the choice of puzzles: rated ones
//! near the rating, the failed ones due again, those made from the
//! player's own games, or one theme. The puzzles
//! themselves are solved on the board (`app::puzzles`).

use crate::app::ui::style;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::chooser::Browse;
use super::widgets::{
    big_button, problem_label, root_ui, screen_panel, spoken_choice, spoken_name,
};
use crate::app::chooser::ChooseFor;
use crate::app::i18n::Tr;
use crate::app::puzzles::{Mining, PuzzleCommand, Trainer};
use crate::app::states::Screen;
use crate::library::PuzzleChoice;
use crate::{msg, tr};

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

/// Making puzzles from the player's games: the button (with the games not
/// looked at yet), the pass under way with Stop, and how the last ended.
fn mining_section(
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
fn woodpecker_section(
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
fn import_section(
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
fn rating_graph(ui: &mut egui::Ui, ratings: &[(i64, f64)]) {
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
