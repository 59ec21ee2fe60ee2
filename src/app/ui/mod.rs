//! The egui screens: main menu, setup, the side panel while playing, the
//! pause menu and the game-over window.

mod review;

mod files;
pub mod help;

pub use files::{Dialog, FileDialogs};

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, EguiTextureHandle, egui};

use super::board::PANEL_WIDTH;
use super::persist::{PersistCommand, PersistFeedback, SavedGames};
use super::session::{
    ColorChoice, EngineChoice, GameCommand, GameMode, PlayerKind, Session, SetupChoices, StatusKind,
};
use super::settings::Notices;
use super::states::{InGame, Pause, Screen};
use super::view::Art;
use crate::engine::Level;
use crate::persist::{AnimationSetting, PieceStyle, Settings, ThemeName};
use crate::rules::{Color, EndReason, PieceKind};

/// Dialogs that belong to the panel.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct PanelState {
    /// The text in the move box.
    pub move_text: String,
    /// The resign confirmation is open.
    pub confirm_resign: bool,
    /// The settings window is open.
    pub settings_open: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<PanelState>()
        .init_resource::<FileDialogs>()
        .add_systems(PostUpdate, files::start_step_through)
        .add_systems(
            EguiPrimaryContextPass,
            (
                main_menu.run_if(in_state(Screen::Menu)),
                setup_screen.run_if(in_state(Screen::Setup)),
                game_panel.run_if(in_state(InGame)),
                pause_menu.run_if(in_state(Pause::Paused)),
                game_over.run_if(in_state(Screen::GameOver)),
                settings_window,
                files::file_windows,
                notices_window,
            ),
        );
}

fn big_button(ui: &mut egui::Ui, text: &str, enabled: bool) -> egui::Response {
    ui.add_enabled(
        enabled,
        egui::Button::new(egui::RichText::new(text).size(20.0)).min_size(egui::vec2(240.0, 40.0)),
    )
}

/// A fixed window centred over the board (pause menu, game over).
fn board_window(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(
            egui::Align2::CENTER_CENTER,
            egui::vec2(-PANEL_WIDTH / 2.0, 0.0),
        )
}

fn root_ui(ctx: &egui::Context) -> egui::Ui {
    root_ui_in(ctx, ctx.viewport_rect())
}

/// A background root for panels limited to `rect`: egui counts the pointer
/// as over egui anywhere on a background layer's rectangle, so the board's
/// part of the window must stay outside it.
fn root_ui_in(ctx: &egui::Context, rect: egui::Rect) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(rect),
    )
}

fn main_menu(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut panel: ResMut<PanelState>,
    mut dialogs: ResMut<FileDialogs>,
    mut feedback: ResMut<PersistFeedback>,
    mut choices: ResMut<SetupChoices>,
    saved: Res<SavedGames>,
    mut persist: MessageWriter<PersistCommand>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = root_ui(&ctx);
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.12);
            ui.label(egui::RichText::new("Rookery").size(64.0).strong());
            ui.label(egui::RichText::new("chess").size(22.0).weak());
            ui.add_space(28.0);
            if let Some(resume) = &saved.resume {
                if big_button(ui, "Resume", true)
                    .on_hover_text("Continue the game that was running when Rookery closed")
                    .clicked()
                {
                    persist.write(PersistCommand::Resume);
                }
                ui.label(
                    egui::RichText::new(format!(
                        "{}, move {}",
                        resume.players,
                        resume.moves / 2 + 1
                    ))
                    .weak(),
                );
                ui.add_space(6.0);
            }
            if big_button(ui, "New Game", true).clicked() {
                choices.start_fen = None;
                next.set(Screen::Setup);
            }
            ui.add_space(8.0);
            if big_button(ui, "Load Game", true).clicked() {
                persist.write(PersistCommand::Refresh);
                dialogs.show(Dialog::Load, &mut feedback);
            }
            ui.add_space(8.0);
            if big_button(ui, "Load FEN / PGN", true).clicked() {
                dialogs.show(Dialog::Import, &mut feedback);
            }
            ui.add_space(8.0);
            if big_button(ui, "Settings", true).clicked() {
                panel.settings_open = true;
            }
            ui.add_space(8.0);
            if big_button(ui, "Help", true).clicked() {
                dialogs.help = true;
            }
            ui.add_space(8.0);
            if big_button(ui, "Quit", true).clicked() {
                exit.write(AppExit::Success);
            }
            // A game given on the command line that could not be opened.
            if dialogs.open.is_none()
                && let Some(Err(e)) = &feedback.last
            {
                ui.add_space(12.0);
                ui.label(egui::RichText::new(e).color(egui::Color32::from_rgb(240, 120, 100)));
            }
        });
    });
    Ok(())
}

/// Messages that are not about the game (a settings file set aside, an
/// autosave that failed), until dismissed.
fn notices_window(mut contexts: EguiContexts, mut notices: ResMut<Notices>) -> Result {
    if notices.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    egui::Window::new("Notice")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 12.0))
        .show(&ctx, |ui| {
            ui.set_max_width(520.0);
            for text in &notices.0 {
                ui.label(text);
            }
            if ui.button("OK").clicked() {
                notices.0.clear();
            }
        });
    Ok(())
}

fn setup_screen(
    mut contexts: EguiContexts,
    mut choices: ResMut<SetupChoices>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = root_ui(&ctx);
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.12);
            ui.label(egui::RichText::new("New game").size(36.0).strong());
            ui.add_space(20.0);
        });
        let width = 360.0;
        let left = ((ui.available_width() - width) / 2.0).max(0.0);
        ui.horizontal(|ui| {
            ui.add_space(left);
            ui.vertical(|ui| {
                ui.set_width(width);
                ui.label(egui::RichText::new("Opponent").strong());
                ui.radio_value(
                    &mut choices.mode,
                    GameMode::HumanVsHuman,
                    "Two players on this screen",
                );
                ui.radio_value(
                    &mut choices.mode,
                    GameMode::HumanVsComputer,
                    "Against the computer",
                );
                ui.radio_value(
                    &mut choices.mode,
                    GameMode::ComputerVsComputer,
                    "Computer against computer (watch)",
                );
                if choices.mode != GameMode::HumanVsHuman {
                    ui.add_space(12.0);
                    ui.label(egui::RichText::new("Computer").strong());
                    ui.radio_value(
                        &mut choices.engine,
                        EngineChoice::Builtin,
                        "Rookery's engine",
                    );
                    if choices.engine == EngineChoice::Builtin {
                        let mut n = match choices.level {
                            Level::Random => 0,
                            Level::Strength(n) => n,
                        };
                        ui.horizontal(|ui| {
                            ui.add_space(24.0);
                            ui.add(egui::Slider::new(&mut n, 0..=8).text("level"));
                        });
                        choices.level = if n == 0 {
                            Level::Random
                        } else {
                            Level::Strength(n)
                        };
                        ui.horizontal(|ui| {
                            ui.add_space(24.0);
                            ui.label(egui::RichText::new(level_blurb(choices.level)).weak());
                        });
                    }
                    ui.radio_value(
                        &mut choices.engine,
                        EngineChoice::External,
                        "Another UCI engine (e.g. Stockfish)",
                    );
                    if choices.engine == EngineChoice::External {
                        ui.horizontal(|ui| {
                            ui.add_space(24.0);
                            ui.label("Path");
                            ui.add(
                                egui::TextEdit::singleline(&mut choices.engine_path)
                                    .desired_width(260.0),
                            );
                        });
                        ui.horizontal(|ui| {
                            ui.add_space(24.0);
                            ui.add(
                                egui::Slider::new(&mut choices.engine_elo, 800..=3000).text("Elo"),
                            );
                        });
                    }
                }
                if let Some(fen) = choices.start_fen.clone() {
                    ui.add_space(12.0);
                    ui.label(egui::RichText::new("Starting position").strong());
                    ui.label(egui::RichText::new(&fen).monospace().small());
                    if ui.button("Use the standard position instead").clicked() {
                        choices.start_fen = None;
                    }
                }
                ui.add_space(12.0);
                ui.label(egui::RichText::new("Your colour").strong());
                ui.add_enabled_ui(choices.mode != GameMode::ComputerVsComputer, |ui| {
                    ui.horizontal(|ui| {
                        ui.radio_value(&mut choices.color, ColorChoice::White, "White");
                        ui.radio_value(&mut choices.color, ColorChoice::Black, "Black");
                        ui.radio_value(&mut choices.color, ColorChoice::Random, "Random");
                    });
                });
                ui.add_space(12.0);
                ui.label(egui::RichText::new("Players").strong());
                egui::Grid::new("names").num_columns(2).show(ui, |ui| {
                    if choices.mode != GameMode::ComputerVsComputer {
                        ui.label("You");
                        ui.add(egui::TextEdit::singleline(&mut choices.name).char_limit(32));
                        ui.end_row();
                    }
                    if choices.mode == GameMode::HumanVsHuman {
                        ui.label("Opponent");
                        ui.add(egui::TextEdit::singleline(&mut choices.opponent).char_limit(32));
                        ui.end_row();
                    } else {
                        ui.label("Computer");
                        ui.label(choices.computer_name());
                        ui.end_row();
                    }
                });
                ui.add_space(20.0);
                ui.horizontal(|ui| {
                    if ui
                        .add(
                            egui::Button::new(egui::RichText::new("Start").size(20.0))
                                .min_size(egui::vec2(120.0, 36.0)),
                        )
                        .clicked()
                    {
                        if choices.name.trim().is_empty() {
                            choices.name = "Player 1".into();
                        }
                        if choices.opponent.trim().is_empty() {
                            choices.opponent = "Player 2".into();
                        }
                        commands.write(GameCommand::Start);
                    }
                    if ui
                        .add(
                            egui::Button::new(egui::RichText::new("Back").size(20.0))
                                .min_size(egui::vec2(120.0, 36.0)),
                        )
                        .clicked()
                    {
                        next.set(Screen::Menu);
                    }
                });
            });
        });
    });
    Ok(())
}

/// Material value of a piece for the difference shown under the captures.
fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Pawn => 1,
        PieceKind::Knight | PieceKind::Bishop => 3,
        PieceKind::Rook => 5,
        PieceKind::Queen => 9,
        PieceKind::King => 0,
    }
}

#[allow(clippy::too_many_arguments)]
fn game_panel(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    art: Option<Res<Art>>,
    mut panel: ResMut<PanelState>,
    mut commands: MessageWriter<GameCommand>,
    mut next_pause: ResMut<NextState<Pause>>,
    mut review_bar: review::ReviewBar,
    settings: Res<Settings>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    // Piece images for the captured-pieces rows.
    let mut icons = std::collections::HashMap::new();
    if let Some(art) = &art {
        for color in Color::ALL {
            for kind in PieceKind::ALL {
                let id = contexts.add_image(EguiTextureHandle::Weak(art.piece(color, kind).id()));
                icons.insert((color, kind), id);
            }
        }
    }
    let ctx = contexts.ctx_mut()?.clone();
    let screen_rect = ctx.viewport_rect();
    let strip = egui::Rect::from_min_max(
        egui::pos2(screen_rect.max.x - PANEL_WIDTH, screen_rect.min.y),
        screen_rect.max,
    );
    let mut root = root_ui_in(&ctx, strip);
    let game = &session.game;
    let pos = game.position();
    let over = game.is_over();
    let playing = *screen.get() == Screen::Playing;
    egui::Panel::right("game_panel")
        .exact_size(PANEL_WIDTH)
        .resizable(false)
        .show(&mut root, |ui| {
            ui.add_space(6.0);
            // Players, whose turn, check.
            for color in [Color::Black, Color::White] {
                let to_move = !over && pos.side_to_move() == color;
                let marker = if to_move { "▶" } else { " " };
                let text = format!("{marker} {} ({color})", session.names[color]);
                let mut rich = egui::RichText::new(text).size(17.0);
                if to_move {
                    rich = rich.strong();
                }
                ui.label(rich);
                // Pieces this side has captured, and its material lead.
                // Captures and material as of the position on the board
                // (the live one, or the one being reviewed).
                let shown = review_bar.shown_ply(game);
                let board = game.position_at(shown).unwrap_or(pos);
                let taken: Vec<PieceKind> = game.moves()[..shown.min(game.moves().len())]
                    .iter()
                    .filter(|m| m.before.side_to_move() == color)
                    .filter_map(|m| m.mv.captured)
                    .collect();
                let mut sorted = taken.clone();
                sorted.sort_by_key(|k| std::cmp::Reverse(value(*k)));
                let material = |c: Color| -> i32 {
                    PieceKind::ALL
                        .into_iter()
                        .map(|k| value(k) * (board.by_color(c) & board.by_kind(k)).count() as i32)
                        .sum()
                };
                let lead = material(color) - material(color.other());
                ui.horizontal(|ui| {
                    ui.set_min_height(24.0);
                    if !sorted.is_empty() {
                        // Captured pieces on a light strip, so Black's stay visible.
                        egui::Frame::new()
                            .fill(egui::Color32::from_rgb(0xd8, 0xd2, 0xc4))
                            .corner_radius(4.0)
                            .inner_margin(egui::Margin::symmetric(3, 1))
                            .show(ui, |ui| {
                                ui.spacing_mut().item_spacing.x = -4.0;
                                for k in &sorted {
                                    if let Some(id) = icons.get(&(color.other(), *k)) {
                                        ui.add(egui::Image::new(egui::load::SizedTexture::new(
                                            *id,
                                            [20.0, 20.0],
                                        )));
                                    }
                                }
                            });
                    }
                    if lead > 0 {
                        ui.label(egui::RichText::new(format!("+{lead}")).strong());
                    }
                });
                ui.add_space(4.0);
            }
            if pos.is_check() && !over {
                ui.label(
                    egui::RichText::new(format!("{} is in check!", pos.side_to_move()))
                        .color(egui::Color32::from_rgb(230, 80, 70))
                        .strong(),
                );
            }
            if let Some(o) = game.outcome() {
                ui.label(egui::RichText::new(o.to_string()).strong());
            }
            ui.separator();
            // The move list.
            let list_height = (ui.available_height() - 230.0).max(80.0);
            egui::ScrollArea::vertical()
                .max_height(list_height)
                .auto_shrink([false, false])
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    let moves = game.moves();
                    let first_black = game.start_position().side_to_move() == Color::Black;
                    let start_no = game.start_position().fullmove_number() as usize;
                    // The move that led to the position on the board (the
                    // last one, or the one being reviewed).
                    let current = review_bar.shown_ply(game).checked_sub(1);
                    let mut clicked = None;
                    let mut cell = |ui: &mut egui::Ui, i: usize| {
                        let text = egui::RichText::new(&moves[i].san).monospace();
                        let text = if Some(i) == current {
                            text.strong()
                                .background_color(egui::Color32::from_rgb(70, 90, 60))
                        } else {
                            text
                        };
                        if ui
                            .add(egui::Label::new(text).sense(egui::Sense::click()))
                            .on_hover_cursor(egui::CursorIcon::PointingHand)
                            .clicked()
                        {
                            clicked = Some(i + 1);
                        }
                    };
                    let mut i = 0;
                    let mut number = start_no;
                    egui::Grid::new("moves")
                        .num_columns(3)
                        .striped(true)
                        .min_col_width(60.0)
                        .show(ui, |ui| {
                            while i < moves.len() {
                                ui.label(format!("{number}."));
                                if i == 0 && first_black {
                                    ui.label("...");
                                } else {
                                    cell(ui, i);
                                    i += 1;
                                }
                                if i < moves.len() {
                                    cell(ui, i);
                                    i += 1;
                                }
                                ui.end_row();
                                number += 1;
                            }
                        });
                    if let Some(ply) = clicked {
                        review_bar.go_to(ply);
                    }
                });
            review_bar.show(ui, game);
            ui.separator();
            // Status line.
            if let Some((kind, text)) = &session.status {
                let color = match kind {
                    StatusKind::Info => ui.visuals().text_color(),
                    StatusKind::Warning => egui::Color32::from_rgb(240, 180, 60),
                };
                ui.label(egui::RichText::new(text).color(color));
            } else {
                ui.label(" ");
            }
            if playing && session.thinking {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label("Thinking...");
                });
            }
            if let Some((_, why)) = &session.engine_failure {
                ui.label(
                    egui::RichText::new(format!("The engine stopped: {why}"))
                        .color(egui::Color32::from_rgb(240, 180, 60)),
                );
                if ui.button("Continue with Rookery's engine").clicked() {
                    commands.write(GameCommand::UseBuiltinEngine);
                }
            }
            if playing {
                // The move box.
                ui.horizontal(|ui| {
                    ui.label("Move:");
                    let edit = ui.add(
                        egui::TextEdit::singleline(&mut panel.move_text)
                            .hint_text("e4, Nf3, O-O, e7e8q")
                            .desired_width(150.0),
                    );
                    let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    if (enter || ui.button("Play").clicked()) && !panel.move_text.trim().is_empty()
                    {
                        commands.write(GameCommand::Typed(std::mem::take(&mut panel.move_text)));
                        edit.request_focus();
                    }
                });
                ui.add_space(4.0);
                // Draw offer waiting for an answer.
                if let Some(offerer) = session.draw_offer {
                    ui.label(format!("{} offers a draw.", session.names[offerer]));
                    ui.horizontal(|ui| {
                        if ui.button("Accept").clicked() {
                            commands.write(GameCommand::AnswerDraw(true));
                        }
                        if ui.button("Decline").clicked() {
                            commands.write(GameCommand::AnswerDraw(false));
                        }
                    });
                }
                let human_turn = matches!(session.players[pos.side_to_move()], PlayerKind::Human);
                ui.horizontal_wrapped(|ui| {
                    if ui
                        .add_enabled(human_turn && !over, egui::Button::new("Help me move"))
                        .on_hover_text("Shows the engine's best move on the board")
                        .clicked()
                    {
                        commands.write(GameCommand::Hint);
                    }
                    if ui
                        .add_enabled(game.can_undo(), egui::Button::new("Undo"))
                        .clicked()
                    {
                        commands.write(GameCommand::Undo);
                    }
                    if ui
                        .add_enabled(
                            session.draw_offer.is_none(),
                            egui::Button::new("Offer draw"),
                        )
                        .clicked()
                    {
                        commands.write(GameCommand::OfferDraw);
                    }
                    if let Some(reason) = game.claimable_draw() {
                        let label = match reason {
                            EndReason::FiftyMoveRule => "Claim draw (50 moves)",
                            _ => "Claim draw (repetition)",
                        };
                        if ui.button(label).clicked() {
                            commands.write(GameCommand::ClaimDraw);
                        }
                    }
                    if ui.button("Resign").clicked() {
                        if settings.confirm_resign {
                            panel.confirm_resign = true;
                        } else {
                            commands.write(GameCommand::Resign(session.acting_side()));
                        }
                    }
                    if ui.button("Flip board").clicked() {
                        commands.write(GameCommand::Flip);
                    }
                    if ui.button("Menu").clicked() {
                        next_pause.set(Pause::Paused);
                    }
                });
                if panel.confirm_resign {
                    let side = session.acting_side();
                    ui.add_space(4.0);
                    ui.label(format!(
                        "Resign the game for {} ({side})?",
                        session.names[side]
                    ));
                    ui.horizontal(|ui| {
                        if ui.button("Yes, resign").clicked() {
                            commands.write(GameCommand::Resign(side));
                            panel.confirm_resign = false;
                        }
                        if ui.button("Cancel").clicked() {
                            panel.confirm_resign = false;
                        }
                    });
                }
            }
        });
    Ok(())
}

fn menu_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add(
        egui::Button::new(egui::RichText::new(text).size(17.0)).min_size(egui::vec2(220.0, 30.0)),
    )
}

#[allow(clippy::too_many_arguments)]
fn pause_menu(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    settings: Res<Settings>,
    mut next_pause: ResMut<NextState<Pause>>,
    mut next: ResMut<NextState<Screen>>,
    mut panel: ResMut<PanelState>,
    mut dialogs: ResMut<FileDialogs>,
    mut feedback: ResMut<PersistFeedback>,
    mut persist: MessageWriter<PersistCommand>,
    mut commands: MessageWriter<GameCommand>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    // A file window opened from here takes its place until it closes.
    if dialogs.open.is_some() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let in_progress = files::game_in_progress(session.as_deref());
    board_window("Paused").show(&ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.spacing_mut().item_spacing.y = 6.0;
            if menu_button(ui, "Resume").clicked() {
                next_pause.set(Pause::Running);
            }
            if menu_button(ui, "Save Game").clicked() {
                dialogs.show(Dialog::Save, &mut feedback);
            }
            if menu_button(ui, "Load Game").clicked() {
                persist.write(PersistCommand::Refresh);
                dialogs.show(Dialog::Load, &mut feedback);
            }
            if menu_button(ui, "Export FEN / PGN").clicked() {
                dialogs.show(Dialog::Export, &mut feedback);
            }
            if menu_button(ui, "Settings").clicked() {
                panel.settings_open = true;
            }
            if menu_button(ui, "Help").clicked() {
                dialogs.help = true;
            }
            let can_resign = session.as_deref().is_some_and(|s| !s.game.is_over());
            if ui
                .add_enabled(
                    can_resign,
                    egui::Button::new(egui::RichText::new("Resign").size(17.0))
                        .min_size(egui::vec2(220.0, 30.0)),
                )
                .clicked()
                && let Some(s) = session.as_deref()
            {
                if settings.confirm_resign {
                    panel.confirm_resign = true;
                } else {
                    commands.write(GameCommand::Resign(s.acting_side()));
                }
                next_pause.set(Pause::Running);
            }
            if menu_button(ui, "Main Menu").clicked() {
                if in_progress {
                    dialogs.show(Dialog::Leave { quit: false }, &mut feedback);
                } else {
                    next.set(Screen::Menu);
                }
            }
            if menu_button(ui, "Quit").clicked() {
                if in_progress {
                    dialogs.show(Dialog::Leave { quit: true }, &mut feedback);
                } else {
                    exit.write(AppExit::Success);
                }
            }
        });
    });
    Ok(())
}

fn game_over(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: MessageWriter<GameCommand>,
    mut dialogs: ResMut<FileDialogs>,
    mut feedback: ResMut<PersistFeedback>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let Some(outcome) = session.game.outcome() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    board_window("Game over").show(&ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(egui::RichText::new(outcome.to_string()).size(22.0).strong());
            ui.add_space(12.0);
            if big_button(ui, "Rematch", true).clicked() {
                commands.write(GameCommand::Rematch);
            }
            if big_button(ui, "New Game", true).clicked() {
                next.set(Screen::Setup);
            }
            if big_button(ui, "Export FEN / PGN", true).clicked() {
                dialogs.show(Dialog::Export, &mut feedback);
            }
            if big_button(ui, "Main Menu", true).clicked() {
                next.set(Screen::Menu);
            }
        });
    });
    Ok(())
}

fn settings_window(
    mut contexts: EguiContexts,
    mut panel: ResMut<PanelState>,
    mut settings: ResMut<Settings>,
) -> Result {
    if !panel.settings_open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let mut open = true;
    egui::Window::new("Settings")
        .collapsible(false)
        .resizable(false)
        .open(&mut open)
        .show(&ctx, |ui| {
            let mut s = settings.clone();
            settings_controls(ui, &mut s);
            // Only a real change marks the settings changed (and saves them).
            if s != *settings {
                *settings = s;
            }
        });
    panel.settings_open = open;
    Ok(())
}

/// The Settings window's controls, editing a copy of the settings.
fn settings_controls(ui: &mut egui::Ui, s: &mut Settings) {
    egui::Grid::new("settings")
        .num_columns(2)
        .spacing([16.0, 8.0])
        .show(ui, |ui| {
            ui.label("Sound");
            ui.horizontal(|ui| {
                ui.checkbox(&mut s.sound, "On");
                ui.add_enabled(
                    s.sound,
                    egui::Slider::new(&mut s.volume, 0.0..=1.0)
                        .text("volume")
                        .show_value(false),
                );
            });
            ui.end_row();
            ui.label("Board");
            egui::ComboBox::from_id_salt("theme")
                .selected_text(s.theme.label())
                .show_ui(ui, |ui| {
                    for t in ThemeName::ALL {
                        ui.selectable_value(&mut s.theme, t, t.label());
                    }
                });
            ui.end_row();
            ui.label("Pieces");
            ui.horizontal(|ui| {
                ui.radio_value(&mut s.piece_style, PieceStyle::Figures, "Figures");
                ui.radio_value(&mut s.piece_style, PieceStyle::Letters, "Letters");
            });
            ui.end_row();
            ui.label("Animation");
            ui.horizontal(|ui| {
                for a in AnimationSetting::ALL {
                    ui.radio_value(&mut s.animation, a, a.label());
                }
            });
            ui.end_row();
            ui.label("Help");
            ui.vertical(|ui| {
                ui.checkbox(&mut s.show_hints, "Show legal moves of the selected piece");
                ui.checkbox(&mut s.show_coordinates, "Show coordinates");
            });
            ui.end_row();
            ui.label("Play");
            ui.vertical(|ui| {
                ui.checkbox(&mut s.auto_queen, "Promote to a queen without asking");
                ui.checkbox(&mut s.confirm_resign, "Ask before resigning");
            });
            ui.end_row();
        });
}

/// What a level means, in a few words, for Setup.
fn level_blurb(level: Level) -> &'static str {
    match level {
        Level::Random => "Plays any legal move at random",
        Level::Strength(1) => "Beginner: sees one move ahead, often careless",
        Level::Strength(2) => "Novice",
        Level::Strength(3) => "Casual player",
        Level::Strength(4) => "Improving player",
        Level::Strength(5) => "Club player",
        Level::Strength(6) => "Strong club player",
        Level::Strength(7) => "Expert",
        _ => "Full strength",
    }
}
