//! Questions typed in the move box, as lichess's blind mode has them, each
//! answered in the status line (and so by a screen reader, `announce`):
//!
//! * `c`: the clocks; `l`: the last move in words; `g`: the game so far;
//! * `p N`: where the white knights stand (`p n`: the black ones; any
//!   piece letter, English or the window's language's);
//! * `s e`: the e-file scanned from White's side, `s 4`: the fourth rank;
//! * `a e4`: the pieces that attack e4;
//! * `m`: the material; `o`: the opening's name; `e`: the engine's
//!   evaluation, when its lines are on.
//!
//! None of them is a move in SAN or UCI, so the box tells them apart.

use std::time::Duration;

use bevy::prelude::*;

use super::GameSet;
use super::board::{ShownPly, describe};
use super::clock::GameClock;
use super::engine_lines::EngineLines;
use super::i18n::{Arg, Phrase, Tr, eval_text, move_words, piece_key};
use super::opening::GameOpening;
use super::session::{GameCommand, Say, Session};
use crate::rules::{Color, File, PieceKind, Position, Rank, Square};

/// A question typed in the move box.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// `c`
    Clocks,
    /// `l`
    LastMove,
    /// `g`
    Game,
    /// `p X`
    Pieces(Color, PieceKind),
    /// `s e`
    File(File),
    /// `s 4`
    Rank(Rank),
    /// `a e4`
    Attackers(Square),
    /// `m`
    Material,
    /// `o`
    Opening,
    /// `e`
    Eval,
}

/// The pieces' English letters, king to knight.
const LETTERS: [(char, PieceKind); 6] = [
    ('k', PieceKind::King),
    ('q', PieceKind::Queen),
    ('r', PieceKind::Rook),
    ('b', PieceKind::Bishop),
    ('n', PieceKind::Knight),
    ('p', PieceKind::Pawn),
];

/// Reads `text` as a question; `letters` are the window's language's
/// letters for king, queen, rook, bishop and knight (understood before
/// English's).
pub fn parse(text: &str, letters: Option<[char; 5]>) -> Option<Question> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let one = |w: &str| {
        let mut chars = w.chars();
        chars.next().filter(|_| chars.next().is_none())
    };
    match words.as_slice() {
        [w] => match one(w)? {
            'c' => Some(Question::Clocks),
            'l' => Some(Question::LastMove),
            'g' => Some(Question::Game),
            'm' => Some(Question::Material),
            'o' => Some(Question::Opening),
            'e' => Some(Question::Eval),
            _ => None,
        },
        ["p", piece] => {
            let c = one(piece)?;
            let color = if c.is_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let lower = c.to_lowercase().next()?;
            // The window's language's letters first (R is the king in
            // Spanish), then English's.
            let kind = letters
                .and_then(|letters| {
                    let i = letters
                        .iter()
                        .position(|l| l.to_lowercase().next() == Some(lower))?;
                    Some(LETTERS[i].1)
                })
                .or_else(|| LETTERS.iter().find(|(l, _)| *l == lower).map(|&(_, k)| k))?;
            Some(Question::Pieces(color, kind))
        }
        ["s", line] => {
            let c = one(line)?;
            File::from_char(c)
                .map(Question::File)
                .or_else(|| Rank::from_char(c).map(Question::Rank))
        }
        ["a", square] => square.parse().ok().map(Question::Attackers),
        _ => None,
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        answer
            .run_if(on_message::<GameCommand>)
            .in_set(GameSet::Apply),
    );
}

#[allow(clippy::too_many_arguments)]
fn answer(
    mut commands: MessageReader<GameCommand>,
    session: Option<Res<Session>>,
    clock: Res<GameClock>,
    review: Res<ShownPly>,
    opening: Res<GameOpening>,
    lines: Res<EngineLines>,
    tr: Res<Tr>,
    mut say: MessageWriter<Say>,
) {
    let Some(session) = session else {
        commands.clear();
        return;
    };
    for command in commands.read() {
        let GameCommand::Ask(question) = command else {
            continue;
        };
        let game = &session.game;
        let pos = review.shown(game);
        let text = match *question {
            Question::Clocks => match clock.0.as_ref() {
                Some(c) => crate::text!(
                    "answer-clocks",
                    white = time_text(c.left(Color::White)),
                    black = time_text(c.left(Color::Black))
                ),
                None => crate::text!("answer-no-clock"),
            },
            Question::LastMove => game
                .moves()
                .get(review.shown_ply(game).wrapping_sub(1))
                .map_or_else(|| crate::text!("answer-no-move"), move_words),
            Question::Game if game.moves().is_empty() => crate::text!("answer-no-move"),
            Question::Game => crate::text!("answer-game", moves = Arg::San(game_text(game))),
            Question::Pieces(color, kind) => pieces(pos, color, kind),
            Question::File(file) => {
                scan(pos, (0..8).filter_map(|r| Rank::new(r).map(|r| (file, r))))
            }
            Question::Rank(rank) => {
                scan(pos, (0..8).filter_map(|f| File::new(f).map(|f| (f, rank))))
            }
            Question::Attackers(square) => attackers(pos, square),
            Question::Material => {
                let (white, black) = (points(pos, Color::White), points(pos, Color::Black));
                crate::text!("answer-material", white = white, black = black)
            }
            Question::Opening => match opening.at(review.shown_ply(game)) {
                Some(o) => {
                    crate::text!("answer-opening", eco = o.eco.clone(), name = o.name.clone())
                }
                None => crate::text!("answer-no-opening"),
            },
            Question::Eval => match lines.eval().filter(|_| lines.on) {
                Some(eval) => crate::text!("answer-eval", eval = eval_text(eval, tr.language())),
                None => crate::text!("answer-no-eval"),
            },
        };
        say.write(Say::info(text));
    }
}

/// The moves so far as a score sheet has them: "1. e4 e5 2. Nf3".
fn game_text(game: &crate::rules::Game) -> String {
    let mut words = Vec::new();
    for (i, m) in game.moves().iter().enumerate() {
        let n = m.before.fullmove_number();
        match (m.before.side_to_move(), i) {
            (Color::White, _) => words.push(format!("{n}. {}", m.san)),
            (Color::Black, 0) => words.push(format!("{n}... {}", m.san)),
            (Color::Black, _) => words.push(m.san.clone()),
        }
    }
    words.join(" ")
}

/// "4:32", "0:09".
fn time_text(left: Duration) -> String {
    let secs = left.as_secs();
    format!("{}:{:02}", secs / 60, secs % 60)
}

/// The squares of `color`'s pieces of `kind`.
fn pieces(pos: &Position, color: Color, kind: PieceKind) -> Phrase {
    let squares: Vec<String> = Square::all()
        .filter(|&sq| {
            pos.piece_at(sq)
                .is_some_and(|p| p.color == color && p.kind == kind)
        })
        .map(|sq| sq.to_string())
        .collect();
    if squares.is_empty() {
        crate::text!("answer-no-pieces", side = color, piece = piece_key(kind))
    } else {
        crate::text!(
            "answer-pieces",
            side = color,
            piece = piece_key(kind),
            count = squares.len(),
            squares = squares.join(", ")
        )
    }
}

/// Each square of a file or rank, from White's side: "e1, white king; e2,
/// white pawn; ...".
fn scan(pos: &Position, squares: impl Iterator<Item = (File, Rank)>) -> Phrase {
    list(
        squares
            .map(|(f, r)| describe(pos, Square::from_coords(f, r)))
            .collect(),
    )
}

/// The pieces of both sides that attack `square`.
fn attackers(pos: &Position, square: Square) -> Phrase {
    let mut by = Vec::new();
    for color in [Color::White, Color::Black] {
        for sq in pos.attackers_to(square, color, pos.occupied()) {
            by.push(describe(pos, sq));
        }
    }
    if by.is_empty() {
        crate::text!("answer-not-attacked", square = square.to_string())
    } else {
        crate::text!(
            "answer-attacked",
            square = square.to_string(),
            by = Arg::Phrase(Box::new(list(by)))
        )
    }
}

/// Phrases one after the other, "a; b; c".
fn list(phrases: Vec<Phrase>) -> Phrase {
    phrases
        .into_iter()
        .rev()
        .reduce(|rest, first| {
            crate::text!(
                "answer-list",
                first = Arg::Phrase(Box::new(first)),
                rest = Arg::Phrase(Box::new(rest))
            )
        })
        .unwrap_or(Phrase::Verbatim(String::new()))
}

/// The material of `color` in pawns (queen 9, rook 5, bishop and knight 3).
fn points(pos: &Position, color: Color) -> u32 {
    Square::all()
        .filter_map(|sq| pos.piece_at(sq).filter(|p| p.color == color))
        .map(|p| match p.kind {
            PieceKind::Queen => 9,
            PieceKind::Rook => 5,
            PieceKind::Bishop | PieceKind::Knight => 3,
            PieceKind::Pawn => 1,
            PieceKind::King => 0,
        })
        .sum()
}
