#!/usr/bin/python3
"""Prints Rookery's accessibility tree as a screen reader sees it (AT-SPI,
through python3-pyatspi): one line a node, indented by depth, its role and
name (and description when it has one).

Run inside the D-Bus session Rookery runs in, with the AT-SPI registry up
(scripts/a11y-session.sh does both):

    scripts/a11y-tree.py [--wait SECONDS] [--grep TEXT]

--wait waits until Rookery's application appears (default 20 s); --grep
prints only the lines that contain TEXT. Exits 1 when Rookery never
appears.
"""

import argparse
import sys
import time

import pyatspi


def rookery_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and "rookery" in (app.name or "").lower():
            return app
    return None


def walk(node, depth, out, limit=5000):
    if node is None or len(out) >= limit:
        return
    try:
        role = node.getRoleName()
        name = node.name or ""
        description = node.description or ""
    except Exception as e:  # a node gone while reading
        out.append(f"{'  ' * depth}(gone: {e})")
        return
    line = f"{'  ' * depth}{role}: {name}"
    if description:
        line += f" [{description}]"
    out.append(line)
    for i in range(node.childCount):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        walk(child, depth + 1, out, limit)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--wait", type=float, default=20.0)
    parser.add_argument("--grep", default=None)
    args = parser.parse_args()
    deadline = time.time() + args.wait
    app = rookery_app()
    while app is None and time.time() < deadline:
        time.sleep(0.5)
        app = rookery_app()
    if app is None:
        print("Rookery is not in the accessibility tree", file=sys.stderr)
        return 1
    out = []
    walk(app, 0, out)
    for line in out:
        if args.grep is None or args.grep in line:
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
