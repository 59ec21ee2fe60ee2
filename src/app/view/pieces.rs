//! The pieces' sprites (the dragged piece enlarged, with its shadow) and
//! the promotion chooser's sprites over a darkened board.

use bevy::prelude::*;

use super::art::Art;
use crate::app::GameSet;
use crate::app::board::{BoardLayout, Opacity, PieceColor, PieceRole, PromotionChoice, Selection};
use crate::app::session::PendingPromotion;
use crate::app::states::InGame;

/// The darkened board behind the promotion chooser.
#[derive(Component)]
struct ChooserBackdrop;

/// The shadow under a dragged piece (a child of the piece).
#[derive(Component)]
struct DragShadow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (piece_sprites, drag_shadow, chooser_sprites)
            .in_set(GameSet::Present)
            .run_if(in_state(InGame)),
    );
}

#[allow(clippy::type_complexity)]
fn piece_sprites(
    mut commands: Commands,
    layout: Res<BoardLayout>,
    art: Res<Art>,
    selection: Res<Selection>,
    mut pieces: Query<(
        Entity,
        &PieceColor,
        &PieceRole,
        Option<&mut Sprite>,
        Option<&Opacity>,
        &mut Transform,
    )>,
) {
    for (e, color, kind, sprite, opacity, mut t) in &mut pieces {
        let alpha = opacity.map_or(1.0, |o| o.0);
        match sprite {
            None => {
                commands.entity(e).insert(Sprite {
                    image: art.piece(color.0, kind.0),
                    custom_size: Some(Vec2::splat(layout.square)),
                    color: Color::WHITE.with_alpha(alpha),
                    ..default()
                });
            }
            Some(mut s) => {
                let image = art.piece(color.0, kind.0);
                if s.image != image {
                    s.image = image;
                }
                let size = Some(Vec2::splat(layout.square));
                if s.custom_size != size {
                    s.custom_size = size;
                }
                if (s.color.alpha() - alpha).abs() > f32::EPSILON {
                    s.color = Color::WHITE.with_alpha(alpha);
                }
            }
        }
        let dragged = selection.drag.is_some_and(|d| d.entity == e);
        let scale = if dragged {
            Vec3::splat(1.12)
        } else {
            Vec3::ONE
        };
        if t.scale != scale {
            t.scale = scale;
        }
    }
}

fn chooser_sprites(
    mut commands: Commands,
    layout: Res<BoardLayout>,
    art: Res<Art>,
    choices: Query<(Entity, &PromotionChoice), Without<Sprite>>,
    backdrop: Query<Entity, With<ChooserBackdrop>>,
    pending: Res<PendingPromotion>,
) {
    for (e, choice) in &choices {
        commands.entity(e).insert(Sprite {
            image: art.piece(choice.color, choice.kind),
            custom_size: Some(Vec2::splat(layout.square * 0.9)),
            ..default()
        });
        commands.spawn((
            Sprite {
                image: art.disc.clone(),
                custom_size: Some(Vec2::splat(layout.square * 0.98)),
                color: Color::srgba(0.95, 0.95, 0.92, 1.0),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, -0.1),
            ChildOf(e),
        ));
    }
    let want = pending.0.is_some();
    let have = !backdrop.is_empty();
    if want && !have {
        commands.spawn((
            ChooserBackdrop,
            Sprite::from_color(
                Color::srgba(0.0, 0.0, 0.0, 0.45),
                Vec2::splat(layout.square * 8.0),
            ),
            Transform::from_translation(layout.center.extend(15.0)),
            DespawnOnExit(InGame),
        ));
    } else if !want {
        for e in &backdrop {
            commands.entity(e).despawn();
        }
    }
}

/// The shadow under a dragged piece: the piece's own image in translucent
/// black, a little below and to the right, under the (slightly enlarged)
/// piece, as if it were lifted off the board.
fn drag_shadow(
    mut commands: Commands,
    layout: Res<BoardLayout>,
    art: Res<Art>,
    selection: Res<Selection>,
    pieces: Query<(&PieceColor, &PieceRole)>,
    shadows: Query<(Entity, &ChildOf), With<DragShadow>>,
) {
    let dragged = selection.drag.map(|d| d.entity);
    let mut have = false;
    for (e, parent) in &shadows {
        if Some(parent.parent()) == dragged && !layout.is_changed() {
            have = true;
        } else {
            commands.entity(e).despawn();
        }
    }
    let Some(piece) = dragged else { return };
    let Ok((color, kind)) = pieces.get(piece) else {
        return;
    };
    if have {
        return;
    }
    let offset = layout.square * 0.06;
    commands.spawn((
        DragShadow,
        Sprite {
            image: art.piece(color.0, kind.0),
            custom_size: Some(Vec2::splat(layout.square)),
            color: Color::srgba(0.0, 0.0, 0.0, 0.35),
            ..default()
        },
        Transform::from_xyz(offset, -offset * 1.4, -0.5),
        ChildOf(piece),
    ));
}
