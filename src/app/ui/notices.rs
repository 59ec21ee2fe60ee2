//! Messages that are not about the game, in a window at the top.

use crate::app::ui::widgets::fit_height;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::i18n::Tr;
use crate::app::library::service::LibraryUpgrade;
use crate::app::settings::{DismissNotices, Notices};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            notices_window,
            upgrade_window.run_if(|u: Res<LibraryUpgrade>| u.0.is_some()),
        ),
    );
}

/// Messages that are not about the game (a settings file set aside, an
/// autosave that failed), until dismissed.
fn notices_window(
    mut contexts: EguiContexts,
    notices: Res<Notices>,
    mut dismiss: MessageWriter<DismissNotices>,
    tr: Res<Tr>,
) -> Result {
    if notices.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    egui::Window::new(tr!(tr, "notice-title"))
        .id(egui::Id::new("notice-window"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 12.0))
        .show(&ctx, |ui| {
            fit_height(ui, |ui| {
                ui.set_max_width(520.0);
                for text in &notices.0 {
                    ui.label(tr.text(text, false));
                }
                if ui.button(tr!(tr, "notice-ok")).clicked() {
                    dismiss.write(DismissNotices);
                }
            })
        });
    Ok(())
}

/// An older library being brought up to date, and how far it has gone:
/// a library of a million games takes minutes, and the window says so
/// instead of an empty table.
fn upgrade_window(mut contexts: EguiContexts, upgrade: Res<LibraryUpgrade>, tr: Res<Tr>) -> Result {
    let Some(upgrading) = upgrade.0 else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    egui::Window::new(tr!(tr, "library-upgrading-title"))
        .id(egui::Id::new("library-upgrade-window"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(&ctx, |ui| {
            ui.set_max_width(420.0);
            ui.label(tr!(tr, "library-upgrading"));
            ui.add(egui::ProgressBar::new(upgrading.part).show_percentage());
        });
    Ok(())
}
