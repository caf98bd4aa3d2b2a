"""The card list and the card's details as HTML, from ``tourney.cards`` objects."""

from __future__ import annotations

from html import escape

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import Card
from tourney.gui.table import Column, RowTableModel
from tourney.gui.theme import css


def _number_key(card: Card) -> str:
    digits = "".join(c for c in card.number if c.isdigit())
    return f"{card.set_code}{int(digits) if digits else 0:05d}{card.number}"


def _colours(card: Card) -> str:
    return "/".join(card.colours)


class CardsModel(RowTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(
            (
                Column("Number", lambda c: c.number, sort=_number_key),
                Column("Name", lambda c: c.name, tooltip=lambda c: c.name, stretch=True),
                Column("Type", lambda c: c.type),
                Column(
                    "Colour", lambda c: "/".join(c.colours), tooltip=lambda c: "/".join(c.colours)
                ),
                Column("Cost", lambda c: c.cost, sort=lambda c: c.cost or 0, numeric=True),
                Column("Power", lambda c: c.power, sort=lambda c: c.power or 0, numeric=True),
                Column("Rarity", lambda c: c.rarity),
            ),
            parent=parent,
        )


def _icons(text: str) -> str:
    """Card text marks colour icons as [Kindness] and action tokens as [1]; keep them visible."""
    return escape(text).replace("[", "<b>[").replace("]", "]</b>")


def card_html(card: Card, catalog: CardCatalog) -> str:
    """The card's details: what a judge reads to settle a question about it."""
    card_set = catalog.sets.get(card.set_guid)
    muted, bad = css("muted"), css("bad")
    parts = [f"<h2>{escape(card.name)}</h2>"]
    facts = [f"{card.type}", f"{card.number}", f"rarity {card.rarity or '—'}"]
    if card_set is not None:
        facts.append(escape(card_set.name))
    parts.append(f"<p style='color:{muted}'>{' · '.join(facts)}</p>")
    rows: list[tuple[str, str]] = []
    if card.colours:
        rows.append(("Colour", " / ".join(card.colours)))
    if card.cost is not None:
        rows.append(("Cost", str(card.cost)))
    if card.play_requirements:
        rows.append(
            ("Play requirement", ", ".join(str(r) for r in card.play_requirements) + " (205.1)")
        )
    if card.power is not None:
        rows.append(("Power", str(card.power)))
    if card.home_limit is not None:
        rows.append(("Home limit", f"{card.home_limit} (212)"))
    if card.owner_requirements:
        rows.append(
            ("Confront (you)", ", ".join(str(r) for r in card.owner_requirements) + " (209.1)")
        )
    if card.opponent_requirement is not None:
        rows.append(("Confront (opponent)", str(card.opponent_requirement)))
    if card.problem_bonus is not None:
        rows.append(("Problem bonus", f"{card.problem_bonus} (210.1)"))
    if card.point_value is not None:
        rows.append(("Points", f"{card.point_value} (211.1)"))
    if card.traits:
        rows.append(("Traits", ", ".join(card.traits)))
    if card.keywords:
        rows.append(("Keywords", ", ".join(str(k) for k in card.keywords)))
    if card.starting_problem:
        rows.append(("Starting Problem", "yes"))
    if card.legal_from is not None:
        rows.append(("Tournament legal from", card.legal_from.isoformat()))
    if not card.tournament_card:
        rows.append(("Tournament card", "<b>no</b>: joke, token or co-op card"))
    parts.append(
        "<table cellspacing='0' cellpadding='3'>"
        + "".join(f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in rows)
        + "</table>"
    )
    if card.text:
        parts.append("<h3>Text</h3>" + "".join(f"<p>{_icons(p)}</p>" for p in card.text))
    if card.boosted is not None:
        side = card.boosted
        parts.append(
            "<h3>Boosted (301.2)</h3>"
            + (f"<p>Power {side.power}</p>" if side.power is not None else "")
            + "".join(f"<p>{_icons(p)}</p>" for p in side.text)
        )
    if card.errata:
        parts.append(
            f"<h3 style='color:{bad}'>Errata</h3>"
            + "".join(
                f"<p>{escape(e.summary)}<br><span style='color:{muted}'>{escape(e.source)}</span>"
                "</p>"
                for e in card.errata
            )
        )
    return "".join(parts)
