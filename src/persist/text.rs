//! Reading the player's own text files (PGN, FEN, EPD, openings, scored
//! positions), compressed or not ([`super::stream`]), their bytes decoded
//! as [`decode_text`] decodes them: UTF-8, with any byte that is not part
//! of valid UTF-8 read as Windows-1252.

use std::io::{self, Read};
use std::path::Path;

pub use crate::rules::decode_text;

/// Reads a text file (decompressed when compressed) as [`decode_text`]
/// reads its bytes.
///
/// # Errors
/// The file cannot be read, or its compressed data is damaged.
pub fn read_text(path: &Path) -> io::Result<String> {
    read_text_up_to(path, u64::MAX)
}

/// [`read_text`], refusing text longer than `limit` bytes (once
/// decompressed) with an error of kind `FileTooLarge`.
///
/// # Errors
/// As [`read_text`], and text over the limit.
pub fn read_text_up_to(path: &Path, limit: u64) -> io::Result<String> {
    let stream = super::stream::open_stream(path)?;
    let mut bytes = Vec::new();
    stream
        .reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(io::Error::new(
            io::ErrorKind::FileTooLarge,
            format!("more than {limit} bytes of text"),
        ));
    }
    Ok(decode_text(&bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_compressed_file_is_read_as_its_text_and_a_limit_holds() {
        let dir = std::env::temp_dir().join(format!("rookery-text-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("games.pgn.zst");
        let text = "1. e4 e5 *\n".repeat(100);
        std::fs::write(&path, zstd::stream::encode_all(text.as_bytes(), 3).unwrap()).unwrap();
        assert_eq!(read_text(&path).unwrap(), text);
        assert_eq!(read_text_up_to(&path, text.len() as u64).unwrap(), text);
        let over = read_text_up_to(&path, 100).unwrap_err();
        assert_eq!(over.kind(), io::ErrorKind::FileTooLarge);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
