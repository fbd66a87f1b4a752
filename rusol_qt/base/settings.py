"""The player's settings with the spec's defaults, kept in an INI file in the config folder.

Reading never fails: a missing, unreadable or unknown value gives its default. Keys this version
does not know (a newer version wrote them) stay in the file untouched, and a file that cannot be
parsed is copied to a dated backup before the first change rewrites it.
"""

from __future__ import annotations

import errno
import os
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call
from rusol_qt.storage import paths

#: Every setting and its default (rules.md §7, plus the app's own choices in docs/).
DEFAULTS: dict[str, Any] = {
    "double_click": True,
    "placement_help": True,
    "interactive_rules": True,
    "auto_placement": False,
    "four_colour": False,
    "language": "",
    "last_rules": "classic",
    "resume_game": True,
    # The solver's verdict in the info bar; off, so the game never declares a loss on its own.
    "solver_status": False,
    # New Game: random deals only among those the solver proves winnable.
    "winnable_only": False,
}

_LANGUAGE_CODE = re.compile(r"[A-Za-z]{2,8}([_-][A-Za-z0-9]{2,8})*")

#: The values a text setting may take; anything else reads as the default.
_TEXT_VALID: dict[str, Callable[[str], bool]] = {
    "language": lambda text: text == "" or _LANGUAGE_CODE.fullmatch(text) is not None,
    "last_rules": lambda text: text in {"classic", "relaxed"},
}


def _coerce(key: str, value: object) -> Any:
    """``value`` as read from the INI file, in the type of the key's default, or the default."""
    default = DEFAULTS[key]
    if isinstance(default, bool):
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in {"true", "1", "yes", "on"}:
            return True
        if text in {"false", "0", "no", "off"}:
            return False
        return default
    if not isinstance(value, str):
        return default
    valid = _TEXT_VALID.get(key)
    return value if valid is None or valid(value) else default


class Settings(QObject):
    """One settings object for the whole app; ``changed(key)`` fires when a value changes."""

    changed = Signal(str)

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        """Read the settings from ``path`` (default: ``settings.ini`` in the config folder)."""
        super().__init__(parent)
        self.path = path if path is not None else paths.config_dir() / "settings.ini"
        try:
            self._original: bytes | None = self.path.read_bytes()
        except OSError:
            self._original = None
        self._store = QSettings(str(self.path), QSettings.Format.IniFormat)
        self._values = {key: _coerce(key, self._store.value(key)) for key in DEFAULTS}
        #: Where an unparsable settings file was copied before it was rewritten, if it was.
        self.backup: Path | None = None

    def unsaved_reason(self) -> str | None:
        """Why changes cannot be written to the settings file, or ``None`` when they can.

        A folder that could not be made, a folder or a file the player may not write: the
        settings then hold for this run only.
        """
        folder = self.path.parent
        problem = paths.unusable(folder)
        if problem is not None:
            return problem
        target = self.path if self.path.exists() else folder
        return None if os.access(target, os.W_OK) else os.strerror(errno.EACCES)

    def __getitem__(self, key: str) -> Any:
        """The current value of a setting."""
        return self._values[key]

    def __setitem__(self, key: str, value: Any) -> None:
        """Change a setting, keep it on disk, and tell whoever listens."""
        value = _coerce(key, value)
        if self._values[key] == value:
            return
        self._values[key] = value
        self._store.setValue(key, value)
        self._store.sync()
        self._keep_unparsable_original()
        self.changed.emit(key)

    def _keep_unparsable_original(self) -> None:
        """QSettings only reports a file it could not parse when it writes over it: keep a copy."""
        if self._store.status() != QSettings.Status.FormatError or self._original is None:
            return
        stamp = time.strftime("%Y-%m-%d-%H%M%S")
        backup = self.path.with_name(f"{self.path.stem}-corrupt-{stamp}{self.path.suffix}")
        try:
            backup.write_bytes(self._original)
        except OSError:
            return
        self.backup = backup
        self._original = None
