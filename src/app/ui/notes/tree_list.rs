//! The analysis board's moves as a tree, as lichess shows a study: the main
//! line in numbered rows; a comment or a variation breaks the rows, the
//! comment in grey wrapped text, each variation an indented paragraph with
//! its own variations inline in parentheses. Glyphs follow their moves
//! (`Qe8!`, `Nf3 ±`). A click on a move shows it; a right-click offers the
//! edits of the tree.

use bevy_egui::egui;

use crate::app::i18n::Tr;
use crate::app::session::{NoteEdit, Notes};
use crate::app::ui::style;
use crate::rules::Color;
use crate::rules::tree::{Comment, GameTree, NodeId, nag};
use crate::tr;

/// What a click in the tree asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TreeClick {
    /// Show the position after this move.
    Go(NodeId),
    /// Edit the tree.
    Edit(NoteEdit),
}

/// The width of a move column of the main line.
const COLUMN: f32 = 64.0;

/// What the drawing needs, and what was clicked.
struct Draw<'a> {
    tree: &'a GameTree,
    at: NodeId,
    tr: &'a Tr,
    figurines: bool,
    asked: Option<TreeClick>,
}

/// The move as the list writes it: with its number when `numbered` (always
/// before White's move), its SAN in the player's notation, and its glyphs.
pub fn move_text(
    tree: &GameTree,
    node: NodeId,
    numbered: bool,
    tr: &Tr,
    figurines: bool,
) -> String {
    let Some(parent) = tree.parent(node) else {
        return String::new();
    };
    let before = tree.position(parent);
    let number = before.fullmove_number();
    let mut text = match before.side_to_move() {
        Color::White => format!("{number}. "),
        Color::Black if numbered => format!("{number}… "),
        Color::Black => String::new(),
    };
    text.push_str(&san_text(tree, node, tr, figurines));
    text
}

/// The move's SAN in the player's notation, and its glyphs.
fn san_text(tree: &GameTree, node: NodeId, tr: &Tr, figurines: bool) -> String {
    let mut text = tr.san(&tree.san(node), figurines).into_owned();
    text.push_str(&glyphs_text(&tree.annotation(node).nags));
    text
}

/// A glyph as the window draws it: the symbol, but "+=" and "=+" for ⩲
/// and ⩱, which no font Rookery has can draw (both are the symbols'
/// usual spelling in plain text).
pub fn shown_glyph(n: u16) -> Option<&'static str> {
    match n {
        14 => Some("+="),
        15 => Some("=+"),
        _ => nag::glyph(n),
    }
}

/// A move's glyphs as printed after it: move assessments joined to the move
/// (`!?`), the others after a space; a number without a symbol as `$n`.
pub fn glyphs_text(nags: &[u16]) -> String {
    let mut text = String::new();
    for &n in nags.iter().filter(|&&n| nag::kind(n) == nag::NagKind::Move) {
        text.push_str(shown_glyph(n).unwrap_or(""));
    }
    for &n in nags.iter().filter(|&&n| nag::kind(n) != nag::NagKind::Move) {
        text.push(' ');
        match shown_glyph(n) {
            Some(glyph) => text.push_str(glyph),
            None => text.push_str(&format!("${n}")),
        }
    }
    text
}

impl Draw<'_> {
    /// A move to click, highlighted when it is the one on the board.
    fn mv(
        &mut self,
        ui: &mut egui::Ui,
        node: NodeId,
        numbered: bool,
        color: Option<egui::Color32>,
    ) {
        let text = move_text(self.tree, node, numbered, self.tr, self.figurines);
        self.clickable(ui, node, text, color);
    }

    /// A move's text to click: shows the move, highlighted when it is the
    /// one on the board; its right-click offers the edits.
    fn clickable(
        &mut self,
        ui: &mut egui::Ui,
        node: NodeId,
        text: String,
        color: Option<egui::Color32>,
    ) {
        let mut rich = egui::RichText::new(text).monospace();
        if let Some(color) = color {
            rich = rich.color(color);
        }
        if node == self.at {
            rich = rich
                .strong()
                .color(ui.visuals().strong_text_color())
                .background_color(style::tinted(ui.visuals(), style::tint::CURRENT));
        }
        let response = ui
            .add(egui::Label::new(rich).sense(egui::Sense::click()))
            .on_hover_cursor(egui::CursorIcon::PointingHand);
        if response.clicked() {
            self.asked = Some(TreeClick::Go(node));
            // The keys (arrows, glyphs) go on working after a click.
            response.surrender_focus();
        }
        response.context_menu(|ui| self.menu(ui, node));
    }

    /// The edits of a move, on its right-click.
    fn menu(&mut self, ui: &mut egui::Ui, node: NodeId) {
        let tree = self.tree;
        let variation = tree.depth(node) > 0;
        let mut item = |ui: &mut egui::Ui, label: String, edit: NoteEdit, enabled: bool| {
            if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
                self.asked = Some(TreeClick::Edit(edit));
                ui.close();
            }
        };
        item(
            ui,
            tr!(self.tr, "notes-promote"),
            NoteEdit::Promote {
                node,
                to_main: false,
            },
            variation,
        );
        item(
            ui,
            tr!(self.tr, "notes-make-main"),
            NoteEdit::Promote {
                node,
                to_main: true,
            },
            variation,
        );
        let first_of_variation = tree.starts_variation(node);
        let siblings = tree.parent(node).map_or(0, |p| tree.children(p).len());
        let place = tree
            .parent(node)
            .and_then(|p| tree.children(p).iter().position(|&c| c == node))
            .unwrap_or(0);
        item(
            ui,
            tr!(self.tr, "notes-move-up"),
            NoteEdit::MoveVariation { node, up: true },
            first_of_variation && place > 1,
        );
        item(
            ui,
            tr!(self.tr, "notes-move-down"),
            NoteEdit::MoveVariation { node, up: false },
            first_of_variation && place + 1 < siblings,
        );
        ui.separator();
        item(
            ui,
            tr!(self.tr, "notes-delete-after"),
            NoteEdit::Truncate(node),
            !tree.children(node).is_empty(),
        );
        item(
            ui,
            tr!(self.tr, "notes-delete-move"),
            NoteEdit::Delete(node),
            true,
        );
    }

    /// A comment in grey, wrapped.
    fn comment(&mut self, ui: &mut egui::Ui, comment: &Comment) {
        let text = comment.text();
        if !text.is_empty() {
            ui.label(egui::RichText::new(text).weak().italics());
        }
    }

    /// A variation from its first move, inline, in parentheses: its moves,
    /// their comments and its own variations.
    fn variation(&mut self, ui: &mut egui::Ui, first: NodeId) {
        let variation = style::tinted(ui.visuals(), style::tint::VARIATION);
        ui.label(egui::RichText::new("(").color(variation));
        let mut at = first;
        let mut numbered = true;
        loop {
            let annotation = self.tree.annotation(at);
            if !annotation.before.is_empty() {
                self.comment(ui, &annotation.before);
                numbered = true;
            }
            self.mv(ui, at, numbered, Some(variation));
            numbered = false;
            if !annotation.after.is_empty() {
                self.comment(ui, &annotation.after);
                numbered = true;
            }
            if let Some(parent) = self.tree.parent(at)
                && self.tree.main_child(parent) == Some(at)
            {
                for &side in &self.tree.children(parent)[1..] {
                    self.variation(ui, side);
                    numbered = true;
                }
            }
            match self.tree.main_child(at) {
                Some(next) => at = next,
                None => break,
            }
        }
        ui.label(egui::RichText::new(")").color(variation));
    }

    /// The main line in rows, broken by comments and variations.
    fn main_line(&mut self, ui: &mut egui::Ui) {
        let tree = self.tree;
        let root = tree.annotation(GameTree::ROOT);
        if !root.after.is_empty() {
            ui.horizontal_wrapped(|ui| self.comment(ui, &root.after));
        }
        let line = tree.mainline();
        let mut i = 0;
        let mut block = 0;
        while i < line.len() {
            // One block of rows, up to a move with something to say.
            let mut broken_at = None;
            egui::Grid::new(("tree rows", block))
                .num_columns(3)
                .striped(true)
                .min_col_width(COLUMN)
                .max_col_width(COLUMN * 1.6)
                .show(ui, |ui| {
                    while i < line.len() {
                        let node = line[i];
                        let before = tree.position(tree.parent(node).expect("a move"));
                        ui.label(format!("{}.", before.fullmove_number()));
                        if before.side_to_move() == Color::Black {
                            ui.label("…");
                        }
                        let mut last = node;
                        self.mv_cell(ui, node);
                        i += 1;
                        if before.side_to_move() == Color::White
                            && !self.breaks_after(node)
                            && i < line.len()
                        {
                            last = line[i];
                            self.mv_cell(ui, last);
                            i += 1;
                        }
                        ui.end_row();
                        if self.breaks_after(last) {
                            broken_at = Some(last);
                            break;
                        }
                    }
                });
            block += 1;
            if let Some(node) = broken_at {
                let annotation = tree.annotation(node);
                if !annotation.after.is_empty() {
                    ui.indent(("comment", node.index()), |ui| {
                        ui.horizontal_wrapped(|ui| self.comment(ui, &annotation.after));
                    });
                }
                let parent = tree.parent(node).expect("a move");
                for &side in &tree.children(parent)[1..] {
                    ui.indent(("variation", side.index()), |ui| {
                        ui.horizontal_wrapped(|ui| self.variation(ui, side));
                    });
                }
            }
        }
        if line.is_empty() {
            ui.label(egui::RichText::new(tr!(self.tr, "notes-no-moves")).weak());
        }
    }

    /// A main-line move in its column (its number is the row's).
    fn mv_cell(&mut self, ui: &mut egui::Ui, node: NodeId) {
        let text = san_text(self.tree, node, self.tr, self.figurines);
        self.clickable(ui, node, text, None);
    }

    /// Whether the rows break after a main-line move: it has a comment, or
    /// other moves were tried in its place.
    fn breaks_after(&self, node: NodeId) -> bool {
        let tree = self.tree;
        !tree.annotation(node).after.is_empty()
            || tree
                .parent(node)
                .is_some_and(|p| tree.children(p).len() > 1)
    }
}

/// Draws the tree in a scrolling area `reserve` points shorter than the
/// room left; what was clicked.
pub fn tree_list(
    ui: &mut egui::Ui,
    tr: &Tr,
    figurines: bool,
    notes: &Notes,
    reserve: f32,
) -> Option<TreeClick> {
    let mut draw = Draw {
        tree: &notes.tree,
        at: notes.at,
        tr,
        figurines,
        asked: None,
    };
    let height = (ui.available_height() - reserve).max(80.0);
    egui::ScrollArea::vertical()
        .max_height(height)
        .auto_shrink([false, false])
        .show(ui, |ui| draw.main_line(ui));
    draw.asked
}
