## The main menu.
menu-subtitle = chess
menu-resume = Resume
menu-resume-hint = Continue the game that was running when Rookery closed (Enter)
# Under Resume: the players, and the move the game is at.
menu-analysis = Analysis board
menu-analysis-hint = Any moves for either side, with the engine's lines
menu-editor = Board editor
menu-editor-hint = Set up any position by hand, then play or analyse it
menu-load-game = Load Game
menu-import = Load FEN / PGN
menu-settings = Settings
menu-help = Help
menu-quit = Quit

## The home screen
home-continue = Continue
home-nothing-to-resume = No game in progress. A game left unfinished waits here.
home-move-turn = Move { $number }, { $color ->
    [white] White
   *[black] Black
} to play
home-clocks = Clocks: White { $white }, Black { $black }
home-to-move = { $color ->
    [white] White
   *[black] Black
} to move
home-play = Play the computer
home-play-level = { $level }, you play { $color ->
    [white] White
    [black] Black
   *[random] a colour drawn at random
}
home-no-clock = No clock
home-quick-hint = Start a game at { $control } against { $level }
home-more = More...
home-more-hint = Choose the opponent, colour, clock, variant and names
home-daily = Puzzle of the day
home-to-play = { $color ->
    [white] White
   *[black] Black
} to play
home-daily-rating = Rated { $rating }. The same puzzle for everyone today.
home-solve = Solve it
home-games = { $count ->
    [one] One game
   *[other] { $count } games
}.
home-last-played = Played last:
home-open-game = Open this game on the board
home-studies = Studies
home-studies-count = { $count ->
    [0] No study yet.
    [one] One study.
   *[other] { $count } studies.
}
home-studies-blurb = Your annotated lines and ideas, by chapter.
home-repertoire = Opening repertoire
home-repertoire-due = Repertoire: { $count } due now
home-puzzle-record = Streak { $streak }, { $due } due again today
