//! What a press on a square does, by pointer or by keys (Enter or Space
//! on the board's cursor): as on lichess, pressing a piece of the side to
//! move selects it and shows its targets, pressing one of its targets
//! plays the move, pressing anything else says why not; during the
//! computer's turn, the same presses plan a premove. The selection itself
//! is `input`'s: it hands its copy here.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::model::{PremoveRequest, Selection, ShownPly, Target};
use crate::app::held::AppSettings;
use crate::app::session::{MoveRequest, MoveSource, Say, Session, explain_illegal};
use crate::rules::{Color, Position, Square};

/// What a press needs besides the selection.
#[derive(SystemParam)]
pub(super) struct PressTools<'w> {
    session: Option<Res<'w, Session>>,
    settings: Option<Res<'w, AppSettings>>,
    review: Res<'w, ShownPly>,
    pub requests: MessageWriter<'w, MoveRequest>,
    pub premoves: MessageWriter<'w, PremoveRequest>,
    pub say: MessageWriter<'w, Say>,
}

impl PressTools<'_> {
    /// Whether an earlier position is shown: as on lichess, it is for
    /// looking only, which the status line says.
    pub fn looking_back(&mut self) -> bool {
        let Some(session) = self.session.as_deref() else {
            return false;
        };
        if self.review.is_live() {
            return false;
        }
        let ply = self.review.shown_ply(&session.game);
        let total = session.game.ply_count();
        self.say.write(Say::warning(crate::text!(
            "status-stepping",
            ply = ply,
            total = total
        )));
        true
    }

    /// A press on `square`, by `source` (a click or the keys).
    pub fn press(&mut self, selection: &mut Selection, square: Square, source: MoveSource) {
        let Some(session) = self.session.as_deref() else {
            return;
        };
        selection.pressed = None;
        let pos = *session.position();
        if let Some(person) = session.premove_side(self.settings.as_deref().map(|s| &s.0)) {
            plan_premove(selection, &pos, square, person, &mut self.premoves);
            return;
        }
        if let Some(selected) = selection.selected {
            if selected == square {
                selection.reselect_press = true;
                selection.pressed = Some(square);
                return;
            }
            // A target, or in Chess960 the king's square after castling.
            if selection.targets.iter().any(|m| m.to == square)
                || pos.castle_by_king_square(selected, square).is_some()
            {
                self.requests.write(MoveRequest {
                    from: selected,
                    to: square,
                    promotion: None,
                    source,
                });
                selection.clear();
                return;
            }
        }
        match pos.piece_at(square) {
            Some(p) if p.color == pos.side_to_move() => {
                let targets = pos.legal_moves_from(square);
                if targets.is_empty() {
                    selection.clear();
                    self.say
                        .write(Say::warning(explain_illegal(&pos, square, square)));
                } else {
                    selection.selected = Some(square);
                    selection.targets = targets.iter().map(Target::from).collect();
                    selection.reselect_press = false;
                    selection.pressed = Some(square);
                }
            }
            _ => {
                let was = selection.selected;
                selection.clear();
                let text = match was {
                    Some(from) => explain_illegal(&pos, from, square),
                    None => explain_illegal(&pos, square, square),
                };
                self.say.write(Say::warning(text));
            }
        }
    }
}

/// A press during the computer's turn: picks one of the player's pieces,
/// or plans a premove to one of its targets; a press anywhere else drops
/// the selection and the premove.
fn plan_premove(
    selection: &mut Selection,
    pos: &Position,
    square: Square,
    person: Color,
    premoves: &mut MessageWriter<PremoveRequest>,
) {
    if let Some(from) = selection.selected.filter(|_| selection.premove) {
        if from == square {
            selection.reselect_press = true;
            selection.pressed = Some(square);
            return;
        }
        if selection.targets.iter().any(|m| m.to == square) {
            premoves.write(PremoveRequest(Some((from, square))));
            selection.clear();
            return;
        }
    }
    match pos.piece_at(square) {
        Some(p) if p.color == person => {
            selection.selected = Some(square);
            selection.targets = premove_targets(pos, square);
            selection.premove = true;
            selection.reselect_press = false;
            selection.pressed = Some(square);
        }
        _ => {
            selection.clear();
            premoves.write(PremoveRequest(None));
        }
    }
}

/// Where the piece on `from` may be premoved, for the board's target marks
/// (a ring where an enemy piece stands now).
fn premove_targets(pos: &Position, from: Square) -> Vec<Target> {
    let Some(piece) = pos.piece_at(from) else {
        return Vec::new();
    };
    pos.premove_targets(from)
        .into_iter()
        .map(|to| Target {
            to,
            capture: pos.piece_at(to).is_some_and(|p| p.color != piece.color),
        })
        .collect()
}
