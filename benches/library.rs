//! The games library: import speed beside SCID and python-chess (and of
//! the largest file compressed with zstd, beside the plain one), and the
//! time of a position search and of the opening explorer as the library
//! grows (10,000, 100,000 and 1,000,000 games), with the bytes a game
//! takes with and without the position index.
//!
//! Run with `cargo bench --bench library`. The games are made by the seeded
//! generator (benches/support/games.rs, seed 1) and kept under
//! target/library-bench/ between runs; `LIBRARY_BENCH_SIZES=10000,100000`
//! picks the sizes. The peers run when installed: SCID's `sc_import`
//! (scripts/scid-import.sh, Debian's `scid`) on the largest file, and
//! python-chess (scripts/python-chess-read.py) on its first 5,000 games.
//! Times are the best of a few runs; the machine is shared, so compare the
//! ratios measured in the same run, not the figures of different runs.
//! The allocator is the program's, mimalloc.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rookery::library::{Filter, ImportReport, Library, NewGame, SourceKind};
use rookery::rules::{Position, read_games};

#[path = "support/games.rs"]
mod games;

const RUNS: usize = 5;

/// The program's allocator (src/main.rs), so that the import is timed as
/// `rookery library import` and the window run it.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/library-bench");
    std::fs::create_dir_all(&dir).expect("target/library-bench");
    let sizes: Vec<usize> = std::env::var("LIBRARY_BENCH_SIZES")
        .ok()
        .map(|s| s.split(',').filter_map(|n| n.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![10_000, 100_000, 1_000_000]);

    let mut largest: Option<(PathBuf, f64)> = None;
    let mut rows = Vec::new();
    for &n in &sizes {
        let pgn = games_file(&dir, n);
        let db = dir.join(format!("library-{n}.sqlite"));
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
        }
        let mut library = Library::open(&db).expect("library").library;
        let cancel = AtomicBool::new(false);
        let started = Instant::now();
        let report = import_file(&mut library, &pgn, &cancel);
        let secs = started.elapsed().as_secs_f64();
        let rate = report.imported as f64 / secs;
        println!(
            "import {n:>9} games: {} imported, {} refused in {secs:.1} s = {rate:.0} games/s",
            report.imported, report.refused
        );
        let used = library.bytes_used().expect("dbstat");
        println!(
            "  bytes a game: {:.0} with the position index, {:.0} without (index {:.0})",
            (used.games + used.index) as f64 / n as f64,
            used.games as f64 / n as f64,
            used.index as f64 / n as f64,
        );
        rows.push((n, timings(&library, &pgn)));
        largest = Some((pgn, rate));
    }

    println!();
    println!("search and explorer (best of {RUNS}), by library size:");
    for (n, times) in &rows {
        for (what, time, answer) in times {
            println!(
                "  {n:>9} games  {what:<44} {:>8.1} ms  ({answer})",
                ms(*time)
            );
        }
    }

    let Some((pgn, rookery_rate)) = largest else {
        return;
    };
    println!();
    played_games_kept(&dir, &pgn);
    println!();
    // The same file compressed as lichess compresses its databases (zstd),
    // imported into a new library: the decoding runs in the import's
    // reading thread, beside the parsing.
    let zst = zstd_file(&pgn);
    let db = dir.join("library-zst.sqlite");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
    let mut library = Library::open(&db).expect("library").library;
    let started = Instant::now();
    let report = import_file(&mut library, &zst, &AtomicBool::new(false));
    let zst_rate = report.imported as f64 / started.elapsed().as_secs_f64();
    println!(
        "import of the same file as .pgn.zst ({} MB against {} MB): {zst_rate:.0} games/s; compressed / plain = {:.2}",
        size_mb(&zst),
        size_mb(&pgn),
        zst_rate / rookery_rate
    );
    match scid(&pgn) {
        Some(scid_rate) => println!(
            "SCID sc_import, same file: {scid_rate:.0} games/s; Rookery / SCID = {:.2}",
            rookery_rate / scid_rate
        ),
        None => println!("SCID is not installed (apt-get install scid): no SCID figure"),
    }
    match python_chess(&pgn) {
        Some(py_rate) => println!(
            "python-chess read_game, first 5,000 games: {py_rate:.0} games/s; Rookery / python-chess = {:.1}",
            rookery_rate / py_rate
        ),
        None => {
            println!("python-chess is not installed (pip install chess): no python-chess figure")
        }
    }
}

/// Games kept one at a time as the window keeps the games played (one
/// transaction each), with SQLite's NORMAL synchronisation and with FULL
/// ([`Library::keep_durably`], which the window uses for them), the same
/// 200 games into a new library each time.
fn played_games_kept(dir: &Path, pgn: &Path) {
    const GAMES: usize = 200;
    let mut text = String::new();
    std::io::Read::read_to_string(
        &mut std::io::Read::take(std::fs::File::open(pgn).expect("the games file"), 4 << 20),
        &mut text,
    )
    .expect("UTF-8");
    let games: Vec<NewGame> = text
        .split("\n\n[")
        .take(GAMES)
        .enumerate()
        .filter_map(|(i, g)| {
            let g = if i == 0 {
                g.to_string()
            } else {
                format!("[{g}")
            };
            NewGame::from_pgn_text(&g)?.ok()
        })
        .collect();
    let mut each = Vec::new();
    for durable in [false, true] {
        let db = dir.join("library-played.sqlite");
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
        }
        let mut library = Library::open(&db).expect("library").library;
        if durable {
            library.keep_durably().expect("synchronous = FULL");
        }
        let started = Instant::now();
        for (i, game) in games.iter().enumerate() {
            let origin = format!("bench-{i}");
            library
                .add_game(game, SourceKind::Played, "Rookery", Some(&origin), false)
                .expect("kept");
        }
        each.push(ms(started.elapsed()) / games.len() as f64);
    }
    println!(
        "a played game kept ({} games one at a time): {:.2} ms with synchronous=NORMAL, \
         {:.2} ms with FULL (FULL / NORMAL = {:.1})",
        games.len(),
        each[0],
        each[1],
        each[1] / each[0]
    );
}

/// Imports a PGN file, compressed or not, as `rookery library import` does.
fn import_file(library: &mut Library, path: &Path, cancel: &AtomicBool) -> ImportReport {
    library.import_file(path, cancel, |_| {}).expect("import")
}

/// `pgn` compressed with zstd at its default level (3), made if missing.
fn zstd_file(pgn: &Path) -> PathBuf {
    let path = pgn.with_extension("pgn.zst");
    if !path.exists() {
        let input = std::fs::File::open(pgn).expect("open");
        let output = std::fs::File::create(&path).expect("create");
        zstd::stream::copy_encode(input, output, 3).expect("compress");
    }
    path
}

fn size_mb(path: &Path) -> u64 {
    std::fs::metadata(path).map_or(0, |m| m.len() >> 20)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The file of `n` generated games, made if missing.
fn games_file(dir: &Path, n: usize) -> PathBuf {
    let path = dir.join(format!("games-{}k.pgn", n / 1000));
    if !path.exists() {
        let started = Instant::now();
        let tmp = path.with_extension("pgn.part");
        let mut out = std::io::BufWriter::new(std::fs::File::create(&tmp).expect("create"));
        games::GameGenerator::new(1)
            .write(&mut out, n)
            .expect("write");
        drop(out);
        std::fs::rename(&tmp, &path).expect("rename");
        println!(
            "made {} in {:.0} s",
            path.display(),
            started.elapsed().as_secs_f64()
        );
    }
    path
}

/// The positions asked about: the start, an opening position, and
/// positions of the file's first games at plies 10, 20 and 40.
fn positions(pgn: &Path) -> Vec<(String, Position)> {
    let text: String = std::fs::read_to_string(pgn)
        .expect("read")
        .split("\n\n[")
        .take(4)
        .collect::<Vec<_>>()
        .join("\n\n[");
    let sample: Vec<_> = read_games(&text)
        .into_iter()
        .filter_map(Result::ok)
        .collect();
    let mut out = vec![
        ("start position".to_string(), Position::startpos()),
        (
            "1. e4 e5 2. Nf3".to_string(),
            Position::from_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")
                .expect("FEN"),
        ),
    ];
    for (i, ply) in [(0, 10), (1, 20), (2, 40)] {
        if let Some(pos) = sample.get(i).and_then(|g| g.game.position_at(ply)) {
            out.push((format!("game {} at ply {ply}", i + 1), *pos));
        }
    }
    out
}

fn best<T>(mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut fastest = Duration::MAX;
    let mut last = None;
    for _ in 0..RUNS {
        let started = Instant::now();
        let value = f();
        fastest = fastest.min(started.elapsed());
        last = Some(value);
    }
    (fastest, last.expect("runs"))
}

fn timings(library: &Library, pgn: &Path) -> Vec<(String, Duration, String)> {
    let mut out = Vec::new();
    for (name, pos) in positions(pgn) {
        let (t, lines) = best(|| library.explore(&pos, &Filter::default()).expect("explore"));
        let games: u64 = lines.iter().map(|l| l.games).sum();
        out.push((
            format!("explorer, {name}"),
            t,
            format!("{} moves, {games} games", lines.len()),
        ));
        let (t, (hits, total)) = best(|| {
            library
                .search_position(&pos, &Filter::default(), 100)
                .expect("search")
        });
        out.push((
            format!("search, {name}"),
            t,
            format!("{total} games, {} listed", hits.len()),
        ));
    }
    out
}

/// SCID's import speed on the file, from scripts/scid-import.sh.
fn scid(pgn: &Path) -> Option<f64> {
    if !Path::new("/usr/games/tkscid").exists() {
        return None;
    }
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/scid-import.sh");
    let out = Command::new("bash").arg(script).arg(pgn).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    println!("{}", text.trim());
    rate_in(&text)
}

/// python-chess's reading speed on the file's first 5,000 games.
fn python_chess(pgn: &Path) -> Option<f64> {
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/python-chess-read.py");
    let out = Command::new("python3")
        .arg(script)
        .arg(pgn)
        .args(["--limit", "5000"])
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8_lossy(&out.stdout);
    println!("{}", text.trim());
    rate_in(&text)
}

/// The number before "games/s" in a peer's line.
fn rate_in(text: &str) -> Option<f64> {
    let before = text.split("games/s").next()?;
    before.split_whitespace().last()?.parse().ok()
}
