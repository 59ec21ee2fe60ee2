# Rookerys deutsche Texte: Wörter, die mehrere Bildschirme teilen.
# Figurenbuchstaben der Notation: König, Dame, Turm, Läufer, Springer.
san-letters = K D T L S
language-system = System ({ $language })
