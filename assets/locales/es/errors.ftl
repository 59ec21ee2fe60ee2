## Errores que muestra la ventana: una FEN, una posición, un PGN, una
## partida guardada, un motor, y lo que pasó con un archivo.

# Una FEN mal formada ($why dice qué campo y cómo), o legible pero de una
# posición ilegal ($why dice qué es ilegal).
fen-malformed = FEN mal formada: { $why }
fen-illegal = Posición ilegal: { $why }
fen-empty = la FEN está vacía
fen-too-many-fields = la FEN tiene más de seis campos
# $field es uno de los nombres fen-field-, $problem uno de los textos fen-problem-.
fen-bad-field = { $field }: { $problem }
fen-field-placement = colocación de las piezas (campo 1)
fen-field-side = turno (campo 2)
fen-field-castling = derechos de enroque (campo 3)
fen-field-en-passant = casilla de captura al paso (campo 4)
fen-field-halfmove = contador de medias jugadas (campo 5)
fen-field-fullmove = número de jugada (campo 6)
fen-problem-side = se esperaba «w» o «b», se encontró «{ $found }»
fen-problem-en-passant = se esperaba una casilla como e3 o «-», se encontró «{ $found }»
fen-problem-not-a-number = se esperaba un número entero, se encontró «{ $found }»
fen-problem-too-large = el número { $found } es demasiado grande
fen-problem-fullmove-zero = el número de jugada empieza en 1
fen-problem-rank-count = se esperaban 8 filas separadas por «/», se encontraron { $count }
fen-problem-empty-count = la fila { $rank } tiene un número de casillas vacías incorrecto, «{ $digit }»
fen-problem-character = «{ $character }» en la fila { $rank } no es ni una pieza ni un número
fen-problem-rank-long = la fila { $rank } tiene más de 8 casillas
fen-problem-rank-short = la fila { $rank } tiene { $count ->
    [one] una casilla
   *[other] { $count } casillas
} en lugar de 8
fen-problem-castling = se esperaba «-», letras de KQkq o columnas de torre como HAha, se encontró «{ $found }»
fen-problem-castling-repeated = «{ $letter }» repite un derecho de enroque en «{ $found }»

# Lo que hace ilegal una posición ($side: white o black).
position-no-king = { $side ->
    [white] las blancas no tienen
   *[black] las negras no tienen
} rey
position-kings = { $side ->
    [white] las blancas tienen
   *[black] las negras tienen
} más de un rey
position-pawn-back-rank = un peón en { $square }: los peones no pueden estar en la primera ni en la última fila
position-pieces = { $side ->
    [white] las blancas tienen
   *[black] las negras tienen
} más de 16 piezas
position-pawns = { $side ->
    [white] las blancas tienen
   *[black] las negras tienen
} más de 8 peones
position-promoted = { $side ->
    [white] las blancas tienen
   *[black] las negras tienen
} más piezas coronadas de las que sus peones que faltan podrían haber dado
position-opposite-check = el bando que no tiene el turno está en jaque
position-castling = { $side ->
    [white] las blancas
   *[black] las negras
} no pueden enrocar { $castling ->
    [short] corto
   *[long] largo
}: el rey o la torre no está en su casilla inicial
position-en-passant = ningún avance doble de peón pudo hacer de { $square } la casilla de captura al paso
position-impossible-check = el bando con el turno está en un jaque que ninguna jugada legal pudo dar

# Dónde no se pudo leer una partida de un archivo PGN ($game cuenta las
# partidas del archivo desde 1, $number es el número de jugada, $token el
# texto que había allí).
pgn-error = Partida { $game }: { $why }
pgn-error-move = Partida { $game }, jugada { $number }: { $why }
pgn-error-token = Partida { $game } («{ $token }»): { $why }
pgn-error-move-token = Partida { $game }, jugada { $number } («{ $token }»): { $why }
pgn-unterminated-comment = un comentario nunca se cierra con «{ "}" }»
pgn-unterminated-tag = una etiqueta queda cortada por el final de su línea
pgn-malformed-tag = una etiqueta no está escrita como [Nombre "valor"]
pgn-missing-fen = SetUp "1" sin etiqueta FEN
pgn-unknown-variant = la variante «{ $variant }» no se juega aquí (el ajedrez clásico y el Chess960 sí)
pgn-bad-fen = la etiqueta FEN no se puede leer: { $why }
pgn-move-after-end = una jugada después del final de la partida ({ $outcome })
pgn-unbalanced-variation = los paréntesis de las variantes no se corresponden
pgn-unexpected-text = un texto que no es ni una etiqueta ni una jugada
pgn-too-large = la partida supera los { $megabytes } MB y se ha omitido

# Por qué no se puede leer una partida guardada; el archivo queda como está.
save-error-io = no se puede leer el archivo: { $error }
save-error-too-large = el archivo es demasiado grande para ser una partida guardada ({ $bytes } bytes; una tiene como mucho { $most })
save-error-not-text = el archivo no es texto (dañado, o no es una partida guardada)
save-error-damaged = dañada o incompleta: { $error }
save-error-newer = guardada por un Rookery más reciente (formato { $version }; este lee hasta el { $most })
save-error-illegal = la partida que contiene no es legal: { $error }

# Notas sobre cómo se configuró un motor externo ($engine es su propio nombre).
engine-note-no-option = { $engine } no tiene la opción «{ $option }», así que no se ajustó
engine-note-no-multipv = { $engine } no tiene la opción «MultiPV»: muestra una sola línea
engine-note-no-elo = { $engine } no puede limitar su fuerza por Elo (no tiene la opción UCI_Elo), así que juega a plena fuerza
engine-note-elo-clamped = { $engine } juega entre { $min } y { $max } de Elo, así que el Elo { $wanted } pasó a { $set }
engine-note-no-limit-strength = { $engine } no tiene la opción UCI_LimitStrength, así que no se puede debilitar y juega a plena fuerza
engine-note-no-skill = { $engine } no tiene la opción «Skill Level», así que juega a plena fuerza
engine-note-skill-clamped = Los niveles de { $engine } van de { $min } a { $max }, así que el nivel { $wanted } pasó a { $set }

# Por qué falló un motor; $error y $what son las palabras del sistema o
# del motor, mostradas tal cual.
engine-error-not-found = no hay ningún motor en { $path }
engine-error-spawn = no se pudo iniciar el motor: { $error }
engine-error-crashed = el motor se ha bloqueado: { $error }
engine-error-timeout = el motor no respondió a tiempo ({ $what })
engine-error-illegal-move = el motor jugó una jugada ilegal: { $what }
engine-error-protocol = el motor no sigue el protocolo UCI: { $what }
engine-error-stopped = el motor se detuvo antes de elegir una jugada
engine-error-unavailable = el motor no está disponible
engine-error-no-thread = el motor no pudo iniciar un hilo: { $error }
# El panel de análisis, cuando falla el motor elegido.
engine-error-fallback = { $why }; el motor de Rookery analiza en su lugar

# Lo que pasó con un archivo: partidas guardadas, exportaciones, borrados
# ($error: las palabras del sistema).
file-saved = «{ $name }» guardada
file-save-failed = No se pudo guardar en { $path }: { $error }. Una partida guardada antes allí sigue intacta.
file-written = { $path } guardado
file-write-failed = No se pudo escribir { $path }: { $error }
file-deleted = { $name } borrada
file-delete-failed = No se pudo borrar { $name }: { $error }
file-not-in-saves = { $path } no está en la carpeta de partidas guardadas
file-cannot-load = No se puede cargar esta partida: { $why }
file-cannot-resume = No se puede reanudar: { $why }
file-no-folder = Rookery no tiene carpeta donde guardar archivos (no hay carpeta personal): las partidas no se pueden conservar
# El nombre que recibe de entrada una partida guardada: su fecha y hora.
file-default-save-name = Partida { $date }

# Avisos que se muestran hasta cerrarlos.
notice-crash = Rookery se cerró de forma inesperada la última vez. Un informe de lo ocurrido está en { $path }: adjúntelo a un informe de error. Su partida se guardó automáticamente después de cada jugada.
notice-autosave-failed = Falló el guardado automático: { $error }
notice-library-failed = La biblioteca de partidas no pudo guardar esta partida: { $error }
notice-study-file-failed = { $path }: { $error }
notice-studies-failed = No se pudieron leer ni cambiar los estudios: { $error }
notice-settings-not-saved = No se pudieron guardar los ajustes en { $path }: { $error }
notice-settings-unreadable = No se pudieron leer los ajustes en { $path } ({ $error }); se usan los valores por defecto
notice-settings-set-aside = El archivo de ajustes { $path } no se puede leer ({ $error }); se usan los valores por defecto, y el archivo se conservó como { $aside }
notice-settings-left = El archivo de ajustes { $path } no se puede leer ({ $error }); se usan los valores por defecto, y no se pudo renombrar ({ $rename }), así que queda como está

# Lo que el editor de posiciones rechaza.
editor-illegal = No es una posición legal: { $why }
editor-castling-refused = { $side ->
    [white] las blancas
   *[black] las negras
} solo pueden enrocar por ese lado con el rey y la torre en sus casillas iniciales
editor-en-passant-refused = Ningún peón podría capturar al paso en { $square }
editor-opposite-check = { $side ->
    [white] Las blancas están en jaque pero juegan las negras
   *[black] Las negras están en jaque pero juegan las blancas
}
notice-speech-missing = Decir las jugadas: la voz del sistema no está instalada (speech-dispatcher, que trae spd-say). Rookery se queda en silencio; un lector de pantalla sigue oyendo cada jugada.
notice-speech-failed = Decir las jugadas: la voz del sistema no arrancó ({ $error }). Rookery se queda en silencio hasta que se vuelva a activar el ajuste.
notice-library-read-only = La biblioteca de partidas se abre solo para lectura: { $error }
notice-library-unopened = No se pudo abrir la biblioteca de partidas (se volverá a intentar al volver a la Biblioteca, los Estudios o los Problemas): { $error }
