//! Chess clocks driven by exact synthetic durations. Expected times follow
//! from the definitions of the controls (FIDE Laws of Chess 6.1 and
//! Appendix on increments; US Chess rulebook, delay clocks), worked by hand
//! in each test's comments.

use std::time::Duration;

use rookery::rules::{
    Allowance, Clock, ClockKind, Color, EndReason, Flagged, Game, GameResult, TimeControl,
    TimeControlError, clk_text, parse_clk,
};

fn s(secs: u64) -> Duration {
    Duration::from_secs(secs)
}

fn ms(millis: u64) -> Duration {
    Duration::from_millis(millis)
}

/// A clock whose first two (untimed) moves are made: White's clock runs.
fn started(control: TimeControl) -> Clock {
    let mut clock = Clock::new(control, Color::White);
    clock.press().unwrap();
    clock.press().unwrap();
    clock
}

#[test]
fn no_clock_runs_until_each_side_has_moved() {
    let mut clock = Clock::new(TimeControl::fischer(60, 0), Color::White);
    assert_eq!(clock.running(), None);
    assert_eq!(clock.tick(s(30)), None);
    assert_eq!(clock.left(Color::White), s(60));
    clock.press().unwrap();
    assert_eq!(clock.running(), None);
    clock.tick(s(30));
    assert_eq!(clock.left(Color::Black), s(60));
    clock.press().unwrap();
    assert_eq!(clock.running(), Some(Color::White));
    clock.tick(s(30));
    assert_eq!(clock.left(Color::White), s(30));
}

#[test]
fn the_first_moves_earn_no_increment() {
    let clock = started(TimeControl::fischer(180, 2));
    assert_eq!(clock.left(Color::White), s(180));
    assert_eq!(clock.left(Color::Black), s(180));
}

#[test]
fn fischer_adds_the_increment_after_each_move() {
    // 3+2: White uses 5 s (175 left) and gains 2: 177. Black uses 10 s
    // (170) and gains 2: 172.
    let mut clock = started(TimeControl::fischer(180, 2));
    clock.tick(s(5));
    assert_eq!(clock.press(), Ok(s(177)));
    assert_eq!(clock.running(), Some(Color::Black));
    clock.tick(s(10));
    assert_eq!(clock.press(), Ok(s(172)));
    assert_eq!(clock.left(Color::White), s(177));
    assert_eq!(clock.left(Color::Black), s(172));
}

#[test]
fn fischer_time_can_grow_past_the_base() {
    // A 1 s move with a 5 s increment leaves 60 - 1 + 5 = 64.
    let mut clock = started(TimeControl::fischer(60, 5));
    clock.tick(s(1));
    assert_eq!(clock.press(), Ok(s(64)));
}

#[test]
fn bronstein_gives_back_the_time_used_up_to_the_delay() {
    let control = TimeControl::same(ClockKind::Bronstein, Allowance::secs(60, 5));
    let mut clock = started(control);
    // 3 s used, 3 given back: 60.
    clock.tick(s(3));
    assert_eq!(clock.press(), Ok(s(60)));
    // Black uses 8 s, gets 5 back: 57.
    clock.tick(s(8));
    assert_eq!(clock.press(), Ok(s(57)));
    // Never more than the base from a fast move: 0.5 s used, 0.5 back.
    clock.tick(ms(500));
    assert_eq!(clock.press(), Ok(s(60)));
}

#[test]
fn simple_delay_waits_before_the_clock_runs() {
    let control = TimeControl::same(ClockKind::SimpleDelay, Allowance::secs(60, 5));
    let mut clock = started(control);
    // 4 s inside the 5 s delay cost nothing.
    clock.tick(s(4));
    assert_eq!(clock.left(Color::White), s(60));
    assert_eq!(clock.delay_left(), Some(s(1)));
    // 3 s more: 1 s of delay, then 2 s off the clock: 58.
    clock.tick(s(3));
    assert_eq!(clock.left(Color::White), s(58));
    assert_eq!(clock.delay_left(), Some(Duration::ZERO));
    // Nothing is added at the move; the next move has its full delay.
    assert_eq!(clock.press(), Ok(s(58)));
    assert_eq!(clock.delay_left(), Some(s(5)));
}

#[test]
fn the_delays_differ_at_flag_fall() {
    // One second left and a 3 s delay. Bronstein's clock runs down from
    // the first instant: the flag falls after 1 s. The simple delay's clock
    // waits 3 s first: the flag falls after 4 s.
    let mut bronstein = started(TimeControl::same(
        ClockKind::Bronstein,
        Allowance::secs(1, 3),
    ));
    let mut simple = started(TimeControl::same(
        ClockKind::SimpleDelay,
        Allowance::secs(1, 3),
    ));
    assert_eq!(bronstein.tick(s(1)), Some(Color::White));
    assert_eq!(simple.tick(s(1)), None);
    assert_eq!(simple.tick(ms(2999)), None);
    assert_eq!(simple.left(Color::White), ms(1));
    assert_eq!(simple.tick(ms(1)), Some(Color::White));
}

#[test]
fn a_handicap_gives_each_side_its_own_allowance() {
    // White 5+3, Black 2+3.
    let control = TimeControl {
        kind: ClockKind::Fischer,
        white: Allowance::secs(300, 3),
        black: Allowance::secs(120, 3),
    };
    assert!(control.is_handicap());
    let mut clock = started(control);
    assert_eq!(clock.left(Color::White), s(300));
    assert_eq!(clock.left(Color::Black), s(120));
    clock.tick(s(10));
    assert_eq!(clock.press(), Ok(s(293)));
    clock.tick(s(10));
    assert_eq!(clock.press(), Ok(s(113)));
}

#[test]
fn the_flag_falls_exactly_at_zero() {
    let mut clock = started(TimeControl::fischer(10, 0));
    assert_eq!(clock.tick(ms(9999)), None);
    assert_eq!(clock.left(Color::White), ms(1));
    assert_eq!(clock.tick(ms(1)), Some(Color::White));
    assert_eq!(clock.left(Color::White), Duration::ZERO);
    assert_eq!(clock.flagged(), Some(Color::White));
    assert_eq!(clock.running(), None);
}

#[test]
fn a_long_step_stops_at_zero() {
    let mut clock = started(TimeControl::fischer(10, 0));
    assert_eq!(clock.tick(s(3600)), Some(Color::White));
    assert_eq!(clock.left(Color::White), Duration::ZERO);
    // The other clock never ran.
    assert_eq!(clock.left(Color::Black), s(10));
}

#[test]
fn a_move_after_flag_fall_is_refused_and_changes_nothing() {
    let mut clock = started(TimeControl::fischer(10, 5));
    clock.tick(s(10));
    let before = clock.clone();
    assert_eq!(clock.press(), Err(Flagged(Color::White)));
    assert_eq!(clock, before);
    assert_eq!(clock.turn(), Color::White);
    assert_eq!(clock.left(Color::White), Duration::ZERO);
}

#[test]
fn pause_stops_the_running_clock_and_resume_goes_on() {
    let mut clock = started(TimeControl::fischer(60, 0));
    clock.tick(s(5));
    clock.pause();
    assert_eq!(clock.running(), None);
    assert_eq!(clock.tick(s(100)), None);
    assert_eq!(clock.left(Color::White), s(55));
    clock.resume();
    clock.tick(s(5));
    assert_eq!(clock.left(Color::White), s(50));
}

#[test]
fn a_stopped_clock_never_runs_again() {
    let mut clock = started(TimeControl::fischer(60, 0));
    clock.stop();
    clock.resume();
    clock.tick(s(5));
    assert_eq!(clock.left(Color::White), s(60));
}

#[test]
fn taking_a_move_back_gives_no_time_back() {
    let mut clock = started(TimeControl::fischer(60, 0));
    clock.tick(s(20));
    clock.press().unwrap(); // White: 40
    clock.tick(s(5));
    clock.take_back();
    assert_eq!(clock.turn(), Color::White);
    assert_eq!(clock.left(Color::White), s(40));
    assert_eq!(clock.left(Color::Black), s(55));
    assert_eq!(clock.history().len(), 2);
}

#[test]
fn the_history_holds_each_movers_time_after_the_move() {
    let mut clock = started(TimeControl::fischer(60, 1));
    clock.tick(s(2));
    clock.press().unwrap();
    clock.tick(s(3));
    clock.press().unwrap();
    assert_eq!(clock.history(), &[s(60), s(60), s(59), s(58)]);
}

#[test]
fn a_flag_against_a_lone_king_is_a_draw() {
    // FIDE 6.9: White flags, but Black has only a king: a draw.
    let mut game = Game::from_fen("8/8/8/4k3/8/8/3QK3/8 w - - 0 1").unwrap();
    let outcome = game.time_out(Color::White).unwrap();
    assert_eq!(outcome.result, GameResult::Draw);
    assert_eq!(outcome.reason, EndReason::TimeoutInsufficientMaterial);
}

#[test]
fn a_flag_against_a_side_that_can_still_mate_loses() {
    // Black has a knight against White's king and pawn: White can be mated
    // (the pawn can block), so White's flag loses (FIDE 6.9).
    let mut game = Game::from_fen("8/8/8/4k3/8/4n3/3P4/3K4 w - - 0 1").unwrap();
    let outcome = game.time_out(Color::White).unwrap();
    assert_eq!(outcome.result, GameResult::BlackWins);
    assert_eq!(outcome.reason, EndReason::Timeout);
}

#[test]
fn a_clock_survives_a_round_trip_through_ron() {
    let mut clock = started(TimeControl {
        kind: ClockKind::Bronstein,
        white: Allowance::secs(300, 2),
        black: Allowance {
            base: ms(90_500),
            bonus: s(2),
        },
    });
    clock.tick(ms(1234));
    clock.press().unwrap();
    clock.pause();
    let text = ron::to_string(&clock).unwrap();
    let back: Clock = ron::from_str(&text).unwrap();
    assert_eq!(back, clock);
    assert!(back.is_sound());
}

#[test]
fn time_controls_read_and_write_pgn_and_exact_text() {
    let blitz = TimeControl::fischer(180, 2);
    assert_eq!(blitz.pgn_tag(), "180+2");
    assert!(blitz.pgn_tag_is_exact());
    assert_eq!(blitz.exact(), "fischer 180+2");
    assert_eq!(TimeControl::parse("180+2"), Ok(blitz));
    assert_eq!(TimeControl::parse("600"), Ok(TimeControl::fischer(600, 0)));
    let delay = TimeControl::same(ClockKind::SimpleDelay, Allowance::secs(300, 5));
    assert_eq!(delay.pgn_tag(), "300+5");
    assert!(!delay.pgn_tag_is_exact());
    assert_eq!(delay.exact(), "delay 300+5");
    assert_eq!(TimeControl::parse("delay 300+5"), Ok(delay));
    let handicap = TimeControl {
        kind: ClockKind::Bronstein,
        white: Allowance::secs(300, 2),
        black: Allowance {
            base: ms(90_500),
            bonus: s(2),
        },
    };
    assert_eq!(handicap.exact(), "bronstein 300+2 90.5+2");
    assert_eq!(TimeControl::parse(&handicap.exact()), Ok(handicap));
    assert_eq!(blitz.to_string(), "3+2");
    assert_eq!(delay.to_string(), "5+5 simple delay");
}

#[test]
fn bad_time_controls_are_refused_with_a_reason() {
    assert_eq!(TimeControl::parse("0+2"), Err(TimeControlError::NoTime));
    assert_eq!(
        TimeControl::parse("999999+0"),
        Err(TimeControlError::TooLong)
    );
    for text in [
        "",
        "fischer",
        "3+2+1",
        "-5+2",
        "abc",
        "1e9",
        "10+x",
        "delay 1+2 3+4 5+6",
    ] {
        assert!(
            matches!(
                TimeControl::parse(text),
                Err(TimeControlError::Unreadable(_))
            ),
            "{text:?}"
        );
    }
}

#[test]
fn clk_comments_read_and_write_as_lichess_exports_them() {
    assert_eq!(clk_text(s(297)), "0:04:57");
    assert_eq!(clk_text(s(3723)), "1:02:03");
    assert_eq!(clk_text(ms(5300)), "0:00:05.3");
    assert_eq!(parse_clk("0:04:57"), Some(s(297)));
    assert_eq!(parse_clk("1:02:03.4"), Some(ms(3_723_400)));
    assert_eq!(parse_clk("4:57"), Some(s(297)));
    for bad in ["", "0:61:00", "a:00:00", "1:2:3:4", "0:00:05.1234"] {
        assert_eq!(parse_clk(bad), None, "{bad:?}");
    }
}

/// Premove targets are geometry only (as on lichess): counted by hand on
/// the board, ignoring pieces in the way.
mod premove {
    use rookery::rules::{PieceKind, Position, Square};

    fn targets(fen: &str, from: &str) -> Vec<String> {
        let pos = Position::from_fen(fen).expect("fen");
        let from: Square = from.parse().expect("square");
        let mut names: Vec<String> = pos
            .premove_targets(from)
            .into_iter()
            .map(|s| s.to_string())
            .collect();
        names.sort();
        names
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn pieces_premove_as_on_an_empty_board() {
        assert_eq!(targets(START, "g1"), ["e2", "f3", "h3"]);
        assert_eq!(targets(START, "e2"), ["d3", "e3", "e4", "f3"]);
        // The rook's lines through its own pieces: 7 up, 7 along.
        assert_eq!(targets(START, "a1").len(), 14);
        assert_eq!(targets(START, "e7"), ["d6", "e5", "e6", "f6"]);
        assert_eq!(targets(START, "e4"), Vec::<String>::new());
    }

    #[test]
    fn the_king_premoves_castling_only_with_the_right() {
        assert_eq!(
            targets(START, "e1"),
            ["c1", "d1", "d2", "e2", "f1", "f2", "g1"]
        );
        let no_rights = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
        assert_eq!(targets(no_rights, "e1"), ["d1", "d2", "e2", "f1", "f2"]);
    }

    #[test]
    fn a_premove_is_played_only_when_legal_and_promotes_to_a_queen() {
        let pos = Position::from_fen("8/P6k/8/8/8/8/8/K7 w - - 0 1").expect("fen");
        let mv = pos
            .premove("a7".parse().unwrap(), "a8".parse().unwrap())
            .expect("a legal promotion");
        assert_eq!(mv.promotion, Some(PieceKind::Queen));
        // A pawn capture to an empty square is not a move.
        assert_eq!(
            pos.premove("a7".parse().unwrap(), "b8".parse().unwrap()),
            None
        );
    }
}

#[test]
fn a_recorded_game_gives_back_its_clocks() {
    use rookery::rules::{Clock, Color, TimeControl};
    use std::time::Duration;
    let s = Duration::from_secs;
    let c = Clock::from_record(
        TimeControl::fischer(180, 2),
        Color::White,
        &[s(180), s(178), s(170)],
    )
    .expect("times a 3+2 clock can show");
    assert_eq!(c.left(Color::White), s(170));
    assert_eq!(c.left(Color::Black), s(178));
    assert_eq!(c.turn(), Color::Black);
    assert_eq!(c.history(), [s(180), s(178), s(170)]);
    assert!(c.has_started());
    // Nobody's clock shows more than a day and the longest bonuses.
    assert_eq!(
        Clock::from_record(TimeControl::fischer(180, 2), Color::White, &[s(10_000_000)]),
        None
    );
}
