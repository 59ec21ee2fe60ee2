//! The repertoires' thread: their facts, the gaps, a drill's cards and the
//! library's counts of the opponent's moves are read there, and each answer
//! written, one job at a time, so that a large repertoire never holds up a
//! frame.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::mpsc;

use bevy::prelude::*;

use super::{DrillMode, RepertoireRequest};
use crate::app::i18n::{Phrase, library_error_text};
use crate::app::library::service::HeldLibrary;
use crate::app::wake::Wake;
use crate::library::repertoire::{
    Deviation, Gap, LeftGame, RepertoireFacts, RepertoireId, RepertoireSummary, RepertoireTree,
    due_cards,
};
use crate::library::study::{ChapterSummary, StudySummary};
use crate::library::{ExploreFilter, Library, LibraryError};
use crate::rules::{Color, Move};

/// How many new cards a "learn" session brings in.
pub const NEW_CARDS: usize = 5;
/// How many games that left a repertoire the screen lists.
const LEFT_GAMES: usize = 20;

/// A job for the thread: the request as the screen or the drill sent it,
/// with the player's names in Settings (the games listed by
/// [`RepertoireRequest::Refresh`] are theirs).
#[derive(Debug, Clone)]
pub(super) struct Job {
    pub request: RepertoireRequest,
    pub names: Vec<String>,
}

/// A drill ready to start.
#[derive(Debug, Clone)]
pub struct DrillReady {
    /// The repertoire.
    pub summary: RepertoireSummary,
    /// The session's kind.
    pub mode: DrillMode,
    /// Its moves by position.
    pub tree: RepertoireTree,
    /// The cards to ask.
    pub wanted: Vec<String>,
    /// How often the library's games play each of the opponent's moves
    /// where the repertoire prepares for several, by the position's key.
    pub counts: HashMap<String, Vec<(Move, u64)>>,
}

/// What the thread answers.
#[derive(Debug)]
pub(super) enum Answer {
    Facts {
        repertoires: Vec<RepertoireFacts>,
        studies: Vec<StudySummary>,
        chapters: Vec<(RepertoireId, Vec<ChapterSummary>)>,
        left: Vec<(RepertoireId, LeftGame)>,
    },
    /// A repertoire's gaps, each with the player's score in percent after
    /// it in the library's games.
    Gaps(RepertoireId, Vec<(Gap, Option<u32>)>),
    Drill(Box<DrillReady>),
    /// Where the game of these moves left the player's repertoires, by
    /// the repertoire's name.
    GameAgainst(Vec<Move>, Vec<(String, Deviation)>),
    /// A change was made: the facts are read again.
    Changed,
    /// An answer was written.
    Reviewed,
    Failed(Phrase),
}

pub(super) fn start(path: PathBuf, wake: Wake) -> (mpsc::Sender<Job>, mpsc::Receiver<Answer>) {
    let (jobs, inbox) = mpsc::channel::<Job>();
    let (tell, answers) = mpsc::channel::<Answer>();
    let spawned = std::thread::Builder::new()
        .name("repertoire".into())
        .spawn(move || {
            // The player's answers: each on disk when written.
            let mut library = HeldLibrary::durable(path);
            while let Ok(job) = inbox.recv() {
                let answer = match library.get() {
                    Ok(library) => work(library, job).unwrap_or_else(|e| {
                        Answer::Failed(crate::text!(
                            "notice-repertoire-failed",
                            error = library_error_text(&e)
                        ))
                    }),
                    Err(e) => Answer::Failed(crate::text!("notice-repertoire-failed", error = e)),
                };
                if tell.send(answer).map(|()| wake()).is_err() {
                    return;
                }
            }
        });
    if let Err(e) = spawned {
        warn!("the repertoires' thread did not start: {e}");
    }
    (jobs, answers)
}

fn work(library: &Library, job: Job) -> Result<Answer, LibraryError> {
    let now = crate::persist::time::now();
    Ok(match job.request {
        RepertoireRequest::Refresh => facts(library, &job.names, now)?,
        RepertoireRequest::Mark(study, color) => {
            library.mark_repertoire(study, color)?;
            Answer::Changed
        }
        RepertoireRequest::Gaps(id) => Answer::Gaps(id, scored_gaps(library, id)?),
        RepertoireRequest::Drill(id, mode) => {
            Answer::Drill(Box::new(drill(library, id, mode, now)?))
        }
        RepertoireRequest::GameEnded { side, start, moves } => {
            // A move of the player's own off a repertoire is a miss of its
            // card; the opponent's only shows where the game left it.
            library.review_game_against_repertoires(side, &start, &moves, now)?;
            let mut left = Vec::new();
            for summary in library.repertoires()? {
                if summary.color != side {
                    continue;
                }
                let tree = library.repertoire_tree(summary.id)?;
                if let Some(deviation) = tree.deviation(&start, &moves) {
                    left.push((summary.name, deviation));
                }
            }
            Answer::GameAgainst(moves, left)
        }
        RepertoireRequest::Review { id, key, right } => {
            library.review_card(id, &key, right, now)?;
            Answer::Reviewed
        }
    })
}

/// Every repertoire's facts and chapters, the studies, and the games of
/// the players `names` that left a repertoire, newest first.
fn facts(library: &Library, names: &[String], now: i64) -> Result<Answer, LibraryError> {
    let summaries = library.repertoires()?;
    let mut repertoires = Vec::with_capacity(summaries.len());
    let mut left = Vec::new();
    let mut chapters = Vec::new();
    for summary in &summaries {
        repertoires.push(library.repertoire_facts(summary.id, now)?);
        chapters.push((summary.id, library.chapters(summary.study)?));
        for game in library.games_left_repertoire(summary.id, names, LEFT_GAMES)? {
            left.push((summary.id, game));
        }
    }
    // Newest first across the repertoires.
    left.sort_by_key(|(_, g)| std::cmp::Reverse(g.game));
    left.truncate(LEFT_GAMES);
    Ok(Answer::Facts {
        repertoires,
        studies: library.studies("")?,
        chapters,
        left,
    })
}

/// The repertoire's gaps, most played first, each with the player's score
/// in percent in the library's games that play it.
fn scored_gaps(
    library: &Library,
    id: RepertoireId,
) -> Result<Vec<(Gap, Option<u32>)>, LibraryError> {
    let tree = library.repertoire_tree(id)?;
    let filter = ExploreFilter::default();
    let mut failed = None;
    // The explorer's lines by position, for the gaps' scores.
    let mut seen: HashMap<String, Vec<crate::library::ExploreLine>> = HashMap::new();
    let gaps = tree.gaps(|position| match library.explore(position, &filter) {
        Ok(lines) => {
            let played = lines.iter().map(|l| (l.mv, l.games)).collect();
            seen.insert(position.epd(), lines);
            played
        }
        Err(e) => {
            failed.get_or_insert(e);
            Vec::new()
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    let player = tree.color();
    Ok(gaps
        .into_iter()
        .map(|gap| {
            let score = seen.get(&gap.position.epd()).and_then(|lines| {
                let line = lines.iter().find(|l| gap.position.san(&l.mv) == gap.san)?;
                let won = match player {
                    Color::White => line.white,
                    Color::Black => line.black,
                };
                (line.games > 0).then(|| ((2 * won + line.draws) * 50 / line.games) as u32)
            });
            (gap, score)
        })
        .collect())
}

/// A drill's cards by `mode`, with the library's counts of the opponent's
/// moves where the repertoire prepares for several.
fn drill(
    library: &Library,
    id: RepertoireId,
    mode: DrillMode,
    now: i64,
) -> Result<DrillReady, LibraryError> {
    let summary = library.repertoire(id)?;
    let tree = library.repertoire_tree(id)?;
    let schedule = library.repertoire_schedule(id)?;
    let wanted = match mode {
        DrillMode::Due => due_cards(&tree, &schedule, now),
        DrillMode::Learn => tree.unseen(&schedule, NEW_CARDS),
        DrillMode::All => tree.cards().map(|(k, _)| k.to_string()).collect(),
        DrillMode::Chapter(chapter) => {
            let one = library.chapter(chapter)?;
            let branch = RepertoireTree::from_trees(summary.color, [&one.tree]);
            branch.cards().map(|(k, _)| k.to_string()).collect()
        }
    };
    let filter = ExploreFilter::default();
    let mut counts = HashMap::new();
    for entry in tree.branching_replies() {
        let lines = library.explore(&entry.position, &filter)?;
        let played: Vec<(Move, u64)> = lines.into_iter().map(|l| (l.mv, l.games)).collect();
        if !played.is_empty() {
            counts.insert(entry.position.epd(), played);
        }
    }
    Ok(DrillReady {
        summary,
        mode,
        tree,
        wanted,
        counts,
    })
}
