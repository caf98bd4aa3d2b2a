"""A generous time limit for fuzz tests: a hypothesis deadline fails only an example that ends,
and an input that makes a pattern backtrack may never end."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager


class NeverEnds(Exception):
    pass


@contextmanager
def at_most(seconds: float) -> Iterator[None]:
    """Stop what runs inside after ``seconds`` with ``NeverEnds`` (main thread, Unix)."""

    def stop(*_: object) -> None:
        raise NeverEnds(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
