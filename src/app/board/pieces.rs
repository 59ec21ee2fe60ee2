//! Piece entities (`OnSquare`, `PieceColor`, `PieceRole`) and the one
//! system that keeps them in step with the shown position (the live one, or
//! an earlier one while stepping back through the moves): after a move, a capture, castling, en
//! passant, a promotion, an undo, a step through the moves or a new game,
//! `sync_pieces` matches entities to squares, glides the ones that moved,
//! fades the ones that left and creates the ones that appeared.

use bevy::picking::Pickable;
use bevy::prelude::*;

use super::animation::{Fade, Glide, Opacity};
use super::layout::BoardLayout;
use super::model::{BoardSquare, OnSquare, PieceColor, PieceRole, Selection, ShownPly, z};
use crate::app::GameSet;
use crate::app::session::{GameChanged, MoveSource, PendingPromotion, Session};
use crate::app::states::InGame;
use crate::rules::{self, Piece, Square};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(InGame), spawn_squares).add_systems(
        Update,
        (sync_pieces, settle_pieces, place_squares)
            .chain()
            .in_set(GameSet::Animate)
            .run_if(in_state(InGame)),
    );
}

fn spawn_squares(mut commands: Commands, layout: Res<BoardLayout>) {
    for sq in Square::all() {
        commands.spawn((
            Name::new(format!("square {sq}")),
            BoardSquare(sq),
            // Sprite picking only considers entities marked pickable.
            Pickable::default(),
            Transform::from_translation(layout.square_center(sq).extend(z::SQUARE)),
            Visibility::default(),
            DespawnOnExit(InGame),
        ));
    }
}

fn place_squares(layout: Res<BoardLayout>, mut squares: Query<(&BoardSquare, &mut Transform)>) {
    if !layout.is_changed() {
        return;
    }
    for (sq, mut t) in &mut squares {
        t.translation = layout.square_center(sq.0).extend(z::SQUARE);
    }
}

/// Keeps the piece entities in step with the shown position (see
/// [`ShownPly`]). Runs every frame; does nothing when they already match.
#[allow(clippy::too_many_arguments)]
pub fn sync_pieces(
    mut commands: Commands,
    session: Option<Res<Session>>,
    layout: Res<BoardLayout>,
    mut changes: MessageReader<GameChanged>,
    mut pieces: Query<(
        Entity,
        &mut OnSquare,
        &PieceColor,
        &mut PieceRole,
        &Transform,
        Option<&mut Glide>,
    )>,
    review: Res<ShownPly>,
    mut last_shown: Local<Option<usize>>,
) {
    let Some(session) = session else { return };
    let mut hint: Option<GameChanged> = None;
    let mut reset = false;
    for change in changes.read() {
        if matches!(change, GameChanged::Reset) {
            reset = true;
        }
        hint = Some(*change);
    }
    // A step through the moves animates like the move it passes.
    let shown = review.shown_ply(&session.game);
    let moves = session.game.moves();
    if hint.is_none()
        && let Some(before) = *last_shown
    {
        if shown == before + 1 {
            hint = moves
                .get(before)
                .map(|m| GameChanged::Moved(m.mv, MoveSource::Click));
        } else if shown + 1 == before {
            hint = moves.get(shown).map(|m| GameChanged::Undone(m.mv));
        }
    }
    *last_shown = Some(shown);

    let pos = review.shown(&session.game);
    let mut current: [Option<(Entity, Piece)>; 64] = [None; 64];
    let mut duplicates = Vec::new();
    for (e, p, c, k, _, _) in &pieces {
        let slot = &mut current[p.0.index()];
        if slot.is_some() {
            duplicates.push(e);
        } else {
            *slot = Some((e, Piece::new(c.0, k.0)));
        }
    }
    let matches = duplicates.is_empty()
        && Square::all().all(|sq| current[sq.index()].map(|(_, p)| p) == pos.piece_at(sq));
    if matches {
        return;
    }

    // Squares whose entity must go, and squares that need one.
    let mut lost: Vec<(Square, Entity, Piece)> = Vec::new();
    let mut gained: Vec<(Square, Piece)> = Vec::new();
    for sq in Square::all() {
        let have = current[sq.index()];
        let want = pos.piece_at(sq);
        if have.map(|(_, p)| p) != want {
            if let Some((e, p)) = have {
                lost.push((sq, e, p));
            }
            if let Some(p) = want {
                gained.push((sq, p));
            }
        }
    }

    // Moves known from the change come first (castling rook, promotion).
    let mut assigned: Vec<(Entity, Square, Piece)> = Vec::new();
    let mut pair = |from: Square,
                    to: Square,
                    lost: &mut Vec<(Square, Entity, Piece)>,
                    gained: &mut Vec<(Square, Piece)>| {
        let li = lost.iter().position(|l| l.0 == from);
        let gi = gained.iter().position(|g| g.0 == to);
        if let (Some(li), Some(gi)) = (li, gi)
            && lost[li].2.color == gained[gi].1.color
        {
            let (_, e, _) = lost.remove(li);
            let (sq, p) = gained.remove(gi);
            assigned.push((e, sq, p));
        }
    };
    let variant = session.game.start_position().variant();
    match hint {
        Some(GameChanged::Moved(mv, _)) => {
            pair(mv.from, landing(&mv, variant), &mut lost, &mut gained);
            if let Some((rf, rt)) = castling_rook(&mv, variant) {
                pair(rf, rt, &mut lost, &mut gained);
            }
        }
        Some(GameChanged::Undone(mv)) => {
            pair(landing(&mv, variant), mv.from, &mut lost, &mut gained);
            if let Some((rf, rt)) = castling_rook(&mv, variant) {
                pair(rt, rf, &mut lost, &mut gained);
            }
        }
        _ => {}
    }
    // Then the same piece, nearest first; then the same colour (a kind change).
    for same_kind in [true, false] {
        let mut gi = 0;
        while gi < gained.len() {
            let (to, want) = gained[gi];
            let best = lost
                .iter()
                .enumerate()
                .filter(|(_, l)| {
                    if same_kind {
                        l.2 == want
                    } else {
                        l.2.color == want.color
                    }
                })
                .min_by_key(|(_, l)| square_distance(l.0, to))
                .map(|(i, _)| i);
            if let Some(li) = best {
                let (_, e, _) = lost.remove(li);
                gained.remove(gi);
                assigned.push((e, to, want));
            } else {
                gi += 1;
            }
        }
    }

    for (e, to, piece) in assigned {
        if let Ok((_, mut p, _, mut k, t, glide)) = pieces.get_mut(e) {
            p.0 = to;
            if k.0 != piece.kind {
                k.0 = piece.kind;
            }
            let target = layout.square_center(to);
            if reset {
                commands
                    .entity(e)
                    .insert(Transform::from_translation(target.extend(z::PIECE)))
                    .remove::<Glide>();
            } else {
                let start = t.translation.truncate();
                match glide {
                    Some(mut g) => g.retarget(start, target),
                    None => {
                        commands.entity(e).insert(Glide::new(start, target));
                    }
                }
            }
        }
    }
    for (_, e, _) in lost {
        commands
            .entity(e)
            .remove::<(OnSquare, Glide)>()
            .insert(Fade::out());
    }
    for e in duplicates {
        commands.entity(e).despawn();
    }
    for (sq, piece) in gained {
        let at = layout.square_center(sq).extend(z::PIECE);
        let mut entity = commands.spawn((
            Name::new(format!("{piece} on {sq}")),
            OnSquare(sq),
            PieceColor(piece.color),
            PieceRole(piece.kind),
            Pickable::default(),
            Transform::from_translation(at),
            Visibility::default(),
            DespawnOnExit(InGame),
        ));
        if reset {
            entity.insert(Opacity(1.0));
        } else {
            entity.insert((Opacity(0.0), Fade::fade_in()));
        }
    }
}

/// Where the rook of a castling move starts and lands.
fn castling_rook(mv: &rules::Move, variant: rules::Variant) -> Option<(Square, Square)> {
    mv.castle_squares(variant)
        .map(|(_, rook_from, rook_to)| (rook_from, rook_to))
}

/// Where the moving piece lands: the king's square after castling, which
/// in Chess960 is not the move's target (the king takes its own rook).
fn landing(mv: &rules::Move, variant: rules::Variant) -> Square {
    mv.castle_squares(variant)
        .map_or(mv.to, |(king_to, ..)| king_to)
}

fn square_distance(a: Square, b: Square) -> u32 {
    let df = a.file().index().abs_diff(b.file().index());
    let dr = a.rank().index().abs_diff(b.rank().index());
    (df * df + dr * dr) as u32
}

/// Brings every resting piece to the centre of the square it is shown on:
/// a piece dropped off the board or on an illegal square glides back, the
/// pawn waiting for its promotion piece stands on the promotion square, and
/// a resize or a flip moves everything at once.
fn settle_pieces(
    mut commands: Commands,
    layout: Res<BoardLayout>,
    selection: Res<Selection>,
    pending: Res<PendingPromotion>,
    mut pieces: Query<(Entity, &OnSquare, &mut Transform, Option<&mut Glide>)>,
) {
    let resized = layout.is_changed();
    for (e, pos, mut t, glide) in &mut pieces {
        if selection.drag.is_some_and(|d| d.entity == e) {
            continue;
        }
        let shown_on = match pending.0 {
            Some((from, to, _)) if from == pos.0 => to,
            _ => pos.0,
        };
        let target = layout.square_center(shown_on);
        if let Some(mut g) = glide {
            if g.to != target {
                if resized {
                    g.to = target;
                    g.from = target;
                } else {
                    g.retarget(t.translation.truncate(), target);
                }
            }
            continue;
        }
        if t.translation.truncate().distance(target) > 0.5 {
            if resized || pending.0.is_some_and(|(_, _, s)| s == MoveSource::Drag) {
                t.translation = target.extend(z::PIECE);
            } else {
                commands
                    .entity(e)
                    .insert(Glide::new(t.translation.truncate(), target));
            }
        } else if t.translation.z != z::PIECE {
            t.translation.z = z::PIECE;
        }
    }
}
