//! Going through every game's row with the part done told as it goes,
//! for the migrations that rewrite each game (schema 5's moves, schema 8's
//! fingerprints), so the window can show how far they have gone.

use rusqlite::Connection;

use super::LibraryError;

/// Calls `each` for every row of `select` (over the games), telling
/// `report` the part of them done a hundred times in all.
pub(crate) fn each_game_row(
    conn: &Connection,
    select: &str,
    report: &mut dyn FnMut(f32),
    mut each: impl FnMut(&rusqlite::Row) -> Result<(), LibraryError>,
) -> Result<(), LibraryError> {
    let total: i64 = conn.query_row("SELECT count(*) FROM games", [], |r| r.get(0))?;
    let every = (total / 100).max(1);
    let mut statement = conn.prepare(select)?;
    let mut rows = statement.query([])?;
    let mut done = 0i64;
    while let Some(row) = rows.next()? {
        each(row)?;
        done += 1;
        if done % every == 0 {
            report((done as f32 / total as f32).min(1.0));
        }
    }
    Ok(())
}
