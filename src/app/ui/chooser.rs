//! "Browse…" beside a path box: the desktop's file chooser
//! ([`crate::app::chooser`]) opened for that box, and the file chosen
//! written into it, once. The box stays, for the keyboard, the screen
//! reader and a path pasted.

use crate::app::ui::style;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::chooser::{ChooseFile, ChooseFor, Chooser};
use crate::app::i18n::Tr;
use crate::tr;

/// What a screen needs for its "Browse…" buttons.
#[derive(SystemParam)]
pub(super) struct Browse<'w> {
    chooser: Res<'w, Chooser>,
    requests: MessageWriter<'w, ChooseFile>,
}

impl Browse<'_> {
    /// The "Browse…" button of the path box `path` (drawn just after it):
    /// a file chosen for this box since the last frame is written into
    /// `path` (true then, and the box is drawn again at once).
    pub(super) fn button(
        &mut self,
        ui: &mut egui::Ui,
        tr: &Tr,
        for_box: ChooseFor,
        path: &mut String,
    ) -> bool {
        let taken = self.take(ui.ctx(), for_box, path);
        if let Some(ask) = browse_button(ui, tr, self.open(), for_box, path) {
            self.requests.write(ask);
        }
        taken
    }

    /// Writes a file chosen for `for_box` since the last frame into
    /// `path` (true then), for a screen whose button is drawn where the
    /// screen's own requests are gathered ([`browse_button`]).
    pub(super) fn take(&self, ctx: &egui::Context, for_box: ChooseFor, path: &mut String) -> bool {
        let taken = take_chosen(ctx, self.chooser.chosen.as_ref(), for_box, path);
        if taken {
            ctx.request_repaint();
        }
        taken
    }

    /// The box whose chooser is open.
    pub(super) fn open(&self) -> Option<ChooseFor> {
        self.chooser.open
    }

    /// Opens the chooser asked for by a [`browse_button`].
    pub(super) fn ask(&mut self, ask: ChooseFile) {
        self.requests.write(ask);
    }
}

/// The "Browse…" button of the path box holding `path`; the chooser to
/// open when it is clicked. While this box's chooser is open (`open`) it
/// is a spinner; while another box's is, it waits.
pub(super) fn browse_button(
    ui: &mut egui::Ui,
    tr: &Tr,
    open: Option<ChooseFor>,
    for_box: ChooseFor,
    path: &str,
) -> Option<ChooseFile> {
    if open == Some(for_box) {
        ui.spinner();
        return None;
    }
    let button = ui
        .add_enabled(open.is_none(), egui::Button::new(tr!(tr, "chooser-browse")))
        .on_hover_text(tr!(tr, "chooser-browse-hint"));
    button.clicked().then(|| {
        let title = match for_box {
            ChooseFor::Engine => tr!(tr, "chooser-engine-title"),
            ChooseFor::ExportFolder => tr!(tr, "chooser-folder-title"),
            f if f.saves() => tr!(tr, "chooser-save-title"),
            _ => tr!(tr, "chooser-open-title"),
        };
        ChooseFile {
            for_box,
            title,
            start: path.to_string(),
        }
    })
}

/// Whether writing to `path` must be asked first: a file is there, and it
/// is not the one the desktop's save chooser (which asked) gave.
pub(super) fn replaces_unasked(
    path: &std::path::Path,
    chosen: Option<&std::path::PathBuf>,
) -> bool {
    path.exists() && chosen.is_none_or(|c| c != path)
}

/// "… is there already: replace it?" for the file waiting in `asked`,
/// with Replace and Keep it; the file to write once Replace is clicked.
pub(super) fn replace_question(
    ui: &mut egui::Ui,
    tr: &Tr,
    asked: &mut Option<std::path::PathBuf>,
) -> Option<std::path::PathBuf> {
    let path = asked.clone()?;
    ui.colored_label(
        style::bad(ui.visuals()),
        tr!(
            tr,
            "export-replace-question",
            path = path.display().to_string()
        ),
    );
    if ui.button(tr!(tr, "export-replace")).clicked() {
        *asked = None;
        return Some(path);
    }
    if ui.button(tr!(tr, "export-keep")).clicked() {
        *asked = None;
    }
    None
}

/// Writes the file chosen for `for_box` into `path` when this box has not
/// taken it yet (the number of the last one it took is kept in egui's
/// memory, by box).
fn take_chosen(
    ctx: &egui::Context,
    chosen: Option<&crate::app::chooser::Chosen>,
    for_box: ChooseFor,
    path: &mut String,
) -> bool {
    let Some(chosen) = chosen.filter(|c| c.for_box == for_box) else {
        return false;
    };
    let id = egui::Id::new(("chooser-taken", for_box));
    let taken = ctx.data(|d| d.get_temp::<u64>(id));
    if taken.is_some_and(|n| n >= chosen.number) {
        return false;
    }
    ctx.data_mut(|d| d.insert_temp(id, chosen.number));
    *path = chosen.path.display().to_string();
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::chooser::Chosen;

    fn chosen(for_box: ChooseFor, path: &str, number: u64) -> Chosen {
        Chosen {
            for_box,
            path: path.into(),
            number,
        }
    }

    /// The file chosen goes into its own box, once: the player may then
    /// edit the path, and the same choice does not come back over it; a
    /// second choice does.
    #[test]
    fn a_file_chosen_goes_into_its_box_once() {
        let ctx = egui::Context::default();
        let mut import = String::new();
        let mut export = String::from("/home/ann/out.pgn");
        let first = chosen(ChooseFor::LibraryImport, "/home/ann/lichess.pgn.zst", 1);
        assert!(take_chosen(
            &ctx,
            Some(&first),
            ChooseFor::LibraryImport,
            &mut import
        ));
        assert!(!take_chosen(
            &ctx,
            Some(&first),
            ChooseFor::LibraryExport,
            &mut export
        ));
        assert_eq!(import, "/home/ann/lichess.pgn.zst");
        assert_eq!(export, "/home/ann/out.pgn", "another box's file");
        import.push_str(".old");
        assert!(!take_chosen(
            &ctx,
            Some(&first),
            ChooseFor::LibraryImport,
            &mut import
        ));
        assert_eq!(import, "/home/ann/lichess.pgn.zst.old", "taken twice");
        let second = chosen(ChooseFor::LibraryImport, "/home/ann/games.pgn", 2);
        assert!(take_chosen(
            &ctx,
            Some(&second),
            ChooseFor::LibraryImport,
            &mut import
        ));
        assert_eq!(import, "/home/ann/games.pgn");
    }

    /// A file already there is replaced only when the player said so: in
    /// the desktop's save chooser (which asked) or by Replace.
    #[test]
    fn an_export_over_a_file_is_asked_first_unless_the_save_chooser_asked() {
        let dir = std::env::temp_dir().join(format!("rookery-replace-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let there = dir.join("games.pgn");
        std::fs::write(&there, "*\n").unwrap();
        let new = dir.join("new.pgn");
        assert!(replaces_unasked(&there, None));
        assert!(
            replaces_unasked(&there, Some(&new)),
            "another file was chosen"
        );
        assert!(!replaces_unasked(&there, Some(&there)), "the chooser asked");
        assert!(!replaces_unasked(&new, None), "nothing to replace");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
