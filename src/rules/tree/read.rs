//! Reading PGN into game trees, losing nothing but the layout.
//!
//! The reader is [`read_games`](crate::rules::read_games)'s (the same tags,
//! start positions, errors and recovery after a bad game); the movetext
//! becomes a tree instead of one line. Where a comment goes:
//! before the game's first move, the root's comment after; at a
//! variation's start, its first move's comment before; anywhere else, the
//! comment after the move before it (several brace comments in a row make
//! one). Glyphs (`$n`, and suffixes such as `!?`) go to the move before
//! them; `;` comments are read as comments.
//!
//! A variation whose move does not read is kept up to that move, and the
//! rest of it is passed over; a main-line move that does not read is an
//! error for the game, as for [`read_games`](crate::rules::read_games).
//! Variations nested deeper than
//! [`MAX_VARIATION_DEPTH`](crate::rules::pgn::MAX_VARIATION_DEPTH) are passed
//! over.

use super::{Comment, GameTree, NodeId, nag};
use crate::rules::pgn::{
    Failure, MAX_VARIATION_DEPTH, Reader, Resume, read_each, recorded_result, snippet,
};
use crate::rules::{GameResult, PgnError, PgnErrorKind};

/// Every game of a PGN file as a tree, in order; a game that does not read
/// is an error and the others are still read.
///
/// ```
/// use rookery::rules::tree::{GameTree, read_trees};
/// let trees = read_trees("1. e4 $1 {best by test} (1. d4 {also good}) e5 1-0\n\n1. e4 Kz9 *\n");
/// assert_eq!(trees.len(), 2);
/// let tree = trees[0].as_ref().unwrap();
/// let e4 = tree.mainline()[0];
/// assert_eq!(tree.annotation(e4).nags, vec![1]);
/// assert_eq!(tree.annotation(e4).after.text(), "best by test");
/// let d4 = tree.children(GameTree::ROOT)[1];
/// assert_eq!(tree.annotation(d4).after.text(), "also good");
/// assert!(trees[1].is_err());
/// ```
pub fn read_trees(text: &str) -> Vec<Result<GameTree, PgnError>> {
    read_each(text, |reader| tree_game(reader).map(|(tree, _)| tree))
}

/// A variation's rest passed over because one of its moves did not read
/// (the game and the variation up to that move are kept).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CutVariation {
    /// The move number where the move that did not read stands.
    pub move_number: u32,
    /// The move as written.
    pub token: String,
    /// Why it did not read.
    pub error: crate::rules::SanError,
}

impl std::fmt::Display for CutVariation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "a variation at move {} was kept up to '{}' ({}), the rest of it left out",
            self.move_number, self.token, self.error
        )
    }
}

/// As [`read_trees`], with each game's variations cut short where a move
/// did not read, for a reader that tells the player (an import's report).
pub fn read_trees_noting(text: &str) -> Vec<Result<(GameTree, Vec<CutVariation>), PgnError>> {
    read_each(text, tree_game)
}

/// Where the reader stands in the movetext.
struct Cursor {
    /// The last move read on the current line (the line's start before its
    /// first move).
    at: NodeId,
    /// Whether the current line has no move yet.
    fresh: bool,
    /// For each open variation, the move it replaces (the reader goes back
    /// there at its `)`).
    open: Vec<NodeId>,
    /// A comment read at a variation's start, for its first move.
    before: Comment,
}

fn tree_game(reader: &mut Reader<'_>) -> Result<(GameTree, Vec<CutVariation>), Failure> {
    let mut cut = Vec::new();
    let start = reader.pos;
    let tags = reader.tag_section()?;
    let game = reader.start_game(&tags)?;
    let mut tree = GameTree::with_tags(*game.start_position(), tags);
    let mut cursor = Cursor {
        at: GameTree::ROOT,
        fresh: true,
        open: Vec::new(),
        before: Comment::new(),
    };
    // `Some(result)` once a termination marker is read.
    let mut marker: Option<Option<GameResult>> = None;
    let mut moves = 0usize;
    loop {
        let number = tree.position(cursor.at).fullmove_number();
        let fail = |kind, token: &str, resume| Failure {
            kind,
            move_number: Some(number),
            token: Some(snippet(token)),
            resume,
        };
        let Some(c) = reader.peek() else { break };
        match c {
            c if c.is_whitespace() => {
                reader.bump();
            }
            '%' if reader.at_line_start() => reader.skip_line(),
            '{' => {
                let open = reader.pos;
                if !reader.skip_brace_comment() {
                    return Err(reader.unterminated_comment(Some(number)));
                }
                let text = &reader.text[open + 1..reader.pos - 1];
                add_comment(&mut tree, &mut cursor, text);
            }
            ';' => {
                let open = reader.pos;
                reader.skip_line();
                let text = reader.text[open + 1..reader.pos].to_string();
                add_comment(&mut tree, &mut cursor, &text);
            }
            '[' if cursor.open.is_empty() => break,
            '[' => {
                let resume = Resume::At(reader.pos);
                return Err(fail(PgnErrorKind::UnbalancedVariation, "(", resume));
            }
            '(' => {
                if cursor.fresh || cursor.open.len() >= MAX_VARIATION_DEPTH {
                    // Nothing to replace yet, or too deep: passed over.
                    reader.skip_variation(number)?;
                } else {
                    reader.bump();
                    cursor.open.push(cursor.at);
                    cursor.at = tree.parent(cursor.at).expect("a move has a parent");
                    cursor.fresh = true;
                    cursor.before = Comment::new();
                }
            }
            ')' => {
                reader.bump();
                let Some(back) = cursor.open.pop() else {
                    let resume = Resume::Movetext(reader.pos);
                    return Err(fail(PgnErrorKind::UnbalancedVariation, ")", resume));
                };
                close_variation(&mut tree, &mut cursor, back);
            }
            '$' => {
                reader.bump();
                let digits = reader.rest().bytes().take_while(u8::is_ascii_digit).count();
                let value = reader.rest()[..digits].parse::<u16>().ok();
                reader.pos += digits;
                if digits == 0 {
                    let resume = Resume::Movetext(reader.pos);
                    return Err(fail(PgnErrorKind::UnexpectedToken, "$", resume));
                }
                if let Some(n) = value.filter(|&n| n <= nag::MAX) {
                    add_nag(&mut tree, &cursor, n);
                }
            }
            '!' | '?' => {
                let glyph_start = reader.pos;
                while matches!(reader.peek(), Some('!' | '?')) {
                    reader.bump();
                }
                if let Some(n) = nag::from_suffix(&reader.text[glyph_start..reader.pos]) {
                    add_nag(&mut tree, &cursor, n);
                }
            }
            '.' => {
                reader.bump();
            }
            '*' if cursor.open.is_empty() => {
                reader.bump();
                marker = Some(None);
                break;
            }
            '*' => {
                reader.bump();
            }
            '½' if reader.rest().starts_with("½-½") => {
                reader.pos += "½-½".len();
                if cursor.open.is_empty() {
                    marker = Some(Some(GameResult::Draw));
                    break;
                }
            }
            c if c.is_ascii_alphanumeric() => {
                let symbol = reader.symbol();
                if symbol.bytes().all(|b| b.is_ascii_digit()) {
                    while reader.peek() == Some('.') {
                        reader.pos += 1;
                    }
                    continue;
                }
                if let Some(result) = GameResult::from_pgn(symbol) {
                    if cursor.open.is_empty() {
                        marker = Some(Some(result));
                        break;
                    }
                    continue;
                }
                let san = reader.finish_move(symbol);
                let suffix_len = reader.text[..reader.pos]
                    .bytes()
                    .rev()
                    .take_while(|b| matches!(b, b'!' | b'?'))
                    .count();
                let suffix = nag::from_suffix(&reader.text[reader.pos - suffix_len..reader.pos]);
                match tree.position(cursor.at).parse_san(san) {
                    Ok(mv) => {
                        let node = match tree.child_with(cursor.at, mv) {
                            Some(existing) => existing,
                            None => tree.push_child(cursor.at, mv),
                        };
                        if cursor.fresh && !cursor.open.is_empty() {
                            let before = std::mem::take(&mut cursor.before);
                            append(&mut tree.annotation_mut(node).before, before);
                        }
                        cursor.at = node;
                        cursor.fresh = false;
                        moves += 1;
                        if let Some(n) = suffix {
                            add_nag(&mut tree, &cursor, n);
                        }
                    }
                    Err(e) if cursor.open.is_empty() => {
                        let resume = Resume::Movetext(reader.pos);
                        return Err(fail(PgnErrorKind::BadMove(e), san, resume));
                    }
                    Err(error) => {
                        // The rest of this variation is passed over.
                        cut.push(CutVariation {
                            move_number: number,
                            token: snippet(san),
                            error,
                        });
                        reader.skip_to_close(number)?;
                        let back = cursor.open.pop().expect("inside a variation");
                        close_variation(&mut tree, &mut cursor, back);
                    }
                }
            }
            _ => {
                let word = reader.take_word();
                let resume = Resume::Movetext(reader.pos);
                return Err(fail(PgnErrorKind::UnexpectedToken, &word, resume));
            }
        }
    }
    if !cursor.open.is_empty() {
        return Err(Failure {
            kind: PgnErrorKind::UnbalancedVariation,
            move_number: Some(tree.position(cursor.at).fullmove_number()),
            token: Some("(".to_string()),
            resume: Resume::At(reader.pos),
        });
    }
    if tree.tags.is_empty() && marker.is_none() && moves == 0 {
        return Err(reader.not_a_game(start));
    }
    tree.result = recorded_result(marker, &tree.tags);
    Ok((tree, cut))
}

/// Adds a comment's text where the cursor says.
fn add_comment(tree: &mut GameTree, cursor: &mut Cursor, text: &str) {
    if cursor.fresh && !cursor.open.is_empty() {
        cursor.before.push_text(text);
    } else {
        tree.annotation_mut(cursor.at).after.push_text(text);
    }
}

/// Adds a glyph to the last move read (a glyph before any move of its line
/// has no move and is dropped).
fn add_nag(tree: &mut GameTree, cursor: &Cursor, n: u16) {
    if cursor.fresh {
        return;
    }
    let nags = &mut tree.annotation_mut(cursor.at).nags;
    if !nags.contains(&n) {
        nags.push(n);
    }
}

/// Back from a variation to the move it replaced; a comment read at the
/// variation's start with no move after it goes after that move.
fn close_variation(tree: &mut GameTree, cursor: &mut Cursor, back: NodeId) {
    let orphan = std::mem::take(&mut cursor.before);
    cursor.at = back;
    cursor.fresh = false;
    append(&mut tree.annotation_mut(back).after, orphan);
}

fn append(to: &mut Comment, from: Comment) {
    if !from.is_empty() {
        to.push_text(&from.to_pgn_text());
    }
}
