//! Schema 5's migration: the moves stored before it (each a place among
//! the position's legal moves, [`codec::legacy`]) rewritten in the slot
//! code ([`codec`]), in the games and in the position index's next-move
//! bytes, inside the migration's transaction: 11 s for the benchmark's
//! 100,000 games on the machine the benchmarks ran on. A game that does
//! not read (damaged before) is left as it was.

use std::collections::HashMap;

use rusqlite::{Connection, OptionalExtension, params};

use super::{LibraryError, codec, index, rows};
use crate::rules::Position;

/// The bytes of schema 4's form `old` in the slot code, from `start`;
/// `None` when a byte does not read.
fn recoded(start: &Position, old: &[u8]) -> Option<Vec<u8>> {
    let mut pos = *start;
    let mut out = Vec::with_capacity(old.len());
    for &b in old {
        let mv = codec::legacy::decode(&pos, b)?;
        out.push(codec::encode(&pos, &mv)?);
        pos.play_unchecked(&mv);
    }
    Some(out)
}

/// Rewrites every game's moves and every index entry's next move.
/// `report` hears the part of the games done (the index's entries, after
/// them, are rewritten with no report).
pub(crate) fn recode_moves(
    conn: &Connection,
    report: &mut dyn FnMut(f32),
) -> Result<(), LibraryError> {
    let mut update = conn.prepare("UPDATE games SET moves = ? WHERE id = ?")?;
    let mut changed = Vec::new();
    rows::each_game_row(
        conn,
        "SELECT id, variant, start_fen, moves FROM games",
        report,
        |row| {
            let id: i64 = row.get(0)?;
            let fen: Option<String> = row.get(2)?;
            let old: Vec<u8> = row.get(3)?;
            let Some(start) = codec::stored_start(row.get(1)?, fen.as_deref()) else {
                return Ok(());
            };
            if let Some(new) = recoded(&start, &old)
                && new != old
            {
                changed.push((id, new));
            }
            // Written a thousand at a time: the reading statement stays open.
            if changed.len() >= 1_000 {
                for (id, new) in changed.drain(..) {
                    update.execute(params![new, id])?;
                }
            }
            Ok(())
        },
    )?;
    for (id, new) in changed.drain(..) {
        update.execute(params![new, id])?;
    }
    // The entries' next moves: the game's byte at the entry's ply, read
    // from the games just rewritten (a few thousand games kept at once).
    let mut moves_of = conn.prepare("SELECT moves FROM games WHERE id = ?")?;
    let mut kept: HashMap<i64, Option<Vec<u8>>> = HashMap::new();
    index::rewrite_next(conn, |game, ply| {
        if kept.len() > 20_000 {
            kept.clear();
        }
        let moves = match kept.entry(game) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => {
                let moves: Option<Vec<u8>> = moves_of.query_row([game], |r| r.get(0)).optional()?;
                e.insert(moves)
            }
        };
        Ok(moves.as_ref().and_then(|m| m.get(ply as usize).copied()))
    })
}
