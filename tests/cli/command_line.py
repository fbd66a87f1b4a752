"""Runs ``python -m rusol_qt`` in a child process, as a player's shell would."""

import subprocess
import sys


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """The finished ``python -m rusol_qt ARGS`` with its text output; never raises on failure."""
    return subprocess.run(
        [sys.executable, "-m", "rusol_qt", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=timeout,
    )
