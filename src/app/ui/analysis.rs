//! The engine in the window: the evaluation bar beside the board (White's
//! share from the engine's win chance, the score at the leading side's
//! end) and the panel's engine section (the switch, the engine, the depth
//! and the best lines in SAN).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::analysis::{
    AnalysisEngine, AnalysisRequest, EngineLines, analysis_allowed, offered_engine,
};
use crate::app::board::{BoardLayout, PANEL_WIDTH};
use crate::app::learn::{Attempt, LearnRequest, Lesson};
use crate::app::session::{GameCommand, MoveRequest, MoveSource, Session};
use crate::app::states::{InGame, Screen};
use crate::engine::review::Eval;
use crate::persist::Settings;
use crate::rules::Color;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, eval_bar.run_if(in_state(InGame)));
}

/// White's share of the bar, 0 to 1: lichess's win percent of the
/// evaluation (scores capped at +-10 pawns, a mate counts as won).
pub fn bar_share(eval: Eval) -> f32 {
    (eval.win_percent() / 100.0) as f32
}

/// The score written on the bar: pawns with one decimal without a sign
/// (the end it is written at tells whose), "M3" for a mate, "1-0" or
/// "0-1" after checkmate.
pub fn bar_text(eval: Eval) -> String {
    match eval {
        Eval::Cp(cp) => format!("{:.1}", f64::from(cp.unsigned_abs()) / 100.0),
        Eval::Mate(n) => format!("M{}", n.unsigned_abs()),
        Eval::Checkmate(Color::White) => "1-0".to_string(),
        Eval::Checkmate(Color::Black) => "0-1".to_string(),
    }
}

/// Whether the evaluation favours White (the score goes at White's end).
fn white_leads(eval: Eval) -> bool {
    match eval {
        Eval::Cp(cp) => cp >= 0,
        Eval::Mate(n) => n > 0,
        Eval::Checkmate(winner) => winner == Color::White,
    }
}

/// The evaluation of the position on the board: the engine's, or the
/// result itself when the game has ended there in checkmate or stalemate.
fn shown_eval(lines: &EngineLines, session: &Session, ply: usize) -> Option<Eval> {
    let position = session.game.position_at(ply)?;
    if position.is_checkmate() {
        return Some(Eval::Checkmate(position.side_to_move().other()));
    }
    if !position.has_legal_moves() {
        return Some(Eval::Cp(0));
    }
    lines.eval()
}

fn eval_bar(
    mut contexts: EguiContexts,
    lines: Res<EngineLines>,
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    layout: Res<BoardLayout>,
    review: Res<crate::app::board::Review>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    if !lines.on || !analysis_allowed(screen.get(), &session) {
        return Ok(());
    }
    let ply = review.ply.unwrap_or(session.game.ply_count());
    let eval = shown_eval(&lines, &session, ply);
    let ctx = contexts.ctx_mut()?;
    let screen_rect = ctx.viewport_rect();
    // World units are logical pixels with the origin at the window's centre.
    let centre = screen_rect.center();
    let half = 4.0 * layout.square;
    let board_right = centre.x + layout.center.x + half;
    let board_top = centre.y - (layout.center.y + half);
    let room = (screen_rect.max.x - PANEL_WIDTH) - board_right;
    if room < 6.0 {
        return Ok(());
    }
    let width = (room * 0.4).clamp(4.0, 18.0);
    let left = board_right + (room - width) / 2.0;
    let rect =
        egui::Rect::from_min_size(egui::pos2(left, board_top), egui::vec2(width, 2.0 * half));
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("eval_bar"),
    ));
    let dark = egui::Color32::from_gray(48);
    let light = egui::Color32::from_gray(236);
    painter.rect_filled(rect, 2.0, dark);
    let share = eval.map_or(0.5, bar_share);
    // White's part from White's side of the board.
    let white_height = rect.height() * share;
    let white_rect = if layout.flipped {
        egui::Rect::from_min_size(rect.min, egui::vec2(width, white_height))
    } else {
        egui::Rect::from_min_max(egui::pos2(rect.min.x, rect.max.y - white_height), rect.max)
    };
    painter.rect_filled(white_rect, 2.0, light);
    // An outline, so a bar that is all Black's still shows on the dark
    // background.
    painter.rect_stroke(
        rect.expand(1.0),
        2.0,
        egui::Stroke::new(1.0, egui::Color32::from_gray(110)),
        egui::StrokeKind::Outside,
    );
    painter.line_segment(
        [
            egui::pos2(rect.min.x - 2.0, rect.center().y),
            egui::pos2(rect.max.x + 2.0, rect.center().y),
        ],
        egui::Stroke::new(1.0, egui::Color32::from_rgb(200, 80, 60)),
    );
    if let Some(eval) = eval {
        let white = white_leads(eval);
        let at_bottom = white != layout.flipped;
        let (y, anchor) = if at_bottom {
            (rect.max.y - 3.0, egui::Align2::CENTER_BOTTOM)
        } else {
            (rect.min.y + 3.0, egui::Align2::CENTER_TOP)
        };
        painter.text(
            egui::pos2(rect.center().x, y),
            anchor,
            bar_text(eval),
            egui::FontId::proportional(9.0),
            if white { dark } else { light },
        );
    }
    Ok(())
}

/// What the panel's engine section reads and sends.
#[derive(SystemParam)]
pub(super) struct EngineView<'w> {
    pub(super) lines: Res<'w, EngineLines>,
    requests: MessageWriter<'w, AnalysisRequest>,
    moves: MessageWriter<'w, MoveRequest>,
    pub(super) lesson: Res<'w, Lesson>,
    learn: MessageWriter<'w, LearnRequest>,
}

/// The panel's engine section: the switch and the engine to use, then the
/// depth and the best lines, each with its score; on the analysis board
/// (`playable`) a line's first move is a button that plays it.
pub(super) fn engine_section(
    ui: &mut egui::Ui,
    view: &mut EngineView,
    session: &Session,
    ply: usize,
    settings: &Settings,
    playable: bool,
    commands: &mut MessageWriter<GameCommand>,
) {
    let lines = &*view.lines;
    let requests = &mut view.requests;
    let mut moves = playable.then_some(&mut view.moves);
    ui.horizontal(|ui| {
        let mut on = lines.on;
        if ui
            .checkbox(&mut on, egui::RichText::new("Engine").strong())
            .on_hover_text("Analyse the position on the board")
            .changed()
        {
            requests.write(AnalysisRequest::Switch(on));
        }
        let engine = lines.engine.clone().unwrap_or_default();
        let external = offered_engine(Some(settings));
        let name = |e: &AnalysisEngine| match e {
            AnalysisEngine::Rookery => "Rookery".to_string(),
            AnalysisEngine::External(path) => path.file_stem().map_or_else(
                || path.display().to_string(),
                |s| s.to_string_lossy().into(),
            ),
        };
        if let Some(path) = external {
            let mut chosen = engine.clone();
            egui::ComboBox::from_id_salt("analysis_engine")
                .selected_text(name(&engine))
                .show_ui(ui, |ui| {
                    for choice in [AnalysisEngine::Rookery, AnalysisEngine::External(path)] {
                        let label = name(&choice);
                        ui.selectable_value(&mut chosen, choice, label);
                    }
                });
            if chosen != engine {
                requests.write(AnalysisRequest::Use(chosen));
            }
        } else if lines.on {
            ui.label(name(&engine));
        }
        if lines.on && lines.depth > 0 {
            ui.label(egui::RichText::new(format!("depth {}", lines.depth)).weak());
        }
    });
    if !playable {
        ui.horizontal(|ui| {
            if ui
                .button("Learn from your mistakes")
                .on_hover_text("Find better moves where you went wrong")
                .clicked()
            {
                view.learn.write(LearnRequest::Start);
            }
            if ui
                .button("Analyse from here")
                .on_hover_text("The analysis board: try other moves from this position")
                .clicked()
            {
                commands.write(GameCommand::Analyse(ply));
            }
        });
    }
    if let Some(note) = &lines.note {
        ui.label(egui::RichText::new(note).color(egui::Color32::from_rgb(200, 140, 60)));
    }
    if !lines.on {
        return;
    }
    if lines.lines.is_empty() {
        let text = match session.game.position_at(ply) {
            Some(p) if p.is_checkmate() => "Checkmate: no move to think about",
            Some(p) if !p.has_legal_moves() => "Stalemate: no move to think about",
            _ => "Thinking…",
        };
        ui.label(egui::RichText::new(text).weak());
    }
    for line in &lines.lines {
        ui.horizontal(|ui| {
            ui.label(
                egui::RichText::new(format!("{:>6}", line.eval.to_string()))
                    .monospace()
                    .strong(),
            );
            match moves.as_deref_mut() {
                Some(moves) => {
                    let (first, rest) = line.text.split_at(line.first_len);
                    if ui
                        .add(egui::Button::new(first.trim()).small())
                        .on_hover_text("Play this move")
                        .clicked()
                    {
                        moves.write(MoveRequest {
                            from: line.first.from,
                            to: line.first.to,
                            promotion: line.first.promotion,
                            source: MoveSource::Click,
                        });
                    }
                    ui.add(egui::Label::new(rest.trim()).truncate());
                }
                None => {
                    ui.add(egui::Label::new(&line.text).truncate());
                }
            }
        });
    }
}

/// Learn from your mistakes, while a lesson is on: which mistake, how the
/// try went, and the buttons to see the best move, go on or stop.
pub(super) fn learn_section(ui: &mut egui::Ui, view: &mut EngineView) {
    let Some(state) = view.lesson.0.as_ref() else {
        return;
    };
    let total = state.mistakes.len();
    ui.label(egui::RichText::new("Learn from your mistakes").strong());
    let Some(mistake) = state.current() else {
        ui.label("That was the last one.");
        if ui.button("Done").clicked() {
            view.learn.write(LearnRequest::Stop);
        }
        return;
    };
    ui.label(format!(
        "{} of {total}: {}{} — find a better move for {}",
        state.index + 1,
        mistake.played,
        mistake.judgement.symbol(),
        mistake.mover
    ));
    let (text, color) = match &state.attempt {
        Attempt::Waiting => ("Your move.".to_string(), egui::Color32::GRAY),
        Attempt::Judging(san) => (
            format!("{san}: the engine is looking…"),
            egui::Color32::GRAY,
        ),
        Attempt::Good(san, true) => (
            format!("Right: {san} is the best move."),
            egui::Color32::from_rgb(130, 200, 120),
        ),
        Attempt::Good(san, false) => (
            format!(
                "Good: {san} is as good (the engine's choice: {}).",
                mistake.best_san
            ),
            egui::Color32::from_rgb(130, 200, 120),
        ),
        Attempt::Wrong(san) => (
            format!(
                "Not good enough: {san}. {} was best; try again?",
                mistake.best_san
            ),
            egui::Color32::from_rgb(235, 110, 90),
        ),
        Attempt::Shown => (
            format!("{} was best.", mistake.best_san),
            egui::Color32::GRAY,
        ),
    };
    ui.label(egui::RichText::new(text).color(color));
    ui.horizontal(|ui| {
        if matches!(state.attempt, Attempt::Waiting | Attempt::Wrong(_))
            && ui.button("Show the best move").clicked()
        {
            view.learn.write(LearnRequest::ShowBest);
        }
        let next = if state.index + 1 < total {
            "Next mistake"
        } else {
            "Finish"
        };
        if ui.button(next).clicked() {
            view.learn.write(LearnRequest::Next);
        }
        if ui.button("Stop").clicked() {
            view.learn.write(LearnRequest::Stop);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// lichess's win percent, 50 + 50 x (2 / (1 + exp(-0.00368208 x cp)) - 1):
    /// +1.00 gives 59.1 (exp(-0.368208) = 0.6919, 2 / 1.6919 - 1 = 0.1821),
    /// and a mate counts as 10 pawns, 97.5 (exp(-3.68208) = 0.02518).
    #[test]
    fn the_bar_is_white_s_winning_chance() {
        assert!((bar_share(Eval::Cp(0)) - 0.5).abs() < 1e-6);
        assert!((bar_share(Eval::Cp(100)) - 0.591).abs() < 0.001);
        assert!((bar_share(Eval::Cp(-100)) - 0.409).abs() < 0.001);
        assert!((bar_share(Eval::Mate(3)) - 0.975).abs() < 0.001);
        assert!((bar_share(Eval::Mate(-2)) - 0.025).abs() < 0.001);
    }

    #[test]
    fn the_bar_writes_pawns_and_mates_without_a_sign() {
        assert_eq!(bar_text(Eval::Cp(34)), "0.3");
        assert_eq!(bar_text(Eval::Cp(-126)), "1.3");
        assert_eq!(bar_text(Eval::Mate(3)), "M3");
        assert_eq!(bar_text(Eval::Mate(-2)), "M2");
        assert_eq!(bar_text(Eval::Checkmate(Color::Black)), "0-1");
        assert!(white_leads(Eval::Cp(0)) && !white_leads(Eval::Mate(-2)));
    }
}
