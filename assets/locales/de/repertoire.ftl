# Die Repertoire-Seite und das Feld des Trainings.
repertoire-title = Repertoire
title-repertoire = Rookery — Repertoire
notice-repertoire-failed = Die Repertoires konnten nicht gelesen oder geschrieben werden: { $error }
repertoire-reading = Repertoires werden gelesen...
repertoire-none = Noch kein Repertoire. Ein Repertoire ist eine Studie, deren Kapitel Ihre Eröffnungszüge enthalten: Markieren Sie unten eine für Weiß oder Schwarz (oder importieren Sie eine PGN-Datei mit `rookery repertoire import`) und trainieren Sie sie hier.
repertoire-for-white = für Weiß
repertoire-for-black = für Schwarz
repertoire-counts = { $cards ->
        [one] 1 Karte
       *[other] { $cards } Karten
    } · { $due } fällig · { $learned } gelernt · { $new } neu
repertoire-next-minutes = nächste in { $count ->
        [one] 1 Minute
       *[other] { $count } Minuten
    }
repertoire-next-hours = nächste in { $count ->
        [one] 1 Stunde
       *[other] { $count } Stunden
    }
repertoire-next-days = nächste in { $count ->
        [one] 1 Tag
       *[other] { $count } Tagen
    }
repertoire-review-due = { $count } fällige wiederholen
repertoire-learn = { $count } neue lernen
repertoire-learn-hint = Noch nicht trainierte Abspiele, einige auf einmal, die dem Anfang nächsten zuerst
repertoire-all = Ganzes Repertoire
repertoire-all-hint = Jede Karte einmal, Abspiel für Abspiel
repertoire-gaps = Lücken
repertoire-gaps-hint = Die Züge des Gegners, auf die Ihr Repertoire keine Antwort hat, die in Ihrer Bibliothek meistgespielten zuerst
repertoire-preparing = Das Training wird vorbereitet...
repertoire-leech = { $san } ({ $count }-mal verfehlt)
repertoire-leeches = Am häufigsten verfehlt: { $cards }
repertoire-no-gaps = Keine Lücken: Jeder Zug, den die Partien Ihrer Bibliothek in den Stellungen Ihres Repertoires spielen, hat eine Antwort.
repertoire-gaps-title = Züge ohne Antwort in Ihrem Repertoire
repertoire-gap-games = { $count ->
        [one] 1 Partie
       *[other] { $count } Partien
    }
repertoire-gap-open = Öffnen
repertoire-gap-open-hint = Die Stellung nach diesem Zug auf dem Analysebrett öffnen, um eine Antwort zu finden und zu behalten
repertoire-left-title = Ihre Partien, die ein Repertoire verlassen haben
repertoire-left-none = Keine Ihrer Partien in der Bibliothek hat ein Repertoire verlassen (Ihre Namen stehen in den Einstellungen).
repertoire-left-player = { $san }: Sie haben Ihr Repertoire verlassen (Ihr Zug dort: { $expected })
repertoire-left-opponent = { $san }: Ihr Gegner hat es verlassen, ein Zug, auf den Ihr Repertoire keine Antwort hat
repertoire-left-open = Diese Partie auf dem Brett öffnen
repertoire-mark-title = Eine Studie zum Repertoire machen
repertoire-mark-no-study = Noch keine Studie: Legen Sie auf der Studien-Seite eine an oder importieren Sie dort eine PGN-Datei.
repertoire-mark-choose = Studie wählen
repertoire-mark-study = Studie
repertoire-mark = Zum Repertoire machen
repertoire-mark-hint = Ihre Züge sind die der Studie, wenn Sie am Zug sind; jeder dort angegebene Zug ist eine richtige Antwort
repertoire-drill-started = Training: { $name }
repertoire-nothing-to-drill = Gerade nichts zu trainieren.
repertoire-new-line = Ein neues Abspiel vom Anfang
repertoire-watch = Sehen Sie dem Abspiel zu
repertoire-your-move = Ihr Zug ({ $side ->
        [white] Weiß
       *[black] Schwarz
    })
repertoire-right = Richtig: { $san }
repertoire-wrong = { $san } ist nicht in Ihrem Repertoire. Spielen Sie { $expected }
repertoire-shown = Ihr Repertoire spielt { $expected }: Spielen Sie ihn, um fortzufahren
repertoire-play-shown = Spielen Sie einen der Züge, die die Pfeile zeigen
repertoire-drill-done = Fertig: { $right } richtig, { $wrong } falsch
repertoire-progress = { $left } von { $total } Karten übrig · { $right } richtig · { $wrong } falsch
repertoire-show = Zug zeigen
repertoire-show-hint = Den Zug Ihres Repertoires hier zeigen (zählt als verfehlt; die Karte kommt später wieder)
repertoire-stop = Beenden
repertoire-back = Zurück zum Repertoire
repertoire-spar = Von hier weiterspielen
repertoire-spar-hint = Das Abspiel von dieser Stellung aus gegen den Computer ausspielen (die Vorbereitung öffnet sich damit)
repertoire-analyse = Analysieren
repertoire-analyse-hint = Diese Stellung auf dem Analysebrett öffnen, mit den Zügen der Engine
repertoire-streak = Serie: { $count ->
        [one] 1 Tag
       *[other] { $count } Tage
    }
repertoire-gap-score = Ihr Ergebnis: { $score } %
repertoire-chapter = Ein Kapitel
repertoire-chapter-hint = Jede Karte eines Kapitels der Studie des Repertoires trainieren: ein Zweig
