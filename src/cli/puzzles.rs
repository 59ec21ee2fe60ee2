//! `rookery puzzles`: the library's puzzles from the command line; for
//! now `import`, a lichess puzzle file (`lichess_db_puzzle.csv`, or
//! Rookery's own in the same form) read as a stream into the library.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use clap::{Args, Subcommand};
use rookery::library::{Library, PuzzleOrigin};

use super::library::{file_bar, library_at};
use super::{CliError, emit};

/// `rookery puzzles ...`.
#[derive(Args)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: PuzzlesCommand,
    /// The library file (default: library.sqlite in Rookery's data folder,
    /// under ROOKERY_HOME when set).
    #[arg(long, value_name = "PATH", global = true)]
    db: Option<PathBuf>,
}

#[derive(Subcommand)]
enum PuzzlesCommand {
    /// Imports puzzle files in lichess's CSV form (the lichess puzzle
    /// database, about five million puzzles); prints the puzzles imported,
    /// skipped (already there) and the lines refused, and the speed.
    Import {
        /// The CSV files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

/// Runs `rookery puzzles ...`.
pub fn run(args: PuzzlesArgs) -> Result<(), CliError> {
    let mut library = library_at(args.db)?;
    let out = &mut std::io::stdout().lock();
    match args.command {
        PuzzlesCommand::Import { files } => import(&mut library, &files, out),
    }
}

fn import(library: &mut Library, files: &[PathBuf], out: &mut impl Write) -> Result<(), CliError> {
    let cancel = AtomicBool::new(false);
    for file in files {
        let failed = |e: &dyn std::fmt::Display| CliError(format!("{}: {e}", file.display()));
        let opened = std::fs::File::open(file).map_err(|e| failed(&e))?;
        let total = opened.metadata().ok().map(|m| m.len());
        let reader = std::io::BufReader::with_capacity(1 << 20, opened);
        let bar = file_bar();
        let report = library
            .import_puzzles(reader, PuzzleOrigin::Lichess, total, &cancel, |p| {
                if let Some(total) = p.total_bytes {
                    bar.set_length(total);
                }
                bar.set_position(p.bytes);
                bar.set_message(format!(
                    "{} puzzles, {:.0} a second",
                    p.imported + p.skipped,
                    p.per_second()
                ));
            })
            .map_err(|e| failed(&e))?;
        bar.finish_and_clear();
        emit(
            out,
            format_args!(
                "{}: {} imported, {} skipped (already in the library), {} lines refused, in {:.1} s ({:.0} lines/s)",
                file.display(),
                report.imported,
                report.skipped,
                report.refused,
                report.elapsed.as_secs_f64(),
                report.per_second(),
            ),
        )?;
        for (line, why) in &report.refusals {
            emit(out, format_args!("  refused line {line}: {why}"))?;
        }
        let more = report.refused - report.refusals.len() as u64;
        if more > 0 {
            emit(out, format_args!("  and {more} more refused"))?;
        }
    }
    Ok(())
}
