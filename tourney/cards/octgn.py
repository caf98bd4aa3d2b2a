"""Read the community's OCTGN game definition (``Sets/<guid>/set.xml``) into domain cards.

The data has known quirks (see ``shared/cards/README.md``); each repair is recorded in an
``ImportReport`` so the organizer can see what was changed and why.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from tourney.cards.errata import apply_corrections, apply_errata
from tourney.cards.model import (
    ELEMENT_COLOURS,
    BoosterDefinition,
    Card,
    CardSet,
    CardType,
    Colour,
    ConfrontRequirement,
    Keyword,
    ManeSide,
    PackOption,
    PackPick,
    PlayRequirement,
    Rarity,
    RequirementKind,
    SetKind,
)
from tourney.cards.sets import SetCatalogue, load_set_catalogue

OCTGN_GAME_ID = "65656467-b709-43b2-a5c6-80c2f216adf9"
NO_COLOUR = {"", "None", "Colorless", "Colourless"}
INFINITY = {"infinity", "∞", "Infinity", "inf"}


# ``progress(done, total, message)``: told between the steps of a long read or import.
Progress = Callable[[int, int, str], None]


class OctgnDataError(ValueError):
    """The folder is not an OCTGN MLP CCG game definition, or a set file cannot be read."""


@dataclass
class ImportReport:
    repairs: list[str] = field(default_factory=list)  # "EO203 Queen Chrysalis: ..."
    skipped: list[str] = field(default_factory=list)
    not_for_tournaments: list[str] = field(default_factory=list)

    def repaired(self, card: str, what: str) -> None:
        self.repairs.append(f"{card}: {what}")

    def lines(self) -> list[str]:
        out = [f"Repaired ({len(self.repairs)}):", *(f"  {r}" for r in self.repairs)]
        out += [f"Skipped ({len(self.skipped)}):", *(f"  {s}" for s in self.skipped)]
        out += [
            f"Imported but not tournament cards ({len(self.not_for_tournaments)}):",
            *(f"  {s}" for s in self.not_for_tournaments),
        ]
        return out


@dataclass
class OctgnData:
    sets: list[CardSet]
    cards: list[Card]
    report: ImportReport


def find_sets_folder(path: Path) -> Path:
    """Accept the game folder (holding ``Sets/``), ``Sets/`` itself, or an OCTGN data folder."""
    path = Path(path)
    candidates = [path, path / "Sets", path / "GameDatabase" / OCTGN_GAME_ID / "Sets"]
    candidates.append(path / OCTGN_GAME_ID / "Sets")
    for candidate in candidates:
        if candidate.is_dir() and any(candidate.glob("*/set.xml")):
            return candidate
    raise OctgnDataError(
        f"{path}: no OCTGN MLP CCG set files found (expected Sets/<guid>/set.xml below it)"
    )


def read_octgn(
    path: Path,
    catalogue: SetCatalogue | None = None,
    progress: Progress | None = None,
) -> OctgnData:
    """``progress(done, total, message)`` is told before each set's cards are read; an exception
    raised from it stops the reading (that is how an import is cancelled)."""
    catalogue = catalogue or load_set_catalogue()
    sets_folder = find_sets_folder(path)
    report = ImportReport()
    sets: list[CardSet] = []
    cards: list[Card] = []
    set_files = sorted(sets_folder.glob("*/set.xml"))
    for done, set_file in enumerate(set_files):
        try:
            root = ET.parse(set_file).getroot()
        except ET.ParseError as error:
            raise OctgnDataError(f"{set_file}: not valid XML ({error})") from error
        if root.tag != "set" or not root.get("id"):
            raise OctgnDataError(f"{set_file}: root element is not an OCTGN <set> with an id")
        card_set = catalogue.describe(root.get("id", ""), root.get("name", ""), report)
        card_set = replace(card_set, booster=_booster(root, set_file))
        if progress is not None:
            progress(done, len(set_files), f"Reading {card_set.name}…")
        set_cards = _read_set_cards(root, card_set, catalogue, report)
        if not card_set.official:
            card_set, set_cards = _code_from_numbers(card_set, set_cards)
        sets.append(card_set)
        cards.extend(set_cards)
    # Names first (errata are keyed by the corrected name), then the official errata.
    cards = apply_errata(apply_corrections(cards, report), report)
    return OctgnData(sets=sets, cards=cards, report=report)


def _code_from_numbers(card_set: CardSet, cards: list[Card]) -> tuple[CardSet, list[Card]]:
    """A set the app does not ship takes its code from its cards' collector numbers (ND12: ND),
    the way PonyHead names its cards, rather than from its name."""
    prefixes = Counter(m.group(0).upper() for c in cards if (m := re.match(r"[A-Za-z]+", c.number)))
    if not prefixes:
        return card_set, cards
    code = prefixes.most_common(1)[0][0]
    return replace(card_set, code=code), [replace(c, set_code=code) for c in cards]


def _booster(root: ET.Element, set_file: Path) -> BoosterDefinition | None:
    """The set's booster from ``<packaging>``. A pack with an ``unlimited`` pick is OCTGN's
    deck-editor view of every Mane and Starting Problem, not something sold, so it is skipped."""
    for pack in root.iter("pack"):
        if any(p.get("qty") == "unlimited" for p in pack.iter("pick")):
            continue
        where = f"{set_file}: pack {pack.get('name', '')!r}"
        picks: list[PackPick] = []
        slots: list[tuple[PackOption, ...]] = []
        for child in pack:
            if child.tag == "pick":
                picks.append(_pack_pick(child, where))
            elif child.tag == "options":
                options = tuple(
                    PackOption(
                        _probability(option, where),
                        tuple(_pack_pick(p, where) for p in option.iter("pick")),
                    )
                    for option in child.iter("option")
                )
                total = sum(o.probability for o in options)
                if not options or abs(total - 1) > 0.001:
                    raise OctgnDataError(f"{where}: option probabilities add up to {total}, not 1")
                slots.append(options)
        return BoosterDefinition(pack.get("name", ""), tuple(picks), tuple(slots))
    return None


def _pack_pick(element: ET.Element, where: str) -> PackPick:
    qty = _int(element.get("qty"))
    if qty is None or qty < 1:
        raise OctgnDataError(f"{where}: pick qty {element.get('qty')!r} is not a count")
    return PackPick(qty, element.get("key", ""), element.get("value", ""))


def _probability(option: ET.Element, where: str) -> float:
    try:
        return float(option.get("probability", ""))
    except ValueError as error:
        raise OctgnDataError(
            f"{where}: option probability {option.get('probability')!r} is not a number"
        ) from error


def _read_set_cards(
    root: ET.Element, card_set: CardSet, catalogue: SetCatalogue, report: ImportReport
) -> list[Card]:
    cards: list[Card] = []
    seen: dict[tuple, Card] = {}
    for element in root.iter("card"):
        card = _read_card(element, card_set, report)
        if card.number.lstrip(card.set_code).startswith("-"):
            card = replace(card, joke=True)
            report.not_for_tournaments.append(
                f"{card.number} {card.name}: joke card (negative collector number)"
            )
        content = _content_key(card)
        if content in seen:
            report.skipped.append(
                f"{card.number} {card.name}: duplicate of card {seen[content].guid} with the "
                f"same number and content (OCTGN id {card.guid} not imported)"
            )
            continue
        same_number = [c for c in cards if c.number == card.number]
        if same_number:
            report.repaired(
                f"{card.number} {card.name}",
                f"number shared with {', '.join(c.name for c in same_number)}; "
                "kept as distinct cards, told apart by name",
            )
        seen[content] = card
        cards.append(card)
    if card_set.kind is SetKind.TOKENS:
        report.not_for_tournaments.append(f"{card_set.name}: {len(cards)} tokens")
    elif card_set.kind is SetKind.COOP:
        report.not_for_tournaments.append(
            f"{card_set.name}: {len(cards)} cards of a co-operative product"
        )
    if card_set.kind is SetKind.PROMO:
        cards = [catalogue.date_promo(card, report) for card in cards]
    return cards


def _content_key(card: Card) -> tuple:
    return (card.number, card.name, card.type, card.text, card.power, card.traits)


def _props(element: ET.Element) -> dict[str, str]:
    return {p.get("name", ""): (p.get("value") or "").strip() for p in element.findall("property")}


def _read_card(element: ET.Element, card_set: CardSet, report: ImportReport) -> Card:
    props = _props(element)
    number = props.get("Number", "")
    title = (element.get("name") or "").strip()
    subtitle = props.get("Subname", "")
    label = f"{number} {title}" + (f", {subtitle}" if subtitle else "")
    type_name = props.get("Type", "")
    try:
        card_type = CardType(type_name)
    except ValueError as error:
        raise OctgnDataError(f"card {label}: unknown type {type_name!r}") from error

    keywords, home_limit, starting = _keywords(props.get("Keywords", ""), label, report)
    if starting and card_type is not CardType.PROBLEM:
        report.repaired(label, f"'Starting Problem' keyword on a {card_type}; removed (101.3c)")
        starting = False
    traits = _split(props.get("Traits", ""))
    is_problem_like = card_type is CardType.PROBLEM or "Dilemma" in traits
    owner_reqs, opponent_req = (
        _confront_requirements(props, label, report) if is_problem_like else ((), None)
    )
    bonus = _int(props.get("Bonus"))
    return Card(
        guid=element.get("id", "").lower(),
        set_guid=card_set.guid,
        set_code=_set_code(number, card_set),
        set_kind=card_set.kind,
        number=number,
        rarity=Rarity(props.get("Rarity", "")),
        title=title,
        subtitle=subtitle,
        type=card_type,
        colours=_colours(props),
        cost=_int(props.get("Cost")),
        play_requirements=_play_requirements(props),
        power=_int(props.get("Power")) if card_type is not CardType.PROBLEM else None,
        traits=traits,
        keywords=keywords,
        text=_paragraphs(props.get("Text", "")),
        home_limit=home_limit,
        boosted=_boosted_side(element, label, report),
        owner_requirements=owner_reqs,
        opponent_requirement=opponent_req,
        problem_bonus=bonus if is_problem_like else None,
        point_value=bonus if card_type is CardType.TROUBLEMAKER else None,
        starting_problem=starting,
        dilemma="Dilemma" in traits,
        token=card_set.kind is SetKind.TOKENS,
        legal_from=card_set.released,
    )


def _set_code(number: str, card_set: CardSet) -> str:
    """Collector numbers start with the printed set code (PR12); promos name their own set."""
    if card_set.kind in (SetKind.EXPANSION, SetKind.SUPPLEMENTAL):
        return card_set.code
    match = re.match(r"[A-Za-z]+?(?=pf|\d|-|f\d|$)", number)
    return match.group(0) if match else card_set.code


def _boosted_side(element: ET.Element, label: str, report: ImportReport) -> ManeSide | None:
    alternate = element.find("alternate")
    if alternate is None or alternate.get("type") != "Mane Character Boosted":
        return None
    props = _props(alternate)
    keywords, home_limit, _ = _keywords(props.get("Keywords", ""), label + " (boosted)", report)
    return ManeSide(
        power=_int(props.get("Power")),
        colours=_colours(props),
        traits=_split(props.get("Traits", "")),
        keywords=keywords,
        text=_paragraphs(props.get("Text", "")),
        home_limit=home_limit,
    )


KEYWORD_RE = re.compile(r"^([A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)*?)(?: (\d+))?$")


def _keywords(
    raw: str, label: str, report: ImportReport
) -> tuple[tuple[Keyword, ...], int | None, bool]:
    """Split ``Home Limit 3.``, ``Stubborn. Random.``, ``Competitive 2`` into keywords."""
    keywords: list[Keyword] = []
    home_limit: int | None = None
    starting = False
    parts = [p.strip() for p in re.split(r"[,.]", raw) if p.strip()]
    if raw.strip().endswith(".") or re.search(r"\.\s+\S", raw):
        report.repaired(label, f"keywords {raw!r} had stray periods; read as {', '.join(parts)}")
    for part in parts:
        match = KEYWORD_RE.match(part)
        if not match:
            report.repaired(label, f"keyword {part!r} is not a keyword; dropped")
            continue
        name, value = match.group(1), match.group(2)
        if name == "Home Limit" and value is not None:
            home_limit = int(value)
        elif name == "Starting Problem":
            starting = True
        else:
            keywords.append(Keyword(name, int(value) if value is not None else None))
    return tuple(keywords), home_limit, starting


def _colours(props: dict[str, str]) -> tuple[Colour, ...]:
    element = props.get("Element", "")
    if element in NO_COLOUR:
        return ()
    if element != "Multicolor":
        return (ELEMENT_COLOURS[element],)
    names = [
        props.get(k, "")
        for k in (
            "MultiPrimaryElement",
            "MultiSecondaryElement",
            "TriPrimaryElement",
            "TriSecondaryElement",
            "TriElement",
        )
    ]
    colours: list[Colour] = []
    for name in names:
        colour = ELEMENT_COLOURS.get(name)
        if colour and colour not in colours:
            colours.append(colour)
    return tuple(colours)


def _play_requirements(props: dict[str, str]) -> tuple[PlayRequirement, ...]:
    requirements = []
    for prefix in ("", "Secondary", "Tertiary"):
        colour = ELEMENT_COLOURS.get(props.get(f"{prefix}PlayRequiredElement", ""))
        amount = _int(props.get(f"{prefix}PlayRequiredPower"))
        if colour and amount is not None:
            requirements.append(PlayRequirement(colour, amount))
    return tuple(requirements)


def _confront_requirements(
    props: dict[str, str], label: str, report: ImportReport
) -> tuple[tuple[ConfrontRequirement, ...], ConfrontRequirement | None]:
    owner = []
    for n in ("1", "2"):
        kind_text = props.get(f"ProblemPlayerElement{n}", "")
        if not kind_text:
            continue
        amount = _amount(props.get(f"ProblemPlayerElement{n}Power", ""))
        if kind_text == "Wild":
            owner.append(ConfrontRequirement(RequirementKind.WILD, amount))
        elif kind_text == "Rainbow":
            owner.append(ConfrontRequirement(RequirementKind.RAINBOW, amount))
        elif kind_text.startswith("Not "):
            colour = ELEMENT_COLOURS[kind_text[4:]]
            owner.append(ConfrontRequirement(RequirementKind.NOT_COLOUR, amount, colour))
        else:
            owner.append(
                ConfrontRequirement(RequirementKind.COLOUR, amount, ELEMENT_COLOURS[kind_text])
            )
    raw_opponent = props.get("ProblemOpponentPower", "")
    opponent = (
        ConfrontRequirement(RequirementKind.WILD, _amount(raw_opponent)) if raw_opponent else None
    )
    if opponent is None:
        report.repaired(label, "no opponent confront requirement in the data; left empty")
    return tuple(owner), opponent


def _amount(raw: str) -> int | None:
    """Requirement amounts: a number, or infinity written 'infinity' or '∞' (None)."""
    if raw in INFINITY:
        return None
    return _int(raw)


def _int(raw: str | None) -> int | None:
    if raw is None or raw == "":
        return None
    try:
        return int(raw)
    except ValueError:
        return None


def _split(raw: str) -> tuple[str, ...]:
    return tuple(p.strip() for p in raw.split(",") if p.strip())


def _paragraphs(raw: str) -> tuple[str, ...]:
    return tuple(p.strip() for p in raw.replace("\r", "").split("\n") if p.strip())
