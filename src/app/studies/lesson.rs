//! Interactive lessons (issue #56; lichess's "interactive lesson", its
//! `ChapterMode "gamebook"`): a chapter set to be a lesson opens as a game
//! in which the player finds the main line's moves of the side the chapter
//! is seen from, and Rookery plays the other side's after a moment. Each
//! move's comment is shown once it is played. A wrong move is taken back
//! with what the chapter says of it: the comment on that move when the
//! chapter has it as a variation (why it is wrong), else the comment
//! before the move expected (the hint), else what it said of the position
//! again, with a plain "try again". A
//! variation whose first move is marked good (`!` or `!!`) is an accepted
//! alternative: the lesson goes on along it. The only writer of [`StudyLesson`].

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::app::GameSet;
use crate::app::i18n::Phrase;
use crate::app::session::{
    GameChanged, GameCommand, MoveRequest, MoveSource, OpenSession, Say, Session,
};
use crate::library::study::{Chapter, StudyId};
use crate::rules::Color;
use crate::rules::tree::{Comment, GameTree, NodeId};
use crate::text;

/// How long Rookery waits before it plays the other side's move, so the
/// eye can follow.
const PAUSE_SECS: f64 = 0.6;

/// The lesson on the board, if any.
#[derive(Resource, Debug, Default, Clone)]
pub struct StudyLesson {
    /// The lesson under way (kept once finished, to show how it went).
    pub current: Option<LessonRun>,
}

/// A lesson under way.
#[derive(Debug, Clone)]
pub struct LessonRun {
    /// The chapter, as it was opened.
    pub chapter: Box<Chapter>,
    /// Its study.
    pub study: StudyId,
    /// Where the board is in the chapter's tree.
    pub at: NodeId,
    /// The side the player plays.
    pub side: Color,
    /// Wrong moves so far.
    pub mistakes: u32,
    /// The last move tried was wrong (taken back).
    pub wrong: bool,
    /// What the chapter says now: the comment of the move reached, or why
    /// a move was wrong, or the hint.
    pub said: Option<String>,
    /// The main line's end is reached.
    pub done: bool,
}

/// What the lesson's panel and the Studies screen ask.
#[derive(Message, Debug, Clone)]
pub enum LessonCommand {
    /// Open this chapter as a lesson.
    Start(Box<Chapter>, StudyId),
    /// Begin the lesson on the board again.
    Restart,
}

/// When Rookery's next move is due.
#[derive(Resource, Debug, Default)]
struct ReplyDue(Option<f64>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StudyLesson>()
        .init_resource::<ReplyDue>()
        .add_message::<LessonCommand>()
        .add_systems(
            Update,
            (
                obey.run_if(on_message::<LessonCommand>),
                judge.run_if(on_message::<GameChanged>),
                reply_when_due.run_if(|d: Res<ReplyDue>| d.0.is_some()),
            )
                .chain()
                .in_set(GameSet::Input),
        );
}

/// The words of a comment, without its commands, if it has any.
fn words(comment: &Comment) -> Option<String> {
    let text = comment.text();
    (!text.trim().is_empty()).then(|| text.to_string())
}

/// Whether a variation's move is marked as good as the main line's.
fn accepted(tree: &GameTree, node: NodeId) -> bool {
    tree.annotation(node).nags.iter().any(|&n| n == 1 || n == 3)
}

fn obey(
    mut orders: MessageReader<LessonCommand>,
    mut lesson: ResMut<StudyLesson>,
    mut due: ResMut<ReplyDue>,
    mut open: MessageWriter<OpenSession>,
    time: Res<Time<Real>>,
) {
    for order in orders.read() {
        let (chapter, study) = match order {
            LessonCommand::Start(chapter, study) => (chapter.clone(), *study),
            LessonCommand::Restart => match &lesson.current {
                Some(run) => (run.chapter.clone(), run.study),
                None => continue,
            },
        };
        let tree = &chapter.tree;
        let side = chapter.summary.orientation;
        let start = *tree.position(GameTree::ROOT);
        let mut session = Session::for_trainer(start, side);
        session.lesson = true;
        let name = chapter.summary.name.clone();
        let said = words(&tree.annotation(GameTree::ROOT).after);
        let theirs_first =
            start.side_to_move() != side && tree.main_child(GameTree::ROOT).is_some();
        due.0 = theirs_first.then(|| time.elapsed_secs_f64() + PAUSE_SECS);
        lesson.current = Some(LessonRun {
            chapter,
            study,
            at: GameTree::ROOT,
            side,
            mistakes: 0,
            wrong: false,
            said,
            done: false,
        });
        open.write(OpenSession {
            session: Box::new(session),
            status: text!("study-lesson-started", chapter = name, side = side),
        });
    }
}

/// Follows the moves on the board: Rookery's are the chapter's; the
/// player's are judged against it.
fn judge(
    mut changes: MessageReader<GameChanged>,
    session: Option<Res<Session>>,
    mut lesson: ResMut<StudyLesson>,
    mut due: ResMut<ReplyDue>,
    mut game: MessageWriter<GameCommand>,
    mut say: MessageWriter<Say>,
    time: Res<Time<Real>>,
    mut after_undo: Local<Option<Say>>,
) {
    // Why a move was taken back, said once the undo has said its own (the
    // undo comes back as a change, which runs this again): else the status
    // line, and a screen reader, would say only "Took back one move".
    if let Some(verdict) = after_undo.take() {
        say.write(verdict);
    }
    let on_board = session.is_some_and(|s| s.lesson);
    let Some(run) = lesson.current.as_mut().filter(|_| on_board) else {
        changes.clear();
        return;
    };
    for change in changes.read() {
        let GameChanged::Moved(mv, source) = *change else {
            continue;
        };
        if run.done {
            continue;
        }
        let tree = &run.chapter.tree;
        let main = tree.main_child(run.at);
        let reached = match main {
            Some(m) if tree.mv(m) == Some(mv) => Some(m),
            _ if source == MoveSource::Computer => tree.child_with(run.at, mv),
            _ => tree.child_with(run.at, mv).filter(|&c| accepted(tree, c)),
        };
        let Some(node) = reached else {
            // Not the lesson's move: back, with why or the hint.
            game.write(GameCommand::Undo);
            run.mistakes += 1;
            run.wrong = true;
            let why = tree
                .child_with(run.at, mv)
                .and_then(|c| words(&tree.annotation(c).after));
            let hint = main.and_then(|m| words(&tree.annotation(m).before));
            // Else what the chapter said here (at the start, the comment
            // before the first move, which PGN cannot tell from the hint).
            let here = words(&tree.annotation(run.at).after);
            run.said = why.or(hint).or(here);
            *after_undo = Some(Say::warning(text!("study-lesson-not-the-move")));
            continue;
        };
        run.at = node;
        run.wrong = false;
        run.said = words(&tree.annotation(node).after);
        if tree.main_child(node).is_none() {
            run.done = true;
            say.write(Say::info(text!(
                "study-lesson-done",
                mistakes = run.mistakes
            )));
        } else if source != MoveSource::Computer {
            due.0 = Some(time.elapsed_secs_f64() + PAUSE_SECS);
        }
    }
}

/// Plays the other side's move of the chapter when its moment comes
/// (keeping the window awake until then).
fn reply_when_due(
    mut due: ResMut<ReplyDue>,
    lesson: Res<StudyLesson>,
    session: Option<Res<Session>>,
    time: Res<Time<Real>>,
    mut moves: MessageWriter<MoveRequest>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !crate::app::wake::moment_came(&mut due.0, &time, &mut redraw) {
        return;
    }
    let (Some(run), Some(session)) = (lesson.current.as_ref(), session) else {
        return;
    };
    if !session.lesson || run.done || session.game.side_to_move() == run.side {
        return;
    }
    let tree = &run.chapter.tree;
    if let Some(mv) = tree.main_child(run.at).and_then(|m| tree.mv(m)) {
        moves.write(MoveRequest::of(&mv, MoveSource::Computer));
    }
}

/// The text shown for the lesson's state, for the panel and the screen
/// reader: what to do now.
pub fn lesson_state(run: &LessonRun, to_move: Color) -> Phrase {
    if run.done {
        text!("study-lesson-done", mistakes = run.mistakes)
    } else if run.wrong {
        text!("study-lesson-not-the-move")
    } else if to_move == run.side {
        text!("study-lesson-find", side = run.side)
    } else {
        text!("study-lesson-watch")
    }
}
