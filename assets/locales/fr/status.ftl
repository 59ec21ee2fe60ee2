## La ligne d'état sous l'échiquier, et les résultats des règles.
status-loaded = « { $name } » chargée
status-resumed = Partie reprise là où elle avait été laissée
status-opened = { $white } - { $black } ouverte
status-analysis-board = Échiquier d'analyse : jouez n'importe quel coup ; les flèches reculent et avancent
status-to-move = Au trait : { $name }
status-game-over = La partie est terminée ({ $outcome })
status-cannot-play = Impossible de jouer cela : { $reason }
status-start-position = La position de départ
numbered-move = { $side ->
    [white] { $number }. { $san }
   *[black] { $number }... { $san }
}
status-move-check = { $played } - { $side ->
    [white] les Blancs sont
   *[black] les Noirs sont
} en échec
status-took-back = { $count ->
    [one] Un coup repris
   *[other] { $count } coups repris
}
status-undo-after-time-out = La partie s'est terminée au temps : ses coups ne peuvent pas être repris
status-undo-off-on-clock = Pas de reprise de coup dans une partie à la pendule entre deux joueurs
status-nothing-to-undo = Aucun coup à reprendre
status-draw-offer-computer = Vous proposez la nulle ; l'ordinateur réfléchit...
status-draw-offer = { $name } ({ $side ->
    [white] Blancs
   *[black] Noirs
}) propose la nulle
status-draw-answer-refused = { $offerer ->
    [white] Seuls les Noirs peuvent répondre à la proposition de nulle des Blancs
   *[black] Seuls les Blancs peuvent répondre à la proposition de nulle des Noirs
}
status-draw-declined = { $name } refuse la nulle
status-time-out = { $name } a dépassé le temps
status-builtin-takes-over = Le moteur de Rookery prend le relais
status-engine-failed = Le moteur a échoué : { $why }
status-computer-to-move = Attendez : c'est à l'ordinateur de jouer
status-promotion-impossible = Cette promotion n'est pas possible
status-promotion-cancelled = Promotion annulée
status-stepping = Coup { $ply } sur { $total } affiché : appuyez sur Fin ou la flèche droite pour revenir à la partie
status-review-first = Faites d'abord l'analyse de la partie
status-no-mistakes = Aucune erreur ni gaffe à revoir
status-last-mistake = C'était la dernière
status-looking-for-hint = Recherche d'un bon coup...
status-hint = Indice : { $san }
## Pourquoi un coup est impossible.
illegal-no-piece = Il n'y a pas de pièce en { $square }
illegal-not-your-piece = { $piece ->
    [king] C'est le roi
    [queen] C'est la dame
    [rook] C'est une tour
    [bishop] C'est un fou
    [knight] C'est un cavalier
   *[pawn] C'est un pion
} { $owner ->
    [white] des Blancs
   *[black] des Noirs
} ; c'est aux { $turn ->
    [white] Blancs
   *[black] Noirs
} de jouer
illegal-no-moves = { $piece ->
    [king] Le roi
    [queen] La dame
    [rook] La tour
    [bishop] Le fou
    [knight] Le cavalier
   *[pawn] Le pion
} en { $square } n'a aucun coup légal
illegal-in-check = { $piece ->
    [king] Le roi
    [queen] La dame
    [rook] La tour
    [bishop] Le fou
    [knight] Le cavalier
   *[pawn] Le pion
} ne peut pas aller en { $to } : votre roi est en échec
illegal-cannot-go = { $piece ->
    [king] Le roi
    [queen] La dame
    [rook] La tour
    [bishop] Le fou
    [knight] Le cavalier
   *[pawn] Le pion
} en { $from } ne peut pas aller en { $to }
## Texte tapé qui n'est pas un coup.
san-malformed = « { $text } » n'est pas un coup
san-illegal = coup illégal « { $text } »
san-ambiguous = coup ambigu « { $text } » : { $candidates } ?
san-not-canonical = « { $text } » n'est pas de la notation standard ; écrivez « { $canonical } »
game-error-over = la partie est terminée ({ $outcome })
game-error-illegal = coup illégal { $text }
game-error-no-draw = pas de nulle à réclamer : ni la règle des cinquante coups ni la triple répétition ne s'applique
## Comment la partie s'est terminée.
outcome-checkmate = { $result }, { $winner ->
    [white] les Blancs gagnent
   *[black] les Noirs gagnent
} par échec et mat
outcome-resignation = { $result }, { $winner ->
    [white] les Blancs gagnent
   *[black] les Noirs gagnent
} par abandon
outcome-timeout = { $result }, { $winner ->
    [white] les Blancs gagnent
   *[black] les Noirs gagnent
} au temps
outcome-win = { $result }, { $winner ->
    [white] les Blancs gagnent
   *[black] les Noirs gagnent
}
outcome-stalemate = { $result }, pat
outcome-insufficient = { $result }, nulle par matériel insuffisant
outcome-fifty = { $result }, nulle par la règle des cinquante coups
outcome-seventy-five = { $result }, nulle par la règle des soixante-quinze coups
outcome-threefold = { $result }, nulle par triple répétition
outcome-fivefold = { $result }, nulle par quintuple répétition
outcome-agreement = { $result }, nulle par accord mutuel
outcome-timeout-insufficient = { $result }, nulle : temps écoulé, mais l'adversaire ne peut pas mater
outcome-draw = { $result }, nulle

## The board's keyboard cursor: what stands on its square.
board-square-empty = { $square }, vide
board-square-piece = { $square }, { $piece ->
    [king] roi { $color ->
        [white] blanc
       *[black] noir
    }
    [queen] dame { $color ->
        [white] blanche
       *[black] noire
    }
    [rook] tour { $color ->
        [white] blanche
       *[black] noire
    }
    [bishop] fou { $color ->
        [white] blanc
       *[black] noir
    }
    [knight] cavalier { $color ->
        [white] blanc
       *[black] noir
    }
   *[pawn] pion { $color ->
        [white] blanc
       *[black] noir
    }
}

## The board for a screen reader: the grid's name and a cell's states.
board-grid = Échiquier
board-cell-last-move = dernier coup
board-cell-target = peut aller ici
board-cell-cursor = curseur

## A move in words, for a screen reader: "White: knight takes e4, check".
## $castle: kingside, queenside or none; $capture: yes, no or en-passant;
## $promotion: the piece or none; $check: mate, check or none.
move-words = { $side ->
    [white] Blancs
   *[black] Noirs
} : { $castle ->
    [kingside] petit roque
    [queenside] grand roque
   *[none] { $piece ->
        [king] roi
        [queen] dame
        [rook] tour
        [bishop] fou
        [knight] cavalier
       *[pawn] pion
    } { $capture ->
        [yes] prend
        [en-passant] prend
       *[no] en
    } { $square }{ $capture ->
        [en-passant] {" "}en passant
       *[other] {""}
    }{ $promotion ->
        [queen] , promu en dame
        [rook] , promu en tour
        [bishop] , promu en fou
        [knight] , promu en cavalier
       *[none] {""}
    }
}{ $check ->
    [mate] , échec et mat
    [check] , échec
   *[none] {""}
}

## A clock falling under ten seconds, for a screen reader.
announce-low-time = { $side ->
    [white] Blancs
   *[black] Noirs
} : moins de dix secondes

## Answers to the move box's questions (app/questions.rs).
answer-clocks = Blancs { $white }, Noirs { $black }
answer-no-clock = Pas de pendule dans cette partie
answer-no-move = Aucun coup encore
answer-game = { $moves }
answer-pieces = { $piece ->
    [king] { $count ->
        [one] Roi { $side ->
            [white] blanc
           *[black] noir
        }
       *[other] Rois { $side ->
            [white] blancs
           *[black] noirs
        }
    }
    [queen] { $count ->
        [one] Dame { $side ->
            [white] blanche
           *[black] noire
        }
       *[other] Dames { $side ->
            [white] blanches
           *[black] noires
        }
    }
    [rook] { $count ->
        [one] Tour { $side ->
            [white] blanche
           *[black] noire
        }
       *[other] Tours { $side ->
            [white] blanches
           *[black] noires
        }
    }
    [bishop] { $count ->
        [one] Fou { $side ->
            [white] blanc
           *[black] noir
        }
       *[other] Fous { $side ->
            [white] blancs
           *[black] noirs
        }
    }
    [knight] { $count ->
        [one] Cavalier { $side ->
            [white] blanc
           *[black] noir
        }
       *[other] Cavaliers { $side ->
            [white] blancs
           *[black] noirs
        }
    }
   *[pawn] { $count ->
        [one] Pion { $side ->
            [white] blanc
           *[black] noir
        }
       *[other] Pions { $side ->
            [white] blancs
           *[black] noirs
        }
    }
} : { $squares }
answer-no-pieces = { $piece ->
    [king] Aucun roi { $side ->
        [white] blanc
       *[black] noir
    }
    [queen] Aucune dame { $side ->
        [white] blanche
       *[black] noire
    }
    [rook] Aucune tour { $side ->
        [white] blanche
       *[black] noire
    }
    [bishop] Aucun fou { $side ->
        [white] blanc
       *[black] noir
    }
    [knight] Aucun cavalier { $side ->
        [white] blanc
       *[black] noir
    }
   *[pawn] Aucun pion { $side ->
        [white] blanc
       *[black] noir
    }
}
answer-list = { $first } ; { $rest }
answer-attacked = { $square } est attaquée par { $by }
answer-not-attacked = Rien n'attaque { $square }
answer-material = Matériel : Blancs { $white }, Noirs { $black }
answer-opening = { $eco } { $name }
answer-no-opening = Pas encore d'ouverture nommée
answer-eval = Évaluation { $eval }
answer-no-eval = Les lignes du moteur sont éteintes
announce-window = Fenêtre { $title }
announce-main-menu = Rookery, menu principal
announce-review-done = Analyse de la partie terminée
announce-with-glyph = { $words }, { $glyph }
announce-glyph-number = symbole { $number }
announce-comment-written = { $place ->
    [before] Commentaire avant { $move } écrit
    [start] Commentaire du début écrit
   *[after] Commentaire sur { $move } écrit
}
announce-comment-removed = { $place ->
    [before] Commentaire avant { $move } supprimé
    [start] Commentaire du début supprimé
   *[after] Commentaire sur { $move } supprimé
}
announce-glyph-added = Symbole ajouté à { $move } : { $glyph }
announce-glyph-removed = Symbole retiré de { $move } : { $glyph }
announce-glyphs-cleared = Symboles retirés de { $move }
announce-arrow-added = Flèche { $color ->
    [green] verte
    [red] rouge
    [yellow] jaune
   *[blue] bleue
} de { $from } à { $to } ajoutée
announce-arrow-removed = Flèche { $color ->
    [green] verte
    [red] rouge
    [yellow] jaune
   *[blue] bleue
} de { $from } à { $to } retirée
announce-circle-added = Cercle { $color ->
    [green] vert
    [red] rouge
    [yellow] jaune
   *[blue] bleu
} en { $square } ajouté
announce-circle-removed = Cercle { $color ->
    [green] vert
    [red] rouge
    [yellow] jaune
   *[blue] bleu
} en { $square } retiré
announce-move-added = Coup { $move } ajouté
announce-move-deleted = { $move } supprimé, avec les coups suivants
announce-moves-after-deleted = Coups après { $move } supprimés
announce-variation-promoted = Variante { $move } remontée
announce-made-main-line = Variante { $move } devenue la ligne principale
announce-variation-up = Variante { $move } montée
announce-variation-down = Variante { $move } descendue
announce-undone = Annulé : { $edit }
announce-redone = Rétabli : { $edit }
status-no-edit-to-undo = Aucune modification à annuler
status-no-edit-to-redo = Aucune modification à rétablir
status-chapter-opened = { $study } : { $chapter }
