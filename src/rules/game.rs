//! A game record: the start position, the moves played with their SAN,
//! undo and redo, repetition tracking and the outcome.
//!
//! The game ends by itself on checkmate, stalemate, insufficient material
//! (bare kings, a lone minor piece, or only bishops all on squares of one
//! colour), the seventy-five-move rule and fivefold repetition. The
//! fifty-move rule and threefold repetition end it only when a player claims
//! the draw. Resignation, agreement and loss on time are recorded when they
//! happen. A checkmate given on the move that reaches a move-count limit is
//! a checkmate.
//!
//! ```
//! use rookery::rules::{Game, GameResult, EndReason};
//! let mut game = Game::new();
//! for san in ["f3", "e5", "g4", "Qh4#"] {
//!     game.play_san(san).unwrap();
//! }
//! let outcome = game.outcome().unwrap();
//! assert_eq!(outcome.result, GameResult::BlackWins);
//! assert_eq!(outcome.reason, EndReason::Checkmate);
//! assert_eq!(outcome.to_string(), "0-1, Black wins by checkmate");
//! ```

use std::fmt;

use super::{Color, FenError, Move, Position, SanError, UciMoveError};

/// Who won, if anyone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// 1-0.
    WhiteWins,
    /// 0-1.
    BlackWins,
    /// 1/2-1/2.
    Draw,
}

impl GameResult {
    /// The PGN result token: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn as_pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// Reads a PGN result token (`*` is not a result: `None`).
    pub fn from_pgn(text: &str) -> Option<GameResult> {
        match text {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" | "½-½" => Some(GameResult::Draw),
            _ => None,
        }
    }

    /// The side that won, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }

    /// A win for `color`.
    pub const fn win_for(color: Color) -> GameResult {
        match color {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_pgn())
    }
}

/// Why a game ended (saves write it by its variant name).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum EndReason {
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can ever checkmate.
    InsufficientMaterial,
    /// Claimed: fifty moves by each side without a capture or pawn move.
    FiftyMoveRule,
    /// Automatic: seventy-five moves by each side without a capture or pawn move.
    SeventyFiveMoveRule,
    /// Claimed: the same position for the third time.
    ThreefoldRepetition,
    /// Automatic: the same position for the fifth time.
    FivefoldRepetition,
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// A player ran out of time.
    Timeout,
    /// A player ran out of time, but the opponent could never checkmate.
    TimeoutInsufficientMaterial,
    /// The game ended for a reason not recorded (for example an imported
    /// PGN whose result tag says so).
    Unknown,
}

/// The end of a game: its result and the reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Who won.
    pub result: GameResult,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// A draw for `reason`.
    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            result: GameResult::Draw,
            reason,
        }
    }

    /// A win for `color` for `reason`.
    pub const fn win(color: Color, reason: EndReason) -> Outcome {
        Outcome {
            result: GameResult::win_for(color),
            reason,
        }
    }
}

impl fmt::Display for Outcome {
    /// Writes the result and its reason, such as
    /// "1-0, White wins by checkmate" or "1/2-1/2, stalemate".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let result = self.result.as_pgn();
        match (self.result.winner(), self.reason) {
            (Some(c), EndReason::Checkmate) => write!(f, "{result}, {c} wins by checkmate"),
            (Some(c), EndReason::Resignation) => write!(f, "{result}, {c} wins by resignation"),
            (Some(c), EndReason::Timeout) => write!(f, "{result}, {c} wins on time"),
            (Some(c), _) => write!(f, "{result}, {c} wins"),
            (None, reason) => {
                let text = match reason {
                    EndReason::Stalemate => "stalemate",
                    EndReason::InsufficientMaterial => "draw by insufficient material",
                    EndReason::FiftyMoveRule => "draw by the fifty-move rule",
                    EndReason::SeventyFiveMoveRule => "draw by the seventy-five-move rule",
                    EndReason::ThreefoldRepetition => "draw by threefold repetition",
                    EndReason::FivefoldRepetition => "draw by fivefold repetition",
                    EndReason::Agreement => "draw by agreement",
                    EndReason::TimeoutInsufficientMaterial => {
                        "draw: time ran out but the opponent cannot checkmate"
                    }
                    _ => "draw",
                };
                write!(f, "{result}, {text}")
            }
        }
    }
}

/// Why a move or action was refused. The game is unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The game is already over.
    GameOver(Outcome),
    /// The move is not legal in the current position.
    IllegalMove(Move),
    /// Move text that could not be read as SAN.
    San(SanError),
    /// Move text that could not be read as UCI.
    Uci(UciMoveError),
    /// A draw claim when neither the fifty-move rule nor threefold repetition applies.
    NoDrawToClaim,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver(o) => write!(f, "the game is over ({o})"),
            GameError::IllegalMove(m) => write!(f, "illegal move {m}"),
            GameError::San(e) => e.fmt(f),
            GameError::Uci(e) => e.fmt(f),
            GameError::NoDrawToClaim => f.write_str(
                "no draw to claim: neither the fifty-move rule nor threefold repetition applies",
            ),
        }
    }
}

impl std::error::Error for GameError {}

/// One move of a game, with the position it was played in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// Its SAN, with check mark.
    pub san: String,
    /// The position before the move.
    pub before: Position,
}

impl PlayedMove {
    /// The move with its number, as a player reads it: "12. Nf3" for
    /// White's move, "12... Nf6" for Black's.
    pub fn numbered(&self) -> String {
        let before = &self.before;
        super::numbered_san(
            before.fullmove_number(),
            before.side_to_move(),
            &self.san,
            true,
        )
    }
}

/// A game of chess: start position, moves, undo/redo and outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    start: Position,
    current: Position,
    history: Vec<PlayedMove>,
    redo: Vec<Move>,
    outcome: Option<Outcome>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// A new game from the standard starting position.
    pub fn new() -> Game {
        Game::from_position(Position::startpos())
    }

    /// A game starting from `start` (which may already be finished, for
    /// example a checkmate set up by FEN).
    pub fn from_position(start: Position) -> Game {
        let mut game = Game {
            start,
            current: start,
            history: Vec::new(),
            redo: Vec::new(),
            outcome: None,
        };
        game.outcome = game.automatic_outcome();
        game
    }

    /// A game starting from `start` with `moves` played, as far as they
    /// can be played: the first that cannot, and those after it, are left
    /// out.
    pub fn from_moves(start: Position, moves: &[Move]) -> Game {
        let mut game = Game::from_position(start);
        for mv in moves {
            if game.try_play(mv).is_err() {
                break;
            }
        }
        game
    }

    /// A game starting from a FEN.
    ///
    /// # Errors
    /// The FEN's error when it is malformed or illegal.
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        Ok(Game::from_position(Position::from_fen(fen)?))
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// Whether the game started from the standard starting position.
    pub fn starts_from_standard(&self) -> bool {
        self.start == Position::startpos()
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.current
    }

    /// The moves played so far, oldest first.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.history
    }

    /// The number of half-moves played.
    pub fn ply_count(&self) -> usize {
        self.history.len()
    }

    /// The position after each ply, from the start position (index 0) to the
    /// current one (index `ply_count()`).
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        match ply.cmp(&self.history.len()) {
            std::cmp::Ordering::Less => Some(&self.history[ply].before),
            std::cmp::Ordering::Equal => Some(&self.current),
            std::cmp::Ordering::Greater => None,
        }
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.current.side_to_move()
    }

    /// How the game ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// How many times the current position has occurred in this game
    /// (same placement, side to move, castling rights and en passant
    /// possibility), the current occurrence included.
    pub fn repetition_count(&self) -> usize {
        let cur = &self.current;
        // Only positions since the last capture or pawn move can repeat.
        let window = (cur.halfmove_clock() as usize).min(self.history.len());
        1 + self.history[self.history.len() - window..]
            .iter()
            .filter(|p| same_position(&p.before, cur))
            .count()
    }

    /// The draw the player to move may claim now, if any: the fifty-move
    /// rule (takes precedence when both apply) or threefold repetition.
    pub fn claimable_draw(&self) -> Option<EndReason> {
        if self.outcome.is_some() {
            None
        } else if self.current.halfmove_clock() >= 100 {
            Some(EndReason::FiftyMoveRule)
        } else if self.repetition_count() >= 3 {
            Some(EndReason::ThreefoldRepetition)
        } else {
            None
        }
    }

    /// Claims a draw under the fifty-move rule or threefold repetition.
    ///
    /// # Errors
    /// [`GameError::NoDrawToClaim`] when neither applies, or
    /// [`GameError::GameOver`].
    pub fn claim_draw(&mut self) -> Result<Outcome, GameError> {
        self.ensure_running()?;
        let reason = self.claimable_draw().ok_or(GameError::NoDrawToClaim)?;
        let outcome = Outcome::draw(reason);
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    /// `color` resigns: the other side wins.
    ///
    /// # Errors
    /// [`GameError::GameOver`] if the game has already ended.
    pub fn resign(&mut self, color: Color) -> Result<Outcome, GameError> {
        self.end(Outcome::win(color.other(), EndReason::Resignation))
    }

    /// The players agree to a draw.
    ///
    /// # Errors
    /// [`GameError::GameOver`] if the game has already ended.
    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        self.end(Outcome::draw(EndReason::Agreement))
    }

    /// `color` ran out of time: the other side wins, unless it could never
    /// checkmate, in which case the game is drawn.
    ///
    /// # Errors
    /// [`GameError::GameOver`] if the game has already ended.
    pub fn time_out(&mut self, color: Color) -> Result<Outcome, GameError> {
        let outcome = if self.current.has_insufficient_material(color.other()) {
            Outcome::draw(EndReason::TimeoutInsufficientMaterial)
        } else {
            Outcome::win(color.other(), EndReason::Timeout)
        };
        self.end(outcome)
    }

    /// Ends the game with `outcome` (for reasons decided outside the board,
    /// such as an imported result).
    ///
    /// # Errors
    /// [`GameError::GameOver`] if the game has already ended.
    pub fn end(&mut self, outcome: Outcome) -> Result<Outcome, GameError> {
        self.ensure_running()?;
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    fn ensure_running(&self) -> Result<(), GameError> {
        match self.outcome {
            Some(o) => Err(GameError::GameOver(o)),
            None => Ok(()),
        }
    }

    /// Plays `mv` if it is legal and the game still running; otherwise the
    /// game is unchanged and the error says why (the `try_` name, as on
    /// [`Position::try_play`], says it returns a `Result`). The redo list is
    /// kept when the move is the one it would redo, and dropped otherwise.
    ///
    /// # Errors
    /// [`GameError::GameOver`] or [`GameError::IllegalMove`]; the game is unchanged.
    pub fn try_play(&mut self, mv: &Move) -> Result<Option<Outcome>, GameError> {
        self.ensure_running()?;
        if !self.current.is_legal(mv) {
            return Err(GameError::IllegalMove(*mv));
        }
        let san = self.current.san(mv);
        let before = self.current;
        self.current.play_unchecked(mv);
        self.history.push(PlayedMove {
            mv: *mv,
            san,
            before,
        });
        if self.redo.last() == Some(mv) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.outcome = self.automatic_outcome();
        Ok(self.outcome)
    }

    /// Plays a move given in SAN (read forgivingly).
    ///
    /// # Errors
    /// [`GameError::San`] or [`GameError::GameOver`].
    pub fn play_san(&mut self, san: &str) -> Result<Option<Outcome>, GameError> {
        self.ensure_running()?;
        let mv = self.current.parse_san(san).map_err(GameError::San)?;
        self.try_play(&mv)
    }

    /// Plays a move given in UCI notation.
    ///
    /// # Errors
    /// [`GameError::Uci`] or [`GameError::GameOver`].
    pub fn play_uci(&mut self, uci: &str) -> Result<Option<Outcome>, GameError> {
        self.ensure_running()?;
        let mv = self.current.parse_uci(uci).map_err(GameError::Uci)?;
        self.try_play(&mv)
    }

    /// Plays a move typed by a player, in UCI or SAN.
    ///
    /// # Errors
    /// [`GameError::San`] or [`GameError::GameOver`].
    pub fn play_text(&mut self, text: &str) -> Result<Option<Outcome>, GameError> {
        self.ensure_running()?;
        let mv = self.current.parse_move(text).map_err(GameError::San)?;
        self.try_play(&mv)
    }

    /// Takes back the last move, if any, and returns it. A finished game is
    /// reopened (its outcome is recomputed from the board).
    pub fn undo(&mut self) -> Option<Move> {
        let last = self.history.pop()?;
        self.current = last.before;
        self.redo.push(last.mv);
        self.outcome = self.automatic_outcome();
        Some(last.mv)
    }

    /// Plays again the last move taken back, if any.
    pub fn redo(&mut self) -> Option<Move> {
        let mv = *self.redo.last()?;
        self.try_play(&mv).ok()?;
        Some(mv)
    }

    /// Whether there is a move to take back.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// Whether there is a move to play again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Replaces the moves waiting to be played again with `moves` (the
    /// first is the next [`Game::redo`] plays; each is checked when it is
    /// played).
    pub fn set_redo_line(&mut self, moves: &[Move]) {
        self.redo = moves.iter().rev().copied().collect();
    }

    /// The moves taken back that [`Game::redo`] would play again, in the
    /// order it would play them.
    pub fn redo_line(&self) -> impl Iterator<Item = &Move> {
        self.redo.iter().rev()
    }

    /// The outcome the board alone decides: checkmate, stalemate,
    /// insufficient material, seventy-five moves, fivefold repetition.
    fn automatic_outcome(&self) -> Option<Outcome> {
        let pos = &self.current;
        if !pos.has_legal_moves() {
            return Some(if pos.is_check() {
                Outcome::win(pos.side_to_move().other(), EndReason::Checkmate)
            } else {
                Outcome::draw(EndReason::Stalemate)
            });
        }
        if pos.is_insufficient_material() {
            return Some(Outcome::draw(EndReason::InsufficientMaterial));
        }
        if pos.halfmove_clock() >= 150 {
            return Some(Outcome::draw(EndReason::SeventyFiveMoveRule));
        }
        if self.repetition_count() >= 5 {
            return Some(Outcome::draw(EndReason::FivefoldRepetition));
        }
        None
    }
}

/// Same position for the repetition rules: placement, side to move,
/// castling rights and en passant possibility (the key covers the last).
fn same_position(a: &Position, b: &Position) -> bool {
    a.key() == b.key()
        && a.pieces == b.pieces
        && a.colors == b.colors
        && a.side_to_move() == b.side_to_move()
        && a.castling_rights() == b.castling_rights()
}
