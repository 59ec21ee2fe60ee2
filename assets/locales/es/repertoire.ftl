# La pantalla Repertorio y el panel del entrenamiento.
repertoire-title = Repertorio
title-repertoire = Rookery — Repertorio
notice-repertoire-failed = No se pudieron leer ni escribir los repertorios: { $error }
repertoire-reading = Leyendo los repertorios...
repertoire-none = Aún no hay repertorio. Un repertorio es un estudio cuyos capítulos tienen tus líneas de apertura: marca uno abajo para blancas o negras (o importa un archivo PGN con `rookery repertoire import`) y entrénalo aquí.
repertoire-for-white = para blancas
repertoire-for-black = para negras
repertoire-counts = { $cards ->
        [one] 1 tarjeta
       *[other] { $cards } tarjetas
    } · { $due } pendientes · { $learned } aprendidas · { $new } nuevas
repertoire-next-minutes = la próxima en { $count ->
        [one] 1 minuto
       *[other] { $count } minutos
    }
repertoire-next-hours = la próxima en { $count ->
        [one] 1 hora
       *[other] { $count } horas
    }
repertoire-next-days = la próxima en { $count ->
        [one] 1 día
       *[other] { $count } días
    }
repertoire-review-due = Repasar { $count } pendientes
repertoire-learn = Aprender { $count } nuevas
repertoire-learn-hint = Las líneas aún no entrenadas, unas pocas cada vez, las más cercanas al inicio primero
repertoire-all = Todo el repertorio
repertoire-all-hint = Cada tarjeta una vez, línea por línea
repertoire-gaps = Huecos
repertoire-gaps-hint = Las jugadas del rival que tu repertorio no responde, las más jugadas en tu biblioteca primero
repertoire-preparing = Preparando el entrenamiento...
repertoire-leech = { $san } (fallada { $count } veces)
repertoire-leeches = Las más falladas: { $cards }
repertoire-no-gaps = Sin huecos: cada jugada que las partidas de tu biblioteca juegan en las posiciones de tu repertorio tiene respuesta.
repertoire-gaps-title = Jugadas sin respuesta en tu repertorio
repertoire-gap-games = { $count ->
        [one] 1 partida
       *[other] { $count } partidas
    }
repertoire-gap-open = Abrir
repertoire-gap-open-hint = Abrir la posición tras esta jugada en el tablero de análisis, para encontrar y guardar una respuesta
repertoire-left-title = Tus partidas que salieron de un repertorio
repertoire-left-none = Ninguna de tus partidas de la biblioteca salió de un repertorio (tus nombres se ajustan en Ajustes).
repertoire-left-player = { $san }: saliste de tu repertorio (tu jugada ahí: { $expected })
repertoire-left-opponent = { $san }: tu rival salió de él, una jugada que tu repertorio no responde
repertoire-left-open = Abrir esta partida en el tablero
repertoire-mark-title = Convertir un estudio en repertorio
repertoire-mark-no-study = Aún no hay estudios: crea uno en la pantalla Estudios o importa allí un archivo PGN.
repertoire-mark-choose = Elige un estudio
repertoire-mark-study = Estudio
repertoire-mark = Convertir en repertorio
repertoire-mark-hint = Tus jugadas son las del estudio cuando te toca mover; cada jugada dada ahí es una respuesta correcta
repertoire-drill-started = Entrenando { $name }
repertoire-nothing-to-drill = Nada que entrenar ahora.
repertoire-new-line = Una línea nueva desde el inicio
repertoire-watch = Mira la línea
repertoire-your-move = Tu jugada ({ $side ->
        [white] blancas
       *[black] negras
    })
repertoire-right = Correcto: { $san }
repertoire-wrong = { $san } no está en tu repertorio. Juega { $expected }
repertoire-shown = Tu repertorio juega { $expected }: juégala para seguir
repertoire-play-shown = Juega una de las jugadas que muestran las flechas
repertoire-drill-done = Terminado: { $right } correctas, { $wrong } falladas
repertoire-progress = Quedan { $left } de { $total } tarjetas · { $right } correctas · { $wrong } falladas
repertoire-show = Mostrar la jugada
repertoire-show-hint = Mostrar aquí la jugada de tu repertorio (cuenta como fallada; la tarjeta volverá más tarde)
repertoire-stop = Parar
repertoire-back = Volver al repertorio
repertoire-spar = Seguir jugando desde aquí
repertoire-spar-hint = Jugar la línea desde esta posición contra el ordenador (la preparación se abre con ella)
repertoire-analyse = Analizar
repertoire-analyse-hint = Abrir esta posición en el tablero de análisis, con las líneas del motor
repertoire-streak = racha: { $count ->
        [one] 1 día
       *[other] { $count } días
    }
repertoire-gap-score = tu resultado: { $score } %
repertoire-chapter = Un capítulo
repertoire-chapter-hint = Entrenar cada tarjeta de un capítulo del estudio del repertorio: una rama
