//! Material: what each side has on the board, counted with
//! [`PieceKind::value`], and the pieces each side has captured in a game.

use super::{ByColor, Color, Game, PieceKind, Position};

impl Position {
    /// The value of `color`'s pieces on the board, counted with
    /// [`PieceKind::value`] (a promoted piece counts as what it became).
    pub fn material(&self, color: Color) -> i32 {
        PieceKind::ALL
            .into_iter()
            .map(|k| k.value() * (self.by_color(color) & self.by_kind(k)).count() as i32)
            .sum()
    }

    /// How far `color` is ahead in material: its [`Position::material`] less
    /// the other side's (negative when behind).
    pub fn material_lead(&self, color: Color) -> i32 {
        self.material(color) - self.material(color.other())
    }
}

impl Game {
    /// The pieces each side captured in the first `ply` half-moves of the
    /// game (all of them when `ply` is past the end), the most valuable
    /// first and, among pieces of the same value, in the order they were
    /// taken. The lists hold the kinds of the other side's pieces: a captured
    /// promoted piece counts as what it became; a game set up from a
    /// position lists only the captures made in the game.
    pub fn captures(&self, ply: usize) -> ByColor<Vec<PieceKind>> {
        let moves = &self.moves()[..ply.min(self.moves().len())];
        ByColor::new_with(|color| {
            let mut taken: Vec<PieceKind> = moves
                .iter()
                .filter(|m| m.before.side_to_move() == color)
                .filter_map(|m| m.mv.captured)
                .collect();
            taken.sort_by_key(|k| std::cmp::Reverse(k.value()));
            taken
        })
    }
}
