//! The Library screen's workings, without drawing: the games table listed,
//! sorted, filtered and narrowed by a position or a material search; a
//! game opened onto the analysis board at the position found and into its
//! review; games deleted and exported; a PGN file imported from the
//! window; the explorer's "my games". The library holds four games written
//! for the test, so every expected figure is counted by hand.

use std::sync::atomic::AtomicBool;

use super::*;
use crate::common::TempDir;
use crate::saves::harness_at;
use rookery::app::board::ShownPly;
use rookery::app::library::explorer::{Explorer, ExplorerChoice, ExplorerChoose, ExplorerSwitch};
use rookery::app::library::import::{ImportRequest, LibraryImport};
use rookery::app::library::table::{Done, GamesTable, OpenAs, Search, TableRequest};
use rookery::app::settings::ChangeSettings;
use rookery::app::states::AfterGame;
use rookery::library::{Filter, Library, Material, Sort, SortColumn};
use rookery::persist::Storage;
use rookery::rules::Position;

/// A and C open 1. e4 e5 (then Nf3, Bc4); E opens 1. d4; G starts from a
/// position with king, rook and pawn against a king (its FEN tag).
const GAMES: &str = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n\
     [White \"C\"]\n[Black \"D\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Bc4 1/2-1/2\n\n\
     [White \"E\"]\n[Black \"F\"]\n[Result \"0-1\"]\n\n1. d4 d5 0-1\n\n\
     [White \"G\"]\n[Black \"H\"]\n[Result \"*\"]\n[SetUp \"1\"]\n\
     [FEN \"4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1\"]\n\n1. Ra8+ Kd7 *\n";

/// The position after 1. e4 e5.
const AFTER_E4_E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

/// A harness whose library holds [`GAMES`].
fn with_games(dir: &TempDir) -> (Harness, Storage) {
    let storage = dir.storage();
    let mut library = Library::open(&storage.library_path()).unwrap().library;
    let cancel = AtomicBool::new(false);
    let report = library
        .import_pgn(
            GAMES.as_bytes(),
            "test.pgn",
            rookery::library::InputSize::text(None),
            &cancel,
            |_| {},
        )
        .unwrap();
    assert_eq!(report.imported, 4, "{report:?}");
    drop(library);
    (harness_at(&storage), storage)
}

/// Sends a request and waits for the table's new list and its rows.
fn listed(h: &mut Harness, request: TableRequest) -> Vec<(String, Option<u32>)> {
    h.world().write_message(request);
    h.app.update();
    h.wait_on::<GamesTable>("the table's list", |t| !t.asking && t.ids.is_some());
    let ids = h.world().resource::<GamesTable>().ids.clone().unwrap();
    h.world().write_message(TableRequest::Rows(ids.clone()));
    h.wait_on::<GamesTable>("the table's rows", |t| {
        ids.iter().all(|id| t.rows.contains_key(id))
    });
    let table = h.world().resource::<GamesTable>();
    ids.iter()
        .map(|id| {
            let row = &table.rows[id];
            (row.white.clone(), row.found_ply)
        })
        .collect()
}

fn names(rows: &[(String, Option<u32>)]) -> Vec<&str> {
    rows.iter().map(|(n, _)| n.as_str()).collect()
}

fn id_of(h: &mut Harness, white: &str) -> i64 {
    let table = h.world().resource::<GamesTable>();
    table.rows.values().find(|r| r.white == white).unwrap().id
}

#[test]
fn the_library_table_lists_sorts_filters_and_searches() {
    let dir = TempDir::new("library-table");
    let (mut h, _storage) = with_games(&dir);
    // In the order they came in.
    let all = listed(&mut h, TableRequest::Refresh);
    assert_eq!(names(&all), ["A", "C", "E", "G"]);
    // White's name, Z to A.
    let sort = Sort {
        column: SortColumn::White,
        descending: true,
    };
    let by_name = listed(&mut h, TableRequest::Show(Filter::default(), sort));
    assert_eq!(names(&by_name), ["G", "E", "C", "A"]);
    // One player, the order kept.
    let filter = Filter {
        players: vec!["c".into()],
        ..Filter::default()
    };
    assert_eq!(
        names(&listed(&mut h, TableRequest::Show(filter, sort))),
        ["C"]
    );
    // The games reaching 1. e4 e5 (two plies in), whatever the filter.
    h.world()
        .write_message(TableRequest::Show(Filter::default(), sort));
    let pos = Position::from_fen(AFTER_E4_E5).unwrap();
    let found = listed(
        &mut h,
        TableRequest::Search(Some(Search::Position(Box::new(pos)))),
    );
    assert_eq!(
        found,
        [("C".to_string(), Some(2)), ("A".to_string(), Some(2))]
    );
    // The move each played from it.
    let table = h.world().resource::<GamesTable>();
    let mut next: Vec<String> = table
        .rows
        .values()
        .map(|r| pos.san(&rookery::library::codec::decode(&pos, r.found_next.unwrap()).unwrap()))
        .collect();
    next.sort();
    assert_eq!(next, ["Bc4", "Nf3"]);
    // King, rook and pawn against a king: G's start (ply 0), and no other.
    let material = Material::parse("KRP v K").unwrap();
    let found = listed(
        &mut h,
        TableRequest::Search(Some(Search::Material(material))),
    );
    assert_eq!(found, [("G".to_string(), Some(0))]);
    // The search left, every game again.
    let all = listed(&mut h, TableRequest::Search(None));
    assert_eq!(names(&all), ["G", "E", "C", "A"]);
    assert!(all.iter().all(|(_, ply)| ply.is_none()));
}

#[test]
fn a_game_from_the_library_opens_on_the_analysis_board_at_the_position_found() {
    let dir = TempDir::new("library-open");
    let (mut h, _storage) = with_games(&dir);
    let pos = Position::from_fen(AFTER_E4_E5).unwrap();
    listed(
        &mut h,
        TableRequest::Search(Some(Search::Position(Box::new(pos)))),
    );
    let a = id_of(&mut h, "A");
    h.world()
        .write_message(TableRequest::Open(a, OpenAs::Analysis(2)));
    for _ in 0..300 {
        h.app.update();
        std::thread::sleep(Duration::from_millis(10));
        if h.world()
            .get_resource::<Session>()
            .is_some_and(|s| s.analysis)
        {
            break;
        }
    }
    h.settle();
    assert!(h.session().analysis, "not on the analysis board");
    assert_eq!(h.session().names.white, "A");
    let shown = *h.world().resource::<ShownPly>();
    assert_eq!(shown.shown(&h.session().game).key(), pos.key());

    // Review: the game's result first, then its review in the panel.
    h.world()
        .write_message(TableRequest::Open(a, OpenAs::Review));
    for _ in 0..300 {
        h.app.update();
        std::thread::sleep(Duration::from_millis(10));
        let after = h
            .world()
            .get_resource::<State<AfterGame>>()
            .map(|s| *s.get());
        if after == Some(AfterGame::Review) {
            break;
        }
    }
    assert_eq!(h.screen(), Screen::GameOver);
    assert_eq!(
        h.world()
            .get_resource::<State<AfterGame>>()
            .map(|s| *s.get()),
        Some(AfterGame::Review)
    );
    assert!(!h.session().analysis);
}

#[test]
fn games_are_deleted_and_the_listed_ones_exported() {
    let dir = TempDir::new("library-delete");
    let (mut h, storage) = with_games(&dir);
    listed(&mut h, TableRequest::Refresh);
    let e = id_of(&mut h, "E");
    let left = listed(&mut h, TableRequest::Delete(vec![e]));
    assert_eq!(names(&left), ["A", "C", "G"]);
    let library = Library::open(&storage.library_path()).unwrap().library;
    assert_eq!(library.count().unwrap(), 3);
    drop(library);
    // Export what the filter lists: A's game only.
    let filter = Filter {
        players: vec!["a".into()],
        ..Filter::default()
    };
    listed(&mut h, TableRequest::Show(filter, Sort::default()));
    let out = dir.path().join("mine.pgn");
    h.world().write_message(TableRequest::Export(out.clone()));
    h.wait_on::<GamesTable>("the export", |t| {
        matches!(t.done, Some(Done::Exported(1, _, 0)))
    });
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("[White \"A\"]"), "{text}");
    assert!(text.contains("1. e4 e5 2. Nf3 1-0"), "{text}");
    assert_eq!(text.matches("[White ").count(), 1, "{text}");
}

/// A game whose stored record no longer decodes (its moves' bytes
/// overwritten here) is left out of an export, and the export says how
/// many it left out.
#[test]
fn an_export_says_how_many_damaged_games_it_left_out() {
    let dir = TempDir::new("library-left-out");
    let (mut h, storage) = with_games(&dir);
    let conn = rusqlite::Connection::open(storage.library_path()).unwrap();
    // 0xFF is no move's code: the record of C's game no longer reads.
    let changed = conn
        .execute("UPDATE games SET moves = x'FFFFFF' WHERE white = 'C'", [])
        .unwrap();
    assert_eq!(changed, 1);
    drop(conn);
    listed(&mut h, TableRequest::Refresh);
    let out = dir.path().join("all.pgn");
    h.world().write_message(TableRequest::Export(out.clone()));
    h.wait_on::<GamesTable>("the export", |t| t.done.is_some());
    assert_eq!(
        h.world().resource::<GamesTable>().done,
        Some(Done::Exported(3, out.clone(), 1))
    );
    let text = std::fs::read_to_string(&out).unwrap();
    assert_eq!(text.matches("[White ").count(), 3, "{text}");
    assert!(!text.contains("[White \"C\"]"), "{text}");
}

#[test]
fn a_pgn_file_imported_from_the_window_comes_into_the_table() {
    let dir = TempDir::new("library-import");
    let (mut h, _storage) = with_games(&dir);
    listed(&mut h, TableRequest::Refresh);
    // Two new games, one that does not read (a king's move of two squares)
    // and one already in the library.
    let file = dir.path().join("more.pgn");
    std::fs::write(
        &file,
        "[White \"I\"]\n[Black \"J\"]\n[Result \"1-0\"]\n\n1. c4 e5 1-0\n\n\
         [White \"K\"]\n[Black \"L\"]\n[Result \"0-1\"]\n\n1. Nf3 d5 0-1\n\n\
         [White \"M\"]\n[Black \"N\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n\n\
         [White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n",
    )
    .unwrap();
    h.world().write_message(ImportRequest::Start(file));
    h.wait_on::<LibraryImport>("the import", |i| i.report.is_some());
    let report = h
        .world()
        .resource::<LibraryImport>()
        .report
        .clone()
        .unwrap()
        .unwrap();
    assert_eq!(
        (report.imported, report.skipped, report.refused),
        (2, 1, 1),
        "{report:?}"
    );
    assert_eq!(report.refusals[0].number, 3);
    // The table reads the library again by itself.
    h.wait_on::<GamesTable>("the table after the import", |t| {
        !t.asking && t.ids.as_ref().is_some_and(|ids| ids.len() == 6)
    });
    assert_eq!(h.world().resource::<GamesTable>().total, Some(6));
}

#[test]
fn the_explorer_counts_only_my_games_when_asked() {
    let dir = TempDir::new("library-mine");
    let (mut h, _storage) = with_games(&dir);
    h.start_game();
    let mut settings = h
        .world()
        .resource::<rookery::app::held::AppSettings>()
        .0
        .clone();
    settings.my_names = "A; E".into();
    h.world().write_message(ChangeSettings(Box::new(settings)));
    h.world().write_message(ExplorerSwitch(true));
    h.wait_on::<Explorer>("the explorer", |e| e.key.is_some() && !e.asking);
    let lines = |h: &mut Harness| -> Vec<(String, u64)> {
        h.world()
            .resource::<Explorer>()
            .lines
            .iter()
            .map(|l| (l.san.clone(), l.games))
            .collect()
    };
    assert_eq!(
        lines(&mut h),
        [("e4".to_string(), 2), ("d4".to_string(), 1)]
    );
    // A's and E's games: one 1. e4, one 1. d4 (C's 1. e4 is left out).
    h.world().write_message(ExplorerChoose(ExplorerChoice {
        mine: true,
        ..ExplorerChoice::default()
    }));
    h.app.update();
    h.wait_on::<Explorer>("the explorer, my games", |e| !e.asking);
    assert_eq!(
        sorted_lines(&mut h),
        [("d4".to_string(), 1), ("e4".to_string(), 1)]
    );
    // A and E had White in every game: as Black, none.
    h.world().write_message(ExplorerChoose(ExplorerChoice {
        mine: true,
        color: Some(rookery::rules::Color::Black),
        ..ExplorerChoice::default()
    }));
    h.app.update();
    h.wait_on::<Explorer>("the explorer, my games as Black", |e| !e.asking);
    assert_eq!(sorted_lines(&mut h), []);
}

fn sorted_lines(h: &mut Harness) -> Vec<(String, u64)> {
    let mut lines: Vec<(String, u64)> = h
        .world()
        .resource::<Explorer>()
        .lines
        .iter()
        .map(|l| (l.san.clone(), l.games))
        .collect();
    lines.sort();
    lines
}

/// A library that did not open when a played game ended is said once in a
/// notice and tried again for the next game: the keeper's thread no longer
/// ends at the first failure (every later game was left out until a
/// restart), and the player's coming back to the Library screen tries it
/// again at once.
#[test]
fn the_games_played_after_a_failed_open_are_kept() {
    use rookery::app::library::KeepInLibrary;
    use rookery::app::settings::Notices;
    let dir = TempDir::new("library-keeper");
    let storage = dir.storage();
    // A folder where the library's file should be: it cannot open.
    let path = storage.library_path();
    std::fs::create_dir_all(path.join("in-the-way")).unwrap();
    let mut h = harness_at(&storage);
    let game = |white: &str| KeepInLibrary {
        pgn: format!(
            "[White \"{white}\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"
        ),
        origin: format!("game-{white}"),
        unfinished: false,
        reviewed: false,
    };
    h.world().write_message(game("Ann"));
    let unopened = |h: &Harness| {
        h.app
            .world()
            .resource::<Notices>()
            .0
            .iter()
            .filter(|p| p.english().contains("could not be opened"))
            .count()
    };
    // Waited for up to 30 s: under a full `cargo test` on two cores the
    // threads may take seconds.
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while std::time::Instant::now() < deadline {
        h.app.update();
        if unopened(&h) > 0 {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(unopened(&h), 1, "the failure told");
    // The folder goes; the player comes back to the Library screen.
    std::fs::remove_dir_all(&path).unwrap();
    h.world()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Library);
    h.settle();
    h.world().write_message(game("Cid"));
    let mut kept = 0;
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while std::time::Instant::now() < deadline {
        h.app.update();
        // Looked at for reading only: opening it to write would make the
        // file (and its tables) from this thread, racing the keeper's own
        // opening, which then failed as busy and waited past the deadline.
        kept = if path.exists() {
            Library::open_for_reading(&path).map_or(0, |l| l.count().unwrap_or(0))
        } else {
            0
        };
        if kept > 0 {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(kept, 1, "the next game was not kept");
    let library = Library::open(&path).unwrap().library;
    let mut out = Vec::new();
    library.export(&Filter::default(), &mut out).unwrap();
    assert!(String::from_utf8(out).unwrap().contains("[White \"Cid\"]"));
    assert_eq!(unopened(&h), 1, "told once");
}
