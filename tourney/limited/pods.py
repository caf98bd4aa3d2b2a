"""Booster-draft pods: how many, how big, who sits where, and which way each pack goes.

2016 rules document, 11. Limited Play, Booster Draft Format: "judges will divide players into
roughly equal pods; the recommended pod size is 8 players per pod. Each pod will be seated in a
circular fashion ... Boosters are opened in order of set recency, with the most recent set
opened first ... The first and third boosters are passed to the left, while the second and
fourth boosters are passed to the right."

Seats are numbered around the table in the direction of passing left: the player on seat ``k``'s
left is seat ``k + 1``, and the last seat's left is seat 1.

Very small events. The rules set no minimum pod size, so Tourney decides: a pod is never split
below ``MIN_POD_PLAYERS`` (4, the floor rules' Participation Minimums for an event, and the
fewest players that can play three Swiss rounds inside their pod without a rematch). An event
with fewer than ``2 * MIN_POD_PLAYERS`` players is therefore one pod, however small the pod size
asked for. A draft needs someone to pass to, so fewer than ``MIN_DRAFT_PLAYERS`` (2) players
cannot draft at all and ``pod_sizes`` refuses them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from enum import StrEnum
from typing import Generic, TypeVar

from tourney.legality.format import PackCount

T = TypeVar("T")

RECOMMENDED_POD_SIZE = 8  # Booster Draft Format: "the recommended pod size is 8"
MIN_POD_PLAYERS = 4  # Tourney's choice; see the module docstring
MIN_DRAFT_PLAYERS = 2  # "passes the remaining cards to the next player": someone must be there
DRAFT_RULE = "Limited Play: Booster Draft Format"


class PodError(ValueError):
    """Players cannot be split into draft pods as asked; the message says why."""


class PassDirection(StrEnum):
    LEFT = "left"
    RIGHT = "right"


@dataclass(frozen=True)
class Pod(Generic[T]):
    """One draft table: ``seats[0]`` sits in seat 1, with seat 2 on their left."""

    number: int  # 1, 2, ...
    seats: tuple[T, ...]

    def seat_of(self, player: T) -> int:
        """The 1-based seat number of ``player``."""
        return self.seats.index(player) + 1

    def left_of(self, seat: int) -> int:
        """The seat a pack passed left from ``seat`` goes to."""
        return seat % len(self.seats) + 1

    def right_of(self, seat: int) -> int:
        """The seat a pack passed right from ``seat`` goes to."""
        return (seat - 2) % len(self.seats) + 1


def pod_sizes(players: int, pod_size: int = RECOMMENDED_POD_SIZE) -> list[int]:
    """Pod sizes for ``players``: as few pods as keep each at most ``pod_size``, sizes differing by
    at most one (largest first), and no pod below ``MIN_POD_PLAYERS`` when there is more than one.
    """
    if pod_size < MIN_DRAFT_PLAYERS:
        raise PodError(
            f"a pod size of {pod_size} is too small: a draft passes packs between players"
        )
    if players < MIN_DRAFT_PLAYERS:
        raise PodError(
            f"{players} player{'' if players == 1 else 's'} cannot draft: a draft needs at least "
            f"{MIN_DRAFT_PLAYERS}, one to pass the pack to ({DRAFT_RULE})"
        )
    pods = -(-players // pod_size)
    while pods > 1 and players // pods < MIN_POD_PLAYERS:
        pods -= 1
    base, extra = divmod(players, pods)
    return [base + 1] * extra + [base] * (pods - extra)


def seat_pods(
    players: Sequence[T], *, pod_size: int = RECOMMENDED_POD_SIZE, seed: int
) -> list[Pod[T]]:
    """Split ``players`` into pods (``pod_sizes``) and seat them at random; the same seed seats
    the same players the same way."""
    shuffled = list(players)
    random.Random(f"pods:{seed}").shuffle(shuffled)
    pods: list[Pod[T]] = []
    start = 0
    for number, size in enumerate(pod_sizes(len(shuffled), pod_size), start=1):
        pods.append(Pod(number, tuple(shuffled[start : start + size])))
        start += size
    return pods


def pack_passing(pack_count: int) -> list[PassDirection]:
    """Direction for each pack: 1 and 3 left, 2 and 4 right (Booster Draft Format). A draft of
    more packs keeps alternating."""
    return [PassDirection.LEFT if i % 2 == 0 else PassDirection.RIGHT for i in range(pack_count)]


def pack_order(packs: Sequence[PackCount], released: Mapping[str, date | None]) -> list[str]:
    """One set code per pack, in opening order: "Boosters are opened in order of set recency,
    with the most recent set opened first" (Booster Draft Format). ``released`` maps set codes
    to release dates; a set with no date counts as the newest, and ties keep the list's order."""

    def recency(entry: PackCount) -> date:
        return released.get(entry.set_code) or date.max

    ordered = sorted(packs, key=recency, reverse=True)
    return [entry.set_code for entry in ordered for _ in range(entry.packs)]


def pick_pass_reminder(
    pack_number: int, pack_count: int, set_name: str = "", *, tier: int = 1
) -> str:
    """What the judge announces before a pack is opened (Booster Draft Format)."""
    direction = pack_passing(pack_count)[pack_number - 1]
    pack = f"Pack {pack_number} of {pack_count}" + (f" ({set_name})" if set_name else "")
    # "At Tier 2 or higher events, players may not review their drafted cards between picks,
    # but at all event levels there is a brief period between each pack" for reviewing them.
    review = (
        "Do not review your drafted cards between picks (Tier 2 and higher); you may review "
        "them between packs"
        if tier >= 2
        else "You may review your drafted cards between packs"
    )
    return (
        f"{pack}: open it, choose one card, place it face down in front of you and pass the rest "
        f"to your {direction.upper()}. Repeat until the pack is empty. No talking and no showing "
        f"cards until all cards have been drafted. {review}. "
        f"({DRAFT_RULE})"
    )
