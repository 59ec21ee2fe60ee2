## El editor de posiciones.
editor-title = Editor de posiciones
editor-empty = Tablero vacío
editor-start = Posición inicial
editor-flip = Girar el tablero
editor-undo = Deshacer
# Las teclas de Deshacer y Rehacer, como las nombra el teclado.
editor-undo-key = Ctrl+Z
editor-redo = Rehacer
editor-redo-key = Ctrl+Y
# La paleta: la descripción emergente de cada pieza y la del borrador.
editor-white-king = Rey blanco
editor-white-queen = Dama blanca
editor-white-rook = Torre blanca
editor-white-bishop = Alfil blanco
editor-white-knight = Caballo blanco
editor-white-pawn = Peón blanco
editor-black-king = Rey negro
editor-black-queen = Dama negra
editor-black-rook = Torre negra
editor-black-bishop = Alfil negro
editor-black-knight = Caballo negro
editor-black-pawn = Peón negro
editor-eraser = Borrador
# El bando que mueve: un título y luego la elección entre blancas y negras.
editor-to-move = Juegan
editor-white = Blancas
editor-black = Negras
# Los derechos de enroque: un título y luego una casilla por cada enroque que
# la posición permite.
editor-castling = Enroque
editor-castling-none = ninguno: no hay rey y torre en sus casillas iniciales
editor-castling-white-short = Blancas O-O
editor-castling-white-long = Blancas O-O-O
editor-castling-black-short = Negras O-O
editor-castling-black-long = Negras O-O-O
# La casilla de captura al paso: un título y luego «ninguna» y cada casilla posible.
editor-en-passant = Al paso
editor-en-passant-impossible = ninguna posible
editor-en-passant-none = ninguna
editor-fen = FEN
editor-fen-unreadable = Ese FEN no se puede leer: { $error }
editor-legal = Una posición legal
editor-play = Jugar desde aquí
editor-play-hint = Elige al rival y luego juega desde esta posición
editor-analyse = Analizar
editor-back-to-game = Volver a la partida
editor-back = Volver
editor-back-key = Esc
