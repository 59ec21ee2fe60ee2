//! The text of a file's bytes, as the PGN, FEN and EPD files players keep
//! are written: UTF-8 mostly, and Windows-1252 in old files written on
//! Windows (a superset of Latin-1: Š, Ž, œ and the curly quotes are its
//! own), sometimes both in one file.

/// The text of a file's bytes: its valid UTF-8 as it is, and every other
/// byte as the Windows-1252 character of that number.
pub fn decode_text(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        text.extend(chunk.invalid().iter().map(|&b| windows_1252(b)));
    }
    text
}

/// The Windows-1252 character of byte `b`: Latin-1's, except 0x80 to 0x9F
/// (the code page's table as the Unicode Consortium publishes it,
/// unicode.org/Public/MAPPINGS/VENDORS/MICSFT/WINDOWS/CP1252.TXT; its five
/// unused bytes are read as Latin-1's control characters).
fn windows_1252(b: u8) -> char {
    const HIGH: [char; 32] = [
        '\u{20AC}', '\u{81}', '\u{201A}', '\u{192}', '\u{201E}', '\u{2026}', '\u{2020}',
        '\u{2021}', '\u{2C6}', '\u{2030}', '\u{160}', '\u{2039}', '\u{152}', '\u{8D}', '\u{17D}',
        '\u{8F}', '\u{90}', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}', '\u{2022}', '\u{2013}',
        '\u{2014}', '\u{2DC}', '\u{2122}', '\u{161}', '\u{203A}', '\u{153}', '\u{9D}', '\u{17E}',
        '\u{178}',
    ];
    match b {
        0x80..=0x9F => HIGH[usize::from(b - 0x80)],
        _ => char::from(b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_is_read_as_utf8_and_other_bytes_as_windows_1252() {
        assert_eq!(decode_text("Réti".as_bytes()), "Réti");
        // "Réti" in Latin-1: é is the single byte 0xE9.
        assert_eq!(decode_text(&[b'R', 0xE9, b't', b'i']), "Réti");
        // Windows-1252's own letters: Š (0x8A), ž (0x9E), œ (0x9C).
        assert_eq!(decode_text(&[0x8A, b'i', b'r', 0x9E]), "Širž");
        assert_eq!(decode_text(&[b'C', 0x9C, b'u', b'r']), "Cœur");
        // UTF-8 beside a stray byte is kept, character by character.
        let mut mixed = "Nepomniachtchi – ".as_bytes().to_vec();
        mixed.extend([b'M', 0xFC, b'l', b'l', b'e', b'r']);
        assert_eq!(decode_text(&mixed), "Nepomniachtchi – Müller");
    }
}
