## The Setup screen (a new game).
setup-title = New game
# A heading, and the label of the other player's name field.
setup-opponent = Opponent
setup-two-players = Two players on this screen
setup-vs-computer = Against the computer
setup-computer-vs-computer = Computer against computer (watch)
# A heading, and the label of the computer's name.
setup-computer = Computer
setup-builtin-engine = Rookery's engine
setup-uci-engine = Another UCI engine (e.g. Stockfish)
# The path of the UCI engine's program.
setup-engine-path = Path
# Beside the rating sliders.
setup-elo = Elo
# A position given as FEN or from the board editor.
setup-start-position = Starting position
setup-standard-position = Use the standard position instead
setup-time-control = Time control
setup-undo-casual = A casual game: Undo is allowed and gives no time back
setup-undo-off = Undo is off while the clocks run
setup-your-colour = Your colour
setup-white = White
setup-black = Black
# Your colour drawn at random; a Chess960 position drawn at random.
setup-random = Random
setup-you = You
setup-start = Start
# The computer's strength: chosen by level (0 to 8) or by Elo rating.
setup-by-level = By level
setup-by-rating = By rating
# Beside the level slider (0 to 8).
setup-level-slider = level
# The chosen level, under the slider. Level 0.
setup-level-random = Random mover
# A level (1 to 8) and its measured Elo rating.
setup-level-about = Level { $level } · about { $elo }
# A rating chosen by Elo, between two levels' ratings.
setup-elo-between = Elo { $elo } · between levels { $below } and { $above }
# A rating chosen by Elo, exactly a level's.
setup-elo-level = Elo { $elo } · level { $level }
# What each level means, under its name.
setup-blurb-random = Plays any legal move at random
setup-blurb-1 = Beginner: sees one move ahead, grabs material
setup-blurb-2 = Novice
setup-blurb-3 = Casual player
setup-blurb-4 = Improving player
setup-blurb-5 = Club player
setup-blurb-6 = Strong club player
setup-blurb-7 = Expert
setup-blurb-full = Full strength: as strong as this machine allows
setup-no-clock = No clock
# A time control of one's own (minutes, increment or delay).
setup-custom = Custom
# The kinds of clock of a custom time control.
setup-increment = Increment
setup-bronstein = Bronstein delay
setup-simple-delay = Simple delay
setup-increment-hint = The increment is added to your clock after each of your moves
setup-bronstein-hint = After each move the time it took is given back, up to the delay: the clock never gains
setup-simple-delay-hint = Each move, the clock waits for the delay before it starts to run; delay you do not use is lost
# A custom time control's rows: "White: [10] min [0] s + [5] s increment".
setup-allowance-white = White:
setup-allowance-black = Black:
setup-allowance-each = Each side:
setup-minutes = min
setup-seconds-plus = s +
setup-seconds-increment = s increment
setup-seconds-delay = s delay
setup-handicap = Different times for each side (handicap)
setup-cant-start-no-time = Can't start: each side needs some time on its clock
setup-cant-start-too-long = Can't start: a clock can hold at most 24 hours, and an increment or delay at most an hour
# $text: what was typed as a time control.
setup-cant-start-unreadable = Can't start: "{ $text }" is not a time control
setup-variant = Variant
setup-standard = Standard
setup-chess960 = Chess960
setup-chess960-hint = Fischer random chess: the pieces behind the pawns are shuffled
# Chess960 with a start position given (FEN or the board editor).
setup-from-position-above = from the position above
# Before the number of a Chess960 start position (0 to 959).
setup-number = No.
setup-chess960-number = Chess960 position number

## The pause menu.
pause-title = Paused
pause-resume = Resume
pause-save = Save Game
pause-load = Load Game
pause-analyse = Analyse
pause-analyse-hint = Open this game on the analysis board (the game stays saved to resume)
pause-edit = Edit this position
pause-edit-hint = Open the board editor on this position
pause-export = Export FEN / PGN
pause-settings = Settings
pause-help = Help
pause-resign = Resign
pause-main-menu = Main Menu
pause-quit = Quit

## The game-over window.
over-title = Game over
over-review = Review the game
over-review-hint = The engine judges every move: mistakes, better moves, accuracy
over-analyse = Analyse
over-analyse-hint = The analysis board: try other moves, with the engine's lines
over-rematch = Rematch
over-new-game = New Game
over-export = Export FEN / PGN
over-main-menu = Main Menu

## The notices window (a settings file set aside, a failed autosave).
notice-title = Notice
notice-ok = OK

# The players' names when none is typed.
setup-default-player-1 = Player 1
setup-default-player-2 = Player 2
