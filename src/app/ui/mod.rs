//! The egui screens: main menu, setup, the side panel while playing, the
//! pause menu and the game-over window, with the settings, file, help and
//! notice windows. One plugin per file; this one adds egui and them. Which
//! window is open is the [`Overlay`](crate::app::states::Overlay) state.

mod a11y_actions;
pub mod board_access;
mod capture;
mod chooser;
mod editor;
mod engine_lines;
mod eval_bar;
mod explorer;
mod files;
mod game_over;
mod game_panel;
pub mod help;
mod home;
mod lesson;
mod library;
mod move_list;
mod notes;
mod notices;
mod pace;
mod pause;
mod puzzles;
mod quiet;
mod repertoire;
mod settings;
mod setup;
#[cfg(test)]
mod spoken_tests;
mod step_bar;
mod studies;
mod style;
mod widgets;

pub use files::FileDialogs;
pub use game_panel::MoveBox;
#[doc(hidden)]
pub use notes::{TreeFrame, tree_list_frame};

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

use super::GameSet;
use super::clock::ClockHold;
use super::states::Overlay;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        EguiPlugin::default(),
        quiet::plugin,
        pace::plugin,
        capture::plugin,
        screens,
    ))
    .add_systems(
        EguiPrimaryContextPass,
        (
            add_chess_font,
            apply_text_size,
            style::apply_appearance,
            focus_ring,
        ),
    );
}

/// The focus ring's colour: a bright amber, unlike any widget's.
const FOCUS_RING: egui::Color32 = egui::Color32::from_rgb(255, 190, 0);

/// A ring around the widget that has the keyboard's focus (Tab, Shift+Tab),
/// on every screen: egui marks a focused button only as it marks a hovered
/// one, which a keyboard player cannot tell from where the pointer rests.
fn focus_ring(mut contexts: EguiContexts) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(focused) = ctx
        .memory(|m| m.focused())
        .and_then(|id| ctx.read_response(id))
    else {
        return Ok(());
    };
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new("focus ring"),
    ));
    painter.rect_stroke(
        focused.rect.expand(2.0),
        4.0,
        egui::Stroke::new(2.5, FOCUS_RING),
        egui::StrokeKind::Outside,
    );
    Ok(())
}

/// Draws every text and control at the text size of Settings (egui's zoom,
/// 100% to 200%); the board's layout widens the panel to match. The
/// setting is the one owner of the zoom: egui's own Ctrl+plus and
/// Ctrl+minus are turned off.
fn apply_text_size(
    mut contexts: EguiContexts,
    settings: Res<super::held::AppSettings>,
    mut applied: Local<Option<f32>>,
) -> Result {
    let zoom = settings.text_scale();
    if *applied == Some(zoom) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    if applied.is_none() {
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
    }
    ctx.set_zoom_factor(zoom);
    *applied = Some(zoom);
    Ok(())
}

/// The chess figurines (U+2654 to U+265F) from DejaVu Sans, reduced to
/// those glyphs (assets/fonts, with its licence), for the figurine
/// notation: egui's own fonts have no chess pieces.
const CHESS_FONT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Chess.ttf");

/// The annotation symbols egui's fonts lack (∓ ⨀ → ↑ ⇆ ⊕ □ ∆ ⟳ and a few
/// more), from DejaVu Sans the same way: the last font of each family, so
/// it draws only what no other font has.
const SYMBOLS_FONT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Symbols.ttf");

/// Gives egui the chess figurines, once, before anything is drawn. The
/// font comes second in each family, after egui's own text font: it has
/// nothing but the figurines, so every other character is still drawn by
/// egui's fonts, and the first font alone sets the rows' height (a chess
/// font first would make every line taller and move every widget), while
/// it still comes before the emoji fonts, whose chess pieces are pictures.
fn add_chess_font(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut fonts = egui::FontDefinitions::default();
    // Phosphor's icons (the home screen's) first, so that the chess font
    // inserted below still comes right after egui's text font.
    egui_phosphor::add_to_fonts(&mut fonts, egui_phosphor::Variant::Regular);
    fonts.font_data.insert(
        "rookery-chess".to_owned(),
        std::sync::Arc::new(
            // DejaVu's figurines are drawn small beside egui's letters.
            egui::FontData::from_static(CHESS_FONT).tweak(egui::epaint::text::FontTweak {
                scale: 1.3,
                y_offset_factor: 0.05,
                ..Default::default()
            }),
        ),
    );
    fonts.font_data.insert(
        "rookery-symbols".to_owned(),
        std::sync::Arc::new(egui::FontData::from_static(SYMBOLS_FONT)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        let list = fonts.families.entry(family).or_default();
        let at = list.len().min(1);
        list.insert(at, "rookery-chess".to_owned());
        list.push("rookery-symbols".to_owned());
    }
    ctx.set_fonts(fonts);
    *done = true;
    Ok(())
}

/// The screens without egui itself: their state, the systems that keep it,
/// and the drawing systems (which only run once the ui plugin has added
/// egui).
/// Headless tests add this to follow the screens' state through games.
pub fn screens(app: &mut App) {
    app.add_systems(Update, hold_clocks_while_asking.before(GameSet::Input))
        // The drawing systems, in the order egui draws them.
        .add_plugins((
            home::plugin,
            library::plugin,
            setup::plugin,
            editor::plugin,
            game_panel::plugin,
            eval_bar::plugin,
            board_access::plugin,
            a11y_actions::plugin,
            pause::plugin,
            puzzles::plugin,
            game_over::plugin,
            settings::plugin,
            (
                files::plugin,
                notices::plugin,
                studies::plugin,
                repertoire::plugin,
            ),
        ));
}

/// The clocks stop while the panel asks a question (the resign
/// question): tells the clock plugin when one opens or closes.
fn hold_clocks_while_asking(
    overlay: Res<State<Overlay>>,
    mut asking: Local<bool>,
    mut hold: MessageWriter<ClockHold>,
) {
    let now = *overlay.get() == Overlay::ResignQuestion;
    if overlay.is_changed() && now != *asking {
        *asking = now;
        hold.write(ClockHold(now));
    }
}
