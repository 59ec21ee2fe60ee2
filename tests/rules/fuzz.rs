//! Every parser that takes outside input, fed arbitrary text and bytes
//! (proptest): FEN, SAN and typed moves, UCI move text, PGN files, the save
//! file, the settings file and the UCI server's command loop. Each must
//! answer with an error (or ignore the line), never panic and never hang.
//! Case counts are kept small so the test binary stays fast.

use std::io::{Cursor, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use proptest::prelude::*;
use rookery::persist::{LoadError, SaveFile, Settings};
use rookery::rules::{
    Allowance, ClockKind, Position, TimeControl, UciMove, clk_text, parse_clk, read_games,
};

use crate::{KIWIPETE, POS4, POS5, START, pos};

/// Text mixing the characters each notation uses with anything at all.
fn notation_text(alphabet: &'static str) -> impl Strategy<Value = String> {
    let chars: Vec<char> = alphabet.chars().collect();
    prop::collection::vec(
        prop_oneof![
            4 => prop::sample::select(chars),
            1 => any::<char>(),
        ],
        0..80,
    )
    .prop_map(|v| v.into_iter().collect())
}

const FEN_CHARS: &str = "pnbrqkPNBRQK12345678/ wb-KQkqabcdefgh0123456789";
const CLOCK_CHARS: &str = "0123456789:.+ fischerbronstdlay";
const MOVE_CHARS: &str = "abcdefgh12345678NBRQKxX+#=!?-Oo0 eEpP.";

/// The positions moves are read in: many kinds of move are legal in them.
fn positions() -> Vec<Position> {
    [
        START,
        KIWIPETE,
        POS4,
        POS5,
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
    ]
    .iter()
    .map(|f| pos(f))
    .collect()
}

/// One piece of a PGN file: the things a real file holds, and junk.
fn pgn_piece() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("[Event \"Test\"]\n".to_string()),
        Just("[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n".to_string()),
        Just("[SetUp \"1\"]\n".to_string()),
        Just("[White \"A \\\"quoted\\\" name\"]\n".to_string()),
        Just("\n".to_string()),
        Just("\r\n".to_string()),
        Just("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 ".to_string()),
        Just("1.e4 ".to_string()),
        Just("4... ".to_string()),
        Just("{a comment} ".to_string()),
        Just("{ over\ntwo lines ".to_string()),
        Just("}".to_string()),
        Just("; rest of the line\n".to_string()),
        Just("\n% escape line\n".to_string()),
        Just("(1. d4 d5 (1... Nf6)) ".to_string()),
        Just("(1...\u{a0}c5\u{3000}2. Nf3) ".to_string()),
        Just("(".to_string()),
        Just(")".to_string()),
        Just("$1 $142 $".to_string()),
        Just("e4!? ".to_string()),
        Just("O-O-O ".to_string()),
        Just("exd6 e.p. ".to_string()),
        Just("1-0\n".to_string()),
        Just("0-1 ".to_string()),
        Just("1/2-1/2 ".to_string()),
        Just("* ".to_string()),
        Just("\u{feff}".to_string()),
        Just("[".to_string()),
        Just("\"".to_string()),
        notation_text(MOVE_CHARS),
        notation_text("[]{}()\";%$*.\n"),
    ]
}

fn pgn_file() -> impl Strategy<Value = String> {
    prop::collection::vec(pgn_piece(), 0..40).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A FEN is read or refused with a message; one read writes back a FEN
    /// that reads as the same position.
    #[test]
    fn fen_never_panics(text in prop_oneof![notation_text(FEN_CHARS), any::<String>()]) {
        match Position::from_fen(&text) {
            Ok(p) => {
                let again = Position::from_fen(&p.to_fen());
                prop_assert_eq!(again.ok(), Some(p));
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    /// A time control (from a PGN tag or the settings) is read or refused
    /// with a message; one read writes back text that reads as the same
    /// control. A `[%clk]` time read writes back as the same time, to the
    /// tenth.
    #[test]
    fn time_control_text_never_panics(text in prop_oneof![notation_text(CLOCK_CHARS), any::<String>()]) {
        match TimeControl::parse(&text) {
            Ok(c) => prop_assert_eq!(TimeControl::parse(&c.exact()), Ok(c)),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
        if let Some(d) = parse_clk(&text) {
            let again = parse_clk(&clk_text(d)).expect("written times read");
            prop_assert_eq!(again.as_millis() / 100, d.as_millis() / 100);
        }
    }

    /// A typed move in any notation is a legal move of the position or an
    /// error.
    #[test]
    fn move_text_never_panics(text in prop_oneof![notation_text(MOVE_CHARS), any::<String>()]) {
        for p in positions() {
            let found = [
                p.parse_san(&text).ok(),
                p.parse_san_strict(&text).ok(),
                p.parse_move(&text).ok(),
                p.parse_uci(&text).ok(),
            ];
            for mv in found.into_iter().flatten() {
                prop_assert!(p.is_legal(&mv), "{:?} gave an illegal move in {}", text, p.to_fen());
            }
            if let Ok(m) = UciMove::parse(&text) {
                let _ = m.to_move(&p);
            }
        }
    }

    /// A PGN file of real pieces in any order, or of any text: every game
    /// is read or reported, numbered in order, and the moves read are the
    /// moves of a legal game.
    #[test]
    fn pgn_never_panics(text in prop_oneof![3 => pgn_file(), 1 => any::<String>()]) {
        let games = read_games(&text);
        for (i, g) in games.iter().enumerate() {
            match g {
                Ok(game) => {
                    let mut replay = *game.game.start_position();
                    for played in game.game.moves() {
                        prop_assert!(replay.is_legal(&played.mv));
                        replay.play(&played.mv);
                    }
                }
                Err(e) => {
                    prop_assert_eq!(e.game, i + 1);
                    let prefix = format!("game {}", i + 1);
                    prop_assert!(e.to_string().starts_with(&prefix), "{}", e);
                }
            }
        }
    }

    /// Bytes that are not UTF-8, read the way a file would be shown to the
    /// reader (lossily).
    #[test]
    fn pgn_of_any_bytes_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let _ = read_games(&String::from_utf8_lossy(&bytes));
    }

    /// Any bytes as a save: refused with a reason, or parsed and then its
    /// game replayed or refused.
    #[test]
    fn save_bytes_never_panic(bytes in prop_oneof![
        prop::collection::vec(any::<u8>(), 0..600),
        notation_text("()[]{}:,\"' \nversion name moves Some None true false 0123456789-")
            .prop_map(String::into_bytes),
    ]) {
        match SaveFile::parse(&bytes) {
            Ok(save) => { let _ = save.game(); }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    /// Any bytes as settings: refused with a reason, or read into range.
    /// (Junk hardly ever reads; the well-formed files of `settings_text`
    /// do, with values in range and out of it.)
    #[test]
    fn settings_bytes_never_panic(bytes in prop_oneof![
        prop::collection::vec(any::<u8>(), 0..600),
        notation_text("()[]{}:,\"' \nversion volume theme Some None true false 0123456789.-e")
            .prop_map(String::into_bytes),
        settings_text().prop_map(|(text, _)| text.into_bytes()),
    ]) {
        match Settings::parse(&bytes) {
            Ok(settings) => check_settings_in_range(&settings)?,
            Err(e) => prop_assert!(!e.is_empty()),
        }
    }

    /// A well-formed settings file is read whatever its values (a newer
    /// format refused): values out of range are brought into range, and
    /// values in range are kept as written.
    #[test]
    fn settings_values_are_read_into_range((text, written) in settings_text()) {
        let read = Settings::parse(text.as_bytes());
        if written.version > 1 {
            prop_assert!(read.is_err(), "{}", text);
            return Ok(());
        }
        let read = read.map_err(|e| TestCaseError::fail(format!("{e}: {text}")))?;
        check_settings_in_range(&read)?;
        if (0.0..=1.0).contains(&written.volume) {
            prop_assert_eq!(read.volume, written.volume);
        }
        if let Some((w, h)) = written.window_size
            && WINDOW_SIDE.contains(&w)
            && WINDOW_SIDE.contains(&h)
        {
            prop_assert_eq!(read.window_size, Some((w, h)));
        }
        if let Some(control) = written.time_control
            && control_in_range(&control)
        {
            prop_assert_eq!(read.time_control, Some(control));
        }
    }
}

/// The sides of the window the settings keep, in logical pixels: at least
/// 100 (a smaller remembered window is dropped), at most 16384 (larger is
/// cut down), as `Settings::sanitised` promises in src/persist/settings.rs.
const WINDOW_SIDE: std::ops::RangeInclusive<f32> = 100.0..=16_384.0;

/// Whether a time control is one a game can start with: some time for each
/// side, at most 24 hours of it and at most an hour of increment or delay
/// (the limits `TimeControlError::TooLong` states).
fn control_in_range(control: &TimeControl) -> bool {
    [control.white, control.black].iter().all(|a| {
        !a.base.is_zero()
            && a.base <= Duration::from_secs(24 * 3600)
            && a.bonus <= Duration::from_secs(3600)
    })
}

/// Settings as `Settings::parse` may hand them out: every value in its
/// range (the ranges the settings' documentation gives), and written and
/// read again, the same settings.
fn check_settings_in_range(s: &Settings) -> Result<(), TestCaseError> {
    prop_assert_eq!(s.version, 1, "the format this build writes");
    prop_assert!((0.0..=1.0).contains(&s.volume), "volume {}", s.volume);
    if let Some((w, h)) = s.window_size {
        prop_assert!(
            WINDOW_SIDE.contains(&w) && WINDOW_SIDE.contains(&h),
            "window {w} x {h}"
        );
    }
    if let Some(path) = &s.engine_path {
        prop_assert!(
            !path.is_empty() && path.trim() == path,
            "engine path {path:?}"
        );
        prop_assert!(
            !path.contains(['\n', '\r']) && path.len() < 4096,
            "engine path {path:?}"
        );
    }
    if let Some(control) = &s.time_control {
        prop_assert!(control_in_range(control), "{control:?}");
    }
    let again = Settings::parse(s.to_ron().as_bytes());
    prop_assert_eq!(again.as_ref(), Ok(s), "written again: {}", s.to_ron());
    Ok(())
}

/// What a written settings file holds of the values checked.
#[derive(Debug, Clone)]
struct WrittenSettings {
    version: u32,
    volume: f32,
    window_size: Option<(f32, f32)>,
    time_control: Option<TimeControl>,
}

/// A float for the settings: anything an `f32` can be (NaN and the
/// infinities included, as RON writes them), or one near the ranges.
fn settings_float() -> impl Strategy<Value = f32> {
    prop_oneof![
        any::<f32>(),
        0.0f32..=1.0,
        -1.0f32..2.0,
        0.0f32..20_000.0,
        prop::sample::select(vec![
            0.0,
            1.0,
            100.0,
            16_384.0,
            f32::NAN,
            f32::INFINITY,
            f32::NEG_INFINITY
        ]),
    ]
}

/// An allowance written as a settings file holds it (a `Duration` is
/// `(secs: .., nanos: ..)` in RON), in range or out of it.
fn allowance() -> impl Strategy<Value = Allowance> {
    (
        prop_oneof![0u64..200_000, 1u64..=86_400],
        prop_oneof![0u64..8_000, 0u64..=3_600],
    )
        .prop_map(|(base, bonus)| Allowance::secs(base, bonus))
}

/// A well-formed settings file, written here field by field (not by the
/// code under test), with values in range and out of it; and what it holds.
fn settings_text() -> impl Strategy<Value = (String, WrittenSettings)> {
    let window = prop::option::of((settings_float(), settings_float()));
    let control = prop::option::of((0usize..3, allowance(), allowance()));
    let path = prop::sample::select(vec![
        "None".to_string(),
        "Some(\"\")".to_string(),
        "Some(\"   \")".to_string(),
        "Some(\"  /usr/games/stockfish  \")".to_string(),
        "Some(\"/opt/engine\\nsecond line\")".to_string(),
        format!("Some(\"/{}\")", "x".repeat(5000)),
    ]);
    (0u32..3, settings_float(), window, path, control).prop_map(
        |(version, volume, window_size, path, control)| {
            let kinds = [ClockKind::Fischer, ClockKind::Bronstein, ClockKind::SimpleDelay];
            let time_control = control.map(|(k, white, black)| TimeControl {
                kind: kinds[k],
                white,
                black,
            });
            let duration = |d: Duration| format!("(secs: {}, nanos: 0)", d.as_secs());
            let allowance = |a: Allowance| {
                format!("(base: {}, bonus: {})", duration(a.base), duration(a.bonus))
            };
            let window_text = match window_size {
                Some((w, h)) => format!("Some(({w:?}, {h:?}))"),
                None => "None".to_string(),
            };
            let control_text = match time_control {
                Some(c) => format!(
                    "Some((kind: {:?}, white: {}, black: {}))",
                    c.kind,
                    allowance(c.white),
                    allowance(c.black)
                ),
                None => "None".to_string(),
            };
            let text = format!(
                "(\n    version: {version},\n    volume: {volume:?},\n    window_size: {window_text},\n    \
                 engine_path: {path},\n    time_control: {control_text},\n)\n"
            );
            let written = WrittenSettings {
                version,
                volume,
                window_size,
                time_control,
            };
            (text, written)
        },
    )
}

/// A save written by this build, cut at every character: each prefix that
/// is more than whitespace short of the whole is refused as damaged.
#[test]
fn every_truncation_of_a_save_is_refused_as_damaged() {
    let text = include_str!("../fixtures/saves/v1-scotch.ron");
    let whole = text.trim_end();
    let mut cuts = 0;
    for (cut, _) in text.char_indices() {
        let prefix = &text[..cut];
        if prefix.trim_end() == whole {
            continue;
        }
        match SaveFile::parse(prefix.as_bytes()) {
            Err(LoadError::NotRon(_)) => cuts += 1,
            other => panic!("cut at {cut} gave {other:?}"),
        }
    }
    assert!(cuts > 100, "the fixture is a real save ({cuts} cuts)");
}

/// A PGN file whose one line is ten megabytes long, of three kinds: one
/// comment, one unbroken word and moves that go round in circles. Each is
/// read in reasonable time (linear, not quadratic, in the line).
#[test]
fn a_ten_megabyte_line_is_read() {
    const TEN_MB: usize = 10 * 1024 * 1024;
    let comment = format!("{{{}}} 1. e4 *", "x".repeat(TEN_MB));
    let word = "e".repeat(TEN_MB);
    // Knights out and back: legal until the fivefold repetition ends the
    // game (FIDE art. 9.6.1), after which the next move is refused.
    let circle = "Nf3 Nf6 Ng1 Ng8 ".repeat(TEN_MB / 16);
    for (what, text) in [("comment", comment), ("word", word), ("circle", circle)] {
        let started = Instant::now();
        let games = read_games(&text);
        assert!(!games.is_empty(), "{what}");
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "{what} took {:?}",
            started.elapsed()
        );
        match what {
            "comment" => assert_eq!(games.len(), 1, "{what}: {:?}", games[0]),
            "circle" => {
                let e = games[0].as_ref().expect_err("fivefold ends the game");
                // 4 plies a round, 4 rounds to the fifth occurrence of the
                // start position after move 8 ... Ng8; the 9th move errs.
                assert_eq!(e.move_number, Some(9), "{e}");
            }
            _ => assert!(games[0].is_err(), "{what}"),
        }
    }
}

/// The output of an in-process UCI server, kept for the test.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn uci_word() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::sample::select(vec![
            "uci", "isready", "ucinewgame", "position", "startpos", "fen", "moves", "go",
            "stop", "setoption", "name", "value", "Hash", "Skill", "Level", "UCI_Elo",
            "UCI_LimitStrength", "Clear", "depth", "nodes", "movetime", "wtime", "btime",
            "winc", "binc", "movestogo", "mate", "infinite", "ponder", "searchmoves",
            "e2e4", "e7e5", "e7e8q", "0000", "-1", "0", "1", "3", "99999999999999999999999",
            "-99999999999999999999", "9223372036854775807", "true", "false", "debug",
            "register", "ponderhit", "8/8/8/8/8/8/8/K6k", "w", "b", "-",
        ]).prop_map(str::to_string),
        1 => any::<String>(),
    ]
}

/// A line's command as the server takes it: the first command word.
fn first_command(line: &str) -> Option<&str> {
    const COMMANDS: [&str; 11] = [
        "uci",
        "debug",
        "isready",
        "setoption",
        "register",
        "ucinewgame",
        "position",
        "go",
        "stop",
        "ponderhit",
        "quit",
    ];
    line.split_whitespace().find(|t| COMMANDS.contains(t))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The UCI server driven in process with lines of its words and junk
    /// (no `quit`): it reads them all and answers the `isready` at the
    /// end, and every `go` it took ends in exactly one `bestmove`.
    #[test]
    fn uci_server_never_panics(lines in prop::collection::vec(
        prop::collection::vec(uci_word(), 0..8).prop_map(|w| w.join(" ")),
        0..12,
    )) {
        let lines: Vec<String> = lines
            .into_iter()
            .map(|l| l.replace(['\n', '\r'], " ").replace("quit", "qu1t"))
            .collect();
        let gos = lines.iter().filter(|l| first_command(l) == Some("go")).count();
        let mut input = lines.join("\n");
        input.push_str("\nisready\n");
        let out = Shared::default();
        let started = Instant::now();
        rookery::engine::uci::run(Cursor::new(input.into_bytes()), out.clone());
        prop_assert!(started.elapsed() < Duration::from_secs(60));
        let text = String::from_utf8(out.0.lock().unwrap().clone()).expect("UTF-8 answers");
        prop_assert!(text.lines().any(|l| l == "readyok"), "{}", text);
        let bestmoves = text.lines().filter(|l| l.starts_with("bestmove")).count();
        prop_assert_eq!(bestmoves, gos, "{}", text);
    }
}
