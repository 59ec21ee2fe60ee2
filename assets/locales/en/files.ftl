## The Save Game window.
save-title = Save Game
save-name = Name of the save:
save-replaces = A save with this name exists: it will be replaced.
save-save = Save
save-cancel = Cancel

## The question asked before leaving a game in progress: to quit Rookery,
## or to go to the main menu.
leave-quit-title = Quit Rookery?
leave-quit-save = Save and quit
leave-quit-discard = Quit without saving
leave-quit-resign = Resign and quit
leave-menu-title = Leave this game?
leave-menu-save = Save and go to the menu
leave-menu-discard = Go to the menu without saving
leave-menu-resign = Resign and go to the menu
leave-not-over = The game is not over.
# "Load Game" is the main menu's button.
leave-hint = Saving keeps it in Load Game; resigning gives the win to the other side.
leave-no-folder = Rookery has no folder to keep files in: this game cannot be kept.
leave-cancel = Cancel

## The Load Game window.
load-title = Load Game
load-none = No saved games yet. Save one from the pause menu (Escape).
# The table's column headings.
load-name = Name
# The dates below are in UTC.
load-date = Date
load-players = Players
load-moves = Moves
load-result = Result
load-load = Load
load-delete = Delete
# A save file that cannot be read; $error says why.
load-unreadable = Unreadable: { $error }
# $name: the save's name (or its file's, if unreadable).
load-confirm-delete = Delete "{ $name }" for good?
load-keep = Keep it
load-close = Close
# $folder: where the saves are kept.
load-folder = Folder: { $folder }

## The Load FEN / PGN window.
import-title = Load FEN / PGN
import-fen-tab = Position (FEN)
import-pgn-tab = Game (PGN)
import-file = File:
# Examples shown in the empty file box.
import-fen-path-hint = /path/to/position.fen
import-pgn-path-hint = /path/to/game.pgn
import-open = Open
# $error: the system's reason, in English.
import-cannot-open = Cannot open { $path }: { $error }
import-cannot-read = Cannot read { $path }: { $error }
import-too-large = { $path } is too large ({ $bytes } bytes)
import-paste-fen = Or paste a FEN:
# $side: white or black, the side to move.
import-fen-legal = A legal position, { $side ->
        [white] White
       *[black] Black
    } to move. Choose the players and sides next.
import-fen-legal-chess960 = A legal Chess960 position, { $side ->
        [white] White
       *[black] Black
    } to move. Choose the players and sides next.
# $error: what is wrong with the FEN or PGN.
import-not-usable = Not usable: { $error }
import-set-up = Set up a game from here
import-cancel = Cancel
import-paste-pgn = Or paste a PGN:
import-no-game = No game found in this text
# The game found: its players ($white, $black, "?" when unknown), its
# number of moves, and its result ($result: 1-0, 0-1 or 1/2-1/2).
import-pgn-found = { $white } - { $black }, { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, { $result }. (Only the first game of a file is opened.)
import-pgn-found-unfinished = { $white } - { $black }, { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, unfinished. (Only the first game of a file is opened.)
import-continue = Continue the game
import-continue-disabled = The game has a result; step through it instead
import-step-through = Step through from the start

## The Export window.
export-title = Export
export-fen = Position (FEN)
export-folder = Folder:
export-copy-fen = Copy FEN
export-save-fen = Save .fen
export-copy-pgn = Copy PGN
export-save-pgn = Save .pgn
export-fen-copied = The FEN is on the clipboard
export-pgn-copied = The PGN is on the clipboard
export-close = Close

## The Help window (its text is in help.ftl).
help-window-title = Help
report-copy = Copy a bug report
report-copy-hint = The version, your system, the settings and this game as FEN and PGN, to paste into a bug report
report-copied = Copied: paste it into your report.

# The desktop's file chooser, beside every path box.
chooser-browse = Browse…
chooser-browse-hint = Choose the file in the desktop's file chooser
chooser-open-title = Choose a file
chooser-save-title = Save as
chooser-engine-title = Choose the engine program
export-replace-question = { $path } is there already: replace it?
export-replace = Replace
export-keep = Keep it
chooser-folder-title = Choose a folder
