"""Read a deck list from whatever a player handed in: typed text, an OCTGN ``.o8d`` file or a
PonyHead link. The format is told from the content, not the file name, because lists arrive
pasted into forms and e-mails as often as in files.
"""

from __future__ import annotations

import codecs
import re
from pathlib import Path

from tourney.decks.errors import DeckReadError
from tourney.decks.model import DeckList
from tourney.decks.o8d import read_o8d
from tourney.decks.ponyhead import looks_like_ponyhead, read_ponyhead
from tourney.decks.text import read_text

# A 60-card list is about 2 KB and a .o8d about 8 KB; anything near this is not a deck list.
MAX_DECK_LIST_BYTES = 1_000_000
# Control characters are never in text people type; a lone surrogate is no character at all
# (it cannot be printed, stored or sent on).
NOT_TEXT_RE = re.compile(r"[\x00-\x08\x0e-\x1f\x7f\ud800-\udfff]")


def read_deck_list(data: bytes | str, source: str) -> DeckList:
    """Read a deck list in any supported format; raises ``DeckReadError`` saying what and where."""
    if len(data) > MAX_DECK_LIST_BYTES:
        raise _too_large(source, len(data))
    text = _list_text(data, source)
    if not text.strip():
        raise DeckReadError(source, "empty: no deck list in it", whole_input=True)
    stripped = text.lstrip()
    if stripped.startswith("<"):
        skipped = text[: len(text) - len(stripped)]
        return read_o8d(stripped.rstrip(), source, first_line=skipped.count("\n") + 1)
    if looks_like_ponyhead(text):
        return read_ponyhead(text, source)
    return read_text(text, source)


def read_deck_file(path: Path) -> DeckList:
    """Read a deck list file; the file name is the source named in messages."""
    path = Path(path)
    return read_deck_list(_file_bytes(path), path.name)


def deck_file_text(path: Path) -> str:
    """A deck list file's text as handed in, for an editor. Files too large or binary are
    refused (``DeckReadError``); a list with mistakes is not, its check then names the lines."""
    path = Path(path)
    return _list_text(_file_bytes(path), path.name)


def _file_bytes(path: Path) -> bytes:
    try:
        size = path.stat().st_size
        if size > MAX_DECK_LIST_BYTES:
            raise _too_large(path.name, size)
        return path.read_bytes()
    except OSError as error:
        raise DeckReadError(
            path.name, f"cannot be read ({error.strerror})", whole_input=True
        ) from error


def _list_text(data: bytes | str, source: str) -> str:
    text = decode_deck_list(data, source) if isinstance(data, bytes) else data
    if NOT_TEXT_RE.search(text):
        # Only on a refusal: find the line, counted as the readers count lines (with the line
        # ends, as some control characters end a line for ``splitlines``).
        for number, line in enumerate(text.splitlines(keepends=True), start=1):
            found = NOT_TEXT_RE.search(line)
            if found:
                what = (
                    "not text (a lone surrogate"
                    if found.group() >= "\ud800"
                    else "binary data, not a deck list (a control character"
                )
                raise DeckReadError(
                    source,
                    f"{what}, {ascii(found.group())})",
                    number,
                    line.rstrip("\r\n"),
                )
    return text.lstrip("\ufeff")


def _too_large(source: str, size: int) -> DeckReadError:
    return DeckReadError(
        source,
        f"too large for a deck list ({size:,} bytes; the limit is {MAX_DECK_LIST_BYTES:,})",
        whole_input=True,
    )


def decode_deck_list(data: bytes, source: str) -> str:
    """The text of a deck list handed in as bytes, decoded as ``read_deck_list`` decodes it:
    UTF-8 (with or without a byte-order mark), UTF-16 with its mark, else Windows-1252. Keep
    this text to store the list exactly as handed in; raises ``DeckReadError`` for binary data.
    """
    # Windows editors save "Unicode" text as UTF-16 with a byte-order mark.
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError as error:
            before = data[: error.start].decode("utf-16", errors="replace")
            raise DeckReadError(source, "broken UTF-16 text", before.count("\n") + 1) from error
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise DeckReadError(source, "binary data, not a deck list (a NUL byte)", line)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")  # lists typed in older Windows editors
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise DeckReadError(source, "binary data, not a deck list", line) from error
