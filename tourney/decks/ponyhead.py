"""PonyHead deck codes: ``https://ponyhead.com/deckbuilder?v1code=de52x3-sb75x3-...``.

Each entry is a card code, ``x`` and a count. A card code is the card's collector number in
PonyHead's spelling, so it is computed from the number rather than kept in a table:

- set code in lower case, then ``PF`` for a promo or ``F`` for a fixed card, then ``n`` for a
  negative number, then the number: DE52 -> ``de52``, PRpf3 -> ``prPF3``, CNf2 -> ``cnF2``,
  AD-1 -> ``adn1``. Codes are read without regard to case; PonyHead's own id table spells
  most promo and fixed codes ``prPF3``/``rrF1`` (a few ``cgpf8``/``csf1``), so that is written.
- Exceptions: OCTGN numbers Premiere's two promos PR212 and PR213; PonyHead calls them ``prPF1``
  and ``prPF2``. PonyHead also knows ``cnf2b``/``cnf4b`` as second codes for CNf2/CNf4.
- Fan-made sets (``nd``, ``fm``, ``pw``) are not in the official card data; once their OCTGN
  folder is imported, their codes resolve by collector number like any other (ND12: ``nd12``).
  The Absolute Discord promos (``adpf2``...) have PonyHead codes but no card data.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import Card
from tourney.decks.errors import DeckReadError
from tourney.decks.model import Deck, DeckLine, DeckList
from tourney.decks.text import MAX_COPIES, split_count

DECKBUILDER_URL = "https://ponyhead.com/deckbuilder?v1code="
FAN_MADE_SETS = frozenset({"nd", "fm", "pw"})  # community sets made after the game ended
IMPORT_HINT = (
    "import that set's OCTGN folder with `tourney cards import FOLDER` or the Formats screen's "
    "Import set folder"
)
# OCTGN number -> PonyHead code where the rule does not hold.
RENUMBERED = {"PR212": "prPF1", "PR213": "prPF2"}
RENUMBERED_BACK = {code.casefold(): number for number, code in RENUMBERED.items()}

NUMBER_RE = re.compile(r"(?P<set>[A-Z]+)(?P<kind>pf|f)?(?P<neg>-)?(?P<n>\d+)(?P<suffix>[a-z]?)")
CODE_RE = re.compile(r"(?P<set>t|[a-z]{2,}?)(?P<kind>pf|f)?(?P<neg>n)?(?P<n>\d+)(?P<alt>b)?")
ENTRY_RE = re.compile(r"(?P<code>[a-z][a-z0-9]*?)x(?P<count>\d+)")
V1CODE_RE = re.compile(r"v1code=(?P<code>[^&#\s]*)", re.IGNORECASE)
# One entry of a bare code, matched entry by entry: each part of the pattern stops where the
# next begins (letters, digits, "b" or "x", digits), so no input makes it backtrack.
BARE_ENTRY_RE = re.compile(r"[a-z]+[0-9]+b?x[0-9]+", re.IGNORECASE)
MAX_ENTRY_LENGTH = 24  # "prpf213x3" is 9 characters


class PonyheadCodeError(LookupError):
    """A well-formed code that names no card in the card data; the message names the code."""


def ponyhead_code(card: Card) -> str:
    """The code PonyHead gives the card: ``de52`` for DE52, ``prPF3`` for PRpf3."""
    if card.number in RENUMBERED:
        return RENUMBERED[card.number]
    match = NUMBER_RE.fullmatch(card.number)
    if match is None:
        raise ValueError(f"{card.number} {card.name}: not a collector number PonyHead can encode")
    kind = (match.group("kind") or "").upper()
    negative = "n" if match.group("neg") else ""
    return f"{match.group('set').lower()}{kind}{negative}{match.group('n')}{match.group('suffix')}"


def ponyhead_card(code: str, catalog: CardCatalog) -> Card:
    """The card a PonyHead code names; raises ``PonyheadCodeError`` naming the code if none."""
    folded = code.strip().casefold()
    match = CODE_RE.fullmatch(folded)
    if match is None:
        raise PonyheadCodeError(f"PonyHead code {code!r} is not a card code")
    set_code = match.group("set")
    number = RENUMBERED_BACK.get(folded) or (
        f"{set_code}{match.group('kind') or ''}{'-' if match.group('neg') else ''}"
        f"{match.group('n')}"
    )
    # "b" is part of some numbers (token T1b) and PonyHead's second code for others (cnf2b).
    cards = catalog.by_number(number + (match.group("alt") or "")) or catalog.by_number(number)
    if len(cards) > 1:
        cards = [c for c in cards if c.tournament_card] or cards
    if len(cards) == 1:
        return cards[0]
    if len(cards) > 1:
        names = "; ".join(f"{c.number} {c.name}" for c in cards)
        raise PonyheadCodeError(f"PonyHead code {code!r} could be any of {names}")
    if not any(c.set_code.casefold() == set_code for c in catalog.cards):
        if set_code in FAN_MADE_SETS:
            raise PonyheadCodeError(
                f"PonyHead code {code!r} is from the fan-made set {set_code!r} "
                f"({set_code.upper()}), which has not been imported: {IMPORT_HINT}"
            )
        raise PonyheadCodeError(
            f"PonyHead code {code!r}: unknown set {set_code!r} ({set_code.upper()}); if it is a "
            f"set the card data lacks, {IMPORT_HINT}"
        )
    raise PonyheadCodeError(f"PonyHead code {code!r}: no such card in the card data")


def looks_like_ponyhead(text: str) -> bool:
    """A deckbuilder URL, a ``v1code=...`` or a bare code, alone in the text."""
    text = text.strip()
    if "\n" in text or "\r" in text:
        return False
    if V1CODE_RE.search(text) is not None:
        return True
    entries = text.removesuffix("-").split("-")
    return all(
        len(entry) <= MAX_ENTRY_LENGTH and BARE_ENTRY_RE.fullmatch(entry) for entry in entries
    )


def read_ponyhead(text: str, source: str) -> DeckList:
    """Read a PonyHead URL or code, alone on its line; raises ``DeckReadError`` naming the line
    and the malformed entry."""
    line_number = text[: len(text) - len(text.lstrip())].count("\n") + 1
    text = text.strip()
    found = V1CODE_RE.search(text)
    code = unquote(found.group("code")) if found else text
    entries = [e for e in code.strip().split("-") if e]  # "a-b-" or "a--b": nothing is lost
    if not entries:
        raise DeckReadError(source, "PonyHead link with an empty v1code", line_number, text)
    lines: list[DeckLine] = []
    for position, entry in enumerate(entries, start=1):
        match = ENTRY_RE.fullmatch(entry.casefold()) if len(entry) <= MAX_ENTRY_LENGTH else None
        if match is None or CODE_RE.fullmatch(match.group("code")) is None:
            raise DeckReadError(
                source,
                f"PonyHead entry {position} is not <card code>x<count> (like de52x3)",
                line_number,
                entry,
            )
        count = int(match.group("count"))
        if not 1 <= count <= MAX_COPIES:
            raise DeckReadError(
                source,
                f"PonyHead entry {position}: count must be 1 to {MAX_COPIES}",
                line_number,
                entry,
            )
        lines.append(DeckLine(count=count, written=match.group("code"), line=0))
    return DeckList(source=source, format="ponyhead", lines=tuple(lines))


def write_ponyhead(deck: Deck) -> str:
    """A PonyHead deckbuilder link holding the deck, which ``read_ponyhead`` reads back to the
    same cards. Raises ``PonyheadCodeError`` naming a card PonyHead has no code for."""
    entries: list[str] = []
    for entry in deck.entries():
        if entry.card.token:
            # PonyHead lists no tokens, and several share one number (T1 Rock, T1 Seashell...).
            raise PonyheadCodeError(
                f"{entry.card.number} {entry.card.name} is a token: PonyHead has no code for it"
            )
        code = ponyhead_code(entry.card)
        # More copies than one entry may hold (a list merged from several lines) take two.
        entries += [f"{code}x{count}" for count in split_count(entry.count)]
    return DECKBUILDER_URL + "-".join(entries)
