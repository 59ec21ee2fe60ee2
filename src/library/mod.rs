//! The games library: every game the player keeps, in one SQLite file
//! (`library.sqlite` in Rookery's data folder), found by position and by
//! tags, with an opening explorer. No Bevy here: the window and the command
//! line (`rookery library ...`) both call these functions, and may do so at
//! the same time (the file is in WAL mode and writers wait their turn).
//!
//! - [`codec`]: the moves, one byte each.
//! - [`split`]: a PGN file cut into games as it is read (never held whole).
//! - [`facts`]: the time-control class, the result, the date, as the
//!   filters, the index and the explorer share them.
//! - [`record`]: a game made ready for the library (tags in columns, moves,
//!   its positions' keys).
//! - [`import`]: PGN files imported in batches, in a background thread pool.
//! - [`index`]: the position index.
//! - [`material`]: the material search ("KRP v KR"), through the same index.
//! - [`quick`]: the import's quick reader for the common game.
//! - [`query`]: the filters, the games table and the position search.
//! - [`explore`]: the opening explorer.
//! - [`export`]: games written back as PGN.
//!
//! A position is found by its Zobrist key ([`Position::key`]), which is
//! the same for positions with the same EPD (placement, side to move,
//! castling rights, and the en passant square only when a capture is legal),
//! as the opening names are keyed. Each game lists each position it reaches
//! once (the first time), with the ply and the move played from it.

pub mod codec;
pub mod explore;
pub mod export;
pub mod facts;
pub mod home;
pub mod import;
pub mod index;
pub mod material;
pub mod material_search;
pub mod mining;
pub mod puzzle_store;
pub mod query;
pub mod quick;
mod recode;
pub mod record;
pub mod repertoire;
mod rows;
mod schema;
pub mod split;
pub mod study;
pub mod table;
pub mod training;
pub mod woodpecker;

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, ErrorCode};

pub use explore::{ExploreFilter, ExploreLine};
pub use export::StoredGame;
pub use facts::Speed;
pub use home::HomeFacts;
pub use import::{ImportProgress, ImportReport, InputSize, Refusal, SourceKind};
pub use material::{Material, MaterialError};
pub use material_search::MaterialHit;
pub use mining::{MineProgress, MineReport};
pub use puzzle_store::{PuzzleImport, PuzzleOrigin};
pub use query::{Filter, GameRow, PositionHit, Sort, SortColumn};
pub use record::NewGame;
pub use schema::Upgrading;
pub use table::Source;
pub use training::{Dashboard, PuzzleChoice, ThemeRecord, TrainingPuzzle, TryRecorded};
pub use woodpecker::{Cycle, Woodpecker};

use crate::rules::Position;

/// What went wrong with the library.
#[derive(Debug)]
#[non_exhaustive]
pub enum LibraryError {
    /// The file was written by a newer Rookery (its schema version is
    /// higher than this one knows); it is left untouched.
    Newer {
        /// The file's schema version.
        found: i64,
        /// The newest this Rookery reads.
        known: i64,
    },
    /// The file is an SQLite database of some other program.
    NotALibrary(PathBuf),
    /// The file is not an SQLite database at all (a PGN file given as the
    /// library by mistake, say); it is left as it is.
    NotADatabase(PathBuf),
    /// The database said no.
    Sql(rusqlite::Error),
    /// The file or a PGN file could not be read or written.
    Io(std::io::Error),
    /// A game of the library that does not decode (a damaged record).
    Damaged(i64),
    /// No study has this id (deleted meanwhile, or never there).
    NoStudy(i64),
    /// No chapter has this id, or its stored tree no longer reads.
    NoChapter(i64),
    /// No repertoire has this id (unmarked or deleted with its study).
    NoRepertoire(i64),
    /// A file given as a study holds no game that reads.
    NoGames,
    /// No game of the library has this id (deleted meanwhile).
    NoGame(i64),
    /// The library's file or folder cannot be written (read-only media, a
    /// shared folder, another user's file): it is open for reading only,
    /// so its games can be searched, explored and exported, but nothing
    /// can be added or changed.
    ReadOnly,
    /// The library's file cannot be written and was made by an earlier
    /// Rookery (this schema version): it must be opened once where it can
    /// be written, to be brought up to date, before this one reads it.
    ReadOnlyAndOlder(i64),
}

impl fmt::Display for LibraryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LibraryError::Newer { found, known } => write!(
                f,
                "the library was written by a newer Rookery (format {found}; this one reads up to {known}): \
                 it is left as it is; update Rookery to open it"
            ),
            LibraryError::NotALibrary(path) => write!(
                f,
                "{} is a database of another program, not a Rookery library: it is left as it is",
                path.display()
            ),
            LibraryError::NotADatabase(path) => write!(
                f,
                "{} is not a Rookery library (nor any SQLite database): it is left as it is",
                path.display()
            ),
            LibraryError::Sql(e) => write!(f, "library database: {e}"),
            LibraryError::Io(e) => write!(f, "{e}"),
            LibraryError::Damaged(id) => write!(f, "game {id} of the library is damaged"),
            LibraryError::NoStudy(id) => write!(f, "study {id} is not in the library"),
            LibraryError::NoChapter(id) => write!(f, "chapter {id} is not in the library"),
            LibraryError::NoRepertoire(id) => write!(f, "repertoire {id} is not in the library"),
            LibraryError::NoGames => write!(f, "the file holds no game that could be read"),
            LibraryError::NoGame(id) => write!(f, "game {id} is no longer in the library"),
            LibraryError::ReadOnly => write!(
                f,
                "the library's file cannot be written (a read-only file or folder): its games \
                 can be searched, explored and exported, but nothing can be added or changed"
            ),
            LibraryError::ReadOnlyAndOlder(found) => write!(
                f,
                "the library's file cannot be written and was made by an earlier Rookery \
                 (format {found}): open it once where it can be written to bring it up to date"
            ),
        }
    }
}

impl std::error::Error for LibraryError {}

impl From<rusqlite::Error> for LibraryError {
    fn from(e: rusqlite::Error) -> LibraryError {
        match e.sqlite_error_code() {
            Some(ErrorCode::ReadOnly) => LibraryError::ReadOnly,
            _ => LibraryError::Sql(e),
        }
    }
}

impl From<std::io::Error> for LibraryError {
    fn from(e: std::io::Error) -> LibraryError {
        LibraryError::Io(e)
    }
}

/// An open library.
pub struct Library {
    conn: Connection,
    /// The limits its imports work to (made small by tests, for this
    /// library alone).
    limits: import::ImportLimits,
}

/// A library opened from a file, and what happened on the way.
pub struct Opened {
    /// The library.
    pub library: Library,
    /// Where a damaged file was moved before a new library was started.
    pub set_aside: Option<PathBuf>,
}

impl Library {
    /// Opens the library at `path`, creating it (and its folder) if needed
    /// and bringing an older file's schema up to date. A file that is not a
    /// database at all, or a damaged one, is renamed beside itself
    /// (`library.sqlite.damaged-<seconds>`) and a new library started:
    /// [`Opened::set_aside`] says where it went.
    ///
    /// A library whose file or folder cannot be written opens for reading
    /// ([`Library::read_only`]): its writes fail with
    /// [`LibraryError::ReadOnly`].
    ///
    /// # Errors
    /// A file from a newer Rookery ([`LibraryError::Newer`]) or of another
    /// program, or a folder that cannot be written where there is no
    /// library yet.
    pub fn open(path: &Path) -> Result<Opened, LibraryError> {
        Library::open_reporting(path, &mut |_| {})
    }

    /// Opens the library at `path` as [`Library::open`] does, telling
    /// `report` how far the bringing up to date of an older file has gone
    /// (nothing when the file is of this version).
    ///
    /// # Errors
    /// As [`Library::open`].
    pub fn open_reporting(
        path: &Path,
        report: &mut dyn FnMut(schema::Upgrading),
    ) -> Result<Opened, LibraryError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
            && !dir.is_dir()
        {
            std::fs::create_dir_all(dir)?;
        }
        if is_foreign(path)? {
            return Err(LibraryError::NotADatabase(path.to_path_buf()));
        }
        let opened = match schema::open_reporting(path, report) {
            Err(e) if cannot_write(&e) && path.is_file() => schema::open_for_reading(path),
            opened => opened,
        };
        match opened {
            Ok(conn) => Ok(Opened {
                library: Library::on(conn),
                set_aside: None,
            }),
            Err(LibraryError::Sql(e)) if is_damage(&e) => {
                let aside = set_aside(path)?;
                let conn = schema::open(path)?;
                Ok(Opened {
                    library: Library::on(conn),
                    set_aside: Some(aside),
                })
            }
            Err(e) => Err(e),
        }
    }

    /// Opens the library at `path` for reading only, as [`Library::open`]
    /// does when the file or its folder cannot be written.
    ///
    /// # Errors
    /// The file is missing, not a Rookery library, from a newer Rookery,
    /// or from an earlier one ([`LibraryError::ReadOnlyAndOlder`]).
    pub fn open_for_reading(path: &Path) -> Result<Library, LibraryError> {
        if is_foreign(path)? {
            return Err(LibraryError::NotADatabase(path.to_path_buf()));
        }
        Ok(Library::on(schema::open_for_reading(path)?))
    }

    /// Whether the library is open for reading only (its file or folder
    /// cannot be written): nothing can be added or changed.
    pub fn read_only(&self) -> bool {
        self.conn.is_readonly(rusqlite::MAIN_DB).unwrap_or(false)
    }

    /// Makes every later change made through this library durable: on
    /// disk (the WAL synced) before the call that made it returns, so that
    /// a power cut after a game is said to be kept cannot take it back
    /// (SQLite's `synchronous = FULL`). Without it (`NORMAL`, for imports
    /// and the library's other work) the file stays sound after a power
    /// cut but the changes since its last checkpoint may be lost. The
    /// window's keeper of played games and its studies' thread use it:
    /// what a player plays or writes is never in that window
    /// (`cargo bench --bench library` prints the cost a game).
    ///
    /// # Errors
    /// SQLite refused the setting.
    pub fn keep_durably(&self) -> Result<(), LibraryError> {
        self.conn.execute_batch("PRAGMA synchronous = FULL")?;
        Ok(())
    }

    /// Whether every change is made durable ([`Library::keep_durably`]).
    pub fn durable(&self) -> bool {
        self.conn
            .query_row("PRAGMA synchronous", [], |r| r.get::<_, i64>(0))
            .is_ok_and(|level| level >= 2)
    }

    /// A library in memory (for tests).
    ///
    /// # Errors
    /// SQLite could not start.
    pub fn in_memory() -> Result<Library, LibraryError> {
        Ok(Library::on(schema::open_memory()?))
    }

    /// The number of games.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn count(&self) -> Result<u64, LibraryError> {
        let n: i64 = self
            .conn
            .query_row("SELECT count(*) FROM games", [], |r| r.get(0))?;
        Ok(n as u64)
    }

    /// The bytes the library takes on disk: the games (with their tags and
    /// the tables' own indexes) and the position index, as SQLite's pages
    /// count them.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn bytes_used(&self) -> Result<BytesUsed, LibraryError> {
        let mut stmt = self
            .conn
            .prepare("SELECT name, sum(pgsize) FROM dbstat GROUP BY name")?;
        let mut used = BytesUsed::default();
        for row in stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))? {
            let (name, bytes) = row?;
            if matches!(name.as_str(), "postings" | "segments" | "deleted") {
                used.index += bytes as u64;
            } else {
                used.games += bytes as u64;
            }
        }
        Ok(used)
    }

    fn on(conn: Connection) -> Library {
        Library {
            conn,
            limits: import::ImportLimits::USUAL,
        }
    }

    /// The file's schema version this Rookery writes.
    pub const SCHEMA_VERSION: i64 = schema::VERSION;

    pub(crate) fn conn(&self) -> &Connection {
        &self.conn
    }

    pub(crate) fn conn_mut(&mut self) -> &mut Connection {
        &mut self.conn
    }
}

/// Bytes on disk ([`Library::bytes_used`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BytesUsed {
    /// The games, their tags and the games table's own indexes.
    pub games: u64,
    /// The position index.
    pub index: u64,
}

/// How long a writer waits for another (the window and the command line
/// writing at once) before giving up.
const BUSY_WAIT: Duration = Duration::from_secs(30);

/// Whether an error means the file or its folder cannot be written: SQLite
/// opens a write-protected file for reading and then refuses to write it
/// (`ReadOnly`), and cannot make a WAL file's shared-memory file beside it
/// in a folder it cannot write (`CannotOpen`).
fn cannot_write(e: &LibraryError) -> bool {
    match e {
        LibraryError::ReadOnly => true,
        LibraryError::Sql(e) => matches!(
            e.sqlite_error_code(),
            Some(ErrorCode::CannotOpen | ErrorCode::PermissionDenied)
        ),
        LibraryError::Io(e) => e.kind() == std::io::ErrorKind::PermissionDenied,
        _ => false,
    }
}

/// Whether an error means the file is not a sound database.
fn is_damage(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt)
    )
}

/// SQLite's files begin with these 16 bytes (sqlite.org/fileformat.html,
/// 1.3.1, "The header string").
const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";

/// Whether `path` holds something that is not an SQLite database at all
/// (a missing or empty file is a new library): such a file is never set
/// aside or replaced, only a damaged database is.
fn is_foreign(path: &Path) -> Result<bool, LibraryError> {
    use std::io::Read;
    let mut file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
        Err(e) => return Err(e.into()),
    };
    let mut start = Vec::with_capacity(16);
    file.by_ref().take(16).read_to_end(&mut start)?;
    Ok(!start.is_empty() && !SQLITE_HEADER.starts_with(&start))
}

/// Moves a damaged library (and its WAL files) aside; returns the new name,
/// one no file has (`.damaged-<seconds>`, then `-2`, `-3`...).
fn set_aside(path: &Path) -> Result<PathBuf, LibraryError> {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let named = |n: u32| {
        let mut name = path.as_os_str().to_owned();
        name.push(format!(".damaged-{secs}"));
        if n > 1 {
            name.push(format!("-{n}"));
        }
        PathBuf::from(name)
    };
    let aside = (1..).map(named).find(|p| !p.exists()).expect("a free name");
    std::fs::rename(path, &aside)?;
    for suffix in ["-wal", "-shm"] {
        let mut side = path.as_os_str().to_owned();
        side.push(suffix);
        let side = PathBuf::from(side);
        if side.exists() {
            let mut to = aside.as_os_str().to_owned();
            to.push(suffix);
            std::fs::rename(&side, PathBuf::from(to))?;
        }
    }
    Ok(aside)
}

/// The key a position is found by (its Zobrist key as SQLite's integer).
pub fn position_key(pos: &Position) -> i64 {
    pos.key() as i64
}
