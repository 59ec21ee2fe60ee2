//! The systems that apply the messages to the game: Start and Rematch,
//! the buttons and keys, the moves (the rules decide), and the end of the
//! game.

use bevy::prelude::*;

use super::{
    ColorChoice, GameChanged, GameCommand, MoveRequest, MoveSource, NoteEdited, Notes, OpenSession,
    Opponent, PendingPromotion, PlayerKind, Say, Session, SetupChoices, StatusKind, StatusLine,
    notes,
};
use crate::app::held::AppSettings;
use crate::app::i18n::{
    Phrase, game_error_text, numbered_move_text, outcome_text, piece_key, san_error_text,
};
use crate::app::states::{Pause, Screen};
use crate::engine::Level;
use crate::rules::{self, ByColor, Color, MoveRequestError, PieceKind, Square};
use crate::text;

/// Opens the games the persist plugin read (a save, the autosave, a PGN or
/// a FEN): the running game is replaced and shown, the game resumed.
pub(super) fn open_sessions(
    mut commands: Commands,
    mut opened: MessageReader<OpenSession>,
    mut next: ResMut<NextState<Screen>>,
    mut next_pause: ResMut<NextState<Pause>>,
    mut changed: MessageWriter<GameChanged>,
    mut pending: ResMut<PendingPromotion>,
    mut line: ResMut<StatusLine>,
) {
    let Some(OpenSession { session, status }) = opened.read().last() else {
        return;
    };
    line.say(StatusKind::Info, status.clone());
    commands.insert_resource((**session).clone());
    // A promotion chooser left open belongs to the game left behind.
    pending.set_if_neq(PendingPromotion(None));
    changed.write(GameChanged::Reset);
    next.set(Screen::Playing);
    next_pause.set(Pause::Running);
}

/// Start and Rematch work from the Setup and GameOver screens too.
pub(super) fn start_games(
    mut commands: Commands,
    mut reader: MessageReader<GameCommand>,
    choices: Res<SetupChoices>,
    session: Option<Res<Session>>,
    mut next: ResMut<NextState<Screen>>,
    mut changed: MessageWriter<GameChanged>,
    mut pending: ResMut<PendingPromotion>,
    mut line: ResMut<StatusLine>,
) {
    for cmd in reader.read() {
        let first = match cmd {
            GameCommand::Start => match choices.color {
                ColorChoice::White => Color::White,
                ColorChoice::Black => Color::Black,
                ColorChoice::Random => {
                    if rand::random::<bool>() {
                        Color::White
                    } else {
                        Color::Black
                    }
                }
            },
            GameCommand::Rematch => match &session {
                Some(s) => s.first_player.other(),
                None => Color::White,
            },
            GameCommand::Analyse(_)
            | GameCommand::AnalysisBoard
            | GameCommand::AnalysePosition(_) => {
                let new = match (cmd, &session) {
                    (GameCommand::Analyse(ply), Some(s)) => {
                        let notes = Notes::to_analyse(s, *ply);
                        let mut board = Session::analysis_with(notes, s.names.clone(), s.flipped);
                        board.tags = s.tags.clone();
                        board
                    }
                    (GameCommand::AnalysePosition(pos), _) => Session::analysis_of(
                        &rules::Game::from_position(**pos),
                        ByColor {
                            white: "White".into(),
                            black: "Black".into(),
                        },
                        pos.side_to_move() == Color::Black,
                        0,
                    ),
                    _ => Session::analysis_of(
                        &rules::Game::new(),
                        ByColor {
                            white: "White".into(),
                            black: "Black".into(),
                        },
                        false,
                        0,
                    ),
                };
                line.say(StatusKind::Info, text!("status-analysis-board"));
                commands.insert_resource(new);
                pending.set_if_neq(PendingPromotion(None));
                changed.write(GameChanged::Reset);
                next.set(Screen::Playing);
                continue;
            }
            _ => continue,
        };
        let mut new = Session::new(&choices, first);
        if let (GameCommand::Rematch, Some(old)) = (cmd, &session) {
            // Same two players, colours swapped.
            new.names = ByColor {
                white: old.names.black.clone(),
                black: old.names.white.clone(),
            };
            new.players = ByColor {
                white: old.players.black.clone(),
                black: old.players.white.clone(),
            };
            new.mode = old.mode;
            // A Chess960 rematch keeps its start position, as on lichess.
            let start = *old.game.start_position();
            if start.variant() == rules::Variant::Chess960 && choices.chess960.is_some() {
                let to_move = start.side_to_move();
                new.game = rules::Game::from_position(start);
                new.clock_start = choices
                    .time_control
                    .map(|tc| rules::Clock::new(tc, to_move));
            }
        }
        let to_move = new.game.side_to_move();
        let name = new.names[to_move].clone();
        line.say(StatusKind::Info, text!("status-to-move", name = name));
        commands.insert_resource(new);
        pending.set_if_neq(PendingPromotion(None));
        changed.write(GameChanged::Reset);
        next.set(Screen::Playing);
    }
}

/// Shows what the rest of the app says (the board refusing a press, a save
/// written, the engine's hint...), in the order said, before this frame's
/// commands and moves say their own.
pub(super) fn show_status(mut said: MessageReader<Say>, mut line: ResMut<StatusLine>) {
    for Say { kind, text } in said.read() {
        // A repeated piece of information changes nothing; a repeated
        // warning is still heard.
        line.say(*kind, text.clone());
    }
}

pub(super) fn apply_commands(
    mut reader: MessageReader<GameCommand>,
    mut session: ResMut<Session>,
    mut line: ResMut<StatusLine>,
    mut requests: MessageWriter<MoveRequest>,
    mut changed: MessageWriter<GameChanged>,
    mut edited: MessageWriter<NoteEdited>,
    mut pending: ResMut<PendingPromotion>,
) {
    for cmd in reader.read() {
        if *cmd == GameCommand::CancelPromotion {
            // Not a change to the game: the session stays untouched.
            pending.set_if_neq(PendingPromotion(None));
            continue;
        }
        let s = &mut *session;
        match cmd {
            GameCommand::Typed(text) => {
                let text = text.trim();
                if text.is_empty() {
                    continue;
                }
                if let Some(o) = s.game.outcome() {
                    line.say(
                        StatusKind::Warning,
                        text!("status-game-over", outcome = outcome_text(&o)),
                    );
                    continue;
                }
                match s.position().parse_move(text) {
                    Ok(mv) => {
                        requests.write(MoveRequest::of(&mv, MoveSource::Typed));
                    }
                    Err(e) => line.say(
                        StatusKind::Warning,
                        text!("status-cannot-play", reason = san_error_text(&e)),
                    ),
                }
            }
            GameCommand::GoTo(ply) => {
                if !s.analysis {
                    continue;
                }
                pending.set_if_neq(PendingPromotion(None));
                while s.game.ply_count() > *ply {
                    match s.game.undo() {
                        Some(mv) => {
                            changed.write(GameChanged::Undone(mv));
                        }
                        None => break,
                    }
                }
                while s.game.ply_count() < *ply {
                    match s.game.redo() {
                        Some(mv) => {
                            changed.write(GameChanged::Moved(mv, MoveSource::Click));
                        }
                        None => break,
                    }
                }
                line.say(StatusKind::Info, shown_move_text(&s.game));
            }
            GameCommand::GoToNode(_) | GameCommand::Note(_) | GameCommand::KeepInChapter(_) => {
                match notes::apply_command(s, cmd, &mut edited) {
                    Ok(false) => {}
                    Ok(true) => {
                        pending.set_if_neq(PendingPromotion(None));
                        changed.write(GameChanged::Reset);
                        if let GameCommand::GoToNode(_) = cmd {
                            line.say(StatusKind::Info, shown_move_text(&s.game));
                        }
                    }
                    Err(why) => line.say(StatusKind::Warning, why),
                }
            }
            GameCommand::Undo => {
                if let Some(why) = s.undo_refusal() {
                    line.say(StatusKind::Warning, why);
                    continue;
                }
                pending.set_if_neq(PendingPromotion(None));
                match s.game.undo() {
                    Some(mv) => {
                        s.draw_offer = None;
                        changed.write(GameChanged::Undone(mv));
                        // Against the computer, its reply and your move go
                        // back together: it is your turn again.
                        let mut taken = 1;
                        while matches!(s.players[s.game.side_to_move()], PlayerKind::Computer(_))
                            && s.players.white != s.players.black
                        {
                            match s.game.undo() {
                                Some(mv) => {
                                    changed.write(GameChanged::Undone(mv));
                                    taken += 1;
                                }
                                None => break,
                            }
                        }
                        line.say(StatusKind::Info, text!("status-took-back", count = taken));
                    }
                    None => line.say(StatusKind::Warning, text!("status-nothing-to-undo")),
                }
            }
            GameCommand::Flip => s.flipped = !s.flipped,
            GameCommand::Ask(_) => {} // `app::questions` answers.
            GameCommand::OfferDraw => {
                if s.game.is_over() {
                    continue;
                }
                let side = s.acting_side();
                s.draw_offer = Some(side);
                let name = s.names[side].clone();
                if matches!(s.players[side.other()], PlayerKind::Computer(_)) {
                    line.say(StatusKind::Info, text!("status-draw-offer-computer"));
                } else {
                    line.say(
                        StatusKind::Info,
                        text!("status-draw-offer", name = name, side = side),
                    );
                }
            }
            GameCommand::AnswerDraw { by, accept } => {
                let Some(offerer) = s.draw_offer else {
                    continue;
                };
                if *by == offerer {
                    // The side that offered cannot accept its own offer.
                    line.say(
                        StatusKind::Warning,
                        text!("status-draw-answer-refused", offerer = offerer),
                    );
                    continue;
                }
                s.draw_offer = None;
                if *accept {
                    let _ = s.game.agree_draw();
                } else {
                    let name = s.names[*by].clone();
                    line.say(StatusKind::Info, text!("status-draw-declined", name = name));
                }
            }
            GameCommand::ClaimDraw => match s.game.claim_draw() {
                Ok(o) => line.say(StatusKind::Info, outcome_text(&o)),
                Err(e) => line.say(StatusKind::Warning, game_error_text(&e)),
            },
            GameCommand::Resign(color) => {
                pending.set_if_neq(PendingPromotion(None));
                let _ = s.game.resign(*color);
            }
            GameCommand::TimeOut(color) => {
                if !s.game.is_over() {
                    pending.set_if_neq(PendingPromotion(None));
                    let _ = s.game.time_out(*color);
                    let name = s.names[*color].clone();
                    line.say(StatusKind::Info, text!("status-time-out", name = name));
                }
            }
            GameCommand::UseBuiltinEngine => {
                if let Some((side, _)) = s.engine_failure.take() {
                    s.players[side] = PlayerKind::Computer(Opponent::Builtin(Level::Strength(8)));
                    s.names[side] = "Rookery (Level 8)".into();
                    line.say(StatusKind::Info, text!("status-builtin-takes-over"));
                }
            }
            GameCommand::EngineFailed { side, why } => {
                s.engine_failure = Some((*side, why.clone()));
                line.say(
                    StatusKind::Warning,
                    text!("status-engine-failed", why = why.clone()),
                );
            }
            GameCommand::Start
            | GameCommand::Rematch
            | GameCommand::Analyse(_)
            | GameCommand::AnalysisBoard
            | GameCommand::AnalysePosition(_)
            | GameCommand::Hint
            | GameCommand::CancelPromotion => {}
        }
        s.follow_notes();
    }
}

/// What the status line says of the position on the board: the move that
/// led to it, or the start.
fn shown_move_text(game: &rules::Game) -> Phrase {
    game.moves()
        .last()
        .map_or_else(|| text!("status-start-position"), numbered_move_text)
}

pub(super) fn apply_moves(
    settings: Res<AppSettings>,
    mut reader: MessageReader<MoveRequest>,
    mut session: ResMut<Session>,
    mut line: ResMut<StatusLine>,
    mut changed: MessageWriter<GameChanged>,
    mut pending: ResMut<PendingPromotion>,
) {
    for req in reader.read() {
        let s = &mut *session;
        if let Some(o) = s.game.outcome() {
            line.say(
                StatusKind::Warning,
                text!("status-game-over", outcome = outcome_text(&o)),
            );
            continue;
        }
        // People move for people, the computer for the computer.
        let computer_turn = matches!(s.players[s.game.side_to_move()], PlayerKind::Computer(_));
        if req.source != MoveSource::Trainer
            && computer_turn != (req.source == MoveSource::Computer)
        {
            if computer_turn {
                line.say(StatusKind::Warning, text!("status-computer-to-move"));
            }
            continue;
        }
        let chosen = match s.position().move_between(req.from, req.to, req.promotion) {
            Ok(mv) => mv,
            Err(MoveRequestError::Illegal) => {
                let why = explain_illegal(s.position(), req.from, req.to);
                line.say(StatusKind::Warning, why);
                continue;
            }
            Err(MoveRequestError::WrongPromotion) => {
                line.say(StatusKind::Warning, text!("status-promotion-impossible"));
                continue;
            }
            Err(MoveRequestError::PromotionNeeded)
                if settings.auto_queen && req.source != MoveSource::Computer =>
            {
                // The player chose never to be asked.
                match s
                    .position()
                    .move_between(req.from, req.to, Some(PieceKind::Queen))
                {
                    Ok(mv) => mv,
                    Err(_) => continue,
                }
            }
            Err(MoveRequestError::PromotionNeeded) => {
                // Ask which piece.
                pending.set_if_neq(PendingPromotion(Some((req.from, req.to, req.source))));
                continue;
            }
        };
        pending.set_if_neq(PendingPromotion(None));
        let mover = s.game.side_to_move();
        match s.game.try_play(&chosen) {
            Ok(_) => {
                s.draw_offer = s.draw_offer.filter(|&c| c == mover);
                // The game recorded the move with its SAN and the position it
                // was played in: take the text and the move number from there.
                let played = s.game.moves().last().map(numbered_move_text);
                let text = match played {
                    Some(played) if s.position().is_check() && !s.game.is_over() => text!(
                        "status-move-check",
                        played = played,
                        side = s.game.side_to_move()
                    ),
                    Some(played) => played,
                    None => Phrase::Verbatim(String::new()),
                };
                line.say(StatusKind::Info, text);
                changed.write(GameChanged::Moved(chosen, req.source));
                s.follow_notes();
            }
            Err(e) => line.say(StatusKind::Warning, game_error_text(&e)),
        }
    }
}

/// Two players at one screen with the setting on: the board turns to the
/// side to move after each move and undo (and when the setting is turned
/// on).
pub(super) fn turn_board(
    mut changes: MessageReader<GameChanged>,
    settings: Res<AppSettings>,
    mut session: ResMut<Session>,
) {
    let changed = changes.read().count() > 0;
    if !settings.turn_board || !(changed || settings.is_changed()) {
        return;
    }
    let two_people = matches!(
        (&session.players.white, &session.players.black),
        (PlayerKind::Human, PlayerKind::Human)
    ) && !session.drill;
    let facing = session.game.side_to_move() == Color::Black;
    if two_people && session.flipped != facing {
        session.flipped = facing;
    }
}

/// Says why a move between two squares is not possible, in a player's words.
pub fn explain_illegal(pos: &rules::Position, from: Square, to: Square) -> Phrase {
    let (square, target) = (from.to_string(), to.to_string());
    match pos.piece_at(from) {
        None => text!("illegal-no-piece", square = square),
        Some(p) if p.color != pos.side_to_move() => text!(
            "illegal-not-your-piece",
            owner = p.color,
            piece = piece_key(p.kind),
            turn = pos.side_to_move()
        ),
        Some(p) if pos.legal_moves_from(from).is_empty() => {
            text!(
                "illegal-no-moves",
                piece = piece_key(p.kind),
                square = square
            )
        }
        Some(p) if pos.is_check() => {
            text!("illegal-in-check", piece = piece_key(p.kind), to = target)
        }
        Some(p) => text!(
            "illegal-cannot-go",
            piece = piece_key(p.kind),
            from = square,
            to = target
        ),
    }
}

pub(super) fn detect_game_end(
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(session) = session else { return };
    // The analysis board has no end: a mate or a draw there is a position.
    if *screen.get() == Screen::Playing && session.game.is_over() && !session.is_scratch() {
        next.set(Screen::GameOver);
    }
}
