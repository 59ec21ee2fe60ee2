//! The home screen, where Rookery opens and where Escape and Menu lead:
//! the next thing to do rather than a column of buttons. Cards of a fixed
//! size in two rows (so that what arrives from the library later never
//! moves a button): the game to resume, quick games against the computer,
//! the puzzle of the day; the library, the studies, the puzzle record.
//! The tools (analysis board, board editor, loading, settings, help, quit)
//! are the smaller buttons of the top bar.

mod cards;
mod mini_board;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::FileDialogs;
use super::style::{self, size, space};
use super::widgets::{Icons, piece_textures, problem_label, root_ui, screen_panel};
use crate::app::editor::EditorCommand;
use crate::app::home::{HomeFacts, HomeRequest};
use crate::app::i18n::Tr;
use crate::app::library::table::TableRequest;
use crate::app::puzzles::{PuzzleCommand, Trainer};
use crate::app::saves::{PersistCommand, PersistFeedback, SavedGames};
use crate::app::session::{ChoicesRequest, GameCommand, SetupChoices};
use crate::app::settings::RememberChoices;
use crate::app::states::{Overlay, Screen};
use crate::app::view::{Art, Theme};
use crate::rules::{Position, Setup};
use crate::tr;
use egui_phosphor::regular as icon;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, home.run_if(in_state(Screen::Menu)));
}

/// What the home's buttons ask for.
#[derive(SystemParam)]
struct Asks<'w> {
    next_overlay: ResMut<'w, NextState<Overlay>>,
    next_screen: ResMut<'w, NextState<Screen>>,
    choices: MessageWriter<'w, ChoicesRequest>,
    persist: MessageWriter<'w, PersistCommand>,
    commands: MessageWriter<'w, GameCommand>,
    editor: MessageWriter<'w, EditorCommand>,
    remember: MessageWriter<'w, RememberChoices>,
    puzzles: MessageWriter<'w, PuzzleCommand>,
    table: MessageWriter<'w, TableRequest>,
    home: MessageWriter<'w, HomeRequest>,
    exit: MessageWriter<'w, AppExit>,
}

/// What the home shows.
#[derive(SystemParam)]
struct Shown<'w> {
    saved: Res<'w, SavedGames>,
    facts: Res<'w, HomeFacts>,
    trainer: Res<'w, Trainer>,
    setup: Res<'w, SetupChoices>,
    theme: Option<Res<'w, Theme>>,
    art: Option<Res<'w, Art>>,
    overlay: Res<'w, State<Overlay>>,
    screen: Res<'w, State<Screen>>,
    dialogs: Res<'w, FileDialogs>,
    feedback: Res<'w, PersistFeedback>,
}

/// One of the home's requests, said by a card.
pub(super) enum Ask {
    Resume,
    Quick(Option<crate::rules::TimeControl>),
    Setup,
    Daily(String),
    Puzzles,
    Library,
    Studies,
    Repertoire,
    OpenGame(i64),
}

/// The cards, in reading order.
#[derive(Clone, Copy)]
enum Card {
    Resume,
    Play,
    Daily,
    Library,
    Studies,
    Puzzles,
}

const CARDS: [Card; 6] = [
    Card::Resume,
    Card::Play,
    Card::Daily,
    Card::Library,
    Card::Studies,
    Card::Puzzles,
];

impl Card {
    /// The card's height at `width` points across: the boards' cards and
    /// the quick games' (taller when narrow, its tiles two a row).
    fn height(self, width: f32) -> f32 {
        match self {
            Card::Play if !cards::four_across(width) => 450.0,
            Card::Resume | Card::Play | Card::Daily => 330.0,
            Card::Library | Card::Studies | Card::Puzzles => 190.0,
        }
    }
}

fn home(
    mut contexts: EguiContexts,
    shown: Shown,
    mut asks: Asks,
    mut icons: Local<Option<Icons>>,
    tr: Res<Tr>,
) -> Result {
    // Coming to the home (or opening Rookery): what it shows is read again.
    if shown.screen.is_changed() {
        asks.home.write(HomeRequest);
        asks.puzzles.write(PuzzleCommand::Refresh);
    }
    if icons.is_none() || shown.art.as_ref().is_some_and(|a| a.is_changed()) {
        let made = piece_textures(&mut contexts, shown.art.as_deref());
        *icons = (!made.is_empty()).then_some(made);
    }
    let ctx = contexts.ctx_mut()?.clone();
    // The board's theme (its plugin is absent in headless tests).
    let theme = shown.theme.as_deref().copied().unwrap_or_default();
    let accent = style::accent(&theme);
    let mut said = Vec::new();
    // Enter resumes the game to resume, as the Continue card says, when no
    // window is open and no button has the keys (Enter then presses it).
    if shown.saved.resume.is_some()
        && *shown.overlay.get() == Overlay::None
        && ctx.memory(|m| m.focused().is_none())
        && ctx.input(|i| i.key_pressed(egui::Key::Enter))
    {
        said.push(Ask::Resume);
    }
    let mut root = root_ui(&ctx);
    let no_icons = Icons::default();
    let icons = icons.as_ref().unwrap_or(&no_icons);
    screen_panel(&mut root, |ui| {
        // The width before anything is laid out (a wide row would widen it).
        let width = ui.available_width();
        top_bar(ui, &tr, &mut asks, width >= 1000.0);
        ui.add_space(space::GAP);
        let look = cards::Look {
            tr: &tr,
            icons,
            theme: &theme,
            accent,
        };
        // Three cards a row in a window of usual size; two, then one, as a
        // larger text size leaves fewer points across.
        let columns = if width >= 1000.0 {
            3
        } else if width >= 640.0 {
            2
        } else {
            1
        };
        let card_w = ((width - (columns - 1) as f32 * space::GAP) / columns as f32).floor();
        for row in CARDS.chunks(columns) {
            let height = row
                .iter()
                .map(|card| card.height(card_w))
                .fold(0.0, f32::max);
            ui.horizontal_top(|ui| {
                ui.spacing_mut().item_spacing.x = space::GAP;
                let size = egui::vec2(card_w, height);
                for card in row {
                    match card {
                        Card::Resume => {
                            cards::resume(ui, &look, size, shown.saved.resume.as_ref(), &mut said);
                        }
                        Card::Play => cards::play(ui, &look, size, &shown.setup, &mut said),
                        Card::Daily => {
                            cards::daily(ui, &look, size, shown.facts.daily.as_ref(), &mut said);
                        }
                        Card::Library => {
                            let facts = shown.facts.library.as_ref();
                            cards::library(ui, &look, size, facts, &mut said);
                        }
                        Card::Studies => {
                            let facts = shown.facts.library.as_ref();
                            cards::studies(ui, &look, size, facts, &mut said);
                        }
                        Card::Puzzles => cards::puzzles(ui, &look, size, &shown.trainer, &mut said),
                    }
                }
            });
            ui.add_space(space::GAP);
        }
        // What went wrong with no file window open to say it (a
        // Resume or a load whose file could not be read).
        if !shown.overlay.get().is_file_window()
            && let Some(Err(e)) = shown.dialogs.unseen(&shown.feedback)
        {
            ui.add_space(space::ITEM);
            problem_label(ui, tr.text(e, false));
        }
    });
    for ask in said {
        carry_out(ask, &mut asks, &shown.setup);
    }
    Ok(())
}

/// The title and the tools, smaller, on its right.
fn top_bar(ui: &mut egui::Ui, tr: &Tr, asks: &mut Asks, wide: bool) {
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new("Rookery").size(size::TITLE).strong());
        ui.label(style::caption(tr!(tr, "menu-subtitle")));
        if !wide {
            return;
        }
        // The tools at the right, in reading order (and Tab's): the row's
        // width as the last frame measured it says where it starts.
        let id = ui.id().with("tools width");
        let width: f32 = ui.data(|d| d.get_temp(id)).unwrap_or(0.0);
        ui.add_space((ui.available_width() - width).max(0.0));
        let row = ui.horizontal(|ui| tools(ui, tr, asks)).response;
        if (row.rect.width() - width).abs() > 0.5 {
            ui.data_mut(|d| d.insert_temp(id, row.rect.width()));
            ui.ctx().request_repaint();
        }
    });
    // A narrow window (or a large text size): the tools under the title.
    if !wide {
        ui.horizontal_wrapped(|ui| tools(ui, tr, asks));
    }
}

/// A tool's button: the body's size, its icon before it.
fn tool(ui: &mut egui::Ui, icon: &str, text: &str) -> egui::Response {
    style::icon_button(ui, icon, text, None, egui::Vec2::ZERO, true)
}

/// The tools, smaller than the cards' buttons.
fn tools(ui: &mut egui::Ui, tr: &Tr, asks: &mut Asks) {
    if tool(ui, icon::MAGNIFYING_GLASS, &tr!(tr, "menu-analysis"))
        .on_hover_text(tr!(tr, "menu-analysis-hint"))
        .clicked()
    {
        asks.commands.write(GameCommand::AnalysisBoard);
    }
    if tool(ui, icon::PENCIL_SIMPLE, &tr!(tr, "menu-editor"))
        .on_hover_text(tr!(tr, "menu-editor-hint"))
        .clicked()
    {
        asks.editor.write(EditorCommand::Open {
            setup: Box::new(Setup::of(&Position::startpos())),
            from_game: false,
        });
    }
    if tool(ui, icon::FOLDER_OPEN, &tr!(tr, "menu-load-game")).clicked() {
        asks.persist.write(PersistCommand::Refresh);
        asks.next_overlay.set(Overlay::Load);
    }
    if tool(ui, icon::CLIPBOARD_TEXT, &tr!(tr, "menu-import")).clicked() {
        asks.next_overlay.set(Overlay::Import);
    }
    if tool(ui, icon::GEAR, &tr!(tr, "menu-settings")).clicked() {
        asks.next_overlay.set(Overlay::Settings);
    }
    if tool(ui, icon::QUESTION, &tr!(tr, "menu-help")).clicked() {
        asks.next_overlay.set(Overlay::Help);
    }
    if tool(ui, icon::SIGN_OUT, &tr!(tr, "menu-quit")).clicked() {
        asks.exit.write(AppExit::Success);
    }
}

fn carry_out(ask: Ask, asks: &mut Asks, setup: &SetupChoices) {
    match ask {
        Ask::Resume => {
            asks.persist.write(PersistCommand::Resume);
        }
        Ask::Quick(control) => {
            asks.choices.write(ChoicesRequest::Quick(control));
            asks.remember.write(RememberChoices {
                time_control: control,
                ..setup.remembered()
            });
            asks.commands.write(GameCommand::Start);
        }
        Ask::Setup => {
            asks.choices.write(ChoicesRequest::NewGame);
        }
        Ask::Daily(key) => {
            asks.puzzles
                .write(PuzzleCommand::Start(crate::library::PuzzleChoice::Key(key)));
        }
        Ask::Puzzles => asks.next_screen.set(Screen::Puzzles),
        Ask::Library => asks.next_screen.set(Screen::Library),
        Ask::Studies => asks.next_screen.set(Screen::Studies),
        Ask::Repertoire => asks.next_screen.set(Screen::Repertoire),
        Ask::OpenGame(id) => {
            asks.table
                .write(TableRequest::Open(id, crate::app::library::OpenAs::Board));
        }
    }
}
