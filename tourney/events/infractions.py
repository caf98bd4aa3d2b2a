"""The infractions a judge picks from, with the penalty the floor rules give each.

The catalogue is data (``resources/infractions.toml``), so a head judge can extend it without
code; the floor rules list examples only ("include but are not limited to").
"""

from __future__ import annotations

from dataclasses import dataclass

from tourney.events.model import PenaltyLevel
from tourney.resources import load_toml

CATALOGUE_FILE = "infractions.toml"


class InfractionFileError(ValueError):
    """resources/infractions.toml is malformed; the message names the entry and the key."""


@dataclass(frozen=True)
class Infraction:
    code: str
    name: str
    level: PenaltyLevel  # the penalty the floor rules give it
    rule: str  # the floor-rules heading that names it


def load_catalogue() -> tuple[Infraction, ...]:
    entries = load_toml(CATALOGUE_FILE).get("infraction", [])
    catalogue = []
    for n, entry in enumerate(entries, start=1):
        where = f"{CATALOGUE_FILE}, infraction {n} ({entry.get('code', 'no code')})"
        missing = [key for key in ("code", "name", "level", "rule") if not entry.get(key)]
        if missing:
            raise InfractionFileError(f"{where}: missing {', '.join(missing)}")
        try:
            level = PenaltyLevel(entry["level"])
        except ValueError:
            levels = ", ".join(level.value for level in PenaltyLevel)
            raise InfractionFileError(
                f"{where}: level {entry['level']!r} is not one of {levels}"
            ) from None
        catalogue.append(Infraction(entry["code"], entry["name"], level, entry["rule"]))
    codes = [i.code for i in catalogue]
    repeated = sorted({c for c in codes if codes.count(c) > 1})
    if repeated:
        raise InfractionFileError(f"{CATALOGUE_FILE}: codes used twice: {', '.join(repeated)}")
    return tuple(catalogue)


CATALOGUE: tuple[Infraction, ...] = load_catalogue()
BY_CODE = {infraction.code: infraction for infraction in CATALOGUE}


def infraction(code: str) -> Infraction:
    """The catalogue entry for ``code``; a ``KeyError`` lists the codes there are."""
    try:
        return BY_CODE[code]
    except KeyError:
        raise KeyError(
            f"unknown infraction {code!r}; the floor rules' infractions are: {', '.join(BY_CODE)}"
        ) from None
