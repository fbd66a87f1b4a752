"""The history's schema: its version, the condition a sensible row meets, migrating."""

from __future__ import annotations

import contextlib
import sqlite3
import time

from rusol_qt.storage.history.errors import _NewerSchemaError
from rusol_qt.storage.history.migrations import MIGRATIONS

#: How long a writer waits for the other copy of the app to finish its write, in milliseconds.
BUSY_TIMEOUT_MS = 10_000

#: The SQL condition a row must meet to be read as a game. The app only ever writes such rows,
#: but the file is the player's: another program, a half-restored backup or a hand edit can leave
#: a rule set we do not know, text or NULL where a number belongs, a negative or endless time.
#: Such a row is left out of every list and figure (and counted, to say so) instead of breaking
#: the whole history. (NaN cannot be stored: SQLite keeps it as NULL. Infinity fails BETWEEN.)
#: The upper bounds only keep out nonsense: a time past resume.MAX_STARTED, a game of 30 years.
#:
#: Since schema version 3 the History window's indexes are partial indexes over exactly these
#: rows, and SQLite uses such an index only for a query that repeats its condition word for word:
#: this text is therefore part of the schema (a change is a new version that rebuilds the
#: indexes; the released steps carry this text written out, and a test checks that it matches
#: the newest indexes'). The unary ``+`` keeps SQLite from driving a search by one of these
#: terms (``result IN (...)`` would otherwise become a lookup in the result index and a sort of
#: every game).
SENSIBLE = (
    "(typeof(code) = 'text' AND typeof(actions) = 'text' AND typeof(app_version) = 'text'"
    " AND +rules IN ('classic', 'relaxed') AND +result IN ('won', 'abandoned')"
    " AND typeof(started) IN ('integer', 'real') AND +started BETWEEN 0 AND 100000000000.0"
    " AND typeof(ended) IN ('integer', 'real') AND +ended BETWEEN 0 AND 100000000000.0"
    " AND typeof(seconds) IN ('integer', 'real') AND +seconds BETWEEN 0 AND 1e9"
    " AND typeof(moves) = 'integer' AND +moves >= 0 AND typeof(score) = 'integer'"
    " AND typeof(takebacks) = 'integer' AND +takebacks >= 0"
    " AND typeof(undos) = 'integer' AND +undos >= 0)"
)


#: The newest schema version: the last released step's.
SCHEMA_VERSION = max(MIGRATIONS)


def _roll_back(connection: sqlite3.Connection) -> None:
    """Undo the open transaction; a failure here must not hide the error that caused it."""
    with contextlib.suppress(sqlite3.Error):
        connection.execute("ROLLBACK")


def _user_version(connection: sqlite3.Connection) -> int:
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


def _use_write_ahead_log(connection: sqlite3.Connection) -> None:
    """Switch the database to WAL mode, waiting for the other copy of the app if need be.

    The switch needs the database to itself, and SQLite answers "database is locked" at once
    instead of calling the busy handler when two copies open a new database together; so wait
    here, as long as the busy timeout would.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            connection.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            code = getattr(error, "sqlite_errorcode", None)
            busy = code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
            if not busy or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def _migrate(connection: sqlite3.Connection) -> None:
    """Bring the schema up to :data:`SCHEMA_VERSION`, one written step after another.

    The steps run in one write transaction, so of two copies of the app starting together only
    one migrates and the other then finds the work done.
    """
    if _user_version(connection) == SCHEMA_VERSION:
        return
    connection.execute("BEGIN IMMEDIATE")
    try:
        version = _user_version(connection)
        if version > SCHEMA_VERSION:
            raise _NewerSchemaError(version)
        for step in range(version + 1, SCHEMA_VERSION + 1):
            for statement in MIGRATIONS[step]:
                connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    except BaseException:
        _roll_back(connection)
        raise
    connection.execute("COMMIT")
