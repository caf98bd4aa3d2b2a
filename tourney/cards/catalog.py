"""The card pool in memory: lookups by id, collector number and name, and search.

Name lookup is strict first and fuzzy second, and always says how it matched, so deck-list
reading can flag anything that was not an exact match (floor rules: incorrect deck list).
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from rapidfuzz import fuzz, process

from tourney.cards.model import Card, CardSet, CardType, Colour
from tourney.resources import load_toml


def normalize_name(text: str) -> str:
    """Fold case, accents, punctuation and spacing.

    "Pinkie Pie - Party Animal!" -> "pinkie pie party animal".
    """
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.casefold().replace("&", " and ")
    text = re.sub(r"[’'`´]", "", text)
    text = re.sub(r"[^0-9a-z]+", " ", text)
    return text.strip()


class MatchKind(StrEnum):
    EXACT = "exact"  # the full name as printed (case and punctuation aside)
    NUMBER = "number"  # by collector number, e.g. PR12
    TITLE_ONLY = "title-only"  # subtitle missing but the title names one card
    NICKNAME = "nickname"  # a community nickname for the title (resources/nicknames.toml)
    FUZZY = "fuzzy"  # a misspelling or nickname that still names one card


@dataclass(frozen=True)
class NameMatch:
    """The result of looking a written name up: one card, or the candidates it could be."""

    written: str
    kind: MatchKind | None
    cards: tuple[Card, ...]  # exactly one when resolved
    score: float = 100.0

    @property
    def resolved(self) -> Card | None:
        return self.cards[0] if self.kind is not None and len(self.cards) == 1 else None

    @property
    def ambiguous(self) -> bool:
        return len(self.cards) > 1


FUZZY_CUTOFF = 84.0  # below this a fuzzy match is not trusted to identify a card
FUZZY_MARGIN = 4.0  # the best fuzzy match must beat the runner-up by this much
SUGGESTION_FLOOR = 60.0  # names scoring below this are not even offered as suggestions
SUGGESTIONS = 6  # at most this many cards are offered for a name that matches none
TITLE_CUTOFF = 85.0  # a misspelt character name (before the comma) still names the character


class CardCatalog:
    def __init__(
        self,
        cards: Iterable[Card],
        sets: Iterable[CardSet] = (),
        title_nicknames: dict[str, str] | None = None,
    ) -> None:
        self.cards: tuple[Card, ...] = tuple(cards)
        self.sets: dict[str, CardSet] = {s.guid: s for s in sets}
        self.by_guid: dict[str, Card] = {c.guid: c for c in self.cards}
        self._by_number: dict[str, list[Card]] = defaultdict(list)
        self._by_name: dict[str, list[Card]] = defaultdict(list)
        self._by_title: dict[str, list[Card]] = defaultdict(list)
        self._by_quick_key: dict[str, Card | None] = {}
        for card in self.cards:
            self._by_number[card.number.casefold()].append(card)
            self._by_name[normalize_name(card.name)].append(card)
            self._by_title[normalize_name(card.title)].append(card)
            key = _quick_key(card.name)
            # None marks a key two cards share: the quick path then defers to lookup()
            self._by_quick_key[key] = None if key in self._by_quick_key else card
        # Fuzzy matching offers tournament cards only: a typo never "finds" a token or joke card.
        self._fuzzy_names = [
            name for name, cards in self._by_name.items() if any(c.tournament_card for c in cards)
        ]
        self._fuzzy_titles = [
            title
            for title, cards in self._by_title.items()
            if any(c.tournament_card for c in cards)
        ]
        if title_nicknames is None:
            title_nicknames = load_toml("nicknames.toml")["titles"]
        # longest first, so "Dr Hooves" is tried before a shorter nickname it starts with
        self._nicknames = sorted(
            ((normalize_name(k), normalize_name(v)) for k, v in title_nicknames.items()),
            key=lambda pair: -len(pair[0]),
        )

    def tournament_cards(self) -> list[Card]:
        return [c for c in self.cards if c.tournament_card]

    def exact(self, written: str) -> Card | None:
        """The card whose full name this is, case, commas and spacing aside; the fast path."""
        return self._by_quick_key.get(_quick_key(written))

    def title_count(self, title: str) -> int:
        """How many tournament cards carry this title (201.1: the subtitle tells them apart)."""
        return sum(c.tournament_card for c in self._by_title.get(normalize_name(title), ()))

    def by_number(self, number: str) -> list[Card]:
        """Cards with a collector number, case-insensitive: "pr12" finds PR12."""
        return list(self._by_number.get(number.strip().casefold(), ()))

    def lookup(self, written: str) -> NameMatch:
        """Find the card a person meant by ``written``; never guesses between candidates."""
        key = normalize_name(written)
        if not key:
            return NameMatch(written, None, ())
        exact = self._prefer_tournament(self._by_name.get(key, []))
        if exact:
            return NameMatch(written, MatchKind.EXACT if len(exact) == 1 else None, tuple(exact))
        nicknamed = self._expand_nickname(key)
        if nicknamed:
            cards = self._prefer_tournament(self._by_name.get(nicknamed, []))
            if len(cards) == 1:
                return NameMatch(written, MatchKind.NICKNAME, tuple(cards))
        titled = self._prefer_tournament(self._by_title.get(key, []))
        if titled:
            kind = MatchKind.TITLE_ONLY if len(titled) == 1 else None
            return NameMatch(written, kind, tuple(titled))
        return self._fuzzy(written, key)

    def _expand_nickname(self, key: str) -> str | None:
        """ "aj steadfast farmpony" -> "applejack steadfast farmpony" (resources/nicknames.toml)."""
        for nickname, title in self._nicknames:
            if key == nickname or key.startswith(nickname + " "):
                return title + key[len(nickname) :]
        return None

    def _fuzzy(self, written: str, key: str) -> NameMatch:
        # Names scoring under the suggestion floor are never used: skipping them is faster.
        found = process.extract(
            key,
            self._fuzzy_names,
            scorer=fuzz.WRatio,
            limit=SUGGESTIONS,
            score_cutoff=SUGGESTION_FLOOR,
        )
        character, rest = self._character_cards(written, key)
        if not found and not character:
            return NameMatch(written, None, ())
        scored = [(name, score) for name, score, _ in found]
        best_name, best = scored[0] if scored else ("", 0.0)
        close = [n for n, s in scored if s >= best - FUZZY_MARGIN and s >= FUZZY_CUTOFF]
        candidates = [c for n in (close or [best_name]) for c in self._by_name.get(n, [])]
        candidates = self._prefer_tournament(candidates)
        # A name that starts with a character's name is that character's card or none:
        # "Fluttershy, Super Nice Pony" is never Lead Pony Badge, however close the words.
        of_character = not character or (len(candidates) == 1 and candidates[0] in character)
        if best >= FUZZY_CUTOFF and len(close) == 1 and len(candidates) == 1 and of_character:
            return NameMatch(written, MatchKind.FUZZY, tuple(candidates), best)
        suggestions = [c for n, s in scored if s >= SUGGESTION_FLOOR for c in self._by_name[n]]
        suggestions = self._prefer_tournament(suggestions)
        if character:
            ranked = sorted(character, key=lambda c: -fuzz.WRatio(rest, normalize_name(c.subtitle)))
            suggestions = ranked[:SUGGESTIONS] + [c for c in suggestions if c not in character]
            suggestions = suggestions[:SUGGESTIONS]
        return NameMatch(written, None, tuple(suggestions), best)

    def _character_cards(self, written: str, key: str) -> tuple[list[Card], str]:
        """The tournament cards of the character (the title, before the comma: 201.1) that
        ``written`` starts with, and the subtitle written after it; no cards when it names no
        character. Without a comma, the longest run of leading words that is a title counts;
        with one, a misspelt title counts too ("Flutershy, ...")."""
        if "," in written:
            written_title, subtitle = written.split(",", 1)
            rest = normalize_name(subtitle)
            title = normalize_name(written_title)
            if title not in self._by_title:
                close = process.extractOne(
                    title, self._fuzzy_titles, scorer=fuzz.ratio, score_cutoff=TITLE_CUTOFF
                )
                title = close[0] if close else ""
        else:
            words = key.split()
            n = next(
                (n for n in range(len(words) - 1, 0, -1) if " ".join(words[:n]) in self._by_title),
                0,
            )
            title, rest = " ".join(words[:n]), " ".join(words[n:])
        cards = [c for c in self._by_title.get(title, ()) if c.tournament_card]
        # Only a name with a subtitle is a character's: "Pony Charm" names no character.
        return [c for c in cards if c.subtitle], rest

    @staticmethod
    def _prefer_tournament(cards: list[Card]) -> list[Card]:
        real = [c for c in cards if c.tournament_card]
        return real or cards

    def search(
        self,
        name: str = "",
        *,
        set_code: str | None = None,
        card_type: CardType | None = None,
        colour: Colour | None = None,
        trait: str | None = None,
        keyword: str | None = None,
        text: str | None = None,
        include_non_tournament: bool = False,
        limit: int = 50,
    ) -> list[Card]:
        """Cards matching every filter given; a name is matched fuzzily, best first."""
        pool = [
            c
            for c in self.cards
            if (include_non_tournament or c.tournament_card)
            and (set_code is None or c.set_code.casefold() == set_code.casefold())
            and (card_type is None or c.type is card_type)
            and (colour is None or colour in c.colours)
            and (trait is None or trait.casefold() in (t.casefold() for t in c.traits))
            and (keyword is None or keyword.casefold() in (k.name.casefold() for k in c.keywords))
            and (text is None or text.casefold() in " ".join(c.text).casefold())
        ]
        if not name.strip():
            return sorted(pool, key=_collector_order)[:limit]
        key = normalize_name(name)
        numbered = [c for c in pool if c.number.casefold() == name.strip().casefold()]
        choices = {i: normalize_name(c.name) for i, c in enumerate(pool)}
        ranked = process.extract(key, choices, scorer=_search_score, limit=limit, score_cutoff=70)
        found = numbered + [pool[i] for _, _, i in ranked if pool[i] not in numbered]
        return found[:limit]


def _quick_key(text: str) -> str:
    """Case, commas and spacing folded: cheap enough for every line of every deck list."""
    return " ".join(text.casefold().replace(",", " ").split())


def _search_score(query: str, choice: str, **kwargs: object) -> float:
    """Whole-name similarity, or a word-for-word prefix ("pinkie" finds every Pinkie Pie)."""
    if choice.startswith(query) or f" {query}" in choice:
        return 100.0
    return max(fuzz.WRatio(query, choice), fuzz.partial_ratio(query, choice) - 5)


def _collector_order(card: Card) -> tuple[str, int, str]:
    digits = re.search(r"-?\d+", card.number)
    return (card.set_code, int(digits.group(0)) if digits else 0, card.number)
