## Fehler, die das Fenster zeigt: eine FEN, eine Stellung, ein PGN, ein
## Spielstand, eine Engine, und was mit einer Datei geschah.

# Eine fehlerhafte FEN ($why sagt, welches Feld und wie), oder eine
# lesbare FEN einer unzulässigen Stellung ($why sagt, was unzulässig ist).
fen-malformed = Fehlerhafte FEN: { $why }
fen-illegal = Unzulässige Stellung: { $why }
fen-empty = die FEN ist leer
fen-too-many-fields = die FEN hat mehr als sechs Felder
# $field ist einer der fen-field-Namen, $problem einer der fen-problem-Texte.
fen-bad-field = { $field }: { $problem }
fen-field-placement = Figurenstellung (Feld 1)
fen-field-side = Zugrecht (Feld 2)
fen-field-castling = Rochaderechte (Feld 3)
fen-field-en-passant = En-passant-Feld (Feld 4)
fen-field-halfmove = Halbzugzähler (Feld 5)
fen-field-fullmove = Zugnummer (Feld 6)
fen-problem-side = „w“ oder „b“ erwartet, „{ $found }“ gefunden
fen-problem-en-passant = ein Feld wie e3 oder „-“ erwartet, „{ $found }“ gefunden
fen-problem-not-a-number = eine ganze Zahl erwartet, „{ $found }“ gefunden
fen-problem-too-large = die Zahl { $found } ist zu groß
fen-problem-fullmove-zero = die Zugnummer beginnt bei 1
fen-problem-rank-count = 8 durch „/“ getrennte Reihen erwartet, { $count } gefunden
fen-problem-empty-count = Reihe { $rank } hat eine falsche Zahl leerer Felder, „{ $digit }“
fen-problem-character = „{ $character }“ auf Reihe { $rank } ist weder eine Figur noch eine Zahl
fen-problem-rank-long = Reihe { $rank } hat mehr als 8 Felder
fen-problem-rank-short = Reihe { $rank } hat { $count ->
    [one] ein Feld
   *[other] { $count } Felder
} statt 8
fen-problem-castling = „-“, Buchstaben aus KQkq oder Turmlinien wie HAha erwartet, „{ $found }“ gefunden
fen-problem-castling-repeated = „{ $letter }“ gibt in „{ $found }“ ein Rochaderecht doppelt an

# Was eine Stellung unzulässig macht ($side: white oder black).
position-no-king = { $side ->
    [white] Weiß hat
   *[black] Schwarz hat
} keinen König
position-kings = { $side ->
    [white] Weiß hat
   *[black] Schwarz hat
} mehr als einen König
position-pawn-back-rank = ein Bauer auf { $square }: Bauern können nicht auf der ersten oder letzten Reihe stehen
position-pieces = { $side ->
    [white] Weiß hat
   *[black] Schwarz hat
} mehr als 16 Figuren
position-pawns = { $side ->
    [white] Weiß hat
   *[black] Schwarz hat
} mehr als 8 Bauern
position-promoted = { $side ->
    [white] Weiß hat
   *[black] Schwarz hat
} mehr umgewandelte Figuren, als seine fehlenden Bauern hätten werden können
position-opposite-check = die Seite, die nicht am Zug ist, steht im Schach
position-castling = { $side ->
    [white] Weiß
   *[black] Schwarz
} kann nicht { $castling ->
    [short] kurz
   *[long] lang
} rochieren: König oder Turm nicht auf seinem Ausgangsfeld
position-en-passant = kein Doppelschritt eines Bauern kann { $square } zum En-passant-Feld gemacht haben
position-impossible-check = die Seite am Zug steht in einem Schach, das kein zulässiger Zug gegeben haben kann

# Wo eine Partie einer PGN-Datei nicht gelesen werden konnte ($game zählt
# die Partien der Datei ab 1, $number ist die Zugnummer, $token der Text
# an dieser Stelle).
pgn-error = Partie { $game }: { $why }
pgn-error-move = Partie { $game }, Zug { $number }: { $why }
pgn-error-token = Partie { $game } („{ $token }“): { $why }
pgn-error-move-token = Partie { $game }, Zug { $number } („{ $token }“): { $why }
pgn-unterminated-comment = ein Kommentar wird nie mit „{ "}" }“ geschlossen
pgn-unterminated-tag = ein Tag wird vom Ende seiner Zeile abgeschnitten
pgn-malformed-tag = ein Tag ist nicht als [Name "Wert"] geschrieben
pgn-missing-fen = SetUp "1" ohne FEN-Tag
pgn-unknown-variant = die Variante „{ $variant }“ wird hier nicht gespielt (klassisches Schach und Chess960 schon)
pgn-bad-fen = das FEN-Tag ist nicht lesbar: { $why }
pgn-move-after-end = ein Zug nach dem Ende der Partie ({ $outcome })
pgn-unbalanced-variation = die Klammern der Varianten passen nicht zusammen
pgn-unexpected-text = Text, der weder ein Tag noch ein Zug ist
pgn-too-large = die Partie ist größer als { $megabytes } MB und wurde übergangen

# Warum ein Spielstand nicht lesbar ist; die Datei bleibt, wie sie ist.
save-error-io = die Datei kann nicht gelesen werden: { $error }
save-error-too-large = die Datei ist zu groß für einen Spielstand ({ $bytes } Bytes; ein Spielstand hat höchstens { $most })
save-error-not-text = die Datei ist kein Text (beschädigt oder kein Spielstand)
save-error-damaged = beschädigt oder unvollständig: { $error }
save-error-newer = von einem neueren Rookery gespeichert (Format { $version }; dieses liest bis { $most })
save-error-illegal = die Partie darin ist nicht regelgerecht: { $error }

# Hinweise zur Einstellung einer externen Engine ($engine ist ihr eigener Name).
engine-note-no-option = { $engine } hat keine Option „{ $option }“, sie wurde also nicht gesetzt
engine-note-no-multipv = { $engine } hat keine Option „MultiPV“: sie zeigt eine Variante
engine-note-no-elo = { $engine } kann seine Spielstärke nicht per Elo begrenzen (keine Option UCI_Elo) und spielt mit voller Stärke
engine-note-elo-clamped = { $engine } spielt zwischen Elo { $min } und { $max }, aus Elo { $wanted } wurde also { $set }
engine-note-no-limit-strength = { $engine } hat keine Option UCI_LimitStrength, kann also nicht geschwächt werden und spielt mit voller Stärke
engine-note-no-skill = { $engine } hat keine Option „Skill Level“ und spielt mit voller Stärke
engine-note-skill-clamped = Die Stufen von { $engine } reichen von { $min } bis { $max }, aus Stufe { $wanted } wurde also { $set }

# Warum eine Engine versagt hat; $error und $what sind die Worte des
# Systems oder der Engine, so gezeigt, wie sie sind.
engine-error-not-found = keine Engine unter { $path } gefunden
engine-error-spawn = die Engine konnte nicht gestartet werden: { $error }
engine-error-crashed = die Engine ist abgestürzt: { $error }
engine-error-timeout = die Engine hat nicht rechtzeitig geantwortet ({ $what })
engine-error-illegal-move = die Engine hat einen unzulässigen Zug gespielt: { $what }
engine-error-protocol = die Engine hält sich nicht an das UCI-Protokoll: { $what }
engine-error-stopped = die Engine wurde angehalten, bevor sie einen Zug wählte
engine-error-unavailable = die Engine ist nicht verfügbar
engine-error-no-thread = die Engine konnte keinen Thread starten: { $error }
# Die Analyse, wenn die gewählte Engine versagt.
engine-error-fallback = { $why }; Rookerys Engine analysiert stattdessen

# Was mit einer Datei geschah: Spielstände, Exporte, Löschungen ($error:
# die Worte des Systems).
file-saved = „{ $name }“ gespeichert
file-save-failed = Speichern nach { $path } nicht möglich: { $error }. Ein früherer Spielstand dort bleibt unverändert.
file-written = { $path } gespeichert
file-write-failed = { $path } kann nicht geschrieben werden: { $error }
file-deleted = { $name } gelöscht
file-delete-failed = { $name } kann nicht gelöscht werden: { $error }
file-not-in-saves = { $path } liegt nicht im Ordner der Spielstände
file-cannot-load = Dieser Spielstand kann nicht geladen werden: { $why }
file-cannot-resume = Fortsetzen nicht möglich: { $why }
file-no-folder = Rookery hat keinen Ordner für seine Dateien (kein Benutzerverzeichnis): Partien können nicht aufbewahrt werden
# Der vorgegebene Name eines Spielstands: Datum und Uhrzeit.
file-default-save-name = Partie { $date }

# Hinweise, die bleiben, bis sie geschlossen werden.
notice-crash = Rookery wurde beim letzten Mal unerwartet beendet. Ein Bericht darüber liegt in { $path }: bitte hängen Sie ihn an einen Fehlerbericht an. Ihre Partie wurde nach jedem Zug automatisch gespeichert.
notice-autosave-failed = Automatisches Speichern fehlgeschlagen: { $error }
notice-library-failed = Die Partiensammlung konnte diese Partie nicht aufnehmen: { $error }
notice-study-file-failed = { $path }: { $error }
notice-studies-failed = Die Studien konnten nicht gelesen oder geändert werden: { $error }
notice-settings-not-saved = Die Einstellungen konnten nicht in { $path } gespeichert werden: { $error }
notice-settings-unreadable = Die Einstellungen in { $path } konnten nicht gelesen werden ({ $error }); es gelten die Vorgaben
notice-settings-set-aside = Die Einstellungsdatei { $path } ist nicht lesbar ({ $error }); es gelten die Vorgaben, und die Datei wurde als { $aside } aufbewahrt
notice-settings-left = Die Einstellungsdatei { $path } ist nicht lesbar ({ $error }); es gelten die Vorgaben, und die Datei konnte nicht umbenannt werden ({ $rename }) und bleibt, wie sie ist

# Was der Stellungseditor ablehnt.
editor-illegal = Keine zulässige Stellung: { $why }
editor-castling-refused = { $side ->
    [white] Weiß
   *[black] Schwarz
} kann auf dieser Seite nur mit König und Turm auf ihren Ausgangsfeldern rochieren
editor-en-passant-refused = Kein Bauer könnte auf { $square } en passant schlagen
editor-opposite-check = { $side ->
    [white] Weiß steht im Schach, aber Schwarz ist am Zug
   *[black] Schwarz steht im Schach, aber Weiß ist am Zug
}
notice-speech-missing = Züge ansagen: Die Sprachausgabe des Systems ist nicht installiert (speech-dispatcher, mit spd-say). Rookery bleibt still; ein Bildschirmleser hört weiterhin jeden Zug.
notice-speech-failed = Züge ansagen: Die Sprachausgabe des Systems startete nicht ({ $error }). Rookery bleibt still, bis die Einstellung wieder eingeschaltet wird.
notice-library-read-only = Die Partiensammlung öffnet nur zum Lesen: { $error }
notice-library-unopened = Die Partiensammlung konnte nicht geöffnet werden (sie wird erneut geöffnet, wenn du zur Sammlung, zu den Studien oder den Aufgaben zurückkehrst): { $error }
