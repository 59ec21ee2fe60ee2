#!/usr/bin/env python3
"""Synthesises Rookery's sound effects and writes them as OGG Vorbis files.

Every sound is made here from sine partials and filtered noise, with no
recorded or third-party material: the same script (with the same seeds)
makes the same sounds. It needs Python 3 (standard library only) and
`oggenc` from vorbis-tools (Debian: `apt-get install vorbis-tools`).

    python3 scripts/sound/gen_sounds.py            # writes assets/sounds/*.ogg
    python3 scripts/sound/gen_sounds.py --wav DIR  # also keeps the WAV files

See assets/sounds/README.md for what each sound is made of.
"""

import argparse
import math
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

RATE = 44100

# --- building blocks -------------------------------------------------------


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(base, sound, at=0.0, gain=1.0):
    """Adds `sound` into `base` starting `at` seconds in (extends as needed)."""
    start = int(at * RATE)
    end = start + len(sound)
    if len(base) < end:
        base.extend([0.0] * (end - len(base)))
    for i, s in enumerate(sound):
        base[start + i] += gain * s
    return base


def partial(freq, seconds, tau, amp=1.0, attack=0.002):
    """A sine at `freq` Hz decaying with time constant `tau` seconds."""
    out = []
    n = int(seconds * RATE)
    a = max(1, int(attack * RATE))
    w = 2.0 * math.pi * freq / RATE
    for i in range(n):
        env = math.exp(-i / (tau * RATE)) * min(1.0, i / a)
        out.append(amp * env * math.sin(w * i))
    return out


def biquad_bandpass(signal, centre, q):
    """RBJ cookbook band-pass (constant 0 dB peak gain)."""
    w0 = 2.0 * math.pi * centre / RATE
    alpha = math.sin(w0) / (2.0 * q)
    b0, b1, b2 = alpha, 0.0, -alpha
    a0, a1, a2 = 1.0 + alpha, -2.0 * math.cos(w0), 1.0 - alpha
    b0, b1, b2, a1, a2 = b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for x in signal:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def lowpass(signal, cutoff):
    """One-pole low-pass, to take the edge off bright tones."""
    k = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for x in signal:
        y += k * (x - y)
        out.append(y)
    return out


def noise_burst(seconds, tau, centre, q, seed):
    """White noise, decaying with `tau`, band-passed around `centre` Hz."""
    rng = random.Random(seed)
    n = int(seconds * RATE)
    raw = [rng.uniform(-1.0, 1.0) * math.exp(-i / (tau * RATE)) for i in range(n)]
    return biquad_bandpass(raw, centre, q)


def tock(pitch, seed, hardness=1.0):
    """A wooden piece set down on a wooden board.

    A free wooden bar rings at roughly 1 : 2.76 : 5.40 times its lowest
    mode, the higher modes dying faster; a short band-passed noise burst
    is the contact, a low sine the board's body.
    """
    out = silence(0.16)
    mix(out, partial(pitch, 0.16, 0.030, 0.55, attack=0.0008))
    mix(out, partial(pitch * 2.76, 0.10, 0.014, 0.30 * hardness, attack=0.0005))
    mix(out, partial(pitch * 5.40, 0.06, 0.006, 0.18 * hardness, attack=0.0003))
    mix(out, partial(135.0, 0.12, 0.022, 0.45, attack=0.002))
    mix(out, noise_burst(0.03, 0.0035, 2600.0, 1.2, seed), gain=1.6 * hardness)
    return out


def chime(freq, seconds, tau, amp=1.0):
    """A soft mallet-on-metal-bar tone: fundamental, a quiet fourth
    harmonic and a faint inharmonic shimmer that dies quickly."""
    out = partial(freq, seconds, tau, amp, attack=0.004)
    mix(out, partial(freq * 4.0, seconds, tau * 0.25, 0.18 * amp, attack=0.002))
    mix(out, partial(freq * 2.92, seconds, tau * 0.12, 0.10 * amp, attack=0.001))
    return out


def soft_tone(freq, seconds, tau, amp=1.0):
    """A rounder tone (odd harmonics, like a soft triangle wave)."""
    out = partial(freq, seconds, tau, amp, attack=0.006)
    mix(out, partial(freq * 3.0, seconds, tau * 0.5, amp / 9.0, attack=0.006))
    mix(out, partial(freq * 5.0, seconds, tau * 0.3, amp / 25.0, attack=0.006))
    return out


def note(name):
    """Equal-tempered frequency of a note such as 'C5' or 'Eb4'."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]]
    rest = name[1:]
    if rest.startswith("b"):
        semis -= 1
        rest = rest[1:]
    elif rest.startswith("#"):
        semis += 1
        rest = rest[1:]
    octave = int(rest)
    return 440.0 * 2.0 ** ((semis + 12 * (octave - 4)) / 12.0)


def finish(samples, peak, tail=0.012):
    """Scales to `peak` (of full scale), trims the silent end and fades
    the last `tail` seconds so nothing clicks."""
    top = max(abs(s) for s in samples) or 1.0
    out = [s * peak / top for s in samples]
    floor = peak * 10 ** (-60 / 20)  # 60 dB below the peak is silence
    last = len(out)
    while last > 1 and abs(out[last - 1]) < floor:
        last -= 1
    out = out[: last + int(0.005 * RATE)]
    n = min(len(out), int(tail * RATE))
    for i in range(n):
        out[len(out) - n + i] *= 1.0 - (i + 1) / n
    return out


# --- the sounds ------------------------------------------------------------


def make_move():
    return finish(tock(720.0, seed=1), peak=0.55)


def make_capture():
    # A harder, lower knock, and the taken piece knocked over just after.
    out = tock(560.0, seed=2, hardness=1.5)
    mix(out, tock(930.0, seed=3, hardness=0.8), at=0.045, gain=0.45)
    return finish(out, peak=0.75)


def make_castle():
    # Two pieces set down one after the other: the king, then the rook.
    out = tock(700.0, seed=4)
    mix(out, tock(610.0, seed=5), at=0.11, gain=0.85)
    return finish(out, peak=0.6)


def make_check():
    # The piece set down, and a bright warning ping over it.
    out = tock(720.0, seed=6)
    mix(out, chime(note("A6"), 0.45, 0.12), at=0.01, gain=0.35)
    mix(out, chime(note("E6"), 0.45, 0.10), at=0.01, gain=0.2)
    return finish(out, peak=0.7)


def make_promotion():
    # The piece set down, then a quick rising arpeggio.
    out = tock(720.0, seed=7)
    for i, n in enumerate(["C6", "E6", "G6"]):
        mix(out, chime(note(n), 0.4, 0.12), at=0.06 + 0.065 * i, gain=0.45)
    return finish(out, peak=0.65)


def make_refused():
    # A soft, low "uh-uh": two short falling tones, no metal, no bite.
    out = soft_tone(note("Eb4"), 0.11, 0.05)
    mix(out, soft_tone(note("B3"), 0.16, 0.06), at=0.09)
    return finish(lowpass(out, 1800.0), peak=0.45)


def make_game_start():
    # "Ready": a rising fourth on soft chimes.
    out = chime(note("G4"), 0.5, 0.16)
    mix(out, chime(note("C5"), 0.6, 0.2), at=0.13)
    return finish(out, peak=0.6)


def make_win():
    # A bright major arpeggio, the top note held.
    out = silence(0.1)
    for i, n in enumerate(["C5", "E5", "G5"]):
        mix(out, chime(note(n), 0.5, 0.16), at=0.1 * i)
    mix(out, chime(note("C6"), 0.9, 0.32), at=0.3)
    mix(out, chime(note("G5"), 0.9, 0.3), at=0.3, gain=0.35)
    return finish(out, peak=0.7)


def make_loss():
    # A slower, darker falling minor line, low-passed.
    out = silence(0.1)
    for i, n in enumerate(["G4", "Eb4"]):
        mix(out, soft_tone(note(n), 0.5, 0.18), at=0.16 * i)
    mix(out, soft_tone(note("C4"), 0.9, 0.3), at=0.32)
    return finish(lowpass(out, 1400.0), peak=0.6)


def make_draw():
    # Neither up nor down: the same open fifth twice, the second softer.
    out = silence(0.1)
    for at, gain in [(0.0, 1.0), (0.2, 0.75)]:
        mix(out, chime(note("D5"), 0.7, 0.22), at=at, gain=gain)
        mix(out, chime(note("A5"), 0.7, 0.2), at=at, gain=0.6 * gain)
    return finish(out, peak=0.6)


def make_click():
    # A tiny, soft tick for buttons.
    out = noise_burst(0.03, 0.002, 3200.0, 2.0, seed=8)
    mix(out, partial(1900.0, 0.03, 0.004, 0.25, attack=0.0003))
    return finish(out, peak=0.25, tail=0.005)


def make_low_time():
    # A clock's warning: two short, clear pips at B6, the second a touch
    # louder, on a quiet fifth below.
    out = silence(0.05)
    for at, gain in [(0.0, 0.8), (0.14, 1.0)]:
        mix(out, chime(note("B6"), 0.09, 0.03), at=at, gain=gain)
        mix(out, partial(note("E6"), 0.09, 0.03, 0.25, attack=0.001), at=at, gain=gain)
    return finish(out, peak=0.55)


SOUNDS = {
    "move": make_move,
    "capture": make_capture,
    "castle": make_castle,
    "check": make_check,
    "promotion": make_promotion,
    "refused": make_refused,
    "game-start": make_game_start,
    "win": make_win,
    "loss": make_loss,
    "draw": make_draw,
    "click": make_click,
    "low-time": make_low_time,
}

# --- output ----------------------------------------------------------------


def write_wav(path, samples):
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        frames = b"".join(
            struct.pack("<h", max(-32767, min(32767, round(s * 32767)))) for s in samples
        )
        w.writeframes(frames)


def encode(wav, ogg, serial, title):
    subprocess.run(
        [
            "oggenc",
            "--quiet",
            "--quality=3",
            f"--serial={serial}",  # a fixed stream serial: same input, same file
            "--artist=Rookery",
            f"--title={title}",
            "--comment=COMMENT=Synthesised for Rookery by scripts/sound/gen_sounds.py",
            f"--output={ogg}",
            str(wav),
        ],
        check=True,
    )


def main():
    root = Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=root / "assets" / "sounds")
    parser.add_argument("--wav", type=Path, help="also keep the WAV files here")
    args = parser.parse_args()
    if shutil.which("oggenc") is None:
        sys.exit("oggenc not found: install vorbis-tools (Debian: apt-get install vorbis-tools)")
    args.out.mkdir(parents=True, exist_ok=True)
    if args.wav:
        args.wav.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for serial, (name, make) in enumerate(SOUNDS.items(), start=1):
            samples = make()
            wav = (args.wav or Path(tmp)) / f"{name}.wav"
            write_wav(wav, samples)
            ogg = args.out / f"{name}.ogg"
            encode(wav, ogg, serial, name)
            peak = max(abs(s) for s in samples)
            print(
                f"{ogg.relative_to(root) if ogg.is_relative_to(root) else ogg}: "
                f"{len(samples) / RATE:.3f} s, peak {peak:.2f}, {ogg.stat().st_size} bytes"
            )


if __name__ == "__main__":
    main()
