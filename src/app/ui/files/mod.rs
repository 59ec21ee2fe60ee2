//! The windows for files and leaving: Save Game, Load Game, Load FEN / PGN,
//! Export, Help, and the question asked before leaving a game in progress.
//! Which one is open is the [`Overlay`] state; this file keeps what is
//! typed in them ([`FileDialogs`]), draws the Save, Help and Leave windows
//! and what the windows share; `load`, `import` and `export` draw the
//! larger ones.

mod export;
mod import;
mod load;

use std::path::PathBuf;

use crate::app::ui::style;
use crate::app::ui::widgets::{fit_height, keep_keys_in, window_width};
use bevy::prelude::*;
use bevy_egui::{EguiClipboard, EguiContexts, EguiPrimaryContextPass, egui};

use super::chooser::Browse;
use super::help::help_contents;
use crate::app::board::{Step, StepRequest};
use crate::app::clock::GameClock;
use crate::app::game_review::GameReviewState;
use crate::app::held::AppStorage;
use crate::app::i18n::{Phrase, Tr};
use crate::app::report::{BugReportCopy, CopyBugReport};
use crate::app::saves::PgnToOpen;
use crate::app::saves::{PersistCommand, PersistFeedback, SavedGames, default_save_name};
use crate::app::session::{ChoicesRequest, GameChanged, Session};
use crate::app::states::Overlay;
use crate::tr;
use export::export_window;
use import::import_window;
use load::load_window;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FileDialogs>()
        .add_systems(PostUpdate, start_step_through)
        .add_systems(EguiPrimaryContextPass, file_windows)
        .add_systems(Update, copy_report_to_clipboard);
}

/// What the file windows hold: the texts typed in them, a command waiting
/// for its answer. Written only by this plugin.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct FileDialogs {
    /// The window these fields were last made ready for.
    ready_for: Overlay,
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
    /// How many answers the persist plugin had given when the window opened
    /// or last sent a command ([`PersistFeedback::answers`]): only later
    /// answers are shown.
    pub seen: u64,
    /// What the window itself did (a FEN or PGN copied), with the number of
    /// answers at that moment: shown until the next answer.
    pub copied: Option<(u64, Phrase)>,
    /// After opening a PGN to step through: show its start once the board
    /// is up.
    pub step_through: bool,
    /// The last PGN text parsed, and what it gave (parsing once per edit,
    /// not once per frame).
    parsed_pgn: Option<(String, Result<Box<PgnToOpen>, PgnProblem>)>,
}

/// Why the text in the PGN box gives no game (put into words when drawn,
/// in the language of the moment).
#[derive(Debug, Clone, PartialEq)]
enum PgnProblem {
    /// Nothing typed yet.
    Empty,
    /// Text, but no game in it.
    NoGame,
    /// The first game does not read: why.
    Unusable(Phrase),
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
    /// The persist plugin's last answer, if it came after the window opened
    /// (or after its last command).
    pub fn unseen<'f>(&self, feedback: &'f PersistFeedback) -> Option<&'f Result<Phrase, Phrase>> {
        if feedback.answers > self.seen {
            feedback.last.as_ref()
        } else {
            None
        }
    }

    /// A command was sent: wait for its answer, hiding the ones before.
    fn send_command(&mut self, feedback: &PersistFeedback) {
        self.awaiting = true;
        self.seen = feedback.answers;
    }

    /// Gets ready for `overlay`, newly opened (or for none, closed): no
    /// answer from before, nothing awaited or to delete, and Save offers a
    /// fresh name.
    fn ready(&mut self, overlay: Overlay, feedback: &PersistFeedback, tr: &Tr) {
        self.ready_for = overlay;
        self.awaiting = false;
        self.confirm_delete = None;
        self.copied = None;
        self.seen = feedback.answers;
        if overlay == Overlay::Save {
            self.save_name = default_save_name(tr);
        }
    }
}

/// Whether leaving the current game loses something a player would miss:
/// it has moves and has not ended.
pub fn game_in_progress(session: Option<&Session>) -> bool {
    session.is_some_and(|s| !s.is_scratch() && !s.game.is_over() && !s.game.moves().is_empty())
}

/// The answer to the window's last command, or what it did itself.
fn feedback_label(ui: &mut egui::Ui, d: &FileDialogs, feedback: &PersistFeedback, tr: &Tr) {
    let own = d
        .copied
        .as_ref()
        .filter(|(at, _)| *at == feedback.answers)
        .map(|(_, text)| Ok(text.clone()));
    match own.as_ref().or(d.unseen(feedback)) {
        Some(Ok(text)) => {
            ui.label(egui::RichText::new(tr.text(text, false)).color(style::good(ui.visuals())));
        }
        Some(Err(text)) => {
            ui.label(egui::RichText::new(tr.text(text, false)).color(style::bad(ui.visuals())));
        }
        None => {}
    }
}

/// A window in the middle of the screen; `id` keeps it the same window
/// whatever the language of its title.
fn centred(title: String, id: &str) -> egui::Window<'static> {
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
}

/// A window whose top edge stays put while its contents change size (the
/// import window's tabs and error lines), so it does not jump under the
/// pointer.
fn top_anchored(title: String, id: &str) -> egui::Window<'static> {
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 90.0))
}

/// Puts a bug report asked for on the clipboard.
fn copy_report_to_clipboard(copy: Res<BugReportCopy>, clipboard: Option<ResMut<EguiClipboard>>) {
    if !copy.is_changed() || copy.is_added() {
        return;
    }
    if let (Some(text), Some(mut clipboard)) = (&copy.text, clipboard) {
        clipboard.set_text(text);
    }
}

#[allow(clippy::too_many_arguments)]
fn file_windows(
    mut contexts: EguiContexts,
    overlay: Res<State<Overlay>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut dialogs: ResMut<FileDialogs>,
    feedback: Res<PersistFeedback>,
    saved: Res<SavedGames>,
    session: Option<Res<Session>>,
    storage: Option<Res<AppStorage>>,
    mut choices: MessageWriter<ChoicesRequest>,
    mut persist: MessageWriter<PersistCommand>,
    clock: Res<GameClock>,
    game_review: Res<GameReviewState>,
    mut report: MessageWriter<CopyBugReport>,
    copied: Res<BugReportCopy>,
    (mut browse, tr): (Browse, Res<Tr>),
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // Drawn every frame on a copy, written only when something changed.
    let mut edited = dialogs.clone();
    let d = &mut edited;
    let dialog = *overlay.get();
    if d.ready_for != dialog {
        d.ready(dialog, &feedback, &tr);
    }
    let mut keep_open = true;
    // A command sent from a window: close it once it worked.
    if d.awaiting && matches!(d.unseen(&feedback), Some(Ok(_))) {
        d.awaiting = false;
        if matches!(dialog, Overlay::Save | Overlay::Export) {
            keep_open = false;
        }
    }
    if dialog == Overlay::Help {
        let mut open = true;
        egui::Window::new(tr!(tr, "help-window-title"))
            .id(egui::Id::new("help-window"))
            .collapsible(false)
            // Moved by its background: no Tab stop on the title bar.
            .drag_area(egui::WindowDrag::Anywhere)
            .open(&mut open)
            .default_size([580.0, 520.0])
            .max_height(ctx.viewport_rect().height() - 60.0)
            .show(&ctx, |ui| {
                keep_keys_in(ui);
                ui.horizontal(|ui| {
                    let button = ui
                        .button(tr!(tr, "report-copy"))
                        .on_hover_text(tr!(tr, "report-copy-hint"));
                    if button.clicked() {
                        report.write(CopyBugReport);
                    }
                    if copied.copies > 0 {
                        ui.label(tr!(tr, "report-copied"));
                    }
                });
                ui.separator();
                help_contents(ui, &tr);
            });
        keep_open = open;
    }
    match dialog {
        Overlay::Save => {
            centred(tr!(tr, "save-title"), "save-window").show(&ctx, |ui| {
                keep_keys_in(ui);
                fit_height(ui, |ui| {
                    let label = ui.label(tr!(tr, "save-name"));
                    let edit = ui
                        .add(egui::TextEdit::singleline(&mut d.save_name).char_limit(60))
                        .labelled_by(label.id);
                    let exists = storage
                        .as_deref()
                        .is_some_and(|s| crate::app::saves::save_path(s, &d.save_name).exists());
                    if exists {
                        ui.label(
                            egui::RichText::new(tr!(tr, "save-replaces"))
                                .color(style::warn(ui.visuals())),
                        );
                    }
                    feedback_label(ui, d, &feedback, &tr);
                    ui.horizontal(|ui| {
                        let enter =
                            edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                        if ui.button(tr!(tr, "save-save")).clicked() || enter {
                            persist.write(PersistCommand::Save(d.save_name.clone()));
                            d.send_command(&feedback);
                        }
                        if ui.button(tr!(tr, "save-cancel")).clicked() {
                            keep_open = false;
                        }
                    });
                })
            });
        }
        Overlay::Load => {
            centred(tr!(tr, "load-title"), "load-window").show(&ctx, |ui| {
                keep_keys_in(ui);
                fit_height(ui, |ui| {
                    keep_open = load_window(
                        ui,
                        d,
                        &saved,
                        storage.as_deref().map(|s| &s.0),
                        &feedback,
                        &mut persist,
                        &tr,
                    );
                })
            });
        }
        Overlay::Import => {
            top_anchored(tr!(tr, "import-title"), "import-window").show(&ctx, |ui| {
                keep_keys_in(ui);
                fit_height(ui, |ui| {
                    ui.set_max_width(window_width(ui.ctx()).min(560.0));
                    keep_open =
                        import_window(ui, d, &mut choices, (&mut persist, &mut browse), &tr);
                })
            });
        }
        Overlay::Export => {
            centred(tr!(tr, "export-title"), "export-window").show(&ctx, |ui| {
                keep_keys_in(ui);
                fit_height(ui, |ui| {
                    ui.set_min_width(window_width(ui.ctx()).min(540.0));
                    if let Some(s) = session.as_deref() {
                        let pgn = || {
                            crate::app::saves::game_pgn(
                                s,
                                clock.0.as_ref(),
                                game_review.review.as_ref(),
                            )
                        };
                        export_window(
                            ui,
                            d,
                            s,
                            &pgn,
                            storage.as_deref().map(|s| &s.0),
                            (&mut persist, &mut browse),
                            &feedback,
                            &tr,
                        );
                    }
                    feedback_label(ui, d, &feedback, &tr);
                    if ui.button(tr!(tr, "export-close")).clicked() {
                        keep_open = false;
                    }
                })
            });
        }
        Overlay::Leave { quit } => {
            let (title, save, leave, resign) = if quit {
                (
                    tr!(tr, "leave-quit-title"),
                    tr!(tr, "leave-quit-save"),
                    tr!(tr, "leave-quit-discard"),
                    tr!(tr, "leave-quit-resign"),
                )
            } else {
                (
                    tr!(tr, "leave-menu-title"),
                    tr!(tr, "leave-menu-save"),
                    tr!(tr, "leave-menu-discard"),
                    tr!(tr, "leave-menu-resign"),
                )
            };
            // Without a folder for files nothing can be kept, but leaving
            // always works.
            let can_keep = storage.is_some();
            centred(title, "leave-window").show(&ctx, |ui| {
                keep_keys_in(ui);
                fit_height(ui, |ui| {
                    ui.label(tr!(tr, "leave-not-over"));
                    let hint = if can_keep {
                        tr!(tr, "leave-hint")
                    } else {
                        tr!(tr, "leave-no-folder")
                    };
                    ui.label(egui::RichText::new(hint).weak());
                    feedback_label(ui, d, &feedback, &tr);
                    ui.add_space(6.0);
                    ui.vertical_centered_justified(|ui| {
                        if can_keep && ui.button(save).clicked() {
                            persist.write(PersistCommand::Leave {
                                save: true,
                                resign: false,
                                quit,
                            });
                            keep_open = false;
                        }
                        if ui.button(leave).clicked() {
                            persist.write(PersistCommand::Leave {
                                save: false,
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
                        if ui.button(tr!(tr, "leave-cancel")).clicked() {
                            keep_open = false;
                        }
                    });
                })
            });
        }
        Overlay::None | Overlay::Settings | Overlay::Help | Overlay::ResignQuestion => {}
    }
    if !keep_open {
        d.awaiting = false;
        next_overlay.set(Overlay::None);
    }
    dialogs.set_if_neq(edited);
    Ok(())
}

/// After a PGN was opened to step through, show its first position once the
/// new game is on the board: wait for the game's reset, then (the frame
/// after, when the board has gone live with it) step to the start.
fn start_step_through(
    mut dialogs: ResMut<FileDialogs>,
    mut changes: MessageReader<GameChanged>,
    session: Option<Res<Session>>,
    mut steps: MessageWriter<StepRequest>,
    mut armed: Local<bool>,
) {
    let reset = changes.read().any(|c| *c == GameChanged::Reset);
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
            steps.write(StepRequest(Step::Start));
        }
    }
}
