//! A move of the player's that is not the solution's, judged by the
//! engine off the main thread: the solving side asks with [`CheckMove`]
//! and hears the verdict as [`Checked`] (kept when it keeps the puzzle's
//! outcome as clearly: [`crate::puzzles::alternative`]).

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use bevy::window::RequestRedraw;

use crate::app::GameSet;
use crate::engine::Engine;
use crate::puzzles::alternative::{CHECK_NODES, keeps_outcome};
use crate::rules::{Move, Position};

/// Judge `tried`, played in `before` where the solution plays `solution`.
#[derive(Message, Debug, Clone, PartialEq)]
pub(super) struct CheckMove {
    /// The puzzle's id and how many of its moves were on the board before
    /// the try: the verdict names them, so a late one is not taken for
    /// another puzzle's.
    pub key: String,
    pub played: usize,
    pub before: Position,
    /// The keys of the positions before `before`, for repetitions.
    pub history: Vec<u64>,
    pub solution: Move,
    pub tried: Move,
}

/// The engine's verdict on a [`CheckMove`].
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub(super) struct Checked {
    pub key: String,
    pub played: usize,
    /// Whether the move keeps the puzzle's outcome as clearly.
    pub keeps: bool,
}

/// The judging under way: the puzzle and move count it answers for.
#[derive(Resource, Default)]
struct MoveCheck(Option<(String, usize, Task<bool>)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MoveCheck>()
        .add_message::<CheckMove>()
        .add_message::<Checked>()
        .add_systems(
            Update,
            (
                start.run_if(on_message::<CheckMove>),
                finish.run_if(|j: Res<MoveCheck>| j.0.is_some()),
            )
                .chain()
                .in_set(GameSet::Input),
        );
}

/// Starts judging the latest move asked about (one asked before it is
/// dropped, and its search with it).
fn start(mut asked: MessageReader<CheckMove>, mut judging: ResMut<MoveCheck>) {
    let Some(ask) = asked.read().last().cloned() else {
        return;
    };
    let CheckMove {
        key,
        played,
        before,
        history,
        solution,
        tried,
    } = ask;
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let mut engine = Engine::new(crate::engine::GAME_HASH_MB);
        let stop = std::sync::atomic::AtomicBool::new(false);
        keeps_outcome(
            &mut engine,
            &before,
            &history,
            &solution,
            &tried,
            CHECK_NODES,
            &stop,
        )
    });
    judging.0 = Some((key, played, task));
}

/// Tells the verdict once the search is done (keeping the window awake
/// until then).
fn finish(
    mut judging: ResMut<MoveCheck>,
    mut verdicts: MessageWriter<Checked>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    redraw.write(RequestRedraw);
    // Read first without marking anything changed: a frame that waits
    // writes nothing.
    if !judging.0.as_ref().is_some_and(|(_, _, t)| t.is_finished()) {
        return;
    }
    if let Some((key, played, mut task)) = judging.0.take()
        && let Some(keeps) = check_ready(&mut task)
    {
        verdicts.write(Checked { key, played, keeps });
    }
}
