"""OCTGN deck files (``.o8d``): cards named by their OCTGN id, in the game's deck sections.

The MLP CCG game definition (``definition.xml``) has six deck sections: Mane Character, Friends,
Resources, Events, Troublemakers and Problems. Dilemmas (522.1) are Resources in the OCTGN data,
so they are written with the Resources.
"""

from __future__ import annotations

from xml.parsers import expat
from xml.sax.saxutils import escape, quoteattr

from tourney.cards.model import Card, CardType
from tourney.cards.octgn import OCTGN_GAME_ID
from tourney.decks.errors import DeckReadError
from tourney.decks.model import Deck, DeckLine, DeckList, Section
from tourney.decks.text import MAX_COPIES, MAX_LINE_LENGTH, split_count

OCTGN_SECTIONS: dict[str, Section] = {
    "Mane Character": Section.MANE,
    "Friends": Section.DRAW,
    "Resources": Section.DRAW,
    "Events": Section.DRAW,
    "Troublemakers": Section.DRAW,
    "Problems": Section.PROBLEM,
}
SECTION_FOR_TYPE: dict[CardType, str] = {
    CardType.MANE: "Mane Character",
    CardType.FRIEND: "Friends",
    CardType.RESOURCE: "Resources",
    CardType.EVENT: "Events",
    CardType.TROUBLEMAKER: "Troublemakers",
    CardType.PROBLEM: "Problems",
}


def read_o8d(text: str, source: str, first_line: int = 1) -> DeckList:
    """Read an OCTGN deck; raises ``DeckReadError`` for broken XML or a deck of another game.
    ``first_line`` is the line ``text`` starts on in what was handed in, for messages."""
    parser = expat.ParserCreate()
    reader = _O8dReader(source, parser, first_line - 1)
    parser.StartElementHandler = reader.start
    parser.EndElementHandler = reader.end
    parser.CharacterDataHandler = reader.characters
    # A DTD could define entities that expand without limit; no OCTGN deck has one.
    parser.StartDoctypeDeclHandler = lambda *_: reader.fail("has a DTD, which deck files never do")
    try:
        parser.Parse(text, True)
    except expat.ExpatError as error:
        raise DeckReadError(
            source,
            f"not a complete OCTGN deck file (XML error: {expat.ErrorString(error.code)})",
            error.lineno + first_line - 1,
        ) from error
    if not reader.lines:
        raise DeckReadError(source, "OCTGN deck with no cards", whole_input=True)
    return DeckList(source=source, format="o8d", lines=tuple(reader.lines))


class _O8dReader:
    def __init__(self, source: str, parser: expat.XMLParserType, skipped_lines: int) -> None:
        self.source = source
        self.parser = parser
        self.skipped_lines = skipped_lines
        self.lines: list[DeckLine] = []
        self.section: Section | None = None
        self.card: tuple[int, str, int] | None = None  # (count, id, line) while inside <card>
        self.text: list[str] = []
        self.depth = 0

    def line(self) -> int:
        return self.parser.CurrentLineNumber + self.skipped_lines

    def fail(self, message: str, text: str = "") -> None:
        raise DeckReadError(self.source, message, self.line(), text)

    def start(self, tag: str, attrs: dict[str, str]) -> None:
        line = self.line()
        self.depth += 1
        if self.depth == 1:
            if tag != "deck":
                self.fail(f"not an OCTGN deck (root element <{tag}>, expected <deck>)")
            game = attrs.get("game", "").lower()
            if game and game != OCTGN_GAME_ID:
                self.fail("an OCTGN deck for another game", f'game="{game}"')
        elif tag == "section":
            self.section = OCTGN_SECTIONS.get(attrs.get("name", ""))
        elif tag == "card":
            guid = attrs.get("id", "").strip().lower()
            if not guid:
                self.fail("<card> without an id")
            if len(guid) > MAX_LINE_LENGTH:
                self.fail("card id too long to be one", guid)
            qty = attrs.get("qty", "1").strip()
            # Only ASCII digits ("2²".isdigit() is true) and only a few, so int() is cheap.
            digits = qty.lstrip("0")
            if not (qty.isascii() and qty.isdigit() and 1 <= int(digits[:3] or 0) <= MAX_COPIES):
                self.fail(f"card quantity must be 1 to {MAX_COPIES}", f'qty="{qty}"')
            self.card = (int(digits), guid, line)
            self.text = []

    def characters(self, data: str) -> None:
        if self.card is not None:
            self.text.append(data)

    def end(self, tag: str) -> None:
        self.depth -= 1
        if tag == "card" and self.card is not None:
            count, guid, line = self.card
            name = "".join(self.text).strip()
            if len(name) > MAX_LINE_LENGTH:
                self.fail("card name too long to be one", name)
            self.lines.append(DeckLine(count, name or guid, line, self.section, guid))
            self.card = None
        elif tag == "section":
            self.section = None


def write_o8d(deck: Deck) -> str:
    """An OCTGN deck file for the MLP CCG game definition, cards by id in their type's section,
    or where the deck has them if that is another deck (a Friend in the Problem deck, 101.3b)."""
    by_section: dict[str, list[tuple[Card, int]]] = {name: [] for name in OCTGN_SECTIONS}
    for section in Section:
        for entry in deck.section(section):
            name = SECTION_FOR_TYPE[entry.card.type]
            if OCTGN_SECTIONS[name] is not section:
                name = {Section.MANE: "Mane Character", Section.PROBLEM: "Problems"}.get(
                    section, "Friends"
                )
            by_section[name].append((entry.card, entry.count))
    out = [
        '<?xml version="1.0" encoding="utf-8" standalone="yes"?>',
        f'<deck game="{OCTGN_GAME_ID}">',
    ]
    for name, cards in by_section.items():
        out.append(f'  <section name="{name}" shared="False">')
        out += [
            f'    <card qty="{n}" id={quoteattr(card.guid)}>{escape(card.name)}</card>'
            for card, count in cards
            for n in split_count(count)
        ]
        out.append("  </section>")
    out += ["  <notes><![CDATA[]]></notes>", "</deck>", ""]
    return "\n".join(out)
