"""The one module that reads and checks a registered deck list with ``tourney.decks`` and
``tourney.legality``, and names the infraction of the catalogue the result calls for.

Floor rules, Deck Lists: an *incorrect* list "usually results in a Game Warning"; an *invalid*
one (including one describing an illegal deck) draws at least a Game Loss, and only one penalty
is issued per list, which ``LegalityReport.recommended_penalty`` already settles.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.db.schema import (
    DeckCheckRow,
    EventRow,
    PenaltyRow,
    RegistrationRow,
    RoundRow,
    StaffRow,
)
from tourney.decks import DeckReadError, read_deck_list, resolve
from tourney.decks.model import Deck, ProblemClass
from tourney.events import audit
from tourney.events.clock import now
from tourney.events.errors import EventRuleError
from tourney.events.matches import matches_in
from tourney.events.model import PenaltyLevel, RoundStatus, Tier, tier_rule
from tourney.events.penalties import issue_penalty, penalties_of
from tourney.events.registration import registrations_of
from tourney.events.round_clock import deck_check_minutes
from tourney.events.rounds import extend_time
from tourney.events.staff import JUDGES, require_role
from tourney.legality import (
    Format,
    LegalityReport,
    MissingPoolError,
    Penalty,
    check_deck,
    load_formats,
)

_INFRACTION = {Penalty.GAME_WARNING: "incorrect-deck-list", Penalty.GAME_LOSS: "invalid-deck-list"}
DECK_LIST_PENALTIES = ("incorrect-deck-list", "invalid-deck-list")


@dataclass(frozen=True)
class DeckCheck:
    report: LegalityReport
    infraction: str | None  # the catalogue code to penalize, None for a clean legal list


def check_registered_deck(
    registration: RegistrationRow,
    catalog: CardCatalog,
    fmt: Format,
    pool: Counter[str] | None = None,
) -> DeckCheck:
    """Check the player's stored list against ``fmt`` on the event's date.

    Raises ``DeckReadError`` when the text is no deck list at all (the judge decides then) and
    ``EventRuleError`` when the player has handed none in.
    """
    name = registration.player.name
    if not registration.deck_list:
        raise EventRuleError(f"{name} has not handed in a deck list")
    deck_list = read_deck_list(registration.deck_list, f"{name}'s deck list")
    report = check_deck(resolve(deck_list, catalog), fmt, registration.event.date, catalog, pool)
    penalty = report.recommended_penalty
    return DeckCheck(report, _INFRACTION[penalty] if penalty is not None else None)


@dataclass(frozen=True)
class DeckListProblem:
    """A player whose deck list is missing, unreadable or not legal."""

    registration: RegistrationRow
    problem: str  # what is wrong, citing the rule
    missing: bool = False  # no list at all, where the tier needs one: the event cannot start

    @property
    def text(self) -> str:
        return f"{self.registration.player.name}: {self.problem}"


def open_deck_list_problems(
    session: Session, event: EventRow, catalog: CardCatalog | None, fmt: Format | None = None
) -> list[DeckListProblem]:
    """Every still-playing player whose list is missing where the tier needs one (floor rules,
    Tier 2/3 Rules: Deck Lists), cannot be read, or breaks a deckbuilding or format rule: what
    the head judge settles before the start. A limited list is checked against the player's
    pool by the limited tools, not here. Without a ``catalog`` only missing lists are found."""
    fmt = fmt if fmt is not None else load_formats().get(event.format_id)
    needs_list = event.tier >= Tier.CHAMPIONSHIP
    found: list[DeckListProblem] = []
    for registration in registrations_of(session, event, active=True):
        if not registration.deck_list:
            if needs_list:
                rule = tier_rule(event.tier, "Deck Lists")
                found.append(
                    DeckListProblem(registration, f"no deck list handed in ({rule})", True)
                )
            continue
        if fmt is None or catalog is None:
            continue
        try:
            check = check_registered_deck(registration, catalog, fmt)
        except MissingPoolError:
            continue
        except DeckReadError as error:
            found.append(DeckListProblem(registration, f"the list cannot be read: {error}"))
            continue
        if not check.report.legal:
            found.append(
                DeckListProblem(registration, "; ".join(findings_text(check.report).splitlines()))
            )
    return found


@dataclass(frozen=True)
class DeckListReview:
    check: DeckCheck
    penalty: PenaltyRow | None  # the deck-list penalty issued, None for a clean list


def review_deck_list(
    session: Session,
    registration: RegistrationRow,
    catalog: CardCatalog,
    fmt: Format,
    *,
    judge: StaffRow,
    level: PenaltyLevel | None = None,
    pool: Counter[str] | None = None,
    at: datetime | None = None,
) -> DeckListReview:
    """Check a registered list and penalize what the legality checker finds: one penalty per
    list, the infraction and level the floor rules recommend (Deck Lists: incorrect, a Game
    Warning; invalid or illegal, a Game Loss). Only the head judge may give another ``level``
    (``issue_penalty`` enforces and audits it). The notes list every problem found, each with
    its line, so the player can correct the list.

    A list already penalized since it was handed in is not penalized again (one penalty per
    list); the head judge changes that penalty's level instead (``change_penalty_level``)."""
    found = check_registered_deck(registration, catalog, fmt, pool)
    if found.infraction is None:
        return DeckListReview(found, None)
    earlier = _deck_list_penalty(session, registration)
    if earlier is not None:
        raise EventRuleError(
            f"{registration.player.name}'s deck list already drew a {earlier.level} for "
            f"{earlier.infraction} (floor rules, Deck Lists: one penalty per list); the head "
            "judge may change that penalty's level instead"
        )
    penalty = issue_penalty(
        session,
        registration,
        found.infraction,
        judge=judge,
        level=level,
        notes=findings_text(found.report),
        between_games=True,
        at=at,
    )
    return DeckListReview(found, penalty)


def _deck_list_penalty(session: Session, registration: RegistrationRow) -> PenaltyRow | None:
    """The deck-list penalty given since the player handed in the list they have now."""
    submitted = registration.deck_submitted_at
    for penalty in penalties_of(session, registration.event, registration):
        if penalty.infraction in DECK_LIST_PENALTIES and (
            submitted is None or penalty.at >= submitted
        ):
            return penalty
    return None


def findings_text(report: LegalityReport) -> str:
    """What the check found, one problem a line: deck-list problems with their lines, then the
    broken deckbuilding and format rules."""
    lines = [problem.message for problem in report.deck_list_problems]
    lines += [violation.message for violation in report.violations]
    return "\n".join(lines)


# Random deck checks (floor rules, Tier 2/3 Rules: Deck Checks): "At the start of a round, at
# least one game is selected and judges then collect the decks from those games ... Decks are
# then checked against their respective deck lists ... Any penalties resulting in an incorrect
# deck or deck list will be applied to that game. The selected players will be given extra time
# to finish the round."
DECK_CHECK_RULE = "floor rules, Tier 2/3 Rules: Deck Checks"


def deck_checks_of(session: Session, round_: RoundRow) -> list[DeckCheckRow]:
    query = select(DeckCheckRow).where(DeckCheckRow.round_id == round_.id)
    return list(session.scalars(query.order_by(DeckCheckRow.id)))


def select_deck_checks(
    session: Session,
    round_: RoundRow,
    *,
    count: int,
    seed: int,
    by: StaffRow,
    extra_minutes: int | None = None,
    at: datetime | None = None,
) -> list[DeckCheckRow]:
    """Pick ``count`` games of the round at random (seeded by ``seed`` and the round, so the
    choice can be shown to be random and repeated) among tables with two players not yet
    checked this round, record a check for both players of each, and give each table the
    extra time (``extra_minutes``, else resources/round_time.toml ``deck_check_minutes``)."""
    event = round_.event
    require_role(by, event, JUDGES, "select deck checks", DECK_CHECK_RULE)
    if round_.status == RoundStatus.FINISHED:
        raise EventRuleError(
            f"round {round_.number} has finished; deck checks are made at its start"
        )
    if count < 1:
        raise EventRuleError(f"select at least one game for a deck check, not {count}")
    checked = {c.match_id for c in deck_checks_of(session, round_)}
    games = [
        m for m in matches_in(session, round_) if m.player_b_id is not None and m.id not in checked
    ]
    if len(games) < count:
        raise EventRuleError(
            f"round {round_.number} has {len(games)} game{'s' if len(games) != 1 else ''} not "
            f"yet checked; cannot select {count}"
        )
    chosen = sorted(
        random.Random(f"{seed}:{round_.number}").sample(games, count),
        key=lambda m: m.table_number,
    )
    stamp = now(at)
    rows = []
    for match in chosen:
        for registration in (match.player_a, match.player_b):
            assert registration is not None
            rows.append(
                DeckCheckRow(
                    round_id=round_.id,
                    match_id=match.id,
                    registration_id=registration.id,
                    seed=seed,
                    selected_at=stamp,
                )
            )
    session.add_all(rows)
    session.flush()
    audit.record(
        session,
        event,
        by,
        "deck checks selected",
        {
            "round": round_.number,
            "seed": seed,
            "tables": [m.table_number for m in chosen],
            "players": [r.registration.player.name for r in rows],
        },
        at=stamp,
    )
    minutes = extra_minutes if extra_minutes is not None else deck_check_minutes()
    for match in chosen:
        extend_time(
            session,
            round_,
            minutes,
            by=by,
            why=f"deck check ({DECK_CHECK_RULE}: the selected players are given extra time)",
            table_number=match.table_number,
            at=stamp,
        )
    return rows


@dataclass(frozen=True)
class DeckCheckOutcome:
    check: DeckCheckRow
    missing: dict[str, int]  # on the list, not in the deck: name -> copies
    extra: dict[str, int]  # in the deck, not on the list
    penalty: PenaltyRow | None

    @property
    def deck_matches_list(self) -> bool:
        return not self.missing and not self.extra


def record_deck_check(
    session: Session,
    check: DeckCheckRow,
    presented_list_text: str,
    *,
    catalog: CardCatalog,
    by: StaffRow,
    fmt: Format | None = None,
    level: PenaltyLevel | None = None,
    pool: Counter[str] | None = None,
    at: datetime | None = None,
) -> DeckCheckOutcome:
    """A judge enters the deck as presented (written as a deck list) and Tourney compares it
    with the registered list, card by card, and checks the registered list itself
    (``check_registered_deck``). A deck that does not match its list makes the list invalid
    (floor rules, Deck Lists: "does not match the deck being played"), a Game Loss applied to
    the checked game; otherwise a list problem the checker finds draws its recommended penalty,
    unless the list already drew one (one penalty per list, floor rules, Deck Lists). The head
    judge may give another ``level``; the findings are stored with the check and audited."""
    registration = check.registration
    event = registration.event
    require_role(by, event, JUDGES, "record deck checks", DECK_CHECK_RULE)
    name = registration.player.name
    if check.checked_at is not None:
        raise EventRuleError(f"{name}'s deck check of round {check.round.number} is recorded")
    if not registration.deck_list:
        raise EventRuleError(f"{name} has no registered deck list to check the deck against")
    fmt = fmt if fmt is not None else load_formats()[event.format_id]
    presented = resolve(read_deck_list(presented_list_text, f"{name}'s presented deck"), catalog)
    registered = resolve(read_deck_list(registration.deck_list, f"{name}'s deck list"), catalog)
    unreadable = [p.message for p in presented.problems if p.problem_class is ProblemClass.INVALID]
    if unreadable:
        raise EventRuleError(
            f"the presented deck of {name} names cards Tourney cannot identify: "
            + "; ".join(unreadable)
        )
    have, listed = _counts(presented.deck), _counts(registered.deck)
    missing = dict(sorted((listed - have).items()))
    extra = dict(sorted((have - listed).items()))
    list_check: DeckCheck | None
    try:
        list_check = check_registered_deck(registration, catalog, fmt, pool)
    except MissingPoolError:
        list_check = None  # a limited list is judged against the pool by the limited tools
    infraction: str | None = None
    notes: list[str] = []
    if missing or extra:
        infraction = "invalid-deck-list"
        notes.append(_difference_text(missing, extra))
    elif list_check is not None and list_check.infraction is not None:
        already = [
            p
            for p in penalties_of(session, event, registration)
            if p.infraction in DECK_LIST_PENALTIES
        ]
        if not already:
            infraction = list_check.infraction
            notes.append(findings_text(list_check.report))
    stamp = now(at)
    penalty = None
    if infraction is not None:
        penalty = issue_penalty(
            session,
            registration,
            infraction,
            judge=by,
            level=level,
            notes=f"deck check, round {check.round.number}: " + "\n".join(notes),
            at=stamp,
        )
    check.checked_at = stamp
    check.judge_id = by.id
    check.presented = presented_list_text
    check.findings = {
        "matches_list": not missing and not extra,
        "missing": missing,
        "extra": extra,
        "list_problems": (
            [p.message for p in list_check.report.deck_list_problems]
            + [v.message for v in list_check.report.violations]
            if list_check is not None
            else []
        ),
        "infraction": infraction,
        "penalty": penalty.level if penalty is not None else None,
    }
    session.flush()
    audit.record(
        session,
        event,
        by,
        "deck checked",
        {"player": name, "round": check.round.number, **check.findings},
        at=stamp,
    )
    return DeckCheckOutcome(check, missing, extra, penalty)


def _counts(deck: Deck) -> Counter[str]:
    counts: Counter[str] = Counter()
    for entry in deck.entries():
        counts[entry.card.name] += entry.count
    return counts


def _difference_text(missing: dict[str, int], extra: dict[str, int]) -> str:
    parts = []
    if missing:
        parts.append(
            "on the list but not in the deck: " + ", ".join(f"{n}x {c}" for c, n in missing.items())
        )
    if extra:
        parts.append(
            "in the deck but not on the list: " + ", ".join(f"{n}x {c}" for c, n in extra.items())
        )
    return "the deck does not match the registered list (floor rules, Deck Lists): " + "; ".join(
        parts
    )
