//! The games library (`rookery::library`): import of awkward PGN with
//! export giving the same games back, duplicates skipped, a bad game named
//! and passed over, position search and the opening explorer checked
//! against replaying every game, deletion, and the file's life: a newer
//! Rookery's file refused, a damaged one set aside, a killed import, two
//! writers at once.
//!
//! The oracle for search and the explorer is the position's EPD (computed
//! from the board by `Position::epd`, a different path from the Zobrist
//! keys the library indexes by), replayed over every game with
//! `rules::Game`.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::AtomicBool;

use rookery::library::{Filter, Library, Speed};
use rookery::rules::{Color, Game, GameResult, Position, read_games, write_game};

use crate::common::TempDir;

pub(crate) fn import_text(library: &mut Library, text: &str) -> rookery::library::ImportReport {
    let cancel = AtomicBool::new(false);
    library
        .import_pgn(
            text.as_bytes(),
            "test.pgn",
            rookery::library::InputSize::text(None),
            &cancel,
            |_| {},
        )
        .expect("import")
}

fn export_all(library: &Library, filter: &Filter) -> String {
    let mut out = Vec::new();
    library.export(filter, &mut out).expect("export");
    String::from_utf8(out).expect("UTF-8")
}

/// Games that exercise the reader: comments (over lines), variations
/// (nested), glyphs, clocks, a set-up position, Chess960, a game with no
/// tags, a Latin-1 name written as UTF-8, and a bad game in the middle.
const AWKWARD: &str = r#"[Event "Casual"]
[Site "Home"]
[Date "2024.03.01"]
[Round "1"]
[White "Ann"]
[Black "Bob"]
[Result "0-1"]
[WhiteElo "1500"]
[BlackElo "1620"]
[TimeControl "300+3"]
[Annotator "Rookery test"]

1. f3 { a poor start,
over two lines } e5 2. g4?? $4 (2. e4 Nf6 (2... Nc6)) 2... Qh4# 0-1

[Event "Set-up"]
[White "Cleo"]
[Black "Dan"]
[Result "1-0"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]

1. e4 Kd7 2. e5 Ke6 1-0

[Event "Broken"]
[White "Eve"]
[Black "Fay"]
[Result "*"]

1. e4 e5 2. Ke3 *

[Event "Clocks"]
[White "Réti"]
[Black "Gus"]
[Result "1/2-1/2"]
[TimeControl "60+0"]

1. d4 { [%clk 0:01:00] } 1... d5 { [%clk 0:00:59] } 2. c4 { [%clk 0:00:58] } 1/2-1/2

[Event "Fischer random"]
[White "Hal"]
[Black "Ivy"]
[Result "1-0"]
[Variant "Chess960"]
[SetUp "1"]
[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"]

1. g3 g6 2. Nf3 Nf6 1-0

1. e4 c5 2. Nf3 *
"#;

#[test]
fn awkward_pgn_imports_and_exports_the_same_games() {
    let mut library = Library::in_memory().unwrap();
    let report = import_text(&mut library, AWKWARD);
    assert_eq!(report.imported, 5, "{report:?}");
    assert_eq!(report.refused, 1);
    assert_eq!(report.skipped, 0);
    // The bad game is named by its number in the file, its tags and why.
    let refusal = &report.refusals[0];
    assert_eq!(refusal.number, 3);
    assert!(refusal.tags.contains("Eve - Fay"), "{refusal:?}");
    assert!(refusal.tags.contains("Broken"), "{refusal:?}");
    assert!(refusal.why.contains("Ke3"), "{refusal:?}");

    let exported = export_all(&library, &Filter::default());
    let original: Vec<_> = read_games(AWKWARD)
        .into_iter()
        .filter_map(Result::ok)
        .collect();
    let back: Vec<_> = read_games(&exported)
        .into_iter()
        .map(|g| g.expect("the export reads back"))
        .collect();
    assert_eq!(back.len(), original.len());
    for (a, b) in original.iter().zip(&back) {
        assert_eq!(
            a.game.moves(),
            b.game.moves(),
            "moves of {:?}",
            a.tag("Event")
        );
        assert_eq!(a.game.start_position(), b.game.start_position());
        assert_eq!(a.result, b.result);
        assert_eq!(a.comments, b.comments, "comments of {:?}", a.tag("Event"));
        assert_eq!(a.clocks, b.clocks);
        assert_eq!(a.variations, b.variations);
        for (name, value) in &a.tags {
            if name == "SetUp" || value == "?" {
                continue;
            }
            assert_eq!(
                b.tag(name),
                Some(value.as_str()),
                "tag {name} of {:?}",
                a.tag("Event")
            );
        }
    }
    // The glyph and the nested variation are given back as written.
    assert!(
        exported.contains("2. g4?? $4 (2. e4 Nf6 (2... Nc6)) 2... Qh4# 0-1"),
        "{exported}"
    );
}

#[test]
fn a_game_imported_twice_is_skipped_and_counted() {
    let mut library = Library::in_memory().unwrap();
    import_text(&mut library, AWKWARD);
    let again = import_text(&mut library, AWKWARD);
    assert_eq!(again.imported, 0);
    assert_eq!(again.skipped, 5);
    assert_eq!(again.refused, 1);
    assert_eq!(library.count().unwrap(), 5);
}

#[test]
fn tags_land_in_the_columns_the_filters_use() {
    let mut library = Library::in_memory().unwrap();
    import_text(&mut library, AWKWARD);
    let only = |filter: Filter| -> Vec<String> {
        library
            .games(&filter, Default::default(), 0, 100)
            .unwrap()
            .into_iter()
            .map(|g| g.white)
            .collect()
    };
    // "ann" finds Ann (a name's beginning, any case), as White only.
    let ann = Filter {
        players: vec!["ann".into()],
        ..Filter::default()
    };
    assert_eq!(only(ann.clone()), ["Ann"]);
    assert!(
        only(Filter {
            color: Some(Color::Black),
            ..ann
        })
        .is_empty()
    );
    assert_eq!(
        only(Filter {
            result: Some(GameResult::Draw),
            ..Filter::default()
        }),
        ["Réti"]
    );
    // 300+3 is 5 + 40 * 3 / 60 = 7 minutes: blitz; 60+0 bullet.
    assert_eq!(
        only(Filter {
            speeds: vec![Speed::Blitz],
            ..Filter::default()
        }),
        ["Ann"]
    );
    // The average of 1500 and 1620 is 1560.
    assert_eq!(
        only(Filter {
            min_rating: Some(1560),
            max_rating: Some(1560),
            ..Filter::default()
        }),
        ["Ann"]
    );
    assert_eq!(
        only(Filter {
            date_from: Some("2024".into()),
            date_to: Some("2024.03".into()),
            ..Filter::default()
        }),
        ["Ann"]
    );
}

#[test]
fn time_controls_are_classed_as_lichess_classes_them() {
    // Estimated duration = base + 40 x increment (scalachess Speed):
    // under 180 s bullet, under 480 blitz, under 1500 rapid.
    for (tag, speed) in [
        ("60+0", Speed::Bullet),
        ("120+1", Speed::Bullet),     // 160 s
        ("180+0", Speed::Blitz),      // 180 s
        ("300+3", Speed::Blitz),      // 420 s
        ("480+0", Speed::Rapid),      // 480 s
        ("600+5", Speed::Rapid),      // 800 s
        ("900+15", Speed::Classical), // 1500 s
        ("40/7200:3600", Speed::Classical),
        ("-", Speed::Correspondence),
    ] {
        assert_eq!(Speed::of_time_control(tag), Some(speed), "{tag}");
    }
    assert_eq!(Speed::of_time_control("?"), None);
}

/// A tiny seeded generator (xorshift), so the games are the same each run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Games that share their openings (the first plies chosen among a few
/// common moves, in any order, so lines transpose) and then go their own
/// way with random legal moves.
fn sample_games(count: usize, seed: u64) -> Vec<(Game, GameResult)> {
    const FIRST: &[&str] = &[
        "e4", "d4", "Nf3", "c4", "e5", "d5", "Nf6", "c5", "Nc6", "e6",
    ];
    let mut rng = Rng(seed);
    (0..count)
        .map(|_| {
            let mut game = Game::new();
            let plies = 6 + rng.below(60);
            for ply in 0..plies {
                if game.is_over() {
                    break;
                }
                let legal = game.position().legal_moves();
                let common: Vec<_> = FIRST
                    .iter()
                    .filter_map(|san| game.position().parse_san(san).ok())
                    .collect();
                let mv = if ply < 6 && !common.is_empty() {
                    common[rng.below(common.len().min(3))]
                } else {
                    legal.iter().copied().nth(rng.below(legal.len())).unwrap()
                };
                game.try_play(&mv).unwrap();
            }
            let result = match rng.below(3) {
                0 => GameResult::WhiteWins,
                1 => GameResult::Draw,
                _ => GameResult::BlackWins,
            };
            let result = game.outcome().map_or(result, |o| o.result);
            (game, result)
        })
        .collect()
}

fn sample_pgn(games: &[(Game, GameResult)]) -> String {
    games
        .iter()
        .enumerate()
        .map(|(i, (game, result))| {
            let tags = vec![
                ("White".to_string(), format!("Player {i}")),
                ("Black".to_string(), "Opponent".to_string()),
                ("Date".to_string(), format!("2020.01.{:02}", 1 + i % 28)),
                ("WhiteElo".to_string(), (1200 + i % 800).to_string()),
                ("BlackElo".to_string(), "1600".to_string()),
            ];
            let text = write_game(game, &tags);
            // write_game writes "*" for a game its board did not end: put
            // the recorded result in its place.
            if game.outcome().is_none() {
                let token = result.as_pgn();
                text.replace("[Result \"*\"]", &format!("[Result \"{token}\"]"))
                    .trim_end()
                    .strip_suffix('*')
                    .map(|t| format!("{t}{token}\n"))
                    .unwrap()
            } else {
                text
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn search_and_explorer_agree_with_replaying_every_game() {
    let games = sample_games(10_000, 0x5eed_1234);
    let mut library = Library::in_memory().unwrap();
    let report = import_text(&mut library, &sample_pgn(&games));
    assert_eq!(report.imported, 10_000, "{report:?}");

    // Positions to ask about: the start, shared opening positions and
    // positions deep in single games.
    let mut asked: BTreeSet<String> = BTreeSet::new();
    let mut rng = Rng(99);
    for (game, _) in games.iter().step_by(97) {
        let ply = rng.below(game.ply_count() + 1);
        asked.insert(game.position_at(ply).unwrap().epd());
        asked.insert(game.position_at(ply.min(4)).unwrap().epd());
    }
    let games: Vec<(Game, Option<GameResult>)> =
        games.into_iter().map(|(g, r)| (g, Some(r))).collect();
    let reach = agrees_with_replaying(&library, &games, &asked);
    assert!(
        reach.values().any(|games| games.len() > 1000),
        "the sample shares its openings"
    );
}

/// Checks, for each position of `asked` (EPDs), the games the library
/// finds (with the ply and the move played next) and the explorer's
/// figures against replaying `games`, which hold ids 1, 2, ... in order;
/// gives back the games reaching each position.
fn agrees_with_replaying(
    library: &Library,
    games: &[(Game, Option<GameResult>)],
    asked: &BTreeSet<String>,
) -> BTreeMap<String, BTreeMap<i64, (u32, Option<String>)>> {
    // The oracle: for each asked position, each game reaching it (first
    // time), with the ply and the SAN played from it.
    let mut reach: BTreeMap<String, BTreeMap<i64, (u32, Option<String>)>> = BTreeMap::new();
    for (i, (game, _)) in games.iter().enumerate() {
        let id = i as i64 + 1;
        for ply in 0..=game.ply_count() {
            let epd = game.position_at(ply).unwrap().epd();
            if asked.contains(&epd) {
                let next = game.moves().get(ply).map(|m| m.san.clone());
                reach
                    .entry(epd)
                    .or_default()
                    .entry(id)
                    .or_insert((ply as u32, next));
            }
        }
    }
    for epd in asked {
        let pos = Position::from_fen_any(&format!("{epd} 0 1")).unwrap();
        let expected = &reach[epd];
        let (hits, total) = library
            .search_position(&pos, &Filter::default(), u64::MAX)
            .unwrap();
        assert_eq!(total as usize, expected.len(), "{epd}");
        let found: BTreeMap<i64, (u32, Option<String>)> = hits
            .into_iter()
            .map(|h| (h.game.id, (h.ply, h.next_san)))
            .collect();
        assert_eq!(&found, expected, "{epd}");

        // The explorer: games and results per move played from it.
        let mut per_move: BTreeMap<String, [u64; 4]> = BTreeMap::new();
        for (&id, (_, next)) in expected {
            let Some(san) = next else { continue };
            let entry = per_move.entry(san.clone()).or_default();
            entry[0] += 1;
            match games[id as usize - 1].1 {
                Some(GameResult::WhiteWins) => entry[1] += 1,
                Some(GameResult::Draw) => entry[2] += 1,
                Some(GameResult::BlackWins) => entry[3] += 1,
                None => {}
            }
        }
        let lines = library.explore(&pos, &Filter::default()).unwrap();
        let got: BTreeMap<String, [u64; 4]> = lines
            .iter()
            .map(|l| (l.san.clone(), [l.games, l.white, l.draws, l.black]))
            .collect();
        assert_eq!(got, per_move, "{epd}");
    }
    reach
}

#[test]
fn a_game_that_repeats_a_position_counts_once_for_it() {
    let mut library = Library::in_memory().unwrap();
    import_text(
        &mut library,
        "[White \"A\"]\n[Black \"B\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. e4 1/2-1/2\n",
    );
    let pos =
        Position::from_fen("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2").unwrap();
    let (hits, total) = library
        .search_position(&pos, &Filter::default(), 10)
        .unwrap();
    assert_eq!(total, 1);
    // First reached after 1... Nf6 (ply 2), when 2. Ng1 was played.
    assert_eq!(hits[0].ply, 2);
    assert_eq!(hits[0].next_san.as_deref(), Some("Ng1"));
    let lines = library.explore(&pos, &Filter::default()).unwrap();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(lines[0].san, "Ng1");
    assert_eq!(lines[0].games, 1);
}

#[test]
fn deleted_games_leave_the_table_and_the_index() {
    let mut library = Library::in_memory().unwrap();
    import_text(&mut library, AWKWARD);
    let start = Position::startpos();
    let before = library
        .search_position(&start, &Filter::default(), 100)
        .unwrap()
        .1;
    let ann = library
        .games(
            &Filter {
                players: vec!["Ann".into()],
                ..Filter::default()
            },
            Default::default(),
            0,
            10,
        )
        .unwrap();
    assert_eq!(library.delete_games(&[ann[0].id]).unwrap(), 1);
    assert_eq!(library.count().unwrap(), 4);
    assert_eq!(
        library
            .search_position(&start, &Filter::default(), 100)
            .unwrap()
            .1,
        before - 1
    );
    let after_f3 =
        Position::from_fen("rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1").unwrap();
    assert_eq!(
        library
            .search_position(&after_f3, &Filter::default(), 10)
            .unwrap()
            .1,
        0
    );
}

#[test]
fn a_file_from_a_newer_rookery_is_refused_and_left_alone() {
    let dir = TempDir::new("library-newer");
    let path = dir.path().join("library.sqlite");
    drop(Library::open(&path).unwrap());
    claim_a_newer_schema(&path);
    let bytes = std::fs::read(&path).unwrap();
    let error = Library::open(&path).err().expect("refused");
    let text = error.to_string();
    assert!(text.contains("newer Rookery"), "{text}");
    assert_eq!(std::fs::read(&path).unwrap(), bytes, "the file was changed");
}

/// Sets the file's schema version to one this Rookery does not know, by
/// writing SQLite's header field (user_version: 4 bytes, big-endian, at
/// offset 60 of the database header; sqlite.org/fileformat.html).
/// The last connection's close folds the WAL file into the database.
fn claim_a_newer_schema(path: &std::path::Path) {
    let mut bytes = std::fs::read(path).unwrap();
    bytes[60..64].copy_from_slice(&(Library::SCHEMA_VERSION as u32 + 1).to_be_bytes());
    std::fs::write(path, bytes).unwrap();
}

#[test]
fn a_new_library_has_big_pages_and_an_old_one_keeps_its_own() {
    // The page size is the header's 2 bytes at offset 16, big-endian, 1
    // standing for 65,536 (sqlite.org/fileformat.html, 1.3.2).
    let page_size = |path: &std::path::Path| {
        let bytes = std::fs::read(path).unwrap();
        match u16::from_be_bytes([bytes[16], bytes[17]]) {
            1 => 65_536,
            n => u32::from(n),
        }
    };
    let dir = TempDir::new("library-pages");
    let path = dir.path().join("library.sqlite");
    let mut library = Library::open(&path).unwrap().library;
    assert_eq!(import_text(&mut library, AWKWARD).imported, 5);
    drop(library);
    assert_eq!(page_size(&path), 65_536);
    // A file made by an earlier Rookery (schema 4, SQLite's 4,096-byte
    // pages) opens, is brought up to date and keeps them.
    let old = dir.path().join("old.sqlite");
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/library");
    std::fs::copy(fixtures.join("schema4.sqlite"), &old).unwrap();
    assert_eq!(page_size(&old), 4_096);
    let library = Library::open(&old).unwrap().library;
    assert!(library.count().unwrap() > 0);
    drop(library);
    assert_eq!(page_size(&old), 4_096);
}

/// A file that is no SQLite database at all (a PGN file given as the
/// library by mistake) is refused, named, and left as it was.
#[test]
fn a_file_that_is_no_database_is_refused_and_never_renamed() {
    let dir = TempDir::new("library-foreign");
    let path = dir.path().join("games.pgn");
    let text = b"[White \"Ann\"]\n[Black \"Bob\"]\n\n1. e4 e5 *\n";
    std::fs::write(&path, text).unwrap();
    let error = Library::open(&path).err().expect("refused");
    assert!(
        error
            .to_string()
            .contains("games.pgn is not a Rookery library"),
        "{error}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), text, "the file was changed");
    let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(names.len(), 1, "nothing made beside it: {names:?}");
}

/// A library whose header is damaged (SQLite's header string, then a
/// page size that is no power of two: sqlite.org/fileformat.html, 1.3.2)
/// is set aside under a name of its own, twice in the same second too,
/// and a new library started.
#[test]
fn a_damaged_library_is_set_aside_under_a_free_name_and_a_new_one_started() {
    let dir = TempDir::new("library-damaged");
    let path = dir.path().join("library.sqlite");
    let mut damaged = b"SQLite format 3\0".to_vec();
    damaged.extend([0x03, 0x00]);
    damaged.resize(4096, 0xAB);
    let mut asides = Vec::new();
    for _ in 0..2 {
        std::fs::write(&path, &damaged).unwrap();
        let opened = Library::open(&path).expect("a new library");
        let aside = opened.set_aside.expect("set aside");
        assert_eq!(std::fs::read(&aside).unwrap(), damaged);
        let mut library = opened.library;
        assert_eq!(import_text(&mut library, AWKWARD).imported, 5);
        drop(library);
        asides.push(aside);
    }
    assert_ne!(asides[0], asides[1], "the second took the first's name");
    assert!(asides[0].exists() && asides[1].exists());
}

#[test]
fn two_writers_at_once_both_get_their_games_in() {
    let dir = TempDir::new("library-two");
    let path = dir.path().join("library.sqlite");
    drop(Library::open(&path).unwrap());
    let games = sample_games(600, 7);
    let (first, second) = games.split_at(300);
    let (a, b) = (
        sample_pgn(first),
        sample_pgn(second).replace("Player", "Other"),
    );
    std::thread::scope(|s| {
        for text in [&a, &b] {
            let path = &path;
            s.spawn(move || {
                let mut library = Library::open(path).unwrap().library;
                let report = import_text(&mut library, text);
                assert_eq!(report.imported, 300);
            });
        }
    });
    let library = Library::open(&path).unwrap().library;
    assert_eq!(library.count().unwrap(), 600);
}

#[test]
fn a_killed_import_keeps_every_batch_committed_before_it() {
    // 2,000 games written 25 times under other names: 50,000 games, five
    // batches of 10,000; the import is killed (SIGKILL, as a power cut
    // would stop it) once the first batch is in.
    let games = sample_games(2_000, 11);
    let dir = TempDir::new("library-killed");
    let pgn = dir.path().join("many.pgn");
    let text: String = (0..25)
        .map(|round| sample_pgn(&games).replace("Player", &format!("Round {round} player")))
        .collect::<Vec<_>>()
        .join("\n");
    std::fs::write(&pgn, text).unwrap();
    let db = dir.path().join("library.sqlite");
    drop(Library::open(&db).unwrap());
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_rookery"))
        .args(["library", "import"])
        .arg(&pgn)
        .arg("--db")
        .arg(&db)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("rookery runs");
    let watcher = Library::open(&db).unwrap().library;
    let started = std::time::Instant::now();
    while watcher.count().unwrap() == 0 {
        assert!(
            started.elapsed().as_secs() < 120,
            "no batch committed in two minutes"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    drop(watcher);

    let library = Library::open(&db).expect("the library opens").library;
    let count = library.count().unwrap();
    assert!(count < 50_000, "the import ended before it was killed");
    assert_eq!(count % 10_000, 0, "only whole batches: {count}");
    // Every game kept is found from the start position, and no other.
    let (_, reach) = library
        .search_position(&Position::startpos(), &Filter::default(), 0)
        .unwrap();
    assert_eq!(reach, count);
}

fn search_indexes(db: &std::path::Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut stmt = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name IN ('games_white', 'games_black', 'games_date', 'games_eco') ORDER BY name")
        .unwrap();
    stmt.query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// A file of 256 MB or more is imported without the games table's search
/// indexes kept up to date (they are made at its end); a library opened
/// without them (that import killed) gets them back.
#[test]
fn a_large_import_makes_the_search_indexes_at_its_end() {
    use rookery::library::import::DEFER_INDEXES_BYTES;
    let dir = TempDir::new("library-deferred");
    let db = dir.path().join("library.sqlite");
    let mut library = Library::open(&db).unwrap().library;
    let all = ["games_black", "games_date", "games_eco", "games_white"];
    assert_eq!(search_indexes(&db), all);
    let text = sample_pgn(&sample_games(50, 3));
    let cancel = AtomicBool::new(false);
    let mut during = Vec::new();
    let report = library
        .import_pgn(
            text.as_bytes(),
            "large.pgn",
            rookery::library::InputSize::text(Some(DEFER_INDEXES_BYTES)),
            &cancel,
            |_| during = search_indexes(&db),
        )
        .unwrap();
    assert_eq!(report.imported, 50);
    assert!(
        during.is_empty(),
        "kept up to date during the import: {during:?}"
    );
    assert_eq!(search_indexes(&db), all, "made again at the end");
    // The filters still find the games.
    let ann = Filter {
        players: vec!["Player 7".into()],
        ..Filter::default()
    };
    assert_eq!(library.count_games(&ann).unwrap(), 1);
    drop(library);

    // An import killed with the indexes dropped: the next open makes them.
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute_batch("DROP INDEX games_white; DROP INDEX games_eco;")
        .unwrap();
    drop(conn);
    drop(Library::open(&db).unwrap());
    assert_eq!(search_indexes(&db), all);
}

/// Games played in Rookery go in one at a time, each its own small segment
/// of the index; past 16 of them the small segments are merged into one.
/// Every game kept must still be found after the merges, and a game
/// deleted before a merge must stay gone after it.
#[test]
fn games_played_one_at_a_time_stay_found_when_their_segments_merge() {
    use rookery::library::{NewGame, SourceKind};
    let games = sample_games(40, 0x00de_c0de);
    let mut library = Library::in_memory().unwrap();
    let tags = vec![("White".to_string(), "Me".to_string())];
    let mut kept = Vec::new();
    for (i, (game, _)) in games.iter().enumerate() {
        let id = library
            .add_game(
                &NewGame::from_game(game, &tags),
                SourceKind::Played,
                "Rookery",
                Some(&format!("game {i}")),
                false,
            )
            .unwrap_or_else(|e| panic!("game {i} went in: {e}"))
            .expect("a new game");
        kept.push((id, game));
        // Two games deleted early, before the first merge (game 17).
        if i == 9 {
            let gone: Vec<i64> = vec![kept.remove(3).0, kept.remove(6).0];
            assert_eq!(library.delete_games(&gone).unwrap(), 2);
        }
    }
    assert_eq!(library.count().unwrap(), 38);
    // Every position of a few games, against replaying the games kept.
    let mut asked = BTreeSet::new();
    for (_, game) in kept.iter().step_by(5) {
        for ply in 0..=game.ply_count() {
            asked.insert(game.position_at(ply).unwrap().epd());
        }
    }
    for epd in &asked {
        let expected: BTreeSet<i64> = kept
            .iter()
            .filter(|(_, g)| (0..=g.ply_count()).any(|p| g.position_at(p).unwrap().epd() == *epd))
            .map(|(id, _)| *id)
            .collect();
        let pos = Position::from_fen_any(&format!("{epd} 0 1")).unwrap();
        let (hits, total) = library
            .search_position(&pos, &Filter::default(), u64::MAX)
            .unwrap();
        let found: BTreeSet<i64> = hits.iter().map(|h| h.game.id).collect();
        assert_eq!(found, expected, "{epd}");
        assert_eq!(total as usize, expected.len(), "{epd}");
    }
}

#[test]
fn a_game_kept_unfinished_is_replaced_when_it_goes_on() {
    use rookery::library::{NewGame, SourceKind};
    let mut library = Library::in_memory().unwrap();
    let tags = vec![("White".to_string(), "Me".to_string())];
    let mut game = Game::new();
    for san in ["e4", "e5"] {
        game.play_san(san).unwrap();
    }
    let keep = |library: &mut Library, game: &Game, unfinished: bool| {
        library
            .add_game(
                &NewGame::from_game(game, &tags),
                SourceKind::Played,
                "Rookery",
                Some("game 1"),
                unfinished,
            )
            .unwrap()
    };
    keep(&mut library, &game, true);
    for san in ["Nf3", "Nc6"] {
        game.play_san(san).unwrap();
    }
    keep(&mut library, &game, true);
    assert_eq!(
        library.count().unwrap(),
        1,
        "the longer game replaced the shorter"
    );
    let row = &library
        .games(&Filter::default(), Default::default(), 0, 10)
        .unwrap()[0];
    assert_eq!(row.plies, 4);
    assert!(row.unfinished);
    // Another game under the same name (a rematch in the same second) is
    // kept beside it.
    let mut other = Game::new();
    other.play_san("d4").unwrap();
    keep(&mut library, &other, true);
    assert_eq!(library.count().unwrap(), 2);
    // Only the continued game's old positions left the index.
    let after_e4_e5 = game.position_at(2).unwrap();
    assert_eq!(
        library
            .search_position(after_e4_e5, &Filter::default(), 10)
            .unwrap()
            .1,
        1
    );
}

#[test]
fn the_quick_reader_gives_the_full_readers_record_or_leaves_the_game_to_it() {
    use rookery::library::NewGame;
    use rookery::library::split::GameTexts;
    let sample = sample_pgn(&sample_games(2_000, 21));
    // Glyphs, comments, a variation, a move number glued to its move, a
    // game ended by mate with "*" (the board decides), castling written
    // with zeros, a null move, and text after the marker; the start
    // position three times, then a pawn move and a capture; and five times.
    // Games whose only note is a "?", a rest-of-line comment or an escaped
    // line keep their movetext as the full reader does.
    let extra = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1.e4 e5!? 2. Nf3 {best} (2. f4 $1) Nc6 1-0\n\n\
                 [White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3? Nc6 1-0\n\n\
                 [White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 ; the usual\n2. Nf3 Nc6 1-0\n\n\
                 [White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5\n% an escaped line\n2. Nf3 Nc6 1-0\n\n\
                 [White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. f3 e5 2. g4 Qh4# *\n\n\
                 [White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0 0-0 *\n\n\
                 [White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 -- 2. d4 *\n\n\
                 [White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 d5 6. exd5 Nf6 *\n\n\
                 [White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4 *\n";
    // ENDGAMES: a promotion without a capture, and captures (materials).
    let text = format!("{AWKWARD}\n{sample}\n{extra}\n{ENDGAMES}");
    let mut texts = GameTexts::new(text.as_bytes());
    let (mut quick, mut full) = (0, 0);
    while let Some(game) = texts.next_game().unwrap() {
        let rookery::library::split::GameText::Text(game) = game else {
            panic!("no game of this file is too large: {game:?}");
        };
        let slow = NewGame::from_pgn_text(&game);
        match rookery::library::quick::read(&game) {
            Some(record) => {
                quick += 1;
                let slow = slow.expect("a game").expect("the full reader reads it too");
                assert_eq!(record, slow, "{game}");
            }
            None => full += 1,
        }
    }
    assert!(
        quick >= 2_000,
        "the common games take the quick way: {quick} did, {full} did not"
    );
    // Tags the quick reader reads byte by byte: lines ended by "\r\n", a
    // byte order mark, escaped quotes and backslashes, a tab after the
    // name, white space after the bracket; the same record as the full
    // reader's, the movetext found after them.
    let crlf = "\u{feff}[Event \"Crlf\"]\r\n[White \"A \\\"the rook\\\" B\"]\r\n\
                [Black\t\"C\\\\D\"]\r\n[Result \"1-0\"]  \r\n\r\n1. e4 e5 {ok} 2. Nf3 Nc6 1-0\r\n";
    let record = rookery::library::quick::read(crlf).expect("the quick reader takes it");
    let slow = NewGame::from_pgn_text(crlf).unwrap().unwrap();
    assert_eq!(record, slow);
    assert_eq!(
        (record.white.as_str(), record.black.as_str()),
        ("A \"the rook\" B", "C\\D")
    );
    assert_eq!(
        record.movetext.as_deref(),
        Some("1. e4 e5 {ok} 2. Nf3 Nc6 1-0")
    );
    // The quick way itself keeps a movetext whose only note is a glyph, a
    // rest-of-line comment or an escaped line, and drops a bare one.
    for (movetext, kept) in [
        ("1. e4 e5 2. Nf3? Nc6 1-0", true),
        ("1. e4 e5 ; the usual\n2. Nf3 Nc6 1-0", true),
        ("1. e4 e5\n% an escaped line\n2. Nf3 Nc6 1-0", true),
        ("1. e4 e5 2. Nf3 Nc6 1-0", false),
    ] {
        let game = format!("[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n{movetext}\n");
        let record = rookery::library::quick::read(&game).expect("the quick reader takes it");
        assert_eq!(record.movetext.is_some(), kept, "{movetext}");
    }
}

#[test]
fn the_command_line_imports_searches_explores_and_exports() {
    let dir = TempDir::new("library-cli");
    let pgn = dir.path().join("awkward.pgn");
    std::fs::write(&pgn, AWKWARD).unwrap();
    let db = dir.path().join("library.sqlite");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_rookery"))
            .arg("library")
            .args(args)
            .arg("--db")
            .arg(&db)
            .output()
            .expect("rookery runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let imported = run(&["import", pgn.to_str().unwrap()]);
    assert!(imported.contains("5 imported, 0 skipped"), "{imported}");
    assert!(
        imported.contains("refused game 3 (Eve - Fay, Broken)"),
        "{imported}"
    );

    // After 1. f3 only Ann's game; its next move was 1... e5.
    let after_f3 = "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1";
    let found = run(&["search", "--fen", after_f3, "--json"]);
    assert_eq!(found.lines().count(), 1, "{found}");
    let line = found.lines().next().unwrap();
    for part in [
        "\"white\":\"Ann\"",
        "\"black\":\"Bob\"",
        "\"result\":\"0-1\"",
        "\"date\":\"2024.03.01\"",
        "\"ply\":1",
        "\"next\":\"e5\"",
    ] {
        assert!(line.contains(part), "{part} missing from {line}");
    }
    // From the start: 1. f3 (Ann), 1. e4 (the tagless game), 1. d4 (Réti).
    let explored = run(&["explore", "--fen", rookery::rules::STARTING_FEN, "--json"]);
    let mut sans: Vec<&str> = explored
        .lines()
        .map(|l| {
            l.split("\"san\":\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap()
        })
        .collect();
    sans.sort();
    assert_eq!(sans, ["d4", "e4", "f3"], "{explored}");
    assert!(
        explored.contains(
            "\"san\":\"f3\",\"uci\":\"f2f3\",\"games\":1,\"white\":0,\"draws\":0,\"black\":1"
        ),
        "{explored}"
    );

    let exported = run(&["export", "--player", "ann"]);
    let games = read_games(&exported);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].as_ref().unwrap().tag("White"), Some("Ann"));
}

// ---------------------------------------------------------------------
// Material search ("KRP v KR").

#[test]
fn materials_read_in_the_usual_notations() {
    use rookery::library::Material;
    use rookery::rules::PieceKind;
    let krp_kr = Material::parse("KRP v KR").unwrap();
    for text in [
        "KRP v KR",
        "KRPvKR",
        "KRP-KR",
        "KRPKR",
        "RP v R",
        "krp v kr",
        "krpkr",
        "KPR vs KR",
        "KRP VS. KR",
        "KRP – KR",
        "  K R P  v  K R ",
        "KRP KR",
        "RP R",
    ] {
        assert_eq!(Material::parse(text), Ok(krp_kr), "{text}");
    }
    assert_eq!(krp_kr.count(Color::White, PieceKind::Rook), 1);
    assert_eq!(krp_kr.count(Color::White, PieceKind::Pawn), 1);
    assert_eq!(krp_kr.count(Color::Black, PieceKind::Pawn), 0);
    assert_eq!(krp_kr.count(Color::Black, PieceKind::King), 1);
    assert_eq!(krp_kr.to_string(), "KRP v KR");
    assert_eq!(krp_kr.mirrored().to_string(), "KR v KRP");
    assert_eq!(Material::parse("KR v KRP").unwrap(), krp_kr.mirrored());
    assert_ne!(krp_kr, krp_kr.mirrored());
    assert_eq!(Material::parse("KQ vs KR").unwrap().to_string(), "KQ v KR");
    // The strongest first, whatever the order written; a lone king.
    assert_eq!(
        Material::parse("kpnbrq v k").unwrap().to_string(),
        "KQRBNP v K"
    );
    assert_eq!(Material::parse("K v K").unwrap().to_string(), "K v K");
    assert_eq!(
        Material::of(&Position::startpos()).to_string(),
        "KQRRBBNNPPPPPPPP v KQRRBBNNPPPPPPPP"
    );
}

#[test]
fn junk_materials_are_refused_saying_which_part_did_not_read() {
    use rookery::library::Material;
    let refusals = [
        (
            "",
            "no material given: write both sides' pieces, as in \"KRP v KR\"",
        ),
        (
            "KRP",
            "\"KRP\" is one side only: write both, as in \"KRP v KR\" or \"KRPKR\"",
        ),
        (
            "KR v KR v KR",
            "\"KR v KR v KR\" has more than two sides: write two, as in \"KRP v KR\"",
        ),
        (
            "KRKPK",
            "\"KRKPK\" has more than two sides: write two, as in \"KRP v KR\"",
        ),
        (
            "KRX v KR",
            "the first side \"KRX\": 'X' is not a piece (K, Q, R, B, N or P)",
        ),
        (
            "KR v KR junk",
            "the second side \"KR junk\": 'j' is not a piece (K, Q, R, B, N or P)",
        ),
        (
            "KR v",
            "the second side is empty (a lone king is written K)",
        ),
        ("KRK v KR", "the first side \"KRK\" has more than one king"),
        (
            "KPPPPPPPPP v K",
            "the first side \"KPPPPPPPPP\" has 9 pawns: a side has at most 8",
        ),
        (
            "K v KQQQQQQQQQRRRRRRR",
            "the second side \"KQQQQQQQQQRRRRRRR\" has 16 men besides its king: a side has at most 15",
        ),
    ];
    for (text, why) in refusals {
        match Material::parse(text) {
            Ok(m) => panic!("{text:?} read as {m}"),
            Err(e) => assert_eq!(e.to_string(), why, "{text:?}"),
        }
    }
    // At the limits: 8 pawns, 15 men.
    assert!(Material::parse("KPPPPPPPP v K").is_ok());
    assert!(Material::parse("K v KQQQQQQQQRRRRRRR").is_ok());
}

/// Games written by hand for the material search; the material after each
/// capture is counted in the comments.
const ENDGAMES: &str = r#"[White "Ann"]
[Black "Bob"]
[Date "2024.01.01"]
[Result "1/2-1/2"]
[SetUp "1"]
[FEN "r3k3/8/8/8/3b4/2N5/P7/4K2R w - - 0 1"]

1. Ne2 Bc3+ 2. Nxc3 Rc8 3. a3 Rxc3 4. Kd2 Rc6 1/2-1/2

[White "Cleo"]
[Black "Dan"]
[Date "2024.02.01"]
[Result "1/2-1/2"]
[SetUp "1"]
[FEN "4k2r/p7/2n5/3B4/8/8/8/R3K3 b - - 0 1"]

1... Ne7 2. Bc6+ Nxc6 3. Rc1 a6 4. Rxc6 Kd7 1/2-1/2

[White "Eve"]
[Black "Fay"]
[Date "2024.03.01"]
[Result "1/2-1/2"]
[SetUp "1"]
[FEN "r3k3/8/8/8/3b4/2N5/P7/4K2R w - - 0 1"]

1. Ne2 Bc3+ 2. Nxc3 Rc8 3. Kd2 Kd7 1/2-1/2

[White "Gus"]
[Black "Hal"]
[Date "2024.04.01"]
[Result "1/2-1/2"]

1. e4 d5 2. exd5 Qxd5 3. Nc3 1/2-1/2

[White "Ida"]
[Black "Jon"]
[Date "2024.05.01"]
[Result "1-0"]

1. e4 d5 2. exd5 c6 3. dxc6 Nf6 4. cxb7 Nbd7 5. b8=Q Rxb8 6. Nf3 1-0
"#;

/// Each game found (by White's name): the ply and whether White had the
/// first side's men.
fn material_found(library: &Library, text: &str, filter: &Filter) -> BTreeMap<String, (u32, bool)> {
    let m = rookery::library::Material::parse(text).unwrap();
    let (hits, total) = library.search_material(&m, filter, 100).unwrap();
    assert_eq!(total as usize, hits.len(), "{text}");
    let found: BTreeMap<String, (u32, bool)> = hits
        .iter()
        .map(|h| (h.game.white.clone(), (h.ply, h.white_has)))
        .collect();
    assert_eq!(found.len(), hits.len(), "a game counts once: {text}");
    found
}

#[test]
fn games_are_found_by_the_material_they_reach_either_way_round() {
    // Ann - Bob starts with White's Ke1, Rh1, Nc3, Pa2 against Black's
    // Ke8, Ra8, Bd4: KRNP v KRB. 2. Nxc3 (ply 3) takes the bishop:
    // KRNP v KR. 3... Rxc3 (ply 6) takes the knight: KRP v KR, White with
    // the pawn.
    // Cleo - Dan is the same with the colours swapped, Black to move:
    // KRB v KRNP; 2... Nxc6 (ply 3) takes the bishop: KR v KRNP; 4. Rxc6
    // (ply 6) takes the knight: KR v KRP, Black with the pawn.
    // Eve - Fay starts as Ann - Bob and stops at KRNP v KR (ply 3): the
    // knight is never taken.
    // Gus - Hal and Ida - Jon are standard games (the quick reader's):
    // 2. exd5 (ply 3) takes a pawn, 8 pawns against 7; in Gus - Hal 2...
    // Qxd5 (ply 4) takes one back, 7 each. In Ida - Jon the same pawn
    // takes on c6 (ply 5) and b7 (ply 7), 8 pawns against 5, and becomes
    // a queen on b8 without a capture (ply 9): two queens and 7 pawns
    // against 5; 5... Rxb8 (ply 10) takes the new queen.
    let mut library = Library::in_memory().unwrap();
    let report = import_text(&mut library, ENDGAMES);
    assert_eq!(report.imported, 5, "{report:?}");
    for white in ["Gus", "Ida"] {
        let tag = format!("[White \"{white}\"]");
        let game = ENDGAMES.split(&tag).nth(1).unwrap().split("\n\n[").next();
        let game = format!("{tag}{}", game.unwrap());
        assert!(
            rookery::library::quick::read(&game).is_some(),
            "the standard game takes the quick reader's way: {game}"
        );
    }
    let none = Filter::default();
    let both = |ann: (u32, bool), cleo: (u32, bool)| {
        BTreeMap::from([("Ann".to_string(), ann), ("Cleo".to_string(), cleo)])
    };
    assert_eq!(
        material_found(&library, "KRP v KR", &none),
        both((6, true), (6, false))
    );
    assert_eq!(
        material_found(&library, "KR v KRP", &none),
        both((6, false), (6, true))
    );
    assert_eq!(
        material_found(&library, "krpkr", &none),
        both((6, true), (6, false))
    );
    assert_eq!(
        material_found(&library, "KRNP v KR", &none),
        BTreeMap::from([
            ("Ann".to_string(), (3, true)),
            ("Cleo".to_string(), (3, false)),
            ("Eve".to_string(), (3, true)),
        ])
    );
    // The starts: ply 0.
    assert_eq!(
        material_found(&library, "KRNP v KRB", &none),
        BTreeMap::from([
            ("Ann".to_string(), (0, true)),
            ("Cleo".to_string(), (0, false)),
            ("Eve".to_string(), (0, true)),
        ])
    );
    // The standard games: the full set at the start (the same both ways
    // round: looked up once), then a pawn short.
    let full = "KQRRBBNNPPPPPPPP v KQRRBBNNPPPPPPPP";
    let standard = |gus: (u32, bool), ida: (u32, bool)| {
        BTreeMap::from([("Gus".to_string(), gus), ("Ida".to_string(), ida)])
    };
    assert_eq!(
        material_found(&library, full, &none),
        standard((0, true), (0, true))
    );
    assert_eq!(
        material_found(&library, "KQRRBBNNPPPPPPPP v KQRRBBNNPPPPPPP", &none),
        standard((3, true), (3, true))
    );
    assert_eq!(
        material_found(&library, "KQRRBBNNPPPPPPP v KQRRBBNNPPPPPPP", &none),
        BTreeMap::from([("Gus".to_string(), (4, true))])
    );
    // The promotion, and the capture of the new queen.
    for (text, ply) in [
        ("KQRRBBNNPPPPPPPP v KQRRBBNNPPPPP", 7),
        ("KQQRRBBNNPPPPPPP v KQRRBBNNPPPPP", 9),
        ("KQRRBBNNPPPPPPP v KQRRBBNNPPPPP", 10),
    ] {
        assert_eq!(
            material_found(&library, text, &none),
            BTreeMap::from([("Ida".to_string(), (ply, true))]),
            "{text}"
        );
    }
    // Never reached.
    assert!(material_found(&library, "KQ v KR", &none).is_empty());
    assert!(material_found(&library, "KRP v KRP", &none).is_empty());

    // The filters apply; newest first, and the total counts them all.
    let cleo = Filter {
        players: vec!["cleo".into()],
        ..Filter::default()
    };
    assert_eq!(
        material_found(&library, "KRP v KR", &cleo),
        BTreeMap::from([("Cleo".to_string(), (6, false))])
    );
    let krp_kr = rookery::library::Material::parse("KRP v KR").unwrap();
    let (first, total) = library.search_material(&krp_kr, &none, 1).unwrap();
    assert_eq!(total, 2);
    assert_eq!(first.len(), 1);
    assert_eq!(first[0].game.white, "Cleo");

    // The position search is not disturbed by the materials' entries:
    // after 4... Rc6 in Ann - Bob (White Kd2, Rh1, Pa3; Black Ke8, Rc6).
    let end = Position::from_fen("4k3/8/2r5/8/8/P7/3K4/7R w - - 2 5").unwrap();
    let (hits, total) = library
        .search_position(&end, &Filter::default(), 10)
        .unwrap();
    assert_eq!(total, 1);
    assert_eq!((hits[0].game.white.as_str(), hits[0].ply), ("Ann", 8));
    assert_eq!(hits[0].next, None);
}

#[test]
fn the_command_line_searches_by_material() {
    let dir = TempDir::new("library-material");
    let pgn = dir.path().join("endgames.pgn");
    std::fs::write(&pgn, ENDGAMES).unwrap();
    let db = dir.path().join("library.sqlite");
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_rookery"))
            .arg("library")
            .args(args)
            .arg("--db")
            .arg(&db)
            .output()
            .expect("rookery runs")
    };
    let text = |out: &std::process::Output| {
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout.clone()).unwrap()
    };
    text(&run(&["import", pgn.to_str().unwrap()]));
    let json = text(&run(&["search", "--material", "KRP v KR", "--json"]));
    let lines: Vec<&str> = json.lines().collect();
    assert_eq!(lines.len(), 2, "{json}");
    // Newest first: Cleo - Dan (Black had the rook and pawn), then Ann - Bob.
    for (line, parts) in lines.iter().zip([
        [
            "\"white\":\"Cleo\"",
            "\"black\":\"Dan\"",
            "\"date\":\"2024.02.01\"",
            "\"ply\":6",
            "\"white_has\":false",
        ],
        [
            "\"white\":\"Ann\"",
            "\"black\":\"Bob\"",
            "\"date\":\"2024.01.01\"",
            "\"ply\":6",
            "\"white_has\":true",
        ],
    ]) {
        assert!(line.starts_with("{\"id\":"), "{line}");
        assert!(line.contains("\"result\":\"1/2-1/2\""), "{line}");
        for part in parts {
            assert!(line.contains(part), "{part} missing from {line}");
        }
    }
    let plain = text(&run(&["search", "--material", "KR-KRP"]));
    assert!(plain.contains("Cleo - Dan"), "{plain}");
    assert!(plain.contains("ply 6  KR v KRP"), "{plain}");
    assert!(plain.contains("ply 6  KRP v KR"), "{plain}");
    assert!(plain.contains("2 games reach KR v KRP"), "{plain}");

    // A bad material is named; --fen and --material are one or the other.
    let bad = run(&["search", "--material", "KRX v KR"]);
    assert!(!bad.status.success());
    let why = String::from_utf8_lossy(&bad.stderr);
    assert!(why.contains("'X' is not a piece"), "{why}");
    let both = run(&[
        "search",
        "--material",
        "KRP v KR",
        "--fen",
        rookery::rules::STARTING_FEN,
    ]);
    assert!(!both.status.success());
    assert!(!run(&["search"]).status.success());
}

#[test]
fn a_schema_4_library_is_rewritten_in_the_slot_code_and_reads_the_same() {
    // tests/fixtures/library/schema4.sqlite: tests/fixtures/library/
    // schema4.pgn (300 games of sample_games(300, 0x5c4e_0004) as
    // sample_pgn writes them, then AWKWARD: set-up positions, Chess960,
    // promotions, castling, en passant; its broken game refused) imported
    // by Rookery at commit 9161c3a (schema 4, moves by their place among
    // the legal moves) with `rookery library import`, then made one file
    // (journal_mode DELETE, VACUUM).
    let dir = TempDir::new("library-schema4");
    let path = dir.path().join("library.sqlite");
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/library");
    std::fs::copy(fixtures.join("schema4.sqlite"), &path).unwrap();
    let text = std::fs::read_to_string(fixtures.join("schema4.pgn")).unwrap();
    let games: Vec<(Game, Option<GameResult>)> = read_games(&text)
        .into_iter()
        .filter_map(Result::ok)
        .map(|g| (g.game, g.result))
        .collect();
    assert_eq!(games.len(), 305);

    let opened = Library::open(&path).unwrap();
    assert_eq!(opened.set_aside, None, "the file was taken as damaged");
    let library = opened.library;
    // Every game's moves come back.
    let exported = export_all(&library, &Filter::default());
    let back: Vec<_> = read_games(&exported)
        .into_iter()
        .map(|g| g.expect("the export reads back"))
        .collect();
    assert_eq!(back.len(), games.len());
    for ((game, _), b) in games.iter().zip(&back) {
        assert_eq!(game.moves(), b.game.moves());
        assert_eq!(game.start_position(), b.game.start_position());
    }
    // Search and the explorer (the index's next moves rewritten too): every
    // position of every tenth game, and the first plies of all.
    let mut asked = BTreeSet::new();
    for (i, (game, _)) in games.iter().enumerate() {
        let last = if i % 10 == 0 {
            game.ply_count()
        } else {
            3.min(game.ply_count())
        };
        for ply in 0..=last {
            asked.insert(game.position_at(ply).unwrap().epd());
        }
    }
    agrees_with_replaying(&library, &games, &asked);
    drop(library);
    // Opened again: the version is the new one, nothing rewritten twice.
    let library = Library::open(&path).unwrap().library;
    assert_eq!(export_all(&library, &Filter::default()), exported);
}

/// A game whose text passes 10 MiB (a runaway comment of 11 MiB) is
/// refused by its number and names, unread, and the games around it come in.
#[test]
fn a_game_too_large_is_refused_by_its_number_and_the_import_goes_on() {
    let mut library = Library::in_memory().unwrap();
    let huge = "z".repeat(11 << 20);
    let text = format!(
        "[White \"Ann\"]\n[Black \"Bob\"]\n\n1. e4 e5 *\n\n\
         [White \"Cid\"]\n[Black \"Dee\"]\n\n1. d4 {{{huge}}} d5 *\n\n\
         [White \"Eve\"]\n[Black \"Fay\"]\n\n1. c4 c5 *\n"
    );
    let report = import_text(&mut library, &text);
    assert_eq!((report.imported, report.refused), (2, 1));
    let refusal = &report.refusals[0];
    assert_eq!(refusal.number, 2);
    assert!(refusal.tags.contains("Cid - Dee"), "{}", refusal.tags);
    assert!(refusal.why.contains("larger than 10 MB"), "{}", refusal.why);
}

/// The same games imported again with notes added (a comment, a glyph, an
/// arrow, a variation): the stored games gain them, counted as updated; a
/// third import of the same file changes nothing more.
#[test]
fn games_met_again_with_more_notes_gain_them() {
    let mut library = Library::in_memory().unwrap();
    let plain = "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n\
                 [White \"Cid\"]\n[Black \"Dee\"]\n[Result \"*\"]\n\n1. d4 d5 *\n";
    assert_eq!(import_text(&mut library, plain).imported, 2);
    let annotated = "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 {[%cal Gh5f7]} Nc6 \
                     (2... Nf6?? 3. Qxe5+) 3. Bc4 Nf6?? 4. Qxf7# 1-0\n\n\
                     [White \"Cid\"]\n[Black \"Dee\"]\n[Result \"*\"]\n\n1. d4 d5 *\n";
    let again = import_text(&mut library, annotated);
    assert_eq!((again.imported, again.skipped, again.updated), (0, 2, 1));
    let mut out = Vec::new();
    let filter = Filter {
        players: vec!["Ann".into()],
        ..Filter::default()
    };
    library.export(&filter, &mut out).unwrap();
    let exported = String::from_utf8(out).unwrap();
    assert!(exported.contains("2. Qh5 {[%cal Gh5f7]}"), "{exported}");
    assert!(exported.contains("(2... Nf6?? 3. Qxe5+)"), "{exported}");
    assert!(exported.contains("3. Bc4 Nf6??"), "{exported}");
    let third = import_text(&mut library, annotated);
    assert_eq!((third.skipped, third.updated), (2, 0));
}

/// The home screen lists the games played in Rookery, newest first, not
/// the games imported from files; it counts every game and the studies.
#[test]
fn the_home_lists_the_last_games_played_newest_first_and_counts_the_rest() {
    use rookery::library::{NewGame, SourceKind};
    let mut library = Library::in_memory().unwrap();
    let games = sample_games(6, 0x0000_0badu64);
    let mut played = Vec::new();
    for (i, (game, _)) in games.iter().enumerate() {
        let (kind, source) = if i % 2 == 0 {
            (SourceKind::Played, "Rookery")
        } else {
            (SourceKind::File, "club.pgn")
        };
        let tags = vec![("White".to_string(), format!("White {i}"))];
        let id = library
            .add_game(&NewGame::from_game(game, &tags), kind, source, None, false)
            .unwrap()
            .expect("a new game");
        if kind == SourceKind::Played {
            played.push(id);
        }
    }
    library
        .import_study("[Event \"Ideas\"]\n\n1. e4 *\n", None)
        .unwrap();
    let now = 1_800_000_000;
    let facts = library.home_facts(2, now).unwrap();
    assert_eq!(facts.games, 6);
    assert_eq!(facts.studies, 1);
    assert_eq!((facts.repertoires, facts.repertoire_due), (0, 0));
    let shown: Vec<(i64, String)> = facts
        .recent
        .iter()
        .map(|r| (r.id, r.white.clone()))
        .collect();
    assert_eq!(
        shown,
        vec![
            (played[2], "White 4".to_string()),
            (played[1], "White 2".to_string())
        ]
    );
    // A repertoire with one card missed: due ten minutes on.
    let import = library
        .import_repertoire("1. e4 e5 2. Nf3 *\n", rookery::rules::Color::White, None)
        .unwrap();
    let start = rookery::rules::Position::startpos().epd();
    library.review_card(import.id, &start, false, now).unwrap();
    let facts = library.home_facts(2, now + 601).unwrap();
    assert_eq!(
        (facts.studies, facts.repertoires, facts.repertoire_due),
        (2, 1, 1)
    );
}
