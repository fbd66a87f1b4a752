"""Ctrl+C in the terminal, and the system's request to end (SIGTERM, SIGHUP), quit as Quit does.

Python runs a signal handler only between two of its own instructions, and Qt's event loop runs
in C++ for as long as nothing happens: a Ctrl+C would wait for the next mouse move, then end in a
``KeyboardInterrupt`` traceback from whatever slot ran, and SIGTERM's default action ends the
process at once, with the time since the last move, the lock file and (with *Resume* off) the
game's record lost. So the signals are caught by handlers of our own, and a byte written to a
socket (``signal.set_wakeup_fd``) wakes the event loop through a ``QSocketNotifier``, which lets
Python run them at once. The first signal closes the window the way Quit does; a second one,
should the first quit hang, leaves the event loop at once. The pattern is qutebrowser's
(``misc/crashsignal.py``).
"""

from __future__ import annotations

import contextlib
import logging
import signal
import socket
from collections.abc import Callable
from types import FrameType

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QTimer

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call

log = logging.getLogger(__name__)

#: The signals that ask the game to end: Ctrl+C, the system's "terminate", and the terminal
#: hanging up (Windows knows only the first two, and delivers SIGTERM to no one).
QUIT_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)


def exit_status(signum: int) -> int:
    """The exit status of a quit asked for by signal ``signum``: 128 plus its number.

    What a shell reports for a program the signal ended, so a script still sees why it ended,
    though the game was kept as at any quit.
    """
    return 128 + signum


class QuitOnSignal(QObject):
    """Turns the quit signals into ``quit(signum)`` on the event loop, while installed."""

    def __init__(self, quit: Callable[[int], None], parent: QObject | None = None) -> None:
        """Call ``quit`` with the signal's number when one of :data:`QUIT_SIGNALS` arrives."""
        super().__init__(parent)
        self._quit = quit
        self._asked: int | None = None
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._previous_wakeup = signal.set_wakeup_fd(
            self._writer.fileno(), warn_on_full_buffer=False
        )
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        self._previous = {signum: signal.signal(signum, self._caught) for signum in QUIT_SIGNALS}

    def uninstall(self) -> None:
        """Give the signals back to the handlers they had before."""
        if not self._previous:
            return
        for signum, handler in self._previous.items():
            signal.signal(signum, handler)
        self._previous = {}
        signal.set_wakeup_fd(self._previous_wakeup)
        self._notifier.setEnabled(False)
        self._reader.close()
        self._writer.close()

    def _caught(self, signum: int, _: FrameType | None) -> None:
        # A Python-level handler: it runs on the main thread, between two instructions, so it
        # may queue work for the event loop (not run it here, inside whatever was interrupted).
        if self._asked is None:
            self._asked = signum
            log.info("signal %d: quitting as Quit does", signum)
            QTimer.singleShot(0, lambda: self._quit(signum))
            return
        log.warning("signal %d again: leaving at once", signum)
        QCoreApplication.exit(exit_status(signum))

    def _drain(self) -> None:
        # The bytes only woke the loop (Python has run the handler by now): read them away.
        with contextlib.suppress(OSError):
            while self._reader.recv(512):
                pass
