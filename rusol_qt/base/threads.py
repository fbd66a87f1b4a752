"""Worker threads beside the GUI: the solver's work off the table, sharing the interpreter.

Every piece of solver work the app does (a hint, the solver status, the hunt for a winnable
deal, a recorded deal's verdict) runs in a :class:`Worker`: a thread that can be asked to stop
and that lets the GUI thread take Python's lock within a millisecond.
"""

from __future__ import annotations

import sys
import threading

from PySide6.QtCore import QObject, QThread

# How soon, in seconds, a thread waiting for Python's lock gets it from a running search.
SWITCH_INTERVAL = 0.001


def share_the_interpreter() -> None:
    """Let the GUI thread take Python's lock within a millisecond while a search runs.

    The search is pure Python, so it holds the interpreter lock while it works; by default a
    waiting thread gets it only after 5 ms, and drawing the table takes the lock hundreds of
    times a frame, so the table would stutter for a second. A 1 ms switch interval keeps it
    smooth and costs the search nothing measurable when the GUI is idle.
    """
    if sys.getswitchinterval() > SWITCH_INTERVAL:
        sys.setswitchinterval(SWITCH_INTERVAL)


class Worker(QThread):
    """A thread for pure-Python work that stops soon after :meth:`cancel`.

    The work looks at :meth:`cancelled` (the solver takes it as its ``cancelled`` callable).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        """Prepare the thread; :meth:`start` runs its ``run``."""
        super().__init__(parent)
        self._cancel = threading.Event()
        share_the_interpreter()

    def cancel(self) -> None:
        """Ask the work to stop within moments."""
        self._cancel.set()

    def cancelled(self) -> bool:
        """Whether the work was asked to stop."""
        return self._cancel.is_set()
