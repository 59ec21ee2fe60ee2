# L'écran Répertoire et le panneau de l'entraînement.
repertoire-title = Répertoire
title-repertoire = Rookery — Répertoire
notice-repertoire-failed = Les répertoires n'ont pas pu être lus ou écrits : { $error }
repertoire-reading = Lecture des répertoires...
repertoire-none = Pas encore de répertoire. Un répertoire est une étude dont les chapitres contiennent vos lignes d'ouverture : marquez-en une ci-dessous pour les Blancs ou les Noirs (ou importez un fichier PGN avec `rookery repertoire import`), puis entraînez-vous ici.
repertoire-for-white = pour les Blancs
repertoire-for-black = pour les Noirs
repertoire-counts = { $cards ->
        [one] 1 carte
       *[other] { $cards } cartes
    } · { $due } à revoir · { $learned } apprises · { $new } nouvelles
repertoire-next-minutes = prochaine dans { $count ->
        [one] 1 minute
       *[other] { $count } minutes
    }
repertoire-next-hours = prochaine dans { $count ->
        [one] 1 heure
       *[other] { $count } heures
    }
repertoire-next-days = prochaine dans { $count ->
        [one] 1 jour
       *[other] { $count } jours
    }
repertoire-review-due = Revoir { $count } cartes
repertoire-learn = Apprendre { $count } nouvelles
repertoire-learn-hint = Les lignes pas encore travaillées, quelques-unes à la fois, les plus proches du début d'abord
repertoire-all = Tout le répertoire
repertoire-all-hint = Chaque carte une fois, ligne par ligne
repertoire-gaps = Lacunes
repertoire-gaps-hint = Les coups de l'adversaire auxquels votre répertoire ne répond pas, les plus joués dans votre bibliothèque d'abord
repertoire-preparing = Préparation de l'entraînement...
repertoire-leech = { $san } (manqué { $count } fois)
repertoire-leeches = Les plus manqués : { $cards }
repertoire-no-gaps = Aucune lacune : chaque coup joué dans les parties de votre bibliothèque aux positions de votre répertoire a sa réponse.
repertoire-gaps-title = Coups sans réponse dans votre répertoire
repertoire-gap-games = { $count ->
        [one] 1 partie
       *[other] { $count } parties
    }
repertoire-gap-open = Ouvrir
repertoire-gap-open-hint = Ouvrir la position après ce coup sur l'échiquier d'analyse, pour trouver et garder une réponse
repertoire-left-title = Vos parties sorties d'un répertoire
repertoire-left-none = Aucune de vos parties de la bibliothèque n'est sortie d'un répertoire (vos noms se règlent dans les Réglages).
repertoire-left-player = { $san } : vous êtes sorti de votre répertoire (votre coup ici : { $expected })
repertoire-left-opponent = { $san } : votre adversaire en est sorti, un coup auquel votre répertoire ne répond pas
repertoire-left-open = Ouvrir cette partie sur l'échiquier
repertoire-mark-title = Faire d'une étude un répertoire
repertoire-mark-no-study = Pas encore d'étude : créez-en une sur l'écran Études, ou importez-y un fichier PGN.
repertoire-mark-choose = Choisir une étude
repertoire-mark-study = Étude
repertoire-mark = En faire un répertoire
repertoire-mark-hint = Vos coups sont ceux de l'étude quand c'est à vous de jouer ; chaque coup donné est une bonne réponse
repertoire-drill-started = Entraînement : { $name }
repertoire-nothing-to-drill = Rien à travailler pour l'instant.
repertoire-new-line = Une nouvelle ligne depuis le début
repertoire-watch = Regardez la ligne
repertoire-your-move = À vous ({ $side ->
        [white] Blancs
       *[black] Noirs
    })
repertoire-right = Juste : { $san }
repertoire-wrong = { $san } n'est pas dans votre répertoire. Jouez { $expected }
repertoire-shown = Votre répertoire joue { $expected } : jouez-le pour continuer
repertoire-play-shown = Jouez un des coups montrés par les flèches
repertoire-drill-done = Terminé : { $right } justes, { $wrong } fausses
repertoire-progress = { $left } cartes sur { $total } restantes · { $right } justes · { $wrong } fausses
repertoire-show = Montrer le coup
repertoire-show-hint = Montrer le coup de votre répertoire ici (compté comme manqué ; la carte reviendra plus tard)
repertoire-stop = Arrêter
repertoire-back = Retour au répertoire
repertoire-spar = Continuer la partie d'ici
repertoire-spar-hint = Jouer la suite depuis cette position contre l'ordinateur (la préparation s'ouvre avec elle)
repertoire-analyse = Analyser
repertoire-analyse-hint = Ouvrir cette position sur l'échiquier d'analyse, avec les lignes du moteur
repertoire-streak = série : { $count ->
        [one] 1 jour
       *[other] { $count } jours
    }
repertoire-gap-score = votre score : { $score } %
repertoire-chapter = Un chapitre
repertoire-chapter-hint = Travailler chaque carte d'un chapitre de l'étude du répertoire : une branche
