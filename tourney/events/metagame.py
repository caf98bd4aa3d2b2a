"""The event's metagame: which Mane Characters and colours the registered lists play, and, once
Swiss results are in, how the main Manes fared against each other.

Figures come from the registered deck lists (floor rules, Deck Lists) and the recorded Swiss
results; they are recomputed on demand, so they follow every list registered or changed. Every
deck counts once for its Mane Character (102.1) and once for each colour its Mane and Draw deck
cards show (203.1a); Problems are left out, since their colours are confront requirements, not
what the deck plays.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import CardType, Colour
from tourney.db.schema import EventRow, MatchRow
from tourney.decks.errors import DeckReadError
from tourney.decks.reading import read_deck_list
from tourney.decks.resolving import resolve
from tourney.events.matches import matches_in, rounds_of
from tourney.events.model import Result, RoundKind
from tourney.events.registration import registrations_of

NO_MANE = "(no Mane Character)"
OTHER = "Other"
MAIN_MANES = 6  # the matchup table's rows: more would not fit a page or a window
MAIN_MINIMUM = 2  # a Mane played once has no matchups worth a row of its own
# How the window and the printout draw each colour's bar.
COLOUR_HEX = {
    "blue": "#3f86d1",
    "orange": "#ee8a36",
    "pink": "#ec6fae",
    "purple": "#8c5fc8",
    "white": "#e9e9ee",
    "yellow": "#f2cc3d",
}


@dataclass(frozen=True)
class RegisteredDeck:
    player: str
    mane: str  # full name (201.1), or NO_MANE when the list names none or cannot be read
    colours: tuple[Colour, ...]


@dataclass(frozen=True)
class Share:
    label: str
    count: int
    share: float  # of the registered lists, 0..1


@dataclass(frozen=True)
class Record:
    """One Mane's match results against another in the Swiss rounds, from the row Mane's
    players' side; in a mirror cell both players' sides are counted."""

    wins: int = 0
    losses: int = 0
    draws: int = 0

    @property
    def matches(self) -> int:
        return self.wins + self.losses + self.draws

    @property
    def win_rate(self) -> float | None:
        """Wins, with a draw as half a win; ``None`` with no matches."""
        return (self.wins + self.draws / 2) / self.matches if self.matches else None

    def __str__(self) -> str:
        return f"{self.wins}-{self.losses}-{self.draws}"


@dataclass
class Metagame:
    decks: list[RegisteredDeck]
    unreadable: list[str]  # "player: why", lists counted under NO_MANE
    manes: list[Share]
    colours: list[Share]
    main_manes: list[str]  # the matchup table's rows and columns, OTHER last when present
    matchups: dict[tuple[str, str], Record] = field(default_factory=dict)  # (row, column)
    swiss_rounds: int = 0  # finished Swiss rounds whose results are counted

    @property
    def total(self) -> int:
        return len(self.decks)

    def record(self, row: str, column: str) -> Record:
        return self.matchups.get((row, column), Record())

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, for the event export."""
        return {
            "decks": self.total,
            "unreadable": list(self.unreadable),
            "manes": [_share_dict(s) for s in self.manes],
            "colours": [_share_dict(s) for s in self.colours],
            "swiss_rounds": self.swiss_rounds,
            "main_manes": list(self.main_manes),
            "matchups": [
                {"mane": row, "against": column, "wins": r.wins, "losses": r.losses,
                 "draws": r.draws}
                for (row, column), r in sorted(self.matchups.items())
            ],
        }  # fmt: skip


def _share_dict(share: Share) -> dict[str, Any]:
    return {"label": share.label, "count": share.count, "share": round(share.share, 4)}


def registered_deck(player: str, text: str, catalog: CardCatalog) -> tuple[RegisteredDeck, str]:
    """The deck's Mane and colours, and why it could not be read ("" when it could)."""
    try:
        resolved = resolve(read_deck_list(text, f"{player}'s deck list"), catalog)
    except DeckReadError as error:
        return RegisteredDeck(player, NO_MANE, ()), str(error)
    deck = resolved.deck
    manes = [e.card for e in deck.mane if e.card.type is CardType.MANE]
    colours: set[Colour] = set()
    for entry in (*deck.mane, *deck.draw):
        colours.update(entry.card.colours)
    if len(manes) != 1:
        why = "no Mane Character" if not manes else "more than one Mane Character"
        return RegisteredDeck(player, NO_MANE, tuple(sorted(colours))), why
    return RegisteredDeck(player, manes[0].name, tuple(sorted(colours))), ""


def event_metagame(
    session: Session, event: EventRow, catalog: CardCatalog, main: int = MAIN_MANES
) -> Metagame:
    """The metagame of ``event`` from its registered lists and finished Swiss rounds."""
    decks: list[RegisteredDeck] = []
    unreadable: list[str] = []
    mane_of: dict[int, str] = {}
    for registration in registrations_of(session, event):
        if not (registration.deck_list or "").strip():
            continue
        deck, why = registered_deck(registration.player.name, registration.deck_list, catalog)
        decks.append(deck)
        mane_of[registration.id] = deck.mane
        if why:
            unreadable.append(f"{deck.player}: {why}")
    matches: list[MatchRow] = []
    swiss_rounds = 0
    for round_ in rounds_of(session, event):
        if round_.kind != RoundKind.SWISS:
            continue
        played = [m for m in matches_in(session, round_) if m.result is not None]
        if played and all(m.result is not None for m in matches_in(session, round_)):
            swiss_rounds += 1
            matches.extend(played)
    results = [
        (mane_of[m.player_a_id], mane_of[m.player_b_id], Result(m.result))
        for m in matches
        if m.player_b_id is not None and m.player_a_id in mane_of and m.player_b_id in mane_of
    ]
    return metagame_of(decks, results, unreadable, swiss_rounds, main)


def metagame_of(
    decks: list[RegisteredDeck],
    results: Iterable[tuple[str, str, Result]],
    unreadable: list[str] | None = None,
    swiss_rounds: int = 0,
    main: int = MAIN_MANES,
) -> Metagame:
    """Counts, shares and the matchup table from decks and (Mane A, Mane B, result) triples."""
    total = len(decks)
    by_mane = Counter(d.mane for d in decks)
    by_colour = Counter(c for d in decks for c in d.colours)
    manes = [Share(m, n, n / total) for m, n in sorted(by_mane.items(), key=_most_first)]
    colours = [
        Share(str(c).capitalize(), n, n / total)
        for c, n in sorted(by_colour.items(), key=_most_first)
    ]
    main_manes = [s.label for s in manes if s.count >= MAIN_MINIMUM and s.label != NO_MANE][:main]
    metagame = Metagame(decks, list(unreadable or []), manes, colours, main_manes)
    metagame.swiss_rounds = swiss_rounds
    tally: dict[tuple[str, str], Counter[str]] = {}

    def row_of(mane: str) -> str:
        return mane if mane in main_manes else OTHER

    for mane_a, mane_b, result in results:
        a, b = row_of(mane_a), row_of(mane_b)
        if result is Result.A_WINS:
            outcome_a, outcome_b = "wins", "losses"
        elif result is Result.B_WINS:
            outcome_a, outcome_b = "losses", "wins"
        elif result is Result.DRAW:
            outcome_a = outcome_b = "draws"
        elif result is Result.DOUBLE_LOSS:
            outcome_a = outcome_b = "losses"  # both players lose the match (floor rules)
        else:
            continue  # a bye is no matchup
        # Each player's side of the match: a mirror match counts twice in its own cell.
        tally.setdefault((a, b), Counter())[outcome_a] += 1
        tally.setdefault((b, a), Counter())[outcome_b] += 1
    if any(OTHER in pair for pair in tally):
        metagame.main_manes.append(OTHER)
    metagame.matchups = {
        pair: Record(c["wins"], c["losses"], c["draws"]) for pair, c in tally.items()
    }
    return metagame


def _most_first(item: tuple[Any, int]) -> tuple[int, str]:
    return (-item[1], str(item[0]))
