//! The games table keeps a player's clicks whatever the frames do: a
//! double-click on a row not yet selected opens its game, a click selects,
//! each also when the pointer moves on within the click's frame. Run through
//! egui as the window runs it ([`pace`](crate::app::ui::pace)); between
//! frames the requests are answered as the table's plugin answers them.

use bevy_egui::egui;

use super::table::games_table;
use crate::app::i18n::{Language, Tr};
use crate::app::library::table::{GamesTable, OpenAs, TableRequest};
use crate::app::ui::pace::{AWAY, Pacer, centre_of, click_frame, frame, named_rects};
use crate::app::ui::widgets::root_ui;
use crate::library::GameRow;

struct Screen {
    ctx: egui::Context,
    pacer: Pacer,
    time: f64,
    table: GamesTable,
    tr: Tr,
}

fn row(id: i64, white: &str) -> GameRow {
    GameRow {
        id,
        white: white.into(),
        black: "Opponent".into(),
        result: "1-0",
        date: None,
        event: None,
        white_elo: None,
        black_elo: None,
        eco: None,
        opening: None,
        speed: None,
        plies: 40,
        unfinished: false,
        source: "test.pgn".into(),
        found_ply: None,
        found_next: None,
    }
}

impl Screen {
    /// Three games listed, read, none selected.
    fn new() -> Screen {
        let mut table = GamesTable::default();
        table.ids = Some(vec![11, 12, 13]);
        for (id, white) in [(11, "Anand"), (12, "Botvinnik"), (13, "Carlsen")] {
            table.rows.insert(id, row(id, white));
        }
        let mut screen = Screen {
            ctx: egui::Context::default(),
            pacer: Pacer::default(),
            time: 0.0,
            table,
            tr: Tr::new(Language::English),
        };
        screen.frame(vec![]);
        screen
    }

    fn draw(ctx: &egui::Context, table: &GamesTable, tr: &Tr) -> Vec<TableRequest> {
        let mut asked = Vec::new();
        egui::CentralPanel::default().show(&mut root_ui(ctx), |ui| {
            games_table(ui, table, &mut asked, tr, false);
        });
        asked
    }

    /// One frame with `events`: what the table asked, answered (a
    /// selection made) before the next frame.
    fn frame(&mut self, events: Vec<egui::Event>) -> Vec<TableRequest> {
        let (table, tr) = (&self.table, &self.tr);
        let asked = frame(&self.ctx, &mut self.pacer, &mut self.time, events, |ctx| {
            Screen::draw(ctx, table, tr)
        })
        .concat();
        for request in &asked {
            if let TableRequest::Select(id) = request {
                self.table.selected = *id;
            }
        }
        asked
    }

    /// Where White's name is drawn in the table.
    fn cell(&mut self, white: &str) -> egui::Pos2 {
        let (table, tr) = (&self.table, &self.tr);
        let rects = named_rects(&self.ctx, &mut self.time, |ctx| {
            Screen::draw(ctx, table, tr)
        });
        centre_of(&rects, white)
    }
}

#[test]
fn a_double_click_on_a_row_not_selected_opens_its_game() {
    let mut s = Screen::new();
    let at = s.cell("Botvinnik");
    let first = click_frame(at, egui::PointerButton::Primary, None);
    assert_eq!(s.frame(first), [TableRequest::Select(Some(12))]);
    // The second click at a person's pace, 0.2 s after the first.
    s.time += 0.15;
    let asked = s.frame(click_frame(at, egui::PointerButton::Primary, None));
    assert!(
        asked.contains(&TableRequest::Open(12, OpenAs::Board)),
        "asked {asked:?}"
    );
}

#[test]
fn a_double_click_whose_second_click_comes_after_a_slow_frame_still_opens() {
    // The selection's frame is slow on a loaded machine: the second click,
    // 0.2 s after the first for the player, reaches egui 0.45 s later.
    let mut s = Screen::new();
    let at = s.cell("Carlsen");
    let first = click_frame(at, egui::PointerButton::Primary, None);
    s.frame(first);
    s.time += 0.4;
    let asked = s.frame(click_frame(at, egui::PointerButton::Primary, None));
    assert!(
        asked.contains(&TableRequest::Open(13, OpenAs::Board)),
        "asked {asked:?}"
    );
}

#[test]
fn a_click_with_the_pointer_moving_on_in_its_frame_selects_its_row() {
    let mut s = Screen::new();
    let at = s.cell("Anand");
    let events = click_frame(at, egui::PointerButton::Primary, Some(AWAY));
    assert_eq!(s.frame(events), [TableRequest::Select(Some(11))]);
}

#[test]
fn two_clicks_far_apart_in_time_select_and_do_not_open() {
    let mut s = Screen::new();
    let at = s.cell("Anand");
    let first = click_frame(at, egui::PointerButton::Primary, None);
    s.frame(first);
    s.time += 1.0;
    let asked = s.frame(click_frame(at, egui::PointerButton::Primary, None));
    assert_eq!(asked, [TableRequest::Select(Some(11))]);
}
