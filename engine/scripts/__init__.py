"""Card scripts: every automated card's abilities as data, keyed by collector number.

``script_for(card_id)`` gives a card's script or None. A card is *automated* when every
ability paragraph it prints is in its script (or is a keyword the engine knows), and *manual*
otherwise; a script may mark single abilities ``Manual``, which the engine asks the judge to
apply (``engine.cards.CardDefinition.manual_abilities``).
"""

from __future__ import annotations

from engine import registry
from engine.scripts import (
    absolute_discord,
    canterlot_nights,
    celestial_solstice,
    crystal_games,
    defenders_of_equestria,
    equestrian_odysseys,
    friends_forever,
    high_magic,
    leaders_and_legends,
    marks_in_time,
    premiere,
    promos,
    rock_n_rave,
    sands_of_time,
    seaquestria_and_beyond,
)
from engine.scripts.keywords import AUTOMATED
from engine.scripts.vocabulary import CardScript
from engine.tokens import copied_id


def _registry() -> dict[str, CardScript]:
    return {
        **premiere.SCRIPTS,
        **canterlot_nights.SCRIPTS,
        **rock_n_rave.SCRIPTS,
        **crystal_games.SCRIPTS,
        **celestial_solstice.SCRIPTS,
        **absolute_discord.SCRIPTS,
        **promos.SCRIPTS,
        **high_magic.SCRIPTS,
        **marks_in_time.SCRIPTS,
        **equestrian_odysseys.SCRIPTS,
        **defenders_of_equestria.SCRIPTS,
        **seaquestria_and_beyond.SCRIPTS,
        **friends_forever.SCRIPTS,
        **leaders_and_legends.SCRIPTS,
        **sands_of_time.SCRIPTS,
    }


# Sets whose every card with text has a script or a manual mark with its reason; a card of
# another set without a script is manual as a whole (``engine.coverage``).
SCRIPTED_SETS = frozenset(
    {"PR", "CN", "CG", "RR", "CS", "GF", "AD", "EO", "HM", "MT", "DE", "SB", "FF", "LL", "ST"}
)

# Filled as the package is imported: filling it at the first look-up instead let a test that
# added a made-up card first leave every printed script out.
SCRIPTS: dict[str, CardScript] = _registry()


def script_for(card_id: str) -> CardScript | None:
    return SCRIPTS.get(copied_id(card_id))  # 520.2: a token copy has the card's text


registry.script_for = script_for
registry.automated_keywords = AUTOMATED
