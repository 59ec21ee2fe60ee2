## Le menu principal.
menu-subtitle = échecs
menu-resume = Reprendre
menu-resume-hint = Continuer la partie en cours à la fermeture de Rookery
menu-resume-detail = { $players }, coup { $number }
menu-new-game = Nouvelle partie
menu-analysis = Échiquier d'analyse
menu-analysis-hint = Des coups libres pour les deux camps, avec les lignes du moteur
menu-editor = Éditeur de position
menu-editor-hint = Placer les pièces à la main, puis jouer ou analyser la position
menu-load-game = Charger une partie
menu-import = Charger FEN / PGN
menu-settings = Paramètres
menu-help = Aide
menu-quit = Quitter
