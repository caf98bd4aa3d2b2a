"""The engine's own card definition: only what the Comprehensive Rules need (sections 2 and 3).

The application adapts its card database into these; the engine never reads that database.
A card's ability text is either automated (a keyword ``engine.scripts.keywords`` defines, or a
paragraph its script in ``engine.scripts`` covers) or *manual*: the engine reports it in the
trace and leaves it to the judge.
"""

from __future__ import annotations

import difflib
import functools
import hashlib
import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass
from enum import StrEnum
from pathlib import Path

from engine import registry
from engine.errors import UnknownCardError


class Colour(StrEnum):
    """The six colours (203.1a)."""

    BLUE = "blue"
    ORANGE = "orange"
    PINK = "pink"
    PURPLE = "purple"
    WHITE = "white"
    YELLOW = "yellow"


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
CHARACTER_TYPES = frozenset({CardType.MANE, CardType.FRIEND})  # 301.4, 302.2


class RequirementKind(StrEnum):
    COLOUR = "colour"
    NOT_COLOUR = "not-colour"  # any power except the named colour (611.3c)
    WILD = "wild"  # power of any colour or none (611.3d)
    RAINBOW = "rainbow"  # printed on one Problem; the engine treats it as unmeetable for now


@dataclass(frozen=True)
class PlayRequirement:
    """Combined power of one colour a player must have in play to play a card (205.1)."""

    colour: Colour
    amount: int

    def __str__(self) -> str:
        return f"{self.amount} {self.colour}"


@dataclass(frozen=True)
class ConfrontRequirement:
    """One part of a Problem's confront requirements (209.1); ``amount`` None is infinity."""

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
class BoostedSide:
    """The Boosted side of a Mane Character (301.2)."""

    power: int
    colours: tuple[Colour, ...]
    traits: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    text: tuple[str, ...] = ()
    home_limit: int | None = None


@dataclass(frozen=True)
class CardDefinition:
    """Printed information of one card. ``id`` is stable and is what records refer to."""

    id: str
    title: str
    type: CardType
    subtitle: str = ""
    colours: tuple[Colour, ...] = ()
    cost: int | None = None
    play_requirements: tuple[PlayRequirement, ...] = ()
    power: int | None = None
    traits: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    text: tuple[str, ...] = ()  # ability paragraphs other than keywords (701.2)
    home_limit: int | None = None  # Mane Characters, Start side (212)
    boosted: BoostedSide | None = None  # Mane Characters (301.2)
    confront_owner: tuple[ConfrontRequirement, ...] = ()  # Problems (209.1, 611.2)
    confront_opponent: tuple[ConfrontRequirement, ...] = ()
    problem_bonus: int | None = None  # 210.1
    point_value: int | None = None  # Troublemakers (211.1)
    starting_problem: bool = False  # glossary: Starting Problem
    dilemma: bool = False  # 522.1

    @property
    def name(self) -> str:
        """Title followed by Subtitle (201.1)."""
        return f"{self.title}, {self.subtitle}" if self.subtitle else self.title

    def keyword(self, name: str) -> Keyword | None:
        return next((k for k in self.keywords if k.name == name), None)

    @property
    def manual_abilities(self) -> tuple[str, ...]:
        """Abilities the engine does not carry out; a judge applies them by hand (edits).

        Keywords are automated when ``engine.scripts.keywords`` defines them; text paragraphs
        when the card's script covers them (a script marks the paragraphs it leaves manual)."""
        script = registry.script_for(self.id)
        automated = registry.automated_keywords
        keywords = tuple(str(k) for k in self.keywords if k.name not in automated)
        text = self.text if script is None else script.manual_text(self.text, boosted=False)
        boosted: tuple[str, ...] = ()
        if self.boosted is not None:
            back = (
                self.boosted.text
                if script is None
                else script.manual_text(self.boosted.text, boosted=True)
            )
            boosted = tuple(
                f"(Boosted) {k}" for k in self.boosted.keywords if k.name not in automated
            ) + tuple(f"(Boosted) {t}" for t in back)
        return keywords + text + boosted

    @property
    def manual(self) -> bool:
        return bool(self.manual_abilities)

    def to_json(self) -> dict[str, object]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> CardDefinition:
        d = dict(data)

        def reqs(key: str) -> tuple[ConfrontRequirement, ...]:
            return tuple(
                ConfrontRequirement(
                    RequirementKind(r["kind"]),
                    r["amount"],
                    Colour(r["colour"]) if r["colour"] else None,
                )
                for r in d.get(key, ())  # type: ignore[union-attr]
            )

        def keywords(raw: object) -> tuple[Keyword, ...]:
            return tuple(Keyword(k["name"], k["value"]) for k in raw)  # type: ignore[union-attr,index]

        boosted = d.get("boosted")
        return cls(
            id=str(d["id"]),
            title=str(d["title"]),
            type=CardType(d["type"]),
            subtitle=str(d.get("subtitle", "")),
            colours=tuple(Colour(c) for c in d.get("colours", ())),  # type: ignore[union-attr]
            cost=d.get("cost"),  # type: ignore[arg-type]
            play_requirements=tuple(
                PlayRequirement(Colour(r["colour"]), r["amount"])
                for r in d.get("play_requirements", ())  # type: ignore[union-attr]
            ),
            power=d.get("power"),  # type: ignore[arg-type]
            traits=tuple(d.get("traits", ())),  # type: ignore[arg-type]
            keywords=keywords(d.get("keywords", ())),
            text=tuple(d.get("text", ())),  # type: ignore[arg-type]
            home_limit=d.get("home_limit"),  # type: ignore[arg-type]
            boosted=None
            if not boosted
            else BoostedSide(
                power=boosted["power"],  # type: ignore[index]
                colours=tuple(Colour(c) for c in boosted["colours"]),  # type: ignore[index]
                traits=tuple(boosted.get("traits", ())),  # type: ignore[union-attr]
                keywords=keywords(boosted.get("keywords", ())),  # type: ignore[union-attr]
                text=tuple(boosted.get("text", ())),  # type: ignore[union-attr]
                home_limit=boosted.get("home_limit"),  # type: ignore[union-attr]
            ),
            confront_owner=reqs("confront_owner"),
            confront_opponent=reqs("confront_opponent"),
            problem_bonus=d.get("problem_bonus"),  # type: ignore[arg-type]
            point_value=d.get("point_value"),  # type: ignore[arg-type]
            starting_problem=bool(d.get("starting_problem", False)),
            dilemma=bool(d.get("dilemma", False)),
        )


class CardPool(dict[str, CardDefinition]):
    """The card definitions a game may use, by id, with a fingerprint for game records.

    A dict underneath because every rule looks cards up; an unknown id is an error.
    """

    def __init__(self, definitions: Iterable[CardDefinition]) -> None:
        super().__init__((d.id, d) for d in definitions)
        self.derived: dict[tuple[str, str, bool], object] = {}  # per-card facts the rules derive
        self._facts: dict[str, _Facts] = {}
        self._any: dict[str, bool] = {}
        self._tokens: dict[str, CardDefinition] = {}  # kept apart: not part of the pool's print

    def derive(
        self,
        what: str,
        card_id: str,
        compute: Callable[[CardDefinition], object],
        boosted: bool = False,
    ) -> object:
        """A fact about a card definition (its abilities, timing ...), computed once."""
        key = (what, card_id, boosted)
        try:
            return self.derived[key]
        except KeyError:
            value = self.derived[key] = compute(self[card_id])
            return value

    def facts(self, what: str, compute: Callable[[CardDefinition], object]) -> dict[str, object]:
        """``derive`` for a whole pool at once: card id -> the fact, each computed on first
        use. For loops over many cards, where one dict lookup per card is all they pay."""
        table = self._facts.get(what)
        if table is None:
            table = self._facts[what] = _Facts(self, compute)
        return table

    def any_card(self, what: str, compute: Callable[[CardDefinition], bool]) -> bool:
        """Whether any card of the pool has the fact ``what``, worked out once per pool: for
        bookkeeping that only some cards read (a game whose cards never read it keeps its
        positions as they were)."""
        found = self._any.get(what)
        if found is None:
            found = self._any[what] = any(compute(d) for d in self.values())
        return found

    def __missing__(self, card_id: str) -> CardDefinition:
        if registry.is_spelled(card_id):  # 521.1, 520.2: a token's id spells its definition
            found = self._tokens.get(card_id)
            if found is None:
                found = self._tokens[card_id] = registry.token_definition(self, card_id)
            return found
        raise UnknownCardError(f"no card with id {card_id!r} in the card pool")

    def fingerprint(self, ids: Iterable[str] | None = None) -> str:
        """SHA-256 of the canonical JSON of the given definitions (all by default)."""
        chosen = sorted(set(self if ids is None else ids))
        blob = json.dumps([self[i].to_json() for i in chosen], sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(blob.encode()).hexdigest()

    def to_json(self) -> list[dict[str, object]]:
        return [d.to_json() for d in self.values()]

    @classmethod
    def from_json(cls, data: Iterable[Mapping[str, object]]) -> CardPool:
        return cls(CardDefinition.from_json(d) for d in data)

    def save(self, path: Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), ensure_ascii=False, indent=1))

    @classmethod
    def load(cls, path: Path) -> CardPool:
        return cls.from_json(json.loads(Path(path).read_text()))


class _Facts(dict[str, object]):
    """One fact for every card of a pool, computed when first asked for (``CardPool.facts``)."""

    def __init__(self, pool: CardPool, compute: Callable[[CardDefinition], object]) -> None:
        super().__init__()
        self.pool, self.compute = pool, compute

    def __missing__(self, card_id: str) -> object:
        value = self[card_id] = self.compute(self.pool[card_id])
        return value


# --- naming a card (201.1) ------------------------------------------------------------------
@functools.cache
def _portion(title: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w']){re.escape(title)}(?![\w'])")


def has_title(d: CardDefinition, title: str) -> bool:
    """Whether text referring to ``title`` refers to this card (201.3): its Title is that, or,
    for a character or Troublemaker, includes that name as a portion of it (201.3a):
    "Princess Twilight Sparkle" and "Pinkie Pie & Twilight Sparkle" are "Twilight Sparkle",
    "Shining Armor/Princess Cadance" is both names. Whole words only: "Rarity" is a portion
    of "Twilight Sparkle & Rarity", "Flam" is not one of "Flamboyant". A card whose script
    says it "is both a Maud Pie and a Pinkie Pie in all zones" (``Static("titles")``, GF7)
    has those Titles too, wherever it is (701.3)."""
    if d.title == title:
        return True
    script = registry.script_for(d.id)
    if script is not None and title in script.titles:
        return True
    if d.type not in CHARACTER_TYPES and d.type is not CardType.TROUBLEMAKER:
        return False
    return _portion(title).search(d.title) is not None


def card_names(pool: CardPool, types: tuple[CardType, ...] = ()) -> list[str]:
    """The names a player instructed to "name a card" (or "a Friend": ``types``) may give:
    each card's Title followed by its Subtitle (201.1), once (reprints share a name)."""
    return sorted({d.name for d in pool.values() if not types or d.type in types})


def read_name(pool: CardPool, said: str, types: tuple[CardType, ...] = ()) -> tuple[str, str]:
    """The card name ``said`` names: (name, "") or ("", why not). ``said`` is a card's full
    name (201.1; Title and Subtitle, 201.1a: the same Title with another Subtitle is another
    name), or a description clear enough to refer to a single card (201.1b): a collector
    number, or a Title only one name of those types has. Case is not significant."""
    kind = " or ".join(str(k) for k in types) or "card"
    fitting = [d for d in pool.values() if not types or d.type in types]
    wanted = said.strip().casefold()
    names = {d.name for d in fitting if d.name.casefold() == wanted}
    if not names:
        names = {d.name for d in fitting if d.id.casefold() == wanted}
    if not names:
        names = {d.name for d in fitting if d.title.casefold() == wanted}
    if len(names) == 1:
        return names.pop(), ""
    if names:
        some = sorted(names)
        listed = ", ".join(repr(n) for n in some[:5]) + (" ..." if len(some) > 5 else "")
        return "", (
            f"{said!r} could be any of {len(some)} {kind}s ({listed}): name one with its Title "
            f"and Subtitle, or describe it clearly enough to refer to a single card (201.1b)"
        )
    choices = {d.name for d in fitting} | {d.title for d in fitting}
    close = difflib.get_close_matches(said, sorted(choices), n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
    return "", f"{said!r} is not the name of any {kind} in the card pool (201.1, 201.1b){hint}"


def read_card_type(said: str) -> tuple[str, str]:
    """The card type ``said`` names, for "name a card type": (type, "") or ("", why not).
    The types are those of 206.2, named by their type line (206.1b); case is not significant,
    and a plural ("Friends") names the type too."""
    wanted = said.strip().casefold()
    for kind in CardType:
        if wanted in (kind.value.casefold(), f"{kind.value.casefold()}s"):
            return kind.value, ""
    types = ", ".join(kind.value for kind in CardType)
    return "", f"{said!r} is not a card type; the card types are {types} (206.2)"
