## Das Hauptmenü.
menu-subtitle = Schach
menu-resume = Fortsetzen
menu-resume-hint = Die Partie fortsetzen, die beim Schließen von Rookery lief
menu-resume-detail = { $players }, Zug { $number }
menu-new-game = Neue Partie
menu-analysis = Analysebrett
menu-analysis-hint = Beliebige Züge für beide Seiten, mit den Varianten der Engine
menu-editor = Stellungseditor
menu-editor-hint = Eine Stellung von Hand aufbauen, dann spielen oder analysieren
menu-load-game = Partie laden
menu-import = FEN / PGN laden
menu-settings = Einstellungen
menu-help = Hilfe
menu-quit = Beenden
