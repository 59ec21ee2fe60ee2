## Errors the window shows: a FEN, a position, a PGN, a save, an engine,
## and what happened to a file.

# A FEN that is not well-formed ($why says which field and how), or one
# that reads but is not a legal position ($why says what is illegal).
fen-malformed = Malformed FEN: { $why }
fen-illegal = Illegal position: { $why }
fen-empty = the FEN is empty
fen-too-many-fields = the FEN has more than six fields
# $field is one of the fen-field- names, $problem one of the fen-problem- texts.
fen-bad-field = { $field }: { $problem }
fen-field-placement = piece placement (field 1)
fen-field-side = side to move (field 2)
fen-field-castling = castling rights (field 3)
fen-field-en-passant = en passant square (field 4)
fen-field-halfmove = halfmove clock (field 5)
fen-field-fullmove = fullmove number (field 6)
fen-problem-side = “w” or “b” expected, “{ $found }” found
fen-problem-en-passant = a square such as e3 or “-” expected, “{ $found }” found
fen-problem-not-a-number = a whole number expected, “{ $found }” found
fen-problem-too-large = the number { $found } is too large
fen-problem-fullmove-zero = the move number starts at 1
fen-problem-rank-count = 8 ranks separated by “/” expected, { $count } found
fen-problem-empty-count = rank { $rank } has a bad count of empty squares, “{ $digit }”
fen-problem-character = “{ $character }” on rank { $rank } is neither a piece nor a number
fen-problem-rank-long = rank { $rank } has more than 8 squares
fen-problem-rank-short = rank { $rank } has { $count ->
    [one] one square
   *[other] { $count } squares
} instead of 8
fen-problem-castling = “-”, letters of KQkq or rook files such as HAha expected, “{ $found }” found
fen-problem-castling-repeated = “{ $letter }” gives a castling right twice in “{ $found }”

# What makes a position illegal ($side: white or black).
position-no-king = { $side ->
    [white] White has
   *[black] Black has
} no king
position-kings = { $side ->
    [white] White has
   *[black] Black has
} more than one king
position-pawn-back-rank = a pawn on { $square }: pawns cannot stand on the first or last rank
position-pieces = { $side ->
    [white] White has
   *[black] Black has
} more than 16 pieces
position-pawns = { $side ->
    [white] White has
   *[black] Black has
} more than 8 pawns
position-promoted = { $side ->
    [white] White has
   *[black] Black has
} more promoted pieces than its missing pawns could have become
position-opposite-check = the side not to move is in check
position-castling = { $side ->
    [white] White
   *[black] Black
} cannot castle { $castling ->
    [short] short
   *[long] long
}: king or rook not on its home square
position-en-passant = no double pawn push could have made { $square } the en passant square
position-impossible-check = the side to move is in a check no legal move could have given

# Where a game of a PGN file could not be read ($game counts games in the
# file from 1, $number is the move number, $token the text found there).
pgn-error = Game { $game }: { $why }
pgn-error-move = Game { $game }, move { $number }: { $why }
pgn-error-token = Game { $game } (“{ $token }”): { $why }
pgn-error-move-token = Game { $game }, move { $number } (“{ $token }”): { $why }
pgn-unterminated-comment = a comment is never closed with “{ "}" }”
pgn-unterminated-tag = a tag is cut short by the end of its line
pgn-malformed-tag = a tag is not written as [Name "value"]
pgn-missing-fen = SetUp "1" without a FEN tag
pgn-unknown-variant = the variant “{ $variant }” is not played here (standard chess and Chess960 are)
pgn-bad-fen = the FEN tag does not read: { $why }
pgn-move-after-end = a move after the game ended ({ $outcome })
pgn-unbalanced-variation = the parentheses of the variations do not match
pgn-unexpected-text = text that is neither a tag nor a move
pgn-too-large = the game is larger than { $megabytes } MB and was passed over

# Why a save cannot be read; the file is left as it is.
save-error-io = cannot read the file: { $error }
save-error-too-large = the file is too large to be a save ({ $bytes } bytes, at most { $most })
save-error-not-text = the file is not text (damaged or not a save)
save-error-damaged = damaged or incomplete: { $error }
save-error-newer = saved by a newer Rookery (format { $version }; this one reads up to { $most })
save-error-illegal = the game in it is not legal: { $error }

# Notes on how an external engine was set up ($engine is its own name).
engine-note-no-option = { $engine } has no '{ $option }' option, so it was not set
engine-note-no-multipv = { $engine } has no 'MultiPV' option: it shows one line
engine-note-no-elo = { $engine } cannot limit its strength by Elo (no UCI_Elo option), so it plays at full strength
engine-note-elo-clamped = { $engine } plays between Elo { $min } and { $max }, so Elo { $wanted } became { $set }
engine-note-no-limit-strength = { $engine } has no UCI_LimitStrength option, so it cannot be weakened and plays at full strength
engine-note-no-skill = { $engine } has no 'Skill Level' option, so it plays at full strength
engine-note-skill-clamped = { $engine }'s skill levels go from { $min } to { $max }, so skill { $wanted } became { $set }

# Why an engine failed; $error and $what are the system's or the engine's
# own words, shown as they are.
engine-error-not-found = no engine found at { $path }
engine-error-spawn = could not start the engine: { $error }
engine-error-crashed = the engine crashed: { $error }
engine-error-timeout = the engine did not { $what }
engine-error-illegal-move = the engine played an illegal move: { $what }
engine-error-protocol = the engine does not follow the UCI protocol: { $what }
engine-error-stopped = the engine was stopped before it chose a move
engine-error-unavailable = the engine is unavailable
engine-error-no-thread = the engine could not start a thread: { $error }
# The analysis panel, when the chosen engine fails.
engine-error-fallback = { $why }; Rookery's engine analyses instead

# What happened to a file: saves, exports, deletions ($error is the
# system's own words).
file-saved = Saved "{ $name }"
file-save-failed = Could not save to { $path }: { $error }. Any earlier save there is unchanged.
file-written = Saved { $path }
file-write-failed = Could not write { $path }: { $error }
file-deleted = Deleted { $name }
file-delete-failed = Could not delete { $name }: { $error }
file-not-in-saves = { $path } is not in the saves folder
file-cannot-load = Cannot load this save: { $why }
file-cannot-resume = Cannot resume: { $why }
file-no-folder = Rookery has no folder to keep files in (no home directory): games cannot be kept
# The default name of a save: the date and time it was made.
file-default-save-name = Game { $date }

# Notices shown until dismissed.
notice-crash = Rookery stopped unexpectedly last time. A report of what happened is in { $path }: please attach it to a bug report. Your game was autosaved after every move.
notice-autosave-failed = Autosave failed: { $error }
notice-library-failed = The games library could not keep this game: { $error }
notice-study-file-failed = { $path }: { $error }
notice-studies-failed = The studies could not be read or changed: { $error }
notice-settings-not-saved = Could not save the settings to { $path }: { $error }
notice-settings-unreadable = Could not read the settings in { $path } ({ $error }); using the defaults
notice-settings-set-aside = The settings file { $path } could not be read ({ $error }); using the defaults, and it was kept as { $aside }
notice-settings-left = The settings file { $path } could not be read ({ $error }); using the defaults, and it could not be renamed ({ $rename }) and was left as it is

# The position editor's refusals.
editor-illegal = Not a legal position: { $why }
editor-castling-refused = { $side ->
    [white] White
   *[black] Black
} may castle on that side only with king and rook on their home squares
editor-en-passant-refused = No pawn could take en passant on { $square }
editor-opposite-check = { $side ->
    [white] White is in check but it is Black's move
   *[black] Black is in check but it is White's move
}
notice-speech-missing = Speak moves: the system's speech is not installed (speech-dispatcher, which gives spd-say). Rookery stays quiet; a screen reader still hears every move.
notice-speech-failed = Speak moves: the system's speech did not start ({ $error }). Rookery stays quiet until the setting is turned on again.
notice-library-read-only = The games library opens for reading only: { $error }
notice-library-unopened = The games library could not be opened (it is tried again when you come back to the Library, Studies or Puzzles): { $error }
