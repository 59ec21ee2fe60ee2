//! The move box's questions (lichess's blind mode's), answered in the
//! status line: parsed apart from moves, and answered for a fixed position
//! (1. e4 e5 2. Nf3 Nc6 3. Bb5, the Ruy Lopez) as written down by hand.

use super::*;
use rookery::app::i18n::{Language, Tr};
use rookery::app::questions::{Question, parse};
use rookery::rules::{Color, PieceKind};

#[test]
fn questions_are_told_apart_from_moves() {
    assert_eq!(parse("c", None), Some(Question::Clocks));
    assert_eq!(parse(" l ", None), Some(Question::LastMove));
    assert_eq!(
        parse("p N", None),
        Some(Question::Pieces(Color::White, PieceKind::Knight))
    );
    assert_eq!(
        parse("p n", None),
        Some(Question::Pieces(Color::Black, PieceKind::Knight))
    );
    // The window's letters too: C is the knight in French.
    let fr = Tr::new(Language::French).piece_letters();
    assert_eq!(
        parse("p C", fr),
        Some(Question::Pieces(Color::White, PieceKind::Knight))
    );
    assert_eq!(parse("s e", None), Some(Question::File(sq("e1").file())));
    assert_eq!(parse("a e4", None), Some(Question::Attackers(sq("e4"))));
    // The window's letters come first: R is the king in Spanish.
    let es = Tr::new(Language::Spanish).piece_letters();
    assert_eq!(
        parse("p R", es),
        Some(Question::Pieces(Color::White, PieceKind::King))
    );
    assert_eq!(
        parse("p R", None),
        Some(Question::Pieces(Color::White, PieceKind::Rook))
    );
    // Moves stay moves.
    for text in ["e4", "Nf3", "e2e4", "O-O", "b", "a", "p", "s 9", "a e9"] {
        assert_eq!(parse(text, None), None, "{text}");
    }
}

fn ask(h: &mut Harness, text: &str) -> String {
    let question = parse(text, None).expect("a question");
    h.world().write_message(GameCommand::Ask(question));
    h.settle();
    h.status()
}

#[test]
fn each_question_is_answered_for_the_ruy_lopez() {
    let mut h = Harness::new();
    h.start_game();
    for mv in ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"] {
        h.request(mv);
    }
    assert_eq!(ask(&mut h, "c"), "No clock in this game");
    assert_eq!(ask(&mut h, "l"), "White: bishop to b5");
    assert_eq!(ask(&mut h, "g"), "1. e4 e5 2. Nf3 Nc6 3. Bb5");
    assert_eq!(ask(&mut h, "p N"), "White knights: b1, f3");
    assert_eq!(ask(&mut h, "p K"), "White king: e1");
    assert_eq!(ask(&mut h, "p n"), "Black knights: c6, g8");
    assert_eq!(ask(&mut h, "p Q"), "White queen: d1");
    assert_eq!(
        ask(&mut h, "s e"),
        "e1, white king; e2, empty; e3, empty; e4, white pawn; e5, black pawn; \
         e6, empty; e7, empty; e8, black king"
    );
    assert_eq!(
        ask(&mut h, "s 5"),
        "a5, empty; b5, white bishop; c5, empty; d5, empty; e5, black pawn; \
         f5, empty; g5, empty; h5, empty"
    );
    assert_eq!(
        ask(&mut h, "a e5"),
        "e5 is attacked by f3, white knight; c6, black knight"
    );
    assert_eq!(ask(&mut h, "a h3"), "h3 is attacked by g2, white pawn");
    assert_eq!(ask(&mut h, "a a4"), "a4 is attacked by b5, white bishop");
    assert_eq!(ask(&mut h, "a h5"), "Nothing attacks h5");
    assert_eq!(ask(&mut h, "m"), "Material: White 39, Black 39");
    assert!(ask(&mut h, "o").contains("Ruy Lopez"), "{}", h.status());
    assert_eq!(ask(&mut h, "e"), "The engine's lines are off");
    // The game goes on: a question is not a move.
    assert_eq!(h.session().game.ply_count(), 5);
    // In French.
    let question = parse("p n", None).unwrap();
    h.world().write_message(GameCommand::Ask(question));
    h.settle();
    let line = h
        .app
        .world()
        .resource::<rookery::app::session::StatusLine>()
        .line
        .clone()
        .unwrap()
        .1;
    assert_eq!(
        Tr::new(Language::French).text(&line, false),
        "Cavaliers noirs : c6, g8"
    );
}
