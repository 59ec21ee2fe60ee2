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
