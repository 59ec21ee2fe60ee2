//! Without a display (no DISPLAY, WAYLAND_DISPLAY or WAYLAND_SOCKET), the
//! game window cannot open: `rookery` says so on one line of stderr and
//! exits with status 1, with no panic message or backtrace. Linux and the
//! other Unix desktops only (macOS and Windows need no such variable).
#![cfg(all(unix, not(target_os = "macos")))]

use std::process::Command;

use crate::common::TempDir;
use rookery::app::view::NO_DISPLAY_MESSAGE;

#[test]
fn without_a_display_rookery_says_so_in_one_line_and_exits_1() {
    let home = TempDir::new("no-display");
    let out = Command::new(env!("CARGO_BIN_EXE_rookery"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        // Never the player's own settings and saves.
        .env("HOME", home.path())
        .env("XDG_CONFIG_HOME", home.path().join("config"))
        .env("XDG_DATA_HOME", home.path().join("data"))
        .env("RUST_BACKTRACE", "1")
        .output()
        .expect("run rookery");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.trim_end(), NO_DISPLAY_MESSAGE, "{stderr}");
}
