"""A survey's progress line: deals done, the winnable share so far, the time left, for a person.

It is written on the standard error, and only when the standard error is a terminal: a person
watching sees it (also while the report goes to a file, ``--survey N --json > out.json``), and
a survey whose standard error is piped or redirected (a script, ``nohup``, ``2> log``) prints
nothing more than before. The line is rewritten in place (after a carriage return) at most four
times a second, cut to the terminal's width so that it never wraps, and wiped before the report
is printed.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import TextIO

#: The least time between two writes of the line, in seconds.
INTERVAL = 0.25
#: The width when the terminal does not tell its own.
FALLBACK_WIDTH = 80


def time_left_text(seconds: float) -> str:
    """A time left in words: ``about 42 s left``, ``about 5 min left``, ``about 2 h 5 min left``."""
    whole = round(seconds)
    if whole < 60:
        return f"about {whole} s left"
    minutes = round(seconds / 60)
    if minutes < 60:
        return f"about {minutes} min left"
    hours, minutes = divmod(minutes, 60)
    return f"about {hours} h {minutes} min left"


class ProgressLine:
    """The line of one survey of ``total`` deals, on ``stream`` (see the module's docstring)."""

    def __init__(
        self,
        stream: TextIO,
        total: int,
        *,
        honest: bool = False,
        clock: Callable[[], float] = time.monotonic,
        width: int | None = None,
    ) -> None:
        """Start the line (it is written at once: ``0 of N deals``)."""
        self._stream = stream
        self._total = total
        self._honest = honest
        self._clock = clock
        self._width = width if width is not None else _width_of(stream)
        self._started = clock()
        self._written_at: float | None = None
        self._shown = 0
        self.done = 0
        self.winnable = 0
        self.won = 0
        self._write(self.text())

    @classmethod
    def on_terminal(
        cls, stream: TextIO | None, total: int, *, honest: bool = False
    ) -> ProgressLine | None:
        """The line on ``stream`` when it is a terminal, else ``None`` (nothing is written)."""
        if stream is None:
            return None
        try:
            if not stream.isatty():
                return None
        except (AttributeError, OSError, ValueError):
            return None
        return cls(stream, total, honest=honest)

    def deal(self, winnable: bool, won: bool = False) -> None:
        """Count one more deal; rewrite the line unless it was written very recently."""
        self.done += 1
        self.winnable += winnable
        self.won += won
        now = self._clock()
        if self._written_at is None or now - self._written_at >= INTERVAL:
            self._write(self.text())

    def text(self) -> str:
        """What the line says now, the most wanted first (a narrow terminal cuts the end)."""
        parts = [f"survey: {self.done} of {self._total} deals"]
        if self.done:
            elapsed = self._clock() - self._started
            parts.append(time_left_text(elapsed / self.done * (self._total - self.done)))
            parts.append(f"{self.winnable / self.done:.1%} winnable")
            if self._honest:
                share = f" ({self.won / self.winnable:.0%})" if self.winnable else ""
                parts.append(f"honest wins {self.won} of {self.winnable}{share}")
        return ", ".join(parts)

    def clear(self) -> None:
        """Wipe the line, leaving the cursor at the start of the empty line."""
        self._put("\r" + " " * self._shown + "\r")
        self._shown = 0

    def _write(self, text: str) -> None:
        text = text[: max(1, self._width - 1)]
        # Spaces wipe what is left of a longer line before it.
        self._put("\r" + text + " " * max(0, self._shown - len(text)))
        self._shown = len(text)
        self._written_at = self._clock()

    def _put(self, text: str) -> None:
        try:
            self._stream.write(text)
            self._stream.flush()
        except (OSError, ValueError):
            pass  # a progress line is never worth a failed survey


def _width_of(stream: TextIO) -> int:
    try:
        return os.get_terminal_size(stream.fileno()).columns or FALLBACK_WIDTH
    except (AttributeError, OSError, ValueError):
        return FALLBACK_WIDTH
