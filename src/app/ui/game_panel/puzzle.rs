//! The panel while a puzzle is on the board: whose move it is to find,
//! the verdict, the move box, the ratings (the player's, with the change a
//! rated try made, and the puzzle's once it is over), the themes and the
//! game it came from, and the buttons: the solution, the next puzzle,
//! Analyse and the menu.

use crate::app::ui::style;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use super::MoveBox;
use super::controls::move_box;
use crate::app::i18n::Tr;
use crate::app::puzzles::{PuzzleCommand, Stage, Trainer};
use crate::app::session::{GameCommand, Session, StatusKind, StatusLine};
use crate::app::ui::puzzles::theme_name;
use crate::rules::Color;
use crate::tr;

/// What the puzzle section reads and sends.
#[derive(SystemParam)]
pub(super) struct PuzzleView<'w> {
    trainer: Res<'w, Trainer>,
    orders: MessageWriter<'w, PuzzleCommand>,
}

pub(super) fn puzzle_section(
    ui: &mut egui::Ui,
    tr: &Tr,
    (session, line): (&Session, &StatusLine),
    typed: &mut MoveBox,
    commands: &mut MessageWriter<GameCommand>,
    view: &mut PuzzleView,
) {
    let trainer = &*view.trainer;
    ui.heading(tr!(tr, "puzzle-title"));
    let Some(current) = &trainer.current else {
        if trainer.waiting {
            ui.spinner();
        }
        return;
    };
    let solver = current.start.side_to_move().other();
    ui.label(egui::RichText::new(tr!(tr, "puzzle-id", id = current.key.clone())).weak());
    ui.separator();
    let (text, color) = match current.stage {
        Stage::Opening => (tr!(tr, "puzzle-watch"), None),
        Stage::Solving if current.wrong => (
            tr!(tr, "puzzle-not-the-move"),
            Some(style::warn(ui.visuals())),
        ),
        Stage::Solving if solver == Color::White => (tr!(tr, "puzzle-find-white"), None),
        Stage::Solving => (tr!(tr, "puzzle-find-black"), None),
        Stage::Checking => (tr!(tr, "puzzle-checking"), None),
        Stage::Replying => (tr!(tr, "puzzle-best-move"), Some(style::good(ui.visuals()))),
        Stage::Solved if current.failed => (
            tr!(tr, "puzzle-solved-after-mistake"),
            Some(style::warn(ui.visuals())),
        ),
        Stage::Solved => match &current.also {
            Some(san) => (
                tr!(tr, "puzzle-also-wins", san = san.clone()),
                Some(style::good(ui.visuals())),
            ),
            None => (tr!(tr, "puzzle-solved"), Some(style::good(ui.visuals()))),
        },
        Stage::Shown => (
            tr!(tr, "puzzle-solution-status"),
            Some(style::warn(ui.visuals())),
        ),
    };
    let mut rich = egui::RichText::new(text).size(18.0).strong();
    if let Some(color) = color {
        rich = rich.color(color);
    }
    ui.label(rich);
    if let Some((StatusKind::Warning, why)) = &line.line {
        ui.label(egui::RichText::new(tr.text(why, false)).color(style::warn(ui.visuals())));
    }
    ui.add_space(6.0);
    let finished = trainer.finished();
    if !finished {
        move_box(ui, tr, session.position(), typed, commands);
    }
    ui.add_space(6.0);
    if let Some(player) = trainer.player {
        let provisional = if player.is_provisional() { "?" } else { "" };
        ui.label(tr!(
            tr,
            "puzzle-your-rating",
            rating = format!("{}{provisional}", player.shown())
        ));
    }
    if finished {
        if let Some((before, after)) = trainer.change {
            let delta = after - before;
            let sign = if delta >= 0 { "+" } else { "" };
            ui.label(
                egui::RichText::new(tr!(
                    tr,
                    "puzzle-rating-change",
                    before = before,
                    after = after,
                    change = format!("{sign}{delta}")
                ))
                .color(if delta >= 0 {
                    style::good(ui.visuals())
                } else {
                    style::warn(ui.visuals())
                }),
            );
        }
        if !current.rated {
            ui.label(egui::RichText::new(tr!(tr, "puzzle-not-rated")).weak());
        }
        ui.label(tr!(tr, "puzzle-rating", rating = current.rating));
        let themes: Vec<String> = current.themes.iter().map(|t| theme_name(tr, t)).collect();
        if !themes.is_empty() {
            ui.label(tr!(tr, "puzzle-themes", themes = themes.join(", ")));
        }
        if let Some(url) = &current.game_url {
            ui.hyperlink_to(tr!(tr, "puzzle-from-game"), url);
        }
    }
    if trainer.streak > 1 {
        ui.label(tr!(tr, "puzzle-streak", count = trainer.streak));
    }
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        if !finished
            && current.stage != Stage::Opening
            && ui.button(tr!(tr, "puzzle-view-solution")).clicked()
        {
            view.orders.write(PuzzleCommand::ShowSolution);
        }
        if finished
            && ui
                .add_enabled(!trainer.waiting, egui::Button::new(tr!(tr, "puzzle-next")))
                .on_hover_text(tr!(tr, "puzzle-next-hint"))
                .clicked()
        {
            view.orders.write(PuzzleCommand::Next);
        }
        if finished && ui.button(tr!(tr, "puzzle-analyse")).clicked() {
            view.orders.write(PuzzleCommand::Analyse);
        }
        if ui.button(tr!(tr, "panel-menu")).clicked() {
            view.orders.write(PuzzleCommand::Leave);
        }
    });
    if let Some(problem) = &trainer.problem {
        ui.label(egui::RichText::new(tr.text(problem, false)).color(style::warn(ui.visuals())));
    }
}
