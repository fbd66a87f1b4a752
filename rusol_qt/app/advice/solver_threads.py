"""The solver off the GUI thread: one search of a position, and the hunt for a winnable deal.

The solver is pure Python, so a search runs in a :class:`QThread` on an immutable copy of the
position and is cancelled within moments; the table never freezes.
"""

from __future__ import annotations

import sys
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call
from rusol_qt.model.game import Game
from rusol_qt.model.gamecode import GameCode
from rusol_qt.model.rules import RuleSet

if TYPE_CHECKING:
    from rusol_qt.model.solver import Position

# The solver module is imported where a search needs it: no search runs before the first move
# or Hint, and the window is shown before.

# The budget per deal while looking for a winnable deal: short, the next deal may be quicker.
DEAL_SECONDS = 2.0
# How soon, in seconds, a thread waiting for Python's lock gets it from a running search.
SWITCH_INTERVAL = 0.001


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


class WinnableDealFinder(QThread):
    """Draws random deals until the solver proves one winnable, in its own thread."""

    tried = Signal(int)
    """How many deals were tried so far."""
    found = Signal(object)
    """The :class:`GameCode` of a deal proved winnable."""

    def __init__(
        self, rules: RuleSet, seconds: float = DEAL_SECONDS, parent: QObject | None = None
    ) -> None:
        """Prepare the hunt for ``rules``; :meth:`start` runs it."""
        super().__init__(parent)
        self.rules = rules
        self.seconds = seconds
        self._cancel = threading.Event()
        share_the_interpreter()

    def run(self) -> None:
        """Try deal after deal until one is winnable or the hunt is cancelled."""
        from rusol_qt.model.solver import Verdict, solve  # noqa: PLC0415 - see the imports

        count = 0
        while not self._cancel.is_set():
            code = GameCode.random(self.rules)
            solution = solve(
                Game(code).position(),
                self.rules,
                seconds=self.seconds,
                cancelled=self._cancel.is_set,
            )
            count += 1
            self.tried.emit(count)
            if solution.verdict is Verdict.WINNABLE:
                self.found.emit(code)
                return

    def cancel(self) -> None:
        """Stop looking."""
        self._cancel.set()


def share_the_interpreter() -> None:
    """Let the GUI thread take Python's lock within a millisecond while a search runs.

    The search is pure Python, so it holds the interpreter lock while it works; by default a
    waiting thread gets it only after 5 ms, and drawing the table takes the lock hundreds of
    times a frame, so the table would stutter for a second. A 1 ms switch interval keeps it
    smooth and costs the search nothing measurable when the GUI is idle.
    """
    if sys.getswitchinterval() > SWITCH_INTERVAL:
        sys.setswitchinterval(SWITCH_INTERVAL)


def find_winnable_deal(parent: QWidget | None, rules: RuleSet) -> GameCode | None:
    """Look for a deal the solver proves winnable, with a progress dialog and a Cancel button.

    The New Game dialog's "Only winnable deals" calls this. Returns ``None`` when cancelled.
    """
    dialog = QProgressDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("Hints", "Only winnable deals"))
    dialog.setLabelText(QCoreApplication.translate("Hints", "Looking for a deal that can be won…"))
    dialog.setCancelButtonText(QCoreApplication.translate("Hints", "Cancel"))
    dialog.setRange(0, 0)
    dialog.setMinimumDuration(0)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    finder = WinnableDealFinder(rules, parent=dialog)
    found: list[GameCode] = []

    def tried(count: int) -> None:
        dialog.setLabelText(
            QCoreApplication.translate(
                "Hints", "Looking for a deal that can be won… (%n deals tried)", "", count
            )
        )

    def done(code: GameCode) -> None:
        found.append(code)
        dialog.accept()

    finder.tried.connect(tried)
    finder.found.connect(done)
    dialog.canceled.connect(finder.cancel)
    finder.start()
    dialog.exec()
    finder.cancel()
    finder.wait()
    # Answers the thread sent just before it ended may still wait in the queue.
    QCoreApplication.sendPostedEvents(None, 0)
    return found[0] if found else None
