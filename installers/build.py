"""Build Tourney for the machine this runs on: a folder build with PyInstaller, then the
platform's installer file.

    uv run --group build python installers/build.py [--dist DIR] [--work DIR] [--no-package]

Writes ``dist/tourney/`` (the folder build: run ``dist/tourney/tourney``) and, in
``dist/installers/``:

* Linux: ``tourney-VERSION-linux-ARCH.tar.gz``, the folder with ``tourney.desktop``, the icon
  and ``install.sh`` (installs for the current user: menu entry, icon, ``~/.local/bin/tourney``);
* Windows: ``tourney-VERSION-windows-ARCH.zip`` (``tourney-app.exe`` opens the window without a
  console; ``tourney.exe`` is the command line);
* macOS: ``Tourney-VERSION-macos-ARCH.dmg`` holding ``Tourney.app`` (made with hdiutil).

The version is pyproject.toml's; the build writes it into the bundle for ``tourney --version``
and the About box. PyInstaller's work folder is kept outside the checkout (``--work``, default
``~/.cache/tourney-build``), so a second build reuses it.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SPEC = REPO / "installers" / "tourney.spec"
NAME = "tourney"

DESKTOP_ENTRY = """[Desktop Entry]
Type=Application
Name=Tourney
GenericName=Tournament organizer
Comment=Run My Little Pony CCG tournaments
Exec={exec}
Icon={icon}
Terminal=false
Categories=Game;CardGame;
"""

INSTALL_SH = """#!/bin/sh
# Install Tourney for the current user: the program in ~/.local/opt/tourney, a menu entry,
# the icon, and the tourney command in ~/.local/bin. Run it from the unpacked folder.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
target="$HOME/.local/opt/tourney"
if [ "$here" != "$target" ]; then
    rm -rf "$target"
    mkdir -p "$(dirname "$target")"
    cp -a "$here" "$target"
fi
mkdir -p "$data/applications" "$data/icons/hicolor/256x256/apps" "$HOME/.local/bin"
cp "$target/tourney.png" "$data/icons/hicolor/256x256/apps/tourney.png"
sed "s|^Exec=.*|Exec=$target/tourney|" "$target/tourney.desktop" \\
    > "$data/applications/tourney.desktop"
ln -sf "$target/tourney" "$HOME/.local/bin/tourney"
echo "Installed Tourney in $target; start it from the menu or with: tourney"
"""


def project_version() -> str:
    with (REPO / "pyproject.toml").open("rb") as handle:
        return tomllib.load(handle)["project"]["version"]


def draw_icon(folder: Path) -> Path:
    """The app's icon, drawn here rather than kept as a binary file: a violet rounded square
    with a white star (a tournament's winner). Written as PNG, and as the .ico (Windows) and
    .icns (macOS) that PyInstaller wants, both of which may simply hold a PNG."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QBrush, QColor, QImage, QLinearGradient, QPainter, QPen, QPolygonF

    size = 256
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    gradient = QLinearGradient(0, 0, 0, size)
    gradient.setColorAt(0, QColor("#9b59d0"))
    gradient.setColorAt(1, QColor("#5b2a86"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(QRectF(8, 8, size - 16, size - 16), 48, 48)
    from math import cos, pi, sin

    centre, outer, inner = QPointF(size / 2, size / 2 + 8), 92.0, 38.0
    points = [
        centre
        + QPointF(
            (outer if i % 2 == 0 else inner) * cos(-pi / 2 + i * pi / 5),
            (outer if i % 2 == 0 else inner) * sin(-pi / 2 + i * pi / 5),
        )
        for i in range(10)
    ]
    painter.setBrush(QColor("#ffffff"))
    painter.setPen(QPen(QColor("#f5c542"), 8))
    painter.drawPolygon(QPolygonF(points))
    painter.end()
    png = folder / "tourney.png"
    if not image.save(str(png), "PNG"):
        raise SystemExit(f"build: cannot write the icon {png}")
    data = png.read_bytes()
    # ICO with one PNG image (Windows Vista on): header, one directory entry (0 = 256 px).
    ico = struct.pack("<HHH", 0, 1, 1) + struct.pack("<BBBBHHII", 0, 0, 0, 0, 1, 32, len(data), 22)
    (folder / "tourney.ico").write_bytes(ico + data)
    # ICNS with one 256 px PNG ('ic08').
    chunk = b"ic08" + struct.pack(">I", len(data) + 8) + data
    (folder / "tourney.icns").write_bytes(b"icns" + struct.pack(">I", len(chunk) + 8) + chunk)
    return png


def run_pyinstaller(dist: Path, work: Path) -> None:
    env_before = os.environ.get("TOURNEY_BUILD_DIR")
    os.environ["TOURNEY_BUILD_DIR"] = str(work)
    try:
        import PyInstaller.__main__

        PyInstaller.__main__.run(
            [
                str(SPEC),
                "--noconfirm",
                "--log-level=WARN",
                f"--distpath={dist}",
                f"--workpath={work / 'pyinstaller'}",
            ]
        )
    finally:
        if env_before is None:
            os.environ.pop("TOURNEY_BUILD_DIR", None)
        else:
            os.environ["TOURNEY_BUILD_DIR"] = env_before


def machine() -> str:
    arch = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(arch, arch)


def package_linux(folder: Path, out: Path, version: str, icon: Path) -> Path:
    shutil.copy2(icon, folder / "tourney.png")
    (folder / "tourney.desktop").write_text(
        DESKTOP_ENTRY.format(exec="tourney", icon="tourney"), encoding="utf-8"
    )
    install = folder / "install.sh"
    install.write_text(INSTALL_SH, encoding="utf-8")
    install.chmod(0o755)
    tarball = out / f"{NAME}-{version}-linux-{machine()}.tar.gz"
    with tarfile.open(tarball, "w:gz", compresslevel=6) as archive:
        archive.add(folder, arcname=f"{NAME}-{version}")
    return tarball


def package_windows(folder: Path, out: Path, version: str) -> Path:
    base = out / f"{NAME}-{version}-windows-{machine()}"
    return Path(shutil.make_archive(str(base), "zip", folder.parent, folder.name))


def package_macos(dist: Path, out: Path, version: str) -> Path:
    dmg = out / f"Tourney-{version}-macos-{machine()}.dmg"
    dmg.unlink(missing_ok=True)
    subprocess.run(
        ["hdiutil", "create", "-volname", "Tourney", "-srcfolder", str(dist / "Tourney.app"),
         "-ov", "-format", "UDZO", str(dmg)],
        check=True,
    )  # fmt: skip
    return dmg


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=REPO / "dist", help="default: dist/")
    parser.add_argument(
        "--work",
        type=Path,
        default=Path(os.environ.get("TOURNEY_BUILD_CACHE", Path.home() / ".cache/tourney-build")),
        help="PyInstaller's work folder, kept between builds (default: ~/.cache/tourney-build)",
    )
    parser.add_argument("--no-package", action="store_true", help="only the folder build")
    args = parser.parse_args()
    started = time.perf_counter()
    version = project_version()
    dist, work = args.dist.resolve(), args.work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    (work / "VERSION").write_text(version + "\n", encoding="utf-8")
    icon = draw_icon(work)
    print(f"Building Tourney {version} for {sys.platform}/{machine()} into {dist}", flush=True)
    run_pyinstaller(dist, work)
    folder = dist / NAME
    built = time.perf_counter()
    print(
        f"Folder build: {folder} ({folder_size(folder) / 1e6:.0f} MB) in {built - started:.0f} s",
        flush=True,
    )
    if args.no_package:
        return 0
    out = dist / "installers"
    out.mkdir(parents=True, exist_ok=True)
    if sys.platform.startswith("linux"):
        result = package_linux(folder, out, version, icon)
    elif sys.platform == "win32":
        result = package_windows(folder, out, version)
    elif sys.platform == "darwin":
        result = package_macos(dist, out, version)
    else:
        print(f"no installer file for {sys.platform}; the folder build is {folder}")
        return 0
    print(
        f"Installer: {result} ({result.stat().st_size / 1e6:.0f} MB); "
        f"whole build {time.perf_counter() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
