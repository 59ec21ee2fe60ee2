## Das Hauptmenü.
menu-subtitle = Schach
menu-resume = Fortsetzen
menu-resume-hint = Die Partie fortsetzen, die beim Schließen von Rookery lief (Eingabetaste)
menu-analysis = Analysebrett
menu-analysis-hint = Beliebige Züge für beide Seiten, mit den Varianten der Engine
menu-editor = Stellungseditor
menu-editor-hint = Eine Stellung von Hand aufbauen, dann spielen oder analysieren
menu-load-game = Partie laden
menu-import = FEN / PGN laden
menu-settings = Einstellungen
menu-help = Hilfe
menu-quit = Beenden

## Der Startbildschirm
home-continue = Fortsetzen
home-nothing-to-resume = Keine Partie im Gange. Eine unvollendete Partie wartet hier.
home-move-turn = Zug { $number }, { $color ->
    [white] Weiß
   *[black] Schwarz
} am Zug
home-clocks = Uhren: Weiß { $white }, Schwarz { $black }
home-to-move = { $color ->
    [white] Weiß
   *[black] Schwarz
} am Zug
home-play = Gegen den Computer spielen
home-play-level = { $level }, Sie spielen { $color ->
    [white] Weiß
    [black] Schwarz
   *[random] eine ausgeloste Farbe
}
home-no-clock = Ohne Uhr
home-quick-hint = Eine Partie { $control } gegen { $level } beginnen
home-more = Mehr...
home-more-hint = Gegner, Farbe, Uhr, Variante und Namen wählen
home-daily = Aufgabe des Tages
home-to-play = { $color ->
    [white] Weiß
   *[black] Schwarz
} am Zug
home-daily-rating = Wertung { $rating }. Heute für alle dieselbe Aufgabe.
home-solve = Lösen
home-games = { $count ->
    [one] Eine Partie
   *[other] { $count } Partien
}.
home-last-played = Zuletzt gespielt:
home-open-game = Diese Partie auf dem Brett öffnen
home-studies = Studien
home-studies-count = { $count ->
    [0] Noch keine Studie.
    [one] Eine Studie.
   *[other] { $count } Studien.
}
home-studies-blurb = Ihre kommentierten Varianten und Ideen, nach Kapiteln.
home-repertoire = Eröffnungsrepertoire
home-repertoire-due = Repertoire: { $count } fällig
home-puzzle-record = Serie { $streak }, heute { $due } fällig
