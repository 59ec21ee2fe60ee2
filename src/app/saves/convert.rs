//! Conversions between the running [`Session`] and the files: a save
//! file, a PGN game, a position.

use super::PgnToOpen;
use crate::app::session::{GameMode, Opponent, PlayerKind, Session};
use crate::engine::external::Strength;
use crate::engine::review::GameReview;
use crate::persist::save::{
    self, SAVE_VERSION, SaveFile, SavedMode, SavedPlayer, SavedPlayerKind, pgn_time_control,
};
use crate::persist::time;
use crate::rules::{ByColor, Clock, Color, EndReason, Game, Outcome, Position};

/// The save describing `session`, with its clocks and its review.
pub fn save_file(
    session: &Session,
    clock: Option<&Clock>,
    review: Option<&GameReview>,
    name: &str,
) -> SaveFile {
    let (start_fen, moves, current_fen, ending) = SaveFile::game_fields(&session.game);
    let player = |c: Color| SavedPlayer {
        name: session.names[c].clone(),
        kind: match &session.players[c] {
            PlayerKind::Human => SavedPlayerKind::Human,
            PlayerKind::Computer(Opponent::Builtin(level)) => SavedPlayerKind::Rookery(*level),
            PlayerKind::Computer(Opponent::External { path, strength }) => {
                SavedPlayerKind::Engine {
                    path: path.clone(),
                    elo: match strength {
                        Strength::Elo(e) => Some(*e),
                        _ => None,
                    },
                }
            }
        },
    };
    SaveFile {
        version: SAVE_VERSION,
        name: name.to_string(),
        started: session.started,
        saved: time::now(),
        mode: match session.mode {
            GameMode::HumanVsHuman => SavedMode::HumanVsHuman,
            GameMode::HumanVsComputer => SavedMode::HumanVsComputer,
            GameMode::ComputerVsComputer => SavedMode::ComputerVsComputer,
        },
        white: player(Color::White),
        black: player(Color::Black),
        first_player: session.first_player,
        flipped: session.flipped,
        variant: session.game.start_position().variant(),
        start_fen,
        moves,
        current_fen,
        ending,
        // A clock that does not fit the moves (a frame where the game
        // changed before its clock caught up) is left out rather than
        // written into a save that would not load.
        clock: clock.filter(|c| c.fits(&session.game)).cloned(),
        review: review.filter(|r| r.fits(&session.game)).cloned(),
        tags: save::with_opening_tags(&session.game, &session.tags),
        comments: session
            .comments
            .iter()
            .map(|(ply, mv, text)| (*ply, mv.to_uci(), text.clone()))
            .collect(),
        side_lines: session
            .side_lines
            .iter()
            .map(|l| l.iter().map(|m| m.to_uci()).collect())
            .collect(),
    }
}

/// The session a checked save describes.
pub fn session_from_save(save: &SaveFile, game: Game) -> Session {
    let player = |p: &SavedPlayer| match &p.kind {
        SavedPlayerKind::Human => PlayerKind::Human,
        SavedPlayerKind::Rookery(level) => PlayerKind::Computer(Opponent::Builtin(*level)),
        SavedPlayerKind::Engine { path, elo } => PlayerKind::Computer(Opponent::External {
            path: path.clone(),
            strength: elo.map_or(Strength::Default, Strength::Elo),
        }),
    };
    let mode = match save.mode {
        SavedMode::HumanVsHuman => GameMode::HumanVsHuman,
        SavedMode::HumanVsComputer => GameMode::HumanVsComputer,
        SavedMode::ComputerVsComputer => GameMode::ComputerVsComputer,
    };
    let mut session = Session::with_game(
        game,
        ByColor {
            white: save.white.name.clone(),
            black: save.black.name.clone(),
        },
        ByColor {
            white: player(&save.white),
            black: player(&save.black),
        },
        mode,
        save.first_player,
    );
    session.flipped = save.flipped;
    session.started = save.started;
    session.clock_start = save.clock.clone();
    session.review_start = save.review_for(&session.game).cloned();
    session.tags = save::kept_tags(&save.tags);
    session.comments = save
        .comments
        .iter()
        .filter_map(|(ply, uci, text)| {
            let played = session.game.moves().get(*ply)?;
            (played.mv.to_uci() == *uci).then(|| (*ply, played.mv, text.clone()))
        })
        .collect();
    let start = *session.game.start_position();
    session.side_lines = save
        .side_lines
        .iter()
        .map(|line| {
            let mut position = start;
            let mut moves = Vec::new();
            for uci in line {
                let Ok(mv) = position.parse_uci(uci) else {
                    break;
                };
                position.play(&mv);
                moves.push(mv);
            }
            moves
        })
        .filter(|l| !l.is_empty())
        .collect();
    session
}

/// A two-player session around an imported PGN game. A result the file
/// records but the board does not show (a resignation, say) ends the game.
/// A game with a time control (`TimeControl`, or Rookery's exact tag) and
/// a `[%clk]` time after every move goes on with those clocks.
pub fn session_from_pgn(opened: &PgnToOpen) -> Session {
    let pgn = &opened.pgn;
    let mut game = pgn.game.clone();
    if let (Some(result), None) = (pgn.result, game.outcome()) {
        let _ = game.end(Outcome {
            result,
            reason: EndReason::Unknown,
        });
    }
    let name = |tag: &str, default: &str| {
        pgn.tag(tag)
            .map(str::trim)
            .filter(|n| !n.is_empty() && *n != "?")
            .unwrap_or(default)
            .to_string()
    };
    let first = game
        .position_at(0)
        .unwrap_or(game.position())
        .side_to_move();
    let times: Option<Vec<_>> = pgn.clocks.iter().copied().collect();
    let clock = pgn_time_control(pgn)
        .zip(times.filter(|t| t.len() == game.ply_count()))
        .and_then(|(control, times)| Clock::from_record(control, first, &times))
        .map(|mut c| {
            if game.is_over() {
                c.stop();
            }
            c
        });
    let mut session = Session::with_game(
        game,
        ByColor {
            white: name("White", "White"),
            black: name("Black", "Black"),
        },
        ByColor {
            white: PlayerKind::Human,
            black: PlayerKind::Human,
        },
        GameMode::HumanVsHuman,
        Color::White,
    );
    session.clock_start = clock;
    session.tags = save::kept_tags(&pgn.tags);
    // Its variations wait for the analysis board.
    session.side_lines = pgn.variations.clone();
    session.comments = pgn
        .comments
        .iter()
        .zip(session.game.moves())
        .enumerate()
        .filter_map(|(ply, (text, played))| Some((ply, played.mv, text.clone()?)))
        .collect();
    session.tree = opened.tree.clone().map(Box::new);
    session
}

/// An unfinished game from the library, to play on: against Rookery's
/// engine at its level when exactly one side is named as Rookery names
/// itself in a game against the computer ("Rookery (Level 3)"), the other
/// side the player's and the board turned to them; else both sides by
/// hand, as [`session_from_pgn`] opens it.
pub fn session_to_continue(pgn: &PgnToOpen) -> Session {
    let mut session = session_from_pgn(pgn);
    let level_of = |name: &str| {
        name.strip_prefix("Rookery (")
            .and_then(|rest| rest.strip_suffix(')'))
            .and_then(crate::engine::Level::from_name)
    };
    let computer: Vec<(Color, crate::engine::Level)> = [Color::White, Color::Black]
        .into_iter()
        .filter_map(|side| level_of(&session.names[side]).map(|level| (side, level)))
        .collect();
    if let [(side, level)] = computer[..]
        && !session.game.is_over()
    {
        session.players[side] = PlayerKind::Computer(Opponent::Builtin(level));
        session.mode = GameMode::HumanVsComputer;
        session.first_player = side.other();
        session.flipped = side == Color::White;
    }
    session
}

/// A two-player session from a checked position.
pub fn session_from_position(pos: Position) -> Session {
    Session::with_game(
        Game::from_position(pos),
        ByColor {
            white: "White".into(),
            black: "Black".into(),
        },
        ByColor {
            white: PlayerKind::Human,
            black: PlayerKind::Human,
        },
        GameMode::HumanVsHuman,
        Color::White,
    )
}

/// The game's PGN with Rookery's tags (and its clock times, if timed, and
/// its review, if reviewed).
pub fn game_pgn(session: &Session, clock: Option<&Clock>, review: Option<&GameReview>) -> String {
    // The analysis board exports its whole tree: the moves ahead of the
    // board, the variations, comments, glyphs, arrows and circles.
    if let Some(notes) = &session.notes {
        return analysis_pgn(session, &notes.tree);
    }
    let game = &session.game;
    save::tagged_game_pgn(
        game,
        &session.names.white,
        &session.names.black,
        session.started,
        clock.filter(|_| !session.analysis),
        review,
        &save::GameExtras {
            tags: &session.tags,
            side_lines: &session.side_lines,
            comments: &session.comments,
        },
    )
}

/// The analysis board's tree as PGN, under the tags Rookery writes for a
/// game (Event, Site, Date, the players), the game's own replacing them.
fn analysis_pgn(session: &Session, tree: &crate::rules::tree::GameTree) -> String {
    let mut tags = vec![
        ("Event".to_string(), "Rookery analysis".to_string()),
        ("Site".to_string(), "Rookery".to_string()),
        ("Date".to_string(), time::pgn_date(session.started)),
        ("White".to_string(), session.names.white.clone()),
        ("Black".to_string(), session.names.black.clone()),
        ("Result".to_string(), "*".to_string()),
    ];
    for (name, value) in save::kept_tags(&session.tags) {
        match tags.iter_mut().find(|(n, _)| *n == name) {
            Some(tag) => tag.1 = value,
            None => tags.push((name, value)),
        }
    }
    let mut tree = tree.clone();
    // The start's tags (SetUp, FEN, Variant) are the tree's own.
    for (name, value) in &tree.tags {
        if !tags.iter().any(|(n, _)| n == name) {
            tags.push((name.clone(), value.clone()));
        }
    }
    tree.tags = tags;
    tree.result = None;
    crate::rules::tree::write_tree(&tree)
}
