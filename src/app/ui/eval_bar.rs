//! The evaluation bar beside the board: White's share from the engine
//! lines' win chance, the score written at the leading side's end; and the
//! scores as the panel writes them.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::board::BoardLayout;
use crate::app::engine_lines::{EngineLines, lines_allowed};
use crate::app::i18n::{Language, Tr, format_number};
use crate::app::session::Session;
use crate::app::states::{InGame, Screen};
use crate::engine::review::Eval;
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
/// "0-1" after checkmate; the decimal as `language` writes it ("0,3").
pub fn bar_text(eval: Eval, language: Language) -> String {
    match eval {
        Eval::Cp(cp) => format_number(language, f64::from(cp.unsigned_abs()) / 100.0, 1),
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
    review: Res<crate::app::board::ShownPly>,
    tr: Res<Tr>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    if !lines.on || !lines_allowed(screen.get(), &session) {
        return Ok(());
    }
    let ply = review.ply.unwrap_or(session.game.ply_count());
    let eval = shown_eval(&lines, &session, ply);
    let ctx = contexts.ctx_mut()?;
    let screen_rect = ctx.viewport_rect();
    let board = super::widgets::board_rect(ctx, &layout);
    let half = board.height() / 2.0;
    let board_right = board.max.x;
    let board_top = board.min.y;
    let room = (screen_rect.max.x - layout.panel_points()) - board_right;
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
            bar_text(eval, tr.language()),
            egui::FontId::proportional(9.0),
            if white { dark } else { light },
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::eval_text;

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
        let en = Language::English;
        assert_eq!(bar_text(Eval::Cp(34), en), "0.3");
        assert_eq!(bar_text(Eval::Cp(-126), en), "1.3");
        assert_eq!(bar_text(Eval::Cp(-126), Language::French), "1,3");
        assert_eq!(bar_text(Eval::Mate(3), en), "M3");
        assert_eq!(bar_text(Eval::Mate(-2), en), "M2");
        assert_eq!(bar_text(Eval::Checkmate(Color::Black), en), "0-1");
        assert!(white_leads(Eval::Cp(0)) && !white_leads(Eval::Mate(-2)));
    }

    #[test]
    fn engine_scores_are_written_the_languages_way() {
        for cp in [0, 5, -5, 35, -120, 1234] {
            let eval = Eval::Cp(cp);
            assert_eq!(eval_text(eval, Language::English), eval.to_string());
        }
        assert_eq!(eval_text(Eval::Cp(150), Language::German), "+1,50");
        assert_eq!(eval_text(Eval::Cp(-5), Language::Spanish), "-0,05");
        assert_eq!(eval_text(Eval::Mate(-2), Language::French), "-M2");
    }
}
