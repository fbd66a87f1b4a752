"""What can go wrong with the history: its errors, and damage told apart from the rest."""

from __future__ import annotations

import sqlite3
from enum import Enum
from pathlib import Path
from typing import NamedTuple

from rusol_qt.storage.trouble import Trouble, of_os_error

# SQLite's primary result codes (the low byte of the extended ones).
_SQLITE_PERM = 3
_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_READONLY = 8
_SQLITE_IOERR = 10
_SQLITE_CORRUPT = 11
_SQLITE_FULL = 13
_SQLITE_CANTOPEN = 14
_SQLITE_NOTADB = 26


class Damage(Enum):
    """Why the database was set aside."""

    CORRUPT = "corrupt"
    NEWER = "newer"


class Recovered(NamedTuple):
    """A history that could not be used as it was: why, where it was kept, what was saved.

    Attributes:
        damage: damaged, or written by a newer version (whose games are not read).
        backup: the byte-identical copy of the file (and of its ``-wal`` file, as
            ``<backup>-wal``); ``None`` when the folder is read-only: the file is then left
            where it was, untouched, and the games salvaged are shown from memory.
        kept: the games (rows that make sense) in the history now: those salvaged.
        counted: the games the damaged history's own kept statistics counted, when they could
            still be read (an idea of how many were lost); else ``None``.
    """

    damage: Damage
    backup: Path | None
    kept: int = 0
    counted: int | None = None


class ReadOnly(NamedTuple):
    """The history opened read-only: the folder it is in, and the system's reason (technical)."""

    folder: Path
    detail: str


class HistoryError(RuntimeError):
    """The history cannot be read or written; ``trouble`` says why, ``detail`` in technical terms.

    ``str(error)`` is the detail (SQLite's or the system's English message), for a "Details"
    section or the log, never for the sentence the player reads.
    """

    def __init__(self, trouble: Trouble, detail: str) -> None:
        """An error of kind ``trouble``; ``detail`` is the technical message."""
        super().__init__(detail)
        self.trouble = trouble
        self.detail = detail


class _NewerSchemaError(Exception):
    """The database has a schema version this app does not know."""


class _DamagedError(Exception):
    """``PRAGMA quick_check`` found the database damaged."""


def _is_damage(error: sqlite3.DatabaseError) -> bool:
    """Whether an error means the file is damaged or not a database (not merely busy)."""
    code = getattr(error, "sqlite_errorcode", None)
    if code is None:
        return not isinstance(error, sqlite3.OperationalError)
    return code & 0xFF in (_SQLITE_CORRUPT, _SQLITE_NOTADB)


def _trouble_of(error: BaseException) -> Trouble:
    """The kind of an error that is not damage, for the player's message."""
    if isinstance(error, OSError):
        return of_os_error(error)
    code = getattr(error, "sqlite_errorcode", None)
    kinds = {
        _SQLITE_READONLY: Trouble.READ_ONLY,
        _SQLITE_PERM: Trouble.READ_ONLY,
        _SQLITE_CANTOPEN: Trouble.UNREADABLE,
        _SQLITE_BUSY: Trouble.BUSY,
        _SQLITE_LOCKED: Trouble.BUSY,
        _SQLITE_FULL: Trouble.FULL,
        _SQLITE_CORRUPT: Trouble.DAMAGED,
        _SQLITE_NOTADB: Trouble.DAMAGED,
    }
    return Trouble.FAILED if code is None else kinds.get(code & 0xFF, Trouble.FAILED)
