# The Studies screen and the analysis board's study bar.
studies-title = Studien
studies-hint = Deine Studien: Kapitel kommentierter Partien und Varianten, in der Bibliothek aufbewahrt
studies-search = Nach Name, Ordner oder Schlagwort suchen
studies-new-name = Der Name einer neuen Studie
studies-new = Neue Studie
studies-choose = Wähle links eine Studie, um ihre Kapitel zu sehen.
studies-none = Noch keine Studien: lege hier eine an oder bewahre das Analysebrett in einer auf.
studies-row = { $name } ({ $chapters ->
        [one] 1 Kapitel
       *[other] { $chapters } Kapitel
    })
studies-rename-hint = Ein neuer Name
studies-rename = Umbenennen
studies-duplicate = Kopieren als
studies-delete = Studie löschen
studies-open-hint = Dieses Kapitel auf dem Analysebrett öffnen
studies-moves = { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    }
studies-moves-hint = Die Züge beider Seiten einzeln gezählt, Varianten eingeschlossen
studies-delete-chapter = Dieses Kapitel löschen
studies-chapter-name = Name des Kapitels
studies-chapter-fen = FEN (leer: die Grundstellung)
studies-add-chapter = Kapitel hinzufügen
studies-chapter-default = Kapitel { $number }
studies-delete-study-question = Diese Studie mit allen Kapiteln löschen?
studies-delete-chapter-question = Dieses Kapitel löschen?
studies-delete-yes = Löschen
studies-delete-no = Behalten
studies-previous-chapter = Das vorige Kapitel
studies-next-chapter = Das nächste Kapitel
studies-on-board = { $study }: Kapitel { $number } von { $count }, { $chapter }
studies-save-board = In einer Studie aufbewahren
studies-new-study = Eine neue Studie
studies-save = Aufbewahren
studies-scratch = Entwürfe
studies-scratch-chapter = Analyse vom { $date }
studies-import-file = Eine PGN-Datei als Studie importieren:
studies-import-hint = /pfad/zur/studie.pgn (oder .pgn.zst, .gz, .bz2)
studies-import-name = Name (sonst der der Datei)
studies-import = Importieren
studies-imported = Studie „{ $study }“ importiert: { $chapters ->
        [one] 1 Kapitel
       *[other] { $chapters } Kapitel
    }{ $skipped ->
        [0] {""}
        [one] , 1 Partie der Datei ausgelassen (nicht lesbar)
       *[other] , { $skipped } Partien der Datei ausgelassen (nicht lesbar)
    }.
studies-folder = Ordner
studies-tags = Schlagwörter
studies-tags-hint = Eröffnungen, Endspiele
studies-file = Ablegen
studies-export-to = Exportieren nach
studies-export = Studie exportieren
studies-exported = { $chapters ->
        [one] 1 Kapitel
       *[other] { $chapters } Kapitel
    } nach { $path } geschrieben.
studies-drag-hint = An eine andere Stelle ziehen, oder auf eine Studie links
studies-move-up = Nach oben (früher)
studies-move-down = Nach unten (später)
studies-chapter-menu = Mehr zu diesem Kapitel
studies-rename-chapter = Umbenennen…
studies-move-to = In Studie verschieben
studies-review-chapter = Hauptlinie analysieren
studies-review-unfinished = Nur eine beendete Partie kann ausgewertet werden: Die Hauptvariante dieses Kapitels hat kein Ergebnis. Öffne es auf dem Analysebrett oder spiele eine Partie von seinem Anfang.
studies-play-chapter = Eine Partie ab seinem Anfang spielen
studies-export-chapter = Dieses Kapitel exportieren
studies-export-chapter-hint = Zuerst den Pfad der Datei bei „Exportieren nach“ eingeben
studies-games-added = { $games ->
        [one] 1 Partie
       *[other] { $games } Partien
    } zu „{ $study }“ hinzugefügt{ $skipped ->
        [0] {""}
       *[other] ; { $skipped } ausgelassen (ihr Eintrag ist nicht lesbar)
    }.
library-to-study = Zu Studie hinzufügen
library-to-study-hint = Die gewählte Partie oder alle aufgelisteten als Kapitel ans Ende einer Studie
library-to-study-listed = Alle aufgelisteten Partien ({ $games })
library-to-study-which = { $games ->
        [0] Wähle eine Partie oder kreuze alle gelisteten an
        [one] Die Partie kommt in:
       *[other] Die { $games } Partien kommen in:
    }
# Interaktive Lektionen: ein Kapitel, dessen Züge der Spieler findet.
studies-lesson = Interaktive Lektion
studies-lesson-hint = Geöffnet verlangt das Kapitel die Züge der Hauptvariante für die Seite, von der es gesehen wird, mit seinen Kommentaren nach jedem Zug; ein falscher Zug wird zurückgenommen, mit dem Kommentar des Kapitels dazu oder dem Kommentar vor dem gesuchten Zug als Hinweis. Eine mit ! oder !! markierte Variante wird auch angenommen.
studies-edit-lesson = Die Lektion auf dem Analysebrett bearbeiten
studies-seen-from-black = Von Schwarz aus gesehen
studies-lesson-mark = { $side ->
    [white] Lektion, als Weiß
   *[black] Lektion, als Schwarz
}
study-lesson-title = Interaktive Lektion
study-lesson-started = { $chapter }: Finde die Züge von { $side ->
    [white] Weiß
   *[black] Schwarz
}
study-lesson-find = Du bist am Zug: Finde den Zug von { $side ->
    [white] Weiß
   *[black] Schwarz
}.
study-lesson-watch = Die andere Seite zieht…
study-lesson-not-the-move = Nicht der Zug der Lektion: Versuch es noch einmal.
study-lesson-done = Lektion geschafft{ $mistakes ->
    [0] {""}, ohne falschen Zug.
    [one] , mit 1 falschen Zug.
   *[other] , mit { $mistakes } falschen Zügen.
}
study-lesson-mistakes = Falsche Züge: { $mistakes }
study-lesson-restart = Von vorn beginnen
study-lesson-back = Zurück zur Studie
