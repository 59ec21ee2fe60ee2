//! Studies: the analysis board kept as a study chapter, each later edit
//! written into it, the chapter opened again with everything in it after
//! the board was left; chapters made from a FEN, reordered and deleted.

use super::*;
use crate::common::TempDir;
use rookery::app::session::NoteEdit;
use rookery::app::studies::{StudyRequest, StudyShelf};
use rookery::library::Library;
use rookery::library::study::ChapterId;
use rookery::rules::tree::{GameTree, Place};

fn shelf(h: &Harness) -> StudyShelf {
    h.app.world().resource::<StudyShelf>().clone()
}

/// Runs frames until the chapter, read from the library's file, satisfies
/// `done` (the studies write on a thread of their own).
fn wait_for_chapter(
    h: &mut Harness,
    library: &std::path::Path,
    id: ChapterId,
    mut done: impl FnMut(&GameTree) -> bool,
) {
    for _ in 0..3000 {
        let stored = Library::open(library)
            .ok()
            .and_then(|o| o.library.chapter(id).ok());
        if stored.as_ref().is_some_and(|c| done(&c.tree)) {
            return;
        }
        h.app.update();
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the chapter was not written as expected");
}

/// The chapter the analysis board's notes are kept in.
fn kept_chapter(h: &Harness) -> ChapterId {
    h.session()
        .notes
        .as_ref()
        .and_then(|n| n.chapter)
        .expect("the board's notes are kept in a chapter")
}

fn uci_line(tree: &GameTree) -> Vec<String> {
    tree.mainline()
        .iter()
        .filter_map(|&n| tree.mv(n))
        .map(|m| m.to_uci())
        .collect()
}

#[test]
fn the_analysis_board_kept_in_a_study_is_written_at_each_edit_and_opens_again() {
    let dir = TempDir::new("studies-keep");
    let storage = dir.storage();
    let library = storage.library_path();
    let mut h = crate::saves::harness_at(&storage);
    h.world().write_message(GameCommand::AnalysisBoard);
    h.settle();
    h.request("e2e4");
    h.request("e7e5");
    h.world().write_message(StudyRequest::SaveBoard {
        study: None,
        study_name: "Open games".into(),
        name: "The king's pawn".into(),
    });
    h.wait_on::<StudyShelf>("the chapter kept", |s| {
        s.on_board
            .as_ref()
            .is_some_and(|(study, _)| study.name == "Open games")
    });
    h.settle();
    let id = kept_chapter(&h);
    let (study, chapters) = shelf(&h).on_board.expect("on board");
    assert_eq!(study.name, "Open games");
    assert_eq!(chapters.len(), 1);
    assert_eq!(chapters[0].name, "The king's pawn");
    wait_for_chapter(&mut h, &library, id, |t| uci_line(t) == ["e2e4", "e7e5"]);

    // Edits after that are written into the chapter as they are made.
    h.request("g1f3");
    let nf3 = h.session().notes.as_ref().expect("notes").at;
    h.world()
        .write_message(GameCommand::Note(NoteEdit::Comment {
            node: nf3,
            place: Place::After,
            text: "developing".into(),
        }));
    h.settle();
    wait_for_chapter(&mut h, &library, id, |t| {
        uci_line(t) == ["e2e4", "e7e5", "g1f3"]
            && t.mainline()
                .last()
                .is_some_and(|&n| t.annotation(n).after.text() == "developing")
    });

    // Left and opened again: all of it is there.
    h.world()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Menu);
    h.settle();
    h.world().write_message(StudyRequest::Open(id));
    h.wait_on::<State<Screen>>("the chapter opened", |s| *s.get() == Screen::Playing);
    h.settle();
    let notes = h.session().notes.clone().expect("the analysis board");
    assert_eq!(notes.chapter, Some(id));
    assert_eq!(uci_line(&notes.tree), ["e2e4", "e7e5", "g1f3"]);
    let last = *notes.tree.mainline().last().expect("moves");
    assert_eq!(notes.tree.annotation(last).after.text(), "developing");
}

#[test]
fn chapters_are_added_from_a_fen_reordered_and_deleted() {
    let dir = TempDir::new("studies-chapters");
    let mut h = crate::saves::harness_at(&dir.storage());
    h.world()
        .write_message(StudyRequest::NewStudy("Endgames".into()));
    h.wait_on::<StudyShelf>("the study made", |s| {
        s.studies.iter().any(|st| st.name == "Endgames")
    });
    let study = shelf(&h).studies[0].id;
    // Lucena's position (a known rook ending), then the start position.
    let lucena = "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1";
    for (name, fen) in [("Lucena", lucena), ("Start", rules::STARTING_FEN)] {
        h.world().write_message(StudyRequest::NewChapter {
            study,
            name: name.into(),
            start: Box::new(rules::Position::from_fen(fen).expect("fen")),
        });
        h.wait_on::<StudyShelf>("the chapter added and opened", |s| {
            s.on_board
                .as_ref()
                .is_some_and(|(_, c)| c.iter().any(|c| c.name == name))
        });
        h.wait_on::<State<Screen>>("opened", |s| *s.get() == Screen::Playing);
        h.settle();
        assert_eq!(
            h.position().to_fen(),
            fen,
            "the new chapter is on the board"
        );
    }
    h.world().write_message(StudyRequest::Choose(study));
    h.wait_on::<StudyShelf>("the chapters read", |s| s.chapters.len() == 2);
    let names =
        |h: &Harness| -> Vec<String> { shelf(h).chapters.iter().map(|c| c.name.clone()).collect() };
    assert_eq!(names(&h), ["Lucena", "Start"]);
    let start = shelf(&h).chapters[1].id;
    h.world()
        .write_message(StudyRequest::MoveChapter(start, study, 0));
    h.wait_on::<StudyShelf>("moved up", |s| {
        s.chapters.first().is_some_and(|c| c.id == start)
    });
    assert_eq!(names(&h), ["Start", "Lucena"]);
    h.world().write_message(StudyRequest::DeleteChapter(start));
    h.wait_on::<StudyShelf>("deleted", |s| s.chapters.len() == 1);
    assert_eq!(names(&h), ["Lucena"]);
}

/// The analysis board's first move makes it a chapter of the scratch
/// study, which keeps every later change: nothing done there is lost when
/// the board is left.
#[test]
fn the_analysis_board_s_first_change_keeps_it_in_the_scratch_study() {
    let dir = TempDir::new("studies-scratch");
    let storage = dir.storage();
    let library = storage.library_path();
    let mut h = crate::saves::harness_at(&storage);
    h.world().write_message(GameCommand::AnalysisBoard);
    h.settle();
    assert!(!library.exists(), "opening the board alone writes nothing");
    h.request("d2d4");
    h.wait_on::<StudyShelf>("kept in the scratch study", |s| {
        s.on_board
            .as_ref()
            .is_some_and(|(study, _)| study.name == "Scratch")
    });
    h.settle();
    let id = kept_chapter(&h);
    h.request("d7d5");
    wait_for_chapter(&mut h, &library, id, |t| uci_line(t) == ["d2d4", "d7d5"]);
}
