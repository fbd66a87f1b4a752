"""The player's settings with the spec's defaults, kept in an INI file in the config folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

from rusol_qt import qt_runtime  # noqa: F401 - guards the Qt bindings before any Qt call
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
}


def _coerce(value: object, default: Any) -> Any:
    """``value`` read from the INI file, in the type of ``default`` (the default if unreadable)."""
    if isinstance(default, bool):
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in {"true", "1", "yes", "on"}:
            return True
        if text in {"false", "0", "no", "off"}:
            return False
        return default
    return value if isinstance(value, str) else default


class Settings(QObject):
    """One settings object for the whole app; ``changed(key)`` fires when a value changes."""

    changed = Signal(str)

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        """Read the settings from ``path`` (default: ``settings.ini`` in the config folder)."""
        super().__init__(parent)
        file = path if path is not None else paths.config_dir() / "settings.ini"
        self._store = QSettings(str(file), QSettings.Format.IniFormat)
        self._values = {
            key: _coerce(self._store.value(key, default), default)
            for key, default in DEFAULTS.items()
        }

    def __getitem__(self, key: str) -> Any:
        """The current value of a setting."""
        return self._values[key]

    def __setitem__(self, key: str, value: Any) -> None:
        """Change a setting, keep it on disk, and tell whoever listens."""
        value = _coerce(value, DEFAULTS[key])
        if self._values[key] == value:
            return
        self._values[key] = value
        self._store.setValue(key, value)
        self._store.sync()
        self.changed.emit(key)
