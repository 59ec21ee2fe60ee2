# The Repertoire screen and the drill's panel.
repertoire-title = Repertoire
title-repertoire = Rookery — Repertoire
notice-repertoire-failed = The repertoires could not be read or written: { $error }
repertoire-reading = Reading the repertoires...
repertoire-none = No repertoire yet. A repertoire is a study whose chapters hold your opening lines: mark one below for White or Black (or import a PGN file with `rookery repertoire import`), then drill it here.
repertoire-for-white = for White
repertoire-for-black = for Black
repertoire-counts = { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    } · { $due } due now · { $learned } learned · { $new } new
repertoire-next-minutes = next due in { $count ->
        [one] 1 minute
       *[other] { $count } minutes
    }
repertoire-next-hours = next due in { $count ->
        [one] 1 hour
       *[other] { $count } hours
    }
repertoire-next-days = next due in { $count ->
        [one] 1 day
       *[other] { $count } days
    }
repertoire-review-due = Review { $count } due
repertoire-learn = Learn { $count } new
repertoire-learn-hint = Lines you have not drilled yet, a few at a time, nearest the start first
repertoire-all = Whole repertoire
repertoire-all-hint = Every card once, line by line
repertoire-gaps = Gaps
repertoire-gaps-hint = The opponent's moves your repertoire does not answer, most played in your library first
repertoire-preparing = Preparing the drill...
repertoire-leech = { $san } (missed { $count } times)
repertoire-leeches = Missed most: { $cards }
repertoire-no-gaps = No gaps: every move your library's games play at your repertoire's positions is answered.
repertoire-gaps-title = Moves your repertoire does not answer
repertoire-gap-games = { $count ->
        [one] 1 game
       *[other] { $count } games
    }
repertoire-gap-open = Open
repertoire-gap-open-hint = Open the position after this move on the analysis board, to find and keep an answer
repertoire-left-title = Your games that left a repertoire
repertoire-left-none = None of your games in the library left a repertoire (your names are set in Settings).
repertoire-left-player = { $san }: you left your repertoire (your move there: { $expected })
repertoire-left-opponent = { $san }: your opponent left it, a move your repertoire does not answer
repertoire-left-open = Open this game on the board
repertoire-mark-title = Make a study a repertoire
repertoire-mark-no-study = No study yet: make one on the Studies screen, or import a PGN file there.
repertoire-mark-choose = Choose a study
repertoire-mark-study = Study
repertoire-mark = Make it a repertoire
repertoire-mark-hint = Your moves are the study's moves where it is your turn; every move given there is a right answer
repertoire-drill-started = Drilling { $name }
repertoire-nothing-to-drill = Nothing to drill now.
repertoire-new-line = A new line from the start
repertoire-watch = Watch the line
repertoire-your-move = Your move ({ $side ->
        [white] White
       *[black] Black
    })
repertoire-right = Right: { $san }
repertoire-wrong = { $san } is not in your repertoire. Play { $expected }
repertoire-shown = Your repertoire plays { $expected }: play it to go on
repertoire-play-shown = Play one of the moves shown by the arrows
repertoire-drill-done = Done: { $right } right, { $wrong } wrong
repertoire-progress = { $left } of { $total } cards left · { $right } right · { $wrong } wrong
repertoire-show = Show the move
repertoire-show-hint = Show your repertoire's move here (counted as missed; the card comes back later)
repertoire-stop = Stop
repertoire-back = Back to the repertoire
repertoire-spar = Play on from here
repertoire-spar-hint = Play the line out from this position against the computer (Setup opens with it)
repertoire-analyse = Analyse
repertoire-analyse-hint = Open this position on the analysis board, with the engine's lines
repertoire-streak = streak: { $count ->
        [one] 1 day
       *[other] { $count } days
    }
repertoire-gap-score = you score { $score }%
repertoire-chapter = One chapter
repertoire-chapter-hint = Drill every card of one chapter of the repertoire's study: one branch
