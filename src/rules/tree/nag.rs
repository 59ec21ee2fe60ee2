//! Numeric annotation glyphs: the symbols of move assessments (`!`, `?`),
//! positions (`=`, `±`) and ideas (`→`, `N`).
//!
//! The numbers and meanings are the PGN standard's (Edwards, "Portable Game
//! Notation Specification and Implementation Guide", 1994, section 10); the
//! printed glyphs are those of the Informator tradition that lichess and
//! ChessBase show. The set offered for editing is En Croissant's, about
//! thirty; any other number read from a file is kept and written back as
//! `$n`.
//!
//! ```
//! use rookery::rules::tree::nag;
//! assert_eq!(nag::glyph(3), Some("!!"));
//! assert_eq!(nag::glyph(16), Some("±"));
//! assert_eq!(nag::from_suffix("?!"), Some(6));
//! assert_eq!(nag::kind(14), nag::NagKind::Position);
//! ```

/// What a glyph judges: a position has at most one move assessment and
/// one position assessment (a new one replaces the old); observations add
/// up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NagKind {
    /// `$1`-`$9`: the move played.
    Move,
    /// `$10`-`$21`: who stands better.
    Position,
    /// The rest: development, initiative, time trouble, novelty...
    Observation,
}

/// What kind of glyph a number is.
pub fn kind(nag: u16) -> NagKind {
    match nag {
        1..=9 => NagKind::Move,
        10..=21 => NagKind::Position,
        _ => NagKind::Observation,
    }
}

/// One glyph of the set offered for editing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NagInfo {
    /// The number (`$n`).
    pub nag: u16,
    /// The printed symbol.
    pub glyph: &'static str,
    /// The standard's meaning, in English (the app translates it).
    pub meaning: &'static str,
}

const fn info(nag: u16, glyph: &'static str, meaning: &'static str) -> NagInfo {
    NagInfo {
        nag,
        glyph,
        meaning,
    }
}

/// The glyphs offered for editing (En Croissant's set), in menu order.
pub const EDITABLE: [NagInfo; 33] = [
    info(1, "!", "good move"),
    info(2, "?", "mistake"),
    info(3, "!!", "brilliant move"),
    info(4, "??", "blunder"),
    info(5, "!?", "interesting move"),
    info(6, "?!", "dubious move"),
    info(7, "□", "only move"),
    info(10, "=", "equal position"),
    info(13, "∞", "unclear position"),
    info(14, "⩲", "White is slightly better"),
    info(15, "⩱", "Black is slightly better"),
    info(16, "±", "White is better"),
    info(17, "∓", "Black is better"),
    info(18, "+−", "White is winning"),
    info(19, "−+", "Black is winning"),
    info(22, "⨀", "White is in zugzwang"),
    info(23, "⨀", "Black is in zugzwang"),
    info(32, "⟳", "White has a lead in development"),
    info(33, "⟳", "Black has a lead in development"),
    info(36, "→", "White has the initiative"),
    info(37, "→", "Black has the initiative"),
    info(40, "↑", "White has the attack"),
    info(41, "↑", "Black has the attack"),
    info(44, "=∞", "White has compensation"),
    info(45, "=∞", "Black has compensation"),
    info(132, "⇆", "White has counterplay"),
    info(133, "⇆", "Black has counterplay"),
    info(138, "⊕", "White is in time trouble"),
    info(139, "⊕", "Black is in time trouble"),
    info(140, "∆", "with the idea"),
    info(146, "N", "novelty"),
    info(8, "□", "singular move"),
    info(11, "=", "equal, quiet position"),
];

/// The editable glyph of a number.
pub fn info_of(nag: u16) -> Option<&'static NagInfo> {
    EDITABLE.iter().find(|i| i.nag == nag)
}

/// The printed symbol of a number, if it has one here.
pub fn glyph(nag: u16) -> Option<&'static str> {
    match nag {
        12 => Some("="),
        20 => Some("+−"),
        21 => Some("−+"),
        _ => info_of(nag).map(|i| i.glyph),
    }
}

/// The number of a move suffix (`!`, `?`, `!!`, `??`, `!?`, `?!`), as the
/// standard reads them (section 8.2.3.8).
pub fn from_suffix(suffix: &str) -> Option<u16> {
    match suffix {
        "!" => Some(1),
        "?" => Some(2),
        "!!" => Some(3),
        "??" => Some(4),
        "!?" => Some(5),
        "?!" => Some(6),
        _ => None,
    }
}

/// The suffix of a move assessment `$1`-`$6`, written after the move as
/// lichess writes it (`Qe8!`).
pub fn suffix(nag: u16) -> Option<&'static str> {
    match nag {
        1 => Some("!"),
        2 => Some("?"),
        3 => Some("!!"),
        4 => Some("??"),
        5 => Some("!?"),
        6 => Some("?!"),
        _ => None,
    }
}

/// The largest number read: the standard defines 0-255 and some programs
/// use a few hundred more; anything larger is not a glyph.
pub const MAX: u16 = 499;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_editable_set_has_no_repeated_number_and_covers_en_croissants() {
        let mut numbers: Vec<u16> = EDITABLE.iter().map(|i| i.nag).collect();
        numbers.sort_unstable();
        let before = numbers.len();
        numbers.dedup();
        assert_eq!(numbers.len(), before);
        // En Croissant's set, as the issue lists it.
        for n in [
            1, 2, 3, 4, 5, 6, 7, 10, 13, 14, 15, 16, 17, 18, 19, 22, 23, 32, 33, 36, 37, 40, 41,
            44, 45, 132, 133, 138, 139, 140, 146,
        ] {
            assert!(info_of(n).is_some(), "${n} missing");
        }
    }

    #[test]
    fn suffixes_and_numbers_agree_both_ways() {
        for n in 1..=6 {
            assert_eq!(from_suffix(suffix(n).unwrap()), Some(n));
        }
        assert_eq!(suffix(7), None);
        assert_eq!(from_suffix("!!!"), None);
    }

    #[test]
    fn kinds_follow_the_standard_ranges() {
        assert_eq!(kind(4), NagKind::Move);
        assert_eq!(kind(10), NagKind::Position);
        assert_eq!(kind(19), NagKind::Position);
        assert_eq!(kind(22), NagKind::Observation);
        assert_eq!(kind(146), NagKind::Observation);
    }
}
