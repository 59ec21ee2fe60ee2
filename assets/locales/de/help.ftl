# Der Text des Hilfe-Fensters (src/app/ui/help/mod.rs listet die Teile und
# Abschnitte). Das Format steht am Anfang der englischen Datei: Eine Zeile,
# die (über die Einrückung der Nachricht hinaus) mit Leerzeichen beginnt,
# setzt den Block darüber fort; eine Leerzeile beendet einen Block; „###“
# eine Zwischenüberschrift, „-“ ein Aufzählungspunkt. Zwischen Backticks,
# `Taste`: eine Taste (benannt wie auf einer deutschen Tastatur) oder etwas
# zum Eintippen (Züge und Befehle, unverändert).

## Teil: So spielen Sie mit Rookery
help-play-title = So spielen Sie mit Rookery
help-play-intro =
    Alles lässt sich mit der Maus erledigen; die Tasten unten sind Abkürzungen.

help-main-menu-title = Startbildschirm
help-main-menu-body =
    - Fortsetzen (oder Eingabetaste): setzt die Partie fort, die offen war, als Rookery zuletzt
      geschlossen wurde (oder abstürzte). Die Partie wird nach jedem Zug
      automatisch gespeichert, es geht also nichts verloren.
    - Gegen den Computer spielen: ein Klick beginnt eine Partie mit dieser
      Bedenkzeit (oder ohne Uhr) gegen die zuletzt gewählte Stufe. Mehr... öffnet
      die Partievorbereitung für Spieler, Uhr, Farbe und Variante.
    - Aufgabe des Tages: an einem Datum für alle dieselbe Aufgabe. Lösen öffnet sie.
    - Partiensammlung, Studien und Aufgaben öffnen ihre Bildschirme; die Karte der
      Partiensammlung zeigt die zuletzt gespielten Partien, jede mit einem Klick geöffnet.
    - Analysebrett: ein Brett zum Ausprobieren von Zügen, mit den Varianten der
      Engine (siehe unten).
    - Stellungseditor: eine beliebige Stellung von Hand aufbauen (siehe unten).
      Diese Stellung bearbeiten im Pausenmenü öffnet ihn mit der Stellung der
      Partie.
    - Partie laden: listet Ihre gespeicherten Partien auf, die neueste zuerst,
      mit Name, Datum, Spielern, Anzahl der Züge und Ergebnis. Klicken Sie auf
      eine, um sie zu öffnen. Löschen fragt nach, bevor ein Spielstand entfernt
      wird. Ein Spielstand, der sich nicht lesen lässt, wird mit dem Grund
      aufgeführt, und Rookery ändert oder entfernt ihn nie von sich aus.
    - FEN / PGN laden: Fügen Sie eine FEN-Stellung ein oder öffnen Sie eine
      FEN-Datei (.fen) und wählen Sie dann in der Partievorbereitung Ihre Seite.
      Fügen Sie eine PGN-Partie ein oder öffnen Sie eine, um sie weiterzuspielen
      oder ihre Züge durchzugehen.
    - Einstellungen, Hilfe und Beenden tun, was sie sagen. Oben in der Hilfe
      legt Fehlerbericht kopieren in die Zwischenablage, was ein Fehlerbericht
      braucht: die Version von Rookery, Ihr System, die Einstellungen und die
      Partie auf dem Brett als FEN und PGN. Fügen Sie das in Ihren Bericht ein.
    - Sollte Rookery einmal unerwartet abbrechen, schreibt es einen
      Absturzbericht in seinen Datenordner und sagt Ihnen beim nächsten Start,
      wo er liegt.

help-setup-title = Eine Partie vorbereiten
help-setup-body =
    - Gegner: zwei Spieler an diesem Bildschirm, Sie gegen den Computer oder der
      Computer gegen sich selbst.
    - Computer: Rookerys eigene Engine, auf der Stufe „Zufallszüge“ (irgendein
      legaler Zug) oder den Stufen 1 (Anfänger) bis 8 (volle Stärke). Oder eine andere
      UCI-Engine wie Stockfish: Geben Sie den Pfad zu ihrem Programm an und die
      Elo, mit der sie spielen soll.
    - Wenn eine externe Engine nicht mehr funktioniert, bietet das Seitenfeld an,
      mit Rookerys Engine weiterzuspielen.
    - Bedenkzeit: Ohne Uhr, eine der üblichen (1+0 ist eine Minute für jeden,
      ohne Inkrement; 3+2 sind drei Minuten für jeden und zwei Sekunden, die nach
      jedem Zug hinzukommen) oder Eigene (siehe Uhren unten). Die
      zuletzt gewählte wird wieder angeboten.
    - Ihre Farbe: Weiß, Schwarz oder Zufällig.
    - Starten beginnt die Partie. Bedenkzeit, Stufe und Farbe werden beim nächsten
      Mal wieder angeboten, auch nach einem Neustart von Rookery, und die
      Schnellpartien der Startseite verwenden sie.
    - Variante: Standard oder Chess960 (Fischer-Random-Schach: Die Figuren
      hinter den Bauern werden gemischt), aus einer zufälligen Startstellung oder
      der mit der Nummer, die Sie angeben (0 bis 959; 518 ist die
      Standardstellung). In Chess960 rochieren Sie, indem Sie den König auf den
      eigenen Turm ziehen (oder zwei Felder in seine Richtung); König und Turm
      landen dort, wo sie im normalen Schach landen würden, auf g1 und f1 oder
      auf c1 und d1. Jedes Feld zwischen dem König und seinem Zielfeld und
      zwischen dem Turm und seinem Zielfeld muss bis auf diese beiden leer sein,
      und der König darf nicht im Schach stehen, kein angegriffenes Feld
      überqueren und nicht im Schach landen.
    - Namen: Tippen Sie die Namen der Spieler ein (freiwillig).
    - Starten beginnt die Partie; Zurück führt zum Menü zurück.

help-moving-title = Figuren ziehen
help-moving-body =
    - Ziehen Sie eine Figur mit der linken Maustaste und lassen Sie sie auf ihrem
      neuen Feld los, oder klicken Sie die Figur und dann das Feld an.
    - Wenn die Zughinweise an sind, zeigen die Felder, auf die die Figur ziehen
      kann, einen Punkt, und Schlagzüge einen Ring.
    - Wird eine Figur anderswo losgelassen, kehrt sie auf ihr Feld zurück.
    - Erreicht ein Bauer die letzte Reihe, bietet eine Auswahl Dame, Turm,
      Läufer oder Springer an. Ein Klick anderswo oder `Esc` bricht den Zug ab.
      In den Einstellungen können Bauern ohne Nachfrage immer zur Dame werden.
    - Zum Rochieren ziehen Sie den König zwei Felder in Richtung des Turms; der
      Turm springt von selbst über ihn hinweg.

help-clocks-title = Uhren
help-clocks-body =
    - Jeder Spieler hat eine Uhr neben seinem Namen, auf seiner Seite des
      Bretts. Die laufende Uhr ist hervorgehoben; unter zehn Sekunden zeigt sie
      Zehntel, wird orange und gibt einmal einen Warnton. Eine Uhr, die null
      erreicht, zeigt 0.0 in Rot, und dieser Spieler verliert auf Zeit.
    - Keine Uhr läuft, bevor jede Seite ihren ersten Zug gemacht hat (wie auf
      lichess): Die Uhr von Weiß startet nach dem ersten Zug von Schwarz.
    - Eigene: Minuten und Sekunden auf jeder Uhr und Sekunden
      Inkrement oder Verzögerung. Inkrement (Fischer): Die Sekunden werden nach
      jedem Ihrer Züge Ihrer Uhr gutgeschrieben.
    - Bronstein-Verzögerung: Nach jedem Zug wird die dafür gebrauchte Zeit bis
      zur Höhe der Verzögerung zurückgegeben, eine Uhr gewinnt also nie Zeit
      hinzu.
    - Einfache Verzögerung: Bei jedem Zug wartet Ihre Uhr die Verzögerung ab,
      bevor sie herunterzählt; nicht genutzte Verzögerung verfällt.
    - Setzen Sie ein Häkchen bei „Unterschiedliche Zeiten für beide Seiten“, um
      einem Spieler eine Vorgabe zu geben.
    - Die Uhren halten an, solange das Pausenmenü oder eine Frage (etwa
      „Aufgeben?“) offen ist, und wenn die Partie endet. Sie laufen weiter,
      während Sie durch frühere Züge zurückgehen.
    - Zurücknehmen mit Uhr: Gegen den Computer ist die Partie ungewertet und
      Zurücknehmen erlaubt, gibt aber keine Zeit zurück. Zwischen zwei Spielern
      ist Zurücknehmen aus, solange die Uhren laufen.
    - Auch der Computer spielt mit Uhr und zieht schneller, wenn seine Zeit
      knapp wird.
    - Speichern, Beenden und Fortsetzen behalten beide Uhren, wie sie standen;
      die Zeit, in der Rookery geschlossen war, zählt nicht.

help-premoves-title = Vorauszüge
help-premoves-body =
    - Während der Computer rechnet, können Sie schon Ihren nächsten Zug machen:
      Ziehen oder klicken Sie wie gewohnt eine Ihrer Figuren. Die beiden Felder
      werden markiert, und der Zug wird gespielt, sobald der Computer geantwortet
      hat, wenn er dann legal ist; sonst wird er stillschweigend verworfen.
    - Ein Bauer, der per Vorauszug die letzte Reihe erreicht, wird zur Dame.
    - Ein Rechtsklick oder `Esc` bricht den Vorauszug ab.
    - Vorauszüge sind in Partien mit Uhr an; in den Einstellungen lassen sie sich
      für jede Partie einschalten oder ganz ausschalten.

help-typing-title = Züge eintippen
help-typing-body =
    Tippen Sie einen Zug in das Feld Zug unter der Zugliste und drücken Sie
      `Enter` (oder klicken Sie auf Spielen). Beide üblichen Schreibweisen
      funktionieren, mit deutschen (K, D, T, L, S) oder englischen
      Figurenbuchstaben (K, Q, R, B, N):

    - Kurze algebraische Notation (SAN): `e4`, `Nf3`, `exd5`, `O-O`, `0-0-0`,
      `e8=Q`.
    - Start- und Zielfeld (UCI): `e2e4`, `e7e8q`.

    Ist der Zug nicht legal, sagt die Statuszeile, warum, und nichts wird
      gespielt.

help-panel-title = Das Seitenfeld neben dem Brett
help-panel-body =
    - Zughilfe: Der beste Zug der Engine erscheint als Pfeil auf dem Brett.
      Er wird nicht für Sie gespielt.
    - Zurücknehmen: nimmt Ihren letzten Zug zurück. Gegen den Computer nimmt es
      auch seine Antwort zurück, sodass Sie wieder am Zug sind.
    - Remis anbieten: schlägt ein Remis vor. Ein menschlicher Gegner antwortet
      mit Annehmen oder Ablehnen; der Computer entscheidet selbst.
    - Remis beanspruchen: erscheint nur, wenn die Fünfzig-Züge-Regel oder die
      dreifache Stellungswiederholung einen Anspruch erlaubt (siehe die Regeln
      unten).
    - Aufgeben: gibt die Partie auf. Es wird vorher nachgefragt, außer das ist
      in den Einstellungen abgeschaltet.
    - Brett drehen: dreht das Brett um.
    - Menü: öffnet das Pausenmenü.
    - Das Seitenfeld zeigt außerdem die geschlagenen Figuren, wer im Material
      vorn liegt, und die Zugliste.
    - Unter den Spielern Code und Name der Eröffnung („C65 Ruy Lopez: Berlin
      Defense“): die letzte Stellung der bisherigen Partie, die einen Namen hat,
      auch wenn die Züge in anderer Reihenfolge kamen. Gespeicherte und
      exportierte Partien tragen sie in ihren Tags ECO und Opening.
    - Die Navigationsknöpfe `⏮` `◀` `▶` `⏭` gehen zum ersten, vorigen, nächsten
      und letzten Zug.

help-keyboard-title = Tastatur
help-keyboard-body =
    - `Pfeiltaste links` / `Pfeiltaste rechts`: einen Zug zurück oder vor. Das Brett zeigt
      die frühere Stellung, solange Sie schauen; die Partie selbst bleibt
      unverändert.
    - `Pos1` / `Ende`: zum ersten oder letzten Zug springen.
    - `Ende`, oder `Pfeiltaste rechts` beim letzten Zug, führt zur laufenden
      Partie zurück.
    - `Strg+Z`: zurücknehmen, wie der Knopf Zurücknehmen.
    - Auf dem Analysebrett, seine Notizen: `Strg+1` bis `Strg+6` markieren den
      gezeigten Zug mit !, ?, !!, ??, !?, ?!; `Strg+7` = und `Strg+8` ∞;
      `Strg+Alt+1` bis `Strg+Alt+6` ⩲ ⩱ ± ∓ +− −+; `Strg+0` entfernt seine
      Symbole. `Strg+Z` macht die letzte Änderung der Notizen rückgängig,
      `Strg+Y` (oder `Strg+Umschalt+Z`) stellt sie wieder her. Ziehen mit der
      rechten Maustaste zeichnet einen Pfeil zum Zug, ein Rechtsklick einen
      Kreis: grün, rot mit `Umschalt`, blau mit `Alt`, gelb mit beiden.
    - `F`: das Brett drehen.
    - `Esc`: das oberste Fenster schließen (ein Dateifenster, die
      Einstellungen, die Hilfe), sonst einen Vorauszug oder die
      Umwandlungsauswahl abbrechen, sonst die aufgenommene Figur zurückstellen,
      sonst den Brett-Cursor ausblenden, sonst das Pausenmenü öffnen und
      schließen.
    - `Tab` / `Umschalt+Tab`: von Bedienelement zu Bedienelement auf jedem
      Bildschirm, das mit den Tasten bernsteinfarben umrandet; `Enter` oder
      `Leertaste` drückt es. Ein Menü öffnet sich mit `Enter`: `Pfeiltaste unten`
      geht zu seinen Einträgen, `Enter` wählt einen, und `Esc` schließt nur
      seine Liste.
    - `Enter`: den im Feld Zug eingetippten Zug spielen; `/` führt die
      Tastatur in dieses Feld.
    - `Enter` oder `Leertaste` auf dem Brett: den Brett-Cursor zeigen, einen
      farbigen Rahmen auf einem Feld. Die Pfeiltasten bewegen ihn so, wie Sie
      das Brett sehen (`Pfeiltaste links` und `Pfeiltaste rechts` bewegen dann
      den Cursor, nicht durch die Züge); die Statuszeile sagt, was auf seinem
      Feld steht („e4, weißer Bauer“). `Enter` oder `Leertaste` nimmt die Figur
      darunter auf und spielt den Zug auf einem Feld, das sie erreichen kann;
      auf der aufgenommenen Figur stellt es sie zurück. Bei einer Umwandlung
      geht der Cursor zur Dame: `Enter` nimmt die Figur darunter, oder drücken
      Sie `Q`, `R`, `B` oder `N`.
    - Fragen im Feld Zug werden in der Statuszeile beantwortet (und von einem
      Bildschirmleser vorgelesen): `c` die Uhren, `l` der letzte Zug, `g` die
      Partie bisher, `p N` wo die weißen Springer stehen (`p n` die
      schwarzen, jeder Figurenbuchstabe), `s e` die e-Linie und `s 4` die
      vierte Reihe Feld für Feld, `a e4` was e4 angreift, `m` das Material,
      `o` die Eröffnung, `e` die Bewertung der Engine, wenn ihre Varianten an
      sind.

help-arrows-title = Pfeile und Kreise
help-arrows-body =
    - Ziehen Sie mit der rechten Maustaste von einem Feld zu einem anderen, um
      einen Pfeil zu zeichnen.
    - Ein Rechtsklick auf ein Feld zeichnet einen Kreis darauf.
    - Dasselbe noch einmal entfernt diesen Pfeil oder Kreis.
    - Ein Linksklick irgendwo auf dem Brett entfernt sie alle.

help-pause-title = Pausenmenü, Speichern und Beenden
help-pause-body =
    `Esc` oder der Knopf Menü öffnet das Pausenmenü: Fortsetzen, Partie
      speichern, Partie laden, Einstellungen, Hilfe, Aufgeben, Hauptmenü und
      Beenden.

    - Partie speichern fragt nach einem Namen; Datum und Uhrzeit werden
      vorgeschlagen.
    - Wer während einer Partie zum Hauptmenü geht oder Rookery beendet, wird
      gefragt, was geschehen soll: Speichern und beenden, Aufgeben und beenden
      oder Abbrechen.
    - Wenn eine Partie endet, können Sie eine Revanche verlangen, eine Neue
      Partie beginnen oder zum Hauptmenü zurückkehren.
    - Partie auswerten (wenn eine Partie endet): Die Engine beurteilt jeden Zug.
      Die Zugliste markiert Ungenauigkeiten (?!), Fehler (?) und grobe Fehler
      (??); das Seitenfeld zeigt die Genauigkeit jedes Spielers und einen Graphen
      der Partie (klicken Sie darauf, um zu einem Zug zu gehen). Klicken Sie auf
      einen markierten Zug, um den besseren Zug als grünen Pfeil zu sehen.
    - Engine (über der Auswertung, nach einer Partie): Setzen Sie das Häkchen,
      damit die Engine die Stellung auf dem Brett analysiert, zu welchem Zug Sie
      auch gehen. Ein Balken neben dem Brett zeigt die Gewinnchancen von Weiß
      (weiß von der Seite von Weiß aus) mit der Bewertung am Ende der führenden
      Seite („M3“ ist ein Matt in 3), und das Seitenfeld listet die drei besten
      Varianten der Engine mit ihren Bewertungen auf, die tiefer werden, je
      länger sie rechnet. Wählen Sie Rookery oder die in der Partievorbereitung
      gewählte Engine (oder Stockfish, wo es installiert ist); entfernen Sie das
      Häkchen, um die Engine anzuhalten.

help-editor-title = Der Stellungseditor
help-editor-body =
    - Die Palette enthält die zwölf Figuren und einen Radiergummi. Klicken Sie
      einen davon an und dann Felder, um ihn dort hinzustellen (dieselbe Figur
      noch einmal oder der Radiergummi leert das Feld). Oder ziehen Sie eine
      Figur aus der Palette auf ein Feld.
    - Auf dem Brett ziehen Sie eine Figur auf ein anderes Feld oder vom Brett
      herunter, um sie zu entfernen; ein Rechtsklick leert ein Feld.
    - Leeres Brett, Grundstellung und Brett drehen tun, was sie sagen;
      Rückgängig und Wiederholen (Strg+Z, Strg+Y) gehen durch Ihre Änderungen.
    - Am Zug: Weiß oder Schwarz. Rochade: Jedes Recht wird nur angeboten,
      solange König und Turm auf ihren Ausgangsfeldern stehen. En passant: nur
      auf einem Feld angeboten, auf dem ein Bauer schlagen könnte.
    - FEN: die Stellung als Text, beim Bearbeiten laufend aktualisiert; fügen Sie
      dort eine FEN ein, um das Brett aufzubauen.
    - Darunter sagt der Editor in Worten, ob die Stellung legal ist oder warum
      nicht („Weiß hat mehr als einen König“, „Schwarz steht im Schach, aber Weiß
      ist am Zug“). Von hier spielen (dann den Gegner in der Partievorbereitung
      wählen) und Analysieren funktionieren nur bei einer legalen Stellung.
    - Zurück oder Esc verlässt den Editor: zum Hauptmenü oder zu der Partie,
      aus der er geöffnet wurde, so wie sie war.

help-analysis-title = Das Analysebrett
help-analysis-body =
    Öffnen Sie es aus dem Hauptmenü (die Grundstellung), aus dem Pausenmenü oder
      dem Fenster am Partieende (die bisherige Partie; eine laufende Partie bleibt
      zum Fortsetzen gespeichert) oder mit „Von hier analysieren“ über der
      Auswertung.

    - Jeder legale Zug der Seite am Zug darf gespielt werden, von beiden Seiten.
    - Die Pfeiltasten links und rechts nehmen einen Zug zurück und spielen ihn
      wieder; Pos1 und Ende gehen zum Anfang und zum Ende der Variante.
      Zurückgenommene Züge erscheinen in der Liste ausgegraut.
    - Ein anderer Zug an einer Stelle, an der Züge zurückgenommen wurden,
      beginnt eine Variante. Die Züge bilden einen Baum: Kommentare grau unter
      ihrem Zug, Varianten eingerückt, in Blau. Ein Klick zeigt einen Zug;
      ein Rechtsklick stuft seine Variante hoch, macht sie zur Hauptvariante,
      verschiebt sie nach oben oder unten oder löscht sie.
    - Unter dem Baum: die Symbole des Zuges (! ? !! ?? !? ?! und Weitere
      Symbole), sein Kommentar und Rückgängig / Wiederherstellen jeder
      Änderung. In einer Studie aufbewahren bewahrt das Brett als Kapitel
      einer Studie auf; jede spätere Änderung wird dort gespeichert.
    - Setzen Sie das Häkchen bei Engine für den Bewertungsbalken und die drei
      besten Varianten; klicken Sie auf den ersten Zug einer Variante, um ihn zu
      spielen.
    - Matt oder Patt beendet hier nichts: Gehen Sie zurück und versuchen Sie
      etwas anderes.
    - Aus Fehlern lernen (über der Auswertung, sobald die Partie ausgewertet ist):
      Ihre Fehler und groben Fehler einer nach dem anderen, jeder aus der
      Stellung davor. Finden Sie einen besseren Zug: Der beste Zug ist sofort
      richtig; ein anderer wird von der Engine beurteilt und gilt als gut, wenn
      er weniger kostet als eine Ungenauigkeit. Ein Zug, der nicht gut genug ist,
      wird zurückgenommen und der beste genannt; versuchen Sie es noch einmal,
      nutzen Sie Besten Zug zeigen, oder gehen Sie mit Nächster Fehler weiter.

help-puzzles-title = Aufgaben
help-puzzles-body =
    Hauptmenü: Aufgaben. Eine Aufgabe beginnt mit der Stellung vor dem letzten
    Zug des Gegners, und dieser Zug wird gespielt; dann sind Sie am Zug:
    Finden Sie den besten Zug, durch Ziehen, Klicken oder Eintippen.

    - Auf einen richtigen Zug antwortet der Gegner; weiter bis zur Lösung.
      Jeder Zug, der mattsetzt, zählt als richtig.
    - Ein falscher Zug wird zurückgenommen („Nicht der Zug. Noch einmal?“):
      Versuchen Sie einen anderen, oder Lösung zeigen.
    - Ihr erster Versuch wird gewertet (Glicko-2, wie auf lichess): Die
      Leiste zeigt Ihre Wertung vorher und nachher, die der Aufgabe, ihre
      Themen und die Partie, aus der sie stammt. Ein zweiter Versuch wird
      nicht gewertet.
    - Eine verfehlte Aufgabe kommt nach 1 Tag wieder, dann nach 3, 7 und 21
      Tagen bei jedem neuen Lösen; ein Fehler beginnt von vorn.
    - Pfeil nach rechts oder Nächste Aufgabe: die nächste, nahe Ihrer
      Wertung. Analysieren öffnet die Stellung auf dem Analysebrett. Escape
      führt zurück zum Menü.
    - Woodpecker: ein Satz Aufgaben nahe deiner Wertung, immer wieder in
      gestoppten Durchgängen gelöst, jedes Mal schneller; jeder beendete
      Durchgang steht mit seiner Zeit da. „Ein neuer Satz mit“ 20, 50, 100
      oder 200 beginnt einen weiteren.
    - Rookery bringt eigene Aufgaben mit; „rookery puzzles import“ fügt die
      Aufgabendatenbank von lichess hinzu (lichess_db_puzzle.csv), und
      „rookery puzzles generate“ macht Aufgaben aus beliebigen PGN-Partien.

help-repertoire-title = Eröffnungsrepertoire
help-repertoire-body =
    Startseite: Repertoire (auf der Studien-Karte) oder Repertoire auf der
    Studien-Seite. Ein Repertoire ist eine Studie, deren Kapitel Ihre
    Eröffnungszüge enthalten, für Weiß oder für Schwarz: Ihre Züge sind die der
    Studie, wenn Sie am Zug sind (jeder dort angegebene Zug ist richtig), die
    des Gegners alle anderen. Eine über zwei Zugfolgen erreichte Stellung ist
    eine Karte.

    - Machen Sie unten auf der Seite eine Studie zum Repertoire, oder
      importieren Sie eine PGN-Datei mit „rookery repertoire import DATEI.pgn
      --color white“.
    - Fällige wiederholen: die Karten, deren Zeit gekommen ist (FSRS verteilt
      jede Karte danach, wie gut Sie sie kennen). Neue lernen: fünf noch nicht
      gesehene Abspiele. Ganzes Repertoire: jede Karte einmal.
    - Der Trainer spielt das Abspiel vom Anfang bis zur gefragten Karte, die
      Züge des Gegners nach ihrer Häufigkeit in Ihrer Bibliothek gewählt.
      Antworten Sie durch Ziehen, Klicken oder einen getippten Zug. Eine
      richtige Antwort setzt das Abspiel fort; eine falsche wird
      zurückgenommen, die Züge des Repertoires erscheinen als Pfeile mit seinem
      Kommentar, und die Karte kommt später wieder.
    - Von hier weiterspielen beginnt eine Partie aus der Stellung; Analysieren
      öffnet sie auf dem Analysebrett.
    - Lücken: die Züge des Gegners ohne Antwort, die in Ihrer Bibliothek
      meistgespielten zuerst; Öffnen stellt die Stellung auf das Analysebrett,
      um eine Antwort zu finden (behalten Sie sie in der Studie des
      Repertoires).
    - Ihre Partien, die ein Repertoire verlassen haben (nach Ihren Namen in den
      Einstellungen), werden mit Ort und Verursacher aufgelistet. Eine Partie
      gegen den Computer sagt es an ihrem Ende, und Ihr Zug außerhalb des
      Repertoires zählt als verfehlte Karte.

help-export-title = Export als FEN und PGN
help-export-body =
    - Kopieren Sie die aktuelle Stellung als FEN oder die ganze Partie als PGN in
      die Zwischenablage, um sie in anderen Schachprogrammen oder auf Websites
      einzufügen.
    - Oder speichern Sie sie als .fen- oder .pgn-Dateien.
    - Jede Partie führt außerdem eine PGN-Aufzeichnung ihrer Züge im Ordner
      `games` in Rookerys Datenordner.

help-settings-title = Einstellungen
help-settings-body =
    Änderungen wirken sofort und werden sofort gespeichert.

    - Ton an oder aus, und seine Lautstärke.
    - Brett: Nussbaum, Turniergrün, Schieferblau oder Hoher Kontrast.
    - Figuren: als Symbole oder als Buchstaben gezeichnet.
    - Animation: aus, schnell, normal oder langsam.
    - Mögliche Züge der gewählten Figur zeigen.
    - Koordinaten (a-h, 1-8) rund um das Brett zeigen.
    - Ohne Nachfrage in eine Dame umwandeln.
    - Vor dem Aufgeben nachfragen.
    - Zwei Spieler: das Brett nach jedem Zug zur Seite am Zug drehen.
    - Vorauszug: in Partien mit Uhr, immer oder nie.

help-command-line-title = Kommandozeile
help-command-line-body =
    ### Direkt in eine Partie starten
    - `rookery --fen "<FEN>"` beginnt mit dieser Stellung.
    - `rookery --load FILE.ron` öffnet eine gespeicherte Partie.
    - `rookery --pgn FILE.pgn` öffnet eine PGN-Partie.

    ### Werkzeuge
    - `rookery perft` zählt Zugpfade, um den Zuggenerator zu testen.
    - `rookery pgn` bearbeitet PGN-Dateien, ohne ein Fenster zu öffnen.
    - `rookery uci` führt Rookerys Engine für andere Schachprogramme aus (UCI).

## Teil: Die Schachregeln
help-laws-title = Die Schachregeln
help-laws-intro =
    Rookery folgt den FIDE-Schachregeln (die FIDE ist der Weltschachbund). Hier
      eine kurze Zusammenfassung in Rookerys Worten, so wie Rookery sie anwendet.
      Rookery lässt Sie nur legale Züge machen.

help-board-title = Das Brett und das Ziel
help-board-body =
    Zwei Spieler, Weiß und Schwarz, ziehen abwechselnd; Weiß beginnt. Das Brett
      hat 64 Felder, mit einem hellen Feld in der rechten Ecke jedes Spielers. Ziel
      ist es, den gegnerischen König mattzusetzen.

    Eine Figur darf nicht auf ein Feld ziehen, auf dem eine Figur der eigenen
      Farbe steht. Zieht sie auf ein Feld mit einer gegnerischen Figur, schlägt sie
      diese: Die gegnerische Figur verlässt das Brett.

help-pieces-title = Wie die Figuren ziehen
help-pieces-body =
    - König: ein Feld in jede Richtung, nie auf ein vom Gegner angegriffenes
      Feld. Außerdem kann er rochieren (siehe unten).
    - Dame: beliebig viele Felder entlang einer Reihe, Linie oder Diagonale.
    - Turm: beliebig viele Felder entlang einer Reihe oder Linie.
    - Läufer: beliebig viele Felder entlang einer Diagonale.
    - Dame, Turm und Läufer können nicht springen: Jedes Feld, das sie
      überqueren, muss leer sein.
    - Springer: zwei Felder entlang einer Reihe oder Linie und dann ein Feld zur
      Seite, in L-Form. Er ist die einzige Figur, die über andere springt.
    - Bauer: ein Feld geradeaus nach vorn auf ein leeres Feld. Von seinem
      Ausgangsfeld aus darf er stattdessen zwei Felder vorrücken, wenn beide leer
      sind. Er schlägt ein Feld schräg nach vorn und zieht nie rückwärts.

help-castling-title = Rochade
help-castling-body =
    Der König zieht zwei Felder in Richtung eines seiner Türme, und dieser Turm
      zieht auf das Feld, das der König überquert hat. In Rookery ziehen Sie den
      König zwei Felder in Richtung des Turms (oder tippen `O-O` / `O-O-O`).

    ### Die Rochade ist nur erlaubt, wenn
    - weder der König noch dieser Turm in der Partie schon gezogen hat;
    - jedes Feld zwischen König und Turm leer ist;
    - der König nicht im Schach steht;
    - der König kein vom Gegner angegriffenes Feld überquert oder betritt. (Der
      Turm darf angegriffen sein oder ein angegriffenes Feld überqueren.)

help-en-passant-title = En passant
help-en-passant-body =
    Macht ein Bauer seinen Doppelschritt und landet neben einem gegnerischen
      Bauern, darf dieser gegnerische Bauer ihn schlagen, als wäre er nur ein Feld
      gezogen: Er zieht schräg auf das Feld, das der Bauer übersprungen hat, und
      der Bauer wird entfernt. Das ist nur im unmittelbar folgenden Zug erlaubt;
      später ist es zu spät.

help-promotion-title = Umwandlung
help-promotion-body =
    Ein Bauer, der die letzte Reihe erreicht, muss im selben Zug gegen eine
      Dame, einen Turm, einen Läufer oder einen Springer seiner Farbe getauscht
      werden. Der Spieler wählt, egal welche Figuren noch auf dem Brett stehen, und
      die neue Figur wirkt sofort.

help-check-title = Schach, Schachmatt und Patt
help-check-body =
    - Schach: Der König wird angegriffen. Der Spieler muss das Schach sofort
      aufheben, indem er den König zieht, den Angreifer schlägt oder eine Figur
      dazwischenstellt. Kein Zug darf den eigenen König im Schach lassen.
    - Schachmatt: Der König steht im Schach und es gibt keinen legalen Zug. Die
      Partie endet, und wer mattgesetzt hat, gewinnt.
    - Patt: Der Spieler am Zug hat keinen legalen Zug, steht aber nicht im
      Schach. Die Partie endet remis.

help-game-end-title = Wie eine Partie endet
help-game-end-body =
    ### Siege
    - Schachmatt.
    - Aufgabe: Ein Spieler gibt auf, und der andere gewinnt.
    - Eine laufende Partie mit Aufgeben und beenden zu verlassen, zählt als
      Aufgabe.
    - Zeit: Wessen Uhr null erreicht, der verliert, es sei denn, der Gegner
      könnte mit keiner Folge legaler Züge mattsetzen (dann ist es remis).

    ### Automatisches Remis
    - Patt.
    - Ungenügendes Material: Keine Seite kann je mattsetzen, was auch gespielt
      wird, zum Beispiel König gegen König oder König und Läufer oder König und
      Springer gegen König.
    - Fünfmalige Stellungswiederholung: Dieselbe Stellung ist fünfmal
      aufgetreten.
    - Fünfundsiebzig-Züge-Regel: 75 Züge jedes Spielers hintereinander ohne
      Schlagzug und ohne Bauernzug; es sei denn, der letzte davon setzt matt,
      dann zählt das Matt.

    ### Remis, das ein Spieler beanspruchen kann (mit Remis beanspruchen)
    - Dreifache Stellungswiederholung: Dieselbe Stellung ist dreimal
      aufgetreten, nicht unbedingt hintereinander. Dieselbe Stellung heißt:
      dieselben Figuren auf denselben Feldern, derselbe Spieler am Zug und
      dieselben Möglichkeiten zur Rochade und zum Schlagen en passant.
    - Fünfzig-Züge-Regel: Die letzten 50 Züge jedes Spielers hatten keinen
      Schlagzug und keinen Bauernzug.

    ### Remis durch Einigung
    - Ein Spieler bietet Remis an (Remis anbieten) und der Gegner nimmt an. Der
      Computer nimmt nur an, wenn er seine eigene Stellung für verloren oder die
      Partie für völlig ausgeglichen hält.

## Falls die Hilfe oben nicht lesbar ist (die Tests verhindern das).
help-damaged-title = Hilfe
# $error: was nicht stimmt, auf Englisch.
help-damaged = Der Hilfetext ist beschädigt: { $error }
