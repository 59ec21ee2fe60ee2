//! Rookery's own piece set (SVG in assets/pieces/, embedded in the binary),
//! or the letter style (a capital letter in a square, drawn here as strokes
//! so no font is needed), rasterised with resvg at the size the squares are
//! shown, in physical pixels, so pieces stay crisp at every window size and
//! scale factor.

use std::collections::HashMap;

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::window::PrimaryWindow;

use super::theme::Preferences;
use crate::app::GameSet;
use crate::app::board::BoardLayout;
use crate::app::held::AppSettings;
use crate::app::states::InGame;
use crate::persist::PieceStyle;
use crate::rules::{Color, PieceKind};

macro_rules! piece_svgs {
    ($($color:literal $kind:literal => $c:expr, $k:expr;)*) => {
        const PIECE_SVGS: &[(Color, PieceKind, &str)] = &[
            $(($c, $k, include_str!(concat!("../../../assets/pieces/", $color, $kind, ".svg"))),)*
        ];
    };
}

piece_svgs! {
    "w" "K" => Color::White, PieceKind::King;
    "w" "Q" => Color::White, PieceKind::Queen;
    "w" "R" => Color::White, PieceKind::Rook;
    "w" "B" => Color::White, PieceKind::Bishop;
    "w" "N" => Color::White, PieceKind::Knight;
    "w" "P" => Color::White, PieceKind::Pawn;
    "b" "K" => Color::Black, PieceKind::King;
    "b" "Q" => Color::Black, PieceKind::Queen;
    "b" "R" => Color::Black, PieceKind::Rook;
    "b" "B" => Color::Black, PieceKind::Bishop;
    "b" "N" => Color::Black, PieceKind::Knight;
    "b" "P" => Color::Black, PieceKind::Pawn;
}

/// A dot for a legal quiet move, drawn for Rookery (white, so the sprite's
/// colour, the theme's, is the colour seen).
const DOT_SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="16" fill="#ffffff"/></svg>"##;
/// A ring for a legal capture and for the player's circles.
const RING_SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="44" fill="none" stroke="#ffffff" stroke-width="9"/></svg>"##;
/// A soft disc under promotion choices and behind a king in check.
const DISC_SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="47" fill="#ffffff"/></svg>"##;

/// A frame around the square a dragged piece would drop on.
const FRAME_SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect x="3.5" y="3.5" width="93" height="93" fill="none" stroke="#ffffff" stroke-width="7"/></svg>"##;

/// The strokes of each piece's letter in the letter style, on a 100 x 100
/// canvas, the letter 48 units tall (y 26 to 74). Drawn for Rookery.
fn letter_strokes(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::King => "M36 26 V74 M64 26 L37 53 M46 45 L65 74",
        PieceKind::Queen => "M50 26 A16 23 0 1 1 49.9 26 Z M54 62 L68 78",
        PieceKind::Rook => "M37 74 V26 H53 A12 12 0 0 1 53 50 H37 M51 50 L65 74",
        PieceKind::Bishop => "M37 50 V26 H52 A11 12 0 0 1 52 50 H37 V74 H55 A12 12 0 0 0 55 50 H52",
        PieceKind::Knight => "M36 74 V26 L64 74 V26",
        PieceKind::Pawn => "M37 74 V26 H54 A12 12.5 0 0 1 54 51 H37",
    }
}

/// A piece in the letter style: a rounded square, light with a dark letter
/// for White, dark with a light letter for Black, small enough to leave the
/// square's corners (and the coordinates there) visible.
pub fn letter_svg(color: Color, kind: PieceKind) -> String {
    let (fill, edge, ink) = match color {
        Color::White => ("#f7f4ea", "#1e1e1e", "#1e1e1e"),
        Color::Black => ("#262626", "#f0ede4", "#f7f4ea"),
    };
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect x="15" y="15" width="70" height="70" rx="10" fill="{fill}" stroke="{edge}" stroke-width="3.5"/><path transform="translate(50 50) scale(0.8) translate(-50 -50)" d="{}" fill="none" stroke="{ink}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/></svg>"##,
        letter_strokes(kind)
    )
}

/// The SVG of a piece in a style.
fn piece_svg(style: PieceStyle, color: Color, kind: PieceKind) -> String {
    match style {
        PieceStyle::Figures => PIECE_SVGS
            .iter()
            .find(|&&(c, k, _)| c == color && k == kind)
            .map(|&(_, _, svg)| svg.to_string())
            .unwrap_or_default(),
        PieceStyle::Letters => letter_svg(color, kind),
    }
}

/// The head of a hint arrow, pointing right.
/// Its outline is black (the sprite's colour tints only the white), so an
/// arrow shows by its shape on any square, whatever its colour.
const ARROW_HEAD_SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><polygon points="6,9 93,50 6,91" fill="#ffffff" stroke="#000000" stroke-width="6" stroke-linejoin="round"/></svg>"##;

/// Image handles of the piece set and the board marks.
#[derive(Resource, Debug, Clone)]
pub struct Art {
    /// One image per piece.
    pub pieces: HashMap<(Color, PieceKind), Handle<Image>>,
    /// Legal move dot.
    pub dot: Handle<Image>,
    /// Legal capture ring.
    pub ring: Handle<Image>,
    /// Plain disc.
    pub disc: Handle<Image>,
    /// Arrow head.
    pub arrow_head: Handle<Image>,
    /// Drop square frame.
    pub frame: Handle<Image>,
    /// The size in physical pixels the images were last drawn at.
    pub px: u32,
    /// The piece style they were last drawn in.
    pub style: PieceStyle,
}

impl Art {
    /// The image of a piece.
    pub fn piece(&self, color: Color, kind: PieceKind) -> Handle<Image> {
        self.pieces.get(&(color, kind)).cloned().unwrap_or_default()
    }
}

/// Rasterises an SVG into a square RGBA image of `px` pixels. A broken
/// SVG gives a transparent image and a logged error, never a panic.
pub fn rasterise(svg: &str, px: u32) -> Image {
    let px = px.clamp(4, 1024);
    let data = match super::icon::render_svg(svg, px) {
        Ok(pixmap) => super::icon::straight_rgba(&pixmap),
        Err(e) => {
            error!("cannot draw a piece image: {e}");
            vec![0u8; (px * px * 4) as usize]
        }
    };
    Image::new(
        Extent3d {
            width: px,
            height: px,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::MAIN_WORLD | RenderAssetUsages::RENDER_WORLD,
    )
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_art).add_systems(
        Update,
        redraw_art_for_size
            .in_set(GameSet::Present)
            .run_if(in_state(InGame)),
    );
}

fn create_art(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    settings: Option<Res<AppSettings>>,
) {
    let px = 64;
    let style = settings.map(|s| s.piece_style).unwrap_or_default();
    let pieces = PIECE_SVGS
        .iter()
        .map(|&(c, k, _)| ((c, k), images.add(rasterise(&piece_svg(style, c, k), px))))
        .collect();
    commands.insert_resource(Art {
        pieces,
        dot: images.add(rasterise(DOT_SVG, px)),
        ring: images.add(rasterise(RING_SVG, px)),
        disc: images.add(rasterise(DISC_SVG, px)),
        arrow_head: images.add(rasterise(ARROW_HEAD_SVG, px)),
        frame: images.add(rasterise(FRAME_SVG, px)),
        px,
        style,
    });
}

/// The images drawn again when the squares' size on screen (in physical
/// pixels) or the piece style changes.
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
        redraw_art(&mut art, &mut images, px, prefs.piece_style);
    }
}

/// Draws everything again at `px` pixels, pieces in `style`, into the same
/// handles (so sprites and the panel's icons follow without a change).
pub fn redraw_art(art: &mut Art, images: &mut Assets<Image>, px: u32, style: PieceStyle) {
    if art.px == px && art.style == style {
        return;
    }
    art.px = px;
    art.style = style;
    for &(c, k, _) in PIECE_SVGS {
        if let Some(h) = art.pieces.get(&(c, k)) {
            let _ = images.insert(h.id(), rasterise(&piece_svg(style, c, k), px));
        }
    }
    let _ = images.insert(art.dot.id(), rasterise(DOT_SVG, px));
    let _ = images.insert(art.ring.id(), rasterise(RING_SVG, px));
    let _ = images.insert(art.disc.id(), rasterise(DISC_SVG, px));
    let _ = images.insert(art.arrow_head.id(), rasterise(ARROW_HEAD_SVG, px));
    let _ = images.insert(art.frame.id(), rasterise(FRAME_SVG, px));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_draws_something_opaque() {
        for &(c, k, svg) in PIECE_SVGS {
            let img = rasterise(svg, 48);
            let data = img.data.as_ref().expect("image data");
            let opaque = data.chunks(4).filter(|p| p[3] > 200).count();
            assert!(opaque > 48 * 48 / 10, "{c} {k} is nearly empty");
            assert!(opaque < 48 * 48 * 9 / 10, "{c} {k} fills the square");
        }
    }

    /// The letter pieces are real drawings: a tile that is mostly opaque,
    /// a letter in the ink colour, and six letters that differ.
    #[test]
    fn every_letter_piece_draws_a_distinct_letter() {
        for color in Color::ALL {
            let mut seen: Vec<Vec<u8>> = Vec::new();
            for kind in PieceKind::ALL {
                let img = rasterise(&letter_svg(color, kind), 48);
                let data = img.data.expect("image data");
                let opaque = data.chunks(4).filter(|p| p[3] > 200).count();
                assert!(opaque > 48 * 48 / 3, "{color} {kind}: tile missing");
                // Ink pixels: dark on White's tile, light on Black's.
                let ink: Vec<u8> = data
                    .chunks(4)
                    .map(|p| {
                        let dark = p[0] < 100;
                        u8::from(p[3] > 200 && (dark == (color == Color::White)))
                    })
                    .collect();
                let n = ink.iter().filter(|&&i| i == 1).count();
                assert!(n > 48 * 48 / 20, "{color} {kind}: letter missing ({n})");
                assert!(!seen.contains(&ink), "{color} {kind} looks like another");
                seen.push(ink);
            }
        }
    }
}
