"""The phone pages drawn by Debian's headless Chromium, for the tests and the review
screenshots (the app itself never starts a browser).

The flags keep Chromium off the network (this machine's only network is loopback) and out of
the user's profile; each caller gives a profile folder of its own."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

PHONE = (390, 844)  # CSS pixels of a small phone
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
)


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


def run_chromium(
    url: str, profile: Path, *what: str, size: tuple[int, int] = PHONE
) -> subprocess.CompletedProcess[str]:
    """Open ``url`` at ``size`` and do ``what`` (``--dump-dom``, ``--screenshot=PNG``)."""
    browser = chromium()
    if browser is None:
        raise RuntimeError("chromium is not installed (apt-get install chromium)")
    command = [
        browser,
        *FLAGS,
        f"--user-data-dir={profile}",
        f"--window-size={size[0]},{size[1]}",
        *what,
        url,
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=60)
