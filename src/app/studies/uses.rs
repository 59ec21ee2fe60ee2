//! What a study's chapter is used for besides the analysis board: its main
//! line reviewed, a game played from its start, and what a file job did
//! (on the shelf, or a notice).

use bevy::prelude::*;

use super::files::{ChapterUse, FileAnswer};
use super::{StudyId, StudyShelf};
use crate::app::i18n::pgn_error_text;
use crate::app::library::{OpenAs, OpenPgnAs};
use crate::app::saves::PgnToOpen;
use crate::app::session::ChoicesRequest;
use crate::app::settings::Notice;

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
