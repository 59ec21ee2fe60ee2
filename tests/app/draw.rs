//! Draw offers are answered only by the side they were made to (FIDE
//! Laws 9.1.2: the opponent accepts or declines, by word or by making a
//! move): the panel's buttons, `GameCommand::AnswerDraw` and the computer's
//! answer alike.

use super::*;
use rookery::app::session::{GameMode, SetupChoices};
use rookery::engine::Level;
use rookery::rules::{Color, EndReason};

fn answer(h: &mut Harness, by: Color, accept: bool) {
    h.world()
        .write_message(GameCommand::AnswerDraw { by, accept });
    h.settle();
}

/// A game against the random mover in which White, the person, has just
/// offered a draw. The random mover answers an offer only after an
/// evaluation, so a test can act first.
fn offered_to_the_computer() -> Harness {
    let mut h = Harness::new();
    {
        let mut c = h.world().resource_mut::<SetupChoices>();
        c.mode = GameMode::HumanVsComputer;
        c.level = Level::Random;
    }
    h.start_game();
    h.world().write_message(GameCommand::OfferDraw);
    h.app.update();
    assert_eq!(h.session().draw_offer, Some(Color::White));
    h
}

#[test]
fn the_side_that_offers_a_draw_cannot_accept_it_against_the_computer() {
    let mut h = offered_to_the_computer();
    assert_eq!(
        h.session().draw_answerer(),
        None,
        "while the computer considers, the panel offers nothing to click"
    );
    // The player who offered clicks Accept anyway (or a message says so).
    h.world().write_message(GameCommand::AnswerDraw {
        by: Color::White,
        accept: true,
    });
    h.app.update();
    assert!(!h.session().game.is_over(), "the offerer cannot accept");
    assert_eq!(h.screen(), Screen::Playing);
    let status = h.status();
    assert!(status.contains("Only Black can answer"), "{status}");
}

#[test]
fn two_players_the_offer_is_answered_by_the_side_to_move_next() {
    let mut h = Harness::new();
    h.start_game();
    // White offers with its move still to make.
    h.world().write_message(GameCommand::OfferDraw);
    h.settle();
    assert_eq!(h.session().draw_offer, Some(Color::White));
    assert_eq!(h.session().draw_answerer(), None, "White has to move first");
    answer(&mut h, Color::White, true);
    assert!(
        !h.session().game.is_over(),
        "White cannot accept its own offer"
    );
    assert_eq!(
        h.session().draw_offer,
        Some(Color::White),
        "the offer stands"
    );
    // White moves; now Black answers.
    h.request("e2e4");
    assert_eq!(h.session().draw_answerer(), Some(Color::Black));
    answer(&mut h, Color::Black, true);
    let outcome = h.session().game.outcome().expect("the game ended");
    assert_eq!(outcome.reason, EndReason::Agreement);
    assert_eq!(h.screen(), Screen::GameOver);
}

#[test]
fn a_declined_offer_is_gone_and_a_move_declines_it_too() {
    let mut h = Harness::new();
    h.start_game();
    h.world().write_message(GameCommand::OfferDraw);
    h.settle();
    h.request("e2e4");
    answer(&mut h, Color::Black, false);
    assert_eq!(h.session().draw_offer, None);
    assert!(!h.session().game.is_over());
    // White offers again, moves, and Black answers by moving.
    h.request("e7e5");
    h.world().write_message(GameCommand::OfferDraw);
    h.settle();
    assert_eq!(h.session().draw_offer, Some(Color::White));
    h.request("g1f3");
    h.request("b8c6");
    assert_eq!(h.session().draw_offer, None, "Black's move declined it");
}

#[test]
fn the_computer_answers_as_the_side_the_offer_was_made_to() {
    use rookery::app::session::PlayerKind;
    use rookery::app::states::Pause;
    // White (the person) offers; the computer, Black, considers it.
    let mut h = offered_to_the_computer();
    // While it considers, the seats are swapped: the person now plays
    // Black, so the side using the buttons is no longer the one that
    // offered (paused, so the computer does not start White's move; in a
    // normal game the two always agree, which is why only this can tell
    // them apart). The answer still comes from the side offered the draw.
    h.world()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Paused);
    {
        let mut s = h.world().resource_mut::<Session>();
        let players = s.players.clone();
        s.players.white = players.black;
        s.players.black = players.white;
        assert!(matches!(s.players.white, PlayerKind::Computer(_)));
    }
    super::computer::wait_until(&mut h, |h| h.session().draw_offer.is_none());
    // Answered (declined, or the game is drawn): not refused as an answer
    // from the side that offered.
    let status = h.status();
    let agreed = h.session().game.outcome().map(|o| o.reason) == Some(EndReason::Agreement);
    assert!(agreed || status.ends_with("declines the draw"), "{status}");
}
