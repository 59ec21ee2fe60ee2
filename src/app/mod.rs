//! The game in a window, on Bevy. Data flows one way: input -> the rules
//! `Game` (the single source of truth, in [`session::Session`]) -> piece
//! entities that mirror it -> rendering and animation.
//!
//! [`CorePlugin`] holds everything but rendering, windowing and audio
//! output, so tests can run the real systems headless; [`run`] adds the
//! window, the sprites, the egui screens and the sound output.

pub mod ai;
pub mod announce;
pub mod audio;
pub mod board;
pub mod chooser;
pub mod clock;
pub mod editor;
pub mod engine_lines;
mod escape;
pub mod game_review;
pub mod gates;
pub mod held;
pub mod home;
pub mod i18n;
mod journal;
pub mod learn;
pub mod library;
mod note_keys;
pub mod opening;
pub mod puzzles;
pub mod questions;
pub mod repertoire;
pub mod report;
pub mod saves;
pub mod session;
pub mod settings;
pub mod speech;
pub mod states;
pub mod studies;
pub mod ui;
pub mod view;
pub mod wake;

use bevy::prelude::*;

/// The order of the game's work within a frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSet {
    /// Keyboard and layout (pointer input arrives through observers).
    Input,
    /// Moves and commands checked by the rules and applied.
    Apply,
    /// Piece entities brought in step; glides and fades.
    Animate,
    /// The promotion chooser.
    Promotion,
    /// Checkmate, stalemate and the other ends.
    EndDetection,
    /// Highlights, sprites and other things drawn from the state.
    Present,
}

/// The systems that stop while the game is paused (the pause menu open):
/// the computer's move and the board's keys. Configured once here; the
/// clock, which must see the pause to stop itself, reads it instead.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pausable;

/// Whether the game is not paused (true off the Playing screen).
fn not_paused(pause: Option<Res<State<states::Pause>>>) -> bool {
    pause.is_none_or(|p| *p.get() != states::Pause::Paused)
}

/// Everything but rendering, windowing and audio output: states, the game,
/// board entities, input handling, animation, promotion, game-end detection
/// and the sound cues.
pub struct CorePlugin;

impl Plugin for CorePlugin {
    fn build(&self, app: &mut App) {
        // The window asks for frames with this message in reactive mode;
        // the window plugins register it, and headless tests get it here
        // (Bevy registers a message once however often it is added).
        app.add_message::<bevy::window::RequestRedraw>();
        app.configure_sets(
            Update,
            (
                GameSet::Input,
                GameSet::Apply,
                GameSet::Animate,
                GameSet::Promotion,
                GameSet::EndDetection,
                GameSet::Present,
            )
                .chain(),
        );
        app.configure_sets(Update, Pausable.run_if(not_paused));
        app.add_plugins((
            states::plugin,
            settings::plugin,
            session::plugin,
            board::plugin,
            ai::plugin,
            clock::plugin,
            editor::plugin,
            game_review::plugin,
            engine_lines::plugin,
            learn::plugin,
            opening::plugin,
            saves::plugin,
            audio::plugin,
            journal::plugin,
            report::plugin,
        ));
        app.add_plugins((
            escape::plugin,
            note_keys::plugin,
            studies::plugin,
            library::plugin,
            puzzles::plugin,
            announce::plugin,
            speech::plugin,
            questions::plugin,
            chooser::plugin,
            home::plugin,
            repertoire::plugin,
        ));
        app.add_plugins(i18n::plugin);
    }
}

/// Opens the game window at the main menu and runs until it is closed.
pub fn run() -> AppExit {
    run_with(None)
}

/// Opens the game window, straight into `game` if given (already checked),
/// and runs until it is closed.
pub fn run_with(game: Option<saves::StartupGame>) -> AppExit {
    let mut app = App::new();
    if let Some(game) = game {
        app.insert_resource(game);
    }
    match crate::persist::Storage::from_env() {
        Some(storage) => {
            settings::load_into(&mut app, &storage);
            if let Some(path) = crate::persist::report::take_unseen_crash(&storage) {
                app.world_mut()
                    .resource_mut::<settings::Notices>()
                    .warn(crate::text!(
                        "notice-crash",
                        path = path.display().to_string()
                    ));
            }
            report::install_crash_hook(storage.clone());
            app.insert_resource(held::AppStorage(storage));
        }
        None => warn!("no home directory: games and settings will not be saved"),
    }
    view::report_missing_gpu_or_display();
    view::add_window_plugins(&mut app);
    app.add_plugins((
        CorePlugin,
        view::plugin,
        ui::plugin,
        audio::output_plugin,
        report::crash_context_plugin,
    ));
    app.run()
}
