//! The desktop's file chooser, opened from a path box: shown on a thread
//! of its own (the window goes on meanwhile), one at a time, and the file
//! chosen kept for the box it was opened from. A test's own chooser stands
//! in for the desktop's (there is none headless).

use std::path::PathBuf;
use std::sync::{Arc, Mutex, mpsc};

use super::*;
use rookery::app::chooser::{ChooseFile, ChooseFor, Chooser, ChooserBackend};

fn ask(for_box: ChooseFor, start: &str) -> ChooseFile {
    ChooseFile {
        for_box,
        title: "Choose a file".into(),
        start: start.into(),
    }
}

#[test]
fn the_file_chosen_comes_back_to_its_box_and_one_chooser_opens_at_a_time() {
    let mut h = Harness::new();
    // The stand-in chooser answers when the test says, and notes what it
    // was asked.
    let (answer, answers) = mpsc::channel::<Option<PathBuf>>();
    let answers = Arc::new(Mutex::new(answers));
    let asked = Arc::new(Mutex::new(Vec::<ChooseFile>::new()));
    let seen = asked.clone();
    h.world()
        .insert_resource(ChooserBackend(Arc::new(move |ask| {
            seen.lock().unwrap().push(ask.clone());
            answers.lock().unwrap().recv().ok().flatten()
        })));
    h.world()
        .write_message(ask(ChooseFor::LibraryImport, "/home/ann/old.pgn"));
    h.settle();
    assert_eq!(
        h.world().resource::<Chooser>().open,
        Some(ChooseFor::LibraryImport)
    );
    // Frames go on while it is open, and a second chooser is not opened.
    h.world().write_message(ask(ChooseFor::Puzzles, ""));
    for _ in 0..3 {
        h.settle();
    }
    assert_eq!(asked.lock().unwrap().len(), 1, "two choosers at once");
    assert_eq!(asked.lock().unwrap()[0].start, "/home/ann/old.pgn");
    answer
        .send(Some(PathBuf::from("/home/ann/lichess_db.pgn.zst")))
        .unwrap();
    h.wait_on::<Chooser>("the chooser's answer", |c| c.open.is_none());
    let chosen = h.world().resource::<Chooser>().chosen.clone().unwrap();
    assert_eq!(chosen.for_box, ChooseFor::LibraryImport);
    assert_eq!(chosen.path, PathBuf::from("/home/ann/lichess_db.pgn.zst"));
    assert_eq!(chosen.number, 1);
    // Cancelled: nothing chosen, the last file kept as it was.
    h.world().write_message(ask(ChooseFor::Engine, ""));
    h.settle();
    assert_eq!(
        h.world().resource::<Chooser>().open,
        Some(ChooseFor::Engine)
    );
    answer.send(None).unwrap();
    h.wait_on::<Chooser>("the cancelled chooser", |c| c.open.is_none());
    assert_eq!(h.world().resource::<Chooser>().chosen, Some(chosen));
}
