//! The move list in the panel: the moves in numbered rows, marked by the
//! review when there is one; on the analysis board also the moves taken
//! back (greyed, ahead of the board) and the side lines, each under the
//! move it replaces, with a click to go into it and a cross to drop it.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::engine_lines::numbered_line;
use crate::app::i18n::Tr;
use crate::app::session::GameCommand;
use crate::engine::review::{GameReview, Judgement};
use crate::rules::{Color, Game, Move};
use crate::tr;

/// How many moves of a side line are written out.
const SIDE_LINE_MOVES: usize = 8;
/// The width of a move column, the same in every block of rows.
const COLUMN: f32 = 60.0;

/// A side line as the list shows it: where it leaves the line on the board
/// and its moves from there.
struct SideLine {
    index: usize,
    /// The half-move of the board's line it replaces.
    branch: usize,
    text: String,
}

/// A line of moves in SAN with move numbers ("12. Nf3 d5"), written with
/// the language's piece letters or, with `figurines`, figurines.
pub(super) fn localise_line(tr: &Tr, text: &str, figurines: bool) -> String {
    text.split(' ')
        .map(|word| tr.san(word, figurines))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where each side line leaves the line on the board (`line`), with its
/// text (as `tr` writes moves); lines that do not leave it are not shown.
fn side_lines(
    tr: &Tr,
    figurines: bool,
    game: &Game,
    line: &[Move],
    lines: &[Vec<Move>],
) -> Vec<SideLine> {
    let mut shown = Vec::new();
    for (index, side) in lines.iter().enumerate() {
        let branch = side.iter().zip(line).take_while(|(a, b)| a == b).count();
        if branch >= side.len() {
            continue;
        }
        let mut position = *game.start_position();
        for mv in &side[..branch] {
            position.play_unchecked(mv);
        }
        let end = side.len().min(branch + SIDE_LINE_MOVES);
        let mut text = localise_line(tr, &numbered_line(&position, &side[branch..end]), figurines);
        if end < side.len() {
            text.push_str(" …");
        }
        shown.push(SideLine {
            index,
            branch,
            text,
        });
    }
    shown.sort_by_key(|l| l.branch);
    shown
}

/// The moves in numbered rows; a click on one shows the position after it.
/// On the analysis board (`side`, the side lines) a click on a side line
/// or its cross is sent as a command. Moves are written as `tr` writes
/// them, with figurines when `figurines`.
#[allow(clippy::too_many_arguments)]
/// What a click in the move list asks.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum ListClick {
    /// Show the position after this many half-moves.
    Ply(usize),
    /// Go into a side line or drop it.
    Line(GameCommand),
}

/// Draws the list; `shown` is the number of half-moves played in the
/// position on the board. Returns what was clicked.
#[allow(clippy::too_many_arguments)]
pub(super) fn move_list(
    ui: &mut egui::Ui,
    tr: &Tr,
    figurines: bool,
    game: &Game,
    side: Option<&[Vec<Move>]>,
    shown: usize,
    review: Option<&GameReview>,
    reserve: f32,
) -> Option<ListClick> {
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
            let mut line: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
            let played = sans.len();
            let mut ahead = *game.position();
            for mv in game.redo_line() {
                if !ahead.is_legal(mv) {
                    break;
                }
                sans.push(tr.san(&ahead.san(mv), figurines).into_owned());
                line.push(*mv);
                ahead.play_unchecked(mv);
            }
            let branches = side.map_or_else(Vec::new, |lines| {
                side_lines(tr, figurines, game, &line, lines)
            });
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
                            .color(judgement_color(j))
                    }
                    None if i >= played => egui::RichText::new(&sans[i]).monospace().weak(),
                    None => egui::RichText::new(&sans[i]).monospace(),
                };
                let text = if Some(i) == current {
                    text.strong()
                        .background_color(egui::Color32::from_rgb(70, 90, 60))
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
            // Rows of moves in blocks: a block ends where a side line
            // leaves, which is written under it.
            let mut i = 0;
            let mut number = start_no;
            let mut block = 0;
            let mut next_branch = 0;
            while i < sans.len() || (block == 0 && sans.is_empty()) {
                let mut row_end = i;
                egui::Grid::new(("moves", block))
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
                            row_end = i;
                            if branches[next_branch..].iter().any(|b| b.branch < row_end) {
                                break;
                            }
                        }
                    });
                block += 1;
                while let Some(b) = branches.get(next_branch)
                    && (b.branch < row_end || i >= sans.len())
                {
                    next_branch += 1;
                    ui.horizontal(|ui| {
                        ui.add_space(18.0);
                        if ui
                            .add(
                                egui::Label::new(
                                    egui::RichText::new(format!("({})", b.text))
                                        .monospace()
                                        .color(egui::Color32::from_rgb(150, 170, 200)),
                                )
                                .truncate()
                                .sense(egui::Sense::click()),
                            )
                            .on_hover_text(tr!(tr, "moves-go-into-line"))
                            .on_hover_cursor(egui::CursorIcon::PointingHand)
                            .clicked()
                        {
                            asked = Some(ListClick::Line(GameCommand::SwitchLine(
                                b.index,
                                b.branch + 1,
                            )));
                        }
                        if ui
                            .small_button("×")
                            .on_hover_text(tr!(tr, "moves-drop-line"))
                            .clicked()
                        {
                            asked = Some(ListClick::Line(GameCommand::DropLine(b.index)));
                        }
                    });
                }
                if sans.is_empty() {
                    break;
                }
            }
            if let Some(ply) = clicked {
                asked = Some(ListClick::Ply(ply));
            }
        });
    asked
}

/// The colour of a class of move: yellow, orange, red (lichess's order).
pub fn judgement_color(j: Judgement) -> egui::Color32 {
    match j {
        Judgement::Inaccuracy => egui::Color32::from_rgb(230, 200, 60),
        Judgement::Mistake => egui::Color32::from_rgb(240, 140, 40),
        Judgement::Blunder => egui::Color32::from_rgb(235, 70, 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Language;
    use crate::app::ui::pace::{AWAY, Pacer, centre_of, click_frame, frame, named_rects};
    use crate::app::ui::widgets::root_ui;

    fn draw(ctx: &egui::Context, game: &Game, tr: &Tr) -> Option<ListClick> {
        let mut asked = None;
        egui::CentralPanel::default().show(&mut root_ui(ctx), |ui| {
            asked = move_list(ui, tr, false, game, None, game.ply_count(), None, 0.0);
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
        assert_eq!(
            asked.into_iter().flatten().collect::<Vec<_>>(),
            [ListClick::Ply(2)]
        );
    }
}
