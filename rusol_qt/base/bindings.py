"""Makes the Qt bindings safe to use before any other Qt-side module runs: import it first.

PySide6 6.12.0 on CPython 3.11 drops a reference to ``None`` at every call of a C++ method that
returns ``void`` (see ``_bindings_drop_none``), and to ``True``/``False`` when a Python-declared
``Signal(bool)`` is emitted or a bool is stored in ``QSettings``. Importing this module makes those
three objects as immortal as CPython 3.12 makes them (PEP 683), so the lost references never
reach zero. ``rusol_qt.app``,
every Qt-side package and the tests' ``conftest.py`` import it before anything else of Qt.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QPointF


def _bindings_drop_none() -> bool:
    """Whether a call of a C++ method returning ``void`` costs ``None`` a reference.

    PySide6 6.12.0 does so on CPython 3.11. There ``None`` is an ordinary object with a few
    thousand references, so after that many calls (one deal's worth of painting and animation)
    CPython aborts with "deallocating None". From CPython 3.12 on ``None`` is immortal (PEP 683)
    and the bug is harmless, which this probe notices by itself.
    """
    probe = QPointF()
    before = sys.getrefcount(None)
    probe.setX(1.0)
    return sys.getrefcount(None) < before


def _make_none_immortal() -> None:
    """Give ``None`` so many references that the lost ones never matter, as CPython 3.12 does."""
    refcount = ctypes.c_ssize_t.from_address(id(None))
    # Only where the object header starts with its count, as in every release build.
    if abs(refcount.value - sys.getrefcount(None)) > 16:
        return
    if refcount.value < 1 << 40:
        refcount.value += 1 << 40


if sys.version_info < (3, 12) and _bindings_drop_none():
    _make_none_immortal()


def _make_bools_immortal() -> None:
    """The same for ``True`` and ``False``, which the bindings drop too.

    After a single bool signal emission the process would abort at exit with "deallocating True
    or False"; no cheap probe shows that loss, so on CPython 3.11 this is done unconditionally.
    """
    for value in (True, False):
        refcount = ctypes.c_ssize_t.from_address(id(value))
        if refcount.value < 1 << 40:
            refcount.value += 1 << 40


if sys.version_info < (3, 12):
    _make_bools_immortal()
