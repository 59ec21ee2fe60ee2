//! Rookery's own piece set (SVG in assets/pieces/, embedded in the binary)
//! rasterised with resvg at the size the squares are shown, in physical
//! pixels, so pieces stay crisp at every window size and scale factor.

use std::collections::HashMap;

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use resvg::{tiny_skia, usvg};

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

/// A dot for a legal quiet move, drawn for Rookery.
const DOT_SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="16" fill="#000000"/></svg>"##;
/// A ring for a legal capture.
const RING_SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="44" fill="none" stroke="#000000" stroke-width="9"/></svg>"##;
/// A soft disc under promotion choices and behind a king in check.
const DISC_SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="47" fill="#ffffff"/></svg>"##;

/// The head of a hint arrow, pointing right.
const ARROW_HEAD_SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><polygon points="4,6 96,50 4,94" fill="#ffffff"/></svg>"##;

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
    /// The size in physical pixels the images were last drawn at.
    pub px: u32,
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
    let mut data = vec![0u8; (px * px * 4) as usize];
    match usvg::Tree::from_str(svg, &usvg::Options::default()) {
        Ok(tree) => {
            if let Some(mut pixmap) = tiny_skia::Pixmap::new(px, px) {
                let size = tree.size();
                let scale = px as f32 / size.width().max(size.height());
                resvg::render(
                    &tree,
                    tiny_skia::Transform::from_scale(scale, scale),
                    &mut pixmap.as_mut(),
                );
                for (i, p) in pixmap.pixels().iter().enumerate() {
                    let c = p.demultiply();
                    data[i * 4..i * 4 + 4].copy_from_slice(&[
                        c.red(),
                        c.green(),
                        c.blue(),
                        c.alpha(),
                    ]);
                }
            }
        }
        Err(e) => error!("cannot draw a piece image: {e}"),
    }
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
    app.add_systems(Startup, create_art);
}

fn create_art(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let px = 64;
    let pieces = PIECE_SVGS
        .iter()
        .map(|&(c, k, svg)| ((c, k), images.add(rasterise(svg, px))))
        .collect();
    commands.insert_resource(Art {
        pieces,
        dot: images.add(rasterise(DOT_SVG, px)),
        ring: images.add(rasterise(RING_SVG, px)),
        disc: images.add(rasterise(DISC_SVG, px)),
        arrow_head: images.add(rasterise(ARROW_HEAD_SVG, px)),
        px,
    });
}

/// Draws everything again at `px` pixels into the same handles.
pub fn redraw_art(art: &mut Art, images: &mut Assets<Image>, px: u32) {
    if art.px == px {
        return;
    }
    art.px = px;
    for &(c, k, svg) in PIECE_SVGS {
        if let Some(h) = art.pieces.get(&(c, k)) {
            let _ = images.insert(h.id(), rasterise(svg, px));
        }
    }
    let _ = images.insert(art.dot.id(), rasterise(DOT_SVG, px));
    let _ = images.insert(art.ring.id(), rasterise(RING_SVG, px));
    let _ = images.insert(art.disc.id(), rasterise(DISC_SVG, px));
    let _ = images.insert(art.arrow_head.id(), rasterise(ARROW_HEAD_SVG, px));
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
}
