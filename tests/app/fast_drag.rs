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

/// The chooser's pieces stand on h8, h7, h6 and h5 (queen to knight). A
/// press on the knight whose frame ends with the pointer on the queen (a
/// quick click and a move on, on a loaded machine) is bevy_picking's press
/// on the queen: the piece chosen is the one under the press.
#[test]
fn a_promotion_choice_is_the_piece_where_the_button_went_down() {
    let mut h = Harness::new();
    h.start_game();
    // As in promotion_by_the_dialog_and_cancel: the g7 pawn can only
    // promote by taking the rook on h8.
    for uci in TO_PROMOTION {
        h.request(uci);
    }
    assert!(h.drag(sq("g7"), sq("h8")));
    let mut q = h.world().query::<(Entity, &PromotionChoice)>();
    let queen = q
        .iter(h.app.world())
        .find(|(_, c)| c.kind == rules::PieceKind::Queen)
        .expect("queen choice")
        .0;
    let button = PointerButton::Primary;
    let hit = h.hit();
    h.trigger(
        sq("h5"),
        Press {
            button,
            hit: hit.clone(),
            count: 1,
        },
        queen,
    );
    h.trigger(sq("h8"), Release { button, hit }, queen);
    h.settle();
    assert_eq!(h.session().game.moves().last().unwrap().san, "gxh8=N");
    h.assert_entities_match();
}

/// A right-drag from e2 to e4 within one frame: bevy_picking reports the
/// press and the release on the entity under e4 for both (and on the
/// window after it). The arrow goes from where the button went down to
/// where it came up, not a circle on e4.
#[test]
fn a_right_drag_within_one_frame_draws_its_arrow() {
    let mut h = Harness::new();
    h.start_game();
    let button = PointerButton::Secondary;
    let hit = h.hit();
    let picked = h.target_at(sq("e4"));
    let window = h.world().spawn_empty().id();
    for target in [picked, window] {
        h.trigger(
            sq("e2"),
            Press {
                button,
                hit: hit.clone(),
                count: 1,
            },
            target,
        );
    }
    for target in [picked, window] {
        h.trigger(
            sq("e4"),
            Release {
                button,
                hit: hit.clone(),
            },
            target,
        );
    }
    h.app.update();
    let annotations = h.app.world().resource::<rookery::app::board::Annotations>();
    assert_eq!(annotations.arrows(), vec![(sq("e2"), sq("e4"))]);
    assert!(annotations.circles().is_empty());
}
