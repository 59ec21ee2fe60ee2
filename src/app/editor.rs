//! The board editor: a position set up by hand, piece by piece, with its
//! side to move, castling rights and en passant square, and told live, in
//! the rules' own words, whether it is a legal position. From there a game
//! starts (through Setup, to choose the opponent) or the analysis board
//! opens.
//!
//! This plugin owns [`BoardEditor`]; the editor screen (`ui::editor`), the
//! main menu, the pause menu and the tests send it [`EditorCommand`]s. Every
//! change to the position can be undone and redone. Castling rights are
//! offered only while the king and that rook stand on their home squares,
//! and an en passant square only where a capture onto it is possible: an
//! edit that takes them away drops the right or the square with it.

use bevy::prelude::*;

use super::i18n::{Phrase, Tr, parse_fen_error_text, position_error_text};
use super::session::{ChoicesRequest, GameCommand};
use super::states::Screen;
use crate::rules::{
    CastlingRights, CastlingSide, Color, Piece, PieceKind, Position, PositionError, Rank, Setup,
    Square,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardEditor>()
        .add_message::<EditorCommand>()
        .add_systems(
            Update,
            apply_editor_commands.run_if(on_message::<EditorCommand>),
        );
}

/// What a click on a square does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    /// Puts this piece there.
    Put(Piece),
    /// Empties the square.
    Erase,
}

impl Default for Tool {
    fn default() -> Tool {
        Tool::Put(Piece::new(Color::White, PieceKind::Pawn))
    }
}

/// What the editor is asked to do.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum EditorCommand {
    /// Opens the editor on this position; `from_game` says whether leaving
    /// goes back to the game (else to the main menu).
    Open {
        /// The position to start from.
        setup: Box<Setup>,
        /// Opened from a game's pause menu.
        from_game: bool,
    },
    /// The palette's choice for clicks on squares.
    Tool(Tool),
    /// A piece put on a square (from the palette, by click or drag).
    Put(Square, Piece),
    /// A square emptied (eraser, right click, or a piece dragged off the
    /// board).
    Clear(Square),
    /// A piece dragged from one square to another (taking what stood there).
    Move(Square, Square),
    /// No pieces at all.
    Empty,
    /// The standard start position.
    Start,
    /// The board seen from the other side.
    Flip,
    /// Who is to move.
    SideToMove(Color),
    /// A castling right on or off (refused unless king and rook are home).
    Castling(Color, CastlingSide, bool),
    /// The en passant square (refused unless a capture onto it is possible).
    EnPassant(Option<Square>),
    /// A FEN pasted or typed: sets the board when it reads.
    Fen(String),
    /// Takes back the last change.
    Undo,
    /// Does again the change last taken back.
    Redo,
    /// A game from this position: on to Setup to choose the opponent.
    PlayFromHere,
    /// The analysis board on this position.
    Analyse,
    /// Back where the editor was opened from.
    Leave,
}

/// The position being edited and everything around it.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct BoardEditor {
    /// The board, side to move, rights and en passant square.
    pub setup: Setup,
    /// What a click on a square does.
    pub tool: Tool,
    /// Black at the bottom.
    pub flipped: bool,
    /// Opened from a game (leaving goes back to it).
    pub from_game: bool,
    /// Why the last request was refused (a FEN that does not read), until
    /// the next change.
    pub refusal: Option<Phrase>,
    /// The legal position, or in words why the setup is not one.
    verdict: Result<Position, Phrase>,
    undo: Vec<Setup>,
    redo: Vec<Setup>,
}

impl Default for BoardEditor {
    fn default() -> BoardEditor {
        BoardEditor::new(Setup::of(&Position::startpos()), false)
    }
}

impl BoardEditor {
    /// An editor on `setup`, with no history.
    pub fn new(setup: Setup, from_game: bool) -> BoardEditor {
        let mut editor = BoardEditor {
            verdict: verdict(&setup),
            setup,
            tool: Tool::default(),
            flipped: false,
            from_game,
            refusal: None,
            undo: Vec::new(),
            redo: Vec::new(),
        };
        editor.tidy();
        editor
    }

    /// The position if the setup is legal, else why not, in words.
    pub fn verdict(&self) -> Result<&Position, &Phrase> {
        self.verdict.as_ref()
    }

    /// Why the setup is not a legal position, as the editor says it in
    /// `tr`'s language (a sentence), or `None` when it is legal.
    pub fn verdict_text(&self, tr: &Tr) -> Option<String> {
        self.verdict
            .as_ref()
            .err()
            .map(|why| capitalised(&tr.text(why, false)))
    }

    /// The last refusal as the editor says it in `tr`'s language.
    pub fn refusal_text(&self, tr: &Tr) -> Option<String> {
        self.refusal
            .as_ref()
            .map(|why| capitalised(&tr.text(why, false)))
    }

    /// The FEN of the setup, legal or not.
    pub fn fen(&self) -> String {
        self.setup.to_fen()
    }

    /// Whether there is a change to take back.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is a change taken back to do again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The castlings that may be allowed: those whose king and rook stand
    /// on their home squares (e1 and h1 for White's king's side...).
    pub fn castling_offers(&self) -> Vec<(Color, CastlingSide)> {
        let at = |sq: Square| self.setup.board[sq.index()];
        let mut offers = Vec::new();
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if at(side.king_from(color)) == Some(Piece::new(color, PieceKind::King))
                    && at(side.rook_from(color)) == Some(Piece::new(color, PieceKind::Rook))
                {
                    offers.push((color, side));
                }
            }
        }
        offers
    }

    /// The en passant squares that may be set: behind a pawn of the side
    /// not to move that could just have advanced two squares (both squares
    /// it crossed empty), beside a pawn of the side to move that could take
    /// it.
    pub fn en_passant_offers(&self) -> Vec<Square> {
        let us = self.setup.side_to_move;
        let them = us.other();
        let at = |sq: Option<Square>| sq.and_then(|sq| self.setup.board[sq.index()]);
        let ahead: i8 = us.fold(1, -1);
        let mut offers = Vec::new();
        for sq in Square::all().filter(|sq| sq.rank() == Rank::SIXTH.relative_to(us)) {
            let pushed = sq.offset(0, -ahead);
            let origin = sq.offset(0, ahead);
            let takers = [
                pushed.and_then(|p| p.offset(-1, 0)),
                pushed.and_then(|p| p.offset(1, 0)),
            ];
            if at(Some(sq)).is_none()
                && at(origin).is_none()
                && at(pushed) == Some(Piece::new(them, PieceKind::Pawn))
                && takers
                    .iter()
                    .any(|t| at(*t) == Some(Piece::new(us, PieceKind::Pawn)))
            {
                offers.push(sq);
            }
        }
        offers
    }

    /// Applies a change to the position, keeping the one before for undo.
    fn change(&mut self, edit: impl FnOnce(&mut Setup)) {
        let before = self.setup.clone();
        edit(&mut self.setup);
        self.tidy();
        if self.setup != before {
            self.undo.push(before);
            self.redo.clear();
        }
        self.refusal = None;
    }

    /// Drops the castling rights and en passant square the board no longer
    /// allows, and judges the position.
    fn tidy(&mut self) {
        let offers = self.castling_offers();
        let mut rights = CastlingRights::NONE;
        for (color, side) in offers {
            if self.setup.castling.has(color, side) {
                rights = rights.with(color, side);
            }
        }
        self.setup.castling = rights;
        self.setup.castling_files = Default::default();
        if self
            .setup
            .en_passant
            .is_some_and(|ep| !self.en_passant_offers().contains(&ep))
        {
            self.setup.en_passant = None;
        }
        self.verdict = verdict(&self.setup);
    }
}

/// The rules' judgement of a setup, in the words a player reads.
fn verdict(setup: &Setup) -> Result<Position, Phrase> {
    setup.clone().into_position().map_err(|e| match e {
        PositionError::OppositeCheck => {
            crate::text!("editor-opposite-check", side = setup.side_to_move.other())
        }
        other => position_error_text(&other),
    })
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn apply_editor_commands(
    mut reader: MessageReader<EditorCommand>,
    mut editor: ResMut<BoardEditor>,
    mut choices: MessageWriter<ChoicesRequest>,
    mut games: MessageWriter<GameCommand>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
) {
    // Worked on a copy: the resource is written only when it changes.
    let mut edited = editor.clone();
    for cmd in reader.read() {
        match cmd {
            EditorCommand::Open { setup, from_game } => {
                edited = BoardEditor::new((**setup).clone(), *from_game);
                edited.flipped = editor.flipped;
                edited.tool = editor.tool;
                next.set(Screen::Editor);
            }
            EditorCommand::Tool(tool) => edited.tool = *tool,
            EditorCommand::Put(sq, piece) => {
                edited.change(|s| s.board[sq.index()] = Some(*piece));
            }
            EditorCommand::Clear(sq) => edited.change(|s| s.board[sq.index()] = None),
            EditorCommand::Move(from, to) => {
                if from != to {
                    edited.change(|s| {
                        let piece = s.board[from.index()].take();
                        if piece.is_some() {
                            s.board[to.index()] = piece;
                        }
                    });
                }
            }
            EditorCommand::Empty => edited.change(|s| {
                let (side, clocks) = (s.side_to_move, (s.halfmove_clock, s.fullmove_number));
                *s = Setup::empty();
                s.side_to_move = side;
                (s.halfmove_clock, s.fullmove_number) = clocks;
            }),
            EditorCommand::Start => edited.change(|s| *s = Setup::of(&Position::startpos())),
            EditorCommand::Flip => edited.flipped = !edited.flipped,
            EditorCommand::SideToMove(color) => edited.change(|s| s.side_to_move = *color),
            EditorCommand::Castling(color, side, on) => {
                if !on {
                    edited.change(|s| s.castling = s.castling.without(*color, *side));
                } else if edited.castling_offers().contains(&(*color, *side)) {
                    edited.change(|s| s.castling = s.castling.with(*color, *side));
                } else {
                    edited.refusal = Some(crate::text!("editor-castling-refused", side = *color));
                }
            }
            EditorCommand::EnPassant(ep) => match ep {
                Some(sq) if !edited.en_passant_offers().contains(sq) => {
                    edited.refusal = Some(crate::text!(
                        "editor-en-passant-refused",
                        square = sq.to_string()
                    ));
                }
                _ => edited.change(|s| s.en_passant = *ep),
            },
            EditorCommand::Fen(text) => match Setup::parse(text.trim()) {
                Ok(setup) => edited.change(|s| *s = setup),
                Err(e) => {
                    edited.refusal = Some(crate::text!(
                        "editor-fen-unreadable",
                        error = parse_fen_error_text(&e)
                    ));
                }
            },
            EditorCommand::Undo => {
                if let Some(before) = edited.undo.pop() {
                    let now = std::mem::replace(&mut edited.setup, before);
                    edited.redo.push(now);
                    edited.tidy();
                    edited.refusal = None;
                }
            }
            EditorCommand::Redo => {
                if let Some(after) = edited.redo.pop() {
                    let now = std::mem::replace(&mut edited.setup, after);
                    edited.undo.push(now);
                    edited.tidy();
                    edited.refusal = None;
                }
            }
            EditorCommand::PlayFromHere => match edited.verdict.clone() {
                Ok(pos) => {
                    choices.write(ChoicesRequest::FromPosition(Box::new(pos)));
                }
                Err(why) => edited.refusal = Some(crate::text!("editor-illegal", why = why)),
            },
            EditorCommand::Analyse => match edited.verdict.clone() {
                Ok(pos) => {
                    games.write(GameCommand::AnalysePosition(Box::new(pos)));
                }
                Err(why) => edited.refusal = Some(crate::text!("editor-illegal", why = why)),
            },
            EditorCommand::Leave => {
                if *screen.get() == Screen::Editor {
                    next.set(if edited.from_game {
                        Screen::Playing
                    } else {
                        Screen::Menu
                    });
                }
            }
        }
    }
    editor.set_if_neq(edited);
}
