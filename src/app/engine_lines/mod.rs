//! The engine lines: the engine beside the board analyses the position on
//! it in the background, its best lines (MultiPV) deepening as it thinks,
//! for the evaluation bar and the panel's lines, until its stop depth (or
//! for ever, when the player asks for infinite analysis). `worker` is the
//! thread that thinks.
//!
//! The thinking runs on a thread of its own that keeps its engine (Rookery's,
//! with its table, or an external UCI engine) from position to position: no
//! frame waits for it, a new position on the board stops the old search at
//! once, and switching off or leaving the board stops it and ends the thread
//! (an external engine is told to quit). The thread wakes the window when it
//! has something new, so the window sleeps between updates.
//!
//! The plugin owns [`EngineLines`]; others ask with [`LinesRequest`].

mod worker;

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use bevy::prelude::*;

use super::GameSet;
use super::board::ShownPly;
use super::i18n::Phrase;
use super::session::Session;
use super::states::{InGame, Screen};
use crate::app::held::AppSettings;
use crate::engine::review::Eval;
use crate::persist::Settings;
use crate::rules::{Move, Position};
use worker::{Job, Worker, start_worker};

/// How many lines the engine shows.
pub const LINES: usize = 3;
/// How many moves of each line are written out.
pub const SHOWN_MOVES: usize = 10;
/// The depth at which Rookery's engine stops analysing a position, unless
/// the player asks for infinite analysis in Settings. Lichess's engine
/// beside the board stops by default too (its older client at depth 18);
/// Rookery's engine gets there in about a minute on two cores, after which
/// a deeper line rarely changes what the panel shows, and the cores are
/// the player's again.
pub const ROOKERY_STOP_DEPTH: u32 = 18;
/// The same for an external engine such as Stockfish, which reaches this
/// depth in seconds and plays far stronger there.
pub const EXTERNAL_STOP_DEPTH: u32 = 24;

/// Which engine analyses.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum LinesEngine {
    /// Rookery's own engine, at full strength.
    #[default]
    Rookery,
    /// The UCI engine at this path (the one chosen in Setup).
    External(PathBuf),
}

/// Asks the analysis plugin to change something.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum LinesRequest {
    /// Turns the engine on or off.
    Switch(bool),
    /// Analyses with this engine from now on.
    Use(LinesEngine),
}

/// One of the engine's lines, as the panel shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct ShownLine {
    /// The line's evaluation from White's side.
    pub eval: Eval,
    /// Its first move.
    pub first: Move,
    /// The line in SAN, numbered ("12. Nf3 d5 13. c4" or "12... d5 13. c4").
    pub text: String,
    /// How many bytes of `text` the first move takes, with its number.
    pub first_len: usize,
}

/// What the engine thinks of the position on the board. Written only by
/// this plugin.
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct EngineLines {
    /// The player's switch.
    pub on: bool,
    /// The engine that analyses; `None` until the player first switches the
    /// engine on, when the settings suggest one ([`preferred_engine`]).
    pub engine: Option<LinesEngine>,
    /// The best lines so far, best first (empty until the first depth).
    pub lines: Vec<ShownLine>,
    /// The depth reached.
    pub depth: u32,
    /// The engine has reached the depth it stops at: nothing more will come
    /// for this position.
    pub stopped: bool,
    /// Something the player should know (an engine that failed to start).
    pub note: Option<Phrase>,
}

impl EngineLines {
    /// The evaluation of the position: the best line's.
    pub fn eval(&self) -> Option<Eval> {
        self.lines.first().map(|l| l.eval)
    }
}

/// Forgets the lines shown (of another position, or of an engine switched
/// off), writing only when there are some.
fn forget_lines(lines: &mut ResMut<EngineLines>) {
    if !lines.lines.is_empty() || lines.depth != 0 || lines.stopped {
        lines.lines.clear();
        lines.depth = 0;
        lines.stopped = false;
    }
}

/// Whether the engine may analyse on this screen: after the game and on
/// the analysis board, not while a game is played.
pub fn lines_allowed(screen: &Screen, session: &Session) -> bool {
    *screen == Screen::GameOver || (*screen == Screen::Playing && session.analysis)
}

#[derive(Resource, Default)]
struct Thinker(Option<Worker>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EngineLines>()
        .init_resource::<Thinker>()
        .add_message::<LinesRequest>()
        .add_systems(
            Update,
            (take_requests, steer, take_found)
                .chain()
                .in_set(GameSet::Present)
                .run_if(in_state(InGame)),
        )
        .add_systems(OnExit(InGame), leave);
}

fn leave(mut thinker: ResMut<Thinker>, mut lines: ResMut<EngineLines>) {
    if thinker.0.is_some() {
        thinker.0 = None;
    }
    forget_lines(&mut lines);
}

/// Where Debian and Ubuntu install Stockfish.
const STOCKFISH: &str = "/usr/games/stockfish";

/// The external engine the panel offers beside Rookery's: the one chosen
/// in Setup, or Stockfish where it is installed.
pub fn offered_engine(settings: Option<&Settings>) -> Option<PathBuf> {
    settings
        .and_then(|s| s.engine_path.as_deref())
        .map(PathBuf::from)
        .or_else(|| Some(PathBuf::from(STOCKFISH)))
        .filter(|p| p.is_file())
}

/// The outside engine that reviews games, when the player ticked "Review
/// games with" in Settings and it is installed; `None`: Rookery's.
pub fn review_engine(settings: Option<&Settings>) -> Option<PathBuf> {
    settings
        .filter(|s| s.review_with_engine)
        .and_then(|s| offered_engine(Some(s)))
}

/// The engine the settings suggest: the external engine chosen in Setup
/// when it is there, Rookery's otherwise.
pub fn preferred_engine(settings: Option<&Settings>) -> LinesEngine {
    settings
        .and_then(|s| s.engine_path.as_deref())
        .map(PathBuf::from)
        .filter(|p| p.is_file())
        .map_or(LinesEngine::Rookery, LinesEngine::External)
}

fn take_requests(
    mut requests: MessageReader<LinesRequest>,
    mut lines: ResMut<EngineLines>,
    mut thinker: ResMut<Thinker>,
    settings: Option<Res<AppSettings>>,
) {
    for request in requests.read() {
        match request {
            LinesRequest::Switch(on) => {
                if lines.on == *on {
                    continue;
                }
                if *on && lines.engine.is_none() {
                    lines.engine = Some(preferred_engine(settings.as_deref().map(|s| &s.0)));
                }
                lines.on = *on;
                if !*on {
                    if thinker.0.is_some() {
                        thinker.0 = None;
                    }
                    forget_lines(&mut lines);
                }
            }
            LinesRequest::Use(engine) => {
                if lines.engine.as_ref() != Some(engine) {
                    lines.engine = Some(engine.clone());
                    lines.note = None;
                    if thinker.0.is_some() {
                        thinker.0 = None;
                    }
                    forget_lines(&mut lines);
                }
            }
        }
    }
}

/// Sends the position on the board to the thread when it changes (and
/// starts the thread the first time).
fn steer(
    session: Option<Res<Session>>,
    review: Res<ShownPly>,
    screen: Res<State<Screen>>,
    mut lines: ResMut<EngineLines>,
    mut thinker: ResMut<Thinker>,
    settings: Option<Res<AppSettings>>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
) {
    let Some(session) = session else { return };
    let inputs_changed = session.is_changed()
        || review.is_changed()
        || screen.is_changed()
        || lines.is_changed()
        || settings.as_ref().is_some_and(|s| s.is_changed());
    if !inputs_changed {
        return;
    }
    let wanted = lines.on && lines_allowed(screen.get(), &session);
    if !wanted {
        if thinker.0.is_some() {
            thinker.0 = None;
        }
        return;
    }
    let game = &session.game;
    let ply = review.ply.unwrap_or(game.ply_count());
    let Some(position) = game.position_at(ply).copied() else {
        return;
    };
    let engine = lines.engine.clone().unwrap_or_default();
    let infinite = settings.as_ref().is_some_and(|s| s.infinite_lines);
    // Look before touching: an unchanged position writes nothing.
    match thinker.0.as_ref() {
        Some(w) if w.engine == engine => {
            if w.current.as_ref().map(|(_, p, i, _)| (*p, *i)) == Some((position, infinite)) {
                return;
            }
        }
        _ => {
            thinker.0 = Some(start_worker(
                engine,
                crate::app::wake::waker(proxy.as_ref()),
            ));
        }
    }
    let Some(worker) = thinker.0.as_mut() else {
        return;
    };
    worker.stop_current();
    forget_lines(&mut lines);
    if !position.has_legal_moves() {
        // Checkmate or stalemate: nothing to think about.
        return;
    }
    worker.next_id += 1;
    let job = Job {
        id: worker.next_id,
        start: *game.start_position(),
        moves: game.moves()[..ply].iter().map(|m| m.mv).collect(),
        infinite,
        stop: Arc::new(AtomicBool::new(false)),
    };
    worker.current = Some((job.id, position, infinite, job.stop.clone()));
    // A closed channel means the thread has gone; the next change starts
    // another.
    if worker.jobs.send(job).is_err() {
        thinker.0 = None;
    }
}

/// Takes what the thread found, when it found something new.
fn take_found(thinker: Res<Thinker>, mut lines: ResMut<EngineLines>) {
    let Some(worker) = thinker.0.as_ref() else {
        return;
    };
    let Some((id, position, _, _)) = worker.current.as_ref() else {
        return;
    };
    let (info, note, done) = {
        let Ok(mut found) = worker.found.lock() else {
            return;
        };
        if !found.fresh {
            return;
        }
        found.fresh = false;
        if found.id != *id {
            (None, found.note.take(), false)
        } else {
            (found.info.clone(), found.note.take(), found.done)
        }
    };
    if let Some(note) = note
        && lines.note.as_ref() != Some(&note)
    {
        lines.note = Some(note);
    }
    let Some(info) = info else { return };
    let shown: Vec<ShownLine> = info
        .lines
        .iter()
        .filter_map(|line| {
            let first = *line.moves.first()?;
            let text = numbered_line(position, &line.moves[..line.moves.len().min(SHOWN_MOVES)]);
            let first_len = numbered_line(position, &line.moves[..1]).len();
            Some(ShownLine {
                eval: Eval::from_score(line.score, position.side_to_move()),
                first,
                text,
                first_len,
            })
        })
        .collect();
    if lines.lines != shown || lines.depth != info.depth || lines.stopped != done {
        lines.lines = shown;
        lines.depth = info.depth;
        lines.stopped = done;
    }
}

/// A line in SAN with move numbers, from `position`: "12. Nf3 d5 13. c4",
/// or "12... d5 13. c4" when Black moves first.
pub fn numbered_line(position: &Position, moves: &[Move]) -> String {
    let mut number = position.fullmove_number();
    let mut side = position.side_to_move();
    let mut numbered = Vec::with_capacity(moves.len());
    for (i, san) in position.san_line(moves).iter().enumerate() {
        numbered.push(crate::rules::numbered_san(number, side, san, i == 0));
        if side == crate::rules::Color::Black {
            number += 1;
        }
        side = side.other();
    }
    numbered.join(" ")
}
