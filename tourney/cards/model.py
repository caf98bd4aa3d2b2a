"""The card as the game describes it (Comprehensive Rules section 2), independent of storage.

These are plain frozen dataclasses: the importer builds them from OCTGN data, the database
stores them, and deck lists, legality and the rules engine read them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum


class Colour(StrEnum):
    """The six colours (203.1a). OCTGN names them by Element of Harmony."""

    BLUE = "blue"
    ORANGE = "orange"
    PINK = "pink"
    PURPLE = "purple"
    WHITE = "white"
    YELLOW = "yellow"


ELEMENT_COLOURS: dict[str, Colour] = {
    "Loyalty": Colour.BLUE,
    "Honesty": Colour.ORANGE,
    "Laughter": Colour.PINK,
    "Magic": Colour.PURPLE,
    "Generosity": Colour.WHITE,
    "Kindness": Colour.YELLOW,
}


class CardType(StrEnum):
    """Card types (206.2)."""

    MANE = "Mane Character"
    FRIEND = "Friend"
    EVENT = "Event"
    RESOURCE = "Resource"
    TROUBLEMAKER = "Troublemaker"
    PROBLEM = "Problem"


DRAW_DECK_TYPES = frozenset(
    {CardType.FRIEND, CardType.EVENT, CardType.RESOURCE, CardType.TROUBLEMAKER}
)  # 101.2


class Rarity(StrEnum):
    """Rarity indicators (213.3)."""

    FIXED = "F"
    COMMON = "C"
    UNCOMMON = "U"
    RARE = "R"
    SUPER_RARE = "SR"
    ULTRA_RARE = "UR"
    PROMO = "P"
    NONE = ""  # tokens carry no rarity


class SetKind(StrEnum):
    EXPANSION = "expansion"  # booster sets: the ones blocks are made of
    SUPPLEMENTAL = "supplemental"  # theme decks and boxes (Rock N' Rave, Celestial Solstice...)
    PROMO = "promo"
    COOP = "coop"  # Villain Challenge: a co-operative product, not for tournaments
    TOKENS = "tokens"


@dataclass(frozen=True)
class PackPick:
    """``qty`` cards whose ``key`` property (OCTGN's name: "Rarity", "Type") is ``value``."""

    qty: int
    key: str
    value: str


@dataclass(frozen=True)
class PackOption:
    """One outcome of a random slot, chosen with ``probability``."""

    probability: float
    picks: tuple[PackPick, ...]


@dataclass(frozen=True)
class BoosterDefinition:
    """A set's booster as its OCTGN ``<packaging>`` defines it: fixed picks, then slots each
    filled by one of its options (e.g. ultra rare with probability 0.083, else common)."""

    name: str
    picks: tuple[PackPick, ...]
    slots: tuple[tuple[PackOption, ...], ...] = ()

    @property
    def size(self) -> int:
        """Cards per pack, when every option of a slot gives the same number (it does)."""
        fixed = sum(p.qty for p in self.picks)
        return fixed + sum(max(sum(p.qty for p in o.picks) for o in slot) for slot in self.slots)


@dataclass(frozen=True)
class CardSet:
    guid: str  # the OCTGN set id
    code: str  # printed set code used in collector numbers, e.g. "PR"
    name: str  # printed name, e.g. "Premiere" (OCTGN says "Premier")
    octgn_name: str
    kind: SetKind
    released: date | None  # None: not known, so not legal in any dated format
    release_note: str = ""  # how sure the date is, e.g. "month known, day estimated"
    block: str | None = None  # "premiere", "odyssey" or None
    booster: BoosterDefinition | None = None  # from the card data's <packaging>; None: no packs
    # False for a set not in resources/sets.toml (a fan-made set such as ND): its cards are
    # legal only in a format that names the set.
    official: bool = True

    @property
    def tournament_set(self) -> bool:
        return self.kind not in (SetKind.COOP, SetKind.TOKENS)


@dataclass(frozen=True)
class PlayRequirement:
    """A colour and an amount of power a player must have in play to play a card (205.1)."""

    colour: Colour
    amount: int

    def __str__(self) -> str:
        return f"{self.amount} {self.colour}"


class RequirementKind(StrEnum):
    COLOUR = "colour"
    NOT_COLOUR = "not-colour"  # power of any colour other than the named one
    WILD = "wild"  # power of any colour, or none
    RAINBOW = "rainbow"  # one character of each colour (as printed on Fire When Ready)


@dataclass(frozen=True)
class ConfrontRequirement:
    """One part of a Problem's confront requirements (209.1). ``amount`` None is infinity."""

    kind: RequirementKind
    amount: int | None
    colour: Colour | None = None

    def __str__(self) -> str:
        amount = "∞" if self.amount is None else str(self.amount)
        if self.kind is RequirementKind.COLOUR:
            return f"{amount} {self.colour}"
        if self.kind is RequirementKind.NOT_COLOUR:
            return f"{amount} non-{self.colour}"
        return f"{amount} {self.kind}"


@dataclass(frozen=True)
class Keyword:
    """A keyword with its number where it has one: ``Competitive 2``, ``Swift``."""

    name: str
    value: int | None = None

    def __str__(self) -> str:
        return self.name if self.value is None else f"{self.name} {self.value}"


@dataclass(frozen=True)
class Erratum:
    """An official change to a card's printed text (2016 rules document, section 10)."""

    summary: str  # as the errata document gives it
    source: str = "MLP CCG Card Errata, 2016 rules document section 10"


@dataclass(frozen=True)
class ManeSide:
    """The Boosted side of a Mane Character (301.2): what differs from the Start side."""

    power: int | None
    colours: tuple[Colour, ...]
    traits: tuple[str, ...]
    keywords: tuple[Keyword, ...]
    text: tuple[str, ...]
    home_limit: int | None


@dataclass(frozen=True)
class Card:
    guid: str  # OCTGN card id; .o8d files and (almost always) PonyHead refer to cards by it
    set_guid: str
    set_code: str
    set_kind: SetKind
    number: str  # collector number as printed, with set code: "PR12", "CNf2", "PRpf3"
    rarity: Rarity
    title: str
    subtitle: str
    type: CardType
    colours: tuple[Colour, ...] = ()
    cost: int | None = None
    play_requirements: tuple[PlayRequirement, ...] = ()
    power: int | None = None
    traits: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    text: tuple[str, ...] = ()  # paragraphs; colour icons as [Kindness], action tokens as [1]
    home_limit: int | None = None  # Mane Characters (212)
    boosted: ManeSide | None = None
    owner_requirements: tuple[ConfrontRequirement, ...] = ()  # Problems and Dilemmas (209.1)
    opponent_requirement: ConfrontRequirement | None = None
    problem_bonus: int | None = None  # 210.1
    point_value: int | None = None  # Troublemakers (211.1)
    starting_problem: bool = False
    dilemma: bool = False  # 522.1
    token: bool = False
    joke: bool = False  # novelty cards with negative collector numbers
    legal_from: date | None = None  # tournament legal upon release (floor rules, Legal Cards)
    errata: tuple[Erratum, ...] = field(default=())

    @property
    def name(self) -> str:
        """Title followed by subtitle (201.1); copy limits count by this (201.1a)."""
        return f"{self.title}, {self.subtitle}" if self.subtitle else self.title

    @property
    def tournament_card(self) -> bool:
        """Joke cards, tokens and co-op cards are never part of a tournament deck."""
        return not (self.joke or self.token or self.set_kind in (SetKind.COOP, SetKind.TOKENS))

    def keyword(self, name: str) -> Keyword | None:
        return next((k for k in self.keywords if k.name == name), None)
