//! Tuning the evaluation's weights by the logistic ("Texel") method.
//!
//! Each position of a set of games is labelled with its game's result
//! (1, 1/2 or 0 for White). A weight set predicts that result as
//! `1 / (1 + 10^(-K * eval / 400))`, where `eval` is the static evaluation
//! from White's view; tuning lowers the mean squared difference between the
//! predictions and the results. `K` is fitted first, to the starting
//! weights, and then held. The evaluation is linear in the weights apart
//! from a few hand-set terms, so [`Samples`] keeps, for each position, how
//! often each weight counted (from [`evaluate_traced`]) and the rest as
//! numbers, and the error and its gradient are sums over those.
//!
//! Only quiet positions teach the evaluation anything: a position is kept
//! when its side to move is not in check and the move played from it in
//! the game is neither a capture nor a promotion, and only after the
//! opening's first plies. The steps are Adam's (Kingma and Ba, 2015) over
//! the whole set at once.
//!
//! `rookery tune GAMES.pgn` runs it and writes `src/engine/weights.rs`;
//! `scripts/tune-data.sh` plays the games.

use std::fmt::Write as _;

use super::eval::{TEMPO, Trace, WEIGHTS, evaluate_traced, param};
use crate::rules::{Color, GameResult, Position, read_games};

/// One weight's middlegame and endgame value, as the tuner holds it.
pub type Weights = Vec<[f64; 2]>;

/// What one evaluation told the tuner.
#[derive(Default)]
struct Recorder {
    /// Weight index and how often it counted for White minus Black, in
    /// halves.
    counts: Vec<(u16, i32)>,
    fixed: (i32, i32),
    phase: i32,
    scaled: bool,
}

impl Recorder {
    fn add(&mut self, index: usize, halves: i32) {
        match self.counts.iter_mut().find(|(i, _)| *i as usize == index) {
            Some((_, c)) => *c += halves,
            None => self.counts.push((index as u16, halves)),
        }
    }
}

fn sign(color: Color) -> i32 {
    if color == Color::White { 1 } else { -1 }
}

impl Trace for Recorder {
    fn feature(&mut self, index: usize, color: Color, times: i32) {
        self.add(index, 2 * times * sign(color));
    }
    fn half_feature(&mut self, index: usize, color: Color) {
        self.add(index, sign(color));
    }
    fn fixed(&mut self, mg: i32, eg: i32) {
        self.fixed = (mg, eg);
    }
    fn phase(&mut self, phase: i32) {
        self.phase = phase;
    }
    fn scaled_down(&mut self) {
        self.scaled = true;
    }
}

/// One position: its weights' counts are `features[start..start + len]`.
#[derive(Debug, Clone, Copy)]
struct Item {
    start: u32,
    len: u16,
    /// Phase / 24: 1 in the middlegame, 0 in a pawn ending.
    phase: f32,
    /// 1, or 1/8 where the evaluation scales a likely draw down.
    scale: f32,
    fixed_mg: f32,
    fixed_eg: f32,
    /// The tempo bonus from White's view.
    tempo: f32,
    /// The game's result for White: 1, 0.5 or 0.
    result: f32,
}

/// Labelled positions, each reduced to what the tuner needs.
#[derive(Default)]
pub struct Samples {
    /// (weight index, count in halves) for every item, one after another.
    features: Vec<(u16, i16)>,
    items: Vec<Item>,
}

/// What [`Samples::read_pgn`] found in a file.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PgnReport {
    /// Games whose positions were taken.
    pub games: usize,
    /// Games left out: unreadable, or without a result.
    pub skipped: usize,
    /// Positions taken.
    pub positions: usize,
}

impl Samples {
    /// An empty set.
    pub fn new() -> Samples {
        Samples::default()
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether there are no positions.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Adds `pos`, labelled with `result` (White's score: 1, 0.5 or 0).
    pub fn add(&mut self, pos: &Position, result: f32) {
        let mut r = Recorder::default();
        evaluate_traced(pos, &mut r);
        let start = self.features.len() as u32;
        let mut len = 0u16;
        for &(i, c) in &r.counts {
            if c != 0 {
                let c = c.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
                self.features.push((i, c));
                len += 1;
            }
        }
        let tempo = if pos.side_to_move() == Color::White {
            TEMPO
        } else {
            -TEMPO
        };
        self.items.push(Item {
            start,
            len,
            phase: r.phase as f32 / 24.0,
            scale: if r.scaled { 0.125 } else { 1.0 },
            fixed_mg: r.fixed.0 as f32,
            fixed_eg: r.fixed.1 as f32,
            tempo: tempo as f32,
            result,
        });
    }

    /// Adds the quiet positions of every game in PGN `text` that has a
    /// result, after its first `skip` plies, labelled with that result.
    pub fn read_pgn(&mut self, text: &str, skip: usize) -> PgnReport {
        let (positions, report) = quiet_positions(text, skip);
        for (pos, result) in &positions {
            self.add(pos, *result);
        }
        report
    }

    /// Adds positions labelled by an engine's score, one per line of
    /// `text` as `FEN;CP` (centipawns from White's view, as
    /// scripts/tune-label.py writes them). Each is labelled with the
    /// score's expected result, `1 / (1 + 10^(-CP / 400))`. Only quiet
    /// positions ([`is_quiet`]) are taken. Returns how many lines were
    /// taken and how many were left out (not a FEN and a number, or not
    /// quiet).
    pub fn read_scored(&mut self, text: &str) -> (usize, usize) {
        let (mut taken, mut skipped) = (0, 0);
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let parsed = line.rsplit_once(';').and_then(|(fen, cp)| {
                let pos = Position::from_fen(fen.trim()).ok()?;
                let cp: f64 = cp.trim().parse().ok().filter(|c: &f64| c.is_finite())?;
                Some((pos, cp))
            });
            match parsed {
                Some((pos, cp)) if is_quiet(&pos) => {
                    self.add(&pos, sigmoid(1.0, cp) as f32);
                    taken += 1;
                }
                _ => skipped += 1,
            }
        }
        (taken, skipped)
    }

    fn counts(&self, item: &Item) -> &[(u16, i16)] {
        &self.features[item.start as usize..item.start as usize + item.len as usize]
    }

    /// The evaluation of one item under `w`, from White's view.
    fn eval(&self, item: &Item, w: &[[f64; 2]]) -> f64 {
        let mut mg = item.fixed_mg as f64;
        let mut eg = item.fixed_eg as f64;
        for &(i, c) in self.counts(item) {
            let c = c as f64 * 0.5;
            mg += c * w[i as usize][0];
            eg += c * w[i as usize][1];
        }
        let phase = item.phase as f64;
        item.scale as f64 * (mg * phase + eg * (1.0 - phase)) + item.tempo as f64
    }

    /// Runs `f` over the items in as many slices as there are cores and
    /// returns each slice's answer.
    fn split<R: Send>(&self, f: impl Fn(&[Item]) -> R + Sync) -> Vec<R> {
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(8);
        let size = self.items.len().div_ceil(threads).max(1);
        std::thread::scope(|s| {
            let handles: Vec<_> = self
                .items
                .chunks(size)
                .map(|chunk| s.spawn(|| f(chunk)))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        })
    }
}

/// Whether `pos` is quiet enough for its static evaluation to be judged:
/// the side to move is not in check and has no capture or promotion to
/// make. A position with a piece hanging is worth what the capture wins,
/// which an engine's score knows and an evaluation without search cannot;
/// fitting the evaluation to such scores teaches it nonsense.
pub fn is_quiet(pos: &Position) -> bool {
    !pos.is_check()
        && !pos
            .legal_moves()
            .iter()
            .any(|m| m.is_capture() || m.promotion.is_some())
}

/// The quiet positions of every game in PGN `text` that has a result,
/// after its first `skip` plies, each with that result for White (1, 1/2
/// or 0): positions whose side to move is not in check and whose move in
/// the game was neither a capture nor a promotion.
pub fn quiet_positions(text: &str, skip: usize) -> (Vec<(Position, f32)>, PgnReport) {
    let mut report = PgnReport::default();
    let mut out = Vec::new();
    for game in read_games(text) {
        let Ok(game) = game else {
            report.skipped += 1;
            continue;
        };
        let result = match game.result {
            Some(GameResult::WhiteWins) => 1.0,
            Some(GameResult::BlackWins) => 0.0,
            Some(GameResult::Draw) => 0.5,
            None => {
                report.skipped += 1;
                continue;
            }
        };
        report.games += 1;
        for played in game.game.moves().iter().skip(skip) {
            let mv = played.mv;
            if mv.is_capture() || mv.promotion.is_some() || !is_quiet(&played.before) {
                continue;
            }
            out.push((played.before, result));
            report.positions += 1;
        }
    }
    (out, report)
}

/// The weights the evaluation uses now, as the tuner's starting point.
pub fn start_weights() -> Weights {
    WEIGHTS.iter().map(|p| [p.mg as f64, p.eg as f64]).collect()
}

fn sigmoid(k: f64, eval: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * eval / 400.0))
}

/// The mean squared difference between results and predictions.
pub fn error(samples: &Samples, w: &[[f64; 2]], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sums = samples.split(|items| {
        items
            .iter()
            .map(|item| {
                let d = item.result as f64 - sigmoid(k, samples.eval(item, w));
                d * d
            })
            .sum::<f64>()
    });
    sums.iter().sum::<f64>() / samples.len() as f64
}

/// The `K` (0.1 to 3) that gives `w` its lowest error, by golden-section
/// search.
pub fn fit_k(samples: &Samples, w: &[[f64; 2]]) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut lo, mut hi) = (0.1f64, 3.0f64);
    let mut a = hi - ratio * (hi - lo);
    let mut b = lo + ratio * (hi - lo);
    let mut ea = error(samples, w, a);
    let mut eb = error(samples, w, b);
    for _ in 0..40 {
        if ea < eb {
            hi = b;
            b = a;
            eb = ea;
            a = hi - ratio * (hi - lo);
            ea = error(samples, w, a);
        } else {
            lo = a;
            a = b;
            ea = eb;
            b = lo + ratio * (hi - lo);
            eb = error(samples, w, b);
        }
    }
    (lo + hi) / 2.0
}

/// The gradient of [`error`] with respect to every weight.
pub fn gradient(samples: &Samples, w: &[[f64; 2]], k: f64) -> Weights {
    let parts = samples.split(|items| {
        let mut g = vec![[0.0f64; 2]; w.len()];
        for item in items {
            let s = sigmoid(k, samples.eval(item, w));
            // d/d eval of (r - s)^2, with ds/d eval = s (1 - s) k ln10 / 400.
            let d = -2.0 * (item.result as f64 - s) * s * (1.0 - s) * k * std::f64::consts::LN_10
                / 400.0
                * item.scale as f64;
            let phase = item.phase as f64;
            for &(i, c) in samples.counts(item) {
                let c = c as f64 * 0.5 * d;
                g[i as usize][0] += c * phase;
                g[i as usize][1] += c * (1.0 - phase);
            }
        }
        g
    });
    let n = samples.len().max(1) as f64;
    let mut total = vec![[0.0f64; 2]; w.len()];
    for part in parts {
        for (t, p) in total.iter_mut().zip(part) {
            t[0] += p[0] / n;
            t[1] += p[1] / n;
        }
    }
    total
}

/// `epochs` steps of Adam from `start` at step size `rate` (centipawns),
/// calling `progress(epoch, weights)` after each. The error minimised adds
/// `ridge` times the squared distance of every weight from its start
/// (ridge regression): a weight the games say little about, such as a
/// knight's bonus on a square knights seldom reach, stays near where it
/// was instead of wandering off to fit a handful of positions.
pub fn tune(
    samples: &Samples,
    start: &[[f64; 2]],
    k: f64,
    epochs: usize,
    rate: f64,
    ridge: f64,
    mut progress: impl FnMut(usize, &[[f64; 2]]),
) -> Weights {
    let (beta1, beta2, eps) = (0.9f64, 0.999f64, 1e-12f64);
    let mut w = start.to_vec();
    let mut m = vec![[0.0f64; 2]; w.len()];
    let mut v = vec![[0.0f64; 2]; w.len()];
    for epoch in 1..=epochs {
        let mut g = gradient(samples, &w, k);
        for ((gi, wi), si) in g.iter_mut().zip(&w).zip(start) {
            for j in [0, 1] {
                gi[j] += 2.0 * ridge * (wi[j] - si[j]);
            }
        }
        let c1 = 1.0 - beta1.powi(epoch as i32);
        let c2 = 1.0 - beta2.powi(epoch as i32);
        for i in 0..w.len() {
            for j in 0..2 {
                m[i][j] = beta1 * m[i][j] + (1.0 - beta1) * g[i][j];
                v[i][j] = beta2 * v[i][j] + (1.0 - beta2) * g[i][j] * g[i][j];
                if g[i][j] != 0.0 || m[i][j] != 0.0 {
                    w[i][j] -= rate * (m[i][j] / c1) / ((v[i][j] / c2).sqrt() + eps);
                }
            }
        }
        progress(epoch, &w);
    }
    w
}

/// Moves each piece kind's mean square bonus into its material (the
/// king's is dropped: both sides always have one), which leaves every
/// evaluation as it was and the tables centred on zero. A pawn's mean is
/// over the squares a pawn can stand on.
pub fn normalize(w: &mut [[f64; 2]]) {
    for kind in 0..6 {
        let squares: Vec<usize> = if kind == 0 {
            (8..56).collect()
        } else {
            (0..64).collect()
        };
        for j in [0, 1] {
            let mean = squares
                .iter()
                .map(|&sq| w[param::PST + kind * 64 + sq][j])
                .sum::<f64>()
                / squares.len() as f64;
            for &sq in &squares {
                w[param::PST + kind * 64 + sq][j] -= mean;
            }
            if kind < 5 {
                w[param::MATERIAL + kind][j] += mean;
            }
        }
    }
}

/// The weights rounded to whole centipawns.
pub fn rounded(w: &[[f64; 2]]) -> Vec<[i32; 2]> {
    w.iter()
        .map(|p| [p[0].round() as i32, p[1].round() as i32])
        .collect()
}

/// The text of `src/engine/weights.rs` for weights `w`; `note` says where
/// they came from (one line per line of `note`).
pub fn weights_source(w: &[[i32; 2]], note: &str) -> String {
    let mut s = String::new();
    s.push_str("//! The evaluation's weights, written by `rookery tune` (src/engine/tune.rs);\n");
    s.push_str("//! to make them again, see \"Tuning the evaluation\" in docs/engine.md.\n");
    for line in note.lines() {
        let _ = writeln!(s, "//! {line}");
    }
    s.push_str(
        "//!\n//! Indexed by `eval::param`; each entry is a (middlegame, endgame) pair.\n\n",
    );
    s.push_str("use super::params::{Pair, pair, param};\n\n");
    s.push_str("#[rustfmt::skip]\npub(crate) const WEIGHTS: [Pair; param::COUNT] = [\n");
    let one = |s: &mut String, p: &[i32; 2]| {
        let _ = write!(s, "pair({}, {}),", p[0], p[1]);
    };
    let row = |s: &mut String, label: &str, range: std::ops::Range<usize>| {
        let _ = write!(s, "    // {label}\n   ");
        for (n, i) in range.enumerate() {
            if n > 0 && n % 8 == 0 {
                s.push_str("\n   ");
            }
            s.push(' ');
            one(s, &w[i]);
        }
        s.push('\n');
    };
    row(&mut s, "material: pawn, knight, bishop, rook, queen", 0..5);
    for (kind, name) in ["pawn", "knight", "bishop", "rook", "queen", "king"]
        .iter()
        .enumerate()
    {
        let base = param::PST + kind * 64;
        row(
            &mut s,
            &format!("{name} squares, a1..h1 first, for White"),
            base..base + 64,
        );
    }
    row(
        &mut s,
        "mobility per square: knight, bishop, rook, queen",
        param::MOBILITY..param::MOBILITY + 4,
    );
    row(
        &mut s,
        "passed pawn by rank",
        param::PASSED..param::PASSED + 8,
    );
    row(
        &mut s,
        "doubled, isolated, bishop pair, rook open file, half-open file, shield pawn missing",
        param::DOUBLED..param::COUNT,
    );
    s.push_str("];\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::eval::evaluate;

    const FENS: [&str; 8] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "6k1/8/8/8/8/8/8/R5K1 b - - 0 1",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9",
        "8/5k2/8/3N4/8/8/8/4K3 w - - 0 1",
        "2r3k1/5ppp/8/8/3p4/8/5PPP/2R3K1 b - - 0 30",
        "r4rk1/1pp2ppp/p1n5/3qp3/3P4/P1P1PN2/5PPP/R2QK2R w KQ - 0 14",
    ];

    fn sample_set() -> Samples {
        let mut s = Samples::new();
        for (n, fen) in FENS.iter().enumerate() {
            let pos = Position::from_fen(fen).unwrap();
            s.add(&pos, [1.0, 0.5, 0.0][n % 3]);
        }
        s
    }

    #[test]
    fn the_traced_weights_give_the_evaluation_back() {
        let s = sample_set();
        let w = start_weights();
        for (item, fen) in s.items.iter().zip(FENS) {
            let pos = Position::from_fen(fen).unwrap();
            let stm = evaluate(&pos);
            let white = if pos.side_to_move() == Color::White {
                stm
            } else {
                -stm
            };
            let traced = s.eval(item, &w);
            // Integer division in the evaluation rounds by at most a few
            // centipawns.
            assert!(
                (traced - white as f64).abs() <= 3.0,
                "{fen}: traced {traced}, evaluate {white}"
            );
        }
    }

    #[test]
    fn the_gradient_is_the_slope_of_the_error() {
        let s = sample_set();
        let w = start_weights();
        let k = 1.1;
        let g = gradient(&s, &w, k);
        let h = 0.01;
        for i in [
            param::MATERIAL + 1,
            param::PST + 64 + 27,
            param::MOBILITY,
            param::PASSED + 4,
            param::SHIELD_MISSING,
        ] {
            for j in 0..2 {
                let mut up = w.clone();
                up[i][j] += h;
                let mut down = w.clone();
                down[i][j] -= h;
                let slope = (error(&s, &up, k) - error(&s, &down, k)) / (2.0 * h);
                assert!(
                    (slope - g[i][j]).abs() <= 1e-6 + 1e-3 * slope.abs(),
                    "weight {i}.{j}: gradient {} slope {slope}",
                    g[i][j]
                );
            }
        }
    }

    #[test]
    fn k_is_fitted_to_the_scale_of_the_results() {
        // Positions whose results follow the sigmoid at K = 1.3 exactly:
        // the fitted K must come back as 1.3.
        let mut s = sample_set();
        let w = start_weights();
        let evals: Vec<f64> = s.items.iter().map(|it| s.eval(it, &w)).collect();
        for (item, e) in s.items.iter_mut().zip(evals) {
            item.result = sigmoid(1.3, e) as f32;
        }
        let k = fit_k(&s, &w);
        assert!((k - 1.3).abs() < 0.01, "K {k}");
    }

    #[test]
    fn tuning_learns_what_a_knight_is_worth_from_results() {
        // White a knight up (and nothing else different) wins every game;
        // a start that values the knight at nothing must learn to value it.
        let mut s = Samples::new();
        for fen in [
            "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
            "4k3/pppp4/8/8/8/8/PPPP4/4K1N1 w - - 0 1",
            "4k3/8/8/3n4/8/8/8/4KN1N w - - 0 1",
        ] {
            s.add(&Position::from_fen(fen).unwrap(), 1.0);
        }
        let mut w = start_weights();
        w[param::MATERIAL + 1] = [0.0, 0.0];
        let before = error(&s, &w, 1.0);
        let tuned = tune(&s, &w, 1.0, 200, 2.0, 0.0, |_, _| {});
        let after = error(&s, &tuned, 1.0);
        assert!(after < before / 2.0, "error {before} -> {after}");
        assert!(
            tuned[param::MATERIAL + 1][0] > 100.0,
            "knight {:?}",
            tuned[param::MATERIAL + 1]
        );
    }

    #[test]
    fn scored_positions_are_labelled_by_their_expected_result() {
        let mut s = Samples::new();
        let text = "4k3/8/8/8/8/8/8/4K2R w K - 0 1;400\n\
                    \n\
                    4k3/8/8/8/8/8/8/4K2R b K - 0 1; -400\n\
                    not a fen;10\n\
                    4k3/8/8/8/8/8/8/4K2R w K - 0 1;many\n\
                    4k3/8/8/8/8/8/8/4K2R w K - 0 1;0\n\
                    4k3/8/8/8/8/8/8/r3K2R w K - 0 1;-300\n";
        // The last is left out: White is in check.
        assert_eq!(s.read_scored(text), (3, 3));
        // 400 cp from White's view expects 10/11 for White (10^1 = 10 to
        // 1), -400 expects 1/11, 0 an even score.
        let labels: Vec<f32> = s.items.iter().map(|it| it.result).collect();
        assert!((labels[0] - 10.0 / 11.0).abs() < 1e-6, "{labels:?}");
        assert!((labels[1] - 1.0 / 11.0).abs() < 1e-6, "{labels:?}");
        assert!((labels[2] - 0.5).abs() < 1e-6, "{labels:?}");
    }

    #[test]
    fn ridge_keeps_a_weight_the_games_barely_speak_of_near_its_start() {
        // One won game with White's knight on a8 among many drawn ones
        // where nothing stands there: without ridge the a8 bonus climbs
        // to explain the win; with it, it stays within a few centipawns.
        let mut s = Samples::new();
        s.add(
            &Position::from_fen("N3k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap(),
            1.0,
        );
        let drawn = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        for _ in 0..99 {
            s.add(&drawn, 0.5);
        }
        let w = start_weights();
        let a8 = param::PST + 64 + 56;
        let free = tune(&s, &w, 1.0, 300, 2.0, 0.0, |_, _| {});
        let held = tune(&s, &w, 1.0, 300, 2.0, 1e-5, |_, _| {});
        let moved = |t: &Weights| (t[a8][1] - w[a8][1]).abs();
        assert!(moved(&free) > 100.0, "free a8 moved {}", moved(&free));
        assert!(moved(&held) < 20.0, "held a8 moved {}", moved(&held));
    }

    #[test]
    fn normalizing_leaves_every_evaluation_as_it_was() {
        let s = sample_set();
        let mut w = start_weights();
        for (n, p) in w.iter_mut().enumerate() {
            p[0] += (n % 7) as f64;
            p[1] -= (n % 5) as f64;
        }
        let before: Vec<f64> = s.items.iter().map(|it| s.eval(it, &w)).collect();
        normalize(&mut w);
        for (item, b) in s.items.iter().zip(before) {
            assert!((s.eval(item, &w) - b).abs() < 1e-6);
        }
        let knights: f64 = (0..64).map(|sq| w[param::PST + 64 + sq][0]).sum();
        assert!(knights.abs() < 1e-6, "knight squares sum to {knights}");
    }

    #[test]
    fn only_quiet_positions_after_the_opening_are_taken() {
        // Skipping 2 plies leaves 2. exd5 (a capture, out), 2... Qxd5 (a
        // capture, out), 3. Nc3 (in: White has nothing to take) and 3...
        // Qa5 (out: the queen on d5 could take on a2 or g2); the second
        // game has no result.
        let mut s = Samples::new();
        let r = s.read_pgn("1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 1-0\n\n1. e4 *\n", 2);
        assert_eq!(
            r,
            PgnReport {
                games: 1,
                skipped: 1,
                positions: 1
            }
        );
        assert_eq!(s.len(), 1);
        assert!(s.items.iter().all(|it| it.result == 1.0));
    }

    #[test]
    fn the_weights_file_is_the_tuners_output() {
        // src/engine/weights.rs is what weights_source writes for the
        // weights it holds: nothing in it was edited by hand.
        let file = include_str!("weights.rs");
        let w: Vec<[i32; 2]> = WEIGHTS.iter().map(|p| [p.mg, p.eg]).collect();
        let written = weights_source(&w, "");
        let body = |t: &str| t[t.find("use super::params").unwrap()..].to_string();
        assert_eq!(body(file), body(&written));
    }
}
