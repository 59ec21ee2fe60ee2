# Textos en español de Rookery: palabras que comparten varias pantallas.
# Letras de las piezas en la notación: rey, dama, torre, alfil, caballo.
san-letters = R D T A C
language-system = Sistema ({ $language })
date-time = { $day } { $month } { $year }, { $time }
month-1 = ene
month-2 = feb
month-3 = mar
month-4 = abr
month-5 = may
month-6 = jun
month-7 = jul
month-8 = ago
month-9 = sept
month-10 = oct
month-11 = nov
month-12 = dic
title-game = Rookery — { $white } contra { $black }
title-analysis = Rookery — Tablero de análisis
title-editor = Rookery — Editor de posiciones
