//! The studies' thread: the library's studies and chapters are read and
//! written there, one job at a time, so that a large study never holds up
//! a frame. Of several saves of one chapter waiting, only the last is
//! written (each edit of the board sends one).

use std::path::PathBuf;
use std::sync::mpsc;

use bevy::prelude::*;

use super::files::{FileAnswer, FileJob};
use crate::app::i18n::{Phrase, library_error_text};
use crate::app::library::service::HeldLibrary;
use crate::app::wake::Wake;
use crate::library::Library;
use crate::library::study::{
    Chapter, ChapterId, ChapterMode, ChapterSummary, StudyId, StudySummary,
};
use crate::rules::Color;
use crate::rules::tree::GameTree;

/// A job for the thread.
#[derive(Debug, Clone)]
pub(super) enum Job {
    /// The studies whose name, folder or tags hold this text.
    List(String),
    /// A study's chapters.
    Chapters(StudyId),
    /// A chapter with its tree, to open on the analysis board.
    Open(ChapterId),
    /// A chapter's tree as it now is.
    Save(ChapterId, Box<GameTree>),
    /// A new empty study.
    NewStudy(String),
    /// A new chapter at the end of a study (a new study of this name when
    /// there is none).
    AddChapter {
        study: Option<StudyId>,
        study_name: String,
        name: String,
        tree: Box<GameTree>,
        orientation: Color,
        /// Open it on the analysis board once added (else it is the
        /// board's own tree, now kept in the chapter).
        open: bool,
    },
    /// The analysis board's first change: a new chapter in the study
    /// named `study_name` (made when there is none), which keeps it.
    Scratch {
        study_name: String,
        name: String,
        tree: Box<GameTree>,
        orientation: Color,
    },
    /// A chapter moved to the end of another study (a new one of
    /// `study_name` when `study` is `None`) and renamed.
    Relocate {
        chapter: ChapterId,
        study: Option<StudyId>,
        study_name: String,
        name: String,
    },
    RenameStudy(StudyId, String),
    DuplicateStudy(StudyId, String),
    DeleteStudy(StudyId),
    /// A study filed in a folder ("" for none) with tags.
    File(StudyId, String, Vec<String>),
    RenameChapter(ChapterId, String),
    SetChapter(ChapterId, ChapterMode, Color),
    /// A chapter to a place of a study (its own or another).
    MoveChapter(ChapterId, StudyId, usize),
    DeleteChapter(ChapterId),
    /// A job with files, games of the library or a chapter's text.
    Files(FileJob),
}

/// What the thread answers.
#[derive(Debug)]
pub(super) enum Answer {
    Studies(Vec<StudySummary>),
    Chapters(StudyId, Vec<ChapterSummary>),
    /// A chapter to open, its study and the study's chapters.
    Opened(Box<Chapter>, StudySummary, Vec<ChapterSummary>),
    /// A chapter added; its study and chapters.
    Added {
        chapter: ChapterId,
        study: StudySummary,
        chapters: Vec<ChapterSummary>,
        open: bool,
    },
    /// A change made (the lists are to be read again).
    Changed(Option<StudyId>),
    /// A chapter saved.
    Saved,
    /// What a [`Job::Files`] did.
    Files(FileAnswer),
    /// What went wrong.
    Failed(Phrase),
}

impl Job {
    /// The file a job reads or writes, if it does.
    fn file(&self) -> Option<String> {
        match self {
            Job::Files(FileJob::Import { path, .. } | FileJob::Export { path, .. }) => {
                Some(path.display().to_string())
            }
            _ => None,
        }
    }
}

/// What a failed job says: the file it read or wrote, or the studies.
fn failure(file: Option<&str>, error: Phrase) -> Phrase {
    match file {
        Some(path) => crate::text!(
            "notice-study-file-failed",
            path = path.to_string(),
            error = error
        ),
        None => crate::text!("notice-studies-failed", error = error),
    }
}

/// Starts the thread on the library at `path`.
pub(super) fn start(path: PathBuf, wake: Wake) -> (mpsc::Sender<Job>, mpsc::Receiver<Answer>) {
    let (jobs, inbox) = mpsc::channel::<Job>();
    let (tell, answers) = mpsc::channel::<Answer>();
    let spawned = std::thread::Builder::new()
        .name("studies".into())
        .spawn(move || {
            // The player's own analysis: each edit on disk when written.
            let mut library = HeldLibrary::durable(path);
            let mut queue = std::collections::VecDeque::new();
            loop {
                queue.extend(inbox.try_iter());
                let job = match queue.pop_front() {
                    Some(job) => job,
                    None => match inbox.recv() {
                        Ok(job) => job,
                        Err(_) => return,
                    },
                };
                // A save another save of the same chapter replaces.
                if let Job::Save(id, _) = &job
                    && queue
                        .iter()
                        .any(|j| matches!(j, Job::Save(later, _) if later == id))
                {
                    continue;
                }
                let file = job.file();
                let answer = match library.get() {
                    Ok(library) => work(library, job).unwrap_or_else(|e| {
                        Answer::Failed(failure(file.as_deref(), library_error_text(&e)))
                    }),
                    Err(e) => Answer::Failed(failure(None, e)),
                };
                if tell.send(answer).map(|()| wake()).is_err() {
                    return;
                }
            }
        });
    if let Err(e) = spawned {
        warn!("the studies' thread did not start: {e}");
    }
    (jobs, answers)
}

fn work(library: &Library, job: Job) -> Result<Answer, crate::library::LibraryError> {
    Ok(match job {
        Job::List(search) => Answer::Studies(library.studies(&search)?),
        Job::Chapters(study) => Answer::Chapters(study, library.chapters(study)?),
        Job::Open(id) => {
            let chapter = library.chapter(id)?;
            let study = library.study(chapter.summary.study)?;
            let chapters = library.chapters(study.id)?;
            Answer::Opened(Box::new(chapter), study, chapters)
        }
        Job::Save(id, tree) => {
            library.save_chapter_tree(id, &tree)?;
            Answer::Saved
        }
        Job::NewStudy(name) => {
            let id = library.create_study(&name)?;
            Answer::Changed(Some(id))
        }
        Job::AddChapter {
            study,
            study_name,
            name,
            tree,
            orientation,
            open,
        } => {
            let study = study_or_new(library, study, &study_name)?;
            let chapter =
                library.add_chapter(study, &name, &tree, ChapterMode::Normal, orientation)?;
            added(library, chapter, study, open)?
        }
        Job::Scratch {
            study_name,
            name,
            tree,
            orientation,
        } => {
            let found = library
                .studies(&study_name)?
                .into_iter()
                .find(|s| s.name == study_name);
            let study = study_or_new(library, found.map(|s| s.id), &study_name)?;
            let chapter =
                library.add_chapter(study, &name, &tree, ChapterMode::Normal, orientation)?;
            added(library, chapter, study, false)?
        }
        Job::Relocate {
            chapter,
            study,
            study_name,
            name,
        } => {
            let study = study_or_new(library, study, &study_name)?;
            library.move_chapter(chapter, study, usize::MAX)?;
            let kept = library.chapter_summary(chapter)?;
            library.set_chapter(chapter, &name, kept.mode, kept.orientation)?;
            added(library, chapter, study, false)?
        }
        Job::RenameStudy(id, name) => {
            library.rename_study(id, &name)?;
            Answer::Changed(Some(id))
        }
        Job::DuplicateStudy(id, name) => {
            let copy = library.duplicate_study(id, &name)?;
            Answer::Changed(Some(copy))
        }
        Job::DeleteStudy(id) => {
            library.delete_study(id)?;
            Answer::Changed(None)
        }
        Job::File(id, folder, tags) => {
            library.file_study(id, &folder, &tags)?;
            Answer::Changed(Some(id))
        }
        Job::Files(job) => Answer::Files(super::files::work(library, job)?),
        Job::SetChapter(id, mode, side) => {
            let chapter = library.chapter_summary(id)?;
            library.set_chapter(id, &chapter.name, mode, side)?;
            Answer::Changed(Some(chapter.study))
        }
        Job::RenameChapter(id, name) => {
            let chapter = library.chapter_summary(id)?;
            library.set_chapter(id, &name, chapter.mode, chapter.orientation)?;
            Answer::Changed(Some(chapter.study))
        }
        Job::MoveChapter(id, study, index) => {
            let from = library.chapter_summary(id)?.study;
            library.move_chapter(id, study, index)?;
            Answer::Changed(Some(from))
        }
        Job::DeleteChapter(id) => {
            let study = library.chapter_summary(id)?.study;
            library.delete_chapter(id)?;
            Answer::Changed(Some(study))
        }
    })
}

/// The study given, or a new one of this name.
fn study_or_new(
    library: &Library,
    study: Option<StudyId>,
    name: &str,
) -> Result<StudyId, crate::library::LibraryError> {
    match study {
        Some(id) => Ok(id),
        None => library.create_study(name),
    }
}

/// The answer to a chapter added to (or moved into) a study.
fn added(
    library: &Library,
    chapter: ChapterId,
    study: StudyId,
    open: bool,
) -> Result<Answer, crate::library::LibraryError> {
    Ok(Answer::Added {
        chapter,
        study: library.study(study)?,
        chapters: library.chapters(study)?,
        open,
    })
}
