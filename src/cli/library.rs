//! `rookery library`: the games library from the command line, for scripts
//! and for the checks: `import`, `search`, `explore` and `export`, on the
//! player's library (or the file `--db` names).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use clap::{Args, Subcommand};
use rookery::library::{Filter, GameRow, Library, Material, Speed};
use rookery::rules::{Color, GameResult, Position};

use super::{CliError, emit};

/// `rookery library ...`.
#[derive(Args)]
pub struct LibraryArgs {
    #[command(subcommand)]
    command: LibraryCommand,
    /// The library file (default: library.sqlite in Rookery's data folder,
    /// under ROOKERY_HOME when set).
    #[arg(long, value_name = "PATH", global = true)]
    db: Option<PathBuf>,
}

#[derive(Subcommand)]
enum LibraryCommand {
    /// Imports PGN files (any size, read as a stream); prints the games
    /// imported, skipped (already there) and refused, and the speed.
    Import {
        /// The PGN files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// The games that reach a position (by any order of moves), with the
    /// move played next in each; or a material ("KRP v KR"), either side
    /// having the first side's men.
    Search {
        /// The position.
        #[arg(
            long,
            value_name = "FEN",
            allow_hyphen_values = true,
            required_unless_present = "material",
            conflicts_with = "material"
        )]
        fen: Option<String>,
        /// The men of each side, kings included or not: "KRP v KR",
        /// "KRPKR", "KQ vs KR", "RP-R".
        #[arg(long, value_name = "MATERIAL", allow_hyphen_values = true)]
        material: Option<String>,
        /// One JSON object a line: id, white, black, result, date, ply, and
        /// next (a position) or white_has (a material: whether White had
        /// the first side's men).
        #[arg(long)]
        json: bool,
        /// At most this many games (newest first).
        #[arg(long, value_name = "N", default_value = "100")]
        limit: u64,
        #[command(flatten)]
        filter: FilterArgs,
    },
    /// The opening explorer: each move played from a position, with its
    /// games and results.
    Explore {
        /// The position.
        #[arg(long, value_name = "FEN", allow_hyphen_values = true)]
        fen: String,
        /// One JSON object a line: san, uci, games, white, draws, black.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        filter: FilterArgs,
    },
    /// Writes the games the filters let through as PGN to standard output.
    Export {
        #[command(flatten)]
        filter: FilterArgs,
    },
}

/// The filters every command that lists games takes.
#[derive(Args)]
struct FilterArgs {
    /// Games of a player (a name's beginning, any case; may be repeated).
    #[arg(long, value_name = "NAME")]
    player: Vec<String>,
    /// The colour the --player had: white or black.
    #[arg(long, value_name = "COLOUR")]
    color: Option<String>,
    /// 1-0, 0-1 or 1/2-1/2.
    #[arg(long, value_name = "RESULT")]
    result: Option<String>,
    /// The ECO code's beginning (B2 takes in B20 to B29).
    #[arg(long)]
    eco: Option<String>,
    /// Words of the opening's name.
    #[arg(long, value_name = "WORDS")]
    opening: Option<String>,
    /// Played on or after (2024, 2024.03 or 2024.03.01).
    #[arg(long, value_name = "DATE")]
    from: Option<String>,
    /// Played on or before.
    #[arg(long, value_name = "DATE")]
    to: Option<String>,
    /// bullet, blitz, rapid, classical or correspondence (may be repeated).
    #[arg(long, value_name = "CLASS")]
    speed: Vec<String>,
    /// The players' average rating at least.
    #[arg(long, value_name = "ELO")]
    min_rating: Option<i64>,
    /// The players' average rating at most.
    #[arg(long, value_name = "ELO")]
    max_rating: Option<i64>,
}

impl FilterArgs {
    fn filter(&self) -> Result<Filter, CliError> {
        let color = match self
            .color
            .as_deref()
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            None => None,
            Some("white" | "w") => Some(Color::White),
            Some("black" | "b") => Some(Color::Black),
            Some(other) => {
                return Err(CliError(format!(
                    "--color '{other}' is neither white nor black"
                )));
            }
        };
        let result = match self.result.as_deref() {
            None => None,
            Some("draw") => Some(GameResult::Draw),
            Some(text) => Some(GameResult::from_pgn(text.trim()).ok_or_else(|| {
                CliError(format!("--result '{text}' is not 1-0, 0-1 or 1/2-1/2"))
            })?),
        };
        let speeds = self
            .speed
            .iter()
            .map(|w| {
                Speed::from_word(w).ok_or_else(|| {
                    CliError(format!(
                        "--speed '{w}' is not bullet, blitz, rapid, classical or correspondence"
                    ))
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(Filter {
            players: self.player.clone(),
            color,
            result,
            eco: self.eco.clone(),
            opening: self.opening.clone(),
            date_from: self.from.clone(),
            date_to: self.to.clone(),
            speeds,
            min_rating: self.min_rating,
            max_rating: self.max_rating,
            source: None,
            found_only: false,
        })
    }
}

/// The library `--db` names, or the player's.
pub(super) fn library_at(db: Option<PathBuf>) -> Result<Library, CliError> {
    let path = match db {
        Some(path) => path,
        None => rookery::persist::Storage::from_env()
            .ok_or_else(|| CliError("no home folder for the library: give --db PATH".into()))?
            .library_path(),
    };
    open(&path)
}

/// Runs `rookery library ...`.
pub fn run(args: LibraryArgs) -> Result<(), CliError> {
    let mut library = library_at(args.db)?;
    let out = &mut std::io::stdout().lock();
    match args.command {
        LibraryCommand::Import { files } => import(&mut library, &files, out),
        LibraryCommand::Search {
            fen,
            material,
            json,
            limit,
            filter,
        } => match (fen, material) {
            (Some(fen), _) => search(
                &library,
                &position(&fen)?,
                &filter.filter()?,
                limit,
                json,
                out,
            ),
            (None, Some(text)) => search_material(
                &library,
                &material_of(&text)?,
                &filter.filter()?,
                limit,
                json,
                out,
            ),
            // clap requires one of them.
            (None, None) => Err(CliError("give --fen or --material".into())),
        },
        LibraryCommand::Explore { fen, json, filter } => {
            explore(&library, &position(&fen)?, &filter.filter()?, json, out)
        }
        LibraryCommand::Export { filter } => {
            let mut buffered = std::io::BufWriter::new(out);
            let (written, damaged) =
                library
                    .export(&filter.filter()?, &mut buffered)
                    .map_err(|e| match e {
                        rookery::library::LibraryError::Io(e)
                            if e.kind() == std::io::ErrorKind::BrokenPipe =>
                        {
                            std::process::exit(0)
                        }
                        e => CliError(e.to_string()),
                    })?;
            buffered
                .flush()
                .map_err(|e| CliError(format!("cannot write output: {e}")))?;
            eprintln!("{written} games written");
            if damaged > 0 {
                eprintln!("{damaged} damaged games left out");
            }
            Ok(())
        }
    }
}

fn open(path: &Path) -> Result<Library, CliError> {
    let opened = Library::open(path).map_err(|e| CliError(format!("{}: {e}", path.display())))?;
    if let Some(aside) = opened.set_aside {
        eprintln!(
            "rookery: the library was damaged and has been set aside as {}; a new one was started",
            aside.display()
        );
    }
    Ok(opened.library)
}

fn position(fen: &str) -> Result<Position, CliError> {
    Position::from_fen_any(fen.trim()).map_err(|e| CliError(format!("bad FEN '{fen}': {e}")))
}

fn material_of(text: &str) -> Result<Material, CliError> {
    Material::parse(text).map_err(|e| CliError(format!("bad material '{text}': {e}")))
}

/// A terminal progress bar of a file being read.
pub(super) fn file_bar() -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new(0);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{wide_bar} {percent:>3}%  {msg}  {eta} left")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    bar
}

fn import(library: &mut Library, files: &[PathBuf], out: &mut impl Write) -> Result<(), CliError> {
    let cancel = AtomicBool::new(false);
    for file in files {
        let bar = file_bar();
        let report = library
            .import_file(file, &cancel, |p| {
                if let Some(total) = p.total_bytes {
                    bar.set_length(total);
                }
                bar.set_position(p.bytes);
                bar.set_message(format!(
                    "{} games, {:.0} games/s",
                    p.games,
                    p.games_per_second()
                ));
            })
            .map_err(|e| CliError(format!("{}: {e}", file.display())))?;
        bar.finish_and_clear();
        let secs = report.elapsed.as_secs_f64();
        let read = report.imported + report.skipped + report.refused;
        emit(
            out,
            format_args!(
                "{}: {} imported, {} skipped (already in the library{}), {} refused, in {secs:.1} s ({:.0} games/s)",
                file.display(),
                report.imported,
                report.skipped,
                if report.updated > 0 {
                    format!("; {} of them gained the file's notes", report.updated)
                } else {
                    String::new()
                },
                report.refused,
                if secs > 0.0 { read as f64 / secs } else { 0.0 },
            ),
        )?;
        named(
            out,
            "refused game",
            &report.refusals,
            report.refused,
            "refused",
        )?;
        named(
            out,
            "kept game",
            &report.cuts,
            report.cut,
            "games kept without part of a variation",
        )?;
    }
    Ok(())
}

/// The games an import names (`what` NUMBER (tags): why), and how many
/// more it counted (`and N more` `more`).
fn named(
    out: &mut impl Write,
    what: &str,
    games: &[rookery::library::Refusal],
    counted: u64,
    more: &str,
) -> Result<(), CliError> {
    for game in games {
        emit(
            out,
            format_args!("  {what} {} ({}): {}", game.number, game.tags, game.why),
        )?;
    }
    if counted > games.len() as u64 {
        emit(
            out,
            format_args!("  and {} more {more}", counted - games.len() as u64),
        )?;
    }
    Ok(())
}

fn search(
    library: &Library,
    pos: &Position,
    filter: &Filter,
    limit: u64,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let (hits, total) = library
        .search_position(pos, filter, limit)
        .map_err(|e| CliError(e.to_string()))?;
    for hit in &hits {
        let next = hit.next_san.as_deref();
        let field = (
            "next",
            next.map_or("null".into(), json_text),
            format!("next {}", next.unwrap_or("(end)")),
        );
        found_line(out, json, &hit.game, hit.ply, field)?;
    }
    if !json {
        emit(
            out,
            format_args!("{total} games reach the position; {} shown", hits.len()),
        )?;
    }
    Ok(())
}

/// A game a search found, as a JSON object (id, white, black, result,
/// date, ply and the search's own field) or a line of text; `field` is
/// that field's JSON name, its JSON value and its text.
fn found_line(
    out: &mut impl Write,
    json: bool,
    g: &GameRow,
    ply: u32,
    (name, value, text): (&str, String, String),
) -> Result<(), CliError> {
    if json {
        emit(
            out,
            format_args!(
                "{{\"id\":{},\"white\":{},\"black\":{},\"result\":{},\"date\":{},\"ply\":{ply},\"{name}\":{value}}}",
                g.id,
                json_text(&g.white),
                json_text(&g.black),
                json_text(g.result),
                g.date.as_deref().map_or("null".into(), json_text),
            ),
        )
    } else {
        emit(
            out,
            format_args!(
                "{:>8}  {} - {}  {}  {}  ply {ply}  {text}",
                g.id,
                g.white,
                g.black,
                g.result,
                g.date.as_deref().unwrap_or("????.??.??"),
            ),
        )
    }
}

fn search_material(
    library: &Library,
    m: &Material,
    filter: &Filter,
    limit: u64,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let (hits, total) = library
        .search_material(m, filter, limit)
        .map_err(|e| CliError(e.to_string()))?;
    for hit in &hits {
        // The material as it stood in this game: White's men first.
        let there = if hit.white_has { *m } else { m.mirrored() };
        let field = ("white_has", hit.white_has.to_string(), there.to_string());
        found_line(out, json, &hit.game, hit.ply, field)?;
    }
    if !json {
        emit(
            out,
            format_args!(
                "{total} games reach {m} (either side having the first side's men); {} shown",
                hits.len()
            ),
        )?;
    }
    Ok(())
}

fn explore(
    library: &Library,
    pos: &Position,
    filter: &Filter,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let lines = library
        .explore(pos, filter)
        .map_err(|e| CliError(e.to_string()))?;
    for line in &lines {
        if json {
            emit(
                out,
                format_args!(
                    "{{\"san\":{},\"uci\":{},\"games\":{},\"white\":{},\"draws\":{},\"black\":{},\"rating\":{},\"last\":{}}}",
                    json_text(&line.san),
                    json_text(&line.uci),
                    line.games,
                    line.white,
                    line.draws,
                    line.black,
                    line.average_rating.map_or("null".into(), |r| r.to_string()),
                    line.last_played.as_deref().map_or("null".into(), json_text),
                ),
            )?;
        } else {
            let [w, d, b] = line.percentages();
            emit(
                out,
                format_args!(
                    "{:<8} {:>9} games  {w:>3}% / {d:>3}% / {b:>3}%  rating {}  last {}",
                    line.san,
                    line.games,
                    line.average_rating.map_or("-".into(), |r| r.to_string()),
                    line.last_played.as_deref().unwrap_or("-"),
                ),
            )?;
        }
    }
    Ok(())
}

/// A JSON string.
pub(super) fn json_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
