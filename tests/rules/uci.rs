//! `rookery uci` through a pipe: the real binary, spoken to as a chess GUI
//! would (UCI protocol, as published by Stefan Meyer-Kahlen). Every wait
//! has a timeout, so a misbehaving engine fails the test instead of hanging
//! it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread;
use std::time::{Duration, Instant};

use rookery::rules::Position;

use crate::pos;

/// How long any expected answer may take (generous: the machine may be busy).
const PATIENCE: Duration = Duration::from_secs(60);

/// A running `rookery uci`.
struct Uci {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Uci {
    fn start() -> Uci {
        let mut child = Command::new(env!("CARGO_BIN_EXE_rookery"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("rookery starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Uci {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("engine reads");
        self.stdin.flush().expect("engine reads");
    }

    /// The lines up to and including the first that satisfies `done`.
    #[track_caller]
    fn until(&mut self, what: &str, done: impl Fn(&str) -> bool) -> Vec<String> {
        let deadline = Instant::now() + PATIENCE;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let stop = done(&line);
                    seen.push(line);
                    if stop {
                        return seen;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no {what} within {PATIENCE:?}; got {seen:#?}")
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("engine exited before {what}; got {seen:#?}")
                }
            }
        }
    }

    /// Waits for `bestmove` and returns all lines up to it.
    #[track_caller]
    fn bestmove(&mut self) -> Vec<String> {
        self.until("bestmove", |l| l.starts_with("bestmove"))
    }

    #[track_caller]
    fn ready(&mut self) -> Vec<String> {
        self.send("isready");
        self.until("readyok", |l| l == "readyok")
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The move of a `bestmove` line, checked legal in `p`.
#[track_caller]
fn legal_bestmove(lines: &[String], p: &Position) -> String {
    let last = lines.last().expect("a line");
    let mv = last
        .split_whitespace()
        .nth(1)
        .unwrap_or_else(|| panic!("no move in {last:?}"));
    assert!(
        p.parse_uci(mv).is_ok(),
        "bestmove {mv} illegal in {}",
        p.to_fen()
    );
    mv.to_string()
}

fn after_uci(moves: &[&str]) -> Position {
    let mut p = Position::startpos();
    for m in moves {
        let mv = p.parse_uci(m).expect("legal");
        p.play(&mv);
    }
    p
}

#[test]
fn handshake_and_ready() {
    let mut e = Uci::start();
    e.send("uci");
    let lines = e.until("uciok", |l| l == "uciok");
    assert!(
        lines.iter().any(|l| l.starts_with("id name Rookery")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("id author ")),
        "{lines:?}"
    );
    for option in [
        "option name Hash type spin",
        "option name Skill Level type spin default 20 min 0 max 20",
        "option name UCI_LimitStrength type check",
        "option name UCI_Elo type spin",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(option)),
            "missing {option:?} in {lines:?}"
        );
    }
    assert_eq!(e.ready(), ["readyok"]);
    e.send("ucinewgame");
    e.send("setoption name Hash value 4");
    assert_eq!(e.ready(), ["readyok"]);
}

#[test]
fn searches_to_a_depth_after_moves() {
    let mut e = Uci::start();
    e.send("uci");
    e.until("uciok", |l| l == "uciok");
    e.send("position startpos moves e2e4 e7e5");
    e.send("go depth 4");
    let lines = e.bestmove();
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(infos.len(), 4, "{lines:?}");
    for (i, info) in infos.iter().enumerate() {
        let words: Vec<&str> = info.split_whitespace().collect();
        assert_eq!(words[2], (i + 1).to_string(), "{info}");
        for key in ["score", "nodes", "nps", "time", "pv"] {
            assert!(words.contains(&key), "{key} missing in {info}");
        }
        assert!(info.contains(" score cp ") || info.contains(" score mate "));
    }
    legal_bestmove(&lines, &after_uci(&["e2e4", "e7e5"]));
    // A fixed node count and a clock work too.
    e.send("position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    e.send("go nodes 3000");
    legal_bestmove(
        &e.bestmove(),
        &pos("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
    );
    e.send("position startpos moves d2d4");
    e.send("go wtime 2000 btime 2000 winc 10 binc 10");
    legal_bestmove(&e.bestmove(), &after_uci(&["d2d4"]));
    e.send("go movetime 100");
    legal_bestmove(&e.bestmove(), &after_uci(&["d2d4"]));
}

#[test]
fn answers_isready_while_searching_and_stops() {
    let mut e = Uci::start();
    e.send("position startpos");
    e.send("go infinite");
    thread::sleep(Duration::from_millis(100));
    let lines = e.ready();
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "answered before stop: {lines:?}"
    );
    e.send("stop");
    legal_bestmove(&e.bestmove(), &Position::startpos());
    // Still usable afterwards.
    e.send("go depth 2");
    legal_bestmove(&e.bestmove(), &Position::startpos());
}

#[test]
fn malformed_commands_are_reported_and_ignored() {
    let mut e = Uci::start();
    let bad = [
        "xyzzy",
        "position",
        "position fen this/is/not/a/fen w - - 0 1",
        "position startpos banana",
        "setoption name Bogus value 3",
        "setoption value 3",
        "setoption name Hash value lots",
    ];
    for line in bad {
        e.send(line);
    }
    let lines = e.ready();
    let reports = lines
        .iter()
        .filter(|l| l.starts_with("info string "))
        .count();
    assert_eq!(reports, bad.len(), "{lines:?}");
    // A go with a bad number: reported, then searched until stop.
    e.send("go depth banana");
    e.until("info string", |l| l.starts_with("info string"));
    e.send("stop");
    legal_bestmove(&e.bestmove(), &Position::startpos());
    // Unknown words before a command are skipped.
    e.send("hello isready");
    e.until("readyok", |l| l == "readyok");
}

#[test]
fn illegal_moves_in_position_are_refused() {
    let mut e = Uci::start();
    e.send("position startpos moves e2e5");
    let lines = e.ready();
    assert!(lines[0].starts_with("info string"), "{lines:?}");
    e.send("go depth 3");
    legal_bestmove(&e.bestmove(), &Position::startpos());
    // The moves before the illegal one are kept, the rest dropped.
    e.send("position startpos moves e2e4 e2e5 d7d5");
    e.send("go depth 3");
    let lines = e.bestmove();
    assert!(lines[0].starts_with("info string"), "{lines:?}");
    legal_bestmove(&lines, &after_uci(&["e2e4"]));
}

#[test]
fn no_legal_move_and_levels() {
    let mut e = Uci::start();
    // Fool's mate: White is checkmated.
    e.send("position startpos moves f2f3 e7e5 g2g4 d8h4");
    e.send("go depth 3");
    let lines = e.bestmove();
    assert_eq!(lines.last().map(String::as_str), Some("bestmove 0000"));
    // Weaker play through Skill Level and UCI_Elo still answers legally.
    e.send("setoption name Skill Level value 0");
    e.send("position startpos moves e2e4");
    e.send("go movetime 200");
    legal_bestmove(&e.bestmove(), &after_uci(&["e2e4"]));
    e.send("setoption name UCI_LimitStrength value true");
    e.send("setoption name UCI_Elo value 1500");
    e.send("go depth 5");
    legal_bestmove(&e.bestmove(), &after_uci(&["e2e4"]));
}

#[test]
fn quit_exits() {
    let mut e = Uci::start();
    e.send("go infinite");
    thread::sleep(Duration::from_millis(50));
    e.send("quit");
    let deadline = Instant::now() + PATIENCE;
    loop {
        match e.child.try_wait().expect("wait") {
            Some(status) => {
                assert!(status.success(), "{status}");
                break;
            }
            None if Instant::now() < deadline => thread::sleep(Duration::from_millis(10)),
            None => panic!("rookery uci did not exit after quit"),
        }
    }
}

/// Every number a GUI can send, at its extremes: past `u64`, `i64::MAX`,
/// negative, and not a number at all. Each `go` still ends in a legal
/// `bestmove`, and the engine still answers `isready`. (Before, `go wtime
/// ... winc <huge>` overflowed in the time share: a debug build panicked,
/// a release build wrapped to a 1 ms search; and a number past `i64` was
/// taken as no number, so a clock-only `go` searched until `stop`.)
#[test]
fn extreme_numbers_still_get_an_answer() {
    let mut e = Uci::start();
    let huge = "99999999999999999999999999";
    let max = i64::MAX.to_string();
    let umax = u64::MAX.to_string();
    for opt in ["Hash", "Skill Level", "UCI_Elo"] {
        for v in [huge, max.as_str(), "-1", "-99999999999999999999", "0"] {
            e.send(&format!("setoption name {opt} value {v}"));
        }
    }
    e.send("setoption name Hash value 1");
    e.send("setoption name Skill Level value 20");
    assert_eq!(e.ready().last().map(String::as_str), Some("readyok"));
    e.send("position startpos moves e2e4");
    let black = after_uci(&["e2e4"]);
    // Clocks this large give a long search: it is stopped, and must answer.
    for go in [
        format!("go wtime {max} btime {max} winc {max} binc {max}"),
        format!("go wtime {umax} btime {umax} winc {umax} binc {umax} movestogo {umax}"),
        format!("go wtime {huge} btime {huge} winc {huge} binc {huge} movestogo 0"),
        format!("go movetime {huge}"),
        format!("go movetime {max}"),
        format!("go nodes {huge}"),
        format!("go depth {huge}"),
        format!("go mate {max}"),
    ] {
        e.send(&go);
        thread::sleep(Duration::from_millis(30));
        assert_eq!(e.ready().last().map(String::as_str), Some("readyok"));
        e.send("stop");
        legal_bestmove(&e.bestmove(), &black);
    }
    // Negative and empty clocks: the shortest search, answered unasked.
    for go in [
        "go wtime -1 btime -1 winc -1 binc -1".to_string(),
        format!("go wtime -{huge} btime -{huge} winc -{huge} binc -{huge} movestogo -{huge}"),
        "go wtime 0 btime 0".to_string(),
        "go movetime -5".to_string(),
        format!("go depth -{huge}"),
        "go nodes -3".to_string(),
    ] {
        e.send(&go);
        legal_bestmove(&e.bestmove(), &black);
    }
    // Not numbers: reported, then a search until stop.
    e.send("go wtime lots btime 1e99 winc NaN binc -- movestogo 3.5 depth 0x10");
    let lines = e.ready();
    assert!(
        lines
            .iter()
            .filter(|l| l.starts_with("info string"))
            .count()
            >= 6,
        "{lines:?}"
    );
    e.send("stop");
    legal_bestmove(&e.bestmove(), &black);
    assert_eq!(e.ready().last().map(String::as_str), Some("readyok"));
}

/// `go ponder`: the engine thinks on the opponent's time and says nothing
/// until `ponderhit`, then answers within its clock; `stop` also ends it.
#[test]
fn pondering_waits_for_ponderhit_or_stop() {
    let mut e = Uci::start();
    e.send("uci");
    let lines = e.until("uciok", |l| l == "uciok");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name Ponder type check")),
        "GUIs ponder only with engines that offer it: {lines:?}"
    );
    // A depth the search reaches at once: even done, it must wait.
    e.send("position startpos moves e2e4 e7e5");
    e.send("go ponder depth 2 wtime 60000 btime 60000");
    thread::sleep(Duration::from_millis(300));
    let lines = e.ready();
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "answered while pondering: {lines:?}"
    );
    e.send("ponderhit");
    legal_bestmove(&e.bestmove(), &after_uci(&["e2e4", "e7e5"]));
    // A clock alone: the search ponders until stopped.
    e.send("go ponder wtime 60000 btime 60000");
    thread::sleep(Duration::from_millis(200));
    let lines = e.ready();
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "{lines:?}"
    );
    e.send("stop");
    legal_bestmove(&e.bestmove(), &after_uci(&["e2e4", "e7e5"]));
}

/// `go searchmoves`: only the moves given are searched; moves that are not
/// legal are reported and left out.
#[test]
fn searchmoves_limits_the_moves_searched() {
    let mut e = Uci::start();
    e.send("position startpos");
    e.send("go depth 5 searchmoves a2a3 h2h3");
    let mv = legal_bestmove(&e.bestmove(), &Position::startpos());
    assert!(mv == "a2a3" || mv == "h2h3", "searched {mv}");
    // Black's move in White's position: reported, every move searched.
    e.send("go depth 3 searchmoves e7e5");
    let lines = e.bestmove();
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string searchmoves")),
        "{lines:?}"
    );
    legal_bestmove(&lines, &Position::startpos());
}

/// `setoption name MultiPV value 3`: each finished depth sends three
/// numbered `info` lines, best first, each with its own first move; the
/// option is offered in the handshake and a value out of range is clamped
/// and said.
#[test]
fn multipv_sends_the_best_lines_numbered() {
    let mut e = Uci::start();
    e.send("uci");
    let hello = e.until("uciok", |l| l == "uciok");
    assert!(
        hello
            .iter()
            .any(|l| l == "option name MultiPV type spin default 1 min 1 max 256"),
        "{hello:?}"
    );
    // White wins the queen with e4xd5 or the rook with Nb3xa5: the first
    // two lines, in that order (worked out by hand: nothing else wins
    // material, and the queen is worth more than the rook; Stockfish 15.1
    // with MultiPV 3 at depth 14 gives the same two, -3.41 and -4.81).
    let fen = "6k1/5ppp/8/r2q4/4P3/1N5P/5PP1/6K1 w - - 0 1";
    e.send("setoption name MultiPV value 3");
    e.send(&format!("position fen {fen}"));
    e.send("go depth 5");
    let lines = e.bestmove();
    let depth5: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth 5 multipv"))
        .collect();
    assert_eq!(depth5.len(), 3, "{lines:#?}");
    for (i, line) in depth5.iter().enumerate() {
        assert!(
            line.starts_with(&format!("info depth 5 multipv {} ", i + 1)),
            "{line}"
        );
    }
    let first = |l: &str| {
        l.split(" pv ")
            .nth(1)
            .and_then(|pv| pv.split_whitespace().next())
            .map(str::to_string)
    };
    assert_eq!(first(depth5[0]).as_deref(), Some("e4d5"), "{depth5:?}");
    assert_eq!(first(depth5[1]).as_deref(), Some("b3a5"), "{depth5:?}");
    assert!(!matches!(
        first(depth5[2]).as_deref(),
        Some("e4d5" | "b3a5") | None
    ));
    assert_eq!(legal_bestmove(&lines, &pos(fen)), "e4d5");

    e.send("setoption name MultiPV value 999");
    let said = e.ready();
    assert!(
        said.iter()
            .any(|l| l.contains("MultiPV is from 1 to 256; using 256")),
        "{said:?}"
    );
    // Back to one line: no numbering.
    e.send("setoption name MultiPV value 1");
    e.send("position startpos");
    e.send("go depth 3");
    let lines = e.bestmove();
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 3 score")),
        "{lines:?}"
    );
    assert!(!lines.iter().any(|l| l.contains("multipv")), "{lines:?}");
}

#[test]
fn chess960_positions_and_castling_with_uci_chess960() {
    use rookery::rules::Variant;
    let mut e = Uci::start();
    e.send("uci");
    let lines = e.until("uciok", |l| l == "uciok");
    assert!(
        lines.contains(&"option name UCI_Chess960 type check default false".to_string()),
        "{lines:?}"
    );
    // Start position 0; White castles long with the king taking its rook
    // (g1f1) after clearing c1 to e1, as in tests/rules/chess960.rs.
    let start = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
    let moves = crate::CHESS960_ZERO_LONG_CASTLE;
    // Without the option the FEN's castling field is refused.
    e.send(&format!("position fen {start} moves {moves}"));
    let lines = e.ready();
    assert!(lines[0].starts_with("info string bad FEN"), "{lines:?}");
    e.send("setoption name UCI_Chess960 value true");
    e.send(&format!("position fen {start} moves {moves}"));
    let lines = e.ready();
    assert_eq!(lines, ["readyok"], "every move taken");
    let zero = Position::from_fen_in(start, Variant::Chess960).unwrap();
    let (_, p) = crate::uci_line(zero, moves);
    assert_eq!(
        p.board_fen(),
        "bbq2rkr/pp1ppp1p/3nn1p1/2p5/2P5/3NN3/PPQPPPPP/BBKR3R"
    );
    e.send("go depth 3");
    legal_bestmove(&e.bestmove(), &p);
    // `searchmoves` takes the castling written as the king taking its rook,
    // and the answer writes it the same way.
    e.send("position fen 4k3/8/8/8/8/8/8/RK6 w A - 0 1");
    e.send("go depth 1 searchmoves b1a1");
    let lines = e.bestmove();
    assert_eq!(lines.last().map(String::as_str), Some("bestmove b1a1"));
}

/// `Use NNUE` and `EvalFile`: a network's file named by EvalFile is what a
/// full-strength search evaluates with once Use NNUE is on. The file here
/// holds a network that calls every position +120 for the side to move,
/// so a search to depth 1 scores -120 (each reply is +120 for the other
/// side). The levels keep the hand-written evaluation they were measured
/// with, and a file that is not a network is reported and changes nothing.
#[test]
fn a_network_named_by_evalfile_evaluates_full_strength_searches() {
    use rookery::engine::nnue::{self, Network};
    let mut net: Network = (*nnue::built_in()).clone();
    net.input_weights.iter_mut().for_each(|w| *w = 0);
    net.input_biases.iter_mut().for_each(|b| *b = 0);
    net.output_bias = 120 * nnue::QA * nnue::QB / nnue::SCALE;
    let dir = std::env::temp_dir().join(format!("rookery-uci-net-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("flat.nnue");
    std::fs::write(&file, net.to_bytes()).unwrap();
    let junk = dir.join("junk.nnue");
    std::fs::write(&junk, b"not a network").unwrap();

    let depth_one_score = |e: &mut Uci| {
        e.send("position fen 4k3/8/8/3p4/8/4P3/8/4K3 w - - 0 1");
        e.send("go depth 1");
        let lines = e.bestmove();
        let info = lines
            .iter()
            .find(|l| l.starts_with("info depth 1 "))
            .unwrap_or_else(|| panic!("no depth 1 in {lines:?}"))
            .clone();
        let words: Vec<&str> = info.split_whitespace().collect();
        let at = words.iter().position(|w| *w == "cp").expect("a cp score");
        words[at + 1].parse::<i32>().unwrap()
    };
    let mut e = Uci::start();
    e.send("uci");
    let lines = e.until("uciok", |l| l == "uciok");
    for option in [
        "option name Use NNUE type check default false",
        "option name EvalFile type string default <built-in>",
    ] {
        assert!(lines.iter().any(|l| l == option), "{option} in {lines:?}");
    }
    e.send(&format!("setoption name EvalFile value {}", file.display()));
    assert_ne!(depth_one_score(&mut e), -120, "Use NNUE is off");
    e.send("setoption name Use NNUE value true");
    assert_eq!(depth_one_score(&mut e), -120);
    e.send(&format!("setoption name EvalFile value {}", junk.display()));
    let lines = e.ready();
    assert!(
        lines.iter().any(|l| l.starts_with("info string EvalFile: ") && l.contains("not a Rookery network")),
        "{lines:?}"
    );
    assert_eq!(depth_one_score(&mut e), -120, "the last network is kept");
    e.send("setoption name Skill Level value 10");
    assert_ne!(
        depth_one_score(&mut e),
        -120,
        "a level keeps its evaluation"
    );
    e.send("setoption name Skill Level value 20");
    e.send("setoption name EvalFile value <built-in>");
    assert_ne!(depth_one_score(&mut e), -120);
    let _ = std::fs::remove_dir_all(&dir);
}
