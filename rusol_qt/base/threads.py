"""Worker threads beside the GUI: how they share Python's interpreter with the table."""

from __future__ import annotations

import sys

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
