## Les erreurs que la fenêtre affiche : une FEN, une position, un PGN, une
## sauvegarde, un moteur, et ce qu'il est advenu d'un fichier.

# Une FEN mal formée ($why dit quel champ et comment), ou lisible mais
# d'une position illégale ($why dit ce qui est illégal).
fen-malformed = FEN mal formée : { $why }
fen-illegal = Position illégale : { $why }
fen-empty = la FEN est vide
fen-too-many-fields = la FEN a plus de six champs
# $field est l'un des noms fen-field-, $problem l'un des textes fen-problem-.
fen-bad-field = { $field } : { $problem }
fen-field-placement = placement des pièces (champ 1)
fen-field-side = trait (champ 2)
fen-field-castling = droits de roque (champ 3)
fen-field-en-passant = case de prise en passant (champ 4)
fen-field-halfmove = compteur de demi-coups (champ 5)
fen-field-fullmove = numéro du coup (champ 6)
fen-problem-side = « w » ou « b » attendu, « { $found } » trouvé
fen-problem-en-passant = une case comme e3 ou « - » attendue, « { $found } » trouvé
fen-problem-not-a-number = un nombre entier attendu, « { $found } » trouvé
fen-problem-too-large = le nombre { $found } est trop grand
fen-problem-fullmove-zero = le numéro du coup commence à 1
fen-problem-rank-count = 8 rangées séparées par « / » attendues, { $count ->
    [one] une seule trouvée
   *[other] { $count } trouvées
}
fen-problem-empty-count = la rangée { $rank } a un nombre de cases vides incorrect, « { $digit } »
fen-problem-character = « { $character } » sur la rangée { $rank } n'est ni une pièce ni un nombre
fen-problem-rank-long = la rangée { $rank } a plus de 8 cases
fen-problem-rank-short = la rangée { $rank } a { $count ->
    [one] une case
   *[other] { $count } cases
} au lieu de 8
fen-problem-castling = « - », des lettres de KQkq ou des colonnes de tour comme HAha attendus, « { $found } » trouvé
fen-problem-castling-repeated = « { $letter } » donne deux fois un droit de roque dans « { $found } »

# Ce qui rend une position illégale ($side : white ou black).
position-no-king = { $side ->
    [white] les Blancs n'ont
   *[black] les Noirs n'ont
} pas de roi
position-kings = { $side ->
    [white] les Blancs ont
   *[black] les Noirs ont
} plus d'un roi
position-pawn-back-rank = un pion en { $square } : un pion ne peut pas se trouver sur la première ou la dernière rangée
position-pieces = { $side ->
    [white] les Blancs ont
   *[black] les Noirs ont
} plus de 16 pièces
position-pawns = { $side ->
    [white] les Blancs ont
   *[black] les Noirs ont
} plus de 8 pions
position-promoted = { $side ->
    [white] les Blancs ont
   *[black] les Noirs ont
} plus de pièces promues que leurs pions manquants n'ont pu en donner
position-opposite-check = le camp qui n'a pas le trait est en échec
position-castling = { $side ->
    [white] les Blancs
   *[black] les Noirs
} ne peuvent pas roquer { $castling ->
    [short] côté roi
   *[long] côté dame
} : le roi ou la tour n'est pas sur sa case de départ
position-en-passant = aucune avance de deux cases d'un pion n'a pu faire de { $square } la case de prise en passant
position-impossible-check = le camp au trait est dans un échec qu'aucun coup légal n'a pu donner

# Où une partie d'un fichier PGN n'a pu être lue ($game compte les parties
# du fichier à partir de 1, $number est le numéro du coup, $token le texte
# trouvé là).
pgn-error = Partie { $game } : { $why }
pgn-error-move = Partie { $game }, coup { $number } : { $why }
pgn-error-token = Partie { $game } (« { $token } ») : { $why }
pgn-error-move-token = Partie { $game }, coup { $number } (« { $token } ») : { $why }
pgn-unterminated-comment = un commentaire n'est jamais fermé par « { "}" } »
pgn-unterminated-tag = une balise est coupée par la fin de sa ligne
pgn-malformed-tag = une balise n'est pas écrite [Nom "valeur"]
pgn-missing-fen = SetUp "1" sans balise FEN
pgn-unknown-variant = la variante « { $variant } » ne se joue pas ici (les échecs classiques et le Chess960, oui)
pgn-bad-fen = la balise FEN est illisible : { $why }
pgn-move-after-end = un coup après la fin de la partie ({ $outcome })
pgn-unbalanced-variation = les parenthèses des variantes ne se correspondent pas
pgn-unexpected-text = un texte qui n'est ni une balise ni un coup
pgn-too-large = la partie dépasse { $megabytes } Mo et a été laissée de côté

# Pourquoi une sauvegarde est illisible ; le fichier reste tel quel.
save-error-io = le fichier ne peut pas être lu : { $error }
save-error-too-large = le fichier est trop gros pour être une sauvegarde ({ $bytes } octets ; une sauvegarde en a au plus { $most })
save-error-not-text = le fichier n'est pas du texte (endommagé, ou pas une sauvegarde)
save-error-damaged = endommagée ou incomplète : { $error }
save-error-newer = enregistrée par un Rookery plus récent (format { $version } ; celui-ci lit jusqu'au { $most })
save-error-illegal = la partie qu'elle contient n'est pas légale : { $error }

# Remarques sur le réglage d'un moteur externe ($engine est son propre nom).
engine-note-no-option = { $engine } n'a pas d'option « { $option } » : elle n'a pas été réglée
engine-note-no-multipv = { $engine } n'a pas d'option « MultiPV » : il montre une seule ligne
engine-note-no-elo = { $engine } ne peut pas limiter sa force par l'Elo (pas d'option UCI_Elo) : il joue à pleine force
engine-note-elo-clamped = { $engine } joue entre { $min } et { $max } Elo : l'Elo { $wanted } est devenu { $set }
engine-note-no-limit-strength = { $engine } n'a pas d'option UCI_LimitStrength : il ne peut pas être affaibli et joue à pleine force
engine-note-no-skill = { $engine } n'a pas d'option « Skill Level » : il joue à pleine force
engine-note-skill-clamped = Les niveaux de { $engine } vont de { $min } à { $max } : le niveau { $wanted } est devenu { $set }

# Pourquoi un moteur a échoué ; $error et $what sont les mots du système ou
# du moteur, affichés tels quels.
engine-error-not-found = aucun moteur trouvé à { $path }
engine-error-spawn = le moteur n'a pas pu être lancé : { $error }
engine-error-crashed = le moteur a planté : { $error }
engine-error-timeout = le moteur n'a pas répondu à temps ({ $what })
engine-error-illegal-move = le moteur a joué un coup illégal : { $what }
engine-error-protocol = le moteur ne suit pas le protocole UCI : { $what }
engine-error-stopped = le moteur a été arrêté avant de choisir un coup
engine-error-unavailable = le moteur n'est pas disponible
engine-error-no-thread = le moteur n'a pas pu démarrer de fil d'exécution : { $error }
# Le panneau d'analyse, quand le moteur choisi échoue.
engine-error-fallback = { $why } ; le moteur de Rookery analyse à sa place

# Ce qu'il est advenu d'un fichier : sauvegardes, exports, suppressions
# ($error : les mots du système).
file-saved = « { $name } » enregistrée
file-save-failed = Impossible d'enregistrer dans { $path } : { $error }. Une sauvegarde antérieure à cet endroit reste intacte.
file-written = { $path } enregistré
file-write-failed = Impossible d'écrire { $path } : { $error }
file-deleted = { $name } supprimée
file-delete-failed = Impossible de supprimer { $name } : { $error }
file-not-in-saves = { $path } n'est pas dans le dossier des sauvegardes
file-cannot-load = Impossible de charger cette sauvegarde : { $why }
file-cannot-resume = Impossible de reprendre : { $why }
file-no-folder = Rookery n'a aucun dossier où ranger des fichiers (pas de dossier personnel) : les parties ne peuvent pas être conservées
# Le nom donné d'office à une sauvegarde : sa date et son heure.
file-default-save-name = Partie { $date }

# Les avis affichés jusqu'à ce qu'on les ferme.
notice-crash = Rookery s'est arrêté de façon inattendue la dernière fois. Un rapport de ce qui s'est passé se trouve dans { $path } : joignez-le à un signalement de bogue. Votre partie a été sauvegardée automatiquement après chaque coup.
notice-autosave-failed = La sauvegarde automatique a échoué : { $error }
notice-library-failed = La bibliothèque de parties n’a pas pu garder cette partie : { $error }
notice-study-file-failed = { $path } : { $error }
notice-studies-failed = Les études n'ont pas pu être lues ou modifiées : { $error }
notice-settings-not-saved = Impossible d'enregistrer les réglages dans { $path } : { $error }
notice-settings-unreadable = Impossible de lire les réglages dans { $path } ({ $error }) ; les réglages par défaut s'appliquent
notice-settings-set-aside = Le fichier de réglages { $path } est illisible ({ $error }) ; les réglages par défaut s'appliquent, et le fichier a été gardé sous le nom { $aside }
notice-settings-left = Le fichier de réglages { $path } est illisible ({ $error }) ; les réglages par défaut s'appliquent, et le fichier n'a pas pu être renommé ({ $rename }) : il reste tel quel

# Les refus de l'éditeur de position.
editor-illegal = Position illégale : { $why }
editor-castling-refused = { $side ->
    [white] les Blancs
   *[black] les Noirs
} ne peuvent roquer de ce côté qu'avec le roi et la tour sur leurs cases de départ
editor-en-passant-refused = Aucun pion ne pourrait prendre en passant en { $square }
editor-opposite-check = { $side ->
    [white] Les Blancs sont en échec mais c'est aux Noirs de jouer
   *[black] Les Noirs sont en échec mais c'est aux Blancs de jouer
}
notice-speech-missing = Annoncer les coups : la synthèse vocale du système n'est pas installée (speech-dispatcher, qui fournit spd-say). Rookery reste silencieux ; un lecteur d'écran entend toujours chaque coup.
notice-speech-failed = Annoncer les coups : la synthèse vocale du système n'a pas démarré ({ $error }). Rookery reste silencieux jusqu'à ce que le réglage soit réactivé.
notice-library-read-only = La bibliothèque de parties s'ouvre en lecture seule : { $error }
notice-library-unopened = La bibliothèque de parties n'a pas pu être ouverte (elle sera rouverte à votre retour dans la Bibliothèque, les Études ou les Problèmes) : { $error }
