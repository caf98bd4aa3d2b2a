"""Official card errata and corrections of misspelt names, kept as data and applied on import.

``resources/errata.toml`` transcribes the card errata of the 2016 rules document (section 10);
``resources/card-corrections.toml`` lists names the OCTGN data misspells. Both are applied to
freshly read cards (corrections first, so errata find cards by their printed names). Every
change is written to the import report, and so is every entry that cannot be applied: an
erratum is never silently dropped.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tourney.cards.model import Card, Erratum
from tourney.resources import load_toml

if TYPE_CHECKING:
    from tourney.cards.octgn import ImportReport

ERRATA_FILE = "errata.toml"
CORRECTIONS_FILE = "card-corrections.toml"
PARAGRAPH = "\n"  # errata may split or join paragraphs, so card text is matched as one string


def apply_corrections(
    cards: list[Card], report: ImportReport, entries: list[dict[str, Any]] | None = None
) -> list[Card]:
    """Put the printed titles and subtitles for misspelt ones (copy limits go by name, 201.1a)."""
    if entries is None:
        entries = load_toml(CORRECTIONS_FILE).get("correction", [])
    cards = list(cards)
    for entry in entries:
        number, wrong = entry["number"], entry["octgn_name"]
        index = _find(cards, number, {wrong})
        if index is None and _find(cards, number, {_corrected_name(entry, wrong)}) is not None:
            continue  # the data already has the printed name
        if index is None:
            report.skipped.append(
                f"name correction for {number} {wrong!r} not applied: no such card in the data"
            )
            continue
        card = cards[index]
        cards[index] = replace(
            card,
            title=entry.get("title", card.title),
            subtitle=entry.get("subtitle", card.subtitle),
        )
        report.repaired(
            f"{number} {wrong}", f"name corrected to {cards[index].name!r} ({entry['why']})"
        )
    return cards


def apply_errata(
    cards: list[Card], report: ImportReport, entries: list[dict[str, Any]] | None = None
) -> list[Card]:
    """Apply each erratum to its card and attach it to ``Card.errata`` so it can be shown.

    An entry marked ``already_in_data`` is only checked: the OCTGN text must already carry it.
    """
    if entries is None:
        entries = load_toml(ERRATA_FILE).get("erratum", [])
    cards = list(cards)
    for entry in entries:
        number, name = entry["number"], entry["name"]
        names = {name}
        if "subtitle" in entry:  # the erratum may be what gives the card its subtitle
            names.add(name.removesuffix(f", {entry['subtitle']}"))
        index = _find(cards, number, names)
        if index is None:
            report.skipped.append(
                f"erratum for {number} {name} not applied: no card with that number and name"
            )
            continue
        card, problems, changes = _erratum(cards[index], entry)
        erratum = Erratum(entry["summary"])
        if erratum not in card.errata:
            card = replace(card, errata=(*card.errata, erratum))
        cards[index] = card
        label = f"{number} {name}"
        for problem in problems:
            report.skipped.append(f"erratum for {label} not applied in full: {problem}")
        if changes:
            report.repaired(
                label, f"erratum applied (2016 rules document, section 10): {'; '.join(changes)}"
            )
        elif not problems:
            report.repaired(label, "card erratum already in the OCTGN text; noted on the card")
    return cards


def _corrected_name(entry: dict[str, Any], wrong: str) -> str:
    title, _, subtitle = wrong.partition(", ")
    title, subtitle = entry.get("title", title), entry.get("subtitle", subtitle)
    return f"{title}, {subtitle}" if subtitle else title


def _find(cards: list[Card], number: str, names: set[str]) -> int | None:
    return next((i for i, c in enumerate(cards) if c.number == number and c.name in names), None)


def _erratum(card: Card, entry: dict[str, Any]) -> tuple[Card, list[str], list[str]]:
    """The card with the erratum's changes, what was done, and what does not hold afterwards."""
    changes: list[str] = []
    if not entry.get("already_in_data", False):
        card, changes = _apply(card, entry)
    return card, _unmet(card, entry), changes


def _apply(card: Card, entry: dict[str, Any]) -> tuple[Card, list[str]]:
    changes: list[str] = []
    if "text" in entry and card.text != tuple(entry["text"]):
        card = replace(card, text=tuple(entry["text"]))
        changes.append("text replaced")
    for part in entry.get("replace", []):
        replaced = _replace_in_card(card, part["old"], part["new"])
        if replaced is not None:
            card = replaced
            changes.append(f"{part['old']!r} -> {part['new']!r}")
    new_traits = [t for t in entry.get("add_traits", []) if t not in card.traits]
    if new_traits:
        card = replace(card, traits=(*card.traits, *new_traits))
        changes.append(f"trait {', '.join(new_traits)} added")
    subtitle = entry.get("subtitle")
    if subtitle is not None and subtitle != card.subtitle:
        card = replace(card, subtitle=subtitle)
        changes.append(f"subtitle {subtitle!r} added")
    return card, changes


def _unmet(card: Card, entry: dict[str, Any]) -> list[str]:
    """What the erratum says the card reads that it does not read (empty when all holds)."""
    problems: list[str] = []
    if "text" in entry and card.text != tuple(entry["text"]):
        problems.append("text differs from the erratum's full text")
    for part in entry.get("replace", []):
        if not _sides_contain(card, part["new"]):
            problems.append(f"{part['old']!r} not found in the text, so not replaced")
    for fragment in entry.get("in_text", []):
        if not _sides_contain(card, fragment):
            problems.append(f"expected wording {fragment!r} not in the text")
    problems += [
        f"trait {t!r} missing" for t in entry.get("add_traits", []) if t not in card.traits
    ]
    subtitle = entry.get("subtitle")
    if subtitle is not None and subtitle != card.subtitle:
        problems.append(f"subtitle is {card.subtitle!r}, not {subtitle!r}")
    return problems


def _replace_in_card(card: Card, old: str, new: str) -> Card | None:
    """Replace ``old`` on the Start side, else on the Boosted side; None if neither has it."""
    text = _pending_replace(card.text, old, new)
    if text is not None:
        return replace(card, text=text)
    if card.boosted is not None:
        boosted = _pending_replace(card.boosted.text, old, new)
        if boosted is not None:
            return replace(card, boosted=replace(card.boosted, text=boosted))
    return None


def _pending_replace(paragraphs: tuple[str, ...], old: str, new: str) -> tuple[str, ...] | None:
    joined = PARAGRAPH.join(paragraphs)
    # Where the new wording contains the old, occurrences already inside it are done.
    guarded = joined.replace(new, "\0") if old in new else joined
    if old not in guarded:
        return None
    result = guarded.replace(old, new).replace("\0", new)
    return tuple(p.strip() for p in result.split(PARAGRAPH) if p.strip())


def _sides_contain(card: Card, fragment: str) -> bool:
    sides = [card.text] + ([card.boosted.text] if card.boosted else [])
    return any(fragment in PARAGRAPH.join(side) for side in sides)
