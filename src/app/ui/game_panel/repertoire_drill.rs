//! The panel of a repertoire drill (`app::repertoire`): the repertoire,
//! what to do now (watch, your move, the repertoire's moves after a miss
//! with its comment), the cards left and the answers so far, the typed
//! move box, and the ways to give up a card or stop.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use super::MoveBox;
use super::controls::move_box;
use crate::app::engine_lines::numbered_line;
use crate::app::i18n::Tr;
use crate::app::repertoire::{
    DrillCommand, DrillRun, DrillState, RepertoireDrill, RepertoireShelf,
};
use crate::app::session::{ChoicesRequest, GameCommand, Session};
use crate::app::ui::move_list::localise_line;
use crate::app::ui::style;
use crate::rules::Color;
use crate::tr;

/// What the drill's section reads and sends, and where the game on the
/// board left the player's repertoires.
#[derive(SystemParam)]
pub(super) struct DrillView<'w> {
    drill: Res<'w, RepertoireDrill>,
    shelf: Res<'w, RepertoireShelf>,
    orders: MessageWriter<'w, DrillCommand>,
}

/// What the drill asks now, in words, and its colour.
fn state_text(
    ui: &egui::Ui,
    tr: &Tr,
    run: &DrillRun,
    session: &Session,
) -> (String, egui::Color32) {
    let strong = ui.visuals().strong_text_color();
    match &run.state {
        DrillState::Playing => (tr!(tr, "repertoire-watch"), strong),
        DrillState::Asking { .. } => (
            tr!(
                tr,
                "repertoire-your-move",
                side = crate::app::ui::widgets::color_key(run.summary.color)
            ),
            strong,
        ),
        DrillState::Missed { answers, tried, .. } => {
            let position = session.game.position();
            let expected: Vec<String> = answers
                .iter()
                .map(|m| tr.san(&position.san(m), false).into_owned())
                .collect();
            let text = if tried.is_empty() {
                tr!(tr, "repertoire-shown", expected = expected.join(", "))
            } else {
                tr!(
                    tr,
                    "repertoire-wrong",
                    san = tr.san(tried, false).into_owned(),
                    expected = expected.join(", ")
                )
            };
            (text, style::warn(ui.visuals()))
        }
        DrillState::Finished => (
            tr!(
                tr,
                "repertoire-drill-done",
                right = run.right,
                wrong = run.wrong
            ),
            style::good(ui.visuals()),
        ),
    }
}

/// The repertoire's name and side, and the line so far, numbered as a
/// score writes it.
fn heading(ui: &mut egui::Ui, tr: &Tr, run: &DrillRun, session: &Session) {
    ui.heading(&run.summary.name);
    let side = match run.summary.color {
        Color::White => tr!(tr, "repertoire-for-white"),
        Color::Black => tr!(tr, "repertoire-for-black"),
    };
    ui.label(style::caption(side));
    let game = &session.game;
    let moves: Vec<crate::rules::Move> = game.moves().iter().map(|m| m.mv).collect();
    let line = localise_line(tr, &numbered_line(game.start_position(), &moves), false);
    if !line.is_empty() {
        ui.label(egui::RichText::new(line).monospace());
    }
    ui.separator();
}

pub(super) fn drill_section(
    ui: &mut egui::Ui,
    tr: &Tr,
    session: &Session,
    (typed, commands, choices): (
        &mut MoveBox,
        &mut MessageWriter<GameCommand>,
        &mut MessageWriter<ChoicesRequest>,
    ),
    view: &mut DrillView,
) {
    let Some(run) = &view.drill.current else {
        return;
    };
    heading(ui, tr, run, session);
    let (text, color) = state_text(ui, tr, run, session);
    ui.label(
        egui::RichText::new(text)
            .size(style::size::HEADING)
            .strong()
            .color(color),
    );
    if let DrillState::Missed {
        comment: Some(comment),
        ..
    } = &run.state
    {
        ui.add_space(style::space::ITEM);
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(egui::RichText::new(comment).italics());
        });
    }
    ui.add_space(style::space::ITEM);
    ui.label(tr!(
        tr,
        "repertoire-progress",
        left = run.left(),
        total = run.total,
        right = run.right,
        wrong = run.wrong
    ));
    ui.add_space(style::space::ITEM);
    if matches!(
        run.state,
        DrillState::Asking { .. } | DrillState::Missed { .. }
    ) {
        move_box(ui, tr, session.position(), typed, commands);
    }
    ui.horizontal_wrapped(|ui| {
        if matches!(run.state, DrillState::Asking { .. })
            && ui
                .button(tr!(tr, "repertoire-show"))
                .on_hover_text(tr!(tr, "repertoire-show-hint"))
                .clicked()
        {
            view.orders.write(DrillCommand::Show);
        }
        let stop = if run.state == DrillState::Finished {
            tr!(tr, "repertoire-back")
        } else {
            tr!(tr, "repertoire-stop")
        };
        if ui.button(stop).clicked() {
            view.orders.write(DrillCommand::Stop);
        }
    });
    // Sparring: the line played out from here, against the computer or
    // with the engine's lines.
    if matches!(run.state, DrillState::Asking { .. } | DrillState::Finished) {
        ui.add_space(style::space::ITEM);
        sparring(ui, tr, *session.game.position(), (commands, choices));
    }
}

/// Play on from the board's position (Setup opens with it) or analyse it.
fn sparring(
    ui: &mut egui::Ui,
    tr: &Tr,
    position: crate::rules::Position,
    (commands, choices): (
        &mut MessageWriter<GameCommand>,
        &mut MessageWriter<ChoicesRequest>,
    ),
) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr!(tr, "repertoire-spar"))
            .on_hover_text(tr!(tr, "repertoire-spar-hint"))
            .clicked()
        {
            choices.write(ChoicesRequest::FromPosition(Box::new(position)));
        }
        if ui
            .button(tr!(tr, "repertoire-analyse"))
            .on_hover_text(tr!(tr, "repertoire-analyse-hint"))
            .clicked()
        {
            commands.write(GameCommand::AnalysePosition(Box::new(position)));
        }
    });
}

/// Once a game against the computer is over: where it left the player's
/// repertoires ("6...Nbd7: you left your repertoire (your move there:
/// 6...e5)", or the opponent's move it does not answer).
pub(super) fn repertoire_note(ui: &mut egui::Ui, tr: &Tr, session: &Session, view: &DrillView) {
    let Some((moves, left)) = &view.shelf.last_game else {
        return;
    };
    let game = &session.game;
    if !game.is_over()
        || left.is_empty()
        || game.moves().len() != moves.len()
        || game.moves().iter().zip(moves).any(|(m, n)| m.mv != *n)
    {
        return;
    }
    for (name, d) in left {
        let text = super::super::repertoire::deviation_text(tr, d);
        let color = if d.by_player {
            style::warn(ui.visuals())
        } else {
            ui.visuals().text_color()
        };
        ui.label(egui::RichText::new(format!("{name}: {text}")).color(color));
    }
}
