"""The statistics kept in the history, brought up to date game by game and checked on reading."""

from __future__ import annotations

import json
import logging
import sqlite3
from pathlib import Path

from rusol_qt.model.rules import RuleSet
from rusol_qt.storage.history.errors import ReadOnly
from rusol_qt.storage.history.records import _RESULTS, _RULES, Outcome
from rusol_qt.storage.history.schema import SENSIBLE, _roll_back
from rusol_qt.storage.statistics import (
    Statistics,
    Streak,
    add_by_rules,
    by_rules,
)

log = logging.getLogger(__name__)

#: The key of the kept count of rows left out, in the ``statistics`` table.
_LEFT_OUT_KEY = "left out"


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


class KeptStatistics:
    """The part of :class:`HistoryStore` that keeps the statistics in the database."""

    #: The history's file, and why it can only be read (``None``: it can be written).
    path: Path
    read_only: ReadOnly | None
    #: How many rows of the games table make no sense and are left out.
    left_out: int
    _connection: sqlite3.Connection
    #: The verified statistics and the ``PRAGMA data_version`` they were read at.
    _cache: tuple[int, dict[RuleSet | None, Statistics]] | None

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
