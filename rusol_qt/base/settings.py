"""The player's settings: one typed field each, with the spec's defaults, kept in an INI file.

Reading never fails: a missing, unreadable or unknown value gives its default. Keys this version
does not know (a newer version wrote them) stay in the file untouched, and a file that cannot be
parsed is copied to a dated backup as it is read, then written again with what could be read
(so the player is told of it once, with the backup's name: ``backup``).

Each setting is a typed attribute (``settings.double_click``, ``settings.last_rules``), declared
once below with its default; ``changed`` names the field that changed.
"""

from __future__ import annotations

import errno
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, Generic, TypeVar, overload

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call
from rusol_qt.model.rules import RuleSet
from rusol_qt.storage import paths
from rusol_qt.storage.trouble import not_a_file

T = TypeVar("T")

_LANGUAGE_CODE = re.compile(r"[A-Za-z]{2,8}([_-][A-Za-z0-9]{2,8})*")


def _read_bool(value: object) -> bool | None:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in {"true", "1", "yes", "on"}:
        return True
    if text in {"false", "0", "no", "off"}:
        return False
    return None


def _read_language(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    return value if value == "" or _LANGUAGE_CODE.fullmatch(value) else None


def _read_rules(value: object) -> RuleSet | None:
    if isinstance(value, RuleSet):
        return value
    try:
        return RuleSet(value) if isinstance(value, str) else None
    except ValueError:
        return None


def _read_bytes(value: object) -> bytes | None:
    if isinstance(value, QByteArray):
        return bytes(value.data())
    return value if isinstance(value, bytes) else None


def _write_plain(value: object) -> object:
    return value


def _write_rules(value: RuleSet) -> object:
    return value.value


def _write_bytes(value: bytes) -> object:
    return QByteArray(value)


class Setting(Generic[T]):
    """One typed setting: its default, how a stored value is read, and how it is stored."""

    def __init__(
        self,
        default: T,
        read: Callable[[object], T | None],
        write: Callable[[T], object] = _write_plain,
    ) -> None:
        """Declare a setting; its name is the attribute it is assigned to."""
        self.default = default
        self._read = read
        self._write = write
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def parse(self, value: object) -> T:
        """``value`` as stored (or handed in), in this setting's type, or the default."""
        parsed = self._read(value) if value is not None else None
        return self.default if parsed is None else parsed

    def stored(self, value: T) -> object:
        """``value`` in the form the INI file keeps."""
        return self._write(value)

    @overload
    def __get__(self, settings: None, owner: type) -> Setting[T]: ...

    @overload
    def __get__(self, settings: Settings, owner: type) -> T: ...

    def __get__(self, settings: Settings | None, owner: type) -> Setting[T] | T:
        if settings is None:
            return self
        value: T = settings.value(self)
        return value

    def __set__(self, settings: Settings, value: T) -> None:
        settings.set_value(self, value)


class Settings(QObject):
    """One settings object for the whole app; ``changed(name)`` fires when a field changes."""

    changed = Signal(str)

    # -- Settings dialog: how the table answers (rules.md §7) ------------------------------------
    double_click = Setting(True, _read_bool)
    placement_help = Setting(True, _read_bool)
    interactive_rules = Setting(True, _read_bool)
    auto_placement = Setting(False, _read_bool)
    four_colour = Setting(False, _read_bool)
    language = Setting("", _read_language)
    resume_game = Setting(True, _read_bool)
    # The solver's verdict in the info bar; off, so the game never declares a loss on its own.
    solver_status = Setting(False, _read_bool)
    # The toolbar above the info bar (New Game, Restart, Undo, Redo, Hint).
    show_toolbar = Setting(True, _read_bool)
    # -- remembered for the player ---------------------------------------------------------------
    last_rules = Setting(RuleSet.CLASSIC, _read_rules, _write_rules)
    # New Game: random deals only among those the solver proves winnable.
    winnable_only = Setting(False, _read_bool)
    # Where the main window was (Qt's saveGeometry); empty: centred on the screen.
    window_geometry = Setting(b"", _read_bytes, _write_bytes)

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        """Read the settings from ``path`` (default: ``settings.ini`` in the config folder)."""
        super().__init__(parent)
        self.path = path if path is not None else paths.config_dir() / "settings.ini"
        #: Something that is not a file has the settings file's name (a folder, a named pipe).
        self._not_a_file = not_a_file(self.path)
        self._original: bytes | None = None
        store = self.path
        if self._not_a_file is not None:
            # Neither read (a named pipe would block for ever) nor written over: the settings
            # hold for this run only, kept by QSettings in memory under a name no file can
            # take (a path below the null device), and the player is told (unsaved_reason).
            store = Path(os.devnull) / self.path.name
        else:
            try:
                self._original = self.path.read_bytes()
            except OSError:
                self._original = None
        self._store = QSettings(str(store), QSettings.Format.IniFormat)
        self._values: dict[str, Any] = {
            field.name: field.parse(self._store.value(field.name)) for field in self.fields()
        }
        if not self._store.contains(Settings.window_geometry.name):
            self._values[Settings.window_geometry.name] = self._legacy_geometry()
        #: Where an unparsable settings file was copied as this run read it, if it was.
        self.backup: Path | None = None
        if self._store.status() == QSettings.Status.FormatError:
            self._keep_unparsable_original()
            if self.backup is not None:
                self._rewrite()

    @classmethod
    def fields(cls) -> list[Setting[Any]]:
        """Every setting, in the order declared."""
        return [value for value in vars(cls).values() if isinstance(value, Setting)]

    def value(self, field: Setting[T]) -> T:
        """The current value of ``field`` (the attribute reads the same)."""
        value: T = self._values[field.name]
        return value

    def set_value(self, field: Setting[T], value: T) -> None:
        """Change ``field``, keep it on disk, and tell whoever listens (the attribute does this)."""
        value = field.parse(value)
        if self._values[field.name] == value:
            return
        self._values[field.name] = value
        self._store.setValue(field.name, field.stored(value))
        self._store.sync()
        self._keep_unparsable_original()
        self.changed.emit(field.name)

    def reset(self, fields: list[Setting[Any]]) -> None:
        """Put ``fields`` back to their defaults."""
        for field in fields:
            self.set_value(field, field.default)

    def unsaved_reason(self) -> OSError | None:
        """Why changes cannot be written to the settings file, or ``None`` when they can.

        A folder that could not be made, a folder or a file the player may not write: the
        settings then hold for this run only.
        """
        if self._not_a_file is not None:
            return self._not_a_file
        folder = self.path.parent
        problem = paths.unusable(folder)
        if problem is not None:
            return problem
        target = self.path if self.path.exists() else folder
        if os.access(target, os.W_OK):
            return None
        return PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(target))

    def _legacy_geometry(self) -> bytes:
        """The window's place as versions before 0.2 kept it, in ``window.ini`` beside us."""
        legacy = self.path.with_name("window.ini")
        if not legacy.is_file():
            return b""
        return Settings.window_geometry.parse(
            QSettings(str(legacy), QSettings.Format.IniFormat).value("geometry")
        )

    def _rewrite(self) -> None:
        """Write what could be read back, so the next run finds a file it can read."""
        readable = {key: self._store.value(key) for key in self._store.allKeys()}
        try:
            self.path.unlink()  # the backup holds its bytes; nothing readable may keep them
        except OSError:
            return
        for key, value in readable.items():
            self._store.setValue(key, value)
        self._store.sync()

    def _keep_unparsable_original(self) -> None:
        """Keep a copy of a file QSettings could not parse, before anything writes over it."""
        if self._store.status() != QSettings.Status.FormatError or self._original is None:
            return
        backup = paths.backup_path(self.path, "corrupt")
        try:
            backup.write_bytes(self._original)
        except OSError:
            return
        self.backup = backup
        self._original = None
