"""Alphabetical order of names as a reader looks them up, on screen and on paper.

Names are compared by their letters without accents first (Élodie among the E's, before Zoë),
then with them, case and spacing aside. This is the first levels of Unicode's default
collation, done with the standard library (no ICU in the app): the same order whatever the
computer's locale, so the wall and the window agree.
"""

from __future__ import annotations

import unicodedata


def collation_key(text: str) -> str:
    """A key that sorts ``text`` alphabetically: its unaccented letters, then the text."""
    folded = " ".join(text.split()).casefold()
    base = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
    return f"{base}\x00{folded}"
