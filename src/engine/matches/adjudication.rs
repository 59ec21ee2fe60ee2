//! Adjudication by score, so that a match does not spend its time on games
//! whose end is plain to both engines (the rules cutechess-cli and
//! fastchess offer, written for Rookery):
//!
//! - **resign**: a game is given to the side that both engines agree is
//!   winning: the loser's own score at least `score` centipawns below zero
//!   and the winner's at least `score` above, each for `moves` of its moves
//!   in a row;
//! - **draw**: from move `after_move` on, a game is drawn when both
//!   engines' scores stay within `score` centipawns of zero for `moves` of
//!   their moves in a row.
//!
//! A mate score counts as beyond any number of centipawns; a move without a
//! score (an engine that sent none) breaks a run.

use crate::engine::Score;
use crate::rules::Color;

/// The resign rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResignRule {
    /// Moves in a row each side must hold its opinion.
    pub moves: u32,
    /// How far from zero, in centipawns.
    pub score: i32,
}

/// The draw rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawRule {
    /// The full-move number from which it applies.
    pub after_move: u32,
    /// Moves in a row each side must see a level game.
    pub moves: u32,
    /// How near to zero, in centipawns.
    pub score: i32,
}

/// The adjudication rules of a match (none by default).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Adjudication {
    /// Resign by score.
    pub resign: Option<ResignRule>,
    /// Draw by score.
    pub draw: Option<DrawRule>,
}

/// What adjudication decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// This side loses.
    Loses(Color),
    /// A draw.
    Draw,
}

/// Reads `name=value` words into whole numbers (1 to a million) by name;
/// every name must be one of `names`.
fn words(text: &str, names: &[&str], what: &str) -> Result<Vec<(usize, i64)>, String> {
    super::named_values(text, names, what)?
        .into_iter()
        .map(|(i, v)| {
            v.parse()
                .ok()
                .filter(|v| (1..=1_000_000).contains(v))
                .map(|v| (i, v))
                .ok_or_else(|| {
                    format!("{what}: '{}={v}' is not a whole number from 1 up", names[i])
                })
        })
        .collect()
}

impl ResignRule {
    /// Reads `moves=3 score=1000` (the values shown are the defaults).
    ///
    /// # Errors
    /// A word that is not one of these names with a whole number.
    pub fn parse(text: &str) -> Result<ResignRule, String> {
        let mut rule = ResignRule {
            moves: 3,
            score: 1000,
        };
        for (i, v) in words(text, &["moves", "score"], "--resign")? {
            match i {
                0 => rule.moves = v as u32,
                _ => rule.score = v as i32,
            }
        }
        Ok(rule)
    }
}

impl DrawRule {
    /// Reads `movenumber=40 moves=8 score=10` (the values shown are the
    /// defaults).
    ///
    /// # Errors
    /// A word that is not one of these names with a whole number.
    pub fn parse(text: &str) -> Result<DrawRule, String> {
        let mut rule = DrawRule {
            after_move: 40,
            moves: 8,
            score: 10,
        };
        for (i, v) in words(text, &["movenumber", "moves", "score"], "--draw")? {
            match i {
                0 => rule.after_move = v as u32,
                1 => rule.moves = v as u32,
                _ => rule.score = v as i32,
            }
        }
        Ok(rule)
    }
}

/// The runs of one game's scores.
#[derive(Debug, Default)]
pub(super) struct Adjudicator {
    rules: Adjudication,
    /// By colour (White, Black): moves in a row at or below -score,
    /// at or above +score, and within the draw score.
    losing: [u32; 2],
    winning: [u32; 2],
    level: [u32; 2],
}

impl Adjudicator {
    pub(super) fn new(rules: Adjudication) -> Adjudicator {
        Adjudicator {
            rules,
            ..Adjudicator::default()
        }
    }

    /// Records the score `side` gave with its move (from its own view)
    /// played at full-move `move_number`, and says whether the game is
    /// decided.
    pub(super) fn record(
        &mut self,
        side: Color,
        score: Option<Score>,
        move_number: u32,
    ) -> Option<Verdict> {
        let i = usize::from(side == Color::Black);
        let cp = score.map(|s| match s {
            Score::Cp(cp) => cp,
            Score::Mate(n) if n > 0 => i32::MAX,
            Score::Mate(_) => i32::MIN,
        });
        let run = |counter: &mut u32, holds: bool| {
            *counter = if holds { counter.saturating_add(1) } else { 0 };
        };
        if let Some(rule) = self.rules.resign {
            run(&mut self.losing[i], cp.is_some_and(|v| v <= -rule.score));
            run(&mut self.winning[i], cp.is_some_and(|v| v >= rule.score));
            for (loser, winner) in [(0, 1), (1, 0)] {
                if self.losing[loser] >= rule.moves && self.winning[winner] >= rule.moves {
                    let color = if loser == 0 {
                        Color::White
                    } else {
                        Color::Black
                    };
                    return Some(Verdict::Loses(color));
                }
            }
        }
        if let Some(rule) = self.rules.draw {
            let holds = move_number >= rule.after_move
                && cp.is_some_and(|v| v.unsigned_abs() <= rule.score.unsigned_abs());
            run(&mut self.level[i], holds);
            if self.level.iter().all(|n| *n >= rule.moves) {
                return Some(Verdict::Draw);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cp(v: i32) -> Option<Score> {
        Some(Score::Cp(v))
    }

    #[test]
    fn both_sides_must_agree_for_a_resignation() {
        let rules = Adjudication {
            resign: Some(ResignRule {
                moves: 2,
                score: 500,
            }),
            draw: None,
        };
        let mut a = Adjudicator::new(rules);
        // White thinks it is winning; Black does not agree yet.
        assert_eq!(a.record(Color::White, cp(600), 30), None);
        assert_eq!(a.record(Color::Black, cp(-100), 30), None);
        assert_eq!(a.record(Color::White, cp(700), 31), None);
        assert_eq!(a.record(Color::Black, cp(-550), 31), None);
        assert_eq!(a.record(Color::White, Some(Score::Mate(5)), 32), None);
        // Black's second move in a row at -500 or worse: Black loses.
        assert_eq!(
            a.record(Color::Black, Some(Score::Mate(-4)), 32),
            Some(Verdict::Loses(Color::Black))
        );
        // A move without a score breaks the run.
        let mut a = Adjudicator::new(rules);
        for (side, s) in [
            (Color::White, cp(600)),
            (Color::Black, cp(-600)),
            (Color::White, None),
            (Color::Black, cp(-600)),
        ] {
            assert_eq!(a.record(side, s, 10), None);
        }
    }

    #[test]
    fn a_level_game_is_drawn_only_after_its_move_number() {
        let rules = Adjudication {
            resign: None,
            draw: Some(DrawRule {
                after_move: 40,
                moves: 3,
                score: 10,
            }),
        };
        let mut a = Adjudicator::new(rules);
        for n in 30..40 {
            assert_eq!(a.record(Color::White, cp(0), n), None);
            assert_eq!(a.record(Color::Black, cp(0), n), None);
        }
        assert_eq!(a.record(Color::White, cp(5), 40), None);
        assert_eq!(a.record(Color::Black, cp(-10), 40), None);
        assert_eq!(a.record(Color::White, cp(11), 41), None, "breaks the run");
        assert_eq!(a.record(Color::Black, cp(0), 41), None);
        for n in 42..44 {
            assert_eq!(a.record(Color::White, cp(0), n), None);
            assert_eq!(a.record(Color::Black, cp(0), n), None);
        }
        assert_eq!(a.record(Color::White, cp(0), 44), Some(Verdict::Draw));
    }

    #[test]
    fn rules_are_read_with_defaults() {
        assert_eq!(
            ResignRule::parse("score=600").unwrap(),
            ResignRule {
                moves: 3,
                score: 600
            }
        );
        assert_eq!(
            DrawRule::parse("movenumber=30 moves=6").unwrap(),
            DrawRule {
                after_move: 30,
                moves: 6,
                score: 10
            }
        );
        assert!(ResignRule::parse("moves=0").is_err());
        assert!(ResignRule::parse("count=3").is_err());
        assert!(DrawRule::parse("score=-5").is_err());
        assert!(DrawRule::parse("moves").is_err());
    }
}
