//! Puzzles checked by a UCI engine (`rookery::puzzles::verify`, `rookery
//! puzzles verify`, `rookery puzzles generate --engine`): lichess-
//! puzzler's only-move rule asked of an engine at each solver's move.
//!
//! The engine is Rookery's own, `rookery uci` (the binary under test) at a
//! small depth, or Rookery's engine in this process, so that no test needs
//! Stockfish; misbehaving engines are shell scripts written at test time.
//! The puzzles are positions written by hand for these tests, each one's
//! point said beside it.

use std::ffi::{OsStr, OsString};
use std::path::Path;
use std::process::Output;
use std::sync::atomic::AtomicBool;

use rookery::puzzles::analyst::OwnEngine;
use rookery::puzzles::generate::Made;
use rookery::puzzles::lichess::{Columns, read_line};
use rookery::puzzles::verify::{Tally, Verdict, sample, verify};

const HEADER: &str =
    "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags";

/// Black's queen steps to d7 (Qd7??) where White's knight forks it with
/// the king: 2. Nf6+ Kg7 3. Nxd7. Every other move of White's leaves the
/// material level, and after Kg7 the knight must take or be taken (the
/// d-file is shut by White's pawn on d3, so Qxd7 is no second way): each
/// of the solver's two moves is the only good one.
const FORK: &str = "fork1,r5k1/ppp2p1p/n2p2p1/1q6/4N3/3P4/PPP2PPP/R2Q2K1 b - - 0 1,\
                    b5d7 e4f6 g8g7 f6d7,1000,100,0,0,fork,,";

/// Black's queen steps to d4 (Qd4??) where White's rook and knight both
/// take it for nothing: Rxd4 (the solution) and Nxd4 win the same queen,
/// so the solution's move is not the only good one.
const TWICE: &str = "twice,r2q2k1/ppp2ppp/8/8/8/5N2/PP3PPP/3R2K1 b - - 0 1,\
                     d8d4 d1d4,900,100,0,0,hangingPiece,,";

/// The file of [`FORK`] and [`TWICE`], with a header.
fn two_puzzles() -> String {
    format!("{HEADER}\n{FORK}\n{TWICE}\n")
}

/// Runs the rookery binary with `args`.
fn rookery(args: &[&OsStr]) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_rookery"))
        .args(args)
        .output()
        .expect("rookery runs")
}

/// `rookery puzzles verify FILE` with `rookery uci` at depth 5 as the
/// engine, and `more` arguments.
fn verify_with_rookery(file: &Path, more: &[&str]) -> Output {
    let mut args: Vec<OsString> = ["puzzles", "verify"].map(OsString::from).to_vec();
    args.push(file.into());
    for a in [
        "--engine",
        env!("CARGO_BIN_EXE_rookery"),
        "--engine-arg",
        "uci",
        "--depth",
        "5",
    ]
    .iter()
    .chain(more)
    {
        args.push(a.into());
    }
    let refs: Vec<&OsStr> = args.iter().map(OsString::as_os_str).collect();
    rookery(&refs)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A puzzle line read as the generator's [`Made`].
fn made(line: &str) -> Made {
    Made::from_lichess(&read_line(line, &Columns::default()).unwrap()).unwrap()
}

#[test]
fn verify_passes_an_only_move_and_names_a_second_equal_win() {
    let dir = crate::common::TempDir::new("verify-two");
    let file = dir.path().join("two.csv");
    std::fs::write(&file, two_puzzles()).unwrap();
    let out = verify_with_rookery(&file, &[]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{stderr}");
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(
        stdout.starts_with("2 puzzles checked: 1 passed, 1 failed (50.0% passed)"),
        "{stdout}"
    );
    // The fork (rated 1000) holds, the queen taken twice (900) does not.
    assert!(stdout.contains("800-999 0/1"), "{stdout}");
    assert!(stdout.contains("1000-1199 1/1"), "{stdout}");
    assert!(stdout.contains("2000-2199 0/0"), "{stdout}");
    assert!(
        stderr.contains("puzzle twice: solver's move 1 (Rxd4): best Rxd4"),
        "{stderr}"
    );
    assert!(stderr.contains("second Nxd4"), "{stderr}");
    assert!(!stderr.contains("fork1"), "{stderr}");
}

#[test]
fn verify_keep_writes_the_header_and_the_passing_lines_unchanged() {
    let dir = crate::common::TempDir::new("verify-keep");
    let file = dir.path().join("two.csv");
    std::fs::write(&file, two_puzzles()).unwrap();
    let out = verify_with_rookery(&file, &["--keep"]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{stderr}");
    assert_eq!(stdout, format!("{HEADER}\n{FORK}\n"));
    // The summary goes to standard error instead.
    assert!(stderr.contains("2 puzzles checked: 1 passed"), "{stderr}");
}

#[test]
fn verify_names_a_malformed_line_and_checks_the_others() {
    let dir = crate::common::TempDir::new("verify-bad");
    let file = dir.path().join("bad.csv");
    let broken = "broken,8/8/8/8/8/8/8/8 w - - 0 1,e2e4 e7e5,1000,100,0,0,,,";
    std::fs::write(&file, format!("{HEADER}\n{FORK}\n{broken}\n{TWICE}\n")).unwrap();
    let out = verify_with_rookery(&file, &[]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("line 3:"), "{stderr}");
    assert!(stderr.contains("(left out)"), "{stderr}");
    assert!(
        stdout.starts_with("2 puzzles checked: 1 passed"),
        "{stdout}"
    );
}

#[test]
fn verify_a_seeded_sample_checks_that_many_the_same_each_time() {
    let dir = crate::common::TempDir::new("verify-sample");
    let file = dir.path().join("two.csv");
    std::fs::write(&file, two_puzzles()).unwrap();
    let first = verify_with_rookery(&file, &["--sample", "1", "--seed", "9", "--keep"]);
    let again = verify_with_rookery(&file, &["--sample", "1", "--seed", "9", "--keep"]);
    assert!(first.status.success(), "{}", text(&first.stderr));
    assert!(
        text(&first.stderr).contains("1 puzzle checked"),
        "{}",
        text(&first.stderr)
    );
    assert_eq!(first.stdout, again.stdout);
    // A sample larger than the file is the whole file.
    let all = verify_with_rookery(&file, &["--sample", "50"]);
    assert!(text(&all.stdout).starts_with("2 puzzles checked"));
    let none = verify_with_rookery(&file, &["--sample", "0"]);
    assert_eq!(none.status.code(), Some(1));
}

#[test]
fn verify_without_an_engine_exits_1_with_a_message() {
    let dir = crate::common::TempDir::new("verify-noengine");
    let file = dir.path().join("two.csv");
    std::fs::write(&file, two_puzzles()).unwrap();
    let missing = dir.path().join("no-such-engine");
    let out = rookery(&[
        OsStr::new("puzzles"),
        OsStr::new("verify"),
        file.as_os_str(),
        OsStr::new("--engine"),
        missing.as_os_str(),
    ]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("no-such-engine"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(out.stdout.is_empty());
}

/// A fake UCI engine: a shell script that finishes the handshake and
/// answers `go` with `on_go` (shell commands).
#[cfg(unix)]
fn fake_engine(dir: &Path, name: &str, on_go: &str) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join(name);
    let script = format!(
        "#!/bin/sh\nwhile IFS= read -r line; do\n  case \"$line\" in\n    \
         uci) echo \"id name {name}\"; echo \"option name MultiPV type spin default 1 min 1 max 500\"; echo uciok ;;\n    \
         isready) echo readyok ;;\n    go*) {on_go} ;;\n    quit) exit 0 ;;\n  esac\ndone\n"
    );
    std::fs::write(&path, script).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

#[cfg(unix)]
#[test]
fn verify_with_an_engine_that_crashes_or_talks_nonsense_exits_1() {
    let dir = crate::common::TempDir::new("verify-fakes");
    let file = dir.path().join("two.csv");
    std::fs::write(&file, two_puzzles()).unwrap();
    let fakes = [
        ("crashes", "exit 3", "exit status 3"),
        // A move that is not legal in the puzzle's position, then one.
        (
            "nonsense",
            "echo 'info depth 1 multipv 1 score cp 10 pv e2e4'; echo 'bestmove e2e4'",
            "gave no line with a legal move",
        ),
    ];
    for (name, on_go, says) in fakes {
        let engine = fake_engine(dir.path(), name, on_go);
        let out = rookery(&[
            OsStr::new("puzzles"),
            OsStr::new("verify"),
            file.as_os_str(),
            OsStr::new("--engine"),
            engine.as_os_str(),
        ]);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name}: {stderr}");
        assert!(stderr.contains(says), "{name}: {stderr}");
        assert!(stderr.contains("at puzzle fork1"), "{name}: {stderr}");
        assert!(!stderr.contains("panicked"), "{name}: {stderr}");
    }
}

/// The back-rank game of the generator's own test: Black leaves the back
/// rank (Ra2??) and White mates with Rd8#.
const BACK_RANK_GAME: &str = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\
     [FEN \"r5k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1\"]\n[SetUp \"1\"]\n\n\
     1... Ra2 2. h3 *\n";

#[test]
fn generate_searches_the_solutions_with_the_uci_engine_given() {
    let dir = crate::common::TempDir::new("generate-uci");
    let pgn = dir.path().join("games.pgn");
    std::fs::write(&pgn, BACK_RANK_GAME).unwrap();
    let generate = |engine: &OsStr, args: &[&str]| {
        let mut all: Vec<&OsStr> = [
            "puzzles",
            "generate",
            "--nodes",
            "20000",
            "--engine-depth",
            "4",
        ]
        .map(OsStr::new)
        .to_vec();
        all.push(pgn.as_os_str());
        all.push(OsStr::new("--engine"));
        all.push(engine);
        all.extend(args.iter().map(OsStr::new));
        rookery(&all)
    };
    let out = generate(
        OsStr::new(env!("CARGO_BIN_EXE_rookery")),
        &["--engine-arg", "uci"],
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    let puzzle = read_line(lines[1], &Columns::default()).unwrap();
    assert_eq!(puzzle.moves, ["a8a2", "d1d8"]);
    // The solution is the engine's to find: one that crashes when asked
    // ends the run with its error.
    #[cfg(unix)]
    {
        let crashing = fake_engine(dir.path(), "crashes", "exit 3");
        let out = generate(crashing.as_os_str(), &[]);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains("exit status 3"), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    let missing = dir.path().join("no-such-engine");
    let out = generate(missing.as_os_str(), &[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("no-such-engine"));
}

#[test]
fn the_rule_judged_in_process_an_only_move_holds_a_second_win_does_not() {
    let stop = AtomicBool::new(false);
    let mut engine = OwnEngine::new(50_000);
    assert_eq!(
        verify(&made(FORK), &mut engine, &stop).unwrap(),
        Verdict::Holds
    );
    let Verdict::Doubt(doubt) = verify(&made(TWICE), &mut engine, &stop).unwrap() else {
        panic!("the queen taken two ways is no puzzle");
    };
    assert_eq!(doubt.number, 1);
    assert!(!doubt.not_best(), "Rxd4 is the best, Nxd4 as good");
    let second = doubt.pair.second.expect("a second move").0;
    assert_eq!(second.to_uci(), "f3d4");
    // The solution played against the engine's best: not the best.
    let worse = "worse,r2q2k1/ppp2ppp/8/8/8/5N2/PP3PPP/3R2K1 b - - 0 1,d8d4 h2h3,900,100,0,0,,,";
    let Verdict::Doubt(doubt) = verify(&made(worse), &mut engine, &stop).unwrap() else {
        panic!("h3 leaves the queen");
    };
    assert!(doubt.not_best());
}

#[test]
fn a_solution_that_mates_holds_though_another_move_mates_too() {
    // Two rooks on the first rank after Ra2??: Rd8# (the solution) and
    // Re8# both mate; lichess takes either.
    let line = "mates2,r5k1/5ppp/8/8/8/8/5PPP/3RR1K1 b - - 0 1,a8a2 d1d8,700,100,0,0,mateIn1,,";
    let stop = AtomicBool::new(false);
    let mut engine = OwnEngine::new(20_000);
    assert_eq!(
        verify(&made(line), &mut engine, &stop).unwrap(),
        Verdict::Holds
    );
}

#[test]
fn the_tally_counts_by_200_point_band_from_600_to_2200() {
    let mut tally = Tally::default();
    for (rating, passed) in [
        (550, true),
        (600, true),
        (799, false),
        (800, true),
        (2199, true),
        (2200, false),
    ] {
        tally.add(rating, passed);
    }
    assert_eq!((tally.checked, tally.passed), (6, 4));
    let bands = tally.bands();
    let names: Vec<&str> = bands.iter().map(|b| b.0.as_str()).collect();
    assert_eq!(
        names,
        [
            "below 600",
            "600-799",
            "800-999",
            "1000-1199",
            "1200-1399",
            "1400-1599",
            "1600-1799",
            "1800-1999",
            "2000-2199",
            "2200+"
        ]
    );
    assert_eq!((bands[0].1, bands[0].2), (1, 1));
    assert_eq!((bands[1].1, bands[1].2), (1, 2));
    assert_eq!((bands[8].1, bands[8].2), (1, 1));
    assert_eq!((bands[9].1, bands[9].2), (0, 1));
    assert!(
        tally
            .summary()
            .starts_with("6 puzzles checked: 4 passed, 2 failed (66.7% passed)"),
        "{}",
        tally.summary()
    );
    // No puzzle below 600 or from 2200: those bands are left out.
    let mut plain = Tally::default();
    plain.add(1000, true);
    assert_eq!(plain.bands().len(), 8);
}

#[test]
fn a_seeded_sample_is_the_same_each_time_in_order_and_distinct() {
    let chosen = sample(1000, 100, 60);
    assert_eq!(chosen, sample(1000, 100, 60));
    assert_eq!(chosen.len(), 100);
    assert!(chosen.windows(2).all(|w| w[0] < w[1]), "sorted, distinct");
    assert!(chosen.iter().all(|&i| i < 1000));
    assert_ne!(chosen, sample(1000, 100, 61));
    assert_eq!(sample(5, 10, 1), [0, 1, 2, 3, 4]);
    assert!(sample(0, 3, 1).is_empty());
}
