//! The move list in the panel: the moves in numbered rows, marked by the
//! review when there is one, and the moves taken back (greyed, ahead of
//! the board). The analysis board shows its tree instead (`ui::notes`).

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::i18n::Tr;
use crate::app::ui::style;
use crate::engine::review::{GameReview, Judgement};
use crate::rules::{Color, Game};

/// The width of a move column.
const COLUMN: f32 = 60.0;

/// A line of moves in SAN with move numbers ("12. Nf3 d5"), written with
/// the language's piece letters or, with `figurines`, figurines.
pub(super) fn localise_line(tr: &Tr, text: &str, figurines: bool) -> String {
    text.split(' ')
        .map(|word| tr.san(word, figurines))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The moves in numbered rows; a click on one shows the position after it.
/// Moves are written as `tr` writes them, with figurines when `figurines`;
/// on the analysis board the moves taken back, ahead of the board, greyed.
/// `shown` is the number of half-moves played in the position on the
/// board. Returns the half-moves of the move clicked.
pub(super) fn move_list(
    ui: &mut egui::Ui,
    tr: &Tr,
    figurines: bool,
    game: &Game,
    shown: usize,
    review: Option<&GameReview>,
    reserve: f32,
) -> Option<usize> {
    let mut asked = None;
    let list_height = (ui.available_height() - reserve).max(80.0);
    egui::ScrollArea::vertical()
        .max_height(list_height)
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            // The moves played, then (on the analysis board) the moves
            // taken back, which wait to be played again, greyed.
            let mut sans: Vec<String> = game
                .moves()
                .iter()
                .map(|m| tr.san(&m.san, figurines).into_owned())
                .collect();
            let played = sans.len();
            let mut ahead = *game.position();
            for mv in game.redo_line() {
                if !ahead.is_legal(mv) {
                    break;
                }
                sans.push(tr.san(&ahead.san(mv), figurines).into_owned());
                ahead.play_unchecked(mv);
            }
            let first_black = game.start_position().side_to_move() == Color::Black;
            let start_no = game.start_position().fullmove_number() as usize;
            // The move that led to the position on the board (the
            // last one, or the one being reviewed).
            let current = shown.checked_sub(1);
            let mut clicked = None;
            let cell = |ui: &mut egui::Ui, i: usize, clicked: &mut Option<usize>| {
                let advice = review.and_then(|r| r.moves.get(i)).and_then(|m| m.advice);
                let text = match advice {
                    Some(a) => {
                        let j = a.judgement();
                        egui::RichText::new(format!("{}{}", sans[i], j.symbol()))
                            .monospace()
                            .color(judgement_color(j, ui.visuals()))
                    }
                    None if i >= played => egui::RichText::new(&sans[i]).monospace().weak(),
                    None => egui::RichText::new(&sans[i]).monospace(),
                };
                let text = if Some(i) == current {
                    text.strong()
                        .color(ui.visuals().strong_text_color())
                        .background_color(style::tinted(ui.visuals(), style::tint::CURRENT))
                } else {
                    text
                };
                if ui
                    .add(egui::Label::new(text).sense(egui::Sense::click()))
                    .on_hover_cursor(egui::CursorIcon::PointingHand)
                    .clicked()
                {
                    *clicked = Some(i + 1);
                }
            };
            let mut i = 0;
            let mut number = start_no;
            egui::Grid::new("moves")
                .num_columns(3)
                .striped(true)
                .min_col_width(COLUMN)
                .max_col_width(COLUMN)
                .show(ui, |ui| {
                    while i < sans.len() {
                        ui.label(format!("{number}."));
                        if i == 0 && first_black {
                            ui.label("...");
                        } else {
                            cell(ui, i, &mut clicked);
                            i += 1;
                        }
                        if i < sans.len() {
                            cell(ui, i, &mut clicked);
                            i += 1;
                        }
                        ui.end_row();
                        number += 1;
                    }
                });
            asked = clicked;
        });
    asked
}

/// The colour of a class of move: yellow, orange, red (lichess's order),
/// deeper on the light screens.
pub fn judgement_color(j: Judgement, visuals: &egui::Visuals) -> egui::Color32 {
    let pair = match j {
        Judgement::Inaccuracy => style::tint::INACCURACY,
        Judgement::Mistake => style::tint::MISTAKE,
        Judgement::Blunder => style::tint::BLUNDER,
    };
    style::tinted(visuals, pair)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Language;
    use crate::app::ui::pace::{AWAY, Pacer, centre_of, click_frame, frame, named_rects};
    use crate::app::ui::widgets::root_ui;

    fn draw(ctx: &egui::Context, game: &Game, tr: &Tr) -> Option<usize> {
        let mut asked = None;
        egui::CentralPanel::default().show(&mut root_ui(ctx), |ui| {
            asked = move_list(ui, tr, false, game, game.ply_count(), None, 0.0);
        });
        asked
    }

    /// A move clicked as the pointer moves on within the click's frame
    /// still shows the position after it.
    #[test]
    fn a_move_clicked_as_the_pointer_moves_on_in_its_frame_is_shown() {
        let mut game = Game::new();
        for san in ["e4", "e5", "Nf3", "Nc6"] {
            game.play_san(san).expect("legal");
        }
        let tr = Tr::new(Language::English);
        let ctx = egui::Context::default();
        let (mut pacer, mut time) = (Pacer::default(), 0.0);
        let rects = named_rects(&ctx, &mut time, |ctx| draw(ctx, &game, &tr));
        let at = centre_of(&rects, "e5");
        let events = click_frame(at, egui::PointerButton::Primary, Some(AWAY));
        let asked = frame(&ctx, &mut pacer, &mut time, events, |ctx| {
            draw(ctx, &game, &tr)
        });
        assert_eq!(asked.into_iter().flatten().collect::<Vec<_>>(), [2]);
    }
}
