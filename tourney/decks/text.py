"""Deck lists as people type them, and the plain-text list this program writes.

Read forms, one card per line: ``3x Title, Subtitle``, ``3 Title Subtitle``, ``Title, Subtitle
x3``, ``Title (3)``, ``3 PR12``, ``pr12``, ``3x PR12 Rainbow Dash...``; a line with no count is one
copy. Section headers (``Mane Character``, ``Problem Deck (10)``, ``Friends:`` ...) and stated
totals (``Total: 45``) are recorded as written; comments (``#``, ``//``) and blank lines are
skipped. Which card a line names is decided later, against the catalogue (``resolving``).
"""

from __future__ import annotations

import re

from tourney.cards.model import CardType
from tourney.decks.errors import DeckReadError
from tourney.decks.model import Deck, DeckLine, DeckList, Section

MAX_COPIES = 99  # no legal deck has more; a larger count is a slip of the keyboard
MAX_LINE_LENGTH = 300  # the longest card name is under 60 characters

# Header words -> (section, card type when the header names one type of Draw deck card).
HEADERS: dict[str, tuple[Section, CardType | None]] = {
    "mane": (Section.MANE, None),
    "manes": (Section.MANE, None),
    "mane character": (Section.MANE, None),
    "mane characters": (Section.MANE, None),
    "problem": (Section.PROBLEM, None),
    "problems": (Section.PROBLEM, None),
    "problem deck": (Section.PROBLEM, None),
    "problem cards": (Section.PROBLEM, None),
    "draw": (Section.DRAW, None),
    "draw deck": (Section.DRAW, None),
    "main deck": (Section.DRAW, None),
    "friend": (Section.DRAW, CardType.FRIEND),
    "friends": (Section.DRAW, CardType.FRIEND),
    "event": (Section.DRAW, CardType.EVENT),
    "events": (Section.DRAW, CardType.EVENT),
    "resource": (Section.DRAW, CardType.RESOURCE),
    "resources": (Section.DRAW, CardType.RESOURCE),
    "troublemaker": (Section.DRAW, CardType.TROUBLEMAKER),
    "troublemakers": (Section.DRAW, CardType.TROUBLEMAKER),
}

WHOLE_LIST = {"grand", "deck", "overall", "card", "cards"}  # "Grand total: 56"
_COUNT_IN_HEADER = r"(?:\(\s*(?P<n1>\d+)(?:\s*cards?)?\s*\)|[-–—:]?\s*(?P<n2>\d+)(?:\s*cards?)?)"
HEADER_RE = re.compile(rf"(?P<head>[a-z][a-z ]*?)\s*{_COUNT_IN_HEADER}?\s*:?", re.IGNORECASE)
HEADER_WITH_CARD_RE = re.compile(r"(?P<head>[a-z][a-z ]*?)\s*:\s*(?P<rest>\S.*)", re.IGNORECASE)
TOTAL_RE = re.compile(
    r"(?:(?P<head>[a-z][a-z ]*?)\s+)?total(?:\s+cards)?\s*[:=\-–]?\s*(?P<n>\d+)(?:\s*cards?)?",
    re.IGNORECASE,
)
NAME_RE = re.compile(r"(?:deck\s*)?name\s*:\s*(?P<name>.+)", re.IGNORECASE)
# "3x Name", "3 x Name", "3×Name", "3 Name". No card title starts with an x.
LEADING_COUNT_RE = re.compile(r"(?P<n>\d+)\s*(?P<x>[xX×])?\s*(?P<rest>.*)")
X_FIRST_RE = re.compile(r"[xX×]\s*(?P<n>\d+)\s+(?P<rest>\S.*)")  # "x3 Name"
TRAILING_COUNT_RE = re.compile(
    r"(?P<rest>.*?\S)\s*(?:\s[x×]\s*(?P<n1>\d+)|\(\s*[x×]?\s*(?P<n2>\d+)\s*\))", re.IGNORECASE
)
TRAILING_ENDS = frozenset("0123456789)")
HEADER_WORDS = {head.split()[0] for head in HEADERS} | WHOLE_LIST
DECORATION = " =*_~"
BULLET_RE = re.compile(r"[-*•]\s+")
ALNUM_RE = re.compile(r"[^\W_]")
INLINE_COMMENT_RE = re.compile(r"\s+(?://|#).*$")


def read_text(text: str, source: str) -> DeckList:
    """Read a typed deck list; raises ``DeckReadError`` for a line that cannot be a card line."""
    reader = _TextReader(source)
    for number, raw in enumerate(text.splitlines(), start=1):
        reader.read_line(raw.strip(), number)
    if not reader.lines:
        raise DeckReadError(source, "no card lines found", whole_input=True)
    return DeckList(
        source=source,
        format="text",
        lines=tuple(reader.lines),
        name=reader.name,
        stated_totals=reader.stated,
        stated_type_totals=reader.stated_types,
        stated_total=reader.stated_total,
    )


class _TextReader:
    def __init__(self, source: str) -> None:
        self.source = source
        self.lines: list[DeckLine] = []
        self.name = ""
        self.stated: dict[Section, int] = {}
        self.stated_types: dict[CardType, int] = {}
        self.stated_total: int | None = None
        self.section: Section | None = None
        self.card_type: CardType | None = None

    def read_line(self, line: str, number: int) -> None:
        if not line or line[0] == "#" or line.startswith("//"):
            return
        if len(line) > MAX_LINE_LENGTH:
            raise DeckReadError(self.source, "line too long to be a card line", number, line)
        if "#" in line or "//" in line:
            line = INLINE_COMMENT_RE.sub("", line)
        if line[0] in "-*•":
            line = BULLET_RE.sub("", line, count=1)
        # Most lines are cards: the header, total and name patterns run only on lines that
        # could be one, so a 60-line list reads in a fraction of a millisecond.
        if not line[:1].isdigit():
            core = line.strip(DECORATION)  # "== Problems ==", "**Friends**"
            if not ALNUM_RE.search(core):
                return  # rules like "-----"
            folded = core.casefold()
            first = folded.split(None, 1)[0].rstrip(":")
            if first in HEADER_WORDS or "total" in folded or "name" in folded:
                if self._header_total_or_name(core, number):
                    return
                inline = HEADER_WITH_CARD_RE.fullmatch(core)
                if inline and inline.group("head").casefold() in HEADERS:
                    self.section, self.card_type = HEADERS[inline.group("head").casefold()]
                    line = inline.group("rest")
        count, written = _count_and_card(line, self.source, number)
        self.lines.append(DeckLine(count, written, number, self.section))

    def _header_total_or_name(self, line: str, number: int) -> bool:
        header = HEADER_RE.fullmatch(line)
        if header and header.group("head").casefold() in HEADERS:
            self.section, self.card_type = HEADERS[header.group("head").casefold()]
            count = header.group("n1") or header.group("n2")
            if count is not None:
                self._state(self.section, self.card_type, int(count))
            return True
        total = TOTAL_RE.fullmatch(line)
        if total:
            head = (total.group("head") or "").casefold()
            count = int(total.group("n"))
            if head in HEADERS:
                self._state(*HEADERS[head], count)
            elif head in WHOLE_LIST or (not head and self.section is None):
                self.stated_total = count
            elif not head and self.section is not None:
                self._state(self.section, self.card_type, count)
            else:
                raise DeckReadError(self.source, "a total for an unknown section", number, line)
            return True
        named = NAME_RE.fullmatch(line)
        if named:
            self.name = named.group("name").strip()
            return True
        return False

    def _state(self, section: Section, card_type: CardType | None, count: int) -> None:
        if card_type is None:
            self.stated[section] = count
        else:
            self.stated_types[card_type] = count


def _count_and_card(line: str, source: str, number: int) -> tuple[int, str]:
    x_first = X_FIRST_RE.fullmatch(line) if line[1:2].isdigit() else None
    if x_first:
        return _checked(int(x_first.group("n")), source, number, line), x_first.group("rest")
    leading = LEADING_COUNT_RE.fullmatch(line) if line[:1].isdigit() else None
    if leading:
        count = int(leading.group("n"))
        rest = leading.group("rest").strip()
        explicit = leading.group("x") is not None
        if not rest:
            raise DeckReadError(source, "a count with no card", number, line)
        # Some names start with a number ("795 Wing Power", "800 Years of Sweltering Heat"):
        # a bare number too large to be a count is part of the name; resolving will say so if
        # it is not.
        if explicit or 0 < count <= MAX_COPIES:
            return _checked(count, source, number, line), rest
        if count == 0:
            raise DeckReadError(source, f"count must be 1 to {MAX_COPIES}", number, line)
        return 1, line
    trailing = TRAILING_COUNT_RE.fullmatch(line) if line[-1:] in TRAILING_ENDS else None
    if trailing:
        count = int(trailing.group("n1") or trailing.group("n2"))
        return _checked(count, source, number, line), trailing.group("rest")
    return 1, line


def _checked(count: int, source: str, number: int, line: str) -> int:
    if not 1 <= count <= MAX_COPIES:
        raise DeckReadError(source, f"count must be 1 to {MAX_COPIES}", number, line)
    return count


def split_count(count: int) -> list[int]:
    """``count`` copies as counts a reader accepts (1 to ``MAX_COPIES`` each), for writers: a
    deck merged from several lines may hold more copies of a card than one line may."""
    full, rest = divmod(count, MAX_COPIES)
    return [MAX_COPIES] * full + ([rest] if rest else [])


def write_text(deck: Deck) -> str:
    """The deck as a list a judge can read and this module reads back to the same deck."""
    out: list[str] = []
    if deck.name:
        out += [f"Name: {deck.name}", ""]
    for section in Section:
        entries = deck.section(section)
        out.append(f"{section} ({deck.total(section)})")
        out += [f"{n}x {entry.card.name}" for entry in entries for n in split_count(entry.count)]
        out.append("")
    return "\n".join(out)
