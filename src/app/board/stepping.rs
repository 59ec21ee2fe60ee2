//! Stepping through the game: the arrow keys (and Home/End, and the panel's
//! buttons) step the board back and forward through the moves played, as on
//! lichess. The rules game is not touched: the board shows
//! `game.position_at(ply)` and the piece entities glide there like after a
//! move. While an earlier position is shown the board is view-only, as
//! lichess does with a live game you scroll back in: a press on it says how
//! to return instead of moving. A new move (typed, or the computer's), an
//! undo or a new game return to the live position.

use bevy::prelude::*;

use super::model::{BoardCursor, DropSelection, ShownPly, Step, StepRequest};
use crate::app::GameSet;
use crate::app::gates::board_shown;
use crate::app::session::{GameChanged, GameCommand, PendingPromotion, Session};
use crate::app::states::InGame;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShownPly>()
        .add_message::<StepRequest>()
        .add_systems(
            Update,
            (
                review_keys.in_set(GameSet::Input).run_if(board_shown),
                // Before the session applies this frame's commands, so a
                // promotion left behind is dropped in the same frame.
                apply_steps.in_set(GameSet::Input).after(review_keys),
                return_to_live
                    .in_set(GameSet::Animate)
                    .before(super::pieces::sync_pieces),
            )
                .run_if(in_state(InGame)),
        )
        .add_systems(OnExit(InGame), back_to_live);
}

fn back_to_live(mut review: ResMut<ShownPly>) {
    if review.ply.is_some() {
        review.ply = None;
    }
}

fn review_keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Option<Res<bevy_egui::input::EguiWantsInput>>,
    cursor: Res<BoardCursor>,
    mut steps: MessageWriter<StepRequest>,
) {
    if egui_input.is_some_and(|e| e.wants_any_keyboard_input()) {
        return;
    }
    // The board's cursor, when shown, has the left and right arrows.
    let arrows = cursor.0.is_none();
    for (key, step) in [
        (KeyCode::ArrowLeft, Step::Back),
        (KeyCode::ArrowRight, Step::Forward),
        (KeyCode::Home, Step::Start),
        (KeyCode::End, Step::End),
    ] {
        let arrow = matches!(key, KeyCode::ArrowLeft | KeyCode::ArrowRight);
        if keys.just_pressed(key) && (arrows || !arrow) {
            steps.write(StepRequest(step));
        }
    }
}

fn apply_steps(
    mut steps: MessageReader<StepRequest>,
    session: Option<Res<Session>>,
    mut review: ResMut<ShownPly>,
    mut drop_selection: MessageWriter<DropSelection>,
    pending: Res<PendingPromotion>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Some(session) = session else { return };
    for StepRequest(step) in steps.read() {
        // A puzzle is solved forward only (Right there is the next puzzle).
        if session.puzzle || session.lesson || session.drill {
            continue;
        }
        if session.analysis {
            // The analysis board takes moves back and plays them again.
            let played = session.game.ply_count();
            let total = played + session.game.redo_line().count();
            let to = match *step {
                Step::Back => played.saturating_sub(1),
                Step::Forward => (played + 1).min(total),
                Step::Start => 0,
                Step::End => total,
                Step::Ply(p) => p.min(total),
            };
            if to != played {
                drop_selection.write(DropSelection);
                commands.write(GameCommand::GoTo(to));
            }
            continue;
        }
        let mut r = *review;
        if r.step(*step, &session.game) {
            *review = r;
            // What was in hand belongs to the position left behind.
            drop_selection.write(DropSelection);
            if pending.0.is_some() {
                commands.write(GameCommand::CancelPromotion);
            }
        }
    }
}

/// A move, an undo or a new game shows the live position again.
pub(super) fn return_to_live(
    mut changes: MessageReader<GameChanged>,
    mut review: ResMut<ShownPly>,
) {
    if changes.read().count() > 0 && review.ply.is_some() {
        review.ply = None;
    }
}
