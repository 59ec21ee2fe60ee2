//! The board editor, headless: every button as the message it sends, the
//! castling and en passant offers, the legality told in words, undo and
//! redo, and the ways out (Play from here, Analyse, Back). The expected
//! positions and messages are worked out by hand from the FIDE Laws and
//! the rules' error texts.

use super::*;
use rookery::app::editor::{BoardEditor, EditorCommand, Tool};
use rookery::app::i18n::{Language, Tr};
use rookery::app::session::SetupChoices;
use rookery::rules::{CastlingSide, Color, MoveKind, Piece, PieceKind, Position, Setup};

fn editor(h: &Harness) -> &BoardEditor {
    h.app.world().resource::<BoardEditor>()
}

/// Why the position is not legal, as the editor says it in English.
fn verdict(h: &Harness) -> Option<String> {
    editor(h).verdict_text(&Tr::new(Language::English))
}

fn send(h: &mut Harness, cmd: EditorCommand) {
    h.world().write_message(cmd);
    h.settle();
}

fn open(h: &mut Harness, fen: &str) {
    let setup = Setup::parse(fen).expect("a FEN");
    send(
        h,
        EditorCommand::Open {
            setup: Box::new(setup),
            from_game: false,
        },
    );
    assert_eq!(h.screen(), Screen::Editor);
}

fn piece(color: Color, kind: PieceKind) -> Piece {
    Piece::new(color, kind)
}

#[test]
fn pieces_go_on_move_and_come_off_and_undo_redo_follow() {
    let mut h = Harness::new();
    open(&mut h, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    send(
        &mut h,
        EditorCommand::Put(sq("d1"), piece(Color::White, PieceKind::Queen)),
    );
    assert_eq!(editor(&h).fen(), "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    send(&mut h, EditorCommand::Move(sq("d1"), sq("d8")));
    // The queen takes what stood there: nothing; and now gives check to
    // the side not to move.
    assert_eq!(editor(&h).fen(), "3Qk3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        verdict(&h).as_deref(),
        Some("Black is in check but it is White's move")
    );
    send(&mut h, EditorCommand::Clear(sq("d8")));
    assert_eq!(editor(&h).fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(editor(&h).verdict().is_ok());
    // Three changes back, then two forward again.
    send(&mut h, EditorCommand::Undo);
    assert_eq!(editor(&h).fen(), "3Qk3/8/8/8/8/8/8/4K3 w - - 0 1");
    send(&mut h, EditorCommand::Undo);
    send(&mut h, EditorCommand::Undo);
    assert_eq!(editor(&h).fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(!editor(&h).can_undo());
    send(&mut h, EditorCommand::Redo);
    assert_eq!(editor(&h).fen(), "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assert!(editor(&h).can_redo());
    // A new change forgets what was taken back.
    send(
        &mut h,
        EditorCommand::Put(sq("a1"), piece(Color::White, PieceKind::Rook)),
    );
    assert!(!editor(&h).can_redo());
}

#[test]
fn the_buttons_empty_fill_flip_and_choose_the_side_and_tool() {
    let mut h = Harness::new();
    open(&mut h, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    send(&mut h, EditorCommand::Start);
    assert_eq!(
        editor(&h).fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    send(&mut h, EditorCommand::Empty);
    assert_eq!(editor(&h).fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(verdict(&h).as_deref(), Some("White has no king"));
    send(&mut h, EditorCommand::SideToMove(Color::Black));
    assert_eq!(editor(&h).fen(), "8/8/8/8/8/8/8/8 b - - 0 1");
    assert!(!editor(&h).flipped);
    send(&mut h, EditorCommand::Flip);
    assert!(editor(&h).flipped);
    send(&mut h, EditorCommand::Tool(Tool::Erase));
    assert_eq!(editor(&h).tool, Tool::Erase);
}

#[test]
fn legality_is_told_in_the_rules_words() {
    let mut h = Harness::new();
    for (fen, why) in [
        (
            "4k3/8/8/8/8/8/8/4K2K w - - 0 1",
            "White has more than one king",
        ),
        ("8/8/8/8/8/8/8/4K3 w - - 0 1", "Black has no king"),
        (
            "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
            "A pawn on a1: pawns cannot stand on the first or last rank",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2r b - - 0 1",
            "White is in check but it is Black's move",
        ),
    ] {
        open(&mut h, fen);
        assert_eq!(verdict(&h).as_deref(), Some(why), "{fen}");
    }
}

/// In French, the verdict and a refusal are French sentences (written
/// here by hand, as a French player reads them), not the rules' English.
#[test]
fn legality_and_refusals_are_told_in_the_players_language() {
    let mut h = Harness::new();
    let fr = Tr::new(Language::French);
    for (fen, why) in [
        (
            "4k3/8/8/8/8/8/8/4K2K w - - 0 1",
            "Les Blancs ont plus d'un roi",
        ),
        ("8/8/8/8/8/8/8/4K3 w - - 0 1", "Les Noirs n'ont pas de roi"),
        (
            "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
            "Un pion en a1 : un pion ne peut pas se trouver sur la première ou la dernière rangée",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2r b - - 0 1",
            "Les Blancs sont en échec mais c'est aux Noirs de jouer",
        ),
    ] {
        open(&mut h, fen);
        assert_eq!(editor(&h).verdict_text(&fr).as_deref(), Some(why), "{fen}");
    }
    open(&mut h, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    send(&mut h, EditorCommand::Fen("not a fen at all".to_string()));
    assert_eq!(
        editor(&h).refusal_text(&fr).as_deref(),
        Some(
            "Cette FEN est illisible : placement des pièces (champ 1) : \
             8 rangées séparées par « / » attendues, une seule trouvée"
        )
    );
    send(&mut h, EditorCommand::EnPassant(Some(sq("f6"))));
    assert_eq!(
        editor(&h)
            .refusal_text(&Tr::new(Language::German))
            .as_deref(),
        Some("Kein Bauer könnte auf f6 en passant schlagen")
    );
}

#[test]
fn castling_is_offered_only_with_king_and_rook_at_home() {
    let mut h = Harness::new();
    open(&mut h, "r3k3/8/8/8/8/8/8/4K2R w - - 0 1");
    assert_eq!(
        editor(&h).castling_offers(),
        [
            (Color::White, CastlingSide::KingSide),
            (Color::Black, CastlingSide::QueenSide)
        ]
    );
    send(
        &mut h,
        EditorCommand::Castling(Color::White, CastlingSide::KingSide, true),
    );
    send(
        &mut h,
        EditorCommand::Castling(Color::Black, CastlingSide::QueenSide, true),
    );
    assert_eq!(editor(&h).fen(), "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
    // Refused where there is no rook.
    send(
        &mut h,
        EditorCommand::Castling(Color::White, CastlingSide::QueenSide, true),
    );
    assert_eq!(editor(&h).fen(), "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
    assert!(editor(&h).refusal.is_some());
    // Moving the rook away drops its right.
    send(&mut h, EditorCommand::Move(sq("h1"), sq("h2")));
    assert_eq!(editor(&h).fen(), "r3k3/8/8/8/8/8/7R/4K3 w q - 0 1");
    send(
        &mut h,
        EditorCommand::Castling(Color::Black, CastlingSide::QueenSide, false),
    );
    assert_eq!(editor(&h).fen(), "r3k3/8/8/8/8/8/7R/4K3 w - - 0 1");
}

#[test]
fn en_passant_is_offered_only_where_a_pawn_could_take() {
    let mut h = Harness::new();
    // Black just played d7-d5 beside White's e5 pawn: d6 is offered.
    open(&mut h, "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    assert_eq!(editor(&h).en_passant_offers(), [sq("d6")]);
    send(&mut h, EditorCommand::EnPassant(Some(sq("d6"))));
    assert_eq!(editor(&h).fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assert!(editor(&h).verdict().is_ok());
    // Not f6: no pawn stands on f5.
    send(&mut h, EditorCommand::EnPassant(Some(sq("f6"))));
    assert_eq!(editor(&h).fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    // The white pawn taken away: no capture is possible, the square goes.
    send(&mut h, EditorCommand::Clear(sq("e5")));
    assert_eq!(editor(&h).fen(), "4k3/8/8/3p4/8/8/8/4K3 w - - 0 1");
    assert!(editor(&h).en_passant_offers().is_empty());
}

#[test]
fn a_pasted_fen_sets_the_board_and_a_broken_one_changes_nothing() {
    let mut h = Harness::new();
    open(&mut h, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    send(&mut h, EditorCommand::Fen(kiwipete.to_string()));
    assert_eq!(editor(&h).fen(), kiwipete);
    send(&mut h, EditorCommand::Fen("not a fen at all".to_string()));
    assert_eq!(editor(&h).fen(), kiwipete);
    assert!(
        editor(&h)
            .refusal_text(&Tr::new(Language::English))
            .is_some_and(|r| r.contains("FEN"))
    );
}

#[test]
fn play_from_here_goes_to_setup_with_the_position_and_starts_from_it() {
    let mut h = Harness::new();
    let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    open(&mut h, fen);
    send(&mut h, EditorCommand::PlayFromHere);
    assert_eq!(h.screen(), Screen::Setup);
    assert_eq!(
        h.app
            .world()
            .resource::<SetupChoices>()
            .start_fen
            .as_deref(),
        Some(fen)
    );
    h.world().write_message(GameCommand::Start);
    h.settle();
    assert_eq!(h.screen(), Screen::Playing);
    assert_eq!(h.position(), Position::from_fen(fen).unwrap());
    // The en passant capture the editor allowed is there to be played:
    // the pawn goes to d6 and the black pawn beside it on d5 is taken.
    h.request("e5d6");
    assert_eq!(crate::common::sans(&h.session().game), ["exd6"]);
    assert_eq!(h.session().game.moves()[0].mv.kind, MoveKind::EnPassant);
    assert_eq!(h.position().to_fen(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(h.position().piece_at(sq("d5")), None, "the pawn taken");
    h.assert_entities_match();

    // An illegal position goes nowhere.
    let mut h = Harness::new();
    open(&mut h, "8/8/8/8/8/8/8/4K3 w - - 0 1");
    send(&mut h, EditorCommand::PlayFromHere);
    assert_eq!(h.screen(), Screen::Editor);
    send(&mut h, EditorCommand::Analyse);
    assert_eq!(h.screen(), Screen::Editor);
}

#[test]
fn analyse_opens_the_analysis_board_on_the_position() {
    let mut h = Harness::new();
    let fen = "4k3/8/8/8/8/8/8/R3K3 b Q - 0 1";
    open(&mut h, fen);
    send(&mut h, EditorCommand::Analyse);
    assert_eq!(h.screen(), Screen::Playing);
    assert!(h.session().analysis);
    assert_eq!(h.position(), Position::from_fen(fen).unwrap());
}

#[test]
fn leaving_goes_back_where_the_editor_was_opened_from() {
    let mut h = Harness::new();
    open(&mut h, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    send(&mut h, EditorCommand::Leave);
    assert_eq!(h.screen(), Screen::Menu);

    // From a game: its position, and back to the game as it was.
    let mut h = Harness::new();
    h.start_game();
    h.request("e2e4");
    let here = h.position();
    send(
        &mut h,
        EditorCommand::Open {
            setup: Box::new(Setup::of(&here)),
            from_game: true,
        },
    );
    assert_eq!(h.screen(), Screen::Editor);
    // The same position; the en passant square e3 goes, as no black pawn
    // could take there.
    assert_eq!(editor(&h).verdict().map(|p| p.epd()), Ok(here.epd()));
    assert_eq!(
        editor(&h).fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    send(&mut h, EditorCommand::Clear(sq("e4")));
    send(&mut h, EditorCommand::Leave);
    assert_eq!(h.screen(), Screen::Playing);
    assert_eq!(h.position(), here, "the game is untouched");
    h.assert_entities_match();
    h.request("e7e5");
    h.assert_entities_match();
}
