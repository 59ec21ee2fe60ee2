//! Where the board is on screen: square size and centre, orientation.
//! World units are logical pixels (the 2D camera is unscaled at the
//! origin), so the board is laid out from the window size.

use bevy::camera::NormalizedRenderTarget;
use bevy::ecs::system::SystemParam;
use bevy::picking::pointer::Location;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::app::held::AppSettings;
use crate::app::session::Session;
use crate::rules::Square;

/// Width of the side panel in egui's points (logical pixels at 100% text
/// size; the text size setting makes a point larger); the board fills the
/// rest.
pub const PANEL_WIDTH: f32 = 320.0;

/// The smallest the window may be (logical pixels).
pub const MIN_WINDOW: Vec2 = Vec2::new(640.0, 400.0);

/// The board's geometry in world coordinates.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct BoardLayout {
    /// Centre of the board.
    pub center: Vec2,
    /// Side of one square.
    pub square: f32,
    /// Seen from Black's side.
    pub flipped: bool,
    /// Logical pixels per egui point: the text size setting (1.0 to 2.0).
    pub ui_scale: f32,
    /// The side panel's width in logical pixels: `PANEL_WIDTH` points, but
    /// never more than [`PANEL_SHARE`] of the window (a small window at a
    /// large text size keeps a board).
    pub panel: f32,
}

/// The largest share of the window's width the side panel takes.
pub const PANEL_SHARE: f32 = 0.6;

impl Default for BoardLayout {
    fn default() -> Self {
        BoardLayout {
            center: Vec2::new(-PANEL_WIDTH / 2.0, 0.0),
            square: 64.0,
            flipped: false,
            ui_scale: 1.0,
            panel: PANEL_WIDTH,
        }
    }
}

impl BoardLayout {
    /// The layout for a window of `size` logical pixels shown at `scale`
    /// physical pixels per logical pixel (high-DPI screens), its texts at
    /// `ui_scale` times their size. A square is a whole number of physical
    /// pixels and the board's edges fall on pixel boundaries, so squares
    /// and pieces stay sharp at every size and scale.
    pub fn for_window_scaled(size: Vec2, scale: f32, ui_scale: f32, flipped: bool) -> BoardLayout {
        let positive = |x: f32| if x.is_finite() && x > 0.0 { x } else { 1.0 };
        let scale = positive(scale);
        let ui_scale = positive(ui_scale);
        let panel = (PANEL_WIDTH * ui_scale).min(size.x * PANEL_SHARE);
        let width = (size.x - panel).max(80.0);
        let side = width.min(size.y) * 0.94;
        let square_px = (side * scale / 8.0).floor().max(8.0);
        // The camera sits at the window's centre: world (x, y) is shown at
        // physical pixel (w/2 + x * scale, h/2 - y * scale). Snap the
        // board's left and top edges to whole pixels.
        let half = size * scale / 2.0;
        let board = 4.0 * square_px;
        let left = (half.x - panel / 2.0 * scale - board).round();
        let top = (half.y - board).round();
        let center = Vec2::new(
            (left + board - half.x) / scale,
            (half.y - board - top) / scale,
        );
        BoardLayout {
            center,
            square: square_px / scale,
            flipped,
            ui_scale,
            panel,
        }
    }

    /// The side panel's width in egui's points.
    pub fn panel_points(&self) -> f32 {
        self.panel / self.ui_scale
    }

    /// The board's rectangle in egui's points, for egui drawn over it:
    /// `viewport_center` is the window's centre in points.
    pub fn points_rect(&self, viewport_center: Vec2) -> Rect {
        // World units are logical pixels with the origin at the window's
        // centre and y up; points are logical pixels over `ui_scale`, y down.
        let half = 4.0 * self.square;
        let top_left = Vec2::new(self.center.x - half, -(self.center.y + half));
        let min = viewport_center + top_left / self.ui_scale;
        Rect::from_corners(min, min + Vec2::splat(2.0 * half / self.ui_scale))
    }

    /// The centre of `sq`.
    pub fn square_center(&self, sq: Square) -> Vec2 {
        let (col, row) = cell_of(sq, self.flipped);
        let (col, row) = (f32::from(col), f32::from(row));
        self.center + Vec2::new((col - 3.5) * self.square, (3.5 - row) * self.square)
    }

    /// The square under a world point, if it is on the board.
    pub fn square_at(&self, point: Vec2) -> Option<Square> {
        let rel = (point - self.center) / self.square + Vec2::splat(4.0);
        if !(0.0..8.0).contains(&rel.x) || !(0.0..8.0).contains(&rel.y) {
            return None;
        }
        // World y goes up; rows are counted from the top.
        square_in_cell(rel.x as u8, 7 - rel.y as u8, self.flipped)
    }
}

/// Where `sq` is drawn on a board seen from White's side or, `flipped`,
/// from Black's: its column from the left and its row from the top, 0 to
/// 7. The one rule for turning the board, for the game's board and the
/// editor's.
pub fn cell_of(sq: Square, flipped: bool) -> (u8, u8) {
    let (file, rank) = (sq.file().index() as u8, sq.rank().index() as u8);
    if flipped {
        (7 - file, rank)
    } else {
        (file, 7 - rank)
    }
}

/// The square drawn at column `col` and row `row` (from the left and the
/// top), the other way round from [`cell_of`]; none off the board.
pub fn square_in_cell(col: u8, row: u8, flipped: bool) -> Option<Square> {
    if col > 7 || row > 7 {
        return None;
    }
    let (file, rank) = if flipped {
        (7 - col, row)
    } else {
        (col, 7 - row)
    };
    Square::new(rank * 8 + file)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardLayout>()
        .add_systems(Update, update_layout.in_set(crate::app::GameSet::Input));
}

/// Follows the window size, the text size and the orientation chosen in
/// the session.
fn update_layout(
    window: Query<&Window, With<PrimaryWindow>>,
    session: Option<Res<Session>>,
    settings: Option<Res<AppSettings>>,
    mut layout: ResMut<BoardLayout>,
) {
    let flipped = session.map(|s| s.flipped).unwrap_or(false);
    let ui_scale = settings.map_or(1.0, |s| s.text_scale());
    let new = match window.single() {
        Ok(w) => BoardLayout::for_window_scaled(
            Vec2::new(w.width(), w.height()),
            w.scale_factor(),
            ui_scale,
            flipped,
        ),
        Err(_) => BoardLayout {
            flipped,
            ui_scale,
            ..*layout
        },
    };
    if new != *layout {
        *layout = new;
    }
}

/// The square under a pointer event's own location (where the pointer was
/// when the button went down or up), from the window's size and the board
/// layout (the 2D camera is unscaled at the window's centre).
#[derive(SystemParam)]
pub(super) struct PointerSquares<'w, 's> {
    pub(super) layout: Res<'w, BoardLayout>,
    windows: Query<'w, 's, &'static Window>,
}

impl PointerSquares<'_, '_> {
    /// `Some(square or None when off the board)`, or `None` when the
    /// location cannot be placed (no window to measure).
    pub(super) fn square(&self, at: &Location) -> Option<Option<Square>> {
        let size = match &at.target {
            NormalizedRenderTarget::Window(w) => {
                let window = self.windows.get(w.entity()).ok()?;
                Vec2::new(window.width(), window.height())
            }
            NormalizedRenderTarget::None { width, height } => {
                Vec2::new(*width as f32, *height as f32)
            }
            _ => return None,
        };
        let world = Vec2::new(at.position.x - size.x / 2.0, size.y / 2.0 - at.position.y);
        Some(self.layout.square_at(world))
    }
}

#[cfg(test)]
mod tests {

    /// White's side: a1 bottom left, h8 top right; Black's: the other way
    /// round (as a board turned on the table shows it). Every square comes
    /// back from its cell.
    #[test]
    fn cells_turn_with_the_board() {
        assert_eq!(cell_of(Square::A1, false), (0, 7));
        assert_eq!(cell_of(Square::H8, false), (7, 0));
        assert_eq!(cell_of(Square::A1, true), (7, 0));
        assert_eq!(cell_of(Square::H8, true), (0, 7));
        assert_eq!(cell_of(Square::E4, true), (3, 3));
        for flipped in [false, true] {
            for sq in Square::all() {
                let (col, row) = cell_of(sq, flipped);
                assert_eq!(square_in_cell(col, row, flipped), Some(sq));
            }
        }
        assert_eq!(square_in_cell(8, 0, false), None);
    }
    use super::*;

    #[test]
    fn square_round_trip_both_orientations() {
        for flipped in [false, true] {
            let layout = BoardLayout {
                flipped,
                ..default()
            };
            for sq in Square::all() {
                assert_eq!(layout.square_at(layout.square_center(sq)), Some(sq));
            }
        }
        let layout = BoardLayout::default();
        assert!(
            layout.square_center(Square::A1).x < layout.square_center(Square::H1).x,
            "a-file on the left for White"
        );
        let flipped = BoardLayout {
            flipped: true,
            ..default()
        };
        assert!(flipped.square_center(Square::A1).y > flipped.square_center(Square::A8).y);
    }

    /// A window of 1120 by 760 logical pixels at 200% text: the panel takes
    /// 640 pixels, the board fits the 480 left (0.94 of it: 56 per square),
    /// and egui, whose points are two pixels, sees the board at half the
    /// pixel figures.
    #[test]
    fn larger_text_widens_the_panel_and_egui_sees_the_board_in_points() {
        let l = BoardLayout::for_window_scaled(Vec2::new(1120.0, 760.0), 1.0, 2.0, false);
        assert_eq!(l.square, 56.0);
        assert_eq!(l.panel_points(), PANEL_WIDTH);
        // Board's right edge 640 pixels from the window's right edge, half
        // the 480 px width left of the panel: the left edge at 240 - 224 = 16.
        assert_eq!(l.center.x - 4.0 * l.square, -560.0 + 16.0);
        let r = l.points_rect(Vec2::new(280.0, 190.0));
        assert_eq!(r.min.x, 8.0);
        assert_eq!(r.width(), 224.0);
        assert_eq!(r.center().y, 190.0);
        // At 100% points are pixels.
        let l = BoardLayout::for_window_scaled(Vec2::new(1120.0, 760.0), 1.0, 1.0, false);
        let r = l.points_rect(Vec2::new(560.0, 380.0));
        assert_eq!(r.width(), 8.0 * l.square);
        assert_eq!(r.min.x, 560.0 + l.center.x - 4.0 * l.square);
        // The smallest window at 200%: the panel keeps to 60% of its 640
        // pixels (384, 192 points), the board has the 256 left.
        let l = BoardLayout::for_window_scaled(Vec2::new(640.0, 400.0), 1.0, 2.0, false);
        assert_eq!(l.panel, 384.0);
        assert_eq!(l.panel_points(), 192.0);
        assert_eq!(l.square, 30.0);
    }

    #[test]
    fn squares_land_on_whole_physical_pixels() {
        for (w, h) in [
            (1120.0, 760.0),
            (641.0, 401.0),
            (1921.0, 1079.0),
            (777.0, 555.0),
        ] {
            for (scale, ui_scale) in [(1.0, 1.0), (1.25, 1.5), (1.5, 1.0), (2.0, 2.0), (1.0, 1.75)]
            {
                let l = BoardLayout::for_window_scaled(Vec2::new(w, h), scale, ui_scale, false);
                let px = l.square * scale;
                assert!((px - px.round()).abs() < 1e-3, "{w}x{h}@{scale}: {px}");
                // Left and top board edges in physical pixels.
                let left = w * scale / 2.0 + (l.center.x - 4.0 * l.square) * scale;
                let top = h * scale / 2.0 - (l.center.y + 4.0 * l.square) * scale;
                assert!(
                    (left - left.round()).abs() < 1e-2,
                    "{w}x{h}@{scale}: {left}"
                );
                assert!((top - top.round()).abs() < 1e-2, "{w}x{h}@{scale}: {top}");
                // The board stays left of the panel (wider with larger
                // text, up to 60% of the window) and inside the window.
                let panel = (PANEL_WIDTH * ui_scale).min(w * 0.6);
                assert_eq!(l.panel, panel);
                assert!(l.center.x + 4.0 * l.square <= w / 2.0 - panel + 1.0);
                assert!(l.center.x - 4.0 * l.square >= -w / 2.0);
                assert!(4.0 * l.square <= h / 2.0);
            }
        }
    }
}
