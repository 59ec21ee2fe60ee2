//! Reading the player's own text files (PGN, FEN, EPD, openings, scored
//! positions): UTF-8, or Latin-1 when the bytes are not valid UTF-8, as
//! old PGN files often are.

use std::io;
use std::path::Path;

/// Reads a text file as UTF-8, or as Latin-1 (each byte the character of
/// that number) when it is not valid UTF-8.
///
/// # Errors
/// The file cannot be read.
pub fn read_text(path: &Path) -> io::Result<String> {
    Ok(decode_text(std::fs::read(path)?))
}

/// The text of a file's bytes: UTF-8, or Latin-1 when they are not valid
/// UTF-8.
fn decode_text(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_is_read_as_utf8_and_anything_else_as_latin1() {
        assert_eq!(decode_text("Réti".as_bytes().to_vec()), "Réti");
        // "Réti" in Latin-1: é is the single byte 0xE9.
        assert_eq!(decode_text(vec![b'R', 0xE9, b't', b'i']), "Réti");
    }
}
