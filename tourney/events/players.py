"""Players: added one by one or from a sign-up sheet saved as CSV.

Two people may share a name, so a name already on file is accepted and flagged, never merged.
"""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.db.schema import PlayerRow, RegistrationRow, StaffRow
from tourney.events import audit
from tourney.events.clock import now
from tourney.events.errors import EventRuleError, PlayerCsvError
from tourney.events.staff import RUNS_ROUNDS, name_key, require_role, same_name

# Headers a sign-up sheet uses for the player's name, compared without case.
NAME_HEADERS = ("name", "player", "player name", "full name")
MAX_NAME_LENGTH = 200


@dataclass
class AddedPlayers:
    players: list[PlayerRow]
    # Each added player whose name was already on file (or earlier in the same file).
    same_name: dict[int, list[PlayerRow]] = field(default_factory=dict)

    def flags(self) -> list[str]:
        """One line per added player whose name someone else already has."""
        return [
            f"{player.name!r} has the same name as {len(others)} other "
            f"player{'s' if len(others) > 1 else ''} on file: check they are different people"
            for player in self.players
            if (others := self.same_name.get(player.id))
        ]


def players_named(session: Session, name: str) -> list[PlayerRow]:
    """Players whose name matches ``name`` ignoring case and spacing."""
    candidates = session.scalars(select(PlayerRow).order_by(PlayerRow.id))
    return [p for p in candidates if same_name(p.name, name)]


def add_player(session: Session, name: str, *, at: datetime | None = None) -> AddedPlayers:
    """Add one player. A name already on file is allowed and flagged in the result."""
    clean = _clean_name(name)
    if clean is None:
        raise EventRuleError("a player needs a name")
    if len(clean) > MAX_NAME_LENGTH:
        raise EventRuleError(f"a name is at most {MAX_NAME_LENGTH} characters")
    return _add(session, [clean], at)


def import_players_csv(
    session: Session, text: str, *, source: str = "players.csv", at: datetime | None = None
) -> AddedPlayers:
    """Add the players of a CSV file with a name column (``name``, ``player``, ``player name``
    or ``full name``; other columns are ignored). Every problem is reported with its line, and
    nothing is added unless the whole file is good."""
    reader = csv.reader(io.StringIO(text.lstrip("\ufeff")))
    problems: list[str] = []
    names: list[str] = []
    column: int | None = None
    try:
        for row in reader:
            line = reader.line_num
            if not any(cell.strip() for cell in row):
                continue
            if column is None:
                headers = [cell.strip().casefold() for cell in row]
                found = [i for i, h in enumerate(headers) if h in NAME_HEADERS]
                if not found:
                    raise PlayerCsvError(
                        source,
                        [
                            f"line {line}: no name column; the first line must name the "
                            f"columns, one of them {' or '.join(NAME_HEADERS)} "
                            f"(found: {', '.join(cell.strip() for cell in row)})"
                        ],
                    )
                column = found[0]
                continue
            name = _clean_name(row[column]) if column < len(row) else None
            if name is None:
                problems.append(f"line {line}: no name")
            elif len(name) > MAX_NAME_LENGTH:
                problems.append(f"line {line}: name longer than {MAX_NAME_LENGTH} characters")
            else:
                names.append(name)
    except csv.Error as error:
        problems.append(f"line {reader.line_num}: not readable as CSV ({error})")
    if column is None and not problems:
        raise PlayerCsvError(source, ["line 1: the file is empty"])
    if problems:
        raise PlayerCsvError(source, problems)
    return _add(session, names, at)


def _clean_name(name: str) -> str | None:
    clean = " ".join(name.split())
    return clean or None


def add_players(
    session: Session, names: Iterable[str], *, at: datetime | None = None
) -> AddedPlayers:
    """Add several players at once (a simulation, a demo, a pasted list); each name as in
    ``add_player``. Nothing is added if a name is empty or too long, and the error names it."""
    clean: list[str] = []
    for n, name in enumerate(names, start=1):
        tidy = _clean_name(name)
        if tidy is None:
            raise EventRuleError(f"name {n} of the list is empty; a player needs a name")
        if len(tidy) > MAX_NAME_LENGTH:
            raise EventRuleError(f"name {n} of the list is over {MAX_NAME_LENGTH} characters")
        clean.append(tidy)
    return _add(session, clean, at)


def _add(session: Session, names: list[str], at: datetime | None) -> AddedPlayers:
    # Keyed by ``name_key``, so a long list is not quadratic.
    existing: dict[str, list[PlayerRow]] = defaultdict(list)
    for player in session.scalars(select(PlayerRow).order_by(PlayerRow.id)):
        existing[name_key(player.name)].append(player)
    added = AddedPlayers(players=[])
    stamp = now(at)
    rows = [PlayerRow(name=name, created_at=stamp) for name in names]
    session.add_all(rows)
    session.flush()
    for player in rows:
        others = existing[name_key(player.name)]
        if others:
            added.same_name[player.id] = list(others)
        others.append(player)
        added.players.append(player)
    return added


def rename_player(
    session: Session,
    registration_or_player: RegistrationRow | PlayerRow,
    new_name: str,
    *,
    by: StaffRow,
    why: str,
    at: datetime | None = None,
) -> list[str]:
    """Correct a player's name (a typo at sign-up, a preferred name), audited in ``by``'s event
    with the old and new name. A player record is one person across events, so the new name
    shows in every event they played; allowed at any time, since it changes no result. Returns
    warnings: another player already has the new name (two people may share one)."""
    if isinstance(registration_or_player, RegistrationRow):
        registration = registration_or_player
    else:
        query = select(RegistrationRow).where(
            RegistrationRow.event_id == by.event_id,
            RegistrationRow.player_id == registration_or_player.id,
        )
        found = session.scalars(query).first()
        if found is None:
            raise EventRuleError(
                f"{registration_or_player.name} is not registered in {by.name}'s event"
            )
        registration = found
    event = registration.event
    player = registration.player
    require_role(by, event, RUNS_ROUNDS, "rename players", "floor rules, Tournament Organizer")
    clean = _clean_name(new_name)
    if clean is None:
        raise EventRuleError("a player needs a name")
    if len(clean) > MAX_NAME_LENGTH:
        raise EventRuleError(f"a name is at most {MAX_NAME_LENGTH} characters")
    if clean == player.name:
        raise EventRuleError(f"{player.name} already has that name")
    if not why.strip():
        raise EventRuleError("renaming a player needs the reason, for the audit trail")
    others = [p for p in players_named(session, clean) if p.id != player.id]
    previous = player.name
    player.name = clean
    session.flush()
    audit.record(
        session, event, by, "player renamed", {"player": clean, "previous": previous}, why, at
    )
    if not others:
        return []
    plural = "s" if len(others) > 1 else ""
    return [
        f"{clean!r} is also the name of {len(others)} other player{plural} on file: check they "
        "are different people"
    ]
