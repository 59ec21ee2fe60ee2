//! Game records and how games end, following the FIDE Laws of Chess:
//! checkmate and stalemate (art. 5), the fifty- and seventy-five-move rules
//! and three- and fivefold repetition (art. 9.2, 9.3, 9.6), loss on time
//! against a side that cannot mate (art. 6.9), resignation and agreement.

use rookery::rules::{Color, EndReason, Game, GameError, GameResult, Outcome, Position, SanError};

use crate::common::sans;
use crate::{START, play_all, pos, uci};

#[test]
fn fools_mate() {
    let mut game = Game::new();
    for san in ["f3", "e5", "g4"] {
        assert_eq!(game.play_san(san), Ok(None));
    }
    let outcome = game.play_san("Qh4#").expect("legal").expect("game over");
    assert_eq!(outcome.result, GameResult::BlackWins);
    assert_eq!(outcome.reason, EndReason::Checkmate);
    assert_eq!(outcome.to_string(), "0-1, Black wins by checkmate");
    assert_eq!(outcome.result.as_pgn(), "0-1");
    assert_eq!(outcome.result.winner(), Some(Color::Black));
    assert_eq!(game.outcome(), Some(outcome));
    assert!(game.is_over());
    assert_eq!(sans(&game), ["f3", "e5", "g4", "Qh4#"]);
    assert!(game.position().is_checkmate());
}

#[test]
fn nothing_is_accepted_after_the_game_ends() {
    let mut game = Game::new();
    play_all(&mut game, &["f3", "e5", "g4", "Qh4#"]);
    let outcome = game.outcome().expect("over");
    let frozen = game.clone();
    let over = Err(GameError::GameOver(outcome));
    assert_eq!(game.play_san("a3"), over);
    assert_eq!(game.play_uci("a2a3"), over);
    assert_eq!(game.play_text("a3"), over);
    let any_move = uci(&Position::startpos(), "a2a3");
    assert_eq!(game.try_play(&any_move), over);
    assert_eq!(game.resign(Color::White), Err(GameError::GameOver(outcome)));
    assert_eq!(game.agree_draw(), Err(GameError::GameOver(outcome)));
    assert_eq!(
        game.time_out(Color::White),
        Err(GameError::GameOver(outcome))
    );
    assert_eq!(game.claim_draw(), Err(GameError::GameOver(outcome)));
    assert_eq!(game.claimable_draw(), None);
    assert_eq!(game, frozen);
}

#[test]
fn illegal_moves_leave_the_game_unchanged() {
    let mut game = Game::new();
    play_all(&mut game, &["e4"]);
    let before = game.clone();
    assert!(matches!(
        game.play_san("e4"),
        Err(GameError::San(SanError::Illegal(_)))
    ));
    assert!(matches!(
        game.play_san("Zz9"),
        Err(GameError::San(SanError::Malformed(_)))
    ));
    assert!(matches!(game.play_uci("e7e4"), Err(GameError::Uci(_))));
    // A White move while Black is to move.
    let foreign = uci(&Position::startpos(), "d2d4");
    assert_eq!(
        game.try_play(&foreign),
        Err(GameError::IllegalMove(foreign))
    );
    assert_eq!(game, before);
    assert!(!GameError::IllegalMove(foreign).to_string().is_empty());
}

#[test]
fn stalemate() {
    // Queen f7 and king g6 against the king h8, Black to move: g8, g7 and
    // h7 are all covered and h8 is not attacked.
    let mut game = Game::from_fen("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1").expect("legal");
    assert_eq!(game.outcome(), None);
    let outcome = game.play_san("Qf7").expect("legal").expect("game over");
    assert_eq!(outcome, Outcome::draw(EndReason::Stalemate));
    assert_eq!(outcome.to_string(), "1/2-1/2, stalemate");
    assert!(game.position().is_stalemate());
    // A game set up in a stalemate is over from the start.
    let game = Game::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").expect("legal");
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Stalemate)));
}

#[test]
fn insufficient_material_ends_the_game() {
    // Kxe2 leaves king against king.
    let mut game = Game::from_fen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1").expect("legal");
    let outcome = game.play_san("Kxe2").expect("legal");
    assert_eq!(
        outcome,
        Some(Outcome::draw(EndReason::InsufficientMaterial))
    );
    assert_eq!(
        outcome.expect("over").to_string(),
        "1/2-1/2, draw by insufficient material"
    );
    let game = Game::from_fen("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").expect("legal");
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(EndReason::InsufficientMaterial))
    );
    let game = Game::from_fen("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1").expect("legal");
    assert_eq!(game.outcome(), None);
}

const KNIGHT_DANCE: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

#[test]
fn threefold_repetition_is_claimed_not_automatic() {
    let mut game = Game::new();
    assert_eq!(game.repetition_count(), 1);
    assert_eq!(game.claimable_draw(), None);
    assert_eq!(game.claim_draw(), Err(GameError::NoDrawToClaim));
    play_all(&mut game, &KNIGHT_DANCE);
    // The starting position for the second time.
    assert_eq!(game.repetition_count(), 2);
    assert_eq!(game.claimable_draw(), None);
    play_all(&mut game, &KNIGHT_DANCE);
    // Third time: a draw may be claimed, but the game goes on.
    assert_eq!(game.repetition_count(), 3);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.claimable_draw(), Some(EndReason::ThreefoldRepetition));
    let mut claimed = game.clone();
    let outcome = claimed.claim_draw().expect("claimable");
    assert_eq!(outcome, Outcome::draw(EndReason::ThreefoldRepetition));
    assert_eq!(outcome.to_string(), "1/2-1/2, draw by threefold repetition");
    assert_eq!(claimed.outcome(), Some(outcome));
    // Not claiming: the game continues.
    assert_eq!(game.play_san("Nc3"), Ok(None));
    assert_eq!(game.repetition_count(), 1);
}

#[test]
fn threefold_repetition_with_black_to_move() {
    // The position after 1. Nf3 occurs again after 3. Nf3 and 5. Nf3.
    let mut game = Game::new();
    play_all(&mut game, &["Nf3"]);
    assert_eq!(game.repetition_count(), 1);
    play_all(&mut game, &["Nf6", "Ng1", "Ng8", "Nf3"]);
    assert_eq!(game.repetition_count(), 2);
    play_all(&mut game, &["Nf6", "Ng1", "Ng8", "Nf3"]);
    assert_eq!(game.side_to_move(), Color::Black);
    assert_eq!(game.repetition_count(), 3);
    assert_eq!(game.claimable_draw(), Some(EndReason::ThreefoldRepetition));
}

#[test]
fn fivefold_repetition_ends_the_game() {
    let mut game = Game::new();
    for round in 1..=4 {
        for (i, san) in KNIGHT_DANCE.iter().enumerate() {
            let result = game.play_san(san).expect("legal");
            if round == 4 && i == 3 {
                // The starting position for the fifth time.
                assert_eq!(result, Some(Outcome::draw(EndReason::FivefoldRepetition)));
            } else {
                assert_eq!(result, None, "round {round}, {san}");
            }
        }
    }
    assert_eq!(game.repetition_count(), 5);
    assert_eq!(
        game.outcome().expect("over").to_string(),
        "1/2-1/2, draw by fivefold repetition"
    );
}

#[test]
fn changed_castling_rights_make_a_different_position() {
    // 2. Rg1 ... 3. Rh1 puts the pieces back, but White has lost the right
    // to castle king side: the start position is not repeated.
    let mut game = Game::new();
    play_all(
        &mut game,
        &["Nf3", "Nf6", "Rg1", "Ng8", "Rh1", "Nf6", "Ng1", "Ng8"],
    );
    assert_eq!(
        game.position().board_fen(),
        Position::startpos().board_fen()
    );
    assert_eq!(game.repetition_count(), 1);
    play_all(&mut game, &KNIGHT_DANCE);
    assert_eq!(game.repetition_count(), 2);
    assert_eq!(game.claimable_draw(), None);
    play_all(&mut game, &KNIGHT_DANCE);
    assert_eq!(game.repetition_count(), 3);
    assert_eq!(game.claimable_draw(), Some(EndReason::ThreefoldRepetition));
}

#[test]
fn a_possible_en_passant_capture_makes_a_different_position() {
    // After 1. e4 Black may take d4xe3 e.p.; after the kings' shuffle the
    // same placement returns without that possibility (FIDE 9.2.3).
    let mut game = Game::from_fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1").expect("legal");
    play_all(&mut game, &["e4", "Kd8", "Kd1", "Ke8", "Ke1"]);
    assert_eq!(game.repetition_count(), 1);
    play_all(&mut game, &["Kd8", "Kd1", "Ke8", "Ke1"]);
    assert_eq!(game.repetition_count(), 2);
}

/// Black king g8 behind its pawns f7 g7 h7; White rook a1, king g1.
const BACK_RANK: &str = "6k1/5ppp/8/8/8/8/8/R5K1";

#[test]
fn fifty_move_rule_is_claimed() {
    let mut game = Game::from_fen(&format!("{BACK_RANK} w - - 99 80")).expect("legal");
    assert_eq!(game.claimable_draw(), None);
    assert_eq!(game.play_san("Ra2"), Ok(None));
    assert_eq!(game.position().halfmove_clock(), 100);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.claimable_draw(), Some(EndReason::FiftyMoveRule));
    let outcome = game.claim_draw().expect("claimable");
    assert_eq!(outcome, Outcome::draw(EndReason::FiftyMoveRule));
    assert_eq!(outcome.to_string(), "1/2-1/2, draw by the fifty-move rule");
    // A pawn move resets the count.
    let mut game = Game::from_fen(&format!("{BACK_RANK} b - - 99 80")).expect("legal");
    assert_eq!(game.play_san("h6"), Ok(None));
    assert_eq!(game.position().halfmove_clock(), 0);
    assert_eq!(game.claimable_draw(), None);
}

#[test]
fn seventy_five_move_rule_is_automatic() {
    let mut game = Game::from_fen(&format!("{BACK_RANK} w - - 149 100")).expect("legal");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.claimable_draw(), Some(EndReason::FiftyMoveRule));
    let outcome = game.play_san("Ra2").expect("legal");
    assert_eq!(outcome, Some(Outcome::draw(EndReason::SeventyFiveMoveRule)));
    assert_eq!(
        outcome.expect("over").to_string(),
        "1/2-1/2, draw by the seventy-five-move rule"
    );
}

#[test]
fn checkmate_on_the_seventy_fifth_move_is_checkmate() {
    // Ra8# is a quiet move that brings the clock to 150 and mates: the mate
    // takes precedence (FIDE 9.6.2).
    let mut game = Game::from_fen(&format!("{BACK_RANK} w - - 149 100")).expect("legal");
    let outcome = game.play_san("Ra8#").expect("legal");
    assert_eq!(game.position().halfmove_clock(), 150);
    assert_eq!(
        outcome,
        Some(Outcome::win(Color::White, EndReason::Checkmate))
    );
    assert_eq!(sans(&game), ["Ra8#"]);
}

#[test]
fn undo_and_redo() {
    let mut game = Game::new();
    play_all(&mut game, &["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6"]);
    let after_two = *game.position_at(2).expect("ply 2");
    let after_four = *game.position();
    assert!(!game.can_redo());

    let nc6 = game.undo().expect("a move");
    assert_eq!(nc6.to_uci(), "b8c6");
    let nf3 = game.undo().expect("a move");
    assert_eq!(nf3.to_uci(), "g1f3");
    assert_eq!(*game.position(), after_two);
    assert_eq!(sans(&game), ["e4", "e5"]);
    assert_eq!(game.ply_count(), 2);
    assert!(game.can_redo());

    assert_eq!(game.redo(), Some(nf3));
    assert_eq!(game.redo(), Some(nc6));
    assert_eq!(game.redo(), None);
    assert_eq!(*game.position(), after_four);
    assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6"]);

    // Replaying the move the redo list holds keeps the rest of the list;
    // a different move drops it.
    game.undo();
    game.undo();
    play_all(&mut game, &["Nf3"]);
    assert!(game.can_redo());
    play_all(&mut game, &["Nf6"]);
    assert!(!game.can_redo());
    assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nf6"]);

    // Undo to the start, and no further.
    while game.undo().is_some() {}
    assert_eq!(*game.position(), pos(START));
    assert_eq!(game.ply_count(), 0);
    assert!(game.moves().is_empty());
}

#[test]
fn undo_reopens_a_finished_game() {
    let mut game = Game::new();
    play_all(&mut game, &["f3", "e5", "g4", "Qh4#"]);
    assert!(game.is_over());
    game.undo();
    assert_eq!(game.outcome(), None);
    assert_eq!(sans(&game), ["f3", "e5", "g4"]);
    play_all(&mut game, &["Qh4"]);
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Checkmate))
    );
}

#[test]
fn resignation_agreement_and_time() {
    let mut game = Game::new();
    let outcome = game.resign(Color::White).expect("running");
    assert_eq!(outcome, Outcome::win(Color::Black, EndReason::Resignation));
    assert_eq!(outcome.to_string(), "0-1, Black wins by resignation");
    assert_eq!(game.play_san("e4"), Err(GameError::GameOver(outcome)));

    let mut game = Game::new();
    play_all(&mut game, &["e4"]);
    let outcome = game.resign(Color::Black).expect("running");
    assert_eq!(outcome.to_string(), "1-0, White wins by resignation");

    let mut game = Game::new();
    let outcome = game.agree_draw().expect("running");
    assert_eq!(outcome, Outcome::draw(EndReason::Agreement));
    assert_eq!(outcome.to_string(), "1/2-1/2, draw by agreement");
    assert_eq!(outcome.result.as_pgn(), "1/2-1/2");

    let mut game = Game::new();
    let outcome = game.time_out(Color::White).expect("running");
    assert_eq!(outcome, Outcome::win(Color::Black, EndReason::Timeout));
    assert_eq!(outcome.to_string(), "0-1, Black wins on time");
}

#[test]
fn time_out_against_a_side_that_cannot_mate() {
    // White's flag falls but Black has a bare king: a draw (FIDE 6.9).
    let fen = "4k3/8/8/8/8/8/8/QK6 w - - 0 1";
    let mut game = Game::from_fen(fen).expect("legal");
    let outcome = game.time_out(Color::White).expect("running");
    assert_eq!(
        outcome,
        Outcome::draw(EndReason::TimeoutInsufficientMaterial)
    );
    assert_eq!(outcome.result, GameResult::Draw);
    // Black's flag falls: White's queen can mate.
    let mut game = Game::from_fen(fen).expect("legal");
    assert_eq!(
        game.time_out(Color::Black),
        Ok(Outcome::win(Color::White, EndReason::Timeout))
    );
    // King and knight against king and rook: mate is possible with the
    // rook's help (e.g. Kh8 Rg8 against Kg6 Nf7#), so a loss on time.
    let fen = "7r/4k3/8/8/8/8/8/1N2K3 w - - 0 1";
    let mut game = Game::from_fen(fen).expect("legal");
    assert_eq!(
        game.time_out(Color::Black),
        Ok(Outcome::win(Color::White, EndReason::Timeout))
    );
    let mut game = Game::from_fen(fen).expect("legal");
    assert_eq!(
        game.time_out(Color::White),
        Ok(Outcome::win(Color::Black, EndReason::Timeout))
    );
    // Two knights cannot force mate, but a mate exists: a loss on time.
    let mut game = Game::from_fen("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1").expect("legal");
    assert_eq!(
        game.time_out(Color::Black),
        Ok(Outcome::win(Color::White, EndReason::Timeout))
    );
    // King and bishop against king and pawn: the pawn can block a flight
    // square (Kh8, h7 against Kf7, Bd4#), so both sides can still mate.
    let fen = "4k3/7p/8/8/8/8/8/2B1K3 w - - 0 1";
    let mut game = Game::from_fen(fen).expect("legal");
    assert_eq!(
        game.time_out(Color::Black),
        Ok(Outcome::win(Color::White, EndReason::Timeout))
    );
    let mut game = Game::from_fen(fen).expect("legal");
    assert_eq!(
        game.time_out(Color::White),
        Ok(Outcome::win(Color::Black, EndReason::Timeout))
    );
    // King and bishop against bare king: the bishop's side cannot mate.
    let mut game = Game::from_fen("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").expect("legal");
    // (That game is already drawn by insufficient material.)
    assert!(game.is_over());
    assert!(game.time_out(Color::Black).is_err());
}

#[test]
fn games_set_up_by_fen() {
    // The final position of the fool's mate: already checkmate.
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    let game = Game::from_fen(fen).expect("legal");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Checkmate))
    );
    assert!(!game.starts_from_standard());
    assert_eq!(game.start_position().to_fen(), fen);
    assert!(Game::new().starts_from_standard());
    assert!(Game::from_fen("not a fen").is_err());
    // Positions along the way.
    let mut game = Game::new();
    play_all(&mut game, &["d4", "d5"]);
    assert_eq!(*game.position_at(0).expect("start"), Position::startpos());
    assert_eq!(
        game.position_at(1).expect("ply 1").to_fen(),
        "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1"
    );
    assert_eq!(
        game.position_at(2).expect("ply 2").to_fen(),
        "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2"
    );
    assert!(game.position_at(3).is_none());
    assert_eq!(game.side_to_move(), Color::White);
}
