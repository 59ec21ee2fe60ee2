//! The game's review in the panel after the game: the engine's progress,
//! each player's accuracy and marked moves, what was wrong with the move on
//! the board and the better line, and the graph of winning chances.

use bevy::prelude::*;
use bevy_egui::egui;
use fluent_bundle::FluentValue;

use super::Opens;
use crate::app::game_review::{
    GameReviewState, GraphPoints, ReviewDepth, ReviewRequest, graph_points, marked_around,
};
use crate::app::i18n::{Tr, number, numbered_move_text};
use crate::app::session::Session;
use crate::app::states::AfterGame;
use crate::app::ui::move_list::judgement_color;
use crate::app::ui::step_bar::StepBar;
use crate::app::ui::widgets::color_key;
use crate::engine::review::{Advice, GameReview, Judgement};
use crate::rules::{Color, Game};
use crate::{msg, tr};

/// After the game: the review's progress (with Cancel), each player's
/// accuracy and counts, what was wrong with the move on the board and the
/// better line, a deeper review, and the way back to the result.
#[allow(clippy::too_many_arguments)]
pub(super) fn review_section(
    ui: &mut egui::Ui,
    tr: &Tr,
    figurines: bool,
    session: &Session,
    state: &GameReviewState,
    review_bar: &mut StepBar,
    opens: &mut Opens,
    requests: &mut MessageWriter<ReviewRequest>,
) {
    let game = &session.game;
    let shown = review_bar.shown_ply(game);
    ui.label(egui::RichText::new(tr!(tr, "review-title")).strong());
    if let Some(engine) = &state.by {
        ui.label(egui::RichText::new(tr!(tr, "review-by", engine = engine.clone())).weak());
    }
    if let Some((engine, why)) = &state.failed {
        let text = tr!(
            tr,
            "review-engine-failed",
            engine = engine.clone(),
            why = why.clone()
        );
        ui.label(egui::RichText::new(text).color(crate::app::ui::style::warn(ui.visuals())));
    }
    if let Some((done, total)) = state.progress {
        ui.horizontal(|ui| {
            ui.add(
                egui::ProgressBar::new(done as f32 / total.max(1) as f32)
                    .desired_width(200.0)
                    .text(tr!(tr, "review-progress", done = done, total = total)),
            );
            if ui.button(tr!(tr, "panel-cancel")).clicked() {
                requests.write(ReviewRequest::Cancel);
            }
        });
    } else if let Some(review) = &state.review {
        for color in [Color::White, Color::Black] {
            let [inaccuracies, mistakes, blunders] = review.counts(game, color);
            let name = session.names[color].as_str();
            let color_arg = color_key(color);
            ui.label(match review.accuracy[color] {
                Some(a) => tr!(
                    tr,
                    "review-accuracy",
                    name = name,
                    color = color_arg,
                    accuracy = number(a, 1),
                ),
                None => tr!(tr, "review-accuracy-none", name = name, color = color_arg),
            });
            ui.horizontal(|ui| {
                ui.add_space(12.0);
                for (n, j) in [inaccuracies, mistakes, blunders]
                    .into_iter()
                    .zip(Judgement::ALL)
                {
                    let id = match j {
                        Judgement::Inaccuracy => msg!("review-inaccuracies"),
                        Judgement::Mistake => msg!("review-mistakes"),
                        Judgement::Blunder => msg!("review-blunders"),
                    };
                    let text = tr.format(id, &[("count", FluentValue::from(n))]);
                    ui.label(egui::RichText::new(text).color(judgement_color(j, ui.visuals())));
                }
            });
        }
        if let Some(ply) = eval_graph(ui, tr, game, review, shown) {
            review_bar.go_to(ply);
        }
        // The graph's dots by keys (Tab, Enter) and for a screen reader.
        let (before, after) = marked_around(review, shown);
        ui.horizontal(|ui| {
            for (ply, id) in [
                (before, msg!("review-previous-marked")),
                (after, msg!("review-next-marked")),
            ] {
                let button = egui::Button::new(tr.format(id, &[]));
                if ui.add_enabled(ply.is_some(), button).clicked()
                    && let Some(ply) = ply
                {
                    review_bar.go_to(ply);
                }
            }
        });
        // The move that led to the position on the board.
        if let Some(i) = shown.checked_sub(1)
            && let (Some(played), Some(m), Some(before)) = (
                game.moves().get(i),
                review.moves.get(i),
                review.positions.get(i),
            )
            && let Some(advice) = m.advice
        {
            let j = advice.judgement();
            let best = before.line.first().map(String::as_str).unwrap_or_default();
            let played = format!(
                "{}{}",
                tr.text(&numbered_move_text(played), figurines),
                j.symbol()
            );
            let id = match advice {
                Advice::Dropped(Judgement::Inaccuracy) => msg!("review-advice-inaccuracy"),
                Advice::Dropped(Judgement::Mistake) => msg!("review-advice-mistake"),
                Advice::Dropped(Judgement::Blunder) => msg!("review-advice-blunder"),
                Advice::MateCreated(_) => msg!("review-advice-mate-created"),
                Advice::MateLost(_) => msg!("review-advice-mate-lost"),
            };
            let text = tr.format(
                id,
                &[
                    ("played", FluentValue::from(played)),
                    (
                        "best",
                        FluentValue::from(tr.san(best, figurines).into_owned()),
                    ),
                ],
            );
            ui.label(egui::RichText::new(text).color(judgement_color(j, ui.visuals())));
            let line: Vec<String> = before
                .line
                .iter()
                .take(8)
                .map(|san| tr.san(san, figurines).into_owned())
                .collect();
            ui.label(egui::RichText::new(line.join(" ")).weak());
        } else {
            ui.label(egui::RichText::new(tr!(tr, "review-click-marked")).weak());
        }
    } else {
        ui.label(tr!(tr, "review-none"));
    }
    // The row and its last button under ids of their own: the buttons
    // before it come and go as the review starts and ends, and a screen
    // reader presses "Back to the result" by the id it read a frame earlier.
    ui.push_id("review buttons", |ui| {
        ui.horizontal(|ui| {
            let idle = state.progress.is_none();
            if state.review.is_none() && idle && ui.button(tr!(tr, "review-start")).clicked() {
                requests.write(ReviewRequest::Start(ReviewDepth::Normal));
            }
            if state.review.is_some()
                && idle
                && state.depth == ReviewDepth::Normal
                && ui
                    .button(tr!(tr, "review-deeper"))
                    .on_hover_text(tr!(tr, "review-deeper-hint"))
                    .clicked()
            {
                requests.write(ReviewRequest::Start(ReviewDepth::Deep));
            }
            let back = ui.push_id("back", |ui| ui.button(tr!(tr, "review-back-to-result")));
            if back.inner.clicked() {
                opens.next_after_game.set(AfterGame::Result);
            }
        })
    });
}

/// White's winning chances over the game (lichess's win percent, 0 to
/// 100, from the review's evaluations), the marked moves as dots in their
/// class's colour and the position on the board as a line. Returns the
/// position clicked (plies from the start), to show it.
fn eval_graph(
    ui: &mut egui::Ui,
    tr: &Tr,
    game: &Game,
    review: &GameReview,
    shown: usize,
) -> Option<usize> {
    use egui_plot::{Line, MarkerShape, Plot, PlotPoints, Points, VLine};
    let GraphPoints { win, marks } = graph_points(review);
    let last = win.len().saturating_sub(1) as f64;
    // The plot's closure has no `ui`: the screens' colours are read first.
    let visuals = ui.visuals().clone();
    let response = Plot::new("eval_graph")
        .height(80.0)
        .include_x(0.0)
        .include_x(last.max(1.0))
        .include_y(0.0)
        .include_y(100.0)
        .show_axes([false, false])
        .show_grid([false, false])
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_x(false)
        .show_y(false)
        .label_formatter(|hover| {
            let (egui_plot::HoverPosition::NearDataPoint { position: p, .. }
            | egui_plot::HoverPosition::Elsewhere { position: p }) = *hover;
            let ply = p.x.round().max(0.0) as usize;
            Some(tr!(
                tr,
                "review-graph-point",
                ply = ply,
                percent = number(p.y, 0)
            ))
        })
        .show(ui, |plot| {
            plot.line(
                Line::new("White's chances", PlotPoints::from(win.clone()))
                    .color(visuals.text_color())
                    .fill(50.0)
                    .fill_alpha(0.35),
            );
            for (j, points) in marks {
                // A shape for each kind as well as a colour: a circle, a
                // square, a diamond, from inaccuracy to blunder.
                let shape = match j {
                    Judgement::Inaccuracy => MarkerShape::Circle,
                    Judgement::Mistake => MarkerShape::Square,
                    Judgement::Blunder => MarkerShape::Diamond,
                };
                plot.points(
                    Points::new(j.name(), PlotPoints::from(points))
                        .shape(shape)
                        .filled(true)
                        .radius(4.0)
                        .color(judgement_color(j, &visuals)),
                );
            }
            plot.vline(
                VLine::new("shown", shown as f64).color(egui::Color32::from_rgb(120, 170, 230)),
            );
        });
    let clicked = response.response.clicked();
    let at = response.response.interact_pointer_pos()?;
    if !clicked {
        return None;
    }
    let x = response.transform.value_from_position(at).x;
    Some((x.round().clamp(0.0, last) as usize).min(game.ply_count()))
}
