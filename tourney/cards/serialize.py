"""Cards to and from plain JSON-ready dicts: the one format for storage, exports and --json."""

from __future__ import annotations

from datetime import date
from typing import Any

from tourney.cards.model import (
    BoosterDefinition,
    Card,
    CardSet,
    CardType,
    Colour,
    ConfrontRequirement,
    Erratum,
    Keyword,
    ManeSide,
    PackOption,
    PackPick,
    PlayRequirement,
    Rarity,
    RequirementKind,
    SetKind,
)


def card_to_dict(card: Card) -> dict[str, Any]:
    return {
        "guid": card.guid,
        "set_guid": card.set_guid,
        "set_code": card.set_code,
        "set_kind": str(card.set_kind),
        "number": card.number,
        "rarity": str(card.rarity),
        "name": card.name,
        "title": card.title,
        "subtitle": card.subtitle,
        "type": str(card.type),
        "colours": [str(c) for c in card.colours],
        "cost": card.cost,
        "play_requirements": [
            {"colour": str(r.colour), "amount": r.amount} for r in card.play_requirements
        ],
        "power": card.power,
        "traits": list(card.traits),
        "keywords": [_keyword(k) for k in card.keywords],
        "text": list(card.text),
        "home_limit": card.home_limit,
        "boosted": _side_to_dict(card.boosted) if card.boosted else None,
        "owner_requirements": [_requirement(r) for r in card.owner_requirements],
        "opponent_requirement": _requirement(card.opponent_requirement)
        if card.opponent_requirement
        else None,
        "problem_bonus": card.problem_bonus,
        "point_value": card.point_value,
        "starting_problem": card.starting_problem,
        "dilemma": card.dilemma,
        "token": card.token,
        "joke": card.joke,
        "legal_from": card.legal_from.isoformat() if card.legal_from else None,
        "errata": [{"summary": e.summary, "source": e.source} for e in card.errata],
        "tournament_card": card.tournament_card,
    }


def card_from_dict(data: dict[str, Any]) -> Card:
    boosted = data.get("boosted")
    opponent = data.get("opponent_requirement")
    return Card(
        guid=data["guid"],
        set_guid=data["set_guid"],
        set_code=data["set_code"],
        set_kind=SetKind(data["set_kind"]),
        number=data["number"],
        rarity=Rarity(data["rarity"]),
        title=data["title"],
        subtitle=data["subtitle"],
        type=CardType(data["type"]),
        colours=tuple(Colour(c) for c in data["colours"]),
        cost=data["cost"],
        play_requirements=tuple(
            PlayRequirement(Colour(r["colour"]), r["amount"]) for r in data["play_requirements"]
        ),
        power=data["power"],
        traits=tuple(data["traits"]),
        keywords=tuple(Keyword(k["name"], k["value"]) for k in data["keywords"]),
        text=tuple(data["text"]),
        home_limit=data["home_limit"],
        boosted=_side_from_dict(boosted) if boosted else None,
        owner_requirements=tuple(_requirement_from(r) for r in data["owner_requirements"]),
        opponent_requirement=_requirement_from(opponent) if opponent else None,
        problem_bonus=data["problem_bonus"],
        point_value=data["point_value"],
        starting_problem=data["starting_problem"],
        dilemma=data["dilemma"],
        token=data["token"],
        joke=data["joke"],
        legal_from=date.fromisoformat(data["legal_from"]) if data["legal_from"] else None,
        errata=tuple(Erratum(e["summary"], e["source"]) for e in data["errata"]),
    )


def set_to_dict(card_set: CardSet) -> dict[str, Any]:
    return {
        "guid": card_set.guid,
        "code": card_set.code,
        "name": card_set.name,
        "octgn_name": card_set.octgn_name,
        "kind": str(card_set.kind),
        "released": card_set.released.isoformat() if card_set.released else None,
        "release_note": card_set.release_note,
        "block": card_set.block,
        "booster": _booster_to_dict(card_set.booster) if card_set.booster else None,
        "official": card_set.official,
    }


def set_from_dict(data: dict[str, Any]) -> CardSet:
    return CardSet(
        guid=data["guid"],
        code=data["code"],
        name=data["name"],
        octgn_name=data["octgn_name"],
        kind=SetKind(data["kind"]),
        released=date.fromisoformat(data["released"]) if data["released"] else None,
        release_note=data["release_note"],
        block=data["block"],
        # absent in databases imported before boosters were kept: re-import to get them
        booster=_booster_from_dict(data["booster"]) if data.get("booster") else None,
        official=data.get("official", True),
    )


def _booster_to_dict(booster: BoosterDefinition) -> dict[str, Any]:
    return {
        "name": booster.name,
        "picks": [_pick_to_dict(p) for p in booster.picks],
        "slots": [
            [
                {"probability": o.probability, "picks": [_pick_to_dict(p) for p in o.picks]}
                for o in s
            ]
            for s in booster.slots
        ],
    }


def _pick_to_dict(pick: PackPick) -> dict[str, Any]:
    return {"qty": pick.qty, "key": pick.key, "value": pick.value}


def _pick_from_dict(data: dict[str, Any]) -> PackPick:
    return PackPick(data["qty"], data["key"], data["value"])


def _booster_from_dict(data: dict[str, Any]) -> BoosterDefinition:
    return BoosterDefinition(
        name=data["name"],
        picks=tuple(_pick_from_dict(p) for p in data["picks"]),
        slots=tuple(
            tuple(
                PackOption(o["probability"], tuple(_pick_from_dict(p) for p in o["picks"]))
                for o in slot
            )
            for slot in data["slots"]
        ),
    )


def _keyword(keyword: Keyword) -> dict[str, Any]:
    return {"name": keyword.name, "value": keyword.value}


def _requirement(requirement: ConfrontRequirement) -> dict[str, Any]:
    return {
        "kind": str(requirement.kind),
        "amount": requirement.amount,
        "colour": str(requirement.colour) if requirement.colour else None,
    }


def _requirement_from(data: dict[str, Any]) -> ConfrontRequirement:
    colour = data.get("colour")
    return ConfrontRequirement(
        RequirementKind(data["kind"]), data["amount"], Colour(colour) if colour else None
    )


def _side_to_dict(side: ManeSide) -> dict[str, Any]:
    return {
        "power": side.power,
        "colours": [str(c) for c in side.colours],
        "traits": list(side.traits),
        "keywords": [_keyword(k) for k in side.keywords],
        "text": list(side.text),
        "home_limit": side.home_limit,
    }


def _side_from_dict(data: dict[str, Any]) -> ManeSide:
    return ManeSide(
        power=data["power"],
        colours=tuple(Colour(c) for c in data["colours"]),
        traits=tuple(data["traits"]),
        keywords=tuple(Keyword(k["name"], k["value"]) for k in data["keywords"]),
        text=tuple(data["text"]),
        home_limit=data["home_limit"],
    )
