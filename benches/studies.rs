//! Studies (issue #56): "a study of 10,000 chapters opens in under 200 ms,
//! and a chapter of 5,000 moves with variations scrolls smoothly".
//!
//! 1. Opening a study of 10,000 chapters as the Studies screen does: the
//!    studies list (`Library::studies("")`), the study's chapter list
//!    (`chapters`) and its first chapter's tree (`chapter`), against 200
//!    ms. Beside it, the Library screen listing the same 10,000 games from
//!    the games table (`game_ids` in its default order, then `rows` of all
//!    of them), the listing the program already has.
//! 2. A chapter of 5,000 moves (4,000 on the main line, 1,000 in
//!    variations, comments and glyphs all along): reading it back
//!    (`chapter`), writing it (`save_chapter_tree`, which every edit on the
//!    board does) and one frame of the panel's move tree
//!    (`app::ui::tree_list_frame`: the tree drawn by the panel's own code in
//!    its scroll area on an egui context with no window, then tessellated)
//!    at the top, the middle and the end of the chapter, against a frame's
//!    16.7 ms at 60 frames a second. Beside each, the same for a chapter
//!    of 100 moves made the same way.
//!
//! Run with `cargo bench --bench studies`. The games of the 10,000
//! chapters are made by the seeded generator (benches/support/games.rs,
//! seed 1), every tenth given glyphs and a comment more; the library they
//! go in is kept under target/studies-bench/ between runs. The long
//! chapters are random legal moves from a seeded generator (seed 56),
//! made each run. Times are the best of a few runs (the first run after
//! opening the file is printed too); the machine is shared, so compare the
//! figures measured in the same run, not those of different runs.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use bevy_egui::egui;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rookery::app::i18n::{Language, Tr};
use rookery::app::session::Notes;
use rookery::app::ui::tree_list_frame;
use rookery::library::study::{ChapterMode, StudyId};
use rookery::library::{Filter, Library, Sort};
use rookery::rules::tree::{GameTree, NodeId, Place, read_trees, write_tree};
use rookery::rules::{Color, Move, Position};

#[path = "support/games.rs"]
mod games;

const RUNS: usize = 5;
/// The frames timed at each place (each run draws this many).
const FRAMES: usize = 10;
const CHAPTERS: usize = 10_000;
const STUDY: &str = "Bench: 10,000 chapters";
/// What the issue asks of opening the study.
const OPEN_BUDGET_MS: f64 = 200.0;
/// A frame at 60 frames a second.
const FRAME_BUDGET_MS: f64 = 1000.0 / 60.0;
/// The tree's scroll area: the panel's width less its margins, and about
/// the height the panel leaves it in a 1080-point-high window.
const AREA: egui::Vec2 = egui::vec2(304.0, 600.0);

/// The program's allocator (src/main.rs).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/studies-bench");
    std::fs::create_dir_all(&dir).expect("target/studies-bench");
    open_a_large_study(&dir);
    println!();
    a_long_chapter(&dir);
}

/// Part 1: the study of 10,000 chapters, and the games table beside it.
fn open_a_large_study(dir: &Path) {
    let db = dir.join("studies-10k.sqlite");
    let study = large_library(dir, &db);
    let library = Library::open(&db).expect("library").library;
    let open = |library: &Library| {
        let studies = library.studies("").expect("studies");
        let chapters = library.chapters(study).expect("chapters");
        let first = library.chapter(chapters[0].id).expect("chapter");
        (studies.len(), chapters.len(), first.summary.moves)
    };
    let started = Instant::now();
    open(&library);
    let first_time = started.elapsed();
    let mut list = [Duration::MAX; 3];
    let mut n_studies = 0;
    for _ in 0..RUNS {
        let (times, studies) = open_parts(&library, study);
        for (fastest, t) in list.iter_mut().zip(times) {
            *fastest = (*fastest).min(t);
        }
        n_studies = studies;
    }
    let (whole, (_, n_chapters, moves)) = best(|| open(&library));
    let peer = |library: &Library| {
        let ids = library
            .game_ids(&Filter::default(), Sort::default())
            .expect("ids");
        library.rows(&ids).expect("rows").len()
    };
    let (peer_time, games) = best(|| peer(&library));
    let [studies_t, chapters_t, chapter_t] = list;
    println!("opening a study of {n_chapters} chapters (best of {RUNS}):");
    println!(
        "  studies list, studies(\"\"), {n_studies} studies   {:>8.2} ms",
        ms(studies_t)
    );
    println!(
        "  chapter list, chapters(study)              {:>8.2} ms",
        ms(chapters_t)
    );
    println!(
        "  first chapter's tree, chapter(id), {moves} moves {:>6.2} ms",
        ms(chapter_t)
    );
    println!(
        "  all three: {:.1} ms ({:.1} ms the first time after opening the file); \
         under {OPEN_BUDGET_MS:.0} ms: {} ({:.0}% of it)",
        ms(whole),
        ms(first_time),
        if ms(whole) < OPEN_BUDGET_MS {
            "yes"
        } else {
            "NO"
        },
        100.0 * ms(whole) / OPEN_BUDGET_MS
    );
    println!(
        "  peer: the Library screen's listing of the same {games} games \
         (game_ids, then rows of them all): {:.1} ms; study / games = {:.2}",
        ms(peer_time),
        ms(whole) / ms(peer_time)
    );
}

/// The three parts of opening the study, each timed once; and how many
/// studies the list has.
fn open_parts(library: &Library, study: StudyId) -> ([Duration; 3], usize) {
    let t = Instant::now();
    let studies = library.studies("").expect("studies");
    let studies_t = t.elapsed();
    let t = Instant::now();
    let chapters = library.chapters(study).expect("chapters");
    let chapters_t = t.elapsed();
    let t = Instant::now();
    library.chapter(chapters[0].id).expect("chapter");
    let chapter_t = t.elapsed();
    ([studies_t, chapters_t, chapter_t], studies.len())
}

/// The library of part 1, made if missing: the generator's first 10,000
/// games as a study of 10,000 chapters and as 10,000 games of the games
/// table. Returns the study.
fn large_library(dir: &Path, db: &Path) -> StudyId {
    if db.exists() {
        let library = Library::open(db).expect("library").library;
        let found = library
            .studies("")
            .expect("studies")
            .into_iter()
            .find(|s| s.name == STUDY && s.chapters == CHAPTERS as u64);
        if let Some(study) = found
            && library.count().expect("count") == CHAPTERS as u64
        {
            return study.id;
        }
    }
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
    let started = Instant::now();
    let text = chapters_text(CHAPTERS);
    let pgn = dir.join("chapters-10k.pgn");
    std::fs::write(&pgn, &text).expect("write");
    let mut library = Library::open(db).expect("library").library;
    let report = library
        .import_file(&pgn, &AtomicBool::new(false), |_| {})
        .expect("import");
    assert_eq!(report.imported, CHAPTERS as u64, "{report:?}");
    let import = library.import_study(&text, Some(STUDY)).expect("study");
    assert_eq!(import.chapters, CHAPTERS);
    println!(
        "made {} in {:.0} s",
        db.display(),
        started.elapsed().as_secs_f64()
    );
    import.study
}

/// `n` games of the generator as PGN, every tenth with glyphs on three
/// moves and a comment more.
fn chapters_text(n: usize) -> String {
    let mut generator = games::GameGenerator::new(1);
    let mut rng = StdRng::seed_from_u64(1);
    let mut text = String::new();
    for i in 0..n {
        let pgn = generator.next_game().pgn;
        if i % 10 == 0 {
            let mut tree = read_trees(&pgn).remove(0).expect("a generated game reads");
            let line = tree.mainline();
            for _ in 0..3 {
                let node = *line.choose(&mut rng).expect("moves");
                let _ = tree.toggle_nag(node, *GLYPHS.choose(&mut rng).expect("glyphs"));
            }
            let node = *line.choose(&mut rng).expect("moves");
            let comment = *COMMENTS.choose(&mut rng).expect("comments");
            tree.set_comment_text(node, Place::After, comment)
                .expect("comment");
            text.push_str(&write_tree(&tree));
        } else {
            text.push_str(&pgn);
        }
        text.push('\n');
    }
    text
}

const GLYPHS: [u16; 8] = [1, 2, 3, 4, 5, 6, 14, 16];
const COMMENTS: [&str; 6] = [
    "The critical moment: everything else loses material.",
    "Better was to keep the pieces together.",
    "A natural developing move.",
    "White has the initiative now, and Black must find a plan before the kingside attack arrives.",
    "The only move.",
    "An interesting try, seen in several games of the nineties.",
];

/// Part 2: the long chapter beside the short one.
fn a_long_chapter(dir: &Path) {
    let db = dir.join("chapter.sqlite");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
    let library = Library::open(&db).expect("library").library;
    let study = library.create_study("Long chapters").expect("study");
    let long = chapter_tree(5_000, 56);
    let short = chapter_tree(100, 56);
    let described = describe(&long);
    println!("a chapter of {described}");
    println!("beside one of {}", describe(&short));
    let tr = Tr::new(Language::English);
    let mut rows = Vec::new();
    for tree in [&long, &short] {
        let id = library
            .add_chapter(study, "Long", tree, ChapterMode::Normal, Color::White)
            .expect("add");
        let (read, chapter) = best(|| library.chapter(id).expect("chapter"));
        assert_eq!(write_tree(&chapter.tree), write_tree(tree), "reads back");
        let (write, ()) = best(|| library.save_chapter_tree(id, tree).expect("save"));
        let notes = Notes::in_chapter(chapter.tree, id);
        let ctx = egui::Context::default();
        // A first frame far down finds the end (the offset is clamped to
        // it); a few more let egui settle its sizes and keep its text.
        let mut end = 0.0;
        for _ in 0..3 {
            end = tree_list_frame(&ctx, &tr, &notes, AREA, 1.0e9).offset;
        }
        let frames: Vec<(Duration, usize)> = [0.0, end / 2.0, end]
            .into_iter()
            .map(|at| {
                for _ in 0..3 {
                    tree_list_frame(&ctx, &tr, &notes, AREA, at);
                }
                let (t, frame) = best(|| {
                    let mut frame = None;
                    for _ in 0..FRAMES {
                        frame = Some(tree_list_frame(&ctx, &tr, &notes, AREA, at));
                    }
                    frame.expect("frames")
                });
                assert!((frame.offset - at).abs() < 1.0, "scrolled to {at}");
                (t / FRAMES as u32, frame.meshes)
            })
            .collect();
        rows.push((read, write, frames, end));
    }
    let (long_row, short_row) = (&rows[0], &rows[1]);
    println!(
        "(best of {RUNS}; a frame is the mean of {FRAMES} frames in a row; \
         tree area {}x{} points)",
        AREA.x, AREA.y
    );
    println!("                                       5,000 moves    100 moves");
    println!(
        "  read, chapter(id)                    {:>8.2} ms  {:>8.2} ms",
        ms(long_row.0),
        ms(short_row.0)
    );
    println!(
        "  write, save_chapter_tree (an edit)   {:>8.2} ms  {:>8.2} ms",
        ms(long_row.1),
        ms(short_row.1)
    );
    for (i, place) in ["top", "middle", "end"].iter().enumerate() {
        let (long_t, long_meshes) = long_row.2[i];
        let (short_t, _) = short_row.2[i];
        println!(
            "  tree list frame at the {place:<7}        {:>8.2} ms  {:>8.2} ms  ({long_meshes} meshes)",
            ms(long_t),
            ms(short_t),
        );
    }
    let worst = long_row.2.iter().map(|f| ms(f.0)).fold(0.0, f64::max);
    println!(
        "  the long chapter's tree is {:.0} points tall; its slowest frame {worst:.2} ms, \
         under {FRAME_BUDGET_MS:.1} ms: {} ({:.0}% of a frame)",
        long_row.3 + AREA.y,
        if worst < FRAME_BUDGET_MS { "yes" } else { "NO" },
        100.0 * worst / FRAME_BUDGET_MS
    );
}

/// "5,000 moves: 4,000 on the main line, ..."
fn describe(tree: &GameTree) -> String {
    let main = tree.mainline().len();
    let mut variations = 0;
    let mut comments = 0;
    let mut glyphs = 0;
    let mut stack = vec![GameTree::ROOT];
    while let Some(at) = stack.pop() {
        let children = tree.children(at);
        variations += children.len().saturating_sub(1);
        let note = tree.annotation(at);
        comments += usize::from(!note.after.is_empty()) + usize::from(!note.before.is_empty());
        glyphs += note.nags.len();
        stack.extend(children);
    }
    format!(
        "{} moves: {main} on the main line, {} in {variations} variations, \
         {comments} comments, {glyphs} glyphs ({} KB of PGN)",
        tree.move_count(),
        tree.move_count() - main,
        write_tree(tree).len() / 1024
    )
}

/// A chapter of `moves` moves in all: a main line of random legal moves
/// with, every 20th move, a variation of 2 to 8 moves in its place (one in
/// four with a variation of its own), a comment on every 15th main-line
/// move and on some variations' first moves, and a glyph on every 8th.
/// Four fifths of the moves are on the main line.
fn chapter_tree(moves: usize, seed: u64) -> GameTree {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut tree = GameTree::new(Position::startpos());
    let mut count = 0;
    let mut at = GameTree::ROOT;
    let mut ply = 0;
    while count < moves {
        let Some(mv) = pick(tree.position(at), &mut rng, None) else {
            break;
        };
        let (next, _) = tree.add_move(at, mv).expect("legal");
        count += 1;
        ply += 1;
        if ply % 8 == 0 {
            let _ = tree.toggle_nag(next, *GLYPHS.choose(&mut rng).expect("glyphs"));
        }
        if ply % 15 == 0 {
            let comment = *COMMENTS.choose(&mut rng).expect("comments");
            tree.set_comment_text(next, Place::After, comment)
                .expect("comment");
        }
        if ply % 20 == 0 && count < moves {
            let len = rng.random_range(2..=8).min(moves - count);
            count += variation(&mut tree, at, mv, len, &mut rng);
            if count < moves && rng.random_bool(0.25) {
                // A variation of the variation's second move.
                let first = *tree.children(at).last().expect("the variation");
                if let Some(&second) = tree.children(first).first() {
                    let played = tree.mv(second).expect("a move");
                    let len = rng.random_range(2..=4).min(moves - count);
                    count += variation(&mut tree, first, played, len, &mut rng);
                }
            }
        }
        at = next;
    }
    tree
}

/// Adds a line of up to `len` moves after `at`, its first move another
/// than `played`; how many it added.
fn variation(tree: &mut GameTree, at: NodeId, played: Move, len: usize, rng: &mut StdRng) -> usize {
    let mut added = 0;
    let mut v = at;
    let mut except = Some(played);
    while added < len {
        let Some(mv) = pick(tree.position(v), rng, except) else {
            break;
        };
        let (next, _) = tree.add_move(v, mv).expect("legal");
        if added == 0 && rng.random_bool(0.3) {
            tree.set_comment_text(next, Place::Before, "Or:")
                .expect("comment");
        }
        except = None;
        v = next;
        added += 1;
    }
    added
}

/// A random legal move, but not `except` and not one that ends the game
/// (mate or stalemate); a capture only now and then, so the pieces last.
fn pick(pos: &Position, rng: &mut StdRng, except: Option<Move>) -> Option<Move> {
    let moves: Vec<Move> = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| Some(*m) != except && !pos.after(m).legal_moves().is_empty())
        .collect();
    let quiet: Vec<Move> = moves.iter().copied().filter(|m| !m.is_capture()).collect();
    if !quiet.is_empty() && rng.random_bool(0.85) {
        quiet.choose(rng).copied()
    } else {
        moves.choose(rng).copied()
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
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
