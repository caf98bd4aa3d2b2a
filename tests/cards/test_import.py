"""Importing the real OCTGN card data: every tournament card, quirks repaired, idempotent."""

from __future__ import annotations

from pathlib import Path

import pytest

from tourney.cards.model import CardType, Colour, RequirementKind, SetKind
from tourney.cards.octgn import OctgnDataError, read_octgn
from tourney.cards.store import import_cards, load_catalog
from tourney.db.database import open_database

# Tournament cards per printed set code (promos counted with the set their number names).
EXPECTED_TOURNAMENT_CARDS = {
    "PR": 213,
    "CN": 206,
    "RR": 14,
    "CS": 10,
    "CG": 206,
    "AD": 205,
    "EO": 218,
    "HM": 151,
    "MT": 145,
    "DE": 142,
    "SB": 142,
    "FF": 141,
    "ST": 2,
    "LL": 145,
}
PROMOS = {"PRpf3", "PRpf4", "PRpf6", "CNpf3", "CNpf5", "CNpf7", "CNpf9", "CNpf11", "CNpf13",
          "CGpf4", "CGpf6", "CGpf8", "CGpf11", "CGpf12", "CGpf14", "GF7", "GF9"}  # fmt: skip


def test_every_tournament_card_of_every_set_is_imported(octgn_data):
    per_set: dict[str, int] = {}
    for card in octgn_data.cards:
        if card.tournament_card and card.set_kind is not SetKind.PROMO:
            per_set[card.set_code] = per_set.get(card.set_code, 0) + 1
    assert per_set == EXPECTED_TOURNAMENT_CARDS
    promos = {c.number for c in octgn_data.cards if c.set_kind is SetKind.PROMO}
    assert promos == PROMOS


def test_sets_carry_printed_names_not_octgn_names(octgn_data):
    names = {s.code: s.name for s in octgn_data.sets}
    assert names["PR"] == "Premiere"
    assert names["CG"] == "The Crystal Games"
    assert names["ST"] == "Sands of Time"
    assert all(s.released for s in octgn_data.sets if s.tournament_set)


def test_joke_cards_tokens_and_coop_cards_are_not_tournament_cards(octgn_data):
    by_number = {}
    for card in octgn_data.cards:
        by_number.setdefault(card.number, []).append(card)
    for joke in ("AD-1", "AD-2", "AD-3", "HM-1"):
        assert by_number[joke][0].joke and not by_number[joke][0].tournament_card
    tokens = [c for c in octgn_data.cards if c.token]
    assert len(tokens) == 9 and not any(c.tournament_card for c in tokens)
    assert not any(c.tournament_card for c in by_number["QC1"])


def test_duplicate_coop_card_is_imported_once_and_reported(octgn_data):
    assert len([c for c in octgn_data.cards if c.number == "QC2"]) == 1
    assert sum("QC2" in line for line in octgn_data.report.skipped) == 2


def test_keyword_quirks_are_repaired(octgn_data):
    cards = {c.number: c for c in octgn_data.cards if not c.token}
    assert cards["RRf1"].home_limit == 3 and cards["RRf1"].boosted.home_limit == 4
    assert [str(k) for k in cards["GF7"].keywords] == ["Stubborn", "Random"]
    assert [str(k) for k in cards["CN64"].keywords] == ["Pumped"]
    # 'Starting Problem' printed on a Mane and on a Friend is a data error (101.3c)
    assert not cards["EO203"].starting_problem
    assert not cards["SB132"].starting_problem
    assert cards["QC1"].boosted.keywords == ()  # the joke keyword string is dropped
    repairs = "\n".join(octgn_data.report.repairs)
    assert "EO203" in repairs and "SB132" in repairs and "Hahahaa" in repairs


def test_card_fields_speak_the_games_language(octgn_data):
    cards = {c.number: c for c in octgn_data.cards if not c.token}
    mane = cards["PR1"]
    assert (mane.name, mane.type, mane.colours) == (
        "Rainbow Dash, Flier Extraordinaire",
        CardType.MANE,
        (Colour.BLUE,),
    )
    assert mane.home_limit == 3 and mane.boosted.power == 3 and mane.boosted.home_limit == 4
    assert mane.boosted.text[0] == "Swift"
    multicolour = [c for c in octgn_data.cards if len(c.colours) == 3]
    assert multicolour, "three-colour cards are read from the Tri* fields"
    problem = cards["PR168"]  # Cloudbursting, a Starting Problem
    assert problem.type is CardType.PROBLEM and problem.starting_problem
    assert problem.owner_requirements and problem.opponent_requirement.kind is RequirementKind.WILD
    assert problem.problem_bonus is not None and problem.power is None
    not_colour = [
        c
        for c in octgn_data.cards
        if any(r.kind is RequirementKind.NOT_COLOUR for r in c.owner_requirements)
    ]
    assert not_colour
    infinite = [
        c
        for c in octgn_data.cards
        if c.opponent_requirement and c.opponent_requirement.amount is None
    ]
    assert infinite, "'infinity' and '∞' are read as an unbounded requirement"
    troublemaker = cards["CN0"]
    assert troublemaker.point_value == 2 and troublemaker.power == 5
    dilemma = cards["MT101"]
    assert dilemma.dilemma and dilemma.type is CardType.RESOURCE and dilemma.owner_requirements
    two_requirements = cards["HM-1"]
    assert len(two_requirements.play_requirements) == 2


def test_promos_are_legal_from_the_set_their_number_names(octgn_data):
    cards = {c.number: c for c in octgn_data.cards}
    premiere = next(s for s in octgn_data.sets if s.code == "PR")
    crystal = next(s for s in octgn_data.sets if s.code == "CG")
    assert cards["PRpf3"].legal_from == premiere.released
    assert cards["CGpf4"].legal_from == crystal.released


def test_import_into_database_is_idempotent_and_round_trips(tmp_path, octgn_data):
    from tests.conftest import OCTGN_DIR

    engine = open_database(tmp_path / "cards.db")
    first = import_cards(engine, OCTGN_DIR)
    assert first.added == len(octgn_data.cards) and first.updated == 0
    second = import_cards(engine, OCTGN_DIR)
    assert (second.added, second.updated, second.unchanged) == (0, 0, len(octgn_data.cards))
    assert first.fingerprint == second.fingerprint
    catalog = load_catalog(engine)
    assert {c.guid: c for c in catalog.cards} == {c.guid: c for c in octgn_data.cards}


def test_a_folder_without_set_files_is_a_clear_error(tmp_path: Path):
    with pytest.raises(OctgnDataError, match="no OCTGN MLP CCG set files"):
        read_octgn(tmp_path)


def test_a_broken_set_file_names_the_file(tmp_path: Path):
    broken = tmp_path / "Sets" / "01ae3bb2-c063-4b35-8372-d0531e27728d"
    broken.mkdir(parents=True)
    (broken / "set.xml").write_text("<set id='x'><cards><card")
    with pytest.raises(OctgnDataError, match="set.xml: not valid XML"):
        read_octgn(tmp_path)


class Cancelled(Exception):
    """What a caller's progress callback raises to cancel (the window raises TaskCancelled)."""


def cancel_after_storing(sets: int):
    """A progress callback that cancels once ``sets`` sets have been stored."""
    stored: list[str] = []

    def progress(done: int, total: int, message: str) -> None:
        if message.startswith("Storing"):
            if len(stored) == sets:
                raise Cancelled
            stored.append(message)

    return progress


def test_cancelling_a_reimport_leaves_the_previous_card_data_unchanged(tmp_path, octgn_data):
    from sqlalchemy import delete, update
    from sqlalchemy.orm import Session

    from tests.conftest import OCTGN_DIR, card_database_state
    from tourney.cards.serialize import card_to_dict
    from tourney.db.schema import CardRow

    engine = open_database(tmp_path / "cards.db")
    import_cards(engine, OCTGN_DIR)
    # An older card database: the first set stored has a card with another title, the second
    # set's cards are missing. The import stores both before it is cancelled.
    first, second = octgn_data.sets[0], octgn_data.sets[1]
    card = next(c for c in octgn_data.cards if c.set_guid == first.guid)
    with Session(engine) as session, session.begin():
        old = {**card_to_dict(card), "title": "Old"}
        session.execute(
            update(CardRow).where(CardRow.guid == card.guid).values(title="Old", data=old)
        )
        session.execute(delete(CardRow).where(CardRow.set_guid == second.guid))
    before = card_database_state(engine)

    with pytest.raises(Cancelled):
        import_cards(engine, OCTGN_DIR, cancel_after_storing(3))

    assert card_database_state(engine) == before
    catalog = load_catalog(engine)  # still usable
    assert not any(c.set_guid == second.guid for c in catalog.cards)
    with Session(engine) as session:
        assert session.get(CardRow, card.guid).data == old
    # Not cancelled, the same import does change those rows.
    result = import_cards(engine, OCTGN_DIR)
    assert result.added == sum(c.set_guid == second.guid for c in octgn_data.cards)
    assert result.updated == 1
    assert card_database_state(engine) != before


def test_cancelling_a_first_import_leaves_no_cards(tmp_path):
    from tests.conftest import OCTGN_DIR, card_database_state
    from tourney.cards.store import NoCardDataError, has_cards

    engine = open_database(tmp_path / "cards.db")
    empty = card_database_state(engine)
    assert empty[:3] == (0, 0, 0)

    with pytest.raises(Cancelled):
        import_cards(engine, OCTGN_DIR, cancel_after_storing(2))

    assert card_database_state(engine) == empty
    assert not has_cards(engine)
    with pytest.raises(NoCardDataError):
        load_catalog(engine)


def test_import_reports_each_set_read_then_stored_then_the_commit(tmp_path, octgn_data):
    from tests.conftest import OCTGN_DIR

    steps: list[tuple[int, int, str]] = []
    import_cards(open_database(tmp_path / "cards.db"), OCTGN_DIR, lambda *step: steps.append(step))
    sets = len(octgn_data.sets)
    assert [done for done, _, _ in steps] == list(range(2 * sets + 1))
    assert {total for _, total, _ in steps} == {2 * sets + 1}
    names = [s.name for s in octgn_data.sets]
    assert [m for _, _, m in steps[:sets]] == [f"Reading {name}…" for name in names]
    assert [m for _, _, m in steps[sets:-1]] == [f"Storing {name}…" for name in names]
    assert steps[-1][2] == "Saving the card database…"
