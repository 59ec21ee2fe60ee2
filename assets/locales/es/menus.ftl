## El menú principal.
menu-subtitle = ajedrez
menu-resume = Continuar
menu-resume-hint = Seguir la partida que estaba en curso cuando se cerró Rookery
menu-resume-detail = { $players }, jugada { $number }
menu-new-game = Nueva partida
menu-analysis = Tablero de análisis
menu-analysis-hint = Jugadas libres para ambos bandos, con las líneas del motor
menu-editor = Editor de posiciones
menu-editor-hint = Colocar las piezas a mano y luego jugar o analizar la posición
menu-load-game = Cargar partida
menu-import = Cargar FEN / PGN
menu-settings = Ajustes
menu-help = Ayuda
menu-quit = Salir
