//! The position index: which games reach a position, found by its key.
//!
//! Each batch of games written (an import's batch, or one game played in
//! Rookery) adds one *segment*: the positions of its games cut into 4,096
//! buckets by the key's top 12 bits, one row (`postings`) a bucket, its
//! entries in the order their games came (rows written before 2026-11-28
//! are sorted by key; they read alike). A row's id is the segment's id
//! times 4,096 plus the bucket, so rows are appended in id order and found
//! by id. A search reads one row per segment (the key's bucket) and keeps
//! the entries with the key's low 32 bits: with the bucket that is 44
//! bits of the key, so that even a million games (80
//! million entries) give a stray match about once in fifty thousand
//! searches, and a stray match whose next move does not exist in the
//! position is dropped anyway. Writing a batch only appends rows (the
//! table is ordered by segment first), so importing stays as fast at the
//! millionth game as at the first, and a killed import leaves whole
//! segments only, each committed with its games.
//!
//! An entry: the key's low 32 bits, the game (as its distance from the
//! segment's first game), the ply, the next move's byte, and for the first
//! [`FACT_PLIES`] plies the game's facts the explorer counts (result,
//! time-control class, rating, date), so that the explorer of an opening
//! position shared by a million games never visits the games table.
//! Small segments (games played one at a time) are merged when there are
//! more than [`SMALL_SEGMENTS`] of them; deleted games are listed in
//! `deleted` and passed over until their segment is merged.

use std::collections::HashSet;

use rusqlite::{Connection, params};

use super::LibraryError;
use super::facts::Facts;
use super::record::Posting;

/// Entries in the first this many plies carry the game's facts.
pub const FACT_PLIES: u16 = 24;

/// Segments of fewer games than this are merged together...
const SMALL_GAMES: i64 = 1_000;
/// ...when there are more of them than this.
const SMALL_SEGMENTS: i64 = 16;

/// The `postings` row of a segment's bucket.
fn row_id(segment: i64, bucket: i64) -> i64 {
    segment << BUCKET_BITS | bucket
}

const BUCKET_BITS: u32 = 12;

/// The bucket of a key: its top 12 bits.
pub fn bucket(key: i64) -> i64 {
    ((key as u64) >> (64 - BUCKET_BITS)) as i64
}

fn low(key: i64) -> u32 {
    key as u64 as u32
}

/// One entry found: a game that reaches the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hit {
    /// The game's id.
    pub game: i64,
    /// The ply at which it first reaches the position.
    pub ply: u32,
    /// The next move's byte, `None` at the end of the game.
    pub next: Option<u8>,
    /// The game's facts, in the first [`FACT_PLIES`] plies.
    pub facts: Option<Facts>,
}

/// An entry being written.
#[derive(Debug, Clone, Copy)]
struct Entry {
    low: u32,
    game: i64,
    ply: u16,
    next: Option<u8>,
    facts: Option<Facts>,
}

impl Entry {
    /// An entry as [`decode`] read it (its key's low bits and hit), to be
    /// written again.
    fn from_hit(low: u32, hit: Hit) -> Entry {
        Entry {
            low,
            game: hit.game,
            ply: hit.ply.min(u32::from(u16::MAX)) as u16,
            next: hit.next,
            facts: hit.facts,
        }
    }
}

/// The entries of a segment being built, bucket by bucket, each bucket in
/// the order its entries came. (They were once sorted by key, so that a
/// search could stop past its key: that saved reading about 90 entries a
/// row, while the sort cost a twentieth of an import's work.)
#[derive(Default)]
pub struct SegmentBuilder {
    buckets: Vec<Vec<Entry>>,
    first: Option<i64>,
    games: i64,
}

impl SegmentBuilder {
    fn push(&mut self, bucket: i64, entry: Entry) {
        if self.buckets.is_empty() {
            self.buckets.resize_with(1 << BUCKET_BITS, Vec::new);
        }
        self.buckets[bucket as usize].push(entry);
    }

    /// Adds a game's positions.
    pub fn add(&mut self, id: i64, postings: &[Posting], facts: Facts) {
        self.first = Some(self.first.map_or(id, |f| f.min(id)));
        self.games += 1;
        for p in postings {
            self.push(
                bucket(p.key),
                Entry {
                    low: low(p.key),
                    game: id,
                    ply: p.ply,
                    next: p.next,
                    facts: (p.ply < FACT_PLIES).then_some(facts),
                },
            );
        }
    }

    /// Whether no game was added.
    pub fn is_empty(&self) -> bool {
        self.games == 0
    }

    /// Writes the segment (inside the caller's transaction) and empties the
    /// builder (keeping its room for the next).
    pub fn write(&mut self, conn: &Connection) -> Result<(), LibraryError> {
        match self.seal() {
            Some(sealed) => sealed.write(conn),
            None => Ok(()),
        }
    }

    /// The segment's rows, encoded, ready to write (an import
    /// makes them on a thread of their own while the games go in); `None`
    /// when no game was added. Empties the builder, keeping its room.
    pub fn seal(&mut self) -> Option<Sealed> {
        let first = self.first?;
        let mut rows = Vec::new();
        for (b, entries) in self.buckets.iter_mut().enumerate() {
            if entries.is_empty() {
                continue;
            }
            let mut data = Vec::with_capacity(entries.len() * 16);
            for entry in entries.iter() {
                encode(&mut data, entry, first);
            }
            rows.push((b as i64, data));
            entries.clear();
        }
        let games = self.games;
        self.first = None;
        self.games = 0;
        Some(Sealed { first, games, rows })
    }
}

/// A segment made by [`SegmentBuilder::seal`], not yet written.
pub struct Sealed {
    first: i64,
    games: i64,
    rows: Vec<(i64, Vec<u8>)>,
}

impl Sealed {
    /// Writes the segment (inside the caller's transaction).
    pub fn write(self, conn: &Connection) -> Result<(), LibraryError> {
        conn.prepare_cached("INSERT INTO segments (first_game, games) VALUES (?, ?)")?
            .execute(params![self.first, self.games])?;
        let segment = conn.last_insert_rowid();
        let mut insert = conn.prepare_cached("INSERT INTO postings (id, data) VALUES (?, ?)")?;
        for (b, data) in &self.rows {
            insert.execute(params![row_id(segment, *b), data])?;
        }
        Ok(())
    }
}

fn put_varint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

fn get_varint(data: &[u8], at: &mut usize) -> Option<u64> {
    let mut n = 0u64;
    for shift in (0..64).step_by(7) {
        let b = *data.get(*at)?;
        *at += 1;
        n |= u64::from(b & 0x7f) << shift;
        if b < 0x80 {
            return Some(n);
        }
    }
    None
}

/// Flags byte: bit 0 the entry has a next move, bit 1 it carries facts.
fn encode(out: &mut Vec<u8>, e: &Entry, first: i64) {
    out.extend_from_slice(&e.low.to_le_bytes());
    put_varint(out, (e.game - first) as u64);
    put_varint(out, u64::from(e.ply));
    let flags = u8::from(e.next.is_some()) | u8::from(e.facts.is_some()) << 1;
    out.push(flags);
    if let Some(next) = e.next {
        out.push(next);
    }
    if let Some(f) = e.facts {
        out.push(f.result | f.speed << 2);
        out.extend_from_slice(&f.rating.to_le_bytes());
        out.extend_from_slice(&f.date.to_le_bytes()[..3]);
    }
}

/// Decodes a bucket's entries in order, calling `each` with each entry's
/// low key bits; `each` returns false to stop. `None` when the data is
/// damaged.
fn decode(data: &[u8], first: i64, mut each: impl FnMut(u32, Hit) -> bool) -> Option<()> {
    let mut at = 0;
    while at < data.len() {
        let k = u32::from_le_bytes(data.get(at..at + 4)?.try_into().ok()?);
        at += 4;
        let game = first + get_varint(data, &mut at)? as i64;
        let ply = get_varint(data, &mut at)? as u32;
        let flags = *data.get(at)?;
        at += 1;
        let next = if flags & 1 != 0 {
            at += 1;
            Some(*data.get(at - 1)?)
        } else {
            None
        };
        let facts = if flags & 2 != 0 {
            let f = data.get(at..at + 6)?;
            at += 6;
            Some(Facts {
                result: f[0] & 3,
                speed: f[0] >> 2,
                rating: u16::from_le_bytes([f[1], f[2]]),
                date: u32::from_le_bytes([f[3], f[4], f[5], 0]),
            })
        } else {
            None
        };
        let hit = Hit {
            game,
            ply,
            next,
            facts,
        };
        if !each(k, hit) {
            break;
        }
    }
    Some(())
}

/// Every game that reaches the position with `key` (deleted games left out),
/// in no particular order.
pub fn lookup(conn: &Connection, key: i64) -> Result<Vec<Hit>, LibraryError> {
    let mut stmt = conn.prepare_cached(
        "SELECT s.first_game, p.data FROM segments s \
         JOIN postings p ON p.id = (s.id << 12 | ?)",
    )?;
    let mut rows = stmt.query([bucket(key)])?;
    let mut hits = Vec::new();
    while let Some(row) = rows.next()? {
        let first: i64 = row.get(0)?;
        let data = row.get_ref(1)?.as_blob().map_err(rusqlite::Error::from)?;
        // Every entry of the row is looked at (a row is not sorted by
        // key). A damaged row gives what it held before the damage.
        let want = low(key);
        let _ = decode(data, first, |k, h| {
            if k == want {
                hits.push(h);
            }
            true
        });
    }
    let any_deleted: bool =
        conn.query_row("SELECT EXISTS (SELECT 1 FROM deleted)", [], |r| r.get(0))?;
    if any_deleted {
        let mut stmt = conn.prepare_cached("SELECT game FROM deleted")?;
        let gone: HashSet<i64> = stmt
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        hits.retain(|h| !gone.contains(&h.game));
    }
    Ok(hits)
}

/// Marks games deleted (their entries are passed over).
pub fn mark_deleted(conn: &Connection, ids: &[i64]) -> Result<(), LibraryError> {
    let mut stmt = conn.prepare_cached("INSERT OR IGNORE INTO deleted (game) VALUES (?)")?;
    for id in ids {
        stmt.execute([id])?;
    }
    Ok(())
}

/// Merges the small segments into one when there are many (games played
/// one at a time each make one), dropping deleted games' entries; inside
/// the caller's transaction.
pub fn merge_small(conn: &Connection) -> Result<(), LibraryError> {
    let small: Vec<(i64, i64)> = conn
        .prepare_cached("SELECT id, first_game FROM segments WHERE games < ? ORDER BY id")?
        .query_map([SMALL_GAMES], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    if (small.len() as i64) <= SMALL_SEGMENTS {
        return Ok(());
    }
    let gone: HashSet<i64> = conn
        .prepare_cached("SELECT game FROM deleted")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let mut builder = SegmentBuilder::default();
    let mut games = HashSet::new();
    for &(segment, first) in &small {
        let mut stmt =
            conn.prepare_cached("SELECT id, data FROM postings WHERE id >= ? AND id < ?")?;
        let mut rows = stmt.query([row_id(segment, 0), row_id(segment + 1, 0)])?;
        while let Some(row) = rows.next()? {
            let b = row.get::<_, i64>(0)? & ((1 << BUCKET_BITS) - 1);
            let data: Vec<u8> = row.get(1)?;
            let _ = decode(&data, first, |k, hit| {
                if !gone.contains(&hit.game) {
                    games.insert(hit.game);
                    builder.first = Some(builder.first.map_or(hit.game, |f| f.min(hit.game)));
                    builder.push(b, Entry::from_hit(k, hit));
                }
                true
            });
        }
        conn.execute(
            "DELETE FROM postings WHERE id >= ? AND id < ?",
            [row_id(segment, 0), row_id(segment + 1, 0)],
        )?;
        conn.execute("DELETE FROM segments WHERE id = ?", [segment])?;
    }
    builder.games = games.len() as i64;
    builder.write(conn)?;
    Ok(())
}

/// Rewrites every entry's next move with `next(game, ply)` where it gives
/// one (schema 5's migration: the moves' new code); inside the caller's
/// transaction. An entry `next` has no byte for (a deleted game's) keeps
/// its own; a damaged row keeps what it held.
pub(crate) fn rewrite_next(
    conn: &Connection,
    mut next: impl FnMut(i64, u32) -> Result<Option<u8>, LibraryError>,
) -> Result<(), LibraryError> {
    let segments: Vec<(i64, i64)> = conn
        .prepare("SELECT id, first_game FROM segments ORDER BY id")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    let mut update = conn.prepare("UPDATE postings SET data = ? WHERE id = ?")?;
    for (segment, first) in segments {
        let rows: Vec<(i64, Vec<u8>)> = conn
            .prepare_cached("SELECT id, data FROM postings WHERE id >= ? AND id < ?")?
            .query_map([row_id(segment, 0), row_id(segment + 1, 0)], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?
            .collect::<Result<_, _>>()?;
        for (id, data) in rows {
            let mut out = Vec::with_capacity(data.len());
            let mut failed = None;
            let read = decode(&data, first, |k, mut hit| {
                if let Some(old) = hit.next {
                    match next(hit.game, hit.ply) {
                        Ok(new) => hit.next = Some(new.unwrap_or(old)),
                        Err(e) => {
                            failed = Some(e);
                            return false;
                        }
                    }
                }
                encode(&mut out, &Entry::from_hit(k, hit), first);
                true
            });
            if let Some(e) = failed {
                return Err(e);
            }
            if read.is_some() && out != data {
                update.execute(params![out, id])?;
            }
        }
    }
    Ok(())
}
