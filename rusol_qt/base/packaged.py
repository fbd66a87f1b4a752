"""The one place that finds the hand-made assets of ``resources/`` (no Qt here).

A wheel and a bundle carry them inside the package (the build copies them to
``rusol_qt/resources/``, setup.py); an editable install or a run from the source tree has no such
copy and reads the checkout's own ``resources/``, so an edit shows at once.
"""

from __future__ import annotations

from importlib import resources
from importlib.abc import Traversable
from pathlib import Path

#: The checkout around the package, when it runs from one.
CHECKOUT = Path(__file__).resolve().parents[2]


def resource(*parts: str) -> Traversable:
    """``resources/<parts>``: the package's copy when it has one, else the checkout's.

    The answer may not exist (neither holds it): reading it then raises ``FileNotFoundError``.
    """
    packaged = resources.files("rusol_qt").joinpath("resources", *parts)
    if packaged.is_file() or packaged.is_dir():
        return packaged
    return CHECKOUT.joinpath("resources", *parts)
