"""Help is as wide as the terminal: the command's parsers measure it as shutil does, without
importing shutil on every command line."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys

import pytest

from tourney.cli import _terminal_columns, build_parser


@pytest.mark.parametrize("columns", [None, "0", "-3", "abc", "40", "132"])
def test_the_width_is_shutils(monkeypatch, columns):
    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    assert _terminal_columns() == shutil.get_terminal_size().columns


def test_help_wraps_at_columns(monkeypatch):
    monkeypatch.setenv("COLUMNS", "50")
    lines = build_parser("swiss").format_help().splitlines()
    assert max(map(len, lines)) <= 48  # argparse keeps two columns free
    monkeypatch.setenv("COLUMNS", "200")
    assert max(map(len, build_parser("swiss").format_help().splitlines())) > 48


def test_in_a_terminal_the_width_is_the_terminals():
    """Under a pseudo-terminal 70 columns wide, without $COLUMNS."""
    termios = pytest.importorskip("termios")  # POSIX only
    import fcntl
    import pty

    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 70, 0, 0))
    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    probe = "from tourney.cli import _terminal_columns; print(_terminal_columns())"
    done = subprocess.run([sys.executable, "-c", probe], stdout=follower, env=env, timeout=60)
    os.close(follower)
    out = os.read(leader, 100).decode()
    os.close(leader)
    assert done.returncode == 0
    assert out.strip() == "70"
