# Rookery's English texts: words several screens share.
# The piece letters of SAN in the move list: king, queen, rook, bishop,
# knight, in that order.
san-letters = K Q R B N
# Settings' language menu: the system's language, named in brackets.
language-system = System ({ $language })
