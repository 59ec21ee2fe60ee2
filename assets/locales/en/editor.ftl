## The board editor screen.
editor-title = Board editor
editor-empty = Empty board
editor-start = Start position
editor-flip = Flip board
editor-undo = Undo
# The keys for Undo and Redo, as the keyboard names them.
editor-undo-key = Ctrl+Z
editor-redo = Redo
editor-redo-key = Ctrl+Y
# The palette: each piece's tooltip, and the eraser's.
editor-white-king = White king
editor-white-queen = White queen
editor-white-rook = White rook
editor-white-bishop = White bishop
editor-white-knight = White knight
editor-white-pawn = White pawn
editor-black-king = Black king
editor-black-queen = Black queen
editor-black-rook = Black rook
editor-black-bishop = Black bishop
editor-black-knight = Black knight
editor-black-pawn = Black pawn
editor-eraser = Eraser
# The side to move: a heading, then a choice of White or Black.
editor-to-move = To move
editor-white = White
editor-black = Black
# The castling rights: a heading, then a checkbox for each right the board
# allows.
editor-castling = Castling
editor-castling-none = none: no king and rook at home
editor-castling-white-short = White O-O
editor-castling-white-long = White O-O-O
editor-castling-black-short = Black O-O
editor-castling-black-long = Black O-O-O
# The en passant square: a heading, then "none" and each possible square.
editor-en-passant = En passant
editor-en-passant-impossible = none possible
editor-en-passant-none = none
editor-fen = FEN
# $error: why the FEN typed does not read.
editor-fen-unreadable = That FEN does not read: { $error }
editor-legal = A legal position
editor-play = Play from here
editor-play-hint = Choose the opponent, then play from this position
editor-analyse = Analyse
# Back to the game the editor was opened from, or to the main menu.
editor-back-to-game = Back to the game
editor-back = Back
# The key for Back, as the keyboard names it.
editor-back-key = Escape
