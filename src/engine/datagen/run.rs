//! A run of `rookery datagen`: games played on several threads, written to
//! the file in the order of their index, so that the file is the same
//! whatever the number of threads and however often the run was stopped
//! and started again.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::file::DataFile;
use super::record::result_code;
use super::{Engine, HASH_MB, PlayedGame, Settings, play_game};

/// When a run stops by itself (with neither, it runs until stopped).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Target {
    /// Once the file holds this many games.
    pub games: Option<u64>,
    /// Once the file holds at least this many positions (after the game
    /// that reaches them).
    pub positions: Option<u64>,
}

impl Target {
    fn reached(&self, games: u64, positions: u64) -> bool {
        self.games.is_some_and(|g| games >= g) || self.positions.is_some_and(|p| positions >= p)
    }
}

/// Where a run stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Progress {
    /// Games in the file.
    pub games: u64,
    /// Positions in the file.
    pub positions: u64,
    /// Games this run wrote.
    pub new_games: u64,
    /// Positions this run wrote.
    pub new_positions: u64,
    /// This run's games by result: Black won, a draw, White won.
    pub results: [u64; 3],
    /// Bytes of a half-written game cut off when the file was opened.
    pub trimmed: u64,
    /// Time since the run started.
    pub elapsed: Duration,
}

impl Progress {
    /// Positions written a second by this run.
    pub fn rate(&self) -> f64 {
        self.new_positions as f64 / self.elapsed.as_secs_f64().max(1e-3)
    }
}

/// Adds games of `settings` to the file at `path` (made when missing,
/// continued after its last whole game when not) on `threads` threads
/// until `target` is reached or `stop` becomes true (which it is made at
/// the end). `on_game` hears the progress after each game written.
pub fn run(
    path: &Path,
    settings: &Settings,
    threads: usize,
    target: Target,
    stop: &AtomicBool,
    on_game: &mut dyn FnMut(&Progress),
) -> Result<Progress, String> {
    settings.check()?;
    let (mut file, opened) = DataFile::open(path, settings)?;
    let started = Instant::now();
    let mut progress = Progress {
        games: opened.games,
        positions: opened.positions,
        trimmed: opened.trimmed,
        ..Progress::default()
    };
    if target.reached(progress.games, progress.positions) {
        return Ok(progress);
    }
    let next = AtomicU64::new(opened.games);
    let mut failure = None;
    std::thread::scope(|scope| {
        let (send, receive) = mpsc::channel::<(u64, Option<PlayedGame>)>();
        for _ in 0..threads.clamp(1, 256) {
            let (send, next) = (send.clone(), &next);
            scope.spawn(move || {
                let mut engine = Engine::new(HASH_MB);
                while !stop.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if target.games.is_some_and(|g| index >= g) {
                        break;
                    }
                    let game = play_game(&mut engine, settings, index, stop);
                    if send.send((index, game)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        // Games finished ahead of their turn wait here.
        let mut waiting = BTreeMap::new();
        let mut done = false;
        for (index, game) in receive {
            let Some(game) = game.filter(|_| !done) else {
                continue;
            };
            waiting.insert(index, game);
            while let Some(game) = waiting.remove(&progress.games) {
                if let Err(e) = file.write(&game) {
                    failure = Some(format!("cannot write {}: {e}", path.display()));
                    done = true;
                    break;
                }
                let count = u64::from(game.mark.positions);
                progress.games += 1;
                progress.positions += count;
                progress.new_games += 1;
                progress.new_positions += count;
                progress.results[usize::from(result_code(game.mark.result))] += 1;
                progress.elapsed = started.elapsed();
                on_game(&progress);
                if target.reached(progress.games, progress.positions) {
                    done = true;
                    break;
                }
            }
            if done {
                // The searches under way stop; their games are dropped.
                stop.store(true, Ordering::Relaxed);
                waiting.clear();
            }
        }
    });
    progress.elapsed = started.elapsed();
    file.sync()
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    match failure {
        Some(e) => Err(e),
        None => Ok(progress),
    }
}
