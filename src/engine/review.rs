//! Game review: every position of a game judged by the engine, each move
//! classed by how much it lowered the mover's chances, and each player's
//! accuracy, the way lichess computes them. The window and `rookery review`
//! share this code, so what one says the other shows.
//!
//! The formulas are lichess's, read from its sources:
//!
//! * Winning chances from centipawns, on a -1..+1 scale:
//!   `2 / (1 + exp(-0.00368208 * cp)) - 1` (scalachess
//!   `core/src/main/scala/eval.scala`, `WinPercent.winningChances`; the
//!   constant from lichess-org/lila pull request 11148).
//! * Win percent for the graph and accuracy: `50 + 50 * winningChances(cp)`
//!   with cp capped at +-1000, and any mate counted as +-1000 (scalachess
//!   `WinPercent.fromCentiPawns`, `fromMate`).
//! * Move classes (lila `modules/tree/src/main/Advice.scala`): between two
//!   centipawn scores, from the mover's side, a drop in winning chances of
//!   0.3 or more is a blunder, 0.2 a mistake, 0.1 an inaccuracy (raw
//!   centipawns, not capped). A move into a forced mate ("Checkmate is now
//!   unavoidable") is an inaccuracy when the mover stood below -999 before,
//!   a mistake below -700, otherwise a blunder; a move that lets a forced
//!   mate go ("Lost forced checkmate sequence") is an inaccuracy when the
//!   mover still stands above 999 after, a mistake above 700, otherwise
//!   (also when the mate now goes the other way) a blunder. A move is only
//!   judged when the engine preferred another.
//! * Accuracy per move (lila `modules/analyse/src/main/AccuracyPercent.scala`):
//!   100 when the mover's win percent did not drop, else
//!   `103.1668100711649 * exp(-0.04354415386753951 * drop) - 3.166924740191411`
//!   plus 1 (its "uncertainty bonus"), kept within 0..100.
//! * Accuracy per game (same file): the win percents of the start (taken
//!   as 15 centipawns for White) and of the position after every move; one
//!   window a move, of `moves / 10` positions kept within 2..8 (the first
//!   windows repeat the opening one); each move weighted by its window's
//!   standard deviation kept within 0.5..12; a player's accuracy is the mean
//!   of the weighted mean and the harmonic mean (each value at least 1) of
//!   their moves' accuracies (lichess-org/scalalib `Maths.scala`).

use std::fmt;
use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use super::{Engine, Limits, PvLine, Score};
use crate::rules::{ByColor, Color, Game, MoveNote, PgnEval, Position, write_annotated_game};

/// An evaluation from White's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Eval {
    /// Centipawns, positive when White is better.
    Cp(i32),
    /// A forced mate in this many moves: positive when White mates,
    /// negative when Black does (never zero).
    Mate(i32),
    /// Checkmate on the board: this side has won.
    Checkmate(Color),
}

impl Eval {
    /// The engine's score from the side to move's view, turned to White's.
    pub fn from_score(score: Score, to_move: Color) -> Eval {
        if score == Score::Mate(0) {
            return Eval::Checkmate(to_move.other());
        }
        match score.to_pgn_eval(to_move) {
            PgnEval::Cp(cp) => Eval::Cp(cp),
            PgnEval::Mate(n) => Eval::Mate(n),
        }
    }

    /// This evaluation from `color`'s side (a checkmate stays as it is).
    fn for_side(self, color: Color) -> Eval {
        match (self, color) {
            (e, Color::White) | (e @ Eval::Checkmate(_), _) => e,
            (Eval::Cp(cp), Color::Black) => Eval::Cp(-cp),
            (Eval::Mate(n), Color::Black) => Eval::Mate(-n),
        }
    }

    /// White's win percent, 0 to 100, as lichess's graph and accuracy
    /// take it (centipawns capped at +-1000; a mate counts as 1000).
    pub fn win_percent(self) -> f64 {
        let cp = match self {
            Eval::Cp(cp) => cp.clamp(-1000, 1000),
            Eval::Mate(n) => 1000 * n.signum(),
            Eval::Checkmate(Color::White) => 1000,
            Eval::Checkmate(Color::Black) => -1000,
        };
        50.0 + 50.0 * winning_chances(cp)
    }

    /// As a PGN `[%eval]` command has it; `None` for checkmate on the
    /// board (lichess writes none there).
    pub fn pgn_eval(self) -> Option<PgnEval> {
        match self {
            Eval::Cp(cp) => Some(PgnEval::Cp(cp)),
            Eval::Mate(n) => Some(PgnEval::Mate(n)),
            Eval::Checkmate(_) => None,
        }
    }
}

impl fmt::Display for Eval {
    /// As a player reads it: "+0.35", "-1.20", "M3" (White mates in 3),
    /// "-M2" (Black mates in 2), "1-0" / "0-1" after checkmate.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Eval::Cp(cp) if cp > 0 => write!(f, "+{}", pawns(cp)),
            Eval::Cp(cp) => f.write_str(&pawns(cp)),
            Eval::Mate(n) if n > 0 => write!(f, "M{n}"),
            Eval::Mate(n) => write!(f, "-M{}", -n),
            Eval::Checkmate(Color::White) => f.write_str("1-0"),
            Eval::Checkmate(Color::Black) => f.write_str("0-1"),
        }
    }
}

/// Centipawns as pawns with two decimals: "0.17", "-1.50".
fn pawns(cp: i32) -> String {
    PgnEval::Cp(cp).to_string()
}

/// lichess's winning chances of `cp` centipawns, from -1 to +1.
pub fn winning_chances(cp: i32) -> f64 {
    (2.0 / (1.0 + (-0.00368208 * f64::from(cp)).exp()) - 1.0).clamp(-1.0, 1.0)
}

/// How bad a move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Judgement {
    /// Lowered the mover's winning chances by 0.1 (5 win-percent points).
    Inaccuracy,
    /// By 0.2 (10 points).
    Mistake,
    /// By 0.3 (15 points).
    Blunder,
}

impl Judgement {
    /// Every class, mildest first.
    pub const ALL: [Judgement; 3] = [
        Judgement::Inaccuracy,
        Judgement::Mistake,
        Judgement::Blunder,
    ];

    /// The name: "Inaccuracy", "Mistake", "Blunder".
    pub const fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "Inaccuracy",
            Judgement::Mistake => "Mistake",
            Judgement::Blunder => "Blunder",
        }
    }

    /// The move's suffix: "?!", "?", "??".
    pub const fn symbol(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    /// PGN's numeric annotation glyph: $6, $2, $4.
    pub const fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }
}

/// What went wrong with a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Advice {
    /// The winning chances dropped.
    Dropped(Judgement),
    /// The mover can now be mated by force ("Checkmate is now unavoidable").
    MateCreated(Judgement),
    /// The mover had a forced mate and let it go ("Lost forced checkmate
    /// sequence").
    MateLost(Judgement),
}

impl Advice {
    /// The class of the move.
    pub fn judgement(self) -> Judgement {
        match self {
            Advice::Dropped(j) | Advice::MateCreated(j) | Advice::MateLost(j) => j,
        }
    }

    /// What lichess writes for it: the class, or for the mate cases the
    /// reason ("Checkmate is now unavoidable").
    pub fn text(self) -> &'static str {
        match self {
            Advice::Dropped(j) => j.name(),
            Advice::MateCreated(_) => "Checkmate is now unavoidable",
            Advice::MateLost(_) => "Lost forced checkmate sequence",
        }
    }
}

/// Judges a move by `mover` from the position evaluated `before` to the
/// one evaluated `after` (both from White's side), as lila's Advice does.
pub fn judge(before: Eval, after: Eval, mover: Color) -> Option<Advice> {
    let (before, after) = (before.for_side(mover), after.for_side(mover));
    match (before, after) {
        (_, Eval::Checkmate(winner)) if winner == mover => None,
        (Eval::Cp(b), Eval::Cp(a)) => {
            let drop = winning_chances(b) - winning_chances(a);
            let judgement = if drop >= 0.3 {
                Judgement::Blunder
            } else if drop >= 0.2 {
                Judgement::Mistake
            } else if drop >= 0.1 {
                Judgement::Inaccuracy
            } else {
                return None;
            };
            Some(Advice::Dropped(judgement))
        }
        (Eval::Cp(b), Eval::Mate(n)) if n < 0 => Some(Advice::MateCreated(if b < -999 {
            Judgement::Inaccuracy
        } else if b < -700 {
            Judgement::Mistake
        } else {
            Judgement::Blunder
        })),
        (Eval::Mate(p), Eval::Cp(a)) if p > 0 => Some(Advice::MateLost(if a > 999 {
            Judgement::Inaccuracy
        } else if a > 700 {
            Judgement::Mistake
        } else {
            Judgement::Blunder
        })),
        (Eval::Mate(p), Eval::Mate(n)) if p > 0 && n < 0 => {
            Some(Advice::MateLost(Judgement::Blunder))
        }
        _ => None,
    }
}

/// The accuracy of one move, 0 to 100, from the mover's win percent before
/// and after it.
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let drop = before - after;
    let raw =
        103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * drop).exp() - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// Each player's accuracy over a game from White's win percent at the start
/// and after each move (`win_percents[0]` the start, one more a move);
/// `first` moved first. `None` for a player with no move.
pub fn game_accuracy(win_percents: &[f64], first: Color) -> ByColor<Option<f64>> {
    let moves = win_percents.len().saturating_sub(1);
    let mut per_color: ByColor<Vec<(f64, f64)>> = ByColor::default();
    if moves == 0 {
        return ByColor::default();
    }
    let size = (moves / 10).clamp(2, 8);
    let mut windows: Vec<&[f64]> = Vec::with_capacity(moves);
    let opening = &win_percents[..size.min(win_percents.len())];
    for _ in 0..size.min(win_percents.len()).saturating_sub(2) {
        windows.push(opening);
    }
    if win_percents.len() < size {
        windows.push(win_percents);
    } else {
        windows.extend(win_percents.windows(size));
    }
    for (i, pair) in win_percents.windows(2).enumerate() {
        let weight = deviation(windows[i]).clamp(0.5, 12.0);
        let mover = if i % 2 == 0 { first } else { first.other() };
        let (before, after) = match mover {
            Color::White => (pair[0], pair[1]),
            Color::Black => (100.0 - pair[0], 100.0 - pair[1]),
        };
        per_color[mover].push((move_accuracy(before, after), weight));
    }
    ByColor::new_with(|color| {
        let moves = &per_color[color];
        if moves.is_empty() {
            return None;
        }
        let weights: f64 = moves.iter().map(|(_, w)| w).sum();
        let weighted = moves.iter().map(|(a, w)| a * w).sum::<f64>() / weights;
        let harmonic =
            moves.len() as f64 / moves.iter().map(|(a, _)| 1.0 / a.max(1.0)).sum::<f64>();
        Some((weighted + harmonic) / 2.0)
    })
}

/// The population standard deviation.
fn deviation(values: &[f64]) -> f64 {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n).sqrt()
}

/// The engine's view of one position of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionReview {
    /// The evaluation from White's side.
    pub eval: Eval,
    /// The best move in UCI ("g1f3"), `None` when the game is over there.
    pub best: Option<String>,
    /// The engine's line from this position in SAN, best move first.
    pub line: Vec<String>,
}

/// One move judged.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReview {
    /// What was wrong with it, if anything.
    pub advice: Option<Advice>,
}

/// A whole game reviewed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameReview {
    /// Every position: the start, then after each move.
    pub positions: Vec<PositionReview>,
    /// Every move, in order.
    pub moves: Vec<MoveReview>,
    /// Each player's accuracy in percent (`None` with no move to judge).
    pub accuracy: ByColor<Option<f64>>,
}

impl GameReview {
    /// Judges the moves of `game` from its positions' evaluations (one per
    /// position: the start, then after each move).
    pub fn from_positions(game: &Game, positions: Vec<PositionReview>) -> GameReview {
        let first = game.start_position().side_to_move();
        let moves = game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, played)| {
                let (Some(before), Some(after)) = (positions.get(i), positions.get(i + 1)) else {
                    return MoveReview { advice: None };
                };
                // Only a move the engine would not have played is judged.
                let preferred = before.best.as_deref() != Some(&played.mv.to_uci());
                MoveReview {
                    advice: preferred
                        .then(|| judge(before.eval, after.eval, played.before.side_to_move()))
                        .flatten(),
                }
            })
            .collect();
        // lichess takes the start as 15 centipawns for White.
        let mut win = vec![Eval::Cp(15).win_percent()];
        win.extend(positions.iter().skip(1).map(|p| p.eval.win_percent()));
        GameReview {
            accuracy: game_accuracy(&win, first),
            positions,
            moves,
        }
    }

    /// Whether this review belongs with `game`: one position more than
    /// moves, one judgement a move, accuracies within 0..100 (a review read
    /// from a file is checked before it is used).
    pub fn fits(&self, game: &Game) -> bool {
        let plies = game.ply_count();
        self.positions.len() == plies + 1
            && self.moves.len() == plies
            && [self.accuracy.white, self.accuracy.black]
                .iter()
                .flatten()
                .all(|a| (0.0..=100.0).contains(a))
    }

    /// How many inaccuracies, mistakes and blunders `color` made.
    pub fn counts(&self, game: &Game, color: Color) -> [usize; 3] {
        let mut counts = [0; 3];
        for (played, review) in game.moves().iter().zip(&self.moves) {
            if played.before.side_to_move() == color
                && let Some(advice) = review.advice
            {
                counts[advice.judgement() as usize] += 1;
            }
        }
        counts
    }
}

/// The engine's view of `pos` (with `history`, the keys of the positions
/// before it, for repetitions) within `limits`.
pub fn review_position(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    limits: &Limits,
    stop: &AtomicBool,
) -> PositionReview {
    if let Some(over) = game_over(pos) {
        return over;
    }
    let result = engine.search(pos, history, limits, stop, &mut |_| {});
    let line = PvLine {
        score: result.score,
        moves: result.pv,
    };
    let mut view = from_line(pos, &line);
    // The best move stands even when the line is cut short.
    view.best = result.best.map(|m| m.to_uci());
    view
}

/// The view of a position with no legal move: mate or stalemate, nothing
/// to search. `None` while the game goes on.
pub(crate) fn game_over(pos: &Position) -> Option<PositionReview> {
    if pos.has_legal_moves() {
        return None;
    }
    let eval = if pos.is_check() {
        Eval::Checkmate(pos.side_to_move().other())
    } else {
        Eval::Cp(0)
    };
    Some(PositionReview {
        eval,
        best: None,
        line: Vec::new(),
    })
}

/// The view of `pos` from an engine's best `line` (its score from the
/// side to move's view, its moves legal).
pub(crate) fn from_line(pos: &Position, line: &PvLine) -> PositionReview {
    let mut sans = Vec::new();
    let mut p = *pos;
    for mv in line.moves.iter().take(MAX_LINE) {
        sans.push(p.san(mv));
        p.play(mv);
    }
    PositionReview {
        eval: Eval::from_score(line.score, pos.side_to_move()),
        best: line.moves.first().map(|m| m.to_uci()),
        line: sans,
    }
}

/// The nodes searched for each position by default: about half a second
/// of one core in a release build, so an 80-ply game is reviewed within a
/// minute (`cargo bench --bench review` measures it), and the same answer
/// on every machine.
pub const DEFAULT_NODES: u64 = 1_000_000;

/// The deeper setting: four times the default.
pub const DEEP_NODES: u64 = 4 * DEFAULT_NODES;

/// The longest line kept for a position (lichess keeps 20 plies).
pub const MAX_LINE: usize = 20;

/// The review's tags: each player's accuracy in `WhiteAccuracy` and
/// `BlackAccuracy` (percent, one decimal; PGN has no standard tag for it).
pub fn accuracy_tags(review: &GameReview) -> Vec<(String, String)> {
    [
        (Color::White, "WhiteAccuracy"),
        (Color::Black, "BlackAccuracy"),
    ]
    .into_iter()
    .filter_map(|(color, name)| {
        review.accuracy[color].map(|a| (name.to_string(), format!("{a:.1}")))
    })
    .collect()
}

/// What the review adds after each move of `game`: the `[%eval]` of the
/// position after it (none after a checkmate), and for a judged move its
/// glyph ($6 `?!`, $2 `?`, $4 `??`) and the engine's line as a variation
/// whose comment names the class ("Mistake. Nf3 was best.").
pub fn review_notes(game: &Game, review: &GameReview) -> Vec<MoveNote> {
    (0..game.ply_count())
        .map(|i| {
            let mut note = MoveNote::default();
            let (Some(before), Some(after)) =
                (review.positions.get(i), review.positions.get(i + 1))
            else {
                return note;
            };
            note.comment = after.eval.pgn_eval().map(PgnEval::command);
            if let Some(advice) = review.moves.get(i).and_then(|m| m.advice) {
                note.nag = Some(advice.judgement().nag());
                if let Some(best) = before.line.first() {
                    note.variation = before.line.clone();
                    note.variation_comment = Some(format!("{}. {best} was best.", advice.text()));
                }
            }
            note
        })
        .collect()
}

/// The game as PGN with its review, as lichess annotates ([`review_notes`],
/// [`accuracy_tags`]). `tags` are the game's own; `note` goes before the
/// result as in [`write_annotated_game`](crate::rules::write_annotated_game).
pub fn annotated_pgn(
    game: &Game,
    tags: &[(String, String)],
    review: &GameReview,
    note: Option<&str>,
) -> String {
    let mut tags: Vec<(String, String)> = tags
        .iter()
        .filter(|(n, _)| n != "WhiteAccuracy" && n != "BlackAccuracy")
        .cloned()
        .collect();
    tags.extend(accuracy_tags(review));
    write_annotated_game(game, &tags, &review_notes(game, review), note)
}
