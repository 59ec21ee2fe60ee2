//! A drag whose press, motion and release arrive within one frame (a fast
//! mouse, a touchpad flick, a loaded machine): bevy_picking then reports
//! the press on the entity under the pointer at the end of the frame (the
//! drop square) and no drag at all. The board goes by where the pointer was
//! when the button went down and up, so a press and a release on different
//! squares are a drag, however fast.

use super::*;

/// Press at `from` and release at `to` within one frame, picked (as
/// bevy_picking does then) on the entity under `to` for both.
fn flick(h: &mut Harness, from: Square, to: Square) {
    let picked = h.target_at(to);
    let button = PointerButton::Primary;
    let hit = h.hit();
    h.trigger(
        from,
        Press {
            button,
            hit: hit.clone(),
            count: 1,
        },
        picked,
    );
    h.trigger(to, Release { button, hit }, picked);
    h.settle();
}

#[test]
fn a_drag_within_one_frame_is_a_move_not_a_click_on_the_drop_square() {
    let mut h = Harness::new();
    h.start_game();
    flick(&mut h, sq("e2"), sq("e4"));
    assert_eq!(h.session().game.ply_count(), 1, "status: {}", h.status());
    assert_eq!(h.session().game.moves()[0].san, "e4");
    h.assert_entities_match();
    // A capture the same way, onto an occupied square.
    h.request("d7d5");
    flick(&mut h, sq("e4"), sq("d5"));
    assert_eq!(h.session().game.moves()[2].san, "exd5");
    h.assert_entities_match();
}

#[test]
fn a_fast_drag_to_an_illegal_square_is_refused_like_a_slow_one() {
    let mut h = Harness::new();
    h.start_game();
    flick(&mut h, sq("e2"), sq("e5"));
    assert_eq!(h.session().game.ply_count(), 0);
    let status = h.status();
    assert!(status.contains("cannot go to e5"), "{status}");
    h.assert_entities_match();
}
