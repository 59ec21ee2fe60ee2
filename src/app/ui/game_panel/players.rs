//! The players in the panel: names, whose turn it is, the clocks, the
//! pieces each side has captured, a check and the result.

use crate::app::ui::style;
use bevy_egui::egui;

use crate::app::clock::{LOW_TIME, display_text};
use crate::app::i18n::{Tr, outcome_text};
use crate::app::session::Session;
use crate::app::ui::widgets::Icons;
use crate::app::ui::widgets::color_key;
use crate::rules::{Clock, Color, Game, PieceKind};
use crate::tr;

/// The players, whose turn it is, and under each name the pieces that side
/// has captured and its material lead, as of the position on the board
/// (the live one, or the one being reviewed: `shown` half-moves in).
pub(super) fn players(
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
/// seconds, red at zero after a flag; under ten seconds and at a flag also
/// boxed in, a shape that says it without the colour (and the low-time
/// sound plays). Tenths of a second are written with the language's
/// decimal separator ("9,5").
fn clock_face(ui: &mut egui::Ui, tr: &Tr, clock: &Clock, color: Color) {
    let left = clock.left(color);
    let running = clock.running() == Some(color);
    let flagged = clock.flagged() == Some(color);
    let shown = display_text(left, tr.language());
    let mut text = egui::RichText::new(shown).size(20.0).monospace().strong();
    text = if flagged {
        text.color(FLAG_COLOR)
    } else if left < LOW_TIME {
        text.color(LOW_TIME_COLOR)
    } else if running {
        text.color(egui::Color32::BLACK)
    } else {
        text.color(ui.visuals().weak_text_color())
    };
    let fill = if running {
        RUNNING_FILL
    } else {
        egui::Color32::TRANSPARENT
    };
    let warning = if flagged {
        egui::Stroke::new(2.5, FLAG_COLOR)
    } else if left < LOW_TIME {
        egui::Stroke::new(2.5, LOW_TIME_COLOR)
    } else {
        egui::Stroke::NONE
    };
    egui::Frame::new()
        .fill(fill)
        .stroke(warning)
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
pub(super) fn check_and_result(ui: &mut egui::Ui, tr: &Tr, game: &Game) {
    let pos = game.position();
    if pos.is_check() && !game.is_over() {
        ui.label(
            egui::RichText::new(tr!(
                tr,
                "panel-in-check",
                color = color_key(pos.side_to_move())
            ))
            .color(style::bad(ui.visuals()))
            .strong(),
        );
    }
    if let Some(o) = game.outcome() {
        ui.label(egui::RichText::new(tr.text(&outcome_text(&o), false)).strong());
    }
}
