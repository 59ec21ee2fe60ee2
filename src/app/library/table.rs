//! The Library screen's games table: which games (the filter, the order,
//! a position search), the ids of all of them in order and the rows read
//! so far. The library is asked on a thread of its own: the ids once per
//! filter or order, then only the rows the table shows, so a million games
//! scroll as smoothly as ten. Opening, deleting and exporting games go
//! through the same thread.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::{Mutex, mpsc};

use bevy::prelude::*;

use super::service::HeldLibrary;
use crate::app::held::AppStorage;
use crate::app::i18n::{Phrase, library_error_text};
use crate::app::wake::{Wake, waker};
use crate::library::{Filter, GameRow, Library, Material, Sort, Source, StoredGame};
use crate::rules::Position;
use bevy::winit::EventLoopProxyWrapper;

/// What narrows the table besides the filter: the games reaching a
/// position, or a material.
#[derive(Debug, Clone, PartialEq)]
pub enum Search {
    /// The games reaching this position, by any order of moves.
    Position(Box<Position>),
    /// The games reaching this material (either way round): "KRP v KR".
    Material(Material),
}

/// What to do with a game opened from the library.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpenAs {
    /// On the board, to step through (a finished game shows its result
    /// window; an unfinished one goes on, both sides played by hand).
    Board,
    /// An unfinished game played on: against the computer at its level
    /// when it was played against Rookery, else both sides by hand.
    Continue,
    /// On the analysis board, at the position after this many plies.
    Analysis(usize),
    /// With the engine's review of the game.
    Review,
}

/// Asks the table's owner for something (the Library screen, the panel's
/// position search).
#[derive(Message, Debug, Clone, PartialEq)]
pub enum TableRequest {
    /// Read the library again (on entering the screen, after an import).
    Refresh,
    /// List the games this filter lets through, in this order.
    Show(Filter, Sort),
    /// Narrow the table to a search, or widen it again (`None`).
    Search(Option<Search>),
    /// Read these rows (the table shows them and has not got them).
    Rows(Vec<i64>),
    /// Select a game (or none).
    Select(Option<i64>),
    /// Open a game.
    Open(i64, OpenAs),
    /// Delete these games (already confirmed).
    Delete(Vec<i64>),
    /// Write the games the table lists to one PGN file.
    Export(PathBuf),
}

/// What the table shows. Written only by this file's systems.
#[derive(Resource, Debug, Default)]
pub struct GamesTable {
    /// The filter in force.
    pub filter: Filter,
    /// The order in force.
    pub sort: Sort,
    /// The search in force.
    pub search: Option<Search>,
    /// Every game listed, in order (`None` until the library answers).
    pub ids: Option<Vec<i64>>,
    /// The rows read, by id.
    pub rows: HashMap<i64, GameRow>,
    /// Rows asked for and not yet come.
    pub pending: HashSet<i64>,
    /// The selected game.
    pub selected: Option<i64>,
    /// Where the games came from.
    pub sources: Vec<Source>,
    /// Games in the library in all.
    pub total: Option<u64>,
    /// Waiting for the ids.
    pub asking: bool,
    /// What the library said went wrong last.
    pub problem: Option<Phrase>,
    /// The last export or deletion: what it did.
    pub done: Option<Done>,
    /// Bumped with every new list: rows of an older one are dropped.
    generation: u64,
}

/// What an export or a deletion did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Done {
    /// This many games deleted.
    Deleted(u64),
    /// This many games written to this file, and this many left out (their
    /// records damaged).
    Exported(u64, PathBuf, u64),
    /// It failed: why.
    Failed(Phrase),
}

/// What the thread is asked.
enum Job {
    Order {
        generation: u64,
        filter: Filter,
        sort: Sort,
        search: Option<Option<Search>>,
    },
    Rows(u64, Vec<i64>),
    Game(i64, OpenAs),
    Delete(Vec<i64>),
    Export(Filter, PathBuf),
}

/// What the thread answers.
enum Answer {
    Order {
        generation: u64,
        ids: Result<(Vec<i64>, Vec<Source>, u64), Phrase>,
    },
    Rows(u64, Result<Vec<GameRow>, Phrase>),
    Game(Result<(Box<StoredGame>, OpenAs), Phrase>),
    Deleted(Result<u64, Phrase>),
    Exported(Result<(u64, PathBuf, u64), Phrase>),
}

/// A game read from the library, to be opened on the board.
#[derive(Message, Debug, Clone)]
pub struct GameFromLibrary(pub Box<StoredGame>, pub OpenAs);

/// The table's thread, started the first time the table is shown.
#[derive(Resource, Default)]
struct TableThread {
    jobs: Option<mpsc::Sender<Job>>,
    answers: Option<Mutex<mpsc::Receiver<Answer>>>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GamesTable>()
        .init_resource::<TableThread>()
        .add_message::<TableRequest>()
        .add_message::<GameFromLibrary>()
        .add_systems(
            Update,
            (
                ask.run_if(on_message::<TableRequest>),
                take_answers.run_if(|a: Res<TableThread>| a.answers.is_some()),
            )
                .chain()
                // Before what is announced, so the game selected is said in
                // the frame it is chosen (no later frame may come).
                .in_set(crate::app::GameSet::Apply),
        );
}

/// Most rows kept read; past it, the rows off screen are read again when
/// scrolled back to.
const KEPT_ROWS: usize = 4_000;

fn ask(
    mut requests: MessageReader<TableRequest>,
    mut table: ResMut<GamesTable>,
    mut asker: ResMut<TableThread>,
    storage: Option<Res<AppStorage>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    let Some(storage) = storage else {
        requests.clear();
        return;
    };
    let mut reorder = false;
    let mut new_search = None;
    let mut jobs = Vec::new();
    for request in requests.read() {
        match request {
            TableRequest::Refresh => {
                reorder = true;
                // Games imported or played since are searched too.
                if table.search.is_some() && new_search.is_none() {
                    new_search = Some(table.search.clone());
                }
            }
            TableRequest::Show(filter, sort) => {
                if table.filter != *filter || table.sort != *sort || table.ids.is_none() {
                    table.filter = filter.clone();
                    table.sort = *sort;
                    reorder = true;
                }
            }
            TableRequest::Search(search) => {
                table.filter.found_only = search.is_some();
                table.search = search.clone();
                new_search = Some(search.clone());
                reorder = true;
            }
            TableRequest::Rows(ids) => {
                let wanted: Vec<i64> = ids
                    .iter()
                    .copied()
                    .filter(|id| !table.rows.contains_key(id) && !table.pending.contains(id))
                    .collect();
                if !wanted.is_empty() {
                    table.pending.extend(wanted.iter().copied());
                    jobs.push(Job::Rows(table.generation, wanted));
                }
            }
            TableRequest::Select(id) => {
                if table.selected != *id {
                    table.selected = *id;
                }
            }
            TableRequest::Open(id, how) => jobs.push(Job::Game(*id, *how)),
            TableRequest::Delete(ids) => {
                jobs.push(Job::Delete(ids.clone()));
                reorder = true;
            }
            TableRequest::Export(path) => {
                jobs.push(Job::Export(table.filter.clone(), path.clone()));
            }
        }
    }
    if reorder {
        table.generation += 1;
        table.rows.clear();
        table.pending.clear();
        table.asking = true;
        // Deletions and searches go first: the new list follows them.
        jobs.push(Job::Order {
            generation: table.generation,
            filter: table.filter.clone(),
            sort: table.sort,
            search: new_search,
        });
    }
    if jobs.is_empty() {
        return;
    }
    if asker.jobs.is_none() {
        let (sender, answers) = start(storage.library_path(), waker(proxy.as_ref()));
        asker.jobs = Some(sender);
        asker.answers = Some(Mutex::new(answers));
    }
    let Some(sender) = &asker.jobs else { return };
    for job in jobs {
        if sender.send(job).is_err() {
            table.asking = false;
            table.problem = Some(crate::text!("library-error-unavailable"));
            break;
        }
    }
}

fn take_answers(
    asker: Res<TableThread>,
    mut table: ResMut<GamesTable>,
    mut opened: MessageWriter<GameFromLibrary>,
) {
    let Some(answers) = &asker.answers else {
        return;
    };
    let answers = answers.lock().unwrap_or_else(|p| p.into_inner());
    while let Ok(answer) = answers.try_recv() {
        match answer {
            Answer::Order { generation, ids } => {
                if generation != table.generation {
                    continue;
                }
                table.asking = false;
                match ids {
                    Ok((ids, sources, total)) => {
                        if table.selected.is_some_and(|s| !ids.contains(&s)) {
                            table.selected = None;
                        }
                        table.ids = Some(ids);
                        table.sources = sources;
                        table.total = Some(total);
                        table.problem = None;
                    }
                    Err(e) => {
                        table.ids = Some(Vec::new());
                        table.problem = Some(e);
                    }
                }
            }
            Answer::Rows(generation, rows) => {
                if generation != table.generation {
                    continue;
                }
                match rows {
                    Ok(rows) => {
                        if table.rows.len() + rows.len() > KEPT_ROWS {
                            table.rows.clear();
                        }
                        for row in rows {
                            table.pending.remove(&row.id);
                            table.rows.insert(row.id, row);
                        }
                    }
                    Err(e) => table.problem = Some(e),
                }
            }
            Answer::Game(game) => match game {
                Ok((game, how)) => {
                    opened.write(GameFromLibrary(game, how));
                }
                Err(e) => table.problem = Some(e),
            },
            Answer::Deleted(gone) => {
                table.done = Some(gone.map_or_else(Done::Failed, Done::Deleted));
            }
            Answer::Exported(written) => {
                table.done = Some(written.map_or_else(Done::Failed, |(n, path, left_out)| {
                    Done::Exported(n, path, left_out)
                }));
            }
        }
    }
}

/// The table's thread: answers each job in turn; of several new lists
/// waiting, only the latest is made.
fn start(path: PathBuf, wake: Wake) -> (mpsc::Sender<Job>, mpsc::Receiver<Answer>) {
    let (jobs, inbox) = mpsc::channel::<Job>();
    let (tell, answers) = mpsc::channel::<Answer>();
    let spawned = std::thread::Builder::new()
        .name("library-table".into())
        .spawn(move || {
            let mut library = HeldLibrary::new(path);
            let mut queue: std::collections::VecDeque<Job> = std::collections::VecDeque::new();
            loop {
                queue.extend(inbox.try_iter());
                let job = match queue.pop_front() {
                    Some(job) => job,
                    None => match inbox.recv() {
                        Ok(job) => job,
                        Err(_) => return,
                    },
                };
                // A list another one replaces before it is shown is not
                // made (typing a name asks for one a key); its search is
                // handed on.
                let job = match job {
                    Job::Order { search, .. }
                        if queue.iter().any(|j| matches!(j, Job::Order { .. })) =>
                    {
                        if let Some(Job::Order { search: later, .. }) =
                            queue.iter_mut().find(|j| matches!(j, Job::Order { .. }))
                            && later.is_none()
                        {
                            *later = search;
                        }
                        continue;
                    }
                    job => job,
                };
                let answer = match library.get() {
                    Ok(library) => work(library, job),
                    Err(e) => Some(failed(job, e)),
                };
                if let Some(answer) = answer
                    && tell.send(answer).map(|()| wake()).is_err()
                {
                    return;
                }
            }
        });
    if let Err(e) = spawned {
        warn!("the library table's thread did not start: {e}");
    }
    (jobs, answers)
}

/// The answer to a job the library could not be opened for.
fn failed(job: Job, why: Phrase) -> Answer {
    match job {
        Job::Order { generation, .. } => Answer::Order {
            generation,
            ids: Err(why),
        },
        Job::Rows(generation, _) => Answer::Rows(generation, Err(why)),
        Job::Game(..) => Answer::Game(Err(why)),
        Job::Delete(_) => Answer::Deleted(Err(why)),
        Job::Export(..) => Answer::Exported(Err(why)),
    }
}

/// Does one job.
fn work(library: &mut Library, job: Job) -> Option<Answer> {
    let text = |e: crate::library::LibraryError| library_error_text(&e);
    Some(match job {
        Job::Order {
            generation,
            filter,
            sort,
            search,
        } => {
            let searched = match search {
                Some(Some(Search::Position(pos))) => library.find_position(&pos).map(|_| ()),
                Some(Some(Search::Material(m))) => library.find_material(&m).map(|_| ()),
                Some(None) => library.forget_found(),
                None => Ok(()),
            };
            let ids = searched
                .and_then(|()| library.game_ids(&filter, sort))
                .and_then(|ids| Ok((ids, library.sources()?, library.count()?)))
                .map_err(text);
            Answer::Order { generation, ids }
        }
        Job::Rows(generation, ids) => Answer::Rows(generation, library.rows(&ids).map_err(text)),
        Job::Game(id, how) => {
            Answer::Game(library.game(id).map(|g| (Box::new(g), how)).map_err(text))
        }
        Job::Delete(ids) => Answer::Deleted(library.delete_games(&ids).map_err(text)),
        Job::Export(filter, path) => Answer::Exported(
            export(library, &filter, &path)
                .map(|(n, left_out)| (n, path, left_out))
                .map_err(|e| crate::text!("library-error-file", why = e.to_string())),
        ),
    })
}

/// Writes the filtered games to `path` (a whole file, or nothing: written
/// beside it first, then moved into place).
fn export(
    library: &Library,
    filter: &Filter,
    path: &std::path::Path,
) -> std::io::Result<(u64, u64)> {
    let part = path.with_extension("pgn.part");
    let result = (|| {
        let file = std::fs::File::create(&part)?;
        let mut out = std::io::BufWriter::new(file);
        let written = library
            .export(filter, &mut out)
            .map_err(|e| std::io::Error::other(e.to_string()))?;
        std::io::Write::flush(&mut out)?;
        std::fs::rename(&part, path)?;
        Ok(written)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&part);
    }
    result
}
