//! The transposition table: what earlier searches learnt about positions,
//! keyed by the Zobrist key, one 16-byte entry per slot.

use crate::rules::{Move, PieceKind};

/// What a stored score says about the true value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[repr(u8)]
pub(crate) enum Bound {
    /// Empty slot.
    #[default]
    None = 0,
    /// The true value: the search ended inside the window.
    Exact = 1,
    /// At least this much (a beta cut-off).
    Lower = 2,
    /// At most this much (every move failed low).
    Upper = 3,
}

/// One slot.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Entry {
    /// The full key, to tell positions sharing a slot apart.
    pub key: u64,
    /// The best move found, packed (see [`pack`]); 0 for none.
    pub mv: u16,
    /// The score, mate scores relative to this position (see the search).
    pub score: i16,
    /// The depth of the search that produced it.
    pub depth: i8,
    /// How `score` bounds the true value.
    pub bound: Bound,
    /// The search generation that wrote it, for replacement.
    generation: u8,
}

/// Packs a move into 16 bits: from, to and promotion (0 = none).
pub(crate) fn pack(mv: &Move) -> u16 {
    let promo = match mv.promotion {
        None => 0,
        Some(PieceKind::Knight) => 1,
        Some(PieceKind::Bishop) => 2,
        Some(PieceKind::Rook) => 3,
        Some(_) => 4,
    };
    mv.from.index() as u16 | (mv.to.index() as u16) << 6 | promo << 12
}

/// A table of `Entry` slots, sized in megabytes.
pub(crate) struct TransTable {
    entries: Vec<Entry>,
    generation: u8,
}

impl TransTable {
    /// A table of about `mb` megabytes (at least a few thousand slots).
    pub fn new(mb: usize) -> TransTable {
        let slots =
            (mb.max(1).saturating_mul(1024 * 1024) / std::mem::size_of::<Entry>()).max(1024);
        TransTable {
            entries: vec![Entry::default(); slots],
            generation: 0,
        }
    }

    /// Empties every slot.
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
        self.generation = 0;
    }

    /// How full the table is, in thousandths: the share of the first
    /// thousand slots in use (UCI's `hashfull`).
    pub fn hash_full(&self) -> u32 {
        let sample = &self.entries[..self.entries.len().min(1000)];
        let used = sample.iter().filter(|e| e.bound != Bound::None).count();
        (used * 1000 / sample.len()) as u32
    }

    /// Marks the start of a new search: older entries become easier to replace.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        ((u128::from(key) * self.entries.len() as u128) >> 64) as usize
    }

    /// The entry for `key`, if the table holds one.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[self.index(key)];
        (e.key == key && e.bound != Bound::None).then_some(e)
    }

    /// Stores a search result. Deeper results and results of the current
    /// search are kept in preference to shallow or old ones.
    #[inline]
    pub fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, mv: u16) {
        let generation = self.generation;
        let i = self.index(key);
        let old = &mut self.entries[i];
        let depth = depth.clamp(-1, 127) as i8;
        if old.key == key {
            if depth + 2 < old.depth && bound != Bound::Exact && old.generation == generation {
                return;
            }
        } else if old.bound != Bound::None && old.generation == generation && depth < old.depth {
            return;
        }
        let mv = if mv == 0 && old.key == key {
            old.mv
        } else {
            mv
        };
        *old = Entry {
            key,
            mv,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth,
            bound,
            generation,
        };
    }
}
