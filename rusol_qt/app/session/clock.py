"""The game clock, on an injectable time source so that tests advance time instead of waiting."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from rusol_qt.base import bindings  # noqa: F401 - guards the Qt bindings before any Qt call

#: A source of seconds that only ever goes forward (``time.monotonic`` in the app).
TimeSource = Callable[[], float]


class GameClock(QObject):
    """The game's time.

    It starts with the first move, pauses while the window is minimised, and stops at the win.
    It reads the time from ``now``; a test hands in its own source and moves it on.
    """

    ticking_changed = Signal(bool)
    """Whether the time now moves on: a display needs refreshing only while it does."""

    def __init__(
        self,
        now: TimeSource = time.monotonic,
        parent: QObject | None = None,
        wall: Callable[[], float] = time.time,
    ) -> None:
        """A clock showing zero, waiting for the first move.

        ``wall`` gives the date and time (Unix seconds) at which games begin and end, for their
        records: the app's one reading of the wall clock, which a test may hand in too.
        """
        super().__init__(parent)
        self._now = now
        self.wall = wall
        self._since = 0.0
        self._banked = 0.0
        self._running = False
        self._paused = False
        self._stopped = False

    def is_ticking(self) -> bool:
        """Whether the time moves on now (a move was played; not paused, not stopped)."""
        return self._running and not self._paused

    def reset(self, elapsed: float = 0.0) -> None:
        """Show ``elapsed`` seconds and wait for the next move to run on."""
        ticking = self.is_ticking()
        self._banked = elapsed
        self._running = False
        self._stopped = False
        self._tell(ticking)

    def start(self) -> None:
        """Run from now on (a move was played); a stopped clock stays stopped."""
        if self._running or self._stopped:
            return
        self._running = True
        self._since = self._now()
        self._tell(False)

    def pause(self) -> None:
        """Hold the time while nobody can play (the window is minimised)."""
        if not self._paused:
            ticking = self.is_ticking()
            self._bank()
            self._paused = True
            self._tell(ticking)

    def resume(self) -> None:
        """Go on after a pause."""
        if self._paused:
            self._paused = False
            self._since = self._now()
            self._tell(False)

    def stop(self) -> None:
        """Stop for good (the game is won)."""
        ticking = self.is_ticking()
        self._bank()
        self._running = False
        self._stopped = True
        self._tell(ticking)

    def _bank(self) -> None:
        if self._running and not self._paused:
            now = self._now()
            self._banked += now - self._since
            self._since = now

    def _tell(self, was_ticking: bool) -> None:
        if self.is_ticking() != was_ticking:
            self.ticking_changed.emit(self.is_ticking())

    def elapsed(self) -> float:
        """The game's time in seconds."""
        if self.is_ticking():
            return self._banked + self._now() - self._since
        return self._banked
