# The Studies screen and the analysis board's study bar.
studies-title = Estudios
studies-hint = Tus estudios: capítulos de partidas y líneas anotadas, guardados en la biblioteca
studies-search = Buscar por nombre, carpeta o etiqueta
studies-new-name = El nombre de un estudio nuevo
studies-new = Nuevo estudio
studies-choose = Elige un estudio a la izquierda para ver sus capítulos.
studies-none = Aún no hay estudios: crea uno aquí o guarda en uno el tablero de análisis.
studies-row = { $name } ({ $chapters ->
        [one] 1 capítulo
       *[other] { $chapters } capítulos
    })
studies-rename-hint = Un nombre nuevo
studies-rename = Renombrar
studies-duplicate = Duplicar como
studies-delete = Borrar el estudio
studies-open-hint = Abrir este capítulo en el tablero de análisis
studies-moves = { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    }
studies-moves-hint = Las jugadas de ambos bandos contadas una a una, variantes incluidas
studies-delete-chapter = Borrar este capítulo
studies-chapter-name = Nombre del capítulo
studies-chapter-fen = FEN (vacío: la posición inicial)
studies-add-chapter = Añadir capítulo
studies-chapter-default = Capítulo { $number }
studies-delete-study-question = ¿Borrar este estudio y todos sus capítulos?
studies-delete-chapter-question = ¿Borrar este capítulo?
studies-delete-yes = Borrar
studies-delete-no = Conservar
studies-previous-chapter = El capítulo anterior
studies-next-chapter = El capítulo siguiente
studies-on-board = { $study }: capítulo { $number } de { $count }, { $chapter }
studies-save-board = Guardar en un estudio
studies-new-study = Un estudio nuevo
studies-save = Guardar
studies-scratch = Borradores
studies-scratch-chapter = Análisis del { $date }
studies-import-file = Importar un archivo PGN como estudio:
studies-import-hint = /ruta/al/estudio.pgn (o .pgn.zst, .gz, .bz2)
studies-import-name = Nombre (si no, el del archivo)
studies-import = Importar
studies-imported = Estudio «{ $study }» importado: { $chapters ->
        [one] 1 capítulo
       *[other] { $chapters } capítulos
    }{ $skipped ->
        [0] {""}
        [one] , 1 partida del archivo omitida (no se pudo leer)
       *[other] , { $skipped } partidas del archivo omitidas (no se pudieron leer)
    }.
studies-folder = Carpeta
studies-tags = Etiquetas
studies-tags-hint = aperturas, finales
studies-file = Archivar
studies-export-to = Exportar a
studies-export = Exportar el estudio
studies-exported = { $chapters ->
        [one] 1 capítulo escrito
       *[other] { $chapters } capítulos escritos
    } en { $path }.
studies-drag-hint = Arrastre a otro lugar, o sobre un estudio a la izquierda
studies-move-up = Subir (antes)
studies-move-down = Bajar (después)
studies-chapter-menu = Más para este capítulo
studies-rename-chapter = Renombrar…
studies-move-to = Mover al estudio
studies-review-chapter = Analizar su línea principal
studies-review-unfinished = Solo se puede revisar una partida terminada: la línea principal de este capítulo no tiene resultado. Ábrelo en el tablero de análisis o juega una partida desde su inicio.
studies-play-chapter = Jugar una partida desde su inicio
studies-export-chapter = Exportar este capítulo
studies-export-chapter-hint = Escriba primero la ruta del archivo en «Exportar a»
studies-games-added = { $games ->
        [one] 1 partida añadida
       *[other] { $games } partidas añadidas
    } a «{ $study }»{ $skipped ->
        [0] {""}
       *[other] ; { $skipped } omitidas (su registro no se puede leer)
    }.
library-to-study = Añadir a un estudio
library-to-study-hint = La partida elegida, o todas las listadas, como capítulos al final de un estudio
library-to-study-listed = Todas las partidas listadas ({ $games })
library-to-study-which = { $games ->
        [0] Elige una partida o marca todas las de la lista
        [one] La partida va a:
       *[other] Las { $games } partidas van a:
    }
# Lecciones interactivas: un capítulo cuyas jugadas encuentra el jugador.
studies-lesson = Lección interactiva
studies-lesson-hint = Al abrirlo, el capítulo pide las jugadas de la línea principal del bando desde el que se ve, con sus comentarios tras cada jugada; una jugada equivocada se deshace con el comentario del capítulo sobre ella, o el comentario anterior a la jugada buscada como pista. Una variante marcada con ! o !! también se acepta.
studies-edit-lesson = Editar la lección en el tablero de análisis
studies-seen-from-black = Visto desde las negras
studies-lesson-mark = { $side ->
    [white] lección, con blancas
   *[black] lección, con negras
}
study-lesson-title = Lección interactiva
study-lesson-started = { $chapter }: encuentra las jugadas de las { $side ->
    [white] blancas
   *[black] negras
}
study-lesson-find = Te toca: encuentra la jugada de las { $side ->
    [white] blancas
   *[black] negras
}.
study-lesson-watch = Mueve el otro bando…
study-lesson-not-the-move = No es la jugada de la lección: inténtalo otra vez.
study-lesson-done = Lección completada{ $mistakes ->
    [0] {""}, sin ninguna jugada equivocada.
    [one] , con 1 jugada equivocada.
   *[other] , con { $mistakes } jugadas equivocadas.
}
study-lesson-mistakes = Jugadas equivocadas: { $mistakes }
study-lesson-restart = Empezar de nuevo
study-lesson-back = Volver al estudio
