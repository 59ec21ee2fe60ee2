//! What a screen reader hears of the analysis board's notes: the move the
//! board goes to with what is said about it ("White: knight takes e5, good
//! move", then "White threatens mate on h5"; a comment before the move
//! first), and each edit in words ("Symbol added to 2. Nf3: good move",
//! "Undone: green arrow from g1 to f3 added").

use crate::app::i18n::{Phrase, glyph_text, move_words, numbered_move_text};
use crate::app::session::{EditBy, NoteDone, NoteEdited};
use crate::rules::PlayedMove;
use crate::rules::tree::{Comment, GameTree, NodeId, Place, ShapeColor, nag};
use crate::text;

/// What is said when the board reaches `node`: the comment before the
/// move, the move in words with its glyphs' meanings, the comment after
/// it; at the start, the start position and the comment before the first
/// move. The comments' commands (arrows, clocks, evaluations) are not
/// words and are left out.
pub fn reached_words(tree: &GameTree, node: NodeId) -> Vec<Phrase> {
    let annotation = tree.annotation(node);
    let Some(played) = played(tree, node) else {
        return std::iter::once(text!("status-start-position"))
            .chain(words(&annotation.after))
            .collect();
    };
    // The move's assessment first, as the move list prints it.
    let (assessments, others): (Vec<u16>, Vec<u16>) = annotation
        .nags
        .iter()
        .partition(|&&n| nag::kind(n) == nag::NagKind::Move);
    let said = assessments
        .into_iter()
        .chain(others)
        .fold(move_words(&played), |said, n| {
            text!("announce-with-glyph", words = said, glyph = glyph_text(n))
        });
    words(&annotation.before)
        .into_iter()
        .chain(std::iter::once(said))
        .chain(words(&annotation.after))
        .collect()
}

/// An edit of the notes in words, as made, undone or redone.
pub fn edit_words(tree: &GameTree, edited: &NoteEdited) -> Phrase {
    let said = done_words(tree, edited.done);
    match edited.by {
        EditBy::Edit => said,
        EditBy::Undo => text!("announce-undone", edit = said),
        EditBy::Redo => text!("announce-redone", edit = said),
    }
}

/// What an edit did, in words.
fn done_words(tree: &GameTree, done: NoteDone) -> Phrase {
    let name = |node| numbered(tree, node);
    match done {
        NoteDone::MoveAdded(node) => text!("announce-move-added", move = name(node)),
        NoteDone::Comment {
            node,
            place,
            written,
        } => {
            let place = match place {
                _ if node == GameTree::ROOT => "start",
                Place::Before => "before",
                Place::After => "after",
            };
            if written {
                text!("announce-comment-written", place = place, move = name(node))
            } else {
                text!("announce-comment-removed", place = place, move = name(node))
            }
        }
        NoteDone::Glyph { node, nag, added } => {
            let glyph = glyph_text(nag);
            if added {
                text!("announce-glyph-added", move = name(node), glyph = glyph)
            } else {
                text!("announce-glyph-removed", move = name(node), glyph = glyph)
            }
        }
        NoteDone::GlyphsCleared(node) => text!("announce-glyphs-cleared", move = name(node)),
        NoteDone::Shape { shape, added, .. } => {
            let color = color_key(shape.color);
            let (from, to) = (shape.from.to_string(), shape.to.to_string());
            match (shape.is_circle(), added) {
                (true, true) => text!("announce-circle-added", color = color, square = from),
                (true, false) => text!("announce-circle-removed", color = color, square = from),
                (false, true) => {
                    text!("announce-arrow-added", color = color, from = from, to = to)
                }
                (false, false) => {
                    text!(
                        "announce-arrow-removed",
                        color = color,
                        from = from,
                        to = to
                    )
                }
            }
        }
        NoteDone::Deleted(node) => text!("announce-move-deleted", move = name(node)),
        NoteDone::Truncated(node) => text!("announce-moves-after-deleted", move = name(node)),
        NoteDone::Promoted {
            node,
            to_main: false,
        } => text!("announce-variation-promoted", move = name(node)),
        NoteDone::Promoted {
            node,
            to_main: true,
        } => {
            text!("announce-made-main-line", move = name(node))
        }
        NoteDone::VariationMoved { node, up: true } => {
            text!("announce-variation-up", move = name(node))
        }
        NoteDone::VariationMoved { node, up: false } => {
            text!("announce-variation-down", move = name(node))
        }
    }
}

/// A move of the tree as a game records it: the move, its SAN and the
/// position before it (`None` for the root).
fn played(tree: &GameTree, node: NodeId) -> Option<PlayedMove> {
    let mv = tree.mv(node)?;
    let before = *tree.position(tree.parent(node)?);
    Some(PlayedMove {
        mv,
        san: tree.san(node),
        before,
    })
}

/// A move of the tree with its number ("2. Nf3"), or the start.
fn numbered(tree: &GameTree, node: NodeId) -> Phrase {
    played(tree, node).map_or_else(
        || text!("status-start-position"),
        |m| numbered_move_text(&m),
    )
}

/// The words of a comment, without its commands, if it has any.
fn words(comment: &Comment) -> Option<Phrase> {
    let text = comment.text();
    (!text.is_empty()).then_some(Phrase::Verbatim(text))
}

/// The selector value of a shape's colour in the messages.
fn color_key(color: ShapeColor) -> &'static str {
    match color {
        ShapeColor::Green => "green",
        ShapeColor::Red => "red",
        ShapeColor::Yellow => "yellow",
        ShapeColor::Blue => "blue",
    }
}
