//! Writing a game tree as PGN.
//!
//! Tags in their order (with `Variant`, `SetUp` and `FEN` added when the
//! start needs them and they are missing), a blank line, the movetext and
//! the termination marker. Movetext follows the export format's habits:
//! numbers before White's moves and before a Black move that starts a
//! line or follows a comment or a variation (`3...`), a variation right
//! after the move it replaces, lines of at most 80 characters (a comment
//! is never broken, so a long one makes a longer line). Move assessments
//! `$1`-`$6` are written as suffixes (`Qe8!`), as lichess writes them;
//! other glyphs as `$n`. Comments are written with their parts in order.

use super::{Comment, GameTree, NodeId, nag};
use crate::rules::pgn::{find_tag, write_tag};
use crate::rules::{GameResult, STARTING_FEN, Variant, numbered_san};

/// The tree as PGN: tags, a blank line, movetext, a newline.
///
/// ```
/// use rookery::rules::tree::{read_trees, write_tree};
/// let text = "[Event \"?\"]\n\n{Intro} 1. e4 e5 (1... c5 $13 {Sicilian} 2. Nf3) 2. Nf3 *\n";
/// let tree = read_trees(text).remove(0).unwrap();
/// assert_eq!(write_tree(&tree), text);
/// ```
pub fn write_tree(tree: &GameTree) -> String {
    let mut out = String::new();
    for (name, value) in &tree.tags {
        write_tag(&mut out, name, value);
    }
    let start = tree.start();
    let chess960 = start.variant() == Variant::Chess960;
    if chess960 && find_tag(&tree.tags, "Variant").is_none() {
        write_tag(&mut out, "Variant", "Chess960");
    }
    let fen = start.to_fen();
    if (fen != STARTING_FEN || chess960) && find_tag(&tree.tags, "FEN").is_none() {
        if find_tag(&tree.tags, "SetUp").is_none() {
            write_tag(&mut out, "SetUp", "1");
        }
        write_tag(&mut out, "FEN", &fen);
    }
    if !out.is_empty() {
        out.push('\n');
    }
    out.push_str(&write_movetext(tree));
    out.push('\n');
    out
}

/// The movetext alone, with the termination marker, without a final
/// newline.
pub fn write_movetext(tree: &GameTree) -> String {
    let mut tokens = Tokens::default();
    let root = tree.annotation(GameTree::ROOT);
    tokens.comment(&root.after);
    if let Some(first) = tree.main_child(GameTree::ROOT) {
        line(tree, first, &mut tokens);
    }
    tokens.push(tree.result.map_or("*", GameResult::as_pgn).to_string());
    tokens.lines.push(tokens.current);
    tokens.lines.join("\n")
}

/// Movetext being laid out in lines of at most 80 characters.
#[derive(Default)]
struct Tokens {
    lines: Vec<String>,
    current: String,
    /// Glued to the front of the next token (a variation's `(`).
    prefix: String,
}

impl Tokens {
    const WIDTH: usize = 80;

    fn push(&mut self, token: String) {
        let token = std::mem::take(&mut self.prefix) + &token;
        if self.current.is_empty() {
            self.current = token;
        } else if self.current.chars().count() + 1 + token.chars().count() > Self::WIDTH {
            self.lines.push(std::mem::take(&mut self.current));
            self.current = token;
        } else {
            self.current.push(' ');
            self.current.push_str(&token);
        }
    }

    /// Writes a comment; `true` if there was one.
    fn comment(&mut self, comment: &Comment) -> bool {
        if comment.is_empty() {
            return false;
        }
        self.push(format!("{{{}}}", comment.to_pgn_text()));
        true
    }
}

/// Writes the line that starts with `first` (a main continuation or a
/// variation's first move), with the variations of its moves.
fn line(tree: &GameTree, first: NodeId, tokens: &mut Tokens) {
    let mut node = first;
    // Whether a Black move needs its number ("3...").
    let mut fresh = true;
    loop {
        let annotation = tree.annotation(node);
        let parent = tree.parent(node).expect("only the root has no move");
        if tokens.comment(&annotation.before) {
            fresh = true;
        }
        let before = tree.position(parent);
        let mut san = tree.san(node);
        let mut nags = annotation.nags.as_slice();
        if let Some(suffix) = nags.first().and_then(|&n| nag::suffix(n)) {
            san.push_str(suffix);
            nags = &nags[1..];
        }
        tokens.push(numbered_san(
            before.fullmove_number(),
            before.side_to_move(),
            &san,
            fresh,
        ));
        for n in nags {
            tokens.push(format!("${n}"));
        }
        fresh = tokens.comment(&annotation.after);
        if tree.main_child(parent) == Some(node) {
            for &variation in &tree.children(parent)[1..] {
                tokens.prefix.push('(');
                line(tree, variation, tokens);
                tokens.current.push(')');
                fresh = true;
            }
        }
        match tree.main_child(node) {
            Some(next) => node = next,
            None => break,
        }
    }
}
