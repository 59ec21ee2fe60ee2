//! The Universal Chess Interface: `rookery uci` lets chess GUIs and tools
//! use Rookery's engine.
//!
//! Commands are read line by line; the search runs on its own thread, so
//! `isready`, `stop` and `quit` are answered while it thinks. Malformed
//! commands and illegal moves are reported with an `info string` line and
//! otherwise ignored, and `bestmove` is always a legal move of the position
//! searched (`bestmove 0000` when there is none). Numbers may be anything a
//! GUI sends: one past the range of `i64` is taken as the nearest `i64`
//! (and reported), option values outside their range are clamped (and
//! reported), and the time share is worked out without overflow.
//!
//! Options: `Hash` (MB), `Clear Hash`, `Ponder`, `Skill Level` (0 to 20; 20
//! is full strength) and `UCI_LimitStrength` with `UCI_Elo` (from level 1's measured rating to
//! level 7's), played as [`Level::Elo`]: the same calibration as the game's
//! Elo choice.
//!
//! `go` takes `wtime btime winc binc movestogo` (the engine spends its clock
//! as [`Clock::budget`] says), `movetime`, `depth`, `nodes`, `mate`,
//! `infinite`, `searchmoves` (only those root moves) and `ponder`: the
//! search runs on the opponent's time until `ponderhit`, from when its
//! clock counts, or until `stop`; `bestmove` never comes before either.

use std::io::{self, BufRead, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use super::levels::{self, Level};
use super::nnue::{self, Network};
use super::search::{Engine, Limits, Score, SearchInfo, SearchResult};
use super::time::{Clock, PonderTimer};
use crate::rules::{Color, Move, Position, Variant};

const DEFAULT_HASH_MB: usize = 16;
/// `EvalFile`'s value for the network built into Rookery.
const BUILT_IN_NET: &str = "<built-in>";
const MAX_HASH_MB: usize = 1024;
/// The most lines `MultiPV` may ask for (every legal move fits).
const MAX_MULTIPV: usize = 256;
const MIN_ELO: u32 = Level::ELO_MIN as u32;
const MAX_ELO: u32 = Level::ELO_MAX as u32;

/// Where the engine writes, shared with the search thread.
type Out = Arc<Mutex<Box<dyn Write + Send>>>;

/// Writes one line and flushes it. A closed output is not an error here:
/// the GUI has gone, and the input will end too.
fn send(out: &Out, line: &str) {
    let mut w = match out.lock() {
        Ok(w) => w,
        Err(poisoned) => poisoned.into_inner(),
    };
    let _ = writeln!(w, "{line}");
    let _ = w.flush();
}

/// Runs the UCI protocol on standard input and output until `quit` or the
/// end of the input.
pub fn run_stdio() {
    let stdin = io::stdin();
    run(stdin.lock(), io::stdout());
}

/// Runs the UCI protocol: reads commands from `input` until `quit` or the
/// end of the input, writes answers to `output`. Returns once any running
/// search has finished and answered.
pub fn run(mut input: impl BufRead, output: impl Write + Send + 'static) {
    let out: Out = Arc::new(Mutex::new(Box::new(output)));
    let mut server = Server::new(out);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match input.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let line = String::from_utf8_lossy(&buf);
        if !server.handle(&line) {
            break;
        }
    }
    server.finish_search(true);
}

/// A search running on its thread, which hands the engine back when done.
struct Running {
    stop: Arc<AtomicBool>,
    /// Waiting for `ponderhit` while the search ponders.
    timer: Arc<PonderTimer>,
    handle: JoinHandle<Engine>,
}

/// A search, run on its own thread: everything it needs, taken there.
struct SearchJob {
    engine: Engine,
    pos: Position,
    history: Vec<u64>,
    limits: Limits,
    level: Level,
    /// The levels' choice among near-best moves.
    seed: u64,
    stop: Arc<AtomicBool>,
    timer: Arc<PonderTimer>,
    out: Out,
}

impl SearchJob {
    /// Searches, answers with `bestmove` (after `stop` or `ponderhit`
    /// when the search was infinite or pondering) and gives back the
    /// engine, its table kept for the next search.
    fn run(self) -> Engine {
        let SearchJob {
            mut engine,
            pos,
            history,
            limits,
            level,
            seed,
            stop,
            timer,
            out,
        } = self;
        let mut on_info = |info: &SearchInfo| {
            for line in info_lines(info) {
                send(&out, &line);
            }
        };
        let searched = panic::catch_unwind(AssertUnwindSafe(|| {
            if level == Level::FULL {
                let ponder: &PonderTimer = &timer;
                engine
                    .search_timed(&pos, &history, &limits, 0, &stop, &mut on_info, ponder)
                    .0
            } else {
                levels::play(
                    &mut engine,
                    &pos,
                    &history,
                    level,
                    &limits,
                    seed,
                    &stop,
                    &mut on_info,
                    &*timer,
                )
            }
        }));
        // A bug in the search must not leave the GUI waiting: answer with a
        // legal move and start afresh.
        let result = searched.unwrap_or_else(|_| {
            send(&out, "info string the search failed; playing a legal move");
            engine = Engine::new(DEFAULT_HASH_MB);
            any_legal_move(&pos)
        });
        if result.best.is_none() {
            send(
                &out,
                &format!("info depth 0 score {} nodes 0 time 0", result.score),
            );
        }
        // After `go infinite` the answer waits for `stop`, and after `go
        // ponder` for `ponderhit` or `stop`.
        while (limits.infinite || !timer.is_running()) && !stop.load(Ordering::Relaxed) {
            thread::sleep(Duration::from_millis(2));
        }
        send(&out, &bestmove_line(&pos, &result));
        engine
    }
}

/// The answer when there was no search: the first legal move (none when
/// the game is over), scored level.
fn any_legal_move(pos: &Position) -> SearchResult {
    SearchResult {
        best: pos.legal_moves().first().copied(),
        score: Score::Cp(0),
        depth: 0,
        nodes: 0,
        pv: Vec::new(),
    }
}

struct Server {
    out: Out,
    engine: Option<Engine>,
    running: Option<Running>,
    position: Position,
    /// Keys of the positions before `position` in the game.
    history: Vec<u64>,
    hash_mb: usize,
    skill: u32,
    limit_strength: bool,
    elo: u32,
    /// How many best lines a full-strength search reports.
    multipv: usize,
    /// `UCI_Chess960`: positions are Chess960 ones, castling written as the
    /// king taking its own rook.
    chess960: bool,
    searches: u64,
    /// `Use NNUE`: whether full-strength searches evaluate with a network.
    use_nnue: bool,
    /// `EvalFile`: the network, the built-in one unless a file was named.
    network: Arc<Network>,
}

/// What `go` asked for.
#[derive(Debug, Default)]
struct Go {
    wtime: Option<i64>,
    btime: Option<i64>,
    winc: Option<i64>,
    binc: Option<i64>,
    movestogo: Option<i64>,
    movetime: Option<i64>,
    depth: Option<u32>,
    nodes: Option<u64>,
    infinite: bool,
    ponder: bool,
    /// `searchmoves`, as written.
    search_moves: Vec<String>,
}

impl Server {
    fn new(out: Out) -> Server {
        Server {
            out,
            engine: Some(Engine::new(DEFAULT_HASH_MB)),
            running: None,
            position: Position::startpos(),
            history: Vec::new(),
            hash_mb: DEFAULT_HASH_MB,
            skill: 20,
            limit_strength: false,
            elo: MAX_ELO,
            multipv: 1,
            chess960: false,
            searches: 0,
            use_nnue: false,
            network: nnue::built_in(),
        }
    }

    fn info_string(&self, text: &str) {
        send(&self.out, &format!("info string {text}"));
    }

    /// Ends the running search, if any: stops it first when `stop` is true,
    /// else waits for it, then takes the engine back.
    fn finish_search(&mut self, stop: bool) {
        if let Some(run) = self.running.take() {
            if stop {
                run.stop.store(true, Ordering::Relaxed);
            }
            match run.handle.join() {
                Ok(engine) => self.engine = Some(engine),
                Err(_) => {
                    self.info_string("the search failed; starting afresh");
                    self.engine = Some(Engine::new(self.hash_mb));
                }
            }
        }
    }

    fn engine(&mut self) -> &mut Engine {
        self.finish_search(true);
        self.engine
            .get_or_insert_with(|| Engine::new(DEFAULT_HASH_MB))
    }

    /// Handles one line; `false` on `quit`.
    fn handle(&mut self, line: &str) -> bool {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        if tokens.is_empty() {
            return true;
        }
        // As the protocol asks, unknown words before a command are skipped.
        let Some(start) = tokens.iter().position(|t| is_command(t)) else {
            self.info_string(&format!("unknown command: {}", tokens.join(" ")));
            return true;
        };
        let args = &tokens[start + 1..];
        match tokens[start] {
            "uci" => self.uci(),
            "debug" | "register" => {}
            "ponderhit" => {
                if let Some(run) = &self.running {
                    run.timer.start();
                }
            }
            "isready" => send(&self.out, "readyok"),
            "setoption" => self.setoption(args),
            "ucinewgame" => {
                self.engine().new_game();
                self.position = Position::startpos();
                self.history.clear();
            }
            "position" => self.position(args),
            "go" => self.go(args),
            "stop" => self.finish_search(true),
            "quit" => return false,
            _ => {}
        }
        true
    }

    fn uci(&self) {
        let lines = [
            format!("id name Rookery {}", env!("CARGO_PKG_VERSION")),
            "id author the Rookery authors".to_string(),
            format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"),
            "option name Clear Hash type button".to_string(),
            "option name Ponder type check default false".to_string(),
            "option name Skill Level type spin default 20 min 0 max 20".to_string(),
            "option name UCI_LimitStrength type check default false".to_string(),
            format!("option name UCI_Elo type spin default {MAX_ELO} min {MIN_ELO} max {MAX_ELO}"),
            format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"),
            "option name UCI_Chess960 type check default false".to_string(),
            "option name Use NNUE type check default false".to_string(),
            format!("option name EvalFile type string default {BUILT_IN_NET}"),
            "uciok".to_string(),
        ];
        for line in lines {
            send(&self.out, &line);
        }
    }

    fn setoption(&mut self, args: &[&str]) {
        // setoption name <name words> [value <value words>]
        if args.first() != Some(&"name") {
            self.info_string("setoption needs 'name <option>'");
            return;
        }
        let value_at = args.iter().position(|t| *t == "value");
        let name = args[1..value_at.unwrap_or(args.len())].join(" ");
        let value = value_at.map(|i| args[i + 1..].join(" "));
        let value = value.as_deref();
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                let range = 1..=MAX_HASH_MB as i64;
                if let Some(mb) = self.number(value, "Hash", range, " MB", "a number of megabytes")
                {
                    self.hash_mb = mb as usize;
                    self.engine().set_hash(mb as usize);
                }
            }
            "clear hash" => self.engine().new_game(),
            // Only tells the engine that the GUI may ponder: nothing to set.
            "ponder" => {}
            "skill level" => {
                let needs = "a number from 0 to 20";
                if let Some(s) = self.number(value, "Skill Level", 0..=20, "", needs) {
                    self.skill = s as u32;
                }
            }
            "uci_limitstrength" => {
                if let Some(on) = self.check(value, "UCI_LimitStrength") {
                    self.limit_strength = on;
                }
            }
            "uci_chess960" => {
                if let Some(on) = self.check(value, "UCI_Chess960") {
                    self.chess960 = on;
                }
            }
            "uci_elo" => {
                let range = i64::from(MIN_ELO)..=i64::from(MAX_ELO);
                if let Some(e) = self.number(value, "UCI_Elo", range, "", "a number") {
                    self.elo = e as u32;
                }
            }
            "multipv" => {
                let range = 1..=MAX_MULTIPV as i64;
                if let Some(n) = self.number(value, "MultiPV", range, "", "a number of lines") {
                    self.multipv = n as usize;
                }
            }
            "use nnue" => {
                if let Some(on) = self.check(value, "Use NNUE") {
                    self.use_nnue = on;
                }
            }
            "evalfile" => match value {
                None | Some("") | Some(BUILT_IN_NET) => self.network = nnue::built_in(),
                Some(path) => match nnue::read_network(std::path::Path::new(path)) {
                    Ok(net) => self.network = Arc::new(net),
                    Err(e) => self.info_string(&format!("EvalFile: {e}; keeping the last network")),
                },
            },
            "" => self.info_string("setoption needs an option name"),
            _ => self.info_string(&format!("no such option: {name}")),
        }
    }

    /// A spin option's `value` as a number in `range` (brought into it,
    /// and said so, when outside), or `None`, reported as needing `needs`.
    fn number(
        &self,
        value: Option<&str>,
        option: &str,
        range: std::ops::RangeInclusive<i64>,
        unit: &str,
        needs: &str,
    ) -> Option<i64> {
        let Some((n, _)) = value.and_then(parse_int) else {
            self.info_string(&format!("{option} needs {needs}"));
            return None;
        };
        let clamped = n.clamp(*range.start(), *range.end());
        if clamped != n {
            self.info_string(&format!(
                "{option} is from {} to {}{unit}; using {clamped}",
                range.start(),
                range.end()
            ));
        }
        Some(clamped)
    }

    /// A check option's `value`, `true` or `false` in any case, or `None`,
    /// reported.
    fn check(&self, value: Option<&str>, option: &str) -> Option<bool> {
        match value.map(str::to_ascii_lowercase).as_deref() {
            Some("true") => Some(true),
            Some("false") => Some(false),
            _ => {
                self.info_string(&format!("{option} needs true or false"));
                None
            }
        }
    }

    fn position(&mut self, args: &[&str]) {
        let moves_at = args.iter().position(|t| *t == "moves");
        let setup = &args[..moves_at.unwrap_or(args.len())];
        let variant = if self.chess960 {
            Variant::Chess960
        } else {
            Variant::Standard
        };
        let mut pos = match setup.first() {
            Some(&"startpos") if setup.len() == 1 => match variant {
                Variant::Standard => Position::startpos(),
                Variant::Chess960 => Position::startpos().in_chess960(),
            },
            Some(&"fen") if setup.len() > 1 => {
                match Position::from_fen_in(&setup[1..].join(" "), variant) {
                    Ok(p) => p,
                    Err(e) => {
                        self.info_string(&format!("bad FEN, position unchanged: {e}"));
                        return;
                    }
                }
            }
            _ => {
                self.info_string(
                    "position needs 'startpos' or 'fen <FEN>', then optionally 'moves ...'; position unchanged",
                );
                return;
            }
        };
        let mut history = Vec::new();
        if let Some(i) = moves_at {
            for text in &args[i + 1..] {
                match pos.parse_uci(text) {
                    Ok(mv) => {
                        history.push(pos.key());
                        pos.play_unchecked(&mv);
                    }
                    Err(e) => {
                        self.info_string(&format!(
                            "{e} in position {}; it and the moves after it are ignored",
                            pos.to_fen()
                        ));
                        break;
                    }
                }
            }
        }
        self.position = pos;
        self.history = history;
    }

    fn go(&mut self, args: &[&str]) {
        let go = self.parse_go(args);
        self.finish_search(true);
        let mut engine = self
            .engine
            .take()
            .unwrap_or_else(|| Engine::new(self.hash_mb));
        let pos = self.position;
        let limits = self.limits(&go, &pos);
        let timer = Arc::new(if go.ponder {
            PonderTimer::waiting()
        } else {
            PonderTimer::running()
        });
        let level = if self.limit_strength {
            Level::from_elo(self.elo)
        } else {
            Level::from_skill(self.skill)
        };
        // The levels keep the evaluation they were measured with.
        let net = (self.use_nnue && level == Level::FULL).then(|| Arc::clone(&self.network));
        if engine.network().map(Arc::as_ptr) != net.as_ref().map(Arc::as_ptr) {
            engine.set_network(net);
        }
        self.searches += 1;
        let stop = Arc::new(AtomicBool::new(false));
        let job = SearchJob {
            engine,
            pos,
            history: self.history.clone(),
            limits,
            level,
            seed: pos.key() ^ self.searches.wrapping_mul(0x9e37_79b9_7f4a_7c15),
            stop: Arc::clone(&stop),
            timer: Arc::clone(&timer),
            out: Arc::clone(&self.out),
        };
        let spawned = thread::Builder::new()
            .name("rookery-search".into())
            .spawn(move || job.run());
        match spawned {
            Ok(handle) => {
                self.running = Some(Running {
                    stop,
                    timer,
                    handle,
                });
            }
            Err(e) => {
                // No thread: answer at once with a legal move.
                self.info_string(&format!("cannot start the search thread: {e}"));
                send(&self.out, &bestmove_line(&pos, &any_legal_move(&pos)));
                self.engine = Some(Engine::new(self.hash_mb));
            }
        }
    }

    /// The search's limits for `go` in `pos`: the time, the root moves
    /// (`searchmoves`, illegal ones reported and left out) and the lines.
    fn limits(&self, go: &Go, pos: &Position) -> Limits {
        let mut limits = time_limits(go, pos.side_to_move());
        for text in &go.search_moves {
            match pos.parse_uci(text) {
                Ok(mv) => limits.search_moves.push(mv),
                Err(e) => self.info_string(&format!("searchmoves: {e}; left out")),
            }
        }
        if !go.search_moves.is_empty() && limits.search_moves.is_empty() {
            self.info_string("searchmoves: no legal move given; searching every move");
        }
        limits.multipv = self.multipv;
        limits
    }

    fn parse_go(&self, args: &[&str]) -> Go {
        let mut go = Go::default();
        let mut i = 0;
        while i < args.len() {
            let word = args[i];
            let value = args.get(i + 1).copied();
            let parsed = value.and_then(parse_int);
            let int = parsed.map(|(n, _)| n);
            let mut takes_value = true;
            match word {
                "wtime" => go.wtime = int,
                "btime" => go.btime = int,
                "winc" => go.winc = int,
                "binc" => go.binc = int,
                "movestogo" => go.movestogo = int,
                "movetime" => go.movetime = int,
                "depth" => go.depth = int.map(|d| d.clamp(1, 100) as u32),
                "nodes" => go.nodes = int.map(|n| n.max(1) as u64),
                "mate" => go.depth = int.map(|m| (m.clamp(1, 50) * 2) as u32),
                "infinite" => {
                    go.infinite = true;
                    takes_value = false;
                }
                "ponder" => {
                    go.ponder = true;
                    takes_value = false;
                }
                "searchmoves" => {
                    while let Some(mv) = args.get(i + 1).filter(|t| looks_like_move(t)) {
                        go.search_moves.push((*mv).to_string());
                        i += 1;
                    }
                    takes_value = false;
                }
                _ => {
                    self.info_string(&format!("go: unknown parameter '{word}' ignored"));
                    takes_value = false;
                }
            }
            if takes_value {
                if int.is_none() {
                    self.info_string(&format!("go: '{word}' needs a number; ignored"));
                    // A non-number is not consumed: it may be the next keyword.
                    if value.is_some_and(|v| v.parse::<f64>().is_ok()) {
                        i += 1;
                    }
                } else {
                    if parsed.is_some_and(|(_, saturated)| saturated) {
                        self.info_string(&format!(
                            "go: '{word}' {} is out of range; taken as {}",
                            value.unwrap_or_default(),
                            int.unwrap_or_default()
                        ));
                    }
                    i += 1;
                }
            }
            i += 1;
        }
        go
    }
}

/// A whole number as a GUI sends it: digits after an optional sign. One
/// beyond `i64` is taken as the nearest `i64` and flagged `true` (so a
/// huge clock still means "lots of time", not "no number"); anything else
/// is `None`.
fn parse_int(text: &str) -> Option<(i64, bool)> {
    if let Ok(n) = text.parse::<i64>() {
        return Some((n, false));
    }
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((if negative { i64::MIN } else { i64::MAX }, true))
}

fn looks_like_move(t: &str) -> bool {
    crate::rules::UciMove::parse(t).is_ok()
}

fn is_command(t: &str) -> bool {
    matches!(
        t,
        "uci"
            | "debug"
            | "isready"
            | "setoption"
            | "register"
            | "ucinewgame"
            | "position"
            | "go"
            | "stop"
            | "ponderhit"
            | "quit"
    )
}

/// Search limits from `go`: fixed depth, nodes or move time as given; with
/// a clock, a share of the remaining time (a thirtieth, or the time over
/// the moves to go) plus most of the increment, never more than what is
/// left minus a safety margin. With no limit at all, search until `stop`.
fn time_limits(go: &Go, side: Color) -> Limits {
    let ms = |v: i64| Duration::from_millis(v.max(0) as u64);
    let (time, inc) = match side {
        Color::White => (go.wtime, go.winc),
        Color::Black => (go.btime, go.binc),
    };
    let mut limits = Limits {
        depth: go.depth,
        nodes: go.nodes,
        infinite: go.infinite,
        ..Limits::default()
    };
    if let Some(mt) = go.movetime {
        limits.time = Some(ms(mt.max(1)));
    } else if let Some(left) = time {
        let clock = Clock {
            left: ms(left),
            increment: ms(inc.unwrap_or(0)),
            moves_to_go: go
                .movestogo
                .map(|n| u32::try_from(n.max(1)).unwrap_or(u32::MAX)),
        };
        limits.budget = Some(clock.budget());
    }
    if !limits.infinite
        && limits.depth.is_none()
        && limits.nodes.is_none()
        && limits.time.is_none()
        && limits.budget.is_none()
    {
        limits.infinite = true;
    }
    limits
}

/// The `info` lines of a finished iteration: one, or with MultiPV one a
/// line, each numbered (`multipv 2`), best first.
fn info_lines(info: &SearchInfo) -> Vec<String> {
    if info.lines.len() <= 1 {
        return vec![info_line(info, None, info.score, &info.pv)];
    }
    info.lines
        .iter()
        .enumerate()
        .map(|(i, line)| info_line(info, Some(i + 1), line.score, &line.moves))
        .collect()
}

fn info_line(info: &SearchInfo, multipv: Option<usize>, score: Score, pv: &[Move]) -> String {
    let numbered = multipv.map_or(String::new(), |n| format!(" multipv {n}"));
    let mut line = format!(
        "info depth {}{numbered} score {score} nodes {} nps {} time {}",
        info.depth,
        info.nodes,
        info.nps,
        info.time.as_millis()
    );
    if !pv.is_empty() {
        line.push_str(" pv");
        for mv in pv {
            line.push(' ');
            line.push_str(&mv.to_uci());
        }
    }
    line
}

/// `bestmove`, checked against the position: a move that is somehow not
/// legal is replaced by the first legal move, and no move gives `0000`.
fn bestmove_line(pos: &Position, result: &SearchResult) -> String {
    let best: Option<Move> = result
        .best
        .filter(|m| pos.is_legal(m))
        .or_else(|| pos.legal_moves().first().copied());
    match best {
        None => "bestmove 0000".to_string(),
        Some(mv) => {
            let after = pos.after(&mv);
            let ponder = result
                .pv
                .get(1)
                .filter(|p| result.pv.first() == Some(&mv) && after.is_legal(p));
            match ponder {
                Some(p) => format!("bestmove {mv} ponder {p}"),
                None => format!("bestmove {mv}"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::time::Budget;
    use super::*;

    #[test]
    fn time_management_stays_within_the_clock() {
        let go = Go {
            wtime: Some(60_000),
            winc: Some(1000),
            ..Go::default()
        };
        let ms = Duration::from_millis;
        let budget = |go: &Go, side| {
            let l = time_limits(go, side);
            assert_eq!(l.time, None, "a clock is no fixed move time");
            l.budget.expect("a clock gives a budget")
        };
        // 60 s + 1 s: (60 000 - 30 overhead) / 30 + 750 = 2 749 ms, and
        // four times that as the hard limit.
        let b = budget(&go, Color::White);
        assert_eq!((b.soft, b.hard), (ms(2_749), ms(10_996)));
        // Black's clock for Black, even with a huge increment.
        let go = Go {
            btime: Some(50),
            binc: Some(5000),
            ..Go::default()
        };
        assert!(budget(&go, Color::Black).hard < ms(50));
        let go = Go {
            wtime: Some(-20),
            ..Go::default()
        };
        let least = Budget {
            soft: ms(1),
            hard: ms(1),
        };
        assert_eq!(budget(&go, Color::White), least);
        let go = Go {
            wtime: Some(10_000),
            movestogo: Some(1),
            ..Go::default()
        };
        assert!(budget(&go, Color::White).hard <= ms(9_900));
        assert!(time_limits(&Go::default(), Color::White).infinite);
    }

    /// The largest clocks a GUI can send: the share stays within the time
    /// left and is not tiny. (Before, `inc * 4 / 5` overflowed: a panic in
    /// a debug build, a wrapped, negative share, so 1 ms, in a release one.)
    #[test]
    fn time_management_takes_huge_clocks_without_overflow() {
        let max = i64::MAX;
        for (time, inc, movestogo) in [
            (max, max, None),
            (max, max, Some(1)),
            (max, max, Some(max)),
            (max, 0, None),
            (1000, max, None),
            (max, max, Some(i64::MIN)),
        ] {
            for side in [Color::White, Color::Black] {
                let go = Go {
                    wtime: Some(time),
                    btime: Some(time),
                    winc: Some(inc),
                    binc: Some(inc),
                    movestogo,
                    ..Go::default()
                };
                let got = time_limits(&go, side)
                    .budget
                    .expect("a clock gives a budget");
                let left = Duration::from_millis(time as u64);
                assert!(got.hard < left, "{got:?} not within {left:?} ({go:?})");
                // At least about a thirtieth of the clock (the smallest
                // share by the documented rule), or half of it.
                let floor = Duration::from_millis(time as u64 / 31).min(left / 3);
                assert!(got.soft >= floor, "{got:?} is tiny for {go:?}");
            }
        }
        // The largest movetime is taken as it is.
        let go = Go {
            movetime: Some(max),
            ..Go::default()
        };
        assert_eq!(
            time_limits(&go, Color::White).time,
            Some(Duration::from_millis(max as u64))
        );
    }

    #[test]
    fn numbers_beyond_i64_saturate_and_words_are_refused() {
        assert_eq!(parse_int("42"), Some((42, false)));
        assert_eq!(parse_int("-7"), Some((-7, false)));
        assert_eq!(parse_int("18446744073709551615"), Some((i64::MAX, true)));
        assert_eq!(
            parse_int("99999999999999999999999999999999999999"),
            Some((i64::MAX, true))
        );
        assert_eq!(parse_int("+99999999999999999999"), Some((i64::MAX, true)));
        assert_eq!(parse_int("-99999999999999999999"), Some((i64::MIN, true)));
        for bad in ["", "-", "+", "1e9", "12abc", "0x10", "--5", "1.5", "١٢"] {
            assert_eq!(parse_int(bad), None, "{bad:?}");
        }
    }

    /// `go` with numbers past `u64` still gets a clock (not an endless
    /// search for want of a number).
    #[test]
    fn go_takes_numbers_past_u64() {
        let server = Server::new(Arc::new(Mutex::new(Box::new(io::sink()))));
        let huge = "99999999999999999999999";
        let go = server.parse_go(&[
            "wtime",
            huge,
            "btime",
            huge,
            "winc",
            huge,
            "binc",
            huge,
            "movestogo",
            huge,
            "depth",
            huge,
            "nodes",
            huge,
        ]);
        assert_eq!(go.wtime, Some(i64::MAX));
        assert_eq!(go.binc, Some(i64::MAX));
        assert_eq!(go.depth, Some(100));
        assert_eq!(go.nodes, Some(i64::MAX as u64));
        let limits = time_limits(&go, Color::White);
        assert!(!limits.infinite);
        assert!(limits.budget.is_some());
    }
}
