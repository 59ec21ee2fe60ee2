import os
# Writes the piece set: python3 scripts/art/gen_pieces.py (from the repository root).
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "assets", "pieces")
os.makedirs(OUT, exist_ok=True)
INK = "#1e1e1e"
COL = {"w": dict(fill="#f8f6f0", detail=INK), "b": dict(fill="#2a2a2a", detail="#e8e8e8")}
SW = 3      # outline width
DW = 2      # detail-line width

# Shared base (plinth + foot), identical for every piece.
def base(w_foot=60, w_plinth=52):
    f0 = 50 - w_foot//2; p0 = 50 - w_plinth//2
    return [
        f'<rect x="{p0}" y="76" width="{w_plinth}" height="7" rx="2"/>',
        f'<rect x="{f0}" y="82" width="{w_foot}" height="8" rx="3"/>',
    ], [
        # detail lines marking the seams (used for black pieces' light inlays)
        f'!M {p0+4} 82.5 H {100-p0-4}',
    ]

PIECES = {}

# ---- Pawn
b, bd = base(52, 44)
PIECES["P"] = dict(body=[
    '<path d="M 33 77 C 35 66 41 60 42 53 L 58 53 C 59 60 65 66 67 77 Z"/>',
] + b + [
    '<rect x="35" y="47" width="30" height="7" rx="3.5"/>',
    '<circle cx="50" cy="34" r="12.5"/>',
], detail=bd + ['!M 40 50.5 H 60'])

# ---- Rook
b, bd = base()
PIECES["R"] = dict(body=[
    '<path d="M 32 37 L 68 37 L 71 77 L 29 77 Z"/>',
] + b + [
    '<path d="M 24 13 H 34 V 20 H 44 V 13 H 56 V 20 H 66 V 13 H 76 V 32 L 70 38 H 30 L 24 32 Z"/>',
], detail=bd + ['M 29 32 H 71', 'M 34 56 H 66'])

# ---- Bishop
b, bd = base()
PIECES["B"] = dict(body=[
    '<path d="M 30 77 C 34 70 40 66 42 58 L 58 58 C 60 66 66 70 70 77 Z"/>',
] + b + [
    '<rect x="34" y="53" width="32" height="7" rx="3.5"/>',
    '<path d="M 50 17 C 63 26 69 38 65 50 Q 50 57 35 50 C 31 38 37 26 50 17 Z"/>',
    '<circle cx="50" cy="13" r="4.5"/>',
], detail=bd + ['!M 39 56.5 H 61', 'M 53 27 L 59 40'])

# ---- Queen
b, bd = base()
PIECES["Q"] = dict(body=[
    '<path d="M 28 77 C 33 68 38 60 38 50 L 62 50 C 62 60 67 68 72 77 Z"/>',
] + b + [
    '<path d="M 33 50 L 24 22 L 38 36 L 40 17 L 50 32 L 60 17 L 62 36 L 76 22 L 67 50 Z"/>',
    '<rect x="32" y="44" width="36" height="8" rx="3"/>',
    '<circle cx="24" cy="21" r="4"/>','<circle cx="40" cy="16" r="4"/>',
    '<circle cx="60" cy="16" r="4"/>','<circle cx="76" cy="21" r="4"/>',
    '<circle cx="50" cy="13" r="4.5"/>',
], detail=bd + ['!M 36 48 H 64'])

# ---- King
b, bd = base()
PIECES["K"] = dict(body=[
    '<path d="M 28 77 C 33 68 38 60 38 50 L 62 50 C 62 60 67 68 72 77 Z"/>',
] + b + [
    '<path d="M 46 9 H 54 V 14 H 59 V 21 H 54 V 27 H 46 V 21 H 41 V 14 H 46 Z"/>',
    '<path d="M 30 27 H 70 L 64 46 H 36 Z"/>',
    '<rect x="32" y="44" width="36" height="8" rx="3"/>',
], detail=bd + ['!M 36 48 H 64', 'M 36 33 H 64'])

# ---- Knight (horse head facing left)
b, bd = base()
PIECES["N"] = dict(body=[
    '<path d="M 30 77 C 32 70 36 66 40 60 C 34 61 28 61 22 60 C 17 59 14 55 15 50 '
    'C 16 45 20 41 24 37 L 39 22 L 44 19 L 50 8 L 57 18 '
    'Q 63.7 17.4 65 24 Q 71.7 26.0 71 33 Q 77.2 37.0 75 44 Q 80.4 49.3 77 56 Q 82.0 61.1 78 67 '
    'L 78 77 Z"/>',
] + b, detail=bd + [
    'M 42 60 C 46 54 48 48 46 42',            # cheek / jaw line
    'M 58 24 C 63 30 66 38 68 48 C 70 58 70 66 70 74',  # mane edge
    'M 50 14 L 52 19',                        # ear
    'M 15 53 L 23 53',                        # mouth
], extra=lambda c: [
    f'<circle cx="39" cy="31" r="2.8" fill="{c["detail"]}" stroke="none"/>',
    f'<circle cx="20" cy="46" r="1.8" fill="{c["detail"]}" stroke="none"/>',
])

def svg(kind, col):
    c = COL[col]; p = PIECES[kind]
    out = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">',
           f'  <g fill="{c["fill"]}" stroke="{INK}" stroke-width="{SW}" stroke-linejoin="round" stroke-linecap="round">']
    out += ['    ' + e for e in p["body"]]
    out.append('  </g>')
    out.append(f'  <g fill="none" stroke="{c["detail"]}" stroke-width="{DW}" stroke-linejoin="round" stroke-linecap="round">')
    for d in p["detail"]:
        if d.startswith("!"):
            if col == "w": continue
            d = d[1:]
        out.append(f'    <path d="{d}"/>')
    if "extra" in p:
        out += ['    ' + e for e in p["extra"](c)]
    out.append('  </g>')
    out.append('</svg>')
    return "\n".join(out) + "\n"

for col in "wb":
    for k in "KQRBNP":
        open(f"{OUT}/{col}{k}.svg", "w").write(svg(k, col))
