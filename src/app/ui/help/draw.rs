//! The help drawn with egui: each part's title and intro over its
//! sections, which fold open and shut, in a scroll area; keys and things to
//! type (between backticks in the text) in their own style.

use bevy_egui::egui;

use super::Block::{Bullet, Heading, Text};
use super::{Block, parts, segments};
use crate::app::i18n::Tr;

/// The whole help, in a vertical scroll area filling the space it is given.
///
/// The caller puts it in a window with a size (about 560x520 logical px,
/// e.g. `egui::Window::default_size`); the sections fold open and shut, the
/// first one open to begin with. The text is in `tr`'s language.
pub fn help_contents(ui: &mut egui::Ui, tr: &Tr) {
    draw(ui, tr, None);
}

/// Draws the help; `open` forces every section open or shut (for tests).
pub(super) fn draw(ui: &mut egui::Ui, tr: &Tr, open: Option<bool>) {
    egui::ScrollArea::vertical()
        .id_salt("rookery_help")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (p, part) in parts(tr).iter().enumerate() {
                if p > 0 {
                    ui.add_space(12.0);
                }
                ui.label(egui::RichText::new(&part.title).heading().strong());
                ui.label(formatted(ui, &part.intro));
                ui.add_space(4.0);
                for (s, section) in part.sections.iter().enumerate() {
                    egui::CollapsingHeader::new(egui::RichText::new(&section.title).strong())
                        .id_salt(("rookery_help_section", p, s))
                        .default_open(p == 0 && s == 0)
                        .open(open)
                        .show(ui, |ui| draw_blocks(ui, &section.blocks));
                }
            }
            ui.add_space(8.0);
        });
}

fn draw_blocks(ui: &mut egui::Ui, blocks: &[Block]) {
    for block in blocks {
        match block {
            Heading(text) => {
                ui.add_space(4.0);
                ui.label(egui::RichText::new(text).strong());
            }
            Text(text) => {
                ui.label(formatted(ui, text));
                ui.add_space(2.0);
            }
            Bullet(text) => {
                // A hanging indent: wrapped lines start under the text, not
                // under the bullet.
                ui.horizontal(|ui| {
                    ui.label("•");
                    ui.vertical(|ui| ui.label(formatted(ui, text)));
                });
            }
        }
    }
    ui.add_space(4.0);
}

/// How a key or something to type looks.
fn key(text: &str) -> egui::RichText {
    egui::RichText::new(text).code()
}

/// `text` laid out as one wrapping label, keys in their own style.
fn formatted(ui: &egui::Ui, text: &str) -> egui::text::LayoutJob {
    let mut job = egui::text::LayoutJob::default();
    for (is_key, part) in segments(text) {
        let rich = if is_key {
            key(part)
        } else {
            egui::RichText::new(part)
        };
        rich.append_to(
            &mut job,
            ui.style(),
            egui::FontSelection::Default,
            egui::Align::Center,
        );
    }
    job
}
