//! Who finds the best two moves of a position for the puzzles: the one
//! question both the generator (the generate module) and the check of a
//! puzzle file (the verify module) ask at each of a solution's moves.
//!
//! Two answers: Rookery's own engine searching a number of nodes
//! ([`OwnEngine`]), or any UCI engine (Stockfish, or `rookery uci`)
//! searching to a depth with two lines (MultiPV 2, [`UciEngine`]).

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::engine::external::{EngineError, ExternalEngine, Strength};
use crate::engine::{Engine, Limits, PvLine, Score};
use crate::rules::{Move, Position};

/// The engine's two best moves in a position, each with its score from
/// the side to move's view (the second missing when there is one legal
/// move).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pair {
    /// The best move and its score.
    pub best: (Move, Score),
    /// The next best, when there is another legal move.
    pub second: Option<(Move, Score)>,
}

/// A position and how it was reached: the moves from a first position
/// (for an engine told the game), and the keys of the positions before it
/// (for repetitions).
#[derive(Debug, Clone)]
pub struct Line {
    pub(crate) root: Position,
    pub(crate) moves: Vec<Move>,
    pub(crate) pos: Position,
    pub(crate) history: Vec<u64>,
}

impl Line {
    /// The position `root` itself, no move played.
    pub fn new(root: Position) -> Line {
        Line {
            root,
            moves: Vec::new(),
            pos: root,
            history: Vec::new(),
        }
    }

    /// The position reached, the side to move's turn.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// Plays `mv`, which must be legal (see [`Line::try_play`]).
    pub(crate) fn play(&mut self, mv: &Move) {
        self.history.push(self.pos.key());
        self.moves.push(*mv);
        self.pos.play(mv);
    }

    /// Plays `mv` when it is legal here; `false`, nothing played, when not.
    pub fn try_play(&mut self, mv: &Move) -> bool {
        let legal = self.pos.is_legal(mv);
        if legal {
            self.play(mv);
        }
        legal
    }

    /// Whether the position has come up twice before.
    pub(crate) fn repeats(&self) -> bool {
        let key = self.pos.key();
        self.history.iter().filter(|&&k| k == key).count() >= 2
    }
}

/// Finds a position's two best moves.
pub trait Analyst {
    /// The two best moves of `line`'s position, scored from the side to
    /// move's view; `None` when there is no legal move or `stop` was
    /// raised before the answer.
    ///
    /// # Errors
    /// Whatever stops the engine from answering: it crashed, hung, or
    /// answered what cannot be a pair of moves here.
    fn best_two(&mut self, line: &Line, stop: &AtomicBool) -> Result<Option<Pair>, EngineError>;

    /// A new game: what the engine remembers of the last one is dropped.
    fn new_game(&mut self);
}

/// Rookery's own engine, searching `nodes` nodes for each pair.
pub struct OwnEngine {
    pub(crate) engine: Engine,
    pub(crate) nodes: u64,
}

impl OwnEngine {
    /// Rookery's engine (64 MB of hash) searching `nodes` nodes (at least
    /// 1,000) for each pair.
    pub fn new(nodes: u64) -> OwnEngine {
        OwnEngine {
            engine: Engine::new(64),
            nodes: nodes.max(1_000),
        }
    }
}

impl Analyst for OwnEngine {
    fn best_two(&mut self, line: &Line, stop: &AtomicBool) -> Result<Option<Pair>, EngineError> {
        let limits = Limits {
            multipv: 2,
            ..Limits::nodes(self.nodes)
        };
        let mut lines: Vec<PvLine> = Vec::new();
        let result = self
            .engine
            .search(&line.pos, &line.history, &limits, stop, &mut |info| {
                lines = info.lines.clone()
            });
        let best = match lines.first() {
            Some(l) if !l.moves.is_empty() => (l.moves[0], l.score),
            _ => match result.best {
                Some(mv) => (mv, result.score),
                None => return Ok(None),
            },
        };
        let second = lines
            .get(1)
            .and_then(|l| l.moves.first().map(|&m| (m, l.score)));
        Ok(Some(Pair { best, second }))
    }

    fn new_game(&mut self) {
        self.engine.new_game();
    }
}

/// The longest one pair may take a UCI engine before it counts as hung.
pub const UCI_PAIR_LIMIT: Duration = Duration::from_secs(600);

/// A UCI engine asked for two lines (MultiPV 2) to a fixed depth.
pub struct UciEngine {
    engine: ExternalEngine,
    depth: u32,
}

impl UciEngine {
    /// Starts the program at `path` with `args` (`uci` for `rookery
    /// uci`), at its own strength, to search each pair to `depth` plies
    /// (1 to 100).
    ///
    /// # Errors
    /// As [`ExternalEngine::start`]: no such program, not one that can run,
    /// or no UCI handshake.
    pub fn start(path: &Path, args: &[String], depth: u32) -> Result<UciEngine, EngineError> {
        let engine = ExternalEngine::start_with_args(path, args, Strength::Default)?;
        Ok(UciEngine {
            engine,
            depth: depth.clamp(1, 100),
        })
    }

    /// The engine's name, as it gives it.
    pub fn name(&self) -> &str {
        self.engine.name()
    }

    /// The depth of each search.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// Asks the engine to quit, and ends it if it does not soon.
    pub fn quit(self) {
        self.engine.quit();
    }

    /// The engine's lines for `line`'s position after a search to the
    /// depth, stopped early by `stop` or after [`UCI_PAIR_LIMIT`] (then an
    /// error).
    fn lines(&mut self, line: &Line, stop: &AtomicBool) -> Result<Vec<PvLine>, EngineError> {
        let timed_out = AtomicBool::new(false);
        let ended = AtomicBool::new(false);
        let (done, wait) = mpsc::channel::<()>();
        let mut lines: Vec<PvLine> = Vec::new();
        let analysed = std::thread::scope(|s| {
            // Raises the search's own stop flag when the caller's is raised
            // or the search runs too long; ends when the search does.
            let (timed_out, ended) = (&timed_out, &ended);
            s.spawn(move || {
                let began = Instant::now();
                while let Err(mpsc::RecvTimeoutError::Timeout) =
                    wait.recv_timeout(Duration::from_millis(20))
                {
                    let late = began.elapsed() > UCI_PAIR_LIMIT;
                    if late || stop.load(Ordering::Relaxed) {
                        timed_out.store(late, Ordering::Relaxed);
                        ended.store(true, Ordering::Relaxed);
                        return;
                    }
                }
            });
            let depth = Some(self.depth);
            let analysed =
                self.engine
                    .analyse(&line.root, &line.moves, 2, depth, ended, &mut |info| {
                        lines = info.lines.clone()
                    });
            drop(done);
            analysed
        });
        analysed?;
        if timed_out.load(Ordering::Relaxed) {
            return Err(EngineError::Timeout(
                "finish a search of two lines within 10 minutes",
            ));
        }
        Ok(lines)
    }
}

impl Analyst for UciEngine {
    fn best_two(&mut self, line: &Line, stop: &AtomicBool) -> Result<Option<Pair>, EngineError> {
        let legal = line.pos.count_legal_moves();
        if legal == 0 || stop.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let lines = self.lines(line, stop)?;
        if stop.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let first = |l: &PvLine| l.moves.first().map(|&m| (m, l.score));
        let nonsense = |what: &str| {
            Err(EngineError::Protocol(format!(
                "{} {what} for the position {}",
                self.engine.name(),
                line.pos.to_fen()
            )))
        };
        let Some(best) = lines.first().and_then(first) else {
            return nonsense("gave no line with a legal move");
        };
        let second = lines.get(1).and_then(first);
        match second {
            None if legal >= 2 => nonsense("gave one line where two were asked for (no MultiPV?)"),
            Some((mv, _)) if mv == best.0 => nonsense("gave the same move as both lines"),
            _ => Ok(Some(Pair { best, second })),
        }
    }

    fn new_game(&mut self) {
        self.engine.new_game();
    }
}
