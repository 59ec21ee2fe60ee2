//! The squares' sprites in the theme's colours and the coordinate labels
//! along the board's edges.

use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::theme::{Preferences, Theme};
use crate::app::GameSet;
use crate::app::board::{BoardLayout, BoardSquare};
use crate::app::states::InGame;
use crate::rules::Square;

/// A coordinate label in a square's corner.
#[derive(Component)]
struct Label;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (square_sprites, labels)
            .in_set(GameSet::Present)
            .run_if(in_state(InGame)),
    );
}

fn square_color(theme: &Theme, sq: Square) -> Color {
    if sq.is_light() {
        theme.light
    } else {
        theme.dark
    }
}

fn square_sprites(
    mut commands: Commands,
    layout: Res<BoardLayout>,
    theme: Res<Theme>,
    mut squares: Query<(Entity, &BoardSquare, Option<&mut Sprite>)>,
) {
    for (e, sq, sprite) in &mut squares {
        let size = Vec2::splat(layout.square);
        match sprite {
            None => {
                commands
                    .entity(e)
                    .insert(Sprite::from_color(square_color(&theme, sq.0), size));
            }
            Some(mut s) => {
                if layout.is_changed() || theme.is_changed() {
                    s.custom_size = Some(size);
                    s.color = square_color(&theme, sq.0);
                }
            }
        }
    }
}

fn labels(
    mut commands: Commands,
    layout: Res<BoardLayout>,
    theme: Res<Theme>,
    prefs: Res<Preferences>,
    existing: Query<Entity, With<Label>>,
    mut done: Local<Option<(f32, bool, Vec2)>>,
) {
    let key = (layout.square, layout.flipped, layout.center);
    let missing = existing.is_empty() && prefs.show_coordinates;
    if *done == Some(key) && !theme.is_changed() && !prefs.is_changed() && !missing {
        return;
    }
    *done = Some(key);
    for e in &existing {
        commands.entity(e).despawn();
    }
    if !prefs.show_coordinates {
        return;
    }
    // A fifth of a square at normal size, at most three tenths (clear of the pieces).
    let font_size = (layout.square * 0.2 * prefs.coordinate_scale)
        .min(layout.square * 0.3)
        .max(8.0);
    let pad = layout.square * 0.06;
    let half = layout.square / 2.0;
    // Files along the bottom edge, ranks along the left edge, as seen.
    let bottom_rank = if layout.flipped { 7 } else { 0 };
    let left_file = if layout.flipped { 7 } else { 0 };
    for i in 0..8u8 {
        let file_sq = Square::new(bottom_rank * 8 + i).expect("on board");
        let c = layout.square_center(file_sq);
        let ink = if file_sq.is_light() {
            theme.dark
        } else {
            theme.light
        };
        commands.spawn((
            Label,
            Text2d::new(file_sq.file().char().to_string()),
            TextFont::from_font_size(font_size),
            TextColor(ink),
            Anchor::BOTTOM_RIGHT,
            Transform::from_translation(Vec3::new(c.x + half - pad, c.y - half + pad * 0.5, 0.5)),
            DespawnOnExit(InGame),
        ));
        let rank_sq = Square::new(i * 8 + left_file).expect("on board");
        let c = layout.square_center(rank_sq);
        let ink = if rank_sq.is_light() {
            theme.dark
        } else {
            theme.light
        };
        commands.spawn((
            Label,
            Text2d::new(rank_sq.rank().char().to_string()),
            TextFont::from_font_size(font_size),
            TextColor(ink),
            Anchor::TOP_LEFT,
            Transform::from_translation(Vec3::new(c.x - half + pad, c.y + half - pad * 0.5, 0.5)),
            DespawnOnExit(InGame),
        ));
    }
}
