//! Glicko-2 ratings, for the player's puzzle rating and each puzzle's.
//!
//! The algorithm is Mark Glickman's, step by step as his paper gives it
//! ("Example of the Glicko-2 system", glicko.net/glicko/glicko2.pdf, 2013):
//! the rating moved to the Glicko-2 scale (step 2), the estimated variance
//! `v` (3) and improvement `delta` (4), the new volatility found by the
//! Illinois algorithm (5), the deviation widened by one rating period (6)
//! and the new rating and deviation (7, 8).
//!
//! The puzzle constants are lichess's (lila's `modules/rating/src/main/
//! Glicko.scala`: a new rating 1500 with deviation 500 (`maxDeviation`)
//! and volatility 0.09 (`defaultVolatility`), tau 0.75; the limits kept
//! after each update: rating at least 400 (`minRating`), deviation between
//! 45 and 500, volatility at most 0.1 (`cap`); and `PuzzleFinisher.scala`:
//! tau 0.75, a puzzle's rating moving at most 700 (`maxRatingDelta`) in
//! one attempt, only a first attempt rated), and its `ponder`: each
//! update weighted by the kind of puzzles asked for and the result
//! ([`ponder`], [`theme_weight`]).

/// The factor between the Glicko and the Glicko-2 scales (Glickman's step 2).
const SCALE: f64 = 173.7178;

/// Where the volatility's iteration stops (Glickman's epsilon).
const EPSILON: f64 = 0.000_001;

/// lila's tau for puzzles.
pub const PUZZLE_TAU: f64 = 0.75;

/// A rating with its deviation and volatility, on the Glicko scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glicko {
    /// The rating (1500 for someone new).
    pub rating: f64,
    /// How uncertain the rating is: two deviations either side hold the
    /// true strength 95 times in 100.
    pub deviation: f64,
    /// How erratic the results are.
    pub volatility: f64,
}

impl Glicko {
    /// A player's or a puzzle's rating before any attempt (lila's default).
    pub const NEW: Glicko = Glicko {
        rating: 1500.0,
        deviation: 500.0,
        volatility: 0.09,
    };

    /// A rating whose deviation is this large or more is provisional
    /// (shown with a "?", as lichess does: `provisionalDeviation`).
    pub const PROVISIONAL_DEVIATION: f64 = 110.0;

    /// Whether the rating is still provisional.
    pub fn is_provisional(&self) -> bool {
        self.deviation >= Glicko::PROVISIONAL_DEVIATION
    }

    /// A rating whose deviation is this large or more says next to nothing
    /// (lila's `cluelessDeviation`): such a player's try leaves the
    /// puzzle's rating as it was.
    pub const CLUELESS_DEVIATION: f64 = 230.0;

    /// `self` moved towards `other` by `weight` (0: `self`, 1: `other`),
    /// rating, deviation and volatility alike (lila's `Glicko.average`).
    pub fn average(self, other: Glicko, weight: f64) -> Glicko {
        if weight >= 1.0 {
            return other;
        }
        if weight <= 0.0 {
            return self;
        }
        let mix = |a: f64, b: f64| a * (1.0 - weight) + b * weight;
        Glicko {
            rating: mix(self.rating, other.rating),
            deviation: mix(self.deviation, other.deviation),
            volatility: mix(self.volatility, other.volatility),
        }
    }

    /// The rating as shown: a whole number.
    pub fn shown(&self) -> i64 {
        self.rating.round() as i64
    }

    /// lila's limits (`Glicko.cap`).
    pub fn capped(self) -> Glicko {
        Glicko {
            rating: self.rating.max(400.0),
            deviation: self.deviation.clamp(45.0, 500.0),
            volatility: self.volatility.min(0.1),
        }
    }
}

/// One game of a rating period: the opponent's rating before it and the
/// score (1 a win, 0.5 a draw, 0 a loss).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Game {
    /// The opponent as rated before the period.
    pub opponent: Glicko,
    /// The player's score.
    pub score: f64,
}

/// Glickman's `g`.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// Glickman's `E`: the expected score against an opponent.
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// The quantities of steps 3 and 4, on the Glicko-2 scale: the estimated
/// variance `v` and the sum of `g(phi_j) (s_j - E_j)` (`delta` is `v`
/// times it).
fn variance_and_outcome(mu: f64, games: &[Game]) -> (f64, f64) {
    let mut inverse_v = 0.0;
    let mut outcome = 0.0;
    for game in games {
        let mu_j = (game.opponent.rating - 1500.0) / SCALE;
        let phi_j = game.opponent.deviation / SCALE;
        let e = expected(mu, mu_j, phi_j);
        inverse_v += g(phi_j).powi(2) * e * (1.0 - e);
        outcome += g(phi_j) * (game.score - e);
    }
    (1.0 / inverse_v, outcome)
}

/// Step 5: the new volatility, by the Illinois algorithm.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 && k < 1000.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    let mut rounds = 0;
    while (big_b - big_a).abs() > EPSILON && rounds < 1000 {
        rounds += 1;
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

/// The player's rating after one rating period of `games` (Glickman's
/// steps 2 to 8), with system constant `tau`. With no games only the
/// deviation widens (step 6 alone).
pub fn rate(player: Glicko, games: &[Game], tau: f64) -> Glicko {
    let mu = (player.rating - 1500.0) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    if games.is_empty() {
        return Glicko {
            deviation: (phi * phi + sigma * sigma).sqrt() * SCALE,
            ..player
        };
    }
    let (v, outcome) = variance_and_outcome(mu, games);
    let delta = v * outcome;
    let sigma_new = new_volatility(phi, sigma, v, delta, tau);
    let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
    let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu_new = mu + phi_new * phi_new * outcome;
    Glicko {
        rating: SCALE * mu_new + 1500.0,
        deviation: SCALE * phi_new,
        volatility: sigma_new,
    }
}

/// A first attempt at a puzzle, as lichess rates it: the player and the
/// puzzle each play one game against the other as rated before it (the
/// player wins when the puzzle is solved), tau 0.75, lila's limits kept,
/// and the puzzle's rating moving at most 700. Returns the player's and the
/// puzzle's new ratings.
pub fn rate_attempt(player: Glicko, puzzle: Glicko, solved: bool) -> (Glicko, Glicko) {
    let score = if solved { 1.0 } else { 0.0 };
    let player_new = rate(
        player,
        &[Game {
            opponent: puzzle,
            score,
        }],
        PUZZLE_TAU,
    )
    .capped();
    let mut puzzle_new = rate(
        puzzle,
        &[Game {
            opponent: player,
            score: 1.0 - score,
        }],
        PUZZLE_TAU,
    )
    .capped();
    puzzle_new.rating = puzzle_new
        .rating
        .clamp(puzzle.rating - 700.0, puzzle.rating + 700.0);
    (player_new, puzzle_new)
}

/// The themes whose name says at once what to look for (lila's
/// `isObvious`: en passant, an attack on f2 or f7, double check, castling
/// and every mate).
const OBVIOUS: [&str; 4] = ["enPassant", "attackingF2F7", "doubleCheck", "castling"];

/// The themes that say nothing of the solution (lila's
/// `nonHintingThemes`): the game's phase and the endgames' kinds.
const NOT_HINTING: [&str; 12] = [
    "opening",
    "middlegame",
    "endgame",
    "rookEndgame",
    "bishopEndgame",
    "pawnEndgame",
    "knightEndgame",
    "queenEndgame",
    "queenRookEndgame",
    "master",
    "masterVsMaster",
    "superGM",
];

/// How much a try moves the ratings when the puzzles asked for were of one
/// theme (`None`: a mix, the rated puzzles), by lila's `weightOf`
/// (modules/puzzle/src/main/PuzzleFinisher.scala): a mix counts whole; a
/// theme that gives the solution away (a mate, en passant...) 0.1 when
/// solved and 0.4 when failed; one that hints at it (fork, pin...) 0.2 and
/// 0.7; one that does not (the endgames, the phases) 0.7 and 0.8.
pub fn theme_weight(theme: Option<&str>, solved: bool) -> f64 {
    let Some(theme) = theme.filter(|t| *t != "mix") else {
        return 1.0;
    };
    let obvious = OBVIOUS.contains(&theme) || theme.starts_with("mate") || theme.ends_with("Mate");
    match (obvious, NOT_HINTING.contains(&theme), solved) {
        (true, _, true) => 0.1,
        (true, _, false) => 0.4,
        (false, false, true) => 0.2,
        (false, false, false) => 0.7,
        (false, true, true) => 0.7,
        (false, true, false) => 0.8,
    }
}

/// lila's `ponder` of a first try's ratings: `before` and `after` are the
/// player's and the puzzle's ratings before the try and as Glicko-2 moved
/// them ([`rate_attempt`]). The player's moves by the theme's weight, less
/// 0.2 (solved) or 0.7 (failed) when the puzzle's own rating is still
/// provisional, and by at least 0.1; the puzzle's moves by the theme's
/// weight, and not at all when the player's rating says next to nothing
/// ([`Glicko::CLUELESS_DEVIATION`]).
pub fn ponder(
    before: (Glicko, Glicko),
    after: (Glicko, Glicko),
    solved: bool,
    theme: Option<&str>,
) -> (Glicko, Glicko) {
    let (player, puzzle) = before;
    let weight = theme_weight(theme, solved);
    let provisional_puzzle = match (puzzle.is_provisional(), solved) {
        (false, _) => 0.0,
        (true, true) => -0.2,
        (true, false) => -0.7,
    };
    let player_after = player.average(after.0, (weight + provisional_puzzle).max(0.1));
    let puzzle_after = if player.deviation >= Glicko::CLUELESS_DEVIATION {
        puzzle
    } else {
        puzzle.average(after.1, weight)
    };
    (player_after, puzzle_after)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// lila's weights (PuzzleFinisher.scala's `weightOf`), one theme of
    /// each kind, solved and failed.
    #[test]
    fn themes_weigh_as_lichess_weighs_them() {
        let cases = [
            (None, true, 1.0),
            (Some("mix"), false, 1.0),
            (Some("mateIn2"), true, 0.1),
            (Some("backRankMate"), false, 0.4),
            (Some("enPassant"), true, 0.1),
            (Some("fork"), true, 0.2),
            (Some("pin"), false, 0.7),
            (Some("rookEndgame"), true, 0.7),
            (Some("endgame"), false, 0.8),
        ];
        for (theme, solved, weight) in cases {
            assert_eq!(theme_weight(theme, solved), weight, "{theme:?} {solved}");
        }
    }

    /// `ponder` on numbers worked by hand: each rating moved by the weight
    /// from before towards after (rating, deviation and volatility).
    #[test]
    fn ponder_moves_each_rating_by_its_weight() {
        let g = |rating, deviation, volatility| Glicko {
            rating,
            deviation,
            volatility,
        };
        let player = g(1500.0, 100.0, 0.06);
        let puzzle = g(1600.0, 80.0, 0.09);
        let after = (g(1520.0, 95.0, 0.06), g(1590.0, 79.0, 0.09));
        // A fork solved: 0.2. 1500 * 0.8 + 1520 * 0.2 = 1504; 100 * 0.8 +
        // 95 * 0.2 = 99; the puzzle 1600 * 0.8 + 1590 * 0.2 = 1598, 79.8.
        let (p, z) = ponder((player, puzzle), after, true, Some("fork"));
        assert!((p.rating - 1504.0).abs() < 1e-9 && (p.deviation - 99.0).abs() < 1e-9);
        assert!((z.rating - 1598.0).abs() < 1e-9 && (z.deviation - 79.8).abs() < 1e-9);
        // Rated puzzles, failed, the puzzle provisional (deviation 200):
        // the player's weight 1 - 0.7 = 0.3: 1500 * 0.7 + 1400 * 0.3 = 1470.
        let provisional = g(1600.0, 200.0, 0.09);
        let after = (g(1400.0, 98.0, 0.06), g(1650.0, 190.0, 0.09));
        let (p, z) = ponder((player, provisional), after, false, None);
        assert!((p.rating - 1470.0).abs() < 1e-9, "{p:?}");
        assert_eq!(z, after.1, "a mix moves the puzzle whole");
        // A mate solved against a provisional puzzle: 0.1 - 0.2, kept at
        // the least weight, 0.1: 1500 * 0.9 + 1400 * 0.1 = 1490.
        let (p, _) = ponder((player, provisional), after, true, Some("mateIn1"));
        assert!((p.rating - 1490.0).abs() < 1e-9, "{p:?}");
        // A player whose deviation is 230 or more leaves the puzzle be.
        let new = g(1500.0, 230.0, 0.09);
        let (_, z) = ponder((new, puzzle), (player, g(1500.0, 70.0, 0.09)), true, None);
        assert_eq!(z, puzzle);
    }

    /// Glickman's worked example (glicko2.pdf, "Example"): a player rated
    /// 1500, deviation 200, volatility 0.06, tau 0.5, beats a 1400 (RD 30)
    /// and loses to a 1550 (RD 100) and a 1700 (RD 300). The paper prints
    /// v = 1.7785, delta = -0.4834 (worked from rounded intermediate
    /// values: unrounded they are 1.7790 and -0.4839), and after the period
    /// mu' = -0.2069, phi' = 0.8722, sigma' = 0.05999: rating 1464.06,
    /// deviation 151.52.
    #[test]
    fn glickmans_example_gives_the_papers_numbers() {
        let player = Glicko {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating, deviation| Glicko {
            rating,
            deviation,
            volatility: 0.06,
        };
        let games = [
            Game {
                opponent: opponent(1400.0, 30.0),
                score: 1.0,
            },
            Game {
                opponent: opponent(1550.0, 100.0),
                score: 0.0,
            },
            Game {
                opponent: opponent(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let (v, outcome) = variance_and_outcome(0.0, &games);
        assert!((v - 1.7785).abs() < 0.001, "v = {v}");
        assert!(
            (v * outcome + 0.4834).abs() < 0.001,
            "delta = {}",
            v * outcome
        );
        let after = rate(player, &games, 0.5);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
        assert!(((after.rating - 1500.0) / SCALE + 0.2069).abs() < 0.0001);
        assert!((after.deviation / SCALE - 0.8722).abs() < 0.0001);
    }

    fn near(got: Glicko, rating: f64, deviation: f64, volatility: f64) -> bool {
        (got.rating - rating).abs() < 0.01
            && (got.deviation - deviation).abs() < 0.01
            && (got.volatility - volatility).abs() < 0.000_01
    }

    /// A new player's first puzzle, new too: lichess's constants. The
    /// expected values come from `scripts/glicko2-check.py`, the paper's
    /// steps written out again apart from this code; its first steps by
    /// hand: phi = 500 / 173.7178 = 2.8782, g(phi) = 0.5331, E = 0.5,
    /// v = 1 / (0.5331^2 * 0.25) = 14.07, delta = v * 0.5331 * 0.5 = 3.751.
    #[test]
    fn a_first_puzzle_moves_both_ratings_as_lichess_constants_say() {
        let (player, puzzle) = rate_attempt(Glicko::NEW, Glicko::NEW, true);
        assert!(near(player, 1741.62, 396.81, 0.09), "{player:?}");
        assert!(near(puzzle, 1258.38, 396.81, 0.09), "{puzzle:?}");
        let (player, puzzle) = rate_attempt(Glicko::NEW, Glicko::NEW, false);
        assert!(near(player, 1258.38, 396.81, 0.09), "{player:?}");
        assert!(near(puzzle, 1741.62, 396.81, 0.09), "{puzzle:?}");
        assert!(player.is_provisional());
    }

    /// An established player (1500, deviation 80) failing an easier
    /// puzzle (1200, deviation 90): values from `scripts/glicko2-check.py`.
    #[test]
    fn failing_an_easy_puzzle_costs_an_established_player_little() {
        let player = Glicko {
            rating: 1500.0,
            deviation: 80.0,
            volatility: 0.06,
        };
        let puzzle = Glicko {
            rating: 1200.0,
            deviation: 90.0,
            volatility: 0.09,
        };
        let (p, z) = rate_attempt(player, puzzle, false);
        assert!(near(p, 1470.52, 79.62, 0.06002), "{p:?}");
        assert!(near(z, 1237.90, 89.81, 0.09005), "{z:?}");
        assert!(!p.is_provisional());
    }

    /// lila's limits: a rating never below 400, a puzzle's never moving
    /// more than 700 in one attempt, a deviation never below 45.
    #[test]
    fn ratings_keep_lichess_limits() {
        let weak = Glicko {
            rating: 420.0,
            deviation: 300.0,
            volatility: 0.09,
        };
        let easy = Glicko {
            rating: 420.0,
            deviation: 45.0,
            volatility: 0.06,
        };
        let (player, _) = rate_attempt(weak, easy, false);
        assert_eq!(player.rating, 400.0);
        let sure = Glicko {
            rating: 1500.0,
            deviation: 45.0,
            volatility: 0.01,
        };
        let (player, _) = rate_attempt(sure, sure, true);
        assert_eq!(player.deviation, 45.0);
        let puzzle = Glicko {
            rating: 2500.0,
            deviation: 500.0,
            volatility: 0.09,
        };
        let strong = Glicko {
            rating: 400.0,
            deviation: 45.0,
            volatility: 0.06,
        };
        let (_, after) = rate_attempt(strong, puzzle, true);
        assert_eq!(after.rating, 1800.0, "moved at most 700");
    }

    /// A period without games only widens the deviation (step 6).
    #[test]
    fn a_period_without_games_widens_the_deviation_only() {
        let before = Glicko {
            rating: 1600.0,
            deviation: 50.0,
            volatility: 0.06,
        };
        let after = rate(before, &[], PUZZLE_TAU);
        assert_eq!(after.rating, 1600.0);
        // sqrt((50 / 173.7178)^2 + 0.06^2) * 173.7178, worked by hand:
        // sqrt(0.082842 + 0.0036) * 173.7178 = 51.075.
        assert!((after.deviation - 51.075).abs() < 0.001, "{after:?}");
    }
}
