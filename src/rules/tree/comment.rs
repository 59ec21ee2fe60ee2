//! The comments of a game tree: text with the PGN supplement's commands.
//!
//! A brace comment is kept as its parts in their order: runs of text and
//! `[%name args]` commands (Cowderoy, Jones and others, "PGN Specification
//! Supplement", 2001: several commands a comment, unknown ones passed
//! through). Rookery reads the commands it knows from the parts (arrows and
//! circles `[%cal Gc2c3,Re1e8]` / `[%csl Ra3]`, the clock `[%clk 0:03:00]`,
//! the evaluation `[%eval 0.17]`) and writes every part back as it came, so
//! a command Rookery does not know survives a round trip unchanged.
//!
//! ```
//! use rookery::rules::tree::{Comment, Shape, ShapeColor};
//! use rookery::rules::Square;
//!
//! let comment = Comment::parse("White threatens mate [%cal Ge8h5] [%emt 0:00:05]");
//! assert_eq!(comment.text(), "White threatens mate");
//! let e8: Square = "e8".parse().unwrap();
//! let h5: Square = "h5".parse().unwrap();
//! assert_eq!(comment.shapes(), vec![Shape::arrow(ShapeColor::Green, e8, h5)]);
//! // The unknown `%emt` command is written back as it was read.
//! assert_eq!(comment.to_pgn_text(), "White threatens mate [%cal Ge8h5] [%emt 0:00:05]");
//! ```

use std::time::Duration;

use crate::rules::{PgnEval, Square, clk_text, parse_clk};

/// One part of a comment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    /// Words, trimmed, never empty and without `}`.
    Text(String),
    /// A `[%name args]` command: its name and its arguments as written
    /// (trimmed).
    Command {
        /// The name after `%` (`cal`, `clk`, `emt`...).
        name: String,
        /// Everything after the name up to `]`, trimmed.
        args: String,
    },
}

/// A comment: its parts in their order. The empty comment has none.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Comment {
    parts: Vec<Part>,
}

/// The colour of an arrow or a circle, as lichess and ChessBase draw them
/// and the supplement's letters write them (`G`, `R`, `Y`, `B`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ShapeColor {
    /// `G`: right-drag with no modifier.
    Green,
    /// `R`: with Shift.
    Red,
    /// `Y`: with Shift and Alt.
    Yellow,
    /// `B`: with Alt.
    Blue,
}

impl ShapeColor {
    /// All four, in the order of the supplement's letters' usual listing.
    pub const ALL: [ShapeColor; 4] = [
        ShapeColor::Green,
        ShapeColor::Red,
        ShapeColor::Yellow,
        ShapeColor::Blue,
    ];

    /// The letter of `[%cal]` and `[%csl]`.
    pub fn letter(self) -> char {
        match self {
            ShapeColor::Green => 'G',
            ShapeColor::Red => 'R',
            ShapeColor::Yellow => 'Y',
            ShapeColor::Blue => 'B',
        }
    }

    /// The colour of a letter (upper case only, as the supplement writes).
    pub fn from_letter(letter: char) -> Option<ShapeColor> {
        match letter {
            'G' => Some(ShapeColor::Green),
            'R' => Some(ShapeColor::Red),
            'Y' => Some(ShapeColor::Yellow),
            'B' => Some(ShapeColor::Blue),
            _ => None,
        }
    }
}

/// An arrow from one square to another, or a circled square (`from ==
/// to`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Its colour.
    pub color: ShapeColor,
    /// Where the arrow starts (the circled square for a circle).
    pub from: Square,
    /// Where the arrow points (the same square for a circle).
    pub to: Square,
}

impl Shape {
    /// An arrow (a circle when the squares are the same).
    pub fn arrow(color: ShapeColor, from: Square, to: Square) -> Shape {
        Shape { color, from, to }
    }

    /// A circled square.
    pub fn circle(color: ShapeColor, square: Square) -> Shape {
        Shape {
            color,
            from: square,
            to: square,
        }
    }

    /// Whether this is a circle rather than an arrow.
    pub fn is_circle(&self) -> bool {
        self.from == self.to
    }

    /// The entry of `[%cal]` (`Gc2c3`) or `[%csl]` (`Ra3`).
    fn entry(&self) -> String {
        if self.is_circle() {
            format!("{}{}", self.color.letter(), self.from)
        } else {
            format!("{}{}{}", self.color.letter(), self.from, self.to)
        }
    }
}

/// The shapes of a `[%cal]` (arrows) or `[%csl]` (circles) command's
/// arguments; `None` unless every entry reads.
fn parse_shapes(args: &str, arrows: bool) -> Option<Vec<Shape>> {
    let mut shapes = Vec::new();
    for entry in args.split(',').map(str::trim).filter(|e| !e.is_empty()) {
        let mut chars = entry.chars();
        let color = ShapeColor::from_letter(chars.next()?)?;
        let squares = chars.as_str();
        let square = |text: &str| text.parse::<Square>().ok();
        let shape = match (arrows, squares.len()) {
            (true, 4) => Shape::arrow(
                color,
                square(squares.get(..2)?)?,
                square(squares.get(2..)?)?,
            ),
            (false, 2) => Shape::circle(color, square(squares)?),
            _ => return None,
        };
        shapes.push(shape);
    }
    Some(shapes)
}

impl Comment {
    /// The empty comment.
    pub fn new() -> Comment {
        Comment::default()
    }

    /// A comment of plain words (commands in them are read as commands).
    pub fn parse(text: &str) -> Comment {
        let mut comment = Comment::new();
        comment.push_text(text);
        comment
    }

    /// Adds the parts of `other` this comment lacks, after its own (a
    /// text already here, or a command with the same name and arguments,
    /// is not added again); whether anything was added.
    pub fn merge(&mut self, other: &Comment) -> bool {
        let mut changed = false;
        for part in &other.parts {
            if !self.parts.contains(part) {
                self.parts.push(part.clone());
                changed = true;
            }
        }
        changed
    }

    /// Whether the comment has no part.
    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// The parts, in their order.
    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// Adds the text of a brace comment (without its braces): its words and
    /// commands become parts after those already here. Several brace
    /// comments in a row make one comment, as readers of PGN do.
    pub fn push_text(&mut self, text: &str) {
        let mut rest = text;
        while let Some(at) = rest.find("[%") {
            let Some(close) = rest[at..].find(']') else {
                break;
            };
            self.push_words(&rest[..at]);
            let inside = &rest[at + 2..at + close];
            let name_end = inside
                .find(|c: char| c.is_whitespace())
                .unwrap_or(inside.len());
            let name = &inside[..name_end];
            if name.is_empty() {
                // "[% ]" is not a command: keep it as words.
                self.push_words(&rest[at..at + close + 1]);
            } else {
                self.parts.push(Part::Command {
                    name: name.to_string(),
                    args: inside[name_end..].trim().to_string(),
                });
            }
            rest = &rest[at + close + 1..];
        }
        self.push_words(rest);
    }

    fn push_words(&mut self, words: &str) {
        let words = words.trim().replace('}', "");
        if words.is_empty() {
            return;
        }
        if let Some(Part::Text(last)) = self.parts.last_mut() {
            last.push(' ');
            last.push_str(&words);
        } else {
            self.parts.push(Part::Text(words));
        }
    }

    /// The words of the comment without its commands, the runs joined by a
    /// space: what a player reads.
    pub fn text(&self) -> String {
        let runs: Vec<&str> = self
            .parts
            .iter()
            .filter_map(|p| match p {
                Part::Text(t) => Some(t.as_str()),
                Part::Command { .. } => None,
            })
            .collect();
        runs.join(" ")
    }

    /// Replaces the words, keeping every command: the new words go where
    /// the first run of words was (at the end if there was none). Commands
    /// typed in the words are read as commands.
    pub fn set_text(&mut self, text: &str) {
        let at = self
            .parts
            .iter()
            .position(|p| matches!(p, Part::Text(_)))
            .unwrap_or(self.parts.len());
        let before: Vec<Part> = self.parts[..at].to_vec();
        let after: Vec<Part> = self.parts[at..]
            .iter()
            .filter(|p| matches!(p, Part::Command { .. }))
            .cloned()
            .collect();
        let mut typed = Comment::parse(text);
        self.parts = before;
        self.parts.append(&mut typed.parts);
        self.parts.extend(after);
    }

    /// The comment as it goes between braces: its parts joined by spaces.
    pub fn to_pgn_text(&self) -> String {
        let parts: Vec<String> = self
            .parts
            .iter()
            .map(|p| match p {
                Part::Text(t) => t.clone(),
                Part::Command { name, args } if args.is_empty() => format!("[%{name}]"),
                Part::Command { name, args } => format!("[%{name} {args}]"),
            })
            .collect();
        parts.join(" ")
    }

    /// The arguments of the commands named `name`, in order.
    fn commands<'c>(&'c self, wanted: &'c str) -> impl Iterator<Item = &'c str> + 'c {
        self.parts.iter().filter_map(move |p| match p {
            Part::Command { name, args } if name == wanted => Some(args.as_str()),
            _ => None,
        })
    }

    /// The arrows and circles of its `[%cal]` and `[%csl]` commands (a
    /// command with an entry that does not read is passed over whole, and
    /// kept as it is).
    pub fn shapes(&self) -> Vec<Shape> {
        let mut shapes = Vec::new();
        for p in &self.parts {
            if let Part::Command { name, args } = p {
                let read = match name.as_str() {
                    "cal" => parse_shapes(args, true),
                    "csl" => parse_shapes(args, false),
                    _ => None,
                };
                shapes.extend(read.unwrap_or_default());
            }
        }
        shapes
    }

    /// Replaces the arrows and circles that read with `shapes`: one
    /// `[%csl]` then one `[%cal]` command where the first readable one was
    /// (at the start if none), none for an empty list; commands that do
    /// not read stay.
    pub fn set_shapes(&mut self, shapes: &[Shape]) {
        let readable = |p: &Part| match p {
            Part::Command { name, args } => match name.as_str() {
                "cal" => parse_shapes(args, true).is_some(),
                "csl" => parse_shapes(args, false).is_some(),
                _ => false,
            },
            Part::Text(_) => false,
        };
        let at = self.parts.iter().position(readable).unwrap_or(0);
        let kept_before = self.parts[..at].iter().filter(|p| !readable(p)).count();
        self.parts.retain(|p| !readable(p));
        let join = |circles: bool| -> String {
            let entries: Vec<String> = shapes
                .iter()
                .filter(|s| s.is_circle() == circles)
                .map(Shape::entry)
                .collect();
            entries.join(",")
        };
        let mut new = Vec::new();
        for (name, circles) in [("csl", true), ("cal", false)] {
            let args = join(circles);
            if !args.is_empty() {
                new.push(Part::Command {
                    name: name.to_string(),
                    args,
                });
            }
        }
        let tail = self.parts.split_off(kept_before);
        self.parts.extend(new);
        self.parts.extend(tail);
    }

    /// The clock of the first `[%clk]` command that reads.
    pub fn clock(&self) -> Option<Duration> {
        self.commands("clk").find_map(|a| parse_clk(a.trim()))
    }

    /// The evaluation of the first `[%eval]` command that reads.
    pub fn eval(&self) -> Option<PgnEval> {
        self.commands("eval").find_map(PgnEval::parse)
    }

    /// Sets the `[%clk]` command (replacing any), or removes it.
    pub fn set_clock(&mut self, clock: Option<Duration>) {
        self.set_command("clk", clock.map(clk_text));
    }

    /// Sets the `[%eval]` command (replacing any), or removes it.
    pub fn set_eval(&mut self, eval: Option<PgnEval>) {
        self.set_command("eval", eval.map(|e| e.to_string()));
    }

    /// Puts `[%name args]` where the first command of that name was (at
    /// the start if none), removing the others; `None` removes them all.
    fn set_command(&mut self, wanted: &str, args: Option<String>) {
        let same = |p: &Part| matches!(p, Part::Command { name, .. } if name == wanted);
        let at = self.parts.iter().position(same);
        let kept_before = at.map_or(0, |at| self.parts[..at].iter().filter(|p| !same(p)).count());
        self.parts.retain(|p| !same(p));
        if let Some(args) = args {
            self.parts.insert(
                kept_before,
                Part::Command {
                    name: wanted.to_string(),
                    args,
                },
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn words_and_commands_keep_their_order() {
        let c = Comment::parse("  a  [%clk 0:01:02]  b [%foo  x y ] c");
        assert_eq!(
            c.parts(),
            &[
                Part::Text("a".into()),
                Part::Command {
                    name: "clk".into(),
                    args: "0:01:02".into()
                },
                Part::Text("b".into()),
                Part::Command {
                    name: "foo".into(),
                    args: "x y".into()
                },
                Part::Text("c".into()),
            ]
        );
        assert_eq!(c.text(), "a b c");
        assert_eq!(c.to_pgn_text(), "a [%clk 0:01:02] b [%foo x y] c");
        assert_eq!(c.clock(), Some(Duration::from_secs(62)));
    }

    #[test]
    fn an_unclosed_command_is_words() {
        let c = Comment::parse("see [%cal Ge2e4");
        assert_eq!(c.text(), "see [%cal Ge2e4");
        assert!(c.shapes().is_empty());
    }

    #[test]
    fn shapes_read_both_commands_and_a_bad_entry_spoils_only_its_command() {
        let c = Comment::parse("[%csl Ra3,Gb4] [%cal Gc2c3,Re1e8] [%cal Xa1a2]");
        assert_eq!(
            c.shapes(),
            vec![
                Shape::circle(ShapeColor::Red, sq("a3")),
                Shape::circle(ShapeColor::Green, sq("b4")),
                Shape::arrow(ShapeColor::Green, sq("c2"), sq("c3")),
                Shape::arrow(ShapeColor::Red, sq("e1"), sq("e8")),
            ]
        );
        let mut c = c;
        c.set_shapes(&[Shape::arrow(ShapeColor::Blue, sq("a1"), sq("h8"))]);
        // The unreadable command stays; the readable ones are one now.
        assert_eq!(c.to_pgn_text(), "[%cal Ba1h8] [%cal Xa1a2]");
        c.set_shapes(&[]);
        assert_eq!(c.to_pgn_text(), "[%cal Xa1a2]");
    }

    #[test]
    fn shapes_go_where_the_first_ones_were() {
        let mut c = Comment::parse("before [%cal Ge2e4] after");
        c.set_shapes(&[
            Shape::circle(ShapeColor::Yellow, sq("d5")),
            Shape::arrow(ShapeColor::Red, sq("g1"), sq("f3")),
        ]);
        assert_eq!(c.to_pgn_text(), "before [%csl Yd5] [%cal Rg1f3] after");
        let mut plain = Comment::parse("words");
        plain.set_shapes(&[Shape::circle(ShapeColor::Green, sq("e4"))]);
        assert_eq!(plain.to_pgn_text(), "[%csl Ge4] words");
    }

    #[test]
    fn set_text_keeps_the_commands() {
        let mut c = Comment::parse("[%eval 0.17] old words [%clk 0:00:30] more");
        c.set_text("new");
        assert_eq!(c.to_pgn_text(), "[%eval 0.17] new [%clk 0:00:30]");
        c.set_text("");
        assert_eq!(c.to_pgn_text(), "[%eval 0.17] [%clk 0:00:30]");
        assert_eq!(c.eval(), Some(PgnEval::Cp(17)));
        c.set_text("back");
        assert_eq!(c.to_pgn_text(), "[%eval 0.17] [%clk 0:00:30] back");
    }

    #[test]
    fn clock_and_eval_replace_their_command_in_place() {
        let mut c = Comment::parse("x [%clk 0:00:30] y [%clk 0:00:20]");
        c.set_clock(Some(Duration::from_secs(75)));
        assert_eq!(c.to_pgn_text(), "x [%clk 0:01:15] y");
        c.set_eval(Some(PgnEval::Mate(-2)));
        assert_eq!(c.to_pgn_text(), "[%eval #-2] x [%clk 0:01:15] y");
        c.set_clock(None);
        assert_eq!(c.to_pgn_text(), "[%eval #-2] x y");
    }

    #[test]
    fn a_closing_brace_cannot_get_into_a_comment() {
        let c = Comment::parse("a } b");
        assert_eq!(c.to_pgn_text(), "a  b");
    }
}
