//! Issue #56, a study's files and uses, as the Studies and Library screens
//! ask for them: a PGN file imported as a study and exported again with
//! its notes, a chapter played from its start and reviewed, the library's
//! games sent to a study; a file that is not there changes nothing.

use std::sync::atomic::AtomicBool;

use super::*;
use crate::common::TempDir;
use rookery::app::i18n::{Language, Tr};
use rookery::app::session::SetupChoices;
use rookery::app::settings::Notices;
use rookery::app::states::AfterGame;
use rookery::app::studies::{ChapterUse, StudyRequest, StudyShelf};
use rookery::library::study::StudyId;
use rookery::library::{InputSize, Library};

/// A study as lichess exports one, written for these tests: a Lucena
/// ending from a FEN (the position is Lucena's, a known rook ending) with
/// an arrow, a comment and a glyph, and a drawn game from the start.
const ENDINGS: &str = "[Event \"Rook endings: Lucena\"]\n[Result \"*\"]\n\
    [FEN \"1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1\"]\n[SetUp \"1\"]\n\n\
    1. Rd1+ { [%cal Gd1d4] Cut the king off. } 1... Ke7 2. Rd4 $1 *\n\n\
    [Event \"Rook endings: A short draw\"]\n[Result \"1/2-1/2\"]\n\n\
    1. e4 e5 2. Nf3 Nc6 1/2-1/2\n";

const LUCENA: &str = "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1";

fn shelf(h: &Harness) -> StudyShelf {
    h.app.world().resource::<StudyShelf>().clone()
}

/// What the shelf last said was done, in English.
fn done(h: &Harness) -> Option<String> {
    let tr = Tr::new(Language::English);
    shelf(h).done.map(|p| tr.text(&p, false))
}

fn notices(h: &Harness) -> Vec<String> {
    let tr = Tr::new(Language::English);
    h.app
        .world()
        .resource::<Notices>()
        .0
        .iter()
        .map(|p| tr.text(p, false))
        .collect()
}

/// Imports `ENDINGS` from a file of `dir` as the Studies screen does: the
/// study made and chosen.
fn imported(h: &mut Harness, dir: &TempDir) -> StudyId {
    let file = dir.path().join("endings.pgn");
    std::fs::write(&file, ENDINGS).expect("write");
    h.world().write_message(StudyRequest::Import {
        path: file,
        name: String::new(),
    });
    h.wait_on::<StudyShelf>("imported and chosen", |s| {
        s.chosen.is_some() && s.chapters.len() == 2
    });
    shelf(h).chosen.expect("chosen")
}

#[test]
fn a_pgn_file_comes_in_as_a_study_and_goes_out_with_its_notes() {
    let dir = TempDir::new("study-files-import");
    let mut h = crate::saves::harness_at(&dir.storage());
    let study = imported(&mut h, &dir);
    let s = shelf(&h);
    let names: Vec<&str> = s.chapters.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["Lucena", "A short draw"]);
    let listed = s.studies.iter().find(|st| st.id == study).expect("listed");
    assert_eq!(listed.name, "Rook endings");
    assert_eq!(
        done(&h).as_deref(),
        Some("Study “Rook endings” imported: 2 chapters.")
    );
    // The whole study out, then its first chapter alone.
    let whole = dir.path().join("out.pgn");
    h.world().write_message(StudyRequest::Export {
        study,
        chapter: None,
        path: whole.clone(),
    });
    let tr = Tr::new(Language::English);
    h.wait_on::<StudyShelf>("exported", |s| {
        s.done
            .as_ref()
            .is_some_and(|p| tr.text(p, false).contains("written to"))
    });
    let text = std::fs::read_to_string(&whole).expect("read");
    for kept in [
        "[%cal Gd1d4]",
        "Cut the king off.",
        "2. Rd4!",
        LUCENA,
        "A short draw",
    ] {
        assert!(text.contains(kept), "{kept:?} not in {text}");
    }
    assert_eq!(
        done(&h).as_deref(),
        Some(format!("2 chapters written to {}.", whole.display()).as_str())
    );
    let one = dir.path().join("lucena.pgn");
    let lucena = s.chapters[0].id;
    h.world().write_message(StudyRequest::Export {
        study,
        chapter: Some(lucena),
        path: one.clone(),
    });
    h.wait_on::<StudyShelf>("one exported", |_| one.exists());
    let text = std::fs::read_to_string(&one).expect("read");
    assert!(text.contains("Cut the king off.") && !text.contains("A short draw"));
    // What went out comes back in as the same study.
    let again = Library::open(&dir.storage().library_path())
        .expect("open")
        .library
        .import_study(&text, Some("Again"))
        .expect("import");
    assert_eq!(again.chapters, 1);
    assert!(notices(&h).is_empty(), "{:?}", notices(&h));
}

#[test]
fn a_compressed_study_file_without_a_name_is_named_after_the_file() {
    let dir = TempDir::new("study-files-stem");
    let mut h = crate::saves::harness_at(&dir.storage());
    let file = dir.path().join("my.openings.pgn.gz");
    {
        use std::io::Write;
        let mut gz = flate2::write::GzEncoder::new(
            std::fs::File::create(&file).expect("create"),
            flate2::Compression::default(),
        );
        gz.write_all(b"1. e4 e5 *\n\n1. d4 d5 *\n").expect("write");
        gz.finish().expect("finish");
    }
    h.world().write_message(StudyRequest::Import {
        path: file,
        name: String::new(),
    });
    h.wait_on::<StudyShelf>("imported and listed", |s| {
        s.chosen
            .is_some_and(|id| s.studies.iter().any(|st| st.id == id))
    });
    let s = shelf(&h);
    let chosen = s.chosen.expect("chosen");
    let study = s.studies.iter().find(|st| st.id == chosen).expect("listed");
    assert_eq!(study.name, "my.openings");
}

#[test]
fn a_chapter_is_played_from_its_start_and_only_a_finished_one_reviewed() {
    let dir = TempDir::new("study-files-use");
    let mut h = crate::saves::harness_at(&dir.storage());
    imported(&mut h, &dir);
    let chapters = shelf(&h).chapters;
    // Lucena has no result: a notice says why it is not reviewed.
    h.world()
        .write_message(StudyRequest::Use(chapters[0].id, ChapterUse::Review));
    h.wait_on::<Notices>("the notice", |n| !n.0.is_empty());
    assert!(
        notices(&h)[0].starts_with("Only a finished game can be reviewed"),
        "{:?}",
        notices(&h)
    );
    assert_eq!(h.screen(), Screen::Menu, "nothing opened");
    // Played from: Setup with the chapter's start position.
    h.world()
        .write_message(StudyRequest::Use(chapters[0].id, ChapterUse::Play));
    h.wait_on::<State<Screen>>("setup", |s| *s.get() == Screen::Setup);
    let choices = h.app.world().resource::<SetupChoices>();
    assert_eq!(choices.start_fen.as_deref(), Some(LUCENA));
    // The drawn game is reviewed: its moves on the board, the review asked.
    h.world()
        .write_message(StudyRequest::Use(chapters[1].id, ChapterUse::Review));
    h.wait_on::<State<Screen>>("the game's end", |s| *s.get() == Screen::GameOver);
    h.settle();
    let after = h.app.world().resource::<State<AfterGame>>();
    assert_eq!(*after.get(), AfterGame::Review, "the review asked");
    let uci: Vec<String> = h
        .session()
        .game
        .moves()
        .iter()
        .map(|m| m.mv.to_uci())
        .collect();
    assert_eq!(uci, ["e2e4", "e7e5", "g1f3", "b8c6"]);
}

#[test]
fn library_games_go_to_a_new_study_and_a_missing_one_adds_nothing() {
    let dir = TempDir::new("study-files-games");
    let storage = dir.storage();
    let path = storage.library_path();
    let ids: Vec<i64> = {
        let mut opened = Library::open(&path).expect("open");
        opened
            .library
            .import_pgn(
                ENDINGS.as_bytes(),
                "endings.pgn",
                InputSize::text(None),
                &AtomicBool::new(false),
                |_| {},
            )
            .expect("import");
        opened
            .library
            .games(&Default::default(), Default::default(), 0, 10)
            .expect("games")
            .into_iter()
            .map(|g| g.id)
            .collect()
    };
    assert_eq!(ids.len(), 2);
    let mut h = crate::saves::harness_at(&storage);
    // A game not in the library: a notice, and no study made.
    h.world().write_message(StudyRequest::AddGames {
        study: None,
        study_name: "Never".into(),
        games: vec![ids[0], 999_999],
    });
    h.wait_on::<Notices>("the notice", |n| !n.0.is_empty());
    let library = || Library::open(&path).expect("open").library;
    assert!(library().studies("").expect("studies").is_empty());
    h.world().write_message(StudyRequest::AddGames {
        study: None,
        study_name: "From the library".into(),
        games: ids.clone(),
    });
    h.wait_on::<StudyShelf>("added", |s| s.done.is_some());
    assert_eq!(
        done(&h).as_deref(),
        Some("2 games added to “From the library”.")
    );
    let studies = library().studies("").expect("studies");
    assert_eq!(studies.len(), 1);
    let chapters = library().chapters(studies[0].id).expect("chapters");
    assert_eq!(chapters.len(), 2);
    // The annotated game kept its notes.
    let notes: Vec<String> = chapters
        .iter()
        .map(|c| {
            let tree = library().chapter(c.id).expect("chapter").tree;
            rookery::rules::tree::write_tree(&tree)
        })
        .collect();
    assert!(
        notes
            .iter()
            .any(|t| t.contains("[%cal Gd1d4] Cut the king off.")),
        "{notes:?}"
    );
}

#[test]
fn a_file_that_is_not_there_is_a_notice_and_no_study() {
    let dir = TempDir::new("study-files-missing");
    let storage = dir.storage();
    let mut h = crate::saves::harness_at(&storage);
    h.world().write_message(StudyRequest::Import {
        path: dir.path().join("nowhere.pgn"),
        name: String::new(),
    });
    h.wait_on::<Notices>("the notice", |n| !n.0.is_empty());
    let said = &notices(&h)[0];
    assert!(
        said.contains("nowhere.pgn") && said.contains("No such file"),
        "{said}"
    );
    assert!(shelf(&h).chosen.is_none());
    let opened = Library::open(&storage.library_path()).expect("open");
    assert!(opened.library.studies("").expect("studies").is_empty());
}

/// A lesson written for this test: an opening comment, 1. e4 e5 ("Bring
/// the queen out.") 2. Qh5 with two variations, 2. Qf3 (a wrong move, its
/// comment says why) and 2. Nf3 marked ! (an accepted alternative that
/// ends the lesson).
fn lesson_tree() -> rookery::rules::tree::GameTree {
    use rookery::rules::tree::{GameTree, Place};
    let mut tree = GameTree::new(rules::Position::startpos());
    let mut at = GameTree::ROOT;
    let play = |tree: &mut GameTree, from: rookery::rules::tree::NodeId, uci: &str| {
        let mv = tree.position(from).parse_uci(uci).expect("legal");
        tree.add_move(from, mv).expect("added").0
    };
    tree.set_comment_text(at, Place::After, "Open with the king's pawn.")
        .expect("comment");
    let e4 = play(&mut tree, at, "e2e4");
    tree.set_comment_text(e4, Place::After, "The centre is yours.")
        .expect("comment");
    let e5 = play(&mut tree, e4, "e7e5");
    tree.set_comment_text(e5, Place::After, "Bring the queen out.")
        .expect("comment");
    at = e5;
    let qh5 = play(&mut tree, at, "d1h5");
    play(&mut tree, qh5, "b8c6");
    let qf3 = play(&mut tree, at, "d1f3");
    tree.set_comment_text(qf3, Place::After, "Too slow here.")
        .expect("comment");
    let nf3 = play(&mut tree, at, "g1f3");
    tree.toggle_nag(nf3, 1).expect("glyph");
    tree
}

#[test]
fn a_lesson_asks_for_its_moves_takes_back_wrong_ones_with_why_and_accepts_marked_ones() {
    use rookery::app::studies::StudyLesson;
    use rookery::library::study::ChapterMode;
    let dir = TempDir::new("study-lesson");
    let storage = dir.storage();
    let chapter = {
        let opened = Library::open(&storage.library_path()).expect("open");
        let study = opened.library.create_study("Lessons").expect("study");
        opened
            .library
            .add_chapter(
                study,
                "Open games",
                &lesson_tree(),
                ChapterMode::Lesson,
                rules::Color::White,
            )
            .expect("chapter")
    };
    let mut h = crate::saves::harness_at(&storage);
    h.world().write_message(StudyRequest::Open(chapter));
    h.wait_on::<State<Screen>>("opened", |s| *s.get() == Screen::Playing);
    h.settle();
    assert!(h.session().lesson, "opened as a lesson");
    assert!(h.session().notes.is_none(), "not the analysis board");
    let run = |h: &Harness| {
        h.app
            .world()
            .resource::<StudyLesson>()
            .current
            .clone()
            .expect("a lesson")
    };
    assert_eq!(run(&h).said.as_deref(), Some("Open with the king's pawn."));
    // A move the chapter does not have: taken back, what the chapter said
    // shown again.
    h.request("d2d4");
    h.wait_on::<StudyLesson>("taken back", |l| {
        l.current.as_ref().is_some_and(|r| r.wrong)
    });
    h.settle();
    assert_eq!(
        h.session().game.ply_count(),
        0,
        "the wrong move is taken back"
    );
    assert_eq!(run(&h).mistakes, 1);
    assert_eq!(run(&h).said.as_deref(), Some("Open with the king's pawn."));
    // The status line (and so a screen reader) says why, not only that the
    // move was taken back.
    assert_eq!(h.status(), "Not the lesson's move: try again.");
    // The main line's move, then Rookery's reply and what the chapter
    // says of it.
    h.request("e2e4");
    assert!(!run(&h).wrong);
    for _ in 0..300 {
        if h.session().game.ply_count() == 2 {
            break;
        }
        h.app.update();
        std::thread::sleep(Duration::from_millis(10));
    }
    let last = h.session().game.moves().last().map(|m| m.mv.to_uci());
    assert_eq!(last.as_deref(), Some("e7e5"), "Rookery plays the reply");
    assert_eq!(run(&h).said.as_deref(), Some("Bring the queen out."));
    // Not a move of the chapter: what it said here, again.
    h.request("a2a3");
    h.wait_on::<StudyLesson>("taken back", |l| {
        l.current.as_ref().is_some_and(|r| r.wrong)
    });
    h.settle();
    assert_eq!(run(&h).said.as_deref(), Some("Bring the queen out."));
    // A variation not marked good: taken back with why.
    h.request("d1f3");
    h.wait_on::<StudyLesson>("taken back", |l| {
        l.current.as_ref().is_some_and(|r| r.wrong)
    });
    h.settle();
    assert_eq!(h.session().game.ply_count(), 2);
    assert_eq!(run(&h).said.as_deref(), Some("Too slow here."));
    assert_eq!(run(&h).mistakes, 3);
    // A variation marked !: accepted, and the end of its line ends the
    // lesson.
    h.request("g1f3");
    assert_eq!(h.session().game.ply_count(), 3);
    assert!(run(&h).done, "the lesson is complete");
    assert_eq!(run(&h).mistakes, 3);
    // Opened to be edited, the lesson is on the analysis board.
    h.world().write_message(StudyRequest::Edit(chapter));
    h.wait_on::<Session>("on the analysis board", |s| s.notes.is_some());
    assert!(!h.session().lesson);
    assert_eq!(
        h.session().notes.as_ref().and_then(|n| n.chapter),
        Some(chapter)
    );
}

#[test]
fn a_chapter_is_made_a_lesson_seen_from_black_and_back() {
    use rookery::library::study::ChapterMode;
    let dir = TempDir::new("study-set-chapter");
    let storage = dir.storage();
    let mut h = crate::saves::harness_at(&storage);
    imported(&mut h, &dir);
    let chapter = shelf(&h).chapters[0].clone();
    assert_eq!(chapter.mode, ChapterMode::Normal);
    h.world().write_message(StudyRequest::SetChapter(
        chapter.id,
        ChapterMode::Lesson,
        rules::Color::Black,
    ));
    h.wait_on::<StudyShelf>("set", |s| {
        s.chapters
            .first()
            .is_some_and(|c| c.mode == ChapterMode::Lesson)
    });
    let stored = Library::open(&storage.library_path())
        .expect("open")
        .library
        .chapter_summary(chapter.id)
        .expect("chapter");
    assert_eq!(stored.mode, ChapterMode::Lesson);
    assert_eq!(stored.orientation, rules::Color::Black);
    assert_eq!(stored.name, "Lucena", "the name is kept");
    h.world().write_message(StudyRequest::SetChapter(
        chapter.id,
        ChapterMode::Normal,
        rules::Color::White,
    ));
    h.wait_on::<StudyShelf>("set back", |s| {
        s.chapters
            .first()
            .is_some_and(|c| c.mode == ChapterMode::Normal && c.orientation == rules::Color::White)
    });
}
