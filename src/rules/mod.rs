//! The rules of chess, with no dependency on the game engine or the UI.
//!
//! One file per concept: squares, pieces, bitboards and attack tables,
//! positions with legal move generation, FEN, SAN, UCI move text, PGN, game
//! records with their outcomes, chess clocks, Zobrist keys and perft.

mod attacks;
mod bitboard;
mod castling;
mod chess960;
mod clock;
mod color;
mod fen;
mod game;
mod material;
mod moves;
mod openings;
mod perft;
pub mod pgn;
mod piece;
mod position;
mod premove;
mod san;
mod square;
mod text;
pub mod tree;
mod uci;
pub mod zobrist;

pub use attacks::{
    attacks, between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks,
    queen_attacks, rook_attacks,
};
pub use bitboard::{Bitboard, BitboardIter};
pub use castling::{CastlingFiles, CastlingRights, CastlingSide};
pub use chess960::{CHESS960_POSITIONS, Variant, back_rank};
pub use clock::{
    Allowance, Clock, ClockKind, Flagged, MAX_BASE, MAX_BONUS, TimeControl, TimeControlError,
    clk_text, parse_clk,
};
pub use color::{ByColor, Color};
pub use fen::{
    FenError, FenField, FieldProblem, ParseFenError, PositionError, STARTING_FEN, Setup, fen_of_epd,
};
pub use game::{EndReason, Game, GameError, GameResult, Outcome, PlayedMove};
pub use moves::{MAX_MOVES, Move, MoveKind, MoveList};
pub use openings::{NamedOpening, Openings};
pub use perft::{perft, perft_divide};
pub use pgn::{
    MoveNote, PgnError, PgnErrorKind, PgnEval, PgnGame, read_games, write_annotated_game,
    write_game, write_game_with_clocks, write_game_with_note,
};
pub use piece::{Piece, PieceKind};
pub use position::{IllegalMoveError, PieceMoves, Position};
pub use san::{ParseSanError, SanError, cited_san, numbered_san};
pub use square::{File, ParseSquareError, Rank, Square};
pub use text::decode_text;
pub use uci::{MoveRequestError, UciMove, UciMoveError};
