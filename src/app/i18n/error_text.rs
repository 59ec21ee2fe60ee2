//! Errors the window shows, in its language: a FEN that does not read, an
//! illegal position, a PGN that cannot be used, a save that cannot be
//! loaded, an engine that failed. The rules, the saves and the engines say
//! these in English (`Display`, for the command line and the log); the
//! window writes them from the error's variant. What only the system or
//! an engine can say (an I/O error, an engine's own words) is shown as it
//! is, inside a sentence of the language.

use super::{Arg, Phrase};
use crate::engine::external::{EngineError, EngineNote};
use crate::library::LibraryError;
use crate::persist::LoadError;
use crate::rules::{
    CastlingSide, FenError, FenField, FieldProblem, ParseFenError, PgnError, PgnErrorKind,
    PositionError,
};
use crate::text;

use super::rules_text::{outcome_text, san_error_text};

/// What went wrong with the games library. SQLite's and the system's own
/// words are shown as they are, inside the sentence.
pub fn library_error_text(e: &LibraryError) -> Phrase {
    match e {
        LibraryError::Newer { found, known } => {
            text!("library-error-newer", found = *found, known = *known)
        }
        LibraryError::NotALibrary(path) => {
            text!(
                "library-error-not-a-library",
                path = path.display().to_string()
            )
        }
        LibraryError::NotADatabase(path) => text!(
            "library-error-not-a-database",
            path = path.display().to_string()
        ),
        LibraryError::Sql(e) => text!("library-error-database", why = e.to_string()),
        LibraryError::Io(e) => text!("library-error-file", why = e.to_string()),
        LibraryError::Damaged(id) => text!("library-error-damaged", id = *id),
        LibraryError::NoStudy(id) => text!("library-error-no-study", id = *id),
        LibraryError::NoChapter(id) => text!("library-error-no-chapter", id = *id),
        LibraryError::NoRepertoire(id) => text!("library-error-no-repertoire", id = *id),
        LibraryError::NoGames => text!("library-error-no-games"),
        LibraryError::NoGame(id) => text!("library-error-no-game", id = *id),
        LibraryError::ReadOnly => text!("library-error-read-only"),
        LibraryError::ReadOnlyAndOlder(found) => {
            text!("library-error-read-only-older", found = *found)
        }
    }
}

/// Why a FEN could not be used: malformed, or not a legal position.
pub fn fen_error_text(e: &FenError) -> Phrase {
    match e {
        FenError::Parse(e) => text!("fen-malformed", why = parse_fen_error_text(e)),
        FenError::Position(e) => text!("fen-illegal", why = position_error_text(e)),
    }
}

/// Which field of a FEN is malformed and how.
pub fn parse_fen_error_text(e: &ParseFenError) -> Phrase {
    match e {
        ParseFenError::Empty => text!("fen-empty"),
        ParseFenError::TooManyFields => text!("fen-too-many-fields"),
        ParseFenError::Field { field, reason } => text!(
            "fen-bad-field",
            field = field_name(*field),
            problem = field_problem_text(reason)
        ),
    }
}

fn field_name(field: FenField) -> Phrase {
    match field {
        FenField::Placement => text!("fen-field-placement"),
        FenField::SideToMove => text!("fen-field-side"),
        FenField::Castling => text!("fen-field-castling"),
        FenField::EnPassant => text!("fen-field-en-passant"),
        FenField::HalfmoveClock => text!("fen-field-halfmove"),
        FenField::FullmoveNumber => text!("fen-field-fullmove"),
    }
}

fn field_problem_text(p: &FieldProblem) -> Phrase {
    match p {
        FieldProblem::SideToMove { found } => text!("fen-problem-side", found = found),
        FieldProblem::EnPassantSquare { found } => {
            text!("fen-problem-en-passant", found = found)
        }
        FieldProblem::NotANumber { found } => text!("fen-problem-not-a-number", found = found),
        FieldProblem::NumberTooLarge { found } => text!("fen-problem-too-large", found = found),
        FieldProblem::FullmoveZero => text!("fen-problem-fullmove-zero"),
        FieldProblem::RankCount { found } => text!("fen-problem-rank-count", count = *found),
        FieldProblem::EmptyCount { rank, digit } => text!(
            "fen-problem-empty-count",
            rank = u32::from(*rank),
            digit = digit.to_string()
        ),
        FieldProblem::UnexpectedCharacter { rank, character } => text!(
            "fen-problem-character",
            rank = u32::from(*rank),
            character = character.to_string()
        ),
        FieldProblem::RankTooLong { rank } => {
            text!("fen-problem-rank-long", rank = u32::from(*rank))
        }
        FieldProblem::RankTooShort { rank, squares } => text!(
            "fen-problem-rank-short",
            rank = u32::from(*rank),
            count = *squares
        ),
        FieldProblem::CastlingLetters { found } => {
            text!("fen-problem-castling", found = found)
        }
        FieldProblem::CastlingRepeated { letter, found } => text!(
            "fen-problem-castling-repeated",
            letter = letter.to_string(),
            found = found
        ),
    }
}

/// What makes a position illegal.
pub fn position_error_text(e: &PositionError) -> Phrase {
    match e {
        PositionError::MissingKing(side) => text!("position-no-king", side = *side),
        PositionError::TooManyKings(side) => text!("position-kings", side = *side),
        PositionError::PawnOnBackRank(sq) => {
            text!("position-pawn-back-rank", square = sq.to_string())
        }
        PositionError::TooManyPieces(side) => text!("position-pieces", side = *side),
        PositionError::TooManyPawns(side) => text!("position-pawns", side = *side),
        PositionError::TooManyPromotedPieces(side) => text!("position-promoted", side = *side),
        PositionError::OppositeCheck => text!("position-opposite-check"),
        PositionError::InvalidCastlingRights(side, castling) => text!(
            "position-castling",
            side = *side,
            castling = match castling {
                CastlingSide::KingSide => "short",
                CastlingSide::QueenSide => "long",
            }
        ),
        PositionError::InvalidEnPassant(sq) => {
            text!("position-en-passant", square = sq.to_string())
        }
        PositionError::ImpossibleCheck => text!("position-impossible-check"),
    }
}

/// Where in a PGN file a game could not be read, and why.
pub fn pgn_error_text(e: &PgnError) -> Phrase {
    let why = pgn_error_kind_text(&e.kind);
    let game = Arg::from(e.game);
    match (e.move_number, e.token_shown()) {
        (Some(n), Some(token)) => text!(
            "pgn-error-move-token",
            game = game,
            number = n,
            token = token,
            why = why
        ),
        (Some(n), None) => text!("pgn-error-move", game = game, number = n, why = why),
        (None, Some(token)) => text!("pgn-error-token", game = game, token = token, why = why),
        (None, None) => text!("pgn-error", game = game, why = why),
    }
}

fn pgn_error_kind_text(kind: &PgnErrorKind) -> Phrase {
    match kind {
        PgnErrorKind::UnterminatedComment => text!("pgn-unterminated-comment"),
        PgnErrorKind::UnterminatedTag => text!("pgn-unterminated-tag"),
        PgnErrorKind::MalformedTag => text!("pgn-malformed-tag"),
        PgnErrorKind::MissingFen => text!("pgn-missing-fen"),
        PgnErrorKind::UnknownVariant(v) => text!("pgn-unknown-variant", variant = v),
        PgnErrorKind::BadFen(e) => text!("pgn-bad-fen", why = fen_error_text(e)),
        PgnErrorKind::BadMove(e) => san_error_text(e),
        PgnErrorKind::MoveAfterEnd(o) => text!("pgn-move-after-end", outcome = outcome_text(o)),
        PgnErrorKind::UnbalancedVariation => text!("pgn-unbalanced-variation"),
        PgnErrorKind::UnexpectedToken => text!("pgn-unexpected-text"),
        PgnErrorKind::TooLarge { limit } => text!("pgn-too-large", megabytes = *limit >> 20),
    }
}

/// Why a save could not be read (the file is left as it is).
pub fn load_error_text(e: &LoadError) -> Phrase {
    match e {
        LoadError::Io(why) => text!("save-error-io", error = why),
        LoadError::TooLarge(bytes) => text!(
            "save-error-too-large",
            bytes = *bytes,
            most = crate::persist::save::MAX_SAVE_BYTES
        ),
        LoadError::NotText => text!("save-error-not-text"),
        LoadError::NotRon(why) => text!("save-error-damaged", error = why),
        LoadError::FutureVersion(v) => text!(
            "save-error-newer",
            version = *v,
            most = crate::persist::save::SAVE_VERSION
        ),
        LoadError::IllegalGame(why) => text!("save-error-illegal", error = why),
    }
}

/// Why an engine could not play or analyse. What went wrong inside it
/// (its exit, its words) is shown as the engine or the system put it.
pub fn engine_error_text(e: &EngineError) -> Phrase {
    match e {
        EngineError::NotFound(path) => {
            text!("engine-error-not-found", path = path.display().to_string())
        }
        EngineError::Spawn(why) => text!("engine-error-spawn", error = why),
        EngineError::Crashed(why) => text!("engine-error-crashed", error = why),
        EngineError::Timeout(what) => text!("engine-error-timeout", what = *what),
        EngineError::IllegalMove(what) => text!("engine-error-illegal-move", what = what),
        EngineError::Protocol(what) => text!("engine-error-protocol", what = what),
        EngineError::Stopped => text!("engine-error-stopped"),
    }
}

/// What the player may want to know about how an engine was set up.
pub fn engine_note_text(n: &EngineNote) -> Phrase {
    match n {
        EngineNote::NoOption { engine, option } => {
            text!("engine-note-no-option", engine = engine, option = option)
        }
        EngineNote::NoMultiPv { engine } => text!("engine-note-no-multipv", engine = engine),
        EngineNote::NoElo { engine } => text!("engine-note-no-elo", engine = engine),
        EngineNote::EloClamped {
            engine,
            min,
            max,
            wanted,
            set,
        } => text!(
            "engine-note-elo-clamped",
            engine = engine,
            min = *min,
            max = *max,
            wanted = *wanted,
            set = *set
        ),
        EngineNote::NoLimitStrength { engine } => {
            text!("engine-note-no-limit-strength", engine = engine)
        }
        EngineNote::NoSkill { engine } => text!("engine-note-no-skill", engine = engine),
        EngineNote::SkillClamped {
            engine,
            min,
            max,
            wanted,
            set,
        } => text!(
            "engine-note-skill-clamped",
            engine = engine,
            min = *min,
            max = *max,
            wanted = *wanted,
            set = *set
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::{Language, Tr};
    use crate::rules::{Position, Setup, read_games};

    fn shown(text: &Phrase, language: Language) -> String {
        Tr::new(language).text(text, false)
    }

    /// The expected sentences are written by hand, as a player of each
    /// language reads them.
    #[test]
    fn a_broken_fen_is_told_in_the_players_language() {
        let no_black_king = Position::from_fen("8/8/8/8/8/8/8/K7 w - - 0 1").unwrap_err();
        assert_eq!(
            shown(&fen_error_text(&no_black_king), Language::French),
            "Position illégale : les Noirs n'ont pas de roi"
        );
        let bad_side =
            Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1")
                .unwrap_err();
        assert_eq!(
            shown(&fen_error_text(&bad_side), Language::German),
            "Fehlerhafte FEN: Zugrecht (Feld 2): „w“ oder „b“ erwartet, „x“ gefunden"
        );
        let short_rank = Setup::parse("8/8/8/8/8/8/8/K5 w - - 0 1").unwrap_err();
        assert_eq!(
            shown(&parse_fen_error_text(&short_rank), Language::Spanish),
            "colocación de las piezas (campo 1): la fila 1 tiene 6 casillas en lugar de 8"
        );
    }

    #[test]
    fn a_pgn_that_does_not_read_is_told_in_the_players_language() {
        let games = read_games("1. e4 e5 2. Ke3 *");
        let e = games[0].as_ref().unwrap_err();
        assert_eq!(
            shown(&pgn_error_text(e), Language::Spanish),
            "Partida 1, jugada 2 («Ke3»): jugada ilegal «Ke3»"
        );
    }

    #[test]
    fn library_troubles_are_told_in_the_players_language() {
        let newer = LibraryError::Newer { found: 3, known: 1 };
        assert_eq!(
            shown(&library_error_text(&newer), Language::German),
            "die Sammlung stammt von einem neueren Rookery (Format 3; dieses liest bis 1): \
             sie bleibt unverändert; aktualisiere Rookery, um sie zu öffnen"
        );
        let other = LibraryError::NotALibrary("/tmp/notes.db".into());
        assert_eq!(
            shown(&library_error_text(&other), Language::French),
            "/tmp/notes.db est la base de données d'un autre programme, pas une \
             bibliothèque de Rookery : elle est laissée telle quelle"
        );
        // In English, the window says what the command line says.
        for e in [
            newer,
            other,
            LibraryError::Damaged(12),
            LibraryError::NoStudy(3),
            LibraryError::NoChapter(4),
            LibraryError::NoRepertoire(5),
            LibraryError::NoGames,
            LibraryError::NotADatabase("/tmp/games.pgn".into()),
            LibraryError::ReadOnly,
            LibraryError::ReadOnlyAndOlder(7),
        ] {
            assert_eq!(library_error_text(&e).english(), e.to_string());
        }
    }

    /// In English the window says what the command line says.
    #[test]
    fn in_english_the_window_and_the_command_line_agree() {
        for e in [
            LoadError::Io("permission denied".into()),
            LoadError::NotText,
            LoadError::NotRon("unexpected end".into()),
            LoadError::FutureVersion(7),
            LoadError::IllegalGame("e2e5".into()),
        ] {
            assert_eq!(load_error_text(&e).english(), e.to_string());
        }
        let note = EngineNote::EloClamped {
            engine: "Stockfish 15.1".into(),
            min: 1350,
            max: 2850,
            wanted: 1000,
            set: 1350,
        };
        assert_eq!(engine_note_text(&note).english(), note.to_string());
        assert_eq!(
            shown(&engine_note_text(&note), Language::French),
            "Stockfish 15.1 joue entre 1350 et 2850 Elo : l'Elo 1000 est devenu 1350"
        );
    }
}
