## La ventana Guardar partida.
save-title = Guardar partida
save-name = Nombre de la partida guardada:
save-replaces = Ya hay una partida guardada con este nombre: se reemplazará.
save-save = Guardar
save-cancel = Cancelar

## La pregunta antes de dejar una partida en curso: para salir de Rookery o
## para volver al menú principal.
leave-quit-title = ¿Salir de Rookery?
leave-quit-save = Guardar y salir
leave-quit-discard = Salir sin guardar
leave-quit-resign = Abandonar y salir
leave-menu-title = ¿Dejar esta partida?
leave-menu-save = Guardar e ir al menú
leave-menu-discard = Ir al menú sin guardar
leave-menu-resign = Abandonar e ir al menú
leave-not-over = La partida no ha terminado.
# «Cargar partida» es el botón del menú principal.
leave-hint = Si la guardas, la tendrás en Cargar partida; si abandonas, la victoria es para el rival.
leave-no-folder = Rookery no tiene ninguna carpeta donde guardar archivos: esta partida no se puede conservar.
leave-cancel = Cancelar

## La ventana Cargar partida.
load-title = Cargar partida
load-none = Aún no hay partidas guardadas. Guarda una desde el menú de pausa (Esc).
# Los encabezados de las columnas de la tabla.
load-name = Nombre
load-date = Fecha
load-players = Jugadores
load-moves = Jugadas
load-result = Resultado
load-load = Cargar
load-delete = Borrar
load-unreadable = Ilegible: { $error }
load-confirm-delete = ¿Borrar «{ $name }» definitivamente?
load-keep = Conservarla
load-close = Cerrar
load-folder = Carpeta: { $folder }

## La ventana Cargar FEN / PGN.
import-title = Cargar FEN / PGN
import-fen-tab = Posición (FEN)
import-pgn-tab = Partida (PGN)
import-file = Archivo:
import-fen-path-hint = /ruta/a/posicion.fen
import-pgn-path-hint = /ruta/a/partida.pgn
import-open = Abrir
import-cannot-open = No se puede abrir { $path }: { $error }
import-cannot-read = No se puede leer { $path }: { $error }
import-too-large = { $path } es demasiado grande ({ $bytes } bytes)
import-paste-fen = O pega un FEN:
import-fen-legal = Una posición legal, juegan { $side ->
        [white] las blancas
       *[black] las negras
    }. Ahora elige los jugadores y los bandos.
import-fen-legal-chess960 = Una posición legal de Chess960, juegan { $side ->
        [white] las blancas
       *[black] las negras
    }. Ahora elige los jugadores y los bandos.
import-not-usable = No se puede usar: { $error }
import-set-up = Preparar una partida desde aquí
import-cancel = Cancelar
import-paste-pgn = O pega un PGN:
import-no-game = No se ha encontrado ninguna partida en este texto
import-pgn-found = { $white } - { $black }, { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }, { $result }. (Solo se abre la primera partida de cada archivo.)
import-pgn-found-unfinished = { $white } - { $black }, { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }, sin terminar. (Solo se abre la primera partida de cada archivo.)
import-continue = Continuar la partida
import-continue-disabled = La partida tiene un resultado; mejor recórrela jugada a jugada
import-step-through = Recorrerla desde el principio

## La ventana Exportar.
export-title = Exportar
export-fen = Posición (FEN)
export-folder = Carpeta:
export-copy-fen = Copiar FEN
export-save-fen = Guardar .fen
export-copy-pgn = Copiar PGN
export-save-pgn = Guardar .pgn
export-fen-copied = El FEN está en el portapapeles
export-pgn-copied = El PGN está en el portapapeles
export-close = Cerrar

## La ventana Ayuda (su texto está en help.ftl).
help-window-title = Ayuda
report-copy = Copiar un informe de error
report-copy-hint = La versión, tu sistema, los ajustes y esta partida en FEN y PGN, para pegarlos en un informe de error
report-copied = Copiado: pégalo en tu informe.

# The desktop's file chooser, beside every path box.
chooser-browse = Examinar…
chooser-browse-hint = Elegir el archivo en el selector de archivos del escritorio
chooser-open-title = Elegir un archivo
chooser-save-title = Guardar como
chooser-engine-title = Elegir el programa del motor
export-replace-question = { $path } ya existe: ¿reemplazarlo?
export-replace = Reemplazar
export-keep = Conservarlo
chooser-folder-title = Elegir una carpeta
