## Der Stellungseditor.
editor-title = Stellungseditor
editor-empty = Leeres Brett
editor-start = Grundstellung
editor-flip = Brett drehen
editor-undo = Rückgängig
# Die Tasten für Rückgängig und Wiederholen, wie die Tastatur sie nennt.
editor-undo-key = Strg+Z
editor-redo = Wiederholen
editor-redo-key = Strg+Y
# Die Palette: der Tooltip jeder Figur und der des Radiergummis.
editor-white-king = Weißer König
editor-white-queen = Weiße Dame
editor-white-rook = Weißer Turm
editor-white-bishop = Weißer Läufer
editor-white-knight = Weißer Springer
editor-white-pawn = Weißer Bauer
editor-black-king = Schwarzer König
editor-black-queen = Schwarze Dame
editor-black-rook = Schwarzer Turm
editor-black-bishop = Schwarzer Läufer
editor-black-knight = Schwarzer Springer
editor-black-pawn = Schwarzer Bauer
editor-eraser = Radiergummi
# Die Seite am Zug: eine Überschrift, dann die Wahl zwischen Weiß und Schwarz.
editor-to-move = Am Zug
editor-white = Weiß
editor-black = Schwarz
# Die Rochaderechte: eine Überschrift, dann ein Kästchen für jede Rochade,
# die die Stellung erlaubt.
editor-castling = Rochade
editor-castling-none = keine: König und Turm nicht auf ihren Ausgangsfeldern
editor-castling-white-short = Weiß O-O
editor-castling-white-long = Weiß O-O-O
editor-castling-black-short = Schwarz O-O
editor-castling-black-long = Schwarz O-O-O
# Das En-passant-Feld: eine Überschrift, dann „keins“ und jedes mögliche Feld.
editor-en-passant = En passant
editor-en-passant-impossible = nicht möglich
editor-en-passant-none = keins
editor-fen = FEN
editor-fen-unreadable = Diese FEN ist nicht lesbar: { $error }
editor-legal = Eine legale Stellung
editor-play = Von hier spielen
editor-play-hint = Den Gegner wählen, dann von dieser Stellung aus spielen
editor-analyse = Analysieren
editor-back-to-game = Zurück zur Partie
editor-back = Zurück
editor-back-key = Esc
