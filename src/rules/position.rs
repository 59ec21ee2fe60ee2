//! A chess position: placement, side to move, castling and en passant
//! rights, clocks and Zobrist key, with legal move generation and
//! copy-make move execution.

use std::fmt;

use super::attacks::{
    SliderTables, between, bishop_attacks, bishop_rays, king_attacks, knight_attacks, line,
    pawn_attacks, rook_attacks, rook_rays, sliders,
};
use super::zobrist;
use super::{
    Bitboard, CastlingFiles, CastlingRights, CastlingSide, Color, File, Move, MoveKind, MoveList,
    Piece, PieceKind, Rank, Square, Variant,
};

/// A legal chess position.
///
/// Positions are small `Copy` values: playing a move changes a position in
/// place, and undoing is restoring the copy taken before (copy-make). A
/// `Position` can only be built from a validated setup (see
/// [`Position::from_fen`]), so it always satisfies the checks described in
/// [`PositionError`](super::PositionError).
///
/// ```
/// use rookery::rules::Position;
/// let pos = Position::startpos();
/// assert_eq!(pos.legal_moves().len(), 20);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) pieces: [Bitboard; 6],
    pub(crate) colors: [Bitboard; 2],
    pub(crate) side: Color,
    pub(crate) castling: CastlingRights,
    /// The files of the castling rooks (the corners but in Chess960).
    pub(crate) rook_files: CastlingFiles,
    /// Standard chess or Chess960: how castling moves are written (the
    /// king's two-square move, or the king taking its own rook).
    pub(crate) variant: Variant,
    pub(crate) ep: Option<Square>,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) key: u64,
    pub(crate) checkers: Bitboard,
}

/// The legal destinations of one piece: the unit the generator produces.
///
/// Promotions are not expanded (a pawn reaching the last rank counts four
/// times in [`PieceMoves::len`]).
#[derive(Debug, Clone, Copy)]
pub struct PieceMoves {
    /// The kind of the moving piece.
    pub piece: PieceKind,
    /// Where it stands.
    pub from: Square,
    /// Where it may go.
    pub to: Bitboard,
}

impl PieceMoves {
    /// How many legal moves this represents (promotions count four each).
    #[inline]
    pub fn len(&self) -> usize {
        let n = self.to.count() as usize;
        if self.promotes() { n * 4 } else { n }
    }

    /// Whether these are a pawn's moves onto the last rank (every
    /// destination then a promotion, four moves each).
    #[inline]
    pub fn promotes(&self) -> bool {
        self.piece == PieceKind::Pawn
            && matches!(self.from.rank().index(), 1 | 6)
            && (self.to & (Bitboard::rank(Rank::FIRST) | Bitboard::rank(Rank::EIGHTH))).any()
    }

    /// Whether there are no destinations.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }
}

impl Position {
    /// The standard starting position.
    pub fn startpos() -> Position {
        let mut pos = Position::empty();
        let back = [
            PieceKind::Rook,
            PieceKind::Knight,
            PieceKind::Bishop,
            PieceKind::Queen,
            PieceKind::King,
            PieceKind::Bishop,
            PieceKind::Knight,
            PieceKind::Rook,
        ];
        for (file, kind) in back.into_iter().enumerate() {
            let f = file as u8;
            pos.put(
                Piece::new(Color::White, kind),
                Square::from_index_unchecked(f),
            );
            pos.put(
                Piece::new(Color::Black, kind),
                Square::from_index_unchecked(56 + f),
            );
            pos.put(
                Piece::new(Color::White, PieceKind::Pawn),
                Square::from_index_unchecked(8 + f),
            );
            pos.put(
                Piece::new(Color::Black, PieceKind::Pawn),
                Square::from_index_unchecked(48 + f),
            );
        }
        pos.castling = CastlingRights::ALL;
        pos.key = pos.compute_key();
        pos
    }

    /// A board with no pieces, White to move, no rights, clocks 0 and 1.
    /// Not a legal position by itself: used while building one.
    pub(crate) fn empty() -> Position {
        Position {
            pieces: [Bitboard::EMPTY; 6],
            colors: [Bitboard::EMPTY; 2],
            side: Color::White,
            castling: CastlingRights::NONE,
            rook_files: CastlingFiles::STANDARD,
            variant: Variant::Standard,
            ep: None,
            halfmove: 0,
            fullmove: 1,
            key: 0,
            checkers: Bitboard::EMPTY,
        }
    }

    /// Puts `piece` on an empty square (no key update).
    pub(crate) fn put(&mut self, piece: Piece, sq: Square) {
        let bb = Bitboard::from_square(sq);
        self.pieces[piece.kind.index()] |= bb;
        self.colors[piece.color.index()] |= bb;
    }

    // ----- queries -------------------------------------------------------

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The castling rights still held.
    #[inline]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// The rules this position is played by (they differ in castling).
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// This position played by the Chess960 castling rules: its castling
    /// moves are then the king taking its own rook (`e1h1`).
    pub fn in_chess960(mut self) -> Position {
        self.variant = Variant::Chess960;
        self
    }

    /// The square of the rook `color` castles with on `side`, while that
    /// castling right is held.
    #[inline]
    pub fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        self.castling
            .has(color, side)
            .then(|| self.rook_files.rook_square(color, side))
    }

    /// For a castling move of this position: where the king lands, where
    /// the rook starts and where it lands (see [`Move::castle_squares`]).
    /// `None` for any other move.
    #[inline]
    pub fn castle_squares(&self, mv: &Move) -> Option<(Square, Square, Square)> {
        mv.castle_squares(self.variant)
    }

    /// The en passant target square recorded after a double pawn push (as
    /// FEN records it, whether or not a capture there is possible).
    #[inline]
    pub fn en_passant(&self) -> Option<Square> {
        self.ep
    }

    /// Half-moves since the last capture or pawn move (the fifty-move rule).
    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// The move number, starting at 1 and incremented after Black moves.
    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The Zobrist key, maintained incrementally. Two positions with the same
    /// placement, side to move, castling rights and legal en passant capture
    /// have the same key; the clocks do not count.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    /// The squares holding pieces of `kind`, both colours.
    #[inline]
    pub fn by_kind(&self, kind: PieceKind) -> Bitboard {
        self.pieces[kind.index()]
    }

    /// The squares holding `piece`.
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.pieces[piece.kind.index()] & self.colors[piece.color.index()]
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.colors[0].contains(sq) {
            Color::White
        } else if self.colors[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let kind = self.kind_at(sq)?;
        Some(Piece::new(color, kind))
    }

    #[inline]
    fn kind_at(&self, sq: Square) -> Option<PieceKind> {
        PieceKind::ALL
            .into_iter()
            .find(|&k| self.pieces[k.index()].contains(sq))
    }

    /// The square of `color`'s king.
    #[inline]
    pub fn king(&self, color: Color) -> Square {
        (self.pieces[PieceKind::King.index()] & self.colors[color.index()]).lsb()
    }

    /// The pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// Whether the side to move is in check.
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers.any()
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    /// Whether the side to move is stalemated.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }

    /// The pieces of `by` that attack `sq`, given the occupied squares `occ`.
    #[inline]
    pub fn attackers_to(&self, sq: Square, by: Color, occ: Bitboard) -> Bitboard {
        let them = self.colors[by.index()];
        let q = self.pieces[PieceKind::Queen.index()];
        let rooks = them & (self.pieces[PieceKind::Rook.index()] | q);
        let bishops = them & (self.pieces[PieceKind::Bishop.index()] | q);
        let mut attackers = them
            & ((pawn_attacks(by.other(), sq) & self.pieces[PieceKind::Pawn.index()])
                | (knight_attacks(sq) & self.pieces[PieceKind::Knight.index()])
                | (king_attacks(sq) & self.pieces[PieceKind::King.index()]));
        // The magic lookups are only needed when a slider is on a line of `sq`.
        if (rook_rays(sq) & rooks).any() {
            attackers |= rook_attacks(sq, occ) & rooks;
        }
        if (bishop_rays(sq) & bishops).any() {
            attackers |= bishop_attacks(sq, occ) & bishops;
        }
        attackers
    }

    /// Whether `by` attacks `sq` in this position.
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.attackers_to(sq, by, self.occupied()).any()
    }

    /// Our pieces pinned to our king (they may move only along the pin).
    #[inline]
    pub fn pinned(&self) -> Bitboard {
        let us = self.side;
        self.pinned_to(us, self.king(us), self.occupied())
    }

    /// The pieces of `us` pinned to their king on `king`, given the
    /// occupancy `occ`: a piece is pinned when it is the only piece between
    /// the king and an enemy slider that could otherwise reach the king.
    #[inline]
    fn pinned_to(&self, us: Color, king: Square, occ: Bitboard) -> Bitboard {
        let them = self.colors[us.other().index()];
        let q = self.pieces[PieceKind::Queen.index()];
        let snipers = them
            & ((rook_rays(king) & (self.pieces[PieceKind::Rook.index()] | q))
                | (bishop_rays(king) & (self.pieces[PieceKind::Bishop.index()] | q)));
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = between(king, sniper) & occ;
            if !blockers.has_more_than_one() {
                pinned |= blockers;
            }
        }
        pinned & self.colors[us.index()]
    }

    /// The legal destinations of the side to move's king, castling included.
    ///
    /// The squares the enemy pawns, knights and king attack are gathered in
    /// one set; a square that survives it costs a magic lookup only when an
    /// enemy slider stands on one of its lines.
    #[inline]
    fn king_destinations(&self, sliders: &SliderTables, king: Square, occ: Bitboard) -> Bitboard {
        let us = self.side;
        let them = us.other();
        let our = self.colors[us.index()];
        let their = self.colors[them.index()];
        let candidates = king_attacks(king) & !our;
        let may_castle = self.checkers.is_empty() && self.castling.has_any(us);
        if candidates.is_empty() && !may_castle {
            return Bitboard::EMPTY;
        }

        let pawns = (self.pieces[PieceKind::Pawn.index()] & their).0;
        let not_a = !Bitboard::file(File::A).0;
        let not_h = !Bitboard::file(File::H).0;
        let pawn_attacks = match them {
            Color::White => ((pawns & not_a) << 7) | ((pawns & not_h) << 9),
            Color::Black => ((pawns & not_a) >> 9) | ((pawns & not_h) >> 7),
        };
        let mut attacked = Bitboard(pawn_attacks) | king_attacks(self.king(them));
        for knight in self.pieces[PieceKind::Knight.index()] & their {
            attacked |= knight_attacks(knight);
        }
        let q = self.pieces[PieceKind::Queen.index()];
        let rooks = their & (self.pieces[PieceKind::Rook.index()] | q);
        let bishops = their & (self.pieces[PieceKind::Bishop.index()] | q);
        let slider_attacks = |sq: Square, occ: Bitboard| {
            ((rook_rays(sq) & rooks).any() && (sliders.rook(sq, occ) & rooks).any())
                || ((bishop_rays(sq) & bishops).any() && (sliders.bishop(sq, occ) & bishops).any())
        };

        // Never onto an attacked square, looking through the king (it must
        // not stay on the line of a slider checking it).
        let occ_no_king = occ.without(king);
        let mut to = Bitboard::EMPTY;
        for sq in candidates & !attacked {
            if !slider_attacks(sq, occ_no_king) {
                to = to.with(sq);
            }
        }
        if may_castle {
            for side in CastlingSide::ALL {
                let Some(rook_from) = self.castling_rook(us, side) else {
                    continue;
                };
                // The king's path and the rook's must be empty but for the
                // two of them (Chess960 rules; in standard chess that is
                // the squares between them), and the king may not pass
                // through or land on an attacked square, even one only the
                // rook shielded.
                let king_dest = side.king_to(us);
                let rook_dest = side.rook_to(us);
                let path = between(king, king_dest).with(king_dest);
                let movers = Bitboard::from_square(king).with(rook_from);
                let clear = path | between(rook_from, rook_dest).with(rook_dest);
                let occ_no_rook = occ.without(rook_from);
                if (clear & occ & !movers).is_empty()
                    && (path & attacked).is_empty()
                    && !path.squares().any(|sq| slider_attacks(sq, occ_no_rook))
                {
                    to = to.with(match self.variant {
                        Variant::Standard => king_dest,
                        Variant::Chess960 => rook_from,
                    });
                }
            }
        }
        to
    }

    /// Where the side to move's pieces other than the king may land: not on
    /// our own pieces, and when in check only on the checker or between it
    /// and the king. `None` in double check, when only the king may move.
    #[inline]
    fn non_king_target(&self, king: Square) -> Option<Bitboard> {
        let our = self.colors[self.side.index()];
        match self.checkers.first() {
            None => Some(!our),
            Some(_) if self.checkers.has_more_than_one() => None,
            Some(checker) => Some(between(king, checker).with(checker)),
        }
    }

    // ----- move generation ----------------------------------------------

    /// Calls `f` with the legal destinations of each piece of the side to
    /// move. Stops early and returns `true` as soon as `f` returns `true`.
    ///
    /// The order is fixed: the king, then knights, bishops, rooks, queens
    /// and pawns, each kind from a1 to h8.
    pub fn for_each_piece_moves(&self, f: impl FnMut(PieceMoves) -> bool) -> bool {
        self.for_each_piece_moves_among(Bitboard::FULL, f)
    }

    /// [`Position::for_each_piece_moves`] for the pieces standing on
    /// `among` only (the same destinations, in the same order): a reader
    /// that needs some pieces' moves skips the others' work, the king's
    /// above all.
    pub fn for_each_piece_moves_among(
        &self,
        among: Bitboard,
        mut f: impl FnMut(PieceMoves) -> bool,
    ) -> bool {
        let sliders = sliders();
        let us = self.side;
        let our = self.colors[us.index()];
        let their = self.colors[us.other().index()];
        let occ = our | their;
        let king = self.king(us);

        let king_to = if among.contains(king) {
            self.king_destinations(sliders, king, occ)
        } else {
            Bitboard::EMPTY
        };
        if king_to.any()
            && f(PieceMoves {
                piece: PieceKind::King,
                from: king,
                to: king_to,
            })
        {
            return true;
        }
        let Some(target) = self.non_king_target(king) else {
            return false;
        };
        let pinned = self.pinned_to(us, king, occ);

        let q = self.pieces[PieceKind::Queen.index()];
        let movers = [
            (
                PieceKind::Knight,
                self.pieces[PieceKind::Knight.index()] & !pinned,
            ),
            (PieceKind::Bishop, self.pieces[PieceKind::Bishop.index()]),
            (PieceKind::Rook, self.pieces[PieceKind::Rook.index()]),
            (PieceKind::Queen, q),
        ];
        for (kind, set) in movers {
            for from in set & our & among {
                let mut to = match kind {
                    PieceKind::Knight => knight_attacks(from),
                    PieceKind::Bishop => sliders.bishop(from, occ),
                    PieceKind::Rook => sliders.rook(from, occ),
                    _ => sliders.rook(from, occ) | sliders.bishop(from, occ),
                } & target;
                if pinned.contains(from) {
                    to &= line(king, from);
                }
                if to.any()
                    && f(PieceMoves {
                        piece: kind,
                        from,
                        to,
                    })
                {
                    return true;
                }
            }
        }

        // Pawns.
        let pawns = self.pieces[PieceKind::Pawn.index()] & our & among;
        let ep_victim = self.ep.map(|ep| {
            ep.offset(0, us.fold(-1, 1))
                .expect("en passant square is on rank 3 or 6")
        });
        for from in pawns {
            let mut to = (self.pawn_pushes(from, occ) | (pawn_attacks(us, from) & their)) & target;
            if let (Some(ep), Some(victim)) = (self.ep, ep_victim)
                && pawn_attacks(us, from).contains(ep)
                && self.en_passant_is_legal(from, ep, victim)
            {
                to = to.with(ep);
            }
            if pinned.contains(from) {
                to &= line(king, from);
            }
            if to.any()
                && f(PieceMoves {
                    piece: PieceKind::Pawn,
                    from,
                    to,
                })
            {
                return true;
            }
        }
        false
    }

    /// Where the side to move's pawn on `from` may push: one square
    /// forward when it is empty, and two from its second rank when both
    /// are (pins and checks not considered).
    #[inline]
    fn pawn_pushes(&self, from: Square, occ: Bitboard) -> Bitboard {
        let us = self.side;
        let one = Bitboard::from_square(from);
        let single = match us {
            Color::White => one.shift_up(),
            Color::Black => one.shift_down(),
        } & !occ;
        if (one & Bitboard::rank(Rank::SECOND.relative_to(us))).is_empty() {
            return single;
        }
        let double = match us {
            Color::White => single.shift_up(),
            Color::Black => single.shift_down(),
        };
        single | (double & !occ)
    }

    /// The one move of the common kind a SAN reader meets most, found
    /// without the general generator: a king move that is not castling, or
    /// a knight, bishop, rook, queen or pawn move that is not a promotion
    /// (and for a pawn, no en passant square at all), where `movers` (the
    /// pieces of `kind` that may have made it, the SAN's file and rank
    /// applied) holds one piece and it is not pinned; in check, only a
    /// move that answers it. `None` for anything else (or no such move): the
    /// general reader decides.
    pub(super) fn single_mover(
        &self,
        kind: PieceKind,
        movers: Bitboard,
        to: Square,
    ) -> Option<Move> {
        if movers.has_more_than_one() || (kind == PieceKind::Pawn && self.ep.is_some()) {
            return None;
        }
        let from = movers.first()?;
        let us = self.side;
        let our = self.colors[us.index()];
        let their = self.colors[us.other().index()];
        let occ = our | their;
        if our.contains(to) {
            return None;
        }
        let legal = if kind == PieceKind::King {
            // One square away, and not attacked once the king has left
            // its own (a slider behind it along the line counts).
            king_attacks(from).contains(to)
                && self
                    .attackers_to(to, us.other(), occ.without(from))
                    .is_empty()
        } else {
            let sliders = sliders();
            let dests = match kind {
                PieceKind::Knight => knight_attacks(from),
                PieceKind::Bishop => sliders.bishop(from, occ),
                PieceKind::Rook => sliders.rook(from, occ),
                PieceKind::Queen => sliders.rook(from, occ) | sliders.bishop(from, occ),
                PieceKind::Pawn => {
                    if matches!(to.rank().index(), 0 | 7) {
                        return None;
                    }
                    self.pawn_pushes(from, occ) | (pawn_attacks(us, from) & their)
                }
                PieceKind::King => Bitboard::EMPTY,
            };
            let king = self.king(us);
            // In check, the generator's own rule: the checker or a square
            // between it and the king; in double check, none.
            let answers_check = self.non_king_target(king).is_some_and(|t| t.contains(to));
            answers_check && dests.contains(to) && !self.pinned_to(us, king, occ).contains(from)
        };
        if !legal {
            return None;
        }
        let captured = if their.contains(to) {
            self.kind_at(to)
        } else {
            None
        };
        let double_push = kind == PieceKind::Pawn && to.index().abs_diff(from.index()) == 16;
        Some(Move {
            from,
            to,
            piece: kind,
            captured,
            promotion: None,
            kind: if double_push {
                MoveKind::DoublePush
            } else {
                MoveKind::Normal
            },
        })
    }

    /// Whether the pawn on `from` may capture en passant onto `ep`, taking
    /// the pawn on `victim`: tested by playing it on the occupancy, which
    /// covers the rank pin through both pawns, diagonal pins and checks.
    #[inline]
    fn en_passant_is_legal(&self, from: Square, ep: Square, victim: Square) -> bool {
        let us = self.side;
        let them = us.other();
        if !(self.pieces[PieceKind::Pawn.index()] & self.colors[them.index()]).contains(victim) {
            return false;
        }
        let occ = self.occupied().without(from).without(victim).with(ep);
        let king = self.king(us);
        (self.attackers_to(king, them, occ).without(victim)).is_empty()
    }

    /// Whether the side to move has at least one legal move.
    pub fn has_legal_moves(&self) -> bool {
        self.for_each_piece_moves(|_| true)
    }

    /// The number of legal moves, counted without listing them.
    ///
    /// The same moves as [`Position::for_each_piece_moves`] finds, counted
    /// by destination sets: pawns that are not pinned are counted all at
    /// once by shifting their bitboard, and promotions count four each.
    pub fn count_legal_moves(&self) -> usize {
        self.count_legal_moves_among(Bitboard::FULL)
    }

    /// [`Position::count_legal_moves`] of the pieces standing on `among`
    /// only.
    pub fn count_legal_moves_among(&self, among: Bitboard) -> usize {
        let sliders = sliders();
        let us = self.side;
        let our = self.colors[us.index()];
        let their = self.colors[us.other().index()];
        let occ = our | their;
        let king = self.king(us);

        let mut n = if among.contains(king) {
            self.king_destinations(sliders, king, occ).count() as usize
        } else {
            0
        };
        let Some(target) = self.non_king_target(king) else {
            return n;
        };
        let pinned = self.pinned_to(us, king, occ);

        for from in self.pieces[PieceKind::Knight.index()] & our & among & !pinned {
            n += (knight_attacks(from) & target).count() as usize;
        }
        let q = self.pieces[PieceKind::Queen.index()];
        // A queen's moves are its rook moves plus its bishop moves (two
        // disjoint sets), so queens are counted with both kinds of slider.
        for from in (self.pieces[PieceKind::Bishop.index()] | q) & our & among {
            let mut to = sliders.bishop(from, occ) & target;
            if pinned.contains(from) {
                to &= line(king, from);
            }
            n += to.count() as usize;
        }
        for from in (self.pieces[PieceKind::Rook.index()] | q) & our & among {
            let mut to = sliders.rook(from, occ) & target;
            if pinned.contains(from) {
                to &= line(king, from);
            }
            n += to.count() as usize;
        }

        let pawns = self.pieces[PieceKind::Pawn.index()] & our & among;
        let last_rank = Bitboard::rank(Rank::EIGHTH.relative_to(us));
        let with_promotions = |to: Bitboard| {
            let promotions = to & last_rank;
            let moves = to.count() as usize;
            if promotions.any() {
                moves + 3 * promotions.count() as usize
            } else {
                moves
            }
        };
        let empty = !occ;
        let free = (pawns & !pinned).0;
        let not_a = !Bitboard::file(File::A).0;
        let not_h = !Bitboard::file(File::H).0;
        let (single, double, west, east) = match us {
            Color::White => {
                let single = (free << 8) & empty.0;
                let double = ((single & Bitboard::rank(Rank::THIRD).0) << 8) & empty.0;
                (single, double, (free & not_a) << 7, (free & not_h) << 9)
            }
            Color::Black => {
                let single = (free >> 8) & empty.0;
                let double = ((single & Bitboard::rank(Rank::SIXTH).0) >> 8) & empty.0;
                (single, double, (free & not_a) >> 9, (free & not_h) >> 7)
            }
        };
        // Pushes land on empty squares and captures on enemy pieces, so the
        // pushes and one side's captures are counted together.
        n += with_promotions(Bitboard(single | double | (west & their.0)) & target);
        n += with_promotions(Bitboard(east) & their & target);
        for from in pawns & pinned {
            let forward = match us {
                Color::White => Bitboard::from_square(from).shift_up(),
                Color::Black => Bitboard::from_square(from).shift_down(),
            } & empty;
            let second = match us {
                Color::White => (forward & Bitboard::rank(Rank::THIRD)).shift_up(),
                Color::Black => (forward & Bitboard::rank(Rank::SIXTH)).shift_down(),
            } & empty;
            let to =
                (forward | second | (pawn_attacks(us, from) & their)) & target & line(king, from);
            n += with_promotions(to);
        }
        if let Some(ep) = self.ep {
            let victim = ep
                .offset(0, us.fold(-1, 1))
                .expect("en passant square is on rank 3 or 6");
            for from in pawn_attacks(us.other(), ep) & pawns {
                if self.en_passant_is_legal(from, ep, victim) {
                    n += 1;
                }
            }
        }
        n
    }

    /// Every legal move, in a stack-allocated list.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_piece_moves(|pm| {
            self.expand(pm, &mut list);
            false
        });
        list
    }

    /// The legal moves of the piece on `from` (empty if it is not ours).
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_piece_moves(|pm| {
            if pm.from == from {
                self.expand(pm, &mut list);
                true
            } else {
                false
            }
        });
        list
    }

    /// Turns one piece's destinations into moves with their flags.
    pub fn expand(&self, pm: PieceMoves, list: &mut MoveList) {
        self.expand_each(pm, |mv| list.push(mv));
    }

    /// Calls `f` with each move of one piece's destinations, in the order
    /// [`Position::expand`] lists them.
    #[inline]
    pub(crate) fn expand_each(&self, pm: PieceMoves, mut f: impl FnMut(Move)) {
        let us = self.side;
        let their = self.colors[us.other().index()];
        for to in pm.to {
            let captured = if their.contains(to) {
                self.kind_at(to)
            } else {
                None
            };
            let mut mv = Move {
                from: pm.from,
                to,
                piece: pm.piece,
                captured,
                promotion: None,
                kind: MoveKind::Normal,
            };
            match pm.piece {
                PieceKind::Pawn => {
                    if Some(to) == self.ep && pm.from.file() != to.file() && captured.is_none() {
                        mv.kind = MoveKind::EnPassant;
                        mv.captured = Some(PieceKind::Pawn);
                    } else if to.index().abs_diff(pm.from.index()) == 16 {
                        mv.kind = MoveKind::DoublePush;
                    }
                    if matches!(to.rank().index(), 0 | 7) {
                        for promo in PieceKind::PROMOTIONS {
                            f(Move {
                                promotion: Some(promo),
                                ..mv
                            });
                        }
                        continue;
                    }
                }
                // Castling: the king's two-square move in standard chess,
                // the king onto its own rook in Chess960.
                PieceKind::King
                    if match self.variant {
                        Variant::Standard => {
                            to.file().index().abs_diff(pm.from.file().index()) == 2
                        }
                        Variant::Chess960 => self.colors[us.index()].contains(to),
                    } =>
                {
                    mv.kind = if to.file().index() > pm.from.file().index() {
                        MoveKind::CastleKingside
                    } else {
                        MoveKind::CastleQueenside
                    };
                }
                _ => {}
            }
            f(mv);
        }
    }

    /// Whether `mv` is one of the legal moves of this position.
    pub fn is_legal(&self, mv: &Move) -> bool {
        self.legal_moves_from(mv.from).contains(mv)
    }

    // ----- making moves ---------------------------------------------------

    /// Plays `mv`, which must be legal in this position.
    ///
    /// # Panics
    /// If `mv` is not legal here. Use [`Position::try_play`] for moves that
    /// come from outside the rules.
    pub fn play(&mut self, mv: &Move) {
        assert!(self.is_legal(mv), "illegal move {mv} in {}", self.to_fen());
        self.play_unchecked(mv);
    }

    /// Plays `mv` if it is legal; otherwise leaves the position unchanged and
    /// returns an error.
    ///
    /// # Errors
    /// [`IllegalMoveError`] when `mv` is not a legal move of this position.
    pub fn try_play(&mut self, mv: &Move) -> Result<(), IllegalMoveError> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(IllegalMoveError { mv: *mv })
        }
    }

    /// The position after `mv`, which must be legal (see [`Position::play`]).
    pub fn after(&self, mv: &Move) -> Position {
        let mut next = *self;
        next.play_unchecked(mv);
        next
    }

    #[inline]
    fn toggle(&mut self, piece: Piece, sq: Square) {
        let bb = Bitboard::from_square(sq);
        self.pieces[piece.kind.index()] ^= bb;
        self.colors[piece.color.index()] ^= bb;
        self.key ^= zobrist::piece_key(piece, sq);
    }

    /// Plays `mv` without checking that it is legal. The move must have been
    /// generated for this position; anything else leaves a corrupt position.
    pub fn play_unchecked(&mut self, mv: &Move) {
        let us = self.side;
        let them = us.other();

        if let Some(ep) = self.ep.take()
            && self.ep_capture_possible(ep)
        {
            self.key ^= zobrist::en_passant_key(ep);
        }
        self.halfmove = if mv.is_zeroing() {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }

        match mv.kind {
            MoveKind::EnPassant => {
                let victim = Square::from_coords(mv.to.file(), mv.from.rank());
                self.toggle(Piece::new(them, PieceKind::Pawn), victim);
            }
            MoveKind::CastleKingside | MoveKind::CastleQueenside => {}
            _ => {
                if let Some(captured) = mv.captured {
                    self.toggle(Piece::new(them, captured), mv.to);
                }
            }
        }
        if let Some((king_to, rook_from, rook_to)) = self.castle_squares(mv) {
            // Both off, then both on: in Chess960 either may land where
            // the other stood, or stay where it is.
            let king = Piece::new(us, PieceKind::King);
            let rook = Piece::new(us, PieceKind::Rook);
            self.toggle(king, mv.from);
            self.toggle(rook, rook_from);
            self.toggle(king, king_to);
            self.toggle(rook, rook_to);
        } else {
            self.toggle(Piece::new(us, mv.piece), mv.from);
            self.toggle(Piece::new(us, mv.promotion.unwrap_or(mv.piece)), mv.to);
        }

        if mv.kind == MoveKind::DoublePush {
            self.ep = Some(Square::from_coords(
                mv.from.file(),
                Rank::THIRD.relative_to(us),
            ));
        }

        let castling = match self.variant {
            Variant::Standard => self.castling.after_touching(mv.from).after_touching(mv.to),
            Variant::Chess960 => self.rights_after_960(mv),
        };
        if castling != self.castling {
            self.key ^= zobrist::castling_key(self.castling) ^ zobrist::castling_key(castling);
            // A lost right's rook file goes back to the corner, so that
            // equal positions compare equal (as FEN reads them).
            self.rook_files = self.rook_files.held(castling);
            self.castling = castling;
        }

        self.side = them;
        self.key ^= zobrist::side_key(Color::Black);
        self.checkers = self.attackers_to(self.king(them), us, self.occupied());

        if let Some(ep) = self.ep
            && self.ep_capture_possible(ep)
        {
            self.key ^= zobrist::en_passant_key(ep);
        }
    }

    /// The castling rights left after `mv` in Chess960: a king that moves
    /// loses both, a rook that leaves its start square or is taken there
    /// loses its own.
    fn rights_after_960(&self, mv: &Move) -> CastlingRights {
        let mut rights = self.castling;
        if rights == CastlingRights::NONE {
            return rights;
        }
        if mv.piece == PieceKind::King {
            rights = rights.without_color(self.side);
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if let Some(rook) = self.castling_rook(color, side)
                    && (rook == mv.from || rook == mv.to)
                {
                    rights = rights.without(color, side);
                }
            }
        }
        rights
    }

    /// Plays a null move (the side to move passes): for engines' null-move
    /// pruning only. Must not be used while in check.
    pub fn play_null(&mut self) {
        if let Some(ep) = self.ep.take()
            && self.ep_capture_possible(ep)
        {
            self.key ^= zobrist::en_passant_key(ep);
        }
        self.side = self.side.other();
        self.key ^= zobrist::side_key(Color::Black);
        self.halfmove = self.halfmove.saturating_add(1);
        self.checkers = self.attackers_to(self.king(self.side), self.side.other(), self.occupied());
    }

    /// Whether the side to move has a legal en passant capture onto `ep`.
    /// Only such a capture makes the en passant square part of the key.
    fn ep_capture_possible(&self, ep: Square) -> bool {
        let us = self.side;
        let Some(victim) = ep.offset(0, us.fold(-1, 1)) else {
            return false;
        };
        let capturers = pawn_attacks(us.other(), ep)
            & self.pieces[PieceKind::Pawn.index()]
            & self.colors[us.index()];
        if capturers.is_empty() {
            return false;
        }
        // Pins other than the en passant rank pin are caught by the occupancy
        // test as well, since it asks whether the king is attacked afterwards.
        capturers
            .into_iter()
            .any(|from| self.en_passant_is_legal(from, ep, victim))
    }

    /// The key computed from scratch (for tests and for building positions).
    pub fn compute_key(&self) -> u64 {
        let mut key = 0;
        for sq in self.occupied() {
            if let Some(piece) = self.piece_at(sq) {
                key ^= zobrist::piece_key(piece, sq);
            }
        }
        key ^= zobrist::castling_key(self.castling);
        key ^= zobrist::side_key(self.side);
        if let Some(ep) = self.ep
            && self.ep_capture_possible(ep)
        {
            key ^= zobrist::en_passant_key(ep);
        }
        key
    }

    /// Recomputes the derived fields (checkers, key) after building a board.
    pub(crate) fn refresh(&mut self) {
        self.checkers = self.attackers_to(self.king(self.side), self.side.other(), self.occupied());
        self.key = self.compute_key();
    }

    /// Whether neither side could ever checkmate whatever is played: bare
    /// kings, a lone minor piece against a bare king, or only bishops that
    /// all stand on squares of one colour.
    pub fn is_insufficient_material(&self) -> bool {
        let heavy = self.pieces[PieceKind::Pawn.index()]
            | self.pieces[PieceKind::Rook.index()]
            | self.pieces[PieceKind::Queen.index()];
        if heavy.any() {
            return false;
        }
        let knights = self.pieces[PieceKind::Knight.index()];
        let bishops = self.pieces[PieceKind::Bishop.index()];
        let minors = knights | bishops;
        if minors.count() <= 1 {
            return true;
        }
        knights.is_empty()
            && ((bishops & Bitboard::LIGHT).is_empty() || (bishops & Bitboard::DARK).is_empty())
    }

    /// Whether `color` alone has too little to ever checkmate, whatever the
    /// opponent has (used when the opponent's time runs out).
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let ours = self.colors[color.index()];
        let theirs = self.colors[color.other().index()];
        let heavy = self.pieces[PieceKind::Pawn.index()]
            | self.pieces[PieceKind::Rook.index()]
            | self.pieces[PieceKind::Queen.index()];
        if (ours & heavy).any() {
            return false;
        }
        let knights = self.pieces[PieceKind::Knight.index()];
        let bishops = self.pieces[PieceKind::Bishop.index()];
        if (ours & knights).any() {
            // A lone knight can only mate with the help of enemy pieces that
            // can block the king's flight squares (anything but queens).
            return ours.count() <= 2
                && (theirs
                    & !self.pieces[PieceKind::King.index()]
                    & !self.pieces[PieceKind::Queen.index()])
                .is_empty();
        }
        if (ours & bishops).any() {
            let same_colour =
                (bishops & Bitboard::LIGHT).is_empty() || (bishops & Bitboard::DARK).is_empty();
            return same_colour
                && self.pieces[PieceKind::Pawn.index()].is_empty()
                && knights.is_empty();
        }
        true
    }
}

/// A move that is not legal in the position it was played in. The position
/// is left unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IllegalMoveError {
    /// The refused move.
    pub mv: Move,
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}", self.mv)
    }
}

impl std::error::Error for IllegalMoveError {}

impl Default for Position {
    fn default() -> Self {
        Position::startpos()
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.to_fen())
    }
}

impl fmt::Display for Position {
    /// Draws the board as text, rank 8 on top, followed by the FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                let sq = Square::from_index_unchecked(rank * 8 + file);
                let c = self.piece_at(sq).map_or('.', Piece::fen_char);
                write!(f, "{c}")?;
                if file < 7 {
                    f.write_str(" ")?;
                }
            }
            writeln!(f)?;
        }
        write!(f, "{}", self.to_fen())
    }
}
