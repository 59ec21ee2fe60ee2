//! Material and captured pieces (`PieceKind::value`, `Position::material`,
//! `Game::captures`), as the game panel shows them under the players'
//! names. The values are the usual ones of chess books (pawn 1, knight and
//! bishop 3, rook 5, queen 9, king 0), so the full set of one side is worth
//! 8 + 2*3 + 2*3 + 2*5 + 9 = 39.

use rookery::rules::{Color, Game, PieceKind};

use crate::pos;

#[track_caller]
fn play_all(game: &mut Game, moves: &[&str]) {
    for san in moves {
        if let Err(e) = game.play_san(san) {
            panic!("{san} refused in {}: {e}", game.position().to_fen());
        }
    }
}

#[test]
fn piece_values() {
    use PieceKind::*;
    let values: Vec<i32> = [Pawn, Knight, Bishop, Rook, Queen, King]
        .into_iter()
        .map(PieceKind::value)
        .collect();
    assert_eq!(values, [1, 3, 3, 5, 9, 0]);
}

#[test]
fn start_position_is_even() {
    let game = Game::new();
    let p = game.position();
    assert_eq!(p.material(Color::White), 39);
    assert_eq!(p.material(Color::Black), 39);
    assert_eq!(p.material_lead(Color::White), 0);
    let taken = game.captures(0);
    assert!(taken.white.is_empty() && taken.black.is_empty());
}

#[test]
fn one_pawn_taken() {
    // After 1.e4 d5 2.exd5 Black has lost one pawn: White has taken a pawn
    // and leads by 1.
    let mut game = Game::new();
    play_all(&mut game, &["e4", "d5", "exd5"]);
    let p = game.position();
    assert_eq!(p.material(Color::White), 39);
    assert_eq!(p.material(Color::Black), 38);
    assert_eq!(p.material_lead(Color::White), 1);
    assert_eq!(p.material_lead(Color::Black), -1);
    let taken = game.captures(game.ply_count());
    assert_eq!(taken.white, [PieceKind::Pawn]);
    assert!(taken.black.is_empty());
}

#[test]
fn most_valuable_first_and_earlier_positions() {
    // 1.e4 d5 2.exd5 Qxd5 3.Nc3 Qxg2 4.Bxg2: each side took a pawn on d5,
    // then Black took the g2 pawn and White the queen. White has lost two
    // pawns (37), Black a pawn and the queen (39 - 1 - 9 = 29).
    let mut game = Game::new();
    play_all(
        &mut game,
        &["e4", "d5", "exd5", "Qxd5", "Nc3", "Qxg2", "Bxg2"],
    );
    let p = game.position();
    assert_eq!(p.material(Color::White), 37);
    assert_eq!(p.material(Color::Black), 29);
    assert_eq!(p.material_lead(Color::White), 8);
    let taken = game.captures(game.ply_count());
    // White took the pawn first, the queen last: the queen is listed first.
    assert_eq!(taken.white, [PieceKind::Queen, PieceKind::Pawn]);
    assert_eq!(taken.black, [PieceKind::Pawn, PieceKind::Pawn]);
    // Past the end counts every move.
    assert_eq!(game.captures(100), taken);

    // The position after 2.exd5 (3 half-moves), as when it is reviewed:
    // only White's pawn capture so far.
    let taken = game.captures(3);
    assert_eq!(taken.white, [PieceKind::Pawn]);
    assert!(taken.black.is_empty());
    let earlier = game.position_at(3).expect("ply 3");
    assert_eq!(earlier.material_lead(Color::White), 1);
    // After 2...Qxd5 (4 half-moves) each side has taken a pawn.
    let taken = game.captures(4);
    assert_eq!(taken.white, [PieceKind::Pawn]);
    assert_eq!(taken.black, [PieceKind::Pawn]);
    let earlier = game.position_at(4).expect("ply 4");
    assert_eq!(earlier.material_lead(Color::White), 0);
}

#[test]
fn promoted_queen_with_a_pawn_missing() {
    // White's a-pawn has become a second queen (on d3): 39 - 1 + 9 = 47
    // against Black's full 39.
    let p = pos("rnbqkbnr/pppppppp/8/8/8/3Q4/1PPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(p.material(Color::White), 47);
    assert_eq!(p.material(Color::Black), 39);
    assert_eq!(p.material_lead(Color::White), 8);
    assert_eq!(p.material_lead(Color::Black), -8);
}

#[test]
fn promoting_and_losing_the_new_queen() {
    // White's pawn on b7 promotes with check, 1.b8=Q+, and Black's rook
    // takes the new queen, 1...Rxb8: Black has taken a queen (what the pawn
    // had become), and only the captures made in the game are listed, not
    // the pieces the set-up position lacks.
    let start = pos("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let mut game = Game::from_position(start);
    assert_eq!(start.material(Color::White), 1);
    assert_eq!(start.material(Color::Black), 5);
    play_all(&mut game, &["b8=Q+"]);
    // A queen (9) against a rook (5).
    assert_eq!(game.position().material_lead(Color::White), 4);
    assert!(game.captures(1).white.is_empty());
    play_all(&mut game, &["Rxb8"]);
    assert_eq!(game.position().material(Color::White), 0);
    assert_eq!(game.position().material_lead(Color::Black), 5);
    let taken = game.captures(game.ply_count());
    assert_eq!(taken.black, [PieceKind::Queen]);
    assert!(taken.white.is_empty());
}

#[test]
fn capturing_promotion() {
    // 1.bxa8=Q takes the rook and promotes: White has taken a rook and has
    // a queen (9) against nothing but Black's king.
    let mut game = Game::from_position(pos("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"));
    play_all(&mut game, &["bxa8=Q+"]);
    assert_eq!(game.captures(1).white, [PieceKind::Rook]);
    assert_eq!(game.position().material(Color::White), 9);
    assert_eq!(game.position().material(Color::Black), 0);
    assert_eq!(game.position().material_lead(Color::White), 9);
}
