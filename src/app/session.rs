//! The game being played: the rules [`Game`] as the single source of truth,
//! the players, and the commands that change it. Everything the player does
//! (a drop, a click, a typed move, a button) arrives here as a message; the
//! rules decide, and the board entities follow in `board`.

use bevy::prelude::*;

use super::GameSet;
use super::states::{InGame, Screen};
use std::path::PathBuf;

use crate::engine::Level;
use crate::engine::external::Strength;
use crate::rules::{self, ByColor, Color, Game, Move, PieceKind, Square};

/// Who plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GameMode {
    /// Two people at one screen.
    #[default]
    HumanVsHuman,
    /// A person against the computer.
    HumanVsComputer,
    /// The computer against itself, to watch.
    ComputerVsComputer,
}

/// A computer player.
#[derive(Debug, Clone, PartialEq)]
pub enum Opponent {
    /// Rookery's own engine at a level.
    Builtin(Level),
    /// Any UCI engine on the machine.
    External {
        /// Where the engine's program is.
        path: PathBuf,
        /// How strong it should play.
        strength: Strength,
    },
}

/// Who plays one side.
#[derive(Debug, Clone, PartialEq)]
pub enum PlayerKind {
    /// A person at the screen.
    Human,
    /// The computer.
    Computer(Opponent),
}

/// Which engine the computer uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EngineChoice {
    /// Rookery's own engine.
    #[default]
    Builtin,
    /// An external UCI engine.
    External,
}

/// The colour chosen in Setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColorChoice {
    /// Play White (board seen from White's side).
    #[default]
    White,
    /// Play Black (board seen from Black's side).
    Black,
    /// Decided at random when the game starts.
    Random,
}

/// What the Setup screen collects.
#[derive(Resource, Debug, Clone)]
pub struct SetupChoices {
    /// Who plays.
    pub mode: GameMode,
    /// The first player's colour.
    pub color: ColorChoice,
    /// The first player's name.
    pub name: String,
    /// The second player's name.
    pub opponent: String,
    /// Rookery's engine level for the computer.
    pub level: Level,
    /// Rookery's engine or an external one.
    pub engine: EngineChoice,
    /// The external engine's path (remembered).
    pub engine_path: String,
    /// The external engine's strength in Elo (used when it supports UCI_Elo).
    pub engine_elo: u32,
    /// A position to start from instead of the standard one (already
    /// checked by the rules when it was loaded).
    pub start_fen: Option<String>,
}

impl Default for SetupChoices {
    fn default() -> Self {
        SetupChoices {
            mode: GameMode::HumanVsHuman,
            color: ColorChoice::White,
            name: "Player 1".into(),
            opponent: "Player 2".into(),
            level: Level::Strength(3),
            engine: EngineChoice::Builtin,
            engine_path: "/usr/games/stockfish".into(),
            engine_elo: 1500,
            start_fen: None,
        }
    }
}

/// Where Rookery keeps the last external engine path, so it is offered
/// again next time (in the config folder, which `ROOKERY_HOME` moves).
fn engine_path_file() -> Option<PathBuf> {
    crate::persist::Storage::from_env().map(|s| s.config.join("engine-path.txt"))
}

/// Reads the remembered external engine path, if any.
pub fn remembered_engine_path() -> Option<String> {
    let text = std::fs::read_to_string(engine_path_file()?).ok()?;
    let line = text.lines().next()?.trim();
    (!line.is_empty() && line.len() < 4096).then(|| line.to_string())
}

/// Remembers the path of an external engine that started (failures only
/// logged: this is a convenience, never a reason to stop a game).
pub fn remember_engine_path(path: &str) {
    let Some(file) = engine_path_file() else {
        return;
    };
    let text = format!("{}\n", path.trim());
    if let Err(e) = crate::persist::write_atomic(&file, text.as_bytes()) {
        warn!(
            "could not remember the engine path in {}: {e}",
            file.display()
        );
    }
}

impl SetupChoices {
    /// The computer player these choices describe.
    pub fn computer(&self) -> Opponent {
        match self.engine {
            EngineChoice::Builtin => Opponent::Builtin(self.level),
            EngineChoice::External => Opponent::External {
                path: PathBuf::from(self.engine_path.trim()),
                strength: Strength::Elo(self.engine_elo),
            },
        }
    }

    /// The name shown for the computer.
    pub fn computer_name(&self) -> String {
        match self.engine {
            EngineChoice::Builtin => {
                format!("Rookery ({})", crate::app::ai::level_name(self.level))
            }
            EngineChoice::External => {
                let path = PathBuf::from(self.engine_path.trim());
                let name = path
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| "engine".into());
                format!("{name} (Elo {})", self.engine_elo)
            }
        }
    }
}

/// How the status line should look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusKind {
    /// Neutral information.
    Info,
    /// Something the player tried was refused.
    Warning,
}

/// The game in progress (or just finished).
#[derive(Resource, Debug, Clone)]
pub struct Session {
    /// The rules game: position, moves, outcome.
    pub game: Game,
    /// The players' names by colour.
    pub names: ByColor<String>,
    /// Who plays.
    pub mode: GameMode,
    /// The colour of the first player (whose side the board faces by default).
    pub first_player: Color,
    /// Whether the board is seen from Black's side.
    pub flipped: bool,
    /// The last message for the status line.
    pub status: Option<(StatusKind, String)>,
    /// A draw offered by this side, waiting for the other's answer.
    pub draw_offer: Option<Color>,
    /// Who plays each side.
    pub players: ByColor<PlayerKind>,
    /// The computer is searching.
    pub thinking: bool,
    /// An external engine failed while playing this side.
    pub engine_failure: Option<(Color, String)>,
    /// When the game began (seconds since the Unix epoch): names its move
    /// log and is kept in its saves.
    pub started: i64,
    /// Warnings said since the sound cues last looked (each one a refused
    /// action, heard even when the text repeats).
    pub unheard_warnings: u32,
}

impl Session {
    /// A new game from the standard position.
    pub fn new(choices: &SetupChoices, first_player: Color) -> Session {
        let (first, second) = match choices.mode {
            GameMode::HumanVsHuman => (
                (choices.name.clone(), PlayerKind::Human),
                (choices.opponent.clone(), PlayerKind::Human),
            ),
            GameMode::HumanVsComputer => (
                (choices.name.clone(), PlayerKind::Human),
                (
                    choices.computer_name(),
                    PlayerKind::Computer(choices.computer()),
                ),
            ),
            GameMode::ComputerVsComputer => (
                (
                    choices.computer_name(),
                    PlayerKind::Computer(choices.computer()),
                ),
                (
                    choices.computer_name(),
                    PlayerKind::Computer(choices.computer()),
                ),
            ),
        };
        let (white, black) = if first_player == Color::White {
            (first, second)
        } else {
            (second, first)
        };
        let names = ByColor {
            white: white.0,
            black: black.0,
        };
        let players = ByColor {
            white: white.1,
            black: black.1,
        };
        // The FEN was checked when it was loaded; should it fail now, the
        // standard position is the safe fallback.
        let game = choices
            .start_fen
            .as_deref()
            .and_then(|fen| Game::from_fen(fen).ok())
            .unwrap_or_default();
        Session::with_game(game, names, players, choices.mode, first_player)
    }

    /// A session around an existing game (loaded, imported or resumed).
    pub fn with_game(
        game: Game,
        names: ByColor<String>,
        players: ByColor<PlayerKind>,
        mode: GameMode,
        first_player: Color,
    ) -> Session {
        Session {
            players,
            thinking: false,
            engine_failure: None,
            unheard_warnings: 0,
            game,
            names,
            mode,
            first_player,
            flipped: first_player == Color::Black,
            status: None,
            draw_offer: None,
            started: crate::persist::time::now(),
        }
    }

    /// Sets the status line.
    pub fn say(&mut self, kind: StatusKind, text: impl Into<String>) {
        self.unheard_warnings += u32::from(kind == StatusKind::Warning);
        self.status = Some((kind, text.into()));
    }

    /// The side whose player uses the buttons: the one person in a game
    /// against the computer, otherwise the side to move.
    pub fn acting_side(&self) -> Color {
        match (&self.players.white, &self.players.black) {
            (PlayerKind::Human, PlayerKind::Computer(_)) => Color::White,
            (PlayerKind::Computer(_), PlayerKind::Human) => Color::Black,
            _ => self.game.side_to_move(),
        }
    }

    /// The position on the board.
    pub fn position(&self) -> &rules::Position {
        self.game.position()
    }
}

/// Where a move request came from (drops are not animated to their square,
/// everything else glides).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveSource {
    /// Dragged and dropped.
    Drag,
    /// Clicked piece then target.
    Click,
    /// Typed in the move box.
    Typed,
    /// Chosen in the promotion dialog.
    PromotionDialog,
    /// The computer's move.
    Computer,
}

/// A player asks to move a piece; the rules decide.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveRequest {
    /// The square the piece leaves.
    pub from: Square,
    /// The square it goes to.
    pub to: Square,
    /// The promotion piece, if already chosen.
    pub promotion: Option<PieceKind>,
    /// How the player asked.
    pub source: MoveSource,
}

/// A button or key in the game.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum GameCommand {
    /// A move typed in the move box (SAN or UCI).
    Typed(String),
    /// Take back the last move.
    Undo,
    /// Turn the board around.
    Flip,
    /// The side to move offers a draw.
    OfferDraw,
    /// The answer to a pending draw offer.
    AnswerDraw(bool),
    /// Claim a draw by the fifty-move rule or threefold repetition.
    ClaimDraw,
    /// A side resigns (already confirmed).
    Resign(Color),
    /// Start a game with the Setup choices.
    Start,
    /// Play again with colours swapped.
    Rematch,
    /// "Help me move": ask the engine for the best move.
    Hint,
    /// After an external engine failed: let Rookery's engine play that side.
    UseBuiltinEngine,
}

/// Sent after the rules game changed: a move (with how it was asked for),
/// an undo, or a fresh game. The board uses it to choose animations.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameChanged {
    /// A move was played.
    Moved(Move, MoveSource),
    /// A move was taken back.
    Undone(Move),
    /// A new game or position replaced the old one: no animation.
    Reset,
}

/// A move waiting for its promotion piece (the dialog is open).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PendingPromotion(pub Option<(Square, Square, MoveSource)>);

pub(super) fn plugin(app: &mut App) {
    let mut choices = SetupChoices::default();
    if let Some(path) = remembered_engine_path() {
        choices.engine_path = path;
    }
    app.insert_resource(choices)
        .init_resource::<PendingPromotion>()
        .add_message::<MoveRequest>()
        .add_message::<GameCommand>()
        .add_message::<GameChanged>()
        .add_systems(
            Update,
            (
                start_games,
                (apply_commands, apply_moves)
                    .chain()
                    .in_set(GameSet::Apply)
                    .run_if(in_state(InGame)),
                detect_game_end.in_set(GameSet::EndDetection),
            ),
        );
}

/// Start and Rematch work from the Setup and GameOver screens too.
fn start_games(
    mut commands: Commands,
    mut reader: MessageReader<GameCommand>,
    choices: Res<SetupChoices>,
    session: Option<Res<Session>>,
    mut next: ResMut<NextState<Screen>>,
    mut changed: MessageWriter<GameChanged>,
    mut pending: ResMut<PendingPromotion>,
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
        }
        let to_move = new.game.side_to_move();
        new.say(StatusKind::Info, format!("{} to move", new.names[to_move]));
        commands.insert_resource(new);
        pending.0 = None;
        changed.write(GameChanged::Reset);
        next.set(Screen::Playing);
    }
}

fn apply_commands(
    mut reader: MessageReader<GameCommand>,
    mut session: ResMut<Session>,
    mut requests: MessageWriter<MoveRequest>,
    mut changed: MessageWriter<GameChanged>,
    mut pending: ResMut<PendingPromotion>,
) {
    for cmd in reader.read() {
        let s = &mut *session;
        match cmd {
            GameCommand::Typed(text) => {
                let text = text.trim();
                if text.is_empty() {
                    continue;
                }
                if let Some(o) = s.game.outcome() {
                    s.say(StatusKind::Warning, format!("The game is over ({o})"));
                    continue;
                }
                match s.position().parse_move(text) {
                    Ok(mv) => {
                        requests.write(MoveRequest {
                            from: mv.from,
                            to: mv.to,
                            promotion: mv.promotion,
                            source: MoveSource::Typed,
                        });
                    }
                    Err(e) => s.say(StatusKind::Warning, format!("Can't play that: {e}")),
                }
            }
            GameCommand::Undo => {
                pending.0 = None;
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
                        let text = if taken == 1 {
                            "Took back one move".to_string()
                        } else {
                            format!("Took back {taken} moves")
                        };
                        s.say(StatusKind::Info, text);
                    }
                    None => s.say(StatusKind::Warning, "No move to take back"),
                }
            }
            GameCommand::Flip => s.flipped = !s.flipped,
            GameCommand::OfferDraw => {
                if s.game.is_over() {
                    continue;
                }
                let side = s.acting_side();
                s.draw_offer = Some(side);
                let name = s.names[side].clone();
                if matches!(s.players[side.other()], PlayerKind::Computer(_)) {
                    s.say(
                        StatusKind::Info,
                        "You offer a draw; the computer considers it...",
                    );
                } else {
                    s.say(StatusKind::Info, format!("{name} ({side}) offers a draw"));
                }
            }
            GameCommand::AnswerDraw(accept) => {
                let Some(offerer) = s.draw_offer.take() else {
                    continue;
                };
                if *accept {
                    let _ = s.game.agree_draw();
                } else {
                    let name = s.names[offerer.other()].clone();
                    s.say(StatusKind::Info, format!("{name} declines the draw"));
                }
            }
            GameCommand::ClaimDraw => match s.game.claim_draw() {
                Ok(o) => s.say(StatusKind::Info, o.to_string()),
                Err(e) => s.say(StatusKind::Warning, e.to_string()),
            },
            GameCommand::Resign(color) => {
                pending.0 = None;
                let _ = s.game.resign(*color);
            }
            GameCommand::UseBuiltinEngine => {
                if let Some((side, _)) = s.engine_failure.take() {
                    s.players[side] = PlayerKind::Computer(Opponent::Builtin(Level::Strength(8)));
                    s.names[side] = "Rookery (Level 8)".into();
                    s.say(StatusKind::Info, "Rookery's engine takes over");
                }
            }
            GameCommand::Start | GameCommand::Rematch | GameCommand::Hint => {}
        }
    }
}

fn apply_moves(
    settings: Res<crate::persist::Settings>,
    mut reader: MessageReader<MoveRequest>,
    mut session: ResMut<Session>,
    mut changed: MessageWriter<GameChanged>,
    mut pending: ResMut<PendingPromotion>,
) {
    for req in reader.read() {
        let s = &mut *session;
        if let Some(o) = s.game.outcome() {
            s.say(StatusKind::Warning, format!("The game is over ({o})"));
            continue;
        }
        // People move for people, the computer for the computer.
        let computer_turn = matches!(s.players[s.game.side_to_move()], PlayerKind::Computer(_));
        if computer_turn != (req.source == MoveSource::Computer) {
            if computer_turn {
                s.say(StatusKind::Warning, "Wait: the computer is to move");
            }
            continue;
        }
        let candidates: Vec<Move> = s
            .position()
            .legal_moves_from(req.from)
            .iter()
            .filter(|m| m.to == req.to)
            .copied()
            .collect();
        let chosen = match (candidates.as_slice(), req.promotion) {
            ([], _) => {
                let why = explain_illegal(s.position(), req.from, req.to);
                s.say(StatusKind::Warning, why);
                continue;
            }
            ([mv], None) => *mv,
            (many, Some(kind)) => match many.iter().find(|m| m.promotion == Some(kind)) {
                Some(mv) => *mv,
                None => {
                    s.say(StatusKind::Warning, "That promotion is not possible");
                    continue;
                }
            },
            (many, None) if settings.auto_queen && req.source != MoveSource::Computer => {
                // Several moves between the same squares: a promotion, and
                // the player chose never to be asked.
                match many.iter().find(|m| m.promotion == Some(PieceKind::Queen)) {
                    Some(mv) => *mv,
                    None => continue,
                }
            }
            (_, None) => {
                // Several moves between the same squares: a promotion. Ask.
                pending.0 = Some((req.from, req.to, req.source));
                continue;
            }
        };
        pending.0 = None;
        let mover = s.game.side_to_move();
        match s.game.play(&chosen) {
            Ok(_) => {
                s.draw_offer = s.draw_offer.filter(|&c| c == mover);
                // The game recorded the move with its SAN and the position it
                // was played in: take the text and the move number from there.
                let (number, san) = s
                    .game
                    .moves()
                    .last()
                    .map(|m| (m.before.fullmove_number(), m.san.clone()))
                    .unwrap_or_default();
                let dots = if mover == Color::White { "." } else { "..." };
                let mut text = format!("{number}{dots} {san}");
                if s.position().is_check() && !s.game.is_over() {
                    text.push_str(&format!(" - {} is in check", s.game.side_to_move()));
                }
                s.say(StatusKind::Info, text);
                changed.write(GameChanged::Moved(chosen, req.source));
            }
            Err(e) => s.say(StatusKind::Warning, e.to_string()),
        }
    }
}

/// Says why a move between two squares is not possible, in a player's words.
pub fn explain_illegal(pos: &rules::Position, from: Square, to: Square) -> String {
    match pos.piece_at(from) {
        None => format!("There is no piece on {from}"),
        Some(p) if p.color != pos.side_to_move() => {
            format!(
                "That is {}'s {}; it is {}'s turn",
                p.color,
                p.kind,
                pos.side_to_move()
            )
        }
        Some(p) => {
            if pos.legal_moves_from(from).is_empty() {
                format!("The {} on {from} has no legal moves", p.kind)
            } else if pos.is_check() {
                format!("The {} cannot go to {to}: your king is in check", p.kind)
            } else {
                format!("The {} on {from} cannot go to {to}", p.kind)
            }
        }
    }
}

fn detect_game_end(
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(session) = session else { return };
    if *screen.get() == Screen::Playing && session.game.is_over() {
        next.set(Screen::GameOver);
    }
}
