"""The one error deck-list reading raises: the input is not a deck list we can read at all.

A list that reads but names unknown or misspelt cards is not an error here; resolving reports
those as ``DeckListProblem``s so the judge sees every one of them at once.
"""

from __future__ import annotations


class DeckReadError(ValueError):
    """Says what is wrong and where: source, line number and the offending text.

    Every error about part of the input names its line; only errors about the input as a whole
    (empty, too large, unreadable, no card in it) have ``line`` 0 and ``whole_input`` set.
    """

    def __init__(
        self, source: str, message: str, line: int = 0, text: str = "", whole_input: bool = False
    ) -> None:
        where = f"{source}, line {line}" if line else source
        shown = f": {_shorten(text)!r}" if text else ""
        super().__init__(f"{where}: {message}{shown}")
        self.source = source
        self.line = line
        self.text = text
        self.whole_input = whole_input


def _shorten(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
