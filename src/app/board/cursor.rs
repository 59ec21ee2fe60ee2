//! The board by keys alone: a square cursor, drawn as a frame. Enter or
//! Space shows it (on the piece in hand, the last move's square, or the
//! e-pawn of the side at the bottom); the arrows move it as the board is
//! seen (up is up, flipped or not), each square said in the status line
//! ("e4, white pawn"); Enter or Space on a square is a click there (pick
//! a piece, drop it on a target, pick it again to put it back). The
//! promotion chooser takes the cursor to the queen: Enter picks the piece
//! under it, or Q, R, B, N pick by letter. While the cursor is shown the
//! left and right arrows move it instead of stepping through the moves;
//! Escape drops the piece in hand, then hides the cursor (`escape`).

use bevy::prelude::*;

use super::layout::{cell_of, square_in_cell};
use super::model::{BoardCursor, DropSelection, HideCursor, KeyPress, Selection, ShownPly};
use crate::app::GameSet;
use crate::app::gates::board_shown;
use crate::app::i18n::{Phrase, piece_key};
use crate::app::session::{GameCommand, MoveRequest, MoveSource, PendingPromotion, Say, Session};
use crate::app::states::Overlay;
use crate::rules::{Color, PieceKind, Position, Square};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardCursor>()
        .add_message::<HideCursor>()
        .add_systems(
            Update,
            (
                cursor_keys
                    .run_if(board_shown)
                    .run_if(in_state(Overlay::None)),
                hide.run_if(on_message::<HideCursor>),
                to_the_chooser.run_if(resource_changed::<PendingPromotion>),
            )
                .chain()
                .in_set(GameSet::Input),
        );
}

/// The keys that press the cursor's square.
const PRESS_KEYS: [KeyCode; 3] = [KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space];

/// Each arrow's step in columns and rows (from the left and the top).
const ARROWS: [(KeyCode, i8, i8); 4] = [
    (KeyCode::ArrowUp, 0, -1),
    (KeyCode::ArrowDown, 0, 1),
    (KeyCode::ArrowLeft, -1, 0),
    (KeyCode::ArrowRight, 1, 0),
];

/// The promotion chooser's letters.
const PROMOTION_KEYS: [(KeyCode, PieceKind); 4] = [
    (KeyCode::KeyQ, PieceKind::Queen),
    (KeyCode::KeyR, PieceKind::Rook),
    (KeyCode::KeyB, PieceKind::Bishop),
    (KeyCode::KeyN, PieceKind::Knight),
];

/// The board's messages the cursor sends.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Out<'w> {
    presses: MessageWriter<'w, KeyPress>,
    requests: MessageWriter<'w, MoveRequest>,
    game: MessageWriter<'w, GameCommand>,
    say: MessageWriter<'w, Say>,
    drop_selection: MessageWriter<'w, DropSelection>,
}

#[allow(clippy::too_many_arguments)]
pub(super) fn cursor_keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut cursor: ResMut<BoardCursor>,
    session: Option<Res<Session>>,
    selection: Res<Selection>,
    pending: Res<PendingPromotion>,
    review: Res<ShownPly>,
    mut out: Out,
) {
    if egui_input.is_some_and(|e| e.wants_any_keyboard_input()) {
        return;
    }
    let Some(session) = session else { return };
    let pressed = keys.any_just_pressed(PRESS_KEYS);
    let shown = review.shown(&session.game);
    let Some(square) = cursor.0 else {
        if pressed {
            let start = selection
                .selected
                .or_else(|| {
                    let ply = review.shown_ply(&session.game);
                    ply.checked_sub(1)
                        .and_then(|i| session.game.moves().get(i))
                        .map(|m| m.mv.to)
                })
                // e7 (52) or e2 (12): the e-pawn of the side at the bottom.
                .or_else(|| Square::new(if session.flipped { 52 } else { 12 }));
            let Some(start) = start else { return };
            cursor.0 = Some(start);
            out.say.write(Say::info(describe(shown, start)));
        }
        return;
    };
    let (col, row) = cell_of(square, session.flipped);
    for (key, dc, dr) in ARROWS {
        if !keys.just_pressed(key) {
            continue;
        }
        let next = col
            .checked_add_signed(dc)
            .zip(row.checked_add_signed(dr))
            .and_then(|(c, r)| square_in_cell(c, r, session.flipped));
        if let Some(next) = next {
            cursor.0 = Some(next);
            out.say.write(Say::info(describe(shown, next)));
        }
        return;
    }
    if let Some((from, to, _)) = pending.0 {
        let chosen = if pressed {
            Some(chooser_kind(&session, to, square))
        } else {
            PROMOTION_KEYS
                .iter()
                .find(|(key, _)| keys.just_pressed(*key))
                .map(|&(_, kind)| Some(kind))
        };
        match chosen {
            Some(Some(kind)) => {
                out.requests.write(MoveRequest {
                    from,
                    to,
                    promotion: Some(kind),
                    source: MoveSource::PromotionDialog,
                });
            }
            Some(None) => {
                out.say
                    .write(Say::info(crate::text!("status-promotion-cancelled")));
            }
            None => return,
        }
        out.game.write(GameCommand::CancelPromotion);
        out.drop_selection.write(DropSelection);
        return;
    }
    if pressed {
        out.presses.write(KeyPress(square));
    }
}

/// The piece of the promotion chooser (promoting on `to`) standing on
/// `square`: the chooser puts queen, rook, bishop and knight in a column
/// from the promotion square towards the middle (`promotion`).
fn chooser_kind(session: &Session, to: Square, square: Square) -> Option<PieceKind> {
    let step: i8 = if session.game.side_to_move() == Color::White {
        -1
    } else {
        1
    };
    PieceKind::PROMOTIONS
        .into_iter()
        .enumerate()
        .find(|&(i, _)| to.offset(0, step * i as i8) == Some(square))
        .map(|(_, kind)| kind)
}

/// What stands on `square`: "e4, white pawn", "e5, empty".
pub fn describe(pos: &Position, square: Square) -> Phrase {
    describe_square(square, pos.piece_at(square))
}

/// `square` with `piece` on it, or none: "e4, white pawn", "e5, empty"
/// (the board editor's squares, which need not make a position).
pub fn describe_square(square: Square, piece: Option<crate::rules::Piece>) -> Phrase {
    match piece {
        Some(p) => crate::text!(
            "board-square-piece",
            square = square.to_string(),
            color = if p.color == Color::White {
                "white"
            } else {
                "black"
            },
            piece = piece_key(p.kind)
        ),
        None => crate::text!("board-square-empty", square = square.to_string()),
    }
}

fn hide(mut hides: MessageReader<HideCursor>, mut cursor: ResMut<BoardCursor>) {
    hides.clear();
    cursor.set_if_neq(BoardCursor(None));
}

/// The chooser opened while the cursor is shown: the cursor goes to its
/// first piece, the queen, on the promotion square.
fn to_the_chooser(pending: Res<PendingPromotion>, mut cursor: ResMut<BoardCursor>) {
    if let (Some((_, to, _)), Some(_)) = (pending.0, cursor.0) {
        cursor.set_if_neq(BoardCursor(Some(to)));
    }
}
