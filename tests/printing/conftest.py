"""The demo event (tourney.demo: real decks, non-Latin names, penalties, a drop), built once for
the printout tests, and reading a PDF's text and pages back with pypdf."""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime

import pytest
from pypdf import PdfReader
from sqlalchemy.orm import Session

from tourney.db.database import open_database
from tourney.db.schema import EventRow
from tourney.demo import build_demo_event

GENERATED = datetime(2019, 6, 22, 18, 30)


@dataclass
class Demo:
    session: Session
    event: EventRow
    db_path: str


@pytest.fixture(scope="package")
def demo(tmp_path_factory, catalog) -> Iterator[Demo]:
    """A 32-player, three-round Tier 2 event; tests only read it (printing never writes)."""
    path = tmp_path_factory.mktemp("printing") / "demo.db"
    engine = open_database(path)
    with Session(engine) as session:
        event = build_demo_event(session, catalog, players=32, rounds=3, seed=1)
        session.commit()
        yield Demo(session, event, str(path))
    engine.dispose()


@pytest.fixture
def fresh_demo(tmp_path, catalog):
    """``fresh_demo(players, rounds=3) -> Demo``: a demo event of its own that a test may
    change (cut to a top N, results entered), in a new database."""
    opened = []

    def build(players: int, rounds: int = 3) -> Demo:
        path = tmp_path / f"demo-{players}-{len(opened)}.db"
        engine = open_database(path)
        session = Session(engine)
        opened.append((engine, session))
        event = build_demo_event(session, catalog, players=players, rounds=rounds, seed=1)
        session.commit()
        return Demo(session, event, str(path))

    yield build
    for engine, session in opened:
        session.close()
        engine.dispose()


@dataclass
class PdfText:
    """A PDF read back: its text per page and as lines in reading order, and page sizes."""

    pages: list[str]
    sizes: list[tuple[float, float]]

    @property
    def lines(self) -> list[str]:
        return [line for page in self.pages for line in page.splitlines()]

    @property
    def text(self) -> str:
        return "\n".join(self.pages)

    def has_row(self, *cells: object) -> bool:
        """Whether these cells appear as consecutive lines: one table row as pypdf reads it. A
        cell wrapped at word boundaries onto up to three lines counts as that cell."""
        run = [str(c) for c in cells]
        lines = self.lines

        def matches(i: int, k: int) -> bool:
            if k == len(run):
                return True
            return any(
                " ".join(lines[i : i + span]) == run[k] and matches(i + span, k + 1)
                for span in range(1, 4)
                if i + span <= len(lines)
            )

        return any(matches(i, 0) for i in range(len(lines)))

    def rows(self, *header: str) -> list[list[str]]:
        """The rows of the table with this header, page by page (one line per cell, up to the
        footer); assumes no cell wraps onto a second line."""
        n, found = len(header), []
        for page in self.pages:
            lines = page.splitlines()
            starts = [i for i in range(len(lines)) if lines[i : i + n] == list(header)]
            if not starts:
                continue
            body = lines[starts[0] + n :]
            end = next(i for i, line in enumerate(body) if " · generated " in line)
            body = body[:end]
            assert len(body) % n == 0, f"a cell wrapped in {header}: {body}"
            found += [body[i : i + n] for i in range(0, len(body), n)]
        return found


def read(pdf: bytes) -> PdfText:
    reader = PdfReader(io.BytesIO(pdf))
    return PdfText(
        [page.extract_text() for page in reader.pages],
        [(float(p.mediabox.width), float(p.mediabox.height)) for p in reader.pages],
    )


@pytest.fixture
def render_demo(demo):
    """``render_demo(document, **options) -> PdfText``: render for the demo event, read back."""
    from tourney.printing import render

    def run(document: str, **options: object) -> PdfText:
        pdf = render(document, demo.session, demo.event, generated_at=GENERATED, **options)
        assert pdf.startswith(b"%PDF")
        return read(pdf)

    return run


@pytest.fixture
def read_pdf():
    """``read_pdf(pdf_bytes) -> PdfText``."""
    return read
