//! The rules' results and refusals as texts for the window: the rules
//! write English for the command line and PGN (`Display`); the window
//! writes the same things in its language from these.

use super::Phrase;
use crate::rules::{EndReason, GameError, Outcome, PieceKind, PlayedMove, SanError};
use crate::{msg, text};

/// The selector value of a piece kind in the messages.
pub fn piece_key(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::King => "king",
        PieceKind::Queen => "queen",
        PieceKind::Rook => "rook",
        PieceKind::Bishop => "bishop",
        PieceKind::Knight => "knight",
        PieceKind::Pawn => "pawn",
    }
}

/// How a game ended, with its result: "1-0, White wins by checkmate".
pub fn outcome_text(o: &Outcome) -> Phrase {
    let result = o.result.as_pgn().to_string();
    match o.result.winner() {
        Some(winner) => match o.reason {
            EndReason::Checkmate => text!("outcome-checkmate", result = result, winner = winner),
            EndReason::Resignation => {
                text!("outcome-resignation", result = result, winner = winner)
            }
            EndReason::Timeout => text!("outcome-timeout", result = result, winner = winner),
            _ => text!("outcome-win", result = result, winner = winner),
        },
        None => match o.reason {
            EndReason::Stalemate => text!("outcome-stalemate", result = result),
            EndReason::InsufficientMaterial => text!("outcome-insufficient", result = result),
            EndReason::FiftyMoveRule => text!("outcome-fifty", result = result),
            EndReason::SeventyFiveMoveRule => text!("outcome-seventy-five", result = result),
            EndReason::ThreefoldRepetition => text!("outcome-threefold", result = result),
            EndReason::FivefoldRepetition => text!("outcome-fivefold", result = result),
            EndReason::Agreement => text!("outcome-agreement", result = result),
            EndReason::TimeoutInsufficientMaterial => {
                text!("outcome-timeout-insufficient", result = result)
            }
            _ => text!("outcome-draw", result = result),
        },
    }
}

/// Why typed move text could not be played.
pub fn san_error_text(e: &SanError) -> Phrase {
    match e {
        SanError::Malformed(e) => text!("san-malformed", text = e.text.clone()),
        SanError::Illegal(t) => text!("san-illegal", text = t.clone()),
        SanError::Ambiguous { text, candidates } => text!(
            "san-ambiguous",
            text = text.clone(),
            candidates = candidates.join(", ")
        ),
        SanError::NotCanonical { text, canonical } => text!(
            "san-not-canonical",
            text = text.clone(),
            canonical = canonical.clone()
        ),
    }
}

/// Why the game refused a move or a claim.
pub fn game_error_text(e: &GameError) -> Phrase {
    match e {
        GameError::GameOver(o) => text!("game-error-over", outcome = outcome_text(o)),
        GameError::IllegalMove(m) => text!("game-error-illegal", text = m.to_uci()),
        GameError::San(e) => san_error_text(e),
        GameError::Uci(e) => Phrase::Verbatim(e.to_string()),
        GameError::NoDrawToClaim => text!("game-error-no-draw"),
    }
}

/// A move with its number: "12. Nf3", "12... Nf6" (the move in the
/// language's letters or figurines when shown).
pub fn numbered_move_text(m: &PlayedMove) -> Phrase {
    text!(
        "numbered-move",
        number = m.before.fullmove_number(),
        side = m.before.side_to_move(),
        san = super::Arg::San(m.san.clone())
    )
}

/// A move in words, as a screen reader says it: "White: pawn to e4",
/// "Black: knight takes e4, check", "White: castles kingside", "Black:
/// pawn takes d3 en passant", "White: pawn to e8, promotes to queen,
/// checkmate".
pub fn move_words(m: &PlayedMove) -> Phrase {
    let before = &m.before;
    let mover = before.side_to_move();
    let piece = before.piece_at(m.mv.from).map(|p| p.kind);
    let castle = if m.san.starts_with("O-O-O") {
        "queenside"
    } else if m.san.starts_with("O-O") {
        "kingside"
    } else {
        "none"
    };
    let pawn = piece == Some(PieceKind::Pawn);
    let takes_piece = before.piece_at(m.mv.to).is_some_and(|p| p.color != mover);
    let en_passant = pawn && !takes_piece && m.mv.from.file() != m.mv.to.file();
    let capture = if en_passant {
        "en-passant"
    } else if takes_piece {
        "yes"
    } else {
        "no"
    };
    let check = if m.san.ends_with('#') {
        "mate"
    } else if m.san.ends_with('+') {
        "check"
    } else {
        "none"
    };
    text!(
        "move-words",
        side = mover,
        castle = castle,
        piece = piece.map_or("pawn", piece_key),
        capture = capture,
        square = m.mv.to.to_string(),
        promotion = m.mv.promotion.map_or("none", piece_key),
        check = check
    )
}

/// The message naming a glyph's meaning ("good move", "White is better"),
/// for the glyphs Rookery offers and names.
pub fn glyph_id(nag: u16) -> Option<&'static str> {
    Some(match nag {
        1 => msg!("glyph-1"),
        2 => msg!("glyph-2"),
        3 => msg!("glyph-3"),
        4 => msg!("glyph-4"),
        5 => msg!("glyph-5"),
        6 => msg!("glyph-6"),
        7 => msg!("glyph-7"),
        8 => msg!("glyph-8"),
        10 => msg!("glyph-10"),
        11 => msg!("glyph-11"),
        13 => msg!("glyph-13"),
        14 => msg!("glyph-14"),
        15 => msg!("glyph-15"),
        16 => msg!("glyph-16"),
        17 => msg!("glyph-17"),
        18 => msg!("glyph-18"),
        19 => msg!("glyph-19"),
        22 => msg!("glyph-22"),
        23 => msg!("glyph-23"),
        32 => msg!("glyph-32"),
        33 => msg!("glyph-33"),
        36 => msg!("glyph-36"),
        37 => msg!("glyph-37"),
        40 => msg!("glyph-40"),
        41 => msg!("glyph-41"),
        44 => msg!("glyph-44"),
        45 => msg!("glyph-45"),
        132 => msg!("glyph-132"),
        133 => msg!("glyph-133"),
        138 => msg!("glyph-138"),
        139 => msg!("glyph-139"),
        140 => msg!("glyph-140"),
        146 => msg!("glyph-146"),
        _ => return None,
    })
}

/// A glyph as a screen reader says it: its meaning ("good move"), or
/// "symbol 20" for one without a name.
pub fn glyph_text(nag: u16) -> Phrase {
    match glyph_id(nag) {
        Some(id) => Phrase::Message {
            id,
            args: Vec::new(),
        },
        None => text!("announce-glyph-number", number = u32::from(nag)),
    }
}
