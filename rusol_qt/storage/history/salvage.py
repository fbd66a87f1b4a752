"""Salvaging a damaged history: every game that can still be read, into a fresh file."""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import sqlite3
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import rusol_qt.storage.history.copies as copies
from rusol_qt.storage import paths
from rusol_qt.storage.history.errors import Damage, HistoryError, _trouble_of
from rusol_qt.storage.history.files import FILE_NAME
from rusol_qt.storage.history.kept_statistics import _decode_statistics
from rusol_qt.storage.history.schema import SENSIBLE, _migrate
from rusol_qt.storage.trouble import Trouble

log = logging.getLogger(__name__)

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
                if suffix and not copies.has_log(self.path):
                    continue  # no log, or an empty one SQLite made: nothing to keep
                target = Path(f"{self.backup}{suffix}")
                copies.copy_keeping_mode(original, target)
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
            for number, (with_log, repaired) in enumerate(copies.ways_to_read(self.path)):
                made = self.fresh.with_name(f"{self.fresh.name}{number}")
                how = f"{'with' if with_log else 'without'} its log" + (
                    ", its header repaired" if repaired else ""
                )
                try:
                    with copies.copy_to_read(self.path, Path(folder), with_log, repaired) as copy:
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
            copies.make_like(self.path, made)
        target = sqlite3.connect(made, isolation_level=None)
        try:
            filled = _fill(target, source)
            target.execute("PRAGMA journal_mode = WAL")
            return filled
        finally:
            target.close()
