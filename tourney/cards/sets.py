"""Set metadata kept as data in ``resources/sets.toml``: printed names, codes, release dates."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from tourney.cards.model import Card, CardSet, SetKind
from tourney.resources import load_toml

if TYPE_CHECKING:
    from tourney.cards.octgn import ImportReport


@dataclass
class SetCatalogue:
    by_guid: dict[str, CardSet]

    @property
    def by_code(self) -> dict[str, CardSet]:
        return {s.code: s for s in self.by_guid.values()}

    def describe(self, guid: str, octgn_name: str, report: ImportReport) -> CardSet:
        """The set as printed; an OCTGN set we have no data for is imported undated."""
        known = self.by_guid.get(guid.lower())
        if known is not None:
            known = replace(known, octgn_name=octgn_name)
            if known.name != octgn_name:
                report.repaired(
                    f"set {octgn_name!r}", f"OCTGN name replaced by the printed name {known.name!r}"
                )
            return known
        report.repaired(
            f"set {octgn_name!r}",
            "not in resources/sets.toml: imported with no release date, so no dated format "
            "allows its cards until a date is added",
        )
        return CardSet(
            guid=guid.lower(),
            code=octgn_name[:2].upper(),
            name=octgn_name,
            octgn_name=octgn_name,
            kind=SetKind.SUPPLEMENTAL,
            released=None,
            release_note="unknown set",
        )

    def date_promo(self, card: Card, report: ImportReport) -> Card:
        """A promo is legal with the product whose code its number carries (PRpf3: Premiere)."""
        home = self.by_code.get(card.set_code)
        if home is not None and home.kind is SetKind.EXPANSION:
            return replace(card, legal_from=home.released)
        report.repaired(
            f"{card.number} {card.name}",
            f"promo number names no known set; legal from the promo date {card.legal_from}",
        )
        return card


def load_set_catalogue() -> SetCatalogue:
    data = load_toml("sets.toml")
    sets = {}
    for entry in data["set"]:
        card_set = CardSet(
            guid=entry["guid"].lower(),
            code=entry["code"],
            name=entry["name"],
            octgn_name=entry["name"],
            kind=SetKind(entry["kind"]),
            released=entry.get("released"),
            release_note=entry.get("release_note", ""),
            block=entry.get("block"),
        )
        sets[card_set.guid] = card_set
    return SetCatalogue(by_guid=sets)
