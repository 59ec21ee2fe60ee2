//! Naming a game's opening. The expected names were written down by hand
//! from the lichess chess-openings list (`assets/openings/*.tsv`, the line
//! whose moves are given in each comment), not produced by Rookery.

use rookery::rules::{Game, Openings};

fn game(sans: &str) -> Game {
    let mut game = Game::new();
    for san in sans.split_whitespace() {
        game.play_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    game
}

fn named(sans: &str) -> Option<String> {
    Openings::builtin()
        .name_game(&game(sans))
        .map(ToString::to_string)
}

#[test]
fn a_named_line_is_named_by_its_eco_code_and_name() {
    // c.tsv: C65 Ruy Lopez: Berlin Defense, 1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6.
    assert_eq!(
        named("e4 e5 Nf3 Nc6 Bb5 Nf6").as_deref(),
        Some("C65 Ruy Lopez: Berlin Defense")
    );
    // b.tsv: B90 Sicilian Defense: Najdorf Variation.
    assert_eq!(
        named("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6").as_deref(),
        Some("B90 Sicilian Defense: Najdorf Variation")
    );
    // b.tsv: B00 King's Pawn Game, 1. e4.
    assert_eq!(named("e4").as_deref(), Some("B00 King's Pawn Game"));
}

#[test]
fn a_transposition_is_named_by_the_position_reached() {
    // e.tsv: E20 Nimzo-Indian Defense is 1. d4 Nf6 2. c4 e6 3. Nc3 Bb4;
    // here the same position comes from the English (a.tsv: A13 English
    // Opening: Agincourt Defense, 1. c4 e6).
    assert_eq!(
        named("c4 e6").as_deref(),
        Some("A13 English Opening: Agincourt Defense")
    );
    assert_eq!(
        named("c4 e6 Nc3 Nf6 d4 Bb4").as_deref(),
        Some("E20 Nimzo-Indian Defense")
    );
}

#[test]
fn a_game_past_the_list_keeps_the_last_name_it_reached() {
    // c.tsv: C70 Ruy Lopez: Morphy Defense, 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6;
    // 4. h4 h5 is in no line of the list.
    assert_eq!(
        named("e4 e5 Nf3 Nc6 Bb5 a6 h4 h5").as_deref(),
        Some("C70 Ruy Lopez: Morphy Defense")
    );
}

#[test]
fn the_start_position_has_no_name_and_no_tags() {
    assert_eq!(named(""), None);
    assert!(Openings::builtin().tags(&Game::new()).is_empty());
}

#[test]
fn the_tags_are_eco_and_opening() {
    let tags = Openings::builtin().tags(&game("e4 e5 Nf3 Nc6 Bb5 Nf6"));
    assert_eq!(
        tags,
        vec![
            ("ECO".to_string(), "C65".to_string()),
            (
                "Opening".to_string(),
                "Ruy Lopez: Berlin Defense".to_string()
            ),
        ]
    );
}

#[test]
fn the_en_passant_square_counts_only_when_a_capture_is_legal() {
    // After 1. e4 the FEN has e3, but no black pawn can take: the EPD has
    // "-", as python-chess (the list's tooling) writes it.
    let after_e4 = game("e4");
    assert_eq!(
        after_e4.position().epd(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -"
    );
    // 1. e4 Nf6 2. e5 d5: exd6 is legal, so d6 stays.
    let alekhine = game("e4 Nf6 e5 d5");
    assert!(alekhine.position().epd().ends_with(" w KQkq d6"));
}
