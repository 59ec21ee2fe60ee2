## La línea de estado bajo el tablero, y los resultados de las reglas.
status-loaded = «{ $name }» cargada
status-resumed = Partida reanudada donde se dejó
status-opened = Abierta { $white } - { $black }
status-analysis-board = Tablero de análisis: juega cualquier jugada; las flechas retroceden y avanzan
status-to-move = Mueve { $name }
status-game-over = La partida ha terminado ({ $outcome })
status-cannot-play = No se puede jugar eso: { $reason }
status-start-position = La posición inicial
numbered-move = { $side ->
    [white] { $number }. { $san }
   *[black] { $number }... { $san }
}
status-move-check = { $played } - { $side ->
    [white] las blancas están
   *[black] las negras están
} en jaque
status-took-back = { $count ->
    [one] Se deshizo una jugada
   *[other] Se deshicieron { $count } jugadas
}
status-undo-after-time-out = La partida terminó por tiempo: sus jugadas no se pueden deshacer
status-undo-off-on-clock = No se pueden deshacer jugadas en una partida con reloj entre dos jugadores
status-nothing-to-undo = No hay ninguna jugada que deshacer
status-draw-offer-computer = Ofreces tablas; el ordenador lo está pensando...
status-draw-offer = { $name } ({ $side ->
    [white] blancas
   *[black] negras
}) ofrece tablas
status-draw-answer-refused = { $offerer ->
    [white] Solo las negras pueden responder a la oferta de tablas de las blancas
   *[black] Solo las blancas pueden responder a la oferta de tablas de las negras
}
status-draw-declined = { $name } rechaza las tablas
status-time-out = A { $name } se le acabó el tiempo
status-builtin-takes-over = El motor de Rookery toma el relevo
status-engine-failed = El motor ha fallado: { $why }
status-computer-to-move = Espera: le toca mover al ordenador
status-promotion-impossible = Esa coronación no es posible
status-promotion-cancelled = Coronación cancelada
status-stepping = Se muestra la jugada { $ply } de { $total }: pulsa Fin o la flecha derecha para volver a la partida
status-review-first = Analiza primero la partida
status-no-mistakes = No hay errores ni errores graves de los que aprender
status-last-mistake = Ese era el último
status-looking-for-hint = Buscando una buena jugada...
status-hint = Pista: { $san }
## Por qué no se puede hacer una jugada.
illegal-no-piece = No hay ninguna pieza en { $square }
illegal-not-your-piece = { $piece ->
    [king] Ese es el rey
    [queen] Esa es la dama
    [rook] Esa es una torre
    [bishop] Ese es un alfil
    [knight] Ese es un caballo
   *[pawn] Ese es un peón
} de las { $owner ->
    [white] blancas
   *[black] negras
}; les toca a las { $turn ->
    [white] blancas
   *[black] negras
}
illegal-no-moves = { $piece ->
    [king] El rey
    [queen] La dama
    [rook] La torre
    [bishop] El alfil
    [knight] El caballo
   *[pawn] El peón
} de { $square } no tiene jugadas legales
illegal-in-check = { $piece ->
    [king] El rey
    [queen] La dama
    [rook] La torre
    [bishop] El alfil
    [knight] El caballo
   *[pawn] El peón
} no puede ir a { $to }: tu rey está en jaque
illegal-cannot-go = { $piece ->
    [king] El rey
    [queen] La dama
    [rook] La torre
    [bishop] El alfil
    [knight] El caballo
   *[pawn] El peón
} de { $from } no puede ir a { $to }
## Texto escrito que no es una jugada.
san-malformed = «{ $text }» no es una jugada
san-illegal = jugada ilegal «{ $text }»
san-ambiguous = jugada ambigua «{ $text }»: puede ser { $candidates }
san-not-canonical = «{ $text }» no es notación estándar; escribe «{ $canonical }»
game-error-over = la partida ha terminado ({ $outcome })
game-error-illegal = jugada ilegal { $text }
game-error-no-draw = no hay tablas que reclamar: no se aplica ni la regla de los cincuenta movimientos ni la triple repetición
## Cómo terminó la partida.
outcome-checkmate = { $result }, { $winner ->
    [white] ganan las blancas
   *[black] ganan las negras
} por jaque mate
outcome-resignation = { $result }, { $winner ->
    [white] ganan las blancas
   *[black] ganan las negras
} por abandono
outcome-timeout = { $result }, { $winner ->
    [white] ganan las blancas
   *[black] ganan las negras
} por tiempo
outcome-win = { $result }, { $winner ->
    [white] ganan las blancas
   *[black] ganan las negras
}
outcome-stalemate = { $result }, rey ahogado
outcome-insufficient = { $result }, tablas por material insuficiente
outcome-fifty = { $result }, tablas por la regla de los cincuenta movimientos
outcome-seventy-five = { $result }, tablas por la regla de los setenta y cinco movimientos
outcome-threefold = { $result }, tablas por triple repetición
outcome-fivefold = { $result }, tablas por quíntuple repetición
outcome-agreement = { $result }, tablas por acuerdo
outcome-timeout-insufficient = { $result }, tablas: se acabó el tiempo, pero el rival no puede dar mate
outcome-draw = { $result }, tablas

## The board's keyboard cursor: what stands on its square.
board-square-empty = { $square }, vacía
board-square-piece = { $square }, { $piece ->
    [king] rey { $color ->
        [white] blanco
       *[black] negro
    }
    [queen] dama { $color ->
        [white] blanca
       *[black] negra
    }
    [rook] torre { $color ->
        [white] blanca
       *[black] negra
    }
    [bishop] alfil { $color ->
        [white] blanco
       *[black] negro
    }
    [knight] caballo { $color ->
        [white] blanco
       *[black] negro
    }
   *[pawn] peón { $color ->
        [white] blanco
       *[black] negro
    }
}

## The board for a screen reader: the grid's name and a cell's states.
board-grid = Tablero
board-cell-last-move = última jugada
board-cell-target = puede ir aquí
board-cell-cursor = cursor

## A move in words, for a screen reader: "White: knight takes e4, check".
## $castle: kingside, queenside or none; $capture: yes, no or en-passant;
## $promotion: the piece or none; $check: mate, check or none.
move-words = { $side ->
    [white] Blancas
   *[black] Negras
}: { $castle ->
    [kingside] enroque corto
    [queenside] enroque largo
   *[none] { $piece ->
        [king] rey
        [queen] dama
        [rook] torre
        [bishop] alfil
        [knight] caballo
       *[pawn] peón
    } { $capture ->
        [yes] captura
        [en-passant] captura
       *[no] a
    } { $square }{ $capture ->
        [en-passant] {" "}al paso
       *[other] {""}
    }{ $promotion ->
        [queen] , corona en dama
        [rook] , corona en torre
        [bishop] , corona en alfil
        [knight] , corona en caballo
       *[none] {""}
    }
}{ $check ->
    [mate] , jaque mate
    [check] , jaque
   *[none] {""}
}

## A clock falling under ten seconds, for a screen reader.
announce-low-time = { $side ->
    [white] Blancas
   *[black] Negras
}: menos de diez segundos

## Answers to the move box's questions (app/questions.rs).
answer-clocks = Blancas { $white }, Negras { $black }
answer-no-clock = No hay reloj en esta partida
answer-no-move = Ninguna jugada todavía
answer-game = { $moves }
answer-pieces = { $piece ->
    [king] { $count ->
        [one] Rey { $side ->
            [white] blanco
           *[black] negro
        }
       *[other] Reyes { $side ->
            [white] blancos
           *[black] negros
        }
    }
    [queen] { $count ->
        [one] Dama { $side ->
            [white] blanca
           *[black] negra
        }
       *[other] Damas { $side ->
            [white] blancas
           *[black] negras
        }
    }
    [rook] { $count ->
        [one] Torre { $side ->
            [white] blanca
           *[black] negra
        }
       *[other] Torres { $side ->
            [white] blancas
           *[black] negras
        }
    }
    [bishop] { $count ->
        [one] Alfil { $side ->
            [white] blanco
           *[black] negro
        }
       *[other] Alfiles { $side ->
            [white] blancos
           *[black] negros
        }
    }
    [knight] { $count ->
        [one] Caballo { $side ->
            [white] blanco
           *[black] negro
        }
       *[other] Caballos { $side ->
            [white] blancos
           *[black] negros
        }
    }
   *[pawn] { $count ->
        [one] Peón { $side ->
            [white] blanco
           *[black] negro
        }
       *[other] Peones { $side ->
            [white] blancos
           *[black] negros
        }
    }
}: { $squares }
answer-no-pieces = { $piece ->
    [king] Ningún rey { $side ->
        [white] blanco
       *[black] negro
    }
    [queen] Ninguna dama { $side ->
        [white] blanca
       *[black] negra
    }
    [rook] Ninguna torre { $side ->
        [white] blanca
       *[black] negra
    }
    [bishop] Ningún alfil { $side ->
        [white] blanco
       *[black] negro
    }
    [knight] Ningún caballo { $side ->
        [white] blanco
       *[black] negro
    }
   *[pawn] Ningún peón { $side ->
        [white] blanco
       *[black] negro
    }
}
answer-list = { $first }; { $rest }
answer-attacked = { $square } está atacada por { $by }
answer-not-attacked = Nada ataca { $square }
answer-material = Material: Blancas { $white }, Negras { $black }
answer-opening = { $eco } { $name }
answer-no-opening = Todavía no hay apertura con nombre
answer-eval = Evaluación { $eval }
answer-no-eval = Las líneas del motor están apagadas
announce-window = Ventana { $title }
announce-main-menu = Rookery, menú principal
announce-review-done = Análisis de la partida terminado
announce-with-glyph = { $words }, { $glyph }
announce-glyph-number = símbolo { $number }
announce-comment-written = { $place ->
    [before] Comentario antes de { $move } escrito
    [start] Comentario del inicio escrito
   *[after] Comentario sobre { $move } escrito
}
announce-comment-removed = { $place ->
    [before] Comentario antes de { $move } borrado
    [start] Comentario del inicio borrado
   *[after] Comentario sobre { $move } borrado
}
announce-glyph-added = Símbolo añadido a { $move }: { $glyph }
announce-glyph-removed = Símbolo quitado de { $move }: { $glyph }
announce-glyphs-cleared = Símbolos quitados de { $move }
announce-arrow-added = Flecha { $color ->
    [green] verde
    [red] roja
    [yellow] amarilla
   *[blue] azul
} de { $from } a { $to } añadida
announce-arrow-removed = Flecha { $color ->
    [green] verde
    [red] roja
    [yellow] amarilla
   *[blue] azul
} de { $from } a { $to } quitada
announce-circle-added = Círculo { $color ->
    [green] verde
    [red] rojo
    [yellow] amarillo
   *[blue] azul
} en { $square } añadido
announce-circle-removed = Círculo { $color ->
    [green] verde
    [red] rojo
    [yellow] amarillo
   *[blue] azul
} en { $square } quitado
announce-move-added = Jugada { $move } añadida
announce-move-deleted = { $move } borrada, con las jugadas siguientes
announce-moves-after-deleted = Jugadas después de { $move } borradas
announce-variation-promoted = Variante { $move } promovida
announce-made-main-line = Variante { $move } convertida en línea principal
announce-variation-up = Variante { $move } movida hacia arriba
announce-variation-down = Variante { $move } movida hacia abajo
announce-undone = Deshecho: { $edit }
announce-redone = Rehecho: { $edit }
status-no-edit-to-undo = No hay ningún cambio que deshacer
status-no-edit-to-redo = No hay ningún cambio que rehacer
status-chapter-opened = { $study }: { $chapter }
