"""Each game's analysis kept with it in the history, so that a second look is instant.

An analysis is only a shortcut: it can always be made again from the game's code and actions.
So one that cannot be read back (damaged, made by another version of the analyser, not fitting
its game) is ignored, and one that cannot be written (a read-only history, a full disk, a game
kept only in memory while a damaged history is salvaged) is simply not kept.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from rusol_qt.model.gamecode import GameCode, GameCodeError
from rusol_qt.storage.history.errors import HistoryError, ReadOnly
from rusol_qt.storage.history.schema import _roll_back

if TYPE_CHECKING:
    from rusol_qt.model.solver import GameAnalysis

log = logging.getLogger(__name__)

_T = TypeVar("_T")


class KeptAnalyses:
    """The part of :class:`HistoryStore` that keeps the games' analyses (schema version 5)."""

    _connection: sqlite3.Connection
    read_only: ReadOnly | None
    #: Games recorded in memory while a salvage was under way -> their ids in the fresh file.
    _renumbered: dict[int, int]

    if TYPE_CHECKING:
        # Defined by HistoryStore, which opens, guards and salvages.

        def _guarded(self, action: Callable[[], _T]) -> _T: ...

        def _writable(self) -> None: ...

        @property
        def salvaging(self) -> bool:
            """Whether a damaged history is being salvaged."""

    def analysis(self, game_id: int) -> GameAnalysis | None:
        """The analysis kept with the game ``game_id``; ``None`` when there is none to use.

        ``None`` too for one that cannot be read, was made by another version of the analyser,
        or does not fit the game's code and actions as recorded: analyse the game again.

        Raises:
            HistoryError: when the history cannot be read.
        """
        from rusol_qt.model.solver import (  # noqa: PLC0415 - the solver loads when needed
            ANALYSIS_VERSION,
            AnalysisFormatError,
            load_analysis,
        )

        game_id = self._renumbered.get(game_id, game_id)
        row = self._guarded(
            lambda: self._connection.execute(
                "SELECT analyses.version, analyses.analysis, games.code, games.actions"
                " FROM analyses JOIN games ON games.id = analyses.game_id"
                " WHERE analyses.game_id = ?",
                (game_id,),
            ).fetchone()
        )
        if row is None:
            return None
        version, text, code, actions = row
        if version != ANALYSIS_VERSION:
            return None  # another analyser's: made again by this one
        try:
            analysis = load_analysis(json.loads(text))
            fits = analysis.code == GameCode.parse(code) and analysis.actions == tuple(
                actions.split()
            )
        except (
            AnalysisFormatError,
            GameCodeError,
            ValueError,
            TypeError,
            AttributeError,
            RecursionError,
        ) as error:
            log.warning("the analysis of game %d cannot be read: %s", game_id, error)
            return None
        if not fits:
            log.warning("the analysis of game %d is of another game", game_id)
            return None
        return analysis

    def keep_analysis(self, game_id: int, analysis: GameAnalysis) -> bool:
        """Keep ``analysis`` with the game ``game_id`` (in place of any kept before).

        Only a complete analysis of the game as recorded is kept. Never raises: an analysis
        that cannot be kept (a read-only history, a game gone, a damaged history being salvaged,
        a write that fails) is simply not kept, and made again the next time it is wanted.

        Returns:
            Whether the analysis is now kept.
        """
        from rusol_qt.model.solver import (  # noqa: PLC0415 - the solver loads when needed
            ANALYSIS_VERSION,
            dump_analysis,
        )

        if not analysis.complete or self.read_only is not None or self.salvaging:
            return False
        game_id = self._renumbered.get(game_id, game_id)
        row = (
            game_id,
            ANALYSIS_VERSION,
            json.dumps(dump_analysis(analysis), separators=(",", ":")),
            game_id,
            str(analysis.code),
            " ".join(analysis.actions),
        )
        try:
            self._writable()
            return self._guarded(lambda: self._keep(row))
        except HistoryError as error:
            log.warning("the analysis of game %d is not kept: %s", game_id, error)
            return False

    def _keep(self, row: tuple[object, ...]) -> bool:
        connection = self._connection
        connection.execute("BEGIN IMMEDIATE")
        try:
            # Only beside the very game it analyses: an id whose game is gone (or another game's
            # after a reset) gets nothing.
            kept = connection.execute(
                "INSERT OR REPLACE INTO analyses (game_id, version, analysis)"
                " SELECT ?, ?, ? WHERE EXISTS"
                " (SELECT 1 FROM games WHERE id = ? AND code = ? AND actions = ?)",
                row,
            ).rowcount
        except BaseException:
            _roll_back(connection)
            raise
        connection.execute("COMMIT")
        return kept == 1
