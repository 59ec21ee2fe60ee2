//! The puzzle trainer's side of the library: the player's puzzle rating
//! (the rating after their last rated try), the next puzzle to solve (a
//! failed puzzle due again first, then one not yet tried near the
//! player's rating) and a try recorded: rated when it is the first at that
//! puzzle, as lichess rates only first tries, and the failed puzzle put on
//! the spaced-repetition list ([`crate::puzzles::schedule`]).

use rusqlite::{OptionalExtension, params};

use super::{Library, LibraryError};
use crate::puzzles::glicko::{Glicko, ponder, rate_attempt};
use crate::puzzles::lichess::LichessPuzzle;
use crate::puzzles::schedule::Due;

/// A puzzle from the library, ready to be solved.
#[derive(Debug, Clone, PartialEq)]
pub struct TrainingPuzzle {
    /// Its row in the library.
    pub row: i64,
    /// The puzzle, as lichess's CSV has it.
    pub puzzle: LichessPuzzle,
    /// Its rating now.
    pub rating: Glicko,
    /// Whether the player tried it before (a second try is not rated).
    pub tried: bool,
}

/// What a try changed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TryRecorded {
    /// Whether it was rated (the first try at this puzzle).
    pub rated: bool,
    /// The player's rating before and after.
    pub player: (Glicko, Glicko),
    /// The puzzle's rating before and after.
    pub puzzle: (Glicko, Glicko),
}

/// How far from the player's rating the first search for a new puzzle
/// looks; it widens threefold until a puzzle is found.
const NEAR: f64 = 100.0;

impl Library {
    /// The player's puzzle rating: after their last rated try, or a new
    /// player's 1500.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn player_puzzle_rating(&self) -> Result<Glicko, LibraryError> {
        let last = self
            .conn()
            .query_row(
                "SELECT rating, deviation, volatility FROM puzzle_attempts \
                 WHERE rated = 1 ORDER BY id DESC LIMIT 1",
                [],
                |r| {
                    Ok(Glicko {
                        rating: r.get(0)?,
                        deviation: r.get(1)?,
                        volatility: r.get(2)?,
                    })
                },
            )
            .optional()?;
        Ok(last.unwrap_or(Glicko::NEW))
    }

    /// The next puzzle for a player rated `player` on `today` (days since
    /// 1970), not `skip` (the one just shown): a failed puzzle due again
    /// (the longest waiting first), else a puzzle never tried, rated near
    /// the player, chosen at random among those; `None` when every puzzle
    /// was tried and none is due.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn next_puzzle(
        &self,
        player: f64,
        today: i64,
        skip: Option<i64>,
    ) -> Result<Option<TrainingPuzzle>, LibraryError> {
        match self.due_puzzle(today, skip)? {
            Some(due) => Ok(Some(due)),
            None => self.new_puzzle_near(player, skip, None),
        }
    }

    /// The failed puzzle due again on `today` that waited longest, not
    /// `skip`.
    fn due_puzzle(
        &self,
        today: i64,
        skip: Option<i64>,
    ) -> Result<Option<TrainingPuzzle>, LibraryError> {
        let due: Option<i64> = self
            .conn()
            .query_row(
                "SELECT puzzle FROM puzzle_due WHERE day <= ? AND puzzle <> ? \
                 ORDER BY day, puzzle LIMIT 1",
                params![today, skip.unwrap_or(-1)],
                |r| r.get(0),
            )
            .optional()?;
        match due {
            Some(row) => self.training_puzzle(row),
            None => Ok(None),
        }
    }

    /// A puzzle never tried, not `skip`, chosen at random among those
    /// rated within [`NEAR`] of `player` (the window widening threefold
    /// until one is found); with `word`, only those whose column (`themes`
    /// or `openings`) holds that word.
    fn new_puzzle_near(
        &self,
        player: f64,
        skip: Option<i64>,
        word: Option<(&str, &str)>,
    ) -> Result<Option<TrainingPuzzle>, LibraryError> {
        use rusqlite::types::Value;
        let filter = word.map_or(String::new(), |(column, _)| {
            format!("AND {column} LIKE ? ESCAPE '\\' ")
        });
        let sql = format!(
            "SELECT id FROM puzzles WHERE rating BETWEEN ? AND ? AND id <> ? {filter}\
             AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle = puzzles.id) \
             ORDER BY random() LIMIT 1"
        );
        let mut near = NEAR;
        while near < 5000.0 {
            let mut values = vec![
                Value::Real(player - near),
                Value::Real(player + near),
                Value::Integer(skip.unwrap_or(-1)),
            ];
            if let Some((_, word)) = word {
                values.push(Value::Text(like_word(word)));
            }
            let found: Option<i64> = self
                .conn()
                .query_row(&sql, rusqlite::params_from_iter(values), |r| r.get(0))
                .optional()?;
            if let Some(row) = found {
                return self.training_puzzle(row);
            }
            near *= 3.0;
        }
        Ok(None)
    }

    /// The puzzle of library row `row`.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn training_puzzle(&self, row: i64) -> Result<Option<TrainingPuzzle>, LibraryError> {
        let conn = self.conn();
        let mut stmt = conn.prepare_cached(
            "SELECT key, fen, moves, rating, deviation, volatility, popularity, plays, themes, \
                 openings, game_url, \
                 EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle = puzzles.id) \
             FROM puzzles WHERE id = ?",
        )?;
        let words = |s: String| s.split_whitespace().map(str::to_string).collect();
        let found = stmt
            .query_row([row], |r| {
                let rating = Glicko {
                    rating: r.get(3)?,
                    deviation: r.get(4)?,
                    volatility: r.get(5)?,
                };
                Ok(TrainingPuzzle {
                    row,
                    puzzle: LichessPuzzle {
                        id: r.get(0)?,
                        fen: r.get(1)?,
                        moves: words(r.get(2)?),
                        rating: rating.rating.round() as i32,
                        deviation: rating.deviation.round() as i32,
                        popularity: r.get::<_, Option<i64>>(6)?.unwrap_or(0) as i32,
                        plays: r.get::<_, i64>(7)? as u64,
                        themes: words(r.get(8)?),
                        openings: words(r.get(9)?),
                        game_url: r.get(10)?,
                    },
                    rating,
                    tried: r.get(11)?,
                })
            })
            .optional()?;
        Ok(found)
    }

    /// Records a try at puzzle `row` on `today` (days since 1970) at `at`
    /// (seconds since 1970), solved or not, in `seconds`: the first try
    /// rates the player and the puzzle (Glicko-2, lichess's constants); a
    /// failed puzzle is due again tomorrow, a due one solved waits longer.
    ///
    /// # Errors
    /// The database cannot be written, or there is no such puzzle
    /// ([`LibraryError::Sqlite`] of no rows).
    pub fn record_try(
        &mut self,
        row: i64,
        solved: bool,
        seconds: f64,
        today: i64,
        at: i64,
    ) -> Result<TryRecorded, LibraryError> {
        self.record_try_in(row, solved, seconds, today, at, None)
    }

    /// [`Library::record_try`] for a puzzle asked for by `theme` (lichess's
    /// name; `None` for a mix), whose first try moves the ratings less as
    /// lichess's [`ponder`] weighs it.
    ///
    /// # Errors
    /// As [`Library::record_try`].
    pub fn record_try_in(
        &mut self,
        row: i64,
        solved: bool,
        seconds: f64,
        today: i64,
        at: i64,
        theme: Option<&str>,
    ) -> Result<TryRecorded, LibraryError> {
        let player = self.player_puzzle_rating()?;
        let conn = self.conn();
        conn.execute_batch("BEGIN IMMEDIATE")?;
        let done = (|| -> Result<TryRecorded, LibraryError> {
            let (puzzle, tried): (Glicko, bool) = conn.query_row(
                "SELECT rating, deviation, volatility, \
                     EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle = puzzles.id) \
                 FROM puzzles WHERE id = ?",
                [row],
                |r| {
                    Ok((
                        Glicko {
                            rating: r.get(0)?,
                            deviation: r.get(1)?,
                            volatility: r.get(2)?,
                        },
                        r.get(3)?,
                    ))
                },
            )?;
            let rated = !tried;
            let (player_after, puzzle_after) = if rated {
                let moved = rate_attempt(player, puzzle, solved);
                ponder((player, puzzle), moved, solved, theme)
            } else {
                (player, puzzle)
            };
            if rated {
                conn.execute(
                    "UPDATE puzzles SET rating = ?, deviation = ?, volatility = ?, \
                     plays = plays + 1 WHERE id = ?",
                    params![
                        puzzle_after.rating,
                        puzzle_after.deviation,
                        puzzle_after.volatility,
                        row
                    ],
                )?;
            }
            conn.execute(
                "INSERT INTO puzzle_attempts (puzzle, at, solved, seconds, rated, rating, \
                     deviation, volatility) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                params![
                    row,
                    at,
                    solved,
                    seconds,
                    rated,
                    rated.then_some(player_after.rating),
                    rated.then_some(player_after.deviation),
                    rated.then_some(player_after.volatility),
                ],
            )?;
            let due: Option<Due> = conn
                .query_row(
                    "SELECT step, day FROM puzzle_due WHERE puzzle = ?",
                    [row],
                    |r| {
                        Ok(Due {
                            step: r.get::<_, i64>(0)? as usize,
                            day: r.get(1)?,
                        })
                    },
                )
                .optional()?;
            let next = match due {
                Some(due) => due.after(solved, today),
                None if !solved => Some(Due::failed(today)),
                None => None,
            };
            match next {
                Some(d) => conn.execute(
                    "INSERT INTO puzzle_due (puzzle, step, day) VALUES (?, ?, ?) \
                     ON CONFLICT (puzzle) DO UPDATE SET step = excluded.step, day = excluded.day",
                    params![row, d.step as i64, d.day],
                )?,
                None => conn.execute("DELETE FROM puzzle_due WHERE puzzle = ?", [row])?,
            };
            Ok(TryRecorded {
                rated,
                player: (player, player_after),
                puzzle: (puzzle, puzzle_after),
            })
        })();
        match done {
            Ok(recorded) => {
                conn.execute_batch("COMMIT")?;
                Ok(recorded)
            }
            Err(e) => {
                let _ = conn.execute_batch("ROLLBACK");
                Err(e)
            }
        }
    }
}

/// Which puzzles the trainer offers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum PuzzleChoice {
    /// Failed puzzles due again first, then new ones near the player's
    /// rating.
    #[default]
    Rated,
    /// New puzzles of one theme (lichess's name), near the player's rating.
    Theme(String),
    /// Only the failed puzzles due again.
    Due,
    /// New puzzles made from the player's own games, the nearest the
    /// player's rating first.
    Mine,
    /// New puzzles from one opening (lichess's opening tag, such as
    /// `Sicilian_Defense`), near the player's rating.
    Opening(String),
    /// The Woodpecker set, in its order ([`super::woodpecker`]).
    Woodpecker,
    /// The puzzle of this id (the puzzle of the day), then the rated
    /// puzzles as [`PuzzleChoice::Rated`] gives them.
    Key(String),
    /// A new Woodpecker set of this many puzzles, started now (the set
    /// before it kept with its cycles, no longer the current one); its
    /// puzzles then come as [`PuzzleChoice::Woodpecker`]'s.
    NewWoodpecker(u32),
}

/// A `LIKE` pattern finding `word` among the words of a column stored with
/// a space before and after each word.
fn like_word(word: &str) -> String {
    let escaped: String = word
        .chars()
        .flat_map(|c| match c {
            '%' | '_' | '\\' => vec!['\\', c],
            c => vec![c],
        })
        .collect();
    format!("% {escaped} %")
}

/// A theme's record: first tries solved and failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThemeRecord {
    /// The theme (lichess's name).
    pub theme: String,
    /// First tries solved.
    pub solved: u32,
    /// First tries failed.
    pub failed: u32,
}

/// What the trainer's dashboard shows.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Dashboard {
    /// The player's rating after each rated try: (seconds since 1970,
    /// rating), oldest first.
    pub ratings: Vec<(i64, f64)>,
    /// First tries by theme, the most tried first.
    pub themes: Vec<ThemeRecord>,
    /// Rated tries in a row solved, up to the last one.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
    /// Rated tries, and those solved.
    pub tries: u32,
    /// Rated tries solved.
    pub solved: u32,
    /// Failed puzzles due again today.
    pub due: u32,
    /// Puzzles in the library.
    pub puzzles: u64,
    /// Of them, made from the player's games and not tried yet.
    pub mine_untried: u64,
    /// The player's games not looked at for puzzles yet (filled by the
    /// caller, who knows the player's names: [`Library::games_to_mine`]).
    pub games_to_mine: u64,
    /// The openings of the puzzles ([`Library::puzzle_openings`]); left
    /// empty by [`Library::dashboard`], which the trainer fills once.
    pub openings: Vec<(String, u64)>,
    /// The Woodpecker set under way.
    pub woodpecker: Option<super::Woodpecker>,
}

impl Library {
    /// The openings of the library's puzzles (lichess's family tags, the
    /// first of each puzzle's opening tags), the most puzzles first.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn puzzle_openings(&self) -> Result<Vec<(String, u64)>, LibraryError> {
        let mut stmt = self
            .conn()
            .prepare_cached("SELECT openings FROM puzzles WHERE openings <> ''")?;
        let mut rows = stmt.query([])?;
        let mut counts: std::collections::HashMap<String, u64> = std::collections::HashMap::new();
        while let Some(r) = rows.next()? {
            let tags: String = r.get(0)?;
            if let Some(family) = tags.split_whitespace().next() {
                *counts.entry(family.to_string()).or_default() += 1;
            }
        }
        let mut list: Vec<(String, u64)> = counts.into_iter().collect();
        list.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        Ok(list)
    }
}

impl Library {
    /// The next puzzle of `choice` for a player rated `player` on `today`
    /// (see [`Library::next_puzzle`] for the rated choice; the Woodpecker
    /// choice starts a set when there is none).
    ///
    /// # Errors
    /// The database cannot be read (or, for a new Woodpecker set, written).
    pub fn next_puzzle_of(
        &mut self,
        choice: &PuzzleChoice,
        player: f64,
        today: i64,
        skip: Option<i64>,
    ) -> Result<Option<TrainingPuzzle>, LibraryError> {
        match choice {
            PuzzleChoice::Rated => self.next_puzzle(player, today, skip),
            PuzzleChoice::Woodpecker => self.woodpecker_next(player, today * 86_400),
            PuzzleChoice::NewWoodpecker(size) => {
                self.woodpecker_start(player, today * 86_400, *size as usize)?;
                self.woodpecker_next(player, today * 86_400)
            }
            PuzzleChoice::Due => self.due_puzzle(today, skip),
            PuzzleChoice::Theme(theme) => {
                self.new_puzzle_near(player, skip, Some(("themes", theme)))
            }
            PuzzleChoice::Opening(opening) => {
                self.new_puzzle_near(player, skip, Some(("openings", opening)))
            }
            PuzzleChoice::Mine => {
                let found: Option<i64> = self
                    .conn()
                    .query_row(
                        "SELECT id FROM puzzles WHERE mine = 1 AND id <> ? \
                         AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle = puzzles.id) \
                         ORDER BY abs(rating - ?), id LIMIT 1",
                        params![skip.unwrap_or(-1), player],
                        |r| r.get(0),
                    )
                    .optional()?;
                match found {
                    Some(row) => self.training_puzzle(row),
                    None => Ok(None),
                }
            }
            PuzzleChoice::Key(key) => {
                let found: Option<i64> = self
                    .conn()
                    .query_row("SELECT id FROM puzzles WHERE key = ?", [key], |r| r.get(0))
                    .optional()?;
                match found {
                    Some(row) if Some(row) != skip => self.training_puzzle(row),
                    _ => self.next_puzzle(player, today, skip),
                }
            }
        }
    }

    /// The dashboard on `today` (days since 1970).
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn dashboard(&self, today: i64) -> Result<Dashboard, LibraryError> {
        let conn = self.conn();
        let mut board = Dashboard {
            puzzles: self.puzzle_count()?,
            ..Dashboard::default()
        };
        let mut stmt = conn.prepare_cached(
            "SELECT a.at, a.rating, a.solved, p.themes FROM puzzle_attempts a \
             JOIN puzzles p ON p.id = a.puzzle WHERE a.rated = 1 ORDER BY a.id",
        )?;
        let mut rows = stmt.query([])?;
        let mut themes: std::collections::HashMap<String, (u32, u32)> =
            std::collections::HashMap::new();
        let mut run = 0;
        while let Some(r) = rows.next()? {
            let at: i64 = r.get(0)?;
            let rating: Option<f64> = r.get(1)?;
            let solved: bool = r.get(2)?;
            let names: String = r.get(3)?;
            if let Some(rating) = rating {
                board.ratings.push((at, rating));
            }
            board.tries += 1;
            if solved {
                board.solved += 1;
                run += 1;
                board.best_streak = board.best_streak.max(run);
            } else {
                run = 0;
            }
            for theme in names.split_whitespace() {
                let entry = themes.entry(theme.to_string()).or_default();
                if solved {
                    entry.0 += 1;
                } else {
                    entry.1 += 1;
                }
            }
        }
        board.streak = run;
        let mut themes: Vec<ThemeRecord> = themes
            .into_iter()
            .map(|(theme, (solved, failed))| ThemeRecord {
                theme,
                solved,
                failed,
            })
            .collect();
        themes.sort_by(|a, b| {
            (b.solved + b.failed)
                .cmp(&(a.solved + a.failed))
                .then_with(|| a.theme.cmp(&b.theme))
        });
        board.themes = themes;
        board.woodpecker = self.woodpecker()?;
        board.mine_untried = conn.query_row(
            "SELECT count(*) FROM puzzles WHERE mine = 1 \
             AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle = puzzles.id)",
            [],
            |r| r.get::<_, i64>(0),
        )? as u64;
        board.due = conn.query_row(
            "SELECT count(*) FROM puzzle_due WHERE day <= ?",
            [today],
            |r| r.get(0),
        )?;
        Ok(board)
    }
}
