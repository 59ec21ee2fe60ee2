//! Under the analysis board's move tree: the glyphs of the move on the
//! board (the six move assessments as buttons, the position and idea
//! symbols in a menu), its comment in a text area, and Undo / Redo of the
//! edits.
//!
//! The comment is written into the tree when the text area is left (a
//! click elsewhere, Tab, or another move shown), so one comment is one edit
//! to undo, not one per letter.

use bevy_egui::egui;

use crate::app::i18n::{Tr, glyph_id};
use crate::app::session::{NoteEdit, Notes};
use crate::rules::tree::{GameTree, NodeId, Place, nag};
use crate::tr;

/// The six move assessments offered as buttons (and on Ctrl+1 to Ctrl+6).
pub const MOVE_GLYPHS: [u16; 6] = [1, 2, 3, 4, 5, 6];

/// The comment being written: for which move and place, and its text.
#[derive(Debug, Clone, Default)]
struct Draft {
    node: Option<(NodeId, Place)>,
    text: String,
}

/// The meaning of a glyph of the set offered, in the player's language.
pub fn glyph_meaning(tr: &Tr, n: u16) -> String {
    match glyph_id(n) {
        Some(id) => tr.format(id, &[]),
        None => format!("${n}"),
    }
}

/// Draws the section; the edits asked, in order (a comment left for a
/// glyph's button in one click gives both).
pub fn notes_section(ui: &mut egui::Ui, tr: &Tr, notes: &Notes) -> Vec<NoteEdit> {
    let glyphs = glyph_row(ui, tr, notes);
    let comment = comment_area(ui, tr, notes);
    let undo = undo_row(ui, tr, notes);
    // The comment first: it names its own move.
    [comment, glyphs, undo].into_iter().flatten().collect()
}

/// The move's glyphs: the six assessments as buttons, the others in a
/// menu.
fn glyph_row(ui: &mut egui::Ui, tr: &Tr, notes: &Notes) -> Option<NoteEdit> {
    let mut asked = None;
    let at = notes.at;
    let annotation = notes.tree.annotation(at);
    ui.horizontal_wrapped(|ui| {
        let is_move = at != GameTree::ROOT;
        for (i, n) in MOVE_GLYPHS.into_iter().enumerate() {
            let glyph = nag::glyph(n).unwrap_or("?");
            let on = annotation.nags.contains(&n);
            let response = ui
                .add_enabled(
                    is_move,
                    egui::Button::selectable(on, egui::RichText::new(glyph).monospace()),
                )
                .on_hover_text(format!("{} (Ctrl+{})", glyph_meaning(tr, n), i + 1));
            if response.clicked() {
                asked = Some(NoteEdit::ToggleGlyph(at, n));
            }
        }
        ui.add_enabled_ui(is_move, |ui| {
            ui.menu_button(tr!(tr, "notes-more-glyphs"), |ui| {
                for info in nag::EDITABLE
                    .iter()
                    .filter(|i| !MOVE_GLYPHS.contains(&i.nag))
                {
                    let on = annotation.nags.contains(&info.nag);
                    let glyph = super::tree_list::shown_glyph(info.nag).unwrap_or(info.glyph);
                    let label = format!("{glyph}  {}", glyph_meaning(tr, info.nag));
                    if ui.add(egui::Button::selectable(on, label)).clicked() {
                        asked = Some(NoteEdit::ToggleGlyph(at, info.nag));
                        ui.close();
                    }
                }
                ui.separator();
                if ui.button(tr!(tr, "notes-clear-glyphs")).clicked() {
                    asked = Some(NoteEdit::ClearGlyphs(at));
                    ui.close();
                }
            });
        });
    });
    asked
}

/// Undo and Redo of the edits.
fn undo_row(ui: &mut egui::Ui, tr: &Tr, notes: &Notes) -> Option<NoteEdit> {
    let mut asked = None;
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                notes.edits.can_undo(),
                egui::Button::new(tr!(tr, "notes-undo")),
            )
            .on_hover_text("Ctrl+Z")
            .clicked()
        {
            asked = Some(NoteEdit::Undo);
        }
        if ui
            .add_enabled(
                notes.edits.can_redo(),
                egui::Button::new(tr!(tr, "notes-redo")),
            )
            .on_hover_text("Ctrl+Y")
            .clicked()
        {
            asked = Some(NoteEdit::Redo);
        }
    });
    asked
}

/// The comment of the move on the board (before or after it), written
/// into the notes when the text area is left or another move is shown.
fn comment_area(ui: &mut egui::Ui, tr: &Tr, notes: &Notes) -> Option<NoteEdit> {
    let mut asked = None;
    let at = notes.at;
    let annotation = notes.tree.annotation(at);
    // Before a variation's first move PGN has a place of its own for a
    // comment; elsewhere "before" is the previous move's "after".
    let place_id = ui.id().with("comment place");
    let mut place = ui
        .data(|d| d.get_temp::<bool>(place_id))
        .filter(|_| notes.tree.starts_variation(at))
        .map_or(Place::After, |before| {
            if before { Place::Before } else { Place::After }
        });
    if notes.tree.starts_variation(at) {
        ui.horizontal(|ui| {
            ui.selectable_value(&mut place, Place::After, tr!(tr, "notes-comment-after"));
            ui.selectable_value(&mut place, Place::Before, tr!(tr, "notes-comment-before"));
        });
        ui.data_mut(|d| d.insert_temp(place_id, place == Place::Before));
    }
    let draft_id = ui.id().with("comment draft");
    let mut draft: Draft = ui.data(|d| d.get_temp(draft_id)).unwrap_or_default();
    let current = |place: Place| {
        let comment = match place {
            Place::Before => &annotation.before,
            Place::After => &annotation.after,
        };
        comment.text()
    };
    let hint = if at == GameTree::ROOT {
        tr!(tr, "notes-comment-start")
    } else {
        tr!(tr, "notes-comment-hint")
    };
    let focused_before = ui.memory(|m| m.has_focus(ui.id().with("comment")));
    // Another move (or place) shown: the draft of the last one is written,
    // and the text area shows this one's comment.
    if draft.node != Some((at, place)) && !focused_before {
        if let Some((node, old_place)) = draft.node
            && asked.is_none()
            && notes.tree.is_attached(node)
            && draft.text != comment_of(notes, node, old_place)
        {
            asked = Some(NoteEdit::Comment {
                node,
                place: old_place,
                text: draft.text.clone(),
            });
        }
        draft = Draft {
            node: Some((at, place)),
            text: current(place),
        };
    }
    let editor = egui::TextEdit::multiline(&mut draft.text)
        .hint_text(hint)
        .desired_rows(2)
        .desired_width(f32::INFINITY)
        .id(ui.id().with("comment"));
    let response = ui.add(editor);
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::WidgetType::TextEdit, true, tr!(tr, "notes-comment"))
    });
    if response.lost_focus()
        && asked.is_none()
        && let Some((node, place)) = draft.node
        && draft.text != comment_of(notes, node, place)
    {
        asked = Some(NoteEdit::Comment {
            node,
            place,
            text: draft.text.clone(),
        });
    }
    ui.data_mut(|d| d.insert_temp(draft_id, draft));
    asked
}

/// The words of a move's comment.
fn comment_of(notes: &Notes, node: NodeId, place: Place) -> String {
    let annotation = notes.tree.annotation(node);
    match place {
        Place::Before => annotation.before.text(),
        Place::After => annotation.after.text(),
    }
}
