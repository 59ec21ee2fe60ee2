## L'éditeur de position.
editor-title = Éditeur de position
editor-empty = Vider l'échiquier
editor-start = Position de départ
editor-flip = Retourner l'échiquier
editor-undo = Annuler
# Les touches d'Annuler et de Rétablir, comme le clavier les nomme.
editor-undo-key = Ctrl+Z
editor-redo = Rétablir
editor-redo-key = Ctrl+Y
# La palette : l'infobulle de chaque pièce, et celle de la gomme.
editor-white-king = Roi blanc
editor-white-queen = Dame blanche
editor-white-rook = Tour blanche
editor-white-bishop = Fou blanc
editor-white-knight = Cavalier blanc
editor-white-pawn = Pion blanc
editor-black-king = Roi noir
editor-black-queen = Dame noire
editor-black-rook = Tour noire
editor-black-bishop = Fou noir
editor-black-knight = Cavalier noir
editor-black-pawn = Pion noir
editor-eraser = Gomme
# Le camp au trait : un titre, puis le choix des Blancs ou des Noirs.
editor-to-move = Trait
editor-white = Blancs
editor-black = Noirs
# Les droits de roque : un titre, puis une case pour chaque roque que la
# position permet.
editor-castling = Roque
editor-castling-none = aucun : pas de roi et de tour sur leurs cases de départ
editor-castling-white-short = Blancs O-O
editor-castling-white-long = Blancs O-O-O
editor-castling-black-short = Noirs O-O
editor-castling-black-long = Noirs O-O-O
# La case de prise en passant : un titre, puis « aucune » et chaque case possible.
editor-en-passant = En passant
editor-en-passant-impossible = aucune possible
editor-en-passant-none = aucune
editor-fen = FEN
editor-fen-unreadable = Cette FEN est illisible : { $error }
editor-legal = Position légale
editor-play = Jouer à partir d'ici
editor-play-hint = Choisir l'adversaire, puis jouer à partir de cette position
editor-analyse = Analyser
editor-back-to-game = Retour à la partie
editor-back = Retour
editor-back-key = Échap
