"""The final event report: details, staff, players, rounds, final Swiss standings, the top cut
(as stored, with its champion), penalties and drops: the record an organizer files or sends on
after the event."""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, Spacer
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, RegistrationRow
from tourney.events.matches import matches_in, rounds_of
from tourney.events.model import EventStatus, Tier
from tourney.events.naming import shown_names_of
from tourney.events.penalties import penalties_of
from tourney.events.registration import registrations_of
from tourney.events.staff import staff_of
from tourney.events.swiss_link import event_standings, standings_rules
from tourney.events.topcut import StoredBracket, bracket_of
from tourney.printing.layout import Printout, PrintoutError, available_width, para, table
from tourney.printing.penalties import penalties_table
from tourney.printing.standings import key, key_height, standings_table, tiebreaker_chain

TIER_NAMES = {Tier.LOCAL: "Tier 1 (local)", Tier.CHAMPIONSHIP: "Tier 2", Tier.PREMIER: "Tier 3"}


def _when(value: object) -> str:
    return value.strftime("%Y-%m-%d %H:%M") if value is not None else "—"  # type: ignore[attr-defined]


def _heading(text: str) -> list[Flowable]:
    # The heading stays with the start of its section: a table never starts a page with fewer
    # than ORPHAN_ROWS rows, and when it moves on, its heading moves with it.
    heading = para(text, 13, bold=True)
    heading.keepWithNext = True
    gap = Spacer(1, 2 * mm)
    gap.keepWithNext = True
    return [CondPageBreak(30 * mm), Spacer(1, 5 * mm), heading, gap]


def _top_cut_table(cut: StoredBracket, width: float, names: dict[int, str]) -> Flowable:
    """Every elimination match as stored: round and table, both seeds, who advanced."""

    def name(registration: RegistrationRow) -> str:
        return names.get(registration.id, registration.player.name)

    rows = []
    for match in cut.matches:
        (a, b), (sa, sb) = match.players, match.seeds
        where = str(match.round_number) if match.round_number is not None else "—"
        rows.append(
            [
                where,
                str(match.table or ""),
                f"({sa}) {name(a)}" if a is not None else "",
                f"({sb}) {name(b)}" if b is not None else "",
                name(match.winner) if match.winner is not None else "",
            ]
        )
    champion = cut.champion
    rows.append(["", "", "", "Champion", name(champion) if champion else "not decided"])
    shares = [0.12, 0.08, 0.27, 0.27, 0.26]
    return table(
        ["Round", "Table", "Player", "Opponent", "Advances"],
        rows,
        [s * width for s in shares],
        size=9,
        align_right=(0, 1),
        bold_columns=(4,),
    )


def report(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
) -> Printout:
    if round_number is not None:
        raise PrintoutError("the event report covers the whole event; leave out the round")
    width = available_width(page_size)
    registrations = registrations_of(session, event)
    names = shown_names_of(registrations)
    dropped = [r for r in registrations if r.dropped_at is not None]
    rounds = rounds_of(session, event)
    details = [
        ["Event", event.name],
        ["Date", event.date.isoformat()],
        ["Tier", TIER_NAMES.get(Tier(event.tier), f"Tier {event.tier}")],
        ["Format", event.format_id],
        ["Structure", event.structure],
        ["Round time", f"{event.round_minutes} minutes"],
        ["Status", event.status],
        ["Started", _when(event.started_at)],
        ["Finished", _when(event.finished_at)],
        ["Players", f"{len(registrations)} registered, {len(dropped)} dropped"],
        ["Rounds", str(len(rounds))],
    ]
    story: list[Flowable] = [
        table(None, details, [0.25 * width, 0.75 * width], size=10, bold_columns=(0,))
    ]
    story += _heading("Staff")
    staff_rows = [[s.role, s.name] for s in staff_of(session, event)]
    story.append(table(["Role", "Name"], staff_rows, [0.25 * width, 0.75 * width], size=10))
    story += _heading("Rounds")
    round_rows = []
    for round_ in rounds:
        matches = matches_in(session, round_)
        results = sum(m.result is not None for m in matches)
        round_rows.append(
            [
                str(round_.number),
                round_.kind,
                str(len(matches)),
                f"{results} of {len(matches)}",
                round_.status,
                _when(round_.started_at),
                _when(round_.finished_at),
            ]
        )
    shares = [0.09, 0.13, 0.09, 0.13, 0.12, 0.22, 0.22]
    story.append(
        table(
            ["Round", "Kind", "Tables", "Results", "Status", "Started", "Finished"],
            round_rows,
            [s * width for s in shares],
            size=9,
            align_right=(0, 2),
        )
    )
    if rounds:
        final = event.status == EventStatus.FINISHED
        story += _heading("Final standings" if final else "Standings so far")
        chain = tiebreaker_chain(event)
        legend = key(chain, standings_rules(event))
        story.append(
            standings_table(
                event_standings(session, event),
                chain,
                width,
                size=8,
                names=names,
                reserve=key_height(legend, width),
            )
        )
        story += [Spacer(1, 2 * mm), legend]
    cut = bracket_of(session, event)
    if cut is not None:
        story += _heading(f"Top {cut.size}")
        story.append(_top_cut_table(cut, width, names))
    story += _heading("Penalties")
    given = penalties_of(session, event)
    story.append(penalties_table(given, width, names=names) if given else para("None.", 10))
    if dropped:
        story += _heading("Drops")
        drop_rows = [[names[r.id], str(r.dropped_round or 0), r.drop_reason or ""] for r in dropped]
        story.append(
            table(
                ["Player", "After round", "Reason"],
                drop_rows,
                [0.35 * width, 0.13 * width, 0.52 * width],
                size=9,
                align_right=(1,),
            )
        )
    return Printout("Event report", event.date.isoformat(), story)
