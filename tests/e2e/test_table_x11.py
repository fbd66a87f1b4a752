"""The real app in a real X window: xdotool plays, the pixels and the app's log tell what happened.

pytest-xvfb provides the X display. The app starts on a known deal (``--game``), so the test
computes where every card lies from the window size with the app's own layout arithmetic.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from rusol_qt.model.game import Game, Move
from rusol_qt.model.gamecode import GameCode
from rusol_qt.table.cardart import CARD_ASPECT
from rusol_qt.table.layout import TableLayout

CODE = "RU1-C-AAAAABB"
TOOLS = ("Xvfb", "xdotool", "import")

pytestmark = pytest.mark.skipif(
    any(shutil.which(tool) is None for tool in TOOLS),
    reason="needs Xvfb, xdotool and ImageMagick (apt-get install xvfb xdotool imagemagick)",
)


def xdotool(*args: str) -> str:
    done = subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return done.stdout


class App:
    """The running app: its window, its log, and the table layout inside the window."""

    def __init__(self, process: subprocess.Popen[bytes], log: Path, window: str) -> None:
        self.process = process
        self.log = log
        self.window = window
        geometry = dict(
            line.split("=", 1) for line in xdotool("getwindowgeometry", "--shell", window).split()
        )
        self.width, self.height = int(geometry["WIDTH"]), int(geometry["HEIGHT"])
        shot = self.screenshot()
        self.top = next(
            y for y in range(self.height) if is_felt(shot.pixelColor(self.width // 2, y))
        )
        self.layout = TableLayout.for_size(self.width, self.height - self.top, CARD_ASPECT)

    def screenshot(self) -> QImage:
        done = subprocess.run(
            ["import", "-window", self.window, "png:-"], capture_output=True, timeout=30
        )
        assert done.returncode == 0, done.stderr
        image = QImage.fromData(done.stdout, "PNG")
        assert not image.isNull()
        return image

    def card(self, game: Game, column: int, index: int) -> tuple[int, int]:
        """A point on the visible top strip of a card, in window coordinates."""
        x, y = self.layout.column_origin(column)
        offsets = self.layout.column_offsets(len(game.columns[column]), game.face_down[column])
        return (
            round(x + self.layout.card_width / 2),
            round(self.top + y + offsets[index] + self.layout.card_width * 0.1),
        )

    def below_column(self, game: Game, column: int, extra: float) -> tuple[int, int]:
        """A point ``extra`` card heights below the bottom of a column's last card."""
        x, y = self.layout.column_origin(column)
        offsets = self.layout.column_offsets(len(game.columns[column]), game.face_down[column])
        bottom = self.top + y + offsets[-1] + self.layout.card_height
        below = bottom + extra * self.layout.card_height
        return round(x + self.layout.card_width / 2), round(below)

    def wait_for_log(self, text: str, timeout: float = 10.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if text in self.log.read_text():
                return
            assert self.process.poll() is None, self.log.read_text()
            time.sleep(0.05)
        raise AssertionError(f"{text!r} not in the log:\n{self.log.read_text()}")

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        w = self.window
        xdotool("mousemove", "--window", w, *map(str, start), "mousedown", "1")
        for step in range(1, 9):
            x = start[0] + (end[0] - start[0]) * step // 8
            y = start[1] + (end[1] - start[1]) * step // 8
            xdotool("mousemove", "--window", w, str(x), str(y))
            time.sleep(0.02)
        xdotool("mouseup", "1")


def is_felt(colour: QColor) -> bool:
    return colour.green() > colour.red() + 30 and colour.green() > colour.blue() + 20


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    if not os.environ.get("DISPLAY"):
        pytest.skip("pytest-xvfb provided no X display")
    log = tmp_path / "app.log"
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="xcb",
        RUSOL_QT_LOG="info",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_STATE_HOME=str(tmp_path / "state"),
    )
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "rusol_qt", "--game", CODE], stdout=out, stderr=out, env=env
        )
    try:
        window = xdotool("search", "--sync", "--onlyvisible", "--pid", str(process.pid))
        window = window.split()[0]
        # Let the deal fly in and the first frame settle.
        time.sleep(1.5)
        yield App(process, log, window)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(10)


def test_play_with_the_mouse_and_the_keyboard_in_a_real_window(app: App) -> None:
    game = Game(GameCode.parse(CODE))
    before = app.screenshot()
    # Column 7 ends on JS: below it, only felt.
    x7, y7 = app.below_column(game, 6, 0.5)
    assert is_felt(before.pixelColor(x7, y7))
    # Column 4's bottom part (10S and the cards on it) is there.
    x4, y4 = app.below_column(game, 3, -0.3)
    assert not is_felt(before.pixelColor(x4, y4))

    # Drag 10S with the four cards on top of it onto JS.
    app.drag(app.card(game, 3, 3), app.card(game, 6, len(game.columns[6]) - 1))
    app.wait_for_log("played TS>7")
    time.sleep(0.6)
    after = app.screenshot()
    assert not is_felt(after.pixelColor(x7, y7)), "the group did not arrive on column 7"
    assert is_felt(after.pixelColor(x4, y4)), "the group did not leave column 4"

    # Double-click AC: the only place for it is 2C, now the last card of column 7.
    game.play(Move(3, 3, 6))
    x, y = app.card(game, 2, 5)
    xdotool("mousemove", "--window", app.window, str(x), str(y), "click", "--repeat", "2", "1")
    app.wait_for_log("played AC>7")

    # Undo with the platform's shortcut, then quit with it: the app exits cleanly.
    xdotool("windowfocus", "--sync", app.window)
    xdotool("key", "--clearmodifiers", "ctrl+z")
    app.wait_for_log("undo, score 5")
    xdotool("key", "--clearmodifiers", "ctrl+q")
    assert app.process.wait(15) == 0, app.log.read_text()
