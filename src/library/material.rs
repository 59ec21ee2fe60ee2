//! A material: the pieces on the board ("rook and pawn against rook"), read
//! as endgame books write it, for the material search (`material_search`)
//! of endgame study.
//!
//! The pieces are matched exactly (a pawn more or a knight for a bishop is
//! another material), counted by kind only: bishops are not told apart by
//! the colour of their squares. Each game posts, beside its positions, a
//! key for each material it reaches (at the start, then after each capture
//! or promotion), with the ply it is first reached at; the keys live in a
//! space of their own ([`Material::key`]), apart from the positions'
//! Zobrist keys, in the same index.

use std::fmt::{self, Write as _};

use crate::rules::{Color, PieceKind, Position};

/// The men of each side, kings implied: White's and Black's pawns,
/// knights, bishops, rooks and queens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Material {
    counts: [[u8; 5]; 2],
}

/// The kinds counted, in the order [`Material`] keeps them.
const KINDS: [PieceKind; 5] = [
    PieceKind::Pawn,
    PieceKind::Knight,
    PieceKind::Bishop,
    PieceKind::Rook,
    PieceKind::Queen,
];

/// The letters written, in the order written (the strongest first), with
/// their place in [`KINDS`].
const WRITTEN: [(char, usize); 5] = [('Q', 4), ('R', 3), ('B', 2), ('N', 1), ('P', 0)];

/// At most this many pawns a side.
const MAX_PAWNS: u32 = 8;
/// At most this many men a side besides the king.
const MAX_MEN: u32 = 15;

/// Mixed into every material key, so that they stay apart from the
/// positions' keys ("MATERIAL" in ASCII).
const KEY_SPACE: u64 = 0x4d41_5445_5249_414c;

impl Material {
    /// The material on `pos`'s board.
    pub fn of(pos: &Position) -> Material {
        let mut counts = [[0u8; 5]; 2];
        for color in [Color::White, Color::Black] {
            let ours = pos.by_color(color);
            for (i, kind) in KINDS.into_iter().enumerate() {
                counts[color.index()][i] = (ours & pos.by_kind(kind)).count() as u8;
            }
        }
        Material { counts }
    }

    /// How many men of `kind` `color` has (a king: always 1).
    pub fn count(&self, color: Color, kind: PieceKind) -> u8 {
        let i = KINDS.iter().position(|&k| k == kind);
        i.map_or(1, |i| self.counts[color.index()][i])
    }

    /// The same men with the colours swapped ("KR v KRP" for "KRP v KR").
    pub fn mirrored(&self) -> Material {
        Material {
            counts: [self.counts[1], self.counts[0]],
        }
    }

    /// The key the index finds the material by: a fixed mix (splitmix64's)
    /// of the counts, with a constant of its own, the same in every build
    /// and on every machine (the library's files keep it). Different
    /// materials always have different keys (the mix is one to one).
    pub fn key(&self) -> i64 {
        let mut packed = 0u64;
        for side in &self.counts {
            for &n in side {
                packed = packed << 6 | u64::from(n.min(63));
            }
        }
        crate::rules::zobrist::splitmix(packed ^ KEY_SPACE).1 as i64
    }

    /// Reads a material as endgame books write it: "KRP v KR", "KRPvKR",
    /// "KRP-KR", "KQ vs KR", "KRPKR" (split at the second K), "RP v R" (the
    /// kings left out), in capitals or small letters; the first side is
    /// White's.
    ///
    /// # Errors
    /// What did not read: a letter that is no piece, one side only or
    /// more than two, an empty side, two kings a side, more than 8 pawns or
    /// more than 15 men besides the king.
    pub fn parse(text: &str) -> Result<Material, MaterialError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(MaterialError::Empty);
        }
        let (first, second) = split_sides(text)?;
        Ok(Material {
            counts: [side(first, Side::First)?, side(second, Side::Second)?],
        })
    }
}

impl fmt::Display for Material {
    /// "KRP v KR": White's men, then Black's, each the strongest first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (n, side) in self.counts.iter().enumerate() {
            if n == 1 {
                f.write_str(" v ")?;
            }
            f.write_str("K")?;
            for (letter, i) in WRITTEN {
                (0..side[i]).try_for_each(|_| f.write_char(letter))?;
            }
        }
        Ok(())
    }
}

impl std::str::FromStr for Material {
    type Err = MaterialError;

    fn from_str(text: &str) -> Result<Material, MaterialError> {
        Material::parse(text)
    }
}

/// Which side of a written material.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The first written (White's).
    First,
    /// The second (Black's).
    Second,
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::First => "the first side",
            Side::Second => "the second side",
        })
    }
}

/// Why a material did not read ([`Material::parse`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum MaterialError {
    /// Nothing was given.
    Empty,
    /// One side only: no separator, and no second K to split at.
    OneSide(String),
    /// More than two sides.
    TooManySides(String),
    /// A side with no men at all (not even its king).
    EmptySide(Side),
    /// A letter that is no piece.
    NotAPiece {
        /// The side.
        side: Side,
        /// Its text.
        text: String,
        /// The letter.
        letter: char,
    },
    /// Two kings (or more) on one side.
    TwoKings {
        /// The side.
        side: Side,
        /// Its text.
        text: String,
    },
    /// More than 8 pawns.
    TooManyPawns {
        /// The side.
        side: Side,
        /// Its text.
        text: String,
        /// Its pawns.
        pawns: u32,
    },
    /// More than 15 men besides the king.
    TooManyMen {
        /// The side.
        side: Side,
        /// Its text.
        text: String,
        /// Its men besides the king.
        men: u32,
    },
}

impl fmt::Display for MaterialError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MaterialError::Empty => {
                f.write_str("no material given: write both sides' pieces, as in \"KRP v KR\"")
            }
            MaterialError::OneSide(text) => write!(
                f,
                "\"{text}\" is one side only: write both, as in \"KRP v KR\" or \"KRPKR\""
            ),
            MaterialError::TooManySides(text) => write!(
                f,
                "\"{text}\" has more than two sides: write two, as in \"KRP v KR\""
            ),
            MaterialError::EmptySide(side) => {
                write!(f, "{side} is empty (a lone king is written K)")
            }
            MaterialError::NotAPiece { side, text, letter } => write!(
                f,
                "{side} \"{text}\": '{letter}' is not a piece (K, Q, R, B, N or P)"
            ),
            MaterialError::TwoKings { side, text } => {
                write!(f, "{side} \"{text}\" has more than one king")
            }
            MaterialError::TooManyPawns { side, text, pawns } => write!(
                f,
                "{side} \"{text}\" has {pawns} pawns: a side has at most {MAX_PAWNS}"
            ),
            MaterialError::TooManyMen { side, text, men } => write!(
                f,
                "{side} \"{text}\" has {men} men besides its king: a side has at most {MAX_MEN}"
            ),
        }
    }
}

impl std::error::Error for MaterialError {}

/// The two sides' texts: around a separator ("v", "vs", "vs.", "-", "–"),
/// or, without one, before the second K, or the two words.
fn split_sides(text: &str) -> Result<(&str, &str), MaterialError> {
    // Lower case for finding the separators; ASCII only, so the byte
    // places are the text's own.
    let lower = text.to_ascii_lowercase();
    let mut separators = Vec::new();
    let mut at = 0;
    while at < lower.len() {
        let rest = &lower[at..];
        let len = if rest.starts_with("vs.") {
            3
        } else if rest.starts_with("vs") {
            2
        } else if rest.starts_with(['v', '-']) {
            1
        } else if rest.starts_with('–') {
            '–'.len_utf8()
        } else {
            0
        };
        if len > 0 {
            separators.push((at, at + len));
            at += len;
        } else {
            at += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    match separators[..] {
        [(start, end)] => return Ok((&text[..start], &text[end..])),
        [] => {}
        _ => return Err(MaterialError::TooManySides(text.to_string())),
    }
    let kings: Vec<usize> = text.match_indices(['K', 'k']).map(|(i, _)| i).collect();
    let starts_with_king = text.starts_with(['K', 'k']);
    if starts_with_king && kings.len() > 2 {
        return Err(MaterialError::TooManySides(text.to_string()));
    }
    if starts_with_king && kings.len() == 2 {
        return Ok((&text[..kings[1]], &text[kings[1]..]));
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    match words[..] {
        [first, second] => Ok((first, second)),
        [_] => Err(MaterialError::OneSide(text.to_string())),
        _ => Err(MaterialError::TooManySides(text.to_string())),
    }
}

/// One side's counts.
fn side(text: &str, side: Side) -> Result<[u8; 5], MaterialError> {
    let text = text.trim();
    let mut counts = [0u32; 5];
    let mut kings = 0;
    let mut any = false;
    for c in text.chars().filter(|c| !c.is_whitespace()) {
        any = true;
        match c.to_ascii_uppercase() {
            'K' => kings += 1,
            upper => {
                let Some(&(_, i)) = WRITTEN.iter().find(|(l, _)| *l == upper) else {
                    return Err(MaterialError::NotAPiece {
                        side,
                        text: text.to_string(),
                        letter: c,
                    });
                };
                counts[i] += 1;
            }
        }
    }
    if !any {
        return Err(MaterialError::EmptySide(side));
    }
    if kings > 1 {
        return Err(MaterialError::TwoKings {
            side,
            text: text.to_string(),
        });
    }
    if counts[0] > MAX_PAWNS {
        return Err(MaterialError::TooManyPawns {
            side,
            text: text.to_string(),
            pawns: counts[0],
        });
    }
    let men: u32 = counts.iter().sum();
    if men > MAX_MEN {
        return Err(MaterialError::TooManyMen {
            side,
            text: text.to_string(),
            men,
        });
    }
    Ok(counts.map(|n| n as u8))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn material_keys_differ_from_each_other_and_from_the_start_positions_key() {
        let krp_kr = Material::parse("KRP v KR").unwrap();
        let kr_krp = Material::parse("KR v KRP").unwrap();
        let start = Position::startpos();
        let full = Material::of(&start);
        assert_ne!(krp_kr.key(), kr_krp.key());
        assert_ne!(krp_kr.key(), full.key());
        for m in [krp_kr, kr_krp, full] {
            assert_ne!(m.key(), super::super::position_key(&start), "{m}");
        }
        // Up to two men of each kind a side: each material a key of its own.
        let sides: Vec<[u8; 5]> = (0..243u32)
            .map(|n| std::array::from_fn(|i| (n / 3u32.pow(i as u32) % 3) as u8))
            .collect();
        let keys: std::collections::HashSet<i64> = sides
            .iter()
            .flat_map(|&w| {
                sides
                    .iter()
                    .map(move |&b| Material { counts: [w, b] }.key())
            })
            .collect();
        assert_eq!(keys.len(), sides.len() * sides.len());
    }

    #[test]
    fn the_key_is_the_files_and_never_changes() {
        // The value stored in every library file: a change would lose the
        // material of every game already imported.
        let krp_kr = Material::parse("KRP v KR").unwrap();
        assert_eq!(krp_kr.key(), KRP_KR_KEY);
    }

    /// [`Material::key`] of "KRP v KR" as first written to the files,
    /// worked out apart (splitmix64 of the counts packed six bits each,
    /// White's pawn to queen then Black's, XOR "MATERIAL", in Python).
    const KRP_KR_KEY: i64 = 0xbe97_87f5_f247_879d_u64 as i64;
}
