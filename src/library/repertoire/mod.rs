//! Opening repertoires (issue #59): a study marked as the player's
//! repertoire for White or for Black, its positions keyed as the library
//! keys them ([`tree`]), and a schedule for each of the player's
//! positions (each card), kept in the library beside the study and never
//! in its PGN.
//!
//! The schedule is FSRS (the Free Spaced Repetition Scheduler, as Anki
//! and En Croissant use it; the `rs-fsrs` crate with its published
//! default weights): each card has a stability (the days until the
//! chance to recall it falls to 90%) and a difficulty, moved by each
//! review; a right answer is rated Good, a wrong one Again (the card goes
//! back to relearning, due within minutes, so it comes back in the same
//! session, and its lapse is counted). Against a fixed ladder (4 hours, a
//! day, 3 days, a week...), FSRS spaces a card by how well it is known:
//! a line the player always gets right is asked less and less often, one
//! often missed stays near.

mod drill;
mod facts;
mod games;
mod schedule;
mod tree;

pub use drill::{Drill, Lead, Verdict};
pub use facts::{LEECHES, Leech, RepertoireFacts};
pub use games::LeftGame;
pub use schedule::{CardSchedule, CardState};
pub use tree::{Deviation, Entry, Gap, RepertoireTree};

use rusqlite::{OptionalExtension, params};

use super::study::{StudyId, color_code, color_from_code};
use super::{Library, LibraryError};
use crate::rules::Color;

/// A repertoire's id in the library.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RepertoireId(pub i64);

/// A repertoire as a list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepertoireSummary {
    /// Its id.
    pub id: RepertoireId,
    /// The study that holds its moves.
    pub study: StudyId,
    /// The study's name.
    pub name: String,
    /// The side it is for.
    pub color: Color,
}

/// What [`Library::import_repertoire`] made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepertoireImport {
    /// The repertoire.
    pub id: RepertoireId,
    /// The study made for it.
    pub study: StudyId,
    /// The positions it goes on from (a position reached by two move
    /// orders counted once).
    pub positions: usize,
    /// The games of the file that did not read, each with why.
    pub skipped: Vec<String>,
}

impl Library {
    /// Marks `study` as a repertoire for `color` (a study already marked
    /// keeps its id and takes the new side).
    ///
    /// # Errors
    /// No such study, or the database cannot be written.
    pub fn mark_repertoire(
        &self,
        study: StudyId,
        color: Color,
    ) -> Result<RepertoireId, LibraryError> {
        self.study(study)?;
        self.conn().execute(
            "INSERT INTO repertoires (study, color) VALUES (?1, ?2)
             ON CONFLICT (study) DO UPDATE SET color = excluded.color",
            params![study.0, color_code(color)],
        )?;
        let id = self.conn().query_row(
            "SELECT id FROM repertoires WHERE study = ?1",
            [study.0],
            |r| r.get(0),
        )?;
        Ok(RepertoireId(id))
    }

    /// Makes a study of a PGN file (as [`Library::import_study`]) and marks
    /// it as a repertoire for `color` (the study is deleted again if it
    /// cannot be marked).
    ///
    /// # Errors
    /// As [`Library::import_study`].
    pub fn import_repertoire(
        &self,
        text: &str,
        color: Color,
        name: Option<&str>,
    ) -> Result<RepertoireImport, LibraryError> {
        let study = self.import_study_or(text, name, "Repertoire")?;
        let marked = self
            .mark_repertoire(study.study, color)
            .and_then(|id| Ok((id, self.repertoire_tree(id)?.len())));
        let (id, positions) = match marked {
            Ok(marked) => marked,
            Err(e) => {
                // No study left behind that the player did not ask for.
                let _ = self.delete_study(study.study);
                return Err(e);
            }
        };
        Ok(RepertoireImport {
            id,
            study: study.study,
            positions,
            skipped: study.skipped,
        })
    }

    /// Every repertoire, by the study's name.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn repertoires(&self) -> Result<Vec<RepertoireSummary>, LibraryError> {
        let mut statement = self
            .conn()
            .prepare(&format!("{SUMMARY} ORDER BY s.name COLLATE NOCASE, r.id"))?;
        let rows = statement.query_map([], read_summary)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// One repertoire.
    ///
    /// # Errors
    /// No such repertoire ([`LibraryError::NoRepertoire`]), or the
    /// database cannot be read.
    pub fn repertoire(&self, id: RepertoireId) -> Result<RepertoireSummary, LibraryError> {
        self.conn()
            .query_row(&format!("{SUMMARY} WHERE r.id = ?1"), [id.0], read_summary)
            .optional()?
            .ok_or(LibraryError::NoRepertoire(id.0))
    }

    /// The repertoire's moves by position, from its study's chapters as
    /// they are now (a chapter edited in the study changes it at once).
    ///
    /// # Errors
    /// As [`Library::repertoire`], or a chapter that no longer reads.
    pub fn repertoire_tree(&self, id: RepertoireId) -> Result<RepertoireTree, LibraryError> {
        let summary = self.repertoire(id)?;
        let mut trees = Vec::new();
        for chapter in self.chapters(summary.study)? {
            trees.push(self.chapter(chapter.id)?.tree);
        }
        Ok(RepertoireTree::from_trees(summary.color, &trees))
    }

    /// The schedule of each card of the repertoire seen at least once, by
    /// its position's key (a card never seen is new: not in the map).
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn repertoire_schedule(
        &self,
        id: RepertoireId,
    ) -> Result<std::collections::HashMap<String, CardSchedule>, LibraryError> {
        schedule::load(self.conn(), id.0)
    }

    /// Records an answer to the card at `key` (`right` or not) at `now`
    /// (seconds since 1970), and gives its new schedule.
    ///
    /// # Errors
    /// No such repertoire, or the database cannot be written.
    pub fn review_card(
        &self,
        id: RepertoireId,
        key: &str,
        right: bool,
        now: i64,
    ) -> Result<CardSchedule, LibraryError> {
        self.repertoire(id)?;
        schedule::review(self.conn(), id.0, key, right, now)
    }
}

/// The keys of the cards of `tree` due at `now` (seconds since 1970) by
/// `schedule`, the most overdue first.
pub fn due_cards(
    tree: &RepertoireTree,
    schedule: &std::collections::HashMap<String, CardSchedule>,
    now: i64,
) -> Vec<String> {
    let mut due: Vec<(i64, &str)> = tree
        .cards()
        .filter_map(|(key, _)| {
            let card = schedule.get(key)?;
            (card.due <= now).then_some((card.due, key))
        })
        .collect();
    due.sort_unstable();
    due.into_iter().map(|(_, key)| key.to_string()).collect()
}

/// A repertoire's summary, as [`read_summary`] reads it.
const SUMMARY: &str =
    "SELECT r.id, r.study, s.name, r.color FROM repertoires r JOIN studies s ON s.id = r.study";

fn read_summary(r: &rusqlite::Row<'_>) -> rusqlite::Result<RepertoireSummary> {
    Ok(RepertoireSummary {
        id: RepertoireId(r.get(0)?),
        study: StudyId(r.get(1)?),
        name: r.get(2)?,
        color: color_from_code(r.get(3)?),
    })
}
