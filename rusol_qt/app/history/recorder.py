"""Every game counts and none is lost: recording in the history, the game in progress kept.

The recorder listens to the game session. After every move it saves the game in progress
(``storage.resume``); a won game is recorded at once; a game left for another one (New Game,
Restart, Play This Deal Again) is recorded as abandoned if at least one move was played. On quit
the game is kept for the next start, or, with the *Resume the game in progress* setting off,
recorded as abandoned. A game with no move is never recorded. See docs/history.md and
docs/player-files.md.

Nothing is lost at quit, whatever fails: a game the history cannot take then is kept on disk
(``resume.keep_unrecorded``) and recorded at the next start that can; only when not even that
can be written is the player told, before the app is gone.

A history that can only be read (its folder cannot be written) turns the recorder off for the
run: nothing is recorded, saved or removed, so the files are found as they were once the folder
can be written again.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from rusol_qt.app.session.game_session import GameSession, SessionState
from rusol_qt.model.game import Change, Game
from rusol_qt.storage import resume
from rusol_qt.storage.history import GameRecord, HistoryError, HistoryStore
from rusol_qt.storage.resume import Resumed, SetAside

log = logging.getLogger(__name__)


@dataclass
class Unrecorded:
    """What became of the games an earlier run left at quit but could not record."""

    #: How many went into the history now.
    recorded: int = 0
    #: How many still wait, and why the history did not take the first of them.
    waiting: int = 0
    error: BaseException | None = None
    #: Those that could not be read back (set aside, or left where they were).
    damaged: list[SetAside] = field(default_factory=list)


class GameRecorder(QObject):
    """Records the games played on one table and keeps the one in progress on disk."""

    recorded = Signal(object)
    """A game went into the history (its :class:`GameRecord`)."""
    trouble = Signal(object)
    """The game in progress could not be written (the :class:`OSError`)."""
    not_recorded = Signal(object, object)
    """A finished game could not go into the history: its :class:`GameRecord`, the exception
    (a :class:`HistoryError` as a rule)."""
    not_kept = Signal(object, object, object)
    """At quit, the game could not be kept as it stands, neither in the history nor on disk: its
    :class:`GameRecord`, the exception, and the moves of the game as it is kept (``None``:
    nothing of it is). Emitted while the window is still there, so the player can be told."""

    def __init__(
        self,
        session: GameSession,
        store: HistoryStore,
        resume_path: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        """Record the games played in ``session`` in ``store``.

        ``resume_path`` is where the game in progress is kept (default: the user data folder).
        """
        super().__init__(parent)
        self.session = session
        self.store = store
        self.settings = session.settings
        self.resume_path = resume_path if resume_path is not None else resume.default_path()
        self._game: Game | None = None
        self._started = session.clock.wall()
        #: The clock at the last move: an abandoned game's playing time.
        self._elapsed = 0.0
        self._done = False
        #: The saved file could not be read and was left where it was: it is not touched.
        self._leave_saved_file = False
        #: How many actions and moves of the game the saved file holds (``None``: none of it).
        self._on_disk: tuple[int, int] | None = None
        session.leaving.connect(self._leaving)
        session.game_started.connect(self._game_started)
        session.changed.connect(self._changed)
        session.state_changed.connect(self._state_changed)
        session.closing.connect(self.closing)

    @property
    def read_only(self) -> bool:
        """Whether the player's folder cannot be written: then nothing is written or removed."""
        return self.store.read_only is not None

    def leave_saved_file(self) -> None:
        """Neither write over nor remove the saved game's file in this run.

        For a file that could not be read (its permissions) and was left where it was: it may
        hold a sound game, which a later run that can read it brings back.
        """
        self._leave_saved_file = True

    # -- the game in progress --------------------------------------------------------------------

    def saved_game(self) -> Resumed | SetAside | None:
        """The game in progress saved by the last run (or why it could not be read)."""
        return resume.load(self.resume_path)

    def record_unrecorded(self) -> Unrecorded:
        """Record the games an earlier run left at quit but could not record (oldest first).

        Each goes into the history as it was left, with its own times, and its file is removed.
        When the history fails, the rest wait for a later start.
        """
        found = Unrecorded()
        if self.read_only:
            return found
        waiting = resume.unrecorded(self.resume_path)
        for number, path in enumerate(waiting):
            try:
                left_at = path.stat().st_mtime
            except OSError:
                continue
            saved = resume.load(path)
            if isinstance(saved, SetAside):
                found.damaged.append(saved)
                continue
            if saved is None:
                continue
            ended = saved.ended if saved.ended is not None else left_at
            record = GameRecord.of(saved.game, saved.started, saved.elapsed, ended)
            try:
                record = replace(record, id=self.store.record(record))
            except Exception as error:  # noqa: BLE001 - told to the player, and the file stays
                log.warning("a game left at quit still cannot be recorded: %s", error)
                found.waiting, found.error = len(waiting) - number, error
                break
            log.info("recorded %s, left at quit", record.code)
            try:
                path.unlink()
            except OSError as error:
                # It stays, and would be recorded again: rare (a folder we could write a moment
                # ago), and a game twice is better than a game lost.
                log.warning("a recorded game's file could not be removed: %s", error)
            found.recorded += 1
            self.recorded.emit(record)
        return found

    def closing(self) -> None:
        """The app is quitting: keep the game for the next start, or record it as abandoned.

        Whatever fails, the game stays on disk as far as anything can be written there; the
        player hears (:attr:`not_kept`) of anything that could not.
        """
        game = self._game
        if game is None or self._done or game.moves == 0 or self.read_only:
            return
        if not self.settings.resume_game:
            self._leave_at_quit(game)
            return
        # The time spent thinking since the last move counts when the game comes back.
        error = self._save(self.session.elapsed())
        if error is not None and not self._holds_as_it_stands(game):
            record = self._record_of(game)
            self.not_kept.emit(record, error, None if self._on_disk is None else self._on_disk[1])

    def _leave_at_quit(self, game: Game) -> None:
        """Record ``game`` as abandoned; if the history cannot take it, keep it for later."""
        # The time the player saw at the quit, thinking time since the last move included.
        self._elapsed = self.session.elapsed()
        error = self._record(game, tell=False)
        if error is None:
            self._forget_saved()
            return
        record = self._record_of(game)
        try:
            kept, whole = resume.keep_unrecorded(
                self.resume_path,
                game,
                self._elapsed,
                self._started,
                record.ended,
                earlier_save=self._on_disk is not None and not self._leave_saved_file,
            )
        except OSError as failure:
            log.warning("the game left at quit cannot be kept either: %s", failure)
            self.not_kept.emit(record, error, None)
            return
        log.warning("the game left at quit is kept as %s, to be recorded later", kept)
        if whole:
            self._forget_saved()
        elif not self._holds_as_it_stands(game):
            assert self._on_disk is not None
            self.not_kept.emit(record, error, self._on_disk[1])

    def _record_of(self, game: Game) -> GameRecord:
        """The record of ``game`` as it stands, ended now."""
        return GameRecord.of(
            game, started=self._started, seconds=self._elapsed, ended=self.session.clock.wall()
        )

    def _holds_as_it_stands(self, game: Game) -> bool:
        """Whether the saved file holds every action of ``game``."""
        return self._on_disk is not None and self._on_disk[0] == len(game.actions)

    # -- the session's signals -------------------------------------------------------------------

    def _leaving(self, game: Game, elapsed: float) -> None:
        if game is self._game and not self._done and game.moves:
            # Recorded with the time the player saw when leaving it, thinking time included.
            self._elapsed = elapsed
            self._record(game)

    def _game_started(self, game: Game) -> None:
        # The game left for this one was recorded on ``leaving``, with the time the player saw.
        self._adopt(game, self.session.started, self.session.elapsed())
        if game.moves == 0:
            self._forget_saved()
        else:
            self._save()

    def _changed(self, change: Change) -> None:
        game = self._game
        if game is None or game is not self.session.game_in_play:
            return
        self._elapsed = self.session.elapsed()
        if game.is_won():
            self._record(game)
            self._forget_saved()
        else:
            self._save()

    def _state_changed(self, state: SessionState) -> None:
        if state is SessionState.REPLAYING:
            # The table is borrowed: the game in progress is kept on disk with its time so far.
            self._save(self.session.elapsed())

    # -- keeping ---------------------------------------------------------------------------------

    def _adopt(self, game: Game, started: float, elapsed: float) -> None:
        self._game, self._started, self._elapsed = game, started, elapsed
        self._done = game.is_won()
        self._on_disk = None

    def _record(self, game: Game, tell: bool = True) -> BaseException | None:
        """Record ``game``; the error when the history did not take it (told when ``tell``)."""
        self._done = True
        record = self._record_of(game)
        if self.read_only:
            log.info("not recorded (the history is read-only): %s", record.code)
            return None
        try:
            record = replace(record, id=self.store.record(record))
        except Exception as error:  # whatever it is, the player must hear of it
            # HistoryError is the expected failure; anything else is a bug met in the player's
            # file, and a game silently not recorded is worse than a message about it.
            if not isinstance(error, HistoryError):
                log.exception("the game could not be recorded")
            else:
                log.warning("the game could not be recorded: %s", error)
            if tell:
                self.not_recorded.emit(record, error)
            return error
        log.info("recorded %s: %s, score %d", record.code, record.result.value, record.score)
        self.recorded.emit(record)
        return None

    def _save(self, elapsed: float | None = None) -> OSError | None:
        """Keep the game in progress on disk; ``elapsed`` defaults to the clock at its last move.

        Returns the error when it could not be written (the player has been shown it).
        """
        game = self._game
        if game is None or self._done or game.moves == 0 or self.read_only:
            return None
        if self._leave_saved_file:
            log.info("the game in progress is not saved: the saved file was left as it was")
            return None
        seconds = self._elapsed if elapsed is None else elapsed
        try:
            resume.save(game, seconds, self._started, self.resume_path)
        except OSError as error:
            log.warning("the game in progress could not be saved: %s", error)
            self.trouble.emit(error)
            return error
        self._on_disk = (len(game.actions), game.moves)
        return None

    def _forget_saved(self) -> None:
        if self.read_only or self._leave_saved_file:
            return  # the saved game stays for a run that can read or write it
        self._on_disk = None
        try:
            resume.clear(self.resume_path)
        except OSError as error:
            log.warning("the saved game could not be removed: %s", error)
