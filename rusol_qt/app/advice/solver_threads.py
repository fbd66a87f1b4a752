"""The solver off the GUI thread: one search of a position, for the hint and the solver status.

The solver is pure Python, so a search runs in a :class:`QThread` on an immutable copy of the
position and is cancelled within moments; the table never freezes.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThread, Signal

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call
from rusol_qt.base.threads import share_the_interpreter
from rusol_qt.model.rules import RuleSet

if TYPE_CHECKING:
    from rusol_qt.model.solver import Position

# The solver module is imported where a search needs it: no search runs before the first move
# or Hint, and the window is shown before.


class SolverJob(QThread):
    """One search of one position in its own thread; :meth:`cancel` ends it within moments."""

    solved = Signal(object, object)
    """The job itself and its :class:`Solution` (delivered in the caller's thread)."""

    def __init__(
        self, position: Position, rules: RuleSet, seconds: float, parent: QObject | None = None
    ) -> None:
        """Prepare the search; :meth:`start` runs it."""
        super().__init__(parent)
        self.position = position
        self.rules = rules
        self.seconds = seconds
        self._cancel = threading.Event()
        share_the_interpreter()

    def run(self) -> None:
        """Search (in the job's thread) and report."""
        from rusol_qt.model.solver import solve  # noqa: PLC0415 - see the imports

        solution = solve(
            self.position, self.rules, seconds=self.seconds, cancelled=self._cancel.is_set
        )
        self.solved.emit(self, solution)

    def cancel(self) -> None:
        """Ask the search to stop; its answer then says it was cancelled."""
        self._cancel.set()
