# Les textes français de Rookery : mots communs à plusieurs écrans.
# Lettres des pièces en notation algébrique : roi, dame, tour, fou, cavalier.
san-letters = R D T F C
language-system = Système ({ $language })
