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
