"""Makes the Qt bindings safe to use before any other Qt-side module runs: import it first.

PySide6 6.12.0 on CPython 3.11 drops a reference to ``None`` at every call of a C++ method that
returns ``void`` (see ``_bindings_drop_none``), and to ``True``/``False`` when a Python-declared
``Signal(bool)`` is emitted or a bool is stored in ``QSettings``. Importing this module makes those
three objects as immortal as CPython 3.12 makes them (PEP 683), so the lost references never
reach zero. ``rusol_qt.app``,
every Qt-side package and the tests' ``conftest.py`` import it before anything else of Qt.

It also spares the start PySide6's look at the source of each module loaded after it (see
``_FeatureDefaults``).
"""

from __future__ import annotations

import ctypes
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

if TYPE_CHECKING:
    from collections.abc import Sequence
    from importlib.machinery import ModuleSpec
    from types import ModuleType


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


class _FeatureDefaults:
    """Gives PySide6 beforehand its answer about the features a new module selects.

    After each import PySide6 (6.12 here) decides which of its optional features
    (``snake_case``, ``true_property``) the new module sees, keeping the answer in the table
    ``pyside_feature_dict`` of its ``support.feature`` module: 0 (the default features) when the
    module's source mentions PySide6, else -1 (ignored). To find out it reads the module's whole
    source through ``inspect``: 0.2 to 0.4 ms a module, some 20 ms for the seventy the window
    loads after PySide6 (napari met the same cost, napari#8584). Entered here in advance, as the
    module is found, the answer spares that look:

    - the standard library's modules and ``platformdirs`` never mention PySide6: -1, the answer
      PySide6 itself would give;
    - ours: 0, the default features. A module that names a feature with ``from __feature__
      import ...`` sets its own entry when that line runs, so an entry made in advance changes
      nothing for it, and none of ours does (a test checks that and these answers).

    Where a PySide6 release keeps no such table, this does nothing.
    """

    table: dict[str, int] | None = None
    #: Top-level names of modules that never mention PySide6.
    never_qt = frozenset(sys.stdlib_module_names) | {"platformdirs"}

    @classmethod
    def find_spec(
        cls, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        """Enter ``name``'s answer if it is known; leave the finding to the other finders."""
        if cls.table is not None and name not in cls.table:
            cls.enter(cls.table, name)
        return None

    @classmethod
    def enter(cls, table: dict[str, int], name: str) -> None:
        """Enter ``name``'s answer in ``table`` if it is known."""
        if name == "rusol_qt" or name.startswith("rusol_qt."):
            table[name] = 0
        elif name.partition(".")[0] in cls.never_qt:
            table[name] = -1


def _spare_feature_lookups() -> None:
    feature = sys.modules.get("PySide6.support.feature")
    table = getattr(feature, "pyside_feature_dict", None)
    if isinstance(table, dict) and _FeatureDefaults not in sys.meta_path:
        # Modules loaded already are looked at when they are imported again somewhere.
        for name in list(sys.modules):
            if name not in table:
                _FeatureDefaults.enter(table, name)
        _FeatureDefaults.table = table
        sys.meta_path.insert(0, _FeatureDefaults)


_spare_feature_lookups()
