# Les textes français de Rookery : mots communs à plusieurs écrans.
# Lettres des pièces en notation algébrique : roi, dame, tour, fou, cavalier.
san-letters = R D T F C
language-system = Système ({ $language })
date-time = { $day } { $month } { $year } à { $time }
month-1 = janv.
month-2 = févr.
month-3 = mars
month-4 = avr.
month-5 = mai
month-6 = juin
month-7 = juil.
month-8 = août
month-9 = sept.
month-10 = oct.
month-11 = nov.
month-12 = déc.
title-game = Rookery — { $white } contre { $black }
title-analysis = Rookery — Échiquier d'analyse
title-editor = Rookery — Éditeur de position
