//! The opening explorer beside the analysis board and the review: for the
//! position the board shows, each move played from it in the library, with
//! its games and results. It follows the board as moves are played or
//! stepped through; it counts all games or only some (the player's own,
//! by the names set in Settings, one class, a lowest rating); the library is asked on a thread of its own (one query
//! at a time, the latest position wins), so the board never waits for it.

use std::sync::{Mutex, mpsc};

use bevy::prelude::*;

use super::service::HeldLibrary;
use crate::app::board::ShownPly;
use crate::app::held::{AppSettings, AppStorage};
use crate::app::i18n::{Phrase, library_error_text};
use crate::app::session::Session;
use crate::app::wake::{Wake, waker};
use crate::library::{ExploreLine, Filter, Speed};
use crate::rules::{Color, Position};
use bevy::winit::EventLoopProxyWrapper;

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
    pub problem: Option<Phrase>,
    /// Which games it counts (the panel's choices).
    pub choice: ExplorerChoice,
    /// The filter the lines were asked with.
    asked: Filter,
}

/// Which games the explorer counts: the player's own (by the names set in
/// Settings) and with which colour, one time-control class, a lowest
/// average rating.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExplorerChoice {
    /// Only the player's games.
    pub mine: bool,
    /// With the player on this side (with `mine`).
    pub color: Option<Color>,
    /// Of this class only.
    pub speed: Option<Speed>,
    /// The players' average rating at least.
    pub min_rating: Option<i64>,
}

impl ExplorerChoice {
    /// The library's filter for these choices and the player's names.
    pub fn filter(&self, my_names: Vec<String>) -> Filter {
        Filter {
            players: if self.mine { my_names } else { Vec::new() },
            color: self.color.filter(|_| self.mine),
            speeds: self.speed.into_iter().collect(),
            min_rating: self.min_rating,
            ..Filter::default()
        }
    }
}

/// Count other games (the panel's filters).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct ExplorerChoose(pub ExplorerChoice);

/// Turn the explorer on or off (the panel's switch).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExplorerSwitch(pub bool);

type Answer = (u64, Filter, Result<Vec<ExploreLine>, Phrase>);

/// The explorer's thread, started the first time it is switched on.
#[derive(Resource, Default)]
struct Asker {
    questions: Option<mpsc::Sender<(Position, Filter)>>,
    answers: Option<Mutex<mpsc::Receiver<Answer>>>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Explorer>()
        .init_resource::<Asker>()
        .add_message::<ExplorerSwitch>()
        .add_message::<ExplorerChoose>()
        .add_systems(
            Update,
            (
                switch.run_if(on_message::<ExplorerSwitch>.or_else(on_message::<ExplorerChoose>)),
                ask.run_if(|e: Res<Explorer>| e.on),
                take_answers.run_if(|e: Res<Explorer>| e.asking),
            )
                .chain(),
        );
}

fn switch(
    mut switches: MessageReader<ExplorerSwitch>,
    mut choices: MessageReader<ExplorerChoose>,
    mut explorer: ResMut<Explorer>,
) {
    if let Some(ExplorerSwitch(on)) = switches.read().last().copied()
        && explorer.on != on
    {
        explorer.on = on;
        // Asked again when switched back on.
        explorer.key = None;
    }
    if let Some(ExplorerChoose(choice)) = choices.read().last()
        && explorer.choice != *choice
    {
        explorer.choice = choice.clone();
    }
}

/// Asks about the position on the board when it is not the one answered.
fn ask(
    session: Option<Res<Session>>,
    shown: Res<ShownPly>,
    storage: Option<Res<AppStorage>>,
    settings: Res<AppSettings>,
    mut explorer: ResMut<Explorer>,
    mut asker: ResMut<Asker>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    let (Some(session), Some(storage)) = (session, storage) else {
        return;
    };
    if !session.is_changed()
        && !shown.is_changed()
        && !explorer.is_changed()
        && !settings.is_changed()
    {
        return;
    }
    let pos = *shown.shown(&session.game);
    let filter = explorer.choice.filter(settings.my_names());
    if explorer.key == Some(pos.key()) && explorer.asked == filter {
        return;
    }
    if asker.questions.is_none() {
        let (questions, answers) = start(storage.library_path(), waker(proxy.as_ref()));
        asker.questions = Some(questions);
        asker.answers = Some(Mutex::new(answers));
    }
    let sent = asker
        .questions
        .as_ref()
        .is_some_and(|q| q.send((pos, filter.clone())).is_ok());
    explorer.key = Some(pos.key());
    explorer.asked = filter;
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
    while let Ok((key, filter, answer)) = answers.try_recv() {
        if Some(key) != explorer.key || filter != explorer.asked {
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
fn start(
    path: std::path::PathBuf,
    wake: Wake,
) -> (mpsc::Sender<(Position, Filter)>, mpsc::Receiver<Answer>) {
    let (questions, inbox) = mpsc::channel::<(Position, Filter)>();
    let (tell, answers) = mpsc::channel::<Answer>();
    let spawned = std::thread::Builder::new()
        .name("explorer".into())
        .spawn(move || {
            let mut library = HeldLibrary::new(path);
            while let Ok(mut asked) = inbox.recv() {
                while let Ok(later) = inbox.try_recv() {
                    asked = later;
                }
                let (pos, filter) = asked;
                let answer = library.get().and_then(|library| {
                    library
                        .explore(&pos, &filter)
                        .map_err(|e| library_error_text(&e))
                });
                if tell.send((pos.key(), filter, answer)).is_err() {
                    return;
                }
                wake();
            }
        });
    if let Err(e) = spawned {
        warn!("the explorer's thread did not start: {e}");
    }
    (questions, answers)
}
