"""The frozen program's entry point: the ``tourney`` command (with no command, the window)."""

import sys

from tourney.cli import main

if __name__ == "__main__":
    sys.exit(main())
