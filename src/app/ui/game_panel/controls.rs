//! The panel's controls: the status line, the move box, a draw offer
//! waiting for its answer, the game's buttons and the resign question.

use crate::app::ui::style;
use bevy::prelude::*;
use bevy_egui::egui;

use super::Opens;
use crate::app::i18n::Tr;
use crate::app::session::{GameCommand, PlayerKind, Session, StatusKind, StatusLine};
use crate::app::states::{Overlay, Pause};
use crate::app::ui::widgets::color_key;
use crate::persist::Settings;
use crate::rules::EndReason;
use crate::tr;

/// The text typed in the move box. Written only by the panel.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct MoveBox(pub String);

/// The status line, "Thinking..." and an outside engine's failure.
pub(super) fn status(
    ui: &mut egui::Ui,
    tr: &Tr,
    figurines: bool,
    (session, line): (&Session, &StatusLine),
    playing: bool,
    thinking: bool,
    commands: &mut MessageWriter<GameCommand>,
) {
    if let Some((kind, text)) = &line.line {
        let color = match kind {
            StatusKind::Info => ui.visuals().text_color(),
            StatusKind::Warning => style::warn(ui.visuals()),
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
            .color(style::warn(ui.visuals())),
        );
        if ui.button(tr!(tr, "panel-use-builtin-engine")).clicked() {
            commands.write(GameCommand::UseBuiltinEngine);
        }
    }
}

/// The box to type a move in.
pub(super) fn move_box(
    ui: &mut egui::Ui,
    tr: &Tr,
    position: &crate::rules::Position,
    typed: &mut MoveBox,
    commands: &mut MessageWriter<GameCommand>,
) {
    ui.horizontal(|ui| {
        let label = ui.label(tr!(tr, "panel-move"));
        let edit = ui
            .add(
                egui::TextEdit::singleline(&mut typed.0)
                    // A fixed id: the box keeps the keys after a move although
                    // the panel above it grows.
                    .id(egui::Id::new("move_box"))
                    .hint_text(tr!(
                        tr,
                        "panel-move-hint",
                        knight = tr.san("Nf3", false).into_owned()
                    ))
                    .desired_width(150.0),
            )
            .labelled_by(label.id);
        // `/` gives the box the keys (a keyboard player's way to it), unless
        // another box has them.
        if ui.memory(|m| m.focused().is_none()) && ui.input(|i| i.key_pressed(egui::Key::Slash)) {
            edit.request_focus();
        }
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (enter || ui.button(tr!(tr, "panel-play")).clicked()) && !typed.0.trim().is_empty() {
            let typed = std::mem::take(&mut typed.0);
            commands.write(
                match crate::app::questions::parse(&typed, tr.piece_letters()) {
                    Some(question) => GameCommand::Ask(question),
                    None => GameCommand::Typed(tr.english_move_text(&typed, position)),
                },
            );
            edit.request_focus();
        }
    });
}

/// A draw offer waiting for an answer.
pub(super) fn draw_offer(
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
pub(super) fn buttons(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    settings: &Settings,
    opens: &mut Opens,
    commands: &mut MessageWriter<GameCommand>,
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
                opens.next_overlay.set(Overlay::ResignQuestion);
            } else {
                commands.write(GameCommand::Resign(session.acting_side()));
            }
        }
        if ui.button(tr!(tr, "panel-flip-board")).clicked() {
            commands.write(GameCommand::Flip);
        }
        if ui.button(tr!(tr, "panel-menu")).clicked() {
            opens.next_pause.set(Pause::Paused);
        }
    });
}

/// "Resign the game?" after Resign, when Settings asks for it.
pub(super) fn resign_confirmation(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    opens: &mut Opens,
    commands: &mut MessageWriter<GameCommand>,
) {
    if *opens.overlay.get() != Overlay::ResignQuestion {
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
            opens.next_overlay.set(Overlay::None);
        }
        if ui.button(tr!(tr, "panel-cancel")).clicked() {
            opens.next_overlay.set(Overlay::None);
        }
    });
}
