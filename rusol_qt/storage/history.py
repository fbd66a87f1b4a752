"""The history of played games: one SQLite row per game, its schema versioned and migrated.

The database lives in the user data folder. Its schema version is ``PRAGMA user_version`` and
every version has a written migration in :data:`MIGRATIONS`. The database runs in WAL mode with
a busy timeout, so two copies of the app can record games at the same time. A damaged database
is copied byte for byte to a dated backup and every game that can still be read is salvaged into
a fresh one; one a newer version wrote is kept the same way (and not read). A history in a folder
that cannot be written is opened read-only. :attr:`HistoryStore.recovered` and
:attr:`HistoryStore.read_only` say so, for the app to tell the player. See docs/history.md.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import shutil
import sqlite3
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from rusol_qt import __version__
from rusol_qt.model.game import Game
from rusol_qt.model.rules import RuleSet
from rusol_qt.storage import paths, salvage
from rusol_qt.storage.statistics import (
    DealVerdict,
    Result,
    Statistics,
    Streak,
    WinnableFigures,
    add_by_rules,
    add_deal_counts,
    by_rules,
)
from rusol_qt.storage.trouble import Trouble, of_os_error

log = logging.getLogger(__name__)

_T = TypeVar("_T")

FILE_NAME = "history.sqlite3"

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
#: indexes). The unary ``+`` keeps SQLite from driving a search by one of these terms (``result
#: IN (...)`` would otherwise become a lookup in the result index and a sort of every game).
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


def _sorted_index(column: str) -> str:
    """A History-window sort order over the sensible rows, carrying the filtered columns.

    With ``rules``, ``result`` and ``code`` in the index, a filtered page or count is read from
    the index alone, never from the 1 KB rows with their move lists.
    """
    carried = ", ".join(name for name in ("rules", "result", "code") if name != column)
    return f"CREATE INDEX games_by_{column} ON games ({column}, id, {carried}) WHERE {SENSIBLE}"


#: Schema version -> the statements that bring the previous version up to it. Never edit a
#: released step; add a new one.
MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            code TEXT NOT NULL,
            rules TEXT NOT NULL,
            started REAL NOT NULL,
            ended REAL NOT NULL,
            seconds REAL NOT NULL,
            moves INTEGER NOT NULL,
            score INTEGER NOT NULL,
            result TEXT NOT NULL,
            takebacks INTEGER NOT NULL,
            undos INTEGER NOT NULL,
            actions TEXT NOT NULL
        )""",
    ),
    # Version 2: the version of the app that recorded a game (for bug reports), the indexes that
    # keep sorting the History window fast on a long history, and the statistics kept up to date
    # game by game (so that opening the window never reads every game).
    2: (
        "ALTER TABLE games ADD COLUMN app_version TEXT NOT NULL DEFAULT ''",
        """CREATE TABLE statistics (
            rules TEXT PRIMARY KEY,
            last_id INTEGER NOT NULL,
            figures TEXT NOT NULL
        )""",
        "CREATE INDEX games_by_ended ON games (ended, id)",
        "CREATE INDEX games_by_score ON games (score, id)",
        "CREATE INDEX games_by_seconds ON games (seconds, id)",
        "CREATE INDEX games_by_moves ON games (moves, id)",
        "CREATE INDEX games_by_code ON games (code, id)",
        "CREATE INDEX games_by_rules ON games (rules, id)",
        "CREATE INDEX games_by_result ON games (result, id)",
    ),
    # Version 3: version 2's indexes could not serve the window, which reads only sensible rows:
    # every count and page read all 100,000 rows (issue 13). The sort orders become partial
    # indexes over the sensible rows, carrying the filtered columns, and a small index on the id
    # alone lets SQLite count the rows without reading the table (the kept statistics' check).
    3: (
        *(
            f"DROP INDEX games_by_{column}"
            for column in ("ended", "score", "seconds", "moves", "code", "rules", "result")
        ),
        *(
            _sorted_index(column)
            for column in ("ended", "score", "seconds", "moves", "code", "rules", "result")
        ),
        "CREATE INDEX games_counted ON games (id)",
    ),
    # Version 4: a fair win rate (issue 14). For each game, the cards it brought home and what
    # the solver found about its deal: winnable or not, and the most cards perfect play brings
    # home from it (NULL until the deal is solved, which happens after the game, in the
    # background). A won game needs no solver. An index counts games by rule set, result and
    # verdict without reading the table; another finds the games still to solve, newest first;
    # the new column sorts like the others.
    4: (
        "ALTER TABLE games ADD COLUMN foundation_cards INTEGER",
        "ALTER TABLE games ADD COLUMN deal_verdict TEXT",
        "ALTER TABLE games ADD COLUMN deal_best INTEGER",
        "UPDATE games SET foundation_cards = 52, deal_verdict = 'winnable', deal_best = 52"
        " WHERE result = 'won'",
        _sorted_index("foundation_cards"),
        f"CREATE INDEX games_by_deal ON games (rules, result, deal_verdict) WHERE {SENSIBLE}",
        f"CREATE INDEX games_unsolved ON games (id) WHERE deal_verdict IS NULL AND {SENSIBLE}",
    ),
}
SCHEMA_VERSION = max(MIGRATIONS)

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


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One played game as the history keeps it. Times are Unix seconds (UTC)."""

    code: str
    rules: RuleSet
    started: float
    ended: float
    seconds: float
    moves: int
    score: int
    result: Result
    takebacks: int
    undos: int
    actions: tuple[str, ...]
    app_version: str = __version__
    #: The cards on the foundations when the game ended (``None``: recorded before version 4
    #: and not yet counted).
    foundation_cards: int | None = None
    #: What the solver found about the deal (``None``: not solved yet).
    deal_verdict: DealVerdict | None = None
    #: The most cards perfect play brings home from the deal (``None`` until it is known).
    deal_best: int | None = None
    id: int | None = None

    @classmethod
    def of(
        cls, game: Game, started: float, seconds: float, ended: float | None = None
    ) -> GameRecord:
        """The record of ``game``, begun at ``started`` and played for ``seconds``.

        A won game's deal is known to be winnable; an abandoned game's deal is solved later.
        """
        won = game.is_won()
        return cls(
            code=str(game.code),
            rules=game.rules,
            started=started,
            ended=time.time() if ended is None else ended,
            seconds=seconds,
            moves=game.moves,
            score=game.score,
            result=Result.WON if won else Result.ABANDONED,
            takebacks=game.takebacks,
            undos=game.undos,
            actions=tuple(game.actions),
            foundation_cards=sum(game.foundations),
            deal_verdict=DealVerdict.WINNABLE if won else None,
            deal_best=ALL_CARDS if won else None,
        )


class Outcome(NamedTuple):
    """What the statistics need of a game, without its move list."""

    rules: RuleSet
    result: Result
    score: int
    seconds: float
    moves: int
    ended: float


class Summary(NamedTuple):
    """One line of the History window."""

    id: int
    ended: float
    code: str
    rules: RuleSet
    result: Result
    score: int
    seconds: float
    moves: int
    foundation_cards: int | None = None
    deal_verdict: DealVerdict | None = None
    deal_best: int | None = None


class Unsolved(NamedTuple):
    """A recorded game whose deal has not been solved yet."""

    id: int
    code: str
    result: Result
    foundation_cards: int | None
    """``None`` for a game recorded before version 4: count them by replaying ``actions``."""
    actions: tuple[str, ...]


class DealFigures(NamedTuple):
    """What the solver found about one game's deal, and the cards that game brought home."""

    id: int
    verdict: DealVerdict
    best: int | None
    """The most cards perfect play brings home from the deal; ``None`` when undecided."""
    foundation_cards: int | None
    """The cards the game brought home, when it was recorded without them; else ``None``."""


class Column(Enum):
    """The columns the History window sorts by, named by the database column."""

    ENDED = "ended"
    CODE = "code"
    RULES = "rules"
    RESULT = "result"
    SCORE = "score"
    SECONDS = "seconds"
    MOVES = "moves"
    FOUNDATION_CARDS = "foundation_cards"


@dataclass(frozen=True, slots=True)
class Selection:
    """Which games the History window shows: a rule set, a result, part of a code."""

    rules: RuleSet | None = None
    result: Result | None = None
    code: str = ""

    def where(self) -> tuple[str, list[object]]:
        """The SQL condition and its parameters; rows that make no sense are never selected."""
        terms: list[str] = [SENSIBLE]
        values: list[object] = []
        if self.rules is not None:
            terms.append("+rules = ?")
            values.append(self.rules.value)
        if self.result is not None:
            terms.append("+result = ?")
            values.append(self.result.value)
        text = self.code.strip().upper()
        if text:
            terms.append("code LIKE ? ESCAPE '\\'")
            escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            values.append(f"%{escaped}%")
        return " WHERE " + " AND ".join(terms), values


_RULES = {rules.value: rules for rules in RuleSet}
_RESULTS = {result.value: result for result in Result}
_VERDICTS = {verdict.value: verdict for verdict in DealVerdict}

#: The cards of a deck: a won game's cards home, and the best of a winnable deal.
ALL_CARDS = 52


def _verdict_of(value: object) -> DealVerdict | None:
    """A stored verdict read back: ``None`` when not solved; a value we do not know is unknown."""
    if value is None:
        return None
    if isinstance(value, str):
        return _VERDICTS.get(value, DealVerdict.UNKNOWN)
    return DealVerdict.UNKNOWN


def _cards_of(value: object) -> int | None:
    """A stored count of cards read back; ``None`` unless it is one (0 to 52)."""
    if isinstance(value, int) and 0 <= value <= ALL_CARDS:
        return value
    return None


#: The ids of the games recorded in memory while a salvage is under way start above this.
_MEMORY_IDS = 1 << 40

#: The key of the kept count of rows left out, in the ``statistics`` table.
_LEFT_OUT_KEY = "left out"


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


def _not_writable(path: Path) -> str | None:
    """Why ``path`` or its folder cannot be written, else ``None``.

    SQLite needs the folder as well as the file: it creates the ``-wal`` and ``-shm`` files
    beside it. ``os.access`` also answers for a disk mounted read-only, even to root.
    """
    for each in (path.parent, path):
        if each.exists() and not os.access(each, os.W_OK):
            return f"{os.strerror(errno.EACCES)}: '{each}'"
    return None


class HistoryStore:
    """The history database of one app run. Not shared between threads.

    Opening reads only what it needs: the app calls :meth:`check` after its first frame, and the
    store runs it itself before its first write, so nothing is ever written into a damaged file.
    Every ``sqlite3`` error becomes a :class:`HistoryError`; damage met by a read or a write is
    set aside and salvaged, and the call answers from the salvaged history.
    """

    def __init__(self, path: Path | None = None, salvage_later: bool = False) -> None:
        """Open (or create, migrate, recover, or open read-only) the database at ``path``.

        ``path`` defaults to ``history.sqlite3`` in the user data folder. With ``salvage_later``
        a history found damaged (or newer) at opening is set aside only once
        :meth:`salvage_with` gives the store a worker to do it on; meanwhile the store answers
        from a history in memory (see :meth:`salvage_with`).

        Raises:
            HistoryError: when the history can be neither used nor made (a read-only folder
                without a history, a file that cannot be read at all).
        """
        self.path = path if path is not None else paths.data_dir() / FILE_NAME
        #: Set when this run found the database damaged or newer and set it aside.
        self.recovered: Recovered | None = None
        #: Called with :attr:`recovered` when damage is found after opening (by :meth:`check`,
        #: or by a read or write that met it), for the app to tell the player at that moment.
        self.on_recovered: Callable[[Recovered], None] | None = None
        #: Set when the history can only be read (a folder or file that cannot be written).
        self.read_only: ReadOnly | None = None
        #: How many rows of the games table make no sense and are left out (see
        #: :data:`SENSIBLE`); known once the statistics have been read.
        self.left_out = 0
        self._checked = False
        #: Runs a salvage's long part off this thread, then its end on this thread (see
        #: :meth:`salvage_with`); ``None``: salvage here and now.
        self._runner: Callable[[Callable[[], None], Callable[[], None]], None] | None = None
        self._salvage_later = salvage_later
        #: The salvage under way, the damaged file's connection (kept open until the backup is
        #: made), and whether the salvage was handed to the runner yet.
        self._salvage: _Salvage | None = None
        self._damaged: sqlite3.Connection | None = None
        self._salvage_started = False
        #: A salvage that failed: nothing is written any more in this run.
        self._failed: HistoryError | None = None
        #: Games recorded in memory while a salvage was under way -> their ids in the fresh file.
        self._renumbered: dict[int, int] = {}
        #: The temporary folder of a history salvaged from a folder that cannot be written.
        self._scratch: Path | None = None
        self._opening = True
        #: The verified statistics and the ``PRAGMA data_version`` they were read at: the
        #: window asks for them (and for counts made of them) several times as it opens.
        self._cache: tuple[int, dict[RuleSet | None, Statistics]] | None = None
        #: The fair win rate's figures and the state of the history they were counted at.
        self._winnable_cache: (
            tuple[tuple[int, int, int], dict[RuleSet | None, WinnableFigures]] | None
        ) = None
        self._connection = self._open_or_recover()
        self._opening = False

    # -- opening ---------------------------------------------------------------------------------

    def _open_or_recover(self) -> sqlite3.Connection:
        reason = _not_writable(self.path)
        if reason is not None:
            return self._open_read_only(reason)
        try:
            connection = sqlite3.connect(
                self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None
            )
        except sqlite3.DatabaseError as error:  # no folder to put it in, say
            raise HistoryError(_trouble_of(error), f"{error}: '{self.path}'") from error
        try:
            self._prepare(connection)
        except _NewerSchemaError:
            return self._set_aside(Damage.NEWER, connection)
        except _DamagedError:
            return self._set_aside(Damage.CORRUPT, connection)
        except sqlite3.DatabaseError as error:
            if _is_damage(error):
                return self._set_aside(Damage.CORRUPT, connection)
            connection.close()
            if _trouble_of(error) is Trouble.READ_ONLY and self.path.exists():
                return self._open_read_only(str(error))
            raise HistoryError(_trouble_of(error), str(error)) from error
        except BaseException:
            connection.close()
            raise
        return connection

    def _prepare(self, connection: sqlite3.Connection) -> None:
        """Ready a read-write connection: check when needed, WAL, migrations, a first read."""
        connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        # Asked, not set: nothing may be written into the file before it is known sound.
        (mode,) = connection.execute("PRAGMA journal_mode").fetchone()
        version = _user_version(connection)
        if version > SCHEMA_VERSION:
            raise _NewerSchemaError(version)
        if version > 0 and not self._checked and (mode != "wal" or version < SCHEMA_VERSION):
            # A migration rewrites the file (and reads all of it anyway): check it first, so
            # that damage is never migrated or built upon.
            self._check_connection(connection)
        _use_write_ahead_log(connection)
        connection.execute("PRAGMA synchronous = FULL")
        _migrate(connection)
        # Reading the table proves the file is a database we can use.
        connection.execute("SELECT count(*) FROM games").fetchone()

    def _open_read_only(self, reason: str) -> sqlite3.Connection:
        """Open the history for reading only; ``reason`` says why it cannot be written.

        Raises:
            HistoryError: when there is no history to read, or it cannot be read.
        """
        if not self.path.exists():
            raise HistoryError(Trouble.READ_ONLY, reason)
        self.read_only = ReadOnly(self.path.parent, reason)
        connection = None
        try:
            connection = _reader(self.path)
            version = _user_version(connection)
            if version > SCHEMA_VERSION:
                connection.close()
                raise HistoryError(Trouble.NEWER, f"schema version {version}: {self.path}")
            if version < SCHEMA_VERSION:
                # It cannot be migrated where it lies: copy its games into memory instead.
                return self._salvage_in_memory(connection)
            connection.execute("SELECT count(*) FROM games").fetchone()
        except sqlite3.DatabaseError as error:
            if _is_damage(error):
                # Salvaged beside nothing of the player's: into a temporary folder.
                return self._set_aside(Damage.CORRUPT, connection, in_place=False)
            if not Path(f"{self.path}-wal").exists():
                raise HistoryError(_trouble_of(error), str(error)) from error
            # A -wal left behind (a copy of the app that was killed) that SQLite may not use
            # read-only: read the file and its log from a copy in a folder that can be written.
            return self._read_from_a_copy(error)
        return connection

    def _read_from_a_copy(self, error: sqlite3.DatabaseError) -> sqlite3.Connection:
        """The games of the file and its ``-wal``, read from a temporary copy into memory."""
        with tempfile.TemporaryDirectory(prefix="rusol-qt-history-") as folder:
            copy = Path(folder) / FILE_NAME
            try:
                for suffix in ("", "-wal"):
                    shutil.copyfile(f"{self.path}{suffix}", f"{copy}{suffix}")
                source = sqlite3.connect(copy, isolation_level=None)
                return self._salvage_in_memory(source)
            except (OSError, sqlite3.Error) as failed:
                raise HistoryError(
                    _trouble_of(error), f"{error}; reading a copy failed too: {failed}"
                ) from failed

    def check(self) -> Recovered | None:
        """Run SQLite's quick check here and now, once; on damage set the file aside and salvage.

        ``PRAGMA quick_check`` reads every page: about 120 ms for 100,000 games when the file is
        in the page cache, seconds when it must come from the disk. So the app does not call
        this at start: it runs :func:`quick_check` in a worker thread after its first frame and
        hands the verdict to :meth:`checked`. The store calls this itself before its first write
        (it does nothing once a verdict is in), so nothing is written into a damaged file.

        Returns:
            What was done when the history was damaged (also in :attr:`recovered`, and told to
            :attr:`on_recovered`), else ``None``.

        Raises:
            HistoryError: when the damage could not be set aside (the copy failed).
        """
        if self._checked:
            return None
        try:
            self._check_connection(self._connection)
        except _DamagedError as error:
            return self.checked(str(error))
        except sqlite3.DatabaseError as error:
            if not _is_damage(error):
                raise HistoryError(_trouble_of(error), str(error)) from error
            return self.checked(str(error))
        return None

    def checked(self, problem: str | None) -> Recovered | None:
        """Take the verdict of :func:`quick_check` run elsewhere (a worker thread) on this file.

        ``None`` means the file was sound: the store will not check it again before writing.
        Otherwise the file is set aside and salvaged now, as :meth:`check` would.

        Returns:
            What was done when the history was damaged, else ``None``.

        Raises:
            HistoryError: when the damage could not be set aside (the copy failed).
        """
        if problem is None:
            self._checked = True
            return None
        if self._checked and self.recovered is not None:
            return None  # found and dealt with meanwhile, by a read or a write
        if self._salvage is not None:
            return None  # found meanwhile, and being salvaged
        log.warning("the history %s is damaged: %s", self.path, problem)
        return self._recover()

    def _check_connection(self, connection: sqlite3.Connection) -> None:
        rows = connection.execute("PRAGMA quick_check").fetchall()
        self._checked = True
        if rows != [("ok",)]:
            raise _DamagedError("; ".join(str(row[0]) for row in rows[:5]))

    # -- damage ----------------------------------------------------------------------------------

    def salvage_with(
        self, runner: Callable[[Callable[[], None], Callable[[], None]], None]
    ) -> None:
        """Salvage from now on with ``runner``, which takes the long part off this thread.

        ``runner(work, done)`` runs ``work`` on a worker thread, then ``done`` on this thread.
        The long part of a salvage (the backup, reading every page, writing the fresh file)
        then runs on the worker; the store meanwhile answers from a history in memory, empty but
        for the games recorded since, which go into the fresh file when it takes over. A salvage
        the store was opened to do later (``salvage_later``) starts now.
        """
        self._runner = runner
        self._start_salvage()

    @property
    def salvaging(self) -> bool:
        """Whether a damaged history is being set aside and salvaged on a worker thread."""
        return self._salvage is not None

    def _recover(self) -> Recovered | None:
        """Damage found after opening: set the file aside, salvage, and say so.

        Returns:
            What was done, or ``None`` while a worker salvages (then it is told when done).
        """
        # A folder that cannot be written keeps its file as it is: the games are salvaged
        # into a temporary folder, and no backup is needed.
        self._set_aside(Damage.CORRUPT, self._connection, in_place=self.read_only is None)
        return self.recovered if self._salvage is None else None

    def _set_aside(
        self, damage: Damage, old: sqlite3.Connection | None, in_place: bool = True
    ) -> sqlite3.Connection:
        """Keep a byte-identical backup, salvage what can be read, and open the fresh history.

        The backup is a copy of the file and of its ``-wal`` (which holds the latest games),
        taken while ``old`` is still open: closing it would checkpoint the log into the file and
        change its bytes. The ``-shm`` file is not copied: it only indexes the ``-wal``, and
        SQLite rebuilds it. Games are then read from copies of the original (:class:`_Salvage`),
        which the fresh file replaces.

        With a runner (:meth:`salvage_with`) or ``salvage_later``, the work is done on a worker
        thread and the connection returned is a history in memory, until :meth:`_finish` puts
        the fresh file in its place. Otherwise it is all done now. Not ``in_place`` (a folder
        that cannot be written), no backup is made and the fresh file stays in a temporary
        folder, the damaged file where it was.

        Returns:
            The connection the store uses now (also set as its connection).

        Raises:
            HistoryError: when no copy can be kept (the damaged file then stays in place and
                nothing is written into it) or no fresh history can be made.
        """
        job = _Salvage(self.path, damage, in_place)
        self._salvage, self._damaged, self._salvage_started = job, old, False
        # Nothing is written into the damaged file; what is played meanwhile is kept in memory.
        self._checked = True
        memory = sqlite3.connect(":memory:", isolation_level=None)
        _migrate(memory)
        self._connection = memory
        self._cache = self._winnable_cache = None
        if self._runner is None and not self._salvage_later:
            job.run()
            self._finish(job)
        else:
            self._start_salvage()
        return self._connection

    def _start_salvage(self) -> None:
        job = self._salvage
        if job is None or self._salvage_started or self._runner is None:
            return
        self._salvage_started = True
        self._runner(job.run, lambda: self._finish(job))

    def _finish(self, job: _Salvage) -> None:
        """Put the fresh file a salvage made in the damaged one's place (on the store's thread).

        Raises:
            HistoryError: when the salvage failed (no backup could be kept, no fresh history
                made): the damaged file stays as it was, and nothing is written in this run.
        """
        if job is not self._salvage:
            return  # finished already (the store was closed meanwhile)
        job.finished.wait()
        memory, old = self._connection, self._damaged
        self._salvage = self._damaged = None
        if old is not None:
            old.close()
        if job.error is not None:
            with contextlib.suppress(OSError):
                job.fresh.unlink()
            job.remove_folder()
            self._failed = job.error
            raise job.error
        if job.folder is not None:
            self._leave_in_place(job, memory)
            return
        try:
            for suffix in ("-wal", "-shm"):
                # The old file's log must never be applied to the fresh one.
                with contextlib.suppress(FileNotFoundError):
                    Path(f"{self.path}{suffix}").unlink()
            os.replace(job.fresh, self.path)
        except OSError as error:
            with contextlib.suppress(OSError):
                job.fresh.unlink()
            self._failed = HistoryError(
                _trouble_of(error), f"cannot start a fresh history: {error}"
            )
            raise self._failed from error
        self.recovered = Recovered(job.damage, job.backup, job.kept, job.counted)
        log.warning("the history was kept as %s; %d games salvaged", job.backup, job.kept)
        self._cache = self._winnable_cache = None
        try:
            connection = sqlite3.connect(
                self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None
            )
        except sqlite3.DatabaseError as error:
            raise HistoryError(_trouble_of(error), str(error)) from error
        try:
            self._prepare(connection)
        except (sqlite3.DatabaseError, _NewerSchemaError, _DamagedError) as error:
            connection.close()
            raise HistoryError(Trouble.FAILED, str(error)) from error
        self._connection = connection
        played = [
            _record_of(row)
            for row in memory.execute(f"SELECT {_RECORD_COLUMNS} FROM games ORDER BY id")
        ]
        memory.close()
        if played:
            ids = self._record_all(played)
            self._renumbered.update(zip((each.id for each in played if each.id), ids, strict=True))
        if not self._opening and self.on_recovered is not None:
            self.on_recovered(self.recovered)

    def _leave_in_place(self, job: _Salvage, memory: sqlite3.Connection) -> None:
        """Read from the fresh file a salvage made in a temporary folder (a read-only folder)."""
        try:
            connection = sqlite3.connect(job.fresh, isolation_level=None)
            connection.execute("SELECT count(*) FROM games").fetchone()
        except sqlite3.Error as error:
            job.remove_folder()
            raise HistoryError(_trouble_of(error), str(error)) from error
        memory.close()
        self._connection, self._scratch = connection, job.folder
        self.recovered = Recovered(job.damage, None, job.kept, job.counted)
        log.warning("the damaged history was left as it is; %d games salvaged", job.kept)
        self._cache = self._winnable_cache = None
        if not self._opening and self.on_recovered is not None:
            self.on_recovered(self.recovered)

    def _salvage_in_memory(self, source: sqlite3.Connection) -> sqlite3.Connection:
        """A history in memory holding every game ``source`` gives; the file is not touched."""
        target = sqlite3.connect(":memory:", isolation_level=None)
        _fill(target, source)
        self._checked = True
        self._cache = None
        return target

    def _guarded(self, action: Callable[[], _T]) -> _T:
        """``action`` on the database; damage is set aside and the action run once more.

        Raises:
            HistoryError: for any other database error, or damage met again.
        """
        try:
            return action()
        except sqlite3.DatabaseError as error:
            if not _is_damage(error):
                raise HistoryError(_trouble_of(error), str(error)) from error
            log.warning("damage met in the history %s: %s", self.path, error)
        self._recover()
        try:
            return action()
        except sqlite3.DatabaseError as error:
            raise HistoryError(_trouble_of(error), str(error)) from error

    def close(self) -> None:
        """Close the database; the store cannot be used afterwards.

        A salvage under way is waited for (or done now, if it was never started) and finished,
        so that the games played meanwhile reach the fresh file.
        """
        try:
            self.finish_salvage()
        except HistoryError as error:
            log.warning("the damaged history could not be set aside: %s", error)
        self._connection.close()
        if self._scratch is not None:
            shutil.rmtree(self._scratch, ignore_errors=True)

    def finish_salvage(self) -> None:
        """Wait for a salvage under way (or do it now, if it was never started) and finish it.

        For the app's last moment: the games played meanwhile reach the fresh file.

        Raises:
            HistoryError: when the salvage failed (see :meth:`_finish`).
        """
        job = self._salvage
        if job is None:
            return
        if not self._salvage_started:
            self._salvage_started = True
            job.run()
        self._finish(job)

    # -- writing ---------------------------------------------------------------------------------

    def record(self, game: GameRecord) -> int:
        """Add a game to the history, bring the statistics up to date, and return its id.

        Raises:
            HistoryError: when the history cannot be written (``trouble`` says why: read-only,
                full, busy, ...). Damage is set aside first and the game recorded in the fresh
                history.
        """
        self._writable()
        return self._guarded(lambda: self._record_all([game])[0])

    def record_many(self, games: Sequence[GameRecord]) -> list[int]:
        """Add many games in one transaction (imports, the benchmark); returns their ids."""
        self._writable()
        return self._guarded(lambda: self._record_all(games))

    def _writable(self) -> None:
        """Refuse a write to a read-only history; check the file before its first write."""
        if self.read_only is not None:
            raise HistoryError(Trouble.READ_ONLY, self.read_only.detail)
        if self._failed is not None:
            raise self._failed
        self.check()

    def _record_all(self, games: Sequence[GameRecord]) -> list[int]:
        connection = self._connection
        # IMMEDIATE: take the write lock first, so the other copy of the app cannot slip a game
        # in between our insert and our statistics update.
        connection.execute("BEGIN IMMEDIATE")
        figures: dict[RuleSet | None, Statistics] | None
        try:
            ids = [self._insert(game) for game in games]
            try:
                figures = self._update_statistics()
            except (ValueError, TypeError, KeyError, ArithmeticError) as error:
                # The games matter, the kept figures do not: forget them (they are rebuilt
                # when next read) rather than lose the game.
                log.warning("the kept statistics could not be updated: %r", error)
                connection.execute("DELETE FROM statistics")
                figures = None
        except BaseException:
            _roll_back(connection)
            raise
        connection.execute("COMMIT")
        # Our own commits leave data_version as it is: the figures just written are current.
        self._cache = None if figures is None else (self._data_version(), figures)
        return ids

    def _insert(self, game: GameRecord) -> int:
        # A won game brought every card home, and its deal can be won: no solver needed.
        won = game.result is Result.WON
        verdict = DealVerdict.WINNABLE if won else game.deal_verdict
        # While a salvage is under way, games go into memory with ids no salvaged game has, so
        # that each keeps a number of its own until it moves into the fresh file.
        game_id = None
        if self._salvage is not None:
            (highest,) = self._connection.execute("SELECT max(id) FROM games").fetchone()
            game_id = max(highest or 0, _MEMORY_IDS) + 1
        cursor = self._connection.execute(
            """INSERT INTO games (id, code, rules, started, ended, seconds, moves, score, result,
                                  takebacks, undos, actions, app_version, foundation_cards,
                                  deal_verdict, deal_best)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (
                game_id,
                game.code,
                game.rules.value,
                game.started,
                game.ended,
                game.seconds,
                game.moves,
                game.score,
                game.result.value,
                game.takebacks,
                game.undos,
                " ".join(game.actions),
                game.app_version,
                ALL_CARDS if won else game.foundation_cards,
                None if verdict is None else verdict.value,
                ALL_CARDS if won else game.deal_best,
            ),
        )
        row_id = cursor.lastrowid
        assert row_id is not None  # an INSERT always has one
        return row_id

    def clear(self) -> int:
        """Delete every recorded game (reset statistics); returns how many were deleted.

        Raises:
            HistoryError: when the history cannot be written.
        """
        self._writable()
        return self._guarded(self._clear)

    def _clear(self) -> int:
        connection = self._connection
        connection.execute("BEGIN IMMEDIATE")
        try:
            deleted = connection.execute("DELETE FROM games").rowcount
            connection.execute("DELETE FROM statistics")
        except BaseException:
            _roll_back(connection)
            raise
        connection.execute("COMMIT")
        self._cache = None
        return deleted

    # -- statistics ------------------------------------------------------------------------------

    def statistics(self) -> dict[RuleSet | None, Statistics]:
        """The statistics of each rule set, and overall under ``None``.

        They are kept in the database and brought up to date as games are recorded, so this
        reads every game only when the kept figures are missing or cannot be trusted (and then
        stores them again, unless the history is read-only).

        Raises:
            HistoryError: when the history cannot be read.
        """
        return dict(self._guarded(self._figures))

    def _figures(self) -> dict[RuleSet | None, Statistics]:
        version = self._data_version()
        if self._cache is not None and self._cache[0] == version:
            return self._cache[1]
        figures = self._verified_statistics()
        self._cache = (version, figures)
        return figures

    def _data_version(self) -> int:
        """A number that changes whenever another connection commits to the database."""
        return int(self._connection.execute("PRAGMA data_version").fetchone()[0])

    def _verified_statistics(self) -> dict[RuleSet | None, Statistics]:
        kept = self._kept_statistics()
        if kept is not None:
            last_id, figures = kept
            (highest,) = self._connection.execute(
                "SELECT coalesce(max(id), 0) FROM games"
            ).fetchone()
            if highest == last_id:
                return figures
        connection = self._connection
        if self.read_only is not None:
            # Counted in memory; the file stays as it is.
            connection.execute("BEGIN")
            try:
                return self._update_statistics(store=False)
            finally:
                _roll_back(connection)
        connection.execute("BEGIN IMMEDIATE")
        try:
            figures = self._update_statistics()
        except BaseException:
            _roll_back(connection)
            raise
        connection.execute("COMMIT")
        return figures

    def _kept_statistics(self) -> tuple[int, dict[RuleSet | None, Statistics]] | None:
        """The kept statistics and the id of the last game they count, if they can be trusted."""
        figures: dict[RuleSet | None, Statistics] = {}
        last_ids = set()
        left_out: int | None = None
        for key, last_id, text in self._connection.execute(
            "SELECT rules, last_id, figures FROM statistics"
        ):
            if key == _LEFT_OUT_KEY:
                left_out = _decode_count(text)
                last_ids.add(last_id)
                continue
            decoded = _decode_statistics(text)
            if decoded is None or (key != "all" and key not in _RULES):
                return None
            figures[None if key == "all" else _RULES[key]] = decoded
            last_ids.add(last_id)
        if set(figures) != {None, *RuleSet} or left_out is None or len(last_ids) != 1:
            return None
        (last_id,) = last_ids
        # They must count exactly the games recorded up to their last one. (Counted as all games
        # less the newer ones: a count over a range of the table itself reads every row, while a
        # count of all rows reads only the small games_counted index.)
        connection = self._connection
        (total,) = connection.execute("SELECT count(*) FROM games").fetchone()
        (newer,) = connection.execute(
            "SELECT count(*) FROM games WHERE id > ?", (last_id,)
        ).fetchone()
        (highest,) = connection.execute(
            "SELECT coalesce(max(id), 0) FROM games WHERE id <= ?", (last_id,)
        ).fetchone()
        if total - newer != figures[None].played + left_out or highest != last_id:
            return None
        self._left_out(left_out)
        return last_id, figures

    def _update_statistics(self, store: bool = True) -> dict[RuleSet | None, Statistics]:
        """Fold the games recorded since the kept statistics into them; inside a transaction.

        Rows that make no sense (:data:`SENSIBLE`) are counted, not folded in. With ``store``
        false the figures are only returned (a read-only history).
        """
        kept = self._kept_statistics()
        last_id, figures = kept if kept is not None else (0, by_rules([]))
        left_out = self.left_out if kept is not None else 0
        cursor = self._connection.execute(
            f"SELECT rules, result, score, seconds, moves, ended, id, {SENSIBLE} FROM games"
            " WHERE id > ? ORDER BY id",
            (last_id,),
        )
        for row in cursor:
            last_id = row[6]
            if not row[7]:
                left_out += 1
                continue
            outcome = Outcome(_RULES[row[0]], _RESULTS[row[1]], *row[2:6])
            figures = add_by_rules(figures, outcome)
        if store:
            rows = [
                ("all" if rules is None else rules.value, last_id, _encode_statistics(value))
                for rules, value in figures.items()
            ]
            rows.append((_LEFT_OUT_KEY, last_id, str(left_out)))
            self._connection.executemany(
                "INSERT OR REPLACE INTO statistics (rules, last_id, figures) VALUES (?, ?, ?)",
                rows,
            )
        self._left_out(left_out)
        return figures

    def _left_out(self, count: int) -> None:
        """Note how many rows are left out; the log says so once per run."""
        if count and not self.left_out:
            log.warning("%d games in %s make no sense and are left out", count, self.path)
        self.left_out = count

    # -- reading ---------------------------------------------------------------------------------

    def count(self, selection: Selection | None = None) -> int:
        """How many recorded games ``selection`` holds (all by default).

        Without a code to look for, the answer is the kept statistics' (played, won, or played
        less won); a code is looked for in an index, never in the table.

        Raises:
            HistoryError: when the history cannot be read.
        """
        chosen = selection or Selection()
        if not chosen.code.strip():
            figures = self._guarded(self._figures)[chosen.rules]
            if chosen.result is None:
                return figures.played
            return figures.won if chosen.result is Result.WON else figures.played - figures.won
        where, values = chosen.where()
        row = self._guarded(
            lambda: self._connection.execute(
                f"SELECT count(*) FROM games{where}", values
            ).fetchone()
        )
        return int(row[0])

    def summaries(
        self,
        selection: Selection | None = None,
        column: Column = Column.ENDED,
        descending: bool = True,
        offset: int = 0,
        limit: int = -1,
    ) -> list[Summary]:
        """History-window lines of the selected games in the order of ``column``.

        A page of ``limit`` lines (all by default) starting at line ``offset``, read in the
        column's index.

        Raises:
            HistoryError: when the history cannot be read.
        """
        where, values = (selection or Selection()).where()
        order = "DESC" if descending else "ASC"
        rows = self._guarded(
            lambda: self._connection.execute(
                "SELECT id, ended, code, rules, result, score, seconds, moves, foundation_cards,"
                f" deal_verdict, deal_best FROM games{where}"
                f" ORDER BY {column.value} {order}, id {order} LIMIT ? OFFSET ?",
                [*values, limit, offset],
            ).fetchall()
        )
        rules, results = _RULES, _RESULTS
        return [
            Summary(
                r[0],
                r[1],
                r[2],
                rules[r[3]],
                results[r[4]],
                r[5],
                r[6],
                r[7],
                _cards_of(r[8]),
                _verdict_of(r[9]),
                _cards_of(r[10]),
            )
            for r in rows
        ]

    def outcomes(self, rules: RuleSet | None = None, last: int = -1) -> list[Outcome]:
        """The outcomes of the ``last`` games recorded (all by default), oldest first.

        Raises:
            HistoryError: when the history cannot be read.
        """
        where, values = Selection(rules=rules).where()
        rows = self._guarded(
            lambda: self._connection.execute(
                "SELECT rules, result, score, seconds, moves, ended FROM games"
                f"{where} ORDER BY id DESC LIMIT ?",
                [*values, last],
            ).fetchall()
        )
        rows.reverse()
        rules_of, results = _RULES, _RESULTS
        return [Outcome(rules_of[r[0]], results[r[1]], r[2], r[3], r[4], r[5]) for r in rows]

    def games(self, selection: Selection | None = None) -> Iterator[GameRecord]:
        """Every selected game, whole, in the order they were recorded (for the CSV export).

        Raises:
            HistoryError: when the history cannot be read (while iterating, too).
        """
        where, values = (selection or Selection()).where()
        cursor = self._guarded(
            lambda: self._connection.execute(
                f"SELECT {_RECORD_COLUMNS} FROM games{where} ORDER BY id", values
            )
        )
        try:
            for row in cursor:
                yield _record_of(row)
        except sqlite3.DatabaseError as error:
            # Half an export is worse than a clear failure; the next read will salvage.
            raise HistoryError(_trouble_of(error), str(error)) from error

    def game(self, game_id: int) -> GameRecord | None:
        """The whole record of one game, move list included; ``None`` when it is gone.

        Raises:
            HistoryError: when the history cannot be read.
        """
        game_id = self._renumbered.get(game_id, game_id)
        row = self._guarded(
            lambda: self._connection.execute(
                f"SELECT {_RECORD_COLUMNS} FROM games WHERE id = ? AND {SENSIBLE}", (game_id,)
            ).fetchone()
        )
        return None if row is None else _record_of(row)

    # -- the deals' figures (a fair win rate) ----------------------------------------------------

    def unsolved(self, limit: int) -> list[Unsolved]:
        """Up to ``limit`` recorded games whose deal is not solved yet, newest first.

        Read through an index of exactly those games: cheap however long the history.

        Raises:
            HistoryError: when the history cannot be read.
        """
        rows = self._guarded(
            lambda: self._connection.execute(
                "SELECT id, code, result, foundation_cards, actions FROM games"
                f" WHERE deal_verdict IS NULL AND {SENSIBLE} ORDER BY id DESC LIMIT ?",
                (limit,),
            ).fetchall()
        )
        return [
            Unsolved(r[0], r[1], _RESULTS[r[2]], _cards_of(r[3]), tuple(r[4].split())) for r in rows
        ]

    def record_deal_figures(self, figures: Sequence[DealFigures]) -> None:
        """Write what the solver found about these games' deals, in one transaction.

        A game's cards home are written only where it was recorded without them.

        Raises:
            HistoryError: when the history cannot be written.
        """
        self._writable()
        if self._renumbered:
            renumbered = self._renumbered
            figures = [each._replace(id=renumbered.get(each.id, each.id)) for each in figures]
        self._guarded(lambda: self._record_deal_figures(figures))

    def _record_deal_figures(self, figures: Sequence[DealFigures]) -> None:
        connection = self._connection
        connection.execute("BEGIN IMMEDIATE")
        try:
            connection.executemany(
                "UPDATE games SET deal_verdict = ?, deal_best = ?,"
                " foundation_cards = coalesce(foundation_cards, ?) WHERE id = ?",
                [
                    (each.verdict.value, each.best, each.foundation_cards, each.id)
                    for each in figures
                ],
            )
        except BaseException:
            _roll_back(connection)
            raise
        connection.execute("COMMIT")

    def winnable_figures(self) -> dict[RuleSet | None, WinnableFigures]:
        """The fair win rate's figures of each rule set, and overall under ``None``.

        Counted in an index of rule set, result and verdict, never in the table; kept until the
        history changes (a game recorded or solved here, or another copy's commit).

        Raises:
            HistoryError: when the history cannot be read.
        """
        connection = self._connection
        key = (id(connection), connection.total_changes, self._guarded(self._data_version))
        if self._winnable_cache is not None and self._winnable_cache[0] == key:
            return dict(self._winnable_cache[1])
        rows = self._guarded(
            lambda: self._connection.execute(
                "SELECT rules, result, deal_verdict, count(*) FROM games"
                f" WHERE {SENSIBLE} GROUP BY rules, result, deal_verdict"
            ).fetchall()
        )
        figures: dict[RuleSet | None, WinnableFigures] = {
            each: WinnableFigures() for each in (None, *RuleSet)
        }
        for rules, result, verdict, count in rows:
            figures = add_deal_counts(
                figures, _RULES[rules], _RESULTS[result], _verdict_of(verdict), count
            )
        self._winnable_cache = (key, figures)
        return dict(figures)

    def schema_version(self) -> int:
        """The schema version of the open database."""
        return _user_version(self._connection)


def quick_check(path: Path) -> str | None:
    """SQLite's quick check of the history at ``path``: ``None`` when sound, else what is wrong.

    It opens a read-only connection of its own, so it may run in a worker thread while the app
    uses its :class:`HistoryStore`; the verdict then goes to :meth:`HistoryStore.checked`. The
    check reads every page of the file and writes nothing.

    Raises:
        HistoryError: when the file cannot be read at all (not damage: permissions, gone).
    """
    try:
        connection = _reader(path)
        try:
            rows = connection.execute("PRAGMA quick_check").fetchall()
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        if _is_damage(error):
            return str(error)
        raise HistoryError(_trouble_of(error), str(error)) from error
    return None if rows == [("ok",)] else "; ".join(str(row[0]) for row in rows[:5])


#: The columns a salvage copies, in the order of :func:`salvage_rows`' rows.
_SALVAGED_COLUMNS = (
    "id, code, rules, started, ended, seconds, moves, score, result, takebacks, undos, actions,"
    " app_version, foundation_cards, deal_verdict, deal_best"
)
#: Columns an older schema lacks that come back as NULL (not yet known) rather than ``''``.
_NULL_WHEN_MISSING = {"foundation_cards", "deal_verdict", "deal_best"}


def salvage_rows(source: sqlite3.Connection) -> Iterator[tuple[Any, ...]]:
    """Every row of ``source``'s games table that can still be read, in the order of the ids.

    The rows are read in one pass; where a read fails (a damaged page), the pass starts again
    after the last id read, and where even that fails, each id is asked for alone and the pass
    tried again from the next one, until the highest id any part of the file knows of. So a
    damaged page costs only the rows that cannot be read at all, however the damage hides the
    rest of the table from one scan. A column the source lacks (an old schema) comes back as
    ``''`` (the figures of version 4 as NULL: not yet known).
    """
    try:
        present = {row[1] for row in source.execute("PRAGMA table_info(games)")}
    except sqlite3.DatabaseError:
        return
    wanted = [name.strip() for name in _SALVAGED_COLUMNS.split(",")]
    columns = ", ".join(
        name if name in present else "NULL" if name in _NULL_WHEN_MISSING else "''"
        for name in wanted
    )
    lowest, highest = _id_bounds(source)
    if highest is None or lowest is None:
        return
    scan = f"SELECT {columns} FROM games WHERE id >= ? ORDER BY id"
    one = f"SELECT {columns} FROM games WHERE id = ?"
    next_id = lowest
    while next_id <= highest:
        moved = False
        try:
            for row in source.execute(scan, (next_id,)):
                yield row
                next_id = row[0] + 1
                moved = True
            return
        except sqlite3.DatabaseError:
            if moved:
                continue
        # Not even the first step of a scan reads: the row itself may still be reachable on its
        # own (a scan reads ahead of it), so ask for it alone, then go on past it.
        try:
            row = source.execute(one, (next_id,)).fetchone()
        except sqlite3.DatabaseError:
            row = None
        if row is not None:
            yield row
        next_id += 1


def _id_bounds(source: sqlite3.Connection) -> tuple[int | None, int | None]:
    """The lowest and highest ids any readable part of ``source`` knows of.

    The table's own first and last pages may be the damaged ones, so every index (each holds
    every id) and the kept statistics are asked too.
    """
    queries = ["SELECT min(id), max(id) FROM games"]
    try:
        indexes = [
            row[0]
            for row in source.execute(
                "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'games'"
            )
        ]
    except sqlite3.DatabaseError:
        indexes = []
    queries += [f'SELECT min(id), max(id) FROM games INDEXED BY "{name}"' for name in indexes]
    queries.append("SELECT NULL, max(last_id) FROM statistics")
    lows: list[int] = []
    highs: list[int] = []
    for query in queries:
        try:
            low, high = source.execute(query).fetchone()
        except sqlite3.Error:
            continue
        if isinstance(low, int):
            lows.append(low)
        if isinstance(high, int):
            highs.append(high)
    if not highs:
        return None, None
    return (min(lows) if lows else 1), max(highs)


def _counted_by(source: sqlite3.Connection) -> int | None:
    """The games a damaged history's kept statistics counted, when they can still be read."""
    try:
        row = source.execute("SELECT figures FROM statistics WHERE rules = 'all'").fetchone()
    except sqlite3.Error:
        return None
    decoded = None if row is None else _decode_statistics(row[0])
    return None if decoded is None else decoded.played


def _fill(target: sqlite3.Connection, source: sqlite3.Connection | None) -> tuple[int, int | None]:
    """Give ``target`` the schema and ``source``'s readable games; closes ``source``.

    Returns:
        The games (rows that make sense) now in ``target``, and those the source's kept
        statistics counted (``None`` when unknown).
    """
    _migrate(target)
    counted = None
    if source is not None:
        try:
            counted = _counted_by(source)
            marks = ", ".join("?" * len(_SALVAGED_COLUMNS.split(",")))
            target.execute("BEGIN IMMEDIATE")
            # OR IGNORE: a row the damage garbled into NULLs is left behind, not the rest.
            target.executemany(
                f"INSERT OR IGNORE INTO games ({_SALVAGED_COLUMNS}) VALUES ({marks})",
                salvage_rows(source),
            )
            target.execute("COMMIT")
        finally:
            source.close()
    (kept,) = target.execute(f"SELECT count(*) FROM games WHERE {SENSIBLE}").fetchone()
    return int(kept), counted


class _Salvage:
    """Setting a damaged (or newer) history aside: the backup, and a fresh file beside it.

    :meth:`run` does the long part and may run on any thread: it opens connections of its own
    and only reads the history's files. The store's connection to the damaged file stays open
    meanwhile (so its log is not checkpointed into it before the backup is made); the store puts
    the fresh file in place afterwards, on its own thread.
    """

    def __init__(self, path: Path, damage: Damage, in_place: bool = True) -> None:
        """A salvage of the history at ``path``, set aside because of ``damage``.

        Not ``in_place`` (a folder that cannot be written): no backup, and the fresh file in a
        temporary :attr:`folder` of its own.
        """
        self.path = path
        self.damage = damage
        self.folder: Path | None = None
        self.backup: Path | None = None
        if in_place:
            self.backup = paths.backup_path(path, damage.value)
            self.fresh = path.with_name(f"{path.name}.{os.getpid()}.new")
        else:
            self.folder = Path(tempfile.mkdtemp(prefix="rusol-qt-history-"))
            self.fresh = self.folder / FILE_NAME
        self.kept = 0
        self.counted: int | None = None
        self.error: HistoryError | None = None
        self.finished = threading.Event()

    def run(self) -> None:
        """Keep the backup, then fill the fresh file with every game that can be read."""
        try:
            self._keep_backup()
            self._make_fresh()
        except HistoryError as error:
            self.error = error
        except (OSError, sqlite3.Error) as error:
            with contextlib.suppress(OSError):
                self.fresh.unlink()
            self.error = HistoryError(_trouble_of(error), f"cannot start a fresh history: {error}")
        finally:
            self.finished.set()

    def remove_folder(self) -> None:
        """Remove the temporary folder, if any, and what is in it."""
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)

    def _keep_backup(self) -> None:
        """Copy the file, and its ``-wal`` when it holds anything, with their permissions."""
        if self.backup is None:
            return
        copied: list[Path] = []
        try:
            for suffix in ("", "-wal"):
                original = Path(f"{self.path}{suffix}")
                if suffix and not salvage.has_log(self.path):
                    continue  # no log, or an empty one SQLite made: nothing to keep
                target = Path(f"{self.backup}{suffix}")
                salvage.copy_keeping_mode(original, target)
                copied.append(target)
        except OSError as error:
            for each in copied:
                with contextlib.suppress(OSError):
                    each.unlink()
            raise HistoryError(
                Trouble.DAMAGED, f"cannot keep a copy of the history: {error}"
            ) from error

    def _make_fresh(self) -> None:
        """The fresh file: the games of the best way to read the damaged one (none if newer).

        Each way (with and without the log, the header as it is and repaired) is salvaged into
        a file of its own; the one that keeps the most games wins, the first of equals (with the
        log: a genuine log holds the latest games).
        """
        with contextlib.suppress(FileNotFoundError):
            self.fresh.unlink()
        if self.damage is Damage.NEWER:
            self.kept, self.counted = self._fill_file(self.fresh, None)
            return
        best: tuple[Path, int, int | None] | None = None
        with tempfile.TemporaryDirectory(prefix="rusol-qt-salvage-") as folder:
            for number, (with_log, repaired) in enumerate(salvage.ways_to_read(self.path)):
                made = self.fresh.with_name(f"{self.fresh.name}{number}")
                how = f"{'with' if with_log else 'without'} its log" + (
                    ", its header repaired" if repaired else ""
                )
                try:
                    with salvage.copy_to_read(self.path, Path(folder), with_log, repaired) as copy:
                        source = sqlite3.connect(copy.path, isolation_level=None)
                        try:
                            source.execute("PRAGMA cell_size_check = ON")
                            kept, counted = self._fill_file(made, source)
                        finally:
                            source.close()
                except (OSError, ValueError, sqlite3.Error) as error:
                    log.info("the history could not be read %s: %s", how, error)
                    with contextlib.suppress(OSError):
                        made.unlink()
                    continue
                log.info("%d games could be read from the history %s", kept, how)
                if best is None or kept > best[1]:
                    if best is not None:
                        best[0].unlink()
                    best = (made, kept, counted)
                else:
                    made.unlink()
        if best is None:
            self.kept, self.counted = self._fill_file(self.fresh, None)
            return
        os.replace(best[0], self.fresh)
        _, self.kept, self.counted = best

    def _fill_file(self, made: Path, source: sqlite3.Connection | None) -> tuple[int, int | None]:
        """A new file ``made`` with the history's permissions, filled by :func:`_fill`.

        It is switched to WAL here, off the store's thread (the switch rewrites the header).
        """
        if self.folder is None:
            salvage.make_like(self.path, made)
        target = sqlite3.connect(made, isolation_level=None)
        try:
            filled = _fill(target, source)
            target.execute("PRAGMA journal_mode = WAL")
            return filled
        finally:
            target.close()


def _reader(path: Path) -> sqlite3.Connection:
    """A read-only connection to ``path``, also in a folder that cannot be written.

    Read-only, a WAL database needs its ``-wal`` and ``-shm`` files, which SQLite makes when it
    can write the folder. When it cannot and there is no ``-wal``, SQLite is told the file is
    immutable and reads it as it stands, which is all of it (no copy of the app can be writing
    into a folder that this one cannot write to either). Otherwise the connection takes SQLite's
    usual locks, so it reads a consistent state while the app's own connection records games.
    """
    uri = path.resolve().as_uri()
    immutable = not Path(f"{path}-wal").exists() and _not_writable(path) is not None
    option = "mode=ro&immutable=1" if immutable else "mode=ro"
    connection = sqlite3.connect(f"{uri}?{option}", uri=True, isolation_level=None)
    # Each page's cells are checked as it is read, so damage shows as an error, not as rows.
    connection.execute("PRAGMA cell_size_check = ON")
    return connection


_RECORD_COLUMNS = (
    "code, rules, started, ended, seconds, moves, score, result, takebacks, undos, actions, "
    "app_version, id, foundation_cards, deal_verdict, deal_best"
)


def _record_of(row: tuple[Any, ...]) -> GameRecord:
    return GameRecord(
        code=row[0],
        rules=_RULES[row[1]],
        started=row[2],
        ended=row[3],
        seconds=row[4],
        moves=row[5],
        score=row[6],
        result=_RESULTS[row[7]],
        takebacks=row[8],
        undos=row[9],
        actions=tuple(row[10].split()),
        app_version=row[11],
        id=row[12],
        foundation_cards=_cards_of(row[13]),
        deal_verdict=_verdict_of(row[14]),
        deal_best=_cards_of(row[15]),
    )


def _encode_statistics(figures: Statistics) -> str:
    data = {name: getattr(figures, name) for name in Statistics.__dataclass_fields__}
    streak = figures.current_streak
    data["current_streak"] = [None if streak.result is None else streak.result.value, streak.length]
    return json.dumps(data)


def _decode_statistics(text: str) -> Statistics | None:
    """Kept statistics read back; ``None`` when they cannot be trusted (then they are rebuilt)."""
    try:
        data = json.loads(text)
        result, length = data.pop("current_streak")
        streak = Streak(None if result is None else _RESULTS[result], int(length))
        figures = Statistics(current_streak=streak, **data)
    except (ValueError, TypeError, KeyError, AttributeError):
        return None
    return figures


def _decode_count(text: object) -> int | None:
    """A kept count read back; ``None`` when it cannot be trusted."""
    try:
        count = int(str(text))
    except ValueError:
        return None
    return count if count >= 0 else None


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
