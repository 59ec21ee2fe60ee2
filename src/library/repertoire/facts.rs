//! What the Repertoire screen says of each repertoire (issue #59): its
//! cards, how many are due now, learned and never seen, when the next one
//! is due, the cards missed most (the "leeches", as Anki calls them) and
//! the days in a row it was drilled.

use super::{CardState, RepertoireId, RepertoireSummary};
use crate::library::{Library, LibraryError};
use crate::rules::cited_san;

/// How many leeches a repertoire's facts list.
pub const LEECHES: usize = 5;

/// A card missed more than once, as a list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Leech {
    /// The move to find, numbered as a score writes it: "6...e5" (the
    /// first answer, in SAN).
    pub answer: String,
    /// Every answer, in SAN.
    pub answers: Vec<String>,
    /// The times it was missed.
    pub misses: u32,
}

/// A repertoire with its counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepertoireFacts {
    /// The repertoire.
    pub summary: RepertoireSummary,
    /// Its cards: the positions where its side is to move and it answers.
    pub cards: usize,
    /// The cards due now (seen before, their time come).
    pub due: usize,
    /// The cards learned (in FSRS's review state: asked again after days).
    pub learned: usize,
    /// The cards never seen.
    pub new: usize,
    /// When the next card not due now is due (seconds since 1970).
    pub next_due: Option<i64>,
    /// The cards missed most, most first (each missed at least twice).
    pub leeches: Vec<Leech>,
    /// The days in a row it was drilled, up to today (or yesterday).
    pub streak: u32,
}

impl Library {
    /// The facts of the repertoire `id` at `now` (seconds since 1970).
    ///
    /// # Errors
    /// As [`Library::repertoire_tree`].
    pub fn repertoire_facts(
        &self,
        id: RepertoireId,
        now: i64,
    ) -> Result<RepertoireFacts, LibraryError> {
        let summary = self.repertoire(id)?;
        let tree = self.repertoire_tree(id)?;
        let schedule = self.repertoire_schedule(id)?;
        let (mut cards, mut seen, mut due, mut learned) = (0, 0, 0, 0);
        let mut next_due: Option<i64> = None;
        let mut missed = Vec::new();
        for (key, entry) in tree.cards() {
            cards += 1;
            let Some(card) = schedule.get(key) else {
                continue;
            };
            seen += 1;
            if card.state == CardState::Review {
                learned += 1;
            }
            if card.due <= now {
                due += 1;
            } else {
                next_due = Some(next_due.map_or(card.due, |d| d.min(card.due)));
            }
            if card.misses >= 2 {
                missed.push((card.misses, entry));
            }
        }
        // The most missed first; among equals, the earliest in the game.
        missed.sort_by_key(|(misses, entry)| {
            (std::cmp::Reverse(*misses), entry.position.fullmove_number())
        });
        let leeches = missed
            .into_iter()
            .take(LEECHES)
            .map(|(misses, entry)| {
                let answers: Vec<String> =
                    entry.moves.iter().map(|m| entry.position.san(m)).collect();
                let position = &entry.position;
                let first = answers.first().map_or("", String::as_str);
                Leech {
                    answer: cited_san(position.fullmove_number(), position.side_to_move(), first),
                    answers,
                    misses,
                }
            })
            .collect();
        Ok(RepertoireFacts {
            summary,
            cards,
            due,
            learned,
            new: cards - seen,
            next_due,
            leeches,
            streak: super::schedule::streak(self.conn(), id.0, now)?,
        })
    }
}
