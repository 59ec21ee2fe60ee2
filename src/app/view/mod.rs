//! Rendering: the window, the camera, square and piece sprites, coordinate
//! labels, highlights (last move, selection, check, legal targets) and the
//! promotion chooser. Everything here is drawn from state the core owns.

mod art;

pub use art::{Art, rasterise};

use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::window::{PrimaryWindow, WindowResizeConstraints};
use bevy::winit::WinitSettings;

use super::GameSet;
use super::ai::Hint;
use super::board::{
    BoardLayout, BoardSquare, MIN_WINDOW, Opacity, PieceColor, PieceKind, PromotionChoice,
    Selection,
};
use super::session::{PendingPromotion, Session};
use super::states::InGame;
use crate::persist::Settings;
use crate::rules::Square;

/// The board's colours.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Theme {
    /// Light squares.
    pub light: Color,
    /// Dark squares.
    pub dark: Color,
    /// Overlay on the last move's squares.
    pub last_move: Color,
    /// Overlay on the selected square.
    pub selected: Color,
    /// Glow behind a king in check.
    pub check: Color,
    /// Legal move dots and rings.
    pub target: Color,
}

impl Default for Theme {
    fn default() -> Self {
        Theme {
            light: Color::srgb_u8(0xec, 0xdf, 0xc4),
            dark: Color::srgb_u8(0xa7, 0x7e, 0x5c),
            last_move: Color::srgba(0.85, 0.80, 0.15, 0.45),
            selected: Color::srgba(0.25, 0.62, 0.35, 0.55),
            check: Color::srgba(0.90, 0.10, 0.10, 0.85),
            target: Color::srgba(0.10, 0.25, 0.10, 0.38),
        }
    }
}

/// The display choices of [`Settings`], kept in step with them.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Preferences {
    /// Show dots and rings on the selected piece's targets.
    pub show_hints: bool,
    /// Show file and rank letters on the board.
    pub show_coordinates: bool,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            show_hints: true,
            show_coordinates: true,
        }
    }
}

/// Background colour around the board.
pub const BACKGROUND: Color = Color::srgb(0.16, 0.17, 0.19);

/// Adds Bevy's windowed plugins for Rookery's window.
pub fn add_window_plugins(app: &mut App) {
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Rookery".into(),
                    resolution: (1120, 760).into(),
                    resize_constraints: WindowResizeConstraints {
                        min_width: MIN_WINDOW.x,
                        min_height: MIN_WINDOW.y,
                        ..default()
                    },
                    ..default()
                }),
                ..default()
            })
            .set(ImagePlugin::default_linear()),
    )
    .insert_resource(WinitSettings::desktop_app())
    .insert_resource(ClearColor(BACKGROUND));
}

/// A mark drawn over the board, rebuilt whenever the state changes.
#[derive(Component)]
struct Highlight;

/// A coordinate label in a square's corner.
#[derive(Component)]
struct Label;

/// The darkened board behind the promotion chooser.
#[derive(Component)]
struct ChooserBackdrop;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Theme>()
        .init_resource::<Preferences>()
        .add_plugins(art::plugin)
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, apply_preferences)
        .add_systems(
            Update,
            (
                redraw_art_for_size,
                square_sprites,
                labels,
                piece_sprites,
                chooser_sprites,
                highlights,
            )
                .in_set(GameSet::Present)
                .run_if(in_state(InGame)),
        );
}

fn apply_preferences(settings: Res<Settings>, mut prefs: ResMut<Preferences>) {
    if settings.is_changed() {
        let p = Preferences {
            show_hints: settings.show_hints,
            show_coordinates: settings.show_coordinates,
        };
        if *prefs != p {
            *prefs = p;
        }
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("camera"), Camera2d));
}

fn redraw_art_for_size(
    layout: Res<BoardLayout>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut art: ResMut<Art>,
    mut images: ResMut<Assets<Image>>,
) {
    let scale = window.single().map(|w| w.scale_factor()).unwrap_or(1.0);
    let px = (layout.square * scale).round() as u32;
    if px != art.px {
        art::redraw_art(&mut art, &mut images, px);
    }
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
    let font_size = (layout.square * 0.2).max(8.0);
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

#[allow(clippy::type_complexity)]
fn piece_sprites(
    mut commands: Commands,
    layout: Res<BoardLayout>,
    art: Res<Art>,
    selection: Res<Selection>,
    mut pieces: Query<(
        Entity,
        &PieceColor,
        &PieceKind,
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
    existing: Query<Entity, (With<Highlight>, Without<ChildOf>)>,
) {
    let Some(session) = session else { return };
    if !(session.is_changed()
        || hint.is_changed()
        || selection.is_changed()
        || layout.is_changed()
        || theme.is_changed()
        || prefs.is_changed())
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
    if let Some(last) = session.game.moves().last() {
        mark(last.mv.from, theme.last_move, 0.1, None);
        mark(last.mv.to, theme.last_move, 0.1, None);
    }
    if let Some(sq) = selection.selected {
        mark(sq, theme.selected, 0.2, None);
    }
    let pos = session.position();
    if pos.is_check() {
        let king = pos.king(pos.side_to_move());
        mark(king, theme.check, 0.3, Some(art.disc.clone()));
    }
    let targets: &[crate::rules::Move] = if prefs.show_hints {
        &selection.targets
    } else {
        &[]
    };
    for mv in targets {
        let image = if mv.is_capture() { &art.ring } else { &art.dot };
        mark(mv.to, theme.target, 4.0, Some(image.clone()));
    }
    // The hint: an arrow from the piece to its square.
    if let Some((ply, mv, _)) = &hint.0
        && *ply == session.game.ply_count()
    {
        let from = layout.square_center(mv.from);
        let to = layout.square_center(mv.to);
        let dir = (to - from).normalize_or_zero();
        let head = layout.square * 0.42;
        let shaft_len = (to - from).length() - head * 0.8;
        let angle = dir.y.atan2(dir.x);
        let color = Color::srgba(0.15, 0.55, 0.95, 0.8);
        commands.spawn((
            Highlight,
            Sprite::from_color(color, Vec2::new(shaft_len.max(0.0), layout.square * 0.16)),
            Transform::from_translation((from + dir * shaft_len / 2.0).extend(6.0))
                .with_rotation(Quat::from_rotation_z(angle)),
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
            Transform::from_translation((to - dir * head / 2.0).extend(6.0))
                .with_rotation(Quat::from_rotation_z(angle)),
            DespawnOnExit(InGame),
        ));
    }
}
