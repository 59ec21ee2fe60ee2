# The Studies screen and the analysis board's study bar.
studies-title = Études
studies-hint = Vos études : chapitres de parties et de lignes annotées, gardés dans la bibliothèque
studies-search = Chercher par nom, dossier ou étiquette
studies-new-name = Le nom d'une nouvelle étude
studies-new = Nouvelle étude
studies-choose = Choisissez une étude à gauche pour voir ses chapitres.
studies-none = Aucune étude : créez-en une ici, ou gardez-y l'échiquier d'analyse.
studies-row = { $name } ({ $chapters ->
        [one] 1 chapitre
       *[other] { $chapters } chapitres
    })
studies-rename-hint = Un nouveau nom
studies-rename = Renommer
studies-duplicate = Dupliquer sous
studies-delete = Supprimer l'étude
studies-open-hint = Ouvrir ce chapitre sur l'échiquier d'analyse
studies-moves = { $moves ->
        [one] 1 coup
       *[other] { $moves } coups
    }
studies-moves-hint = Les coups des deux camps comptés un par un, variantes comprises
studies-delete-chapter = Supprimer ce chapitre
studies-chapter-name = Nom du chapitre
studies-chapter-fen = FEN (vide : la position de départ)
studies-add-chapter = Ajouter un chapitre
studies-chapter-default = Chapitre { $number }
studies-delete-study-question = Supprimer cette étude et tous ses chapitres ?
studies-delete-chapter-question = Supprimer ce chapitre ?
studies-delete-yes = Supprimer
studies-delete-no = Garder
studies-previous-chapter = Le chapitre précédent
studies-next-chapter = Le chapitre suivant
studies-on-board = { $study } : chapitre { $number } sur { $count }, { $chapter }
studies-save-board = Garder dans une étude
studies-new-study = Une nouvelle étude
studies-save = Garder
studies-scratch = Brouillons
studies-scratch-chapter = Analyse du { $date }
studies-import-file = Importer un fichier PGN comme étude :
studies-import-hint = /chemin/vers/etude.pgn (ou .pgn.zst, .gz, .bz2)
studies-import-name = Nom (sinon celui du fichier)
studies-import = Importer
studies-imported = Étude « { $study } » importée : { $chapters ->
        [one] 1 chapitre
       *[other] { $chapters } chapitres
    }{ $skipped ->
        [0] {""}
        [one] , 1 partie du fichier laissée de côté (illisible)
       *[other] , { $skipped } parties du fichier laissées de côté (illisibles)
    }.
studies-folder = Dossier
studies-tags = Étiquettes
studies-tags-hint = ouvertures, finales
studies-file = Classer
studies-export-to = Exporter vers
studies-export = Exporter l'étude
studies-exported = { $chapters ->
        [one] 1 chapitre écrit
       *[other] { $chapters } chapitres écrits
    } dans { $path }.
studies-drag-hint = Faites glisser à une autre place, ou sur une étude à gauche
studies-move-up = Monter (plus tôt)
studies-move-down = Descendre (plus tard)
studies-chapter-menu = Plus pour ce chapitre
studies-rename-chapter = Renommer…
studies-move-to = Déplacer vers l'étude
studies-review-chapter = Analyser sa ligne principale
studies-review-unfinished = Seule une partie terminée peut être revue : la ligne principale de ce chapitre n'a pas de résultat. Ouvrez-le sur l'échiquier d'analyse, ou jouez une partie depuis son début.
studies-play-chapter = Jouer une partie depuis son début
studies-export-chapter = Exporter ce chapitre
studies-export-chapter-hint = Tapez d'abord le chemin du fichier dans « Exporter vers »
studies-games-added = { $games ->
        [one] 1 partie ajoutée
       *[other] { $games } parties ajoutées
    } à « { $study } »{ $skipped ->
        [0] {""}
       *[other] ; { $skipped } laissées de côté (leur enregistrement est illisible)
    }.
library-to-study = Ajouter à une étude
library-to-study-hint = La partie choisie, ou toutes les parties listées, comme chapitres à la fin d'une étude
library-to-study-listed = Toutes les parties listées ({ $games })
library-to-study-which = { $games ->
        [0] Choisissez une partie ou cochez toutes celles de la liste
        [one] La partie va dans :
       *[other] Les { $games } parties vont dans :
    }
# Leçons interactives : un chapitre dont le joueur trouve les coups.
studies-lesson = Leçon interactive
studies-lesson-hint = Ouvert, le chapitre demande les coups de la ligne principale du camp d'où il est vu, avec ses commentaires après chaque coup ; un mauvais coup est repris avec le commentaire du chapitre sur ce coup, ou le commentaire avant le coup attendu comme indice. Une variante marquée ! ou !! est acceptée aussi.
studies-edit-lesson = Modifier la leçon sur l'échiquier d'analyse
studies-seen-from-black = Vu des Noirs
studies-lesson-mark = { $side ->
    [white] leçon, avec les Blancs
   *[black] leçon, avec les Noirs
}
study-lesson-title = Leçon interactive
study-lesson-started = { $chapter } : trouvez les coups des { $side ->
    [white] Blancs
   *[black] Noirs
}
study-lesson-find = À vous : trouvez le coup des { $side ->
    [white] Blancs
   *[black] Noirs
}.
study-lesson-watch = L'autre camp joue…
study-lesson-not-the-move = Ce n'est pas le coup de la leçon : essayez encore.
study-lesson-done = Leçon terminée{ $mistakes ->
    [0] {""}, sans mauvais coup.
    [one] , avec 1 mauvais coup.
   *[other] , avec { $mistakes } mauvais coups.
}
study-lesson-mistakes = Mauvais coups : { $mistakes }
study-lesson-restart = Recommencer
study-lesson-back = Retour à l'étude
