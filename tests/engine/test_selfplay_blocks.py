"""``bench/engine_selfplay.py --block``: the cards a block's self-play decks are drawn from."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "engine_selfplay.py"


def bench():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("engine_selfplay", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_premiere_block_is_its_four_expansions_with_their_supplements():
    codes, pool = bench().block_pool("premiere")
    assert codes == ["PR", "CN", "CG", "AD", "CS", "GF", "RR"]
    assert {"PR1", "CNpf3", "CG205", "AD2", "RR1", "CS8", "GF7", "GF9"} <= set(pool)
    # the next block's sets and a supplement released after it are not in it
    assert not any(i.startswith(("EO", "HM", "ST")) for i in pool)


def test_an_unknown_block_is_refused_naming_the_known_ones():
    with pytest.raises(SystemExit, match=r"--block nope: no such block .*'premiere'"):
        bench().block_pool("nope")
