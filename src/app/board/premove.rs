//! Premoves, as on lichess: during the computer's turn the player may
//! drag or click one move for their next turn. It is drawn on the board,
//! played the moment the computer's reply is on the board if it is legal
//! then (a pawn reaching the last rank becomes a queen), and silently
//! dropped if not. A right click or Escape cancels it.
//!
//! This plugin owns [`Premove`]; the board's input asks for changes with
//! [`PremoveRequest`].

use bevy::prelude::*;

use super::model::{Premove, PremoveRequest};
use crate::app::GameSet;
use crate::app::session::{GameChanged, MoveRequest, MoveSource, Session};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Premove>()
        .add_message::<PremoveRequest>()
        .add_systems(
            Update,
            (
                take_requests.in_set(GameSet::Input),
                play_premove.after(GameSet::Apply).before(GameSet::Animate),
            ),
        );
}

fn take_requests(mut requests: MessageReader<PremoveRequest>, mut premove: ResMut<Premove>) {
    if let Some(PremoveRequest(planned)) = requests.read().last() {
        premove.set_if_neq(Premove(*planned));
    }
}

/// After the computer's move, plays the premove if it is legal now and
/// drops it either way; an undo, a new game or the game's end drop it too.
fn play_premove(
    mut changes: MessageReader<GameChanged>,
    session: Option<Res<Session>>,
    mut premove: ResMut<Premove>,
    mut requests: MessageWriter<MoveRequest>,
) {
    let (mut replied, mut other) = (false, false);
    for change in changes.read() {
        match change {
            GameChanged::Moved(_, MoveSource::Computer) => replied = true,
            _ => other = true,
        }
    }
    if premove.0.is_none() {
        return;
    }
    let Some(session) = session else { return };
    let over = session.game.is_over();
    if !(replied || other || over) {
        return;
    }
    let Some((from, to)) = premove.0.take() else {
        return;
    };
    if other || over || !session.human_to_move() {
        return;
    }
    if let Some(mv) = session.position().premove(from, to) {
        requests.write(MoveRequest::of(&mv, MoveSource::Premove));
    }
}
