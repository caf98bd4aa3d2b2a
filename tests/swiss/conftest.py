"""The suite runs with --import-mode=importlib, so this folder's helper module (random events
for the property tests) is put on the path here."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
