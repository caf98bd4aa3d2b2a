"""Draft pods for an event: seat the registered players and keep pod and seat on each entry.

Booster Draft Format (2016 document, section 11): "judges will divide players into roughly
equal pods". The event's Swiss rounds then pair each pod on its own when the event's settings
say ``same_pod_only`` (read by ``tourney.events.swiss_link.pairing_rules``); ``assign_pods``
sets it for draft events unless told otherwise.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.db.schema import DraftRow, EventRow, RegistrationRow, StaffRow
from tourney.events import audit
from tourney.events.errors import EventRuleError
from tourney.events.matches import current_round
from tourney.events.model import StaffRole
from tourney.events.registration import registrations_of
from tourney.events.staff import require_role
from tourney.limited.pods import DRAFT_RULE, RECOMMENDED_POD_SIZE, Pod, seat_pods

SEATS_PODS = (StaffRole.ORGANIZER, StaffRole.HEAD_JUDGE, StaffRole.FLOOR_JUDGE)


def assign_pods(
    session: Session,
    event: EventRow,
    *,
    pod_size: int = RECOMMENDED_POD_SIZE,
    seed: int,
    by: StaffRow,
    same_pod_only: bool | None = None,
    at: datetime | None = None,
) -> list[Pod[RegistrationRow]]:
    """Seat the event's active players in pods at random (``seed``), store pod and seat on each
    registration and record it in the audit trail, the previous seating included.

    ``same_pod_only`` (default: whether the event is a draft) restricts Swiss pairing to pods.
    Pods can be redrawn until round 1 is paired; after that they would change who may meet.
    A stored draft keeps its pod's seating, so pods are not redrawn while one is stored.
    """
    require_role(by, event, SEATS_PODS, "seat draft pods", DRAFT_RULE)
    if current_round(session, event) is not None:
        raise EventRuleError(
            f"{event.name} has paired rounds; its pods can no longer be redrawn ({DRAFT_RULE})"
        )
    drafted = session.scalars(select(DraftRow.pod).where(DraftRow.event_id == event.id)).all()
    if drafted:
        which = (
            f"pod {drafted[0]} has a draft"
            if len(drafted) == 1
            else "pods " + ", ".join(str(n) for n in sorted(drafted)) + " have drafts"
        )
        raise EventRuleError(
            f"{event.name}: {which} stored, seated as drawn; discard the draft before seating "
            f"the pods again ({DRAFT_RULE})"
        )
    players = registrations_of(session, event, active=True)
    pods = seat_pods(players, pod_size=pod_size, seed=seed)
    previous = _seating(event_pods(session, event))
    for registration in registrations_of(session, event):
        registration.pod = registration.seat = None
    for pod in pods:
        for seat, registration in enumerate(pod.seats, start=1):
            registration.pod, registration.seat = pod.number, seat
    if same_pod_only is None:
        same_pod_only = is_draft_event(event)
    # A new dict, so the JSON column sees the change.
    event.settings = {
        **(event.settings or {}),
        "same_pod_only": same_pod_only,
        "pods": {"pod_size": pod_size, "seed": seed},
    }
    session.flush()
    details: dict[str, object] = {
        "pod_size": pod_size,
        "seed": seed,
        "same_pod_only": same_pod_only,
        "pods": _seating(pods),
    }
    if previous:
        details["previous"] = previous
    audit.record(session, event, by, "draft pods seated", details, at=at)
    return pods


def event_pods(session: Session, event: EventRow) -> list[Pod[RegistrationRow]]:
    """The pods as stored on the registrations, each in seat order (dropped players included,
    since they sat at the draft)."""
    by_pod: dict[int, list[RegistrationRow]] = {}
    for registration in registrations_of(session, event):
        if registration.pod is not None:
            by_pod.setdefault(registration.pod, []).append(registration)
    return [
        Pod(number, tuple(sorted(members, key=lambda r: r.seat or 0)))
        for number, members in sorted(by_pod.items())
    ]


def is_draft_event(event: EventRow) -> bool:
    """Whether the event's format builds pools by drafting (``pack_list = "draft"``)."""
    from tourney.legality import load_formats

    fmt = load_formats().get(event.format_id)
    return fmt is not None and fmt.pack_list == "draft"


def _seating(pods: list[Pod[RegistrationRow]]) -> list[list[str]]:
    return [[r.player.name for r in pod.seats] for pod in pods]
