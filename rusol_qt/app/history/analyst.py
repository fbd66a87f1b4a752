"""Where a replayed game was lost, found on a worker thread and kept with the game.

The :class:`Analyst` looks at one recorded game at a time: the analysis kept with it in the
history when there is one (a second look is instant), else an :class:`AnalysisJob` makes it on
a worker thread and reports it as it fills in (the verdicts and the losing move first, then the
chances group by group); a complete one is kept with the game (docs/history.md, "Replay").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThread, Signal

from rusol_qt.base.threads import Worker
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.notation import NotationError
from rusol_qt.storage.history import GameRecord

if TYPE_CHECKING:
    from rusol_qt.model.solver import GameAnalysis

# The analysis kept with a game, by the game's id (``None``: none to use).
Kept = Callable[[int], "GameAnalysis | None"]
# Keep a complete analysis with a game, by the game's id; says whether it was kept.
Keep = Callable[[int, "GameAnalysis"], bool]

# Jobs still running, kept alive here even when their analyst is gone (a QThread destroyed
# while it runs takes the process down); each leaves the set when it finishes.
_RUNNING: set[AnalysisJob] = set()


class AnalysisJob(Worker):
    """Analyses one recorded game in its own thread; :meth:`cancel` stops it soon, silently."""

    reported = Signal(object, object)
    """The job itself and a :class:`GameAnalysis`: each report as it fills in, then the whole."""
    failed = Signal(object)
    """The job itself: an action of the game cannot be played (nothing to analyse)."""
    ended = Signal(object)
    """The job itself, its last word (after any report): it reports no more."""

    def __init__(self, code: GameCode, actions: Sequence[str]) -> None:
        """Prepare the analysis of the game of ``code`` played by ``actions``."""
        super().__init__()
        self.code = code
        self.actions = tuple(actions)

    def run(self) -> None:
        """Analyse (in the job's thread) and report, unless cancelled."""
        try:
            self._analyse()
        finally:
            self.ended.emit(self)

    def _analyse(self) -> None:
        from rusol_qt.model.solver import (  # noqa: PLC0415 - loads with the first analysis
            AnalysisCancelledError,
            analyse_game,
        )

        try:
            analysis = analyse_game(
                self.code,
                self.actions,
                cancelled=self.cancelled,
                progress=lambda report: self.reported.emit(self, report),
            )
        except AnalysisCancelledError:
            return
        except NotationError:
            self.failed.emit(self)
            return
        self.reported.emit(self, analysis)


class Analyst(QObject):
    """Brings the analysis of the game being replayed: kept, or made on a worker thread."""

    analysed = Signal(object)
    """A :class:`GameAnalysis` of the game looked at: a report as it fills in, or the whole."""
    failed = Signal()
    """The game looked at cannot be analysed: an action of it cannot be played."""

    def __init__(
        self, kept: Kept | None = None, keep: Keep | None = None, parent: QObject | None = None
    ) -> None:
        """Read analyses with ``kept`` and keep new ones with ``keep`` (both by game id)."""
        super().__init__(parent)
        self._kept = kept
        self._keep = keep
        self.job: AnalysisJob | None = None
        """The job making the analysis of the game looked at, while it runs."""
        self._record: GameRecord | None = None
        self._stopped = False

    @property
    def busy(self) -> bool:
        """Whether a job's thread still runs (a cancelled one runs on for a moment)."""
        return bool(_RUNNING)

    def look_at(self, record: GameRecord, code: GameCode) -> None:
        """Bring the analysis of ``record`` (its game code ``code``), in place of any other.

        A kept one is reported at once; else a job starts, and reports as it goes.
        """
        self.stop()
        if self._stopped:
            return
        self._record = record
        if record.id is not None and self._kept is not None:
            kept = self._kept(record.id)
            if kept is not None:
                self.analysed.emit(kept)
                return
        job = AnalysisJob(code, record.actions)
        job.reported.connect(self._reported)
        job.failed.connect(self._failed)
        job.finished.connect(lambda job=job: _let_go(job))
        # The job's own last word, queued after its reports, says which job ended: a cancelled
        # job's QThread.finished, handled once this one's thread is done but before its reports
        # are, must not make it look finished and its reports unwanted.
        job.ended.connect(self._job_done)
        # Gone (its window closed), the analyst stops its job rather than let it run on.
        self.destroyed.connect(job.cancel)
        self.job = job
        _RUNNING.add(job)
        job.start(QThread.Priority.LowPriority)

    def stop(self) -> None:
        """Stop looking: the job at work is cancelled, and its reports are no longer wanted."""
        self._record = None
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def shutdown(self) -> None:
        """Stop for good (the app is closing) and wait for every job's thread."""
        self._stopped = True
        self.stop()
        for job in list(_RUNNING):
            job.cancel()
        for job in list(_RUNNING):
            job.wait()

    def _reported(self, job: AnalysisJob, analysis: GameAnalysis) -> None:
        record = self._record
        if job is not self.job or record is None:
            return  # cancelled meanwhile: a report already on its way
        self.analysed.emit(analysis)
        if analysis.complete and record.id is not None and self._keep is not None:
            self._keep(record.id, analysis)

    def _failed(self, job: AnalysisJob) -> None:
        if job is self.job:
            self.failed.emit()

    def _job_done(self, job: AnalysisJob) -> None:
        if self.job is job:
            self.job = None


def _let_go(job: AnalysisJob) -> None:
    """A job ended: let it go (its analyst may be gone already)."""
    _RUNNING.discard(job)
    job.deleteLater()
