//! The players of a match: Rookery's engine in this process at a level, or
//! any UCI engine (Rookery's own `rookery uci` included) as a child process.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::super::external::{EngineError, ExternalEngine, Go, Strength};
use super::super::nnue::{self, Network};
use super::super::search::{Engine, Limits};
use super::super::{Clock, Level, Score, levels};
use crate::rules::{Color, Move, Position};

/// An engine as named on the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineSpec {
    /// `rookery:level=N` (1 to 8), `rookery:elo=N` (a rating between
    /// levels 1 and 7), `rookery:random` or `rookery` (full strength):
    /// Rookery's engine in this process.
    InProcess {
        /// The level it plays at.
        level: Level,
        /// The name in the results and the PGN.
        name: String,
        /// Its own limit in place of the match's (`nodes=N`,
        /// `movetime=MS`).
        limit: Option<MoveLimit>,
        /// What it evaluates with at full strength (`eval=classic`,
        /// `eval=net` for the built-in network, `eval=PATH` for a
        /// network's file).
        eval: EvalChoice,
    },
    /// `rookery:uci`, or a path to any UCI engine, with `option.Name=value`
    /// words for its options, `arg=...` for each argument to the program
    /// (`/old/rookery arg=uci`) and `name=...` for its name in the results.
    Uci {
        /// The program.
        program: PathBuf,
        /// Its arguments (`uci` for `rookery:uci`).
        args: Vec<String>,
        /// `setoption` pairs, in order.
        options: Vec<(String, String)>,
        /// The name in the results (the engine's own `id name` if empty).
        name: Option<String>,
        /// Its own limit in place of the match's (`nodes=N`,
        /// `movetime=MS`).
        limit: Option<MoveLimit>,
    },
}

impl EngineSpec {
    /// This engine's own limit, which replaces the match's for its moves
    /// (an engine with its own limit has no clock).
    pub fn limit(&self) -> Option<MoveLimit> {
        match self {
            EngineSpec::InProcess { limit, .. } | EngineSpec::Uci { limit, .. } => *limit,
        }
    }

    /// Reads an engine's description: its first word says which engine,
    /// the others (`option.Name=value`, `name=...`, `nodes=N`,
    /// `movetime=MS`) how to set it up.
    pub fn parse(text: &str) -> Result<EngineSpec, String> {
        let mut words = text.split_whitespace();
        let Some(first) = words.next() else {
            return Err("an empty engine description".to_string());
        };
        let mut setup = Setup::default();
        for word in words {
            setup.read(word, text)?;
        }
        match first {
            "rookery" | "rookery:full" => setup.in_process(first, Level::FULL, "Rookery"),
            "rookery:random" => setup.in_process(first, Level::Random, "Rookery random"),
            "rookery:uci" => {
                let exe = std::env::current_exe()
                    .map_err(|e| format!("rookery:uci: cannot find this program: {e}"))?;
                let mut args = vec!["uci".to_string()];
                args.extend(setup.args);
                Ok(EngineSpec::Uci {
                    program: exe,
                    args,
                    options: setup.options,
                    name: setup.name.or(Some("Rookery UCI".to_string())),
                    limit: setup.limit,
                })
            }
            _ if first.starts_with("rookery:level=") => {
                let n = &first["rookery:level=".len()..];
                match n.parse::<u8>() {
                    Ok(n @ 1..=8) => {
                        setup.in_process(first, Level::Strength(n), &format!("Rookery level {n}"))
                    }
                    _ => Err(format!("'{first}': the level is a number from 1 to 8")),
                }
            }
            _ if first.starts_with("rookery:elo=") => {
                let n = &first["rookery:elo=".len()..];
                match n.parse::<u16>() {
                    Ok(e) if (Level::ELO_MIN..=Level::ELO_MAX).contains(&e) => {
                        setup.in_process(first, Level::Elo(e), &format!("Rookery Elo {e}"))
                    }
                    _ => Err(format!(
                        "'{first}': the rating is a number from {} to {}",
                        Level::ELO_MIN,
                        Level::ELO_MAX
                    )),
                }
            }
            _ if first.starts_with("rookery:") => Err(format!(
                "'{first}': Rookery's engines are rookery, rookery:level=N, rookery:elo=N, \
                 rookery:random and rookery:uci"
            )),
            _ => Ok(EngineSpec::Uci {
                program: PathBuf::from(first),
                args: setup.args,
                options: setup.options,
                name: setup.name,
                limit: setup.limit,
            }),
        }
    }
}

/// The words after an engine description's first: how to set it up.
#[derive(Debug, Default)]
struct Setup {
    options: Vec<(String, String)>,
    args: Vec<String>,
    name: Option<String>,
    limit: Option<MoveLimit>,
    eval: EvalChoice,
}

impl Setup {
    /// Takes one word of the description `text`.
    fn read(&mut self, word: &str, text: &str) -> Result<(), String> {
        if let Some(rest) = word.strip_prefix("option.") {
            let Some((k, v)) = rest.split_once('=') else {
                return Err(format!("'{word}': an option is written option.Name=value"));
            };
            // UCI option names may hold spaces, written '_' here
            // (Skill_Level); UCI_Elo and the like keep theirs.
            let key = if k.starts_with("UCI_") {
                k.to_string()
            } else {
                k.replace('_', " ")
            };
            self.options.push((key, v.to_string()));
        } else if let Some(e) = word.strip_prefix("eval=") {
            self.eval = EvalChoice::parse(e);
        } else if let Some(n) = word.strip_prefix("name=") {
            self.name = Some(n.to_string());
        } else if let Some(a) = word.strip_prefix("arg=") {
            self.args.push(a.to_string());
        } else if let Some(n) = word.strip_prefix("nodes=") {
            match n.parse::<u64>() {
                Ok(n) if n > 0 => self.limit = Some(MoveLimit::Nodes(n)),
                _ => return Err(format!("'{word}': nodes= takes a whole number above 0")),
            }
        } else if let Some(ms) = word.strip_prefix("movetime=") {
            match ms.parse::<u64>() {
                Ok(ms @ 1..=86_400_000) => {
                    self.limit = Some(MoveLimit::Movetime(Duration::from_millis(ms)));
                }
                _ => {
                    return Err(format!(
                        "'{word}': movetime= takes milliseconds, from 1 to a day"
                    ));
                }
            }
        } else {
            return Err(format!(
                "'{word}' in '{text}': expected option.Name=value, arg=..., name=..., \
                 nodes=N, movetime=MS or eval=classic|net|PATH"
            ));
        }
        Ok(())
    }

    /// Rookery's engine in this process at `level`, called `default`
    /// unless named; `first` is the description's first word.
    fn in_process(self, first: &str, level: Level, default: &str) -> Result<EngineSpec, String> {
        if !self.options.is_empty() || !self.args.is_empty() {
            return Err(format!(
                "'{first}' runs in this process and takes no options or arguments (use rookery:uci)"
            ));
        }
        if self.eval != EvalChoice::Classic && level != Level::FULL {
            return Err(format!(
                "'{first}': only full strength takes eval= (the levels keep the evaluation \
                 they were measured with)"
            ));
        }
        Ok(EngineSpec::InProcess {
            level,
            name: self.name.unwrap_or_else(|| default.to_string()),
            limit: self.limit,
            eval: self.eval,
        })
    }
}

/// What an in-process engine evaluates with at full strength (its levels
/// keep the hand-written evaluation they were measured with).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum EvalChoice {
    /// The hand-written evaluation.
    #[default]
    Classic,
    /// The network built into Rookery.
    BuiltIn,
    /// A network's file.
    File(PathBuf),
}

impl EvalChoice {
    fn parse(value: &str) -> EvalChoice {
        match value {
            "classic" => EvalChoice::Classic,
            "net" => EvalChoice::BuiltIn,
            path => EvalChoice::File(PathBuf::from(path)),
        }
    }

    /// The network it names, read.
    fn network(&self) -> Result<Option<Arc<Network>>, String> {
        match self {
            EvalChoice::Classic => Ok(None),
            EvalChoice::BuiltIn => Ok(Some(nnue::built_in())),
            EvalChoice::File(path) => nnue::read_network(path).map(|n| Some(Arc::new(n))),
        }
    }
}

/// How long each move may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveLimit {
    /// A fixed time per move.
    Movetime(Duration),
    /// A fixed number of nodes per move (the same on any machine).
    Nodes(u64),
    /// A clock: base time and increment per move for each side.
    Clock {
        /// The time each side starts with.
        base: Duration,
        /// Added after each move.
        inc: Duration,
    },
}

/// A player in a running match.
pub(super) enum Player {
    InProcess {
        engine: Box<Engine>,
        level: Level,
        name: String,
        seed: u64,
    },
    Uci {
        engine: Box<ExternalEngine>,
        name: String,
    },
}

impl Player {
    /// Starts the engine a description names.
    pub(super) fn start(spec: &EngineSpec, seed: u64) -> Result<Player, String> {
        match spec {
            EngineSpec::InProcess {
                level, name, eval, ..
            } => {
                let mut engine = Box::new(Engine::new(levels::hash_mb(*level)));
                engine.set_network(eval.network()?);
                Ok(Player::InProcess {
                    engine,
                    level: *level,
                    name: name.clone(),
                    seed,
                })
            }
            EngineSpec::Uci {
                program,
                args,
                options,
                name,
                ..
            } => {
                let mut engine = ExternalEngine::start_with_args(program, args, Strength::Default)
                    .map_err(|e| format!("{}: {e}", program.display()))?;
                for (k, v) in options {
                    match engine.set_option(k, v) {
                        Ok(true) => {}
                        Ok(false) => {
                            return Err(format!(
                                "{}: the engine has no option '{k}'",
                                program.display()
                            ));
                        }
                        Err(e) => return Err(format!("{}: {e}", program.display())),
                    }
                }
                let name = name.clone().unwrap_or_else(|| engine.name().to_string());
                Ok(Player::Uci {
                    engine: Box::new(engine),
                    name,
                })
            }
        }
    }

    pub(super) fn name(&self) -> &str {
        match self {
            Player::InProcess { name, .. } | Player::Uci { name, .. } => name,
        }
    }

    /// A new game: the engine forgets the last one.
    pub(super) fn new_game(&mut self) {
        match self {
            Player::InProcess { engine, .. } => engine.new_game(),
            Player::Uci { engine, .. } => engine.new_game(),
        }
    }

    /// The player's move in the game from `start` after `moves`, with
    /// `clocks` (White's and Black's time left) when the limit is a clock.
    /// An error says what went wrong, and whether the engine is gone for
    /// good (crashed: start it again before the next game).
    pub(super) fn choose(
        &mut self,
        start: &Position,
        moves: &[Move],
        limit: MoveLimit,
        clocks: [Duration; 2],
        stop: &AtomicBool,
    ) -> Result<(Move, Option<Score>), (String, bool)> {
        match self {
            Player::InProcess {
                engine,
                level,
                seed,
                ..
            } => {
                let mut pos = *start;
                let mut history = Vec::with_capacity(moves.len());
                for mv in moves {
                    history.push(pos.key());
                    pos.try_play(mv)
                        .map_err(|_| (format!("move {mv} is not legal"), false))?;
                }
                let side = pos.side_to_move();
                let limits = match limit {
                    MoveLimit::Movetime(t) => Limits::time(t),
                    MoveLimit::Nodes(n) => Limits::nodes(n),
                    MoveLimit::Clock { inc, .. } => Limits::clock(&Clock {
                        left: clocks[usize::from(side == Color::Black)],
                        increment: inc,
                        moves_to_go: None,
                    }),
                };
                *seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let result = levels::play(
                    engine,
                    &pos,
                    &history,
                    *level,
                    &limits,
                    *seed,
                    stop,
                    &mut |_| {},
                    &std::time::Instant::now(),
                );
                let mv = result
                    .best
                    .ok_or_else(|| ("no move although the game goes on".to_string(), false))?;
                // A weak level's random move has no score of its own.
                let score = (result.depth > 0).then_some(result.score);
                Ok((mv, score))
            }
            Player::Uci { engine, .. } => {
                let go = match limit {
                    MoveLimit::Movetime(t) => Go::Movetime(t),
                    MoveLimit::Nodes(n) => Go::Nodes(n),
                    MoveLimit::Clock { inc, .. } => Go::Clock {
                        wtime: clocks[0],
                        btime: clocks[1],
                        winc: inc,
                        binc: inc,
                    },
                };
                match engine.go(start, moves, &go, stop) {
                    Ok(mv) => Ok((mv, engine.last_score())),
                    Err(e) => {
                        let fatal = matches!(e, EngineError::Crashed(_));
                        Err((e.to_string(), fatal))
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_engine_may_bring_its_own_limit() {
        let spec = EngineSpec::parse("rookery:level=3 nodes=500").unwrap();
        assert_eq!(spec.limit(), Some(MoveLimit::Nodes(500)));
        let spec = EngineSpec::parse("/usr/games/stockfish movetime=50 name=sf").unwrap();
        assert_eq!(
            spec.limit(),
            Some(MoveLimit::Movetime(Duration::from_millis(50)))
        );
        assert_eq!(EngineSpec::parse("rookery").unwrap().limit(), None);
        let elo = Level::ELO_MIN + 1;
        assert!(matches!(
            EngineSpec::parse(&format!("rookery:elo={elo}")).unwrap(),
            EngineSpec::InProcess { level: Level::Elo(e), .. } if e == elo
        ));
        assert!(EngineSpec::parse("rookery:elo=99999").is_err());
        for bad in [
            "rookery nodes=0",
            "rookery nodes=many",
            "rookery movetime=0",
        ] {
            let err = EngineSpec::parse(bad).unwrap_err();
            assert!(err.contains("takes"), "{bad}: {err}");
        }
    }
}
