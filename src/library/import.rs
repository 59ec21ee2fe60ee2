//! Importing PGN files: read as a stream (never held whole), cut into
//! games, the games read and prepared on every core, and written in
//! batches, each batch one transaction with its games' positions (one
//! segment of the [`index`](super::index)). A killed import leaves a
//! library that opens and holds every batch committed before it.

use std::collections::{BTreeMap, HashSet};
use std::io::BufRead;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use rusqlite::{Connection, OptionalExtension, params};

use crate::rules::pgn::PgnErrorKind;
use crate::rules::tree::{read_trees, write_movetext};
use crate::rules::{PgnError, read_games};

use super::facts::Facts;
use super::index::{self, Sealed, SegmentBuilder};
use super::record::Posting;
use super::record::{NewGame, movetext_of};
use super::split::{GameText, GameTexts, MAX_GAME_BYTES};
use super::{Library, LibraryError, schema};

/// The most games met again with notes whose notes one import brings into
/// the stored games: they wait in memory until the import's end (the
/// fingerprints' index may be away until then), a few kilobytes each. Past
/// it, games met again are skipped as they were before notes were merged.
const MAX_MERGES: usize = 20_000;

/// How large an import's input is, and how far it has been read.
#[derive(Debug, Clone, Default)]
pub struct InputSize {
    /// The input's size in bytes (a compressed file's own), when known.
    pub total: Option<u64>,
    /// About how many bytes of PGN it holds (more than `total` for a
    /// compressed file), for what is decided before reading.
    pub text: Option<u64>,
    /// The input's bytes read so far, when what lies beneath the reader
    /// counts them (a compressed file's); otherwise the PGN's bytes count.
    pub read: Option<Arc<AtomicU64>>,
}

impl InputSize {
    /// The size of a file opened with [`crate::persist::open_stream`]
    /// (compressed or not), counted as it is read.
    pub fn of(stream: &crate::persist::Stream) -> InputSize {
        InputSize {
            total: stream.size,
            text: stream.text_size_estimate(),
            read: Some(stream.read.clone()),
        }
    }

    /// A plain PGN input of `bytes` bytes, when known.
    pub fn text(bytes: Option<u64>) -> InputSize {
        InputSize {
            total: bytes,
            text: bytes,
            read: None,
        }
    }
}

/// Where an import stands.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ImportProgress {
    /// Games read from the file so far (imported, skipped and refused).
    pub games: u64,
    /// Games new to the library, committed.
    pub imported: u64,
    /// Games already in the library.
    pub skipped: u64,
    /// Games that did not read.
    pub refused: u64,
    /// Bytes of the file read.
    pub bytes: u64,
    /// The file's size, when known.
    pub total_bytes: Option<u64>,
    /// Time since the import began.
    pub elapsed: Duration,
}

impl ImportProgress {
    /// Games read a second.
    pub fn games_per_second(&self) -> f64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 {
            self.games as f64 / secs
        } else {
            0.0
        }
    }

    /// The part of the file read, from 0 to 1, when its size is known.
    pub fn fraction(&self) -> Option<f64> {
        self.total_bytes
            .filter(|&t| t > 0)
            .map(|t| (self.bytes as f64 / t as f64).clamp(0.0, 1.0))
    }

    /// The time the rest of the file should take at the speed so far.
    pub fn time_left(&self) -> Option<Duration> {
        let done = self.fraction()?;
        if done <= 0.0 {
            return None;
        }
        let secs = self.elapsed.as_secs_f64() * (1.0 - done) / done;
        Some(Duration::from_secs_f64(secs.min(1e9)))
    }
}

/// A game that did not read: its number in the file, its first tags and
/// why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// 1-based, counting every game of the file.
    pub number: u64,
    /// "White - Black, Event, Date" as far as the file gives them.
    pub tags: String,
    /// What is wrong, and where.
    pub why: String,
}

/// What an import did.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ImportReport {
    /// Games added.
    pub imported: u64,
    /// Games already in the library.
    pub skipped: u64,
    /// Of those, the games whose stored record gained comments, glyphs,
    /// commands or variations the file had and it lacked.
    pub updated: u64,
    /// Games that did not read.
    pub refused: u64,
    /// Games kept with the rest of a variation left out where one of its
    /// moves did not read.
    pub cut: u64,
    /// The first of those (at most [`ImportReport::KEPT`]), with what was
    /// left out.
    pub cuts: Vec<Refusal>,
    /// The first refusals (at most [`ImportReport::KEPT`]).
    pub refusals: Vec<Refusal>,
    /// Stopped by Cancel before the end of the file.
    pub cancelled: bool,
    /// Time taken, the index included.
    pub elapsed: Duration,
}

impl ImportReport {
    /// How many refusals are kept to be named.
    pub const KEPT: usize = 100;
}

/// Games cut from the file, handed to the workers together.
const CHUNK: usize = 200;

/// Games committed in one transaction at most.
const BATCH: u64 = 10_000;

/// A file at least this large is imported with the games table's search
/// indexes made once at its end (about 400,000 games of a typical file),
/// whatever the library holds already.
pub const DEFER_INDEXES_BYTES: u64 = 256 << 20;

/// A file at least this large (about 13,000 games) is imported with the
/// search indexes made at its end when it brings at least half as many
/// games as the library holds (counted at [`BYTES_A_GAME`]): making them
/// again over the whole library then costs less than keeping them up to
/// date game by game (100,000 games into a new library: about a tenth less
/// of the import's CPU time). A small file into a large library keeps them
/// up to date.
const DEFER_FROM_BYTES: u64 = 8 << 20;

/// About the bytes of a game in a PGN file without comments (the
/// benchmark's: 635; lichess's monthly files, with their clocks, more).
const BYTES_A_GAME: u64 = 640;

/// Whether an import of `total_bytes` into a library of about
/// `games_before` games makes the search indexes at its end.
fn defers_indexes(total_bytes: Option<u64>, games_before: u64) -> bool {
    total_bytes.is_some_and(|bytes| {
        bytes >= DEFER_INDEXES_BYTES
            || (bytes >= DEFER_FROM_BYTES && bytes / BYTES_A_GAME >= games_before / 2)
    })
}

/// The most fingerprints a large import keeps in memory to find the games
/// already there (about 75 MB for 4,000,000 in a hash set); past it, the
/// fingerprints' unique index is made again and finds them. A library that
/// holds more keeps its index through the import.
const KNOWN_LIMIT: usize = 4_000_000;

/// The limits an import of a library works to: [`KNOWN_LIMIT`] and
/// [`WAL_LIMIT`], kept by each library so that a test makes them small for
/// its own library alone (statics changed by one test changed them for
/// the tests running beside it).
#[derive(Debug, Clone, Copy)]
pub(crate) struct ImportLimits {
    /// The most fingerprints kept in memory.
    pub(crate) known: usize,
    /// The write-ahead log's length past which the writer waits for its
    /// checkpoint.
    pub(crate) wal: u64,
}

impl ImportLimits {
    /// The limits of every library but a test's.
    pub(crate) const USUAL: ImportLimits = ImportLimits {
        known: KNOWN_LIMIT,
        wal: WAL_LIMIT,
    };
}

/// Where an import's games go: their source, and the fingerprints of the
/// games in the library when the import finds those itself (its unique
/// index dropped), the new games' added as they go in.
struct Destination {
    source: i64,
    known: Option<HashSet<i64>>,
}

/// Every game's fingerprint (SQLite reads them from their unique index).
fn known_fingerprints(conn: &Connection) -> Result<HashSet<i64>, LibraryError> {
    let mut all = conn.prepare("SELECT fingerprint FROM games")?;
    let known = all
        .query_map([], |r| r.get(0))?
        .collect::<Result<HashSet<i64>, _>>()?;
    Ok(known)
}

/// Starts the thread that copies the write-ahead log into the library
/// file (a checkpoint) on a connection of its own each time it is nudged,
/// after a batch's commit, and turns the writer's own checkpoints off:
/// SQLite otherwise makes them inside the writer's commits, which then
/// wait for the copy and its syncs to the disk (a tenth of a
/// 100,000-game import's time). A passive checkpoint never blocks the
/// writer; the log starts again from its beginning once all of it is
/// copied. `None`, and the writer's checkpoints kept, for a library in
/// memory or when the second connection does not open. A nudge carrying a
/// sender is answered once its checkpoint is done.
fn spawn_checkpointer<'s>(
    scope: &'s std::thread::Scope<'s, '_>,
    conn: &Connection,
) -> Option<mpsc::SyncSender<Option<mpsc::SyncSender<()>>>> {
    let own = schema::second_connection(conn)?;
    conn.execute_batch("PRAGMA wal_autocheckpoint = 0").ok()?;
    let (nudge, nudged) = mpsc::sync_channel::<Option<mpsc::SyncSender<()>>>(1);
    scope.spawn(move || {
        for done in nudged {
            // A failed checkpoint leaves the log longer, nothing lost: the
            // next one, or the writer's own after the import, copies it.
            let _ = own.execute_batch("PRAGMA wal_checkpoint(PASSIVE)");
            if let Some(done) = done {
                let _ = done.send(());
            }
        }
    });
    Some(nudge)
}

/// The write-ahead log's size past which the writer waits for a
/// checkpoint after its commit (a store, for the tests). The log starts
/// again from its beginning only when a write begins with all of it
/// copied, and the checkpoint of the batch just committed was never done
/// by then: a 1,000,000-game import left a 2 GB log beside a 1.1 GB
/// library, and a lichess monthly file would have filled the disk. Waiting
/// at 256 MiB (about 17 batches of 10,000 games) costs one checkpoint's
/// copy of a batch that often, nothing on a file of 100,000 games.
const WAL_LIMIT: u64 = 256 << 20;

/// The size of the write-ahead log of the library at `conn`, 0 when
/// there is none.
fn wal_size(conn: &Connection) -> u64 {
    schema::file_of(conn)
        .and_then(|p| std::fs::metadata(format!("{p}-wal")).ok())
        .map_or(0, |m| m.len())
}

/// What the writer sends the thread that builds the position index.
enum ToIndex {
    /// Games written, a chunk's: each one's id, positions and facts (a
    /// chunk a message, not a game: one wake of the thread each, where a
    /// game a message made the import switch threads 90,000 times for
    /// 100,000 games).
    Games(Vec<(i64, Vec<Posting>, Facts)>),
    /// The batch is done: send back its segment.
    Seal,
}

/// What a worker makes of one game.
enum Prepared {
    /// A game, and what of its variations was left out (a move in one
    /// did not read), for the report.
    Game(Box<NewGame>, Option<Box<Refusal>>),
    Refused {
        tags: String,
        error: PgnError,
    },
}

/// The kind of a source: games played in Rookery, or a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceKind {
    /// Played in Rookery.
    Played = 0,
    /// Imported from a file.
    File = 1,
}

impl Library {
    /// The id of a source, made if new.
    pub(crate) fn source_id(&self, kind: SourceKind, name: &str) -> Result<i64, LibraryError> {
        self.conn().execute(
            "INSERT OR IGNORE INTO sources (kind, name) VALUES (?, ?)",
            params![kind as i64, name],
        )?;
        Ok(self.conn().query_row(
            "SELECT id FROM sources WHERE kind = ? AND name = ?",
            params![kind as i64, name],
            |r| r.get(0),
        )?)
    }

    /// Imports a PGN file, compressed or not ([`crate::persist::open_stream`];
    /// see [`Library::import_pgn`]); the games' source is the file's name.
    ///
    /// # Errors
    /// As [`Library::import_pgn`], and a file that cannot be opened.
    pub fn import_file(
        &mut self,
        path: &Path,
        cancel: &AtomicBool,
        progress: impl FnMut(&ImportProgress),
    ) -> Result<ImportReport, LibraryError> {
        let stream = crate::persist::open_stream(path)?;
        let size = InputSize::of(&stream);
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        self.import_pgn(stream.reader, &name, size, cancel, progress)
    }

    /// Imports every game of a PGN stream. Games that do not read are
    /// counted and named and the import goes on; games already in the
    /// library are skipped and counted. `progress` is called after each
    /// batch; setting `cancel` stops the import after the batch being read
    /// (what was committed stays).
    ///
    /// # Errors
    /// The stream or the database fails; the batches committed before stay.
    pub fn import_pgn<R: BufRead + Send>(
        &mut self,
        reader: R,
        source_name: &str,
        size: InputSize,
        cancel: &AtomicBool,
        mut progress: impl FnMut(&ImportProgress),
    ) -> Result<ImportReport, LibraryError> {
        let started = Instant::now();
        let source = self.source_id(SourceKind::File, source_name)?;
        // The games' highest id: about how many the library holds, read at
        // once where counting them would read an index.
        let games_before: i64 = self.conn().query_row(
            "SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'games'), 0)",
            [],
            |r| r.get(0),
        )?;
        let defer = defers_indexes(size.text, games_before.max(0) as u64);
        // A large import finds the games already there itself, in memory,
        // when they are not too many: the fingerprints read once from
        // their index, which is then dropped with the others.
        let known = if defer && (games_before.max(0) as usize) < self.limits.known {
            Some(known_fingerprints(self.conn())?)
        } else {
            None
        };
        if defer {
            schema::drop_game_indexes(self.conn(), known.is_some())?;
        }
        let to = Destination { source, known };
        let imported = self.import_games(reader, to, size, cancel, &mut progress, started);
        // Made again whatever happened (an error, Cancel): a library is
        // never left without them by a live import.
        let indexed = if defer {
            schema::remake_game_indexes(self.conn())
        } else {
            Ok(())
        };
        let (mut report, merges) = imported?;
        indexed?;
        report.updated = self.merge_annotations(&merges)?;
        report.elapsed = started.elapsed();
        Ok(report)
    }

    /// Brings the notes of games met again into the stored games: each is
    /// (fingerprint, the file's movetext). Returns how many changed.
    fn merge_annotations(&self, merges: &[(i64, String)]) -> Result<u64, LibraryError> {
        let mut updated = 0;
        for (fingerprint, movetext) in merges {
            let id: Option<i64> = self
                .conn()
                .query_row(
                    "SELECT id FROM games WHERE fingerprint = ? LIMIT 1",
                    [fingerprint],
                    |r| r.get(0),
                )
                .optional()?;
            let Some(id) = id else { continue };
            let Ok(stored) = self.game(id) else { continue };
            let text = stored.to_pgn();
            let head = text.split_once("\n\n").map_or(text.as_str(), |(h, _)| h);
            let (Some(Ok(mut tree)), Some(Ok(theirs))) = (
                read_trees(&text).into_iter().next(),
                read_trees(&format!("{head}\n\n{movetext}\n"))
                    .into_iter()
                    .next(),
            ) else {
                continue;
            };
            if tree.merge(&theirs) {
                self.conn().execute(
                    "UPDATE games SET movetext = ? WHERE id = ?",
                    params![write_movetext(&tree), id],
                )?;
                updated += 1;
            }
        }
        Ok(updated)
    }

    /// [`Library::import_pgn`]'s reading and writing of the games.
    fn import_games<R: BufRead + Send>(
        &mut self,
        reader: R,
        to: Destination,
        size: InputSize,
        cancel: &AtomicBool,
        progress: &mut impl FnMut(&ImportProgress),
        started: Instant,
    ) -> Result<(ImportReport, Vec<(i64, String)>), LibraryError> {
        let workers = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .clamp(1, 8);
        let mut report = ImportReport::default();
        let mut merges = Vec::new();
        let mut state = ImportProgress {
            total_bytes: size.total,
            ..ImportProgress::default()
        };
        let counted = size.read;
        let read_error: Mutex<Option<std::io::Error>> = Mutex::new(None);
        // Room for 16 chunks a worker each way (6,400 games with two): the
        // workers go on reading while the writer waits for a commit or for
        // the index's segment (with room for two, they stopped too).
        let (chunk_tx, chunk_rx) = mpsc::sync_channel::<(u64, Vec<GameText>, u64)>(workers * 16);
        let chunk_rx = Mutex::new(chunk_rx);
        let outcome = std::thread::scope(|scope| -> Result<(), LibraryError> {
            let (done_tx, done_rx) = mpsc::sync_channel::<(u64, Vec<Prepared>, u64)>(workers * 16);
            let read_error = &read_error;
            scope.spawn(move || {
                let mut texts = GameTexts::new(reader);
                let mut seq = 0;
                loop {
                    if cancel.load(Ordering::Relaxed) {
                        break;
                    }
                    let mut chunk = Vec::with_capacity(CHUNK);
                    let mut end = false;
                    while chunk.len() < CHUNK {
                        match texts.next_game() {
                            Ok(Some(GameText::Text(text))) if text.is_empty() => {}
                            Ok(Some(text)) => chunk.push(text),
                            Ok(None) => {
                                end = true;
                                break;
                            }
                            Err(e) => {
                                *read_error.lock().unwrap_or_else(|p| p.into_inner()) = Some(e);
                                end = true;
                                break;
                            }
                        }
                    }
                    let bytes = counted
                        .as_ref()
                        .map_or(texts.bytes_read, |read| read.load(Ordering::Relaxed));
                    if !chunk.is_empty() && chunk_tx.send((seq, chunk, bytes)).is_err() {
                        break;
                    }
                    seq += 1;
                    if end {
                        break;
                    }
                }
            });
            let chunk_rx = &chunk_rx;
            for _ in 0..workers {
                let done_tx = done_tx.clone();
                scope.spawn(move || {
                    loop {
                        let job = chunk_rx.lock().unwrap_or_else(|p| p.into_inner()).recv();
                        let Ok((seq, texts, bytes)) = job else { break };
                        let prepared = texts.iter().flat_map(prepare_text).collect();
                        if done_tx.send((seq, prepared, bytes)).is_err() {
                            break;
                        }
                    }
                });
            }
            drop(done_tx);
            // Leaving early (an error, or Cancel) drops the receiver: the
            // workers' sends fail and they stop, and so does the reader.
            self.write_batches(
                done_rx,
                to,
                started,
                &mut state,
                &mut report,
                &mut merges,
                cancel,
                progress,
            )
        });
        outcome?;
        if let Some(e) = read_error.into_inner().unwrap_or_else(|p| p.into_inner()) {
            return Err(LibraryError::Io(e));
        }
        report.cancelled = cancel.load(Ordering::Relaxed);
        report.elapsed = started.elapsed();
        Ok((report, merges))
    }

    /// The writer's side of an import: the workers' games in file order,
    /// committed in batches.
    #[allow(clippy::too_many_arguments)]
    fn write_batches(
        &mut self,
        done: mpsc::Receiver<(u64, Vec<Prepared>, u64)>,
        to: Destination,
        started: Instant,
        state: &mut ImportProgress,
        report: &mut ImportReport,
        merges: &mut Vec<(i64, String)>,
        cancel: &AtomicBool,
        progress: &mut impl FnMut(&ImportProgress),
    ) -> Result<(), LibraryError> {
        let Destination { source, mut known } = to;
        let mut waiting: BTreeMap<u64, (Vec<Prepared>, u64)> = BTreeMap::new();
        let mut next_seq = 0;
        let added = now_secs();
        let (known_limit, wal_limit) = (self.limits.known, self.limits.wal);
        let conn = self.conn();
        // The position index is built on a thread of its own while the
        // games go in: the games' positions are sent to it, and at each
        // commit it gives back the batch's segment, encoded, to
        // be written in the same transaction as its games.
        let autocheckpoint: i64 = conn.query_row("PRAGMA wal_autocheckpoint", [], |r| r.get(0))?;
        let outcome = std::thread::scope(|scope| {
            let checkpoints = spawn_checkpointer(scope, conn);
            // After a commit: a checkpoint is due (a full channel: one is
            // already); past the log's limit, the writer waits for it, so
            // that its next write starts the log again.
            let checkpoint = || {
                if let Some(nudge) = &checkpoints {
                    if wal_size(conn) > wal_limit {
                        let (done_tx, done_rx) = mpsc::sync_channel(1);
                        if nudge.send(Some(done_tx)).is_ok() {
                            let _ = done_rx.recv();
                        }
                    } else {
                        let _ = nudge.try_send(None);
                    }
                }
            };
            let (index_tx, index_rx) = mpsc::sync_channel::<ToIndex>(64);
            let (sealed_tx, sealed_rx) = mpsc::channel::<Option<Sealed>>();
            scope.spawn(move || {
                let mut segment = SegmentBuilder::default();
                for message in index_rx {
                    match message {
                        ToIndex::Games(games) => {
                            for (id, postings, facts) in games {
                                segment.add(id, &postings, facts);
                            }
                        }
                        ToIndex::Seal => {
                            if sealed_tx.send(segment.seal()).is_err() {
                                break;
                            }
                        }
                    }
                }
            });
            let stopped = || LibraryError::Io(std::io::Error::other("the position index stopped"));
            let write_segment = || -> Result<(), LibraryError> {
                index_tx.send(ToIndex::Seal).map_err(|_| stopped())?;
                match sealed_rx.recv().map_err(|_| stopped())? {
                    Some(sealed) => sealed.write(conn),
                    None => Ok(()),
                }
            };
            conn.execute_batch("BEGIN")?;
            let mut in_batch = 0u64;
            let written = (|| -> Result<(), LibraryError> {
                let mut insert = insert_statement(conn)?;
                for (seq, games, bytes) in done {
                    waiting.insert(seq, (games, bytes));
                    while let Some((games, bytes)) = waiting.remove(&next_seq) {
                        next_seq += 1;
                        let mut written = Vec::with_capacity(games.len());
                        for game in games {
                            state.games += 1;
                            in_batch += 1;
                            match game {
                                Prepared::Game(mut record, cut) => {
                                    if let Some(mut cut) = cut {
                                        report.cut += 1;
                                        if report.cuts.len() < ImportReport::KEPT {
                                            cut.number = state.games;
                                            report.cuts.push(*cut);
                                        }
                                    }
                                    let new =
                                        known.as_mut().is_none_or(|k| k.insert(record.fingerprint));
                                    let id = if new {
                                        insert_game(
                                            conn,
                                            &mut insert,
                                            &record,
                                            source,
                                            added,
                                            None,
                                        )?
                                    } else {
                                        None
                                    };
                                    if let Some(id) = id {
                                        let postings = std::mem::take(&mut record.postings);
                                        written.push((id, postings, record.facts()));
                                        state.imported += 1;
                                    } else {
                                        state.skipped += 1;
                                        // Met again with notes: they are
                                        // brought into the stored game
                                        // after the import.
                                        if let Some(movetext) = record.movetext.take()
                                            && merges.len() < MAX_MERGES
                                        {
                                            merges.push((record.fingerprint, movetext));
                                        }
                                    }
                                }
                                Prepared::Refused { tags, mut error } => {
                                    state.refused += 1;
                                    error.game = state.games as usize;
                                    if report.refusals.len() < ImportReport::KEPT {
                                        report.refusals.push(Refusal {
                                            number: state.games,
                                            tags,
                                            why: error.to_string(),
                                        });
                                    }
                                }
                            }
                        }
                        if !written.is_empty() {
                            index_tx
                                .send(ToIndex::Games(written))
                                .map_err(|_| stopped())?;
                        }
                        state.bytes = bytes;
                        if known.as_ref().is_some_and(|k| k.len() >= known_limit) {
                            // Too many to keep in memory: the unique index
                            // again, which finds them from now on.
                            schema::ensure_fingerprint_index(conn)?;
                            known = None;
                        }
                        if in_batch >= BATCH {
                            write_segment()?;
                            conn.execute_batch("COMMIT")?;
                            checkpoint();
                            in_batch = 0;
                            report.imported = state.imported;
                            report.skipped = state.skipped;
                            report.refused = state.refused;
                            state.elapsed = started.elapsed();
                            progress(state);
                            if cancel.load(Ordering::Relaxed) {
                                conn.execute_batch("BEGIN")?;
                                return Ok(());
                            }
                            conn.execute_batch("BEGIN")?;
                        }
                    }
                }
                Ok(())
            })();
            if let Err(e) = written.and_then(|()| write_segment()) {
                let _ = conn.execute_batch("ROLLBACK");
                return Err(e);
            }
            conn.execute_batch("COMMIT")?;
            checkpoint();
            Ok(())
        });
        // Back to checkpointing in the writer's commits.
        conn.execute_batch(&format!("PRAGMA wal_autocheckpoint = {autocheckpoint}"))?;
        outcome?;
        report.imported = state.imported;
        report.skipped = state.skipped;
        report.refused = state.refused;
        state.elapsed = started.elapsed();
        progress(state);
        Ok(())
    }

    /// Adds one game (a game played in Rookery, or one given on its own),
    /// with its positions. `origin` names a game played in Rookery: the
    /// game of the same origin whose moves this one continues (kept
    /// unfinished before, or before its review) is replaced. Returns its id, or `None` when the
    /// same game is already in the library.
    ///
    /// # Errors
    /// The database cannot be written.
    pub fn add_game(
        &mut self,
        record: &NewGame,
        kind: SourceKind,
        source_name: &str,
        origin: Option<&str>,
        unfinished: bool,
    ) -> Result<Option<i64>, LibraryError> {
        let source = self.source_id(kind, source_name)?;
        let tx = self
            .conn_mut()
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        if let Some(origin) = origin {
            // The same game kept before: its moves are where this one's
            // begin (it went on, or only got its review since).
            let earlier: Vec<(i64, Option<String>, Vec<u8>)> = tx
                .prepare_cached("SELECT id, start_fen, moves FROM games WHERE origin = ?")?
                .query_map([origin], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect::<Result<_, _>>()?;
            for (old, fen, moves) in earlier {
                if fen == record.start_fen && record.moves.starts_with(&moves) {
                    delete_in(&tx, old)?;
                }
            }
        }
        let id = {
            let mut insert = insert_statement(&tx)?;
            insert_game(&tx, &mut insert, record, source, now_secs(), origin)?
        };
        if let Some(id) = id {
            tx.execute(
                "UPDATE games SET unfinished = ? WHERE id = ?",
                params![unfinished, id],
            )?;
            let mut segment = SegmentBuilder::default();
            segment.add(id, &record.postings, record.facts());
            segment.write(&tx)?;
            index::merge_small(&tx)?;
        }
        tx.commit()?;
        Ok(id)
    }

    /// Deletes games and their positions; returns how many went.
    ///
    /// # Errors
    /// The database cannot be written.
    pub fn delete_games(&mut self, ids: &[i64]) -> Result<u64, LibraryError> {
        let tx = self
            .conn_mut()
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let mut gone = 0;
        for &id in ids {
            gone += delete_in(&tx, id)?;
        }
        tx.commit()?;
        Ok(gone)
    }
}

/// Deletes one game inside a transaction; its index entries are passed
/// over from now on ([`index::mark_deleted`]).
fn delete_in(tx: &Connection, id: i64) -> Result<u64, LibraryError> {
    let gone = tx.execute("DELETE FROM games WHERE id = ?", [id])? as u64;
    if gone > 0 {
        index::mark_deleted(tx, &[id])?;
    }
    Ok(gone)
}

/// The statement [`insert_game`] runs, prepared once for an import (a
/// statement looked up by its text for every game hashed the 400
/// characters each time: 1% of an import's instructions). `OR IGNORE`
/// passes over a game whose fingerprint is there (the unique index
/// `games_fingerprint`), and works without the index too, while another
/// writer's large import has it dropped: a game repeated meanwhile is
/// deleted when the index is made again ([`schema::ensure_game_indexes`]).
fn insert_statement(tx: &Connection) -> Result<rusqlite::CachedStatement<'_>, LibraryError> {
    Ok(tx.prepare_cached(
        "INSERT OR IGNORE INTO games (source, fingerprint, origin, white, black, result, date, event, site, \
             round, white_elo, black_elo, eco, opening, time_control, speed, variant, start_fen, \
             plies, moves, tags, movetext, added) \
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )?)
}

/// Inserts a game's row with `insert` ([`insert_statement`]; its
/// positions go into a segment, by the caller); its id, or `None` when its
/// fingerprint is already there.
fn insert_game(
    tx: &Connection,
    insert: &mut rusqlite::Statement<'_>,
    g: &NewGame,
    source: i64,
    added: i64,
    origin: Option<&str>,
) -> Result<Option<i64>, LibraryError> {
    let changed = insert.execute(params![
        source,
        g.fingerprint,
        origin,
        g.white,
        g.black,
        g.result,
        g.date,
        g.event,
        g.site,
        g.round,
        g.white_elo,
        g.black_elo,
        g.eco,
        g.opening,
        g.time_control,
        g.speed.map(|s| s.code()),
        g.variant,
        g.start_fen,
        g.moves.len() as i64,
        g.moves,
        g.tags,
        g.movetext,
        added,
    ])?;
    if changed == 0 {
        return Ok(None);
    }
    Ok(Some(tx.last_insert_rowid()))
}

/// What a worker makes of one game of the file: a game too large is
/// refused by its tags without being read.
fn prepare_text(text: &GameText) -> Vec<Prepared> {
    match text {
        GameText::Text(text) => prepare(text),
        GameText::TooLarge { head } => vec![Prepared::Refused {
            tags: first_tags(head),
            error: PgnError {
                game: 0,
                move_number: None,
                token: None,
                kind: PgnErrorKind::TooLarge {
                    limit: MAX_GAME_BYTES as u64,
                },
            },
        }],
    }
}

/// Reads one game's text (it may hold more than one game, or none): the
/// quick reader first, the full reader for what it leaves.
fn prepare(text: &str) -> Vec<Prepared> {
    if let Some(record) = super::quick::read(text) {
        let cut = cut_variations(text, &record);
        return vec![Prepared::Game(Box::new(record), cut)];
    }
    let games = read_games(text);
    let single = games.len() == 1;
    games
        .into_iter()
        .map(|game| match game {
            Ok(pgn) => {
                let movetext = if single { movetext_of(text) } else { None };
                let record = NewGame::from_pgn(&pgn, movetext);
                let cut = if single {
                    cut_variations(text, &record)
                } else {
                    None
                };
                Prepared::Game(Box::new(record), cut)
            }
            Err(error) => Prepared::Refused {
                tags: first_tags(text),
                error,
            },
        })
        .collect()
}

/// What of a kept game's variations was left out where a move did not
/// read (the game is kept, and its text as the file gave it: an export
/// gives it back whole); `None` when nothing was, and at once for a game
/// with no variation (the import's usual game).
fn cut_variations(text: &str, record: &NewGame) -> Option<Box<Refusal>> {
    if !record.movetext.as_deref().is_some_and(|m| m.contains('(')) {
        return None;
    }
    let (_, cut) = crate::rules::tree::read_trees_noting(text)
        .into_iter()
        .next()?
        .ok()?;
    let first = cut.first()?;
    Some(Box::new(Refusal {
        number: 0,
        tags: first_tags(text),
        why: match cut.len() {
            1 => first.to_string(),
            n => format!("{first}; and {} more", n - 1),
        },
    }))
}

/// "White - Black, Event, Date" from a game's tag lines, as far as they go.
fn first_tags(text: &str) -> String {
    let find = |name: &str| {
        text.lines()
            .map(str::trim)
            .take_while(|l| l.starts_with('[') || l.is_empty())
            .find_map(|l| {
                let inner = l.strip_prefix('[')?.strip_suffix(']')?;
                let (n, v) = inner.split_once(' ')?;
                (n == name).then(|| v.trim().trim_matches('"').to_string())
            })
    };
    let mut parts = Vec::new();
    match (find("White"), find("Black")) {
        (Some(w), Some(b)) => parts.push(format!("{w} - {b}")),
        (Some(w), None) => parts.push(w),
        (None, Some(b)) => parts.push(b),
        (None, None) => {}
    }
    parts.extend(find("Event"));
    parts.extend(find("Date"));
    if parts.is_empty() {
        let start: String = text.trim().chars().take(40).collect();
        parts.push(start);
    }
    parts.join(", ")
}

/// Seconds since 1970.
fn now_secs() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::library::schema::{has_index, remove_library};

    /// The rule's cases worked by hand: 8 MiB (8,388,608 bytes) is the
    /// smallest file that may defer; 64 MiB at 640 bytes a game is
    /// 104,857 games, half of a library of 209,715 (rounded down) but less
    /// than half of 209,716.
    #[test]
    fn a_file_bringing_half_as_many_games_as_the_library_makes_the_search_indexes_at_its_end() {
        assert!(!defers_indexes(None, 0), "a stream of unknown size");
        assert!(defers_indexes(Some(8 << 20), 0));
        assert!(!defers_indexes(Some((8 << 20) - 1), 0), "a small file");
        assert!(defers_indexes(Some(64 << 20), 209_715));
        assert!(!defers_indexes(Some(64 << 20), 209_716), "a large library");
        assert!(
            defers_indexes(Some(256 << 20), 10_000_000),
            "a very large file"
        );
    }

    /// A large file's import (its size said to be 64 MiB) drops the search
    /// indexes and makes them again at its end on a connection of its own:
    /// the four are there after it, the name filter reads its index, and
    /// the library's own connection keeps its temporary table in memory
    /// (setting `temp_store` on it would have dropped `found`).
    #[test]
    fn a_large_import_makes_the_search_indexes_again_and_keeps_the_search_table() {
        let path =
            std::env::temp_dir().join(format!("rookery-remake-{}.sqlite", std::process::id()));
        remove_library(&path);
        let mut library = Library::open(&path).unwrap().library;
        let pgn: String = (0..300)
            .map(|i| {
                format!(
                    "[White \"Player {i}\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n\
                     1. e4 e5 2. Nf3 Nc6 3. Bb5 a{} 1-0\n\n",
                    6 - i % 2
                )
            })
            .collect();
        assert!(defers_indexes(Some(64 << 20), 0));
        let report = library
            .import_pgn(
                pgn.as_bytes(),
                "big.pgn",
                InputSize::text(Some(64 << 20)),
                &AtomicBool::new(false),
                |_| {},
            )
            .unwrap();
        assert_eq!(report.imported, 300);
        let conn = library.conn();
        let indexes: Vec<String> = conn
            .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name IN ('games_white', 'games_black', 'games_date', 'games_eco') ORDER BY name")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            indexes,
            ["games_black", "games_date", "games_eco", "games_white"]
        );
        let plan: String = conn
            .query_row(
                "EXPLAIN QUERY PLAN SELECT id FROM games WHERE white = 'Player 7'",
                [],
                |r| r.get(3),
            )
            .unwrap();
        assert!(plan.contains("games_white"), "{plan}");
        let temp_store: i64 = conn
            .query_row("PRAGMA temp_store", [], |r| r.get(0))
            .unwrap();
        assert_eq!(temp_store, 2, "MEMORY on the library's own connection");
        let found: i64 = conn
            .query_row(
                "SELECT count(*) FROM temp.sqlite_master WHERE name = 'found'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(found, 1);
        drop(library);
        remove_library(&path);
    }

    /// Past the log's limit (here 1 byte: after every batch) the writer
    /// waits for the checkpoint of the batch it committed, and the next
    /// batch writes the log from its beginning again: the log is as long
    /// after two batches of 10,000 games as after one. (Without the wait
    /// it was about twice as long.)
    #[test]
    fn a_long_import_starts_the_write_ahead_log_again() {
        let path = std::env::temp_dir().join(format!("rookery-wal-{}.sqlite", std::process::id()));
        let mut library = Library::open(&path).unwrap().library;
        let pgn: String = (0..25_000)
            .map(|i| {
                format!(
                    "[White \"Player {i}\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n\
                     1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 1/2-1/2\n\n"
                )
            })
            .collect();
        library.limits.wal = 1;
        let wal = format!("{}-wal", path.display());
        let mut sizes = Vec::new();
        let report = library.import_pgn(
            pgn.as_bytes(),
            "many.pgn",
            InputSize::text(None),
            &AtomicBool::new(false),
            |_| sizes.push(std::fs::metadata(&wal).map_or(0, |m| m.len())),
        );
        assert_eq!(report.unwrap().imported, 25_000);
        assert!(sizes.len() >= 2, "{sizes:?}");
        assert!(sizes[0] > 0, "{sizes:?}");
        assert!(sizes[1] * 10 < sizes[0] * 13, "the log grew: {sizes:?}");
        drop(library);
        remove_library(&path);
    }

    /// The import turns the writer's own checkpoints off while its own
    /// thread makes them; afterwards the library checkpoints as before.
    #[test]
    fn an_import_gives_the_writer_its_checkpoints_back() {
        let path =
            std::env::temp_dir().join(format!("rookery-checkpoints-{}.sqlite", std::process::id()));
        let mut library = Library::open(&path).unwrap().library;
        let before: i64 = library
            .conn()
            .query_row("PRAGMA wal_autocheckpoint", [], |r| r.get(0))
            .unwrap();
        assert_eq!(before, 1000, "SQLite's default");
        let pgn = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
        let report = library
            .import_pgn(
                pgn.as_bytes(),
                "one.pgn",
                InputSize::text(None),
                &AtomicBool::new(false),
                |_| {},
            )
            .unwrap();
        assert_eq!(report.imported, 1);
        let after: i64 = library
            .conn()
            .query_row("PRAGMA wal_autocheckpoint", [], |r| r.get(0))
            .unwrap();
        assert_eq!(after, 1000);
        drop(library);
        remove_library(&path);
    }

    /// Games "Player {i}" for each `i`, one PGN text.
    fn players(range: impl Iterator<Item = usize>) -> String {
        range
            .map(|i| {
                format!(
                    "[White \"Player {i}\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n\
                     1. d4 d5 2. c4 e6 1-0\n\n"
                )
            })
            .collect()
    }

    fn has_fingerprint_index(conn: &Connection) -> bool {
        has_index(conn, "games_fingerprint").unwrap()
    }

    /// A large import drops the fingerprints' unique index and finds the
    /// games already there itself: games 0 to 99 in the library, then a
    /// file of games 50 to 249 and 200 to 210 again. 150 new, 50 + 11
    /// passed over, and the index back at the end.
    #[test]
    fn a_large_import_skips_the_games_already_there_without_their_unique_index() {
        let path =
            std::env::temp_dir().join(format!("rookery-known-{}.sqlite", std::process::id()));
        remove_library(&path);
        let mut library = Library::open(&path).unwrap().library;
        let cancel = AtomicBool::new(false);
        let first = library
            .import_pgn(
                players(0..100).as_bytes(),
                "a.pgn",
                InputSize::text(None),
                &cancel,
                |_| {},
            )
            .unwrap();
        assert_eq!(first.imported, 100);
        let text = players(50..250) + &players(200..211);
        let mut during = true;
        let report = library
            .import_pgn(
                text.as_bytes(),
                "b.pgn",
                InputSize::text(Some(64 << 20)),
                &cancel,
                |_| {
                    during = has_fingerprint_index(&Connection::open(&path).unwrap());
                },
            )
            .unwrap();
        assert!(!during, "the unique index kept during the import");
        assert_eq!((report.imported, report.skipped), (150, 61));
        assert!(has_fingerprint_index(library.conn()));
        assert_eq!(library.count().unwrap(), 250);
        drop(library);
        remove_library(&path);
    }

    /// Past the fingerprints kept in memory (here 150), a large import
    /// makes the unique index again and it finds the repeats from there
    /// on: the file's games 0 to 99 and 500 to 599 at its end, after
    /// 1,000 others, are passed over.
    #[test]
    fn a_large_import_past_the_fingerprints_it_keeps_still_skips_the_games_already_there() {
        let path =
            std::env::temp_dir().join(format!("rookery-known-limit-{}.sqlite", std::process::id()));
        remove_library(&path);
        let mut library = Library::open(&path).unwrap().library;
        let cancel = AtomicBool::new(false);
        library
            .import_pgn(
                players(0..100).as_bytes(),
                "a.pgn",
                InputSize::text(None),
                &cancel,
                |_| {},
            )
            .unwrap();
        let text = players(50..1050) + &players(0..100) + &players(500..600);
        library.limits.known = 150;
        let report = library.import_pgn(
            text.as_bytes(),
            "b.pgn",
            InputSize::text(Some(64 << 20)),
            &cancel,
            |_| {},
        );
        let report = report.unwrap();
        assert_eq!((report.imported, report.skipped), (950, 250));
        assert_eq!(library.count().unwrap(), 1050);
        drop(library);
        remove_library(&path);
    }
}
