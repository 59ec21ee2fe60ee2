//! Cutting a PGN file into games as it is read, so that a file of any size
//! (a lichess monthly file is tens of gigabytes) is never held in memory:
//! a new game starts at a tag line (`[`) that follows movetext, outside a
//! brace comment. Each game's text is decoded on its own, as UTF-8 with any
//! byte that is not UTF-8 read as Windows-1252 (old files often are).

use std::io::{self, BufRead};

/// The most bytes of one game's text the import takes (10 MiB, about
/// 2,000 times a long annotated game): a larger one (a file's runaway
/// comment, a gigabyte with no line end) is passed over as it is read,
/// never held whole, and refused by its number.
pub const MAX_GAME_BYTES: usize = 10 << 20;

/// How much of a game too large is kept to name it by its tags.
const HEAD_BYTES: usize = 64 << 10;

/// The longest piece of a line read at once: a line longer than this is
/// read in pieces, so that no line is held whole either.
const PIECE: usize = 64 << 10;

/// One game of a PGN stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameText {
    /// Its text (empty between games: blank lines alone).
    Text(String),
    /// A game larger than [`MAX_GAME_BYTES`]: its beginning, to name it.
    TooLarge {
        /// The first bytes of its text (its tags).
        head: String,
    },
}

/// The games of a PGN stream, one text each, in order.
pub struct GameTexts<R> {
    reader: R,
    line: Vec<u8>,
    /// The next game's first line, read while finishing the previous one.
    carried: Option<Vec<u8>>,
    done: bool,
    /// Bytes read so far (for progress).
    pub bytes_read: u64,
}

impl<R: BufRead> GameTexts<R> {
    /// Games read from `reader`.
    pub fn new(reader: R) -> GameTexts<R> {
        GameTexts {
            reader,
            line: Vec::new(),
            carried: None,
            done: false,
            bytes_read: 0,
        }
    }

    /// Reads the rest of a line, or [`PIECE`] bytes of it, into `self.line`
    /// (cleared first); 0 at the end of the stream.
    fn read_piece(&mut self) -> io::Result<usize> {
        self.line.clear();
        loop {
            let buf = self.reader.fill_buf()?;
            if buf.is_empty() {
                return Ok(self.line.len());
            }
            let take = buf.len().min(PIECE - self.line.len());
            if let Some(end) = buf[..take].iter().position(|&b| b == b'\n') {
                self.line.extend_from_slice(&buf[..=end]);
                self.reader.consume(end + 1);
                return Ok(self.line.len());
            }
            self.line.extend_from_slice(&buf[..take]);
            self.reader.consume(take);
            if self.line.len() >= PIECE {
                return Ok(self.line.len());
            }
        }
    }

    /// The next game, `None` at the end of the stream.
    ///
    /// # Errors
    /// The stream cannot be read.
    pub fn next_game(&mut self) -> io::Result<Option<GameText>> {
        if self.done {
            return Ok(None);
        }
        let mut game: Vec<u8> = self.carried.take().unwrap_or_default();
        let mut seen_moves = !game.is_empty() && !starts_tag(&game);
        let mut in_comment = false;
        if seen_moves {
            in_comment = scan_comment(&game, false);
        }
        let mut too_large = false;
        // Whether the piece read begins a line (a long line's later pieces
        // are the same line: no cut before them).
        let mut line_start = true;
        loop {
            let n = self.read_piece()?;
            if n == 0 {
                self.done = true;
                break;
            }
            self.bytes_read += n as u64;
            if line_start {
                let tag_line = starts_tag(&self.line);
                if !in_comment && seen_moves && tag_line {
                    self.carried = Some(std::mem::take(&mut self.line));
                    break;
                }
                if !in_comment && !tag_line && !is_blank(&self.line) {
                    seen_moves = true;
                }
            }
            line_start = self.line.ends_with(b"\n");
            if seen_moves {
                in_comment = scan_comment(&self.line, in_comment);
            }
            if game.len() + self.line.len() > MAX_GAME_BYTES {
                too_large = true;
                game.truncate(HEAD_BYTES);
            }
            if !too_large {
                game.extend_from_slice(&self.line);
            }
        }
        if too_large {
            return Ok(Some(GameText::TooLarge { head: decode(game) }));
        }
        if game.iter().all(u8::is_ascii_whitespace) {
            return Ok((!self.done).then(|| GameText::Text(String::new())));
        }
        Ok(Some(GameText::Text(decode(game))))
    }
}

/// The text of a game's bytes: UTF-8, with any other byte read as
/// Windows-1252 ([`crate::rules::decode_text`]).
fn decode(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => crate::rules::decode_text(e.as_bytes()),
    }
}

fn starts_tag(line: &[u8]) -> bool {
    let line = line.strip_prefix(b"\xef\xbb\xbf").unwrap_or(line);
    line.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'[')
}

fn is_blank(line: &[u8]) -> bool {
    line.iter().all(u8::is_ascii_whitespace)
}

/// Whether a brace comment is still open after `line`, given whether one
/// was open before it. A `;` outside a comment ends the line's movetext.
fn scan_comment(line: &[u8], mut open: bool) -> bool {
    for &b in line {
        match b {
            b'{' if !open => open = true,
            b'}' if open => open = false,
            b';' if !open => break,
            _ => {}
        }
    }
    open
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(text: &str) -> Vec<String> {
        let mut games = GameTexts::new(text.as_bytes());
        let mut out = Vec::new();
        while let Some(g) = games.next_game().unwrap() {
            match g {
                GameText::Text(g) if g.is_empty() => {}
                GameText::Text(g) => out.push(g),
                GameText::TooLarge { head } => out.push(format!("too large: {head}")),
            }
        }
        out
    }

    #[test]
    fn a_game_too_large_is_passed_over_and_the_next_one_read() {
        // A comment of 11 MiB, on one line with no end and then on many.
        for comment in [
            "x".repeat(11 << 20),
            "a line of a long comment\n".repeat(500_000),
        ] {
            let text =
                format!("[Event \"A\"]\n\n1. e4 {{{comment}}} e5 *\n\n[Event \"B\"]\n\n1. d4 *\n");
            let games = all(&text);
            assert_eq!(games.len(), 2);
            assert!(games[0].starts_with("too large: [Event \"A\"]"));
            assert!(games[0].len() <= HEAD_BYTES + 20, "{}", games[0].len());
            assert_eq!(games[1], "[Event \"B\"]\n\n1. d4 *\n");
        }
    }

    #[test]
    fn a_long_line_read_in_pieces_is_one_line() {
        // A comment line longer than a piece, with a '[' where a later
        // piece starts: no cut there.
        let long = format!("{}[not a tag]", "y".repeat(PIECE - 1));
        let text = format!("[Event \"A\"]\n\n1. e4 {{{long}}} e5 *\n[Event \"B\"]\n\n1. d4 *\n");
        let games = all(&text);
        assert_eq!(games.len(), 2);
        assert!(games[0].contains("[not a tag]} e5"));
    }

    #[test]
    fn games_are_cut_at_the_tag_line_after_movetext() {
        let text = "[Event \"A\"]\n[White \"x\"]\n\n1. e4 e5 *\n\n[Event \"B\"]\n\n1. d4\nd5 1-0\n";
        let games = all(text);
        assert_eq!(games.len(), 2);
        assert_eq!(games[0], "[Event \"A\"]\n[White \"x\"]\n\n1. e4 e5 *\n\n");
        assert_eq!(games[1], "[Event \"B\"]\n\n1. d4\nd5 1-0\n");
    }

    #[test]
    fn a_bracket_line_inside_a_comment_does_not_cut() {
        let text = "[Event \"A\"]\n\n1. e4 {a comment\n[that looks like a tag]\n} e5 *\n[Event \"B\"]\n\n1. d4 *\n";
        let games = all(text);
        assert_eq!(games.len(), 2);
        assert!(games[0].contains("[that looks like a tag]"));
    }

    #[test]
    fn latin1_games_are_read_as_latin1_and_others_stay_utf8() {
        let mut bytes = b"[White \"R".to_vec();
        bytes.push(0xE9);
        bytes.extend_from_slice(b"ti\"]\n\n1. e4 *\n[White \"R\xc3\xa9ti\"]\n\n1. d4 *\n");
        let mut games = GameTexts::new(&bytes[..]);
        let text = |g: Option<GameText>| match g {
            Some(GameText::Text(t)) => t,
            other => panic!("{other:?}"),
        };
        let first = text(games.next_game().unwrap());
        let second = text(games.next_game().unwrap());
        assert!(first.contains("Réti"), "{first}");
        assert!(second.contains("Réti"), "{second}");
        // Windows-1252's own letters: Š is 0x8A there (a C1 control in
        // Latin-1).
        let mut bytes = b"[White \"".to_vec();
        bytes.push(0x8A);
        bytes.extend_from_slice(b"irov\"]\n\n1. e4 *\n");
        let game = text(GameTexts::new(&bytes[..]).next_game().unwrap());
        assert!(game.contains("Širov"), "{game}");
    }

    #[test]
    fn movetext_without_tags_is_one_game() {
        assert_eq!(all("1. e4 e5 2. Nf3 *\n").len(), 1);
    }
}
