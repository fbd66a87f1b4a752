"""One running copy per player: starting the game twice leaves one process and one window.

Real processes on the test session's X display, in both orders of timing: a second start
after the first is up, and two starts at the same instant. Also: the request (``--game``)
reaches the running copy, which asks before leaving a game with moves; a lock left by a copy
that was killed never keeps the game from starting.
"""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path

from tests.e2e.test_resume_after_kill import App, pytestmark  # noqa: F401 - X display, xdotool
from tests.e2e.waiting import wait_for

FIRST = "RU1-C-AAAAABB"
SECOND = "RU1-R-ABCDEFG"


def _windows(pid: int) -> list[str]:
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
        capture_output=True,
        text=True,
        timeout=10,
    )
    return found.stdout.split()


def _ended(app: App, timeout: float = 30) -> int:
    return app.process.wait(timeout=timeout)


def _answer(app: App, key: str) -> None:
    """Answer the question the running copy asks (a window of its own) with ``key``."""
    question = wait_for(
        lambda: [w for w in _windows(app.process.pid) if w != app.window],
        app.process,
        lambda: f"no question; the app said: {app.lines[-5:]}",
    )[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", question], check=True, timeout=10)
    subprocess.run(["xdotool", "key", key], check=True, timeout=10)
    wait_for(
        lambda: _windows(app.process.pid) == [app.window],
        app.process,
        lambda: "the question stayed open",
    )


def test_a_second_start_hands_its_game_to_the_running_copy_and_ends(tmp_path: Path) -> None:
    first = App(tmp_path, "--game", FIRST)
    later: list[App] = []

    def start_again(*arguments: str) -> None:
        later.append(App(tmp_path, *arguments, window=False))
        assert _ended(later[-1]) == 0, later[-1].lines
        assert _windows(later[-1].process.pid) == []

    try:
        first.wait_for(f"game {FIRST} started")
        first.wait_for("taking requests at")
        # A game with a move: the running copy asks before leaving it for the code it is sent.
        first.keys("Right", "Right", "Right", "Up", "Up", "Up", "space", "Right", "Right", "space")
        first.wait_for("played 4D>6")
        start_again("--game", SECOND)
        _answer(first, "Return")  # Keep Playing, the default
        assert not [line for line in first.lines if f"game {SECOND} started" in line]
        start_again("--game", SECOND)
        _answer(first, "alt+n")  # New Game
        first.wait_for(f"game {SECOND} started")
        # A start without a code only brings the window forward.
        start_again()
        assert _windows(first.process.pid) == [first.window]
        assert len([line for line in first.lines if "a later start asked" in line]) == 3
        first.keys("ctrl+q")
        assert first.process.wait(timeout=20) == 0
        # Nothing Qt would complain of at the end (the door closed before the app).
        assert not [line for line in first.lines if "QSocketNotifier" in line], first.lines
    finally:
        for app in (first, *later):
            app.stop()


def test_two_starts_at_the_same_instant_leave_one_copy_and_one_window(tmp_path: Path) -> None:
    one = App(tmp_path, "--game", FIRST, window=False)
    other = App(tmp_path, "--game", SECOND, window=False)
    apps = [one, other]
    try:
        # One of them hands its request over and ends; the other shows the window.
        ended = wait_for(
            lambda: [app for app in apps if app.process.poll() is not None],
            one.process if other.process.poll() is None else other.process,
            lambda: "neither start ended",
            timeout=30,
        )
        (gone,) = ended
        (running,) = [app for app in apps if app is not gone]
        assert gone.process.returncode == 0, gone.lines
        window = wait_for(
            lambda: _windows(running.process.pid),
            running.process,
            lambda: f"no window; it said: {running.lines[-5:]}",
            timeout=30,
        )
        assert len(window) == 1
        # Both requests were dealt by the one copy, whichever came first.
        for code in (FIRST, SECOND):
            running.wait_for(f"game {code} started")
        assert running.process.poll() is None
    finally:
        for app in apps:
            app.stop()


def test_a_lock_left_by_a_killed_copy_never_keeps_the_game_from_starting(
    tmp_path: Path,
) -> None:
    first = App(tmp_path, "--game", FIRST)
    try:
        first.wait_for("taking requests at")
        os.kill(first.process.pid, signal.SIGKILL)
        first.process.wait(timeout=10)
    finally:
        first.stop()
    assert (tmp_path / "data" / "rusol-qt" / "rusol-qt.lock").exists()  # left behind
    again = App(tmp_path, "--game", SECOND)
    try:
        again.wait_for(f"game {SECOND} started")
        again.wait_for("taking requests at")
        assert _windows(again.process.pid) == [again.window]
    finally:
        again.stop()
