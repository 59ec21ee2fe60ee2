//! The Woodpecker method (Smith and Tikkanen's training plan): one fixed
//! set of puzzles solved in order, again and again, each pass (a cycle)
//! timed, to solve the same set faster and surer each time. The set is
//! chosen once, nearest the player's rating; a cycle ends when its last
//! puzzle is tried and the next one starts at once.

use rusqlite::{OptionalExtension, params};

use super::{Library, LibraryError, TrainingPuzzle};

/// How many puzzles a set holds unless the player chooses: the first set
/// started from the Woodpecker button.
pub const SET_SIZE: usize = 20;

/// The sizes a player may choose for a new set. The method's authors work
/// through sets of hundreds; a first set is small enough to finish a cycle
/// in a sitting.
pub const SET_SIZES: [u32; 4] = [20, 50, 100, 200];

/// One pass through the set.
#[derive(Debug, Clone, PartialEq)]
pub struct Cycle {
    /// Its number, from 1.
    pub number: u32,
    /// Puzzles tried, and solved without a mistake.
    pub done: u32,
    /// Puzzles solved.
    pub solved: u32,
    /// Seconds spent solving (the tries' own times).
    pub seconds: f64,
}

/// The current set.
#[derive(Debug, Clone, PartialEq)]
pub struct Woodpecker {
    /// Its row.
    pub set: i64,
    /// How many puzzles it holds.
    pub size: u32,
    /// Its cycles, the first first (the last one under way).
    pub cycles: Vec<Cycle>,
}

impl Library {
    /// The current Woodpecker set, if one was started.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn woodpecker(&self) -> Result<Option<Woodpecker>, LibraryError> {
        let conn = self.conn();
        let Some(set) = conn.query_row("SELECT max(id) FROM woodpecker_sets", [], |r| {
            r.get::<_, Option<i64>>(0)
        })?
        else {
            return Ok(None);
        };
        let size: u32 = conn.query_row(
            "SELECT count(*) FROM woodpecker_puzzles WHERE set_id = ?",
            [set],
            |r| r.get(0),
        )?;
        let mut stmt = conn.prepare_cached(
            "SELECT cycle, done, solved, seconds FROM woodpecker_cycles \
             WHERE set_id = ? ORDER BY cycle",
        )?;
        let cycles = stmt
            .query_map([set], |r| {
                Ok(Cycle {
                    number: r.get(0)?,
                    done: r.get(1)?,
                    solved: r.get(2)?,
                    seconds: r.get(3)?,
                })
            })?
            .collect::<Result<_, _>>()?;
        Ok(Some(Woodpecker { set, size, cycles }))
    }

    /// Starts a new set of `size` puzzles (or all there are, when fewer),
    /// the nearest `player`'s rating, at `at` (seconds since 1970); it is
    /// the current set from then on. `None` when the library holds no
    /// puzzle.
    ///
    /// # Errors
    /// The database cannot be written.
    pub fn woodpecker_start(
        &mut self,
        player: f64,
        at: i64,
        size: usize,
    ) -> Result<Option<i64>, LibraryError> {
        let tx = self.conn_mut().transaction()?;
        let ids: Vec<i64> = {
            let mut stmt =
                tx.prepare("SELECT id FROM puzzles ORDER BY abs(rating - ?), id LIMIT ?")?;
            stmt.query_map(params![player, size.max(1) as i64], |r| r.get(0))?
                .collect::<Result<_, _>>()?
        };
        if ids.is_empty() {
            return Ok(None);
        }
        tx.execute("INSERT INTO woodpecker_sets (created) VALUES (?)", [at])?;
        let set = tx.last_insert_rowid();
        for (position, id) in ids.iter().enumerate() {
            tx.execute(
                "INSERT INTO woodpecker_puzzles (set_id, position, puzzle) VALUES (?, ?, ?)",
                params![set, position as i64, id],
            )?;
        }
        tx.execute(
            "INSERT INTO woodpecker_cycles (set_id, cycle, started) VALUES (?, 1, ?)",
            params![set, at],
        )?;
        tx.commit()?;
        Ok(Some(set))
    }

    /// The next puzzle of the current cycle, starting a set first when
    /// there is none.
    ///
    /// # Errors
    /// The database cannot be read or written.
    pub fn woodpecker_next(
        &mut self,
        player: f64,
        at: i64,
    ) -> Result<Option<TrainingPuzzle>, LibraryError> {
        let state = match self.woodpecker()? {
            Some(state) => state,
            None => {
                if self.woodpecker_start(player, at, SET_SIZE)?.is_none() {
                    return Ok(None);
                }
                self.woodpecker()?.expect("just started")
            }
        };
        let Some(cycle) = state.cycles.last() else {
            return Ok(None);
        };
        let row: Option<i64> = self
            .conn()
            .query_row(
                "SELECT puzzle FROM woodpecker_puzzles WHERE set_id = ? AND position = ?",
                params![state.set, cycle.done],
                |r| r.get(0),
            )
            .optional()?;
        match row {
            Some(row) => self.training_puzzle(row),
            None => Ok(None),
        }
    }

    /// Counts a try in the current cycle; its last puzzle ends the cycle
    /// and starts the next.
    ///
    /// # Errors
    /// The database cannot be written.
    pub fn woodpecker_record(
        &mut self,
        solved: bool,
        seconds: f64,
        at: i64,
    ) -> Result<(), LibraryError> {
        let Some(state) = self.woodpecker()? else {
            return Ok(());
        };
        let Some(cycle) = state.cycles.last() else {
            return Ok(());
        };
        let tx = self.conn_mut().transaction()?;
        tx.execute(
            "UPDATE woodpecker_cycles SET done = done + 1, solved = solved + ?, \
             seconds = seconds + ? WHERE set_id = ? AND cycle = ?",
            params![i64::from(solved), seconds, state.set, cycle.number],
        )?;
        if cycle.done + 1 >= state.size {
            tx.execute(
                "UPDATE woodpecker_cycles SET finished = ? WHERE set_id = ? AND cycle = ?",
                params![at, state.set, cycle.number],
            )?;
            tx.execute(
                "INSERT INTO woodpecker_cycles (set_id, cycle, started) VALUES (?, ?, ?)",
                params![state.set, cycle.number + 1, at],
            )?;
        }
        tx.commit()?;
        Ok(())
    }
}
