//! Opening repertoires in the window (issue #59): the Repertoire screen's
//! facts ([`RepertoireShelf`], written only here; the screen asks with
//! [`RepertoireRequest`]) and the drill on the board ([`drill`]). The
//! library's side (the tree by position, FSRS, the games that left a
//! repertoire, the gaps) is `library::repertoire`.

mod drill;
mod worker;

pub use drill::{DrillCommand, DrillRun, DrillState, RepertoireDrill};
pub use worker::{DrillReady, NEW_CARDS};

use std::sync::{Mutex, mpsc};

use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use crate::app::held::{AppSettings, AppStorage};
use crate::app::i18n::Phrase;
use crate::app::session::{PlayerKind, Session};
use crate::app::settings::Notice;
use crate::app::states::Screen;
use crate::app::wake::waker;
use crate::library::repertoire::{Deviation, Gap, LeftGame, RepertoireFacts, RepertoireId};
use crate::library::study::{ChapterId, ChapterSummary, StudyId, StudySummary};
use crate::rules::{Color, Move, Position};
use worker::{Answer, Job};

/// Which cards a drill asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrillMode {
    /// The cards due now, the most overdue first.
    Due,
    /// A few cards never seen ([`NEW_CARDS`]), nearest the start first.
    Learn,
    /// Every card: a run through the whole repertoire.
    All,
    /// Every card of one chapter (one branch of the repertoire), its lines
    /// played in the whole repertoire.
    Chapter(ChapterId),
}

/// The repertoires as last read. Written only by this plugin.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct RepertoireShelf {
    /// Every repertoire with its counts, once read.
    pub repertoires: Option<Vec<RepertoireFacts>>,
    /// The studies (any may be marked as a repertoire).
    pub studies: Vec<StudySummary>,
    /// Each repertoire's chapters, to drill one.
    pub chapters: Vec<(RepertoireId, Vec<ChapterSummary>)>,
    /// The player's games that left a repertoire, newest first.
    pub left: Vec<(RepertoireId, LeftGame)>,
    /// A repertoire's gaps, most played first, once asked, each with the
    /// player's score in percent in the library's games that play it.
    pub gaps: Option<(RepertoireId, Vec<(Gap, Option<u32>)>)>,
    /// A drill is being prepared (its cards and the library's counts).
    pub preparing: Option<RepertoireId>,
    /// The last thing that failed, in words.
    pub failed: Option<Phrase>,
    /// The last game played against the computer: its moves, and where it
    /// left each of the player's repertoires for its side (by name).
    pub last_game: Option<(Vec<Move>, Vec<(String, Deviation)>)>,
}

/// Asks for the repertoires' facts, or a change.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum RepertoireRequest {
    /// Read the facts again (the screen is shown).
    Refresh,
    /// Mark a study as a repertoire for a side.
    Mark(StudyId, Color),
    /// Find a repertoire's gaps.
    Gaps(RepertoireId),
    /// Start a drill on the board.
    Drill(RepertoireId, DrillMode),
    /// A game the player played as `side` ended: where it left each
    /// repertoire for that side, and a move of theirs off one counted as
    /// a failed review of its card.
    GameEnded {
        /// The player's side.
        side: Color,
        /// The game's start.
        start: Box<Position>,
        /// Its moves.
        moves: Vec<Move>,
    },
    /// Write an answer to a card (the drill sends it).
    Review {
        /// The repertoire.
        id: RepertoireId,
        /// The card's key.
        key: String,
        /// Whether the answer was right.
        right: bool,
    },
}

/// The thread's ends, started with the first request.
#[derive(Resource, Default)]
struct RepertoireThread {
    jobs: Option<mpsc::Sender<Job>>,
    answers: Option<Mutex<mpsc::Receiver<Answer>>>,
}

pub(super) fn plugin(app: &mut App) {
    drill::plugin(app);
    app.init_resource::<RepertoireShelf>()
        .init_resource::<RepertoireThread>()
        .add_message::<RepertoireRequest>()
        .add_systems(
            Update,
            (
                take_requests.run_if(on_message::<RepertoireRequest>),
                take_answers.run_if(|w: Res<RepertoireThread>| w.answers.is_some()),
            )
                .chain(),
        )
        .add_systems(OnEnter(Screen::GameOver), check_ended_game);
}

/// A game against the computer ended: checked against the player's
/// repertoires (once a game: the same moves again are not).
fn check_ended_game(
    session: Option<Res<Session>>,
    mut requests: MessageWriter<RepertoireRequest>,
    mut last: Local<Option<Vec<Move>>>,
) {
    let Some(session) = session.filter(|s| !s.is_scratch()) else {
        return;
    };
    let human = |c: Color| matches!(session.players[c], PlayerKind::Human);
    let side = match (human(Color::White), human(Color::Black)) {
        (true, false) => Color::White,
        (false, true) => Color::Black,
        _ => return,
    };
    let moves: Vec<Move> = session.game.moves().iter().map(|m| m.mv).collect();
    if last.as_ref() == Some(&moves) {
        return;
    }
    *last = Some(moves.clone());
    requests.write(RepertoireRequest::GameEnded {
        side,
        start: Box::new(*session.game.start_position()),
        moves,
    });
}

fn take_requests(
    mut requests: MessageReader<RepertoireRequest>,
    mut worker: ResMut<RepertoireThread>,
    mut shelf: ResMut<RepertoireShelf>,
    storage: Option<Res<AppStorage>>,
    settings: Res<AppSettings>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    let Some(storage) = storage else {
        requests.clear();
        return;
    };
    for request in requests.read() {
        if let RepertoireRequest::Drill(id, _) = request
            && shelf.preparing != Some(*id)
        {
            shelf.preparing = Some(*id);
        }
        let job = Job {
            request: request.clone(),
            names: settings.my_names(),
        };
        if worker.jobs.is_none() {
            let (jobs, answers) = worker::start(storage.0.library_path(), waker(proxy.as_ref()));
            worker.jobs = Some(jobs);
            worker.answers = Some(Mutex::new(answers));
        }
        if let Some(jobs) = &worker.jobs
            && jobs.send(job).is_err()
        {
            worker.jobs = None;
            let gone = Some(crate::text!("library-error-unavailable"));
            if shelf.failed != gone {
                shelf.failed = gone;
            }
        }
    }
}

fn take_answers(
    worker: Res<RepertoireThread>,
    mut shelf: ResMut<RepertoireShelf>,
    mut start: MessageWriter<drill::StartDrill>,
    mut notices: MessageWriter<Notice>,
    mut again: MessageWriter<RepertoireRequest>,
) {
    let Some(answers) = &worker.answers else {
        return;
    };
    let Ok(answers) = answers.lock() else { return };
    for answer in answers.try_iter() {
        match answer {
            Answer::Facts {
                repertoires,
                studies,
                chapters,
                left,
            } => {
                let shelf = &mut *shelf;
                if shelf.chapters != chapters {
                    shelf.chapters = chapters;
                }
                if shelf.repertoires.as_ref() != Some(&repertoires) {
                    shelf.repertoires = Some(repertoires);
                }
                if shelf.studies != studies {
                    shelf.studies = studies;
                }
                if shelf.left != left {
                    shelf.left = left;
                }
            }
            Answer::Gaps(id, gaps) => shelf.gaps = Some((id, gaps)),
            Answer::GameAgainst(moves, left) => shelf.last_game = Some((moves, left)),
            Answer::Drill(ready) => {
                shelf.preparing = None;
                start.write(drill::StartDrill(ready));
            }
            Answer::Changed => {
                again.write(RepertoireRequest::Refresh);
            }
            Answer::Reviewed => {}
            Answer::Failed(why) => {
                shelf.preparing = None;
                shelf.failed = Some(why.clone());
                notices.write(Notice(why));
            }
        }
    }
}
