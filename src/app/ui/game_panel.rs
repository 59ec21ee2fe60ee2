//! The panel beside the board while a game is on screen: the players with
//! their captures, the move list and review bar, the status line, the move
//! box and the game's buttons with their confirmations.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use fluent_bundle::FluentValue;

use super::PanelState;
use super::analysis::{EngineView, color_key, engine_section, learn_section};
use super::move_list::{judgement_color, move_list};
use super::review::ReviewBar;
use super::widgets::{Icons, piece_textures, root_ui_in};
use crate::app::ai::{EngineNotes, TaskKind, Thinking};
use crate::app::board::PANEL_WIDTH;
use crate::app::clock::{GameClock, LOW_TIME, display_text};
use crate::app::game_review::{
    GameReviewState, GraphPoints, ReviewDepth, ReviewRequest, graph_points,
};
use crate::app::i18n::{
    Tr, engine_note_text, format_number, number, numbered_move_text, outcome_text,
};
use crate::app::opening::GameOpening;
use crate::app::session::{GameCommand, PlayerKind, Session, StatusKind};
use crate::app::states::{InGame, Pause, Screen};
use crate::app::view::Art;
use crate::engine::review::{Advice, GameReview, Judgement};
use crate::persist::{MoveNotation, Settings};
use crate::rules::{Clock, Color, EndReason, Game, PieceKind};
use crate::{msg, tr};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, game_panel.run_if(in_state(InGame)));
}

/// The window's language and the settings, as the panel reads them.
#[derive(SystemParam)]
struct Reading<'w> {
    tr: Res<'w, Tr>,
    settings: Res<'w, Settings>,
}

#[allow(clippy::too_many_arguments)]
fn game_panel(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    art: Option<Res<Art>>,
    mut panel: ResMut<PanelState>,
    mut commands: MessageWriter<GameCommand>,
    mut next_pause: ResMut<NextState<Pause>>,
    mut review_bar: ReviewBar,
    reading: Reading,
    thinking: Res<Thinking>,
    engine_notes: Res<EngineNotes>,
    clock: Res<GameClock>,
    game_review: Res<GameReviewState>,
    mut review_requests: MessageWriter<ReviewRequest>,
    mut engine: EngineView,
    opening: Res<GameOpening>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let (tr, settings) = (&*reading.tr, &*reading.settings);
    let figurines = settings.notation == MoveNotation::Figurines;
    let icons = piece_textures(&mut contexts, art.as_deref());
    let ctx = contexts.ctx_mut()?.clone();
    let screen_rect = ctx.viewport_rect();
    let strip = egui::Rect::from_min_max(
        egui::pos2(screen_rect.max.x - PANEL_WIDTH, screen_rect.min.y),
        screen_rect.max,
    );
    let mut root = root_ui_in(&ctx, strip);
    let game = &session.game;
    let playing = *screen.get() == Screen::Playing;
    let mut edited = panel.clone();
    egui::Panel::right("game_panel")
        .exact_size(PANEL_WIDTH)
        .resizable(false)
        .show(&mut root, |ui| {
            ui.add_space(6.0);
            players(
                ui,
                tr,
                &session,
                clock.0.as_ref(),
                &icons,
                review_bar.shown_ply(game),
            );
            check_and_result(ui, tr, game);
            if let Some(start) = opening.chess960() {
                ui.label(egui::RichText::new(start).weak())
                    .on_hover_text(tr!(tr, "panel-chess960-hint"));
            } else if let Some(named) = opening.at(review_bar.shown_ply(game)) {
                ui.label(egui::RichText::new(named.to_string()).weak())
                    .on_hover_text(tr!(tr, "panel-opening-hint"));
            }
            ui.separator();
            // After the game the review below takes more of the panel.
            let reserve = if !playing && edited.review_open {
                if engine.lines.on { 480.0 } else { 420.0 }
            } else {
                230.0
            };
            move_list(
                ui,
                tr,
                figurines,
                game,
                session.analysis.then_some(session.side_lines.as_slice()),
                &mut review_bar,
                game_review.review.as_ref(),
                reserve,
                &mut commands,
            );
            review_bar.show(ui, tr, figurines, game, session.analysis);
            ui.separator();
            status(
                ui,
                tr,
                figurines,
                &session,
                playing,
                thinking.is_running(TaskKind::Move),
                &mut commands,
            );
            for note in engine_notes.for_players(&session.players) {
                ui.label(
                    egui::RichText::new(tr.text(&engine_note_text(note), false)).color(NOTE_COLOR),
                );
            }
            if session.analysis && engine.lesson.0.is_some() {
                learn_section(ui, tr, figurines, &mut engine);
                ui.separator();
            }
            let reviewing = !playing && edited.review_open;
            if session.analysis || reviewing {
                engine_section(
                    ui,
                    tr,
                    &mut engine,
                    &session,
                    review_bar.shown_ply(game),
                    settings,
                    session.analysis,
                    &mut commands,
                );
                ui.separator();
            }
            if reviewing {
                review_section(
                    ui,
                    tr,
                    figurines,
                    &session,
                    &game_review,
                    &mut review_bar,
                    &mut edited,
                    &mut review_requests,
                );
            }
            if playing && session.analysis {
                move_box(ui, tr, session.position(), &mut edited, &mut commands);
                ui.horizontal(|ui| {
                    if ui.button(tr!(tr, "panel-flip-board")).clicked() {
                        commands.write(GameCommand::Flip);
                    }
                    if ui.button(tr!(tr, "panel-menu")).clicked() {
                        next_pause.set(Pause::Paused);
                    }
                });
            } else if playing {
                move_box(ui, tr, session.position(), &mut edited, &mut commands);
                ui.add_space(4.0);
                draw_offer(ui, tr, &session, &mut commands);
                buttons(
                    ui,
                    tr,
                    &session,
                    settings,
                    &mut edited,
                    &mut commands,
                    &mut next_pause,
                );
                resign_confirmation(ui, tr, &session, &mut edited, &mut commands);
            }
        });
    // Drawn every frame, written only when the player changed something.
    panel.set_if_neq(edited);
    Ok(())
}

/// The players, whose turn it is, and under each name the pieces that side
/// has captured and its material lead, as of the position on the board
/// (the live one, or the one being reviewed: `shown` half-moves in).
fn players(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    clock: Option<&Clock>,
    icons: &Icons,
    shown: usize,
) {
    let game = &session.game;
    let pos = game.position();
    let over = game.is_over();
    let board = game.position_at(shown).unwrap_or(pos);
    let captures = game.captures(shown);
    // The side at the top of the board first, so each clock sits on its
    // side of the board, also when the board turns.
    let order = if session.flipped {
        [Color::White, Color::Black]
    } else {
        [Color::Black, Color::White]
    };
    for color in order {
        let to_move = !over && pos.side_to_move() == color;
        let marker = if to_move { "▶" } else { " " };
        let text = tr!(
            tr,
            "panel-player",
            marker = marker,
            name = session.names[color].as_str(),
            color = color_key(color),
        );
        let mut rich = egui::RichText::new(text).size(17.0);
        if to_move {
            rich = rich.strong();
        }
        ui.horizontal(|ui| {
            ui.label(rich);
            if let Some(clock) = clock {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    clock_face(ui, tr, clock, color);
                });
            }
        });
        let lead = board.material_lead(color);
        ui.horizontal(|ui| {
            ui.set_min_height(24.0);
            captured_row(ui, icons, color.other(), &captures[color]);
            if lead > 0 {
                ui.label(egui::RichText::new(format!("+{lead}")).strong());
            }
        });
        ui.add_space(4.0);
    }
}

/// One side's clock: lit while it runs, the low-time colour under ten
/// seconds, red at zero after a flag. Tenths of a second are written with
/// the language's decimal separator ("9,5").
fn clock_face(ui: &mut egui::Ui, tr: &Tr, clock: &Clock, color: Color) {
    let left = clock.left(color);
    let running = clock.running() == Some(color);
    let flagged = clock.flagged() == Some(color);
    let shown = if left < LOW_TIME {
        let tenths = left.as_millis() / 100;
        format_number(tr.language(), tenths as f64 / 10.0, 1)
    } else {
        display_text(left)
    };
    let mut text = egui::RichText::new(shown).size(20.0).monospace().strong();
    text = if flagged {
        text.color(FLAG_COLOR)
    } else if left < LOW_TIME {
        text.color(LOW_TIME_COLOR)
    } else if running {
        text.color(egui::Color32::BLACK)
    } else {
        text.color(egui::Color32::GRAY)
    };
    let fill = if running {
        RUNNING_FILL
    } else {
        egui::Color32::TRANSPARENT
    };
    egui::Frame::new()
        .fill(fill)
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(6, 2))
        .show(ui, |ui| ui.label(text));
}

/// A fallen flag's zero.
const FLAG_COLOR: egui::Color32 = egui::Color32::from_rgb(200, 30, 30);
/// A clock under ten seconds.
const LOW_TIME_COLOR: egui::Color32 = egui::Color32::from_rgb(210, 90, 20);
/// Behind the running clock.
const RUNNING_FILL: egui::Color32 = egui::Color32::from_rgb(235, 225, 160);

/// `taken` (pieces of `owner`'s colour) on a light strip, so Black's stay
/// visible; nothing when none were taken.
fn captured_row(ui: &mut egui::Ui, icons: &Icons, owner: Color, taken: &[PieceKind]) {
    if taken.is_empty() {
        return;
    }
    egui::Frame::new()
        .fill(egui::Color32::from_rgb(0xd8, 0xd2, 0xc4))
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(3, 1))
        .show(ui, |ui| {
            ui.spacing_mut().item_spacing.x = -4.0;
            for k in taken {
                if let Some(id) = icons.get(&(owner, *k)) {
                    ui.add(egui::Image::new(egui::load::SizedTexture::new(
                        *id,
                        [20.0, 20.0],
                    )));
                }
            }
        });
}

/// "... is in check!" and, once the game is over, how it ended.
fn check_and_result(ui: &mut egui::Ui, tr: &Tr, game: &Game) {
    let pos = game.position();
    if pos.is_check() && !game.is_over() {
        ui.label(
            egui::RichText::new(tr!(
                tr,
                "panel-in-check",
                color = color_key(pos.side_to_move())
            ))
            .color(egui::Color32::from_rgb(230, 80, 70))
            .strong(),
        );
    }
    if let Some(o) = game.outcome() {
        ui.label(egui::RichText::new(tr.text(&outcome_text(&o), false)).strong());
    }
}

/// After the game: the review's progress (with Cancel), each player's
/// accuracy and counts, what was wrong with the move on the board and the
/// better line, a deeper review, and the way back to the result.
#[allow(clippy::too_many_arguments)]
fn review_section(
    ui: &mut egui::Ui,
    tr: &Tr,
    figurines: bool,
    session: &Session,
    state: &GameReviewState,
    review_bar: &mut ReviewBar,
    panel: &mut super::PanelState,
    requests: &mut MessageWriter<ReviewRequest>,
) {
    let game = &session.game;
    let shown = review_bar.shown_ply(game);
    ui.label(egui::RichText::new(tr!(tr, "review-title")).strong());
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
                    ui.label(egui::RichText::new(text).color(judgement_color(j)));
                }
            });
        }
        if let Some(ply) = eval_graph(ui, tr, game, review, shown) {
            review_bar.go_to(ply);
        }
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
            ui.label(egui::RichText::new(text).color(judgement_color(j)));
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
        if ui.button(tr!(tr, "review-back-to-result")).clicked() {
            panel.review_open = false;
        }
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
                    .color(egui::Color32::from_rgb(220, 220, 220))
                    .fill(50.0)
                    .fill_alpha(0.35),
            );
            for (j, points) in marks {
                plot.points(
                    Points::new(j.name(), PlotPoints::from(points))
                        .shape(MarkerShape::Circle)
                        .filled(true)
                        .radius(3.5)
                        .color(judgement_color(j)),
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

/// The colour of warnings and engine notes.
const NOTE_COLOR: egui::Color32 = egui::Color32::from_rgb(240, 180, 60);

/// The status line, "Thinking..." and an outside engine's failure.
fn status(
    ui: &mut egui::Ui,
    tr: &Tr,
    figurines: bool,
    session: &Session,
    playing: bool,
    thinking: bool,
    commands: &mut MessageWriter<GameCommand>,
) {
    if let Some((kind, text)) = &session.status {
        let color = match kind {
            StatusKind::Info => ui.visuals().text_color(),
            StatusKind::Warning => egui::Color32::from_rgb(240, 180, 60),
        };
        ui.label(egui::RichText::new(tr.text(text, figurines)).color(color));
    } else {
        ui.label(" ");
    }
    if playing && thinking {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(tr!(tr, "panel-thinking"));
        });
    }
    if let Some((_, why)) = &session.engine_failure {
        ui.label(
            egui::RichText::new(tr!(
                tr,
                "panel-engine-stopped",
                reason = tr.text(why, false)
            ))
            .color(egui::Color32::from_rgb(240, 180, 60)),
        );
        if ui.button(tr!(tr, "panel-use-builtin-engine")).clicked() {
            commands.write(GameCommand::UseBuiltinEngine);
        }
    }
}

/// The box to type a move in.
fn move_box(
    ui: &mut egui::Ui,
    tr: &Tr,
    position: &crate::rules::Position,
    panel: &mut PanelState,
    commands: &mut MessageWriter<GameCommand>,
) {
    ui.horizontal(|ui| {
        ui.label(tr!(tr, "panel-move"));
        let edit = ui.add(
            egui::TextEdit::singleline(&mut panel.move_text)
                .hint_text(tr!(
                    tr,
                    "panel-move-hint",
                    knight = tr.san("Nf3", false).into_owned()
                ))
                .desired_width(150.0),
        );
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (enter || ui.button(tr!(tr, "panel-play")).clicked())
            && !panel.move_text.trim().is_empty()
        {
            let typed = std::mem::take(&mut panel.move_text);
            commands.write(GameCommand::Typed(tr.english_move_text(&typed, position)));
            edit.request_focus();
        }
    });
}

/// A draw offer waiting for an answer.
fn draw_offer(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    commands: &mut MessageWriter<GameCommand>,
) {
    let Some(offerer) = session.draw_offer else {
        return;
    };
    let answerer = offerer.other();
    let offered_by = session.names[offerer].as_str();
    if let Some(by) = session.draw_answerer() {
        ui.label(tr!(tr, "panel-draw-offered", name = offered_by));
        ui.horizontal(|ui| {
            if ui.button(tr!(tr, "panel-draw-accept")).clicked() {
                commands.write(GameCommand::AnswerDraw { by, accept: true });
            }
            if ui.button(tr!(tr, "panel-draw-decline")).clicked() {
                commands.write(GameCommand::AnswerDraw { by, accept: false });
            }
        });
    } else if matches!(session.players[answerer], PlayerKind::Computer(_)) {
        ui.label(tr!(tr, "panel-draw-computer-considers"));
    } else {
        ui.label(tr!(
            tr,
            "panel-draw-waiting",
            name = offered_by,
            answerer = session.names[answerer].as_str(),
            color = color_key(offerer),
        ));
    }
}

/// Help me move, Undo, Offer draw, Claim draw, Resign, Flip board, Menu.
fn buttons(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    settings: &Settings,
    panel: &mut PanelState,
    commands: &mut MessageWriter<GameCommand>,
    next_pause: &mut NextState<Pause>,
) {
    let game = &session.game;
    let human_turn = matches!(
        session.players[game.position().side_to_move()],
        PlayerKind::Human
    );
    let over = game.is_over();
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                human_turn && !over,
                egui::Button::new(tr!(tr, "panel-hint")),
            )
            .on_hover_text(tr!(tr, "panel-hint-tip"))
            .clicked()
        {
            commands.write(GameCommand::Hint);
        }
        let undo_refused = session.undo_refusal();
        if ui
            .add_enabled(
                undo_refused.is_none(),
                egui::Button::new(tr!(tr, "panel-undo")),
            )
            .on_disabled_hover_text(undo_refused.map_or_else(String::new, |t| tr.text(&t, false)))
            .clicked()
        {
            commands.write(GameCommand::Undo);
        }
        if ui
            .add_enabled(
                session.draw_offer.is_none(),
                egui::Button::new(tr!(tr, "panel-offer-draw")),
            )
            .clicked()
        {
            commands.write(GameCommand::OfferDraw);
        }
        if let Some(reason) = game.claimable_draw() {
            let label = match reason {
                EndReason::FiftyMoveRule => tr!(tr, "panel-claim-draw-fifty"),
                _ => tr!(tr, "panel-claim-draw-repetition"),
            };
            if ui.button(label).clicked() {
                commands.write(GameCommand::ClaimDraw);
            }
        }
        if ui.button(tr!(tr, "panel-resign")).clicked() {
            if settings.confirm_resign {
                panel.confirm_resign = true;
            } else {
                commands.write(GameCommand::Resign(session.acting_side()));
            }
        }
        if ui.button(tr!(tr, "panel-flip-board")).clicked() {
            commands.write(GameCommand::Flip);
        }
        if ui.button(tr!(tr, "panel-menu")).clicked() {
            next_pause.set(Pause::Paused);
        }
    });
}

/// "Resign the game?" after Resign, when Settings asks for it.
fn resign_confirmation(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    panel: &mut PanelState,
    commands: &mut MessageWriter<GameCommand>,
) {
    if !panel.confirm_resign {
        return;
    }
    let side = session.acting_side();
    ui.add_space(4.0);
    ui.label(tr!(
        tr,
        "panel-resign-confirm",
        name = session.names[side].as_str(),
        color = color_key(side),
    ));
    ui.horizontal(|ui| {
        if ui.button(tr!(tr, "panel-resign-yes")).clicked() {
            commands.write(GameCommand::Resign(side));
            panel.confirm_resign = false;
        }
        if ui.button(tr!(tr, "panel-cancel")).clicked() {
            panel.confirm_resign = false;
        }
    });
}
