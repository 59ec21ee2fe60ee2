//! External UCI engines (Stockfish and friends) as opponents.
//!
//! [`ExternalEngine`] runs any program that speaks the Universal Chess
//! Interface as a child process and asks it for moves. It is written for
//! engines that misbehave: every wait has a deadline, a crash or a hang
//! becomes an [`EngineError`] instead of a panic or a frozen game, output the
//! client does not understand is skipped, and every move the engine sends is
//! checked against [`crate::rules`] before it is returned.
//!
//! Two helper threads per engine keep the calling thread from ever blocking
//! on a pipe: one forwards the engine's standard output line by line into a
//! channel (read with timeouts), the other writes commands to its standard
//! input. Both end on their own when the engine process dies, and dropping
//! the [`ExternalEngine`] kills and reaps the process.
//!
//! ```no_run
//! use std::path::Path;
//! use std::sync::atomic::AtomicBool;
//! use std::time::Duration;
//! use rookery::engine::external::{ExternalEngine, Strength};
//! use rookery::rules::Position;
//!
//! let mut engine = ExternalEngine::start(Path::new("/usr/games/stockfish"), Strength::Elo(1500))?;
//! let stop = AtomicBool::new(false);
//! let mv = engine.best_move(&Position::startpos(), &[], Duration::from_millis(200), &stop)?;
//! println!("{} plays {mv}", engine.name());
//! engine.quit();
//! # Ok::<(), rookery::engine::external::EngineError>(())
//! ```

use std::fmt;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use super::{PvLine, Score, SearchInfo};
use crate::rules::{Color, Move, Position, Variant};

/// How long the engine has to answer `uci` with `uciok`.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(5);
/// How long the engine has to answer `isready` with `readyok` (it may be
/// allocating its hash table or clearing it for a new game).
const READY_TIMEOUT: Duration = Duration::from_secs(10);
/// Fixed part of the grace period after the move time runs out.
const MOVE_GRACE: Duration = Duration::from_secs(2);
/// How long to wait for `bestmove` after sending `stop`.
const STOP_GRACE: Duration = Duration::from_secs(1);
/// How long to wait for the previous, abandoned search to end.
const STALE_SEARCH_GRACE: Duration = Duration::from_secs(2);
/// How long to wait for the exit status of an engine that closed its output.
const EXIT_GRACE: Duration = Duration::from_millis(500);
/// How long [`ExternalEngine::quit`] lets the engine exit on its own.
const QUIT_GRACE: Duration = Duration::from_millis(500);
/// How often waits look at the stop flag.
const POLL: Duration = Duration::from_millis(20);
/// The longest move time honoured; longer requests are cut to this.
const MAX_MOVETIME: Duration = Duration::from_secs(24 * 60 * 60);
/// Longer output lines are cut to this many bytes (no UCI line is this long).
const MAX_LINE: usize = 64 * 1024;
/// Output lines buffered before the reader thread waits for the client.
const LINE_BUFFER: usize = 4096;

/// How long an engine searching a node count may take before it counts as
/// hung.
pub const NODES_DEADLINE: Duration = Duration::from_secs(120);

/// The limit of one search, as UCI's `go` gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Go {
    /// `go movetime`: think for this long (cut to a day).
    Movetime(Duration),
    /// `go nodes`: search about this many nodes.
    Nodes(u64),
    /// `go wtime btime winc binc`: the players' clocks and increments.
    Clock {
        /// White's time left.
        wtime: Duration,
        /// Black's time left.
        btime: Duration,
        /// White's increment per move.
        winc: Duration,
        /// Black's increment per move.
        binc: Duration,
    },
}

impl Go {
    /// The `go` command for `side` to move, and how long the engine has to
    /// answer before the grace period.
    fn command(&self, side: Color) -> (String, Duration) {
        let ms = |d: Duration| d.as_millis().max(1);
        match *self {
            Go::Movetime(t) => {
                let t = t.clamp(Duration::from_millis(1), MAX_MOVETIME);
                (format!("go movetime {}", t.as_millis()), t)
            }
            Go::Nodes(n) => (format!("go nodes {}", n.max(1)), NODES_DEADLINE),
            Go::Clock {
                wtime,
                btime,
                winc,
                binc,
            } => {
                let left = match side {
                    Color::White => wtime,
                    Color::Black => btime,
                };
                (
                    format!(
                        "go wtime {} btime {} winc {} binc {}",
                        ms(wtime),
                        ms(btime),
                        winc.as_millis(),
                        binc.as_millis()
                    ),
                    left.min(MAX_MOVETIME),
                )
            }
        }
    }
}

/// How strongly the engine should play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Strength {
    /// The engine's own settings (usually full strength).
    #[default]
    Default,
    /// A playing strength in Elo: `UCI_LimitStrength` on and `UCI_Elo` set,
    /// clamped to the range the engine advertises.
    Elo(u32),
    /// The engine's `Skill Level` option (Stockfish: 0 to 20), clamped to the
    /// range the engine advertises, or to 0..=20 if it advertises none.
    Skill(u8),
}

/// Why an external engine could not be started or did not produce a move.
///
/// The [`Display`](fmt::Display) text is a sentence a player can read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineError {
    /// No file at this path (nor, for a bare name, on the `PATH`).
    NotFound(PathBuf),
    /// The file exists but could not be run (not executable, a folder, not a
    /// program for this system...); the text says which file and why.
    Spawn(String),
    /// The engine exited or closed its output; the text says how and when.
    Crashed(String),
    /// The engine did not answer in time; the text says what it was asked to
    /// do, such as "answer 'uci' within 5 s".
    Timeout(&'static str),
    /// The engine answered with a move that is not legal in the position (or
    /// with no move although legal moves exist).
    IllegalMove(String),
    /// The exchange with the engine cannot go on as UCI says it should.
    Protocol(String),
    /// The caller's stop flag was raised before the engine chose a move.
    Stopped,
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::NotFound(path) => write!(f, "no engine found at {}", path.display()),
            EngineError::Spawn(why) => write!(f, "could not start the engine: {why}"),
            EngineError::Crashed(why) => write!(f, "the engine crashed: {why}"),
            EngineError::Timeout(what) => write!(f, "the engine did not {what}"),
            EngineError::IllegalMove(what) => {
                write!(f, "the engine played an illegal move: {what}")
            }
            EngineError::Protocol(what) => {
                write!(f, "the engine does not follow the UCI protocol: {what}")
            }
            EngineError::Stopped => write!(f, "the engine was stopped before it chose a move"),
        }
    }
}

impl std::error::Error for EngineError {}

/// Something the player may want to know about how an engine was set up:
/// an option it lacks, a value brought into its range. Its
/// [`Display`](fmt::Display) is an English sentence; a window in another
/// language writes its own from the variant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineNote {
    /// The engine has no option of this name, so it was not set.
    NoOption {
        /// The engine's name.
        engine: String,
        /// The option asked for.
        option: String,
    },
    /// The engine has no `MultiPV` option: it shows one line.
    NoMultiPv {
        /// The engine's name.
        engine: String,
    },
    /// The engine has no `UCI_Elo` option: it plays at full strength.
    NoElo {
        /// The engine's name.
        engine: String,
    },
    /// The Elo asked for was outside the engine's range.
    EloClamped {
        /// The engine's name.
        engine: String,
        /// Its lowest Elo.
        min: i64,
        /// Its highest Elo.
        max: i64,
        /// The Elo asked for.
        wanted: i64,
        /// The Elo set.
        set: i64,
    },
    /// The engine has no `UCI_LimitStrength` option: it plays at full
    /// strength.
    NoLimitStrength {
        /// The engine's name.
        engine: String,
    },
    /// The engine has no `Skill Level` option: it plays at full strength.
    NoSkill {
        /// The engine's name.
        engine: String,
    },
    /// The skill level asked for was outside the engine's range.
    SkillClamped {
        /// The engine's name.
        engine: String,
        /// Its lowest level.
        min: i64,
        /// Its highest level.
        max: i64,
        /// The level asked for.
        wanted: i64,
        /// The level set.
        set: i64,
    },
}

impl fmt::Display for EngineNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineNote::NoOption { engine, option } => {
                write!(f, "{engine} has no '{option}' option, so it was not set")
            }
            EngineNote::NoMultiPv { engine } => {
                write!(f, "{engine} has no 'MultiPV' option: it shows one line")
            }
            EngineNote::NoElo { engine } => write!(
                f,
                "{engine} cannot limit its strength by Elo (no UCI_Elo option), so it plays at full strength"
            ),
            EngineNote::EloClamped {
                engine,
                min,
                max,
                wanted,
                set,
            } => write!(
                f,
                "{engine} plays between Elo {min} and {max}, so Elo {wanted} became {set}"
            ),
            EngineNote::NoLimitStrength { engine } => write!(
                f,
                "{engine} has no UCI_LimitStrength option, so it cannot be weakened and plays at full strength"
            ),
            EngineNote::NoSkill { engine } => write!(
                f,
                "{engine} has no 'Skill Level' option, so it plays at full strength"
            ),
            EngineNote::SkillClamped {
                engine,
                min,
                max,
                wanted,
                set,
            } => write!(
                f,
                "{engine}'s skill levels go from {min} to {max}, so skill {wanted} became {set}"
            ),
        }
    }
}

/// One `option` line of the engine's `uci` answer (the parts used here).
#[derive(Debug, Clone)]
struct UciOption {
    /// The name as the engine spells it (UCI names are case-insensitive).
    name: String,
    /// `spin`, `check`, `combo`, `button` or `string`.
    kind: String,
    /// The advertised minimum of a `spin` option.
    min: Option<i64>,
    /// The advertised maximum of a `spin` option.
    max: Option<i64>,
}

impl UciOption {
    /// Parses `option name <name> type <kind> [default <x>] [min <a>] [max <b>] [var <v>]*`.
    fn parse(line: &str) -> Option<UciOption> {
        let mut tokens = line.split_whitespace();
        if tokens.next() != Some("option") || tokens.next() != Some("name") {
            return None;
        }
        let mut name = Vec::new();
        let mut kind = None;
        for token in tokens.by_ref() {
            if token == "type" {
                kind = tokens.next();
                break;
            }
            name.push(token);
        }
        let kind = kind?;
        if name.is_empty() {
            return None;
        }
        let (mut min, mut max) = (None, None);
        let mut key = "";
        for token in tokens {
            match token {
                "default" | "min" | "max" | "var" => key = token,
                value => match key {
                    "min" => min = value.parse().ok(),
                    "max" => max = value.parse().ok(),
                    _ => {}
                },
            }
        }
        Some(UciOption {
            name: name.join(" "),
            kind: kind.to_string(),
            min,
            max,
        })
    }
}

/// What a wait for the engine's next line produced.
enum Event {
    /// A line of output (without its line ending).
    Line(String),
    /// The deadline passed.
    Timeout,
    /// The caller's stop flag is raised.
    Stop,
}

/// A running UCI engine, ready to be asked for moves.
///
/// Owns the child process: dropping the value kills and reaps it (use
/// [`ExternalEngine::quit`] to let it exit on its own first). The value is
/// `Send` and `Sync`, so it can live in a game resource or move to a worker
/// thread for the (blocking) [`ExternalEngine::best_move`].
pub struct ExternalEngine {
    /// The path as the caller gave it, for messages.
    path: PathBuf,
    /// The engine's `id name`, or the file name if it sent none.
    name: String,
    child: Child,
    /// Commands for the writer thread; `None` once standard input is closed.
    commands: Option<Sender<String>>,
    /// Raised by the writer thread when a write fails (broken pipe).
    write_failed: Arc<AtomicBool>,
    /// Output lines from the reader thread (in a mutex only to make the
    /// engine `Sync`; it is never contended).
    lines: Mutex<Receiver<String>>,
    options: Vec<UciOption>,
    notes: Vec<EngineNote>,
    /// Set once the engine has crashed: the description of the crash.
    dead: Option<String>,
    /// Whether the process has been waited for.
    reaped: bool,
    /// Whether `ucinewgame` is due before the next search.
    new_game_due: bool,
    /// Whether a `go` may still be running (its `bestmove` not yet read).
    searching: bool,
    /// The last score the engine gave in its last search.
    last_score: Option<Score>,
    /// The MultiPV value last sent (1, the UCI default, before any).
    multipv: usize,
    /// The UCI_Chess960 value last sent (false, the default, before any).
    chess960: bool,
}

impl fmt::Debug for ExternalEngine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ExternalEngine")
            .field("path", &self.path)
            .field("name", &self.name)
            .field("pid", &self.child.id())
            .field("dead", &self.dead)
            .finish_non_exhaustive()
    }
}

impl ExternalEngine {
    /// Starts the engine at `path` and makes it ready to play.
    ///
    /// `path` may be absolute or relative to the current directory; a bare
    /// name that is not a file here (`stockfish`) is looked up on the `PATH`.
    /// The engine runs in the folder that holds it, with its standard error
    /// discarded. This does the `uci`/`uciok` handshake (5 s), records the
    /// engine's name and options, applies `strength` (see [`Strength`]; an
    /// option the engine lacks is skipped and recorded in
    /// [`ExternalEngine::notes`]), then waits for `readyok` (10 s).
    ///
    /// # Errors
    /// [`EngineError::NotFound`] if there is no such file,
    /// [`EngineError::Spawn`] if it cannot be run, and
    /// [`EngineError::Crashed`], [`EngineError::Timeout`] or
    /// [`EngineError::Protocol`] if the handshake fails. The process is
    /// killed in every error case.
    pub fn start(path: &Path, strength: Strength) -> Result<ExternalEngine, EngineError> {
        ExternalEngine::start_with_args(path, &[], strength)
    }

    /// [`ExternalEngine::start`] with arguments for the program (such as
    /// `uci` for `rookery uci`).
    ///
    /// # Errors
    /// As [`ExternalEngine::start`].
    pub fn start_with_args(
        path: &Path,
        args: &[String],
        strength: Strength,
    ) -> Result<ExternalEngine, EngineError> {
        let program = resolve(path)?;
        let mut command = Command::new(&program);
        command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        if let Some(dir) = program.parent() {
            command.current_dir(dir);
        }
        #[cfg(windows)]
        {
            use std::os::windows::process::CommandExt;
            /// `CREATE_NO_WINDOW`: no console window for console engines.
            const CREATE_NO_WINDOW: u32 = 0x0800_0000;
            command.creation_flags(CREATE_NO_WINDOW);
        }
        let mut child = spawn(&mut command, path)?;

        let (stdin, stdout) = match (child.stdin.take(), child.stdout.take()) {
            (Some(stdin), Some(stdout)) => (stdin, stdout),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(EngineError::Spawn(format!(
                    "{}: no pipes to talk to it",
                    path.display()
                )));
            }
        };
        let write_failed = Arc::new(AtomicBool::new(false));
        let (commands, lines) = match start_threads(stdin, stdout, Arc::clone(&write_failed)) {
            Ok(channels) => channels,
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(EngineError::Spawn(format!(
                    "{}: could not start a thread to talk to it: {e}",
                    path.display()
                )));
            }
        };
        let fallback_name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| path.display().to_string());

        // From here on, dropping `engine` (on any error) kills the process.
        let mut engine = ExternalEngine {
            path: path.to_path_buf(),
            name: fallback_name,
            child,
            commands: Some(commands),
            write_failed,
            lines: Mutex::new(lines),
            options: Vec::new(),
            notes: Vec::new(),
            dead: None,
            reaped: false,
            new_game_due: true,
            searching: false,
            last_score: None,
            multipv: 1,
            chess960: false,
        };
        engine.handshake()?;
        engine.apply_strength(strength)?;
        engine.wait_ready(
            "answer 'isready' within 10 s",
            "getting ready after the handshake",
            None,
        )?;
        Ok(engine)
    }

    /// The engine's name, from its `id name` line (or its file name if it
    /// sent none).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The path the engine was started from, as given to
    /// [`ExternalEngine::start`].
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Things the player may want to know about how the engine was set up:
    /// a strength option it lacks, a value clamped to its range...
    pub fn notes(&self) -> &[EngineNote] {
        &self.notes
    }

    /// Sets an engine option by its name (matched without regard to case, as
    /// UCI says). Returns `false`, and records a note, if the engine does
    /// not advertise the option; nothing is sent then.
    ///
    /// # Errors
    /// [`EngineError::Crashed`] if the engine is no longer running.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<bool, EngineError> {
        let Some(option) = self.option(name).cloned() else {
            self.notes.push(EngineNote::NoOption {
                engine: self.name.clone(),
                option: name.to_string(),
            });
            return Ok(false);
        };
        self.send(
            &format!("setoption name {} value {value}", option.name),
            "setting its options",
        )?;
        Ok(true)
    }

    /// Marks the start of a new game: the next [`ExternalEngine::best_move`]
    /// sends `ucinewgame` first. (The first search after
    /// [`ExternalEngine::start`] always does.)
    pub fn new_game(&mut self) {
        self.new_game_due = true;
    }

    /// Asks the engine for its move in the position reached by playing
    /// `moves` from `start`, thinking for `movetime`.
    ///
    /// Sends `ucinewgame` (and waits for `readyok`) if a new game is due,
    /// then `position` and `go movetime`, and waits for `bestmove` for at most
    /// `movetime` plus a grace of 2 s and half of `movetime`. `stop` is
    /// looked at every 20 ms: once it is raised the engine is told to `stop`,
    /// its answer is awaited briefly and thrown away, and the result is
    /// [`EngineError::Stopped`]. The answer is checked against the rules.
    ///
    /// # Errors
    /// - [`EngineError::IllegalMove`] if the engine's move is not legal here,
    ///   or it answers `0000`/`(none)` although there are legal moves;
    /// - [`EngineError::Timeout`] if it does not answer in time (it is told
    ///   to stop; the engine is still usable if it recovers);
    /// - [`EngineError::Crashed`] if it exits (then every later call fails
    ///   the same way);
    /// - [`EngineError::Stopped`] if `stop` was raised;
    /// - [`EngineError::Protocol`] if `moves` are not legal from `start`,
    ///   the position has no legal move to ask for, or the `bestmove` line
    ///   holds no move.
    pub fn best_move(
        &mut self,
        start: &Position,
        moves: &[Move],
        movetime: Duration,
        stop: &AtomicBool,
    ) -> Result<Move, EngineError> {
        self.go(start, moves, &Go::Movetime(movetime), stop)
    }

    /// The last score the engine sent (`info ... score`) in its last
    /// search, from its own side; `None` if it sent none.
    pub fn last_score(&self) -> Option<Score> {
        self.last_score
    }

    /// [`ExternalEngine::best_move`] with any of UCI's limits: a move time,
    /// a node count or the players' clocks. The engine must answer within
    /// the time the limit gives it plus a grace period (for a node count,
    /// [`NODES_DEADLINE`]).
    ///
    /// # Errors
    /// As [`ExternalEngine::best_move`].
    pub fn go(
        &mut self,
        start: &Position,
        moves: &[Move],
        limit: &Go,
        stop: &AtomicBool,
    ) -> Result<Move, EngineError> {
        let (command, position) = self.prepare(start, moves, stop)?;
        let (go, allowed) = limit.command(position.side_to_move());
        let grace = MOVE_GRACE.saturating_add(allowed / 2);
        self.send(&command, "receiving the position")?;
        self.send(&go, "starting to think")?;
        self.searching = true;
        self.last_score = None;
        let deadline = deadline_after(allowed.saturating_add(grace));

        let answer = loop {
            match self.next_line(deadline, Some(stop), "thinking about its move")? {
                Event::Line(line) => {
                    if let Some(score) = info_score(&line) {
                        self.last_score = Some(score);
                    }
                    if let Some(answer) = bestmove(&line) {
                        self.searching = false;
                        break answer;
                    }
                }
                Event::Stop => {
                    self.stop_search("stopping its search")?;
                    return Err(EngineError::Stopped);
                }
                Event::Timeout => {
                    self.stop_search("stopping its search after running out of time")?;
                    return Err(EngineError::Timeout(
                        "send its move in time (move time plus a grace period)",
                    ));
                }
            }
        };

        let Some(text) = answer else {
            return Err(EngineError::Protocol(
                "its 'bestmove' line holds no move".to_string(),
            ));
        };
        if matches!(text.as_str(), "0000" | "(none)" | "none" | "null") {
            return Err(EngineError::IllegalMove(format!(
                "'{text}' (no move) although there are legal moves in {}",
                position.to_fen()
            )));
        }
        position.parse_uci(&text).map_err(|_| {
            EngineError::IllegalMove(format!("'{text}' in the position {}", position.to_fen()))
        })
    }

    /// Analyses the position reached by playing `moves` from `start` until
    /// `stop` is raised or the engine has finished `depth` (`go depth N`;
    /// `None`: `go infinite`, until stopped), with `lines` best lines when the
    /// engine has a MultiPV option (one line otherwise, with a note).
    /// `on_info` is called whenever a line deepens, with every line known
    /// so far, best first, scores from the side to move's view. Bound
    /// scores (`lowerbound`, `upperbound`) are skipped, and a line is cut
    /// at its first move that is not legal.
    ///
    /// # Errors
    /// As [`ExternalEngine::best_move`], except that raising `stop` ends
    /// the analysis with `Ok`.
    pub fn analyse(
        &mut self,
        start: &Position,
        moves: &[Move],
        lines: usize,
        depth: Option<u32>,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> Result<(), EngineError> {
        let (command, position) = self.prepare(start, moves, stop)?;
        let wanted = lines.max(1);
        let lines = if self.option("MultiPV").is_some() {
            if self.multipv != wanted {
                self.send(
                    &format!("setoption name MultiPV value {wanted}"),
                    "setting its number of lines",
                )?;
                self.multipv = wanted;
            }
            wanted
        } else {
            if wanted > 1
                && !self
                    .notes
                    .iter()
                    .any(|n| matches!(n, EngineNote::NoMultiPv { .. }))
            {
                self.notes.push(EngineNote::NoMultiPv {
                    engine: self.name.clone(),
                });
            }
            1
        };
        self.send(&command, "receiving the position")?;
        let go = match depth {
            Some(depth) => format!("go depth {}", depth.max(1)),
            None => String::from("go infinite"),
        };
        self.send(&go, "starting to analyse")?;
        self.searching = true;
        let began = Instant::now();
        let mut found: Vec<Option<PvLine>> = vec![None; lines];
        let mut depth = 0;
        let deadline = deadline_after(MAX_MOVETIME);
        loop {
            match self.next_line(deadline, Some(stop), "analysing")? {
                Event::Line(line) => {
                    if bestmove(&line).is_some() {
                        // An engine that reaches the depth asked for, or
                        // ends `go infinite` on its own (a mate found, a
                        // table base hit), is done.
                        self.searching = false;
                        return Ok(());
                    }
                    let Some(info) = info_line(&line, &position) else {
                        continue;
                    };
                    if info.multipv > lines {
                        continue;
                    }
                    let slot = info.multipv.max(1) - 1;
                    if slot == 0 {
                        depth = info.depth;
                    }
                    found[slot] = Some(info.line);
                    let known: Vec<PvLine> = found.iter().flatten().cloned().collect();
                    let time = began.elapsed();
                    on_info(&SearchInfo {
                        depth,
                        score: known[0].score,
                        nodes: info.nodes,
                        nps: info.nps,
                        time,
                        pv: known[0].moves.clone(),
                        lines: known,
                    });
                }
                Event::Stop => {
                    self.stop_search("stopping its analysis")?;
                    return Ok(());
                }
                Event::Timeout => {
                    self.stop_search("stopping its analysis after a day")?;
                    return Ok(());
                }
            }
        }
    }

    /// Gets the engine ready for a search of the position reached by
    /// `moves` from `start`: ends a stale search, starts a new game if one
    /// is due. Returns the `position` command and the position.
    fn prepare(
        &mut self,
        start: &Position,
        moves: &[Move],
        stop: &AtomicBool,
    ) -> Result<(String, Position), EngineError> {
        if let Some(why) = &self.dead {
            return Err(EngineError::Crashed(why.clone()));
        }
        let chess960 = start.variant() == Variant::Chess960;
        let switch_960 = match self.option("UCI_Chess960") {
            _ if chess960 == self.chess960 => None,
            Some(option) => Some(format!("setoption name {} value {chess960}", option.name)),
            None => {
                return Err(EngineError::Protocol(format!(
                    "{} does not play Chess960: it has no 'UCI_Chess960' option",
                    self.name
                )));
            }
        };
        let mut position = *start;
        let mut command = if *start == Position::startpos() {
            String::from("position startpos")
        } else {
            format!("position fen {}", start.to_fen())
        };
        if !moves.is_empty() {
            command.push_str(" moves");
        }
        for (i, mv) in moves.iter().enumerate() {
            if position.try_play(mv).is_err() {
                return Err(EngineError::Protocol(format!(
                    "cannot describe the game to the engine: move {} ({mv}) is not legal in {}",
                    i + 1,
                    position.to_fen()
                )));
            }
            command.push(' ');
            command.push_str(&mv.to_uci());
        }
        if !position.has_legal_moves() {
            return Err(EngineError::Protocol(format!(
                "there is no move to ask for: the game is over in {}",
                position.to_fen()
            )));
        }
        if stop.load(Ordering::Relaxed) {
            return Err(EngineError::Stopped);
        }

        self.finish_stale_search()?;
        self.drain()?;
        if let Some(command) = switch_960 {
            self.send(&command, "switching Chess960 on or off")?;
            self.chess960 = chess960;
        }
        if self.new_game_due {
            self.new_game_due = false;
            self.send("ucinewgame", "starting a new game")?;
            self.wait_ready(
                "answer 'isready' within 10 s after 'ucinewgame'",
                "starting a new game",
                Some(stop),
            )?;
        }

        Ok((command, position))
    }

    /// Asks the engine to `quit`, gives it half a second to exit, then kills
    /// it; the process is reaped either way.
    pub fn quit(mut self) {
        self.shutdown(QUIT_GRACE);
    }

    /// The `uci` handshake: collects the name and options until `uciok`.
    fn handshake(&mut self) -> Result<(), EngineError> {
        const DOING: &str = "answering 'uci'";
        self.send("uci", DOING)?;
        let deadline = deadline_after(HANDSHAKE_TIMEOUT);
        loop {
            match self.next_line(deadline, None, DOING)? {
                Event::Line(line) => {
                    let mut tokens = line.split_whitespace();
                    match (tokens.next(), tokens.next()) {
                        (Some("uciok"), _) => return Ok(()),
                        (Some("id"), Some("name")) => {
                            let name = tokens.collect::<Vec<_>>().join(" ");
                            if !name.is_empty() {
                                self.name = name;
                            }
                        }
                        (Some("option"), _) => {
                            if let Some(option) = UciOption::parse(&line) {
                                self.options.push(option);
                            }
                        }
                        _ => {}
                    }
                }
                Event::Timeout | Event::Stop => {
                    return Err(EngineError::Timeout("answer 'uci' within 5 s"));
                }
            }
        }
    }

    /// The advertised option called `name` (case-insensitive).
    fn option(&self, name: &str) -> Option<&UciOption> {
        self.options
            .iter()
            .find(|o| o.name.eq_ignore_ascii_case(name))
    }

    /// Sends the `setoption` commands for `strength`, noting what is missing.
    fn apply_strength(&mut self, strength: Strength) -> Result<(), EngineError> {
        const DOING: &str = "setting its playing strength";
        match strength {
            Strength::Default => {}
            Strength::Elo(elo) => {
                let Some(option) = self.option("UCI_Elo").cloned() else {
                    self.notes.push(EngineNote::NoElo {
                        engine: self.name.clone(),
                    });
                    return Ok(());
                };
                let wanted = i64::from(elo);
                let value = clamp(wanted, option.min, option.max);
                if value != wanted {
                    self.notes.push(EngineNote::EloClamped {
                        engine: self.name.clone(),
                        min: option.min.unwrap_or(value),
                        max: option.max.unwrap_or(value),
                        wanted,
                        set: value,
                    });
                }
                match self.option("UCI_LimitStrength").cloned() {
                    Some(limit) => {
                        self.send(&format!("setoption name {} value true", limit.name), DOING)?
                    }
                    None => self.notes.push(EngineNote::NoLimitStrength {
                        engine: self.name.clone(),
                    }),
                }
                self.send(
                    &format!("setoption name {} value {value}", option.name),
                    DOING,
                )?;
            }
            Strength::Skill(skill) => {
                let Some(option) = self.option("Skill Level").cloned() else {
                    self.notes.push(EngineNote::NoSkill {
                        engine: self.name.clone(),
                    });
                    return Ok(());
                };
                let (min, max) =
                    if option.kind == "spin" && (option.min, option.max) != (None, None) {
                        (option.min, option.max)
                    } else {
                        (Some(0), Some(20))
                    };
                let wanted = i64::from(skill);
                let value = clamp(wanted, min, max);
                if value != wanted {
                    self.notes.push(EngineNote::SkillClamped {
                        engine: self.name.clone(),
                        min: min.unwrap_or(value),
                        max: max.unwrap_or(value),
                        wanted,
                        set: value,
                    });
                }
                self.send(
                    &format!("setoption name {} value {value}", option.name),
                    DOING,
                )?;
            }
        }
        Ok(())
    }

    /// Sends `isready` and waits for `readyok`.
    fn wait_ready(
        &mut self,
        timeout: &'static str,
        doing: &'static str,
        stop: Option<&AtomicBool>,
    ) -> Result<(), EngineError> {
        self.send("isready", doing)?;
        let deadline = deadline_after(READY_TIMEOUT);
        loop {
            match self.next_line(deadline, stop, doing)? {
                Event::Line(line) => {
                    if line.split_whitespace().next() == Some("readyok") {
                        return Ok(());
                    }
                }
                Event::Stop => return Err(EngineError::Stopped),
                Event::Timeout => return Err(EngineError::Timeout(timeout)),
            }
        }
    }

    /// Sends `stop` and waits briefly for the `bestmove` that ends the
    /// search; if it does not come, the next search waits for it again.
    fn stop_search(&mut self, doing: &'static str) -> Result<(), EngineError> {
        self.send("stop", doing)?;
        let deadline = deadline_after(STOP_GRACE);
        loop {
            match self.next_line(deadline, None, doing)? {
                Event::Line(line) => {
                    if bestmove(&line).is_some() {
                        self.searching = false;
                        return Ok(());
                    }
                }
                Event::Timeout | Event::Stop => return Ok(()),
            }
        }
    }

    /// Waits for the end of a search that was abandoned earlier, so its
    /// `bestmove` is not mistaken for the answer to the next `go`.
    fn finish_stale_search(&mut self) -> Result<(), EngineError> {
        if !self.searching {
            return Ok(());
        }
        const DOING: &str = "finishing its previous search";
        self.send("stop", DOING)?;
        let deadline = deadline_after(STALE_SEARCH_GRACE);
        loop {
            match self.next_line(deadline, None, DOING)? {
                Event::Line(line) => {
                    if bestmove(&line).is_some() {
                        self.searching = false;
                        return Ok(());
                    }
                }
                Event::Timeout | Event::Stop => {
                    return Err(EngineError::Timeout(
                        "finish its previous search when told to 'stop'",
                    ));
                }
            }
        }
    }

    /// Throws away output left over from earlier exchanges (a bounded
    /// amount: an engine that never stops talking cannot keep this busy).
    fn drain(&mut self) -> Result<(), EngineError> {
        for _ in 0..2 * LINE_BUFFER {
            let received = receiver(&mut self.lines).try_recv();
            match received {
                Ok(_) => {}
                Err(TryRecvError::Empty) => return Ok(()),
                Err(TryRecvError::Disconnected) => {
                    return Err(self.crashed("waiting for its next search"));
                }
            }
        }
        Ok(())
    }

    /// The next output line, unless `deadline` passes or `stop` is raised
    /// first (looked at every [`POLL`]).
    fn next_line(
        &mut self,
        deadline: Instant,
        stop: Option<&AtomicBool>,
        doing: &'static str,
    ) -> Result<Event, EngineError> {
        loop {
            if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
                return Ok(Event::Stop);
            }
            let now = Instant::now();
            if now >= deadline {
                return Ok(Event::Timeout);
            }
            let wait = deadline.saturating_duration_since(now).min(POLL);
            let received = receiver(&mut self.lines).recv_timeout(wait);
            match received {
                Ok(line) => return Ok(Event::Line(line)),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return Err(self.crashed(doing)),
            }
        }
    }

    /// Sends one command line.
    fn send(&mut self, command: &str, doing: &'static str) -> Result<(), EngineError> {
        if let Some(why) = &self.dead {
            return Err(EngineError::Crashed(why.clone()));
        }
        let sent = !self.write_failed.load(Ordering::Relaxed)
            && self
                .commands
                .as_ref()
                .is_some_and(|c| c.send(format!("{command}\n")).is_ok());
        if sent {
            Ok(())
        } else {
            Err(self.crashed(doing))
        }
    }

    /// Records that the engine is gone (waiting briefly for its exit status,
    /// killing it if it lingers) and returns the error to report.
    fn crashed(&mut self, doing: &'static str) -> EngineError {
        if let Some(why) = &self.dead {
            return EngineError::Crashed(why.clone());
        }
        self.commands = None;
        let why = match self.wait_exit(EXIT_GRACE) {
            Some(status) => format!("it exited ({}) while {doing}", describe(status)),
            None => {
                let _ = self.child.kill();
                let _ = self.child.wait();
                format!("it stopped talking while {doing}")
            }
        };
        self.reaped = true;
        self.dead = Some(why.clone());
        EngineError::Crashed(why)
    }

    /// Polls for the process's exit for up to `grace`.
    fn wait_exit(&mut self, grace: Duration) -> Option<ExitStatus> {
        let deadline = deadline_after(grace);
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(5)),
                Ok(None) | Err(_) => return None,
            }
        }
    }

    /// Ends the process: `quit` and up to `grace` to exit, then a kill; reaps it.
    fn shutdown(&mut self, grace: Duration) {
        if self.reaped {
            return;
        }
        if !grace.is_zero()
            && self.dead.is_none()
            && let Some(commands) = &self.commands
        {
            let _ = commands.send("quit\n".to_string());
        }
        // Closes standard input once the writer has sent what is queued.
        self.commands = None;
        if grace.is_zero() || self.wait_exit(grace).is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
        self.reaped = true;
    }
}

impl Drop for ExternalEngine {
    /// Kills the engine process and reaps it.
    fn drop(&mut self) {
        self.shutdown(Duration::ZERO);
    }
}

/// The receiver inside its mutex (a poisoned mutex is still usable: the
/// receiver holds no invariant a panic could break).
fn receiver(lines: &mut Mutex<Receiver<String>>) -> &mut Receiver<String> {
    match lines.get_mut() {
        Ok(rx) => rx,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// The score of an `info` line (`score cp 35`, `score mate -3`), from the
/// engine's side; a bound (`lowerbound`, `upperbound`) is taken as it is.
fn info_score(line: &str) -> Option<Score> {
    let mut tokens = line.split_whitespace();
    if tokens.next() != Some("info") {
        return None;
    }
    let tokens: Vec<&str> = tokens.collect();
    let at = tokens.iter().position(|t| *t == "score")?;
    let value: i32 = tokens.get(at + 2)?.parse().ok()?;
    match *tokens.get(at + 1)? {
        "cp" => Some(Score::Cp(value)),
        "mate" => Some(Score::Mate(value)),
        _ => None,
    }
}

/// What one `info` line of an analysis says about a line.
struct LineInfo {
    depth: u32,
    /// The line's number (1 for the best, and when not given).
    multipv: usize,
    nodes: u64,
    nps: u64,
    line: PvLine,
}

/// Reads an `info` line that has a depth, an exact score and a principal
/// variation; the variation is cut at its first move not legal in turn
/// from `position`, and a line whose first move is not legal is skipped.
fn info_line(line: &str, position: &Position) -> Option<LineInfo> {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    if tokens.first() != Some(&"info") {
        return None;
    }
    let after = |word: &str| {
        tokens
            .iter()
            .position(|t| *t == word)
            .and_then(|i| tokens.get(i + 1))
    };
    let number = |word: &str| after(word).and_then(|t| t.parse::<u64>().ok());
    if tokens
        .iter()
        .any(|t| *t == "lowerbound" || *t == "upperbound")
    {
        return None;
    }
    let score = info_score(line)?;
    let depth = u32::try_from(number("depth")?).ok()?;
    let pv_at = tokens.iter().position(|t| *t == "pv")?;
    let mut pos = *position;
    let mut moves = Vec::new();
    for text in &tokens[pv_at + 1..] {
        let Ok(mv) = pos.parse_uci(text) else { break };
        pos.play_unchecked(&mv);
        moves.push(mv);
    }
    if moves.is_empty() {
        return None;
    }
    Some(LineInfo {
        depth,
        multipv: number("multipv").map_or(1, |n| usize::try_from(n).unwrap_or(usize::MAX)),
        nodes: number("nodes").unwrap_or(0),
        nps: number("nps").unwrap_or(0),
        line: PvLine { score, moves },
    })
}

/// `Some(move)` for a `bestmove` line (`Some(None)` if it holds no move).
fn bestmove(line: &str) -> Option<Option<String>> {
    let mut tokens = line.split_whitespace();
    (tokens.next() == Some("bestmove")).then(|| tokens.next().map(str::to_string))
}

/// `value` within the advertised bounds (either may be missing).
fn clamp(value: i64, min: Option<i64>, max: Option<i64>) -> i64 {
    let value = min.map_or(value, |m| value.max(m));
    max.map_or(value, |m| value.min(m))
}

/// Now plus `d`, or a day from now if that overflows.
fn deadline_after(d: Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(d)
        .or_else(|| now.checked_add(Duration::from_secs(24 * 60 * 60)))
        .unwrap_or(now)
}

/// An exit status in words: "exit status 3", "killed by signal 11".
fn describe(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("exit status {code}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return format!("killed by signal {signal}");
        }
    }
    status.to_string()
}

/// The file to run for `path`: the file itself, or for a bare name that is
/// not a file here, the first match on the `PATH`. Checks that it can run.
fn resolve(path: &Path) -> Result<PathBuf, EngineError> {
    let not_found = || EngineError::NotFound(path.to_path_buf());
    if path.as_os_str().is_empty() {
        return Err(not_found());
    }
    let found = if path.exists() {
        path.to_path_buf()
    } else if path.components().count() == 1 && !path.has_root() {
        std::env::var_os("PATH")
            .and_then(|dirs| {
                std::env::split_paths(&dirs)
                    .map(|dir| dir.join(path))
                    .find(|candidate| candidate.is_file())
            })
            .ok_or_else(not_found)?
    } else {
        return Err(not_found());
    };
    let metadata = std::fs::metadata(&found)
        .map_err(|e| EngineError::Spawn(format!("{}: {e}", path.display())))?;
    if metadata.is_dir() {
        return Err(EngineError::Spawn(format!(
            "{} is a folder, not a program",
            path.display()
        )));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if metadata.permissions().mode() & 0o111 == 0 {
            return Err(EngineError::Spawn(format!(
                "{} is not executable (it lacks execute permission)",
                path.display()
            )));
        }
    }
    // Absolute, so that running it in its own folder does not change which
    // file a relative path names.
    Ok(std::fs::canonicalize(&found)
        .or_else(|_| std::path::absolute(&found))
        .unwrap_or(found))
}

/// Spawns the engine, retrying briefly if the file is busy (ETXTBSY: it was
/// just written, and another thread's fork still holds it open).
fn spawn(command: &mut Command, path: &Path) -> Result<Child, EngineError> {
    /// Linux's "text file busy".
    const ETXTBSY: i32 = 26;
    let mut attempts = 0;
    loop {
        match command.spawn() {
            Ok(child) => return Ok(child),
            Err(e) if cfg!(unix) && e.raw_os_error() == Some(ETXTBSY) && attempts < 10 => {
                attempts += 1;
                thread::sleep(Duration::from_millis(20));
            }
            Err(e) => {
                let why = match (e.kind(), e.raw_os_error()) {
                    (std::io::ErrorKind::NotFound, _) => {
                        return Err(EngineError::NotFound(path.to_path_buf()));
                    }
                    (std::io::ErrorKind::PermissionDenied, _) => {
                        "is not executable (permission denied)".to_string()
                    }
                    (_, Some(8)) if cfg!(unix) => {
                        "is not a program this system can run".to_string()
                    }
                    _ => format!("could not be run: {e}"),
                };
                return Err(EngineError::Spawn(format!("{} {why}", path.display())));
            }
        }
    }
}

/// Starts the writer and reader threads; returns the command sender and the
/// line receiver.
fn start_threads(
    mut stdin: ChildStdin,
    stdout: impl Read + Send + 'static,
    write_failed: Arc<AtomicBool>,
) -> std::io::Result<(Sender<String>, Receiver<String>)> {
    let (command_tx, command_rx) = mpsc::channel::<String>();
    let (line_tx, line_rx) = mpsc::sync_channel::<String>(LINE_BUFFER);
    thread::Builder::new()
        .name("uci-engine-writer".to_string())
        .spawn(move || {
            for command in command_rx {
                if stdin
                    .write_all(command.as_bytes())
                    .and_then(|()| stdin.flush())
                    .is_err()
                {
                    write_failed.store(true, Ordering::Relaxed);
                    break;
                }
            }
        })?;
    thread::Builder::new()
        .name("uci-engine-reader".to_string())
        .spawn(move || read_lines(stdout, line_tx))?;
    Ok((command_tx, line_rx))
}

/// Forwards the engine's output line by line (lines cut at [`MAX_LINE`]
/// bytes, invalid UTF-8 replaced) until it ends or the client goes away.
fn read_lines(stdout: impl Read, lines: SyncSender<String>) {
    let mut reader = BufReader::new(stdout);
    let mut line: Vec<u8> = Vec::new();
    let emit = |line: &mut Vec<u8>| {
        let text = String::from_utf8_lossy(line).trim_end().to_string();
        line.clear();
        lines.send(text).is_ok()
    };
    loop {
        let buf = match reader.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        };
        if buf.is_empty() {
            if !line.is_empty() {
                let _ = emit(&mut line);
            }
            break;
        }
        let (chunk, used, complete) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..i], i + 1, true),
            None => (buf, buf.len(), false),
        };
        let room = MAX_LINE.saturating_sub(line.len());
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        reader.consume(used);
        if complete && !emit(&mut line) {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_spin_options_with_spaces_in_names() {
        let o = UciOption::parse("option name Skill Level type spin default 20 min 0 max 20")
            .expect("valid option");
        assert_eq!(o.name, "Skill Level");
        assert_eq!(o.kind, "spin");
        assert_eq!((o.min, o.max), (Some(0), Some(20)));
        let o = UciOption::parse("option name Debug Log File type string default <empty>")
            .expect("valid option");
        assert_eq!(o.name, "Debug Log File");
        assert_eq!((o.min, o.max), (None, None));
        assert!(UciOption::parse("option name type spin").is_none());
        assert!(UciOption::parse("option name Foo").is_none());
        assert!(UciOption::parse("optional stuff").is_none());
    }

    #[test]
    fn clamps_to_advertised_bounds() {
        assert_eq!(clamp(500, Some(1320), Some(3190)), 1320);
        assert_eq!(clamp(4000, Some(1320), Some(3190)), 3190);
        assert_eq!(clamp(1500, Some(1320), Some(3190)), 1500);
        assert_eq!(clamp(1500, None, None), 1500);
    }

    #[test]
    fn reads_scores_from_info_lines() {
        let line = "info depth 12 seldepth 18 score cp -35 nodes 1000 pv e2e4";
        assert_eq!(info_score(line), Some(Score::Cp(-35)));
        assert_eq!(
            info_score("info depth 20 score mate 3 pv h5f7"),
            Some(Score::Mate(3))
        );
        assert_eq!(
            info_score("info depth 9 score cp 12 lowerbound"),
            Some(Score::Cp(12))
        );
        assert_eq!(info_score("info string score cp x"), None);
        assert_eq!(info_score("info depth 3 nodes 10"), None);
        assert_eq!(info_score("bestmove e2e4"), None);
    }

    #[test]
    fn recognises_bestmove_lines() {
        assert_eq!(
            bestmove("bestmove e2e4 ponder e7e5"),
            Some(Some("e2e4".into()))
        );
        assert_eq!(bestmove("bestmove"), Some(None));
        assert_eq!(bestmove("info bestmove e2e4"), None);
    }

    #[test]
    fn reader_cuts_long_lines_and_keeps_the_last_unterminated_one() {
        let mut input = vec![b'x'; MAX_LINE + 10];
        input.extend_from_slice(b"\r\nuciok\nlast");
        let (tx, rx) = mpsc::sync_channel(16);
        read_lines(std::io::Cursor::new(input), tx);
        let got: Vec<String> = rx.iter().collect();
        assert_eq!(got.len(), 3);
        assert_eq!(got[0].len(), MAX_LINE);
        assert_eq!(&got[1..], ["uciok", "last"]);
    }
}
