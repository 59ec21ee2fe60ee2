//! The promotion chooser: when a pawn reaches the last rank, four pieces
//! (queen, rook, bishop, knight) stand in a column from the promotion
//! square towards the middle of the board; pressing one plays the move,
//! pressing anywhere else or Escape cancels and the pawn goes back.

use bevy::picking::Pickable;
use bevy::prelude::*;

use super::layout::BoardLayout;
use super::model::{CHOOSER_Z, PromotionChoice};
use crate::app::GameSet;
use crate::app::session::{PendingPromotion, Session};
use crate::app::states::InGame;
use crate::rules::{self, Color};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_chooser
            .in_set(GameSet::Promotion)
            .run_if(in_state(InGame)),
    );
}

fn show_chooser(
    mut commands: Commands,
    pending: Res<PendingPromotion>,
    layout: Res<BoardLayout>,
    session: Option<Res<Session>>,
    existing: Query<Entity, With<PromotionChoice>>,
) {
    if !pending.is_changed() && !layout.is_changed() {
        return;
    }
    for e in &existing {
        commands.entity(e).despawn();
    }
    let (Some((_, to, _)), Some(session)) = (pending.0, session) else {
        return;
    };
    let color = session.game.side_to_move();
    let step: i8 = if color == Color::White { -1 } else { 1 };
    for (i, kind) in rules::PieceKind::PROMOTIONS.into_iter().enumerate() {
        let Some(sq) = to.offset(0, step * i as i8) else {
            continue;
        };
        commands.spawn((
            Name::new(format!("promote to {kind}")),
            PromotionChoice { kind, color },
            Pickable::default(),
            Transform::from_translation(layout.square_center(sq).extend(CHOOSER_Z)),
            Visibility::default(),
            DespawnOnExit(InGame),
        ));
    }
}
