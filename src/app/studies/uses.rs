//! What a study's chapter is used for: the analysis board on it, its main
//! line reviewed, a game played from its start, and what a file job did
//! (on the shelf, or a notice).

use bevy::prelude::*;

use super::files::{ChapterUse, FileAnswer};
use super::{StudyId, StudyShelf};
use crate::app::i18n::pgn_error_text;
use crate::app::library::{OpenAs, OpenPgnAs};
use crate::app::saves::PgnToOpen;
use crate::app::session::ChoicesRequest;
use crate::app::session::{Notes, OpenSession, Session};
use crate::app::settings::Notice;
use crate::library::study::Chapter;
use crate::rules::{ByColor, Color};

/// Where a chapter goes to be reviewed, played on or taken as a lesson,
/// and the notices of what failed.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct ChapterOpens<'w> {
    pub(super) pgns: MessageWriter<'w, OpenPgnAs>,
    pub(super) choices: MessageWriter<'w, ChoicesRequest>,
    pub(super) notices: MessageWriter<'w, Notice>,
    pub(super) lessons: MessageWriter<'w, super::LessonCommand>,
}

/// Says what a file job did (on the shelf), or takes a chapter on to its
/// use; the study imported, to be chosen.
pub(super) fn file_answer(
    answer: FileAnswer,
    shelf: &mut StudyShelf,
    opens: &mut ChapterOpens,
) -> Option<StudyId> {
    match answer {
        FileAnswer::Imported(id, said) => {
            shelf.done = Some(said);
            return Some(id);
        }
        FileAnswer::Done(said) => shelf.done = Some(said),
        FileAnswer::Text(text, why) => match PgnToOpen::read_first(&text) {
            Some(Ok(pgn)) => match why {
                // As the library's Review: a game with its result.
                ChapterUse::Review if !pgn.pgn.game.is_over() => {
                    opens
                        .notices
                        .write(Notice(crate::text!("studies-review-unfinished")));
                }
                ChapterUse::Review => {
                    opens.pgns.write(OpenPgnAs(Box::new(pgn), OpenAs::Review));
                }
                ChapterUse::Play => {
                    let start = *pgn.pgn.game.start_position();
                    opens
                        .choices
                        .write(ChoicesRequest::FromPosition(Box::new(start)));
                }
            },
            Some(Err(e)) => {
                opens.notices.write(Notice(crate::text!(
                    "notice-library-failed",
                    error = pgn_error_text(&e)
                )));
            }
            None => {}
        },
    }
    None
}

/// The analysis board on a chapter: its tree kept in it, the players its
/// tags name, the board turned as the chapter says.
pub(super) fn chapter_session(chapter: &Chapter, study: &str) -> OpenSession {
    let notes = Notes::in_chapter(chapter.tree.clone(), chapter.summary.id);
    let tag = |name: &str, side: &str| {
        notes
            .tree
            .tag(name)
            .filter(|v| !v.trim().is_empty() && *v != "?")
            .unwrap_or(side)
            .to_string()
    };
    let names = ByColor {
        white: tag("White", "White"),
        black: tag("Black", "Black"),
    };
    let tags = notes.tree.tags.clone();
    let flipped = chapter.summary.orientation == Color::Black;
    let mut session = Session::analysis_with(notes, names, flipped);
    session.tags = tags;
    OpenSession {
        session: Box::new(session),
        status: crate::text!(
            "status-chapter-opened",
            study = study.to_string(),
            chapter = chapter.summary.name.clone()
        ),
    }
}
