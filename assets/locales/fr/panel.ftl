## Le panneau à côté de l'échiquier pendant une partie.
# La ligne d'un joueur : $marker vaut ▶ pour le camp au trait (sinon une
# espace), $name est le nom du joueur, $color "white" ou "black".
panel-player = { $marker } { $name } ({ $color ->
        [white] Blancs
       *[black] Noirs
    })
# $color est le camp en échec, "white" ou "black".
panel-in-check = { $color ->
        [white] Les Blancs sont en échec !
       *[black] Les Noirs sont en échec !
    }
panel-chess960-hint = Chess960 : pour roquer, faites glisser le roi sur sa propre tour (ou de deux cases)
panel-opening-hint = L'ouverture, d'après la liste des ouvertures de lichess
# Sous la ligne d'état, pendant que l'ordinateur cherche son coup.
panel-thinking = Réflexion en cours...
# $reason est l'erreur du moteur externe, telle qu'il l'a donnée.
panel-engine-stopped = Le moteur s'est arrêté : { $reason }
panel-use-builtin-engine = Continuer avec le moteur de Rookery
# La case où taper un coup.
panel-move = Coup :
panel-play = Jouer
# $name a proposé la nulle, l'autre joueur répond ici.
panel-draw-offered = { $name } propose la nulle.
panel-draw-accept = Accepter
panel-draw-decline = Refuser
panel-draw-computer-considers = Vous proposez la nulle ; l'ordinateur réfléchit...
# $name a proposé la nulle ; $answerer répond une fois que $color ("white"
# ou "black", le camp de $name) a joué.
panel-draw-waiting = { $name } propose la nulle ; { $answerer } répondra après le coup des { $color ->
        [white] Blancs
       *[black] Noirs
    }.
panel-hint = Aidez-moi à jouer
panel-hint-tip = Montre le meilleur coup du moteur sur l'échiquier
panel-undo = Annuler le coup
panel-offer-draw = Proposer la nulle
panel-claim-draw-fifty = Réclamer la nulle (50 coups)
panel-claim-draw-repetition = Réclamer la nulle (répétition)
panel-resign = Abandonner
panel-flip-board = Tourner l'échiquier
panel-menu = Menu
panel-play-from-here = Jouer d'ici
panel-play-from-here-hint = Une partie depuis la position de l'échiquier (Nouvelle partie)
# Après Abandonner : $name et $color ("white" ou "black") sont le camp
# qui abandonne.
panel-resign-confirm = Abandonner la partie pour { $name } ({ $color ->
        [white] Blancs
       *[black] Noirs
    }) ?
panel-resign-yes = Oui, abandonner
panel-cancel = Annuler

## La liste des coups.

## La barre de navigation sous la liste des coups et l'analyse de la partie.
review-step-start = Position initiale (Début)
review-step-back = Un coup en arrière (flèche gauche)
review-step-forward = Un coup en avant (flèche droite)
review-step-end = Retour à la partie (Fin)
# Une position antérieure : $shown demi-coups sur $total, après $played
# (un coup numéroté, "12... Cf6").
review-shown-after = Coup { $shown } sur { $total }, après { $played } — Fin ou ▶ pour revenir
review-shown-start = Coup { $shown } sur { $total }, position initiale — Fin ou ▶ pour revenir
review-title = Analyse de la partie
# La barre de progression de l'analyse.
review-progress = { $done } positions sur { $total }
# La précision d'un joueur, de 0 à 100 ; $color vaut "white" ou "black".
review-accuracy = { $name } ({ $color ->
        [white] Blancs
       *[black] Noirs
    }) : précision { $accuracy } %
# La même quand il n'y a pas de précision (le joueur n'a joué aucun coup).
review-accuracy-none = { $name } ({ $color ->
        [white] Blancs
       *[black] Noirs
    }) : précision -
review-inaccuracies = { $count ->
        [one] { $count } imprécision
       *[other] { $count } imprécisions
    }
review-mistakes = { $count ->
        [one] { $count } erreur
       *[other] { $count } erreurs
    }
review-blunders = { $count ->
        [one] { $count } gaffe
       *[other] { $count } gaffes
    }
# Ce qui n'allait pas avec le coup affiché : $played est le coup numéroté
# avec son signe ("12. Cf3?!"), $best le coup du moteur à cet endroit.
review-advice-inaccuracy = { $played } : Imprécision. { $best } était le meilleur coup.
review-advice-mistake = { $played } : Erreur. { $best } était le meilleur coup.
review-advice-blunder = { $played } : Gaffe. { $best } était le meilleur coup.
review-advice-mate-created = { $played } : Le mat est désormais inévitable. { $best } était le meilleur coup.
review-advice-mate-lost = { $played } : Séquence de mat forcé manquée. { $best } était le meilleur coup.
review-click-marked = Cliquez sur un coup marqué pour voir le meilleur
review-none = Pas encore d'analyse.
review-start = Analyser la partie
review-deeper = Analyse approfondie
review-deeper-hint = Quatre fois plus de recherche pour chaque position
review-by = Par { $engine }
review-engine-failed = { $engine } n'a pas pu analyser la partie : { $why }. Décochez « Analyser les parties avec » dans les Paramètres pour analyser avec le moteur de Rookery.
review-back-to-result = Retour au résultat
# L'infobulle du graphique : $ply demi-coups joués, les chances de gain des
# Blancs en pourcentage.
review-graph-point = demi-coup { $ply } : { $percent } % pour les Blancs

## La section moteur du panneau et Apprendre de ses erreurs.
lines-engine = Moteur
lines-engine-choice = Moteur des variantes
lines-engine-hint = Analyser la position sur l'échiquier
# La profondeur de recherche du moteur.
lines-depth = profondeur { $depth }
# The depth at which the engine stopped: nothing more will come.
lines-depth-stopped = profondeur { $depth }, arrêtée
lesson-title = Apprendre de ses erreurs
lesson-hint = Trouver de meilleurs coups là où vous vous êtes trompé
analysis-from-here = Analyser à partir d'ici
analysis-from-here-hint = L'échiquier d'analyse : essayer d'autres coups depuis cette position
lines-checkmate = Échec et mat : aucun coup à chercher
lines-stalemate = Pat : aucun coup à chercher
lines-thinking = Réflexion…
lines-play-move = Jouer ce coup
lesson-last = C'était la dernière.
lesson-done = Terminé
# Erreur $index sur $total : $played est le coup numéroté avec son signe
# ("14... Dxb2??"), $color le camp pour qui trouver un meilleur coup.
lesson-mistake = { $index } sur { $total } : { $played } — trouvez un meilleur coup pour les { $color ->
        [white] Blancs
       *[black] Noirs
    }
lesson-your-move = À vous de jouer.
# $san est le coup essayé par le joueur, $best celui du moteur.
lesson-judging = { $san } : le moteur examine le coup…
lesson-right = Exact : { $san } est le meilleur coup.
lesson-good = Bien : { $san } est aussi bon (le choix du moteur : { $best }).
lesson-wrong = Pas assez bon : { $san }. { $best } était le meilleur coup ; essayer à nouveau ?
lesson-shown = { $best } était le meilleur coup.
lesson-show-best = Montrer le meilleur coup
lesson-next = Erreur suivante
lesson-finish = Terminer
lesson-stop = Arrêter
panel-move-hint = e4, { $knight }, O-O, e7e8q

# The opening explorer (the games library).
explorer-title = Explorateur d’ouvertures
explorer-hint = Les coups joués depuis cette position dans votre bibliothèque de parties
explorer-asking = Recherche dans la bibliothèque…
explorer-none = Aucune partie de la bibliothèque n’atteint cette position.
explorer-games = { $games } parties de la bibliothèque atteignent cette position
explorer-play-move = Jouer ce coup
explorer-results = Gains des Blancs { $white } %, nulles { $draws } %, gains des Noirs { $black } %
explorer-rating-hint = Le classement moyen des joueurs, et l’année où il a été joué pour la dernière fois
explorer-mine = Mes parties
explorer-mine-hint = Seulement vos parties (les noms donnés dans les Paramètres)
explorer-mine-no-names = Indiquez d'abord dans les Paramètres les noms sous lesquels vous jouez
explorer-any-class = toute cadence
explorer-class-choice = Cadence
explorer-any-rating = tout classement
explorer-rating-choice = Classement moyen minimal
review-previous-marked = ◀ Coup marqué précédent
review-next-marked = Coup marqué suivant ▶

# The analysis board's notes: the move tree, glyphs and comments.
notes-promote = Remonter la variante
notes-make-main = En faire la ligne principale
notes-move-up = Monter la variante
notes-move-down = Descendre la variante
notes-delete-after = Supprimer les coups suivants
notes-delete-move = Supprimer à partir d’ici
notes-no-moves = Aucun coup : jouez-en un sur l’échiquier
notes-more-glyphs = Autres symboles
notes-clear-glyphs = Aucun symbole
notes-comment-after = Après le coup
notes-comment-before = Avant le coup
notes-comment-start = Un commentaire avant le premier coup
notes-comment-hint = Un commentaire sur ce coup
notes-comment = Commentaire
notes-undo = Annuler
notes-redo = Rétablir

# The glyphs' meanings (PGN standard, section 10).
glyph-1 = bon coup
glyph-2 = erreur
glyph-3 = coup brillant
glyph-4 = gaffe
glyph-5 = coup intéressant
glyph-6 = coup douteux
glyph-7 = coup unique
glyph-8 = coup singulier
glyph-10 = position égale
glyph-11 = position égale et calme
glyph-13 = position peu claire
glyph-14 = les Blancs sont légèrement mieux
glyph-15 = les Noirs sont légèrement mieux
glyph-16 = les Blancs sont mieux
glyph-17 = les Noirs sont mieux
glyph-18 = les Blancs gagnent
glyph-19 = les Noirs gagnent
glyph-22 = les Blancs sont en zugzwang
glyph-23 = les Noirs sont en zugzwang
glyph-32 = les Blancs ont une avance de développement
glyph-33 = les Noirs ont une avance de développement
glyph-36 = les Blancs ont l’initiative
glyph-37 = les Noirs ont l’initiative
glyph-40 = les Blancs ont l’attaque
glyph-41 = les Noirs ont l’attaque
glyph-44 = les Blancs ont de la compensation
glyph-45 = les Noirs ont de la compensation
glyph-132 = les Blancs ont du contre-jeu
glyph-133 = les Noirs ont du contre-jeu
glyph-138 = les Blancs sont en zeitnot
glyph-139 = les Noirs sont en zeitnot
glyph-140 = avec l’idée
glyph-146 = nouveauté
