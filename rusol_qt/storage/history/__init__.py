"""The history of played games: one SQLite row per game, its schema versioned and migrated.

The database lives in the user data folder. Its schema version is ``PRAGMA user_version`` and
every version has a written migration of its own (:mod:`.migrations`, literal SQL that never
changes once released). The database runs in WAL mode with a busy timeout, so two copies of the
app can record games at the same time. A damaged database is copied byte for byte to a dated
backup and every game that can still be read is salvaged into a fresh one; one a newer version
wrote is kept the same way (and not read). A history in a folder that cannot be written is
opened read-only. :attr:`HistoryStore.recovered` and :attr:`HistoryStore.read_only` say so, for
the app to tell the player. See docs/history.md.

The package, one job a module:

- :mod:`.records`: the values (a game as recorded, a line of the window, a selection);
- :mod:`.errors`: :class:`HistoryError`, and damage told apart from other trouble;
- :mod:`.schema` and :mod:`.migrations`: the schema version, ``SENSIBLE``, migrating;
- :mod:`.files`: the file's name, reading it untouched, the quick check;
- :mod:`.copies` and :mod:`.salvage`: copies of a damaged file, and its games saved from them;
- :mod:`.kept_statistics`: the statistics kept in the database;
- :mod:`.store`: :class:`HistoryStore`, the one object the app uses.

Callers import from the package, not from its modules.
"""

from rusol_qt.storage.history.errors import Damage, HistoryError, ReadOnly, Recovered
from rusol_qt.storage.history.files import FILE_NAME, quick_check
from rusol_qt.storage.history.migrations import MIGRATIONS
from rusol_qt.storage.history.records import (
    ALL_CARDS,
    Column,
    DealFigures,
    GameRecord,
    Outcome,
    Selection,
    Summary,
    Unsolved,
)
from rusol_qt.storage.history.salvage import salvage_rows
from rusol_qt.storage.history.schema import BUSY_TIMEOUT_MS, SCHEMA_VERSION, SENSIBLE
from rusol_qt.storage.history.store import HistoryStore
from rusol_qt.storage.statistics import DealVerdict, Result

__all__ = [
    "ALL_CARDS",
    "BUSY_TIMEOUT_MS",
    "FILE_NAME",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "SENSIBLE",
    "Column",
    "Damage",
    "DealFigures",
    "DealVerdict",
    "GameRecord",
    "HistoryError",
    "HistoryStore",
    "Outcome",
    "ReadOnly",
    "Recovered",
    "Result",
    "Selection",
    "Summary",
    "Unsolved",
    "quick_check",
    "salvage_rows",
]
