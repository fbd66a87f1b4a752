"""What the History window, the chart, the export and the deal solver read from the history."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, TypeVar

from rusol_qt.model.rules import RuleSet
from rusol_qt.storage.history.errors import HistoryError, _trouble_of
from rusol_qt.storage.history.kept_statistics import KeptStatistics
from rusol_qt.storage.history.records import (
    _RECORD_COLUMNS,
    _RESULTS,
    _RULES,
    Column,
    DealFigures,
    GameRecord,
    Outcome,
    Selection,
    Summary,
    Unsolved,
    _cards_of,
    _record_of,
    _verdict_of,
)
from rusol_qt.storage.history.schema import SENSIBLE, _roll_back, _user_version
from rusol_qt.storage.statistics import (
    Result,
    Statistics,
    WinnableFigures,
    add_deal_counts,
)

_T = TypeVar("_T")


class Reading(KeptStatistics):
    """The reading part of :class:`HistoryStore`, and the solver's figures written back.

    Every read goes through the store's ``_guarded``, which sets damage aside and reads again.
    """

    #: Games recorded in memory while a salvage was under way -> their ids in the fresh file.
    _renumbered: dict[int, int]
    #: The fair win rate's figures and the state of the history they were counted at.
    _winnable_cache: tuple[tuple[int, int, int], dict[RuleSet | None, WinnableFigures]] | None

    if TYPE_CHECKING:
        # Defined by HistoryStore, which opens, guards and salvages.

        def _guarded(self, action: Callable[[], _T]) -> _T: ...

        def _writable(self) -> None: ...

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
