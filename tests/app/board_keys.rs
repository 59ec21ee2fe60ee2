//! The board by keys alone: the square cursor shown by Enter, moved by the
//! arrows as the board is seen (flipped or not), each square said in the
//! status line; Enter picks a piece and plays it; the promotion chooser by
//! letter and by Enter on the cursor; Escape puts back the piece in hand,
//! then hides the cursor, then pauses; while the cursor is shown the left
//! and right arrows are the cursor's, not the stepping's.

use super::*;
use crate::stepping::press_key;
use rookery::app::board::{BoardCursor, Selection, ShownPly};
use rookery::app::states::Pause;

fn cursor(h: &Harness) -> Option<Square> {
    h.app.world().resource::<BoardCursor>().0
}

#[test]
fn the_cursor_walks_the_board_and_plays_a_move_by_keys() {
    let mut h = Harness::new();
    h.start_game();
    assert_eq!(cursor(&h), None, "hidden until asked for");
    // Shown on White's e-pawn (White at the bottom), the square said.
    press_key(&mut h, KeyCode::Enter);
    assert_eq!(cursor(&h), Some(sq("e2")));
    assert_eq!(h.status(), "e2, white pawn");
    press_key(&mut h, KeyCode::ArrowUp);
    assert_eq!(cursor(&h), Some(sq("e3")));
    assert_eq!(h.status(), "e3, empty");
    press_key(&mut h, KeyCode::ArrowDown);
    press_key(&mut h, KeyCode::ArrowLeft);
    assert_eq!(cursor(&h), Some(sq("d2")));
    // Off the board's edge it stays.
    for _ in 0..5 {
        press_key(&mut h, KeyCode::ArrowDown);
    }
    assert_eq!(cursor(&h), Some(sq("d1")));
    assert_eq!(h.status(), "d1, white queen");
    // Back to e2, picked up with Space, taken to e4, dropped with Enter.
    press_key(&mut h, KeyCode::ArrowRight);
    press_key(&mut h, KeyCode::ArrowUp);
    press_key(&mut h, KeyCode::Space);
    assert_eq!(
        h.app.world().resource::<Selection>().selected,
        Some(sq("e2"))
    );
    press_key(&mut h, KeyCode::ArrowUp);
    press_key(&mut h, KeyCode::ArrowUp);
    press_key(&mut h, KeyCode::Enter);
    assert_eq!(crate::common::sans(&h.session().game), ["e4"]);
    h.assert_entities_match();
    // Enter on a black piece (Black to move) picks it; again puts it back.
    press_key(&mut h, KeyCode::ArrowUp);
    press_key(&mut h, KeyCode::ArrowUp);
    press_key(&mut h, KeyCode::ArrowUp);
    assert_eq!(cursor(&h), Some(sq("e7")));
    press_key(&mut h, KeyCode::Enter);
    assert_eq!(
        h.app.world().resource::<Selection>().selected,
        Some(sq("e7"))
    );
    press_key(&mut h, KeyCode::Enter);
    assert_eq!(h.app.world().resource::<Selection>().selected, None);
    assert_eq!(crate::common::sans(&h.session().game), ["e4"]);
}

#[test]
fn on_a_flipped_board_up_is_towards_whites_side() {
    let mut h = Harness::new();
    h.start_game();
    h.world().write_message(GameCommand::Flip);
    h.settle();
    assert!(h.session().flipped);
    // Black at the bottom: the cursor starts on e7.
    press_key(&mut h, KeyCode::Enter);
    assert_eq!(cursor(&h), Some(sq("e7")));
    // Up on the screen is down the ranks; left is towards the h-file.
    press_key(&mut h, KeyCode::ArrowUp);
    assert_eq!(cursor(&h), Some(sq("e6")));
    press_key(&mut h, KeyCode::ArrowLeft);
    assert_eq!(cursor(&h), Some(sq("f6")));
}

#[test]
fn the_arrows_are_the_cursors_while_it_is_shown() {
    let mut h = Harness::new();
    h.start_game();
    h.request("e2e4");
    h.request("e7e5");
    // Hidden: Left steps back a move.
    press_key(&mut h, KeyCode::ArrowLeft);
    assert_eq!(
        h.app
            .world()
            .resource::<ShownPly>()
            .shown_ply(&h.session().game),
        1
    );
    press_key(&mut h, KeyCode::End);
    // Shown (on the last move's square): Left moves the cursor, the game
    // stays at its last move.
    press_key(&mut h, KeyCode::Enter);
    assert_eq!(cursor(&h), Some(sq("e5")));
    press_key(&mut h, KeyCode::ArrowLeft);
    assert_eq!(cursor(&h), Some(sq("d5")));
    assert!(h.app.world().resource::<ShownPly>().is_live());
}

#[test]
fn escape_puts_back_the_piece_then_hides_the_cursor_then_pauses() {
    let mut h = Harness::new();
    h.start_game();
    press_key(&mut h, KeyCode::Enter);
    press_key(&mut h, KeyCode::Enter);
    assert_eq!(
        h.app.world().resource::<Selection>().selected,
        Some(sq("e2"))
    );
    press_key(&mut h, KeyCode::Escape);
    assert_eq!(h.app.world().resource::<Selection>().selected, None);
    assert_eq!(cursor(&h), Some(sq("e2")));
    press_key(&mut h, KeyCode::Escape);
    assert_eq!(cursor(&h), None);
    assert_eq!(
        *h.app.world().resource::<State<Pause>>().get(),
        Pause::Running
    );
    press_key(&mut h, KeyCode::Escape);
    assert_eq!(
        *h.app.world().resource::<State<Pause>>().get(),
        Pause::Paused
    );
}

#[test]
fn a_promotion_is_chosen_by_letter_or_by_enter_on_the_chooser() {
    let mut h = Harness::new();
    h.start_game();
    // As in promotion_by_the_dialog_and_cancel: the g7 pawn can only
    // promote by taking the rook on h8.
    for uci in TO_PROMOTION {
        h.request(uci);
    }
    // The cursor on g7 (from a6, the last move: six files right, one down).
    press_key(&mut h, KeyCode::Enter);
    assert_eq!(cursor(&h), Some(sq("a6")));
    for _ in 0..6 {
        press_key(&mut h, KeyCode::ArrowRight);
    }
    press_key(&mut h, KeyCode::ArrowUp);
    assert_eq!(cursor(&h), Some(sq("g7")));
    press_key(&mut h, KeyCode::Enter);
    press_key(&mut h, KeyCode::ArrowRight);
    press_key(&mut h, KeyCode::ArrowUp);
    let before = h.position();
    press_key(&mut h, KeyCode::Enter);
    // The chooser is open and the cursor on its queen (h8).
    assert!(h.app.world().resource::<PendingPromotion>().0.is_some());
    assert_eq!(h.position(), before);
    assert_eq!(cursor(&h), Some(sq("h8")));
    // N: a knight.
    press_key(&mut h, KeyCode::KeyN);
    assert_eq!(
        crate::common::sans(&h.session().game)
            .last()
            .map(String::as_str),
        Some("gxh8=N")
    );
    // Taken back, and this time the rook, two squares down the chooser's
    // column (queen, rook, bishop, knight), by Enter.
    h.world().write_message(GameCommand::Undo);
    h.settle();
    press_key(&mut h, KeyCode::ArrowLeft);
    press_key(&mut h, KeyCode::ArrowDown);
    assert_eq!(cursor(&h), Some(sq("g7")));
    press_key(&mut h, KeyCode::Enter);
    press_key(&mut h, KeyCode::ArrowRight);
    press_key(&mut h, KeyCode::ArrowUp);
    press_key(&mut h, KeyCode::Enter);
    assert_eq!(cursor(&h), Some(sq("h8")));
    press_key(&mut h, KeyCode::ArrowDown);
    press_key(&mut h, KeyCode::Enter);
    assert_eq!(
        crate::common::sans(&h.session().game)
            .last()
            .map(String::as_str),
        Some("gxh8=R")
    );
}
