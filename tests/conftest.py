"""Test-wide settings: Qt draws offscreen unless a test asks for a real X window."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from rusol_qt.base import bindings  # noqa: E402, F401 - guards the Qt bindings for every test
