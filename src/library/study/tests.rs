use super::*;
use crate::rules::tree::{Place, Shape, ShapeColor};
use crate::rules::{Position, Square};

mod kill;

/// A study in the form lichess exports one (lichess.org/study/ID.pgn),
/// written for this test: two chapters, the second a lesson seen from
/// Black's side, with comments, glyphs, arrows, a variation and an unknown
/// command.
const LICHESS_STYLE: &str = r#"[Event "Queen endgames: Mate threats"]
[Site "https://lichess.org/study/abcdefgh/ijklmnop"]
[Result "*"]
[Annotator "https://lichess.org/@/someone"]
[Orientation "white"]
[StudyName "Queen endgames"]
[ChapterName "Mate threats"]

{ White to play. } 1. e4 $1 { [%cal Ge2e4,Rd7d5] Central. } 1... e5 ( 1... c5 $5 { Sicilian [%csl Yc5] } ) 2. Nf3 { [%clk 0:01:00] [%foo bar] } *

[Event "Queen endgames: Your turn"]
[Site "https://lichess.org/study/abcdefgh/qrstuvwx"]
[Result "*"]
[Orientation "black"]
[ChapterMode "gamebook"]
[StudyName "Queen endgames"]
[ChapterName "Your turn"]

1. d4 d5 { Hold the centre. } *
"#;

fn library() -> Library {
    Library::in_memory().unwrap()
}

fn tree_of(text: &str) -> GameTree {
    read_trees(text).remove(0).unwrap()
}

#[test]
fn a_lichess_study_comes_in_with_its_names_modes_sides_and_notes() {
    let lib = library();
    let import = lib.import_study(LICHESS_STYLE, None).unwrap();
    assert_eq!(import.name, "Queen endgames");
    assert_eq!(import.chapters, 2);
    assert!(import.skipped.is_empty());
    let chapters = lib.chapters(import.study).unwrap();
    let names: Vec<_> = chapters.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["Mate threats", "Your turn"]);
    assert_eq!(chapters[0].mode, ChapterMode::Normal);
    assert_eq!(chapters[0].orientation, Color::White);
    assert_eq!(chapters[1].mode, ChapterMode::Lesson);
    assert_eq!(chapters[1].orientation, Color::Black);
    assert_eq!(chapters[0].moves, 4, "e4, e5, c5, Nf3");
    let first = lib.chapter(chapters[0].id).unwrap();
    let tree = &first.tree;
    let e4 = tree.mainline()[0];
    assert_eq!(tree.annotation(e4).nags, [1]);
    assert_eq!(tree.annotation(e4).after.text(), "Central.");
    assert_eq!(
        tree.shapes(e4),
        [
            Shape::arrow(ShapeColor::Green, Square::E2, Square::E4),
            Shape::arrow(ShapeColor::Red, Square::D7, Square::D5)
        ]
    );
    assert_eq!(
        tree.annotation(GameTree::ROOT).after.text(),
        "White to play."
    );
    let nf3 = tree.mainline()[2];
    assert!(
        tree.annotation(nf3)
            .after
            .to_pgn_text()
            .contains("[%foo bar]"),
        "an unknown command kept: {}",
        tree.annotation(nf3).after.to_pgn_text()
    );
}

#[test]
fn a_study_goes_out_as_lichess_writes_it_and_comes_back_the_same() {
    let lib = library();
    let import = lib.import_study(LICHESS_STYLE, None).unwrap();
    let out = lib.export_study(import.study, None).unwrap();
    assert!(
        out.contains("[Event \"Queen endgames: Your turn\"]"),
        "{out}"
    );
    assert!(out.contains("[ChapterMode \"gamebook\"]"), "{out}");
    assert!(out.contains("[Orientation \"black\"]"), "{out}");
    assert!(out.contains("[%cal Ge2e4,Rd7d5]"), "{out}");
    assert!(out.contains("[%csl Yc5]"), "{out}");
    assert!(out.contains("[%clk 0:01:00]"), "{out}");
    assert!(out.contains("[%foo bar]"), "{out}");
    assert!(out.contains("1. e4! "), "{out}");
    assert!(out.contains("1... c5!?"), "{out}");
    // The export read in again is the same study, written the same.
    let again = lib.import_study(&out, None).unwrap();
    assert_eq!(again.name, "Queen endgames");
    assert_eq!(lib.export_study(again.study, None).unwrap(), out);
    // One chapter alone.
    let second = lib.chapters(import.study).unwrap()[1].id;
    let one = lib.export_study(import.study, Some(second)).unwrap();
    assert_eq!(read_trees(&one).len(), 1);
    assert!(one.contains("Hold the centre."), "{one}");
}

#[test]
fn chapters_keep_the_order_given_across_moves_and_deletions() {
    let lib = library();
    let study = lib.create_study("Openings").unwrap();
    let start = GameTree::new(Position::startpos());
    let ids: Vec<ChapterId> = ["A", "B", "C", "D"]
        .iter()
        .map(|n| {
            lib.add_chapter(study, n, &start, ChapterMode::Normal, Color::White)
                .unwrap()
        })
        .collect();
    let names = |s| -> Vec<String> {
        lib.chapters(s)
            .unwrap()
            .into_iter()
            .map(|c| c.name)
            .collect()
    };
    lib.move_chapter(ids[3], study, 0).unwrap();
    assert_eq!(names(study), ["D", "A", "B", "C"]);
    lib.move_chapter(ids[3], study, 99).unwrap();
    assert_eq!(names(study), ["A", "B", "C", "D"]);
    lib.move_chapter(ids[0], study, 2).unwrap();
    assert_eq!(names(study), ["B", "C", "A", "D"]);
    // To another study: it closes up here and lands where asked there.
    let other = lib.create_study("Endgames").unwrap();
    lib.add_chapter(other, "X", &start, ChapterMode::Normal, Color::White)
        .unwrap();
    lib.move_chapter(ids[1], other, 0).unwrap();
    assert_eq!(names(study), ["C", "A", "D"]);
    assert_eq!(names(other), ["B", "X"]);
    let indexes: Vec<usize> = lib
        .chapters(study)
        .unwrap()
        .iter()
        .map(|c| c.index)
        .collect();
    assert_eq!(indexes, [0, 1, 2]);
    lib.delete_chapter(ids[0]).unwrap();
    assert_eq!(names(study), ["C", "D"]);
    assert!(matches!(
        lib.chapter(ids[0]),
        Err(LibraryError::NoChapter(_))
    ));
    assert!(matches!(
        lib.move_chapter(ids[0], study, 0),
        Err(LibraryError::NoChapter(_))
    ));
    assert!(matches!(
        lib.move_chapter(ids[1], StudyId(9999), 0),
        Err(LibraryError::NoStudy(9999))
    ));
    assert_eq!(names(other), ["B", "X"], "a refused move changes nothing");
}

#[test]
fn an_edited_tree_is_saved_whole_and_its_deleted_moves_dropped() {
    let lib = library();
    let study = lib.create_study("Mine").unwrap();
    let mut tree = tree_of("1. e4 e5 (1... c5) 2. Nf3 *\n");
    let chapter = lib
        .add_chapter(study, "One", &tree, ChapterMode::Normal, Color::White)
        .unwrap();
    let c5 = tree.children(tree.mainline()[0])[1];
    tree.delete(c5).unwrap();
    let e4 = tree.mainline()[0];
    tree.set_comment_text(e4, Place::After, "The best.")
        .unwrap();
    tree.toggle_nag(e4, 3).unwrap();
    lib.save_chapter_tree(chapter, &tree).unwrap();
    let saved = lib.chapter(chapter).unwrap();
    assert_eq!(saved.summary.moves, 3);
    assert_eq!(
        write_tree(&saved.tree),
        "1. e4!! {The best.} 1... e5 2. Nf3 *\n"
    );
    assert!(matches!(
        lib.save_chapter_tree(ChapterId(777), &tree),
        Err(LibraryError::NoChapter(777))
    ));
}

#[test]
fn studies_are_found_by_name_folder_or_tag_and_deleted_with_their_chapters() {
    let lib = library();
    let a = lib.create_study("Sicilian files").unwrap();
    let b = lib.create_study("Rook endings").unwrap();
    lib.file_study(a, "Openings", &["black".into(), "sharp lines".into()])
        .unwrap();
    lib.file_study(b, "Endgames", &[]).unwrap();
    let start = GameTree::new(Position::startpos());
    lib.add_chapter(a, "Najdorf", &start, ChapterMode::Normal, Color::Black)
        .unwrap();
    let found = |q| -> Vec<String> {
        lib.studies(q)
            .unwrap()
            .into_iter()
            .map(|s| s.name)
            .collect()
    };
    assert_eq!(found(""), ["Rook endings", "Sicilian files"], "by folder");
    assert_eq!(found("sicil"), ["Sicilian files"]);
    assert_eq!(found("Endgames"), ["Rook endings"]);
    assert_eq!(found("sharp-lines"), ["Sicilian files"]);
    assert_eq!(found("100%"), Vec::<String>::new(), "% is a letter here");
    let summary = lib.study(a).unwrap();
    assert_eq!(summary.tags, ["black", "sharp-lines"]);
    assert_eq!(summary.chapters, 1);
    let copy = lib.duplicate_study(a, "Sicilian files (copy)").unwrap();
    assert_eq!(lib.chapters(copy).unwrap()[0].name, "Najdorf");
    assert_eq!(lib.study(copy).unwrap().folder, "Openings");
    lib.delete_study(a).unwrap();
    assert!(matches!(lib.study(a), Err(LibraryError::NoStudy(_))));
    assert_eq!(lib.chapters(copy).unwrap().len(), 1, "the copy stays");
    assert!(matches!(lib.delete_study(a), Err(LibraryError::NoStudy(_))));
}

#[test]
fn a_file_with_bad_games_brings_the_good_ones_and_says_which_were_left_out() {
    let lib = library();
    let text = "[Event \"Ann - Bob\"]\n\n1. e4 *\n\n[Event \"x\"]\n\n1. e4 Kz9 *\n\n[White \"Cid\"]\n[Black \"Dee\"]\n\n1. d4 *\n";
    let import = lib.import_study(text, Some("Mixed")).unwrap();
    assert_eq!(import.name, "Mixed");
    assert_eq!(import.chapters, 2);
    assert_eq!(import.skipped.len(), 1, "{:?}", import.skipped);
    assert!(
        import.skipped[0].starts_with("game 2"),
        "{:?}",
        import.skipped
    );
    let names: Vec<String> = lib
        .chapters(import.study)
        .unwrap()
        .into_iter()
        .map(|c| c.name)
        .collect();
    assert_eq!(names, ["Ann - Bob", "Cid - Dee"]);
    // Nothing that reads: no study at all.
    assert!(matches!(
        lib.import_study("1. e4 Kz9 *\n", None),
        Err(LibraryError::NoGames)
    ));
    assert_eq!(lib.studies("").unwrap().len(), 1);
}

/// A chapter whose stored tree no longer reads is refused whole when
/// opened, but its summary still reads, so it can be renamed and deleted.
#[test]
fn a_chapter_whose_tree_no_longer_reads_still_has_its_summary() {
    let lib = library();
    let study = lib.create_study("Damaged").unwrap();
    let tree = GameTree::new(Position::startpos());
    let id = lib
        .add_chapter(study, "Broken", &tree, ChapterMode::Normal, Color::White)
        .unwrap();
    lib.conn()
        .execute(
            "UPDATE chapters SET pgn = '1. e4 Kz9 *' WHERE id = ?1",
            [id.0],
        )
        .unwrap();
    assert!(matches!(lib.chapter(id), Err(LibraryError::NoChapter(_))));
    let summary = lib.chapter_summary(id).unwrap();
    assert_eq!((summary.name.as_str(), summary.study), ("Broken", study));
    assert!(matches!(
        lib.chapter_summary(ChapterId(id.0 + 100)),
        Err(LibraryError::NoChapter(_))
    ));
}
