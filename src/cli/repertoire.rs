//! `rookery repertoire`: opening repertoires in the library (issue #59):
//! `import` a PGN file as one, `list` them, the `gaps` the library's games
//! find in one, and `check` games against one.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::{Args, Subcommand, ValueEnum};
use rookery::library::repertoire::{RepertoireId, RepertoireTree};
use rookery::library::{Filter, Library};
use rookery::rules::{Color, read_games};

use super::library::{json_text, library_at};
use super::{CliError, emit, read_text, whole_number};

/// `rookery repertoire ...`.
#[derive(Args)]
pub struct RepertoireArgs {
    #[command(subcommand)]
    command: RepertoireCommand,
    /// The library file (default: library.sqlite in Rookery's data folder,
    /// under ROOKERY_HOME when set).
    #[arg(long, value_name = "PATH", global = true)]
    db: Option<PathBuf>,
}

/// The side a repertoire is for.
#[derive(Clone, Copy, ValueEnum)]
enum Side {
    White,
    Black,
}

#[derive(Subcommand)]
enum RepertoireCommand {
    /// Makes a repertoire of a PGN file (a study, a chapter for each game):
    /// the moves of the repertoire's side are the answers to learn, the
    /// others the opponent's moves it prepares for. Prints its id and the
    /// positions it goes on from.
    Import {
        /// The PGN file.
        file: PathBuf,
        /// The side the repertoire is for.
        #[arg(long, value_enum)]
        color: Side,
        /// Its name (default: the one the file gives).
        #[arg(long)]
        name: Option<String>,
        /// One JSON object: {"id": N, "positions": P}.
        #[arg(long)]
        json: bool,
    },
    /// The repertoires: id, side and name.
    List {
        /// One JSON object a line: id, study, name, color.
        #[arg(long)]
        json: bool,
    },
    /// The opponent's moves, at the repertoire's positions, that it does
    /// not answer, most played in the library first.
    Gaps {
        /// The repertoire's id (`rookery repertoire list`).
        id: String,
        /// One JSON object a line: {"fen": ..., "san": ..., "games": N}.
        #[arg(long)]
        json: bool,
    },
    /// Where each game of a PGN file left the repertoire, and who left it.
    Check {
        /// The repertoire's id.
        id: String,
        /// The PGN file of games.
        games: PathBuf,
        /// The player whose games these are: only the games where they
        /// play the repertoire's side are checked (default: every game,
        /// the repertoire's side taken as the player's).
        #[arg(long, value_name = "NAME")]
        player: Option<String>,
        /// One JSON object a line: {"game": i, "ply": p, "by": ..., "san":
        /// ..., "expected": [...]}.
        #[arg(long)]
        json: bool,
    },
}

/// Runs `rookery repertoire ...`.
pub fn run(args: RepertoireArgs) -> Result<(), CliError> {
    let library = library_at(args.db)?;
    let out = &mut std::io::stdout().lock();
    match args.command {
        RepertoireCommand::Import {
            file,
            color,
            name,
            json,
        } => import(&library, &file, color, name.as_deref(), json, out),
        RepertoireCommand::List { json } => list(&library, json, out),
        RepertoireCommand::Gaps { id, json } => gaps(&library, &id, json, out),
        RepertoireCommand::Check {
            id,
            games,
            player,
            json,
        } => check(&library, &id, &games, player.as_deref(), json, out),
    }
}

fn color_of(side: Side) -> Color {
    match side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    }
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn tree_of(library: &Library, id: &str) -> Result<RepertoireTree, CliError> {
    let id = RepertoireId(whole_number("repertoire id", id)?);
    library
        .repertoire_tree(id)
        .map_err(|e| CliError(e.to_string()))
}

/// `rookery repertoire import`.
fn import(
    library: &Library,
    file: &Path,
    side: Side,
    name: Option<&str>,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let text = read_text(file)?;
    let import = library
        .import_repertoire(&text, color_of(side), name)
        .map_err(|e| CliError(format!("{}: {e}", file.display())))?;
    if json {
        return emit(
            out,
            format_args!(
                "{{\"id\":{},\"positions\":{}}}",
                import.id.0, import.positions
            ),
        );
    }
    emit(
        out,
        format_args!(
            "repertoire {} for {} (study {}): {} positions",
            import.id.0,
            color_name(color_of(side)),
            import.study.0,
            import.positions
        ),
    )?;
    for why in &import.skipped {
        emit(out, format_args!("left out: {why}"))?;
    }
    Ok(())
}

/// `rookery repertoire list`.
fn list(library: &Library, json: bool, out: &mut impl Write) -> Result<(), CliError> {
    let all = library.repertoires().map_err(|e| CliError(e.to_string()))?;
    for r in all {
        if json {
            emit(
                out,
                format_args!(
                    "{{\"id\":{},\"study\":{},\"name\":{},\"color\":\"{}\"}}",
                    r.id.0,
                    r.study.0,
                    json_text(&r.name),
                    color_name(r.color)
                ),
            )?;
        } else {
            emit(
                out,
                format_args!("{}\t{}\t{}", r.id.0, color_name(r.color), r.name),
            )?;
        }
    }
    Ok(())
}

/// `rookery repertoire gaps`.
fn gaps(library: &Library, id: &str, json: bool, out: &mut impl Write) -> Result<(), CliError> {
    let tree = tree_of(library, id)?;
    let filter = Filter::default();
    let mut failed = None;
    let gaps = tree.gaps(|position| match library.explore(position, &filter) {
        Ok(lines) => lines.into_iter().map(|l| (l.mv, l.games)).collect(),
        Err(e) => {
            failed.get_or_insert(e);
            Vec::new()
        }
    });
    if let Some(e) = failed {
        return Err(CliError(e.to_string()));
    }
    for gap in gaps {
        let fen = gap.position.to_fen();
        if json {
            emit(
                out,
                format_args!(
                    "{{\"fen\":{},\"san\":{},\"games\":{}}}",
                    json_text(&fen),
                    json_text(&gap.san),
                    gap.games
                ),
            )?;
        } else {
            emit(out, format_args!("{}\t{}\t{fen}", gap.games, gap.san))?;
        }
    }
    Ok(())
}

/// `rookery repertoire check`.
fn check(
    library: &Library,
    id: &str,
    file: &Path,
    player: Option<&str>,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let tree = tree_of(library, id)?;
    let color = tree.color();
    let text = read_text(file)?;
    let side_tag = match color {
        Color::White => "White",
        Color::Black => "Black",
    };
    for (i, read) in read_games(&text).into_iter().enumerate() {
        let number = i + 1;
        let game = match read {
            Ok(game) => game,
            Err(e) => {
                eprintln!("game {number} left out: {e}");
                continue;
            }
        };
        if let Some(name) = player {
            let plays = game
                .tags
                .iter()
                .any(|(n, v)| n == side_tag && v.trim().eq_ignore_ascii_case(name.trim()));
            if !plays {
                continue;
            }
        }
        let moves: Vec<_> = game.game.moves().iter().map(|m| m.mv).collect();
        let left = tree.deviation(game.game.start_position(), &moves);
        if json {
            match left {
                Some(d) => {
                    let expected: Vec<String> = d.expected.iter().map(|s| json_text(s)).collect();
                    emit(
                        out,
                        format_args!(
                            "{{\"game\":{number},\"ply\":{},\"by\":\"{}\",\"san\":{},\"expected\":[{}]}}",
                            d.ply,
                            if d.by_player { "player" } else { "opponent" },
                            json_text(&d.san),
                            expected.join(",")
                        ),
                    )?;
                }
                None => emit(
                    out,
                    format_args!(
                        "{{\"game\":{number},\"ply\":null,\"by\":null,\"san\":null,\"expected\":[]}}"
                    ),
                )?,
            }
        } else {
            match left {
                Some(d) => emit(
                    out,
                    format_args!(
                        "game {number}: ply {} {}, {} left the repertoire (it has {})",
                        d.ply,
                        d.san,
                        if d.by_player { "you" } else { "the opponent" },
                        if d.expected.is_empty() {
                            "nothing".to_string()
                        } else {
                            d.expected.join(", ")
                        }
                    ),
                )?,
                None => emit(out, format_args!("game {number}: stayed in the repertoire"))?,
            }
        }
    }
    Ok(())
}
