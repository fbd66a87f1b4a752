"""The app's folders in the user's platform directories, chosen lazily and overridable for tests."""

from __future__ import annotations

import time
from pathlib import Path

import platformdirs

APP_NAME = "rusol-qt"

_override: Path | None = None

#: The folders that could not be made in this run, with the system's reason.
_unusable: dict[Path, OSError] = {}


def use_base(base: Path | None) -> None:
    """Keep every folder below ``base`` (tests, portable runs); ``None`` goes back to the user's."""
    global _override  # noqa: PLW0603 - one switch for the whole process, on purpose
    _override = base


def config_dir() -> Path:
    """The folder of the settings file, created on first use."""
    return _ensure(_override / "config" if _override else platformdirs.user_config_path(APP_NAME))


def data_dir() -> Path:
    """The folder of the history database and the game in progress, created on first use."""
    return _ensure(_override / "data" if _override else platformdirs.user_data_path(APP_NAME))


def backup_path(path: Path, reason: str) -> Path:
    """A free, dated name next to ``path`` for a file set aside because of ``reason``.

    For example ``history-corrupt-2026-11-30-141500.sqlite3``; both the history and the game in
    progress name their backups so, which the player is told of.
    """
    stamp = time.strftime("%Y-%m-%d-%H%M%S")
    candidate = path.with_name(f"{path.stem}-{reason}-{stamp}{path.suffix}")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.stem}-{reason}-{stamp}-{number}{path.suffix}")
        number += 1
    return candidate


def unusable(path: Path) -> OSError | None:
    """Why the folder ``path`` could not be made in this run, or ``None`` if it could."""
    return _unusable.get(path)


def _ensure(path: Path) -> Path:
    """``path``, made if missing.

    A folder that cannot be made (a file in the way, no permission) is returned all the same and
    noted for :func:`unusable`: writing a file into it then fails where that is handled (the
    history is kept in no file and says so, the settings last for the session), so the player
    can still play.
    """
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        _unusable[path] = error
    else:
        _unusable.pop(path, None)
    return path
