# Runtime hook in place of PyInstaller's PySide6 one, which imports QtCore at every start (a
# tenth of a second, even for `tourney --version`). Qt is imported only by the window; this
# tells it where the bundled plugins are, as PyInstaller's hook does. (The PySide6 wheel writes
# its own qt.conf when it is imported, so nothing else is needed.)
import os
import sys

_qt = os.path.join(sys._MEIPASS, "PySide6", *([] if sys.platform.startswith("win") else ["Qt"]))
os.environ["QT_PLUGIN_PATH"] = os.path.join(_qt, "plugins")
os.environ["QML2_IMPORT_PATH"] = os.path.join(_qt, "qml")
if sys.platform.startswith("win"):  # QtNetwork finds the bundled OpenSSL DLLs on PATH
    os.environ["PATH"] = sys._MEIPASS + os.pathsep + os.environ.get("PATH", "")
