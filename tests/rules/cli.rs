//! The game's command-line flags (`--fen`, `--load`, `--pgn`): a bad
//! argument is one clear line on stderr and exit status 1 (2 for a misuse
//! of the flags), before any window opens. The good cases open the window
//! and are covered by the end-to-end test.

use std::path::PathBuf;
use std::process::{Command, Output};

fn rookery(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rookery"))
        .args(args)
        // No display: were a window ever opened by mistake, it fails fast
        // instead of hanging, and the status would not be the one expected.
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("ROOKERY_HOME", scratch("home"))
        .output()
        .expect("rookery runs")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rookery-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn an_illegal_fen_is_refused_with_the_reason() {
    // No white king: the rules' legality check must name it.
    let out = rookery(&["--fen", "8/8/8/8/8/8/8/k7 w - - 0 1"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.starts_with("rookery: --fen:"), "{err}");
    assert!(err.contains("no king"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn a_missing_or_broken_save_is_refused_and_left_alone() {
    let out = rookery(&["--load", "/nonexistent/rookery/save.ron"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("--load /nonexistent/rookery/save.ron"));

    let dir = scratch("saves");
    let path = dir.join("broken.ron");
    let bytes = b"(version: 1, name: \"half a save\", started: 0, sav";
    std::fs::write(&path, bytes).unwrap();
    let out = rookery(&["--load", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("damaged or incomplete"),
        "{}",
        stderr(&out)
    );
    assert_eq!(std::fs::read(&path).unwrap(), bytes, "the file was changed");
}

#[test]
fn a_pgn_with_an_illegal_move_is_refused() {
    let dir = scratch("pgn");
    let path = dir.join("bad.pgn");
    // 2.Ke3 is illegal: a king moves one square, and e1 to e3 is two.
    std::fs::write(&path, "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Ke3 *\n").unwrap();
    let out = rookery(&["--pgn", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("--pgn") && err.contains("Ke3"), "{err}");
}

#[test]
fn one_game_at_a_time() {
    let out = rookery(&["--fen", "8/8/8/8/8/8/8/K6k w - - 0 1", "--pgn", "x.pgn"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("cannot be used with"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn pgn_writes_a_saved_game_as_pgn() {
    // The fixture is Fool's Mate saved by format 1 (tests/fixtures/saves/README.md).
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/saves/v1-fools-mate.ron"
    );
    let out = rookery(&["pgn", fixture]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("[White \"Random mover\"]"), "{text}");
    assert!(text.contains("[Black \"Stockfish\"]"), "{text}");
    assert!(
        text.contains("1. f3 e5 2. g4 Qh4# {0-1, Black wins by checkmate} 0-1"),
        "{text}"
    );
    // Saved before clocks: an untimed game, as PGN says it.
    assert!(text.contains("[TimeControl \"-\"]"), "{text}");
    // a.tsv: A00 Barnes Opening: Fool's Mate, 1. f3 e5 2. g4 Qh4#.
    assert!(text.contains("[ECO \"A00\"]"), "{text}");
    assert!(
        text.contains("[Opening \"Barnes Opening: Fool's Mate\"]"),
        "{text}"
    );
}

#[test]
fn pgn_writes_time_controls_and_clock_times_back_unchanged_and_names_the_opening() {
    // Export form (PGN standard 8.1), as lichess writes a timed game; the
    // times are made up for the test.
    let game = "[Event \"Casual\"]\n[Site \"?\"]\n[Date \"2026.11.25\"]\n[Round \"?\"]\n\
                [White \"Ann\"]\n[Black \"Bob\"]\n[Result \"*\"]\n[TimeControl \"300+5\"]\n\
                [RookeryTimeControl \"delay 300+5\"]\n\n\
                1. d4 {[%clk 0:05:00]} d5 {[%clk 0:05:00]} 2. c4 {[%clk 0:04:55.5]} *\n";
    let dir = scratch("clk");
    let path = dir.join("timed.pgn");
    std::fs::write(&path, game).unwrap();
    let out = rookery(&["pgn", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // With the opening's tags filled in (d.tsv: D06 Queen's Gambit, 1. d4
    // d5 2. c4).
    let named = game.replace(
        "\n\n1. d4",
        "\n[ECO \"D06\"]\n[Opening \"Queen's Gambit\"]\n\n1. d4",
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), named);
}

#[test]
fn pgn_refuses_a_damaged_or_newer_save_by_name() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/saves");
    for (file, why) in [
        ("v1-damaged.ron", "damaged or incomplete"),
        ("v2-future.ron", "saved by a newer Rookery"),
    ] {
        let path = format!("{dir}/{file}");
        let out = rookery(&["pgn", &path]);
        assert_eq!(out.status.code(), Some(1), "{file}: {}", stderr(&out));
        assert!(out.stdout.is_empty(), "{file}: printed a game");
        let err = stderr(&out);
        assert!(err.contains(file) && err.contains(why), "{file}: {err}");
    }
}

#[test]
fn a_short_match_plays_every_game_and_writes_pgn_that_reads_back() {
    let dir = scratch("match");
    let pgn = dir.join("games.pgn");
    let out = rookery(&[
        "match",
        "--engine",
        "rookery:level=2",
        "--engine",
        "rookery:uci name=child",
        "--games",
        "4",
        "--nodes",
        "300",
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    for n in 1..=4 {
        assert!(text.contains(&format!("Finished game {n} (")), "{text}");
    }
    assert!(
        text.contains("Results of Rookery level 2 vs child:"),
        "{text}"
    );
    assert!(text.contains("Games: 4,"), "{text}");
    // The first engine has White in games 1 and 3 (the same opening
    // twice, colours swapped).
    assert!(
        text.contains("Finished game 1 (Rookery level 2 vs child)"),
        "{text}"
    );
    assert!(
        text.contains("Finished game 2 (child vs Rookery level 2)"),
        "{text}"
    );

    let back = rookery(&["pgn", pgn.to_str().unwrap()]);
    assert_eq!(back.status.code(), Some(0), "{}", stderr(&back));
    let games = String::from_utf8_lossy(&back.stdout);
    assert_eq!(
        games.matches("[Event \"Rookery match\"]").count(),
        4,
        "{games}"
    );
    // Every game starts with the first default opening's or the second's
    // moves (pairs 1 and 2: the Ruy Lopez and the Italian).
    assert_eq!(
        games.matches("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6").count(),
        2,
        "{games}"
    );
    assert_eq!(
        games.matches("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5").count(),
        2,
        "{games}"
    );
}

/// Each engine's score goes into the match's PGN after its move as
/// lichess's `[%eval]`, from White's view: a mate in one that White gives
/// is `#1`, one that Black gives `#-1`, whichever engine (in-process or
/// over UCI) gives it. The openings are two back-rank mates in one, one
/// for each side, written by hand.
#[test]
fn a_match_writes_each_engines_score_as_an_eval_from_whites_view() {
    use rookery::rules::{PgnEval, read_games};
    let dir = scratch("match-evals");
    let openings = dir.join("openings.epd");
    std::fs::write(
        &openings,
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\n3r2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1\n",
    )
    .unwrap();
    let pgn = dir.join("games.pgn");
    let out = rookery(&[
        "match",
        "--engine",
        "rookery:level=8",
        "--engine",
        "rookery:uci name=child",
        "--games",
        "4",
        "--nodes",
        "2000",
        "--openings",
        openings.to_str().unwrap(),
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = std::fs::read_to_string(&pgn).expect("the PGN");
    let games: Vec<_> = read_games(&text).into_iter().map(|g| g.unwrap()).collect();
    assert_eq!(games.len(), 4, "{text}");
    for (i, game) in games.iter().enumerate() {
        let mate = if i < 2 { 1 } else { -1 };
        assert_eq!(
            game.evals,
            [Some(PgnEval::Mate(mate))],
            "game {}: {text}",
            i + 1
        );
    }
}

#[test]
fn a_match_with_a_bad_engine_or_limit_is_refused() {
    for (args, why) in [
        (vec!["--engine", "rookery"], "exactly two --engine"),
        (
            vec!["--engine", "/nonexistent/engine", "--engine", "rookery"],
            "no engine found",
        ),
        (
            vec!["--engine", "rookery:level=9", "--engine", "rookery"],
            "from 1 to 8",
        ),
        (
            vec!["--engine", "rookery", "--engine", "rookery", "--tc", "ten"],
            "--tc 'ten'",
        ),
        (
            vec![
                "--engine",
                "rookery",
                "--engine",
                "rookery",
                "--sprt",
                "elo0=5 elo1=1",
            ],
            "must be below",
        ),
        (
            vec![
                "--engine", "rookery", "--engine", "rookery", "--sprt", "alpha=x",
            ],
            "--sprt: 'alpha=x' is not a number",
        ),
        (
            vec![
                "--engine", "rookery", "--engine", "rookery", "--sprt", "gamma=1",
            ],
            "--sprt: unknown 'gamma'",
        ),
        (
            vec!["--engine", "rookery nodes=0", "--engine", "rookery"],
            "nodes= takes",
        ),
        (
            vec![
                "--engine",
                "rookery:level=3 eval=net",
                "--engine",
                "rookery",
            ],
            "only full strength takes eval=",
        ),
        (
            vec![
                "--engine",
                "rookery eval=/nonexistent/net.nnue",
                "--engine",
                "rookery",
            ],
            "/nonexistent/net.nnue",
        ),
        (
            vec![
                "--engine", "rookery", "--engine", "rookery", "--resign", "moves=0",
            ],
            "--resign: 'moves=0'",
        ),
        (
            vec![
                "--engine", "rookery", "--engine", "rookery", "--draw", "count=8",
            ],
            "--draw: unknown 'count'",
        ),
    ] {
        let mut all = vec!["match"];
        all.extend(args.iter().copied());
        let out = rookery(&all);
        assert_eq!(out.status.code(), Some(1), "{all:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(why), "{all:?}: {}", stderr(&out));
        assert!(out.stdout.is_empty(), "{all:?}: played games");
    }
}

/// A lopsided match with the resign rule: the games end by adjudication as
/// soon as both engines see the same side winning, and the PGN says so.
#[test]
fn a_match_adjudicates_games_both_engines_see_won() {
    let dir = scratch("adjudicate");
    let pgn = dir.join("games.pgn");
    let out = rookery(&[
        "match",
        "--engine",
        "rookery:level=8",
        "--engine",
        "rookery:uci option.Skill_Level=0 name=weak",
        "--games",
        "2",
        "--nodes",
        "2000",
        "--resign",
        "moves=2 score=300",
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("adjudicated: weak resigns"), "{text}");
    let games = std::fs::read_to_string(&pgn).expect("the PGN");
    assert!(games.contains("[Termination \"adjudication\"]"), "{games}");
}

#[test]
fn tune_writes_weights_learned_from_games_and_refuses_a_file_without_any() {
    let dir = scratch("tune");
    let pgn = dir.join("games.pgn");
    std::fs::write(
        &pgn,
        "[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n\
         [Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
         [Result \"*\"]\n\n1. d4 d5 *\n",
    )
    .unwrap();
    let weights = dir.join("weights.rs");
    let out = rookery(&[
        "tune",
        pgn.to_str().unwrap(),
        "--skip",
        "0",
        "--epochs",
        "3",
        "--out",
        weights.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // Two finished games; the unfinished one teaches nothing.
    assert!(
        stderr(&out).contains("2 games (1 left out"),
        "{}",
        stderr(&out)
    );
    let text = std::fs::read_to_string(&weights).expect("the weights file");
    assert!(text.contains("pub(crate) const WEIGHTS"), "{text}");
    assert!(text.contains("quiet positions of 2 games"), "{text}");
    assert!(text.contains("3 epochs of Adam"), "{text}");

    let empty = dir.join("empty.pgn");
    std::fs::write(&empty, "[Result \"*\"]\n\n1. e4 *\n").unwrap();
    let nothing = dir.join("nothing.rs");
    let out = rookery(&[
        "tune",
        empty.to_str().unwrap(),
        "--out",
        nothing.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("no quiet positions"),
        "{}",
        stderr(&out)
    );
    assert!(!nothing.exists(), "wrote weights from no games");
}

/// A clock may run past zero by the match's margin and no further: an
/// engine that always takes 400 ms on a 300 ms clock loses both games on
/// time with the default margin of 50 ms, and none with a margin of a
/// second. Its first move is legal (1. e4 as White, 1... Nf6 as Black,
/// whatever White played); its second is not, so with the wide margin
/// each game ends on that.
#[cfg(unix)]
#[test]
fn a_match_flags_an_engine_past_its_clock_and_its_margin() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("flag");
    let slow = dir.join("slow.sh");
    std::fs::write(
        &slow,
        "#!/bin/sh\nwhile IFS= read -r line; do\n  case \"$line\" in\n    \
         uci) echo 'id name Slow'; echo uciok ;;\n    isready) echo readyok ;;\n    \
         position*) pos=\"$line\" ;;\n    \
         go*) sleep 0.4\n      case \"$pos\" in\n        \
         *moves*) echo 'bestmove g8f6' ;;\n        \
         *) echo 'bestmove e2e4' ;;\n      esac ;;\n    quit) exit 0 ;;\n  esac\ndone\n",
    )
    .unwrap();
    std::fs::set_permissions(&slow, std::fs::Permissions::from_mode(0o755)).unwrap();
    let openings = dir.join("start.epd");
    std::fs::write(
        &openings,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
    )
    .unwrap();
    let play = |margin: &str| {
        rookery(&[
            "match",
            "--engine",
            slow.to_str().unwrap(),
            "--engine",
            "rookery:level=1",
            "--games",
            "2",
            "--tc",
            "0.005+0",
            "--openings",
            openings.to_str().unwrap(),
            "--timemargin",
            margin,
        ])
    };
    let out = play("50");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("on time: 2,"), "{text}");
    assert!(text.contains("Slow lost on time"), "{text}");

    // FIDE 6.9: White (queen and king) flags against a lone king: a draw;
    // with colours swapped, the lone king flags against the queen: a loss.
    std::fs::write(&openings, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1\n").unwrap();
    let out = play("50");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Wins: 0, Losses: 1, Draws: 1,"), "{text}");
    assert!(
        text.contains("Slow ran out of time, but the other side could never checkmate: a draw"),
        "{text}"
    );
    assert!(text.contains("Slow lost on time"), "{text}");
    std::fs::write(
        &openings,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
    )
    .unwrap();

    let out = play("1000");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("on time: 0,"), "{text}");
    assert!(text.contains("failure: 2,"), "{text}");

    let out = play("soon");
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("--timemargin 'soon'"),
        "{}",
        stderr(&out)
    );
}

/// The engine-scored route: `--write-positions` writes the quiet positions
/// of finished games as FENs, and `--scored` learns from them labelled
/// FEN;CP.
#[test]
fn tune_writes_quiet_positions_and_learns_from_scored_ones() {
    let dir = scratch("tune-scored");
    let pgn = dir.join("games.pgn");
    std::fs::write(
        &pgn,
        "[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n\
         [Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n",
    )
    .unwrap();
    let fens = dir.join("positions.txt");
    let out = rookery(&[
        "tune",
        pgn.to_str().unwrap(),
        "--skip",
        "2",
        "--write-positions",
        fens.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = std::fs::read_to_string(&fens).expect("the positions");
    // After two plies, the positions before 2. Bc4, 2... Nc6 and 3... Nf6
    // in the first game (not 3. Qh5: White could take on f7; not the
    // capture 4. Qxf7#), and before 2. g4 and 2... Qh4# in the second.
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    assert_eq!(
        lines[0],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    );

    let scored = dir.join("scored.txt");
    let labelled: String = lines.iter().map(|fen| format!("{fen};50\n")).collect();
    std::fs::write(&scored, labelled + "junk;1\n").unwrap();
    let weights = dir.join("weights.rs");
    let out = rookery(&[
        "tune",
        "--scored",
        scored.to_str().unwrap(),
        "--epochs",
        "2",
        "--out",
        weights.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("5 scored positions (1 left out: not FEN;CP, or not quiet)"),
        "{}",
        stderr(&out)
    );
    let text = std::fs::read_to_string(&weights).expect("the weights file");
    assert!(text.contains("5 positions scored by an engine"), "{text}");
}

#[test]
fn review_annotates_every_game_and_reports_a_broken_one_by_its_number() {
    let dir = scratch("review");
    let path = dir.join("games.pgn");
    std::fs::write(
        &path,
        "[White \"Ann\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n\
         1. e4 e5 2. Ke3 *\n\n1. d4 d5 *\n",
    )
    .unwrap();
    let out = rookery(&["review", path.to_str().unwrap(), "--depth", "5"]);
    // The broken second game fails the run, after the others were written.
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("game 2, move 2") && err.contains("Ke3"),
        "{err}"
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.matches("[Event ").count(), 2, "{text}");
    assert!(text.contains("Nf6 $4 {[%eval #1]}"), "{text}");
    assert!(text.contains("1. d4 {[%eval "), "{text}");
    assert_eq!(text.matches("[WhiteAccuracy ").count(), 2, "{text}");
    for bad in [
        &["--depth", "0"][..],
        &["--movetime", "0"],
        &["--nodes", "0"],
        &["--depth", "5", "--movetime", "9"],
    ] {
        let mut args = vec!["review", path.to_str().unwrap()];
        args.extend_from_slice(bad);
        let out = rookery(&args);
        assert_ne!(out.status.code(), Some(0), "{bad:?}");
        assert!(out.stdout.is_empty(), "{bad:?}");
    }
}

/// `--engine` reviews with a UCI engine, here `rookery uci` told to search
/// each position to depth 5: the same blunder found; an engine that is
/// not there, or a node count given to one, is refused with nothing
/// written.
#[test]
fn review_by_an_outside_engine_annotates_the_same_and_refuses_a_missing_one() {
    let dir = scratch("review-engine");
    let path = dir.join("games.pgn");
    std::fs::write(
        &path,
        "[White \"Ann\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n",
    )
    .unwrap();
    let file = path.to_str().unwrap();
    let rookery_exe = env!("CARGO_BIN_EXE_rookery");
    let uci = ["--engine", rookery_exe, "--engine-arg", "uci"];
    let mut args = vec!["review", file, "--depth", "5"];
    args.extend_from_slice(&uci);
    let out = rookery(&args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Nf6 $4 {[%eval #1]}"), "{text}");
    assert_eq!(text.matches("[WhiteAccuracy ").count(), 1, "{text}");

    let out = rookery(&["review", file, "--engine", "/no/such/engine"]);
    assert_ne!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
    assert!(stderr(&out).contains("/no/such/engine"), "{}", stderr(&out));
    let mut args = vec!["review", file, "--nodes", "500"];
    args.extend_from_slice(&uci);
    let out = rookery(&args);
    assert_ne!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
}

#[test]
fn perft_counts_chess960_start_positions_and_positions() {
    // tests/fixtures/perft960.txt: start position 0 (bbqnnrkr) has 9006
    // nodes at depth 3, 201143 at depth 4.
    let out = rookery(&["perft", "3", "--chess960", "0"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "9006");
    let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
    let out = rookery(&["perft", "4", "--chess960", "--fen", fen]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "201143");
    // Castling as the king taking its rook in --divide. King b1, rook a1,
    // a black king on e8: the king has a2, b2, c2 and c1, the rook a2 to
    // a8, and castling long b1a1 (king to c1, rook to d1): 12 moves.
    let lone = "4k3/8/8/8/8/8/8/RK6 w A - 0 1";
    let out = rookery(&["perft", "1", "--chess960", "--fen", lone, "--divide"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.lines().any(|l| l == "b1a1: 1"), "{text}");
    assert_eq!(text.lines().last(), Some("12"));
    for bad in [
        vec!["--chess960", "960"],
        vec!["--chess960"],
        vec!["--chess960", "5", "--fen", fen],
    ] {
        let mut args = vec!["perft", "1"];
        args.extend(bad.iter().copied());
        let out = rookery(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(stderr(&out).contains("--chess960"), "{}", stderr(&out));
        assert!(out.stdout.is_empty());
    }
}

/// What a run that got past every check says when it tries to open the
/// window here (the tests run with no display): the file was accepted.
fn opened_the_window(out: &Output) -> bool {
    out.status.code() == Some(1) && stderr(out).contains("cannot open the window: no display")
}

/// A file given alone, as a file manager passes it ("Open with Rookery"):
/// a PGN, a FEN or EPD file and a save open the window; a file that is
/// none of them, a bad game and a missing file are one line each.
#[test]
fn a_file_alone_opens_its_game_or_is_refused_with_the_reason() {
    let dir = scratch("files");
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let pgn = write("game.pgn", "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n");
    let fen = write("position.fen", "\n8/8/8/8/8/8/8/K6k w - - 0 1\n");
    // EPD: four fields, then an operation.
    let epd = write(
        "position.epd",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5;\n",
    );
    // No extension: a FEN on its first line, or PGN.
    let bare_fen = write("bare-fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let bare_pgn = write("bare-pgn", "1. d4 d5 *");
    let save = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/saves/v1-fools-mate.ron"
    );
    for file in [&pgn, &fen, &epd, &bare_fen, &bare_pgn, save] {
        let out = rookery(&[file]);
        assert!(opened_the_window(&out), "{file}: {}", stderr(&out));
    }

    let refused = [
        (
            write("notes.txt", "hello"),
            "not a PGN file, a FEN or a Rookery save",
        ),
        // 2.Ke3 is illegal (two squares).
        (write("bad.pgn", "1. e4 e5 2. Ke3 *"), "Ke3"),
        (write("bad.fen", "8/8/8/8/8/8/8/k7 w - - 0 1"), "no king"),
        (write("empty.fen", "\n"), "empty"),
        ("/nonexistent/rookery/game.pgn".to_string(), "cannot read"),
    ];
    for (file, reason) in refused {
        let out = rookery(&[&file]);
        assert_eq!(out.status.code(), Some(1), "{file}: {}", stderr(&out));
        let err = stderr(&out);
        assert!(err.starts_with("rookery: "), "{err}");
        assert!(err.contains(reason), "{file}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    // A command is still a command, not a file.
    let out = rookery(&["perft", "1"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // One game at a time.
    let out = rookery(&[&pgn, "--fen", "8/8/8/8/8/8/8/K6k w - - 0 1"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
}

/// `rookery --version` names the version and the commit it was built
/// from (in a git checkout; outside one it says the commit is unknown).
#[test]
fn version_names_the_commit() {
    let out = rookery(&["--version"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text.trim();
    if !std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.git")).exists() {
        assert_eq!(
            line,
            concat!("rookery ", env!("CARGO_PKG_VERSION"), " (unknown commit)")
        );
        return;
    }
    let rest = line
        .strip_prefix(concat!("rookery ", env!("CARGO_PKG_VERSION"), " (commit "))
        .unwrap_or_else(|| panic!("{line}"));
    let hash = rest.strip_suffix(')').unwrap_or_else(|| panic!("{line}"));
    assert!(
        hash.len() >= 7 && hash.chars().all(|c| c.is_ascii_hexdigit()),
        "{line}"
    );
}

/// `rookery icon SIZE FILE` (what `make install` uses) writes a PNG of
/// that size; a size out of range is refused.
#[test]
fn icon_writes_a_png_of_the_size_asked_for() {
    let path = scratch("icon").join("icon.png");
    let out = rookery(&["icon", "32", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let png = std::fs::read(&path).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    assert_eq!(u32::from_be_bytes(png[16..20].try_into().unwrap()), 32);
    assert_eq!(u32::from_be_bytes(png[20..24].try_into().unwrap()), 32);
    let out = rookery(&["icon", "5000", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("out of range"), "{}", stderr(&out));
}
