//! Rendering: the window, the camera, square and piece sprites, coordinate
//! labels, highlights (last move, selection, check, legal targets, the drop
//! square under a dragged piece), the player's arrows and circles and the
//! promotion chooser. Everything here is drawn from state the core owns and
//! from the display choices in [`Settings`] (theme, piece style, hints,
//! coordinates), applied as soon as they change.

mod art;

pub use art::{Art, rasterise};

use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::window::{PrimaryWindow, WindowResizeConstraints, WindowResized, WindowResolution};
use bevy::winit::WinitSettings;

use super::GameSet;
use super::ai::Hint;
use super::board::{
    Annotations, BoardLayout, BoardSquare, MIN_WINDOW, Opacity, PieceColor, PieceKind,
    PromotionChoice, Review, Selection,
};
use super::session::{PendingPromotion, Session};
use super::states::InGame;
use crate::persist::{PieceStyle, Settings, ThemeName};
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
    /// The frame on the square a dragged piece would drop on.
    pub hover: Color,
    /// The player's own arrows and circles.
    pub annotation: Color,
}

impl Default for Theme {
    fn default() -> Self {
        Theme::named(ThemeName::default())
    }
}

impl Theme {
    /// The colours of a theme chosen in Settings.
    pub fn named(name: ThemeName) -> Theme {
        match name {
            ThemeName::Walnut => Theme {
                light: Color::srgb_u8(0xec, 0xdf, 0xc4),
                dark: Color::srgb_u8(0xa7, 0x7e, 0x5c),
                last_move: Color::srgba(0.85, 0.80, 0.15, 0.45),
                selected: Color::srgba(0.25, 0.62, 0.35, 0.55),
                check: Color::srgba(0.90, 0.10, 0.10, 0.85),
                target: Color::srgba(0.10, 0.25, 0.10, 0.38),
                hover: Color::srgba(1.0, 1.0, 1.0, 0.75),
                annotation: Color::srgba(0.12, 0.55, 0.22, 0.80),
            },
            ThemeName::Tournament => Theme {
                light: Color::srgb_u8(0xea, 0xe8, 0xd0),
                dark: Color::srgb_u8(0x6d, 0x92, 0x5a),
                last_move: Color::srgba(0.95, 0.88, 0.25, 0.50),
                selected: Color::srgba(0.20, 0.45, 0.80, 0.45),
                check: Color::srgba(0.90, 0.10, 0.10, 0.85),
                target: Color::srgba(0.05, 0.15, 0.05, 0.35),
                hover: Color::srgba(1.0, 1.0, 1.0, 0.80),
                annotation: Color::srgba(0.90, 0.45, 0.05, 0.80),
            },
            ThemeName::Slate => Theme {
                light: Color::srgb_u8(0xdc, 0xe2, 0xe9),
                dark: Color::srgb_u8(0x73, 0x88, 0xa0),
                last_move: Color::srgba(0.95, 0.80, 0.30, 0.50),
                selected: Color::srgba(0.20, 0.60, 0.45, 0.55),
                check: Color::srgba(0.90, 0.10, 0.10, 0.85),
                target: Color::srgba(0.05, 0.10, 0.20, 0.40),
                hover: Color::srgba(1.0, 1.0, 1.0, 0.80),
                annotation: Color::srgba(0.12, 0.55, 0.22, 0.80),
            },
            // White and strong blue squares (a contrast ratio of about 4.6,
            // against under 3 for the others; black pieces still stand out
            // on the blue), with saturated, nearly opaque marks.
            ThemeName::HighContrast => Theme {
                light: Color::srgb_u8(0xff, 0xff, 0xff),
                dark: Color::srgb_u8(0x44, 0x77, 0xc4),
                last_move: Color::srgba(1.0, 0.85, 0.0, 0.80),
                selected: Color::srgba(0.0, 0.85, 0.25, 0.85),
                check: Color::srgba(1.0, 0.0, 0.0, 1.0),
                target: Color::srgba(0.85, 0.0, 0.55, 0.90),
                hover: Color::srgba(1.0, 0.45, 0.0, 1.0),
                annotation: Color::srgba(0.85, 0.0, 0.55, 0.90),
            },
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
    /// Drawn pieces or letters in squares.
    pub piece_style: PieceStyle,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences::from_settings(&Settings::default())
    }
}

impl Preferences {
    /// The display choices of `settings`.
    pub fn from_settings(settings: &Settings) -> Preferences {
        Preferences {
            show_hints: settings.show_hints,
            show_coordinates: settings.show_coordinates,
            piece_style: settings.piece_style,
        }
    }
}

/// Background colour around the board.
pub const BACKGROUND: Color = Color::srgb(0.16, 0.17, 0.19);

/// The window's size the first time Rookery opens (logical pixels).
pub const DEFAULT_WINDOW: Vec2 = Vec2::new(1120.0, 760.0);

/// The size to open the window at: the one remembered in the settings, if
/// any, never below [`MIN_WINDOW`].
pub fn initial_window_size(settings: Option<&Settings>) -> Vec2 {
    settings
        .and_then(|s| s.window_size)
        .map_or(DEFAULT_WINDOW, |(w, h)| Vec2::new(w, h))
        .max(MIN_WINDOW)
        .round()
}

/// Adds Bevy's windowed plugins for Rookery's window, opened at the size
/// remembered in the [`Settings`] already in the app (if any).
pub fn add_window_plugins(app: &mut App) {
    let size = initial_window_size(app.world().get_resource::<Settings>());
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Rookery".into(),
                    // Logical pixels: winit scales them on high-DPI screens.
                    resolution: WindowResolution::new(size.x as u32, size.y as u32),
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

/// The shadow under a dragged piece (a child of the piece).
#[derive(Component)]
struct DragShadow;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((preferences_plugin, art::plugin))
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, remember_window_size)
        .add_systems(
            Update,
            (
                redraw_art_for_size,
                square_sprites,
                labels,
                piece_sprites,
                drag_shadow,
                chooser_sprites,
                highlights,
            )
                .in_set(GameSet::Present)
                .run_if(in_state(InGame)),
        );
}

/// [`Theme`] and [`Preferences`] kept in step with [`Settings`]. Needs no
/// window, so headless tests can add it to the core.
pub fn preferences_plugin(app: &mut App) {
    app.init_resource::<Theme>()
        .init_resource::<Preferences>()
        .add_systems(Update, apply_preferences.in_set(GameSet::Input));
}

fn apply_preferences(
    settings: Res<Settings>,
    mut prefs: ResMut<Preferences>,
    mut theme: ResMut<Theme>,
) {
    if settings.is_changed() {
        let p = Preferences::from_settings(&settings);
        if *prefs != p {
            *prefs = p;
        }
        let t = Theme::named(settings.theme);
        if *theme != t {
            *theme = t;
        }
    }
}

/// Keeps the window's size in the settings (which write themselves to disk
/// once they have been still for half a second), so the next start opens
/// the window as it was left.
fn remember_window_size(
    mut resized: MessageReader<WindowResized>,
    primary: Query<Entity, With<PrimaryWindow>>,
    mut settings: ResMut<Settings>,
) {
    let Some(last) = resized.read().filter(|r| primary.contains(r.window)).last() else {
        return;
    };
    // A minimised window reports a zero size: nothing to remember.
    if last.width < MIN_WINDOW.x / 2.0 || last.height < MIN_WINDOW.y / 2.0 {
        return;
    }
    let size = (last.width.round(), last.height.round());
    if settings.window_size != Some(size) {
        settings.window_size = Some(size);
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("camera"), Camera2d));
}

fn redraw_art_for_size(
    layout: Res<BoardLayout>,
    prefs: Res<Preferences>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut art: ResMut<Art>,
    mut images: ResMut<Assets<Image>>,
) {
    let scale = window.single().map(|w| w.scale_factor()).unwrap_or(1.0);
    let px = (layout.square * scale).round() as u32;
    if px != art.px || prefs.piece_style != art.style {
        art::redraw_art(&mut art, &mut images, px, prefs.piece_style);
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

/// The shadow under a dragged piece: the piece's own image in translucent
/// black, a little below and to the right, under the (slightly enlarged)
/// piece, as if it were lifted off the board.
fn drag_shadow(
    mut commands: Commands,
    layout: Res<BoardLayout>,
    art: Res<Art>,
    selection: Res<Selection>,
    pieces: Query<(&PieceColor, &PieceKind)>,
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

/// An arrow from the centre of one square to the centre of another.
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
    commands.spawn((
        Highlight,
        Sprite::from_color(color, Vec2::new(shaft_len.max(0.0), layout.square * 0.16)),
        Transform::from_translation((from + dir * shaft_len / 2.0).extend(z))
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
        Transform::from_translation((to - dir * head / 2.0).extend(z))
            .with_rotation(Quat::from_rotation_z(angle)),
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
    review: Res<Review>,
    annotations: Res<Annotations>,
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
        || annotations.is_changed())
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
    let pos = review.shown(game);
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
    // The square a dragged piece would land on, if it may.
    if let Some(sq) = selection.hover
        && selection.drag.is_some()
        && selection.targets.iter().any(|m| m.to == sq)
    {
        mark(sq, theme.hover, 4.5, Some(art.frame.clone()));
    }
    for &sq in &annotations.circles {
        mark(sq, theme.annotation, 6.5, Some(art.ring.clone()));
    }
    // The hint: an arrow from the piece to its square.
    if let Some((ply, mv, _)) = &hint.0
        && *ply == game.ply_count()
        && review.is_live()
    {
        let color = Color::srgba(0.15, 0.55, 0.95, 0.8);
        arrow(&mut commands, &layout, &art, (mv.from, mv.to), color, 6.0);
    }
    for &a in &annotations.arrows {
        arrow(&mut commands, &layout, &art, a, theme.annotation, 6.5);
    }
}
