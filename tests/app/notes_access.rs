//! Issue #56, "Access": on the analysis board a screen reader hears the
//! move reached with its symbols' meanings and its comments (not their
//! `[%cal]` and `[%clk]` commands), and each edit of the notes once, in
//! words. The words are written down by hand.

use bevy::input::ButtonState;

use super::*;
use crate::stepping::{key_event as key, right_click};
use rookery::app::announce::Announcement;
use rookery::app::board::{Step, StepRequest};
use rookery::app::i18n::{Language, Tr};
use rookery::app::session::NoteEdit;
use rookery::rules::tree::{GameTree, NodeId, Place, Shape, ShapeColor};

/// The live region's last announcement, part by part, in `language`.
fn said_in(h: &Harness, language: Language) -> Vec<String> {
    let tr = Tr::new(language);
    h.app
        .world()
        .resource::<Announcement>()
        .parts
        .iter()
        .map(|p| tr.text(p, false))
        .collect()
}

fn said(h: &Harness) -> Vec<String> {
    said_in(h, Language::English)
}

fn count(h: &Harness) -> u64 {
    h.app.world().resource::<Announcement>().count
}

/// The node the moves (UCI) reach from the start.
fn node(h: &Harness, moves: &[&str]) -> NodeId {
    let notes = h.session().notes.as_ref().expect("the analysis board");
    let mut at = GameTree::ROOT;
    for uci in moves {
        let mv = notes.tree.position(at).parse_uci(uci).expect("legal");
        at = notes.tree.child_with(at, mv).expect("in the tree");
    }
    at
}

/// The analysis board after 1. e4 e5 2. Nf3.
fn board() -> Harness {
    let mut h = Harness::new();
    h.world().write_message(GameCommand::AnalysisBoard);
    h.settle();
    for mv in ["e2e4", "e7e5", "g1f3"] {
        h.request(mv);
    }
    h
}

fn edit(h: &mut Harness, edit: NoteEdit) {
    h.world().write_message(GameCommand::Note(edit));
    h.settle();
}

fn step(h: &mut Harness, step: Step) {
    h.world().write_message(StepRequest(step));
    h.settle();
}

fn go_to(h: &mut Harness, node: NodeId) {
    h.world().write_message(GameCommand::GoToNode(node));
    h.settle();
}

fn comment(node: NodeId, place: Place, text: &str) -> NoteEdit {
    NoteEdit::Comment {
        node,
        place,
        text: text.into(),
    }
}

#[test]
fn a_move_reached_is_said_with_its_symbols_and_comments_without_commands() {
    let mut h = board();
    let e4 = node(&h, &["e2e4"]);
    let e5 = node(&h, &["e2e4", "e7e5"]);
    let nf3 = node(&h, &["e2e4", "e7e5", "g1f3"]);
    edit(&mut h, NoteEdit::ToggleGlyph(nf3, 16));
    edit(&mut h, NoteEdit::ToggleGlyph(nf3, 1));
    edit(
        &mut h,
        comment(
            nf3,
            Place::After,
            "Ng5 comes next [%cal Gf3g5] [%clk 0:03:00]",
        ),
    );
    edit(&mut h, comment(e5, Place::Before, "The classical reply"));
    edit(
        &mut h,
        comment(GameTree::ROOT, Place::After, "A quiet game"),
    );
    // A step back with the arrow keys: the comment before the move first.
    step(&mut h, Step::Back);
    assert_eq!(said(&h), ["The classical reply", "Black: pawn to e5"]);
    // Forward: the move, its symbols (the move's assessment first), the
    // comment after it, and nothing of its arrow or clock.
    step(&mut h, Step::Forward);
    let heard = said(&h);
    assert_eq!(
        heard,
        [
            "White: knight to f3, good move, White is better",
            "Ng5 comes next"
        ]
    );
    assert!(!heard.join(" ").contains('%'), "{heard:?}");
    assert_eq!(
        said_in(&h, Language::French),
        [
            "Blancs : cavalier en f3, bon coup, les Blancs sont mieux",
            "Ng5 comes next"
        ]
    );
    // A move of the tree clicked, and the start with its comment.
    go_to(&mut h, e4);
    assert_eq!(said(&h), ["White: pawn to e4"]);
    go_to(&mut h, GameTree::ROOT);
    assert_eq!(said(&h), ["The start position", "A quiet game"]);
    // The same move played again on the board is said with its notes.
    go_to(&mut h, e5);
    h.request("g1f3");
    assert_eq!(
        said(&h),
        [
            "White: knight to f3, good move, White is better",
            "Ng5 comes next"
        ]
    );
}

#[test]
fn a_comment_written_or_removed_is_said_once() {
    let mut h = board();
    let e5 = node(&h, &["e2e4", "e7e5"]);
    let nf3 = node(&h, &["e2e4", "e7e5", "g1f3"]);
    let before = count(&h);
    edit(&mut h, comment(nf3, Place::After, "Develops"));
    assert_eq!(said(&h), ["Comment on 2. Nf3 written"]);
    assert_eq!(count(&h), before + 1, "said once");
    assert_eq!(
        said_in(&h, Language::French),
        ["Commentaire sur 2. Cf3 écrit"]
    );
    edit(&mut h, comment(e5, Place::Before, "Symmetry"));
    assert_eq!(said(&h), ["Comment before 1... e5 written"]);
    edit(
        &mut h,
        comment(GameTree::ROOT, Place::After, "An open game"),
    );
    assert_eq!(said(&h), ["Comment at the start written"]);
    edit(&mut h, comment(nf3, Place::After, ""));
    assert_eq!(said(&h), ["Comment on 2. Nf3 removed"]);
}

#[test]
fn a_symbol_added_or_removed_is_said_with_its_meaning() {
    let mut h = board();
    let nf3 = node(&h, &["e2e4", "e7e5", "g1f3"]);
    // Ctrl+1 marks the move on the board as a good move.
    key(&mut h, KeyCode::ControlLeft, ButtonState::Pressed);
    key(&mut h, KeyCode::Digit1, ButtonState::Pressed);
    key(&mut h, KeyCode::Digit1, ButtonState::Released);
    key(&mut h, KeyCode::ControlLeft, ButtonState::Released);
    h.settle();
    assert_eq!(said(&h), ["Symbol added to 2. Nf3: good move"]);
    assert_eq!(
        said_in(&h, Language::German),
        ["Symbol zu 2. Sf3 hinzugefügt: guter Zug"]
    );
    edit(&mut h, NoteEdit::ToggleGlyph(nf3, 1));
    assert_eq!(said(&h), ["Symbol removed from 2. Nf3: good move"]);
    edit(&mut h, NoteEdit::ToggleGlyph(nf3, 18));
    edit(&mut h, NoteEdit::ClearGlyphs(nf3));
    assert_eq!(said(&h), ["Symbols removed from 2. Nf3"]);
}

#[test]
fn an_arrow_or_a_circle_is_said_with_its_colour_and_squares() {
    let mut h = board();
    let nf3 = node(&h, &["e2e4", "e7e5", "g1f3"]);
    right_click(&mut h, sq("f1"), sq("c4"));
    h.settle();
    assert_eq!(said(&h), ["Green arrow from f1 to c4 added"]);
    assert_eq!(
        said_in(&h, Language::Spanish),
        ["Flecha verde de f1 a c4 añadida"]
    );
    key(&mut h, KeyCode::ShiftLeft, ButtonState::Pressed);
    right_click(&mut h, sq("d5"), sq("d5"));
    key(&mut h, KeyCode::ShiftLeft, ButtonState::Released);
    h.settle();
    assert_eq!(said(&h), ["Red circle on d5 added"]);
    let circle = Shape::circle(ShapeColor::Red, sq("d5"));
    edit(&mut h, NoteEdit::ToggleShape(nf3, circle));
    assert_eq!(said(&h), ["Red circle on d5 removed"]);
    right_click(&mut h, sq("f1"), sq("c4"));
    h.settle();
    assert_eq!(said(&h), ["Green arrow from f1 to c4 removed"]);
}

#[test]
fn variations_promoted_reordered_and_deleted_are_said() {
    let mut h = board();
    // Back to 1. e4 and 1... c5 instead: a variation.
    step(&mut h, Step::Ply(1));
    h.request("c7c5");
    let e5 = node(&h, &["e2e4", "e7e5"]);
    let c5 = node(&h, &["e2e4", "c7c5"]);
    edit(
        &mut h,
        NoteEdit::Promote {
            node: c5,
            to_main: false,
        },
    );
    assert_eq!(said(&h), ["Variation 1... c5 promoted"]);
    edit(&mut h, NoteEdit::MoveVariation { node: e5, up: true });
    assert_eq!(said(&h), ["Variation 1... e5 moved up"]);
    edit(
        &mut h,
        NoteEdit::MoveVariation {
            node: e5,
            up: false,
        },
    );
    assert_eq!(said(&h), ["Variation 1... e5 moved down"]);
    edit(
        &mut h,
        NoteEdit::Promote {
            node: e5,
            to_main: true,
        },
    );
    assert_eq!(said(&h), ["Variation 1... e5 made the main line"]);
    edit(&mut h, NoteEdit::Truncate(e5));
    assert_eq!(said(&h), ["Moves after 1... e5 deleted"]);
    // Deleting the move on the board takes the board back: the deletion
    // is what is said.
    let before = count(&h);
    edit(&mut h, NoteEdit::Delete(c5));
    assert_eq!(said(&h), ["1... c5 deleted, with the moves after it"]);
    assert_eq!(count(&h), before + 1, "said once");
    assert_eq!(
        said_in(&h, Language::French),
        ["1... c5 supprimé, avec les coups suivants"]
    );
}

#[test]
fn undo_and_redo_say_what_they_undid() {
    let mut h = board();
    let nf3 = node(&h, &["e2e4", "e7e5", "g1f3"]);
    edit(&mut h, NoteEdit::ToggleGlyph(nf3, 1));
    edit(&mut h, NoteEdit::Undo);
    assert_eq!(said(&h), ["Undone: Symbol added to 2. Nf3: good move"]);
    edit(&mut h, NoteEdit::Redo);
    assert_eq!(said(&h), ["Redone: Symbol added to 2. Nf3: good move"]);
    assert_eq!(
        said_in(&h, Language::French),
        ["Rétabli : Symbole ajouté à 2. Cf3 : bon coup"]
    );
    // A move played is an edit too: Ctrl+Z takes it out of the tree.
    h.request("f8c5");
    key(&mut h, KeyCode::ControlLeft, ButtonState::Pressed);
    key(&mut h, KeyCode::KeyZ, ButtonState::Pressed);
    key(&mut h, KeyCode::KeyZ, ButtonState::Released);
    key(&mut h, KeyCode::ControlLeft, ButtonState::Released);
    h.settle();
    assert_eq!(said(&h), ["Undone: Move 2... Bc5 added"]);
}
