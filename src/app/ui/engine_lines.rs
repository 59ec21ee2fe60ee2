//! The panel's engine lines section: the switch and the engine to use,
//! the depth (and whether the engine has stopped there) and the best lines
//! in SAN with their scores; on the analysis board a line's first move
//! plays it.

use crate::app::ui::style;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use super::explorer::{explorer_choices, explorer_section};
use super::move_list::localise_line;
use super::widgets::spoken_choice;
use crate::app::board::ShownPly;
use crate::app::engine_lines::{EngineLines, LinesEngine, LinesRequest, offered_engine};
use crate::app::held::AppSettings;
use crate::app::i18n::Tr;
use crate::app::i18n::eval_text;
use crate::app::learn::{LearnRequest, Lesson};
use crate::app::library::explorer::{Explorer, ExplorerChoose, ExplorerSwitch};
use crate::app::library::table::{Search, TableRequest};
use crate::app::session::{GameCommand, MoveRequest, MoveSource, Session};
use crate::app::states::Screen;
use crate::persist::{MoveNotation, Settings};
use crate::tr;

/// What the panel's engine section reads and sends.
#[derive(SystemParam)]
pub(super) struct EngineView<'w> {
    pub(super) lines: Res<'w, EngineLines>,
    requests: MessageWriter<'w, LinesRequest>,
    moves: MessageWriter<'w, MoveRequest>,
    pub(super) lesson: Res<'w, Lesson>,
    pub(super) learn: MessageWriter<'w, LearnRequest>,
    pub(super) explorer: Res<'w, Explorer>,
    pub(super) explorer_switch: MessageWriter<'w, ExplorerSwitch>,
    explorer_choose: MessageWriter<'w, ExplorerChoose>,
    settings: Res<'w, AppSettings>,
    table: MessageWriter<'w, TableRequest>,
    next_screen: ResMut<'w, NextState<Screen>>,
    shown: Res<'w, ShownPly>,
    session: Option<Res<'w, Session>>,
}

impl EngineView<'_> {
    /// The opening explorer's section (see [`explorer_section`]); on the
    /// analysis board (`playable`) its moves play.
    pub(super) fn explorer(&mut self, ui: &mut egui::Ui, tr: &Tr, figurines: bool, playable: bool) {
        let find = explorer_section(
            ui,
            tr,
            figurines,
            &self.explorer,
            &mut self.explorer_switch,
            playable.then_some(&mut self.moves),
        );
        if self.explorer.on {
            let has_names = !self.settings.my_names().is_empty();
            let mut choice = self.explorer.choice.clone();
            explorer_choices(ui, tr, &mut choice, has_names);
            if choice != self.explorer.choice {
                self.explorer_choose.write(ExplorerChoose(choice));
            }
        }
        // "Games with this position": the Library screen, searching.
        if find && let Some(session) = &self.session {
            let pos = *self.shown.shown(&session.game);
            self.table
                .write(TableRequest::Search(Some(Search::Position(Box::new(pos)))));
            self.next_screen.set(Screen::Library);
        }
    }
}

/// The panel's engine section: the switch and the engine to use, then the
/// depth and the best lines, each with its score; on the analysis board
/// (`playable`) a line's first move is a button that plays it.
#[allow(clippy::too_many_arguments)]
pub(super) fn engine_section(
    ui: &mut egui::Ui,
    tr: &Tr,
    view: &mut EngineView,
    session: &Session,
    ply: usize,
    settings: &Settings,
    playable: bool,
    commands: &mut MessageWriter<GameCommand>,
) {
    let lines = &*view.lines;
    let requests = &mut view.requests;
    let mut moves = playable.then_some(&mut view.moves);
    let figurines = settings.notation == MoveNotation::Figurines;
    ui.horizontal(|ui| {
        let mut on = lines.on;
        if ui
            .checkbox(
                &mut on,
                egui::RichText::new(tr!(tr, "lines-engine")).strong(),
            )
            .on_hover_text(tr!(tr, "lines-engine-hint"))
            .changed()
        {
            requests.write(LinesRequest::Switch(on));
        }
        let engine = lines.engine.clone().unwrap_or_default();
        let external = offered_engine(Some(settings));
        let name = |e: &LinesEngine| match e {
            LinesEngine::Rookery => "Rookery".to_string(),
            LinesEngine::External(path) => path.file_stem().map_or_else(
                || path.display().to_string(),
                |s| s.to_string_lossy().into(),
            ),
        };
        if let Some(path) = external {
            let mut chosen = engine.clone();
            let shown = name(&engine);
            let menu = egui::ComboBox::from_id_salt("analysis_engine")
                .selected_text(&shown)
                .show_ui(ui, |ui| {
                    for choice in [LinesEngine::Rookery, LinesEngine::External(path)] {
                        let label = name(&choice);
                        ui.selectable_value(&mut chosen, choice, label);
                    }
                });
            spoken_choice(menu.response, &tr!(tr, "lines-engine-choice"), &shown);
            if chosen != engine {
                requests.write(LinesRequest::Use(chosen));
            }
        } else if lines.on {
            ui.label(name(&engine));
        }
        if lines.on && lines.depth > 0 {
            let depth = if lines.stopped {
                tr!(tr, "lines-depth-stopped", depth = lines.depth)
            } else {
                tr!(tr, "lines-depth", depth = lines.depth)
            };
            ui.label(egui::RichText::new(depth).weak());
        }
    });
    if !playable {
        ui.horizontal(|ui| {
            if ui
                .button(tr!(tr, "lesson-title"))
                .on_hover_text(tr!(tr, "lesson-hint"))
                .clicked()
            {
                view.learn.write(LearnRequest::Start);
            }
            if ui
                .button(tr!(tr, "analysis-from-here"))
                .on_hover_text(tr!(tr, "analysis-from-here-hint"))
                .clicked()
            {
                commands.write(GameCommand::Analyse(ply));
            }
        });
    }
    if let Some(note) = &lines.note {
        ui.label(egui::RichText::new(tr.text(note, false)).color(style::warn(ui.visuals())));
    }
    if !lines.on {
        return;
    }
    if lines.lines.is_empty() {
        let text = match session.game.position_at(ply) {
            Some(p) if p.is_checkmate() => tr!(tr, "lines-checkmate"),
            Some(p) if !p.has_legal_moves() => tr!(tr, "lines-stalemate"),
            _ => tr!(tr, "lines-thinking"),
        };
        ui.label(egui::RichText::new(text).weak());
    }
    for line in &lines.lines {
        ui.horizontal(|ui| {
            ui.label(
                egui::RichText::new(format!("{:>6}", eval_text(line.eval, tr.language())))
                    .monospace()
                    .strong(),
            );
            match moves.as_deref_mut() {
                Some(moves) => {
                    let (first, rest) = line.text.split_at(line.first_len);
                    let first = localise_line(tr, first.trim(), figurines);
                    let rest = localise_line(tr, rest.trim(), figurines);
                    if ui
                        .add(egui::Button::new(first).small())
                        .on_hover_text(tr!(tr, "lines-play-move"))
                        .clicked()
                    {
                        moves.write(MoveRequest {
                            from: line.first.from,
                            to: line.first.to,
                            promotion: line.first.promotion,
                            source: MoveSource::Click,
                        });
                    }
                    ui.add(egui::Label::new(rest).truncate());
                }
                None => {
                    let text = localise_line(tr, &line.text, figurines);
                    ui.add(egui::Label::new(text).truncate());
                }
            }
        });
    }
}
