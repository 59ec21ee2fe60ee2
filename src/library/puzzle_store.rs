//! The library's puzzles: a lichess puzzle file imported as a stream, in
//! batches (each one transaction, as games are), a bad line counted and
//! named and the import going on; a puzzle already there skipped.

use std::io::BufRead;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rusqlite::{OptionalExtension, params};

use super::{InputSize, Library, LibraryError};
use crate::puzzles::glicko::Glicko;
use crate::puzzles::lichess::{Columns, LichessPuzzle, read_line};

/// Where a puzzle came from (the `origin` column).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleOrigin {
    /// Rookery's starter set.
    Rookery = 0,
    /// A lichess puzzle file.
    Lichess = 1,
    /// Made from the player's own games.
    MyGames = 2,
}

/// Where a puzzle import stands, or what it did.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PuzzleImport {
    /// Puzzles added.
    pub imported: u64,
    /// Puzzles already in the library (the same id).
    pub skipped: u64,
    /// Lines that are not puzzles.
    pub refused: u64,
    /// The first refused lines (at most [`PuzzleImport::KEPT`]): the
    /// line's number and why.
    pub refusals: Vec<(u64, String)>,
    /// Bytes read.
    pub bytes: u64,
    /// The file's size, when known.
    pub total_bytes: Option<u64>,
    /// Time so far.
    pub elapsed: Duration,
    /// Stopped by Cancel before the end.
    pub cancelled: bool,
}

impl PuzzleImport {
    /// How many refused lines are kept to be named.
    pub const KEPT: usize = 100;

    /// Lines read a second.
    pub fn per_second(&self) -> f64 {
        let secs = self.elapsed.as_secs_f64();
        let lines = self.imported + self.skipped + self.refused;
        if secs > 0.0 { lines as f64 / secs } else { 0.0 }
    }
}

/// The ids of a starter set's puzzles (the first column of each line but
/// the header), in the file's order.
fn starter_keys(csv: &str) -> Vec<&str> {
    csv.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with("PuzzleId,"))
        .filter_map(|l| l.split(',').next())
        .collect()
}

/// Lines committed in one transaction at most.
const BATCH: u64 = 20_000;

impl Library {
    /// Puts Rookery's starter set (`csv`, in lichess's form) in the
    /// library: all of it when the library holds none of Rookery's
    /// puzzles, and when it holds an earlier set (the set's first puzzle)
    /// but fewer puzzles than this one, the ones this set adds (a puzzle
    /// there already keeps its rating and tries). A library whose puzzles
    /// of Rookery's are none of the set's is left as it is. `None` when
    /// nothing was to be added.
    ///
    /// # Errors
    /// The database fails.
    pub fn add_starter_set(&mut self, csv: &str) -> Result<Option<PuzzleImport>, LibraryError> {
        let keys = starter_keys(csv);
        let Some(first) = keys.first() else {
            return Ok(None);
        };
        let size = keys.len() as u64;
        let held = self.puzzle_count_from(PuzzleOrigin::Rookery)?;
        if held >= size || (held > 0 && !self.holds_rookery_puzzle(first)?) {
            return Ok(None);
        }
        let never = AtomicBool::new(false);
        let report = self.import_puzzles(
            csv.as_bytes(),
            PuzzleOrigin::Rookery,
            InputSize::text(Some(csv.len() as u64)),
            &never,
            |_| {},
        )?;
        Ok(Some(report))
    }

    /// Takes out Rookery's puzzles that an update's starter set (`csv`)
    /// no longer holds, as a puzzle an outside engine found a flaw in is
    /// dropped from the set: those never tried, not waiting to come back
    /// and in no Woodpecker set; a puzzle the player has tried stays, with
    /// its tries. Only in a library holding an earlier set (the set's first
    /// puzzle): a library whose puzzles of Rookery's are none of the set's
    /// is left as it is. Gives how many were taken out.
    ///
    /// # Errors
    /// The database fails (nothing is taken out then).
    pub fn retire_starter_puzzles(&mut self, csv: &str) -> Result<u64, LibraryError> {
        let keys = starter_keys(csv);
        match keys.first() {
            Some(first) if self.holds_rookery_puzzle(first)? => {}
            _ => return Ok(0),
        }
        // Rolled back when dropped before the commit (an error on the way).
        let tx = self.conn_mut().transaction()?;
        tx.execute_batch(
            "CREATE TEMP TABLE IF NOT EXISTS starter_keys (key TEXT PRIMARY KEY); \
             DELETE FROM temp.starter_keys;",
        )?;
        {
            let mut insert =
                tx.prepare_cached("INSERT OR IGNORE INTO temp.starter_keys (key) VALUES (?)")?;
            for key in &keys {
                insert.execute([key])?;
            }
        }
        let gone = tx.execute(
            "DELETE FROM puzzles WHERE origin = ? \
               AND key NOT IN (SELECT key FROM temp.starter_keys) \
               AND id NOT IN (SELECT puzzle FROM puzzle_attempts) \
               AND id NOT IN (SELECT puzzle FROM puzzle_due) \
               AND id NOT IN (SELECT puzzle FROM woodpecker_puzzles)",
            [PuzzleOrigin::Rookery as i64],
        )?;
        tx.execute_batch("DELETE FROM temp.starter_keys")?;
        tx.commit()?;
        Ok(gone as u64)
    }

    /// Whether the library holds Rookery's puzzle `key` (a starter set's).
    fn holds_rookery_puzzle(&self, key: &str) -> Result<bool, LibraryError> {
        Ok(self.conn().query_row(
            "SELECT EXISTS (SELECT 1 FROM puzzles WHERE key = ? AND origin = ?)",
            params![key, PuzzleOrigin::Rookery as i64],
            |r| r.get(0),
        )?)
    }

    /// Imports a puzzle file in lichess's CSV form (a header line first, or
    /// lichess's column order). `progress` is called after each batch;
    /// `cancel` stops after the batch being read (what was committed
    /// stays).
    ///
    /// # Errors
    /// The stream or the database fails; the batches committed before stay.
    pub fn import_puzzles<R: BufRead>(
        &mut self,
        mut reader: R,
        origin: PuzzleOrigin,
        size: InputSize,
        cancel: &AtomicBool,
        mut progress: impl FnMut(&PuzzleImport),
    ) -> Result<PuzzleImport, LibraryError> {
        let started = Instant::now();
        let mut state = PuzzleImport {
            total_bytes: size.total,
            ..PuzzleImport::default()
        };
        let mut columns = Columns::default();
        let mut bytes = Vec::new();
        let mut number = 0u64;
        let mut in_batch = 0u64;
        let conn = self.conn();
        conn.execute_batch("BEGIN")?;
        let read = (|| -> Result<(), LibraryError> {
            let mut insert = conn.prepare_cached(
                "INSERT INTO puzzles (key, origin, fen, moves, rating, deviation, volatility, \
                     popularity, plays, themes, openings, game_url) \
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING",
            )?;
            loop {
                bytes.clear();
                let n = reader.read_until(b'\n', &mut bytes)?;
                if n == 0 {
                    break;
                }
                number += 1;
                state.bytes = match &size.read {
                    Some(read) => read.load(Ordering::Relaxed),
                    None => state.bytes + n as u64,
                };
                // lichess's file is ASCII; a byte that is not UTF-8 spoils
                // only its own field (a refused line says which), not the
                // batch.
                let line = String::from_utf8_lossy(&bytes);
                let text = line.trim_start_matches('\u{feff}').trim();
                if text.is_empty() {
                    continue;
                }
                if number == 1
                    && let Some(header) = Columns::from_header(text)
                {
                    columns = header;
                    continue;
                }
                match read_line(text, &columns) {
                    Ok(p) => {
                        // A deviation the file does not give: a new puzzle's.
                        let deviation = if p.deviation > 0 {
                            f64::from(p.deviation)
                        } else {
                            Glicko::NEW.deviation
                        };
                        let added = insert.execute(params![
                            p.id,
                            origin as i64,
                            p.fen,
                            p.moves.join(" "),
                            f64::from(p.rating),
                            deviation,
                            Glicko::NEW.volatility,
                            p.popularity,
                            p.plays as i64,
                            spaced(&p.themes),
                            spaced(&p.openings),
                            p.game_url,
                        ])?;
                        if added > 0 {
                            state.imported += 1;
                        } else {
                            state.skipped += 1;
                        }
                    }
                    Err(e) => {
                        state.refused += 1;
                        if state.refusals.len() < PuzzleImport::KEPT {
                            state.refusals.push((number, e.to_string()));
                        }
                    }
                }
                in_batch += 1;
                if in_batch >= BATCH {
                    in_batch = 0;
                    conn.execute_batch("COMMIT")?;
                    state.elapsed = started.elapsed();
                    progress(&state);
                    conn.execute_batch("BEGIN")?;
                    if cancel.load(Ordering::Relaxed) {
                        state.cancelled = true;
                        break;
                    }
                }
            }
            Ok(())
        })();
        if let Err(e) = read {
            let _ = conn.execute_batch("ROLLBACK");
            return Err(e);
        }
        conn.execute_batch("COMMIT")?;
        state.elapsed = started.elapsed();
        progress(&state);
        Ok(state)
    }

    /// How many puzzles the library holds.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn puzzle_count(&self) -> Result<u64, LibraryError> {
        let n: i64 = self
            .conn()
            .query_row("SELECT count(*) FROM puzzles", [], |r| r.get(0))?;
        Ok(n as u64)
    }

    /// How many puzzles from `origin` the library holds.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn puzzle_count_from(&self, origin: PuzzleOrigin) -> Result<u64, LibraryError> {
        let n: i64 = self.conn().query_row(
            "SELECT count(*) FROM puzzles WHERE origin = ?",
            [origin as i64],
            |r| r.get(0),
        )?;
        Ok(n as u64)
    }

    /// A puzzle by its id where it came from (lichess's id), as a lichess
    /// line would give it back.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn puzzle_by_key(&self, key: &str) -> Result<Option<LichessPuzzle>, LibraryError> {
        let row: Option<i64> = self
            .conn()
            .query_row("SELECT id FROM puzzles WHERE key = ?", [key], |r| r.get(0))
            .optional()?;
        match row {
            Some(row) => Ok(self.training_puzzle(row)?.map(|t| t.puzzle)),
            None => Ok(None),
        }
    }
}

/// A list stored with a space before and after each word.
pub(super) fn spaced(words: &[String]) -> String {
    if words.is_empty() {
        String::new()
    } else {
        format!(" {} ", words.join(" "))
    }
}
