## El panel junto al tablero durante una partida.
# La línea de un jugador: $marker es ▶ para el bando que mueve (si no, un
# espacio), $name el nombre del jugador, $color "white" o "black".
panel-player = { $marker } { $name } ({ $color ->
        [white] blancas
       *[black] negras
    })
# $color es el bando en jaque, "white" o "black".
panel-in-check = { $color ->
        [white] ¡Las blancas están en jaque!
       *[black] ¡Las negras están en jaque!
    }
panel-chess960-hint = Chess960: para enrocar, arrastra el rey sobre su propia torre (o dos casillas)
panel-opening-hint = La apertura, según la lista de aperturas de lichess
# Bajo la línea de estado, mientras el ordenador busca su jugada.
panel-thinking = Pensando...
# $reason es el error del motor externo, tal como lo dio.
panel-engine-stopped = El motor se ha detenido: { $reason }
panel-use-builtin-engine = Seguir con el motor de Rookery
# La casilla donde escribir una jugada.
panel-move = Jugada:
panel-play = Jugar
# $name ha ofrecido tablas; el otro jugador responde aquí.
panel-draw-offered = { $name } ofrece tablas.
panel-draw-accept = Aceptar
panel-draw-decline = Rechazar
panel-draw-computer-considers = Ofreces tablas; el ordenador lo está pensando...
# $name ha ofrecido tablas; $answerer responde cuando $color ("white" o
# "black", el bando de $name) haya movido.
panel-draw-waiting = { $name } ofrece tablas; { $answerer } responderá tras la jugada de las { $color ->
        [white] blancas
       *[black] negras
    }.
panel-hint = Ayúdame a mover
panel-hint-tip = Muestra en el tablero la mejor jugada del motor
panel-undo = Deshacer
panel-offer-draw = Ofrecer tablas
panel-claim-draw-fifty = Reclamar tablas (50 jugadas)
panel-claim-draw-repetition = Reclamar tablas (repetición)
panel-resign = Abandonar
panel-flip-board = Girar el tablero
panel-menu = Menú
panel-play-from-here = Jugar desde aquí
panel-play-from-here-hint = Una partida desde la posición del tablero (Nueva partida)
# Tras Abandonar: $name y $color ("white" o "black") son el bando que
# abandona.
panel-resign-confirm = ¿Abandonar la partida por { $name } ({ $color ->
        [white] blancas
       *[black] negras
    })?
panel-resign-yes = Sí, abandonar
panel-cancel = Cancelar

## La lista de jugadas.

## La barra bajo la lista de jugadas y el análisis de la partida.
review-step-start = Posición inicial (Inicio)
review-step-back = Una jugada atrás (flecha izquierda)
review-step-forward = Una jugada adelante (flecha derecha)
review-step-end = Volver a la partida (Fin)
# Una posición anterior: $shown medias jugadas de $total, tras $played
# (una jugada numerada, "12... Cf6").
review-shown-after = Jugada { $shown } de { $total }, tras { $played } — Fin o ▶ para volver
review-shown-start = Jugada { $shown } de { $total }, la posición inicial — Fin o ▶ para volver
review-title = Análisis de la partida
# La barra de progreso del análisis.
review-progress = { $done } de { $total } posiciones
# La precisión de un jugador, de 0 a 100; $color es "white" o "black".
review-accuracy = { $name } ({ $color ->
        [white] blancas
       *[black] negras
    }): precisión { $accuracy } %
# Lo mismo cuando no hay precisión (el jugador no hizo ninguna jugada).
review-accuracy-none = { $name } ({ $color ->
        [white] blancas
       *[black] negras
    }): precisión -
review-inaccuracies = { $count ->
        [one] { $count } imprecisión
       *[other] { $count } imprecisiones
    }
review-mistakes = { $count ->
        [one] { $count } error
       *[other] { $count } errores
    }
review-blunders = { $count ->
        [one] { $count } error grave
       *[other] { $count } errores graves
    }
# Lo que falló en la jugada mostrada: $played es la jugada numerada con su
# signo ("12. Cf3?!"), $best la jugada del motor en ese punto.
review-advice-inaccuracy = { $played }: Imprecisión. { $best } era la mejor jugada.
review-advice-mistake = { $played }: Error. { $best } era la mejor jugada.
review-advice-blunder = { $played }: Error grave. { $best } era la mejor jugada.
review-advice-mate-created = { $played }: El jaque mate es ahora inevitable. { $best } era la mejor jugada.
review-advice-mate-lost = { $played }: Secuencia de mate forzado perdida. { $best } era la mejor jugada.
review-click-marked = Haz clic en una jugada marcada para ver la mejor
review-none = Aún no hay análisis.
review-start = Analizar la partida
review-deeper = Análisis más profundo
review-deeper-hint = Cuatro veces más búsqueda para cada posición
review-by = Por { $engine }
review-engine-failed = { $engine } no pudo revisar la partida: { $why }. Desmarque «Revisar las partidas con» en Ajustes para revisar con el motor de Rookery.
review-back-to-result = Volver al resultado
# La información del gráfico: tras $ply medias jugadas, las posibilidades
# de ganar de las blancas en porcentaje.
review-graph-point = media jugada { $ply }: { $percent } % para las blancas

## La sección del motor en el panel y Aprende de tus errores.
lines-engine = Motor
lines-engine-choice = Motor de las líneas
lines-engine-hint = Analizar la posición del tablero
# La profundidad de búsqueda del motor.
lines-depth = profundidad { $depth }
# The depth at which the engine stopped: nothing more will come.
lines-depth-stopped = profundidad { $depth }, detenida
lesson-title = Aprende de tus errores
lesson-hint = Encuentra mejores jugadas donde te equivocaste
analysis-from-here = Analizar desde aquí
analysis-from-here-hint = El tablero de análisis: prueba otras jugadas desde esta posición
lines-checkmate = Jaque mate: ninguna jugada que pensar
lines-stalemate = Ahogado: ninguna jugada que pensar
lines-thinking = Pensando…
lines-play-move = Hacer esta jugada
lesson-last = Ese era el último.
lesson-done = Hecho
# Error $index de $total: $played es la jugada numerada con su signo
# ("14... Dxb2??"), $color el bando para el que buscar una jugada mejor.
lesson-mistake = { $index } de { $total }: { $played } — encuentra una jugada mejor para las { $color ->
        [white] blancas
       *[black] negras
    }
lesson-your-move = Te toca.
# $san es la jugada que intentó el jugador, $best la del motor.
lesson-judging = { $san }: el motor está evaluando…
lesson-right = Correcto: { $san } es la mejor jugada.
lesson-good = Bien: { $san } es igual de buena (la elección del motor: { $best }).
lesson-wrong = No es suficiente: { $san }. { $best } era la mejor jugada; ¿lo intentas de nuevo?
lesson-shown = { $best } era la mejor jugada.
lesson-show-best = Mostrar la mejor jugada
lesson-next = Siguiente error
lesson-finish = Terminar
lesson-stop = Detener
panel-move-hint = e4, { $knight }, O-O, e7e8q

# The opening explorer (the games library).
explorer-title = Explorador de aperturas
explorer-hint = Las jugadas hechas desde esta posición en tu biblioteca de partidas
explorer-asking = Buscando en la biblioteca…
explorer-none = Ninguna partida de la biblioteca llega a esta posición.
explorer-games = { $games } partidas de la biblioteca llegan a esta posición
explorer-play-move = Jugar esta jugada
explorer-results = Ganan las blancas { $white } %, tablas { $draws } %, ganan las negras { $black } %
explorer-rating-hint = La media de Elo de los jugadores y el año en que se jugó por última vez
explorer-mine = Mis partidas
explorer-mine-hint = Solo sus partidas (los nombres puestos en Ajustes)
explorer-mine-no-names = Ponga primero en Ajustes los nombres con los que juega
explorer-any-class = todo ritmo
explorer-class-choice = Ritmo de juego
explorer-any-rating = todo Elo
explorer-rating-choice = Elo medio mínimo
review-previous-marked = ◀ Jugada marcada anterior
review-next-marked = Siguiente jugada marcada ▶

# The analysis board's notes: the move tree, glyphs and comments.
notes-promote = Subir la variante
notes-make-main = Convertir en línea principal
notes-move-up = Subir la variante
notes-move-down = Bajar la variante
notes-delete-after = Borrar las jugadas siguientes
notes-delete-move = Borrar desde aquí
notes-no-moves = Aún no hay jugadas: juega una en el tablero
notes-more-glyphs = Más símbolos
notes-clear-glyphs = Sin símbolo
notes-comment-after = Después de la jugada
notes-comment-before = Antes de la jugada
notes-comment-start = Un comentario antes de la primera jugada
notes-comment-hint = Un comentario sobre esta jugada
notes-comment = Comentario
notes-undo = Deshacer
notes-redo = Rehacer

# The glyphs' meanings (PGN standard, section 10).
glyph-1 = buena jugada
glyph-2 = error
glyph-3 = jugada brillante
glyph-4 = grave error
glyph-5 = jugada interesante
glyph-6 = jugada dudosa
glyph-7 = única jugada
glyph-8 = jugada singular
glyph-10 = posición igualada
glyph-11 = posición igualada y tranquila
glyph-13 = posición poco clara
glyph-14 = las blancas están algo mejor
glyph-15 = las negras están algo mejor
glyph-16 = las blancas están mejor
glyph-17 = las negras están mejor
glyph-18 = las blancas ganan
glyph-19 = las negras ganan
glyph-22 = las blancas están en zugzwang
glyph-23 = las negras están en zugzwang
glyph-32 = las blancas tienen ventaja de desarrollo
glyph-33 = las negras tienen ventaja de desarrollo
glyph-36 = las blancas tienen la iniciativa
glyph-37 = las negras tienen la iniciativa
glyph-40 = las blancas tienen el ataque
glyph-41 = las negras tienen el ataque
glyph-44 = las blancas tienen compensación
glyph-45 = las negras tienen compensación
glyph-132 = las blancas tienen contrajuego
glyph-133 = las negras tienen contrajuego
glyph-138 = las blancas están en apuros de tiempo
glyph-139 = las negras están en apuros de tiempo
glyph-140 = con la idea
glyph-146 = novedad
