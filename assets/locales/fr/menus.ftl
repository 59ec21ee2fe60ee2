## Le menu principal.
menu-subtitle = échecs
menu-resume = Reprendre
menu-resume-hint = Continuer la partie en cours à la fermeture de Rookery (Entrée)
menu-analysis = Échiquier d'analyse
menu-analysis-hint = Des coups libres pour les deux camps, avec les lignes du moteur
menu-editor = Éditeur de position
menu-editor-hint = Placer les pièces à la main, puis jouer ou analyser la position
menu-load-game = Charger une partie
menu-import = Charger FEN / PGN
menu-settings = Paramètres
menu-help = Aide
menu-quit = Quitter

## L'écran d'accueil
home-continue = Continuer
home-nothing-to-resume = Aucune partie en cours. Une partie laissée inachevée vous attend ici.
home-move-turn = Coup { $number }, { $color ->
    [white] aux Blancs
   *[black] aux Noirs
} de jouer
home-clocks = Pendules : Blancs { $white }, Noirs { $black }
home-to-move = { $color ->
    [white] Les Blancs
   *[black] Les Noirs
} au trait
home-play = Jouer contre l'ordinateur
home-play-level = { $level }, vous jouez { $color ->
    [white] les Blancs
    [black] les Noirs
   *[random] une couleur tirée au sort
}
home-no-clock = Sans pendule
home-quick-hint = Commencer une partie en { $control } contre { $level }
home-more = Plus...
home-more-hint = Choisir l'adversaire, la couleur, la pendule, la variante et les noms
home-daily = Problème du jour
home-to-play = { $color ->
    [white] Les Blancs
   *[black] Les Noirs
} jouent
home-daily-rating = Classé { $rating }. Le même problème pour tous aujourd'hui.
home-solve = Le résoudre
home-games = { $count ->
    [0] Aucune partie
    [one] Une partie
   *[other] { $count } parties
}.
home-last-played = Jouées en dernier :
home-open-game = Ouvrir cette partie sur l'échiquier
home-studies = Études
home-studies-count = { $count ->
    [0] Aucune étude pour l'instant.
    [one] Une étude.
   *[other] { $count } études.
}
home-studies-blurb = Vos lignes annotées et vos idées, par chapitre.
home-repertoire = Répertoire d'ouvertures
home-repertoire-due = Répertoire : { $count } à revoir
home-puzzle-record = Série { $streak }, { $due } à revoir aujourd'hui
