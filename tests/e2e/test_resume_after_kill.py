"""The real app, killed with SIGKILL after a move, brings the game back at the next start."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tests.e2e.waiting import wait_for

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    not os.environ.get("DISPLAY") or shutil.which("xdotool") is None,
    reason="needs an X display (pytest-xvfb) and xdotool",
)


class App:
    """``python -m rusol_qt`` in its own user folders, its log read as it comes."""

    def __init__(self, home: Path, *arguments: str, window: bool = True) -> None:
        env = dict(os.environ)
        env.update(
            QT_QPA_PLATFORM="xcb",
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_DATA_HOME=str(home / "data"),
            XDG_STATE_HOME=str(home / "state"),
            RUSOL_QT_LOG="info",
            PYTHONPATH=str(ROOT),
        )
        self.process = subprocess.Popen(
            [sys.executable, "-m", "rusol_qt", *arguments],
            cwd=ROOT,
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.window = self._window() if window else ""

    def _read(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.lines.append(line.rstrip())

    def _window(self) -> str:
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(self.process.pid)],
            capture_output=True,
            text=True,
            timeout=30,
        )
        return found.stdout.split()[0]

    def keys(self, *keys: str) -> None:
        # No window manager under Xvfb: give the window the keyboard (and wait until it has
        # it), then type as a keyboard does (XTEST), so that modifiers such as Ctrl arrive too.
        # No pause between keys: the table finishes any animation before it takes the next.
        subprocess.run(
            ["xdotool", "windowfocus", "--sync", self.window],
            check=True,
            timeout=10,
            capture_output=True,
        )
        for key in keys:
            subprocess.run(["xdotool", "key", key], check=True, timeout=10, capture_output=True)

    def wait_for(self, text: str, timeout: float = 15.0) -> None:
        wait_for(
            lambda: any(text in line for line in self.lines),
            self.process,
            lambda: f"the app never said {text!r}; it said: {self.lines}",
            timeout,
        )

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=10)
        if self.process.stderr is not None:
            self.process.stderr.close()


def test_kill_9_after_a_move_then_the_game_comes_back(tmp_path: Path) -> None:
    home = tmp_path
    saved = home / "data" / "rusol-qt" / "resume.json"
    first = App(home, "--game", "RU1-C-AAAAABB")
    try:
        first.wait_for("game RU1-C-AAAAABB started")
        # Column 4 ends TS 4D 6C KD 2C: pick up 4D (three cards up from the last), hold it over
        # column 6 (two columns right) and drop it on 5D.
        first.keys("Right", "Right", "Right", "Up", "Up", "Up", "space", "Right", "Right", "space")
        first.wait_for("played 4D>6")
        # The game is kept right after the move: wait for the file, then read it.
        wait_for(saved.exists, first.process, lambda: f"{saved} was never written", 5)
        assert json.loads(saved.read_text())["game"]["actions"] == ["4D>6"]
        os.kill(first.process.pid, signal.SIGKILL)
    finally:
        first.stop()

    second = App(home)
    try:
        second.wait_for("game RU1-C-AAAAABB started")
        # The undo history came back with the game: the move can be taken back.
        second.keys("ctrl+z")
        second.wait_for("undo, score 0")
    finally:
        second.stop()
