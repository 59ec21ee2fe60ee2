//! The library's tables, and the migrations that bring an older file up to
//! date. The file's `user_version` is its schema version; its
//! `application_id` marks it as Rookery's.

use std::path::Path;

use rusqlite::Connection;

use super::{BUSY_WAIT, LibraryError};

/// The schema version this Rookery writes.
pub const VERSION: i64 = 5;

/// "Rook" in ASCII: the file's `application_id`.
const APPLICATION_ID: i64 = 0x526f_6f6b;

/// Each migration takes the file from the version before to its own.
const MIGRATIONS: &[(i64, &str)] = &[(1, V1), (2, V2), (3, V3), (4, V4), (5, "")];

/// The first release's tables.
///
/// - `sources`: where games came from (kind 0: played in Rookery, 1: a file).
/// - `games`: one row a game (ids never reused: the index passes over
///   deleted games by id); the Seven Tag Roster and the tags the filters
///   use in columns, the moves one byte each ([`super::codec`]), the other
///   tags as PGN tag lines, and the movetext as read when it carries more
///   than moves (comments, variations, glyphs, clocks), so an export gives
///   back what was imported. `fingerprint` finds a game imported twice;
///   `origin` names a game played in Rookery, so its unfinished record is
///   replaced when it goes on (or gets its review). `result`: 0 unknown, 1 white won, 2 drawn,
///   3 black won. `speed`: [`super::Speed`].
/// - `segments`, `postings`, `deleted`: the position index
///   ([`super::index`]).
const V1: &str = "
CREATE TABLE sources (
    id INTEGER PRIMARY KEY,
    kind INTEGER NOT NULL,
    name TEXT NOT NULL,
    UNIQUE (kind, name)
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    source INTEGER NOT NULL REFERENCES sources(id),
    fingerprint INTEGER NOT NULL UNIQUE,
    origin TEXT,
    white TEXT NOT NULL COLLATE NOCASE,
    black TEXT NOT NULL COLLATE NOCASE,
    result INTEGER NOT NULL,
    date TEXT,
    event TEXT,
    site TEXT,
    round TEXT,
    white_elo INTEGER,
    black_elo INTEGER,
    eco TEXT,
    opening TEXT,
    time_control TEXT,
    speed INTEGER,
    variant INTEGER NOT NULL DEFAULT 0,
    start_fen TEXT,
    plies INTEGER NOT NULL,
    moves BLOB NOT NULL,
    tags TEXT,
    movetext TEXT,
    unfinished INTEGER NOT NULL DEFAULT 0,
    added INTEGER NOT NULL
);
CREATE INDEX games_origin ON games(origin) WHERE origin IS NOT NULL;
CREATE INDEX games_white ON games(white);
CREATE INDEX games_black ON games(black);
CREATE INDEX games_date ON games(date);
CREATE INDEX games_eco ON games(eco);
CREATE TABLE segments (
    id INTEGER PRIMARY KEY,
    first_game INTEGER NOT NULL,
    games INTEGER NOT NULL
);
CREATE TABLE postings (
    id INTEGER PRIMARY KEY,
    data BLOB NOT NULL
);
CREATE TABLE deleted (game INTEGER PRIMARY KEY);
";

/// Puzzles, in the same file as the games.
///
/// - `puzzles`: one row a puzzle: `key` its id where it came from
///   (lichess's, or Rookery's own), `origin` 0 Rookery's starter set, 1 a
///   lichess file, 2 made from the player's games; the FEN before the
///   opponent's move and the moves in UCI from that move on (lichess's
///   form); its Glicko-2 rating; the themes and opening names with a space
///   before and after each (so that `LIKE '% fork %'` finds a theme); the
///   game it came from when it is in the library (`game`), or its address.
/// - `puzzle_attempts`: every try, with the player's rating after it when
///   it was rated (a first try).
/// - `puzzle_due`: failed puzzles waiting to come back ([`crate::puzzles::schedule`]).
const V2: &str = "
CREATE TABLE puzzles (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    origin INTEGER NOT NULL,
    fen TEXT NOT NULL,
    moves TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    popularity INTEGER,
    plays INTEGER NOT NULL DEFAULT 0,
    themes TEXT NOT NULL,
    openings TEXT NOT NULL,
    game_url TEXT,
    game INTEGER REFERENCES games(id) ON DELETE SET NULL,
    mine INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX puzzles_rating ON puzzles(rating);
CREATE TABLE puzzle_attempts (
    id INTEGER PRIMARY KEY,
    puzzle INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
    at INTEGER NOT NULL,
    solved INTEGER NOT NULL,
    seconds REAL,
    rated INTEGER NOT NULL,
    rating REAL,
    deviation REAL,
    volatility REAL
);
CREATE INDEX puzzle_attempts_puzzle ON puzzle_attempts(puzzle);
CREATE TABLE puzzle_due (
    puzzle INTEGER PRIMARY KEY REFERENCES puzzles(id) ON DELETE CASCADE,
    step INTEGER NOT NULL,
    day INTEGER NOT NULL
);
";

/// The Woodpecker method's sets: a fixed set of puzzles (`woodpecker_puzzles`,
/// in order) solved again and again, each pass a cycle
/// (`woodpecker_cycles`: how many done and solved, the seconds spent).
const V3: &str = "
CREATE TABLE woodpecker_sets (
    id INTEGER PRIMARY KEY,
    created INTEGER NOT NULL
);
CREATE TABLE woodpecker_puzzles (
    set_id INTEGER NOT NULL REFERENCES woodpecker_sets(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    puzzle INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
    PRIMARY KEY (set_id, position)
);
CREATE TABLE woodpecker_cycles (
    set_id INTEGER NOT NULL REFERENCES woodpecker_sets(id) ON DELETE CASCADE,
    cycle INTEGER NOT NULL,
    started INTEGER NOT NULL,
    finished INTEGER,
    done INTEGER NOT NULL DEFAULT 0,
    solved INTEGER NOT NULL DEFAULT 0,
    seconds REAL NOT NULL DEFAULT 0,
    PRIMARY KEY (set_id, cycle)
);
";

/// The player's games looked at for puzzles ("From my games"), puzzles
/// found or not: each is looked at once.
const V4: &str = "
CREATE TABLE mined_games (
    game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE
);
";

// Schema 5 changes no table: the moves are stored in the slot code
// ([`super::codec`]); the migration rewrites those stored before it
// ([`super::recode`]).

/// The games table's indexes for the Library screen's filters and orders
/// (V1 made them; these are the same). A large import drops them and makes
/// them again at its end ([`drop_search_indexes`]): kept up to date game by
/// game, their pages are rewritten at every batch once they outgrow the
/// page cache, and a million-game import went at half its speed. A library
/// opened without them (an import killed meanwhile) gets them back.
const SEARCH_INDEXES: &[(&str, &str)] = &[
    ("games_white", "games(white)"),
    ("games_black", "games(black)"),
    ("games_date", "games(date)"),
    ("games_eco", "games(eco)"),
];

/// Makes the search indexes that are missing (none, as a rule: then this
/// only reads the schema).
pub fn ensure_search_indexes(conn: &Connection) -> Result<(), LibraryError> {
    let mut present =
        conn.prepare_cached("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?")?;
    for (name, on) in SEARCH_INDEXES {
        if !present.exists([name])? {
            conn.execute_batch(&format!("CREATE INDEX IF NOT EXISTS {name} ON {on}"))?;
        }
    }
    Ok(())
}

/// Makes the search indexes again at the end of a large import, on a
/// connection of its own whose SQLite sorts in pieces on three threads
/// (temporary files, a small page cache, two helper threads): SQLite
/// sorts on more than one thread only so, and the library's own
/// connection keeps its temporary tables in memory (the position search's
/// `found`). On the 1,000,000-game benchmark file the four indexes took
/// 3.6 to 4.0 s so, against 6.6 to 9.0 s on the library's own connection
/// (a fifth of the import's time, on one core). The library's own
/// connection when the file is in memory or a second one does not open.
pub fn remake_search_indexes(conn: &Connection) -> Result<(), LibraryError> {
    let Some(own) = second_connection(conn) else {
        return ensure_search_indexes(conn);
    };
    // 2 MiB of cache: the sorter's pieces are that size, and many of them
    // keep the helper threads busy (with the library's 64 MiB the sort
    // was one piece: 4.9 s; with one helper thread, 3.9 s).
    own.execute_batch("PRAGMA temp_store = FILE; PRAGMA threads = 2; PRAGMA cache_size = -2048")?;
    ensure_search_indexes(&own)
}

/// The file of the library at `conn`; `None` for a library in memory.
pub(crate) fn file_of(conn: &Connection) -> Option<&str> {
    conn.path().filter(|p| !p.is_empty())
}

/// A second connection to the library at `conn`'s file, for work beside
/// its own (a checkpoint, the search indexes); `None` for a library in
/// memory or when the file does not open again.
pub(crate) fn second_connection(conn: &Connection) -> Option<Connection> {
    let own = Connection::open(file_of(conn)?).ok()?;
    own.busy_timeout(BUSY_WAIT).ok()?;
    Some(own)
}

/// Drops the search indexes, for a large import that makes them again at
/// its end.
pub fn drop_search_indexes(conn: &Connection) -> Result<(), LibraryError> {
    for (name, _) in SEARCH_INDEXES {
        conn.execute_batch(&format!("DROP INDEX IF EXISTS {name}"))?;
    }
    Ok(())
}

/// Opens (or creates) the file and brings it up to date.
pub fn open(path: &Path) -> Result<Connection, LibraryError> {
    let conn = Connection::open(path)?;
    prepare(conn)
}

/// A library in memory.
pub fn open_memory() -> Result<Connection, LibraryError> {
    prepare(Connection::open_in_memory()?)
}

/// The page size of a new library, in bytes: SQLite's largest. Against
/// its 4,096 by default, a 100,000-game import took 2.4 s instead of 2.9
/// to 3.3 (a sixth less CPU time: fewer pages to balance, write and copy
/// into the file) and the file was 13% smaller (the index's rows, a few
/// kilobytes each, fill big pages better); reading a position's games
/// reads one page per segment, 64 KiB from the system's cache instead of
/// 4.
pub const PAGE_SIZE: u32 = 65_536;

fn prepare(conn: Connection) -> Result<Connection, LibraryError> {
    conn.busy_timeout(BUSY_WAIT)?;
    // Reading the header first: a file that is not a database fails here.
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let app: i64 = conn.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    let tables: i64 = conn.query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get(0))?;
    if app != APPLICATION_ID && (app != 0 || tables > 0) {
        return Err(LibraryError::NotALibrary(
            conn.path().map(Into::into).unwrap_or_default(),
        ));
    }
    if version > VERSION {
        return Err(LibraryError::Newer {
            found: version,
            known: VERSION,
        });
    }
    if tables == 0 {
        // A new file gets SQLite's largest page ([`PAGE_SIZE`]); a file
        // made before keeps its own (a page size is fixed once the file is
        // in WAL mode).
        conn.execute_batch(&format!("PRAGMA page_size = {PAGE_SIZE}"))?;
    }
    let _mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    conn.execute_batch(
        "PRAGMA foreign_keys = ON;
         PRAGMA synchronous = NORMAL;
         PRAGMA cache_size = -65536;
         PRAGMA temp_store = MEMORY;
         CREATE TEMP TABLE IF NOT EXISTS found (
             id INTEGER PRIMARY KEY,
             ply INTEGER NOT NULL,
             next INTEGER
         );",
    )?;
    migrate(&conn, version)?;
    ensure_search_indexes(&conn)?;
    Ok(conn)
}

/// Runs every migration after the file's version in one transaction. The
/// version is read again inside it: another process (the window and the
/// command line starting together) may have done the work meanwhile.
fn migrate(conn: &Connection, seen: i64) -> Result<(), LibraryError> {
    if seen >= VERSION {
        return Ok(());
    }
    conn.execute_batch("BEGIN IMMEDIATE")?;
    let work = || -> Result<(), LibraryError> {
        let from: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        for &(version, sql) in MIGRATIONS.iter().filter(|(v, _)| *v > from) {
            conn.execute_batch(sql)?;
            if version == 5 && from > 0 {
                super::recode::recode_moves(conn)?;
            }
            conn.execute_batch(&format!(
                "PRAGMA user_version = {version}; PRAGMA application_id = {APPLICATION_ID};"
            ))?;
        }
        Ok(())
    };
    match work() {
        Ok(()) => Ok(conn.execute_batch("COMMIT")?),
        Err(e) => {
            let _ = conn.execute_batch("ROLLBACK");
            Err(e)
        }
    }
}
