## El menú principal.
menu-subtitle = ajedrez
menu-resume = Continuar
menu-resume-hint = Seguir la partida que estaba en curso cuando se cerró Rookery (Intro)
menu-analysis = Tablero de análisis
menu-analysis-hint = Jugadas libres para ambos bandos, con las líneas del motor
menu-editor = Editor de posiciones
menu-editor-hint = Colocar las piezas a mano y luego jugar o analizar la posición
menu-load-game = Cargar partida
menu-import = Cargar FEN / PGN
menu-settings = Ajustes
menu-help = Ayuda
menu-quit = Salir

## La pantalla de inicio
home-continue = Continuar
home-nothing-to-resume = Ninguna partida en curso. Una partida sin terminar le espera aquí.
home-move-turn = Jugada { $number }, juegan { $color ->
    [white] las blancas
   *[black] las negras
}
home-clocks = Relojes: blancas { $white }, negras { $black }
home-to-move = { $color ->
    [white] Juegan las blancas
   *[black] Juegan las negras
}
home-play = Jugar contra el ordenador
home-play-level = { $level }, usted juega con { $color ->
    [white] blancas
    [black] negras
   *[random] un color sorteado
}
home-no-clock = Sin reloj
home-quick-hint = Empezar una partida { $control } contra { $level }
home-more = Más...
home-more-hint = Elegir el rival, el color, el reloj, la variante y los nombres
home-daily = Problema del día
home-to-play = { $color ->
    [white] Juegan las blancas
   *[black] Juegan las negras
}
home-daily-rating = Valoración { $rating }. El mismo problema para todos hoy.
home-solve = Resolverlo
home-games = { $count ->
    [one] Una partida
   *[other] { $count } partidas
}.
home-last-played = Las últimas jugadas:
home-open-game = Abrir esta partida en el tablero
home-studies = Estudios
home-studies-count = { $count ->
    [0] Aún ningún estudio.
    [one] Un estudio.
   *[other] { $count } estudios.
}
home-studies-blurb = Sus líneas comentadas y sus ideas, por capítulos.
home-repertoire = Repertorio de aperturas
home-repertoire-due = Repertorio: { $count } pendientes
home-puzzle-record = Racha { $streak }, { $due } pendientes hoy
