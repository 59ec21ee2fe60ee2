//! A repertoire drilled on the board (issue #59), in lines: the trainer
//! plays from the start the moves up to the first card the session asks
//! (the opponent's drawn by how often the library plays them), a moment
//! apart so the eye can follow; the player answers by drag, click, keys
//! or a typed move. A right answer goes on along the same line to its next
//! card without a click; a wrong one is taken back and the repertoire's
//! moves are shown as arrows with the move's comment, to be played before
//! the line goes on, and the card comes back later in the session. Each
//! answer is written to the card's schedule. The only writer of
//! [`RepertoireDrill`].

use std::collections::{HashMap, VecDeque};

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::worker::DrillReady;
use super::{DrillMode, RepertoireRequest};
use crate::app::GameSet;
use crate::app::session::{
    GameChanged, GameCommand, MoveRequest, MoveSource, OpenSession, Say, Session,
};
use crate::app::states::Screen;
use crate::library::repertoire::{Drill, RepertoireSummary, RepertoireTree, Verdict};
use crate::rules::{Move, Position};
use crate::text;

/// How long the trainer waits before each move it plays.
const PAUSE_SECS: f64 = 0.5;

/// A drill ready to start (the repertoires' thread prepared it).
#[derive(Message, Debug, Clone)]
pub(super) struct StartDrill(pub Box<DrillReady>);

/// The drill on the board, if any (kept once finished, to say how it
/// went).
#[derive(Resource, Debug, Default)]
pub struct RepertoireDrill {
    /// The drill under way.
    pub current: Option<DrillRun>,
}

/// Where the drill stands.
#[derive(Debug, Clone, PartialEq)]
pub enum DrillState {
    /// The trainer plays the line up to the next question.
    Playing,
    /// The player's move is asked: any of `answers` is right.
    Asking {
        /// The card's key.
        key: String,
        /// The repertoire's moves there.
        answers: Vec<Move>,
    },
    /// The move tried was not the repertoire's: its moves are shown (as
    /// arrows) with the comment of the first, to be played to go on.
    Missed {
        /// The move tried.
        tried: String,
        /// The repertoire's moves there.
        answers: Vec<Move>,
        /// The repertoire's comment on its move, if any.
        comment: Option<String>,
    },
    /// Every card was asked.
    Finished,
}

/// A drill under way.
#[derive(Debug)]
pub struct DrillRun {
    /// The repertoire.
    pub summary: RepertoireSummary,
    /// The session's kind.
    pub mode: DrillMode,
    /// Where it stands.
    pub state: DrillState,
    /// The cards it asks.
    pub total: usize,
    /// Right and wrong answers so far (a card asked again counts again).
    pub right: u32,
    /// See [`DrillRun::right`].
    pub wrong: u32,
    tree: RepertoireTree,
    drill: Drill,
    counts: HashMap<String, Vec<(Move, u64)>>,
    /// The moves the trainer is to play, and the question after them.
    queue: VecDeque<Move>,
    question: Option<(String, Vec<Move>)>,
    rng: StdRng,
}

impl DrillRun {
    /// The cards not yet answered right this session.
    pub fn left(&self) -> usize {
        self.drill.left()
    }

    /// Plans the line on from `from`: the moves to play and the question.
    /// False when the line has nothing more to ask.
    fn plan(&mut self, from: &Position) -> bool {
        let counts = &self.counts;
        let lead = self.drill.lead(
            &self.tree,
            from,
            |p| counts.get(&p.epd()).cloned().unwrap_or_default(),
            &mut self.rng,
        );
        self.queue = lead.moves.into();
        self.question = lead.question;
        self.state = DrillState::Playing;
        !self.queue.is_empty() || self.question.is_some()
    }
}

/// When the trainer's next move (or the question) is due.
#[derive(Resource, Debug, Default)]
struct NextDue(Option<f64>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RepertoireDrill>()
        .init_resource::<NextDue>()
        .add_message::<StartDrill>()
        .add_message::<DrillCommand>()
        .add_systems(
            Update,
            (
                start.run_if(on_message::<StartDrill>),
                obey.run_if(on_message::<DrillCommand>),
                judge.run_if(on_message::<GameChanged>),
                play_when_due.run_if(|d: Res<NextDue>| d.0.is_some()),
            )
                .chain()
                .in_set(GameSet::Input),
        );
}

/// What the drill's panel asks.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrillCommand {
    /// Show the repertoire's moves at the question (a miss).
    Show,
    /// Stop, back to the Repertoire screen.
    Stop,
}

/// A fresh board at the repertoire's start for a new line.
fn line_session(summary: &RepertoireSummary, start: Position) -> Session {
    let mut session = Session::for_trainer(start, summary.color);
    session.drill = true;
    session
}

fn start(
    mut starts: MessageReader<StartDrill>,
    mut drill: ResMut<RepertoireDrill>,
    mut due: ResMut<NextDue>,
    mut open: MessageWriter<OpenSession>,
    mut say: MessageWriter<Say>,
    time: Res<Time<Real>>,
) {
    let Some(StartDrill(ready)) = starts.read().last() else {
        return;
    };
    let ready = (**ready).clone();
    let seed = crate::persist::time::now() as u64;
    let mut run = DrillRun {
        summary: ready.summary,
        mode: ready.mode,
        state: DrillState::Playing,
        total: ready.wanted.len(),
        right: 0,
        wrong: 0,
        drill: Drill::new(ready.wanted),
        tree: ready.tree,
        counts: ready.counts,
        queue: VecDeque::new(),
        question: None,
        rng: StdRng::seed_from_u64(seed),
    };
    let start = run.tree.start();
    let name = run.summary.name.clone();
    if run.drill.is_over() || !run.plan(&start) {
        run.state = DrillState::Finished;
        say.write(Say::info(text!("repertoire-nothing-to-drill")));
    } else {
        due.0 = Some(time.elapsed_secs_f64() + PAUSE_SECS);
    }
    open.write(OpenSession {
        session: Box::new(line_session(&run.summary, start)),
        status: text!("repertoire-drill-started", name = name),
    });
    drill.current = Some(run);
}

/// The panel's Show (a question given up is a miss, its moves shown) and
/// Stop.
fn obey(
    mut orders: MessageReader<DrillCommand>,
    mut drill: ResMut<RepertoireDrill>,
    mut reviews: MessageWriter<RepertoireRequest>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut due: ResMut<NextDue>,
) {
    for order in orders.read() {
        if *order == DrillCommand::Stop {
            due.0 = None;
            next_screen.set(Screen::Repertoire);
            continue;
        }
        let Some(run) = drill.current.as_mut() else {
            continue;
        };
        if let DrillState::Asking { key, answers } = run.state.clone() {
            run.drill.missed(&key);
            miss(run, &key, answers, String::new(), &mut reviews);
        }
    }
}

/// A miss at the card `key` (the drill already told): counted, written,
/// the answers shown.
fn miss(
    run: &mut DrillRun,
    key: &str,
    answers: Vec<Move>,
    tried: String,
    reviews: &mut MessageWriter<RepertoireRequest>,
) {
    run.wrong += 1;
    reviews.write(RepertoireRequest::Review {
        id: run.summary.id,
        key: key.to_string(),
        right: false,
    });
    let comment = run
        .tree
        .entry_at(key)
        .and_then(|e| e.comments.first())
        .filter(|c| !c.trim().is_empty())
        .cloned();
    run.state = DrillState::Missed {
        tried,
        answers,
        comment,
    };
}

/// Follows the moves on the board: the player's are judged.
#[allow(clippy::too_many_arguments)]
fn judge(
    mut changes: MessageReader<GameChanged>,
    session: Option<Res<Session>>,
    mut drill: ResMut<RepertoireDrill>,
    mut due: ResMut<NextDue>,
    mut game: MessageWriter<GameCommand>,
    mut say: MessageWriter<Say>,
    mut reviews: MessageWriter<RepertoireRequest>,
    time: Res<Time<Real>>,
    mut after_undo: Local<Option<Say>>,
) {
    // Why a move was taken back, said once the undo has said its own (the
    // undo's news comes back as a change, which runs this again).
    if let Some(verdict) = after_undo.take() {
        say.write(verdict);
    }
    let Some(session) = session.filter(|s| s.drill) else {
        changes.clear();
        return;
    };
    let Some(run) = drill.current.as_mut() else {
        changes.clear();
        return;
    };
    for change in changes.read() {
        let GameChanged::Moved(mv, source) = *change else {
            continue;
        };
        if source == MoveSource::Trainer {
            // The next of the line's moves, or the question, a moment on.
            due.0 = Some(time.elapsed_secs_f64() + PAUSE_SECS);
            continue;
        }
        // The position before the last move played, and this move's SAN
        // there (the game's own when it is that move).
        let Some(played) = session.game.moves().last() else {
            continue;
        };
        let before = played.before;
        let san = if played.mv == mv {
            played.san.clone()
        } else {
            before.san(&mv)
        };
        match run.state.clone() {
            DrillState::Asking { key, answers } => {
                if run.drill.answer(&key, &answers, &mv) == Verdict::Right {
                    run.right += 1;
                    reviews.write(RepertoireRequest::Review {
                        id: run.summary.id,
                        key,
                        right: true,
                    });
                    say.write(Say::info(text!("repertoire-right", san = san)));
                    if !go_on(run, session.game.position(), &mut due, &time) {
                        say.write(done(run));
                    }
                } else {
                    game.write(GameCommand::Undo);
                    let expected = answers
                        .iter()
                        .map(|m| before.san(m))
                        .collect::<Vec<_>>()
                        .join(", ");
                    miss(run, &key, answers, san.clone(), &mut reviews);
                    *after_undo = Some(Say::warning(text!(
                        "repertoire-wrong",
                        san = san,
                        expected = expected
                    )));
                }
            }
            DrillState::Missed { answers, .. } if answers.contains(&mv) => {
                if !go_on(run, session.game.position(), &mut due, &time) {
                    say.write(done(run));
                }
            }
            DrillState::Missed { .. } => {
                game.write(GameCommand::Undo);
                *after_undo = Some(Say::warning(text!("repertoire-play-shown")));
            }
            // Not asked: the move goes back.
            DrillState::Playing | DrillState::Finished => {
                game.write(GameCommand::Undo);
            }
        }
    }
}

/// After an answer: on along the line, or a new line from the start.
/// False when the drill is over.
fn go_on(run: &mut DrillRun, at: &Position, due: &mut NextDue, time: &Time<Real>) -> bool {
    if run.plan(at) {
        due.0 = Some(time.elapsed_secs_f64() + PAUSE_SECS);
        return true;
    }
    if run.drill.is_over() {
        run.state = DrillState::Finished;
        return false;
    }
    // The line ends: the board goes back to the start for a new one when
    // the moment comes.
    run.state = DrillState::Playing;
    run.queue.clear();
    run.question = None;
    due.0 = Some(time.elapsed_secs_f64() + PAUSE_SECS * 2.0);
    true
}

/// How the drill went, said when it ends.
fn done(run: &DrillRun) -> Say {
    Say::info(text!(
        "repertoire-drill-done",
        right = run.right,
        wrong = run.wrong
    ))
}

/// Plays the line's next move when its moment comes, or asks the question
/// (keeping the window awake until then).
#[allow(clippy::too_many_arguments)]
fn play_when_due(
    mut due: ResMut<NextDue>,
    mut drill: ResMut<RepertoireDrill>,
    session: Option<Res<Session>>,
    time: Res<Time<Real>>,
    mut moves: MessageWriter<MoveRequest>,
    mut open: MessageWriter<OpenSession>,
    mut say: MessageWriter<Say>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !crate::app::wake::moment_came(&mut due.0, &time, &mut redraw) {
        return;
    }
    let (Some(run), Some(session)) = (drill.current.as_mut(), session) else {
        return;
    };
    if !session.drill || run.state != DrillState::Playing {
        return;
    }
    if let Some(mv) = run.queue.pop_front() {
        moves.write(MoveRequest::of(&mv, MoveSource::Trainer));
        return;
    }
    if let Some((key, answers)) = run.question.take() {
        run.state = DrillState::Asking { key, answers };
        say.write(Say::info(text!(
            "repertoire-your-move",
            side = run.summary.color
        )));
        return;
    }
    // Nothing queued and nothing asked: a new line from the start.
    let start = run.tree.start();
    if run.plan(&start) {
        open.write(OpenSession {
            session: Box::new(line_session(&run.summary, start)),
            status: text!("repertoire-new-line"),
        });
        due.0 = Some(time.elapsed_secs_f64() + PAUSE_SECS);
    } else {
        run.state = DrillState::Finished;
        say.write(done(run));
    }
}
