## L'écran Bibliothèque : le tableau des parties, ses filtres, ses recherches et ses importations.

menu-library = Bibliothèque
menu-library-hint = Toutes les parties jouées dans Rookery ou importées : chercher, ouvrir, exporter
library-title = Bibliothèque
library-back = Accueil
library-total = { $games ->
    [0] Aucune partie
    [one] Une partie
   *[other] { $games } parties
} dans la bibliothèque
library-listed = { $games ->
    [0] Aucune partie affichée
    [one] Une partie affichée
   *[other] { $games } parties affichées
}
library-problem = La bibliothèque n'a pas pu répondre : { $error }
library-import-file = Importer un fichier PGN :
library-import-hint = /chemin/vers/parties.pgn
library-import = Importer
library-importing = Importation de { $file }
library-import-progress = { $games } parties · { $speed } parties/s · reste { $left }
library-cancel = Annuler
library-import-done = { $imported } parties importées, { $skipped } déjà présentes, { $refused } refusées ({ $seconds } s).
library-import-updated = { $updated } des parties déjà présentes ont reçu les notes du fichier.
library-import-cut = { $games } parties ont été gardées sans la fin d'une variante après un coup illisible.
library-import-cancelled = Arrêtée par Annuler : les parties déjà importées sont conservées.
library-import-failed = L'importation a échoué : { $error }
library-refusals = Les parties refusées ou écourtées, et pourquoi
library-player = Joueur
library-any-color = toute couleur
library-color-choice = Couleur du joueur
library-as-white = avec les Blancs
library-as-black = avec les Noirs
library-result = Résultat
library-any-result = tous
library-eco = ECO
library-opening = Ouverture
library-dates = Dates
library-date-from = de (2020.01)
library-date-to = à (2024)
library-rating = Classement
library-rating-min = Classement minimal
library-rating-max = Classement maximal
library-source = Source
library-any-source = toutes
library-source-played = Jouée dans Rookery
library-clear-filters = Effacer les filtres
library-position = Position :
library-fen-hint = une FEN : les parties qui l'atteignent, quel que soit l'ordre des coups
library-find = Chercher les parties
library-clear-search = Toutes les parties
library-material = Matériel :
library-material-hint = Les pièces sur l'échiquier, des deux camps : « KRP v KR » trouve les parties qui atteignent tour et pion contre tour (d'un côté ou de l'autre). Lettres anglaises : K Q R B N P
library-find-material = Chercher
library-bad-material = Ce matériel est illisible : { $error }
library-speed-bullet = Bullet
library-speed-blitz = Blitz
library-speed-rapid = Rapide
library-speed-classical = Classique
library-speed-correspondence = Correspondance
library-col-white = Blancs
library-col-black = Noirs
library-col-elo = Elo
library-col-result = Résultat
library-col-date = Date
library-col-event = Tournoi
library-col-eco = ECO
library-col-opening = Ouverture
library-col-class = Cadence
library-col-moves = Coups
library-col-source = Source
library-col-found = Au coup
library-col-found-hint = Le coup auquel la partie atteint la position cherchée
library-col-next = Suivant
library-col-next-hint = Le coup joué dans la partie depuis la position cherchée
library-sort-hint = Trier selon cette colonne (cliquer de nouveau pour l'ordre inverse)
library-unfinished = inachevée
library-row-said = { $white } – { $black }, { $result }, { $date } : partie { $number } sur { $count }
library-select-hint = Cliquez sur une partie pour la sélectionner, double-cliquez pour l'ouvrir.
library-open = Ouvrir
library-open-hint = Sur l'échiquier, pour en parcourir les coups
library-analyse = Analyser
library-analyse-hint = Sur l'échiquier d'analyse, à la position cherchée (sinon au début)
library-review = Analyse de la partie
library-continue = Continuer
library-continue-hint = Poursuivre la partie inachevée : contre Rookery à son niveau si elle se jouait contre l'ordinateur, sinon les deux camps à la main
library-delete = Supprimer…
library-delete-listed = Supprimer les parties affichées…
library-delete-question = Supprimer { $games } parties de la bibliothèque ? C'est irréversible.
library-delete-yes = Supprimer
library-delete-no = Les garder
library-deleted = { $games } parties supprimées.
library-export-to = Exporter les parties affichées vers :
library-export-hint = /chemin/vers/fichier.pgn
library-export = Exporter { $games } parties
library-exported = { $games } parties écrites dans { $path }.
library-export-left-out = { $games } parties endommagées laissées de côté.
panel-find-games = Parties avec cette position
panel-find-games-hint = Les parties de votre bibliothèque qui atteignent la position de l'échiquier

# Ce qui n'a pas marché dans la bibliothèque ; les mots de SQLite et du système ($why) sont montrés tels quels.
library-error-unavailable = la bibliothèque n'a pas pu être ouverte
library-error-newer = la bibliothèque a été écrite par un Rookery plus récent (format { $found } ; celui-ci lit jusqu'au { $known }) : elle est laissée telle quelle ; mettez Rookery à jour pour l'ouvrir
library-error-not-a-library = { $path } est la base de données d'un autre programme, pas une bibliothèque de Rookery : elle est laissée telle quelle
library-error-not-a-database = { $path } n'est pas une bibliothèque de Rookery (ni aucune base SQLite) : il est laissé tel quel
library-error-database = base de données de la bibliothèque : { $why }
library-error-file = { $why }
library-error-damaged = la partie { $id } de la bibliothèque est abîmée
library-error-no-study = l'étude { $id } n'est pas dans la bibliothèque (supprimée entre-temps ?)
library-error-no-chapter = le chapitre { $id } n'est pas dans la bibliothèque (supprimé entre-temps ?)
library-error-no-repertoire = le répertoire { $id } n'est pas dans la bibliothèque
library-error-no-game = la partie { $id } n'est plus dans la bibliothèque
library-error-no-games = le fichier ne contient aucune partie lisible
library-error-read-only = le fichier de la bibliothèque ne peut pas être modifié (fichier ou dossier en lecture seule) : ses parties peuvent être cherchées, explorées et exportées, mais rien ne peut être ajouté ni changé
library-error-read-only-older = le fichier de la bibliothèque ne peut pas être modifié et vient d'une version antérieure de Rookery (format { $found }) : ouvrez-le une fois là où il peut être modifié pour le mettre à jour
library-set-aside = La bibliothèque de parties était abîmée et a été mise de côté sous le nom { $path } ; une nouvelle a été commencée.
library-upgrading-title = Mise à jour de la bibliothèque
library-upgrading = La bibliothèque de parties est mise à jour pour cette version de Rookery. Vos parties sont conservées ; la bibliothèque sera prête une fois la mise à jour terminée.
