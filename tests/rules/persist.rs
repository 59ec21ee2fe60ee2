//! Saved games and settings on disk (`rookery::persist`): games survive a
//! write and a load with their whole history (undo, repetitions, draw
//! claims, endings); damaged, foreign, oversized or illegal files are
//! refused with their reason and left exactly as they were; writes are
//! atomic; the settings file falls back to defaults without losing the
//! player's file.
//!
//! Expected values come from chess facts (the games are spelled out move
//! by move, with why each one shows what it claims) or from the original
//! `Game` the save was made from, never from the persistence code itself.
//! Every test works in its own fresh temporary directory.

use std::collections::BTreeSet;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use rookery::engine::Level;
use rookery::persist::atomic::{write_atomic, write_atomic_with};
use rookery::persist::save::{
    GameExtras, LoadError, MAX_SAVE_BYTES, SAVE_VERSION, SaveFile, SavedEnding, SavedMode,
    SavedPlayer, SavedPlayerKind, game_pgn, kept_tags, list_saves, load, pgn_time_control,
    tagged_game_pgn,
};
use rookery::persist::settings::{
    AnimationSetting, Appearance, MoveNotation, PieceStyle, PremoveSetting, Settings, ThemeName,
};
use rookery::rules::{
    Allowance, Clock, ClockKind, Color, EndReason, Game, GameError, GameResult, Outcome,
    TimeControl, read_games,
};
use std::time::Duration;

use crate::common::{TempDir, sans};
use crate::{START, play_all, uci_set};

// ---------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------

/// The names of the entries of a directory, sorted.
fn listing(dir: &Path) -> BTreeSet<String> {
    fs::read_dir(dir)
        .expect("read the directory")
        .map(|e| {
            e.expect("directory entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect()
}

fn game_of(moves: &[&str]) -> Game {
    let mut game = Game::new();
    play_all(&mut game, moves);
    game
}

/// A save of `game` with hand-made players and times. The players vary so
/// that every kind of player goes through the file.
fn save_of(game: &Game, name: &str, saved: i64) -> SaveFile {
    let (start_fen, moves, current_fen, ending) = SaveFile::game_fields(game);
    SaveFile {
        version: SAVE_VERSION,
        name: name.to_string(),
        // 2023-11-14 22:13:20 UTC, an arbitrary fixed start time.
        started: 1_700_000_000,
        saved,
        mode: SavedMode::HumanVsComputer,
        white: SavedPlayer {
            name: "Anna".into(),
            kind: SavedPlayerKind::Human,
        },
        black: SavedPlayer {
            name: "Stockfish \"quoted\" (1500)".into(),
            kind: SavedPlayerKind::Engine {
                path: PathBuf::from("/usr/games/stockfish"),
                elo: Some(1500),
            },
        },
        first_player: Color::Black,
        flipped: true,
        variant: game.start_position().variant(),
        start_fen,
        moves,
        current_fen,
        ending,
        clock: None,
        review: None,
        tags: Vec::new(),
        comments: Vec::new(),
        side_lines: Vec::new(),
    }
}

/// White castles short, Black long, and 10...g5 passes h5's attack on g6,
/// so 11. hxg6 takes en passant (FIDE art. 3.7 d); a move taken back on the
/// way: `1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. Nf3 Nf6 5. Bc4 Bf5 (6. a3,
/// taken back) 6. O-O Nc6 7. d3 e6 8. Bd2 O-O-O 9. h4 Kb8 10. h5 g5
/// 11. hxg6 e.p. fxg6 12. Qe2`.
fn castles_en_passant_and_undo() -> Game {
    let mut game = game_of(&[
        "e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "Nf3", "Nf6", "Bc4", "Bf5", "a3",
    ]);
    game.undo().expect("a3 taken back");
    play_all(
        &mut game,
        &[
            "O-O", "Nc6", "d3", "e6", "Bd2", "O-O-O", "h4", "Kb8", "h5", "g5", "hxg6", "fxg6",
            "Qe2",
        ],
    );
    // The fixture shows what it claims.
    let s = sans(&game);
    assert!(!s.contains(&"a3".to_string()), "a3 was taken back");
    assert!(s.contains(&"O-O".to_string()) && s.contains(&"O-O-O".to_string()));
    let ep = game.moves().iter().find(|m| m.san == "hxg6").expect("hxg6");
    assert_eq!(ep.before.en_passant(), Some("g6".parse().unwrap()));
    game
}

/// White underpromotes to a knight taking the h8 rook, Black promotes to a
/// queen taking the a1 rook: `1. h4 g5 2. hxg5 h6 3. gxh6 Bg7 4. hxg7 a5
/// 5. gxh8=N a4 6. Nc3 a3 7. d3 axb2 8. Bd2 bxa1=Q 9. Qxa1 Nc6`.
fn promotions() -> Game {
    let game = game_of(&[
        "h4", "g5", "hxg5", "h6", "gxh6", "Bg7", "hxg7", "a5", "gxh8=N", "a4", "Nc3", "a3", "d3",
        "axb2", "Bd2", "bxa1=Q", "Qxa1", "Nc6",
    ]);
    let s = sans(&game);
    assert!(s.contains(&"gxh8=N".to_string()) && s.contains(&"bxa1=Q".to_string()));
    game
}

/// The starting position (same side to move, castling rights, no en
/// passant) for the third time, so White may claim a draw (FIDE art. 9.2):
/// `1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8`.
fn threefold_reached() -> Game {
    let game = game_of(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"]);
    assert_eq!(game.position().to_fen(), START.replace(" 0 1", " 8 5"));
    assert_eq!(game.repetition_count(), 3);
    assert_eq!(game.claimable_draw(), Some(EndReason::ThreefoldRepetition));
    game
}

/// The threefold repetition above, claimed.
fn threefold_claimed() -> Game {
    let mut game = threefold_reached();
    let o = game.claim_draw().expect("threefold may be claimed");
    assert_eq!(o, Outcome::draw(EndReason::ThreefoldRepetition));
    game
}

/// The position after 1. Nf3 d5 2. Ng1 d4 3. e4 (checked below): Black to
/// move, and 3...dxe3 e.p. is possible, so the FEN names e3.
const BLACK_EP_FEN: &str = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";

fn from_black_ep_fen(moves: &[&str]) -> Game {
    let by_moves = game_of(&["Nf3", "d5", "Ng1", "d4", "e4"]);
    assert_eq!(by_moves.position().to_fen(), BLACK_EP_FEN);
    let mut game = Game::from_fen(BLACK_EP_FEN).expect("legal FEN");
    play_all(&mut game, moves);
    game
}

/// Fool's mate: 1. f3 e5 2. g4 Qh4#.
fn fools_mate() -> Game {
    let game = game_of(&["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Checkmate))
    );
    game
}

// ---------------------------------------------------------------------------
// Round trips
// ---------------------------------------------------------------------------

/// Everything a player or caller can see of a game, compared between the
/// game a save was made from and the game loaded back: position, moves,
/// legal moves, repetitions, draws, outcome, and the same again after
/// every undo back to the start and after a draw claim.
#[track_caller]
fn assert_same_game(original: &Game, loaded: &Game) {
    fn same_now(a: &Game, b: &Game, when: &str) {
        let (pa, pb) = (a.position(), b.position());
        assert_eq!(pb.to_fen(), pa.to_fen(), "FEN {when}");
        assert_eq!(pb, pa, "position {when}");
        assert_eq!(pb.side_to_move(), pa.side_to_move(), "side to move {when}");
        assert_eq!(
            pb.castling_rights(),
            pa.castling_rights(),
            "castling {when}"
        );
        assert_eq!(pb.en_passant(), pa.en_passant(), "en passant {when}");
        assert_eq!(sans(b), sans(a), "moves (SAN) {when}");
        assert_eq!(uci_set(pb), uci_set(pa), "legal moves {when}");
        assert_eq!(
            b.repetition_count(),
            a.repetition_count(),
            "repetitions {when}"
        );
        assert_eq!(b.claimable_draw(), a.claimable_draw(), "claimable {when}");
        assert_eq!(b.outcome(), a.outcome(), "outcome {when}");
        assert_eq!(b.can_undo(), a.can_undo(), "can undo {when}");
    }
    assert_eq!(
        loaded.start_position(),
        original.start_position(),
        "start position"
    );
    same_now(original, loaded, "after loading");
    for ply in 0..=original.ply_count() {
        assert_eq!(
            loaded.position_at(ply),
            original.position_at(ply),
            "ply {ply}"
        );
    }
    // A claim right after loading does what it would have done.
    let (mut a, mut b) = (original.clone(), loaded.clone());
    assert_eq!(b.claim_draw(), a.claim_draw(), "draw claim after loading");
    same_now(&a, &b, "after the claim");
    // Undo, one move at a time, back to the start.
    let (mut a, mut b) = (original.clone(), loaded.clone());
    loop {
        let (ua, ub) = (a.undo(), b.undo());
        assert_eq!(ub, ua, "undo");
        same_now(&a, &b, &format!("after undo to ply {}", a.ply_count()));
        if ua.is_none() {
            break;
        }
    }
}

/// Writes `game`'s save in a fresh directory, loads it, and checks both
/// the file's fields and the game.
#[track_caller]
fn round_trip(game: &Game) -> (SaveFile, Game) {
    let dir = TempDir::new("round-trip");
    let path = dir.storage().saves_dir().join("game.ron");
    let save = save_of(game, "Round trip", 1_700_000_600);
    save.write(&path).expect("write the save");
    let (file, loaded) = match load(&path) {
        Ok(x) => x,
        Err(e) => panic!(
            "the save of {} does not load: {e}",
            game.position().to_fen()
        ),
    };
    assert_eq!(file, save, "every field comes back as written");
    assert_same_game(game, &loaded);
    (file, loaded)
}

#[test]
fn round_trip_castling_en_passant_and_an_undone_move() {
    let game = castles_en_passant_and_undo();
    round_trip(&game);
}

#[test]
fn round_trip_promotion_and_underpromotion() {
    let game = promotions();
    let (file, loaded) = round_trip(&game);
    // UCI writes the promotion piece in lower case after the squares.
    assert_eq!(file.moves[8], "g7h8n");
    assert_eq!(file.moves[15], "b2a1q");
    let h8 = loaded.position().piece_at("h8".parse().unwrap());
    assert_eq!(
        h8.map(|p| (p.color, p.kind)),
        Some((Color::White, rookery::rules::PieceKind::Knight))
    );
}

#[test]
fn round_trip_a_chess960_game_with_its_castling() {
    use rookery::rules::{Position, Variant};
    // Start position 0, White castling long as in tests/rules/chess960.rs.
    let mut game = Game::from_position(Position::chess960(0).unwrap());
    for san in ["Nd3", "g6", "Ne3", "Nd6", "c4", "c5", "Qc2", "Ne6", "O-O-O"] {
        game.play_san(san).unwrap();
    }
    let (file, loaded) = round_trip(&game);
    assert_eq!(file.variant, Variant::Chess960);
    assert!(file.to_ron().contains("variant: Chess960"));
    // The castling as the king taking its rook.
    assert_eq!(file.moves[8], "g1f1");
    assert_eq!(loaded.start_position().variant(), Variant::Chess960);
    // A standard game's save has no variant field at all.
    let (file, _) = round_trip(&fools_mate());
    assert_eq!(file.variant, Variant::Standard);
    assert!(!file.to_ron().contains("variant"));
}

#[test]
fn the_moves_are_saved_in_uci() {
    let (file, _) = round_trip(&fools_mate());
    assert_eq!(file.moves, ["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert_eq!(file.start_fen, START);
    assert_eq!(
        file.ending,
        Some(SavedEnding {
            result: "0-1".into(),
            reason: EndReason::Checkmate,
        })
    );
}

#[test]
fn round_trip_claimed_threefold_repetition() {
    let game = threefold_claimed();
    let (_, loaded) = round_trip(&game);
    assert_eq!(
        loaded.outcome(),
        Some(Outcome::draw(EndReason::ThreefoldRepetition))
    );
    // Taking back the last move reopens the game, as it does the original.
    let mut again = loaded.clone();
    again.undo();
    assert_eq!(again.outcome(), None);
}

#[test]
fn round_trip_threefold_reached_but_not_claimed() {
    let game = threefold_reached();
    let (file, loaded) = round_trip(&game);
    assert_eq!(file.ending, None, "the game goes on");
    assert_eq!(loaded.outcome(), None);
    assert_eq!(loaded.repetition_count(), 3);
    assert_eq!(
        loaded.claimable_draw(),
        Some(EndReason::ThreefoldRepetition)
    );
    let mut claimed = loaded.clone();
    assert_eq!(
        claimed.claim_draw(),
        Ok(Outcome::draw(EndReason::ThreefoldRepetition)),
        "the claim succeeds right after loading"
    );
    // One move more, and the repetition is no longer the current position.
    let mut on = loaded;
    on.play_san("e4").expect("legal");
    assert_eq!(on.claimable_draw(), None);
    assert_eq!(on.claim_draw(), Err(GameError::NoDrawToClaim));
}

#[test]
fn round_trip_custom_fen_black_to_move_with_en_passant() {
    // The position alone, no moves yet.
    let game = from_black_ep_fen(&[]);
    let (file, loaded) = round_trip(&game);
    assert_eq!(file.start_fen, BLACK_EP_FEN);
    assert_eq!(loaded.side_to_move(), Color::Black);
    assert_eq!(loaded.position().en_passant(), Some("e3".parse().unwrap()));
    assert!(
        uci_set(loaded.position()).contains("d4e3"),
        "3...dxe3 e.p. is legal after loading"
    );
    // And the same game after the en passant capture and a few moves.
    let game = from_black_ep_fen(&["dxe3", "Nf3", "exd2+", "Bxd2", "Nc6"]);
    let (_, loaded) = round_trip(&game);
    assert_eq!(loaded.start_position().to_fen(), BLACK_EP_FEN);
    assert_eq!(loaded.ply_count(), 5);
}

#[test]
fn round_trip_endings_the_board_does_not_show() {
    let mut resigned = game_of(&["e4", "e5", "Nf3"]);
    resigned.resign(Color::Black).expect("Black resigns");
    let (_, loaded) = round_trip(&resigned);
    assert_eq!(
        loaded.outcome(),
        Some(Outcome::win(Color::White, EndReason::Resignation))
    );

    let mut agreed = game_of(&["d4", "d5"]);
    agreed.agree_draw().expect("agreed");
    let (_, loaded) = round_trip(&agreed);
    assert_eq!(loaded.outcome(), Some(Outcome::draw(EndReason::Agreement)));

    let (_, loaded) = round_trip(&fools_mate());
    assert!(loaded.position().is_checkmate());
}

// ---------------------------------------------------------------------------
// Files that are not loadable saves
// ---------------------------------------------------------------------------

/// A deterministic byte stream (xorshift64, Marsaglia 2003).
fn random_bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut x = seed;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

/// Loads `path`, expecting the error `expected` accepts; the file's bytes
/// must be the same after `load` and after `list_saves` of its folder.
#[track_caller]
fn assert_refused(path: &Path, what: &str, expected: impl Fn(&LoadError) -> bool) -> LoadError {
    let before = fs::read(path).expect("fixture written");
    let err = match load(path) {
        Ok((file, _)) => panic!("{what}: loaded as {:?}", file.name),
        Err(e) => e,
    };
    assert!(expected(&err), "{what}: wrong error {err:?}");
    assert!(!err.to_string().is_empty(), "{what}: the reason is told");
    assert_eq!(
        fs::read(path).unwrap(),
        before,
        "{what}: load changed the file"
    );
    let listed = list_saves(path.parent().unwrap());
    let entry = listed
        .iter()
        .find(|e| e.path == path)
        .unwrap_or_else(|| panic!("{what}: not listed"));
    assert_eq!(entry.summary.as_ref().err(), Some(&err), "{what}: listed");
    assert_eq!(
        fs::read(path).unwrap(),
        before,
        "{what}: listing changed the file"
    );
    err
}

/// A valid save's text (1. e4 e5 2. Nf3, in progress).
fn good_text() -> String {
    save_of(&game_of(&["e4", "e5", "Nf3"]), "Good", 1_700_000_000).to_ron()
}

#[test]
fn a_truncated_save_is_refused_as_damaged() {
    let dir = TempDir::new("truncated");
    let text = good_text();
    let path = dir.path().join("truncated.ron");
    fs::write(&path, &text.as_bytes()[..text.len() / 2]).unwrap();
    assert_refused(&path, "half a save", |e| matches!(e, LoadError::NotRon(_)));
    // Cut just before its closing parenthesis, too.
    let path = dir.path().join("almost.ron");
    let cut = text.trim_end().len() - 1;
    fs::write(&path, &text.as_bytes()[..cut]).unwrap();
    assert_refused(&path, "a save without its last byte", |e| {
        matches!(e, LoadError::NotRon(_))
    });
}

#[test]
fn random_bytes_are_refused_as_not_text() {
    let dir = TempDir::new("random");
    for seed in [1u64, 0x9E37_79B9_7F4A_7C15, 424_242] {
        let bytes = random_bytes(seed, 2048);
        assert!(std::str::from_utf8(&bytes).is_err(), "fixture is not UTF-8");
        let path = dir.path().join(format!("random-{seed}.ron"));
        fs::write(&path, &bytes).unwrap();
        assert_refused(&path, "random bytes", |e| *e == LoadError::NotText);
    }
    // Random printable ASCII is text, but not a save.
    let ascii: Vec<u8> = random_bytes(7, 2048)
        .into_iter()
        .map(|b| b' ' + b % 95)
        .collect();
    let path = dir.path().join("ascii.ron");
    fs::write(&path, &ascii).unwrap();
    assert_refused(&path, "random ASCII", |e| matches!(e, LoadError::NotRon(_)));
    // An empty file.
    let path = dir.path().join("empty.ron");
    fs::write(&path, b"").unwrap();
    assert_refused(&path, "an empty file", |e| {
        matches!(e, LoadError::NotRon(_))
    });
}

#[test]
fn ron_of_the_wrong_shape_is_refused() {
    let dir = TempDir::new("shape");
    for (i, text) in [
        "[1, 2, 3]",
        "\"a string\"",
        "(version: 1)",
        "(version: 1, name: 5, moves: 42)",
        // The settings file is RON too, but not a save.
        &Settings::default().to_ron(),
    ]
    .into_iter()
    .enumerate()
    {
        let path = dir.path().join(format!("shape-{i}.ron"));
        fs::write(&path, text).unwrap();
        assert_refused(&path, text, |e| matches!(e, LoadError::NotRon(_)));
    }
}

#[test]
fn a_save_from_a_newer_version_is_named_as_such() {
    let dir = TempDir::new("future");
    let mut save = save_of(&game_of(&["e4"]), "Future", 1_700_000_000);
    save.version = 99;
    let path = dir.path().join("future.ron");
    save.write(&path).unwrap();
    assert_refused(&path, "version 99", |e| *e == LoadError::FutureVersion(99));
    // A newer format may have other fields: still named as newer, not damaged.
    let path = dir.path().join("future-fields.ron");
    fs::write(
        &path,
        "(version: 99, title: \"x\", clock: (white: 300, black: 300))",
    )
    .unwrap();
    assert_refused(&path, "version 99, other fields", |e| {
        *e == LoadError::FutureVersion(99)
    });
}

#[test]
fn a_file_larger_than_any_save_is_refused_unread() {
    let dir = TempDir::new("huge");
    let text = good_text();
    // A valid save padded with whitespace (which RON ignores) to 5 MiB: only
    // the size can make it fail.
    let five_mib = 5 * 1024 * 1024;
    let mut padded = text.clone().into_bytes();
    padded.resize(five_mib, b' ');
    let path = dir.path().join("huge.ron");
    fs::write(&path, &padded).unwrap();
    assert_refused(&path, "a 5 MiB file", |e| {
        *e == LoadError::TooLarge(five_mib as u64)
    });
    assert_eq!(
        SaveFile::parse(&padded),
        Err(LoadError::TooLarge(five_mib as u64))
    );
    // At the limit exactly, the same padded save loads; one byte over, not.
    let mut at_limit = text.into_bytes();
    at_limit.resize(MAX_SAVE_BYTES as usize, b'\n');
    let path = dir.path().join("at-limit.ron");
    fs::write(&path, &at_limit).unwrap();
    let (file, game) = load(&path).expect("a save of exactly MAX_SAVE_BYTES loads");
    assert_eq!(file.name, "Good");
    assert_eq!(sans(&game), ["e4", "e5", "Nf3"]);
    at_limit.push(b'\n');
    let path = dir.path().join("over-limit.ron");
    fs::write(&path, &at_limit).unwrap();
    assert_refused(&path, "one byte over", |e| {
        *e == LoadError::TooLarge(MAX_SAVE_BYTES + 1)
    });
}

/// Writes a save that parses but whose game is wrong, and checks it is
/// refused as an illegal game.
#[track_caller]
fn assert_illegal(dir: &TempDir, file: &str, save: &SaveFile) -> String {
    let path = dir.path().join(file);
    save.write(&path).unwrap();
    assert_eq!(
        SaveFile::read(&path).as_ref(),
        Ok(save),
        "{file} parses as a save"
    );
    match assert_refused(&path, file, |e| matches!(e, LoadError::IllegalGame(_))) {
        LoadError::IllegalGame(why) => why,
        _ => unreachable!(),
    }
}

#[test]
fn saves_describing_illegal_games_are_refused() {
    let dir = TempDir::new("illegal");
    let base = save_of(&game_of(&["e4", "e5"]), "Bad", 1_700_000_000);

    // A pawn cannot go from e2 to e5 (FIDE art. 3.7).
    let mut s = base.clone();
    s.moves = vec!["e2e4".into(), "e7e5".into(), "e2e5".into()];
    let why = assert_illegal(&dir, "illegal-move.ron", &s);
    assert!(why.contains("e2e5"), "the reason names the move: {why}");
    let mut s = base.clone();
    s.moves = vec!["e2e5".into()];
    assert_illegal(&dir, "illegal-first-move.ron", &s);
    let mut s = base.clone();
    s.moves = vec!["not a move".into()];
    assert_illegal(&dir, "garbage-move.ron", &s);

    // The moves lead elsewhere than the recorded position: 1. e4 e5 is not
    // 1. d4 d5, and the move number is part of the position recorded.
    let mut s = base.clone();
    s.current_fen = game_of(&["d4", "d5"]).position().to_fen();
    assert_illegal(&dir, "wrong-position.ron", &s);
    let mut s = base.clone();
    s.current_fen = base.current_fen.replace(" 0 2", " 0 7");
    assert_ne!(s.current_fen, base.current_fen);
    assert_illegal(&dir, "wrong-move-number.ron", &s);

    // A start position that is not a legal FEN.
    let mut s = base.clone();
    s.start_fen = "8/8/8/8/8/8/8/8 w - - 0 1".into();
    assert_illegal(&dir, "no-kings.ron", &s);
}

#[test]
fn saves_whose_ending_the_moves_contradict_are_refused() {
    let dir = TempDir::new("endings");
    let ongoing = save_of(&game_of(&["e4", "e5"]), "Ending", 1_700_000_000);
    let ending = |result: &str, reason: EndReason| {
        let mut s = ongoing.clone();
        s.ending = Some(SavedEnding {
            result: result.into(),
            reason,
        });
        s
    };
    // After 1. e4 e5 nobody is mated, stalemated or repeating.
    assert_illegal(&dir, "not-mate.ron", &ending("1-0", EndReason::Checkmate));
    assert_illegal(
        &dir,
        "not-stalemate.ron",
        &ending("1/2-1/2", EndReason::Stalemate),
    );
    assert_illegal(
        &dir,
        "no-repetition.ron",
        &ending("1/2-1/2", EndReason::ThreefoldRepetition),
    );
    assert_illegal(
        &dir,
        "not-fifty.ron",
        &ending("1/2-1/2", EndReason::FiftyMoveRule),
    );
    // A resignation has a winner (FIDE art. 5.1 b).
    assert_illegal(
        &dir,
        "drawn-resignation.ron",
        &ending("1/2-1/2", EndReason::Resignation),
    );
    assert_illegal(&dir, "bad-result.ron", &ending("2-0", EndReason::Unknown));

    // Fool's mate is Black's win; the wrong winner, or "goes on", is refused.
    let mate = save_of(&fools_mate(), "Mate", 1_700_000_000);
    let mut s = mate.clone();
    s.ending = Some(SavedEnding {
        result: "1-0".into(),
        reason: EndReason::Checkmate,
    });
    assert_illegal(&dir, "wrong-winner.ron", &s);
    let mut s = mate.clone();
    s.ending = None;
    assert_illegal(&dir, "mate-goes-on.ron", &s);
    let mut s = mate;
    s.ending = Some(SavedEnding {
        result: "0-1".into(),
        reason: EndReason::Resignation,
    });
    assert_illegal(&dir, "mate-as-resignation.ron", &s);
}

#[test]
fn list_saves_lists_good_and_bad_files_newest_first() {
    let dir = TempDir::new("list");
    let saves = dir.storage().saves_dir();
    fs::create_dir_all(&saves).unwrap();
    // Three good saves written in a different order than their times.
    let good = [
        ("middle.ron", "Middle", 1_700_000_200, game_of(&["e4"])),
        ("oldest.ron", "Oldest", 1_700_000_000, threefold_claimed()),
        ("newest.ron", "Newest", 1_700_000_300, promotions()),
    ];
    for (file, name, saved, game) in &good {
        save_of(game, name, *saved)
            .write(&saves.join(file))
            .unwrap();
    }
    let text = good_text();
    fs::write(saves.join("truncated.ron"), &text[..text.len() / 2]).unwrap();
    fs::write(saves.join("random.ron"), random_bytes(3, 512)).unwrap();
    let mut future = save_of(&game_of(&["e4"]), "Future", 1_700_000_400);
    future.version = 99;
    future.write(&saves.join("future.ron")).unwrap();
    let mut illegal = save_of(&game_of(&["e4"]), "Illegal", 1_700_000_500);
    illegal.moves = vec!["e2e5".into()];
    illegal.write(&saves.join("illegal.ron")).unwrap();
    // Not saves: other extensions and folders are not listed.
    fs::write(saves.join("notes.txt"), "not a save").unwrap();
    fs::create_dir_all(saves.join("folder.ron")).unwrap();

    let bytes_before: Vec<(String, Vec<u8>)> = listing(&saves)
        .into_iter()
        .filter(|n| n != "folder.ron")
        .map(|n| (n.clone(), fs::read(saves.join(&n)).unwrap()))
        .collect();
    let entries = list_saves(&saves);
    let names: BTreeSet<String> = entries
        .iter()
        .map(|e| e.path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        [
            "middle.ron",
            "oldest.ron",
            "newest.ron",
            "truncated.ron",
            "random.ron",
            "future.ron",
            "illegal.ron"
        ]
        .into_iter()
        .map(String::from)
        .collect()
    );
    // Newest first, all together.
    assert!(
        entries.windows(2).all(|w| w[0].when >= w[1].when),
        "sorted newest first: {:?}",
        entries.iter().map(|e| e.when).collect::<Vec<_>>()
    );
    // The good ones, in the order of their save times, each loadable.
    let good_order: Vec<&str> = entries
        .iter()
        .filter_map(|e| e.summary.as_ref().ok().map(|s| s.name.as_str()))
        .collect();
    assert_eq!(good_order, ["Newest", "Middle", "Oldest"]);
    for (file, name, saved, game) in &good {
        let entry = entries.iter().find(|e| e.path == saves.join(file)).unwrap();
        let summary = entry.summary.as_ref().expect("good save listed as good");
        assert_eq!(&summary.name, name);
        assert_eq!(summary.saved, *saved);
        assert_eq!(entry.when, *saved);
        assert_eq!(summary.moves, game.ply_count());
        let result = game.outcome().map_or("*", |o| o.result.as_pgn());
        assert_eq!(summary.result, result);
        assert!(summary.players.contains("Anna"), "{}", summary.players);
        let (_, loaded) = load(&entry.path).expect("a listed good save loads");
        assert_same_game(game, &loaded);
    }
    // The bad ones, with their reasons; their time is the file's.
    let reason = |file: &str| {
        let entry = entries.iter().find(|e| e.path == saves.join(file)).unwrap();
        let mtime = fs::metadata(&entry.path)
            .unwrap()
            .modified()
            .unwrap()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs() as i64;
        assert_eq!(entry.when, mtime, "{file} is dated by the file");
        entry.summary.clone().expect_err("a bad save listed as bad")
    };
    assert!(matches!(reason("truncated.ron"), LoadError::NotRon(_)));
    assert_eq!(reason("random.ron"), LoadError::NotText);
    assert_eq!(reason("future.ron"), LoadError::FutureVersion(99));
    assert!(matches!(reason("illegal.ron"), LoadError::IllegalGame(_)));
    // Listing read and changed nothing.
    for (name, bytes) in bytes_before {
        assert_eq!(fs::read(saves.join(&name)).unwrap(), bytes, "{name}");
    }
    // A folder that does not exist is an empty list, not an error.
    assert!(list_saves(&dir.path().join("nowhere")).is_empty());
}

#[test]
fn a_file_that_is_not_there_or_is_a_folder_is_an_io_error() {
    let dir = TempDir::new("io");
    assert!(matches!(
        load(&dir.path().join("missing.ron")),
        Err(LoadError::Io(_))
    ));
    let folder = dir.path().join("folder.ron");
    fs::create_dir_all(&folder).unwrap();
    assert!(matches!(load(&folder), Err(LoadError::Io(_))));
}

// ---------------------------------------------------------------------------
// Atomic writes
// ---------------------------------------------------------------------------

#[test]
fn a_write_that_fails_before_the_rename_leaves_the_old_save() {
    let dir = TempDir::new("atomic");
    let saves = dir.storage().saves_dir();
    let path = saves.join("game.ron");
    let game = castles_en_passant_and_undo();
    save_of(&game, "Old", 1_700_000_000).write(&path).unwrap();
    let old = fs::read(&path).unwrap();
    let files_before = listing(&saves);

    let new = save_of(&promotions(), "New", 1_700_000_100).to_ron();
    let mut seen_tmp = None;
    let result = write_atomic_with(&path, new.as_bytes(), |tmp| {
        // The new bytes are complete in a separate file beside the target.
        assert_eq!(tmp.parent(), path.parent());
        assert_ne!(tmp, path);
        assert_eq!(fs::read(tmp)?, new.as_bytes());
        seen_tmp = Some(tmp.to_path_buf());
        Err(io::Error::other("power cut"))
    });
    let err = result.expect_err("the hook's error is returned");
    assert_eq!(err.to_string(), "power cut");
    assert_eq!(fs::read(&path).unwrap(), old, "the old save is intact");
    let (file, loaded) = load(&path).expect("and still loads");
    assert_eq!(file.name, "Old");
    assert_same_game(&game, &loaded);
    assert!(!seen_tmp.unwrap().exists(), "the temporary file is gone");
    assert_eq!(listing(&saves), files_before, "no file left behind");

    // Without a failure the new bytes replace the old, and nothing else stays.
    write_atomic(&path, new.as_bytes()).unwrap();
    assert_eq!(fs::read(&path).unwrap(), new.as_bytes());
    assert_eq!(listing(&saves), files_before);
    assert_eq!(load(&path).unwrap().0.name, "New");
}

#[test]
fn a_write_into_a_file_instead_of_a_folder_fails_and_changes_nothing() {
    let dir = TempDir::new("blocked");
    let blocker = dir.path().join("saves");
    fs::write(&blocker, b"a file where the folder should be").unwrap();
    let before = listing(dir.path());
    let save = save_of(&game_of(&["e4"]), "Blocked", 1_700_000_000);
    let target = blocker.join("game.ron");
    assert!(save.write(&target).is_err());
    assert!(write_atomic(&target, b"bytes").is_err());
    let mut called = false;
    assert!(
        write_atomic_with(&target, b"bytes", |_| {
            called = true;
            Ok(())
        })
        .is_err()
    );
    assert!(!called, "nothing was written to rename");
    assert_eq!(
        fs::read(&blocker).unwrap(),
        b"a file where the folder should be"
    );
    assert_eq!(listing(dir.path()), before);
}

// ---------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------

#[test]
fn missing_settings_are_the_defaults_without_a_warning() {
    let dir = TempDir::new("settings-missing");
    let path = dir.storage().settings_path();
    let loaded = Settings::load(&path);
    assert_eq!(loaded.settings, Settings::default());
    assert_eq!(loaded.warning, None);
    assert!(!path.exists(), "loading creates no file");
}

#[test]
fn settings_round_trip() {
    let dir = TempDir::new("settings-round-trip");
    let path = dir.storage().settings_path();
    let defaults = Settings::default();
    // Every field away from its default: a field left at its default would
    // read back right even if it were never written.
    let chosen = Settings {
        version: defaults.version,
        sound: !defaults.sound,
        volume: 0.25,
        theme: ThemeName::HighContrast,
        appearance: Appearance::Light,
        piece_style: PieceStyle::Letters,
        show_hints: !defaults.show_hints,
        show_coordinates: !defaults.show_coordinates,
        animation: AnimationSetting::Slow,
        auto_queen: !defaults.auto_queen,
        confirm_resign: !defaults.confirm_resign,
        window_size: Some((1280.0, 800.0)),
        engine_path: Some("/usr/games/stockfish".into()),
        varied_openings: !defaults.varied_openings,
        // A handicap with a delay: each side's base and bonus differ.
        time_control: Some(TimeControl::parse("bronstein 300+2 90+5").expect("a control")),
        level: Some(rookery::engine::Level::Elo(1850)),
        play_as: None,
        premove: PremoveSetting::Never,
        turn_board: !defaults.turn_board,
        language: Some("de".into()),
        notation: MoveNotation::Figurines,
        infinite_lines: !defaults.infinite_lines,
        review_with_engine: !defaults.review_with_engine,
        my_names: "Doe, Jane; jdoe".into(),
        text_size: 175,
        speak_moves: true,
    };
    // Written out field by field (no `..`), so a field added to Settings
    // fails to compile here until it is given a value and checked.
    let Settings {
        version: _, // the file format, the same in every file this build writes
        sound,
        volume,
        theme,
        appearance,
        piece_style,
        show_hints,
        show_coordinates,
        animation,
        auto_queen,
        confirm_resign,
        window_size,
        engine_path,
        varied_openings,
        time_control,
        level,
        play_as,
        premove,
        turn_board,
        language,
        notation,
        infinite_lines,
        review_with_engine,
        my_names,
        text_size,
        speak_moves,
    } = &chosen;
    assert_ne!(*sound, defaults.sound);
    assert_ne!(*volume, defaults.volume);
    assert_ne!(*theme, defaults.theme);
    assert_ne!(*appearance, defaults.appearance);
    assert_ne!(*piece_style, defaults.piece_style);
    assert_ne!(*show_hints, defaults.show_hints);
    assert_ne!(*show_coordinates, defaults.show_coordinates);
    assert_ne!(*animation, defaults.animation);
    assert_ne!(*auto_queen, defaults.auto_queen);
    assert_ne!(*confirm_resign, defaults.confirm_resign);
    assert_ne!(*window_size, defaults.window_size);
    assert_ne!(*engine_path, defaults.engine_path);
    assert_ne!(*varied_openings, defaults.varied_openings);
    assert_ne!(*time_control, defaults.time_control);
    assert_ne!(*level, defaults.level);
    assert_ne!(*play_as, defaults.play_as);
    assert_ne!(*premove, defaults.premove);
    assert_ne!(*turn_board, defaults.turn_board);
    assert_ne!(*language, defaults.language);
    assert_ne!(*notation, defaults.notation);
    assert_ne!(*infinite_lines, defaults.infinite_lines);
    assert_ne!(*review_with_engine, defaults.review_with_engine);
    assert_ne!(*my_names, defaults.my_names);
    assert_ne!(*text_size, defaults.text_size);
    assert_ne!(*speak_moves, defaults.speak_moves);
    chosen.save(&path).unwrap();
    let loaded = Settings::load(&path);
    assert_eq!(loaded.warning, None);
    assert_eq!(loaded.settings, chosen);
    assert_eq!(
        listing(path.parent().unwrap()),
        ["settings.ron".to_string()].into()
    );
}

#[test]
fn unreadable_settings_are_kept_aside_and_the_defaults_used() {
    let dir = TempDir::new("settings-garbage");
    let path = dir.storage().settings_path();
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let cases: [(&str, Vec<u8>); 4] = [
        ("garbage", random_bytes(11, 300)),
        (
            "not RON",
            b"volume = 0.5\n[theme]\nname = 'slate'\n".to_vec(),
        ),
        ("wrong type", b"(sound: \"loud\")".to_vec()),
        ("future", b"(version: 99)".to_vec()),
    ];
    for (what, bytes) in cases {
        fs::write(&path, &bytes).unwrap();
        let loaded = Settings::load(&path);
        assert_eq!(loaded.settings, Settings::default(), "{what}");
        let warning = loaded
            .warning
            .unwrap_or_else(|| panic!("{what}: no warning"))
            .to_string();
        assert!(!warning.is_empty());
        assert!(!path.exists(), "{what}: nothing left at settings.ron");
        let aside: Vec<PathBuf> = listing(path.parent().unwrap())
            .into_iter()
            .filter(|n| n.starts_with("settings.ron.unreadable-"))
            .map(|n| path.with_file_name(n))
            .filter(|p| fs::read(p).unwrap() == bytes)
            .collect();
        assert_eq!(aside.len(), 1, "{what}: the original bytes kept aside once");
        let kept = aside[0].file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            warning.contains(&kept),
            "{what}: the warning says where: {warning}"
        );
    }
    // Four files set aside, none overwritten (even within the same second).
    assert_eq!(listing(path.parent().unwrap()).len(), 4);
}

#[test]
fn missing_fields_take_their_defaults() {
    let dir = TempDir::new("settings-partial");
    let path = dir.storage().settings_path();
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(&path, "(sound: false, theme: Slate)").unwrap();
    let loaded = Settings::load(&path);
    assert_eq!(loaded.warning, None);
    let expected = Settings {
        sound: false,
        theme: ThemeName::Slate,
        ..Settings::default()
    };
    assert_eq!(loaded.settings, expected);
    // An empty struct is all defaults.
    fs::write(&path, "()").unwrap();
    assert_eq!(Settings::load(&path).settings, Settings::default());
}

#[test]
fn out_of_range_values_are_brought_into_range() {
    let dir = TempDir::new("settings-range");
    let path = dir.storage().settings_path();
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(&path, "(volume: 7.5)").unwrap();
    let loaded = Settings::load(&path);
    assert_eq!(loaded.warning, None);
    assert_eq!(loaded.settings.volume, 1.0);
    fs::write(&path, "(volume: -3.0)").unwrap();
    assert_eq!(Settings::load(&path).settings.volume, 0.0);
    // A text size Settings does not offer becomes the nearest smaller one
    // it does (100, 125, 150, 175, 200 percent), never beyond them.
    for (written, read) in [(0, 100), (99, 100), (130, 125), (200, 200), (60_000, 200)] {
        fs::write(&path, format!("(text_size: {written})")).unwrap();
        assert_eq!(Settings::load(&path).settings.text_size, read, "{written}");
    }
    // A level beyond the engine's is read as the nearest it has (1 to 8,
    // or the measured ratings' range).
    fs::write(&path, "(level: Some(Strength(40)))").unwrap();
    assert_eq!(
        Settings::load(&path).settings.level,
        Some(rookery::engine::Level::Strength(8))
    );
    fs::write(&path, "(level: Some(Elo(9000)))").unwrap();
    assert_eq!(
        Settings::load(&path).settings.level,
        Some(rookery::engine::Level::Elo(rookery::engine::Level::ELO_MAX))
    );
    // A window smaller than anything usable is forgotten.
    fs::write(&path, "(window_size: Some((1.0, 1.0)))").unwrap();
    assert_eq!(Settings::load(&path).settings.window_size, None);
    // The file itself is not rewritten by loading.
    assert_eq!(fs::read(&path).unwrap(), b"(window_size: Some((1.0, 1.0)))");
}

#[test]
fn storage_keeps_everything_under_its_root() {
    let dir = TempDir::new("storage");
    let s = dir.storage();
    for p in [
        s.saves_dir(),
        s.autosave_path(),
        s.games_dir(),
        s.exports_dir(),
        s.settings_path(),
    ] {
        assert!(
            p.starts_with(dir.path()),
            "{} outside the root",
            p.display()
        );
    }
    assert_ne!(s.saves_dir(), s.games_dir());
    assert_ne!(s.autosave_path().parent(), Some(s.saves_dir().as_path()));
}

/// Game results written in saves are PGN's (the PGN standard, 8.2.6).
#[test]
fn saved_results_are_pgn_results() {
    for (game, result) in [(fools_mate(), "0-1"), (threefold_claimed(), "1/2-1/2")] {
        let (_, _, _, ending) = SaveFile::game_fields(&game);
        assert_eq!(ending.expect("over").result, result);
    }
    let mut resigned = Game::new();
    resigned.resign(Color::Black).unwrap();
    let (_, _, _, ending) = SaveFile::game_fields(&resigned);
    assert_eq!(
        ending,
        Some(SavedEnding {
            result: "1-0".into(),
            reason: EndReason::Resignation
        })
    );
}

#[test]
fn every_kind_of_player_round_trips() {
    let dir = TempDir::new("players");
    let path = dir.path().join("players.ron");
    let game = game_of(&["e4", "c5"]);
    for (mode, white, black) in [
        (
            SavedMode::ComputerVsComputer,
            SavedPlayerKind::Rookery(Level::Random),
            SavedPlayerKind::Rookery(Level::Strength(8)),
        ),
        (
            SavedMode::HumanVsComputer,
            SavedPlayerKind::Engine {
                path: PathBuf::from("/opt/engines/an engine with spaces"),
                elo: None,
            },
            SavedPlayerKind::Human,
        ),
        (
            SavedMode::HumanVsHuman,
            SavedPlayerKind::Human,
            SavedPlayerKind::Human,
        ),
    ] {
        let mut save = save_of(&game, "Players", 1_700_000_000);
        save.mode = mode;
        save.white.kind = white;
        save.black.kind = black;
        save.white.name = "Zoë, \\ «Ünïcode»".into();
        save.first_player = Color::White;
        save.flipped = false;
        save.write(&path).unwrap();
        let (file, loaded) = load(&path).expect("loads");
        assert_eq!(file, save);
        assert_same_game(&game, &loaded);
    }
    assert_eq!(GameResult::from_pgn("1-0"), Some(GameResult::WhiteWins));
}

#[test]
fn the_engine_path_is_kept_in_the_settings() {
    let dir = TempDir::new("settings-engine-path");
    let path = dir.storage().settings_path();
    let chosen = Settings {
        engine_path: Some("/opt/engines/my engine".into()),
        ..Settings::default()
    };
    chosen.save(&path).unwrap();
    let loaded = Settings::load(&path);
    assert_eq!(loaded.warning, None);
    assert_eq!(
        loaded.settings.engine_path.as_deref(),
        Some("/opt/engines/my engine")
    );
    // An empty or multi-line path is no path.
    for bad in ["", "   ", "/a\n/b"] {
        let text = format!("(engine_path: Some({bad:?}))");
        fs::write(&path, text).unwrap();
        let loaded = Settings::load(&path);
        assert_eq!(loaded.warning, None, "{bad:?}");
        assert_eq!(loaded.settings.engine_path, None, "{bad:?}");
    }
}

#[test]
fn the_old_engine_path_file_is_folded_into_the_settings_once() {
    // What Rookery wrote before the path moved into the settings: the path
    // and a newline.
    let mut settings = Settings::default();
    assert!(settings.fold_old_engine_path("/usr/games/stockfish\n"));
    assert_eq!(
        settings.engine_path.as_deref(),
        Some("/usr/games/stockfish")
    );
    // A path already in the settings wins over the old file.
    assert!(!settings.fold_old_engine_path("/somewhere/else\n"));
    assert_eq!(
        settings.engine_path.as_deref(),
        Some("/usr/games/stockfish")
    );
    // An empty old file brings nothing.
    let mut fresh = Settings::default();
    assert!(!fresh.fold_old_engine_path("\n"));
    assert_eq!(fresh.engine_path, None);
}

// ---------------------------------------------------------------------------
// Saves of every released format (hand-written files in tests/fixtures/saves;
// its README says how each was made and what game it holds)
// ---------------------------------------------------------------------------

fn fixture_save(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/saves")
        .join(name)
}

/// Each format-1 save still loads, to the position worked out by hand from
/// its moves, with its players and ending.
#[test]
fn saves_of_every_released_format_load() {
    struct Expected {
        file: &'static str,
        fen: &'static str,
        moves: usize,
        outcome: Option<Outcome>,
        black: SavedPlayerKind,
    }
    let cases = [
        Expected {
            file: "v1-scotch.ron",
            // 1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4: the knight took on d4
            // (halfmove clock 0), Black to move in move 4.
            fen: "r1bqkbnr/pppp1ppp/2n5/8/3NP3/8/PPP2PPP/RNBQKB1R b KQkq - 0 4",
            moves: 7,
            outcome: None,
            black: SavedPlayerKind::Rookery(Level::Strength(3)),
        },
        Expected {
            file: "v1-fools-mate.ron",
            // 1. f3 e5 2. g4 Qh4#: the queen's move is neither a pawn move
            // nor a capture (halfmove clock 1); White to move in move 3.
            fen: "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            moves: 4,
            outcome: Some(Outcome {
                result: GameResult::BlackWins,
                reason: EndReason::Checkmate,
            }),
            black: SavedPlayerKind::Engine {
                path: PathBuf::from("/usr/games/stockfish"),
                elo: Some(1500),
            },
        },
        Expected {
            file: "v1-resigned-from-fen.ron",
            // From 4k3/8/8/8/8/8/4P3/4K3 b - - 12 40: 40... Kd7 (move 41
            // next, clock 13) 41. e4 (a pawn move: clock 0; a double push:
            // e3 is the en passant square), Black to move.
            fen: "8/3k4/8/8/4P3/8/8/4K3 b - e3 0 41",
            moves: 2,
            outcome: Some(Outcome {
                result: GameResult::WhiteWins,
                reason: EndReason::Resignation,
            }),
            black: SavedPlayerKind::Human,
        },
    ];
    for case in cases {
        let path = fixture_save(case.file);
        let (save, game) = load(&path).unwrap_or_else(|e| panic!("{}: {e}", case.file));
        assert_eq!(save.version, 1, "{}", case.file);
        assert_eq!(game.position().to_fen(), case.fen, "{}", case.file);
        assert_eq!(game.moves().len(), case.moves, "{}", case.file);
        assert_eq!(game.outcome(), case.outcome, "{}", case.file);
        assert_eq!(save.black.kind, case.black, "{}", case.file);
    }
}

/// A save by a newer Rookery (format 2, whose fields differ) is refused by
/// that name, not as damaged; a format-1 save cut short is refused as
/// damaged. Neither file is changed.
#[test]
fn fixture_saves_from_the_future_and_damaged_are_refused_by_name() {
    let dir = TempDir::new("fixture-refused");
    for (file, expected) in [("v2-future.ron", "newer"), ("v1-damaged.ron", "damaged")] {
        let path = dir.path().join(file);
        fs::copy(fixture_save(file), &path).expect("fixture copied");
        let err = assert_refused(&path, file, |e| match expected {
            "newer" => *e == LoadError::FutureVersion(2),
            _ => matches!(e, LoadError::NotRon(_)),
        });
        let message = err.to_string();
        assert!(message.contains(expected), "{file}: {message}");
    }
}

/// A 3+2 game of four moves: the first two untimed, then White uses 4 s
/// (180 - 4 + 2 = 178) and Black 10.5 s (180 - 10.5 + 2 = 171.5).
fn timed_game() -> (Game, Clock) {
    let game = game_of(&["e4", "e5", "Nf3", "Nc6"]);
    let mut clock = Clock::new(TimeControl::fischer(180, 2), Color::White);
    for spent in [0, 0, 4000, 10_500] {
        clock.tick(Duration::from_millis(spent));
        clock.press().unwrap();
    }
    (game, clock)
}

#[test]
fn a_timed_save_keeps_its_control_and_both_times() {
    let (game, clock) = timed_game();
    let dir = TempDir::new("timed");
    let path = dir.path().join("timed.ron");
    let mut save = save_of(&game, "Timed", 1_700_000_600);
    save.clock = Some(clock.clone());
    save.write(&path).unwrap();
    let (file, loaded) = load(&path).expect("a timed save loads");
    let back = file.clock.expect("the clock is kept");
    assert_eq!(back, clock);
    assert_eq!(back.left(Color::White), Duration::from_secs(178));
    assert_eq!(back.left(Color::Black), Duration::from_millis(171_500));
    assert_eq!(back.turn(), loaded.side_to_move());
}

#[test]
fn a_save_whose_clock_does_not_fit_its_moves_is_refused() {
    let (game, clock) = timed_game();
    let dir = TempDir::new("bad-clock");
    // The same clock fits the game it was made with.
    let mut good = save_of(&game, "Good", 1_700_000_000);
    good.clock = Some(clock.clone());
    assert!(good.game().is_ok());
    // One move more on the clock than on the board.
    let mut short = save_of(&game_of(&["e4", "e5", "Nf3"]), "Short", 1_700_000_000);
    short.clock = Some(clock);
    let why = assert_illegal(&dir, "short.ron", &short);
    assert!(why.contains("clock"), "{why}");
    // A flag on a side that still has time.
    let text = save_of(&game, "Flag", 1_700_000_000).to_ron();
    let mut flagged = SaveFile::parse(text.as_bytes()).unwrap();
    let (_, mut c) = timed_game();
    assert_eq!(c.tick(Duration::from_secs(178)), Some(Color::White));
    let ron_text = ron::to_string(&c)
        .unwrap()
        .replace("flagged:Some(White)", "flagged:Some(Black)");
    flagged.clock = Some(ron::from_str(&ron_text).unwrap());
    let why = assert_illegal(&dir, "flag.ron", &flagged);
    assert!(why.contains("clock"), "{why}");
}

#[test]
fn a_timed_games_pgn_has_its_time_control_and_clock_times() {
    let (game, clock) = timed_game();
    let pgn = game_pgn(&game, "Ann", "Bob", 1_700_000_000, Some(&clock));
    assert!(pgn.contains("[TimeControl \"180+2\"]\n"), "{pgn}");
    assert!(!pgn.contains("RookeryTimeControl"), "{pgn}");
    assert!(
        pgn.contains(
            "1. e4 {[%clk 0:03:00]} e5 {[%clk 0:03:00]} 2. Nf3 {[%clk 0:02:58]} Nc6\n{[%clk 0:02:51.5]} *"
        ),
        "{pgn}"
    );
    let read = read_games(&pgn);
    let read = read[0].as_ref().unwrap();
    assert_eq!(pgn_time_control(read), Some(clock.control()));
    let times: Vec<_> = clock.history().iter().copied().map(Some).collect();
    assert_eq!(read.clocks, times);
}

#[test]
fn an_untimed_games_pgn_says_so() {
    let pgn = game_pgn(&game_of(&["e4"]), "Ann", "Bob", 1_700_000_000, None);
    assert!(pgn.contains("[TimeControl \"-\"]\n"), "{pgn}");
    assert!(!pgn.contains("%clk"), "{pgn}");
    let read = read_games(&pgn);
    assert_eq!(pgn_time_control(read[0].as_ref().unwrap()), None);
}

#[test]
fn a_delay_or_handicap_is_kept_exactly_beside_pgns_time_control() {
    let (game, _) = timed_game();
    let control = TimeControl {
        kind: ClockKind::SimpleDelay,
        white: Allowance::secs(300, 5),
        black: Allowance::secs(120, 5),
    };
    let clock = Clock::new(control, Color::White);
    // Only the control matters here: a fresh clock has no move times.
    let pgn = game_pgn(&game, "Ann", "Bob", 1_700_000_000, Some(&clock));
    assert!(pgn.contains("[TimeControl \"300+5\"]\n"), "{pgn}");
    assert!(
        pgn.contains("[RookeryTimeControl \"delay 300+5 120+5\"]\n"),
        "{pgn}"
    );
    let read = read_games(&pgn);
    assert_eq!(pgn_time_control(read[0].as_ref().unwrap()), Some(control));
}

#[test]
fn a_game_lost_on_time_says_so_in_its_pgn() {
    let (mut game, clock) = timed_game();
    assert!(!game_pgn(&game, "Ann", "Bob", 1_700_000_000, Some(&clock)).contains("Termination"));
    game.time_out(Color::White).expect("the game was on");
    let pgn = game_pgn(&game, "Ann", "Bob", 1_700_000_000, Some(&clock));
    // PGN standard 9.8.1's value for a loss on time.
    assert!(pgn.contains("[Termination \"time forfeit\"]\n"), "{pgn}");
    assert!(pgn.contains("0-1"), "{pgn}");
}

/// An imported game's own tags are kept: Event, Site and Date replace
/// Rookery's, Round and the players' Elo follow; the tags Rookery writes
/// from the game itself (players, result, time control, accuracy) are not
/// taken from the import. A save keeps them, and a save without any
/// writes no `tags` field (older Rookery reads it).
#[test]
fn an_imported_game_s_tags_are_kept_and_written_back() {
    let imported: Vec<(String, String)> = [
        ("Event", "Club championship"),
        ("Site", "Lyon"),
        ("Date", "2024.03.09"),
        ("Round", "4"),
        ("White", "Old name"),
        ("WhiteElo", "1850"),
        ("BlackElo", "1790"),
        ("Result", "1-0"),
        ("TimeControl", "40/7200"),
        ("WhiteAccuracy", "12"),
    ]
    .iter()
    .map(|(n, v)| (n.to_string(), v.to_string()))
    .collect();
    let kept = kept_tags(&imported);
    let names: Vec<&str> = kept.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        ["Event", "Site", "Date", "Round", "WhiteElo", "BlackElo"]
    );
    let game = game_of(&["e4", "e5"]);
    let extras = GameExtras {
        tags: &kept,
        ..GameExtras::default()
    };
    let pgn = tagged_game_pgn(&game, "Ann", "Bob", 1_700_000_000, None, None, &extras);
    for line in [
        "[Event \"Club championship\"]",
        "[Site \"Lyon\"]",
        "[Date \"2024.03.09\"]",
        "[Round \"4\"]",
        "[White \"Ann\"]",
        "[WhiteElo \"1850\"]",
        "[BlackElo \"1790\"]",
        "[TimeControl \"-\"]",
    ] {
        assert!(pgn.contains(line), "{line} missing from\n{pgn}");
    }
    assert!(
        !pgn.contains("Rookery game") && !pgn.contains("40/7200"),
        "{pgn}"
    );
    assert!(!pgn.contains("WhiteAccuracy"), "{pgn}");

    let mut save = save_of(&game, "tagged", 1_700_000_100);
    assert!(!save.to_ron().contains("tags"), "no field when empty");
    save.tags = kept.clone();
    let back = SaveFile::parse(save.to_ron().as_bytes()).expect("reads back");
    assert_eq!(back.tags, kept);
}

#[test]
fn opening_tags_follow_the_moves_and_leave_a_game_without_any() {
    use rookery::persist::save::with_opening_tags;
    let tag = |name: &str, value: &str| (name.to_string(), value.to_string());
    let given = vec![
        tag("ECO", "C65"),
        tag("Opening", "Ruy Lopez: Berlin Defense"),
    ];
    // No move from the standard position: no opening, whatever was given.
    assert!(with_opening_tags(&Game::new(), &given).is_empty());
    // c.tsv: C40 King's Knight Opening, 1. e4 e5 2. Nf3.
    assert_eq!(
        with_opening_tags(&game_of(&["e4", "e5", "Nf3"]), &given),
        vec![tag("ECO", "C40"), tag("Opening", "King's Knight Opening")]
    );
    // A game from a set-up position the list does not name keeps its own.
    let set_up = Game::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    assert_eq!(with_opening_tags(&set_up, &given), given);
}

#[test]
fn my_names_are_split_at_semicolons_and_trimmed() {
    // PGN writes "Doe, Jane": a comma is part of a name.
    let settings = Settings {
        my_names: " Doe, Jane; jdoe ;; ; J. Doe ".into(),
        ..Settings::default()
    };
    assert_eq!(settings.my_names(), ["Doe, Jane", "jdoe", "J. Doe"]);
    assert!(Settings::default().my_names().is_empty());
}
