//! The statistics of an engine match played in pairs (each opening twice,
//! colours swapped): the Elo difference with its 95% interval, the
//! likelihood of superiority and the sequential probability ratio test.
//!
//! The pair, not the game, is the unit: the two games of an opening are not
//! independent (a lopsided opening is won by whoever has the good side), so
//! the variance is measured over pairs, as the "pentanomial" model of Michel
//! Van den Bergh and Kai Laskos does (the model fishtest and fastchess use).
//! A pair scores 0, 1/2, 1, 3/2 or 2 points; its five counts are the
//! pentanomial. Scores are taken per game (pair points / 2, from 0 to 1).
//!
//! Formulas, each a published fact:
//! - the logistic Elo model: score = 1 / (1 + 10^(-elo/400)), so
//!   elo = -400 log10(1/score - 1);
//! - the 95% interval from the normal approximation of the mean pair score,
//!   mean +- 1.959964 sqrt(variance / pairs), turned into Elo at both ends;
//! - LOS = Phi((mean - 1/2) / sqrt(variance / pairs)), Phi the standard
//!   normal distribution function;
//! - the SPRT's bounds ln(beta / (1 - alpha)) and ln((1 - beta) / alpha)
//!   (Wald), and the log-likelihood ratio of the generalised SPRT in its
//!   normal approximation (Van den Bergh, "A note on the generalized SPRT"):
//!   LLR = pairs (s1 - s0) (2 mean - s0 - s1) / (2 variance), with s0 and s1
//!   the scores of the hypotheses' Elo (logistic).

/// The 97.5% quantile of the standard normal distribution.
const Z_95: f64 = 1.959_963_984_540_054;

/// The results of the pairs of a match, counted by the points the first
/// engine took from the pair: `counts[k]` pairs scored `k / 2` points
/// (0: two losses, 1: a loss and a draw, 2: two draws or a win and a loss,
/// 3: a win and a draw, 4: two wins).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Pentanomial {
    /// Pairs by the first engine's points in half points (0 to 4).
    pub counts: [u64; 5],
}

/// Wins, draws and losses of the first engine, game by game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Wdl {
    /// Games won.
    pub wins: u64,
    /// Games drawn.
    pub draws: u64,
    /// Games lost.
    pub losses: u64,
}

impl Wdl {
    /// The games counted.
    pub fn games(&self) -> u64 {
        self.wins + self.draws + self.losses
    }

    /// The first engine's points (a draw is half a point).
    pub fn points(&self) -> f64 {
        self.wins as f64 + self.draws as f64 / 2.0
    }
}

/// An Elo difference with its 95% interval. The ends are infinite when the
/// interval reaches a score of 0 or 1 (for example after a clean sweep).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EloEstimate {
    /// The estimate.
    pub elo: f64,
    /// The interval's lower end.
    pub lower: f64,
    /// The interval's upper end.
    pub upper: f64,
}

impl EloEstimate {
    /// Half the interval's width, for "+8.7 +/- 49.9" (infinite if either
    /// end is).
    pub fn margin(&self) -> f64 {
        if self.lower.is_finite() && self.upper.is_finite() {
            (self.upper - self.lower) / 2.0
        } else {
            f64::INFINITY
        }
    }
}

impl Pentanomial {
    /// Adds a pair: the first engine's points in its two games, each 0, 1/2
    /// or 1, given in half points (0, 1 or 2 each).
    pub fn add_pair(&mut self, first_half_points: u8, second_half_points: u8) {
        let k = usize::from(first_half_points.min(2) + second_half_points.min(2));
        self.counts[k] += 1;
    }

    /// The number of pairs.
    pub fn pairs(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// The mean score per game (0 to 1) and the variance of a pair's score
    /// (on the same per-game scale), or `None` with no pair.
    pub fn mean_and_variance(&self) -> Option<(f64, f64)> {
        let n = self.pairs();
        if n == 0 {
            return None;
        }
        let n = n as f64;
        let score = |k: usize| k as f64 / 4.0;
        let mean = (0..5)
            .map(|k| self.counts[k] as f64 * score(k))
            .sum::<f64>()
            / n;
        let variance = (0..5)
            .map(|k| self.counts[k] as f64 * (score(k) - mean).powi(2))
            .sum::<f64>()
            / n;
        Some((mean, variance))
    }

    /// The Elo difference and its 95% interval, or `None` with no pair.
    pub fn elo(&self) -> Option<EloEstimate> {
        let (mean, variance) = self.mean_and_variance()?;
        let margin = Z_95 * (variance / self.pairs() as f64).sqrt();
        Some(EloEstimate {
            elo: elo_of_score(mean),
            lower: elo_of_score(mean - margin),
            upper: elo_of_score(mean + margin),
        })
    }

    /// The likelihood that the first engine is the stronger (0 to 1), or
    /// `None` with no pair. With no spread at all (every pair the same) it
    /// is 1, 0 or 1/2 as the mean is above, below or at an even score.
    pub fn los(&self) -> Option<f64> {
        let (mean, variance) = self.mean_and_variance()?;
        let se = (variance / self.pairs() as f64).sqrt();
        Some(if se > 0.0 {
            normal_cdf((mean - 0.5) / se)
        } else if mean > 0.5 {
            1.0
        } else if mean < 0.5 {
            0.0
        } else {
            0.5
        })
    }
}

/// The score (0 to 1) that an Elo difference predicts (logistic model).
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference a score (0 to 1) means (logistic model); infinite at
/// 0 and 1 (clamped to the scale's ends outside it).
pub fn elo_of_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// The standard normal distribution function.
pub fn normal_cdf(x: f64) -> f64 {
    0.5 * (1.0 + erf(x / std::f64::consts::SQRT_2))
}

/// The error function, by Abramowitz and Stegun's formula 7.1.26 (Handbook
/// of Mathematical Functions, 1964; absolute error below 1.5e-7).
fn erf(x: f64) -> f64 {
    let sign = x.signum();
    let x = x.abs();
    let t = 1.0 / (1.0 + 0.327_591_1 * x);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    sign * (1.0 - poly * (-x * x).exp())
}

/// What a sequential test has decided so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SprtDecision {
    /// Not enough games yet.
    Continue,
    /// H0 accepted: the gain is not `elo1` (the change fails).
    H0,
    /// H1 accepted: the gain is at least `elo1` rather than `elo0` (the
    /// change passes).
    H1,
}

/// A sequential probability ratio test between "the Elo difference is
/// `elo0`" (H0) and "it is `elo1`" (H1), with error rates `alpha` (accepting
/// H1 when H0 holds) and `beta` (accepting H0 when H1 holds). Elo is
/// logistic, as everywhere in Rookery.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sprt {
    /// The Elo difference of H0.
    pub elo0: f64,
    /// The Elo difference of H1.
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

impl Sprt {
    /// Reads `elo0=0 elo1=10 alpha=0.05 beta=0.05` (the values shown are
    /// the defaults, taken for any left out).
    ///
    /// # Errors
    /// A word that is not one of these names with a number, or parameters
    /// [`Sprt::new`] refuses.
    pub fn parse(text: &str) -> Result<Sprt, String> {
        let mut values = [0.0, 10.0, 0.05, 0.05];
        let names = ["elo0", "elo1", "alpha", "beta"];
        for (i, v) in super::named_values(text, &names, "--sprt")? {
            values[i] = v
                .parse()
                .map_err(|_| format!("--sprt: '{}={v}' is not a number", names[i]))?;
        }
        let [elo0, elo1, alpha, beta] = values;
        Sprt::new(elo0, elo1, alpha, beta)
    }

    /// A test, or why its parameters make no sense.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Sprt, String> {
        if !(elo0.is_finite() && elo1.is_finite()) || elo0 >= elo1 {
            return Err(format!("SPRT: elo0 ({elo0}) must be below elo1 ({elo1})"));
        }
        for (name, p) in [("alpha", alpha), ("beta", beta)] {
            if !(p > 0.0 && p < 0.5) {
                return Err(format!("SPRT: {name} ({p}) must be between 0 and 0.5"));
            }
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// The log-likelihood ratio's bounds: at or below the lower H0 is
    /// accepted, at or above the upper H1.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of the pairs so far (0 with no pair or no
    /// spread: nothing is learnt yet).
    pub fn llr(&self, results: &Pentanomial) -> f64 {
        let Some((mean, variance)) = results.mean_and_variance() else {
            return 0.0;
        };
        if variance <= 0.0 {
            return 0.0;
        }
        let s0 = score_of_elo(self.elo0);
        let s1 = score_of_elo(self.elo1);
        results.pairs() as f64 * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// The decision for a log-likelihood ratio.
    pub fn decide(&self, llr: f64) -> SprtDecision {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            SprtDecision::H1
        } else if llr <= lower {
            SprtDecision::H0
        } else {
            SprtDecision::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    // The expected figures below were worked out with Python 3's math
    // module (math.erf, math.log10) from the formulas in the module's
    // documentation, not with this code.

    #[test]
    fn the_logistic_scale_matches_the_published_table() {
        // The Elo table: a 75% score is 191 points, 100 points score 64%.
        assert!(close(elo_of_score(0.75), 190.848_502, 1e-5));
        assert!(close(score_of_elo(100.0), 0.640_065, 1e-6));
        assert_eq!(elo_of_score(0.5), 0.0);
        assert_eq!(elo_of_score(1.0), f64::INFINITY);
        assert_eq!(elo_of_score(0.0), f64::NEG_INFINITY);
    }

    #[test]
    fn pairs_are_counted_by_their_points() {
        let mut p = Pentanomial::default();
        p.add_pair(2, 2); // two wins
        p.add_pair(2, 0); // a win and a loss
        p.add_pair(1, 1); // two draws
        p.add_pair(0, 1); // a loss and a draw
        assert_eq!(p.counts, [0, 1, 2, 0, 1]);
        assert_eq!(p.pairs(), 4);
    }

    #[test]
    fn an_even_match_has_a_symmetric_interval() {
        // 40 pairs: 10 a loss and a draw, 20 even, 10 a win and a draw.
        // Mean 0.5, pair variance 0.03125, 95% interval +-38.220 Elo.
        let p = Pentanomial {
            counts: [0, 10, 20, 10, 0],
        };
        let (mean, variance) = p.mean_and_variance().unwrap();
        assert!(close(mean, 0.5, 1e-12) && close(variance, 0.03125, 1e-12));
        let e = p.elo().unwrap();
        assert!(close(e.elo, 0.0, 1e-9));
        assert!(close(e.lower, -38.220_322, 1e-5), "{e:?}");
        assert!(close(e.upper, 38.220_322, 1e-5), "{e:?}");
        assert!(close(p.los().unwrap(), 0.5, 1e-9));
    }

    #[test]
    fn a_winning_match_has_a_positive_elo_and_los() {
        // 40 pairs [1, 5, 20, 12, 2]: mean 0.55625, variance 0.0421484375,
        // Elo 39.253 in [-5.123, 84.949], LOS 0.958439.
        let p = Pentanomial {
            counts: [1, 5, 20, 12, 2],
        };
        let e = p.elo().unwrap();
        assert!(close(e.elo, 39.252_663, 1e-5), "{e:?}");
        assert!(close(e.lower, -5.123_116, 1e-5), "{e:?}");
        assert!(close(e.upper, 84.949_027, 1e-5), "{e:?}");
        assert!(close(p.los().unwrap(), 0.958_439, 1e-6));
        // [2, 8, 18, 10, 2]: Elo 8.688 in [-41.064, 58.801], LOS 0.634390.
        let p = Pentanomial {
            counts: [2, 8, 18, 10, 2],
        };
        let e = p.elo().unwrap();
        assert!(close(e.elo, 8.687_700, 1e-5), "{e:?}");
        assert!(close(e.lower, -41.064_373, 1e-5), "{e:?}");
        assert!(close(e.upper, 58.801_057, 1e-5), "{e:?}");
        assert!(close(p.los().unwrap(), 0.634_390, 1e-6));
    }

    #[test]
    fn no_pairs_give_no_figures_and_a_sweep_an_infinite_interval() {
        let none = Pentanomial::default();
        assert_eq!(none.elo(), None);
        assert_eq!(none.los(), None);
        let sweep = Pentanomial {
            counts: [0, 0, 0, 0, 6],
        };
        let e = sweep.elo().unwrap();
        assert_eq!(e.elo, f64::INFINITY);
        assert_eq!(sweep.los(), Some(1.0));
    }

    #[test]
    fn the_sprt_bounds_are_walds() {
        // alpha = beta = 0.05: ln(0.05 / 0.95) = -2.944439, fishtest's
        // familiar (-2.94, 2.94).
        let sprt = Sprt::new(0.0, 10.0, 0.05, 0.05).unwrap();
        let (lower, upper) = sprt.bounds();
        assert!(close(lower, -2.944_439, 1e-6) && close(upper, 2.944_439, 1e-6));
        assert_eq!(sprt.decide(3.0), SprtDecision::H1);
        assert_eq!(sprt.decide(-3.0), SprtDecision::H0);
        assert_eq!(sprt.decide(0.5), SprtDecision::Continue);
    }

    #[test]
    fn the_llr_leans_to_the_hypothesis_the_results_favour() {
        let sprt = Sprt::new(0.0, 10.0, 0.05, 0.05).unwrap();
        // Worked values: [0, 10, 20, 10, 0] -> -0.132474,
        // [2, 8, 18, 10, 2] -> 0.057652, [1, 5, 20, 12, 2] -> 0.669808.
        let llr = |counts| sprt.llr(&Pentanomial { counts });
        assert!(close(llr([0, 10, 20, 10, 0]), -0.132_474, 1e-6));
        assert!(close(llr([2, 8, 18, 10, 2]), 0.057_652, 1e-6));
        assert!(close(llr([1, 5, 20, 12, 2]), 0.669_808, 1e-6));
        // Ten times the same results: ten times the evidence.
        assert!(close(llr([10, 50, 200, 120, 20]), 6.698_076, 1e-5));
        assert_eq!(sprt.decide(llr([10, 50, 200, 120, 20])), SprtDecision::H1);
    }

    #[test]
    fn nonsense_sprt_parameters_are_refused() {
        assert!(Sprt::new(10.0, 0.0, 0.05, 0.05).is_err());
        assert!(Sprt::new(0.0, 10.0, 0.0, 0.05).is_err());
        assert!(Sprt::new(0.0, 10.0, 0.05, 0.7).is_err());
        assert!(Sprt::new(f64::NAN, 10.0, 0.05, 0.05).is_err());
    }

    #[test]
    fn the_normal_distribution_function_is_accurate() {
        // Phi(1.959964) = 0.975, Phi(-1) = 0.158655, Phi(0) = 0.5.
        assert!(close(normal_cdf(Z_95), 0.975, 2e-7));
        assert!(close(normal_cdf(-1.0), 0.158_655_3, 2e-7));
        assert!(close(normal_cdf(0.0), 0.5, 1e-9));
    }
}
