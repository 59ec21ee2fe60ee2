//! The games table of the Library screen: egui_extras' table, drawing only
//! the rows on screen (and asking the library for them when they are not
//! read yet), sorted by a click on any column's header.

use bevy::prelude::*;
use bevy_egui::egui;
use egui_extras::{Column, TableBuilder};

use super::super::move_list::localise_line;
use crate::app::i18n::Tr;
use crate::app::library::table::{GamesTable, OpenAs, Search, TableRequest};
use crate::library::{GameRow, Sort, SortColumn, Speed, codec};
use crate::rules::Color;
use crate::tr;

/// Rows asked for together around the ones on screen.
const PAGE: usize = 100;

/// A column of the table: its header's key, what it sorts by and its text.
struct Col {
    key: &'static str,
    sort: Option<SortColumn>,
    width: f32,
}

const COLUMNS: &[Col] = &[
    Col {
        key: crate::msg!("library-col-white"),
        sort: Some(SortColumn::White),
        width: 130.0,
    },
    Col {
        key: crate::msg!("library-col-elo"),
        sort: Some(SortColumn::WhiteElo),
        width: 46.0,
    },
    Col {
        key: crate::msg!("library-col-black"),
        sort: Some(SortColumn::Black),
        width: 130.0,
    },
    Col {
        key: crate::msg!("library-col-elo"),
        sort: Some(SortColumn::BlackElo),
        width: 46.0,
    },
    Col {
        key: crate::msg!("library-col-result"),
        sort: Some(SortColumn::Result),
        width: 56.0,
    },
    Col {
        key: crate::msg!("library-col-date"),
        sort: Some(SortColumn::Date),
        width: 82.0,
    },
    Col {
        key: crate::msg!("library-col-event"),
        sort: Some(SortColumn::Event),
        width: 110.0,
    },
    Col {
        key: crate::msg!("library-col-eco"),
        sort: Some(SortColumn::Eco),
        width: 40.0,
    },
    Col {
        key: crate::msg!("library-col-opening"),
        sort: Some(SortColumn::Opening),
        width: 150.0,
    },
    Col {
        key: crate::msg!("library-col-class"),
        sort: Some(SortColumn::Speed),
        width: 76.0,
    },
    Col {
        key: crate::msg!("library-col-moves"),
        sort: Some(SortColumn::Plies),
        width: 50.0,
    },
    Col {
        key: crate::msg!("library-col-source"),
        sort: None,
        width: 90.0,
    },
];

/// The name of a time-control class in the window's language.
pub(in crate::app::ui) fn speed_name(speed: Speed, tr: &Tr) -> String {
    match speed {
        Speed::Bullet => tr!(tr, "library-speed-bullet"),
        Speed::Blitz => tr!(tr, "library-speed-blitz"),
        Speed::Rapid => tr!(tr, "library-speed-rapid"),
        Speed::Classical => tr!(tr, "library-speed-classical"),
        Speed::Correspondence => tr!(tr, "library-speed-correspondence"),
    }
}

/// A row's cells, in [`COLUMNS`]' order.
fn cells(row: &GameRow, tr: &Tr) -> [String; 12] {
    let number = |n: Option<i64>| n.map(|n| n.to_string()).unwrap_or_default();
    let text = |t: &Option<String>| t.clone().unwrap_or_default();
    [
        row.white.clone(),
        number(row.white_elo),
        row.black.clone(),
        number(row.black_elo),
        if row.unfinished {
            tr!(tr, "library-unfinished")
        } else {
            row.result.to_string()
        },
        text(&row.date),
        text(&row.event),
        text(&row.eco),
        text(&row.opening),
        row.speed.map(|s| speed_name(s, tr)).unwrap_or_default(),
        row.plies.div_ceil(2).to_string(),
        if row.source == "Rookery" {
            tr!(tr, "library-source-played")
        } else {
            row.source.clone()
        },
    ]
}

/// Where a found game reaches the position or material ("12", or "12..."
/// when Black is to move) and, for a position, the move it played from
/// there in SAN ("–" at its end).
fn found_cells(game: &GameRow, search: &Search) -> (String, String) {
    let Some(ply) = game.found_ply else {
        return (String::new(), String::new());
    };
    let black = match search {
        Search::Position(pos) => pos.side_to_move() == Color::Black,
        // Games from the standard start: White moves at even plies.
        Search::Material(_) => ply % 2 == 1,
    };
    let number = if black {
        format!("{}...", ply / 2 + 1)
    } else {
        format!("{}", ply / 2 + 1)
    };
    let next = match search {
        Search::Position(pos) => game
            .found_next
            .and_then(|byte| codec::decode(pos, byte))
            .map_or_else(|| "–".to_string(), |mv| pos.san(&mv)),
        Search::Material(_) => String::new(),
    };
    (number, next)
}

/// The row the keys move the selection to, from `current` among `len`
/// rows: Up and Down one row, Page Up and Page Down a page, Home and End
/// the first and last; the first key with nothing selected takes the first
/// row. None when no such key was pressed or the table is empty.
pub fn row_after_keys(current: Option<usize>, len: usize, keys: RowKeys) -> Option<usize> {
    if len == 0 {
        return None;
    }
    let last = len - 1;
    let page = 20;
    let moved = match current {
        _ if keys.home => 0,
        _ if keys.end => last,
        None if keys.up || keys.down || keys.page_up || keys.page_down => 0,
        None => return None,
        Some(at) if keys.up => at.saturating_sub(1),
        Some(at) if keys.down => (at + 1).min(last),
        Some(at) if keys.page_up => at.saturating_sub(page),
        Some(at) if keys.page_down => (at + page).min(last),
        Some(_) => return None,
    };
    Some(moved)
}

/// The keys that move the table's selection, pressed this frame.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RowKeys {
    /// Up arrow.
    pub up: bool,
    /// Down arrow.
    pub down: bool,
    /// Page Up.
    pub page_up: bool,
    /// Page Down.
    pub page_down: bool,
    /// Home.
    pub home: bool,
    /// End.
    pub end: bool,
}

/// Draws the table; asks for the rows it lacks, selects a clicked row
/// and opens a double-clicked one. With no text box holding the keys, the
/// arrows, Page Up/Down, Home and End move the selection (the table
/// scrolls to it) and Enter opens the selected game.
pub(super) fn games_table(
    ui: &mut egui::Ui,
    table: &GamesTable,
    requests: &mut Vec<TableRequest>,
    tr: &Tr,
    figurines: bool,
) {
    let Some(ids) = &table.ids else {
        ui.spinner();
        return;
    };
    let searching = table.search.is_some();
    let mut clicked: Option<i64> = None;
    let mut opened: Option<i64> = None;
    let mut scroll_to = None;
    if ui.memory(|m| m.focused().is_none()) {
        let (keys, enter) = ui.input(|i| {
            let key = |k| i.key_pressed(k) && i.modifiers.is_none();
            (
                RowKeys {
                    up: key(egui::Key::ArrowUp),
                    down: key(egui::Key::ArrowDown),
                    page_up: key(egui::Key::PageUp),
                    page_down: key(egui::Key::PageDown),
                    home: key(egui::Key::Home),
                    end: key(egui::Key::End),
                },
                key(egui::Key::Enter),
            )
        });
        let current = table
            .selected
            .and_then(|s| ids.iter().position(|&id| id == s));
        if let Some(row) = row_after_keys(current, ids.len(), keys) {
            clicked = Some(ids[row]);
            scroll_to = Some(row);
        }
        if enter && let Some(id) = table.selected {
            opened = Some(id);
        }
    }
    // A click on a cell's text selects the row, not the text.
    ui.style_mut().interaction.selectable_labels = false;
    let mut builder = TableBuilder::new(ui)
        .id_salt("library-games")
        .striped(true)
        .sense(egui::Sense::click())
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .min_scrolled_height(0.0);
    if let Some(row) = scroll_to {
        builder = builder.scroll_to_row(row, None);
    }
    if searching {
        builder = builder
            .column(Column::initial(56.0).at_least(40.0).clip(true))
            .column(Column::initial(56.0).at_least(40.0).clip(true));
    }
    for col in COLUMNS {
        builder = builder.column(
            Column::initial(col.width)
                .at_least(30.0)
                .clip(true)
                .resizable(true),
        );
    }
    let mut missing: Vec<usize> = Vec::new();
    let mut sort = table.sort;
    builder
        .header(22.0, |mut header| {
            if searching {
                header.col(|ui| {
                    ui.strong(tr!(tr, "library-col-found"))
                        .on_hover_text(tr!(tr, "library-col-found-hint"));
                });
                header.col(|ui| {
                    ui.strong(tr!(tr, "library-col-next"))
                        .on_hover_text(tr!(tr, "library-col-next-hint"));
                });
            }
            for col in COLUMNS {
                header.col(|ui| {
                    let mut title = tr.format(col.key, &[]);
                    if col.sort.is_some_and(|c| c == table.sort.column) {
                        title.push_str(if table.sort.descending {
                            " ⏷"
                        } else {
                            " ⏶"
                        });
                    }
                    let Some(column) = col.sort else {
                        ui.strong(title);
                        return;
                    };
                    if ui
                        .add(egui::Button::new(egui::RichText::new(title).strong()).frame(false))
                        .on_hover_text(tr!(tr, "library-sort-hint"))
                        .clicked()
                    {
                        sort = if table.sort.column == column {
                            Sort {
                                column,
                                descending: !table.sort.descending,
                            }
                        } else {
                            Sort {
                                column,
                                descending: false,
                            }
                        };
                    }
                });
            }
        })
        .body(|body| {
            body.rows(20.0, ids.len(), |mut row| {
                let index = row.index();
                let id = ids[index];
                row.set_selected(table.selected == Some(id));
                match table.rows.get(&id) {
                    Some(game) => {
                        if let Some(search) = &table.search {
                            let (at, next) = found_cells(game, search);
                            row.col(|ui| {
                                ui.add(egui::Label::new(at).wrap_mode(egui::TextWrapMode::Extend));
                            });
                            row.col(|ui| {
                                ui.label(localise_line(tr, &next, figurines));
                            });
                        }
                        for cell in cells(game, tr) {
                            row.col(|ui| {
                                ui.label(cell);
                            });
                        }
                    }
                    None => {
                        missing.push(index);
                        row.col(|ui| {
                            ui.weak("…");
                        });
                    }
                }
                let response = row.response();
                if response.double_clicked() {
                    opened = Some(id);
                } else if response.clicked() {
                    clicked = Some(id);
                }
            });
        });
    if sort != table.sort {
        requests.push(TableRequest::Show(table.filter.clone(), sort));
    }
    if let Some(id) = clicked {
        requests.push(TableRequest::Select(Some(id)));
    }
    if let Some(id) = opened {
        requests.push(TableRequest::Select(Some(id)));
        requests.push(TableRequest::Open(id, OpenAs::Board));
    }
    if let (Some(&first), Some(&last)) = (missing.first(), missing.last()) {
        // The page around the rows on screen.
        let from = first / PAGE * PAGE;
        let to = (last / PAGE + 1) * PAGE;
        let wanted: Vec<i64> = ids[from..to.min(ids.len())]
            .iter()
            .copied()
            .filter(|id| !table.rows.contains_key(id) && !table.pending.contains(id))
            .collect();
        if !wanted.is_empty() {
            requests.push(TableRequest::Rows(wanted));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{RowKeys, row_after_keys};

    /// Each key's move, worked by hand on a table of 50 rows.
    #[test]
    fn the_keys_move_the_selection_within_the_table() {
        let up = RowKeys {
            up: true,
            ..RowKeys::default()
        };
        let down = RowKeys {
            down: true,
            ..RowKeys::default()
        };
        let page_down = RowKeys {
            page_down: true,
            ..RowKeys::default()
        };
        let page_up = RowKeys {
            page_up: true,
            ..RowKeys::default()
        };
        let home = RowKeys {
            home: true,
            ..RowKeys::default()
        };
        let end = RowKeys {
            end: true,
            ..RowKeys::default()
        };
        assert_eq!(row_after_keys(Some(5), 50, down), Some(6));
        assert_eq!(row_after_keys(Some(5), 50, up), Some(4));
        assert_eq!(row_after_keys(Some(0), 50, up), Some(0));
        assert_eq!(row_after_keys(Some(49), 50, down), Some(49));
        assert_eq!(row_after_keys(Some(5), 50, page_down), Some(25));
        assert_eq!(row_after_keys(Some(40), 50, page_down), Some(49));
        assert_eq!(row_after_keys(Some(5), 50, page_up), Some(0));
        assert_eq!(row_after_keys(Some(30), 50, page_up), Some(10));
        assert_eq!(row_after_keys(Some(30), 50, home), Some(0));
        assert_eq!(row_after_keys(Some(3), 50, end), Some(49));
        // Nothing selected: any key takes the first row (End the last).
        assert_eq!(row_after_keys(None, 50, down), Some(0));
        assert_eq!(row_after_keys(None, 50, end), Some(49));
        // No key, or no rows: nothing moves.
        assert_eq!(row_after_keys(Some(5), 50, RowKeys::default()), None);
        assert_eq!(row_after_keys(None, 0, down), None);
    }
}
