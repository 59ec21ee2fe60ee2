//! The library's tables, and the migrations that bring an older file up to
//! date. The file's `user_version` is its schema version; its
//! `application_id` marks it as Rookery's.

use std::path::Path;

use std::collections::HashSet;

use rusqlite::{Connection, OptionalExtension};

use super::{BUSY_WAIT, LibraryError, index};

/// The schema version this Rookery writes.
pub const VERSION: i64 = 10;

/// "Rook" in ASCII: the file's `application_id`.
const APPLICATION_ID: i64 = 0x526f_6f6b;

/// Schema 9: opening repertoires (issue #59).
///
/// - `repertoires`: a study marked as the player's repertoire for a side
///   (0 White, 1 Black); one mark a study, gone with it.
/// - `repertoire_cards`: the FSRS schedule of each card seen at least
///   once (a position where the repertoire's side is to move, by its EPD):
///   when due and when last reviewed (seconds since 1970), FSRS's
///   stability, difficulty, days and counts, its state (0 new, 1 learning,
///   2 review, 3 relearning) and the times it was missed.
const V9: &str = "
CREATE TABLE repertoires (
    id INTEGER PRIMARY KEY,
    study INTEGER NOT NULL UNIQUE REFERENCES studies(id) ON DELETE CASCADE,
    color INTEGER NOT NULL
);
CREATE TABLE repertoire_cards (
    repertoire INTEGER NOT NULL REFERENCES repertoires(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    due INTEGER NOT NULL,
    stability REAL NOT NULL,
    difficulty REAL NOT NULL,
    elapsed_days INTEGER NOT NULL,
    scheduled_days INTEGER NOT NULL,
    reps INTEGER NOT NULL,
    lapses INTEGER NOT NULL,
    state INTEGER NOT NULL,
    last_review INTEGER NOT NULL,
    misses INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (repertoire, key)
) WITHOUT ROWID;
";

/// Schema 10: the days on which each repertoire was drilled (a UTC day:
/// seconds since 1970 divided by 86,400) and the answers given that day,
/// for its streak.
const V10: &str = "
CREATE TABLE repertoire_days (
    repertoire INTEGER NOT NULL REFERENCES repertoires(id) ON DELETE CASCADE,
    day INTEGER NOT NULL,
    reviews INTEGER NOT NULL,
    PRIMARY KEY (repertoire, day)
) WITHOUT ROWID;
";

/// Each migration takes the file from the version before to its own.
const MIGRATIONS: &[(i64, &str)] = &[
    (1, V1),
    (2, V2),
    (3, V3),
    (4, V4),
    (5, ""),
    (6, V6),
    (7, V7),
    // The games' fingerprints take in their event and round
    // (`record::fingerprint_again`).
    (8, ""),
    (9, V9),
    (10, V10),
];

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

/// The games table again, its fingerprint no longer UNIQUE in the table's
/// definition but by an index of its own, `games_fingerprint`, which a
/// large import drops and makes again at its end like the filters' (a
/// constraint in the definition cannot be dropped): kept up to date, it is
/// a random insert into a B-tree that outgrows the page cache, and the
/// 1,000,000-game benchmark file went in 22.2 and 24.2 s without it
/// against 26.4 and 25.9 s with it. The columns, their order and the ids
/// are the same; SQLite's way of changing a table's definition
/// (sqlite.org/lang_altertable.html, "Making Other Kinds Of Table Schema
/// Changes"), run with the foreign keys off ([`migrate`]): dropping the
/// old table would otherwise delete the puzzles' and the looked-at games'
/// references to it. The highest id given ([`preserved_sequence`]) is kept,
/// so a deleted game's id is never given again.
const V6: &str = "
CREATE TABLE games_v6 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    source INTEGER NOT NULL REFERENCES sources(id),
    fingerprint INTEGER NOT NULL,
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
INSERT INTO games_v6 SELECT * FROM games;
DROP TABLE games;
ALTER TABLE games_v6 RENAME TO games;
CREATE INDEX games_origin ON games(origin) WHERE origin IS NOT NULL;
CREATE UNIQUE INDEX games_fingerprint ON games(fingerprint);
CREATE INDEX games_white ON games(white);
CREATE INDEX games_black ON games(black);
CREATE INDEX games_date ON games(date);
CREATE INDEX games_eco ON games(eco);
";

/// Studies ([`super::study`]): a player's annotated games in named
/// studies of ordered chapters, with no limit on either.
///
/// - `studies`: a name, a folder and tags to sort them by (the tags with a
///   space before and after each, as the puzzles' themes), when made and
///   last changed (seconds since 1970).
/// - `chapters`: one game tree each, stored as the PGN Rookery writes for
///   it ([`crate::rules::tree::write_tree`]: nothing it holds is lost),
///   its place in the study (`ord`, 0 first), its name, its mode (0 a
///   plain chapter, 1 a lesson to be played through), the side the board
///   shows at the bottom (0 White, 1 Black), and its moves' count.
const V7: &str = "
CREATE TABLE studies (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    folder TEXT NOT NULL DEFAULT '',
    tags TEXT NOT NULL DEFAULT '',
    created INTEGER NOT NULL,
    updated INTEGER NOT NULL
);
CREATE TABLE chapters (
    id INTEGER PRIMARY KEY,
    study INTEGER NOT NULL REFERENCES studies(id) ON DELETE CASCADE,
    ord INTEGER NOT NULL,
    name TEXT NOT NULL,
    mode INTEGER NOT NULL DEFAULT 0,
    orientation INTEGER NOT NULL DEFAULT 0,
    moves INTEGER NOT NULL DEFAULT 0,
    pgn TEXT NOT NULL,
    updated INTEGER NOT NULL
);
CREATE INDEX chapters_study ON chapters(study, ord);
";

/// The duplicate check's index: name, unique, what it indexes.
const FINGERPRINT_INDEX: (&str, bool, &str) = ("games_fingerprint", true, "games(fingerprint)");

/// The games table's indexes that a large import drops and makes again at
/// its end ([`drop_game_indexes`]): the duplicate check's (unique) and the
/// Library screen's filters' and orders'. Kept up to date game by game,
/// their pages are rewritten at every batch once they outgrow the page
/// cache, and a million-game import went at half its speed. A library
/// opened without them (an import killed meanwhile) gets them back.
/// Name, whether unique, what it indexes.
const GAME_INDEXES: &[(&str, bool, &str)] = &[
    FINGERPRINT_INDEX,
    ("games_white", false, "games(white)"),
    ("games_black", false, "games(black)"),
    ("games_date", false, "games(date)"),
    ("games_eco", false, "games(eco)"),
];

/// Makes the game indexes that are missing (none, as a rule: then this
/// only reads the schema). When the fingerprints' unique index cannot be
/// made, the games that repeat an earlier one's fingerprint are deleted
/// first ([`drop_duplicates`]): while it was away, a second writer (the window
/// beside the command line's import) may have added a game the import
/// brought too.
pub fn ensure_game_indexes(conn: &Connection) -> Result<(), LibraryError> {
    for &(name, unique, on) in GAME_INDEXES {
        ensure_index(conn, name, unique, on)?;
    }
    Ok(())
}

/// Makes the fingerprints' unique index when it is missing (as
/// [`ensure_game_indexes`]), in the caller's transaction when there is one.
pub fn ensure_fingerprint_index(conn: &Connection) -> Result<(), LibraryError> {
    let (name, unique, on) = FINGERPRINT_INDEX;
    ensure_index(conn, name, unique, on)
}

fn ensure_index(conn: &Connection, name: &str, unique: bool, on: &str) -> Result<(), LibraryError> {
    if has_index(conn, name)? {
        return Ok(());
    }
    if !unique {
        conn.execute_batch(&format!("CREATE INDEX IF NOT EXISTS {name} ON {on}"))?;
        return Ok(());
    }
    // Made at once as a rule; refused (a fingerprint twice), made again
    // after the repeats are deleted. The first try reads the table anyway,
    // so only that rare case reads it twice.
    let make = |conn: &Connection| -> Result<(), LibraryError> {
        let sql = format!("CREATE UNIQUE INDEX IF NOT EXISTS {name} ON {on}");
        if conn.execute_batch(&sql).is_ok() {
            return Ok(());
        }
        drop_duplicates(conn)?;
        Ok(conn.execute_batch(&sql)?)
    };
    if !conn.is_autocommit() {
        return make(conn);
    }
    conn.execute_batch("BEGIN IMMEDIATE")?;
    match make(conn) {
        Ok(()) => Ok(conn.execute_batch("COMMIT")?),
        Err(e) => {
            let _ = conn.execute_batch("ROLLBACK");
            Err(e)
        }
    }
}

/// Whether the library has the index `name`.
pub(crate) fn has_index(conn: &Connection, name: &str) -> Result<bool, LibraryError> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?")?
        .exists([name])?)
}

/// Removes a test's library file with its log and shared memory.
#[cfg(test)]
pub(crate) fn remove_library(path: &Path) {
    for end in ["", "-wal", "-shm"] {
        let mut name = path.to_path_buf().into_os_string();
        name.push(end);
        let _ = std::fs::remove_file(name);
    }
}

/// Deletes every game whose fingerprint an earlier game (a smaller id)
/// has, with its positions ([`index::mark_deleted`]). One pass over the
/// fingerprints, in the caller's transaction.
fn drop_duplicates(conn: &Connection) -> Result<(), LibraryError> {
    let mut seen = HashSet::new();
    let mut repeated = Vec::new();
    {
        let mut all = conn.prepare("SELECT id, fingerprint FROM games ORDER BY id")?;
        let mut rows = all.query([])?;
        while let Some(row) = rows.next()? {
            if !seen.insert(row.get::<_, i64>(1)?) {
                repeated.push(row.get::<_, i64>(0)?);
            }
        }
    }
    let mut delete = conn.prepare("DELETE FROM games WHERE id = ?")?;
    for id in &repeated {
        delete.execute([id])?;
    }
    index::mark_deleted(conn, &repeated)
}

/// The highest id the games table has given (SQLite's `sqlite_sequence`),
/// read before [`V6`] and written back after it: copying the rows gives
/// the new table only the highest id still there.
fn preserved_sequence(conn: &Connection) -> Result<Option<i64>, LibraryError> {
    Ok(conn
        .query_row(
            "SELECT seq FROM sqlite_sequence WHERE name = 'games'",
            [],
            |r| r.get(0),
        )
        .optional()?)
}

/// Makes the game indexes again at the end of a large import, on a
/// connection of its own whose SQLite sorts in pieces on three threads
/// (temporary files, a small page cache, two helper threads): SQLite
/// sorts on more than one thread only so, and the library's own
/// connection keeps its temporary tables in memory (the position search's
/// `found`). On the 1,000,000-game benchmark file the four indexes took
/// 3.6 to 4.0 s so, against 6.6 to 9.0 s on the library's own connection
/// (a fifth of the import's time, on one core). The library's own
/// connection when the file is in memory or a second one does not open.
pub fn remake_game_indexes(conn: &Connection) -> Result<(), LibraryError> {
    let Some(own) = second_connection(conn) else {
        return ensure_game_indexes(conn);
    };
    // 2 MiB of cache: the sorter's pieces are that size, and many of them
    // keep the helper threads busy (with the library's 64 MiB the sort
    // was one piece: 4.9 s; with one helper thread, 3.9 s).
    own.execute_batch("PRAGMA temp_store = FILE; PRAGMA threads = 2; PRAGMA cache_size = -2048")?;
    ensure_game_indexes(&own)
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

/// Drops the game indexes, for a large import that makes them again at
/// its end; the fingerprints' only `with_fingerprint` (the import then
/// finds the games already there itself).
pub fn drop_game_indexes(conn: &Connection, with_fingerprint: bool) -> Result<(), LibraryError> {
    for (name, unique, _) in GAME_INDEXES {
        if *unique && !with_fingerprint {
            continue;
        }
        conn.execute_batch(&format!("DROP INDEX IF EXISTS {name}"))?;
    }
    Ok(())
}

/// The connection's own table of the games a search found (in memory).
const FOUND: &str = "CREATE TEMP TABLE IF NOT EXISTS found (
    id INTEGER PRIMARY KEY,
    ply INTEGER NOT NULL,
    next INTEGER
);";

/// The file's schema version and its number of tables, once it is known
/// to be Rookery's and not from a newer Rookery. Reading the header comes
/// first: a file that is not a database fails here.
fn header(conn: &Connection) -> Result<(i64, i64), LibraryError> {
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
    Ok((version, tables))
}

/// Opens the file for reading only, as it stands: no migration, no index
/// made, no change to its journal. A WAL file in a folder where its
/// shared-memory file cannot be made is read as unchanging (SQLite's
/// `immutable`): nothing can write it there either.
pub fn open_for_reading(path: &Path) -> Result<Connection, LibraryError> {
    use rusqlite::OpenFlags;
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
        | OpenFlags::SQLITE_OPEN_URI
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let uri = file_uri(path);
    let readable = |c: Connection| -> rusqlite::Result<Connection> {
        c.query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0))?;
        Ok(c)
    };
    let conn = match Connection::open_with_flags(format!("{uri}?mode=ro"), flags).and_then(readable)
    {
        Ok(conn) => conn,
        Err(_) => Connection::open_with_flags(format!("{uri}?immutable=1"), flags)?,
    };
    conn.busy_timeout(BUSY_WAIT)?;
    let (version, tables) = header(&conn)?;
    if version < VERSION || tables == 0 {
        return Err(LibraryError::ReadOnlyAndOlder(version));
    }
    conn.execute_batch("PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY;")?;
    conn.execute_batch(FOUND)?;
    Ok(conn)
}

/// `path` as an SQLite URI's file name: every byte but letters, digits,
/// `-._~/` written as %XX (sqlite.org/uri.html, 3.1), so that a `?` or `#`
/// in a folder's name is not read as the URI's query.
fn file_uri(path: &Path) -> String {
    #[cfg(unix)]
    let bytes = std::os::unix::ffi::OsStrExt::as_bytes(path.as_os_str()).to_vec();
    #[cfg(not(unix))]
    let bytes = path.to_string_lossy().replace('\\', "/").into_bytes();
    let mut uri = String::from("file:");
    for b in bytes {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            uri.push(char::from(b));
        } else {
            uri.push_str(&format!("%{b:02X}"));
        }
    }
    uri
}

/// How far the bringing up to date of an older library has gone (issue
/// #57: a library of a million games takes minutes, and the player sees
/// it move rather than a screen that waits).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Upgrading {
    /// The file's schema before.
    pub from: i64,
    /// The schema it is being brought to ([`VERSION`]).
    pub to: i64,
    /// The part done, from 0 to 1: the migrations done, and the rows of
    /// the one under way that go through the games one by one.
    pub part: f32,
}

/// Opens (or creates) the file and brings it up to date.
pub fn open(path: &Path) -> Result<Connection, LibraryError> {
    open_reporting(path, &mut |_| {})
}

/// Opens (or creates) the file and brings it up to date, telling `report`
/// how far a migration has gone (nothing when there is none).
pub fn open_reporting(
    path: &Path,
    report: &mut dyn FnMut(Upgrading),
) -> Result<Connection, LibraryError> {
    let conn = Connection::open(path)?;
    prepare(conn, report)
}

/// A library in memory.
pub fn open_memory() -> Result<Connection, LibraryError> {
    prepare(Connection::open_in_memory()?, &mut |_| {})
}

/// The page size of a new library, in bytes: SQLite's largest. Against
/// its 4,096 by default, a 100,000-game import took 2.4 s instead of 2.9
/// to 3.3 (a sixth less CPU time: fewer pages to balance, write and copy
/// into the file) and the file was 13% smaller (the index's rows, a few
/// kilobytes each, fill big pages better); reading a position's games
/// reads one page per segment, 64 KiB from the system's cache instead of
/// 4.
pub const PAGE_SIZE: u32 = 65_536;

fn prepare(
    conn: Connection,
    report: &mut dyn FnMut(Upgrading),
) -> Result<Connection, LibraryError> {
    conn.busy_timeout(BUSY_WAIT)?;
    let (version, tables) = header(&conn)?;
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
         PRAGMA temp_store = MEMORY;",
    )?;
    conn.execute_batch(FOUND)?;
    migrate(&conn, version, report)?;
    ensure_game_indexes(&conn)?;
    Ok(conn)
}

/// Runs every migration after the file's version in one transaction. The
/// version is read again inside it: another process (the window and the
/// command line starting together) may have done the work meanwhile.
fn migrate(
    conn: &Connection,
    seen: i64,
    report: &mut dyn FnMut(Upgrading),
) -> Result<(), LibraryError> {
    if seen >= VERSION {
        return Ok(());
    }
    // Off for [`V6`]'s copy of the games table (only outside a
    // transaction does SQLite take it), on again whatever happens.
    conn.execute_batch("PRAGMA foreign_keys = OFF; BEGIN IMMEDIATE")?;
    let mut work = || -> Result<(), LibraryError> {
        let from: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        let steps: Vec<_> = MIGRATIONS.iter().filter(|(v, _)| *v > from).collect();
        let count = steps.len() as f32;
        // A new file is made, not brought up to date: nothing to tell.
        let mut tell = |step: usize, within: f32| {
            if from > 0 {
                report(Upgrading {
                    from,
                    to: VERSION,
                    part: (step as f32 + within) / count,
                });
            }
        };
        tell(0, 0.0);
        for (step, &&(version, sql)) in steps.iter().enumerate() {
            let sequence = if version == 6 {
                preserved_sequence(conn)?
            } else {
                None
            };
            conn.execute_batch(sql)?;
            if version == 5 && from > 0 {
                super::recode::recode_moves(conn, &mut |within| tell(step, within))?;
            }
            if version == 8 && from > 0 {
                // The games' fingerprints take in their event and round.
                super::record::fingerprint_again(conn, &mut |within| tell(step, within))?;
            }
            if let Some(seq) = sequence {
                conn.execute(
                    "UPDATE sqlite_sequence SET seq = max(seq, ?1) WHERE name = 'games'",
                    [seq],
                )?;
                conn.execute(
                    "INSERT INTO sqlite_sequence (name, seq) SELECT 'games', ?1 \
                     WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'games')",
                    [seq],
                )?;
            }
            conn.execute_batch(&format!(
                "PRAGMA user_version = {version}; PRAGMA application_id = {APPLICATION_ID};"
            ))?;
            tell(step + 1, 0.0);
        }
        Ok(())
    };
    let done = match work() {
        Ok(()) => conn.execute_batch("COMMIT").map_err(LibraryError::from),
        Err(e) => {
            let _ = conn.execute_batch("ROLLBACK");
            Err(e)
        }
    };
    conn.execute_batch("PRAGMA foreign_keys = ON")?;
    done
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file of schema 5 (the games' fingerprint UNIQUE in the table's
    /// definition), made here from the migrations' own text: three games,
    /// the highest deleted, a puzzle made from game 2 and games 1 and 2
    /// looked at for puzzles.
    fn schema_5_file(path: &Path) {
        let conn = Connection::open(path).unwrap();
        for (_, sql) in &MIGRATIONS[..5] {
            conn.execute_batch(sql).unwrap();
        }
        conn.execute_batch(&format!(
            "PRAGMA user_version = 5; PRAGMA application_id = {APPLICATION_ID};
             INSERT INTO sources (id, kind, name) VALUES (1, 1, 'old.pgn');
             INSERT INTO games (source, fingerprint, white, black, result, plies, moves, added)
                 VALUES (1, 11, 'Ann', 'Bob', 1, 0, x'', 0),
                        (1, 22, 'Cid', 'Dee', 2, 0, x'', 0),
                        (1, 33, 'Eve', 'Fay', 3, 0, x'', 0);
             DELETE FROM games WHERE id = 3;
             INSERT INTO puzzles (id, key, origin, fen, moves, rating, deviation, volatility,
                                  themes, openings, game)
                 VALUES (1, 'r0000001', 2, 'fen', 'e2e4', 1500, 500, 0.09, ' fork ', '', 2);
             INSERT INTO mined_games (game) VALUES (1), (2);"
        ))
        .unwrap();
        assert!(table_sql(&conn).contains("UNIQUE"), "schema 5's table");
    }

    fn table_sql(conn: &Connection) -> String {
        conn.query_row(
            "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'games'",
            [],
            |r| r.get(0),
        )
        .unwrap()
    }

    /// Schema 6 moves the fingerprints' uniqueness from the games table's
    /// definition to an index a large import can drop: the games, the
    /// references to them (a puzzle's game, the games looked at), the
    /// foreign keys and the highest id given all come through it, and a
    /// game brought twice is still refused.
    #[test]
    fn schema_6_keeps_the_games_and_their_references_and_still_refuses_a_repeat() {
        let path = std::env::temp_dir().join(format!("rookery-v6-{}.sqlite", std::process::id()));
        remove_library(&path);
        schema_5_file(&path);
        let conn = open(&path).unwrap();
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(version, VERSION);
        assert!(!table_sql(&conn).contains("UNIQUE"), "{}", table_sql(&conn));
        let index: String = conn
            .query_row(
                "SELECT sql FROM sqlite_master WHERE name = 'games_fingerprint'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert!(index.starts_with("CREATE UNIQUE INDEX"), "{index}");
        let games: Vec<(i64, String)> = conn
            .prepare("SELECT id, white FROM games ORDER BY id")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(games, [(1, "Ann".into()), (2, "Cid".into())]);
        // Schema 8 made the fingerprints again from the rows.
        let second: i64 = conn
            .query_row("SELECT fingerprint FROM games WHERE id = 2", [], |r| {
                r.get(0)
            })
            .unwrap();
        let puzzle_game: i64 = conn
            .query_row("SELECT game FROM puzzles WHERE id = 1", [], |r| r.get(0))
            .unwrap();
        assert_eq!(puzzle_game, 2);
        let mined: i64 = conn
            .query_row("SELECT count(*) FROM mined_games", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mined, 2);
        let keys: i64 = conn
            .query_row("PRAGMA foreign_keys", [], |r| r.get(0))
            .unwrap();
        assert_eq!(keys, 1, "the foreign keys on again");
        // A new game gets 4: id 3, deleted, is not given again.
        let insert = "INSERT OR IGNORE INTO games (source, fingerprint, white, black, result, plies, moves, added) \
                      VALUES (1, ?, 'New', 'Game', 0, 0, x'', 0)";
        assert_eq!(conn.execute(insert, [44]).unwrap(), 1);
        assert_eq!(conn.last_insert_rowid(), 4);
        // The same fingerprint again: passed over, as the import does.
        assert_eq!(conn.execute(insert, [second]).unwrap(), 0);
        // The references still act: deleting game 2 clears the puzzle's
        // game and the looked-at row.
        conn.execute("DELETE FROM games WHERE id = 2", []).unwrap();
        let puzzle_game: Option<i64> = conn
            .query_row("SELECT game FROM puzzles WHERE id = 1", [], |r| r.get(0))
            .unwrap();
        assert_eq!(puzzle_game, None);
        let mined: i64 = conn
            .query_row("SELECT count(*) FROM mined_games", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mined, 1);
        drop(conn);
        remove_library(&path);
    }

    /// A library whose fingerprint index went away while a game came in
    /// twice (a second writer beside a large import): opening it deletes
    /// the later copy with its positions and makes the index.
    #[test]
    fn a_game_brought_twice_while_the_unique_index_was_away_is_deleted_when_it_is_made() {
        let conn = open_memory().unwrap();
        conn.execute_batch(
            "INSERT INTO sources (id, kind, name) VALUES (1, 1, 'a.pgn');
             DROP INDEX games_fingerprint;
             INSERT INTO games (source, fingerprint, white, black, result, plies, moves, added)
                 VALUES (1, 7, 'First', 'B', 1, 0, x'', 0),
                        (1, 8, 'Other', 'B', 1, 0, x'', 0),
                        (1, 7, 'Again', 'B', 1, 0, x'', 0);",
        )
        .unwrap();
        ensure_game_indexes(&conn).unwrap();
        let names: Vec<String> = conn
            .prepare("SELECT white FROM games ORDER BY id")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(names, ["First", "Other"]);
        let deleted: Vec<i64> = conn
            .prepare("SELECT game FROM deleted")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(deleted, [3], "its positions passed over");
        assert!(has_index(&conn, "games_fingerprint").unwrap());
    }

    /// Schema 7 adds the studies beside what a schema-6 file holds: its
    /// games stay, and a study can be made in it at once.
    #[test]
    fn schema_7_adds_studies_and_keeps_the_games() {
        let path = std::env::temp_dir().join(format!("rookery-v7-{}.sqlite", std::process::id()));
        remove_library(&path);
        {
            let conn = Connection::open(&path).unwrap();
            for (_, sql) in &MIGRATIONS[..6] {
                conn.execute_batch(sql).unwrap();
            }
            conn.execute_batch(&format!(
                "PRAGMA user_version = 6; PRAGMA application_id = {APPLICATION_ID};
                 INSERT INTO sources (id, kind, name) VALUES (1, 1, 'old.pgn');
                 INSERT INTO games (source, fingerprint, white, black, result, plies, moves, added)
                     VALUES (1, 11, 'Ann', 'Bob', 1, 0, x'', 0);"
            ))
            .unwrap();
        }
        let conn = open(&path).unwrap();
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(version, VERSION);
        let white: String = conn
            .query_row("SELECT white FROM games WHERE id = 1", [], |r| r.get(0))
            .unwrap();
        assert_eq!(white, "Ann");
        conn.execute_batch(
            "INSERT INTO studies (id, name, created, updated) VALUES (1, 'Openings', 0, 0);
             INSERT INTO chapters (study, ord, name, pgn, updated) VALUES (1, 0, 'One', '*', 0);",
        )
        .unwrap();
        // A study's chapters go with it.
        conn.execute("DELETE FROM studies WHERE id = 1", [])
            .unwrap();
        let chapters: i64 = conn
            .query_row("SELECT count(*) FROM chapters", [], |r| r.get(0))
            .unwrap();
        assert_eq!(chapters, 0);
        drop(conn);
        remove_library(&path);
    }
}
