//! Where the board is on screen: square size and centre, orientation.
//! World units are logical pixels (the 2D camera is unscaled at the
//! origin), so the board is laid out from the window size.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::app::session::Session;
use crate::rules::Square;

/// Width of the side panel in logical pixels; the board fills the rest.
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
}

impl Default for BoardLayout {
    fn default() -> Self {
        BoardLayout {
            center: Vec2::new(-PANEL_WIDTH / 2.0, 0.0),
            square: 64.0,
            flipped: false,
        }
    }
}

impl BoardLayout {
    /// The layout for a window of `size` logical pixels shown at `scale`
    /// physical pixels per logical pixel (high-DPI screens). A square is a
    /// whole number of physical pixels and the board's edges fall on pixel
    /// boundaries, so squares and pieces stay sharp at every size and scale.
    pub fn for_window_scaled(size: Vec2, scale: f32, flipped: bool) -> BoardLayout {
        let scale = if scale.is_finite() && scale > 0.0 {
            scale
        } else {
            1.0
        };
        let width = (size.x - PANEL_WIDTH).max(80.0);
        let side = width.min(size.y) * 0.94;
        let square_px = (side * scale / 8.0).floor().max(8.0);
        // The camera sits at the window's centre: world (x, y) is shown at
        // physical pixel (w/2 + x * scale, h/2 - y * scale). Snap the
        // board's left and top edges to whole pixels.
        let half = size * scale / 2.0;
        let board = 4.0 * square_px;
        let left = (half.x - PANEL_WIDTH / 2.0 * scale - board).round();
        let top = (half.y - board).round();
        let center = Vec2::new(
            (left + board - half.x) / scale,
            (half.y - board - top) / scale,
        );
        BoardLayout {
            center,
            square: square_px / scale,
            flipped,
        }
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

/// Follows the window size and the orientation chosen in the session.
fn update_layout(
    window: Query<&Window, With<PrimaryWindow>>,
    session: Option<Res<Session>>,
    mut layout: ResMut<BoardLayout>,
) {
    let flipped = session.map(|s| s.flipped).unwrap_or(false);
    let new = match window.single() {
        Ok(w) => BoardLayout::for_window_scaled(
            Vec2::new(w.width(), w.height()),
            w.scale_factor(),
            flipped,
        ),
        Err(_) => BoardLayout { flipped, ..*layout },
    };
    if new != *layout {
        *layout = new;
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

    #[test]
    fn squares_land_on_whole_physical_pixels() {
        for (w, h) in [
            (1120.0, 760.0),
            (641.0, 401.0),
            (1921.0, 1079.0),
            (777.0, 555.0),
        ] {
            for scale in [1.0, 1.25, 1.5, 2.0] {
                let l = BoardLayout::for_window_scaled(Vec2::new(w, h), scale, false);
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
                // The board stays left of the panel and inside the window.
                assert!(l.center.x + 4.0 * l.square <= w / 2.0 - PANEL_WIDTH + 1.0);
                assert!(l.center.x - 4.0 * l.square >= -w / 2.0);
                assert!(4.0 * l.square <= h / 2.0);
            }
        }
    }
}
