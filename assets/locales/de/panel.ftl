## Die Leiste neben dem Brett während einer Partie.
# Die Zeile eines Spielers: $marker ist ▶ für die Seite am Zug (sonst ein
# Leerzeichen), $name der Name des Spielers, $color "white" oder "black".
panel-player = { $marker } { $name } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    })
# $color ist die Seite im Schach, "white" oder "black".
panel-in-check = { $color ->
        [white] Weiß
       *[black] Schwarz
    } steht im Schach!
panel-chess960-hint = Chess960: Zum Rochieren den König auf den eigenen Turm ziehen (oder zwei Felder weit)
panel-opening-hint = Die Eröffnung, nach der Eröffnungsliste von lichess
# Unter der Statuszeile, während der Computer seinen Zug sucht.
panel-thinking = Denkt nach...
# $reason ist der Fehler der externen Engine, wie sie ihn gemeldet hat.
panel-engine-stopped = Die Engine hat angehalten: { $reason }
panel-use-builtin-engine = Mit Rookerys Engine weiterspielen
# Das Feld, in das man einen Zug tippt.
panel-move = Zug:
panel-play = Spielen
# $name hat Remis angeboten, der andere Spieler antwortet hier.
panel-draw-offered = { $name } bietet Remis an.
panel-draw-accept = Annehmen
panel-draw-decline = Ablehnen
panel-draw-computer-considers = Sie bieten Remis an; der Computer überlegt...
# $name hat Remis angeboten; $answerer antwortet, sobald $color ("white"
# oder "black", die Seite von $name) gezogen hat.
panel-draw-waiting = { $name } bietet Remis an; { $answerer } antwortet nach dem Zug von { $color ->
        [white] Weiß
       *[black] Schwarz
    }.
panel-hint = Zughilfe
panel-hint-tip = Zeigt den besten Zug der Engine auf dem Brett
panel-undo = Zurücknehmen
panel-offer-draw = Remis anbieten
panel-claim-draw-fifty = Remis beanspruchen (50 Züge)
panel-claim-draw-repetition = Remis beanspruchen (Wiederholung)
panel-resign = Aufgeben
panel-flip-board = Brett drehen
panel-menu = Menü
panel-play-from-here = Von hier spielen
panel-play-from-here-hint = Eine Partie ab der Stellung auf dem Brett (Neue Partie)
# Nach Aufgeben: $name und $color ("white" oder "black") sind die Seite,
# die aufgibt.
panel-resign-confirm = Die Partie für { $name } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }) aufgeben?
panel-resign-yes = Ja, aufgeben
panel-cancel = Abbrechen

## Die Zugliste.

## Die Leiste unter der Zugliste und die Partieanalyse nach der Partie.
review-step-start = Ausgangsstellung (Pos1)
review-step-back = Einen Zug zurück (Pfeiltaste links)
review-step-forward = Einen Zug vor (Pfeiltaste rechts)
review-step-end = Zurück zur Partie (Ende)
# Eine frühere Stellung: $shown Halbzüge von $total, nach $played (ein
# nummerierter Zug, "12... Sf6").
review-shown-after = Zug { $shown } von { $total }, nach { $played } — Ende oder ▶ zum Zurückkehren
review-shown-start = Zug { $shown } von { $total }, die Ausgangsstellung — Ende oder ▶ zum Zurückkehren
review-title = Partieanalyse
# Der Fortschrittsbalken der Analyse.
review-progress = { $done } von { $total } Stellungen
# Die Genauigkeit eines Spielers, 0 bis 100; $color ist "white" oder "black".
review-accuracy = { $name } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }): Genauigkeit { $accuracy } %
# Dasselbe ohne Genauigkeit (der Spieler hat keinen Zug gemacht).
review-accuracy-none = { $name } ({ $color ->
        [white] Weiß
       *[black] Schwarz
    }): Genauigkeit -
review-inaccuracies = { $count ->
        [one] { $count } Ungenauigkeit
       *[other] { $count } Ungenauigkeiten
    }
review-mistakes = { $count ->
        [one] { $count } Fehler
       *[other] { $count } Fehler
    }
review-blunders = { $count ->
        [one] { $count } grober Patzer
       *[other] { $count } grobe Patzer
    }
# Was am gezeigten Zug falsch war: $played ist der nummerierte Zug mit
# seinem Zeichen ("12. Sf3?!"), $best der Zug der Engine an dieser Stelle.
review-advice-inaccuracy = { $played }: Ungenauigkeit. { $best } war der beste Zug.
review-advice-mistake = { $played }: Fehler. { $best } war der beste Zug.
review-advice-blunder = { $played }: Grober Patzer. { $best } war der beste Zug.
review-advice-mate-created = { $played }: Schachmatt ist jetzt unvermeidlich. { $best } war der beste Zug.
review-advice-mate-lost = { $played }: Erzwungene Mattfolge verpasst. { $best } war der beste Zug.
review-click-marked = Einen markierten Zug anklicken, um den besseren zu sehen
review-none = Noch keine Analyse.
review-start = Partie analysieren
review-deeper = Gründlichere Analyse
review-deeper-hint = Viermal so viel Suche für jede Stellung
review-by = Von { $engine }
review-engine-failed = { $engine } konnte die Partie nicht auswerten: { $why }. Schalten Sie „Partien mit … auswerten“ in den Einstellungen aus, um mit Rookerys Engine auszuwerten.
review-back-to-result = Zurück zum Ergebnis
# Der Tooltip der Grafik: nach $ply Halbzügen, die Gewinnchancen von Weiß
# in Prozent.
review-graph-point = Halbzug { $ply }: { $percent } % für Weiß

## Der Engine-Bereich der Leiste und Aus Fehlern lernen.
lines-engine = Engine
lines-engine-choice = Engine für die Varianten
lines-engine-hint = Die Stellung auf dem Brett analysieren
# Die Suchtiefe der Engine.
lines-depth = Tiefe { $depth }
# The depth at which the engine stopped: nothing more will come.
lines-depth-stopped = Tiefe { $depth }, angehalten
lesson-title = Aus Fehlern lernen
lesson-hint = Bessere Züge finden, wo Sie danebengegriffen haben
analysis-from-here = Von hier analysieren
analysis-from-here-hint = Das Analysebrett: andere Züge aus dieser Stellung ausprobieren
lines-checkmate = Schachmatt: kein Zug zu bedenken
lines-stalemate = Patt: kein Zug zu bedenken
lines-thinking = Denkt nach…
lines-play-move = Diesen Zug spielen
lesson-last = Das war der letzte.
lesson-done = Fertig
# Fehler $index von $total: $played ist der nummerierte Zug mit seinem
# Zeichen ("14... Dxb2??"), $color die Seite, für die ein besserer Zug
# zu finden ist.
lesson-mistake = { $index } von { $total }: { $played } — finden Sie einen besseren Zug für { $color ->
        [white] Weiß
       *[black] Schwarz
    }
lesson-your-move = Sie sind am Zug.
# $san ist der Zug, den der Spieler versucht hat, $best der der Engine.
lesson-judging = { $san }: Die Engine prüft…
lesson-right = Richtig: { $san } ist der beste Zug.
lesson-good = Gut: { $san } ist genauso gut (die Wahl der Engine: { $best }).
lesson-wrong = Nicht gut genug: { $san }. { $best } war der beste Zug; noch einmal versuchen?
lesson-shown = { $best } war der beste Zug.
lesson-show-best = Besten Zug zeigen
lesson-next = Nächster Fehler
lesson-finish = Beenden
lesson-stop = Aufhören
panel-move-hint = e4, { $knight }, O-O, e7e8q

# The opening explorer (the games library).
explorer-title = Eröffnungsbrowser
explorer-hint = Die Züge, die in Ihrer Partiensammlung aus dieser Stellung gespielt wurden
explorer-asking = Suche in der Partiensammlung …
explorer-none = Keine Partie der Sammlung erreicht diese Stellung.
explorer-games = { $games } Partien der Sammlung erreichen diese Stellung
explorer-play-move = Diesen Zug spielen
explorer-results = Weiß gewinnt { $white } %, Remis { $draws } %, Schwarz gewinnt { $black } %
explorer-rating-hint = Die durchschnittliche Wertung der Spieler und das Jahr, in dem der Zug zuletzt gespielt wurde
explorer-mine = Meine Partien
explorer-mine-hint = Nur Ihre Partien (die Namen aus den Einstellungen)
explorer-mine-no-names = Legen Sie zuerst in den Einstellungen Ihre Namen fest
explorer-any-class = jede Bedenkzeit
explorer-class-choice = Bedenkzeit
explorer-any-rating = jede Wertung
explorer-rating-choice = Niedrigste Durchschnittswertung
review-previous-marked = ◀ Vorheriger markierter Zug
review-next-marked = Nächster markierter Zug ▶

# The analysis board's notes: the move tree, glyphs and comments.
notes-promote = Variante hochstufen
notes-make-main = Zur Hauptvariante machen
notes-move-up = Variante nach oben
notes-move-down = Variante nach unten
notes-delete-after = Folgende Züge löschen
notes-delete-move = Ab hier löschen
notes-no-moves = Noch keine Züge: spiele einen auf dem Brett
notes-more-glyphs = Weitere Symbole
notes-clear-glyphs = Kein Symbol
notes-comment-after = Nach dem Zug
notes-comment-before = Vor dem Zug
notes-comment-start = Ein Kommentar vor dem ersten Zug
notes-comment-hint = Ein Kommentar zu diesem Zug
notes-comment = Kommentar
notes-undo = Rückgängig
notes-redo = Wiederherstellen

# The glyphs' meanings (PGN standard, section 10).
glyph-1 = guter Zug
glyph-2 = Fehler
glyph-3 = brillanter Zug
glyph-4 = grober Fehler
glyph-5 = interessanter Zug
glyph-6 = zweifelhafter Zug
glyph-7 = einziger Zug
glyph-8 = einzigartiger Zug
glyph-10 = ausgeglichene Stellung
glyph-11 = ausgeglichene, ruhige Stellung
glyph-13 = unklare Stellung
glyph-14 = Weiß steht etwas besser
glyph-15 = Schwarz steht etwas besser
glyph-16 = Weiß steht besser
glyph-17 = Schwarz steht besser
glyph-18 = Weiß steht auf Gewinn
glyph-19 = Schwarz steht auf Gewinn
glyph-22 = Weiß ist im Zugzwang
glyph-23 = Schwarz ist im Zugzwang
glyph-32 = Weiß hat einen Entwicklungsvorsprung
glyph-33 = Schwarz hat einen Entwicklungsvorsprung
glyph-36 = Weiß hat die Initiative
glyph-37 = Schwarz hat die Initiative
glyph-40 = Weiß hat Angriff
glyph-41 = Schwarz hat Angriff
glyph-44 = Weiß hat Kompensation
glyph-45 = Schwarz hat Kompensation
glyph-132 = Weiß hat Gegenspiel
glyph-133 = Schwarz hat Gegenspiel
glyph-138 = Weiß ist in Zeitnot
glyph-139 = Schwarz ist in Zeitnot
glyph-140 = mit der Idee
glyph-146 = Neuerung
