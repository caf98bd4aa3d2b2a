"""The phones' address as a QR code (segno: pure Python, no image library needed)."""

from __future__ import annotations

import io

import segno


def qr_matrix(url: str) -> list[list[bool]]:
    """The code's modules, row by row (True: dark), with no quiet zone: printouts draw it."""
    code = segno.make_qr(url, error="m")
    return [[bool(module) for module in row] for row in code.matrix]


def qr_png(url: str, scale: int = 6) -> bytes:
    """A PNG of the code with its quiet zone, for the window and the projector clock."""
    out = io.BytesIO()
    segno.make_qr(url, error="m").save(out, kind="png", scale=scale, border=4)
    return out.getvalue()


def qr_terminal(url: str) -> str:
    """The code drawn with block characters, for ``tourney serve`` in a terminal."""
    rows = qr_matrix(url)
    size = len(rows) + 4  # two modules of quiet zone each side
    padded = [[False] * size] * 2 + [[False, False, *r, False, False] for r in rows]
    padded += [[False] * size] * 2
    if len(padded) % 2:
        padded.append([False] * size)
    lines = []
    for top, bottom in zip(padded[::2], padded[1::2], strict=True):
        # Light modules drawn, dark left blank: reads on a dark terminal.
        chars = {(False, False): "█", (True, False): "▄", (False, True): "▀", (True, True): " "}
        lines.append("".join(chars[(t, b)] for t, b in zip(top, bottom, strict=True)))
    return "\n".join(lines)
