## La fenêtre Enregistrer la partie.
save-title = Enregistrer la partie
save-name = Nom de la sauvegarde :
save-replaces = Une sauvegarde porte déjà ce nom : elle sera remplacée.
save-save = Enregistrer
save-cancel = Annuler

## La question posée avant de quitter une partie en cours : pour quitter
## Rookery, ou pour revenir au menu principal.
leave-quit-title = Quitter Rookery ?
leave-quit-save = Enregistrer et quitter
leave-quit-discard = Quitter sans enregistrer
leave-quit-resign = Abandonner et quitter
leave-menu-title = Quitter cette partie ?
leave-menu-save = Enregistrer et revenir au menu
leave-menu-discard = Revenir au menu sans enregistrer
leave-menu-resign = Abandonner et revenir au menu
leave-not-over = La partie n'est pas terminée.
# « Charger une partie » est le bouton du menu principal.
leave-hint = Enregistrée, elle reste dans Charger une partie ; abandonner donne la victoire à l'adversaire.
leave-no-folder = Rookery n'a aucun dossier où ranger des fichiers : cette partie ne peut pas être conservée.
leave-cancel = Annuler

## La fenêtre Charger une partie.
load-title = Charger une partie
load-none = Aucune partie enregistrée pour l'instant. Enregistrez-en une depuis le menu de pause (Échap).
# Les titres des colonnes du tableau.
load-name = Nom
load-date = Date
load-players = Joueurs
load-moves = Coups
load-result = Résultat
load-load = Charger
load-delete = Supprimer
load-unreadable = Illisible : { $error }
load-confirm-delete = Supprimer « { $name } » définitivement ?
load-keep = La garder
load-close = Fermer
load-folder = Dossier : { $folder }

## La fenêtre Charger FEN / PGN.
import-title = Charger FEN / PGN
import-fen-tab = Position (FEN)
import-pgn-tab = Partie (PGN)
import-file = Fichier :
import-fen-path-hint = /chemin/vers/position.fen
import-pgn-path-hint = /chemin/vers/partie.pgn
import-open = Ouvrir
import-cannot-open = Impossible d'ouvrir { $path } : { $error }
import-cannot-read = Impossible de lire { $path } : { $error }
import-too-large = { $path } est trop volumineux ({ $bytes } octets)
import-paste-fen = Ou collez une FEN :
import-fen-legal = Position légale, trait aux { $side ->
        [white] Blancs
       *[black] Noirs
    }. Choisissez ensuite les joueurs et les camps.
import-fen-legal-chess960 = Position Chess960 légale, trait aux { $side ->
        [white] Blancs
       *[black] Noirs
    }. Choisissez ensuite les joueurs et les camps.
import-not-usable = Inutilisable : { $error }
import-set-up = Préparer une partie depuis cette position
import-cancel = Annuler
import-paste-pgn = Ou collez un PGN :
import-no-game = Aucune partie trouvée dans ce texte
import-pgn-found = { $white } - { $black }, { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }, { $result }. (Seule la première partie d'un fichier est ouverte.)
import-pgn-found-unfinished = { $white } - { $black }, { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }, non terminée. (Seule la première partie d'un fichier est ouverte.)
import-continue = Continuer la partie
import-continue-disabled = La partie a un résultat : parcourez-la plutôt coup par coup
import-step-through = La parcourir depuis le début

## La fenêtre Exporter.
export-title = Exporter
export-fen = Position (FEN)
export-folder = Dossier :
export-copy-fen = Copier la FEN
export-save-fen = Enregistrer le .fen
export-copy-pgn = Copier le PGN
export-save-pgn = Enregistrer le .pgn
export-fen-copied = La FEN est dans le presse-papiers
export-pgn-copied = Le PGN est dans le presse-papiers
export-close = Fermer

## La fenêtre Aide (son texte est dans help.ftl).
help-window-title = Aide
report-copy = Copier un rapport de bug
report-copy-hint = La version, votre système, les paramètres et cette partie en FEN et PGN, à coller dans un rapport de bug
report-copied = Copié : collez-le dans votre rapport.

# The desktop's file chooser, beside every path box.
chooser-browse = Parcourir…
chooser-browse-hint = Choisir le fichier dans le sélecteur de fichiers du bureau
chooser-open-title = Choisir un fichier
chooser-save-title = Enregistrer sous
chooser-engine-title = Choisir le programme du moteur
export-replace-question = { $path } existe déjà : le remplacer ?
export-replace = Remplacer
export-keep = Le garder
chooser-folder-title = Choisir un dossier
