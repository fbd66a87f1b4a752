"""The solver off the GUI thread: a full-sight search for the solver status, an honest hint.

The solver is pure Python, so each job runs in a :class:`QThread` on an immutable copy of the
position and is cancelled within moments; the table never freezes. :class:`Jobs` keeps a
feature's jobs: the newest is the current one, and closing stops and waits for them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QObject, QThread, Signal

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call
from rusol_qt.base.threads import Worker
from rusol_qt.model.rules import RuleSet

if TYPE_CHECKING:
    from rusol_qt.model.solver import Position

# The solver module is imported where a search needs it: no search runs before the first move
# or Hint, and the window is shown before.


class Job(Worker):
    """One piece of solver work on one position, in its own thread; :meth:`cancel` ends it."""

    def __init__(self, position: Position, rules: RuleSet, parent: QObject | None = None) -> None:
        """Prepare the work; :meth:`start` runs it."""
        super().__init__(parent)
        self.position = position
        self.rules = rules


class SolverJob(Job):
    """One full-sight search of one position; a cancelled one answers that it was cancelled."""

    solved = Signal(object, object)
    """The job itself and its :class:`Solution` (delivered in the caller's thread)."""

    def __init__(
        self, position: Position, rules: RuleSet, seconds: float, parent: QObject | None = None
    ) -> None:
        """Prepare the search; :meth:`start` runs it."""
        super().__init__(position, rules, parent)
        self.seconds = seconds

    def run(self) -> None:
        """Search (in the job's thread) and report."""
        from rusol_qt.model.solver import solve  # noqa: PLC0415 - see the imports

        solution = solve(self.position, self.rules, seconds=self.seconds, cancelled=self.cancelled)
        self.solved.emit(self, solution)


class HintJob(Job):
    """One honest hint; a cancelled one says nothing.

    The hint reads only the visible part of ``position`` (the model's ``honest_hint`` proves
    it); its guesses of the face-down cards are drawn from ``seed``.
    """

    answered = Signal(object, object)
    """The job itself and its :class:`HonestHint` (delivered in the caller's thread)."""

    def __init__(
        self, position: Position, rules: RuleSet, seed: int, parent: QObject | None = None
    ) -> None:
        """Prepare the hint; :meth:`start` runs it."""
        super().__init__(position, rules, parent)
        self.seed = seed

    def run(self) -> None:
        """Think (in the job's thread) and report, unless cancelled."""
        from rusol_qt.model.solver import (  # noqa: PLC0415 - see the imports
            HintCancelledError,
            honest_hint,
        )

        try:
            hint = honest_hint(self.position, self.rules, seed=self.seed, cancelled=self.cancelled)
        except HintCancelledError:
            return
        self.answered.emit(self, hint)


J = TypeVar("J", bound=Job)


class Jobs(Generic[J]):
    """A feature's jobs: the current one (the newest), and every one still running.

    A cancelled job runs on for a moment; it is kept until its thread ends, so that
    :meth:`stop_all` can wait for it.
    """

    def __init__(self) -> None:
        """No job yet."""
        self.current: J | None = None
        self.running: set[J] = set()

    def start(self, job: J) -> None:
        """Cancel the current job and start ``job`` in its place."""
        self.cancel_current()
        job.finished.connect(lambda: self._ended(job))
        self.current = job
        self.running.add(job)
        job.start(QThread.Priority.LowPriority)

    def cancel_current(self) -> None:
        """Cancel the current job, if any; its answer is no longer wanted."""
        if self.current is not None:
            self.current.cancel()
            self.current = None

    def stop_all(self) -> None:
        """Cancel every job and wait for its thread (the window is closing)."""
        for job in list(self.running):
            job.cancel()
        for job in list(self.running):
            job.wait()
        self.current = None

    def _ended(self, job: J) -> None:
        self.running.discard(job)
        if self.current is job:
            self.current = None
        job.deleteLater()
