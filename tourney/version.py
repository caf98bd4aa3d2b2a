"""The app's version: pyproject.toml's, read from the installed package's metadata, so it is
written in one place. A frozen build carries it in a file the build script writes beside this
module, for when the bundle has no package metadata."""

from __future__ import annotations

from pathlib import Path

BUILD_VERSION_FILE = Path(__file__).with_name("VERSION")  # written by installers/build.py


def app_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tourney")
    except PackageNotFoundError:
        pass
    try:
        return BUILD_VERSION_FILE.read_text(encoding="utf-8").strip()
    except OSError:
        return "unknown"
