//! Differential testing against cozy-chess, an independent move generator:
//! both libraries play the same pseudo-random games and must agree on every
//! position's legal moves, check state, board, castling rights, clocks,
//! perft (depth 3 everywhere, 4 on a sample) and FEN.
//!
//! cozy-chess encodes castling as "king takes own rook" (`e1h1`) in its
//! `Move`; `cozy_chess::util::display_uci_move` / `parse_uci_move` convert
//! to and from standard UCI (`e1g1`), which is what Rookery writes.

use std::collections::{BTreeSet, HashMap};

use cozy_chess as cz;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rookery::rules::{
    CastlingSide, Color, Move, MoveKind, PieceKind, Position, Rank, Square, perft,
};

use crate::{KIWIPETE, POS3, POS4, POS5, POS6, START, mirror_fen, pos};

/// The Rookery position as a cozy-chess board. cozy-chess keeps the
/// halfmove clock in a `u8` and refuses values above 100, so the clock is
/// capped there (it plays no part in move generation).
fn to_cozy(p: &Position) -> cz::Board {
    let fields: Vec<String> = p.to_fen().split(' ').map(str::to_string).collect();
    let fen = format!(
        "{} {} {} {} {} {}",
        fields[0],
        fields[1],
        fields[2],
        fields[3],
        p.halfmove_clock().min(100),
        p.fullmove_number().min(u32::from(u16::MAX))
    );
    match cz::Board::from_fen(&fen, false) {
        Ok(b) => b,
        Err(e) => panic!("cozy-chess rejects Rookery's FEN {fen:?}: {e}"),
    }
}

fn cozy_square(sq: Square) -> cz::Square {
    cz::Square::ALL[sq.index()]
}

fn cozy_kind(kind: PieceKind) -> cz::Piece {
    match kind {
        PieceKind::Pawn => cz::Piece::Pawn,
        PieceKind::Knight => cz::Piece::Knight,
        PieceKind::Bishop => cz::Piece::Bishop,
        PieceKind::Rook => cz::Piece::Rook,
        PieceKind::Queen => cz::Piece::Queen,
        PieceKind::King => cz::Piece::King,
    }
}

fn cozy_color(color: Color) -> cz::Color {
    match color {
        Color::White => cz::Color::White,
        Color::Black => cz::Color::Black,
    }
}

/// cozy-chess's legal moves in standard UCI.
fn cozy_moves(b: &cz::Board) -> BTreeSet<String> {
    let mut set = BTreeSet::new();
    b.generate_moves(|pm| {
        for mv in pm {
            set.insert(cz::util::display_uci_move(b, mv).to_string());
        }
        false
    });
    set
}

/// Perft on cozy-chess, with the same bulk counting at the last ply.
fn cozy_perft(b: &cz::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    b.generate_moves(|pm| {
        if depth == 1 {
            total += pm.len() as u64;
        } else {
            for mv in pm {
                let mut next = b.clone();
                next.play_unchecked(mv);
                total += cozy_perft(&next, depth - 1);
            }
        }
        false
    });
    total
}

/// Placement, side to move and castling rights agree.
fn same_board(p: &Position, b: &cz::Board) -> Result<(), String> {
    for sq in Square::all() {
        let ours = p
            .piece_at(sq)
            .map(|pc| (cozy_color(pc.color), cozy_kind(pc.kind)));
        let csq = cozy_square(sq);
        let theirs = b.color_on(csq).zip(b.piece_on(csq));
        if ours != theirs {
            return Err(format!("square {sq}: rookery {ours:?}, cozy {theirs:?}"));
        }
    }
    if cozy_color(p.side_to_move()) != b.side_to_move() {
        return Err("side to move differs".into());
    }
    for color in Color::ALL {
        let rights = b.castle_rights(cozy_color(color));
        let ours = p.castling_rights();
        let k = ours.has(color, CastlingSide::KingSide);
        let q = ours.has(color, CastlingSide::QueenSide);
        if k != (rights.short == Some(cz::File::H)) || q != (rights.long == Some(cz::File::A)) {
            return Err(format!("{color} castling: rookery {ours}, cozy {rights:?}"));
        }
    }
    Ok(())
}

/// The moves' flags describe the board they were generated for.
fn check_move_flags(p: &Position, mv: &Move) -> Result<(), String> {
    let us = p.side_to_move();
    let mover = p.piece_at(mv.from).ok_or("no piece on the origin square")?;
    if mover.color != us || mover.kind != mv.piece {
        return Err(format!(
            "moving piece is {mover:?}, move says {:?}",
            mv.piece
        ));
    }
    let target = p.piece_at(mv.to);
    let file_step = mv.from.file().index().abs_diff(mv.to.file().index());
    let rank_step = mv.from.rank().index().abs_diff(mv.to.rank().index());
    let expected_kind = if mv.piece == PieceKind::King && file_step == 2 {
        if mv.to.file() > mv.from.file() {
            MoveKind::CastleKingside
        } else {
            MoveKind::CastleQueenside
        }
    } else if mv.piece == PieceKind::Pawn && rank_step == 2 {
        MoveKind::DoublePush
    } else if mv.piece == PieceKind::Pawn && file_step == 1 && target.is_none() {
        MoveKind::EnPassant
    } else {
        MoveKind::Normal
    };
    if mv.kind != expected_kind {
        return Err(format!("kind {:?}, expected {expected_kind:?}", mv.kind));
    }
    let expected_capture = if mv.kind == MoveKind::EnPassant {
        Some(PieceKind::Pawn)
    } else {
        target.map(|t| t.kind)
    };
    if target.is_some_and(|t| t.color == us) {
        return Err("captures its own piece".into());
    }
    if mv.captured != expected_capture {
        return Err(format!(
            "captured {:?}, expected {expected_capture:?}",
            mv.captured
        ));
    }
    let last_rank = Rank::EIGHTH.relative_to(us);
    let promotes = mv.piece == PieceKind::Pawn && mv.to.rank() == last_rank;
    if promotes != mv.promotion.is_some() {
        return Err(format!(
            "promotion {:?} on a move to {}",
            mv.promotion, mv.to
        ));
    }
    Ok(())
}

/// What makes two positions "the same" for repetition and hashing (FIDE
/// Laws 9.2.3): placement, side to move, castling rights, and whether an en
/// passant capture is possible, here as cozy-chess sees it.
fn cozy_identity(b: &cz::Board) -> String {
    let fen = b.to_string();
    let fields: Vec<&str> = fen.split(' ').collect();
    let ep_capture = {
        let mut found = None;
        b.generate_moves(|pm| {
            if pm.piece == cz::Piece::Pawn {
                for mv in pm {
                    if mv.from.file() != mv.to.file() && b.piece_on(mv.to).is_none() {
                        found = Some(mv.to.to_string());
                    }
                }
            }
            false
        });
        found.unwrap_or_else(|| "-".to_string())
    };
    format!("{} {} {} {ep_capture}", fields[0], fields[1], fields[2])
}

/// Everything the two libraries must agree on in one position.
fn compare(p: &Position, b: &cz::Board, perft_depth: u32) -> Result<(), String> {
    same_board(p, b)?;

    // Legal moves.
    let list = p.legal_moves();
    let ours: BTreeSet<String> = list.iter().map(Move::to_uci).collect();
    if ours.len() != list.len() {
        return Err("the move list has duplicates".into());
    }
    let theirs = cozy_moves(b);
    if ours != theirs {
        let missing: Vec<_> = theirs.difference(&ours).collect();
        let extra: Vec<_> = ours.difference(&theirs).collect();
        return Err(format!(
            "legal moves differ: missing {missing:?}, extra {extra:?}"
        ));
    }
    if p.count_legal_moves() != list.len() {
        return Err(format!(
            "count_legal_moves {} but {} moves listed",
            p.count_legal_moves(),
            list.len()
        ));
    }
    for mv in &list {
        check_move_flags(p, mv).map_err(|e| format!("move {mv}: {e}"))?;
        if !p.is_legal(mv) {
            return Err(format!("is_legal({mv}) is false"));
        }
    }
    for sq in p.by_color(p.side_to_move()) {
        let from_sq: BTreeSet<String> = p.legal_moves_from(sq).iter().map(Move::to_uci).collect();
        let expected: BTreeSet<String> = list
            .iter()
            .filter(|m| m.from == sq)
            .map(Move::to_uci)
            .collect();
        if from_sq != expected {
            return Err(format!("legal_moves_from({sq}) = {from_sq:?}"));
        }
    }
    // cozy-chess's pinned set also holds enemy pieces shielding our king.
    let their_pinned: BTreeSet<usize> = (b.pinned() & b.colors(b.side_to_move()))
        .into_iter()
        .map(|s| s as usize)
        .collect();
    let our_pinned: BTreeSet<usize> = p.pinned().into_iter().map(|s| s.index()).collect();
    if our_pinned != their_pinned {
        return Err(format!(
            "pinned pieces differ: {our_pinned:?} vs {their_pinned:?}"
        ));
    }

    // Check, checkmate, stalemate.
    let their_checkers: BTreeSet<usize> = b.checkers().into_iter().map(|s| s as usize).collect();
    let our_checkers: BTreeSet<usize> = p.checkers().into_iter().map(|s| s.index()).collect();
    if our_checkers != their_checkers {
        return Err(format!(
            "checkers differ: {our_checkers:?} vs {their_checkers:?}"
        ));
    }
    let cozy_check = !b.checkers().is_empty();
    if p.is_check() != cozy_check {
        return Err("is_check differs".into());
    }
    if p.is_checkmate() != (theirs.is_empty() && cozy_check)
        || p.is_stalemate() != (theirs.is_empty() && !cozy_check)
        || p.has_legal_moves() == theirs.is_empty()
    {
        return Err("checkmate / stalemate differ".into());
    }

    // Keys.
    if p.key() != p.compute_key() {
        return Err("incremental key differs from compute_key()".into());
    }

    // FEN both ways.
    let fen = p.to_fen();
    match Position::from_fen(&fen) {
        Ok(q) if q == *p => {}
        Ok(q) => return Err(format!("FEN round trip gives {}", q.to_fen())),
        Err(e) => return Err(format!("own FEN {fen} rejected: {e}")),
    }
    let via_fen = to_cozy(p);
    if !via_fen.same_position(b) {
        return Err(format!("cozy-chess reads {fen} as a different position"));
    }
    if u32::from(via_fen.halfmove_clock()) != p.halfmove_clock().min(100)
        || u32::from(b.halfmove_clock()) != p.halfmove_clock().min(100)
        || u32::from(b.fullmove_number()) != p.fullmove_number()
    {
        return Err(format!(
            "clocks differ: rookery {} {}, cozy {} {}",
            p.halfmove_clock(),
            p.fullmove_number(),
            b.halfmove_clock(),
            b.fullmove_number()
        ));
    }
    let cozy_fen = b.to_string();
    match Position::from_fen(&cozy_fen) {
        Ok(q) => {
            if q.board_fen() != p.board_fen()
                || q.side_to_move() != p.side_to_move()
                || q.castling_rights() != p.castling_rights()
                || q.key() != p.key()
            {
                return Err(format!(
                    "cozy-chess's FEN {cozy_fen} reads as {}",
                    q.to_fen()
                ));
            }
        }
        Err(e) => return Err(format!("cozy-chess's FEN {cozy_fen} rejected: {e}")),
    }

    // SAN, written by both (cozy-chess follows the PGN standard too), and
    // cozy-chess's SAN read back strictly.
    for mv in &list {
        let cmv = cz::util::parse_uci_move(b, &mv.to_uci()).map_err(|e| format!("{e:?}"))?;
        let their_san = cz::util::display_san_move(b, cmv).to_string();
        let our_san = p.san(mv);
        if our_san != their_san {
            return Err(format!(
                "SAN of {mv}: rookery {our_san}, cozy-chess {their_san}"
            ));
        }
        if p.parse_san_strict(&their_san) != Ok(*mv) {
            return Err(format!("cannot read cozy-chess's SAN {their_san}"));
        }
    }

    let (ours, theirs) = (perft(p, perft_depth), cozy_perft(b, perft_depth));
    if ours != theirs {
        return Err(format!(
            "perft({perft_depth}): rookery {ours}, cozy-chess {theirs}"
        ));
    }
    Ok(())
}

/// Picks a move, favouring the rare kinds (castling, en passant,
/// promotions, double pushes, captures) so games reach them often.
fn pick(moves: &[Move], rng: &mut StdRng) -> Move {
    let special: Vec<Move> = moves
        .iter()
        .filter(|m| {
            m.is_castle() || m.is_en_passant() || m.is_promotion() || m.kind == MoveKind::DoublePush
        })
        .copied()
        .collect();
    let captures: Vec<Move> = moves.iter().filter(|m| m.is_capture()).copied().collect();
    let roll = rng.random_range(0..100);
    if roll < 30
        && let Some(m) = special.choose(rng)
    {
        return *m;
    }
    if roll < 45
        && let Some(m) = captures.choose(rng)
    {
        return *m;
    }
    *moves.choose(rng).expect("at least one legal move")
}

#[test]
fn random_games_agree_with_cozy_chess() {
    let starts: Vec<String> = [START, KIWIPETE, POS3, POS4, POS5, POS6]
        .iter()
        .flat_map(|f| [(*f).to_string(), mirror_fen(f)])
        .collect();
    let mut positions = 0usize;
    let mut deep_perfts = 0usize;
    let mut seen_kinds = BTreeSet::new();
    let mut key_of: HashMap<String, u64> = HashMap::new();
    let mut identity_of: HashMap<u64, String> = HashMap::new();
    let mut failures = Vec::new();

    for (s, start) in starts.iter().enumerate() {
        for g in 0..22u64 {
            let seed = 0x0dd_ba11 ^ ((s as u64) << 32) ^ g;
            let mut rng = StdRng::seed_from_u64(seed);
            let mut p = pos(start);
            let mut b = to_cozy(&p);
            let plies = rng.random_range(1..=160);
            let mut line: Vec<String> = Vec::new();
            for ply in 0..=plies {
                // perft(3) everywhere, perft(4) now and then.
                let depth = if positions.is_multiple_of(100) { 4 } else { 3 };
                positions += 1;
                if depth == 4 {
                    deep_perfts += 1;
                }
                if let Err(e) = compare(&p, &b, depth) {
                    failures.push(format!(
                        "{e}\n  position {} (start {start}, seed {seed:#x}, after {})",
                        p.to_fen(),
                        line.join(" ")
                    ));
                    break;
                }
                // The key identifies exactly the FIDE notion of "same position".
                let id = cozy_identity(&b);
                if let Some(k) = key_of.insert(id.clone(), p.key())
                    && k != p.key()
                {
                    failures.push(format!("same position, two keys: {id}"));
                }
                if let Some(other) = identity_of.insert(p.key(), id.clone())
                    && other != id
                {
                    failures.push(format!("one key for two positions: {other} / {id}"));
                }
                if ply == plies {
                    break;
                }
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = pick(&moves, &mut rng);
                seen_kinds.insert(format!("{:?}", mv.kind));
                if mv.is_promotion() {
                    seen_kinds.insert(format!("promotion {:?}", mv.promotion));
                }
                let uci = mv.to_uci();
                let cmv = cz::util::parse_uci_move(&b, &uci).expect("cozy parses UCI");
                if let Err(e) = b.try_play(cmv) {
                    failures.push(format!("cozy-chess refuses {uci} in {}: {e:?}", p.to_fen()));
                    break;
                }
                p.play(&mv);
                line.push(uci);
            }
            if failures.len() > 10 {
                break;
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements with cozy-chess:\n{}",
        failures.len(),
        failures.join("\n")
    );
    eprintln!("compared {positions} positions, {deep_perfts} with perft(4)");
    assert!(positions >= 3000, "only {positions} positions compared");
    assert!(deep_perfts >= 30, "only {deep_perfts} perft(4) comparisons");
    // The random play reached every special kind of move.
    for kind in [
        "CastleKingside",
        "CastleQueenside",
        "EnPassant",
        "DoublePush",
        "promotion Some(Queen)",
        "promotion Some(Rook)",
        "promotion Some(Bishop)",
        "promotion Some(Knight)",
    ] {
        assert!(
            seen_kinds.contains(kind),
            "random games never played {kind}"
        );
    }
}

/// A random, not necessarily reachable, setup as FEN: kings anywhere (not
/// touching), up to 14 other pieces, sometimes castling rights and an en
/// passant square.
fn random_setup(rng: &mut StdRng) -> String {
    let mut board: [Option<char>; 64] = [None; 64];
    let home = rng.random_bool(0.3);
    let (wk, bk) = if home {
        (4usize, 60usize)
    } else {
        loop {
            let a: usize = rng.random_range(0..64);
            let b: usize = rng.random_range(0..64);
            let (fa, ra, fb, rb) = (a % 8, a / 8, b % 8, b / 8);
            if fa.abs_diff(fb) > 1 || ra.abs_diff(rb) > 1 {
                break (a, b);
            }
        }
    };
    board[wk] = Some('K');
    board[bk] = Some('k');
    if home {
        for (sq, c) in [(0, 'R'), (7, 'R'), (56, 'r'), (63, 'r')] {
            if rng.random_bool(0.7) {
                board[sq] = Some(c);
            }
        }
    }
    let extra = rng.random_range(0..=14);
    for _ in 0..extra {
        let kind = *['p', 'p', 'p', 'n', 'b', 'r', 'q']
            .choose(rng)
            .expect("not empty");
        let c = if rng.random_bool(0.5) {
            kind.to_ascii_uppercase()
        } else {
            kind
        };
        let sq: usize = if kind == 'p' {
            rng.random_range(8..56)
        } else {
            rng.random_range(0..64)
        };
        if board[sq].is_none() {
            board[sq] = Some(c);
        }
    }
    let white = rng.random_bool(0.5);
    let mut castling = String::new();
    for (king, king_c, rook, rook_c, letter) in [
        (4, 'K', 7, 'R', 'K'),
        (4, 'K', 0, 'R', 'Q'),
        (60, 'k', 63, 'r', 'k'),
        (60, 'k', 56, 'r', 'q'),
    ] {
        if board[king] == Some(king_c) && board[rook] == Some(rook_c) && rng.random_bool(0.8) {
            castling.push(letter);
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    // An en passant square behind a pawn that could just have moved two.
    let mut ep = "-".to_string();
    if rng.random_bool(0.5) {
        let (pawn_rank, mover) = if white { (4, 'p') } else { (3, 'P') };
        let step: isize = if white { 8 } else { -8 };
        let candidates: Vec<usize> = (0..8)
            .map(|f| pawn_rank * 8 + f)
            .filter(|&sq| {
                let over = (sq as isize + step) as usize;
                let origin = (sq as isize + 2 * step) as usize;
                board[sq] == Some(mover) && board[over].is_none() && board[origin].is_none()
            })
            .collect();
        if let Some(&sq) = candidates.choose(rng) {
            let over = (sq as isize + step) as usize;
            ep = format!("{}{}", (b'a' + (over % 8) as u8) as char, over / 8 + 1);
        }
    }
    let mut placement = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
                Some(c) => {
                    if empty > 0 {
                        placement.push_str(&empty.to_string());
                        empty = 0;
                    }
                    placement.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            placement.push_str(&empty.to_string());
        }
        if rank > 0 {
            placement.push('/');
        }
    }
    let side = if white { 'w' } else { 'b' };
    format!("{placement} {side} {castling} {ep} 0 1")
}

#[test]
fn random_setups_agree_with_cozy_chess() {
    use rookery::rules::{FenError, PositionError};
    let mut rng = StdRng::seed_from_u64(0x5e7_0009);
    let mut compared = 0;
    let mut failures = Vec::new();
    for _ in 0..6000 {
        let fen = random_setup(&mut rng);
        let ours = Position::from_fen(&fen);
        let theirs = cz::Board::from_fen(&fen, false);
        match (ours, theirs) {
            (Ok(p), Ok(b)) => {
                compared += 1;
                if let Err(e) = compare(&p, &b, 2) {
                    failures.push(format!("{e}\n  position {fen}"));
                }
                // One move further, through both libraries.
                let moves = p.legal_moves();
                if let Some(mv) = moves.choose(&mut rng) {
                    let mut b = b.clone();
                    let cmv = cz::util::parse_uci_move(&b, &mv.to_uci()).expect("UCI");
                    b.play(cmv);
                    if let Err(e) = compare(&p.after(mv), &b, 1) {
                        failures.push(format!("{e}\n  position {fen} after {mv}"));
                    }
                }
            }
            // Rookery also refuses more promoted pieces than missing pawns,
            // which cozy-chess does not check.
            (Err(FenError::Position(PositionError::TooManyPromotedPieces(_))), Ok(_)) => {}
            // Rookery also refuses double checks no single move can give (two
            // leapers, or two checkers on one line through the king), which
            // cozy-chess accepts; cozy-chess itself allows at most two checkers.
            (Err(FenError::Position(PositionError::ImpossibleCheck)), Ok(b))
                if b.checkers().len() == 2 => {}
            (Err(e), Ok(_)) => failures.push(format!("Rookery refuses {fen}: {e}")),
            // cozy-chess is stricter about en passant squares and checks
            // (at most two checkers); nothing to compare.
            (_, Err(_)) => {}
        }
        if failures.len() > 10 {
            break;
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements with cozy-chess:\n{}",
        failures.len(),
        failures.join("\n")
    );
    eprintln!("compared {compared} random setups");
    assert!(compared >= 2000, "only {compared} setups compared");
}

#[test]
fn the_comparison_notices_differences() {
    // The oracle itself must fail on different positions.
    let p = pos(KIWIPETE);
    assert!(compare(&p, &to_cozy(&p), 2).is_ok());
    assert!(compare(&p, &to_cozy(&pos(START)), 1).is_err());
    let moved = pos("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w Kkq - 0 1");
    assert!(compare(&p, &to_cozy(&moved), 1).is_err());
    let clocks = pos("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 3 1");
    assert!(compare(&p, &to_cozy(&clocks), 1).is_err());
}

/// The legal moves of a cozy-chess board in its own notation (castling as
/// the king taking its rook, as Chess960's UCI writes it).
fn cozy_moves_960(b: &cz::Board) -> BTreeSet<String> {
    let mut set = BTreeSet::new();
    b.generate_moves(|pm| {
        for mv in pm {
            set.insert(mv.to_string());
        }
        false
    });
    set
}

#[test]
fn chess960_start_positions_and_games_agree_with_cozy_chess() {
    let mut rng = StdRng::seed_from_u64(960);
    for n in 0..960u16 {
        let ours = Position::chess960(n).expect("0..960");
        let theirs = cz::Board::chess960_startpos(u32::from(n));
        // The same back ranks for the same Scharnagl number.
        let fen = theirs.to_string();
        let placement = fen.split(' ').next().expect("placement");
        assert_eq!(ours.board_fen(), placement, "start position {n}");
        if n % 8 == 0 {
            assert_eq!(
                perft(&ours, 3),
                cozy_perft(&theirs, 3),
                "perft 3 of start position {n}"
            );
        }
        // A random game from it: the same legal moves at every ply, which
        // catches castling through, onto and past the rooks, and rights
        // lost by king and rook moves and captures.
        let (mut p, mut b) = (ours, theirs);
        for ply in 0..60 {
            let list = p.legal_moves();
            let mine: BTreeSet<String> = list.iter().map(Move::to_uci).collect();
            assert_eq!(
                mine,
                cozy_moves_960(&b),
                "start {n}, ply {ply}, {}",
                p.to_fen()
            );
            if list.is_empty() {
                break;
            }
            let mv = pick(&list, &mut rng);
            let cz_mv: cz::Move = mv.to_uci().parse().expect("cozy reads the move");
            p.play(&mv);
            b.play(cz_mv);
            if p.halfmove_clock() >= 100 {
                break;
            }
        }
    }
}
