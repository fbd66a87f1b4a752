"""The history of played games: one SQLite row per game, its schema versioned and migrated.

The database lives in the user data folder. Its schema version is ``PRAGMA user_version`` and
every version has a written migration in :data:`MIGRATIONS`. The database runs in WAL mode with
a busy timeout, so two copies of the app can record games at the same time. A database that
cannot be read, or that a newer version of the app wrote, is moved aside to a dated backup and a
fresh one is started; :attr:`HistoryStore.recovered` says so, for the app to tell the player.
See docs/history.md.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, NamedTuple

from rusol_qt import __version__
from rusol_qt.model.game import Game
from rusol_qt.model.rules import RuleSet
from rusol_qt.storage import paths
from rusol_qt.storage.resume import MAX_STARTED
from rusol_qt.storage.statistics import Result, Statistics, Streak, add_by_rules, by_rules

log = logging.getLogger(__name__)

FILE_NAME = "history.sqlite3"

#: How long a writer waits for the other copy of the app to finish its write, in milliseconds.
BUSY_TIMEOUT_MS = 10_000

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
}
SCHEMA_VERSION = max(MIGRATIONS)

# SQLite's primary result codes for a file that is damaged or is no database at all.
_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26


class Damage(Enum):
    """Why the database was moved aside."""

    CORRUPT = "corrupt"
    NEWER = "newer"


class Recovered(NamedTuple):
    """A database that was moved aside: why, and where the backup lies."""

    damage: Damage
    backup: Path


class HistoryError(RuntimeError):
    """The history cannot be written or read even after starting a fresh database."""


class _NewerSchemaError(Exception):
    """The database has a schema version this app does not know."""


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
    id: int | None = None

    @classmethod
    def of(
        cls, game: Game, started: float, seconds: float, ended: float | None = None
    ) -> GameRecord:
        """The record of ``game``, begun at ``started`` and played for ``seconds``."""
        return cls(
            code=str(game.code),
            rules=game.rules,
            started=started,
            ended=time.time() if ended is None else ended,
            seconds=seconds,
            moves=game.moves,
            score=game.score,
            result=Result.WON if game.is_won() else Result.ABANDONED,
            takebacks=game.takebacks,
            undos=game.undos,
            actions=tuple(game.actions),
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


class Column(Enum):
    """The columns the History window sorts by, named by the database column."""

    ENDED = "ended"
    CODE = "code"
    RULES = "rules"
    RESULT = "result"
    SCORE = "score"
    SECONDS = "seconds"
    MOVES = "moves"


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
            terms.append("rules = ?")
            values.append(self.rules.value)
        if self.result is not None:
            terms.append("result = ?")
            values.append(self.result.value)
        text = self.code.strip().upper()
        if text:
            terms.append("code LIKE ? ESCAPE '\\'")
            escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            values.append(f"%{escaped}%")
        return " WHERE " + " AND ".join(terms), values


_RULES = {rules.value: rules for rules in RuleSet}
_RESULTS = {result.value: result for result in Result}


def _one_of(values: Sequence[str]) -> str:
    return "(" + ", ".join(f"'{value}'" for value in values) + ")"


_NUMBER = "('integer', 'real')"
#: The SQL condition a row must meet to be read as a game. The app only ever writes such rows,
#: but the file is the player's: another program, a half-restored backup or a hand edit can leave
#: a rule set we do not know, text or NULL where a number belongs, a negative or endless time.
#: Such a row is left out of every list and figure (and counted, to say so) instead of breaking
#: the whole history. (NaN cannot be stored: SQLite keeps it as NULL. Infinity fails BETWEEN.)
#: The upper bounds only keep out nonsense: a time past resume.MAX_STARTED, a game of 30 years.
SENSIBLE = (
    "(typeof(code) = 'text' AND typeof(actions) = 'text' AND typeof(app_version) = 'text'"
    f" AND rules IN {_one_of(list(_RULES))} AND result IN {_one_of(list(_RESULTS))}"
    f" AND typeof(started) IN {_NUMBER} AND started BETWEEN 0 AND {MAX_STARTED!r}"
    f" AND typeof(ended) IN {_NUMBER} AND ended BETWEEN 0 AND {MAX_STARTED!r}"
    f" AND typeof(seconds) IN {_NUMBER} AND seconds BETWEEN 0 AND 1e9"
    " AND typeof(moves) = 'integer' AND moves >= 0 AND typeof(score) = 'integer'"
    " AND typeof(takebacks) = 'integer' AND takebacks >= 0"
    " AND typeof(undos) = 'integer' AND undos >= 0)"
)

#: The key of the kept count of rows left out, in the ``statistics`` table.
_LEFT_OUT_KEY = "left out"


def _is_damage(error: sqlite3.DatabaseError) -> bool:
    """Whether an error means the file is damaged or not a database (not merely busy)."""
    code = getattr(error, "sqlite_errorcode", None)
    if code is None:
        return not isinstance(error, sqlite3.OperationalError)
    return code & 0xFF in (_SQLITE_CORRUPT, _SQLITE_NOTADB)


class HistoryStore:
    """The history database of one app run. Not shared between threads."""

    def __init__(self, path: Path | None = None) -> None:
        """Open (or create, migrate, or recover) the database at ``path``.

        ``path`` defaults to ``history.sqlite3`` in the user data folder.

        Raises:
            HistoryError: when not even a fresh database can be made (a read-only folder).
        """
        self.path = path if path is not None else paths.data_dir() / FILE_NAME
        #: Set when this run had to move a damaged or newer database aside.
        self.recovered: Recovered | None = None
        #: How many rows of the games table make no sense and are left out (see
        #: :data:`SENSIBLE`); known once the statistics have been read.
        self.left_out = 0
        self._connection = self._open_or_recover()

    # -- opening ---------------------------------------------------------------------------------

    def _open_or_recover(self) -> sqlite3.Connection:
        try:
            return self._open()
        except _NewerSchemaError:
            self._move_aside(Damage.NEWER)
        except sqlite3.DatabaseError as error:
            if not _is_damage(error):
                raise HistoryError(str(error)) from error
            self._move_aside(Damage.CORRUPT)
        try:
            return self._open()
        except (sqlite3.DatabaseError, _NewerSchemaError) as error:
            raise HistoryError(str(error)) from error

    def _open(self) -> sqlite3.Connection:
        connection = sqlite3.connect(
            self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None
        )
        try:
            connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            _use_write_ahead_log(connection)
            connection.execute("PRAGMA synchronous = FULL")
            _migrate(connection)
            # Reading the table proves the file is a database we can use.
            connection.execute("SELECT count(*) FROM games").fetchone()
        except BaseException:
            connection.close()
            raise
        return connection

    def _move_aside(self, damage: Damage) -> None:
        backup = paths.backup_path(self.path, damage.value)
        # The write-ahead log belongs to the database: it moves with it, or a fresh database
        # would pick up the old one's pages.
        for suffix in ("", "-wal", "-shm"):
            try:
                Path(f"{self.path}{suffix}").replace(Path(f"{backup}{suffix}"))
            except FileNotFoundError:
                continue  # never there, or the other copy of the app moved it first
            except OSError as error:
                raise HistoryError(f"cannot move the history aside: {error}") from error
        self.recovered = Recovered(damage, backup)

    def _recover_from(self, error: sqlite3.DatabaseError) -> None:
        """A database found damaged while in use: set it aside and continue on a fresh one."""
        if not _is_damage(error):
            raise HistoryError(str(error)) from error
        self._connection.close()
        self._move_aside(Damage.CORRUPT)
        self._connection = self._open_or_recover()

    def close(self) -> None:
        """Close the database; the store cannot be used afterwards."""
        self._connection.close()

    # -- writing ---------------------------------------------------------------------------------

    def record(self, game: GameRecord) -> int:
        """Add a game to the history, bring the statistics up to date, and return its id.

        Raises:
            HistoryError: when the history cannot be written.
        """
        try:
            return self._record_all([game])[0]
        except sqlite3.DatabaseError as error:
            self._recover_from(error)
        try:
            return self._record_all([game])[0]
        except sqlite3.DatabaseError as error:
            raise HistoryError(str(error)) from error

    def record_many(self, games: Sequence[GameRecord]) -> list[int]:
        """Add many games in one transaction (imports, the benchmark); returns their ids."""
        return self._record_all(games)

    def _record_all(self, games: Sequence[GameRecord]) -> list[int]:
        connection = self._connection
        # IMMEDIATE: take the write lock first, so the other copy of the app cannot slip a game
        # in between our insert and our statistics update.
        connection.execute("BEGIN IMMEDIATE")
        try:
            ids = [self._insert(game) for game in games]
            try:
                self._update_statistics()
            except (ValueError, TypeError, KeyError, ArithmeticError) as error:
                # The games matter, the kept figures do not: forget them (they are rebuilt
                # when next read) rather than lose the game.
                log.warning("the kept statistics could not be updated: %r", error)
                connection.execute("DELETE FROM statistics")
        except BaseException:
            _roll_back(connection)
            raise
        connection.execute("COMMIT")
        return ids

    def _insert(self, game: GameRecord) -> int:
        cursor = self._connection.execute(
            """INSERT INTO games (code, rules, started, ended, seconds, moves, score, result,
                                  takebacks, undos, actions, app_version)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (
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
            ),
        )
        row_id = cursor.lastrowid
        assert row_id is not None  # an INSERT always has one
        return row_id

    def clear(self) -> int:
        """Delete every recorded game (reset statistics); returns how many were deleted."""
        connection = self._connection
        connection.execute("BEGIN IMMEDIATE")
        try:
            deleted = connection.execute("DELETE FROM games").rowcount
            connection.execute("DELETE FROM statistics")
        except BaseException:
            _roll_back(connection)
            raise
        connection.execute("COMMIT")
        return deleted

    # -- statistics ------------------------------------------------------------------------------

    def statistics(self) -> dict[RuleSet | None, Statistics]:
        """The statistics of each rule set, and overall under ``None``.

        They are kept in the database and brought up to date as games are recorded, so this
        reads every game only when the kept figures are missing or cannot be trusted.
        """
        kept = self._kept_statistics()
        if kept is not None:
            last_id, figures = kept
            (highest,) = self._connection.execute(
                "SELECT coalesce(max(id), 0) FROM games"
            ).fetchone()
            if highest == last_id:
                return figures
        connection = self._connection
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
        # less the newer ones: a count over a range of the table itself reads every row.)
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

    def _update_statistics(self) -> dict[RuleSet | None, Statistics]:
        """Fold the games recorded since the kept statistics into them; inside a transaction.

        Rows that make no sense (:data:`SENSIBLE`) are counted, not folded in.
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
        rows = [
            ("all" if rules is None else rules.value, last_id, _encode_statistics(value))
            for rules, value in figures.items()
        ]
        rows.append((_LEFT_OUT_KEY, last_id, str(left_out)))
        self._connection.executemany(
            "INSERT OR REPLACE INTO statistics (rules, last_id, figures) VALUES (?, ?, ?)", rows
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
        """How many recorded games ``selection`` holds (all by default)."""
        where, values = (selection or Selection()).where()
        row = self._connection.execute(f"SELECT count(*) FROM games{where}", values).fetchone()
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

        A page of ``limit`` lines (all by default) starting at line ``offset``.
        """
        where, values = (selection or Selection()).where()
        order = "DESC" if descending else "ASC"
        rows = self._connection.execute(
            "SELECT id, ended, code, rules, result, score, seconds, moves FROM games"
            f"{where} ORDER BY {column.value} {order}, id {order} LIMIT ? OFFSET ?",
            [*values, limit, offset],
        ).fetchall()
        rules, results = _RULES, _RESULTS
        return [Summary(r[0], r[1], r[2], rules[r[3]], results[r[4]], *r[5:]) for r in rows]

    def outcomes(self, rules: RuleSet | None = None, last: int = -1) -> list[Outcome]:
        """The outcomes of the ``last`` games recorded (all by default), oldest first."""
        where, values = Selection(rules=rules).where()
        rows = self._connection.execute(
            "SELECT rules, result, score, seconds, moves, ended FROM games"
            f"{where} ORDER BY id DESC LIMIT ?",
            [*values, last],
        ).fetchall()
        rows.reverse()
        rules_of, results = _RULES, _RESULTS
        return [Outcome(rules_of[r[0]], results[r[1]], r[2], r[3], r[4], r[5]) for r in rows]

    def games(self, selection: Selection | None = None) -> Iterator[GameRecord]:
        """Every selected game, whole, in the order they were recorded (for the CSV export)."""
        where, values = (selection or Selection()).where()
        cursor = self._connection.execute(
            f"SELECT {_RECORD_COLUMNS} FROM games{where} ORDER BY id", values
        )
        for row in cursor:
            yield _record_of(row)

    def game(self, game_id: int) -> GameRecord | None:
        """The whole record of one game, move list included; ``None`` when it is gone."""
        row = self._connection.execute(
            f"SELECT {_RECORD_COLUMNS} FROM games WHERE id = ? AND {SENSIBLE}", (game_id,)
        ).fetchone()
        return None if row is None else _record_of(row)

    def schema_version(self) -> int:
        """The schema version of the open database."""
        return _user_version(self._connection)


_RECORD_COLUMNS = (
    "code, rules, started, ended, seconds, moves, score, result, takebacks, undos, actions, "
    "app_version, id"
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
