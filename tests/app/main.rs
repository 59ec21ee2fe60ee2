//! Headless app tests: the real systems of the game (states, session, board
//! entities, input observers, animation, promotion, game end) run without a
//! window or a GPU. Pointer input is sent as the same `Pointer<...>` events
//! bevy_picking triggers for a real mouse, targeted at the piece and square
//! entities a picking backend would report under the cursor (the backend
//! itself needs a window and a camera; the e2e test covers it with real
//! mouse events).

use std::time::Duration;

use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::HitData;
use bevy::picking::events::{Drag, DragDrop, DragEnd, DragStart, Pointer, Press, Release};
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use rookery::app::CorePlugin;
use rookery::app::board::{
    BoardLayout, BoardSquare, OnSquare, PieceColor, PieceRole, PromotionChoice,
};
use rookery::app::session::{GameCommand, MoveRequest, MoveSource, PendingPromotion, Session};
use rookery::app::states::Screen;
use rookery::rules::{self, Square};

#[path = "../common/mod.rs"]
mod common;

/// The moves 1. h4 g5 2. hxg5 h6 3. gxh6 Bg7 4. hxg7 a6, after which
/// White's g7 pawn promotes only by taking the rook on h8 (the promotion
/// tests' line).
const TO_PROMOTION: [&str; 8] = [
    "h2h4", "g7g5", "h4g5", "h7h6", "g5h6", "f8g7", "h6g7", "a7a6",
];

fn sq(name: &str) -> Square {
    name.parse().expect("square name")
}

struct Harness {
    app: App,
}

impl Harness {
    fn new() -> Harness {
        Harness::with(|_| {})
    }

    /// The core without a window (time advancing 50 ms a frame): `setup`
    /// runs on the app before the `CorePlugin` is added, then one frame.
    fn with(setup: impl FnOnce(&mut App)) -> Harness {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin, bevy::input::InputPlugin))
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
                50,
            )));
        setup(&mut app);
        // The tests read English texts, whatever language the machine's
        // locale asks for.
        let world = app.world_mut();
        match world.get_resource_mut::<rookery::app::held::AppSettings>() {
            Some(mut settings) if settings.language.is_none() => {
                settings.language = Some("en".into());
            }
            Some(_) => {}
            None => {
                world.insert_resource(rookery::app::held::AppSettings(
                    rookery::persist::Settings {
                        language: Some("en".into()),
                        ..Default::default()
                    },
                ));
            }
        }
        app.add_plugins(CorePlugin);
        app.update();
        Harness { app }
    }

    /// Runs frames until glides and fades are over (a second of game time).
    fn settle(&mut self) {
        for _ in 0..20 {
            self.app.update();
        }
    }

    fn world(&mut self) -> &mut World {
        self.app.world_mut()
    }

    /// Runs frames, pausing between them (the work goes on in other
    /// threads), until the resource `R` satisfies `done`; after 30 s fails
    /// saying `what` did not happen.
    fn wait_on<R: Resource + std::fmt::Debug>(
        &mut self,
        what: &str,
        mut done: impl FnMut(&R) -> bool,
    ) {
        for _ in 0..3000 {
            if done(self.app.world().resource::<R>()) {
                return;
            }
            self.app.update();
            std::thread::sleep(Duration::from_millis(10));
        }
        panic!("{what}: {:?}", self.app.world().resource::<R>());
    }

    fn screen(&self) -> Screen {
        *self.app.world().resource::<State<Screen>>().get()
    }

    fn start_game(&mut self) {
        self.world()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Setup);
        self.app.update();
        assert_eq!(self.screen(), Screen::Setup);
        self.world().write_message(GameCommand::Start);
        self.settle();
        assert_eq!(self.screen(), Screen::Playing);
    }

    fn session(&self) -> &Session {
        self.app.world().resource::<Session>()
    }

    /// The text of the status line (empty when there is none).
    fn status(&self) -> String {
        self.app
            .world()
            .resource::<rookery::app::session::StatusLine>()
            .line
            .as_ref()
            .map(|(_, text)| text.english())
            .unwrap_or_default()
    }

    fn position(&self) -> rules::Position {
        *self.session().position()
    }

    fn square_entity(&mut self, at: Square) -> Entity {
        let mut q = self.world().query::<(Entity, &BoardSquare)>();
        q.iter(self.app.world())
            .find(|(_, s)| s.0 == at)
            .map(|(e, _)| e)
            .unwrap_or_else(|| panic!("no square entity {at}"))
    }

    /// The entity a picking backend reports under the pointer at `at`: the
    /// piece standing there if any, else the square.
    fn target_at(&mut self, at: Square) -> Entity {
        let mut q = self.world().query::<(Entity, &OnSquare)>();
        let piece = q
            .iter(self.app.world())
            .find(|(_, p)| p.0 == at)
            .map(|(e, _)| e);
        piece.unwrap_or_else(|| self.square_entity(at))
    }

    fn location(&self, at: Square) -> Location {
        let layout = self.app.world().resource::<BoardLayout>();
        let p = layout.square_center(at);
        Location {
            target: NormalizedRenderTarget::None {
                width: 1120,
                height: 760,
            },
            position: Vec2::new(p.x + 560.0, 380.0 - p.y),
        }
    }

    fn hit(&self) -> HitData {
        HitData::new(Entity::PLACEHOLDER, 0.0, None, None)
    }

    fn trigger<E: std::fmt::Debug + Clone + Reflect>(
        &mut self,
        at: Square,
        event: E,
        entity: Entity,
    ) where
        Pointer<E>: Event,
        for<'a> <Pointer<E> as Event>::Trigger<'a>: Default,
    {
        let loc = self.location(at);
        self.world()
            .trigger(Pointer::new(PointerId::Mouse, loc, event, entity));
    }

    /// Press, move and release the mouse from one square to another, as
    /// bevy_picking reports it: Press, DragStart, Drag, Release, DragDrop on
    /// the entity under the pointer, DragEnd. Returns whether the piece
    /// followed the pointer (only a piece of the side to move does).
    fn drag(&mut self, from: Square, to: Square) -> bool {
        let piece = self.target_at(from);
        let button = PointerButton::Primary;
        let hit = self.hit();
        self.trigger(
            from,
            Press {
                button,
                hit: hit.clone(),
                count: 1,
            },
            piece,
        );
        self.app.update();
        self.trigger(
            from,
            DragStart {
                button,
                hit: hit.clone(),
            },
            piece,
        );
        let layout = *self.app.world().resource::<BoardLayout>();
        let delta = layout.square_center(to) - layout.square_center(from);
        let screen_delta = Vec2::new(delta.x, -delta.y);
        for _ in 0..4 {
            self.trigger(
                from,
                Drag {
                    button,
                    distance: screen_delta,
                    delta: screen_delta / 4.0,
                },
                piece,
            );
            self.app.update();
        }
        let t = self
            .world()
            .get::<Transform>(piece)
            .expect("piece")
            .translation;
        let followed = t.truncate().distance(layout.square_center(to)) < 1.0;
        let under = self.target_at(to);
        let under = if under == piece {
            self.square_entity(to)
        } else {
            under
        };
        self.trigger(
            to,
            Release {
                button,
                hit: hit.clone(),
            },
            under,
        );
        self.trigger(
            to,
            DragDrop {
                button,
                dropped: piece,
                hit: hit.clone(),
            },
            under,
        );
        self.trigger(
            to,
            DragEnd {
                button,
                distance: screen_delta,
            },
            piece,
        );
        self.settle();
        followed
    }

    /// A click (press and release without moving) on a square.
    fn click(&mut self, at: Square) {
        let target = self.target_at(at);
        self.click_entity(at, target);
    }

    /// A click on an entity (a square, a piece or a promotion choice) at
    /// `at`.
    fn click_entity(&mut self, at: Square, entity: Entity) {
        let button = PointerButton::Primary;
        let hit = self.hit();
        self.trigger(
            at,
            Press {
                button,
                hit: hit.clone(),
                count: 1,
            },
            entity,
        );
        self.trigger(at, Release { button, hit }, entity);
        self.app.update();
    }

    fn request(&mut self, uci: &str) {
        let mv = self.position().parse_uci(uci).expect("legal test move");
        self.world().write_message(MoveRequest {
            from: mv.from,
            to: mv.to,
            promotion: mv.promotion,
            source: MoveSource::Typed,
        });
        self.settle();
    }

    /// The entities' board, square by square, must equal the rules board,
    /// and every piece must rest on the centre of its square.
    fn assert_entities_match(&mut self) {
        let pos = self.position();
        self.assert_board_shows(&pos);
    }

    /// The entities' board, square by square, against a rules position
    /// (the live one or one being reviewed), every piece resting on its
    /// square's centre.
    fn assert_board_shows(&mut self, pos: &rules::Position) {
        let layout = *self.app.world().resource::<BoardLayout>();
        let mut q = self
            .world()
            .query::<(&OnSquare, &PieceColor, &PieceRole, &Transform)>();
        let mut seen = [None; 64];
        for (p, c, k, t) in q.iter(self.app.world()) {
            assert!(seen[p.0.index()].is_none(), "two entities on {}", p.0);
            seen[p.0.index()] = Some(rules::Piece::new(c.0, k.0));
            assert!(
                t.translation.truncate().distance(layout.square_center(p.0)) < 0.5,
                "piece on {} rests at {:?}",
                p.0,
                t.translation
            );
        }
        for s in Square::all() {
            assert_eq!(
                seen[s.index()],
                pos.piece_at(s),
                "square {s} in {}",
                pos.to_fen()
            );
        }
    }
}

#[test]
fn menu_setup_playing_and_a_fresh_game() {
    let mut h = Harness::new();
    assert_eq!(h.screen(), Screen::Menu);
    h.start_game();
    let pos = h.position();
    assert_eq!(pos.to_fen(), rules::STARTING_FEN);
    h.assert_entities_match();
}

#[test]
fn drag_e2_e4_through_pointer_events() {
    let mut h = Harness::new();
    h.start_game();
    assert!(
        h.drag(sq("e2"), sq("e4")),
        "the dragged pawn follows the pointer"
    );
    assert_eq!(
        h.position().board_fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
    );
    h.assert_entities_match();
    assert_eq!(h.session().game.moves()[0].san, "e4");
}

#[test]
fn illegal_drop_changes_nothing_and_the_piece_goes_back() {
    let mut h = Harness::new();
    h.start_game();
    let before = h.position();
    assert!(h.drag(sq("e2"), sq("e5")));
    assert_eq!(h.position(), before);
    h.assert_entities_match();
    let status = h.status();
    assert!(status.contains("cannot go to e5"), "{status}");
    // A knight dropped off its moves, and an enemy piece, likewise.
    assert!(h.drag(sq("g1"), sq("g3")));
    assert_eq!(h.position(), before);
    assert!(
        !h.drag(sq("e7"), sq("e5")),
        "Black's pawn does not move on White's turn"
    );
    assert_eq!(h.position(), before);
    h.assert_entities_match();
}

#[test]
fn click_to_move_and_status_for_wrong_clicks() {
    let mut h = Harness::new();
    h.start_game();
    h.click(sq("e4"));
    assert!(h.status().contains("no piece on e4"));
    h.click(sq("e7"));
    assert!(h.status().contains("White's turn"));
    h.click(sq("a1"));
    assert!(h.status().contains("no legal moves"));
    h.click(sq("g1"));
    h.click(sq("f3"));
    h.settle();
    assert_eq!(h.session().game.moves()[0].san, "Nf3");
    h.assert_entities_match();
}

#[test]
fn scripted_game_keeps_entities_in_step() {
    let mut h = Harness::new();
    h.start_game();
    // Captures and both castlings (checked move by move)...
    for uci in [
        "e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "g1f3", "g8f6", "f1c4", "c8f5", "e1g1",
        "b8c6", "d2d3", "e7e6", "c1d2", "e8c8", "h2h4", "c8b8", "h4h5", "g7g5",
    ] {
        h.request(uci);
        h.assert_entities_match();
    }
    // ...then en passant: h5xg6 takes the pawn that just passed to g5.
    h.request("h5g6");
    h.assert_entities_match();
    assert!(
        h.position().piece_at(sq("g5")).is_none(),
        "the en passant victim is gone"
    );
    h.request("f7g6");
    h.assert_entities_match();
    // Undo takes back ...fxg6 and the en passant capture: the g5 pawn returns.
    h.world().write_message(GameCommand::Undo);
    h.settle();
    h.assert_entities_match();
    h.world().write_message(GameCommand::Undo);
    h.settle();
    h.assert_entities_match();
    assert!(h.position().piece_at(sq("g5")).is_some());
    assert!(h.position().piece_at(sq("h5")).is_some());
    // And undo through both castlings back to the start.
    for _ in 0..20 {
        h.world().write_message(GameCommand::Undo);
        h.settle();
        h.assert_entities_match();
    }
    assert_eq!(h.position().to_fen(), rules::STARTING_FEN);
}

#[test]
fn promotion_by_the_dialog_and_cancel() {
    let mut h = Harness::new();
    h.start_game();
    // 1. h4 g5 2. hxg5 h6 3. gxh6 Bg7 4. hxg7 a6: the g7 pawn can only
    // promote by taking the rook on h8.
    for uci in TO_PROMOTION {
        h.request(uci);
    }
    // g7xh8 needs a promotion piece: the dialog opens, nothing is played.
    let before = h.position();
    assert!(h.drag(sq("g7"), sq("h8")));
    assert_eq!(h.position(), before);
    assert!(h.app.world().resource::<PendingPromotion>().0.is_some());
    // Escape-like cancel: a click elsewhere.
    h.click(sq("a3"));
    h.settle();
    assert!(h.app.world().resource::<PendingPromotion>().0.is_none());
    assert_eq!(
        h.position(),
        before,
        "a cancelled promotion changes nothing"
    );
    h.assert_entities_match();
    // Again, and choose a knight this time.
    assert!(h.drag(sq("g7"), sq("h8")));
    let mut q = h.world().query::<(Entity, &PromotionChoice)>();
    let choices: Vec<(Entity, PromotionChoice)> =
        q.iter(h.app.world()).map(|(e, c)| (e, *c)).collect();
    assert_eq!(
        choices.len(),
        4,
        "queen, rook, bishop and knight are offered"
    );
    let knight = choices
        .iter()
        .find(|(_, c)| c.kind == rules::PieceKind::Knight)
        .expect("knight choice")
        .0;
    h.click_entity(sq("h5"), knight);
    h.settle();
    assert_eq!(h.session().game.moves().last().unwrap().san, "gxh8=N");
    h.assert_entities_match();
}

#[test]
fn auto_queen_promotes_without_asking() {
    let mut h = Harness::new();
    h.app
        .world_mut()
        .resource_mut::<rookery::app::held::AppSettings>()
        .auto_queen = true;
    h.start_game();
    // The same line as the dialog test: g7 can only promote by taking h8.
    for uci in TO_PROMOTION {
        h.request(uci);
    }
    assert!(h.drag(sq("g7"), sq("h8")));
    h.settle();
    assert!(
        h.app.world().resource::<PendingPromotion>().0.is_none(),
        "no dialog with auto-queen on"
    );
    assert_eq!(h.session().game.moves().last().unwrap().san, "gxh8=Q");
    h.assert_entities_match();
    // A typed underpromotion still gets the piece it names.
    h.request("a6a5");
    h.request("d2d3");
    h.request("a5a4");
    h.request("b2b3");
    h.request("a4b3");
    h.request("a2a3");
    h.request("b3c2");
    h.request("a3a4");
    h.request("c2b1n");
    assert_eq!(h.session().game.moves().last().unwrap().san, "cxb1=N");
}

#[test]
fn fools_mate_ends_the_game() {
    let mut h = Harness::new();
    h.start_game();
    let square = h.square_entity(sq("e4"));
    let king = h.target_at(sq("e1"));
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        h.request(uci);
    }
    h.settle();
    assert_eq!(h.screen(), Screen::GameOver);
    // The board stays as it was: the same square and piece entities.
    assert_eq!(h.square_entity(sq("e4")), square);
    assert_eq!(h.target_at(sq("e1")), king);
    let outcome = h.session().game.outcome().expect("game over");
    assert_eq!(outcome.to_string(), "0-1, Black wins by checkmate");
    h.assert_entities_match();
    // (That the finished board takes no move is checked where the side to
    // move still has moves, in review.rs: a mated side has none to refuse.)
}

#[test]
fn typed_moves_and_bad_text() {
    let mut h = Harness::new();
    h.start_game();
    for text in ["e4", "e7e5", "Nf3", "Nc6"] {
        h.world().write_message(GameCommand::Typed(text.into()));
        h.settle();
    }
    assert_eq!(h.session().game.moves().len(), 4);
    h.world().write_message(GameCommand::Typed("Qxf7".into()));
    h.settle();
    assert_eq!(h.session().game.moves().len(), 4);
    assert!(h.status().contains("illegal"));
    h.world().write_message(GameCommand::Typed("zz9".into()));
    h.settle();
    assert_eq!(h.session().game.moves().len(), 4);
    h.assert_entities_match();
}

/// The players' names by colour.
fn names(h: &Harness) -> (String, String) {
    let n = &h.session().names;
    (n.white.clone(), n.black.clone())
}

/// A rematch is a new game from the start position (no moves, no result,
/// the board rebuilt) between the same two players with colours swapped,
/// the board turned to the first player's new side; a second one swaps
/// them back.
#[test]
fn resign_and_rematch() {
    use rookery::app::session::SetupChoices;
    let mut h = Harness::new();
    {
        let mut c = h.world().resource_mut::<SetupChoices>();
        c.name = "Ann".into();
        c.opponent = "Bob".into();
    }
    h.start_game();
    assert_eq!(names(&h), ("Ann".into(), "Bob".into()));
    assert!(!h.session().flipped);
    h.request("e2e4");
    h.request("e7e5");
    h.world()
        .write_message(GameCommand::Resign(rules::Color::White));
    h.settle();
    assert_eq!(h.screen(), Screen::GameOver);
    assert_eq!(
        h.session().game.outcome().unwrap().to_string(),
        "0-1, Black wins by resignation"
    );
    h.world().write_message(GameCommand::Rematch);
    h.settle();
    assert_eq!(h.screen(), Screen::Playing);
    let game = &h.session().game;
    assert_eq!(game.ply_count(), 0, "the last game's moves are gone");
    assert_eq!(game.outcome(), None, "the last game's result is gone");
    assert_eq!(game.position().to_fen(), rules::STARTING_FEN);
    assert_eq!(names(&h), ("Bob".into(), "Ann".into()), "colours swap");
    assert_eq!(h.session().first_player, rules::Color::Black);
    assert!(h.session().flipped, "Ann, now Black, sees her own side");
    h.assert_entities_match();
    // Bob, White now, plays; Black resigns; the next rematch swaps back.
    h.request("d2d4");
    h.world()
        .write_message(GameCommand::Resign(rules::Color::Black));
    h.settle();
    h.world().write_message(GameCommand::Rematch);
    h.settle();
    assert_eq!(h.session().game.ply_count(), 0);
    assert_eq!(names(&h), ("Ann".into(), "Bob".into()));
    assert_eq!(h.session().first_player, rules::Color::White);
    assert!(!h.session().flipped);
    h.assert_entities_match();
}

/// The rematch keeps the last game's players, not Setup's: here a loaded
/// game (as `saves::convert` makes one) of Carol, White, against the
/// computer, while Setup still names two people. In the rematch the
/// computer has White and moves first.
#[test]
fn a_rematch_is_between_the_last_games_players() {
    use rookery::app::session::{GameMode, Opponent, PlayerKind, SetupChoices};
    use rookery::engine::Level;
    let mut h = Harness::new();
    h.start_game();
    assert_eq!(
        h.app.world().resource::<SetupChoices>().mode,
        GameMode::HumanVsHuman
    );
    let computer = PlayerKind::Computer(Opponent::Builtin(Level::Random));
    {
        let mut s = h.world().resource_mut::<Session>();
        s.names = rules::ByColor {
            white: "Carol".into(),
            black: "Rookery (Random mover)".into(),
        };
        s.players = rules::ByColor {
            white: PlayerKind::Human,
            black: computer.clone(),
        };
        s.mode = GameMode::HumanVsComputer;
    }
    h.world()
        .write_message(GameCommand::Resign(rules::Color::White));
    h.settle();
    h.world().write_message(GameCommand::Rematch);
    h.app.update();
    let s = h.session();
    assert_eq!(names(&h), ("Rookery (Random mover)".into(), "Carol".into()));
    assert_eq!(s.players.white, computer);
    assert_eq!(s.players.black, PlayerKind::Human);
    assert_eq!(s.mode, GameMode::HumanVsComputer);
    assert!(s.flipped, "Carol, now Black, sees her own side");
    // The computer, White now, makes the first move by itself.
    computer::wait_until(&mut h, |h| h.session().game.ply_count() == 1);
}

#[test]
fn idle_board_asks_for_no_redraws_and_a_move_does() {
    use bevy::window::RequestRedraw;
    let mut h = Harness::new();
    h.start_game();
    h.settle();
    // Counts the redraw requests over ten frames (read every frame: messages
    // live for two updates).
    let count = |h: &mut Harness| {
        let mut cursor = h
            .app
            .world()
            .resource::<Messages<RequestRedraw>>()
            .get_cursor_current();
        let mut n = 0;
        for _ in 0..10 {
            h.app.update();
            n += cursor
                .read(h.app.world().resource::<Messages<RequestRedraw>>())
                .count();
        }
        n
    };
    assert_eq!(count(&mut h), 0, "nothing moves, nothing is redrawn");
    let mv = h.position().parse_uci("e2e4").expect("legal");
    h.world().write_message(MoveRequest {
        from: mv.from,
        to: mv.to,
        promotion: None,
        source: MoveSource::Click,
    });
    assert!(count(&mut h) > 0, "a gliding piece keeps frames coming");
    h.settle();
    assert_eq!(count(&mut h), 0, "and stops asking once it rests");
}

#[test]
fn moves_during_an_animation_are_neither_lost_nor_duplicated() {
    let mut h = Harness::new();
    h.start_game();
    // Four moves, one per frame, each starting while the last still glides.
    for uci in ["e2e4", "e7e5", "g1f3", "b8c6"] {
        let mv = h.position().parse_uci(uci).expect("legal");
        h.world().write_message(MoveRequest {
            from: mv.from,
            to: mv.to,
            promotion: None,
            source: MoveSource::Click,
        });
        h.app.update();
    }
    // A drag on the piece that is still gliding: the knight from c6.
    h.drag(sq("f3"), sq("e5"));
    h.settle();
    assert_eq!(h.session().game.moves().len(), 5);
    h.assert_entities_match();
}

mod board_access;
mod board_keys;
mod chooser;
mod clock;
mod explorer;
mod library_screen;
mod saves;
mod speech;
mod stepping;
mod text_size;

mod computer {
    use super::*;
    use rookery::app::ai::Hint;
    use rookery::app::session::{GameMode, PlayerKind, SetupChoices};
    use rookery::engine::Level;

    fn start_against_computer(h: &mut Harness, level: Level) {
        {
            let mut c = h.world().resource_mut::<SetupChoices>();
            c.mode = GameMode::HumanVsComputer;
            c.level = level;
        }
        h.start_game();
        assert!(matches!(h.session().players.black, PlayerKind::Computer(_)));
    }

    /// Runs frames (real time passes for the background search) until
    /// `done` holds, for at most ~20 seconds.
    pub(super) fn wait_until(h: &mut Harness, mut done: impl FnMut(&mut Harness) -> bool) {
        for _ in 0..2000 {
            if done(h) {
                return;
            }
            h.app.update();
            std::thread::sleep(Duration::from_millis(10));
        }
        panic!("timed out waiting for the computer");
    }

    #[test]
    fn the_computer_answers_and_undo_takes_back_both_moves() {
        let mut h = Harness::new();
        start_against_computer(&mut h, Level::Random);
        assert!(h.drag(sq("e2"), sq("e4")));
        wait_until(&mut h, |h| h.session().game.ply_count() == 2);
        h.settle();
        h.assert_entities_match();
        assert_eq!(h.session().game.side_to_move(), rules::Color::White);
        // One undo takes back the reply and the move: White to move again.
        h.world().write_message(GameCommand::Undo);
        h.settle();
        assert_eq!(h.session().game.ply_count(), 0);
        h.assert_entities_match();
    }

    #[test]
    fn a_human_cannot_move_for_the_computer() {
        let mut h = Harness::new();
        {
            let mut c = h.world().resource_mut::<SetupChoices>();
            c.mode = GameMode::HumanVsComputer;
            c.level = Level::Strength(1);
            c.color = rookery::app::session::ColorChoice::Black;
        }
        h.start_game();
        // White is the computer, which takes at least a third of a second:
        // a move typed for White meanwhile is refused.
        h.world().write_message(GameCommand::Typed("e4".into()));
        h.app.update();
        assert_eq!(h.session().game.ply_count(), 0);
        let status = h.status();
        assert!(status.contains("computer is to move"), "{status}");
        wait_until(&mut h, |h| h.session().game.ply_count() == 1);
        h.settle();
        h.assert_entities_match();
    }

    #[test]
    fn help_me_move_shows_a_legal_move_and_changes_nothing() {
        let mut h = Harness::new();
        start_against_computer(&mut h, Level::Strength(2));
        let before = h.position();
        h.world().write_message(GameCommand::Hint);
        wait_until(&mut h, |h| h.app.world().resource::<Hint>().0.is_some());
        let (_, mv, san) = h.app.world().resource::<Hint>().0.clone().unwrap();
        assert!(before.is_legal(&mv));
        assert_eq!(before.san(&mv), san);
        assert_eq!(h.position(), before, "a hint plays nothing");
    }

    #[test]
    fn computer_against_computer_plays_on_its_own() {
        let mut h = Harness::new();
        {
            let mut c = h.world().resource_mut::<SetupChoices>();
            c.mode = GameMode::ComputerVsComputer;
            c.level = Level::Random;
        }
        h.start_game();
        wait_until(&mut h, |h| h.session().game.ply_count() >= 4);
        h.world()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Menu);
        h.settle();
        assert_eq!(h.screen(), Screen::Menu);
    }
}

mod broken_engine {
    use super::computer::wait_until;
    use super::*;
    use rookery::app::session::{EngineChoice, GameMode, SetupChoices};

    #[test]
    fn a_missing_engine_is_reported_and_rookery_takes_over() {
        let mut h = Harness::new();
        {
            let mut c = h.world().resource_mut::<SetupChoices>();
            c.mode = GameMode::HumanVsComputer;
            c.engine = EngineChoice::External;
            c.engine_path = "/nonexistent/rookery-test-engine".into();
        }
        h.start_game();
        assert!(h.drag(sq("e2"), sq("e4")));
        wait_until(&mut h, |h| h.session().engine_failure.is_some());
        let status = h.status();
        assert!(status.contains("no engine found"), "{status}");
        // The game survives: the move stands, nothing else changed.
        assert_eq!(h.session().game.ply_count(), 1);
        assert!(!h.session().game.is_over());
        h.world().write_message(GameCommand::UseBuiltinEngine);
        wait_until(&mut h, |h| h.session().game.ply_count() == 2);
        h.settle();
        h.assert_entities_match();
    }
}

mod sound;

mod new_game;

mod idle;

mod draw;

mod editor;

mod fast_drag;

mod game_review;

mod analysis;

mod notes;

mod notes_access;

mod studies;

mod repertoire;

mod study_files;

mod learn;

mod engine_notes;

mod owners;

mod puzzles;
mod questions;

mod report;

mod i18n;

mod no_display;
