//! The studies' jobs that reach outside the studies: a PGN file read in as
//! a study, a study or a chapter written out as PGN, games of the library
//! made chapters, and a chapter's main line read to be reviewed or played
//! on. Run on the studies' thread (worker.rs).

use std::path::{Path, PathBuf};

use crate::app::i18n::Phrase;
use crate::library::study::{ChapterId, StudyId};
use crate::library::{Library, LibraryError};
use crate::persist::text::read_text_up_to;
use crate::persist::write_atomic;
use crate::rules::tree::write_tree;

/// The largest PGN file read as a study (its chapters are held whole in
/// memory while they are written).
const LARGEST_STUDY_FILE: u64 = 256 << 20;

/// What a chapter's text is wanted for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChapterUse {
    /// The engine's review of its main line.
    Review,
    /// A game from its start, set up on the Setup screen.
    Play,
}

/// A job of this file.
#[derive(Debug, Clone)]
pub(super) enum FileJob {
    /// A PGN file (compressed or not) as a new study, named `name` or as
    /// the file says.
    Import { path: PathBuf, name: String },
    /// A study, or one chapter of it, written to a file.
    Export {
        study: StudyId,
        chapter: Option<ChapterId>,
        path: PathBuf,
    },
    /// Games of the library to the end of a study (a new study of
    /// `study_name` when `study` is `None`).
    AddGames {
        study: Option<StudyId>,
        study_name: String,
        games: Vec<i64>,
    },
    /// A chapter as PGN, for a use.
    Text(ChapterId, ChapterUse),
}

/// What a job of this file did.
#[derive(Debug)]
pub(super) enum FileAnswer {
    /// A study imported (it is chosen on the Studies screen), and what was
    /// said of it.
    Imported(StudyId, Phrase),
    /// A study exported, or games added: what to tell the player.
    Done(Phrase),
    /// A chapter's text for a use.
    Text(String, ChapterUse),
}

/// Does a job of this file.
///
/// # Errors
/// The library's, and a file that cannot be read or written (as
/// [`LibraryError::Io`]).
pub(super) fn work(library: &Library, job: FileJob) -> Result<FileAnswer, LibraryError> {
    Ok(match job {
        FileJob::Import { path, name } => import(library, &path, &name)?,
        FileJob::Export {
            study,
            chapter,
            path,
        } => {
            let pgn = library.export_study(study, chapter)?;
            write_atomic(&path, pgn.as_bytes())?;
            let chapters = match chapter {
                Some(_) => 1,
                None => library.chapters(study)?.len(),
            };
            FileAnswer::Done(crate::text!(
                "studies-exported",
                chapters = chapters,
                path = path.display().to_string()
            ))
        }
        FileJob::AddGames {
            study,
            study_name,
            games,
        } => {
            let (study, made) = match study {
                Some(id) => (id, false),
                None => (library.create_study(&study_name)?, true),
            };
            let added = match library.add_games_to_study(study, &games) {
                Ok(added) => added,
                Err(e) => {
                    // Nothing changed: not even the new study is left.
                    if made {
                        library.delete_study(study)?;
                    }
                    return Err(e);
                }
            };
            let name = library.study(study)?.name;
            FileAnswer::Done(crate::text!(
                "studies-games-added",
                games = added.chapters.len(),
                study = name,
                skipped = added.skipped.len()
            ))
        }
        FileJob::Text(chapter, why) => {
            FileAnswer::Text(write_tree(&library.chapter(chapter)?.tree), why)
        }
    })
}

fn import(library: &Library, path: &Path, name: &str) -> Result<FileAnswer, LibraryError> {
    let text = read_text_up_to(path, LARGEST_STUDY_FILE)?;
    let name = Some(name.trim()).filter(|n| !n.is_empty());
    // Unnamed, and not a lichess study: the file's name ("endings" for
    // endings.pgn.zst).
    let file = path.file_name().map(|n| n.to_string_lossy().into_owned());
    let mut stem = file.as_deref().unwrap_or("");
    for end in [".zst", ".gz", ".bz2", ".pgn"] {
        stem = stem.strip_suffix(end).unwrap_or(stem);
    }
    let fallback = if stem.trim().is_empty() {
        "Imported study"
    } else {
        stem
    };
    let done = library.import_study_or(&text, name, fallback)?;
    Ok(FileAnswer::Imported(
        done.study,
        crate::text!(
            "studies-imported",
            study = done.name,
            chapters = done.chapters,
            skipped = done.skipped.len()
        ),
    ))
}
