"""Runs in the bundle before the app: the Linux bundle draws through X11 (XWayland on Wayland).

The Linux bundle carries no Wayland platform plugin (docs/packaging.md says why). Choosing xcb
up front spares Wayland sessions Qt's "could not find the Qt platform plugin" warning; a
player's own QT_QPA_PLATFORM still wins.
"""

import os
import sys

if sys.platform.startswith("linux"):
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
