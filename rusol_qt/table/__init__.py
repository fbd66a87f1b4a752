"""The card table: card art, the scene with its piles and cards, and the controller."""

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
    if refcount.value < 1 << 40:
        refcount.value += 1 << 40


if sys.version_info < (3, 12) and _bindings_drop_none():
    _make_none_immortal()


def _make_bools_immortal() -> None:
    """The same for ``True`` and ``False``, which the bindings drop too.

    Emitting a Python-declared ``Signal(bool)`` or storing a bool in ``QSettings`` costs the
    bool a reference; after a single such call the process aborts at exit with "deallocating
    True or False".
    """
    for value in (True, False):
        refcount = ctypes.c_ssize_t.from_address(id(value))
        if refcount.value < 1 << 40:
            refcount.value += 1 << 40


if sys.version_info < (3, 12):
    _make_bools_immortal()
