//! Portable Game Notation: reading files of games and writing games.
//!
//! Reading ([`read_games`]) takes the text of a whole file and returns every
//! game in it, in order, each either a [`PgnGame`] or a [`PgnError`]. An
//! error in one game does not lose the others: the reader skips to the end of
//! the bad game (its termination marker, or the next tag section) and goes on.
//!
//! The reader understands tag pairs (`[Name "Value"]`, with `\"` and `\\`
//! escapes), brace comments (over several lines) and rest-of-line `;`
//! comments, `%` escape lines, numeric annotation glyphs (`$12`), move
//! suffixes (`!`, `?`, `!!`, `??`, `!?`, `?!`), move numbers (`12.`,
//! `12...`, also glued to the move as in `12.e4`), recursive variations
//! (kept in [`PgnGame::variations`] as whole lines, nested ones too), the
//! termination markers `1-0`, `0-1`, `1/2-1/2`
//! and `*`, a byte order mark and CRLF line endings. Moves are read
//! forgivingly ([`Position::parse_san`](super::Position::parse_san): `0-0`, `e8Q`, `exd6 e.p.`, ...).
//! A `FEN` tag (normally with `SetUp "1"`) gives the start position.
//!
//! A game whose moves end it on the board (checkmate, stalemate, ...) takes
//! its outcome from the board. Otherwise a decisive or drawn termination
//! marker ends the game with [`EndReason::Unknown`]. A game with no
//! termination marker (at the end of the file or before the next tag
//! section) is accepted; its `Result` tag then gives the result.
//!
//! Writing ([`write_game`]) produces the export format: the Seven Tag Roster
//! in its order, `Variant "Chess960"` for a Chess960 game, `SetUp` and `FEN`
//! when the game does not start from the standard position, the other tags, a blank line and the moves with their
//! numbers, in lines of at most 80 characters.
//!
//! ```
//! use rookery::rules::{EndReason, GameResult, read_games, write_game};
//!
//! let text = "[Event \"Casual game\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n\n\
//!             1. f3 e5 2. g4?? {a blunder} (2. e4) 2... Qh4# 0-1\n";
//! let games = read_games(text);
//! assert_eq!(games.len(), 1);
//! let pgn = games[0].as_ref().unwrap();
//! assert_eq!(pgn.tag("White"), Some("Ann"));
//! assert_eq!(pgn.result, Some(GameResult::BlackWins));
//! assert_eq!(pgn.game.moves().len(), 4);
//! assert_eq!(pgn.game.outcome().unwrap().reason, EndReason::Checkmate);
//!
//! let written = write_game(&pgn.game, &pgn.tags);
//! assert!(written.starts_with("[Event \"Casual game\"]\n[Site \"?\"]\n"));
//! assert!(written.ends_with("\n\n1. f3 e5 2. g4 Qh4# 0-1\n"));
//!
//! // An illegal move is reported with the game, the move number and the text.
//! let bad = read_games("1. e4 e5 2. Ke3 *");
//! let error = bad[0].as_ref().unwrap_err();
//! assert_eq!(error.to_string(), "game 1, move 2 ('Ke3'): illegal move 'Ke3'");
//! ```

use std::fmt;
use std::time::Duration;

use super::clock::{clk_text, parse_clk};
use super::{EndReason, FenError, Game, GameResult, Outcome, Position, SanError, Variant};

/// A game read from PGN: its tags, its moves and its recorded result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnGame {
    /// The tag pairs, in the order of the file.
    pub tags: Vec<(String, String)>,
    /// The game: start position (from the `FEN` tag, if any), moves and
    /// outcome.
    pub game: Game,
    /// The result the file records: the termination marker, or the `Result`
    /// tag when the marker is missing. `None` for `*` (unknown or unfinished).
    /// It may differ from the board's verdict in `game.outcome()` if the file
    /// contradicts itself.
    pub result: Option<GameResult>,
    /// The clock time a `[%clk h:mm:ss]` comment after each move records
    /// (lichess's export form), one entry per move; `None` where a move has
    /// none.
    pub clocks: Vec<Option<Duration>>,
    /// The variations, each as its whole line of moves from the start: the
    /// moves before the move it replaces (of the main line, or of the
    /// variation it is inside), then its own. A variation is cut before its
    /// first move that cannot be played.
    pub variations: Vec<Vec<super::Move>>,
    /// The comment after each move of the main line (its brace comments'
    /// words, without `[%clk]`, `[%eval]` and other `[%...]` commands),
    /// one entry per move; `None` where a move has none.
    pub comments: Vec<Option<String>>,
    /// The evaluation a `[%eval ...]` comment after each move records (of
    /// the position after the move, from White's view), one entry per
    /// move; `None` where a move has none or its value cannot be read.
    pub evals: Vec<Option<PgnEval>>,
}

/// An engine's evaluation as lichess's `[%eval ...]` comment command
/// writes it: from White's view, in pawns (`[%eval 0.17]`, `[%eval -1.50]`)
/// or as a mate (`[%eval #3]` White mates in three, `[%eval #-2]` Black
/// mates in two); a depth may follow a comma (`[%eval 0.17,23]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PgnEval {
    /// Centipawns, White's advantage.
    Cp(i32),
    /// Mate in this many moves: positive when White mates.
    Mate(i32),
}

impl PgnEval {
    /// The largest value read, in either unit: anything beyond is not an
    /// engine's evaluation.
    const LIMIT: f64 = 100_000.0;

    /// Reads the command's value (`0.17`, `-1.5`, `#-3`, `0.17,23`);
    /// `None` for anything else.
    pub fn parse(text: &str) -> Option<PgnEval> {
        let value = text.split(',').next()?.trim();
        if let Some(mate) = value.strip_prefix('#') {
            let n: i32 = mate.parse().ok()?;
            return (f64::from(n).abs() <= Self::LIMIT).then_some(PgnEval::Mate(n));
        }
        let pawns: f64 = value.parse().ok()?;
        let cp = (pawns * 100.0).round();
        (cp.is_finite() && cp.abs() <= Self::LIMIT).then_some(PgnEval::Cp(cp as i32))
    }

    /// The comment command: `[%eval 0.17]`, `[%eval #-3]`.
    pub fn command(self) -> String {
        format!("[%eval {self}]")
    }
}

impl fmt::Display for PgnEval {
    /// The command's value: pawns with two decimals (`0.17`, `-1.50`) or
    /// `#` and the moves to mate (`#-2`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PgnEval::Cp(cp) => {
                let sign = if cp < 0 { "-" } else { "" };
                let cp = cp.unsigned_abs();
                write!(f, "{sign}{}.{:02}", cp / 100, cp % 100)
            }
            PgnEval::Mate(n) => write!(f, "#{n}"),
        }
    }
}

impl PgnGame {
    /// The value of the first tag named `name` (case-sensitive), if any.
    pub fn tag(&self, name: &str) -> Option<&str> {
        find_tag(&self.tags, name)
    }

    /// The game written as PGN, as [`write_game`] does, but with the
    /// termination marker (and `Result` tag) from [`PgnGame::result`], or from
    /// the game's outcome when that is `None`.
    pub fn to_pgn(&self) -> String {
        let result = self
            .result
            .or_else(|| self.game.outcome().map(|o| o.result))
            .map_or("*", GameResult::as_pgn);
        write_with_result(&self.game, &self.tags, result, &clock_notes(&self.clocks))
    }
}

/// What went wrong in a game of a PGN file.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum PgnErrorKind {
    /// A `{` comment that is never closed with `}`.
    UnterminatedComment,
    /// A tag pair cut short by the end of its line: no closing quote or no
    /// closing bracket.
    UnterminatedTag,
    /// A tag pair with a bad shape, such as a missing name or an unquoted
    /// value.
    MalformedTag,
    /// `SetUp "1"` without a `FEN` tag.
    MissingFen,
    /// A `Variant` tag naming a variant other than standard chess and
    /// Chess960.
    UnknownVariant(String),
    /// The `FEN` tag does not hold a legal position.
    BadFen(FenError),
    /// A move that is malformed, illegal or ambiguous (the [`SanError`] says
    /// which).
    BadMove(SanError),
    /// A move after the game ended on the board (for example after
    /// checkmate).
    MoveAfterEnd(Outcome),
    /// A `)` with no open variation, or a variation still open at the end of
    /// the file or at the next tag section.
    UnbalancedVariation,
    /// Text that is neither a tag pair nor movetext.
    UnexpectedToken,
    /// A game whose text is longer than a reader takes (`limit` bytes):
    /// passed over unread.
    TooLarge {
        /// The most bytes taken.
        limit: u64,
    },
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::UnterminatedComment => f.write_str("comment never closed with '}'"),
            PgnErrorKind::UnterminatedTag => {
                f.write_str("tag pair cut short by the end of the line")
            }
            PgnErrorKind::MalformedTag => f.write_str("malformed tag pair"),
            PgnErrorKind::MissingFen => f.write_str("SetUp \"1\" without a FEN tag"),
            PgnErrorKind::UnknownVariant(v) => write!(
                f,
                "the variant '{v}' is not played here (standard chess and Chess960 are)"
            ),
            PgnErrorKind::BadFen(e) => write!(f, "bad FEN tag: {e}"),
            PgnErrorKind::BadMove(e) => e.fmt(f),
            PgnErrorKind::MoveAfterEnd(o) => write!(f, "move after the end of the game ({o})"),
            PgnErrorKind::UnbalancedVariation => f.write_str("unbalanced variation parentheses"),
            PgnErrorKind::UnexpectedToken => f.write_str("unexpected text"),
            PgnErrorKind::TooLarge { limit } => write!(
                f,
                "the game is larger than {} MB and was passed over",
                limit >> 20
            ),
        }
    }
}

/// An error in one game of a PGN file, with where it happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    /// The game's 1-based index in the file (games that fail count too).
    pub game: usize,
    /// The full move number of the position where the error happened, when
    /// it happened in the movetext.
    pub move_number: Option<u32>,
    /// The offending text (at most 40 characters of it), when there is one.
    pub token: Option<String>,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

impl fmt::Display for PgnError {
    /// Writes, for example, `game 2, move 14 ('Nxe5'): illegal move 'Nxe5'`.
    /// Control characters in the token are escaped.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.game)?;
        if let Some(n) = self.move_number {
            write!(f, ", move {n}")?;
        }
        if let Some(token) = self.token_shown() {
            write!(f, " ('{token}')")?;
        }
        write!(f, ": {}", self.kind)
    }
}

impl PgnError {
    /// The offending text as it can be shown on one line: its control
    /// characters (a tab, a line break) escaped, so they show as what
    /// they are.
    pub fn token_shown(&self) -> Option<String> {
        let token = self.token.as_ref()?;
        Some(
            token
                .chars()
                .map(|c| {
                    if c.is_control() {
                        c.escape_default().to_string()
                    } else {
                        c.to_string()
                    }
                })
                .collect(),
        )
    }
}

impl std::error::Error for PgnError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            PgnErrorKind::BadFen(e) => Some(e),
            PgnErrorKind::BadMove(e) => Some(e),
            _ => None,
        }
    }
}

/// Reads every game of a PGN file, in order.
///
/// Each game gives a [`PgnGame`] or a [`PgnError`]; after an error the reader
/// resumes at the next game (after the bad game's termination marker, or at
/// the next tag section), so one bad game does not lose the others. Never
/// panics, whatever the text.
///
/// ```
/// use rookery::rules::read_games;
/// let text = "[Event \"A\"]\n\n1. e4 e5 *\n\n[Event \"B\"]\n\n1. e4 e4 *\n\n[Event \"C\"]\n\n1. d4 *\n";
/// let games = read_games(text);
/// assert_eq!(games.len(), 3);
/// assert!(games[0].is_ok() && games[2].is_ok());
/// assert_eq!(games[1].as_ref().unwrap_err().game, 2);
/// ```
pub fn read_games(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    read_each(text, |reader| reader.game())
}

/// Reads every game of `text` with `one` (which starts on a game's first
/// tag or movetext token), numbering the errors and skipping past each bad
/// game as [`read_games`] describes.
pub(super) fn read_each<T>(
    text: &str,
    mut one: impl FnMut(&mut Reader<'_>) -> Result<T, Failure>,
) -> Vec<Result<T, PgnError>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = Reader {
        text,
        pos: 0,
        last_close_brace: text.rfind('}'),
    };
    let mut games = Vec::new();
    loop {
        let start = reader.pos;
        let outcome = match reader.skip_between_games() {
            Ok(()) if reader.at_end() => break,
            Ok(()) => one(&mut reader),
            Err(failure) => Err(failure),
        };
        match outcome {
            Ok(game) => games.push(Ok(game)),
            Err(failure) => {
                games.push(Err(PgnError {
                    game: games.len() + 1,
                    move_number: failure.move_number,
                    token: failure.token,
                    kind: failure.kind,
                }));
                reader.recover(failure.resume);
                if reader.pos <= start {
                    // Always make progress, whatever the recovery found.
                    reader.bump();
                }
            }
        }
    }
    games
}

/// Writes a game as PGN in export format, with the tags given (in addition
/// to the Seven Tag Roster, whose missing entries get their default values).
///
/// The Seven Tag Roster comes first, in its order (`Event`, `Site`, `Date`,
/// `Round`, `White`, `Black`, `Result`), then `Variant "Chess960"` for a
/// Chess960 game and `SetUp "1"` and `FEN` when the game does not start from
/// the standard position (a Chess960 game always has them), then the other
/// tags in their order. Given `Variant`, `SetUp` and `FEN` tags are ignored
/// (the game's start position decides), and so is a given `Result` tag. The `Result`
/// tag and the termination marker come from the game's outcome (`*` while it
/// goes on). The movetext follows a blank line, in lines of at most 80
/// characters, and the text ends with a newline.
///
/// Tag values are escaped; line breaks in them become spaces. Characters
/// that cannot appear in a tag name are replaced with `_`.
///
/// ```
/// use rookery::rules::{Game, write_game};
/// let mut game = Game::new();
/// game.play_san("e4").unwrap();
/// game.play_san("c5").unwrap();
/// let tags = vec![("White".to_string(), "Ann".to_string())];
/// let pgn = write_game(&game, &tags);
/// assert_eq!(
///     pgn,
///     "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
///      [White \"Ann\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 c5 *\n"
/// );
/// ```
pub fn write_game(game: &Game, tags: &[(String, String)]) -> String {
    write_game_with_clocks(game, tags, &[], None)
}

/// The Seven Tag Roster, without `Result`, with the default values.
const ROSTER: [(&str, &str); 6] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
];

/// The longest line of movetext written.
const LINE_WIDTH: usize = 80;

/// The most characters of offending text kept in an error.
pub(super) const TOKEN_LIMIT: usize = 40;

/// The result a game's text records: its termination marker once read
/// (`Some(None)` for `*`), else its `Result` tag.
pub(super) fn recorded_result(
    marker: Option<Option<GameResult>>,
    tags: &[(String, String)],
) -> Option<GameResult> {
    match marker {
        Some(result) => result,
        None => find_tag(tags, "Result").and_then(|r| GameResult::from_pgn(r.trim())),
    }
}

/// Ends a game the board has not ended with the recorded result (for an
/// unknown reason).
pub(super) fn end_with(game: &mut Game, result: Option<GameResult>) {
    if let Some(result) = result
        && !game.is_over()
    {
        // Cannot fail: the game is still running.
        let _ = game.end(Outcome {
            result,
            reason: EndReason::Unknown,
        });
    }
}

pub(super) fn find_tag<'t>(tags: &'t [(String, String)], name: &str) -> Option<&'t str> {
    tags.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// [`write_game`] with `note` as a comment just before the termination
/// marker of a finished game (where PGN readers look for why it ended).
/// Braces in the note are dropped, as a comment cannot hold them.
pub fn write_game_with_note(game: &Game, tags: &[(String, String)], note: &str) -> String {
    write_game_with_clocks(game, tags, &[], Some(note))
}

/// What is written after one move of a game: a numeric annotation glyph
/// (`$2`), a comment and a variation (a line that could have been played
/// instead of the move, each of its moves in SAN, from the position before
/// the move).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MoveNote {
    /// The glyph's number: 1 `!`, 2 `?`, 4 `??`, 6 `?!`, ...
    pub nag: Option<u8>,
    /// The comment's text (braces are dropped: a comment cannot hold them).
    pub comment: Option<String>,
    /// The variation's moves in SAN, and a comment after its first move.
    pub variation: Vec<String>,
    /// The comment after the variation's first move.
    pub variation_comment: Option<String>,
    /// More variations, written after `variation`, each in SAN from the
    /// position before the move (the analysis board's side lines).
    pub side_lines: Vec<Vec<String>>,
}

/// [`write_game`] with each move followed by its [`MoveNote`] (a missing
/// or default note adds nothing), and with `note` as
/// [`write_game_with_note`] places it.
pub fn write_annotated_game(
    game: &Game,
    tags: &[(String, String)],
    notes: &[MoveNote],
    note: Option<&str>,
) -> String {
    let result = game.outcome().map_or("*", |o| o.result.as_pgn());
    let mut pgn = write_with_result(game, tags, result, notes);
    let Some(note) = note else { return pgn };
    if let Some(o) = game.outcome() {
        let note = format!("{{{}}} ", note.replace(['{', '}'], ""));
        if let Some(at) = pgn.rfind(o.result.as_pgn()) {
            pgn.insert_str(at, &note);
        }
    }
    pgn
}

/// [`write_game`] with a `{[%clk h:mm:ss]}` comment after each move that
/// has a time in `clocks` (the mover's clock after the move, as lichess
/// exports it), and with `note` as [`write_game_with_note`] places it.
pub fn write_game_with_clocks(
    game: &Game,
    tags: &[(String, String)],
    clocks: &[Option<Duration>],
    note: Option<&str>,
) -> String {
    write_annotated_game(game, tags, &clock_notes(clocks), note)
}

/// A `[%clk]` comment for each move that has a time.
fn clock_notes(clocks: &[Option<Duration>]) -> Vec<MoveNote> {
    clocks
        .iter()
        .map(|c| MoveNote {
            comment: c.map(|c| format!("[%clk {}]", clk_text(c))),
            ..MoveNote::default()
        })
        .collect()
}

fn write_with_result(
    game: &Game,
    tags: &[(String, String)],
    result: &str,
    notes: &[MoveNote],
) -> String {
    let mut out = String::new();
    for (name, default) in ROSTER {
        write_tag(&mut out, name, find_tag(tags, name).unwrap_or(default));
    }
    write_tag(&mut out, "Result", result);
    let variant = game.start_position().variant();
    if variant != Variant::Standard {
        write_tag(&mut out, "Variant", variant.pgn_name());
    }
    let custom_start = !game.starts_from_standard();
    if custom_start {
        write_tag(&mut out, "SetUp", "1");
        write_tag(&mut out, "FEN", &game.start_position().to_fen());
    }
    for (name, value) in tags {
        let known = ROSTER.iter().any(|(n, _)| n == name)
            || matches!(name.as_str(), "Result" | "SetUp" | "FEN" | "Variant");
        if !known {
            write_tag(&mut out, name, value);
        }
    }
    out.push('\n');

    let mut line_len = 0;
    let mut put = |out: &mut String, token: &str| {
        if line_len > 0 && line_len + 1 + token.len() > LINE_WIDTH {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(token);
        line_len += token.len();
    };
    // After a variation, a Black move takes its number again.
    let mut renumber = true;
    for (i, played) in game.moves().iter().enumerate() {
        // A move number stays on the line of its move.
        put(&mut out, &numbered(&played.before, &played.san, renumber));
        renumber = false;
        let Some(note) = notes.get(i) else { continue };
        if let Some(nag) = note.nag {
            put(&mut out, &format!("${nag}"));
        }
        if let Some(comment) = &note.comment {
            put(&mut out, &comment_token(comment));
        }
        if let Some((first, rest)) = note.variation.split_first() {
            let mut line = vec![format!("({}", numbered(&played.before, first, true))];
            if let Some(comment) = &note.variation_comment {
                line.push(comment_token(comment));
            }
            let mut pos = played.before;
            let mut fresh = note.variation_comment.is_some();
            for (k, san) in std::iter::once(first).chain(rest).enumerate() {
                let Ok(mv) = pos.parse_san(san) else { break };
                if k > 0 {
                    line.push(numbered(&pos, san, fresh));
                    fresh = false;
                }
                pos.play(&mv);
            }
            if let Some(last) = line.last_mut() {
                last.push(')');
            }
            for token in line {
                put(&mut out, &token);
            }
            renumber = true;
        }
        for side in &note.side_lines {
            let mut pos = played.before;
            let mut line: Vec<String> = Vec::new();
            for (k, san) in side.iter().enumerate() {
                let Ok(mv) = pos.parse_san(san) else { break };
                line.push(numbered(&pos, san, k == 0));
                pos.play(&mv);
            }
            if line.is_empty() {
                continue;
            }
            line[0].insert(0, '(');
            if let Some(last) = line.last_mut() {
                last.push(')');
            }
            for token in line {
                put(&mut out, &token);
            }
            renumber = true;
        }
    }
    put(&mut out, result);
    out.push('\n');
    out
}

/// How deep variations inside variations are read; deeper ones are
/// skipped like comments (no published game nests anywhere near this).
pub const MAX_VARIATION_DEPTH: usize = 32;

/// The lines of a variation's text (what is inside its parentheses), each
/// as its whole line of moves from the start: `prefix` (the moves before
/// the one it replaces, which lead to `from`) and its own moves, then the
/// lines of the variations inside it the same way. Comments, glyphs and
/// move numbers are passed over; a line stops at the first word that is
/// not a move that can be played there. A line with no move of its own
/// is left empty in `out`. Variations nested deeper than
/// [`MAX_VARIATION_DEPTH`] are passed over, so a file of thousands of
/// nested `(` costs neither the stack nor quadratic time.
fn variation_lines(
    inner: &str,
    prefix: &[super::Move],
    from: super::Position,
    nesting: usize,
    out: &mut Vec<Vec<super::Move>>,
) {
    let slot = out.len();
    out.push(Vec::new());
    let mut line = prefix.to_vec();
    let mut position = from;
    let mut before_last: Option<super::Position> = None;
    let mut broken = false;
    let bytes = inner.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'{' => {
                i += inner[i..].find('}').map_or(bytes.len() - i, |end| end + 1);
            }
            b'(' => {
                // Its matching parenthesis, past comments and nested ones.
                let (mut depth, mut k) = (0usize, i);
                while k < bytes.len() {
                    match bytes[k] {
                        b'{' => k += inner[k..].find('}').unwrap_or(bytes.len() - k),
                        b'(' => depth += 1,
                        b')' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    k += 1;
                }
                let end = k.min(bytes.len());
                if let (Some(before), false, true) =
                    (before_last, broken, nesting < MAX_VARIATION_DEPTH)
                {
                    let prefix = &line[..line.len() - 1];
                    variation_lines(&inner[i + 1..end], prefix, before, nesting + 1, out);
                }
                i = end + 1;
            }
            c if c.is_ascii_whitespace() || c == b')' || c == b'}' => i += 1,
            _ if inner[i..].starts_with(char::is_whitespace) => {
                // A space outside ASCII (no-break, ideographic...).
                i += inner[i..].chars().next().map_or(1, char::len_utf8);
            }
            _ => {
                let end = inner[i..]
                    .find(|c: char| c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')'))
                    .map_or(bytes.len(), |e| i + e);
                let word = &inner[i..end];
                i = end;
                if broken {
                    continue;
                }
                // "12.", "12...", "12.Nf3": the number goes.
                let word = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
                let word = word.trim_end_matches(['!', '?']);
                if word.is_empty() || word.starts_with('$') {
                    continue;
                }
                match position.parse_san(word) {
                    Ok(mv) => {
                        before_last = Some(position);
                        position.play(&mv);
                        line.push(mv);
                    }
                    Err(_) => broken = true,
                }
            }
        }
    }
    if line.len() > prefix.len() {
        out[slot] = line;
    }
}

/// A move with its number as movetext writes it: "3. Nf3"; a Black move
/// "3... Nf6" when `fresh` (first of a line, after a variation or a
/// variation's comment), else "Nf6".
fn numbered(before: &super::Position, san: &str, fresh: bool) -> String {
    super::numbered_san(before.fullmove_number(), before.side_to_move(), san, fresh)
}

/// A comment as movetext: in braces, without braces inside.
fn comment_token(text: &str) -> String {
    format!("{{{}}}", text.replace(['{', '}'], ""))
}

pub(super) fn write_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    if name.is_empty() {
        out.push('_');
    }
    out.extend(
        name.chars()
            .map(|c| if is_tag_name_char(c) { c } else { '_' }),
    );
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// The words of the brace comments in `trivia` (the text between two
/// moves), without the `[%...]` commands in them, joined by spaces.
fn comment_words(trivia: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut rest = trivia;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        let mut text = &rest[open + 1..open + close];
        rest = &rest[open + close + 1..];
        let mut kept = String::new();
        while let Some(at) = text.find("[%") {
            kept.push_str(&text[..at]);
            kept.push(' ');
            text = text[at..].find(']').map_or("", |end| &text[at + end + 1..]);
        }
        kept.push_str(text);
        words.extend(kept.split_whitespace().map(str::to_string));
    }
    words.join(" ")
}

/// The evaluation of the first `[%eval ...]` command in comment text.
fn find_eval(text: &str) -> Option<PgnEval> {
    let at = text.find("[%eval")?;
    let rest = &text[at + "[%eval".len()..];
    let end = rest.find(']')?;
    PgnEval::parse(&rest[..end])
}

/// The time of the first `[%clk ...]` command in comment text.
fn find_clk(text: &str) -> Option<Duration> {
    let at = text.find("[%clk")?;
    let rest = text[at + "[%clk".len()..].trim_start();
    let end = rest.find(']')?;
    parse_clk(rest[..end].trim())
}

fn is_tag_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

fn is_symbol_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '+' | '#' | '=' | ':' | '-' | '/')
}

/// Characters that end an unexpected word (they start something the reader
/// knows, so recovery must see them).
fn is_structural(c: char) -> bool {
    c.is_whitespace() || matches!(c, '[' | ']' | '{' | '}' | '(' | ')' | ';')
}

/// At most [`TOKEN_LIMIT`] characters of `text`, trimmed.
pub(super) fn snippet(text: &str) -> String {
    let text = text.trim();
    match text.char_indices().nth(TOKEN_LIMIT) {
        Some((end, _)) => text[..end].to_string(),
        None => text.to_string(),
    }
}

/// Where reading resumes after an error.
#[derive(Debug, Clone, Copy)]
pub(super) enum Resume {
    /// Inside a tag line ending at this offset: skip the rest of the bad
    /// game's tag section, then its movetext.
    Tags(usize),
    /// In the movetext: skip to the termination marker or the next tag.
    Movetext(usize),
    /// Skip to the next line that starts with `[` (after an unterminated
    /// comment, whose text cannot be trusted as movetext).
    NextTagLine(usize),
    /// The next game starts right here.
    At(usize),
}

/// An error before it is numbered, with where to resume.
#[derive(Debug)]
pub(super) struct Failure {
    pub(super) kind: PgnErrorKind,
    pub(super) move_number: Option<u32>,
    pub(super) token: Option<String>,
    pub(super) resume: Resume,
}

/// A cursor over the text of a PGN file. Offsets always fall on character
/// boundaries.
pub(super) struct Reader<'a> {
    pub(super) text: &'a str,
    pub(super) pos: usize,
    /// The offset of the last `}` of the text: a `{` after it is never
    /// closed (this keeps unterminated comments from costing a scan each).
    pub(super) last_close_brace: Option<usize>,
}

impl<'a> Reader<'a> {
    pub(super) fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    pub(super) fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    pub(super) fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    pub(super) fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    pub(super) fn at_line_start(&self) -> bool {
        self.pos == 0 || self.text.as_bytes()[self.pos - 1] == b'\n'
    }

    /// Moves past the next newline (or to the end).
    pub(super) fn skip_line(&mut self) {
        self.pos = match self.rest().find('\n') {
            Some(i) => self.pos + i + 1,
            None => self.text.len(),
        };
    }

    /// The offset of the end of the current line (its `\r` or `\n`).
    pub(super) fn line_end(&self) -> usize {
        self.rest()
            .find(['\n', '\r'])
            .map_or(self.text.len(), |i| self.pos + i)
    }

    /// Skips spaces and tabs.
    pub(super) fn skip_blanks(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t')) {
            self.pos += 1;
        }
    }

    /// Skips past the `}` closing the comment opened at the cursor; `false`
    /// (and no move) when there is none.
    pub(super) fn skip_brace_comment(&mut self) -> bool {
        if self.last_close_brace.is_none_or(|close| close < self.pos) {
            return false;
        }
        match self.rest().find('}') {
            Some(i) => {
                self.pos += i + 1;
                true
            }
            None => false,
        }
    }

    /// The unexpected word at the cursor (up to whitespace or a structural
    /// character, at least one character), which it moves past.
    pub(super) fn take_word(&mut self) -> String {
        let start = self.pos;
        self.bump();
        while self.peek().is_some_and(|c| !is_structural(c)) {
            self.bump();
        }
        snippet(&self.text[start..self.pos])
    }

    /// Skips whitespace, comments and `%` escape lines.
    pub(super) fn skip_trivia(&mut self, move_number: Option<u32>) -> Result<(), Failure> {
        loop {
            match self.peek() {
                Some(c) if c.is_whitespace() => {
                    self.bump();
                }
                Some('{') => {
                    if !self.skip_brace_comment() {
                        return Err(self.unterminated_comment(move_number));
                    }
                }
                Some(';') => self.skip_line(),
                Some('%') if self.at_line_start() => self.skip_line(),
                _ => return Ok(()),
            }
        }
    }

    /// Skips what stands between games, up to the next game's first tag
    /// or movetext token; but a comment followed by movetext (a game with
    /// no tags, such as `{Intro} 1. e4`) is the game's comment before its
    /// first move, and the game starts on it.
    fn skip_between_games(&mut self) -> Result<(), Failure> {
        let before = self.pos;
        self.skip_trivia(None)?;
        let comment_first = self.text[before..self.pos].trim_start().starts_with('{');
        if comment_first && !self.at_end() && self.peek() != Some('[') {
            // Back to the comment (after the blank before it).
            self.pos = before;
            while self.peek().is_some_and(char::is_whitespace) {
                self.bump();
            }
        }
        Ok(())
    }

    pub(super) fn unterminated_comment(&self, move_number: Option<u32>) -> Failure {
        let line = &self.text[self.pos..self.line_end()];
        Failure {
            kind: PgnErrorKind::UnterminatedComment,
            move_number,
            token: Some(snippet(line)),
            resume: Resume::NextTagLine(self.pos + 1),
        }
    }

    /// Reads one game; the cursor is on its first tag or movetext token.
    pub(super) fn game(&mut self) -> Result<PgnGame, Failure> {
        let start = self.pos;
        let tags = self.tag_section()?;
        let mut game = self.start_game(&tags)?;

        // `Some(result)` once a termination marker is read.
        let mut marker: Option<Option<GameResult>> = None;
        let mut clocks: Vec<Option<Duration>> = Vec::new();
        let mut variations: Vec<Vec<super::Move>> = Vec::new();
        let mut comments: Vec<Option<String>> = Vec::new();
        let mut evals: Vec<Option<PgnEval>> = Vec::new();
        loop {
            let number = game.position().fullmove_number();
            let trivia = self.pos;
            self.skip_trivia(Some(number))?;
            if let Some(last) = clocks.last_mut()
                && last.is_none()
            {
                *last = find_clk(&self.text[trivia..self.pos]);
            }
            if let Some(last) = evals.last_mut()
                && last.is_none()
            {
                *last = find_eval(&self.text[trivia..self.pos]);
            }
            if let Some(last) = comments.last_mut() {
                let words = comment_words(&self.text[trivia..self.pos]);
                if !words.is_empty() {
                    *last = Some(match last.take() {
                        Some(before) => format!("{before} {words}"),
                        None => words,
                    });
                }
            }
            let fail = |kind, token: &str, resume| Failure {
                kind,
                move_number: Some(number),
                token: Some(snippet(token)),
                resume,
            };
            let Some(c) = self.peek() else { break };
            match c {
                '[' => break,
                '*' => {
                    self.bump();
                    marker = Some(None);
                    break;
                }
                '(' => {
                    let open = self.pos;
                    self.skip_variation(number)?;
                    // It replaces the last move of the main line.
                    if let Some(last) = game.moves().last() {
                        let inner = &self.text[open + 1..self.pos - 1];
                        let prefix: Vec<super::Move> = game.moves()[..game.moves().len() - 1]
                            .iter()
                            .map(|m| m.mv)
                            .collect();
                        variation_lines(inner, &prefix, last.before, 1, &mut variations);
                        variations.retain(|l| !l.is_empty());
                    }
                }
                ')' => {
                    self.bump();
                    let resume = Resume::Movetext(self.pos);
                    return Err(fail(PgnErrorKind::UnbalancedVariation, ")", resume));
                }
                '$' => {
                    self.bump();
                    let digits = self.rest().bytes().take_while(u8::is_ascii_digit).count();
                    self.pos += digits;
                    if digits == 0 {
                        let resume = Resume::Movetext(self.pos);
                        return Err(fail(PgnErrorKind::UnexpectedToken, "$", resume));
                    }
                }
                '.' | '!' | '?' => {
                    // Stray periods and detached annotation glyphs.
                    self.bump();
                }
                '½' if self.rest().starts_with("½-½") => {
                    self.pos += "½-½".len();
                    marker = Some(Some(GameResult::Draw));
                    break;
                }
                c if c.is_ascii_alphanumeric() => {
                    let symbol = self.symbol();
                    if symbol.bytes().all(|b| b.is_ascii_digit()) {
                        // A move number: the periods after it go with it.
                        while self.peek() == Some('.') {
                            self.pos += 1;
                        }
                        continue;
                    }
                    if let Some(result) = GameResult::from_pgn(symbol) {
                        marker = Some(Some(result));
                        break;
                    }
                    let san = self.finish_move(symbol);
                    let resume = Resume::Movetext(self.pos);
                    if let Some(outcome) = game.outcome() {
                        return Err(fail(PgnErrorKind::MoveAfterEnd(outcome), san, resume));
                    }
                    let played =
                        game.position()
                            .parse_san(san)
                            .and_then(|mv| match game.try_play(&mv) {
                                Ok(_) => Ok(()),
                                Err(_) => Err(SanError::Illegal(san.to_string())),
                            });
                    if let Err(e) = played {
                        return Err(fail(PgnErrorKind::BadMove(e), san, resume));
                    }
                    clocks.push(None);
                    comments.push(None);
                    evals.push(None);
                }
                _ => {
                    let word = self.take_word();
                    let resume = Resume::Movetext(self.pos);
                    return Err(fail(PgnErrorKind::UnexpectedToken, &word, resume));
                }
            }
        }

        if tags.is_empty() && marker.is_none() && game.moves().is_empty() {
            // Nothing but stray punctuation: not a game.
            return Err(self.not_a_game(start));
        }
        let result = recorded_result(marker, &tags);
        end_with(&mut game, result);
        Ok(PgnGame {
            tags,
            game,
            result,
            clocks,
            variations,
            comments,
            evals,
        })
    }

    /// Reads a game's tag pairs; the cursor is on its first tag or
    /// movetext token, and ends before the movetext (comments before the
    /// first move are left for the movetext's reader).
    pub(super) fn tag_section(&mut self) -> Result<Vec<(String, String)>, Failure> {
        let mut tags = Vec::new();
        loop {
            let before = self.pos;
            self.skip_trivia(None)?;
            if self.peek() != Some('[') {
                self.pos = before;
                return Ok(tags);
            }
            tags.push(self.tag()?);
        }
    }

    /// The failure for text from `start` that holds no tag, no move and
    /// no termination marker: not a game.
    pub(super) fn not_a_game(&self, start: usize) -> Failure {
        Failure {
            kind: PgnErrorKind::UnexpectedToken,
            move_number: None,
            token: Some(
                self.text[start..]
                    .chars()
                    .take_while(|c| !c.is_whitespace())
                    .take(TOKEN_LIMIT)
                    .collect(),
            ),
            resume: Resume::At(self.pos),
        }
    }

    /// Reads a tag pair; the cursor is on its `[`.
    pub(super) fn tag(&mut self) -> Result<(String, String), Failure> {
        let start = self.pos;
        // Tag pairs never span lines: the failure is on the tag's line.
        let fail = |reader: &Reader<'_>, malformed: bool| {
            let line_end = reader.line_end();
            Failure {
                kind: if malformed && reader.pos < line_end {
                    PgnErrorKind::MalformedTag
                } else {
                    PgnErrorKind::UnterminatedTag
                },
                move_number: None,
                token: Some(snippet(&reader.text[start..line_end])),
                resume: Resume::Tags(line_end),
            }
        };
        self.bump();
        self.skip_blanks();
        let name_start = self.pos;
        while self.peek().is_some_and(is_tag_name_char) {
            self.pos += 1;
        }
        let name = &self.text[name_start..self.pos];
        if name.is_empty() {
            return Err(fail(self, true));
        }
        self.skip_blanks();
        if self.peek() != Some('"') {
            return Err(fail(self, true));
        }
        self.bump();
        let mut value = String::new();
        loop {
            match self.peek() {
                None | Some('\n' | '\r') => return Err(fail(self, false)),
                Some('"') => {
                    self.bump();
                    break;
                }
                Some('\\') => {
                    self.bump();
                    match self.peek() {
                        Some(c @ ('"' | '\\')) => {
                            self.bump();
                            value.push(c);
                        }
                        // Not an escape: keep the backslash.
                        _ => value.push('\\'),
                    }
                }
                Some(c) => {
                    self.bump();
                    value.push(c);
                }
            }
        }
        self.skip_blanks();
        if self.peek() != Some(']') {
            return Err(fail(self, true));
        }
        self.bump();
        Ok((name.to_string(), value))
    }

    /// The game's start: the `FEN` tag's position, or the standard one.
    pub(super) fn start_game(&self, tags: &[(String, String)]) -> Result<Game, Failure> {
        let fail = |kind, token: &str| Failure {
            kind,
            move_number: None,
            token: Some(snippet(token)),
            resume: Resume::Movetext(self.pos),
        };
        let variant = match find_tag(tags, "Variant") {
            None => Variant::Standard,
            Some(name) => Variant::from_pgn(name)
                .ok_or_else(|| fail(PgnErrorKind::UnknownVariant(name.trim().to_string()), name))?,
        };
        match find_tag(tags, "FEN") {
            Some(fen) => Position::from_file_fen_in(fen.trim(), variant)
                .map(Game::from_position)
                .map_err(|e| fail(PgnErrorKind::BadFen(e), fen)),
            None if find_tag(tags, "SetUp").map(str::trim) == Some("1") => {
                Err(fail(PgnErrorKind::MissingFen, "SetUp \"1\""))
            }
            None => Ok(Game::from_position(match variant {
                Variant::Standard => Position::startpos(),
                Variant::Chess960 => Position::startpos().in_chess960(),
            })),
        }
    }

    /// Reads a symbol token (a move, a move number or a result).
    pub(super) fn symbol(&mut self) -> &'a str {
        let start = self.pos;
        while self.peek().is_some_and(is_symbol_char) {
            self.pos += 1;
        }
        &self.text[start..self.pos]
    }

    /// Moves past what may follow a move's symbol: an `e.p.` mark and
    /// suffix glyphs. Returns the move text to look up.
    pub(super) fn finish_move(&mut self, symbol: &'a str) -> &'a str {
        let mut san = symbol;
        if san.len() > 1 && san.ends_with('e') && self.rest().starts_with(".p.") {
            // "exd6e.p.": the symbol took the mark's first letter.
            san = &san[..san.len() - 1];
            self.pos += ".p.".len();
        } else {
            let save = self.pos;
            self.skip_blanks();
            if self.rest().starts_with("e.p.") {
                self.pos += "e.p.".len();
            } else {
                self.pos = save;
            }
        }
        while matches!(self.peek(), Some('!' | '?')) {
            self.pos += 1;
        }
        san
    }

    /// Skips a variation, nested ones included; the cursor is on its `(`.
    pub(super) fn skip_variation(&mut self, number: u32) -> Result<(), Failure> {
        self.bump();
        self.skip_to_close(number)
    }

    /// Skips the rest of a variation the cursor is inside, nested ones
    /// included, up to and including its `)`.
    pub(super) fn skip_to_close(&mut self, number: u32) -> Result<(), Failure> {
        let unbalanced = |resume| Failure {
            kind: PgnErrorKind::UnbalancedVariation,
            move_number: Some(number),
            token: Some("(".to_string()),
            resume,
        };
        let mut depth: usize = 1;
        while depth > 0 {
            match self.peek() {
                None => return Err(unbalanced(Resume::At(self.pos))),
                // The next game's tags: the variation was never closed.
                Some('[') => return Err(unbalanced(Resume::At(self.pos))),
                Some('(') => {
                    depth += 1;
                    self.pos += 1;
                }
                Some(')') => {
                    depth -= 1;
                    self.pos += 1;
                }
                Some('{') => {
                    if !self.skip_brace_comment() {
                        return Err(self.unterminated_comment(Some(number)));
                    }
                }
                Some(';') => self.skip_line(),
                Some('%') if self.at_line_start() => self.skip_line(),
                Some(_) => {
                    self.bump();
                }
            }
        }
        Ok(())
    }

    pub(super) fn recover(&mut self, resume: Resume) {
        match resume {
            Resume::Tags(line_end) => {
                self.pos = line_end;
                self.skip_line();
                self.recover_tags();
            }
            Resume::Movetext(pos) => {
                self.pos = pos;
                self.recover_movetext();
            }
            Resume::NextTagLine(pos) => {
                self.pos = pos;
                self.skip_line();
                while !self.at_end() {
                    let line = &self.rest()[..self.line_end() - self.pos];
                    let trimmed = line.trim_start();
                    if trimmed.starts_with('[') {
                        self.pos += line.len() - trimmed.len();
                        return;
                    }
                    self.skip_line();
                }
            }
            Resume::At(pos) => self.pos = pos,
        }
    }

    /// Skips the rest of a bad tag section (tag lines until a blank line),
    /// then the game's movetext.
    pub(super) fn recover_tags(&mut self) {
        let mut after_blank = false;
        while !self.at_end() {
            let line = &self.rest()[..self.line_end() - self.pos];
            let trimmed = line.trim_start();
            if trimmed.is_empty() {
                after_blank = true;
            } else if trimmed.starts_with('[') {
                if after_blank {
                    self.pos += line.len() - trimmed.len();
                    return;
                }
            } else {
                self.recover_movetext();
                return;
            }
            self.skip_line();
        }
    }

    /// Skips movetext up to and including a termination marker, or up to the
    /// next tag.
    pub(super) fn recover_movetext(&mut self) {
        while let Some(c) = self.peek() {
            match c {
                '[' => return,
                '*' => {
                    self.bump();
                    return;
                }
                '{' => {
                    if !self.skip_brace_comment() {
                        self.bump();
                    }
                }
                ';' => self.skip_line(),
                '%' if self.at_line_start() => self.skip_line(),
                '½' if self.rest().starts_with("½-½") => {
                    self.pos += "½-½".len();
                    return;
                }
                c if c.is_ascii_alphanumeric() => {
                    if GameResult::from_pgn(self.symbol()).is_some() {
                        return;
                    }
                }
                _ => {
                    self.bump();
                }
            }
        }
    }
}
