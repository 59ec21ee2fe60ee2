//! Puzzles (`rookery::puzzles`): lichess's puzzle CSV read from its own
//! published sample line, and damaged lines refused with the reason.

use rookery::puzzles::lichess::{Columns, LichessPuzzle, LineError, header, read_line, write_line};
use rookery::rules::UciMoveError;

/// The sample row lichess publishes with its puzzle database (the dataset
/// card of Lichess/chess-puzzles, CC0), written as a line of the CSV.
const SAMPLE: &str = "0009B,r2qr1k1/b1p2ppp/pp4n1/P1P1p3/4P1n1/B2P2Pb/3NBP1P/RN1QR1K1 b - - 1 16,\
b6c5 e2g4 h3g4 d1g4,1112,74,87,569,advantage middlegame short,\
https://lichess.org/4MWQCxQ6/black#31,Kings_Pawn_Game Kings_Pawn_Game_Leonardis_Variation";

fn words(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

#[test]
fn lichess_sample_line_reads_field_by_field() {
    let p = read_line(SAMPLE, &Columns::default()).unwrap();
    assert_eq!(
        p,
        LichessPuzzle {
            id: "0009B".into(),
            fen: "r2qr1k1/b1p2ppp/pp4n1/P1P1p3/4P1n1/B2P2Pb/3NBP1P/RN1QR1K1 b - - 1 16".into(),
            moves: words("b6c5 e2g4 h3g4 d1g4"),
            rating: 1112,
            deviation: 74,
            popularity: 87,
            plays: 569,
            themes: words("advantage middlegame short"),
            game_url: Some("https://lichess.org/4MWQCxQ6/black#31".into()),
            openings: words("Kings_Pawn_Game Kings_Pawn_Game_Leonardis_Variation"),
        }
    );
    // Written back the same (Rookery's own files use the format).
    assert_eq!(write_line(&p), SAMPLE);
}

#[test]
fn a_header_gives_the_columns_order() {
    assert!(Columns::from_header(&header()).is_some());
    assert_eq!(
        Columns::from_header(SAMPLE),
        None,
        "a puzzle is not a header"
    );
    // Another order, with a column Rookery does not know.
    let columns =
        Columns::from_header("PuzzleId,GameId,Rating,FEN,Moves,Themes\r\n").expect("a header");
    let p = read_line(
        "0009B,4MWQCxQ6,1112,r2qr1k1/b1p2ppp/pp4n1/P1P1p3/4P1n1/B2P2Pb/3NBP1P/RN1QR1K1 b - - 1 16,b6c5 e2g4,fork",
        &columns,
    )
    .unwrap();
    assert_eq!(p.rating, 1112);
    assert_eq!(p.moves, words("b6c5 e2g4"));
    assert_eq!(p.themes, ["fork"]);
    assert_eq!((p.deviation, p.plays, p.game_url), (0, 0, None));
}

#[test]
fn damaged_lines_say_what_is_wrong() {
    let columns = Columns::default();
    let with = |field: usize, value: &str| {
        let mut fields: Vec<&str> = SAMPLE.split(',').collect();
        fields[field] = value;
        read_line(&fields.join(","), &columns).unwrap_err()
    };
    assert!(matches!(with(1, "not a fen"), LineError::Fen(_)));
    assert_eq!(with(0, ""), LineError::NoId);
    assert_eq!(with(2, "b6c5"), LineError::TooFewMoves);
    // The third move names no legal move (a bishop staying on h3).
    assert_eq!(
        with(2, "b6c5 e2g4 h3h3 d1g4"),
        LineError::Move {
            index: 3,
            error: UciMoveError::Illegal("h3h3".into())
        }
    );
    assert!(matches!(
        with(2, "b6c5 zz99"),
        LineError::Move {
            index: 2,
            error: UciMoveError::Malformed(_)
        }
    ));
    assert_eq!(
        with(3, "hard"),
        LineError::Number {
            field: "Rating",
            found: "hard".into()
        }
    );
    assert_eq!(
        with(3, "99999"),
        LineError::Number {
            field: "Rating",
            found: "99999".into()
        }
    );
    assert_eq!(
        read_line("0009B,8/8/8/8/8/8/8/K6k w - - 0 1", &columns).unwrap_err(),
        LineError::MissingField("Moves")
    );
    assert!(read_line("", &columns).is_err());
    // Every refusal reads as a sentence.
    assert_eq!(
        with(2, "b6c5").to_string(),
        "it needs the opponent's move and at least one move of the solution"
    );
}
