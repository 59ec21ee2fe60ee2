//! A game from the library (or a study's chapter) onto the board: opened
//! like a PGN file, then, once it is on the board, taken to the analysis
//! board at the position searched for, or to its review.

use bevy::prelude::*;

use super::table::{GameFromLibrary, OpenAs};
use crate::app::game_review::{ReviewDepth, ReviewRequest};
use crate::app::i18n::pgn_error_text;
use crate::app::saves::PersistCommand;
use crate::app::saves::PgnToOpen;
use crate::app::session::{GameChanged, GameCommand};
use crate::app::settings::Notice;
use crate::app::states::{AfterGame, Screen};

/// What is still to do once the game opened is on the board.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
struct FollowUp {
    /// The step waiting.
    then: Option<OpenAs>,
    /// The game's reset has been seen: the board has it.
    reset: bool,
}

/// A game read elsewhere (a study's chapter) to open as a library game
/// opens.
#[derive(Message, Debug, Clone)]
pub struct OpenPgnAs(pub Box<PgnToOpen>, pub OpenAs);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FollowUp>()
        .add_message::<OpenPgnAs>()
        .add_systems(
            PostUpdate,
            (
                open.run_if(on_message::<GameFromLibrary>.or_else(on_message::<OpenPgnAs>)),
                follow_up.run_if(|f: Res<FollowUp>| f.then.is_some()),
            )
                .chain(),
        );
}

/// Opens the game read from the library as its PGN.
fn open(
    mut games: MessageReader<GameFromLibrary>,
    mut pgns: MessageReader<OpenPgnAs>,
    mut persist: MessageWriter<PersistCommand>,
    mut follow: ResMut<FollowUp>,
    mut notices: MessageWriter<Notice>,
) {
    let read = games
        .read()
        .last()
        .map(|GameFromLibrary(stored, how)| (PgnToOpen::read_first(&stored.to_pgn()), *how));
    let given = pgns
        .read()
        .last()
        .map(|OpenPgnAs(pgn, how)| (Some(Ok((**pgn).clone())), *how));
    let Some((pgn, how)) = given.or(read) else {
        return;
    };
    let how = &how;
    match pgn {
        Some(Ok(pgn)) => {
            persist.write(match how {
                OpenAs::Continue => PersistCommand::ContinuePgn(Box::new(pgn)),
                _ => PersistCommand::OpenPgn(Box::new(pgn)),
            });
            *follow = FollowUp {
                then: (!matches!(how, OpenAs::Board | OpenAs::Continue)).then_some(*how),
                reset: false,
            };
        }
        Some(Err(e)) => {
            notices.write(Notice(crate::text!(
                "notice-library-failed",
                error = pgn_error_text(&e)
            )));
        }
        None => {}
    }
}

/// Takes the opened game on to the analysis board or its review.
fn follow_up(
    mut follow: ResMut<FollowUp>,
    mut changes: MessageReader<GameChanged>,
    screen: Res<State<Screen>>,
    mut commands: MessageWriter<GameCommand>,
    mut reviews: MessageWriter<ReviewRequest>,
    mut after: ResMut<NextState<AfterGame>>,
) {
    if changes.read().any(|c| *c == GameChanged::Reset) {
        follow.reset = true;
        return;
    }
    if !follow.reset {
        return;
    }
    match follow.then {
        Some(OpenAs::Analysis(ply)) => {
            commands.write(GameCommand::Analyse(ply));
            *follow = FollowUp::default();
        }
        Some(OpenAs::Review) => {
            // The result window comes first; the review replaces it.
            if *screen.get() == Screen::GameOver {
                reviews.write(ReviewRequest::Start(ReviewDepth::Normal));
                after.set(AfterGame::Review);
                *follow = FollowUp::default();
            }
        }
        Some(OpenAs::Board | OpenAs::Continue) | None => *follow = FollowUp::default(),
    }
}
