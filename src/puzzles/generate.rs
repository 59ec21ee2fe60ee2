//! Puzzles made from games by Rookery's engine (or, for the solutions,
//! a UCI engine).
//!
//! The criteria are lichess-puzzler's, as its generator publishes them
//! (github.com/ornicar/lichess-puzzler, `generator/generator.py` and
//! `generator/util.py`; AGPL, read and reimplemented here, not copied):
//!
//! - a position of the game is a candidate when the side to move (the
//!   *solver*) has at least two legal moves, is not already ahead in
//!   material, and either has a forced mate within 15 moves or, not
//!   already winning before the opponent's last move (at most +3.00 for
//!   it), saw its winning chances jump by more than 0.6 with that move to
//!   at least +2.00 (below +4.00 only when it was behind in material: a
//!   positional edge makes a poor puzzle);
//! - each of the solver's moves must be the only good one: the second best
//!   move clearly worse ([`only_move`]); the opponent's replies are the
//!   engine's best;
//! - a mate puzzle follows the mate to its end; an advantage puzzle stops
//!   at the first position where the solver's best move is no longer the
//!   only good one, ends on a solver's move that was not its only legal
//!   move, and must win more than a pawn's worth of material;
//! - a puzzle of one move is a mate in one.
//!
//! The trigger (how far the opponent's move must raise the solver's
//! chances, how far ahead the solver may already be) can be loosened
//! ([`Trigger`]): Rookery's levels blunder less sharply than people, and its
//! starter set was made with a jump of 0.3 and a pawn ahead allowed; what
//! makes a solution (only moves, best replies, material won or mate) is not
//! loosened.
//!
//! Winning chances are lichess's formula ([`winning_chances`]). A puzzle
//! starts from the position before the opponent's move, as lichess's
//! puzzles do.
//!
//! The two best moves at each move of a solution are Rookery's engine's
//! by default, searching a number of nodes; a UCI engine can search them
//! instead, to a depth ([`Generator::analysed_by`], [`super::analyst`]):
//! Rookery's engine is weaker than Stockfish, and Stockfish 15.1 at depth
//! 14 found fault with 588 of the starter set's 1,692 puzzles, most often
//! a second move that wins as clearly (`rookery puzzles verify`, the
//! verify module); the set now holds the 1,104 that pass. The first look
//! at the games' positions stays Rookery's.

use std::sync::atomic::AtomicBool;

use crate::engine::external::EngineError;
use crate::engine::review::winning_chances;
use crate::engine::{Level, Limits, Score};
use crate::rules::{Color, Game, Move, PgnEval, Position};

use super::analyst::{Analyst, Line, OwnEngine, Pair, UciEngine};
use super::glicko::{self, Glicko};

/// The nodes searched for each move of a solution by default (about half
/// a second of one core in a release build).
pub const DEFAULT_NODES: u64 = 1_000_000;

/// The longest mate probed, in moves (lichess-puzzler's `mate_soon`).
const MATE_SOON: i32 = 15;

/// The longest solution followed, in plies.
const MAX_PLIES: usize = 24;

/// A puzzle found in a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Made {
    /// The position before the opponent's move.
    pub start: Position,
    /// The opponent's move, then the solution: the solver's moves and the
    /// replies taking turns, ending with a solver's move.
    pub moves: Vec<Move>,
    /// Whether the solution mates.
    pub mate: bool,
    /// The solver's view of the position after the solution's first move,
    /// as the engine scored it.
    pub score: Score,
    /// The half-move of the game the opponent's move was (0 for the first).
    pub ply: usize,
}

impl Made {
    /// A puzzle of lichess's CSV as one made here (its score unknown:
    /// level); an error names a move that cannot be played.
    pub fn from_lichess(puzzle: &super::lichess::LichessPuzzle) -> Result<Made, String> {
        let start = Position::from_fen(&puzzle.fen).map_err(|e| e.to_string())?;
        let mut pos = start;
        let mut moves = Vec::with_capacity(puzzle.moves.len());
        for text in &puzzle.moves {
            let mv = pos
                .parse_uci(text)
                .map_err(|e| format!("move {text}: {e}"))?;
            pos.play(&mv);
            moves.push(mv);
        }
        if moves.len() < 2 {
            return Err("no solution after the opponent's move".to_string());
        }
        Ok(Made {
            start,
            moves,
            mate: pos.is_checkmate(),
            score: Score::Cp(0),
            ply: 0,
        })
    }

    /// The position the solver sees: after the opponent's move.
    pub fn puzzle_position(&self) -> Position {
        self.start.after(&self.moves[0])
    }

    /// The solution: the solver's moves and the replies.
    pub fn solution(&self) -> &[Move] {
        &self.moves[1..]
    }

    /// Each of the solver's moves with the line before it (the game from
    /// [`Made::start`], the opponent's move first), and the line at the
    /// end.
    ///
    /// # Errors
    /// The number of the first move of [`Made::moves`] (from 1, the
    /// opponent's first) that is not legal where it comes.
    pub fn solver_steps(&self) -> Result<(Vec<(Line, Move)>, Line), usize> {
        let mut line = Line::new(self.start);
        let mut steps = Vec::with_capacity(self.moves.len() / 2);
        for (i, mv) in self.moves.iter().enumerate() {
            if i % 2 == 1 {
                steps.push((line.clone(), *mv));
            }
            if !line.try_play(mv) {
                return Err(i + 1);
            }
        }
        Ok((steps, line))
    }
}

/// The solver's winning chances of a score from its own view: a mate is
/// certain, either way.
fn chances(score: Score) -> f64 {
    match score {
        Score::Mate(n) if n > 0 => 1.0,
        Score::Mate(_) => -1.0,
        Score::Cp(cp) => winning_chances(cp),
    }
}

/// Whether the best move is the only good one (lichess-puzzler's
/// `is_valid_attack`): there is no other move; or it mates at once; or it
/// mates in two and the next best is below +5.00, in three and below
/// +3.00; or it raises the winning chances by more than 0.42 over the next
/// best; or it mates and the next best, below +4.00, is no capture.
pub fn only_move(pair: &Pair) -> bool {
    let Some((second, second_score)) = pair.second else {
        return true;
    };
    let best = pair.best.1;
    match best {
        Score::Mate(1) => return true,
        Score::Mate(2) => return second_score < Score::Cp(500),
        Score::Mate(3) => return second_score < Score::Cp(300),
        _ => {}
    }
    if chances(best) > chances(second_score) + 0.42 {
        return true;
    }
    best.is_mate() && second_score < Score::Cp(400) && !second.is_capture()
}

/// The nodes of the first look at each position of a game, by default:
/// enough to see a piece left hanging or a mate allowed.
pub const DEFAULT_SCAN_NODES: u64 = 50_000;

/// When a position of a game is looked at as a puzzle (besides a mate):
/// lichess-puzzler's values by default.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Trigger {
    /// The solver's winning chances must have risen by more than this with
    /// the opponent's last move (lichess-puzzler: 0.6).
    pub min_jump: f64,
    /// The solver may be ahead by at most this much material, in pawns
    /// (lichess-puzzler: 0, not ahead at all).
    pub max_lead: i32,
}

impl Trigger {
    /// lichess-puzzler's trigger.
    pub const LICHESS: Trigger = Trigger {
        min_jump: 0.6,
        max_lead: 0,
    };
}

/// The engine at work for the generator: `nodes` for each solution move,
/// `scan_nodes` for the first look at each position of a game; or, for
/// the solution moves, a UCI engine ([`Generator::analysed_by`]).
pub struct Generator<'a> {
    /// Rookery's engine: the looks at the games' positions, and the
    /// solutions unless a UCI engine does them.
    own: OwnEngine,
    /// The UCI engine that searches the solutions' moves, when set.
    uci: Option<UciEngine>,
    /// What stopped the UCI engine, once it failed.
    failure: Option<EngineError>,
    scan_nodes: u64,
    /// Nodes of a quicker first look, when set: `scan_nodes` only near a
    /// swing it shows ([`swings`]).
    glance_nodes: Option<u64>,
    trigger: Trigger,
    stop: &'a AtomicBool,
}

impl<'a> Generator<'a> {
    /// A generator searching `nodes` nodes for each move of a solution;
    /// stops early (finding nothing more) when `stop` becomes true.
    pub fn new(nodes: u64, stop: &'a AtomicBool) -> Generator<'a> {
        Generator {
            own: OwnEngine::new(nodes),
            uci: None,
            failure: None,
            scan_nodes: DEFAULT_SCAN_NODES.min(nodes),
            glance_nodes: None,
            trigger: Trigger::LICHESS,
            stop,
        }
    }

    /// The same, looking at positions as puzzles on `trigger`.
    pub fn triggered(mut self, trigger: Trigger) -> Generator<'a> {
        self.trigger = trigger;
        self
    }

    /// The same, looking at each position of a game with `scan_nodes`.
    pub fn scanning(mut self, scan_nodes: u64) -> Generator<'a> {
        self.scan_nodes = scan_nodes.max(1_000);
        self
    }

    /// The same, looking at each position first with `glance_nodes`, and
    /// with `scan_nodes` only at the plies near a swing that look shows
    /// ([`swings`]): a tactic too deep for the quick look is seen by it a
    /// move or two later, as it is played. Far quicker when `scan_nodes`
    /// is large; a deep tactic the game never played is missed.
    pub fn glancing(mut self, glance_nodes: u64) -> Generator<'a> {
        self.glance_nodes = Some(glance_nodes.max(1_000));
        self
    }

    /// The same, the two best moves of each solution move searched by
    /// `engine` (a UCI engine, to its depth) instead of Rookery's engine;
    /// the looks at the games' positions stay Rookery's.
    pub fn analysed_by(mut self, engine: UciEngine) -> Generator<'a> {
        self.uci = Some(engine);
        self
    }

    /// Why the UCI engine stopped answering, once it has: the generator
    /// then finds nothing more.
    pub fn failure(&self) -> Option<&EngineError> {
        self.failure.as_ref()
    }

    fn stopped(&self) -> bool {
        self.failure.is_some() || self.stop.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Both engines start a new game.
    fn new_game(&mut self) {
        self.own.new_game();
        if let Some(uci) = &mut self.uci {
            uci.new_game();
        }
    }

    /// The best two moves of `line`'s position, scored from the side to
    /// move's view, by the UCI engine when there is one, else by
    /// Rookery's; `None` (the failure kept) when the UCI engine fails.
    fn pair(&mut self, line: &Line) -> Option<Pair> {
        let analyst: &mut dyn Analyst = match &mut self.uci {
            Some(uci) => uci,
            None => &mut self.own,
        };
        match analyst.best_two(line, self.stop) {
            Ok(pair) => pair,
            Err(EngineError::Stopped) => None,
            Err(e) => {
                self.failure.get_or_insert(e);
                None
            }
        }
    }

    /// The score of `line`'s position from the side to move's view, by a
    /// quick search.
    fn glance(&mut self, pos: &Position, history: &[u64], nodes: u64) -> Score {
        self.own
            .engine
            .search(pos, history, &Limits::nodes(nodes), self.stop, &mut |_| {})
            .score
    }

    /// Every puzzle in `game`: each candidate position (see the module's
    /// criteria) whose solution holds, the positions inside a solution
    /// found left out.
    pub fn puzzles_in(&mut self, game: &Game) -> Vec<Made> {
        self.puzzles_in_evaluated(game, &[])
    }

    /// [`Generator::puzzles_in`] helped by the game's own evaluations: a
    /// PGN's `[%eval]` after each move (White's view). Where one shows the
    /// side to move more than this generator's look at the position, it
    /// stands for that look: the engine that analysed or played the game
    /// searched deeper than a quick look, and saw the tactic (a quick look
    /// sees a deep one only as it is played, too late to mark where it
    /// began). A position's evaluation is the one after the move before it
    /// (lichess's analysis: the position's own) or the one after the move
    /// played from it (`rookery match`: the mover's search of it), the
    /// better for the side to move. Whatever the evaluations say, the
    /// solution is searched and checked as always.
    pub fn puzzles_in_evaluated(&mut self, game: &Game, evals: &[Option<PgnEval>]) -> Vec<Made> {
        self.new_game();
        let plies = game.ply_count();
        let mut history: Vec<u64> = Vec::with_capacity(plies + 1);
        let mut scores: Vec<Score> = Vec::with_capacity(plies + 1);
        let first = self.glance_nodes.unwrap_or(self.scan_nodes);
        // The better for the side to move of the evaluations after the
        // moves into and out of the position at `ply`.
        let known = |ply: usize, pos: &Position| -> Option<Score> {
            let side = pos.side_to_move();
            let eval = |i: usize| Some(Score::from_pgn_eval((*evals.get(i)?)?, side));
            let into = ply.checked_sub(1).and_then(eval);
            into.max(eval(ply))
        };
        for ply in 0..=plies {
            if self.stopped() {
                return Vec::new();
            }
            let Some(pos) = game.position_at(ply) else {
                break;
            };
            let looked = self.glance(pos, &history, first);
            scores.push(looked.max(known(ply, pos).unwrap_or(looked)));
            history.push(pos.key());
        }
        if self.glance_nodes.is_some() {
            // Each swing's ply and the one before it (its `before`), once.
            let deeper: std::collections::BTreeSet<usize> = swings(&scores, self.trigger.min_jump)
                .into_iter()
                .flat_map(|ply| [ply - 1, ply])
                .collect();
            for p in deeper {
                if self.stopped() {
                    return Vec::new();
                }
                let pos = game.position_at(p).expect("ply within the game");
                let looked = self.glance(pos, &history[..p], self.scan_nodes);
                scores[p] = looked.max(known(p, pos).unwrap_or(looked));
            }
        }
        self.solutions_in(game, &scores)
    }

    /// The puzzles of `game` given each position's score from the side to
    /// move's view (`scores[ply]`): each candidate position whose solution
    /// holds, the positions inside a solution found left out.
    fn solutions_in(&mut self, game: &Game, scores: &[Score]) -> Vec<Made> {
        let mut found = Vec::new();
        let Some(&first) = game.position_at(0) else {
            return found;
        };
        // The game up to the ply looked at, for the engines.
        let mut line = Line::new(first);
        let mut free_from = 1;
        for ply in 1..scores.len() {
            let Some(record) = game.moves().get(ply - 1) else {
                break;
            };
            line.play(&record.mv);
            if ply < free_from || self.stopped() {
                continue;
            }
            let before = flip(scores[ply - 1]);
            if let Some(made) = self.candidate(line.clone(), scores[ply], before) {
                let start = *game.position_at(ply - 1).expect("ply within the game");
                free_from = ply + made.0.len();
                let mut moves = vec![record.mv];
                moves.extend(made.0);
                found.push(Made {
                    start,
                    moves,
                    mate: made.1,
                    score: made.2,
                    ply: ply - 1,
                });
            }
        }
        found
    }

    /// The solution from `line` (the solver to move), when the position is
    /// a candidate and its solution holds: the moves, whether it mates and
    /// the first move's score.
    fn candidate(
        &mut self,
        line: Line,
        score: Score,
        before: Score,
    ) -> Option<(Vec<Move>, bool, Score)> {
        let solver = line.pos.side_to_move();
        if line.pos.count_legal_moves() < 2
            || line.pos.material_lead(solver) > self.trigger.max_lead
        {
            return None;
        }
        match score {
            Score::Mate(n) if (1..=MATE_SOON).contains(&n) => {
                let moves = self.cook_mate(line)?;
                Some((moves, true, score))
            }
            Score::Cp(cp)
                if cp >= 200
                    && before <= Score::Cp(300)
                    && chances(score) > chances(before) + self.trigger.min_jump =>
            {
                if cp < 400 && line.pos.material_lead(solver) > -1 {
                    return None;
                }
                let start_lead = line.pos.material_lead(solver);
                let start = line.pos;
                let moves = self.cook_advantage(line)?;
                let mut end = start;
                for mv in &moves {
                    end.play(mv);
                }
                (end.material_lead(solver) - start_lead > 1).then_some((moves, false, score))
            }
            _ => None,
        }
    }

    /// A forced mate from `line`, each solver's move the only good one.
    fn cook_mate(&mut self, mut line: Line) -> Option<Vec<Move>> {
        let solver = line.pos.side_to_move();
        let mut moves = Vec::new();
        while line.pos.has_legal_moves() {
            if moves.len() >= 2 * MATE_SOON as usize || self.stopped() {
                return None;
            }
            let pair = self.pair(&line)?;
            let mating = matches!(pair.best.1, Score::Mate(n) if (1..=MATE_SOON).contains(&n));
            if line.pos.side_to_move() == solver && (!mating || !only_move(&pair)) {
                return None;
            }
            moves.push(pair.best.0);
            line.play(&pair.best.0);
        }
        line.pos.is_checkmate().then_some(moves)
    }

    /// An advantage won from `line`: the solver's only-good moves and the
    /// best replies, cut to end on a solver's move that had a choice.
    fn cook_advantage(&mut self, mut line: Line) -> Option<Vec<Move>> {
        let solver = line.pos.side_to_move();
        let mut steps: Vec<(Move, bool)> = Vec::new();
        while steps.len() < MAX_PLIES && line.pos.has_legal_moves() {
            if line.repeats() || self.stopped() {
                return None;
            }
            let pair = self.pair(&line)?;
            if line.pos.side_to_move() == solver {
                if !only_move(&pair) {
                    break;
                }
                if pair.best.1.is_mate() {
                    // An advantage that turns out to be a mate is probed
                    // as a mate from its own position instead.
                    return None;
                }
            }
            steps.push((pair.best.0, pair.second.is_some()));
            line.play(&pair.best.0);
        }
        while let Some(&(_, had_choice)) = steps.last() {
            if steps.len() % 2 == 1 && had_choice {
                break;
            }
            steps.pop();
        }
        if steps.len() < 3 {
            // One move is a puzzle only when it mates.
            return None;
        }
        Some(steps.into_iter().map(|(m, _)| m).collect())
    }
}

/// A score from the other side's view.
/// The plies (from 1) where a quick look sees the side to move's winning
/// chances, now or after one or two more of its moves, above its chances
/// before the opponent's last move by more than `min_jump`: where a tactic
/// may begin that the quick look saw only once it was under way.
pub fn swings(scores: &[Score], min_jump: f64) -> Vec<usize> {
    (1..scores.len())
        .filter(|&ply| {
            let before = chances(flip(scores[ply - 1]));
            [ply, ply + 2, ply + 4]
                .iter()
                .filter_map(|&q| scores.get(q))
                .any(|&s| chances(s) > before + min_jump)
        })
        .collect()
}

fn flip(score: Score) -> Score {
    match score {
        Score::Cp(cp) => Score::Cp(-cp),
        Score::Mate(n) => Score::Mate(-n),
    }
}

/// Whether `mv`, played by the solver in `pos` where the solution plays
/// `expected`, is right: the same move, or any move that mates at once
/// (as lichess counts another mate in one as solving).
pub fn is_right(pos: &Position, mv: &Move, expected: &Move) -> bool {
    mv == expected || pos.after(mv).is_checkmate()
}

/// Whether `level` (with `seed`) finds the whole solution of `made`: each
/// of its moves right ([`is_right`]; a mate ends the puzzle), the replies
/// played as the solution has them.
pub fn level_solves(made: &Made, level: Level, seed: u64, stop: &AtomicBool) -> bool {
    let mut game = Game::from_moves(made.start, &made.moves[..1]);
    let solution = made.solution();
    for (i, expected) in solution.iter().enumerate() {
        if i % 2 == 1 {
            if game.try_play(expected).is_err() {
                return false;
            }
            continue;
        }
        let Some(mv) = crate::engine::choose_move(&game, level, seed, stop) else {
            return false;
        };
        if !is_right(game.position(), &mv, expected) {
            return false;
        }
        if game.try_play(&mv).is_err() {
            return false;
        }
        if game.position().is_checkmate() {
            return true;
        }
    }
    true
}

/// How many tries each level makes at a puzzle when it is rated.
pub const TRIES: u64 = 3;

/// A puzzle's first rating, from Rookery's measured levels: levels 1 to 7
/// each try it [`TRIES`] times (different seeds), and every try is a
/// rated game between the puzzle and a player of the level's measured Elo
/// (its 95% interval's half-width as the deviation, at least 45),
/// Glicko-2 with lichess's puzzle constants, from a new puzzle's 1500 and
/// deviation 500. A puzzle every level finds ends low, one none finds
/// high, and between them near the weakest level that finds it.
pub fn rate_by_levels(made: &Made, seed: u64, stop: &AtomicBool) -> Glicko {
    let mut games = Vec::new();
    for rating in &crate::engine::RATINGS[..7] {
        for t in 0..TRIES {
            let solved = level_solves(made, Level::Strength(rating.level), seed ^ (t * 7919), stop);
            games.push(glicko::Game {
                opponent: Glicko {
                    rating: f64::from(rating.elo),
                    deviation: f64::from(rating.error).max(45.0),
                    volatility: 0.06,
                },
                score: if solved { 0.0 } else { 1.0 },
            });
        }
    }
    glicko::rate(Glicko::NEW, &games, glicko::PUZZLE_TAU).capped()
}

/// The side that solves a puzzle.
pub fn solver(made: &Made) -> Color {
    made.start.side_to_move().other()
}

impl Generator<'_> {
    /// Whether a deeper look agrees with `made`: at each of the solver's
    /// moves the solution's move is still the best (or another mate in
    /// one) and the only good one, and the mate still mates. Run with more
    /// nodes than the generator that made the puzzle.
    pub fn confirms(&mut self, made: &Made) -> bool {
        self.new_game();
        let Ok((steps, end)) = made.solver_steps() else {
            return false;
        };
        for (line, mv) in &steps {
            let Some(pair) = self.pair(line) else {
                return false;
            };
            if !is_right(&line.pos, &pair.best.0, mv) || !only_move(&pair) {
                return false;
            }
            if made.mate != pair.best.1.is_mate() && !line.pos.after(mv).is_checkmate() {
                return false;
            }
        }
        !made.mate || end.pos.is_checkmate()
    }
}

/// Rookery's id for a puzzle: `r` and seven base-36 digits of a hash of
/// its position and moves (lichess's ids are five characters, so the two
/// never meet).
pub fn puzzle_id(made: &Made) -> String {
    let mut h: u64 = made.start.key() ^ 0x9e37_79b9_7f4a_7c15;
    for mv in &made.moves {
        for b in mv.to_uci().bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    let mut id = String::from("r");
    for _ in 0..7 {
        let d = (h % 36) as u32;
        id.push(char::from_digit(d, 36).expect("a base-36 digit"));
        h /= 36;
    }
    id
}

/// An opening's name as lichess's `OpeningTags` write it: the family, then
/// the family with the variation ("Sicilian_Defense
/// Sicilian_Defense_Najdorf_Variation").
pub fn opening_tags(name: &str) -> Vec<String> {
    let tag = |s: &str| {
        s.chars()
            .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-')
            .collect::<String>()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join("_")
    };
    let family = name.split(':').next().unwrap_or(name);
    let mut tags = vec![tag(family)];
    if family.len() < name.len() {
        tags.push(tag(&name.replace([':', ','], " ")));
    }
    tags
}

/// A puzzle as a line of lichess's puzzle CSV: its id, position and moves,
/// its rating, its themes ([`super::themes::themes`]), the game it comes
/// from and the opening's names.
pub fn lichess_line(
    made: &Made,
    rating: Glicko,
    game_url: Option<String>,
    openings: Vec<String>,
) -> super::lichess::LichessPuzzle {
    let crushing = matches!(made.score, Score::Cp(cp) if cp >= 600);
    super::lichess::LichessPuzzle {
        id: puzzle_id(made),
        fen: made.start.to_fen(),
        moves: made.moves.iter().map(|m| m.to_uci()).collect(),
        rating: rating.shown() as i32,
        deviation: rating.deviation.round() as i32,
        popularity: 0,
        plays: 0,
        themes: super::themes::themes(
            &made.puzzle_position(),
            made.solution(),
            made.mate,
            crushing,
        )
        .into_iter()
        .map(str::to_string)
        .collect(),
        game_url,
        openings,
    }
}
