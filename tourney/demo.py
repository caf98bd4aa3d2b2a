"""A realistic event to look at: the GUI's screenshots, printout tests and GUI tests use it.

``build_demo_event(session, catalog)`` stores a Tier 2 Harmony store championship played
through the same functions an organizer's actions call:

- staff: organizer, head judge, two floor judges, scorekeeper;
- players with varied names, several with letters outside Latin-1 ("Łucja Wiśniewska",
  "Ярослав Котов", "佐藤 花子"), each registered with a legal deck list built from the real
  catalogue (``random_legal_deck``), except one whose list has an incorrect line (a typo);
  the legality checker finds it and the head judge's review gives the Game Warning the floor
  rules recommend (floor rules, Deck Lists);
- the event started and ``rounds`` Swiss rounds paired, started and played with seeded results;
- penalties: a Procedural Error, a Game Warning for slow play given twice to the same player
  (the second becomes a Game Loss, floor rules, Game Warning) and a Game Warning to another;
- one player dropping after round 2 (or after the last round, if there is only one);
- every result of the last round in, and that round finished.

Everything is seeded: the same arguments build the same event, down to the deck lists.
Fast (well under 2 s for 32 players) because it only flushes; the caller commits.
"""

from __future__ import annotations

import random
from collections import Counter
from datetime import date, datetime, timedelta

from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import DRAW_DECK_TYPES, Card, CardType
from tourney.db.schema import EventRow, RegistrationRow
from tourney.decks import read_deck_list, resolve
from tourney.decks.model import ProblemClass
from tourney.events.deck_checks import review_deck_list
from tourney.events.event import StaffMember, create_event, start_event
from tourney.events.matches import matches_in
from tourney.events.model import Ending, Result, StaffRole, Structure, Tier
from tourney.events.penalties import issue_penalty
from tourney.events.players import add_players
from tourney.events.registration import drop_player, register_player
from tourney.events.results import record_result
from tourney.events.rounds import finish_round, start_round
from tourney.events.staff import staff_of
from tourney.events.swiss_link import pair_next_round
from tourney.legality import Format, check_deck, load_formats

DEMO_DATE = date(2019, 6, 22)
DEMO_FORMAT = "harmony"

# Realistic, varied names: several need more than Latin-1 (printouts must embed fonts for them).
DEMO_NAMES = (
    "Zoë Ångström",
    "Łucja Wiśniewska",
    "Ярослав Котов",
    "佐藤 花子",
    "Søren Ærø",
    "Maria González",
    "James O'Connor",
    "Aiko Tanaka",
    "Priya Natarajan",
    "Mehmet Yılmaz",
    "Chloé Lefèvre",
    "Dmitri Volkov",
    "Hannah Schmidt",
    "Oluwaseun Adeyemi",
    "Kim Min-jun",
    "Nguyễn Thị Lan",
    "Björn Lindqvist",
    "Emily Carter",
    "Rafael Souza",
    "Fatima Al-Sayed",
    "Liam MacDonald",
    "Ana Kovačević",
    "Tomás Ó Briain",
    "Sophie Dubois",
    "Jakub Nowak",
    "Mia Rossi",
    "Noah Williams",
    "Élodie Martin",
    "Ethan Brooks",
    "Isabella Moreno",
    "Jonas Müller",
    "Grace Lee",
    "Mateo Fernández",
    "Olivia Johnson",
    "Ivan Petrov",
    "Yuki Watanabe",
)

# The event every printout is also rendered for: names that break layouts. Two players share a
# name; names of 58 and 73 characters and longer; Arabic and Hebrew (right to left, Arabic
# joined); Chinese, Japanese and Korean; a name of one long word; and a long event name.
LONG_NAMES_EVENT = (
    "Grand Galloping Gala Regional Championship of Equestria and the Crystal Empire, "
    "Canterlot Convention Centre, Hall B"
)
LONG_NAMES = (
    "Pinkie Pie",
    "Bartholomew Maximilian Worthington-Fairweather the Third of Lower Canterlot",
    "فاطمة الزهراء بنت عبد الرحمن",
    "佐藤 花子",
    "Alexandra Konstantinovna Rimsky-Korsakova-Worthington",
    "יעל כהן-לוי",
    "Pinkie Pie",
    "Дмитрий Иванович Александровский-Вортингтон",
    "王小明",
    "김민준",
    "Ngozi Chukwuemeka-Okonkwo Adebayo Oluwaseun Fairweather-Worthington of Manehattan",
    "محمد عبد الله",
    "Zoë Ångström",
    "Supercalifragilisticexpialidocious-Worthingtonshire",
    "Ιωάννης Παπαδόπουλος",
    "Mary Ann Smith",
)

DEMO_STAFF = (
    StaffMember("Rosa Castellano", StaffRole.ORGANIZER),
    StaffMember("Henrik Dahl", StaffRole.HEAD_JUDGE),
    StaffMember("Fiona Walsh", StaffRole.FLOOR_JUDGE),
    StaffMember("Kenji Mori", StaffRole.FLOOR_JUDGE),
    StaffMember("Sam Okafor", StaffRole.SCOREKEEPER),
)

INCORRECT_LIST_PLAYER = 5  # whose list has a typo: 0-based, modulo the number of players


class DemoDeckError(RuntimeError):
    """The catalogue cannot give a legal deck for the format on the date (too few cards)."""


def random_legal_deck(catalog: CardCatalog, fmt: Format, on: date, seed: int) -> str:
    """A deck-list text legal in constructed ``fmt`` on ``on``, built at random (seeded) from the
    catalogue: one Mane Character, ten Problems with a Starting Problem (101.3), the Draw Deck
    minimum at most three copies a name (101.1, 101.2), checked with ``check_deck``. Cards the
    check objects to (banned, not yet released, outside the format) are left out and the deck
    is drawn again."""
    rng = random.Random(seed)
    rules = fmt.deck
    excluded: set[str] = set()
    cards = [c for c in catalog.tournament_cards() if c.legal_from is None or c.legal_from <= on]
    # A name two printings share resolves to one card; keep one printing of each name.
    by_name: dict[str, Card] = {}
    for card in cards:
        by_name.setdefault(card.name, card)
    for _ in range(20):
        usable = [c for name, c in sorted(by_name.items()) if name not in excluded]
        text = _deck_text(usable, rules.draw_min, rules.problem_count, rng)
        deck_list = read_deck_list(text, "generated deck")
        report = check_deck(resolve(deck_list, catalog), fmt, on, catalog)
        if report.legal and not report.deck_list_problems:
            return text
        excluded.update(name for v in report.violations for name in v.cards)
        excluded.update(name for p in report.deck_list_problems for name in p.cards)
        bad_lines = {p.line for p in report.deck_list_problems}
        excluded.update(line.written for line in deck_list.lines if line.line in bad_lines)
    raise DemoDeckError(f"no legal {fmt.name} deck found in the catalogue for {on}")


def _deck_text(cards: list[Card], draw_min: int, problem_count: int, rng: random.Random) -> str:
    manes = [c for c in cards if c.type is CardType.MANE]
    problems = [c for c in cards if c.type is CardType.PROBLEM and not c.dilemma]
    starting = [c for c in problems if c.starting_problem]
    if not manes or not starting:
        raise DemoDeckError("the catalogue has no Mane Character or Starting Problem")
    mane = rng.choice(manes)
    # Two colours, the Mane's and one more, the way players build.
    colours = set(mane.colours)
    others = sorted({c for card in cards for c in card.colours} - colours)
    if others:
        colours.add(rng.choice(others))
    chosen: Counter[str] = Counter()
    first = rng.choice(starting)
    chosen[first.name] = 2
    for card in rng.sample(problems, len(problems)):
        if sum(chosen.values()) >= problem_count:
            break
        if card.name not in chosen:
            chosen[card.name] = min(2, problem_count - sum(chosen.values()))
    fits = [
        c for c in cards if c.type in DRAW_DECK_TYPES and c.colours and set(c.colours) <= colours
    ]
    draw: Counter[str] = Counter()
    for card in rng.sample(fits, len(fits)):
        if sum(draw.values()) >= draw_min:
            break
        draw[card.name] = min(3, draw_min - sum(draw.values()))
    lines = ["Mane Character", f"1x {mane.name}", "", f"Problem Deck ({problem_count})"]
    lines += [f"{n}x {name}" for name, n in chosen.items()]
    lines += ["", f"Draw Deck ({sum(draw.values())})"]
    lines += [f"{n}x {name}" for name, n in draw.items()]
    return "\n".join(lines) + "\n"


def _with_typo(text: str, catalog: CardCatalog, rng: random.Random) -> str:
    """The list with one Draw Deck card's name mistyped (a letter dropped) such that the line
    still names one card: an incorrect list, not an invalid one (floor rules, Deck Lists)."""
    lines = text.splitlines()
    draw_start = next(i for i, line in enumerate(lines) if line.startswith("Draw Deck"))
    candidates = [i for i in range(draw_start + 1, len(lines)) if len(lines[i]) > 16]
    for i in rng.sample(candidates, len(candidates)):
        count, name = lines[i].split(" ", 1)
        cut = rng.randrange(2, len(name) - 2)
        while cut < len(name) - 1 and not name[cut].isalpha():
            cut += 1
        typo = [*lines[:i], f"{count} {name[:cut]}{name[cut + 1 :]}", *lines[i + 1 :]]
        typed = "\n".join(typo) + "\n"
        problems = resolve(read_deck_list(typed, "demo list"), catalog).problems
        if problems and all(p.problem_class is ProblemClass.INCORRECT for p in problems):
            return typed
    raise DemoDeckError("no line of the demo list can carry a typo that still names one card")


def demo_names(players: int) -> list[str]:
    """``players`` distinct names: the list above, then numbered ones if more are wanted."""
    names = list(DEMO_NAMES[:players])
    names += [f"Guest Player {n}" for n in range(len(names) + 1, players + 1)]
    return names


def build_demo_event(
    session: Session,
    catalog: CardCatalog,
    *,
    players: int = 32,
    rounds: int = 3,
    seed: int = 1,
    names: tuple[str, ...] | None = None,
    event_name: str = "Canterlot Store Championship",
) -> EventRow:
    """Store the demo event described in this module's docstring and return it (flushed, not
    committed). ``names``: the players' names instead of the demo's (``LONG_NAMES``, with
    ``event_name=LONG_NAMES_EVENT``, gives the event that tests every printout's layout)."""
    if names is not None:
        players = len(names)
    if players < 4:
        raise ValueError(f"the demo event needs at least 4 players, not {players}")
    if rounds < 1:
        raise ValueError(f"the demo event plays at least 1 round, not {rounds}")
    rng = random.Random(seed)
    fmt = load_formats()[DEMO_FORMAT]
    clock = datetime.combine(DEMO_DATE, datetime.min.time()) + timedelta(hours=10)
    event = create_event(
        session,
        name=event_name,
        on=DEMO_DATE,
        tier=Tier.CHAMPIONSHIP,
        format_id=DEMO_FORMAT,
        structure=Structure.SWISS_TOP_CUT,
        planned_rounds=rounds,
        seed=seed,
        staff=list(DEMO_STAFF),
        at=clock,
    )
    organizer, head_judge, floor_a, floor_b, scorekeeper = staff_of(session, event)
    registrations: list[RegistrationRow] = []
    added = add_players(session, list(names or demo_names(players)), at=clock).players
    for n, player in enumerate(added):
        deck = random_legal_deck(catalog, fmt, DEMO_DATE, seed * 1000 + n)
        if n == INCORRECT_LIST_PLAYER % players:
            deck = _with_typo(deck, catalog, rng)
        registrations.append(
            register_player(session, event, player, by=scorekeeper, deck_list=deck, at=clock)
        )
    incorrect = registrations[INCORRECT_LIST_PLAYER % players]
    review_deck_list(session, incorrect, catalog, fmt, judge=head_judge, at=clock)
    start_event(session, event, by=head_judge, at=clock)
    slow_player = registrations[2]
    dropper = registrations[-1]
    drop_after = 2 if rounds >= 2 else 1
    for number in range(1, rounds + 1):
        clock += timedelta(minutes=10)
        round_, _ = pair_next_round(session, event, by=scorekeeper, at=clock)
        start_round(session, round_, by=scorekeeper, at=clock)
        clock += timedelta(minutes=20)
        if number == 1:
            issue_penalty(
                session,
                slow_player,
                "slow-play",
                judge=floor_a,
                notes="took over a minute to choose a card to play",
                at=clock,
            )
            issue_penalty(
                session,
                registrations[7 % players],
                "missed-trigger",
                judge=floor_b,
                notes="forgot a Faceoff trigger",
                at=clock,
            )
        if number == min(2, rounds):
            # The second Game Warning for slow play is a Game Loss (floor rules, Game Warning);
            # at a one-round demo it is given between games.
            issue_penalty(
                session,
                slow_player,
                "slow-play",
                judge=floor_b,
                notes="again slow to act after the earlier warning",
                between_games=rounds == 1,
                at=clock,
            )
            issue_penalty(
                session,
                registrations[11 % players],
                "looking-at-extra-cards",
                judge=floor_a,
                notes="flipped the top card of the draw deck while shuffling",
                at=clock,
            )
        clock += timedelta(minutes=25)
        for match in matches_in(session, round_):
            if match.result is None:
                roll = rng.random()
                result = (
                    Result.A_WINS if roll < 0.47 else Result.B_WINS if roll < 0.94 else Result.DRAW
                )
                record_result(
                    session, match, result, by=scorekeeper, ending=Ending.PLAYED, at=clock
                )
        if number == drop_after:
            drop_player(session, dropper, by=scorekeeper, why="had to leave early", at=clock)
        finish_round(session, round_, by=scorekeeper, at=clock)
    return event
