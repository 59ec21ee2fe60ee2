//! Reading a self-play data file whole ([`scan`]), with the statistics
//! `rookery datagen --stats` prints ([`Stats`]), and opening one to add
//! games to it ([`DataFile::open`]), which trims a game a stopped run left
//! half written.

use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, BufReader, Read, Seek, SeekFrom, Write};
use std::path::Path;

use super::record::{
    BLOCK, Block, End, GameMark, Record, checksum, is_mark, pack_header, unpack_header,
};
use super::{PlayedGame, Settings};

/// What [`scan`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scan {
    /// The settings in the header.
    pub settings: Settings,
    /// Whole games.
    pub games: u64,
    /// Positions of the whole games.
    pub positions: u64,
    /// Bytes up to the end of the last whole game.
    pub whole_bytes: u64,
    /// Bytes after it: a game a stopped run left half written (0 if none).
    pub partial_bytes: u64,
}

/// Fills `buf` from `reader`; how many bytes it got (fewer only at the end).
fn read_full(reader: &mut impl Read, buf: &mut [u8]) -> io::Result<usize> {
    let mut got = 0;
    while got < buf.len() {
        match reader.read(&mut buf[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(got)
}

/// Reads a data file from `reader`: the header, then each game, whose
/// mark must carry the next index and the checksum of the positions after
/// it. `on_game` sees each whole game and may refuse it. The last game
/// may stop short (a run stopped while writing it): it is left out and
/// its bytes counted in [`Scan::partial_bytes`]. Any other fault is an
/// error naming the game and what is wrong.
pub fn scan(
    reader: impl Read,
    on_game: &mut dyn FnMut(&GameMark, &[Block]) -> Result<(), String>,
) -> Result<Scan, String> {
    let mut reader = BufReader::with_capacity(1 << 20, reader);
    let io_error = |e: io::Error| format!("cannot read it: {e}");
    let mut header = [0u8; BLOCK];
    let got = read_full(&mut reader, &mut header).map_err(io_error)?;
    if got < BLOCK {
        return Err(format!(
            "{got} bytes: too short for a Rookery self-play data file"
        ));
    }
    let settings = unpack_header(&header)?;
    let mut found = Scan {
        settings,
        games: 0,
        positions: 0,
        whole_bytes: BLOCK as u64,
        partial_bytes: 0,
    };
    let mut blocks: Vec<Block> = Vec::new();
    loop {
        let mut mark_block = [0u8; BLOCK];
        let got = read_full(&mut reader, &mut mark_block).map_err(io_error)?;
        if got == 0 {
            return Ok(found);
        }
        let at = found.games;
        let fault = |what: String| format!("game {at} (byte {}): {what}", found.whole_bytes);
        if got < BLOCK {
            found.partial_bytes = got as u64;
            return Ok(found);
        }
        let mark = GameMark::unpack(&mark_block).map_err(fault)?;
        if mark.index != at {
            return Err(fault(format!("marked as game {}", mark.index)));
        }
        let count = usize::from(mark.positions);
        blocks.resize(count, [0; BLOCK]);
        let mut read = 0;
        for block in blocks.iter_mut() {
            let got = read_full(&mut reader, block).map_err(io_error)?;
            read += got;
            if got < BLOCK {
                break;
            }
        }
        if read < count * BLOCK {
            found.partial_bytes = (BLOCK + read) as u64;
            return Ok(found);
        }
        if let Some(i) = blocks.iter().position(is_mark) {
            return Err(fault(format!("position {i} is a game's mark")));
        }
        if checksum(&blocks) != mark.checksum {
            return Err(fault(
                "its positions do not match its checksum: the file is damaged".to_string(),
            ));
        }
        on_game(&mark, &blocks).map_err(fault)?;
        found.games += 1;
        found.positions += count as u64;
        found.whole_bytes += ((count + 1) * BLOCK) as u64;
    }
}

/// A file being added to: each game is written whole with one write.
pub struct DataFile {
    file: File,
    bytes: Vec<u8>,
}

/// The facts of a file opened by [`DataFile::open`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opened {
    /// Whole games already in it.
    pub games: u64,
    /// Their positions.
    pub positions: u64,
    /// Bytes of a half-written last game cut off (0 if none).
    pub trimmed: u64,
}

impl DataFile {
    /// Opens `path` to add games played with `settings`: creates it with
    /// its header when it does not exist or is empty, or reads it whole
    /// (refusing a file of other settings, or damaged) and cuts off a last
    /// game left half written.
    pub fn open(path: &Path, settings: &Settings) -> Result<(DataFile, Opened), String> {
        let name = path.display();
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(|e| format!("cannot open {name}: {e}"))?;
        let len = file
            .metadata()
            .map_err(|e| format!("cannot read {name}: {e}"))?
            .len();
        let mut opened = Opened {
            games: 0,
            positions: 0,
            trimmed: 0,
        };
        if len == 0 {
            file.write_all(&pack_header(settings))
                .map_err(|e| format!("cannot write {name}: {e}"))?;
        } else {
            let found = scan(&mut file, &mut |_, _| Ok(())).map_err(|e| format!("{name}: {e}"))?;
            if found.settings != *settings {
                return Err(format!(
                    "{name} holds games of other settings ({}); give the same settings to \
                     continue it, or another file",
                    describe(&found.settings)
                ));
            }
            if found.partial_bytes > 0 {
                file.set_len(found.whole_bytes)
                    .map_err(|e| format!("cannot trim {name}: {e}"))?;
            }
            file.seek(SeekFrom::Start(found.whole_bytes))
                .map_err(|e| format!("cannot read {name}: {e}"))?;
            opened = Opened {
                games: found.games,
                positions: found.positions,
                trimmed: found.partial_bytes,
            };
        }
        Ok((
            DataFile {
                file,
                bytes: Vec::new(),
            },
            opened,
        ))
    }

    /// Appends a game: its mark and its positions in one write.
    pub fn write(&mut self, game: &PlayedGame) -> io::Result<()> {
        self.bytes.clear();
        self.bytes.extend_from_slice(&game.mark.pack());
        for block in &game.blocks {
            self.bytes.extend_from_slice(block);
        }
        self.file.write_all(&self.bytes)
    }

    /// Writes everything to the disk.
    pub fn sync(&mut self) -> io::Result<()> {
        self.file.flush()?;
        self.file.sync_data()
    }
}

/// The settings as the command line gives them.
pub fn describe(s: &Settings) -> String {
    format!(
        "--seed {} --nodes {} --random-plies {} --book-plies {} --max-plies {} --verify-margin {}",
        s.seed, s.nodes, s.random_plies, s.book_plies, s.max_plies, s.verify_margin
    )
}

/// The edges of the score histogram's bins, in centipawns from White's
/// view: a bin holds scores from its edge up to the next.
pub const SCORE_EDGES: [i32; 12] = [
    i32::MIN,
    -1000,
    -500,
    -250,
    -100,
    -25,
    25,
    100,
    250,
    500,
    1000,
    i32::MAX,
];

/// What a whole file holds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    /// The file's settings (none before any file was read).
    pub settings: Option<Settings>,
    /// Whole games.
    pub games: u64,
    /// Positions.
    pub positions: u64,
    /// Games by result: Black won, a draw, White won.
    pub results: [u64; 3],
    /// Positions by their game's result, in the same order.
    pub position_results: [u64; 3],
    /// Games by how they ended, in [`End::ALL`]'s order.
    pub ends: [u64; 8],
    /// Positions with White to move.
    pub white_to_move: u64,
    /// Positions by score, in the bins of [`SCORE_EDGES`].
    pub scores: [u64; SCORE_EDGES.len() - 1],
    /// Plies of all games, for the mean length.
    pub plies: u64,
    /// Bytes of a half-written last game (0 if none).
    pub partial_bytes: u64,
}

impl Stats {
    /// Reads a whole file, checking every position; an error says where
    /// and what is wrong.
    pub fn of_file(path: &Path) -> Result<Stats, String> {
        let file = File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        Stats::of_reader(file)
    }

    /// [`Stats::of_file`] from any reader.
    pub fn of_reader(reader: impl Read) -> Result<Stats, String> {
        let mut stats = Stats::default();
        let found = scan(reader, &mut |mark, blocks| {
            stats.add(mark, blocks)?;
            Ok(())
        })?;
        stats.settings = Some(found.settings);
        stats.partial_bytes = found.partial_bytes;
        Ok(stats)
    }

    fn add(&mut self, mark: &GameMark, blocks: &[Block]) -> Result<(), String> {
        let code = usize::from(super::record::result_code(mark.result));
        for (i, block) in blocks.iter().enumerate() {
            let record = Record::unpack(block).map_err(|e| format!("position {i}: {e}"))?;
            if record.result != mark.result {
                return Err(format!("position {i}: another result than its game's"));
            }
            let score = i32::from(record.score);
            let bin = SCORE_EDGES[1..].iter().position(|&e| score < e);
            self.scores[bin.unwrap_or(self.scores.len() - 1)] += 1;
            if record.position.side_to_move() == crate::rules::Color::White {
                self.white_to_move += 1;
            }
        }
        self.games += 1;
        self.positions += blocks.len() as u64;
        self.results[code] += 1;
        self.position_results[code] += blocks.len() as u64;
        self.ends[usize::from(mark.end.code() - 1)] += 1;
        self.plies += u64::from(mark.plies);
        Ok(())
    }
}

fn percent(part: u64, whole: u64) -> f64 {
    100.0 * part as f64 / whole.max(1) as f64
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(s) = &self.settings {
            writeln!(f, "settings: {}", describe(s))?;
        }
        let (games, positions) = (self.games, self.positions);
        writeln!(
            f,
            "games {games}, positions {positions} ({:.1} a game), {:.1} plies a game, \
             {:.1}% White to move",
            positions as f64 / games.max(1) as f64,
            self.plies as f64 / games.max(1) as f64,
            percent(self.white_to_move, positions)
        )?;
        let [b, d, w] = self.results;
        writeln!(
            f,
            "games: 1-0 {w} ({:.1}%), 1/2-1/2 {d} ({:.1}%), 0-1 {b} ({:.1}%)",
            percent(w, games),
            percent(d, games),
            percent(b, games)
        )?;
        let [b, d, w] = self.position_results;
        writeln!(
            f,
            "positions: from games won by White {w} ({:.1}%), drawn {d} ({:.1}%), won by \
             Black {b} ({:.1}%)",
            percent(w, positions),
            percent(d, positions),
            percent(b, positions)
        )?;
        writeln!(f, "how the games ended:")?;
        for (end, count) in End::ALL.iter().zip(self.ends) {
            writeln!(f, "  {:<22} {count}", end.name())?;
        }
        writeln!(f, "scores (centipawns, White's view):")?;
        for (i, count) in self.scores.iter().enumerate() {
            let range = match (SCORE_EDGES[i], SCORE_EDGES[i + 1]) {
                (i32::MIN, hi) => format!("below {hi}"),
                (lo, i32::MAX) => format!("{lo} and up"),
                (lo, hi) => format!("{lo} to {}", hi - 1),
            };
            let bar = "#".repeat((percent(*count, positions) / 2.0).round() as usize);
            writeln!(
                f,
                "  {range:>14} {count:>10} {:5.1}% {bar}",
                percent(*count, positions)
            )?;
        }
        if self.partial_bytes > 0 {
            writeln!(
                f,
                "and {} bytes of a game left half written (the next run on the file cuts them off)",
                self.partial_bytes
            )?;
        }
        Ok(())
    }
}
