## The main menu.
menu-subtitle = chess
menu-resume = Resume
menu-resume-hint = Continue the game that was running when Rookery closed
# Under Resume: the players, and the move the game is at.
menu-resume-detail = { $players }, move { $number }
menu-new-game = New Game
menu-analysis = Analysis board
menu-analysis-hint = Any moves for either side, with the engine's lines
menu-editor = Board editor
menu-editor-hint = Set up any position by hand, then play or analyse it
menu-load-game = Load Game
menu-import = Load FEN / PGN
menu-settings = Settings
menu-help = Help
menu-quit = Quit
