//! The games table as a window shows it: the ids of every game the filter
//! lets through, in the order asked for, read once; then only the rows on
//! screen, by id. And the found set: the games of the last position or
//! material search, kept in the connection's own temporary table so the
//! table can list, sort and filter them like any others.

use std::collections::HashMap;

use crate::rules::Position;

use super::index::Hit;
use super::material::Material;
use super::query::{Filter, GameRow, ROW_COLUMNS, Sort};
use super::{Library, LibraryError, position_key};

/// Ids asked of SQLite at once (its limit on parameters is far above).
const CHUNK: usize = 500;

/// A source of games: "Rookery" or a file's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// Its id ([`Filter::source`]).
    pub id: i64,
    /// Played in Rookery (else a file).
    pub played: bool,
    /// "Rookery", or the file's name.
    pub name: String,
}

impl Library {
    /// The ids of the games the filter lets through, in the order asked
    /// for (the same game order as [`Library::games`]).
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn game_ids(&self, filter: &Filter, sort: Sort) -> Result<Vec<i64>, LibraryError> {
        let (cond, params) = filter.sql();
        let sql = format!(
            "SELECT g.id FROM games g WHERE {cond} ORDER BY {}",
            sort.order_by()
        );
        let mut stmt = self.conn().prepare_cached(&sql)?;
        let ids = stmt.query_map(rusqlite::params_from_iter(params), |r| r.get(0))?;
        Ok(ids.collect::<Result<_, _>>()?)
    }

    /// The rows of these games, in the order given; a game no longer in
    /// the library is left out.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn rows(&self, ids: &[i64]) -> Result<Vec<GameRow>, LibraryError> {
        let mut by_id: HashMap<i64, GameRow> = HashMap::with_capacity(ids.len());
        for chunk in ids.chunks(CHUNK) {
            let marks = vec!["?"; chunk.len()].join(", ");
            let sql = format!("SELECT {ROW_COLUMNS} WHERE g.id IN ({marks})");
            let mut stmt = self.conn().prepare_cached(&sql)?;
            for row in stmt.query_map(rusqlite::params_from_iter(chunk), GameRow::read)? {
                let row = row?;
                by_id.insert(row.id, row);
            }
        }
        Ok(ids.iter().filter_map(|id| by_id.remove(id)).collect())
    }

    /// Finds every game that reaches `pos` (by any order of moves) and
    /// keeps them as the found set, with the ply each reaches it at and
    /// the move played from it; returns how many. The table then lists
    /// them with [`Filter::found_only`].
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn find_position(&self, pos: &Position) -> Result<u64, LibraryError> {
        let hits = super::index::lookup(self.conn(), position_key(pos))?;
        self.keep_found(&hits)
    }

    /// Finds every game that reaches the material `m` (either way round)
    /// and keeps them as the found set, each at the first ply it has it;
    /// returns how many.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn find_material(&self, m: &Material) -> Result<u64, LibraryError> {
        let hits: Vec<Hit> = self
            .material_hits(m, &Filter::default())?
            .into_iter()
            .map(|(hit, _)| hit)
            .collect();
        self.keep_found(&hits)
    }

    /// Empties the found set.
    ///
    /// # Errors
    /// The database cannot be written (its temporary part, in memory).
    pub fn forget_found(&self) -> Result<(), LibraryError> {
        self.conn().execute("DELETE FROM temp.found", [])?;
        Ok(())
    }

    /// Makes these hits the found set (a game once, at its first ply).
    pub(crate) fn keep_found(&self, hits: &[Hit]) -> Result<u64, LibraryError> {
        self.forget_found()?;
        let mut insert = self.conn().prepare_cached(
            "INSERT INTO temp.found (id, ply, next) VALUES (?, ?, ?) \
             ON CONFLICT (id) DO UPDATE SET ply = excluded.ply, next = excluded.next \
             WHERE excluded.ply < ply",
        )?;
        for hit in hits {
            insert.execute(rusqlite::params![hit.game, hit.ply, hit.next])?;
        }
        // Games deleted since they were indexed are not found.
        self.conn().execute(
            "DELETE FROM temp.found WHERE id NOT IN (SELECT id FROM games)",
            [],
        )?;
        let n: i64 = self
            .conn()
            .query_row("SELECT count(*) FROM temp.found", [], |r| r.get(0))?;
        Ok(n as u64)
    }

    /// Where the games came from: Rookery first, then the files by name.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn sources(&self) -> Result<Vec<Source>, LibraryError> {
        let mut stmt = self
            .conn()
            .prepare_cached("SELECT id, kind, name FROM sources ORDER BY kind, name")?;
        let rows = stmt.query_map([], |r| {
            Ok(Source {
                id: r.get(0)?,
                played: r.get::<_, i64>(1)? == 0,
                name: r.get(2)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
