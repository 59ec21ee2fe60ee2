//! PGN reading and writing (`rookery::rules::pgn`).
//!
//! The sample games are written for these tests. Expected positions are the
//! FENs of well-known opening lines and hand-checked endgame moves; expected
//! layouts follow the PGN export format (Seven Tag Roster, 80 columns).

use std::time::Duration;

use rookery::rules::pgn::{MAX_VARIATION_DEPTH, PgnErrorKind};
use rookery::rules::{
    EndReason, Game, GameResult, MoveNote, Outcome, PgnError, PgnEval, PgnGame, SanError,
    read_games, write_annotated_game, write_game,
};

/// The Ruy Lopez after 5...Be7 (the "Closed" tabiya), White to move.
const RUY_LOPEZ_5_BE7: &str = "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6";
/// Fool's mate: 1. f3 e5 2. g4 Qh4#.
const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
/// The Giuoco Piano after 7. Nc3 (1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6
/// 5. d4 exd4 6. cxd4 Bb4+ 7. Nc3).
const GIUOCO_7_NC3: &str = "r1bqk2r/pppp1ppp/2n2n2/8/1bBPP3/2N2N2/PP3PPP/R1BQK2R b KQkq - 2 7";
/// Kings and rooks on their squares, a white pawn on d2 and a black one on e4.
const CASTLING_START: &str = "r3k2r/8/8/8/4p3/8/3P4/R3K2R w KQkq - 0 1";
/// After 1. d4 exd3 (en passant) 2. O-O O-O-O from `CASTLING_START`.
const CASTLING_END: &str = "2kr3r/8/8/8/8/3p4/8/R4RK1 w - - 2 3";

const SAMPLE: &str = r#"[Event "Club Championship"]
[Site "Rookery Hall"]
[Date "2024.03.02"]
[Round "1"]
[White "Alder, Ann"]
[Black "Birch, Bob"]
[Result "1-0"]
[ECO "C84"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0

[Event "Club Championship"]
[Site "Rookery Hall"]
[Date "2024.03.02"]
[Round "2"]
[White "Birch, Bob"]
[Black "Cedar, Cy"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

[Event "Club Championship"]
[Site "Rookery Hall"]
[Date "2024.03.09"]
[Round "3"]
[White "Cedar, Cy"]
[Black "Alder, Ann"]
[Result "1/2-1/2"]
[Annotator "Dee \"the Hawk\" Elm \\ club"]

% This escape line is for software, not for readers: 1. d4 (
{ A quiet Giuoco Piano. The notes (in braces) may hold ( and ) freely,
  and run over several lines. }
1. e4 $1 e5 2. Nf3 Nc6 3. Bc4 Bc5!? (3... Nf6 4. Ng5 (4. d4 exd4 ; a ) in a comment
5. O-O) 4. d3 { transposes } ) 4. c3 Nf6?! 5. d4 exd4 6. cxd4 Bb4+ $6
7. Nc3 { The players agreed a draw here. } 1/2-1/2

[Event "Endgame drill"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]
[SetUp "1"]
[FEN "r3k2r/8/8/8/4p3/8/3P4/R3K2R w KQkq - 0 1"]

1. d4 exd3 e.p. 2. O-O O-O-O *

[Event "Club Championship"]
[Site "Rookery Hall"]
[Date "2024.03.16"]
[Round "4"]
[White "Fir, Fay"]
[Black "Gum, Gus"]
[Result "1-0"]
[Termination "forfeit"]

1-0
"#;

fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(n, v)| ((*n).to_string(), (*v).to_string()))
        .collect()
}

#[track_caller]
fn ok(result: &Result<PgnGame, PgnError>) -> &PgnGame {
    match result {
        Ok(game) => game,
        Err(e) => panic!("unexpected PGN error: {e}"),
    }
}

#[track_caller]
fn err(result: &Result<PgnGame, PgnError>) -> &PgnError {
    match result {
        Ok(game) => panic!("expected an error, read {:?}", game.game.moves()),
        Err(e) => e,
    }
}

fn sans(game: &Game) -> Vec<&str> {
    game.moves().iter().map(|m| m.san.as_str()).collect()
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A game of pseudo-random legal moves, at most `plies` long.
fn random_game(rng: &mut Rng, plies: usize) -> Game {
    let mut game = Game::new();
    for _ in 0..plies {
        if game.is_over() {
            break;
        }
        let moves = game.position().legal_moves();
        let mv = moves[rng.below(moves.len())];
        game.try_play(&mv).unwrap();
    }
    game
}

#[test]
fn reads_a_multi_game_file() {
    let games = read_games(SAMPLE);
    assert_eq!(games.len(), 5);

    // 1: an opening, then White's opponent resigned (a result not on the board).
    let g = ok(&games[0]);
    assert_eq!(g.tag("White"), Some("Alder, Ann"));
    assert_eq!(g.tag("ECO"), Some("C84"));
    assert_eq!(g.tag("Opening"), None);
    assert_eq!(g.tags.len(), 8);
    assert_eq!(g.game.position().to_fen(), RUY_LOPEZ_5_BE7);
    assert_eq!(g.game.moves().len(), 10);
    assert_eq!(g.game.moves()[8].san, "O-O");
    assert_eq!(g.result, Some(GameResult::WhiteWins));
    assert_eq!(
        g.game.outcome(),
        Some(Outcome {
            result: GameResult::WhiteWins,
            reason: EndReason::Unknown
        })
    );

    // 2: fool's mate; the board gives the outcome.
    let g = ok(&games[1]);
    assert_eq!(sans(&g.game), ["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(g.game.position().to_fen(), FOOLS_MATE);
    assert_eq!(g.result, Some(GameResult::BlackWins));
    assert_eq!(
        g.game.outcome(),
        Some(Outcome::win(
            rookery::rules::Color::Black,
            EndReason::Checkmate
        ))
    );

    // 3: comments, NAGs, glyphs, nested variations and an escape line.
    let g = ok(&games[2]);
    assert_eq!(g.tag("Annotator"), Some(r#"Dee "the Hawk" Elm \ club"#));
    assert_eq!(
        sans(&g.game),
        [
            "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d4", "exd4", "cxd4", "Bb4+",
            "Nc3"
        ]
    );
    assert_eq!(g.game.position().to_fen(), GIUOCO_7_NC3);
    assert_eq!(g.result, Some(GameResult::Draw));
    assert_eq!(g.game.outcome().map(|o| o.result), Some(GameResult::Draw));

    // 4: set up by FEN, with en passant and castling on both sides.
    let g = ok(&games[3]);
    assert_eq!(g.game.start_position().to_fen(), CASTLING_START);
    assert!(!g.game.starts_from_standard());
    assert_eq!(sans(&g.game), ["d4", "exd3", "O-O", "O-O-O"]);
    assert_eq!(g.game.position().to_fen(), CASTLING_END);
    assert_eq!(g.result, None);
    assert_eq!(g.game.outcome(), None);

    // 5: a game with no moves, decided off the board.
    let g = ok(&games[4]);
    assert!(g.game.moves().is_empty());
    assert!(g.game.starts_from_standard());
    assert_eq!(g.tag("Termination"), Some("forfeit"));
    assert_eq!(g.result, Some(GameResult::WhiteWins));
    assert_eq!(
        g.game.outcome().map(|o| (o.result, o.reason)),
        Some((GameResult::WhiteWins, EndReason::Unknown))
    );
}

#[test]
fn byte_order_mark_and_crlf_line_endings() {
    let text = format!("\u{feff}{}", SAMPLE.replace('\n', "\r\n"));
    let games = read_games(&text);
    let plain = read_games(SAMPLE);
    assert_eq!(games, plain);
    assert_eq!(
        ok(&games[0]).tags[0],
        ("Event".into(), "Club Championship".into())
    );
}

#[test]
fn movetext_forms() {
    // Numbers glued to moves, Black's "3...", glyphs, castling with zeros.
    let text = "1.e4 e5 2.Nf3!! Nc6?? 3.Bb5 3...a6 4.Ba4!? Nf6?! 5.0-0 ! Be7 *";
    let games = read_games(text);
    assert_eq!(games.len(), 1);
    let g = ok(&games[0]);
    assert!(g.tags.is_empty());
    assert_eq!(g.game.position().to_fen(), RUY_LOPEZ_5_BE7);
    assert_eq!(g.game.moves()[8].san, "O-O");

    // A promotion written without '=', the FEN tag alone, a number glued to "...".
    let text = "[FEN \"7k/4P3/8/8/8/8/8/K7 w - - 0 1\"]\n\n1. e8Q 1...Kh7 *";
    let g = read_games(text);
    let g = ok(&g[0]);
    assert_eq!(sans(&g.game), ["e8=Q+", "Kh7"]);
    assert_eq!(g.game.position().to_fen(), "4Q3/7k/8/8/8/8/8/K7 w - - 1 2");

    // En passant written glued to the move.
    let text = format!("[SetUp \"1\"]\n[FEN \"{CASTLING_START}\"]\n\n1. d4 exd3e.p. *");
    let g = read_games(&text);
    assert_eq!(sans(&ok(&g[0]).game), ["d4", "exd3"]);

    // No termination marker at the end of the file: the Result tag decides.
    let g = read_games("[Result \"0-1\"]\n\n1. e4 e5");
    let g = ok(&g[0]);
    assert_eq!(g.result, Some(GameResult::BlackWins));
    assert_eq!(
        g.game.outcome().map(|o| o.result),
        Some(GameResult::BlackWins)
    );

    // The termination marker wins over the Result tag.
    let g = read_games("[Result \"0-1\"]\n\n1. e4 e5 *");
    assert_eq!(ok(&g[0]).result, None);
    assert_eq!(ok(&g[0]).game.outcome(), None);

    // Nothing but whitespace and comments is no game at all.
    assert!(read_games("").is_empty());
    assert!(read_games(" \r\n{ just a note }\n; another\n% escape\n").is_empty());
}

#[test]
fn write_layout() {
    let mut game = Game::new();
    for san in ["f3", "e5", "g4", "Qh4#"] {
        game.play_san(san).unwrap();
    }
    let given = tags(&[
        ("Annotator", "Hal"),
        ("White", "Birch, Bob"),
        ("Result", "1-0"),
        ("Event", "Say \"hi\" \\ bye"),
        ("FEN", "8/8/8/8/8/8/8/K6k w - - 0 1"),
    ]);
    let expected = "[Event \"Say \\\"hi\\\" \\\\ bye\"]\n\
                    [Site \"?\"]\n\
                    [Date \"????.??.??\"]\n\
                    [Round \"?\"]\n\
                    [White \"Birch, Bob\"]\n\
                    [Black \"?\"]\n\
                    [Result \"0-1\"]\n\
                    [Annotator \"Hal\"]\n\
                    \n\
                    1. f3 e5 2. g4 Qh4# 0-1\n";
    assert_eq!(write_game(&game, &given), expected);

    // A game starting with Black to move, from a set-up position.
    let fen = "r3k2r/8/8/8/3Pp3/8/8/R3K2R b KQkq d3 0 20";
    let mut game = Game::from_fen(fen).unwrap();
    for san in ["exd3", "O-O", "O-O-O"] {
        game.play_san(san).unwrap();
    }
    let text = write_game(&game, &tags(&[("SetUp", "0"), ("Round", "7")]));
    let expected = format!(
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"7\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n\
         20... exd3 21. O-O O-O-O *\n"
    );
    assert_eq!(text, expected);

    // An empty game.
    assert!(write_game(&Game::new(), &[]).ends_with("[Result \"*\"]\n\n*\n"));
}

#[test]
fn write_then_read_round_trips() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for round in 0..40 {
        let plies = 40 + rng.below(260);
        let mut game = random_game(&mut rng, plies);
        if round % 3 == 0 && !game.is_over() {
            game.resign(game.side_to_move()).unwrap();
        }
        let given = tags(&[
            ("White", "Ann \"The Rook\" Alder"),
            ("Black", "C:\\chess\\bob"),
            ("Round", &round.to_string()),
            ("PlyCount", &game.ply_count().to_string()),
        ]);
        let text = write_game(&game, &given);
        let games = read_games(&text);
        assert_eq!(games.len(), 1, "{text}");
        let back = ok(&games[0]);
        let expected_tags = tags(&[
            ("Event", "?"),
            ("Site", "?"),
            ("Date", "????.??.??"),
            ("Round", &round.to_string()),
            ("White", "Ann \"The Rook\" Alder"),
            ("Black", "C:\\chess\\bob"),
            ("Result", game.outcome().map_or("*", |o| o.result.as_pgn())),
            ("PlyCount", &game.ply_count().to_string()),
        ]);
        assert_eq!(back.tags, expected_tags);
        assert_eq!(back.game.moves(), game.moves());
        assert_eq!(back.result, game.outcome().map(|o| o.result));
        assert_eq!(
            back.game.outcome().map(|o| o.result),
            game.outcome().map(|o| o.result)
        );
        // Writing what was read gives the same text.
        assert_eq!(back.to_pgn(), text);
    }

    // The games of the sample file survive writing and reading again.
    for read in read_games(SAMPLE) {
        let first = ok(&read);
        let again = read_games(&first.to_pgn());
        let second = ok(&again[0]);
        assert_eq!(second.game.moves(), first.game.moves());
        assert_eq!(second.game.start_position(), first.game.start_position());
        assert_eq!(second.result, first.result);
        for (name, value) in &first.tags {
            assert_eq!(second.tag(name), Some(value.as_str()));
        }
    }
}

#[test]
fn movetext_wraps_at_80_columns() {
    let mut rng = Rng(42);
    let mut seen_long = false;
    for _ in 0..20 {
        let game = random_game(&mut rng, 300);
        let text = write_game(&game, &[]);
        assert!(text.ends_with('\n') && !text.ends_with("\n\n"));
        let movetext: Vec<&str> = text.split("\n\n").nth(1).unwrap().lines().collect();
        seen_long |= movetext.len() > 3;
        for (i, line) in movetext.iter().enumerate() {
            assert!(line.len() <= 80, "line of {} chars: {line}", line.len());
            assert!(!line.starts_with(' ') && !line.ends_with(' '));
            assert!(!line.contains("  "));
            // A move number is never left at the end of a line.
            assert!(!line.ends_with('.'), "{line}");
            // Greedy filling: the next line's first unit (a move number
            // with its move, or a lone move) did not fit.
            if let Some(next) = movetext.get(i + 1) {
                let mut words = next.split(' ');
                let first = words.next().unwrap();
                let unit = if first.ends_with('.') {
                    first.len() + 1 + words.next().map_or(0, str::len)
                } else {
                    first.len()
                };
                assert!(line.len() + 1 + unit > 80, "{line}\n{next}");
            }
        }
        // Breaking only between tokens: joining the lines gives the tokens back.
        let tokens: Vec<&str> = movetext.iter().flat_map(|l| l.split(' ')).collect();
        let moves: Vec<&str> = tokens
            .iter()
            .copied()
            .filter(|t| !t.ends_with('.') && !["1-0", "0-1", "1/2-1/2", "*"].contains(t))
            .collect();
        assert_eq!(moves, sans(&game));
    }
    assert!(seen_long);
}

/// One malformed game and what the reader must say about it.
struct Bad {
    text: &'static str,
    move_number: Option<u32>,
    token: &'static str,
    kind: fn(&PgnErrorKind) -> bool,
}

fn malformed_games() -> Vec<Bad> {
    vec![
        Bad {
            // The bishop on b5 cannot reach e5.
            text: "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. Bxe5 *",
            move_number: Some(4),
            token: "Bxe5",
            kind: |k| matches!(k, PgnErrorKind::BadMove(SanError::Illegal(_))),
        },
        Bad {
            // Both knights (b1 and f3) can go to d2.
            text: "1. d4 d5 2. Nf3 Nf6 3. Nd2 *",
            move_number: Some(3),
            token: "Nd2",
            kind: |k| matches!(k, PgnErrorKind::BadMove(SanError::Ambiguous { .. })),
        },
        Bad {
            text: "1. e4 Qxe9 *",
            move_number: Some(1),
            token: "Qxe9",
            kind: |k| matches!(k, PgnErrorKind::BadMove(SanError::Malformed(_))),
        },
        Bad {
            text: "1. f3 e5 2. g4 Qh4# 3. a3 0-1",
            move_number: Some(3),
            token: "a3",
            kind: |k| matches!(k, PgnErrorKind::MoveAfterEnd(o) if o.reason == EndReason::Checkmate),
        },
        Bad {
            text: "1. e4 { never closed\n1... e5 *",
            move_number: Some(1),
            token: "{ never closed",
            kind: |k| matches!(k, PgnErrorKind::UnterminatedComment),
        },
        Bad {
            text: "[Event \"Open\n\n1. e4 *",
            move_number: None,
            token: "[Event \"Open",
            kind: |k| matches!(k, PgnErrorKind::UnterminatedTag),
        },
        Bad {
            text: "[Event Open]\n\n1. e4 *",
            move_number: None,
            token: "[Event Open]",
            kind: |k| matches!(k, PgnErrorKind::MalformedTag),
        },
        Bad {
            text: "[Event \"Open\"\n\n1. e4 *",
            move_number: None,
            token: "[Event \"Open\"",
            kind: |k| matches!(k, PgnErrorKind::UnterminatedTag),
        },
        Bad {
            text: "[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n*",
            move_number: None,
            token: "8/8/8 w - - 0 1",
            kind: |k| matches!(k, PgnErrorKind::BadFen(rookery::rules::FenError::Parse(_))),
        },
        Bad {
            // No black king.
            text: "[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/K7 w - - 0 1\"]\n\n*",
            move_number: None,
            token: "8/8/8/8/8/8/8/K7 w - - 0 1",
            kind: |k| {
                matches!(
                    k,
                    PgnErrorKind::BadFen(rookery::rules::FenError::Position(_))
                )
            },
        },
        Bad {
            text: "[SetUp \"1\"]\n\n1. e4 *",
            move_number: None,
            token: "SetUp \"1\"",
            kind: |k| matches!(k, PgnErrorKind::MissingFen),
        },
        Bad {
            text: "1. e4 ) e5 *",
            move_number: Some(1),
            token: ")",
            kind: |k| matches!(k, PgnErrorKind::UnbalancedVariation),
        },
        Bad {
            text: "1. e4 e5 2. Nf3 ( 2. d4 exd4 (2... d6)\n",
            move_number: Some(2),
            token: "(",
            kind: |k| matches!(k, PgnErrorKind::UnbalancedVariation),
        },
        Bad {
            text: "1. e4 @@ e5 *",
            move_number: Some(1),
            token: "@@",
            kind: |k| matches!(k, PgnErrorKind::UnexpectedToken),
        },
        Bad {
            text: "1. e4 $ e5 *",
            move_number: Some(1),
            token: "$",
            kind: |k| matches!(k, PgnErrorKind::UnexpectedToken),
        },
        Bad {
            text: "1. e4 e5 2. Nf3 -- 3. Bb5 *",
            move_number: Some(2),
            token: "--",
            kind: |k| matches!(k, PgnErrorKind::UnexpectedToken),
        },
        Bad {
            text: "1. e4 e5 2. Nf3 Nc6 ] *",
            move_number: Some(3),
            token: "]",
            kind: |k| matches!(k, PgnErrorKind::UnexpectedToken),
        },
        Bad {
            text: "\u{1}\u{2}\u{3}",
            move_number: Some(1),
            token: "\u{1}\u{2}\u{3}",
            kind: |k| matches!(k, PgnErrorKind::UnexpectedToken),
        },
        Bad {
            text: "!? ...",
            move_number: None,
            token: "!?",
            kind: |k| matches!(k, PgnErrorKind::UnexpectedToken),
        },
    ]
}

#[test]
fn malformed_games_are_reported() {
    for bad in malformed_games() {
        let games = read_games(bad.text);
        assert_eq!(games.len(), 1, "{:?}: {games:?}", bad.text);
        let e = err(&games[0]);
        assert!(
            (bad.kind)(&e.kind),
            "{:?}: wrong kind {:?}",
            bad.text,
            e.kind
        );
        assert_eq!(e.game, 1);
        assert_eq!(e.move_number, bad.move_number, "{:?}", bad.text);
        assert_eq!(e.token.as_deref(), Some(bad.token), "{:?}", bad.text);
    }
}

#[test]
fn a_bad_game_does_not_lose_its_neighbours() {
    let good_one =
        "[Event \"One\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
    let good_three = "[Event \"Three\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 *\n";
    for bad in malformed_games() {
        let text = format!("{good_one}\n{}\n\n{good_three}", bad.text);
        let games = read_games(&text);
        assert_eq!(games.len(), 3, "{:?}: {games:?}", bad.text);

        let one = ok(&games[0]);
        assert_eq!(one.tag("Event"), Some("One"));
        // Scholar's mate.
        assert_eq!(
            one.game.position().to_fen(),
            "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
        );
        assert_eq!(
            one.game.outcome().map(|o| o.reason),
            Some(EndReason::Checkmate)
        );

        let e = err(&games[1]);
        assert!(
            (bad.kind)(&e.kind),
            "{:?}: wrong kind {:?}",
            bad.text,
            e.kind
        );
        assert_eq!(e.game, 2);
        assert_eq!(e.move_number, bad.move_number, "{:?}", bad.text);
        let message = e.to_string();
        assert!(message.starts_with("game 2"), "{message}");
        if let Some(n) = bad.move_number {
            assert!(message.contains(&format!(", move {n} ")), "{message}");
        }
        let shown: String = bad.token.chars().flat_map(char::escape_default).collect();
        let shown = if bad.token.chars().any(char::is_control) {
            shown
        } else {
            bad.token.to_string()
        };
        assert!(message.contains(&format!("('{shown}')")), "{message}");

        let three = ok(&games[2]);
        assert_eq!(three.tag("Event"), Some("Three"));
        assert_eq!(sans(&three.game), ["d4", "d5", "c4"]);
    }
}

#[test]
fn illegal_move_in_game_two_of_three() {
    let text = "[Event \"A\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n\
                [Event \"B\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. Nxe5 Nxe4 5. Nxe5 Nxf2 1-0\n\n\
                [Event \"C\"]\n\n1. c4 e5 2. Nc3 Nf6 1/2-1/2\n";
    let games = read_games(text);
    assert_eq!(games.len(), 3);
    assert_eq!(sans(&ok(&games[0]).game), ["e4", "e5", "Nf3", "Nc6"]);
    let e = err(&games[1]);
    assert_eq!(e.game, 2);
    assert_eq!(e.move_number, Some(5));
    assert_eq!(e.token.as_deref(), Some("Nxe5"));
    assert_eq!(
        e.kind,
        PgnErrorKind::BadMove(SanError::Illegal("Nxe5".into()))
    );
    assert_eq!(
        e.to_string(),
        "game 2, move 5 ('Nxe5'): illegal move 'Nxe5'"
    );
    let c = ok(&games[2]);
    assert_eq!(c.tag("Event"), Some("C"));
    assert_eq!(sans(&c.game), ["c4", "e5", "Nc3", "Nf6"]);
    assert_eq!(c.result, Some(GameResult::Draw));
}

#[test]
fn unterminated_comment() {
    let text = "[Event \"A\"]\n\n1. e4 { White opens, and then\nthe note never ends 1-0\n";
    let games = read_games(text);
    assert_eq!(games.len(), 1);
    let e = err(&games[0]);
    assert_eq!(e.kind, PgnErrorKind::UnterminatedComment);
    assert_eq!(e.move_number, Some(1));
    assert_eq!(
        e.to_string(),
        "game 1, move 1 ('{ White opens, and then'): comment never closed with '}'"
    );

    // Between games too.
    let games = read_games("1. e4 *\n{ trailing");
    assert_eq!(games.len(), 2);
    assert!(games[0].is_ok());
    assert_eq!(err(&games[1]).kind, PgnErrorKind::UnterminatedComment);
    assert_eq!(err(&games[1]).move_number, None);
}

#[test]
fn bad_fen_tag() {
    let text = "[Event \"A\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1\"]\n\n1. e4 *\n";
    let games = read_games(text);
    let e = err(&games[0]);
    assert!(matches!(e.kind, PgnErrorKind::BadFen(_)));
    assert!(std::error::Error::source(e).is_some());
    assert!(e.to_string().starts_with("game 1 ('rnbqkbnr/"), "{e}");

    // A FEN that is already checkmate: any move is after the end.
    let mated = "[SetUp \"1\"]\n[FEN \"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\"]\n\n3. a3 0-1";
    let e = read_games(mated);
    assert!(matches!(err(&e[0]).kind, PgnErrorKind::MoveAfterEnd(_)));
    let ok_mated = read_games(&mated.replace("3. a3 ", ""));
    let g = ok(&ok_mated[0]);
    assert_eq!(
        g.game.outcome().map(|o| o.reason),
        Some(EndReason::Checkmate)
    );
}

#[test]
fn deeply_nested_variations() {
    const DEPTH: usize = 100_000;
    let text = format!(
        "[Event \"Deep\"]\n\n1. e4 {}1... c5 {{ (( }} ; ))\n{} e5 2. Nf3 *\n",
        "( ".repeat(DEPTH),
        ")".repeat(DEPTH)
    );
    let games = read_games(&text);
    assert_eq!(games.len(), 1);
    assert_eq!(sans(&ok(&games[0]).game), ["e4", "e5", "Nf3"]);

    // Never closed.
    let text = format!("1. e4 {}", "(".repeat(DEPTH));
    let games = read_games(&text);
    assert_eq!(err(&games[0]).kind, PgnErrorKind::UnbalancedVariation);

    // Closed too often.
    let text = format!("1. e4 {} *\n\n1. d4 *", ")".repeat(DEPTH));
    let games = read_games(&text);
    assert_eq!(err(&games[0]).kind, PgnErrorKind::UnbalancedVariation);
    assert_eq!(sans(&ok(games.last().unwrap()).game), ["d4"]);
}

#[test]
fn garbage_never_panics() {
    const ALPHABET: &[u8] =
        b"[]{}()\"\\;%$.!?*-/=+#:_ \n\r\t0123456789abcdefghNBRQKOxSetUpFEN\xc2\xbd";
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let sample = SAMPLE.as_bytes();
    for round in 0..3000 {
        let bytes: Vec<u8> = match round % 3 {
            // Random bytes.
            0 => (0..rng.below(300)).map(|_| rng.next() as u8).collect(),
            // Random PGN punctuation and move letters.
            1 => (0..rng.below(300))
                .map(|_| ALPHABET[rng.below(ALPHABET.len())])
                .collect(),
            // The sample file with a few bytes changed, dropped or added.
            _ => {
                let mut bytes = sample.to_vec();
                for _ in 0..1 + rng.below(6) {
                    let at = rng.below(bytes.len());
                    match rng.below(3) {
                        0 => bytes[at] = ALPHABET[rng.below(ALPHABET.len())],
                        1 => {
                            bytes.remove(at);
                        }
                        _ => bytes.insert(at, rng.next() as u8),
                    }
                }
                bytes
            }
        };
        let text = String::from_utf8_lossy(&bytes);
        let games = read_games(&text);
        for (i, game) in games.iter().enumerate() {
            match game {
                Ok(g) => {
                    // Whatever was read can be written and read back.
                    let again = read_games(&g.to_pgn());
                    assert_eq!(again.len(), 1, "{text:?}");
                    assert_eq!(ok(&again[0]).game.moves(), g.game.moves(), "{text:?}");
                }
                Err(e) => {
                    assert_eq!(e.game, i + 1);
                    assert!(e.to_string().starts_with(&format!("game {}", i + 1)));
                }
            }
        }
    }
}

/// A game in the form lichess exports a timed game (TimeControl tag, a
/// `[%clk]` comment after each move); the times are made up for the test.
const TIMED: &str = "[Event \"Rated blitz game\"]\n[Site \"?\"]\n[Date \"2026.11.25\"]\n\
[Round \"?\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"*\"]\n[TimeControl \"180+2\"]\n\n\
1. e4 {[%clk 0:03:00]} 1... e5 {[%clk 0:03:00]} 2. Nf3 {[%clk 0:02:58.5]} 2... Nc6 { [%clk 0:02:51] }\n\
3. Bb5 $1 {a pin [%clk 0:02:40]} 3... a6 *\n";

#[test]
fn clock_comments_are_read_per_move() {
    let games = read_games(TIMED);
    let pgn = ok(&games[0]);
    let s = Duration::from_secs;
    assert_eq!(
        pgn.clocks,
        vec![
            Some(s(180)),
            Some(s(180)),
            Some(Duration::from_millis(178_500)),
            Some(s(171)),
            Some(s(160)),
            None
        ]
    );
    assert_eq!(pgn.tag("TimeControl"), Some("180+2"));
}

#[test]
fn clock_comments_are_written_back_unchanged() {
    let games = read_games(TIMED);
    let written = ok(&games[0]).to_pgn();
    assert!(
        written.ends_with(
            "\n\n1. e4 {[%clk 0:03:00]} e5 {[%clk 0:03:00]} 2. Nf3 {[%clk 0:02:58.5]} Nc6\n\
             {[%clk 0:02:51]} 3. Bb5 {[%clk 0:02:40]} a6 *\n"
        ),
        "{written}"
    );
    assert!(written.contains("[TimeControl \"180+2\"]\n"));
    // And read again, the same times.
    let again = read_games(&written);
    assert_eq!(ok(&again[0]).clocks, ok(&games[0]).clocks);
}

#[test]
fn a_broken_clock_comment_is_no_time_and_no_error() {
    let games = read_games("1. e4 {[%clk 9:99:99]} e5 {[%clk} 2. Nf3 {[%clk 0:01:00]} *");
    let pgn = ok(&games[0]);
    assert_eq!(pgn.clocks, vec![None, None, Some(Duration::from_secs(60))]);
}

/// lichess's `[%eval]` commands (its PGN export's form: pawns or `#` and
/// moves to mate, from White's view, a depth after a comma in some tools')
/// are read for each move; a value that is no evaluation is none, and
/// the comment's words are still read without the command.
#[test]
fn eval_comments_are_read_from_whites_view_and_a_broken_one_is_none() {
    let text = "1. e4 {[%eval 0.17]} e5 {[%eval #-3]} 2. Nf3 {[%clk 0:01:00] [%eval -1.5,23]} \
                Nc6 {[%eval abc] fine} 3. Bb5 {[%eval 1e300]} a6 {[%eval -0.05]} 4. Ba4 *";
    let games = read_games(text);
    let pgn = ok(&games[0]);
    assert_eq!(
        pgn.evals,
        [
            Some(PgnEval::Cp(17)),
            Some(PgnEval::Mate(-3)),
            Some(PgnEval::Cp(-150)),
            None,
            None,
            Some(PgnEval::Cp(-5)),
            None,
        ]
    );
    assert_eq!(pgn.comments[3], Some("fine".to_string()));
    assert_eq!(pgn.clocks[2], Some(Duration::from_secs(60)));
}

/// An evaluation is written as lichess writes it, in pawns with two
/// decimals or `#` and the moves to mate, and reads back the same.
#[test]
fn an_eval_command_is_written_as_lichess_writes_it_and_reads_back() {
    for (eval, text) in [
        (PgnEval::Cp(17), "[%eval 0.17]"),
        (PgnEval::Cp(-5), "[%eval -0.05]"),
        (PgnEval::Cp(250), "[%eval 2.50]"),
        (PgnEval::Cp(-1234), "[%eval -12.34]"),
        (PgnEval::Cp(0), "[%eval 0.00]"),
        (PgnEval::Mate(-2), "[%eval #-2]"),
        (PgnEval::Mate(4), "[%eval #4]"),
    ] {
        assert_eq!(eval.command(), text);
        let value = &text["[%eval ".len()..text.len() - 1];
        assert_eq!(PgnEval::parse(value), Some(eval), "{text}");
    }
}

/// A space outside ASCII inside a variation (a no-break space pasted from
/// a web page, an ideographic space) separates moves like any space. It
/// once made the variation reader stop moving forward: `read_games` never
/// returned (found by `fuzz::pgn_never_panics`).
#[test]
fn spaces_outside_ascii_inside_variations_separate_moves() {
    let text = "1. e4 e5 (1...\u{a0}c5\u{3000}2.\u{2009}Nf3\u{85}) 2. Nf3 *\n";
    let games = read_games(text);
    let pgn = ok(&games[0]);
    assert_eq!(sans(&pgn.game), ["e4", "e5", "Nf3"]);
    let lines: Vec<Vec<String>> = pgn
        .variations
        .iter()
        .map(|l| l.iter().map(|m| m.to_uci()).collect())
        .collect();
    assert_eq!(lines, [vec!["e2e4", "c7c5", "g1f3"]]);
}

/// Variations inside variations, each with a move, nested 100,000 deep:
/// read in one pass with the lines down to `MAX_VARIATION_DEPTH` kept
/// (each line is the main line's first move replaced by 1. d4, 1. c4...
/// alternately, as written), deeper ones passed over, and no stack
/// overflow.
#[test]
fn variations_nested_deeper_than_the_limit_are_passed_over() {
    const DEPTH: usize = 100_000;
    let mut text = String::from("1. e4 ");
    for i in 0..DEPTH {
        text.push_str(if i % 2 == 0 { "(1. d4 " } else { "(1. c4 " });
    }
    text.push_str(&")".repeat(DEPTH));
    text.push_str(" e5 *\n");
    let games = read_games(&text);
    let pgn = ok(&games[0]);
    assert_eq!(sans(&pgn.game), ["e4", "e5"]);
    assert_eq!(pgn.variations.len(), MAX_VARIATION_DEPTH);
    for (i, line) in pgn.variations.iter().enumerate() {
        let want = if i % 2 == 0 { "d2d4" } else { "c2c4" };
        assert_eq!(line.iter().map(|m| m.to_uci()).collect::<Vec<_>>(), [want]);
    }
}

/// Variations are read as whole lines from the start (the moves before the
/// one replaced, then their own), past comments, glyphs and numbers, the
/// ones inside variations too; one is cut at a move that cannot be played.
/// Written back, each follows the move it replaces.
#[test]
fn variations_of_the_main_line_are_read_and_written_back() {
    let text = "[Event \"?\"]\n\n1. e4 e5 (1... c5 {Sicilian} 2. Nf3 $1 (2. c3) d6) \
                (1... e6 2. d4 Qxz9) 2. Nf3 Nc6 (2...Nf6!?) *\n";
    let games = read_games(text);
    let pgn = ok(&games[0]);
    assert_eq!(pgn.game.moves().len(), 4);
    let lines: Vec<Vec<String>> = pgn
        .variations
        .iter()
        .map(|l| l.iter().map(|m| m.to_uci()).collect())
        .collect();
    assert_eq!(
        lines,
        [
            vec!["e2e4", "c7c5", "g1f3", "d7d6"],
            // (2. c3) inside it replaces its 2. Nf3.
            vec!["e2e4", "c7c5", "c2c3"],
            vec!["e2e4", "e7e6", "d2d4"],
            vec!["e2e4", "e7e5", "g1f3", "g8f6"],
        ]
    );
    let mut notes = vec![MoveNote::default(); 4];
    notes[1].side_lines = vec![vec!["c5".into(), "Nf3".into(), "d6".into()]];
    notes[3].side_lines = vec![vec!["Nf6".into()], vec!["d6".into(), "d4".into()]];
    let written = write_annotated_game(&pgn.game, &pgn.tags, &notes, None);
    assert!(
        written.ends_with("1. e4 e5 (1... c5 2. Nf3 d6) 2. Nf3 Nc6 (2... Nf6) (2... d6 3. d4) *\n"),
        "{written}"
    );
    // And it reads back the same.
    let again = read_games(&written);
    assert_eq!(ok(&again[0]).variations.len(), 3);
}

/// The comment after each move is read, without its `[%clk]` and `[%eval]`
/// commands; two comments after one move are joined.
#[test]
fn comments_after_moves_are_read_without_their_commands() {
    let text = "{A game comment} 1. e4 {Best by test} {[%clk 0:03:00]} e5 \
                {[%eval 0.2] [%clk 0:02:59] solid} 2. Nf3 *\n";
    let games = read_games(text);
    let pgn = ok(&games[0]);
    assert_eq!(
        pgn.comments,
        [
            Some("Best by test".to_string()),
            Some("solid".to_string()),
            None
        ]
    );
    assert_eq!(pgn.clocks[0], Some(Duration::from_secs(180)));
}

/// A mate-in-one collection's game as such files write them (the position
/// made up for this test): its FEN ends `w - - 1 0`, a fullmove number of
/// 0, which lichess and python-chess read as 1. The game reads; the same
/// FEN typed by a player is still refused with its reason.
#[test]
fn a_file_fen_with_fullmove_number_0_is_read_as_move_1() {
    let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 1 0";
    let text = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n[Result \"1-0\"]\n\n1. Ra8# 1-0\n");
    let game = ok(&read_games(&text)[0]).game.clone();
    assert_eq!(sans(&game), ["Ra8#"]);
    assert_eq!(game.start_position().fullmove_number(), 1);
    assert_eq!(game.start_position().halfmove_clock(), 1);
    // The tree reader takes it too.
    let tree = rookery::rules::tree::read_trees(&text).remove(0).unwrap();
    assert_eq!(tree.move_count(), 1);
    let typed = rookery::rules::Position::from_fen(fen).unwrap_err();
    assert!(
        typed
            .to_string()
            .contains("the fullmove number starts at 1"),
        "{typed}"
    );
}
