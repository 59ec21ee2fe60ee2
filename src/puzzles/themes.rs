//! A puzzle's themes, found from its position and solution, named as
//! lichess names them (`mateIn2`, `fork`, `rookEndgame`...) so that
//! Rookery's puzzles and lichess's share one list.
//!
//! Each theme is a rule written for Rookery from the theme's definition
//! on lichess's training page (lichess.org/training/themes), simpler than
//! lichess's own tagger: a fork is a solver's move whose piece then
//! attacks two of the opponent's pieces (the king, or pieces worth more
//! than it or undefended) and the solver's next move takes one of them; a
//! pin is a solver's move after which an opponent's piece is newly pinned
//! to its king by the moved piece and is later taken; a skewer is a slider
//! attacking a piece that, moving away, leaves the piece behind it on the
//! same line to be taken by that slider; a discovered attack is a solver's
//! move uncovering another of the solver's sliders onto the king or a
//! piece that slider then takes; a hanging piece is a first move taking an
//! undefended piece; a sacrifice is the solver's material lead falling two
//! pawns or more below where it started; a quiet move is a solver's move
//! before the last that neither takes, checks, promotes nor attacks a
//! piece worth as much as the moved one.

use crate::rules::{Bitboard, Color, Move, PieceKind, Position, Rank, Square, attacks, between};

/// The themes of a puzzle whose solver sees `pos` and plays `solution`
/// (the solver's moves and the replies taking turns), `mate` when the
/// solution mates. In a fixed order: the goal, the length, the motifs,
/// the phase.
pub fn themes(pos: &Position, solution: &[Move], mate: bool, crushing: bool) -> Vec<&'static str> {
    let solver = pos.side_to_move();
    let mut positions = Vec::with_capacity(solution.len() + 1);
    let mut p = *pos;
    positions.push(p);
    for mv in solution {
        p.play(mv);
        positions.push(p);
    }
    let end = positions[positions.len() - 1];
    let solver_moves = solution.len().div_ceil(2);
    let mut found = Vec::new();
    if mate {
        found.push(match solver_moves {
            1 => "mateIn1",
            2 => "mateIn2",
            3 => "mateIn3",
            4 => "mateIn4",
            5 => "mateIn5",
            _ => "mate",
        });
        if solver_moves <= 5 {
            found.push("mate");
        }
    } else if crushing {
        found.push("crushing");
    } else {
        found.push("advantage");
    }
    found.push(match solver_moves {
        1 => "oneMove",
        2 => "short",
        3 => "long",
        _ => "veryLong",
    });
    if mate && end.is_checkmate() {
        let last = solution[solution.len() - 1];
        if back_rank_mate(&end, &last) {
            found.push("backRankMate");
        }
        if smothered_mate(&end, &last) {
            found.push("smotheredMate");
        }
    }
    let solver_steps = || (0..solution.len()).step_by(2);
    let motifs: [(&'static str, &dyn Fn(usize) -> bool); 5] = [
        ("fork", &|i| fork(&positions, solution, i)),
        ("pin", &|i| pin(&positions, solution, i)),
        ("skewer", &|i| skewer(&positions, solution, i)),
        ("discoveredAttack", &|i| discovered(&positions, solution, i)),
        ("doubleCheck", &|i| positions[i + 1].checkers().count() >= 2),
    ];
    for (name, rule) in motifs {
        if solver_steps().any(rule) {
            found.push(name);
        }
    }
    if hanging_piece(pos, &solution[0]) {
        found.push("hangingPiece");
    }
    if sacrifice(&positions, solver) {
        found.push("sacrifice");
    }
    let by_solver = || solution.iter().step_by(2);
    if by_solver().any(|m| m.is_promotion()) {
        found.push("promotion");
        if by_solver().any(|m| m.promotion.is_some_and(|k| k != PieceKind::Queen)) {
            found.push("underPromotion");
        }
    }
    if by_solver().any(|m| m.is_en_passant()) {
        found.push("enPassant");
    }
    if by_solver().any(|m| m.is_castle()) {
        found.push("castling");
    }
    if by_solver().any(|m| {
        m.piece == PieceKind::Pawn && m.to.rank().relative_to(solver).index() >= Rank::SIXTH.index()
    }) {
        found.push("advancedPawn");
    }
    if solver_steps()
        .filter(|&i| i + 1 < solution.len())
        .any(|i| quiet(&positions, solution, i))
    {
        found.push("quietMove");
    }
    found.extend(phase(pos));
    found
}

/// The game's phase and, in an endgame, its kind.
fn phase(pos: &Position) -> Vec<&'static str> {
    let pieces = |k: PieceKind| pos.by_kind(k).count();
    let (q, r, b, n) = (
        pieces(PieceKind::Queen),
        pieces(PieceKind::Rook),
        pieces(PieceKind::Bishop),
        pieces(PieceKind::Knight),
    );
    let officers = q + r + b + n;
    if officers > 6 {
        return vec![if pos.fullmove_number() <= 12 {
            "opening"
        } else {
            "middlegame"
        }];
    }
    let mut found = vec!["endgame"];
    match (q, r, b, n) {
        (0, 0, 0, 0) => found.push("pawnEndgame"),
        (0, _, 0, 0) => found.push("rookEndgame"),
        (_, 0, 0, 0) => found.push("queenEndgame"),
        (0, 0, _, 0) => found.push("bishopEndgame"),
        (0, 0, 0, _) => found.push("knightEndgame"),
        (_, _, 0, 0) => found.push("queenRookEndgame"),
        _ => {}
    }
    found
}

/// The solver's pieces that `sq`'s piece attacks in `pos`.
fn attacked_by(pos: &Position, sq: Square) -> Bitboard {
    match pos.piece_at(sq) {
        Some(piece) => {
            attacks(piece.kind, piece.color, sq, pos.occupied()) & pos.by_color(piece.color.other())
        }
        None => Bitboard::EMPTY,
    }
}

/// Whether `sq` is defended by `color` in `pos`.
fn defended(pos: &Position, sq: Square, color: Color) -> bool {
    pos.attackers_to(sq, color, pos.occupied()).any()
}

fn value(pos: &Position, sq: Square) -> i32 {
    pos.piece_at(sq).map_or(0, |p| p.kind.value())
}

fn is_king(pos: &Position, sq: Square) -> bool {
    pos.piece_at(sq).is_some_and(|p| p.kind == PieceKind::King)
}

/// The solver's move `i` forks: its piece then attacks two targets worth
/// attacking, and the solver's next move takes one of them.
fn fork(positions: &[Position], solution: &[Move], i: usize) -> bool {
    let mv = solution[i];
    let after = &positions[i + 1];
    let Some(next) = solution.get(i + 2) else {
        return false;
    };
    if mv.piece == PieceKind::King {
        return false;
    }
    let targets = attacked_by(after, mv.to)
        .squares()
        .filter(|&sq| {
            is_king(after, sq)
                || value(after, sq) > mv.piece.value()
                || !defended(after, sq, after.side_to_move())
        })
        .filter(|&sq| value(after, sq) > 1 || is_king(after, sq))
        .collect::<Vec<_>>();
    targets.len() >= 2 && next.is_capture() && next.from == mv.to
}

/// The solver's move `i` pins an opponent's piece to its king, and a later
/// solver's move takes it.
fn pin(positions: &[Position], solution: &[Move], i: usize) -> bool {
    let mv = solution[i];
    let before = &positions[i];
    let after = &positions[i + 1];
    let them = after.side_to_move();
    let newly = after.pinned() & !pinned_of(before, them);
    newly.squares().any(|pinned| {
        between(after.king(them), mv.to).contains(pinned)
            && value(after, pinned) >= 3
            && solution
                .iter()
                .skip(i + 2)
                .step_by(2)
                .any(|m| m.to == pinned && m.is_capture())
    })
}

/// `color`'s pieces pinned to their king in `pos`, whoever is to move.
fn pinned_of(pos: &Position, color: Color) -> Bitboard {
    if pos.side_to_move() == color {
        pos.pinned()
    } else {
        let mut other = *pos;
        if pos.is_check() {
            return Bitboard::EMPTY;
        }
        other.play_null();
        other.pinned()
    }
}

/// The solver's move `i` is a slider's attack on a piece that steps away,
/// and the same slider then takes the piece that stood behind it.
fn skewer(positions: &[Position], solution: &[Move], i: usize) -> bool {
    let mv = solution[i];
    if !matches!(
        mv.piece,
        PieceKind::Bishop | PieceKind::Rook | PieceKind::Queen
    ) {
        return false;
    }
    let (Some(reply), Some(next)) = (solution.get(i + 1), solution.get(i + 2)) else {
        return false;
    };
    let after = &positions[i + 1];
    next.from == mv.to
        && next.is_capture()
        && between(mv.to, next.to).contains(reply.from)
        && (is_king(after, reply.from) || value(after, reply.from) > value(after, next.to))
}

/// The solver's move `i` uncovers another of the solver's sliders onto the
/// king (a discovered check) or onto a piece that slider takes next.
fn discovered(positions: &[Position], solution: &[Move], i: usize) -> bool {
    let mv = solution[i];
    let after = &positions[i + 1];
    let solver = positions[i].side_to_move();
    let them = solver.other();
    let uncovered = |slider: Square, target: Square| {
        slider != mv.to && between(slider, target).contains(mv.from)
    };
    let sliders = after.by_color(solver)
        & (after.by_kind(PieceKind::Bishop)
            | after.by_kind(PieceKind::Rook)
            | after.by_kind(PieceKind::Queen));
    let king = after.king(them);
    if (after.checkers() & sliders)
        .squares()
        .any(|s| uncovered(s, king))
    {
        return true;
    }
    solution.get(i + 2).is_some_and(|next| {
        next.is_capture()
            && sliders.contains(next.from)
            && uncovered(next.from, next.to)
            && value(after, next.to) >= 3
    })
}

/// The first move takes a piece (not a pawn) the opponent does not defend.
fn hanging_piece(pos: &Position, first: &Move) -> bool {
    first.captured.is_some_and(|k| k != PieceKind::Pawn)
        && !defended(pos, first.to, pos.side_to_move().other())
}

/// The solver's lead falls two pawns or more below where it started,
/// after an opponent's reply (the piece given was taken).
fn sacrifice(positions: &[Position], solver: Color) -> bool {
    let start = positions[0].material_lead(solver);
    positions
        .iter()
        .skip(2)
        .step_by(2)
        .any(|p| p.material_lead(solver) <= start - 2)
}

/// The solver's move `i` neither takes, checks nor promotes, and its piece
/// attacks nothing worth as much as itself.
fn quiet(positions: &[Position], solution: &[Move], i: usize) -> bool {
    let mv = solution[i];
    let after = &positions[i + 1];
    !mv.is_capture()
        && !mv.is_promotion()
        && !after.is_check()
        && !attacked_by(after, mv.to)
            .squares()
            .any(|sq| value(after, sq) >= mv.piece.value())
}

/// A rook or queen mates the king on its own back rank along that rank.
fn back_rank_mate(end: &Position, last: &Move) -> bool {
    let mated = end.side_to_move();
    let king = end.king(mated);
    let back = Rank::FIRST.relative_to(mated);
    king.rank() == back
        && end.checkers().squares().any(|c| {
            c.rank() == back
                && end
                    .piece_at(c)
                    .is_some_and(|p| matches!(p.kind, PieceKind::Rook | PieceKind::Queen))
        })
        && matches!(last.piece, PieceKind::Rook | PieceKind::Queen)
}

/// A knight mates a king hemmed in by its own pieces.
fn smothered_mate(end: &Position, last: &Move) -> bool {
    let mated = end.side_to_move();
    let king = end.king(mated);
    last.piece == PieceKind::Knight
        && end.checkers().count() == 1
        && (crate::rules::king_attacks(king) & !end.by_color(mated)).is_empty()
}
