//! The puzzle trainer in the window, without one: a library holding
//! lichess's sample puzzle (0009B: Black plays bxc5, White wins a piece with
//! Bxg4 Bxg4 Qxg4), Rated puzzles asked for; the opponent's move is played,
//! a wrong move is taken back and the try recorded as failed and rated, the
//! right moves are answered, and the puzzle ends solved (after a mistake:
//! no second rated try).

use std::sync::atomic::AtomicBool;

use super::*;
use crate::common::TempDir;
use crate::saves::harness_at;
use rookery::app::puzzles::{PuzzleCommand, Stage, Trainer};
use rookery::library::{Library, PuzzleChoice, PuzzleOrigin};

const SAMPLE: &str = "0009B,r2qr1k1/b1p2ppp/pp4n1/P1P1p3/4P1n1/B2P2Pb/3NBP1P/RN1QR1K1 b - - 1 16,\
b6c5 e2g4 h3g4 d1g4,1112,74,87,569,advantage middlegame short,https://lichess.org/4MWQCxQ6/black#31,";

/// Runs frames, pausing between them, until the trainer satisfies `done`.
fn wait_trainer(h: &mut Harness, what: &str, done: impl Fn(&Trainer) -> bool) {
    let started = std::time::Instant::now();
    loop {
        h.settle();
        if done(h.world().resource::<Trainer>()) {
            return;
        }
        assert!(started.elapsed().as_secs() < 30, "{what} did not happen");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A window whose library holds the puzzles of `csv` (as Rookery's own,
/// so the starter set is not added beside them), Rated puzzles asked for.
fn rated_puzzles_of(dir: &TempDir, csv: &str) -> (rookery::persist::Storage, Harness) {
    let storage = dir.storage();
    let mut library = Library::open(&storage.library_path()).unwrap().library;
    let never = AtomicBool::new(false);
    library
        .import_puzzles(
            csv.as_bytes(),
            PuzzleOrigin::Rookery,
            rookery::library::InputSize::text(None),
            &never,
            |_| {},
        )
        .unwrap();
    drop(library);
    let mut h = harness_at(&storage);
    h.world()
        .write_message(PuzzleCommand::Start(PuzzleChoice::Rated));
    (storage, h)
}

fn stage(t: &Trainer) -> Option<Stage> {
    t.current.as_ref().map(|c| c.stage)
}

#[test]
fn a_puzzle_is_solved_after_a_wrong_move_taken_back() {
    let dir = TempDir::new("trainer");
    let (storage, mut h) = rated_puzzles_of(&dir, SAMPLE);
    wait_trainer(&mut h, "the opponent's move", |t| {
        stage(t) == Some(Stage::Solving)
    });
    assert!(h.session().puzzle);
    assert_eq!(rules_sans(&h), ["bxc5"]);
    assert!(!h.session().flipped, "White solves: the board faces White");

    // A wrong move: taken back, the try failed.
    h.request("d1c1");
    wait_trainer(&mut h, "the wrong move taken back", |t| {
        t.current.as_ref().is_some_and(|c| c.failed && c.wrong)
    });
    assert_eq!(rules_sans(&h), ["bxc5"]);
    // Recorded and rated: the rating falls from a new player's 1500.
    wait_trainer(&mut h, "the failed try recorded", |t| {
        t.change
            .is_some_and(|(before, after)| before == 1500 && after < 1500)
    });

    // The solution, the reply between.
    h.request("e2g4");
    wait_trainer(&mut h, "the reply ...Bxg4", |t| {
        t.current
            .as_ref()
            .is_some_and(|c| c.played == 3 && c.stage == Stage::Solving)
    });
    assert_eq!(rules_sans(&h), ["bxc5", "Bxg4", "Bxg4"]);
    h.request("d1g4");
    wait_trainer(&mut h, "the puzzle solved", |t| {
        stage(t) == Some(Stage::Solved)
    });
    assert_eq!(rules_sans(&h), ["bxc5", "Bxg4", "Bxg4", "Qxg4"]);
    let trainer = h.world().resource::<Trainer>();
    assert_eq!(trainer.streak, 0, "solved after a mistake is no streak");
    // One try in the library, failed and rated.
    let library = Library::open(&storage.library_path()).unwrap().library;
    let board = library.dashboard(0).unwrap();
    assert_eq!((board.tries, board.solved), (1, 0));
    // Not a game: nothing autosaved, and the game-over screen not shown.
    assert_eq!(
        *h.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );

    // Analysed: the analysis board holds the puzzle's moves, its sides
    // named as the analysis board names them (a puzzle's have no names).
    h.world().write_message(PuzzleCommand::Analyse);
    h.settle();
    h.settle();
    let board = h.session();
    assert!(board.analysis && !board.puzzle);
    assert_eq!(rules_sans(&h), ["bxc5", "Bxg4", "Bxg4", "Qxg4"]);
    let names = &h.session().names;
    assert_eq!(
        (names.white.as_str(), names.black.as_str()),
        ("White", "Black")
    );
}

/// Shown before any move: the try is recorded as failed and rated, the
/// streak ends, and the trainer plays the rest of the solution on the
/// board, both sides by its hand (0009B: Bxg4 Bxg4 Qxg4 after bxc5).
#[test]
fn showing_the_solution_plays_it_and_fails_the_try() {
    let dir = TempDir::new("shown");
    let (storage, mut h) = rated_puzzles_of(&dir, SAMPLE);
    wait_trainer(&mut h, "the opponent's move", |t| {
        stage(t) == Some(Stage::Solving)
    });
    h.world().write_message(PuzzleCommand::ShowSolution);
    wait_trainer(&mut h, "the failed try recorded", |t| {
        t.change
            .is_some_and(|(before, after)| before == 1500 && after < 1500)
    });
    wait_trainer(&mut h, "the whole solution played", |t| {
        t.current
            .as_ref()
            .is_some_and(|c| c.stage == Stage::Shown && c.failed && c.played == 4)
    });
    assert_eq!(rules_sans(&h), ["bxc5", "Bxg4", "Bxg4", "Qxg4"]);
    assert_eq!(h.world().resource::<Trainer>().streak, 0);
    // Asked again once shown: nothing more is recorded.
    h.world().write_message(PuzzleCommand::ShowSolution);
    h.settle();
    h.settle();
    let library = Library::open(&storage.library_path()).unwrap().library;
    let board = library.dashboard(0).unwrap();
    assert_eq!((board.tries, board.solved), (1, 0));
}

fn rules_sans(h: &Harness) -> Vec<String> {
    crate::common::sans(&h.session().game)
}

/// A game played in the window and reviewed becomes the player's puzzles
/// once the library keeps it with its review: Fool's mate (1. f3 e5 2. g4
/// Qh4#) holds one, Black's mate in one, found in the game.
#[test]
fn a_reviewed_game_gives_its_puzzles_to_from_my_games() {
    use rookery::app::game_review::{GameReviewState, ReviewDepth, ReviewRequest};
    use rookery::app::puzzles::{Mining, MiningNodes};
    let dir = TempDir::new("mining");
    let storage = dir.storage();
    let mut h = harness_at(&storage);
    // A lighter search than the window's: the same mate in one.
    h.app.insert_resource(MiningNodes(20_000));
    h.start_game();
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        h.request(mv);
    }
    // Over, kept, but not reviewed: no puzzles made yet.
    for _ in 0..20 {
        h.settle();
    }
    assert_eq!(h.world().resource::<Mining>().last, None);
    h.world()
        .write_message(ReviewRequest::Start(ReviewDepth::Normal));
    h.wait_on("the review did not finish", |s: &GameReviewState| {
        s.review.is_some()
    });
    h.wait_on("no puzzles were made", |m: &Mining| m.last.is_some());
    let report = h.world().resource::<Mining>().last.clone();
    let report = report.expect("done").expect("the library answered");
    assert_eq!((report.progress.looked, report.progress.added), (1, 1));
    let mut library = Library::open(&storage.library_path()).unwrap().library;
    let puzzle = library
        .next_puzzle_of(&PuzzleChoice::Mine, 1500.0, 20_000, None)
        .unwrap()
        .expect("a puzzle from the game");
    assert_eq!(puzzle.puzzle.moves, ["g2g4", "d8h4"]);
    assert!(puzzle.puzzle.themes.contains(&"mateIn1".to_string()));
    // Looked at: the dashboard's count of games to look at is none.
    assert!(library.games_to_mine(&[]).unwrap().is_empty());
}

/// A puzzle whose solution takes Black's blundered queen with the knight
/// (Nxd5); the bishop takes it as well (Bxd5), a piece up either way.
const TWO_WAYS: &str = "rkalt01,6k1/5ppp/8/8/3q4/2N2B2/5PPP/6K1 b - - 0 1,\
d4d5 c3d5,1500,75,0,0,advantage short,,";

/// A move that is not the solution's but wins as clearly is judged by the
/// engine and solves the puzzle, the solution's move named, the try
/// recorded as solved: the player is not told "Not the move".
#[test]
fn a_second_winning_move_solves_the_puzzle_and_names_the_solutions_move() {
    let dir = TempDir::new("trainer-also");
    let (storage, mut h) = rated_puzzles_of(&dir, TWO_WAYS);
    wait_trainer(&mut h, "the opponent's move", |t| {
        stage(t) == Some(Stage::Solving)
    });
    assert_eq!(rules_sans(&h), ["Qd5"]);

    h.request("f3d5");
    wait_trainer(&mut h, "the engine's verdict", |t| {
        stage(t) == Some(Stage::Solved)
    });
    assert_eq!(rules_sans(&h), ["Qd5", "Bxd5"], "the player's move stays");
    let trainer = h.world().resource::<Trainer>();
    let current = trainer.current.as_ref().unwrap();
    assert_eq!(current.also.as_deref(), Some("Nxd5"));
    assert!(!current.failed && !current.wrong);
    assert_eq!(trainer.streak, 1);
    wait_trainer(&mut h, "the try recorded", |t| {
        t.change
            .is_some_and(|(before, after)| before == 1500 && after > 1500)
    });
    let library = Library::open(&storage.library_path()).unwrap().library;
    let board = library.dashboard(0).unwrap();
    assert_eq!((board.tries, board.solved), (1, 1));
}
