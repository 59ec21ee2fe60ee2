//! The Repertoire screen (issue #59): each repertoire on a card with its
//! counts (cards, due now, learned, new, the next due time) and the cards
//! missed most, its drills (due cards, new lines, the whole repertoire),
//! its gaps (the opponent's moves it does not answer, most played first,
//! each opened on the analysis board to add an answer), the player's games
//! that left a repertoire, and a study marked as a new repertoire.
//! Reached from the home screen and the Studies screen.

mod lists;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_phosphor::regular as icon;

use super::widgets::{root_ui, screen_panel};
use crate::app::i18n::Tr;
use crate::app::library::OpenAs;
use crate::app::library::table::TableRequest;
use crate::app::repertoire::{DrillMode, NEW_CARDS, RepertoireRequest, RepertoireShelf};
use crate::app::session::GameCommand;
use crate::app::states::Screen;
use crate::app::ui::style;
use crate::app::view::Theme;
use crate::library::repertoire::{Deviation, RepertoireFacts, RepertoireId};
use crate::library::study::{ChapterSummary, StudyId};
use crate::rules::{Color, Position, cited_san};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Repertoire), refresh)
        .add_systems(
            EguiPrimaryContextPass,
            repertoire_screen.run_if(in_state(Screen::Repertoire)),
        );
}

/// The facts are read again each time the screen opens.
fn refresh(mut requests: MessageWriter<RepertoireRequest>) {
    requests.write(RepertoireRequest::Refresh);
}

/// What the screen's buttons ask.
#[derive(Debug, Clone, PartialEq)]
enum Ask {
    Repertoire(RepertoireRequest),
    Analyse(Box<Position>),
    OpenGame(i64),
    Screen(Screen),
}

/// The study chosen to be marked, and its side.
#[derive(Debug, Clone, Default)]
struct Form {
    study: Option<StudyId>,
    white: bool,
}

fn repertoire_screen(
    mut contexts: EguiContexts,
    shelf: Res<RepertoireShelf>,
    mut requests: MessageWriter<RepertoireRequest>,
    mut games: MessageWriter<GameCommand>,
    mut table: MessageWriter<TableRequest>,
    mut next_screen: ResMut<NextState<Screen>>,
    theme: Option<Res<Theme>>,
    mut form: Local<Option<Form>>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let accent = style::accent(&theme.as_deref().copied().unwrap_or_default());
    let form = form.get_or_insert_with(|| Form {
        white: true,
        ..Form::default()
    });
    let mut asked = Vec::new();
    let mut root = root_ui(&ctx);
    screen_panel(&mut root, |ui| {
        let home = style::screen_header(
            ui,
            &tr!(tr, "library-back"),
            (icon::TREE_STRUCTURE, &tr!(tr, "repertoire-title")),
            |ui| {
                if ui.button(tr!(tr, "studies-title")).clicked() {
                    asked.push(Ask::Screen(Screen::Studies));
                }
            },
        );
        if home {
            asked.push(Ask::Screen(Screen::Menu));
        }
        ui.add_space(style::space::ITEM);
        if let Some(failed) = &shelf.failed {
            ui.label(egui::RichText::new(tr.text(failed, false)).color(style::bad(ui.visuals())));
        }
        match &shelf.repertoires {
            None => {
                ui.label(style::caption(tr!(tr, "repertoire-reading")));
            }
            Some(list) if list.is_empty() => {
                ui.label(style::body(tr!(tr, "repertoire-none")));
            }
            Some(list) => {
                for facts in list {
                    repertoire_card(ui, &tr, facts, &shelf, accent, &mut asked);
                    ui.add_space(style::space::GAP);
                }
            }
        }
        lists::left_games(ui, &tr, &shelf, &mut asked);
        ui.add_space(style::space::GAP);
        lists::mark_form(ui, &tr, &shelf, form, &mut asked);
    });
    for ask in asked {
        match ask {
            Ask::Repertoire(request) => {
                requests.write(request);
            }
            Ask::Analyse(position) => {
                games.write(GameCommand::AnalysePosition(position));
            }
            Ask::OpenGame(id) => {
                table.write(TableRequest::Open(id, OpenAs::Board));
            }
            Ask::Screen(screen) => next_screen.set(screen),
        }
    }
    Ok(())
}

/// When the next card is due, in words: "in 3 hours", "in 2 days".
fn next_due_text(tr: &Tr, at: i64) -> String {
    let seconds = (at - crate::persist::time::now()).max(0);
    let minutes = seconds.div_euclid(60);
    if minutes < 60 {
        tr!(tr, "repertoire-next-minutes", count = minutes.max(1))
    } else if minutes < 48 * 60 {
        tr!(tr, "repertoire-next-hours", count = minutes / 60)
    } else {
        tr!(tr, "repertoire-next-days", count = minutes / (24 * 60))
    }
}

/// A repertoire's card: its name and side, its counts, the drills, the
/// leeches and (once asked) its gaps.
fn repertoire_card(
    ui: &mut egui::Ui,
    tr: &Tr,
    facts: &RepertoireFacts,
    shelf: &RepertoireShelf,
    accent: egui::Color32,
    asked: &mut Vec<Ask>,
) {
    let id = facts.summary.id;
    let width = ui.available_width().min(900.0);
    style::form_card(ui, width, |ui| {
        let side = match facts.summary.color {
            Color::White => tr!(tr, "repertoire-for-white"),
            Color::Black => tr!(tr, "repertoire-for-black"),
        };
        ui.horizontal(|ui| {
            ui.label(
                egui::RichText::new(&facts.summary.name)
                    .size(style::size::HEADING)
                    .strong()
                    .color(ui.visuals().strong_text_color()),
            );
            ui.label(style::caption(side));
        });
        ui.label(style::body(counts_text(tr, facts)));
        ui.add_space(style::space::ITEM);
        let preparing = shelf.preparing == Some(id);
        drill_buttons(ui, tr, facts, (accent, preparing), asked);
        ui.add_space(style::space::TIGHT);
        let chapters = shelf
            .chapters
            .iter()
            .find(|(of, _)| *of == id)
            .map(|(_, c)| c.as_slice())
            .unwrap_or_default();
        ui.horizontal_wrapped(|ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            if chapters.len() > 1 {
                chapter_menu(ui, tr, (id, chapters), preparing, asked);
            }
            let gaps = tr!(tr, "repertoire-gaps");
            if style::icon_button(ui, icon::MAGNIFYING_GLASS, &gaps, None, BUTTON, true)
                .on_hover_text(tr!(tr, "repertoire-gaps-hint"))
                .clicked()
            {
                asked.push(Ask::Repertoire(RepertoireRequest::Gaps(id)));
            }
        });
        if preparing {
            ui.label(style::caption(tr!(tr, "repertoire-preparing")));
        }
        if !facts.leeches.is_empty() {
            ui.add_space(style::space::ITEM);
            let missed: Vec<String> = facts
                .leeches
                .iter()
                .map(|l| {
                    tr!(
                        tr,
                        "repertoire-leech",
                        san = tr.san(&l.answer, false).into_owned(),
                        count = l.misses
                    )
                })
                .collect();
            ui.label(style::body(tr!(
                tr,
                "repertoire-leeches",
                cards = missed.join(", ")
            )));
        }
        if let Some((gaps_of, gaps)) = &shelf.gaps
            && *gaps_of == id
        {
            lists::gaps(ui, tr, gaps, asked);
        }
    });
}

/// A card's buttons' size (their width their text's).
const BUTTON: egui::Vec2 = egui::vec2(0.0, 32.0);

/// "13 cards · 2 due now · 5 learned · 6 new", with the next due time
/// when none is due and the streak.
fn counts_text(tr: &Tr, facts: &RepertoireFacts) -> String {
    let mut counts = tr!(
        tr,
        "repertoire-counts",
        cards = facts.cards,
        due = facts.due,
        learned = facts.learned,
        new = facts.new
    );
    if let Some(at) = facts.next_due.filter(|_| facts.due == 0) {
        counts = format!("{counts} · {}", next_due_text(tr, at));
    }
    if facts.streak > 0 {
        let streak = tr!(tr, "repertoire-streak", count = facts.streak);
        counts = format!("{counts} · {streak}");
    }
    counts
}

/// The drills: the due cards (the card's main action), new lines, the
/// whole repertoire; none while one is being prepared.
fn drill_buttons(
    ui: &mut egui::Ui,
    tr: &Tr,
    facts: &RepertoireFacts,
    (accent, preparing): (egui::Color32, bool),
    asked: &mut Vec<Ask>,
) {
    let id = facts.summary.id;
    let mut drill = |mode| asked.push(Ask::Repertoire(RepertoireRequest::Drill(id, mode)));
    ui.horizontal_wrapped(|ui| {
        // A button too wide for what is left of the row goes to the next,
        // whole.
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        let review = tr!(tr, "repertoire-review-due", count = facts.due);
        let due = facts.due > 0 && !preparing;
        let face = (icon::ARROWS_CLOCKWISE, review.as_str());
        if style::primary_button(ui, face, accent, (style::size::BODY, BUTTON), due).clicked() {
            drill(DrillMode::Due);
        }
        let learn = tr!(tr, "repertoire-learn", count = facts.new.min(NEW_CARDS));
        let new = facts.new > 0 && !preparing;
        if style::icon_button(ui, icon::PLUS_CIRCLE, &learn, None, BUTTON, new)
            .on_hover_text(tr!(tr, "repertoire-learn-hint"))
            .clicked()
        {
            drill(DrillMode::Learn);
        }
        let all = tr!(tr, "repertoire-all");
        let any = facts.cards > 0 && !preparing;
        if style::icon_button(ui, icon::PLAY, &all, None, BUTTON, any)
            .on_hover_text(tr!(tr, "repertoire-all-hint"))
            .clicked()
        {
            drill(DrillMode::All);
        }
    });
}

/// One chapter (a branch) to drill, chosen from the study's chapters: a
/// menu button (a combo box does not wrap with its row), named by its
/// text alone for a screen reader.
fn chapter_menu(
    ui: &mut egui::Ui,
    tr: &Tr,
    (id, chapters): (RepertoireId, &[ChapterSummary]),
    preparing: bool,
    asked: &mut Vec<Ask>,
) {
    ui.add_enabled_ui(!preparing, |ui| {
        let text = tr!(tr, "repertoire-chapter");
        let face = egui::Button::new(format!("{}  {text}", icon::LIST)).min_size(BUTTON);
        let (response, _) = egui::containers::menu::MenuButton::from_button(face).ui(ui, |ui| {
            for chapter in chapters {
                if ui.button(&chapter.name).clicked() {
                    let mode = DrillMode::Chapter(chapter.id);
                    asked.push(Ask::Repertoire(RepertoireRequest::Drill(id, mode)));
                }
            }
        });
        response
            .widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, !preparing, &text));
        response.on_hover_text(tr!(tr, "repertoire-chapter-hint"));
    });
}

/// Where a game left a repertoire, as a score writes it: "6...Nbd7: you
/// left your repertoire (your move there: 6...e5)", or the opponent's move
/// it does not answer (the plies counted from the usual start).
pub(super) fn deviation_text(tr: &Tr, d: &Deviation) -> String {
    let number = d.ply.div_ceil(2) as u32;
    let side = if d.ply % 2 == 1 {
        Color::White
    } else {
        Color::Black
    };
    let cite = |san: &str| cited_san(number, side, &tr.san(san, false));
    let san = cite(&d.san);
    if d.by_player {
        let expected: Vec<String> = d.expected.iter().map(|e| cite(e)).collect();
        tr!(
            tr,
            "repertoire-left-player",
            san = san,
            expected = expected.join(", ")
        )
    } else {
        tr!(tr, "repertoire-left-opponent", san = san)
    }
}

/// The id of a repertoire, for lists that name it.
fn name_of(shelf: &RepertoireShelf, id: RepertoireId) -> String {
    shelf
        .repertoires
        .iter()
        .flatten()
        .find(|f| f.summary.id == id)
        .map(|f| f.summary.name.clone())
        .unwrap_or_default()
}
