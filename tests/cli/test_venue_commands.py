"""``tourney publish`` and ``tourney serve``."""

from __future__ import annotations

import re

from .conftest import EVENT


def test_publish_pairings_then_standings_once_the_round_is_complete(running):
    running.ok("round", "pair", EVENT)
    out = running.ok("publish", "pairings", EVENT).out
    assert out == f"published Round 1 pairings of {EVENT}\n"
    refused = running.refused("publish", "standings", EVENT)
    assert "no Swiss round with every result in" in refused
    for table in range(1, 5):
        running.ok("round", "result", EVENT, str(table), "win-a")
    out = running.ok("publish", "standings", EVENT).out
    assert out == f"published standings after round 1 of {EVENT}\n"


def test_publish_refuses_a_floor_judge_naming_the_rule(running):
    running.ok("round", "pair", EVENT)
    refused = running.refused("publish", "pairings", EVENT, "--as", "Fern Floor")
    assert "only the organizer or head judge or scorekeeper may publish pairings" in refused


def test_serve_prints_the_address_and_its_qr_code_and_keeps_the_address(running):
    out = running.ok("serve", EVENT, "--host", "127.0.0.1", "--minutes", "0.001").out
    url = re.search(r"http://127\.0\.0\.1:\d+/[\w-]{22}/", out)
    assert url is not None
    assert "█" in out and "Ctrl+C" in out
    again = running.ok("serve", EVENT, "--host", "127.0.0.1", "--minutes", "0.001").out
    assert url.group(0) in again  # the same path and port: printed codes stay right


def test_serve_refuses_a_port_out_of_range(running):
    assert "--port takes 1-65535" in running.refused("serve", EVENT, "--port", "70000")
