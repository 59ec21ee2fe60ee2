//! Reviewing the game: the arrow keys (and Home/End, and the panel's
//! buttons) step the board back and forward through the moves played, as on
//! lichess. The rules game is not touched: the board shows
//! `game.position_at(ply)` and the piece entities glide there like after a
//! move. While an earlier position is shown the board is view-only, as
//! lichess does with a live game you scroll back in: a press on it says how
//! to return instead of moving. A new move (typed, or the computer's), an
//! undo or a new game return to the live position.

use bevy::prelude::*;

use super::annotate::Annotations;
use super::input::Selection;
use crate::app::GameSet;
use crate::app::session::{GameChanged, PendingPromotion, Session};
use crate::app::states::{InGame, Pause};
use crate::rules::{Game, Position};

/// Which position the board shows.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Review {
    /// `None` shows the live position; `Some(ply)` the position after `ply`
    /// half-moves (0 is the start position), always below the game's
    /// `ply_count()`.
    pub ply: Option<usize>,
}

/// A step through the moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewStep {
    /// One half-move back (Left arrow).
    Back,
    /// One half-move forward (Right arrow).
    Forward,
    /// To the start position (Home).
    Start,
    /// Back to the live position (End).
    End,
    /// To the position after this many half-moves (a click in the move
    /// list); the last one is the live position.
    Ply(usize),
}

impl Review {
    /// Whether the live position is shown.
    pub fn is_live(&self) -> bool {
        self.ply.is_none()
    }

    /// The number of half-moves played in the shown position.
    pub fn shown_ply(&self, game: &Game) -> usize {
        self.ply
            .map_or(game.ply_count(), |p| p.min(game.ply_count()))
    }

    /// The position on the board.
    pub fn shown<'a>(&self, game: &'a Game) -> &'a Position {
        game.position_at(self.shown_ply(game))
            .unwrap_or(game.position())
    }

    /// The ply shown after `step` in a game of `game`'s length.
    pub fn after(&self, step: ReviewStep, game: &Game) -> Option<usize> {
        let count = game.ply_count();
        let now = self.shown_ply(game);
        let to = match step {
            ReviewStep::Back => now.saturating_sub(1),
            ReviewStep::Forward => (now + 1).min(count),
            ReviewStep::Start => 0,
            ReviewStep::End => count,
            ReviewStep::Ply(p) => p.min(count),
        };
        (to < count).then_some(to)
    }

    /// Takes a step; returns whether the shown position changed.
    pub fn step(&mut self, step: ReviewStep, game: &Game) -> bool {
        let to = self.after(step, game);
        if to != self.ply {
            self.ply = to;
            true
        } else {
            false
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Review>()
        .add_message::<ReviewStepRequest>()
        .add_systems(
            Update,
            (
                review_keys.in_set(GameSet::Input),
                apply_steps.in_set(GameSet::Apply),
                return_to_live
                    .in_set(GameSet::Animate)
                    .before(super::pieces::sync_pieces),
            )
                .run_if(in_state(InGame)),
        )
        .add_systems(OnExit(InGame), back_to_live);
}

fn back_to_live(mut review: ResMut<Review>) {
    if review.ply.is_some() {
        review.ply = None;
    }
}

/// Asks the board to show another position (sent by the panel's buttons
/// and the arrow keys).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReviewStepRequest(pub ReviewStep);

fn review_keys(
    keys: Res<ButtonInput<KeyCode>>,
    pause: Option<Res<State<Pause>>>,
    egui_input: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut steps: MessageWriter<ReviewStepRequest>,
) {
    if pause.is_some_and(|p| *p.get() == Pause::Paused)
        || egui_input.is_some_and(|e| e.wants_any_keyboard_input())
    {
        return;
    }
    for (key, step) in [
        (KeyCode::ArrowLeft, ReviewStep::Back),
        (KeyCode::ArrowRight, ReviewStep::Forward),
        (KeyCode::Home, ReviewStep::Start),
        (KeyCode::End, ReviewStep::End),
    ] {
        if keys.just_pressed(key) {
            steps.write(ReviewStepRequest(step));
        }
    }
}

fn apply_steps(
    mut steps: MessageReader<ReviewStepRequest>,
    session: Option<Res<Session>>,
    mut review: ResMut<Review>,
    mut selection: ResMut<Selection>,
    mut pending: ResMut<PendingPromotion>,
) {
    let Some(session) = session else { return };
    for ReviewStepRequest(step) in steps.read() {
        let mut r = *review;
        if r.step(*step, &session.game) {
            *review = r;
            // What was in hand belongs to the position left behind.
            selection.clear();
            if pending.0.is_some() {
                pending.0 = None;
            }
        }
    }
}

/// A move, an undo or a new game shows the live position again; drawn
/// arrows and circles go when the position they were drawn on does.
fn return_to_live(
    mut changes: MessageReader<GameChanged>,
    mut review: ResMut<Review>,
    mut annotations: ResMut<Annotations>,
    mut shown: Local<Option<(usize, Option<usize>)>>,
    session: Option<Res<Session>>,
) {
    if changes.read().count() > 0 && review.ply.is_some() {
        review.ply = None;
    }
    let Some(session) = session else { return };
    let now = (session.game.ply_count(), review.ply);
    if shown.is_some_and(|s| s != now) && !annotations.is_empty() {
        annotations.clear();
    }
    *shown = Some(now);
}
