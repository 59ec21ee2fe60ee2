//! Puzzles from the player's own games ("From my games"): each of their
//! games in the library (played in Rookery, or under a name set in
//! Settings) is looked at once by the puzzle generator, which finds the
//! moments a win was missed or found, by either side; the puzzles go in
//! marked as the player's, each linked to its game. A game looked at is
//! written down (`mined_games`), puzzles or not, so the next pass skips it.
//! The command line (`rookery puzzles mine`), the trainer's dashboard and
//! the end of a game's review all run [`Library::mine_games`].

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use rusqlite::params;

use super::puzzle_store::spaced;
use super::{Library, LibraryError};
use crate::puzzles::generate::{Generator, lichess_line, rate_by_levels};
use crate::puzzles::glicko::Glicko;
use crate::puzzles::lichess::LichessPuzzle;

/// Where a pass over the player's games stands (told after each game).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct MineProgress {
    /// Games looked at so far in this pass.
    pub looked: usize,
    /// Games this pass looks at.
    pub of: usize,
    /// Puzzles added so far.
    pub added: usize,
    /// Seconds since the pass began.
    pub seconds: f64,
}

/// How a pass ended.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct MineReport {
    /// Where it stood at its end.
    pub progress: MineProgress,
    /// Stopped before its end (the games not looked at wait for the next).
    pub stopped: bool,
}

impl Library {
    /// Looks at each of `games` (library ids) not looked at before,
    /// searching `nodes` nodes for each move of a solution, and adds the
    /// puzzles found as the player's. `stop` ends the pass after the game
    /// under way is dropped (it is looked at again next time); `tell` hears
    /// of each game.
    ///
    /// # Errors
    /// The database cannot be read or written (what was added stays).
    pub fn mine_games(
        &mut self,
        games: &[i64],
        nodes: u64,
        stop: &AtomicBool,
        mut tell: impl FnMut(MineProgress),
    ) -> Result<MineReport, LibraryError> {
        let began = Instant::now();
        let todo = self.unmined(games.iter().copied())?;
        let mut progress = MineProgress {
            of: todo.len(),
            ..MineProgress::default()
        };
        let mut maker = Generator::new(nodes, stop);
        let mut checker = Generator::new(nodes.saturating_mul(4), stop);
        for id in todo {
            if stop.load(Ordering::Relaxed) {
                break;
            }
            // A game deleted meanwhile (the Library screen) is passed over.
            let Ok(stored) = self.game(id) else {
                progress.looked += 1;
                continue;
            };
            let mut found = Vec::new();
            for puzzle in maker.puzzles_in(&stored.game) {
                if checker.confirms(&puzzle) {
                    let rating = rate_by_levels(&puzzle, puzzle.start.key(), stop);
                    found.push((lichess_line(&puzzle, rating, None, Vec::new()), rating));
                }
            }
            // A search cut short proves nothing: the game waits.
            if stop.load(Ordering::Relaxed) {
                break;
            }
            for (line, rating) in &found {
                if self.add_my_puzzle(line, *rating, id)? {
                    progress.added += 1;
                }
            }
            self.conn()
                .execute("INSERT OR IGNORE INTO mined_games (game) VALUES (?)", [id])?;
            progress.looked += 1;
            progress.seconds = began.elapsed().as_secs_f64();
            tell(progress);
        }
        progress.seconds = began.elapsed().as_secs_f64();
        Ok(MineReport {
            progress,
            stopped: progress.looked < progress.of,
        })
    }

    /// The player's games not looked at for puzzles yet, of those
    /// [`Library::my_game_ids`] names.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn games_to_mine(&self, names: &[String]) -> Result<Vec<i64>, LibraryError> {
        self.unmined(self.my_game_ids(names)?)
    }

    /// Those of `ids` not looked at for puzzles yet.
    fn unmined(&self, ids: impl IntoIterator<Item = i64>) -> Result<Vec<i64>, LibraryError> {
        let mut looked = self
            .conn()
            .prepare_cached("SELECT EXISTS (SELECT 1 FROM mined_games WHERE game = ?)")?;
        let mut todo = Vec::new();
        for id in ids {
            if !looked.query_row([id], |r| r.get::<_, bool>(0))? {
                todo.push(id);
            }
        }
        Ok(todo)
    }

    /// The player's games: those played in Rookery, and those where one of
    /// `names` (the names set in Settings) played, oldest first.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn my_game_ids(&self, names: &[String]) -> Result<Vec<i64>, LibraryError> {
        let mut ids: Vec<i64> = Vec::new();
        for source in self.sources()?.into_iter().filter(|s| s.played) {
            let filter = super::Filter {
                source: Some(source.id),
                ..super::Filter::default()
            };
            ids.extend(self.game_ids(&filter, super::Sort::default())?);
        }
        if !names.is_empty() {
            let filter = super::Filter {
                players: names.to_vec(),
                ..super::Filter::default()
            };
            ids.extend(self.game_ids(&filter, super::Sort::default())?);
        }
        ids.sort_unstable();
        ids.dedup();
        Ok(ids)
    }

    /// Adds a puzzle made from the player's library game `game` (marked as
    /// theirs); false when it was already there.
    ///
    /// # Errors
    /// The database cannot be written.
    pub fn add_my_puzzle(
        &mut self,
        puzzle: &LichessPuzzle,
        rating: Glicko,
        game: i64,
    ) -> Result<bool, LibraryError> {
        let added = self.conn().execute(
            "INSERT INTO puzzles (key, origin, fen, moves, rating, deviation, volatility, \
                 popularity, plays, themes, openings, game_url, game, mine) \
             VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, 1) ON CONFLICT (key) DO NOTHING",
            params![
                puzzle.id,
                super::PuzzleOrigin::MyGames as i64,
                puzzle.fen,
                puzzle.moves.join(" "),
                rating.rating,
                rating.deviation,
                rating.volatility,
                spaced(&puzzle.themes),
                spaced(&puzzle.openings),
                puzzle.game_url,
                game,
            ],
        )?;
        Ok(added > 0)
    }

    /// How many puzzles from the player's games the library holds.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn my_puzzle_count(&self) -> Result<u64, LibraryError> {
        let n: i64 =
            self.conn()
                .query_row("SELECT count(*) FROM puzzles WHERE mine = 1", [], |r| {
                    r.get(0)
                })?;
        Ok(n as u64)
    }
}
