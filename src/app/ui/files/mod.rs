//! The windows for files and leaving: Save Game, Load Game, Load FEN / PGN,
//! Export, Help, and the question asked before leaving a game in progress.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::help::help_contents;
use crate::app::board::Review;
use crate::app::persist::{PersistCommand, PersistFeedback, SavedGames, default_save_name};
use crate::app::session::{Session, SetupChoices};
use crate::app::states::Screen;
use crate::persist::{Storage, time};
use crate::rules::{PgnGame, Position, read_games};

/// The file and help windows' state.
#[derive(Resource, Debug, Default, Clone)]
pub struct FileDialogs {
    /// The one file window open, if any.
    pub open: Option<Dialog>,
    /// The help window is open (it can stay beside the others).
    pub help: bool,
    /// The name typed in Save Game.
    pub save_name: String,
    /// A save waiting for its deletion to be confirmed.
    pub confirm_delete: Option<(PathBuf, String)>,
    /// The text of the FEN or PGN being imported.
    pub import_text: String,
    /// A file to read into the import box.
    pub import_path: String,
    /// Why the file could not be read.
    pub import_file_error: Option<String>,
    /// FEN or PGN.
    pub import_kind: ImportKind,
    /// The folder or file typed in Export.
    pub export_path: String,
    /// A command was sent and its answer is awaited (the window closes on
    /// success).
    pub awaiting: bool,
    /// After opening a PGN to step through: show its start once the board
    /// is up.
    pub step_through: bool,
    /// The last PGN text parsed, and what it gave (parsing once per edit,
    /// not once per frame).
    parsed_pgn: Option<(String, Result<Box<PgnGame>, String>)>,
}

/// The file windows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialog {
    /// Save Game.
    Save,
    /// Load Game.
    Load,
    /// Load FEN / PGN.
    Import,
    /// Export the position or the game.
    Export,
    /// Leaving a game in progress: to quit Rookery or to go to the menu.
    Leave {
        /// Quit Rookery (else go to the main menu).
        quit: bool,
    },
}

/// What is being imported.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ImportKind {
    /// A position.
    #[default]
    Fen,
    /// A game.
    Pgn,
}

impl FileDialogs {
    /// Opens a window, forgetting the last command's answer.
    pub fn show(&mut self, dialog: Dialog, feedback: &mut PersistFeedback) {
        self.open = Some(dialog);
        self.awaiting = false;
        self.confirm_delete = None;
        feedback.last = None;
        if dialog == Dialog::Save {
            self.save_name = default_save_name();
        }
    }
}

/// Whether leaving the current game loses something a player would miss:
/// it has moves and has not ended.
pub fn game_in_progress(session: Option<&Session>) -> bool {
    session.is_some_and(|s| !s.game.is_over() && !s.game.moves().is_empty())
}

const ERROR: egui::Color32 = egui::Color32::from_rgb(240, 120, 100);
const GOOD: egui::Color32 = egui::Color32::from_rgb(130, 200, 120);

fn feedback_label(ui: &mut egui::Ui, feedback: &PersistFeedback) {
    match &feedback.last {
        Some(Ok(text)) => {
            ui.label(egui::RichText::new(text).color(GOOD));
        }
        Some(Err(text)) => {
            ui.label(egui::RichText::new(text).color(ERROR));
        }
        None => {}
    }
}

fn centred(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
}

/// A window whose top edge stays put while its contents change size (the
/// import window's tabs and error lines), so it does not jump under the
/// pointer.
fn top_anchored(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 90.0))
}

#[allow(clippy::too_many_arguments)]
pub(super) fn file_windows(
    mut contexts: EguiContexts,
    mut dialogs: ResMut<FileDialogs>,
    mut feedback: ResMut<PersistFeedback>,
    saved: Res<SavedGames>,
    session: Option<Res<Session>>,
    storage: Option<Res<Storage>>,
    mut choices: ResMut<SetupChoices>,
    mut next: ResMut<NextState<Screen>>,
    mut persist: MessageWriter<PersistCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let d = &mut *dialogs;
    // A command sent from a window: close it once it worked.
    if d.awaiting && matches!(feedback.last, Some(Ok(_))) {
        d.awaiting = false;
        if matches!(d.open, Some(Dialog::Save | Dialog::Export)) {
            d.open = None;
        }
    }
    if d.help {
        let mut open = true;
        egui::Window::new("Help")
            .open(&mut open)
            .default_size([580.0, 520.0])
            .max_height(ctx.viewport_rect().height() - 60.0)
            .show(&ctx, help_contents);
        d.help = open;
    }
    let Some(dialog) = d.open else {
        return Ok(());
    };
    let mut keep_open = true;
    match dialog {
        Dialog::Save => {
            centred("Save Game").show(&ctx, |ui| {
                ui.label("Name of the save:");
                let edit = ui.add(egui::TextEdit::singleline(&mut d.save_name).char_limit(60));
                let exists = storage
                    .as_deref()
                    .is_some_and(|s| crate::app::persist::save_path(s, &d.save_name).exists());
                if exists {
                    ui.label(
                        egui::RichText::new("A save with this name exists: it will be replaced.")
                            .color(egui::Color32::from_rgb(240, 180, 60)),
                    );
                }
                feedback_label(ui, &feedback);
                ui.horizontal(|ui| {
                    let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    if ui.button("Save").clicked() || enter {
                        persist.write(PersistCommand::Save(d.save_name.clone()));
                        d.awaiting = true;
                        feedback.last = None;
                    }
                    if ui.button("Cancel").clicked() {
                        keep_open = false;
                    }
                });
            });
        }
        Dialog::Load => {
            centred("Load Game").show(&ctx, |ui| {
                load_table(ui, d, &saved, &mut persist);
                feedback_label(ui, &feedback);
                if let Some((path, name)) = d.confirm_delete.clone() {
                    ui.separator();
                    ui.label(format!("Delete \"{name}\" for good?"));
                    ui.horizontal(|ui| {
                        if ui.button("Delete").clicked() {
                            persist.write(PersistCommand::Delete(path));
                            d.confirm_delete = None;
                        }
                        if ui.button("Keep it").clicked() {
                            d.confirm_delete = None;
                        }
                    });
                }
                ui.separator();
                ui.horizontal(|ui| {
                    if ui.button("Close").clicked() {
                        keep_open = false;
                    }
                    if let Some(s) = storage.as_deref() {
                        ui.label(
                            egui::RichText::new(format!("Folder: {}", s.saves_dir().display()))
                                .weak()
                                .small(),
                        );
                    }
                });
            });
        }
        Dialog::Import => {
            top_anchored("Load FEN / PGN").show(&ctx, |ui| {
                ui.set_max_width(560.0);
                keep_open = import_window(ui, d, &mut choices, &mut next, &mut persist);
            });
        }
        Dialog::Export => {
            centred("Export").show(&ctx, |ui| {
                ui.set_min_width(540.0);
                if let Some(s) = session.as_deref() {
                    export_window(ui, d, s, storage.as_deref(), &mut persist, &mut feedback);
                }
                feedback_label(ui, &feedback);
                if ui.button("Close").clicked() {
                    keep_open = false;
                }
            });
        }
        Dialog::Leave { quit } => {
            let (title, save, resign) = if quit {
                ("Quit Rookery?", "Save and quit", "Resign and quit")
            } else {
                (
                    "Leave this game?",
                    "Save and go to the menu",
                    "Resign and go to the menu",
                )
            };
            centred(title).show(&ctx, |ui| {
                ui.label("The game is not over.");
                ui.label(
                    egui::RichText::new(
                        "Saving keeps it in Load Game; resigning gives the win to the other side.",
                    )
                    .weak(),
                );
                feedback_label(ui, &feedback);
                ui.add_space(6.0);
                ui.vertical_centered_justified(|ui| {
                    if ui.button(save).clicked() {
                        persist.write(PersistCommand::Leave {
                            save: true,
                            resign: false,
                            quit,
                        });
                        keep_open = false;
                    }
                    if ui.button(resign).clicked() {
                        persist.write(PersistCommand::Leave {
                            save: false,
                            resign: true,
                            quit,
                        });
                        keep_open = false;
                    }
                    if ui.button("Cancel").clicked() {
                        keep_open = false;
                    }
                });
            });
        }
    }
    if !keep_open {
        d.open = None;
        d.awaiting = false;
    }
    Ok(())
}

/// The saves, newest first; unreadable ones with the reason.
fn load_table(
    ui: &mut egui::Ui,
    d: &mut FileDialogs,
    saved: &SavedGames,
    persist: &mut MessageWriter<PersistCommand>,
) {
    if saved.entries.is_empty() {
        ui.label("No saved games yet. Save one from the pause menu (Escape).");
        return;
    }
    egui::ScrollArea::vertical()
        .max_height(360.0)
        .show(ui, |ui| {
            egui::Grid::new("saves")
                .num_columns(6)
                .striped(true)
                .spacing([14.0, 6.0])
                .show(ui, |ui| {
                    for h in ["Name", "Date (UTC)", "Players", "Moves", "Result", ""] {
                        ui.label(egui::RichText::new(h).strong());
                    }
                    ui.end_row();
                    for entry in &saved.entries {
                        let file = entry
                            .path
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_default();
                        match &entry.summary {
                            Ok(s) => {
                                ui.label(&s.name);
                                ui.label(time::display(s.saved));
                                ui.label(&s.players);
                                ui.label(s.moves.div_ceil(2).to_string());
                                ui.label(&s.result);
                                ui.horizontal(|ui| {
                                    if ui.button("Load").clicked() {
                                        persist.write(PersistCommand::Load(entry.path.clone()));
                                        d.open = None;
                                    }
                                    if ui.button("Delete").clicked() {
                                        d.confirm_delete =
                                            Some((entry.path.clone(), s.name.clone()));
                                    }
                                });
                            }
                            Err(e) => {
                                ui.label(egui::RichText::new(&file).color(ERROR));
                                ui.label(time::display(entry.when));
                                ui.label(
                                    egui::RichText::new(format!("Unreadable: {e}")).color(ERROR),
                                );
                                ui.label("");
                                ui.label("");
                                if ui.button("Delete").clicked() {
                                    d.confirm_delete = Some((entry.path.clone(), file.clone()));
                                }
                            }
                        }
                        ui.end_row();
                    }
                });
        });
}

/// Reads a FEN or PGN file into the import box.
fn read_import_file(path: &str) -> Result<String, String> {
    let path = path.trim();
    let meta = std::fs::metadata(path).map_err(|e| format!("Cannot open {path}: {e}"))?;
    if meta.len() > 16 * 1024 * 1024 {
        return Err(format!("{path} is too large ({} bytes)", meta.len()));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("Cannot read {path}: {e}"))?;
    Ok(match String::from_utf8(bytes) {
        Ok(text) => text,
        // Old PGN files are often Latin-1.
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    })
}

/// The Load FEN / PGN window; returns whether it stays open.
fn import_window(
    ui: &mut egui::Ui,
    d: &mut FileDialogs,
    choices: &mut SetupChoices,
    next: &mut NextState<Screen>,
    persist: &mut MessageWriter<PersistCommand>,
) -> bool {
    let mut keep_open = true;
    ui.horizontal(|ui| {
        ui.selectable_value(&mut d.import_kind, ImportKind::Fen, "Position (FEN)");
        ui.selectable_value(&mut d.import_kind, ImportKind::Pgn, "Game (PGN)");
    });
    ui.separator();
    ui.horizontal(|ui| {
        ui.label("File:");
        ui.add(
            egui::TextEdit::singleline(&mut d.import_path)
                .hint_text(match d.import_kind {
                    ImportKind::Fen => "/path/to/position.fen",
                    ImportKind::Pgn => "/path/to/game.pgn",
                })
                .desired_width(330.0),
        );
        if ui.button("Open").clicked() {
            match read_import_file(&d.import_path) {
                Ok(text) => {
                    d.import_text = match d.import_kind {
                        ImportKind::Fen => text
                            .lines()
                            .map(str::trim)
                            .find(|l| !l.is_empty())
                            .unwrap_or("")
                            .to_string(),
                        ImportKind::Pgn => text,
                    };
                    d.import_file_error = None;
                }
                Err(e) => d.import_file_error = Some(e),
            }
        }
    });
    if let Some(e) = &d.import_file_error {
        ui.label(egui::RichText::new(e).color(ERROR));
    }
    match d.import_kind {
        ImportKind::Fen => {
            ui.label("Or paste a FEN:");
            ui.add(
                egui::TextEdit::singleline(&mut d.import_text)
                    .hint_text("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
                    .desired_width(540.0)
                    .font(egui::TextStyle::Monospace),
            );
            let text = d.import_text.trim().to_string();
            let checked = (!text.is_empty()).then(|| Position::from_fen(&text));
            match &checked {
                Some(Ok(pos)) => {
                    ui.label(
                        egui::RichText::new(format!(
                            "A legal position, {} to move. Choose the players and sides next.",
                            pos.side_to_move()
                        ))
                        .color(GOOD),
                    );
                }
                Some(Err(e)) => {
                    ui.label(egui::RichText::new(format!("Not usable: {e}")).color(ERROR));
                }
                None => {}
            }
            ui.horizontal(|ui| {
                let ok = matches!(checked, Some(Ok(_)));
                if ui
                    .add_enabled(ok, egui::Button::new("Set up a game from here"))
                    .clicked()
                    && let Some(Ok(pos)) = &checked
                {
                    choices.start_fen = Some(pos.to_fen());
                    next.set(Screen::Setup);
                    keep_open = false;
                }
                if ui.button("Cancel").clicked() {
                    keep_open = false;
                }
            });
        }
        ImportKind::Pgn => {
            ui.label("Or paste a PGN:");
            egui::ScrollArea::vertical()
                .max_height(220.0)
                .show(ui, |ui| {
                    ui.add(
                        egui::TextEdit::multiline(&mut d.import_text)
                            .hint_text("[Event \"?\"]\n...\n1. e4 e5 2. Nf3 *")
                            .desired_width(540.0)
                            .desired_rows(8)
                            .font(egui::TextStyle::Monospace),
                    );
                });
            let text = d.import_text.clone();
            if d.parsed_pgn.as_ref().is_none_or(|(t, _)| *t != text) {
                let parsed = if text.trim().is_empty() {
                    Err(String::new())
                } else {
                    match read_games(&text).into_iter().next() {
                        Some(Ok(game)) => Ok(Box::new(game)),
                        Some(Err(e)) => Err(format!("Not usable: {e}")),
                        None => Err("No game found in this text".into()),
                    }
                };
                d.parsed_pgn = Some((text, parsed));
            }
            let parsed = d.parsed_pgn.as_ref().map(|(_, p)| p.clone());
            match &parsed {
                Some(Ok(pgn)) => {
                    let tag = |t: &str| pgn.tag(t).unwrap_or("?").to_string();
                    let result = pgn
                        .result
                        .map_or("unfinished".to_string(), |r| r.as_pgn().to_string());
                    ui.label(
                        egui::RichText::new(format!(
                            "{} - {}, {} moves, {result}. (Only the first game of a file is opened.)",
                            tag("White"),
                            tag("Black"),
                            pgn.game.ply_count().div_ceil(2)
                        ))
                        .color(GOOD),
                    );
                }
                Some(Err(e)) if !e.is_empty() => {
                    ui.label(egui::RichText::new(e).color(ERROR));
                }
                _ => {}
            }
            ui.horizontal(|ui| {
                let game = parsed.and_then(Result::ok);
                let ok = game.is_some();
                let can_continue = game.as_ref().is_some_and(|g| g.result.is_none());
                if ui
                    .add_enabled(ok && can_continue, egui::Button::new("Continue the game"))
                    .on_disabled_hover_text("The game has a result; step through it instead")
                    .clicked()
                    && let Some(g) = &game
                {
                    persist.write(PersistCommand::OpenPgn(g.clone()));
                    keep_open = false;
                }
                if ui
                    .add_enabled(ok, egui::Button::new("Step through from the start"))
                    .clicked()
                    && let Some(g) = &game
                {
                    persist.write(PersistCommand::OpenPgn(g.clone()));
                    d.step_through = true;
                    keep_open = false;
                }
                if ui.button("Cancel").clicked() {
                    keep_open = false;
                }
            });
        }
    }
    keep_open
}

/// Copy or save the position's FEN and the game's PGN.
fn export_window(
    ui: &mut egui::Ui,
    d: &mut FileDialogs,
    session: &Session,
    storage: Option<&Storage>,
    persist: &mut MessageWriter<PersistCommand>,
    feedback: &mut PersistFeedback,
) {
    let fen = session.position().to_fen();
    if d.export_path.is_empty()
        && let Some(s) = storage
    {
        d.export_path = s.exports_dir().display().to_string();
    }
    let stem = crate::app::persist::game_file_stem(session);
    ui.label(egui::RichText::new("Position (FEN)").strong());
    let mut shown = fen.clone();
    ui.add(
        egui::TextEdit::singleline(&mut shown)
            .desired_width(520.0)
            .font(egui::TextStyle::Monospace),
    );
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.label("Folder:");
        ui.add(egui::TextEdit::singleline(&mut d.export_path).desired_width(440.0));
    });
    let folder = PathBuf::from(d.export_path.trim());
    ui.horizontal(|ui| {
        if ui.button("Copy FEN").clicked() {
            ui.ctx().copy_text(fen.clone());
            feedback.last = Some(Ok("The FEN is on the clipboard".into()));
        }
        if ui.button("Save .fen").clicked() {
            persist.write(PersistCommand::ExportFen(
                folder.join(format!("{stem}.fen")),
            ));
            d.awaiting = true;
        }
        if ui.button("Copy PGN").clicked() {
            ui.ctx().copy_text(crate::app::persist::game_pgn(session));
            feedback.last = Some(Ok("The PGN is on the clipboard".into()));
        }
        if ui.button("Save .pgn").clicked() {
            persist.write(PersistCommand::ExportPgn(
                folder.join(format!("{stem}.pgn")),
            ));
            d.awaiting = true;
        }
    });
}

/// After a PGN was opened to step through, show its first position once the
/// new game is on the board: wait for the game's reset, then (the frame
/// after, when the board has gone live with it) step to the start.
pub(super) fn start_step_through(
    mut dialogs: ResMut<FileDialogs>,
    mut changes: MessageReader<crate::app::session::GameChanged>,
    session: Option<Res<Session>>,
    mut review: ResMut<Review>,
    mut armed: Local<bool>,
) {
    let reset = changes
        .read()
        .any(|c| *c == crate::app::session::GameChanged::Reset);
    if !dialogs.step_through {
        *armed = false;
        return;
    }
    if reset {
        *armed = true;
        return;
    }
    if *armed {
        *armed = false;
        dialogs.step_through = false;
        if session.is_some_and(|s| s.game.ply_count() > 0) {
            review.ply = Some(0);
        }
    }
}
