//! Training data from Rookery's own play (`rookery datagen`): self-play
//! games at a fixed number of nodes a move, from varied openings, each
//! quiet position written with its search score and the game's result, for
//! a trainer of a neural evaluation. Nothing from outside: no other
//! engine's scores, no downloaded data.
//!
//! A game ([`play_game`]) starts from the opening book (up to
//! [`Settings::book_plies`] book moves, drawn by how many named lines play
//! each) and then [`Settings::random_plies`] legal moves drawn uniformly; a
//! search of four times the move budget then judges the start, and a start
//! scored more than [`Settings::verify_margin`] from level is drawn again.
//! Then the engine plays both sides, searching [`Settings::nodes`] a move,
//! one [`Engine`] emptied before each game, so a game depends only on the
//! settings and its index: games can be played on any number of threads,
//! and a stopped run continues where it stopped ([`run`]).
//!
//! A game ends by the rules (checkmate, stalemate, insufficient material,
//! the third repetition and the fifty-move rule, both drawn at once), by
//! adjudication ([`WIN_SCORE`] held for [`WIN_PLIES`], or [`DRAW_SCORE`]
//! for [`DRAW_PLIES`] from ply [`DRAW_FROM_PLY`]) or at
//! [`Settings::max_plies`], a draw. A position is written when its side to
//! move is not in check, the move the search chose is neither a capture nor
//! a promotion, and the score is not a mate; the opening's moves are never
//! written. [`record`] has the file's bytes, [`file`] reads and appends.

pub mod file;
pub mod record;
mod run;

use std::sync::atomic::{AtomicBool, Ordering};

use rand::{Rng, RngCore};

use super::random::SplitMix;
use super::{Book, Engine, Limits, Score, history_keys, random_move};
use crate::rules::{Color, EndReason, Game, GameResult};
pub use record::{End, GameMark, Record};
pub use run::{Progress, Target, run};

/// The transposition table of each thread's engine, in megabytes (fixed:
/// the table's size changes what a node budget finds).
pub const HASH_MB: usize = 16;
/// A side is adjudicated the winner when the score from its view is at
/// least this many centipawns (or a mate it gives)...
pub const WIN_SCORE: i32 = 1000;
/// ...at this many plies in a row (both sides' searches agreeing).
pub const WIN_PLIES: u32 = 6;
/// A game is adjudicated a draw when the score stays within this many
/// centipawns of zero...
pub const DRAW_SCORE: i32 = 10;
/// ...for this many plies in a row...
pub const DRAW_PLIES: u32 = 12;
/// ...counted from this ply of the game on.
pub const DRAW_FROM_PLY: usize = 80;
/// How many openings a game may draw before it gives up and starts from
/// the start position (never seen: a start is accepted within a few).
const OPENING_TRIES: u32 = 1000;

/// What decides the games of a file; kept in its header, and a run that
/// continues a file must use the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// The seed: game `i` of a seed is always the same game.
    pub seed: u64,
    /// Nodes searched for each move.
    pub nodes: u32,
    /// Random legal moves after the book.
    pub random_plies: u8,
    /// The most book moves before them (each game draws 0 to this many).
    pub book_plies: u8,
    /// A game still going at this ply is a draw.
    pub max_plies: u16,
    /// Starts scored further than this from 0 (in centipawns) are drawn again.
    pub verify_margin: u16,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            seed: 1,
            nodes: 5000,
            random_plies: 4,
            book_plies: 8,
            max_plies: 400,
            verify_margin: 250,
        }
    }
}

impl Settings {
    /// What is wrong with the settings, if anything.
    pub fn check(&self) -> Result<(), String> {
        if !(1..=100_000_000).contains(&self.nodes) {
            return Err("nodes: from 1 to 100000000".to_string());
        }
        if self.random_plies > 40 || self.book_plies > 40 {
            return Err("random and book plies: from 0 to 40".to_string());
        }
        if !(1..=2000).contains(&self.max_plies) {
            return Err("ply cap: from 1 to 2000".to_string());
        }
        Ok(())
    }
}

/// A finished game: its mark's facts and its positions' blocks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedGame {
    /// The mark written before the positions.
    pub mark: GameMark,
    /// The positions written, each a block.
    pub blocks: Vec<record::Block>,
}

/// The seed of game `index`: SplitMix64's mix of the run's seed and the
/// index, so that neighbouring games share nothing.
fn game_seed(seed: u64, index: u64) -> u64 {
    let mut mix = SplitMix::new(seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    mix.next_u64() ^ SplitMix::new(index).next_u64()
}

/// A start for a game: book moves, then random moves; `None` when it ends
/// the game.
fn draw_opening(settings: &Settings, book: &Book, rng: &mut SplitMix) -> Option<Game> {
    let mut game = Game::new();
    let book_plies = rng.random_range(0..=settings.book_plies);
    for _ in 0..book_plies {
        let moves = book.moves(game.position());
        let total: u32 = moves.iter().map(|b| b.weight).sum();
        if total == 0 {
            break;
        }
        let mut pick = rng.random_range(0..total);
        let Some(chosen) = moves.iter().find(|b| {
            let here = pick < b.weight;
            pick = pick.saturating_sub(b.weight);
            here
        }) else {
            break;
        };
        game.try_play(&chosen.mv).ok()?;
    }
    for _ in 0..settings.random_plies {
        let mv = random_move(game.position(), rng)?;
        game.try_play(&mv).ok()?;
    }
    (!game.is_over()).then_some(game)
}

/// A score from White's view in centipawns, mates as +-100,000.
fn white_cp(score: Score, side: Color) -> i32 {
    let cp = match score {
        Score::Cp(cp) => cp,
        Score::Mate(n) if n > 0 => 100_000,
        Score::Mate(_) => -100_000,
    };
    if side == Color::White { cp } else { -cp }
}

/// The runs of scores adjudication watches.
#[derive(Default)]
struct Runs {
    /// Plies in a row White's score was at least [`WIN_SCORE`], and Black's.
    winning: [u32; 2],
    /// Plies in a row the score was within [`DRAW_SCORE`] of 0.
    level: u32,
}

impl Runs {
    /// Adds the score (White's view) found at `ply`; says how the game is
    /// adjudicated, if it is.
    fn record(&mut self, white: i32, ply: usize) -> Option<GameResult> {
        self.winning[0] = if white >= WIN_SCORE {
            self.winning[0] + 1
        } else {
            0
        };
        self.winning[1] = if white <= -WIN_SCORE {
            self.winning[1] + 1
        } else {
            0
        };
        self.level = if ply >= DRAW_FROM_PLY && white.abs() <= DRAW_SCORE {
            self.level + 1
        } else {
            0
        };
        if self.winning[0] >= WIN_PLIES {
            Some(GameResult::WhiteWins)
        } else if self.winning[1] >= WIN_PLIES {
            Some(GameResult::BlackWins)
        } else if self.level >= DRAW_PLIES {
            Some(GameResult::Draw)
        } else {
            None
        }
    }
}

/// The end of a game the rules ended.
fn end_of(reason: EndReason) -> End {
    match reason {
        EndReason::Checkmate => End::Checkmate,
        EndReason::Stalemate => End::Stalemate,
        EndReason::InsufficientMaterial => End::InsufficientMaterial,
        EndReason::FiftyMoveRule | EndReason::SeventyFiveMoveRule => End::FiftyMoves,
        _ => End::Repetition,
    }
}

/// Plays game `index` of `settings` with `engine` (emptied first), or
/// `None` when `stop` became true before it ended.
pub fn play_game(
    engine: &mut Engine,
    settings: &Settings,
    index: u64,
    stop: &AtomicBool,
) -> Option<PlayedGame> {
    let (book, _) = Book::builtin();
    let mut rng = SplitMix::new(game_seed(settings.seed, index));
    let verify = Limits::nodes(u64::from(settings.nodes) * 4);
    engine.new_game();
    let mut game = Game::new();
    for _ in 0..OPENING_TRIES {
        let Some(start) = draw_opening(settings, book, &mut rng) else {
            continue;
        };
        let result = engine.search(
            start.position(),
            &history_keys(&start),
            &verify,
            stop,
            &mut |_| {},
        );
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        if let Score::Cp(cp) = result.score
            && cp.abs() <= i32::from(settings.verify_margin)
        {
            game = start;
            break;
        }
    }
    let opening_plies = game.ply_count();
    let limits = Limits::nodes(u64::from(settings.nodes));
    let mut positions = Vec::new();
    let mut runs = Runs::default();
    let (result, end) = loop {
        if let Some(outcome) = game.outcome() {
            break (outcome.result, end_of(outcome.reason));
        }
        if let Some(claim) = game.claimable_draw() {
            break (GameResult::Draw, end_of(claim));
        }
        if game.ply_count() >= usize::from(settings.max_plies) {
            break (GameResult::Draw, End::PlyCap);
        }
        let pos = *game.position();
        let found = engine.search(&pos, &history_keys(&game), &limits, stop, &mut |_| {});
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let mv = found.best?;
        if let Score::Cp(cp) = found.score
            && !pos.is_check()
            && !mv.is_capture()
            && !mv.is_promotion()
        {
            let white = if pos.side_to_move() == Color::White {
                cp
            } else {
                -cp
            };
            positions.push((pos, white.clamp(-32_000, 32_000) as i16));
        }
        let white = white_cp(found.score, pos.side_to_move());
        if let Some(verdict) = runs.record(white, game.ply_count()) {
            let end = if verdict == GameResult::Draw {
                End::AdjudicatedDraw
            } else {
                End::AdjudicatedWin
            };
            break (verdict, end);
        }
        game.try_play(&mv).ok()?;
    };
    let blocks: Vec<record::Block> = positions
        .into_iter()
        .map(|(position, score)| {
            Record {
                position,
                score,
                result,
            }
            .pack()
        })
        .collect();
    let mark = GameMark {
        index,
        positions: blocks.len() as u16,
        result,
        end,
        plies: game.ply_count() as u16,
        opening_plies: opening_plies.min(255) as u8,
        checksum: record::checksum(&blocks),
    };
    Some(PlayedGame { mark, blocks })
}
