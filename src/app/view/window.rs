//! Rookery's window: Bevy's windowed plugins, the size it opens at and
//! the size it is left at, remembered in the settings, and the camera.

use bevy::log::{DEFAULT_FILTER, LogPlugin};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResizeConstraints, WindowResized, WindowResolution};
use bevy::winit::WinitSettings;

use crate::app::board::MIN_WINDOW;
use crate::app::held::AppSettings;
use crate::app::i18n::Tr;
use crate::app::session::Session;
use crate::app::settings::RememberWindowSize;
use crate::app::states::Screen;
use crate::persist::Settings;
use crate::rules::Color as Side;
use crate::tr;

/// Background colour around the board.
pub const BACKGROUND: Color = Color::srgb(0.16, 0.17, 0.19);

/// Around the board in the light screens.
pub const LIGHT_BACKGROUND: Color = Color::srgb(0.80, 0.81, 0.83);

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

/// What the player reads, on one line, when no graphics driver can draw
/// the window.
pub const NO_GPU_MESSAGE: &str = "rookery: cannot open the window: no Vulkan or OpenGL graphics driver was found \
     (on Debian, install the package mesa-vulkan-drivers)";

/// The start of the message Bevy's renderer panics with when wgpu offers no
/// adapter (`bevy_render::renderer::initialize_renderer`).
const BEVY_NO_GPU_PANIC: &str = "Unable to find a GPU!";

/// Whether a panic's payload is Bevy's "no GPU adapter" failure.
pub fn is_no_gpu_panic(payload: &(dyn std::any::Any + Send)) -> bool {
    panic_text(payload).is_some_and(|t| t.starts_with(BEVY_NO_GPU_PANIC))
}

/// What the player reads, on one line, when there is no display to open
/// the window on.
pub const NO_DISPLAY_MESSAGE: &str = "rookery: cannot open the window: no display \
     (set DISPLAY for X11 or WAYLAND_DISPLAY for Wayland; for a virtual display, install xvfb)";

/// What winit says when neither a Wayland nor an X11 display is named in
/// the environment (inside bevy_winit's "Failed to build event loop" panic).
const WINIT_NO_DISPLAY: &str = "neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor DISPLAY is set";

/// The text of a panic's payload (`panic!` and `expect` give a `&str` or a
/// `String`).
fn panic_text(payload: &(dyn std::any::Any + Send)) -> Option<&str> {
    payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
}

/// Whether a panic's payload is bevy_winit failing to build its event
/// loop because no display is set.
pub fn is_no_display_panic(payload: &(dyn std::any::Any + Send)) -> bool {
    panic_text(payload).is_some_and(|t| {
        t.starts_with("Failed to build event loop") && t.contains(WINIT_NO_DISPLAY)
    })
}

/// Makes the panics of a machine that cannot show the window end the
/// program with one line and exit status 1 instead of a panic message and a
/// backtrace: Bevy's "Unable to find a GPU!" (wgpu found no adapter,
/// [`NO_GPU_MESSAGE`]) and winit finding no display ([`NO_DISPLAY_MESSAGE`]).
/// Other panics are reported as before.
pub fn report_missing_gpu_or_display() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = if is_no_gpu_panic(info.payload()) {
            Some(NO_GPU_MESSAGE)
        } else if is_no_display_panic(info.payload()) {
            Some(NO_DISPLAY_MESSAGE)
        } else {
            None
        };
        if let Some(message) = message {
            eprintln!("{message}");
            std::process::exit(1);
        }
        previous(info);
    }));
}

/// Adds Bevy's windowed plugins for Rookery's window, opened at the size
/// remembered in the [`Settings`] already in the app (if any).
pub fn add_window_plugins(app: &mut App) {
    let size = initial_window_size(app.world().get_resource::<AppSettings>().map(|s| &s.0));
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Rookery".into(),
                    // The desktop file's id: how Wayland desktops find the
                    // window's icon and menu entry (X11's WM_CLASS).
                    name: Some(super::APP_ID.into()),
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
            .set(ImagePlugin::default_linear())
            .set(LogPlugin {
                // Bevy says at info level that it left Ctrl+C alone when
                // the program was started with Ctrl+C ignored (a background
                // job of a script): nothing a player needs, and it would
                // come before the one line that says a display is missing.
                filter: format!("{DEFAULT_FILTER},bevy_app::terminal_ctrl_c_handler=warn"),
                ..default()
            }),
    )
    .insert_resource(WinitSettings::desktop_app())
    .insert_resource(ClearColor(BACKGROUND));
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera).add_systems(
        Update,
        (remember_window_size, show_game_in_title, follow_appearance),
    );
}

/// Around the board: dark or light as the screens are (Settings, or the
/// system's preference).
fn follow_appearance(
    settings: Res<crate::app::held::AppSettings>,
    windows: Query<Ref<Window>, With<bevy::window::PrimaryWindow>>,
    mut clear: ResMut<ClearColor>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    if !settings.is_changed() && !window.is_changed() {
        return;
    }
    let wanted = if super::is_dark(settings.appearance, window.window_theme) {
        BACKGROUND
    } else {
        LIGHT_BACKGROUND
    };
    if clear.0 != wanted {
        clear.0 = wanted;
    }
}

/// The window's title: "Rookery" on the menus, and the game during one,
/// "Rookery — Anna vs Level 4" (White first), "Rookery — Puzzles" for the
/// trainer, as a taskbar shows it, in
/// the window's language.
pub fn window_title(screen: Screen, session: Option<&Session>, tr: &Tr) -> String {
    match (screen, session) {
        (Screen::Playing | Screen::GameOver, Some(session)) if session.analysis => {
            tr!(tr, "title-analysis")
        }
        (Screen::Playing, Some(session)) if session.puzzle => tr!(tr, "title-puzzles"),
        (Screen::Puzzles, _) => tr!(tr, "title-puzzles"),
        (Screen::Playing, Some(session)) if session.drill => tr!(tr, "title-repertoire"),
        (Screen::Repertoire, _) => tr!(tr, "title-repertoire"),
        (Screen::Playing | Screen::GameOver, Some(session)) => tr!(
            tr,
            "title-game",
            white = session.names[Side::White].clone(),
            black = session.names[Side::Black].clone()
        ),
        (Screen::Editor, _) => tr!(tr, "title-editor"),
        _ => "Rookery".to_string(),
    }
}

/// Keeps the window's title on the game shown, written only when it
/// changes (the screen, the session or the language changed, and so did
/// the text).
fn show_game_in_title(
    screen: Res<State<Screen>>,
    session: Option<Res<Session>>,
    tr: Res<Tr>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    let session_changed = session.as_ref().is_some_and(|s| s.is_changed());
    if !screen.is_changed() && !session_changed && !tr.is_changed() {
        return;
    }
    let title = window_title(*screen.get(), session.as_deref(), &tr);
    for mut window in &mut windows {
        if window.title != title {
            window.title = title.clone();
        }
    }
}

/// Keeps the window's size in the settings (which write themselves to disk
/// once they have been still for half a second), so the next start opens
/// the window as it was left.
fn remember_window_size(
    mut resized: MessageReader<WindowResized>,
    primary: Query<Entity, With<PrimaryWindow>>,
    settings: Res<AppSettings>,
    mut remember: MessageWriter<RememberWindowSize>,
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
        remember.write(RememberWindowSize(size));
    }
}

/// The camera, egui's context with it. bevy_egui's pointer capture is off:
/// it answers a frame late and took presses on the board for the panel the
/// pointer had just left (`ui::capture` answers in the frame instead).
fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("camera"),
        Camera2d,
        bevy_egui::EguiContextSettings {
            capture_pointer_input: false,
            ..default()
        },
    ));
}

#[cfg(test)]
mod tests {
    use super::{is_no_display_panic, is_no_gpu_panic, spawn_camera};
    use bevy::ecs::system::RunSystemOnce;
    use bevy::prelude::*;
    use std::panic::catch_unwind;

    #[test]
    fn recognises_winits_no_display_panic_and_no_other() {
        // As bevy_winit fails: `expect` on winit's error, which names the
        // variables it looked for (winit 0.30 on Linux).
        let error: Result<(), String> = std::hint::black_box(Err(
            "Os(OsError { line: 765, file: \"winit/src/platform_impl/linux/mod.rs\", \
             error: Misc(\"neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor DISPLAY is set.\") })"
                .to_string(),
        ));
        let payload = catch_unwind(|| error.expect("Failed to build event loop")).unwrap_err();
        assert!(is_no_display_panic(&*payload));
        assert!(!is_no_gpu_panic(&*payload));
        // A display that is set but cannot be opened is another failure.
        let payload = catch_unwind(|| {
            panic!("Failed to build event loop: Os(OsError {{ error: XNotSupported(XOpenDisplayFailed) }})")
        })
        .unwrap_err();
        assert!(!is_no_display_panic(&*payload));
        let payload = catch_unwind(|| panic!("Unable to find a GPU!")).unwrap_err();
        assert!(!is_no_display_panic(&*payload));
    }

    #[test]
    fn recognises_bevys_no_gpu_panic_and_no_other() {
        // Not a literal `None`, so that it is `expect` at run time as in Bevy.
        let no_gpu: Option<u8> = std::hint::black_box(None);
        // As Bevy fails: `expect` with its message.
        let payload = catch_unwind(|| {
            no_gpu.expect("Unable to find a GPU! Make sure you have installed required drivers!")
        })
        .unwrap_err();
        assert!(is_no_gpu_panic(&*payload));
        // The same text built at run time (a `String` payload).
        let driver = "drivers";
        let payload = catch_unwind(|| panic!("Unable to find a GPU! Make sure you have {driver}"))
            .unwrap_err();
        assert!(is_no_gpu_panic(&*payload));
        let payload = catch_unwind(|| panic!("Failed to build event loop")).unwrap_err();
        assert!(!is_no_gpu_panic(&*payload));
    }

    #[test]
    fn the_camera_leaves_pointer_capture_to_the_frame_s_own_answer() {
        let mut world = World::new();
        world.run_system_once(spawn_camera).expect("spawns");
        let mut settings = world.query::<&bevy_egui::EguiContextSettings>();
        let settings = settings.single(&world).expect("the camera's egui settings");
        assert!(!settings.capture_pointer_input);
    }
}
