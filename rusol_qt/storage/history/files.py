"""The history's file: its name, whether it can be written, reading it untouched, checking it."""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

from rusol_qt.storage.history.errors import HistoryError, _is_damage, _trouble_of

FILE_NAME = "history.sqlite3"


def not_writable(path: Path) -> str | None:
    """Why ``path`` or its folder cannot be written, else ``None``.

    SQLite needs the folder as well as the file: it creates the ``-wal`` and ``-shm`` files
    beside it. ``os.access`` also answers for a disk mounted read-only, even to root.
    """
    for each in (path.parent, path):
        if each.exists() and not os.access(each, os.W_OK):
            return f"{os.strerror(errno.EACCES)}: '{each}'"
    return None


def reader(path: Path) -> sqlite3.Connection:
    """A read-only connection to ``path``, also in a folder that cannot be written.

    Read-only, a WAL database needs its ``-wal`` and ``-shm`` files, which SQLite makes when it
    can write the folder. When it cannot and there is no ``-wal``, SQLite is told the file is
    immutable and reads it as it stands, which is all of it (no copy of the app can be writing
    into a folder that this one cannot write to either). Otherwise the connection takes SQLite's
    usual locks, so it reads a consistent state while the app's own connection records games.
    """
    uri = path.resolve().as_uri()
    immutable = not Path(f"{path}-wal").exists() and not_writable(path) is not None
    option = "mode=ro&immutable=1" if immutable else "mode=ro"
    connection = sqlite3.connect(f"{uri}?{option}", uri=True, isolation_level=None)
    # Each page's cells are checked as it is read, so damage shows as an error, not as rows.
    connection.execute("PRAGMA cell_size_check = ON")
    return connection


def quick_check(path: Path) -> str | None:
    """SQLite's quick check of the history at ``path``: ``None`` when sound, else what is wrong.

    It opens a read-only connection of its own, so it may run in a worker thread while the app
    uses its :class:`HistoryStore`; the verdict then goes to :meth:`HistoryStore.checked`. The
    check reads every page of the file and writes nothing.

    Raises:
        HistoryError: when the file cannot be read at all (not damage: permissions, gone).
    """
    try:
        connection = reader(path)
        try:
            rows = connection.execute("PRAGMA quick_check").fetchall()
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        if _is_damage(error):
            return str(error)
        raise HistoryError(_trouble_of(error), str(error)) from error
    return None if rows == [("ok",)] else "; ".join(str(row[0]) for row in rows[:5])
