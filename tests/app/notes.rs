//! The analysis board's notes: its moves kept as a tree (a new move where
//! another was starts a variation), moves gone to by their node, glyphs
//! from the keyboard, comments, arrows in four colours stored with their
//! move, edits undone and redone, and the whole tree exported as PGN.

use bevy::input::ButtonState;

use super::*;
use crate::common::TempDir;
use crate::stepping::{key_event as key, right_click};
use rookery::app::board::{Annotations, Step, StepRequest};
use rookery::app::saves::PersistCommand;
use rookery::app::session::{NoteEdit, Notes};
use rookery::rules::tree::{GameTree, NodeId, Place, ShapeColor};

/// Presses `last` with `held` down (Ctrl+1, Ctrl+Alt+3...).
fn chord(h: &mut Harness, held: &[KeyCode], last: KeyCode) {
    for &k in held {
        key(h, k, ButtonState::Pressed);
    }
    key(h, last, ButtonState::Pressed);
    key(h, last, ButtonState::Released);
    for &k in held.iter().rev() {
        key(h, k, ButtonState::Released);
    }
    h.settle();
}

fn notes(h: &Harness) -> Notes {
    h.session()
        .notes
        .clone()
        .expect("the analysis board's notes")
}

/// The node the moves (UCI) reach from the start.
fn node(h: &Harness, moves: &[&str]) -> NodeId {
    let notes = notes(h);
    let mut at = GameTree::ROOT;
    for uci in moves {
        let mv = notes.tree.position(at).parse_uci(uci).expect("legal");
        at = notes.tree.child_with(at, mv).expect("in the tree");
    }
    at
}

fn sans(h: &Harness, parent: NodeId) -> Vec<String> {
    let notes = notes(h);
    notes
        .tree
        .children(parent)
        .iter()
        .map(|&n| notes.tree.san(n))
        .collect()
}

fn uci(moves: impl IntoIterator<Item = rules::Move>) -> Vec<String> {
    moves.into_iter().map(|m| m.to_uci()).collect()
}

/// The analysis board after 1. e4 e5 2. Nf3, stepped back to 1. e4 where
/// 1... c5 was played instead.
fn with_a_variation() -> Harness {
    with_a_variation_in(Harness::new())
}

fn with_a_variation_in(mut h: Harness) -> Harness {
    h.world().write_message(GameCommand::AnalysisBoard);
    h.settle();
    for mv in ["e2e4", "e7e5", "g1f3"] {
        h.request(mv);
    }
    h.world().write_message(StepRequest(Step::Ply(1)));
    h.settle();
    h.request("c7c5");
    h
}

#[test]
fn a_new_move_where_another_was_starts_a_variation_and_both_lines_stay() {
    let mut h = with_a_variation();
    let e4 = node(&h, &["e2e4"]);
    assert_eq!(sans(&h, e4), ["e5", "c5"], "the main line first");
    assert_eq!(sans(&h, node(&h, &["e2e4", "e7e5"])), ["Nf3"]);
    assert_eq!(notes(&h).at, node(&h, &["e2e4", "c7c5"]));
    assert_eq!(
        uci(h.session().game.moves().iter().map(|m| m.mv)),
        ["e2e4", "c7c5"]
    );
    // Stepping back and playing the same move again adds nothing.
    h.world().write_message(StepRequest(Step::Back));
    h.settle();
    h.request("c7c5");
    assert_eq!(sans(&h, e4), ["e5", "c5"]);
    // Into the main line at 1... e5: 2. Nf3 waits ahead, the board shows it.
    let e5 = node(&h, &["e2e4", "e7e5"]);
    h.world().write_message(GameCommand::GoToNode(e5));
    h.settle();
    let s = h.session();
    assert_eq!(uci(s.game.moves().iter().map(|m| m.mv)), ["e2e4", "e7e5"]);
    assert_eq!(uci(s.game.redo_line().copied()), ["g1f3"]);
    let shown = *h.session().game.position();
    h.assert_board_shows(&shown);
    // Forward along the line follows the tree.
    h.world().write_message(StepRequest(Step::Forward));
    h.settle();
    assert_eq!(notes(&h).at, node(&h, &["e2e4", "e7e5", "g1f3"]));
}

#[test]
fn promoting_deleting_and_undoing_edit_the_tree_and_keep_the_board_on_it() {
    let mut h = with_a_variation();
    let e4 = node(&h, &["e2e4"]);
    let c5 = node(&h, &["e2e4", "c7c5"]);
    h.world()
        .write_message(GameCommand::Note(NoteEdit::Promote {
            node: c5,
            to_main: true,
        }));
    h.settle();
    assert_eq!(sans(&h, e4), ["c5", "e5"]);
    // Deleting the move on the board takes the board back to the move
    // before it.
    h.world()
        .write_message(GameCommand::Note(NoteEdit::Delete(c5)));
    h.settle();
    assert_eq!(sans(&h, e4), ["e5"]);
    assert_eq!(notes(&h).at, e4);
    assert_eq!(uci(h.session().game.moves().iter().map(|m| m.mv)), ["e2e4"]);
    assert_eq!(uci(h.session().game.redo_line().copied()), ["e7e5", "g1f3"]);
    let shown = *h.session().game.position();
    h.assert_board_shows(&shown);
    // A move no longer in the tree cannot be gone to: nothing changes.
    let before = (h.session().game.clone(), notes(&h).at, h.status());
    h.world().write_message(GameCommand::GoToNode(c5));
    h.settle();
    assert_eq!((h.session().game.clone(), notes(&h).at, h.status()), before);
    // Ctrl+Z brings the deleted move back (and the board to it), Ctrl+Y
    // deletes it again.
    chord(&mut h, &[KeyCode::ControlLeft], KeyCode::KeyZ);
    assert_eq!(sans(&h, e4), ["c5", "e5"]);
    assert_eq!(notes(&h).at, e4, "the undo was about e4's moves");
    chord(&mut h, &[KeyCode::ControlLeft], KeyCode::KeyY);
    assert_eq!(sans(&h, e4), ["e5"]);
    // Every edit undone, one more undo is refused and says so.
    for _ in 0..10 {
        chord(&mut h, &[KeyCode::ControlLeft], KeyCode::KeyZ);
    }
    assert!(
        h.session()
            .notes
            .as_ref()
            .is_some_and(|n| !n.edits.can_undo())
    );
    assert!(notes(&h).tree.children(GameTree::ROOT).is_empty());
    assert_eq!(h.status(), "No edit to undo");
}

#[test]
fn glyph_keys_mark_the_move_on_the_board() {
    let mut h = with_a_variation();
    let c5 = node(&h, &["e2e4", "c7c5"]);
    chord(&mut h, &[KeyCode::ControlLeft], KeyCode::Digit5);
    assert_eq!(notes(&h).tree.annotation(c5).nags, [5], "Ctrl+5 is !?");
    // Another move assessment replaces it; a position assessment joins it.
    chord(&mut h, &[KeyCode::ControlLeft], KeyCode::Digit1);
    chord(
        &mut h,
        &[KeyCode::ControlLeft, KeyCode::AltLeft],
        KeyCode::Digit3,
    );
    assert_eq!(notes(&h).tree.annotation(c5).nags, [1, 16], "! and ±");
    chord(&mut h, &[KeyCode::ControlLeft], KeyCode::Digit0);
    assert!(notes(&h).tree.annotation(c5).nags.is_empty());
    // Without Ctrl a digit marks nothing.
    chord(&mut h, &[], KeyCode::Digit2);
    assert!(notes(&h).tree.annotation(c5).nags.is_empty());
}

#[test]
fn arrows_belong_to_their_move_in_the_colour_of_the_modifiers() {
    let mut h = with_a_variation();
    let c5 = node(&h, &["e2e4", "c7c5"]);
    right_click(&mut h, sq("g1"), sq("f3"));
    key(&mut h, KeyCode::ShiftLeft, ButtonState::Pressed);
    right_click(&mut h, sq("d7"), sq("d7"));
    key(&mut h, KeyCode::ShiftLeft, ButtonState::Released);
    key(&mut h, KeyCode::AltLeft, ButtonState::Pressed);
    right_click(&mut h, sq("b1"), sq("c3"));
    key(&mut h, KeyCode::AltLeft, ButtonState::Released);
    h.settle();
    let mut colours: Vec<(String, String, ShapeColor)> = notes(&h)
        .tree
        .shapes(c5)
        .iter()
        .map(|s| (s.from.to_string(), s.to.to_string(), s.color))
        .collect();
    colours.sort_by(|a, b| (&a.0, &a.1).cmp(&(&b.0, &b.1)));
    let expected = [
        ("b1", "c3", ShapeColor::Blue),
        ("d7", "d7", ShapeColor::Red),
        ("g1", "f3", ShapeColor::Green),
    ]
    .map(|(a, b, c)| (a.to_string(), b.to_string(), c));
    assert_eq!(colours, expected);
    let drawn = |h: &Harness| h.app.world().resource::<Annotations>().shapes.clone();
    assert_eq!(drawn(&h), notes(&h).tree.shapes(c5));
    // Another move shown: its own (none); back again: the three.
    h.world().write_message(StepRequest(Step::Back));
    h.settle();
    assert!(drawn(&h).is_empty());
    h.world().write_message(StepRequest(Step::Forward));
    h.settle();
    assert_eq!(drawn(&h).len(), 3);
    // A left click on the board keeps them: they are the move's notes.
    h.click(sq("e5"));
    assert_eq!(drawn(&h).len(), 3);
    // Drawn again in its colour, an arrow goes.
    right_click(&mut h, sq("g1"), sq("f3"));
    h.settle();
    assert_eq!(notes(&h).tree.shapes(c5).len(), 2);
}

#[test]
fn the_export_writes_the_whole_tree_with_its_notes() {
    let dir = TempDir::new("notes-export");
    let mut h = with_a_variation_in(crate::saves::harness_at(&dir.storage()));
    let e4 = node(&h, &["e2e4"]);
    let e5 = node(&h, &["e2e4", "e7e5"]);
    for edit in [
        NoteEdit::ToggleGlyph(e4, 1),
        NoteEdit::Comment {
            node: e5,
            place: Place::After,
            text: "the classical reply".into(),
        },
        NoteEdit::Comment {
            node: GameTree::ROOT,
            place: Place::After,
            text: "A study".into(),
        },
    ] {
        h.world().write_message(GameCommand::Note(edit));
        h.settle();
    }
    right_click(&mut h, sq("g1"), sq("f3"));
    h.settle();
    let path = dir.path().join("analysis.pgn");
    h.world()
        .write_message(PersistCommand::ExportPgn(path.clone()));
    h.settle();
    let text = std::fs::read_to_string(&path).expect("exported");
    assert!(
        text.contains(
            "{A study} 1. e4! e5 {the classical reply} (1... c5 {[%cal Gg1f3]}) 2. Nf3 *"
        ),
        "{text}"
    );
    assert!(text.contains("[White \"White\"]"), "{text}");
}

/// A game opened from PGN comes to the analysis board with everything in
/// it: the comment before the first move, glyphs, arrows and circles, a
/// clock, comments inside variations, a variation inside a variation, an
/// unknown command; exported again, the movetext is the file's.
#[test]
fn a_pgn_opened_on_the_analysis_board_keeps_everything_in_it() {
    use rookery::app::saves::PgnToOpen;
    // In the export format's layout (a number after a comment or a
    // variation), so that what is written can be compared with it.
    let movetext = "{Intro} 1. e4! {[%clk 0:05:00] [%cal Gd2d4,Re7e5]} 1... e5 \
        (1... c5 $13 {the Sicilian [%csl Yd4] [%foo bar]} 2. Nf3 (2. c3 {Alapin}) 2... d6) \
        2. Nf3 $14 *";
    let text = format!("[Event \"Study\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n\n{movetext}\n");
    let opened = PgnToOpen::read_first(&text)
        .expect("a game")
        .expect("reads");
    assert!(opened.tree.is_some(), "its tree is read with it");
    let dir = TempDir::new("notes-lossless");
    let mut h = crate::saves::harness_at(&dir.storage());
    h.world()
        .write_message(PersistCommand::OpenPgn(Box::new(opened)));
    h.settle();
    h.world().write_message(GameCommand::Analyse(1));
    h.settle();
    let e4 = node(&h, &["e2e4"]);
    assert_eq!(notes(&h).at, e4);
    assert_eq!(notes(&h).tree.annotation(e4).nags, [1]);
    assert_eq!(
        h.app.world().resource::<Annotations>().shapes.len(),
        2,
        "the move's arrows are drawn"
    );
    let path = dir.path().join("again.pgn");
    h.world()
        .write_message(PersistCommand::ExportPgn(path.clone()));
    h.settle();
    let written = std::fs::read_to_string(&path).expect("exported");
    assert!(written.contains("[Event \"Study\"]"), "{written}");
    let flat = written.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(movetext), "{written}");
    assert!(written.contains("[White \"Ann\"]"), "{written}");
}
