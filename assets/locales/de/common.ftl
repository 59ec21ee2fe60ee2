# Rookerys deutsche Texte: Wörter, die mehrere Bildschirme teilen.
# Figurenbuchstaben der Notation: König, Dame, Turm, Läufer, Springer.
san-letters = K D T L S
language-system = System ({ $language })
date-time = { $day }. { $month } { $year }, { $time }
month-1 = Jan.
month-2 = Feb.
month-3 = März
month-4 = Apr.
month-5 = Mai
month-6 = Juni
month-7 = Juli
month-8 = Aug.
month-9 = Sept.
month-10 = Okt.
month-11 = Nov.
month-12 = Dez.
title-game = Rookery — { $white } gegen { $black }
title-analysis = Rookery — Analysebrett
title-editor = Rookery — Stellungseditor
