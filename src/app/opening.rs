//! The opening on the board, named from the lichess openings list
//! ([`Openings`]): for each half-move of the game, the last named position
//! reached up to it, so the panel names the opening as the game goes and at
//! any move the review shows. It owns [`GameOpening`], rewritten only when
//! the game's moves change (a new move reuses the names before it).

use bevy::prelude::*;

use super::GameSet;
use super::session::Session;
use crate::rules::{Game, Move, NamedOpening, Openings, Variant};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameOpening>().add_systems(
        Update,
        name_opening
            .in_set(GameSet::Present)
            .run_if(resource_exists_and_changed::<Session>),
    );
}

/// The game's opening at each half-move.
#[derive(Resource, Debug, Default, PartialEq)]
pub struct GameOpening {
    /// The key of the start position and the moves the names are for.
    start: u64,
    moves: Vec<Move>,
    /// For ply 0 (the start) to the last move: the last named position up
    /// to there.
    names: Vec<Option<&'static NamedOpening>>,
    /// For a Chess960 game, its start position's name ("Chess960 No. 518")
    /// in place of an opening's.
    chess960: Option<String>,
}

impl GameOpening {
    /// The opening named by the time `ply` half-moves were played (the last
    /// move's when `ply` is past the game).
    pub fn at(&self, ply: usize) -> Option<&'static NamedOpening> {
        self.names.get(ply).or(self.names.last()).copied().flatten()
    }

    /// The name of a Chess960 game's start position: "Chess960 No. 518",
    /// or "Chess960" for a position set up by hand; `None` in standard
    /// chess.
    pub fn chess960(&self) -> Option<&str> {
        self.chess960.as_deref()
    }

    /// The names for `game`, reusing those of `self` for the moves they
    /// have in common.
    fn for_game(&self, game: &Game) -> GameOpening {
        let start = game.start_position().key();
        let moves: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
        // The names up to the last move both games share (ply 0 included).
        let kept = if start == self.start && !self.names.is_empty() {
            let common = self
                .moves
                .iter()
                .zip(&moves)
                .take_while(|(a, b)| a == b)
                .count();
            (common + 1).min(self.names.len())
        } else {
            0
        };
        let openings = Openings::builtin();
        let chess960 = match self.chess960.clone().filter(|_| kept > 0) {
            Some(name) => Some(name),
            None => {
                let start = game.start_position();
                (start.variant() == Variant::Chess960).then(|| match start.chess960_number() {
                    Some(n) => format!("Chess960 No. {n}"),
                    None => "Chess960".to_string(),
                })
            }
        };
        let mut names = self.names[..kept].to_vec();
        let mut last = names.last().copied().flatten();
        for ply in names.len()..=moves.len() {
            let position = game.position_at(ply).filter(|_| chess960.is_none());
            if let Some(named) = position.and_then(|p| openings.lookup(p)) {
                last = Some(named);
            }
            names.push(last);
        }
        GameOpening {
            start,
            moves,
            names,
            chess960,
        }
    }
}

fn name_opening(session: Res<Session>, mut opening: ResMut<GameOpening>) {
    let game = &session.game;
    let same = opening.start == game.start_position().key()
        && opening.moves.len() == game.ply_count()
        && opening
            .moves
            .iter()
            .zip(game.moves())
            .all(|(a, b)| *a == b.mv)
        && !opening.names.is_empty();
    if !same {
        let named = opening.for_game(game);
        *opening = named;
    }
}
