//! Studies: a player's annotated games, kept in the library. A study has a
//! name, a folder and tags, and any number of chapters in the order the
//! player gives them; a chapter is one game tree (moves, variations,
//! comments, glyphs, arrows: [`crate::rules::tree`]) with its name, its
//! mode (a plain chapter, or a lesson to play through) and the side its
//! board shows at the bottom. Lichess caps a study at 64 chapters and a
//! chapter at 3,000 moves (lila issues #9671, #21259); Rookery has no cap.
//!
//! A chapter is stored as the PGN [`write_tree`] makes of it, which keeps
//! everything the tree holds, and read back with [`read_trees`]. Studies
//! come in and go out as PGN the way lichess exports them: one game per
//! chapter, `[Event "Study: Chapter"]` (and, from newer exports,
//! `[StudyName]` and `[ChapterName]`), `[Orientation "black"]`,
//! `[ChapterMode "gamebook"]` for a lesson.

use rusqlite::{OptionalExtension, params};

use super::{Library, LibraryError};
use crate::rules::Color;
use crate::rules::tree::{GameTree, read_trees, write_tree};

/// A study's id in the library.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StudyId(pub i64);

/// A chapter's id in the library (it keeps it when moved to another study).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChapterId(pub i64);

/// How a chapter is opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ChapterMode {
    /// Shown with all its moves and notes, to read and annotate.
    #[default]
    Normal,
    /// A lesson: the player finds the main line's moves of their side, the
    /// comments guiding them (lichess's "interactive lesson", its
    /// `ChapterMode "gamebook"`).
    Lesson,
}

impl ChapterMode {
    fn code(self) -> i64 {
        match self {
            ChapterMode::Normal => 0,
            ChapterMode::Lesson => 1,
        }
    }

    fn from_code(code: i64) -> ChapterMode {
        if code == 1 {
            ChapterMode::Lesson
        } else {
            ChapterMode::Normal
        }
    }

    /// The mode a `ChapterMode` tag names (lichess writes "gamebook" for a
    /// lesson; "practice" and "conceal" are read as lessons too, since
    /// they are also played through).
    pub fn from_tag(value: &str) -> ChapterMode {
        match value.trim().to_ascii_lowercase().as_str() {
            "gamebook" | "lesson" | "practice" | "conceal" => ChapterMode::Lesson,
            _ => ChapterMode::Normal,
        }
    }
}

/// A study as the studies list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudySummary {
    /// Its id.
    pub id: StudyId,
    /// Its name.
    pub name: String,
    /// The folder it is filed in ("" for none).
    pub folder: String,
    /// Its tags, in the order given.
    pub tags: Vec<String>,
    /// How many chapters it has.
    pub chapters: u64,
    /// When it last changed (seconds since 1970).
    pub updated: i64,
}

/// A chapter as a study's chapter list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChapterSummary {
    /// Its id.
    pub id: ChapterId,
    /// The study it is in.
    pub study: StudyId,
    /// Its place in the study, 0 first.
    pub index: usize,
    /// Its name.
    pub name: String,
    /// How it is opened.
    pub mode: ChapterMode,
    /// The side shown at the bottom of its board.
    pub orientation: Color,
    /// How many moves its tree holds, variations included.
    pub moves: u64,
}

/// A chapter with its game tree.
#[derive(Debug, Clone)]
pub struct Chapter {
    /// What the list shows.
    pub summary: ChapterSummary,
    /// Its moves and notes.
    pub tree: GameTree,
}

/// What [`Library::import_study`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudyImport {
    /// The study made.
    pub study: StudyId,
    /// Its name.
    pub name: String,
    /// How many chapters it got.
    pub chapters: usize,
    /// The games of the file that could not be read, each with why (the
    /// rest came in).
    pub skipped: Vec<String>,
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

pub(super) fn color_code(color: Color) -> i64 {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

pub(super) fn color_from_code(code: i64) -> Color {
    if code == 1 {
        Color::Black
    } else {
        Color::White
    }
}

/// The columns [`read_study`] reads, from `studies s`.
const STUDY_COLUMNS: &str = "s.id, s.name, s.folder, s.tags, s.updated,
     (SELECT count(*) FROM chapters c WHERE c.study = s.id)";

fn read_study(r: &rusqlite::Row<'_>) -> rusqlite::Result<StudySummary> {
    Ok(StudySummary {
        id: StudyId(r.get(0)?),
        name: r.get(1)?,
        folder: r.get(2)?,
        tags: tags_from_stored(&r.get::<_, String>(3)?),
        updated: r.get(4)?,
        chapters: r.get::<_, i64>(5)? as u64,
    })
}

/// The columns [`read_chapter`] reads, from `chapters`.
const CHAPTER_COLUMNS: &str = "id, study, ord, name, mode, orientation, moves";

fn read_chapter(r: &rusqlite::Row<'_>) -> rusqlite::Result<ChapterSummary> {
    Ok(ChapterSummary {
        id: ChapterId(r.get(0)?),
        study: StudyId(r.get(1)?),
        index: r.get::<_, i64>(2)? as usize,
        name: r.get(3)?,
        mode: ChapterMode::from_code(r.get(4)?),
        orientation: color_from_code(r.get(5)?),
        moves: r.get::<_, i64>(6)? as u64,
    })
}

/// The ids of `study`'s chapters in their order, but `except`.
fn chapter_ids(
    conn: &rusqlite::Connection,
    study: StudyId,
    except: Option<ChapterId>,
) -> Result<Vec<i64>, LibraryError> {
    let mut stmt = conn.prepare_cached(
        "SELECT id FROM chapters WHERE study = ?1 AND id IS NOT ?2 ORDER BY ord, id",
    )?;
    let rows = stmt.query_map(params![study.0, except.map(|c| c.0)], |r| r.get(0))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Tags as stored: each with a space before and after.
fn stored_tags(tags: &[String]) -> String {
    let mut out = String::new();
    for tag in tags.iter().map(|t| t.trim()).filter(|t| !t.is_empty()) {
        out.push(' ');
        out.push_str(&tag.replace(' ', "-"));
    }
    if !out.is_empty() {
        out.push(' ');
    }
    out
}

fn tags_from_stored(stored: &str) -> Vec<String> {
    stored.split_whitespace().map(str::to_string).collect()
}

/// The study and chapter names a lichess export gives a game: its
/// `StudyName` and `ChapterName` tags, or else its `Event` "Study: Chapter".
fn lichess_names(tree: &GameTree) -> (Option<String>, Option<String>) {
    let study = tree.tag("StudyName").map(str::to_string);
    let chapter = tree.tag("ChapterName").map(str::to_string);
    if study.is_some() || chapter.is_some() {
        return (study, chapter);
    }
    match tree.tag("Event").and_then(|e| e.split_once(": ")) {
        Some((study, chapter)) => (Some(study.to_string()), Some(chapter.to_string())),
        None => (None, None),
    }
}

/// A chapter's name where a file gives none: its players, or its number.
fn fallback_name(tree: &GameTree, number: usize) -> String {
    let player = |tag| tree.tag(tag).filter(|v| !v.is_empty() && *v != "?");
    match (player("White"), player("Black")) {
        (Some(w), Some(b)) => format!("{w} - {b}"),
        _ => match tree.tag("Event").filter(|v| !v.is_empty() && *v != "?") {
            Some(event) => event.to_string(),
            None => format!("Chapter {number}"),
        },
    }
}

impl Library {
    /// Makes an empty study.
    ///
    /// # Errors
    /// The database cannot be written.
    pub fn create_study(&self, name: &str) -> Result<StudyId, LibraryError> {
        let at = now();
        self.conn().execute(
            "INSERT INTO studies (name, created, updated) VALUES (?1, ?2, ?2)",
            params![name.trim(), at],
        )?;
        Ok(StudyId(self.conn().last_insert_rowid()))
    }

    /// The studies whose name, folder or tags hold `search` (all of them
    /// for ""), by folder then name.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn studies(&self, search: &str) -> Result<Vec<StudySummary>, LibraryError> {
        let pattern = format!(
            "%{}%",
            search
                .trim()
                .replace('\\', "\\\\")
                .replace('%', "\\%")
                .replace('_', "\\_")
        );
        let mut stmt = self.conn().prepare(&format!(
            "SELECT {STUDY_COLUMNS} FROM studies s
             WHERE s.name LIKE ?1 ESCAPE '\\' OR s.folder LIKE ?1 ESCAPE '\\'
                OR s.tags LIKE ?1 ESCAPE '\\'
             ORDER BY s.folder COLLATE NOCASE, s.name COLLATE NOCASE, s.id"
        ))?;
        let rows = stmt.query_map([pattern], read_study)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// One study's summary.
    ///
    /// # Errors
    /// No such study ([`LibraryError::NoStudy`]), or the database cannot be
    /// read.
    pub fn study(&self, id: StudyId) -> Result<StudySummary, LibraryError> {
        self.conn()
            .query_row(
                &format!("SELECT {STUDY_COLUMNS} FROM studies s WHERE s.id = ?1"),
                [id.0],
                read_study,
            )
            .optional()?
            .ok_or(LibraryError::NoStudy(id.0))
    }

    fn touch_study(&self, id: StudyId) -> Result<(), LibraryError> {
        let changed = self.conn().execute(
            "UPDATE studies SET updated = ?2 WHERE id = ?1",
            params![id.0, now()],
        )?;
        if changed == 0 {
            return Err(LibraryError::NoStudy(id.0));
        }
        Ok(())
    }

    /// Renames a study.
    ///
    /// # Errors
    /// No such study, or the database cannot be written.
    pub fn rename_study(&self, id: StudyId, name: &str) -> Result<(), LibraryError> {
        self.conn().execute(
            "UPDATE studies SET name = ?2 WHERE id = ?1",
            params![id.0, name.trim()],
        )?;
        self.touch_study(id)
    }

    /// Files a study in `folder` ("" for none) with `tags`.
    ///
    /// # Errors
    /// No such study, or the database cannot be written.
    pub fn file_study(
        &self,
        id: StudyId,
        folder: &str,
        tags: &[String],
    ) -> Result<(), LibraryError> {
        self.conn().execute(
            "UPDATE studies SET folder = ?2, tags = ?3 WHERE id = ?1",
            params![id.0, folder.trim(), stored_tags(tags)],
        )?;
        self.touch_study(id)
    }

    /// Deletes a study and its chapters.
    ///
    /// # Errors
    /// No such study, or the database cannot be written.
    pub fn delete_study(&self, id: StudyId) -> Result<(), LibraryError> {
        let gone = self
            .conn()
            .execute("DELETE FROM studies WHERE id = ?1", [id.0])?;
        if gone == 0 {
            return Err(LibraryError::NoStudy(id.0));
        }
        Ok(())
    }

    /// A copy of a study under `name`, its chapters copied in their order.
    ///
    /// # Errors
    /// No such study, or the database cannot be written.
    pub fn duplicate_study(&self, id: StudyId, name: &str) -> Result<StudyId, LibraryError> {
        let from = self.study(id)?;
        let tx = self.conn().unchecked_transaction()?;
        let copy = self.create_study(name)?;
        self.file_study(copy, &from.folder, &from.tags)?;
        tx.execute(
            "INSERT INTO chapters (study, ord, name, mode, orientation, moves, pgn, updated)
             SELECT ?2, ord, name, mode, orientation, moves, pgn, ?3
             FROM chapters WHERE study = ?1 ORDER BY ord",
            params![id.0, copy.0, now()],
        )?;
        tx.commit()?;
        Ok(copy)
    }

    /// A study's chapters, in order.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn chapters(&self, study: StudyId) -> Result<Vec<ChapterSummary>, LibraryError> {
        let mut stmt = self.conn().prepare(&format!(
            "SELECT {CHAPTER_COLUMNS} FROM chapters WHERE study = ?1 ORDER BY ord, id"
        ))?;
        let rows = stmt.query_map([study.0], read_chapter)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Adds a chapter at the end of `study`.
    ///
    /// # Errors
    /// No such study, or the database cannot be written.
    pub fn add_chapter(
        &self,
        study: StudyId,
        name: &str,
        tree: &GameTree,
        mode: ChapterMode,
        orientation: Color,
    ) -> Result<ChapterId, LibraryError> {
        self.touch_study(study)?;
        let tree = tree.compacted();
        self.conn().execute(
            "INSERT INTO chapters (study, ord, name, mode, orientation, moves, pgn, updated)
             VALUES (?1, (SELECT count(*) FROM chapters WHERE study = ?1), ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                study.0,
                name.trim(),
                mode.code(),
                color_code(orientation),
                tree.move_count() as i64,
                write_tree(&tree),
                now()
            ],
        )?;
        Ok(ChapterId(self.conn().last_insert_rowid()))
    }

    /// One chapter's summary, without reading its tree (a chapter whose
    /// stored tree no longer reads can still be renamed, moved, deleted).
    ///
    /// # Errors
    /// No such chapter ([`LibraryError::NoChapter`]), or the database cannot
    /// be read.
    pub fn chapter_summary(&self, id: ChapterId) -> Result<ChapterSummary, LibraryError> {
        self.conn()
            .query_row(
                &format!("SELECT {CHAPTER_COLUMNS} FROM chapters WHERE id = ?1"),
                [id.0],
                read_chapter,
            )
            .optional()?
            .ok_or(LibraryError::NoChapter(id.0))
    }

    /// One chapter with its tree.
    ///
    /// # Errors
    /// No such chapter ([`LibraryError::NoChapter`]), a stored tree that
    /// no longer reads ([`LibraryError::Damaged`] is for games; this says
    /// [`LibraryError::NoChapter`] too, so nothing half-read is shown), or
    /// the database cannot be read.
    pub fn chapter(&self, id: ChapterId) -> Result<Chapter, LibraryError> {
        let row = self
            .conn()
            .query_row(
                &format!("SELECT {CHAPTER_COLUMNS}, pgn FROM chapters WHERE id = ?1"),
                [id.0],
                |r| Ok((read_chapter(r)?, r.get::<_, String>(7)?)),
            )
            .optional()?;
        let Some((summary, pgn)) = row else {
            return Err(LibraryError::NoChapter(id.0));
        };
        match read_trees(&pgn).into_iter().next() {
            Some(Ok(tree)) => Ok(Chapter { summary, tree }),
            _ => Err(LibraryError::NoChapter(id.0)),
        }
    }

    /// Stores a chapter's tree as it now is (the moves deleted from it
    /// dropped).
    ///
    /// # Errors
    /// No such chapter, or the database cannot be written.
    pub fn save_chapter_tree(&self, id: ChapterId, tree: &GameTree) -> Result<(), LibraryError> {
        let tree = tree.compacted();
        let tx = self.conn().unchecked_transaction()?;
        let study: Option<i64> = tx
            .query_row("SELECT study FROM chapters WHERE id = ?1", [id.0], |r| {
                r.get(0)
            })
            .optional()?;
        let Some(study) = study else {
            return Err(LibraryError::NoChapter(id.0));
        };
        let at = now();
        tx.execute(
            "UPDATE chapters SET pgn = ?2, moves = ?3, updated = ?4 WHERE id = ?1",
            params![id.0, write_tree(&tree), tree.move_count() as i64, at],
        )?;
        tx.execute(
            "UPDATE studies SET updated = ?2 WHERE id = ?1",
            params![study, at],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Renames a chapter and sets its mode and board side.
    ///
    /// # Errors
    /// No such chapter, or the database cannot be written.
    pub fn set_chapter(
        &self,
        id: ChapterId,
        name: &str,
        mode: ChapterMode,
        orientation: Color,
    ) -> Result<(), LibraryError> {
        let changed = self.conn().execute(
            "UPDATE chapters SET name = ?2, mode = ?3, orientation = ?4, updated = ?5 WHERE id = ?1",
            params![id.0, name.trim(), mode.code(), color_code(orientation), now()],
        )?;
        if changed == 0 {
            return Err(LibraryError::NoChapter(id.0));
        }
        Ok(())
    }

    /// Moves a chapter to place `index` of `study` (its own or another;
    /// an index past the end puts it last). The other chapters keep their
    /// order.
    ///
    /// # Errors
    /// No such chapter or study, or the database cannot be written.
    pub fn move_chapter(
        &self,
        id: ChapterId,
        study: StudyId,
        index: usize,
    ) -> Result<(), LibraryError> {
        let from = self.chapter_study(id)?;
        self.study(study)?;
        let tx = self.conn().unchecked_transaction()?;
        let mut order = chapter_ids(&tx, study, Some(id))?;
        order.insert(index.min(order.len()), id.0);
        tx.execute(
            "UPDATE chapters SET study = ?2 WHERE id = ?1",
            params![id.0, study.0],
        )?;
        renumber(&tx, &order)?;
        if from != study {
            renumber(&tx, &chapter_ids(&tx, from, None)?)?;
        }
        let at = now();
        tx.execute(
            "UPDATE studies SET updated = ?3 WHERE id IN (?1, ?2)",
            params![from.0, study.0, at],
        )?;
        tx.commit()?;
        Ok(())
    }

    fn chapter_study(&self, id: ChapterId) -> Result<StudyId, LibraryError> {
        self.conn()
            .query_row("SELECT study FROM chapters WHERE id = ?1", [id.0], |r| {
                r.get(0).map(StudyId)
            })
            .optional()?
            .ok_or(LibraryError::NoChapter(id.0))
    }

    /// Deletes a chapter; the study's others close up.
    ///
    /// # Errors
    /// No such chapter, or the database cannot be written.
    pub fn delete_chapter(&self, id: ChapterId) -> Result<(), LibraryError> {
        let study = self.chapter_study(id)?;
        let tx = self.conn().unchecked_transaction()?;
        tx.execute("DELETE FROM chapters WHERE id = ?1", [id.0])?;
        renumber(&tx, &chapter_ids(&tx, study, None)?)?;
        tx.execute(
            "UPDATE studies SET updated = ?2 WHERE id = ?1",
            params![study.0, now()],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Makes a study of a PGN file's games, one chapter each in the file's
    /// order, named as lichess names them (see the module's comment). The
    /// study is called `name`, or else what the file's first game says, or
    /// "Imported study". A game that does not read is left out and said
    /// in [`StudyImport::skipped`]; a file with no game that reads makes
    /// no study.
    ///
    /// # Errors
    /// No game of the file reads ([`LibraryError::NoGames`]), or the
    /// database cannot be written.
    pub fn import_study(
        &self,
        text: &str,
        name: Option<&str>,
    ) -> Result<StudyImport, LibraryError> {
        self.import_study_or(text, name, "Imported study")
    }

    /// [`Library::import_study`], the study called `fallback` (a file's
    /// name, say) when neither `name` nor the file names it.
    ///
    /// # Errors
    /// As [`Library::import_study`].
    pub fn import_study_or(
        &self,
        text: &str,
        name: Option<&str>,
        fallback: &str,
    ) -> Result<StudyImport, LibraryError> {
        let mut chapters = Vec::new();
        let mut skipped = Vec::new();
        let mut study_name = name
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        for (number, read) in read_trees(text).into_iter().enumerate() {
            match read {
                Ok(tree) => {
                    let (study, chapter) = lichess_names(&tree);
                    if study_name.is_none() {
                        study_name = study;
                    }
                    let name = chapter.unwrap_or_else(|| fallback_name(&tree, number + 1));
                    let mode = tree
                        .tag("ChapterMode")
                        .map_or(ChapterMode::Normal, ChapterMode::from_tag);
                    let orientation = match tree.tag("Orientation") {
                        Some(o) if o.eq_ignore_ascii_case("black") => Color::Black,
                        _ => Color::White,
                    };
                    chapters.push((name, tree, mode, orientation));
                }
                Err(e) => skipped.push(format!("game {}: {e}", number + 1)),
            }
        }
        if chapters.is_empty() {
            return Err(LibraryError::NoGames);
        }
        let name = study_name.unwrap_or_else(|| fallback.to_string());
        let tx = self.conn().unchecked_transaction()?;
        let study = self.create_study(&name)?;
        for (chapter, tree, mode, orientation) in &chapters {
            self.add_chapter(study, chapter, tree, *mode, *orientation)?;
        }
        tx.commit()?;
        Ok(StudyImport {
            study,
            name,
            chapters: chapters.len(),
            skipped,
        })
    }

    /// A study as PGN, one game per chapter in order (or only `chapter`),
    /// each with the tags lichess writes (`Event` "Study: Chapter",
    /// `StudyName`, `ChapterName`, `Orientation`, `ChapterMode`) so that
    /// lichess and Rookery read it back as the same study; the tree's
    /// other tags and everything it holds as they are.
    ///
    /// # Errors
    /// No such study or chapter, or the database cannot be read.
    pub fn export_study(
        &self,
        study: StudyId,
        chapter: Option<ChapterId>,
    ) -> Result<String, LibraryError> {
        let summary = self.study(study)?;
        let ids: Vec<ChapterId> = match chapter {
            Some(id) => vec![id],
            None => self.chapters(study)?.into_iter().map(|c| c.id).collect(),
        };
        let mut out = String::new();
        for id in ids {
            let chapter = self.chapter(id)?;
            if chapter.summary.study != study {
                return Err(LibraryError::NoChapter(id.0));
            }
            let mut tree = chapter.tree;
            let name = &chapter.summary.name;
            tree.set_tag("Event", &format!("{}: {name}", summary.name));
            tree.set_tag("StudyName", &summary.name);
            tree.set_tag("ChapterName", name);
            tree.set_tag(
                "Orientation",
                match chapter.summary.orientation {
                    Color::White => "white",
                    Color::Black => "black",
                },
            );
            match chapter.summary.mode {
                ChapterMode::Lesson => tree.set_tag("ChapterMode", "gamebook"),
                ChapterMode::Normal => tree.tags.retain(|(n, _)| n != "ChapterMode"),
            }
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(&write_tree(&tree));
        }
        Ok(out)
    }
}

/// Gives the chapters `ids` the places 0, 1, 2... in that order.
fn renumber(conn: &rusqlite::Connection, ids: &[i64]) -> Result<(), LibraryError> {
    let mut stmt =
        conn.prepare_cached("UPDATE chapters SET ord = ?2 WHERE id = ?1 AND ord != ?2")?;
    for (ord, id) in ids.iter().enumerate() {
        stmt.execute(params![id, ord as i64])?;
    }
    Ok(())
}

mod games;
pub use games::GamesAdded;

#[cfg(test)]
mod tests;
