//! A seeded generator of plausible chess games as PGN, the input of the
//! games library's benchmark and of its tests (`examples/make_games.rs`
//! writes them to a file). Included with `#[path]` by whoever needs it, as
//! `cozy_perft.rs` is; an includer that uses only part of it is not warned
//! about the rest.
//!
//! Each game starts with a line of Rookery's openings list, picked at
//! random, and goes on with moves chosen by a cheap evaluation with noise:
//! the material the move wins, less what it leaves hanging on its square,
//! a bonus for saving a piece en prise, small bonuses for checks, the
//! centre, development and castling, plus noise that grows as the player's
//! rating falls (and now and then a move at random); the three best are
//! then checked for what they leave en prise elsewhere. A game lasts 30 to
//! 150 plies unless the board ends it sooner (checkmate, stalemate,
//! insufficient material, a repetition claimed). At its end the side a
//! rook or more behind resigns; otherwise the game ends as the result
//! drawn for it before it began says, by resignation or agreement. Far
//! behind, a player may resign sooner, and the players of a game meant to
//! be drawn agree to a draw sooner when the material is level. Overall
//! about 40% of games are white wins, 30% draws and 30% black wins, and
//! about a quarter end in checkmate. The `Result` tag always agrees with
//! the board.
//!
//! The tags are the Seven Tag Roster, `WhiteElo` and `BlackElo` (a pool of
//! 5,000 players, each keeping roughly one rating), `ECO` and `Opening` of
//! the line played, and `TimeControl`. About 2% of games carry a comment
//! and about 1% a variation. The same seed gives the same games, byte for
//! byte.
#![allow(dead_code)]

use std::collections::HashSet;

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, RngCore, SeedableRng};
use rookery::rules::{
    Bitboard, Color, EndReason, Game, GameResult, MoveKind, MoveNote, NamedOpening, Openings,
    PieceKind, Position, attacks, write_annotated_game,
};

/// How many players the games are shared among.
pub const PLAYERS: usize = 5_000;

/// The shortest game, in plies, unless the board ends it sooner.
pub const MIN_PLIES: usize = 30;

/// The longest game, in plies.
pub const MAX_PLIES: usize = 150;

/// A player of the pool: a name and the rating the player plays at.
#[derive(Debug, Clone)]
pub struct Player {
    /// `Surname, Given`.
    pub name: String,
    /// 800 to 2800.
    pub rating: i32,
}

/// One generated game: its PGN text and what it came to.
#[derive(Debug, Clone)]
pub struct GeneratedGame {
    /// The game in PGN export form, ending with a newline (no blank line
    /// after it; [`GameGenerator::write`] separates games).
    pub pgn: String,
    /// The result, as its `Result` tag and termination marker say.
    pub result: GameResult,
    /// Why it ended: on the board (checkmate, stalemate, ...), by
    /// resignation or by agreement.
    pub reason: EndReason,
    /// Its half-moves.
    pub plies: usize,
}

/// The generator: a seeded random stream, the player pool and the openings.
pub struct GameGenerator {
    rng: StdRng,
    /// Sorted by rating, so that neighbours are opponents of similar strength.
    players: Vec<Player>,
    openings: &'static [NamedOpening],
}

impl GameGenerator {
    /// A generator whose games depend on `seed` alone.
    pub fn new(seed: u64) -> GameGenerator {
        let mut rng = StdRng::seed_from_u64(seed);
        let players = player_pool(&mut rng, PLAYERS);
        GameGenerator {
            rng,
            players,
            openings: Openings::builtin().lines(),
        }
    }

    /// The player pool, weakest first.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// Writes `count` games to `out`, each followed by a blank line, and
    /// returns how many of each result there were (white wins, draws, black
    /// wins).
    pub fn write(
        &mut self,
        out: &mut impl std::io::Write,
        count: usize,
    ) -> std::io::Result<[usize; 3]> {
        let mut results = [0; 3];
        for _ in 0..count {
            let game = self.next_game();
            results[result_index(game.result)] += 1;
            out.write_all(game.pgn.as_bytes())?;
            out.write_all(b"\n")?;
        }
        Ok(results)
    }

    /// The next game of the stream.
    pub fn next_game(&mut self) -> GeneratedGame {
        let rng = &mut self.rng;

        // The players: one at random, the other near them in rating.
        let n = self.players.len();
        let a = rng.random_range(0..n);
        let b = loop {
            let b = a as i64 + rng.random_range(-250..=250);
            if (0..n as i64).contains(&b) && b != a as i64 {
                break b as usize;
            }
        };
        let (white, black) = if rng.random_bool(0.5) { (a, b) } else { (b, a) };
        let elo = |rng: &mut StdRng, p: usize| {
            (self.players[p].rating + rng.random_range(-40..=40)).clamp(800, 2800)
        };
        let (white_elo, black_elo) = (elo(rng, white), elo(rng, black));

        // The result aimed at, nudged by the rating difference. Draws are
        // aimed at more often than they happen: many games meant to be drawn
        // drift into a material lead and are resigned or mated. These
        // shares give about 40% white wins, 30% draws, 30% black wins.
        let expected = 1.0 / (1.0 + 10f64.powf(f64::from(black_elo - white_elo) / 400.0));
        let lean = (expected - 0.5) * 0.6;
        let p_white = (0.31 + lean).clamp(0.05, 0.9);
        let p_black = (0.175 - lean).clamp(0.05, 0.9);
        let roll: f64 = rng.random();
        let aim = if roll < p_white {
            GameResult::WhiteWins
        } else if roll < p_white + p_black {
            GameResult::BlackWins
        } else {
            GameResult::Draw
        };

        // How well each side plays: noise in centipawns and the chance of a
        // move at random, lower for the stronger and for the side aimed to win.
        let style = |rating: i32, favoured: bool| {
            let noise = 60.0 + f64::from(2800 - rating) * 0.2;
            let random = 0.01 + f64::from(2800 - rating) * 0.00004;
            match aim.winner() {
                _ if favoured => (noise * 0.4, random * 0.3),
                None => (noise * 0.25, random * 0.1),
                Some(_) => (noise, random),
            }
        };
        let styles = [
            style(white_elo, aim == GameResult::WhiteWins),
            style(black_elo, aim == GameResult::BlackWins),
        ];

        // The opening, then the game.
        let opening = self
            .openings
            .choose(rng)
            .expect("the openings list is empty");
        let mut game = Game::new();
        for mv in &opening.moves {
            if game.try_play(mv).is_err() {
                break;
            }
        }
        let length = MIN_PLIES
            + (rng.random_range(0..=(MAX_PLIES - MIN_PLIES) / 2)
                + rng.random_range(0..=(MAX_PLIES - MIN_PLIES) / 2));
        while !game.is_over() && game.ply_count() < length {
            let pos = *game.position();
            let (noise, random) = styles[pos.side_to_move().index()];
            let Some(mv) = choose_move(&pos, rng, noise, random) else {
                break;
            };
            game.try_play(&mv).expect("a legal move");
            if game.is_over() {
                break;
            }
            if game.claimable_draw().is_some() {
                game.claim_draw().expect("a claimable draw");
                break;
            }
            // Far behind, a player may give up before the end; with the
            // material level, the players of a game aimed at a draw may agree
            // to one.
            let lead = game.position().material_lead(Color::White);
            if game.ply_count() >= MIN_PLIES {
                if lead.abs() >= 9 && rng.random_bool(0.1) {
                    let loser = if lead > 0 { Color::Black } else { Color::White };
                    game.resign(loser).expect("a running game");
                } else if aim == GameResult::Draw && lead.abs() <= 2 && rng.random_bool(0.05) {
                    game.agree_draw().expect("a running game");
                }
            }
        }
        if !game.is_over() {
            let lead = game.position().material_lead(Color::White);
            if lead.abs() >= 5 {
                let loser = if lead > 0 { Color::Black } else { Color::White };
                game.resign(loser).expect("a running game");
            } else {
                match aim.winner() {
                    Some(winner) => game.resign(winner.other()),
                    None => game.agree_draw(),
                }
                .expect("a running game");
            }
        }
        let outcome = game.outcome().expect("the game is over");

        let (year, month, day) = (
            rng.random_range(2000..=2026),
            rng.random_range(1..=12),
            rng.random_range(1..=28),
        );
        let (event, site, round) = event(rng, year);
        let tags = [
            ("Event", event),
            ("Site", site),
            ("Date", format!("{year}.{month:02}.{day:02}")),
            ("Round", round),
            ("White", self.players[white].name.clone()),
            ("Black", self.players[black].name.clone()),
            ("WhiteElo", white_elo.to_string()),
            ("BlackElo", black_elo.to_string()),
            ("ECO", opening.eco.clone()),
            ("Opening", opening.name.clone()),
            ("TimeControl", time_control(rng).to_string()),
        ];
        let tags: Vec<(String, String)> = tags
            .into_iter()
            .filter(|(_, v)| !v.is_empty())
            .map(|(n, v)| (n.to_string(), v))
            .collect();

        let notes = notes(&game, rng);
        GeneratedGame {
            pgn: write_annotated_game(&game, &tags, &notes, None),
            result: outcome.result,
            reason: outcome.reason,
            plies: game.ply_count(),
        }
    }
}

/// 0 for a white win, 1 for a draw, 2 for a black win.
pub fn result_index(result: GameResult) -> usize {
    match result {
        GameResult::WhiteWins => 0,
        GameResult::Draw => 1,
        GameResult::BlackWins => 2,
    }
}

/// d4, e4, d5, e5.
const CENTRE: Bitboard = Bitboard(0x0000_0018_1800_0000);
/// c3 to f6.
const WIDE_CENTRE: Bitboard = Bitboard(0x0000_3c3c_3c3c_0000);

/// The move to play: the best by [`score`] plus noise, after a blunder
/// check of the three best (what each leaves en prise), or now and then one
/// at random; `None` when there is no legal move.
fn choose_move(
    pos: &Position,
    rng: &mut StdRng,
    noise: f64,
    random: f64,
) -> Option<rookery::rules::Move> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    if rng.random_bool(random) {
        return moves.choose(rng).copied();
    }
    let us = pos.side_to_move();
    let attacked = attack_map(pos, us.other());
    let (threatened, _) = en_prise(pos, us, attacked, Bitboard::EMPTY);
    let context = Context::new(pos, attacked);
    let noise = noise as u64 + 1;
    // The three best by score and noise, best first.
    let mut top: [(i32, usize); 3] = [(i32::MIN, 0); 3];
    for (i, mv) in moves.iter().enumerate() {
        // Uniform in 0..noise, near enough (one draw, no rejection).
        let jitter = (u64::from(rng.next_u32()) * noise) >> 32;
        let mut s = score(pos, &context, mv) + jitter as i32;
        if threatened.contains(mv.from) {
            s += 100 * mv.piece.value();
        }
        if s > top[2].0 {
            top[2] = (s, i);
            top.sort_by_key(|t| std::cmp::Reverse(t.0));
        }
    }
    // The check only lowers a score: a move already no better than the
    // best checked cannot overtake it.
    let mut best = (i32::MIN, 0);
    for (s, i) in top {
        if s <= best.0 {
            break;
        }
        let mv = &moves[i];
        let after = pos.after(mv);
        let s = if after.is_check() || s >= 100_000 {
            s
        } else {
            // The moved piece's own square is already counted in `score`.
            let attacked = attack_map(&after, us.other());
            let (_, loss) = en_prise(&after, us, attacked, Bitboard::from_square(mv.to));
            s - 100 * loss
        };
        if s > best.0 {
            best = (s, i);
        }
    }
    Some(moves[best.1])
}

/// Every square `color`'s pieces attack (occupied or not).
fn attack_map(pos: &Position, color: Color) -> Bitboard {
    const NOT_A: u64 = !0x0101_0101_0101_0101;
    const NOT_H: u64 = !0x8080_8080_8080_8080;
    let occupied = pos.occupied();
    let pawns = (pos.by_color(color) & pos.by_kind(PieceKind::Pawn)).0;
    let mut attacked = Bitboard(match color {
        Color::White => ((pawns << 9) & NOT_A) | ((pawns << 7) & NOT_H),
        Color::Black => ((pawns >> 7) & NOT_A) | ((pawns >> 9) & NOT_H),
    });
    for sq in (pos.by_color(color) & !pos.by_kind(PieceKind::Pawn)).squares() {
        if let Some(piece) = pos.piece_at(sq) {
            attacked |= attacks(piece.kind, color, sq, occupied);
        }
    }
    attacked
}

/// The pieces of `color` that the other side may win (attacked and
/// undefended, or attacked by something cheaper) leaving out the squares
/// of `except`, and the most it may win so, in pawns. `attacked` is the
/// other side's [`attack_map`].
fn en_prise(pos: &Position, color: Color, attacked: Bitboard, except: Bitboard) -> (Bitboard, i32) {
    let them = color.other();
    let occupied = pos.occupied();
    let mut threatened = Bitboard::EMPTY;
    let mut most = 0;
    let pieces = pos.by_color(color) & !pos.by_kind(PieceKind::King) & !except & attacked;
    for sq in pieces.squares() {
        let attackers = pos.attackers_to(sq, them, occupied);
        let value = pos.piece_at(sq).map_or(0, |p| p.kind.value());
        let loss = if pos.attackers_to(sq, color, occupied).any() {
            value - cheapest(pos, attackers)
        } else {
            value
        };
        if loss > 0 {
            threatened = threatened.with(sq);
            most = most.max(loss);
        }
    }
    (threatened, most)
}

/// The value of the cheapest piece among `pieces`.
fn cheapest(pos: &Position, pieces: Bitboard) -> i32 {
    pieces
        .squares()
        .filter_map(|sq| pos.piece_at(sq))
        .map(|p| p.kind.value())
        .min()
        .unwrap_or(0)
}

/// What [`score`] needs of the position, worked out once for all its
/// moves.
struct Context {
    /// For each kind of piece, the squares from which one of the side to
    /// move would check the other king (as the board stands: a slider that
    /// uncovers its own line by moving along it is missed).
    checks: [Bitboard; 6],
    /// The squares the other side attacks, as the board stands.
    attacked: Bitboard,
}

impl Context {
    fn new(pos: &Position, attacked: Bitboard) -> Context {
        let them = pos.side_to_move().other();
        let king = pos.king(them);
        let occupied = pos.occupied();
        let checks = std::array::from_fn(|i| match PieceKind::from_index(i) {
            Some(PieceKind::King) | None => Bitboard::EMPTY,
            // For a pawn: the squares a pawn of theirs on the king's square
            // would attack.
            Some(kind) => attacks(kind, them, king, occupied),
        });
        Context { checks, attacked }
    }
}

/// A cheap guess at how good `mv` is for the side playing it, in
/// centipawns.
fn score(pos: &Position, context: &Context, mv: &rookery::rules::Move) -> i32 {
    let us = pos.side_to_move();
    let them = us.other();
    let moved = mv.promotion.unwrap_or(mv.piece);
    let mut s = 100 * mv.captured.map_or(0, PieceKind::value);
    if let Some(p) = mv.promotion {
        s += 100 * (p.value() - 1);
    }
    // The board after the move, roughly: the occupied squares. The move is
    // played in full only when it gives check (discovered checks are not
    // seen) or when the other side has little left (stalemate looms).
    let from = Bitboard::from_square(mv.from);
    let occupied = (pos.occupied() & !from).with(mv.to);
    let check = context.checks[moved.index()].contains(mv.to);
    let endgame = pos.by_color(them).count() <= 3;
    if check || endgame {
        let after = pos.after(mv);
        if after.is_check() {
            if !after.has_legal_moves() {
                return 100_000;
            }
            s += 40;
        } else if endgame && !after.has_legal_moves() {
            // Stalemate: welcome only to the side behind.
            s += if pos.material_lead(us) > 0 {
                -2_000
            } else {
                300
            };
        }
    }
    // What the opponent may win on the square moved to (looked at closely
    // only when it is attacked, or when leaving `from` may open a line to it).
    let exposed = context.attacked.contains(mv.to) || context.attacked.contains(mv.from);
    let attackers = if exposed && moved != PieceKind::King {
        pos.attackers_to(mv.to, them, occupied)
    } else {
        Bitboard::EMPTY
    };
    if attackers.any() {
        let cheapest = cheapest(pos, attackers);
        let defended = (pos.attackers_to(mv.to, us, occupied) & !from).any();
        let loss = if defended {
            (moved.value() - cheapest).max(0)
        } else {
            moved.value()
        };
        s -= 100 * loss;
    }
    let to = Bitboard::from_square(mv.to);
    if (to & CENTRE).any() {
        s += 12;
    } else if (to & WIDE_CENTRE).any() {
        s += 5;
    }
    let opening = pos.fullmove_number() <= 12;
    match mv.kind {
        MoveKind::CastleKingside | MoveKind::CastleQueenside => s += 50,
        _ if mv.piece == PieceKind::King && opening => s -= 30,
        _ if mv.piece == PieceKind::Queen && opening => s -= 8,
        _ => {}
    }
    if matches!(mv.piece, PieceKind::Knight | PieceKind::Bishop)
        && mv.from.rank().relative_to(us).index() == 0
    {
        s += 15;
    }
    if mv.piece == PieceKind::Pawn && !opening {
        s += 2 * mv.to.rank().relative_to(us).index() as i32;
    }
    s
}

/// The comments (about 2% of games) and variations (about 1%) of a game.
fn notes(game: &Game, rng: &mut StdRng) -> Vec<MoveNote> {
    const COMMENTS: [&str; 8] = [
        "The critical moment of the game.",
        "Better was to keep the pieces together.",
        "A natural developing move.",
        "White has the initiative now.",
        "Black should have castled first.",
        "Time trouble for both players.",
        "The only move.",
        "An interesting try.",
    ];
    let plies = game.ply_count();
    let mut notes = Vec::new();
    if plies < 2 {
        return notes;
    }
    if rng.random_bool(0.02) {
        let at = rng.random_range(0..plies);
        notes.resize(plies, MoveNote::default());
        notes[at].comment = Some((*COMMENTS.choose(rng).expect("comments")).to_string());
        if rng.random_bool(0.3) {
            notes[at].nag = Some(*[1u8, 2, 4, 6].choose(rng).expect("glyphs"));
        }
    }
    if rng.random_bool(0.01) {
        // Another move instead of one of the game's, and a few replies.
        let at = rng.random_range(1..plies);
        let before = game.moves()[at].before;
        let played = game.moves()[at].mv;
        let others: Vec<_> = before
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| *m != played)
            .collect();
        if let Some(&first) = others.choose(rng) {
            let mut line = vec![first];
            let mut pos = before.after(&first);
            for _ in 0..rng.random_range(0..4) {
                let Some(mv) = choose_move(&pos, rng, 80.0, 0.0) else {
                    break;
                };
                line.push(mv);
                pos.play(&mv);
            }
            notes.resize(plies, MoveNote::default());
            notes[at].variation = before.san_line(&line);
            if rng.random_bool(0.5) {
                notes[at].variation_comment = Some("A good alternative.".to_string());
            }
        }
    }
    notes
}

/// A time control of the usual kinds, `-` (none) among them.
fn time_control(rng: &mut StdRng) -> &'static str {
    const CONTROLS: [(&str, u32); 8] = [
        ("60+0", 10),
        ("180+2", 20),
        ("300+3", 20),
        ("600+5", 15),
        ("900+10", 10),
        ("1800+0", 8),
        ("5400+30", 10),
        ("-", 7),
    ];
    let total: u32 = CONTROLS.iter().map(|(_, w)| w).sum();
    let mut pick = rng.random_range(0..total);
    for (tc, weight) in CONTROLS {
        if pick < weight {
            return tc;
        }
        pick -= weight;
    }
    "-"
}

/// The event, site and round of a game played in `year`.
fn event(rng: &mut StdRng, year: i32) -> (String, String, String) {
    const CITIES: [(&str, &str); 24] = [
        ("Amsterdam", "NED"),
        ("Barcelona", "ESP"),
        ("Berlin", "GER"),
        ("Bilbao", "ESP"),
        ("Budapest", "HUN"),
        ("Buenos Aires", "ARG"),
        ("Chennai", "IND"),
        ("Dortmund", "GER"),
        ("Gibraltar", "GIB"),
        ("Hastings", "ENG"),
        ("Linares", "ESP"),
        ("London", "ENG"),
        ("Lyon", "FRA"),
        ("Montreal", "CAN"),
        ("Moscow", "RUS"),
        ("Oslo", "NOR"),
        ("Prague", "CZE"),
        ("Reykjavik", "ISL"),
        ("Saint Louis", "USA"),
        ("Sydney", "AUS"),
        ("Tbilisi", "GEO"),
        ("Vienna", "AUT"),
        ("Warsaw", "POL"),
        ("Wijk aan Zee", "NED"),
    ];
    const KINDS: [&str; 6] = [
        "Open",
        "Club Championship",
        "Rapid",
        "Blitz",
        "Masters",
        "Chess Festival",
    ];
    let (city, country) = *CITIES.choose(rng).expect("cities");
    match rng.random_range(0..10) {
        0 => (
            "Casual game".to_string(),
            format!("{city} {country}"),
            "-".to_string(),
        ),
        1 | 2 => (
            "Online Arena".to_string(),
            "Internet".to_string(),
            "-".to_string(),
        ),
        _ => {
            let kind = KINDS.choose(rng).expect("event kinds");
            let round = rng.random_range(1..=11);
            let round = if rng.random_bool(0.2) {
                format!("{round}.{}", rng.random_range(1..=4))
            } else {
                round.to_string()
            };
            (
                format!("{city} {kind} {year}"),
                format!("{city} {country}"),
                round,
            )
        }
    }
}

/// `count` players with distinct names, sorted by rating.
fn player_pool(rng: &mut StdRng, count: usize) -> Vec<Player> {
    const SYLLABLES: [&str; 40] = [
        "ka", "ri", "mo", "ste", "len", "vor", "ta", "ni", "ber", "gu", "sa", "dim", "ol", "an",
        "ek", "ro", "mil", "za", "tor", "bel", "han", "ju", "pe", "vin", "dra", "sor", "lu", "mar",
        "chen", "ko", "fa", "es", "to", "wa", "li", "na", "gor", "se", "di", "ra",
    ];
    const ENDINGS: [&str; 12] = [
        "", "", "", "son", "ov", "ez", "berg", "ski", "ini", "ard", "man", "ova",
    ];
    fn capitalised(s: String) -> String {
        let mut chars = s.chars();
        match chars.next() {
            Some(c) => c.to_uppercase().chain(chars).collect(),
            None => s,
        }
    }
    let word = |rng: &mut StdRng, syllables: usize, ending: &str| {
        let mut w: String = (0..syllables)
            .map(|_| *SYLLABLES.choose(rng).expect("syllables"))
            .collect();
        w.push_str(ending);
        capitalised(w)
    };
    let mut seen = HashSet::new();
    let mut players = Vec::with_capacity(count);
    while players.len() < count {
        let surname_length = rng.random_range(2..=3);
        let ending = *ENDINGS.choose(rng).expect("endings");
        let surname = word(rng, surname_length, ending);
        let given_length = rng.random_range(1..=2);
        let given = word(rng, given_length, "");
        let name = format!("{surname}, {given}");
        if !seen.insert(name.clone()) {
            continue;
        }
        // Roughly normal around 1700 (the sum of four uniform draws).
        let rating = 1700 + (0..4).map(|_| rng.random_range(-300..=300)).sum::<i32>();
        players.push(Player {
            name,
            rating: rating.clamp(800, 2800),
        });
    }
    players.sort_by_key(|p| p.rating);
    players
}
