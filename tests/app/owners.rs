//! Issue #13, "idle frames do nothing": each resource has one owner that
//! writes it, only when its value changes, and everyone else asks through
//! messages. What a test can see of that is the resources' change ticks:
//! an action that leaves a resource's value as it was must leave its tick
//! too, and what was said must still reach the player, in order and at
//! once (the same frame, or the next one for what is said after the
//! game's systems ran).

use super::*;
use crate::common::TempDir;
use rookery::app::board::Selection;
use rookery::app::saves::PersistCommand;
use rookery::persist::Storage;

/// The tick at which resource `R` was last marked changed.
fn changed<R: Resource>(h: &Harness) -> u32 {
    h.app
        .world()
        .get_resource_change_ticks::<R>()
        .expect("resource exists")
        .changed
        .get()
}

#[test]
fn the_same_information_said_again_leaves_the_session_untouched() {
    let mut h = Harness::new();
    h.start_game();
    for uci in TO_PROMOTION {
        h.request(uci);
    }
    // The chooser opens and a press beside it cancels: said by the board.
    assert!(h.drag(sq("g7"), sq("h8")));
    h.click(sq("a3"));
    assert_eq!(h.status(), "Promotion cancelled");
    h.settle();
    // Again: the status line already says so.
    assert!(h.drag(sq("g7"), sq("h8")));
    assert!(h.app.world().resource::<PendingPromotion>().0.is_some());
    let before = changed::<Session>(&h);
    h.click(sq("a3"));
    h.settle();
    assert_eq!(h.status(), "Promotion cancelled");
    assert!(h.app.world().resource::<PendingPromotion>().0.is_none());
    assert_eq!(
        changed::<Session>(&h),
        before,
        "the same line said again is no change to the game"
    );
}

#[test]
fn what_the_board_and_the_files_say_is_shown_at_once_and_in_order() {
    let dir = TempDir::new("owners-say");
    let storage: Storage = dir.storage();
    let mut h = Harness::with(|app| {
        rookery::app::settings::load_into(app, &storage);
        app.insert_resource(rookery::app::held::AppStorage(storage.clone()));
    });
    h.start_game();
    // A press on an empty square: refused in the frame of the press.
    h.click(sq("e4"));
    assert!(h.status().contains("no piece on e4"), "{}", h.status());
    // A save (the pause menu's): shown by the next frame.
    h.world()
        .write_message(PersistCommand::Save("Owners".into()));
    h.app.update();
    h.app.update();
    assert_eq!(h.status(), "Saved \"Owners\"");
    // A press right after: the board's word is the last one.
    h.click(sq("e5"));
    assert!(h.status().contains("no piece on e5"), "{}", h.status());
    h.settle();
    assert!(h.status().contains("no piece on e5"), "{}", h.status());
}

fn pending(h: &Harness) -> Option<(Square, Square, MoveSource)> {
    h.app.world().resource::<PendingPromotion>().0
}

fn chooser_entities(h: &mut Harness) -> usize {
    let mut q = h.world().query::<&PromotionChoice>();
    q.iter(h.app.world()).count()
}

#[test]
fn the_waiting_promotion_changes_only_when_one_is_asked_for_or_dropped() {
    use super::stepping::press_key;
    let mut h = Harness::new();
    h.start_game();
    let before = changed::<PendingPromotion>(&h);
    // Moves, an undo, Escape twice (the pause menu, and back) and a step
    // back and forth through the moves: no promotion is ever asked for.
    for uci in TO_PROMOTION {
        h.request(uci);
    }
    h.world().write_message(GameCommand::Undo);
    h.settle();
    h.request("a7a6");
    press_key(&mut h, KeyCode::Escape);
    press_key(&mut h, KeyCode::Escape);
    press_key(&mut h, KeyCode::ArrowLeft);
    press_key(&mut h, KeyCode::End);
    assert_eq!(h.screen(), Screen::Playing);
    assert_eq!(
        changed::<PendingPromotion>(&h),
        before,
        "nothing waited for a promotion piece, nothing was written"
    );
    // Asked for, then dropped by Escape: the chooser comes and goes.
    assert!(h.drag(sq("g7"), sq("h8")));
    assert_eq!(
        pending(&h).map(|(f, t, _)| (f, t)),
        Some((sq("g7"), sq("h8")))
    );
    assert_eq!(chooser_entities(&mut h), 4);
    press_key(&mut h, KeyCode::Escape);
    assert_eq!(pending(&h), None);
    assert_eq!(chooser_entities(&mut h), 0);
    assert_eq!(h.screen(), Screen::Playing);
    // Asked for again, then a step back through the moves drops it.
    assert!(h.drag(sq("g7"), sq("h8")));
    assert!(pending(&h).is_some());
    press_key(&mut h, KeyCode::ArrowLeft);
    assert_eq!(pending(&h), None);
    assert_eq!(chooser_entities(&mut h), 0);
    press_key(&mut h, KeyCode::End);
    // The move is still to be made, with the dialog.
    assert!(h.drag(sq("g7"), sq("h8")));
    let mut q = h.world().query::<(Entity, &PromotionChoice)>();
    let rook = q
        .iter(h.app.world())
        .find(|(_, c)| c.kind == rules::PieceKind::Rook)
        .map(|(e, _)| e)
        .expect("rook choice");
    h.click_entity(sq("h7"), rook);
    h.settle();
    assert_eq!(h.session().game.moves().last().unwrap().san, "gxh8=R");
    assert_eq!(pending(&h), None);
}

fn selected(h: &Harness) -> Option<Square> {
    h.app.world().resource::<Selection>().selected
}

#[test]
fn the_selection_changes_only_when_what_is_in_hand_changes() {
    use super::stepping::press_key;
    let mut h = Harness::new();
    h.start_game();
    h.settle();
    let before = changed::<Selection>(&h);
    // A press on an empty square with nothing in hand: refused, nothing
    // taken or dropped.
    h.click(sq("e4"));
    assert!(h.status().contains("no piece on e4"), "{}", h.status());
    // Moves, an undo and steps through the moves with nothing in hand.
    h.request("e2e4");
    h.request("e7e5");
    h.world().write_message(GameCommand::Undo);
    h.settle();
    press_key(&mut h, KeyCode::ArrowLeft);
    press_key(&mut h, KeyCode::End);
    assert_eq!(
        changed::<Selection>(&h),
        before,
        "nothing was in hand, nothing was written"
    );
    // A piece taken in hand is a change, idle frames after it are not.
    h.click(sq("g8"));
    assert_eq!(selected(&h), Some(sq("g8")));
    let held = changed::<Selection>(&h);
    h.settle();
    assert_eq!(changed::<Selection>(&h), held, "idle with a piece in hand");
    // The position changes under it: a move typed for Black drops it, so
    // does a step back.
    h.request("b8c6");
    assert_eq!(selected(&h), None, "a move drops what was in hand");
    h.click(sq("g1"));
    assert_eq!(selected(&h), Some(sq("g1")));
    press_key(&mut h, KeyCode::ArrowLeft);
    assert_eq!(selected(&h), None, "a step back drops what was in hand");
    press_key(&mut h, KeyCode::End);
    h.click(sq("g1"));
    h.click(sq("f3"));
    h.settle();
    assert_eq!(h.session().game.moves().last().unwrap().san, "Nf3");
}
