//! Game review: lichess's formulas on evaluations chosen by hand, and the
//! engine finding the blunders of short games.
//!
//! Expected numbers were worked out from the published formulas (cited in
//! `src/engine/review.rs`) with a pocket calculator (Python's `math`), not
//! with the code under test: winning chances 2/(1+exp(-0.00368208 cp))-1,
//! move accuracy 103.1668100711649 exp(-0.04354415386753951 drop)
//! - 3.166924740191411 + 1, and lila's windowed game accuracy.

use std::sync::atomic::AtomicBool;

use rookery::engine::review::{
    Advice, Eval, Judgement, annotated_pgn, game_accuracy, judge, move_accuracy, winning_chances,
};
use rookery::engine::reviewer::review_game;
use rookery::engine::{Engine, Limits};
use rookery::rules::{Color, read_games};

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-4
}

#[test]
fn winning_chances_and_win_percent_follow_lichess() {
    assert_eq!(winning_chances(0), 0.0);
    assert!(close(winning_chances(100), 0.182052));
    assert!(close(winning_chances(-300), -0.502251));
    assert!(close(Eval::Cp(100).win_percent(), 59.10259));
    // Capped at 1000 centipawns; a mate counts as 1000.
    assert!(close(Eval::Cp(5000).win_percent(), 97.544744));
    assert!(close(Eval::Mate(3).win_percent(), 97.544744));
    assert!(close(Eval::Mate(-1).win_percent(), 2.455256));
    assert!(close(Eval::Checkmate(Color::Black).win_percent(), 2.455256));
}

#[test]
fn moves_are_classed_by_the_drop_in_the_movers_winning_chances() {
    use Judgement::*;
    let w = Color::White;
    // From level (0) to -55 is a drop of 0.1004: an inaccuracy; -54 not.
    assert_eq!(
        judge(Eval::Cp(0), Eval::Cp(-55), w),
        Some(Advice::Dropped(Inaccuracy))
    );
    assert_eq!(judge(Eval::Cp(0), Eval::Cp(-54), w), None);
    // -120: 0.2174, a mistake; -300: 0.5023, a blunder.
    assert_eq!(
        judge(Eval::Cp(0), Eval::Cp(-120), w),
        Some(Advice::Dropped(Mistake))
    );
    assert_eq!(
        judge(Eval::Cp(0), Eval::Cp(-300), w),
        Some(Advice::Dropped(Blunder))
    );
    // Black's drop is White's gain: +200 after a level position is 0.3524.
    assert_eq!(
        judge(Eval::Cp(0), Eval::Cp(200), Color::Black),
        Some(Advice::Dropped(Blunder))
    );
    assert_eq!(judge(Eval::Cp(0), Eval::Cp(-200), Color::Black), None);
    // Raw centipawns: from +1500 to +900 is 0.9924 to 0.9299, under 0.1.
    assert_eq!(judge(Eval::Cp(1500), Eval::Cp(900), w), None);
}

#[test]
fn mates_made_lost_and_given_are_named() {
    use Judgement::*;
    let w = Color::White;
    // Into a forced mate: by how bad things were before.
    assert_eq!(
        judge(Eval::Cp(50), Eval::Mate(-3), w),
        Some(Advice::MateCreated(Blunder))
    );
    assert_eq!(
        judge(Eval::Cp(-800), Eval::Mate(-3), w),
        Some(Advice::MateCreated(Mistake))
    );
    assert_eq!(
        judge(Eval::Cp(-1200), Eval::Mate(-3), w),
        Some(Advice::MateCreated(Inaccuracy))
    );
    // A forced mate let go: by how good things still are.
    assert_eq!(
        judge(Eval::Mate(2), Eval::Cp(100), w),
        Some(Advice::MateLost(Blunder))
    );
    assert_eq!(
        judge(Eval::Mate(2), Eval::Cp(800), w),
        Some(Advice::MateLost(Mistake))
    );
    assert_eq!(
        judge(Eval::Mate(2), Eval::Cp(1500), w),
        Some(Advice::MateLost(Inaccuracy))
    );
    assert_eq!(
        judge(Eval::Mate(2), Eval::Mate(-1), w),
        Some(Advice::MateLost(Blunder))
    );
    // For Black, White's mate is Black's being mated.
    assert_eq!(
        judge(Eval::Cp(0), Eval::Mate(2), Color::Black),
        Some(Advice::MateCreated(Blunder))
    );
    // A slower mate, and the mating move itself, are not judged.
    assert_eq!(judge(Eval::Mate(3), Eval::Mate(5), w), None);
    assert_eq!(judge(Eval::Mate(1), Eval::Checkmate(Color::White), w), None);
    assert_eq!(
        Advice::MateCreated(Blunder).text(),
        "Checkmate is now unavoidable"
    );
    assert_eq!(
        Advice::MateLost(Mistake).text(),
        "Lost forced checkmate sequence"
    );
    assert_eq!(
        [Inaccuracy, Mistake, Blunder].map(Judgement::nag),
        [6, 2, 4]
    );
}

#[test]
fn accuracy_per_move_and_per_game() {
    assert_eq!(move_accuracy(50.0, 50.0), 100.0);
    assert_eq!(move_accuracy(40.0, 60.0), 100.0);
    assert!(close(move_accuracy(60.0, 50.0), 64.579828));
    assert!(close(move_accuracy(80.0, 20.0), 5.399328));
    assert_eq!(move_accuracy(100.0, 0.0), 0.0);
    // White drops 10 then 20 points; Black only gains. Windows of 2:
    // deviations 5, 0 (taken as 0.5) and 10.
    let acc = game_accuracy(&[50.0, 40.0, 40.0, 20.0], Color::White);
    assert!(close(acc.white.unwrap(), 49.520267), "{acc:?}");
    assert_eq!(acc.black, Some(100.0));
    // Black moving first: every move is Black's gain or nothing.
    let acc = game_accuracy(&[50.0, 40.0, 40.0, 20.0], Color::Black);
    assert_eq!((acc.white, acc.black), (Some(100.0), Some(100.0)));
    // 30 moves: windows of 3, the first one repeated once.
    let seq = [
        50.0, 52.0, 49.0, 55.0, 45.0, 47.0, 30.0, 35.0, 33.0, 60.0, 58.0, 20.0, 25.0, 24.0, 80.0,
        79.0, 10.0, 12.0, 11.0, 90.0, 88.0, 87.0, 86.0, 85.0, 84.0, 83.0, 82.0, 5.0, 6.0, 7.0, 8.0,
    ];
    let acc = game_accuracy(&seq, Color::White);
    assert!(close(acc.white.unwrap(), 46.514231), "{acc:?}");
    assert!(close(acc.black.unwrap(), 68.284967), "{acc:?}");
    assert_eq!(game_accuracy(&[50.0], Color::White).white, None);
}

#[test]
fn evaluations_read_as_lichess_writes_them() {
    let text = |e: Eval| e.pgn_eval().map(|p| p.to_string());
    assert_eq!(text(Eval::Cp(17)).as_deref(), Some("0.17"));
    assert_eq!(text(Eval::Cp(-150)).as_deref(), Some("-1.50"));
    assert_eq!(text(Eval::Mate(-2)).as_deref(), Some("#-2"));
    assert_eq!(text(Eval::Checkmate(Color::White)), None);
    assert_eq!(Eval::Cp(35).to_string(), "+0.35");
    assert_eq!(Eval::Mate(3).to_string(), "M3");
    assert_eq!(Eval::Mate(-2).to_string(), "-M2");
}

/// Reviews the first game of `pgn` at a fixed depth (the same answer on
/// every machine) and returns the indexes of its blunders.
fn blunders(pgn: &str) -> Vec<usize> {
    let game = read_games(pgn).remove(0).expect("pgn").game;
    let stop = AtomicBool::new(false);
    let review = review_game(
        &mut Engine::new(16),
        &game,
        &Limits::depth(8),
        &stop,
        &mut |_, _| {},
    )
    .expect("not stopped");
    review
        .moves
        .iter()
        .enumerate()
        .filter(|(_, m)| {
            m.advice
                .is_some_and(|a| a.judgement() == Judgement::Blunder)
        })
        .map(|(i, _)| i)
        .collect()
}

#[test]
fn the_review_finds_a_hung_queen_and_a_missed_mate() {
    // 2...Qh4 puts the queen where the knight takes it (ply 3).
    assert_eq!(blunders("1. e4 e5 2. Nf3 Qh4 3. Nxh4 *"), [3]);
    // 3...Nf6 allows Qxf7# (ply 5); 4. d3 misses it (ply 6).
    assert_eq!(blunders("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. d3 *"), [5, 6]);
}

#[test]
fn a_reviewed_game_is_written_as_lichess_annotates() {
    let read = read_games("[White \"Ann\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n")
        .remove(0)
        .expect("pgn");
    let stop = AtomicBool::new(false);
    let review = review_game(
        &mut Engine::new(16),
        &read.game,
        &Limits::depth(6),
        &stop,
        &mut |_, _| {},
    )
    .expect("reviewed");
    let pgn = annotated_pgn(&read.game, &read.tags, &review, None);
    assert!(pgn.contains("[White \"Ann\"]"), "{pgn}");
    assert!(pgn.contains("[WhiteAccuracy \""), "{pgn}");
    assert!(pgn.contains("[BlackAccuracy \""), "{pgn}");
    assert!(pgn.contains("1. e4 {[%eval "), "{pgn}");
    // The blunder: its glyph, the mate to come, and the better line as a
    // variation from Black's move 3 naming the class.
    assert!(pgn.contains("Nf6 $4 {[%eval #1]} (3... "), "{pgn}");
    assert!(pgn.contains("{Checkmate is now unavoidable. "), "{pgn}");
    assert!(pgn.contains(" was best.}"), "{pgn}");
    // No eval after the mate; the result stays.
    assert!(pgn.contains("4. Qxf7# 1-0"), "{pgn}");
    // It reads back as the same game.
    let again = read_games(&pgn).remove(0).expect("reads back");
    assert_eq!(again.game.moves().len(), 7);
}
