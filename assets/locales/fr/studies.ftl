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
