# Rookery's English texts: words several screens share.
# The piece letters of SAN in the move list: king, queen, rook, bishop,
# knight, in that order.
san-letters = K Q R B N
# Settings' language menu: the system's language, named in brackets.
language-system = System ({ $language })
# A date and time in the saves list: $day and $year are numbers, $month
# the month's name below, $time the hours and minutes ("16:05").
date-time = { $day } { $month } { $year }, { $time }
month-1 = Jan
month-2 = Feb
month-3 = Mar
month-4 = Apr
month-5 = May
month-6 = Jun
month-7 = Jul
month-8 = Aug
month-9 = Sep
month-10 = Oct
month-11 = Nov
month-12 = Dec
# The window's title during a game, the analysis board and the editor.
title-game = Rookery — { $white } vs { $black }
title-analysis = Rookery — Analysis board
title-editor = Rookery — Board editor
