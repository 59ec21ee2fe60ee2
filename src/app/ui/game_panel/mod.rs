//! The panel beside the board while a game is on screen: the players with
//! their captures, the move list and step bar, the status line, the move
//! box and the game's buttons with their confirmations.

mod controls;
mod game_review;
mod players;
mod puzzle;
mod repertoire_drill;
mod study_lesson;

pub use controls::MoveBox;

use crate::app::ui::style;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::engine_lines::{EngineView, engine_section};
use super::lesson::learn_section;
use super::move_list::move_list;
use super::notes::{StudyLink, TreeClick, notes_section, study_bar, tree_list};
use super::step_bar::StepBar;
use super::widgets::{piece_textures, root_ui_in};
use crate::app::ai::{EngineNotes, TaskKind, Thinking};
use crate::app::board::BoardLayout;
use crate::app::clock::GameClock;
use crate::app::game_review::{GameReviewState, ReviewRequest};
use crate::app::held::AppSettings;
use crate::app::i18n::{Tr, engine_note_text};
use crate::app::opening::GameOpening;
use crate::app::session::{ChoicesRequest, GameChanged, GameCommand, Session, StatusLine};
use crate::app::states::{AfterGame, InGame, Overlay, Pause, Screen};
use crate::app::view::Art;
use crate::persist::MoveNotation;
use crate::tr;
use controls::{buttons, draw_offer, move_box, resign_confirmation, status};
use game_review::review_section;
use players::{check_and_result, players};
use puzzle::{PuzzleView, puzzle_section};
use repertoire_drill::{DrillView, drill_section, repertoire_note};
use study_lesson::{LessonView, lesson_section};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MoveBox>()
        .add_systems(EguiPrimaryContextPass, game_panel.run_if(in_state(InGame)))
        .add_systems(PostUpdate, forget_move_box_on_new_game);
}

/// A new game starts with an empty move box.
fn forget_move_box_on_new_game(
    mut changes: MessageReader<GameChanged>,
    mut move_box: ResMut<MoveBox>,
) {
    if changes.read().any(|c| *c == GameChanged::Reset) && !move_box.0.is_empty() {
        move_box.0.clear();
    }
}

/// The window's language, the settings, the status line and the board's
/// layout (the panel's width), as the panel reads them.
#[derive(SystemParam)]
struct Reading<'w> {
    tr: Res<'w, Tr>,
    settings: Res<'w, AppSettings>,
    status_line: Res<'w, StatusLine>,
    layout: Res<'w, BoardLayout>,
}

/// The windows and screens the panel's buttons open: the pause menu, the
/// resign question, the review after the game and the way back to the
/// result.
#[derive(SystemParam)]
pub(super) struct Opens<'w> {
    overlay: Res<'w, State<Overlay>>,
    next_overlay: ResMut<'w, NextState<Overlay>>,
    next_pause: ResMut<'w, NextState<Pause>>,
    after_game: Option<Res<'w, State<AfterGame>>>,
    next_after_game: ResMut<'w, NextState<AfterGame>>,
    /// The analysis board's "Play from here".
    choices: MessageWriter<'w, ChoicesRequest>,
}

impl Opens<'_> {
    /// After the game, the review is in the panel (not the result window).
    fn reviewing(&self) -> bool {
        self.after_game
            .as_deref()
            .is_some_and(|a| *a.get() == AfterGame::Review)
    }
}

#[allow(clippy::too_many_arguments)]
fn game_panel(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    art: Option<Res<Art>>,
    mut move_text: ResMut<MoveBox>,
    mut commands: MessageWriter<GameCommand>,
    mut opens: Opens,
    mut review_bar: StepBar,
    reading: Reading,
    (thinking, engine_notes): (Res<Thinking>, Res<EngineNotes>),
    (clock, mut studies): (Res<GameClock>, StudyLink),
    game_review: Res<GameReviewState>,
    mut review_requests: MessageWriter<ReviewRequest>,
    mut engine: EngineView,
    opening: Res<GameOpening>,
    (mut puzzle_view, mut lesson_view, mut drill_view): (PuzzleView, LessonView, DrillView),
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let (tr, settings) = (&*reading.tr, &*reading.settings);
    let figurines = settings.notation == MoveNotation::Figurines;
    let icons = piece_textures(&mut contexts, art.as_deref());
    let ctx = contexts.ctx_mut()?.clone();
    let screen_rect = ctx.viewport_rect();
    let width = reading.layout.panel_points();
    let strip = egui::Rect::from_min_max(
        egui::pos2(screen_rect.max.x - width, screen_rect.min.y),
        screen_rect.max,
    );
    let mut root = root_ui_in(&ctx, strip);
    let game = &session.game;
    let playing = *screen.get() == Screen::Playing;
    let mut edited = move_text.clone();
    let reviewing = opens.reviewing();
    egui::Panel::right("game_panel")
        .exact_size(width)
        .resizable(false)
        .show(&mut root, |ui| {
            // Scrolls when large text makes the panel taller than the
            // window (the move list still sizes itself to what is seen).
            egui::ScrollArea::vertical()
                .auto_shrink(false)
                .show(ui, |ui| {
                    ui.add_space(6.0);
                    if session.lesson {
                        lesson_section(
                            ui,
                            tr,
                            (&session, &reading.status_line),
                            &mut lesson_view,
                            &mut studies.requests,
                        );
                        return;
                    }
                    if session.drill {
                        drill_section(
                            ui,
                            tr,
                            &session,
                            (&mut edited, &mut commands, &mut opens.choices),
                            &mut drill_view,
                        );
                        return;
                    }
                    if session.puzzle {
                        puzzle_section(
                            ui,
                            tr,
                            (&session, &reading.status_line),
                            &mut edited,
                            &mut commands,
                            &mut puzzle_view,
                        );
                        return;
                    }
                    players(
                        ui,
                        tr,
                        &session,
                        clock.0.as_ref(),
                        &icons,
                        review_bar.shown_ply(game),
                    );
                    check_and_result(ui, tr, game);
                    repertoire_note(ui, tr, &session, &drill_view);
                    if let Some(start) = opening.chess960() {
                        ui.label(egui::RichText::new(start).weak())
                            .on_hover_text(tr!(tr, "panel-chess960-hint"));
                    } else if let Some(named) = opening.at(review_bar.shown_ply(game)) {
                        ui.label(egui::RichText::new(named.to_string()).weak())
                            .on_hover_text(tr!(tr, "panel-opening-hint"));
                    }
                    ui.separator();
                    // After the game the review below takes more of the panel.
                    let reserve = if reviewing {
                        if engine.lines.on { 480.0 } else { 420.0 }
                    } else {
                        230.0
                    };
                    // The explorer (its filters, at most six lines and its button)
                    // takes room of its own.
                    let reserve = if engine.explorer.on && (session.analysis || reviewing) {
                        reserve + 200.0
                    } else {
                        reserve
                    };
                    if let Some(notes) = &session.notes {
                        // The notes' section under the tree takes its room
                        // (as tall as last frame) from the tree's, so what
                        // follows stands where it stands under a move list.
                        let notes_id = ui.id().with("notes height");
                        let notes_height = ui.data(|d| d.get_temp::<f32>(notes_id)).unwrap_or(96.0);
                        match tree_list(ui, tr, figurines, notes, reserve + notes_height) {
                            Some(TreeClick::Go(node)) => {
                                commands.write(GameCommand::GoToNode(node));
                            }
                            Some(TreeClick::Edit(edit)) => {
                                commands.write(GameCommand::Note(edit));
                            }
                            None => {}
                        }
                        let top = ui.cursor().top();
                        ui.push_id("notes", |ui| {
                            for edit in notes_section(ui, tr, notes) {
                                commands.write(GameCommand::Note(edit));
                            }
                            study_bar(ui, tr, notes, &mut studies);
                        });
                        let height = ui.cursor().top() - top;
                        if (height - notes_height).abs() > 0.5 {
                            ui.data_mut(|d| d.insert_temp(notes_id, height));
                            ui.ctx().request_repaint();
                        }
                    } else if let Some(ply) = move_list(
                        ui,
                        tr,
                        figurines,
                        game,
                        review_bar.shown_ply(game),
                        game_review.review.as_ref(),
                        reserve,
                    ) {
                        review_bar.go_to(ply);
                    }
                    review_bar.show(ui, tr, figurines, game, session.analysis);
                    ui.separator();
                    status(
                        ui,
                        tr,
                        figurines,
                        (&session, &reading.status_line),
                        playing,
                        thinking.is_running(TaskKind::Move),
                        &mut commands,
                    );
                    for note in engine_notes.for_players(&session.players) {
                        ui.label(
                            egui::RichText::new(tr.text(&engine_note_text(note), false))
                                .color(style::warn(ui.visuals())),
                        );
                    }
                    if session.analysis && engine.lesson.0.is_some() {
                        learn_section(ui, tr, figurines, &mut engine);
                        ui.separator();
                    }
                    if session.analysis || reviewing {
                        engine_section(
                            ui,
                            tr,
                            &mut engine,
                            &session,
                            review_bar.shown_ply(game),
                            settings,
                            session.analysis,
                            &mut commands,
                        );
                        ui.separator();
                        engine.explorer(ui, tr, figurines, session.analysis && playing);
                        ui.separator();
                    }
                    // Each section under an id of its own: a line that comes and
                    // goes above (the computer thinking, a check) must not change
                    // the ids of the buttons below, which a screen reader presses
                    // by id (a press between two frames would be lost).
                    if reviewing {
                        ui.push_id("review", |ui| {
                            review_section(
                                ui,
                                tr,
                                figurines,
                                &session,
                                &game_review,
                                &mut review_bar,
                                &mut opens,
                                &mut review_requests,
                            );
                        });
                    }
                    if playing && session.analysis {
                        move_box(ui, tr, session.position(), &mut edited, &mut commands);
                        ui.push_id("buttons", |ui| {
                            ui.horizontal(|ui| {
                                if ui.button(tr!(tr, "panel-flip-board")).clicked() {
                                    commands.write(GameCommand::Flip);
                                }
                                if ui.button(tr!(tr, "panel-menu")).clicked() {
                                    opens.next_pause.set(Pause::Paused);
                                }
                                if ui
                                    .button(tr!(tr, "panel-play-from-here"))
                                    .on_hover_text(tr!(tr, "panel-play-from-here-hint"))
                                    .clicked()
                                {
                                    opens.choices.write(ChoicesRequest::FromPosition(Box::new(
                                        *session.position(),
                                    )));
                                }
                            });
                        });
                    } else if playing {
                        move_box(ui, tr, session.position(), &mut edited, &mut commands);
                        ui.add_space(4.0);
                        ui.push_id("draw offer", |ui| {
                            draw_offer(ui, tr, &session, &mut commands);
                        });
                        ui.push_id("buttons", |ui| {
                            buttons(ui, tr, &session, settings, &mut opens, &mut commands);
                        });
                        ui.push_id("resign question", |ui| {
                            resign_confirmation(ui, tr, &session, &mut opens, &mut commands);
                        });
                    }
                });
        });
    // Drawn every frame, written only when the player changed something.
    move_text.set_if_neq(edited);
    Ok(())
}
