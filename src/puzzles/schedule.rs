//! When a failed puzzle comes back: after 1, 3, 7 and then 21 days.
//!
//! The rule (Rookery's, in the manner of spaced repetition): a puzzle
//! failed is due again one day later. Each time it is then solved at its
//! due date or after, the wait grows to the next step (3 days, 7 days, 21
//! days); solved on the 21-day step it leaves the list. Failed again at
//! any step, the wait starts over at one day.

/// The waits, in days.
pub const STEPS: [u32; 4] = [1, 3, 7, 21];

/// A puzzle waiting to be tried again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Due {
    /// The step reached (an index of [`STEPS`]).
    pub step: usize,
    /// The day (days since 1970) it is due.
    pub day: i64,
}

impl Due {
    /// After a failure on `today`: due tomorrow.
    pub fn failed(today: i64) -> Due {
        Due {
            step: 0,
            day: today + i64::from(STEPS[0]),
        }
    }

    /// Whether it is due on `today`.
    pub fn is_due(&self, today: i64) -> bool {
        today >= self.day
    }

    /// After the puzzle is tried again on `today`: `None` when solved on
    /// the last step (it leaves the list); failed, it starts over. Solved
    /// before its day it stays where it is.
    pub fn after(self, solved: bool, today: i64) -> Option<Due> {
        if !solved {
            return Some(Due::failed(today));
        }
        if !self.is_due(today) {
            return Some(self);
        }
        let step = self.step + 1;
        STEPS.get(step).map(|&wait| Due {
            step,
            day: today + i64::from(wait),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_puzzle_comes_back_after_1_3_7_and_21_days() {
        let mut due = Due::failed(100);
        let mut days = vec![due.day];
        while let Some(next) = due.after(true, due.day) {
            days.push(next.day);
            due = next;
        }
        assert_eq!(days, [101, 104, 111, 132], "1, 3, 7 and 21 days apart");
        assert_eq!(due.step, 3);
    }

    #[test]
    fn failing_again_starts_over_and_solving_early_changes_nothing() {
        let due = Due::failed(10).after(true, 11).unwrap();
        assert_eq!(due, Due { step: 1, day: 14 });
        assert_eq!(due.after(false, 14), Some(Due { step: 0, day: 15 }));
        assert!(!due.is_due(13));
        assert_eq!(due.after(true, 12), Some(due), "not due yet");
    }
}
