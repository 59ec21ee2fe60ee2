//! The Load FEN / PGN window: a position or a game pasted or read from a
//! file, checked as it is typed.

use crate::app::ui::style;
use bevy::prelude::*;
use bevy_egui::egui;

use super::{FileDialogs, ImportKind, PgnProblem};
use crate::app::chooser::ChooseFor;
use crate::app::i18n::{Tr, fen_error_text, pgn_error_text};
use crate::app::saves::PersistCommand;
use crate::app::saves::PgnToOpen;
use crate::app::session::ChoicesRequest;
use crate::app::ui::chooser::Browse;
use crate::rules::{Color, Position, Variant};
use crate::tr;

/// The most text the import box takes from a file (16 MiB).
const IMPORT_LIMIT: u64 = 16 * 1024 * 1024;

/// Reads a FEN or PGN file (compressed or not) into the import box.
fn read_import_file(path: &str, tr: &Tr) -> Result<String, String> {
    let path = path.trim();
    let meta = std::fs::metadata(path)
        .map_err(|e| tr!(tr, "import-cannot-open", path = path, error = e.to_string()))?;
    let too_large = |bytes: u64| {
        tr!(
            tr,
            "import-too-large",
            path = path,
            bytes = bytes.to_string()
        )
    };
    if meta.len() > IMPORT_LIMIT {
        return Err(too_large(meta.len()));
    }
    // Old PGN files are often Windows-1252; lichess's downloads are .zst.
    match crate::persist::read_text_up_to(std::path::Path::new(path), IMPORT_LIMIT) {
        Ok(text) => Ok(text),
        Err(e) if e.kind() == std::io::ErrorKind::FileTooLarge => Err(too_large(IMPORT_LIMIT + 1)),
        Err(e) => Err(tr!(
            tr,
            "import-cannot-read",
            path = path,
            error = e.to_string()
        )),
    }
}

/// The Load FEN / PGN window; returns whether it stays open.
pub(super) fn import_window(
    ui: &mut egui::Ui,
    d: &mut FileDialogs,
    choices: &mut MessageWriter<ChoicesRequest>,
    (persist, browse): (&mut MessageWriter<PersistCommand>, &mut Browse),
    tr: &Tr,
) -> bool {
    let mut keep_open = true;
    ui.horizontal(|ui| {
        ui.selectable_value(
            &mut d.import_kind,
            ImportKind::Fen,
            tr!(tr, "import-fen-tab"),
        );
        ui.selectable_value(
            &mut d.import_kind,
            ImportKind::Pgn,
            tr!(tr, "import-pgn-tab"),
        );
    });
    ui.separator();
    ui.horizontal(|ui| {
        let label = ui.label(tr!(tr, "import-file"));
        ui.add(
            egui::TextEdit::singleline(&mut d.import_path)
                .hint_text(match d.import_kind {
                    ImportKind::Fen => tr!(tr, "import-fen-path-hint"),
                    ImportKind::Pgn => tr!(tr, "import-pgn-path-hint"),
                })
                .desired_width(330.0),
        )
        .labelled_by(label.id);
        // A file chosen is opened at once, as Open would.
        let chosen = browse.button(ui, tr, ChooseFor::Import, &mut d.import_path);
        if ui.button(tr!(tr, "import-open")).clicked() || chosen {
            match read_import_file(&d.import_path, tr) {
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
        ui.label(egui::RichText::new(e).color(style::bad(ui.visuals())));
    }
    match d.import_kind {
        ImportKind::Fen => {
            let label = ui.label(tr!(tr, "import-paste-fen"));
            ui.add(
                egui::TextEdit::singleline(&mut d.import_text)
                    .hint_text("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
                    .desired_width(540.0)
                    .font(egui::TextStyle::Monospace),
            )
            .labelled_by(label.id);
            let text = d.import_text.trim().to_string();
            // Standard chess, or Chess960 when only its castling fits.
            let checked = (!text.is_empty()).then(|| Position::from_fen_any(&text));
            match &checked {
                Some(Ok(pos)) => {
                    let side = match pos.side_to_move() {
                        Color::White => "white",
                        Color::Black => "black",
                    };
                    let what = match pos.variant() {
                        Variant::Standard => tr!(tr, "import-fen-legal", side = side),
                        Variant::Chess960 => tr!(tr, "import-fen-legal-chess960", side = side),
                    };
                    ui.label(egui::RichText::new(what).color(style::good(ui.visuals())));
                }
                Some(Err(e)) => {
                    ui.label(
                        egui::RichText::new(tr!(
                            tr,
                            "import-not-usable",
                            error = tr.text(&fen_error_text(e), false)
                        ))
                        .color(style::bad(ui.visuals())),
                    );
                }
                None => {}
            }
            ui.horizontal(|ui| {
                let ok = matches!(checked, Some(Ok(_)));
                if ui
                    .add_enabled(ok, egui::Button::new(tr!(tr, "import-set-up")))
                    .clicked()
                    && let Some(Ok(pos)) = &checked
                {
                    choices.write(ChoicesRequest::FromPosition(Box::new(*pos)));
                    keep_open = false;
                }
                if ui.button(tr!(tr, "import-cancel")).clicked() {
                    keep_open = false;
                }
            });
        }
        ImportKind::Pgn => {
            let label = ui.label(tr!(tr, "import-paste-pgn"));
            egui::ScrollArea::vertical()
                .max_height(220.0)
                .show(ui, |ui| {
                    ui.add(
                        egui::TextEdit::multiline(&mut d.import_text)
                            .hint_text("[Event \"?\"]\n...\n1. e4 e5 2. Nf3 *")
                            .desired_width(540.0)
                            .desired_rows(8)
                            .font(egui::TextStyle::Monospace),
                    )
                    .labelled_by(label.id);
                });
            let text = d.import_text.clone();
            if d.parsed_pgn.as_ref().is_none_or(|(t, _)| *t != text) {
                let parsed = if text.trim().is_empty() {
                    Err(PgnProblem::Empty)
                } else {
                    match PgnToOpen::read_first(&text) {
                        Some(Ok(game)) => Ok(Box::new(game)),
                        Some(Err(e)) => Err(PgnProblem::Unusable(pgn_error_text(&e))),
                        None => Err(PgnProblem::NoGame),
                    }
                };
                d.parsed_pgn = Some((text, parsed));
            }
            let parsed = d.parsed_pgn.as_ref().map(|(_, p)| p.clone());
            match &parsed {
                Some(Ok(pgn)) => {
                    let tag = |t: &str| pgn.pgn.tag(t).unwrap_or("?").to_string();
                    let count = pgn.pgn.game.ply_count().div_ceil(2);
                    let found = match pgn.pgn.result {
                        Some(r) => tr!(
                            tr,
                            "import-pgn-found",
                            white = tag("White"),
                            black = tag("Black"),
                            count = count,
                            result = r.as_pgn()
                        ),
                        None => tr!(
                            tr,
                            "import-pgn-found-unfinished",
                            white = tag("White"),
                            black = tag("Black"),
                            count = count
                        ),
                    };
                    ui.label(egui::RichText::new(found).color(style::good(ui.visuals())));
                }
                Some(Err(PgnProblem::Unusable(e))) => {
                    ui.label(
                        egui::RichText::new(tr!(
                            tr,
                            "import-not-usable",
                            error = tr.text(e, false)
                        ))
                        .color(style::bad(ui.visuals())),
                    );
                }
                Some(Err(PgnProblem::NoGame)) => {
                    ui.label(
                        egui::RichText::new(tr!(tr, "import-no-game"))
                            .color(style::bad(ui.visuals())),
                    );
                }
                Some(Err(PgnProblem::Empty)) | None => {}
            }
            ui.horizontal(|ui| {
                let game = parsed.and_then(Result::ok);
                let ok = game.is_some();
                let can_continue = game.as_ref().is_some_and(|g| g.pgn.result.is_none());
                if ui
                    .add_enabled(
                        ok && can_continue,
                        egui::Button::new(tr!(tr, "import-continue")),
                    )
                    .on_disabled_hover_text(tr!(tr, "import-continue-disabled"))
                    .clicked()
                    && let Some(g) = &game
                {
                    persist.write(PersistCommand::OpenPgn(g.clone()));
                    keep_open = false;
                }
                if ui
                    .add_enabled(ok, egui::Button::new(tr!(tr, "import-step-through")))
                    .clicked()
                    && let Some(g) = &game
                {
                    persist.write(PersistCommand::OpenPgn(g.clone()));
                    d.step_through = true;
                    keep_open = false;
                }
                if ui.button(tr!(tr, "import-cancel")).clicked() {
                    keep_open = false;
                }
            });
        }
    }
    keep_open
}
