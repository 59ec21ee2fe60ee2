//! Engine matches (`rookery match`): two engines play each opening twice,
//! colours swapped, and the results are summed up as fastchess does: wins,
//! draws and losses, the Elo difference with its 95% interval from the
//! pairs, the likelihood of superiority, and an SPRT when asked for.
//!
//! A game ends by the rules (checkmate, stalemate, too little material,
//! and the draws a player may claim: threefold repetition and the fifty-move
//! rule, claimed at once as match runners do), by a flag falling (a
//! clock's time plus a margin, [`FLAG_MARGIN`] unless set; a draw when the
//! other side could never mate, FIDE 6.9), by adjudication (by the engines' scores as
//! [`adjudication`] says, when asked for, and at [`MAX_PLIES`]), or against
//! an engine that crashes, hangs or sends an illegal move.

pub mod adjudication;
mod openings;
mod player;
pub mod stats;

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use adjudication::{Adjudication, Adjudicator, Verdict};
pub use openings::{DEFAULT_OPENINGS, Opening, read_openings};
pub use player::{EngineSpec, MoveLimit};
use stats::{Pentanomial, Sprt, SprtDecision, Wdl};

use self::player::Player;

/// Splits `name=value` words (`--sprt "elo0=0 elo1=10"`) into each name's
/// place in `names` and its value's text; `what` names the option in the
/// error, which says which word is wrong and which names there are.
pub(crate) fn named_values<'a>(
    text: &'a str,
    names: &[&str],
    what: &str,
) -> Result<Vec<(usize, &'a str)>, String> {
    text.split_whitespace()
        .map(|word| {
            let (k, v) = word
                .split_once('=')
                .ok_or_else(|| format!("{what}: '{word}' is not name=value"))?;
            let i = names
                .iter()
                .position(|n| *n == k)
                .ok_or_else(|| format!("{what}: unknown '{k}' ({})", names.join(", ")))?;
            Ok((i, v))
        })
        .collect()
}
use crate::rules::{
    Color, EndReason, Game, GameResult, MoveNote, Outcome, PgnEval, write_annotated_game,
};

/// A game still going after this many plies (from the opening's end) is
/// adjudicated a draw.
pub const MAX_PLIES: usize = 500;
/// How far past zero a clock may go before the flag falls, unless the
/// match sets its own (the time it takes to hand a move between processes
/// on a loaded machine).
pub const FLAG_MARGIN: Duration = Duration::from_millis(50);

/// What a match plays.
#[derive(Debug, Clone)]
pub struct MatchConfig {
    /// The two engines; results are the first's.
    pub engines: [EngineSpec; 2],
    /// How many games (rounded up to whole pairs).
    pub games: usize,
    /// How many pairs run at once.
    pub concurrency: usize,
    /// The time or nodes each move gets.
    pub limit: MoveLimit,
    /// The openings, taken in turn.
    pub openings: Vec<Opening>,
    /// The SPRT to stop on, if any.
    pub sprt: Option<Sprt>,
    /// The seed for the in-process engines' choices.
    pub seed: u64,
    /// Resign and draw by score.
    pub adjudication: Adjudication,
    /// How far past zero a clock may go before its flag falls.
    pub flag_margin: Duration,
}

/// How a match game ended, beside the rules' own endings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameEnd {
    /// By the rules: checkmate, stalemate, too little material, or a draw
    /// claimed at once.
    Rules,
    /// A flag fell.
    Time,
    /// Decided by the engines' scores, or still going after [`MAX_PLIES`]
    /// (a draw).
    Adjudicated,
    /// An engine crashed, hung or played an illegal move: it lost.
    Failure,
}

impl GameEnd {
    /// The PGN `Termination` tag's value.
    pub fn termination(self) -> &'static str {
        match self {
            GameEnd::Rules => "normal",
            GameEnd::Time => "time forfeit",
            GameEnd::Adjudicated => "adjudication",
            GameEnd::Failure => "rules infraction",
        }
    }
}

/// A finished game.
#[derive(Debug, Clone)]
pub struct GameRecord {
    /// The game number, from 1.
    pub number: usize,
    /// The names of White's and Black's engines.
    pub players: [String; 2],
    /// The game, ended.
    pub game: Game,
    /// How it ended.
    pub end: GameEnd,
    /// Why it ended, in words (for the PGN's comment).
    pub reason: String,
    /// The first engine's points in half points (0, 1, 2).
    pub first_half_points: u8,
    /// The score each engine's search gave with its move (its view of the
    /// position after its best move, turned to White's view), one entry
    /// per move of the game; `None` for the opening's moves and a move
    /// sent without a score.
    pub evals: Vec<Option<PgnEval>>,
}

/// The result of a match.
#[derive(Debug, Clone, Default)]
pub struct MatchResult {
    /// The names of the first and second engine.
    pub names: [String; 2],
    /// The first engine's wins, draws and losses.
    pub wdl: Wdl,
    /// The pairs.
    pub pairs: Pentanomial,
    /// Games ended by a crash, hang or illegal move.
    pub failures: usize,
    /// Games lost on time.
    pub timeouts: usize,
    /// Games adjudicated.
    pub adjudicated: usize,
    /// The SPRT's decision when the match stopped.
    pub sprt: Option<(f64, SprtDecision)>,
}

/// Plays a match. `on_game` hears each finished game (in the order they
/// finish) and the result so far; errors are an engine that cannot start.
pub fn run_match(
    config: &MatchConfig,
    on_game: &mut (dyn FnMut(&GameRecord, &MatchResult) + Send),
) -> Result<MatchResult, String> {
    // Start each engine once first, so a bad description fails at once.
    let mut names = [String::new(), String::new()];
    for (i, spec) in config.engines.iter().enumerate() {
        names[i] = Player::start(spec, config.seed)?.name().to_string();
    }
    let pairs = config.games.div_ceil(2).max(1);
    let result = Mutex::new(MatchResult {
        names,
        ..MatchResult::default()
    });
    let next_pair = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let on_game = Mutex::new(on_game);
    let errors = Mutex::new(Vec::<String>::new());
    std::thread::scope(|scope| {
        for worker in 0..config.concurrency.clamp(1, 64) {
            let (result, next_pair, stop, on_game, errors) =
                (&result, &next_pair, &stop, &on_game, &errors);
            scope.spawn(move || {
                let seed = config.seed ^ (worker as u64).wrapping_mul(0x2545_F491_4F6C_DD1D);
                let mut players = [None, None];
                loop {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let pair = next_pair.fetch_add(1, Ordering::Relaxed);
                    if pair >= pairs {
                        break;
                    }
                    let opening = &config.openings[pair % config.openings.len()];
                    let mut half_points = [0u8; 2];
                    for leg in 0..2 {
                        let number = pair * 2 + leg + 1;
                        // Leg 0: the first engine has White.
                        let record = match play_game(
                            config,
                            &mut players,
                            seed ^ number as u64,
                            opening,
                            leg == 1,
                            number,
                            stop,
                        ) {
                            Ok(record) => record,
                            Err(e) => {
                                errors.lock().unwrap_or_else(|p| p.into_inner()).push(e);
                                stop.store(true, Ordering::Relaxed);
                                return;
                            }
                        };
                        half_points[leg] = record.first_half_points;
                        let mut r = result.lock().unwrap_or_else(|p| p.into_inner());
                        match record.first_half_points {
                            2 => r.wdl.wins += 1,
                            1 => r.wdl.draws += 1,
                            _ => r.wdl.losses += 1,
                        }
                        match record.end {
                            GameEnd::Rules => {}
                            GameEnd::Time => r.timeouts += 1,
                            GameEnd::Adjudicated => r.adjudicated += 1,
                            GameEnd::Failure => r.failures += 1,
                        }
                        if leg == 1 {
                            r.pairs.add_pair(half_points[0], half_points[1]);
                            if let Some(sprt) = &config.sprt {
                                let llr = sprt.llr(&r.pairs);
                                let decision = sprt.decide(llr);
                                r.sprt = Some((llr, decision));
                                if decision != SprtDecision::Continue {
                                    stop.store(true, Ordering::Relaxed);
                                }
                            }
                        }
                        let snapshot = r.clone();
                        drop(r);
                        (on_game.lock().unwrap_or_else(|p| p.into_inner()))(&record, &snapshot);
                    }
                }
            });
        }
    });
    if let Some(e) = errors.into_inner().unwrap_or_default().into_iter().next() {
        return Err(e);
    }
    Ok(result.into_inner().unwrap_or_else(|p| p.into_inner()))
}

/// Plays one game; `swapped` gives the first engine Black. Engines are
/// started on first use and again after a crash.
fn play_game(
    config: &MatchConfig,
    players: &mut [Option<Player>; 2],
    seed: u64,
    opening: &Opening,
    swapped: bool,
    number: usize,
    stop: &AtomicBool,
) -> Result<GameRecord, String> {
    for (i, slot) in players.iter_mut().enumerate() {
        if slot.is_none() {
            *slot = Some(Player::start(&config.engines[i], seed)?);
        }
        if let Some(p) = slot.as_mut() {
            p.new_game();
        }
    }
    let mut game = Game::from_position(opening.start);
    for mv in &opening.moves {
        game.try_play(mv)
            .map_err(|e| format!("opening '{}': {e}", opening.text))?;
    }
    // Index of the engine playing `color`.
    let engine_of = |color: Color| usize::from((color == Color::Black) != swapped);
    let names = [
        players[engine_of(Color::White)]
            .as_ref()
            .map_or(String::new(), |p| p.name().to_string()),
        players[engine_of(Color::Black)]
            .as_ref()
            .map_or(String::new(), |p| p.name().to_string()),
    ];
    let (base, inc) = match config.limit {
        MoveLimit::Clock { base, inc } => (Some(base), inc),
        _ => (None, Duration::ZERO),
    };
    let mut clocks = [base.unwrap_or(Duration::ZERO); 2];
    let start_plies = game.ply_count();
    let mut evals = vec![None; start_plies];
    let start = *game.start_position();
    let reason;
    let mut end = GameEnd::Rules;
    let mut adjudicator = Adjudicator::new(config.adjudication);
    loop {
        if let Some(outcome) = game.outcome() {
            reason = outcome.to_string();
            break;
        }
        if let Some(claim) = game.claimable_draw() {
            let _ = game.claim_draw();
            reason = format!("draw by {}", describe_claim(claim));
            break;
        }
        if game.ply_count() - start_plies >= MAX_PLIES {
            let _ = game.end(Outcome::draw(EndReason::Unknown));
            reason = format!("adjudicated a draw after {MAX_PLIES} plies");
            end = GameEnd::Adjudicated;
            break;
        }
        let side = game.side_to_move();
        let who = engine_of(side);
        let moves: Vec<_> = game.moves().iter().map(|m| m.mv).collect();
        let began = Instant::now();
        let player = players[who].as_mut().expect("started above");
        let limit = config.engines[who].limit().unwrap_or(config.limit);
        let answer = player.choose(&start, &moves, limit, clocks, stop);
        let used = began.elapsed();
        let color_index = usize::from(side == Color::Black);
        let loser_name = names[color_index].clone();
        let on_clock = base.is_some() && matches!(limit, MoveLimit::Clock { .. });
        if on_clock && used > clocks[color_index] + config.flag_margin {
            // The clock decides, whatever the engine sent late.
            if let Err((_, true)) = answer {
                players[who] = None;
            }
            // A draw when the other side could never mate (FIDE 6.9).
            reason = match game.time_out(side) {
                Ok(o) if o.result == GameResult::Draw => format!(
                    "{loser_name} ran out of time, but the other side could never checkmate: \
                     a draw"
                ),
                _ => format!("{loser_name} lost on time"),
            };
            end = GameEnd::Time;
            break;
        }
        match answer {
            Ok((mv, score)) => {
                if on_clock {
                    let clock = &mut clocks[color_index];
                    *clock = clock.saturating_sub(used) + inc;
                }
                if let Err(e) = game.try_play(&mv) {
                    let _ = game.end(Outcome {
                        result: GameResult::win_for(side.other()),
                        reason: EndReason::Unknown,
                    });
                    reason = format!("{loser_name}'s engine played an illegal move {mv}: {e}");
                    end = GameEnd::Failure;
                    break;
                }
                evals.push(score.map(|s| s.to_pgn_eval(side)));
                let move_number = (game.ply_count() as u32).div_ceil(2);
                match adjudicator.record(side, score, move_number) {
                    Some(Verdict::Loses(color)) if game.outcome().is_none() => {
                        let _ = game.end(Outcome {
                            result: GameResult::win_for(color.other()),
                            reason: EndReason::Unknown,
                        });
                        let name = &names[usize::from(color == Color::Black)];
                        reason = format!("adjudicated: {name} resigns, both engines agreeing");
                        end = GameEnd::Adjudicated;
                        break;
                    }
                    Some(Verdict::Draw) if game.outcome().is_none() => {
                        let _ = game.end(Outcome::draw(EndReason::Unknown));
                        reason = "adjudicated a draw: both engines see a level game".to_string();
                        end = GameEnd::Adjudicated;
                        break;
                    }
                    _ => {}
                }
            }
            Err((why, fatal)) => {
                if fatal {
                    players[who] = None;
                }
                let _ = game.end(Outcome {
                    result: GameResult::win_for(side.other()),
                    reason: EndReason::Unknown,
                });
                reason = format!("{loser_name}'s engine failed: {why}");
                end = GameEnd::Failure;
                break;
            }
        }
    }
    let outcome = game
        .outcome()
        .expect("every way out of the loop ends the game");
    let first_color = if swapped { Color::Black } else { Color::White };
    let first_half_points = match outcome.result {
        GameResult::Draw => 1,
        r if r == GameResult::win_for(first_color) => 2,
        _ => 0,
    };
    Ok(GameRecord {
        number,
        players: names,
        game,
        end,
        reason,
        first_half_points,
        evals,
    })
}

fn describe_claim(reason: EndReason) -> &'static str {
    match reason {
        EndReason::ThreefoldRepetition => "threefold repetition",
        EndReason::FiftyMoveRule => "the fifty-move rule",
        _ => "claim",
    }
}

impl GameRecord {
    /// The game as PGN: the engines as players, each engine's score after
    /// its move as a `[%eval]` comment (lichess's form, which readers of
    /// PGN show as an evaluation graph), the reason it ended as a comment
    /// before the result and as the Termination tag.
    pub fn to_pgn(&self, event: &str) -> String {
        let tags = vec![
            ("Event".to_string(), event.to_string()),
            ("Site".to_string(), "Rookery match".to_string()),
            ("Round".to_string(), self.number.to_string()),
            ("White".to_string(), self.players[0].clone()),
            ("Black".to_string(), self.players[1].clone()),
            (
                "Termination".to_string(),
                self.end.termination().to_string(),
            ),
        ];
        let notes: Vec<MoveNote> = self
            .evals
            .iter()
            .map(|e| MoveNote {
                comment: e.map(PgnEval::command),
                ..MoveNote::default()
            })
            .collect();
        write_annotated_game(&self.game, &tags, &notes, Some(&self.reason))
    }
}

impl MatchResult {
    /// The summary, as fastchess prints it.
    pub fn summary(&self, sprt: Option<&Sprt>) -> String {
        let mut out = String::new();
        let games = self.wdl.games();
        let pct = |n: u64| {
            if games == 0 {
                0.0
            } else {
                100.0 * n as f64 / games as f64
            }
        };
        out.push_str(&format!(
            "Results of {} vs {}:\n",
            self.names[0], self.names[1]
        ));
        match self.pairs.elo() {
            Some(e) if !e.elo.is_finite() => out.push_str(&format!(
                "Elo: {}inf (every game {}: no interval)\n",
                if e.elo > 0.0 { "+" } else { "-" },
                if e.elo > 0.0 { "won" } else { "lost" }
            )),
            Some(e) => out.push_str(&format!(
                "Elo: {:.2} +/- {:.2} (95%: {:.2} to {:.2})\n",
                e.elo,
                e.margin(),
                e.lower,
                e.upper
            )),
            None => out.push_str("Elo: no complete pair yet\n"),
        }
        if let Some(los) = self.pairs.los() {
            out.push_str(&format!(
                "LOS: {:.2} %, DrawRatio: {:.2} %\n",
                100.0 * los,
                pct(self.wdl.draws)
            ));
        }
        out.push_str(&format!(
            "Games: {games}, Wins: {}, Losses: {}, Draws: {}, Points: {:.1} ({:.2} %)\n",
            self.wdl.wins,
            self.wdl.losses,
            self.wdl.draws,
            self.wdl.points(),
            if games == 0 {
                0.0
            } else {
                100.0 * self.wdl.points() / games as f64
            }
        ));
        let c = self.pairs.counts;
        out.push_str(&format!(
            "Ptnml(0-2): [{}, {}, {}, {}, {}]\n",
            c[0], c[1], c[2], c[3], c[4]
        ));
        if let (Some(sprt), Some((llr, decision))) = (sprt, self.sprt) {
            let (lower, upper) = sprt.bounds();
            out.push_str(&format!(
                "LLR: {llr:.2} ({lower:.2}, {upper:.2}) [{:.2}, {:.2}]{}\n",
                sprt.elo0,
                sprt.elo1,
                match decision {
                    SprtDecision::Continue => "",
                    SprtDecision::H0 => " - H0 accepted",
                    SprtDecision::H1 => " - H1 accepted",
                }
            ));
        }
        out.push_str(&format!(
            "Ended by an engine's failure: {}, on time: {}, by adjudication: {}\n",
            self.failures, self.timeouts, self.adjudicated
        ));
        out
    }
}
