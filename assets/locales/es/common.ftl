# Textos en español de Rookery: palabras que comparten varias pantallas.
# Letras de las piezas en la notación: rey, dama, torre, alfil, caballo.
san-letters = R D T A C
language-system = Sistema ({ $language })
