//! What Fluent leaves to the program: numbers in the language's way
//! (fluent-bundle writes every number as Rust does, "1.5"), and moves with
//! the language's piece letters or figurines.

use std::borrow::Cow;

use fluent_bundle::FluentValue;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use intl_memoizer::concurrent::IntlLangMemoizer;

use super::Language;

/// The figurines for king, queen, rook, bishop and knight (Unicode's
/// white chess pieces, U+2654 to U+2658), the same for both sides, as
/// printed chess books write moves.
pub const FIGURINES: [char; 5] = ['♔', '♕', '♖', '♗', '♘'];

/// The piece letters of English SAN: king, queen, rook, bishop, knight.
pub const ENGLISH_LETTERS: [char; 5] = ['K', 'Q', 'R', 'B', 'N'];

/// A move in SAN with its piece letters (K Q R B N, the letter of a moved
/// piece at the start and of a promotion after `=`) replaced by
/// `letters`, in that order. Castling, squares and pawns' files stay.
pub fn localise_san<'a>(san: &'a str, letters: &[char; 5]) -> Cow<'a, str> {
    swap_piece_letters(san, &ENGLISH_LETTERS, letters)
}

/// Move text with the piece letters `from` (king, queen, rook, bishop,
/// knight: the moved piece's at the start, a promotion's after `=`)
/// written as the letters `to`; every other character stays.
pub fn swap_piece_letters<'a>(text: &'a str, from: &[char; 5], to: &[char; 5]) -> Cow<'a, str> {
    let swap = |c: char| from.iter().position(|&l| l == c).map(|i| to[i]);
    let first = text.chars().next().and_then(swap);
    if first.is_none() && !text.contains('=') {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 4);
    let mut after_equals = false;
    for (i, c) in text.char_indices() {
        let replaced = if i == 0 || after_equals {
            swap(c)
        } else {
            None
        };
        after_equals = c == '=';
        out.push(replaced.unwrap_or(c));
    }
    Cow::Owned(out)
}

/// The decimal comma and the thousands separator of a language.
fn separators(language: Language) -> (char, char) {
    match language {
        Language::English => ('.', ','),
        // A narrow no-break space, as French typography groups digits.
        Language::French => (',', '\u{202f}'),
        Language::German | Language::Spanish => (',', '.'),
    }
}

/// `value` with `decimals` digits after the separator, written the way
/// `language` writes numbers: "1.5" and "12,345" in English, "1,5" and
/// "12 345" in French, "1,5" and "12.345" in German and Spanish. Numbers
/// under 10,000 are not grouped (a rating reads "1500" in every language,
/// and Spanish never groups four digits).
pub fn format_number(language: Language, value: f64, decimals: usize) -> String {
    let (comma, group) = separators(language);
    let text = format!("{:.*}", decimals, value.abs());
    let (whole, fraction) = match text.split_once('.') {
        Some((w, f)) => (w.to_string(), Some(f.to_string())),
        None => (text.clone(), None),
    };
    let mut grouped = String::new();
    if whole.len() > 4 {
        for (i, c) in whole.chars().enumerate() {
            if i > 0 && (whole.len() - i) % 3 == 0 {
                grouped.push(group);
            }
            grouped.push(c);
        }
    } else {
        grouped = whole;
    }
    // "-0.0" is written "0.0".
    let negative = value < 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0');
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    out.push_str(&grouped);
    if let Some(f) = fraction {
        out.push(comma);
        out.push_str(&f);
    }
    out
}

/// A number argument with a fixed number of decimals: `tr!(tr, "id",
/// accuracy = number(87.25, 1))` shows "87.3" in English, "87,3" in French.
pub fn number(value: f64, decimals: usize) -> FluentValue<'static> {
    FluentValue::Number(FluentNumber::new(
        value,
        FluentNumberOptions {
            minimum_fraction_digits: Some(decimals),
            maximum_fraction_digits: Some(decimals),
            ..FluentNumberOptions::default()
        },
    ))
}

/// Fluent's number formatting for `language` (numbers only; `None` leaves
/// every other value to Fluent).
pub(super) fn formatter(
    language: Language,
) -> fn(&FluentValue, &IntlLangMemoizer) -> Option<String> {
    fn with(language: Language, value: &FluentValue) -> Option<String> {
        let FluentValue::Number(n) = value else {
            return None;
        };
        let decimals = n
            .options
            .maximum_fraction_digits
            .or(n.options.minimum_fraction_digits)
            .unwrap_or_else(|| {
                // As many as the value has, as Fluent would write it.
                let text = n.value.to_string();
                text.split_once('.').map_or(0, |(_, f)| f.len())
            });
        Some(format_number(language, n.value, decimals))
    }
    match language {
        Language::English => |v, _| with(Language::English, v),
        Language::French => |v, _| with(Language::French, v),
        Language::German => |v, _| with(Language::German, v),
        Language::Spanish => |v, _| with(Language::Spanish, v),
    }
}

/// An engine line's score as a player reads it: "+0.35", "-1.20" (with
/// the decimal separator of `language`), "M3", "-M2", "1-0", "0-1".
pub fn eval_text(eval: crate::engine::review::Eval, language: Language) -> String {
    match eval {
        crate::engine::review::Eval::Cp(cp) => {
            let pawns = format_number(language, f64::from(cp) / 100.0, 2);
            if cp > 0 { format!("+{pawns}") } else { pawns }
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn san_takes_the_languages_letters_for_pieces_and_promotions_only() {
        // French: Roi, Dame, Tour, Fou, Cavalier.
        let fr = ['R', 'D', 'T', 'F', 'C'];
        assert_eq!(localise_san("Nf3", &fr), "Cf3");
        assert_eq!(localise_san("Qxf7#", &fr), "Dxf7#");
        assert_eq!(localise_san("Rfe1", &fr), "Tfe1");
        // A pawn's file b stays b; only a promotion's letter changes.
        assert_eq!(localise_san("bxa8=Q+", &fr), "bxa8=D+");
        assert_eq!(localise_san("exd5", &fr), "exd5");
        assert_eq!(localise_san("O-O-O", &fr), "O-O-O");
        assert_eq!(localise_san("Bb5", &FIGURINES), "♗b5");
    }

    #[test]
    fn numbers_are_written_the_languages_way() {
        assert_eq!(format_number(Language::English, 1.5, 1), "1.5");
        assert_eq!(format_number(Language::French, 1.5, 1), "1,5");
        assert_eq!(format_number(Language::German, -0.25, 2), "-0,25");
        assert_eq!(
            format_number(Language::English, 1_234_567.0, 0),
            "1,234,567"
        );
        assert_eq!(
            format_number(Language::French, 12_345.0, 0),
            "12\u{202f}345"
        );
        assert_eq!(format_number(Language::Spanish, 12_345.5, 1), "12.345,5");
        assert_eq!(format_number(Language::German, 1500.0, 0), "1500");
        assert_eq!(format_number(Language::English, -0.01, 1), "0.0");
    }
}
