//! The board's shared vocabulary, in one leaf file that imports no other
//! board file and that the others take their names from: the square and
//! piece components, the player's selection and where it may go, the
//! position shown while stepping back through the moves, the drawn arrows
//! and circles, the z layers and `square_of`. (A few board files also use
//! each other: `layout`'s `BoardLayout`, `animation`'s glides and fades.)

use bevy::prelude::*;

use crate::rules::tree::Shape;
use crate::rules::{Color, Game, Move, PieceKind, Position, Square};

/// The square a piece entity stands on (in the position shown).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OnSquare(pub Square);

/// Whose piece it is.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PieceColor(pub Color);

/// What kind of piece a piece entity is (pawn, knight, ...).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PieceRole(pub PieceKind);

/// One of the 64 squares of the board (a picking target).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoardSquare(pub Square);

/// Z layers of the board.
pub(super) mod z {
    /// Squares.
    pub const SQUARE: f32 = 0.0;
    /// A piece fading out after capture.
    pub const FADING: f32 = 1.0;
    /// Pieces at rest.
    pub const PIECE: f32 = 2.0;
    /// A piece gliding to its square.
    pub const GLIDING: f32 = 3.0;
    /// The piece under the pointer.
    pub const DRAGGED: f32 = 10.0;
}

/// One option of the promotion chooser.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PromotionChoice {
    /// The piece it promotes to.
    pub kind: PieceKind,
    /// The colour of the promoting side.
    pub color: Color,
}

/// Z layer of the chooser, above everything on the board.
pub(super) const CHOOSER_Z: f32 = 20.0;

/// A piece being dragged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DragState {
    /// The piece entity under the pointer.
    pub entity: Entity,
    /// The square it was picked up from.
    pub from: Square,
}

/// A square the selected piece may go to, as the board marks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Target {
    /// The square.
    pub to: Square,
    /// The move there takes a piece (a ring instead of a dot).
    pub capture: bool,
}

impl From<&Move> for Target {
    fn from(mv: &Move) -> Target {
        Target {
            to: mv.to,
            capture: mv.is_capture(),
        }
    }
}

/// What the player has in hand. Written only by `input`; the other board
/// systems send [`DropSelection`].
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Selection {
    /// The selected square (a piece of the side to move, or of the player
    /// planning a premove).
    pub selected: Option<Square>,
    /// Where the selected piece may go: its legal moves, or for a premove,
    /// where it might go next turn.
    pub targets: Vec<Target>,
    /// The selection plans a premove.
    pub premove: bool,
    /// The piece being dragged, if any.
    pub drag: Option<DragState>,
    /// The press landed on the already selected piece: a release without a
    /// drag deselects it.
    pub reselect_press: bool,
    /// Whether the pointer moved since the press.
    pub dragged_since_press: bool,
    /// The square under the pointer while a piece is dragged.
    pub hover: Option<Square>,
    /// The selected piece's square when the pointer went down on it: a
    /// release on another square with no drag seen is a drag that arrived
    /// within one frame.
    pub pressed: Option<Square>,
}

impl Selection {
    /// Drops the selection (not an ongoing drag).
    pub fn clear(&mut self) {
        self.selected = None;
        self.targets.clear();
        self.reselect_press = false;
        self.premove = false;
    }

    /// This selection with nothing selected (see [`Selection::clear`]).
    pub fn cleared(&self) -> Selection {
        let mut s = self.clone();
        s.clear();
        s
    }
}

/// The keyboard's square on the board, drawn as a frame: hidden until
/// Enter or Space is pressed over a board that takes moves, then moved by
/// the arrows (as the board is seen: up is up, flipped or not); Escape
/// hides it. Written only by `cursor`.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BoardCursor(pub Option<Square>);

/// Enter or Space on the cursor's square: the same as a click there (sent
/// by `cursor`, handled by `input`, the selection's writer).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyPress(pub Square);

/// Hide the board's cursor (Escape, when nothing else is in hand).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HideCursor;

/// The move planned for the player's next turn during the computer's
/// (from, to), drawn until it is played or dropped. Written only by the
/// premove plugin; others send [`PremoveRequest`].
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Premove(pub Option<(Square, Square)>);

/// Plans a premove, or cancels it (`None`).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PremoveRequest(pub Option<(Square, Square)>);

/// Asks the board's input to drop the selection (the position it was made
/// in is no longer shown).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DropSelection;

/// The square an entity stands for: a piece's square or a board square.
pub(super) fn square_of(
    entity: Entity,
    pieces: &Query<&OnSquare>,
    squares: &Query<&BoardSquare>,
) -> Option<Square> {
    pieces
        .get(entity)
        .map(|p| p.0)
        .or_else(|_| squares.get(entity).map(|s| s.0))
        .ok()
}

/// Which position the board shows.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ShownPly {
    /// `None` shows the live position; `Some(ply)` the position after `ply`
    /// half-moves (0 is the start position), always below the game's
    /// `ply_count()`.
    pub ply: Option<usize>,
}

/// A step through the moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// One half-move back (Left arrow).
    Back,
    /// One half-move forward (Right arrow).
    Forward,
    /// To the start position (Home).
    Start,
    /// Back to the live position (End).
    End,
    /// To the position after this many half-moves (a click in the move
    /// list); the last one is the live position.
    Ply(usize),
}

impl ShownPly {
    /// Whether the live position is shown.
    pub fn is_live(&self) -> bool {
        self.ply.is_none()
    }

    /// The number of half-moves played in the shown position.
    pub fn shown_ply(&self, game: &Game) -> usize {
        self.ply
            .map_or(game.ply_count(), |p| p.min(game.ply_count()))
    }

    /// The position on the board.
    pub fn shown<'a>(&self, game: &'a Game) -> &'a Position {
        game.position_at(self.shown_ply(game))
            .unwrap_or(game.position())
    }

    /// The ply shown after `step` in a game of `game`'s length.
    pub fn after(&self, step: Step, game: &Game) -> Option<usize> {
        let count = game.ply_count();
        let now = self.shown_ply(game);
        let to = match step {
            Step::Back => now.saturating_sub(1),
            Step::Forward => (now + 1).min(count),
            Step::Start => 0,
            Step::End => count,
            Step::Ply(p) => p.min(count),
        };
        (to < count).then_some(to)
    }

    /// Takes a step; returns whether the shown position changed.
    pub fn step(&mut self, step: Step, game: &Game) -> bool {
        let to = self.after(step, game);
        if to != self.ply {
            self.ply = to;
            true
        } else {
            false
        }
    }
}

/// Asks the board to show another position (sent by the panel's buttons
/// and the arrow keys).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct StepRequest(pub Step);

/// The arrows and circles on the board, in four colours (green, red,
/// blue, yellow, as lichess draws them). On the analysis board they are
/// those of the move on the board, kept in its notes.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Annotations {
    /// Arrows and circles (a circle's two squares are the same), oldest
    /// first.
    pub shapes: Vec<Shape>,
}

impl Annotations {
    /// Whether nothing is drawn.
    pub fn is_empty(&self) -> bool {
        self.shapes.is_empty()
    }

    /// Removes everything.
    pub fn clear(&mut self) {
        self.shapes.clear();
    }

    /// The arrows' squares, oldest first.
    pub fn arrows(&self) -> Vec<(Square, Square)> {
        self.shapes
            .iter()
            .filter(|s| !s.is_circle())
            .map(|s| (s.from, s.to))
            .collect()
    }

    /// The circled squares, oldest first.
    pub fn circles(&self) -> Vec<Square> {
        self.shapes
            .iter()
            .filter(|s| s.is_circle())
            .map(|s| s.from)
            .collect()
    }

    /// Draws a shape, or removes it if it is there in that colour; one of
    /// another colour on the same squares takes this colour.
    pub fn toggle(&mut self, shape: Shape) {
        match self
            .shapes
            .iter()
            .position(|s| s.from == shape.from && s.to == shape.to)
        {
            Some(i) if self.shapes[i].color == shape.color => {
                self.shapes.remove(i);
            }
            Some(i) => self.shapes[i].color = shape.color,
            None => self.shapes.push(shape),
        }
    }
}
