//! The panel's opening explorer section: the switch, then for the position
//! on the board each move played from it in the library, with its number
//! of games, White wins / draws / Black wins as a bar (and in figures on
//! hover), the players' average rating and the last time it was played; on
//! the analysis board a move is a button that plays it.

use crate::app::ui::style;
use bevy::prelude::*;
use bevy_egui::egui;

use super::library::{color_choice, speed_name};
use super::move_list::localise_line;
use super::widgets::spoken_choice;
use crate::app::i18n::Tr;
use crate::app::library::explorer::{Explorer, ExplorerChoice, ExplorerSwitch};
use crate::app::session::{MoveRequest, MoveSource};
use crate::library::Speed;
use crate::tr;

/// The most moves listed (the rest are the rarely played ones).
const SHOWN: usize = 6;

/// The explorer section; `moves` is given on the analysis board, where a
/// move's button plays it. Returns whether "Games with this position" was
/// pressed.
pub(super) fn explorer_section(
    ui: &mut egui::Ui,
    tr: &Tr,
    figurines: bool,
    explorer: &Explorer,
    switch: &mut MessageWriter<ExplorerSwitch>,
    mut moves: Option<&mut MessageWriter<MoveRequest>>,
) -> bool {
    let mut on = explorer.on;
    if ui
        .checkbox(
            &mut on,
            egui::RichText::new(tr!(tr, "explorer-title")).strong(),
        )
        .on_hover_text(tr!(tr, "explorer-hint"))
        .changed()
    {
        switch.write(ExplorerSwitch(on));
    }
    if !explorer.on {
        return false;
    }
    if let Some(problem) = &explorer.problem {
        ui.label(egui::RichText::new(tr.text(problem, false)).color(style::warn(ui.visuals())));
        return false;
    }
    if explorer.lines.is_empty() {
        let text = if explorer.asking {
            tr!(tr, "explorer-asking")
        } else {
            tr!(tr, "explorer-none")
        };
        ui.label(egui::RichText::new(text).weak());
        return false;
    }
    let total: u64 = explorer.lines.iter().map(|l| l.games).sum();
    ui.label(egui::RichText::new(tr!(tr, "explorer-games", games = total as i64)).weak());
    egui::Grid::new("explorer_lines")
        .num_columns(4)
        .spacing([8.0, 2.0])
        .show(ui, |ui| {
            for line in explorer.lines.iter().take(SHOWN) {
                let san = localise_line(tr, &line.san, figurines);
                match moves.as_deref_mut() {
                    Some(moves) => {
                        if ui
                            .add(egui::Button::new(san).small())
                            .on_hover_text(tr!(tr, "explorer-play-move"))
                            .clicked()
                        {
                            moves.write(MoveRequest {
                                from: line.mv.from,
                                to: line.mv.to,
                                promotion: line.mv.promotion,
                                source: MoveSource::Click,
                            });
                        }
                    }
                    None => {
                        ui.label(san);
                    }
                }
                ui.label(egui::RichText::new(line.games.to_string()).monospace());
                let [w, d, b] = line.percentages();
                results_bar(ui, [w, d, b]).on_hover_text(tr!(
                    tr,
                    "explorer-results",
                    white = i64::from(w),
                    draws = i64::from(d),
                    black = i64::from(b)
                ));
                let rating = line
                    .average_rating
                    .map_or("–".to_string(), |r| r.to_string());
                let last = line
                    .last_played
                    .as_deref()
                    .map_or("", |d| &d[..4.min(d.len())]);
                ui.label(egui::RichText::new(format!("{rating} {last}")).weak())
                    .on_hover_text(tr!(tr, "explorer-rating-hint"));
                ui.end_row();
            }
        });
    ui.small_button(tr!(tr, "panel-find-games"))
        .on_hover_text(tr!(tr, "panel-find-games-hint"))
        .clicked()
}

/// The explorer's filters: my games only (and with which colour), one
/// time-control class, a lowest average rating.
pub(super) fn explorer_choices(
    ui: &mut egui::Ui,
    tr: &Tr,
    choice: &mut ExplorerChoice,
    has_names: bool,
) {
    ui.horizontal_wrapped(|ui| {
        ui.add_enabled(
            has_names,
            egui::Checkbox::new(&mut choice.mine, tr!(tr, "explorer-mine")),
        )
        .on_hover_text(tr!(tr, "explorer-mine-hint"))
        .on_disabled_hover_text(tr!(tr, "explorer-mine-no-names"));
        if !has_names {
            choice.mine = false;
        }
        if choice.mine {
            color_choice(ui, "explorer-color", &mut choice.color, Some(70.0), tr);
        }
        let shown = choice
            .speed
            .map_or_else(|| tr!(tr, "explorer-any-class"), |s| speed_name(s, tr));
        let menu = egui::ComboBox::from_id_salt("explorer-speed")
            .width(80.0)
            .selected_text(&shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut choice.speed, None, tr!(tr, "explorer-any-class"));
                for s in Speed::ALL {
                    ui.selectable_value(&mut choice.speed, Some(s), speed_name(s, tr));
                }
            });
        spoken_choice(menu.response, &tr!(tr, "explorer-class-choice"), &shown);
        let shown = choice
            .min_rating
            .map_or_else(|| tr!(tr, "explorer-any-rating"), |r| format!("{r}+"));
        let menu = egui::ComboBox::from_id_salt("explorer-rating")
            .width(70.0)
            .selected_text(&shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut choice.min_rating, None, tr!(tr, "explorer-any-rating"));
                for r in [1000, 1200, 1400, 1600, 1800, 2000, 2200, 2500] {
                    ui.selectable_value(&mut choice.min_rating, Some(r), format!("{r}+"));
                }
            });
        spoken_choice(menu.response, &tr!(tr, "explorer-rating-choice"), &shown);
    });
}

/// White wins, draws and Black wins as one bar of three parts, each with
/// its percentage written in it when there is room (the figures, not only
/// the colours, carry the meaning).
fn results_bar(ui: &mut egui::Ui, percent: [u32; 3]) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(110.0, 16.0), egui::Sense::hover());
    let painter = ui.painter();
    let colours = [
        (egui::Color32::from_gray(235), egui::Color32::BLACK),
        (egui::Color32::from_gray(150), egui::Color32::BLACK),
        (egui::Color32::from_gray(40), egui::Color32::WHITE),
    ];
    let mut x = rect.min.x;
    for (i, &p) in percent.iter().enumerate() {
        let width = rect.width() * p as f32 / 100.0;
        if width <= 0.0 {
            continue;
        }
        let part =
            egui::Rect::from_min_size(egui::pos2(x, rect.min.y), egui::vec2(width, rect.height()));
        painter.rect_filled(part, 0.0, colours[i].0);
        if width >= 24.0 {
            painter.text(
                part.center(),
                egui::Align2::CENTER_CENTER,
                format!("{p}%"),
                egui::FontId::proportional(10.0),
                colours[i].1,
            );
        }
        x += width;
    }
    painter.rect_stroke(
        rect,
        0.0,
        egui::Stroke::new(1.0, egui::Color32::from_gray(90)),
        egui::StrokeKind::Inside,
    );
    response
}
