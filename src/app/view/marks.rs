//! The marks drawn over the board: the last move, the selection, a king in
//! check, legal targets, the drop square under a dragged piece, the
//! keyboard's cursor, the hint
//! arrow and the player's own arrows and circles.

use bevy::prelude::*;

use super::art::Art;
use super::theme::{Preferences, Theme};
use crate::app::GameSet;
use crate::app::ai::Hint;
use crate::app::board::{Annotations, BoardCursor, BoardLayout, Premove, Selection, ShownPly};
use crate::app::game_review::GameReviewState;
use crate::app::repertoire::{DrillState, RepertoireDrill};
use crate::app::session::Session;
use crate::app::states::InGame;
use crate::rules::Square;
use crate::rules::tree::ShapeColor;

/// A mark drawn over the board, rebuilt whenever the state changes.
#[derive(Component)]
struct Highlight;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        highlights.in_set(GameSet::Present).run_if(in_state(InGame)),
    );
}

/// The dark outline around arrows, so they show by their shape and not
/// only their colour.
const OUTLINE: Color = Color::srgba(0.0, 0.0, 0.0, 0.75);

/// An arrow from the centre of one square to the centre of another, with a
/// dark outline (the head's is drawn in its image).
fn arrow(
    commands: &mut Commands,
    layout: &BoardLayout,
    art: &Art,
    (from, to): (Square, Square),
    color: Color,
    z: f32,
) {
    let from = layout.square_center(from);
    let to = layout.square_center(to);
    let dir = (to - from).normalize_or_zero();
    let head = layout.square * 0.42;
    let shaft_len = (to - from).length() - head * 0.8;
    let angle = dir.y.atan2(dir.x);
    let rotation = Quat::from_rotation_z(angle);
    let width = layout.square * 0.16;
    commands.spawn((
        Highlight,
        Sprite::from_color(color, Vec2::new(shaft_len.max(0.0), width)),
        Transform::from_translation((from + dir * shaft_len / 2.0).extend(z))
            .with_rotation(rotation),
        DespawnOnExit(InGame),
    ));
    // The shaft's outline: its two long edges up to the head, and its tail.
    let line = (layout.square * 0.025).max(1.0);
    let edge = ((to - from).length() - head * 0.94).max(0.0);
    let across = Vec2::new(-dir.y, dir.x) * (width + line) / 2.0;
    for side in [across, -across] {
        commands.spawn((
            Highlight,
            Sprite::from_color(OUTLINE, Vec2::new(edge, line)),
            Transform::from_translation((from + dir * edge / 2.0 + side).extend(z + 0.001))
                .with_rotation(rotation),
            DespawnOnExit(InGame),
        ));
    }
    commands.spawn((
        Highlight,
        Sprite::from_color(OUTLINE, Vec2::new(line, width + 2.0 * line)),
        Transform::from_translation((from - dir * line / 2.0).extend(z + 0.001))
            .with_rotation(rotation),
        DespawnOnExit(InGame),
    ));
    commands.spawn((
        Highlight,
        Sprite {
            image: art.arrow_head.clone(),
            custom_size: Some(Vec2::splat(head)),
            color,
            ..default()
        },
        Transform::from_translation((to - dir * head / 2.0).extend(z + 0.002))
            .with_rotation(rotation),
        DespawnOnExit(InGame),
    ));
}

#[allow(clippy::too_many_arguments)]
fn highlights(
    mut commands: Commands,
    layout: Res<BoardLayout>,
    theme: Res<Theme>,
    art: Res<Art>,
    session: Option<Res<Session>>,
    selection: Res<Selection>,
    prefs: Res<Preferences>,
    hint: Res<Hint>,
    review: Res<ShownPly>,
    annotations: Res<Annotations>,
    premove: Res<Premove>,
    game_review: Res<GameReviewState>,
    (cursor, drill): (Res<BoardCursor>, Res<RepertoireDrill>),
    existing: Query<Entity, (With<Highlight>, Without<ChildOf>)>,
) {
    let Some(session) = session else { return };
    if !(session.is_changed()
        || hint.is_changed()
        || selection.is_changed()
        || layout.is_changed()
        || theme.is_changed()
        || prefs.is_changed()
        || review.is_changed()
        || annotations.is_changed()
        || premove.is_changed()
        || game_review.is_changed()
        || cursor.is_changed()
        || drill.is_changed())
    {
        return;
    }
    for e in &existing {
        commands.entity(e).despawn();
    }
    let size = Vec2::splat(layout.square);
    let mut mark = |sq: Square, color: Color, z: f32, image: Option<Handle<Image>>| {
        let mut sprite = Sprite::from_color(color, size);
        if let Some(image) = image {
            sprite.image = image;
        }
        commands.spawn((
            Highlight,
            sprite,
            Transform::from_translation(layout.square_center(sq).extend(z)),
            DespawnOnExit(InGame),
        ));
    };
    // The marks follow the shown position, live or reviewed.
    let game = &session.game;
    let shown = review.shown_ply(game);
    if let Some(last) = shown.checked_sub(1).and_then(|i| game.moves().get(i)) {
        mark(last.mv.from, theme.last_move, 0.1, None);
        mark(last.mv.to, theme.last_move, 0.1, None);
    }
    if let Some(sq) = selection.selected {
        mark(sq, theme.selected, 0.2, None);
    }
    if let Some((from, to)) = premove.0 {
        mark(from, theme.premove, 0.25, None);
        mark(to, theme.premove, 0.25, None);
    }
    let pos = review.shown(game);
    if pos.is_check() {
        let king = pos.king(pos.side_to_move());
        mark(king, theme.check, 0.3, Some(art.disc.clone()));
    }
    let targets: &[crate::app::board::Target] = if prefs.show_hints {
        &selection.targets
    } else {
        &[]
    };
    for mv in targets {
        let image = if mv.capture { &art.ring } else { &art.dot };
        mark(mv.to, theme.target, 4.0, Some(image.clone()));
    }
    // The square a dragged piece would land on, if it may.
    if let Some(sq) = selection.hover
        && selection.drag.is_some()
        && selection.targets.iter().any(|m| m.to == sq)
    {
        mark(sq, theme.hover, 4.5, Some(art.frame.clone()));
    }
    // The keyboard's cursor: a frame of its own colour, above the marks of
    // the squares.
    if let Some(sq) = cursor.0 {
        mark(sq, theme.cursor, 4.6, Some(art.frame.clone()));
    }
    for shape in annotations.shapes.iter().filter(|s| s.is_circle()) {
        let color = shape_color(&theme, shape.color);
        mark(shape.from, color, 6.5, Some(art.ring.clone()));
    }
    // The hint: an arrow from the piece to its square.
    if let Some((ply, mv, _)) = &hint.0
        && *ply == game.ply_count()
        && review.is_live()
    {
        let color = Color::srgba(0.15, 0.55, 0.95, 0.8);
        arrow(&mut commands, &layout, &art, (mv.from, mv.to), color, 6.0);
    }
    // Reviewing: the better move than a marked one, from the position
    // before it.
    if let Some(review) = &game_review.review
        && let Some(i) = shown.checked_sub(1)
        && review.moves.get(i).is_some_and(|m| m.advice.is_some())
        && let (Some(before), Some(best)) = (
            game.position_at(i),
            review.positions.get(i).and_then(|p| p.best.as_deref()),
        )
        && let Ok(mv) = before.parse_uci(best)
    {
        let color = Color::srgba(0.10, 0.65, 0.30, 0.85);
        arrow(&mut commands, &layout, &art, (mv.from, mv.to), color, 6.2);
    }
    // A repertoire drill's miss: the repertoire's moves, in the theme's
    // green, from the position of the question.
    if let Some(DrillState::Missed { answers, .. }) = drill.current.as_ref().map(|r| &r.state)
        && review.is_live()
    {
        for mv in answers {
            let color = shape_color(&theme, ShapeColor::Green);
            arrow(&mut commands, &layout, &art, (mv.from, mv.to), color, 6.3);
        }
    }
    for shape in annotations.shapes.iter().filter(|s| !s.is_circle()) {
        let color = shape_color(&theme, shape.color);
        arrow(
            &mut commands,
            &layout,
            &art,
            (shape.from, shape.to),
            color,
            6.5,
        );
    }
}

/// The colour of the player's arrows and circles: green is the theme's own
/// (which the colour-blind themes change); red, blue and yellow are
/// lichess's hues, translucent as the green.
fn shape_color(theme: &Theme, color: ShapeColor) -> Color {
    match color {
        ShapeColor::Green => theme.annotation,
        ShapeColor::Red => Color::srgba(0.80, 0.16, 0.12, 0.80),
        ShapeColor::Blue => Color::srgba(0.10, 0.38, 0.85, 0.80),
        ShapeColor::Yellow => Color::srgba(0.92, 0.72, 0.05, 0.85),
    }
}
