"""The deals of recorded games solved in the background, for a fair win rate.

Each abandoned game's deal is solved after the game ends, and an old history's deals game by
game, newest first, while the player plays: whether the deal can be won, and the most cards
perfect play brings home from it (docs/history.md). The solver runs in a :class:`DealJob` thread
on a few games at a time; reading the next games and writing the answers happen on the GUI
thread, each a short indexed read or one small transaction.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QObject, QThread, QTimer, Signal

from rusol_qt.base.threads import Worker
from rusol_qt.model import notation
from rusol_qt.model.gamecode import GameCode, GameCodeError
from rusol_qt.storage.history import (
    ALL_CARDS,
    DealFigures,
    HistoryError,
    HistoryStore,
    Unsolved,
)
from rusol_qt.storage.statistics import DealVerdict, Result

log = logging.getLogger(__name__)

#: The budget of one deal, in seconds: the survey's, so the history agrees with the published
#: figures (docs/winnability.md). Almost every deal takes milliseconds.
DEAL_SECONDS = 10.0
#: Games solved by one job, then written in one transaction.
BATCH = 16
#: How long after the start the first job begins, in milliseconds: the first frame, the game in
#: progress and the history's own check come first.
START_DELAY_MS = 3000
#: The History window is told of new figures at most this often, in milliseconds.
TELL_EVERY_MS = 500
#: How many deals' answers are kept for games of the same deal met later in the run.
KEPT_DEALS = 10_000

#: A deal's answer: its verdict and the most cards perfect play brings home (``None``: unknown).
Answer = tuple[DealVerdict, int | None]

#: Jobs still running, kept alive here even when their solver is gone (a QThread destroyed
#: while it runs takes the process down); each leaves the set when it finishes.
_RUNNING: set[DealJob] = set()


class DealJob(Worker):
    """Solves the deals of some recorded games in its own thread.

    :meth:`cancel` stops it soon; the deals solved so far are still reported.
    """

    answered = Signal(object, object)
    """The answers, delivered once at the end: a list of :class:`DealFigures`, and the answer
    of each deal solved, by code (a mapping of :data:`Answer`)."""

    def __init__(
        self,
        games: Sequence[Unsolved],
        known: Mapping[str, Answer],
        seconds: float = DEAL_SECONDS,
    ) -> None:
        """Prepare the work; ``known`` holds deals already solved (not solved again)."""
        super().__init__()
        self.games = tuple(games)
        self.known = dict(known)
        self.seconds = seconds

    def run(self) -> None:
        """Solve each deal (in the job's thread) and report what was found before a cancel."""
        figures: list[DealFigures] = []
        solved: dict[str, Answer] = {}
        for game in self.games:
            if self.cancelled():
                break
            answer = self._answer(game)
            if answer is None:
                break  # cancelled in the middle of a search
            solved[game.code] = self.known[game.code] = answer
            figures.append(DealFigures(game.id, *answer, _cards_home(game)))
        self.answered.emit(figures, solved)

    def _answer(self, game: Unsolved) -> Answer | None:
        if game.result is Result.WON:
            return DealVerdict.WINNABLE, ALL_CARDS
        known = self.known.get(game.code)
        if known is not None:
            return known
        try:
            code = GameCode.parse(game.code)
        except GameCodeError:
            return DealVerdict.UNKNOWN, None
        from rusol_qt.model.game import Game  # noqa: PLC0415 - with the solver, in the thread
        from rusol_qt.model.solver import Stop, Verdict, solve  # noqa: PLC0415

        solution = solve(
            Game(code).position(), code.rules, seconds=self.seconds, cancelled=self.cancelled
        )
        if solution.stop is Stop.CANCELLED:
            return None
        if solution.verdict is Verdict.WINNABLE:
            return DealVerdict.WINNABLE, ALL_CARDS
        if solution.verdict is Verdict.UNWINNABLE and solution.best is not None:
            return DealVerdict.UNWINNABLE, solution.best.foundation_cards
        return DealVerdict.UNKNOWN, None


def _cards_home(game: Unsolved) -> int | None:
    """The cards a game recorded before version 4 brought home, counted by replaying it.

    ``None`` for a game that knows them already (nothing to write), and for one whose moves do
    not replay.
    """
    if game.foundation_cards is not None:
        return None
    if game.result is Result.WON:
        return ALL_CARDS
    try:
        played = notation.replay(GameCode.parse(game.code), list(game.actions))
    except (GameCodeError, notation.NotationError):
        return None
    return sum(played.foundations)


def _finished(job: DealJob) -> None:
    """A job ended: let it go (its solver may be gone already)."""
    _RUNNING.discard(job)
    job.deleteLater()


class DealSolver(QObject):
    """Fills in what the solver finds about each recorded game's deal, a few games at a time.

    :meth:`wake` starts it (after the app's start, and after each game recorded); it goes on
    until no game is left to solve, then waits to be woken again. It never runs on a history
    that cannot be written, and stops for the run when a write fails.
    """

    figures_found = Signal()
    """Some games got their figures (at most every :data:`TELL_EVERY_MS`)."""
    all_solved = Signal()
    """No game is left to solve (for now)."""

    def __init__(
        self,
        store: HistoryStore,
        parent: QObject | None = None,
        seconds: float = DEAL_SECONDS,
        batch: int = BATCH,
    ) -> None:
        """Solve the deals of ``store``'s games with ``seconds`` each, ``batch`` at a time."""
        super().__init__(parent)
        self.store = store
        self.seconds = seconds
        self.batch = batch
        self.job: DealJob | None = None
        self._known: dict[str, Answer] = {}
        self._written: set[int] = set()
        self._stopped = store.read_only is not None
        self._tell = QTimer(self)
        self._tell.setSingleShot(True)
        self._tell.setInterval(TELL_EVERY_MS)
        self._tell.timeout.connect(self.figures_found)
        self.start_timer = QTimer(self)
        self.start_timer.setSingleShot(True)
        self.start_timer.setInterval(START_DELAY_MS)
        self.start_timer.timeout.connect(self.wake)

    @property
    def working(self) -> bool:
        """Whether a job is solving deals now."""
        return self.job is not None

    def wake(self) -> None:
        """Solve the next games' deals, unless a job is at it already."""
        if self._stopped or self.job is not None:
            return
        try:
            games = self.store.unsolved(self.batch)
        except HistoryError as error:
            self._stop(f"the games to solve cannot be read: {error}")
            return
        if not games:
            self._tell_now()
            self.all_solved.emit()
            return
        if any(game.id in self._written for game in games):
            # Answers written do not stick (another copy of the app, a hand edit): solving the
            # same games over and over would only burn the processor.
            self._stop("the figures written are not kept")
            return
        job = DealJob(games, self._known, self.seconds)
        job.answered.connect(self._answered)
        job.finished.connect(lambda job=job: _finished(job))
        job.finished.connect(self._job_done)
        # Gone (its window closed), the solver stops its job rather than let it run on.
        self.destroyed.connect(job.cancel)
        self.job = job
        _RUNNING.add(job)
        job.start(QThread.Priority.LowPriority)

    def _answered(self, figures: list[DealFigures], solved: dict[str, Answer]) -> None:
        if len(self._known) > KEPT_DEALS:
            self._known.clear()
        self._known.update(solved)
        if not figures or self._stopped:
            return
        try:
            self.store.record_deal_figures(figures)
        except HistoryError as error:
            self._stop(f"the figures cannot be written: {error}")
            return
        self._written.update(each.id for each in figures)
        if not self._tell.isActive():
            self._tell.start()

    def _job_done(self) -> None:
        self.job = None
        if not self._stopped:
            self.wake()

    def _tell_now(self) -> None:
        if self._tell.isActive():
            self._tell.stop()
            self.figures_found.emit()

    def _stop(self, why: str) -> None:
        log.warning("the deals of recorded games are not solved in this run: %s", why)
        self._stopped = True
        self._tell_now()

    def shutdown(self) -> None:
        """Stop solving for good (the app is quitting) and wait for the job's thread."""
        self._stopped = True
        self.start_timer.stop()
        job = self.job
        if job is not None:
            job.cancel()
            job.wait()
