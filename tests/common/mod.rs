//! Helpers shared by the test binaries (`app` and `rules`), each of which
//! includes this file with `#[path = "../common/mod.rs"] mod common;`.
//! A folder module rather than `tests/common.rs`, so that it is not a test
//! binary of its own.

// Each binary uses only some of these helpers; the others would be
// reported as dead code in that binary.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use rookery::persist::Storage;
use rookery::rules::Game;

/// A fresh directory under the system temporary directory, unique to this
/// test binary, process and call, removed when dropped.
pub struct TempDir(PathBuf);

impl TempDir {
    /// A new empty directory, `tag` in its name.
    pub fn new(tag: &str) -> TempDir {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!(
            "rookery-test-{}-{tag}-{}-{n}",
            env!("CARGO_CRATE_NAME"),
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).expect("create the temporary directory");
        TempDir(path)
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.0
    }

    /// The Storage layout rooted here (never the player's directories).
    pub fn storage(&self) -> Storage {
        Storage::at(&self.0)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The SAN of a game's moves, in order.
pub fn sans(game: &Game) -> Vec<String> {
    game.moves().iter().map(|m| m.san.clone()).collect()
}
