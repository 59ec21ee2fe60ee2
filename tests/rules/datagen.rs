//! `rookery datagen`'s data (`rookery::engine::datagen`): the record's
//! packing, seeded runs, continuing a stopped run, damaged files, and the
//! command itself.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::AtomicBool;

use rookery::engine::datagen::file::Stats;
use rookery::engine::datagen::record::{BLOCK, GameMark, Record, checksum, pack_header};
use rookery::engine::datagen::{Progress, Settings, Target, run};
use rookery::rules::GameResult;

use super::pos;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rookery-datagen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

/// Tiny games: a few hundred nodes a move, at most 40 plies.
fn tiny(seed: u64) -> Settings {
    Settings {
        seed,
        nodes: 300,
        random_plies: 4,
        book_plies: 4,
        max_plies: 40,
        verify_margin: 250,
    }
}

fn play(path: &Path, settings: &Settings, threads: usize, games: u64) -> Progress {
    let stop = AtomicBool::new(false);
    let target = Target {
        games: Some(games),
        positions: None,
    };
    match run(path, settings, threads, target, &stop, &mut |_| {}) {
        Ok(progress) => progress,
        Err(e) => panic!("the run failed: {e}"),
    }
}

/// `rookery ARGS` run as a program, its output kept.
fn rookery(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rookery"))
        .args(args)
        // No display: no window could open by mistake.
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("rookery runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn records_pack_and_unpack_positions_written_by_hand() {
    let cases = [
        // All 32 pieces, every castling right, White to move.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            35,
            GameResult::WhiteWins,
        ),
        // Black just played d7-d5 beside White's e5 pawn: en passant on
        // d6 with White to move; White may castle short, Black long.
        (
            "r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 0 1",
            -1234,
            GameResult::Draw,
        ),
        // White just played e2-e4 beside Black's d4 pawn: en passant on e3
        // with Black to move; White may castle long, Black short.
        (
            "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b Qk e3 0 3",
            0,
            GameResult::BlackWins,
        ),
        // Two white queens (one promoted), no castling, Black to move,
        // clocks past a byte's and a nibble's reach.
        (
            "8/8/8/4k3/8/8/Q7/K1Q5 b - - 87 300",
            -32000,
            GameResult::WhiteWins,
        ),
    ];
    for (fen, score, result) in cases {
        let record = Record {
            position: pos(fen),
            score,
            result,
        };
        let block = record.pack();
        assert_eq!(block.len(), 32);
        let back = Record::unpack(&block).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(back, record, "{fen}");
        assert_eq!(back.position.to_fen(), fen);
    }
    // The layout docs/engine.md gives, on the start position: occupancy
    // ranks 1, 2, 7 and 8; a1's white rook (3) and b1's white knight (1)
    // in the first byte of pieces; the last piece h8's black rook (8 + 3)
    // in the high nibble of byte 23; all four castling rights; no en
    // passant (64); the result and the score.
    let block = Record {
        position: pos(super::START),
        score: -2,
        result: GameResult::WhiteWins,
    }
    .pack();
    assert_eq!(block[0..8], 0xFFFF_0000_0000_FFFFu64.to_le_bytes());
    assert_eq!(block[8], 0x13);
    assert_eq!(block[23] >> 4, 11);
    assert_eq!(block[24..28], [15, 64, 0, 2]);
    assert_eq!(block[28..30], 1u16.to_le_bytes());
    assert_eq!(block[30..32], (-2i16).to_le_bytes());
    // Black to move sets the flag byte's high bit.
    let black = Record {
        position: pos("8/8/8/4k3/8/8/Q7/K1Q5 b - - 0 1"),
        score: 0,
        result: GameResult::Draw,
    }
    .pack();
    assert_eq!(black[24], 0x80);
}

#[test]
fn a_seeded_run_of_two_tiny_games_is_deterministic() {
    let (a, b, c) = (scratch("seed-a"), scratch("seed-b"), scratch("seed-c"));
    let first = play(&a, &tiny(7), 2, 2);
    assert_eq!((first.games, first.new_games), (2, 2));
    // One thread instead of two: the same games, in the same order.
    play(&b, &tiny(7), 1, 2);
    let bytes = std::fs::read(&a).expect("written");
    assert_eq!(bytes, std::fs::read(&b).expect("written"));
    assert_eq!(bytes.len() as u64, (first.positions + 3) * BLOCK as u64);
    let stats = Stats::of_file(&a).expect("a whole file");
    assert_eq!((stats.games, stats.positions), (2, first.positions));
    // Another seed, other games.
    play(&c, &tiny(8), 1, 2);
    assert_ne!(bytes, std::fs::read(&c).expect("written"));
}

#[test]
fn resuming_after_a_truncated_file_gives_the_same_records_as_one_run() {
    let whole = scratch("resume-whole");
    play(&whole, &tiny(11), 1, 3);
    let expected = std::fs::read(&whole).expect("written");

    // Stopped while writing: the file ends in the middle of a block.
    let cut = scratch("resume-cut");
    std::fs::write(&cut, &expected[..expected.len() - 45]).expect("written");
    // Opened for a target it already holds, the file loses the half game
    // and nothing else.
    let before = Stats::of_reader(&expected[..expected.len() - 45]).expect("a cut file reads");
    assert!(before.games >= 1 && before.partial_bytes > 0, "{before:?}");
    let opened = play(&cut, &tiny(11), 1, 1);
    assert_eq!(
        (opened.new_games, opened.games, opened.trimmed),
        (0, before.games, before.partial_bytes)
    );
    let kept = std::fs::read(&cut).expect("written");
    assert_eq!(
        kept.len() + before.partial_bytes as usize,
        expected.len() - 45
    );
    assert_eq!(kept, expected[..kept.len()]);
    std::fs::write(&cut, &expected[..expected.len() - 45]).expect("written");
    let resumed = play(&cut, &tiny(11), 1, 3);
    assert!(resumed.trimmed > 0, "{resumed:?}");
    assert!(resumed.new_games >= 1, "{resumed:?}");
    assert_eq!(std::fs::read(&cut).expect("written"), expected);

    // Stopped between games: the file ends after game 0, and the run goes
    // on from game 1 (two threads now).
    let mark = GameMark::unpack(expected[BLOCK..2 * BLOCK].try_into().expect("a block"))
        .expect("game 0's mark");
    let first = (2 + usize::from(mark.positions)) * BLOCK;
    let between = scratch("resume-between");
    std::fs::write(&between, &expected[..first]).expect("written");
    let resumed = play(&between, &tiny(11), 2, 3);
    assert_eq!((resumed.trimmed, resumed.new_games), (0, 2));
    assert_eq!(std::fs::read(&between).expect("written"), expected);
}

#[test]
fn a_damaged_file_is_refused_with_a_message() {
    let good = scratch("damage-good");
    play(&good, &tiny(5), 1, 2);
    let bytes = std::fs::read(&good).expect("written");
    let refused = |data: &[u8]| match Stats::of_reader(data) {
        Ok(stats) => panic!("accepted: {stats:?}"),
        Err(e) => e,
    };

    assert!(refused(b"PK\x03\x04 not ours").contains("too short"));
    let mut other = bytes.clone();
    other[0..8].copy_from_slice(b"PGN file");
    assert!(refused(&other).contains("not a Rookery self-play data file"));

    // A byte changed in the last block (a position, or a mark of a game
    // with none): the checksum, or the mark's own fields, catch it.
    let mut flipped = bytes.clone();
    let last = flipped.len() - 3;
    flipped[last] ^= 0x40;
    let message = refused(&flipped);
    assert!(message.starts_with("game 1 (byte "), "{message}");

    // A block whose checksum is right but whose position is not legal (the
    // black king turned into a queen), in a game of its own.
    let mut illegal = pack_header(&tiny(5)).to_vec();
    let mut no_king = Record {
        position: pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        score: 0,
        result: GameResult::Draw,
    }
    .pack();
    assert_eq!(no_king[8], 5 | 13 << 4, "e1's white king, e8's black king");
    no_king[8] = 5 | 12 << 4;
    let mark = GameMark {
        index: 0,
        positions: 1,
        result: GameResult::Draw,
        end: rookery::engine::datagen::End::PlyCap,
        plies: 40,
        opening_plies: 4,
        checksum: checksum(&[no_king]),
    };
    illegal.extend_from_slice(&mark.pack());
    illegal.extend_from_slice(&no_king);
    let message = refused(&illegal);
    assert!(message.starts_with("game 0"), "{message}");
    assert!(
        message.contains("position 0: not a legal position"),
        "{message}"
    );

    // A run refuses to add to a damaged file and leaves it as it was.
    let damaged = scratch("damage-run");
    std::fs::write(&damaged, &flipped).expect("written");
    let stop = AtomicBool::new(false);
    let target = Target {
        games: Some(3),
        positions: None,
    };
    let result = run(&damaged, &tiny(5), 1, target, &stop, &mut |_| {});
    assert!(result.is_err(), "{result:?}");
    assert_eq!(std::fs::read(&damaged).expect("kept"), flipped);
    // ...and to add games of other settings.
    let result = run(&good, &tiny(6), 1, target, &stop, &mut |_| {});
    let message = result.expect_err("other settings");
    assert!(message.contains("other settings"), "{message}");

    // Any cut of a whole file reads without panicking.
    for len in 0..bytes.len().min(400) {
        let _ = Stats::of_reader(&bytes[..len]);
    }
}

#[test]
fn datagen_writes_games_that_stats_reads_and_stats_refuses_a_damaged_file() {
    let data = scratch("cli.bin");
    let path = data.to_str().unwrap();
    let out = rookery(&[
        "datagen",
        "--out",
        path,
        "--games",
        "1",
        "--seed",
        "3",
        "--nodes",
        "200",
        "--max-plies",
        "30",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // The progress line's last word on the way out.
    assert!(
        stderr(&out).contains("games 1 (+1), positions "),
        "{}",
        stderr(&out)
    );
    let out = rookery(&["datagen", "--stats", path]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("settings: --seed 3 --nodes 200"), "{text}");
    assert!(text.contains("\ngames 1, positions "), "{text}");
    // Run again with only --out: the file's settings, one game more.
    let out = rookery(&["datagen", "--out", path, "--games", "2"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("games already in the file: 1; continuing from game 1"),
        "{}",
        stderr(&out)
    );
    assert!(stderr(&out).contains("games 2 (+1)"), "{}", stderr(&out));

    let mut bytes = std::fs::read(&data).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&data, &bytes).unwrap();
    let out = rookery(&["datagen", "--stats", path]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.starts_with(&format!("rookery: {path}: game ")), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    std::fs::write(
        &data,
        b"not a data file at all, but long enough for a header",
    )
    .unwrap();
    let out = rookery(&["datagen", "--stats", path]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("not a Rookery self-play data file"),
        "{}",
        stderr(&out)
    );
}

/// `rookery train` on a small file of tiny games: a pass line for each
/// pass with the loss beside the hand-written evaluation's, and a network
/// file that reads back with the size asked; training goes on from that
/// network with `--start`, at its size; a file with too few games, a
/// damaged one, a bad number, a size other than the starting network's
/// and a missing starting network are refused with a message and write
/// nothing.
#[test]
fn train_writes_a_network_from_a_data_file_and_refuses_bad_input() {
    use rookery::engine::nnue::Network;
    let data = scratch("train.bin");
    play(&data, &tiny(8), 2, 60);
    let net = scratch("train.nnue");
    let (data_arg, net_arg) = (data.to_str().unwrap(), net.to_str().unwrap());
    let train = |extra: &[&str]| {
        let mut args = vec![
            "train", "--data", data_arg, "--out", net_arg, "--hidden", "8",
        ];
        args.extend_from_slice(extra);
        rookery(&args)
    };
    let out = train(&["--epochs", "2", "--batch", "64"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("the hand-written evaluation's loss on those: 0."),
        "{text}"
    );
    assert!(text.contains("\npass 1/2: loss 0."), "{text}");
    assert!(text.contains("\npass 2/2: loss 0."), "{text}");
    let written = Network::from_bytes(&std::fs::read(&net).unwrap()).unwrap();
    assert_eq!(written.hidden, 8);

    // Going on from that network: its size is the one it has, and another
    // asked for is refused.
    let first = scratch("first.nnue");
    std::fs::rename(&net, &first).unwrap();
    let first_arg = first.to_str().unwrap();
    let out = rookery(&[
        "train", "--data", data_arg, "--out", net_arg, "--start", first_arg, "--hidden", "4",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("--hidden 4 is not the starting network's size, 8"),
        "{}",
        stderr(&out)
    );
    assert!(!net.exists(), "a network written from bad input");
    let out = rookery(&[
        "train", "--data", data_arg, "--out", net_arg, "--start", first_arg, "--epochs", "1",
        "--batch", "64",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("the starting network's loss on the positions kept apart: 0."),
        "{text}"
    );
    let again = Network::from_bytes(&std::fs::read(&net).unwrap()).unwrap();
    assert_eq!(again.hidden, 8);
    std::fs::remove_file(&net).unwrap();
    let out = train(&["--start", "no-such.nnue"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("no-such.nnue"), "{}", stderr(&out));

    let out = train(&["--rate", "fast"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("--rate 'fast' is not a number"),
        "{}",
        stderr(&out)
    );
    let out = train(&["--limit", "10"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("too few games"), "{}", stderr(&out));
    let mut bytes = std::fs::read(&data).unwrap();
    bytes[40] ^= 0xff;
    std::fs::write(&data, &bytes).unwrap();
    let out = train(&[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains(data_arg), "{}", stderr(&out));
    assert!(!net.exists(), "a network written from bad input");
}
