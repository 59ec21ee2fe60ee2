//! `rookery study`: studies in the library from the command line: `import`
//! a PGN file (a lichess study export, or any games) as a study, `export`
//! one as PGN, `list` them.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};
use rookery::library::Library;
use rookery::library::study::{ChapterId, StudyId};

use super::library::{json_text, library_at};
use super::{CliError, emit, read_text, whole_number};

/// `rookery study ...`.
#[derive(Args)]
pub struct StudyArgs {
    #[command(subcommand)]
    command: StudyCommand,
    /// The library file (default: library.sqlite in Rookery's data folder,
    /// under ROOKERY_HOME when set).
    #[arg(long, value_name = "PATH", global = true)]
    db: Option<PathBuf>,
}

#[derive(Subcommand)]
enum StudyCommand {
    /// Makes a study of a PGN file, a chapter for each game (names, board
    /// side and lesson mode as a lichess study export gives them); prints
    /// the study's id, name and chapters, and each game left out and why.
    Import {
        /// The PGN file.
        file: PathBuf,
        /// The study's name (default: the one the file gives).
        #[arg(long)]
        name: Option<String>,
        /// One JSON object: id, name, chapters, skipped.
        #[arg(long)]
        json: bool,
    },
    /// Writes a study as PGN, as lichess writes one (to standard output
    /// unless -o).
    Export {
        /// The study's id (`rookery study list`).
        id: String,
        /// Only this chapter (its number in the study, 1 first).
        #[arg(long, value_name = "N")]
        chapter: Option<String>,
        /// The file to write.
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// The studies: id, chapters, folder and name.
    List {
        /// Only those whose name, folder or tags hold these words.
        search: Option<String>,
        /// One JSON object a line: id, name, folder, tags, chapters.
        #[arg(long)]
        json: bool,
    },
}

/// Runs `rookery study ...`.
pub fn run(args: StudyArgs) -> Result<(), CliError> {
    let library = library_at(args.db)?;
    let out = &mut std::io::stdout().lock();
    match args.command {
        StudyCommand::Import { file, name, json } => {
            import(&library, &file, name.as_deref(), json, out)
        }
        StudyCommand::Export {
            id,
            chapter,
            output,
        } => export(&library, &id, chapter.as_deref(), output, out),
        StudyCommand::List { search, json } => list(&library, search.as_deref(), json, out),
    }
}

/// `rookery study import`.
fn import(
    library: &Library,
    file: &Path,
    name: Option<&str>,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let text = read_text(file)?;
    let import = library
        .import_study(&text, name)
        .map_err(|e| CliError(format!("{}: {e}", file.display())))?;
    if json {
        let skipped: Vec<String> = import.skipped.iter().map(|s| json_text(s)).collect();
        return emit(
            out,
            format_args!(
                "{{\"id\":{},\"name\":{},\"chapters\":{},\"skipped\":[{}]}}",
                import.study.0,
                json_text(&import.name),
                import.chapters,
                skipped.join(",")
            ),
        );
    }
    emit(
        out,
        format_args!(
            "study {}: {} ({} chapters)",
            import.study.0, import.name, import.chapters
        ),
    )?;
    for why in &import.skipped {
        emit(out, format_args!("left out: {why}"))?;
    }
    Ok(())
}

/// `rookery study export`.
fn export(
    library: &Library,
    id: &str,
    chapter: Option<&str>,
    output: Option<PathBuf>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let study = StudyId(whole_number("study id", id)?);
    let chapter = chapter
        .map(|n| chapter_number(library, study, n))
        .transpose()?;
    let pgn = library
        .export_study(study, chapter)
        .map_err(|e| CliError(e.to_string()))?;
    match output {
        Some(path) => std::fs::write(&path, pgn)
            .map_err(|e| CliError(format!("cannot write {}: {e}", path.display()))),
        None => emit(out, format_args!("{}", pgn.trim_end())),
    }
}

/// `rookery study list`.
fn list(
    library: &Library,
    search: Option<&str>,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let studies = library
        .studies(search.unwrap_or(""))
        .map_err(|e| CliError(e.to_string()))?;
    for s in studies {
        if json {
            let tags: Vec<String> = s.tags.iter().map(|t| json_text(t)).collect();
            emit(
                out,
                format_args!(
                    "{{\"id\":{},\"name\":{},\"folder\":{},\"tags\":[{}],\"chapters\":{}}}",
                    s.id.0,
                    json_text(&s.name),
                    json_text(&s.folder),
                    tags.join(","),
                    s.chapters
                ),
            )?;
        } else {
            let folder = if s.folder.is_empty() {
                String::new()
            } else {
                format!("{}/", s.folder)
            };
            emit(
                out,
                format_args!("{}\t{} chapters\t{folder}{}", s.id.0, s.chapters, s.name),
            )?;
        }
    }
    Ok(())
}

/// The chapter at number `n` (1 first) of `study`.
fn chapter_number(library: &Library, study: StudyId, n: &str) -> Result<ChapterId, CliError> {
    let number: usize = whole_number("--chapter", n)?;
    let chapters = library
        .chapters(study)
        .map_err(|e| CliError(e.to_string()))?;
    number
        .checked_sub(1)
        .and_then(|i| chapters.get(i))
        .map(|c| c.id)
        .ok_or_else(|| {
            CliError(format!(
                "study {} has {} chapters: there is no chapter {number}",
                study.0,
                chapters.len()
            ))
        })
}
