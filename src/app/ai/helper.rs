//! The helper: hints ("Help me move") and the computer's answers to draw
//! offers, searched in the background by the helper engine (not the one
//! that plays the computer's moves).

use std::time::Duration;

use bevy::prelude::*;

use super::engines::{BuiltinEngines, EngineSignals, with_builtin};
use super::{NewTask, TaskAnswer, TaskKind, Thinking};
use crate::app::session::{GameCommand, PlayerKind, Say, Session};
use crate::engine::Score;
use crate::rules::Move;

/// The time a hint is searched for.
const HINT_TIME: Duration = Duration::from_millis(700);
/// The time a draw offer is thought over.
const DRAW_OFFER_TIME: Duration = Duration::from_millis(400);

/// The last hint: the move and its SAN, for the position with `ply` moves played.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Hint(pub Option<(usize, Move, String)>);

/// Starts a hint's search when one is asked for, and a draw offer's
/// judging when it is made to a computer player.
pub(super) fn start_hint_and_draw_answer(
    mut commands: MessageReader<GameCommand>,
    session: Option<Res<Session>>,
    thinking: Res<Thinking>,
    hint: Res<Hint>,
    builtin: Res<BuiltinEngines>,
    signals: Res<EngineSignals>,
    mut say: MessageWriter<Say>,
) -> Vec<NewTask> {
    let mut tasks = Vec::new();
    let Some(session) = session else {
        return tasks;
    };
    for cmd in commands.read() {
        let game = session.game.clone();
        let ply = game.ply_count();
        match cmd {
            GameCommand::Hint => {
                if game.is_over() || thinking.is_running(TaskKind::Move) {
                    continue;
                }
                if hint.0.as_ref().is_some_and(|(p, _, _)| *p == ply) {
                    continue;
                }
                say.write(Say::info(crate::text!("status-looking-for-hint")));
                let (slot, signals) = (builtin.helper.clone(), signals.clone());
                tasks.push(NewTask::new(TaskKind::Hint, ply, move |stop| {
                    let r = with_builtin(&slot, &signals, |engine| {
                        engine.best_game_move(&game, HINT_TIME, stop)
                    });
                    TaskAnswer::Move(r.and_then(|r| r.best)).into()
                }));
            }
            GameCommand::OfferDraw => {
                let offerer = session.acting_side();
                let to_answer = offerer.other();
                if game.is_over() || !matches!(session.players[to_answer], PlayerKind::Computer(_))
                {
                    continue;
                }
                let (slot, signals) = (builtin.helper.clone(), signals.clone());
                tasks.push(NewTask::new(TaskKind::DrawOffer, ply, move |stop| {
                    // The evaluation is from the side to move's view; turn
                    // it to the offerer's.
                    let score = with_builtin(&slot, &signals, |engine| {
                        engine.evaluate_game(&game, DRAW_OFFER_TIME, stop)
                    });
                    let score = if game.side_to_move() == offerer {
                        score
                    } else {
                        match score {
                            Score::Cp(cp) => Score::Cp(-cp),
                            Score::Mate(n) => Score::Mate(-n),
                        }
                    };
                    TaskAnswer::Evaluation(score).into()
                }));
            }
            _ => {}
        }
    }
    tasks
}

/// Whether the computer, seeing `score` from its opponent's side (the side
/// that offered), takes the draw: only when it is lost or dead equal.
pub fn accepts_draw(score_for_offerer: Score) -> bool {
    match score_for_offerer {
        Score::Mate(n) => n > 0,
        Score::Cp(cp) => cp >= 250 || cp.abs() <= 10,
    }
}
