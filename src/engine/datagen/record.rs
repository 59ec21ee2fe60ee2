//! The bytes of a self-play data file: everything is a 32-byte block, so a
//! reader can take the file as an array of them.
//!
//! - **The header** (the first block): [`MAGIC`], the format's version,
//!   the block size and the [`Settings`] the games were played with.
//! - **A game** ([`GameMark`]): a block whose first eight bytes are zero
//!   (no position has an empty board), then the game's index, how many
//!   position blocks follow, its result, how it ended, its length and a
//!   checksum of the position blocks that follow it.
//! - **A position** ([`Record`]): the board packed as an occupancy bitboard
//!   and a nibble per piece, the side to move, castling, en passant, the
//!   clocks, the game's result and the search's score.
//!
//! All numbers are little-endian. docs/engine.md draws the layout.

use crate::rules::{
    Bitboard, CastlingRights, Color, GameResult, Piece, PieceKind, Position, Setup, Square,
};

use super::Settings;

/// The size of every block of the file.
pub const BLOCK: usize = 32;
/// The first eight bytes of a data file.
pub const MAGIC: [u8; 8] = *b"RKSELFPL";
/// The format's version, after the magic.
pub const VERSION: u16 = 1;
/// The en passant byte when there is no en passant square.
const NO_EN_PASSANT: u8 = 64;

/// One block.
pub type Block = [u8; BLOCK];

/// A position of a self-play game with what the trainer learns from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Record {
    /// The position (standard chess).
    pub position: Position,
    /// The search's score of the position in centipawns, from White's view
    /// (never a mate: such positions are not written).
    pub score: i16,
    /// How the game it comes from ended.
    pub result: GameResult,
}

/// The result's byte: 0 Black won, 1 a draw, 2 White won.
pub fn result_code(result: GameResult) -> u8 {
    match result {
        GameResult::BlackWins => 0,
        GameResult::Draw => 1,
        GameResult::WhiteWins => 2,
    }
}

/// The result of a result byte, if it is one.
pub fn result_of_code(code: u8) -> Option<GameResult> {
    match code {
        0 => Some(GameResult::BlackWins),
        1 => Some(GameResult::Draw),
        2 => Some(GameResult::WhiteWins),
        _ => None,
    }
}

fn u16_at(b: &Block, at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

fn u32_at(b: &Block, at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

fn u64_at(b: &Block, at: usize) -> u64 {
    let mut bytes = [0; 8];
    bytes.copy_from_slice(&b[at..at + 8]);
    u64::from_le_bytes(bytes)
}

/// A piece's nibble: colour * 8 + kind (0 pawn to 5 king).
fn nibble(piece: Piece) -> u8 {
    (piece.color.index() as u8) * 8 + piece.kind.index() as u8
}

fn piece_of_nibble(n: u8) -> Option<Piece> {
    let color = if n & 8 == 0 {
        Color::White
    } else {
        Color::Black
    };
    PieceKind::ALL
        .get(usize::from(n & 7))
        .map(|&kind| Piece::new(color, kind))
}

impl Record {
    /// The record's block.
    pub fn pack(&self) -> Block {
        let pos = &self.position;
        let mut b = [0u8; BLOCK];
        let occupied = pos.occupied();
        b[0..8].copy_from_slice(&occupied.0.to_le_bytes());
        for (i, sq) in occupied.squares().enumerate() {
            let piece = pos.piece_at(sq).expect("an occupied square holds a piece");
            b[8 + i / 2] |= nibble(piece) << (4 * (i % 2));
        }
        let black = u8::from(pos.side_to_move() == Color::Black);
        b[24] = pos.castling_rights().bits() | (black << 7);
        b[25] = pos
            .en_passant()
            .map_or(NO_EN_PASSANT, |sq| sq.index() as u8);
        b[26] = pos.halfmove_clock().min(255) as u8;
        b[27] = result_code(self.result);
        let fullmove = pos.fullmove_number().min(u32::from(u16::MAX)) as u16;
        b[28..30].copy_from_slice(&fullmove.to_le_bytes());
        b[30..32].copy_from_slice(&self.score.to_le_bytes());
        b
    }

    /// The record of a block, or what is wrong with it: a block must
    /// describe a legal position of standard chess, its unused bits zero.
    pub fn unpack(b: &Block) -> Result<Record, String> {
        let occupied = Bitboard(u64_at(b, 0));
        let count = occupied.count() as usize;
        if count == 0 {
            return Err("a game's mark where a position was expected".to_string());
        }
        if count > 32 {
            return Err(format!("{count} pieces on the board"));
        }
        let mut setup = Setup::empty();
        for (i, sq) in occupied.squares().enumerate() {
            let n = (b[8 + i / 2] >> (4 * (i % 2))) & 15;
            setup.board[sq.index()] =
                Some(piece_of_nibble(n).ok_or_else(|| format!("piece code {n} on {sq}"))?);
        }
        for i in count..32 {
            if (b[8 + i / 2] >> (4 * (i % 2))) & 15 != 0 {
                return Err("bits set past the last piece".to_string());
            }
        }
        if b[24] & 0x70 != 0 {
            return Err(format!("flag byte {:#04x} has unused bits set", b[24]));
        }
        setup.castling = CastlingRights::from_bits(b[24] & 15);
        setup.side_to_move = if b[24] & 0x80 == 0 {
            Color::White
        } else {
            Color::Black
        };
        setup.en_passant = match b[25] {
            NO_EN_PASSANT => None,
            i => Some(Square::new(i).ok_or_else(|| format!("en passant byte {i}"))?),
        };
        setup.halfmove_clock = u32::from(b[26]);
        let result = result_of_code(b[27]).ok_or_else(|| format!("result byte {}", b[27]))?;
        setup.fullmove_number = u32::from(u16_at(b, 28));
        if setup.fullmove_number == 0 {
            return Err("move number 0".to_string());
        }
        let position = setup
            .into_position()
            .map_err(|e| format!("not a legal position: {e}"))?;
        let score = i16::from_le_bytes([b[30], b[31]]);
        Ok(Record {
            position,
            score,
            result,
        })
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum End {
    /// Checkmate on the board.
    Checkmate,
    /// Stalemate.
    Stalemate,
    /// Neither side can mate.
    InsufficientMaterial,
    /// The third time the same position (drawn at once).
    Repetition,
    /// Fifty moves each without a capture or a pawn move (drawn at once).
    FiftyMoves,
    /// One side's score beyond the win margin long enough.
    AdjudicatedWin,
    /// Both scores near zero long enough, late in the game.
    AdjudicatedDraw,
    /// The game reached the ply cap: a draw.
    PlyCap,
}

impl End {
    /// Every end, in the order of their codes (1 up).
    pub const ALL: [End; 8] = [
        End::Checkmate,
        End::Stalemate,
        End::InsufficientMaterial,
        End::Repetition,
        End::FiftyMoves,
        End::AdjudicatedWin,
        End::AdjudicatedDraw,
        End::PlyCap,
    ];

    /// The end's byte in a game's mark (1 to 8).
    pub fn code(self) -> u8 {
        End::ALL.iter().position(|&e| e == self).unwrap_or(0) as u8 + 1
    }

    /// The end of a byte, if it is one.
    pub fn of_code(code: u8) -> Option<End> {
        End::ALL.get(usize::from(code).checked_sub(1)?).copied()
    }

    /// A few words for the statistics.
    pub fn name(self) -> &'static str {
        match self {
            End::Checkmate => "checkmate",
            End::Stalemate => "stalemate",
            End::InsufficientMaterial => "insufficient material",
            End::Repetition => "threefold repetition",
            End::FiftyMoves => "fifty-move rule",
            End::AdjudicatedWin => "adjudicated win",
            End::AdjudicatedDraw => "adjudicated draw",
            End::PlyCap => "ply cap",
        }
    }
}

/// The block before each game's positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameMark {
    /// The game's number: 0, 1, 2... in the order of the file.
    pub index: u64,
    /// How many position blocks follow.
    pub positions: u16,
    /// The game's result.
    pub result: GameResult,
    /// How it ended.
    pub end: End,
    /// Its plies, the opening's included.
    pub plies: u16,
    /// Plies of the opening (book and random moves), never written.
    pub opening_plies: u8,
    /// [`checksum`] of the position blocks that follow.
    pub checksum: u64,
}

impl GameMark {
    /// The mark's block (its first eight bytes zero).
    pub fn pack(&self) -> Block {
        let mut b = [0u8; BLOCK];
        b[8..16].copy_from_slice(&self.index.to_le_bytes());
        b[16..18].copy_from_slice(&self.positions.to_le_bytes());
        b[18] = result_code(self.result);
        b[19] = self.end.code();
        b[20..22].copy_from_slice(&self.plies.to_le_bytes());
        b[22] = self.opening_plies;
        b[24..32].copy_from_slice(&self.checksum.to_le_bytes());
        b
    }

    /// The mark of a block, or what is wrong with it.
    pub fn unpack(b: &Block) -> Result<GameMark, String> {
        if u64_at(b, 0) != 0 {
            return Err("a position where a game's mark was expected".to_string());
        }
        if b[23] != 0 {
            return Err("a game's mark with its spare byte set".to_string());
        }
        Ok(GameMark {
            index: u64_at(b, 8),
            positions: u16_at(b, 16),
            result: result_of_code(b[18]).ok_or_else(|| format!("result byte {}", b[18]))?,
            end: End::of_code(b[19]).ok_or_else(|| format!("end byte {}", b[19]))?,
            plies: u16_at(b, 20),
            opening_plies: b[22],
            checksum: u64_at(b, 24),
        })
    }
}

/// Whether a block is a game's mark (its occupancy empty).
pub fn is_mark(b: &Block) -> bool {
    u64_at(b, 0) == 0
}

/// FNV-1a (64 bits) over blocks: the checksum of a game's positions.
pub fn checksum<'a>(blocks: impl IntoIterator<Item = &'a Block>) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in blocks {
        for &byte in b {
            h = (h ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h
}

/// The header block of a file of games played with `settings`.
pub fn pack_header(settings: &Settings) -> Block {
    let mut b = [0u8; BLOCK];
    b[0..8].copy_from_slice(&MAGIC);
    b[8..10].copy_from_slice(&VERSION.to_le_bytes());
    b[10..12].copy_from_slice(&(BLOCK as u16).to_le_bytes());
    b[12..16].copy_from_slice(&settings.nodes.to_le_bytes());
    b[16..24].copy_from_slice(&settings.seed.to_le_bytes());
    b[24] = settings.random_plies;
    b[25] = settings.book_plies;
    b[26..28].copy_from_slice(&settings.max_plies.to_le_bytes());
    b[28..30].copy_from_slice(&settings.verify_margin.to_le_bytes());
    b
}

/// The settings of a header block, or why it is not one.
pub fn unpack_header(b: &Block) -> Result<Settings, String> {
    if b[0..8] != MAGIC {
        return Err("not a Rookery self-play data file (its first bytes are wrong)".to_string());
    }
    let version = u16_at(b, 8);
    if version != VERSION {
        return Err(format!(
            "format version {version}; this Rookery reads version {VERSION}"
        ));
    }
    let size = u16_at(b, 10);
    if usize::from(size) != BLOCK {
        return Err(format!("records of {size} bytes instead of {BLOCK}"));
    }
    if b[30..32] != [0, 0] {
        return Err("the header's spare bytes are set".to_string());
    }
    Ok(Settings {
        nodes: u32_at(b, 12),
        seed: u64_at(b, 16),
        random_plies: b[24],
        book_plies: b[25],
        max_plies: u16_at(b, 26),
        verify_margin: u16_at(b, 28),
    })
}
