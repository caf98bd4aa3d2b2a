"""Booster packs from the card data's <packaging> (OCTGN collation), checked statistically."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from tourney.cards.model import Rarity
from tourney.cards.store import load_catalog
from tourney.db.database import open_database
from tourney.legality import PackCount
from tourney.limited.boosters import BoosterError, booster_set, open_packs

PACKS = 10_000
# The ultra-rare share of 10,000 packs may stray from the defined probability by 4 standard
# deviations of a binomial proportion (about 0.011 at p = 0.083); a fixed seed keeps it stable.
SIGMAS = 4


@pytest.mark.parametrize("set_code", ["PR", "EO"])
def test_ten_thousand_packs_follow_the_packaging_definition(catalog, set_code):
    booster = booster_set(catalog, set_code)
    [[ur, common]] = [slot for slot in booster.booster.slots]
    assert (ur.picks[0].value, common.picks[0].value) == ("UR", "C")
    packs = open_packs(catalog, [PackCount(set_code, PACKS)], seed=2016)
    assert len(packs) == PACKS
    home = booster.card_set.guid
    ultra_rares = 0
    for pack in packs:
        rarities = [card.rarity for card in pack.cards]
        # 3 uncommons, 1 rare, 7 commons, then the ultra-rare-or-common slot, in that order
        assert rarities[:11] == [Rarity.UNCOMMON] * 3 + [Rarity.RARE] + [Rarity.COMMON] * 7
        assert rarities[11] in (Rarity.ULTRA_RARE, Rarity.COMMON)
        ultra_rares += rarities[11] is Rarity.ULTRA_RARE
        assert all(card.set_guid == home and card.tournament_card for card in pack.cards)
        assert len({card.guid for card in pack.cards}) == 12  # no card twice in a pack
    p = ur.probability
    tolerance = SIGMAS * math.sqrt(p * (1 - p) / PACKS)
    assert abs(ultra_rares / PACKS - p) <= tolerance, (ultra_rares, p, tolerance)


def test_every_card_of_each_rarity_can_be_opened(catalog):
    packs = open_packs(catalog, [PackCount("MT", 3000)], seed=1)
    opened = {card.guid for pack in packs for card in pack.cards}
    booster = booster_set(catalog, "MT")
    for rarity in ("C", "U", "R"):
        expected = {c.guid for c in booster.cards if str(c.rarity) == rarity}
        assert expected <= opened, rarity


def test_every_booster_set_packs_only_its_own_cards(catalog):
    codes = sorted(s.code for s in catalog.sets.values() if s.booster is not None)
    assert codes == sorted(["PR", "CN", "CG", "AD", "EO", "HM", "MT", "DE", "SB", "FF", "LL"])
    for code in codes:
        for pack in open_packs(catalog, [PackCount(code, 200)], seed=code):
            assert {card.set_code for card in pack.cards} == {code}
            assert len(pack.cards) == 12


def test_same_seed_same_packs_other_seed_other_packs(catalog):
    def guids(seed):
        packs = open_packs(catalog, [PackCount("CN", 3), PackCount("PR", 2)], seed=seed)
        return [[c.guid for c in p.cards] for p in packs]

    assert guids(7) == guids(7)
    assert guids(7) != guids(8)
    packs = open_packs(catalog, [PackCount("CN", 3), PackCount("PR", 2)], seed=7)
    assert [p.set_code for p in packs] == ["CN", "CN", "CN", "PR", "PR"]


def test_packs_from_the_database_match_packs_from_the_files(catalog, card_db):
    stored = load_catalog(open_database(card_db))
    assert booster_set(stored, "EO").booster == booster_set(catalog, "EO").booster

    def numbers(cat):
        return [[c.number for c in p.cards] for p in open_packs(cat, [PackCount("EO", 5)], seed=3)]

    assert numbers(stored) == numbers(catalog)


def test_the_collation_model_can_be_replaced(catalog):
    class RaresOnly:
        name = "rares only"

        def open_pack(self, booster, rng: random.Random):
            rares = [c for c in booster.cards if c.rarity is Rarity.RARE]
            return rng.sample(rares, 12)

    [pack] = open_packs(catalog, [PackCount("HM", 1)], seed=1, collation=RaresOnly())
    assert Counter(c.rarity for c in pack.cards) == {Rarity.RARE: 12}


def test_sets_without_boosters_are_refused_by_name(catalog):
    with pytest.raises(BoosterError, match="Rock N' Rave was not sold in booster packs"):
        booster_set(catalog, "RR")
    with pytest.raises(BoosterError, match="no set with code 'XX'; sets with boosters: AD, CG"):
        booster_set(catalog, "XX")
