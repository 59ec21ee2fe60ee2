## Die Statuszeile unter dem Brett und die Ergebnisse der Regeln.
status-loaded = „{ $name }“ geladen
status-resumed = Partie dort fortgesetzt, wo sie verlassen wurde
status-opened = { $white } - { $black } geöffnet
status-analysis-board = Analysebrett: beliebige Züge spielen; die Pfeiltasten gehen zurück und vor
status-to-move = { $name } am Zug
status-game-over = Die Partie ist beendet ({ $outcome })
status-cannot-play = Das geht nicht: { $reason }
status-start-position = Die Ausgangsstellung
numbered-move = { $side ->
    [white] { $number }. { $san }
   *[black] { $number }... { $san }
}
status-move-check = { $played } - { $side ->
    [white] Weiß
   *[black] Schwarz
} steht im Schach
status-took-back = { $count ->
    [one] Einen Zug zurückgenommen
   *[other] { $count } Züge zurückgenommen
}
status-undo-after-time-out = Die Partie endete durch Zeitüberschreitung: ihre Züge lassen sich nicht mehr zurücknehmen
status-undo-off-on-clock = Zurücknehmen ist in einer Partie mit Uhr zwischen zwei Spielern ausgeschaltet
status-nothing-to-undo = Kein Zug zum Zurücknehmen
status-draw-offer-computer = Sie bieten Remis an; der Computer überlegt...
status-draw-offer = { $name } ({ $side ->
    [white] Weiß
   *[black] Schwarz
}) bietet Remis an
status-draw-answer-refused = { $offerer ->
    [white] Nur Schwarz kann auf das Remisangebot von Weiß antworten
   *[black] Nur Weiß kann auf das Remisangebot von Schwarz antworten
}
status-draw-declined = { $name } lehnt das Remis ab
status-time-out = { $name } hat die Zeit überschritten
status-builtin-takes-over = Rookerys Engine übernimmt
status-engine-failed = Die Engine ist ausgefallen: { $why }
status-computer-to-move = Warten Sie: Der Computer ist am Zug
status-promotion-impossible = Diese Umwandlung ist nicht möglich
status-promotion-cancelled = Umwandlung abgebrochen
status-stepping = Zug { $ply } von { $total } wird gezeigt: Ende oder Pfeil nach rechts führt zur Partie zurück
status-review-first = Lassen Sie zuerst die Partie analysieren
status-no-mistakes = Keine Fehler oder Patzer zum Lernen
status-last-mistake = Das war der letzte
status-looking-for-hint = Suche einen guten Zug...
status-hint = Tipp: { $san }
## Warum ein Zug nicht geht.
illegal-no-piece = Auf { $square } steht keine Figur
illegal-not-your-piece = { $piece ->
    [king] Das ist der König
    [queen] Das ist die Dame
    [rook] Das ist ein Turm
    [bishop] Das ist ein Läufer
    [knight] Das ist ein Springer
   *[pawn] Das ist ein Bauer
} von { $owner ->
    [white] Weiß
   *[black] Schwarz
}; { $turn ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug
illegal-no-moves = { $piece ->
    [king] Der König
    [queen] Die Dame
    [rook] Der Turm
    [bishop] Der Läufer
    [knight] Der Springer
   *[pawn] Der Bauer
} auf { $square } hat keinen legalen Zug
illegal-in-check = { $piece ->
    [king] Der König
    [queen] Die Dame
    [rook] Der Turm
    [bishop] Der Läufer
    [knight] Der Springer
   *[pawn] Der Bauer
} kann nicht nach { $to }: Ihr König steht im Schach
illegal-cannot-go = { $piece ->
    [king] Der König
    [queen] Die Dame
    [rook] Der Turm
    [bishop] Der Läufer
    [knight] Der Springer
   *[pawn] Der Bauer
} auf { $from } kann nicht nach { $to }
## Eingaben, die kein Zug sind.
san-malformed = „{ $text }“ ist kein Zug
san-illegal = unzulässiger Zug „{ $text }“
san-ambiguous = mehrdeutiger Zug „{ $text }“: möglich sind { $candidates }
san-not-canonical = „{ $text }“ ist keine Standardnotation; schreiben Sie „{ $canonical }“
game-error-over = die Partie ist beendet ({ $outcome })
game-error-illegal = unzulässiger Zug { $text }
game-error-no-draw = kein Remis zu reklamieren: weder die Fünfzig-Züge-Regel noch dreifache Stellungswiederholung greift
## Wie die Partie endete.
outcome-checkmate = { $result }, { $winner ->
    [white] Weiß
   *[black] Schwarz
} gewinnt durch Schachmatt
outcome-resignation = { $result }, { $winner ->
    [white] Weiß
   *[black] Schwarz
} gewinnt durch Aufgabe
outcome-timeout = { $result }, { $winner ->
    [white] Weiß
   *[black] Schwarz
} gewinnt auf Zeit
outcome-win = { $result }, { $winner ->
    [white] Weiß
   *[black] Schwarz
} gewinnt
outcome-stalemate = { $result }, Patt
outcome-insufficient = { $result }, Remis wegen ungenügenden Materials
outcome-fifty = { $result }, Remis nach der Fünfzig-Züge-Regel
outcome-seventy-five = { $result }, Remis nach der Fünfundsiebzig-Züge-Regel
outcome-threefold = { $result }, Remis durch dreifache Stellungswiederholung
outcome-fivefold = { $result }, Remis durch fünffache Stellungswiederholung
outcome-agreement = { $result }, Remis durch Einigung
outcome-timeout-insufficient = { $result }, Remis: Zeit abgelaufen, aber der Gegner kann nicht mattsetzen
outcome-draw = { $result }, Remis

## The board's keyboard cursor: what stands on its square.
board-square-empty = { $square }, leer
board-square-piece = { $square }, { $piece ->
    [king] { $color ->
        [white] weißer
       *[black] schwarzer
    } König
    [queen] { $color ->
        [white] weiße
       *[black] schwarze
    } Dame
    [rook] { $color ->
        [white] weißer
       *[black] schwarzer
    } Turm
    [bishop] { $color ->
        [white] weißer
       *[black] schwarzer
    } Läufer
    [knight] { $color ->
        [white] weißer
       *[black] schwarzer
    } Springer
   *[pawn] { $color ->
        [white] weißer
       *[black] schwarzer
    } Bauer
}

## The board for a screen reader: the grid's name and a cell's states.
board-grid = Brett
board-cell-last-move = letzter Zug
board-cell-target = kann hierher ziehen
board-cell-cursor = Cursor

## A move in words, for a screen reader: "White: knight takes e4, check".
## $castle: kingside, queenside or none; $capture: yes, no or en-passant;
## $promotion: the piece or none; $check: mate, check or none.
move-words = { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $castle ->
    [kingside] kurze Rochade
    [queenside] lange Rochade
   *[none] { $piece ->
        [king] König
        [queen] Dame
        [rook] Turm
        [bishop] Läufer
        [knight] Springer
       *[pawn] Bauer
    } { $capture ->
        [yes] schlägt
        [en-passant] schlägt
       *[no] nach
    } { $square }{ $capture ->
        [en-passant] {" "}en passant
       *[other] {""}
    }{ $promotion ->
        [queen] , wird zu Dame
        [rook] , wird zu Turm
        [bishop] , wird zu Läufer
        [knight] , wird zu Springer
       *[none] {""}
    }
}{ $check ->
    [mate] , schachmatt
    [check] , Schach
   *[none] {""}
}

## A clock falling under ten seconds, for a screen reader.
announce-low-time = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat weniger als zehn Sekunden

## Answers to the move box's questions (app/questions.rs).
answer-clocks = Weiß { $white }, Schwarz { $black }
answer-no-clock = Keine Uhr in dieser Partie
answer-no-move = Noch kein Zug
answer-game = { $moves }
answer-pieces = { $side ->
    [white] Weiß
   *[black] Schwarz
}, { $piece ->
    [king] König
    [queen] { $count ->
        [one] Dame
       *[other] Damen
    }
    [rook] { $count ->
        [one] Turm
       *[other] Türme
    }
    [bishop] { $count ->
        [one] Läufer
       *[other] Läufer
    }
    [knight] { $count ->
        [one] Springer
       *[other] Springer
    }
   *[pawn] { $count ->
        [one] Bauer
       *[other] Bauern
    }
}: { $squares }
answer-no-pieces = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat keine { $piece ->
    [king] König
    [queen] Dame
    [rook] Türme
    [bishop] Läufer
    [knight] Springer
   *[pawn] Bauern
}
answer-list = { $first }; { $rest }
answer-attacked = { $square } wird angegriffen von { $by }
answer-not-attacked = Nichts greift { $square } an
answer-material = Material: Weiß { $white }, Schwarz { $black }
answer-opening = { $eco } { $name }
answer-no-opening = Noch keine benannte Eröffnung
answer-eval = Bewertung { $eval }
answer-no-eval = Die Engine-Varianten sind aus
announce-window = Fenster { $title }
announce-main-menu = Rookery, Hauptmenü
announce-review-done = Partieanalyse fertig
announce-with-glyph = { $words }, { $glyph }
announce-glyph-number = Symbol { $number }
announce-comment-written = { $place ->
    [before] Kommentar vor { $move } geschrieben
    [start] Kommentar am Anfang geschrieben
   *[after] Kommentar zu { $move } geschrieben
}
announce-comment-removed = { $place ->
    [before] Kommentar vor { $move } entfernt
    [start] Kommentar am Anfang entfernt
   *[after] Kommentar zu { $move } entfernt
}
announce-glyph-added = Symbol zu { $move } hinzugefügt: { $glyph }
announce-glyph-removed = Symbol von { $move } entfernt: { $glyph }
announce-glyphs-cleared = Symbole von { $move } entfernt
announce-arrow-added = { $color ->
    [green] Grüner
    [red] Roter
    [yellow] Gelber
   *[blue] Blauer
} Pfeil von { $from } nach { $to } hinzugefügt
announce-arrow-removed = { $color ->
    [green] Grüner
    [red] Roter
    [yellow] Gelber
   *[blue] Blauer
} Pfeil von { $from } nach { $to } entfernt
announce-circle-added = { $color ->
    [green] Grüner
    [red] Roter
    [yellow] Gelber
   *[blue] Blauer
} Kreis auf { $square } hinzugefügt
announce-circle-removed = { $color ->
    [green] Grüner
    [red] Roter
    [yellow] Gelber
   *[blue] Blauer
} Kreis auf { $square } entfernt
announce-move-added = Zug { $move } hinzugefügt
announce-move-deleted = { $move } mit den folgenden Zügen gelöscht
announce-moves-after-deleted = Züge nach { $move } gelöscht
announce-variation-promoted = Variante { $move } hochgestuft
announce-made-main-line = Variante { $move } zur Hauptvariante gemacht
announce-variation-up = Variante { $move } nach oben verschoben
announce-variation-down = Variante { $move } nach unten verschoben
announce-undone = Rückgängig gemacht: { $edit }
announce-redone = Wiederhergestellt: { $edit }
status-no-edit-to-undo = Keine Änderung zum Rückgängigmachen
status-no-edit-to-redo = Keine Änderung zum Wiederherstellen
status-chapter-opened = { $study }: { $chapter }
