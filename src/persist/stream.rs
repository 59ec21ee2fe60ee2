//! The player's files read as streams, compressed or not. lichess publishes
//! its game and puzzle databases compressed with zstd (`.pgn.zst`,
//! `lichess_db_puzzle.csv.zst`), and gzip and bzip2 are common elsewhere;
//! a file is recognised by its first bytes, whatever its name, and read
//! through the decoder as it goes, never decompressed to disk or held
//! whole. How far the reading is counts the file's own (compressed) bytes,
//! so a progress bar against the file's size ends at 100%.
//!
//! The magic numbers: zstd's frame starts with 28 B5 2F FD (RFC 8878,
//! section 3.1.1), gzip's member with 1F 8B (RFC 1952, section 2.3.1),
//! bzip2's stream with "BZh" and the block size digit 1 to 9 (the bzip2
//! format's header). xz is not read: its decoder would need liblzma.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// How a file is compressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compression {
    /// Zstandard (`.zst`), lichess's.
    Zstd,
    /// gzip (`.gz`), one member or several.
    Gzip,
    /// bzip2 (`.bz2`), one stream or several.
    Bzip2,
}

impl Compression {
    /// The compression whose magic number `start` begins with.
    pub fn of(start: &[u8]) -> Option<Compression> {
        match start {
            [0x28, 0xB5, 0x2F, 0xFD, ..] => Some(Compression::Zstd),
            [0x1F, 0x8B, ..] => Some(Compression::Gzip),
            [b'B', b'Z', b'h', b'1'..=b'9', ..] => Some(Compression::Bzip2),
            _ => None,
        }
    }

    /// About how many times larger the text is than the file, for sizing
    /// decisions made before reading (a PGN file: lichess's monthly
    /// databases are about 7 times larger once decompressed; gzip and
    /// bzip2 do less well on PGN).
    pub fn expansion(self) -> u64 {
        match self {
            Compression::Zstd => 7,
            Compression::Gzip => 4,
            Compression::Bzip2 => 5,
        }
    }
}

/// A file opened for reading.
pub struct Stream {
    /// The text's bytes, decompressed when the file is compressed.
    pub reader: Box<dyn BufRead + Send>,
    /// The file's size in bytes, when known.
    pub size: Option<u64>,
    /// The file's bytes read so far (compressed ones for a compressed
    /// file), as the reading goes on.
    pub read: Arc<AtomicU64>,
    /// How the file is compressed; `None` for plain text.
    pub compression: Option<Compression>,
}

impl Stream {
    /// About how many bytes of text the file holds: its size, times the
    /// compression's usual ratio when compressed.
    pub fn text_size_estimate(&self) -> Option<u64> {
        let ratio = self.compression.map_or(1, Compression::expansion);
        self.size.map(|s| s.saturating_mul(ratio))
    }
}

/// Counts the bytes read from the file beneath a decoder.
struct Counted<R> {
    inner: R,
    read: Arc<AtomicU64>,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// The buffer the reader keeps (1 MiB: large reads, few calls).
const BUFFER: usize = 1 << 20;

/// Opens `path` for reading as a stream of text bytes, decompressing it as
/// its first bytes say.
///
/// # Errors
/// The file cannot be opened or its first bytes read, or a decoder cannot
/// start.
pub fn open_stream(path: &Path) -> io::Result<Stream> {
    let file = File::open(path)?;
    let size = file.metadata().ok().map(|m| m.len());
    stream_of(file, size)
}

/// [`open_stream`] on anything readable.
///
/// # Errors
/// The first bytes cannot be read, or a decoder cannot start.
pub fn stream_of(source: impl Read + Send + 'static, size: Option<u64>) -> io::Result<Stream> {
    let read = Arc::new(AtomicU64::new(0));
    let mut file = BufReader::with_capacity(
        BUFFER,
        Counted {
            inner: source,
            read: read.clone(),
        },
    );
    let compression = Compression::of(file.fill_buf()?);
    let reader: Box<dyn BufRead + Send> = match compression {
        None => Box::new(file),
        Some(Compression::Zstd) => {
            let mut decoder = zstd::stream::read::Decoder::with_buffer(file)?;
            // Files made with `zstd --long` need a window beyond the
            // default limit (2^27 bytes); the decoder's memory grows only
            // as far as the file asks.
            decoder.window_log_max(31)?;
            Box::new(BufReader::with_capacity(BUFFER, decoder))
        }
        Some(Compression::Gzip) => Box::new(BufReader::with_capacity(
            BUFFER,
            flate2::bufread::MultiGzDecoder::new(file),
        )),
        Some(Compression::Bzip2) => Box::new(BufReader::with_capacity(
            BUFFER,
            bzip2::bufread::MultiBzDecoder::new(file),
        )),
    };
    Ok(Stream {
        reader,
        size,
        read,
        compression,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    const TEXT: &str = "[Event \"A\"]\n\n1. e4 e5 2. Nf3 *\n\n[Event \"B\"]\n\n1. d4 *\n";

    fn read_all(bytes: Vec<u8>) -> (String, Option<Compression>, u64) {
        let size = bytes.len() as u64;
        let mut stream = stream_of(io::Cursor::new(bytes), Some(size)).unwrap();
        let mut text = String::new();
        stream.reader.read_to_string(&mut text).unwrap();
        (
            text,
            stream.compression,
            stream.read.load(Ordering::Relaxed),
        )
    }

    fn zstd(text: &str) -> Vec<u8> {
        zstd::stream::encode_all(text.as_bytes(), 3).unwrap()
    }

    fn gzip(text: &str) -> Vec<u8> {
        let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        e.write_all(text.as_bytes()).unwrap();
        e.finish().unwrap()
    }

    fn bzip2(text: &str) -> Vec<u8> {
        let mut e = bzip2::write::BzEncoder::new(Vec::new(), bzip2::Compression::default());
        e.write_all(text.as_bytes()).unwrap();
        e.finish().unwrap()
    }

    #[test]
    fn each_compression_is_known_by_its_first_bytes_and_read_as_text() {
        for (bytes, kind) in [
            (zstd(TEXT), Compression::Zstd),
            (gzip(TEXT), Compression::Gzip),
            (bzip2(TEXT), Compression::Bzip2),
        ] {
            let size = bytes.len() as u64;
            let (text, found, read) = read_all(bytes);
            assert_eq!(found, Some(kind));
            assert_eq!(text, TEXT, "{kind:?}");
            assert_eq!(read, size, "{kind:?}: the file's own bytes counted");
        }
        let (text, found, read) = read_all(TEXT.as_bytes().to_vec());
        assert_eq!((text.as_str(), found), (TEXT, None));
        assert_eq!(read, TEXT.len() as u64);
    }

    #[test]
    fn files_of_several_frames_or_members_are_read_to_their_end() {
        // As `cat a.zst b.zst` and pigz, pbzip2 make them.
        for (mut first, second) in [
            (zstd("1. e4 *\n"), zstd("1. d4 *\n")),
            (gzip("1. e4 *\n"), gzip("1. d4 *\n")),
            (bzip2("1. e4 *\n"), bzip2("1. d4 *\n")),
        ] {
            first.extend(second);
            assert_eq!(read_all(first).0, "1. e4 *\n1. d4 *\n");
        }
    }

    #[test]
    fn a_damaged_compressed_file_is_an_error_not_garbage() {
        let mut bytes = zstd(&TEXT.repeat(50));
        let middle = bytes.len() / 2;
        bytes.truncate(middle);
        let mut stream = stream_of(io::Cursor::new(bytes), None).unwrap();
        let mut text = String::new();
        assert!(stream.reader.read_to_string(&mut text).is_err());
    }

    #[test]
    fn text_that_only_looks_like_a_magic_number_stays_text() {
        // "BZh" followed by no block-size digit: a word, not bzip2.
        let (text, found, _) = read_all(b"BZhello\n".to_vec());
        assert_eq!((text.as_str(), found), ("BZhello\n", None));
        assert_eq!(Compression::of(&[0x28, 0xB5]), None, "too short to tell");
    }
}
