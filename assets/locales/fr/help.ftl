# Le texte de la fenêtre Aide (src/app/ui/help/mod.rs liste les parties et les
# sections). Le format est décrit en tête du fichier anglais : une ligne qui
# commence par des espaces (au-delà du retrait du message) continue le bloc
# du dessus ; une ligne vide termine un bloc ; « ### » un intertitre, « - »
# une puce. Entre accents graves, `Touche` : une touche (nommée comme sur un
# clavier français) ou un texte à taper (coups et commandes, laissés tels
# quels).

## Partie : Comment jouer avec Rookery
help-play-title = Comment jouer avec Rookery
help-play-intro =
    Tout se fait à la souris ; les touches ci-dessous sont des raccourcis.

help-main-menu-title = Écran d'accueil
help-main-menu-body =
    - Reprendre (ou Entrée) : continue la partie qui était ouverte à la dernière fermeture
      de Rookery (ou à son plantage). La partie est sauvegardée automatiquement
      après chaque coup : rien n'est perdu.
    - Jouer contre l'ordinateur : un clic commence une partie à cette cadence (ou
      sans pendule) contre le dernier niveau choisi. Plus... ouvre l'écran de
      préparation pour choisir les joueurs, la pendule, la couleur et la variante.
    - Problème du jour : le même problème pour tous à une date. Le résoudre l'ouvre.
    - Bibliothèque, Études et Problèmes ouvrent leurs écrans ; la carte de la
      bibliothèque liste les dernières parties jouées, chacune ouverte d'un clic.
    - Échiquier d'analyse : un échiquier pour essayer des coups, avec les lignes
      du moteur (voir plus bas).
    - Éditeur de position : placez à la main n'importe quelle position (voir plus
      bas). Modifier cette position, dans le menu de pause, l'ouvre sur la
      position de la partie.
    - Charger une partie : la liste de vos parties sauvegardées, de la plus
      récente à la plus ancienne, avec leur nom, leur date, les joueurs, le nombre
      de coups et le résultat. Cliquez sur l'une d'elles pour l'ouvrir. Supprimer
      demande confirmation avant d'effacer une sauvegarde. Une sauvegarde illisible
      est listée avec la raison, et Rookery ne la modifie ni ne l'efface jamais
      de lui-même.
    - Charger FEN / PGN : collez une position FEN ou ouvrez un fichier .fen, puis
      choisissez votre camp à l'écran de préparation. Collez ou ouvrez une partie
      PGN pour la continuer ou pour en parcourir les coups.
    - Paramètres, Aide et Quitter font ce qu'ils disent. En haut de l'Aide,
      Copier un rapport de bug place dans le presse-papiers ce dont un rapport de
      bug a besoin : la version de Rookery, votre système, les paramètres et la
      partie en cours en FEN et en PGN. Collez-le dans votre rapport.
    - Si Rookery s'arrête un jour de façon inattendue, il écrit un rapport de
      plantage dans son dossier de données et vous indique où il se trouve au
      démarrage suivant.

help-setup-title = Préparer une partie
help-setup-body =
    - Adversaire : deux joueurs sur le même écran, vous contre l'ordinateur, ou
      l'ordinateur contre lui-même.
    - Ordinateur : le moteur de Rookery, au niveau « Coups au hasard » (n'importe
      quel coup légal) ou aux niveaux 1 (débutant) à 8 (pleine force). Ou un autre moteur
      UCI comme Stockfish : indiquez le chemin de son programme et l'Elo auquel
      il doit jouer.
    - Si un moteur externe cesse de fonctionner, le panneau propose de continuer
      avec le moteur de Rookery.
    - Cadence : Sans pendule, l'une des cadences habituelles (1+0 : une minute
      chacun, sans incrément ; 3+2 : trois minutes chacun et deux secondes
      ajoutées après chaque coup), ou Personnalisée (voir Pendules plus bas). La
      dernière cadence choisie est proposée de nouveau.
    - Votre couleur : Blancs, Noirs ou Aléatoire.
    - Commencer lance la partie. La cadence, le niveau et la couleur choisis sont
      proposés de nouveau la fois suivante, même après un redémarrage de Rookery,
      et les parties rapides de l'accueil les reprennent.
    - Variante : Standard, ou Chess960 (les échecs aléatoires de Fischer : les
      pièces derrière les pions sont mélangées), depuis une position de départ
      tirée au hasard ou celle dont vous donnez le numéro (de 0 à 959 ; 518 est la
      position standard). En Chess960, on roque en faisant glisser le roi sur sa
      propre tour (ou de deux cases vers elle) ; le roi et la tour arrivent là où
      ils arriveraient aux échecs classiques, en g1 et f1 ou en c1 et d1. Toutes
      les cases entre le roi et sa case d'arrivée, et entre la tour et sa case
      d'arrivée, doivent être vides, à part ces deux pièces ; le roi ne doit pas
      être en échec, ni traverser une case attaquée, ni finir en échec.
    - Noms : tapez le nom des joueurs (facultatif).
    - Commencer lance la partie ; Retour ramène au menu.

help-moving-title = Déplacer les pièces
help-moving-body =
    - Faites glisser une pièce avec le bouton gauche de la souris et lâchez-la
      sur sa nouvelle case, ou cliquez sur la pièce puis sur la case.
    - Avec l'affichage des coups possibles, les cases où la pièce peut aller
      portent un point, et les prises un anneau.
    - Une pièce lâchée ailleurs revient à sa place.
    - Quand un pion atteint la dernière rangée, un choix propose dame, tour, fou
      ou cavalier. Un clic ailleurs ou `Échap` annule le coup. Dans les
      Paramètres, les pions peuvent devenir dame à chaque fois sans demander.
    - Pour roquer, déplacez le roi de deux cases vers la tour ; la tour saute
      par-dessus d'elle-même.

help-clocks-title = Pendules
help-clocks-body =
    - Chaque joueur a sa pendule à côté de son nom, de son côté de l'échiquier.
      La pendule qui tourne est allumée ; sous dix secondes, elle montre les
      dixièmes, passe à l'orange et émet une fois un signal d'alerte. Une pendule
      arrivée à zéro affiche 0.0 en rouge : ce joueur perd au temps.
    - Aucune pendule ne tourne tant que chaque camp n'a pas joué son premier coup
      (comme sur lichess) : la pendule des Blancs démarre après le premier coup
      des Noirs.
    - Personnalisée : les minutes et secondes de chaque pendule, et les secondes
      d'incrément ou de délai. Incrément (Fischer) : les secondes s'ajoutent à
      votre pendule après chacun de vos coups.
    - Délai Bronstein : après chaque coup, le temps qu'il a pris est rendu,
      jusqu'au délai, si bien qu'une pendule ne gagne jamais de temps.
    - Délai simple : à chaque coup, votre pendule attend le délai avant de
      décompter ; le délai non utilisé est perdu.
    - Cochez « Temps différents pour chaque camp » pour donner un handicap à un
      joueur.
    - Les pendules s'arrêtent tant que le menu de pause ou une question (comme
      « Abandonner ? ») est ouvert, et quand la partie se termine. Elles
      continuent de tourner pendant que vous revenez sur des coups précédents.
    - Reprise de coup et pendule : contre l'ordinateur, la partie est amicale et
      Annuler le coup est permis, mais ne rend pas de temps. Entre deux joueurs,
      Annuler le coup est désactivé tant que les pendules tournent.
    - L'ordinateur joue lui aussi à la pendule, et joue plus vite quand son temps
      s'épuise.
    - Sauvegarder, quitter et Reprendre conservent les deux pendules telles
      qu'elles étaient ; le temps où Rookery était fermé ne compte pas.

help-premoves-title = Coups anticipés
help-premoves-body =
    - Pendant que l'ordinateur réfléchit, vous pouvez déjà préparer votre coup
      suivant : comme d'habitude, faites glisser l'une de vos pièces ou cliquez
      dessus.
      Les deux cases sont marquées, et le coup est joué dès que l'ordinateur a
      répondu, s'il est alors légal ; sinon, il est abandonné sans bruit.
    - Un pion amené par anticipation sur la dernière rangée devient une dame.
    - Un clic droit ou `Échap` annule le coup anticipé.
    - Les coups anticipés sont actifs dans les parties à la pendule ; les
      Paramètres permettent de les activer pour toutes les parties ou de les
      désactiver.

help-typing-title = Taper les coups
help-typing-body =
    Tapez un coup dans la case Coup sous la liste des coups et appuyez sur
      `Entrée` (ou cliquez sur Jouer). Les deux façons habituelles d'écrire les
      coups sont acceptées, avec les lettres françaises des pièces (R, D, T, F, C) ou
      anglaises (K, Q, R, B, N) :

    - Notation algébrique abrégée (SAN) : `e4`, `Nf3`, `exd5`, `O-O`, `0-0-0`,
      `e8=Q`.
    - Case de départ et case d'arrivée (UCI) : `e2e4`, `e7e8q`.

    Si le coup n'est pas légal, la ligne d'état dit pourquoi et rien n'est joué.

help-panel-title = Le panneau à côté de l'échiquier
help-panel-body =
    - Aidez-moi à jouer : le meilleur coup du moteur s'affiche sous forme de
      flèche sur l'échiquier. Il n'est pas joué à votre place.
    - Annuler le coup : reprend votre dernier coup. Contre l'ordinateur, il
      reprend aussi sa réponse, pour que ce soit de nouveau à vous de jouer.
    - Proposer la nulle : fait une offre de nulle. Un adversaire humain répond
      par Accepter ou Refuser ; l'ordinateur décide seul.
    - Réclamer la nulle : n'apparaît que lorsque la règle des cinquante coups ou
      la triple répétition permet de la réclamer (voir les Règles plus bas).
    - Abandonner : abandonne la partie. Une confirmation est demandée, sauf si
      elle est désactivée dans les Paramètres.
    - Tourner l'échiquier : retourne l'échiquier.
    - Menu : ouvre le menu de pause.
    - Le panneau montre aussi les pièces prises, qui a l'avantage matériel, et la
      liste des coups.
    - Sous les joueurs, le code et le nom de l'ouverture (« C65 Ruy Lopez: Berlin
      Defense ») : la dernière position de la partie jusque-là qui porte un nom,
      même si les coups sont venus dans un autre ordre. Les parties sauvegardées
      et exportées le portent dans leurs balises ECO et Opening.
    - Les boutons de navigation `⏮` `◀` `▶` `⏭` mènent au premier coup, au coup
      précédent, au suivant et au dernier.

help-keyboard-title = Clavier
help-keyboard-body =
    - `Flèche gauche` / `Flèche droite` : reculer ou avancer d'un coup. L'échiquier
      montre la position antérieure pendant que vous regardez ; la partie
      elle-même n'est pas modifiée.
    - `Début` / `Fin` : aller au premier ou au dernier coup.
    - `Fin`, ou `Flèche droite` au dernier coup, ramène à la partie en cours.
    - `Ctrl+Z` : annuler, comme le bouton Annuler le coup.
    - Sur l'échiquier d'analyse, ses notes : `Ctrl+1` à `Ctrl+6` marquent le
      coup affiché !, ?, !!, ??, !?, ?! ; `Ctrl+7` = et `Ctrl+8` ∞ ;
      `Ctrl+Alt+1` à `Ctrl+Alt+6` ⩲ ⩱ ± ∓ +− −+ ; `Ctrl+0` retire ses
      symboles. `Ctrl+Z` annule la dernière modification des notes et
      `Ctrl+Y` (ou `Ctrl+Maj+Z`) la rétablit. Un glisser du bouton droit
      dessine une flèche avec le coup, un clic droit un cercle : vert, rouge
      avec `Maj`, bleu avec `Alt`, jaune avec les deux.
    - `F` : tourner l'échiquier.
    - `Échap` : fermer la fenêtre du dessus (une fenêtre de fichier, les
      Paramètres, l'Aide), sinon annuler un coup anticipé ou le choix de
      promotion, sinon reposer la pièce en main, sinon cacher le curseur de
      l'échiquier, sinon ouvrir et fermer le menu de pause.
    - `Tab` / `Maj+Tab` : passer d'une commande à l'autre sur chaque écran,
      celle qui a le clavier entourée d'ambre ; `Entrée` ou `Espace`
      l'actionne. Un menu s'ouvre avec `Entrée` : `Flèche bas` va à ses choix,
      `Entrée` en prend un, et `Échap` ne ferme que sa liste.
    - `Entrée` : jouer le coup tapé dans la case Coup ; `/` y met le clavier.
    - `Entrée` ou `Espace` sur l'échiquier : montrer le curseur de l'échiquier,
      un cadre de couleur sur une case. Les flèches le déplacent comme vous
      voyez l'échiquier (`Flèche gauche` et `Flèche droite` déplacent alors le
      curseur, et non plus dans les coups) ; la ligne d'état dit ce qui occupe
      sa case (« e4, pion blanc »). `Entrée` ou `Espace` prend la pièce qui s'y
      trouve, puis sur une case où elle peut aller joue le coup ; sur la pièce
      en main, la repose. À une promotion, le curseur va sur la dame : `Entrée`
      prend la pièce sous le curseur, ou tapez `Q`, `R`, `B` ou `N`.
    - Les questions tapées dans la case Coup ont leur réponse dans la ligne
      d'état (et par un lecteur d'écran) : `c` les pendules, `l` le dernier
      coup, `g` la partie jusqu'ici, `p N` où sont les cavaliers blancs (`p n`
      les noirs, toute lettre de pièce), `s e` la colonne e et `s 4` la
      quatrième rangée case par case, `a e4` ce qui attaque e4, `m` le
      matériel, `o` l'ouverture, `e` l'évaluation du moteur quand ses lignes
      sont allumées.

help-arrows-title = Flèches et cercles
help-arrows-body =
    - Faites glisser avec le bouton droit d'une case à une autre pour tracer une
      flèche.
    - Un clic droit sur une case y trace un cercle.
    - Refaire le même geste efface cette flèche ou ce cercle.
    - Un clic gauche n'importe où sur l'échiquier les efface tous.

help-pause-title = Menu de pause, sauvegarder et quitter
help-pause-body =
    `Échap` ou le bouton Menu ouvre le menu de pause : Reprendre, Sauvegarder la
      partie, Charger une partie, Paramètres, Aide, Abandonner, Menu principal et
      Quitter.

    - Sauvegarder la partie demande un nom ; la date et l'heure sont proposées.
    - Aller au menu principal ou quitter pendant une partie demande quoi faire :
      Enregistrer et quitter, Abandonner et quitter, ou Annuler.
    - Quand une partie se termine, vous pouvez demander une Revanche, commencer
      une Nouvelle partie ou revenir au Menu principal.
    - Bilan de la partie (à la fin d'une partie) : le moteur juge chaque coup. La
      liste des coups marque les imprécisions (?!), les erreurs (?) et les
      gaffes (??) ; le panneau montre la précision de chaque joueur et un
      graphique de la partie (cliquez dessus pour aller à un coup). Cliquez sur
      un coup marqué pour voir le meilleur coup sous forme de flèche verte.
    - Moteur (au-dessus du bilan, après une partie) : cochez-le pour que le
      moteur analyse la position de l'échiquier, quel que soit le coup où vous
      vous trouvez. Une barre à côté de l'échiquier montre les chances de gain
      des Blancs (en blanc du côté des Blancs) avec l'évaluation à l'extrémité du
      camp qui mène (« M3 » est un mat en 3), et le panneau liste les trois
      meilleures lignes du moteur avec leur évaluation, de plus en plus profondes
      à mesure qu'il réfléchit. Choisissez Rookery ou le moteur choisi à l'écran
      de préparation (ou Stockfish là où il est installé) ; décochez-le pour
      arrêter le moteur.

help-editor-title = L'éditeur de position
help-editor-body =
    - La palette contient les douze pièces et une gomme. Cliquez sur l'une d'elles,
      puis sur des cases pour l'y poser (la même pièce une seconde fois, ou la
      gomme, vide la case). Ou faites glisser une pièce de la palette sur une case.
    - Sur l'échiquier, faites glisser une pièce vers une autre case, ou hors de
      l'échiquier pour la retirer ; un clic droit vide une case.
    - Vider l'échiquier, Position de départ et Retourner l'échiquier font ce
      qu'ils disent ; Annuler et Rétablir (Ctrl+Z, Ctrl+Y) parcourent vos modifications.
    - Trait : Blancs ou Noirs. Roque : chaque droit n'est proposé que tant que le
      roi et la tour concernés sont sur leurs cases de départ. En passant :
      proposé seulement sur une case où un pion pourrait prendre.
    - FEN : la position sous forme de texte, mise à jour au fil de vos
      modifications ; collez-y une FEN pour placer la position.
    - En dessous, l'éditeur dit si la position est légale, ou pourquoi elle ne
      l'est pas, en toutes lettres (« Les Blancs ont plus d'un roi », « Les Noirs
      sont en échec mais c'est aux Blancs de jouer »). Jouer à partir d'ici (puis
      choisir l'adversaire à l'écran de préparation) et Analyser ne fonctionnent
      que pour une position légale.
    - Retour, ou Échap, permet de sortir : vers le menu principal, ou vers la
      partie depuis laquelle l'éditeur a été ouvert, telle qu'elle était.

help-analysis-title = L'échiquier d'analyse
help-analysis-body =
    Ouvrez-le depuis le menu principal (la position initiale), depuis le menu de
      pause ou la fenêtre de fin de partie (la partie jusque-là ; une partie en
      cours reste sauvegardée pour être reprise), ou avec « Analyser à partir
      d'ici » au-dessus du bilan.

    - N'importe quel coup légal du camp au trait peut être joué, pour l'un ou
      l'autre camp.
    - Les flèches gauche et droite reprennent un coup et le rejouent ; Début et
      Fin vont au début et à la fin de la ligne. Les coups repris apparaissent grisés dans la
      liste.
    - Un autre coup joué là où des coups ont été repris commence une
      variante. Les coups forment un arbre : commentaires en gris sous leur
      coup, variantes en retrait, en bleu. Cliquez un coup pour le voir ; un
      clic droit propose de remonter sa variante, d'en faire la ligne
      principale, de la monter ou descendre, ou de la supprimer.
    - Sous l'arbre : les symboles du coup (! ? !! ?? !? ?! et Autres
      symboles), son commentaire, et Annuler / Rétablir chaque modification.
      Garder dans une étude garde l'échiquier comme chapitre d'une étude ;
      chaque modification y est ensuite écrite.
    - Cochez Moteur pour la barre d'évaluation et les trois meilleures lignes ;
      cliquez sur le premier coup d'une ligne pour le jouer.
    - Le mat ou le pat ne termine rien ici : revenez en arrière et essayez autre
      chose.
    - Apprendre de ses erreurs (au-dessus du bilan, une fois le bilan de la partie fait) :
      vos erreurs et vos gaffes l'une après l'autre, chacune depuis la position
      qui la précède. Trouvez un meilleur coup : le meilleur coup est aussitôt
      reconnu ; un autre est jugé par le moteur et compte comme bon s'il coûte
      moins qu'une imprécision. Un coup pas assez bon est repris et le meilleur
      est indiqué ; réessayez, Montrer le meilleur coup, ou passez à l'Erreur
      suivante.

help-puzzles-title = Problèmes
help-puzzles-body =
    Menu principal : Problèmes. Un problème s'ouvre sur la position qui précède
    le dernier coup de l'adversaire, et ce coup est joué ; puis c'est à vous :
    trouvez le meilleur coup, en glissant, en cliquant ou en le tapant.

    - Un bon coup reçoit la réponse de l'adversaire ; continuez jusqu'à la
      solution. Tout coup qui mate compte comme bon.
    - Un mauvais coup est repris (« Ce n'est pas le coup. Réessayer ? ») :
      essayez-en un autre, ou Voir la solution.
    - Votre premier essai est classé (Glicko-2, comme sur lichess) : le
      panneau montre votre classement avant et après, celui du problème, ses
      thèmes et la partie d'où il vient. Un second essai n'est pas classé.
    - Un problème raté revient après 1 jour, puis 3, 7 et 21 jours à chaque
      nouvelle réussite ; un échec le fait recommencer.
    - Flèche droite ou Problème suivant : le suivant, proche de votre
      classement. Analyser ouvre la position sur l'échiquier d'analyse.
      Échap revient au menu.
    - Woodpecker : une série de problèmes proches de votre classement,
      résolue encore et encore en cycles chronométrés, plus vite chaque fois ;
      chaque cycle fini est affiché avec son temps. « Une nouvelle série de »
      20, 50, 100 ou 200 en commence une autre.
    - Rookery a ses propres problèmes ; « rookery puzzles import » ajoute la
      base de problèmes de lichess (lichess_db_puzzle.csv), et « rookery
      puzzles generate » en fabrique à partir de parties PGN.

help-repertoire-title = Répertoire d'ouvertures
help-repertoire-body =
    Accueil : Répertoire (sur la carte Études), ou Répertoire sur l'écran Études.
    Un répertoire est une étude dont les chapitres contiennent vos lignes
    d'ouverture, pour les Blancs ou pour les Noirs : vos coups sont ceux de
    l'étude quand c'est à vous (chaque coup donné est juste), ceux de
    l'adversaire tous les autres. Une position atteinte par deux ordres de coups
    est une seule carte.

    - Faites d'une étude un répertoire au bas de l'écran, ou importez un fichier
      PGN avec « rookery repertoire import FICHIER.pgn --color white ».
    - Revoir : les cartes dont l'heure est venue (FSRS espace chaque carte selon
      votre connaissance). Apprendre : cinq lignes pas encore vues. Tout le
      répertoire : chaque carte une fois.
    - L'entraîneur joue la ligne depuis le début jusqu'à la carte demandée, les
      coups adverses choisis selon leur fréquence dans votre bibliothèque.
      Répondez par glisser, clic ou coup tapé. Une bonne réponse continue la
      ligne ; une mauvaise est reprise, les coups du répertoire sont montrés en
      flèches avec son commentaire, et la carte revient plus tard.
    - Continuer la partie d'ici lance une partie depuis la position ; Analyser
      l'ouvre sur l'échiquier d'analyse.
    - Lacunes : les coups adverses sans réponse, les plus joués dans votre
      bibliothèque d'abord ; Ouvrir met la position sur l'échiquier d'analyse
      pour trouver une réponse (gardez-la dans l'étude du répertoire).
    - Vos parties sorties d'un répertoire (selon vos noms des Réglages) sont
      listées avec l'endroit et qui en est sorti. Une partie contre l'ordinateur
      le dit à sa fin, et votre coup hors du répertoire compte comme carte
      manquée.

help-export-title = Exporter en FEN et en PGN
help-export-body =
    - Copiez la position actuelle en FEN, ou toute la partie en PGN, dans le
      presse-papiers pour la coller dans d'autres logiciels ou sites d'échecs.
    - Ou enregistrez-les dans des fichiers .fen ou .pgn.
    - Chaque partie garde aussi une trace PGN de ses coups dans le dossier
      `games` du dossier de données de Rookery.

help-settings-title = Paramètres
help-settings-body =
    Les changements s'appliquent et sont enregistrés aussitôt.

    - Le son, activé ou non, et son volume.
    - Échiquier : Noyer, Vert tournoi, Bleu ardoise ou Contraste élevé.
    - Pièces : dessinées en figures ou en lettres.
    - Animation : aucune, rapide, normale ou lente.
    - Montrer les coups possibles de la pièce choisie.
    - Montrer les coordonnées (a-h, 1-8) autour de l'échiquier.
    - Promouvoir en dame sans demander.
    - Demander avant d'abandonner.
    - Deux joueurs : tourner l'échiquier vers le camp au trait après chaque coup.
    - Coup anticipé : dans les parties à la pendule, toujours, ou jamais.

help-command-line-title = Ligne de commande
help-command-line-body =
    ### Ouvrir directement une partie
    - `rookery --fen "<FEN>"` commence à partir de cette position.
    - `rookery --load FILE.ron` ouvre une partie sauvegardée.
    - `rookery --pgn FILE.pgn` ouvre une partie PGN.

    ### Outils
    - `rookery perft` compte les chemins de coups, pour tester le générateur de
      coups.
    - `rookery pgn` traite des fichiers PGN sans ouvrir de fenêtre.
    - `rookery uci` fait tourner le moteur de Rookery pour d'autres logiciels
      d'échecs (UCI).

## Partie : Les règles des échecs
help-laws-title = Les règles des échecs
help-laws-intro =
    Rookery suit les Règles du jeu d'échecs de la FIDE (la FIDE est la Fédération
      internationale des échecs). Voici un bref résumé de ces règles, dans les mots
      de Rookery et telles que Rookery les applique. Rookery ne vous laisse jouer
      que des coups légaux.

help-board-title = L'échiquier et le but du jeu
help-board-body =
    Deux joueurs, les Blancs et les Noirs, jouent chacun à leur tour ; les Blancs
      commencent. L'échiquier a 64 cases, avec une case claire dans le coin à
      droite de chaque joueur. Le but est de mater le roi adverse.

    Une pièce ne peut pas aller sur une case occupée par une pièce de sa couleur.
      Aller sur une case occupée par une pièce adverse la prend : la pièce adverse
      quitte l'échiquier.

help-pieces-title = La marche des pièces
help-pieces-body =
    - Roi : d'une case dans n'importe quelle direction, jamais sur une case
      attaquée par l'adversaire. Il peut aussi roquer (voir plus bas).
    - Dame : d'autant de cases qu'elle veut le long d'une rangée, d'une colonne
      ou d'une diagonale.
    - Tour : d'autant de cases qu'elle veut le long d'une rangée ou d'une colonne.
    - Fou : d'autant de cases qu'il veut le long d'une diagonale.
    - La dame, la tour et le fou ne peuvent pas sauter : toutes les cases qu'ils
      traversent doivent être vides.
    - Cavalier : deux cases le long d'une rangée ou d'une colonne puis une case
      de côté, en forme de L. C'est la seule pièce qui saute par-dessus les
      autres.
    - Pion : une case tout droit vers l'avant, sur une case vide. Depuis sa case
      de départ, il peut à la place avancer de deux cases, si toutes deux sont
      vides. Il prend d'une case en diagonale vers l'avant, et ne recule jamais.

help-castling-title = Le roque
help-castling-body =
    Le roi se déplace de deux cases vers l'une de ses tours, et cette tour va sur
      la case que le roi a franchie. Dans Rookery, déplacez le roi de deux cases
      vers la tour (ou tapez `O-O` / `O-O-O`).

    ### Le roque n'est permis que si
    - ni le roi ni cette tour n'ont encore bougé dans la partie ;
    - toutes les cases entre le roi et la tour sont vides ;
    - le roi n'est pas en échec ;
    - le roi ne traverse pas de case attaquée par l'adversaire et n'arrive pas
      sur une telle case. (La tour peut être attaquée, ou traverser une case
      attaquée.)

help-en-passant-title = La prise en passant
help-en-passant-body =
    Quand un pion avance de deux cases et arrive à côté d'un pion adverse, ce pion
      adverse peut le prendre comme s'il n'avait avancé que d'une case : il se
      déplace en diagonale sur la case que le pion a sautée, et le pion est retiré.
      Ce n'est permis qu'au coup qui suit immédiatement ; plus tard, il est trop
      tard.

help-promotion-title = La promotion
help-promotion-body =
    Un pion qui atteint la dernière rangée doit être échangé, dans le même coup,
      contre une dame, une tour, un fou ou un cavalier de sa couleur. Le joueur
      choisit, quelles que soient les pièces encore sur l'échiquier, et la
      nouvelle pièce agit aussitôt.

help-check-title = Échec, échec et mat, et pat
help-check-body =
    - Échec : le roi est attaqué. Le joueur doit parer l'échec aussitôt, en
      déplaçant le roi, en prenant la pièce qui attaque ou en interposant une
      pièce. Aucun coup ne peut laisser son propre roi en échec.
    - Échec et mat : le roi est en échec et il n'y a aucun coup légal. La partie
      se termine, et le joueur qui a donné le mat gagne.
    - Pat : le joueur au trait n'a aucun coup légal mais n'est pas en échec. La
      partie est nulle.

help-game-end-title = La fin de la partie
help-game-end-body =
    ### Victoires
    - Échec et mat.
    - Abandon : un joueur abandonne, et l'autre gagne.
    - Quitter une partie en cours avec Abandonner et quitter compte comme un
      abandon.
    - Temps : le joueur dont la pendule arrive à zéro perd, sauf si l'adversaire
      ne pourrait mater par aucune suite de coups légaux (la partie est alors
      nulle).

    ### Nulles automatiques
    - Le pat.
    - Matériel insuffisant : aucun camp ne peut jamais mater, quoi qu'on joue, par
      exemple roi contre roi, ou roi et fou ou roi et cavalier contre roi.
    - Quintuple répétition : la même position est apparue cinq fois.
    - Règle des soixante-quinze coups : 75 coups de chaque joueur d'affilée sans
      prise ni coup de pion ; sauf si le dernier d'entre eux donne le mat, auquel
      cas le mat compte.

    ### Nulles qu'un joueur peut réclamer (avec Réclamer la nulle)
    - Triple répétition : la même position est apparue trois fois, pas
      forcément d'affilée. La même position signifie les mêmes pièces sur les
      mêmes cases, le même joueur au trait, et les mêmes possibilités de roque et
      de prise en passant.
    - Règle des cinquante coups : les 50 derniers coups de chaque joueur n'ont
      comporté ni prise ni coup de pion.

    ### Nulle par accord mutuel
    - Un joueur propose la nulle (Proposer la nulle) et l'adversaire accepte.
      L'ordinateur n'accepte que s'il juge sa propre position perdue ou la partie
      parfaitement égale.

## Si l'aide ci-dessus est illisible (les tests l'empêchent).
help-damaged-title = Aide
# $error : ce qui ne va pas, en anglais.
help-damaged = Le texte de l'aide est endommagé : { $error }
