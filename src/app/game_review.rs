//! "Review the game" in the window: every position of the game on the
//! board judged by Rookery's engine in the background (the same
//! [`engine::review`](crate::engine::review) code as `rookery review`),
//! with its progress, a cancel, and the result kept for the panel and the
//! board: each move's class, the better move, each player's accuracy.
//!
//! The plugin owns [`GameReviewState`]; others ask with [`ReviewRequest`].
//! A review belongs to the game it was made for: a move, an undo or a new
//! game drops it (and stops one under way), as does leaving the game.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use bevy::window::RequestRedraw;

use super::GameSet;
use super::session::{GameChanged, Session};
use super::states::InGame;
use crate::app::held::AppSettings;
use crate::engine::review::{DEEP_NODES, DEFAULT_NODES, GameReview, Judgement};
use crate::engine::reviewer::{
    OwnReviewer, UCI_DEEP_DEPTH, UCI_DEPTH, UciReviewer, review_game_by,
};
use crate::engine::{Engine, Limits};

/// How deep a review looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ReviewDepth {
    /// A million nodes a position: an 80-ply game in under a minute.
    #[default]
    Normal,
    /// Four times as many.
    Deep,
}

impl ReviewDepth {
    /// The nodes Rookery's engine searches for each position.
    pub const fn nodes(self) -> u64 {
        match self {
            ReviewDepth::Normal => DEFAULT_NODES,
            ReviewDepth::Deep => DEEP_NODES,
        }
    }

    /// The depth an outside engine searches each position to.
    pub const fn plies(self) -> u32 {
        match self {
            ReviewDepth::Normal => UCI_DEPTH,
            ReviewDepth::Deep => UCI_DEEP_DEPTH,
        }
    }
}

/// Asks for a review of the game on the board, or stops one.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewRequest {
    /// Review the game (again, deeper, if one was made).
    Start(ReviewDepth),
    /// Stop the review under way.
    Cancel,
}

/// The review of the game on the board. Written only by this plugin.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct GameReviewState {
    /// Positions judged and positions in all while a review runs.
    pub progress: Option<(usize, usize)>,
    /// The finished review of the game on the board.
    pub review: Option<GameReview>,
    /// How deep the running or finished review looks.
    pub depth: ReviewDepth,
    /// The outside engine that made the running or finished review, by
    /// its name (`None`: Rookery's).
    pub by: Option<String>,
    /// Why the last review asked of an outside engine did not come: the
    /// engine and what went wrong.
    pub failed: Option<(String, String)>,
}

/// What a review's task gives back: the review (`None` when stopped), or
/// what stopped the outside engine.
type Reviewed = Result<Option<GameReview>, String>;

/// The review under way: its task, its stop flag and its count of
/// positions done.
#[derive(Resource, Default)]
struct Running(Option<(Task<Reviewed>, Arc<AtomicBool>, Arc<AtomicUsize>)>);

impl Running {
    fn stop(&mut self) {
        if let Some((_, stop, _)) = self.0.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameReviewState>()
        .init_resource::<Running>()
        .add_message::<ReviewRequest>()
        .add_systems(
            Update,
            (forget_on_change, take_requests, follow_task)
                .chain()
                .in_set(GameSet::EndDetection),
        )
        .add_systems(OnExit(InGame), leave);
}

/// A move, an undo or a new game: the review no longer fits the game. A
/// game opened from a save comes with the review kept in it.
fn forget_on_change(
    mut changes: MessageReader<GameChanged>,
    session: Option<Res<Session>>,
    mut state: ResMut<GameReviewState>,
    mut running: ResMut<Running>,
) {
    let (mut changed, mut reset) = (false, false);
    for change in changes.read() {
        changed = true;
        reset |= *change == GameChanged::Reset;
    }
    if !changed {
        return;
    }
    running.stop();
    let kept = session
        .filter(|_| reset)
        .and_then(|s| s.review_start.clone().filter(|r| r.fits(&s.game)));
    state.set_if_neq(GameReviewState {
        review: kept,
        ..GameReviewState::default()
    });
}

fn leave(mut state: ResMut<GameReviewState>, mut running: ResMut<Running>) {
    running.stop();
    state.set_if_neq(GameReviewState::default());
}

fn take_requests(
    mut requests: MessageReader<ReviewRequest>,
    session: Option<Res<Session>>,
    settings: Option<Res<AppSettings>>,
    mut state: ResMut<GameReviewState>,
    mut running: ResMut<Running>,
) {
    let Some(session) = session else { return };
    for request in requests.read() {
        running.stop();
        match *request {
            ReviewRequest::Cancel => {
                state.progress = None;
            }
            ReviewRequest::Start(depth) => {
                let game = session.game.clone();
                let total = game.ply_count() + 1;
                let stop = Arc::new(AtomicBool::new(false));
                let done = Arc::new(AtomicUsize::new(0));
                let (task_stop, task_done) = (stop.clone(), done.clone());
                // The outside engine, when the player asked for it in
                // Settings and it is there.
                let outside =
                    crate::app::engine_lines::review_engine(settings.as_deref().map(|s| &s.0));
                let by = outside.as_ref().map(|path| engine_name(path));
                let task = AsyncComputeTaskPool::get().spawn(async move {
                    let mut progress = |n, _| task_done.store(n, Ordering::Relaxed);
                    let Some(path) = outside else {
                        let mut engine = Engine::new(crate::engine::GAME_HASH_MB);
                        let mut own = OwnReviewer {
                            engine: &mut engine,
                            limits: Limits::nodes(depth.nodes()),
                        };
                        return review_game_by(&mut own, &game, &task_stop, &mut progress)
                            .map_err(|e| e.to_string());
                    };
                    let mut uci =
                        UciReviewer::start(&path, &[], depth.plies()).map_err(|e| e.to_string())?;
                    let reviewed = review_game_by(&mut uci, &game, &task_stop, &mut progress);
                    uci.quit();
                    reviewed.map_err(|e| e.to_string())
                });
                running.0 = Some((task, stop, done));
                state.progress = Some((0, total));
                state.depth = depth;
                state.by = by;
                state.failed = None;
            }
        }
    }
}

/// An outside engine's name for the panel: its file's name.
fn engine_name(path: &std::path::Path) -> String {
    path.file_stem().map_or_else(
        || path.display().to_string(),
        |s| s.to_string_lossy().into_owned(),
    )
}

/// Follows the review under way: its progress, and its result once done.
fn follow_task(
    mut running: ResMut<Running>,
    mut state: ResMut<GameReviewState>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // Read first without marking anything changed: idle frames write nothing.
    if running.0.is_none() {
        return;
    }
    let Some((task, _, done)) = running.0.as_mut() else {
        return;
    };
    redraw.write(RequestRedraw);
    if task.is_finished() {
        let result = check_ready(task);
        running.0 = None;
        state.progress = None;
        match result {
            Some(Ok(Some(review))) => state.review = Some(review),
            Some(Err(why)) => {
                let engine = state.by.take().unwrap_or_default();
                state.failed = Some((engine, why));
            }
            _ => {}
        }
        return;
    }
    let done = done.load(Ordering::Relaxed);
    if let Some((_, total)) = state.progress
        && state.progress != Some((done, total))
    {
        state.progress = Some((done, total));
    }
}

/// What the review's graph draws: White's win percent after each ply (the
/// start position at 0, then one point per move), and the points of the
/// marked moves, by class.
#[derive(Debug, Clone, PartialEq)]
pub struct GraphPoints {
    /// (ply, White's win percent 0..100).
    pub win: Vec<[f64; 2]>,
    /// For each class with marked moves, the points of those moves.
    pub marks: Vec<(Judgement, Vec<[f64; 2]>)>,
}

/// The points of `review`'s graph.
pub fn graph_points(review: &GameReview) -> GraphPoints {
    let win: Vec<[f64; 2]> = review
        .positions
        .iter()
        .enumerate()
        .map(|(i, p)| [i as f64, p.eval.win_percent()])
        .collect();
    let marks = Judgement::ALL
        .into_iter()
        .map(|j| {
            let points: Vec<[f64; 2]> = review
                .moves
                .iter()
                .enumerate()
                .filter(|(_, m)| m.advice.is_some_and(|a| a.judgement() == j))
                .filter_map(|(i, _)| win.get(i + 1).copied())
                .collect();
            (j, points)
        })
        .filter(|(_, points)| !points.is_empty())
        .collect();
    GraphPoints { win, marks }
}

/// The marked moves of `review` nearest before and after the position
/// `shown` (plies from the start), as the positions after them: where
/// "Previous marked move" and "Next marked move" go, for a player without
/// the graph's mouse clicks.
pub fn marked_around(review: &GameReview, shown: usize) -> (Option<usize>, Option<usize>) {
    let marked = review
        .moves
        .iter()
        .enumerate()
        .filter(|(_, m)| m.advice.is_some())
        .map(|(i, _)| i + 1);
    let before = marked.clone().rfind(|&ply| ply < shown);
    let after = marked.clone().find(|&ply| ply > shown);
    (before, after)
}
