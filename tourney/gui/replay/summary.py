"""The one-page ruling summary: the position at the disputed step, what happened there and the
rules cited, and the judge's ruling. Written with reportlab directly (no Qt).

Printed as a perspective (``lines.Perspective``): the judge's names every card; a player's or
spectators' copy, for handing to the players, names no card they may not know (404.1, 402.2,
505.1d) and says on the page whose view it is."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from engine import GameState
from engine.characteristics import display_name
from tourney.gui.replay.describe import area_name, rules_cited, turn_step
from tourney.gui.replay.lines import JUDGE, Perspective, Replay

MAX_TRACE_LINES = 14  # keeps the summary to one page


def position_rows(state: GameState, replay: Replay) -> list[list[str]]:
    """One row per player and area: who holds what, as a judge reads the table."""
    pool = replay.game.pool
    rows = [["", *(p.name for p in state.players)]]
    rows.append(["Points / action tokens", *(f"{p.points} / {p.tokens}" for p in state.players)])
    rows.append(
        [
            "Hand / deck / discard",
            *(f"{len(p.hand)} / {len(p.deck)} / {len(p.discard)}" for p in state.players),
        ]
    )
    for area in state.areas():  # homes, Problems, then Dilemmas' areas (522.2a)
        cells = []
        for player in range(len(state.players)):
            cards = [c for c in state.at(area) if c.controller == player]
            cells.append(", ".join(_card_words(c, pool) for c in cards) or "—")
        rows.append([area_name(state, pool, area), *cells])
    return rows


def _shown_as(perspective: Perspective, state: GameState) -> str:
    if perspective.judge:
        return "Shown as: Judge (everything) - names hidden cards; not for the players."
    return f"Shown as: {perspective.title(state)} - {perspective.explanation(state)}"


def _card_words(card: object, pool: object) -> str:
    text = display_name(pool, card)  # type: ignore[arg-type]
    flags = [name for name in ("exhausted", "frightened", "boosted") if getattr(card, name)]
    return text + (f" ({', '.join(flags)})" if flags else "")


def write_ruling_summary(
    path: Path, replay: Replay, step: int, note: str = "", perspective: Perspective = JUDGE
) -> None:
    game = replay.game
    before = game.state_at(max(0, step - 1))
    state = game.state_at(step)
    styles = getSampleStyleSheet()
    small = styles["BodyText"].clone("small", fontSize=8, leading=10)
    story: list[object] = [
        Paragraph(escape(f"Ruling summary: {replay.title or 'judge replay'}"), styles["Title"]),
        Paragraph(
            escape(
                f"{replay.line.name} · step {step} of {game.step} · mode {state.mode} · "
                f"printed {datetime.now():%Y-%m-%d %H:%M} · state {game.fingerprint()[:12]}"
            ),
            small,
        ),
        Paragraph(escape(_shown_as(perspective, state)), small),
        Spacer(1, 4 * mm),
        Paragraph("The disputed step", styles["Heading2"]),
    ]
    if step == 0:
        story.append(Paragraph("The game set-up (step 0).", styles["BodyText"]))
    else:
        label = replay.label(step, perspective)
        story.append(Paragraph(escape(f"Step {step}: {label}"), styles["BodyText"]))
        story.append(
            Paragraph(escape(f"Before it: {turn_step(before)}, turn {before.turn}."), small)
        )
    trace = replay.trace(step, perspective)
    for line in trace[:MAX_TRACE_LINES]:
        story.append(Paragraph(escape(f"• {line}"), small))
    if len(trace) > MAX_TRACE_LINES:
        story.append(Paragraph(f"… {len(trace) - MAX_TRACE_LINES} more lines", small))
    cited = rules_cited(trace)
    story += [
        Paragraph("Rules cited (Comprehensive Rules 3.8)", styles["Heading2"]),
        Paragraph(escape(", ".join(cited) or "none"), styles["BodyText"]),
        Paragraph(escape(f"Position after step {step}: {turn_step(state)}"), styles["Heading2"]),
    ]
    cell = small.clone("cell", fontSize=7.5, leading=9)
    rows = [[Paragraph(escape(text), cell) for text in row] for row in position_rows(state, replay)]
    table = Table(rows, colWidths=[45 * mm, 67 * mm, 67 * mm])
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.3, "#999999"),
                ("BACKGROUND", (0, 0), (-1, 0), "#e8e8e8"),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ]
        )
    )
    story.append(table)
    story += [
        Paragraph("Ruling", styles["Heading2"]),
        Paragraph(escape(note or "(not written)"), styles["BodyText"]),
    ]
    doc = SimpleDocTemplate(
        str(path),
        pagesize=A4,
        leftMargin=15 * mm,
        rightMargin=15 * mm,
        topMargin=12 * mm,
        bottomMargin=12 * mm,
        title=f"Ruling summary: {replay.title}",
    )
    doc.build(story)
