//! Games of the library sent to a study: each becomes a chapter (named by
//! its players, as lichess names a chapter made from a game), with
//! everything its stored movetext holds (comments, variations, glyphs,
//! clocks), at the end of the study, in the order given.

use super::{ChapterId, ChapterMode, StudyId, fallback_name};
use crate::library::{Library, LibraryError};
use crate::rules::Color;
use crate::rules::tree::read_trees;

/// What sending games to a study did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GamesAdded {
    /// The chapters made, in order.
    pub chapters: Vec<ChapterId>,
    /// The games whose record no longer reads: their ids, and why.
    pub skipped: Vec<(i64, String)>,
}

impl Library {
    /// Adds the games `ids` to the end of `study`, a chapter each, in one
    /// transaction. A game whose record does not read is skipped and
    /// named; a game no longer in the library is an error (the list the
    /// player chose from is out of date), and nothing is added.
    ///
    /// # Errors
    /// No such study or game, or the database cannot be written.
    pub fn add_games_to_study(
        &self,
        study: StudyId,
        ids: &[i64],
    ) -> Result<GamesAdded, LibraryError> {
        self.study(study)?;
        let tx = self.conn().unchecked_transaction()?;
        let mut chapters = Vec::new();
        let mut skipped = Vec::new();
        for &id in ids {
            let stored = match self.game(id) {
                Ok(stored) => stored,
                Err(LibraryError::Sql(rusqlite::Error::QueryReturnedNoRows)) => {
                    return Err(LibraryError::NoGame(id));
                }
                Err(e) => {
                    skipped.push((id, e.to_string()));
                    continue;
                }
            };
            let tree = match read_trees(&stored.to_pgn()).into_iter().next() {
                Some(Ok(tree)) => tree,
                Some(Err(e)) => {
                    skipped.push((id, e.to_string()));
                    continue;
                }
                None => {
                    skipped.push((id, "no game".to_string()));
                    continue;
                }
            };
            let name = fallback_name(&tree, id.max(0) as usize);
            chapters.push(self.add_chapter(
                study,
                &name,
                &tree,
                ChapterMode::Normal,
                Color::White,
            )?);
        }
        tx.commit()?;
        Ok(GamesAdded { chapters, skipped })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::*;
    use crate::library::{InputSize, Library};

    /// A game with a comment, a glyph and a variation, as a library
    /// imports it (written here for this test).
    const ANNOTATED: &str = "[Event \"Club\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n\
        1. e4 $1 { the best by test } e5 (1... c5 2. Nf3) 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
    const PLAIN: &str =
        "[White \"Cy\"]\n[Black \"Di\"]\n[Result \"1/2-1/2\"]\n\n1. d4 d5 2. c4 1/2-1/2\n";

    fn library_with_games() -> (Library, Vec<i64>) {
        let mut library = Library::in_memory().expect("library");
        let text = format!("{ANNOTATED}\n{PLAIN}");
        library
            .import_pgn(
                text.as_bytes(),
                "test.pgn",
                InputSize::text(None),
                &AtomicBool::new(false),
                |_| {},
            )
            .expect("import");
        let ids = library
            .games(&Default::default(), Default::default(), 0, 10)
            .expect("games")
            .into_iter()
            .map(|row| row.id)
            .collect();
        (library, ids)
    }

    #[test]
    fn library_games_become_chapters_with_their_notes_in_order() {
        let (library, ids) = library_with_games();
        assert_eq!(ids.len(), 2);
        let study = library.create_study("Sent").expect("study");
        let done = library
            .add_games_to_study(study, &[ids[1], ids[0]])
            .expect("added");
        assert!(done.skipped.is_empty());
        let chapters = library.chapters(study).expect("chapters");
        let names: Vec<&str> = chapters.iter().map(|c| c.name.as_str()).collect();
        // Named by the players, in the order the games were given.
        let first = library.game(ids[1]).expect("game");
        let first_white = &first.tags.iter().find(|(n, _)| n == "White").unwrap().1;
        assert_eq!(names.len(), 2);
        assert!(names[0].starts_with(first_white.as_str()), "{names:?}");
        let annotated = chapters
            .iter()
            .find(|c| c.name == "Ann - Bob")
            .expect("Ann - Bob");
        let tree = library.chapter(annotated.id).expect("chapter").tree;
        let e4 = tree.mainline()[0];
        assert_eq!(tree.annotation(e4).nags, vec![1]);
        assert!(
            tree.annotation(e4)
                .after
                .text()
                .contains("the best by test")
        );
        // The variation 1... c5 2. Nf3 is kept beside 1... e5.
        let replies = tree.children(e4);
        assert_eq!(replies.len(), 2);
        assert_eq!(tree.mainline().len(), 7);
    }

    #[test]
    fn a_game_gone_from_the_library_adds_nothing() {
        let (library, ids) = library_with_games();
        let study = library.create_study("Sent").expect("study");
        let gone = ids.iter().max().unwrap() + 100;
        assert!(matches!(
            library.add_games_to_study(study, &[ids[0], gone]),
            Err(LibraryError::NoGame(g)) if g == gone
        ));
        assert!(library.chapters(study).expect("chapters").is_empty());
    }
}
