"""Every game counts and none is lost: recording in the history, the game in progress kept.

The recorder listens to the table controller. After every move it saves the game in progress
(``storage.resume``); a won game is recorded at once; a game left for another one (New Game,
Restart, Play This Deal Again) is recorded as abandoned if at least one move was played. On quit
the game is kept for the next start, or, with the *Resume the game in progress* setting off,
recorded as abandoned. A game with no move is never recorded. See docs/history.md.
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Signal

from rusol_qt.base.settings import Settings
from rusol_qt.model.game import Change, Game
from rusol_qt.storage import resume
from rusol_qt.storage.history import GameRecord, HistoryError, HistoryStore
from rusol_qt.storage.resume import Resumed, SetAside
from rusol_qt.table.controller import TableController

log = logging.getLogger(__name__)


class GameRecorder(QObject):
    """Records the games played on one table and keeps the one in progress on disk."""

    recorded = Signal(object)
    """A game went into the history (its :class:`GameRecord`)."""
    trouble = Signal(str)
    """The game in progress could not be written (the error, in English)."""
    not_recorded = Signal(object, str)
    """A finished game could not go into the history: its :class:`GameRecord`, the error."""

    def __init__(
        self,
        controller: TableController,
        store: HistoryStore,
        settings: Settings,
        resume_path: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        """Record the games of ``controller`` in ``store``.

        ``resume_path`` is where the game in progress is kept (default: the user data folder).
        """
        super().__init__(parent)
        self.controller = controller
        self.store = store
        self.settings = settings
        self.resume_path = resume_path if resume_path is not None else resume.default_path()
        self._game: Game | None = None
        self._started = time.time()
        #: The clock at the last move: an abandoned game's playing time.
        self._elapsed = 0.0
        #: The clock when a replay borrowed the table, given back afterwards.
        self._clock_at_pause = 0.0
        self._done = False
        self._paused = False
        controller.game_started.connect(self._game_started)
        controller.changed.connect(self._changed)

    # -- the game in progress --------------------------------------------------------------------

    def saved_game(self) -> Resumed | SetAside | None:
        """The game in progress saved by the last run (or why it could not be read)."""
        return resume.load(self.resume_path)

    def start(self, resumed: Resumed) -> None:
        """Carry on with a saved game: its cards, time, score, moves and undo history."""
        self._abandon_current()
        self._adopt(resumed.game, resumed.started, resumed.elapsed)
        self._paused = True
        try:
            self.controller.start_game(resumed.game.code, resumed.game, resumed.elapsed)
        finally:
            self._paused = False

    def pause(self) -> None:
        """Stop listening (a replay borrows the table); the game in progress is kept on disk."""
        if not self._paused:
            self._clock_at_pause = self.controller.clock.elapsed()
            self._save(self._clock_at_pause)
        self._paused = True

    def carry_on(self) -> None:
        """Put the game in progress back on the table after a pause, clock included."""
        game = self._game
        self._paused = True
        try:
            if game is not None:
                self.controller.start_game(game.code, game, self._clock_at_pause)
        finally:
            self._paused = False

    @property
    def paused(self) -> bool:
        """Whether the table is borrowed (a replay is on)."""
        return self._paused

    def closing(self) -> None:
        """The app is quitting: keep the game for the next start, or record it as abandoned."""
        if self._game is None or self._done:
            return
        if self.settings["resume_game"]:
            # The time spent thinking since the last move counts when the game comes back.
            self._save(self._clock_at_pause if self._paused else self.controller.clock.elapsed())
        else:
            self._abandon_current()
            self._forget_saved()

    # -- the controller's signals ----------------------------------------------------------------

    def _game_started(self, game: Game) -> None:
        if self._paused:
            return
        self._abandon_current()
        self._adopt(game, time.time(), self.controller.clock.elapsed())
        if game.moves == 0:
            self._forget_saved()
        else:
            self._save()

    def _changed(self, change: Change) -> None:
        game = self._game
        if self._paused or game is None or game is not self.controller.game:
            return
        self._elapsed = self.controller.clock.elapsed()
        if game.is_won():
            self._record(game)
            self._forget_saved()
        else:
            self._save()

    # -- keeping ---------------------------------------------------------------------------------

    def _adopt(self, game: Game, started: float, elapsed: float) -> None:
        self._game, self._started, self._elapsed = game, started, elapsed
        self._done = game.is_won()

    def _abandon_current(self) -> None:
        game = self._game
        if game is None or self._done or game.moves == 0:
            return
        self._record(game)

    def _record(self, game: Game) -> None:
        self._done = True
        record = GameRecord.of(game, started=self._started, seconds=self._elapsed)
        try:
            record = replace(record, id=self.store.record(record))
        except Exception as error:  # noqa: BLE001 - whatever it is, the player must hear of it
            # HistoryError is the expected failure; anything else is a bug met in the player's
            # file, and a game silently not recorded is worse than a message about it.
            if not isinstance(error, HistoryError):
                log.exception("the game could not be recorded")
            else:
                log.warning("the game could not be recorded: %s", error)
            self.not_recorded.emit(record, str(error))
            return
        log.info("recorded %s: %s, score %d", record.code, record.result.value, record.score)
        self.recorded.emit(record)

    def _save(self, elapsed: float | None = None) -> None:
        """Keep the game in progress on disk; ``elapsed`` defaults to the clock at its last move."""
        game = self._game
        if game is None or self._done or game.moves == 0:
            return
        seconds = self._elapsed if elapsed is None else elapsed
        try:
            resume.save(game, seconds, self._started, self.resume_path)
        except OSError as error:
            log.warning("the game in progress could not be saved: %s", error)
            self.trouble.emit(str(error))

    def _forget_saved(self) -> None:
        try:
            resume.clear(self.resume_path)
        except OSError as error:
            log.warning("the saved game could not be removed: %s", error)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Keep or record the game when the window it watches closes."""
        if event.type() == QEvent.Type.Close:
            self.closing()
        return False

