//! Rookery's icon (assets/icon/rookery.svg, drawn for Rookery, embedded in
//! the binary) and the desktop's name for the program: the window is given
//! the icon on X11 (Wayland takes it from the desktop file, found by the
//! application id), and `rookery icon SIZE FILE` writes it as a PNG for
//! `make install`, so the hicolor PNGs are made from the SVG by the build.

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::WindowCreated;
use bevy::winit::WINIT_WINDOWS;
use resvg::{tiny_skia, usvg};

/// The application id: the desktop file's name (without `.desktop`), the
/// AppStream component id, the icon's name and the window's Wayland app id
/// (X11 `WM_CLASS`), all the same so the desktop matches window and entry.
pub const APP_ID: &str = "io.github.rookery_chess.Rookery";

/// The icon's drawing.
pub const ICON_SVG: &str = include_str!("../../../assets/icon/rookery.svg");

/// The sizes (pixels) of the PNGs installed beside the SVG, the hicolor
/// theme's usual ones.
pub const ICON_SIZES: [u32; 8] = [16, 22, 24, 32, 48, 64, 128, 256];

/// The largest icon `rookery icon` draws.
pub const MAX_ICON_SIZE: u32 = 1024;

/// The size the window's icon is drawn at (X11 scales it as it needs).
const WINDOW_ICON_SIZE: u32 = 64;

fn pixmap(px: u32) -> Result<tiny_skia::Pixmap, String> {
    render_svg(ICON_SVG, px).map_err(|e| format!("cannot draw the icon: {e}"))
}

/// An SVG drawn on a transparent square of `px` pixels, scaled to fit
/// (the icon, the pieces and the board's marks).
pub(super) fn render_svg(svg: &str, px: u32) -> Result<tiny_skia::Pixmap, String> {
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).map_err(|e| e.to_string())?;
    let mut pixmap = tiny_skia::Pixmap::new(px, px)
        .ok_or_else(|| format!("cannot make a canvas of {px} pixels"))?;
    let size = tree.size();
    let scale = px as f32 / size.width().max(size.height());
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

/// The icon as a PNG file of `px` by `px` pixels (1 to [`MAX_ICON_SIZE`]).
///
/// # Errors
/// A size out of range, or a drawing that cannot be drawn, with a message.
pub fn icon_png(px: u32) -> Result<Vec<u8>, String> {
    if !(1..=MAX_ICON_SIZE).contains(&px) {
        return Err(format!(
            "icon size {px} is out of range (1 to {MAX_ICON_SIZE} pixels)"
        ));
    }
    pixmap(px)?
        .encode_png()
        .map_err(|e| format!("cannot encode the icon: {e}"))
}

/// The icon as straight (not premultiplied) RGBA bytes, `px` by `px`.
pub fn icon_rgba(px: u32) -> Result<Vec<u8>, String> {
    Ok(straight_rgba(&pixmap(px)?))
}

/// A pixmap's pixels as straight (not premultiplied) RGBA bytes, as
/// images and window icons take them.
pub(super) fn straight_rgba(pixmap: &tiny_skia::Pixmap) -> Vec<u8> {
    pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect()
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, set_window_icon);
}

/// Gives each new window the icon, once, when winit has created it (winit's
/// windows live on the main thread, hence the marker).
fn set_window_icon(mut created: MessageReader<WindowCreated>, _main_thread: NonSendMarker) {
    for event in created.read() {
        let icon = match icon_rgba(WINDOW_ICON_SIZE).and_then(|rgba| {
            winit::window::Icon::from_rgba(rgba, WINDOW_ICON_SIZE, WINDOW_ICON_SIZE)
                .map_err(|e| e.to_string())
        }) {
            Ok(icon) => icon,
            Err(e) => {
                warn!("the window has no icon: {e}");
                return;
            }
        };
        WINIT_WINDOWS.with_borrow(|windows| {
            if let Some(window) = windows.get_window(event.window) {
                window.set_window_icon(Some(icon.clone()));
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The PNG is a PNG of the size asked for (its IHDR says so), and the
    /// drawing fills it: the centre is opaque and a corner, outside the
    /// rounded square, clear.
    #[test]
    fn icon_png_has_the_size_asked_for_and_the_drawing() {
        for px in [16u32, 48, 256] {
            let png = icon_png(px).unwrap();
            assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
            assert_eq!(&png[12..16], b"IHDR");
            assert_eq!(u32::from_be_bytes(png[16..20].try_into().unwrap()), px);
            assert_eq!(u32::from_be_bytes(png[20..24].try_into().unwrap()), px);
        }
        let rgba = icon_rgba(64).unwrap();
        let alpha = |x: usize, y: usize| rgba[(y * 64 + x) * 4 + 3];
        assert_eq!(alpha(32, 32), 255);
        assert_eq!(alpha(0, 0), 0);
        assert!(icon_png(0).is_err());
        assert!(icon_png(MAX_ICON_SIZE + 1).is_err());
    }
}
