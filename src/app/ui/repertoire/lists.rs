//! The Repertoire screen's lists: a repertoire's gaps, the player's games
//! that left a repertoire, and the form that marks a study as one.

use bevy_egui::egui;

use super::{Ask, Form, name_of};
use crate::app::i18n::Tr;
use crate::app::repertoire::{RepertoireRequest, RepertoireShelf};
use crate::app::ui::style;
use crate::library::repertoire::Gap;
use crate::rules::{Color, cited_san};
use crate::tr;

/// How many gaps are listed (the most played).
const GAPS_SHOWN: usize = 12;

/// The opponent's moves the repertoire does not answer, most played
/// first, each opened (after the move) on the analysis board.
pub(super) fn gaps(ui: &mut egui::Ui, tr: &Tr, gaps: &[(Gap, Option<u32>)], asked: &mut Vec<Ask>) {
    ui.add_space(style::space::ITEM);
    if gaps.is_empty() {
        ui.label(style::body(tr!(tr, "repertoire-no-gaps")));
        return;
    }
    ui.label(style::field(ui, tr!(tr, "repertoire-gaps-title")));
    egui::Grid::new("gaps")
        .num_columns(4)
        .spacing(style::FORM_SPACING)
        .show(ui, |ui| {
            for (gap, score) in gaps.iter().take(GAPS_SHOWN) {
                let p = &gap.position;
                let san = tr.san(&gap.san, false);
                let cited = cited_san(p.fullmove_number(), p.side_to_move(), &san);
                ui.label(egui::RichText::new(cited).monospace());
                ui.label(tr!(tr, "repertoire-gap-games", count = gap.games));
                match score {
                    Some(score) => ui.label(tr!(tr, "repertoire-gap-score", score = *score)),
                    None => ui.label(""),
                };
                let after = gap.position.parse_san(&gap.san).ok().map(|mv| {
                    let mut next = gap.position;
                    next.play(&mv);
                    next
                });
                if ui
                    .add_enabled(
                        after.is_some(),
                        egui::Button::new(tr!(tr, "repertoire-gap-open")),
                    )
                    .on_hover_text(tr!(tr, "repertoire-gap-open-hint"))
                    .clicked()
                    && let Some(next) = after
                {
                    asked.push(Ask::Analyse(Box::new(next)));
                }
                ui.end_row();
            }
        });
}

/// The player's games (by the names in Settings) that left a repertoire:
/// where, and who left it; a click opens the game.
pub(super) fn left_games(
    ui: &mut egui::Ui,
    tr: &Tr,
    shelf: &RepertoireShelf,
    asked: &mut Vec<Ask>,
) {
    if shelf.repertoires.as_ref().is_none_or(Vec::is_empty) {
        return;
    }
    ui.label(
        egui::RichText::new(tr!(tr, "repertoire-left-title"))
            .size(style::size::HEADING)
            .color(ui.visuals().strong_text_color()),
    );
    if shelf.left.is_empty() {
        ui.label(style::caption(tr!(tr, "repertoire-left-none")));
        return;
    }
    for (id, game) in &shelf.left {
        let what = super::deviation_text(tr, &game.deviation);
        ui.horizontal_wrapped(|ui| {
            let players = match &game.date {
                Some(date) => format!("{} ({date})", game.players),
                None => game.players.clone(),
            };
            if ui
                .link(players)
                .on_hover_text(tr!(tr, "repertoire-left-open"))
                .clicked()
            {
                asked.push(Ask::OpenGame(game.game));
            }
            ui.label(style::caption(name_of(shelf, *id)));
            ui.label(style::body(what));
        });
    }
}

/// A study (its chapters) marked as a repertoire for White or Black.
pub(super) fn mark_form(
    ui: &mut egui::Ui,
    tr: &Tr,
    shelf: &RepertoireShelf,
    form: &mut Form,
    asked: &mut Vec<Ask>,
) {
    ui.label(
        egui::RichText::new(tr!(tr, "repertoire-mark-title"))
            .size(style::size::HEADING)
            .color(ui.visuals().strong_text_color()),
    );
    if shelf.studies.is_empty() {
        ui.label(style::caption(tr!(tr, "repertoire-mark-no-study")));
        return;
    }
    ui.horizontal_wrapped(|ui| {
        let shown = form
            .study
            .and_then(|id| shelf.studies.iter().find(|s| s.id == id))
            .map_or_else(|| tr!(tr, "repertoire-mark-choose"), |s| s.name.clone());
        let label = ui.label(tr!(tr, "repertoire-mark-study"));
        egui::ComboBox::from_id_salt("repertoire-study")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for study in &shelf.studies {
                    ui.selectable_value(&mut form.study, Some(study.id), &study.name);
                }
            })
            .response
            .labelled_by(label.id);
        ui.radio_value(&mut form.white, true, tr!(tr, "repertoire-for-white"));
        ui.radio_value(&mut form.white, false, tr!(tr, "repertoire-for-black"));
        if ui
            .add_enabled(
                form.study.is_some(),
                egui::Button::new(tr!(tr, "repertoire-mark")),
            )
            .on_hover_text(tr!(tr, "repertoire-mark-hint"))
            .clicked()
            && let Some(study) = form.study
        {
            let color = if form.white {
                Color::White
            } else {
                Color::Black
            };
            asked.push(Ask::Repertoire(RepertoireRequest::Mark(study, color)));
        }
    });
}
