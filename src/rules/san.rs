//! Standard Algebraic Notation: writing moves as players read them, and
//! reading what players (and other programs) type.
//!
//! Writing uses the minimal disambiguation (only legal moves count, so a
//! pinned piece never forces a file or rank), `x` for captures, `=Q` for
//! promotions, `O-O` / `O-O-O` and a `+` or `#` suffix.
//!
//! Reading is forgiving ([`Position::parse_san`]): `0-0`, `e8Q`, `e8=Q`,
//! `exd6 e.p.`, `Ng1f3`, `Ng1-f3`, `e2e4`, missing or superfluous `x`, and
//! trailing `!`, `?`, `+`, `#` are accepted. A lowercase `b` names the b-file
//! (a pawn move), as the SAN standard says; only when no pawn move fits is
//! a lowercase `b` read as a bishop. [`Position::parse_san_strict`] accepts
//! the canonical spelling only (check marks and `!?` glyphs aside).
//!
//! ```
//! use rookery::rules::Position;
//! let pos = Position::startpos();
//! let mv = pos.parse_san("Nf3").unwrap();
//! assert_eq!(mv.to_uci(), "g1f3");
//! assert_eq!(pos.san(&mv), "Nf3");
//! assert_eq!(pos.parse_san("Ng1-f3").unwrap(), mv);
//! ```

use std::fmt;

use super::attacks::sliders;
use super::{
    Bitboard, Color, File, Move, PieceKind, PieceMoves, Position, Rank, Square, knight_attacks,
};

/// Text that is not SAN at all (nothing to look up on the board).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseSanError {
    /// The text as given.
    pub text: String,
    /// What is wrong with it.
    pub reason: &'static str,
}

impl fmt::Display for ParseSanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a move: {}", self.text, self.reason)
    }
}

impl std::error::Error for ParseSanError {}

/// Why a SAN string could not be turned into a move of a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SanError {
    /// The text is not well-formed SAN.
    Malformed(ParseSanError),
    /// Well-formed, but no legal move fits.
    Illegal(String),
    /// Well-formed, but several legal moves fit; they are listed in SAN.
    Ambiguous {
        /// The text as given.
        text: String,
        /// The legal moves it could mean.
        candidates: Vec<String>,
    },
    /// Strict reading only: a legal move, but not spelled canonically.
    NotCanonical {
        /// The text as given.
        text: String,
        /// The canonical spelling.
        canonical: String,
    },
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Malformed(e) => e.fmt(f),
            SanError::Illegal(text) => write!(f, "illegal move '{text}'"),
            SanError::Ambiguous { text, candidates } => write!(
                f,
                "ambiguous move '{text}': could be {}",
                candidates.join(", ")
            ),
            SanError::NotCanonical { text, canonical } => {
                write!(f, "'{text}' is not standard SAN; write '{canonical}'")
            }
        }
    }
}

impl std::error::Error for SanError {}

/// What a SAN string says, before it is looked up on a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SanPattern {
    Castle {
        king_side: bool,
    },
    Normal {
        piece: Option<PieceKind>,
        lowercase_b: bool,
        from_file: Option<File>,
        from_rank: Option<Rank>,
        to: Square,
        promotion: Option<PieceKind>,
    },
}

fn malformed(text: &str, reason: &'static str) -> SanError {
    SanError::Malformed(ParseSanError {
        text: text.to_string(),
        reason,
    })
}

/// The spellings of nearly every move of a PGN file ("e4", "Nf3", "exd5",
/// "Nbd7", "R1e2", "Qxe7+"), read without the general reader's trims and
/// promotion forms: the same pattern it gives them; `None` for anything
/// else, left to it.
fn common_pattern(text: &[u8]) -> Option<SanPattern> {
    let text = match text {
        [rest @ .., b'+' | b'#'] => rest,
        _ => text,
    };
    let file = |b: u8| b.checked_sub(b'a').and_then(File::new);
    let rank = |b: u8| b.checked_sub(b'1').and_then(Rank::new);
    let square = |f: u8, r: u8| Some(Square::from_coords(file(f)?, rank(r)?));
    // A capital piece letter; a pawn's ("Pe4") is the general reader's.
    let piece = |b: u8| {
        PieceKind::from_char(char::from(b))
            .filter(|&k| b.is_ascii_uppercase() && k != PieceKind::Pawn)
    };
    let normal = |piece, from_file, from_rank, to| SanPattern::Normal {
        piece,
        lowercase_b: false,
        from_file,
        from_rank,
        to,
        promotion: None,
    };
    match *text {
        [f, r] => Some(normal(None, None, None, square(f, r)?)),
        [p, f, r] => Some(normal(Some(piece(p)?), None, None, square(f, r)?)),
        [p, b'x', f, r] if piece(p).is_some() => Some(normal(piece(p), None, None, square(f, r)?)),
        // A pawn's capture; "bxc3" may also be a bishop's, written small.
        [from, b'x', f, r] => Some(SanPattern::Normal {
            piece: None,
            lowercase_b: from == b'b',
            from_file: Some(file(from)?),
            from_rank: None,
            to: square(f, r)?,
            promotion: None,
        }),
        [p, from, f, r] => {
            let (from_file, from_rank) = match (file(from), rank(from)) {
                (None, None) => return None,
                pair => pair,
            };
            Some(normal(Some(piece(p)?), from_file, from_rank, square(f, r)?))
        }
        _ => None,
    }
}

fn parse_pattern(original: &str) -> Result<SanPattern, SanError> {
    match common_pattern(original.as_bytes()) {
        Some(pattern) => Ok(pattern),
        None => general_pattern(original),
    }
}

/// Any spelling the reader takes: trims, check and glyph marks, castling
/// with zeros, promotions written five ways, a lowercase piece letter.
fn general_pattern(original: &str) -> Result<SanPattern, SanError> {
    // Byte by byte where the text is ASCII (every move of a PGN file):
    // the same cuts as `trim` and `trim_end_matches`, without decoding.
    let ascii = original.is_ascii();
    let mut text = if ascii {
        original.trim_ascii()
    } else {
        original.trim()
    };
    if let Some(rest) = text.strip_suffix("e.p.") {
        text = rest.trim_end();
    }
    let marks = |b: &u8| matches!(b, b'!' | b'?' | b'+' | b'#');
    let text = if ascii {
        let end = text.bytes().rposition(|b| !marks(&b)).map_or(0, |i| i + 1);
        &text[..end]
    } else {
        text.trim_end_matches(['!', '?', '+', '#'])
    };
    if text.is_empty() {
        return Err(malformed(original, "empty"));
    }
    match text {
        "O-O" | "0-0" | "o-o" => return Ok(SanPattern::Castle { king_side: true }),
        "O-O-O" | "0-0-0" | "o-o-o" => return Ok(SanPattern::Castle { king_side: false }),
        _ => {}
    }
    if !ascii && !text.is_ascii() {
        return Err(malformed(original, "unexpected character"));
    }
    let mut bytes = text.as_bytes();

    // Promotion at the end: "=Q", "Q", "=q", "(Q)" or "/Q".
    let mut promotion = None;
    if let Some(&last) = bytes.last()
        && last.is_ascii_alphabetic()
        && bytes.len() >= 3
    {
        let before = bytes[bytes.len() - 2];
        let lower = last.to_ascii_lowercase();
        let is_promo_letter = matches!(lower, b'q' | b'r' | b'b' | b'n');
        if is_promo_letter && (before == b'=' || before == b'/' || before.is_ascii_digit()) {
            promotion = PieceKind::from_char(lower as char);
            bytes = &bytes[..bytes.len() - 1];
            if before == b'=' || before == b'/' {
                bytes = &bytes[..bytes.len() - 1];
            }
        } else if !lower.is_ascii_digit() && !is_promo_letter {
            return Err(malformed(original, "unexpected letter at the end"));
        }
    } else if bytes.ends_with(b")") && bytes.len() >= 5 && bytes[bytes.len() - 3] == b'(' {
        promotion = PieceKind::from_char(bytes[bytes.len() - 2] as char)
            .filter(|k| !matches!(k, PieceKind::Pawn | PieceKind::King));
        if promotion.is_none() {
            return Err(malformed(original, "bad promotion piece"));
        }
        bytes = &bytes[..bytes.len() - 3];
    }
    if let Some(kind) = promotion
        && matches!(kind, PieceKind::Pawn | PieceKind::King)
    {
        return Err(malformed(original, "a pawn cannot promote to that piece"));
    }

    // Destination square.
    if bytes.len() < 2 {
        return Err(malformed(original, "no destination square"));
    }
    let to_file = File::from_char(bytes[bytes.len() - 2] as char);
    let to_rank = Rank::from_char(bytes[bytes.len() - 1] as char);
    let (Some(to_file), Some(to_rank)) = (to_file, to_rank) else {
        return Err(malformed(original, "no destination square"));
    };
    let to = Square::from_coords(to_file, to_rank);
    bytes = &bytes[..bytes.len() - 2];

    // Optional capture or separator mark.
    if let Some(&last) = bytes.last()
        && matches!(last, b'x' | b':' | b'-')
    {
        bytes = &bytes[..bytes.len() - 1];
    }

    // Piece letter.
    let mut piece = None;
    let mut lowercase_b = false;
    if let Some(&first) = bytes.first() {
        if first.is_ascii_uppercase() {
            piece = match PieceKind::from_char(first as char) {
                Some(k) => Some(k),
                None => return Err(malformed(original, "unknown piece letter")),
            };
            bytes = &bytes[1..];
        } else if matches!(first, b'n' | b'r' | b'q' | b'k') && bytes.len() == 1 {
            // Forgiving: "nf3", "qxd5".
            piece = PieceKind::from_char(first as char);
            bytes = &bytes[1..];
        } else if first == b'b' && bytes.len() == 1 {
            lowercase_b = true;
        }
    }

    // Disambiguation: file, rank, or both.
    let mut from_file = None;
    let mut from_rank = None;
    match bytes {
        [] => {}
        [f] if File::from_char(*f as char).is_some() => from_file = File::from_char(*f as char),
        [r] if Rank::from_char(*r as char).is_some() => from_rank = Rank::from_char(*r as char),
        [f, r] => {
            from_file = File::from_char(*f as char);
            from_rank = Rank::from_char(*r as char);
            if from_file.is_none() || from_rank.is_none() {
                return Err(malformed(original, "bad origin square"));
            }
        }
        _ => {
            return Err(malformed(
                original,
                "unexpected characters before the destination",
            ));
        }
    }
    if piece == Some(PieceKind::Pawn) {
        piece = None;
    }
    if promotion.is_some() && piece.is_some() {
        return Err(malformed(original, "only pawns promote"));
    }
    Ok(SanPattern::Normal {
        piece,
        lowercase_b,
        from_file,
        from_rank,
        to,
        promotion,
    })
}

impl Position {
    /// The SAN of a legal move of this position, with `+` or `#`.
    pub fn san(&self, mv: &Move) -> String {
        let mut out = self.san_without_suffix(mv);
        let after = self.after(mv);
        if after.is_check() {
            out.push(if after.has_legal_moves() { '+' } else { '#' });
        }
        out
    }

    /// The SAN of a legal move of this position, without `+` or `#`.
    pub fn san_without_suffix(&self, mv: &Move) -> String {
        use super::MoveKind;
        match mv.kind {
            MoveKind::CastleKingside => return "O-O".to_string(),
            MoveKind::CastleQueenside => return "O-O-O".to_string(),
            _ => {}
        }
        let mut out = String::with_capacity(8);
        if mv.piece == PieceKind::Pawn {
            if mv.is_capture() {
                out.push(mv.from.file().char());
            }
        } else {
            out.push(mv.piece.upper_char());
            let others: Vec<Square> = self
                .legal_moves()
                .iter()
                .filter(|m| m.piece == mv.piece && m.to == mv.to && m.from != mv.from)
                .map(|m| m.from)
                .collect();
            if !others.is_empty() {
                if others.iter().all(|sq| sq.file() != mv.from.file()) {
                    out.push(mv.from.file().char());
                } else if others.iter().all(|sq| sq.rank() != mv.from.rank()) {
                    out.push(mv.from.rank().char());
                } else {
                    out.push(mv.from.file().char());
                    out.push(mv.from.rank().char());
                }
            }
        }
        if mv.is_capture() {
            out.push('x');
        }
        out.push_str(&mv.to.to_string());
        if let Some(p) = mv.promotion {
            out.push('=');
            out.push(p.upper_char());
        }
        out
    }

    /// Reads a move in SAN, forgivingly (see the module documentation).
    ///
    /// # Errors
    /// [`SanError::Malformed`] when the text is not SAN,
    /// [`SanError::Illegal`] when no legal move fits,
    /// [`SanError::Ambiguous`] when several do.
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        // Only the moves onto the move's square are made (or the king's,
        // for castling): the same answer as from every legal move, for a
        // fraction of the work.
        let pattern = parse_pattern(text)?;
        // Only the pieces of the kind the move names, where such a piece
        // reaches the square from: a knight's jump away, the first piece on
        // each line from it for the sliders and the pawns (pushes and
        // captures); the king wherever it stands (castling included).
        let reach = match pattern {
            SanPattern::Castle { .. } => Bitboard::from_square(self.king(self.side)),
            SanPattern::Normal {
                to,
                piece,
                lowercase_b,
                ..
            } => {
                let sliders = sliders();
                let occ = self.occupied();
                let ours =
                    |kind: PieceKind| self.pieces[kind.index()] & self.colors[self.side.index()];
                match piece {
                    Some(PieceKind::Knight) => knight_attacks(to) & ours(PieceKind::Knight),
                    Some(PieceKind::Bishop) => sliders.bishop(to, occ) & ours(PieceKind::Bishop),
                    Some(PieceKind::Rook) => sliders.rook(to, occ) & ours(PieceKind::Rook),
                    Some(PieceKind::Queen) => {
                        (sliders.rook(to, occ) | sliders.bishop(to, occ)) & ours(PieceKind::Queen)
                    }
                    Some(PieceKind::King) => Bitboard::from_square(self.king(self.side)),
                    Some(PieceKind::Pawn) | None => {
                        let bishop = sliders.bishop(to, occ);
                        let mut pawns = (sliders.rook(to, occ) | bishop) & ours(PieceKind::Pawn);
                        // "b" may be the b-file's pawn or a bishop.
                        if lowercase_b {
                            pawns |= bishop & ours(PieceKind::Bishop);
                        }
                        pawns
                    }
                }
            }
        };
        // The common case, one piece of the kind named that may have made
        // the move (the SAN's file and rank applied), not pinned, no
        // double check, no promotion, no en passant: that piece's move,
        // without the general generator.
        if let SanPattern::Normal {
            piece,
            lowercase_b: false,
            from_file,
            from_rank,
            to,
            promotion: None,
        } = pattern
        {
            let mut movers = reach;
            if let Some(file) = from_file {
                movers &= Bitboard::file(file);
            }
            if let Some(rank) = from_rank {
                movers &= Bitboard::rank(rank);
            }
            let kind = piece.unwrap_or(PieceKind::Pawn);
            if kind == PieceKind::Pawn {
                // A pawn comes from behind its square: from the square just
                // behind, or the one behind that when the first is not
                // one of ours (a double push), for a push; from the named
                // file one rank behind for a capture. Without this, a pawn
                // beside the square or on a diagonal from it made two
                // movers, a fifth of all moves sent to the general reader.
                let back = if self.side == Color::White { -1 } else { 1 };
                let behind = to.offset(0, back);
                movers &= match (behind, from_file) {
                    (None, _) => Bitboard::EMPTY,
                    (Some(one), Some(_)) => Bitboard::rank(one.rank()),
                    (Some(one), None) if movers.contains(one) => Bitboard::from_square(one),
                    (Some(one), None) => one
                        .offset(0, back)
                        .map_or(Bitboard::EMPTY, Bitboard::from_square),
                };
            }
            // A pawn's move names its file when it captures, and only then
            // (its moves here are pushes along its file and captures).
            if let Some(mv) = self.single_mover(kind, movers, to)
                && (kind != PieceKind::Pawn || from_file.is_some() == mv.captured.is_some())
            {
                return Ok(mv);
            }
        }
        // At most 29 moves land on one square: one slider a ray (8),
        // eight knights, three pawns promoting four ways (12), the king.
        let mut near = [Move::PLACEHOLDER; 32];
        let mut len = 0;
        self.for_each_piece_moves_among(reach, |pm| {
            let onto = match pattern {
                SanPattern::Castle { .. } if pm.piece == PieceKind::King => pm,
                SanPattern::Normal { to, .. } if pm.to.contains(to) => PieceMoves {
                    to: Bitboard::from_square(to),
                    ..pm
                },
                _ => return false,
            };
            self.expand_each(onto, |m| {
                if len < near.len() {
                    near[len] = m;
                    len += 1;
                }
            });
            false
        });
        self.pick_san(text, pattern, &near[..len])
    }

    /// [`Position::parse_san`] with the position's legal moves already at
    /// hand (a reader that needs them anyway generates them once).
    ///
    /// # Errors
    /// As [`Position::parse_san`].
    pub fn parse_san_in(&self, text: &str, legal: &[Move]) -> Result<Move, SanError> {
        self.pick_san(text, parse_pattern(text)?, legal)
    }

    /// The one move of `legal` that the read `pattern` of `text` names.
    fn pick_san(&self, text: &str, pattern: SanPattern, legal: &[Move]) -> Result<Move, SanError> {
        let fits = |m: &Move, pawn_for_b: bool| -> bool {
            match pattern {
                SanPattern::Castle { king_side } => {
                    use super::MoveKind;
                    m.kind
                        == if king_side {
                            MoveKind::CastleKingside
                        } else {
                            MoveKind::CastleQueenside
                        }
                }
                SanPattern::Normal {
                    piece,
                    lowercase_b,
                    from_file,
                    from_rank,
                    to,
                    promotion,
                } => {
                    let (piece, from_file) = if lowercase_b && !pawn_for_b {
                        (Some(PieceKind::Bishop), None)
                    } else if lowercase_b {
                        (None, Some(File::B))
                    } else {
                        (piece, from_file)
                    };
                    // A pawn capture always names the file it comes
                    // from (PGN standard 8.2.3.3): "d4" is never exd4.
                    let pawn_push_only = piece.is_none() && from_file.is_none();
                    m.piece == piece.unwrap_or(PieceKind::Pawn)
                        && m.to == to
                        && (!pawn_push_only || m.from.file() == to.file())
                        && from_file.is_none_or(|f| m.from.file() == f)
                        && from_rank.is_none_or(|r| m.from.rank() == r)
                        && (promotion.is_none() || m.promotion == promotion)
                }
            }
        };
        let mut found: Vec<Move> = Vec::new();
        for pawn_for_b in [true, false] {
            let mut first = None;
            let mut more = false;
            for m in legal.iter().filter(|m| fits(m, pawn_for_b)) {
                if first.is_none() {
                    first = Some(*m);
                } else {
                    more = true;
                    break;
                }
            }
            match (first, more) {
                (Some(mv), false) => return Ok(mv),
                (Some(_), true) => {
                    found = legal
                        .iter()
                        .filter(|m| fits(m, pawn_for_b))
                        .copied()
                        .collect();
                    break;
                }
                (None, _) => {}
            }
            // "b" read as a pawn file found nothing: a lowercase bishop?
            if !matches!(
                pattern,
                SanPattern::Normal {
                    lowercase_b: true,
                    ..
                }
            ) {
                break;
            }
        }
        match found.as_slice() {
            [] => Err(SanError::Illegal(text.trim().to_string())),
            [mv] => Ok(*mv),
            many => Err(SanError::Ambiguous {
                text: text.trim().to_string(),
                candidates: many.iter().map(|m| self.san(m)).collect(),
            }),
        }
    }

    /// Reads a move in canonical SAN only: the text must be what
    /// [`Position::san`] writes, apart from a missing or different check
    /// mark and trailing `!`/`?` glyphs.
    ///
    /// # Errors
    /// As [`Position::parse_san`], plus [`SanError::NotCanonical`].
    pub fn parse_san_strict(&self, text: &str) -> Result<Move, SanError> {
        let mv = self.parse_san(text)?;
        let canonical = self.san_without_suffix(&mv);
        let given = text.trim().trim_end_matches(['!', '?', '+', '#']);
        if given == canonical {
            Ok(mv)
        } else {
            Err(SanError::NotCanonical {
                text: text.trim().to_string(),
                canonical: self.san(&mv),
            })
        }
    }

    /// The SAN of each move of `moves` played in sequence from this position.
    ///
    /// # Panics
    /// If a move is not legal where it is played.
    pub fn san_line(&self, moves: &[Move]) -> Vec<String> {
        let mut pos = *self;
        moves
            .iter()
            .map(|mv| {
                let san = pos.san(mv);
                pos.play(mv);
                san
            })
            .collect()
    }

    /// Reads a move typed by a player: UCI (`e2e4`, `e7e8q`) or SAN
    /// (forgiving). UCI is tried first when the text looks like UCI.
    ///
    /// # Errors
    /// The SAN error when neither reading finds a legal move.
    pub fn parse_move(&self, text: &str) -> Result<Move, SanError> {
        if let Ok(mv) = self.parse_uci(text.trim()) {
            return Ok(mv);
        }
        self.parse_san(text)
    }
}

/// A move in SAN with its number, as players and PGN write it: "12. Nf3"
/// for White's move `number`, "12... Nf6" for Black's when `fresh` (the
/// first move of a line, or after a comment or a variation), the bare
/// "Nf6" otherwise.
pub fn numbered_san(number: u32, side: Color, san: &str, fresh: bool) -> String {
    match side {
        Color::White => format!("{number}. {san}"),
        Color::Black if fresh => format!("{number}... {san}"),
        Color::Black => san.to_string(),
    }
}

/// A move in SAN with its number written close, as lichess and opening
/// books cite a move in running text: "6.e5" for White's move `number`,
/// "6...Nbd7" for Black's.
pub fn cited_san(number: u32, side: Color, san: &str) -> String {
    match side {
        Color::White => format!("{number}.{san}"),
        Color::Black => format!("{number}...{san}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_common_spellings_read_as_the_general_reader_reads_them() {
        // Every legal move's SAN along two seeded random games, with and
        // without its mark, and spellings met in files: the common reader
        // gives the general reader's pattern or leaves the text to it.
        let mut spellings: Vec<String> = [
            "e4", "Nf3", "exd5", "bxc3", "Nbd7", "R1e2", "Qxe7+", "Kxe2#", "bc3", "b4", "Bb4",
            "Pe4", "e8Q", "e8=Q", "exd6", "nf3", "Nb1d2", "O-O", "0-0", "O-O-O", "e4!", "Ni3",
            "Nxi3", "Zx4", "ix4", "e9", "Nbx3", "N9d2",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..2 {
            let mut pos = Position::startpos();
            for _ in 0..160 {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                for mv in &legal {
                    spellings.push(pos.san(mv));
                    spellings.push(pos.san_without_suffix(mv));
                }
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let mv = legal[(state % legal.len() as u64) as usize];
                pos.play(&mv);
            }
        }
        let mut common = 0;
        for text in &spellings {
            if let Some(pattern) = common_pattern(text.as_bytes()) {
                common += 1;
                assert_eq!(Ok(pattern), general_pattern(text), "{text}");
            }
        }
        assert!(
            common * 10 >= spellings.len() * 9,
            "{common} of {}",
            spellings.len()
        );
        for text in [
            "e4", "Nf3", "exd5", "bxc3", "Nbd7", "R1e2", "Qxe7+", "Kxe2#",
        ] {
            assert!(common_pattern(text.as_bytes()).is_some(), "{text}");
        }
    }
}
