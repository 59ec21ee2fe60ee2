# The Help window's text (src/app/ui/help/mod.rs lists the parts and sections).
# Each part has a title and an intro; each section a title and a body. In an
# intro or a body, a line that starts with spaces (beyond the message's own
# indentation) goes on with the block above; a blank line ends a block.
# A body's blocks:
#   ### Heading    a small bold heading
#   - text         a bullet point
#   text           a paragraph
# Inside any text, `Key` (between backticks) is shown as a key or as
# something to type. Moves and commands stay as they are in every language;
# keys are named as that language's keyboards (and other screens) name them.
# Fluent's rules: a line of text must not start with `[`, `*` or `.`, and a
# brace is written {"{"} or {"}"}.

## Part: How to play Rookery
help-play-title = How to play Rookery
help-play-intro =
    Everything can be done with the mouse; the keys below are shortcuts.

help-main-menu-title = Home screen
help-main-menu-body =
    - Resume (or Enter): carries on with the game that was open when Rookery last
      closed (or crashed), drawn on the Continue card. The game is saved automatically after every move, so nothing is
      lost.
    - Play the computer: one click starts a game at that clock (or without one)
      against the level last chosen in Setup. More... opens Setup to choose the
      players, the clock, the colour and the variant.
    - Puzzle of the day: the same puzzle for everyone on a date. Solve it opens it.
    - Library, Studies and Puzzles open their screens; the Library card lists the
      last games played, each opened by a click.
    - Analysis board: a board for trying moves, with the engine's lines (see
      below).
    - Board editor: set up any position by hand (see below). The pause menu's
      Edit this position opens it on the game's position.
    - Load Game: lists your saved games, newest first, with their name, date,
      players, number of moves and result. Click one to open it. Delete asks
      before removing a save. A save that cannot be read is listed with the
      reason, and Rookery never changes or removes it on its own.
    - Load FEN / PGN: paste a FEN position or open a .fen file, then choose your
      side in Setup. Paste or open a PGN game to continue playing it or to step
      through its moves.
    - Settings, Help and Quit do what they say. At the top of Help, Copy a bug report puts on the clipboard what a bug report needs: Rookery's version, your system, the settings and the game on the board as FEN and PGN. Paste it into your report.
    - If Rookery ever stops unexpectedly, it writes a crash report into its data folder and tells you where it is the next time it starts.

help-setup-title = Setting up a game
help-setup-body =
    - Opponent: two players sharing this screen, you against the computer, or the
      computer against itself.
    - Computer: Rookery's own engine, at level Random (any legal move) or levels 1
      (beginner) to 8 (full strength). Or another UCI engine such as Stockfish:
      give the path to its program and the Elo it should play at.
    - If an outside engine stops working, the panel offers to continue with
      Rookery's engine.
    - Time control: No clock, one of the usual ones (1+0 is one minute each, no
      increment; 3+2 is three minutes each and two seconds added after every
      move), or Custom (see Clocks below). The last one chosen is offered again.
    - Your colour: White, Black or Random.
    - Start begins the game. The clock, the level and the colour chosen are offered
      again next time, also after Rookery restarts, and the home screen's quick
      games use them.
    - Variant: Standard, or Chess960 (Fischer random chess: the pieces behind
      the pawns are shuffled) from a random start position or the one with the
      number you give (0 to 959; 518 is the standard position). In Chess960 you
      castle by dragging the king onto its own rook (or two squares towards it);
      king and rook end where they would in standard chess, on g1 and f1 or on c1
      and d1. Every square between the king and its end square, and between the
      rook and its end square, must be empty but for those two, and the king may
      not be in check, pass an attacked square or end in check.
    - Names: type the players' names (optional).
    - Start begins the game; Back returns to the menu.

help-moving-title = Moving the pieces
help-moving-body =
    - Drag a piece with the left mouse button and drop it on its new square, or
      click the piece and then click the square.
    - With legal-move hints on, the squares the piece may go to show a dot, and
      captures show a ring.
    - Dropping a piece anywhere else puts it back where it was.
    - When a pawn reaches the last rank, a chooser offers queen, rook, bishop or
      knight. A click elsewhere or `Escape` cancels the move. In Settings you can
      have pawns always become queens without asking.
    - To castle, move the king two squares towards the rook; the rook jumps over
      by itself.

help-clocks-title = Clocks
help-clocks-body =
    - Each player has a clock beside their name, on their side of the board. The
      running clock is lit; under ten seconds it shows tenths, turns orange and
      sounds a warning once. A clock that reaches zero shows 0.0 in red and that
      player loses on time.
    - No clock runs until each side has made its first move (as on lichess):
      White's clock starts after Black's first move.
    - Custom: minutes and seconds on each clock, and seconds of increment or
      delay. Increment (Fischer): the seconds are added to your clock after each
      of your moves.
    - Bronstein delay: after each move the time it took is given back, up to the
      delay, so a clock never gains.
    - Simple delay: each move, your clock waits for the delay before it starts to
      count down; delay you do not use is lost.
    - Tick "Different times for each side" to give one player a handicap.
    - The clocks stop while the pause menu or a question (such as "Resign?") is
      open, and when the game ends. They keep running while you step back
      through earlier moves.
    - Undo on the clock: against the computer the game is casual and Undo is
      allowed, but gives no time back. Between two players Undo is off while the
      clocks run.
    - The computer plays on its clock too, and moves faster as its time runs
      low.
    - Saving, quitting and Resume keep both clocks as they stood; the time
      Rookery was closed does not count.

help-premoves-title = Premoves
help-premoves-body =
    - While the computer thinks, you may already make your next move: drag or
      click one of your pieces as usual. The two squares are marked, and the
      move is played the moment the computer has replied, if it is legal then;
      if not, it is quietly dropped.
    - A pawn premoved to the last rank becomes a queen.
    - A right click or `Escape` cancels the premove.
    - Premoves are on in timed games; Settings can turn them on for every game
      or off.

help-typing-title = Typing moves
help-typing-body =
    Type a move into the Move box under the move list and press `Enter` (or click
      Play). Both usual ways of writing moves work:

    - Short algebraic (SAN): `e4`, `Nf3`, `exd5`, `O-O`, `0-0-0`, `e8=Q`.
    - From-square and to-square (UCI): `e2e4`, `e7e8q`.

    If the move is not legal, the status line says why and nothing is played.

help-panel-title = The panel beside the board
help-panel-body =
    - Help me move: the engine's best move is shown as an arrow on the board. It
      is not played for you.
    - Undo: takes back your last move. Against the computer it also takes back the
      computer's reply, so it is your turn again.
    - Offer draw: proposes a draw. A human opponent answers with Accept or
      Decline; the computer decides by itself.
    - Claim draw: appears only when the fifty-move rule or threefold repetition
      allows a claim (see the Laws below).
    - Resign: gives up the game. It asks first, unless turned off in Settings.
    - Flip board: turns the board round.
    - Menu: opens the pause menu.
    - The panel also shows the captured pieces and who is ahead in material, and
      the list of moves.
    - Under the players, the opening's code and name ("C65 Ruy Lopez: Berlin
      Defense"): the last position of the game so far that has a name, even when
      the moves came in another order. Saved and exported games carry it in their
      ECO and Opening tags.
    - The review buttons `⏮` `◀` `▶` `⏭` go to the first, previous, next and last
      move.

help-keyboard-title = Keyboard
help-keyboard-body =
    - `Left` / `Right` arrow: step one move back or forward. The board shows the
      earlier position while you look; the game itself is not changed.
    - `Home` / `End`: jump to the first or the last move.
    - `End`, or `Right` at the last move, returns to the game in play.
    - `Ctrl+Z`: undo, like the Undo button.
    - On the analysis board, its notes: `Ctrl+1` to `Ctrl+6` mark the move on
      the board !, ?, !!, ??, !?, ?!; `Ctrl+7` = and `Ctrl+8` ∞; `Ctrl+Alt+1`
      to `Ctrl+Alt+6` ⩲ ⩱ ± ∓ +− −+; `Ctrl+0` takes its symbols off. `Ctrl+Z`
      undoes the last change to the notes and `Ctrl+Y` (or `Ctrl+Shift+Z`)
      redoes it. A right-drag draws an arrow with the move, a right-click a
      circle: green, red with `Shift`, blue with `Alt`, yellow with both.
    - `F`: flip the board.
    - `Escape`: close the window on top (a file window, Settings, Help), or
      else cancel a premove or the promotion chooser, or else put back the
      piece in hand, or else hide the board's cursor, or else open and close
      the pause menu.
    - `Tab` / `Shift+Tab`: go from control to control on every screen, the one
      with the keys ringed in amber; `Enter` or `Space` presses it. A menu
      opens with `Enter`: `Down` goes to its choices, `Enter` takes one, and
      `Escape` closes its list and nothing else.
    - `Enter`: play the move typed in the Move box; `/` puts the keys in it.
    - `Enter` or `Space` on the board: show the board's cursor, a coloured
      frame on a square. The arrows move it as you see the board (and `Left`
      / `Right` then move the cursor, not through the moves); the status line
      says what stands on its square ("e4, white pawn"). `Enter` or `Space`
      picks up the piece under it, and again on a square it may go to plays
      the move; on the piece in hand, puts it back. At a promotion the cursor
      goes to the queen: `Enter` takes the piece under it, or press `Q`, `R`,
      `B` or `N`.
    - Questions typed in the Move box are answered in the status line (and
      by a screen reader): `c` the clocks, `l` the last move, `g` the game so
      far, `p N` where the white knights stand (`p n` the black ones, any
      piece letter), `s e` the e-file and `s 4` the fourth rank square by
      square, `a e4` what attacks e4, `m` the material, `o` the opening, `e`
      the engine's evaluation when its lines are on.

help-arrows-title = Arrows and circles
help-arrows-body =
    - Right-drag from one square to another to draw an arrow.
    - Right-click a square to draw a circle on it.
    - Doing the same again removes that arrow or circle.
    - A left click anywhere on the board clears them all.

help-pause-title = Pause menu, saving and quitting
help-pause-body =
    `Escape` or the Menu button opens the pause menu: Resume, Save Game, Load
      Game, Settings, Help, Resign, Main Menu and Quit.

    - Save Game asks for a name; the date and time are suggested.
    - Going to the main menu or quitting during a game asks what to do: Save and
      quit, Resign and quit, or Cancel.
    - When a game ends you can ask for a Rematch, start a New Game or go back to
      the Main Menu.
    - Review the game (when a game ends): the engine judges every move. The
      move list marks inaccuracies (?!), mistakes (?) and blunders (??); the
      panel shows each player's accuracy and a graph of the game (click it to go
      to a move). Click a marked move to see the better move as a green arrow.
    - Engine (above the review, after a game): tick it to have the engine
      analyse the position on the board, whichever move you step to. A bar
      beside the board shows White's winning chances (white from White's side)
      with the score at the leading side's end ("M3" is a mate in 3), and the
      panel lists the engine's three best lines with their scores, deepening as
      it thinks. Choose Rookery or the engine chosen in Setup (or Stockfish where
      it is installed); untick it to stop the engine.

help-editor-title = The board editor
help-editor-body =
    - The palette holds the twelve pieces and an eraser. Click one, then click
      squares to put it there (the same piece again, or the eraser, empties the
      square). Or drag a piece from the palette onto a square.
    - On the board, drag a piece to another square, or off the board to take it
      away; a right click empties a square.
    - Empty board, Start position and Flip board do what they say; Undo and Redo
      (Ctrl+Z, Ctrl+Y) go through your changes.
    - To move: White or Black. Castling: each right is offered only while that
      king and rook stand on their home squares. En passant: offered only on a
      square where a pawn could take.
    - FEN: the position as text, updated as you edit; paste a FEN there to set
      the board.
    - Under it the editor says whether the position is legal, or why not, in
      words ("White has more than one king", "Black is in check but it is
      White's move"). Play from here (then choose the opponent in Setup) and
      Analyse work only for a legal position.
    - Back, or Escape, leaves: to the main menu, or to the game the editor was
      opened from, as it was.

help-analysis-title = The analysis board
help-analysis-body =
    Open it from the main menu (the start position), from the pause menu or
    the game-over window (the game so far; a game in progress stays saved to
    resume), or with "Analyse from here" above the review.

    - Any legal move for the side to move may be played, by either side.
    - Left and Right take a move back and play it again; Home and End go to the
      start and the end of the line. Moves taken back show greyed in the list.
    - A different move where moves were taken back starts a variation. The
      moves are a tree: comments in grey under their move, variations
      indented, in blue. Click any move to see it; right-click one to promote
      its variation, make it the main line, move it up or down, or delete it.
    - Under the tree: the move's symbols (! ? !! ?? !? ?! and More symbols),
      its comment, and Undo / Redo of every change. Keep in a study keeps the
      board as a study chapter; every change after that is written into it.
    - Tick Engine for the evaluation bar and the three best lines; click a
      line's first move to play it.
    - Mate or stalemate ends nothing here: step back and try something else.
    - Learn from your mistakes (above the review, once the game is reviewed):
      your mistakes and blunders one after another, each from the position
      before it. Find a better move: the best move is right at once; another is
      judged by the engine and counts as good when it costs less than an
      inaccuracy would. A move not good enough is taken back and the best one
      named; try again, Show the best move, or go to the Next mistake.

help-puzzles-title = Puzzles
help-puzzles-body =
    Main menu: Puzzles. A puzzle opens from the position before the opponent's
    last move, and that move is played; then it is your turn: find the best
    move, by drag, by click or typed in the move box.

    - A right move is answered by the opponent's reply; go on until the
      puzzle is solved. Any move that mates counts as right.
    - A wrong move is taken back ("Not the move. Try again?"): try another,
      or View the solution.
    - Your first try at a puzzle is rated (Glicko-2, as on lichess): the panel
      shows your rating before and after, the puzzle's rating, its themes and
      the game it came from. A second try is not rated.
    - A puzzle you fail comes back after 1 day, then 3, 7 and 21 days each
      time you solve it again; a failure starts it over.
    - Right or Next puzzle: the next one, near your rating. Analyse opens the
      position on the analysis board. Escape goes back to the menu.
    - Woodpecker: one set of puzzles near your rating, solved again and again
      in timed cycles, to solve it faster each time; each finished cycle is
      listed with its time. "A new set of" 20, 50, 100 or 200 starts another.
    - Rookery comes with its own puzzles; "rookery puzzles import" adds
      lichess's puzzle database (lichess_db_puzzle.csv), and "rookery puzzles
      generate" makes puzzles from any PGN games.

help-repertoire-title = Opening repertoire
help-repertoire-body =
    Home: Repertoire (on the Studies card), or the Studies screen's Repertoire. A
    repertoire is a study whose chapters hold your opening lines, for White or for
    Black: your moves are the study's moves where it is your turn (every move
    given there is right), the opponent's are all the others. A position reached
    by two move orders is one card.

    - Make a study a repertoire at the foot of the screen, or import a PGN file
      with "rookery repertoire import FILE.pgn --color white".
    - Review due: the cards whose time has come (FSRS spaces each card by how
      well you know it). Learn new: five lines not seen yet. Whole repertoire:
      every card once.
    - The trainer plays the line from the start up to the card asked, the
      opponent's moves chosen by how often your library's games play them. Answer
      by drag, click or typed move. A right answer goes on along the line; a wrong
      one is taken back, the repertoire's moves are shown as arrows with its
      comment, and the card comes back later in the session.
    - Play on from here starts a game from the board's position; Analyse opens
      it on the analysis board.
    - Gaps: the opponent's moves your repertoire does not answer, most played in
      your library first; Open puts the position on the analysis board to find
      an answer (keep it in the repertoire's study).
    - Your games that left a repertoire (by your names in Settings) are listed
      with where and who left it. A game against the computer says it when it
      ends, and a move of yours off the repertoire counts as a missed card.

help-export-title = FEN and PGN export
help-export-body =
    - Copy the current position as FEN, or the whole game as PGN, to the clipboard
      to paste into other chess programs or websites.
    - Or save them as .fen or .pgn files.
    - Every game also keeps a PGN record of its moves in the `games` folder of
      Rookery's data folder.

help-settings-title = Settings
help-settings-body =
    Changes take effect and are saved at once.

    - Sound on or off, and its volume.
    - Board: Walnut, Tournament green, Slate blue or High contrast.
    - Pieces: drawn as figures or as letters.
    - Animation: off, fast, normal or slow.
    - Show the legal moves of the selected piece.
    - Show the coordinates (a-h, 1-8) around the board.
    - Promote to a queen without asking.
    - Ask before resigning.
    - Two players: turn the board to the side to move after each move.
    - Premove: in timed games, always, or never.

help-command-line-title = Command line
help-command-line-body =
    ### Open straight into a game
    - `rookery --fen "<FEN>"` starts from that position.
    - `rookery --load FILE.ron` opens a saved game.
    - `rookery --pgn FILE.pgn` opens a PGN game.

    ### Tools
    - `rookery perft` counts move paths, to test the move generator.
    - `rookery pgn` works with PGN files without opening a window.
    - `rookery uci` runs Rookery's engine for other chess programs (UCI).

## Part: The Laws of Chess
help-laws-title = The Laws of Chess
help-laws-intro =
    Rookery follows the FIDE Laws of Chess (FIDE is the International Chess
      Federation). Below is a short summary of them in Rookery's words, as Rookery
      applies them. Rookery only lets you make legal moves.

help-board-title = The board and the goal
help-board-body =
    Two players, White and Black, move in turn; White moves first. The board has
      64 squares, with a light square at each player's right-hand corner. The aim
      is to checkmate the other king.

    A piece may not move onto a square taken by a piece of its own colour. Moving
      onto a square taken by an enemy piece captures it: the enemy piece leaves
      the board.

help-pieces-title = How the pieces move
help-pieces-body =
    - King: one square in any direction, never onto a square attacked by the
      enemy. It also castles (see below).
    - Queen: any number of squares along a rank, a file or a diagonal.
    - Rook: any number of squares along a rank or a file.
    - Bishop: any number of squares along a diagonal.
    - Queen, rook and bishop cannot jump: every square they cross must be empty.
    - Knight: two squares along a rank or file and then one square to the side, an
      L shape. It is the only piece that jumps over others.
    - Pawn: one square straight forward to an empty square. From its starting
      square it may instead move two squares forward, if both are empty. It
      captures one square diagonally forward, and never moves backwards.

help-castling-title = Castling
help-castling-body =
    The king moves two squares towards one of its rooks, and that rook moves to
      the square the king passed over. In Rookery, move the king two squares
      towards the rook (or type `O-O` / `O-O-O`).

    ### Castling is allowed only if
    - neither the king nor that rook has moved yet in the game;
    - every square between the king and the rook is empty;
    - the king is not in check;
    - the king does not pass through or land on a square attacked by the enemy.
      (The rook may be attacked, or pass an attacked square.)

help-en-passant-title = En passant
help-en-passant-body =
    When a pawn makes its two-square step and lands beside an enemy pawn, that
      enemy pawn may capture it as if it had moved only one square: it moves
      diagonally to the square the pawn skipped, and the pawn is removed. This is
      allowed only on the very next move; later it is too late.

help-promotion-title = Promotion
help-promotion-body =
    A pawn that reaches the far rank must be exchanged, as part of the same move,
      for a queen, rook, bishop or knight of its colour. The player chooses,
      whatever pieces are still on the board, and the new piece acts at once.

help-check-title = Check, checkmate and stalemate
help-check-body =
    - Check: the king is attacked. The player must end the check at once, by
      moving the king, capturing the attacker or putting a piece in between. No
      move may leave one's own king in check.
    - Checkmate: the king is in check and there is no legal move. The game ends,
      and the player who gave mate wins.
    - Stalemate: the player to move has no legal move but is not in check. The
      game is drawn.

help-game-end-title = How a game ends
help-game-end-body =
    ### Wins
    - Checkmate.
    - Resignation: a player gives up, and the other player wins.
    - Leaving a game in progress with Resign and quit counts as resigning.
    - Time: a player whose clock reaches zero loses, unless the opponent could
      not checkmate by any series of legal moves (then it is a draw).

    ### Draws that happen automatically
    - Stalemate.
    - Insufficient material: neither side can ever checkmate, whatever is played,
      for example king against king, or king and bishop or king and knight against
      king.
    - Fivefold repetition: the same position has appeared five times.
    - Seventy-five-move rule: 75 moves by each player in a row with no capture and
      no pawn move; unless the last of them gives checkmate, in which case the
      mate counts.

    ### Draws a player may claim (with Claim draw)
    - Threefold repetition: the same position has appeared three times, not
      necessarily in a row. The same position means the same pieces on the same
      squares, the same player to move, and the same castling and en passant
      possibilities.
    - Fifty-move rule: the last 50 moves by each player had no capture and no pawn
      move.

    ### Draw by agreement
    - A player offers a draw (Offer draw) and the opponent accepts. The computer
      accepts only when it judges its own position lost or the game dead equal.

## If the help above cannot be read (the tests keep that from happening).
help-damaged-title = Help
# $error: what is wrong, in English.
help-damaged = The help text is damaged: { $error }
