## The panel beside the board during a game.
# A player's line: $marker is ▶ for the side to move (else a space), $name
# the player's name, $color "white" or "black".
panel-player = { $marker } { $name } ({ $color ->
        [white] White
       *[black] Black
    })
# $color is the side in check, "white" or "black".
panel-in-check = { $color ->
        [white] White
       *[black] Black
    } is in check!
panel-chess960-hint = Chess960: castle by dragging the king onto its own rook (or two squares over)
panel-opening-hint = The opening, from the lichess openings list
# Under the status line while the computer looks for its move.
panel-thinking = Thinking...
# $reason is the outside engine's error, as it gave it.
panel-engine-stopped = The engine stopped: { $reason }
panel-use-builtin-engine = Continue with Rookery's engine
# The box to type a move in.
panel-move = Move:
panel-play = Play
# $name offered a draw, which the other player answers here.
panel-draw-offered = { $name } offers a draw.
panel-draw-accept = Accept
panel-draw-decline = Decline
panel-draw-computer-considers = You offer a draw; the computer considers it...
# $name offered a draw; $answerer answers once $color ("white" or "black",
# the side of $name) has moved.
panel-draw-waiting = { $name } offers a draw; { $answerer } answers after { $color ->
        [white] White's
       *[black] Black's
    } move.
panel-hint = Help me move
panel-hint-tip = Shows the engine's best move on the board
panel-undo = Undo
panel-offer-draw = Offer draw
panel-claim-draw-fifty = Claim draw (50 moves)
panel-claim-draw-repetition = Claim draw (repetition)
panel-resign = Resign
panel-flip-board = Flip board
panel-menu = Menu
panel-play-from-here = Play from here
panel-play-from-here-hint = A game from the position on the board (New game)
# Asked after Resign: $name and $color ("white" or "black") are the side
# that resigns.
panel-resign-confirm = Resign the game for { $name } ({ $color ->
        [white] White
       *[black] Black
    })?
panel-resign-yes = Yes, resign
panel-cancel = Cancel

## The move list.

## The review bar under the move list and the game review after the game.
review-step-start = First position (Home)
review-step-back = One move back (left arrow key)
review-step-forward = One move forward (right arrow key)
review-step-end = Back to the game (End)
# An earlier position on the board: $shown half-moves of $total, after
# $played (a numbered move, "12... Nf6").
review-shown-after = Move { $shown } of { $total }, after { $played } — End or ▶ to return
review-shown-start = Move { $shown } of { $total }, the start position — End or ▶ to return
review-title = Game review
# The review's progress bar.
review-progress = { $done } of { $total } positions
# A player's accuracy, 0 to 100; $color is "white" or "black".
review-accuracy = { $name } ({ $color ->
        [white] White
       *[black] Black
    }): accuracy { $accuracy }%
# The same when there is no accuracy (the player made no move).
review-accuracy-none = { $name } ({ $color ->
        [white] White
       *[black] Black
    }): accuracy -
review-inaccuracies = { $count ->
        [one] { $count } inaccuracy
       *[other] { $count } inaccuracies
    }
review-mistakes = { $count ->
        [one] { $count } mistake
       *[other] { $count } mistakes
    }
review-blunders = { $count ->
        [one] { $count } blunder
       *[other] { $count } blunders
    }
# What was wrong with the move on the board: $played is the numbered
# move with its mark ("12. Nf3?!"), $best the engine's move there.
review-advice-inaccuracy = { $played }: Inaccuracy. { $best } was best.
review-advice-mistake = { $played }: Mistake. { $best } was best.
review-advice-blunder = { $played }: Blunder. { $best } was best.
review-advice-mate-created = { $played }: Checkmate is now unavoidable. { $best } was best.
review-advice-mate-lost = { $played }: Lost forced checkmate sequence. { $best } was best.
review-click-marked = Click a marked move to see the better one
review-none = No review yet.
review-start = Review the game
review-deeper = Deeper review
review-deeper-hint = Four times the search for every position
review-by = By { $engine }
review-engine-failed = { $engine } could not review the game: { $why }. Untick "Review games with" in Settings to review with Rookery's engine.
review-back-to-result = Back to the result
# The graph's tooltip: $ply half-moves in, White's winning chances in percent.
review-graph-point = ply { $ply }: { $percent }% for White

## The engine section of the panel and Learn from your mistakes.
lines-engine = Engine
lines-engine-choice = Engine for the lines
lines-engine-hint = Analyse the position on the board
# The engine's search depth.
lines-depth = depth { $depth }
# The depth at which the engine stopped: nothing more will come.
lines-depth-stopped = depth { $depth }, stopped
lesson-title = Learn from your mistakes
lesson-hint = Find better moves where you went wrong
analysis-from-here = Analyse from here
analysis-from-here-hint = The analysis board: try other moves from this position
lines-checkmate = Checkmate: no move to think about
lines-stalemate = Stalemate: no move to think about
lines-thinking = Thinking…
lines-play-move = Play this move
lesson-last = That was the last one.
lesson-done = Done
# Mistake $index of $total: $played is the numbered move with its mark
# ("14... Qxb2??"), $color the side to find a better move for.
lesson-mistake = { $index } of { $total }: { $played } — find a better move for { $color ->
        [white] White
       *[black] Black
    }
lesson-your-move = Your move.
# $san is the move the player tried, $best the engine's.
lesson-judging = { $san }: the engine is looking…
lesson-right = Right: { $san } is the best move.
lesson-good = Good: { $san } is as good (the engine's choice: { $best }).
lesson-wrong = Not good enough: { $san }. { $best } was best; try again?
lesson-shown = { $best } was best.
lesson-show-best = Show the best move
lesson-next = Next mistake
lesson-finish = Finish
lesson-stop = Stop
# The move box's example moves; $knight is Nf3 in the language's letters.
panel-move-hint = e4, { $knight }, O-O, e7e8q

# The opening explorer (the games library).
explorer-title = Opening explorer
explorer-hint = The moves played from this position in your games library
explorer-asking = Looking in the library…
explorer-none = No game of the library reaches this position.
explorer-games = { $games } games of the library reach this position
explorer-play-move = Play this move
explorer-results = White wins { $white }%, draws { $draws }%, Black wins { $black }%
explorer-rating-hint = The players' average rating, and the year it was last played
explorer-mine = My games
explorer-mine-hint = Only your games (the names set in Settings)
explorer-mine-no-names = Set the names you play under in Settings first
explorer-any-class = any class
explorer-class-choice = Time control class
explorer-any-rating = any rating
explorer-rating-choice = Lowest average rating
review-previous-marked = ◀ Previous marked move
review-next-marked = Next marked move ▶

# The analysis board's notes: the move tree, glyphs and comments.
notes-promote = Promote variation
notes-make-main = Make main line
notes-move-up = Move variation up
notes-move-down = Move variation down
notes-delete-after = Delete the moves after
notes-delete-move = Delete from here
notes-no-moves = No moves yet: play one on the board
notes-more-glyphs = More symbols
notes-clear-glyphs = No symbol
notes-comment-after = After the move
notes-comment-before = Before the move
notes-comment-start = A comment before the first move
notes-comment-hint = A comment on this move
notes-comment = Comment
notes-undo = Undo
notes-redo = Redo

# The glyphs' meanings (PGN standard, section 10).
glyph-1 = good move
glyph-2 = mistake
glyph-3 = brilliant move
glyph-4 = blunder
glyph-5 = interesting move
glyph-6 = dubious move
glyph-7 = only move
glyph-8 = singular move
glyph-10 = equal position
glyph-11 = equal, quiet position
glyph-13 = unclear position
glyph-14 = White is slightly better
glyph-15 = Black is slightly better
glyph-16 = White is better
glyph-17 = Black is better
glyph-18 = White is winning
glyph-19 = Black is winning
glyph-22 = White is in zugzwang
glyph-23 = Black is in zugzwang
glyph-32 = White has a lead in development
glyph-33 = Black has a lead in development
glyph-36 = White has the initiative
glyph-37 = Black has the initiative
glyph-40 = White has the attack
glyph-41 = Black has the attack
glyph-44 = White has compensation
glyph-45 = Black has compensation
glyph-132 = White has counterplay
glyph-133 = Black has counterplay
glyph-138 = White is in time trouble
glyph-139 = Black is in time trouble
glyph-140 = with the idea
glyph-146 = novelty
