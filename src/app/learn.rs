//! Learn from your mistakes, after a reviewed game: the player's own
//! mistakes and blunders one after another on the analysis board, each
//! from the position before it. The player tries a move; the best move is
//! right at once, any other is judged by the engine in the background and
//! counts as good when it lowers the mover's winning chances by less than
//! an inaccuracy would (the review's own threshold). A wrong try is taken
//! back and the best move named; "Show" plays it; "Next" goes on.
//!
//! The plugin owns [`Lesson`]; others ask with [`LearnRequest`].

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use bevy::window::RequestRedraw;

use super::GameSet;
use super::game_review::GameReviewState;
use super::session::{GameChanged, GameCommand, MoveRequest, MoveSource, PlayerKind, Say, Session};
use super::states::{InGame, Screen};
use crate::engine::review::{DEFAULT_NODES, Eval, Judgement, judge};
use crate::engine::reviewer::{OwnReviewer, Reviewer, UCI_DEPTH, UciReviewer};
use crate::engine::{Engine, Limits};
use crate::rules::{Color, Move};

/// One of the player's mistakes.
#[derive(Debug, Clone, PartialEq)]
pub struct Mistake {
    /// Half-moves played before it: the position to find a better move in.
    pub ply: usize,
    /// The move played, numbered ("14... Qxb2").
    pub played: String,
    /// How bad it was.
    pub judgement: Judgement,
    /// The engine's best move there.
    pub best: Move,
    /// The best move in SAN.
    pub best_san: String,
    /// The evaluation before it (White's side).
    pub before: Eval,
    /// The side that played it.
    pub mover: Color,
}

/// Where the player is with the mistake on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Attempt {
    /// Waiting for a try.
    Waiting,
    /// The engine is judging the try (its SAN).
    Judging(String),
    /// The try was good: the best move itself (`true`) or as good.
    Good(String, bool),
    /// The try was not good enough and was taken back.
    Wrong(String),
    /// The best move was shown.
    Shown,
}

/// The lesson under way. Written only by this plugin.
#[derive(Debug, Clone, PartialEq)]
pub struct LessonState {
    /// The game's moves from its start.
    pub game: Vec<Move>,
    /// The mistakes, in the order played.
    pub mistakes: Vec<Mistake>,
    /// The one on the board.
    pub index: usize,
    /// How the player is doing with it.
    pub attempt: Attempt,
}

impl LessonState {
    /// The mistake on the board.
    pub fn current(&self) -> Option<&Mistake> {
        self.mistakes.get(self.index)
    }
}

/// Learn from your mistakes, when a lesson is under way.
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct Lesson(pub Option<LessonState>);

/// Asks for a lesson, or moves one on.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum LearnRequest {
    /// Start with the reviewed game's first mistake.
    Start,
    /// Play the best move.
    ShowBest,
    /// The next mistake.
    Next,
    /// End the lesson (the analysis board stays).
    Stop,
}

/// The judging of a try.
#[derive(Resource, Default)]
struct Judging(Option<Task<Eval>>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Lesson>()
        .init_resource::<Judging>()
        .add_message::<LearnRequest>()
        .add_systems(
            Update,
            (
                take_requests.in_set(GameSet::Input),
                (follow_tries, follow_judging, end_with_a_new_game)
                    .chain()
                    .in_set(GameSet::EndDetection),
            )
                .run_if(in_state(InGame)),
        )
        .add_systems(OnExit(InGame), leave);
}

fn leave(mut lesson: ResMut<Lesson>, mut judging: ResMut<Judging>) {
    if lesson.0.is_some() {
        lesson.0 = None;
    }
    if judging.0.is_some() {
        judging.0 = None;
    }
}

/// A game started (not the analysis board): the lesson is over.
fn end_with_a_new_game(
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    mut lesson: ResMut<Lesson>,
) {
    let Some(session) = session else { return };
    if lesson.0.is_some() && *screen.get() == Screen::Playing && !session.analysis {
        lesson.0 = None;
    }
}

/// The mistakes and blunders of the people in `game` (of both sides when
/// the computer played both), from `review`.
pub fn mistakes_of(session: &Session, review: &crate::engine::review::GameReview) -> Vec<Mistake> {
    let people: Vec<Color> = [Color::White, Color::Black]
        .into_iter()
        .filter(|c| session.players[*c] == PlayerKind::Human)
        .collect();
    let learners = if people.is_empty() {
        vec![Color::White, Color::Black]
    } else {
        people
    };
    let game = &session.game;
    let mut found = Vec::new();
    for (ply, (played, judged)) in game.moves().iter().zip(&review.moves).enumerate() {
        let mover = played.before.side_to_move();
        let Some(advice) = judged.advice else {
            continue;
        };
        let judgement = advice.judgement();
        if judgement == Judgement::Inaccuracy || !learners.contains(&mover) {
            continue;
        }
        let Some(position_review) = review.positions.get(ply) else {
            continue;
        };
        let Some(best) = position_review
            .best
            .as_deref()
            .and_then(|uci| played.before.parse_uci(uci).ok())
        else {
            continue;
        };
        found.push(Mistake {
            ply,
            played: played.numbered(),
            judgement,
            best_san: played.before.san(&best),
            best,
            before: position_review.eval,
            mover,
        });
    }
    found
}

#[allow(clippy::too_many_arguments)]
fn take_requests(
    mut requests: MessageReader<LearnRequest>,
    session: Option<Res<Session>>,
    review: Res<GameReviewState>,
    mut lesson: ResMut<Lesson>,
    mut judging: ResMut<Judging>,
    mut commands: MessageWriter<GameCommand>,
    mut moves: MessageWriter<MoveRequest>,
    mut say: MessageWriter<Say>,
) {
    let Some(session) = session else { return };
    for request in requests.read() {
        match request {
            LearnRequest::Start => {
                let Some(game_review) = review.review.as_ref().filter(|r| r.fits(&session.game))
                else {
                    say.write(Say::warning(crate::text!("status-review-first")));
                    continue;
                };
                let mistakes = mistakes_of(&session, game_review);
                let Some(first) = mistakes.first() else {
                    say.write(Say::info(crate::text!("status-no-mistakes")));
                    continue;
                };
                commands.write(GameCommand::Analyse(first.ply));
                lesson.0 = Some(LessonState {
                    game: session.game.moves().iter().map(|m| m.mv).collect(),
                    mistakes,
                    index: 0,
                    attempt: Attempt::Waiting,
                });
                judging.0 = None;
            }
            LearnRequest::ShowBest => {
                let Some(state) = lesson.0.as_mut() else {
                    continue;
                };
                let Some(mistake) = state.current().cloned() else {
                    continue;
                };
                judging.0 = None;
                state.attempt = Attempt::Shown;
                go_to(&session, &state.game, mistake.ply, &mut commands);
                moves.write(MoveRequest {
                    from: mistake.best.from,
                    to: mistake.best.to,
                    promotion: mistake.best.promotion,
                    source: MoveSource::Click,
                });
            }
            LearnRequest::Next => {
                let Some(state) = lesson.0.as_mut() else {
                    continue;
                };
                judging.0 = None;
                state.index += 1;
                state.attempt = Attempt::Waiting;
                match state.current() {
                    Some(next) => go_to(&session, &state.game, next.ply, &mut commands),
                    None => {
                        say.write(Say::info(crate::text!("status-last-mistake")));
                    }
                }
            }
            LearnRequest::Stop => {
                lesson.0 = None;
                judging.0 = None;
            }
        }
    }
}

/// Puts the game's position after `ply` of its moves on the analysis
/// board: along the line on the board when it is the game's, or by going
/// back into the game's line in the tree, where a try left it as a
/// variation.
fn go_to(session: &Session, game: &[Move], ply: usize, commands: &mut MessageWriter<GameCommand>) {
    let node = session.notes.as_ref().and_then(|notes| {
        let on_board: Vec<Move> = notes
            .tree
            .moves_to(notes.at)
            .into_iter()
            .chain(notes.ahead())
            .collect();
        if on_board.starts_with(game) {
            return None;
        }
        notes.tree.find_line(&game[..ply.min(game.len())])
    });
    commands.write(match node {
        Some(node) => GameCommand::GoToNode(node),
        None => GameCommand::GoTo(ply),
    });
}

/// A move on the board while a mistake waits for a try: the best move is
/// right at once; any other goes to the engine.
fn follow_tries(
    mut changes: MessageReader<GameChanged>,
    session: Option<Res<Session>>,
    mut lesson: ResMut<Lesson>,
    mut judging: ResMut<Judging>,
    review: Res<GameReviewState>,
    settings: Option<Res<crate::app::held::AppSettings>>,
) {
    let tries: Vec<Move> = changes
        .read()
        .filter_map(|c| match c {
            GameChanged::Moved(mv, source) if *source != MoveSource::Computer => Some(*mv),
            _ => None,
        })
        .collect();
    let (Some(session), Some(mv)) = (session, tries.last().copied()) else {
        return;
    };
    let Some(state) = lesson.0.as_ref() else {
        return;
    };
    let open = matches!(state.attempt, Attempt::Waiting | Attempt::Wrong(_));
    if !open || !session.analysis {
        return;
    }
    let Some(mistake) = state.current().cloned() else {
        return;
    };
    let game = &session.game;
    let played: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
    // A try is a move from the mistake's position, reached along the game.
    if played.len() != mistake.ply + 1 || played[..mistake.ply] != state.game[..mistake.ply] {
        return;
    }
    let Some(before) = game.position_at(mistake.ply).copied() else {
        return;
    };
    let san = before.san(&mv);
    let Some(state) = lesson.0.as_mut() else {
        return;
    };
    if mv == mistake.best {
        state.attempt = Attempt::Good(san, true);
        return;
    }
    state.attempt = Attempt::Judging(san);
    // The engine that reviewed the game judges the try, so that its
    // evaluations compare with the review's.
    let outside = review
        .by
        .as_ref()
        .and_then(|_| crate::app::engine_lines::review_engine(settings.as_deref().map(|s| &s.0)));
    let game = game.clone();
    judging.0 = Some(AsyncComputeTaskPool::get().spawn(async move {
        let stop = std::sync::atomic::AtomicBool::new(false);
        let history = crate::engine::history_keys(&game);
        let ply = game.ply_count();
        let by_outside = outside.and_then(|path| {
            let mut uci = UciReviewer::start(&path, &[], UCI_DEPTH).ok()?;
            let view = uci.look(&game, ply, &history, &stop).ok();
            uci.quit();
            view
        });
        if let Some(view) = by_outside {
            return view.eval;
        }
        // Rookery's engine, or when the outside engine failed.
        let mut engine = Engine::new(crate::engine::GAME_HASH_MB);
        let mut own = OwnReviewer {
            engine: &mut engine,
            limits: Limits::nodes(DEFAULT_NODES),
        };
        own.look(&game, ply, &history, &stop)
            .map_or(Eval::Cp(0), |v| v.eval)
    }));
}

/// The engine's word on a try: good within the inaccuracy threshold;
/// otherwise the try is taken back.
fn follow_judging(
    mut judging: ResMut<Judging>,
    mut lesson: ResMut<Lesson>,
    session: Option<Res<Session>>,
    mut commands: MessageWriter<GameCommand>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // Read first without marking anything changed: idle frames write nothing.
    if judging.0.is_none() {
        return;
    }
    redraw.write(RequestRedraw);
    let Some(task) = judging.0.as_mut() else {
        return;
    };
    if !task.is_finished() {
        return;
    }
    let after = check_ready(task);
    judging.0 = None;
    let (Some(after), Some(state), Some(session)) = (after, lesson.0.as_mut(), session) else {
        return;
    };
    let (Attempt::Judging(san), Some(mistake)) = (state.attempt.clone(), state.current().cloned())
    else {
        return;
    };
    if judge(mistake.before, after, mistake.mover).is_none() {
        state.attempt = Attempt::Good(san, false);
    } else {
        state.attempt = Attempt::Wrong(san);
        if session.analysis {
            commands.write(GameCommand::GoTo(mistake.ply));
        }
    }
}
