"""Waiting for the running app: for a condition, never for a number of seconds."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

#: The longest the app is left alone between two checks of a condition.
POLL = 0.05


def wait_for(
    condition: Callable[[], T | None],
    process: subprocess.Popen[Any],
    failure: Callable[[], str],
    timeout: float = 15.0,
) -> T:
    """Check ``condition`` until it holds (a true value), and return that value.

    Between two checks, wait for ``process`` (the app) to end, at most :data:`POLL` seconds: an
    app that dies fails the wait at once. Fails with ``failure()`` after ``timeout`` seconds.
    """
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(f"waited {timeout:g} s in vain: {failure()}")
        try:
            code = process.wait(min(POLL, left))
        except subprocess.TimeoutExpired:
            continue
        value = condition()  # what it did just before it ended may be what was awaited
        if value:
            return value
        raise AssertionError(f"the app ended (exit code {code}): {failure()}")
