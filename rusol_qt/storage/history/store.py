"""HistoryStore: the history database of one app run, opened, guarded, salvaged and written.

See the package's docstring for the rest of the package, and docs/history.md.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

import rusol_qt.storage.history.files as files
from rusol_qt.model.rules import RuleSet
from rusol_qt.storage import paths
from rusol_qt.storage.history.analyses import KeptAnalyses
from rusol_qt.storage.history.errors import (
    Damage,
    HistoryError,
    ReadOnly,
    Recovered,
    _DamagedError,
    _is_damage,
    _NewerSchemaError,
    _trouble_of,
)
from rusol_qt.storage.history.files import FILE_NAME
from rusol_qt.storage.history.reading import Reading
from rusol_qt.storage.history.records import (
    _RECORD_COLUMNS,
    ALL_CARDS,
    GameRecord,
    _record_of,
)
from rusol_qt.storage.history.salvage import _fill, _Salvage
from rusol_qt.storage.history.schema import (
    BUSY_TIMEOUT_MS,
    SCHEMA_VERSION,
    _migrate,
    _roll_back,
    _use_write_ahead_log,
    _user_version,
)
from rusol_qt.storage.statistics import (
    DealVerdict,
    Result,
    Statistics,
    WinnableFigures,
)
from rusol_qt.storage.trouble import Trouble

log = logging.getLogger(__name__)

_T = TypeVar("_T")


#: The ids of the games recorded in memory while a salvage is under way start above this.
_MEMORY_IDS = 1 << 40


class HistoryStore(KeptAnalyses, Reading):
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
        reason = files.not_writable(self.path)
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
            connection = files.reader(self.path)
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
            connection.execute("DELETE FROM analyses")
        except BaseException:
            _roll_back(connection)
            raise
        connection.execute("COMMIT")
        self._cache = None
        return deleted
