"""The app's folders in the user's platform directories, chosen lazily and overridable for tests."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "rusol-qt"

_override: Path | None = None


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


def _ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path
