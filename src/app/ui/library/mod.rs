//! The Library screen: the games of the library as a table, the filters
//! above it (player and colour, result, ECO, opening, dates, time-control
//! class, rating, source), a search by position (FEN) or by material
//! ("KRP v KR"), and below it what can
//! be done with the game selected or the games listed ([`actions`]),
//! imports included.

mod actions;
mod table;
#[cfg(test)]
mod table_tests;

use crate::app::ui::style;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::chooser::Browse;
use super::widgets::{root_ui, spoken_choice, spoken_name};
use std::path::PathBuf;

use crate::app::held::AppSettings;
use crate::app::i18n::{Tr, fen_error_text};
use crate::app::library::import::{ImportRequest, LibraryImport};
use crate::app::library::table::{GamesTable, Search, TableRequest};
use crate::app::states::Screen;
use crate::app::studies::{StudyRequest, StudyShelf};
use crate::library::{Filter, Material, Speed};
use crate::persist::MoveNotation;
use crate::rules::{Color, GameResult, Position};
use crate::tr;

pub(super) use table::speed_name;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Library), refresh)
        .add_systems(
            EguiPrimaryContextPass,
            library_screen.run_if(in_state(Screen::Library)),
        );
}

/// The table is read again each time the screen opens (games played or
/// imported meanwhile).
fn refresh(mut requests: MessageWriter<TableRequest>, mut studies: MessageWriter<StudyRequest>) {
    requests.write(TableRequest::Refresh);
    studies.write(StudyRequest::List(String::new()));
}

/// What is typed in the screen's fields (kept while Rookery runs).
#[derive(Debug, Default, Clone, PartialEq)]
struct Form {
    player: String,
    color: Option<Color>,
    result: Option<GameResult>,
    eco: String,
    opening: String,
    from: String,
    to: String,
    speeds: Vec<Speed>,
    min_rating: String,
    max_rating: String,
    source: Option<i64>,
    fen: String,
    material: String,
    /// Why the FEN or the material did not read.
    search_problem: Option<String>,
    import_path: String,
    export_path: String,
    /// The file chosen in the desktop's save chooser, which asked before
    /// replacing it.
    export_replaces: Option<PathBuf>,
    /// A file to export to that is there already: replace it?
    export_asked: Option<PathBuf>,
    /// Games waiting for their deletion to be confirmed.
    confirm_delete: Option<Vec<i64>>,
    /// "Add to study" sends every game listed, not the selected one.
    send_listed: bool,
    /// A new study's name for "Add to study".
    new_study: String,
    /// Games were sent to a study from here (what it did is shown).
    sent_to_study: bool,
}

impl Form {
    /// The filter the fields make; a rating that is not a number is left
    /// out (and shown in red).
    fn filter(&self, found_only: bool) -> Filter {
        let text = |t: &str| Some(t.trim().to_string()).filter(|t| !t.is_empty());
        Filter {
            players: text(&self.player).into_iter().collect(),
            color: self.color,
            result: self.result,
            eco: text(&self.eco),
            opening: text(&self.opening),
            date_from: text(&self.from),
            date_to: text(&self.to),
            speeds: self.speeds.clone(),
            min_rating: self.min_rating.trim().parse().ok(),
            max_rating: self.max_rating.trim().parse().ok(),
            source: self.source,
            found_only,
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn library_screen(
    mut contexts: EguiContexts,
    table: Res<GamesTable>,
    import: Res<LibraryImport>,
    mut requests: MessageWriter<TableRequest>,
    mut imports: MessageWriter<ImportRequest>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut form: Local<Form>,
    settings: Res<AppSettings>,
    shelf: Res<StudyShelf>,
    mut study_requests: MessageWriter<StudyRequest>,
    mut browse: Browse,
    tr: Res<Tr>,
) -> Result {
    let mut to_studies = Vec::new();
    let figurines = settings.notation == MoveNotation::Figurines;
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = root_ui(&ctx);
    let mut from_table = Vec::new();
    egui::CentralPanel::default().show(&mut root, |ui| {
        let home = style::screen_header(
            ui,
            &tr!(tr, "library-back"),
            (egui_phosphor::regular::BOOKS, &tr!(tr, "library-title")),
            |ui| {
                if let Some(total) = table.total {
                    ui.label(tr!(tr, "library-total", games = total));
                }
                if ui
                    .button(tr!(tr, "studies-title"))
                    .on_hover_text(tr!(tr, "studies-hint"))
                    .clicked()
                {
                    next_screen.set(Screen::Studies);
                }
            },
        );
        if home {
            next_screen.set(Screen::Menu);
        }
        actions::import_bar(ui, &import, &mut form, (&mut imports, &mut browse), &tr);
        ui.separator();
        filters(ui, &table, &mut form, &tr);
        search_row(ui, &table, &mut form, &mut requests, &tr);
        let filter = form.filter(table.search.is_some());
        if filter != table.filter {
            requests.write(TableRequest::Show(filter, table.sort));
        }
        ui.separator();
        let listed = table.ids.as_ref().map_or(0, Vec::len);
        ui.horizontal(|ui| {
            if table.asking {
                ui.spinner();
            }
            ui.label(tr!(tr, "library-listed", games = listed));
        });
        // On a line of its own, wrapped: the library's troubles can be a
        // long sentence (a path in it).
        if let Some(problem) = &table.problem {
            ui.add(
                egui::Label::new(
                    egui::RichText::new(tr!(
                        tr,
                        "library-problem",
                        error = tr.text(problem, false)
                    ))
                    .color(style::bad(ui.visuals())),
                )
                .wrap(),
            );
        }
        // The actions below the table keep their room.
        egui::Panel::bottom("library-actions")
            .resizable(false)
            .show(ui, |ui| {
                actions::game_actions(
                    ui,
                    &table,
                    &mut form,
                    (&mut requests, &mut browse),
                    (&shelf, &mut to_studies),
                    &tr,
                );
            });
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::horizontal().show(ui, |ui| {
                table::games_table(ui, &table, &mut from_table, &tr, figurines);
            });
        });
    });
    for request in from_table {
        requests.write(request);
    }
    study_requests.write_batch(to_studies);
    Ok(())
}

/// Which colour a player had: either, White or Black (the Library
/// screen's filter and the explorer's "my games").
pub(in crate::app::ui) fn color_choice(
    ui: &mut egui::Ui,
    id: &str,
    color: &mut Option<Color>,
    width: Option<f32>,
    tr: &Tr,
) {
    let name = |c: Option<Color>| match c {
        None => tr!(tr, "library-any-color"),
        Some(Color::White) => tr!(tr, "library-as-white"),
        Some(Color::Black) => tr!(tr, "library-as-black"),
    };
    let mut combo = egui::ComboBox::from_id_salt(id).selected_text(name(*color));
    if let Some(width) = width {
        combo = combo.width(width);
    }
    let shown = name(*color);
    let menu = combo.show_ui(ui, |ui| {
        for c in [None, Some(Color::White), Some(Color::Black)] {
            ui.selectable_value(color, c, name(c));
        }
    });
    spoken_choice(menu.response, &tr!(tr, "library-color-choice"), &shown);
}

/// The filters' fields.
fn filters(ui: &mut egui::Ui, table: &GamesTable, form: &mut Form, tr: &Tr) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(tr!(tr, "library-player"));
        ui.add(egui::TextEdit::singleline(&mut form.player).desired_width(120.0))
            .labelled_by(label.id);
        color_choice(ui, "library-color", &mut form.color, None, tr);
        let what = tr!(tr, "library-result");
        ui.label(&what);
        let shown = match form.result {
            None => tr!(tr, "library-any-result"),
            Some(r) => r.to_string(),
        };
        let menu = egui::ComboBox::from_id_salt("library-result")
            .selected_text(&shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut form.result, None, tr!(tr, "library-any-result"));
                for r in [
                    GameResult::WhiteWins,
                    GameResult::Draw,
                    GameResult::BlackWins,
                ] {
                    ui.selectable_value(&mut form.result, Some(r), r.to_string());
                }
            });
        spoken_choice(menu.response, &what, &shown);
        let label = ui.label(tr!(tr, "library-eco"));
        ui.add(egui::TextEdit::singleline(&mut form.eco).desired_width(40.0))
            .labelled_by(label.id);
        let label = ui.label(tr!(tr, "library-opening"));
        ui.add(egui::TextEdit::singleline(&mut form.opening).desired_width(120.0))
            .labelled_by(label.id);
        let dates = tr!(tr, "library-dates");
        ui.label(&dates);
        for (text, hint) in [
            (&mut form.from, tr!(tr, "library-date-from")),
            (&mut form.to, tr!(tr, "library-date-to")),
        ] {
            let edit = ui.add(
                egui::TextEdit::singleline(text)
                    .hint_text(&hint)
                    .desired_width(80.0),
            );
            spoken_name(edit, &format!("{dates} {hint}"));
        }
    });
    ui.horizontal_wrapped(|ui| {
        for speed in Speed::ALL {
            let mut on = form.speeds.contains(&speed);
            if ui.checkbox(&mut on, speed_name(speed, tr)).changed() {
                if on {
                    form.speeds.push(speed);
                } else {
                    form.speeds.retain(|s| *s != speed);
                }
            }
        }
        ui.label(tr!(tr, "library-rating"));
        for (text, name) in [
            (&mut form.min_rating, tr!(tr, "library-rating-min")),
            (&mut form.max_rating, tr!(tr, "library-rating-max")),
        ] {
            let bad = !text.trim().is_empty() && text.trim().parse::<i64>().is_err();
            let mut edit = egui::TextEdit::singleline(text).desired_width(50.0);
            if bad {
                edit = edit.text_color(style::bad(ui.visuals()));
            }
            spoken_name(ui.add(edit), &name);
        }
        let what = tr!(tr, "library-source");
        ui.label(&what);
        let name =
            |id: Option<i64>| match id.and_then(|id| table.sources.iter().find(|s| s.id == id)) {
                None => tr!(tr, "library-any-source"),
                Some(s) if s.played => tr!(tr, "library-source-played"),
                Some(s) => s.name.clone(),
            };
        let shown = name(form.source);
        let menu = egui::ComboBox::from_id_salt("library-source")
            .selected_text(&shown)
            .width(150.0)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut form.source, None, name(None));
                for s in &table.sources {
                    ui.selectable_value(&mut form.source, Some(s.id), name(Some(s.id)));
                }
            });
        spoken_choice(menu.response, &what, &shown);
        if ui.button(tr!(tr, "library-clear-filters")).clicked() {
            *form = Form {
                fen: std::mem::take(&mut form.fen),
                import_path: std::mem::take(&mut form.import_path),
                export_path: std::mem::take(&mut form.export_path),
                ..Form::default()
            };
        }
    });
}

/// The position search (a FEN typed or pasted, or the position sent from
/// the analysis board) and the material search ("KRP v KR"), and how to
/// leave them.
fn search_row(
    ui: &mut egui::Ui,
    table: &GamesTable,
    form: &mut Form,
    requests: &mut MessageWriter<TableRequest>,
    tr: &Tr,
) {
    // Wrapped: at a large text size the row is wider than the window.
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(tr!(tr, "library-position"));
        let edit = ui
            .add(
                egui::TextEdit::singleline(&mut form.fen)
                    .hint_text(tr!(tr, "library-fen-hint"))
                    .desired_width(380.0),
            )
            .labelled_by(label.id);
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(tr!(tr, "library-find")).clicked() || enter {
            match Position::from_fen(form.fen.trim()) {
                Ok(pos) => {
                    form.search_problem = None;
                    requests.write(TableRequest::Search(Some(Search::Position(Box::new(pos)))));
                }
                Err(e) => form.search_problem = Some(tr.text(&fen_error_text(&e), false)),
            }
        }
        let label = ui.label(tr!(tr, "library-material"));
        let edit = ui
            .add(
                egui::TextEdit::singleline(&mut form.material)
                    .hint_text("KRP v KR")
                    .desired_width(90.0),
            )
            .labelled_by(label.id)
            .on_hover_text(tr!(tr, "library-material-hint"));
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(tr!(tr, "library-find-material")).clicked() || enter {
            match Material::parse(&form.material) {
                Ok(m) => {
                    form.search_problem = None;
                    requests.write(TableRequest::Search(Some(Search::Material(m))));
                }
                Err(e) => {
                    form.search_problem =
                        Some(tr!(tr, "library-bad-material", error = e.to_string()));
                }
            }
        }
        if let Some(search) = &table.search {
            if ui.button(tr!(tr, "library-clear-search")).clicked() {
                requests.write(TableRequest::Search(None));
            }
            // What the search is for, when it came from elsewhere.
            match search {
                Search::Position(pos) if form.fen.trim().is_empty() => form.fen = pos.to_fen(),
                _ => {}
            }
        }
    });
    if let Some(problem) = &form.search_problem {
        ui.colored_label(style::bad(ui.visuals()), problem);
    }
}
