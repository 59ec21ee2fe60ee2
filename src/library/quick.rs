//! The import's quick reader: the common game (standard start, moves in
//! SAN, comments, glyphs and variations around them) read in one pass,
//! with no list of every legal move (only the moves of the pieces that
//! reach the move's square), straight into the library's record,
//! without building a [`Game`](crate::rules::Game). Anything it does not
//! take on (a set-up position, Chess960, a move it cannot read, a game that
//! would end on the board before its last move, a clock at the 75-move
//! rule, a position seen five times) it leaves to the full PGN reader,
//! which gives the same record or names what is wrong. A test checks the
//! two agree on every game they both read.

use std::borrow::Cow;

use crate::rules::{GameResult, Position, Variant};

use super::codec;
use super::record::post_material;
use super::record::{NewGame, Posting};

/// The record of a game's text, or `None` to leave it to the full reader.
pub fn read(text: &str) -> Option<NewGame> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let (tags, movetext) = read_tags(text)?;
    if tags
        .iter()
        .any(|(n, _)| matches!(*n, "FEN" | "SetUp" | "Variant"))
    {
        return None;
    }
    let Played {
        moves,
        postings,
        marker,
        annotated,
    } = play(movetext)?;
    // The result: the termination marker, or the Result tag without one;
    // "*" (or nothing at all) leaves it to the board, which the full
    // reader judges.
    let result = match marker {
        Some(Marker::Result(r)) => Some(r),
        Some(Marker::Unknown) => return None,
        None => {
            let tag = tags.iter().find(|(n, _)| *n == "Result")?;
            Some(GameResult::from_pgn(tag.1.trim())?)
        }
    };
    Some(NewGame::from_parts(
        Variant::Standard,
        None,
        moves,
        postings,
        &tags,
        result,
        // The movetext is kept when it carries more than the moves, as
        // `record::annotated` decides (the loop saw the same marks).
        annotated.then(|| movetext.trim().to_string()),
    ))
}

/// The tag pairs, in order, borrowed from the text (a value with escapes
/// is copied), and the movetext after them (from the first line that is
/// not a tag, as [`super::record::movetext_of`] finds it); `None` for
/// anything unusual in the tags.
#[allow(clippy::type_complexity)]
fn read_tags(text: &str) -> Option<(Vec<(&str, Cow<'_, str>)>, &str)> {
    let mut tags = Vec::with_capacity(16);
    // Byte by byte, not char by char: the tags are a tenth of an import's
    // reading, and every byte that matters here is ASCII (a line is cut
    // at '\n', and a '\r' before it is white space to trim).
    let mut at = 0;
    while at < text.len() {
        let end = text[at..]
            .bytes()
            .position(|b| b == b'\n')
            .map_or(text.len(), |e| at + e);
        let raw = &text[at..end];
        let starts = at + (raw.len() - raw.trim_ascii_start().len());
        let line = raw.trim_ascii();
        at = end + 1;
        if line.is_empty() {
            continue;
        }
        let bytes = line.as_bytes();
        if bytes[0] != b'[' {
            // ASCII white space only: a line starting with any other is
            // unusual, the full reader's.
            if !bytes[0].is_ascii() {
                return None;
            }
            // The movetext: from this line's first byte to the end.
            return Some((tags, &text[starts..]));
        }
        if bytes[bytes.len() - 1] != b']' {
            return None;
        }
        let inner = &line[1..line.len() - 1];
        let split = inner.bytes().position(|b| b.is_ascii_whitespace())?;
        let (name, value) = (&inner[..split], &inner[split + 1..]);
        if name.is_empty() || !name.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_') {
            return None;
        }
        let quoted = value.trim_ascii().strip_prefix('"')?.strip_suffix('"')?;
        let value = if quoted.bytes().any(|b| b == b'\\' || b == b'"') {
            let mut value = String::with_capacity(quoted.len());
            let mut chars = quoted.chars();
            while let Some(c) = chars.next() {
                match c {
                    '\\' => value.push(chars.next()?),
                    '"' => return None,
                    c => value.push(c),
                }
            }
            Cow::Owned(value)
        } else {
            Cow::Borrowed(quoted)
        };
        tags.push((name, value));
    }
    Some((tags, ""))
}

enum Marker {
    Result(GameResult),
    Unknown,
}

/// What the main line gave.
struct Played {
    /// The moves' bytes.
    moves: Vec<u8>,
    /// The positions reached, and the materials.
    postings: Vec<Posting>,
    /// The termination marker.
    marker: Option<Marker>,
    /// Whether the movetext carries more than the moves (a comment, a
    /// variation, a glyph, a `!` or `?`).
    annotated: bool,
}

/// Plays the main line.
fn play(movetext: &str) -> Option<Played> {
    let mut pos = Position::startpos();
    let mut moves = Vec::with_capacity(128);
    let mut postings = Vec::with_capacity(128);
    // The positions since the last capture or pawn move: no earlier one
    // can come again, so a repetition is looked for among these only.
    let mut seen: Vec<i64> = Vec::with_capacity(128);
    let mut materials = Vec::with_capacity(16);
    post_material(&pos, 0, &mut materials, &mut postings);
    let mut marker = None;
    let mut annotated = false;
    let bytes = movetext.as_bytes();
    let mut at = 0;
    let mut line_start = true;
    while at < bytes.len() {
        let c = bytes[at];
        if marker.is_some() && !c.is_ascii_whitespace() {
            // Text after the termination marker: the full reader's case.
            return None;
        }
        match c {
            b'\n' => {
                line_start = true;
                at += 1;
                continue;
            }
            c if c.is_ascii_whitespace() => {
                at += 1;
                continue;
            }
            b'{' => {
                annotated = true;
                at += movetext[at..].find('}')? + 1;
            }
            b';' => {
                annotated = true;
                at += movetext[at..].find('\n').unwrap_or(bytes.len() - at);
            }
            b'%' if line_start => {
                annotated = true;
                at += movetext[at..].find('\n').unwrap_or(bytes.len() - at);
            }
            b'(' => {
                annotated = true;
                at += skip_variation(&bytes[at..])?;
            }
            b')' | b'}' => return None,
            b'$' => {
                annotated = true;
                at += 1;
                while at < bytes.len() && bytes[at].is_ascii_digit() {
                    at += 1;
                }
            }
            b'*' => {
                marker = Some(Marker::Unknown);
                at += 1;
            }
            _ => {
                let end = at
                    + bytes[at..]
                        .iter()
                        .position(|&b| ends_token(b))
                        .unwrap_or(bytes.len() - at);
                let token = &movetext[at..end];
                at = end;
                match token {
                    "1-0" => marker = Some(Marker::Result(GameResult::WhiteWins)),
                    "0-1" => marker = Some(Marker::Result(GameResult::BlackWins)),
                    "1/2-1/2" => marker = Some(Marker::Result(GameResult::Draw)),
                    _ => {
                        // A move number ("12.", "12...") alone or glued to
                        // its move ("12.e4").
                        let raw = token.as_bytes();
                        let digits = raw.iter().take_while(|b| b.is_ascii_digit()).count();
                        let san = if digits > 0 {
                            let dots = raw[digits..].iter().take_while(|&&b| b == b'.').count();
                            if dots == 0 {
                                return None;
                            }
                            &token[digits + dots..]
                        } else {
                            token
                        };
                        if !san.is_empty() {
                            annotated |= san.bytes().any(|b| b == b'!' || b == b'?');
                            step(
                                &mut pos,
                                san,
                                &mut moves,
                                &mut postings,
                                &mut seen,
                                &mut materials,
                            )?;
                        }
                    }
                }
            }
        }
        line_start = false;
    }
    // The last position, and whether the game ended there on the board
    // while the file gives no marker: left to the full reader.
    let key = pos.key() as i64;
    if !seen.contains(&key) {
        postings.push(Posting {
            key,
            ply: moves.len().min(usize::from(u16::MAX)) as u16,
            next: None,
        });
    }
    Some(Played {
        moves,
        postings,
        marker,
        annotated,
    })
}

/// Plays one move of the main line; `None` when it does not read, or the
/// game would have ended before it (no legal move, the 75-move rule, a
/// fifth repetition, no mating material). The material is counted only
/// after a capture or a promotion (`materials`: the game's so far).
fn step(
    pos: &mut Position,
    san: &str,
    moves: &mut Vec<u8>,
    postings: &mut Vec<Posting>,
    seen: &mut Vec<i64>,
    materials: &mut Vec<i64>,
) -> Option<()> {
    if san == "--" || san.starts_with("Z0") || pos.halfmove_clock() >= 150 {
        return None;
    }
    let key = pos.key() as i64;
    let count = 1 + seen.iter().filter(|&&k| k == key).count();
    if count >= 5 {
        return None;
    }
    let first = count == 1;
    seen.push(key);
    // A move that does not read here, or no legal move at all (the game
    // ended on the board before it), is the full reader's to name.
    let mv = pos.parse_san(san).ok()?;
    let byte = codec::encode(pos, &mv)?;
    if first {
        postings.push(Posting {
            key,
            ply: moves.len().min(usize::from(u16::MAX)) as u16,
            next: Some(byte),
        });
    }
    moves.push(byte);
    pos.play_unchecked(&mv);
    if pos.halfmove_clock() == 0 {
        seen.clear();
    }
    if mv.is_capture() || mv.is_promotion() {
        if mv.is_capture() && pos.is_insufficient_material() {
            return None;
        }
        post_material(pos, moves.len(), materials, postings);
    }
    Some(())
}

/// Whether `b` ends a move's token: white space, or the start or end of
/// a comment, a variation or a glyph.
fn ends_token(b: u8) -> bool {
    matches!(
        b,
        b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'{' | b'}' | b'(' | b')' | b';' | b'$'
    )
}

/// The length of a variation (from its `(` to its `)`, comments inside
/// skipped whole); `None` when it is never closed.
fn skip_variation(bytes: &[u8]) -> Option<usize> {
    let mut depth = 0usize;
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(at + 1);
                }
            }
            b'{' => at += bytes[at..].iter().position(|&b| b == b'}')?,
            b';' => {
                at += bytes[at..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .unwrap_or(bytes.len() - at - 1)
            }
            _ => {}
        }
        at += 1;
    }
    None
}
