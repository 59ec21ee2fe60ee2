//! Studies: named collections of chapters, each a game tree, kept in the
//! library's file. The analysis board's notes can be saved as a chapter;
//! from then on every edit is written into it (nothing is lost when the
//! board is left), and a chapter opens on the analysis board again with
//! everything in it. [`StudyShelf`] is what the Studies screen and the
//! board's panel show; they ask for changes with [`StudyRequest`].

mod files;
mod lesson;
mod uses;
mod worker;

pub use files::ChapterUse;
pub use lesson::{LessonCommand, LessonRun, StudyLesson, lesson_state};

use std::path::PathBuf;
use std::sync::{Mutex, mpsc};

use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use crate::app::GameSet;
use crate::app::held::AppStorage;
use crate::app::i18n::Phrase;
use crate::app::session::{GameCommand, OpenSession, Session};
use crate::app::settings::Notice;
use crate::app::states::Screen;
use crate::app::wake::waker;
use crate::library::study::{ChapterId, ChapterMode, ChapterSummary, StudyId, StudySummary};
use crate::rules::tree::GameTree;
use crate::rules::{Color, Position};
use files::FileJob;
use uses::{ChapterOpens, chapter_session, file_answer};
use worker::{Answer, Job};

/// The studies as last read, the study chosen on the Studies screen with
/// its chapters, and the study of the chapter on the analysis board.
/// Written only by this plugin.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct StudyShelf {
    /// The studies the last search found, newest change first.
    pub studies: Vec<StudySummary>,
    /// The study chosen on the Studies screen.
    pub chosen: Option<StudyId>,
    /// Its chapters, in order.
    pub chapters: Vec<ChapterSummary>,
    /// The study of the chapter on the analysis board, and its chapters.
    pub on_board: Option<(StudySummary, Vec<ChapterSummary>)>,
    /// What the last import, export or games sent to a study did, in
    /// words (failures are notices).
    pub done: Option<Phrase>,
}

/// Asks for the studies, or a change to them.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum StudyRequest {
    /// Read the studies whose name, folder or tags hold this text.
    List(String),
    /// Choose a study (its chapters are read).
    Choose(StudyId),
    /// Show the Studies screen with this study chosen.
    Show(StudyId),
    /// Open a chapter on the analysis board (a lesson as a lesson).
    Open(ChapterId),
    /// Open a chapter on the analysis board to edit it, a lesson too.
    Edit(ChapterId),
    /// Make a new empty study.
    NewStudy(String),
    /// Add a chapter from a position to a study, and open it.
    NewChapter {
        /// The study.
        study: StudyId,
        /// The chapter's name.
        name: String,
        /// Its start.
        start: Box<Position>,
    },
    /// Keep the analysis board's tree as a new chapter (of a new study of
    /// `study_name` when `study` is `None`); later edits are written into
    /// it.
    SaveBoard {
        /// The study, or none for a new one.
        study: Option<StudyId>,
        /// The new study's name.
        study_name: String,
        /// The chapter's name.
        name: String,
    },
    /// Rename a study.
    RenameStudy(StudyId, String),
    /// Copy a study under a new name.
    DuplicateStudy(StudyId, String),
    /// Delete a study (already confirmed).
    DeleteStudy(StudyId),
    /// Rename a chapter.
    RenameChapter(ChapterId, String),
    /// Set how a chapter opens (a lesson or not) and the side it is seen
    /// from (the side a lesson's player plays).
    SetChapter(ChapterId, ChapterMode, Color),
    /// Move a chapter to this place of its study.
    MoveChapter(ChapterId, StudyId, usize),
    /// Delete a chapter (already confirmed).
    DeleteChapter(ChapterId),
    /// File a study in a folder ("" for none) with tags.
    File(StudyId, String, Vec<String>),
    /// Read a PGN file (compressed or not) as a new study, named as given
    /// or as the file says.
    Import {
        /// The file.
        path: PathBuf,
        /// The study's name, or "" for the file's.
        name: String,
    },
    /// Write a study, or one chapter, to a PGN file.
    Export {
        /// The study.
        study: StudyId,
        /// Only this chapter.
        chapter: Option<ChapterId>,
        /// The file.
        path: PathBuf,
    },
    /// Games of the library to the end of a study, a chapter each.
    AddGames {
        /// The study, or none for a new one.
        study: Option<StudyId>,
        /// The new study's name.
        study_name: String,
        /// The games' ids in the library.
        games: Vec<i64>,
    },
    /// A chapter's main line reviewed by the engine, or a game played on
    /// from its start (Setup).
    Use(ChapterId, ChapterUse),
}

/// The thread's ends, started with the first request.
#[derive(Resource, Default)]
struct Worker {
    jobs: Option<mpsc::Sender<Job>>,
    answers: Option<Mutex<mpsc::Receiver<Answer>>>,
    /// The last search, read again after a change.
    search: String,
    /// A lesson asked to be opened to edit, not to be taken.
    editing: Option<ChapterId>,
}

pub(super) fn plugin(app: &mut App) {
    lesson::plugin(app);
    app.init_resource::<StudyShelf>()
        .init_resource::<Worker>()
        .add_message::<StudyRequest>()
        .add_systems(
            Update,
            (
                take_requests
                    .run_if(on_message::<StudyRequest>)
                    .in_set(GameSet::Input),
                take_answers.run_if(|w: Res<Worker>| w.answers.is_some()),
                save_edits.after(GameSet::Apply),
            ),
        );
}

impl Worker {
    fn send(&mut self, job: Job, storage: &AppStorage, proxy: Option<&Res<EventLoopProxyWrapper>>) {
        if self.jobs.is_none() {
            let (jobs, answers) = worker::start(storage.0.library_path(), waker(proxy));
            self.jobs = Some(jobs);
            self.answers = Some(Mutex::new(answers));
        }
        if let Some(jobs) = &self.jobs
            && jobs.send(job).is_err()
        {
            self.jobs = None;
        }
    }
}

fn take_requests(
    mut requests: MessageReader<StudyRequest>,
    mut worker: ResMut<Worker>,
    mut shelf: ResMut<StudyShelf>,
    storage: Option<Res<AppStorage>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
    session: Option<Res<Session>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let Some(storage) = storage else {
        requests.clear();
        return;
    };
    for request in requests.read() {
        let job = match request.clone() {
            StudyRequest::List(search) => {
                worker.search = search.clone();
                Job::List(search)
            }
            StudyRequest::Show(id) => {
                next_screen.set(Screen::Studies);
                if shelf.chosen != Some(id) {
                    shelf.chosen = Some(id);
                    shelf.chapters.clear();
                }
                Job::Chapters(id)
            }
            StudyRequest::Choose(id) => {
                if shelf.chosen != Some(id) {
                    shelf.chosen = Some(id);
                    shelf.chapters.clear();
                }
                Job::Chapters(id)
            }
            StudyRequest::Open(id) => {
                // Opened as it is (a lesson as a lesson), whatever an
                // edit asked before.
                worker.editing = None;
                Job::Open(id)
            }
            StudyRequest::Edit(id) => {
                worker.editing = Some(id);
                Job::Open(id)
            }
            StudyRequest::NewStudy(name) => Job::NewStudy(name),
            StudyRequest::NewChapter { study, name, start } => Job::AddChapter {
                study: Some(study),
                study_name: String::new(),
                name,
                tree: Box::new(GameTree::new(*start)),
                orientation: start.side_to_move(),
                open: true,
            },
            StudyRequest::SaveBoard {
                study,
                study_name,
                name,
            } => {
                let Some((notes, flipped)) = session
                    .as_ref()
                    .and_then(|s| s.notes.as_ref().map(|n| (n, s.flipped)))
                else {
                    continue;
                };
                // Kept in a chapter already (the scratch study's): that
                // chapter moves.
                if let Some(chapter) = notes.chapter {
                    worker.send(
                        Job::Relocate {
                            chapter,
                            study,
                            study_name,
                            name,
                        },
                        &storage,
                        proxy.as_ref(),
                    );
                    continue;
                }
                Job::AddChapter {
                    study,
                    study_name,
                    name,
                    tree: Box::new(notes.tree.clone()),
                    orientation: if flipped { Color::Black } else { Color::White },
                    open: false,
                }
            }
            StudyRequest::RenameStudy(id, name) => Job::RenameStudy(id, name),
            StudyRequest::DuplicateStudy(id, name) => Job::DuplicateStudy(id, name),
            StudyRequest::DeleteStudy(id) => Job::DeleteStudy(id),
            StudyRequest::RenameChapter(id, name) => Job::RenameChapter(id, name),
            StudyRequest::SetChapter(id, mode, side) => Job::SetChapter(id, mode, side),
            StudyRequest::MoveChapter(id, study, index) => Job::MoveChapter(id, study, index),
            StudyRequest::DeleteChapter(id) => Job::DeleteChapter(id),
            StudyRequest::File(id, folder, tags) => Job::File(id, folder, tags),
            StudyRequest::Import { path, name } => Job::Files(FileJob::Import { path, name }),
            StudyRequest::Export {
                study,
                chapter,
                path,
            } => Job::Files(FileJob::Export {
                study,
                chapter,
                path,
            }),
            StudyRequest::AddGames {
                study,
                study_name,
                games,
            } => Job::Files(FileJob::AddGames {
                study,
                study_name,
                games,
            }),
            StudyRequest::Use(id, why) => Job::Files(FileJob::Text(id, why)),
        };
        worker.send(job, &storage, proxy.as_ref());
    }
}

#[allow(clippy::too_many_arguments)]
fn take_answers(
    mut worker: ResMut<Worker>,
    mut shelf: ResMut<StudyShelf>,
    mut open: MessageWriter<OpenSession>,
    mut commands: MessageWriter<GameCommand>,
    mut opens: ChapterOpens,
    storage: Option<Res<AppStorage>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    let answers: Vec<Answer> = match &worker.answers {
        Some(answers) => answers
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .try_iter()
            .collect(),
        None => return,
    };
    for answer in answers {
        match answer {
            Answer::Studies(studies) => {
                if shelf.studies != studies {
                    shelf.studies = studies;
                }
            }
            Answer::Chapters(study, chapters) => {
                if shelf.chosen == Some(study) && shelf.chapters != chapters {
                    shelf.chapters = chapters.clone();
                }
                if let Some((on, list)) = shelf.on_board.as_mut()
                    && on.id == study
                    && *list != chapters
                {
                    *list = chapters;
                }
            }
            Answer::Opened(chapter, study, chapters) => {
                // A lesson is taken, unless it was opened to be edited.
                let editing = worker.editing.take() == Some(chapter.summary.id);
                if chapter.summary.mode == ChapterMode::Lesson && !editing {
                    opens.lessons.write(LessonCommand::Start(chapter, study.id));
                } else {
                    let opened = chapter_session(&chapter, &study.name);
                    shelf.on_board = Some((study, chapters));
                    open.write(opened);
                }
            }
            Answer::Added {
                chapter,
                study,
                chapters,
                open,
            } => {
                shelf.on_board = Some((study, chapters));
                if open {
                    if let Some(storage) = &storage {
                        worker.send(Job::Open(chapter), storage, proxy.as_ref());
                    }
                } else {
                    commands.write(GameCommand::KeepInChapter(chapter));
                }
                refresh(&mut worker, &shelf, storage.as_deref(), proxy.as_ref());
            }
            Answer::Changed(study) => {
                if let Some(id) = study
                    && shelf.chosen.is_none()
                {
                    shelf.chosen = Some(id);
                }
                if shelf.chosen.is_some() && study.is_none() {
                    shelf.chosen = None;
                    shelf.chapters.clear();
                }
                refresh(&mut worker, &shelf, storage.as_deref(), proxy.as_ref());
            }
            Answer::Saved => {}
            Answer::Files(answer) => {
                if let Some(id) = file_answer(answer, &mut shelf, &mut opens) {
                    shelf.chosen = Some(id);
                    shelf.chapters.clear();
                }
                refresh(&mut worker, &shelf, storage.as_deref(), proxy.as_ref());
            }
            Answer::Failed(why) => {
                // An edit that did not open leaves the next opening of
                // that lesson a lesson.
                worker.editing = None;
                opens.notices.write(Notice(why));
            }
        }
    }
}

/// Reads the lists again after a change.
fn refresh(
    worker: &mut Worker,
    shelf: &StudyShelf,
    storage: Option<&AppStorage>,
    proxy: Option<&Res<EventLoopProxyWrapper>>,
) {
    let Some(storage) = storage else { return };
    worker.send(Job::List(worker.search.clone()), storage, proxy);
    let on_board = shelf.on_board.as_ref().map(|(s, _)| s.id);
    for study in [shelf.chosen, on_board].into_iter().flatten() {
        worker.send(Job::Chapters(study), storage, proxy);
    }
}

/// Writes each edit of a chapter's notes into the chapter; the analysis
/// board's first change, when it is in no chapter yet, makes it a chapter
/// of the scratch study, so that no work on it is ever lost.
fn save_edits(
    session: Option<Res<Session>>,
    mut saved: Local<Option<(ChapterId, u64)>>,
    mut scratched: Local<Option<i64>>,
    mut worker: ResMut<Worker>,
    storage: Option<Res<AppStorage>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
    tr: Option<Res<crate::app::i18n::Tr>>,
) {
    let Some(session) = session.filter(|s| s.is_changed()) else {
        return;
    };
    let (Some(notes), Some(storage)) = (session.notes.as_ref(), storage) else {
        return;
    };
    let Some(chapter) = notes.chapter else {
        // Asked once a board: the answer makes it the chapter's.
        if notes.revision > 0 && *scratched != Some(session.started) {
            *scratched = Some(session.started);
            let (study_name, name) = match &tr {
                Some(tr) => (
                    crate::tr!(tr, "studies-scratch"),
                    crate::tr!(
                        tr,
                        "studies-scratch-chapter",
                        date = tr.date_time(crate::persist::time::now())
                    ),
                ),
                None => ("Scratch".to_string(), "Analysis".to_string()),
            };
            worker.send(
                Job::Scratch {
                    study_name,
                    name,
                    tree: Box::new(notes.tree.clone()),
                    orientation: if session.flipped {
                        Color::Black
                    } else {
                        Color::White
                    },
                },
                &storage,
                proxy.as_ref(),
            );
        }
        return;
    };
    // Any change of the chapter's notes, and once when a board with
    // changes comes into a chapter (what changed while it was being made
    // is kept). A chapter just opened, unchanged, is as it is stored.
    let now = Some((chapter, notes.revision));
    if *saved != now {
        *saved = now;
        if notes.revision == 0 {
            return;
        }
        worker.send(
            Job::Save(chapter, Box::new(notes.tree.clone())),
            &storage,
            proxy.as_ref(),
        );
    }
}
