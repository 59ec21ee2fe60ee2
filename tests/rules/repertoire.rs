//! Opening repertoires (issue #59): positions keyed so that transpositions
//! merge, several answers, where a game left the repertoire and who left
//! it, the gaps in the library's order, and each card's FSRS schedule.

use rookery::library::Library;
use rookery::library::repertoire::{CardState, RepertoireTree};
use rookery::rules::tree::read_trees;
use rookery::rules::{Color, Game, Move, Position};

use crate::common::TempDir;
use crate::library::import_text;

/// A White repertoire written for these tests. Chapter 1: 1. d4 d5 2. c4
/// e6, with 2. Nf3 Nf6 3. Bf4 beside 2. c4, and against 1...Nf6 both 2. c4
/// and 2. Nf3 (two answers). Chapter 2 reaches 1. d4 d5 2. Nf3 Nf6 by
/// 1. Nf3 d5 2. d4 Nf6 and answers 3. c4 there, where chapter 1 has 3. Bf4.
const WHITE: &str = "[Event \"Queen's pawn\"]\n[Result \"*\"]\n\n\
    1. d4 d5 (1... Nf6 2. c4 (2. Nf3 {also fine} g6)) 2. c4 {the gambit} (2. Nf3 Nf6 3. Bf4) e6 *\n\n\
    [Event \"By the knight\"]\n[Result \"*\"]\n\n\
    1. Nf3 d5 2. d4 Nf6 3. c4 *\n";

fn tree(color: Color, text: &str) -> RepertoireTree {
    let trees: Vec<_> = read_trees(text).into_iter().map(Result::unwrap).collect();
    RepertoireTree::from_trees(color, &trees)
}

/// The position after `sans` from the start, and the moves.
fn line(sans: &[&str]) -> (Position, Vec<Move>) {
    let mut game = Game::new();
    let mut moves = Vec::new();
    for san in sans {
        let mv = game.position().parse_san(san).unwrap();
        game.try_play(&mv).unwrap();
        moves.push(mv);
    }
    (*game.position(), moves)
}

fn sans(position: &Position, moves: &[Move]) -> Vec<String> {
    moves.iter().map(|m| position.san(m)).collect()
}

#[test]
fn a_position_reached_by_two_move_orders_is_one_card_with_the_answers_of_both() {
    let white = tree(Color::White, WHITE);
    let (by_d4, _) = line(&["d4", "d5", "Nf3", "Nf6"]);
    let (by_nf3, _) = line(&["Nf3", "d5", "d4", "Nf6"]);
    assert_eq!(by_d4.epd(), by_nf3.epd());
    // One card, the answers of both chapters (chapter 1's first).
    let entry = white.entry(&by_nf3).expect("a card");
    assert_eq!(sans(&by_d4, &entry.moves), ["Bf4", "c4"]);
    // The start answers 1. d4 (chapter 1) and 1. Nf3 (chapter 2).
    let start = Position::startpos();
    assert_eq!(
        sans(&start, &white.entry(&start).unwrap().moves),
        ["d4", "Nf3"]
    );
    // The cards are White's positions with a move after them, the merged
    // one counted once: the start, 1. d4 d5, 1. d4 Nf6, 1. Nf3 d5 and
    // 1. d4 d5 2. Nf3 Nf6 (the line ends after 1. d4 d5 2. c4 e6 and
    // 1. d4 Nf6 2. Nf3 g6).
    let mut cards: Vec<String> = white.cards().map(|(k, _)| k.to_string()).collect();
    cards.sort();
    let mut expected: Vec<String> = [
        &[][..],
        &["d4", "d5"],
        &["d4", "Nf6"],
        &["Nf3", "d5"],
        &["d4", "d5", "Nf3", "Nf6"],
    ]
    .iter()
    .map(|s| line(s).0.epd())
    .collect();
    expected.sort();
    assert_eq!(cards, expected);
    // Ten positions in all, Black's included.
    assert_eq!(white.len(), 10);
}

#[test]
fn several_answers_are_all_right_and_keep_their_comments() {
    let white = tree(Color::White, WHITE);
    let (after_nf6, _) = line(&["d4", "Nf6"]);
    let entry = white.entry(&after_nf6).unwrap();
    assert_eq!(sans(&after_nf6, &entry.moves), ["c4", "Nf3"]);
    assert_eq!(entry.comments, ["", "also fine"]);
    // A game that plays either stays in the repertoire.
    for second in ["c4", "Nf3"] {
        let (_, moves) = line(&["d4", "Nf6", second]);
        assert_eq!(
            white.deviation(&Position::startpos(), &moves),
            None,
            "{second}"
        );
    }
}

#[test]
fn a_game_leaves_the_repertoire_by_the_player_or_by_the_opponent_and_never_at_its_end() {
    let white = tree(Color::White, WHITE);
    let start = Position::startpos();
    // The player: 1. d4 d5 2. Bf4, where the repertoire has 2. c4.
    let (_, moves) = line(&["d4", "d5", "Bf4", "Nf6"]);
    let d = white.deviation(&start, &moves).expect("left");
    assert_eq!((d.ply, d.by_player, d.san.as_str()), (3, true, "Bf4"));
    assert_eq!(d.expected, ["c4", "Nf3"]);
    // The opponent: 1. d4 e6, where the repertoire has 1...d5 and 1...Nf6.
    let (_, moves) = line(&["d4", "e6", "c4"]);
    let d = white.deviation(&start, &moves).expect("left");
    assert_eq!((d.ply, d.by_player, d.san.as_str()), (2, false, "e6"));
    assert_eq!(d.expected, ["d5", "Nf6"]);
    // The tree's end: 1. d4 d5 2. c4 e6 and then anything.
    let (_, moves) = line(&["d4", "d5", "c4", "e6", "Nc3", "Nf6", "Bg5"]);
    assert_eq!(white.deviation(&start, &moves), None);
    // The same for Black's repertoire: the player is Black.
    let black = tree(Color::Black, "1. e4 c5 2. Nf3 d6 *\n");
    let (_, moves) = line(&["e4", "c5", "Nf3", "Nc6"]);
    let d = black.deviation(&start, &moves).expect("left");
    assert_eq!((d.ply, d.by_player, d.san.as_str()), (4, true, "Nc6"));
    let (_, moves) = line(&["e4", "c5", "c3"]);
    let d = black.deviation(&start, &moves).expect("left");
    assert_eq!((d.ply, d.by_player, d.san.as_str()), (3, false, "c3"));
}

#[test]
fn gaps_are_the_opponents_moves_it_does_not_answer_most_played_first() {
    let black = tree(Color::Black, "1. e4 c5 2. Nf3 d6 (2. Nc3 Nc6) *\n");
    let mut library = Library::in_memory().unwrap();
    // The library's games, written for this test: after 1. e4 c5, 2. c3
    // three times, 2. d4 twice, 2. Nf3 (answered) four times; 1. d4 once
    // (a gap at the start, where Black's repertoire answers only 1. e4).
    let mut pgn = String::new();
    for (moves, n) in [
        ("1. e4 c5 2. c3 d5", 3),
        ("1. e4 c5 2. d4 cxd4", 2),
        ("1. e4 c5 2. Nf3 d6", 4),
        ("1. d4 d5", 1),
    ] {
        for i in 0..n {
            pgn.push_str(&format!(
                "[Event \"Gaps\"]\n[Round \"{moves} {i}\"]\n[Result \"1-0\"]\n\n{moves} 1-0\n\n"
            ));
        }
    }
    assert_eq!(import_text(&mut library, &pgn).imported, 10);
    let filter = rookery::library::Filter::default();
    let gaps = black.gaps(|p| {
        library
            .explore(p, &filter)
            .unwrap()
            .into_iter()
            .map(|l| (l.mv, l.games))
            .collect()
    });
    let found: Vec<(String, u64)> = gaps.iter().map(|g| (g.san.clone(), g.games)).collect();
    assert_eq!(
        found,
        [
            ("c3".to_string(), 3),
            ("d4".to_string(), 2),
            ("d4".to_string(), 1)
        ]
    );
    assert_eq!(gaps[0].position.epd(), line(&["e4", "c5"]).0.epd());
    assert_eq!(gaps[2].position, Position::startpos());
}

#[test]
fn a_missed_card_comes_back_first_and_an_answered_one_later() {
    let dir = TempDir::new("repertoire-schedule");
    let library = Library::open(&dir.path().join("library.sqlite"))
        .unwrap()
        .library;
    let import = library
        .import_repertoire(WHITE, Color::White, Some("Queen's pawn"))
        .unwrap();
    // The positions it goes on from: the start, 1. d4, 1. d4 d5, 1. d4 d5
    // 2. c4, 1. d4 d5 2. Nf3 (= 1. Nf3 d5 2. d4), the same with 2...Nf6,
    // 1. d4 Nf6, 1. d4 Nf6 2. Nf3, 1. Nf3, 1. Nf3 d5: ten.
    assert_eq!(import.positions, 10);
    let summary = library.repertoire(import.id).unwrap();
    assert_eq!(
        (summary.name.as_str(), summary.color),
        ("Queen's pawn", Color::White)
    );
    let start = Position::startpos().epd();
    let (after_d5, _) = line(&["d4", "d5"]);
    let now = 1_800_000_000;
    let right = library.review_card(import.id, &start, true, now).unwrap();
    let wrong = library
        .review_card(import.id, &after_d5.epd(), false, now)
        .unwrap();
    assert!(wrong.due < right.due, "{wrong:?} {right:?}");
    assert!(
        wrong.due - now <= 600,
        "a missed card within minutes: {wrong:?}"
    );
    assert_eq!((wrong.misses, right.misses), (1, 0));
    // Right again a day later: learned, due days away.
    let again = library
        .review_card(import.id, &start, true, right.due.max(now + 86_400))
        .unwrap();
    assert_eq!(again.state, CardState::Review);
    assert!(again.due - (now + 86_400) >= 86_400, "{again:?}");
    assert_eq!(again.reps, 2);
    // Kept in the library, not in the study's PGN.
    let kept = library.repertoire_schedule(import.id).unwrap();
    assert_eq!(kept.len(), 2);
    assert_eq!(kept[&start], again);
    let pgn = library.export_study(summary.study, None).unwrap();
    assert!(!pgn.contains("stability") && !pgn.contains("due"), "{pgn}");
}

/// The Repertoire screen's counts: cards, due, learned, new, the next due
/// time, and the leeches (cards missed twice or more), most missed first.
#[test]
fn a_repertoires_facts_count_its_cards_and_list_the_most_missed() {
    let dir = TempDir::new("repertoire-facts");
    let library = Library::open(&dir.path().join("library.sqlite"))
        .unwrap()
        .library;
    let import = library
        .import_repertoire(WHITE, Color::White, Some("Queen's pawn"))
        .unwrap();
    let now = 1_800_000_000;
    // Five cards (see the first test), none seen.
    let fresh = library.repertoire_facts(import.id, now).unwrap();
    assert_eq!(
        (
            fresh.cards,
            fresh.due,
            fresh.learned,
            fresh.new,
            fresh.next_due
        ),
        (5, 0, 0, 5, None)
    );
    assert!(fresh.leeches.is_empty());
    let start = Position::startpos().epd();
    let (after_d5, _) = line(&["d4", "d5"]);
    let (after_nf6, _) = line(&["d4", "Nf6"]);
    // The start right; 1. d4 d5 missed three times, 1. d4 Nf6 twice.
    let right = library.review_card(import.id, &start, true, now).unwrap();
    for _ in 0..3 {
        library
            .review_card(import.id, &after_d5.epd(), false, now)
            .unwrap();
    }
    for _ in 0..2 {
        library
            .review_card(import.id, &after_nf6.epd(), false, now)
            .unwrap();
    }
    let facts = library.repertoire_facts(import.id, now).unwrap();
    assert_eq!((facts.cards, facts.new, facts.due), (5, 2, 0));
    // The soonest of the three cards seen: a missed one, within minutes.
    let soonest = facts.next_due.expect("a next due time");
    assert!(soonest > now && soonest <= now + 600, "{soonest}");
    assert!(soonest < right.due);
    let leeches: Vec<(&str, u32)> = facts
        .leeches
        .iter()
        .map(|l| (l.answer.as_str(), l.misses))
        .collect();
    assert_eq!(leeches, [("2.c4", 3), ("2.c4", 2)]);
    assert_eq!(facts.leeches[0].answers, ["c4", "Nf3"]);
    // Ten minutes on, the three cards seen are due: the missed ones, and
    // the one answered right once, still in FSRS's learning steps.
    let later = library.repertoire_facts(import.id, now + 601).unwrap();
    assert_eq!(later.due, 3);
    assert!(right.due <= now + 601, "{right:?}");
    // Drilled today: a streak of one day; with a drill the day before, two;
    // two days on without one, none.
    assert_eq!(facts.streak, 1);
    assert_eq!(fresh.streak, 0);
    library
        .review_card(import.id, &start, true, now - 86_400)
        .unwrap();
    assert_eq!(library.repertoire_facts(import.id, now).unwrap().streak, 2);
    // Still alive the next day (the day is not over), gone the day after.
    let day = 86_400;
    assert_eq!(
        library
            .repertoire_facts(import.id, now + day)
            .unwrap()
            .streak,
        2
    );
    assert_eq!(
        library
            .repertoire_facts(import.id, now + 2 * day)
            .unwrap()
            .streak,
        0
    );
}

/// Runs `rookery repertoire ARGS --db DB`: its status, standard output and
/// error.
fn repertoire_cli(db: &std::path::Path, args: &[&str]) -> (bool, String, String) {
    crate::study_cli::with_db("repertoire", db, args)
}

/// The command line as the issue words it: import prints the id and the
/// positions, gaps one object a line most played first, check one object
/// a game (only the player's games with --player), the tree's end not a
/// deviation; a repertoire that is not there is a clear error.
#[test]
fn the_repertoire_commands_import_list_find_gaps_and_check_games() {
    let dir = TempDir::new("repertoire-cli");
    let db = dir.path().join("library.sqlite");
    let file = dir.path().join("white.pgn");
    std::fs::write(&file, WHITE).unwrap();
    let (ok, out, err) = repertoire_cli(
        &db,
        &[
            "import",
            file.to_str().unwrap(),
            "--color",
            "white",
            "--name",
            "QP",
            "--json",
        ],
    );
    assert!(ok, "{err}");
    assert_eq!(out, "{\"id\":1,\"positions\":10}\n");
    let (ok, out, err) = repertoire_cli(&db, &["list"]);
    assert!(ok, "{err}");
    assert_eq!(out, "1\twhite\tQP\n");
    // The library's games (written for this test): 1. d4 e6 twice and
    // 1. d4 d5 2. c4 c6 once (after 2. c4 the repertoire answers only
    // 2...e6), and the games to check.
    let games = dir.path().join("games.pgn");
    std::fs::write(
        &games,
        "[White \"Me\"]\n[Black \"A\"]\n[Result \"1-0\"]\n\n1. d4 e6 2. c4 1-0\n\n\
         [White \"Me\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. d4 e6 2. e4 0-1\n\n\
         [White \"C\"]\n[Black \"Me\"]\n[Result \"1-0\"]\n\n1. d4 d5 2. c4 c6 1-0\n\n\
         [White \"Me\"]\n[Black \"D\"]\n[Result \"1/2-1/2\"]\n\n1. d4 d5 2. Bf4 Nf6 1/2-1/2\n\n\
         [White \"Me\"]\n[Black \"E\"]\n[Result \"1-0\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 1-0\n",
    )
    .unwrap();
    let library = std::process::Command::new(env!("CARGO_BIN_EXE_rookery"))
        .args(["library", "import"])
        .arg(&games)
        .arg("--db")
        .arg(&db)
        .output()
        .unwrap();
    assert!(library.status.success(), "{:?}", library);
    let (ok, out, err) = repertoire_cli(&db, &["gaps", "1", "--json"]);
    assert!(ok, "{err}");
    // FEN as the standard writes it (PGN standard 16.1.3.4: the en
    // passant target after every double step).
    let fen_d4 = "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1";
    let fen_c4 = "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq c3 0 2";
    assert_eq!(
        out,
        format!(
            "{{\"fen\":\"{fen_d4}\",\"san\":\"e6\",\"games\":2}}\n\
             {{\"fen\":\"{fen_c4}\",\"san\":\"c6\",\"games\":1}}\n"
        )
    );
    let (ok, out, err) = repertoire_cli(
        &db,
        &[
            "check",
            "1",
            games.to_str().unwrap(),
            "--player",
            "me",
            "--json",
        ],
    );
    assert!(ok, "{err}");
    assert_eq!(
        out,
        "{\"game\":1,\"ply\":2,\"by\":\"opponent\",\"san\":\"e6\",\"expected\":[\"d5\",\"Nf6\"]}\n\
         {\"game\":2,\"ply\":2,\"by\":\"opponent\",\"san\":\"e6\",\"expected\":[\"d5\",\"Nf6\"]}\n\
         {\"game\":4,\"ply\":3,\"by\":\"player\",\"san\":\"Bf4\",\"expected\":[\"c4\",\"Nf3\"]}\n\
         {\"game\":5,\"ply\":null,\"by\":null,\"san\":null,\"expected\":[]}\n"
    );
    let (ok, _, err) = repertoire_cli(&db, &["gaps", "7"]);
    assert!(!ok);
    assert!(err.contains("repertoire 7 is not in the library"), "{err}");
}

/// The library's counts of moves for the drill, given by hand: after 1. d4
/// the opponent plays 1...d5 `d5` times and 1...Nf6 `nf6` times.
fn counts(d5: u64, nf6: u64) -> impl FnMut(&Position) -> Vec<(Move, u64)> {
    let (after_d4, _) = line(&["d4"]);
    move |p: &Position| {
        if p.epd() == after_d4.epd() {
            let d5_move = after_d4.parse_san("d5").unwrap();
            let nf6_move = after_d4.parse_san("Nf6").unwrap();
            vec![(d5_move, d5), (nf6_move, nf6)]
        } else {
            Vec::new()
        }
    }
}

#[test]
fn a_drill_plays_the_line_up_to_the_first_wanted_card_and_goes_on_after_a_right_answer() {
    use rand::SeedableRng;
    use rookery::library::repertoire::{Drill, Verdict};
    let white = tree(Color::White, WHITE);
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    // Two cards wanted, one line: after 1. d4 d5 (2. c4 or 2. Nf3 right)
    // and, further down the same line, after 1. d4 d5 2. Nf3 Nf6.
    let (after_d5, _) = line(&["d4", "d5"]);
    let (deep, _) = line(&["d4", "d5", "Nf3", "Nf6"]);
    let mut drill = Drill::new([after_d5.epd(), deep.epd()]);
    let start = Position::startpos();
    // The trainer plays 1. d4 (White's move, not asked) and 1...d5 (the
    // only reply that leads to a wanted card), then asks.
    let lead = drill.lead(&white, &start, counts(0, 0), &mut rng);
    assert_eq!(sans(&start, &lead.moves[..1]), ["d4"]);
    assert_eq!(lead.moves.len(), 2);
    let (key, answers) = lead.question.expect("a question");
    assert_eq!(key, after_d5.epd());
    assert_eq!(sans(&after_d5, &answers), ["c4", "Nf3"]);
    // 2. Nf3 is right; the line goes on: 2...Nf6 played, the next card asked.
    let nf3 = after_d5.parse_san("Nf3").unwrap();
    assert_eq!(drill.answer(&key, &answers, &nf3), Verdict::Right);
    let mut after_nf3 = after_d5;
    after_nf3.play(&nf3);
    let lead = drill.lead(&white, &after_nf3, counts(0, 0), &mut rng);
    assert_eq!(sans(&after_nf3, &lead.moves), ["Nf6"]);
    let (key, answers) = lead.question.expect("the second card");
    assert_eq!(key, deep.epd());
    assert_eq!(sans(&deep, &answers), ["Bf4", "c4"]);
    // A wrong answer: nothing more to ask in this line, the card kept for
    // later in the session, and asked again on the next line.
    let h4 = deep.parse_san("h4").unwrap();
    assert_eq!(drill.answer(&key, &answers, &h4), Verdict::Wrong);
    assert_eq!(drill.left(), 1);
    let mut after_h4 = deep;
    after_h4.play(&h4);
    let end = drill.lead(&white, &after_h4, counts(0, 0), &mut rng);
    assert_eq!(end.question, None);
    let again = drill.lead(&white, &start, counts(0, 0), &mut rng);
    assert_eq!(again.question.map(|(k, _)| k), Some(deep.epd()));
    assert_eq!(again.moves.len(), 4);
    let bf4 = deep.parse_san("Bf4").unwrap();
    assert_eq!(drill.answer(&deep.epd(), &answers, &bf4), Verdict::Right);
    assert!(drill.is_over());
}

#[test]
fn the_opponents_moves_are_drawn_by_how_often_the_library_plays_them() {
    use rand::SeedableRng;
    use rookery::library::repertoire::Drill;
    let white = tree(Color::White, WHITE);
    // Cards after 1. d4 d5 and after 1. d4 Nf6: either reply leads to one.
    let wanted = || Drill::new([line(&["d4", "d5"]).0.epd(), line(&["d4", "Nf6"]).0.epd()]);
    let start = Position::startpos();
    let (after_d4, _) = line(&["d4"]);
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    let mut tally = |d5: u64, nf6: u64| {
        let mut seen = [0u32; 2];
        for _ in 0..200 {
            let lead = wanted().lead(&white, &start, counts(d5, nf6), &mut rng);
            let reply = after_d4.san(&lead.moves[1]);
            seen[usize::from(reply == "Nf6")] += 1;
        }
        seen
    };
    // The library plays only 1...d5: always 1...d5.
    assert_eq!(tally(50, 0), [200, 0]);
    // Nine to one: about 180 to 20 (a seeded draw; binomial sd 4.2).
    let [d5, nf6] = tally(90, 10);
    assert!((165..=195).contains(&d5) && d5 + nf6 == 200, "{d5} {nf6}");
    // None in the library: evenly (about 100 each).
    let [d5, _] = tally(0, 0);
    assert!((80..=120).contains(&d5), "{d5}");
}

#[test]
fn the_cards_to_learn_are_the_nearest_unseen_ones_and_due_ones_the_most_overdue_first() {
    use rookery::library::repertoire::due_cards;
    let dir = TempDir::new("repertoire-due");
    let library = Library::open(&dir.path().join("library.sqlite"))
        .unwrap()
        .library;
    let import = library
        .import_repertoire(WHITE, Color::White, None)
        .unwrap();
    let white = library.repertoire_tree(import.id).unwrap();
    let none = library.repertoire_schedule(import.id).unwrap();
    // Five cards: the start first (0 plies), then those at 2 plies (1. d4
    // d5, 1. d4 Nf6, 1. Nf3 d5), then 1. d4 d5 2. Nf3 Nf6 (4 plies).
    let learn = white.unseen(&none, 10);
    assert_eq!(learn.len(), 5);
    assert_eq!(learn[0], Position::startpos().epd());
    assert_eq!(learn[4], line(&["d4", "d5", "Nf3", "Nf6"]).0.epd());
    assert_eq!(white.unseen(&none, 2).len(), 2);
    // Two reviewed: a miss (due within minutes) and a right answer (due
    // later); at a time past both, both due, the one due first first.
    let now = 1_800_000_000;
    let start = Position::startpos().epd();
    let d5 = line(&["d4", "d5"]).0.epd();
    let right = library.review_card(import.id, &start, true, now).unwrap();
    library.review_card(import.id, &d5, false, now).unwrap();
    let schedule = library.repertoire_schedule(import.id).unwrap();
    assert_eq!(due_cards(&white, &schedule, now), Vec::<String>::new());
    assert_eq!(due_cards(&white, &schedule, right.due), [d5.clone(), start]);
    // The learned ones are no longer new.
    assert_eq!(white.unseen(&schedule, 10).len(), 3);
}

/// The player's games in the library against the repertoire: only those
/// where the player (by a name's beginning) had the repertoire's side,
/// newest first, those that stayed in it left out; and a game the player
/// left by a wrong move counts as a failed review of that card.
#[test]
fn the_players_games_show_where_they_left_the_repertoire_and_a_wrong_move_is_a_miss() {
    let dir = TempDir::new("repertoire-games");
    let mut library = Library::open(&dir.path().join("library.sqlite"))
        .unwrap()
        .library;
    let import = library
        .import_repertoire(WHITE, Color::White, None)
        .unwrap();
    // Written for this test: three games of "Carlsen, Magnus" as White, one
    // as Black (not his repertoire's side), one of someone else.
    let pgn = "[White \"Carlsen, Magnus\"]\n[Black \"A\"]\n[Date \"2026.01.01\"]\n[Result \"1-0\"]\n\n1. d4 d5 2. Bf4 1-0\n\n\
               [White \"Carlsen, Magnus\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 1-0\n\n\
               [White \"Carlsen, Magnus\"]\n[Black \"C\"]\n[Result \"0-1\"]\n\n1. d4 e6 0-1\n\n\
               [White \"D\"]\n[Black \"Carlsen, Magnus\"]\n[Result \"0-1\"]\n\n1. e4 e5 0-1\n\n\
               [White \"E\"]\n[Black \"F\"]\n[Result \"1-0\"]\n\n1. d4 d5 2. g3 1-0\n";
    assert_eq!(import_text(&mut library, pgn).imported, 5);
    let left = library
        .games_left_repertoire(import.id, &["carlsen".to_string()], 10)
        .unwrap();
    let seen: Vec<(&str, usize, bool, &str)> = left
        .iter()
        .map(|l| {
            (
                l.players.as_str(),
                l.deviation.ply,
                l.deviation.by_player,
                l.deviation.san.as_str(),
            )
        })
        .collect();
    assert_eq!(
        seen,
        [
            ("Carlsen, Magnus - C", 2, false, "e6"),
            ("Carlsen, Magnus - A", 3, true, "Bf4")
        ]
    );
    assert_eq!(left[1].date.as_deref(), Some("2026.01.01"));
    assert!(
        library
            .games_left_repertoire(import.id, &[], 10)
            .unwrap()
            .is_empty()
    );
    // A game played in Rookery: 2. Bf4 where the repertoire answers 2. c4
    // or 2. Nf3: the card after 1. d4 d5 is missed; a game left by the
    // opponent (1...e6) marks nothing, nor does a game as Black.
    let now = 1_800_000_000;
    let (_, moves) = line(&["d4", "d5", "Bf4"]);
    let start = Position::startpos();
    let marked = library
        .review_game_against_repertoires(Color::White, &start, &moves, now)
        .unwrap();
    assert_eq!(marked.len(), 1);
    let (_, by_them) = line(&["d4", "e6"]);
    assert!(
        library
            .review_game_against_repertoires(Color::White, &start, &by_them, now)
            .unwrap()
            .is_empty()
    );
    assert!(
        library
            .review_game_against_repertoires(Color::Black, &start, &moves, now)
            .unwrap()
            .is_empty()
    );
    let schedule = library.repertoire_schedule(import.id).unwrap();
    assert_eq!(schedule.len(), 1);
    let card = &schedule[&line(&["d4", "d5"]).0.epd()];
    assert_eq!(card.misses, 1);
}
