//! The egui screens: main menu, setup, the side panel while playing, the
//! pause menu and the game-over window, with the settings, file, help and
//! notice windows. One plugin per file; this one adds egui and them, and
//! keeps the panel's state that several screens share.

mod analysis;
mod editor;
mod files;
mod game_over;
mod game_panel;
pub mod help;
mod main_menu;
mod move_list;
mod notices;
mod pause;
mod review;
mod settings;
mod setup;
mod widgets;

pub use files::{Dialog, FileDialogs};

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPostUpdateSet, EguiPrimaryContextPass, egui};

use super::GameSet;
use super::clock::ClockHold;
use super::session::GameChanged;

/// Dialogs that belong to the panel.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct PanelState {
    /// The text in the move box.
    pub move_text: String,
    /// The resign confirmation is open.
    pub confirm_resign: bool,
    /// The settings window is open.
    pub settings_open: bool,
    /// After the game: the review in the panel instead of the game-over
    /// window over the board.
    pub review_open: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((EguiPlugin::default(), screens))
        .add_systems(EguiPrimaryContextPass, add_chess_font);
}

/// The chess figurines (U+2654 to U+265F) from DejaVu Sans, reduced to
/// those glyphs (assets/fonts, with its licence), for the figurine
/// notation: egui's own fonts have no chess pieces.
const CHESS_FONT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Chess.ttf");

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
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        let list = fonts.families.entry(family).or_default();
        let at = list.len().min(1);
        list.insert(at, "rookery-chess".to_owned());
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
    app.init_resource::<PanelState>()
        .add_systems(
            PostUpdate,
            forget_panel_on_new_game.before(EguiPostUpdateSet::EndPass),
        )
        .add_systems(Update, escape_closes_windows.before(GameSet::Input))
        .add_systems(Update, hold_clocks_while_asking.before(GameSet::Input))
        // The drawing systems, in the order egui draws them.
        .add_plugins((
            main_menu::plugin,
            setup::plugin,
            editor::plugin,
            game_panel::plugin,
            analysis::plugin,
            pause::plugin,
            game_over::plugin,
            settings::plugin,
            files::plugin,
            notices::plugin,
        ));
}

/// Escape closes the window on top, as in any desktop program: a file
/// window (Save, Load, Load FEN / PGN, Export, or the Leave question), then
/// the settings, then the help, then the resign question. The key is then
/// used up, so the board does not also pause or resume the game; with no
/// window open it does that as before.
fn escape_closes_windows(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut dialogs: ResMut<files::FileDialogs>,
    mut panel: ResMut<PanelState>,
) {
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    if dialogs.open.is_some() {
        dialogs.open = None;
        dialogs.awaiting = false;
        dialogs.confirm_delete = None;
    } else if panel.settings_open {
        panel.settings_open = false;
    } else if dialogs.help {
        dialogs.help = false;
    } else if panel.confirm_resign {
        panel.confirm_resign = false;
    } else {
        return;
    }
    keys.clear_just_pressed(KeyCode::Escape);
}

/// A new game starts with an empty move box and without the previous game's
/// resign confirmation (left open when that game ended another way) or its
/// review. The settings window is not about a game and stays as it is.
fn forget_panel_on_new_game(
    mut changes: MessageReader<GameChanged>,
    mut panel: ResMut<PanelState>,
) {
    let (mut reset, mut changed) = (false, false);
    for change in changes.read() {
        changed = true;
        reset |= *change == GameChanged::Reset;
    }
    if reset {
        panel.set_if_neq(PanelState {
            move_text: String::new(),
            confirm_resign: false,
            settings_open: panel.settings_open,
            review_open: false,
        });
    } else if changed && panel.review_open {
        // A review is of a finished game: an undo goes back to playing.
        panel.review_open = false;
    }
}

/// The clocks stop while the panel asks a question (the resign
/// confirmation): tells the clock plugin when one opens or closes.
fn hold_clocks_while_asking(
    panel: Res<PanelState>,
    mut asking: Local<bool>,
    mut hold: MessageWriter<ClockHold>,
) {
    if panel.is_changed() && panel.confirm_resign != *asking {
        *asking = panel.confirm_resign;
        hold.write(ClockHold(*asking));
    }
}
