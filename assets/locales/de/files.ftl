## Das Fenster Partie speichern.
save-title = Partie speichern
save-name = Name des Spielstands:
save-replaces = Ein Spielstand mit diesem Namen existiert bereits: Er wird ersetzt.
save-save = Speichern
save-cancel = Abbrechen

## Die Frage vor dem Verlassen einer laufenden Partie: zum Beenden von
## Rookery oder zur Rückkehr ins Hauptmenü.
leave-quit-title = Rookery beenden?
leave-quit-save = Speichern und beenden
leave-quit-discard = Ohne Speichern beenden
leave-quit-resign = Aufgeben und beenden
leave-menu-title = Diese Partie verlassen?
leave-menu-save = Speichern und zum Menü
leave-menu-discard = Ohne Speichern zum Menü
leave-menu-resign = Aufgeben und zum Menü
leave-not-over = Die Partie ist noch nicht beendet.
# „Partie laden“ ist der Knopf im Hauptmenü.
leave-hint = Gespeichert bleibt sie unter „Partie laden“ erhalten; Aufgeben schenkt der anderen Seite den Sieg.
leave-no-folder = Rookery hat keinen Ordner für Dateien: Diese Partie kann nicht aufbewahrt werden.
leave-cancel = Abbrechen

## Das Fenster Partie laden.
load-title = Partie laden
load-none = Noch keine gespeicherten Partien. Speichern Sie eine über das Pausenmenü (Esc).
# Die Spaltenüberschriften der Tabelle.
load-name = Name
load-date = Datum
load-players = Spieler
load-moves = Züge
load-result = Ergebnis
load-load = Laden
load-delete = Löschen
load-unreadable = Nicht lesbar: { $error }
load-confirm-delete = „{ $name }“ endgültig löschen?
load-keep = Behalten
load-close = Schließen
load-folder = Ordner: { $folder }

## Das Fenster FEN / PGN laden.
import-title = FEN / PGN laden
import-fen-tab = Stellung (FEN)
import-pgn-tab = Partie (PGN)
import-file = Datei:
import-fen-path-hint = /pfad/zu/stellung.fen
import-pgn-path-hint = /pfad/zu/partie.pgn
import-open = Öffnen
import-cannot-open = { $path } lässt sich nicht öffnen: { $error }
import-cannot-read = { $path } lässt sich nicht lesen: { $error }
import-too-large = { $path } ist zu groß ({ $bytes } Bytes)
import-paste-fen = Oder eine FEN einfügen:
import-fen-legal = Eine legale Stellung, { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug. Wählen Sie als Nächstes die Spieler und Seiten.
import-fen-legal-chess960 = Eine legale Chess960-Stellung, { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug. Wählen Sie als Nächstes die Spieler und Seiten.
import-not-usable = Nicht verwendbar: { $error }
import-set-up = Von hier aus eine Partie einrichten
import-cancel = Abbrechen
import-paste-pgn = Oder eine PGN einfügen:
import-no-game = In diesem Text wurde keine Partie gefunden
import-pgn-found = { $white } - { $black }, { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }, { $result }. (Nur die erste Partie einer Datei wird geöffnet.)
import-pgn-found-unfinished = { $white } - { $black }, { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }, nicht beendet. (Nur die erste Partie einer Datei wird geöffnet.)
import-continue = Partie fortsetzen
import-continue-disabled = Die Partie hat ein Ergebnis; gehen Sie sie stattdessen Zug für Zug durch
import-step-through = Vom Anfang an durchgehen

## Das Fenster Exportieren.
export-title = Exportieren
export-fen = Stellung (FEN)
export-folder = Ordner:
export-copy-fen = FEN kopieren
export-save-fen = .fen speichern
export-copy-pgn = PGN kopieren
export-save-pgn = .pgn speichern
export-fen-copied = Die FEN ist in der Zwischenablage
export-pgn-copied = Die PGN ist in der Zwischenablage
export-close = Schließen

## Das Fenster Hilfe (sein Text steht in help.ftl).
help-window-title = Hilfe
report-copy = Fehlerbericht kopieren
report-copy-hint = Die Version, Ihr System, die Einstellungen und diese Partie als FEN und PGN, zum Einfügen in einen Fehlerbericht
report-copied = Kopiert: Fügen Sie ihn in Ihren Bericht ein.

# The desktop's file chooser, beside every path box.
chooser-browse = Durchsuchen…
chooser-browse-hint = Die Datei im Dateiauswahldialog des Desktops wählen
chooser-open-title = Datei wählen
chooser-save-title = Speichern unter
chooser-engine-title = Engine-Programm wählen
export-replace-question = { $path } gibt es schon: ersetzen?
export-replace = Ersetzen
export-keep = Behalten
chooser-folder-title = Ordner wählen
