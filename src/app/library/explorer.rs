//! The opening explorer beside the analysis board and the review: for the
//! position the board shows, each move played from it in the library, with
//! its games and results. It follows the board as moves are played or
//! stepped through; the library is asked on a thread of its own (one query
//! at a time, the latest position wins), so the board never waits for it.

use std::sync::{Mutex, mpsc};

use bevy::prelude::*;

use crate::app::board::ShownPly;
use crate::app::held::AppStorage;
use crate::app::session::Session;
use crate::library::{ExploreLine, Filter, Library};
use crate::rules::Position;

/// What the explorer shows. Written only by this file's systems.
#[derive(Resource, Debug, Default, PartialEq)]
pub struct Explorer {
    /// Shown in the panel (the player's switch).
    pub on: bool,
    /// The key of the position the lines are for.
    pub key: Option<u64>,
    /// The moves played from it, most played first.
    pub lines: Vec<ExploreLine>,
    /// Waiting for the library's answer.
    pub asking: bool,
    /// Why the library could not answer.
    pub problem: Option<String>,
}

/// Turn the explorer on or off (the panel's switch).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExplorerSwitch(pub bool);

type Answer = (u64, Result<Vec<ExploreLine>, String>);

/// The explorer's thread, started the first time it is switched on.
#[derive(Resource, Default)]
struct Asker {
    questions: Option<mpsc::Sender<Position>>,
    answers: Option<Mutex<mpsc::Receiver<Answer>>>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Explorer>()
        .init_resource::<Asker>()
        .add_message::<ExplorerSwitch>()
        .add_systems(
            Update,
            (
                switch.run_if(on_message::<ExplorerSwitch>),
                ask.run_if(|e: Res<Explorer>| e.on),
                take_answers.run_if(|e: Res<Explorer>| e.asking),
            )
                .chain(),
        );
}

fn switch(mut switches: MessageReader<ExplorerSwitch>, mut explorer: ResMut<Explorer>) {
    if let Some(ExplorerSwitch(on)) = switches.read().last().copied()
        && explorer.on != on
    {
        explorer.on = on;
        // Asked again when switched back on.
        explorer.key = None;
    }
}

/// Asks about the position on the board when it is not the one answered.
fn ask(
    session: Option<Res<Session>>,
    shown: Res<ShownPly>,
    storage: Option<Res<AppStorage>>,
    mut explorer: ResMut<Explorer>,
    mut asker: ResMut<Asker>,
) {
    let (Some(session), Some(storage)) = (session, storage) else {
        return;
    };
    if !session.is_changed() && !shown.is_changed() && !explorer.is_changed() {
        return;
    }
    let pos = *shown.shown(&session.game);
    if explorer.key == Some(pos.key()) {
        return;
    }
    if asker.questions.is_none() {
        let (questions, answers) = start(storage.library_path());
        asker.questions = Some(questions);
        asker.answers = Some(Mutex::new(answers));
    }
    let sent = asker
        .questions
        .as_ref()
        .is_some_and(|q| q.send(pos).is_ok());
    explorer.key = Some(pos.key());
    explorer.asking = sent;
    if !sent {
        explorer.problem = Some("the library could not be opened".into());
    }
}

/// Takes the library's answer for the position asked about last.
fn take_answers(asker: Res<Asker>, mut explorer: ResMut<Explorer>) {
    let Some(answers) = &asker.answers else {
        return;
    };
    let answers = answers.lock().unwrap_or_else(|p| p.into_inner());
    while let Ok((key, answer)) = answers.try_recv() {
        if Some(key) != explorer.key {
            continue;
        }
        explorer.asking = false;
        match answer {
            Ok(lines) => {
                explorer.lines = lines;
                explorer.problem = None;
            }
            Err(e) => {
                explorer.lines.clear();
                explorer.problem = Some(e);
            }
        }
    }
}

/// The explorer's thread: answers each position, skipping to the latest
/// when several wait.
fn start(path: std::path::PathBuf) -> (mpsc::Sender<Position>, mpsc::Receiver<Answer>) {
    let (questions, inbox) = mpsc::channel::<Position>();
    let (tell, answers) = mpsc::channel::<Answer>();
    let spawned = std::thread::Builder::new()
        .name("explorer".into())
        .spawn(move || {
            let library = Library::open(&path).map(|o| o.library);
            while let Ok(mut pos) = inbox.recv() {
                while let Ok(later) = inbox.try_recv() {
                    pos = later;
                }
                let answer = match &library {
                    Ok(library) => library
                        .explore(&pos, &Filter::default())
                        .map_err(|e| e.to_string()),
                    Err(e) => Err(e.to_string()),
                };
                if tell.send((pos.key(), answer)).is_err() {
                    return;
                }
            }
        });
    if let Err(e) = spawned {
        warn!("the explorer's thread did not start: {e}");
    }
    (questions, answers)
}
