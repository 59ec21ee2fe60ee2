//! Cutting a PGN file into games as it is read, so that a file of any size
//! (a lichess monthly file is tens of gigabytes) is never held in memory:
//! a new game starts at a tag line (`[`) that follows movetext, outside a
//! brace comment. Each game's text is decoded on its own, as UTF-8 or, when
//! it is not valid UTF-8, as Latin-1 (old files often are).

use std::io::{self, BufRead};

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

    /// The next game's text, `None` at the end of the stream.
    ///
    /// # Errors
    /// The stream cannot be read.
    pub fn next_game(&mut self) -> io::Result<Option<String>> {
        if self.done {
            return Ok(None);
        }
        let mut game: Vec<u8> = self.carried.take().unwrap_or_default();
        let mut seen_moves = !game.is_empty() && !starts_tag(&game);
        let mut in_comment = false;
        if seen_moves {
            in_comment = scan_comment(&game, false);
        }
        loop {
            self.line.clear();
            let n = self.reader.read_until(b'\n', &mut self.line)?;
            if n == 0 {
                self.done = true;
                break;
            }
            self.bytes_read += n as u64;
            if !in_comment && seen_moves && starts_tag(&self.line) {
                self.carried = Some(std::mem::take(&mut self.line));
                break;
            }
            if !in_comment && !starts_tag(&self.line) && !is_blank(&self.line) {
                seen_moves = true;
            }
            if seen_moves {
                in_comment = scan_comment(&self.line, in_comment);
            }
            game.extend_from_slice(&self.line);
        }
        if game.iter().all(u8::is_ascii_whitespace) {
            return Ok(if self.done { None } else { Some(String::new()) });
        }
        Ok(Some(decode(game)))
    }
}

/// The text of a game's bytes: UTF-8, or Latin-1.
fn decode(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
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
            if !g.is_empty() {
                out.push(g);
            }
        }
        out
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
        let first = games.next_game().unwrap().unwrap();
        let second = games.next_game().unwrap().unwrap();
        assert!(first.contains("Réti"), "{first}");
        assert!(second.contains("Réti"), "{second}");
    }

    #[test]
    fn movetext_without_tags_is_one_game() {
        assert_eq!(all("1. e4 e5 2. Nf3 *\n").len(), 1);
    }
}
