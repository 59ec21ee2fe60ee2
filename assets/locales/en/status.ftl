## The status line under the board, and how the rules' results read.
# $side, $owner, $turn, $winner, $offerer: white or black.
# $name: the save's name.
status-loaded = Loaded "{ $name }"
status-resumed = Resumed the game where it was left
# A game opened from a PGN or FEN: the players.
status-opened = Opened { $white } - { $black }
status-analysis-board = Analysis board: play any move; the arrow keys step back and forward
status-to-move = { $name } to move
# $outcome: how the game ended (an outcome- message below).
status-game-over = The game is over ({ $outcome })
# $reason: why the typed text is not a move (a san- message below).
status-cannot-play = Can't play that: { $reason }
status-start-position = The start position
# A move with its number: "12. Nf3" for White, "12... Nf6" for Black.
numbered-move = { $side ->
    [white] { $number }. { $san }
   *[black] { $number }... { $san }
}
# $played: the move with its number.
status-move-check = { $played } - { $side ->
    [white] White
   *[black] Black
} is in check
status-took-back = { $count ->
    [one] Took back one move
   *[other] Took back { $count } moves
}
status-undo-after-time-out = The game ended on time: its moves can't be taken back
status-undo-off-on-clock = Undo is off in a game on the clock between two players
status-nothing-to-undo = No move to take back
status-draw-offer-computer = You offer a draw; the computer considers it...
status-draw-offer = { $name } ({ $side ->
    [white] White
   *[black] Black
}) offers a draw
status-draw-answer-refused = { $offerer ->
    [white] Only Black can answer White's draw offer
   *[black] Only White can answer Black's draw offer
}
status-draw-declined = { $name } declines the draw
status-time-out = { $name } ran out of time
status-builtin-takes-over = Rookery's engine takes over
# $why: the engine's failure, in English (from the engine or the system).
status-engine-failed = The engine failed: { $why }
status-computer-to-move = Wait: the computer is to move
status-promotion-impossible = That promotion is not possible
status-promotion-cancelled = Promotion cancelled
status-stepping = Showing move { $ply } of { $total }: press End or the right arrow key to return to the game
status-review-first = Review the game first
status-no-mistakes = No mistakes or blunders to learn from
status-last-mistake = That was the last one
status-looking-for-hint = Looking for a good move...
status-hint = Hint: { $san }
## Why a move cannot be made. $piece: king, queen, rook, bishop, knight or
## pawn; $square, $from, $to: squares ("e4").
illegal-no-piece = There is no piece on { $square }
illegal-not-your-piece = That is { $owner ->
    [white] White
   *[black] Black
}'s { $piece }; it is { $turn ->
    [white] White
   *[black] Black
}'s turn
illegal-no-moves = The { $piece } on { $square } has no legal moves
illegal-in-check = The { $piece } cannot go to { $to }: your king is in check
illegal-cannot-go = The { $piece } on { $from } cannot go to { $to }
## Typed moves that are not moves. $text: what was typed.
san-malformed = '{ $text }' is not a move
san-illegal = illegal move '{ $text }'
# $candidates: the moves it could mean, in SAN.
san-ambiguous = ambiguous move '{ $text }': could be { $candidates }
san-not-canonical = '{ $text }' is not standard SAN; write '{ $canonical }'
game-error-over = the game is over ({ $outcome })
game-error-illegal = illegal move { $text }
game-error-no-draw = no draw to claim: neither the fifty-move rule nor threefold repetition applies
## How a game ended. $result: 1-0, 0-1 or 1/2-1/2.
outcome-checkmate = { $result }, { $winner ->
    [white] White
   *[black] Black
} wins by checkmate
outcome-resignation = { $result }, { $winner ->
    [white] White
   *[black] Black
} wins by resignation
outcome-timeout = { $result }, { $winner ->
    [white] White
   *[black] Black
} wins on time
outcome-win = { $result }, { $winner ->
    [white] White
   *[black] Black
} wins
outcome-stalemate = { $result }, stalemate
outcome-insufficient = { $result }, draw by insufficient material
outcome-fifty = { $result }, draw by the fifty-move rule
outcome-seventy-five = { $result }, draw by the seventy-five-move rule
outcome-threefold = { $result }, draw by threefold repetition
outcome-fivefold = { $result }, draw by fivefold repetition
outcome-agreement = { $result }, draw by agreement
outcome-timeout-insufficient = { $result }, draw: time ran out but the opponent cannot checkmate
outcome-draw = { $result }, draw

## The board's keyboard cursor: what stands on its square.
board-square-empty = { $square }, empty
board-square-piece = { $square }, { $color ->
    [white] white
   *[black] black
} { $piece ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
}

## The board for a screen reader: the grid's name and a cell's states.
board-grid = Board
board-cell-last-move = last move
board-cell-target = can go here
board-cell-cursor = cursor

## A move in words, for a screen reader: "White: knight takes e4, check".
## $castle: kingside, queenside or none; $capture: yes, no or en-passant;
## $promotion: the piece or none; $check: mate, check or none.
move-words = { $side ->
    [white] White
   *[black] Black
}: { $castle ->
    [kingside] castles kingside
    [queenside] castles queenside
   *[none] { $piece ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    } { $capture ->
        [yes] takes
        [en-passant] takes
       *[no] to
    } { $square }{ $capture ->
        [en-passant] {" "}en passant
       *[other] {""}
    }{ $promotion ->
        [queen] , promotes to queen
        [rook] , promotes to rook
        [bishop] , promotes to bishop
        [knight] , promotes to knight
       *[none] {""}
    }
}{ $check ->
    [mate] , checkmate
    [check] , check
   *[none] {""}
}

## A clock falling under ten seconds, for a screen reader.
announce-low-time = { $side ->
    [white] White
   *[black] Black
} has less than ten seconds

## Answers to the move box's questions (app/questions.rs).
answer-clocks = White { $white }, Black { $black }
answer-no-clock = No clock in this game
answer-no-move = No move yet
answer-game = { $moves }
answer-pieces = { $side ->
    [white] White
   *[black] Black
} { $piece ->
    [king] king
    [queen] { $count ->
        [one] queen
       *[other] queens
    }
    [rook] { $count ->
        [one] rook
       *[other] rooks
    }
    [bishop] { $count ->
        [one] bishop
       *[other] bishops
    }
    [knight] { $count ->
        [one] knight
       *[other] knights
    }
   *[pawn] { $count ->
        [one] pawn
       *[other] pawns
    }
}: { $squares }
answer-no-pieces = No { $side ->
    [white] white
   *[black] black
} { $piece ->
    [king] king
    [queen] queens
    [rook] rooks
    [bishop] bishops
    [knight] knights
   *[pawn] pawns
}
answer-list = { $first }; { $rest }
answer-attacked = { $square } is attacked by { $by }
answer-not-attacked = Nothing attacks { $square }
answer-material = Material: White { $white }, Black { $black }
answer-opening = { $eco } { $name }
answer-no-opening = No opening named yet
answer-eval = Evaluation { $eval }
answer-no-eval = The engine's lines are off
# Said as a window opens, to a screen reader: "Settings window".
announce-window = { $title } window
announce-main-menu = Rookery, main menu
announce-review-done = Game review done
# The analysis board's notes, as a screen reader hears them.
# A move in words and one of its symbols' meanings (a glyph- message):
# "White: knight takes e5, good move".
announce-with-glyph = { $words }, { $glyph }
# A symbol without a name: its number in the PGN standard.
announce-glyph-number = symbol { $number }
# The edits. $move: a move with its number ("2. Nf3", a numbered-move);
# $place: before or after the move, or start (before the first move).
announce-comment-written = { $place ->
    [before] Comment before { $move } written
    [start] Comment at the start written
   *[after] Comment on { $move } written
}
announce-comment-removed = { $place ->
    [before] Comment before { $move } removed
    [start] Comment at the start removed
   *[after] Comment on { $move } removed
}
# $glyph: the symbol's meaning (a glyph- message).
announce-glyph-added = Symbol added to { $move }: { $glyph }
announce-glyph-removed = Symbol removed from { $move }: { $glyph }
announce-glyphs-cleared = Symbols removed from { $move }
# $color: green, red, yellow or blue; $from, $to, $square: squares.
announce-arrow-added = { $color ->
    [green] Green
    [red] Red
    [yellow] Yellow
   *[blue] Blue
} arrow from { $from } to { $to } added
announce-arrow-removed = { $color ->
    [green] Green
    [red] Red
    [yellow] Yellow
   *[blue] Blue
} arrow from { $from } to { $to } removed
announce-circle-added = { $color ->
    [green] Green
    [red] Red
    [yellow] Yellow
   *[blue] Blue
} circle on { $square } added
announce-circle-removed = { $color ->
    [green] Green
    [red] Red
    [yellow] Yellow
   *[blue] Blue
} circle on { $square } removed
announce-move-added = Move { $move } added
announce-move-deleted = { $move } deleted, with the moves after it
announce-moves-after-deleted = Moves after { $move } deleted
announce-variation-promoted = Variation { $move } promoted
announce-made-main-line = Variation { $move } made the main line
announce-variation-up = Variation { $move } moved up
announce-variation-down = Variation { $move } moved down
# $edit: what the edit did (one of the messages above).
announce-undone = Undone: { $edit }
announce-redone = Redone: { $edit }
status-no-edit-to-undo = No edit to undo
status-no-edit-to-redo = No edit to redo
status-chapter-opened = { $study }: { $chapter }
