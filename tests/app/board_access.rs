//! The board as a screen reader reads it: 64 cells in the order they are
//! seen, named by what stands on them in the window's language, with the
//! last move, the squares the piece in hand may go to and the keyboard
//! cursor said; after moves and with the board flipped. The names are
//! written down by hand.

use bevy::prelude::NextState;
use rookery::app::board::{Selection, Target};
use rookery::app::i18n::{Language, Tr};
use rookery::app::ui::board_access::{Cell, board_cells_of};
use rookery::rules::{Game, Position, Square};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn read(tr: &Tr, cell: &Cell) -> (String, Vec<String>) {
    (
        tr.text(&cell.name, false),
        cell.states.iter().map(|s| tr.text(s, false)).collect(),
    )
}

/// The live region's last announcement, part by part, in `tr`'s language.
fn announced(h: &super::Harness, tr: &Tr) -> Vec<String> {
    h.app
        .world()
        .resource::<rookery::app::announce::Announcement>()
        .parts
        .iter()
        .map(|p| tr.text(p, false))
        .collect()
}

fn cell<'a>(cells: &'a [Cell], square: &str) -> &'a Cell {
    cells.iter().find(|c| c.square == sq(square)).unwrap()
}

#[test]
fn the_cells_read_from_the_top_left_as_the_board_is_seen() {
    let en = Tr::new(Language::English);
    let start = Position::startpos();
    let cells = board_cells_of(&start, false, None, &Selection::default(), None);
    assert_eq!(cells.len(), 64);
    assert_eq!(read(&en, &cells[0]).0, "a8, black rook");
    assert_eq!(read(&en, &cells[4]).0, "e8, black king");
    assert_eq!(read(&en, &cells[20]).0, "e6, empty");
    assert_eq!(read(&en, &cells[63]).0, "h1, white rook");
    // Flipped: Black's side at the bottom, h1 first.
    let cells = board_cells_of(&start, true, None, &Selection::default(), None);
    assert_eq!(read(&en, &cells[0]).0, "h1, white rook");
    assert_eq!(read(&en, &cells[3]).0, "e1, white king");
    assert_eq!(read(&en, &cells[63]).0, "a8, black rook");
    assert_eq!((cells[3].row, cells[3].col), (0, 3));
}

#[test]
fn after_a_move_the_cells_say_it_and_the_piece_in_hand() {
    let mut game = Game::new();
    game.play_uci("e2e4").unwrap();
    let pos = *game.position();
    // Black has picked up the e7 pawn; the cursor is on e5.
    let selection = Selection {
        selected: Some(sq("e7")),
        targets: ["e6", "e5"]
            .iter()
            .map(|t| Target {
                to: sq(t),
                capture: false,
            })
            .collect(),
        ..Selection::default()
    };
    let last = Some((sq("e2"), sq("e4")));
    let cells = board_cells_of(&pos, true, last, &selection, Some(sq("e5")));
    let en = Tr::new(Language::English);
    assert_eq!(
        read(&en, cell(&cells, "e4")),
        ("e4, white pawn".into(), vec!["last move".into()])
    );
    assert_eq!(
        read(&en, cell(&cells, "e2")),
        ("e2, empty".into(), vec!["last move".into()])
    );
    assert_eq!(
        read(&en, cell(&cells, "e5")),
        (
            "e5, empty".into(),
            vec!["can go here".into(), "cursor".into()]
        )
    );
    assert!(cell(&cells, "e7").selected);
    assert!(!cell(&cells, "e6").selected);
    // In French, adjectives agree with the piece.
    let fr = Tr::new(Language::French);
    assert_eq!(read(&fr, cell(&cells, "e4")).0, "e4, pion blanc");
    assert_eq!(read(&fr, cell(&cells, "d8")).0, "d8, dame noire");
    assert_eq!(read(&fr, cell(&cells, "e4")).1, ["dernier coup"]);
    // Flipped, e4 is seen in the fourth row from the top, fourth column.
    assert_eq!((cell(&cells, "e4").row, cell(&cells, "e4").col), (3, 3));
}

/// The live region's words after each move, in English and French,
/// written down by hand: a pawn's move, a capture, en passant, a capture
/// with check, castling, a promotion taking a rook.
#[test]
fn each_move_is_announced_in_words() {
    let mut h = super::Harness::new();
    h.start_game();
    let said = |h: &super::Harness, tr: &Tr| announced(h, tr).join(". ");
    let (en, fr) = (Tr::new(Language::English), Tr::new(Language::French));
    h.request("e2e4");
    assert_eq!(said(&h, &en), "White: pawn to e4");
    assert_eq!(said(&h, &fr), "Blancs : pion en e4");
    h.request("d7d5");
    h.request("e4d5");
    assert_eq!(said(&h, &en), "White: pawn takes d5");
    h.request("c7c5");
    h.request("d5c6");
    assert_eq!(said(&h, &en), "White: pawn takes c6 en passant");
    h.request("d8d2");
    assert_eq!(said(&h, &en), "Black: queen takes d2, check");
    assert_eq!(said(&h, &fr), "Noirs : dame prend d2, échec");
    h.request("b1d2");
    assert_eq!(said(&h, &en), "White: knight takes d2");
    for mv in ["e7e5", "g1f3", "g8f6", "f1d3", "f8e7"] {
        h.request(mv);
    }
    h.request("e1g1");
    assert_eq!(said(&h, &en), "White: castles kingside");
    assert_eq!(said(&h, &fr), "Blancs : petit roque");
    // 8. cxb7 Nc6 9. bxa8=Q: the promotion, taking a rook.
    h.request("e8g8");
    assert_eq!(said(&h, &en), "Black: castles kingside");
    h.request("c6b7");
    h.request("b8c6");
    h.request("b7a8q");
    assert_eq!(said(&h, &en), "White: pawn takes a8, promotes to queen");
    assert_eq!(said(&h, &fr), "Blancs : pion prend a8, promu en dame");
}

#[test]
fn a_mate_is_announced_with_the_result_and_a_refused_move_with_its_reason() {
    let mut h = super::Harness::new();
    h.start_game();
    let said = |h: &super::Harness| announced(h, &Tr::new(Language::English)).join(". ");
    // A move the rules refuse: the reason is said.
    h.world()
        .write_message(rookery::app::session::GameCommand::Typed("e5".into()));
    h.settle();
    let refused = said(&h);
    assert_eq!(refused, "Can't play that: illegal move 'e5'");
    assert_eq!(refused, h.status(), "the status line's reason");
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        h.request(mv);
    }
    assert_eq!(
        said(&h),
        "Black: queen to h4, checkmate. 0-1, Black wins by checkmate"
    );
}

/// A game ended without a move (resigned) is announced too.
#[test]
fn a_resignation_is_announced() {
    let mut h = super::Harness::new();
    h.start_game();
    h.request("e2e4");
    h.world()
        .write_message(rookery::app::session::GameCommand::Resign(
            rookery::rules::Color::White,
        ));
    h.settle();
    assert_eq!(
        announced(&h, &Tr::new(Language::English)),
        ["0-1, Black wins by resignation"]
    );
}

/// A screen reader hears where the player is as each screen and window
/// opens: the main menu at the start, a window by its title, the pause
/// menu; in English and in German (the German texts written down by hand
/// from assets/locales/de).
#[test]
fn each_screen_and_window_is_announced_as_it_opens() {
    use rookery::app::states::{Overlay, Pause, Screen};
    let en = Tr::new(Language::English);
    let de = Tr::new(Language::German);
    let mut h = super::Harness::new();
    h.settle();
    assert_eq!(announced(&h, &en), ["Rookery, main menu"]);
    assert_eq!(announced(&h, &de), ["Rookery, Hauptmenü"]);
    h.world()
        .resource_mut::<NextState<Overlay>>()
        .set(Overlay::Settings);
    h.settle();
    assert_eq!(announced(&h, &en), ["Settings window"]);
    assert_eq!(announced(&h, &de), ["Fenster Einstellungen"]);
    h.world()
        .resource_mut::<NextState<Overlay>>()
        .set(Overlay::None);
    h.world()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Library);
    h.settle();
    assert_eq!(announced(&h, &en), ["Library"]);
    h.start_game();
    h.world()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Paused);
    h.settle();
    assert_eq!(announced(&h, &en), ["Paused window"]);
    assert_eq!(announced(&h, &de), ["Fenster Pausiert"]);
}

/// In the Library, the game the arrows (or a click) select is said, with
/// its place in the list; in English and in German (written down by hand
/// from assets/locales/*/library.ftl).
#[test]
fn the_library_game_selected_is_announced() {
    use rookery::app::library::table::GamesTable;
    use rookery::app::states::Screen;
    use rookery::library::GameRow;
    let en = Tr::new(Language::English);
    let de = Tr::new(Language::German);
    let mut h = super::Harness::new();
    h.world()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Library);
    h.settle();
    assert_eq!(announced(&h, &en), ["Library"]);
    let row = |id: i64, white: &str, black: &str| GameRow {
        id,
        white: white.into(),
        black: black.into(),
        result: "1-0",
        date: Some("2024.05.01".into()),
        event: None,
        white_elo: None,
        black_elo: None,
        eco: None,
        opening: None,
        speed: None,
        plies: 40,
        unfinished: false,
        source: "games.pgn".into(),
        found_ply: None,
        found_next: None,
    };
    {
        let mut table = h.world().resource_mut::<GamesTable>();
        table.ids = Some(vec![7, 9, 11]);
        table.rows.insert(7, row(7, "Anna", "Ben"));
        table.rows.insert(9, row(9, "Carla", "Dmitri"));
        table.selected = Some(9);
    }
    h.settle();
    assert_eq!(
        announced(&h, &en),
        ["Carla – Dmitri, 1-0, 2024.05.01: game 2 of 3"]
    );
    assert_eq!(
        announced(&h, &de),
        ["Carla – Dmitri, 1-0, 2024.05.01: Partie 2 von 3"]
    );
    // A game whose row has not come yet is said when it comes.
    h.world().resource_mut::<GamesTable>().selected = Some(11);
    h.settle();
    assert_eq!(
        announced(&h, &en),
        ["Carla – Dmitri, 1-0, 2024.05.01: game 2 of 3"]
    );
    h.world()
        .resource_mut::<GamesTable>()
        .rows
        .insert(11, row(11, "Emil", "Farah"));
    h.settle();
    assert_eq!(
        announced(&h, &en),
        ["Emil – Farah, 1-0, 2024.05.01: game 3 of 3"]
    );
}
