//! What the home screen tells of the library: how many games it holds,
//! the last games played in Rookery (each a click away), how many
//! studies there are, and the repertoires' cards due.

use super::query::{GameRow, ROW_COLUMNS};
use super::{Library, LibraryError, SourceKind};

/// The library as the home screen shows it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct HomeFacts {
    /// Games in the library.
    pub games: u64,
    /// The last games played in Rookery, newest first.
    pub recent: Vec<GameRow>,
    /// Studies in the library.
    pub studies: u64,
    /// Repertoires in the library.
    pub repertoires: u64,
    /// Their cards due now, all repertoires together.
    pub repertoire_due: u64,
}

impl Library {
    /// The home screen's facts, with at most `recent` games played, and
    /// the repertoires' cards due at `now` (seconds since 1970).
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn home_facts(&self, recent: usize, now: i64) -> Result<HomeFacts, LibraryError> {
        let sql = format!("SELECT {ROW_COLUMNS} WHERE s.kind = ? ORDER BY g.id DESC LIMIT ?",);
        let mut stmt = self.conn().prepare_cached(&sql)?;
        let rows = stmt.query_map(
            rusqlite::params![SourceKind::Played as i64, recent as i64],
            GameRow::read,
        )?;
        let recent = rows.collect::<Result<_, _>>()?;
        let studies: i64 = self
            .conn()
            .query_row("SELECT count(*) FROM studies", [], |r| r.get(0))?;
        let repertoires = self.repertoires()?;
        let mut repertoire_due = 0;
        for r in &repertoires {
            repertoire_due += self.repertoire_facts(r.id, now)?.due as u64;
        }
        Ok(HomeFacts {
            games: self.count()?,
            recent,
            studies: studies as u64,
            repertoires: repertoires.len() as u64,
            repertoire_due,
        })
    }
}
